/**
 * The built-in agent's model of an app: every generated project is rendered from an AppSpec, which is
 * kept in the project as `atelier.json`. Understanding a prompt means building a spec; editing a
 * project means changing its spec and rendering it again.
 *
 * Rendering = the shared project files (kit.ts: package.json, index.html, main.tsx, index.css with the
 * theme in the component kit's tokens, app-info.ts) + the blueprint's own: src/App.tsx, which hands a
 * section of the component kit (packages/app-kit, `@/components/sections/…`) its schema, and
 * src/app-schema.ts, that schema as JSON typed by the kit (`@/lib/…`). The builder copies in the kit
 * files the project imports; the person's words only ever become data.
 */
import type { DataRules, Language } from '@atelier/contracts';
import type { BriefContent } from './brief-content.ts';
import type { CollectionBrief } from './collection-brief.ts';

export const APP_KINDS = [
  'landing',
  'portfolio',
  'blog',
  'store',
  'restaurant',
  'todo',
  'kanban',
  'notes',
  'habits',
  'fitness',
  'budget',
  'dashboard',
  'booking',
  'quiz',
  'recipes',
  'generic',
] as const;
export type AppKind = (typeof APP_KINDS)[number];

/** Cross-cutting abilities a blueprint composes in where they fit. */
export const FEATURES = [
  'search',
  'filters',
  'forms',
  'persistence',
  'dark-toggle',
  'charts',
  'pages',
  'export',
] as const;
export type Feature = (typeof FEATURES)[number];

export interface Theme {
  mode: 'light' | 'dark';
  /** Hex colours, e.g. "#6366f1". */
  primary: string;
  accent: string;
  font: 'sans' | 'serif' | 'mono' | 'rounded';
  radius: 'none' | 'md' | 'lg' | 'full';
}

/** The languages a generated app's own texts come in: all of the interface's (lexicon/). */
export type AppLanguage = Language;

export interface AppSpec {
  version: 1;
  kind: AppKind;
  /** The product's name as people see it ("Habit Hero"). */
  name: string;
  /** One line on what it is, shown in the hero/header. */
  tagline: string;
  /** Who it is for, when the prompt says ("for students"). */
  audience: string | null;
  /** The language of the app's own texts. */
  language: AppLanguage;
  theme: Theme;
  features: Feature[];
  /** Ordered ids of the blueprint's sections (see Blueprint.sections); only known ids are rendered. */
  sections: string[];
  /** Text overrides by key ("hero.title", "cta.button", or a section id + ".title"). */
  texts: Record<string, string>;
  /** Nouns and phrases from the prompt the blueprint may use to seed content ("coffee", "yoga classes"). */
  topics: string[];
  /** The words of the request that made it. */
  prompt: string;
  /**
   * For an app that keeps track of things the person described field by field (collection-brief.ts):
   * what it keeps, the fields and what it works out. Rendered by the kit's CollectionApp section.
   */
  collection?: CollectionBrief;
  /**
   * The concrete things the brief listed (brief-content.ts): items with prices, people, columns,
   * features, hours. Blueprints show these in place of their stock content.
   */
  content?: BriefContent;
  /**
   * What the brief asked for that a generated app cannot do (real payments, user accounts, sending
   * notifications, outside services, AI): the plan says so before anything is built.
   */
  declined?: Declined[];
}

export const DECLINED = ['payments', 'accounts', 'notifications', 'integrations', 'ai'] as const;
export type Declined = (typeof DECLINED)[number];

export type Localized = Record<AppLanguage, string>;

/**
 * The agent's own replies (plan, cards, edit summaries) follow the person's interface language, all of
 * them, even where the app it builds falls back to English.
 */
export type ReplyLanguage = Language;

/** Every language required, so a reply text missing a translation fails to compile, not to English. */
export type ReplyTexts = Record<ReplyLanguage, string>;

export interface Blueprint {
  kind: AppKind;
  /** What it is, in a few words, for the agent's plan ("a kanban board"). */
  label: Localized;
  /** A suggested product name when the prompt names none. */
  defaultName: Localized;
  /** Sections a person can add or remove, in their default order; `defaultSections` is a subset. */
  sections: { id: string; label: Localized }[];
  defaultSections: string[];
  defaultFeatures: Feature[];
  defaultTheme: Pick<Theme, 'primary' | 'accent'> & Partial<Theme>;
  /** The blueprint's own files (at least src/App.tsx), path -> text. Must not return kit paths. */
  render(spec: AppSpec, context?: RenderContext): Record<string, string>;
  /**
   * What the publishable key may do in each collection the app writes when it has a backend: sent with
   * the answer (data_rules) and applied by the api (docs/security.md).
   */
  dataRules?: DataRules | ((spec: AppSpec) => DataRules | undefined);
  /**
   * What the app lists when its brief listed nothing (its stock plans, menu, services, columns), in
   * the spec's language, so a follow-up can edit them like listed content (content-edit.ts).
   */
  defaultContent?(spec: AppSpec): BriefContent;
}

/** What a project is rendered with besides its spec: what belongs to the project, not to the app's idea. */
export interface RenderContext {
  /**
   * The project's data API (docs/data-api.md), for apps that keep shared data; absent, such apps keep
   * everything in the visitor's browser. `key` is the publishable key: the only key an app may ship.
   */
  backend?: { url: string; key: string };
}

/** Picks the spec's language from a localized pair. */
export function pick(spec: Pick<AppSpec, 'language'>, text: Localized): string {
  return text[spec.language] ?? text.en;
}

/** A JS string literal for generated code: user text never becomes code. */
export function lit(value: string): string {
  return JSON.stringify(value);
}

/** A spec text override, or the default. */
export function text(spec: AppSpec, key: string, fallback: Localized): string {
  return spec.texts[key] ?? pick(spec, fallback);
}

export function has(spec: AppSpec, feature: Feature): boolean {
  return spec.features.includes(feature);
}

export function sectionOn(spec: AppSpec, id: string): boolean {
  return spec.sections.includes(id);
}

/** A text that reads the same in every language (a name, the person's own words). */
export function same(value: string): Localized {
  return { en: value, tr: value, fr: value, es: value, ru: value, ar: value };
}

/** Fills "{name}" placeholders of a lexicon text: fill(pick(spec, L.partOf), { name: spec.name }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}

/**
 * How an app in each language formats and prices things: the locale for Intl, the currency amounts
 * carry when the brief names none, and the writing direction of the page.
 */
export const APP_LOCALES: Record<AppLanguage, { locale: string; currency: string; dir: 'ltr' | 'rtl' }> = {
  en: { locale: 'en-US', currency: 'USD', dir: 'ltr' },
  tr: { locale: 'tr-TR', currency: 'TRY', dir: 'ltr' },
  fr: { locale: 'fr-FR', currency: 'EUR', dir: 'ltr' },
  es: { locale: 'es-ES', currency: 'EUR', dir: 'ltr' },
  ru: { locale: 'ru-RU', currency: 'RUB', dir: 'ltr' },
  // Arabic with Western digits, as the person types prices and times ("8 ريال").
  ar: { locale: 'ar-u-nu-latn', currency: 'SAR', dir: 'rtl' },
};

export function appLocale(spec: Pick<AppSpec, 'language'>): string {
  return APP_LOCALES[spec.language].locale;
}

export function appCurrency(spec: Pick<AppSpec, 'language'>): string {
  return APP_LOCALES[spec.language].currency;
}

/** The person's own text in every language when there is one, the lexicon's otherwise. */
export function ownOr(value: string | null | undefined, fallback: Localized): Localized {
  return value?.trim() ? same(value.trim()) : fallback;
}

/** A lexicon text with its placeholders filled, in every language. */
export function filled(template: Localized, values: Record<string, string | number>): Localized {
  const out = { ...template };
  for (const language of Object.keys(out) as AppLanguage[]) out[language] = fill(out[language], values);
  return out;
}
