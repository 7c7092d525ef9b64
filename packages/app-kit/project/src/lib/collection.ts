/**
 * The shape of a collection app: the things a person keeps track of (plants, records, runs, clients),
 * the fields each one has, and what the app computes from them. Agents write a `CollectionSchema` as
 * data; `@/components/sections/collection-app` renders it. Everything the person sees comes from the
 * schema, in the language it was written in.
 */

export type FieldType =
  /** One line of text. */
  | 'text'
  /** Several lines (notes, description). */
  | 'longtext'
  | 'number'
  /** An amount of money in `currency`. */
  | 'money'
  /** A calendar day, stored as YYYY-MM-DD. */
  | 'date'
  /** A time of day, stored as HH:MM. */
  | 'time'
  | 'boolean'
  /** One of `options`. */
  | 'choice'
  /** 1 to 5. */
  | 'rating'
  | 'email'
  | 'phone'
  | 'url'
  /**
   * How often something recurs, in days (water every 7 days, service every 180): with the date field
   * named by `since`, the item is due `value` days after that date.
   */
  | 'interval';

export interface FieldDef {
  /** The key the value is stored under (camelCase, unique in the schema). */
  key: string;
  /** As the person named it ("Last watered"). */
  label: string;
  type: FieldType;
  required?: boolean;
  /** For 'choice': the options, in order. */
  options?: string[];
  /** For 'number': the unit shown after values ("km", "pages"). */
  unit?: string;
  /** For 'money': an ISO 4217 code ("USD", "EUR", "TRY"). */
  currency?: string;
  /** For 'interval': the key of the date field the interval counts from. */
  since?: string;
}

/** What the app computes and shows above the list. */
export type Summary =
  /** How many items. */
  | 'count'
  /** The sum of every money and number field (a total spent, km run). */
  | 'total'
  /** The average of every number and rating field. */
  | 'average'
  /** Items due today or overdue (interval fields, or a date field named as a deadline by `dueField`). */
  | 'due'
  /** How many items have each option of the `groupBy` field. */
  | 'byChoice'
  /**
   * Shared costs settled: each item's money was paid by one of the `groupBy` field's options (people),
   * and is shared equally among them all; shows who pays whom how much to be square.
   */
  | 'settle'
  /**
   * A league's table from its matches (`standings`): each team's played, won, drawn and lost, goals
   * for and against, their difference and points, best first.
   */
  | 'standings';

/**
 * How matches make a league table: the fields that hold the two teams (choices of the same teams) and
 * their scores, and what a win and a draw are worth.
 */
export interface StandingsRule {
  home: string;
  away: string;
  homeScore: string;
  awayScore: string;
  win: number;
  draw: number;
  /** The columns' headings as the brief named them (nine, as `standingsColumns`), over the texts'. */
  columns?: string[];
}

export interface CollectionTexts {
  /** Buttons and labels; "{item}" is replaced by the entity's singular, "{items}" by its plural. */
  add: string;
  edit: string;
  delete: string;
  save: string;
  cancel: string;
  search: string;
  all: string;
  empty: string;
  emptyHint: string;
  deleteConfirm: string;
  count: string;
  total: string;
  average: string;
  dueToday: string;
  overdue: string;
  /** "{n}" is replaced by a number of days. */
  dueIn: string;
  /** For exactly one day (“Due tomorrow”), where the language's plural differs; dueIn otherwise. */
  dueInOne?: string;
  /** "{n}" is replaced by a number of days. */
  overdueBy: string;
  /** For exactly one day (“Overdue by 1 day”); overdueBy otherwise. */
  overdueByOne?: string;
  /** The action that resets an interval ("Watered today"); "{field}" is the interval's label. */
  markDone: string;
  required: string;
  invalid: string;
  yes: string;
  no: string;
  sortBy: string;
  newest: string;
  /** Optional: the name of the sort by due date ("Next watering"); else the interval field's label. */
  dueDate?: string;
  /** Optional: the unit after interval values ("days"); else the interval field's `unit`, else "days". */
  days?: string;
  /** Optional, for the 'settle' summary: its heading (who owes whom, in the app's language); else `total`. */
  settle?: string;
  /** Optional, for the 'settle' summary: what it says when nobody owes anything. */
  settled?: string;
  /** Optional, for the 'standings' summary: its heading ("Table"). */
  standings?: string;
  /**
   * Optional, for the 'standings' summary: its columns' headings, in order: team, played, won, drawn,
   * lost, goals for, goals against, difference, points.
   */
  standingsColumns?: string[];
  /** Optional, for a form that is the page: its send button ("Envoyer"); else `save`. */
  submit?: string;
  /** Optional, for a form that is the page: what it says once sent ("Merci pour votre retour !"). */
  sent?: string;
}

export interface CollectionSchema {
  /** The thing the app keeps, as the person named it. */
  entity: { singular: string; plural: string };
  fields: FieldDef[];
  /** The field whose value names an item in lists and dialogs. */
  titleField: string;
  summaries: Summary[];
  /** A 'choice' field to filter and count by. */
  groupBy?: string;
  /** A 'date' field that is a deadline (due when it is today or past). */
  dueField?: string;
  /** For the 'standings' summary: which fields are the teams and their scores, and the points. */
  standings?: StandingsRule;
  /** The items the person listed in their request, shown the first time the app opens. */
  seed: CollectionItem[];
  /**
   * 'form': the form is the page (a survey, a sign-up): it stands open above what was sent, and says
   * `texts.sent` once an entry is sent. Else entries are added from a dialog.
   */
  layout?: 'form';
  texts: CollectionTexts;
  /** BCP 47 language tag for dates and numbers ("en", "tr"). */
  locale: string;
}

/**
 * A whole collection app as an agent writes it (src/app-schema.ts): the schema, the localStorage key its
 * items are kept under, and the heading and line the app opens with.
 */
export interface CollectionAppData {
  schema: CollectionSchema;
  storageKey: string;
  title: string;
  tagline?: string;
}

export type FieldValue = string | number | boolean | null;

export interface CollectionItem {
  id: string;
  values: Record<string, FieldValue>;
  /** ISO timestamp. */
  createdAt: string;
}

/** Replaces "{item}", "{items}", "{n}", "{field}" in a text. */
export function fill(
  text: string,
  schema: Pick<CollectionSchema, 'entity'>,
  values: { n?: number; field?: string } = {},
): string {
  return text
    .replaceAll('{items}', schema.entity.plural)
    .replaceAll('{item}', schema.entity.singular)
    .replaceAll('{n}', values.n === undefined ? '' : String(values.n))
    .replaceAll('{field}', values.field ?? '');
}
