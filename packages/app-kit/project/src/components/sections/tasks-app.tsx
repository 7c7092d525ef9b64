/**
 * A whole task list app described by a `TasksSchema`: the frame with its pages, and on them the sections
 * the schema lists (counts, the list, a chart of completed tasks, data settings), sharing one list of
 * tasks kept in localStorage. Every word it shows comes from the schema.
 */
import * as React from 'react';

import { AppPages } from '@/components/sections/app-shell';
import { DataSettings } from '@/components/sections/data-settings';
import { TaskChart } from '@/components/sections/tasks/task-chart';
import { TaskList } from '@/components/sections/tasks/task-list';
import { TaskStats } from '@/components/sections/tasks/task-stats';
import { seedTasks, startingTasks } from '@/components/sections/tasks/logic';
import type { SectionSlot } from '@/lib/app-frame';
import { todayKey, type DayKey } from '@/lib/dates';
import { useAppData } from '@/lib/stored-state';
import type { Task, TaskSectionId, TasksSchema } from '@/lib/tasks';

export interface TasksAppProps {
  schema: TasksSchema;
  /** The day the app treats as today (YYYY-MM-DD); the browser's local day when not given. */
  today?: DayKey;
}

export function TasksApp({ schema, today: fixedToday }: TasksAppProps) {
  const today = fixedToday ?? todayKey();
  const { frame, storage } = schema;
  const sample = React.useCallback(() => seedTasks(schema.seed, today), [schema.seed, today]);
  const [tasks, setTasks] = useAppData<Task[]>(frame, storage.key, (stored) =>
    startingTasks(schema, today, stored),
  );

  function section(slot: SectionSlot<TaskSectionId>) {
    const props = { schema, tasks, today, title: slot.title };
    switch (slot.id) {
      case 'stats':
        return <TaskStats {...props} />;
      case 'tasks':
        return <TaskList {...props} setTasks={setTasks} />;
      case 'chart':
        return <TaskChart {...props} />;
      case 'settings':
        return (
          <DataSettings
            title={slot.title}
            texts={schema.texts}
            onReset={() => setTasks(sample())}
            onClear={() => setTasks([])}
          />
        );
    }
  }

  return <AppPages frame={frame} sections={schema.sections} render={section} />;
}
