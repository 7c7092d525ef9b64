/**
 * Dashboard rules, free of React: the generated rows, date ranges and the one before, totals, change,
 * series by day or week, segments, the listed metrics, sorting, filtering, paging, CSV rows and how
 * figures read in the app's language.
 */
import { addDays, daysBetween, formatDay, lastDays, weekStart, type DayKey } from '@/lib/dates';
import type {
  DashboardDataset,
  Metric,
  Range,
  RangeSetting,
  Row,
  Settings,
  Sort,
  SortKey,
} from '@/lib/dashboard';

/** A small seeded random generator: the same day and segment always give the same numbers. */
function random(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Believable daily rows per segment for the `days` days up to today: a weekly rhythm, growth and noise. */
export function generateRows(dataset: DashboardDataset, today: DayKey, days = 120): Row[] {
  const first = addDays(today, -(days - 1));
  const rows: Row[] = [];
  for (const date of lastDays(days, today)) {
    const weekday = new Date(date + 'T00:00:00Z').getUTCDay();
    const growth = 0.8 + 0.4 * (daysBetween(first, date) / days);
    const rhythm = weekday === 0 || weekday === 6 ? 0.82 : 1 + 0.06 * Math.sin(weekday);
    dataset.segments.forEach((segment, s) => {
      const next = random(hash(date + '|' + segment));
      const weight = 1 / (1 + s * 0.45);
      const level = dataset.base * weight * growth * rhythm * (0.8 + 0.4 * next());
      const a = dataset.a.money ? Math.round(level * 100) / 100 : Math.max(1, Math.round(level));
      const b = Math.max(0, Math.round(level * dataset.bPerA * (0.9 + 0.2 * next())));
      const item = dataset.items[Math.floor(next() * dataset.items.length)] ?? '';
      // A count of b cannot exceed a count of a (no more sign-ups than visitors).
      rows.push({
        id: date + '-' + s,
        date,
        segment,
        item,
        a,
        b: dataset.a.money ? b : Math.min(b, a),
        custom: false,
      });
    });
  }
  return rows;
}

export function resolveRange(setting: RangeSetting, today: DayKey): Range {
  if (setting.preset === 'custom' && setting.from && setting.to) {
    return setting.from <= setting.to
      ? { from: setting.from, to: setting.to }
      : { from: setting.to, to: setting.from };
  }
  const days = setting.preset === 'custom' ? 30 : setting.preset;
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The range of the same length just before this one. */
export function previousRange(range: Range): Range {
  const length = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** Days in a range, both ends included. */
export function rangeDays(range: Range): number {
  return daysBetween(range.from, range.to) + 1;
}

export function inRange(rows: readonly Row[], range: Range): Row[] {
  return rows.filter((r) => r.date >= range.from && r.date <= range.to);
}

export function total(rows: readonly Row[], key: 'a' | 'b'): number {
  return rows.reduce((sum, r) => sum + r[key], 0);
}

export function ratio(a: number, b: number, of: 'a/b' | 'b/a'): number | null {
  const [top, bottom] = of === 'a/b' ? [a, b] : [b, a];
  return bottom === 0 ? null : top / bottom;
}

/** Relative change from previous to current, or null without a base. */
export function change(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}

/** Values over time: per day up to 31 days, per week (from its Monday) beyond. */
export function series(
  rows: readonly Row[],
  range: Range,
  key: 'a' | 'b',
  locale: string,
): { label: string; value: number }[] {
  const length = rangeDays(range);
  if (length <= 31) {
    return lastDays(length, range.to).map((day) => ({
      label: formatDay(day, locale),
      value: total(
        rows.filter((r) => r.date === day),
        key,
      ),
    }));
  }
  const weeks = new Map<DayKey, number>();
  for (let day = weekStart(range.from); day <= range.to; day = addDays(day, 7)) weeks.set(day, 0);
  for (const r of inRange(rows, range)) {
    const week = weekStart(r.date);
    weeks.set(week, (weeks.get(week) ?? 0) + r[key]);
  }
  return [...weeks.entries()].map(([week, value]) => ({ label: formatDay(week, locale), value }));
}

/** Totals per segment, largest first. */
export function bySegment(rows: readonly Row[], key: 'a' | 'b'): { label: string; value: number }[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.segment, (sums.get(r.segment) ?? 0) + r[key]);
  return [...sums.entries()].map(([label, value]) => ({ label, value })).sort((x, y) => y.value - x.value);
}

export function sortRows(rows: readonly Row[], sort: Sort): Row[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = x[sort.key];
    const b = y[sort.key];
    const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
    return sign * order || x.id.localeCompare(y.id);
  });
}

/** The next sort after clicking a column: flip the direction, or start a new column (numbers high first). */
export function nextSort(sort: Sort, key: SortKey): Sort {
  if (sort.key === key) return { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'segment' || key === 'item' ? 'asc' : 'desc' };
}

/** Rows of one segment (or any, for ''), whose segment, item or date holds the query. */
export function filterRows(rows: readonly Row[], segment: string, query: string): Row[] {
  const q = query.trim().toLocaleLowerCase();
  return rows.filter(
    (r) =>
      (segment === '' || r.segment === segment) &&
      (q === '' || `${r.segment} ${r.item} ${r.date}`.toLocaleLowerCase().includes(q)),
  );
}

export const PAGE_SIZE = 10;

/** One page of rows (the last one when `page` is past the end), and how many pages there are. */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  size = PAGE_SIZE,
): {
  shown: T[];
  page: number;
  pages: number;
} {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { shown: rows.slice(current * size, current * size + size), page: current, pages };
}

/** The table as CSV: its column names, then a row each. */
export function csvRows(headers: readonly string[], rows: readonly Row[]): (string | number)[][] {
  return [[...headers], ...rows.map((r) => [r.date, r.segment, r.item, r.a, r.b])];
}

/** A number as people type it ("12,5" or "12.5"); NaN when it is none or below 0. */
export function parseFigure(input: string): number {
  const text = input.trim().replace(',', '.');
  const value = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
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

/** Saved settings as the app can use them: an unknown currency or preset falls back to the defaults. */
export function usableSettings(saved: Partial<Settings> | null | undefined, fallback: Settings): Settings {
  return {
    currency: knownCurrency(saved?.currency) ? saved.currency : fallback.currency,
    defaultPreset:
      saved?.defaultPreset === 7 || saved?.defaultPreset === 30 || saved?.defaultPreset === 90
        ? saved.defaultPreset
        : fallback.defaultPreset,
  };
}

/** How the dashboard's figures read: money in the chosen currency, counts with grouping, changes signed. */
export function formatter(dataset: DashboardDataset, currency: string, locale: string) {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  const moneyShort = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const countShort = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const exact = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const signed = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  return {
    a: (value: number) => (dataset.a.money ? money.format(value) : count.format(value)),
    /** A bar's short figure ("$1.2K"). */
    aShort: (value: number) => (dataset.a.money ? moneyShort.format(value) : countShort.format(value)),
    b: (value: number) => count.format(value),
    ratio: (value: number | null) =>
      value === null
        ? '—'
        : dataset.ratio.of === 'b/a'
          ? percent.format(value)
          : dataset.a.money
            ? exact.format(value)
            : count.format(value),
    change: (value: number) => signed.format(value),
    share: (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value),
  };
}

/** The stock KPIs over a range: both measures, their ratio and the leading segment, with changes. */
export function stockKpis(dataset: DashboardDataset, rows: readonly Row[], range: Range) {
  const current = inRange(rows, range);
  const previous = inRange(rows, previousRange(range));
  const a = total(current, 'a');
  const b = total(current, 'b');
  const pa = total(previous, 'a');
  const pb = total(previous, 'b');
  const r = ratio(a, b, dataset.ratio.of);
  const pr = ratio(pa, pb, dataset.ratio.of);
  const top = bySegment(current, 'a')[0] ?? null;
  return {
    a,
    b,
    ratio: r,
    changeA: change(a, pa),
    changeB: change(b, pb),
    changeRatio: r === null || pr === null ? null : change(r, pr),
    top,
    /** The leading segment's share of a, or null without any a. */
    topShare: top && a > 0 ? top.value / a : null,
  };
}

export type MetricValue = number | string | null;

/** The item or segment with the most of measure a. */
function leader(rows: readonly Row[], key: 'item' | 'segment'): string | null {
  const sums = new Map<string, number>();
  for (const r of rows) if (r[key]) sums.set(r[key], (sums.get(r[key]) ?? 0) + r.a);
  let best: string | null = null;
  for (const [name, value] of sums) if (best === null || value > (sums.get(best) ?? 0)) best = name;
  return best;
}

/** A metric's value over a range; null when there is nothing to work it out from. */
export function metricValue(metric: Metric, rows: readonly Row[], range: Range): MetricValue {
  const current = inRange(rows, range);
  const a = total(current, 'a');
  const b = total(current, 'b');
  const days = rangeDays(range);
  const scaled = (value: number) => (metric.perDay ? value / days : value) * metric.scale;
  switch (metric.measure) {
    case 'a':
      return scaled(a);
    case 'b':
      return scaled(b);
    case 'a/b':
      return b === 0 ? null : (a / b) * metric.scale;
    case 'b/a':
      return a === 0 ? null : (b / a) * metric.scale;
    case 'rate': {
      // A typical value, moving with how this range's b per a compares with the whole data set's.
      const allA = total(rows, 'a');
      const allB = total(rows, 'b');
      if (a === 0 || allA === 0 || allB === 0) return null;
      const value = metric.scale * (b / a / (allB / allA));
      return metric.format === 'percent' ? Math.min(1, Math.max(0, value)) : value;
    }
    case 'top-item':
      return leader(current, 'item');
    case 'top-segment':
      return leader(current, 'segment');
  }
}

/** Relative change against the range just before, for numeric metrics. */
export function metricChange(metric: Metric, rows: readonly Row[], range: Range): number | null {
  const now = metricValue(metric, rows, range);
  const before = metricValue(metric, rows, previousRange(range));
  return typeof now === 'number' && typeof before === 'number' && before !== 0
    ? (now - before) / before
    : null;
}

export function formatMetric(metric: Metric, value: MetricValue, currency: string, locale: string): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  switch (metric.format) {
    case 'money': {
      // Small amounts (an average ticket) keep their cents; large ones read better whole.
      const digits = Math.abs(value) < 100 ? 2 : 0;
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);
    }
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'number':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value));
  }
}
