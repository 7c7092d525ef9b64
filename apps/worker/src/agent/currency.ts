/**
 * The currencies a brief writes its prices in, by sign, code or word in the six languages: one table
 * for the readers of listed content (brief-content.ts) and of fields (collection-brief.ts).
 */

/** Each currency's words (a regex source) and its ISO code; the first that matches wins. */
export const CURRENCY_WORDS: [string, string][] = [
  ['\\$|usd|us dollars?|dollars?|dolar|d[óo]lares|доллар\\p{L}*|دولار\\p{L}*', 'USD'],
  ['€|eur|euros?|евро|يورو', 'EUR'],
  ['£|gbp|pounds?|sterling', 'GBP'],
  ['₺|tl|try|lira|türk lirası|ليرة', 'TRY'],
  // "руб.", "рублей", but not "Рубинштейна".
  ['₽|rub|руб(?:л\\p{L}*)?\\.?|р\\.|روبل', 'RUB'],
  ['¥|jpy|yen', 'JPY'],
  ['₹|inr|rupees?', 'INR'],
  ['chf|francs?', 'CHF'],
  ['cad|c\\$', 'CAD'],
  ['aud|a\\$', 'AUD'],
  ['sar|ر\\.س|ريال\\p{L}*', 'SAR'],
  // Before the dirham named alone, which is the Emirates'.
  ['mad|dirhams? marocains?|(?:ال)?درهم (?:ال)?مغربي', 'MAD'],
  ['aed|د\\.إ|درهم\\p{L}*', 'AED'],
  ['egp|e£|ج\\.م|جنيه\\p{L}*', 'EGP'],
  ['mxn|pesos? mexicanos?', 'MXN'],
  ['ars|pesos? argentinos?', 'ARS'],
  ['cop|pesos? colombianos?', 'COP'],
  ['clp|pesos? chilenos?', 'CLP'],
  ['kwd|د\\.ك|دينار كويتي', 'KWD'],
  // A dinar named alone is Jordan's, the most common in briefs; Kuwait's says so above.
  ['jod|dinars?|د\\.ا|دينار\\p{L}*|دنانير', 'JOD'],
];
/** Each currency's words as a whole-string match, in CURRENCY_WORDS order. */
const CURRENCY_CODES: [RegExp, string][] = CURRENCY_WORDS.map(([source, code]) => [
  new RegExp(`^(?:${source})$`, 'iu'),
  code,
]);

/** Currencies written with the same sign or word, which the brief may name once for all. */
export const SIGN_FAMILY: Record<string, string> = {
  USD: '$',
  CAD: '$',
  AUD: '$',
  MXN: '$',
  ARS: '$',
  COP: '$',
  CLP: '$',
  AED: 'dirham',
  MAD: 'dirham',
  JOD: 'dinar',
  KWD: 'dinar',
  GBP: 'pound',
  EGP: 'pound',
};

export function currencyOf(symbol: string): string {
  for (const [pattern, code] of CURRENCY_CODES) if (pattern.test(symbol.trim())) return code;
  return 'USD';
}

/**
 * The first currency a text names anywhere in it ("price (€)", "yearly fee in dollars", "مثال: 45
 * درهم"), if any. A code in lower case ("try", "mad") counts only beside an amount ("450 tl").
 */
export function currencyIn(text: string): string | undefined {
  for (const [source, code] of CURRENCY_WORDS) {
    const pattern = new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, 'giu');
    for (const match of text.matchAll(pattern)) {
      const around = text.slice(Math.max(0, match.index - 2), match.index + match[0].length + 2);
      if (/^[a-z]{2,3}$/.test(match[0]) && !/\d/.test(around)) continue;
      return code;
    }
  }
  return undefined;
}
