/**
 * The dashboard's own settings, shown above the data settings: the currency (when it measures money) and
 * the range it opens with.
 */
import * as React from 'react';

import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { fmt } from '@/lib/app-frame';
import { PRESETS, type DashboardSchema, type Settings } from '@/lib/dashboard';

export function DashboardSettings({
  schema,
  settings,
  setSettings,
}: {
  schema: DashboardSchema;
  settings: Settings;
  setSettings: (settings: Settings) => void;
}) {
  const T = schema.texts;
  const id = React.useId();
  const choices = schema.currencies.includes(settings.currency)
    ? schema.currencies
    : [settings.currency, ...schema.currencies];
  return (
    <div className="grid max-w-xl gap-4 sm:grid-cols-2">
      {schema.dataset.a.money ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-currency`}>{T.currency}</Label>
          <NativeSelect
            id={`${id}-currency`}
            value={settings.currency}
            onChange={(event) => setSettings({ ...settings, currency: event.target.value })}
          >
            {choices.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-range`}>{T.defaultRange}</Label>
        <NativeSelect
          id={`${id}-range`}
          value={settings.defaultPreset}
          onChange={(event) =>
            setSettings({
              ...settings,
              defaultPreset: PRESETS.find((n) => String(n) === event.target.value) ?? 30,
            })
          }
        >
          {PRESETS.map((n) => (
            <option key={n} value={n}>
              {fmt(T.lastDays, { n })}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
