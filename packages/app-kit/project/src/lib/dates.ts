/**
 * Calendar days as "YYYY-MM-DD" keys in the user's local time. Arithmetic runs on UTC dates, so
 * daylight-saving changes never skip or repeat a day.
 */
export type DayKey = string;

const DAY_MS = 86_400_000;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function toDayKey(date: Date): DayKey {
  return date.getFullYear() + '-' + pad(date.getMonth() + 1) + '-' + pad(date.getDate());
}

export function todayKey(): DayKey {
  return toDayKey(new Date());
}

export function isDayKey(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value + 'T00:00:00Z'));
}

function utc(key: DayKey): number {
  return Date.parse(key + 'T00:00:00Z');
}

function fromUtc(ms: number): DayKey {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(key: DayKey, days: number): DayKey {
  return fromUtc(utc(key) + days * DAY_MS);
}

/** Whole days from a to b (positive when b is later). */
export function daysBetween(a: DayKey, b: DayKey): number {
  return Math.round((utc(b) - utc(a)) / DAY_MS);
}

/** The n days ending with `end`, oldest first. */
export function lastDays(n: number, end: DayKey = todayKey()): DayKey[] {
  return Array.from({ length: n }, (_, i) => addDays(end, i - n + 1));
}

/** The Monday of the key's week. */
export function weekStart(key: DayKey): DayKey {
  const weekday = (new Date(utc(key)).getUTCDay() + 6) % 7;
  return addDays(key, -weekday);
}

/** "YYYY-MM" of a day key. */
export function monthOf(key: DayKey): string {
  return key.slice(0, 7);
}

export function addMonths(month: string, n: number): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.getUTCFullYear() + '-' + pad(d.getUTCMonth() + 1);
}

export function formatDay(
  key: DayKey,
  locale: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(utc(key)));
}

/**
 * A time of day ("15:30") as the language writes it: French "15h30", every other language as stored.
 * Anything that is not HH:MM is shown as it is.
 */
export function formatClock(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match || !locale.toLowerCase().startsWith('fr')) return time;
  return `${Number(match[1])}h${match[2]}`;
}

export function formatMonth(
  month: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' },
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(utc(month + '-01')),
  );
}
