/**
 * Helpers shared by the content-style blueprints (portfolio, blog, store, restaurant, recipes, quiz,
 * booking): seed text in two languages, topic matching for seed content, the spec's sections in its
 * order and seed prices.
 */
import { SEEDS } from '../lexicon/index.ts';
import { type AppSpec, type Localized, appLocale } from '../spec.ts';

/** Seed content in English and Turkish; the other languages' texts are in the lexicon (SEEDS). */
export type Pair = readonly [en: string, tr: string];

export function loc(spec: Pick<AppSpec, 'language'>, pair: Pair): string {
  const [en, tr] = pair;
  if (spec.language === 'en') return en;
  if (spec.language === 'tr') return tr;
  return SEEDS[spec.language][en] ?? en;
}

/** A name in sample content (a city, a person) as the app's language writes it. */
export function nameIn(spec: Pick<AppSpec, 'language'>, name: string): string {
  return spec.language === 'en' || spec.language === 'tr' ? name : (SEEDS[spec.language][name] ?? name);
}

/** A seed pair as a Localized. */
export function pairText(pair: Pair): Localized {
  const [en, tr] = pair;
  return {
    en,
    tr,
    fr: SEEDS.fr[en] ?? en,
    es: SEEDS.es[en] ?? en,
    ru: SEEDS.ru[en] ?? en,
    ar: SEEDS.ar[en] ?? en,
  };
}

/**
 * Folded for matching a request's words: lower case the Turkish way (I -> ı, İ -> i), no accents. Blueprints
 * compare their own folded strings with it too, so "Çay" and "cay" are the same word.
 */
export function fold(value: string): string {
  return value.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Everything the request said, folded for keyword matching (Turkish İ/ı, accents). */
function haystack(spec: AppSpec): string {
  return fold([...spec.topics, spec.prompt].join(' \n '));
}

/** The text matched literally inside a RegExp source. */
export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True when one of the words starts a word of the request ("kahve" matches "kahveci"). */
export function mentions(spec: AppSpec, words: readonly string[]): boolean {
  const hay = haystack(spec);
  return words.some((word) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(fold(word))}`, 'u').test(hay));
}

/** The first themed set whose keywords the request mentions, or undefined. */
export function matchTheme<T extends { words: readonly string[] }>(
  spec: AppSpec,
  themes: readonly T[],
): T | undefined {
  return themes.find((theme) => mentions(spec, theme.words));
}

/** The request's main topic as a display phrase ("Coffee"), or null. */
export function mainTopic(spec: AppSpec): string | null {
  const topic = spec.topics.find((t) => t.trim().length > 1)?.trim();
  if (!topic) return null;
  return topic.charAt(0).toLocaleUpperCase(spec.language) + topic.slice(1);
}

/** Known section ids in the spec's order, without duplicates. */
export function orderedSections(spec: AppSpec, known: readonly string[]): string[] {
  return [...new Set(spec.sections)].filter((id) => known.includes(id));
}

/** Seed prices are written in dollars; Turkish apps show believable lira amounts. */
export function price(spec: AppSpec, usd: number): number {
  if (spec.language !== 'tr') return usd;
  const lira = usd * 40;
  return lira >= 100 ? Math.round(lira / 10) * 10 : Math.round(lira);
}

/** A price as the page shows it ("$29", "₺249"), formatted here the way the page formats its own. */
export function formatMoney(spec: AppSpec, amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  try {
    // A dinar counts in thousandths ("3.500 د.ك"), as the page's own prices do.
    const minor = new Intl.NumberFormat(appLocale(spec), { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    const digits = whole ? 0 : Math.max(2, minor ?? 2);
    return new Intl.NumberFormat(appLocale(spec), {
      style: 'currency',
      currency,
      // "3.200 €" as people write it, where Spanish would leave four digits ungrouped.
      useGrouping: 'always',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
