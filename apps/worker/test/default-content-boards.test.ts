/**
 * What the kanban, booking and portfolio apps show when their brief listed nothing, as content
 * (Blueprint.defaultContent): the stock columns and cards, services, team and hours, projects and skills.
 * Rendered back it is the stock app, and follow-ups ("add a QA column", "remove Morning Vinyasa") edit
 * it like listed content. A board whose columns change picks up the cards a visitor saved before.
 */
import { describe, expect, it } from 'vitest';
import { BLUEPRINTS } from '../src/agent/blueprints/index.ts';
import type { BriefContent } from '../src/agent/brief-content.ts';
import { contentEdit } from '../src/agent/content-edit.ts';
import { renderProject } from '../src/agent/render.ts';
import type { AppSpec } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { typecheckProjects } from './typecheck.ts';
import { loadModule, sourceText as sources } from './support/generated.ts';
import type { BookingSchema, Offering } from '@atelier/app-kit/booking';
import type { Board, KanbanSchema } from '@atelier/app-kit/kanban';
import type { PortfolioSchema } from '@atelier/app-kit/portfolio';
import { carryOver, sampleBoard, startingBoard } from '@/components/sections/kanban/logic';

/** The booking app is the kit's BookingApp: its schema and what it offers. */
const bookingOf = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: BookingSchema }>(files, 'src/app-schema.ts').SCHEMA;
const offeringsOf = (files: Record<string, string>): Offering[] => bookingOf(files).offerings;

/** A spec built from a prompt whose brief listed nothing. */
function stockSpec(prompt: string, language: 'en' | 'tr'): AppSpec {
  const spec = understand(prompt, language);
  expect(spec.content, prompt).toBeUndefined();
  return spec;
}

function defaults(spec: AppSpec): BriefContent {
  const content = BLUEPRINTS[spec.kind].defaultContent?.(spec);
  if (!content) throw new Error(`${spec.kind} has no default content`);
  return content;
}

/** The project rendered with its default content, and without. */
function both(spec: AppSpec): { stock: Record<string, string>; listed: Record<string, string> } {
  return { stock: renderProject(spec), listed: renderProject({ ...spec, content: defaults(spec) }) };
}

/** The same files but atelier.json (which records the content). */
function withoutSpec(files: Record<string, string>): Record<string, string> {
  const { ['atelier.json']: _spec, ...rest } = files;
  return rest;
}

function edited(spec: AppSpec, request: string): AppSpec {
  const edit = contentEdit(spec, request, 'en');
  if (!edit) throw new Error(`"${request}" was not read as a content edit`);
  return edit.spec;
}

/** The kanban board is the kit's KanbanApp: its schema, and the board a new visitor starts from. */
const boardSchema = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: KanbanSchema }>(files, 'src/app-schema.ts').SCHEMA;
const sampleOf = (files: Record<string, string>) => sampleBoard(boardSchema(files));

const kanban = () => stockSpec('A kanban board for my chores', 'en');
const turkishKanban = () => stockSpec('Ekibim için bir kanban panosu', 'tr');
const yoga = () => stockSpec('A yoga studio booking app', 'en');
const salon = () => stockSpec('A hair salon booking app', 'en');
const designer = () => stockSpec('A portfolio for a graphic designer', 'en');
/** The portfolio is the kit's PortfolioApp: its schema. */
const portfolioSchema = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: PortfolioSchema }>(files, 'src/app-schema.ts').SCHEMA;

describe('a stock kanban board as content', () => {
  it('is the stock columns and cards, and renders back to the stock board', () => {
    const spec = kanban();
    const content = defaults(spec);
    const { stock, listed } = both(spec);
    const board = sampleOf(stock);
    expect(content.columns).toEqual(['To do', 'In progress', 'Done']);
    expect(content.items.map((item) => item.name)).toEqual(board.cards.map((card) => card.title));
    expect(content.items.length).toBeGreaterThan(0);
    // Same columns, limits, cards, labels, places and storage key: the same app.
    expect(withoutSpec(listed)).toEqual(withoutSpec(stock));
    for (const name of [...content.columns, ...content.items.map((i) => i.name)])
      expect(sources(listed)).toContain(JSON.stringify(name));
  });

  it('follows the columns.* overrides', () => {
    const spec = kanban();
    spec.texts = { ...spec.texts, 'columns.doing': 'Working on it' };
    expect(defaults(spec).columns).toEqual(['To do', 'Working on it', 'Done']);
    const { stock, listed } = both(spec);
    expect(withoutSpec(listed)).toEqual(withoutSpec(stock));
  });

  it('a Turkish board: Turkish columns and cards', () => {
    const spec = turkishKanban();
    const content = defaults(spec);
    expect(content.columns).toEqual(['Yapılacak', 'Devam eden', 'Tamamlandı']);
    expect(content.items.map((i) => i.name)).toContain('Hafta sonu gezisini planla');
    const { stock, listed } = both(spec);
    expect(withoutSpec(listed)).toEqual(withoutSpec(stock));

    const qa = renderProject(edited(spec, 'add a QA column'));
    const board = sampleOf(qa);
    expect(board.columns.map((c) => c.title)).toEqual(['Yapılacak', 'Devam eden', 'Tamamlandı', 'QA']);
    expect(board.cards.map((c) => c.title)).toEqual(content.items.map((i) => i.name));
  });

  it('"add a QA column" adds the column and keeps the stock ones, their cards and places', () => {
    const spec = kanban();
    const stockBoard = sampleOf(renderProject(spec));
    const next = edited(spec, 'add a QA column');
    expect(next.content?.columns).toEqual(['To do', 'In progress', 'Done', 'QA']);
    const files = renderProject(next);
    const board = sampleOf(files);
    expect(board.columns).toEqual([
      { id: 'todo', title: 'To do', limit: null },
      { id: 'doing', title: 'In progress', limit: 3 },
      { id: 'done', title: 'Done', limit: null },
      { id: 'col-4', title: 'QA', limit: null },
    ]);
    expect(board.cards).toEqual(stockBoard.cards);
    // Other columns: a key of its own, starting from what the visitor saved before (startingBoard).
    expect(boardSchema(files).storage.key).toMatch(/^board-[a-z0-9]+$/);
    expect(boardSchema(files).storage.base).toBe('board');

    // "remove the Review column"-style edits work on the stock columns too.
    const fewer = renderProject(edited(next, 'remove the In progress column'));
    expect(sampleOf(fewer).columns.map((c) => c.title)).toEqual(['To do', 'Done', 'QA']);
    // The stock cards that sat in it start in the first columns.
    const ids = sampleOf(fewer).columns.map((c) => c.id);
    expect(sampleOf(fewer).cards.every((card) => ids.includes(card.columnId))).toBe(true);
    expect(sampleOf(fewer).cards.map((c) => c.title)).toEqual(stockBoard.cards.map((c) => c.title));
  });

  it('renaming or removing a card keeps the stock board, saved where the stock one is', () => {
    const spec = kanban();
    const first = defaults(spec).items[0]!.name;
    const files = renderProject(edited(spec, `remove ${first}`));
    const board = sampleOf(files);
    expect(board.cards.map((c) => c.title)).not.toContain(first);
    expect(board.cards).toHaveLength(defaults(spec).items.length - 1);
    expect(board.columns.map((c) => c.id)).toEqual(['todo', 'doing', 'done']);
    expect(boardSchema(files).storage).toEqual({ key: 'board', base: 'board' });
  });
});

describe('a board whose columns changed keeps the cards a visitor saved', () => {
  /** A visitor's stock board: two cards of their own, one in progress and one done, a limit of 5. */
  function savedStockBoard(): Board {
    return {
      columns: [
        { id: 'todo', title: 'To do', limit: null },
        { id: 'doing', title: 'In progress', limit: 5 },
        { id: 'done', title: 'Done', limit: null },
      ],
      cards: [
        { id: 'a', title: 'Mine, doing', notes: '', tag: '', columnId: 'doing', createdAt: 10 },
        { id: 'b', title: 'Mine, done', notes: 'n', tag: 'x', columnId: 'done', createdAt: 11 },
        { id: 'c', title: 'Mine, to do', notes: '', tag: '', columnId: 'todo', createdAt: 12 },
      ],
    };
  }

  it('carryOver puts every card on the new columns: same title, same id, else the first', () => {
    const files = renderProject(edited(kanban(), 'add a QA column'));
    const columns = sampleOf(files).columns;
    const carried = carryOver(savedStockBoard(), columns);
    expect(carried.cards.map((c) => [c.id, c.columnId])).toEqual([
      ['a', 'doing'],
      ['b', 'done'],
      ['c', 'todo'],
    ]);
    expect(carried.cards[1]).toEqual(savedStockBoard().cards[1]);
    expect(carried.columns.map((c) => c.title)).toEqual(['To do', 'In progress', 'Done', 'QA']);
    // The visitor's own limit stays.
    expect(carried.columns[1]?.limit).toBe(5);

    // Columns by position (col-1 …): a removed column's cards go to the first one, not its neighbour.
    const custom: Board = {
      columns: [
        { id: 'col-1', title: 'Ideas', limit: null },
        { id: 'col-2', title: 'Review', limit: null },
        { id: 'col-3', title: 'Published', limit: null },
      ],
      cards: [
        { id: 'r', title: 'r', notes: '', tag: '', columnId: 'col-2', createdAt: 1 },
        { id: 'p', title: 'p', notes: '', tag: '', columnId: 'col-3', createdAt: 2 },
      ],
    };
    const after = carryOver(custom, [
      { id: 'col-1', title: 'Ideas', limit: null },
      { id: 'col-2', title: 'Published', limit: null },
    ]);
    expect(after.cards.map((c) => [c.id, c.columnId])).toEqual([
      ['r', 'col-1'],
      ['p', 'col-2'],
    ]);
    // A column the visitor renamed still finds its place by id.
    const renamed = savedStockBoard();
    renamed.columns[1] = { id: 'doing', title: 'Working', limit: null };
    expect(carryOver(renamed, columns).cards.map((c) => c.columnId)).toEqual(['doing', 'done', 'todo']);
  });

  it('the app starts from the saved stock board, then from the board it used last', () => {
    const qa = renderProject(edited(kanban(), 'add a QA column'));
    const slug = boardSchema(qa).frame.slug;
    const store = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    /** What the app starts from on a page load (KanbanApp, with nothing saved under its key yet). */
    const startOf = (files: Record<string, string>) => startingBoard(boardSchema(files), localStorage);

    // Nothing saved: the new sample.
    expect(startOf(qa)).toEqual(sampleOf(qa));

    store.clear();
    store.set(`${slug}:board`, JSON.stringify(savedStockBoard()));
    const start = startOf(qa);
    expect(start.cards.map((c) => [c.title, c.columnId])).toEqual([
      ['Mine, doing', 'doing'],
      ['Mine, done', 'done'],
      ['Mine, to do', 'todo'],
    ]);
    expect(start.columns.map((c) => c.title)).toEqual(['To do', 'In progress', 'Done', 'QA']);
    const qaKey = boardSchema(qa).storage.key;
    expect(store.get(`${slug}:board-last`)).toBe(qaKey);

    // The visitor works on the QA board (as the app saves it), then the Done column goes.
    const onQa: Board = {
      ...start,
      cards: [
        ...start.cards,
        { id: 'q', title: 'In QA', notes: '', tag: '', columnId: 'col-4', createdAt: 13 },
      ],
    };
    store.set(`${slug}:${qaKey}`, JSON.stringify(onQa));
    // A board saved under its own key is read as it is (the sample is only the fallback).
    expect(startOf(qa)).toEqual(sampleOf(qa));

    const noDone = renderProject(edited(edited(kanban(), 'add a QA column'), 'remove the Done column'));
    const next = startOf(noDone);
    expect(next.columns.map((c) => c.title)).toEqual(['To do', 'In progress', 'QA']);
    expect(next.cards.map((c) => [c.title, c.columnId])).toEqual([
      ['Mine, doing', 'doing'],
      ['Mine, done', 'todo'],
      ['Mine, to do', 'todo'],
      ['In QA', 'col-3'],
    ]);
  });
});

describe('a stock booking app as content', () => {
  it('a yoga studio: its classes with prices and durations, its teachers and hours', () => {
    const spec = yoga();
    const content = defaults(spec);
    expect(content.items.map((i) => [i.name, i.price?.amount, i.price?.currency, i.minutes])).toEqual([
      ['Morning Vinyasa', 18, 'USD', 60],
      ['Gentle Hatha', 16, 'USD', 60],
      ['Power Pilates', 20, 'USD', 45],
      ['Yin & Meditation', 18, 'USD', 75],
      ['Private Session', 55, 'USD', 60],
    ]);
    expect(content.items[0]?.detail).toBe('A dynamic flow to wake up body and mind.');
    expect(content.itemsLabel).toBe('Classes');
    expect(content.people.map((p) => p.name)).toEqual(['Elif Demir', 'Can Aydın', 'Maya Levi']);
    expect(content.week).toEqual([null, ...Array.from({ length: 6 }, () => ['09:00', '18:00'])]);
    expect(content.hours).toEqual([]);
    const { stock, listed } = both(spec);
    // Same offerings (icons and hosts too), team, hours and texts.
    expect(withoutSpec(listed)).toEqual(withoutSpec(stock));
  });

  it('"remove Morning Vinyasa" drops that class and keeps the others as they were', () => {
    const spec = yoga();
    const stock = offeringsOf(renderProject(spec));
    const files = renderProject(edited(spec, 'remove Morning Vinyasa'));
    const data = bookingOf(files);
    expect(data.offerings.map((o) => o.name)).toEqual([
      'Gentle Hatha',
      'Power Pilates',
      'Yin & Meditation',
      'Private Session',
    ]);
    const kept = (o: Offering) => [o.name, o.price, o.minutes, o.icon, o.host, o.description];
    expect(data.offerings.map(kept)).toEqual(stock.slice(1).map(kept));
    expect(data.team.map((p) => p.name)).toEqual(['Elif Demir', 'Can Aydın', 'Maya Levi']);
    expect(sources(files)).not.toContain('Morning Vinyasa');
    expect(data.sections.find((s) => s.id === 'services')?.title).toBe('Classes');
  });

  it('a salon: its services; a price edit and a removal show, the rest stays', () => {
    const spec = salon();
    const content = defaults(spec);
    const names = content.items.map((i) => i.name);
    expect(names).toEqual(['Haircut & Style', 'Beard Trim', 'Colour', 'Blow-dry', 'Manicure']);
    expect(content.items[0]?.price).toEqual({ amount: 35, currency: 'USD' });
    const { stock, listed } = both(spec);
    expect(withoutSpec(listed)).toEqual(withoutSpec(stock));

    const removed = renderProject(edited(spec, `remove ${names[0]}`));
    const offerings = offeringsOf(removed);
    expect(offerings.map((o) => o.name)).toEqual(names.slice(1));
    expect(sources(removed)).not.toContain(names[0]);

    const priced = renderProject(edited(spec, 'Beard Trim should cost $20'));
    const repriced = offeringsOf(priced);
    expect(repriced.map((o) => [o.name, o.price])).toEqual([
      ['Haircut & Style', 35],
      ['Beard Trim', 20],
      ['Colour', 80],
      ['Blow-dry', 22],
      ['Manicure', 25],
    ]);
  });

  it('a Turkish salon: names and prices in lira', () => {
    const spec = stockSpec('Kuaför salonum için randevu uygulaması', 'tr');
    const content = defaults(spec);
    expect(content.items[0]).toMatchObject({
      name: 'Saç Kesimi ve Şekillendirme',
      price: { amount: 1400, currency: 'TRY' },
      minutes: 45,
    });
    expect(content.itemsLabel).toBe('Hizmetler');
    const { stock, listed } = both(spec);
    expect(withoutSpec(listed)).toEqual(withoutSpec(stock));
  });
});

describe('a stock portfolio as content', () => {
  it('a designer: the stock projects and skills, rendered back as the stock portfolio', () => {
    const spec = designer();
    const content = defaults(spec);
    const { stock, listed } = both(spec);
    const { projects, skills } = portfolioSchema(stock);
    expect(content.items.map((i) => i.name)).toEqual(projects.map((p) => p.title));
    expect(content.items.map((i) => i.detail)).toEqual(projects.map((p) => p.summary));
    expect(content.highlights).toEqual(skills.map((s) => s.name));
    expect(content.highlights.length).toBeGreaterThan(0);
    // Tags, years, clients, outcomes, icons and skill levels too.
    expect(withoutSpec(listed)).toEqual(withoutSpec(stock));
  });

  it('removing the first project keeps the others with their details', () => {
    const spec = designer();
    const first = defaults(spec).items[0]!.name;
    const stock = portfolioSchema(renderProject(spec)).projects;
    const files = renderProject(edited(spec, `remove ${first}`));
    const { projects } = portfolioSchema(files);
    expect(projects).toEqual(stock.slice(1));
    expect(sources(files)).not.toContain(JSON.stringify(first));
  });
});

describe('the edited projects type-check', () => {
  it('one per kind', () => {
    const specs = [
      edited(kanban(), 'add a QA column'),
      edited(yoga(), 'remove Morning Vinyasa'),
      edited(designer(), `remove ${defaults(designer()).items[0]!.name}`),
    ];
    const results = typecheckProjects(specs.map((spec) => renderProject(spec)));
    results.forEach((diagnostics, i) => expect(diagnostics, `project ${i}`).toEqual([]));
  }, 180_000);
});
