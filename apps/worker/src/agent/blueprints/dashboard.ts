/**
 * A data dashboard, composed from the kit's DashboardApp (packages/app-kit): KPI cards with the change
 * against the previous period, the first measure over time and by segment as bar charts, and a
 * sortable, searchable, filterable table with paging, all following one date range (7/30/90 days or
 * custom); settings for the currency and the default range. The data set follows the prompt's topics
 * (sales -> revenue and orders, website -> visitors and sign-ups, support -> tickets and resolutions)
 * and is generated deterministically in the app (sections/dashboard/logic.ts); a brief's listed metrics
 * replace the stock KPIs, its items the table's. Records a person adds (with 'forms') persist. This
 * blueprint writes only data: the schema (data set, metrics, currency, texts).
 *
 * Main interaction: press the button "Last 7 days" / "Son 7 gün" (the KPIs and charts follow), and sort
 * the table with its column buttons ("Revenue", …). Settings and the range survive a reload.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type { DashboardSchema, DashboardSectionId, DashboardTexts, Metric } from '@atelier/app-kit/dashboard';
import type { BriefContent } from '../brief-content.ts';
import { type AppSpec, type Blueprint, type Localized, has, pick, text, appCurrency } from '../spec.ts';
import {
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
  topicsOf,
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

/** The data set the prompt and the listed metrics point at most ("revenue, orders" are sales). */
export function datasetFor(spec: AppSpec): Dataset {
  const metrics = spec.content?.highlights.join(' ') ?? '';
  return matchTopic({ ...spec, prompt: `${spec.prompt} ${metrics}` }, DATASETS) ?? SALES;
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
function metricFor(label: string, d: Dataset, moneyPerB: number): Metric {
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
  metrics: Metric[] | null;
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

/** The currencies the setting offers; a brief's currency outside them comes first. */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'CAD', 'AUD', 'CHF', 'INR'];

/** The texts DashboardApp shows that come straight from the table below. */
const DASHBOARD_TEXT_KEYS = [
  'range',
  'lastDays',
  'custom',
  'from',
  'to',
  'vsPrevious',
  'topSegment',
  'shareOf',
  'overTime',
  'bySegment',
  'sampleData',
  'sampleHint',
  'date',
  'searchRecords',
  'filterBy',
  'allSegments',
  'count',
  'noMatches',
  'pagination',
  'pageOf',
  'previousPage',
  'nextPage',
  'actions',
  'added',
  'addRecord',
  'deleteRecord',
  'dateInvalid',
  'required',
  'numberInvalid',
  'currency',
  'defaultRange',
  'exportCsv',
  'dataTitle',
  'resetSample',
  'clearAll',
  'confirmReset',
  'confirmClear',
  'confirmYes',
  'cancel',
] as const satisfies readonly Exclude<keyof DashboardTexts, 'dataHint' | 'noData'>[];

function texts(spec: AppSpec) {
  return {
    ...commonTexts(spec, { pages: PAGES, sections: SECTIONS }),
    ...descriptionSubtitle(spec),
    // Restoring brings back the default settings and range too, and only added records can be erased.
    resetSample: L.resetDefaults,
    clearAll: L.removeAdded,
    confirmReset: L.confirmResetDefaults,
    confirmClear: L.confirmRemoveAdded,
    sampleData: L.sampleData,
    sampleHint: L.sampleHint,
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
  };
}

/**
 * The schema DashboardApp (packages/app-kit) renders: the spec's sections and controls, the data set
 * its rows are generated from (the prompt's topic, the brief's items), the brief's metrics, the
 * currency and the texts.
 */
export function dashboardSchema(spec: AppSpec): DashboardSchema {
  const table = resolveTexts(spec, texts(spec));
  const { frame, sections } = composedFrame(spec, { pages: PAGES, sections: SECTIONS, texts: table });
  const d = datasetFor(spec);
  const seed = dashboardSeed(spec);
  return {
    frame,
    sections: sections as SectionSlot<DashboardSectionId>[],
    features: {
      forms: has(spec, 'forms'),
      search: has(spec, 'search'),
      filters: has(spec, 'filters'),
      export: has(spec, 'export'),
      charts: has(spec, 'charts'),
    },
    storage: {
      // Settings saved with another currency would hide the brief's own.
      settings: seed.currency === appCurrency(spec) ? 'settings' : `settings-${seed.currency.toLowerCase()}`,
      range: 'range',
      sort: 'sort',
      records: 'records',
    },
    dataset: {
      a: { label: pick(spec, d.a.label), money: d.a.money },
      b: { label: pick(spec, d.b.label) },
      ratio: { label: pick(spec, d.ratio.label), of: d.ratio.of },
      segmentLabel: pick(spec, d.segmentLabel),
      segments: d.segments.map((s) => pick(spec, s)),
      itemLabel: seed.itemLabel,
      items: seed.items,
      base: seed.base,
      bPerA: seed.bPerA,
    },
    metrics: seed.metrics?.map((m) => ({ ...m, scale: Number(m.scale.toFixed(6)) })) ?? null,
    currency: seed.currency,
    currencies: CURRENCIES.includes(seed.currency) ? CURRENCIES : [seed.currency, ...CURRENCIES],
    texts: composedTexts(spec, table, DASHBOARD_TEXT_KEYS),
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'DashboardApp',
    module: 'dashboard-app',
    type: 'DashboardSchema',
    lib: 'dashboard',
    schema: dashboardSchema(spec),
  });
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
