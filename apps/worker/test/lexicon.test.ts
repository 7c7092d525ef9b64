/**
 * The texts generated apps show, in each of the six languages: every lexicon has English's texts with
 * the same placeholders and shapes, sample content is translated for every language that needs it, and
 * a brief's own language picks the app's.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@atelier/contracts';
import { LEXICONS, SEEDS } from '../src/agent/lexicon/index.ts';
import { writtenLanguage } from '../src/agent/understand.ts';
import type { AppLanguage } from '../src/agent/spec.ts';

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(' ');
const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** Every string of a lexicon value with its path ("landing.stockPlans.1.2.0"), and the shape of the rest. */
function leaves(value: unknown, at: string, out: Map<string, unknown>): Map<string, unknown> {
  if (typeof value === 'string') out.set(at, value);
  else if (Array.isArray(value)) {
    out.set(`${at}.length`, value.length);
    value.forEach((item, index) => leaves(item, `${at}.${index}`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) leaves(item, at ? `${at}.${key}` : key, out);
  } else out.set(at, value);
  return out;
}

describe('the lexicons', () => {
  const english = leaves(LEXICONS.en, '', new Map());

  it('cover the six interface languages', () => {
    expect(Object.keys(LEXICONS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English text, placeholders and shapes kept',
    (language) => {
      const own = leaves(LEXICONS[language], '', new Map());
      expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
      const wrong: string[] = [];
      let same = 0;
      let texts = 0;
      for (const [path, value] of english) {
        const theirs = own.get(path);
        if (typeof value !== 'string') {
          if (theirs !== value) wrong.push(`${path}: ${String(theirs)} for ${String(value)}`);
          continue;
        }
        texts++;
        // A translation fills only the placeholders English is given, the same noun in either case or
        // number ("{Thing} listesi" for "Your {things}"), and never drops a count.
        const noun = (name: string) => name.toLowerCase().replace(/s$/, '');
        const given = new Set(names(value).map(noun));
        if (
          typeof theirs !== 'string' ||
          names(theirs).some((name) => !given.has(noun(name))) ||
          (given.has('n') && !names(theirs).includes('n'))
        )
          wrong.push(`${path}: "${String(theirs)}" for "${value}"`);
        else if (theirs === value) same++;
        if (typeof theirs === 'string' && theirs.trim() === '' && value.trim() !== '')
          wrong.push(`${path} is empty`);
      }
      expect(wrong).toEqual([]);
      // Names, numbers, paths and loanwords ("FAQ", "Contact") read the same; the rest is translated.
      expect(same / texts).toBeLessThan(0.08);
    },
  );

  it('translate the same sample content in every language that needs it', () => {
    const keys = Object.keys(SEEDS.fr).sort();
    expect(keys.length).toBeGreaterThan(900);
    for (const [language, seeds] of Object.entries(SEEDS)) {
      expect(Object.keys(seeds).sort(), language).toEqual(keys);
      const wrong = Object.entries(seeds).filter(
        ([en, text]) =>
          placeholders(en) !== placeholders(text) ||
          (en.match(/\n/g) ?? []).length !== (text.match(/\n/g) ?? []).length ||
          text.trim() === '',
      );
      expect(wrong, language).toEqual([]);
      const same = Object.entries(seeds).filter(([en, text]) => en === text && /\p{L}{4}/u.test(en)).length;
      expect(same / keys.length, language).toBeLessThan(0.1);
    }
  });
});

describe('writtenLanguage()', () => {
  const cases: [string, AppLanguage, AppLanguage][] = [
    ['A habit tracker for my morning routine', 'tr', 'en'],
    ['Sabah rutinim için bir alışkanlık takip uygulaması istiyorum', 'en', 'tr'],
    ['Un site pour ma boulangerie avec la carte et les horaires', 'en', 'fr'],
    ["Je veux une application pour suivre les dépenses de l'équipe", 'es', 'fr'],
    ['Una tienda en línea para mis velas con los precios', 'en', 'es'],
    ['Quiero una app para organizar las tareas del equipo', 'fr', 'es'],
    ['Сайт для моей кофейни с меню и часами работы', 'en', 'ru'],
    ['متجر إلكتروني لمخبزي مع قائمة الأسعار', 'en', 'ar'],
    // A name alone says nothing: the interface's language stays.
    ['Habit Hero', 'fr', 'fr'],
    ['Todo app', 'ru', 'ru'],
  ];
  it.each(cases)('%s (typed in %s) -> %s', (brief, typedIn, expected) => {
    expect(writtenLanguage(brief, typedIn)).toBe(expected);
  });
});
