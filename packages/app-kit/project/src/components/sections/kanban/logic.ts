/**
 * Board rules: which cards a column holds, moving and reordering cards, limits, search and labels, the
 * sample board and what a visitor starts from after the columns changed.
 */
import type { StringStore } from '@/lib/carry-over';
import type { Board, Card, CardField, Column, KanbanSchema } from '@/lib/kanban';

export function cardsIn(board: Board, columnId: string): Card[] {
  return board.cards.filter((card) => card.columnId === columnId);
}

/** Moves a card into a column, before another card of it or, without one, to its end. */
export function moveCard(
  board: Board,
  cardId: string,
  columnId: string,
  beforeId: string | null = null,
): Board {
  const card = board.cards.find((c) => c.id === cardId);
  if (!card || !board.columns.some((c) => c.id === columnId) || beforeId === cardId) return board;
  const rest = board.cards.filter((c) => c.id !== cardId);
  let index = beforeId === null ? -1 : rest.findIndex((c) => c.id === beforeId);
  if (index === -1) index = rest.map((c) => c.columnId).lastIndexOf(columnId) + 1 || rest.length;
  return { ...board, cards: [...rest.slice(0, index), { ...card, columnId }, ...rest.slice(index)] };
}

/** The column before (-1) or after (1) the card's, if there is one. */
export function neighbourColumn(
  board: Board,
  card: Pick<Card, 'columnId'>,
  direction: -1 | 1,
): Column | undefined {
  const index = board.columns.findIndex((c) => c.id === card.columnId);
  return index === -1 ? undefined : board.columns[index + direction];
}

/** Swaps a card with the one above (-1) or below (1) it in its column. */
export function reorderCard(board: Board, cardId: string, delta: -1 | 1): Board {
  const card = board.cards.find((c) => c.id === cardId);
  if (!card) return board;
  const column = cardsIn(board, card.columnId);
  const other = column[column.findIndex((c) => c.id === cardId) + delta];
  if (!other) return board;
  const cards = [...board.cards];
  const a = cards.indexOf(card);
  const b = cards.indexOf(other);
  cards[a] = other;
  cards[b] = card;
  return { ...board, cards };
}

/** Adds a card at the end of its column. */
export function addCard(board: Board, card: Card): Board {
  return moveCard({ ...board, cards: [...board.cards, card] }, card.id, card.columnId);
}

export function updateCard(board: Board, id: string, patch: Partial<Omit<Card, 'id'>>): Board {
  return { ...board, cards: board.cards.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

export function removeCard(board: Board, id: string): Board {
  return { ...board, cards: board.cards.filter((c) => c.id !== id) };
}

/** Renames a column; an empty name leaves it as it was. */
export function renameColumn(board: Board, id: string, title: string): Board {
  const clean = title.trim();
  if (!clean) return board;
  return { ...board, columns: board.columns.map((c) => (c.id === id ? { ...c, title: clean } : c)) };
}

/** A limit as typed: a whole number above 0, else no limit. */
export function parseLimit(value: string): number | null {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : null;
}

export function setLimit(board: Board, id: string, limit: number | null): Board {
  return { ...board, columns: board.columns.map((c) => (c.id === id ? { ...c, limit } : c)) };
}

export function overLimit(board: Board, column: Column): boolean {
  return column.limit !== null && cardsIn(board, column.id).length > column.limit;
}

/** The column a new card goes to: the chosen one while it exists, else the first. */
export function targetColumn(board: Board, chosen: string): string {
  return board.columns.some((c) => c.id === chosen) ? chosen : (board.columns[0]?.id ?? '');
}

/** Cards in the last column, which counts as done, and their share of all cards (0 … 1). */
export function completion(board: Board): { done: number; ratio: number } {
  const last = board.columns[board.columns.length - 1];
  const done = last ? cardsIn(board, last.id).length : 0;
  return { done, ratio: board.cards.length === 0 ? 0 : done / board.cards.length };
}

/** More than four columns scroll sideways on wide screens instead of squeezing every card. */
export function isWide(columns: readonly Column[]): boolean {
  return columns.length > 4;
}

export function allTags(board: Board): string[] {
  return [...new Set(board.cards.map((c) => c.tag).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

/** Whether a card matches the search (title, notes and label) and the label filter; empty means any. */
export function cardMatches(card: Card, query: string, tag: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return (
    (q === '' ||
      `${card.title} ${card.notes} ${card.tag} ${Object.values(card.fields ?? {}).join(' ')}`
        .toLocaleLowerCase()
        .includes(q)) &&
    (tag === '' || card.tag === tag)
  );
}

/** The board as CSV rows: a header, then every card column by column, with the board's card fields last. */
export function csvRows(board: Board, header: string[], fields: readonly CardField[] = []): string[][] {
  return [
    [...header, ...fields.map((field) => field.label)],
    ...board.columns.flatMap((column) =>
      cardsIn(board, column.id).map((card) => [
        column.title,
        card.title,
        card.notes,
        card.tag,
        ...fields.map((field) => card.fields?.[field.key] ?? ''),
      ]),
    ),
  ];
}

/** A board of the schema's columns and seed cards, copied so the visitor's changes never touch the schema. */
export function sampleBoard(schema: Pick<KanbanSchema, 'columns' | 'seed'>): Board {
  return {
    columns: schema.columns.map((c) => ({ ...c })),
    cards: schema.seed.map((c) => ({ ...c })),
  };
}

/**
 * A board saved with other columns, on these columns: each card goes to the column of the same title,
 * else of the same id (unless that one is another saved column under a new id), else the first one, so
 * no card is lost; a kept column keeps its saved limit.
 */
export function carryOver(saved: Board, columns: Column[]): Board {
  const first = columns[0];
  if (!first) return { columns, cards: [] };
  const fold = (title: string) => title.trim().toLowerCase();
  const cards = saved.cards.map((card) => {
    const old = saved.columns.find((c) => c.id === card.columnId);
    const sameId = columns.find(
      (c) =>
        c.id === card.columnId && !saved.columns.some((o) => o !== old && fold(o.title) === fold(c.title)),
    );
    const target =
      (old ? columns.find((c) => fold(c.title) === fold(old.title)) : undefined) ?? sameId ?? first;
    return { ...card, columnId: target.id };
  });
  const kept = columns.map((column) => {
    const old = saved.columns.find((c) => fold(c.title) === fold(column.title));
    return old ? { ...column, limit: old.limit } : column;
  });
  return { columns: kept, cards };
}

/** A board saved under "{slug}:{key}", if what is there looks like one. */
function savedBoard(storage: StringStore, key: string): Board | null {
  try {
    const raw = storage.getItem(key);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const board = value as Partial<Board>;
    return Array.isArray(board.columns) && Array.isArray(board.cards) ? (board as Board) : null;
  } catch {
    return null;
  }
}

/**
 * What the board starts from when nothing is saved under the schema's key: the sample or, for a board
 * with columns of its own, the board saved before (the one this app used last, else the stock one), its
 * cards carried onto the new columns, instead of hiding those cards behind the new sample. The app notes
 * the key it uses ("{slug}:{base}-last") so the next column change finds its cards.
 */
export function startingBoard(schema: KanbanSchema, storage: StringStore | undefined): Board {
  const sample = sampleBoard(schema);
  const { key, base } = schema.storage;
  if (!schema.frame.persistence || !storage || key === base) return sample;
  const slug = schema.frame.slug;
  try {
    const lastKey = `${slug}:${base}-last`;
    const last = storage.getItem(lastKey);
    storage.setItem(lastKey, key);
    // A board saved under this key is read as it is.
    if (storage.getItem(`${slug}:${key}`) !== null) return sample;
    const previous =
      (last && last !== key ? savedBoard(storage, `${slug}:${last}`) : null) ??
      savedBoard(storage, `${slug}:${base}`);
    return previous ? carryOver(previous, sample.columns) : sample;
  } catch {
    return sample;
  }
}
