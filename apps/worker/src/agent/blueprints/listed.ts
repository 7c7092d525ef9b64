/**
 * What the brief listed (spec.content), as blueprints use it: its named items, the currency their prices
 * are in, seed amounts written in dollars shown in that currency, the brief's own words written into the
 * app (capitalised, as sentences), folded names for keyword matching, and the stock seed given back as
 * content. Every blueprint that renders spec.content reads it through these, so two blueprints never
 * disagree about what was listed or what an amount is worth.
 */
import type { BriefContent, BriefItem } from '../brief-content.ts';
import { parseEventDate } from '../event-details.ts';
import { type AppSpec, type Localized, appCurrency, appLocale, same } from '../spec.ts';

/** The brief's items that have a name, in its order, at most `max` of them. */
export function listedItems(spec: Pick<AppSpec, 'content'>, max = Infinity): BriefItem[] {
  return (spec.content?.items ?? []).filter((item) => item.name.trim().length > 0).slice(0, max);
}

/**
 * The currency most of the items' prices are in (the first one to reach the top count on a tie), or
 * the language's default when none has a valid ISO 4217 code. `items` defaults to all listed items.
 */
export function listedCurrency(spec: AppSpec, items: readonly BriefItem[] = listedItems(spec)): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const code = item.price?.currency.trim().toUpperCase();
    if (code && /^[A-Z]{3}$/.test(code)) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [code, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = code;
  return best ?? spec.content?.currency ?? appCurrency(spec);
}

/**
 * Rough units per US dollar. Seed amounts (prices, shipping, sample spending) are written in dollars;
 * this makes them look right in the brief's currency. One table for every blueprint, so a shop and a
 * budget made from the same brief agree; lira is 40 like content-shared's price().
 */
const PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CHF: 0.88,
  CAD: 1.36,
  AUD: 1.52,
  TRY: 40,
  JPY: 150,
  CNY: 7,
  INR: 85,
  KRW: 1350,
  RUB: 90,
  SAR: 3.75,
  AED: 3.67,
  EGP: 48,
  SEK: 10,
  NOK: 10,
  DKK: 7,
  PLN: 4,
  CZK: 23,
  HUF: 360,
  MXN: 18,
  BRL: 5,
  ZAR: 18,
};

/** Units of `currency` per US dollar (1 for a currency the table does not know). */
export function perUsd(currency: string): number {
  return PER_USD[currency] ?? 1;
}

/**
 * A seed amount written in dollars, in a currency, rounded as a price tag would be (whole units, tens
 * from 100 up); an amount the rate leaves unchanged keeps its cents.
 */
export function amountIn(currency: string, usd: number): number {
  const value = usd * perUsd(currency);
  if (value === usd) return usd;
  return value >= 100 ? Math.round(value / 10) * 10 : Math.round(value);
}

/** The first letter upper case in the app's language ("istanbul" -> "İstanbul"), the rest as written. */
export function upperFirst(spec: Pick<AppSpec, 'language'>, value: string): string {
  return value.charAt(0).toLocaleUpperCase(spec.language) + value.slice(1);
}

/** A brief's words as a sentence: trimmed, capitalised, with a full stop after a final letter or digit. */
export function asSentence(spec: Pick<AppSpec, 'language'>, value: string): string {
  const sentence = upperFirst(spec, value.trim());
  return /[\p{L}\p{N})]$/u.test(sentence) ? `${sentence}.` : sentence;
}

/**
 * What a hero says under its title before any `hero.subtitle` override: the brief's description as a
 * sentence, else the spec's tagline, else the blueprint's stock line.
 */
export function heroSubtitle(spec: AppSpec, stock: Localized): Localized {
  const description = spec.content?.description?.trim();
  const said = description ? asSentence(spec, description) : spec.tagline.trim();
  return said ? same(said) : stock;
}

/** A brief's phrase as the start of a line: spaces tidied, first letter upper case, the rest as written. */
export function capitalised(spec: Pick<AppSpec, 'language'>, value: string): string {
  return upperFirst(spec, value.trim().replace(/\s+/g, ' '));
}

/**
 * A brief's phrase as a closed sentence ("an invoicing tool for freelancers" -> "An invoicing tool for
 * freelancers."): capitalised(), with a full stop unless it already ends like a sentence.
 */
export function closedSentence(spec: Pick<AppSpec, 'language'>, value: string): string {
  const body = capitalised(spec, value);
  return !body || /[.!?…]$/.test(body) ? body : `${body}.`;
}

/**
 * A listed name folded for keyword matching: lower case, no accents, Turkish ı as i, so "KAŞIK", "Kaşık"
 * and "kasik" all meet the keyword "kasik" whatever the app's language.
 */
export function foldName(value: string): string {
  return value.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/** A listed name as an id ("Türk Kahvesi, 250 g" -> "turk-kahvesi-250-g"), or `fallback` when nothing is left. */
export function slugOf(value: string, fallback: string): string {
  const slug = foldName(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return slug || fallback;
}

/**
 * Where the last word of `hay` that a keyword starts is (-1 when none): "Lavender candles" matches
 * "candle", so the word that names an item last wins ("Candle holder mug" is a mug). Keywords of three
 * letters or fewer must be the whole word (plural allowed): "tee", not "teenager". Both folded.
 */
export function lastWord(hay: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tail = word.length <= 3 ? '(?:s)?(?![\\p{L}\\p{N}])' : '';
  const re = new RegExp(`(?:^|[^\\p{L}\\p{N}])${escaped}${tail}`, 'gu');
  let at = -1;
  for (const match of hay.matchAll(re)) at = match.index;
  return at;
}

/**
 * A stock seed as content (Blueprint.defaultContent): its items and whatever else `more` gives, nothing
 * else listed. Follow-up edits ("remove Buy groceries") then work on what the app shows.
 */
export function seedContent(
  items: BriefItem[],
  more: Partial<Omit<BriefContent, 'items'>> = {},
): BriefContent {
  return { items, people: [], columns: [], highlights: [], hours: [], ...more };
}

/**
 * The brief's event as one line in the app's language ("September 14, 2026 · 4:00 PM · Villa Rosa,
 * Bodrum · €35"), or null when the brief gave no date.
 */
export function eventLine(spec: Pick<AppSpec, 'content' | 'language'>): string | null {
  const event = spec.content?.event;
  const parsed = parseEventDate(event?.date);
  if (!event || !parsed) return null;
  const locale = appLocale(spec);
  const { year } = parsed;
  const day = new Date(Date.UTC(year ?? 2001, parsed.month - 1, parsed.day));
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
  }).format(day);
  const [hour, minute] = (event.time ?? '').split(':').map(Number);
  // French writes a time of day "15h30", as the kit's formatClock shows it.
  const time =
    hour === undefined || minute === undefined || Number.isNaN(hour)
      ? null
      : locale.startsWith('fr')
        ? `${hour}h${String(minute).padStart(2, '0')}`
        : new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
            new Date(Date.UTC(2001, 0, 1, hour, minute)),
          );
  const price = event.price
    ? new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: event.price.currency,
        maximumFractionDigits: Number.isInteger(event.price.amount) ? 0 : 2,
      }).format(event.price.amount)
    : null;
  return [date, time, event.venue, price].filter(Boolean).join(' · ');
}
