/**
 * A budget tracker app (BudgetApp) described as data: its frame, the sections in order, which controls
 * it offers, its currency, the spending categories with their monthly limits, the transactions a new
 * visitor starts with and every text it shows. The built-in agent writes one as JSON; the transactions
 * and the currency a visitor picks are kept in localStorage.
 *
 * Money is kept in integer minor units (cents, kuruş: amount × 100), so sums never drift.
 */
import type { AppFrame, DataTexts, SectionSlot } from '@/lib/app-frame';
import type { DayKey } from '@/lib/dates';

export type TransactionKind = 'income' | 'expense';
/** In the order the add form offers them: spending is what people note most. */
export const KINDS: readonly TransactionKind[] = ['expense', 'income'];

export interface Transaction {
  id: string;
  kind: TransactionKind;
  /** In minor units, always positive; the kind says which way it goes. */
  amount: number;
  category: string;
  date: DayKey;
  note: string;
  createdAt: number;
}

/**
 * A starting transaction, laid out from the visitor's first day so a sample never goes stale: on `day`
 * of the month `monthsBack` months before the first visit's month. One that would fall after the first
 * day has not happened yet and is left out.
 */
export interface SeedTransaction {
  id: string;
  kind: TransactionKind;
  /** In minor units. */
  amount: number;
  category: string;
  note: string;
  monthsBack: number;
  day: number;
}

/** A spending category and its monthly limit in minor units (null: no limit). */
export interface ExpenseCategory {
  name: string;
  limit: number | null;
}

export type BudgetSectionId = 'summary' | 'transactions' | 'breakdown' | 'trend' | 'settings';

/** Its own texts, besides the data settings' (DataTexts). */
export interface BudgetTexts extends DataTexts {
  addTransaction: string;
  kind: string;
  expense: string;
  income: string;
  expenses: string;
  incomes: string;
  balance: string;
  savingsRate: string;
  amount: string;
  amountPlaceholder: string;
  category: string;
  date: string;
  note: string;
  notePlaceholder: string;
  amountInvalid: string;
  dateInvalid: string;
  added: string;
  searchTransactions: string;
  filterKind: string;
  allKinds: string;
  emptyTitle: string;
  emptyHint: string;
  editTransaction: string;
  deleteTransaction: string;
  previousMonth: string;
  nextMonth: string;
  noSpending: string;
  trendHint: string;
  currency: string;
  budgetLeft: string;
  budgetOf: string;
  ofLimit: string;
  overBy: string;
  leftToSpend: string;
  save: string;
  exportCsv: string;
}

export interface BudgetSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<BudgetSectionId>[];
  /**
   * The controls it offers: a note on each transaction, search, a filter by kind, a CSV export, and a
   * bar chart beside the category breakdown.
   */
  features: { forms: boolean; search: boolean; filters: boolean; export: boolean; charts: boolean };
  /**
   * Where the transactions are kept ("{slug}:{key}"). Transactions seeded from a brief's categories have
   * a key of their own; on its first visit it starts from what was saved under the key used before
   * (lib/carry-over.ts). The currency is kept under `currencyKey`, one of its own for a brief's
   * currency, so a currency saved for the stock app cannot hide it.
   */
  storage: { key: string; base: string; stock: string[]; currencyKey: string };
  /** The currency it starts in (ISO 4217), and the ones the setting offers. */
  currency: string;
  currencies: string[];
  categories: { expense: ExpenseCategory[]; income: string[] };
  /** The whole month's spending budget in minor units, or null without one. */
  monthlyBudget: number | null;
  seed: SeedTransaction[];
  texts: BudgetTexts;
}
