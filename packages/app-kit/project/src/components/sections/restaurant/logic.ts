/**
 * The restaurant's rules, free of React: opening hours (open now, bookable times, the first open day),
 * the menu's search and filters, prices in the app's currency, reservation checks and saved reservations.
 * Times run on the visitor's clock, passed in as `now`.
 */
import { addDays, isDayKey, toDayKey, type DayKey } from '@/lib/dates';
import type { DayHours, Diet, Dish, Reservation, RestaurantTexts } from '@/lib/restaurant';

/** Minutes since midnight for "HH:MM". */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function fromMinutes(total: number): string {
  return String(Math.floor(total / 60)).padStart(2, '0') + ':' + String(total % 60).padStart(2, '0');
}

/** The weekday of a day key, Sunday = 0. */
export function weekdayOf(key: DayKey): number {
  return new Date(key + 'T00:00:00Z').getUTCDay();
}

/** Closing time in minutes since that day's midnight: past midnight when it closes at or before opening. */
function closeMinutes(hours: { open: string; close: string }): number {
  const close = toMinutes(hours.close);
  return close <= toMinutes(hours.open) ? close + 24 * 60 : close;
}

/** Until when it is open at `now` (a late night counts for the day it opened), or null when closed. */
export function openUntil(week: readonly DayHours[], now: Date): string | null {
  const minutes = now.getHours() * 60 + now.getMinutes();
  const today = week[now.getDay()] ?? null;
  if (today && minutes >= toMinutes(today.open) && minutes < closeMinutes(today)) return today.close;
  const yesterday = week[(now.getDay() + 6) % 7] ?? null;
  if (yesterday && closeMinutes(yesterday) > 24 * 60 && minutes < closeMinutes(yesterday) - 24 * 60)
    return yesterday.close;
  return null;
}

/**
 * Bookable times on a day: every 30 minutes from opening until an hour before closing (at the latest
 * 23:30), none in the past and none sooner than 30 minutes from `now`.
 */
export function slotsFor(week: readonly DayHours[], day: DayKey, now: Date): string[] {
  if (!isDayKey(day)) return [];
  const hours = week[weekdayOf(day)] ?? null;
  const today = toDayKey(now);
  if (!hours || day < today) return [];
  const earliest = day === today ? now.getHours() * 60 + now.getMinutes() + 30 : 0;
  const last = Math.min(closeMinutes(hours) - 60, 24 * 60 - 30);
  const slots: string[] = [];
  for (let t = toMinutes(hours.open); t <= last; t += 30) {
    if (t >= earliest) slots.push(fromMinutes(t));
  }
  return slots;
}

/** The first day from today (within two weeks) with a bookable time, else tomorrow. */
export function firstOpenDay(week: readonly DayHours[], now: Date): DayKey {
  const today = toDayKey(now);
  for (let offset = 0; offset < 14; offset += 1) {
    const day = addDays(today, offset);
    if (slotsFor(week, day, now).length > 0) return day;
  }
  return addDays(today, 1);
}

/** The time a new reservation starts on: 19:00 when it is free, else the first. */
export function defaultTime(slots: readonly string[]): string {
  return slots.includes('19:00') ? '19:00' : (slots[0] ?? '');
}

export interface MenuFilter {
  query: string;
  /** A course, or null for all. */
  category: string | null;
  /** Every one of them applies to the dish. */
  diets: readonly Diet[];
}

export const NO_FILTER: MenuFilter = { query: '', category: null, diets: [] };

/** The dishes that match the search and filters, in menu order. */
export function filterMenu(menu: readonly Dish[], filter: MenuFilter, locale: string): Dish[] {
  const needle = filter.query.trim().toLocaleLowerCase(locale);
  return menu.filter(
    (dish) =>
      (filter.category === null || dish.category === filter.category) &&
      filter.diets.every((diet) => dish.diets.includes(diet)) &&
      (needle === '' || `${dish.name} ${dish.description}`.toLocaleLowerCase(locale).includes(needle)),
  );
}

/** Adds a dietary filter, or takes it off when it is on. */
export function toggleDiet(diets: readonly Diet[], diet: Diet): Diet[] {
  return diets.includes(diet) ? diets.filter((d) => d !== diet) : [...diets, diet];
}

/** What a reservation form holds. */
export type ReservationValues = Omit<Reservation, 'id'>;
export type ReservationErrors = Partial<Record<'name' | 'phone' | 'date' | 'time', string>>;

/** A number a person can be called on: at least seven digits. */
export function isPhone(value: string): boolean {
  return value.replace(/\D/g, '').length >= 7;
}

/** What is wrong with a reservation, field by field (nothing when it can be booked). */
export function reservationErrors(
  values: ReservationValues,
  week: readonly DayHours[],
  now: Date,
  texts: Pick<RestaurantTexts, 'errName' | 'errPhone' | 'errDate' | 'errTime'>,
): ReservationErrors {
  const errors: ReservationErrors = {};
  if (values.name.trim().length < 2) errors.name = texts.errName;
  if (!isPhone(values.phone)) errors.phone = texts.errPhone;
  const slots = slotsFor(week, values.date, now);
  if (slots.length === 0) errors.date = texts.errDate;
  else if (!slots.includes(values.time)) errors.time = texts.errTime;
  return errors;
}

/** A fresh form: the first open day at its usual time, with the visitor's name and phone kept. */
export function blankReservation(
  week: readonly DayHours[],
  now: Date,
  keep: Pick<ReservationValues, 'name' | 'phone'> = { name: '', phone: '' },
): ReservationValues {
  const date = firstOpenDay(week, now);
  return { ...keep, date, time: defaultTime(slotsFor(week, date, now)), party: 2, notes: '' };
}

/** The party sizes the form offers; larger groups call. */
export const PARTY_SIZES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

function isReservation(value: unknown): value is Reservation {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.name === 'string' &&
    typeof r.phone === 'string' &&
    typeof r.date === 'string' &&
    isDayKey(r.date) &&
    typeof r.time === 'string' &&
    /^\d{2}:\d{2}$/.test(r.time) &&
    typeof r.party === 'number' &&
    typeof r.notes === 'string'
  );
}

/** The well-formed reservations of what was saved (anything else is ignored). */
export function savedReservations(value: unknown): Reservation[] {
  return Array.isArray(value) ? value.filter(isReservation) : [];
}

/** The reservations from today on, soonest first. */
export function upcoming(reservations: readonly Reservation[], now: Date): Reservation[] {
  const today = toDayKey(now);
  return reservations
    .filter((r) => r.date >= today)
    .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
}
