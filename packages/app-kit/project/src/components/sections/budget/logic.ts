/**
 * Budget rules, free of React: totals, spending per category against its limit, the monthly trend,
 * amounts as people type them, money in the app's language, CSV rows and what a seed becomes on a
 * visitor's first day. Amounts are integer minor units (cents), so sums never drift.
 */
import { carryOver, type StringStore } from '@/lib/carry-over';
import { addMonths, monthOf, todayKey, type DayKey } from '@/lib/dates';
import type {
  BudgetSchema,
  ExpenseCategory,
  SeedTransaction,
  Transaction,
  TransactionKind,
} from '@/lib/budget';

export interface Totals {
  income: number;
  expense: number;
  balance: number;
}

/** The transactions of one month ("YYYY-MM"). */
export function inMonth(transactions: readonly Transaction[], month: string): Transaction[] {
  return transactions.filter((t) => t.date.startsWith(month + '-'));
}

export function totals(transactions: readonly Transaction[]): Totals {
  let income = 0;
  let expense = 0;
  for (const t of transactions) {
    if (t.kind === 'income') income += t.amount;
    else expense += t.amount;
  }
  return { income, expense, balance: income - expense };
}

/** The share of income kept (balance / income), or null without income. */
export function savingsRate(sum: Totals): number | null {
  return sum.income > 0 ? sum.balance / sum.income : null;
}

/** Totals per category for one kind, largest first. */
export function byCategory(
  transactions: readonly Transaction[],
  kind: TransactionKind = 'expense',
): { category: string; total: number }[] {
  const sums = new Map<string, number>();
  for (const t of transactions) {
    if (t.kind === kind) sums.set(t.category, (sums.get(t.category) ?? 0) + t.amount);
  }
  return [...sums.entries()]
    .map(([category, total]) => ({ category, total }))
    .sort((a, b) => b.total - a.total || a.category.localeCompare(b.category));
}

/** Totals for each of the given months ("YYYY-MM"), in that order. */
export function monthlyTrend(
  transactions: readonly Transaction[],
  months: readonly string[],
): (Totals & { month: string })[] {
  return months.map((month) => ({ month, ...totals(inMonth(transactions, month)) }));
}

/** The `n` months ending with `month`, oldest first. */
export function monthsEnding(month: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => addMonths(month, i - n + 1));
}

/** Newest first; same day by when they were entered. */
export function sortTransactions(transactions: readonly Transaction[]): Transaction[] {
  return [...transactions].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt - a.createdAt);
}

/** Of one kind (or either, for ''), whose category or note holds the query. */
export function filterTransactions(
  transactions: readonly Transaction[],
  kind: TransactionKind | '',
  query: string,
): Transaction[] {
  const q = query.trim().toLocaleLowerCase();
  return transactions.filter(
    (t) =>
      (kind === '' || t.kind === kind) &&
      (q === '' || `${t.category} ${t.note}`.toLocaleLowerCase().includes(q)),
  );
}

/** The categories a kind offers: the schema's, then any others its transactions use. */
export function categoriesFor(
  schema: Pick<BudgetSchema, 'categories'>,
  kind: TransactionKind,
  transactions: readonly Transaction[],
): string[] {
  const base = kind === 'income' ? schema.categories.income : schema.categories.expense.map((c) => c.name);
  return [...new Set([...base, ...transactions.filter((t) => t.kind === kind).map((t) => t.category)])];
}

export interface LimitRow {
  category: string;
  spent: number;
  /** The category's monthly limit, or null without one. */
  limit: number | null;
}

/**
 * A month's spending per category against the limits: the limited categories first, in their order and
 * even when nothing was spent on them, then the others by spending, largest first.
 */
export function againstLimits(
  spent: readonly { category: string; total: number }[],
  categories: readonly ExpenseCategory[],
): LimitRow[] {
  const limited = categories.filter((c): c is { name: string; limit: number } => c.limit !== null);
  const names = new Set(limited.map((c) => c.name));
  return [
    ...limited.map((c) => ({
      category: c.name,
      limit: c.limit,
      spent: spent.find((s) => s.category === c.name)?.total ?? 0,
    })),
    ...spent
      .filter((s) => !names.has(s.category))
      .map((s) => ({ category: s.category, spent: s.total, limit: null })),
  ];
}

/** How much of a limit is used, 0 to 1 (for a bar); over the limit stays at 1. */
export function usedShare(spent: number, limit: number): number {
  return limit <= 0 ? 1 : Math.min(1, Math.max(0, spent / limit));
}

/** What is left of a budget after spending (negative when over). */
export function leftOf(budget: number, spent: number): number {
  return budget - spent;
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

/** Minor units as a short figure for a chart's bar ("$1.2K", "₺850"). */
export function formatMoneyShort(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount / 100);
}

/** True for a currency code this browser can format money in ("USD"; not "US$" or "Dollars"). */
export function knownCurrency(code: unknown): code is string {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/** Minor units as the text a person would type back ("1234.5" or "1234,5"). */
export function amountInput(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }).format(amount / 100);
}

/** Rows for a CSV file: a header, then one row per transaction, newest first, expenses negative. */
export function csvRows(transactions: readonly Transaction[], header: string[]): (string | number)[][] {
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

/** Where the add form's date starts: today in the current month, else the shown month's first day. */
export function defaultDate(month: string, today: DayKey = todayKey()): DayKey {
  return monthOf(today) === month ? today : month + '-01';
}

/** The day key of `day` in `month`, kept inside the month (day 31 of April is the 30th). */
function dayIn(month: string, day: number): DayKey {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(Math.max(1, Math.round(day)), last)).padStart(2, '0')}`;
}

/**
 * The seed as transactions on the visitor's first day; samples dated after it are left out. Their
 * order in the seed is their entry order, so same-day samples list as written.
 */
export function seedTransactions(seed: readonly SeedTransaction[], today: DayKey): Transaction[] {
  const month = monthOf(today);
  return seed.flatMap((s, i): Transaction[] => {
    const date = dayIn(addMonths(month, -s.monthsBack), s.day);
    return date > today
      ? []
      : [
          {
            id: s.id,
            kind: s.kind,
            amount: s.amount,
            category: s.category,
            date,
            note: s.note,
            createdAt: i + 1,
          },
        ];
  });
}

/** What a visitor can change in a transaction, for carry-over (the date the seed sets left out). */
export function transactionShape(t: Pick<Transaction, 'kind' | 'amount' | 'category' | 'note'>): unknown {
  return [t.kind, t.amount, t.category, t.note];
}

/**
 * A transaction has no name of its own: the whole entry stands for it, so a new sample joins unless
 * that very transaction was carried over.
 */
function transactionName(t: Transaction): string {
  return JSON.stringify([t.date, t.kind, t.amount, t.category, t.note]);
}

/**
 * The transactions a visitor starts from when nothing is saved under the schema's key: the seed on their
 * first day or, after the categories changed, the ones saved before carried over (lib/carry-over.ts):
 * what the visitor entered or changed stays, untouched samples of the old seed give way to the new.
 */
export function startingTransactions(
  schema: BudgetSchema,
  today: DayKey,
  storage: StringStore | undefined,
): Transaction[] {
  const sample = seedTransactions(schema.seed, today);
  if (!schema.frame.persistence) return sample;
  return carryOver(storage, schema.storage.key, sample, {
    slug: schema.frame.slug,
    base: schema.storage.base,
    stock: schema.storage.stock,
    name: transactionName,
    shape: transactionShape,
  });
}
