/**
 * A whole habit tracker described by a `HabitsSchema`: the frame with its pages, and on them the sections
 * the schema lists (stats, today's habits, the day grid, a chart, the archive, data settings), sharing one
 * list of habits kept in localStorage. Every word it shows comes from the schema.
 */
import * as React from 'react';

import { AppPages } from '@/components/sections/app-shell';
import { DataSettings } from '@/components/sections/data-settings';
import { HabitArchive } from '@/components/sections/habits/habit-archive';
import { HabitChart } from '@/components/sections/habits/habit-chart';
import { HabitHistory } from '@/components/sections/habits/habit-history';
import { HabitList } from '@/components/sections/habits/habit-list';
import { HabitStats } from '@/components/sections/habits/habit-stats';
import { seedHabits, startingHabits } from '@/components/sections/habits/logic';
import type { SectionSlot } from '@/lib/app-frame';
import { todayKey, type DayKey } from '@/lib/dates';
import type { Habit, HabitSectionId, HabitsSchema } from '@/lib/habits';
import { useAppData } from '@/lib/stored-state';

export interface HabitsAppProps {
  schema: HabitsSchema;
  /** The day the app treats as today (YYYY-MM-DD); the browser's local day when not given. */
  today?: DayKey;
}

export function HabitsApp({ schema, today: fixedToday }: HabitsAppProps) {
  const today = fixedToday ?? todayKey();
  const { frame, storage } = schema;
  const sample = React.useCallback(() => seedHabits(schema.seed, today), [schema.seed, today]);
  const [habits, setHabits] = useAppData<Habit[]>(frame, storage.key, (stored) =>
    startingHabits(schema, today, stored),
  );

  function section(slot: SectionSlot<HabitSectionId>) {
    const props = { schema, habits, today, title: slot.title };
    switch (slot.id) {
      case 'stats':
        return <HabitStats {...props} />;
      case 'habits':
        return <HabitList {...props} setHabits={setHabits} />;
      case 'history':
        return <HabitHistory {...props} setHabits={setHabits} />;
      case 'chart':
        return <HabitChart {...props} />;
      case 'archive':
        return <HabitArchive {...props} setHabits={setHabits} />;
      case 'settings':
        return (
          <DataSettings
            title={slot.title}
            texts={schema.texts}
            onReset={() => setHabits(sample())}
            onClear={() => setHabits([])}
          />
        );
    }
  }

  return <AppPages frame={frame} sections={schema.sections} render={section} />;
}
