/**
 * A kanban board: columns (To do / In progress / Done, or the ones the brief named, in its order;
 * renameable, with work-in-progress limits), cards added from one form, moved by buttons, by HTML5 drag and
 * drop or with Alt + arrow keys, edited inline (Enter saves, Escape cancels) and deleted. Tasks the brief
 * listed are the sample cards. New cards go to the first column; the last one counts as done.
 *
 * Main interaction: type into the textbox "New card" / "Yeni kart", press the button "Add card" /
 * "Kart ekle"; the card appears in the chosen column (To do by default) and survives a reload. Each card's
 * "Move “…” to In progress" button moves it on.
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
  same,
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
  topicsOf,
  when,
} from './productivity-shared.ts';
import { seedContent } from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('kanban');

const PAGES: PageDef[] = [{ id: 'main', path: '/', label: L.mainLabel }, INSIGHTS_PAGE, SETTINGS_PAGE];

const SECTIONS: SectionDef[] = [
  { id: 'summary', label: L.summaryLabel, page: 'main' },
  { id: 'board', label: L.boardLabel, page: 'main' },
  {
    id: 'chart',
    label: L.chartLabel,
    page: 'insights',
    chartOnly: true,
  },
  { id: 'settings', label: L.settingsLabel, page: 'settings' },
];

interface TopicCards {
  keywords: string[];
  /** [title, label] per card, in the order: 2 to do, 2 in progress, 2 done. */
  en: [string, string][];
  tr: [string, string][];
}

const TOPIC_CARDS: TopicCards[] = [
  {
    keywords: [
      'software',
      'app',
      'website',
      'sprint',
      'product',
      'dev',
      'code',
      'yazılım',
      'uygulama',
      'site',
      'ürün',
    ],
    en: [
      ['Design the sign-up screen', 'design'],
      ['Write API docs', 'docs'],
      ['Fix the checkout bug', 'bug'],
      ['Add dark mode', 'feature'],
      ['Set up CI', 'ops'],
      ['Launch the beta', 'release'],
    ],
    tr: [
      ['Kayıt ekranını tasarla', 'tasarım'],
      ['API belgelerini yaz', 'belge'],
      ['Ödeme hatasını düzelt', 'hata'],
      ['Koyu tema ekle', 'özellik'],
      ['CI kur', 'altyapı'],
      ['Betayı yayınla', 'sürüm'],
    ],
  },
  {
    keywords: [
      'marketing',
      'content',
      'blog',
      'social',
      'campaign',
      'pazarlama',
      'içerik',
      'sosyal',
      'kampanya',
    ],
    en: [
      ['Draft the newsletter', 'email'],
      ['Plan next month’s posts', 'social'],
      ['Write the launch blog post', 'blog'],
      ['Design ad banners', 'design'],
      ['Pick campaign keywords', 'seo'],
      ['Publish the case study', 'blog'],
    ],
    tr: [
      ['Bülten taslağını yaz', 'e-posta'],
      ['Gelecek ayın gönderilerini planla', 'sosyal'],
      ['Lansman blog yazısını yaz', 'blog'],
      ['Reklam görsellerini tasarla', 'tasarım'],
      ['Kampanya anahtar kelimelerini seç', 'seo'],
      ['Başarı hikâyesini yayınla', 'blog'],
    ],
  },
  {
    keywords: ['hiring', 'recruit', 'candidate', 'interview', 'işe', 'aday', 'mülakat'],
    en: [
      ['Write the job description', 'role'],
      ['Screen new applicants', 'screening'],
      ['Interview Alex', 'interview'],
      ['Check references', 'screening'],
      ['Send the offer', 'offer'],
      ['Plan onboarding', 'onboarding'],
    ],
    tr: [
      ['İş tanımını yaz', 'pozisyon'],
      ['Yeni başvuruları incele', 'ön eleme'],
      ['Deniz ile mülakat', 'mülakat'],
      ['Referansları kontrol et', 'ön eleme'],
      ['Teklifi gönder', 'teklif'],
      ['Oryantasyonu planla', 'oryantasyon'],
    ],
  },
];

const DEFAULT_CARDS = L.defaultCards as Record<AppLanguage, [string, string][]>;

export function sampleCards(spec: AppSpec): [string, string][] {
  const curated = matchTopic(spec, TOPIC_CARDS);
  // Topic seeds are written in English and Turkish: other languages start from the lexicon's cards.
  if (curated && (spec.language === 'en' || spec.language === 'tr')) return curated[spec.language];
  const own: [string, string][] = topicsOf(spec, 2).map((t) => [
    spec.language === 'tr' ? `${capitalize(spec, t)} için ilk adımı planla` : `Plan the first step for ${t}`,
    t.toLocaleLowerCase(appLocale(spec)).slice(0, 20),
  ]);
  return [...own, ...DEFAULT_CARDS[spec.language]].slice(0, 6);
}

const COLUMN_NAMES = {
  todo: L.todo,
  doing: L.doing,
  done: L.done,
};

/** At most this many of the brief's columns and listed tasks go on the sample board. */
const MAX_COLUMNS = 8;
const MAX_CARDS = 24;

interface SampleColumn {
  id: string;
  title: string;
  limit: number | null;
}

function stockColumns(spec: AppSpec): SampleColumn[] {
  return [
    { id: 'todo', title: text(spec, 'columns.todo', COLUMN_NAMES.todo), limit: null },
    { id: 'doing', title: text(spec, 'columns.doing', COLUMN_NAMES.doing), limit: 3 },
    { id: 'done', title: text(spec, 'columns.done', COLUMN_NAMES.done), limit: null },
  ];
}

/**
 * The board's columns: the brief's own, in its order (ids col-1, col-2 … whatever the names say, no
 * limits), or the stock To do / In progress / Done whose titles `columns.todo` … can override. A listed
 * column titled like a stock one keeps that one's id and limit, so stock columns a follow-up kept ("add a
 * QA column" on the stock board) hold on to the cards a visitor saved in them.
 */
export function boardColumns(spec: AppSpec): SampleColumn[] {
  const stock = stockColumns(spec);
  const own = (spec.content?.columns ?? [])
    .map((name) => name.trim())
    .filter(Boolean)
    .slice(0, MAX_COLUMNS);
  if (own.length === 0) return stock;
  const used = new Set<string>();
  const fold = (title: string) => title.toLocaleLowerCase(appLocale(spec));
  return own.map((title, i) => {
    const match = stock.find((c) => !used.has(c.id) && fold(c.title) === fold(title));
    if (match) used.add(match.id);
    return match ? { ...match, title } : { id: `col-${i + 1}`, title, limit: null };
  });
}

/** True when the columns are the stock board's, so the board is saved where the stock one is. */
function stockBoard(spec: AppSpec, columns: SampleColumn[]): boolean {
  const stock = stockColumns(spec);
  return (
    columns.length === stock.length &&
    columns.every((c, i) => c.id === stock[i]!.id && c.title === stock[i]!.title)
  );
}

/** Which stock column the stock board puts each seed card in. */
const STOCK_PLACES = ['todo', 'todo', 'doing', 'doing', 'done', 'done'];

interface SampleCard {
  title: string;
  notes: string;
  tag: string;
  /** A task the person listed (not a seed card). */
  own: boolean;
  /** Where the stock board puts this seed card. */
  place: string;
}

/**
 * The sample cards: the tasks the brief listed (title, notes, no label), or the topic's seed cards. A
 * listed task named like a seed card (the stock cards as content, after a follow-up edit) is that card,
 * with its label and place.
 */
function boardCards(spec: AppSpec): SampleCard[] {
  const seeds = sampleCards(spec).map(([title, tag], i) => ({
    title,
    notes: '',
    tag,
    own: false,
    place: STOCK_PLACES[i] ?? 'todo',
  }));
  const listed = (spec.content?.items ?? []).filter((item) => item.name.trim()).slice(0, MAX_CARDS);
  if (listed.length === 0) return seeds;
  return listed.map((item) => {
    const title = item.name.trim().slice(0, 200);
    const notes = item.detail?.trim() ?? '';
    const seed = seeds.find((s) => s.title === title);
    return seed ? { ...seed, notes } : { title, notes, tag: '', own: true, place: '' };
  });
}

/**
 * Which column each sample card starts in. The stock board puts two cards in each column. Otherwise the
 * cards fill the first columns in order, earlier ones getting more; seed cards leave one in the last
 * column ("done") so the board shows its whole flow, while tasks the person listed are all still to do.
 */
export function spreadCards(count: number, columns: number, lastGetsOne: boolean): number[] {
  if (columns <= 1) return Array.from({ length: count }, () => 0);
  if (lastGetsOne && count >= 2) {
    const rest = count - 1;
    return [...Array.from({ length: rest }, (_, i) => Math.floor((i * (columns - 1)) / rest)), columns - 1];
  }
  return Array.from({ length: count }, (_, i) => Math.floor((i * (columns - 1)) / Math.max(count, 1)));
}

function sampleFile(spec: AppSpec): string {
  const columns = boardColumns(spec);
  const cards = boardCards(spec);
  const ids = new Set(columns.map((c) => c.id));
  // Seed cards keep their stock places while the board still has those columns.
  const stock = cards.every((c) => !c.own && ids.has(c.place));
  const spread = spreadCards(cards.length, columns.length, !cards.some((c) => c.own));
  const lines = cards.map(({ title, notes, tag, place }, i) => {
    const column = stock ? place : columns[spread[i] ?? 0]!.id;
    return `    { id: 'sample-${i + 1}', title: ${lit(title)}, notes: ${lit(notes)}, tag: ${lit(tag)}, columnId: ${lit(column)}, createdAt: ${i + 1} },`;
  });
  return `import type { Board } from '../logic/board';

/** What a new visitor sees first; their own cards replace it from the first change. */
export const SAMPLE_BOARD: Board = {
  columns: [
${columns.map((c) => `    { id: ${lit(c.id)}, title: ${lit(c.title)}, limit: ${c.limit === null ? 'null' : String(c.limit)} },`).join('\n')}
  ],
  cards: [
${lines.join('\n')}
  ],
};
`;
}

/**
 * Where the board is saved: "board" for the stock columns; a board with the brief's own columns gets a
 * key of its own, so changing the columns starts from the new sample instead of a saved board without them.
 */
function storageKey(spec: AppSpec): string {
  const columns = boardColumns(spec);
  if (stockBoard(spec, columns)) return 'board';
  let h = 5381;
  for (const ch of columns.map((c) => c.title).join('\n')) h = (Math.imul(h, 33) + ch.charCodeAt(0)) >>> 0;
  return `board-${h.toString(36)}`;
}

/**
 * src/data/start.ts for a board saved under a key of its own: a visitor's first visit after its columns
 * changed starts from the board they saved before (the one this app last used, else the stock one), its
 * cards carried onto the new columns, instead of hiding those cards behind the new sample.
 */
function startFile(key: string): string {
  return `import { APP } from '../app-info';
import { carryOver, type Board } from '../logic/board';
import { SAMPLE_BOARD } from './sample';

const KEY = ${lit(key)};
/** Where the app notes which board key it used last, so the next column change finds its cards. */
const LAST_KEY = APP.slug + ':board-last';

function savedBoard(storage: Storage, key: string): Board | null {
  try {
    const raw = storage.getItem(APP.slug + ':' + key);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const board = value as Partial<Board>;
    return Array.isArray(board.columns) && Array.isArray(board.cards) ? (board as Board) : null;
  } catch {
    return null;
  }
}

function startingBoard(): Board {
  if (typeof window === 'undefined') return SAMPLE_BOARD;
  try {
    const storage = window.localStorage;
    const last = storage.getItem(LAST_KEY);
    storage.setItem(LAST_KEY, KEY);
    // A board saved under this key is read as it is.
    if (storage.getItem(APP.slug + ':' + KEY) !== null) return SAMPLE_BOARD;
    const previous = (last && last !== KEY ? savedBoard(storage, last) : null) ?? savedBoard(storage, 'board');
    return previous ? carryOver(previous, SAMPLE_BOARD.columns) : SAMPLE_BOARD;
  } catch {
    return SAMPLE_BOARD;
  }
}

/** What the board starts from when nothing is saved under its key. */
export const START_BOARD: Board = startingBoard();
`;
}

const BOARD_MODULE = `export interface Column {
  id: string;
  title: string;
  /** Work-in-progress limit: more cards than this shows a warning. */
  limit: number | null;
}

export interface Card {
  id: string;
  title: string;
  notes: string;
  tag: string;
  columnId: string;
  createdAt: number;
}

export interface Board {
  columns: Column[];
  /** Cards in display order; a column shows its own cards in this order. */
  cards: Card[];
}

export function cardsIn(board: Board, columnId: string): Card[] {
  return board.cards.filter((card) => card.columnId === columnId);
}

/** Moves a card into a column, before another card of it or, without one, to its end. */
export function moveCard(board: Board, cardId: string, columnId: string, beforeId: string | null = null): Board {
  const card = board.cards.find((c) => c.id === cardId);
  if (!card || !board.columns.some((c) => c.id === columnId) || beforeId === cardId) return board;
  const rest = board.cards.filter((c) => c.id !== cardId);
  let index = beforeId === null ? -1 : rest.findIndex((c) => c.id === beforeId);
  if (index === -1) index = rest.map((c) => c.columnId).lastIndexOf(columnId) + 1 || rest.length;
  return { ...board, cards: [...rest.slice(0, index), { ...card, columnId }, ...rest.slice(index)] };
}

/** The column before (-1) or after (1) the card's, if there is one. */
export function neighbourColumn(board: Board, card: Card, direction: -1 | 1): Column | undefined {
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

export function overLimit(board: Board, column: Column): boolean {
  return column.limit !== null && cardsIn(board, column.id).length > column.limit;
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
      (c) => c.id === card.columnId && !saved.columns.some((o) => o !== old && fold(o.title) === fold(c.title)),
    );
    const target = (old ? columns.find((c) => fold(c.title) === fold(old.title)) : undefined) ?? sameId ?? first;
    return { ...card, columnId: target.id };
  });
  const kept = columns.map((column) => {
    const old = saved.columns.find((c) => fold(c.title) === fold(column.title));
    return old ? { ...column, limit: old.limit } : column;
  });
  return { columns: kept, cards };
}

export function allTags(board: Board): string[] {
  return [...new Set(board.cards.map((c) => c.tag).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}
`;

function boardFile(spec: AppSpec): string {
  const search = has(spec, 'search');
  const filters = has(spec, 'filters');
  const forms = has(spec, 'forms');
  const exporting = has(spec, 'export');
  // More than four columns scroll sideways on wide screens instead of squeezing every card.
  const wide = boardColumns(spec).length > 4;
  const imports = new Imports()
    .add('react', 'useRef', 'useState', 'type FormEvent')
    .add('clsx', 'clsx')
    .add(
      'lucide-react',
      'ArrowDown',
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'Check',
      'Download',
      'GripVertical',
      'Pencil',
      'Plus',
      'Search',
      'Trash',
      'X',
    )
    .add('./ui', 'Badge', 'Button', 'Field', 'Input', 'Select', 'Textarea')
    .add('./section', 'Section')
    .add('../texts', 'T', 'fmt')
    .add('../logic/id', 'newId')
    .add('../logic/download', 'downloadCsv')
    .add(
      '../logic/board',
      'allTags',
      'cardsIn',
      'moveCard',
      'neighbourColumn',
      'overLimit',
      'reorderCard',
      'type Board',
      'type Card',
      'type Column',
    );

  const columnSelect = `<Select ${forms ? '' : 'aria-label={T.column} '}value={target} onChange={(e) => setColumnId(e.target.value)}>
            {board.columns.map((column) => (
              <option key={column.id} value={column.id}>
                {column.title}
              </option>
            ))}
          </Select>`;
  const addForm = forms
    ? `      <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem_auto] sm:items-start">
        <Field label={T.newCard} error={error}>
          <Input
            ref={inputRef}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(null);
            }}
            placeholder={T.newCardPlaceholder}
            maxLength={200}
            autoComplete="off"
          />
        </Field>
        <Field label={T.tag}>
          <Input value={tag} onChange={(e) => setTag(e.target.value)} placeholder={T.tagPlaceholder} maxLength={30} list="card-tags" />
        </Field>
        <datalist id="card-tags">
          {allTags(board).map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <Field label={T.column}>
          ${columnSelect}
        </Field>
        <Button type="submit" className="sm:mt-[26px]">
          <Plus aria-hidden="true" />
          {T.addCard}
        </Button>
      </form>`
    : `      <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row">
        <Input
          ref={inputRef}
          aria-label={T.newCard}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={T.newCardPlaceholder}
          maxLength={200}
          autoComplete="off"
          className="min-w-0 flex-1"
        />
        ${columnSelect.replace(/\n {2}/g, '\n')}
        <Button type="submit">
          <Plus aria-hidden="true" />
          {T.addCard}
        </Button>
      </form>`;

  const toolbar =
    search || filters || exporting
      ? `
      <div className="mt-4 flex flex-wrap items-center gap-3">
${when(
  search,
  `        <div className="relative min-w-0 flex-1 basis-48">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            type="search"
            aria-label={T.searchCards}
            placeholder={T.searchCards}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-9"
          />
        </div>
`,
)}${when(
          filters,
          `        <Select aria-label={T.filterTag} value={tagFilter} onChange={(e) => setTagFilter(e.target.value)} className="w-44">
          <option value="">{T.allTags}</option>
          {allTags(board).map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
`,
        )}${when(
          exporting,
          `        <Button variant="outline" size="sm" onClick={exportCsv}>
          <Download aria-hidden="true" />
          {T.exportCsv}
        </Button>
`,
        )}      </div>
`
      : '';

  const matches: string[] = [];
  if (search)
    matches.push(
      `(query.trim() === '' || (card.title + ' ' + card.notes + ' ' + card.tag).toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()))`,
    );
  if (filters) matches.push(`(tagFilter === '' || card.tag === tagFilter)`);

  const code = `type SetBoard = (update: (previous: Board) => Board) => void;

interface CardActions {
  shift: (card: Card, direction: -1 | 1) => void;
  reorder: (card: Card, delta: -1 | 1) => void;
  update: (id: string, patch: Partial<Card>) => void;
  remove: (card: Card) => void;
  drop: (cardId: string, columnId: string, beforeId: string | null) => void;
  setDragging: (id: string | null) => void;
}

function focusCard(id: string) {
  setTimeout(() => document.querySelector<HTMLElement>('[data-card-id="' + id + '"]')?.focus(), 0);
}

export function KanbanBoard({ board, setBoard }: { board: Board; setBoard: SetBoard }) {
  const [title, setTitle] = useState('');
  const [columnId, setColumnId] = useState(board.columns[0]?.id ?? '');
${when(forms, `  const [tag, setTag] = useState('');\n  const [error, setError] = useState<string | null>(null);\n`)}${when(
    search,
    `  const [query, setQuery] = useState('');\n`,
  )}${when(filters, `  const [tagFilter, setTagFilter] = useState('');\n`)}  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const target = board.columns.some((c) => c.id === columnId) ? columnId : (board.columns[0]?.id ?? '');

  function columnTitle(id: string): string {
    return board.columns.find((c) => c.id === id)?.title ?? '';
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = title.trim();
    if (!clean || !target) {
${when(forms, '      setError(T.cardRequired);\n')}      inputRef.current?.focus();
      return;
    }
    const card: Card = { id: newId(), title: clean, notes: '', tag: ${forms ? 'tag.trim()' : "''"}, columnId: target, createdAt: Date.now() };
    setBoard((previous) => moveCard({ ...previous, cards: [...previous.cards, card] }, card.id, target));
    setTitle('');
${when(forms, "    setTag('');\n    setError(null);\n")}    setAnnouncement(fmt(T.added, { title: clean, column: columnTitle(target) }));
    inputRef.current?.focus();
  }

  const actions: CardActions = {
    shift(card, direction) {
      const next = neighbourColumn(board, card, direction);
      if (!next) return;
      setBoard((previous) => moveCard(previous, card.id, next.id));
      setAnnouncement(fmt(T.moved, { title: card.title, column: next.title }));
      focusCard(card.id);
    },
    reorder(card, delta) {
      setBoard((previous) => reorderCard(previous, card.id, delta));
      focusCard(card.id);
    },
    update(id, patch) {
      setBoard((previous) => ({ ...previous, cards: previous.cards.map((c) => (c.id === id ? { ...c, ...patch } : c)) }));
    },
    remove(card) {
      setBoard((previous) => ({ ...previous, cards: previous.cards.filter((c) => c.id !== card.id) }));
      setAnnouncement(fmt(T.deleted, { title: card.title }));
    },
    drop(cardId, toColumn, beforeId) {
      const card = board.cards.find((c) => c.id === cardId);
      setDragging(null);
      setOver(null);
      if (!card) return;
      setBoard((previous) => moveCard(previous, cardId, toColumn, beforeId));
      if (card.columnId !== toColumn) setAnnouncement(fmt(T.moved, { title: card.title, column: columnTitle(toColumn) }));
    },
    setDragging,
  };

  function rename(id: string, name: string) {
    setBoard((previous) => ({ ...previous, columns: previous.columns.map((c) => (c.id === id ? { ...c, title: name } : c)) }));
  }
${when(
  exporting,
  `
  function exportCsv() {
    downloadCsv('board.csv', [
      [T.column, T.cardTitle, T.notes, T.tag],
      ...board.columns.flatMap((column) => cardsIn(board, column.id).map((card) => [column.title, card.title, card.notes, card.tag])),
    ]);
  }
`,
)}
${when(matches.length > 0, `  const visible = (card: Card) => ${matches.join(' && ')};\n`)}
  return (
    <Section id="board" title={T.boardTitle}>
${addForm}
${toolbar}
      <p id="board-help" className="mt-4 text-xs text-slate-500 dark:text-slate-400">
        {T.dragHelp}
      </p>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <div className="${wide ? 'mt-3 grid gap-4 md:grid-flow-col md:auto-cols-[minmax(14rem,1fr)] md:overflow-x-auto md:pb-2' : 'mt-3 grid gap-4 md:grid-flow-col md:auto-cols-fr'}">
        {board.columns.map((column) => (
          <BoardColumn
            key={column.id}
            board={board}
            column={column}
            cards={cardsIn(board, column.id)${matches.length ? '.filter(visible)' : ''}}
            isOver={over === column.id}
            onOver={setOver}
            dragging={dragging}
            actions={actions}
            onRename={(name) => rename(column.id, name)}
          />
        ))}
      </div>
    </Section>
  );
}

function BoardColumn({
  board,
  column,
  cards,
  isOver,
  onOver,
  dragging,
  actions,
  onRename,
}: {
  board: Board;
  column: Column;
  cards: Card[];
  isOver: boolean;
  onOver: (id: string | null) => void;
  dragging: string | null;
  actions: CardActions;
  onRename: (name: string) => void;
}) {
  const [name, setName] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const total = cardsIn(board, column.id).length;
  const over = overLimit(board, column);
  const headingId = 'column-' + column.id;

  function closeRename() {
    setName(null);
    setTimeout(() => renameButton.current?.focus(), 0);
  }

  function saveName() {
    const clean = (name ?? '').trim();
    if (clean) onRename(clean);
    closeRename();
  }

  return (
    <section
      aria-labelledby={headingId}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        onOver(column.id);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onOver(null);
      }}
      onDrop={(e) => {
        e.preventDefault();
        actions.drop(e.dataTransfer.getData('text/plain') || dragging || '', column.id, null);
      }}
      className={clsx(
        'flex min-w-0 flex-col rounded-card border p-3 transition',
        isOver
          ? 'border-primary bg-primary/5 ring-2 ring-primary/30'
          : 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950/60',
      )}
    >
      <div className="mb-3 flex min-h-9 items-center gap-2">
        {name !== null ? (
          <div
            className="flex min-w-0 flex-1 items-center gap-1"
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                closeRename();
              }
            }}
          >
            <Input
              aria-label={T.columnName}
              value={name}
              autoFocus
              maxLength={40}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  saveName();
                }
              }}
            />
            <Button variant="ghost" size="sm" aria-label={T.save} onClick={saveName}>
              <Check aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="sm" aria-label={T.cancel} onClick={closeRename}>
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : (
          <>
            <h3 id={headingId} className="min-w-0 flex-1 truncate font-display font-semibold">
              {column.title}
            </h3>
            <Badge
              tone={over ? 'danger' : 'neutral'}
              aria-label={
                column.limit === null
                  ? fmt(T.count, { n: total })
                  : fmt(T.countLimit, { n: total, limit: column.limit }) + (over ? ' · ' + T.overLimit : '')
              }
            >
              {column.limit === null ? total : total + ' / ' + column.limit}
            </Badge>
            <Button
              ref={renameButton}
              variant="ghost"
              size="sm"
              aria-label={fmt(T.renameColumn, { column: column.title })}
              onClick={() => setName(column.title)}
            >
              <Pencil aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
      <ul className="flex min-h-24 flex-1 flex-col gap-2">
        {cards.map((card) => (
          <CardItem key={card.id} board={board} card={card} dragging={dragging === card.id} actions={actions} />
        ))}
        {cards.length === 0 ? (
          <li className="grid flex-1 place-items-center rounded-control border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
            {T.dropHere}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function CardItem({ board, card, dragging, actions }: { board: Board; card: Card; dragging: boolean; actions: CardActions }) {
  const [draft, setDraft] = useState<{ title: string; notes: string; tag: string } | null>(null);
  const left = neighbourColumn(board, card, -1);
  const right = neighbourColumn(board, card, 1);

  function close() {
    setDraft(null);
    focusCard(card.id);
  }

  function save() {
    if (!draft || !draft.title.trim()) return;
    actions.update(card.id, { title: draft.title.trim(), notes: draft.notes.trim(), tag: draft.tag.trim() });
    close();
  }

  if (draft) {
    return (
      <li
        className="space-y-2 rounded-control border border-primary bg-white p-3 dark:bg-slate-900"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            close();
          }
        }}
      >
        <Input
          aria-label={T.cardTitle}
          value={draft.title}
          autoFocus
          maxLength={200}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              save();
            }
          }}
        />
        <Textarea
          aria-label={T.notes}
          placeholder={T.notes}
          rows={2}
          value={draft.notes}
          onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
              e.preventDefault();
              save();
            }
          }}
        />
        <Input aria-label={T.tag} placeholder={T.tag} value={draft.tag} maxLength={30} onChange={(e) => setDraft({ ...draft, tag: e.target.value })} />
        <div className="flex gap-2">
          <Button size="sm" onClick={save}>
            {T.save}
          </Button>
          <Button size="sm" variant="ghost" onClick={close}>
            {T.cancel}
          </Button>
        </div>
      </li>
    );
  }

  return (
    <li
      data-card-id={card.id}
      tabIndex={0}
      draggable
      aria-label={card.title}
      aria-describedby="board-help"
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', card.id);
        e.dataTransfer.effectAllowed = 'move';
        actions.setDragging(card.id);
      }}
      onDragEnd={() => actions.setDragging(null)}
      onDrop={(e) => {
        e.preventDefault();
        e.stopPropagation();
        actions.drop(e.dataTransfer.getData('text/plain'), card.columnId, card.id);
      }}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget || !e.altKey) return;
        const moves: Record<string, () => void> = {
          ArrowLeft: () => actions.shift(card, -1),
          ArrowRight: () => actions.shift(card, 1),
          ArrowUp: () => actions.reorder(card, -1),
          ArrowDown: () => actions.reorder(card, 1),
        };
        const move = moves[e.key];
        if (move) {
          e.preventDefault();
          move();
        }
      }}
      className={clsx(
        'cursor-grab rounded-control border border-slate-200 bg-white p-3 shadow-xs transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary active:cursor-grabbing dark:border-slate-700 dark:bg-slate-900',
        dragging && 'opacity-50',
      )}
    >
      <div className="flex items-start gap-2">
        <GripVertical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{card.title}</p>
          {card.notes ? (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-600 dark:text-slate-400">{card.notes}</p>
          ) : null}
          {card.tag ? (
            <Badge tone="accent" className="mt-2">
              {card.tag}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="mt-2 flex flex-wrap justify-end gap-0.5">
        {left ? (
          <Button variant="ghost" size="sm" aria-label={fmt(T.moveTo, { title: card.title, column: left.title })} title={left.title} onClick={() => actions.shift(card, -1)}>
            <ArrowLeft aria-hidden="true" />
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" aria-label={fmt(T.moveUp, { title: card.title })} onClick={() => actions.reorder(card, -1)}>
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" aria-label={fmt(T.moveDown, { title: card.title })} onClick={() => actions.reorder(card, 1)}>
          <ArrowDown aria-hidden="true" />
        </Button>
        {right ? (
          <Button variant="ghost" size="sm" aria-label={fmt(T.moveTo, { title: card.title, column: right.title })} title={right.title} onClick={() => actions.shift(card, 1)}>
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-label={fmt(T.editCard, { title: card.title })}
          onClick={() => setDraft({ title: card.title, notes: card.notes, tag: card.tag })}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={fmt(T.deleteCard, { title: card.title })}
          onClick={() => actions.remove(card)}
          className="hover:text-red-600 dark:hover:text-red-400"
        >
          <Trash aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
`;
  return moduleFile(imports, code);
}

const SUMMARY_FILE = `import { CircleCheck, Layers } from 'lucide-react';
import { Section } from './section';
import { Stat } from './stat';
import { cardsIn, overLimit, type Board } from '../logic/board';
import { LOCALE, T, fmt } from '../texts';

export function BoardSummary({ board }: { board: Board }) {
  const last = board.columns[board.columns.length - 1];
  const done = last ? cardsIn(board, last.id).length : 0;
  const ratio = board.cards.length === 0 ? 0 : done / board.cards.length;
  return (
    <Section id="summary" title={T.summaryTitle}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        <Stat label={T.statTotal} value={board.cards.length} icon={<Layers aria-hidden="true" className="size-4" />} />
        {board.columns.map((column) => (
          <Stat
            key={column.id}
            label={column.title}
            value={cardsIn(board, column.id).length}
            hint={overLimit(board, column) ? T.overLimit : column.limit === null ? undefined : fmt(T.limitHint, { limit: column.limit })}
          />
        ))}
        <Stat
          label={T.statDone}
          value={new Intl.NumberFormat(LOCALE, { style: 'percent' }).format(ratio)}
          icon={<CircleCheck aria-hidden="true" className="size-4" />}
        />
      </div>
    </Section>
  );
}
`;

const CHART_FILE = `import { BarChart } from './chart';
import { Section } from './section';
import { cardsIn, type Board } from '../logic/board';
import { T } from '../texts';

export function BoardChart({ board }: { board: Board }) {
  const data = board.columns.map((column) => ({ label: column.title, value: cardsIn(board, column.id).length }));
  return (
    <Section id="chart" title={T.chartTitle}>
      <BarChart data={data} label={T.chartTitle} />
    </Section>
  );
}
`;

const LIMITS_FILE = `import { Field, Input } from './ui';
import type { Board } from '../logic/board';
import { T, fmt } from '../texts';

type SetBoard = (update: (previous: Board) => Board) => void;

/** Work-in-progress limits per column; empty means no limit. */
export function ColumnLimits({ board, setBoard }: { board: Board; setBoard: SetBoard }) {
  function setLimit(id: string, value: string) {
    const n = Number.parseInt(value, 10);
    const limit = Number.isFinite(n) && n > 0 ? n : null;
    setBoard((previous) => ({ ...previous, columns: previous.columns.map((c) => (c.id === id ? { ...c, limit } : c)) }));
  }
  return (
    <div>
      <h3 className="font-medium">{T.limitsTitle}</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {board.columns.map((column) => (
          <Field key={column.id} label={fmt(T.limitLabel, { column: column.title })}>
            <Input
              type="number"
              min={1}
              inputMode="numeric"
              placeholder={T.noLimit}
              value={column.limit ?? ''}
              onChange={(e) => setLimit(column.id, e.target.value)}
            />
          </Field>
        ))}
      </div>
    </div>
  );
}
`;

function texts(spec: AppSpec) {
  const description = spec.content?.description?.trim();
  return {
    ...commonTexts(spec, { pages: PAGES, sections: SECTIONS }),
    ...(description
      ? {
          subtitle: text(spec, 'hero.subtitle', same(capitalize(spec, description))),
        }
      : {}),
    newCard: L.newCard,
    newCardPlaceholder: L.newCardPlaceholder,
    addCard: text(spec, 'cta.button', L.ctaButton),
    cardRequired: L.cardRequired,
    cardTitle: L.cardTitle,
    notes: L.notes,
    tag: L.label,
    tagPlaceholder: L.tagPlaceholder,
    column: L.column,
    columnName: L.columnName,
    renameColumn: L.renameColumn,
    searchCards: L.searchCards,
    filterTag: L.filterTag,
    allTags: L.allTags,
    moveTo: L.moveTo,
    moveUp: L.moveUp,
    moveDown: L.moveDown,
    editCard: L.editCard,
    deleteCard: L.deleteCard,
    dropHere: L.dropHere,
    dragHelp: L.dragHelp,
    moved: L.moved,
    added: L.added,
    deleted: L.deleted,
    count: L.count,
    countLimit: L.countLimit,
    overLimit: L.overLimit,
    limitHint: L.limitHint,
    statTotal: L.statTotal,
    statDone: L.statDone,
    limitsTitle: L.limitsTitle,
    limitLabel: L.limitLabel,
    noLimit: L.noLimit,
  };
}

function render(spec: AppSpec): Record<string, string> {
  const imports = new Imports()
    .add('./logic/board', 'type Board')
    .add('./data/sample', 'SAMPLE_BOARD')
    .add('./components/section', 'Section')
    .add('./components/data-settings', 'DataSettings')
    .add('./components/board-summary', 'BoardSummary')
    .add('./components/board', 'KanbanBoard')
    .add('./components/board-chart', 'BoardChart')
    .add('./components/column-limits', 'ColumnLimits');
  const files: Record<string, string> = {
    ...baseFiles(spec, { settings: sectionOn(spec, 'settings') }),
    'src/texts.ts': textsFile(spec, texts(spec)),
    'src/logic/board.ts': BOARD_MODULE,
    'src/data/sample.ts': sampleFile(spec),
  };
  const key = storageKey(spec);
  // A board with columns of its own picks up the cards a visitor saved on the board before it.
  const carried = has(spec, 'persistence') && key !== 'board';
  if (carried) {
    files['src/data/start.ts'] = startFile(key);
    imports.add('./data/start', 'START_BOARD');
  }
  if (sectionOn(spec, 'summary')) files['src/components/board-summary.tsx'] = SUMMARY_FILE;
  if (sectionOn(spec, 'board')) files['src/components/board.tsx'] = boardFile(spec);
  if (sectionOn(spec, 'chart') && has(spec, 'charts')) files['src/components/board-chart.tsx'] = CHART_FILE;
  if (sectionOn(spec, 'settings')) files['src/components/column-limits.tsx'] = LIMITS_FILE;
  files['src/App.tsx'] = appFile({
    spec,
    pages: PAGES,
    sections: SECTIONS,
    imports,
    body: [stateHook(spec, imports, 'board', 'Board', key, carried ? 'START_BOARD' : 'SAMPLE_BOARD')],
    elements: {
      summary: '<BoardSummary board={board} />',
      board: '<KanbanBoard board={board} setBoard={setBoard} />',
      chart: '<BoardChart board={board} />',
      settings: `<Section id="settings" title={T.settingsTitle}>
  <DataSettings onReset={() => setBoard(SAMPLE_BOARD)} onClear={() => setBoard((previous) => ({ ...previous, cards: [] }))}>
    <ColumnLimits board={board} setBoard={setBoard} />
  </DataSettings>
</Section>`,
    },
  });
  return files;
}

/**
 * The stock board as content (Blueprint.defaultContent): its column titles (with their `columns.*`
 * overrides) and its seed cards, so "add a QA column" or "rename a card" edits what the board shows.
 * Rendered back it is the stock board: same column ids, limits and storage key, cards with their labels
 * and places.
 */
function stockContent(spec: AppSpec): BriefContent {
  return seedContent(
    sampleCards(spec).map(([name]) => ({ name })),
    { columns: stockColumns(spec).map((column) => column.title) },
  );
}

export const blueprint: Blueprint = {
  kind: 'kanban',
  label: L.aKanbanBoard,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['summary', 'board'],
  defaultFeatures: ['persistence', 'search', 'filters', 'forms', 'charts', 'dark-toggle'],
  defaultTheme: { primary: '#0d9488', accent: '#f97316', font: 'sans', radius: 'lg' },
  render,
  defaultContent: stockContent,
};
