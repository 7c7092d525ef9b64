/**
 * A notes app (NotesApp) described as data: its frame, the sections in order, which controls it offers,
 * the notes a new visitor starts with and every text it shows. The built-in agent writes one as JSON;
 * the notes a visitor writes are kept in localStorage.
 */
import type { AppFrame, DataTexts, SectionSlot } from '@/lib/app-frame';

export interface Note {
  id: string;
  title: string;
  /** A small markdown subset (headings, bold, italic, code, lists, quotes), shown as text, never HTML. */
  body: string;
  tags: string[];
  pinned: boolean;
  createdAt: number;
  updatedAt: number;
}

/** A starting note; its times count back from the visitor's first visit, so a sample never goes stale. */
export interface SeedNote {
  id: string;
  title: string;
  body: string;
  tags: string[];
  pinned: boolean;
  /** Written and last edited this many hours before the first visit. */
  hoursAgo: number;
}

export type NoteSectionId = 'notes' | 'stats' | 'chart' | 'settings';

/** Its own texts, besides the data settings' (DataTexts). */
export interface NoteTexts extends DataTexts {
  newNote: string;
  titleLabel: string;
  untitled: string;
  body: string;
  bodyPlaceholder: string;
  bodyHint: string;
  tags: string;
  tagsHint: string;
  tagsPlaceholder: string;
  mode: string;
  write: string;
  preview: string;
  nothingToPreview: string;
  pin: string;
  unpin: string;
  pinned: string;
  deleteNote: string;
  confirmDelete: string;
  downloadMd: string;
  searchNotes: string;
  filterTags: string;
  allTags: string;
  edited: string;
  emptyTitle: string;
  emptyHint: string;
  noMatches: string;
  selectNote: string;
  back: string;
  statNotes: string;
  statWords: string;
  exportJson: string;
}

export interface NotesSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<NoteSectionId>[];
  /** The controls the notes offer: search, the tag filter, and JSON / markdown downloads. */
  features: { search: boolean; filters: boolean; export: boolean };
  /**
   * Where the notes are kept ("{slug}:{key}"). Notes seeded from listed items have a key of their own;
   * on its first visit it starts from what was saved under the key used before (lib/carry-over.ts).
   */
  storage: { key: string; base: string; stock: string[] };
  seed: SeedNote[];
  texts: NoteTexts;
}
