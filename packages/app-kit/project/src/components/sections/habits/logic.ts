/** Habit rules: streaks from check-in days, toggling a day, completion rates, and the first day's seed. */
import { carryOver, type StringStore } from '@/lib/carry-over';
import { addDays, daysBetween, lastDays, type DayKey } from '@/lib/dates';
import type { Habit, HabitsSchema, SeedHabit } from '@/lib/habits';

/**
 * Consecutive done days ending today — or ending yesterday while today is still open, so a streak does
 * not look broken before the day is over.
 */
export function currentStreak(checkins: readonly DayKey[], today: DayKey): number {
  const done = new Set(checkins);
  let day = done.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (done.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** The longest run of consecutive days ever. */
export function bestStreak(checkins: readonly DayKey[]): number {
  const days = [...new Set(checkins)].sort();
  let best = 0;
  let run = 0;
  let previous: DayKey | null = null;
  for (const day of days) {
    run = previous !== null && daysBetween(previous, day) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

export function isDone(habit: Pick<Habit, 'checkins'>, day: DayKey): boolean {
  return habit.checkins.includes(day);
}

/** Adds or removes a day's check-in; days after today are refused. */
export function toggleCheckin<H extends Pick<Habit, 'checkins'>>(habit: H, day: DayKey, today: DayKey): H {
  if (day > today) return habit;
  const checkins = habit.checkins.includes(day)
    ? habit.checkins.filter((d) => d !== day)
    : [...habit.checkins, day].sort();
  return { ...habit, checkins };
}

/** Share of the given days that were done, 0 … 1. */
export function completionRate(checkins: readonly DayKey[], days: readonly DayKey[]): number {
  if (days.length === 0) return 0;
  const done = new Set(checkins);
  return days.filter((d) => done.has(d)).length / days.length;
}

/** How many habits were done on each day. */
export function completionsPerDay(
  habits: readonly Habit[],
  days: readonly DayKey[],
): { day: DayKey; count: number }[] {
  return days.map((day) => ({ day, count: habits.filter((h) => h.checkins.includes(day)).length }));
}

/** A seed habit's sample check-ins, laid out before `today`. */
export function seedHistory(history: SeedHabit['history'], today: DayKey): DayKey[] {
  if (!history) return [];
  const days = lastDays(35, addDays(today, -1)).filter((_, i) => (i + history.offset) % history.every !== 0);
  return history.limit === undefined ? days : days.slice(0, history.limit);
}

/** The seed as habits on the visitor's first day. */
export function seedHabits(seed: readonly SeedHabit[], today: DayKey): Habit[] {
  return seed.map((s) => ({
    id: s.id,
    name: s.name,
    checkins: seedHistory(s.history, today),
    archived: s.archived,
    createdAt: addDays(today, -s.createdDaysAgo),
  }));
}

/** What a visitor can change in a habit, for carry-over: its name, whether archived, how many check-ins. */
export function habitShape(habit: Pick<Habit, 'name' | 'archived' | 'checkins'>): unknown {
  return [habit.name, habit.archived, habit.checkins.length];
}

/**
 * The habits a visitor starts from when nothing is saved under the schema's key: the seed on their first
 * day or, after the listed habits changed, the ones saved before carried over (lib/carry-over.ts).
 */
export function startingHabits(
  schema: HabitsSchema,
  today: DayKey,
  storage: StringStore | undefined,
): Habit[] {
  const sample = seedHabits(schema.seed, today);
  if (!schema.frame.persistence) return sample;
  return carryOver(storage, schema.storage.key, sample, {
    slug: schema.frame.slug,
    base: schema.storage.base,
    stock: schema.storage.stock,
    name: (habit) => habit.name,
    shape: habitShape,
  });
}
