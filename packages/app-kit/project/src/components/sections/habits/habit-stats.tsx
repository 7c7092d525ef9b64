/** Done today, the longest current and best streaks, and the 30-day completion rate. */
import { CalendarCheckIcon, FlameIcon, PercentIcon, TrophyIcon } from 'lucide-react';

import { Panel, StatCard } from '@/components/sections/panel';
import { fmt, plural } from '@/lib/app-frame';
import { lastDays, type DayKey } from '@/lib/dates';
import type { Habit, HabitsSchema } from '@/lib/habits';
import { bestStreak, completionRate, currentStreak, isDone } from '@/components/sections/habits/logic';

export function HabitStats({
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
  const { texts: T, frame } = schema;
  const active = habits.filter((h) => !h.archived);
  const month = lastDays(30, today);
  const rate =
    active.length === 0
      ? 0
      : active.reduce((sum, h) => sum + completionRate(h.checkins, month), 0) / active.length;
  const longest = Math.max(0, ...active.map((h) => currentStreak(h.checkins, today)));
  const best = Math.max(0, ...active.map((h) => bestStreak(h.checkins)));
  const days = (n: number) => plural(frame.locale, n, T.dayOne, T.dayOther);
  return (
    <Panel id="stats" title={title}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={T.statToday}
          value={fmt(T.ofTotal, {
            done: active.filter((h) => isDone(h, today)).length,
            total: active.length,
          })}
          icon={<CalendarCheckIcon aria-hidden className="size-4" />}
        />
        <StatCard
          label={T.statCurrent}
          value={days(longest)}
          icon={<FlameIcon aria-hidden className="size-4" />}
        />
        <StatCard
          label={T.statBest}
          value={days(best)}
          icon={<TrophyIcon aria-hidden className="size-4" />}
        />
        <StatCard
          label={T.statRate}
          value={new Intl.NumberFormat(frame.locale, { style: 'percent' }).format(rate)}
          icon={<PercentIcon aria-hidden className="size-4" />}
        />
      </div>
    </Panel>
  );
}
