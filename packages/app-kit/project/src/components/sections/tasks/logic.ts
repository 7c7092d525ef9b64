/** Task list rules: filtering, ordering, counting and what a seed becomes on a visitor's first day. */
import { carryOver, type StringStore } from '@/lib/carry-over';
import { addDays, type DayKey } from '@/lib/dates';
import type { Priority, SeedTask, Task, TaskFilter, TasksSchema } from '@/lib/tasks';

const RANK: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

export function filterTasks(tasks: readonly Task[], filter: TaskFilter, query: string): Task[] {
  const q = query.trim().toLocaleLowerCase();
  return tasks.filter(
    (task) =>
      (filter === 'all' || (filter === 'done') === task.done) &&
      (q === '' || task.title.toLocaleLowerCase().includes(q)),
  );
}

/** Open tasks first, then by due date (undated last), priority and newest. */
export function sortTasks(tasks: readonly Task[]): Task[] {
  return [...tasks].sort(
    (a, b) =>
      Number(a.done) - Number(b.done) ||
      (a.due ?? '9999-99-99').localeCompare(b.due ?? '9999-99-99') ||
      RANK[a.priority] - RANK[b.priority] ||
      b.createdAt - a.createdAt,
  );
}

export function isOverdue(task: Task, today: DayKey): boolean {
  return !task.done && task.due !== null && task.due < today;
}

export function countTasks(tasks: readonly Task[], today: DayKey) {
  const done = tasks.filter((task) => task.done).length;
  return {
    total: tasks.length,
    done,
    active: tasks.length - done,
    overdue: tasks.filter((task) => isOverdue(task, today)).length,
  };
}

/** Marks a task done or open, remembering the day it was done. */
export function setDone(task: Task, done: boolean, today: DayKey): Task {
  return { ...task, done, completedOn: done ? today : null };
}

/** The seed as tasks on the visitor's first day. */
export function seedTasks(seed: readonly SeedTask[], today: DayKey): Task[] {
  return seed.map((s) => ({
    id: s.id,
    title: s.title,
    done: s.done,
    priority: s.priority,
    due: s.dueInDays === null ? null : addDays(today, s.dueInDays),
    completedOn: s.done ? addDays(today, -1) : null,
    createdAt: s.createdAt,
  }));
}

/** What a visitor can change in a task, for carry-over (dates the seed sets from the first day left out). */
export function taskShape(task: Pick<Task, 'title' | 'done' | 'priority' | 'due'>): unknown {
  return [task.title, task.done, task.priority, task.due === null];
}

/** Completed tasks per day over `days`. */
export function completedPerDay(tasks: readonly Task[], days: readonly DayKey[]): number[] {
  return days.map((day) => tasks.filter((task) => task.done && task.completedOn === day).length);
}

/**
 * The tasks a visitor starts from when nothing is saved under the schema's key: the seed on their first
 * day or, after the listed tasks changed, the ones saved before carried over (lib/carry-over.ts).
 */
export function startingTasks(schema: TasksSchema, today: DayKey, storage: StringStore | undefined): Task[] {
  const sample = seedTasks(schema.seed, today);
  if (!schema.frame.persistence) return sample;
  return carryOver(storage, schema.storage.key, sample, {
    slug: schema.frame.slug,
    base: schema.storage.base,
    stock: schema.storage.stock,
    name: (task) => task.title,
    shape: taskShape,
  });
}
