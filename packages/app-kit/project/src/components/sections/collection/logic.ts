/**
 * What a collection app computes from its items: calendar days, due dates, totals and averages, search,
 * filter and sort, stored data and form drafts. Plain functions, so they are tested without rendering.
 *
 * Calendar days are YYYY-MM-DD strings compared as UTC midnights: the person's day is read once in local
 * time (`localToday`), and arithmetic on days never goes through a time zone again.
 */
import type { CollectionItem, CollectionSchema, FieldDef, FieldValue } from '@/lib/collection';
import { formatDay, formatTime } from '@/components/sections/collection/format';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's time zone, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A YYYY-MM-DD day as the UTC timestamp of its midnight, or null when it is not a real day. */
export function dayTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = DAY_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Rejects 2025-02-30 and the like, which Date.UTC would roll over.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}

export function isDay(value: unknown): value is string {
  return dayTime(value) !== null;
}

export function addDays(day: string, days: number): string {
  const time = dayTime(day);
  if (time === null) return day;
  const date = new Date(time + Math.round(days) * DAY_MS);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = dayTime(from);
  const b = dayTime(to);
  if (a === null || b === null) return 0;
  return Math.round((b - a) / DAY_MS);
}

/** A number stored as a number, or typed as text with either decimal mark; null when there is none. */
export function numeric(value: FieldValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim().replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

export function fieldByKey(schema: CollectionSchema, key: string | undefined): FieldDef | undefined {
  return key === undefined ? undefined : schema.fields.find((field) => field.key === key);
}

/** The interval fields whose `since` names a date field of the schema. */
export function intervalFields(schema: CollectionSchema): FieldDef[] {
  return schema.fields.filter(
    (field) => field.type === 'interval' && fieldByKey(schema, field.since)?.type === 'date',
  );
}

/** The deadline field, when `dueField` names a date field. */
export function deadlineField(schema: CollectionSchema): FieldDef | undefined {
  const field = fieldByKey(schema, schema.dueField);
  return field?.type === 'date' ? field : undefined;
}

/** Whether items of this schema can be due at all. */
export function hasDue(schema: CollectionSchema): boolean {
  return intervalFields(schema).length > 0 || deadlineField(schema) !== undefined;
}

export interface Due {
  /** The day the item is due, YYYY-MM-DD. */
  date: string;
  /** Days from today until then: 0 is today, negative is overdue. */
  days: number;
}

/**
 * When an item is next due: the earliest of its intervals (the `since` day plus the interval) and its
 * deadline. An interval never started (no `since` day yet) is due today; an item with no interval value
 * and no deadline is never due.
 */
export function dueOf(schema: CollectionSchema, item: CollectionItem, today: string): Due | null {
  const dates: string[] = [];
  for (const field of intervalFields(schema)) {
    const every = numeric(item.values[field.key]);
    if (every === null) continue;
    const since = item.values[field.since!];
    dates.push(isDay(since) ? addDays(since, every) : today);
  }
  const deadline = deadlineField(schema);
  if (deadline) {
    const value = item.values[deadline.key];
    if (isDay(value)) dates.push(value);
  }
  if (dates.length === 0) return null;
  const date = dates.reduce((earliest, next) => (next < earliest ? next : earliest));
  return { date, days: daysBetween(today, date) };
}

/** How many items are due: today or overdue (`due`), and of those, overdue only. */
export function dueCounts(
  schema: CollectionSchema,
  items: readonly CollectionItem[],
  today: string,
): { due: number; overdue: number } {
  let due = 0;
  let overdue = 0;
  for (const item of items) {
    const state = dueOf(schema, item, today);
    if (state && state.days <= 0) due += 1;
    if (state && state.days < 0) overdue += 1;
  }
  return { due, overdue };
}

/**
 * Whether a field measures an amount that adds up: money, or a number with a unit (km, pages). A number
 * without one is more often a label than a quantity (a year, a catalogue number), so it is not summed.
 */
function isQuantity(field: FieldDef): boolean {
  return field.type === 'money' || (field.type === 'number' && Boolean(field.unit));
}

/** The sum of each money field and each number field with a unit, over the items that have a value. */
export function totals(
  schema: CollectionSchema,
  items: readonly CollectionItem[],
): { field: FieldDef; sum: number }[] {
  return schema.fields.filter(isQuantity).map((field) => ({
    field,
    sum: items.reduce((sum, item) => sum + (numeric(item.values[field.key]) ?? 0), 0),
  }));
}

/** The mean of each rating and each number field with a unit, over the items that have a value (null when none do). */
export function averages(
  schema: CollectionSchema,
  items: readonly CollectionItem[],
): { field: FieldDef; average: number | null }[] {
  return schema.fields
    .filter((field) => field.type === 'rating' || (field.type === 'number' && isQuantity(field)))
    .map((field) => {
      const values = items
        .map((item) => numeric(item.values[field.key]))
        .filter((value): value is number => value !== null);
      return {
        field,
        average: values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length,
      };
    });
}

/** The `groupBy` choice field, when it names one. */
export function groupField(schema: CollectionSchema): FieldDef | undefined {
  const field = fieldByKey(schema, schema.groupBy);
  return field?.type === 'choice' ? field : undefined;
}

/** One payment that squares shared costs: `from` pays `to` `amount`. */
export interface Settlement {
  from: string;
  to: string;
  amount: number;
}

/** What each person (an option of `groupBy`) paid, in the options' order, and how far from their share. */
export interface Share {
  person: string;
  paid: number;
  /** Paid minus their equal share: above zero they are owed, below it they owe. */
  balance: number;
}

/**
 * Each person's part of costs shared equally: each item's first money field was paid by its `groupBy`
 * option (a person), and every option owes an equal share of the total. In cents to stay exact: the
 * cents that do not divide evenly fall to the first people listed. Items without a payer or an amount
 * count for nothing; empty when there is no payer field with two people, or no money field.
 */
export function shares(schema: CollectionSchema, items: readonly CollectionItem[]): Share[] {
  const payer = groupField(schema);
  const money = schema.fields.find((field) => field.type === 'money');
  const people = payer?.options ?? [];
  if (!payer || !money || people.length < 2) return [];
  const paid = new Map<string, number>(people.map((person) => [person, 0]));
  for (const item of items) {
    const who = item.values[payer.key];
    const amount = numeric(item.values[money.key]);
    if (typeof who !== 'string' || !paid.has(who) || amount === null) continue;
    paid.set(who, paid.get(who)! + Math.round(amount * 100));
  }
  const total = [...paid.values()].reduce((a, b) => a + b, 0);
  const base = Math.floor(total / people.length);
  const odd = total - base * people.length;
  return people.map((person, index) => ({
    person,
    paid: paid.get(person)! / 100,
    balance: (paid.get(person)! - base - (index < odd ? 1 : 0)) / 100,
  }));
}

/**
 * Who pays whom to square shared costs: those who owe most pay those owed most, until all are square,
 * so there are few payments, found simply.
 */
export function settlements(schema: CollectionSchema, items: readonly CollectionItem[]): Settlement[] {
  const cents = shares(schema, items).map(({ person, balance }) => ({
    person,
    balance: Math.round(balance * 100),
  }));
  const owing = cents.filter((b) => b.balance < 0).sort((a, b) => a.balance - b.balance);
  const owed = cents.filter((b) => b.balance > 0).sort((a, b) => b.balance - a.balance);
  const result: Settlement[] = [];
  let i = 0;
  let j = 0;
  while (i < owing.length && j < owed.length) {
    const amount = Math.min(-owing[i]!.balance, owed[j]!.balance);
    result.push({ from: owing[i]!.person, to: owed[j]!.person, amount: amount / 100 });
    owing[i]!.balance += amount;
    owed[j]!.balance -= amount;
    if (owing[i]!.balance === 0) i += 1;
    if (owed[j]!.balance === 0) j += 1;
  }
  return result;
}

/** How many items have each option of the `groupBy` field, in the options' order. */
export function choiceCounts(
  schema: CollectionSchema,
  items: readonly CollectionItem[],
): { option: string; count: number }[] {
  const field = groupField(schema);
  if (!field) return [];
  return (field.options ?? []).map((option) => ({
    option,
    count: items.filter((item) => item.values[field.key] === option).length,
  }));
}

export function titleOf(schema: CollectionSchema, item: CollectionItem): string {
  const value = item.values[schema.titleField];
  if (value === null || value === undefined) return '';
  // A log titled by its day or time shows them as the language writes them.
  const type = schema.fields.find((field) => field.key === schema.titleField)?.type;
  if (type === 'date' && typeof value === 'string') return formatDay(schema.locale, value);
  if (type === 'time' && typeof value === 'string') return formatTime(schema.locale, value);
  return String(value);
}

const SEARCHED_TYPES = new Set(['text', 'longtext', 'choice', 'email', 'phone', 'url']);

/** Whether an item's text fields contain the query (case-insensitively, in the schema's language). */
export function matchesSearch(schema: CollectionSchema, item: CollectionItem, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase(schema.locale);
  if (needle === '') return true;
  return schema.fields.some((field) => {
    if (!SEARCHED_TYPES.has(field.type) && field.key !== schema.titleField) return false;
    const value = item.values[field.key];
    return (
      value !== null && value !== undefined && String(value).toLocaleLowerCase(schema.locale).includes(needle)
    );
  });
}

/** Filter value meaning every option. */
export const ALL = '*';

export function filterItems(
  schema: CollectionSchema,
  items: readonly CollectionItem[],
  { query, group }: { query: string; group: string },
): CollectionItem[] {
  const field = groupField(schema);
  return items.filter(
    (item) =>
      matchesSearch(schema, item, query) && (group === ALL || !field || item.values[field.key] === group),
  );
}

/** 'newest', 'title', 'due', or 'field:<key>' for a date field. */
export type SortKey = string;

export interface SortOption {
  key: SortKey;
  label: string;
}

/** The sorts a schema offers: due date (when items can be due), newest, title, then each date field. */
export function sortOptions(schema: CollectionSchema): SortOption[] {
  const options: SortOption[] = [];
  if (intervalFields(schema).length > 0) {
    options.push({ key: 'due', label: schema.texts.dueDate ?? schema.texts.dueToday });
  }
  options.push({ key: 'newest', label: schema.texts.newest });
  const title = fieldByKey(schema, schema.titleField);
  if (title) options.push({ key: 'title', label: title.label });
  for (const field of schema.fields) {
    if (field.type === 'date') options.push({ key: `field:${field.key}`, label: field.label });
  }
  return options;
}

/** Due first when the schema summarises what is due, else newest first. */
export function defaultSort(schema: CollectionSchema): SortKey {
  if (!schema.summaries.includes('due') || !hasDue(schema)) return 'newest';
  return intervalFields(schema).length > 0 ? 'due' : `field:${deadlineField(schema)!.key}`;
}

/**
 * Sorts a copy. Due dates and deadlines go soonest first, other dates most recent first, titles
 * alphabetically in the schema's language; items without the value go last, ties keep their order.
 */
export function sortItems(
  schema: CollectionSchema,
  items: readonly CollectionItem[],
  key: SortKey,
  today: string,
): CollectionItem[] {
  const collator = new Intl.Collator(schema.locale, { sensitivity: 'base', numeric: true });
  const indexed = items.map((item, index) => ({ item, index }));
  let compare: (a: CollectionItem, b: CollectionItem) => number;
  if (key === 'title') {
    compare = (a, b) => collator.compare(titleOf(schema, a), titleOf(schema, b));
  } else if (key === 'due') {
    compare = (a, b) =>
      missingLast(dueOf(schema, a, today)?.days, dueOf(schema, b, today)?.days, (x, y) => x - y);
  } else if (key.startsWith('field:')) {
    const fieldKey = key.slice('field:'.length);
    const ascending = fieldKey === deadlineField(schema)?.key;
    compare = (a, b) =>
      missingLast(dayTime(a.values[fieldKey]), dayTime(b.values[fieldKey]), (x, y) =>
        ascending ? x - y : y - x,
      );
  } else {
    compare = (a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0);
  }
  return indexed.sort((a, b) => compare(a.item, b.item) || a.index - b.index).map(({ item }) => item);
}

function missingLast(
  a: number | null | undefined,
  b: number | null | undefined,
  compare: (a: number, b: number) => number,
): number {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  return compare(a, b);
}

/** An interval marked done today: its `since` day becomes today. */
export function markDone(item: CollectionItem, field: FieldDef, today: string): CollectionItem {
  if (!field.since) return item;
  return { ...item, values: { ...item.values, [field.since]: today } };
}

function isItem(value: unknown): value is CollectionItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<CollectionItem>;
  return (
    typeof item.id === 'string' &&
    typeof item.createdAt === 'string' &&
    typeof item.values === 'object' &&
    item.values !== null &&
    !Array.isArray(item.values)
  );
}

/**
 * The items stored under a key: the seed when nothing is stored yet or what is stored is not a list of
 * items (corrupt, or written by something else); entries that are not items are dropped.
 */
export function parseStored(raw: string | null, seed: readonly CollectionItem[]): CollectionItem[] {
  if (raw === null) return [...seed];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [...seed];
    return parsed.filter(isItem);
  } catch {
    return [...seed];
  }
}

/** What a form holds while it is edited: text for inputs, a boolean for switches, a number for ratings. */
export type Draft = Record<string, string | boolean | number | null>;

export function toDraft(schema: CollectionSchema, item?: CollectionItem): Draft {
  const draft: Draft = {};
  for (const field of schema.fields) {
    const value = item?.values[field.key];
    if (field.type === 'boolean') draft[field.key] = value === true;
    else if (field.type === 'rating') draft[field.key] = typeof value === 'number' ? value : null;
    else draft[field.key] = value === null || value === undefined ? '' : String(value);
  }
  return draft;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A draft checked and turned into stored values: numbers parsed, empty text stored as null. `errors`
 * holds, per field key, the schema's `required` or `invalid` text; it is empty when the draft is valid.
 */
export function fromDraft(
  schema: CollectionSchema,
  draft: Draft,
): { values: Record<string, FieldValue>; errors: Record<string, string> } {
  const values: Record<string, FieldValue> = {};
  const errors: Record<string, string> = {};
  for (const field of schema.fields) {
    const raw = draft[field.key];
    if (field.type === 'boolean') {
      values[field.key] = raw === true;
      continue;
    }
    if (field.type === 'rating') {
      const rating = typeof raw === 'number' && raw >= 1 && raw <= 5 ? Math.round(raw) : null;
      values[field.key] = rating;
      if (rating === null && field.required) errors[field.key] = schema.texts.required;
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (text === '') {
      values[field.key] = null;
      if (field.required) errors[field.key] = schema.texts.required;
      continue;
    }
    let valid = true;
    switch (field.type) {
      case 'number':
      case 'money':
      case 'interval': {
        const number = numeric(text);
        valid = number !== null && (field.type !== 'interval' || number >= 0);
        values[field.key] = number;
        break;
      }
      case 'date':
        valid = isDay(text);
        values[field.key] = text;
        break;
      case 'time':
        valid = TIME.test(text);
        values[field.key] = text;
        break;
      case 'email':
        valid = EMAIL.test(text);
        values[field.key] = text;
        break;
      case 'url':
        valid = isUrl(text);
        values[field.key] = text;
        break;
      case 'choice':
        valid = (field.options ?? []).includes(text);
        values[field.key] = text;
        break;
      default:
        values[field.key] = text;
    }
    if (!valid) errors[field.key] = schema.texts.invalid;
  }
  return { values, errors };
}

/** A team's line in a league table. */
export interface StandingRow {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/**
 * The league table the matches make: every team of the home field's options, then any other team a
 * match names; a match counts once both scores are in. Ordered by points, then goal difference and goals
 * scored, as leagues usually rank; teams level on all three keep the order they were listed in.
 */
export function standings(schema: CollectionSchema, items: readonly CollectionItem[]): StandingRow[] {
  const rule = schema.standings;
  if (!rule) return [];
  const rows = new Map<string, StandingRow>();
  const row = (team: string) => {
    let found = rows.get(team);
    if (!found) {
      found = { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 };
      rows.set(team, found);
    }
    return found;
  };
  for (const option of schema.fields.find((field) => field.key === rule.home)?.options ?? []) row(option);
  for (const item of items) {
    const home = item.values[rule.home];
    const away = item.values[rule.away];
    const scored = numeric(item.values[rule.homeScore]);
    const conceded = numeric(item.values[rule.awayScore]);
    if (typeof home !== 'string' || typeof away !== 'string' || !home || !away || home === away) continue;
    if (scored === null || conceded === null) continue;
    for (const [team, own, other] of [
      [home, scored, conceded],
      [away, conceded, scored],
    ] as const) {
      const line = row(team);
      line.played += 1;
      line.goalsFor += own;
      line.goalsAgainst += other;
      if (own > other) {
        line.won += 1;
        line.points += rule.win;
      } else if (own === other) {
        line.drawn += 1;
        line.points += rule.draw;
      } else line.lost += 1;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor,
  );
}
