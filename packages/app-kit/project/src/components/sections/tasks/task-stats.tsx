/** Counts of all, open, done and overdue tasks, and the share done. */
import { CalendarClockIcon, CircleCheckIcon, CircleIcon, ListTodoIcon } from 'lucide-react';

import { Progress } from '@/components/ui/progress';
import { Panel, StatCard } from '@/components/sections/panel';
import type { DayKey } from '@/lib/dates';
import type { Task, TasksSchema } from '@/lib/tasks';
import { countTasks } from '@/components/sections/tasks/logic';

export function TaskStats({
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
  const { texts: T, frame } = schema;
  const counts = countTasks(tasks, today);
  const ratio = counts.total === 0 ? 0 : counts.done / counts.total;
  const percent = new Intl.NumberFormat(frame.locale, { style: 'percent' }).format(ratio);
  const icon = 'size-4';
  return (
    <Panel id="stats" title={title}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={T.statTotal}
          value={counts.total}
          icon={<ListTodoIcon aria-hidden className={icon} />}
        />
        <StatCard
          label={T.statActive}
          value={counts.active}
          icon={<CircleIcon aria-hidden className={icon} />}
        />
        <StatCard
          label={T.statDone}
          value={counts.done}
          icon={<CircleCheckIcon aria-hidden className={icon} />}
        />
        <StatCard
          label={T.overdue}
          value={counts.overdue}
          icon={<CalendarClockIcon aria-hidden className={icon} />}
        />
      </div>
      <div className="mt-5">
        <div className="mb-1.5 flex justify-between text-sm text-muted-foreground">
          <span>{T.progress}</span>
          <span className="tabular-nums">{percent}</span>
        </div>
        <Progress value={Math.round(ratio * 100)} aria-label={T.progress} />
      </div>
    </Panel>
  );
}
