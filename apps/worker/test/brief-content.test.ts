/**
 * Reading what a brief lists: items with prices and durations, people, a board's columns, features,
 * opening hours as a week, the product's own description and contact, in the six languages; and the
 * spec, plan and kind that follow from them.
 */
import { describe, expect, it } from 'vitest';
import type { LandingSchema } from '@atelier/app-kit/landing';
import { readSpec, specFromConversation } from '../src/agent/agent.ts';
import { readBriefContent, readWeek } from '../src/agent/brief-content.ts';
import { contentEdit } from '../src/agent/content-edit.ts';
import { edit } from '../src/agent/edit.ts';
import { renderProject } from '../src/agent/render.ts';
import { planText } from '../src/agent/replies.ts';
import type { AppLanguage, AppSpec } from '../src/agent/spec.ts';
import { loadModule, sourceText } from './support/generated.ts';
import { understand } from '../src/agent/understand.ts';
import type { BookingSchema } from '@atelier/app-kit/booking';

const names = (list: { name: string }[]) => list.map((entry) => entry.name);

describe('readBriefContent', () => {
  it('reads priced plans, features and the description after the name', () => {
    const content = readBriefContent(
      'A landing page for Ledgerly, an invoicing tool for freelancers. Plans: Starter $9/month, Pro $29/month, Agency $79/month. Features: recurring invoices, automatic reminders, multi-currency.',
      'en',
      'Ledgerly',
    );
    expect(content.items).toEqual([
      { name: 'Starter', price: { amount: 9, currency: 'USD', period: 'month' } },
      { name: 'Pro', price: { amount: 29, currency: 'USD', period: 'month' } },
      { name: 'Agency', price: { amount: 79, currency: 'USD', period: 'month' } },
    ]);
    expect(content.itemsLabel).toBe('Plans');
    expect(content.highlights).toEqual(['Recurring invoices', 'Automatic reminders', 'Multi-currency']);
    expect(content.description).toBe('An invoicing tool for freelancers');
  });

  it('reads an unlabelled list of things for a price, keeping names with "&" whole', () => {
    const content = readBriefContent(
      'An online shop for my candle business Wick & Wax selling Lavender Dream candle for $18, Cedar Smoke candle for $22, Vanilla Bean candle for $16 and a Gift Set for $45.',
      'en',
    );
    expect(names(content.items)).toEqual([
      'Lavender Dream candle',
      'Cedar Smoke candle',
      'Vanilla Bean candle',
      'Gift Set',
    ]);
    expect(content.items.map((item) => item.price?.amount)).toEqual([18, 22, 16, 45]);
  });

  it('reads services, people with roles and opening hours as a week', () => {
    const content = readBriefContent(
      'Website for Bella Cuts hair salon. Services: Haircut $35, Color $80, Blowout $30. Team: Maria (owner), Jake (stylist). Open Tuesday to Saturday 9am-6pm.',
      'en',
    );
    expect(names(content.items)).toEqual(['Haircut', 'Color', 'Blowout']);
    expect(content.people).toEqual([
      { name: 'Maria', role: 'owner' },
      { name: 'Jake', role: 'stylist' },
    ]);
    const open: [string, string] = ['09:00', '18:00'];
    expect(content.week).toEqual([null, null, open, open, open, open, open]);
  });

  it('reads durations and prices inside brackets, and a list of names joined by "and"', () => {
    const content = readBriefContent(
      'Booking app for Zen Yoga studio: classes Vinyasa (60 min, $20), Yin (75 min, $22), Hot Yoga (1.5 hours, $25). Teachers: Priya and Tom.',
      'en',
    );
    expect(content.items).toEqual([
      { name: 'Vinyasa', price: { amount: 20, currency: 'USD' }, minutes: 60 },
      { name: 'Yin', price: { amount: 22, currency: 'USD' }, minutes: 75 },
      { name: 'Hot Yoga', price: { amount: 25, currency: 'USD' }, minutes: 90 },
    ]);
    expect(names(content.people)).toEqual(['Priya', 'Tom']);
  });

  it('reads bare amounts after a colon in the currency the brief implies', () => {
    const content = readBriefContent(
      "Menu website for Luigi's Pizzeria: Margherita 12, Pepperoni 14, Quattro Formaggi 15, Tiramisu 7. Open every day 11:00-23:00.",
      'en',
    );
    expect(content.items.map((item) => [item.name, item.price?.amount])).toEqual([
      ['Margherita', 12],
      ['Pepperoni', 14],
      ['Quattro Formaggi', 15],
      ['Tiramisu', 7],
    ]);
    expect(content.week).toEqual(Array.from({ length: 7 }, () => ['11:00', '23:00']));
  });

  it('reads board columns before or after the word "columns"', () => {
    expect(
      readBriefContent(
        'A kanban board for our marketing team with columns Ideas, Drafting, Review, Published',
        'en',
      ).columns,
    ).toEqual(['Ideas', 'Drafting', 'Review', 'Published']);
    expect(
      readBriefContent('A task board for my thesis with To read, Reading and Notes done columns', 'en')
        .columns,
    ).toEqual(['To read', 'Reading', 'Notes done']);
    // "team" followed by words that are not names is not a list of people.
    expect(
      readBriefContent('A kanban board for our marketing team with columns Ideas, Done', 'en').people,
    ).toEqual([]);
  });

  it('reads Turkish, French, Spanish, Russian and Arabic lists with their currencies', () => {
    const tr = readBriefContent(
      'Mumlarım için bir online mağaza: Lavanta mum 250 TL, Sedir mum 300 TL, Hediye seti 1.200 TL.',
      'tr',
    );
    expect(tr.items.map((item) => [item.name, item.price?.amount, item.price?.currency])).toEqual([
      ['Lavanta mum', 250, 'TRY'],
      ['Sedir mum', 300, 'TRY'],
      ['Hediye seti', 1200, 'TRY'],
    ]);
    expect(
      readBriefContent(
        'Pazarlama ekibimiz için kanban panosu: sütunlar Fikirler, Yazılıyor, İnceleme, Yayında',
        'tr',
      ).columns,
    ).toEqual(['Fikirler', 'Yazılıyor', 'İnceleme', 'Yayında']);

    const fr = readBriefContent(
      'Un site pour ma boulangerie Chez Paul. Produits : baguette 1,20 €, croissant 1,50 €, pain au chocolat 1,70 €. Ouvert du mardi au dimanche 7h-19h.',
      'fr',
    );
    expect(fr.items.map((item) => [item.name, item.price?.amount, item.price?.currency])).toEqual([
      ['Baguette', 1.2, 'EUR'],
      ['Croissant', 1.5, 'EUR'],
      ['Pain au chocolat', 1.7, 'EUR'],
    ]);
    expect(fr.week?.[1]).toBeNull();
    expect(fr.week?.[2]).toEqual(['07:00', '19:00']);
    expect(fr.week?.[0]).toEqual(['07:00', '19:00']);

    const es = readBriefContent(
      'Una web para mi cafetería Café Luna con menú: café con leche 2,50 €, tostada 3 €. Abierto de lunes a viernes 8:00-20:00.',
      'es',
    );
    expect(names(es.items)).toEqual(['Café con leche', 'Tostada']);
    expect(es.week?.[6]).toBeNull();
    expect(es.week?.[5]).toEqual(['08:00', '20:00']);

    const ru = readBriefContent(
      'Сайт для барбершопа «Борода»: услуги стрижка 1500 ₽, бритьё 1000 ₽. Мастера: Иван, Пётр. Работаем ежедневно 10:00-21:00.',
      'ru',
    );
    expect(ru.items.map((item) => [item.name, item.price?.currency])).toEqual([
      ['Стрижка', 'RUB'],
      ['Бритьё', 'RUB'],
    ]);
    expect(names(ru.people)).toEqual(['Иван', 'Пётр']);
    expect(ru.week?.every((day) => day?.[0] === '10:00')).toBe(true);

    const ar = readBriefContent(
      'موقع لصالون: الخدمات: قص الشعر 50 ريال، صبغة 120 ريال، تسريحة 80 ريال',
      'ar',
    );
    expect(ar.items.map((item) => [item.name, item.price?.amount, item.price?.currency])).toEqual([
      ['قص الشعر', 50, 'SAR'],
      ['صبغة', 120, 'SAR'],
      ['تسريحة', 80, 'SAR'],
    ]);
  });

  it('reads a week from several stretches, with closed days', () => {
    const week = readWeek(['Weekdays 7am-3pm, weekends 8am to 4pm, closed on Mondays']);
    expect(week).toEqual([
      ['08:00', '16:00'],
      null,
      ['07:00', '15:00'],
      ['07:00', '15:00'],
      ['07:00', '15:00'],
      ['07:00', '15:00'],
      ['08:00', '16:00'],
    ]);
    expect(readWeek(['Mon-Fri 9-5'])?.[1]).toEqual(['09:00', '17:00']);
    expect(readWeek(['Pazartesi-Cuma 09:00-18:00'])?.[3]).toEqual(['09:00', '18:00']);
    expect(readWeek(['no times here'])).toBeUndefined();
  });

  it('reads contact details and ignores numbers that are not phone numbers', () => {
    const content = readBriefContent(
      'Coffee shop site for Bean There. Open weekdays 7am-3pm. Call 555-123-4567 or write to hello@beanthere.cafe.',
      'en',
    );
    expect(content.contact).toEqual({ email: 'hello@beanthere.cafe', phone: '555-123-4567' });
    expect(readBriefContent('Open Mon-Fri 9-17', 'en').contact).toBeUndefined();
  });

  it("reads a FAQ's questions without answers, and who said a quote before the quote", () => {
    const content = readBriefContent(
      'Landing page for Driftnote. FAQ: "Does it work without internet?" and "Can I export my notes?" Add a quote from Priya Nandakumar, freelance editor: "Finally a notes app that keeps up with me."',
      'en',
    );
    expect(content.faq).toEqual([
      { question: 'Does it work without internet?', answer: '' },
      { question: 'Can I export my notes?', answer: '' },
    ]);
    expect(content.testimonials).toEqual([
      {
        quote: 'Finally a notes app that keeps up with me.',
        author: 'Priya Nandakumar',
        role: 'freelance editor',
      },
    ]);
    const french = readBriefContent(
      'FAQ : « Combien de temps dure le réservoir ? », « Le diffuseur est-il silencieux ? ». Et un avis client : « Ma chambre sent la forêt » — Hélène Marchetti.',
      'fr',
    );
    expect(french.faq?.map((pair) => pair.question)).toEqual([
      'Combien de temps dure le réservoir ?',
      'Le diffuseur est-il silencieux ?',
    ]);
    expect(french.testimonials).toEqual([{ quote: 'Ma chambre sent la forêt', author: 'Hélène Marchetti' }]);
    const spanish = readBriefContent(
      'Preguntas frecuentes: ¿Puedo probarlo gratis? ¿Sirve para varios locales? Testimonio de Jorge Almansa (dueño de Taberna El Candil): "Ya no hago los horarios en una servilleta".',
      'es',
    );
    expect(spanish.faq).toHaveLength(2);
    expect(spanish.testimonials).toEqual([
      {
        quote: 'Ya no hago los horarios en una servilleta',
        author: 'Jorge Almansa',
        role: 'dueño de Taberna El Candil',
      },
    ]);
  });

  it('reads an Arabic voice named without its words', () => {
    expect(
      readBriefContent('أسئلة شائعة: هل يعمل بدون إنترنت؟ ورأي عميل: سلمان العتيبي صاحب بقالة النخلة.', 'ar'),
    ).toMatchObject({
      faq: [{ question: 'هل يعمل بدون إنترنت؟', answer: '' }],
      testimonials: [{ quote: '', author: 'سلمان العتيبي', role: 'صاحب بقالة النخلة' }],
    });
  });

  it('reads each entry with its price in its own brackets, and "&" inside a name', () => {
    const content = readBriefContent(
      'We do overnight boarding ($45/night dogs, $28/night cats), doggy daycare ($32/day) and a bath & brush ($20).',
      'en',
    );
    expect(content.items.map((item) => [item.name, item.price?.amount])).toEqual([
      ['Overnight boarding', 45],
      ['Doggy daycare', 32],
      ['Bath & brush', 20],
    ]);
  });

  it('reads phone numbers whole, as each country writes them, and no prices, dates or years', () => {
    const phone = (text: string) => readBriefContent(text, 'en').contact?.phone;
    expect(phone('Teléfono 951 22 33 44.')).toBe('951 22 33 44');
    expect(phone('Sipariş için WhatsApp: 0532 123 45 67')).toBe('0532 123 45 67');
    expect(phone('Телефон: 8 916 123-45-67')).toBe('8 916 123-45-67');
    expect(phone('Tél. 04 78 12 34 56')).toBe('04 78 12 34 56');
    expect(phone('للحجز اتصل على 0501234567')).toBe('0501234567');
    expect(phone('Call +90 212 555 12 34 today')).toBe('+90 212 555 12 34');
    expect(phone('phone: 07700 900123')).toBe('07700 900123');
    expect(phone('Call (415) 555-0199')).toBe('(415) 555-0199');
    for (const none of [
      'On 2026-06-12 at 19:00',
      'Seasons 2024-2025',
      'Villa 1.500.000 TL',
      'Car for $1 250 000',
      'Team 15 20 35',
    ])
      expect(phone(none), none).toBeUndefined();
  });

  it('keeps prices inside brackets with their list, even when a label word is an item', () => {
    const content = readBriefContent(
      'SaaS landing page with three pricing tiers (Basic $5, Team $15/mo, Enterprise $99/mo) and features like SSO, audit logs and API access',
      'en',
    );
    expect(names(content.items)).toEqual(['Basic', 'Team', 'Enterprise']);
    expect(content.items[1]?.price).toEqual({ amount: 15, currency: 'USD', period: 'month' });
    expect(content.people).toEqual([]);
    expect(content.highlights).toEqual(['SSO', 'Audit logs', 'API access']);
  });

  it('reads lists in brackets, free items, and a label word inside an entry', () => {
    const bakery = readBriefContent(
      'I run a small bakery called Crumb & Co. I want a site that shows our breads (sourdough $8, rye $7, focaccia $6), our opening hours (Wed-Sun 7am to 2pm) and where to find us: 14 Mill Lane.',
      'en',
    );
    expect(names(bakery.items)).toEqual(['Sourdough', 'Rye', 'Focaccia']);
    expect(bakery.itemsLabel).toBe('Breads');
    expect(bakery.week?.[1]).toBeNull();
    expect(bakery.week?.[3]).toEqual(['07:00', '14:00']);
    expect(bakery.contact).toEqual({ address: '14 Mill Lane' });

    const clinic = readBriefContent(
      'Services: cleaning $90, whitening $250, braces consultation free.',
      'en',
    );
    expect(clinic.items[2]).toEqual({ name: 'Braces consultation', price: { amount: 0, currency: 'USD' } });

    const coach = readBriefContent(
      'A personal trainer website with packages: Single session $60, 10-pack $500, Online plan $120/month',
      'en',
    );
    expect(names(coach.items)).toEqual(['Single session', '10-pack', 'Online plan']);
    const nook = readBriefContent('Amenities: fast wifi, coffee, meeting rooms, 24/7 access.', 'en');
    expect(nook.highlights).toEqual(['Fast wifi', 'Coffee', 'Meeting rooms', '24/7 access']);
    expect(nook.items).toEqual([]);
  });

  it('reads inflected labels ("с колонками") and tasks for a board', () => {
    expect(
      readBriefContent('Канбан-доска для команды разработки с колонками: Бэклог, В работе, Готово', 'ru')
        .columns,
    ).toEqual(['Бэклог', 'В работе', 'Готово']);
    const wedding = readBriefContent(
      'Build a kanban for my wedding planning with lists: Ideas, Booked, Paid, Done. Tasks: book venue, order cake, send invites',
      'en',
    );
    expect(wedding.columns).toEqual(['Ideas', 'Booked', 'Paid', 'Done']);
    expect(names(wedding.items)).toEqual(['Book venue', 'Order cake', 'Send invites']);
  });

  it('starts a list after the "of" that joins it to its label, and reads feminine staff words', () => {
    const yoga = readBriefContent(
      'Web para mi estudio de yoga Prana: clases de Hatha 12 €, Vinyasa 15 €, Yin 10 €. Profesoras: Lucía, Marta.',
      'es',
    );
    expect(names(yoga.items)).toEqual(['Hatha', 'Vinyasa', 'Yin']);
    expect(yoga.people.map((person) => person.name)).toEqual(['Lucía', 'Marta']);
    expect(
      names(
        readBriefContent("Studio : cours d'Hatha 12 €, Vinyasa 15 €. Professeures : Léa, Inès.", 'fr').items,
      ),
    ).toEqual(['Hatha', 'Vinyasa']);
    expect(names(readBriefContent('Studio site: classes of Hatha $12, Vinyasa $15', 'en').items)).toEqual([
      'Hatha',
      'Vinyasa',
    ]);
    // A lower-case word after "de" belongs to the entry ("clases de yoga suave").
    expect(names(readBriefContent('Clases de yoga suave 10 €, pilates 12 €', 'es').items)[0]).toMatch(
      /yoga suave/i,
    );
  });

  it('finds nothing in a brief that lists nothing', () => {
    const content = readBriefContent('A habit tracker with a dark theme', 'en');
    expect(content).toEqual({ items: [], people: [], columns: [], highlights: [], hours: [] });
  });
});

describe('amounts without a currency sign', () => {
  it('take the currency the brief states in words, and that statement is no entry', () => {
    const briefs: [string, string, string][] = [
      [
        'A budget for our household: rent 1200, groceries 400, fun 150 per month, in euros, with pages',
        'en',
        'EUR',
      ],
      ['A budget for our household in euros: rent 1200, groceries 400, fun 150', 'en', 'EUR'],
      ['Un presupuesto en dólares: alquiler 900, comida 300, ocio 100', 'es', 'USD'],
      ['Ev bütçesi TL olarak: kira 15000, market 6000, ulaşım 2000', 'tr', 'TRY'],
      ['Бюджет семьи в рублях: аренда 40000, продукты 20000, транспорт 5000', 'ru', 'RUB'],
    ];
    for (const [brief, language, currency] of briefs) {
      const content = readBriefContent(brief, language);
      expect({ brief, count: content.items.length }).toEqual({ brief, count: 3 });
      for (const item of content.items)
        expect({ brief, currency: item.price?.currency }).toEqual({ brief, currency });
    }
  });

  it('a free plan beside priced ones is a plan at 0, named as the brief names it', () => {
    const plans = (brief: string) =>
      readBriefContent(brief, 'en').items.map((item) => [item.name, item.price?.amount]);
    expect(plans('Landing page for Snapmeal. Free plan and Family plan at $8/month.')).toEqual([
      ['Free plan', 0],
      ['Family plan', 8],
    ]);
    expect(plans('Landing page for Snapmeal. Free plan, Pro plan $8/month and Team plan $20/month.')).toEqual(
      [
        ['Free plan', 0],
        ['Pro plan', 8],
        ['Team plan', 20],
      ],
    );
  });

  it('the fields after a list and the word before it are not entries', () => {
    expect(
      names(
        readBriefContent(
          'A tool for tracking my car expenses: fuel, insurance, repairs with date and amount',
          'en',
        ).items,
      ),
    ).toEqual(['Fuel', 'Insurance', 'Repairs']);
    expect(
      names(
        readBriefContent('Un blog de viajes con artículos sobre Portugal, Marruecos y Japón', 'es').items,
      ),
    ).toEqual(['Portugal', 'Marruecos', 'Japón']);
  });

  it('a description does not repeat the quoted name', () => {
    const content = readBriefContent(
      'Make a site for my dog grooming business "Paws & Suds". Services: bath $30, full groom $65.',
      'en',
      'Paws & Suds',
    );
    expect(content.description).toBe('A dog grooming business');
  });

  it('the currency named in words is the app’s, for dashboards, budgets and shops alike', () => {
    const briefs: [string, string][] = [
      [
        'Sales dashboard for our coffee shop showing revenue, orders and average ticket, in euros',
        'dashboard',
      ],
      ['A budget app in euros', 'budget'],
      ['Online shop for my candles, prices in euros', 'store'],
    ];
    for (const [brief, kind] of briefs) {
      const spec = understand(brief, 'en');
      expect({ brief, kind: spec.kind, currency: spec.content?.currency }).toEqual({
        brief,
        kind,
        currency: 'EUR',
      });
      const files = renderProject(spec);
      expect({ brief, euros: /"EUR"/.test(sourceText(files)) }).toEqual({ brief, euros: true });
      // What a later edit reads back from atelier.json keeps it.
      expect(readSpec(files)?.content?.currency).toBe('EUR');
    }
  });

  it('lists named with one comma and an "and" are still lists', () => {
    expect(
      names(readBriefContent('A budget tracker with categories rent, groceries and fun', 'en').items),
    ).toEqual(['Rent', 'Groceries', 'Fun']);
  });
});

describe('the price of one event', () => {
  it('is read from a price line or the only amount, in any language, and is not an item', () => {
    const briefs: [string, string, { amount: number; currency: string }][] = [
      [
        'A page for my pottery workshop on Saturday March 14. Price: €35',
        'en',
        { amount: 35, currency: 'EUR' },
      ],
      ['Event page for our pottery workshop on March 14, tickets €35', 'en', { amount: 35, currency: 'EUR' }],
      ['Book club meetup on 3 March, 7pm at Café Lumen, entry $5', 'en', { amount: 5, currency: 'USD' }],
      [
        'Una página para mi taller de cerámica el 14 de marzo. Precio: 35 €',
        'es',
        { amount: 35, currency: 'EUR' },
      ],
      ['14 Mart seramik atölyesi için bir sayfa. Fiyat: 350 TL', 'tr', { amount: 350, currency: 'TRY' }],
    ];
    for (const [brief, language, price] of briefs) {
      const content = readBriefContent(brief, language);
      expect({ brief, price: content.event?.price }).toEqual({ brief, price });
      expect({ brief, items: content.items }).toEqual({ brief, items: [] });
    }
  });

  it('is left to the items when the brief prices several things', () => {
    const content = readBriefContent(
      'Pottery weekend on 14 March: wheel class €35, glazing class €25, both €55',
      'en',
    );
    expect(content.event?.price).toBeUndefined();
    expect(content.items.filter((item) => item.price).length).toBeGreaterThanOrEqual(2);
    expect(names(content.items)).toContain('Glazing class');
  });

  it('is what a place at the event page costs', () => {
    const spec = understand('A page for my pottery workshop on Saturday March 14. Price: €35', 'en');
    const files = renderProject(spec);
    const schema = loadModule<{ SCHEMA: BookingSchema }>(files, 'src/app-schema.ts').SCHEMA;
    expect(schema.offerings).toEqual([expect.objectContaining({ name: 'Pottery Workshop', price: 35 })]);
    expect(schema.currency).toBe('EUR');
    // An edit reads the price back from atelier.json.
    expect(readSpec(files)?.content?.event?.price).toEqual({ amount: 35, currency: 'EUR' });
    // The hero and the plan say when it is and what it costs; the weekday written gives it a year
    // (event-details.test.ts shows which).
    expect(String(schema.offerings[0]?.date)).toMatch(/^\d{4}-03-14$/);
    const year = String(schema.offerings[0]?.date).slice(0, 4);
    expect(schema.texts.heroEyebrow).toContain(`March 14, ${year} · €35`);
    // Its hero is the event itself, not a list of upcoming events.
    expect(schema.texts.heroTitle).toBe('Pottery Workshop');
    expect(planText(spec, 'en')).toContain(`March 14, ${year} · €35`);
  });
});

describe('a street address written without a label', () => {
  it('is the contact address, in six languages, and a count is no street', () => {
    const briefs: [string, string, string][] = [
      ['Website for Sakura Ramen, 88 Main St. Menu: Tonkotsu ramen $15, Gyoza $7', 'en', '88 Main St.'],
      ["Nonna's Kitchen, an Italian trattoria on 12 Elm Street. Menu: Margherita $14", 'en', '12 Elm Street'],
      [
        'Site pour mon café, 5 rue des Lilas, Paris. Carte : espresso 2 €, crème 3 €',
        'fr',
        '5 rue des Lilas',
      ],
      ['Web para mi bar en Calle Mayor 12: tapas 4 €, caña 2 €', 'es', 'Calle Mayor 12'],
      [
        'Kafem için site, Bağdat Caddesi No: 12 Kadıköy: çay 20 TL, kahve 60 TL',
        'tr',
        'Bağdat Caddesi No: 12',
      ],
      ['Сайт для кофейни, ул. Ленина, 5: латте 250 ₽, раф 300 ₽', 'ru', 'ул. Ленина, 5'],
      ['موقع لمقهى في شارع التحلية: قهوة 10 ريال، شاي 5 ريال', 'ar', 'شارع التحلية'],
    ];
    for (const [brief, language, address] of briefs)
      expect({ brief, address: readBriefContent(brief, language).contact?.address }).toEqual({
        brief,
        address,
      });
    expect(readBriefContent('An app to track 3 Day Trips and my runs', 'en').contact).toBeUndefined();
  });
});

describe('names and places without capitals or cues', () => {
  it('names a wedding page after the couple, and reads the place written after the time', () => {
    const turkish = understand(
      'Düğün davetiyemiz için sayfa: Ayşe & Mehmet, 12 Eylül 2026, saat 19:00, Kır Bahçesi, Bodrum. Katılım formu olsun',
      'tr',
    );
    expect(turkish.name).toBe('Ayşe & Mehmet');
    expect(turkish.content?.event).toMatchObject({ time: '19:00', venue: 'Kır Bahçesi, Bodrum' });
    const english = understand(
      'Wedding page for Emma and Lucas, 5 June 2027 at 4pm, Villa Rosa, Tuscany. RSVP form',
      'en',
    );
    expect(english.name).toBe('Emma and Lucas');
    expect(english.content?.event?.venue).toBe('Villa Rosa, Tuscany');
    // A ticket after the time is no place.
    expect(
      readBriefContent(
        'Event page for the Riverside Jazz Night on Friday 14 August at 8pm, Tickets $25',
        'en',
      ).event?.venue,
    ).toBeUndefined();
  });

  it('reads Arabic plans in dollars as a landing page named after its app', () => {
    const spec = understand('صفحة لتطبيق ليدجرلي. الخطط: Starter 9 دولار شهريا، Pro 29 دولار شهريا', 'ar');
    expect({ kind: spec.kind, name: spec.name }).toEqual({ kind: 'landing', name: 'ليدجرلي' });
    expect(spec.content?.items.map((item) => [item.name, item.price?.amount, item.price?.currency])).toEqual([
      ['Starter', 9, 'USD'],
      ['Pro', 29, 'USD'],
    ]);
    // And a price edit in Arabic lands on that plan.
    const edited = contentEdit(spec, 'اجعل خطة Pro بسعر 39 دولار', 'ar');
    expect(edited?.spec.content?.items.map((item) => item.price?.amount)).toEqual([9, 39]);
  });

  it('names an Arabic business after the place word, and not after where it is', () => {
    expect(understand('موقع لمطعم البيت الشامي: شاورما 25 ريال، فلافل 15 ريال، حمص 12 ريال', 'ar').name).toBe(
      'البيت الشامي',
    );
    expect(understand('موقع لمطعم في الرياض: شاورما 25 ريال، فلافل 15 ريال', 'ar').name).not.toContain(
      'الرياض',
    );
  });
});

describe('a person or business described without an article', () => {
  it('reads the profession after the name, and a name after "para" or "pour"', () => {
    const french = understand(
      'Portfolio pour Claire Martin, photographe de mariage à Lyon. Contact : claire@martin.fr',
      'fr',
    );
    expect(french.name).toBe('Claire Martin');
    expect(french.content?.description).toBe('Photographe de mariage à Lyon');
    const spanish = understand('Portafolio para Lucía Gómez, ilustradora en Sevilla', 'es');
    expect(spanish.name).toBe('Lucía Gómez');
    expect(spanish.content?.description).toBe('Ilustradora en Sevilla');
    // What follows a comma and asks for something is no description.
    expect(
      understand('Landing page for Brew, with pages and dark mode', 'en').content?.description,
    ).toBeUndefined();
    // A verb-like lead word is no name: a café serving coffee is not the "Serving" anything.
    expect(understand('A café serving espresso $3, latte $4 and cake $5', 'en').name).not.toMatch(/serving/i);
  });
});

describe('a blog and its author', () => {
  it('ends a name where the topic starts, and reads the author in six languages', () => {
    expect(
      understand(
        'A blog called Slow Miles about cycling through Europe, with posts: Crossing the Alps, Ten days in Provence',
        'en',
      ).name,
    ).toBe('Slow Miles');
    expect(understand('مدونة اسمها دروب عن السفر في المغرب', 'ar').name).toBe('دروب');
    const authors: [string, string, string][] = [
      ['A cooking blog. Author: Maria Lopez. Posts: Vegan ramen, Tofu scramble', 'en', 'Maria Lopez'],
      ["Kişisel blog. Yazar: Ayşe Kaya. Yazılar: İstanbul'da bir gün, Kapadokya notları", 'tr', 'Ayşe Kaya'],
      [
        'Un blog de cuisine. Auteur : Claire Martin. Articles : Ratatouille, Tarte Tatin',
        'fr',
        'Claire Martin',
      ],
    ];
    for (const [brief, language, author] of authors) {
      const spec = understand(brief, language as AppLanguage);
      expect({ brief, people: spec.content?.people.map((p) => p.name) }).toEqual({ brief, people: [author] });
      // The label is no topic to name the blog after.
      expect(spec.name).not.toMatch(/author|yazar|auteur/i);
    }
  });
});

describe('quoted praise', () => {
  it('is its own list beside plans or a menu, in six languages, with apostrophes inside', () => {
    const briefs: [string, string, [string, string][]][] = [
      [
        "A landing page for Finch, a budgeting app for couples. Plans: Free, Plus $5/month. Testimonials: 'We finally stopped arguing about money' - Sam & Alex",
        'en',
        [['We finally stopped arguing about money', 'Sam & Alex']],
      ],
      [
        "Landing page for Brew. Testimonials: 'I've never been this organised' - Anna, 'Love it' (Tom)",
        'en',
        [
          ["I've never been this organised", 'Anna'],
          ['Love it', 'Tom'],
        ],
      ],
      [
        'Page pour Lumen. Témoignages : « Enfin une appli simple » — Léa',
        'fr',
        [['Enfin une appli simple', 'Léa']],
      ],
      [
        'Tidy uygulaması için sayfa. Yorumlar: "Harika bir uygulama" - Ayşe',
        'tr',
        [['Harika bir uygulama', 'Ayşe']],
      ],
      ['Сайт для Зерно. Отзывы: «Лучший кофе в городе» — Анна', 'ru', [['Лучший кофе в городе', 'Анна']]],
    ];
    for (const [brief, language, quotes] of briefs) {
      const content = readBriefContent(brief, language);
      expect({ brief, quotes: content.testimonials?.map((q) => [q.quote, q.author]) }).toEqual({
        brief,
        quotes,
      });
    }
    // The plans stay plans.
    expect(readBriefContent(briefs[0]![0], 'en').items.map((item) => item.name)).toEqual(['Free', 'Plus']);
  });

  it('is what a landing page, a shop and a restaurant show, and never their name', () => {
    const landing = understand(
      "A landing page for Finch, a budgeting app for couples. Plans: Free, Plus $5/month. Testimonials: 'We finally stopped arguing about money' - Sam & Alex",
      'en',
    );
    expect(landing.sections).toContain('testimonials');
    const landingSchema = loadModule<{ SCHEMA: { testimonials: { quote: string; name: string }[] } }>(
      renderProject(landing),
      'src/app-schema.ts',
    ).SCHEMA;
    expect(landingSchema.testimonials).toEqual([
      expect.objectContaining({ quote: 'We finally stopped arguing about money', name: 'Sam & Alex' }),
    ]);
    const ramen = understand(
      'Website for Sakura Ramen, 88 Main St. Menu: Tonkotsu ramen $15, Gyoza $7. Reviews: "Best ramen in town" - Mia, "Cozy and fast" - Leo',
      'en',
    );
    expect(ramen.name).toBe('Sakura Ramen');
    const reviews = loadModule<{ SCHEMA: { reviews: { text: string; author: string }[] } }>(
      renderProject(ramen),
      'src/app-schema.ts',
    ).SCHEMA.reviews;
    expect(reviews).toEqual([
      { text: 'Best ramen in town', author: 'Mia' },
      { text: 'Cozy and fast', author: 'Leo' },
    ]);
    const shop = understand(
      'An online shop for my candles: Vanilla $18, Cedar $22. Reviews: "Smells like home" - Ana',
      'en',
    );
    const shopReviews = loadModule<{ SCHEMA: { reviews: { text: string; stars?: number }[] } }>(
      renderProject(shop),
      'src/app-schema.ts',
    ).SCHEMA.reviews;
    expect(shopReviews).toEqual([{ author: 'Ana', text: 'Smells like home' }]);
  });
});

describe('names of listed things', () => {
  it('keeps a dish with "and" whole, a lead word that is part of a name, and names a list without a possessive', () => {
    const dumplings = readBriefContent(
      "Recipe site for Mama Lin's dumplings: Pork and chive dumplings, Vegetable potstickers, Shrimp har gow",
      'en',
    );
    expect(names(dumplings.items)).toEqual([
      'Pork and chive dumplings',
      'Vegetable potstickers',
      'Shrimp har gow',
    ]);
    expect(dumplings.itemsLabel).toBe('Dumplings');
    const clay = readBriefContent(
      'An online shop for my ceramics studio Clay Corner: Speckled mug $28, Serving bowl $45, Bud vase $22.',
      'en',
    );
    expect(names(clay.items)).toEqual(['Speckled mug', 'Serving bowl', 'Bud vase']);
    // A lead word in lower case still leads: "serving espresso $3" sells espresso.
    expect(names(readBriefContent('A café serving espresso $3, latte $4 and cake $5', 'en').items)).toEqual([
      'Espresso',
      'Latte',
      'Cake',
    ]);
  });
});

describe('free delivery', () => {
  it('reads the threshold in six languages, and the shop shows it', () => {
    const briefs: [string, string, string][] = [
      [
        'Online store for Tiny Sprouts: Cotton onesie $22, Knit hat $15. Free shipping over $50.',
        'en',
        '50 USD',
      ],
      [
        'Boutique de bougies : bougie vanille 18 €, bougie cèdre 22 €. Livraison gratuite dès 40 €',
        'fr',
        '40 EUR',
      ],
      ['Tienda de velas: vela 18 €, vela grande 25 €. Envío gratis a partir de 30 €', 'es', '30 EUR'],
      ['Mum dükkanı: lavanta mumu 250 TL, sedir mumu 300 TL. 500 TL üzeri ücretsiz kargo', 'tr', '500 TRY'],
      ['Магазин свечей: ваниль 900 ₽, кедр 1100 ₽. Бесплатная доставка от 3000 ₽', 'ru', '3000 RUB'],
      ['A shop for my mugs: Blue mug $24, Red mug $26. Free shipping on all orders', 'en', '0 USD'],
    ];
    for (const [brief, language, threshold] of briefs) {
      const found = readBriefContent(brief, language).freeShippingFrom;
      expect({ brief, threshold: found && `${found.amount} ${found.currency}` }).toEqual({
        brief,
        threshold,
      });
    }
    expect(
      readBriefContent('A shop for my mugs: Blue mug $24, Red mug $26', 'en').freeShippingFrom,
    ).toBeUndefined();
    const files = renderProject(understand(briefs[0]![0], 'en'));
    const schema = loadModule<{ SCHEMA: { shipping: { freeFrom: number } } }>(
      files,
      'src/app-schema.ts',
    ).SCHEMA;
    expect(schema.shipping.freeFrom).toBe(50);
  });
});

describe('a class held every week', () => {
  it('is booked on its day at its time, at its price and place, and named after itself', () => {
    const briefs: [string, AppLanguage, string, number, string, string, string][] = [
      [
        'Página para mi clase de cerámica los sábados a las 10:00, precio 25 €, en Calle Luna 5, Madrid',
        'es',
        'Clase de cerámica',
        6,
        '10:00',
        '25 EUR',
        'Calle Luna 5, Madrid',
      ],
      [
        'A page for my weekly yoga class every Tuesday at 7pm at the Community Hall, $15 per class',
        'en',
        'Yoga Class',
        2,
        '19:00',
        '15 USD',
        'Community Hall',
      ],
    ];
    for (const [brief, language, name, day, time, price, address] of briefs) {
      const spec = understand(brief, language);
      const content = spec.content!;
      expect({ kind: spec.kind, name: spec.name }).toEqual({ kind: 'booking', name });
      expect(content.week?.map((hours, index) => (hours ? index : null)).filter((d) => d !== null)).toEqual([
        day,
      ]);
      expect(content.week?.[day]?.[0]).toBe(time);
      expect(content.items.map((item) => `${item.price?.amount} ${item.price?.currency}`)).toEqual([price]);
      expect(content.contact?.address).toBe(address);
    }
    // One date is an event, not a weekly class.
    const once = readBriefContent('A page for my pottery workshop on Saturday 14 March at 10am, $35', 'en');
    // Its weekday gives it a year (event-details.test.ts shows which).
    expect(once.event?.date).toMatch(/^\d{4}-03-14$/);
    expect(once.week).toBeUndefined();
  });
});

describe('understand with listed content', () => {
  it('names the business from its opening line and books its services', () => {
    const spec = understand(
      'Website for Bella Cuts hair salon. Services: Haircut $35, Color $80, Blowout $30. Team: Maria (owner), Jake (stylist). Open Tuesday to Saturday 9am-6pm.',
      'en',
    );
    expect(spec.name).toBe('Bella Cuts');
    expect(spec.kind).toBe('booking');
    expect(spec.sections).toContain('team');
    expect(names(spec.content?.items ?? [])).toEqual(['Haircut', 'Color', 'Blowout']);
  });

  it('books the services of a practice or a studio, and a title does not cut the name short', () => {
    const briefs: [string, AppLanguage][] = [
      ["Un site pour mon cabinet d'ostéopathie : consultation adulte 60 €, consultation enfant 45 €", 'en'],
      ['Yoga stüdyom Nefes için site: Hatha yoga 250 TL, Vinyasa 300 TL, Meditasyon 150 TL', 'tr'],
    ];
    for (const [brief, language] of briefs)
      expect({ brief, kind: understand(brief, language).kind }).toEqual({ brief, kind: 'booking' });
    // A studio's shop sells goods.
    expect(
      understand('An online shop for my pottery studio: mugs $24, bowls $32, vases $48', 'en').kind,
    ).toBe('store');
    expect(
      understand(
        'Booking site for Dr. Lena Ortiz, physiotherapist. Sessions: Initial assessment 60 min $120, Follow-up 30 min $70.',
        'en',
      ).name,
    ).toBe('Dr. Lena Ortiz');
  });

  it("does not take a team member's role for the kind of site", () => {
    const spec = understand(
      'Website for Green Thumb Landscaping. Services: Lawn mowing $40, Hedge trimming $60, Garden design $300. Team: Rosa (owner), Dev (designer). Call 555-0142',
      'en',
    );
    expect(spec.kind).toBe('booking');
    expect(spec.content?.people.map((p) => p.name)).toEqual(['Rosa', 'Dev']);
  });

  it('shows a team page as a page with its people and contact', () => {
    const spec = understand(
      'A team page for Northwind Studio: Alice Park (Creative Director), Omar Haddad (Developer), Jun Ito (Designer). Email hello@northwind.studio',
      'en',
    );
    expect(spec.kind).toBe('landing');
    expect(spec.sections).toContain('team');
    expect(spec.content?.people.map((p) => p.name)).toEqual(['Alice Park', 'Omar Haddad', 'Jun Ito']);
  });

  it('reads a number after a word of time as an hour, not a price', () => {
    const content = readBriefContent(
      'Habit tracker for my morning routine: stretch, journal, cold shower, no phone before 9',
      'en',
    );
    expect(content.items.map((item) => [item.name, item.price ?? null])).toEqual([
      ['Stretch', null],
      ['Journal', null],
      ['Cold shower', null],
      ['No phone before 9', null],
    ]);
  });

  it("shows a landing page's own figures and testimonials instead of stock ones", () => {
    const stats = understand(
      'A landing page for Nimbus with stats: 10k users, 99.9% uptime, 24/7 support',
      'en',
    );
    expect(stats.sections).toContain('stats');
    const figures = sourceText(renderProject(stats));
    expect(figures).toContain('"value": "10k"');
    expect(figures).toContain('"label": "users"');
    expect(figures).not.toContain('12k+');
    const quotes = understand(
      "Landing page for Orbit. Testimonials: 'Saved us hours' - Anna, 'Love it' - Ben",
      'en',
    );
    expect(quotes.sections).toContain('testimonials');
    const said = sourceText(renderProject(quotes));
    expect(said).toContain('"quote": "Saved us hours"');
    expect(said).toContain('"name": "Anna"');
    expect(said).not.toContain('Maya Chen');
  });

  it('invents no praise for a real business: testimonials and reviews only when asked', () => {
    const landing = understand(
      'A landing page for Ledgerly, an invoicing tool. Plans: Starter $9/month, Pro $29/month.',
      'en',
    );
    expect(landing.sections).not.toContain('testimonials');
    const asked = understand(
      'A landing page for Ledgerly, an invoicing tool, with testimonials. Plans: Starter $9/month, Pro $29/month.',
      'en',
    );
    expect(asked.sections).toContain('testimonials');
    const shop = understand('An online shop selling Lavender candle for $18 and Cedar candle for $22', 'en');
    expect(shop.sections).not.toContain('reviews');
  });

  it('turns on the sections that show what was listed', () => {
    const landing = understand(
      'A landing page for Ledgerly, an invoicing tool. Plans: Starter $9/month, Pro $29/month. Features: reminders, exports.',
      'en',
    );
    expect(landing.kind).toBe('landing');
    expect(landing.sections).toEqual(expect.arrayContaining(['pricing', 'features']));
  });

  it('lists what it understood in the plan, in the interface language', () => {
    const spec = understand('A kanban board with columns Ideas, Drafting, Review, Published', 'en');
    expect(planText(spec, 'en')).toContain('Columns: Ideas, Drafting, Review, Published.');
    const shop = understand('Online shop selling Lavender candle for $18 and Cedar candle for $22', 'fr');
    expect(planText(shop, 'fr')).toMatch(/Lavender candle \(18\s\$US\)/);
  });

  it('sells things with prices rather than keeping records of them', () => {
    const spec = understand('Need a simple store for my pottery: mugs ($24), bowls ($32), vases ($58)', 'en');
    expect(spec.kind).toBe('store');
    expect(spec.collection).toBeUndefined();
    expect(names(spec.content?.items ?? [])).toEqual(['Mugs', 'Bowls', 'Vases']);
  });

  it('reads stages set apart by bars as columns, and keeps tasks as tasks', () => {
    const bugs = understand('Kanban for bug tracking: Backlog | In Progress | Code Review | QA | Done', 'en');
    expect(bugs.content?.columns).toEqual(['Backlog', 'In Progress', 'Code Review', 'QA', 'Done']);
    const move = understand('kanban for my move: Pack boxes, Call movers, Clean flat', 'en');
    expect(move.content?.columns ?? []).toEqual([]);
    expect(names(move.content?.items ?? [])).toEqual(['Pack boxes', 'Call movers', 'Clean flat']);
  });

  it('makes a priced menu a restaurant, and keeps a year in a brand name', () => {
    const taqueria = understand(
      'Menú para mi taquería El Güero: tacos al pastor $25, quesadillas $30. Horario: martes a domingo de 12:00 a 22:00.',
      'es',
    );
    expect(taqueria.kind).toBe('restaurant');
    expect(taqueria.content?.week?.[1]).toBeNull();
    expect(understand('Event page for DevFest 2026 in Austin', 'en').name).toBe('DevFest 2026');
    expect(
      understand('Landing page for DevFest Istanbul 2026, a developer conference on 12 June 2026', 'en').name,
    ).toBe('DevFest Istanbul 2026');
  });

  it('keeps a collection brief a collection, not a price list', () => {
    const spec = understand(
      'An app to track my houseplants: name, room, water every N days, last watered',
      'en',
    );
    expect(spec.collection).toBeDefined();
    expect(spec.content).toBeUndefined();
  });
});

describe('contentEdit', () => {
  const plans = understand(
    'A landing page for Ledgerly. Plans: Basic $5/month, Pro $29/month, Agency $79/month.',
    'en',
  );
  const prices = (spec: { content?: { items: { name: string; price?: { amount: number } }[] } }) =>
    spec.content?.items.map((item) => `${item.name} ${item.price?.amount ?? '-'}`);

  it('changes a price, renames, removes and adds plans', () => {
    expect(prices(contentEdit(plans, 'make the Basic plan 12 dollars', 'en')!.spec)).toEqual([
      'Basic 12',
      'Pro 29',
      'Agency 79',
    ]);
    expect(prices(contentEdit(plans, 'rename Pro to Team', 'en')!.spec)).toEqual([
      'Basic 5',
      'Team 29',
      'Agency 79',
    ]);
    expect(prices(contentEdit(plans, 'remove the Agency plan', 'en')!.spec)).toEqual(['Basic 5', 'Pro 29']);
    const added = contentEdit(plans, 'add an Enterprise plan for $199/month', 'en')!;
    expect(added.spec.content?.items[3]).toEqual({
      name: 'Enterprise',
      price: { amount: 199, currency: 'USD', period: 'month' },
    });
    expect(added.changes).toEqual(['added Enterprise (item)']);
  });

  it('adds and removes board columns, and leaves other edits alone', () => {
    const board = understand('A kanban board with columns Ideas, Drafting, Review, Published', 'en');
    expect(contentEdit(board, 'add a QA column', 'en')!.spec.content?.columns).toEqual([
      'Ideas',
      'Drafting',
      'Review',
      'Published',
      'QA',
    ]);
    expect(contentEdit(board, 'delete the Review column', 'en')!.spec.content?.columns).toEqual([
      'Ideas',
      'Drafting',
      'Published',
    ]);
    expect(contentEdit(board, 'add a dark mode toggle', 'en')).toBeNull();
    expect(contentEdit(board, 'make the header blue', 'en')).toBeNull();
  });

  it('adds a person with a role, and reprices a service', () => {
    const salon = understand(
      'Website for Bella Cuts hair salon. Services: Haircut $35, Color $80. Team: Maria (owner), Jake (stylist).',
      'en',
    );
    expect(contentEdit(salon, 'add Sarah (colorist) to the team', 'en')!.spec.content?.people[2]).toEqual({
      name: 'Sarah',
      role: 'colorist',
    });
    expect(prices(contentEdit(salon, 'Haircut should cost $40', 'en')!.spec)).toEqual([
      'Haircut 40',
      'Color 80',
    ]);
  });

  it('edits what a stock app shows when the brief listed nothing, and adds to list apps plainly', () => {
    const todo = understand('A todo app for my move', 'en');
    const added = contentEdit(todo, 'add Pay rent', 'en')!;
    expect(added.spec.content?.items.at(-1)).toEqual({ name: 'Pay rent' });
    // The stock tasks stay.
    expect(added.spec.content?.items.length).toBeGreaterThan(2);
    expect(contentEdit(todo, 'add a dark mode toggle', 'en')).toBeNull();
    expect(contentEdit(todo, 'add a stats section', 'en')).toBeNull();
    expect(contentEdit(understand('A recipe book', 'en'), 'add animations', 'en')).toBeNull();
    // A brief that only said what the product is still edits the stock plans.
    const landing = understand('A landing page for Nimbus, a project management tool for agencies', 'en');
    expect(landing.content?.items ?? []).toEqual([]);
    const priced = contentEdit(landing, 'make the Pro plan 12 dollars', 'en')!;
    expect(priced.spec.content?.items.find((item) => item.name === 'Pro')?.price?.amount).toBe(12);
    expect(priced.spec.content?.description).toBe('A project management tool for agencies');
  });

  it('understands the edits in Turkish, French, Spanish and Russian', () => {
    const shop = understand('Mumlarım için bir online mağaza: Lavanta mum 250 TL, Sedir mum 300 TL', 'tr');
    expect(prices(contentEdit(shop, 'Lavanta mum fiyatını 275 TL yap', 'tr')!.spec)).toEqual([
      'Lavanta mum 275',
      'Sedir mum 300',
    ]);
    expect(prices(contentEdit(shop, 'Sedir mum ürününü kaldır', 'tr')!.spec)).toEqual(['Lavanta mum 250']);
    expect(prices(contentEdit(shop, 'Gül mum 280 TL ekle', 'tr')!.spec)).toEqual([
      'Lavanta mum 250',
      'Sedir mum 300',
      'Gül mum 280',
    ]);
    const menu = understand(
      "Menu website for Luigi's Pizzeria: Margherita 12, Pepperoni 14, Tiramisu 7.",
      'en',
    );
    expect(contentEdit(menu, 'supprime Tiramisu', 'fr')!.changes).toEqual(['Tiramisu retiré']);
    expect(prices(contentEdit(menu, 'cambia el precio de Margherita a 13', 'es')!.spec)?.[0]).toBe(
      'Margherita 13',
    );
    expect(prices(contentEdit(menu, 'переименуй Pepperoni в Diavola', 'ru')!.spec)?.[1]).toBe('Diavola 14');
  });
});

describe('a correction in the next message', () => {
  it('reads the same brief as the kind the person meant, keeping its name and items', () => {
    const { spec } = specFromConversation(
      [
        'Website for Bella Cuts hair salon. Services: Haircut $35, Color $80. Team: Maria (owner), Jake (stylist).',
        "no, it's a shop",
      ],
      'en',
    );
    expect(spec.kind).toBe('store');
    expect(spec.name).toBe('Bella Cuts');
    expect(names(spec.content?.items ?? [])).toEqual(['Haircut', 'Color']);
  });

  it('corrects in Turkish, and a new description of another app starts over', () => {
    expect(
      specFromConversation(['Kahve dükkanım Kahve Durağı için bir site', 'hayır, bir blog olsun'], 'tr').spec,
    ).toMatchObject({ kind: 'blog', name: 'Kahve Durağı' });
    const { spec } = specFromConversation(
      ['A todo app for my groceries', 'a recipe book with a dark theme for my grandma called Nana Cooks'],
      'en',
    );
    expect(spec).toMatchObject({ kind: 'recipes', name: 'Nana Cooks' });
    // A change to the app stays a change.
    expect(specFromConversation(['A todo app for my groceries', 'make it dark'], 'en').spec.kind).toBe(
      'todo',
    );
  });
});

describe('what the app will not do', () => {
  it('is said in the plan, in the interface language, and only for explicit asks', () => {
    const shop = understand(
      'An online shop for my candles with Stripe payments and a login page. Products: Lavender $18, Cedar $22',
      'en',
    );
    expect(shop.declined).toEqual(['payments', 'accounts']);
    expect(planText(shop, 'en')).toContain('Not in this app: real payments, user accounts and sign-in.');
    expect(planText(shop, 'tr')).toContain('Bu uygulamada olmayacaklar: gerçek ödeme alma');
    expect(understand('Une boutique avec paiement en ligne et connexion', 'fr').declined).toEqual([
      'payments',
      'accounts',
    ]);
    expect(understand('Takvim senkronizasyonu olan bir görev listesi', 'tr').declined).toEqual([
      'integrations',
    ]);
    expect(understand('A recipe book with an AI chatbot', 'en').declined).toEqual(['ai']);
    // Payments to track, a newsletter sign-up: nothing declined.
    expect(understand('A budget app to track payments and bills', 'en').declined).toBeUndefined();
    expect(
      understand('A landing page with a sign up form for the newsletter', 'en').declined,
    ).toBeUndefined();
  });
});

describe('a message of several changes', () => {
  const plans = understand(
    'A landing page for Ledgerly. Plans: Basic $5/month, Pro $29/month, Agency $79/month.',
    'en',
  );
  const prices = (spec: AppSpec | null) =>
    spec?.content?.items.map((item) => `${item.name} ${item.price?.amount}`);

  it('makes each listed-content change, and a verb carries over to the next clause', () => {
    const both = edit(plans, 'make Pro $35 and rename Basic to Starter', 'en');
    expect(prices(both.spec)).toEqual(['Starter 5', 'Pro 35', 'Agency 79']);
    const menu = understand(
      "Menu website for Luigi's Pizzeria: Margherita 12, Pepperoni 14, Tiramisu 7.",
      'en',
    );
    expect(prices(edit(menu, 'remove Tiramisu and Pepperoni', 'en').spec)).toEqual(['Margherita 12']);
    expect(prices(edit(plans, 'Pro 40 dolar olsun ve Agency planını kaldır', 'tr').spec)).toEqual([
      'Basic 5',
      'Pro 40',
    ]);
  });

  it('passes the rest of the message to the edits of the look, and says what it could not do', () => {
    const blue = edit(plans, 'make Pro $35 and make it blue', 'en');
    expect(blue.spec?.theme.primary).toBe('#2563eb');
    expect(prices(blue.spec)).toEqual(['Basic 5', 'Pro 35', 'Agency 79']);
    expect(blue.spec ? blue.changes : []).toEqual([
      'Pro now costs $35',
      'changed the primary colour to blue',
    ]);
    const unicorn = edit(plans, 'make Pro $35 and add a unicorn', 'en');
    expect(prices(unicorn.spec)).toEqual(['Basic 5', 'Pro 35', 'Agency 79']);
    expect(unicorn.spec ? unicorn.notes.join(' ') : '').toContain('“add a unicorn”');
  });
});

describe('names, towns and quotes read whole', () => {
  it('reads a priced pair as one item, a phone in pairs, a park after the time and a name set off by commas', () => {
    const salon = readBriefContent(
      'Services: bath and brush $40, full groom $75. Plans: Pro $9 and Team $29',
      'en',
    );
    expect(salon.items.map((item) => item.name)).toEqual(['Bath and brush', 'Full groom', 'Pro', 'Team']);
    expect(readBriefContent('Soins : massage 50 €. Téléphone : 02 40 12 34 56', 'fr').contact?.phone).toBe(
      '02 40 12 34 56',
    );
    const run = understand(
      'A page for our charity 5K run, Run for Rivers, on Sunday 9 May 2027 at 9am in Riverside Park. Entry $25',
      'en',
    );
    expect(run.name).toBe('Run for Rivers');
    expect(run.content?.event?.venue).toBe('Riverside Park');
    // A month after "in" is when, and a list's entry is no name.
    expect(readBriefContent('Party on 12 June 2027 at 8pm in May', 'en').event?.venue).toBeUndefined();
    expect(understand('Services: bath, Full Groom, nails, Cut and Style, trims', 'en').name).not.toBe(
      'Cut and Style',
    );
    // The words that name the app are no entry of its list.
    const blog = understand(
      'Blog de recetas veganas llamado Verde Vivo con entradas: Curry de garbanzos, Tarta de zanahoria',
      'es',
    );
    expect(blog.name).toBe('Verde Vivo');
    expect(blog.content?.items.map((item) => item.name)).toEqual([
      'Curry de garbanzos',
      'Tarta de zanahoria',
    ]);
  });

  it('takes no people’s adjective alone for a name, and keeps one inside a name', () => {
    expect(understand('A quiz about European capitals with 5 questions', 'en').name).not.toBe('European');
    expect(understand('A recipe app for Italian cooking', 'en').name).not.toBe('Italian');
    expect(understand('A website for my restaurant Mediterranean Grill. Menu: falafel $8', 'en').name).toBe(
      'Mediterranean Grill',
    );
  });

  it('keeps the small words inside a name and takes no testimonial for one', () => {
    expect(
      understand(
        'Une boutique en ligne pour Miel des Alpes : miel de lavande 12 €, miel de châtaignier 14 €',
        'fr',
      ).name,
    ).toBe('Miel des Alpes');
    expect(
      understand('A site for Café de la Paix, a French bistro. Menu: croque monsieur $12', 'en').name,
    ).toBe('Café de la Paix');
    const landing = understand(
      'Лендинг для приложения TaskPilot. Тарифы: Free 0 $, Team 12 $ в месяц. Отзыв: «Сэкономили часы каждую неделю» — Анна, менеджер',
      'ru',
    );
    expect(landing.name).toBe('TaskPilot');
    expect(landing.content?.testimonials).toEqual([
      { quote: 'Сэкономили часы каждую неделю', author: 'Анна' },
    ]);
    expect(understand('موقع لمطعم بيت الزيتون في عمّان. القائمة: حمص 3 دينار، فلافل 2 دينار', 'ar').name).toBe(
      'بيت الزيتون',
    );
  });

  it('keeps a title’s own article, names a single teacher and reads an Arabic name with its vowels', () => {
    expect(
      readBriefContent(
        'A blog for my travel writing called Slow Roads. Posts: Ten days in Georgia, A winter in Hokkaido',
        'en',
        'Slow Roads',
      ).items.map((item) => item.name),
    ).toEqual(['Ten days in Georgia', 'A winter in Hokkaido']);
    // A lower-case article is no part of a name.
    expect(
      readBriefContent('Services: a haircut $20, a beard trim $10', 'en').items.map((i) => i.name),
    ).toEqual(['Haircut', 'Beard trim']);
    expect(
      readBriefContent(
        'Yoga stüdyom Nefes için bir site. Dersler: Hatha Yoga 300 TL. Eğitmen: Elif Kaya.',
        'tr',
      ).people,
    ).toEqual([{ name: 'Elif Kaya' }]);
    expect(
      understand('صفحة هبوط لتطبيق مِدار لإدارة المهام. الخطط: مجاني 0 دولار، احترافي 15 دولار شهريا', 'ar')
        .name,
    ).toBe('مِدار');
  });

  it('reads the questions a brief answers, and a landing page shows them instead of stock ones', () => {
    const faq = (brief: string, language: string) => readBriefContent(brief, language).faq;
    expect(
      faq(
        'Landing page for Quillstack. FAQ: Can I export to Word? Yes. Is there a free trial? Yes, 14 days. Contact: hi@quillstack.app',
        'en',
      ),
    ).toEqual([
      { question: 'Can I export to Word?', answer: 'Yes.' },
      { question: 'Is there a free trial?', answer: 'Yes, 14 days.' },
    ]);
    expect(faq('Questions fréquentes : Puis-je annuler ? Oui, à tout moment.', 'fr')).toEqual([
      { question: 'Puis-je annuler ?', answer: 'Oui, à tout moment.' },
    ]);
    expect(faq('الأسئلة الشائعة: هل يوجد تطبيق للهاتف؟ نعم، على أندرويد وآيفون.', 'ar')).toEqual([
      { question: 'هل يوجد تطبيق للهاتف؟', answer: 'نعم، على أندرويد وآيفون.' },
    ]);
    const spec = understand(
      'Landing page for Quillstack, a writing app for novelists. Plans: Writer $6/month, Studio $14/month. FAQ: Can I export to Word? Yes.',
      'en',
    );
    const schema = loadModule<{ SCHEMA: LandingSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA;
    expect(schema.questions).toEqual([{ question: 'Can I export to Word?', answer: 'Yes.' }]);
  });

  it('reads questions quoted after a FAQ is named, with the answer only where the brief gives one', () => {
    const faq = (brief: string, language: string) => readBriefContent(brief, language).faq;
    expect(
      faq("Landing page for Beamly. Add an FAQ with 'Does Beamly work offline?' (answer: yes, fully)", 'en'),
    ).toEqual([{ question: 'Does Beamly work offline?', answer: 'Yes, fully.' }]);
    expect(faq("Landing sayfası: Paketler: Ofis 249₺. SSS kısmına şunu ekle: 'İade var mı?'", 'tr')).toEqual([
      { question: 'İade var mı?', answer: '' },
    ]);
    // A question without a FAQ named, and without an answer, is the brief's own voice, not a FAQ.
    expect(faq('Tired of spreadsheets? Build a landing page for Ledgerly.', 'en')).toBeUndefined();
    const spec = understand(
      "Landing para Brisa, una app de riego. Planes: Básico gratis, Jardín 3,99 €/mes. En las preguntas frecuentes pon '¿Funciona con cualquier maceta?'",
      'es',
    );
    expect(spec.name).toBe('Brisa');
    const schema = loadModule<{ SCHEMA: LandingSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA;
    expect(schema.questions).toHaveLength(1);
    expect(schema.questions[0]!.question).toBe('¿Funciona con cualquier maceta?');
    // Its answer says it is coming, in the page's language; none is made up.
    expect(schema.questions[0]!.answer).toMatch(/^Pronto responderemos aquí/);
  });

  it('reads the questions of a quiz with their answers, in any of the ways they are written', () => {
    const faq = (brief: string, language: string) => readBriefContent(brief, language).faq;
    expect(
      faq(
        "Bir quiz: Fransa'nın başkenti neresi? Paris. Japonya'nın başkenti neresi? Tokyo. Skorlarımı kaydetsin.",
        'tr',
      ),
    ).toEqual([
      { question: "Fransa'nın başkenti neresi?", answer: 'Paris' },
      { question: "Japonya'nın başkenti neresi?", answer: 'Tokyo' },
    ]);
    expect(
      faq('Cards: What is the symbol for iron? -> Fe; What is the pH of pure water? -> 7', 'en'),
    ).toEqual([
      { question: 'What is the symbol for iron?', answer: 'Fe' },
      { question: 'What is the pH of pure water?', answer: '7' },
    ]);
    // Numbered lines with "Cevap:", under a request to build that asks a question of its own.
    expect(
      faq(
        'Türkiye coğrafyası quizi yapar mısın? Sorular:\n1. En yüksek dağ hangisidir? Cevap: Ağrı Dağı\n2. En büyük göl hangisidir? Cevap: Van Gölü',
        'tr',
      ),
    ).toEqual([
      { question: 'En yüksek dağ hangisidir?', answer: 'Ağrı Dağı' },
      { question: 'En büyük göl hangisidir?', answer: 'Van Gölü' },
    ]);
    expect(faq('الأسئلة: ما هي عاصمة المغرب؟ (الرباط)، ما أطول نهر في العالم؟ (النيل).', 'ar')).toEqual([
      { question: 'ما هي عاصمة المغرب؟', answer: 'الرباط' },
      { question: 'ما أطول نهر في العالم؟', answer: 'النيل' },
    ]);
  });

  it('reads who is writing, quoted titles whole, a year beside a title, and names made with "with"', () => {
    const fr = readBriefContent(
      'Un portfolio pour moi, Camille Renaud, illustratrice jeunesse à Lyon. Projets : « Le Renard et la Lune » (album, 2023), « Mistral » (couverture).',
      'fr',
    );
    expect(fr.self).toBe('Camille Renaud');
    expect(fr.description).toBe('Illustratrice jeunesse à Lyon');
    expect(fr.items).toEqual([
      { name: 'Le Renard et la Lune', detail: 'album, 2023' },
      { name: 'Mistral', detail: 'couverture' },
    ]);
    expect(readBriefContent('Меня зовут Артём Козлов, я фотограф из Мурманска.', 'ru').self).toBe(
      'Артём Козлов',
    );
    expect(understand('Сделай портфолио. Меня зовут Артём Козлов, я фотограф.', 'ru').name).toBe(
      'Артём Козлов',
    );
    expect(names(readBriefContent('Shop: Earl Grey with lemon $6, Sencha $8', 'en').items)).toEqual([
      'Earl Grey with lemon',
      'Sencha',
    ]);
    expect(
      names(
        readBriefContent('A candle shop selling Lavender Dream for $18, Cedar Smoke for $22', 'en').items,
      ),
    ).toEqual(['Lavender Dream', 'Cedar Smoke']);
  });

  it('finds a Turkish name given with adlı or diye, without the district before it', () => {
    expect(
      understand('Kafein adlı kahve uygulamam için landing page yap. Paketler: Ofis 249₺/ay.', 'tr').name,
    ).toBe('Kafein');
    expect(
      understand(
        "Kadıköy'de Usta Berber Cemal diye bir berber dükkanım var. Hizmetler: saç kesimi 300₺",
        'tr',
      ).name,
    ).toBe('Usta Berber Cemal');
  });

  it('reads Arabic opening hours with their morning and evening', () => {
    expect(readBriefContent('مطعم: حمص 3 دينار. مفتوح يوميا من 11 صباحا حتى 11 مساء', 'ar').week).toEqual(
      Array.from({ length: 7 }, () => ['11:00', '23:00']),
    );
    const week = readBriefContent(
      'مقهى: قهوة 2 دينار. نفتح من السبت إلى الخميس من 8 صباحاً حتى 10 مساءً',
      'ar',
    ).week;
    // Saturday to Thursday: Friday (5) is closed.
    expect(week?.[5]).toBeNull();
    expect(week?.[6]).toEqual(['08:00', '22:00']);
  });

  it('reads Arabic-Indic digits, afternoon and after-midnight hours, and days after "ل"', () => {
    const event = understand(
      'صفحة لفعالية «ليلة الشعر النبطي» يوم الخميس ٢٠ نوفمبر الساعة ٨:٠٠ مساءً في مسرح المجمع الثقافي بأبوظبي. المشاركون: الشاعر سالم الكعبي والشاعرة مريم الظاهري. التذاكر 50 درهم.',
      'ar',
    ).content;
    expect(event?.event).toMatchObject({ time: '20:00', venue: 'مسرح المجمع الثقافي بأبوظبي' });
    expect(event?.event?.date).toMatch(/-11-20$/);
    expect(event?.people.map((p) => p.name)).toEqual(['الشاعر سالم الكعبي', 'الشاعرة مريم الظاهري']);
    const clinic = readBriefContent(
      'عيادة «ابتسامة». الأطباء: د. خالد المنصوري ود. نورة الشمري. الدوام من السبت للخميس 4 العصر - 10 مساءً',
      'ar',
    );
    expect(clinic.people.map((p) => p.name)).toEqual(['د. خالد المنصوري', 'د. نورة الشمري']);
    expect(clinic.week?.[6]).toEqual(['16:00', '22:00']);
    expect(clinic.week?.[5]).toBeNull();
    // "1 at night" is past midnight too; "11 at night" is before it.
    expect(readBriefContent('مطعم. الدوام من 12 الظهر إلى 1 بالليل.', 'ar').week?.[0]).toEqual([
      '12:00',
      '01:00',
    ]);
    expect(readBriefContent('مطعم. الدوام من 5 مساءً إلى 11 ليلاً.', 'ar').week?.[0]).toEqual([
      '17:00',
      '23:00',
    ]);
    expect(readBriefContent('مطعم. نفتح يومياً من 12 الظهر حتى 1 بعد منتصف الليل.', 'ar').week?.[0]).toEqual([
      '12:00',
      '01:00',
    ]);
    expect(readBriefContent('A bar. Open Tue-Sat 6pm-2am.', 'en').week?.[2]).toEqual(['18:00', '02:00']);
  });

  it('keeps the town said after a quoted name beside the street', () => {
    expect(
      understand(
        "Site pour ma boulangerie « Le Pétrin d'Or » à Lyon, rue Paul Bert. Tél : 04 78 62 15 93. Prix : baguette 1,30 €, croissant 1,20 €.",
        'fr',
      ).content?.contact,
    ).toEqual({ phone: '04 78 62 15 93', address: 'rue Paul Bert, Lyon' });
    const shawarma = understand(
      'موقع لمطعم «بيت الشاورما» في عمّان، شارع الرينبو. للطلب: 079 123 4567. المنيو: شاورما دجاج عربي 3.5 دينار، منسف لحم 8 دنانير.',
      'ar',
    ).content;
    expect(shawarma?.contact).toEqual({ phone: '079 123 4567', address: 'شارع الرينبو، عمّان' });
    expect(shawarma?.items.map((item) => [item.name, item.price?.amount, item.price?.currency])).toEqual([
      ['شاورما دجاج عربي', 3.5, 'JOD'],
      ['منسف لحم', 8, 'JOD'],
    ]);
  });

  it("keeps a board's quoted cards whole and its cards that name a day", () => {
    const thesis = understand(
      "need a kanban board for my thesis writing. columns: Reading, Drafting, With Supervisor, Done. put some example cards like 'Lit review ch.2', 'Fix figure 4 labels', 'Email Dr. Okafor re: ethics form'. cards should have due dates",
      'en',
    );
    expect(thesis.name).toBe('Thesis Writing Board');
    expect(thesis.content?.items.map((item) => item.name)).toEqual([
      'Lit review ch.2',
      'Fix figure 4 labels',
      'Email Dr. Okafor re: ethics form',
    ]);
    expect(thesis.content?.testimonials).toBeUndefined();
    // A quoted title keeps its article.
    expect(
      understand(
        "Un blog de voyage lent, nom : « Sac à dos & Lenteur ». Premiers articles : « Trois jours à pied dans le Vercors », « Le train de nuit Paris-Briançon, mode d'emploi ».",
        'fr',
      ).content?.items.map((item) => item.name),
    ).toEqual(['Trois jours à pied dans le Vercors', "Le train de nuit Paris-Briançon, mode d'emploi"]);
    const cards = (brief: string, language: AppLanguage) =>
      understand(brief, language).content?.items.map((item) => item.name);
    expect(
      cards(
        "Tableau kanban pour notre mariage. Colonnes : À faire, En cours, Réglé. Cartes d'exemple : Réserver le traiteur, Essayage robe le 3 mai, Faire-part.",
        'fr',
      ),
    ).toContain('Essayage robe le 3 mai');
    expect(
      cards(
        'Канбан-доска для отдела маркетинга: колонки «Идеи», «В работе», «Опубликовано». Примеры карточек: «Пост к 8 марта», «Рассылка по базе».',
        'ru',
      ),
    ).toEqual(['Пост к 8 марта', 'Рассылка по базе']);
  });

  it('reads quiz questions split by slashes or written as examples, and one bracketed answer', () => {
    const faq = (brief: string, language: AppLanguage) =>
      understand(brief, language).content?.faq?.map((pair) => `${pair.question} ${pair.answer}`);
    expect(
      faq(
        "Make a pub quiz app, round 1 is UK geography. Qs: What's the longest river in the UK? (Severn) / Which city is called the Granite City? (Aberdeen) / How many counties in Northern Ireland? (6).",
        'en',
      ),
    ).toEqual([
      "What's the longest river in the UK? Severn",
      'Which city is called the Granite City? Aberdeen',
      'How many counties in Northern Ireland? 6',
    ]);
    const solar = understand(
      'Make a quiz called "How well do you know the solar system?" with 5 questions, e.g. which planet has the most moons (Saturn), how long does light from the Sun take to reach Earth (about 8 minutes).',
      'en',
    );
    expect(solar.name).toBe('How well do you know the solar system?');
    expect(solar.content?.faq?.map((pair) => pair.question)).toEqual([
      'Which planet has the most moons?',
      'How long does light from the Sun take to reach Earth?',
    ]);
    const liga = understand(
      'Hazme un quiz de 10 preguntas sobre fútbol español que se llame "¿Cuánto sabes de LaLiga?". Por ejemplo: ¿Qué equipo juega en el Benito Villamarín? (Real Betis).',
      'es',
    );
    expect(liga.name).toBe('¿Cuánto sabes de LaLiga?');
    expect(liga.content?.faq).toEqual([
      { question: '¿Qué equipo juega en el Benito Villamarín?', answer: 'Real Betis' },
    ]);
  });

  it('names a place as the brief does, and reads who works there', () => {
    const barber = understand(
      'Berber dükkanım için online randevu sitesi: Usta Kemal Berber. Hizmetler: Saç kesimi 300 TL, Sakal tıraşı 150 TL. Ustalar Kemal, Serkan ve Oğuz. Pazartesi kapalıyız.',
      'tr',
    );
    expect(barber.name).toBe('Usta Kemal Berber');
    expect(barber.content?.people.map((p) => p.name)).toEqual(['Kemal', 'Serkan', 'Oğuz']);
    const vet = understand(
      'je voudrais un site de prise de rdv pour mon cabinet vétérinaire (Clinique des Tilleuls). consultation 45€, vaccin chien 65€. Deux vétos : Dr Camille Roux et Dr Hugo Lefèvre.',
      'fr',
    );
    expect(vet.name).toBe('Clinique des Tilleuls');
    expect(vet.content?.people.map((p) => p.name)).toEqual(['Dr Camille Roux', 'Dr Hugo Lefèvre']);
    expect(
      understand(
        'Página para el festival "Rock en el Parque Lezama", sábado 22 de noviembre, de 16:00 a 00:00.',
        'es',
      ).name,
    ).toBe('Rock en el Parque Lezama');
    expect(
      understand('Портфолио фотографа Дмитрия Волкова. Проекты: «Байкал зимой», «Люди Выборга».', 'ru').name,
    ).toBe('Дмитрий Волков');
    expect(
      understand(
        'Prise de rendez-vous pour le cabinet de Hugo Marchand et Léa Benali. Bilan initial 50 €.',
        'fr',
      ).content?.people.map((p) => p.name),
    ).toEqual(['Hugo Marchand', 'Léa Benali']);
    const tutor = understand(
      'нужен сайт для записи к репетитору по математике. я Анна Сергеевна. цены: 60 минут — 1 500 руб, 90 минут — 2 100 руб, пробное занятие бесплатно.',
      'ru',
    );
    expect(tutor.kind).toBe('booking');
    expect(tutor.content?.items.map((item) => [item.name, item.price?.amount, item.minutes])).toEqual([
      ['60 минут', 1500, 60],
      ['90 минут', 2100, 90],
      ['Пробное занятие', 0, undefined],
    ]);
  });

  it("reads an event's place before its day, its time said apart, and its days", () => {
    const evening = understand(
      'Moda Sahnesi\'nde 14 Haziran Cumartesi saat 20:30\'da "Yaz Akustik Gecesi" yapıyoruz. Sahneye çıkacaklar: Deniz Tunca, Koray Ekin ve Grup Poyraz. Biletler 350 TL, öğrenci 200 TL.',
      'tr',
    ).content;
    expect(evening?.event).toMatchObject({ time: '20:30', venue: 'Moda Sahnesi' });
    expect(evening?.people.map((p) => p.name)).toEqual(['Deniz Tunca', 'Koray Ekin', 'Grup Poyraz']);
    const festival = understand(
      'Página para el Festival de Cine Corto de Getafe, del 12 al 15 de noviembre en el Teatro Federico García Lorca. Sesiones a las 18:00 y a las 21:00. Entrada 5 €, abono de 4 días 15 €.',
      'es',
    );
    expect(festival.name).toBe('Festival de Cine Corto de Getafe');
    expect(festival.content?.event).toMatchObject({ date: '--11-12', time: '18:00' });
  });

  it('reads how many a recipe serves and how long it takes, and an untimed programme', () => {
    const book = understand(
      "Family recipe book site called Nana Rosa's Kitchen. Recipes: Sunday Meatballs (serves 6, 1 hr 20 min), Lemon Ricotta Cake (serves 8), Pasta e Fagioli.",
      'en',
    );
    expect(book.content?.items).toEqual([
      { name: 'Sunday Meatballs', minutes: 80, servings: 6 },
      { name: 'Lemon Ricotta Cake', servings: 8 },
      { name: 'Pasta e Fagioli' },
    ]);
    expect(sourceText(renderProject(book))).toContain('"servings": 8');
    const reunion = understand(
      'Mezuniyetin 10. yılı buluşması için etkinlik sayfası lazım. Tarih 14 Eylül 2025 Cumartesi, saat 19.30, yer: Bomonti Bira Fabrikası, İstanbul. Bilet kişi başı 1.200 TL. Program: karşılama kokteyli, DJ Bora, eski fotoğraflardan slayt gösterisi.',
      'tr',
    ).content;
    expect(reunion?.event).toMatchObject({ time: '19:30', venue: 'Bomonti Bira Fabrikası, İstanbul' });
    expect(reunion?.program?.map((step) => step.title)).toEqual([
      'Karşılama kokteyli',
      'DJ Bora',
      'Eski fotoğraflardan slayt gösterisi',
    ]);
    expect(reunion?.items).toEqual([]);
    expect(
      understand('Mezuniyetin 10. yılı buluşması için etkinlik sayfası lazım. Tarih 14 Eylül 2025.', 'tr')
        .name,
    ).toBe('Mezuniyetin 10. yılı buluşması');
    expect(
      understand('Sobe Kahvaltı. adres Moda Cd. No:42 Kadıköy, tel 0216 345 67 89', 'tr').content?.contact
        ?.address,
    ).toBe('Moda Cd. No:42');
  });

  it("pairs a tournament's players into its first matches", () => {
    const bracket = understand(
      'office ping pong tournament bracket, 8 players: Priya, Tom, Kenji, Sasha, Marcus, Elena, Dev, Hannah. quarter finals fri 3pm in the break room',
      'en',
    );
    expect(bracket.kind).toBe('generic');
    expect(bracket.collection?.entity.plural).toBe('matches');
    expect(bracket.collection?.seedTitles).toEqual([
      'Priya – Tom',
      'Kenji – Sasha',
      'Marcus – Elena',
      'Dev – Hannah',
    ]);
  });

  it('prices in dinars and dirhams, each where it is spent', () => {
    const price = (brief: string) => readBriefContent(brief, 'ar').items.map((item) => item.price?.currency);
    expect(price('القائمة: حمص 3 دينار، فلافل 2 دينار')).toEqual(['JOD', 'JOD']);
    expect(price('القائمة: قهوة 2 دينار كويتي، كعك 3 دينار كويتي')).toEqual(['KWD', 'KWD']);
    expect(price('القائمة: كسكس 80 درهم مغربي، طاجين 95 درهم مغربي')).toEqual(['MAD', 'MAD']);
    expect(price('القائمة: شاورما 25 درهم، عصير 12 درهم')).toEqual(['AED', 'AED']);
  });

  it('reads the town after a place’s name, and a profession that starts with an acronym', () => {
    expect(
      readBriefContent(
        'A site for Harbor Light Yoga in Portland. Classes: Vinyasa Flow (60 min, $20)',
        'en',
        'Harbor Light Yoga',
      ).contact?.address,
    ).toBe('Portland');
    expect(
      readBriefContent('موقع لمطعم بيت الزيتون في عمّان. القائمة: حمص 3 دينار', 'ar', 'بيت الزيتون').contact
        ?.address,
    ).toBe('عمّان');
    // A street the brief gives wins over the town.
    expect(
      readBriefContent(
        'A site for Kuzey Kahve in Istanbul. Address: Moda Caddesi 12, Kadıköy',
        'en',
        'Kuzey Kahve',
      ).contact?.address,
    ).toContain('Moda Caddesi');
    expect(
      readBriefContent(
        'Portfolio for Lena Park, UX designer in Berlin. Projects: Museum app',
        'en',
        'Lena Park',
      ).description,
    ).toBe('UX designer in Berlin');
  });
});

describe('lists as people write them', () => {
  it('reads bullets under each other, and entries that each give their details in brackets', () => {
    const oil = readBriefContent(
      'Tienda online de aceite de oliva, se llama Olivar de la Sierra.\n• Picual 500 ml – 8,50 €\n• Arbequina 750 ml – 12,90 €\n• Lata 5 litros – 42 €\nEnvío gratis a partir de 50 €.',
      'es',
      'Olivar de la Sierra',
    );
    expect(oil.items).toEqual([
      { name: 'Picual 500 ml', price: { amount: 8.5, currency: 'EUR' } },
      { name: 'Arbequina 750 ml', price: { amount: 12.9, currency: 'EUR' } },
      { name: 'Lata 5 litros', price: { amount: 42, currency: 'EUR' } },
    ]);
    const recipes = readBriefContent(
      'Annemin tariflerini toplayacağım bir uygulama. Mercimek çorbası (35 dk, 4 kişilik), Karnıyarık (1 saat 10 dk, 6 kişilik), Sütlaç (50 dk, 6 kişilik).',
      'tr',
    );
    expect(recipes.items).toEqual([
      { name: 'Mercimek çorbası', minutes: 35, servings: 4 },
      { name: 'Karnıyarık', minutes: 70, servings: 6 },
      { name: 'Sütlaç', minutes: 50, servings: 6 },
    ]);
    // An "and" before the last comma is inside its entry.
    expect(
      names(readBriefContent('Categories: Rent, Water and electricity, Shopping, Health.', 'en').items),
    ).toEqual(['Rent', 'Water and electricity', 'Shopping', 'Health']);
  });

  it('reads a currency code after a dollar sign, a currency named once, and a label with its adjective', () => {
    const landing = readBriefContent(
      "Landing para 'Cuéntalo', app de contabilidad. Planes: Básico $199 MXN/mes, Pro $449 MXN/mes. Funciones destacadas: facturación CFDI, conciliación bancaria.",
      'es',
      'Cuéntalo',
    );
    expect(landing.items).toEqual([
      { name: 'Básico', price: { amount: 199, currency: 'MXN', period: 'month' } },
      { name: 'Pro', price: { amount: 449, currency: 'MXN', period: 'month' } },
    ]);
    expect(landing.highlights).toEqual(['Facturación CFDI', 'Conciliación bancaria']);
    const home = readBriefContent(
      'أريد تطبيق لتتبع مصاريف البيت بالدرهم المغربي. الميزانية الشهرية 8000 درهم، منها 3500 درهم للكراء.',
      'ar',
    );
    expect(home.currency).toBe('MAD');
    expect(home.items.map((item) => item.price?.currency)).toEqual(['MAD', 'MAD']);
    // "Рубинштейна" is a street, not roubles.
    const workshop = readBriefContent(
      'Мастер-класс «Глина и чай»: 5 октября, 12:00–15:00, мастерская «Печь», ул. Рубинштейна 23, Санкт-Петербург. Стоимость 3500 ₽.',
      'ru',
      'Глина и чай',
    );
    expect(workshop.items).toEqual([]);
    expect(workshop.event?.price).toEqual({ amount: 3500, currency: 'RUB' });
  });

  it('reads people under more labels, the Arabic "and" on the last entry, and an hour said with its part of day', () => {
    const gym = readBriefContent(
      'Web para el gimnasio Fuerza Norte. Monitores: Lucía Herrero (directora), Dani Pastor (crossfit) y Marta Gil (pilates).',
      'es',
      'Fuerza Norte',
    );
    expect(names(gym.people)).toEqual(['Lucía Herrero', 'Dani Pastor', 'Marta Gil']);
    const festival = readBriefContent(
      'صفحة لمهرجان "ليالي القلعة" في 10 أغسطس، الساعة 8 مساءً في قلعة صلاح الدين. المشاركون: فرقة الحضرة، مدحت صالح، وفرقة رضا. التذاكر: 200 جنيه عادي و500 جنيه VIP.',
      'ar',
      'ليالي القلعة',
    );
    expect(names(festival.people)).toEqual(['فرقة الحضرة', 'مدحت صالح', 'فرقة رضا']);
    expect(festival.event?.time).toBe('20:00');
    expect(festival.items.map((item) => item.price?.amount)).toEqual([200, 500]);
  });

  it('reads a Russian name and town said in the genitive, or the town after the name', () => {
    const spec = understand(
      'Портфолио фотографа Андрея Крылова из Казани. Проекты «Волга зимой» и «Старая Казань».',
      'ru',
    );
    expect(spec.name).toBe('Андрей Крылов');
    expect(spec.tagline).toBe('Фотограф из Казани');
    expect(names(spec.content?.items ?? [])).toEqual(['Волга зимой', 'Старая Казань']);
    expect(
      readBriefContent(
        'Сайт для репетитора — Ирина Соколова, Екатеринбург. Услуги: ЕГЭ 2000 ₽, ОГЭ 1500 ₽.',
        'ru',
        'Ирина Соколова',
      ).contact?.address,
    ).toBe('Екатеринбург');
  });
});

describe('events, people and bullets as people write them', () => {
  it('reads people each under a role of their own, and not answers', () => {
    const brief =
      'Armame un directorio para el Club Atlético San Telmo. Presidente: Jorge "Coco" Fernández. Tesorera: Silvina Paz. DT: Raúl Benítez.';
    const club = understand(brief, 'es');
    expect(readBriefContent(brief, 'es').people).toEqual([
      { name: 'Jorge "Coco" Fernández', role: 'Presidente' },
      { name: 'Silvina Paz', role: 'Tesorera' },
      { name: 'Raúl Benítez', role: 'DT' },
    ]);
    expect(club.collection?.seedTitles).toEqual(['Jorge "Coco" Fernández', 'Silvina Paz', 'Raúl Benítez']);
    expect(club.collection?.seedValues?.map((values) => values.role)).toEqual([
      'Presidente',
      'Tesorera',
      'DT',
    ]);
    expect(readBriefContent('Dirección: Calle Mayor 5. Menú: Pan Rústico.', 'es').people).toEqual([]);
  });

  it('reads a programme said in a sentence, kinds of ticket and a venue with its kind and town', () => {
    const run = readBriefContent(
      'A page for the Riverside Fun Run on Saturday 14 September at Castle Meadows Park in Norwich, entry is £15 for adults and £5 for under-16s, and the programme should show registration at 8:00, warm-up at 8:40 and medals at 10:30.',
      'en',
      'Riverside Fun Run',
    );
    expect(run.program).toEqual([
      { time: '08:00', title: 'Registration' },
      { time: '08:40', title: 'Warm-up' },
      { time: '10:30', title: 'Medals' },
    ]);
    expect(run.items.map((item) => [item.name, item.price?.amount])).toEqual([
      ['Adults', 15],
      ['Under-16s', 5],
    ]);
    expect(run.event?.venue).toBe('Castle Meadows Park, Norwich');
    const concert = readBriefContent(
      "Concert le samedi 7 décembre à 20h30 en l'église Saint-Maurice d'Annecy. Billets 12 € plein tarif, 8 € tarif réduit.",
      'fr',
    );
    expect(concert.event?.venue).toBe('église Saint-Maurice, Annecy');
    expect(names(concert.items)).toEqual(['Plein tarif', 'Tarif réduit']);
    expect(
      understand('Page pour le concert. Billets 12 € plein tarif, 8 € tarif réduit.', 'fr').kind,
    ).not.toBe('recipes');
  });

  it('reads bullets that hold commas, and bullets that carry labels of their own', () => {
    const recipes = readBriefContent(
      'Recetario de la abuela Carmen:\n- Tortilla de patatas: 40 min, 4 raciones\n- Fabada asturiana: 3 horas, 6 raciones\n- Croquetas de jamón: 1 h 30 min, unas 30 croquetas',
      'es',
    );
    expect(recipes.items).toEqual([
      { name: 'Tortilla de patatas', minutes: 40, servings: 4 },
      { name: 'Fabada asturiana', minutes: 180, servings: 6 },
      { name: 'Croquetas de jamón', minutes: 90, detail: 'unas 30 croquetas' },
    ]);
    const board = readBriefContent(
      "Kanban board for our wedding:\n- columns: Ideas, Booked, Done\n- cards: Florist (Petal & Stem), DJ quote\n- each card should show who's handling it",
      'en',
    );
    expect(board.columns).toEqual(['Ideas', 'Booked', 'Done']);
    expect(names(board.items)).toEqual(['Florist', 'DJ quote']);
  });
});

describe('voices, staff and programmes written in passing', () => {
  it('reads the voices a brief names for its testimonials, in the nominative', () => {
    expect(
      readBriefContent(
        "A landing page for 'Tallyho'. Add two testimonials, one from Priya Nair, a UX designer in Leeds, and one from Tom Becker, a carpenter in Bristol.",
        'en',
        'Tallyho',
      ).testimonials,
    ).toEqual([
      { quote: '', author: 'Priya Nair', role: 'UX designer in Leeds' },
      { quote: '', author: 'Tom Becker', role: 'carpenter in Bristol' },
    ]);
    expect(
      readBriefContent(
        'Лендинг для приложения «Шаги». Нужны отзывы от Валентины Петровны из Твери и Николая Ивановича из Самары.',
        'ru',
        'Шаги',
      ).testimonials?.map((voice) => voice.author),
    ).toEqual(['Валентина Петровна', 'Николай Иванович']);
  });

  it('reads instructors and doctors with their titles, and a programme whose times follow its steps', () => {
    expect(
      readBriefContent(
        'Auto-école Saint-Michel. Moniteurs : Karim Benali (moniteur principal) et Sophie Lacroix (monitrice boîte auto).',
        'fr',
      ).people,
    ).toEqual([
      { name: 'Karim Benali', role: 'moniteur principal' },
      { name: 'Sophie Lacroix', role: 'monitrice boîte auto' },
    ]);
    expect(
      names(
        readBriefContent(
          'Clínica Sonrisa. Doctores: Dra. Camila Restrepo (ortodoncista) y Dr. Andrés Gómez (odontólogo general).',
          'es',
        ).people,
      ),
    ).toEqual(['Dra. Camila Restrepo', 'Dr. Andrés Gómez']);
    expect(
      readBriefContent(
        "Düğün sitesi: 21 Eylül 2025, Bademli Bahçe. Program: nikah 19:00, akşam yemeği 20:00, ilk dans 21:30. Katılım için Elif'i arayın.",
        'tr',
      ).program,
    ).toEqual([
      { time: '19:00', title: 'Nikah' },
      { time: '20:00', title: 'Akşam yemeği' },
      { time: '21:30', title: 'İlk dans' },
    ]);
  });

  it('reads the books a reading list starts with, and no "pp" from "list app"', () => {
    const spec = understand(
      'Reading list app. Start with Piranesi by Susanna Clarke, Circe by Madeline Miller. Statuses: to read, reading, finished.',
      'en',
    );
    expect(spec.name).not.toMatch(/^(?:Start|Statuse)/);
    expect(names(spec.content?.items ?? [])).toEqual([
      'Piranesi by Susanna Clarke',
      'Circe by Madeline Miller',
    ]);
    expect(spec.collection?.entity.plural).not.toBe('pp');
  });
});

describe('Russian names from the genitive', () => {
  it("makes a man's first name nominative, whatever its ending", () => {
    const name = (brief: string) => understand(brief, 'ru').name;
    expect(name('Портфолио фотографа Никиты Орлова.')).toBe('Никита Орлов');
    expect(name('Портфолио фотографа Андрея Крылова.')).toBe('Андрей Крылов');
    expect(name('Портфолио фотографа Игоря Волкова.')).toBe('Игорь Волков');
  });

  it('reads a manager under a label of their own', () => {
    expect(
      readBriefContent(
        'Copper Kettle tea room. Menu: cream tea £8.50, scone £3. Manager: Hattie Brooks.',
        'en',
      ).people,
    ).toEqual([{ name: 'Hattie Brooks' }]);
  });
});
