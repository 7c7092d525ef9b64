/**
 * A budget tracker: income and expense transactions with categories, a month selector, totals and
 * balance (src/logic/budget.ts, amounts in minor units), a category breakdown with a bar chart, a monthly
 * spending trend line chart, inline edit (Enter saves, Escape cancels), delete, and CSV export.
 *
 * Main interaction: type an amount into the textbox "Amount" / "Tutar", press the button
 * "Add transaction" / "İşlem ekle"; the transaction is listed under the month, the totals change, and it
 * survives a reload.
 */
import type { BriefContent, BriefPrice } from '../brief-content.ts';
import {
  type AppSpec,
  type Blueprint,
  type Localized,
  has,
  lit,
  pick,
  sectionOn,
  text,
  appCurrency,
  same,
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
import { listedCurrency, listedItems, perUsd, seedContent } from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('budget');

const PAGES: PageDef[] = [{ id: 'main', path: '/', label: L.mainLabel }, INSIGHTS_PAGE, SETTINGS_PAGE];

const SECTIONS: SectionDef[] = [
  { id: 'summary', label: L.summaryLabel, page: 'main' },
  { id: 'transactions', label: L.transactionsLabel, page: 'main' },
  { id: 'breakdown', label: L.breakdownLabel, page: 'insights' },
  { id: 'trend', label: L.trendLabel, page: 'insights', chartOnly: true },
  { id: 'settings', label: L.settingsLabel, page: 'settings' },
];

const EXPENSE_CATEGORIES: Localized[] = [
  L.groceries,
  L.rent,
  L.transport,
  L.eatingOut,
  L.utilities,
  L.entertainment,
  L.health,
  L.shopping,
  L.other,
];

const INCOME_CATEGORIES: Localized[] = [L.salary, L.freelance, L.gifts, L.otherIncome];

/** One sample transaction: category index (income or expense list), amount in USD, day of month, note. */
type SampleRow = ['income' | 'expense', number, number, number, Localized];

const BASE_MONTH: SampleRow[] = [
  ['income', 0, 3200, 1, L.monthlySalary],
  ['expense', 1, 1150, 2, L.apartmentRent],
  ['expense', 0, 86.4, 4, L.weeklyShop],
  ['expense', 2, 45, 6, L.transitPassTopUp],
  ['expense', 3, 32.5, 9, L.dinnerWithFriends],
  ['expense', 4, 74.2, 12, L.electricityAndWater],
  ['expense', 0, 64.8, 14, L.weeklyShop],
  ['income', 1, 420, 16, L.websiteProject],
  ['expense', 5, 18, 18, L.cinema],
  ['expense', 6, 25, 20, L.pharmacy],
  ['expense', 0, 92.1, 22, L.weeklyShop],
  ['expense', 7, 59.9, 25, L.runningShoes],
];

interface TopicBudget {
  keywords: string[];
  /** Replaces rows of the base month by index. */
  rows: Record<number, SampleRow>;
}

const TOPIC_BUDGETS: TopicBudget[] = [
  {
    keywords: ['student', 'college', 'university', 'school', 'öğrenci', 'üniversite', 'okul'],
    rows: {
      0: ['income', 3, 900, 1, L.partTimeJob],
      1: ['expense', 1, 520, 2, L.sharedFlatRent],
      7: ['income', 2, 150, 16, L.birthdayMoney],
      11: ['expense', 7, 38, 25, L.courseBooks],
    },
  },
  {
    keywords: ['freelanc', 'business', 'client', 'serbest', 'işletme', 'müşteri'],
    rows: {
      0: ['income', 1, 2100, 1, L.clientInvoice104],
      7: ['income', 1, 1350, 16, L.clientInvoice105],
      8: ['expense', 8, 29, 18, L.designSoftware],
      11: ['expense', 8, 140, 25, L.coworkingDesk],
    },
  },
];

/** Sample amounts are written in dollars; other currencies' samples are scaled to look like real amounts. */
function sampleScale(spec: AppSpec): number {
  return spec.language === 'tr' ? 30 : perUsd(appCurrency(spec));
}

export function sampleMonth(spec: AppSpec): SampleRow[] {
  const curated = matchTopic(spec, TOPIC_BUDGETS);
  const rows = BASE_MONTH.map((row, i) => curated?.rows[i] ?? row);
  const topic = curated ? undefined : topicsOf(spec, 1)[0];
  if (topic && topic.length <= 24) {
    // The prompt's own topic becomes a spending category ("coffee" -> "Coffee").
    rows[8] = ['expense', -1, 24, 18, same(capitalize(spec, topic))];
  }
  return rows;
}

function categoryName(spec: AppSpec, kind: 'income' | 'expense', index: number, note: Localized): string {
  if (index < 0) return pick(spec, note);
  const list = kind === 'income' ? INCOME_CATEGORIES : EXPENSE_CATEGORIES;
  return pick(spec, list[index] ?? list[list.length - 1] ?? L.other);
}

/** One sample transaction in the app's currency (major units), before the monthly wobble. */
interface SeedRow {
  kind: 'income' | 'expense';
  /** Major units in the app's currency. */
  amount: number;
  day: number;
  category: string;
  note: string;
  /** Fixed amounts (rent, salary) do not wobble from month to month. */
  steady: boolean;
}

function stockRows(spec: AppSpec): SeedRow[] {
  const scale = sampleScale(spec);
  return sampleMonth(spec).map(([kind, index, usd, day, note]) => ({
    kind,
    amount: usd * scale,
    day,
    category: categoryName(spec, kind, index, note),
    note: pick(spec, note),
    steady: !(kind === 'expense' && usd < 500),
  }));
}

function sampleFile(
  spec: AppSpec,
  seed: BudgetSeed,
  rows: SeedRow[],
  limits: { categories: Record<string, number>; budget: number | null } | null,
): string {
  const lines: string[] = [];
  let n = 0;
  // Six months: five full ones before this month and this month up to today.
  for (const back of [5, 4, 3, 2, 1, 0]) {
    for (const row of rows) {
      n += 1;
      const wobble = 1 + (((n * 7) % 11) - 5) / 50;
      const cents = Math.round(row.amount * (row.steady ? 1 : wobble) * 100);
      lines.push(
        `  sample(${n}, ${lit(row.kind)}, ${cents}, ${lit(row.category)}, ${back}, ${row.day}, ${lit(row.note)}),`,
      );
    }
  }
  const limitLines = limits
    ? `
/** Monthly spending limits per category, in minor units. */
export const CATEGORY_LIMITS: Record<string, number> = {
${Object.entries(limits.categories)
  .map(([category, amount]) => `  ${lit(category)}: ${amount},`)
  .join('\n')}
};

/** The whole month's spending budget in minor units, or null without one. */
export const MONTHLY_BUDGET: number | null = ${limits.budget === null ? 'null' : String(limits.budget)};
`
    : '';
  return `import { addMonths, monthOf, todayKey } from '../logic/dates';
import type { Transaction } from '../logic/budget';

export const DEFAULT_CURRENCY = ${lit(seed.currency)};

export const EXPENSE_CATEGORIES: string[] = [${(seed.stock ? EXPENSE_CATEGORIES.map((c) => pick(spec, c)) : seed.categories).map(lit).join(', ')}];
export const INCOME_CATEGORIES: string[] = [${INCOME_CATEGORIES.map((c) => lit(pick(spec, c))).join(', ')}];
${limitLines}
const today = todayKey();

function sample(
  n: number,
  kind: Transaction['kind'],
  amount: number,
  category: string,
  monthsBack: number,
  day: number,
  note: string,
): Transaction | null {
  const date = addMonths(monthOf(today), -monthsBack) + '-' + String(day).padStart(2, '0');
  return date > today ? null : { id: 'sample-' + n, kind, amount, category, date, note, createdAt: n };
}

/** What a new visitor sees first; their own transactions replace it from the first change. */
export const SAMPLE_TRANSACTIONS: Transaction[] = [
${lines.join('\n')}
].filter((t): t is Transaction => t !== null);
`;
}

// ---------------------------------------------------------------------------------------------------
// What the brief listed (spec.content): its spending categories, their monthly limits, an overall
// monthly budget and the currency they are in.

/** At most this many listed categories. */
const MAX_CATEGORIES = 24;

/** Words that make an entry the whole month's budget ("Monthly limit", "Aylık bütçe"), not a category. */
const LIMIT_WORDS =
  /^(?:limit|limits|budget|budgets|cap|spending|monthly|month|total|overall|my|our|the|a|per|bütçe\p{L}*|limit\p{L}*|sınır\p{L}*|aylık|toplam|genel|harcama|límite|presupuesto|mensual|gasto|gastos|total|general|de|el|mi|plafond|mensuel|global|лимит\p{L}*|бюджет\p{L}*|месячн\p{L}*|общ\p{L}*|حد|ميزانية|شهرية|الشهرية)$/iu;
const LIMIT_CORE = /(?:limit|budget|cap|bütçe|sınır|límite|presupuesto|plafond|лимит|бюджет|حد|ميزانية)/iu;

/** True when an entry's name says only "monthly limit" / "budget" in some language. */
function isOverallLimit(name: string): boolean {
  const parts = name
    .trim()
    .split(/[\s:/-]+/u)
    .filter(Boolean);
  return (
    parts.length > 0 && parts.length <= 4 && LIMIT_CORE.test(name) && parts.every((w) => LIMIT_WORDS.test(w))
  );
}

/** Keywords that tie a listed category to a stock one (by EXPENSE_CATEGORIES index) and its sample rows. */
const CATEGORY_WORDS: [number, RegExp][] = [
  [
    0,
    /grocer|food|supermarket|market|yiyecek|gıda|mutfak|épicerie|courses|comestibles|supermercado|продукт|еда|بقالة/iu,
  ],
  [1, /rent|housing|mortgage|kira|konut|ev\b|loyer|alquiler|hipoteca|аренд|жиль|إيجار/iu],
  [
    2,
    /transport|transit|commute|travel|car\b|fuel|gas\b|petrol|ulaşım|yol|benzin|akaryakıt|araba|transporte|gasolina|транспорт|бензин|مواصلات/iu,
  ],
  [
    3,
    /eating out|dining|restaurant|takeaway|take-out|coffee|dışarıda|restoran|kafe|sorties|restaurante|кафе|ресторан|مطاعم/iu,
  ],
  [
    4,
    /utilit|bill|electric|water|internet|phone|fatura|elektrik|fatura|factures|facturas|servicios|коммунал|счета|فواتير/iu,
  ],
  [
    5,
    /entertainment|fun|leisure|hobb|going out|eğlence|hobi|keyif|loisirs|ocio|diversión|развлеч|досуг|ترفيه/iu,
  ],
  [6, /health|medical|pharmacy|doctor|gym|sağlık|eczane|spor|santé|salud|здоров|аптек|صحة/iu],
  [7, /shopping|clothes|clothing|alışveriş|giyim|kıyafet|achats|vêtements|compras|ropa|покупк|одежд|تسوق/iu],
  [8, /other|misc|diğer|çeşitli|divers|autres|otros|varios|прочее|другое|أخرى/iu],
];

/** How much of its limit each listed category spends in a sample month (one goes a little over). */
const LIMIT_USE = [0.92, 0.74, 0.61, 1.06, 0.83, 0.68, 0.88, 0.55];

interface BudgetSeed {
  /** The expense categories, in the brief's order (or the stock ones). */
  categories: string[];
  /** Each category's monthly limit in major units, when the brief gave one. */
  limits: (number | null)[];
  /** The whole month's budget in major units, when the brief gave one. */
  budget: number | null;
  currency: string;
  /** True when this is the stock app (nothing listed, or the stock categories listed back). */
  stock: boolean;
}

/** The expense categories the stock app shows: its list and the prompt's own topic. */
function stockCategories(spec: AppSpec): string[] {
  const names = EXPENSE_CATEGORIES.map((c) => pick(spec, c));
  for (const [kind, index, , , note] of sampleMonth(spec)) {
    const name = categoryName(spec, kind, index, note);
    if (kind === 'expense' && index < 0 && !names.includes(name)) names.push(name);
  }
  return names;
}

/** A price as a monthly amount ("$100 a week" is about $433 a month). */
function monthly(price: BriefPrice | undefined): number | null {
  if (!price || !Number.isFinite(price.amount) || price.amount <= 0) return null;
  const per = { hour: 160, day: 30, week: 52 / 12, month: 1, year: 1 / 12 }[price.period ?? 'month'];
  return Math.round(price.amount * per * 100) / 100;
}

function budgetSeed(spec: AppSpec): BudgetSeed {
  const stockCurrency: string = appCurrency(spec);
  const stock = stockCategories(spec);
  const listed = listedItems(spec, MAX_CATEGORIES + 1);
  const overalls = listed.filter((item) => monthly(item.price) !== null && isOverallLimit(item.name));
  const overall = overalls.length === 1 ? overalls[0]! : null;
  const own = listed.filter((item) => item !== overall).slice(0, MAX_CATEGORIES);
  const currency = listedCurrency(spec, listed);
  const seen = new Set<string>();
  const unique = own.filter((item) => {
    const key = item.name.trim().toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const categories = unique.length > 0 ? unique.map((item) => item.name.trim().slice(0, 60)) : stock;
  const limits = unique.length > 0 ? unique.map((item) => monthly(item.price)) : stock.map(() => null);
  const budget = overall ? monthly(overall.price) : null;
  const same =
    categories.length === stock.length &&
    categories.every((c, i) => c === stock[i]) &&
    limits.every((l) => l === null) &&
    budget === null &&
    currency === stockCurrency;
  return same
    ? { categories: stock, limits: stock.map(() => null), budget: null, currency: stockCurrency, stock: true }
    : { categories, limits, budget, currency, stock: false };
}

/** An amount rounded the way a person would note it: whole above 100, cents below. */
function tidyAmount(amount: number): number {
  return amount >= 100 ? Math.round(amount) : Math.round(amount * 100) / 100;
}

/**
 * A plausible month for the listed categories: a category named like a stock one ("Groceries",
 * "Fun money" -> entertainment) takes that one's sample rows, the others two purchases each. With a
 * limit, the month spends most of it (one category a little over); with an overall budget and no
 * limits, the month stays under it. Income keeps the stock rows, sized to cover the budget.
 */
function listedRows(spec: AppSpec, seed: BudgetSeed): SeedRow[] {
  const usdScale = seed.currency === appCurrency(spec) ? sampleScale(spec) : perUsd(seed.currency);
  const month = sampleMonth(spec);
  const used = new Set<number>();
  const expenses: SeedRow[] = [];
  seed.categories.forEach((category, i) => {
    const match = CATEGORY_WORDS.find(([index, words]) => !used.has(index) && words.test(category));
    const rows = match ? month.filter(([kind, index]) => kind === 'expense' && index === match[0]) : [];
    if (match && rows.length > 0) used.add(match[0]);
    const limit = seed.limits[i] ?? null;
    const own: SeedRow[] =
      rows.length > 0
        ? rows.map(([, , usd, day, note]) => ({
            kind: 'expense',
            amount: usd * usdScale,
            day,
            category,
            note: pick(spec, note),
            steady: usd >= 500,
          }))
        : [
            { kind: 'expense', amount: 0.45, day: 5 + (i % 6), category, note: '', steady: false },
            { kind: 'expense', amount: 0.55, day: 17 + (i % 7), category, note: '', steady: false },
          ].map(
            (row) => ({ ...row, amount: row.amount * [60, 90, 45, 120, 70][i % 5]! * usdScale }) as SeedRow,
          );
    if (limit !== null) {
      const total = own.reduce((sum, row) => sum + row.amount, 0);
      const target = limit * LIMIT_USE[i % LIMIT_USE.length]!;
      for (const row of own) row.amount = total > 0 ? (row.amount / total) * target : target / own.length;
    }
    expenses.push(...own);
  });
  const spent = expenses.reduce((sum, row) => sum + row.amount, 0);
  // An overall budget without limits: the sample month stays under it.
  if (seed.budget !== null && seed.limits.every((l) => l === null) && spent > 0) {
    const factor = (seed.budget * 0.86) / spent;
    for (const row of expenses) row.amount *= factor;
  }
  const planned =
    seed.budget ??
    (seed.limits.every((l) => l !== null) ? seed.limits.reduce((s: number, l) => s + (l ?? 0), 0) : null);
  const income: SeedRow[] = month
    .filter(([kind]) => kind === 'income')
    .map(([kind, index, usd, day, note]) => ({
      kind,
      amount: usd * usdScale,
      day,
      category: categoryName(spec, kind, index, note),
      note: pick(spec, note),
      steady: true,
    }));
  const earned = income.reduce((sum, row) => sum + row.amount, 0);
  if (planned !== null && planned > 0 && earned > 0) {
    const factor = (planned * 1.18) / earned;
    for (const row of income) row.amount *= factor;
  }
  const rows = [...income, ...expenses].map((row) => ({ ...row, amount: tidyAmount(row.amount) }));
  return rows.sort((a, b) => a.day - b.day || (a.kind === b.kind ? 0 : a.kind === 'income' ? -1 : 1));
}

/** The limits the sample file exports, in minor units; null when the brief gave none. */
function seedLimits(seed: BudgetSeed): { categories: Record<string, number>; budget: number | null } | null {
  const categories: Record<string, number> = {};
  seed.categories.forEach((category, i) => {
    const limit = seed.limits[i];
    if (limit !== null && limit !== undefined) categories[category] = Math.round(limit * 100);
  });
  const all = seed.limits.length > 0 && seed.limits.every((l) => l !== null);
  const budget =
    seed.budget !== null
      ? Math.round(seed.budget * 100)
      : all
        ? Object.values(categories).reduce((sum, v) => sum + v, 0)
        : null;
  return Object.keys(categories).length > 0 || budget !== null ? { categories, budget } : null;
}

/** A short stable hash of the listed seed, for its own storage key. */
function seedHash(seed: BudgetSeed): string {
  let h = 5381;
  const text = [
    ...seed.categories.map((c, i) => `${c}=${seed.limits[i] ?? ''}`),
    `budget=${seed.budget ?? ''}`,
    seed.currency,
  ].join('\n');
  for (const ch of text) h = (Math.imul(h, 33) + ch.charCodeAt(0)) >>> 0;
  return h.toString(36);
}

/**
 * src/data/start.ts for transactions saved under a key of their own: a visitor's first visit after the
 * categories changed starts from the new sample plus the transactions they entered themselves before
 * (under the key this app last used, else the stock one), so nothing they typed is hidden.
 */
function startFile(key: string): string {
  return `import { APP } from '../app-info';
import type { Transaction } from '../logic/budget';
import { SAMPLE_TRANSACTIONS } from './sample';

const KEY = ${lit(key)};
/** Where the app notes which transactions key it used last, so the next change finds them. */
const LAST_KEY = APP.slug + ':transactions-last';

/** The transactions a visitor entered themselves (not sample ones) in a saved value. */
export function ownTransactions(value: unknown): Transaction[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (t): t is Transaction =>
      !!t &&
      typeof t === 'object' &&
      typeof (t as Transaction).id === 'string' &&
      !(t as Transaction).id.startsWith('sample-') &&
      ((t as Transaction).kind === 'income' || (t as Transaction).kind === 'expense') &&
      typeof (t as Transaction).amount === 'number' &&
      typeof (t as Transaction).category === 'string' &&
      typeof (t as Transaction).date === 'string',
  );
}

function saved(storage: Storage, key: string): Transaction[] {
  try {
    const raw = storage.getItem(APP.slug + ':' + key);
    return raw === null ? [] : ownTransactions(JSON.parse(raw));
  } catch {
    return [];
  }
}

function starting(): Transaction[] {
  if (typeof window === 'undefined') return SAMPLE_TRANSACTIONS;
  try {
    const storage = window.localStorage;
    const last = storage.getItem(LAST_KEY);
    storage.setItem(LAST_KEY, KEY);
    // Transactions saved under this key are read as they are.
    if (storage.getItem(APP.slug + ':' + KEY) !== null) return SAMPLE_TRANSACTIONS;
    const previous = last && last !== KEY ? saved(storage, last) : [];
    const own = previous.length > 0 ? previous : saved(storage, 'transactions');
    return [...own, ...SAMPLE_TRANSACTIONS];
  } catch {
    return SAMPLE_TRANSACTIONS;
  }
}

/** What the transactions start from when nothing is saved under their key. */
export const START_TRANSACTIONS: Transaction[] = starting();
`;
}

/** Pure logic for spending limits, free of React. Amounts are minor units. */
const LIMITS_MODULE = `export interface LimitRow {
  category: string;
  spent: number;
  /** The category's monthly limit, or null without one. */
  limit: number | null;
}

/**
 * This month's spending per category against the limits: the limited categories first, in their
 * order and even when nothing was spent on them, then the others by spending, largest first.
 */
export function againstLimits(spent: { category: string; total: number }[], limits: Record<string, number>): LimitRow[] {
  const limited = Object.entries(limits).map(([category, limit]) => ({
    category,
    limit,
    spent: spent.find((s) => s.category === category)?.total ?? 0,
  }));
  const rest = spent.filter((s) => !(s.category in limits)).map((s) => ({ category: s.category, spent: s.total, limit: null }));
  return [...limited, ...rest];
}

/** How much of a limit is used, 0 to 1 (for a bar); over the limit stays at 1. */
export function usedShare(spent: number, limit: number): number {
  return limit <= 0 ? 1 : Math.min(1, Math.max(0, spent / limit));
}

/** What is left of a budget after spending (negative when over). */
export function leftOf(budget: number, spent: number): number {
  return budget - spent;
}
`;

/** Pure money logic, kept free of React so the tests can run it directly. Amounts are minor units. */
export const BUDGET_MODULE = String.raw`import type { DayKey } from './dates';

export type Kind = 'income' | 'expense';

export interface Transaction {
  id: string;
  kind: Kind;
  /** In minor units (cents, kuruş), always positive; the kind says which way it goes. */
  amount: number;
  category: string;
  date: DayKey;
  note: string;
  createdAt: number;
}

export interface Totals {
  income: number;
  expense: number;
  balance: number;
}

export function inMonth(transactions: Transaction[], month: string): Transaction[] {
  return transactions.filter((t) => t.date.startsWith(month + '-'));
}

export function totals(transactions: Transaction[]): Totals {
  let income = 0;
  let expense = 0;
  for (const t of transactions) {
    if (t.kind === 'income') income += t.amount;
    else expense += t.amount;
  }
  return { income, expense, balance: income - expense };
}

/** Totals per category for one kind, largest first. */
export function byCategory(transactions: Transaction[], kind: Kind = 'expense'): { category: string; total: number }[] {
  const sums = new Map<string, number>();
  for (const t of transactions) {
    if (t.kind === kind) sums.set(t.category, (sums.get(t.category) ?? 0) + t.amount);
  }
  return [...sums.entries()]
    .map(([category, total]) => ({ category, total }))
    .sort((a, b) => b.total - a.total || a.category.localeCompare(b.category));
}

/** Totals for each of the given months ("YYYY-MM"), in that order. */
export function monthlyTrend(transactions: Transaction[], months: string[]): (Totals & { month: string })[] {
  return months.map((month) => ({ month, ...totals(inMonth(transactions, month)) }));
}

/** Newest first; same day by when they were entered. */
export function sortTransactions(transactions: Transaction[]): Transaction[] {
  return [...transactions].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt - a.createdAt);
}

/**
 * "12.50", "12,50", "1,234.50", "1.234,50", "€ 1 200" -> minor units; null for anything that is not a
 * positive amount. A lone separator followed by exactly three digits is a thousands separator.
 */
export function parseAmount(input: string): number | null {
  const cleaned = input.replace(/[\s\u00a0'’]/g, '').replace(/^[^\d.,-]+|[^\d.,]+$/g, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const lastDot = cleaned.lastIndexOf('.');
  const lastComma = cleaned.lastIndexOf(',');
  let normalized: string;
  if (lastDot !== -1 && lastComma !== -1) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normalized = cleaned.split(thousands).join('').replace(decimal, '.');
  } else {
    const sep = lastDot !== -1 ? '.' : lastComma !== -1 ? ',' : '';
    const parts = sep ? cleaned.split(sep) : [cleaned];
    const tail = parts[parts.length - 1] ?? '';
    const isThousands = parts.length > 2 || (parts.length === 2 && tail.length === 3);
    normalized = isThousands ? parts.join('') : parts.join('.');
  }
  normalized = normalized.replace(/\.$/, '');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  const value = Math.round(Number(normalized) * 100);
  return Number.isFinite(value) && value > 0 && value < 1e13 ? value : null;
}

/** Minor units as money in the app's language ("$1,234.50", "₺1.234,50"). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
}

/** Minor units as the text a person would type back ("1234.5" or "1234,5"). */
export function amountInput(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }).format(amount / 100);
}

/** Rows for a CSV file: a header, then one row per transaction, newest first. */
export function csvRows(transactions: Transaction[], header: string[]): (string | number)[][] {
  return [
    header,
    ...sortTransactions(transactions).map((t) => [
      t.date,
      t.kind,
      t.category,
      t.note,
      (t.kind === 'expense' ? -t.amount : t.amount) / 100,
    ]),
  ];
}
`;

function transactionsFile(spec: AppSpec): string {
  const search = has(spec, 'search');
  const filters = has(spec, 'filters');
  const forms = has(spec, 'forms');
  const exporting = has(spec, 'export');
  const imports = new Imports()
    .add('react', 'useRef', 'useState', 'type FormEvent')
    .add('clsx', 'clsx')
    .add(
      'lucide-react',
      'ArrowDownLeft',
      'ArrowUpRight',
      'Check',
      'Download',
      'Pencil',
      'Plus',
      'Receipt',
      'Search',
      'Trash',
    )
    .add('./ui', 'Button', 'EmptyState', 'Field', 'Input', 'Select')
    .add('./section', 'Section')
    .add('../texts', 'LOCALE', 'T', 'fmt')
    .add('../logic/dates', 'formatDay', 'formatMonth', 'isDayKey', 'monthOf', 'todayKey')
    .add('../logic/id', 'newId')
    .add('../logic/download', 'downloadCsv')
    .add('../data/sample', 'EXPENSE_CATEGORIES', 'INCOME_CATEGORIES')
    .add(
      '../logic/budget',
      'amountInput',
      'csvRows',
      'formatMoney',
      'inMonth',
      'parseAmount',
      'sortTransactions',
      'type Kind',
      'type Transaction',
    );

  const code = `type SetTransactions = (update: (previous: Transaction[]) => Transaction[]) => void;

interface Draft {
  kind: Kind;
  amount: string;
  category: string;
  date: string;
  note: string;
}

function categoriesFor(kind: Kind, transactions: Transaction[]): string[] {
  const base = kind === 'income' ? INCOME_CATEGORIES : EXPENSE_CATEGORIES;
  return [...new Set([...base, ...transactions.filter((t) => t.kind === kind).map((t) => t.category)])];
}

function defaultDate(month: string): string {
  const today = todayKey();
  return monthOf(today) === month ? today : month + '-01';
}

export function Transactions({
  transactions,
  setTransactions,
  month,
  setMonth,
  currency,
}: {
  transactions: Transaction[];
  setTransactions: SetTransactions;
  month: string;
  setMonth: (month: string) => void;
  currency: string;
}) {
  const [draft, setDraft] = useState<Draft>({
    kind: 'expense',
    amount: '',
    category: EXPENSE_CATEGORIES[0] ?? '',
    date: defaultDate(month),
    note: '',
  });
  const [errors, setErrors] = useState<{ amount?: string; date?: string }>({});
  const [announcement, setAnnouncement] = useState('');
${when(search, `  const [query, setQuery] = useState('');\n`)}${when(filters, `  const [kindFilter, setKindFilter] = useState<Kind | ''>('');\n`)}  const amountRef = useRef<HTMLInputElement>(null);
  const money = (amount: number) => formatMoney(amount, currency, LOCALE);
  const visible = sortTransactions(inMonth(transactions, month))${when(filters, `\n    .filter((t) => kindFilter === '' || t.kind === kindFilter)`)}${when(
    search,
    `\n    .filter((t) => (t.category + ' ' + t.note).toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()))`,
  )};

  function setKind(kind: Kind) {
    setDraft({ ...draft, kind, category: categoriesFor(kind, transactions)[0] ?? '' });
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = parseAmount(draft.amount);
    const next: { amount?: string; date?: string } = {};
    if (amount === null) next.amount = T.amountInvalid;
    if (!isDayKey(draft.date)) next.date = T.dateInvalid;
    setErrors(next);
    if (amount === null || next.date) {
      amountRef.current?.focus();
      return;
    }
    const transaction: Transaction = {
      id: newId(),
      kind: draft.kind,
      amount,
      category: draft.category,
      date: draft.date,
      note: draft.note.trim(),
      createdAt: Date.now(),
    };
    setTransactions((previous) => [transaction, ...previous]);
    setDraft({ ...draft, amount: '', note: '' });
    if (monthOf(draft.date) !== month) setMonth(monthOf(draft.date));
    setAnnouncement(fmt(T.added, { amount: money(amount), category: draft.category }));
    amountRef.current?.focus();
  }

  function save(id: string, value: Omit<Transaction, 'id' | 'createdAt'>) {
    setTransactions((previous) => previous.map((t) => (t.id === id ? { ...t, ...value } : t)));
  }

  function remove(id: string) {
    setTransactions((previous) => previous.filter((t) => t.id !== id));
  }
${when(
  exporting,
  `
  function exportCsv() {
    downloadCsv('transactions-' + month + '.csv', csvRows(inMonth(transactions, month), [T.date, T.kind, T.category, T.note, T.amount]));
  }
`,
)}
  return (
    <Section id="transactions" title={T.transactionsTitle}>
      <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[auto_9rem_minmax(0,1fr)_10rem]">
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-200">{T.kind}</legend>
          <div className="inline-flex h-10 rounded-control border border-slate-300 p-0.5 dark:border-slate-700">
            {(['expense', 'income'] as const).map((kind) => (
              <label
                key={kind}
                className={clsx(
                  'flex cursor-pointer items-center rounded-control px-3 text-sm font-medium transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
                  draft.kind === kind ? 'bg-primary text-on-primary' : 'text-slate-600 hover:bg-slate-900/5 dark:text-slate-300 dark:hover:bg-white/10',
                )}
              >
                <input type="radio" name="kind" value={kind} checked={draft.kind === kind} onChange={() => setKind(kind)} className="sr-only" />
                {kind === 'expense' ? T.expense : T.income}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label={T.amount} error={errors.amount}>
          <Input
            ref={amountRef}
            inputMode="decimal"
            value={draft.amount}
            onChange={(e) => setDraft({ ...draft, amount: e.target.value })}
            placeholder={T.amountPlaceholder}
            autoComplete="off"
          />
        </Field>
        <Field label={T.category}>
          <Select value={draft.category} onChange={(e) => setDraft({ ...draft, category: e.target.value })}>
            {categoriesFor(draft.kind, transactions).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={T.date} error={errors.date}>
          <Input type="date" value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
        </Field>
${when(
  forms,
  `        <div className="sm:col-span-2 lg:col-span-3">
          <Field label={T.note}>
            <Input value={draft.note} onChange={(e) => setDraft({ ...draft, note: e.target.value })} placeholder={T.notePlaceholder} maxLength={120} />
          </Field>
        </div>
`,
)}        <div className="flex items-end">
          <Button type="submit" className="w-full">
            <Plus aria-hidden="true" />
            {T.addTransaction}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h3 className="mr-auto font-display font-semibold">{formatMonth(month, LOCALE)}</h3>
${when(
  search,
  `        <div className="relative min-w-0 flex-1 basis-40">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            type="search"
            aria-label={T.searchTransactions}
            placeholder={T.searchTransactions}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-9"
          />
        </div>
`,
)}${when(
    filters,
    `        <Select aria-label={T.filterKind} value={kindFilter} onChange={(e) => setKindFilter(e.target.value === 'income' || e.target.value === 'expense' ? e.target.value : '')} className="w-48">
          <option value="">{T.allKinds}</option>
          <option value="expense">{T.expenses}</option>
          <option value="income">{T.incomes}</option>
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
      {visible.length === 0 ? (
        <EmptyState className="mt-4" icon={Receipt} title={T.emptyTitle} hint={T.emptyHint} />
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {visible.map((t) => (
            <TransactionRow key={t.id} transaction={t} money={money} transactions={transactions} onSave={(value) => save(t.id, value)} onDelete={() => remove(t.id)} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function TransactionRow({
  transaction: t,
  transactions,
  money,
  onSave,
  onDelete,
}: {
  transaction: Transaction;
  transactions: Transaction[];
  money: (amount: number) => string;
  onSave: (value: Omit<Transaction, 'id' | 'createdAt'>) => void;
  onDelete: () => void;
}) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  function close() {
    setDraft(null);
    setError(null);
    setTimeout(() => editButton.current?.focus(), 0);
  }

  function save() {
    if (!draft) return;
    const amount = parseAmount(draft.amount);
    if (amount === null || !isDayKey(draft.date)) {
      setError(amount === null ? T.amountInvalid : T.dateInvalid);
      return;
    }
    onSave({ kind: draft.kind, amount, category: draft.category, date: draft.date, note: draft.note.trim() });
    close();
  }

  if (draft) {
    return (
      <li
        className="grid gap-2 py-3 sm:grid-cols-[8rem_minmax(0,1fr)_10rem] lg:grid-cols-[8rem_10rem_10rem_minmax(0,1fr)_auto]"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            close();
          }
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
            e.preventDefault();
            save();
          }
        }}
      >
        <Input aria-label={T.amount} aria-invalid={error === T.amountInvalid ? true : undefined} inputMode="decimal" autoFocus value={draft.amount} onChange={(e) => setDraft({ ...draft, amount: e.target.value })} />
        <Select aria-label={T.category} value={draft.category} onChange={(e) => setDraft({ ...draft, category: e.target.value })}>
          {categoriesFor(draft.kind, transactions).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
        <Input aria-label={T.date} type="date" value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
        <Input aria-label={T.note} value={draft.note} placeholder={T.note} onChange={(e) => setDraft({ ...draft, note: e.target.value })} />
        <div className="flex gap-1">
          <Button size="sm" onClick={save}>
            <Check aria-hidden="true" />
            {T.save}
          </Button>
          <Button size="sm" variant="ghost" onClick={close}>
            {T.cancel}
          </Button>
        </div>
        {error ? <p className="text-sm text-red-600 sm:col-span-3 lg:col-span-5 dark:text-red-400">{error}</p> : null}
      </li>
    );
  }

  const income = t.kind === 'income';
  return (
    <li className="flex items-center gap-2 py-3 sm:gap-3">
      <span
        aria-hidden="true"
        className={clsx(
          'hidden size-9 shrink-0 place-items-center rounded-full min-[420px]:grid',
          income ? 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-400' : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
        )}
      >
        {income ? <ArrowDownLeft className="size-4" /> : <ArrowUpRight className="size-4" />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{t.note || t.category}</p>
        <p className="truncate text-sm text-slate-500 dark:text-slate-400">
          {t.category} · {formatDay(t.date, LOCALE, { day: 'numeric', month: 'short' })}
        </p>
      </div>
      <p className={clsx('shrink-0 font-medium tabular-nums', income ? 'text-emerald-600 dark:text-emerald-400' : 'text-slate-900 dark:text-slate-100')}>
        <span className="sr-only">{income ? T.income : T.expense}: </span>
        {(income ? '+' : '−') + money(t.amount)}
      </p>
      <div className="flex shrink-0 gap-0.5">
        <Button
          ref={editButton}
          variant="ghost"
          size="sm"
          aria-label={fmt(T.editTransaction, { name: t.note || t.category })}
          onClick={() => setDraft({ kind: t.kind, amount: amountInput(t.amount, LOCALE), category: t.category, date: t.date, note: t.note })}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={fmt(T.deleteTransaction, { name: t.note || t.category })}
          onClick={onDelete}
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

const MONTH_PICKER = `import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui';
import { addMonths, formatMonth, monthOf, todayKey } from '../logic/dates';
import { LOCALE, T } from '../texts';

export function MonthPicker({ month, setMonth }: { month: string; setMonth: (month: string) => void }) {
  const current = monthOf(todayKey());
  return (
    <div className="flex items-center gap-1 rounded-control border border-slate-200 bg-white p-1 dark:border-slate-800 dark:bg-slate-900">
      <Button variant="ghost" size="sm" aria-label={T.previousMonth} onClick={() => setMonth(addMonths(month, -1))}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p aria-live="polite" className="min-w-36 text-center text-sm font-semibold">
        {formatMonth(month, LOCALE)}
      </p>
      <Button variant="ghost" size="sm" aria-label={T.nextMonth} disabled={month >= current} onClick={() => setMonth(addMonths(month, 1))}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
`;

const SUMMARY_FILE = `import { PiggyBank, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { Section } from './section';
import { Stat } from './stat';
import { formatMoney, inMonth, totals, type Transaction } from '../logic/budget';
import { formatMonth } from '../logic/dates';
import { LOCALE, T } from '../texts';

export function MonthSummary({ transactions, month, currency }: { transactions: Transaction[]; month: string; currency: string }) {
  const sum = totals(inMonth(transactions, month));
  const money = (amount: number) => formatMoney(amount, currency, LOCALE);
  const rate = sum.income > 0 ? sum.balance / sum.income : null;
  return (
    <Section id="summary" title={T.summaryTitle} actions={<span className="text-sm text-slate-500 dark:text-slate-400">{formatMonth(month, LOCALE)}</span>}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={T.incomes} value={money(sum.income)} icon={<TrendingUp aria-hidden="true" className="size-4" />} />
        <Stat label={T.expenses} value={money(sum.expense)} icon={<TrendingDown aria-hidden="true" className="size-4" />} />
        <Stat
          label={T.balance}
          value={<span className={sum.balance < 0 ? 'text-red-600 dark:text-red-400' : undefined}>{money(sum.balance)}</span>}
          icon={<Wallet aria-hidden="true" className="size-4" />}
        />
        <Stat
          label={T.savingsRate}
          value={rate === null ? '—' : new Intl.NumberFormat(LOCALE, { style: 'percent' }).format(rate)}
          icon={<PiggyBank aria-hidden="true" className="size-4" />}
        />
      </div>
    </Section>
  );
}
`;

/** The month summary; with an overall budget it also shows what is left of it. */
function summaryFile(budget: boolean): string {
  if (!budget) return SUMMARY_FILE;
  return SUMMARY_FILE.replace(
    "import { PiggyBank, TrendingDown, TrendingUp, Wallet } from 'lucide-react';",
    "import { PiggyBank, Target, TrendingDown, TrendingUp, Wallet } from 'lucide-react';",
  )
    .replace(
      "import { formatMoney, inMonth, totals, type Transaction } from '../logic/budget';",
      "import { formatMoney, inMonth, totals, type Transaction } from '../logic/budget';\nimport { leftOf } from '../logic/limits';\nimport { MONTHLY_BUDGET } from '../data/sample';",
    )
    .replace("import { LOCALE, T } from '../texts';", "import { LOCALE, T, fmt } from '../texts';")
    .replace(
      '  const rate = sum.income > 0 ? sum.balance / sum.income : null;\n',
      '  const rate = sum.income > 0 ? sum.balance / sum.income : null;\n  const budget = MONTHLY_BUDGET;\n  const left = budget === null ? 0 : leftOf(budget, sum.expense);\n',
    )
    .replace('grid grid-cols-2 gap-3 lg:grid-cols-4', 'grid grid-cols-2 gap-3 lg:grid-cols-5')
    .replace(
      '          icon={<PiggyBank aria-hidden="true" className="size-4" />}\n        />\n',
      `          icon={<PiggyBank aria-hidden="true" className="size-4" />}
        />
        {budget !== null ? (
          <Stat
            label={T.budgetLeft}
            value={<span className={left < 0 ? 'text-red-600 dark:text-red-400' : undefined}>{money(left)}</span>}
            hint={fmt(T.budgetOf, { budget: money(budget) })}
            icon={<Target aria-hidden="true" className="size-4" />}
          />
        ) : null}
`,
    );
}

/** The breakdown against the brief's monthly limits: spent of each limit, with what is left or over. */
function limitedBreakdownFile(spec: AppSpec): string {
  const charts = has(spec, 'charts');
  return `import { clsx } from 'clsx';
${charts ? "import { BarChart } from './chart';\n" : ''}import { Section } from './section';
import { byCategory, formatMoney, inMonth, type Transaction } from '../logic/budget';
import { againstLimits, usedShare } from '../logic/limits';
import { CATEGORY_LIMITS } from '../data/sample';
import { LOCALE, T, fmt } from '../texts';

export function CategoryBreakdown({ transactions, month, currency }: { transactions: Transaction[]; month: string; currency: string }) {
  const spent = byCategory(inMonth(transactions, month), 'expense');
  const rows = againstLimits(spent, CATEGORY_LIMITS);
  const total = spent.reduce((sum, r) => sum + r.total, 0);
  const money = (amount: number) => formatMoney(amount, currency, LOCALE);
  const percent = new Intl.NumberFormat(LOCALE, { style: 'percent' });
  return (
    <Section id="breakdown" title={T.breakdownTitle}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{T.noSpending}</p>
      ) : (
        <div className="${charts ? 'grid gap-6 lg:grid-cols-2' : ''}">
${when(
  charts,
  `          <BarChart data={spent.map((r) => ({ label: r.category, value: r.total / 100 }))} label={T.breakdownTitle} format={(v) => money(Math.round(v * 100))} />
`,
)}          <ul className="space-y-3">
            {rows.map((r) => {
              const over = r.limit !== null && r.spent > r.limit;
              const width = r.limit !== null ? usedShare(r.spent, r.limit) : total > 0 ? r.spent / total : 0;
              return (
                <li key={r.category}>
                  <div className="flex justify-between gap-3 text-sm">
                    <span className="truncate font-medium">{r.category}</span>
                    <span className={clsx('shrink-0 tabular-nums', over ? 'font-medium text-red-600 dark:text-red-400' : 'text-slate-600 dark:text-slate-400')}>
                      {r.limit !== null ? fmt(T.ofLimit, { spent: money(r.spent), limit: money(r.limit) }) : money(r.spent) + ' · ' + percent.format(total > 0 ? r.spent / total : 0)}
                    </span>
                  </div>
                  <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
                    <div className={clsx('h-full rounded-full', over ? 'bg-red-500' : 'bg-primary')} style={{ width: width * 100 + '%' }} />
                  </div>
                  {r.limit !== null ? (
                    <p className={clsx('mt-1 text-xs', over ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400')}>
                      {over ? fmt(T.overBy, { amount: money(r.spent - r.limit) }) : fmt(T.leftToSpend, { amount: money(r.limit - r.spent) })}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Section>
  );
}
`;
}

function breakdownFile(spec: AppSpec): string {
  const charts = has(spec, 'charts');
  return `${charts ? "import { BarChart } from './chart';\n" : ''}import { Section } from './section';
import { byCategory, formatMoney, inMonth, type Transaction } from '../logic/budget';
import { LOCALE, T } from '../texts';

export function CategoryBreakdown({ transactions, month, currency }: { transactions: Transaction[]; month: string; currency: string }) {
  const rows = byCategory(inMonth(transactions, month), 'expense');
  const total = rows.reduce((sum, r) => sum + r.total, 0);
  const money = (amount: number) => formatMoney(amount, currency, LOCALE);
  const percent = new Intl.NumberFormat(LOCALE, { style: 'percent' });
  return (
    <Section id="breakdown" title={T.breakdownTitle}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{T.noSpending}</p>
      ) : (
        <div className="${charts ? 'grid gap-6 lg:grid-cols-2' : ''}">
${when(
  charts,
  `          <BarChart data={rows.map((r) => ({ label: r.category, value: r.total / 100 }))} label={T.breakdownTitle} format={(v) => money(Math.round(v * 100))} />
`,
)}          <ul className="space-y-3">
            {rows.map((r) => (
              <li key={r.category}>
                <div className="flex justify-between gap-3 text-sm">
                  <span className="truncate font-medium">{r.category}</span>
                  <span className="shrink-0 text-slate-600 tabular-nums dark:text-slate-400">
                    {money(r.total)} · {percent.format(r.total / total)}
                  </span>
                </div>
                <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
                  <div className="h-full rounded-full bg-primary" style={{ width: (r.total / total) * 100 + '%' }} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
`;
}

const TREND_FILE = `import { LineChart } from './chart';
import { Section } from './section';
import { formatMoney, monthlyTrend, type Transaction } from '../logic/budget';
import { addMonths, formatMonth } from '../logic/dates';
import { LOCALE, T } from '../texts';

export function MonthlyTrend({ transactions, month, currency }: { transactions: Transaction[]; month: string; currency: string }) {
  const months = Array.from({ length: 6 }, (_, i) => addMonths(month, i - 5));
  const data = monthlyTrend(transactions, months).map((m) => ({
    label: formatMonth(m.month, LOCALE, { month: 'short' }),
    value: m.expense / 100,
  }));
  return (
    <Section id="trend" title={T.trendTitle}>
      <p className="-mt-2 mb-3 text-sm text-slate-500 dark:text-slate-400">{T.trendHint}</p>
      <LineChart data={data} label={T.trendTitle} format={(v) => formatMoney(Math.round(v * 100), currency, LOCALE)} />
    </Section>
  );
}
`;

const CURRENCY_FILE = `import { Field, Select } from './ui';
import { T } from '../texts';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'CAD', 'AUD', 'CHF', 'INR'];

export function CurrencySetting({ currency, setCurrency }: { currency: string; setCurrency: (currency: string) => void }) {
  return (
    <div className="max-w-xs">
      <Field label={T.currency}>
        <Select value={currency} onChange={(e) => setCurrency(e.target.value)}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
`;

/** The currency setting; a brief's currency outside the usual list is added to it. */
function currencyFile(currency: string): string {
  const usual = ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'CAD', 'AUD', 'CHF', 'INR'];
  if (usual.includes(currency)) return CURRENCY_FILE;
  return CURRENCY_FILE.replace(
    "const CURRENCIES = ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'CAD', 'AUD', 'CHF', 'INR'];",
    `const CURRENCIES = [${[currency, ...usual].map(lit).join(', ')}];`,
  );
}

function texts(spec: AppSpec, limited: boolean) {
  const description = spec.content?.description?.trim();
  return {
    ...commonTexts(spec, { pages: PAGES, sections: SECTIONS }),
    ...(description
      ? {
          subtitle: text(spec, 'hero.subtitle', same(capitalize(spec, description))),
        }
      : {}),
    ...(limited
      ? {
          budgetLeft: L.budgetLeft,
          budgetOf: L.budgetOf,
          ofLimit: L.ofLimit,
          overBy: L.overBy,
          leftToSpend: L.leftToSpend,
        }
      : {}),
    addTransaction: text(spec, 'cta.button', L.ctaButton),
    kind: L.kind,
    expense: L.expense,
    income: L.income,
    expenses: L.expenses,
    incomes: L.incomes,
    balance: L.balance,
    savingsRate: L.savingsRate,
    amount: L.amount,
    amountPlaceholder: L.amountPlaceholder,
    category: L.category,
    date: L.date,
    note: L.note,
    notePlaceholder: L.notePlaceholder,
    amountInvalid: L.amountInvalid,
    dateInvalid: L.dateInvalid,
    added: L.added,
    searchTransactions: L.searchTransactions,
    filterKind: L.filterKind,
    allKinds: L.allKinds,
    emptyTitle: L.emptyTitle,
    emptyHint: L.emptyHint,
    editTransaction: L.editTransaction,
    deleteTransaction: L.deleteTransaction,
    previousMonth: L.previousMonth,
    nextMonth: L.nextMonth,
    noSpending: L.noSpending,
    trendHint: L.trendHint,
    currency: L.currency,
  };
}

function render(spec: AppSpec): Record<string, string> {
  const seed = budgetSeed(spec);
  const limits = seed.stock ? null : seedLimits(seed);
  const rows = seed.stock ? stockRows(spec) : listedRows(spec, seed);
  const imports = new Imports()
    .add('./logic/budget', 'type Transaction')
    .add('./logic/dates', 'monthOf', 'todayKey')
    .add('./data/sample', 'DEFAULT_CURRENCY', 'SAMPLE_TRANSACTIONS')
    .add('./components/section', 'Section')
    .add('./components/data-settings', 'DataSettings')
    .add('./components/month-picker', 'MonthPicker')
    .add('./components/month-summary', 'MonthSummary')
    .add('./components/transactions', 'Transactions')
    .add('./components/category-breakdown', 'CategoryBreakdown')
    .add('./components/monthly-trend', 'MonthlyTrend')
    .add('./components/currency-setting', 'CurrencySetting')
    .add('react', 'useState');
  const files: Record<string, string> = {
    ...baseFiles(spec, { settings: sectionOn(spec, 'settings') }),
    'src/texts.ts': textsFile(spec, texts(spec, limits !== null)),
    'src/logic/budget.ts': BUDGET_MODULE,
    'src/data/sample.ts': sampleFile(spec, seed, rows, limits),
    'src/components/month-picker.tsx': MONTH_PICKER,
  };
  if (limits) files['src/logic/limits.ts'] = LIMITS_MODULE;
  if (sectionOn(spec, 'summary'))
    files['src/components/month-summary.tsx'] = summaryFile(limits?.budget != null);
  if (sectionOn(spec, 'transactions')) files['src/components/transactions.tsx'] = transactionsFile(spec);
  if (sectionOn(spec, 'breakdown'))
    files['src/components/category-breakdown.tsx'] = limits
      ? limitedBreakdownFile(spec)
      : breakdownFile(spec);
  if (sectionOn(spec, 'trend') && has(spec, 'charts')) files['src/components/monthly-trend.tsx'] = TREND_FILE;
  if (sectionOn(spec, 'settings')) files['src/components/currency-setting.tsx'] = currencyFile(seed.currency);
  // The listed categories are saved under keys of their own, so a visitor's saved stock transactions
  // (or currency) cannot hide them; the transactions they typed themselves come along.
  const transactionsKey = seed.stock ? 'transactions' : `transactions-${seedHash(seed)}`;
  const currencyKey =
    seed.currency === appCurrency(spec) ? 'currency' : `currency-${seed.currency.toLowerCase()}`;
  const carried = has(spec, 'persistence') && transactionsKey !== 'transactions';
  if (carried) {
    files['src/data/start.ts'] = startFile(transactionsKey);
    imports.add('./data/start', 'START_TRANSACTIONS');
  }
  const month = 'month={month} currency={currency}';
  files['src/App.tsx'] = appFile({
    spec,
    pages: PAGES,
    sections: SECTIONS,
    imports,
    body: [
      stateHook(
        spec,
        imports,
        'transactions',
        'Transaction[]',
        transactionsKey,
        carried ? 'START_TRANSACTIONS' : 'SAMPLE_TRANSACTIONS',
      ),
      stateHook(spec, imports, 'currency', 'string', currencyKey, 'DEFAULT_CURRENCY'),
      'const [month, setMonth] = useState(() => monthOf(todayKey()));',
    ],
    toolbar: '<MonthPicker month={month} setMonth={setMonth} />',
    elements: {
      summary: `<MonthSummary transactions={transactions} ${month} />`,
      transactions: `<Transactions transactions={transactions} setTransactions={setTransactions} setMonth={setMonth} ${month} />`,
      breakdown: `<CategoryBreakdown transactions={transactions} ${month} />`,
      trend: `<MonthlyTrend transactions={transactions} ${month} />`,
      settings: `<Section id="settings" title={T.settingsTitle}>
  <DataSettings onReset={() => setTransactions(SAMPLE_TRANSACTIONS)} onClear={() => setTransactions([])}>
    <CurrencySetting currency={currency} setCurrency={setCurrency} />
  </DataSettings>
</Section>`,
    },
  });
  return files;
}

/**
 * The stock categories as content (Blueprint.defaultContent): the expense categories the app starts
 * with (and the prompt's own topic), without limits, so "add a Pets category" or "set Rent to 1200"
 * edits them. Rendered back it is the stock app: same sample transactions, currency and storage keys.
 */
function stockContent(spec: AppSpec): BriefContent {
  return seedContent(stockCategories(spec).map((name) => ({ name })));
}

export const blueprint: Blueprint = {
  kind: 'budget',
  label: L.aBudgetTracker,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['summary', 'transactions', 'breakdown', 'trend', 'settings'],
  defaultFeatures: ['persistence', 'forms', 'filters', 'search', 'charts', 'export', 'dark-toggle'],
  defaultTheme: { primary: '#0f766e', accent: '#eab308', font: 'sans', radius: 'lg' },
  render,
  defaultContent: stockContent,
};
