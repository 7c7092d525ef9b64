/**
 * The booking rules, free of React: the days and free start times of a service inside the week, the
 * seats an event has left, form checks, saved bookings and a calendar file. Times run on the visitor's
 * clock, passed in as `now`. Without shared data some times look taken, the same ones on every visit.
 */
import { addDays, isDayKey, toDayKey, type DayKey } from '@/lib/dates';
import type { Booking, BookingTexts, DayHours, Offering, Taken } from '@/lib/booking';
import { isEmail } from '@/lib/forms';

/** Minutes since midnight for "HH:MM", or null. */
function toMinutes(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes < 24 * 60 ? minutes : null;
}

function clock(total: number): string {
  return String(Math.floor(total / 60)).padStart(2, '0') + ':' + String(total % 60).padStart(2, '0');
}

/** The weekday of a day key, Sunday = 0. */
export function weekdayOf(day: DayKey): number {
  return new Date(day + 'T00:00:00Z').getUTCDay();
}

/** A day's bookable span in minutes: a close at or before the opening runs to midnight. */
function spanOf(hours: readonly DayHours[], day: DayKey): [number, number] | null {
  const h = hours[weekdayOf(day)] ?? null;
  if (!h) return null;
  const open = toMinutes(h.open);
  const close = toMinutes(h.close);
  if (open === null || close === null) return null;
  return [open, close <= open ? 24 * 60 : close];
}

export function isClosed(hours: readonly DayHours[], day: DayKey): boolean {
  return spanOf(hours, day) === null;
}

/** The two weeks from today, for the day picker. */
export function nextDays(now: Date, count = 14): DayKey[] {
  const today = toDayKey(now);
  return Array.from({ length: count }, (_, i) => addDays(today, i));
}

/** A stable pseudo-random number per text. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export interface Slot {
  time: string;
  free: boolean;
}

/** What decides which times are taken: your bookings, and the shared ones when the app has shared data. */
export interface Busy {
  bookings: readonly Booking[];
  taken: readonly Taken[];
  shared: boolean;
}

export const NOBODY: Busy = { bookings: [], taken: [], shared: false };

/**
 * A service's start times on a day: from opening, every 30 minutes (an hour for longer sessions), while
 * the session ends by closing; none in the past or sooner than an hour from `now`. A time you booked, or
 * one others filled, is there but not free.
 */
export function slotsFor(
  offering: Offering,
  hours: readonly DayHours[],
  day: DayKey,
  now: Date,
  busy: Busy = NOBODY,
): Slot[] {
  if (!isDayKey(day)) return [];
  const span = spanOf(hours, day);
  const today = toDayKey(now);
  if (!span || day < today) return [];
  const earliest = day === today ? now.getHours() * 60 + now.getMinutes() + 60 : 0;
  const step = offering.minutes <= 30 ? 30 : 60;
  const slots: Slot[] = [];
  for (let t = span[0]; t + offering.minutes <= span[1]; t += step) {
    if (t < earliest) continue;
    const time = clock(t);
    const same = (b: { offeringId: string; date: string; time: string }) =>
      b.offeringId === offering.id && b.date === day && b.time === time;
    const mine = busy.bookings.some(same);
    // A class with seats is full once they are all taken; a one-to-one time once anyone took it.
    const seats = busy.taken.filter(same).reduce((sum, t) => sum + Math.max(1, t.tickets), 0);
    const others = busy.shared
      ? seats >= Math.max(1, offering.capacity)
      : offering.capacity <= 1 && hash(offering.id + day + time) % 4 === 0;
    slots.push({ time, free: !mine && !others });
  }
  return slots;
}

/** The first of the next two weeks with a free time for the service (today only while times are left). */
export function firstFreeDay(
  offering: Offering | undefined,
  hours: readonly DayHours[],
  now: Date,
  busy: Busy = NOBODY,
): DayKey {
  const days = nextDays(now);
  const open = days.filter((day) => !isClosed(hours, day));
  const free = offering
    ? open.find((day) => slotsFor(offering, hours, day, now, busy).some((slot) => slot.free))
    : undefined;
  return free ?? open[0] ?? toDayKey(now);
}

/** The day an event happens on; a weekly class's next day from today, today included. */
export function eventDate(offering: Offering, now: Date): DayKey {
  if (offering.weekday !== undefined && offering.weekday >= 0 && offering.weekday <= 6)
    return addDays(toDayKey(now), (offering.weekday - now.getDay() + 7) % 7);
  return offering.date && isDayKey(offering.date)
    ? offering.date
    : addDays(toDayKey(now), offering.daysAhead);
}

/** The seats an event has left after yours and the ones others took. */
export function spotsLeft(offering: Offering, busy: Busy): number {
  const others = busy.shared
    ? busy.taken.filter((t) => t.offeringId === offering.id).reduce((sum, t) => sum + t.tickets, 0)
    : Math.floor(offering.capacity * (0.35 + (hash(offering.id) % 40) / 100));
  const mine = busy.bookings
    .filter((b) => b.offeringId === offering.id)
    .reduce((sum, b) => sum + b.tickets, 0);
  return Math.max(0, offering.capacity - others - mine);
}

export type BookingErrors = Partial<
  Record<'service' | 'date' | 'time' | 'tickets' | 'name' | 'email', string>
>;

type ErrorTexts = Pick<
  BookingTexts,
  'errService' | 'errDate' | 'errTime' | 'errTickets' | 'errName' | 'errEmail'
>;

function personErrors(name: string, email: string, texts: ErrorTexts): BookingErrors {
  const errors: BookingErrors = {};
  if (name.trim().length < 2) errors.name = texts.errName;
  if (!isEmail(email)) errors.email = texts.errEmail;
  return errors;
}

/** What is wrong with a service booking, field by field. */
export function serviceErrors(
  values: { offering: Offering | undefined; date: DayKey; time: string; name: string; email: string },
  hours: readonly DayHours[],
  now: Date,
  busy: Busy,
  texts: ErrorTexts,
): BookingErrors {
  const errors: BookingErrors = {};
  if (!values.offering) errors.service = texts.errService;
  else {
    const slots = slotsFor(values.offering, hours, values.date, now, busy);
    if (slots.length === 0) errors.date = texts.errDate;
    else if (!slots.some((slot) => slot.time === values.time && slot.free)) errors.time = texts.errTime;
  }
  return { ...errors, ...personErrors(values.name, values.email, texts) };
}

/** What is wrong with seats for an event, field by field. */
export function eventErrors(
  values: { offering: Offering | undefined; tickets: number; name: string; email: string },
  busy: Busy,
  texts: ErrorTexts,
): BookingErrors {
  const errors: BookingErrors = {};
  if (!values.offering) errors.service = texts.errService;
  else if (values.tickets > spotsLeft(values.offering, busy)) errors.tickets = texts.errTickets;
  return { ...errors, ...personErrors(values.name, values.email, texts) };
}

/** The ticket counts the events form offers. */
export const TICKET_COUNTS: readonly number[] = [1, 2, 3, 4, 5, 6];

function isBooking(value: unknown): value is Booking {
  if (!value || typeof value !== 'object') return false;
  const b = value as Record<string, unknown>;
  return (
    typeof b.id === 'string' &&
    typeof b.offeringId === 'string' &&
    typeof b.date === 'string' &&
    isDayKey(b.date) &&
    typeof b.time === 'string' &&
    typeof b.name === 'string' &&
    typeof b.email === 'string' &&
    typeof b.tickets === 'number'
  );
}

/** The well-formed bookings of what was saved (anything else is ignored). */
export function savedBookings(value: unknown): Booking[] {
  return Array.isArray(value)
    ? value.filter(isBooking).map((b) => ({ ...b, notes: typeof b.notes === 'string' ? b.notes : '' }))
    : [];
}

/** The bookings with a new one (once: a booking already there under its id is not added again). */
export function addBooking(bookings: readonly Booking[], booking: Booking): Booking[] {
  return bookings.some((b) => b.id === booking.id) ? [...bookings] : [...bookings, booking];
}

/** The bookings without the cancelled one. */
export function cancelBooking(bookings: readonly Booking[], id: string): Booking[] {
  return bookings.filter((b) => b.id !== id);
}

/** The bookings from today on, soonest first. */
export function upcoming(bookings: readonly Booking[], now: Date): Booking[] {
  const today = toDayKey(now);
  return bookings
    .filter((b) => b.date >= today)
    .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
}

/** A calendar file (.ics) for one booking. */
export function icsText(booking: Booking, title: string, minutes: number): string {
  const day = booking.date.replace(/-/g, '');
  const start = toMinutes(booking.time) ?? 0;
  const end = (start + minutes) % (24 * 60);
  const stamp = (m: number) => clock(m).replace(':', '') + '00';
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atelier//Booking//EN',
    'BEGIN:VEVENT',
    'UID:' + booking.id,
    'DTSTART:' + day + 'T' + stamp(start),
    'DTEND:' + day + 'T' + stamp(end),
    'SUMMARY:' + title.replace(/[,;\\\n\r]/g, ' '),
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}
