import { LANGUAGES } from '@atelier/contracts/constants';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@/lib/i18n';

/**
 * Every language mirrors English key for key: the core texts (index.ts) and every section module, found on
 * disk so a section added in English alone fails here. Plural texts (English `x_one` + `x_other`) must
 * carry exactly the forms Intl.PluralRules names for the language, and every text keeps English's
 * {{placeholders}} and <0>…</0> tags, since a lost one shows a raw token or drops a value on screen.
 */
const modules = import.meta.glob<{ default: unknown }>(['./*/*.ts', '!./**/*.test.ts'], { eager: true });

type Tree = { [key: string]: unknown };

function byLanguage(): Map<string, Map<string, unknown>> {
  const result = new Map<string, Map<string, unknown>>();
  for (const [file, module] of Object.entries(modules)) {
    const [, language, name] = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(file) ?? [];
    if (!language || !name) continue;
    if (!result.has(language)) result.set(language, new Map());
    result.get(language)?.set(name, module.default);
  }
  return result;
}

const files = byLanguage();
const english = files.get('en') ?? new Map<string, unknown>();
const others = LANGUAGES.filter((language) => language !== 'en');

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys English gives as a plural pair, by base name. */
function pluralBases(reference: Tree): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(reference)) {
    const base = /^(.+)_other$/.exec(key)?.[1];
    if (base && `${base}_one` in reference) bases.add(base);
  }
  return bases;
}

function expectedKeys(reference: Tree, language: string): string[] {
  const bases = pluralBases(reference);
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = Object.keys(reference).filter((key) => {
    const base = /^(.+)_[a-z]+$/.exec(key)?.[1];
    return !(base && bases.has(base));
  });
  for (const base of bases) for (const form of forms) keys.push(`${base}_${form}`);
  return keys.sort();
}

/** Walks a language's module against English, listing each mismatch as a readable line. */
function compare(
  reference: unknown,
  translated: unknown,
  language: string,
  path: string,
  problems: string[],
) {
  if (typeof reference === 'string') {
    if (typeof translated !== 'string') problems.push(`${path}: expected a text`);
    else if (translated.trim() === '') problems.push(`${path}: empty`);
    else comparePlaceholders(reference, translated, path, problems);
    return;
  }
  if (Array.isArray(reference)) {
    if (!Array.isArray(translated)) return void problems.push(`${path}: expected a list`);
    if (translated.length !== reference.length)
      problems.push(`${path}: ${translated.length} items, English has ${reference.length}`);
    reference.forEach((item, index) =>
      compare(item, translated[index], language, `${path}[${index}]`, problems),
    );
    return;
  }
  if (typeof reference === 'number' || typeof reference === 'boolean') {
    if (translated !== reference) problems.push(`${path}: must stay ${String(reference)}`);
    return;
  }
  if (!isTree(reference)) return;
  if (!isTree(translated)) return void problems.push(`${path}: expected an object`);
  const wanted = expectedKeys(reference, language);
  const actual = Object.keys(translated).sort();
  for (const key of wanted) if (!actual.includes(key)) problems.push(`${path}.${key}: missing`);
  for (const key of actual) if (!wanted.includes(key)) problems.push(`${path}.${key}: not in English`);
  const bases = pluralBases(reference);
  for (const key of wanted) {
    if (!(key in translated)) continue;
    const base = /^(.+)_[a-z]+$/.exec(key)?.[1];
    const english = base && bases.has(base) ? reference[`${base}_other`] : reference[key];
    if (base && bases.has(base)) comparePlural(String(english), translated[key], `${path}.${key}`, problems);
    else if (isStructural(key)) {
      if (translated[key] !== english) problems.push(`${path}.${key}: must stay ${JSON.stringify(english)}`);
    } else compare(english, translated[key], language, `${path}.${key}`, problems);
  }
}

/** Block fields that are not text: a block's kind, heading level and link target stay as in English. */
function isStructural(key: string): boolean {
  return key === 'type' || key === 'level' || key === 'href';
}

function tokens(text: string): string[] {
  const placeholders = [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((match) => `{{${match[1]}}}`);
  const tags = [...text.matchAll(/<\/?\d+\s*\/?>/g)].map((match) => match[0].replace(/\s/g, ''));
  return [...new Set([...placeholders, ...tags])].sort();
}

function comparePlaceholders(reference: string, translated: string, path: string, problems: string[]) {
  const want = tokens(reference);
  const have = tokens(translated);
  if (want.join() !== have.join())
    problems.push(`${path}: placeholders ${have.join(' ')} ≠ English ${want.join(' ')}`);
}

/** A plural form may spell its number out ("ملف واحد", "one file"), so only {{count}} may be left out. */
function comparePlural(reference: string, translated: unknown, path: string, problems: string[]) {
  if (typeof translated !== 'string' || translated.trim() === '') return void problems.push(`${path}: empty`);
  const want = tokens(reference).filter((token) => token !== '{{count}}');
  const have = tokens(translated);
  const extra = have.filter((token) => token !== '{{count}}' && !want.includes(token));
  const missing = want.filter((token) => !have.includes(token));
  if (extra.length || missing.length)
    problems.push(`${path}: placeholders ${have.join(' ')} ≠ English ${tokens(reference).join(' ')}`);
}

describe('interface languages', () => {
  it('offers every product language in the picker, Arabic right-to-left', () => {
    expect(UI_LANGUAGES.map((language) => language.code).sort()).toEqual([...LANGUAGES].sort());
    for (const language of UI_LANGUAGES) expect(language.dir).toBe(language.code === 'ar' ? 'rtl' : 'ltr');
  });

  it('finds the English core texts and its sections', () => {
    expect([...english.keys()]).toEqual(
      expect.arrayContaining(['index', 'settings', 'workspace', 'preview']),
    );
  });

  it.each(others)('%s has every module English has', (language) => {
    expect([...(files.get(language)?.keys() ?? [])].sort()).toEqual([...english.keys()].sort());
  });

  const cases = others.flatMap((language) => [...english.keys()].map((name) => [language, name] as const));
  it.each(cases)('%s/%s has exactly the English keys, plural forms and placeholders', (language, name) => {
    const problems: string[] = [];
    compare(english.get(name), files.get(language)?.get(name), language, `${language}/${name}`, problems);
    expect(problems).toEqual([]);
  });
});

describe('the parity check itself', () => {
  it('reports a missing key, a foreign key, a lost placeholder and a missing plural form', () => {
    const problems: string[] = [];
    compare(
      { a: 'A {{name}}', b: 'B', n_one: '{{count}} file', n_other: '{{count}} files' },
      { a: 'A', c: 'C', n_one: 'один файл', n_few: '{{count}} файла', n_other: '{{count}} файла' },
      'ru',
      'x',
      problems,
    );
    expect(problems).toEqual([
      'x.b: missing',
      'x.n_many: missing',
      'x.c: not in English',
      'x.a: placeholders  ≠ English {{name}}',
    ]);
  });

  it('accepts the plural forms of Arabic and a number spelled out', () => {
    const problems: string[] = [];
    const forms = {
      zero: 'لا ملفات',
      one: 'ملف واحد',
      two: 'ملفان',
      few: '{{count}} ملفات',
      many: '{{count}} ملفًا',
    };
    compare(
      { n_one: '{{count}} file', n_other: '{{count}} files' },
      {
        ...Object.fromEntries(Object.entries(forms).map(([form, text]) => [`n_${form}`, text])),
        n_other: '{{count}} ملف',
      },
      'ar',
      'x',
      problems,
    );
    expect(problems).toEqual([]);
  });
});
