/**
 * Briefs that list their entries a line each, or name the people and things a tracker is for: a
 * directory of businesses or staff written "name – contact – phone", a menu priced line by line with
 * no label above it, a board whose columns are bullets and whose cards say which column they sit in,
 * a chore tracker with its family and its chores, a watering tracker with how often each plant drinks,
 * a reading log pre-filled with books and their authors.
 */
import { describe, expect, it } from 'vitest';
import { readBriefContent } from '../src/agent/brief-content.ts';
import { readCollectionBrief } from '../src/agent/collection-brief.ts';
import { understand } from '../src/agent/understand.ts';

describe('a directory written a line each', () => {
  it("keeps each line's values in the typical fields of what the directory lists", () => {
    const spec = understand(
      'Directory of the traders in our covered market:\nHollis Cheese – Maggie Hollis – 0117 496 0321\nPenny Lane Books – Sam Okoro – 0117 496 0877\nGreen Basket Veg – Ravi Shah – 0117 496 0555\nSearch by name, filter by category (food, books, produce).',
      'en',
    );
    expect(spec.kind).toBe('generic');
    const collection = spec.collection!;
    expect(collection.seedTitles).toEqual(['Hollis Cheese', 'Penny Lane Books', 'Green Basket Veg']);
    const phone = collection.fields.find((field) => field.type === 'phone')!;
    expect(collection.seedValues?.map((values) => values[phone.key])).toEqual([
      '0117 496 0321',
      '0117 496 0877',
      '0117 496 0555',
    ]);
    // What the person filters by is a choice of the values they listed.
    const category = collection.fields.find((field) => field.key === 'category')!;
    expect(category).toMatchObject({ type: 'choice', options: ['food', 'books', 'produce'] });
    expect(collection.groupBy).toBe('category');
  });

  it('reads staff lines under a label naming them, and stops at the sentence after them', () => {
    const staff = readCollectionBrief(
      'Справочник сотрудников склада. Поля: ФИО, должность, телефон. Сотрудники:\nОрлова Нина Павловна — кладовщик — 8 900 111 22 33\nСеменов Артём — водитель — 8 900 444 55 66\nПоиск по фамилии.',
      'ru',
    )!;
    expect(staff.seedTitles).toEqual(['Орлова Нина Павловна', 'Семенов Артём']);
    expect(staff.seedValues?.[0]).toMatchObject({ field2: 'кладовщик' });
    expect(understand('Справочник сотрудников склада. Поля: ФИО, должность, телефон.', 'ru').name).toBe(
      'Справочник сотрудников',
    );
  });
  it('sends a phone number to the phone wherever it stands, and names the body a line closes on', () => {
    const spec = understand(
      'Annuaire des bénévoles de la Banque alimentaire :\nSophie Martin – cuisine – 06 11 22 33 44\nKarim Benali – collecte – 06 55 44 33 22\nRendez-vous le 01.03.2027.',
      'fr',
    );
    expect(spec.name).toBe('Banque alimentaire');
    const collection = spec.collection!;
    expect(collection.seedTitles).toEqual(['Sophie Martin', 'Karim Benali']);
    const phone = collection.fields.find((field) => field.type === 'phone')!;
    expect(collection.seedValues?.map((values) => values[phone.key])).toEqual([
      '06 11 22 33 44',
      '06 55 44 33 22',
    ]);
    // No number field took the phone's first digits.
    const numbers = collection.fields.filter((field) => field.type === 'number');
    expect(numbers.every((field) => collection.seedValues?.every((values) => !(field.key in values)))).toBe(
      true,
    );
  });
});

describe('a menu priced line by line', () => {
  it('reads priced lines with no label, and takes the name after the asking', () => {
    const content = readBriefContent(
      'Pide salonum için menü sitesi lazım: Karadeniz Pide Evi, Kadıköy.\nKıymalı pide – 280 TL\nKaşarlı pide – 250 TL\nAyran – 40 TL\nHer gün 11:00-23:00.',
      'tr',
    );
    expect(content.items.map((item) => [item.name, item.price?.amount])).toEqual([
      ['Kıymalı pide', 280],
      ['Kaşarlı pide', 250],
      ['Ayran', 40],
    ]);
    const spec = understand(
      'Pide salonum için menü sitesi lazım: Karadeniz Pide Evi, Kadıköy.\nKıymalı pide – 280 TL\nKaşarlı pide – 250 TL\nAyran – 40 TL\nRezervasyon: 0532 000 11 22',
      'tr',
    );
    expect(spec.kind).toBe('restaurant');
    expect(spec.name).toBe('Karadeniz Pide Evi');
  });
});

describe('a board whose columns are bullets', () => {
  it('makes the bullets columns when the cards are placed in them, even on a list called a to-do', () => {
    const spec = understand(
      'Kanban board for our wedding planning:\n- To book\n- Waiting on quote\n- Booked\nStarting cards: Florist (Waiting on quote), Photographer (Booked), DJ (To book).',
      'en',
    );
    expect(spec.kind).toBe('kanban');
    expect(spec.content?.columns).toEqual(['To book', 'Waiting on quote', 'Booked']);
    expect(spec.content?.items.map((item) => [item.name, item.detail])).toEqual([
      ['Florist', 'Waiting on quote'],
      ['Photographer', 'Booked'],
      ['DJ', 'To book'],
    ]);
  });
});

describe('trackers named for what they keep', () => {
  it("gives a family's chores to its people in turn", () => {
    const spec = understand(
      'Трекер домашних дел для нас. Участники: Оля, Гриша, мама. Дела: помыть посуду, вынести мусор, покормить кота.',
      'ru',
    );
    expect(spec.kind).toBe('generic');
    expect(spec.name).toBe('Трекер домашних дел');
    const collection = spec.collection!;
    expect(collection.seedTitles).toEqual(['Помыть посуду', 'Вынести мусор', 'Покормить кота']);
    const who = collection.fields.find((field) => field.key === 'who')!;
    // "мама" is one of the family, not Гриша's role.
    expect(who).toMatchObject({ type: 'choice', options: ['Оля', 'Гриша', 'Мама'] });
    expect(collection.seedValues?.map((values) => values.who)).toEqual(['Оля', 'Гриша', 'Мама']);
  });

  it('keeps how often each plant is watered, and a name said in brackets names no app', () => {
    const spec = understand(
      'Could you make a plant watering tracker? My plants:\n- Calathea – every 4 days\n- Cactus (her name is Prickles) – every 3 weeks\n- Peace Lily – every 6 days',
      'en',
    );
    expect(spec.name).toBe('Plant Watering Tracker');
    const collection = spec.collection!;
    expect(collection.seedTitles).toEqual(['Calathea', 'Cactus (her name is Prickles)', 'Peace Lily']);
    expect(collection.seedValues?.map((values) => values.waterEvery)).toEqual([4, 21, 6]);
    // Its interval counts from the last watering, so the app says what is due.
    expect(collection.summaries).toContain('due');
  });

  it('fills a log with the entries to add, each with its detail in brackets', () => {
    const films = readCollectionBrief(
      'Un registro de películas. Por cada película: Título, Director, Año y Nota. Añade estos: La lengua de las mariposas (Cuerda), El laberinto del fauno (del Toro).',
      'es',
    )!;
    expect(films.fields.map((field) => field.label)).toEqual(['Título', 'Director', 'Año', 'Nota']);
    expect(films.seedTitles).toEqual(['La lengua de las mariposas', 'El laberinto del fauno']);
    expect(films.seedValues?.map((values) => values.director)).toEqual(['Cuerda', 'del Toro']);
  });

  it('reads the fields after "for each … I note" in Arabic, with the choices in brackets', () => {
    const lessons = readCollectionBrief(
      'تطبيق لمتابعة دروس البيانو. لكل درس أسجل: التاريخ، المقطوعة، المدة، والتقييم (ممتاز / جيد / ضعيف).',
      'ar',
    )!;
    expect(lessons.fields.map((field) => field.label)).toEqual(['التاريخ', 'المقطوعة', 'المدة', 'التقييم']);
    expect(lessons.fields.at(-1)).toMatchObject({ type: 'choice', options: ['ممتاز', 'جيد', 'ضعيف'] });
  });

  it('does not read an article as the name of a tool', () => {
    expect(understand("A tracker for my kids' chores: who, chore, done, points", 'en').name).not.toMatch(
      /^A /,
    );
  });
});

describe('forms and surveys', () => {
  it("reads a form's fields under a label of their own, a line each, and keeps what is sent", () => {
    const spec = understand(
      'استمارة تسجيل لمخيم «صيف العلوم» للأطفال في الشارقة. الرسوم 300 درهم.\nالحقول:\n- اسم الطفل\n- تاريخ الميلاد\n- رقم هاتف ولي الأمر\n- المجموعة (صغار / كبار)\n- هل يعاني الطفل من حساسية؟',
      'ar',
    );
    expect(spec.name).toBe('صيف العلوم');
    expect(spec.collection?.entity).toEqual({ singular: 'تسجيل', plural: 'التسجيلات' });
    const form = spec.collection?.fields ?? [];
    expect(form.map((field) => field.label)).toEqual([
      'اسم الطفل',
      'تاريخ الميلاد',
      'رقم هاتف ولي الأمر',
      'المجموعة',
      'هل يعاني الطفل من حساسية؟',
    ]);
    expect(form[3]).toMatchObject({ type: 'choice', options: ['صغار', 'كبار'] });
    // A question answered yes or no is a yes/no field.
    expect(form[4]?.type).toBe('boolean');
    // On a dated course's page the same fields are its booking form's.
    const course = understand(
      'نموذج تسجيل لدورة «الرسم للصغار» يوم السبت 6 فبراير 2027 في عمّان، والرسوم 30 دينار.\nالحقول المطلوبة:\n- اسم الطفل\n- العمر\n- المستوى (مبتدئ / متوسط)',
      'ar',
    );
    expect(course.kind).toBe('booking');
    expect(course.content?.form?.map((field) => field.label)).toEqual(['اسم الطفل', 'العمر', 'المستوى']);
  });

  it('stands a sign-up form open on the page even when its fields read as a record', () => {
    const spec = understand(
      'نموذج تسجيل متطوعين لحملة «سلة الخير». الحقول: الاسم الكامل، رقم الجوال، نوع المشاركة (تغليف / توزيع)، هل لديك سيارة؟ (نعم/لا). وبعد الإرسال تظهر رسالة شكر.',
      'ar',
    );
    expect(spec.name).toBe('سلة الخير');
    expect(spec.collection?.layout).toBe('form');
    // The question's mark before its answers ends no list: the question is a yes/no field.
    expect(spec.collection?.fields.at(-1)).toMatchObject({ label: 'هل لديك سيارة؟', type: 'boolean' });
  });

  it('keeps the answers to a survey, each question a field of its type', () => {
    const spec = understand(
      'Encuesta de satisfacción para los socios del Club de Remo Ría.\nPreguntas:\n1. ¿Con qué frecuencia entrenas? (diario, semanal, mensual)\n2. ¿Cómo valoras las instalaciones? (de 1 a 5)\n3. ¿Recomendarías el club a un amigo?\n4. Sugerencias\nBotón Enviar y mensaje «¡Gracias por participar!»',
      'es',
    );
    expect(spec.kind).toBe('generic');
    expect(spec.name).not.toBe('¡Gracias por participar!');
    const fields = spec.collection!.fields;
    expect(fields.map((field) => field.type)).toEqual(['choice', 'rating', 'boolean', 'longtext']);
    expect(fields[0]).toMatchObject({
      label: '¿Con qué frecuencia entrenas?',
      options: ['diario', 'semanal', 'mensual'],
    });
    expect(spec.collection!.summaries).toEqual(expect.arrayContaining(['count', 'average', 'byChoice']));
  });
});

describe('names the brief does not give', () => {
  it('takes no name from a question, a form, a message or a quiz question', () => {
    // "his name", asked in the booking form, then the next thing asked.
    expect(
      understand(
        'موقع لحجز المواعيد في عيادة د. ليلى منصور للجلدية. المريض يكتب اسمه ورقم هاتفه. كشف 400 جنيه، تنظيف بشرة 700 جنيه.',
        'ar',
      ).name,
    ).toBe('عيادة د. ليلى منصور');
    const quiz = understand(
      'Хочу викторину «Кто ты в Казани?» — 3 вопроса.\n1. Как называется главная мечеть Кремля? (Кул Шариф)\n2. Какая река течёт через Казань? (Казанка)\n3. В каком году основан Казанский университет? (1804)',
      'ru',
    );
    expect(quiz.name).toBe('Кто ты в Казани?');
    // The quiz's title asks nothing: its questions are the numbered ones.
    expect(quiz.content?.faq?.map((pair) => pair.answer)).toEqual(['Кул Шариф', 'Казанка', '1804']);
  });

  it("reads a portfolio's owner after its colon, and works listed after a dash", () => {
    const spec = understand(
      'Портфолио: Олег Титов, фотограф свадеб. В альбомах — «Осень в Суздале» (2023), «Белые ночи» (2024). Почта oleg@titov.photo',
      'ru',
    );
    expect(spec.name).toBe('Олег Титов');
    expect(spec.content?.items.map((item) => item.name)).toEqual(['Осень в Суздале', 'Белые ночи']);
  });

  it('reads free delivery said after the delivery', () => {
    const content = readBriefContent(
      'Магазин сыра «Сырная лавка». Товары: камамбер — 600 ₽, бри — 700 ₽. Доставка по Москве бесплатно от 3000 ₽.',
      'ru',
    );
    expect(content.freeShippingFrom).toEqual({ amount: 3000, currency: 'RUB' });
  });
});

describe('examples and names as people type them', () => {
  it('reads examples that each keep their details in brackets, and "I\'d like to" gives none', () => {
    const spec = understand(
      "can you make me an app to log my cassette collection? for each tape I want: Artist, Title, Year, Label, Price Paid. I'd like to search by artist. pre-fill a couple, like Cocteau Twins - Treasure (1984, 4AD, $12) and Sade - Diamond Life (1984, Epic, $9)",
      'en',
    );
    expect(spec.kind).toBe('generic');
    const collection = spec.collection!;
    expect(collection.seedTitles).toEqual(['Treasure', 'Diamond Life']);
    expect(collection.seedValues).toEqual([
      { artist: 'Cocteau Twins', year: 1984, label: '4AD', pricePaid: 12 },
      { artist: 'Sade', year: 1984, label: 'Epic', pricePaid: 9 },
    ]);
  });

  it('ends a name with its line, and takes a shop named before its address', () => {
    expect(understand('Wedding website for Ana & Luis\n\nDate: Saturday, May 8, 2027', 'en').name).toBe(
      'Ana & Luis',
    );
    expect(
      understand(
        'Kuaför salonum için site lazım: Makas Atölyesi, Beşiktaş Ihlamur Cad. No:5. Hizmetler: Kesim 400 TL, Fön 250 TL.',
        'tr',
      ).name,
    ).toBe('Makas Atölyesi');
  });

  it('asks quoted lines with an arrow to their answer, a mark inside a quote ending nothing', () => {
    const quiz = understand(
      'Сделай квиз «Чья это песня?»:\n1. «Мы ждём перемен!» → Кино\n2. «Выхода нет» → Сплин\n3. «Звезда по имени Солнце» → Кино',
      'ru',
    );
    expect(quiz.kind).toBe('quiz');
    expect(quiz.content?.faq).toEqual([
      { question: '«Мы ждём перемен!»', answer: 'Кино' },
      { question: '«Выхода нет»', answer: 'Сплин' },
      { question: '«Звезда по имени Солнце»', answer: 'Кино' },
    ]);
  });
});

describe('three briefs not tuned for', () => {
  it('reads a staff directory with titles and extensions, and a survey named after its dash', () => {
    const staff = understand(
      'Staff directory for Greenfield Clinic:\nDr. Sara Malik – GP – ext. 210\nTom Reyes – Nurse – ext. 214',
      'en',
    ).collection!;
    expect(staff.entity.plural).toBe('employees');
    expect(staff.seedTitles).toEqual(['Dr. Sara Malik', 'Tom Reyes']);
    expect(staff.seedValues?.map((values) => values.role)).toEqual(['GP', 'Nurse']);
    const survey = understand(
      'Müşteri memnuniyet anketi - Kahve Durağı. Sorular:\n1. Hangi şubemize geldiniz? (Moda, Bebek, Karaköy)\n2. Bizi arkadaşlarınıza önerir misiniz?\n3. Önerileriniz',
      'tr',
    );
    expect(survey.name).toBe('Kahve Durağı');
    expect(survey.collection?.fields.map((field) => field.type)).toEqual(['choice', 'boolean', 'longtext']);
  });

  it('takes a word in brackets after a name as its first value, and how often as no one’s', () => {
    const pets = understand(
      'Un tracker para las vacunas de mis mascotas:\n- Luna (perra) – cada 3 meses\n- Michi (gato) – cada 6 meses',
      'es',
    ).collection!;
    expect(pets.seedTitles).toEqual(['Luna', 'Michi']);
    expect(pets.seedValues).toEqual([{ species: 'perra' }, { species: 'gato' }]);
  });
});
