/**
 * A tour's dates as people list them: a show a line or a comma each, its day first, then the town and
 * the place, in the six languages; a show said to be sold out; and the page they make, the booking app
 * in its events mode, with each show on its day, tickets to get and the sold-out one closed.
 */
import { describe, expect, it } from 'vitest';
import { readShows } from '../src/agent/shows.ts';
import { bookingSchema } from '../src/agent/blueprints/booking.ts';
import { understand } from '../src/agent/understand.ts';

describe('reading a tour', () => {
  it('reads each show as a day, a town and a place, in six languages', () => {
    const cases: [string, [string, string, string?][]][] = [
      [
        'Tour dates:\nApr 3 – Leeds, Brudenell Social Club\nApr 5 – Newcastle, Cluny 2\nApr 9 – Cardiff, Clwb Ifor Bach',
        [
          ['--04-03', 'Leeds', 'Brudenell Social Club'],
          ['--04-05', 'Newcastle', 'Cluny 2'],
          ['--04-09', 'Cardiff', 'Clwb Ifor Bach'],
        ],
      ],
      [
        'Concerts : 2 avril — Rennes, L’Ubu ; 6 avril — Bordeaux, Rock School Barbey ; 11 avril — Nancy, L’Autre Canal',
        [
          ['--04-02', 'Rennes', 'L’Ubu'],
          ['--04-06', 'Bordeaux', 'Rock School Barbey'],
          ['--04-11', 'Nancy', 'L’Autre Canal'],
        ],
      ],
      [
        'Gira: 10 de mayo - Valencia, Sala Moon; 12 de mayo - Zaragoza, Sala López; 17 de mayo - Bilbao, Kafe Antzokia',
        [
          ['--05-10', 'Valencia', 'Sala Moon'],
          ['--05-12', 'Zaragoza', 'Sala López'],
          ['--05-17', 'Bilbao', 'Kafe Antzokia'],
        ],
      ],
      [
        'Тур: 4 апреля — Пермь, клуб «Дом печати»; 6 апреля — Тюмень, «Джокер»; 9 апреля — Омск, «Подземка»',
        [
          ['--04-04', 'Пермь', 'клуб «Дом печати»'],
          ['--04-06', 'Тюмень', '«Джокер»'],
          ['--04-09', 'Омск', '«Подземка»'],
        ],
      ],
      [
        'Konserler: 8 Nisan – Eskişehir, Kırmızı Sahne; 12 Nisan – Antalya, Jolly Joker; 15 Nisan – Bursa, Hayal Kahvesi',
        [
          ['--04-08', 'Eskişehir', 'Kırmızı Sahne'],
          ['--04-12', 'Antalya', 'Jolly Joker'],
          ['--04-15', 'Bursa', 'Hayal Kahvesi'],
        ],
      ],
      [
        'الحفلات: 3 مايو - الرياض، مسرح بكر الشدي، 7 مايو - جدة، عبادي الجوهر أرينا، 12 مايو - الدمام، مركز إثراء',
        [
          ['--05-03', 'الرياض', 'مسرح بكر الشدي'],
          ['--05-07', 'جدة', 'عبادي الجوهر أرينا'],
          ['--05-12', 'الدمام', 'مركز إثراء'],
        ],
      ],
    ];
    for (const [brief, shows] of cases)
      expect(
        readShows(brief).map((show) => [show.date, show.city, show.venue]),
        brief,
      ).toEqual(shows);
  });

  it('marks a show sold out, in its entry or said of its town, and reads a place written before its town', () => {
    const shows = readShows(
      'Gigs: 2 June @ The Louisiana, Bristol; 4 June @ Gorilla, Manchester; 9 June @ Oslo Hackney, London. Manchester is SOLD OUT.',
    );
    expect(shows.map((show) => [show.city, show.venue, show.soldOut ?? false])).toEqual([
      ['Bristol', 'The Louisiana', false],
      ['Manchester', 'Gorilla', true],
      ['London', 'Oslo Hackney', false],
    ]);
    expect(readShows('14 mars — Metz, BAM (complet) ; 16 mars — Reims, La Cartonnerie')[0]?.soldOut).toBe(
      true,
    );
  });

  it('is no tour with one day, and a day never runs onto the next line', () => {
    expect(readShows('Wedding on 14 June 2027 at Villa Rosa, RSVP by May 1.')).toEqual([]);
    expect(readShows('Apr 3 – Leeds, Hall 2\nApr 5 – York, Fulford Arms').map((show) => show.venue)).toEqual([
      'Hall 2',
      'Fulford Arms',
    ]);
  });
});

describe('the page a tour makes', () => {
  it('lists the shows as events on their days, with tickets to get, the sold-out one closed', () => {
    const spec = understand(
      'Site for my band The Paper Kites Club — tour dates:\nApr 3 – Leeds, Brudenell Social Club\nApr 5 – Newcastle, Cluny 2 (sold out)\nApr 9 – Cardiff, Clwb Ifor Bach\nA Tickets button on each.',
      'en',
    );
    expect(spec.kind).toBe('booking');
    expect(spec.name).toBe('The Paper Kites Club');
    const schema = bookingSchema(spec);
    expect(schema.mode).toBe('events');
    expect(
      schema.offerings.map((show) => [show.name, show.venue, show.date.slice(5), show.capacity > 0]),
    ).toEqual([
      ['Leeds', 'Brudenell Social Club', '04-03', true],
      ['Newcastle', 'Cluny 2', '04-05', false],
      ['Cardiff', 'Clwb Ifor Bach', '04-09', true],
    ]);
    expect(schema.texts.rsvp).toBe('Tickets');
    expect(schema.texts.soldOut).toBe('Sold out');
  });

  it('speaks of tickets in the language of the brief', () => {
    const schema = bookingSchema(
      understand(
        'Сайт группы «Тихий час»: концерты — 4 апреля — Пермь, «Дом печати»; 6 апреля — Тюмень, «Джокер».',
        'ru',
      ),
    );
    expect(schema.offerings.map((show) => show.name)).toEqual(['Пермь', 'Тюмень']);
    expect(schema.texts.rsvp).toBe('Билеты');
  });
});
