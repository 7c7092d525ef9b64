/** Tasks completed on each of the last 14 days. */
import { BarChart } from '@/components/sections/bar-chart';
import { Panel } from '@/components/sections/panel';
import { formatDay, lastDays, type DayKey } from '@/lib/dates';
import type { Task, TasksSchema } from '@/lib/tasks';
import { completedPerDay } from '@/components/sections/tasks/logic';

export function TaskChart({
  schema,
  tasks,
  today,
  title,
}: {
  schema: TasksSchema;
  tasks: Task[];
  today: DayKey;
  title: string;
}) {
  const days = lastDays(14, today);
  const counts = completedPerDay(tasks, days);
  const data = days.map((day, i) => ({ label: formatDay(day, schema.frame.locale), value: counts[i] ?? 0 }));
  return (
    <Panel id="chart" title={title}>
      <BarChart data={data} label={title} empty={schema.texts.noData} />
    </Panel>
  );
}
