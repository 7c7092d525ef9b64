/**
 * What a brief asks its form to ask and its cards to hold: read from the brief in the six languages, and
 * shown by the booking form (its questions) and the board (its cards' fields).
 */
import { describe, expect, it } from 'vitest';
import type { BookingSchema } from '@atelier/app-kit/booking';
import type { KanbanSchema } from '@atelier/app-kit/kanban';
import { readBriefContent } from '../src/agent/brief-content.ts';
import { readCardFields, readFormFields } from '../src/agent/form-fields.ts';
import { renderProject } from '../src/agent/render.ts';
import { planText } from '../src/agent/replies.ts';
import { understand } from '../src/agent/understand.ts';
import { loadModule } from './support/generated.ts';

const shape = (fields: { label: string; type: string; options?: string[] }[]) =>
  fields.map((f) => `${f.label}:${f.type}${f.options ? `[${f.options.join('/')}]` : ''}`);

describe("a form's own questions", () => {
  it('reads them after the form, in every language, without the name and email it always asks', () => {
    expect(
      shape(
        readFormFields(
          'una web para la boda, con un formulario de confirmación de asistencia donde pongan nombre, número de acompañantes y alergias.',
          'es',
        ),
      ),
    ).toEqual(['Número de acompañantes:number', 'Alergias:text']);
    expect(
      shape(
        readFormFields(
          'etkinlik sayfası + kayıt formu (ad soyad, telefon, deneyim seviyesi) yapar mısın?',
          'tr',
        ),
      ),
    ).toEqual(['Telefon:phone', 'Deneyim seviyesi:text']);
    expect(
      shape(readFormFields('un formulaire de contact qui demande la date du mariage et le lieu', 'fr')),
    ).toEqual(['Date du mariage:date', 'Lieu:text']);
    // A bracket inside the list is part of it: a question's options.
    expect(
      shape(
        readFormFields(
          'An RSVP page with a form asking for name, email, number of guests, dietary needs (vegan / vegetarian / none) and a song request.',
          'en',
        ),
      ),
    ).toEqual([
      'Number of guests:number',
      'Dietary needs:choice[vegan/vegetarian/none]',
      'Song request:text',
    ]);
    expect(shape(readFormFields('Страница семинара с формой записи: имя, телефон, компания.', 'ru'))).toEqual(
      ['Телефон:phone', 'Компания:text'],
    );
  });

  it("offers none of the form's questions as things to book, and reads an event's hours as its time", () => {
    const workshop = readBriefContent(
      'صفحة لورشة الخط العربي «حروف» يوم الجمعة ٩ أبريل ٢٠٢٧ من الساعة ٤:٠٠ حتى ٧:٠٠ مساءً في بيت السناري بالسيدة زينب، القاهرة. رسوم الاشتراك ٣٠٠ ج.م. استمارة التسجيل: الاسم، رقم الموبايل، المستوى.'.replace(
        /[\u0660-\u0669]/g,
        (d) => String(d.charCodeAt(0) - 0x660),
      ),
      'ar',
    );
    expect(shape(workshop.form ?? [])).toEqual(['رقم الموبايل:phone', 'المستوى:text']);
    expect(workshop.items).toEqual([]);
    expect(workshop.hours).toEqual([]);
    expect(workshop.week).toBeUndefined();
    expect(workshop.event).toMatchObject({ date: '2027-04-09', time: '16:00' });
  });

  it('reads nothing from a form named for what it does', () => {
    expect(readFormFields('A contact form and a map.', 'en')).toEqual([]);
    expect(readFormFields('un formulario para reservar mesa', 'es')).toEqual([]);
    expect(readFormFields('A form with name and email.', 'en')).toEqual([]);
  });

  it("puts them on an event's booking form, each as the control its answer needs", () => {
    const spec = understand(
      'Hazme una web para nuestra boda, Lucía y Andrés, el sábado 12 de abril en la Finca El Olivar de Ronda, ceremonia a las 17:30, cóctel a las 19:00 y cena y baile desde las 21:00, con un formulario de confirmación de asistencia donde pongan nombre, número de acompañantes y alergias.',
      'es',
    );
    expect(spec.kind).toBe('booking');
    const schema = loadModule<{ SCHEMA: BookingSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA;
    expect(schema.questions?.map((q) => [q.label, q.type])).toEqual([
      ['Número de acompañantes', 'number'],
      ['Alergias', 'text'],
    ]);
    // The evening told in a sentence is the event's programme.
    expect(schema.program).toEqual([
      { time: '17:30', title: 'Ceremonia' },
      { time: '19:00', title: 'Cóctel' },
      { time: '21:00', title: 'Cena y baile' },
    ]);
    expect(schema.offerings.map((o) => o.name)).toEqual(['Lucía y Andrés']);
  });
});

describe("what a board's cards hold", () => {
  it('reads the fields each card has, the title left to the card itself', () => {
    expect(
      shape(
        readCardFields(
          'columns: Ideas, Done. each card needs an episode title, guest name and a due date.',
          'en',
        ),
      ),
    ).toEqual(['Guest name:text', 'Due date:date']);
    expect(
      shape(
        readCardFields(
          'Sütunlar: Yapılacak, Bitti. Her kartta başlık, sorumlu kişi, öncelik (düşük/orta/yüksek) ve bitiş tarihi olsun.',
          'tr',
        ),
      ),
    ).toEqual(['Sorumlu kişi:text', 'Öncelik:choice[düşük/orta/yüksek]', 'Bitiş tarihi:date']);
    expect(
      shape(
        readCardFields(
          'Tablero con columnas Pendiente, Hecho. Cada tarjeta tiene responsable y fecha límite.',
          'es',
        ),
      ),
    ).toEqual(['Responsable:text', 'Fecha límite:date']);
    expect(readCardFields('A board with columns To do, Doing, Done.', 'en')).toEqual([]);
  });

  it('gives the board those fields and a quoted sample card its values, without the ask to drag cards', () => {
    const spec = understand(
      "hey, can you make me a kanban board for our little podcast team? columns should be Ideas, Booking Guest, Recording, Editing and Published. each card needs an episode title, guest name and a due date. put a few sample cards in, like 'Ep 41 - Sourdough science' with guest Maya Okafor, and let me drag cards between columns",
      'en',
    );
    expect(spec.kind).toBe('kanban');
    expect(spec.name).toBe('Podcast Board');
    const schema = loadModule<{ SCHEMA: KanbanSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA;
    expect(schema.cardFields?.map((f) => [f.label, f.type])).toEqual([
      ['Guest name', 'text'],
      ['Due date', 'date'],
    ]);
    expect(schema.seed).toHaveLength(1);
    expect(schema.seed[0]).toMatchObject({
      title: 'Ep 41 - Sourdough science',
      notes: '',
      fields: { [schema.cardFields![0]!.key]: 'Maya Okafor' },
    });
    expect(schema.columns.map((c) => c.title)).toEqual([
      'Ideas',
      'Booking Guest',
      'Recording',
      'Editing',
      'Published',
    ]);
  });
});

describe('the plan', () => {
  it("says the programme, the form's questions and what each card holds before building", () => {
    const wedding = understand(
      'Web para la boda de Marta Gil y Pablo Ruiz el 19 de junio de 2027 en el Cortijo Los Olivos: misa a las 12:00, aperitivo a las 14:00 y banquete desde las 15:30. Con un formulario de asistencia donde pongan nombre, número de invitados e intolerancias.',
      'es',
    );
    const plan = planText(wedding, 'es');
    expect(plan).toContain('Programa: 12:00 Misa, 14:00 Aperitivo, 15:30 Banquete.');
    expect(plan).toContain('El formulario pide también: Número de invitados, Intolerancias.');
    expect(plan.indexOf('Fecha y lugar')).toBeLessThan(plan.indexOf('Programa'));
    const board = understand(
      'Kanban for our bakery orders. Columns: New, Baking, Ready. Each card needs a customer name and pickup date.',
      'en',
    );
    expect(planText(board, 'en')).toContain('Each card holds: Customer name, Pickup date.');
  });
});
