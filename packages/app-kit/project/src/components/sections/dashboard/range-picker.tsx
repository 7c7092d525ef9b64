/**
 * The date range every figure follows: the last 7, 30 or 90 days, or the visitor's own days. Each
 * preset is a toggle button ("Last 7 days") that says whether it is the one in use.
 */
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { fmt } from '@/lib/app-frame';
import { addDays, type DayKey } from '@/lib/dates';
import { PRESETS, type DashboardTexts, type RangeSetting } from '@/lib/dashboard';

export function RangePicker({
  value,
  onChange,
  today,
  texts: T,
}: {
  value: RangeSetting;
  onChange: (value: RangeSetting) => void;
  today: DayKey;
  texts: DashboardTexts;
}) {
  // The active choice in the primary colour with its own contrast-checked text colour.
  const option = (active: boolean) =>
    cn(
      'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
      active
        ? 'bg-primary text-primary-foreground'
        : 'text-foreground hover:bg-accent hover:text-accent-foreground',
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div
        role="group"
        aria-label={T.range}
        className="inline-flex flex-wrap rounded-lg border bg-card p-0.5"
      >
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={value.preset === days}
            onClick={() => onChange({ ...value, preset: days })}
            className={option(value.preset === days)}
          >
            {fmt(T.lastDays, { n: days })}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={value.preset === 'custom'}
          onClick={() => {
            // The own range starts as the preset it replaces, so the figures do not jump.
            const days = value.preset === 'custom' ? 30 : value.preset;
            onChange({
              preset: 'custom',
              from: value.from || addDays(today, 1 - days),
              to: value.to || today,
            });
          }}
          className={option(value.preset === 'custom')}
        >
          {T.custom}
        </button>
      </div>
      {value.preset === 'custom' ? (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            type="date"
            aria-label={T.from}
            value={value.from}
            max={today}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
            className="w-40"
          />
          <Input
            type="date"
            aria-label={T.to}
            value={value.to}
            max={today}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
            className="w-40"
          />
        </div>
      ) : null}
    </div>
  );
}
