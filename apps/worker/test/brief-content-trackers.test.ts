/**
 * Habit, task, notes and workout apps seeded from what the brief listed (AppSpec.content): the listed
 * habits, tasks, notes and exercises are exactly what the app starts with, the stock seed is gone, the
 * seed is saved under a key of its own, the brief's description is the subtitle, and each blueprint's
 * default content renders back to its stock app.
 */
import { describe, expect, it } from 'vitest';
import { BLUEPRINTS } from '../src/agent/blueprints/index.ts';
import type { BriefContent, BriefItem } from '../src/agent/brief-content.ts';
import { renderProject } from '../src/agent/render.ts';
import type { AppSpec } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { typecheckProjects } from './typecheck.ts';
import { loadModule, sourceText as sources } from './support/generated.ts';
import type { TasksSchema } from '@atelier/app-kit/tasks';
import type { HabitsSchema } from '@atelier/app-kit/habits';
import { seedHabits } from '@/components/sections/habits/logic';
import { seedTasks } from '@/components/sections/tasks/logic';
import type { NotesSchema } from '@atelier/app-kit/notes';
import { seedNotes } from '@/components/sections/notes/logic';
import type { FitnessSchema } from '@atelier/app-kit/fitness';
import { seedWorkouts } from '@/components/sections/fitness/logic';

function content(items: BriefItem[], extra: Partial<BriefContent> = {}): BriefContent {
  return { items, people: [], columns: [], highlights: [], hours: [], ...extra };
}

function withItems(spec: AppSpec, names: (string | BriefItem)[], extra: Partial<BriefContent> = {}): AppSpec {
  return {
    ...spec,
    content: content(
      names.map((n) => (typeof n === 'string' ? { name: n } : n)),
      extra,
    ),
  };
}

function defaults(spec: AppSpec): BriefContent {
  const found = BLUEPRINTS[spec.kind].defaultContent?.(spec);
  if (!found) throw new Error(`${spec.kind} has no default content`);
  return found;
}

/** The same files but atelier.json (which records the content). */
function withoutSpec(files: Record<string, string>): Record<string, string> {
  const { ['atelier.json']: _spec, ...rest } = files;
  return rest;
}

/** The habit tracker is the kit's HabitsApp: its seed, storage key and texts are in its schema. */
const habitsSchemaOf = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: HabitsSchema }>(files, 'src/app-schema.ts').SCHEMA;
const habitsOf = (files: Record<string, string>) =>
  seedHabits(habitsSchemaOf(files).seed, new Date().toISOString().slice(0, 10));
/** The task list is the kit's TasksApp: its seed and storage key are in its schema. */
const tasksSchemaOf = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: TasksSchema }>(files, 'src/app-schema.ts').SCHEMA;
const tasksOf = (files: Record<string, string>) =>
  seedTasks(tasksSchemaOf(files).seed, new Date().toISOString().slice(0, 10));
/** The notes app is the kit's NotesApp: its seed and storage key are in its schema. */
const notesSchemaOf = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: NotesSchema }>(files, 'src/app-schema.ts').SCHEMA;
const notesOf = (files: Record<string, string>) => seedNotes(notesSchemaOf(files).seed, Date.now());
/** The workout log is the kit's FitnessApp: its types, seed and storage keys are in its schema. */
const fitnessSchemaOf = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: FitnessSchema }>(files, 'src/app-schema.ts').SCHEMA;
const workoutsOf = (files: Record<string, string>) =>
  seedWorkouts(fitnessSchemaOf(files).seed, new Date().toISOString().slice(0, 10));

function specOf(prompt: string, language: 'en' | 'tr', kind: AppSpec['kind']): AppSpec {
  const spec = understand(prompt, language);
  expect(spec.kind, prompt).toBe(kind);
  return spec;
}

const habitsSpec = () => specOf('A habit tracker', 'en', 'habits');
const turkishHabitsSpec = () => specOf('Bir alışkanlık takipçisi', 'tr', 'habits');
const todoSpec = () => specOf('A todo list for my move', 'en', 'todo');
const notesSpec = () => specOf('A notes app', 'en', 'notes');
const fitnessSpec = () => specOf('A workout tracker', 'en', 'fitness');

const HABITS = ['Meditate 10 minutes', 'Read 20 pages', 'Drink 2 liters of water', 'No sugar'];
const TASKS = ['Cancel internet', 'Book movers', 'Register address'];
const TURKISH_HABITS = ['Kitap oku', 'Spor yap', 'Su iç'];
const NOTES: BriefItem[] = [
  { name: 'Meeting with Sam', detail: 'bring the contract' },
  { name: 'Gift ideas' },
  { name: 'Packing list' },
];
const EXERCISES: BriefItem[] = [
  { name: 'Squats' },
  { name: 'Deadlifts' },
  { name: 'Pull-ups' },
  { name: 'Plank', minutes: 5 },
];

/** Each case: the spec with listed content, the listed names and stock seed names it must no longer show. */
function cases() {
  return {
    habits: withItems(habitsSpec(), HABITS, { description: 'a calm place to build small habits' }),
    turkishHabits: withItems(turkishHabitsSpec(), TURKISH_HABITS),
    todo: withItems(todoSpec(), TASKS),
    notes: withItems(notesSpec(), NOTES),
    fitness: withItems(fitnessSpec(), EXERCISES),
  };
}

describe('a habit tracker seeded from the brief', () => {
  it('starts with exactly the listed habits, fresh, and none of the stock ones', () => {
    const spec = cases().habits;
    const files = renderProject(spec);
    const habits = habitsOf(files);
    expect(habits.map((h) => h.name)).toEqual(HABITS);
    expect(habits.every((h) => !h.archived && h.checkins.length === 0)).toBe(true);
    const src = sources(files);
    for (const name of HABITS) expect(src).toContain(JSON.stringify(name));
    for (const stock of defaults(habitsSpec())
      .items.map((i) => i.name)
      .filter((n) => !HABITS.includes(n)))
      expect(src).not.toContain(stock);
  });

  it('saves under a key of its own and shows the brief’s description as the subtitle', () => {
    const spec = cases().habits;
    const files = renderProject(spec);
    const key = habitsSchemaOf(files).storage.key;
    expect(key).toMatch(/^habits-[0-9a-z]+$/);
    expect(habitsSchemaOf(renderProject(habitsSpec())).storage.key).toBe('habits');
    // Other listed habits, another key.
    expect(habitsSchemaOf(renderProject(withItems(habitsSpec(), ['Stretch']))).storage.key).not.toBe(key);
    expect(habitsSchemaOf(files).frame.pages[0]!.subtitle).toBe('A calm place to build small habits');
    const overridden = renderProject({ ...spec, texts: { ...spec.texts, 'hero.subtitle': 'My own words' } });
    expect(habitsSchemaOf(overridden).frame.pages[0]!.subtitle).toBe('My own words');
  });

  it('starts a Turkish app with the listed Turkish habits', () => {
    const spec = cases().turkishHabits;
    const files = renderProject(spec);
    expect(habitsOf(files).map((h) => h.name)).toEqual(TURKISH_HABITS);
    const src = sources(files);
    for (const stock of defaults(turkishHabitsSpec()).items.map((i) => i.name))
      expect(src).not.toContain(stock);
    expect(src).not.toContain('Şekersiz gün');
  });
});

describe('a task list seeded from the brief', () => {
  it('starts with exactly the listed tasks, all open, shown in the brief’s order', () => {
    const spec = cases().todo;
    const files = renderProject(spec);
    const tasks = tasksOf(files);
    expect(tasks.map((t) => t.title)).toEqual(TASKS);
    expect(tasks.every((t) => !t.done && t.due === null)).toBe(true);
    // The list shows the newest first.
    expect([...tasks].sort((a, b) => b.createdAt - a.createdAt).map((t) => t.title)).toEqual(TASKS);
    const src = sources(files);
    for (const name of TASKS) expect(src).toContain(JSON.stringify(name));
    for (const stock of defaults(todoSpec()).items.map((i) => i.name)) expect(src).not.toContain(stock);
    expect(tasksSchemaOf(files).storage.key).toMatch(/^tasks-[0-9a-z]+$/);
  });
});

describe('a notes app seeded from the brief', () => {
  it('starts with one note per listed item, its words as the body', () => {
    const spec = cases().notes;
    const files = renderProject(spec);
    const notes = notesOf(files);
    expect(notes.map((n) => n.title)).toEqual(NOTES.map((n) => n.name));
    expect(notes.map((n) => n.body)).toEqual(['bring the contract', '', '']);
    expect(notes.every((n) => n.tags.length === 0 && !n.pinned)).toBe(true);
    // Newest edit first: the brief's order.
    expect([...notes].sort((a, b) => b.updatedAt - a.updatedAt).map((n) => n.title)).toEqual(
      NOTES.map((n) => n.name),
    );
    const src = sources(files);
    for (const stock of defaults(notesSpec()).items.map((i) => i.name)) expect(src).not.toContain(stock);
    expect(notesSchemaOf(files).storage.key).toMatch(/^notes-[0-9a-z]+$/);
  });
});

describe('a workout tracker seeded from the brief', () => {
  it('offers exactly the listed exercises and logs only those, with the minutes the brief gave', () => {
    const spec = cases().fitness;
    const files = renderProject(spec);
    const types = fitnessSchemaOf(files).types;
    const workouts = workoutsOf(files);
    expect(types).toEqual(EXERCISES.map((e) => e.name));
    expect(new Set(workouts.map((w) => w.type))).toEqual(new Set(types));
    expect(workouts.filter((w) => w.type === 'Plank').every((w) => w.minutes === 5)).toBe(true);
    expect(workouts.every((w) => w.distanceKm === null)).toBe(true);
    const src = sources(files);
    for (const stock of defaults(fitnessSpec()).items.map((i) => i.name))
      expect(src).not.toContain(JSON.stringify(stock));
    expect(fitnessSchemaOf(files).storage.key).toMatch(/^workouts-[0-9a-z]+$/);
    // Goals are not seeded from the brief and keep their key.
    expect(fitnessSchemaOf(files).storage.goals).toBe('goals');
  });
});

describe('default content of the trackers', () => {
  const stockSpecs = () => [
    habitsSpec(),
    specOf('A habit tracker for my fitness routine', 'en', 'habits'),
    turkishHabitsSpec(),
    todoSpec(),
    specOf('Bir yapılacaklar listesi', 'tr', 'todo'),
    notesSpec(),
    specOf('A notes app for recipes', 'en', 'notes'),
    fitnessSpec(),
    specOf('A running log', 'en', 'fitness'),
  ];

  it('is what the stock app shows, and renders back to the stock app', () => {
    for (const spec of stockSpecs()) {
      const found = defaults(spec);
      expect(found.items.length, spec.prompt).toBeGreaterThan(0);
      const stock = renderProject(spec);
      const listed = renderProject({ ...spec, content: found });
      expect(withoutSpec(listed), spec.prompt).toEqual(withoutSpec(stock));
      const src = sources(stock);
      for (const item of found.items) expect(src, spec.prompt).toContain(JSON.stringify(item.name));
    }
  });

  it('minus one item shows the rest, keeping their sample data', () => {
    const habits = habitsSpec();
    const [, ...rest] = defaults(habits).items;
    const files = renderProject({ ...habits, content: content(rest) });
    const seeded = habitsOf(files);
    expect(seeded.map((h) => h.name)).toEqual(rest.map((i) => i.name));
    expect(seeded.every((h) => h.checkins.length > 0)).toBe(true);

    const todo = todoSpec();
    const tasks = defaults(todo).items;
    const left = tasksOf(renderProject({ ...todo, content: content(tasks.slice(1)) }));
    expect(left.map((t) => t.title)).toEqual(tasks.slice(1).map((i) => i.name));

    const fitness = fitnessSpec();
    const types = defaults(fitness).items.filter((i) => i.name !== 'Yoga');
    expect(fitnessSchemaOf(renderProject({ ...fitness, content: content(types) })).types).toEqual(
      types.map((i) => i.name),
    );
  });
});

describe('the seeded projects', () => {
  it('type-check, with awkward names kept inside string literals', { timeout: 180_000 }, () => {
    const awkward = 'Say "hi" `${x}` </div> \\ done';
    const all = cases();
    const projects = [
      ...Object.values(all).map((spec) => renderProject(spec)),
      renderProject(withItems(habitsSpec(), [awkward])),
      renderProject(withItems(todoSpec(), [awkward])),
      renderProject(withItems(notesSpec(), [{ name: awkward, detail: awkward }])),
      renderProject(withItems(fitnessSpec(), [{ name: awkward, minutes: 20 }])),
    ];
    expect(habitsOf(projects[5]!).map((h) => h.name)).toEqual([awkward]);
    expect(typecheckProjects(projects)).toEqual(projects.map(() => []));
  });
});
