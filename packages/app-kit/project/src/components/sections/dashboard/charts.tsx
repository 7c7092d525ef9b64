/** The first measure over the range (by day, or by week beyond a month) and by segment, as bar charts. */
import { BarChart } from '@/components/sections/bar-chart';
import { Panel } from '@/components/sections/panel';
import { fmt } from '@/lib/app-frame';
import type { DashboardSchema, Range, Row } from '@/lib/dashboard';
import { bySegment, formatter, inRange, series } from '@/components/sections/dashboard/logic';

interface ChartProps {
  schema: DashboardSchema;
  rows: readonly Row[];
  range: Range;
  currency: string;
  title: string;
}

export function TrendChart({ schema, rows, range, currency, title }: ChartProps) {
  const { texts: T, dataset: d, frame } = schema;
  const f = formatter(d, currency, frame.locale);
  const label = fmt(T.overTime, { measure: d.a.label });
  return (
    <Panel id="trend" title={title}>
      <p className="-mt-2 mb-3 text-sm text-muted-foreground">{label}</p>
      <BarChart
        data={series(inRange(rows, range), range, 'a', frame.locale)}
        label={label}
        empty={T.noData}
        format={f.aShort}
      />
    </Panel>
  );
}

export function SegmentChart({ schema, rows, range, currency, title }: ChartProps) {
  const { texts: T, dataset: d, frame } = schema;
  const f = formatter(d, currency, frame.locale);
  const label = fmt(T.bySegment, { measure: d.a.label, segment: d.segmentLabel });
  return (
    <Panel id="breakdown" title={title}>
      <p className="-mt-2 mb-3 text-sm text-muted-foreground">{label}</p>
      <BarChart
        data={bySegment(inRange(rows, range), 'a')}
        label={label}
        empty={T.noData}
        format={f.aShort}
      />
    </Panel>
  );
}
