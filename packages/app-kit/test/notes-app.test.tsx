// The notes app rendered on the server for a schema at a fixed time, at its routes, its editor and
// markdown preview on their own, and the rules it runs on (ordering, search and tags, counts, the first
// visit's seed, carry-over of saved notes, the markdown subset).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { NotesApp } from '@/components/sections/notes-app';
import {
  allTags,
  countNotes,
  excerpt,
  isBlank,
  markdownFileName,
  matchesNote,
  noteMarkdown,
  noteShape,
  parseTags,
  seedNotes,
  sortNotes,
  startingNotes,
  tagCounts,
} from '@/components/sections/notes/logic';
import { parseBlocks, parseInline } from '@/components/sections/notes/markdown';
import { MarkdownPreview } from '@/components/sections/notes/markdown-preview';
import { NoteEditor } from '@/components/sections/notes/note-editor';
import { shapeHash } from '@/lib/carry-over';
import type { Note, NotesSchema } from '@/lib/notes';
import { JOTTINGS, NOW } from './support/jottings.ts';
import { memoryStore, textOf } from './support/html.ts';

const HOUR = 3_600_000;

function render(schema: NotesSchema = JOTTINGS, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <NotesApp schema={schema} now={NOW} />
    </MemoryRouter>,
  );
}

/** The id a <label> with this text points at, checked to be an element's id. */
function labelled(html: string, label: string): string {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  expect(id, label).toBeTruthy();
  expect(html).toContain(`id="${id}"`);
  return id!;
}

const notes = seedNotes(JOTTINGS.seed, NOW);

describe('NotesApp', () => {
  it('shows the frame, the home page and its sections in order, with the list and its controls', () => {
    const html = render();
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Jottings<\/h1>/);
    expect(text).toContain('Ideas worth keeping');
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Notes', 'Overview']);
    expect(html).toContain('href="/insights"');
    expect(html).toContain('href="/settings"');
    expect(text).not.toContain('Notes per tag');
    expect(text).toContain('New note');
    expect(text).toContain('Export JSON');
    expect(html).toContain('aria-label="Search notes"');
    expect(html).toContain('aria-label="Switch to dark theme"');
    // The tag filter: every tag once, "All" pressed.
    expect(html).toMatch(/role="group" aria-label="Filter by tag"/);
    for (const tag of ['#guide', '#ideas', '#personal', '#work']) expect(text).toContain(tag);
    expect(html).toMatch(/aria-pressed="true"[^>]*>All<\/button>/);
    // Pinned first, then the latest edit; the pinned one says so to screen readers.
    const order = ['Getting started', 'Weekend ideas', 'Project ideas'].map((t) => text.indexOf(t));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain('Pinned Getting started');
    // Excerpts drop the markdown marks; nothing is open yet.
    expect(text).toContain('Notes save as you type. Pin the notes that matter');
    expect(text).toContain('Select a note or create a new one.');
    // Counts: 3 notes, 1 pinned, 4 tags.
    expect(text).toMatch(/Notes 3 .*Pinned 1 .*Tags 4 .*Words \d+/);
  });

  it('shows the chart and the settings on their own pages, and every section on one page without pages', () => {
    const insights = textOf(render(JOTTINGS, '/insights'));
    expect(insights).toContain('Notes per tag');
    expect(insights).toContain('#ideas');
    const settings = textOf(render(JOTTINGS, '/settings'));
    expect(settings).toContain('Restore sample data');
    expect(settings).toContain('Erase all data');
    const single: NotesSchema = {
      ...JOTTINGS,
      frame: { ...JOTTINGS.frame, pages: [JOTTINGS.frame.pages[0]!] },
      sections: JOTTINGS.sections.map((s) => ({ ...s, page: 'main' })),
    };
    const html = render(single);
    expect([...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual([
      'Notes',
      'Overview',
      'Notes per tag',
      'Settings',
    ]);
    expect(html).not.toContain('href="/insights"');
  });

  it('leaves out the controls the schema turns off', () => {
    const bare: NotesSchema = {
      ...JOTTINGS,
      frame: { ...JOTTINGS.frame, darkToggle: false },
      features: { search: false, filters: false, export: false },
    };
    const html = render(bare);
    expect(html).not.toContain('Search notes');
    expect(html).not.toContain('Filter by tag');
    expect(html).not.toContain('Export JSON');
    expect(html).not.toContain('Switch to dark theme');
    expect(textOf(html)).toContain('New note');
  });

  it('says when there are no notes yet', () => {
    const text = textOf(render({ ...JOTTINGS, seed: [] }));
    expect(text).toContain('No notes yet');
    expect(text).toContain('Create your first note.');
    expect(text).not.toContain('Filter by tag');
  });
});

describe('NoteEditor', () => {
  const editor = (note: Note, download = true) =>
    renderToString(
      <NoteEditor
        note={note}
        texts={JOTTINGS.texts}
        edited="Mar 10, 2026, 6:30 AM"
        titleRef={{ current: null }}
        onChange={() => undefined}
        onDelete={() => undefined}
        onClose={() => undefined}
        onDownload={download ? () => undefined : undefined}
      />,
    );

  it('ties its labels to the title, the body and the tags, with their hints', () => {
    const html = editor(notes[0]!);
    const title = labelled(html, 'Title');
    expect(html).toMatch(new RegExp(`<input[^>]*id="${title}"[^>]*value="Getting started"`));
    const body = labelled(html, 'Note');
    expect(html).toMatch(new RegExp(`<textarea[^>]*id="${body}"`));
    const tags = labelled(html, 'Tags');
    expect(html).toMatch(new RegExp(`<input[^>]*id="${tags}"[^>]*value="guide"`));
    const input = new RegExp(`<input[^>]*id="${tags}"[^>]*>`).exec(html)?.[0] ?? '';
    const hint = /aria-describedby="([^"]+)"/.exec(input)?.[1];
    expect(html).toMatch(new RegExp(`<p id="${hint}"[^>]*>Separate tags with commas.</p>`));
    const text = textOf(html);
    expect(text).toContain('Separate tags with commas.');
    expect(text).toContain('Edited Mar 10, 2026, 6:30 AM');
    expect(text).toContain('#guide');
  });

  it('offers unpinning a pinned note, pinning another, the markdown download only with export', () => {
    expect(editor(notes[0]!)).toMatch(/aria-pressed="true"[^>]*>.*?Unpin<\/button>/);
    expect(textOf(editor(notes[1]!))).toMatch(/ Pin /);
    expect(textOf(editor(notes[1]!))).toContain('Download .md');
    expect(textOf(editor(notes[1]!, false))).not.toContain('Download .md');
    expect(textOf(editor(notes[1]!))).toContain('Delete note');
    expect(editor(notes[1]!)).toMatch(/role="group" aria-label="Editor mode"/);
  });
});

describe('MarkdownPreview', () => {
  it('renders the subset as elements and what the visitor wrote as text only', () => {
    const html = renderToString(
      <MarkdownPreview
        source={
          '# Plan\n\n- **bold** and *it* `code`\n1. first\n> quote <script>alert(1)</script>\n<img src=x onerror=alert(1)>'
        }
        empty="Nothing"
      />,
    );
    expect(html).toMatch(/<h3[^>]*>Plan<\/h3>/);
    expect(html).toMatch(
      /<ul[^>]*><li><strong[^>]*>bold<\/strong> and <em>it<\/em> <code[^>]*>code<\/code><\/li><\/ul>/,
    );
    expect(html).toMatch(/<ol[^>]*><li>first<\/li><\/ol>/);
    expect(html).toMatch(/<blockquote[^>]*>quote &lt;script&gt;/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(renderToString(<MarkdownPreview source={'  \n '} empty="Nothing" />)).toContain('Nothing');
  });
});

describe('note rules', () => {
  it('dates the seed back from the first visit', () => {
    expect(notes.map((n) => [n.id, NOW - n.updatedAt, n.createdAt === n.updatedAt])).toEqual([
      ['sample-1', 3 * HOUR, true],
      ['sample-2', 6 * HOUR, true],
      ['sample-3', 9 * HOUR, true],
    ]);
    // The seed is copied, not shared.
    expect(notes[0]!.tags).not.toBe(JOTTINGS.seed[0]!.tags);
  });

  it('orders pinned first, then by the latest edit; searches titles, bodies and tags; filters by tag', () => {
    const edited = notes.map((n) => (n.id === 'sample-3' ? { ...n, updatedAt: NOW } : n));
    expect(sortNotes(edited).map((n) => n.id)).toEqual(['sample-1', 'sample-3', 'sample-2']);
    const found = (q: string, tag = '') => notes.filter((n) => matchesNote(n, q, tag)).map((n) => n.id);
    expect(found('  MARKET ')).toEqual(['sample-2']);
    expect(found('personal')).toEqual(['sample-2']);
    expect(found('', 'ideas')).toEqual(['sample-2', 'sample-3']);
    expect(found('team', 'ideas')).toEqual(['sample-3']);
    expect(found('nothing like it')).toEqual([]);
  });

  it('reads tags, counts and excerpts', () => {
    expect(parseTags('work, #ideas,  work ,, ##x')).toEqual(['work', 'ideas', 'x']);
    expect(parseTags('a,b,c,d,e,f,g,h,i')).toHaveLength(8);
    expect(parseTags('x'.repeat(30))).toEqual(['x'.repeat(24)]);
    expect(allTags(notes)).toEqual(['guide', 'ideas', 'personal', 'work']);
    expect(tagCounts(notes)[0]).toEqual({ tag: 'ideas', count: 2 });
    expect(tagCounts(notes, 2)).toHaveLength(2);
    expect(countNotes(notes)).toEqual({ notes: 3, pinned: 1, tags: 4, words: 41 });
    expect(excerpt('## Next\n1. Faster `search`\n> Ask the team')).toBe('Next Faster search Ask the team');
    expect(excerpt('word '.repeat(40), 20)).toHaveLength(20);
    expect(isBlank({ ...notes[0]!, title: ' ', body: '', tags: [] })).toBe(true);
    expect(isBlank({ ...notes[0]!, title: '', body: '', tags: ['x'] })).toBe(false);
  });

  it('downloads a note as markdown under a safe file name', () => {
    expect(markdownFileName({ title: 'a/b: "c"?' })).toBe('a-b- -c--.md');
    expect(markdownFileName({ title: '   ' })).toBe('note.md');
    expect(noteMarkdown({ title: 'T', body: 'B' })).toBe('# T\n\nB');
  });

  it('parses markdown into data, so markup stays text', () => {
    expect(parseInline('a **b** *c* `d` <img src=x onerror=alert(1)>')).toEqual([
      { text: 'a ' },
      { text: 'b', bold: true },
      { text: ' ' },
      { text: 'c', italic: true },
      { text: ' ' },
      { text: 'd', code: true },
      { text: ' <img src=x onerror=alert(1)>' },
    ]);
    expect(parseInline('__b__ _i_ 2 * 3 * 4')).toEqual([
      { text: 'b', bold: true },
      { text: ' ' },
      { text: 'i', italic: true },
      { text: ' 2 * 3 * 4' },
    ]);
    expect(parseBlocks('# Title\n\n- one\n- two\n1. first\n> quote\nplain\ntext\n### Small')).toEqual([
      { kind: 'heading', level: 1, spans: [{ text: 'Title' }] },
      { kind: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] },
      { kind: 'list', ordered: true, items: [[{ text: 'first' }]] },
      { kind: 'quote', spans: [{ text: 'quote' }] },
      { kind: 'paragraph', spans: [{ text: 'plain text' }] },
      { kind: 'heading', level: 3, spans: [{ text: 'Small' }] },
    ]);
    expect(parseBlocks('  \n\n')).toEqual([]);
  });

  it('starts from the seed under the stock key, and carries saved notes over to a new key', () => {
    expect(startingNotes(JOTTINGS, NOW, memoryStore())).toEqual(notes);
    // The visitor's saved stock notes: one edited, one of their own; "Project ideas" untouched.
    const mine: Note = { ...notes[1]!, id: 'mine', title: 'Groceries', body: 'milk', tags: [] };
    const saved = [notes[0]!, { ...notes[1]!, body: 'Hike!' }, notes[2]!, mine];
    const listed: NotesSchema = {
      ...JOTTINGS,
      storage: { key: 'notes-abc', base: 'notes', stock: notes.map((n) => shapeHash(noteShape(n))) },
      seed: [
        { id: 'sample-1', title: 'Getting started', body: '', tags: [], pinned: false, hoursAgo: 3 },
        { id: 'sample-2', title: 'Recipes', body: 'pasta', tags: [], pinned: false, hoursAgo: 6 },
      ],
    };
    const store = memoryStore({ 'jottings:notes': saved });
    expect(startingNotes(listed, NOW, store).map((n) => [n.title, n.body])).toEqual([
      ['Getting started', notes[0]!.body],
      ['Weekend ideas', 'Hike!'],
      ['Groceries', 'milk'],
      ['Recipes', 'pasta'],
    ]);
    expect(store.map.get('jottings:notes-last')).toBe('notes-abc');
    // Without persistence nothing is read.
    expect(
      startingNotes({ ...listed, frame: { ...listed.frame, persistence: false } }, NOW, store),
    ).toHaveLength(2);
  });
});
