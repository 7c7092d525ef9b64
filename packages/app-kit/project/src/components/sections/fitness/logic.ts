/**
 * Workout log rules: ordering and filtering the log, weekly totals, streaks, personal bests, goal
 * progress, checking what a visitor typed, and what the seed becomes on a visitor's first day.
 */
import { carryOver, type StringStore } from '@/lib/carry-over';
import { addDays, daysBetween, isDayKey, weekStart, type DayKey } from '@/lib/dates';
import type { FitnessSchema, FitnessTexts, Goal, SeedWorkout, Workout } from '@/lib/fitness';

export interface WeekTotal {
  /** The week's Monday. */
  week: DayKey;
  minutes: number;
  sessions: number;
  distanceKm: number;
}

/** Newest first; the same day by when they were logged. */
export function sortWorkouts(workouts: readonly Workout[]): Workout[] {
  return [...workouts].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt - a.createdAt);
}

/** The workouts of one type ('' for all) whose type or notes contain the query. */
export function filterWorkouts(workouts: readonly Workout[], type: string, query: string): Workout[] {
  const q = query.trim().toLocaleLowerCase();
  return workouts.filter(
    (w) =>
      (type === '' || w.type === type) &&
      (q === '' || `${w.type} ${w.notes}`.toLocaleLowerCase().includes(q)),
  );
}

/** The types the form offers: the schema's, then any other type the visitor has logged. */
export function workoutTypes(offered: readonly string[], workouts: readonly Workout[]): string[] {
  return [...new Set([...offered, ...workouts.map((w) => w.type)])];
}

/** Totals of the `count` weeks (Monday to Sunday) ending with today's, oldest first. */
export function weeklyTotals(workouts: readonly Workout[], count: number, today: DayKey): WeekTotal[] {
  const current = weekStart(today);
  return Array.from({ length: count }, (_, i) => {
    const week = addDays(current, (i - count + 1) * 7);
    const inWeek = workouts.filter((w) => weekStart(w.date) === week);
    return {
      week,
      minutes: inWeek.reduce((sum, w) => sum + w.minutes, 0),
      sessions: inWeek.length,
      // Summed in tenths, so 0.1 + 0.2 stays 0.3.
      distanceKm: inWeek.reduce((sum, w) => sum + Math.round((w.distanceKm ?? 0) * 10), 0) / 10,
    };
  });
}

export function thisWeek(workouts: readonly Workout[], today: DayKey): WeekTotal {
  return (
    weeklyTotals(workouts, 1, today)[0] ?? { week: weekStart(today), minutes: 0, sessions: 0, distanceKm: 0 }
  );
}

/** This week's minutes against last week's, as a change (0.25 = 25% more), or null without last week. */
export function weekChange(workouts: readonly Workout[], today: DayKey): number | null {
  const [last, current] = weeklyTotals(workouts, 2, today);
  if (!last || !current || last.minutes === 0) return null;
  return (current.minutes - last.minutes) / last.minutes;
}

/**
 * Days in a row with at least one workout, ending today — or ending yesterday while today is still open,
 * so a streak does not look broken before the day is over.
 */
export function activeStreak(workouts: readonly Workout[], today: DayKey): number {
  const days = new Set(workouts.map((w) => w.date));
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export interface PersonalBest {
  /** The type as its longest session spells it. */
  type: string;
  longest: Workout;
  farthest: Workout | null;
  sessions: number;
}

/** Per type (case and spaces aside): the longest session, the farthest distance and how many sessions. */
export function personalBests(workouts: readonly Workout[]): PersonalBest[] {
  const byType = new Map<string, Workout[]>();
  for (const w of workouts) {
    const key = w.type.trim().toLocaleLowerCase();
    byType.set(key, [...(byType.get(key) ?? []), w]);
  }
  const bests: PersonalBest[] = [];
  for (const [first, ...rest] of byType.values()) {
    if (!first) continue;
    const list = [first, ...rest];
    const longest = list.reduce((a, b) => (b.minutes > a.minutes ? b : a));
    const withDistance = list.filter((w) => (w.distanceKm ?? 0) > 0);
    const farthest = withDistance.length
      ? withDistance.reduce((a, b) => ((b.distanceKm ?? 0) > (a.distanceKm ?? 0) ? b : a))
      : null;
    bests.push({ type: longest.type, longest, farthest, sessions: list.length });
  }
  return bests.sort((a, b) => b.sessions - a.sessions || a.type.localeCompare(b.type));
}

/** The week with the most minutes, if anything is logged. */
export function biggestWeek(workouts: readonly Workout[]): WeekTotal | null {
  if (workouts.length === 0) return null;
  const dates = workouts.map((w) => w.date).sort();
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const weeks = Math.floor(daysBetween(weekStart(first), weekStart(last)) / 7) + 1;
  return weeklyTotals(workouts, weeks, last).reduce((a, b) => (b.minutes > a.minutes ? b : a));
}

/** How far this week is towards a goal: the count so far and the share of the target, 0 … 1. */
export function goalProgress(
  goal: Goal,
  workouts: readonly Workout[],
  today: DayKey,
): { value: number; ratio: number } {
  const week = thisWeek(workouts, today);
  const value = goal.kind === 'minutes' ? week.minutes : week.sessions;
  return { value, ratio: goal.target > 0 ? Math.min(1, value / goal.target) : 0 };
}

/** A goal's target as typed: a whole number from 1 to 10,000, or null. */
export function parseTarget(value: string): number | null {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : null;
}

/** What the log form and the inline editor hold while a visitor types. */
export interface WorkoutDraft {
  type: string;
  minutes: string;
  date: string;
  distance: string;
  notes: string;
}

export type WorkoutErrors = Partial<Record<'minutes' | 'date' | 'distance', string>>;

export type WorkoutValue = Omit<Workout, 'id' | 'createdAt'>;

/** A number as people type it: "5.5" or "5,5". */
function parseNumber(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.'));
}

export function emptyDraft(type: string, today: DayKey): WorkoutDraft {
  return { type, minutes: '', date: today, distance: '', notes: '' };
}

export function draftOf(workout: Workout): WorkoutDraft {
  return {
    type: workout.type,
    minutes: String(workout.minutes),
    date: workout.date,
    distance: workout.distanceKm === null ? '' : String(workout.distanceKm),
    notes: workout.notes,
  };
}

/**
 * Checks a draft: minutes from 1 to 1440, a date that is not in the future, an optional distance up to
 * 1000 km. Returns the workout's fields, or the errors to show.
 */
export function validateWorkout(
  draft: WorkoutDraft,
  today: DayKey,
  texts: Pick<FitnessTexts, 'minutesInvalid' | 'dateInvalid' | 'distanceInvalid'>,
  fallbackType: string,
): { errors: WorkoutErrors; value?: WorkoutValue } {
  const errors: WorkoutErrors = {};
  const minutes = parseNumber(draft.minutes);
  if (!Number.isFinite(minutes) || minutes < 1 || minutes > 1440) errors.minutes = texts.minutesInvalid;
  if (!isDayKey(draft.date) || draft.date > today) errors.date = texts.dateInvalid;
  const distance = draft.distance.trim() === '' ? null : parseNumber(draft.distance);
  if (distance !== null && (!Number.isFinite(distance) || distance < 0 || distance > 1000))
    errors.distance = texts.distanceInvalid;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    value: {
      type: draft.type.trim() || fallbackType,
      minutes: Math.round(minutes),
      date: draft.date,
      distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
      notes: draft.notes.trim(),
    },
  };
}

/** The log as CSV rows, newest first, under the given header. */
export function csvRows(workouts: readonly Workout[], header: string[]): (string | number)[][] {
  return [
    header,
    ...sortWorkouts(workouts).map((w) => [w.date, w.type, w.minutes, w.distanceKm ?? '', w.notes]),
  ];
}

/** The seed as workouts on the visitor's first day. */
export function seedWorkouts(seed: readonly SeedWorkout[], today: DayKey): Workout[] {
  return seed.map((s) => ({
    id: s.id,
    type: s.type,
    minutes: s.minutes,
    date: addDays(today, -s.daysAgo),
    distanceKm: s.distanceKm,
    notes: s.notes,
    createdAt: s.createdAt,
  }));
}

/** What a visitor can change in a workout, for carry-over (the date the seed sets from the first day left out). */
export function workoutShape(workout: Pick<Workout, 'type' | 'minutes' | 'distanceKm' | 'notes'>): unknown {
  return [workout.type, workout.minutes, workout.distanceKm, workout.notes];
}

/**
 * The workouts a visitor starts from when nothing is saved under the schema's key: the seed on their first
 * day or, after the listed exercises changed, the ones saved before carried over (lib/carry-over.ts).
 */
export function startingWorkouts(
  schema: FitnessSchema,
  today: DayKey,
  storage: StringStore | undefined,
): Workout[] {
  const sample = seedWorkouts(schema.seed, today);
  if (!schema.frame.persistence) return sample;
  return carryOver(storage, schema.storage.key, sample, {
    slug: schema.frame.slug,
    base: schema.storage.base,
    stock: schema.storage.stock,
    name: (workout) => workout.type,
    shape: workoutShape,
  });
}
