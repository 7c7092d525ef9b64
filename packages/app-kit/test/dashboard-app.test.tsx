// The data dashboard rendered on the server for a sales schema on a fixed day, at its three routes, and
// the rules it runs on (generated rows, ranges and the one before, totals and change, series by day or
// week, segments, the listed metrics, sorting, filtering, paging, CSV, figures in the app's language).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { DashboardApp } from '@/components/sections/dashboard-app';
import {
  bySegment,
  change,
  csvRows,
  filterRows,
  formatMetric,
  formatter,
  generateRows,
  inRange,
  metricChange,
  metricValue,
  nextSort,
  pageOf,
  parseFigure,
  previousRange,
  ratio,
  resolveRange,
  series,
  sortRows,
  stockKpis,
  total,
  usableSettings,
} from '@/components/sections/dashboard/logic';
import type { DashboardSchema, Metric, Row } from '@/lib/dashboard';
import { LISTED, SALES, TODAY } from './support/sales.ts';
import { headingsOf, textOf } from './support/html.ts';

function render(schema: DashboardSchema = SALES, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <DashboardApp schema={schema} today={TODAY} />
    </MemoryRouter>,
  );
}

const row = (id: string, date: string, segment: string, item: string, a: number, b: number): Row => ({
  id,
  date,
  segment,
  item,
  a,
  b,
  custom: false,
});

const LOG: Row[] = [
  row('1', '2024-05-01', 'Retail', 'Grinder', 100, 2),
  row('2', '2024-05-02', 'Online', 'Mug', 300, 5),
  row('3', '2024-05-02', 'Retail', 'Mug', 50, 1),
  row('4', '2024-05-08', 'Online', 'Grinder', 40, 2),
  // The week before: the previous range of 1–7 May is 24–30 April.
  row('5', '2024-04-25', 'Retail', 'Grinder', 200, 4),
];
const MAY_WEEK = { from: '2024-05-01', to: '2024-05-07' };

describe('DashboardApp', () => {
  it('shows the key figures with their change, both charts and one range picker on the overview', () => {
    const html = render();
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Bean Counter<\/h1>/);
    expect(headingsOf(html)).toEqual(['Key figures', 'Over time', 'By segment']);
    // The stock KPIs: both measures, their ratio and the leading segment with its share.
    for (const label of ['Revenue', 'Orders', 'Average order', 'Top Channel']) expect(text).toContain(label);
    expect(text).toMatch(/Revenue \$[\d,]+ [+-][\d.]+% vs previous period/);
    expect(text).toMatch(/Top Channel Online store \d+% of Revenue/);
    expect(text).not.toContain('Sample data');
    // One range picker for the page: presets as toggle buttons, the default (30 days) pressed.
    expect(html.match(/role="group" aria-label="Date range"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Last 30 days</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Last 7 days</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Custom</);
    // The charts' figures for screen readers: thirty days, and the four channels.
    expect(html).toContain('<caption>Revenue over the selected period</caption>');
    expect(html).toContain('<caption>Revenue by Channel</caption>');
    const trend = /<caption>Revenue over the selected period<\/caption><tbody>(.*?)<\/tbody>/.exec(html)?.[1];
    expect(trend?.match(/<tr>/g)).toHaveLength(30);
    expect(text).toMatch(/May 20 \$[\d.]+K/);
  });

  it('lists the records in a sortable, searchable, paged table with a form to add one', () => {
    const html = render(SALES, '/reports');
    const text = textOf(html);
    expect(headingsOf(html)).toEqual(['Records']);
    // This page has a range picker of its own.
    expect(html.match(/aria-label="Date range"/g)).toHaveLength(1);
    // Thirty days of four channels, ten a page, newest first.
    expect(text).toContain('120 records');
    expect(text).toContain('Page 1 of 12');
    expect(
      html.match(/<tbody[^>]*data-slot="table-body"[^>]*>(.*?)<\/tbody>/)?.[1]?.match(/<tr/g),
    ).toHaveLength(10);
    expect(text).toContain('May 20, 2024');
    expect(text).not.toContain('Apr 20, 2024');
    expect(html).toMatch(/aria-sort="descending"[^>]*><button[^>]*>Date/);
    expect(html).toMatch(/aria-sort="none"[^>]*><button[^>]*>Revenue/);
    expect(html).toContain('aria-label="Search records"');
    expect(html).toContain('aria-label="Filter by Channel"');
    expect(html).toMatch(/<option value=""[^>]*>Every Channel<\/option>/);
    expect(html).toContain('aria-label="Previous page"');
    expect(html).toContain('aria-label="Next page"');
    expect(text).toContain('Export CSV');
    expect(text).toContain('Add record');
    // Labels point at their inputs.
    for (const label of ['Date', 'Channel', 'Top product', 'Revenue', 'Orders']) {
      const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
      expect(id, label).toBeTruthy();
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain(`value="${TODAY}"`);
  });

  it('keeps the currency, the default range and the data in settings', () => {
    const html = render(SALES, '/settings');
    const text = textOf(html);
    expect(headingsOf(html)).toEqual(['Settings']);
    expect(html).not.toContain('aria-label="Date range"');
    for (const label of ['Currency', 'Default date range']) {
      const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
      expect(id && new RegExp(`<select[^>]*id="${id}"`).test(html), label).toBe(true);
    }
    expect([...html.matchAll(/<option value="([A-Z]{3})"/g)].map((m) => m[1])).toEqual(['USD', 'EUR', 'GBP']);
    expect(html).toMatch(/<option value="30" selected="">Last 30 days<\/option>/);
    expect(text).toContain('Restore defaults');
    expect(text).toContain('Remove added records');
  });

  it('shows the listed metrics as sample figures instead of the stock ones', () => {
    const text = textOf(render(LISTED));
    expect(text).toContain('Sample data');
    expect(text).toContain('These figures are generated samples');
    expect(text).toMatch(/Daily sales €[\d,]+ [+-][\d.]+% vs previous period/);
    expect(text).toMatch(/Average ticket €\d+\.\d\d/);
    expect(text).toMatch(
      /Top products (Espresso machine|Coffee beans 1 kg|Milk frother|Grinder|Travel mug) /,
    );
    expect(text).toMatch(/New customers [\d,]+ /);
    expect(text).not.toContain('Average order');
    expect(text).not.toContain('Top Channel');
  });

  it('leaves out what the schema turns off, on one page with one range picker', () => {
    const bare: DashboardSchema = {
      ...SALES,
      frame: { ...SALES.frame, pages: [SALES.frame.pages[0]!] },
      sections: SALES.sections
        .filter((s) => s.id !== 'trend' && s.id !== 'breakdown')
        .map((s) => ({ ...s, page: 'main' })),
      features: { forms: false, search: false, filters: false, export: false, charts: false },
      dataset: { ...SALES.dataset, a: { label: 'Visitors', money: false } },
    };
    const html = render(bare);
    const text = textOf(html);
    expect(headingsOf(html)).toEqual(['Key figures', 'Records', 'Settings']);
    expect(html.match(/aria-label="Date range"/g)).toHaveLength(1);
    expect(html).not.toContain('aria-label="Search records"');
    expect(html).not.toContain('aria-label="Filter by Channel"');
    expect(text).not.toContain('Export CSV');
    expect(text).not.toContain('Add record');
    expect(html).not.toContain('<span class="sr-only">Actions</span>');
    // Nothing of the visitor's own to erase, and no currency for counts.
    expect(text).not.toContain('Remove added records');
    expect(html).not.toMatch(/<label[^>]*>Currency<\/label>/);
  });
});

describe('dashboard logic', () => {
  it('generates the same believable rows for a day, per segment, up to today', () => {
    const rows = generateRows(SALES.dataset, TODAY);
    expect(rows).toEqual(generateRows(SALES.dataset, TODAY));
    expect(rows).toHaveLength(120 * 4);
    expect(rows.every((r) => r.date <= TODAY && r.a > 0 && r.b >= 0 && !r.custom)).toBe(true);
    expect(new Set(rows.map((r) => r.segment))).toEqual(new Set(SALES.dataset.segments));
    expect(rows.every((r) => SALES.dataset.items.includes(r.item))).toBe(true);
    // Money keeps its cents; counts are whole, with no more sign-ups than visitors.
    expect(rows.some((r) => !Number.isInteger(r.a))).toBe(true);
    const visits = generateRows(
      { ...SALES.dataset, a: { label: 'Visitors', money: false }, bPerA: 2 },
      TODAY,
    );
    expect(visits.every((r) => Number.isInteger(r.a) && r.b <= r.a)).toBe(true);
  });

  it('resolves ranges, the one before, and what falls in them', () => {
    expect(resolveRange({ preset: 7, from: '', to: '' }, '2024-03-03')).toEqual({
      from: '2024-02-26',
      to: '2024-03-03',
    });
    expect(resolveRange({ preset: 'custom', from: '2024-05-09', to: '2024-05-01' }, '2024-06-01')).toEqual({
      from: '2024-05-01',
      to: '2024-05-09',
    });
    // A custom range without both days is the last 30.
    expect(resolveRange({ preset: 'custom', from: '', to: '' }, '2024-06-01').from).toBe('2024-05-03');
    expect(previousRange(MAY_WEEK)).toEqual({ from: '2024-04-24', to: '2024-04-30' });
    expect(inRange(LOG, MAY_WEEK).map((r) => r.id)).toEqual(['1', '2', '3']);
  });

  it('works out totals, ratios, change and the stock KPIs', () => {
    expect(total(inRange(LOG, MAY_WEEK), 'a')).toBe(450);
    expect(ratio(450, 8, 'a/b')).toBe(56.25);
    expect(ratio(450, 0, 'a/b')).toBeNull();
    expect(ratio(400, 8, 'b/a')).toBe(0.02);
    expect(change(150, 100)).toBe(0.5);
    expect(change(5, 0)).toBeNull();
    const k = stockKpis(SALES.dataset, LOG, MAY_WEEK);
    expect(k).toMatchObject({ a: 450, b: 8, ratio: 56.25, changeA: 1.25, changeB: 1 });
    expect(k.changeRatio).toBeCloseTo(56.25 / 50 - 1, 10);
    expect(k.top).toEqual({ label: 'Online', value: 300 });
    expect(k.topShare).toBeCloseTo(300 / 450, 10);
    expect(bySegment(inRange(LOG, MAY_WEEK), 'b')).toEqual([
      { label: 'Online', value: 5 },
      { label: 'Retail', value: 3 },
    ]);
  });

  it('lays a series out by day up to a month, by week beyond', () => {
    expect(series(LOG, MAY_WEEK, 'a', 'en-US')).toEqual([
      { label: 'May 1', value: 100 },
      { label: 'May 2', value: 350 },
      ...['May 3', 'May 4', 'May 5', 'May 6', 'May 7'].map((label) => ({ label, value: 0 })),
    ]);
    const weeks = series(LOG, { from: '2024-04-01', to: '2024-05-12' }, 'a', 'en-US');
    // Mondays from 1 April to 6 May: six weeks.
    expect(weeks.map((w) => w.label)).toEqual(['Apr 1', 'Apr 8', 'Apr 15', 'Apr 22', 'Apr 29', 'May 6']);
    expect(weeks.map((w) => w.value)).toEqual([0, 0, 0, 200, 450, 40]);
  });

  it('sorts, filters, pages and exports the table', () => {
    expect(sortRows(LOG, { key: 'a', direction: 'desc' }).map((r) => r.id)).toEqual([
      '2',
      '5',
      '1',
      '3',
      '4',
    ]);
    expect(sortRows(LOG, { key: 'segment', direction: 'asc' }).map((r) => r.id)).toEqual([
      '2',
      '4',
      '1',
      '3',
      '5',
    ]);
    expect(nextSort({ key: 'a', direction: 'desc' }, 'a')).toEqual({ key: 'a', direction: 'asc' });
    expect(nextSort({ key: 'a', direction: 'asc' }, 'segment')).toEqual({ key: 'segment', direction: 'asc' });
    expect(nextSort({ key: 'date', direction: 'asc' }, 'b')).toEqual({ key: 'b', direction: 'desc' });
    expect(filterRows(LOG, 'Retail', '').map((r) => r.id)).toEqual(['1', '3', '5']);
    expect(filterRows(LOG, '', ' MUG ').map((r) => r.id)).toEqual(['2', '3']);
    expect(filterRows(LOG, 'Online', '05-08').map((r) => r.id)).toEqual(['4']);
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(many, 0)).toMatchObject({ page: 0, pages: 3, shown: many.slice(0, 10) });
    // A page past the end (after a filter) shows the last one.
    expect(pageOf(many, 7)).toMatchObject({ page: 2, shown: [20, 21, 22] });
    expect(pageOf([], 0)).toEqual({ page: 0, pages: 1, shown: [] });
    expect(csvRows(['Date', 'Channel', 'Item', 'Revenue', 'Orders'], LOG.slice(0, 1))).toEqual([
      ['Date', 'Channel', 'Item', 'Revenue', 'Orders'],
      ['2024-05-01', 'Retail', 'Grinder', 100, 2],
    ]);
  });

  it('reads figures as typed and falls back from settings it cannot use', () => {
    expect(parseFigure('12,5')).toBe(12.5);
    expect(parseFigure(' 40 ')).toBe(40);
    expect(parseFigure('')).toBeNaN();
    expect(parseFigure('-1')).toBeNaN();
    expect(parseFigure('abc')).toBeNaN();
    const defaults = { currency: 'USD', defaultPreset: 30 as const };
    expect(usableSettings({ currency: 'EUR', defaultPreset: 7 }, defaults)).toEqual({
      currency: 'EUR',
      defaultPreset: 7,
    });
    expect(usableSettings({ currency: 'Dollars', defaultPreset: 14 as 7 }, defaults)).toEqual(defaults);
    expect(usableSettings(null, defaults)).toEqual(defaults);
  });

  it('formats figures in the app’s language and currency', () => {
    const f = formatter(SALES.dataset, 'USD', 'en-US');
    expect(f.a(1234.56)).toBe('$1,235');
    expect(f.aShort(1234.56)).toBe('$1.2K');
    expect(f.b(1234)).toBe('1,234');
    expect(f.ratio(12.5)).toBe('$12.50');
    expect(f.ratio(null)).toBe('—');
    expect(f.change(0.1234)).toBe('+12.3%');
    expect(f.change(-0.05)).toBe('-5%');
    const rate = formatter(
      { ...SALES.dataset, a: { label: 'Visitors', money: false }, ratio: { label: 'Conversion', of: 'b/a' } },
      'USD',
      'tr-TR',
    );
    expect(rate.a(1234)).toBe('1.234');
    expect(rate.ratio(0.042)).toBe('%4,2');
  });

  it('works out and formats the metrics a brief listed', () => {
    const rows = generateRows(SALES.dataset, TODAY);
    const last30 = resolveRange({ preset: 30, from: '', to: '' }, TODAY);
    const [daily, ticket, top, customers] = LISTED.metrics!;
    const sum = total(inRange(rows, last30), 'a');
    expect(metricValue(daily!, rows, last30)).toBeCloseTo(sum / 30, 6);
    const avg = metricValue(ticket!, rows, last30) as number;
    expect(avg).toBeGreaterThan(5);
    expect(avg).toBeLessThan(500);
    expect(SALES.dataset.items).toContain(metricValue(top!, rows, last30));
    expect(metricChange(top!, rows, last30)).toBeNull();
    expect(metricValue(customers!, rows, last30)).toBeCloseTo(total(inRange(rows, last30), 'b') * 0.32, 6);
    expect(typeof metricChange(customers!, rows, last30)).toBe('number');
    expect(metricValue({ ...top!, measure: 'top-segment' }, rows, last30)).toBe('Online store');
    const repeat: Metric = {
      label: 'Repeat rate',
      measure: 'rate',
      format: 'percent',
      perDay: false,
      scale: 0.38,
    };
    const value = metricValue(repeat, rows, last30) as number;
    expect(value).toBeGreaterThan(0.3);
    expect(value).toBeLessThan(0.46);
    expect(metricValue(ticket!, [], last30)).toBeNull();
    expect(formatMetric(ticket!, 12.5, 'USD', 'en-US')).toBe('$12.50');
    expect(formatMetric(daily!, 1234.4, 'USD', 'en-US')).toBe('$1,234');
    expect(formatMetric(customers!, 1234.4, 'USD', 'en-US')).toBe('1,234');
    expect(formatMetric(repeat, 0.384, 'USD', 'en-US')).toBe('38.4%');
    expect(formatMetric(top!, null, 'USD', 'en-US')).toBe('—');
    expect(formatMetric(top!, 'Grinder', 'USD', 'en-US')).toBe('Grinder');
  });
});
