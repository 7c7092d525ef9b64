/**
 * A whole workout log described by a `FitnessSchema`: the frame with its pages, and on them the sections
 * the schema lists (this week, the log, minutes per week, personal bests, weekly goals, data settings),
 * sharing the workouts and goals kept in localStorage. Every word it shows comes from the schema.
 */
import * as React from 'react';

import { AppPages } from '@/components/sections/app-shell';
import { DataSettings } from '@/components/sections/data-settings';
import { Goals } from '@/components/sections/fitness/goals';
import { PersonalBests } from '@/components/sections/fitness/personal-bests';
import { WeekSummary } from '@/components/sections/fitness/week-summary';
import { WeeklyChart } from '@/components/sections/fitness/weekly-chart';
import { WorkoutLog } from '@/components/sections/fitness/workout-log';
import { seedWorkouts, startingWorkouts } from '@/components/sections/fitness/logic';
import type { SectionSlot } from '@/lib/app-frame';
import { todayKey, type DayKey } from '@/lib/dates';
import type { FitnessSchema, FitnessSectionId, Goal, Workout } from '@/lib/fitness';
import { useAppData } from '@/lib/stored-state';

export interface FitnessAppProps {
  schema: FitnessSchema;
  /** The day the app treats as today (YYYY-MM-DD); the browser's local day when not given. */
  today?: DayKey;
}

export function FitnessApp({ schema, today: fixedToday }: FitnessAppProps) {
  const today = fixedToday ?? todayKey();
  const { frame, storage } = schema;
  const sample = React.useCallback(() => seedWorkouts(schema.seed, today), [schema.seed, today]);
  const [workouts, setWorkouts] = useAppData<Workout[]>(frame, storage.key, (stored) =>
    startingWorkouts(schema, today, stored),
  );
  // Goals are not seeded from a brief: they start from the schema's and never carry over.
  const [goals, setGoals] = useAppData<Goal[]>(frame, storage.goals, () => schema.goals);

  function section(slot: SectionSlot<FitnessSectionId>) {
    const props = { schema, workouts, today, title: slot.title };
    switch (slot.id) {
      case 'summary':
        return <WeekSummary {...props} />;
      case 'log':
        return <WorkoutLog {...props} setWorkouts={setWorkouts} />;
      case 'chart':
        return <WeeklyChart {...props} />;
      case 'records':
        return <PersonalBests {...props} />;
      case 'goals':
        return <Goals {...props} goals={goals} setGoals={setGoals} />;
      case 'settings':
        return (
          <DataSettings
            title={slot.title}
            texts={schema.texts}
            onReset={() => {
              setWorkouts(sample());
              setGoals(schema.goals);
            }}
            onClear={() => {
              setWorkouts([]);
              setGoals([]);
            }}
          />
        );
    }
  }

  return <AppPages frame={frame} sections={schema.sections} render={section} />;
}
