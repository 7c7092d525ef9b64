import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@atelier/contracts/constants';
import ar from '@/locales/ar';
import arSettings from '@/locales/ar/settings';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { api } from './api-client';
import { currentLanguage, detectLanguage, i18n, loadTextSection, setLanguage } from './i18n';

describe('interface languages', () => {
  afterEach(() => setLanguage('en'));

  it.each(LANGUAGES)('switches to %s, remembers it and sends it as Accept-Language', async (language) => {
    await setLanguage(language);
    expect(currentLanguage()).toBe(language);
    expect(localStorage.getItem('i18nextLng')).toBe(language);
    expect(document.documentElement.lang).toBe(language);
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');

    const { calls } = mockFetch({ 'GET /api/profile': () => jsonResponse(200, envelope('PROFILE_FETCHED')) });
    await api.get('/profile');
    expect(calls[0]?.headers.get('accept-language')).toBe(language);
  });

  it('shows Arabic core and section texts, never the English fallback', async () => {
    await loadTextSection('settings');
    await setLanguage('ar');
    expect(i18n.t('header.logout')).toBe(ar.header.logout);
    expect(i18n.t('settings.title')).toBe(arSettings.title);
    expect(i18n.t('settings.title')).not.toBe('Settings');
  });

  it('picks the plural form each language needs', async () => {
    await loadTextSection('preview');
    await setLanguage('ru');
    expect(i18n.t('preview.code.lines', { count: 1 })).toBe('1 строка');
    expect(i18n.t('preview.code.lines', { count: 3 })).toBe('3 строки');
    expect(i18n.t('preview.code.lines', { count: 11 })).toBe('11 строк');
    await setLanguage('ar');
    expect(i18n.t('preview.code.lines', { count: 2 })).toBe('سطران');
    expect(i18n.t('preview.code.lines', { count: 5 })).toBe('5 أسطر');
  });

  it('detects a stored or browser language among all six, else English', () => {
    expect(detectLanguage('ru', [])).toBe('ru');
    expect(detectLanguage(null, ['ar-EG', 'en'])).toBe('ar');
    expect(detectLanguage(null, ['es-MX'])).toBe('es');
    expect(detectLanguage('de', ['fr-CA'])).toBe('fr');
    expect(detectLanguage(null, ['de-DE'])).toBe('en');
  });
});
