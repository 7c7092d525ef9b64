/**
 * A budget tracker, composed from the kit's BudgetApp (packages/app-kit): income and expense
 * transactions with categories, a month picker, totals, balance and share saved (sections/budget/logic.ts,
 * amounts in minor units), spending by category against each category's monthly limit with a bar chart,
 * a six-month spending trend, inline edit, delete, CSV export, and settings for the currency and data.
 * This blueprint writes only data: the schema (categories, limits, currency, seed transactions, texts).
 *
 * Main interaction: type an amount into the textbox "Amount" / "Tutar", press the button
 * "Add transaction" / "İşlem ekle"; the transaction is listed under the month, the totals change, and it
 * survives a reload.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type {
  BudgetSchema,
  BudgetSectionId,
  BudgetTexts,
  ExpenseCategory,
  SeedTransaction,
} from '@atelier/app-kit/budget';
import { shapeHash } from '@atelier/app-kit/carry-over';
import type { BriefContent, BriefPrice } from '../brief-content.ts';
import { type AppSpec, type Blueprint, type Localized, has, pick, text, appCurrency, same } from '../spec.ts';
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
  stockSpec,
  topicsOf,
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

/** The schema's limits (per category, for the month) in minor units; null when the brief gave none. */
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
 * The sample transactions: six months (five full ones before the first visit's month, and that month up
 * to the first day; the kit leaves out days still to come), each month's amounts wobbling a little
 * except the fixed ones. Amounts in minor units.
 */
function seedTransactions(rows: SeedRow[]): SeedTransaction[] {
  const out: SeedTransaction[] = [];
  let n = 0;
  for (const monthsBack of [5, 4, 3, 2, 1, 0]) {
    for (const row of rows) {
      n += 1;
      const wobble = 1 + (((n * 7) % 11) - 5) / 50;
      out.push({
        id: `sample-${n}`,
        kind: row.kind,
        amount: Math.round(row.amount * (row.steady ? 1 : wobble) * 100),
        category: row.category,
        note: row.note,
        monthsBack,
        day: row.day,
      });
    }
  }
  return out;
}

/** The seed, its limits and where it is kept, for a spec. */
function startBudget(spec: AppSpec) {
  const seed = budgetSeed(spec);
  const limits = seed.stock ? null : seedLimits(seed);
  const rows = seed.stock ? stockRows(spec) : listedRows(spec, seed);
  // The listed categories are saved under a key of their own, so a visitor's saved stock transactions
  // cannot hide them; what they typed themselves comes along (the kit's carry-over).
  const key = seed.stock ? 'transactions' : `transactions-${seedHash(seed)}`;
  return { seed, limits, transactions: seedTransactions(rows), key };
}

/**
 * The stock seed's transactions as the carried-over shape sees them (kind, amount, category, note:
 * transactionShape in the kit's budget/logic.ts), hashed: its untouched samples give way to new ones.
 */
function stockHashes(spec: AppSpec): string[] {
  const { transactions } = startBudget(stockSpec(spec));
  return [...new Set(transactions.map((t) => shapeHash([t.kind, t.amount, t.category, t.note])))];
}

/** The currencies the setting offers; a brief's currency outside them comes first. */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'CAD', 'AUD', 'CHF', 'INR'];

/** The texts BudgetApp shows that come straight from the table below. */
const BUDGET_TEXT_KEYS = [
  'addTransaction',
  'kind',
  'expense',
  'income',
  'expenses',
  'incomes',
  'balance',
  'savingsRate',
  'amount',
  'amountPlaceholder',
  'category',
  'date',
  'note',
  'notePlaceholder',
  'amountInvalid',
  'dateInvalid',
  'added',
  'searchTransactions',
  'filterKind',
  'allKinds',
  'emptyTitle',
  'emptyHint',
  'editTransaction',
  'deleteTransaction',
  'previousMonth',
  'nextMonth',
  'noSpending',
  'trendHint',
  'currency',
  'budgetLeft',
  'budgetOf',
  'ofLimit',
  'overBy',
  'leftToSpend',
  'save',
  'cancel',
  'exportCsv',
  'dataTitle',
  'resetSample',
  'clearAll',
  'confirmReset',
  'confirmClear',
  'confirmYes',
] as const satisfies readonly Exclude<keyof BudgetTexts, 'dataHint' | 'noData'>[];

function texts(spec: AppSpec) {
  return {
    ...commonTexts(spec, { pages: PAGES, sections: SECTIONS }),
    ...descriptionSubtitle(spec),
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
    budgetLeft: L.budgetLeft,
    budgetOf: L.budgetOf,
    ofLimit: L.ofLimit,
    overBy: L.overBy,
    leftToSpend: L.leftToSpend,
  };
}

/**
 * The schema BudgetApp (packages/app-kit) renders: the spec's sections and controls, the currency, the
 * expense categories with their monthly limits (the brief's, or the stock ones without limits), the
 * income categories, the month's overall budget, the sample transactions and the texts.
 */
export function budgetSchema(spec: AppSpec): BudgetSchema {
  const table = resolveTexts(spec, texts(spec));
  const { frame, sections } = composedFrame(spec, { pages: PAGES, sections: SECTIONS, texts: table });
  const { seed, limits, transactions, key } = startBudget(spec);
  const expense: ExpenseCategory[] = (
    seed.stock ? EXPENSE_CATEGORIES.map((c) => pick(spec, c)) : seed.categories
  ).map((name) => ({ name, limit: limits?.categories[name] ?? null }));
  return {
    frame,
    sections: sections as SectionSlot<BudgetSectionId>[],
    features: {
      forms: has(spec, 'forms'),
      search: has(spec, 'search'),
      filters: has(spec, 'filters'),
      export: has(spec, 'export'),
      charts: has(spec, 'charts'),
    },
    storage: {
      key,
      base: 'transactions',
      stock: key === 'transactions' ? [] : stockHashes(spec),
      // A currency saved for the stock app cannot hide the brief's.
      currencyKey:
        seed.currency === appCurrency(spec) ? 'currency' : `currency-${seed.currency.toLowerCase()}`,
    },
    currency: seed.currency,
    currencies: CURRENCIES.includes(seed.currency) ? CURRENCIES : [seed.currency, ...CURRENCIES],
    categories: { expense, income: INCOME_CATEGORIES.map((c) => pick(spec, c)) },
    monthlyBudget: limits?.budget ?? null,
    seed: transactions,
    texts: composedTexts(spec, table, BUDGET_TEXT_KEYS),
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'BudgetApp',
    module: 'budget-app',
    type: 'BudgetSchema',
    lib: 'budget',
    schema: budgetSchema(spec),
  });
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
