/**
 * A list of things (ListApp) described as data: for an app about something no other kind fits, the
 * things a person adds, notes, checks off, stars and deletes. Its frame, the sections in order, the
 * controls it offers, the items a new visitor starts with and every text it shows. The built-in agent
 * writes one as JSON; the items a visitor enters are kept in localStorage under "{slug}:items".
 */
import type { AppFrame, SectionSlot } from '@/lib/app-frame';

export interface ListItem {
  id: string;
  title: string;
  note: string;
  done: boolean;
  starred: boolean;
  /** ISO timestamp, for the per-day chart. */
  createdAt: string;
}

export type ListFilter = 'all' | 'open' | 'done' | 'starred';
export const LIST_FILTERS: readonly ListFilter[] = ['all', 'open', 'done', 'starred'];

export type ListSectionId = 'hero' | 'collection' | 'stats' | 'about';

/** Every text the list shows; "{title}" is an item's title, "{open}" and "{done}" are counts. */
export interface ListTexts {
  /** The line above the hero's title: who the app is for, or whose space it is. */
  badge: string;
  /** The hero's button that takes the visitor to the new item's field. */
  cta: string;
  collectionSubtitle: string;
  statsSubtitle: string;
  aboutSubtitle: string;
  aboutBody: string;
  newLabel: string;
  newPlaceholder: string;
  noteLabel: string;
  notePlaceholder: string;
  add: string;
  required: string;
  tooLong: string;
  /** The search box's placeholder, which names it. */
  searchPlaceholder: string;
  filterLabel: string;
  filterAll: string;
  filterOpen: string;
  filterDone: string;
  filterStarred: string;
  empty: string;
  emptyHint: string;
  noMatch: string;
  noMatchHint: string;
  markDone: string;
  star: string;
  edit: string;
  remove: string;
  save: string;
  cancel: string;
  editLabel: string;
  clearDone: string;
  count: string;
  total: string;
  open: string;
  done: string;
  starred: string;
  progress: string;
  perDay: string;
  exportJson: string;
  exportCsv: string;
  /** What the chart says when nothing was added in its days. */
  noData: string;
}

export interface ListSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<ListSectionId>[];
  /** The controls the list offers; `charts` adds the per-day chart to the stats. */
  features: { search: boolean; filters: boolean; export: boolean; charts: boolean };
  seed: ListItem[];
  texts: ListTexts;
}

/** At most this many characters in an item's title. */
export const MAX_TITLE = 120;
