/**
 * Habit, task, notes and workout apps seeded from listed items save under a key of their own, which a
 * follow-up edit ("remove Read 20 pages", "add a habit Journal") changes. On the first visit under the new
 * key the app starts from what the visitor saved under the key it used last (else the stock key): their
 * own entries, check-ins, completed tasks, edited notes and logged workouts stay; untouched seed entries
 * the edit removed go; new seed entries join. Without content the apps render exactly as before.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLUEPRINTS } from '../src/agent/blueprints/index.ts';
import type { BriefContent, BriefItem } from '../src/agent/brief-content.ts';
import { contentEdit } from '../src/agent/content-edit.ts';
import { renderProject } from '../src/agent/render.ts';
import type { AppSpec } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { typecheckProjects } from './typecheck.ts';
import { loadModule } from './support/generated.ts';
import type { TasksSchema } from '@atelier/app-kit/tasks';
import type { Note, NotesSchema } from '@atelier/app-kit/notes';
import { seedNotes, startingNotes } from '@/components/sections/notes/logic';
import type { HabitsSchema } from '@atelier/app-kit/habits';
import { seedHabits, startingHabits } from '@/components/sections/habits/logic';
import { seedTasks, startingTasks } from '@/components/sections/tasks/logic';
import type { FitnessSchema, Workout } from '@atelier/app-kit/fitness';
import { seedWorkouts, startingWorkouts } from '@/components/sections/fitness/logic';

type Files = Record<string, string>;

function specOf(prompt: string, kind: AppSpec['kind']): AppSpec {
  const spec = understand(prompt, 'en');
  expect(spec.kind, prompt).toBe(kind);
  expect(spec.content, prompt).toBeUndefined();
  return spec;
}

function defaults(spec: AppSpec): BriefContent {
  const found = BLUEPRINTS[spec.kind].defaultContent?.(spec);
  if (!found) throw new Error(`${spec.kind} has no default content`);
  return found;
}

function edited(spec: AppSpec, request: string): AppSpec {
  const edit = contentEdit(spec, request, 'en');
  if (!edit) throw new Error(`"${request}" was not read as a content edit`);
  return edit.spec;
}

function withItems(spec: AppSpec, items: BriefItem[]): AppSpec {
  return { ...spec, content: { items, people: [], columns: [], highlights: [], hours: [] } };
}

const habitsSpec = () => specOf('A habit tracker', 'habits');
const todoSpec = () => specOf('A todo list for my move', 'todo');
const notesSpec = () => specOf('A notes app', 'notes');
const fitnessSpec = () => specOf('A workout tracker', 'fitness');

/** A localStorage in a Map, as window.localStorage while a test runs. */
const store = new Map<string, string>();
let before: unknown;
beforeEach(() => {
  store.clear();
  const global = globalThis as { window?: unknown };
  before = global.window;
  global.window = {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
  };
});
afterEach(() => {
  (globalThis as { window?: unknown }).window = before;
});

const slugOf = (files: Files) => loadModule<{ APP: { slug: string } }>(files, 'src/app-info.ts').APP.slug;
/** Saves entries the way the app does (JSON under "{slug}:{key}"). */
const save = (files: Files, key: string, value: unknown) =>
  store.set(`${slugOf(files)}:${key}`, JSON.stringify(value));
const today = () => new Date().toISOString().slice(0, 10);

/** The habit tracker is the kit's HabitsApp: its schema, the seed it shows, and what it starts from. */
const habitsSchema = (files: Files) =>
  loadModule<{ SCHEMA: HabitsSchema }>(files, 'src/app-schema.ts').SCHEMA;
const habitSample = (files: Files) => seedHabits(habitsSchema(files).seed, today());
const habitStart = (files: Files) =>
  startingHabits(
    habitsSchema(files),
    today(),
    (globalThis as { window: { localStorage: Storage } }).window.localStorage,
  );
const habitKey = (files: Files) => habitsSchema(files).storage.key;

/** The task list is the kit's TasksApp: its schema, the seed it shows, and what it starts from. */
const tasksSchema = (files: Files) => loadModule<{ SCHEMA: TasksSchema }>(files, 'src/app-schema.ts').SCHEMA;
const taskSample = (files: Files) => seedTasks(tasksSchema(files).seed, today());
const taskStart = (files: Files) =>
  startingTasks(
    tasksSchema(files),
    today(),
    (globalThis as { window: { localStorage: Storage } }).window.localStorage,
  );

/** The notes app is the kit's NotesApp: its schema, the seed it shows, and what it starts from. */
const NOTES_NOW = Date.now();
const notesSchema = (files: Files) => loadModule<{ SCHEMA: NotesSchema }>(files, 'src/app-schema.ts').SCHEMA;
const noteSample = (files: Files) => seedNotes(notesSchema(files).seed, NOTES_NOW);
const noteStart = (files: Files) =>
  startingNotes(
    notesSchema(files),
    NOTES_NOW,
    (globalThis as { window: { localStorage: Storage } }).window.localStorage,
  );

/** The workout log is the kit's FitnessApp: its schema, the seed it shows, and what it starts from. */
const fitnessSchema = (files: Files) =>
  loadModule<{ SCHEMA: FitnessSchema }>(files, 'src/app-schema.ts').SCHEMA;
const workoutSample = (files: Files) => seedWorkouts(fitnessSchema(files).seed, today());
const workoutStart = (files: Files) =>
  startingWorkouts(
    fitnessSchema(files),
    today(),
    (globalThis as { window: { localStorage: Storage } }).window.localStorage,
  );

describe('without content, nothing changes', () => {
  it('stock and default-content apps start from their sample under the stock key', () => {
    // The workout log keeps its stock key, with no stock seed to carry from.
    const fitness = fitnessSpec();
    for (const files of [renderProject(fitness), renderProject({ ...fitness, content: defaults(fitness) })]) {
      expect(files['src/data/start.ts']).toBeUndefined();
      expect(fitnessSchema(files).storage).toEqual({
        key: 'workouts',
        base: 'workouts',
        stock: [],
        goals: 'goals',
      });
      expect(workoutStart(files)).toEqual(workoutSample(files));
    }
    // The habit tracker and the task list keep their stock keys, with no stock seed to carry from.
    for (const files of [
      renderProject(habitsSpec()),
      renderProject({ ...habitsSpec(), content: defaults(habitsSpec()) }),
    ]) {
      expect(habitsSchema(files).storage).toEqual({ key: 'habits', base: 'habits', stock: [] });
      expect(habitStart(files)).toEqual(habitSample(files));
    }
    const spec = todoSpec();
    for (const files of [renderProject(spec), renderProject({ ...spec, content: defaults(spec) })]) {
      expect(tasksSchema(files).storage).toEqual({ key: 'tasks', base: 'tasks', stock: [] });
      expect(taskStart(files)).toEqual(taskSample(files));
    }
    // So do the notes.
    const notes = notesSpec();
    for (const files of [renderProject(notes), renderProject({ ...notes, content: defaults(notes) })]) {
      expect(notesSchema(files).storage).toEqual({ key: 'notes', base: 'notes', stock: [] });
      expect(noteStart(files)).toEqual(noteSample(files));
    }
  });

  it('an app that does not persist has nothing to carry', () => {
    const spec = edited(fitnessSpec(), 'remove Yoga');
    const files = renderProject({ ...spec, features: spec.features.filter((f) => f !== 'persistence') });
    // A workout log that keeps nothing starts from its seed whatever was saved.
    for (const key of ['workouts', fitnessSchema(files).storage.key])
      save(files, key, [
        { id: 'mine', type: 'Yoga', minutes: 20, date: today(), distanceKm: null, notes: '', createdAt: 1 },
      ]);
    expect(fitnessSchema(files).frame.persistence).toBe(false);
    expect(workoutStart(files)).toEqual(workoutSample(files));
    // A habit tracker that keeps nothing starts from its seed whatever was saved.
    const habits = edited(habitsSpec(), 'remove Read 20 pages');
    const memory = renderProject({ ...habits, features: habits.features.filter((f) => f !== 'persistence') });
    save(memory, 'habits', [
      { id: 'mine', name: 'Floss', checkins: [], archived: false, createdAt: today() },
    ]);
    expect(habitsSchema(memory).frame.persistence).toBe(false);
    expect(habitStart(memory)).toEqual(habitSample(memory));
  });
});

describe('a habit tracker whose habits changed keeps what the visitor saved', () => {
  it('starts from the saved stock habits, then from the key it used last', () => {
    const stock = renderProject(habitsSpec());
    // The visitor's stock habits: a habit of their own, a check-in today, and a touched removed habit later.
    const saved = habitSample(stock).map((h) =>
      h.name === 'Walk 10,000 steps' ? { ...h, checkins: [...h.checkins, today()] } : h,
    );
    saved.push({ id: 'mine', name: 'Floss', checkins: [today()], archived: false, createdAt: today() });
    save(stock, 'habits', saved);

    const spec = edited(habitsSpec(), 'remove Read 20 pages');
    const files = renderProject(spec);
    const key = habitKey(files);
    expect(key).toMatch(/^habits-[0-9a-z]+$/);
    const start = habitStart(files);
    // "Read 20 pages" (untouched) and the stock archived habit are gone; everything else is as saved.
    expect(start.map((h) => h.name)).toEqual([
      'Drink 8 glasses of water',
      'Walk 10,000 steps',
      'Meditate for 5 minutes',
      'Floss',
    ]);
    expect(start.find((h) => h.name === 'Walk 10,000 steps')!.checkins).toContain(today());
    expect(start.find((h) => h.name === 'Floss')).toEqual(saved.find((h) => h.id === 'mine'));
    expect(store.get(`${slugOf(files)}:habits-last`)).toBe(key);

    // Saved under the new key: read as it is (the start value is only the fallback).
    save(files, key, start);
    expect(habitStart(files)).toEqual(habitSample(files));

    // The visitor retires "Meditate for 5 minutes" from the list; a follow-up adds Journal and drops Drink.
    const worked = start.map((h) => (h.name === 'Meditate for 5 minutes' ? { ...h, archived: true } : h));
    save(files, key, worked);
    const next = renderProject(
      withItems(spec, [
        { name: 'Walk 10,000 steps' },
        { name: 'Meditate for 5 minutes' },
        { name: 'Journal' },
      ]),
    );
    const carried = habitStart(next);
    expect(carried.map((h) => [h.name, h.archived])).toEqual([
      ['Walk 10,000 steps', false],
      ['Meditate for 5 minutes', true],
      ['Floss', false],
      ['Journal', false],
    ]);
    expect(new Set(carried.map((h) => h.id)).size).toBe(carried.length);
    expect(store.get(`${slugOf(next)}:habits-last`)).toBe(habitKey(next));
  });

  it('keeps a removed habit the visitor checked in', () => {
    const stock = renderProject(habitsSpec());
    save(
      stock,
      'habits',
      habitSample(stock).map((h) =>
        h.name === 'Read 20 pages' ? { ...h, checkins: [...h.checkins, today()] } : h,
      ),
    );
    const files = renderProject(edited(habitsSpec(), 'remove Read 20 pages'));
    expect(habitStart(files).map((h) => h.name)).toContain('Read 20 pages');
  });

  it('adds a habit to the saved ones', () => {
    const stock = renderProject(habitsSpec());
    save(stock, 'habits', habitSample(stock));
    const files = renderProject(edited(habitsSpec(), 'add a habit Journal'));
    const start = habitStart(files);
    expect(start.filter((h) => !h.archived).map((h) => h.name)).toEqual([
      ...defaults(habitsSpec()).items.map((i) => i.name),
      'Journal',
    ]);
    // The stock habits keep their saved check-ins.
    expect(start.slice(0, 4)).toEqual(habitSample(stock).slice(0, 4));
  });

  it('keeps every habit saved under a key whose seed was never noted (an app from before)', () => {
    const first = renderProject(edited(habitsSpec(), 'remove Read 20 pages'));
    const key = habitKey(first);
    save(first, key, habitSample(first));
    store.set(`${slugOf(first)}:habits-last`, key);
    const next = renderProject(withItems(habitsSpec(), [{ name: 'Journal' }]));
    expect(habitStart(next).map((h) => h.name)).toEqual([
      'Drink 8 glasses of water',
      'Walk 10,000 steps',
      'Meditate for 5 minutes',
      'Journal',
    ]);
  });

  it('nothing saved before: the new sample', () => {
    const files = renderProject(edited(habitsSpec(), 'add a habit Journal'));
    expect(habitStart(files)).toEqual(habitSample(files));
  });
});

describe('a task list whose tasks changed keeps what the visitor saved', () => {
  it('keeps completed and own tasks, drops the untouched removed one, adds the new one', () => {
    const stock = renderProject(todoSpec());
    const saved = taskSample(stock).map((t) =>
      t.title === 'Plan the week' ? { ...t, done: true, completedOn: today() } : t,
    );
    saved.push({
      id: 'mine',
      title: 'Label boxes',
      done: false,
      priority: 'high',
      due: null,
      completedOn: null,
      createdAt: 99,
    });
    save(stock, 'tasks', saved);
    expect(tasksSchema(stock).frame.slug).toBe(slugOf(stock));
    const removed = renderProject(edited(todoSpec(), 'remove Buy groceries'));
    const start = taskStart(removed);
    expect(start.map((t) => t.title)).toEqual([
      'Plan the first steps for move',
      'Review notes on move',
      'Plan the week',
      'Call the dentist',
      'Label boxes',
    ]);
    expect(start.find((t) => t.title === 'Plan the week')!.done).toBe(true);

    // Next edit from the key used last: a removed task the visitor completed stays.
    const { key } = tasksSchema(removed).storage;
    save(
      removed,
      key,
      start.map((t) => (t.title === 'Call the dentist' ? { ...t, done: true } : t)),
    );
    const next = renderProject(
      withItems(edited(todoSpec(), 'remove Buy groceries'), [
        { name: 'Plan the week' },
        { name: 'Pack boxes' },
      ]),
    );
    // The untouched tasks the list dropped go.
    expect(taskStart(next).map((t) => [t.title, t.done])).toEqual([
      ['Plan the week', true],
      ['Call the dentist', true],
      ['Label boxes', false],
      ['Pack boxes', false],
    ]);
  });
});

describe('a notes app whose notes changed keeps what the visitor wrote', () => {
  it('keeps edited and own notes, drops the untouched removed one, adds the new one', () => {
    const stock = renderProject(notesSpec());
    const saved = noteSample(stock);
    const mine: Note = {
      id: 'mine',
      title: 'Groceries',
      body: 'milk',
      tags: [],
      pinned: false,
      createdAt: 1,
      updatedAt: 2,
    };
    save(stock, 'notes', [...saved, mine]);
    const removed = renderProject(edited(notesSpec(), 'remove Books to read'));
    expect(notesSchema(stock).frame.slug).toBe(slugOf(stock));
    const start = noteStart(removed);
    expect(start.map((n) => n.title)).toEqual(['Getting started', 'Weekend ideas', 'Groceries']);

    // The visitor edits "Weekend ideas"; a follow-up lists other notes.
    const { key } = notesSchema(removed).storage;
    expect(key).toMatch(/^notes-[0-9a-z]+$/);
    save(
      removed,
      key,
      start.map((n) =>
        n.title === 'Weekend ideas' ? { ...n, body: 'Hike!', updatedAt: n.updatedAt + 1 } : n,
      ),
    );
    const next = renderProject(
      withItems(notesSpec(), [{ name: 'Getting started' }, { name: 'Recipes', detail: 'pasta' }]),
    );
    const carried = noteStart(next);
    expect(carried.map((n) => [n.title, n.body])).toEqual([
      ['Getting started', saved[0]!.body],
      ['Weekend ideas', 'Hike!'],
      ['Groceries', 'milk'],
      ['Recipes', 'pasta'],
    ]);
  });
});

describe('a workout log whose types changed keeps the logged workouts', () => {
  it('keeps own and edited workouts, drops untouched sample workouts of a removed type, adds new types', () => {
    const stock = renderProject(fitnessSpec());
    const sample = workoutSample(stock);
    const yoga = sample.filter((w) => w.type === 'Yoga');
    expect(yoga.length).toBeGreaterThan(1);
    const longer = { ...yoga[0]!, minutes: yoga[0]!.minutes + 30 };
    const mine: Workout = {
      id: 'mine',
      type: 'Yoga',
      minutes: 20,
      date: today(),
      distanceKm: null,
      notes: 'sunrise',
      createdAt: 1000,
    };
    save(stock, 'workouts', [...sample.map((w) => (w.id === longer.id ? longer : w)), mine]);

    const removed = renderProject(edited(fitnessSpec(), 'remove Yoga'));
    expect(fitnessSchema(stock).frame.slug).toBe(slugOf(stock));
    const start = workoutStart(removed);
    // The visitor's own Yoga and the one they edited stay; the other sample Yoga sessions go.
    expect(
      start
        .filter((w) => w.type === 'Yoga')
        .map((w) => w.id)
        .sort(),
    ).toEqual([longer.id, 'mine'].sort());
    expect(start.filter((w) => w.type !== 'Yoga')).toEqual(
      expect.arrayContaining(sample.filter((w) => w.type !== 'Yoga')),
    );
    // Types the stock log never used (Cycling, Walk, Swim) join from the new sample, under ids of their own.
    for (const type of ['Cycling', 'Walk', 'Swim'])
      expect(
        start.some((w) => w.type === type),
        type,
      ).toBe(true);
    expect(new Set(start.map((w) => w.id)).size).toBe(start.length);

    // Then a type with minutes: the log saved under the key used last comes along.
    const { key } = fitnessSchema(removed).storage;
    expect(key).toMatch(/^workouts-[0-9a-z]+$/);
    expect(store.get(`${slugOf(removed)}:workouts-last`)).toBe(key);
    save(removed, key, start);
    const next = renderProject(withItems(fitnessSpec(), [{ name: 'Run' }, { name: 'Plank', minutes: 5 }]));
    const carried = workoutStart(next);
    expect(carried.filter((w) => w.id === 'mine' || w.id === longer.id)).toHaveLength(2);
    expect(carried.filter((w) => w.type === 'Plank').every((w) => w.minutes === 5)).toBe(true);
    expect(carried.some((w) => w.type === 'Plank')).toBe(true);
    // Untouched sample workouts of types the list dropped go.
    expect(carried.some((w) => w.type === 'Cycling' || w.type === 'Strength')).toBe(false);
  });
});

describe('carried-over projects type-check', () => {
  it('habits, todo, notes and fitness with a follow-up edit', { timeout: 180_000 }, () => {
    const projects = [
      renderProject(edited(habitsSpec(), 'remove Read 20 pages')),
      renderProject(edited(todoSpec(), 'remove Buy groceries')),
      renderProject(edited(notesSpec(), 'remove Books to read')),
      renderProject(edited(fitnessSpec(), 'remove Yoga')),
    ];
    for (const files of projects) expect(files['src/lib/carry-over.ts']).toBeDefined();
    // The task list's carry-over is the kit's own module.
    expect(projects[1]!['src/lib/carry-over.ts']).toContain('export interface StringStore');
    expect(typecheckProjects(projects)).toEqual([[], [], [], []]);
  });
});
