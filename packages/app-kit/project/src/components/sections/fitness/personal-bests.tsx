/** The biggest week, and per type the longest session, the farthest distance and how many sessions. */
import { MedalIcon, TrophyIcon } from 'lucide-react';

import { Panel } from '@/components/sections/panel';
import { fmt } from '@/lib/app-frame';
import { formatDay } from '@/lib/dates';
import type { FitnessSchema, Workout } from '@/lib/fitness';
import { biggestWeek, personalBests } from '@/components/sections/fitness/logic';

export function PersonalBests({
  schema,
  workouts,
  title,
}: {
  schema: FitnessSchema;
  workouts: Workout[];
  title: string;
}) {
  const { texts: T, frame } = schema;
  const bests = personalBests(workouts);
  const week = biggestWeek(workouts);
  const number = new Intl.NumberFormat(frame.locale, { maximumFractionDigits: 1 });
  const minutes = (n: number) => fmt(T.minutesShort, { n: number.format(n) });
  return (
    <Panel id="records" title={title}>
      {bests.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.emptyHint}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {week && (
            <li className="min-w-0 rounded-lg border border-primary/40 bg-primary/5 p-4">
              <p className="flex items-center gap-2 text-sm font-medium">
                <TrophyIcon aria-hidden className="size-4 text-primary" />
                {T.biggestWeek}
              </p>
              <p className="mt-1 text-2xl font-bold tabular-nums">{minutes(week.minutes)}</p>
              <p className="text-sm text-muted-foreground">
                {fmt(T.weekOf, { date: formatDay(week.week, frame.locale) })}
              </p>
            </li>
          )}
          {bests.map((best) => (
            <li key={best.type} className="min-w-0 rounded-lg border bg-muted/40 p-4">
              <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                <MedalIcon aria-hidden className="size-4 shrink-0" />
                <span className="truncate">{best.type}</span>
              </p>
              <p className="mt-1 text-2xl font-bold tabular-nums">{minutes(best.longest.minutes)}</p>
              <p className="text-sm text-muted-foreground">
                {fmt(T.longestOn, { date: formatDay(best.longest.date, frame.locale) })}
                {best.farthest ? ` · ${fmt(T.km, { n: number.format(best.farthest.distanceKm ?? 0) })}` : ''}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">
                {fmt(T.sessions, { n: number.format(best.sessions) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
