/**
 * A marketing landing page: hero with a product preview, features, how it works, testimonials,
 * pricing (monthly/yearly), FAQ accordion, a validated contact form with a success state, and a footer
 * with a closing call to action. Optional: stats, team, newsletter.
 *
 * Main interaction: the hero's button scrolls to pricing; a plan's button fills the contact form's
 * plan and scrolls there; the contact form validates (name, e-mail, message ≥ 10 characters) and shows
 * "Message sent!" / "Mesajınız alındı!".
 *
 * Text keys: hero.badge, hero.title, hero.subtitle, cta.button, and {section}.title / {section}.subtitle.
 */
import type { BriefContent, BriefItem } from '../brief-content.ts';
import {
  has,
  ownOr,
  lit,
  pick,
  sectionOn,
  text,
  type AppLanguage,
  type AppSpec,
  type Blueprint,
  type Localized,
  same,
  appCurrency,
  appLocale,
  fill,
  filled,
} from '../spec.ts';
import { amountIn, capitalised, closedSentence, eventLine, foldName } from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('landing');

type Pair<T> = Record<AppLanguage, T>;

const SECTIONS: Blueprint['sections'] = [
  { id: 'hero', label: L.heroLabel },
  { id: 'stats', label: L.statsLabel },
  { id: 'features', label: L.featuresLabel },
  { id: 'how-it-works', label: L.howItWorksLabel },
  { id: 'testimonials', label: L.testimonialsLabel },
  { id: 'team', label: L.teamLabel },
  { id: 'pricing', label: L.pricingLabel },
  { id: 'faq', label: L.faqLabel },
  { id: 'newsletter', label: L.newsletterLabel },
  { id: 'contact', label: L.contactLabel },
  { id: 'footer', label: L.footerLabel },
];

function list<T>(spec: AppSpec, value: Pair<T>): T {
  return value[spec.language];
}

/** Generated data: JSON is a safe literal, so no user text ever becomes code (like lit()). */
function data(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** [a, b] rows -> objects with the given keys (typed data for the generated code). */
function rows<K extends string>(keys: K[], values: string[][]): Record<K, string>[] {
  return values.map(
    (row) => Object.fromEntries(keys.map((key, i) => [key, row[i] ?? ''])) as Record<K, string>,
  );
}

function sectionTexts(spec: AppSpec, id: string, title: Localized, subtitle: Localized) {
  return { title: text(spec, `${id}.title`, title), subtitle: text(spec, `${id}.subtitle`, subtitle) };
}

// ---------------------------------------------------------------------------------------------------
// What the brief listed (spec.content): its plans, features, people and contact replace the stock ones.

/** Icons the features section can show, by keywords of the feature's phrase (folded, see foldName()). */
const FEATURE_ICONS: [RegExp, string][] = [
  [/\b(invoic|fatura|billing|bill\b|receipt|makbuz)/, 'Receipt'],
  [/\b(pay\b|payment|paid|checkout|stripe|card\b|odeme|tahsilat|kart\b)/, 'CreditCard'],
  [/\b(expense|budget|money|financ|wallet|gider|harcama|butce|para\b|finans)/, 'Wallet'],
  [/\b(currenc|multi-currenc|doviz)/, 'Coins'],
  [
    /\b(report|analytic|insight|metric|stat|chart|dashboard|rapor|analiz|istatistik|grafik|panel)/,
    'ChartColumn',
  ],
  [/\b(time\b|time-|clock|hour|timer|zaman|saat|sure\b)/, 'Clock'],
  [/\b(calendar|schedul|booking|appointment|takvim|randevu|rezervasyon)/, 'CalendarDays'],
  [/\b(remind|notif|alert|hatirlat|bildirim|uyari)/, 'Bell'],
  [/\b(e-?mail|mail\b|newsletter|e-?posta)/, 'Mail'],
  [/\b(team|collab|shar|member|client|customer|ekip|paylas|musteri|isbirligi|uye)/, 'Users'],
  [/\b(secur|privacy|private|encrypt|backup|guven|gizli|sifre|yedek)/, 'ShieldCheck'],
  [/\b(fast|speed|instant|quick|hizli|aninda)/, 'Zap'],
  [/\b(mobile|phone|ios\b|android|mobil|telefon)/, 'Smartphone'],
  [/\b(export|download|pdf|csv|disa aktar|indir)/, 'Download'],
  [/\b(document|file|template|contract|belge|dosya|sablon|sozlesme)/, 'FileText'],
  [/\b(sync|cloud|offline|bulut|senkron|cevrimdisi)/, 'Cloud'],
  [/\b(integrat|api\b|connect|plugin|entegrasyon|baglan)/, 'Plug'],
  [/\b(chat|messag|comment|support|help|sohbet|mesaj|yorum|destek|yardim)/, 'MessageSquare'],
  [/\b(search|find|filter|arama|filtre)/, 'Search'],
  [/\b(automat|recurring|repeat|workflow|otomatik|tekrar|yinelenen|duzenli)/, 'Repeat'],
  [/\b(ai\b|smart|intelligen|yapay zeka|akilli)/, 'Sparkles'],
  [/\b(language|translat|multilingual|dil\b|diller|ceviri)/, 'Languages'],
  [/\b(design|brand|custom|theme|colou?r|tasarim|marka|ozellestir|tema|renk)/, 'Palette'],
  [/\b(task|todo|to-do|checklist|project|gorev|proje|yapilacak)/, 'ListChecks'],
  [/\b(global|world|website|web\b|international|dunya|uluslararasi|site)/, 'Globe'],
  [/\b(track|progress|goal|target|hedef|takip|ilerleme)/, 'Target'],
  [/\b(price|pricing|discount|sale\b|fiyat|indirim)/, 'Tag'],
  [/\b(deliver|ship|shipping|kargo|teslimat)/, 'Truck'],
  [/\b(location|map\b|maps|address|konum|harita|adres)/, 'MapPin'],
];

/** The stock features' icons, in order; a listed feature no keyword matches takes the next one. */
const ROTATION = ['Sparkles', 'Gauge', 'ShieldCheck', 'Layers', 'Users', 'LifeBuoy'];

function featureIcon(phrase: string, index: number): string {
  const folded = foldName(phrase);
  return FEATURE_ICONS.find(([pattern]) => pattern.test(folded))?.[1] ?? ROTATION[index % ROTATION.length]!;
}

/** Short, generic lines for a listed feature: true of any product, about no other one. */
function featureBodies(spec: AppSpec): string[] {
  return list(spec, L.featureBodies).map((body) => fill(body, { name: spec.name }));
}

/** A plan as the generated page keeps it (see the Plan interface in content.ts). */
interface PlanData {
  name: string;
  blurb: string;
  perks: string[];
  /** Per `period`; 0 is free, null is a plan the brief gave no price for. */
  price: number | null;
  currency: string;
  /** 'month', 'year', 'week', 'day', 'hour', or '' for a one-off price. */
  period: string;
  /** The yearly price when the brief gave one next to the monthly one. */
  yearly: number | null;
  featured: boolean;
}

/** How the billing switch works: stock plans derive yearly prices, a brief's give both or neither. */
type BillingMode = 'derived' | 'given' | 'none';

function currencyCode(spec: AppSpec, value: string | undefined): string {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : appCurrency(spec);
}

/** A price as the page shows it ("$29", "₺249"), formatted here the way the page formats its own. */
function formatMoney(spec: AppSpec, amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat(appLocale(spec), {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

function units(spec: AppSpec): Record<string, string> {
  return list(spec, L.units);
}

const FEATURED_WORDS = /\b(popular|recommended|best value|most chosen|populer|onerilen|en cok tercih)/;

/**
 * The brief's plans, in its order, when it priced at least one item. The same name given per month and
 * per year ("Pro $29/month or $290/year") is one plan with both prices: then the billing switch shows
 * them; otherwise each plan shows its own price and period, and there is no switch (no invented discount).
 */
function briefPlans(spec: AppSpec, items: BriefItem[]): { plans: PlanData[]; billing: BillingMode } | null {
  if (!items.some((item) => item.price)) return null;
  const groups = new Map<string, BriefItem[]>();
  for (const item of items) {
    const name = item.name.trim();
    if (!name) continue;
    const key = foldName(name);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const plans = [...groups.values()].map((group): PlanData => {
    const first = group[0]!;
    const monthly = group.find((item) => item.price?.period === 'month');
    const yearly = group.find((item) => item.price?.period === 'year');
    const main = monthly ?? yearly ?? group.find((item) => item.price) ?? first;
    const details = group.map((item) => item.detail?.trim() ?? '').filter(Boolean);
    const perks = [
      ...new Set(
        details
          // "unlimited clients, recurring invoices" -> two bullets; "1,000 invoices" stays one.
          .flatMap((detail) => detail.split(/\s*[;•·]\s*|\s*,(?!\d)\s*|\s+\+\s+/))
          .map((perk) => capitalised(spec, perk.replace(/^(with|incl\.?|including|ile)\s+/i, '')))
          // "most popular" marks the plan (featured), it is not one of its perks.
          .filter(
            (perk) =>
              perk.length > 0 && !(FEATURED_WORDS.test(foldName(perk)) && perk.split(' ').length <= 3),
          ),
      ),
    ];
    const minutes = group.find((item) => item.minutes)?.minutes;
    return {
      name: capitalised(spec, first.name),
      blurb: minutes ? `${minutes} ${pick(spec, L.min)}` : '',
      perks,
      price: main.price ? main.price.amount : null,
      currency: currencyCode(spec, main.price?.currency),
      period: main.price?.period ?? '',
      yearly: monthly && yearly?.price ? yearly.price.amount : null,
      featured: details.some((detail) => FEATURED_WORDS.test(foldName(detail))),
    };
  });
  const paid = plans.filter((plan) => plan.price !== null && plan.price > 0);
  const both = paid.length > 0 && paid.every((plan) => plan.period === 'month' && plan.yearly !== null);
  return { plans, billing: both ? 'given' : 'none' };
}

/** The cheapest paid plan as "$9/mo", for the hero's note. */
function cheapest(spec: AppSpec, plans: PlanData[]): string | null {
  const paid = plans.filter((plan) => plan.price !== null && plan.price > 0);
  const currency = paid[0]?.currency;
  const low = paid
    .filter((plan) => plan.currency === currency)
    .sort((a, b) => (a.price ?? 0) - (b.price ?? 0))[0];
  if (!low || low.price === null) return null;
  return formatMoney(spec, low.price, low.currency) + (units(spec)[low.period] ?? '');
}

function briefOf(spec: AppSpec): BriefContent | undefined {
  return spec.content;
}

function billingMode(spec: AppSpec): BillingMode {
  const brief = briefOf(spec);
  return (brief ? briefPlans(spec, brief.items)?.billing : undefined) ?? 'derived';
}

/** "Stats: 10k users, 99.9% uptime": the brief's highlights are figures for the stats section. */
function listsFigures(brief: BriefContent): boolean {
  return /^(?:stats|numbers|figures|rakamlar|istatistik\p{L}*|chiffres|cifras|estadísticas|цифры|статистика|أرقام|إحصائيات)$/iu.test(
    brief.highlightsLabel?.trim() ?? '',
  );
}

/** The stats section's figures from the brief, or null when it listed none. */
function listedFigures(brief: BriefContent | undefined): { value: string; label: string }[] | null {
  return brief && listsFigures(brief) && brief.highlights.length > 0 ? brief.highlights.map(figure) : null;
}

/** "12k users" → { value: "12k", label: "users" }; "24/7 support" → { value: "24/7", label: "support" }. */
function figure(phrase: string): { value: string; label: string } {
  const match = /^\s*([%$€£₺]?[\d.,/]+\s*[%+kKmMbB★]*(?:\/\d+)?)\s*(.*)$/u.exec(phrase);
  return match?.[2]
    ? { value: match[1]!.trim(), label: match[2].trim() }
    : { value: phrase.trim(), label: '' };
}

/** The brief's testimonials ("'Saved us hours' - Anna"): quotes with who said them. */
function listedTestimonials(
  brief: BriefContent | undefined,
): { quote: string; name: string; role: string }[] | null {
  if (
    !brief ||
    !/^(?:testimonials?|reviews?|quotes?|yorumlar|témoignages|avis|testimonios|reseñas|отзывы|آراء)/iu.test(
      brief.itemsLabel ?? '',
    )
  )
    return null;
  const quotes = brief.items
    .filter((item) => !item.price)
    .map((item) => ({ quote: item.name.replace(/^["“'‘]|["”'’]$/g, ''), name: item.detail ?? '', role: '' }));
  return quotes.length > 0 ? quotes : null;
}

/** The features section's items: the brief's listed features when it gave some, else the stock ones. */
function featureItems(
  spec: AppSpec,
  stock: { title: string; body: string }[],
): { title: string; body: string; icon: string }[] {
  const brief = briefOf(spec);
  const highlights = brief && !listsFigures(brief) ? brief.highlights : [];
  const listed = [...new Set(highlights.map((h) => h.trim()).filter(Boolean))];
  if (listed.length === 0) return stock.map((item, i) => ({ ...item, icon: ROTATION[i % ROTATION.length]! }));
  const bodies = featureBodies(spec);
  return listed.map((phrase, i) => ({
    title: capitalised(spec, phrase),
    body: bodies[i % bodies.length]!,
    icon: featureIcon(phrase, i),
  }));
}

/** The stock FAQ opens on the free Starter plan; with the brief's plans it speaks of those instead. */
function firstFaq(
  spec: AppSpec,
  plans: PlanData[] | null,
  stock: { question: string; answer: string }[],
): { question: string; answer: string }[] {
  if (!plans || plans.length === 0) return stock;
  const free = plans.find((plan) => plan.price === 0);
  const first = plans[0]!.name;
  const last = plans.at(-1)!.name;
  const opening = free
    ? {
        question: pick(spec, L.question),
        answer: fill(pick(spec, L.freePlanAnswer), { name: free.name }),
      }
    : {
        question: pick(spec, L.question2),
        answer:
          plans.length > 1
            ? fill(pick(spec, L.startWithPlanAnswer), { first, last })
            : fill(pick(spec, L.onePlanAnswer), { first }),
      };
  return [opening, ...stock.slice(1)];
}

/** The stock plans: free Starter, Pro and Business, priced per month in the app's currency. */
function stockPlans(spec: AppSpec): PlanData[] {
  const currency = appCurrency(spec);
  // Lira plans are priced as Turkish products are; other currencies convert the dollar prices.
  const prices = spec.language === 'tr' ? [0, 299, 799] : [0, 19, 49].map((usd) => amountIn(currency, usd));
  return (list(spec, L.stockPlans) as [string, string, string[]][]).map(
    ([planName, blurb, perks], i): PlanData => ({
      name: planName,
      blurb,
      perks,
      price: prices[i] ?? 0,
      currency,
      period: 'month',
      yearly: null,
      featured: i === 1,
    }),
  );
}

/** The stock features: a title and a line each. */
function stockFeatures(spec: AppSpec): { title: string; body: string }[] {
  return [...rows(['title', 'body'], list(spec, L.stockFeatures))];
}

/** The stock team, shown when the brief named no people. */
function stockTeam(spec: AppSpec): { name: string; role: string }[] {
  return rows(['name', 'role'], list(spec, L.stockTeam));
}

/**
 * The stock plans, features and team as content (Blueprint.defaultContent), so "make the Pro plan 12
 * dollars" edits what the page shows. Rendered, the plans keep their names, monthly prices and bullets
 * (Pro still marked most popular) but lose their one-line blurbs and the yearly switch; the features keep
 * their titles under generic lines and keyword icons; the team is the same.
 */
function stockContent(spec: AppSpec): BriefContent {
  const popular = pick(spec, L.mostPopular);
  return {
    items: stockPlans(spec).map((plan) => ({
      name: plan.name,
      ...(plan.price !== null
        ? { price: { amount: plan.price, currency: plan.currency, period: 'month' as const } }
        : {}),
      detail: [...plan.perks, ...(plan.featured ? [popular] : [])].join(', '),
    })),
    itemsLabel: pick(spec, L.plans),
    people: sectionOn(spec, 'team') ? stockTeam(spec) : [],
    columns: [],
    highlights: stockFeatures(spec).map((feature) => feature.title),
    hours: [],
  };
}

// ---------------------------------------------------------------------------------------------------
// Content.

function content(spec: AppSpec): string {
  const name = spec.name;
  const brief = briefOf(spec);
  const given = brief ? briefPlans(spec, brief.items) : null;
  const givenFree = given?.plans.find((plan) => plan.price === 0);
  const from = given ? cheapest(spec, given.plans) : null;
  // The description already shown as the title (the spec's tagline) is not said again below it.
  const told = brief?.description?.trim();
  const description = told && told !== spec.tagline.trim() ? closedSentence(spec, told) : null;

  const labels = Object.fromEntries(SECTIONS.map((s) => [s.id, pick(spec, s.label)]));
  const navIds = ['features', 'how-it-works', 'pricing', 'faq', 'contact'].filter((id) =>
    sectionOn(spec, id),
  );
  const nav = navIds.map((id) => ({ to: `#${id}`, label: labels[id] ?? id }));

  const hero = {
    // An event's page leads with when and where it is.
    badge: text(spec, 'hero.badge', ownOr(eventLine(spec), L.heroBadge)),
    title: text(spec, 'hero.title', same(spec.tagline)),
    subtitle: text(
      spec,
      'hero.subtitle',
      // What the person said the product is, then a line true of any product.
      description
        ? filled(L.heroDescribed, { description })
        : spec.audience
          ? filled(L.heroForAudience, { name, audience: spec.audience })
          : filled(L.heroStock, { name }),
    ),
    cta: text(spec, 'cta.button', L.ctaButton),
    secondary: pick(spec, L.secondary),
    note:
      given && !givenFree
        ? from
          ? fill(pick(spec, L.plansFrom), { from })
          : ''
        : pick(spec, L.freePlanAvailableNo),
    preview: pick(spec, L.preview),
    tiles: rows(['label', 'value'], list(spec, L.previewTiles)),
    chartLabel: pick(spec, L.chartLabel),
    months: Array.from({ length: 8 }, (_, month) =>
      new Intl.DateTimeFormat(appLocale(spec), { month: 'short' }).format(new Date(2025, month, 15)),
    ),
    tasks: list(spec, L.previewTasks),
  };

  const stats = {
    ...sectionTexts(spec, 'stats', L.stats, L.stats2),
    items: listedFigures(briefOf(spec)) ?? rows(['value', 'label'], list(spec, L.stockFigures)),
  };

  const features = {
    ...sectionTexts(spec, 'features', L.features, filled(L.featuresIntro, { name })),
    items: featureItems(spec, stockFeatures(spec)),
  };

  const how = {
    ...sectionTexts(spec, 'how-it-works', L.howItWorks, L.howItWorks2),
    steps: rows(['title', 'body'], list(spec, L.stockSteps)),
  };

  const testimonials = {
    ...sectionTexts(spec, 'testimonials', L.testimonials, filled(L.testimonialsIntro, { name })),
    items:
      listedTestimonials(briefOf(spec)) ?? rows(['quote', 'name', 'role'], list(spec, L.stockTestimonials)),
  };

  const team = {
    ...sectionTexts(spec, 'team', L.team, filled(L.teamIntro, { name })),
    people: brief?.people.length
      ? brief.people.map((person) => ({ name: person.name.trim(), role: person.role?.trim() ?? '' }))
      : stockTeam(spec),
  };

  const plans = given?.plans ?? stockPlans(spec);

  const pricing = {
    ...sectionTexts(
      spec,
      'pricing',
      L.pricing,
      given && !givenFree ? L.pickThePlanThat : L.startFreeUpgradeWhen,
    ),
    locale: appLocale(spec),
    monthly: pick(spec, L.monthly),
    yearly: pick(spec, L.yearly),
    save: pick(spec, L.save),
    billedYearly: pick(spec, L.billedYearly),
    free: pick(spec, L.free),
    custom: pick(spec, L.custom),
    popular: pick(spec, L.popular),
    choose: pick(spec, L.choose),
    chosen: pick(spec, L.chosen),
    billing: pick(spec, L.billing),
  };

  const faq = {
    ...sectionTexts(spec, 'faq', L.faq, L.faq2),
    items: firstFaq(spec, given?.plans ?? null, rows(['question', 'answer'], list(spec, L.stockFaq))),
  };

  const newsletter = {
    ...sectionTexts(spec, 'newsletter', L.newsletter, L.newsletter2),
    label: pick(spec, L.label),
    placeholder: pick(spec, L.placeholder),
    button: pick(spec, L.button),
    success: pick(spec, L.success),
    invalid: pick(spec, L.invalid),
  };

  const contact = {
    ...sectionTexts(spec, 'contact', L.contact, L.contact2),
    name: pick(spec, L.name),
    email: pick(spec, L.email),
    plan: pick(spec, L.plan),
    noPlan: pick(spec, L.noPlan),
    message: pick(spec, L.message),
    namePlaceholder: pick(spec, L.namePlaceholder),
    messagePlaceholder: pick(spec, L.messagePlaceholder),
    submit: pick(spec, L.submit),
    sentTitle: pick(spec, L.sentTitle),
    sentBody: pick(spec, L.sentBody),
    again: pick(spec, L.again),
    nameRequired: pick(spec, L.nameRequired),
    emailInvalid: pick(spec, L.emailInvalid),
    messageShort: pick(spec, L.messageShort),
    demo: pick(spec, L.demo),
    perks: rows(['title', 'body'], list(spec, L.contactPerks)),
  };

  const reach = {
    email: brief?.contact?.email?.trim() ?? '',
    phone: brief?.contact?.phone?.trim() ?? '',
    address: brief?.contact?.address?.trim() ?? '',
    emailLabel: pick(spec, L.emailLabel),
    phoneLabel: pick(spec, L.phoneLabel),
    addressLabel: pick(spec, L.addressLabel),
  };

  const footer = {
    ...sectionTexts(spec, 'footer', L.footer, filled(L.footerIntro, { name })),
    product: pick(spec, L.product),
    company: pick(spec, L.company),
    top: pick(spec, L.top),
    contact: labels.contact ?? 'Contact',
  };

  return `/** The page's texts and data, generated from atelier.json. */
export const NAV: { to: string; label: string }[] = ${data(nav)};

export const LABELS: Record<string, string> = ${data(labels)};

export const HERO = ${data(hero)};

export const STATS = ${data(stats)};

export const FEATURES = ${data(features)};

export const HOW = ${data(how)};

export const TESTIMONIALS = ${data(testimonials)};

export const TEAM = ${data(team)};

export interface Plan {
  name: string;
  blurb: string;
  perks: string[];
  /** Per \`period\`; 0 is free, null is a price to ask for. */
  price: number | null;
  currency: string;
  /** 'month', 'year', 'week', 'day', 'hour', or '' for a one-off price. */
  period: string;
  /** The yearly price, when one is given next to the monthly one. */
  yearly: number | null;
  featured: boolean;
}

export const PLANS: Plan[] = ${data(plans)};

export const PRICING = ${data(pricing)};

/** What a price is per, shown after it. */
export const UNITS: Record<string, string> = ${data(units(spec))};

export const FAQ = ${data(faq)};

export const NEWSLETTER = ${data(newsletter)};

export const CONTACT = ${data(contact)};

/** Ways to reach the business directly, as the brief gave them ('' when not given). */
export const REACH = ${data(reach)};

export const FOOTER = ${data(footer)};
`;
}

// ---------------------------------------------------------------------------------------------------
// Components (the same for every spec; what varies comes from content.ts and App.tsx).

const SECTION_HEADING = `import { clsx } from 'clsx';

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  className?: string;
}) {
  return (
    <div className={clsx('mx-auto max-w-2xl text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>}
      <h2 id={id + '-title'} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {subtitle && <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-400">{subtitle}</p>}
    </div>
  );
}
`;

const SCROLL = `/** Smoothly scrolls to a section of the page and moves focus there (for keyboard users). */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
`;

function heroFile(spec: AppSpec, cta: string | null, secondary: string | null): string {
  const charts = has(spec, 'charts');
  return `import { ArrowRight, ${charts ? '' : 'CircleCheck, '}Sparkles } from 'lucide-react';
import { Badge, Button, Card } from '../components/ui';
${charts ? "import { LineChart } from '../components/chart';\n" : ''}import { HERO } from '../content';
import { scrollToSection } from '../lib/scroll';

${charts ? `const GROWTH = HERO.months.map((label, i) => ({ label, value: [12, 18, 15, 24, 29, 27, 36, 43][i] ?? 0 }));\n\n` : ''}export function Hero() {
  return (
    <section id="hero" tabIndex={-1} aria-labelledby="hero-title" className="relative isolate overflow-hidden focus:outline-none">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 -top-48 -z-10 flex justify-center blur-3xl">
        <div className="aspect-[1155/678] w-[64rem] bg-gradient-to-tr from-primary to-accent opacity-25 [clip-path:polygon(74%_44%,100%_61%,97%_26%,85%_0%,80%_2%,72%_32%,60%_62%,52%_68%,47%_58%,45%_34%,27%_76%,0%_64%,17%_100%,27%_76%,76%_97%,74%_44%)] dark:opacity-20" />
      </div>
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pb-20 pt-16 sm:px-6 sm:pt-24 lg:grid-cols-2 lg:px-8 lg:pb-28">
        <div>
          <Badge className="px-3 py-1">
            <Sparkles aria-hidden="true" />
            {HERO.badge}
          </Badge>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
            {HERO.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600 dark:text-slate-300">{HERO.subtitle}</p>
          <div className="mt-10 flex flex-wrap items-center gap-3">
${
  cta
    ? `            <Button size="lg" onClick={() => scrollToSection(${lit(cta)})}>
              {HERO.cta}
              <ArrowRight aria-hidden="true" />
            </Button>
`
    : ''
}${
    secondary
      ? `            <Button size="lg" variant="ghost" onClick={() => scrollToSection(${lit(secondary)})}>
              {HERO.secondary}
            </Button>
`
      : ''
  }          </div>
          <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">{HERO.note}</p>
        </div>
        <Card className="relative p-0 shadow-2xl shadow-primary/10 ring-1 ring-slate-900/5 dark:ring-white/10">
          <div className="flex items-center gap-2 border-b border-slate-200/80 px-5 py-3 dark:border-slate-800">
            <span className="size-3 rounded-full bg-red-400/80" />
            <span className="size-3 rounded-full bg-amber-400/80" />
            <span className="size-3 rounded-full bg-emerald-400/80" />
            <span className="ml-3 text-sm font-medium text-slate-500 dark:text-slate-400">{HERO.preview}</span>
          </div>
          <div className="space-y-5 p-5 sm:p-6">
            <div className="grid grid-cols-3 gap-3">
              {HERO.tiles.map(({ label, value }) => (
                <div key={label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                  <p className="truncate text-xs text-slate-500 dark:text-slate-400">{label}</p>
                  <p className="mt-1 text-xl font-bold text-slate-900 dark:text-white">{value}</p>
                </div>
              ))}
            </div>
${
  charts
    ? `            <div>
              <p className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">{HERO.chartLabel}</p>
              <LineChart data={GROWTH} height={180} label={HERO.chartLabel} />
            </div>
`
    : `            <ul className="space-y-2">
              {HERO.tasks.map((task, i) => (
                <li key={task} className="flex items-center gap-3 rounded-xl border border-slate-200/80 px-4 py-3 text-sm dark:border-slate-800">
                  <CircleCheck aria-hidden="true" className={i < 2 ? 'size-5 text-primary' : 'size-5 text-slate-300 dark:text-slate-600'} />
                  <span className={i < 2 ? 'text-slate-500 line-through dark:text-slate-400' : 'font-medium'}>{task}</span>
                </li>
              ))}
            </ul>
            <div className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800">
              <div className="h-full w-2/3 rounded-full bg-gradient-to-r from-primary to-accent" />
            </div>
`
}          </div>
        </Card>
      </div>
    </section>
  );
}
`;
}

const STATS_FILE = `import { STATS } from '../content';

export function Stats() {
  return (
    <section id="stats" tabIndex={-1} aria-labelledby="stats-title" className="border-y border-slate-200/70 bg-slate-50/70 py-14 focus:outline-none dark:border-slate-800/70 dark:bg-slate-900/40">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="text-center text-sm font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
          {STATS.title}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-8 text-center md:grid-cols-4">
          {STATS.items.map(({ value, label }) => (
            <div key={label}>
              <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
              <dd className="order-first font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
`;

/** Every icon a feature may name (keywords or the stock rotation). */
const FEATURE_ICON_NAMES = [...new Set([...ROTATION, ...FEATURE_ICONS.map(([, icon]) => icon)])].sort();

const FEATURES_FILE = `import type { LucideIcon } from 'lucide-react';
import { ${FEATURE_ICON_NAMES.join(', ')} } from 'lucide-react';
import { FEATURES, LABELS } from '../content';
import { SectionHeading } from './section-heading';

/** A feature names its icon; the names are fixed when the page is generated. */
const ICONS: Record<string, LucideIcon> = { ${FEATURE_ICON_NAMES.join(', ')} };

export function Features() {
  return (
    <section id="features" tabIndex={-1} aria-labelledby="features-title" className="py-20 focus:outline-none sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features" eyebrow={LABELS.features} title={FEATURES.title} subtitle={FEATURES.subtitle} />
        <div className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.items.map(({ title, body, icon }) => {
            const Icon = ICONS[icon] ?? Sparkles;
            return (
              <div
                key={title}
                className="group rounded-card border border-slate-200/80 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-primary/5 dark:border-slate-800 dark:bg-slate-900/60"
              >
                <div className="grid size-11 place-items-center rounded-xl bg-primary/10 text-primary transition group-hover:bg-primary group-hover:text-on-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </div>
                <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">{body}</p>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
`;

const HOW_FILE = `import { HOW, LABELS } from '../content';
import { SectionHeading } from './section-heading';

export function HowItWorks() {
  return (
    <section id="how-it-works" tabIndex={-1} aria-labelledby="how-it-works-title" className="bg-slate-50 py-20 focus:outline-none sm:py-28 dark:bg-slate-900/40">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-it-works" eyebrow={LABELS['how-it-works']} title={HOW.title} subtitle={HOW.subtitle} />
        <ol className="relative mt-16 grid gap-10 md:grid-cols-3">
          <div aria-hidden="true" className="absolute left-[16.6%] right-[16.6%] top-6 hidden h-px bg-gradient-to-r from-primary/0 via-primary/40 to-primary/0 md:block" />
          {HOW.steps.map(({ title, body }, i) => (
            <li key={title} className="relative text-center">
              <span className="relative mx-auto grid size-12 place-items-center rounded-full bg-primary font-display text-lg font-bold text-on-primary shadow-lg shadow-primary/30 ring-8 ring-slate-50 dark:ring-slate-950">
                {i + 1}
              </span>
              <h3 className="mt-6 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mx-auto mt-2 max-w-xs leading-7 text-slate-600 dark:text-slate-400">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
`;

const TESTIMONIALS_FILE = `import { Quote, Star } from 'lucide-react';
import { LABELS, TESTIMONIALS } from '../content';
import { SectionHeading } from './section-heading';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

export function Testimonials() {
  return (
    <section id="testimonials" tabIndex={-1} aria-labelledby="testimonials-title" className="py-20 focus:outline-none sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials" eyebrow={LABELS.testimonials} title={TESTIMONIALS.title} subtitle={TESTIMONIALS.subtitle} />
        <div className="mt-16 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.items.map(({ quote, name, role }) => (
            <figure
              key={name}
              className="relative flex flex-col rounded-card border border-slate-200/80 bg-white p-7 shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
            >
              <Quote aria-hidden="true" className="absolute right-6 top-6 size-8 text-primary/15" />
              <div className="flex gap-0.5 text-amber-400" aria-hidden="true">
                {[0, 1, 2, 3, 4].map((i) => (
                  <Star key={i} className="size-4 fill-current" />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 leading-7 text-slate-700 dark:text-slate-300">“{quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-primary to-accent text-sm font-semibold text-on-primary">
                  {initials(name)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">{name}</span>
                  <span className="block text-sm text-slate-500 dark:text-slate-400">{role}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
`;

const TEAM_FILE = `import { LABELS, TEAM } from '../content';
import { SectionHeading } from './section-heading';

export function Team() {
  return (
    <section id="team" tabIndex={-1} aria-labelledby="team-title" className="py-20 focus:outline-none sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="team" eyebrow={LABELS.team} title={TEAM.title} subtitle={TEAM.subtitle} />
        <ul className="mt-16 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.people.map(({ name, role }) => (
            <li key={name} className="text-center">
              <div aria-hidden="true" className="mx-auto grid size-24 place-items-center rounded-full bg-gradient-to-br from-primary/80 to-accent/80 font-display text-2xl font-bold text-on-primary shadow-lg shadow-primary/20">
                {name
                  .split(' ')
                  .map((part) => part.charAt(0))
                  .join('')}
              </div>
              <h3 className="mt-5 font-semibold text-slate-900 dark:text-white">{name}</h3>
              <p className="text-sm text-slate-500 dark:text-slate-400">{role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
`;

/** The pricing section; \`billing\` says whether it has the monthly/yearly switch and how yearly prices come. */
function pricingFile(billing: BillingMode): string {
  const toggle = billing !== 'none';
  return `${toggle ? "import { useState } from 'react';\n" : ''}import { Check } from 'lucide-react';
import { clsx } from 'clsx';
import { Button } from '../components/ui';
import { LABELS, PLANS, PRICING, UNITS, type Plan } from '../content';
import { SectionHeading } from './section-heading';

type Billing = 'monthly' | 'yearly';

function money(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(PRICING.locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** What a plan costs under a billing option: the amount, what it is per, and a note under it. */
function price(plan: Plan, billing: Billing): { amount: string; unit: string; note: string } {
  if (plan.price === null) return { amount: PRICING.custom, unit: '', note: '' };
  if (plan.price === 0) return { amount: PRICING.free, unit: '', note: '' };
  if (billing === 'yearly' && plan.yearly !== null) {
    return { amount: money(plan.yearly, plan.currency), unit: UNITS.year ?? '', note: '' };
  }
  if (billing === 'yearly' && plan.period === 'month') {
    // Yearly: ten months for twelve, shown per month.
    return { amount: money(Math.round((plan.price * 10) / 12), plan.currency), unit: UNITS.month ?? '', note: PRICING.billedYearly };
  }
  return { amount: money(plan.price, plan.currency), unit: UNITS[plan.period] ?? '', note: '' };
}

const COLUMNS = PLANS.length >= 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : PLANS.length === 2 ? 'lg:grid-cols-2' : 'lg:grid-cols-3';

export function Pricing({ chosen, onChoose }: { chosen: string | null; onChoose: (plan: string) => void }) {
  ${toggle ? "const [billing, setBilling] = useState<Billing>('monthly');" : "// The plans' prices are shown as given, each per its own period.\n  const billing: Billing = 'monthly';"}
  return (
    <section id="pricing" tabIndex={-1} aria-labelledby="pricing-title" className="bg-slate-50 py-20 focus:outline-none sm:py-28 dark:bg-slate-900/40">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing" eyebrow={LABELS.pricing} title={PRICING.title} subtitle={PRICING.subtitle} />
${
  toggle
    ? `        <div className="mt-10 flex justify-center">
          <div role="group" aria-label={PRICING.billing} className="inline-flex rounded-full border border-slate-200 bg-white p-1 shadow-sm dark:border-slate-700 dark:bg-slate-900">
            {(['monthly', 'yearly'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={billing === option}
                onClick={() => setBilling(option)}
                className={clsx(
                  'rounded-full px-4 py-1.5 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                  billing === option ? 'bg-primary text-on-primary shadow' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
                )}
              >
                {option === 'monthly' ? PRICING.monthly : PRICING.yearly}
${billing === 'derived' ? '                {option === \'yearly\' && <span className="ml-1.5 text-xs opacity-80">({PRICING.save})</span>}\n' : ''}              </button>
            ))}
          </div>
        </div>
`
    : ''
}        <div className={clsx('mx-auto mt-12 grid gap-6', PLANS.length >= 4 ? 'max-w-6xl' : 'max-w-5xl', COLUMNS)}>
          {PLANS.map((plan) => {
            const selected = chosen === plan.name;
            const shown = price(plan, billing);
            return (
              <div
                key={plan.name}
                className={clsx(
                  'relative flex flex-col rounded-card bg-white p-8 shadow-sm dark:bg-slate-900',
                  plan.featured ? 'ring-2 ring-primary lg:-my-4 lg:py-12' : 'ring-1 ring-slate-200 dark:ring-slate-800',
                )}
              >
                {plan.featured && (
                  <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-primary px-3 py-1 text-xs font-semibold text-on-primary shadow-md shadow-primary/30">
                    {PRICING.popular}
                  </span>
                )}
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{plan.name}</h3>
                {plan.blurb ? <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{plan.blurb}</p> : null}
                <p className="mt-6 flex items-baseline gap-1">
                  <span className="font-display text-4xl font-bold tracking-tight text-slate-900 dark:text-white">{shown.amount}</span>
                  {shown.unit ? <span className="text-sm text-slate-500 dark:text-slate-400">{shown.unit}</span> : null}
                </p>
                <p className="mt-1 h-5 text-xs text-slate-500 dark:text-slate-400">{shown.note}</p>
                <ul className="mt-6 flex-1 space-y-3 text-sm">
                  {plan.perks.map((perk) => (
                    <li key={perk} className="flex gap-3 text-slate-700 dark:text-slate-300">
                      <Check aria-hidden="true" className="size-5 shrink-0 text-primary" />
                      {perk}
                    </li>
                  ))}
                </ul>
                <Button
                  className="mt-8 w-full"
                  variant={plan.featured ? 'primary' : 'outline'}
                  aria-pressed={selected}
                  onClick={() => onChoose(plan.name)}
                >
                  {selected ? <Check aria-hidden="true" /> : null}
                  {selected ? PRICING.chosen : PRICING.choose.replace('{plan}', plan.name)}
                </Button>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
`;
}

const FAQ_FILE = `import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import { FAQ, LABELS } from '../content';
import { SectionHeading } from './section-heading';

export function Faq() {
  const [open, setOpen] = useState<number | null>(0);
  return (
    <section id="faq" tabIndex={-1} aria-labelledby="faq-title" className="py-20 focus:outline-none sm:py-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq" eyebrow={LABELS.faq} title={FAQ.title} subtitle={FAQ.subtitle} />
        <div className="mt-12 divide-y divide-slate-200 rounded-card border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900/60">
          {FAQ.items.map(({ question, answer }, i) => {
            const isOpen = open === i;
            const id = 'faq-' + i;
            return (
              <div key={question}>
                <h3>
                  <button
                    type="button"
                    id={id}
                    aria-expanded={isOpen}
                    aria-controls={id + '-panel'}
                    onClick={() => setOpen(isOpen ? null : i)}
                    className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-medium text-slate-900 transition hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary dark:text-white"
                  >
                    {question}
                    <ChevronDown aria-hidden="true" className={clsx('size-5 shrink-0 text-slate-400 transition-transform', isOpen && 'rotate-180 text-primary')} />
                  </button>
                </h3>
                <div id={id + '-panel'} role="region" aria-labelledby={id} hidden={!isOpen} className="px-6 pb-5 leading-7 text-slate-600 dark:text-slate-400">
                  {answer}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
`;

const NEWSLETTER_FILE = `import { useState, type FormEvent } from 'react';
import { CircleCheck, Mail } from 'lucide-react';
import { Button, Input } from '../components/ui';
import { NEWSLETTER } from '../content';
import { usePersistentState } from '../lib/use-persistent-state';

const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$/;

export function Newsletter() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = usePersistentState<string | null>('newsletter', null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError(NEWSLETTER.invalid);
      return;
    }
    setError(null);
    setSubscribed(value);
    setEmail('');
  }

  return (
    <section id="newsletter" tabIndex={-1} aria-labelledby="newsletter-title" className="py-16 focus:outline-none sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary to-accent px-6 py-12 text-on-primary shadow-xl shadow-primary/20 sm:px-12">
          <div className="grid items-center gap-8 lg:grid-cols-2">
            <div>
              <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight sm:text-3xl">{NEWSLETTER.title}</h2>
              <p className="mt-3 opacity-90">{NEWSLETTER.subtitle}</p>
            </div>
            {subscribed ? (
              <p role="status" className="flex items-center gap-3 rounded-control bg-white/15 px-5 py-4 font-medium backdrop-blur">
                <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
                {NEWSLETTER.success}
              </p>
            ) : (
              <form onSubmit={submit} noValidate className="w-full">
                <label htmlFor="newsletter-email" className="sr-only">{NEWSLETTER.label}</label>
                <div className="flex flex-col gap-3 sm:flex-row">
                  <div className="relative flex-1">
                    <Mail aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
                    <Input
                      id="newsletter-email"
                      type="email"
                      autoComplete="email"
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                      placeholder={NEWSLETTER.placeholder}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? 'newsletter-error' : undefined}
                      className="h-12 pl-10"
                    />
                  </div>
                  <Button type="submit" size="lg" className="bg-slate-900 text-white shadow-none hover:bg-slate-800 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-100">
                    {NEWSLETTER.button}
                  </Button>
                </div>
                {error && (
                  <p id="newsletter-error" role="alert" className="mt-2 text-sm font-medium">
                    {error}
                  </p>
                )}
              </form>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
`;

/** Which of e-mail, phone and address the brief gave (their values live in content.ts as REACH). */
function reachOf(spec: AppSpec): { email: boolean; phone: boolean; address: boolean } {
  const contact = briefOf(spec)?.contact;
  return {
    email: Boolean(contact?.email?.trim()),
    phone: Boolean(contact?.phone?.trim()),
    address: Boolean(contact?.address?.trim()),
  };
}

/** The contact section's direct ways to reach the business, one list item each. */
function reachItems(spec: AppSpec): string {
  const reach = reachOf(spec);
  const item = (icon: string, label: string, value: string) => `            <li className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
                <${icon} aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">{REACH.${label}}</span>
                ${value}
              </span>
            </li>
`;
  const link =
    'className="mt-1 block break-all text-sm leading-6 text-primary underline-offset-4 hover:underline"';
  return [
    reach.email && item('Mail', 'emailLabel', `<a href={'mailto:' + REACH.email} ${link}>{REACH.email}</a>`),
    reach.phone &&
      item(
        'Phone',
        'phoneLabel',
        `<a href={'tel:' + REACH.phone.replace(/[^\\d+]/g, '')} ${link}>{REACH.phone}</a>`,
      ),
    reach.address &&
      item(
        'MapPin',
        'addressLabel',
        '<span className="mt-1 block text-sm leading-6 text-slate-600 dark:text-slate-400">{REACH.address}</span>',
      ),
  ]
    .filter((part): part is string => typeof part === 'string')
    .join('');
}

function contactFile(spec: AppSpec): string {
  const pricing = sectionOn(spec, 'pricing');
  const persist = has(spec, 'persistence');
  const reach = reachOf(spec);
  const icons = [
    'CircleCheck',
    'Clock',
    'MessageSquare',
    'Sparkles',
    ...(reach.email ? ['Mail'] : []),
    ...(reach.phone ? ['Phone'] : []),
    ...(reach.address ? ['MapPin'] : []),
  ].sort();
  const direct = reach.email || reach.phone || reach.address;
  return `import { useState, type FormEvent } from 'react';
import { ${icons.join(', ')} } from 'lucide-react';
import { Button, Card, Field, Input, ${pricing ? 'Select, ' : ''}Textarea } from '../components/ui';
import { CONTACT, LABELS${pricing ? ', PLANS' : ''}${direct ? ', REACH' : ''} } from '../content';
import { usePersistentState } from '../lib/use-persistent-state';
import { SectionHeading } from './section-heading';

interface Draft {
  name: string;
  email: string;
  message: string;
}

type Errors = Partial<Record<keyof Draft, string>>;

const EMPTY: Draft = { name: '', email: '', message: '' };
const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$/;
const PERK_ICONS = [Clock, MessageSquare, Sparkles];

function validate(draft: Draft): Errors {
  const errors: Errors = {};
  if (draft.name.trim().length < 2) errors.name = CONTACT.nameRequired;
  if (!EMAIL.test(draft.email.trim())) errors.email = CONTACT.emailInvalid;
  if (draft.message.trim().length < 10) errors.message = CONTACT.messageShort;
  return errors;
}

export function Contact({ plan, onPlanChange }: { plan: string | null; onPlanChange: (plan: string | null) => void }) {
  ${persist ? "// Drafts survive a reload, like the messages sent.\n  const [draft, setDraft] = usePersistentState<Draft>('contact-draft', EMPTY);" : 'const [draft, setDraft] = useState<Draft>(EMPTY);'}
  const [, setMessages] = usePersistentState<(Draft & { plan: string | null; sentAt: string })[]>('contact-messages', []);
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState<Draft | null>(null);

  function update(field: keyof Draft, value: string) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (tried) setErrors(validate(next));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    const found = validate(draft);
    setErrors(found);
    const first = (Object.keys(found) as (keyof Draft)[])[0];
    if (first) {
      document.getElementById('contact-' + first)?.focus();
      return;
    }
    const message = { name: draft.name.trim(), email: draft.email.trim(), message: draft.message.trim() };
    setMessages((previous) => [...previous, { ...message, plan, sentAt: new Date().toISOString() }]);
    setSent(message);
    setDraft(EMPTY);
    setTried(false);
  }

  return (
    <section id="contact" tabIndex={-1} aria-labelledby="contact-title" className="py-20 focus:outline-none sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="contact" eyebrow={LABELS.contact} title={CONTACT.title} subtitle={CONTACT.subtitle} />
        <div className="mx-auto mt-14 grid max-w-5xl gap-10 lg:grid-cols-5">
          <ul className="space-y-6 lg:col-span-2">
${reachItems(spec)}            {CONTACT.perks.map(({ title, body }, i) => {
              const Icon = PERK_ICONS[i % PERK_ICONS.length] ?? Sparkles;
              return (
                <li key={title} className="flex gap-4">
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
                    <span className="mt-1 block text-sm leading-6 text-slate-600 dark:text-slate-400">{body}</span>
                  </span>
                </li>
              );
            })}
          </ul>
          <Card className="p-6 sm:p-8 lg:col-span-3">
            {sent ? (
              <div role="status" className="flex flex-col items-center py-8 text-center">
                <span className="grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-400">
                  <CircleCheck aria-hidden="true" className="size-7" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-slate-900 dark:text-white">{CONTACT.sentTitle}</h3>
                <p className="mt-2 max-w-sm text-slate-600 dark:text-slate-400">
                  {CONTACT.sentBody.replace('{name}', sent.name).replace('{email}', sent.email)}
                </p>
                <Button variant="outline" className="mt-6" onClick={() => setSent(null)}>
                  {CONTACT.again}
                </Button>
              </div>
            ) : (
              <form onSubmit={submit} noValidate className="space-y-5">
                <div className="grid gap-5 sm:grid-cols-2">
                  <Field id="contact-name" label={CONTACT.name} error={errors.name}>
                    <Input
                      autoComplete="name"
                      placeholder={CONTACT.namePlaceholder}
                      value={draft.name}
                      onChange={(event) => update('name', event.target.value)}
                    />
                  </Field>
                  <Field id="contact-email" label={CONTACT.email} error={errors.email}>
                    <Input
                      type="email"
                      autoComplete="email"
                      placeholder="you@example.com"
                      value={draft.email}
                      onChange={(event) => update('email', event.target.value)}
                    />
                  </Field>
                </div>
${
  pricing
    ? `                <Field id="contact-plan" label={CONTACT.plan}>
                  <Select value={plan ?? ''} onChange={(event) => onPlanChange(event.target.value || null)}>
                    <option value="">{CONTACT.noPlan}</option>
                    {PLANS.map((option) => (
                      <option key={option.name} value={option.name}>
                        {option.name}
                      </option>
                    ))}
                  </Select>
                </Field>
`
    : ''
}                <Field id="contact-message" label={CONTACT.message} error={errors.message}>
                  <Textarea
                    rows={5}
                    placeholder={CONTACT.messagePlaceholder}
                    value={draft.message}
                    onChange={(event) => update('message', event.target.value)}
                  />
                </Field>
                <Button type="submit" size="lg" className="w-full">
                  {CONTACT.submit}
                </Button>
                <p className="text-center text-xs text-slate-500 dark:text-slate-400">{CONTACT.demo}</p>
              </form>
            )}
          </Card>
        </div>
      </div>
    </section>
  );
}
`;
}

function footerFile(spec: AppSpec, cta: string | null): string {
  const reach = reachOf(spec);
  const linkClass =
    'className="inline-flex items-center gap-1.5 break-all rounded text-slate-600 transition hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary dark:text-slate-400"';
  const reachLinks = [
    reach.email &&
      `              <li>
                <a href={'mailto:' + REACH.email} ${linkClass}>
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {REACH.email}
                </a>
              </li>
`,
    reach.phone &&
      `              <li>
                <a href={'tel:' + REACH.phone.replace(/[^\\d+]/g, '')} ${linkClass}>
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {REACH.phone}
                </a>
              </li>
`,
  ]
    .filter((part): part is string => typeof part === 'string')
    .join('');
  const icons = [
    'ArrowRight',
    'ArrowUp',
    ...(reach.email ? ['Mail'] : []),
    ...(reach.phone ? ['Phone'] : []),
  ];
  return `import { ${icons.join(', ')} } from 'lucide-react';
import { Button } from '../components/ui';
import { APP } from '../app-info';
import { FOOTER, HERO, NAV${reachLinks ? ', REACH' : ''} } from '../content';
import { scrollToSection } from '../lib/scroll';

export function Footer() {
  return (
    <section id="footer" aria-labelledby="footer-title" className="px-4 pb-12 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <div className="relative overflow-hidden rounded-3xl bg-slate-900 px-6 py-14 text-center shadow-xl sm:px-12 dark:bg-slate-900 dark:ring-1 dark:ring-white/10">
          <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-primary),transparent_60%)] opacity-40" />
          <div className="relative">
            <h2 id="footer-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{FOOTER.title}</h2>
            <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">{FOOTER.subtitle}</p>
${
  cta
    ? `            <Button size="lg" className="mt-8" onClick={() => scrollToSection(${lit(cta)})}>
              {HERO.cta}
              <ArrowRight aria-hidden="true" />
            </Button>
`
    : ''
}          </div>
        </div>
        <div className="mt-12 grid gap-8 sm:grid-cols-3">
          <div>
            <p className="font-display text-lg font-semibold">{APP.name}</p>
            <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{APP.tagline}</p>
          </div>
          <nav aria-label={FOOTER.product}>
            <p className="text-sm font-semibold text-slate-900 dark:text-white">{FOOTER.product}</p>
            <ul className="mt-3 space-y-2 text-sm">
              {NAV.map((item) => (
                <li key={item.to}>
                  <button
                    type="button"
                    onClick={() => scrollToSection(item.to.slice(1))}
                    className="rounded text-slate-600 transition hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary dark:text-slate-400"
                  >
                    {item.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <p className="text-sm font-semibold text-slate-900 dark:text-white">{FOOTER.company}</p>
            <ul className="mt-3 space-y-2 text-sm">
${
  sectionOn(spec, 'contact')
    ? `              <li>
                <button
                  type="button"
                  onClick={() => scrollToSection('contact')}
                  className="rounded text-slate-600 transition hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary dark:text-slate-400"
                >
                  {FOOTER.contact}
                </button>
              </li>
`
    : ''
}${reachLinks}              <li>
                <button
                  type="button"
                  onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
                  className="inline-flex items-center gap-1.5 rounded text-slate-600 transition hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary dark:text-slate-400"
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                  {FOOTER.top}
                </button>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
`;
}

// ---------------------------------------------------------------------------------------------------

const COMPONENTS: Record<string, { file: string; component: string }> = {
  hero: { file: 'hero', component: 'Hero' },
  stats: { file: 'stats', component: 'Stats' },
  features: { file: 'features', component: 'Features' },
  'how-it-works': { file: 'how-it-works', component: 'HowItWorks' },
  testimonials: { file: 'testimonials', component: 'Testimonials' },
  team: { file: 'team', component: 'Team' },
  pricing: { file: 'pricing', component: 'Pricing' },
  faq: { file: 'faq', component: 'Faq' },
  newsletter: { file: 'newsletter', component: 'Newsletter' },
  contact: { file: 'contact', component: 'Contact' },
  footer: { file: 'footer', component: 'Footer' },
};

function appFile(spec: AppSpec, sections: string[], cta: string | null): string {
  const imports = sections
    .map((id) => COMPONENTS[id])
    .filter((c) => c !== undefined)
    .map((c) => `import { ${c.component} } from './sections/${c.file}';`)
    .join('\n');
  const needsPlan = sectionOn(spec, 'pricing') || sectionOn(spec, 'contact');
  const body = sections
    .map((id) => {
      if (id === 'pricing') return `      <Pricing chosen={plan} onChoose={choose} />`;
      if (id === 'contact') return `      <Contact plan={plan} onPlanChange={setPlan} />`;
      const c = COMPONENTS[id];
      return c ? `      <${c.component} />` : '';
    })
    .filter(Boolean)
    .join('\n');
  return `${needsPlan ? "import { useState } from 'react';\n" : ''}import { Shell } from './components/shell';
${cta ? "import { Button } from './components/ui';\n" : ''}import { ${cta ? 'HERO, ' : ''}NAV } from './content';
${cta || sectionOn(spec, 'pricing') ? "import { scrollToSection } from './lib/scroll';\n" : ''}${imports}

export default function App() {
${
  needsPlan
    ? `  // The plan a visitor picked in Pricing, carried into the contact form.
  const [plan, setPlan] = useState<string | null>(null);
`
    : ''
}${
    sectionOn(spec, 'pricing')
      ? `
  function choose(name: string) {
    setPlan(name);
    ${sectionOn(spec, 'contact') ? "scrollToSection('contact');" : '// No contact form on this page: the choice shows on the plan itself.'}
  }
`
      : ''
  }
  return (
    <Shell
      nav={NAV}${
        cta
          ? `
      actions={
        <Button size="sm" className="hidden sm:inline-flex" onClick={() => scrollToSection(${lit(cta)})}>
          {HERO.cta}
        </Button>
      }`
          : ''
      }
    >
${body}
    </Shell>
  );
}
`;
}

function render(spec: AppSpec): Record<string, string> {
  const sections = spec.sections.filter((id) => id in COMPONENTS);
  const on = (id: string) => sections.includes(id);
  const cta = ['pricing', 'contact', 'newsletter', 'features'].find(on) ?? null;
  const secondary = ['how-it-works', 'features', 'testimonials'].find((id) => on(id) && id !== cta) ?? null;
  const files: Record<string, string> = {
    'src/App.tsx': appFile(spec, sections, cta),
    'src/content.ts': content(spec),
    'src/lib/scroll.ts': SCROLL,
    'src/sections/section-heading.tsx': SECTION_HEADING,
  };
  const builders: Record<string, () => string> = {
    hero: () => heroFile(spec, cta, secondary),
    stats: () => STATS_FILE,
    features: () => FEATURES_FILE,
    'how-it-works': () => HOW_FILE,
    testimonials: () => TESTIMONIALS_FILE,
    team: () => TEAM_FILE,
    pricing: () => pricingFile(billingMode(spec)),
    faq: () => FAQ_FILE,
    newsletter: () => NEWSLETTER_FILE,
    contact: () => contactFile(spec),
    footer: () => footerFile(spec, cta),
  };
  for (const id of sections) {
    const build = builders[id];
    if (build) files[`src/sections/${COMPONENTS[id]?.file ?? id}.tsx`] = build();
  }
  return files;
}

export const blueprint: Blueprint = {
  kind: 'landing',
  label: L.aLandingPage,
  defaultName: L.defaultName,
  sections: SECTIONS,
  defaultSections: [
    'hero',
    'features',
    'how-it-works',
    'testimonials',
    'pricing',
    'faq',
    'contact',
    'footer',
  ],
  defaultFeatures: ['forms'],
  defaultTheme: { primary: '#4f46e5', accent: '#06b6d4', mode: 'light', font: 'sans', radius: 'lg' },
  render,
  defaultContent: stockContent,
};
