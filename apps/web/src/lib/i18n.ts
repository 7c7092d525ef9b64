/**
 * Interface languages. One folder per language under src/locales with the keys of locales/en; English
 * is bundled (it is the fallback), the others load on demand. Sections only some screens need (settings)
 * are separate modules that load with their screen. Every language has every section: a new section
 * needs its module in all six folders and a line per language in its table below.
 */
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language } from '@atelier/contracts';
import en from '@/locales/en';
import type { Translation } from '@/locales/types';
import { STORAGE_KEYS, storage } from './storage';

export const UI_LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'tr', label: 'Türkçe', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr' },
  { code: 'ru', label: 'Русский', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const satisfies readonly { code: Language; label: string; dir: 'ltr' | 'rtl' }[];

export type UiLanguage = (typeof UI_LANGUAGES)[number]['code'];

const loaders: Record<UiLanguage, () => Promise<Translation>> = {
  en: async () => en,
  tr: () => import('@/locales/tr').then((module) => module.default),
  fr: () => import('@/locales/fr').then((module) => module.default),
  es: () => import('@/locales/es').then((module) => module.default),
  ru: () => import('@/locales/ru').then((module) => module.default),
  ar: () => import('@/locales/ar').then((module) => module.default),
};

/**
 * Texts only some screens need, loaded with their screen. Each section is a module per language under
 * src/locales/{language}/{section}.ts, typed by its English module (see ../locales/types.ts). Every
 * interface language is required, so no screen silently shows English (locales/parity.test.ts checks keys).
 */
type SectionLoaders = Record<UiLanguage, () => Promise<unknown>>;

const sections = {
  settings: {
    en: () => import('@/locales/en/settings').then((module) => module.default),
    tr: () => import('@/locales/tr/settings').then((module) => module.default),
    fr: () => import('@/locales/fr/settings').then((module) => module.default),
    es: () => import('@/locales/es/settings').then((module) => module.default),
    ru: () => import('@/locales/ru/settings').then((module) => module.default),
    ar: () => import('@/locales/ar/settings').then((module) => module.default),
  },
  workspace: {
    en: () => import('@/locales/en/workspace').then((module) => module.default),
    tr: () => import('@/locales/tr/workspace').then((module) => module.default),
    fr: () => import('@/locales/fr/workspace').then((module) => module.default),
    es: () => import('@/locales/es/workspace').then((module) => module.default),
    ru: () => import('@/locales/ru/workspace').then((module) => module.default),
    ar: () => import('@/locales/ar/workspace').then((module) => module.default),
  },
  preview: {
    en: () => import('@/locales/en/preview').then((module) => module.default),
    tr: () => import('@/locales/tr/preview').then((module) => module.default),
    fr: () => import('@/locales/fr/preview').then((module) => module.default),
    es: () => import('@/locales/es/preview').then((module) => module.default),
    ru: () => import('@/locales/ru/preview').then((module) => module.default),
    ar: () => import('@/locales/ar/preview').then((module) => module.default),
  },
  content: {
    en: () => import('@/locales/en/content').then((module) => module.default),
    tr: () => import('@/locales/tr/content').then((module) => module.default),
    fr: () => import('@/locales/fr/content').then((module) => module.default),
    es: () => import('@/locales/es/content').then((module) => module.default),
    ru: () => import('@/locales/ru/content').then((module) => module.default),
    ar: () => import('@/locales/ar/content').then((module) => module.default),
  },
  legal: {
    en: () => import('@/locales/en/legal').then((module) => module.default),
    tr: () => import('@/locales/tr/legal').then((module) => module.default),
    fr: () => import('@/locales/fr/legal').then((module) => module.default),
    es: () => import('@/locales/es/legal').then((module) => module.default),
    ru: () => import('@/locales/ru/legal').then((module) => module.default),
    ar: () => import('@/locales/ar/legal').then((module) => module.default),
  },
  timeAgo: {
    en: () => import('@/locales/en/time-ago').then((module) => module.default),
    tr: () => import('@/locales/tr/time-ago').then((module) => module.default),
    fr: () => import('@/locales/fr/time-ago').then((module) => module.default),
    es: () => import('@/locales/es/time-ago').then((module) => module.default),
    ru: () => import('@/locales/ru/time-ago').then((module) => module.default),
    ar: () => import('@/locales/ar/time-ago').then((module) => module.default),
  },
  onboarding: {
    en: () => import('@/locales/en/onboarding').then((module) => module.default),
    tr: () => import('@/locales/tr/onboarding').then((module) => module.default),
    fr: () => import('@/locales/fr/onboarding').then((module) => module.default),
    es: () => import('@/locales/es/onboarding').then((module) => module.default),
    ru: () => import('@/locales/ru/onboarding').then((module) => module.default),
    ar: () => import('@/locales/ar/onboarding').then((module) => module.default),
  },
  marketing: {
    en: () => import('@/locales/en/marketing').then((module) => module.default),
    tr: () => import('@/locales/tr/marketing').then((module) => module.default),
    fr: () => import('@/locales/fr/marketing').then((module) => module.default),
    es: () => import('@/locales/es/marketing').then((module) => module.default),
    ru: () => import('@/locales/ru/marketing').then((module) => module.default),
    ar: () => import('@/locales/ar/marketing').then((module) => module.default),
  },
} satisfies Record<string, SectionLoaders>;

export type TextSection = keyof typeof sections;
const wantedSections = new Set<TextSection>();

async function ensureSection(section: TextSection, language: UiLanguage) {
  const loaded = i18n.getResource(language, 'translation', section) as unknown;
  if (loaded) return;
  const load = sections[section][language];
  i18n.addResourceBundle(language, 'translation', { [section]: await load() }, true, true);
}

/** Loads a section's texts for the current language (and any language chosen later). */
export async function loadTextSection(section: TextSection): Promise<void> {
  wantedSections.add(section);
  await ensureSection(section, currentLanguage());
}

export const FALLBACK_LANGUAGE: UiLanguage = 'en';

export function isUiLanguage(value: unknown): value is UiLanguage {
  return UI_LANGUAGES.some((language) => language.code === value);
}

/** The stored choice, else the browser's first supported language, else English. */
export function detectLanguage(
  stored: string | null = storage.get(STORAGE_KEYS.language),
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): UiLanguage {
  if (isUiLanguage(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isUiLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

function applyToDocument(language: UiLanguage) {
  if (typeof document === 'undefined') return;
  const entry = UI_LANGUAGES.find((item) => item.code === language);
  document.documentElement.lang = language;
  document.documentElement.dir = entry?.dir ?? 'ltr';
}

async function ensureBundle(language: UiLanguage) {
  // A section may have arrived first: look for the core texts themselves.
  if (i18n.getResource(language, 'translation', 'common')) return;
  i18n.addResourceBundle(language, 'translation', await loaders[language](), true, true);
}

export async function initI18n(language: UiLanguage = detectLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await setLanguage(language);
  return i18n;
}

/** Switches the interface, remembers the choice and sends it as Accept-Language from now on. */
export async function setLanguage(language: UiLanguage): Promise<void> {
  await Promise.all([
    ensureBundle(language),
    ...[...wantedSections].map((section) => ensureSection(section, language)),
  ]);
  await i18n.changeLanguage(language);
  storage.set(STORAGE_KEYS.language, language);
  applyToDocument(language);
}

export function currentLanguage(): UiLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isUiLanguage(language) ? language : FALLBACK_LANGUAGE;
}

/** The writing direction of the interface language, for widgets that lay out by it (Radix groups). */
export function useTextDirection(): 'ltr' | 'rtl' {
  const language = useLanguage();
  return UI_LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr';
}

/** The interface language, re-rendering when it changes. */
export function useLanguage(): UiLanguage {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  return isUiLanguage(language) ? language : FALLBACK_LANGUAGE;
}

export { i18n };
