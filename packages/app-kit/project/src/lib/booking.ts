/**
 * A booking site (BookingApp) described as data: its frame, the sections in order, what can be booked
 * (services with a length, or dated events with seats), the bookable week, the team, the contact and
 * hours line, the questions and answers, where a visitor's bookings are kept, the app's shared data API
 * when it has one and every text it shows. The built-in agent writes one as JSON.
 */
import type { AppFrame, SectionSlot } from '@/lib/app-frame';

export type BookingSectionId = 'hero' | 'services' | 'book' | 'my-bookings' | 'team' | 'faq';

/** The pictures an offering can have (lucide icons, drawn by the booking's OfferingIcon). */
export type OfferingIconName =
  | 'Activity'
  | 'Amphora'
  | 'Baby'
  | 'Brush'
  | 'Calculator'
  | 'CalendarCheck'
  | 'CalendarDays'
  | 'Camera'
  | 'ChefHat'
  | 'Code'
  | 'Dog'
  | 'Droplets'
  | 'Dumbbell'
  | 'Flame'
  | 'GraduationCap'
  | 'Heart'
  | 'Languages'
  | 'Leaf'
  | 'MessageCircle'
  | 'Mic'
  | 'Moon'
  | 'Music'
  | 'Palette'
  | 'PartyPopper'
  | 'Phone'
  | 'Piano'
  | 'Scissors'
  | 'Sparkles'
  | 'Stethoscope'
  | 'Sun'
  | 'Ticket'
  | 'User'
  | 'Users'
  | 'Wind'
  | 'Wrench';

/** Something to book: a service (a length, any free time in the week) or an event (one date and time). */
export interface Offering {
  id: string;
  name: string;
  /** Empty when the brief gave none. */
  description: string;
  icon: OfferingIconName;
  /** Null when the brief gave no price; 0 is free. */
  price: number | null;
  /** A session's length in minutes. */
  minutes: number;
  /** Events: the day ("YYYY-MM-DD"), or empty for `daysAhead` days after today. */
  date: string;
  daysAhead: number;
  /**
   * A class held every week on this day (Sunday 0 to Saturday 6): it happens next on the first such
   * day from today, over `date` and `daysAhead`.
   */
  weekday?: number;
  /** Events: the start time ("HH:MM"), where, and how many seats there are. */
  time: string;
  venue: string;
  capacity: number;
  /** Who leads it, or empty. */
  host: string;
}

/** What a question of the form takes: a kind of control (collection field types, narrowed). */
export type QuestionType =
  'text' | 'longtext' | 'number' | 'phone' | 'email' | 'date' | 'time' | 'choice' | 'boolean';

/**
 * A question the brief asked the form to put besides name and email ("number of guests", "allergies",
 * "experience level"): optional, answered in the visitor's words.
 */
export interface BookingQuestion {
  id: string;
  label: string;
  type: QuestionType;
  /** For 'choice': the options, in order. */
  options?: string[];
}

/** A time a visitor booked, or seats for an event. */
export interface Booking {
  id: string;
  offeringId: string;
  /** "YYYY-MM-DD" and "HH:MM" */
  date: string;
  time: string;
  name: string;
  email: string;
  tickets: number;
  notes: string;
  /** The answers to the form's own questions, each with the question as it was asked. */
  answers?: { label: string; value: string }[];
  /** The ids of its records in the shared data API, once sent. */
  shared?: { booking?: string; slot?: string };
}

/** A time (services) or seats (events) someone else booked, read from the shared data. */
export interface Taken {
  offeringId: string;
  date: string;
  time: string;
  tickets: number;
  bookingId: string;
}

/** Opening and closing time ("HH:MM"; a close at or before the opening runs to midnight), or closed. */
export type DayHours = { open: string; close: string } | null;

export interface BookingTexts {
  /** The heading of an event's programme, over the tickets. */
  programTitle: string;
  /** The heading of the passes' prices. */
  pricesTitle: string;
  heroEyebrow: string;
  heroTitle: string;
  heroSubtitle: string;
  heroCta: string;
  /** A session's length, with {n} for the minutes. */
  minutes: string;
  free: string;
  select: string;
  /** The accessible name of a service's button, with {name}. */
  selectLabel: string;
  selected: string;
  /** Events: the card's button, and its accessible name with {name}. */
  rsvp: string;
  rsvpLabel: string;
  /** Seats an event has left, with {n}. */
  spotsLeft: string;
  soldOut: string;
  fieldService: string;
  dateLabel: string;
  timeLabel: string;
  closedDay: string;
  taken: string;
  dayOver: string;
  todayOver: string;
  noSlots: string;
  fieldName: string;
  fieldEmail: string;
  fieldTickets: string;
  fieldNotes: string;
  /** A booking in one line, with {service}, {date} and {time}. */
  summary: string;
  /** The services form's submit button. */
  book: string;
  /** The events form's submit button. */
  confirmRsvp: string;
  errService: string;
  errDate: string;
  errTime: string;
  errName: string;
  errEmail: string;
  errTickets: string;
  /** Said once a time is booked, with {summary} and {email}. */
  booked: string;
  /** Said once seats are taken, with {count} and {event}. */
  rsvped: string;
  noBookings: string;
  noBookingsHint: string;
  cancel: string;
  /** The accessible name of a booking's cancel button, with {name} and {date}. */
  cancelLabel: string;
  cancelled: string;
  /** More than one ticket, with {n}. */
  tickets: string;
  oneTicket: string;
  downloadIcs: string;
  /** The label of the hours and contact line under the hero. */
  infoTitle: string;
}

export interface BookingSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<BookingSectionId>[];
  /** Services are booked by day and time; events by seats. */
  mode: 'services' | 'events';
  /** A calendar file for each booking. */
  features: { export: boolean };
  /** Where the visitor's bookings are kept ("{slug}:{key}"). */
  storage: { key: string };
  /** ISO 4217 code the prices are in. */
  currency: string;
  offerings: Offering[];
  /** An event's programme as the brief wrote it: what happens at what time (HH:MM); absent: none. */
  program?: { time: string; title: string }[];
  /**
   * Prices that are not one booking's (a drop-in, a pass of ten classes, a month unlimited), shown over
   * what can be booked; absent: none.
   */
  passes?: { name: string; price: number }[];
  team: { name: string; role: string }[];
  /** What the form asks besides name and email; absent: nothing more. */
  questions?: BookingQuestion[];
  /** Seven days, Sunday first (as Date.getDay() counts): when services can be booked. */
  hours: DayHours[];
  /** The hours as written and the contact, shown under the hero; an empty string is left out. */
  info: { hours: string; address: string; phone: string; email: string };
  faq: { q: string; a: string }[];
  /**
   * The project's data API (docs/data-api.md) with its publishable key: every booking reaches the owner
   * and takes its time for everyone. Null keeps everything in this browser.
   */
  backend: { url: string; key: string } | null;
  texts: BookingTexts;
}
