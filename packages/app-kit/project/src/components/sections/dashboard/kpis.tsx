/**
 * The key figures over the range, each with its change against the range just before: the stock ones
 * (both measures, their ratio, the leading segment) or the metrics the brief listed, marked as samples.
 */
import type * as React from 'react';
import {
  ArrowDownRightIcon,
  ArrowUpRightIcon,
  GaugeIcon,
  HashIcon,
  LayersIcon,
  TrendingUpIcon,
} from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Panel, StatCard } from '@/components/sections/panel';
import { cn } from '@/lib/utils';
import { fmt } from '@/lib/app-frame';
import type { DashboardSchema, Range, Row } from '@/lib/dashboard';
import {
  formatMetric,
  formatter,
  metricChange,
  metricValue,
  stockKpis,
} from '@/components/sections/dashboard/logic';

/** A change against the previous range; up and down in colours that keep their contrast in both themes. */
function Change({
  delta,
  format,
  template,
}: {
  delta: number;
  format: (value: number) => string;
  template: string;
}) {
  const up = delta > 0;
  const Icon = up ? ArrowUpRightIcon : ArrowDownRightIcon;
  return (
    <span
      className={cn(
        'mt-1 flex items-center gap-1 text-xs font-medium',
        up
          ? 'text-emerald-700 dark:text-emerald-400'
          : delta < 0
            ? 'text-destructive'
            : 'text-muted-foreground',
      )}
    >
      <Icon aria-hidden className="size-3.5 shrink-0 rtl:-scale-x-100" />
      {fmt(template, { change: format(delta) })}
    </span>
  );
}

/** A figure with, under it, its change or a hint. */
function Figure({ value, below }: { value: string; below?: React.ReactNode }) {
  return (
    <>
      <span className="block truncate">{value}</span>
      {below}
    </>
  );
}

export function Kpis({
  schema,
  rows,
  range,
  currency,
  title,
}: {
  schema: DashboardSchema;
  rows: readonly Row[];
  range: Range;
  currency: string;
  title: string;
}) {
  const { texts: T, dataset: d, frame } = schema;
  const f = formatter(d, currency, frame.locale);
  const change = (delta: number | null) =>
    delta === null ? undefined : <Change delta={delta} format={f.change} template={T.vsPrevious} />;
  if (schema.metrics) {
    return (
      <Panel id="kpis" title={title} actions={<Badge variant="secondary">{T.sampleData}</Badge>}>
        <p className="-mt-2 mb-3 text-sm text-muted-foreground">{T.sampleHint}</p>
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {schema.metrics.map((metric) => (
            <StatCard
              key={metric.label}
              label={metric.label}
              icon={<GaugeIcon aria-hidden className="size-4 shrink-0" />}
              value={
                <Figure
                  value={formatMetric(metric, metricValue(metric, rows, range), currency, frame.locale)}
                  below={change(metricChange(metric, rows, range))}
                />
              }
            />
          ))}
        </div>
      </Panel>
    );
  }
  const k = stockKpis(d, rows, range);
  return (
    <Panel id="kpis" title={title}>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={d.a.label}
          icon={<TrendingUpIcon aria-hidden className="size-4 shrink-0" />}
          value={<Figure value={f.a(k.a)} below={change(k.changeA)} />}
        />
        <StatCard
          label={d.b.label}
          icon={<HashIcon aria-hidden className="size-4 shrink-0" />}
          value={<Figure value={f.b(k.b)} below={change(k.changeB)} />}
        />
        <StatCard
          label={d.ratio.label}
          icon={<GaugeIcon aria-hidden className="size-4 shrink-0" />}
          value={<Figure value={f.ratio(k.ratio)} below={change(k.changeRatio)} />}
        />
        <StatCard
          label={fmt(T.topSegment, { segment: d.segmentLabel })}
          icon={<LayersIcon aria-hidden className="size-4 shrink-0" />}
          value={
            <Figure
              value={k.top ? k.top.label : '—'}
              below={
                k.topShare === null ? undefined : (
                  <span className="mt-1 block truncate text-xs font-normal text-muted-foreground">
                    {fmt(T.shareOf, { share: f.share(k.topShare), measure: d.a.label })}
                  </span>
                )
              }
            />
          }
        />
      </div>
    </Panel>
  );
}
