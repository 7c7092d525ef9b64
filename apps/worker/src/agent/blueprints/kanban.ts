/**
 * A kanban board, composed from the kit's KanbanApp (packages/app-kit): columns (To do / In progress /
 * Done, or the ones the brief named, in its order; renameable, with work-in-progress limits), cards added
 * from one form, moved by buttons, by HTML5 drag and drop or with Alt + arrow keys, edited inline (Enter
 * saves, Escape cancels) and deleted; search, a label filter, CSV export, a chart of cards per column.
 * Tasks the brief listed are the sample cards. New cards go to the first column; the last one counts as
 * done. This blueprint writes only its schema: frame, sections, controls, columns, seed cards and texts.
 *
 * Main interaction: type into the textbox "New card" / "Yeni kart", press the button "Add card" /
 * "Kart ekle"; the card appears in the chosen column (To do by default) and survives a reload. Each card's
 * "Move “…” to In progress" button moves it on.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type {
  Card,
  CardField,
  Column,
  KanbanSchema,
  KanbanSectionId,
  KanbanTexts,
} from '@atelier/app-kit/kanban';
import type { BriefContent } from '../brief-content.ts';
import { type AppSpec, type Blueprint, has, text, appLocale, type AppLanguage } from '../spec.ts';
import {
  INSIGHTS_PAGE,
  SETTINGS_PAGE,
  type PageDef,
  type SectionDef,
  capitalize,
  commonTexts,
  composedAppFiles,
  composedFrame,
  composedTexts,
  descriptionSubtitle,
  matchTopic,
  resolveTexts,
  seededKey,
  topicsOf,
} from './productivity-shared.ts';
import { seedContent } from './listed.ts';
import { escapeRegExp, formatMoney } from './content-shared.ts';
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

function stockColumns(spec: AppSpec): Column[] {
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
export function boardColumns(spec: AppSpec): Column[] {
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
function stockBoard(spec: AppSpec, columns: Column[]): boolean {
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
  /** Values of the board's card fields the brief gave with the card ("with guest Maya Okafor"). */
  fields?: Record<string, string>;
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
  const columns = boardColumns(spec);
  const textFields = cardFieldsOf(spec).filter((field) => field.type === 'text');
  return listed.map((item) => {
    const title = item.name.trim().slice(0, 200);
    // "“Intro music refresh” in Ideas": the column a listed card goes in is not one of its notes.
    const given = fieldValues(textFields, item.detail?.trim() ?? '');
    // "ул. Ленина 45, бюджет 850 000 ₽, статус «Замер»": the part naming a column places the card.
    const parts = given.rest.split(/\s*[,،]\s*/u);
    const stated = parts.findIndex((part) => columns.some((c) => statesColumn(part, c.title)));
    const detail = stated >= 0 ? parts.filter((_, index) => index !== stated).join(', ') : given.rest;
    const column =
      stated >= 0
        ? columns.find((c) => statesColumn(parts[stated]!, c.title))
        : detail
          ? columns.find((c) => namesColumn(detail, c.title))
          : undefined;
    // "'Hotel Brisamar - 3.200 €'": a deal's amount is a note of its card.
    const notes = [
      column && stated < 0 ? '' : detail,
      item.price ? formatMoney(spec, item.price.amount, item.price.currency) : '',
    ]
      .filter(Boolean)
      .join(' · ');
    const seed = seeds.find((s) => s.title === title);
    const fields = Object.keys(given.values).length > 0 ? { fields: given.values } : {};
    return seed
      ? { ...seed, notes, ...fields }
      : { title, notes, tag: '', own: true, place: column?.id ?? '', ...fields };
  });
}

/** The board's card fields as the kit shows them: a date, a number, one of options, or text. */
function cardFieldsOf(spec: AppSpec): CardField[] {
  return (spec.content?.cardFields ?? []).map((field) => ({
    key: field.key,
    label: field.label,
    type:
      field.type === 'date'
        ? 'date'
        : field.type === 'number' || field.type === 'money' || field.type === 'rating'
          ? 'number'
          : field.type === 'choice' && field.options?.length
            ? 'choice'
            : 'text',
    ...(field.type === 'choice' && field.options?.length ? { options: field.options } : {}),
  }));
}

/**
 * "with guest Maya Okafor", "owner: Priya": a listed card's words that give one of the text `fields`
 * its value, named by a word of the field's label; what is left stays the card's notes.
 */
function fieldValues(
  fields: readonly CardField[],
  detail: string,
): { values: Record<string, string>; rest: string } {
  const values: Record<string, string> = {};
  let rest = detail;
  for (const field of fields) {
    const words = field.label
      .split(/\s+/)
      .filter((word) => word.length >= 3 && !/^(?:name|nom|nombre|ad[ıi]?|isim|имя|اسم)$/iu.test(word));
    for (const word of words) {
      const said = new RegExp(
        `(?:^|\\s)(?:with\\s+|con\\s+|avec\\s+)?(?:the\\s+)?${escapeRegExp(word)}\\s*:?\\s+(\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,3})`,
        'iu',
      ).exec(rest);
      if (!said) continue;
      values[field.key] = said[1]!;
      rest = rest.replace(said[0], ' ').replace(/\s+/g, ' ').trim();
      break;
    }
  }
  return { values, rest };
}

/** "in Editing", "en Entretien RH", "Okunuyor sütununda", "في أفكار": words that place a card in a column. */
/** "статус «Замер»", "stage: Proposal", "«Замер»": a column named as the card's status. */
function statesColumn(part: string, column: string): boolean {
  const said = part
    .replace(
      /^(?:status|stage|статус|этап|statut|étape|estado|etapa|durum|aşama|الحالة|المرحلة)\s*[:：]?\s*/iu,
      '',
    )
    .replace(/^["'«“„]\s*|\s*["'»”“]$/gu, '')
    .trim();
  return (
    said.length > 0 && said.toLocaleLowerCase() === column.toLocaleLowerCase().trim() && said !== part.trim()
  );
}

function namesColumn(detail: string, column: string): boolean {
  const words = detail
    .toLocaleLowerCase()
    .replace(/[.,;:!]+$/u, '')
    .trim();
  const name = column.toLocaleLowerCase().trim();
  return (
    new RegExp(
      `^(?:in|into|under|en|dans|à|a|na|в|во|في|ضمن)\\s+(?:the\\s+|la\\s+|el\\s+|le\\s+)?${escapeRegExp(name)}(?:\\s+(?:column|colonne|columna|колонк\\p{L}*|عمود))?$`,
      'iu',
    ).test(words) ||
    new RegExp(
      `^${escapeRegExp(name)}\\s*(?:sütun|kolon|aşama)\\p{L}*$|^${escapeRegExp(name)}['’]?(?:d|t)[ae]$`,
      'iu',
    ).test(words)
  );
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

/** Where the board is saved when its columns are the stock ones. */
const STOCK_KEY = 'board';

/**
 * The cards a new visitor sees: seed cards keep their stock places while the board still has those
 * columns; otherwise the cards are spread over the columns (spreadCards).
 */
function seedCards(spec: AppSpec, columns: Column[]): Card[] {
  const cards = boardCards(spec);
  const ids = new Set(columns.map((c) => c.id));
  const stock = cards.every((c) => !c.own && ids.has(c.place));
  const spread = spreadCards(cards.length, columns.length, !cards.some((c) => c.own));
  return cards.map(({ title, notes, tag, place, fields }, i) => ({
    id: `sample-${i + 1}`,
    title,
    notes,
    tag,
    columnId: stock || (place && ids.has(place)) ? place : columns[spread[i] ?? 0]!.id,
    createdAt: i + 1,
    ...(fields ? { fields } : {}),
  }));
}

/**
 * Where the board is saved: "board" for the stock columns; a board with the brief's own columns gets a
 * key of its own, so changing the columns starts from the new sample instead of a saved board without them.
 */
function storageKey(spec: AppSpec): string {
  const columns = boardColumns(spec);
  if (stockBoard(spec, columns)) return STOCK_KEY;
  return seededKey(
    STOCK_KEY,
    columns.map((c) => c.title),
  );
}

/** The texts KanbanApp shows that come straight from the table below. */
const KANBAN_TEXT_KEYS = [
  'newCard',
  'newCardPlaceholder',
  'addCard',
  'cardRequired',
  'cardTitle',
  'notes',
  'tag',
  'tagPlaceholder',
  'column',
  'columnName',
  'renameColumn',
  'searchCards',
  'filterTag',
  'allTags',
  'moveTo',
  'moveUp',
  'moveDown',
  'editCard',
  'deleteCard',
  'dropHere',
  'dragHelp',
  'moved',
  'added',
  'deleted',
  'count',
  'countLimit',
  'overLimit',
  'limitHint',
  'statTotal',
  'statDone',
  'limitsTitle',
  'limitLabel',
  'noLimit',
  'save',
  'cancel',
  'exportCsv',
  'dataTitle',
  'resetSample',
  'clearAll',
  'confirmReset',
  'confirmClear',
  'confirmYes',
] as const satisfies readonly Exclude<keyof KanbanTexts, 'dataHint' | 'noData'>[];

function texts(spec: AppSpec) {
  return {
    ...commonTexts(spec, { pages: PAGES, sections: SECTIONS }),
    ...descriptionSubtitle(spec),
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

/** The schema KanbanApp (packages/app-kit) renders: the spec's sections, controls, columns, cards and texts. */
export function kanbanSchema(spec: AppSpec): KanbanSchema {
  const table = resolveTexts(spec, texts(spec));
  const { frame, sections } = composedFrame(spec, { pages: PAGES, sections: SECTIONS, texts: table });
  const columns = boardColumns(spec);
  return {
    frame,
    sections: sections as SectionSlot<KanbanSectionId>[],
    features: {
      search: has(spec, 'search'),
      filters: has(spec, 'filters'),
      forms: has(spec, 'forms'),
      export: has(spec, 'export'),
    },
    storage: { key: storageKey(spec), base: STOCK_KEY },
    columns,
    seed: seedCards(spec, columns),
    ...(spec.content?.cardFields?.length ? { cardFields: cardFieldsOf(spec) } : {}),
    texts: composedTexts(spec, table, KANBAN_TEXT_KEYS),
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'KanbanApp',
    module: 'kanban-app',
    type: 'KanbanSchema',
    lib: 'kanban',
    schema: kanbanSchema(spec),
  });
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
