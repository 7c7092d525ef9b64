/** Notes rules: ordering, search and tag filter, tags, counts and what a seed becomes on a first visit. */
import { carryOver, type StringStore } from '@/lib/carry-over';
import type { Note, NotesSchema, SeedNote } from '@/lib/notes';

const HOUR = 3_600_000;

/** Pinned notes first, then the most recently edited. */
export function sortNotes(notes: readonly Note[]): Note[] {
  return [...notes].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.updatedAt - a.updatedAt);
}

/** Whether a note has `query` in its title, body or tags, and carries `tag` ('' for any). */
export function matchesNote(note: Note, query: string, tag: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  const haystack = `${note.title} ${note.body} ${note.tags.join(' ')}`.toLocaleLowerCase();
  return (q === '' || haystack.includes(q)) && (tag === '' || note.tags.includes(tag));
}

/** "work, #ideas,  work" -> ["work", "ideas"]: at most 8 tags of at most 24 characters. */
export function parseTags(input: string): string[] {
  const tags = input
    .split(/[,،]/)
    .map((t) => t.trim().replace(/^#+/, '').slice(0, 24))
    .filter(Boolean);
  return [...new Set(tags)].slice(0, 8);
}

/** Every tag in use, sorted. */
export function allTags(notes: readonly Note[]): string[] {
  return [...new Set(notes.flatMap((n) => n.tags))].sort((a, b) => a.localeCompare(b));
}

/** How many notes carry each tag, the most used first, at most `max`. */
export function tagCounts(notes: readonly Note[], max = 10): { tag: string; count: number }[] {
  return allTags(notes)
    .map((tag) => ({ tag, count: notes.filter((n) => n.tags.includes(tag)).length }))
    .sort((a, b) => b.count - a.count)
    .slice(0, max);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function countNotes(notes: readonly Note[]) {
  return {
    notes: notes.length,
    pinned: notes.filter((n) => n.pinned).length,
    tags: allTags(notes).length,
    words: notes.reduce((sum, n) => sum + wordCount(`${n.title} ${n.body}`), 0),
  };
}

/** A note with nothing in it: the new-note button opens it instead of making another. */
export function isBlank(note: Note): boolean {
  return note.title.trim() === '' && note.body.trim() === '' && note.tags.length === 0;
}

/** The body without markdown marks, on one line, for the list. */
export function excerpt(body: string, length = 90): string {
  const plain = body
    .replace(/^\s*(#{1,3}|[-*+]|\d+[.)]|>)\s+/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1)}…` : plain;
}

/** A file name for a note's markdown download: its title without characters file systems refuse. */
export function markdownFileName(note: Pick<Note, 'title'>): string {
  const name = note.title
    .replace(/[\\/:*?"<>|]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${name || 'note'}.md`;
}

/** A note as a markdown file: its title as the heading, then its body. */
export function noteMarkdown(note: Pick<Note, 'title' | 'body'>): string {
  return `# ${note.title}\n\n${note.body}`;
}

/** The seed as notes on the visitor's first visit (`now`). */
export function seedNotes(seed: readonly SeedNote[], now: number): Note[] {
  return seed.map((s) => ({
    id: s.id,
    title: s.title,
    body: s.body,
    tags: [...s.tags],
    pinned: s.pinned,
    createdAt: now - s.hoursAgo * HOUR,
    updatedAt: now - s.hoursAgo * HOUR,
  }));
}

/** What a visitor can change in a note, for carry-over (times left out). */
export function noteShape(note: Pick<Note, 'title' | 'body' | 'tags' | 'pinned'>): unknown {
  return [note.title, note.body, note.tags, note.pinned];
}

/**
 * The notes a visitor starts from when nothing is saved under the schema's key: the seed on their first
 * visit or, after the listed notes changed, the ones saved before carried over (lib/carry-over.ts).
 */
export function startingNotes(schema: NotesSchema, now: number, storage: StringStore | undefined): Note[] {
  const sample = seedNotes(schema.seed, now);
  if (!schema.frame.persistence) return sample;
  return carryOver(storage, schema.storage.key, sample, {
    slug: schema.frame.slug,
    base: schema.storage.base,
    stock: schema.storage.stock,
    name: (note) => note.title,
    shape: noteShape,
  });
}
