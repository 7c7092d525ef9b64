/** Active minutes in each of the last eight weeks (Monday to Sunday), this week last. */
import { BarChart } from '@/components/sections/bar-chart';
import { Panel } from '@/components/sections/panel';
import { formatDay, type DayKey } from '@/lib/dates';
import type { FitnessSchema, Workout } from '@/lib/fitness';
import { weeklyTotals } from '@/components/sections/fitness/logic';

export function WeeklyChart({
  schema,
  workouts,
  today,
  title,
}: {
  schema: FitnessSchema;
  workouts: Workout[];
  today: DayKey;
  title: string;
}) {
  const data = weeklyTotals(workouts, 8, today).map((w) => ({
    label: formatDay(w.week, schema.frame.locale),
    value: w.minutes,
  }));
  return (
    <Panel id="chart" title={title}>
      <BarChart data={data} label={title} empty={schema.texts.noData} />
    </Panel>
  );
}
