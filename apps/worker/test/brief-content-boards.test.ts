/**
 * What the brief listed (spec.content) reaches the kanban and booking apps: a board's own columns in
 * order with its tasks as cards, a studio's own classes with their durations and prices in their
 * currency, its people, its week as the bookable hours, its description and contact. The stock columns,
 * services and team stay out, the generated logic works with the new data, and the projects type-check.
 */
import { describe, expect, it } from 'vitest';
import type { BriefContent } from '../src/agent/brief-content.ts';
import { renderProject } from '../src/agent/render.ts';
import type { AppSpec } from '../src/agent/spec.ts';
import { understand } from '../src/agent/understand.ts';
import { readSpec, SPEC_PATH } from '../src/agent/agent.ts';
import { typecheckProjects } from './typecheck.ts';
import { loadModule, sourceText as sources, briefContent as content } from './support/generated.ts';
import type { KanbanSchema } from '@atelier/app-kit/kanban';
import * as kanbanLogic from '@/components/sections/kanban/logic';
import type { BookingSchema } from '@atelier/app-kit/booking';
import * as bookingLogic from '@/components/sections/booking/logic';

function withContent(prompt: string, language: 'en' | 'tr', parts: Partial<BriefContent>): AppSpec {
  const spec = understand(prompt, language);
  spec.content = content(parts);
  return spec;
}

function iso(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A date a few weeks ahead falling on a weekday (0 = Sunday). */
function nextWeekday(day: number): string {
  const d = new Date();
  d.setDate(d.getDate() + 21);
  while (d.getDay() !== day) d.setDate(d.getDate() + 1);
  return iso(d);
}

/** The kanban board is the kit's KanbanApp: its schema, and the board a new visitor starts from. */
const boardSchema = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: KanbanSchema }>(files, 'src/app-schema.ts').SCHEMA;
const sampleOf = (files: Record<string, string>) => kanbanLogic.sampleBoard(boardSchema(files));
/** The booking app is the kit's BookingApp: its schema. */
const bookingSchema = (files: Record<string, string>) =>
  loadModule<{ SCHEMA: BookingSchema }>(files, 'src/app-schema.ts').SCHEMA;

const MARKETING_COLUMNS = ['Ideas', 'Drafting', 'Review', 'Scheduled', 'Published'];
const TURKISH_COLUMNS = ['Fikirler', 'Hazırlanıyor', 'Onay bekliyor', 'Yayında'];
const HOSTILE = '"</script><img src=x onerror=alert(1)>`${globalThis.pwned = 1}` \' */ //';

const marketing = () =>
  withContent('A kanban board for our marketing team content pipeline', 'en', {
    columns: MARKETING_COLUMNS,
  });
const turkish = () =>
  withContent('Ekibim için bir kanban panosu', 'tr', {
    columns: TURKISH_COLUMNS,
    items: [
      { name: 'Bülteni yaz' },
      { name: 'Instagram gönderisi', detail: 'cuma günü' },
      { name: 'Web sitesini güncelle' },
    ],
  });

const YOGA_CLASSES = content({
  items: [
    { name: 'Vinyasa', minutes: 60, price: { amount: 20, currency: 'USD' } },
    { name: 'Yin', minutes: 75, price: { amount: 22, currency: 'USD' } },
    { name: 'Hot Yoga', minutes: 90, price: { amount: 25, currency: 'USD' } },
  ],
  itemsLabel: 'classes',
  people: [
    { name: 'Priya', role: 'teacher' },
    { name: 'Tom', role: 'teacher' },
  ],
  peopleLabel: 'teachers',
});
const yoga = () => {
  const spec = understand('A booking app for my yoga studio', 'en');
  spec.content = structuredClone(YOGA_CLASSES);
  return spec;
};

// Tuesday to Saturday, 10:00 to 19:00 (Saturday to 16:00); closed Sunday and Monday.
const SALON_WEEK: BriefContent['week'] = [
  null,
  null,
  ['10:00', '19:00'],
  ['10:00', '19:00'],
  ['10:00', '19:00'],
  ['10:00', '19:00'],
  ['10:00', '16:00'],
];
const salon = () =>
  withContent('A booking site for my hair salon', 'en', {
    items: [
      { name: 'Skin Fade', minutes: 40, price: { amount: 28, currency: 'EUR' } },
      { name: 'Balayage', minutes: 150, price: { amount: 140, currency: 'EUR' } },
      { name: 'Kids Cut', price: { amount: 15, currency: 'EUR' } },
      { name: 'Consultation' },
    ],
    people: [
      { name: 'Marta Silva', role: 'owner' },
      { name: 'Jonas Berg', role: 'colourist' },
      { name: 'Lea' },
    ],
    hours: ['Tuesday to Friday 10am-7pm, Saturday 10am-4pm'],
    week: SALON_WEEK,
    description: 'a neighbourhood salon for cuts and colour',
    contact: {
      email: 'hello@salon-marta.example',
      phone: '+49 30 1234567',
      address: 'Kastanienallee 12, Berlin',
    },
  });

describe('a board with the brief’s own columns', () => {
  it('shows exactly those columns, in order, and none of the stock ones', () => {
    const files = renderProject(marketing());
    const src = sources(files);
    const SAMPLE_BOARD = sampleOf(files);
    expect(SAMPLE_BOARD.columns.map((c) => c.title)).toEqual(MARKETING_COLUMNS);
    expect(new Set(SAMPLE_BOARD.columns.map((c) => c.id)).size).toBe(5);
    expect(SAMPLE_BOARD.columns.every((c) => c.limit === null)).toBe(true);
    for (const stock of ['To do', 'In progress', 'Done']) expect(src).not.toContain(JSON.stringify(stock));
    expect(src).not.toMatch(/['"](todo|doing|done)['"]/);
    // Five columns scroll sideways on wide screens.
    expect(kanbanLogic.isWide(SAMPLE_BOARD.columns)).toBe(true);
  });

  it('spreads the seed cards: the first columns get cards, the last one a done card', () => {
    const files = renderProject(marketing());
    const board = sampleOf(files);
    const logic = kanbanLogic;
    const ids = board.columns.map((c) => c.id);
    expect(board.cards.length).toBeGreaterThan(0);
    expect(board.cards.every((card) => ids.includes(card.columnId))).toBe(true);
    for (const id of ids) expect(logic.cardsIn(board, id).length, id).toBeGreaterThan(0);
    expect(logic.cardsIn(board, ids.at(-1)!)).toHaveLength(1);
    expect(logic.cardsIn(board, ids[0]!).length).toBeGreaterThanOrEqual(logic.cardsIn(board, ids[1]!).length);

    // The board logic works with any ids: moves, neighbours, limits.
    const first = logic.cardsIn(board, ids[0]!)[0]!;
    expect(logic.neighbourColumn(board, first, -1)).toBeUndefined();
    expect(logic.neighbourColumn(board, first, 1)?.title).toBe('Drafting');
    const moved = logic.moveCard(board, first.id, ids.at(-1)!);
    expect(logic.cardsIn(moved, ids.at(-1)!).map((c) => c.id)).toContain(first.id);
    expect(logic.moveCard(board, first.id, 'done')).toBe(board);
    expect(board.columns.some((c) => logic.overLimit(board, c))).toBe(false);
  });

  it('counts the last column as done and adds new cards to the first one', () => {
    const files = renderProject(marketing());
    const board = sampleOf(files);
    // The seed leaves one card in the last column: that one is done.
    expect(kanbanLogic.completion(board)).toEqual({ done: 1, ratio: 1 / board.cards.length });
    expect(kanbanLogic.targetColumn(board, '')).toBe(board.columns[0]!.id);
    // A board with other columns is saved under its own key, so a saved stock board does not hide them.
    expect(boardSchema(files).storage.key).toMatch(/^board-[a-z0-9]+$/);
    expect(boardSchema(files).storage.base).toBe('board');
  });

  it('a Turkish board: four columns, and the listed tasks are the cards, none of them done yet', () => {
    const files = renderProject(turkish());
    const src = sources(files);
    const board = sampleOf(files);
    expect(board.columns.map((c) => c.title)).toEqual(TURKISH_COLUMNS);
    expect(board.cards.map((c) => c.title)).toEqual([
      'Bülteni yaz',
      'Instagram gönderisi',
      'Web sitesini güncelle',
    ]);
    expect(board.cards[1]?.notes).toBe('cuma günü');
    expect(board.cards.filter((c) => c.columnId === board.columns[0]!.id).length).toBeGreaterThan(0);
    expect(board.cards.some((c) => c.columnId === board.columns.at(-1)!.id)).toBe(false);
    for (const stock of ['Yapılacak', 'Devam eden', 'Tamamlandı', 'Hafta sonu gezisini planla'])
      expect(src).not.toContain(JSON.stringify(stock));
    // Four columns still share the width.
    expect(kanbanLogic.isWide(board.columns)).toBe(false);
  });

  it('listed tasks on the stock columns start in the first columns; without content nothing changes', () => {
    const spec = understand('A kanban board for my chores', 'en');
    spec.content = content({ items: [{ name: 'Water the plants' }, { name: 'Fix the bike' }] });
    const files = renderProject(spec);
    const board = sampleOf(files);
    expect(board.columns.map((c) => c.id)).toEqual(['todo', 'doing', 'done']);
    expect(board.cards.map((c) => [c.title, c.columnId])).toEqual([
      ['Water the plants', 'todo'],
      ['Fix the bike', 'doing'],
    ]);

    const plain = understand('A kanban board for my chores', 'en');
    delete plain.content;
    plain.texts = { 'columns.doing': 'Working on it' };
    const stock = renderProject(plain);
    const sample = sampleOf(stock);
    expect(sample.columns).toEqual([
      { id: 'todo', title: 'To do', limit: null },
      { id: 'doing', title: 'Working on it', limit: 3 },
      { id: 'done', title: 'Done', limit: null },
    ]);
    expect(sample.cards.map((c) => c.columnId)).toEqual(['todo', 'todo', 'doing', 'doing', 'done', 'done']);
    expect(boardSchema(stock).storage.key).toBe('board');
  });

  it('keeps hostile column and task names inside string literals', () => {
    const spec = withContent('A kanban board for my team', 'en', {
      columns: [HOSTILE, 'Done'],
      items: [{ name: HOSTILE, detail: HOSTILE }],
    });
    const files = renderProject(spec);
    const board = sampleOf(files);
    expect(board.columns[0]?.title).toBe(HOSTILE);
    expect(board.cards[0]?.title).toBe(HOSTILE);
    expect(board.cards[0]?.notes).toBe(HOSTILE);
    expect((globalThis as { pwned?: unknown }).pwned).toBeUndefined();
  });
});

describe('cards a brief asks to put on its board', () => {
  const cardsOf = (prompt: string, language: 'en' | 'fr' | 'es' | 'tr' | 'ar') => {
    const spec = understand(prompt, language);
    expect(spec.kind).toBe('kanban');
    const board = sampleOf(renderProject(spec));
    const column = (id: string) => board.columns.find((c) => c.id === id)?.title;
    return {
      columns: board.columns.map((c) => c.title),
      cards: board.cards.map((card) => [card.title, column(card.columnId), card.notes]),
    };
  };

  it('quoted cards go in the column each is said to be in, whole', () => {
    expect(
      cardsOf(
        'Kanban board for my podcast production with columns: Ideas, Booked Guests, Recording, Editing, Published. Put a couple cards in, like "Episode 42 with Priya Nandan" in Editing and "Intro music refresh" in Ideas.',
        'en',
      ),
    ).toEqual({
      columns: ['Ideas', 'Booked Guests', 'Recording', 'Editing', 'Published'],
      cards: [
        ['Episode 42 with Priya Nandan', 'Editing', ''],
        ['Intro music refresh', 'Ideas', ''],
      ],
    });
  });

  it('reads cards in every language: in brackets after "ex.", quoted with a price, after a colon or «»', () => {
    expect(
      cardsOf(
        'Un tableau kanban pour gérer mon recrutement, colonnes : Candidatures, Entretien RH, Embauché. Ajoute 2-3 cartes avec des candidats (ex. Julie Ferrand, Thomas Nguyen).',
        'fr',
      ).cards.map(([title]) => title),
    ).toEqual(['Julie Ferrand', 'Thomas Nguyen']);
    // A deal's amount is a note of its card, grouped as the person wrote it.
    expect(
      cardsOf(
        "Tablero de pipeline de ventas con columnas: Prospecto, Contactado, Propuesta, Cerrado. Añade tarjetas como 'Hotel Brisamar - 3.200 €' y 'Gimnasio Ferro'.",
        'es',
      ).cards.map(([title, , notes]) => [title, notes]),
    ).toEqual([
      ['Hotel Brisamar', '3.200\u00a0€'],
      ['Gimnasio Ferro', ''],
    ]);
    // Turkish names the columns before their word; Arabic ties "with" to "columns".
    expect(
      cardsOf(
        "Tez çalışmam için kanban panosu: Okunacak, Okunuyor, Notlar Alındı, Yazıldı sütunları olsun. Birkaç kart ekle: 'Literatür taraması', 'Anket tasarımı'.",
        'tr',
      ),
    ).toMatchObject({
      columns: ['Okunacak', 'Okunuyor', 'Notlar Alındı', 'Yazıldı'],
      cards: [
        ['Literatür taraması', 'Okunacak', ''],
        ['Anket tasarımı', 'Okunuyor', ''],
      ],
    });
    expect(
      cardsOf(
        'لوحة كانبان لفريق التسويق بأعمدة: أفكار، قيد التنفيذ، منشور. أضف بطاقات مثل «حملة رمضان» و«فيديو إطلاق المنتج».',
        'ar',
      ),
    ).toMatchObject({
      columns: ['أفكار', 'قيد التنفيذ', 'منشور'],
      cards: [
        ['حملة رمضان', 'أفكار', ''],
        ['فيديو إطلاق المنتج', 'قيد التنفيذ', ''],
      ],
    });
  });
});

describe('a booking app with the brief’s own services, people and hours', () => {
  /** The slots and seats are the kit's rules (BookingApp), run on the schema at a clock weeks before. */
  const NOW = new Date();
  const SHARED = { bookings: [], taken: [], shared: true };
  const times = (schema: BookingSchema, id: string, day: string) =>
    bookingLogic
      .slotsFor(
        schema.offerings.find((o) => o.id === id)!,
        schema.hours,
        day,
        NOW,
        SHARED,
      )
      .map((s) => s.time);

  it('a yoga studio offers exactly its classes, durations and prices, with its teachers', () => {
    const files = renderProject(yoga());
    const src = sources(files);
    const schema = bookingSchema(files);
    expect(schema.offerings.map((o) => [o.name, o.minutes, o.price])).toEqual([
      ['Vinyasa', 60, 20],
      ['Yin', 75, 22],
      ['Hot Yoga', 90, 25],
    ]);
    expect(schema.team).toEqual([
      { name: 'Priya', role: 'teacher' },
      { name: 'Tom', role: 'teacher' },
    ]);
    // The brief did not say who teaches what.
    expect(schema.offerings.every((o) => o.host === '')).toBe(true);
    for (const stock of ['Morning Vinyasa', 'Gentle Hatha', 'Power Pilates', 'Elif Demir', 'Can Aydın'])
      expect(src).not.toContain(stock);
    expect(schema.currency).toBe('USD');
    expect(schema.sections.find((s) => s.id === 'services')?.title).toBe('Classes');
    expect(schema.offerings[2]?.minutes).toBe(90);
    // No week in the brief: the stock hours, 09:00 to 18:00 and closed on Sundays.
    const wednesday = times(schema, 'service-3', nextWeekday(3));
    expect(wednesday[0]).toBe('09:00');
    expect(wednesday.at(-1)).toBe('16:00');
    expect(times(schema, 'service-3', nextWeekday(0))).toEqual([]);
  });

  it('names the team after the brief’s word for its people', () => {
    const schema = bookingSchema(
      renderProject({ ...yoga(), sections: ['hero', 'services', 'book', 'team'] }),
    );
    expect(schema.sections.find((s) => s.id === 'team')?.title).toBe('Teachers');
  });

  it('prices follow the brief’s currency, also in a Turkish app', () => {
    const spec = understand('Yoga stüdyom için rezervasyon uygulaması', 'tr');
    const listed = content({
      items: [
        { name: 'Vinyasa', minutes: 60, price: { amount: 450, currency: 'TRY' } },
        { name: 'Yin', minutes: 75, price: { amount: 20, currency: 'EUR' } },
      ],
    });
    spec.content = listed;
    expect(spec.kind).toBe('booking');
    expect(bookingSchema(renderProject(spec)).currency).toBe('TRY');
    listed.items.reverse();
    expect(bookingSchema(renderProject(spec)).currency).toBe('EUR');
    delete spec.content;
    expect(bookingSchema(renderProject(spec)).currency).toBe('TRY');
  });

  it('a salon: its services, team, week hours, description and contact', () => {
    const files = renderProject(salon());
    const src = sources(files);
    const schema = bookingSchema(files);
    expect(schema.offerings.map((o) => [o.name, o.minutes, o.price])).toEqual([
      ['Skin Fade', 40, 28],
      ['Balayage', 150, 140],
      ['Kids Cut', 60, 15],
      // A service without a price shows none rather than "Free".
      ['Consultation', 60, null],
    ]);
    expect(schema.team).toEqual([
      { name: 'Marta Silva', role: 'owner' },
      { name: 'Jonas Berg', role: 'colourist' },
      { name: 'Lea', role: '' },
    ]);
    for (const stock of ['Haircut & Style', 'Beard Trim', 'Deniz Koç', 'Sofia Rossi'])
      expect(src).not.toContain(stock);
    expect(schema.currency).toBe('EUR');
    expect(schema.texts.heroSubtitle).toBe('A neighbourhood salon for cuts and colour');
    expect(schema.info).toEqual({
      hours: 'Tuesday to Friday 10am-7pm, Saturday 10am-4pm',
      address: 'Kastanienallee 12, Berlin',
      phone: '+49 30 1234567',
      email: 'hello@salon-marta.example',
    });

    expect(bookingLogic.isClosed(schema.hours, nextWeekday(0))).toBe(true);
    expect(bookingLogic.isClosed(schema.hours, nextWeekday(1))).toBe(true);
    expect(times(schema, 'service-1', nextWeekday(1))).toEqual([]);
    const tuesday = times(schema, 'service-1', nextWeekday(2));
    expect(tuesday[0]).toBe('10:00');
    expect(tuesday.at(-1)).toBe('18:00');
    expect(times(schema, 'service-1', nextWeekday(6)).at(-1)).toBe('15:00');
    // Balayage (150 min) on Saturdays: start times up to 13:00; later ones would run past 16:00.
    expect(times(schema, 'service-2', nextWeekday(6))).toEqual(['10:00', '11:00', '12:00', '13:00']);
    const fade = schema.offerings[0]!;
    expect(
      bookingLogic.isClosed(schema.hours, bookingLogic.firstFreeDay(fade, schema.hours, NOW, SHARED)),
    ).toBe(false);
  });

  it('text overrides still win over the brief', () => {
    const spec = salon();
    spec.texts = { 'hero.subtitle': 'Your own words here', 'services.title': 'Menu of cuts' };
    const schema = bookingSchema(renderProject(spec));
    expect(schema.texts.heroSubtitle).toBe('Your own words here');
    expect(schema.sections.find((s) => s.id === 'services')?.title).toBe('Menu of cuts');
  });

  it('an events page lists the brief’s events', () => {
    const spec = withContent('An events page for our community meetups with RSVP', 'en', {
      items: [
        { name: 'Jazz Night', price: { amount: 12, currency: 'GBP' } },
        { name: 'Poetry Slam', price: { amount: 0, currency: 'GBP' } },
      ],
    });
    const files = renderProject(spec);
    const schema = bookingSchema(files);
    expect(schema.mode).toBe('events');
    expect(schema.offerings.map((o) => [o.name, o.price, o.venue])).toEqual([
      ['Jazz Night', 12, ''],
      ['Poetry Slam', 0, ''],
    ]);
    expect(schema.currency).toBe('GBP');
    expect(sources(files)).not.toContain('Lightning Talks');
  });

  it("one dated event's kinds of ticket are sold on its day, with who is on stage", () => {
    const spec = understand(
      'Page pour le Festival Jazz des Quais, le 14 juin 2027 à 19h30, Quai Saint-Pierre à Bordeaux. Au programme : Lucie Vernay Trio puis Les Frères Cazal. Billets : 25 € plein tarif, 15 € étudiant.',
      'fr',
    );
    // "plein tarif" is a price, not a Turkish recipe ("tarif").
    expect([spec.kind, spec.name]).toEqual(['booking', 'Festival Jazz des Quais']);
    const schema = bookingSchema(renderProject(spec));
    expect(schema.offerings.map((o) => [o.name, o.price, o.date, o.time, o.venue])).toEqual([
      ['Plein tarif', 25, '2027-06-14', '19:30', 'Quai Saint-Pierre, Bordeaux'],
      ['Étudiant', 15, '2027-06-14', '19:30', 'Quai Saint-Pierre, Bordeaux'],
    ]);
    expect(schema.team.map((p) => p.name)).toEqual(['Lucie Vernay Trio', 'Les Frères Cazal']);
    expect(schema.texts.heroTitle).toBe('Festival Jazz des Quais');
    expect(schema.sections.find((section) => section.id === 'services')?.title).toBe('Billets');
  });

  it("shows an event's programme over its tickets, and keeps it, its questions and its voices through an edit", () => {
    const spec = understand(
      'Salut ! On organise les Rencontres NumériCoop le 17 octobre 2027 à Nantes, salle La Cordée. Programme : 9h30 accueil café, 10h00 keynote de Sabine Lefort « Coopératives et IA », 14h00 atelier pratique animé par Karim Benali, 17h30 apéro. Billets : 35 € étudiant, 80 € plein tarif. FAQ : « Y a-t-il un parking ? » Et un avis : « Une journée précieuse » — Lina Roche.',
      'fr',
    );
    expect(spec.name).toBe('Rencontres NumériCoop');
    const schema = bookingSchema(renderProject(spec));
    expect(schema.program).toEqual([
      { time: '09:30', title: 'Accueil café' },
      { time: '10:00', title: 'Keynote de Sabine Lefort « Coopératives et IA »' },
      { time: '14:00', title: 'Atelier pratique animé par Karim Benali' },
      { time: '17:30', title: 'Apéro' },
    ]);
    expect(schema.texts.programTitle).toBe('Programme');
    expect(schema.offerings.map((o) => o.venue)).toEqual([
      'Nantes, salle La Cordée',
      'Nantes, salle La Cordée',
    ]);
    // atelier.json read back for a follow-up keeps everything the brief listed.
    const again = readSpec({ [SPEC_PATH]: JSON.stringify(spec) });
    expect(again?.content).toEqual(spec.content);
    expect(again?.content?.faq?.[0]?.question).toBe('Y a-t-il un parking ?');
  });

  it('finds people named in passing with their role, and an Arabic place by its own name', () => {
    const hotel = understand(
      'I run a little pet hotel in Portland called Paws Inn Hollow. We do overnight boarding ($45/night dogs, $28/night cats), doggy daycare ($32/day) and a bath & brush ($20). Please mention me, Marisol Ortega (owner), and Dev Hallett, our head caretaker.',
      'en',
    );
    const schema = bookingSchema(renderProject(hotel));
    expect(schema.offerings.map((o) => [o.name, o.price])).toEqual([
      ['Overnight boarding', 45],
      ['Doggy daycare', 32],
      ['Bath & brush', 20],
    ]);
    expect(schema.team).toEqual([
      { name: 'Marisol Ortega', role: 'owner' },
      { name: 'Dev Hallett', role: 'head caretaker' },
    ]);
    // A product in brackets is no person.
    expect(
      understand('Plants: Snake Plant (large) $25, Fiddle Leaf (small) $48', 'en').content?.people,
    ).toEqual([]);
    expect(
      understand(
        'موقع لعيادة ابتسامة الياسمين لطب الأسنان (شارع الجاردنز، عمان). الخدمات: تنظيف الأسنان 25 دينار، تبييض 150 دينار.',
        'ar',
      ).name,
    ).toBe('ابتسامة الياسمين');
    expect(
      understand(
        'صفحة حجز دروس ركوب الخيل لإسطبل الفارس الصغير: حصة تجريبية (30 دقيقة) 100 ريال، حصة فردية 180 ريال.',
        'ar',
      ).name,
    ).toBe('الفارس الصغير');
  });

  it('names people under a verb without taking the verb for their title', () => {
    const spec = understand(
      'Concierto en el Patio el 3 de julio de 2027 a las 21:00. Tocan Lucía Vera Trío y Los Hermanos Roca. Entradas: general 12 €, anticipada 10 €.',
      'es',
    );
    const schema = bookingSchema(renderProject(spec));
    expect(schema.team.map((p) => p.name)).toEqual(['Lucía Vera Trío', 'Los Hermanos Roca']);
    expect(schema.sections.find((section) => section.id === 'team')?.title).toBe('Cartel');
  });

  it('keeps hostile names, people and contact as data', () => {
    const spec = withContent('A booking app for my yoga studio', 'en', {
      items: [{ name: HOSTILE, detail: HOSTILE, minutes: 45, price: { amount: 10, currency: 'USD' } }],
      itemsLabel: HOSTILE,
      people: [{ name: HOSTILE, role: HOSTILE }],
      peopleLabel: HOSTILE,
      hours: [HOSTILE],
      week: [null, ['09:00', '17:00'], null, null, null, null, null],
      description: HOSTILE,
      contact: { email: HOSTILE, phone: HOSTILE, address: HOSTILE },
    });
    const schema = bookingSchema(renderProject(spec));
    expect(schema.offerings[0]?.name).toBe(HOSTILE);
    expect(schema.offerings[0]?.host).toBe(HOSTILE);
    expect(schema.team[0]?.name).toBe(HOSTILE);
    expect(schema.info.address).toBe(HOSTILE);
    expect(schema.info.hours).toBe(HOSTILE);
    expect((globalThis as { pwned?: unknown }).pwned).toBeUndefined();
  });
});

describe('projects built from the brief’s content type-check', () => {
  it('boards and booking apps', () => {
    const allBooking = ['hero', 'services', 'book', 'my-bookings', 'team', 'faq'];
    const specs: AppSpec[] = [
      marketing(),
      turkish(),
      withContent('A kanban board for my team', 'en', { columns: [HOSTILE], items: [{ name: HOSTILE }] }),
      yoga(),
      { ...yoga(), sections: allBooking, features: ['forms', 'persistence', 'export', 'pages'] },
      { ...salon(), sections: allBooking },
      withContent('An events page for our community meetups with RSVP', 'en', {
        items: [{ name: 'Jazz Night' }],
        contact: { address: 'The Old Mill' },
      }),
      withContent('A booking app for my yoga studio', 'en', {
        items: [{ name: HOSTILE, price: { amount: 10, currency: 'USD' } }],
        people: [{ name: HOSTILE }],
        description: HOSTILE,
        hours: [HOSTILE],
        contact: { email: HOSTILE, phone: HOSTILE, address: HOSTILE },
      }),
    ];
    const results = typecheckProjects(specs.map((spec) => renderProject(spec)));
    results.forEach((diagnostics, i) => expect(diagnostics, `project ${i}`).toEqual([]));
  }, 180_000);
});
