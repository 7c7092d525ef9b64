/**
 * A marketing landing page, composed from the kit's LandingApp (packages/app-kit): a hero with what the
 * product is, its calls to action, the app stores the request names and a product preview (or, for an
 * event, when and where it is), features, how it works, testimonials, team, pricing (monthly/yearly),
 * an FAQ accordion, a sign-up, a validated contact form with a success state, and a closing band with
 * the business's e-mail and phone. The plans, features, figures, testimonials, people and contact come
 * from the brief when it listed them, else the stock ones. This blueprint writes only data: the schema.
 *
 * Main interaction: the hero's button scrolls to pricing; a plan's button fills the contact form's plan
 * and scrolls there; the contact form validates (name, e-mail, message ≥ 10 characters) and shows
 * "Message sent!" / "Mesajınız alındı!".
 *
 * Text keys: hero.badge, hero.title, hero.subtitle, cta.button, and {section}.title / {section}.subtitle.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type {
  AppStore,
  BillingMode,
  FeatureIconName,
  LandingPlan,
  LandingSchema,
  LandingSectionId,
  LandingDonation,
  LandingTexts,
} from '@atelier/app-kit/landing';
import type { BriefContent, BriefItem } from '../brief-content.ts';
import type { DonationDetails } from '../donation.ts';
import {
  has,
  ownOr,
  pick,
  sectionOn,
  text,
  type AppLanguage,
  type AppSpec,
  type Blueprint,
  type Localized,
  type RenderContext,
  same,
  appCurrency,
  appLocale,
  fill,
  filled,
} from '../spec.ts';
import { amountIn, capitalised, closedSentence, eventLine, foldName } from './listed.ts';
import { formatMoney } from './content-shared.ts';
import {
  type PageDef,
  type SectionDef,
  composedAppFiles,
  composedFrame,
  composedTexts,
} from './productivity-shared.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('landing');

type Pair<T> = Record<AppLanguage, T>;

/** One page: the sections stack under the hero, and the footer links to them. */
const PAGES: PageDef[] = [{ id: 'main', path: '/', label: L.heroLabel }];

const SECTIONS: SectionDef[] = [
  { id: 'hero', label: L.heroLabel, page: 'main' },
  { id: 'stats', label: L.statsLabel, page: 'main' },
  { id: 'features', label: L.featuresLabel, page: 'main' },
  { id: 'how-it-works', label: L.howItWorksLabel, page: 'main' },
  { id: 'testimonials', label: L.testimonialsLabel, page: 'main' },
  { id: 'team', label: L.teamLabel, page: 'main' },
  { id: 'pricing', label: L.pricingLabel, page: 'main' },
  { id: 'faq', label: L.faqLabel, page: 'main' },
  { id: 'donate', label: L.donateLabel, page: 'main' },
  { id: 'newsletter', label: L.newsletterLabel, page: 'main' },
  { id: 'contact', label: L.contactLabel, page: 'main' },
  { id: 'footer', label: L.footerLabel, page: 'main' },
];

function list<T>(spec: AppSpec, value: Pair<T>): T {
  return value[spec.language];
}

/** [a, b] rows -> objects with the given keys (typed data for the generated code). */
function rows<K extends string>(keys: K[], values: string[][]): Record<K, string>[] {
  return values.map(
    (row) => Object.fromEntries(keys.map((key, i) => [key, row[i] ?? ''])) as Record<K, string>,
  );
}

/** A section's title and intro, each a text the person can change ("pricing.title"). */
function sectionTexts(spec: AppSpec, id: string, title: Localized, subtitle: Localized) {
  return { title: text(spec, `${id}.title`, title), subtitle: text(spec, `${id}.subtitle`, subtitle) };
}

// ---------------------------------------------------------------------------------------------------
// What the brief listed (spec.content): its plans, features, people and contact replace the stock ones.

/** Icons the features section can show, by keywords of the feature's phrase (folded, see foldName()). */
const FEATURE_ICONS: [RegExp, FeatureIconName][] = [
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
const ROTATION: FeatureIconName[] = ['Sparkles', 'Gauge', 'ShieldCheck', 'Layers', 'Users', 'LifeBuoy'];

function featureIcon(phrase: string, index: number): FeatureIconName {
  const folded = foldName(phrase);
  return FEATURE_ICONS.find(([pattern]) => pattern.test(folded))?.[1] ?? ROTATION[index % ROTATION.length]!;
}

/** Short, generic lines for a listed feature: true of any product, about no other one. */
function featureBodies(spec: AppSpec): string[] {
  return list(spec, L.featureBodies).map((body) => fill(body, { name: spec.name }));
}

/** A plan as the page keeps it; stock plans derive yearly prices, a brief's give both or neither. */
type PlanData = LandingPlan;

function currencyCode(spec: AppSpec, value: string | undefined): string {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : appCurrency(spec);
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
  if (brief?.figures?.length) return brief.figures.map(figure);
  return brief && listsFigures(brief) && brief.highlights.length > 0 ? brief.highlights.map(figure) : null;
}

/**
 * "12k users" → { value: "12k", label: "users" }; "24/7 support" → { value: "24/7", label: "support" };
 * "12 000 подписчиков" keeps its grouped thousands in the value.
 */
function figure(phrase: string): { value: string; label: string } {
  const match =
    /^\s*([%$€£₺]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+\+?|[%$€£₺]?[\d.,/]+\s*[%+kKmMbB★]*(?:\/\d+)?)\s*(.*)$/u.exec(
      phrase,
    );
  return match?.[2]
    ? { value: match[1]!.trim(), label: match[2].trim() }
    : { value: phrase.trim(), label: '' };
}

/** A real product or business the brief describes (in its words or by how to reach it). */
function described(brief: BriefContent | undefined): boolean {
  // A fundraiser is a real cause: nothing is claimed for it that the brief did not say.
  return Boolean(brief?.description?.trim() || brief?.contact || brief?.donation);
}

/** The brief's testimonials ("'Saved us hours' - Anna"): quotes with who said them. */
function listedTestimonials(
  spec: AppSpec,
  brief: BriefContent | undefined,
): { quote: string; name: string; role: string }[] | null {
  const quoted = brief?.testimonials ?? [];
  if (quoted.length > 0)
    return quoted.map(({ quote, author, role }) => ({
      // Named without their words: the page says their words are coming, and makes none up.
      quote: quote || fill(pick(spec, L.quoteSoon), { name: (author ?? '').split(/\s+/)[0] ?? '' }),
      name: author ?? '',
      role: role ?? '',
    }));
  // Specs written before testimonials had a list of their own kept them as items.
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
): { title: string; body: string; icon: FeatureIconName }[] {
  const brief = briefOf(spec);
  const highlights = brief && !listsFigures(brief) ? brief.highlights : [];
  const listed = [...new Set(highlights.map((h) => h.trim()).filter(Boolean))];
  // "три последних выпуска: «…», «…»": things the page shows that are not plans are shown as they
  // are, with nothing made up under them.
  const shown = (brief?.items ?? []).filter((entry) => !entry.price && entry.name.trim());
  if (listed.length === 0 && shown.length >= 2 && !listedTestimonials(spec, brief))
    return shown.map((entry, i) => ({
      title: entry.name.trim(),
      body: entry.detail?.trim() ?? '',
      icon: featureIcon(entry.name, i),
    }));
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
// The schema LandingApp (packages/app-kit) renders.

/** "Download on iOS and Android", "on the App Store": the app stores the request names. */
function storesOf(spec: AppSpec): AppStore[] {
  const said = spec.prompt ?? '';
  const stores: AppStore[] = [];
  if (/\b(?:ios|iphone|ipad|app\s?store)\b/iu.test(said)) stores.push('ios');
  if (/\b(?:android|google\s?play|play\s?store)\b/iu.test(said)) stores.push('android');
  return stores;
}

/** What the brief called its people, unless it is just the word for a team. */
function peopleTitle(spec: AppSpec): string | null {
  const label = briefOf(spec)?.peopleLabel?.trim();
  if (!label || /^(?:team|our team|ekip|ekibimiz|équipe|equipo|команда|الفريق)$/iu.test(label)) return null;
  return capitalised(spec, label);
}

/** The texts LandingApp shows that come straight from the table below. */
const LANDING_TEXT_KEYS = [
  'heroBadge',
  'heroTitle',
  'heroSubtitle',
  'cta',
  'secondary',
  'heroNote',
  'storesTitle',
  'preview',
  'chartLabel',
  'statsIntro',
  'featuresIntro',
  'howItWorksIntro',
  'testimonialsIntro',
  'teamIntro',
  'pricingIntro',
  'faqIntro',
  'newsletterIntro',
  'contactIntro',
  'footerIntro',
  'monthly',
  'yearly',
  'save',
  'billedYearly',
  'free',
  'custom',
  'popular',
  'choose',
  'chosen',
  'billing',
  'perHour',
  'perDay',
  'perWeek',
  'perMonth',
  'perYear',
  'newsletterLabel',
  'newsletterPlaceholder',
  'subscribe',
  'subscribed',
  'newsletterInvalid',
  'fieldName',
  'fieldEmail',
  'fieldPlan',
  'noPlan',
  'fieldMessage',
  'namePlaceholder',
  'messagePlaceholder',
  'send',
  'sentTitle',
  'sentBody',
  'sendAnother',
  'errName',
  'errEmail',
  'errMessage',
  'demo',
  'emailLabel',
  'phoneLabel',
  'addressLabel',
  'product',
  'company',
  'contact',
  'top',
  'donateIntro',
  'raised',
  'ofGoal',
  'donorOne',
  'donorOther',
  'amountLabel',
  'otherAmount',
  'donorName',
  'donorNamePlaceholder',
  'donateAmount',
  'donate',
  'thanks',
  'donateAgain',
  'errAmount',
  'donateDemo',
] as const satisfies readonly Exclude<keyof LandingTexts, 'noData'>[];

/** The texts of the page: its sections' titles and intros, the hero's lines and every label. */
function texts(spec: AppSpec, o: { given: boolean; givenFree: boolean; from: string | null }) {
  const t = (value: Localized) => pick(spec, value);
  const name = spec.name;
  const brief = briefOf(spec);
  // The description already shown as the title (the spec's tagline) is not said again below it.
  const told = brief?.description?.trim();
  const description = told && told !== spec.tagline.trim() ? closedSentence(spec, told) : null;
  const heroTitle = text(spec, 'hero.title', same(spec.tagline));
  const donation = brief?.donation;
  const money = (price: { amount: number; currency: string }) =>
    formatMoney(spec, price.amount, price.currency);
  const heroSubtitle = text(
    spec,
    'hero.subtitle',
    // A fundraiser says what it raises and for what; a product what the person said it is, then a
    // line true of any product.
    donation
      ? donation.goal
        ? donation.cause
          ? filled(L.heroGoalCause, { goal: money(donation.goal), cause: donation.cause })
          : filled(L.heroGoal, { goal: money(donation.goal) })
        : L.heroGive
      : description
        ? filled(L.heroDescribed, { description })
        : spec.audience
          ? filled(L.heroForAudience, { name, audience: spec.audience })
          : filled(L.heroStock, { name }),
  );
  const sections = {
    stats: sectionTexts(spec, 'stats', L.stats, L.stats2),
    features: sectionTexts(spec, 'features', L.features, filled(L.featuresIntro, { name })),
    how: sectionTexts(spec, 'how-it-works', L.howItWorks, L.howItWorks2),
    testimonials: sectionTexts(spec, 'testimonials', L.testimonials, filled(L.testimonialsIntro, { name })),
    // What the brief called its people ("Speakers", "Our coaches") names their section.
    team: sectionTexts(
      spec,
      'team',
      ownOr(peopleTitle(spec), L.team),
      peopleTitle(spec) ? same('') : filled(L.teamIntro, { name }),
    ),
    pricing: sectionTexts(
      spec,
      'pricing',
      L.pricing,
      o.given && !o.givenFree ? L.pickThePlanThat : L.startFreeUpgradeWhen,
    ),
    faq: sectionTexts(spec, 'faq', L.faq, L.faq2),
    donate: sectionTexts(spec, 'donate', L.donateTitle, same('')),
    newsletter: sectionTexts(spec, 'newsletter', L.newsletter, L.newsletter2),
    contact: sectionTexts(spec, 'contact', L.contact, L.contact2),
    // A fundraiser's closing band asks once more for a gift, not for a sign-up.
    footer: donation
      ? sectionTexts(spec, 'footer', L.donateTitle, same(pick(spec, L.donateIntro)))
      : sectionTexts(spec, 'footer', L.footer, filled(L.footerIntro, { name })),
  };
  const unit = units(spec);
  return {
    // The frame: the page's title (its heading when there is no hero) and the sections' titles.
    title: heroTitle,
    subtitle: heroSubtitle,
    page_main: t(L.heroLabel),
    statsTitle: sections.stats.title,
    featuresTitle: sections.features.title,
    howItWorksTitle: sections.how.title,
    testimonialsTitle: sections.testimonials.title,
    teamTitle: sections.team.title,
    pricingTitle: sections.pricing.title,
    faqTitle: sections.faq.title,
    donateTitle: sections.donate.title,
    newsletterTitle: sections.newsletter.title,
    contactTitle: sections.contact.title,
    footerTitle: sections.footer.title,
    // An event's page leads with when and where it is; a product the brief describes makes no claim
    // it did not ("New: public beta", "Free plan available").
    heroBadge: text(spec, 'hero.badge', ownOr(eventLine(spec), described(brief) ? same('') : L.heroBadge)),
    heroTitle,
    heroSubtitle,
    cta: text(spec, 'cta.button', donation ? L.donateCta : L.ctaButton),
    secondary: t(L.secondary),
    heroNote: donation
      ? ''
      : o.given && !o.givenFree
        ? o.from
          ? fill(t(L.plansFrom), { from: o.from })
          : ''
        : o.given || !described(brief)
          ? t(L.freePlanAvailableNo)
          : '',
    storesTitle: t(L.storesTitle),
    preview: t(L.preview),
    chartLabel: t(L.chartLabel),
    statsIntro: sections.stats.subtitle,
    featuresIntro: sections.features.subtitle,
    howItWorksIntro: sections.how.subtitle,
    testimonialsIntro: sections.testimonials.subtitle,
    teamIntro: sections.team.subtitle,
    pricingIntro: sections.pricing.subtitle,
    faqIntro: sections.faq.subtitle,
    newsletterIntro: sections.newsletter.subtitle,
    contactIntro: sections.contact.subtitle,
    footerIntro: sections.footer.subtitle,
    donateIntro: sections.donate.subtitle || t(L.donateIntro),
    monthly: t(L.monthly),
    yearly: t(L.yearly),
    save: t(L.save),
    billedYearly: t(L.billedYearly),
    free: t(L.free),
    custom: t(L.custom),
    popular: t(L.popular),
    choose: t(L.choose),
    chosen: t(L.chosen),
    billing: t(L.billing),
    perHour: unit.hour ?? '',
    perDay: unit.day ?? '',
    perWeek: unit.week ?? '',
    perMonth: unit.month ?? '',
    perYear: unit.year ?? '',
    newsletterLabel: t(L.label),
    newsletterPlaceholder: t(L.placeholder),
    subscribe: t(L.button),
    subscribed: t(L.success),
    newsletterInvalid: t(L.invalid),
    fieldName: t(L.name),
    fieldEmail: t(L.email),
    fieldPlan: t(L.plan),
    noPlan: t(L.noPlan),
    fieldMessage: t(L.message),
    namePlaceholder: t(L.namePlaceholder),
    messagePlaceholder: t(L.messagePlaceholder),
    send: t(L.submit),
    sentTitle: t(L.sentTitle),
    sentBody: t(L.sentBody),
    sendAnother: t(L.again),
    errName: t(L.nameRequired),
    errEmail: t(L.emailInvalid),
    errMessage: t(L.messageShort),
    demo: t(L.demo),
    emailLabel: t(L.emailLabel),
    phoneLabel: t(L.phoneLabel),
    addressLabel: t(L.addressLabel),
    product: t(L.product),
    company: t(L.company),
    contact: t(L.contactLabel),
    top: t(L.top),
    raised: t(L.raised),
    ofGoal: t(L.ofGoal),
    donorOne: t(L.donorOne),
    donorOther: t(L.donorOther),
    amountLabel: t(L.amountLabel),
    otherAmount: t(L.otherAmount),
    donorName: t(L.donorName),
    donorNamePlaceholder: t(L.donorNamePlaceholder),
    donateAmount: t(L.donateAmount),
    donate: t(L.donate),
    // The brief's own thank-you, as written.
    thanks: donation?.thanks ?? t(L.thanks),
    donateAgain: t(L.donateAgain),
    errAmount: t(L.errAmount),
    donateDemo: t(L.donateDemo),
  };
}

/**
 * The schema LandingApp (packages/app-kit) renders: the spec's sections, the hero's calls to action
 * (to the first of pricing, contact, sign-up and features; then to how it works, the features or the
 * testimonials) and the app stores the request names, the figures, features, steps, testimonials, team,
 * plans, questions and contact, from the brief when it listed them, else the stock ones, and the texts.
 */
export function landingSchema(spec: AppSpec, context: RenderContext = {}): LandingSchema {
  const brief = briefOf(spec);
  const given = brief ? briefPlans(spec, brief.items) : null;
  const givenFree = given?.plans.some((plan) => plan.price === 0) ?? false;
  const from = given ? cheapest(spec, given.plans) : null;
  const table = texts(spec, { given: given !== null, givenFree, from });
  // A product the brief describes gets only the praise it quoted: none is made up for it, and the
  // testimonials section is left out when there is none.
  const testimonials =
    listedTestimonials(spec, brief) ??
    (described(brief) ? [] : rows(['quote', 'name', 'role'], list(spec, L.stockTestimonials)));
  // Nor are figures made up for it ("12k+ happy customers"): its stats are the counts it states.
  const figures =
    listedFigures(brief) ?? (described(brief) ? [] : rows(['value', 'label'], list(spec, L.stockFigures)));
  const shown: AppSpec = {
    ...spec,
    sections: spec.sections.filter(
      (id) => (id !== 'testimonials' || testimonials.length > 0) && (id !== 'stats' || figures.length > 0),
    ),
  };
  const { frame, sections } = composedFrame(shown, {
    pages: PAGES,
    sections: SECTIONS,
    texts: table,
    showsContact: true,
  });
  const { dataHint: _dataHint, ...landingTexts } = composedTexts(spec, table, LANDING_TEXT_KEYS);
  const on = (id: LandingSectionId) => sections.some((slot) => slot.id === id);
  const cta = (['donate', 'pricing', 'contact', 'newsletter', 'features'] as const).find(on) ?? null;
  const secondary =
    (['how-it-works', 'features', 'testimonials'] as const).find((id) => on(id) && id !== cta) ?? null;
  const plans = given?.plans ?? stockPlans(spec);
  return {
    frame,
    sections: sections as SectionSlot<LandingSectionId>[],
    features: { charts: has(spec, 'charts') },
    hero: {
      cta,
      secondary,
      stores: storesOf(spec),
      tiles: rows(['label', 'value'], list(spec, L.previewTiles)),
      months: Array.from({ length: 8 }, (_, month) =>
        new Intl.DateTimeFormat(appLocale(spec), { month: 'short' }).format(new Date(2025, month, 15)),
      ),
      tasks: [...list(spec, L.previewTasks)],
    },
    nav: (['features', 'how-it-works', 'pricing', 'faq'] as const)
      .filter(on)
      .map((id) => ({ id, label: pick(spec, SECTIONS.find((s) => s.id === id)!.label) })),
    figures,
    featureList: featureItems(spec, stockFeatures(spec)),
    steps: rows(['title', 'body'], list(spec, L.stockSteps)),
    testimonials,
    team: brief?.people.length
      ? brief.people.map((person) => ({
          name: person.name.trim(),
          role: person.role?.trim() ? capitalised(spec, person.role.trim()) : '',
        }))
      : stockTeam(spec),
    plans,
    billing: billingMode(spec),
    // The brief's own questions, as written; else the stock ones, opened by what its plans say.
    questions: brief?.faq?.length
      ? brief.faq.map((item) => ({
          question: item.question,
          answer: item.answer || pick(spec, L.faqAnswerSoon),
        }))
      : firstFaq(spec, given?.plans ?? null, rows(['question', 'answer'], list(spec, L.stockFaq))),
    // A product's reasons to write (a demo, replies within a day) are no charity's.
    perks: brief?.donation ? [] : rows(['title', 'body'], list(spec, L.contactPerks)),
    reach: {
      email: brief?.contact?.email?.trim() ?? '',
      phone: brief?.contact?.phone?.trim() ?? '',
      address: brief?.contact?.address?.trim() ?? '',
    },
    ...(brief?.donation ? { donation: donationOf(spec, brief.donation) } : {}),
    backend: context.backend ? { url: context.backend.url, key: context.backend.key } : null,
    texts: landingTexts,
  };
}

/** A fundraiser's ask as the page shows it: amounts in the brief's currency, the goal in the same. */
function donationOf(spec: AppSpec, donation: DonationDetails): LandingDonation {
  const currency = donation.goal?.currency ?? donation.presets[0]?.currency ?? appCurrency(spec);
  return {
    cause: donation.cause ? capitalised(spec, donation.cause) : '',
    goal: donation.goal?.amount ?? null,
    currency,
    presets: donation.presets.map((price) => price.amount),
  };
}

function render(spec: AppSpec, context: RenderContext = {}): Record<string, string> {
  return composedAppFiles({
    component: 'LandingApp',
    module: 'landing-app',
    type: 'LandingSchema',
    lib: 'landing',
    schema: landingSchema(spec, context),
  });
}

export const blueprint: Blueprint = {
  kind: 'landing',
  label: L.aLandingPage,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
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
  // A fundraiser's gifts (an amount and the name a donor chose to give) are read by every visitor, so
  // the total is the same for all; nothing else of a landing page is kept in the data API.
  dataRules: (spec) => (spec.content?.donation ? { donations: 'public_read_append' } : undefined),
  defaultContent: stockContent,
};
