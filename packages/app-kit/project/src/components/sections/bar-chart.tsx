/** Bars for a short series (a day or a month each), with the figures as a table for screen readers. */
import { cn } from '@/lib/utils';

export interface BarDatum {
  label: string;
  value: number;
}

export function BarChart({
  data,
  label,
  empty,
  format = String,
  className,
}: {
  data: readonly BarDatum[];
  /** What the chart shows: its caption. */
  label: string;
  /** Shown instead when every value is 0. */
  empty: string;
  /** How a value reads on its bar and in the table ("$1.2K"); the number as is by default. */
  format?: (value: number) => string;
  className?: string;
}) {
  const max = Math.max(0, ...data.map((d) => d.value));
  if (max === 0) {
    return (
      <p
        className={cn(
          'rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground',
          className,
        )}
      >
        {empty}
      </p>
    );
  }
  return (
    <figure className={cn('space-y-2', className)}>
      <div aria-hidden className="flex h-48 items-end gap-1 pt-4">
        {data.map((d) => (
          <div
            key={d.label}
            className="flex h-full min-w-0 flex-1 flex-col justify-end"
            title={`${d.label}: ${format(d.value)}`}
          >
            <div
              className="relative rounded-t-sm bg-primary transition-[height]"
              style={{ height: `${(d.value / max) * 100}%`, minHeight: d.value > 0 ? 4 : 0 }}
            >
              {d.value > 0 && (
                <span className="absolute inset-x-0 -top-4 text-center text-[10px] text-muted-foreground tabular-nums">
                  {format(d.value)}
                </span>
              )}
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden className="flex gap-1 text-[10px] text-muted-foreground">
        {data.map((d, i) => (
          <span key={d.label} className="min-w-0 flex-1 truncate text-center">
            {i % 2 === 0 || data.length <= 8 ? d.label : ''}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{label}</caption>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{format(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
