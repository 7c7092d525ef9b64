// The budget tracker rendered on the server for a household schema on a fixed day, at its three routes,
// and the money rules it runs on (totals, limits, amounts as typed, Intl formatting, the first day's seed,
// carry-over of saved transactions).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { BudgetApp } from '@/components/sections/budget-app';
import {
  againstLimits,
  amountInput,
  byCategory,
  categoriesFor,
  csvRows,
  defaultDate,
  filterTransactions,
  formatMoney,
  inMonth,
  knownCurrency,
  leftOf,
  monthlyTrend,
  monthsEnding,
  parseAmount,
  savingsRate,
  seedTransactions,
  sortTransactions,
  startingTransactions,
  totals,
  transactionShape,
  usedShare,
} from '@/components/sections/budget/logic';
import type { BudgetSchema, Transaction } from '@/lib/budget';
import { shapeHash } from '@/lib/carry-over';
import { HOUSEHOLD, TODAY } from './support/household.ts';
import { memoryStore, textOf } from './support/html.ts';

function render(schema: BudgetSchema = HOUSEHOLD, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <BudgetApp schema={schema} today={TODAY} />
    </MemoryRouter>,
  );
}

const tx = (
  kind: Transaction['kind'],
  amount: number,
  category: string,
  date: string,
  createdAt = 0,
  note = '',
): Transaction => ({ id: `${date}-${amount}`, kind, amount, category, date, note, createdAt });

const LEDGER = [
  tx('income', 320_000, 'Salary', '2024-05-01'),
  tx('expense', 115_000, 'Rent', '2024-05-02'),
  tx('expense', 8_640, 'Groceries', '2024-05-04'),
  tx('expense', 6_480, 'Groceries', '2024-05-14'),
  tx('expense', 1_999, 'Fun', '2024-04-30'),
  tx('income', 10, 'Gifts', '2024-06-01'),
];

describe('BudgetApp', () => {
  it("shows the month's totals, what is left of the budget and its transactions, with labelled controls", () => {
    const html = render();
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Household Budget<\/h1>/);
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['This month', 'Transactions']);
    // March up to the 10th: the salary, rent, a weekly shop and a transit pass; the 25th is still to come.
    expect(text).toContain('Income $3,200.00');
    expect(text).toContain('Expenses $1,405.40');
    expect(text).toContain('Balance $1,794.60');
    expect(text).toContain('Saved 56%');
    expect(text).toContain('Left to spend $144.60 of $1,550.00 this month');
    expect(text).not.toContain('Running shoes');
    expect(text).toContain('Weekly shop Groceries · Mar 4');
    expect(text).toContain('Expense: −$160.40');
    expect(text).toContain('Income: +$3,200.00');
    // Newest first.
    const order = ['Transit pass', 'Weekly shop', 'Monthly salary'].map((t) => text.indexOf(t));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // One month picker on the page, on the first section; today's month is the latest.
    expect(html.match(/aria-label="Previous month"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*aria-label="Next month"|aria-label="Next month"[^>]*disabled=""/,
    );
    expect(text).toContain('March 2026');
    // Labels point at their inputs; the kind is a group of radios under its legend.
    for (const label of ['Amount', 'Category', 'Date', 'Note']) {
      const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
      expect(id, label).toBeTruthy();
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toMatch(/<legend[^>]*>Type<\/legend>/);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Search transactions"');
    expect(html).toContain('aria-label="Show"');
    expect(html).toContain('aria-label="Edit “Weekly shop”"');
    expect(html).toContain('aria-label="Delete “Rent”"');
    expect(text).toContain('Add transaction');
    expect(text).toContain('Export CSV');
    // The add form starts on an expense, in the first spending category, dated today.
    expect(html).toMatch(/<option value="Rent" selected="">Rent<\/option>/);
    expect(html).toContain(`value="${TODAY}"`);
  });

  it('shows spending against each limit and the trend on the insights page', () => {
    const html = render(HOUSEHOLD, '/insights');
    const text = textOf(html);
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Spending by category', 'Monthly trend']);
    // The limited categories first, in their order, spent or not; then the others.
    expect(text).toContain('Rent $1,200.00 of $1,200.00 $0.00 left');
    expect(text).toContain('Groceries $160.40 of $150.00 Over the limit by $10.40');
    expect(text).toContain('Fun money $0.00 of $200.00 $200.00 left');
    expect(text).toContain('Transport $45.00 · 3%');
    const order = ['Rent $1,200.00 of', 'Groceries $160.40', 'Fun money $0.00', 'Transport $45.00'].map((t) =>
      text.indexOf(t),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Bars for screen readers: spending per category, and per month, as short money.
    expect(html).toContain('<caption>Spending by category</caption>');
    expect(html).toContain('<caption>Monthly trend</caption>');
    expect(text).toContain('Feb $1.3K');
    expect(text).toContain('Mar $1.4K');
    expect(text).toContain('Spending over the last six months.');
    // This page has a month picker of its own.
    expect(html.match(/aria-label="Previous month"/g)).toHaveLength(1);
  });

  it('keeps the currency and the data in settings, and leaves out what the schema turns off', () => {
    const settings = render(HOUSEHOLD, '/settings');
    const text = textOf(settings);
    expect(text).toContain('Your data');
    expect(text).toContain('Restore the samples');
    const id = /<label[^>]*for="([^"]+)"[^>]*>Currency<\/label>/.exec(settings)?.[1];
    expect(id && new RegExp(`<select[^>]*id="${id}"`).test(settings)).toBe(true);
    expect([...settings.matchAll(/<option value="([A-Z]{3})"/g)].map((m) => m[1])).toEqual([
      'USD',
      'EUR',
      'GBP',
    ]);

    const bare: BudgetSchema = {
      ...HOUSEHOLD,
      frame: { ...HOUSEHOLD.frame, pages: [HOUSEHOLD.frame.pages[0]!] },
      sections: HOUSEHOLD.sections.filter((s) => s.id !== 'trend').map((s) => ({ ...s, page: 'main' })),
      features: { forms: false, search: false, filters: false, export: false, charts: false },
      categories: {
        ...HOUSEHOLD.categories,
        expense: HOUSEHOLD.categories.expense.map((c) => ({ ...c, limit: null })),
      },
      monthlyBudget: null,
    };
    const html = render(bare);
    const plain = textOf(html);
    // One page: every section on it, and one month picker for them all.
    expect([...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual([
      'This month',
      'Transactions',
      'Spending by category',
      'Currency',
      'Settings',
    ]);
    expect(html.match(/aria-label="Previous month"/g)).toHaveLength(1);
    expect(plain).not.toContain('Left to spend');
    expect(plain).toContain('Rent $1,200.00 · 85%');
    expect(html).not.toContain('<caption>');
    expect(html).not.toContain('aria-label="Search transactions"');
    expect(html).not.toContain('aria-label="Show"');
    expect(plain).not.toContain('Export CSV');
    expect(html).not.toMatch(/<label[^>]*>Note<\/label>/);
  });

  it('formats money in the app’s language and currency', () => {
    const lira: BudgetSchema = {
      ...HOUSEHOLD,
      frame: { ...HOUSEHOLD.frame, locale: 'tr-TR' },
      currency: 'TRY',
      storage: { ...HOUSEHOLD.storage, currencyKey: 'currency-try' },
    };
    expect(textOf(render(lira))).toMatch(/Income ₺3\.200,00/);
    expect(formatMoney(123_456, 'EUR', 'de-DE')).toMatch(/^1\.234,56\s€$/);
    expect(formatMoney(-5_000, 'USD', 'en-US')).toBe('-$50.00');
    expect(formatMoney(123_456, 'USD', 'ar-u-nu-latn')).toContain('1,234.56');
  });
});

describe('money rules', () => {
  it('totals income, expenses and balance per month, in minor units without float drift', () => {
    expect(totals([])).toEqual({ income: 0, expense: 0, balance: 0 });
    const may = inMonth(LEDGER, '2024-05');
    expect(may).toHaveLength(4);
    expect(totals(may)).toEqual({ income: 320_000, expense: 130_120, balance: 189_880 });
    expect(totals(inMonth(LEDGER, '2024-04'))).toEqual({ income: 0, expense: 1_999, balance: -1_999 });
    // 0.1 + 0.2 style sums stay exact.
    expect(totals([tx('expense', 10, 'a', '2024-01-01'), tx('expense', 20, 'a', '2024-01-02')]).expense).toBe(
      30,
    );
    expect(savingsRate(totals(may))).toBeCloseTo(0.593375);
    expect(savingsRate(totals(inMonth(LEDGER, '2024-04')))).toBeNull();
    expect(byCategory(may)).toEqual([
      { category: 'Rent', total: 115_000 },
      { category: 'Groceries', total: 15_120 },
    ]);
    expect(byCategory(may, 'income')).toEqual([{ category: 'Salary', total: 320_000 }]);
    expect(monthlyTrend(LEDGER, ['2024-04', '2024-05', '2024-06']).map((m) => m.balance)).toEqual([
      -1_999, 189_880, 10,
    ]);
    expect(monthsEnding('2024-02', 3)).toEqual(['2023-12', '2024-01', '2024-02']);
  });

  it('sets each category’s spending against its limit', () => {
    const rows = againstLimits(
      [
        { category: 'Groceries', total: 45_000 },
        { category: 'Gifts', total: 3_000 },
      ],
      [
        { name: 'Rent', limit: 120_000 },
        { name: 'Groceries', limit: 40_000 },
        { name: 'Transport', limit: null },
      ],
    );
    expect(rows).toEqual([
      { category: 'Rent', spent: 0, limit: 120_000 },
      { category: 'Groceries', spent: 45_000, limit: 40_000 },
      { category: 'Gifts', spent: 3_000, limit: null },
    ]);
    expect(usedShare(45_000, 40_000)).toBe(1);
    expect(usedShare(10_000, 40_000)).toBe(0.25);
    expect(usedShare(10, 0)).toBe(1);
    expect(leftOf(195_000, 200_000)).toBe(-5_000);
  });

  it('reads amounts the way people type them, in either convention', () => {
    const cases: [string, number | null][] = [
      ['12', 1_200],
      ['12.5', 1_250],
      ['12,50', 1_250],
      ['0,99', 99],
      // Three digits after a lone separator are thousands, as in 1.234.
      ['0.005', 500],
      ['1,234', 123_400],
      ['1.234', 123_400],
      ['1,234.56', 123_456],
      ['1.234,56', 123_456],
      ['1 234,56', 123_456],
      ['$ 1,200', 120_000],
      ['₺1.200,00', 120_000],
      ['12.', 1_200],
      ['', null],
      ['0', null],
      ['-5', null],
      ['abc', null],
      ['1e5', null],
      ['12.3.4,5,6', null],
    ];
    for (const [input, expected] of cases) expect(parseAmount(input), input).toBe(expected);
    // Written back for editing without grouping, in the app's decimal sign.
    expect(amountInput(123_450, 'en-US')).toBe('1234.5');
    expect(amountInput(123_450, 'tr-TR')).toBe('1234,5');
    expect(parseAmount(amountInput(123_456, 'de-DE'))).toBe(123_456);
  });

  it('sorts, searches and filters, and offers the categories in use', () => {
    const list = [
      tx('expense', 100, 'Groceries', '2024-05-04', 1, 'Weekly shop'),
      tx('expense', 200, 'Pets', '2024-05-04', 2),
      tx('income', 300, 'Salary', '2024-05-01', 3),
    ];
    expect(sortTransactions(list).map((t) => t.amount)).toEqual([200, 100, 300]);
    expect(filterTransactions(list, 'expense', '').map((t) => t.amount)).toEqual([100, 200]);
    expect(filterTransactions(list, '', ' weekly ').map((t) => t.amount)).toEqual([100]);
    expect(filterTransactions(list, 'income', 'weekly')).toEqual([]);
    expect(categoriesFor(HOUSEHOLD, 'expense', list)).toEqual([
      'Rent',
      'Groceries',
      'Fun money',
      'Transport',
      'Pets',
    ]);
    expect(categoriesFor(HOUSEHOLD, 'income', list)).toEqual(['Salary', 'Gifts']);
    expect(defaultDate('2026-03', TODAY)).toBe(TODAY);
    expect(defaultDate('2026-01', TODAY)).toBe('2026-01-01');
  });

  it('writes CSV rows with signed amounts, newest first', () => {
    expect(
      csvRows([tx('expense', 1_250, 'Food', '2024-05-02'), tx('income', 500, 'Gift', '2024-05-03')], ['h']),
    ).toEqual([['h'], ['2024-05-03', 'income', 'Gift', '', 5], ['2024-05-02', 'expense', 'Food', '', -12.5]]);
  });

  it('knows which saved currencies it can show', () => {
    expect(knownCurrency('EUR')).toBe(true);
    expect(knownCurrency('eur')).toBe(false);
    expect(knownCurrency('US$')).toBe(false);
    expect(knownCurrency(42)).toBe(false);
  });
});

describe('the first day', () => {
  it('lays the seed out before the first visit, leaving out days still to come', () => {
    const seeded = seedTransactions(HOUSEHOLD.seed, TODAY);
    expect(seeded.map((t) => [t.id, t.date])).toEqual([
      ['sample-1', '2026-02-01'],
      ['sample-2', '2026-02-02'],
      // Day 30 of a 28-day February is its last day.
      ['sample-3', '2026-02-28'],
      ['sample-4', '2026-03-01'],
      ['sample-5', '2026-03-02'],
      ['sample-6', '2026-03-04'],
      ['sample-7', '2026-03-06'],
    ]);
    expect(seeded.map((t) => t.createdAt)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // On the 25th the last sample has happened; across a year end the months count back.
    expect(seedTransactions(HOUSEHOLD.seed, '2026-03-25')).toHaveLength(8);
    expect(seedTransactions(HOUSEHOLD.seed, '2027-01-05').map((t) => t.date)).toContain('2026-12-02');
    expect(startingTransactions(HOUSEHOLD, TODAY, undefined)).toEqual(seeded);
  });

  it("carries a visitor's own and changed transactions over to the new key; untouched samples give way", () => {
    const stockSeed = [
      { ...HOUSEHOLD.seed[1]!, id: 'sample-1', category: 'Rent', amount: 115_000 },
      { ...HOUSEHOLD.seed[5]!, id: 'sample-2', amount: 8_640 },
    ];
    const stockTransactions = seedTransactions(stockSeed, '2026-02-20');
    const schema: BudgetSchema = {
      ...HOUSEHOLD,
      storage: {
        ...HOUSEHOLD.storage,
        stock: stockTransactions.map((t) => shapeHash(transactionShape(t))),
      },
    };
    const mine = tx('expense', 2_500, 'Books', '2026-03-03', 99, 'Novel');
    const edited = { ...stockTransactions[1]!, amount: 9_000 };
    const store = memoryStore({
      'household-budget:transactions': [stockTransactions[0], edited, mine],
    });
    const start = startingTransactions(schema, TODAY, store);
    const seeded = seedTransactions(HOUSEHOLD.seed, TODAY);
    // The untouched stock rent goes; the edited shop and the visitor's own book stay; the new samples join.
    expect(start.map((t) => t.id)).toEqual([
      'sample-2',
      mine.id,
      ...seeded.map((t) => (t.id === 'sample-2' ? 'sample-2-2' : t.id)),
    ]);
    expect(start.find((t) => t.id === 'sample-2')!.amount).toBe(9_000);
    expect(store.map.get('household-budget:transactions-last')).toBe('transactions-abc');
    // Something saved under the key already: the saved value wins (the sample is only its start).
    const saved = memoryStore({ 'household-budget:transactions-abc': [mine] });
    expect(startingTransactions(schema, TODAY, saved)).toEqual(seeded);
    // Without persistence nothing is read.
    expect(
      startingTransactions({ ...schema, frame: { ...schema.frame, persistence: false } }, TODAY, store),
    ).toEqual(seeded);
  });
});
