/**
 * A habit tracker app (HabitsApp) described as data: its frame, the sections in order, which controls it
 * offers, the habits a new visitor starts with and every text it shows. The built-in agent writes one as
 * JSON; the habits and check-ins a visitor enters are kept in localStorage.
 */
import type { AppFrame, DataTexts, SectionSlot } from '@/lib/app-frame';
import type { DayKey } from '@/lib/dates';

export interface Habit {
  id: string;
  name: string;
  /** Days it was done, "YYYY-MM-DD". */
  checkins: DayKey[];
  archived: boolean;
  createdAt: DayKey;
}

/** A starting habit; its check-ins are laid out from the visitor's first day, so a sample never goes stale. */
export interface SeedHabit {
  id: string;
  name: string;
  /**
   * Sample check-ins over the 35 days before the first visit, skipping every `every`-th day (shifted by
   * `offset`), at most `limit` of them; null for a habit that starts fresh.
   */
  history: { offset: number; every: number; limit?: number } | null;
  archived: boolean;
  /** Days before the first visit it was created. */
  createdDaysAgo: number;
}

export type HabitSectionId = 'stats' | 'habits' | 'history' | 'chart' | 'archive' | 'settings';

/** Its own texts, besides the data settings' (DataTexts). */
export interface HabitTexts extends DataTexts {
  newHabit: string;
  newHabitPlaceholder: string;
  addHabit: string;
  habitRequired: string;
  habitExists: string;
  habit: string;
  habitName: string;
  day: string;
  checkIn: string;
  checkedIn: string;
  checkInFor: string;
  streak: string;
  bestOne: string;
  bestOther: string;
  dayOne: string;
  dayOther: string;
  doneToday: string;
  ofTotal: string;
  renameHabit: string;
  archiveHabit: string;
  restore: string;
  restoreHabit: string;
  deleteHabit: string;
  deleteForGood: string;
  archiveEmpty: string;
  searchHabits: string;
  emptyTitle: string;
  emptyHint: string;
  noMatches: string;
  range: string;
  lastDays: string;
  cellLabel: string;
  statToday: string;
  statCurrent: string;
  statBest: string;
  statRate: string;
  save: string;
  exportCsv: string;
}

export interface HabitsSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<HabitSectionId>[];
  /** The controls the list offers: a validated add form with its errors, search, a CSV export. */
  features: { forms: boolean; search: boolean; export: boolean };
  /**
   * Where the habits are kept ("{slug}:{key}"). Habits seeded from a brief's list have a key of their
   * own; on its first visit it starts from what was saved under the key used before (lib/carry-over.ts).
   */
  storage: { key: string; base: string; stock: string[] };
  seed: SeedHabit[];
  texts: HabitTexts;
}
