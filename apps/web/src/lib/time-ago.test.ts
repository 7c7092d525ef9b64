import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '@/locales/ar/time-ago';
import en from '@/locales/en/time-ago';
import es from '@/locales/es/time-ago';
import fr from '@/locales/fr/time-ago';
import ru from '@/locales/ru/time-ago';
import tr from '@/locales/tr/time-ago';
import type { TimeAgoTranslation } from '@/locales/types';
import { formatTimeAgo, formatTimeAgoIntl, timeAgoOf } from './time-ago';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
const MIN = 60;
const HOUR = 3600;
const DAY = 86400;

const LANGUAGES: Record<string, TimeAgoTranslation> = { en, tr, fr, es, ru, ar };
const UNITS = ['minutes', 'hours', 'days', 'weeks', 'months', 'years'] as const;

async function translator(language: string): Promise<TFunction> {
  const instance = createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { translation: { timeAgo: LANGUAGES[language] } } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('timeAgoOf', () => {
  it.each([
    [0, { kind: 'justNow' }],
    [59, { kind: 'justNow' }],
    [MIN, { kind: 'minutes', count: 1 }],
    [59 * MIN + 59, { kind: 'minutes', count: 59 }],
    [HOUR, { kind: 'hours', count: 1 }],
    [23 * HOUR, { kind: 'hours', count: 23 }],
    [DAY, { kind: 'yesterday' }],
    [2 * DAY - 1, { kind: 'yesterday' }],
    [2 * DAY, { kind: 'days', count: 2 }],
    [6 * DAY, { kind: 'days', count: 6 }],
    [7 * DAY, { kind: 'weeks', count: 1 }],
    [29 * DAY, { kind: 'weeks', count: 4 }],
    [30 * DAY, { kind: 'months', count: 1 }],
    [364 * DAY, { kind: 'months', count: 12 }],
    [365 * DAY, { kind: 'years', count: 1 }],
    [3 * 365 * DAY, { kind: 'years', count: 3 }],
  ])('%i seconds ago is %o', (seconds, expected) => {
    expect(timeAgoOf(ago(seconds), NOW)).toEqual(expected);
  });

  it('reads a moment slightly in the future as just now', () => {
    expect(timeAgoOf(ago(-30), NOW)).toEqual({ kind: 'justNow' });
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(timeAgoOf(null, NOW)).toBeNull();
    expect(timeAgoOf('', NOW)).toBeNull();
    expect(timeAgoOf('not a date', NOW)).toBeNull();
  });
});

describe('formatTimeAgo', () => {
  it('labels every step in English', async () => {
    const t = await translator('en');
    expect(formatTimeAgo(t, ago(10), NOW)).toBe('just now');
    expect(formatTimeAgo(t, ago(MIN), NOW)).toBe('1 minute ago');
    expect(formatTimeAgo(t, ago(5 * MIN), NOW)).toBe('5 minutes ago');
    expect(formatTimeAgo(t, ago(3 * HOUR), NOW)).toBe('3 hours ago');
    expect(formatTimeAgo(t, ago(DAY + HOUR), NOW)).toBe('yesterday');
    expect(formatTimeAgo(t, ago(4 * DAY), NOW)).toBe('4 days ago');
    expect(formatTimeAgo(t, ago(14 * DAY), NOW)).toBe('2 weeks ago');
    expect(formatTimeAgo(t, ago(60 * DAY), NOW)).toBe('2 months ago');
    expect(formatTimeAgo(t, ago(365 * DAY), NOW)).toBe('1 year ago');
    expect(formatTimeAgo(t, undefined, NOW)).toBe('');
  });

  it('uses the Russian one, few and many forms', async () => {
    const t = await translator('ru');
    expect(formatTimeAgo(t, ago(MIN), NOW)).toBe('1 минуту назад');
    expect(formatTimeAgo(t, ago(3 * MIN), NOW)).toBe('3 минуты назад');
    expect(formatTimeAgo(t, ago(5 * MIN), NOW)).toBe('5 минут назад');
    expect(formatTimeAgo(t, ago(21 * HOUR), NOW)).toBe('21 час назад');
    expect(formatTimeAgo(t, ago(2 * 365 * DAY), NOW)).toBe('2 года назад');
    expect(formatTimeAgo(t, ago(5 * 365 * DAY), NOW)).toBe('5 лет назад');
    expect(formatTimeAgo(t, ago(DAY), NOW)).toBe('вчера');
  });

  it('uses the Arabic one, two, few and many forms', async () => {
    const t = await translator('ar');
    expect(formatTimeAgo(t, ago(MIN), NOW)).toBe('منذ دقيقة واحدة');
    expect(formatTimeAgo(t, ago(2 * HOUR), NOW)).toBe('منذ ساعتين');
    expect(formatTimeAgo(t, ago(3 * DAY), NOW)).toBe('منذ 3 أيام');
    expect(formatTimeAgo(t, ago(11 * MIN), NOW)).toBe('منذ 11 دقيقة');
    expect(formatTimeAgo(t, ago(5), NOW)).toBe('الآن');
  });

  it('speaks French, Spanish and Turkish', async () => {
    expect(formatTimeAgo(await translator('fr'), ago(2 * HOUR), NOW)).toBe('il y a 2 heures');
    expect(formatTimeAgo(await translator('fr'), ago(1 * HOUR), NOW)).toBe('il y a 1 heure');
    expect(formatTimeAgo(await translator('es'), ago(21 * DAY), NOW)).toBe('hace 3 semanas');
    expect(formatTimeAgo(await translator('tr'), ago(40 * DAY), NOW)).toBe('1 ay önce');
  });

  it('has every plural form each language needs, for every unit', () => {
    for (const [language, texts] of Object.entries(LANGUAGES)) {
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const unit of UNITS) {
        for (const form of forms) {
          const key = `${unit}_${form}` as keyof TimeAgoTranslation;
          expect(texts[key], `${language} ${key}`).toBeTruthy();
        }
      }
    }
  });
});

describe('formatTimeAgoIntl', () => {
  it('stands in with the browser wording before the texts load', () => {
    expect(formatTimeAgoIntl('en', ago(DAY), NOW)).toBe('yesterday');
    expect(formatTimeAgoIntl('en', ago(3 * HOUR), NOW)).toBe('3 hours ago');
  });
});
