import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@atelier/contracts';

/** The first supported language of an Accept-Language header ("tr-TR,tr;q=0.9,en;q=0.8"). */
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
  const found = ranked.find((r) => (LANGUAGES as readonly string[]).includes(r.base));
  return (found?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
