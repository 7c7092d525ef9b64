/**
 * The productivity and data blueprints (todo, kanban, notes, habits, fitness, budget, dashboard), all
 * composed from kit sections: their schemas follow the spec (name, language, sections, features,
 * texts), user text stays inside JSON literals, whole projects type-check, and the pure logic they run
 * (streaks, money, …) is right.
 */
import { describe, expect, it } from 'vitest';
import { BLUEPRINTS } from '../src/agent/blueprints/index.ts';
import { renderProject } from '../src/agent/render.ts';
import { FEATURES, type AppKind, type AppSpec } from '../src/agent/spec.ts';
import { typecheckProjects } from './typecheck.ts';
import { loadModule } from './support/generated.ts';
import type { TasksSchema } from '@atelier/app-kit/tasks';
import type { NotesSchema } from '@atelier/app-kit/notes';
import type { KanbanSchema } from '@atelier/app-kit/kanban';
import * as kanbanLogic from '@/components/sections/kanban/logic';
import { parseBlocks, parseInline } from '@/components/sections/notes/markdown';
import type { BudgetSchema } from '@atelier/app-kit/budget';
import * as budget from '@/components/sections/budget/logic';
import { toCsv } from '@/lib/download';
import type { FitnessSchema } from '@atelier/app-kit/fitness';
import { personalBests, seedWorkouts, weeklyTotals } from '@/components/sections/fitness/logic';
import type { DashboardSchema } from '@atelier/app-kit/dashboard';
import * as dashboard from '@/components/sections/dashboard/logic';

const HOSTILE_NAME = '"</script><img src=x onerror=alert(1)>`${process.exit(1)}`\\u0000 \' */ //';
const HOSTILE_TOPIC = '`${globalThis.pwned = 1}` </textarea><script>alert(1)</script>';

function specFor(kind: AppKind, overrides: Partial<AppSpec> = {}): AppSpec {
  const blueprint = BLUEPRINTS[kind];
  return {
    version: 1,
    kind,
    name: blueprint.defaultName.en,
    tagline: 'A tagline for the test',
    audience: null,
    language: 'en',
    theme: { mode: 'light', font: 'sans', radius: 'lg', ...blueprint.defaultTheme },
    features: [...blueprint.defaultFeatures],
    sections: [...blueprint.defaultSections],
    texts: {},
    topics: [],
    prompt: '',
    ...overrides,
  };
}

/** The blueprint's own files (the kit's are someone else's business). */
function own(spec: AppSpec): Record<string, string> {
  return BLUEPRINTS[spec.kind].render(spec);
}

/** Generated code with its JSON string literals (the texts) emptied. */
function code(text: string): string {
  return text.replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
}

interface ComposedCase {
  kind: AppKind;
  /** The kit section the App hands its schema to, and one of its own files. */
  component: string;
  module: string;
  part: string;
  /** The main interaction's text in the schema, in English and Turkish. */
  main: { key: string; en: string; tr: string };
  /** The paths of the pages with every section and feature on. */
  paths: string[];
  /** The schema's controls with every feature on. */
  features: Record<string, boolean>;
  /** The chart-only section and its page, when not 'chart' on 'insights'. */
  chart?: { id: string; page: string };
}

/** Kinds composed from kit sections: what the spec decides is their schema. */
const COMPOSED: ComposedCase[] = [
  {
    kind: 'todo',
    component: 'TasksApp',
    module: 'tasks-app',
    part: 'tasks/task-list.tsx',
    main: { key: 'addTask', en: 'Add task', tr: 'Görev ekle' },
    paths: ['/', '/insights', '/settings'],
    features: { search: true, filters: true, forms: true, export: true },
  },
  {
    kind: 'notes',
    component: 'NotesApp',
    module: 'notes-app',
    part: 'notes/note-editor.tsx',
    main: { key: 'newNote', en: 'New note', tr: 'Yeni not' },
    paths: ['/', '/insights', '/settings'],
    features: { search: true, filters: true, export: true },
  },
  {
    kind: 'habits',
    component: 'HabitsApp',
    module: 'habits-app',
    part: 'habits/habit-list.tsx',
    main: { key: 'addHabit', en: 'Add habit', tr: 'Alışkanlık ekle' },
    paths: ['/', '/history', '/insights', '/settings'],
    features: { forms: true, search: true, export: true },
  },
  {
    kind: 'budget',
    component: 'BudgetApp',
    module: 'budget-app',
    part: 'budget/transactions.tsx',
    main: { key: 'addTransaction', en: 'Add transaction', tr: 'İşlem ekle' },
    paths: ['/', '/insights', '/settings'],
    features: { forms: true, search: true, filters: true, export: true, charts: true },
    chart: { id: 'trend', page: 'insights' },
  },
  {
    kind: 'kanban',
    component: 'KanbanApp',
    module: 'kanban-app',
    part: 'kanban/kanban-board.tsx',
    main: { key: 'addCard', en: 'Add card', tr: 'Kart ekle' },
    paths: ['/', '/insights', '/settings'],
    features: { search: true, filters: true, forms: true, export: true },
  },
  {
    kind: 'fitness',
    component: 'FitnessApp',
    module: 'fitness-app',
    part: 'fitness/workout-log.tsx',
    main: { key: 'logWorkout', en: 'Log workout', tr: 'Antrenman kaydet' },
    paths: ['/', '/progress', '/settings'],
    features: { forms: true, search: true, filters: true, export: true },
    chart: { id: 'chart', page: 'progress' },
  },
  {
    kind: 'dashboard',
    component: 'DashboardApp',
    module: 'dashboard-app',
    part: 'dashboard/records-table.tsx',
    main: { key: 'addRecord', en: 'Add record', tr: 'Kayıt ekle' },
    paths: ['/', '/reports', '/settings'],
    features: { forms: true, search: true, filters: true, export: true, charts: true },
    chart: { id: 'trend', page: 'main' },
  },
];

/** The part of a composed app's schema these tests read. */
interface Schema {
  frame: TasksSchema['frame'];
  sections: { id: string; page: string; title: string }[];
  features: Record<string, boolean>;
  texts: Record<string, string>;
}

describe.each(COMPOSED)('the $kind blueprint (kit sections)', (c) => {
  const blueprint = BLUEPRINTS[c.kind];
  const allSections = blueprint.sections.map((s) => s.id);
  const schemaOf = (files: Record<string, string>) =>
    loadModule<{ SCHEMA: Schema }>(files, 'src/app-schema.ts').SCHEMA;
  const render = (overrides: Partial<AppSpec> = {}) => schemaOf(own(specFor(c.kind, overrides)));

  it('describes itself and hands its schema to the kit section', () => {
    expect(blueprint.defaultFeatures).toContain('persistence');
    const files = renderProject(specFor(c.kind));
    expect(files['src/App.tsx']).toContain(`from '@/components/sections/${c.module}'`);
    expect(files['src/App.tsx']).toContain(`<${c.component} schema={SCHEMA} />`);
    // The kit files it uses come with it; the string-built blueprint kit does not.
    expect(files[`src/components/sections/${c.part}`]).toBeDefined();
    expect(files['src/components/ui/button.tsx']).toBeDefined();
    expect(files['src/components/ui.tsx']).toBeUndefined();
    expect(files['src/index.css']).toContain('@import "./styles/kit-theme.css";');
    expect(files['src/index.css']).toContain(`--primary: ${blueprint.defaultTheme.primary};`);
  });

  it('is named after the spec and speaks its language', () => {
    const en = render({ name: 'Daily Driver' });
    expect(en.frame.name).toBe('Daily Driver');
    expect(en.frame.pages[0]!.title).toBe('Daily Driver');
    expect(en.frame.locale).toBe('en-US');
    expect(en.texts[c.main.key]).toBe(c.main.en);

    const tr = render({ language: 'tr', name: blueprint.defaultName.tr, sections: allSections });
    expect(tr.frame.locale).toBe('tr-TR');
    expect(tr.texts[c.main.key]).toBe(c.main.tr);
    expect(tr.frame.texts.skip).not.toBe(en.frame.texts.skip);
    expect(tr.sections.map((s) => s.title)).toEqual(
      blueprint.sections.filter((s) => tr.sections.some((t) => t.id === s.id)).map((s) => s.label.tr),
    );
  });

  it("shows the spec's sections in its order and nothing removed", () => {
    for (const removed of allSections) {
      const sections = allSections.filter((id) => id !== removed);
      expect(render({ sections, features: [...FEATURES] }).sections.map((s) => s.id)).toEqual(sections);
    }
    const reversed = [...allSections].reverse();
    expect(render({ sections: reversed, features: [...FEATURES] }).sections.map((s) => s.id)).toEqual(
      reversed,
    );
  });

  it("follows its features: persistence, pages, charts and the list's controls", () => {
    const full = render({ sections: allSections, features: [...FEATURES] });
    const bare = render({ sections: allSections, features: [] });
    expect(full.frame.persistence).toBe(true);
    expect(bare.frame.persistence).toBe(false);
    expect(full.frame.darkToggle).toBe(true);
    expect(bare.frame.darkToggle).toBe(false);
    // Pages: the home page and the pages that have sections, each section on its page.
    expect(full.frame.pages.map((p) => p.path)).toEqual(c.paths);
    const chart = c.chart ?? { id: 'chart', page: 'insights' };
    expect(full.sections.find((s) => s.id === chart.id)!.page).toBe(chart.page);
    expect(bare.frame.pages).toHaveLength(1);
    expect(new Set(bare.sections.map((s) => s.page))).toEqual(new Set(['main']));
    // The chart needs 'charts'.
    expect(full.sections.some((s) => s.id === chart.id)).toBe(true);
    expect(bare.sections.some((s) => s.id === chart.id)).toBe(false);
    expect(full.features).toEqual(c.features);
    expect(Object.values(bare.features).some(Boolean)).toBe(false);
    expect(full.texts.dataHint).not.toBe(bare.texts.dataHint);
  });

  it('shows text overrides and keeps hostile text inside a JSON literal', () => {
    const texts = {
      'hero.title': 'Welcome “home”',
      'hero.subtitle': 'Sub </script>',
      [`${allSections[0]}.title`]: 'My own section ${x}',
      'cta.button': 'Go `now`',
    };
    const spec = specFor(c.kind, {
      name: HOSTILE_NAME,
      tagline: HOSTILE_NAME,
      texts,
      topics: [HOSTILE_TOPIC, 'wedding'],
      sections: allSections,
      features: [...FEATURES],
    });
    const schema = schemaOf(renderProject(spec));
    expect(schema.frame.pages[0]!.title).toBe(texts['hero.title']);
    expect(schema.frame.pages[0]!.subtitle).toBe(texts['hero.subtitle']);
    expect(schema.sections.find((s) => s.id === allSections[0])!.title).toBe(
      texts[`${allSections[0]}.title`],
    );
    expect(schema.texts[c.main.key]).toBe(texts['cta.button']);
    expect(schemaOf(renderProject({ ...spec, texts: {} })).frame.name).toBe(HOSTILE_NAME);
    for (const [file, text] of Object.entries(own({ ...spec, texts: {} }))) {
      expect(code(text), file).not.toContain('onerror');
      expect(code(text), file).not.toContain('pwned');
    }
  });

  it('type-checks as a whole project: default, everything on in Turkish, everything off with hostile text', () => {
    const variants: AppSpec[] = [
      specFor(c.kind),
      specFor(c.kind, {
        language: 'tr',
        sections: allSections,
        features: [...FEATURES],
        topics: ['düğün'],
      }),
      specFor(c.kind, {
        name: HOSTILE_NAME,
        sections: [...allSections].reverse(),
        features: [],
        topics: [HOSTILE_TOPIC],
        texts: { 'hero.title': HOSTILE_NAME, 'cta.button': HOSTILE_TOPIC },
      }),
    ];
    expect(
      typecheckProjects(variants.map((spec) => renderProject(spec))),
      variants.map((spec) => `${spec.language} ${spec.features.join(',')}`).join(' | '),
    ).toEqual(variants.map(() => []));
  }, 180_000);
});

/** The notes app (NotesApp in the kit): what only it decides, its seed, names and markdown. */
describe('the notes app (kit sections)', () => {
  const schemaOf = (files: Record<string, string>) =>
    loadModule<{ SCHEMA: NotesSchema }>(files, 'src/app-schema.ts').SCHEMA;
  const render = (overrides: Partial<AppSpec> = {}) => schemaOf(own(specFor('notes', overrides)));

  it('names the fields the main interaction fills, in English and Turkish', () => {
    const en = render();
    expect([en.texts.newNote, en.texts.titleLabel, en.texts.body]).toEqual(['New note', 'Title', 'Note']);
    const tr = render({ language: 'tr', sections: BLUEPRINTS.notes.sections.map((s) => s.id) });
    expect([tr.texts.newNote, tr.texts.titleLabel]).toEqual(['Yeni not', 'Başlık']);
    expect(Object.entries(tr.texts).filter(([, t]) => t === '')).toEqual([]);
  });

  it('starts from the stock notes, the pinned guide first, under the stock key', () => {
    const schema = render();
    expect(schema.storage).toEqual({ key: 'notes', base: 'notes', stock: [] });
    expect(schema.seed.map((n) => n.title)).toEqual(['Getting started', 'Weekend ideas', 'Books to read']);
    expect(schema.seed.map((n) => [n.id, n.pinned, n.hoursAgo])).toEqual([
      ['sample-1', true, 3],
      ['sample-2', false, 6],
      ['sample-3', false, 9],
    ]);
    // A topic brings its own notes after the guide.
    expect(render({ topics: ['recipe'] }).seed.map((n) => n.title)).toEqual([
      'Getting started',
      'Sunday pancakes',
      'Dinner ideas',
    ]);
  });

  it('parses markdown into data, so markup in notes stays text', () => {
    expect(parseInline('a **b** *c* `d` <img src=x onerror=alert(1)>')).toEqual([
      { text: 'a ' },
      { text: 'b', bold: true },
      { text: ' ' },
      { text: 'c', italic: true },
      { text: ' ' },
      { text: 'd', code: true },
      { text: ' <img src=x onerror=alert(1)>' },
    ]);
    expect(parseBlocks('# Title\n\n- one\n- two\n1. first\n> quote\nplain\ntext')).toEqual([
      { kind: 'heading', level: 1, spans: [{ text: 'Title' }] },
      { kind: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] },
      { kind: 'list', ordered: true, items: [[{ text: 'first' }]] },
      { kind: 'quote', spans: [{ text: 'quote' }] },
      { kind: 'paragraph', spans: [{ text: 'plain text' }] },
    ]);
    const files = renderProject(specFor('notes'));
    expect(files['src/components/sections/notes/markdown-preview.tsx']).toContain(
      'export function MarkdownPreview',
    );
    for (const [file, text] of Object.entries(files))
      expect(text, file).not.toContain('dangerouslySetInnerHTML');
  });
});

/** The workout log (FitnessApp in the kit): what only it decides, its types, seed, goals and storage. */
describe('the workout log (kit sections)', () => {
  const schemaOf = (files: Record<string, string>) =>
    loadModule<{ SCHEMA: FitnessSchema }>(files, 'src/app-schema.ts').SCHEMA;
  const render = (overrides: Partial<AppSpec> = {}) => schemaOf(own(specFor('fitness', overrides)));

  it('names the fields the main interaction fills, in English and Turkish', () => {
    const en = render();
    expect([en.texts.minutes, en.texts.logWorkout, en.texts.km]).toEqual([
      'Minutes',
      'Log workout',
      '{n} km',
    ]);
    const tr = render({ language: 'tr', sections: BLUEPRINTS.fitness.sections.map((s) => s.id) });
    expect([tr.texts.minutes, tr.texts.logWorkout]).toEqual(['Dakika', 'Antrenman kaydet']);
    expect(Object.entries(tr.texts).filter(([, t]) => t === '')).toEqual([]);
  });

  it('starts from eight weeks of the stock types under the stock key, with two weekly goals', () => {
    const schema = render();
    expect(schema.storage).toEqual({ key: 'workouts', base: 'workouts', stock: [], goals: 'goals' });
    expect(schema.types).toEqual(['Run', 'Strength', 'Yoga', 'Cycling', 'Walk', 'Swim']);
    expect(schema.goals.map((g) => [g.kind, g.target])).toEqual([
      ['minutes', 150],
      ['sessions', 4],
    ]);
    // Three or four sessions a week over eight weeks, never today, taking turns over the first three types.
    expect(schema.seed).toHaveLength(27);
    expect(schema.seed.every((s) => s.daysAgo >= 1 && s.daysAgo < 56)).toBe(true);
    expect(new Set(schema.seed.map((s) => s.type))).toEqual(new Set(['Run', 'Strength', 'Yoga']));
    expect(new Set(schema.seed.map((s) => s.id)).size).toBe(27);
    // Runs log a distance; strength sessions do not.
    expect(schema.seed.filter((s) => s.type === 'Run').every((s) => (s.distanceKm ?? 0) >= 5)).toBe(true);
    expect(schema.seed.filter((s) => s.type === 'Strength').every((s) => s.distanceKm === null)).toBe(true);
    // Laid out from the first day: the most recent is yesterday's, or earlier.
    const [latest] = [...seedWorkouts(schema.seed, '2026-03-10')].sort((a, b) =>
      b.date.localeCompare(a.date),
    );
    expect(latest!.date < '2026-03-10').toBe(true);
    // A topic brings its own types.
    expect(render({ topics: ['marathon'] }).types.slice(0, 3)).toEqual(['Easy run', 'Intervals', 'Long run']);
  });
});

/** The budget tracker (BudgetApp in the kit): what only it decides, its categories, currency, seed and keys. */
describe('the budget tracker (kit sections)', () => {
  const schemaOf = (files: Record<string, string>) =>
    loadModule<{ SCHEMA: BudgetSchema }>(files, 'src/app-schema.ts').SCHEMA;
  const render = (overrides: Partial<AppSpec> = {}) => schemaOf(own(specFor('budget', overrides)));

  it('names the fields the main interaction fills, in English and Turkish', () => {
    const en = render();
    expect([en.texts.amount, en.texts.addTransaction, en.texts.category]).toEqual([
      'Amount',
      'Add transaction',
      'Category',
    ]);
    const tr = render({ language: 'tr', sections: BLUEPRINTS.budget.sections.map((s) => s.id) });
    expect([tr.texts.amount, tr.texts.addTransaction]).toEqual(['Tutar', 'İşlem ekle']);
    expect(Object.entries(tr.texts).filter(([, t]) => t === '')).toEqual([]);
  });

  it('starts from six months of stock transactions in the language’s currency, under the stock keys', () => {
    const schema = render();
    expect(schema.storage).toEqual({
      key: 'transactions',
      base: 'transactions',
      stock: [],
      currencyKey: 'currency',
    });
    expect(schema.currency).toBe('USD');
    expect(schema.currencies).toContain('EUR');
    expect(schema.monthlyBudget).toBeNull();
    expect(schema.categories.expense.map((c) => c.name)).toEqual([
      'Groceries',
      'Rent',
      'Transport',
      'Eating out',
      'Utilities',
      'Entertainment',
      'Health',
      'Shopping',
      'Other',
    ]);
    expect(schema.categories.expense.every((c) => c.limit === null)).toBe(true);
    expect(schema.categories.income).toEqual(['Salary', 'Freelance', 'Gifts', 'Other income']);
    // Twelve a month over six months, the current month's laid out up to the first day by the kit.
    expect(schema.seed).toHaveLength(72);
    expect(new Set(schema.seed.map((t) => t.id)).size).toBe(72);
    expect(schema.seed.filter((t) => t.monthsBack === 0)).toHaveLength(12);
    expect(schema.seed.every((t) => Number.isInteger(t.amount) && t.amount > 0)).toBe(true);
    // Rent and salary stay the same every month; the shopping wobbles.
    const rent = schema.seed.filter((t) => t.category === 'Rent').map((t) => t.amount);
    expect(new Set(rent)).toEqual(new Set([115_000]));
    const shop = schema.seed.filter((t) => t.note === 'Weekly shop').map((t) => t.amount);
    expect(new Set(shop).size).toBeGreaterThan(3);
    const march = budget.seedTransactions(schema.seed, '2026-03-10');
    expect(march.every((t) => t.date <= '2026-03-10')).toBe(true);
    expect(march.some((t) => t.date === '2026-03-01' && t.category === 'Salary')).toBe(true);
    // Turkish: lira, Turkish categories, amounts scaled to look like lira.
    const tr = render({ language: 'tr' });
    expect(tr.currency).toBe('TRY');
    expect(tr.categories.expense[0]!.name).toBe('Market');
    expect(tr.seed.find((t) => t.category === 'Kira')!.amount).toBe(115_000 * 30);
  });

  it('makes the prompt’s topic a spending category, and a student’s month its own', () => {
    const coffee = render({ topics: ['coffee'] });
    expect(coffee.seed.some((t) => t.category === 'Coffee' && t.kind === 'expense')).toBe(true);
    const student = render({ prompt: 'A budget app for a college student', topics: ['student'] });
    expect(student.seed.some((t) => t.note === 'Part-time job')).toBe(true);
  });
});

describe('the pure logic the blueprints generate', () => {
  // The budget's money logic is the kit's (sections/budget/logic.ts).
  const tx = (kind: 'income' | 'expense', amount: number, category: string, date: string, createdAt = 0) => ({
    id: `${date}-${amount}`,
    kind,
    amount,
    category,
    date,
    note: '',
    createdAt,
  });
  const ledger = [
    tx('income', 320_000, 'Salary', '2024-05-01'),
    tx('expense', 115_000, 'Rent', '2024-05-02'),
    tx('expense', 8_640, 'Groceries', '2024-05-04'),
    tx('expense', 6_480, 'Groceries', '2024-05-14'),
    tx('expense', 1_999, 'Fun', '2024-04-30'),
    tx('income', 10, 'Gifts', '2024-06-01'),
  ];

  it('budget totals: income, expenses and balance per month, in minor units without float drift', () => {
    expect(budget.totals([])).toEqual({ income: 0, expense: 0, balance: 0 });
    const may = budget.inMonth(ledger, '2024-05');
    expect(may).toHaveLength(4);
    expect(budget.totals(may)).toEqual({ income: 320_000, expense: 130_120, balance: 189_880 });
    expect(budget.totals(budget.inMonth(ledger, '2024-04'))).toEqual({
      income: 0,
      expense: 1_999,
      balance: -1_999,
    });
    // 0.1 + 0.2 style sums stay exact.
    expect(
      budget.totals([tx('expense', 10, 'a', '2024-01-01'), tx('expense', 20, 'a', '2024-01-02')]).expense,
    ).toBe(30);
    expect(budget.byCategory(may)).toEqual([
      { category: 'Rent', total: 115_000 },
      { category: 'Groceries', total: 15_120 },
    ]);
    expect(budget.byCategory(may, 'income')).toEqual([{ category: 'Salary', total: 320_000 }]);
    expect(budget.monthlyTrend(ledger, ['2024-04', '2024-05', '2024-06']).map((m) => m.balance)).toEqual([
      -1_999, 189_880, 10,
    ]);
  });

  it('budget amounts parse the way people type them, in either language', () => {
    const cases: [string, number | null][] = [
      ['12', 1_200],
      ['12.5', 1_250],
      ['12,50', 1_250],
      ['0,99', 99],
      ['1,234', 123_400],
      ['1.234', 123_400],
      ['1,234.56', 123_456],
      ['1.234,56', 123_456],
      ['1 234,56', 123_456],
      ['$ 1,200', 120_000],
      ['₺1.200,00', 120_000],
      ['12.', 1_200],
      ['', null],
      ['0', null],
      ['-5', null],
      ['abc', null],
      ['1e5', null],
      ['12.3.4,5,6', null],
    ];
    for (const [input, expected] of cases) expect(budget.parseAmount(input), input).toBe(expected);
  });

  it('budget CSV rows carry signed amounts, and CSV cells cannot become spreadsheet formulas', () => {
    expect(
      budget.csvRows(
        [tx('expense', 1_250, 'Food', '2024-05-02'), tx('income', 500, 'Gift', '2024-05-03')],
        ['h'],
      ),
    ).toEqual([['h'], ['2024-05-03', 'income', 'Gift', '', 5], ['2024-05-02', 'expense', 'Food', '', -12.5]]);
    expect(toCsv([['a,b', 'say "hi"', '=SUM(A1)', -3]])).toBe('"a,b","say ""hi""",\'=SUM(A1),-3');
  });

  it('kanban moves keep cards in order within and across columns', () => {
    // The board's logic is the kit's (sections/kanban/logic.ts); the stock board comes from the schema.
    const schema = loadModule<{ SCHEMA: KanbanSchema }>(own(specFor('kanban')), 'src/app-schema.ts').SCHEMA;
    const stock = kanbanLogic.sampleBoard(schema);
    expect(stock.columns.map((c) => c.id)).toEqual(['todo', 'doing', 'done']);
    expect(stock.cards.map((c) => c.columnId)).toEqual(['todo', 'todo', 'doing', 'doing', 'done', 'done']);
    const { moveCard, reorderCard } = kanbanLogic;
    const card = (id: string, columnId: string) => ({
      id,
      title: id,
      notes: '',
      tag: '',
      columnId,
      createdAt: 0,
    });
    const board = {
      columns: stock.columns,
      cards: [card('a', 'todo'), card('b', 'todo'), card('c', 'doing')],
    };
    const ids = (b: typeof board, column: string) =>
      b.cards.filter((x) => x.columnId === column).map((x) => x.id);
    expect(ids(moveCard(board, 'a', 'doing'), 'doing')).toEqual(['c', 'a']);
    expect(ids(moveCard(board, 'a', 'doing', 'c'), 'doing')).toEqual(['a', 'c']);
    expect(ids(moveCard(board, 'c', 'done'), 'done')).toEqual(['c']);
    expect(moveCard(board, 'a', 'nowhere')).toBe(board);
    expect(ids(reorderCard(board, 'b', -1), 'todo')).toEqual(['b', 'a']);
    expect(reorderCard(board, 'a', -1)).toBe(board);
  });

  it('fitness weekly totals and personal bests', () => {
    // The log's logic is the kit's (sections/fitness/logic.ts).
    const w = (type: string, minutes: number, date: string) => ({
      id: date + type,
      type,
      minutes,
      date,
      distanceKm: null,
      notes: '',
      createdAt: 0,
    });
    // 2024-05-15 is a Wednesday: its week starts on Monday 13 May.
    const log = [
      w('Run', 30, '2024-05-13'),
      w('run', 45, '2024-05-15'),
      w('Yoga', 60, '2024-05-12'),
      w('Run', 20, '2024-05-06'),
    ];
    expect(weeklyTotals(log, 2, '2024-05-15')).toEqual([
      { week: '2024-05-06', minutes: 80, sessions: 2, distanceKm: 0 },
      { week: '2024-05-13', minutes: 75, sessions: 2, distanceKm: 0 },
    ]);
    const bests = personalBests(log);
    expect(bests.map((b) => [b.type, b.longest.minutes, b.sessions])).toEqual([
      ['run', 45, 3],
      ['Yoga', 60, 1],
    ]);
  });
});

/** The data dashboard (DashboardApp in the kit): what only it decides, its data set, range and keys. */
describe('the dashboard (kit sections)', () => {
  const schemaOf = (files: Record<string, string>) =>
    loadModule<{ SCHEMA: DashboardSchema }>(files, 'src/app-schema.ts').SCHEMA;
  const render = (overrides: Partial<AppSpec> = {}) => schemaOf(own(specFor('dashboard', overrides)));

  it('names its range presets and the fields the add form fills, in English and Turkish', () => {
    const en = render();
    expect([en.texts.lastDays, en.texts.range, en.texts.addRecord]).toEqual([
      'Last {n} days',
      'Date range',
      'Add record',
    ]);
    const tr = render({ language: 'tr', sections: BLUEPRINTS.dashboard.sections.map((s) => s.id) });
    expect([tr.texts.lastDays, tr.texts.addRecord]).toEqual(['Son {n} gün', 'Kayıt ekle']);
    expect(Object.entries(tr.texts).filter(([, t]) => t === '')).toEqual([]);
    // A range.button override names the presets.
    expect(render({ texts: { 'range.button': 'Past {n} days' } }).texts.lastDays).toBe('Past {n} days');
  });

  it('measures sales by default and the prompt’s topic otherwise, under the stock keys', () => {
    const schema = render();
    expect(schema.storage).toEqual({
      settings: 'settings',
      range: 'range',
      sort: 'sort',
      records: 'records',
    });
    expect(schema.currency).toBe('USD');
    expect(schema.metrics).toBeNull();
    expect(schema.dataset.a).toEqual({ label: 'Revenue', money: true });
    expect(schema.dataset.segments).toEqual(['Online store', 'Retail', 'Marketplace', 'Wholesale']);
    const traffic = render({ topics: ['website traffic'] });
    expect(traffic.dataset.a).toEqual({ label: 'Visitors', money: false });
    expect(traffic.dataset.ratio).toEqual({ label: 'Conversion', of: 'b/a' });
    // The generated rows are the kit's, deterministic and in the range the presets pick.
    const rows = dashboard.generateRows(schema.dataset, '2024-05-10');
    expect(rows).toEqual(dashboard.generateRows(schema.dataset, '2024-05-10'));
    expect(rows.length).toBeGreaterThan(100);
    const week = dashboard.resolveRange({ preset: 7, from: '', to: '' }, '2024-05-10');
    expect(week).toEqual({ from: '2024-05-04', to: '2024-05-10' });
    expect(dashboard.inRange(rows, week)).toHaveLength(7 * schema.dataset.segments.length);
    // Turkish: lira, and revenue scaled to look like lira.
    const tr = render({ language: 'tr' });
    expect(tr.currency).toBe('TRY');
    expect(tr.dataset.base).toBe(schema.dataset.base * 30);
  });
});
