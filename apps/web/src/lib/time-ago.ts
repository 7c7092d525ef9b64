/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago" in the interface language (content §9). The words
 * come from the `timeAgo` text section, whose plural forms follow each language's Intl.PluralRules
 * (Arabic has six, Russian four); until that section is loaded, Intl.RelativeTimeFormat stands in.
 */
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadTextSection } from './i18n';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeAgoUnit = 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';
export type TimeAgo = { kind: 'justNow' } | { kind: 'yesterday' } | { kind: TimeAgoUnit; count: number };

/** Which label a moment gets, seen from `now`; null for a missing or unreadable date. */
export function timeAgoOf(iso: string | null | undefined, now: number = Date.now()): TimeAgo | null {
  if (!iso) return null;
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  // A clock a little ahead of ours still reads as "just now" rather than a future time.
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  if (seconds < MINUTE) return { kind: 'justNow' };
  if (seconds < HOUR) return { kind: 'minutes', count: Math.floor(seconds / MINUTE) };
  if (seconds < DAY) return { kind: 'hours', count: Math.floor(seconds / HOUR) };
  const days = Math.floor(seconds / DAY);
  if (days === 1) return { kind: 'yesterday' };
  if (days < 7) return { kind: 'days', count: days };
  if (days < 30) return { kind: 'weeks', count: Math.floor(days / 7) };
  if (days < 365) return { kind: 'months', count: Math.max(1, Math.floor(days / 30)) };
  return { kind: 'years', count: Math.floor(days / 365) };
}

const INTL_UNITS: Record<TimeAgoUnit, Intl.RelativeTimeFormatUnit> = {
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
  weeks: 'week',
  months: 'month',
  years: 'year',
};

/** The label through the `timeAgo` texts of `t`'s language. */
export function formatTimeAgo(
  t: TFunction,
  iso: string | null | undefined,
  now: number = Date.now(),
): string {
  const ago = timeAgoOf(iso, now);
  if (!ago) return '';
  if (ago.kind === 'justNow') return t('timeAgo.justNow');
  if (ago.kind === 'yesterday') return t('timeAgo.yesterday');
  return t(`timeAgo.${ago.kind}`, { count: ago.count });
}

// Making a formatter costs far more than using one (milliseconds each on a phone, once per card).
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(language: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  return format;
}

/** The same label from the browser's own wording, for the moment before the texts arrive. */
export function formatTimeAgoIntl(
  language: string,
  iso: string | null | undefined,
  now: number = Date.now(),
) {
  const ago = timeAgoOf(iso, now);
  if (!ago) return '';
  const format = relativeFormat(language);
  if (ago.kind === 'justNow') return format.format(0, 'second');
  if (ago.kind === 'yesterday') return format.format(-1, 'day');
  return format.format(-ago.count, INTL_UNITS[ago.kind]);
}

/** A formatter for time-ago labels that loads its texts on first use and re-renders once they are in. */
export function useTimeAgo(): (iso: string | null | undefined, now?: number) => string {
  const { t, i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('timeAgo.justNow'));
  useEffect(() => {
    if (ready) return;
    let active = true;
    loadTextSection('timeAgo')
      .then(() => active && setReady(true))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [ready]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (iso, now) => (ready ? formatTimeAgo(t, iso, now) : formatTimeAgoIntl(language, iso, now));
}
