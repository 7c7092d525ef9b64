import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@atelier/contracts';

/**
 * The preferred supported language of an Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.8"): highest
 * q first, regional tags by their base language (fr-CA is fr, ar-EG is ar).
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  // q=0 means "not this one" (RFC 9110), so such a language is never chosen.
  const found = ranked.find((r) => r.q > 0 && (LANGUAGES as readonly string[]).includes(r.base));
  return (found?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
