/**
 * The texts generated apps show, one file per language: en.ts gives the shape (every namespace a
 * blueprint or the kit, every key one text or a small structure of texts), and each other language
 * `satisfies` it, so a missing or extra text fails to compile. Languages other than English and Turkish
 * also translate the blueprints' sample content there (`frSeeds`, …). A new language is one file here
 * plus its entries in LEXICONS and SEEDS (docs/built-in-agent.md, "The app's languages"). One
 * namespace is read, not shown: `edits`, the words follow-up requests are read by (edit-words.ts).
 */
import type { AppLanguage, Localized } from '../spec.ts';
import { ar, arSeeds } from './ar.ts';
import { en } from './en.ts';
import { es, esSeeds } from './es.ts';
import { fr, frSeeds } from './fr.ts';
import { ru, ruSeeds } from './ru.ts';
import { tr } from './tr.ts';

export type Lexicon = typeof en;
export type Namespace = keyof Lexicon;

export const LEXICONS: Record<AppLanguage, Lexicon> = { en, tr, fr, es, ru, ar };

/**
 * Sample content (stock products, dishes, posts, questions) is written in the blueprints as English and
 * Turkish pairs; the other languages translate it here, keyed by the English text, as gettext does.
 */
export const SEEDS: Record<Exclude<AppLanguage, 'en' | 'tr'>, Readonly<Record<string, string>>> = {
  fr: frSeeds,
  es: esSeeds,
  ru: ruSeeds,
  ar: arSeeds,
};

type Localize<T> = { [K in keyof T]: T[K] extends string ? Localized : Record<AppLanguage, T[K]> };

/** One namespace's texts, each as a Localized (`pick(spec, L.addTask)`). */
export function localized<N extends Namespace>(namespace: N): Localize<Lexicon[N]> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [language, lexicon] of Object.entries(LEXICONS)) {
    for (const [key, value] of Object.entries(lexicon[namespace])) (out[key] ??= {})[language] = value;
  }
  return out as Localize<Lexicon[N]>;
}
