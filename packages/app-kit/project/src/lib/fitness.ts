/**
 * A workout log app (FitnessApp) described as data: its frame, the sections in order, which controls it
 * offers, the workout types its form offers, the workouts and weekly goals a new visitor starts with and
 * every text it shows. The built-in agent writes one as JSON; what a visitor logs is kept in localStorage.
 */
import type { AppFrame, DataTexts, SectionSlot } from '@/lib/app-frame';
import type { DayKey } from '@/lib/dates';

export interface Workout {
  id: string;
  type: string;
  /** Whole minutes, 1 … 1440. */
  minutes: number;
  date: DayKey;
  /** Kilometres to one decimal, or null for a session without a distance. */
  distanceKm: number | null;
  notes: string;
  createdAt: number;
}

/** What a weekly goal counts: active minutes or number of workouts. */
export type GoalKind = 'minutes' | 'sessions';
export const GOAL_KINDS: readonly GoalKind[] = ['minutes', 'sessions'];

/** A weekly goal (Monday to Sunday). */
export interface Goal {
  id: string;
  kind: GoalKind;
  target: number;
}

/** A starting workout; its date counts back from the visitor's first day, so a sample never goes stale. */
export interface SeedWorkout {
  id: string;
  type: string;
  minutes: number;
  /** Days before the first visit (1 or more: the sample never fills today). */
  daysAgo: number;
  distanceKm: number | null;
  notes: string;
  createdAt: number;
}

export type FitnessSectionId = 'summary' | 'log' | 'chart' | 'records' | 'goals' | 'settings';

/** Its own texts, besides the data settings' (DataTexts). Distances are in kilometres (`km`). */
export interface FitnessTexts extends DataTexts {
  logWorkout: string;
  type: string;
  minutes: string;
  date: string;
  distance: string;
  notes: string;
  notesPlaceholder: string;
  optional: string;
  minutesInvalid: string;
  dateInvalid: string;
  distanceInvalid: string;
  recent: string;
  /** "Show more ({n} left)". */
  showMore: string;
  searchWorkouts: string;
  filterType: string;
  allTypes: string;
  emptyTitle: string;
  emptyHint: string;
  noMatches: string;
  /** "{n} min". */
  minutesShort: string;
  /** "{n} km". */
  km: string;
  /** "Edit {type} on {date}". */
  editWorkout: string;
  deleteWorkout: string;
  activeMinutes: string;
  /** "{change} vs last week". */
  vsLastWeek: string;
  workouts: string;
  streak: string;
  /** "{n} d". */
  daysInRow: string;
  biggestWeek: string;
  weekOf: string;
  longestOn: string;
  sessions: string;
  goalMinutes: string;
  goalSessions: string;
  goalKind: string;
  target: string;
  /** "Target for {goal}". */
  targetFor: string;
  targetInvalid: string;
  addGoal: string;
  /** "Delete goal: {goal}". */
  deleteGoal: string;
  /** "{value} / {target} · {percent}". */
  progress: string;
  save: string;
  exportCsv: string;
}

export interface FitnessSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<FitnessSectionId>[];
  /**
   * The log's controls: distance and notes fields (forms), a search over types and notes, a filter by
   * type, a CSV export.
   */
  features: { forms: boolean; search: boolean; filters: boolean; export: boolean };
  /**
   * Where the workouts are kept ("{slug}:{key}"), and the goals ("{slug}:{goals}"). A log seeded from
   * listed exercises has a key of its own; on its first visit it starts from what was saved under the
   * key used before (lib/carry-over.ts). Goals are never seeded from a brief, so their key stays.
   */
  storage: { key: string; base: string; stock: string[]; goals: string };
  /** The types the form offers, in order (types a visitor has logged join them). */
  types: string[];
  seed: SeedWorkout[];
  goals: Goal[];
  texts: FitnessTexts;
}
