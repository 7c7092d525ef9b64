/**
 * A data dashboard: KPI cards with change against the previous period, a line chart over time, a bar
 * chart by segment, and a sortable, searchable, filterable table with paging, all following one date
 * range (7/30/90 days or custom). The data set follows the prompt's topics (sales -> revenue and orders,
 * website -> visitors and sign-ups, support -> tickets and resolutions) and is generated deterministically
 * in the app; records a person adds (with 'forms') persist. With 'pages': Overview / Reports / Settings.
 *
 * Main interaction: press the button "Last 7 days" / "Son 7 gün" (the KPIs and charts follow), and sort
 * the table with its column buttons ("Revenue", …). Settings and the range survive a reload.
 */
import type { BriefContent } from '../brief-content.ts';
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
  Imports,
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

const L = localized('dashboard');

const PAGES: PageDef[] = [
  { id: 'main', path: '/', label: L.mainLabel },
  { id: 'reports', path: '/reports', label: L.reportsLabel },
  { id: 'settings', path: '/settings', label: L.settingsLabel },
];

const SECTIONS: SectionDef[] = [
  { id: 'kpis', label: L.kpisLabel, page: 'main' },
  { id: 'trend', label: L.trendLabel, page: 'main', chartOnly: true },
  { id: 'breakdown', label: L.breakdownLabel, page: 'main', chartOnly: true },
  { id: 'table', label: L.tableLabel, page: 'reports' },
  { id: 'settings', label: L.settingsLabel, page: 'settings' },
];

/** A data set a dashboard can show: two measures, a ratio between them, segments and items. */
interface Dataset {
  keywords: string[];
  a: { label: Localized; money: boolean };
  b: { label: Localized };
  /** The derived KPI: a / b (money per unit) or b / a (a rate). */
  ratio: { label: Localized; of: 'a/b' | 'b/a' };
  segmentLabel: Localized;
  segments: Localized[];
  itemLabel: Localized;
  items: Localized[];
  /** Typical a per segment per day, and b per unit of a. */
  base: number;
  bPerA: number;
}

const SALES: Dataset = {
  keywords: [],
  a: { label: L.revenue, money: true },
  b: { label: L.orders },
  ratio: { label: L.averageOrder, of: 'a/b' },
  segmentLabel: L.segmentLabel,
  segments: [L.onlineStore, L.retail, L.marketplace, L.wholesale],
  itemLabel: L.itemLabel,
  items: [L.espressoMachine, L.coffeeBeans1Kg, L.milkFrother, L.grinder, L.travelMug],
  base: 1400,
  bPerA: 1 / 58,
};

const DATASETS: Dataset[] = [
  {
    keywords: [
      'web',
      'site',
      'traffic',
      'visitor',
      'marketing',
      'seo',
      'analytics',
      'ziyaret',
      'trafik',
      'pazarlama',
    ],
    a: { label: L.visitors, money: false },
    b: { label: L.signUps },
    ratio: { label: L.conversion, of: 'b/a' },
    segmentLabel: L.segmentLabel2,
    segments: [L.search, L.social, L.email, L.direct],
    itemLabel: L.itemLabel2,
    items: [L.pricing, L.blogGettingStarted, L.features, L.t, L.signup],
    base: 900,
    bPerA: 0.042,
  },
  {
    keywords: ['support', 'ticket', 'helpdesk', 'customer service', 'destek', 'talep', 'müşteri hizmet'],
    a: { label: L.tickets, money: false },
    b: { label: L.resolved },
    ratio: { label: L.resolutionRate, of: 'b/a' },
    segmentLabel: L.segmentLabel,
    segments: [L.email, L.chat, L.phone],
    itemLabel: L.itemLabel3,
    items: [L.maya, L.jonas, L.priya, L.leo],
    base: 48,
    bPerA: 0.9,
  },
  {
    ...SALES,
    keywords: [
      'sale',
      'revenue',
      'order',
      'shop',
      'store',
      'ecommerce',
      'commerce',
      'satış',
      'gelir',
      'sipariş',
      'mağaza',
    ],
  },
];

export function datasetFor(spec: AppSpec): Dataset {
  return matchTopic(spec, DATASETS) ?? SALES;
}

/** The stock KPI that names the leading segment ("Top Channel"). */
const TOP_SEGMENT: Localized = L.top;

/** The stock table's items: the prompt's own topics, then the data set's. */
function stockItems(spec: AppSpec): string[] {
  const d = datasetFor(spec);
  const curated = matchTopic(spec, DATASETS);
  // Without a known data set, the prompt's own topics name the items ("sneakers" -> "Sneakers").
  const own = curated ? [] : topicsOf(spec, 3).map((t) => capitalize(spec, t));
  return [...own, ...d.items.map((i) => pick(spec, i))].slice(0, 5);
}

/** The stock KPI labels, in the order the stock dashboard shows them. */
function stockMetricLabels(spec: AppSpec): string[] {
  const d = datasetFor(spec);
  return [
    pick(spec, d.a.label),
    pick(spec, d.b.label),
    pick(spec, d.ratio.label),
    pick(spec, TOP_SEGMENT).replace('{segment}', pick(spec, d.segmentLabel)),
  ];
}

// ---------------------------------------------------------------------------------------------------
// What the brief listed (spec.content): the metrics to show (its highlights, else its items), the
// table's items and the currency of their prices.

type Measure = 'a' | 'b' | 'a/b' | 'b/a' | 'rate' | 'top-item' | 'top-segment';
type MetricFormat = 'money' | 'count' | 'number' | 'percent' | 'text';

interface MetricDef {
  label: string;
  measure: Measure;
  format: MetricFormat;
  perDay: boolean;
  scale: number;
}

/** At most this many listed metrics and table items. */
const MAX_METRICS = 12;
const MAX_ITEMS = 12;

const PER_DAY =
  /daily|per day|a day|each day|today|günlük|gün başına|bugün|quotidien|par jour|diari[oa]s?|por día|ежедневн|в день|за день|يومي/iu;
const TOP =
  /^(?:top|best|most|leading|popular|favou?rite)\b|best[- ]?sell|bestsell|en çok|en iyi|en popüler|popüler|çok satan|meilleur|populaire|más vendid|mejor|popular|лучш|самы|популярн|الأكثر|الأفضل/iu;
const SEGMENT_WORDS =
  /channel|source|segment|region|location|branch|store|kanal|kaynak|şube|bölge|canal|source|région|canal|fuente|región|канал|источник|قناة|مصدر/iu;
const PERCENT =
  /%|\brate\b|ratio|percent|conversion|margin|churn|retention|share|occupancy|utili[sz]ation|satisfaction|oran|yüzde|dönüşüm|marj|doluluk|memnuniyet|taux|marge|tasa|margen|conversión|конверси|доля|процент|маржа|نسبة|معدل/iu;
const AVERAGE =
  /average|\bavg\b|\bmean\b|per order|per customer|per visit|ticket|basket|\bcart\b|\baov\b|ortalama|sepet|fiş|adisyon|moyen|panier|promedio|medio|средн|чек|متوسط/iu;
const TIME =
  /\btime\b|duration|minutes|hours|wait|süre|dakika|saat|bekleme|temps|durée|tiempo|duración|время|длительн|وقت|مدة/iu;
const NUMBER_OF = /number of|\bcount\b|#|sayısı|adedi|nombre de|número de|количество|عدد/iu;
const MONEY =
  /sales|revenue|income|turnover|takings|profit|earnings|\bgmv\b|\bmrr\b|\barr\b|spend|cost|expense|value|payments?|tips?|refunds?|satış|ciro|gelir|kâr|kar\b|kazanç|hasılat|harcama|gider|maliyet|bahşiş|ventes?|chiffre|revenu|bénéfice|ingresos?|ventas?|beneficio|facturación|выручк|продаж|доход|прибыл|مبيعات|إيرادات|أرباح|دخل/iu;
const NEW_PEOPLE =
  /\bnew\b|sign[- ]?ups?|registrations?|yeni|kayıt|nouveaux|nouvelles|inscriptions|nuevos|nuevas|registros|новы|регистрац|جدد|تسجيل/iu;
const PEOPLE =
  /customers|clients|guests|buyers|patrons|members|subscribers|müşteri|misafir|üye|abone|clients|clientes|socios|клиент|покупател|гост|عملاء|زبائن/iu;
const VISITS =
  /visitors|visits|users|sessions|views|traffic|footfall|ziyaret|kullanıcı|oturum|görüntülen|trafik|visiteurs|utilisateurs|visitantes|usuarios|посетител|пользовател|زوار|مستخدم/iu;
const ORDERS =
  /orders|transactions|receipts|purchases|bookings|sipariş|işlem|fiş|rezervasyon|commandes|pedidos|reservas|заказ|покупк|бронир|طلبات/iu;
const UNITS =
  /items sold|units|cups|products sold|pieces|adet|fincan|bardak|unités|unidades|штук|чашек|وحدات/iu;
const TICKETS = /tickets|requests|cases|issues|talep|şikayet|demandes|solicitudes|заявк|обращени|تذاكر/iu;
const RESOLVED = /resolved|closed|solved|completed|çözülen|kapanan|résolus|resueltos|решен|закрыт|محلولة/iu;

/** Typical values of rates the brief may name, when the data set has no rate of its own. */
const RATE_BASES: [RegExp, number][] = [
  [/conversion|dönüşüm|conversión|конверси|تحويل/iu, 0.034],
  [/churn|kayıp|abandon|отток/iu, 0.041],
  [/retention|return|repeat|loyal|elde tutma|tekrar|sadık|fidéli|retención|удержан|повтор/iu, 0.38],
  [/margin|marj|marge|margen|маржа|هامش/iu, 0.32],
  [/occupancy|utili[sz]ation|doluluk|ocupación|occupation|загрузк|إشغال/iu, 0.74],
  [/satisfaction|memnuniyet|satisfacción|удовлетвор|رضا/iu, 0.92],
];

/** A small stable hash, so two unknown metrics do not show the same number. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * How a listed metric is worked out from the generated rows, by its words: sales and revenue are money,
 * averages a per-order amount, customers and users counts, rates and "%" percentages, "top …" the
 * leading item or segment. "Daily …" is per day of the range.
 */
function metricFor(label: string, d: Dataset, moneyPerB: number): MetricDef {
  const perDay = PER_DAY.test(label);
  const base = { label, perDay };
  const segmentLabel = [d.segmentLabel.en, d.segmentLabel.tr].some((s) =>
    label.toLowerCase().includes(s.toLowerCase()),
  );
  if (TOP.test(label))
    return {
      ...base,
      measure: SEGMENT_WORDS.test(label) || segmentLabel ? 'top-segment' : 'top-item',
      format: 'text',
      perDay: false,
      scale: 1,
    };
  if (PERCENT.test(label)) {
    // The data set's own rate (conversion, resolution) when it has one.
    if (d.ratio.of === 'b/a' && (RATE_BASES[0]![0].test(label) || RESOLVED.test(label)))
      return { ...base, measure: 'b/a', format: 'percent', perDay: false, scale: 1 };
    const typical = RATE_BASES.find(([words]) => words.test(label))?.[1] ?? 0.3 + (hashOf(label) % 40) / 100;
    return { ...base, measure: 'rate', format: 'percent', perDay: false, scale: typical };
  }
  if (TIME.test(label))
    return {
      ...base,
      measure: 'rate',
      format: 'number',
      perDay: false,
      scale: 4 + (hashOf(label) % 80) / 10,
    };
  if (AVERAGE.test(label)) {
    if (d.a.money) return { ...base, measure: 'a/b', format: 'money', perDay: false, scale: 1 };
    if (MONEY.test(label) || /order|ticket|basket|sepet|sipariş/iu.test(label))
      return { ...base, measure: 'rate', format: 'money', perDay: false, scale: moneyPerB };
    return { ...base, measure: 'a/b', format: 'number', perDay: false, scale: 1 };
  }
  const counted = NUMBER_OF.test(label);
  if (MONEY.test(label) && !counted) {
    const share = /profit|earnings|kâr|kar\b|kazanç|bénéfice|beneficio|прибыл|أرباح/iu.test(label)
      ? 0.28
      : /cost|expense|spend|gider|maliyet|harcama|coût|costo|gasto|расход|затрат|تكلفة/iu.test(label)
        ? 0.62
        : /tips?|bahşiş|pourboire|propina|чаев/iu.test(label)
          ? 0.08
          : /refund|iade|rembourse|reembolso|возврат/iu.test(label)
            ? 0.03
            : 1;
    return d.a.money
      ? { ...base, measure: 'a', format: 'money', scale: share }
      : { ...base, measure: 'b', format: 'money', scale: moneyPerB * share };
  }
  if (d === DATASETS[1] && TICKETS.test(label)) return { ...base, measure: 'a', format: 'count', scale: 1 };
  if (RESOLVED.test(label)) return { ...base, measure: 'b', format: 'count', scale: 1 };
  if (
    NEW_PEOPLE.test(label) &&
    (PEOPLE.test(label) || VISITS.test(label) || /sign|kayıt|regist|inscri/iu.test(label))
  )
    return { ...base, measure: 'b', format: 'count', scale: d.a.money ? 0.32 : 1 };
  if (PEOPLE.test(label)) return { ...base, measure: 'b', format: 'count', scale: d.a.money ? 0.85 : 0.6 };
  if (VISITS.test(label))
    return d.a.money
      ? { ...base, measure: 'b', format: 'count', scale: 6.5 }
      : { ...base, measure: 'a', format: 'count', scale: 1 };
  if (ORDERS.test(label) || (MONEY.test(label) && counted))
    return { ...base, measure: 'b', format: 'count', scale: 1 };
  if (UNITS.test(label)) return { ...base, measure: 'b', format: 'count', scale: 2.4 };
  // Anything else: a count that moves with the data set, sized by its name.
  return { ...base, measure: 'b', format: 'count', scale: 0.4 + (hashOf(label) % 120) / 100 };
}

interface DashboardSeed {
  /** The table's items, listed or stock. */
  items: string[];
  itemLabel: string;
  currency: string;
  /** The listed metrics, or null for the stock KPIs. */
  metrics: MetricDef[] | null;
  /** Typical money per unit of b (orders, sign-ups), for money metrics on a data set without money. */
  base: number;
  bPerA: number;
}

function dashboardSeed(spec: AppSpec): DashboardSeed {
  const d = datasetFor(spec);
  const stockCurrency = appCurrency(spec);
  const items = listedItems(spec);
  const highlights = (spec.content?.highlights ?? []).map((h) => h.trim()).filter(Boolean);
  const itemsAreMetrics = highlights.length === 0 && items.length > 0;
  const labels = [...new Set(itemsAreMetrics ? items.map((item) => item.name.trim()) : highlights)].slice(
    0,
    MAX_METRICS,
  );
  const stockLabels = stockMetricLabels(spec);
  const stock =
    labels.length === 0 ||
    (labels.length === stockLabels.length && labels.every((l, i) => l === stockLabels[i]));
  const tableItems =
    itemsAreMetrics || items.length === 0
      ? stockItems(spec)
      : [...new Set(items.map((item) => item.name.trim().slice(0, 60)))].slice(0, MAX_ITEMS);
  const currency = listedCurrency(spec, items);
  const rate = currency === stockCurrency ? (spec.language === 'tr' ? 30 : 1) : perUsd(currency);
  const baseValue = d.a.money ? d.base * rate : d.base;
  // Listed prices make the average order: about one and a half items at their mean price.
  const prices = itemsAreMetrics
    ? []
    : items
        .filter(
          (item) => item.price && item.price.amount > 0 && item.price.currency.toUpperCase() === currency,
        )
        .map((item) => item.price!.amount);
  const bPerA =
    d.a.money && prices.length > 0
      ? 1 / ((prices.reduce((s, p) => s + p, 0) / prices.length) * 1.6)
      : d.bPerA;
  const moneyPerB = 45 * rate;
  const itemLabel =
    !itemsAreMetrics && items.length > 0 && spec.content?.itemsLabel?.trim()
      ? capitalize(spec, spec.content.itemsLabel.trim())
      : pick(spec, d.itemLabel);
  return {
    items: tableItems,
    itemLabel,
    currency,
    metrics: stock ? null : labels.map((label) => metricFor(label, d, moneyPerB)),
    base: baseValue,
    bPerA,
  };
}

function datasetFile(spec: AppSpec, seed: DashboardSeed): string {
  const d = datasetFor(spec);
  const metrics = seed.metrics
    ? `
/** The metrics the brief asked for, each worked out from the generated rows (src/logic/kpi.ts). */
export const METRICS: Metric[] = [
${seed.metrics
  .map(
    (m) =>
      `  { label: ${lit(m.label)}, measure: ${lit(m.measure)}, format: ${lit(m.format)}, perDay: ${m.perDay}, scale: ${Number(m.scale.toFixed(6))} },`,
  )
  .join('\n')}
];
`
    : '';
  return `${seed.metrics ? "import type { Metric } from '../logic/kpi';\n\n" : ''}/** What this dashboard measures: generated from the prompt's topics. */
export const DATASET = {
  a: { label: ${lit(pick(spec, d.a.label))}, money: ${d.a.money} },
  b: { label: ${lit(pick(spec, d.b.label))} },
  ratio: { label: ${lit(pick(spec, d.ratio.label))}, of: ${lit(d.ratio.of)} as 'a/b' | 'b/a' },
  segmentLabel: ${lit(pick(spec, d.segmentLabel))},
  segments: [${d.segments.map((s) => lit(pick(spec, s))).join(', ')}],
  itemLabel: ${lit(seed.itemLabel)},
  items: [${seed.items.map(lit).join(', ')}],
  base: ${seed.base},
  bPerA: ${seed.bPerA},
};

export const DEFAULT_CURRENCY = ${lit(seed.currency)};
${metrics}`;
}

/** Pure logic of the listed metrics, free of React. */
const KPI_MODULE = `import { daysBetween } from './dates';
import { inRange, previousRange, total, type Range, type Row } from './metrics';

/** What a metric is worked out from: a measure's total, a ratio, a typical rate, or the leading item or segment. */
export type Measure = 'a' | 'b' | 'a/b' | 'b/a' | 'rate' | 'top-item' | 'top-segment';
export type MetricFormat = 'money' | 'count' | 'number' | 'percent' | 'text';

export interface Metric {
  label: string;
  measure: Measure;
  format: MetricFormat;
  /** Per day of the range instead of its total ("Daily sales"). */
  perDay: boolean;
  /** Multiplies the measure (new customers are about a third of orders); for 'rate', its typical value. */
  scale: number;
}

export type MetricValue = number | string | null;

/** The item or segment with the most of measure a. */
function top(rows: Row[], key: 'item' | 'segment'): string | null {
  const sums = new Map<string, number>();
  for (const r of rows) if (r[key]) sums.set(r[key], (sums.get(r[key]) ?? 0) + r.a);
  let best: string | null = null;
  for (const [name, value] of sums) if (best === null || value > (sums.get(best) ?? 0)) best = name;
  return best;
}

/** A metric's value over a range; null when there is nothing to work it out from. */
export function metricValue(metric: Metric, rows: Row[], range: Range): MetricValue {
  const current = inRange(rows, range);
  const a = total(current, 'a');
  const b = total(current, 'b');
  const days = daysBetween(range.from, range.to) + 1;
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
      return top(current, 'item');
    case 'top-segment':
      return top(current, 'segment');
  }
}

/** Relative change against the range just before, for numeric metrics. */
export function metricChange(metric: Metric, rows: Row[], range: Range): number | null {
  const now = metricValue(metric, rows, range);
  const before = metricValue(metric, rows, previousRange(range));
  return typeof now === 'number' && typeof before === 'number' && before !== 0 ? (now - before) / before : null;
}

export function formatMetric(metric: Metric, value: MetricValue, currency: string, locale: string): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  switch (metric.format) {
    case 'money':
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: Math.abs(value) < 100 ? 2 : 0,
        maximumFractionDigits: Math.abs(value) < 100 ? 2 : 0,
      }).format(value);
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'number':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value));
  }
}
`;

/** The KPI cards for the metrics the brief listed, marked as sample figures. */
const LISTED_KPIS_FILE = `import { ArrowDownRight, ArrowUpRight, Gauge } from 'lucide-react';
import { clsx } from 'clsx';
import { Section } from './section';
import { METRICS } from '../data/dataset';
import { formatMetric, metricChange, metricValue } from '../logic/kpi';
import type { Range, Row } from '../logic/metrics';
import { LOCALE, T, fmt } from '../texts';

export function Kpis({ rows, range, currency }: { rows: Row[]; range: Range; currency: string }) {
  const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return (
    <Section
      id="kpis"
      title={T.kpisTitle}
      actions={
        <span title={T.sampleHint} className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-500/15 dark:text-amber-300">
          {T.sampleData}
        </span>
      }
    >
      <p className="-mt-2 mb-3 text-sm text-slate-500 dark:text-slate-400">{T.sampleHint}</p>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {METRICS.map((metric) => {
          const delta = metricChange(metric, rows, range);
          const up = delta !== null && delta > 0;
          return (
            <div key={metric.label} className="min-w-0 rounded-card border border-slate-200/80 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/60">
              <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <Gauge aria-hidden="true" className="size-4" />
                <span className="truncate">{metric.label}</span>
              </div>
              <div className="mt-1 truncate font-display text-xl font-bold text-slate-900 tabular-nums sm:text-2xl dark:text-white">
                {formatMetric(metric, metricValue(metric, rows, range), currency, LOCALE)}
              </div>
              {delta !== null ? (
                <div
                  className={clsx(
                    'mt-1 inline-flex items-center gap-1 text-xs font-medium',
                    up ? 'text-emerald-600 dark:text-emerald-400' : delta < 0 ? 'text-red-600 dark:text-red-400' : 'text-slate-500',
                  )}
                >
                  {up ? <ArrowUpRight aria-hidden="true" className="size-3.5" /> : <ArrowDownRight aria-hidden="true" className="size-3.5" />}
                  {fmt(T.vsPrevious, { change: percent.format(delta) })}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </Section>
  );
}
`;

const GENERATE_FILE = `import { addDays, daysBetween, lastDays, type DayKey } from '../logic/dates';
import type { Row } from '../logic/metrics';
import { DATASET } from './dataset';

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

/** Believable daily rows per segment for the \`days\` days up to today: a weekly rhythm, growth and noise. */
export function generateRows(today: DayKey, days = 120): Row[] {
  const first = addDays(today, -(days - 1));
  const rows: Row[] = [];
  for (const date of lastDays(days, today)) {
    const weekday = new Date(date + 'T00:00:00Z').getUTCDay();
    const growth = 0.8 + 0.4 * (daysBetween(first, date) / days);
    const rhythm = weekday === 0 || weekday === 6 ? 0.82 : 1 + 0.06 * Math.sin(weekday);
    DATASET.segments.forEach((segment, s) => {
      const next = random(hash(date + '|' + segment));
      const weight = 1 / (1 + s * 0.45);
      const level = DATASET.base * weight * growth * rhythm * (0.8 + 0.4 * next());
      const a = DATASET.a.money ? Math.round(level * 100) / 100 : Math.max(1, Math.round(level));
      const b = Math.max(0, Math.round(level * DATASET.bPerA * (0.9 + 0.2 * next())));
      const item = DATASET.items[Math.floor(next() * DATASET.items.length)] ?? '';
      rows.push({ id: date + '-' + s, date, segment, item, a, b: Math.min(b, DATASET.a.money ? b : a), custom: false });
    });
  }
  return rows;
}
`;

/** Pure metric logic (ranges, totals, series, sorting), free of React. */
const METRICS_MODULE = `import { addDays, daysBetween, formatDay, lastDays, weekStart, type DayKey } from './dates';

export interface Row {
  id: string;
  date: DayKey;
  segment: string;
  item: string;
  a: number;
  b: number;
  /** Added by the person (removable), not generated. */
  custom: boolean;
}

export interface Range {
  from: DayKey;
  to: DayKey;
}

export type Preset = 7 | 30 | 90 | 'custom';

export interface RangeSetting {
  preset: Preset;
  from: DayKey;
  to: DayKey;
}

export const PRESETS: Exclude<Preset, 'custom'>[] = [7, 30, 90];

/** The dashboard's preferences. */
export interface Settings {
  currency: string;
  defaultPreset: Exclude<Preset, 'custom'>;
}

export function resolveRange(setting: RangeSetting, today: DayKey): Range {
  if (setting.preset === 'custom' && setting.from && setting.to) {
    return setting.from <= setting.to ? { from: setting.from, to: setting.to } : { from: setting.to, to: setting.from };
  }
  const days = setting.preset === 'custom' ? 30 : setting.preset;
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The range of the same length just before this one. */
export function previousRange(range: Range): Range {
  const length = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

export function inRange(rows: Row[], range: Range): Row[] {
  return rows.filter((r) => r.date >= range.from && r.date <= range.to);
}

export function total(rows: Row[], key: 'a' | 'b'): number {
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

/** Values over time: per day up to 31 days, per week beyond. */
export function series(rows: Row[], range: Range, key: 'a' | 'b', locale: string): { label: string; value: number }[] {
  const length = daysBetween(range.from, range.to) + 1;
  if (length <= 31) {
    return lastDays(length, range.to).map((day) => ({
      label: formatDay(day, locale),
      value: total(rows.filter((r) => r.date === day), key),
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

export function bySegment(rows: Row[], key: 'a' | 'b'): { label: string; value: number }[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.segment, (sums.get(r.segment) ?? 0) + r[key]);
  return [...sums.entries()].map(([label, value]) => ({ label, value })).sort((x, y) => y.value - x.value);
}

export type SortKey = 'date' | 'segment' | 'item' | 'a' | 'b';

export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

export function sortRows(rows: Row[], sort: Sort): Row[] {
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
`;

const FORMAT_FILE = `import { DATASET } from '../data/dataset';
import { LOCALE } from '../texts';

/** Formats the dashboard's measures: money in the chosen currency, counts with grouping. */
export function formatter(currency: string) {
  const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency, maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 });
  const exact = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
  return {
    a: (value: number) => (DATASET.a.money ? money.format(value) : count.format(value)),
    b: (value: number) => count.format(value),
    ratio: (value: number | null) =>
      value === null ? '—' : DATASET.ratio.of === 'b/a' ? percent.format(value) : DATASET.a.money ? exact.format(value) : count.format(value),
    change: (value: number | null) =>
      value === null ? '' : new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value),
  };
}
`;

const RANGE_PICKER = `import { clsx } from 'clsx';
import { Input } from './ui';
import { addDays } from '../logic/dates';
import { PRESETS, type RangeSetting } from '../logic/metrics';
import { T, fmt } from '../texts';

export function RangePicker({ value, onChange, today }: { value: RangeSetting; onChange: (value: RangeSetting) => void; today: string }) {
  const option = (active: boolean) =>
    clsx(
      'rounded-control px-3 py-1.5 text-sm font-medium whitespace-nowrap transition',
      active ? 'bg-primary text-on-primary' : 'text-slate-600 hover:bg-slate-900/5 dark:text-slate-300 dark:hover:bg-white/10',
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label={T.range} className="inline-flex flex-wrap rounded-control border border-slate-200 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900">
        {PRESETS.map((days) => (
          <button key={days} type="button" aria-pressed={value.preset === days} onClick={() => onChange({ ...value, preset: days })} className={option(value.preset === days)}>
            {fmt(T.lastDays, { n: days })}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={value.preset === 'custom'}
          onClick={() => {
            const days = value.preset === 'custom' ? 30 : value.preset;
            onChange({ preset: 'custom', from: value.from || addDays(today, 1 - days), to: value.to || today });
          }}
          className={option(value.preset === 'custom')}
        >
          {T.custom}
        </button>
      </div>
      {value.preset === 'custom' ? (
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-40">
            <Input type="date" aria-label={T.from} value={value.from} max={today} onChange={(e) => onChange({ ...value, from: e.target.value })} />
          </div>
          <div className="w-40">
            <Input type="date" aria-label={T.to} value={value.to} max={today} onChange={(e) => onChange({ ...value, to: e.target.value })} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
`;

const KPIS_FILE = `import { ArrowDownRight, ArrowUpRight, Gauge, Hash, Layers, TrendingUp } from 'lucide-react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Section } from './section';
import { DATASET } from '../data/dataset';
import { formatter } from '../logic/format';
import { bySegment, change, inRange, previousRange, ratio, total, type Range, type Row } from '../logic/metrics';
import { LOCALE, T, fmt } from '../texts';

export function Kpis({ rows, range, currency }: { rows: Row[]; range: Range; currency: string }) {
  const f = formatter(currency);
  const current = inRange(rows, range);
  const previous = inRange(rows, previousRange(range));
  const a = total(current, 'a');
  const b = total(current, 'b');
  const pa = total(previous, 'a');
  const pb = total(previous, 'b');
  const r = ratio(a, b, DATASET.ratio.of);
  const pr = ratio(pa, pb, DATASET.ratio.of);
  const top = bySegment(current, 'a')[0];
  return (
    <Section id="kpis" title={T.kpisTitle}>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <Kpi label={DATASET.a.label} value={f.a(a)} delta={change(a, pa)} icon={<TrendingUp aria-hidden="true" className="size-4" />} format={f.change} />
        <Kpi label={DATASET.b.label} value={f.b(b)} delta={change(b, pb)} icon={<Hash aria-hidden="true" className="size-4" />} format={f.change} />
        <Kpi
          label={DATASET.ratio.label}
          value={f.ratio(r)}
          delta={r === null || pr === null ? null : change(r, pr)}
          icon={<Gauge aria-hidden="true" className="size-4" />}
          format={f.change}
        />
        <Kpi
          label={fmt(T.topSegment, { segment: DATASET.segmentLabel })}
          value={top ? top.label : '—'}
          hint={top && a > 0 ? fmt(T.shareOf, { share: new Intl.NumberFormat(LOCALE, { style: 'percent' }).format(top.value / a), measure: DATASET.a.label }) : undefined}
          icon={<Layers aria-hidden="true" className="size-4" />}
          format={f.change}
        />
      </div>
    </Section>
  );
}

function Kpi({
  label,
  value,
  delta = null,
  hint,
  icon,
  format,
}: {
  label: string;
  value: string;
  delta?: number | null;
  hint?: string;
  icon: ReactNode;
  format: (value: number | null) => string;
}) {
  const up = delta !== null && delta > 0;
  return (
    <div className="min-w-0 rounded-card border border-slate-200/80 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/60">
      <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        {icon}
        <span className="truncate">{label}</span>
      </div>
      <div className="mt-1 truncate font-display text-xl font-bold text-slate-900 tabular-nums sm:text-2xl dark:text-white">{value}</div>
      {delta !== null ? (
        <div
          className={clsx(
            'mt-1 inline-flex items-center gap-1 text-xs font-medium',
            up ? 'text-emerald-600 dark:text-emerald-400' : delta < 0 ? 'text-red-600 dark:text-red-400' : 'text-slate-500',
          )}
        >
          {up ? <ArrowUpRight aria-hidden="true" className="size-3.5" /> : <ArrowDownRight aria-hidden="true" className="size-3.5" />}
          {fmt(T.vsPrevious, { change: format(delta) })}
        </div>
      ) : hint ? (
        <div className="mt-1 truncate text-xs text-slate-500 dark:text-slate-400">{hint}</div>
      ) : null}
    </div>
  );
}
`;

const TREND_FILE = `import { LineChart } from './chart';
import { Section } from './section';
import { DATASET } from '../data/dataset';
import { formatter } from '../logic/format';
import { inRange, series, type Range, type Row } from '../logic/metrics';
import { LOCALE, T, fmt } from '../texts';

export function Trend({ rows, range, currency }: { rows: Row[]; range: Range; currency: string }) {
  const f = formatter(currency);
  const label = fmt(T.overTime, { measure: DATASET.a.label });
  return (
    <Section id="trend" title={T.trendTitle}>
      <p className="-mt-2 mb-3 text-sm text-slate-500 dark:text-slate-400">{label}</p>
      <LineChart data={series(inRange(rows, range), range, 'a', LOCALE)} label={label} format={f.a} />
    </Section>
  );
}
`;

const BREAKDOWN_FILE = `import { BarChart } from './chart';
import { Section } from './section';
import { DATASET } from '../data/dataset';
import { formatter } from '../logic/format';
import { bySegment, inRange, type Range, type Row } from '../logic/metrics';
import { T, fmt } from '../texts';

export function Breakdown({ rows, range, currency }: { rows: Row[]; range: Range; currency: string }) {
  const f = formatter(currency);
  const label = fmt(T.bySegment, { measure: DATASET.a.label, segment: DATASET.segmentLabel });
  return (
    <Section id="breakdown" title={T.breakdownTitle}>
      <p className="-mt-2 mb-3 text-sm text-slate-500 dark:text-slate-400">{label}</p>
      <BarChart data={bySegment(inRange(rows, range), 'a')} label={label} format={f.a} />
    </Section>
  );
}
`;

function tableFile(spec: AppSpec): string {
  const search = has(spec, 'search');
  const filters = has(spec, 'filters');
  const forms = has(spec, 'forms');
  const exporting = has(spec, 'export');
  const imports = new Imports()
    .add('react', 'useState', 'type FormEvent')
    .add(
      'lucide-react',
      'ArrowDown',
      'ArrowUp',
      'ArrowUpDown',
      'ChevronLeft',
      'ChevronRight',
      'Download',
      'Plus',
      'Search',
      'Trash',
    )
    .add('./ui', 'Badge', 'Button', 'EmptyState', 'Field', 'Input', 'Select')
    .add('./section', 'Section')
    .add('../data/dataset', 'DATASET')
    .add('../logic/format', 'formatter')
    .add('../logic/dates', 'formatDay', 'isDayKey', 'todayKey')
    .add('../logic/id', 'newId')
    .add('../logic/download', 'downloadCsv')
    .add(
      '../logic/metrics',
      'inRange',
      'nextSort',
      'sortRows',
      'type Range',
      'type Row',
      'type Sort',
      'type SortKey',
    )
    .add('../texts', 'LOCALE', 'T', 'fmt');

  const code = `const PAGE_SIZE = 10;

export function RecordsTable({
  rows,
  range,
  currency,
  sort,
  setSort,
${when(forms, '  setRecords,\n')}}: {
  rows: Row[];
  range: Range;
  currency: string;
  sort: Sort;
  setSort: (sort: Sort) => void;
${when(forms, '  setRecords: (update: (previous: Row[]) => Row[]) => void;\n')}}) {
${when(search, `  const [query, setQuery] = useState('');\n`)}${when(filters, `  const [segment, setSegment] = useState('');\n`)}  const [page, setPage] = useState(0);
  const f = formatter(currency);
  const matching = sortRows(inRange(rows, range), sort)${when(filters, `\n    .filter((r) => segment === '' || r.segment === segment)`)}${when(
    search,
    `\n    .filter((r) => (r.segment + ' ' + r.item + ' ' + r.date).toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()))`,
  )};
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = matching.slice(current * PAGE_SIZE, current * PAGE_SIZE + PAGE_SIZE);

  const columns: { key: SortKey; label: string; numeric: boolean }[] = [
    { key: 'date', label: T.date, numeric: false },
    { key: 'segment', label: DATASET.segmentLabel, numeric: false },
    { key: 'item', label: DATASET.itemLabel, numeric: false },
    { key: 'a', label: DATASET.a.label, numeric: true },
    { key: 'b', label: DATASET.b.label, numeric: true },
  ];
${when(
  exporting,
  `
  function exportCsv() {
    downloadCsv('records.csv', [columns.map((c) => c.label), ...matching.map((r) => [r.date, r.segment, r.item, r.a, r.b])]);
  }
`,
)}
  return (
    <Section id="table" title={T.tableTitle}>
${when(forms, `      <AddRecord onAdd={(row) => setRecords((previous) => [row, ...previous])} />\n`)}      <div className="mb-4 flex flex-wrap items-center gap-3">
${when(
  search,
  `        <div className="relative min-w-0 flex-1 basis-48">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            type="search"
            aria-label={T.searchRecords}
            placeholder={T.searchRecords}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(0);
            }}
            className="pl-9"
          />
        </div>
`,
)}${when(
    filters,
    `        <Select
          aria-label={fmt(T.filterBy, { segment: DATASET.segmentLabel })}
          value={segment}
          onChange={(e) => {
            setSegment(e.target.value);
            setPage(0);
          }}
          className="w-48"
        >
          <option value="">{fmt(T.allSegments, { segment: DATASET.segmentLabel })}</option>
          {DATASET.segments.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
`,
  )}        <span className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
          {fmt(T.count, { n: matching.length })}
        </span>
${when(
  exporting,
  `        <Button variant="outline" size="sm" onClick={exportCsv} className="ml-auto">
          <Download aria-hidden="true" />
          {T.exportCsv}
        </Button>
`,
)}      </div>
      {matching.length === 0 ? (
        <EmptyState icon={Search} title={T.noMatches} />
      ) : (
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">{T.tableTitle}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                {columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={sort.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                    className={c.numeric ? 'py-2 text-right' : 'py-2 text-left'}
                  >
                    <button
                      type="button"
                      onClick={() => setSort(nextSort(sort, c.key))}
                      className="inline-flex items-center gap-1 rounded-control px-1 font-medium text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
                    >
                      {c.label}
                      {sort.key !== c.key ? (
                        <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                      ) : sort.direction === 'asc' ? (
                        <ArrowUp aria-hidden="true" className="size-3.5" />
                      ) : (
                        <ArrowDown aria-hidden="true" className="size-3.5" />
                      )}
                    </button>
                  </th>
                ))}
${when(forms, `                <th scope="col" className="w-10 py-2">\n                  <span className="sr-only">{T.actions}</span>\n                </th>\n`)}              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800/60">
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDay(r.date, LOCALE, { day: 'numeric', month: 'short', year: 'numeric' })}</td>
                  <td className="py-2 pr-3">{r.segment}</td>
                  <td className="py-2 pr-3">
                    {r.item}
                    {r.custom ? (
                      <Badge tone="accent" className="ml-2">
                        {T.added}
                      </Badge>
                    ) : null}
                  </td>
                  <td className="py-2 text-right tabular-nums">{f.a(r.a)}</td>
                  <td className="py-2 text-right tabular-nums">{f.b(r.b)}</td>
${when(
  forms,
  `                  <td className="py-1 text-right">
                    {r.custom ? (
                      <Button variant="ghost" size="sm" aria-label={fmt(T.deleteRecord, { item: r.item })} onClick={() => setRecords((previous) => previous.filter((x) => x.id !== r.id))}>
                        <Trash aria-hidden="true" />
                      </Button>
                    ) : null}
                  </td>
`,
)}                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label={T.pagination} className="mt-4 flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)} aria-label={T.previousPage}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span className="tabular-nums">{fmt(T.pageOf, { page: current + 1, pages })}</span>
          <Button variant="outline" size="sm" disabled={current >= pages - 1} onClick={() => setPage(current + 1)} aria-label={T.nextPage}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </Section>
  );
}
${when(
  forms,
  `
function AddRecord({ onAdd }: { onAdd: (row: Row) => void }) {
  const [date, setDate] = useState(todayKey());
  const [segment, setSegment] = useState(DATASET.segments[0] ?? '');
  const [item, setItem] = useState('');
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'date' | 'item' | 'a' | 'b', string>>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const av = Number(a.replace(',', '.'));
    const bv = Number(b.replace(',', '.'));
    const next: typeof errors = {};
    if (!isDayKey(date)) next.date = T.dateInvalid;
    if (!item.trim()) next.item = T.required;
    if (a.trim() === '' || !Number.isFinite(av) || av < 0) next.a = T.numberInvalid;
    if (b.trim() === '' || !Number.isFinite(bv) || bv < 0) next.b = T.numberInvalid;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onAdd({ id: newId(), date, segment, item: item.trim(), a: av, b: Math.round(bv), custom: true });
    setItem('');
    setA('');
    setB('');
  }

  return (
    <form onSubmit={submit} noValidate className="mb-5 grid gap-3 rounded-card border border-dashed border-slate-300 p-4 sm:grid-cols-3 lg:grid-cols-6 dark:border-slate-700">
      <Field label={T.date} error={errors.date}>
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </Field>
      <Field label={DATASET.segmentLabel}>
        <Select value={segment} onChange={(e) => setSegment(e.target.value)}>
          {DATASET.segments.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={DATASET.itemLabel} error={errors.item}>
        <Input value={item} onChange={(e) => setItem(e.target.value)} maxLength={60} />
      </Field>
      <Field label={DATASET.a.label} error={errors.a}>
        <Input inputMode="decimal" value={a} onChange={(e) => setA(e.target.value)} />
      </Field>
      <Field label={DATASET.b.label} error={errors.b}>
        <Input inputMode="numeric" value={b} onChange={(e) => setB(e.target.value)} />
      </Field>
      <div className="flex items-end">
        <Button type="submit" className="w-full">
          <Plus aria-hidden="true" />
          {T.addRecord}
        </Button>
      </div>
    </form>
  );
}
`,
)}`;
  return moduleFile(imports, code);
}

const SETTINGS_FILE = `import { Field, Select } from './ui';
import { DATASET } from '../data/dataset';
import type { Settings } from '../logic/metrics';
import { T, fmt } from '../texts';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'CAD', 'AUD', 'CHF', 'INR'];

export function DashboardSettings({ settings, setSettings }: { settings: Settings; setSettings: (settings: Settings) => void }) {
  return (
    <div className="grid max-w-xl gap-4 sm:grid-cols-2">
      {DATASET.a.money ? (
        <Field label={T.currency}>
          <Select value={settings.currency} onChange={(e) => setSettings({ ...settings, currency: e.target.value })}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Field label={T.defaultRange}>
        <Select
          value={settings.defaultPreset}
          onChange={(e) => setSettings({ ...settings, defaultPreset: e.target.value === '7' ? 7 : e.target.value === '90' ? 90 : 30 })}
        >
          {[7, 30, 90].map((n) => (
            <option key={n} value={n}>
              {fmt(T.lastDays, { n })}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
`;

function texts(spec: AppSpec, listed: boolean) {
  const description = spec.content?.description?.trim();
  return {
    ...commonTexts(spec, { pages: PAGES, sections: SECTIONS }),
    ...(description
      ? {
          subtitle: text(spec, 'hero.subtitle', same(capitalize(spec, description))),
        }
      : {}),
    ...(listed
      ? {
          sampleData: L.sampleData,
          sampleHint: L.sampleHint,
        }
      : {}),
    range: L.range,
    lastDays: text(spec, 'range.button', L.rangeButton),
    custom: L.custom,
    from: L.from,
    to: L.to,
    vsPrevious: L.vsPrevious,
    topSegment: TOP_SEGMENT,
    shareOf: L.shareOf,
    overTime: L.overTime,
    bySegment: L.bySegment,
    date: L.date,
    searchRecords: L.searchRecords,
    filterBy: L.filterBy,
    allSegments: L.allSegments,
    count: L.count,
    noMatches: L.noMatches,
    pagination: L.pagination,
    pageOf: L.pageOf,
    previousPage: L.previousPage,
    nextPage: L.nextPage,
    actions: L.actions,
    added: L.added,
    addRecord: text(spec, 'cta.button', L.ctaButton),
    deleteRecord: L.deleteRecord,
    dateInvalid: L.dateInvalid,
    required: L.required,
    numberInvalid: L.numberInvalid,
    currency: L.currency,
    defaultRange: L.defaultRange,
    resetDefaults: L.resetDefaults,
    removeAdded: L.removeAdded,
    confirmResetDefaults: L.confirmResetDefaults,
    confirmRemoveAdded: L.confirmRemoveAdded,
  };
}

function render(spec: AppSpec): Record<string, string> {
  const forms = has(spec, 'forms');
  const seed = dashboardSeed(spec);
  const imports = new Imports()
    .add('react', 'useMemo')
    .add('./logic/metrics', 'resolveRange', 'type RangeSetting', 'type Row', 'type Settings', 'type Sort')
    .add('./logic/dates', 'todayKey')
    .add('./data/generate', 'generateRows')
    .add('./data/dataset', 'DEFAULT_CURRENCY')
    .add('./components/section', 'Section')
    .add('./components/data-settings', 'DataSettings')
    .add('./components/range-picker', 'RangePicker')
    .add('./components/kpis', 'Kpis')
    .add('./components/trend', 'Trend')
    .add('./components/breakdown', 'Breakdown')
    .add('./components/records-table', 'RecordsTable')
    .add('./components/dashboard-settings', 'DashboardSettings');
  const files: Record<string, string> = {
    ...baseFiles(spec, { settings: sectionOn(spec, 'settings') }),
    'src/texts.ts': textsFile(spec, texts(spec, seed.metrics !== null)),
    'src/logic/metrics.ts': METRICS_MODULE,
    'src/logic/format.ts': FORMAT_FILE,
    'src/data/dataset.ts': datasetFile(spec, seed),
    'src/data/generate.ts': GENERATE_FILE,
    'src/components/range-picker.tsx': RANGE_PICKER,
  };
  const charts = has(spec, 'charts');
  if (seed.metrics) files['src/logic/kpi.ts'] = KPI_MODULE;
  if (sectionOn(spec, 'kpis')) files['src/components/kpis.tsx'] = seed.metrics ? LISTED_KPIS_FILE : KPIS_FILE;
  // Settings saved with another currency would hide the brief's own.
  const stockCurrency = appCurrency(spec);
  const settingsKey =
    seed.currency === stockCurrency ? 'settings' : `settings-${seed.currency.toLowerCase()}`;
  if (sectionOn(spec, 'trend') && charts) files['src/components/trend.tsx'] = TREND_FILE;
  if (sectionOn(spec, 'breakdown') && charts) files['src/components/breakdown.tsx'] = BREAKDOWN_FILE;
  if (sectionOn(spec, 'table')) files['src/components/records-table.tsx'] = tableFile(spec);
  // Without the settings section the defaults apply.
  if (sectionOn(spec, 'settings')) files['src/components/dashboard-settings.tsx'] = SETTINGS_FILE;
  const data = 'rows={rows} range={range} currency={settings.currency}';
  files['src/App.tsx'] = appFile({
    spec,
    pages: PAGES,
    sections: SECTIONS,
    imports,
    body: [
      stateHook(spec, imports, 'settings', 'Settings', settingsKey, 'DEFAULT_SETTINGS'),
      stateHook(spec, imports, 'rangeSetting', 'RangeSetting', 'range', 'DEFAULT_RANGE'),
      stateHook(spec, imports, 'sort', 'Sort', 'sort', "{ key: 'date', direction: 'desc' }"),
      ...(forms ? [stateHook(spec, imports, 'records', 'Row[]', 'records', '[]')] : []),
      'const today = todayKey();',
      forms
        ? 'const rows = useMemo(() => [...records, ...generateRows(today)], [records, today]);'
        : 'const rows = useMemo(() => generateRows(today), [today]);',
      'const range = resolveRange(rangeSetting, today);',
    ],
    toolbar: '<RangePicker value={rangeSetting} onChange={setRangeSetting} today={today} />',
    elements: {
      kpis: `<Kpis ${data} />`,
      trend: `<Trend ${data} />`,
      breakdown: `<Breakdown ${data} />`,
      table: `<RecordsTable ${data} sort={sort} setSort={setSort}${forms ? ' setRecords={setRecords}' : ''} />`,
      settings: `<Section id="settings" title={T.settingsTitle}>
  <DataSettings
    labels={{ reset: T.resetDefaults, clear: T.removeAdded, confirmReset: T.confirmResetDefaults, confirmClear: T.confirmRemoveAdded }}
    onReset={() => {
      setSettings(DEFAULT_SETTINGS);
      setRangeSetting(DEFAULT_RANGE);${forms ? '\n      setRecords([]);' : ''}
    }}${forms ? '\n    onClear={() => setRecords([])}' : ''}
  >
    <DashboardSettings
      settings={settings}
      setSettings={(next) => {
        setSettings(next);
        setRangeSetting({ ...rangeSetting, preset: next.defaultPreset });
      }}
    />
  </DataSettings>
</Section>`,
    },
    after: `const DEFAULT_SETTINGS: Settings = { currency: DEFAULT_CURRENCY, defaultPreset: 30 };
const DEFAULT_RANGE: RangeSetting = { preset: 30, from: '', to: '' };
`,
  });
  return files;
}

/**
 * The stock metrics as content (Blueprint.defaultContent): the KPI labels as highlights and the table's
 * items, so "add a Repeat customers metric" or "rename Grinder" edits them. Rendered back it is the
 * stock dashboard.
 */
function stockContent(spec: AppSpec): BriefContent {
  return seedContent(
    stockItems(spec).map((name) => ({ name })),
    { highlights: stockMetricLabels(spec) },
  );
}

export const blueprint: Blueprint = {
  kind: 'dashboard',
  label: L.aDashboardWithCharts,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['kpis', 'trend', 'breakdown', 'table', 'settings'],
  defaultFeatures: ['persistence', 'charts', 'search', 'filters', 'dark-toggle'],
  defaultTheme: { primary: '#2563eb', accent: '#8b5cf6', font: 'sans', radius: 'md' },
  render,
  defaultContent: stockContent,
};
