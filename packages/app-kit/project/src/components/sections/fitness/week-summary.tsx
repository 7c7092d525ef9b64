/** This week at a glance: active minutes (against last week), workouts, distance and the day streak. */
import { FlameIcon, RepeatIcon, RouteIcon, TimerIcon } from 'lucide-react';

import { Panel, StatCard } from '@/components/sections/panel';
import { fmt } from '@/lib/app-frame';
import type { DayKey } from '@/lib/dates';
import type { FitnessSchema, Workout } from '@/lib/fitness';
import { activeStreak, thisWeek, weekChange } from '@/components/sections/fitness/logic';

export function WeekSummary({
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
  const { texts: T, frame } = schema;
  const week = thisWeek(workouts, today);
  const change = weekChange(workouts, today);
  const number = new Intl.NumberFormat(frame.locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(frame.locale, { style: 'percent', signDisplay: 'exceptZero' });
  const icon = 'size-4';
  return (
    <Panel id="summary" title={title}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={T.activeMinutes}
          value={
            <>
              {number.format(week.minutes)}
              {change !== null && (
                <span className="mt-1 block truncate text-xs font-normal text-muted-foreground">
                  {fmt(T.vsLastWeek, { change: percent.format(change) })}
                </span>
              )}
            </>
          }
          icon={<TimerIcon aria-hidden className={icon} />}
        />
        <StatCard
          label={T.workouts}
          value={number.format(week.sessions)}
          icon={<RepeatIcon aria-hidden className={icon} />}
        />
        <StatCard
          label={T.distance}
          value={fmt(T.km, { n: number.format(week.distanceKm) })}
          icon={<RouteIcon aria-hidden className={icon} />}
        />
        <StatCard
          label={T.streak}
          value={fmt(T.daysInRow, { n: number.format(activeStreak(workouts, today)) })}
          icon={<FlameIcon aria-hidden className={icon} />}
        />
      </div>
    </Panel>
  );
}
