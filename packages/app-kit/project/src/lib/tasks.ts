/**
 * A task list app (TasksApp) described as data: its frame, the sections in order, which controls it
 * offers, the tasks a new visitor starts with and every text it shows. The built-in agent writes one as
 * JSON; the tasks a visitor enters are kept in localStorage.
 */
import type { AppFrame, DataTexts, SectionSlot } from '@/lib/app-frame';
import type { DayKey } from '@/lib/dates';

export type Priority = 'low' | 'medium' | 'high';
export const PRIORITIES: readonly Priority[] = ['high', 'medium', 'low'];

export type TaskFilter = 'all' | 'active' | 'done';
export const FILTERS: readonly TaskFilter[] = ['all', 'active', 'done'];

export interface Task {
  id: string;
  title: string;
  done: boolean;
  priority: Priority;
  due: DayKey | null;
  /** The day it was completed, for the per-day chart. */
  completedOn: DayKey | null;
  createdAt: number;
}

/** A starting task; its dates count from the visitor's first day, so a sample never goes stale. */
export interface SeedTask {
  id: string;
  title: string;
  priority: Priority;
  /** Days from the first visit, or null for no due date. */
  dueInDays: number | null;
  /** Done the day before the first visit. */
  done: boolean;
  createdAt: number;
}

export type TaskSectionId = 'stats' | 'tasks' | 'chart' | 'settings';

/** Its own texts, besides the data settings' (DataTexts). */
export interface TaskTexts extends DataTexts {
  newTask: string;
  newTaskPlaceholder: string;
  addTask: string;
  taskTitle: string;
  titleRequired: string;
  due: string;
  dueOn: string;
  today: string;
  overdue: string;
  priority: string;
  high: string;
  medium: string;
  low: string;
  status: string;
  show: string;
  filterAll: string;
  filterActive: string;
  filterDone: string;
  searchTasks: string;
  clearCompleted: string;
  left: string;
  emptyTitle: string;
  emptyHint: string;
  noMatches: string;
  complete: string;
  editTask: string;
  deleteTask: string;
  statTotal: string;
  statActive: string;
  statDone: string;
  progress: string;
  save: string;
  exportCsv: string;
}

export interface TasksSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<TaskSectionId>[];
  /** The controls the list offers. */
  features: { search: boolean; filters: boolean; forms: boolean; export: boolean };
  /**
   * Where the tasks are kept ("{slug}:{key}"). A list seeded from listed tasks has a key of its own;
   * on its first visit it starts from what was saved under the key used before (lib/carry-over.ts).
   */
  storage: { key: string; base: string; stock: string[] };
  seed: SeedTask[];
  texts: TaskTexts;
}
