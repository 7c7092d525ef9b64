/**
 * When and where a brief's event is: read in the six languages, and shown on the page as one line in
 * the app's language.
 */
import { describe, expect, it } from 'vitest';
import type { BookingSchema } from '@atelier/app-kit/booking';
import { readBriefContent } from '../src/agent/brief-content.ts';
import { readEventDetails, type EventDetails } from '../src/agent/event-details.ts';
import { eventLine } from '../src/agent/blueprints/listed.ts';
import { renderProject } from '../src/agent/render.ts';
import { planText } from '../src/agent/replies.ts';
import { understand } from '../src/agent/understand.ts';
import { briefContent, loadModule, sourceText } from './support/generated.ts';

describe('readEventDetails', () => {
  it.each([
    [
      'Landing page for DevFest, a developer conference on 12 June 2026 at Kadıköy Hall. Tickets: $49.',
      { date: '2026-06-12', venue: 'Kadıköy Hall' },
    ],
    [
      'A site for our wedding: Ayla & Mert, Saturday 14 September 2026, 4pm at Villa Rosa, Bodrum. RSVP by August 1.',
      { date: '2026-09-14', time: '16:00', venue: 'Villa Rosa, Bodrum' },
    ],
    [
      'Book club meetup page: next meeting on March 3rd, 7:30 pm at Café Lumen.',
      { date: '--03-03', time: '19:30', venue: 'Café Lumen' },
    ],
    ['Workshop on 2026-05-20 at 18:30 at The Loft', { date: '2026-05-20', time: '18:30', venue: 'The Loft' }],
    [
      'Une page pour notre soirée : le 3 mars à 19h au Café Lumen.',
      { date: '--03-03', time: '19:00', venue: 'Café Lumen' },
    ],
    [
      'Página para el concierto del 12 de junio de 2026 a las 19:00 en Casa Azul.',
      { date: '2026-06-12', time: '19:00', venue: 'Casa Azul' },
    ],
    [
      'Страница для вечеринки 12 июня в 19:00 в клубе «Орбита».',
      { date: '--06-12', time: '19:00', venue: 'Орбита' },
    ],
    ['Düğünümüz için bir site: 14 Eylül 2026 saat 16.00', { date: '2026-09-14', time: '16:00' }],
    [
      'صفحة لحفل الزفاف في 12 يونيو 2026 الساعة 19:00 في فندق النخيل',
      { date: '2026-06-12', time: '19:00', venue: 'فندق النخيل' },
    ],
    ['Meetup on 05.11.2026', { date: '2026-11-05' }],
    [
      "Koşu kulübümüz için etkinlik sayfası: 'Moda Sahil Koşusu' 13 Haziran 2027 Pazar saat 08:00, Caddebostan sahili.",
      { date: '2027-06-13', time: '08:00', venue: 'Caddebostan sahili' },
    ],
  ])('%s', (brief, expected) => {
    expect(readEventDetails(brief)).toEqual(expected);
  });

  it('finds no event where no date is written', () => {
    for (const brief of [
      'A habit tracker for my morning routine',
      'A market stall app, may be useful to the mayor',
      'Gym site: Spin (45 min, $15), open 6am-10pm',
      'A budget app with 12 categories',
    ])
      expect(readEventDetails(brief), brief).toBeNull();
  });
});

describe('a weekday written with a date and no year', () => {
  const today = new Date('2026-11-26T12:00:00Z');
  const weekday = (date: string | undefined) => new Date(`${date}T00:00:00Z`).getUTCDay();

  it.each([
    // 14 August 2027 is a Saturday, 14 August 2028 a Monday: the year after the next coming.
    ['Party on Monday 14 August at 8pm at The Loft', 1],
    ['Une soirée le lundi 14 août à 19h au Café Lumen', 1],
    ['Una fiesta el lunes 14 de agosto a las 19:00', 1],
    ['Вечеринка в понедельник, 14 августа в 19:00', 1],
    ['حفلة يوم الاثنين 14 أغسطس الساعة 19:00', 1],
    ['Düğün 14 Ağustos Pazartesi saat 19.00', 1],
    ['Workshop on Sunday 14 March', 0],
    ['Meetup on Tuesday 1 December', 2],
  ])('%s falls on the weekday written', (brief, day) => {
    const date = readEventDetails(brief, today)?.date;
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(weekday(date)).toBe(day);
    // The next such year from today, not a past one.
    expect(Number(date?.slice(0, 4))).toBeGreaterThanOrEqual(2026);
    expect(`${date}` >= '2026-11-26').toBe(true);
  });

  it('takes the first year ahead in which the date has that weekday', () => {
    // 1 December 2026 is a Tuesday, a few days ahead of today.
    expect(readEventDetails('Meetup on Tuesday 1 December', today)?.date).toBe('2026-12-01');
    // 14 August was a Friday in 2026 (past) and is one next in 2037: too far to be meant. The date keeps
    // its next coming, and the plan shows it with its own weekday.
    expect(readEventDetails('Party on Friday 14 August', today)?.date).toBe('2027-08-14');
  });

  it('keeps a written year, and a date without a weekday yearless', () => {
    expect(readEventDetails('Saturday 14 September 2026', today)?.date).toBe('2026-09-14');
    expect(readEventDetails('Party on 14 August', today)?.date).toBe('--08-14');
  });

  it('shows the weekday written on the booking page', () => {
    // The weekday of 14 August the year after its next coming, from the real today (understand's clock).
    const now = new Date();
    const next = now.getUTCFullYear() + (now.toISOString().slice(5, 10) <= '08-14' ? 0 : 1);
    const wanted = new Date(Date.UTC(next + 1, 7, 14)).getUTCDay();
    const name = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][wanted];
    const spec = understand(`A page for our party on ${name} 14 August at 8pm at The Loft`, 'en');
    const offerings = loadModule<{ SCHEMA: BookingSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA
      .offerings;
    expect(weekday(String(offerings[0]?.date))).toBe(wanted);
  });
});

describe('eventLine', () => {
  const event = (language: 'en' | 'fr' | 'ar', details: EventDetails) =>
    eventLine({ language, content: briefContent({ event: details }) });

  it('writes the date, time and place in the app language', () => {
    expect(event('en', { date: '2026-09-14', time: '16:00', venue: 'Villa Rosa, Bodrum' })).toBe(
      'September 14, 2026 · 4:00 PM · Villa Rosa, Bodrum',
    );
    expect(event('fr', { date: '--03-03', time: '19:00', venue: 'Café Lumen' })).toBe(
      '3 mars · 19h00 · Café Lumen',
    );
    expect(event('ar', { date: '2026-06-12' })).toMatch(/2026/);
    expect(eventLine({ language: 'en', content: briefContent() })).toBeNull();
  });
});

describe('an event brief builds a page that says when and where', () => {
  it('shows a conference landing page its date and venue, and the plan says them', () => {
    const spec = understand(
      'Landing page for DevFest, a developer conference on 12 June 2026 at Kadıköy Hall. Tickets: Early bird $49, Regular $79.',
      'en',
    );
    expect(spec.kind).toBe('landing');
    expect(spec.content?.event).toEqual({ date: '2026-06-12', venue: 'Kadıköy Hall' });
    expect(sourceText(renderProject(spec))).toContain(JSON.stringify('June 12, 2026 · Kadıköy Hall'));
    expect(planText(spec, 'en')).toContain('When and where: June 12, 2026 · Kadıköy Hall.');
    expect(planText(spec, 'fr')).toContain('Date et lieu\u00a0: 12 juin 2026 · Kadıköy Hall.');
  });

  it('makes a dated meeting an event to answer, named for what it is, not for where it is', () => {
    const spec = understand(
      'Une page pour notre club de lecture : prochaine rencontre le 3 mars à 19h au Café Lumen.',
      'fr',
    );
    // "Café" is where it happens, not a restaurant; the café is not the app's name either.
    expect(spec.kind).toBe('booking');
    expect(spec.name).not.toContain('Lumen');
    const offerings = loadModule<{ SCHEMA: BookingSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA
      .offerings;
    expect(offerings).toHaveLength(1);
    expect(offerings[0]).toMatchObject({
      name: 'Notre prochain événement',
      time: '19:00',
      venue: 'Café Lumen',
    });
    // Its own day: the next 3 March from the day the app is made.
    expect(String(offerings[0]?.date)).toMatch(/^\d{4}-03-03$/);
  });

  it('keeps the items a dated brief lists, but not the pieces of its date and place', () => {
    const content = understand(
      'A site for our wedding: Saturday 14 September 2026, 4pm at Villa Rosa, Bodrum. Menu: mezze, grilled fish, baklava.',
      'en',
    ).content;
    expect(content?.event).toEqual({ date: '2026-09-14', time: '16:00', venue: 'Villa Rosa, Bodrum' });
    expect(content?.items.map((item) => item.name)).toEqual(['Mezze', 'Grilled fish', 'Baklava']);
  });
});

describe('an event told in sentences', () => {
  it('reads a programme said without a label, steps and "then" after them, and not from hours', () => {
    const content = (text: string, language: string) => readBriefContent(text, language);
    expect(
      content(
        'صفحة لمؤتمر ريادة الأعمال في دبي يوم السبت 5 أبريل في مركز دبي التجاري العالمي، يبدأ التسجيل الساعة 9:00 صباحاً، والكلمة الافتتاحية للدكتورة ليلى الحمادي الساعة 10:00، ثم جلسات حوارية، والتذكرة بسعر 350 درهم.',
        'ar',
      ),
    ).toMatchObject({
      program: [
        { time: '09:00', title: 'يبدأ التسجيل' },
        { time: '10:00', title: 'الكلمة الافتتاحية للدكتورة ليلى الحمادي' },
        { time: '', title: 'جلسات حوارية' },
      ],
      // The venue ends before the comma; the steps are no tickets.
      event: { venue: 'مركز دبي التجاري العالمي' },
      items: [{ name: 'التذكرة', price: { amount: 350, currency: 'AED' } }],
    });
    expect(
      content('Our meetup on 3 March: doors open at 6pm, talks at 6:30pm and pizza at 8pm.', 'en').program,
    ).toEqual([
      { time: '18:00', title: 'Doors open' },
      { time: '18:30', title: 'Talks' },
      { time: '20:00', title: 'Pizza' },
    ]);
    // Without a dated event, times are hours, not a programme.
    expect(
      content('Bakery: we open at 7:00, close at 19:00 and bake at 5:00.', 'en').program,
    ).toBeUndefined();
  });

  it('reads a concert page whose colon introduces the event, not a list of things to sell', () => {
    const concert = readBriefContent(
      'Страница концерта: группа «Северный ветер», 12 мая в 19:00, клуб «Ионотека», Санкт-Петербург, билеты от 1 800 ₽.',
      'ru',
    );
    expect(concert.items).toEqual([]);
    expect(concert.event).toMatchObject({
      time: '19:00',
      venue: 'Ионотека, Санкт-Петербург',
      price: { amount: 1800, currency: 'RUB' },
    });
    const spec = understand(
      'Страница концерта: группа «Северный ветер», 12 мая в 19:00, клуб «Ионотека», Санкт-Петербург, билеты от 1 800 ₽.',
      'ru',
    );
    expect(spec.name).toBe('Северный ветер');
  });

  it('makes a one-page site for a dated race its event page, named with its distance', () => {
    const spec = understand(
      'One-page site for the Riverside 10K charity race on Sunday 8 June, start 9:30 am at Pulteney Bridge, Bath.',
      'en',
    );
    expect(spec.kind).toBe('booking');
    expect(spec.name).toBe('Riverside 10K');
    const offerings = loadModule<{ SCHEMA: BookingSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA
      .offerings;
    expect(offerings).toHaveLength(1);
    expect(offerings[0]).toMatchObject({ time: '09:30', venue: 'Pulteney Bridge, Bath' });
  });

  it('names an event by the quote after "etkinlik sayfası:", whose "sayfası" is no testimonial cue', () => {
    const spec = understand(
      "Koşu kulübümüz için etkinlik sayfası: 'Moda Sahil Koşusu' 13 Haziran 2027 Pazar saat 08:00, Caddebostan sahili. Kayıt formu: ad soyad, telefon, tişört bedeni (S/M/L). Katılım 250 ₺.",
      'tr',
    );
    expect(spec.name).toBe('Moda Sahil Koşusu');
    expect(spec.content?.event?.venue).toBe('Caddebostan sahili');
  });

  it('names an Arabic event by its kind and subject', () => {
    expect(
      understand(
        'صفحة لمؤتمر ريادة الأعمال في دبي يوم السبت 5 أبريل في مركز دبي التجاري العالمي، والتذكرة بسعر 350 درهم.',
        'ar',
      ).name,
    ).toBe('مؤتمر ريادة الأعمال');
  });
});
