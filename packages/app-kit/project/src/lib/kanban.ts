/**
 * A kanban board app (KanbanApp) described as data: its frame, the sections in order, which controls it
 * offers, its columns (named, in order, with work-in-progress limits), the cards a new visitor starts
 * with and every text it shows. The built-in agent writes one as JSON; the board a visitor works on is
 * kept in localStorage.
 */
import type { AppFrame, DataTexts, SectionSlot } from '@/lib/app-frame';

export interface Column {
  id: string;
  title: string;
  /** Work-in-progress limit: more cards than this shows a warning; null for none. */
  limit: number | null;
}

/** What a card holds besides its title, notes and label, as the brief named it ("guest name", "due date"). */
export interface CardField {
  key: string;
  label: string;
  type: 'text' | 'date' | 'number' | 'choice';
  /** For 'choice': the options, in order. */
  options?: string[];
}

export interface Card {
  id: string;
  title: string;
  notes: string;
  /** A free label ("design"); empty for none. */
  tag: string;
  columnId: string;
  createdAt: number;
  /** The card's values of the board's `cardFields`, by key; a missing or empty one is not set. */
  fields?: Record<string, string>;
}

/** What is saved: the columns (a visitor renames them and sets their limits) and the cards. */
export interface Board {
  columns: Column[];
  /** Cards in display order; a column shows its own cards in this order. */
  cards: Card[];
}

export type KanbanSectionId = 'summary' | 'board' | 'chart' | 'settings';

/** Its own texts, besides the data settings' (DataTexts). "{title}", "{column}", "{n}", "{limit}" are filled in. */
export interface KanbanTexts extends DataTexts {
  newCard: string;
  newCardPlaceholder: string;
  addCard: string;
  cardRequired: string;
  cardTitle: string;
  notes: string;
  tag: string;
  tagPlaceholder: string;
  column: string;
  columnName: string;
  renameColumn: string;
  searchCards: string;
  filterTag: string;
  allTags: string;
  moveTo: string;
  moveUp: string;
  moveDown: string;
  editCard: string;
  deleteCard: string;
  dropHere: string;
  dragHelp: string;
  moved: string;
  added: string;
  deleted: string;
  count: string;
  countLimit: string;
  overLimit: string;
  limitHint: string;
  statTotal: string;
  statDone: string;
  limitsTitle: string;
  limitLabel: string;
  noLimit: string;
  save: string;
  exportCsv: string;
}

export interface KanbanSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<KanbanSectionId>[];
  /** The controls the board offers: search, a label filter, the full add form (label, errors), CSV export. */
  features: { search: boolean; filters: boolean; forms: boolean; export: boolean };
  /**
   * Where the board is kept ("{slug}:{key}"): `base` ("board") for the stock columns, a key of its own
   * for other columns, so a saved board without them does not hide them. On its first visit such a board
   * starts from the one saved under the key used before, its cards carried onto the new columns
   * (sections/kanban/logic.ts). Every saved card is kept, so no seed hashes are needed.
   */
  storage: { key: string; base: string };
  /** The columns, in order; new cards go to the first, the last one counts as done. */
  columns: Column[];
  /** The cards a new visitor sees, each in one of `columns`. */
  seed: Card[];
  /** What every card holds besides its title, notes and label; absent: nothing more. */
  cardFields?: CardField[];
  texts: KanbanTexts;
}
