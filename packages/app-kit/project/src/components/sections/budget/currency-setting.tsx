/** The currency amounts are shown in, on the settings page; a brief's own currency is among the choices. */
import * as React from 'react';

import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Panel } from '@/components/sections/panel';
import type { BudgetSchema } from '@/lib/budget';

export function CurrencySetting({
  schema,
  currency,
  setCurrency,
}: {
  schema: BudgetSchema;
  currency: string;
  setCurrency: (currency: string) => void;
}) {
  const T = schema.texts;
  const id = React.useId();
  const choices = schema.currencies.includes(currency) ? schema.currencies : [currency, ...schema.currencies];
  return (
    <Panel id="currency" title={T.currency}>
      {/* The panel's heading says what it is; the label names the field for screen readers. */}
      <Label htmlFor={id} className="sr-only">
        {T.currency}
      </Label>
      <NativeSelect
        id={id}
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        className="max-w-xs"
      >
        {choices.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </NativeSelect>
    </Panel>
  );
}
