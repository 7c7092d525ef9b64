/**
 * A notes app: create, edit (saved as you type) and delete notes with a title, a body and tags; pin
 * notes, search them, sort by last edit, and preview a small markdown subset (headings, bold, italic,
 * code, lists, quotes) rendered as React elements — never as HTML.
 *
 * Main interaction: press the button "New note" / "Yeni not", type into the textboxes "Title" / "Başlık"
 * and "Note" / "Not"; the note is listed first and survives a reload.
 */
import type { BriefContent } from '../brief-content.ts';
import {
  type AppSpec,
  type Blueprint,
  has,
  lit,
  sectionOn,
  text,
  appLocale,
  type AppLanguage,
} from '../spec.ts';
import {
  INSIGHTS_PAGE,
  Imports,
  SETTINGS_PAGE,
  type PageDef,
  type SectionDef,
  appFile,
  baseFiles,
  capitalize,
  commonTexts,
  matchTopic,
  moduleFile,
  stateHook,
  textsFile,
  descriptionSubtitle,
  trackedItems,
  keptSeeds,
  sameNames,
  seededKey,
  carriedStart,
  stockSpec,
  topicsOf,
  when,
} from './productivity-shared.ts';
import { seedContent } from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('notes');

const PAGES: PageDef[] = [{ id: 'main', path: '/', label: L.mainLabel }, INSIGHTS_PAGE, SETTINGS_PAGE];

const SECTIONS: SectionDef[] = [
  { id: 'notes', label: L.notesLabel, page: 'main' },
  { id: 'stats', label: L.statsLabel, page: 'main' },
  { id: 'chart', label: L.chartLabel, page: 'insights', chartOnly: true },
  { id: 'settings', label: L.settingsLabel, page: 'settings' },
];

interface SampleNote {
  title: string;
  body: string;
  tags: string[];
  pinned?: boolean;
}

interface TopicNotes {
  keywords: string[];
  en: SampleNote[];
  tr: SampleNote[];
}

const TOPIC_NOTES: TopicNotes[] = [
  {
    keywords: ['recipe', 'cook', 'food', 'kitchen', 'tarif', 'yemek', 'mutfak'],
    en: [
      {
        title: 'Sunday pancakes',
        body: '## Ingredients\n- 2 cups flour\n- 2 eggs\n- 1½ cups milk\n\nWhisk, rest **10 minutes**, cook on medium heat.',
        tags: ['breakfast'],
      },
      {
        title: 'Dinner ideas',
        body: '- Lemon pasta\n- *Spicy* chickpea stew\n- Tray-baked salmon',
        tags: ['dinner', 'ideas'],
      },
    ],
    tr: [
      {
        title: 'Pazar pankeki',
        body: '## Malzemeler\n- 2 su bardağı un\n- 2 yumurta\n- 1,5 su bardağı süt\n\nÇırpın, **10 dakika** dinlendirin, orta ateşte pişirin.',
        tags: ['kahvaltı'],
      },
      {
        title: 'Akşam yemeği fikirleri',
        body: '- Limonlu makarna\n- *Acılı* nohut yemeği\n- Fırında somon',
        tags: ['akşam', 'fikirler'],
      },
    ],
  },
  {
    keywords: ['meeting', 'work', 'project', 'team', 'toplantı', 'iş', 'proje', 'ekip'],
    en: [
      {
        title: 'Team meeting',
        body: '## Agenda\n1. Release status\n2. **Hiring** update\n3. Questions\n\n> Next meeting on Thursday.',
        tags: ['meetings'],
      },
      {
        title: 'Project ideas',
        body: '- Self-service onboarding\n- *Weekly* usage report\n- Faster search',
        tags: ['ideas', 'work'],
      },
    ],
    tr: [
      {
        title: 'Ekip toplantısı',
        body: '## Gündem\n1. Sürüm durumu\n2. **İşe alım** güncellemesi\n3. Sorular\n\n> Sonraki toplantı perşembe.',
        tags: ['toplantılar'],
      },
      {
        title: 'Proje fikirleri',
        body: '- Kendi kendine kurulum\n- *Haftalık* kullanım raporu\n- Daha hızlı arama',
        tags: ['fikirler', 'iş'],
      },
    ],
  },
  {
    keywords: ['study', 'school', 'lecture', 'class', 'learn', 'ders', 'okul', 'öğren', 'sınav'],
    en: [
      {
        title: 'Lecture 4: Photosynthesis',
        body: '**Light reactions** make ATP and NADPH.\n\n- Happen in the *thylakoids*\n- Release oxygen',
        tags: ['biology'],
      },
      {
        title: 'Exam checklist',
        body: '1. Review chapters 1–4\n2. Redo the practice test\n3. **Sleep early**',
        tags: ['exams'],
      },
    ],
    tr: [
      {
        title: '4. ders: Fotosentez',
        body: '**Işık tepkimeleri** ATP ve NADPH üretir.\n\n- *Tilakoitlerde* gerçekleşir\n- Oksijen açığa çıkar',
        tags: ['biyoloji'],
      },
      {
        title: 'Sınav listesi',
        body: '1. 1–4. bölümleri tekrar et\n2. Deneme sınavını yeniden çöz\n3. **Erken uyu**',
        tags: ['sınavlar'],
      },
    ],
  },
];

const GUIDE: Record<AppLanguage, SampleNote[]> = L.guide;

export function sampleNotes(spec: AppSpec): SampleNote[] {
  const guide = GUIDE[spec.language];
  const curated = matchTopic(spec, TOPIC_NOTES);
  // Topic seeds are written in English and Turkish: other languages start from the lexicon's notes.
  if (curated && (spec.language === 'en' || spec.language === 'tr'))
    return [guide[0], ...curated[spec.language]].filter((n): n is SampleNote => n !== undefined);
  const own: SampleNote[] = topicsOf(spec, 2).map((t) => ({
    title: capitalize(spec, t),
    body:
      spec.language === 'tr'
        ? `**${capitalize(spec, t)}** hakkında notlar.\n\n- İlk düşünceler\n- Yanıtlanacak sorular\n- Okunacak bağlantılar`
        : `Notes on **${t}**.\n\n- First thoughts\n- Questions to answer\n- Links to read`,
    tags: [t.toLocaleLowerCase(appLocale(spec)).slice(0, 20)],
  }));
  return [...guide.slice(0, 1), ...own, ...guide.slice(1)].slice(0, 4);
}

/** At most this many listed notes start the app. */
const MAX_NOTES = 24;

/**
 * The notes the app starts with: one per item the brief listed, in its order, titled with it, its words
 * (if it gave any) as the body and no tags (the stock seed edited by a follow-up keeps its notes' bodies
 * and tags), or the topic's seed notes. `key` is where they are saved: "notes" for the stock seed, a key of its own for
 * listed ones, so notes a visitor saved under the stock seed do not hide them.
 */
function startNotes(spec: AppSpec): { notes: SampleNote[]; key: string } {
  const seeds = sampleNotes(spec);
  const listed = trackedItems(spec, MAX_NOTES);
  if (
    listed.length === 0 ||
    (sameNames(
      listed,
      seeds.map((n) => n.title),
    ) &&
      listed.every((item) => !item.detail))
  )
    return { notes: seeds, key: 'notes' };
  const kept = keptSeeds(listed, seeds, (n) => n.title);
  return {
    notes: listed.map((item, i): SampleNote => {
      const seed = kept[i];
      if (seed) return item.detail ? { ...seed, body: item.detail } : seed;
      return { title: item.name, body: item.detail ?? '', tags: [] };
    }),
    key: seededKey(
      'notes',
      listed.map((item) => `${item.name}\t${item.detail ?? ''}`),
    ),
  };
}

function sampleFile(spec: AppSpec): string {
  const notes = startNotes(spec).notes.map(
    (n, i) => `  {
    id: 'sample-${i + 1}',
    title: ${lit(n.title)},
    body: ${lit(n.body)},
    tags: [${n.tags.map(lit).join(', ')}],
    pinned: ${n.pinned ? 'true' : 'false'},
    createdAt: now - ${(i + 1) * 3} * HOUR,
    updatedAt: now - ${(i + 1) * 3} * HOUR,
  },`,
  );
  return `import type { Note } from '../logic/notes';

const HOUR = 3_600_000;
const now = Date.now();

/** What a new visitor sees first; their own notes replace it from the first change. */
export const SAMPLE_NOTES: Note[] = [
${notes.join('\n')}
];
`;
}

/** Written with String.raw so the generated regular expressions keep their backslashes. */
const NOTES_MODULE = String.raw`export interface Note {
  id: string;
  title: string;
  body: string;
  tags: string[];
  pinned: boolean;
  createdAt: number;
  updatedAt: number;
}

/** Pinned notes first, then the most recently edited. */
export function sortNotes(notes: Note[]): Note[] {
  return [...notes].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.updatedAt - a.updatedAt);
}

export function matchesNote(note: Note, query: string, tag: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  const haystack = (note.title + ' ' + note.body + ' ' + note.tags.join(' ')).toLocaleLowerCase();
  return (q === '' || haystack.includes(q)) && (tag === '' || note.tags.includes(tag));
}

/** "work, #ideas,  work" -> ["work", "ideas"] */
export function parseTags(input: string): string[] {
  const tags = input
    .split(/[,،]/)
    .map((t) => t.trim().replace(/^#+/, '').slice(0, 24))
    .filter(Boolean);
  return [...new Set(tags)].slice(0, 8);
}

export function allTags(notes: Note[]): string[] {
  return [...new Set(notes.flatMap((n) => n.tags))].sort((a, b) => a.localeCompare(b));
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function isBlank(note: Note): boolean {
  return note.title.trim() === '' && note.body.trim() === '' && note.tags.length === 0;
}

/** The first line of the body without markdown marks, for the list. */
export function excerpt(body: string, length = 90): string {
  const plain = body
    .replace(/^\s*(#{1,3}|[-*+]|\d+[.)]|>)\s+/gm, '')
    .replace(/[*_\x60]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? plain.slice(0, length - 1) + '…' : plain;
}

// A small markdown subset, parsed into data that the preview turns into React elements.

export interface Span {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; spans: Span[] }
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'quote'; spans: Span[] }
  | { kind: 'list'; ordered: boolean; items: Span[][] };

const INLINE = /\*\*(.+?)\*\*|__(.+?)__|\*([^*\s](?:[^*]*[^*\s])?)\*|_([^_\s](?:[^_]*[^_\s])?)_|\x60([^\x60]+)\x60/g;

export function parseInline(text: string): Span[] {
  const spans: Span[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) spans.push({ text: text.slice(last, index) });
    const [, bold1, bold2, italic1, italic2, code] = match;
    if (bold1 !== undefined || bold2 !== undefined) spans.push({ text: bold1 ?? bold2 ?? '', bold: true });
    else if (italic1 !== undefined || italic2 !== undefined) spans.push({ text: italic1 ?? italic2 ?? '', italic: true });
    else spans.push({ text: code ?? '', code: true });
    last = index + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last) });
  return spans;
}

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list = null as { ordered: boolean; items: Span[][] } | null;

  function flush() {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', spans: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items });
    list = null;
  }

  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = Math.min(3, heading[1]?.length ?? 1) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, spans: parseInline(heading[2] ?? '') });
      continue;
    }
    const item = /^(?:([-*+])|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      const ordered = item[1] === undefined;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      if (!list) list = { ordered, items: [] };
      list.items.push(parseInline(item[2] ?? ''));
      continue;
    }
    const quote = /^>\s?(.*)$/.exec(line);
    if (quote) {
      flush();
      blocks.push({ kind: 'quote', spans: parseInline(quote[1] ?? '') });
      continue;
    }
    if (list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}
`;

const PREVIEW_FILE = `import { Fragment, type ReactNode } from 'react';
import { parseBlocks, type Span } from '../logic/notes';
import { T } from '../texts';

/** Renders the markdown subset as React elements: user text is only ever text, never HTML. */
export function MarkdownPreview({ source }: { source: string }) {
  const blocks = parseBlocks(source);
  if (blocks.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{T.nothingToPreview}</p>;
  return (
    <div className="space-y-3 leading-relaxed break-words">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return block.level === 1 ? (
              <h3 key={i} className="font-display text-xl font-bold">
                <Spans spans={block.spans} />
              </h3>
            ) : (
              <h4 key={i} className={block.level === 2 ? 'font-display text-lg font-semibold' : 'font-semibold'}>
                <Spans spans={block.spans} />
              </h4>
            );
          case 'quote':
            return (
              <blockquote key={i} className="border-l-4 border-primary/40 pl-3 text-slate-600 italic dark:text-slate-400">
                <Spans spans={block.spans} />
              </blockquote>
            );
          case 'list': {
            const items = block.items.map((spans, j) => (
              <li key={j}>
                <Spans spans={spans} />
              </li>
            ));
            return block.ordered ? (
              <ol key={i} className="list-decimal space-y-1 pl-6">
                {items}
              </ol>
            ) : (
              <ul key={i} className="list-disc space-y-1 pl-6">
                {items}
              </ul>
            );
          }
          default:
            return (
              <p key={i}>
                <Spans spans={block.spans} />
              </p>
            );
        }
      })}
    </div>
  );
}

function Spans({ spans }: { spans: Span[] }) {
  return (
    <>
      {spans.map((span, i) => {
        let node: ReactNode = span.text;
        if (span.code) node = <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-slate-800">{node}</code>;
        if (span.italic) node = <em>{node}</em>;
        if (span.bold) node = <strong>{node}</strong>;
        return <Fragment key={i}>{node}</Fragment>;
      })}
    </>
  );
}
`;

function notesFile(spec: AppSpec): string {
  const search = has(spec, 'search');
  const filters = has(spec, 'filters');
  const exporting = has(spec, 'export');
  const imports = new Imports()
    .add('react', 'useRef', 'useState', 'type RefObject')
    .add('clsx', 'clsx')
    .add(
      'lucide-react',
      'ArrowLeft',
      'Download',
      'Eye',
      'Pencil',
      'Pin',
      'PinOff',
      'Plus',
      'Search',
      'StickyNote',
      'Trash',
    )
    .add('./ui', 'Badge', 'Button', 'EmptyState', 'Field', 'Input', 'Textarea')
    .add('./section', 'Section')
    .add('./markdown-preview', 'MarkdownPreview')
    .add('../texts', 'LOCALE', 'T', 'fmt')
    .add('../logic/id', 'newId')
    .add('../logic/download', 'download', 'downloadJson')
    .add(
      '../logic/notes',
      'allTags',
      'excerpt',
      'isBlank',
      'matchesNote',
      'parseTags',
      'sortNotes',
      'type Note',
    );

  const code = `type SetNotes = (update: (previous: Note[]) => Note[]) => void;

const edited = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

export function NotesWorkspace({ notes, setNotes }: { notes: Note[]; setNotes: SetNotes }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
${when(search, `  const [query, setQuery] = useState('');\n`)}${when(filters, `  const [tag, setTag] = useState('');\n`)}  const titleRef = useRef<HTMLInputElement>(null);
  const selected = notes.find((n) => n.id === selectedId) ?? null;
  const visible = sortNotes(notes).filter((n) => matchesNote(n, ${search ? 'query' : "''"}, ${filters ? 'tag' : "''"}));

  function focusTitle() {
    setTimeout(() => titleRef.current?.focus(), 0);
  }

  function createNote() {
    const blank = notes.find(isBlank);
    if (blank) {
      setSelectedId(blank.id);
    } else {
      const now = Date.now();
      const note: Note = { id: newId(), title: '', body: '', tags: [], pinned: false, createdAt: now, updatedAt: now };
      setNotes((previous) => [note, ...previous]);
      setSelectedId(note.id);
    }
${when(search, "    setQuery('');\n")}${when(filters, "    setTag('');\n")}    focusTitle();
  }

  function update(id: string, patch: Partial<Note>) {
    setNotes((previous) => previous.map((n) => (n.id === id ? { ...n, ...patch, updatedAt: Date.now() } : n)));
  }

  function remove(id: string) {
    setNotes((previous) => previous.filter((n) => n.id !== id));
    setSelectedId(null);
  }

  function close() {
    const id = selectedId;
    setSelectedId(null);
    setTimeout(() => document.querySelector<HTMLElement>('[data-note-id="' + id + '"]')?.focus(), 0);
  }
${when(
  exporting,
  `
  function exportAll() {
    downloadJson('notes.json', sortNotes(notes));
  }
`,
)}
  return (
    <Section
      id="notes"
      title={T.notesTitle}
      actions={
        <div className="flex flex-wrap gap-2">
${when(
  exporting,
  `          <Button variant="outline" size="sm" onClick={exportAll}>
            <Download aria-hidden="true" />
            {T.exportJson}
          </Button>
`,
)}          <Button onClick={createNote}>
            <Plus aria-hidden="true" />
            {T.newNote}
          </Button>
        </div>
      }
    >
      <div className="grid gap-5 md:grid-cols-[18rem_minmax(0,1fr)]">
        <div className={clsx('min-w-0 space-y-3', selected && 'hidden md:block')}>
${when(
  search,
  `          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
            <Input
              type="search"
              aria-label={T.searchNotes}
              placeholder={T.searchNotes}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="pl-9"
            />
          </div>
`,
)}${when(
    filters,
    `          {allTags(notes).length > 0 ? (
            <div role="group" aria-label={T.filterTags} className="flex flex-wrap gap-1.5">
              {['', ...allTags(notes)].map((t) => (
                <button
                  key={t || '*'}
                  type="button"
                  aria-pressed={tag === t}
                  onClick={() => setTag(t)}
                  className={clsx(
                    'rounded-full px-2.5 py-1 text-xs font-medium transition',
                    tag === t
                      ? 'bg-primary text-on-primary'
                      : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700',
                  )}
                >
                  {t === '' ? T.allTags : '#' + t}
                </button>
              ))}
            </div>
          ) : null}
`,
  )}          {visible.length === 0 ? (
            <EmptyState
              icon={StickyNote}
              title={notes.length === 0 ? T.emptyTitle : T.noMatches}
              hint={notes.length === 0 ? T.emptyHint : undefined}
            />
          ) : (
            <ul aria-label={T.notesTitle} className="space-y-1.5">
              {visible.map((note) => (
                <li key={note.id}>
                  <button
                    type="button"
                    data-note-id={note.id}
                    aria-current={note.id === selectedId ? 'true' : undefined}
                    onClick={() => setSelectedId(note.id)}
                    className={clsx(
                      'w-full rounded-control border px-3 py-2.5 text-left transition',
                      note.id === selectedId
                        ? 'border-primary bg-primary/5'
                        : 'border-transparent hover:bg-slate-100 dark:hover:bg-slate-800/60',
                    )}
                  >
                    <span className="flex items-center gap-1.5">
                      {note.pinned ? (
                        <>
                          <Pin aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
                          <span className="sr-only">{T.pinned}</span>
                        </>
                      ) : null}
                      <span className="truncate font-medium">{note.title.trim() || T.untitled}</span>
                    </span>
                    <span className="mt-0.5 block truncate text-sm text-slate-500 dark:text-slate-400">
                      {excerpt(note.body) || '\\u00a0'}
                    </span>
                    <span className="mt-1 block text-xs text-slate-400 dark:text-slate-500">{edited.format(note.updatedAt)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={clsx('min-w-0', !selected && 'hidden md:block')}>
          {selected ? (
            <NoteEditor
              key={selected.id}
              note={selected}
              titleRef={titleRef}
              onChange={(patch) => update(selected.id, patch)}
              onDelete={() => remove(selected.id)}
              onClose={close}
${when(
  exporting,
  `              onDownload={() => download((selected.title.trim() || 'note') + '.md', '# ' + selected.title + '\\n\\n' + selected.body, 'text/markdown')}
`,
)}            />
          ) : (
            <EmptyState icon={Pencil} title={T.selectNote} className="h-full" />
          )}
        </div>
      </div>
    </Section>
  );
}

function NoteEditor({
  note,
  titleRef,
  onChange,
  onDelete,
  onClose,
${when(exporting, '  onDownload,\n')}}: {
  note: Note;
  titleRef: RefObject<HTMLInputElement | null>;
  onChange: (patch: Partial<Note>) => void;
  onDelete: () => void;
  onClose: () => void;
${when(exporting, '  onDownload: () => void;\n')}}) {
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [tags, setTags] = useState(note.tags.join(', '));
  const [confirming, setConfirming] = useState(false);

  return (
    <div
      className="space-y-4"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        if (confirming) setConfirming(false);
        else onClose();
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onClose} className="md:hidden">
          <ArrowLeft aria-hidden="true" />
          {T.back}
        </Button>
        <div role="group" aria-label={T.mode} className="inline-flex rounded-control border border-slate-200 p-0.5 dark:border-slate-700">
          {(['write', 'preview'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={clsx(
                'inline-flex items-center gap-1.5 rounded-control px-3 py-1.5 text-sm font-medium transition',
                mode === m ? 'bg-primary text-on-primary' : 'text-slate-600 hover:bg-slate-900/5 dark:text-slate-300 dark:hover:bg-white/10',
              )}
            >
              {m === 'write' ? <Pencil aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
              {m === 'write' ? T.write : T.preview}
            </button>
          ))}
        </div>
        <div className="ml-auto flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={note.pinned}
            onClick={() => onChange({ pinned: !note.pinned })}
          >
            {note.pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
            {note.pinned ? T.unpin : T.pin}
          </Button>
${when(
  exporting,
  `          <Button variant="ghost" size="sm" onClick={onDownload}>
            <Download aria-hidden="true" />
            {T.downloadMd}
          </Button>
`,
)}          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} className="hover:text-red-600 dark:hover:text-red-400">
            <Trash aria-hidden="true" />
            {T.deleteNote}
          </Button>
        </div>
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={T.confirmDelete}
          className="flex flex-wrap items-center gap-3 rounded-card border border-red-200 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/60"
        >
          <span className="font-medium">{T.confirmDelete}</span>
          <Button size="sm" onClick={onDelete} autoFocus>
            {T.deleteNote}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            {T.cancel}
          </Button>
        </div>
      ) : null}
      <Field label={T.titleLabel}>
        <Input
          ref={titleRef}
          value={note.title}
          placeholder={T.untitled}
          maxLength={120}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </Field>
      {mode === 'write' ? (
        <Field label={T.body} hint={T.bodyHint}>
          <Textarea rows={12} value={note.body} placeholder={T.bodyPlaceholder} onChange={(e) => onChange({ body: e.target.value })} />
        </Field>
      ) : (
        <div className="min-h-60 rounded-card border border-slate-200 p-4 dark:border-slate-800" aria-label={T.preview} role="region">
          <MarkdownPreview source={note.body} />
        </div>
      )}
      <Field label={T.tags} hint={T.tagsHint}>
        <Input
          value={tags}
          placeholder={T.tagsPlaceholder}
          onChange={(e) => {
            setTags(e.target.value);
            onChange({ tags: parseTags(e.target.value) });
          }}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        {note.tags.map((t) => (
          <Badge key={t} tone="neutral">
            #{t}
          </Badge>
        ))}
        <span className="ml-auto">{fmt(T.edited, { time: edited.format(note.updatedAt) })}</span>
      </div>
    </div>
  );
}
`;
  return moduleFile(imports, code);
}

const STATS_FILE = `import { FileText, Hash, Pin, Type } from 'lucide-react';
import { Section } from './section';
import { Stat } from './stat';
import { allTags, wordCount, type Note } from '../logic/notes';
import { LOCALE, T } from '../texts';

export function NotesStats({ notes }: { notes: Note[] }) {
  const words = notes.reduce((sum, n) => sum + wordCount(n.title + ' ' + n.body), 0);
  return (
    <Section id="stats" title={T.statsTitle}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={T.statNotes} value={notes.length} icon={<FileText aria-hidden="true" className="size-4" />} />
        <Stat label={T.pinned} value={notes.filter((n) => n.pinned).length} icon={<Pin aria-hidden="true" className="size-4" />} />
        <Stat label={T.tags} value={allTags(notes).length} icon={<Hash aria-hidden="true" className="size-4" />} />
        <Stat label={T.statWords} value={new Intl.NumberFormat(LOCALE).format(words)} icon={<Type aria-hidden="true" className="size-4" />} />
      </div>
    </Section>
  );
}
`;

const CHART_FILE = `import { BarChart } from './chart';
import { Section } from './section';
import { allTags, type Note } from '../logic/notes';
import { T } from '../texts';

export function NotesChart({ notes }: { notes: Note[] }) {
  const data = allTags(notes)
    .map((tag) => ({ label: '#' + tag, value: notes.filter((n) => n.tags.includes(tag)).length }))
    .sort((a, b) => b.value - a.value)
    .slice(0, 10);
  return (
    <Section id="chart" title={T.chartTitle}>
      <BarChart data={data} label={T.chartTitle} />
    </Section>
  );
}
`;

function texts(spec: AppSpec) {
  return {
    ...commonTexts(spec, { pages: PAGES, sections: SECTIONS }),
    ...descriptionSubtitle(spec),
    newNote: text(spec, 'cta.button', L.ctaButton),
    titleLabel: L.titleLabel,
    untitled: L.untitled,
    body: L.note,
    bodyPlaceholder: L.bodyPlaceholder,
    bodyHint: L.bodyHint,
    tags: L.tags,
    tagsHint: L.tagsHint,
    tagsPlaceholder: L.tagsPlaceholder,
    mode: L.mode,
    write: L.write,
    preview: L.preview,
    nothingToPreview: L.nothingToPreview,
    pin: L.pin,
    unpin: L.unpin,
    pinned: L.pinned,
    deleteNote: L.deleteNote,
    confirmDelete: L.confirmDelete,
    downloadMd: L.downloadMd,
    searchNotes: L.searchNotes,
    filterTags: L.filterTags,
    allTags: L.allTags,
    edited: L.edited,
    emptyTitle: L.emptyTitle,
    emptyHint: L.emptyHint,
    noMatches: L.noMatches,
    selectNote: L.selectNote,
    back: L.back,
    statNotes: L.statNotes,
    statWords: L.statWords,
  };
}

function render(spec: AppSpec): Record<string, string> {
  const imports = new Imports()
    .add('./logic/notes', 'type Note')
    .add('./data/sample', 'SAMPLE_NOTES')
    .add('./components/section', 'Section')
    .add('./components/data-settings', 'DataSettings')
    .add('./components/notes-workspace', 'NotesWorkspace')
    .add('./components/notes-stats', 'NotesStats')
    .add('./components/notes-chart', 'NotesChart');
  const files: Record<string, string> = {
    ...baseFiles(spec, { settings: sectionOn(spec, 'settings') }),
    'src/texts.ts': textsFile(spec, texts(spec)),
    'src/logic/notes.ts': NOTES_MODULE,
    'src/data/sample.ts': sampleFile(spec),
  };
  if (sectionOn(spec, 'notes')) {
    files['src/components/notes-workspace.tsx'] = notesFile(spec);
    files['src/components/markdown-preview.tsx'] = PREVIEW_FILE;
  }
  const key = startNotes(spec).key;
  // Notes saved under a key of their own carry over the ones saved before the list changed.
  const init = carriedStart(spec, imports, files, {
    key,
    base: 'notes',
    type: 'Note',
    logic: '../logic/notes',
    sample: 'SAMPLE_NOTES',
    stockShapes: () => startNotes(stockSpec(spec)).notes.map((n) => [n.title, n.body, n.tags, !!n.pinned]),
    name: '(note) => note.title',
    shape: '(note) => [note.title, note.body, note.tags, note.pinned]',
  });
  if (sectionOn(spec, 'stats')) files['src/components/notes-stats.tsx'] = STATS_FILE;
  if (sectionOn(spec, 'chart') && has(spec, 'charts')) files['src/components/notes-chart.tsx'] = CHART_FILE;
  files['src/App.tsx'] = appFile({
    spec,
    pages: PAGES,
    sections: SECTIONS,
    imports,
    body: [stateHook(spec, imports, 'notes', 'Note[]', key, init)],
    elements: {
      notes: '<NotesWorkspace notes={notes} setNotes={setNotes} />',
      stats: '<NotesStats notes={notes} />',
      chart: '<NotesChart notes={notes} />',
      settings: `<Section id="settings" title={T.settingsTitle}>
  <DataSettings onReset={() => setNotes(SAMPLE_NOTES)} onClear={() => setNotes([])} />
</Section>`,
    },
  });
  return files;
}

/**
 * The stock notes as content (Blueprint.defaultContent): their titles, so "remove Books to read" edits
 * what the app shows. Rendered back it is the stock app: same notes, bodies, tags and storage key.
 */
function stockContent(spec: AppSpec): BriefContent {
  return seedContent(sampleNotes(spec).map((note) => ({ name: note.title })));
}

export const blueprint: Blueprint = {
  kind: 'notes',
  label: L.aNotesApp,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['notes', 'stats'],
  defaultFeatures: ['persistence', 'search', 'filters', 'charts', 'dark-toggle'],
  defaultTheme: { primary: '#d97706', accent: '#0f766e', font: 'serif', radius: 'md' },
  render,
  defaultContent: stockContent,
};
