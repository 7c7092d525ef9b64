/**
 * Interface languages. One folder per language under src/locales with the keys of locales/en; English
 * is bundled (it is the fallback), the others load on demand. Sections only some screens need (settings)
 * are separate modules that load with their screen. Adding fr/es/ru/ar means adding its folder and one
 * line in each table below.
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
] as const satisfies readonly { code: Language; label: string; dir: 'ltr' | 'rtl' }[];

export type UiLanguage = (typeof UI_LANGUAGES)[number]['code'];

const loaders: Record<UiLanguage, () => Promise<Translation>> = {
  en: async () => en,
  tr: () => import('@/locales/tr').then((module) => module.default),
};

/**
 * Texts only some screens need, loaded with their screen. Each section is a module per language under
 * src/locales/{language}/{section}.ts, typed by its English module (see ../locales/types.ts); English
 * is required, and a language whose module is missing falls back to English.
 */
type SectionLoaders = { en: () => Promise<unknown> } & Partial<Record<UiLanguage, () => Promise<unknown>>>;

const sections = {
  settings: {
    en: () => import('@/locales/en/settings').then((module) => module.default),
    tr: () => import('@/locales/tr/settings').then((module) => module.default),
  },
} satisfies Record<string, SectionLoaders>;

export type TextSection = keyof typeof sections;
const wantedSections = new Set<TextSection>();

async function ensureSection(section: TextSection, language: UiLanguage) {
  const loaded = i18n.getResource(language, 'translation', section) as unknown;
  if (loaded) return;
  const loaders: SectionLoaders = sections[section];
  const load = loaders[language] ?? loaders.en;
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

/** The interface language, re-rendering when it changes. */
export function useLanguage(): UiLanguage {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  return isUiLanguage(language) ? language : FALLBACK_LANGUAGE;
}

export { i18n };
