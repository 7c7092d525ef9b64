/** The list at a glance: how many items, open, done and starred, the share done and, with charts, the items added per day. */
import { CircleCheckIcon, CircleIcon, ListIcon, StarIcon } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { BarChart } from '@/components/sections/bar-chart';
import { StatCard } from '@/components/sections/panel';
import { SiteSection } from '@/components/sections/site-section';
import { addedPerDay, countItems } from '@/components/sections/list/logic';
import type { DayKey } from '@/lib/dates';
import type { ListItem, ListSchema } from '@/lib/list';

export function ListStats({
  schema,
  items,
  today,
  title,
  narrow,
}: {
  schema: ListSchema;
  items: ListItem[];
  today: DayKey;
  title: string;
  /** Centred at a reading width and tinted, under a hero and the list; else as wide as the page's heading. */
  narrow: boolean;
}) {
  const { texts: T, frame, features } = schema;
  const counts = countItems(items);
  const percent = new Intl.NumberFormat(frame.locale, { style: 'percent' }).format(counts.ratio);
  const icon = 'size-4';
  return (
    <SiteSection id="stats" title={title} intro={T.statsSubtitle} narrow={narrow} tinted={narrow}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          { label: T.total, value: counts.total, Icon: ListIcon },
          { label: T.open, value: counts.open, Icon: CircleIcon },
          { label: T.done, value: counts.done, Icon: CircleCheckIcon },
          { label: T.starred, value: counts.starred, Icon: StarIcon },
        ].map(({ label, value, Icon }) => (
          <StatCard key={label} label={label} value={value} icon={<Icon aria-hidden className={icon} />} />
        ))}
      </div>
      <Card className="mt-4 gap-3 p-4 sm:p-6">
        <div className="flex justify-between text-sm">
          <span className="font-medium">{T.progress}</span>
          <span className="font-semibold text-primary tabular-nums">{percent}</span>
        </div>
        <Progress value={Math.round(counts.ratio * 100)} aria-label={T.progress} />
      </Card>
      {features.charts ? (
        <Card className="mt-4 gap-3 p-4 sm:p-6">
          <p className="text-sm font-medium">{T.perDay}</p>
          <BarChart data={addedPerDay(items, today, frame.locale)} label={T.perDay} empty={T.noData} />
        </Card>
      ) : null}
    </SiteSection>
  );
}
