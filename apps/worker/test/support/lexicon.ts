/** What an app in one language must not show: the English and Turkish texts its lexicon translates. */
import { LEXICONS, SEEDS } from '../../src/agent/lexicon/index.ts';
import type { AppLanguage } from '../../src/agent/spec.ts';

export type OtherLanguage = Exclude<AppLanguage, 'en' | 'tr'>;

/** Every string in a lexicon value, by path. */
function strings(value: unknown, at = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(at, value);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) strings(item, `${at}.${key}`, out);
  return out;
}

/**
 * English and Turkish texts of two words or more (no placeholders) that `language` says otherwise:
 * interface texts and sample content alike.
 */
export function foreignTexts(language: OtherLanguage): string[] {
  const own = strings(LEXICONS[language]);
  const out = new Set<string>();
  // Phrases, not names: a person's or place's name ("Deniz Yılmaz") may stay as it is.
  const phrase = (text: string) =>
    /\p{L}+\s+\p{L}+/u.test(text) && !/\{\w+\}/.test(text) && !/^(\p{Lu}[\p{L}.'-]*\s*)+$/u.test(text);
  for (const other of ['en', 'tr'] as const) {
    for (const [path, text] of strings(LEXICONS[other]))
      if (own.get(path) !== text && phrase(text)) out.add(text);
  }
  for (const [english, text] of Object.entries(SEEDS[language]))
    if (english !== text && phrase(english)) out.add(english);
  return [...out];
}
