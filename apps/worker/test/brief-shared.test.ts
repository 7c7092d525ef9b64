/**
 * Briefs that share costs among people, run a pipeline of stages, price a menu line by line with
 * slashes, give an event's programme a line each, or a studio's week of classes: what each states is
 * what the app keeps.
 */
import { describe, expect, it } from 'vitest';
import { readBriefContent } from '../src/agent/brief-content.ts';
import { bookingSchema } from '../src/agent/blueprints/booking.ts';
import { understand } from '../src/agent/understand.ts';

describe('costs shared among people', () => {
  it('keeps each cost with who paid it, one of the people named, and settles who owes whom', () => {
    const spec = understand(
      "we're 3 flatmates (Sam, Ola, Kit) and need a tiny tool to split the bills every month: rent 1800, electricity, internet 45. show who owes whom.",
      'en',
    );
    expect(spec.kind).toBe('generic');
    const collection = spec.collection!;
    expect(collection.summaries).toContain('settle');
    const payer = collection.fields.find((field) => field.key === collection.groupBy)!;
    expect(payer).toMatchObject({ type: 'choice', options: ['Sam', 'Ola', 'Kit'] });
    expect(collection.seedTitles).toEqual(['rent', 'electricity', 'internet']);
    const amount = collection.fields.find((field) => field.type === 'money')!;
    expect(collection.seedValues?.map((values) => values[amount.key])).toEqual([1800, undefined, 45]);
  });

  it('reads the people after "entre" / "between", the example costs over the list of what each holds, and no name from a summary', () => {
    const spec = understand(
      'App para dividir los gastos de la casa de la playa entre Alba, Diego y Rocío. Cada gasto: concepto, importe, quién pagó. Ejemplos: Alquiler 900€, Compra 120€. Y un resumen "Cuentas claras" al final.',
      'es',
    );
    const collection = spec.collection!;
    expect(collection.fields.find((field) => field.key === collection.groupBy)?.options).toEqual([
      'Alba',
      'Diego',
      'Rocío',
    ]);
    expect(collection.seedTitles).toEqual(['Alquiler', 'Compra']);
    expect(spec.name).not.toBe('Cuentas claras');
    const between = understand(
      'Split the cabin weekend costs between Noor, Felix and Hana: groceries 84, firewood 30.',
      'en',
    );
    expect(
      between.collection?.fields.find((field) => field.key === between.collection?.groupBy)?.options,
    ).toEqual(['Noor', 'Felix', 'Hana']);
  });

  it('reads the friends after "con mis amigos:" and the costs in brackets, in Spanish and Arabic', () => {
    const trip = understand(
      'necesito una app para repartir los gastos del viaje a Asturias con mis amigos: Pablo, Irene, Sergio y Nuria. cada uno apunta lo que paga (gasolina, casa rural, cena en Cangas...) y al final que me diga quién le debe cuánto a quién.',
      'es',
    ).collection!;
    expect(trip.fields.find((field) => field.key === 'paidBy')?.options).toEqual([
      'Pablo',
      'Irene',
      'Sergio',
      'Nuria',
    ]);
    expect(trip.seedTitles).toEqual(['gasolina', 'casa rural', 'cena en Cangas']);
    const flat = understand(
      'احنا ٣ في شقة وحدة (عمر، طارق، زياد) ونبي أداة بسيطة نقسم فيها الفواتير كل شهر: الإيجار 3600، الكهرباء، الماء، الإنترنت 300.',
      'ar',
    );
    expect(flat.kind).toBe('generic');
    expect(flat.collection!.fields.find((field) => field.key === 'paidBy')?.options).toEqual([
      'عمر',
      'طارق',
      'زياد',
    ]);
    expect(flat.collection!.seedTitles).toEqual(['الإيجار', 'الكهرباء', 'الماء', 'الإنترنت']);
  });

  it('shares nothing out where no one is named, or nothing is shared', () => {
    expect(
      understand('split the bills with my flatmates every month', 'en').collection?.summaries ?? [],
    ).not.toContain('settle');
    expect(
      understand('Track my expenses: what, amount, date, with Ana, Ben and Chloe as categories.', 'en')
        .collection?.summaries ?? [],
    ).not.toContain('settle');
  });
});

describe('stages and cards of a pipeline', () => {
  it('makes a board of stages parted by arrows, with what each card holds and its examples', () => {
    const spec = understand(
      'CRM для небольшой студии веб-дизайна «Пиксель».\nВоронка: Новый лид → Бриф → Коммерческое предложение → В работе → Закрыто.\nВ карточке клиента: компания, контактное лицо, телефон, бюджет, заметки.\nПримеры: ООО «Северный ветер» (Ирина Котова, бюджет 180 000), ИП Смирнов (Алексей Смирнов, 45 000).\nСверху — сумма сделок в работе.',
      'ru',
    );
    expect(spec.kind).toBe('kanban');
    expect(spec.content?.columns).toEqual([
      'Новый лид',
      'Бриф',
      'Коммерческое предложение',
      'В работе',
      'Закрыто',
    ]);
    expect(spec.content?.cardFields?.map((field) => field.label)).toEqual([
      'Компания',
      'Контактное лицо',
      'Телефон',
      'Бюджет',
      'Заметки',
    ]);
    expect(spec.content?.items.map((item) => item.name)).toEqual(['ООО «Северный ветер»', 'ИП Смирнов']);
  });
});

describe('menus and programmes as people type them', () => {
  it('parts priced entries at slashes, but not a price from its period', () => {
    const content = readBriefContent(
      'Site vitrine pour mon café. Une page menu avec :\nBoissons chaudes : Espresso 1,80 € / Café crème 3,20 € / Chocolat maison 3,90 €\nLe midi : Croque-monsieur 8,50 € / Quiche du jour + salade 11,00 €',
      'fr',
    );
    expect(content.items.map((item) => [item.name, item.price?.amount])).toEqual([
      ['Espresso', 1.8],
      ['Café crème', 3.2],
      ['Chocolat maison', 3.9],
      ['Croque-monsieur', 8.5],
      ['Quiche du jour + salade', 11],
    ]);
    const plans = readBriefContent('Pricing: Basic $9 / month, Pro $19 / month.', 'en');
    expect(plans.items.map((item) => [item.name, item.price?.period])).toEqual([
      ['Basic', 'month'],
      ['Pro', 'month'],
    ]);
  });

  it("reads a programme a line each past a title's dot, and a landing page with one is the event's page", () => {
    const arabic = readBriefContent(
      'صفحة لفعالية «ملتقى رواد الأعمال» يوم السبت 13 مارس 2027.\nالبرنامج:\n9:00 التسجيل والقهوة\n10:00 كلمة افتتاحية – م. خالد المنصوري\n11:00 جلسة: كيف تمول مشروعك الأول',
      'ar',
    );
    expect(arabic.program?.map((step) => step.time)).toEqual(['09:00', '10:00', '11:00']);
    expect(arabic.program?.[1]?.title).toContain('خالد المنصوري');
    const landing = understand(
      'Лендинг для конференции «ФронтендКамп 2027» — суббота, 18 сентября 2027, Санкт-Петербург.\nПрограмма:\n10:00 — регистрация\n11:00 — «React без боли» — Мария Орлова\n13:00 — обед\nБилеты: Стандарт 4900 ₽.',
      'ru',
    );
    expect(landing.kind).toBe('booking');
    expect(landing.content?.program?.length).toBe(3);
    // A landing page named outright for a product stays one.
    expect(
      understand('Landing page for Driftwood, a solar speaker launching on 3 March 2027.', 'en').kind,
    ).toBe('landing');
  });

  it("keeps a form's fields after its word and colon, and takes no form word for the thing kept", () => {
    const spec = understand(
      'صفحة لفعالية «ملتقى رواد الأعمال الشباب» يوم السبت 13 مارس 2027 في فندق الريتز، الدوحة.\nالبرنامج:\n9:00 التسجيل\n10:00 كلمة افتتاحية\nومع نموذج تسجيل فيه: الاسم، البريد، الجوال، اسم المشروع.',
      'ar',
    );
    expect(spec.kind).toBe('booking');
    expect(spec.content?.form?.map((field) => field.label)).toEqual(['الجوال', 'اسم المشروع']);
  });
});

describe('a week of classes', () => {
  it('reads days, time, class and teacher in each language, and no opening hours', () => {
    const spanish = readBriefContent(
      'App de reservas para Estudio Ámbar. Clases:\nLunes y miércoles 9:00 Hatha Yoga (Lucía)\nMartes y jueves 19:30 Pilates Mat (Andrés)\nPrecios: clase suelta 12 €, bono 10 clases 100 €. Máximo 12 personas por clase.',
      'es',
    );
    expect(spanish.timetable).toEqual([
      { days: [1, 3], written: 'Lunes y miércoles 9:00', time: '09:00', title: 'Hatha Yoga', host: 'Lucía' },
      { days: [2, 4], written: 'Martes y jueves 19:30', time: '19:30', title: 'Pilates Mat', host: 'Andrés' },
    ]);
    expect(spanish.capacity).toBe(12);
    const arabic = readBriefContent(
      'موقع لاستوديو «نفس» لليوغا.\nالأحد 7:00 صباحاً: يوغا الصباح مع مريم\nالثلاثاء 6:30 مساءً: بيلاتس مع هند\nالسعة 15 شخص.',
      'ar',
    ).timetable;
    expect(arabic?.map((entry) => [entry.days, entry.time, entry.title, entry.host])).toEqual([
      [[0], '07:00', 'يوغا الصباح', 'مريم'],
      [[2], '18:30', 'بيلاتس', 'هند'],
    ]);
    const english = readBriefContent(
      'Website for Northside Boxing Club:\n- Mon & Wed 6pm – Beginners Boxing with Coach Dan\n- Sat 10am – Kids Boxing (Leah)',
      'en',
    ).timetable;
    expect(english?.map((entry) => [entry.days, entry.time, entry.title, entry.host])).toEqual([
      [[1, 3], '18:00', 'Beginners Boxing', 'Coach Dan'],
      [[6], '10:00', 'Kids Boxing', 'Leah'],
    ]);
    const french = readBriefContent(
      "Site pour l'atelier. Cours :\nJeudi 10h Modelage (Paul)\nSamedi 14h Émaillage avec Claire",
      'fr',
    ).timetable;
    expect(french?.map((entry) => [entry.time, entry.title, entry.host])).toEqual([
      ['10:00', 'Modelage', 'Paul'],
      ['14:00', 'Émaillage', 'Claire'],
    ]);
    // Opening hours a line each are hours, not classes.
    expect(
      readBriefContent('Horaires :\nLundi–Vendredi 9:00–18:00\nSamedi 10:00–16:00', 'fr').timetable,
    ).toBeUndefined();
  });

  it("is a studio's booking app: each class on its day, its seats, and the passes' prices", () => {
    const spec = understand(
      'Сайт танцевальной студии «Ритм». Расписание:\nПн, Ср 19:00 — Сальса (Ольга)\nСб 12:00 — Детская хореография (Ольга)\nРазовое занятие 600 ₽, абонемент на 8 занятий 4000 ₽. До 14 человек в группе.',
      'ru',
    );
    expect(spec.kind).toBe('booking');
    const schema = bookingSchema(spec);
    expect(schema.mode).toBe('events');
    expect(schema.offerings.map((o) => [o.name, o.weekday, o.time, o.host, o.capacity, o.price])).toEqual([
      ['Сальса', 1, '19:00', 'Ольга', 14, 600],
      ['Сальса', 3, '19:00', 'Ольга', 14, 600],
      ['Детская хореография', 6, '12:00', 'Ольга', 14, 600],
    ]);
    expect(schema.passes).toEqual([
      { name: 'Разовое занятие', price: 600 },
      { name: 'Абонемент на 8 занятий', price: 4000 },
    ]);
    expect(schema.team).toEqual([{ name: 'Ольга', role: 'Сальса, Детская хореография' }]);
    // A class is booked by the place, not answered for like an event's tickets.
    expect([schema.texts.fieldService, schema.texts.fieldTickets, schema.texts.confirmRsvp]).toEqual([
      'Занятие',
      'Мест',
      'Записаться',
    ]);
    expect(schema.texts.noBookings).toBe('Записей пока нет');
  });

  it('is named by the studio a Turkish brief opens with, before its kind of site', () => {
    const spec = understand(
      'Dans Atölyesi Kadıköy için ders programı sitesi:\nSalı ve Perşembe 19:30 Tango (Ayşe)\nCumartesi 14:00 Salsa - Mert\nTek ders 450 TL, aylık 1600 TL. En fazla 10 kişi.',
      'tr',
    );
    expect(spec.name).toBe('Dans Atölyesi Kadıköy');
    expect(bookingSchema(spec).texts.fieldTickets).toBe('Kişi sayısı');
  });
});

describe('records as people list them', () => {
  it('reads "her kitap için:" as the fields, shelves as a choice, and two dates sharing one word', () => {
    const books = understand(
      '2027 okuma hedefim 30 kitap, bunu takip edecek bir uygulama istiyorum. Her kitap için: kitap adı, yazar, sayfa sayısı, başlama ve bitirme tarihi, puan (5 yıldız). Raflar: Okunacak, Okunuyor, Okundu. Başlangıç için şunları ekle: Kürk Mantolu Madonna (Sabahattin Ali), Tutunamayanlar (Oğuz Atay).',
      'tr',
    ).collection!;
    expect(books.fields.map((field) => [field.label, field.type])).toEqual([
      ['Kitap adı', 'text'],
      ['Yazar', 'text'],
      ['Sayfa sayısı', 'number'],
      ['Başlama tarihi', 'date'],
      ['Bitirme tarihi', 'date'],
      ['Puan', 'rating'],
      ['Raf', 'choice'],
    ]);
    expect(books.fields.at(-1)?.options).toEqual(['Okunacak', 'Okunuyor', 'Okundu']);
    expect(books.groupBy).toBe(books.fields.at(-1)?.key);
    expect(books.seedTitles).toEqual(['Kürk Mantolu Madonna', 'Tutunamayanlar']);
    const projects = understand(
      'Quiero registrar mis proyectos: nombre, cliente, fecha de inicio y de fin, presupuesto.',
      'es',
    ).collection!;
    expect(projects.fields.filter((field) => field.type === 'date').map((field) => field.label)).toEqual([
      'Fecha de inicio',
      'Fecha de fin',
    ]);
  });

  it("keeps members whose kinds have fees, and the sample members named after 'dont'", () => {
    const spec = understand(
      'Gestion des adhérents pour le Tennis Club Les Tilleuls.\nChamps : Nom, Prénom, Date de naissance, Téléphone, Catégorie (Jeune / Adulte / Senior), Cotisation payée (oui/non).\nTarifs 2027 : Jeune 90 €, Adulte 210 €, Senior 150 €.\nAjoute 5 membres fictifs pour tester, dont Hugo Lefèvre et Martine Dubois.',
      'fr',
    );
    expect(spec.kind).toBe('generic');
    expect(spec.collection?.entity.plural).toBe('adhérents');
    expect(spec.collection?.fields.find((field) => field.type === 'choice')?.options).toEqual([
      'Jeune',
      'Adulte',
      'Senior',
    ]);
    expect(spec.collection?.seedTitles).toEqual(['Hugo Lefèvre', 'Martine Dubois']);
    // A shop's priced goods stay a shop.
    expect(understand('Boutique de Cerámica Lunares : tasse 18 €, bol 24 €, assiette 30 €.', 'fr').kind).toBe(
      'store',
    );
  });

  it('makes chores done in turn by the people named a chore tracker, each chore given to one of them', () => {
    const spec = understand(
      "we're 4 flatmates (Ana, Ben, Chloe, Dev) and we always fight about chores. make a little app that rotates who does what each week: take out bins, clean bathroom, hoover living room, buy toilet paper.",
      'en',
    );
    expect(spec.kind).toBe('generic');
    const chores = spec.collection!;
    expect(chores.entity.plural).toBe('chores');
    expect(chores.seedTitles).toEqual([
      'Take out bins',
      'Clean bathroom',
      'Hoover living room',
      'Buy toilet paper',
    ]);
    const who = chores.fields.find((field) => field.key === chores.groupBy)!;
    expect(who.options).toEqual(['Ana', 'Ben', 'Chloe', 'Dev']);
    expect(chores.seedValues?.map((values) => values[who.key])).toEqual(['Ana', 'Ben', 'Chloe', 'Dev']);
  });
});

describe('names and lists round 20 showed', () => {
  it('names the business before "için … randevu sistemi", after "… var:", and a phone book by its adjective', () => {
    expect(
      understand('Salon Elif için online randevu sistemi lazım. Hizmetler: Kesim 350 TL, Fön 200 TL.', 'tr')
        .name,
    ).toBe('Salon Elif');
    expect(
      understand(
        "Karaköy'de bir balık restoranımız var: Lodos Balık Evi. Menü sitesi yapalım.\nMezeler: Haydari 120 TL, Atom 130 TL",
        'tr',
      ).name,
    ).toBe('Lodos Balık Evi');
    expect(
      understand(
        'сделай телефонный справочник для нашей школы №17. люди:\nОльга Петрова — директор — +7 912 345-67-01\nСергей Лаптев — завуч — +7 912 345-67-02',
        'ru',
      ).name,
    ).toBe('Телефонный справочник');
  });

  it("names a portfolio after the one of a trade it is for, with the kinds of work in its section's brackets", () => {
    const spec = understand(
      'موقع بورتفوليو للخطاط يوسف الدباغ. الأقسام: أعمالي (ثلث، ديواني، نسخ، كوفي)، نبذة عني، تواصل معي.',
      'ar',
    );
    expect(spec.kind).toBe('portfolio');
    expect(spec.name).toBe('يوسف الدباغ');
    expect(spec.content?.categories).toEqual(['ثلث', 'ديواني', 'نسخ', 'كوفي']);
  });

  it("keeps a product's name said on its own and in a variant's, and its features before a later colon", () => {
    const spec = understand(
      'Landing page for Driftwood — a solar-powered portable speaker. Sections: hero, 3 features (18-hour battery, IP67 waterproof, solar lid), a comparison with the Driftwood Mini ($89), and an FAQ (shipping, colors: Sand, Slate).',
      'en',
    );
    expect(spec.name).toBe('Driftwood');
    expect(spec.content?.highlights).toEqual(['18-hour battery', 'IP67 waterproof', 'Solar lid']);
  });

  it('keeps every player of a team listed by name', () => {
    const team = understand(
      'Her perşembe halı saha maçı yapıyoruz. Şöyle bir uygulama istiyorum: oyuncu listesi (Emre, Can, Mert, Serkan, Okan, Barış, Tolga, Kaan, Hakan, Uğur, Onur, Yusuf, Cem, Kerem), her hafta kim geliyor işaretleyelim.',
      'tr',
    ).collection!;
    expect(team.seedTitles).toHaveLength(14);
    expect(team.seedTitles.at(-1)).toBe('Kerem');
  });
});

describe('an invoicing tool', () => {
  it('keeps invoices with the statuses, numbers and clients the brief gives', () => {
    const spec = understand(
      "Outil de facturation simple pour ma micro-entreprise « Atelier Brume » (graphisme). Je saisis le client et des lignes et ça génère une facture numérotée FAC-2027-001, FAC-2027-002, etc. Liste des factures avec statut Payée / En attente / En retard. Clients d'exemple : Boulangerie Marceau, Studio Koan.",
      'fr',
    );
    expect(spec.kind).toBe('generic');
    expect(spec.name).toBe('Atelier Brume');
    const invoices = spec.collection!;
    expect(invoices.entity.plural).toBe('factures');
    expect(invoices.fields.find((field) => field.key === invoices.groupBy)?.options).toEqual([
      'Payée',
      'En attente',
      'En retard',
    ]);
    expect(invoices.seedTitles).toEqual(['FAC-2027-001', 'FAC-2027-002']);
    expect(invoices.seedValues?.map((values) => values.client)).toEqual([
      'Boulangerie Marceau',
      'Studio Koan',
    ]);
    const english = understand(
      'I need a simple invoicing tool for my freelance design work. Clients: Acme Corp, Bluebird Studio.',
      'en',
    ).collection!;
    expect(english.seedTitles).toEqual(['001', '002']);
    // Statuses without a colon are a few words each; a phrase that goes on names none.
    const orders = understand(
      'Track my orders: item, price, date. Show the status of each order / return.',
      'en',
    );
    expect(orders.collection?.fields.map((field) => field.label)).toEqual(['Item', 'Price', 'Date']);
    expect(english.seedValues?.map((values) => values.client)).toEqual(['Acme Corp', 'Bluebird Studio']);
  });
});

describe('what a held-out round showed', () => {
  it('reads the people after "somos", even where the brief also lists what each cost holds', () => {
    const spec = understand(
      'necesito una app para los gastos del piso compartido. somos Lucía, Dani, Marta y Pablo. cada uno apunta lo que paga (súper, luz, internet) con importe, quién pagó y fecha, y la app calcula quién le debe a quién.',
      'es',
    );
    const payer = spec.collection!.fields.find((field) => field.key === spec.collection!.groupBy);
    expect(payer?.options).toEqual(['Lucía', 'Dani', 'Marta', 'Pablo']);
    expect(spec.collection!.summaries).toContain('settle');
    // A page for a product that shares costs is the product's page.
    expect(
      understand('Landing page for Splitly, an app to split the bills with friends (Ana, Ben).', 'en').kind,
    ).toBe('landing');
  });

  it("reads each day's programme under its day, and the Arabic afternoon after a time", () => {
    const conference = readBriefContent(
      'Landing para la conferencia "DevSur 2027", jueves 14 y viernes 15 de octubre de 2027.\n\nPrograma jueves:\n09:00 Acreditaciones\n10:00 Keynote — Elena Marín\n\nPrograma viernes:\n09:30 Accesibilidad web — Rocío Peña\n18:00 Cierre',
      'es',
    );
    expect(conference.program?.map((step) => [step.time, step.title])).toEqual([
      ['', 'Jueves'],
      ['09:00', 'Acreditaciones'],
      ['10:00', 'Keynote — Elena Marín'],
      ['', 'Viernes'],
      ['09:30', 'Accesibilidad web — Rocío Peña'],
      ['18:00', 'Cierre'],
    ]);
    const arabic = readBriefContent(
      'صفحة لفعالية "ملتقى الرياض التقني" يوم الخميس 18 نوفمبر 2027.\nالجدول:\n4:00 م — التسجيل والقهوة\n4:30 م — جلسة نقاش\nالمقاعد محدودة (150 مقعد).',
      'ar',
    );
    expect(arabic.program).toEqual([
      { time: '16:00', title: 'التسجيل والقهوة' },
      { time: '16:30', title: 'جلسة نقاش' },
    ]);
    expect(arabic.capacity).toBe(150);
  });

  it('ends a list labelled inside one bullet with that bullet', () => {
    const crm = readBriefContent(
      'CRM sencillo para mi inmobiliaria.\nNecesito:\n- Lista de contactos con nombre, teléfono, email\n- Pipeline con etapas: Nuevo contacto, Visita programada, Oferta, Reserva, Cerrado\n- Filtro por agente',
      'es',
    );
    expect(crm.columns).toEqual(['Nuevo contacto', 'Visita programada', 'Oferta', 'Reserva', 'Cerrado']);
  });
});

describe('a feedback form', () => {
  it("is a survey: options after 'liste :', answers with a hyphen, and a question word asks for words", () => {
    const spec = understand(
      'Formulaire de retour pour les festivaliers après le festival "Sons de la Garonne". Questions :\n1. Comment avez-vous connu le festival ? (réseaux sociaux, bouche-à-oreille, affiche)\n2. Quel concert avez-vous préféré ? (liste : Les Gracieuses, Moussa K., DJ Papillon)\n3. Que pensez-vous des food trucks ?\n4. Reviendrez-vous l\'an prochain ? oui / non / peut-être',
      'fr',
    );
    expect(spec.collection?.layout).toBe('form');
    expect(spec.collection?.fields.map((field) => [field.type, field.options ?? []])).toEqual([
      ['choice', ['réseaux sociaux', 'bouche-à-oreille', 'affiche']],
      ['choice', ['Les Gracieuses', 'Moussa K.', 'DJ Papillon']],
      ['text', []],
      ['choice', ['oui', 'non', 'peut-être']],
    ]);
  });
});
