// The kanban board rendered on the server for a sprint schema, at its three routes, and the rules it
// runs on (moving and reordering cards, limits, search, the sample board and carry-over onto new columns).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { KanbanApp } from '@/components/sections/kanban-app';
import {
  addCard,
  allTags,
  cardMatches,
  cardsIn,
  carryOver,
  completion,
  csvRows,
  isWide,
  moveCard,
  neighbourColumn,
  overLimit,
  parseLimit,
  removeCard,
  renameColumn,
  reorderCard,
  sampleBoard,
  setLimit,
  startingBoard,
  targetColumn,
  updateCard,
} from '@/components/sections/kanban/logic';
import type { Board, KanbanSchema } from '@/lib/kanban';
import { SPRINT } from './support/sprint.ts';
import { memoryStore, textOf } from './support/html.ts';

function render(schema: KanbanSchema = SPRINT, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <KanbanApp schema={schema} />
    </MemoryRouter>,
  );
}

const ids = (board: Board, column: string) => cardsIn(board, column).map((c) => c.id);

describe('KanbanApp', () => {
  it('shows the frame, the home page and its sections in order, with labelled controls', () => {
    const html = render();
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Sprint Board<\/h1>/);
    expect(text).toContain('What the team is shipping');
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['At a glance', 'Board']);
    // One region per column, named by its heading, in order.
    const columns = [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(columns).toEqual(['To do', 'In progress', 'Done']);
    expect(html).toContain('href="/insights"');
    expect(html).toContain('href="/settings"');
    // Labels point at their fields.
    for (const label of ['New card', 'Label', 'Column']) {
      const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
      expect(id, label).toBeTruthy();
      expect(html).toContain(`id="${id}"`);
    }
    expect(text).toContain('Add card');
    expect(html).toContain('aria-label="Search cards"');
    expect(html).toContain('aria-label="Filter by label"');
    expect(text).toContain('Export CSV');
    expect(html).toContain('aria-live="polite"');
  });

  it('gives every card its moves, edit and delete, by name, and a card focusable and draggable', () => {
    const html = render();
    // The first column has no move back, the last no move on.
    expect(html).toContain('aria-label="Move “Design the sign-up screen” to In progress"');
    expect(html).not.toContain('aria-label="Move “Design the sign-up screen” to Done"');
    expect(html).toContain('aria-label="Move “Fix the checkout bug” to To do"');
    expect(html).toContain('aria-label="Move “Fix the checkout bug” to Done"');
    expect(html).toContain('aria-label="Move “Launch the beta” to In progress"');
    for (const name of ['Move “Write API docs” up', 'Move “Write API docs” down', 'Edit “Write API docs”'])
      expect(html).toContain(`aria-label="${name}"`);
    expect(html).toContain('aria-label="Delete “Write API docs”"');
    expect(html).toContain('aria-label="Rename column In progress"');
    expect(html).toMatch(/<li[^>]*data-card-id="sample-1"[^>]*tabindex="0"/);
    expect(html).toMatch(/<li[^>]*draggable="true"[^>]*aria-label="Design the sign-up screen"/);
    // Every card points at the help on moving cards.
    const help = /<p id="([^"]+)"[^>]*>Drag cards between columns/.exec(html)?.[1];
    expect(help).toBeTruthy();
    expect(html).toContain(`aria-describedby="${help}"`);
    expect(textOf(html)).toContain('For v2');
  });

  it('counts cards per column against its limit, and the share done', () => {
    const text = textOf(render());
    // In progress holds 2 cards with a limit of 1.
    expect(text).toContain('2 of 1 cards allowed · Over the limit');
    expect(text).toContain('To do 2 2 cards');
    expect(text).toContain('In progress 2 Over the limit');
    expect(text).toContain('All cards 5');
    expect(text).toContain('Completion 20%');
  });

  it('shows the chart and the settings on their pages, and everything on one page without pages', () => {
    const chart = textOf(render(SPRINT, '/insights'));
    expect(chart).toContain('Cards per column');
    const settings = render(SPRINT, '/settings');
    expect(textOf(settings)).toContain('Work-in-progress limits');
    const limit = /<label[^>]*for="([^"]+)"[^>]*>Limit for In progress<\/label>/.exec(settings)?.[1];
    expect(limit).toBeTruthy();
    expect(settings).toMatch(new RegExp(`<input[^>]*id="${limit}"[^>]*value="1"`));
    expect(textOf(settings)).toContain('Restore the sample board');

    const single: KanbanSchema = {
      ...SPRINT,
      frame: { ...SPRINT.frame, pages: [SPRINT.frame.pages[0]!] },
      sections: SPRINT.sections.map((s) => ({ ...s, page: 'main' })),
    };
    const html = render(single);
    expect(textOf(html)).toContain('Cards per column');
    expect(textOf(html)).toContain('Work-in-progress limits');
    expect(html).not.toContain('href="/insights"');
  });

  it('leaves out the controls the schema turns off, keeping every field named', () => {
    const bare: KanbanSchema = {
      ...SPRINT,
      frame: { ...SPRINT.frame, darkToggle: false },
      features: { search: false, filters: false, forms: false, export: false },
    };
    const html = render(bare);
    expect(html).not.toContain('Search cards');
    expect(html).not.toContain('Filter by label');
    expect(html).not.toContain('Export CSV');
    expect(html).not.toContain('Switch to dark theme');
    expect(html).not.toMatch(/<label[^>]*>Label<\/label>/);
    expect(html).toMatch(/<label[^>]*class="[^"]*sr-only[^"]*"[^>]*>New card<\/label>/);
    expect(html).toMatch(/<select[^>]*aria-label="Column"/);
  });

  it('speaks right to left: logical spacing, no left/right paddings', () => {
    const html = render();
    expect(html).not.toMatch(/class="[^"]*\b(pl|pr|ml|mr)-\d/);
    expect(html).toContain('ps-9');
  });
});

describe('board rules', () => {
  const board = sampleBoard(SPRINT);

  it('starts from the seed on the schema columns, as a copy', () => {
    expect(board.columns).toEqual(SPRINT.columns);
    expect(board.cards).toEqual(SPRINT.seed);
    expect(board.cards[0]).not.toBe(SPRINT.seed[0]);
    expect(ids(board, 'todo')).toEqual(['sample-1', 'sample-2']);
  });

  it('moves cards within and across columns, in order', () => {
    expect(ids(moveCard(board, 'sample-1', 'doing'), 'doing')).toEqual(['sample-3', 'sample-4', 'sample-1']);
    expect(ids(moveCard(board, 'sample-1', 'doing', 'sample-4'), 'doing')).toEqual([
      'sample-3',
      'sample-1',
      'sample-4',
    ]);
    expect(ids(moveCard(board, 'sample-5', 'todo'), 'todo')).toEqual(['sample-1', 'sample-2', 'sample-5']);
    // Unknown columns, unknown cards and a card dropped on itself change nothing.
    expect(moveCard(board, 'sample-1', 'nowhere')).toBe(board);
    expect(moveCard(board, 'nobody', 'done')).toBe(board);
    expect(moveCard(board, 'sample-1', 'todo', 'sample-1')).toBe(board);
    expect(ids(reorderCard(board, 'sample-2', -1), 'todo')).toEqual(['sample-2', 'sample-1']);
    expect(reorderCard(board, 'sample-1', -1)).toBe(board);
    expect(reorderCard(board, 'sample-2', 1)).toBe(board);
  });

  it('finds neighbouring columns: none before the first or after the last', () => {
    const first = board.cards[0]!;
    expect(neighbourColumn(board, first, -1)).toBeUndefined();
    expect(neighbourColumn(board, first, 1)?.title).toBe('In progress');
    expect(neighbourColumn(board, board.cards[4]!, 1)).toBeUndefined();
  });

  it('adds new cards at the end of the chosen column, else the first', () => {
    expect(targetColumn(board, '')).toBe('todo');
    expect(targetColumn(board, 'gone')).toBe('todo');
    expect(targetColumn(board, 'done')).toBe('done');
    const card = { id: 'new', title: 'New', notes: '', tag: '', columnId: 'todo', createdAt: 9 };
    expect(ids(addCard(board, card), 'todo')).toEqual(['sample-1', 'sample-2', 'new']);
    const edited = updateCard(board, 'sample-1', { title: 'Renamed', notes: 'n', tag: 't' });
    expect(edited.cards[0]).toMatchObject({ id: 'sample-1', title: 'Renamed', notes: 'n', tag: 't' });
    expect(removeCard(board, 'sample-1').cards.map((c) => c.id)).not.toContain('sample-1');
  });

  it('warns over a work-in-progress limit; limits and names are typed in', () => {
    const doing = board.columns[1]!;
    expect(overLimit(board, doing)).toBe(true);
    expect(overLimit(board, board.columns[0]!)).toBe(false);
    const raised = setLimit(board, 'doing', parseLimit('3'));
    expect(raised.columns[1]!.limit).toBe(3);
    expect(overLimit(raised, raised.columns[1]!)).toBe(false);
    expect([parseLimit(''), parseLimit('0'), parseLimit('-2'), parseLimit('abc'), parseLimit('4')]).toEqual([
      null,
      null,
      null,
      null,
      4,
    ]);
    expect(renameColumn(board, 'doing', '  Review ').columns[1]!.title).toBe('Review');
    expect(renameColumn(board, 'doing', '   ')).toBe(board);
  });

  it('counts the last column as done, searches titles, notes and labels, and exports', () => {
    expect(completion(board)).toEqual({ done: 1, ratio: 0.2 });
    expect(completion({ columns: board.columns, cards: [] })).toEqual({ done: 0, ratio: 0 });
    expect(allTags(board)).toEqual(['bug', 'design', 'docs', 'feature', 'release']);
    const found = (q: string, tag = '') => board.cards.filter((c) => cardMatches(c, q, tag)).map((c) => c.id);
    expect(found('v2')).toEqual(['sample-2']);
    expect(found('  CHECKOUT ')).toEqual(['sample-3']);
    expect(found('', 'design')).toEqual(['sample-1']);
    expect(found('docs', 'design')).toEqual([]);
    expect(csvRows(board, ['Column', 'Card'])).toEqual([
      ['Column', 'Card'],
      ['To do', 'Design the sign-up screen', '', 'design'],
      ['To do', 'Write API docs', 'For v2', 'docs'],
      ['In progress', 'Fix the checkout bug', '', 'bug'],
      ['In progress', 'Add dark mode', '', 'feature'],
      ['Done', 'Launch the beta', '', 'release'],
    ]);
    expect(isWide(board.columns)).toBe(false);
    expect(isWide([...board.columns, ...board.columns])).toBe(true);
  });
});

describe('a board whose cards hold fields of their own', () => {
  const podcast: KanbanSchema = {
    ...SPRINT,
    cardFields: [
      { key: 'guestName', label: 'Guest name', type: 'text' },
      { key: 'dueDate', label: 'Due date', type: 'date' },
      { key: 'priority', label: 'Priority', type: 'choice', options: ['Low', 'High'] },
    ],
    seed: [
      {
        id: 'sample-1',
        title: 'Ep 41 - Sourdough science',
        notes: '',
        tag: '',
        columnId: 'todo',
        createdAt: 1,
        fields: { guestName: 'Maya Okafor', dueDate: '2027-03-09' },
      },
    ],
  };

  it('shows each card its values under their labels, a day in the app language, and nothing unset', () => {
    const text = textOf(render(podcast));
    expect(text).toContain('Guest name:');
    expect(text).toContain('Maya Okafor');
    expect(text).toContain('Mar 9, 2027');
    expect(text).not.toContain('Priority:');
    expect(textOf(render(SPRINT))).not.toContain('Guest name');
  });

  it('asks for each field when a card is added, each control tied to its label', () => {
    const html = render(podcast);
    for (const label of ['Guest name', 'Due date', 'Priority']) {
      const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
      expect(id, label).toBeTruthy();
      expect(html).toMatch(new RegExp(`<(input|select)[^>]*id="${id}"`));
    }
    expect(html).toMatch(/<input[^>]*type="date"/);
  });

  it('finds a card by its field values and exports them as columns of their own', () => {
    const board = sampleBoard(podcast);
    expect(board.cards.filter((c) => cardMatches(c, 'okafor', '')).map((c) => c.id)).toEqual(['sample-1']);
    expect(csvRows(board, ['Column', 'Card', 'Notes', 'Label'], podcast.cardFields)).toEqual([
      ['Column', 'Card', 'Notes', 'Label', 'Guest name', 'Due date', 'Priority'],
      ['To do', 'Ep 41 - Sourdough science', '', '', 'Maya Okafor', '2027-03-09', ''],
    ]);
    const edited = updateCard(board, 'sample-1', { fields: { guestName: 'Tom Reyes' } });
    expect(edited.cards[0]!.fields).toEqual({ guestName: 'Tom Reyes' });
  });
});

describe('a board whose columns changed', () => {
  /** The same app with the brief's own columns, saved under a key of its own. */
  const custom: KanbanSchema = {
    ...SPRINT,
    storage: { key: 'board-abc', base: 'board' },
    columns: [
      { id: 'todo', title: 'To do', limit: null },
      { id: 'doing', title: 'In progress', limit: 3 },
      { id: 'done', title: 'Done', limit: null },
      { id: 'col-4', title: 'QA', limit: null },
    ],
  };
  const saved: Board = {
    columns: [
      { id: 'todo', title: 'To do', limit: null },
      { id: 'doing', title: 'In progress', limit: 5 },
      { id: 'done', title: 'Done', limit: null },
    ],
    cards: [
      { id: 'a', title: 'Mine, doing', notes: '', tag: '', columnId: 'doing', createdAt: 10 },
      { id: 'b', title: 'Mine, done', notes: 'n', tag: 'x', columnId: 'done', createdAt: 11 },
    ],
  };

  it('carries every card to the column of the same title, else the same id, else the first', () => {
    const carried = carryOver(saved, custom.columns);
    expect(carried.cards.map((c) => [c.id, c.columnId])).toEqual([
      ['a', 'doing'],
      ['b', 'done'],
    ]);
    expect(carried.cards[1]).toEqual(saved.cards[1]);
    // The visitor's own limit stays.
    expect(carried.columns.map((c) => [c.title, c.limit])).toEqual([
      ['To do', null],
      ['In progress', 5],
      ['Done', null],
      ['QA', null],
    ]);
    const fewer = carryOver(saved, [
      { id: 'col-1', title: 'Ideas', limit: null },
      { id: 'col-2', title: 'Done', limit: null },
    ]);
    expect(fewer.cards.map((c) => c.columnId)).toEqual(['col-1', 'col-2']);
    expect(carryOver(saved, [])).toEqual({ columns: [], cards: [] });
  });

  it('starts the stock board from the sample, and a new key from the board saved before', () => {
    const store = memoryStore({ 'sprint-board:board': saved });
    // The stock key: the saved value wins, the sample is only the fallback.
    expect(startingBoard(SPRINT, store)).toEqual(sampleBoard(SPRINT));
    expect(store.map.has('sprint-board:board-last')).toBe(false);

    const start = startingBoard(custom, store);
    expect(start.columns.map((c) => c.title)).toEqual(['To do', 'In progress', 'Done', 'QA']);
    expect(start.cards.map((c) => c.title)).toEqual(['Mine, doing', 'Mine, done']);
    expect(store.map.get('sprint-board:board-last')).toBe('board-abc');

    // A board saved under its own key is read as it is (the sample is only the fallback).
    store.setItem('sprint-board:board-abc', JSON.stringify(start));
    expect(startingBoard(custom, store)).toEqual(sampleBoard(custom));

    // The next column change starts from the board used last, not the stock one.
    const next: KanbanSchema = {
      ...custom,
      storage: { key: 'board-def', base: 'board' },
      columns: [
        { id: 'col-1', title: 'QA', limit: null },
        { id: 'col-2', title: 'Done', limit: null },
      ],
    };
    store.setItem(
      'sprint-board:board-abc',
      JSON.stringify({
        ...start,
        cards: [
          ...start.cards,
          { id: 'q', title: 'In QA', notes: '', tag: '', columnId: 'col-4', createdAt: 12 },
        ],
      }),
    );
    expect(startingBoard(next, store).cards.map((c) => [c.title, c.columnId])).toEqual([
      ['Mine, doing', 'col-1'],
      ['Mine, done', 'col-2'],
      ['In QA', 'col-1'],
    ]);
  });

  it('reads nothing without persistence, and survives broken saved data', () => {
    const store = memoryStore({ 'sprint-board:board': saved });
    const memory = { ...custom, frame: { ...custom.frame, persistence: false } };
    expect(startingBoard(memory, store)).toEqual(sampleBoard(custom));
    expect(startingBoard(custom, undefined)).toEqual(sampleBoard(custom));
    const broken = memoryStore();
    broken.map.set('sprint-board:board', '{not json');
    expect(startingBoard(custom, broken)).toEqual(sampleBoard(custom));
    broken.map.set('sprint-board:board', JSON.stringify({ cards: 'nope' }));
    expect(startingBoard(custom, broken)).toEqual(sampleBoard(custom));
  });
});
