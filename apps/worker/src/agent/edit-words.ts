/**
 * The words follow-up requests are read by: the lexicons' `edits` namespace (lexicon/en.ts), one set per
 * interface language, matched over a request as the international reader folds it (intlText), with the
 * matches given back as spans of the request as written.
 */
import { LEXICONS, type Lexicon } from './lexicon/index.ts';
import type { AppLanguage } from './spec.ts';
import { regex, type IntlText, type Span } from './understand.ts';

export type EditWord = keyof Lexicon['edits'];

const LANGUAGES = Object.keys(LEXICONS) as AppLanguage[];

/**
 * One kind of edit word in every language, as a pattern. French and Spanish words are read only where
 * the request reads as French or Spanish (`latin`), as the colour words are: English has look-alikes.
 */
export function editWords(key: EditWord, latin: boolean): string {
  const id = `${key}/${latin}`;
  let source = built.get(id);
  if (source === undefined) {
    source = LANGUAGES.filter((language) => latin || (language !== 'fr' && language !== 'es'))
      .map((language) => `(?:${LEXICONS[language].edits[key].replace(/~/g, '\\p{L}*')})`)
      .join('|');
    built.set(id, source);
  }
  return source;
}

/** Patterns already joined: every edit reads them several times. */
const built = new Map<string, string>();

export interface IntlMatch extends Span {
  /** Named groups of the pattern, as spans of the request (absent when they matched nothing). */
  groups: Record<string, Span | undefined>;
}

/** Matches of a pattern starting and ending on word edges, as spans of the request as written. */
export function intlMatches(intl: IntlText, source: string): IntlMatch[] {
  const re = regex(`(?<![\\p{L}\\p{N}_])(?:${source})(?![\\p{L}\\p{N}])`, 'gdu');
  const span = (from: number, to: number): Span => {
    const start = intl.at[from] ?? (intl.at.length > 0 ? intl.at[intl.at.length - 1]! + 1 : 0);
    return { start, end: to > from ? intl.at[to - 1]! + 1 : start };
  };
  const found: IntlMatch[] = [];
  for (const match of intl.text.matchAll(re)) {
    if (match[0].length === 0) continue;
    const groups: Record<string, Span | undefined> = {};
    for (const [name, at] of Object.entries(match.indices?.groups ?? {}))
      groups[name] = at && at[1] > at[0] ? span(at[0], at[1]) : undefined;
    found.push({ ...span(match.index, match.index + match[0].length), groups });
  }
  return found;
}
