/**
 * What the brief listed (spec.content) reaches the budget and dashboard apps: a budget's own spending
 * categories with their monthly limits (or an overall monthly budget) in their currency, and a
 * dashboard's own metrics with believable sample values, its items as the table's rows. The stock
 * categories and KPIs stay out, the kit's logic works with the new data, stock content rendered
 * back is the stock app, and the projects type-check.
 */
import { describe, expect, it } from 'vitest';
import { blueprint as budgetBlueprint } from '../src/agent/blueprints/budget.ts';
import { blueprint as dashboardBlueprint } from '../src/agent/blueprints/dashboard.ts';
import type { BriefContent } from '../src/agent/brief-content.ts';
import { renderProject } from '../src/agent/render.ts';
import type { AppSpec } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { typecheckProjects } from './typecheck.ts';
import { loadModule, sourceText as sources, briefContent as content } from './support/generated.ts';
import type { BudgetSchema } from '@atelier/app-kit/budget';
import {
  againstLimits,
  leftOf,
  seedTransactions,
  startingTransactions,
  usedShare,
} from '@/components/sections/budget/logic';
import type { DashboardSchema, Metric } from '@atelier/app-kit/dashboard';
import { formatMetric, generateRows, metricChange, metricValue } from '@/components/sections/dashboard/logic';

function withContent(prompt: string, language: 'en' | 'tr', parts: Partial<BriefContent>): AppSpec {
  const spec = understand(prompt, language);
  spec.content = content(parts);
  return spec;
}

/** The generated src/ files (the project's record of its spec differs by the content it was given). */
function own(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).filter(([file]) => file.startsWith('src/')));
}

/** The budget is the kit's BudgetApp: its categories, limits, currency, seed and keys are in its schema. */
const budgetOf = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: BudgetSchema }>(files, 'src/app-schema.ts').SCHEMA;
const expenseNames = (schema: BudgetSchema) => schema.categories.expense.map((c) => c.name);
/** The categories with a monthly limit, and the limit (minor units). */
const limitsOf = (schema: BudgetSchema) =>
  Object.fromEntries(schema.categories.expense.flatMap((c) => (c.limit === null ? [] : [[c.name, c.limit]])));

const CATEGORIES = ['Rent', 'Groceries', 'Transport', 'Fun money'];
const STOCK_EXPENSES = ['Eating out', 'Utilities', 'Entertainment', 'Health', 'Shopping'];
const TR_CATEGORIES = ['Kira', 'Market', 'Ulaşım', 'Eğlence parası'];
const TR_STOCK_EXPENSES = ['Dışarıda yemek', 'Faturalar', 'Eğlence', 'Sağlık', 'Alışveriş'];
const HOSTILE = '"</script><img src=x onerror=alert(1)>`${globalThis.pwned = 1}` \' */ //';

const priced = () =>
  withContent('A budget tracker for my household', 'en', {
    items: [
      { name: 'Rent', price: { amount: 1200, currency: 'USD', period: 'month' } },
      { name: 'Groceries', price: { amount: 400, currency: 'USD', period: 'month' } },
      { name: 'Transport', price: { amount: 150, currency: 'USD' } },
      { name: 'Fun money', price: { amount: 200, currency: 'USD', period: 'month' } },
    ],
    itemsLabel: 'Categories',
    description: 'a budget for our shared flat',
  });
const plain = () =>
  withContent('A budget tracker for my household', 'en', {
    items: CATEGORIES.map((name) => ({ name })),
    itemsLabel: 'Categories',
  });
const overall = () =>
  withContent('A budget tracker for my household', 'en', {
    items: [
      { name: 'Monthly limit', price: { amount: 3000, currency: 'USD', period: 'month' } },
      ...CATEGORIES.map((name) => ({ name })),
    ],
  });
const turkish = () =>
  withContent('Ev bütçemi takip etmek için bir bütçe uygulaması', 'tr', {
    items: [
      { name: 'Kira', price: { amount: 18000, currency: 'TRY', period: 'month' } },
      { name: 'Market', price: { amount: 9000, currency: 'TRY', period: 'month' } },
      { name: 'Ulaşım', price: { amount: 2500, currency: 'TRY', period: 'month' } },
      { name: 'Eğlence parası', price: { amount: 3000, currency: 'TRY', period: 'month' } },
    ],
  });
const euros = () =>
  withContent('A budget tracker for my household', 'en', {
    items: [
      { name: 'Rent', price: { amount: 950, currency: 'EUR' } },
      { name: 'Groceries', price: { amount: 350, currency: 'EUR' } },
      { name: HOSTILE },
    ],
  });

/** The expense totals of each full sample month (every month before the first visit's). */
function monthTotals(schema: BudgetSchema): Map<number, number> {
  const totals = new Map<number, number>();
  for (const t of schema.seed)
    if (t.kind === 'expense' && t.monthsBack > 0)
      totals.set(t.monthsBack, (totals.get(t.monthsBack) ?? 0) + t.amount);
  return totals;
}

describe('a budget with the brief’s own categories', () => {
  it('starts with exactly those categories and their monthly limits, and none of the stock ones', () => {
    const files = renderProject(priced());
    const src = sources(files);
    const schema = budgetOf(files);
    expect(expenseNames(schema)).toEqual(CATEGORIES);
    expect(schema.currency).toBe('USD');
    expect(limitsOf(schema)).toEqual({
      Rent: 120_000,
      Groceries: 40_000,
      Transport: 15_000,
      'Fun money': 20_000,
    });
    // Every category has a limit, so the month's budget is their sum: the summary shows what is left.
    expect(schema.monthlyBudget).toBe(195_000);
    for (const stock of STOCK_EXPENSES) expect(src, stock).not.toContain(JSON.stringify(stock));
    // The sample spends only in the listed categories, plausibly: near each limit, every month.
    const expenses = schema.seed.filter((t) => t.kind === 'expense');
    expect(expenses.length).toBeGreaterThan(0);
    expect(new Set(expenses.map((t) => t.category))).toEqual(new Set(CATEGORIES));
    const totals = monthTotals(schema);
    expect(totals.size).toBeGreaterThanOrEqual(5);
    for (const total of totals.values()) {
      expect(total).toBeGreaterThan(195_000 * 0.5);
      expect(total).toBeLessThan(195_000 * 1.1);
    }
    // Income covers the budget.
    const income = schema.seed.filter((t) => t.kind === 'income');
    expect(income.length).toBeGreaterThan(0);
    // The description is the subtitle.
    expect(schema.frame.pages[0]!.subtitle).toBe('A budget for our shared flat');
  });

  it('the limits logic puts the limited categories first, spent or not', () => {
    const rows = againstLimits(
      [
        { category: 'Groceries', total: 45_000 },
        { category: 'Gifts', total: 3_000 },
      ],
      budgetOf(renderProject(priced())).categories.expense.slice(0, 2),
    );
    expect(rows).toEqual([
      { category: 'Rent', spent: 0, limit: 120_000 },
      { category: 'Groceries', spent: 45_000, limit: 40_000 },
      { category: 'Gifts', spent: 3_000, limit: null },
    ]);
    expect(usedShare(45_000, 40_000)).toBe(1);
    expect(usedShare(10_000, 40_000)).toBe(0.25);
    expect(leftOf(195_000, 200_000)).toBe(-5_000);
  });

  it('categories without amounts: the same categories, no limits', () => {
    const files = renderProject(plain());
    const schema = budgetOf(files);
    expect(expenseNames(schema)).toEqual(CATEGORIES);
    expect(limitsOf(schema)).toEqual({});
    expect(schema.monthlyBudget).toBeNull();
    const categories = new Set(schema.seed.filter((t) => t.kind === 'expense').map((t) => t.category));
    for (const category of categories) expect(CATEGORIES).toContain(category);
    for (const stock of STOCK_EXPENSES) expect(sources(files), stock).not.toContain(JSON.stringify(stock));
    // A listed category named like a stock one keeps its believable rows ("Weekly shop" for groceries).
    expect(schema.seed.some((t) => t.category === 'Groceries' && t.note === 'Weekly shop')).toBe(true);
  });

  it('an entry named like a monthly limit is the month’s budget, not a category', () => {
    const schema = budgetOf(renderProject(overall()));
    expect(expenseNames(schema)).toEqual(CATEGORIES);
    expect(schema.monthlyBudget).toBe(300_000);
    expect(limitsOf(schema)).toEqual({});
    for (const total of monthTotals(schema).values()) expect(total).toBeLessThan(300_000);
  });

  it('a Turkish budget in lira, and a budget in the items’ currency', () => {
    const tr = renderProject(turkish());
    const trSchema = budgetOf(tr);
    expect(expenseNames(trSchema)).toEqual(TR_CATEGORIES);
    expect(trSchema.currency).toBe('TRY');
    expect(limitsOf(trSchema)['Kira']).toBe(1_800_000);
    for (const stock of TR_STOCK_EXPENSES) expect(sources(tr), stock).not.toContain(JSON.stringify(stock));
    const rent = trSchema.seed.filter((t) => t.category === 'Kira');
    expect(rent.length).toBeGreaterThan(0);
    for (const t of rent) expect(t.amount).toBeLessThanOrEqual(1_800_000 * 1.1);

    const eur = renderProject(euros());
    const eurSchema = budgetOf(eur);
    expect(eurSchema.currency).toBe('EUR');
    expect(expenseNames(eurSchema)).toEqual(['Rent', 'Groceries', HOSTILE.slice(0, 60)]);
    // A currency saved for the stock app cannot hide the brief's.
    expect(eurSchema.storage.currencyKey).toBe('currency-eur');
    // The hostile name is data in a JSON literal, never code.
    expect(eur['src/App.tsx']).not.toContain('pwned');
    expect(eur['src/app-schema.ts']).not.toContain('globalThis.pwned = 1}`');
  });

  it('listed categories are saved under a key of their own, carrying over what a visitor typed', () => {
    const stock = budgetOf(renderProject(understand('A budget tracker for my household', 'en')));
    expect(stock.storage).toEqual({
      key: 'transactions',
      base: 'transactions',
      stock: [],
      currencyKey: 'currency',
    });
    const a = budgetOf(renderProject(priced()));
    const b = budgetOf(renderProject(plain()));
    expect(a.storage.key).toMatch(/^transactions-/);
    expect(b.storage.key).toMatch(/^transactions-/);
    expect(a.storage.key).not.toBe(b.storage.key);
    expect(a.storage.base).toBe('transactions');
    expect(a.storage.currencyKey).toBe('currency');
    // The stock seed's untouched samples give way; what a visitor typed under the stock key comes along.
    expect(a.storage.stock.length).toBeGreaterThan(0);
    const today = '2026-03-10';
    const sample = seedTransactions(a.seed, today);
    expect(startingTransactions(a, today, undefined)).toEqual(sample);
    const mine = {
      id: 'x1',
      kind: 'expense' as const,
      amount: 500,
      category: 'Books',
      date: '2026-03-01',
      note: '',
      createdAt: 1,
    };
    const stockSample = seedTransactions(stock.seed, today);
    const saved = new Map([[`${a.frame.slug}:transactions`, JSON.stringify([...stockSample, mine])]]);
    const store = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
    };
    expect(startingTransactions(a, today, store)).toEqual([mine, ...sample]);
  });

  it('the stock categories as content render back as the stock app, and edit like listed ones', () => {
    for (const [prompt, language] of [
      ['A budget tracker for my household', 'en'],
      ['Ev bütçemi takip etmek için bir bütçe uygulaması', 'tr'],
      ['A budget app for a college student', 'en'],
    ] as const) {
      const spec = understand(prompt, language);
      const stock = budgetBlueprint.defaultContent!(spec);
      expect(stock.items.length).toBeGreaterThanOrEqual(9);
      expect(stock.people).toEqual([]);
      expect(own(renderProject({ ...spec, content: stock }))).toEqual(own(renderProject(spec)));
      // Names shown without content are the stock content's.
      for (const category of expenseNames(budgetOf(renderProject(spec))))
        expect(stock.items.map((i) => i.name)).toContain(category);
    }
    const spec = understand('A budget tracker for my household', 'en');
    const stock = budgetBlueprint.defaultContent!(spec);
    const edited = {
      ...stock,
      items: [...stock.items, { name: 'Pets', price: { amount: 80, currency: 'USD' } }],
    };
    const schema = budgetOf(renderProject({ ...spec, content: edited }));
    expect(expenseNames(schema)).toEqual(edited.items.map((i) => i.name));
    expect(limitsOf(schema)).toEqual({ Pets: 8_000 });
  });
});

/** The dashboard is the kit's DashboardApp: its data set, metrics, currency and keys are in its schema. */
const dashboardOf = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: DashboardSchema }>(files, 'src/app-schema.ts').SCHEMA;

const COFFEE_METRICS = ['Daily sales', 'Average ticket', 'Top products', 'New customers'];
const coffee = (parts: Partial<BriefContent> = {}) =>
  withContent('A dashboard for my coffee shop', 'en', {
    highlights: COFFEE_METRICS,
    highlightsLabel: 'Metrics',
    description: 'the numbers behind Bean There',
    ...parts,
  });

const TODAY = '2024-05-20';
const LAST_30 = { from: '2024-04-21', to: TODAY };

/** The schema, its generated rows on TODAY and each listed metric's value and change over the last 30 days. */
function metricsOf(files: Record<string, string>) {
  const schema = dashboardOf(files);
  const rows = generateRows(schema.dataset, TODAY);
  const value = (label: string) => {
    const metric = schema.metrics!.find((m) => m.label === label)!;
    return {
      metric,
      value: metricValue(metric, rows, LAST_30),
      change: metricChange(metric, rows, LAST_30),
    };
  };
  return { schema, rows, value };
}

describe('a dashboard with the brief’s own metrics', () => {
  it('shows exactly those metrics as KPIs, marked as sample data, and not the stock ones', () => {
    const files = renderProject(coffee());
    const { schema } = metricsOf(files);
    // With listed metrics the kit shows them, marked as samples, in place of the stock KPIs.
    expect(schema.metrics!.map((m) => m.label)).toEqual(COFFEE_METRICS);
    expect(schema.texts.sampleData).toBe('Sample data');
    expect(schema.frame.pages[0]!.subtitle).toBe('The numbers behind Bean There');
  });

  it('generates believable values per metric, by its words', () => {
    const files = renderProject(coffee());
    const { schema, rows, value } = metricsOf(files);
    const daily = value('Daily sales');
    expect(daily.metric).toMatchObject({ measure: 'a', format: 'money', perDay: true });
    const total30 = rows.filter((r) => r.date >= LAST_30.from).reduce((s, r) => s + r.a, 0);
    expect(daily.value).toBeCloseTo(total30 / 30, 4);
    const ticket = value('Average ticket');
    expect(ticket.metric).toMatchObject({ measure: 'a/b', format: 'money' });
    expect(ticket.value as number).toBeGreaterThan(5);
    expect(ticket.value as number).toBeLessThan(500);
    const top = value('Top products');
    expect(top.metric.format).toBe('text');
    expect(schema.dataset.items).toContain(top.value);
    expect(top.change).toBeNull();
    const customers = value('New customers');
    expect(customers.metric).toMatchObject({ measure: 'b', format: 'count' });
    expect(customers.value as number).toBeGreaterThan(0);
    expect(typeof customers.change).toBe('number');
    expect(formatMetric(daily.metric, daily.value, 'USD', 'en-US')).toMatch(/^\$[\d,]+$/);
    expect(formatMetric(ticket.metric, 12.5, 'USD', 'en-US')).toBe('$12.50');
    expect(formatMetric(customers.metric, 1234.4, 'USD', 'en-US')).toBe('1,234');
    expect(formatMetric(top.metric, null, 'USD', 'en-US')).toBe('—');
    const rate: Metric = {
      label: 'Repeat rate',
      measure: 'rate',
      format: 'percent',
      perDay: false,
      scale: 0.38,
    };
    const repeat = metricValue(rate, rows, LAST_30) as number;
    expect(repeat).toBeGreaterThan(0.3);
    expect(repeat).toBeLessThan(0.46);
    expect(formatMetric(rate, 0.384, 'USD', 'en-US')).toBe('38.4%');
  });

  it('percent and count words on other data sets', () => {
    const spec = withContent('A dashboard for my website traffic', 'en', {
      highlights: ['Visitors', 'Conversion rate', 'Revenue', 'Bounce %'],
    });
    const files = renderProject(spec);
    const { value } = metricsOf(files);
    expect(value('Visitors').metric).toMatchObject({ measure: 'a', format: 'count' });
    const conversion = value('Conversion rate');
    expect(conversion.metric).toMatchObject({ measure: 'b/a', format: 'percent' });
    expect(conversion.value as number).toBeGreaterThan(0.01);
    expect(conversion.value as number).toBeLessThan(0.1);
    expect(value('Revenue').metric.format).toBe('money');
    const bounce = value('Bounce %');
    expect(bounce.metric.format).toBe('percent');
    expect(bounce.value as number).toBeGreaterThan(0);
    expect(bounce.value as number).toBeLessThanOrEqual(1);
  });

  it('listed items are the table’s rows, priced in their currency; items alone are the metrics', () => {
    const files = renderProject(
      coffee({
        items: [
          { name: 'Flat white', price: { amount: 4.2, currency: 'EUR' } },
          { name: 'Croissant', price: { amount: 3, currency: 'EUR' } },
          { name: 'Cold brew', price: { amount: 4.8, currency: 'EUR' } },
        ],
        itemsLabel: 'Products',
      }),
    );
    const { schema, value } = metricsOf(files);
    expect(schema.dataset.items).toEqual(['Flat white', 'Croissant', 'Cold brew']);
    expect(schema.dataset.itemLabel).toBe('Products');
    expect(schema.currency).toBe('EUR');
    expect(['Flat white', 'Croissant', 'Cold brew']).toContain(value('Top products').value);
    // About one and a half items at their mean price.
    const ticket = value('Average ticket').value as number;
    expect(ticket).toBeGreaterThan(4);
    expect(ticket).toBeLessThan(10);
    for (const stock of ['Espresso machine', 'Milk frother', 'Grinder'])
      expect(sources(files)).not.toContain(stock);
    // Settings saved with the stock currency cannot hide the brief's.
    expect(schema.storage.settings).toBe('settings-eur');

    const alone = renderProject(
      withContent('Bir kahve dükkanı için gösterge paneli', 'tr', {
        items: [{ name: 'Günlük satış' }, { name: 'Ortalama fiş' }, { name: 'Yeni müşteriler' }],
      }),
    );
    const tr = metricsOf(alone);
    expect(tr.schema.metrics!.map((m) => m.label)).toEqual([
      'Günlük satış',
      'Ortalama fiş',
      'Yeni müşteriler',
    ]);
    expect(tr.value('Günlük satış').metric).toMatchObject({ format: 'money', perDay: true });
    expect(tr.value('Ortalama fiş').metric.measure).toBe('a/b');
    expect(tr.value('Yeni müşteriler').metric.format).toBe('count');
    expect(tr.schema.currency).toBe('TRY');
  });

  it('draws its charts and table from the data set most of the brief points at', () => {
    // "average ticket" is a sales figure here, not a support desk's tickets.
    const sales = dashboardOf(
      renderProject(understand('Sales dashboard for my coffee shop: revenue, orders, average ticket', 'en')),
    );
    expect([sales.dataset.a.label, sales.dataset.b.label]).toEqual(['Revenue', 'Orders']);
    const support = dashboardOf(
      renderProject(
        withContent('A dashboard for our team', 'en', { highlights: ['Open tickets', 'Resolved'] }),
      ),
    );
    expect(support.dataset.a.label).toBe('Tickets');
  });

  it('the stock metrics as content render back as the stock dashboard', () => {
    for (const [prompt, language] of [
      ['A sales dashboard for my coffee shop', 'en'],
      ['A dashboard for website traffic', 'en'],
      ['Destek talepleri için bir gösterge paneli', 'tr'],
      ['A dashboard for sneakers', 'en'],
    ] as const) {
      const spec = understand(prompt, language);
      const stock = dashboardBlueprint.defaultContent!(spec);
      expect(stock.highlights).toHaveLength(4);
      const files = renderProject(spec);
      expect(own(renderProject({ ...spec, content: stock }))).toEqual(own(files));
      const schema = dashboardOf(files);
      expect(schema.metrics).toBeNull();
      expect(stock.highlights[0]).toBe(schema.dataset.a.label);
      expect(stock.items.map((i) => i.name)).toEqual(schema.dataset.items);
    }
    // An edited stock list is listed content: the remaining and new metrics show.
    const spec = understand('A sales dashboard for my coffee shop', 'en');
    const stock = dashboardBlueprint.defaultContent!(spec);
    const edited = { ...stock, highlights: [...stock.highlights.slice(0, 2), 'Repeat customers'] };
    const { schema, value } = metricsOf(renderProject({ ...spec, content: edited }));
    expect(schema.metrics!.map((m) => m.label)).toEqual(['Revenue', 'Orders', 'Repeat customers']);
    expect(value('Revenue').metric).toMatchObject({ measure: 'a', format: 'money', perDay: false, scale: 1 });
    expect(value('Orders').metric).toMatchObject({ measure: 'b', format: 'count', scale: 1 });
  });
});

describe('type checks', () => {
  it('the projects with listed categories and metrics compile', { timeout: 180_000 }, () => {
    const projects = [
      renderProject(priced()),
      renderProject(plain()),
      renderProject(overall()),
      renderProject(turkish()),
      renderProject(euros()),
      renderProject(coffee()),
      renderProject(
        coffee({
          highlights: [...COFFEE_METRICS, HOSTILE],
          items: [{ name: HOSTILE, price: { amount: 5, currency: 'RUB' } }],
        }),
      ),
    ];
    const noPersistence = priced();
    noPersistence.features = noPersistence.features.filter((f) => f !== 'persistence' && f !== 'charts');
    projects.push(renderProject(noPersistence));
    const results = typecheckProjects(projects);
    results.forEach((diagnostics, i) => expect(diagnostics, `project ${i}`).toEqual([]));
  });
});
