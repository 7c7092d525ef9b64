// The booking site rendered on the server for a salon (services by day and time) and a concert (an event
// with seats), on one page and on its own pages, at fixed clocks: the services, the day and time buttons,
// the labelled form, the saved bookings with cancel, the team and questions; and the rules it runs on
// (start times inside the week, past and taken times, the first free day, seats left, form checks).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BookingApp } from '@/components/sections/booking-app';
import {
  NOBODY,
  addBooking,
  cancelBooking,
  eventDate,
  eventErrors,
  firstFreeDay,
  icsText,
  isClosed,
  savedBookings,
  serviceErrors,
  slotsFor,
  spotsLeft,
  upcoming,
  type Busy,
} from '@/components/sections/booking/logic';
import { answered } from '@/components/sections/booking/booking-questions';
import type { Booking, BookingSchema, BookingTexts, Offering } from '@/lib/booking';
import { englishFrame } from './support/frame';
import { headingsOf, memoryStore, textOf } from './support/html.ts';

const TEXTS: BookingTexts = {
  programTitle: 'Programme',
  pricesTitle: 'Prices',
  heroEyebrow: 'Online booking',
  heroTitle: 'Look sharp. Book your chair in a minute.',
  heroSubtitle: 'A neighbourhood salon for cuts and colour',
  heroCta: 'Book now',
  minutes: '{n} min',
  free: 'Free',
  select: 'Select',
  selectLabel: 'Select {name}',
  selected: 'Selected',
  rsvp: 'RSVP',
  rsvpLabel: 'RSVP: {name}',
  spotsLeft: '{n} spots left',
  soldOut: 'Fully booked',
  fieldService: 'Service',
  dateLabel: 'Choose a day',
  timeLabel: 'Choose a time',
  closedDay: 'closed',
  taken: 'booked',
  dayOver: 'no times left today',
  todayOver: "Today's times are over, so the first day with free times is selected.",
  noSlots: 'No free times on this day. Try another one.',
  fieldName: 'Name',
  fieldEmail: 'Email',
  fieldTickets: 'Tickets',
  fieldNotes: 'Notes (optional)',
  summary: '{service} · {date} at {time}',
  book: 'Book',
  confirmRsvp: 'Confirm RSVP',
  errService: 'Please choose a service.',
  errDate: 'Please choose a day.',
  errTime: 'Please choose a free time.',
  errName: 'Please enter your name.',
  errEmail: 'Please enter a valid email address.',
  errTickets: 'Not enough spots left.',
  booked: 'Booked! {summary}. A confirmation goes to {email}.',
  rsvped: 'You are going! {count} × {event}.',
  noBookings: 'No bookings yet',
  noBookingsHint: 'What you book appears here, saved on this device.',
  cancel: 'Cancel',
  cancelLabel: 'Cancel {name} on {date}',
  cancelled: 'Cancelled.',
  tickets: '{n} tickets',
  oneTicket: '1 ticket',
  downloadIcs: 'Add to calendar',
  infoTitle: 'Opening hours and contact',
};

const service = (over: Partial<Offering> = {}): Offering => ({
  id: 'service-1',
  name: 'Skin Fade',
  description: '',
  icon: 'Scissors',
  price: 28,
  minutes: 60,
  date: '',
  daysAhead: 0,
  time: '',
  venue: '',
  capacity: 1,
  host: '',
  ...over,
});

const TEN_TO_SEVEN = { open: '10:00', close: '19:00' };

/** Closed on Sunday and Monday, 10:00 to 19:00 from Tuesday to Friday, Saturday to 16:00. */
const SALON: BookingSchema = {
  frame: englishFrame({
    name: 'Salon Marta',
    tagline: '',
    slug: 'salon-marta',
    pages: [{ id: 'main', path: '/', label: 'Home', title: TEXTS.heroTitle }],
  }),
  sections: [
    { id: 'hero', page: 'main', title: TEXTS.heroTitle },
    { id: 'services', page: 'main', title: 'Services' },
    { id: 'book', page: 'main', title: 'Book a time' },
    { id: 'my-bookings', page: 'main', title: 'My bookings' },
    { id: 'team', page: 'main', title: 'Meet the team' },
    { id: 'faq', page: 'main', title: 'Good to know' },
  ],
  mode: 'services',
  features: { export: true },
  storage: { key: 'bookings' },
  currency: 'EUR',
  offerings: [
    service(),
    service({ id: 'service-2', name: 'Balayage', minutes: 150, price: 140, icon: 'Palette' }),
    service({ id: 'service-3', name: 'Consultation', minutes: 30, price: null, icon: 'MessageCircle' }),
  ],
  team: [
    { name: 'Marta Silva', role: 'owner' },
    { name: 'Lea', role: '' },
  ],
  hours: [
    null,
    null,
    TEN_TO_SEVEN,
    TEN_TO_SEVEN,
    TEN_TO_SEVEN,
    TEN_TO_SEVEN,
    { open: '10:00', close: '16:00' },
  ],
  info: {
    hours: 'Tuesday to Friday 10am-7pm',
    address: 'Kastanienallee 12, Berlin',
    phone: '+49 30 1234567',
    email: '',
  },
  faq: [{ q: 'How do I pay?', a: 'You pay on the day, by card or cash.' }],
  backend: null,
  texts: TEXTS,
};

const CONCERT: BookingSchema = {
  ...SALON,
  frame: { ...SALON.frame, name: 'Riverside Jazz Night', slug: 'riverside-jazz-night' },
  sections: SALON.sections.filter((s) => s.id !== 'team'),
  mode: 'events',
  currency: 'USD',
  offerings: [
    service({
      id: 'event-1',
      name: 'Riverside Jazz Night',
      icon: 'CalendarDays',
      price: 25,
      minutes: 120,
      date: '2026-08-14',
      time: '20:00',
      venue: 'The Old Mill',
      capacity: 50,
    }),
  ],
  info: { hours: '', address: '', phone: '', email: '' },
};

/** Tuesday 10 March 2026, 9:00 local time. */
const TUESDAY_MORNING = new Date(2026, 2, 10, 9, 0);
/** The same Tuesday at 18:30: no time is left. */
const TUESDAY_LATE = new Date(2026, 2, 10, 18, 30);
const SHARED: Busy = { bookings: [], taken: [], shared: true };

const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 'b1',
  offeringId: 'service-1',
  date: '2026-03-11',
  time: '11:00',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  tickets: 1,
  notes: '',
  ...over,
});

function render(schema: BookingSchema = SALON, path = '/', now = TUESDAY_MORNING) {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <BookingApp schema={schema} now={now} />
    </MemoryRouter>,
  );
}

/** The <label for> id of a label, checked to name a control. */
function labelled(html: string, label: string): string {
  const match = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html);
  expect(match, label).not.toBeNull();
  const id = match![1]!;
  expect(html).toMatch(new RegExp(`<(input|select|textarea)[^>]*id="${id}"`));
  return id;
}

afterEach(() => vi.unstubAllGlobals());

describe('booking rules', () => {
  const fade = SALON.offerings[0]!;
  const balayage = SALON.offerings[1]!;
  const consultation = SALON.offerings[2]!;

  it('offers start times inside the week: hourly for long sessions, half-hourly for short ones', () => {
    const times = (o: Offering, day: string, now = TUESDAY_MORNING) =>
      slotsFor(o, SALON.hours, day, now, SHARED).map((s) => s.time);
    expect(times(fade, '2026-03-11')).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    // A 150-minute session on Saturday ends by 16:00.
    expect(times(balayage, '2026-03-14')).toEqual(['10:00', '11:00', '12:00', '13:00']);
    expect(times(consultation, '2026-03-14').slice(0, 3)).toEqual(['10:00', '10:30', '11:00']);
    // Closed on Sundays and Mondays, nothing in the past.
    expect(isClosed(SALON.hours, '2026-03-15')).toBe(true);
    expect(times(fade, '2026-03-15')).toEqual([]);
    expect(times(fade, '2026-03-16')).toEqual([]);
    expect(times(fade, '2026-03-09')).toEqual([]);
    // Today: nothing sooner than an hour from now.
    expect(times(fade, '2026-03-10', new Date(2026, 2, 10, 12, 10))[0]).toBe('14:00');
    expect(times(fade, '2026-03-10', TUESDAY_LATE)).toEqual([]);
  });

  it('runs a day that closes at or before it opens to midnight', () => {
    const late = [null, null, null, null, null, { open: '20:00', close: '02:00' }, null];
    expect(slotsFor(fade, late, '2026-03-13', TUESDAY_MORNING, SHARED).map((s) => s.time)).toEqual([
      '20:00',
      '21:00',
      '22:00',
      '23:00',
    ]);
  });

  it('marks your bookings and the shared ones as taken, and a class only once its seats are gone', () => {
    const mine: Busy = { ...SHARED, bookings: [booking()] };
    expect(slotsFor(fade, SALON.hours, '2026-03-11', TUESDAY_MORNING, mine).filter((s) => !s.free)).toEqual([
      { time: '11:00', free: false },
    ]);
    const taken = { offeringId: 'service-1', date: '2026-03-11', time: '12:00', tickets: 1, bookingId: 'x' };
    const others: Busy = { ...SHARED, taken: [taken] };
    expect(
      slotsFor(fade, SALON.hours, '2026-03-11', TUESDAY_MORNING, others)
        .filter((s) => !s.free)
        .map((s) => s.time),
    ).toEqual(['12:00']);
    const pottery = service({ capacity: 2 });
    const oneSeat = slotsFor(pottery, SALON.hours, '2026-03-11', TUESDAY_MORNING, others);
    expect(oneSeat.every((s) => s.free)).toBe(true);
    const full = slotsFor(pottery, SALON.hours, '2026-03-11', TUESDAY_MORNING, {
      ...SHARED,
      taken: [taken, { ...taken, bookingId: 'y' }],
    });
    expect(full.find((s) => s.time === '12:00')?.free).toBe(false);
    // Without shared data some one-to-one times look taken, the same ones on every visit; a class's never.
    const local = slotsFor(fade, SALON.hours, '2026-03-11', TUESDAY_MORNING, NOBODY);
    expect(local).toEqual(slotsFor(fade, SALON.hours, '2026-03-11', TUESDAY_MORNING, NOBODY));
    expect(slotsFor(pottery, SALON.hours, '2026-03-11', TUESDAY_MORNING, NOBODY).every((s) => s.free)).toBe(
      true,
    );
  });

  it('opens on the first day with a free time', () => {
    expect(firstFreeDay(fade, SALON.hours, TUESDAY_MORNING, SHARED)).toBe('2026-03-10');
    expect(firstFreeDay(fade, SALON.hours, TUESDAY_LATE, SHARED)).toBe('2026-03-11');
    const saturdays = [null, null, null, null, null, null, { open: '10:00', close: '11:00' }];
    expect(firstFreeDay(fade, saturdays, TUESDAY_MORNING, SHARED)).toBe('2026-03-14');
  });

  it('counts an event’s seats and dates it', () => {
    const jazz = CONCERT.offerings[0]!;
    expect(eventDate(jazz, TUESDAY_MORNING)).toBe('2026-08-14');
    expect(eventDate({ ...jazz, date: '', daysAhead: 5 }, TUESDAY_MORNING)).toBe('2026-03-15');
    const taken = { offeringId: 'event-1', date: '2026-08-14', time: '20:00', tickets: 4, bookingId: 'x' };
    const busy: Busy = {
      bookings: [booking({ offeringId: 'event-1', tickets: 2 })],
      taken: [taken],
      shared: true,
    };
    expect(spotsLeft(jazz, busy)).toBe(44);
    expect(spotsLeft({ ...jazz, capacity: 5 }, busy)).toBe(0);
  });

  it('dates a weekly class on its next day, today included', () => {
    const jazz = CONCERT.offerings[0]!;
    // Tuesday 10 March: Tuesday's class is today, Monday's next week, Friday's this week.
    expect(eventDate({ ...jazz, weekday: 2 }, TUESDAY_MORNING)).toBe('2026-03-10');
    expect(eventDate({ ...jazz, weekday: 1 }, TUESDAY_MORNING)).toBe('2026-03-16');
    expect(eventDate({ ...jazz, weekday: 5 }, TUESDAY_MORNING)).toBe('2026-03-13');
  });

  it('checks the form field by field', () => {
    const values = {
      offering: fade,
      date: '2026-03-11',
      time: '11:00',
      name: 'Ada',
      email: 'ada@example.com',
    };
    expect(serviceErrors(values, SALON.hours, TUESDAY_MORNING, SHARED, TEXTS)).toEqual({});
    expect(
      serviceErrors(
        { ...values, time: '11:30', name: 'A', email: 'ada' },
        SALON.hours,
        TUESDAY_MORNING,
        SHARED,
        TEXTS,
      ),
    ).toEqual({ time: TEXTS.errTime, name: TEXTS.errName, email: TEXTS.errEmail });
    expect(
      serviceErrors({ ...values, date: '2026-03-15' }, SALON.hours, TUESDAY_MORNING, SHARED, TEXTS),
    ).toEqual({
      date: TEXTS.errDate,
    });
    expect(
      serviceErrors({ ...values, offering: undefined }, SALON.hours, TUESDAY_MORNING, SHARED, TEXTS),
    ).toEqual({
      service: TEXTS.errService,
    });
    const jazz = { ...CONCERT.offerings[0]!, capacity: 3 };
    const seats = { offering: jazz, tickets: 2, name: 'Ada', email: 'ada@example.com' };
    expect(eventErrors(seats, SHARED, TEXTS)).toEqual({});
    expect(eventErrors({ ...seats, tickets: 4 }, SHARED, TEXTS)).toEqual({ tickets: TEXTS.errTickets });
  });

  it('saves a booking once, cancels it and lists what is coming, soonest first', () => {
    const first = booking();
    const saved = addBooking(addBooking([], first), first);
    expect(saved).toEqual([first]);
    const later = booking({ id: 'b2', date: '2026-03-12', time: '10:00' });
    const past = booking({ id: 'b0', date: '2026-03-01' });
    expect(upcoming([later, past, first], TUESDAY_MORNING).map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(cancelBooking([first, later], 'b1')).toEqual([later]);
    expect(savedBookings([first, { id: 3 }, 'x', { ...later, date: 'soon' }])).toEqual([first]);
    expect(savedBookings('nonsense')).toEqual([]);
    const ics = icsText(first, 'Skin, Fade', 60);
    expect(ics).toContain('DTSTART:20260311T110000');
    expect(ics).toContain('DTEND:20260311T120000');
    expect(ics).toContain('SUMMARY:Skin  Fade');
  });
});

describe('BookingApp', () => {
  it('shows a week of classes in the order they come, each with its teacher, under the passes', () => {
    const classes: BookingSchema = {
      ...CONCERT,
      passes: [
        { name: 'Drop-in', price: 15 },
        { name: 'Monthly', price: 90 },
      ],
      offerings: [
        service({
          id: 'c1',
          name: 'Beginners Boxing',
          weekday: 1,
          time: '18:00',
          host: 'Coach Dan',
          capacity: 16,
        }),
        service({ id: 'c2', name: 'Sparring', weekday: 2, time: '19:30', host: 'Leah', capacity: 16 }),
        service({
          id: 'c3',
          name: 'Kids Boxing',
          weekday: 6,
          time: '10:00',
          host: 'Coach Dan',
          capacity: 16,
        }),
      ],
    };
    const text = textOf(render(classes));
    expect(text).toContain('Prices Drop-in $15 Monthly $90');
    // Today is Tuesday: Sparring tonight, Kids Boxing on Saturday, Beginners Boxing next Monday.
    const order = ['Sparring', 'Kids Boxing', 'Beginners Boxing'].map((name) => text.indexOf(`${name} `));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toMatch(/Sparring[^]*Tuesday, March 10[^]*Leah/);
    expect(text).toMatch(/Beginners Boxing[^]*Monday, March 16[^]*Coach Dan/);
  });

  it('shows the hero with the hours and contact, the services, the form, the bookings, team and questions', () => {
    const html = render();
    const text = textOf(html);
    expect(html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]).toBe(TEXTS.heroTitle);
    expect(headingsOf(html)).toEqual([
      'Services',
      'Book a time',
      'My bookings',
      'Meet the team',
      'Good to know',
    ]);
    expect(text).toContain('Tuesday to Friday 10am-7pm');
    expect(text).toContain('Kastanienallee 12, Berlin');
    expect(html).toContain('href="tel:+49301234567"');
    expect(text).toContain('€28');
    expect(text).toContain('150 min');
    // A service without a price shows none rather than "Free".
    expect(text).not.toContain('Free');
    expect(html).toContain('aria-label="Select Skin Fade"');
    expect(html).toContain('aria-pressed="true"');
    expect(text).toContain('MS');
    expect(text).toContain('No bookings yet');
  });

  it('labels every field and offers the days of two weeks and the free times of the chosen one', () => {
    const html = render();
    for (const label of ['Service', 'Name', 'Email', 'Notes \\(optional\\)']) labelled(html, label);
    expect(html).toContain('aria-label="Sunday, March 15 (closed)"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Monday, March 16 \(closed\)"/);
    // Today is open at 9:00: it is selected and its times start at 10:00.
    expect(html).toMatch(/aria-pressed="true" aria-label="Tuesday, March 10"/);
    expect(html).toMatch(/>10:00</);
    expect(html).toMatch(/type="submit">Book<\/button>/);
  });

  it('says today is over late in the day and opens on the next day', () => {
    const html = render(SALON, '/', TUESDAY_LATE);
    expect(html).toContain('aria-label="Tuesday, March 10 (no times left today)"');
    expect(html).toMatch(/aria-pressed="true" aria-label="Wednesday, March 11"/);
    expect(textOf(html)).toContain("Today's times are over");
  });

  it('lists the saved bookings with a calendar file and a labelled cancel button', () => {
    vi.stubGlobal('window', {
      localStorage: memoryStore({ 'salon-marta:bookings': [booking(), { id: 7 }] }),
    });
    const html = render();
    const text = textOf(html);
    expect(text).toContain('Wednesday, March 11 · 11:00');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Add to calendar');
    expect(html).toContain('aria-label="Cancel Skin Fade on Mar 11, 2026"');
    expect(text).not.toContain('No bookings yet');
  });

  it('books an event by seats: its day, place, price and seats left, and tickets to choose', () => {
    const html = render(CONCERT);
    const text = textOf(html);
    expect(text).toContain('Friday, August 14');
    expect(text).toContain('The Old Mill');
    expect(text).toContain('$25');
    expect(text).toMatch(/\d+ spots left/);
    expect(html).toContain('aria-label="RSVP: Riverside Jazz Night"');
    labelled(html, 'Tickets');
    expect(text).toContain('Confirm RSVP');
    expect(html).not.toContain('Choose a day');
  });

  it("shows an event's programme, in order, over its tickets, and none when it has none", () => {
    const html = render({
      ...CONCERT,
      program: [
        { time: '19:00', title: 'Doors and drinks' },
        { time: '20:00', title: 'Lucie Vernay Trio' },
      ],
    });
    const text = textOf(html);
    expect(text).toContain('Programme');
    expect(text.indexOf('Doors and drinks')).toBeLessThan(text.indexOf('Lucie Vernay Trio'));
    expect(text.indexOf('Lucie Vernay Trio')).toBeLessThan(text.indexOf('$25'));
    expect(html).toContain('dateTime="20:00"');
    expect(textOf(render(CONCERT))).not.toContain('Programme');
  });

  it("asks the brief's own questions after name and email, each labelled, as a control of its kind", () => {
    const wedding: BookingSchema = {
      ...CONCERT,
      questions: [
        { id: 'guests', label: 'Number of guests', type: 'number' },
        { id: 'diet', label: 'Dietary needs', type: 'choice', options: ['Vegan', 'None'] },
        { id: 'phone', label: 'Phone', type: 'phone' },
        { id: 'song', label: 'Song request', type: 'longtext' },
      ],
    };
    const html = render(wedding);
    expect(html).toMatch(
      new RegExp(`<input[^>]*type="number"[^>]*id="${labelled(html, 'Number of guests')}"`),
    );
    labelled(html, 'Dietary needs');
    expect(html).toContain('<option value="Vegan">Vegan</option>');
    expect(html).toMatch(new RegExp(`<input[^>]*type="tel"[^>]*id="${labelled(html, 'Phone')}"`));
    expect(html).toMatch(new RegExp(`<textarea[^>]*id="${labelled(html, 'Song request')}"`));
    const services = render({ ...SALON, questions: wedding.questions });
    labelled(services, 'Number of guests');
    expect(textOf(render(CONCERT))).not.toContain('Number of guests');
  });

  it('keeps the answers given with their questions, in order, and leaves out the blank ones', () => {
    const questions = [
      { id: 'guests', label: 'Number of guests', type: 'number' as const },
      { id: 'allergies', label: 'Allergies', type: 'text' as const },
      { id: 'diet', label: 'Diet', type: 'text' as const },
    ];
    expect(answered(questions, { diet: ' vegan ', guests: '2', allergies: '  ' })).toEqual([
      { label: 'Number of guests', value: '2' },
      { label: 'Diet', value: 'vegan' },
    ]);
  });

  it('lists a booking with the answers it was made with', () => {
    const answers = [{ label: 'Allergies', value: 'nuts' }];
    vi.stubGlobal('window', {
      localStorage: memoryStore({ 'salon-marta:bookings': [booking({ answers })] }),
    });
    expect(textOf(render())).toContain('Allergies: nuts');
  });

  it('puts the form on a page of its own', () => {
    const paged: BookingSchema = {
      ...SALON,
      frame: {
        ...SALON.frame,
        pages: [
          { id: 'main', path: '/', label: 'Home', title: TEXTS.heroTitle },
          { id: 'book', path: '/book', label: 'Book', title: 'Book' },
        ],
      },
      sections: SALON.sections.map((s) => (s.id === 'book' ? { ...s, page: 'book' } : s)),
    };
    const home = render(paged);
    expect(headingsOf(home)).not.toContain('Book a time');
    const form = render(paged, '/book');
    expect(form.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]).toBe('Book');
    expect(headingsOf(form)).toEqual(['Book a time']);
  });
});
