// The restaurant site rendered on the server for a trattoria schema, on one page and on its own pages, at
// fixed clocks: the menu by course with its filters, the week and whether it is open, the reservation form
// with its labelled fields and the saved reservations, the location; and the rules it runs on (bookable
// times from the opening hours, past midnight too, the menu filters, prices, reservation checks).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { RestaurantApp } from '@/components/sections/restaurant-app';
import {
  NO_FILTER,
  blankReservation,
  filterMenu,
  firstOpenDay,
  isPhone,
  openUntil,
  reservationErrors,
  savedReservations,
  slotsFor,
  toMinutes,
  toggleDiet,
  upcoming,
  type ReservationValues,
} from '@/components/sections/restaurant/logic';
import { RestaurantBooking } from '@/components/sections/restaurant/restaurant-booking';
import { RestaurantHours } from '@/components/sections/restaurant/restaurant-hours';
import { RestaurantLocation } from '@/components/sections/restaurant/restaurant-location';
import { RestaurantMenu } from '@/components/sections/restaurant/restaurant-menu';
import type { Reservation, RestaurantSchema } from '@/lib/restaurant';
import { headingsOf, textOf } from './support/html.ts';
import { TRATTORIA } from './support/trattoria.ts';
import { formatPrice } from '@/lib/money';

/** Tuesday 10 March 2026, 18:00 local time: open until 23:00. */
const TUESDAY_EVENING = new Date(2026, 2, 10, 18, 0);
/** Monday 9 March 2026 at noon: closed all day. */
const MONDAY_NOON = new Date(2026, 2, 9, 12, 0);

function render(schema: RestaurantSchema = TRATTORIA, path = '/', now = TUESDAY_EVENING) {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <RestaurantApp schema={schema} now={now} />
    </MemoryRouter>,
  );
}

const booking = (reservations: Reservation[] = [], now = TUESDAY_EVENING) =>
  renderToString(
    <RestaurantBooking
      schema={TRATTORIA}
      title="Book a table"
      reservations={reservations}
      onChange={() => {}}
      now={now}
    />,
  );

const reservation = (over: Partial<Reservation> = {}): Reservation => ({
  id: 'r1',
  name: 'Ada Lovelace',
  phone: '+44 20 7946 0000',
  date: '2026-03-13',
  time: '19:30',
  party: 2,
  notes: '',
  ...over,
});

/** The <label for> ids and the ids of the controls, so each label can be matched to its field. */
function labelled(html: string, label: string): string {
  const match = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html);
  expect(match, label).not.toBeNull();
  const id = match![1]!;
  expect(html).toMatch(new RegExp(`<(input|select|textarea)[^>]*id="${id}"`));
  return id;
}

describe('RestaurantApp', () => {
  it('shows the hero, the menu by course, the story, the week, the form, reviews and the location on one page', () => {
    const html = render();
    const text = textOf(html);
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(
      /<h1[^>]*id="hero-title"[^>]*>Wood-fired pizza and fresh pasta, made every day.<\/h1>/,
    );
    expect(text).toContain('Neighbourhood kitchen');
    expect(text).toContain('Open now, until 23:00');
    // The calls to action scroll to sections on this page.
    expect(html).toMatch(/<a[^>]*href="#reservations"[^>]*>.*Reserve a table<\/a>/);
    expect(html).toMatch(/<a[^>]*href="#menu"[^>]*>.*See the menu<\/a>/);
    expect(headingsOf(html)).toEqual([
      'Our menu',
      'Our story',
      'Opening hours',
      'Book a table',
      'What guests say',
      'Find us',
    ]);
    // Every dish with its price in euros, under its course, in menu order.
    expect(text).toContain('Pizza Margherita €9 Tomato, mozzarella, basil. Vegetarian Diavola €11.50');
    expect(text).toContain('Desserts Tiramisu €6');
    expect(text).toContain('Drinks Homemade Lemonade €3.50');
    expect(html).toMatch(/<section aria-label="Pizza">/);
    expect(text).toContain('4 dishes');
    // No nav on a one-page site.
    expect(html).not.toContain('aria-label="Main"');
    expect(text).toContain('Via Roma 5, Firenze');
    expect(text).toContain('Everything we ordered was perfect. Elif S.');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Book a table<\/button>/);
  });

  it('gives the menu, reservations and visit pages their own routes, and the hero links to them', () => {
    const paged: RestaurantSchema = {
      ...TRATTORIA,
      frame: {
        ...TRATTORIA.frame,
        pages: [
          TRATTORIA.frame.pages[0]!,
          { id: 'menu', path: '/menu', label: 'Menu', title: 'Menu' },
          { id: 'reservations', path: '/reservations', label: 'Reservations', title: 'Reservations' },
          { id: 'visit', path: '/visit', label: 'Visit us', title: 'Visit us' },
        ],
      },
      sections: TRATTORIA.sections.map((s) => ({
        ...s,
        page:
          s.id === 'hours' || s.id === 'location'
            ? 'visit'
            : s.id === 'menu' || s.id === 'reservations'
              ? s.id
              : 'main',
      })),
    };
    const home = render(paged);
    expect(home).toMatch(/<a[^>]*href="\/reservations"[^>]*>.*Reserve a table<\/a>/);
    expect(home).toMatch(/<a[^>]*href="\/menu"[^>]*>.*See the menu<\/a>/);
    expect(headingsOf(home)).toEqual(['Our story', 'What guests say']);
    const visit = render(paged, '/visit');
    expect(visit).toMatch(/<h1[^>]*>Visit us<\/h1>/);
    expect(headingsOf(visit)).toEqual(['Opening hours', 'Find us']);
    const menu = render(paged, '/menu');
    expect(textOf(menu)).toContain('Margherita');
    expect(textOf(menu)).not.toContain('Our story');
  });
});

describe('the menu', () => {
  it('has a search box and course and dietary filters as toggle buttons', () => {
    const html = renderToString(<RestaurantMenu schema={TRATTORIA} title="Our menu" />);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*aria-label="Search the menu"/);
    expect(html).toMatch(/role="group" aria-label="Course"/);
    expect(html).toMatch(/role="group" aria-label="Dietary needs"/);
    expect(html).toMatch(/<button type="button" aria-pressed="true"[^>]*>All<\/button>/);
    expect(html).toMatch(/<button type="button" aria-pressed="false"[^>]*>Pizza<\/button>/);
    expect(textOf(html)).toContain('Vegetarian Vegan Gluten-free Spicy');
    expect(html).toMatch(/<p role="status"[^>]*>4 dishes<\/p>/);
  });

  it('shows only the dishes a filter keeps, and says when none is left', () => {
    const vegan = textOf(
      renderToString(
        <RestaurantMenu schema={TRATTORIA} title="Our menu" start={{ ...NO_FILTER, diets: ['vegan'] }} />,
      ),
    );
    expect(vegan).toContain('1 dishes');
    expect(vegan).toContain('Homemade Lemonade');
    expect(vegan).not.toContain('Margherita');
    const none = renderToString(
      <RestaurantMenu schema={TRATTORIA} title="Our menu" start={{ ...NO_FILTER, query: 'sushi' }} />,
    );
    expect(textOf(none)).toContain('No dishes match Try removing a filter.');
  });

  it('leaves the search and filters out when the app has none', () => {
    const bare = renderToString(
      <RestaurantMenu
        schema={{ ...TRATTORIA, features: { search: false, filters: false } }}
        title="Our menu"
      />,
    );
    expect(bare).not.toContain('type="search"');
    expect(bare).not.toContain('aria-pressed');
    expect(textOf(bare)).toContain('Margherita');
  });

  it('filters by course, diets (all of them) and words, in any case', () => {
    const names = (filter: typeof NO_FILTER) =>
      filterMenu(TRATTORIA.menu, filter, 'en-US').map((d) => d.name);
    expect(names(NO_FILTER)).toHaveLength(4);
    expect(names({ ...NO_FILTER, category: 'Pizza' })).toEqual(['Margherita', 'Diavola']);
    expect(names({ ...NO_FILTER, diets: ['vegan', 'gluten-free'] })).toEqual(['Homemade Lemonade']);
    expect(names({ ...NO_FILTER, diets: ['vegan', 'spicy'] })).toEqual([]);
    expect(names({ ...NO_FILTER, query: '  MOZZA ' })).toEqual(['Margherita']);
    expect(toggleDiet(['vegan'], 'spicy')).toEqual(['vegan', 'spicy']);
    expect(toggleDiet(['vegan', 'spicy'], 'vegan')).toEqual(['spicy']);
  });

  it('prints prices in the app currency, cents only when there are some', () => {
    expect(formatPrice(9, 'EUR', 'en-US')).toBe('€9');
    expect(formatPrice(11.5, 'EUR', 'en-US')).toBe('€11.50');
    expect(formatPrice(450, 'TRY', 'tr-TR')).toBe('₺450');
    expect(formatPrice(14, 'USD', 'en-US')).toBe('$14');
  });
});

describe('the opening hours', () => {
  it('lists the week from Monday with today marked, and whether it is open now', () => {
    const html = renderToString(
      <RestaurantHours schema={TRATTORIA} title="Opening hours" now={TUESDAY_EVENING} />,
    );
    const text = textOf(html);
    expect(text).toContain('Open now, until 23:00');
    expect(text).toContain('Monday Closed Tuesday (Today) 17:00 – 23:00 Wednesday 17:00 – 23:00');
    expect(text).toContain('Saturday 12:00 – 01:00 Sunday Closed');
    const closed = textOf(
      renderToString(<RestaurantHours schema={TRATTORIA} title="Opening hours" now={MONDAY_NOON} />),
    );
    expect(closed).toContain('Closed now');
  });

  it('shows the hours as the brief wrote them above the week', () => {
    const noted = { ...TRATTORIA, texts: { ...TRATTORIA.texts, hoursNote: 'Open most evenings, ask us' } };
    expect(
      textOf(renderToString(<RestaurantHours schema={noted} title="Opening hours" now={MONDAY_NOON} />)),
    ).toContain('Open most evenings, ask us Monday');
  });

  it('is open until closing, past midnight after a late night, and closed before opening', () => {
    const week = TRATTORIA.hours;
    expect(toMinutes('19:30')).toBe(1170);
    expect(openUntil(week, new Date(2026, 2, 10, 16, 59))).toBeNull();
    expect(openUntil(week, new Date(2026, 2, 10, 17, 0))).toBe('23:00');
    expect(openUntil(week, new Date(2026, 2, 10, 23, 0))).toBeNull();
    // Saturday 00:30 is still Friday night.
    expect(openUntil(week, new Date(2026, 2, 14, 0, 30))).toBe('01:00');
    expect(openUntil(week, new Date(2026, 2, 14, 1, 0))).toBeNull();
    expect(openUntil(week, MONDAY_NOON)).toBeNull();
  });

  it('offers times every half hour until an hour before closing, none on closed days or in the past', () => {
    const week = TRATTORIA.hours;
    expect(slotsFor(week, '2026-03-16', TUESDAY_EVENING)).toEqual([]); // a Monday
    const wednesday = slotsFor(week, '2026-03-11', TUESDAY_EVENING);
    expect(wednesday[0]).toBe('17:00');
    expect(wednesday.at(-1)).toBe('22:00');
    expect(wednesday).toHaveLength(11);
    // Past midnight: the last time is 23:30.
    const friday = slotsFor(week, '2026-03-13', TUESDAY_EVENING);
    expect([friday[0], friday.at(-1)]).toEqual(['12:00', '23:30']);
    // Today: from half an hour from now.
    expect(slotsFor(week, '2026-03-10', TUESDAY_EVENING)[0]).toBe('18:30');
    expect(slotsFor(week, '2026-03-09', TUESDAY_EVENING)).toEqual([]);
    expect(slotsFor(week, 'soon', TUESDAY_EVENING)).toEqual([]);
    expect(firstOpenDay(week, TUESDAY_EVENING)).toBe('2026-03-10');
    expect(firstOpenDay(week, MONDAY_NOON)).toBe('2026-03-10');
    expect(firstOpenDay([null, null, null, null, null, null, null], MONDAY_NOON)).toBe('2026-03-10');
  });
});

describe('reservations', () => {
  it('labels every field, ties the hint to the notes and starts on the first open day at 19:00', () => {
    const html = booking();
    for (const label of ['Name', 'Phone', 'Date', 'Time', 'Party size', 'Notes \\(optional\\)'])
      labelled(html, label);
    const notes = labelled(html, 'Notes \\(optional\\)');
    expect(html).toMatch(new RegExp(`<textarea[^>]*aria-describedby="${notes}-hint"`));
    expect(html).toMatch(new RegExp(`id="${notes}-hint"[^>]*>Allergies, a birthday, a high chair…`));
    expect(html).toMatch(/<input[^>]*type="date"[^>]*min="2026-03-10"[^>]*value="2026-03-10"/);
    expect(html).toMatch(/<option value="19:00" selected="">19:00<\/option>/);
    expect(html).toMatch(/<option value="2" selected="">2 guests<\/option>/);
    expect(html).toContain('1 guest');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Book a table<\/button>/);
    expect(html).toMatch(/<p role="status"/);
    expect(textOf(html)).toContain('My reservations No reservations yet Your bookings will appear here.');
  });

  it('checks the name, the phone, an open day and one of its times', () => {
    const values = blankReservation(TRATTORIA.hours, TUESDAY_EVENING);
    expect(values).toEqual({ name: '', phone: '', date: '2026-03-10', time: '19:00', party: 2, notes: '' });
    const check = (over: Partial<ReservationValues>) =>
      reservationErrors(
        { ...values, name: 'Ada', phone: '020 7946 0000', ...over },
        TRATTORIA.hours,
        TUESDAY_EVENING,
        TRATTORIA.texts,
      );
    expect(check({})).toEqual({});
    expect(check({ name: ' A ' })).toEqual({ name: 'Please enter your name.' });
    expect(check({ phone: '12 34' })).toEqual({ phone: 'Please enter a phone number we can reach you on.' });
    expect(check({ date: '2026-03-16' })).toEqual({ date: 'Please pick a day we are open, today or later.' });
    expect(check({ date: '2026-03-09' })).toEqual({ date: 'Please pick a day we are open, today or later.' });
    expect(check({ time: '16:00' })).toEqual({ time: 'Please choose a time.' });
    expect(isPhone('+1 555 0100')).toBe(true);
    // The next form keeps who booked.
    expect(blankReservation(TRATTORIA.hours, TUESDAY_EVENING, { name: 'Ada', phone: '1234567' }).name).toBe(
      'Ada',
    );
  });

  it('lists the upcoming reservations soonest first, each with a named cancel button', () => {
    const later = reservation({
      id: 'r2',
      date: '2026-03-14',
      time: '20:00',
      party: 1,
      name: 'Grace Hopper',
    });
    const past = reservation({ id: 'r0', date: '2026-03-01' });
    const html = booking([later, reservation(), past]);
    const text = textOf(html);
    expect(text).toContain('Fri, Mar 13 · 19:30 2 guests · Ada Lovelace');
    expect(text.indexOf('Ada Lovelace')).toBeLessThan(text.indexOf('Grace Hopper'));
    expect(text).toContain('1 guest · Grace Hopper');
    expect(text).not.toContain('Mar 1 ');
    expect(html).toContain('aria-label="Cancel the reservation on Mar 13, 2026 at 19:30"');
    expect(upcoming([later, reservation(), past], TUESDAY_EVENING).map((r) => r.id)).toEqual(['r1', 'r2']);
  });

  it('reads only well-formed saved reservations', () => {
    const good = reservation();
    expect(savedReservations(null)).toEqual([]);
    expect(savedReservations({ r1: good })).toEqual([]);
    expect(
      savedReservations([
        good,
        { ...good, date: 'Friday' },
        { ...good, party: '2' },
        { ...good, time: '7pm' },
        null,
      ]),
    ).toEqual([good]);
  });
});

describe('the location', () => {
  it('shows the address with a map link, and the phone and email as links', () => {
    const html = renderToString(<RestaurantLocation schema={TRATTORIA} title="Find us" />);
    expect(textOf(html)).toContain('Address Via Roma 5, Firenze');
    expect(html).toContain('href="tel:+390551234567"');
    expect(html).toContain('href="mailto:ciao@pizzeria-luca.example"');
    expect(html).toContain('https://www.openstreetmap.org/search?query=Via%20Roma%205%2C%20Firenze');
  });

  it('shows only the details the restaurant has', () => {
    const html = renderToString(
      <RestaurantLocation
        schema={{ ...TRATTORIA, contact: { address: '', phone: '', email: 'hello@grandmas.example' } }}
        title="Find us"
      />,
    );
    expect(html).toContain('mailto:hello@grandmas.example');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('openstreetmap');
    expect(textOf(html)).not.toContain('Address');
  });
});
