/** Values as the person reads them, in the schema's language: days, times, money, numbers with units. */
import type { CollectionSchema, FieldDef } from '@/lib/collection';
import { dayTime } from '@/components/sections/collection/logic';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format as T;
}

/** A YYYY-MM-DD day in the medium style ("Mar 4, 2026"); formatted at UTC so it never shifts a day. */
export function formatDay(locale: string, day: string): string {
  const time = dayTime(day);
  if (time === null) return day;
  return cached(
    `day:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  ).format(time);
}

/** An HH:MM time in the language's short style ("9:30 AM", "09:30"). */
export function formatTime(locale: string, time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  return cached(
    `time:${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }),
  ).format(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
}

export function formatNumber(
  locale: string,
  value: number,
  maximumFractionDigits = 2,
  useGrouping = true,
): string {
  return cached(
    `number:${locale}:${maximumFractionDigits}:${useGrouping}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits, useGrouping }),
  ).format(value);
}

/** An amount in the field's currency; a plain two-decimal number when the code is missing or unknown. */
export function formatMoney(locale: string, value: number, currency: string | undefined): string {
  if (currency) {
    try {
      return cached(
        `money:${locale}:${currency}`,
        () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
      ).format(value);
    } catch {
      // An unknown currency code: fall through to a plain amount.
    }
  }
  return cached(
    `amount:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(value);
}

/** The unit after an interval's value: the schema's word for days, the field's unit, else "days". */
export function intervalUnit(schema: CollectionSchema, field: FieldDef): string {
  return schema.texts.days ?? field.unit ?? 'days';
}

/**
 * A number with its field's unit ("1,250 km"), an interval with its unit ("7 days"). A number without a
 * unit is shown ungrouped: it is more often a year or a catalogue number than an amount.
 */
export function formatQuantity(schema: CollectionSchema, field: FieldDef, value: number): string {
  const unit = field.type === 'interval' ? intervalUnit(schema, field) : field.unit;
  const number = formatNumber(schema.locale, value, 2, Boolean(unit) || field.type === 'interval');
  return unit ? `${number} ${unit}` : number;
}
