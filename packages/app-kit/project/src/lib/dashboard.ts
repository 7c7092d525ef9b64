/**
 * A data dashboard app (DashboardApp) described as data: its frame, the sections in order, which
 * controls it offers, what it measures (two measures, a ratio, segments and items: the data set its
 * rows are generated from), the metrics a brief listed, its currency and every text it shows. The
 * built-in agent writes one as JSON; the settings, the date range, the table's sort and the records a
 * visitor adds are kept in localStorage.
 */
import type { AppFrame, DataTexts, SectionSlot } from '@/lib/app-frame';
import type { DayKey } from '@/lib/dates';

/** One day's figures for one segment: generated, or added by the visitor. */
export interface Row {
  id: string;
  date: DayKey;
  segment: string;
  item: string;
  /** The first measure (revenue, visitors, tickets). */
  a: number;
  /** The second measure (orders, sign-ups, resolved). */
  b: number;
  /** Added by the visitor (removable), not generated. */
  custom: boolean;
}

export interface Range {
  from: DayKey;
  to: DayKey;
}

export type Preset = 7 | 30 | 90 | 'custom';
export type DayPreset = Exclude<Preset, 'custom'>;
export const PRESETS: readonly DayPreset[] = [7, 30, 90];

/** The range a visitor picked: a preset, or their own days. */
export interface RangeSetting {
  preset: Preset;
  from: DayKey;
  to: DayKey;
}

/** The dashboard's preferences. */
export interface Settings {
  currency: string;
  defaultPreset: DayPreset;
}

export type SortKey = 'date' | 'segment' | 'item' | 'a' | 'b';

export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/** What a listed metric is worked out from: a measure's total, a ratio, a typical rate, or the leader. */
export type Measure = 'a' | 'b' | 'a/b' | 'b/a' | 'rate' | 'top-item' | 'top-segment';
export type MetricFormat = 'money' | 'count' | 'number' | 'percent' | 'text';

/** A metric the brief listed ("Daily sales", "Average ticket"), worked out from the rows. */
export interface Metric {
  label: string;
  measure: Measure;
  format: MetricFormat;
  /** Per day of the range instead of its total ("Daily sales"). */
  perDay: boolean;
  /** Multiplies the measure (new customers are about a third of orders); for 'rate', its typical value. */
  scale: number;
}

/** What the dashboard measures; its rows are generated from it on the visitor's day. */
export interface DashboardDataset {
  a: { label: string; money: boolean };
  b: { label: string };
  /** The derived KPI: a / b (money per unit) or b / a (a rate). */
  ratio: { label: string; of: 'a/b' | 'b/a' };
  segmentLabel: string;
  segments: string[];
  itemLabel: string;
  items: string[];
  /** Typical a per segment per day (in the currency's major units when a is money). */
  base: number;
  /** Typical b per unit of a. */
  bPerA: number;
}

export type DashboardSectionId = 'kpis' | 'trend' | 'breakdown' | 'table' | 'settings';

/** Its own texts, besides the data settings' (DataTexts). */
export interface DashboardTexts extends DataTexts {
  range: string;
  /** "Last {n} days". */
  lastDays: string;
  custom: string;
  from: string;
  to: string;
  /** "{change} vs previous period". */
  vsPrevious: string;
  /** "Top {segment}". */
  topSegment: string;
  /** "{share} of {measure}". */
  shareOf: string;
  /** "{measure} over the selected period". */
  overTime: string;
  /** "{measure} by {segment}". */
  bySegment: string;
  sampleData: string;
  sampleHint: string;
  date: string;
  searchRecords: string;
  /** "Filter by {segment}". */
  filterBy: string;
  /** "Every {segment}". */
  allSegments: string;
  /** "{n} records". */
  count: string;
  noMatches: string;
  pagination: string;
  /** "Page {page} of {pages}". */
  pageOf: string;
  previousPage: string;
  nextPage: string;
  actions: string;
  added: string;
  addRecord: string;
  /** "Delete record “{item}”". */
  deleteRecord: string;
  dateInvalid: string;
  required: string;
  numberInvalid: string;
  currency: string;
  defaultRange: string;
  exportCsv: string;
}

export interface DashboardSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<DashboardSectionId>[];
  /**
   * The controls it offers: adding records, searching the table, filtering it by segment, a CSV
   * export, and the charts.
   */
  features: { forms: boolean; search: boolean; filters: boolean; export: boolean; charts: boolean };
  /**
   * Where each part is kept ("{slug}:{key}"). Settings saved for the stock app's currency have a key of
   * their own, so they cannot hide a brief's currency.
   */
  storage: { settings: string; range: string; sort: string; records: string };
  dataset: DashboardDataset;
  /** The metrics the brief listed, shown as sample figures instead of the stock KPIs; null for those. */
  metrics: Metric[] | null;
  /** The currency it starts in (ISO 4217), and the ones the setting offers. */
  currency: string;
  currencies: string[];
  texts: DashboardTexts;
}
