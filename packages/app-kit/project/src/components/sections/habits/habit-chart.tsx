/** How many habits were done on each of the last 14 days. */
import { BarChart } from '@/components/sections/bar-chart';
import { Panel } from '@/components/sections/panel';
import { formatDay, lastDays, type DayKey } from '@/lib/dates';
import type { Habit, HabitsSchema } from '@/lib/habits';
import { completionsPerDay } from '@/components/sections/habits/logic';

export function HabitChart({
  schema,
  habits,
  today,
  title,
}: {
  schema: HabitsSchema;
  habits: Habit[];
  today: DayKey;
  title: string;
}) {
  const data = completionsPerDay(
    habits.filter((h) => !h.archived),
    lastDays(14, today),
  ).map(({ day, count }) => ({ label: formatDay(day, schema.frame.locale), value: count }));
  return (
    <Panel id="chart" title={title}>
      <BarChart data={data} label={title} empty={schema.texts.noData} />
    </Panel>
  );
}
