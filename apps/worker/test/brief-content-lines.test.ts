/**
 * Briefs written the way people type them in a chat: products a line each under "Товары:" with no
 * bullet, buttons and headlines named in every language, a free first lesson, a tutor who gives their
 * name after their trade, monthly prices in Turkish and Arabic, an inventory whose fields follow "add
 * items with", a list of fields as a sentence of its own.
 */
import { describe, expect, it } from 'vitest';
import { readBriefContent, readPrice } from '../src/agent/brief-content.ts';
import { readCollectionBrief } from '../src/agent/collection-brief.ts';
import { renderProject } from '../src/agent/render.ts';
import { findName, understand } from '../src/agent/understand.ts';
import { loadModule } from './support/generated.ts';
import type { LandingSchema } from '@atelier/app-kit/landing';
import type { QuizSchema } from '@atelier/app-kit/quiz';
import type { BookingSchema } from '@atelier/app-kit/booking';
import type { PortfolioSchema } from '@atelier/app-kit/portfolio';

const priced = (items: { name: string; price?: { amount: number; currency: string; period?: string } }[]) =>
  items.map((item) => [item.name, item.price?.amount ?? null]);

describe('products a line each', () => {
  it('reads priced lines under a label without bullets, and stops at the sentence after them', () => {
    const tea = readBriefContent(
      'Интернет-магазин китайского чая «Чайный путь». Товары:\nДа Хун Пао, 50 г — 1 200 ₽\nТе Гуань Инь, 50 г — 850 ₽\nГайвань фарфоровая 150 мл — 1 900 ₽\nКорзина, оформление заказа, доставка СДЭК. Бесплатная доставка от 3 000 ₽.',
      'ru',
    );
    expect(priced(tea.items)).toEqual([
      ['Да Хун Пао, 50 г', 1200],
      ['Те Гуань Инь, 50 г', 850],
      ['Гайвань фарфоровая 150 мл', 1900],
    ]);
    const oud = readBriefContent(
      'متجر إلكتروني لعطوري باسم "دار العنبر". المنتجات:\nدهن عود كمبودي 3 تولة — 450 ر.س\nمجموعة هدايا رمضان — 299 ر.س\nأحتاج سلة مشتريات، وصفحة لكل منتج، وشحن مجاني للطلبات فوق 300 ر.س داخل المملكة.',
      'ar',
    );
    // The last line is a sentence with a price in it, not a product.
    expect(priced(oud.items)).toEqual([
      ['دهن عود كمبودي 3 تولة', 450],
      ['مجموعة هدايا رمضان', 299],
    ]);
    expect(oud.freeShippingFrom).toEqual({ amount: 300, currency: 'SAR' });
  });

  it('reads short lines under "Sections:" as one list, but leaves lines no label introduces alone', () => {
    const portfolio = readBriefContent('Portfolio. Features:\nOffline sync\nMood tags\nDaily prompts', 'en');
    expect(portfolio.highlights).toEqual(['Offline sync', 'Mood tags', 'Daily prompts']);
    const prose = readBriefContent('A site for my bakery.\nFresh bread daily\nCall us', 'en');
    expect(prose.highlights).toEqual([]);
  });
});

describe('prices with their period', () => {
  it('reads a Turkish "/ay" and an Arabic "/شهرياً" as a month, leaving no mark on the name', () => {
    expect(readPrice('149 ₺/ay', 'TRY')).toEqual({ amount: 149, currency: 'TRY', period: 'month' });
    expect(readPrice('£9 a month', 'GBP')).toEqual({ amount: 9, currency: 'GBP', period: 'month' });
    const plans = readBriefContent('الباقات: الأساسية 199 ر.س/شهرياً، المتقدمة 399 ر.س/شهرياً.', 'ar').items;
    expect(plans.map((plan) => [plan.name, plan.price?.period])).toEqual([
      ['الأساسية', 'month'],
      ['المتقدمة', 'month'],
    ]);
  });
});

describe('a teacher who names their trade, then themself', () => {
  it('names the booking site after the tutor, says the trade, and offers the free trial lesson', () => {
    const brief =
      'مرحبا، أنا أستاذ رياضيات وفيزياء للثانوية العامة (توجيهي) اسمي أحمد الشريف. بدي صفحة بسيطة فيها نبذة عني، المواد، الأسعار: حصة فردية 15 دينار، حصة جماعية 7 دنانير للطالب، باقة 10 حصص 130 دينار. ونموذج حجز حصة تجريبية مجانية. رقمي 0796 418 253';
    const spec = understand(brief, 'ar');
    expect(spec.kind).toBe('booking');
    expect(spec.name).toBe('أحمد الشريف');
    expect(spec.tagline).toContain('أستاذ رياضيات وفيزياء');
    expect(priced(spec.content!.items)).toEqual([
      ['حصة فردية', 15],
      ['حصة جماعية للطالب', 7],
      ['باقة 10 حصص', 130],
      ['حصة تجريبية مجانية', 0],
    ]);
  });

  it('keeps a Russian street abbreviation inside the address', () => {
    const school = readBriefContent(
      'Нужен сайт для музыкальной школы. Первый пробный урок бесплатно. Абонемент 8 занятий — 6 400 ₽. Адрес: ул. Баумана, 44. Телефон +7 (843) 255-17-08.',
      'ru',
    );
    expect(school.contact?.address).toBe('ул. Баумана, 44');
    expect(priced(school.items)).toContainEqual(['Первый пробный урок бесплатно', 0]);
  });
});

describe('buttons and headlines named in each language', () => {
  it.each([
    [
      'es',
      'Landing para Turnito, una app para peluquerías. Titular: «Tu agenda llena, sin contestar mensajes». Planes: Básico 19 €/mes y Pro 39 €/mes, y un botón «Pruébalo gratis 14 días».',
      { 'hero.title': 'Tu agenda llena, sin contestar mensajes', 'cta.button': 'Pruébalo gratis 14 días' },
      'Turnito',
    ],
    [
      'fr',
      "Page de liste d'attente pour Potager+, une appli de jardinage. Titre : « Ton potager, sans prise de tête ». Un champ email, bouton « Rejoindre la liste ».",
      { 'hero.title': 'Ton potager, sans prise de tête', 'cta.button': 'Rejoindre la liste' },
      null,
    ],
    [
      'ru',
      'Страница подписки на рассылку «Завтрак с цифрами». Поле для email, кнопка «Подписаться бесплатно».',
      { 'cta.button': 'Подписаться бесплатно' },
      'Завтрак с цифрами',
    ],
    [
      'ar',
      'صفحة هبوط لتطبيق "موعدك" لإدارة مواعيد العيادات. العنوان الرئيسي: "قلّل المواعيد الفائتة بنسبة 40٪". زر "احجز عرضاً تجريبياً".',
      { 'hero.title': 'قلّل المواعيد الفائتة بنسبة 40٪', 'cta.button': 'احجز عرضاً تجريبياً' },
      'موعدك',
    ],
    [
      'es',
      'Necesito una web para la Clínica Dental Sonrisa Norte, en Madrid. Tratamientos: limpieza dental (45 €). Botón para pedir cita y el teléfono 913 55 72 40 visible arriba.',
      { 'cta.button': 'Pedir cita' },
      null,
    ],
  ] as const)('%s: %s', (language, brief, texts, name) => {
    const spec = understand(brief, language);
    expect(spec.texts).toMatchObject(texts);
    // A headline or a button's quoted words never name the app.
    if (name) expect(spec.name).toBe(name);
    for (const text of Object.values(texts)) expect(spec.name).not.toBe(text);
  });

  it('reads no button from a sentence that has none', () => {
    expect(findName('A landing page for Shiplog, a changelog tool.')).toBe('Shiplog');
    expect(
      understand('A landing page for Shiplog, a changelog tool.', 'en').texts['cta.button'],
    ).toBeUndefined();
  });
});

describe('inventories and logs as people ask for them', () => {
  it('reads "add items with …", a choice in brackets, and examples with their counts', () => {
    const freezer = readCollectionBrief(
      "can you make me a freezer inventory thing. I have a chest freezer in the garage and never know what's in it. I want to add items with name, quantity, date frozen and which drawer (Top basket, Middle, Bottom). highlight anything frozen more than 3 months ago in orange. search box. example items: bolognese sauce x3, chicken thighs 1kg, blueberries, Mum's leek soup",
      'en',
    )!;
    expect(freezer.entity.plural).toBe('items');
    expect(freezer.fields.map((field) => [field.label, field.type, field.options ?? null])).toEqual([
      ['Name', 'text', null],
      ['Quantity', 'number', null],
      ['Date frozen', 'date', null],
      ['Which drawer', 'choice', ['Top basket', 'Middle', 'Bottom']],
    ]);
    expect(freezer.seedTitles).toEqual([
      'bolognese sauce',
      'chicken thighs',
      'blueberries',
      "Mum's leek soup",
    ]);
    expect(freezer.seedValues?.slice(0, 2)).toEqual([{ quantity: 3 }, { quantity: 1 }]);
    expect(
      understand(
        'can you make me a freezer inventory thing. I want to add items with name, quantity and date frozen.',
        'en',
      ).name,
    ).toBe('Freezer Inventory');
  });

  it('reads the fields written as a sentence of their own, and a photo of a bill as no amount', () => {
    const warranty = readCollectionBrief(
      'evdeki cihazların garanti sürelerini takip edeceğim basit bir uygulama yap. ürün adı, marka, alış tarihi, garanti süresi (ay), fatura fotoğrafı. garantisi bitmesine 30 günden az kalanlar kırmızı görünsün. örnek: Bulaşık makinesi, Robot süpürge, Laptop',
      'tr',
    )!;
    expect(warranty.fields.map((field) => [field.label, field.type])).toEqual([
      ['Ürün adı', 'text'],
      ['Marka', 'text'],
      ['Alış tarihi', 'date'],
      ['Garanti süresi', 'number'],
      ['Fatura fotoğrafı', 'text'],
    ]);
    expect(warranty.seedTitles).toEqual(['Bulaşık makinesi', 'Robot süpürge', 'Laptop']);
  });

  it('reads a team directory: its fields after "cards with", its area filter as a choice, its bulleted examples', () => {
    const brief =
      'Directorio del equipo de Nubelia (somos 18 personas, remoto entre México y Colombia). Tarjetas con foto, nombre, rol, zona horaria y Slack. Filtro por área: Ingeniería, Diseño, Ventas, Operaciones. Algunos ejemplos:\n- Valeria Montoya — Head of Design — Bogotá\n- Diego Ramírez — Backend — CDMX\n- Andrés Quintero — Ventas — Medellín\nBuscador arriba.';
    const team = readCollectionBrief(brief, 'es')!;
    // A directory of a team keeps its members.
    expect(team.entity).toEqual({ singular: 'miembro', plural: 'miembros' });
    expect(team.fields.map((field) => [field.label, field.type, field.options ?? null])).toEqual([
      ['Foto', 'text', null],
      ['Nombre', 'text', null],
      ['Rol', 'text', null],
      ['Zona horaria', 'text', null],
      ['Slack', 'text', null],
      ['Área', 'choice', ['Ingeniería', 'Diseño', 'Ventas', 'Operaciones']],
    ]);
    expect(team.seedTitles).toEqual(['Valeria Montoya', 'Diego Ramírez', 'Andrés Quintero']);
    // No name lands in the photo: the values go to the fields written in text.
    expect(team.seedValues?.[0]).toEqual({ rol: 'Head of Design', zonaHoraria: 'Bogotá' });
    const spec = understand(brief, 'es');
    expect(spec.kind).toBe('generic');
    expect(spec.name).toBe('Nubelia');
  });

  it('reads a Turkish log "kaydedeceğim", its "mi" questions as yes/no, and what it is sorted by', () => {
    const hives = readCollectionBrief(
      'Arıcıyım, 24 kovanım var. Her kovan kontrolünü kaydedeceğim bir uygulama istiyorum: kovan no, tarih, ana arı görüldü mü, çerçeve sayısı, notlar. Kovanları arılıklara göre ayırmak istiyorum: Yayla Arılığı ve Köy Arılığı.',
      'tr',
    )!;
    expect(hives.entity.plural).toBe('kovan kontrolü');
    expect(hives.fields.map((field) => [field.label, field.type, field.options ?? null])).toEqual([
      ['Kovan no', 'text', null],
      ['Tarih', 'date', null],
      ['Ana arı görüldü mü', 'boolean', null],
      ['Çerçeve sayısı', 'number', null],
      ['Notlar', 'longtext', null],
      ['Arılık', 'choice', ['Yayla Arılığı', 'Köy Arılığı']],
    ]);
  });

  it('reads an Arabic log of visits as a record, not a booking page, and the "and" of its last field', () => {
    const brief =
      'أنا فني تكييف وأحتاج تطبيق أسجل فيه زيارات الصيانة: اسم العميل، الحي، نوع المكيف (سبليت، شباك، مركزي)، المبلغ، وتاريخ الزيارة القادمة.';
    const visits = readCollectionBrief(brief, 'ar')!;
    expect(visits.entity.plural).toBe('زيارات الصيانة');
    expect(visits.fields.map((field) => [field.label, field.type])).toEqual([
      ['اسم العميل', 'text'],
      ['الحي', 'text'],
      ['نوع المكيف', 'choice'],
      ['المبلغ', 'money'],
      ['تاريخ الزيارة القادمة', 'date'],
    ]);
    const spec = understand(brief, 'ar');
    expect(spec.kind).toBe('generic');
    // "أنا فني تكييف" says a trade: it names nothing.
    expect(spec.name).not.toContain('فني');
  });

  it('keeps "matin/soir" one choice in a comma list, and drops the "et" before the last field', () => {
    const milking = readCollectionBrief(
      "J'aimerais une petite appli pour noter la traite : date, nom de la chèvre, matin/soir, litres de lait, et une remarque.",
      'fr',
    )!;
    expect(milking.fields.map((field) => [field.label, field.type, field.options ?? null])).toEqual([
      ['Date', 'date', null],
      ['Nom de la chèvre', 'text', null],
      ['Matin/soir', 'choice', ['matin', 'soir']],
      ['Litres de lait', 'number', null],
      ['Remarque', 'longtext', null],
    ]);
  });
});

describe('names and what a page presents, as the person wrote them', () => {
  it.each([
    [
      'need a simple site for my physio clinic. Kirkstall Physio, 214 Abbey Road, Leeds LS5 3HS. phone 0113 496 0172.',
      'Kirkstall Physio',
    ],
    ["Kaş'ta küçük bir pansiyonumuz var, Mavi Kapı Pansiyon. 8 oda, denize 200 metre.", 'Mavi Kapı Pansiyon'],
    [
      'Event page for the Riverside Run for Hope — a 5K fun run raising money for a hospice.',
      'Riverside Run for Hope',
    ],
    ["Landing page for my SaaS called Tallybird — it's invoicing for freelance translators.", 'Tallybird'],
  ])('%s', (brief, name) => {
    expect(findName(brief)).toBe(name);
  });

  it('reads what a clinic does, and a price ending a sentence written in lower case', () => {
    const physio = readBriefContent(
      'need a simple site for my physio clinic. we do sports injury rehab, back & neck pain, post-op rehab and pilates classes (Tues + Thurs evenings). initial assessment £55, follow-ups £42. me and Priya Nair are the two physios.',
      'en',
    );
    expect(priced(physio.items)).toEqual([
      ['Sports injury rehab', null],
      ['Back & neck pain', null],
      ['Post-op rehab', null],
      ['Pilates classes', null],
      ['Initial assessment', 55],
      ['Follow-ups', 42],
    ]);
  });

  it('reads a landing page\'s plans after "a pricing section with three plans:" and its features grid', () => {
    const spec = understand(
      "Landing page for my SaaS called Tallybird — it's invoicing for freelance translators. Hero with headline 'Get paid for every word', then a pricing section with three plans: Solo £9/month, Studio £24/month, Agency £59/month. Add a features grid (multi-currency invoices, word-count import, late payment reminders), a FAQ, and a 'Start free trial' button.",
      'en',
    );
    expect(spec.tagline).toBe("It's invoicing for freelance translators");
    const schema = loadModule<{ SCHEMA: LandingSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA;
    expect(schema.plans.map((plan) => [plan.name, plan.price, plan.period])).toEqual([
      ['Solo', 9, 'month'],
      ['Studio', 24, 'month'],
      ['Agency', 59, 'month'],
    ]);
    expect(schema.featureList.map((feature) => feature.title)).toEqual([
      'Multi-currency invoices',
      'Word-count import',
      'Late payment reminders',
    ]);
  });

  it('makes a newsletter sign-up page a landing page that says what the letter is and shows its issues', () => {
    const spec = understand(
      'Страница подписки на рассылку «Завтрак с цифрами» — еженедельное письмо про экономику простым языком, выходит по воскресеньям. Автор — Денис Орлов, экономист. Поле для email, кнопка «Подписаться бесплатно», под ней три последних выпуска: «Почему дорожает гречка», «Как работает ключевая ставка», «Ипотека: мифы и цифры». Уже 12 000 подписчиков.',
      'ru',
    );
    expect(spec.kind).toBe('landing');
    expect(spec.name).toBe('Завтрак с цифрами');
    expect(spec.tagline).toBe('Еженедельное письмо про экономику простым языком, выходит по воскресеньям');
    expect(spec.texts['cta.button']).toBe('Подписаться бесплатно');
    expect(spec.content?.people).toEqual([{ name: 'Денис Орлов', role: 'экономист' }]);
    const schema = loadModule<{ SCHEMA: LandingSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA;
    // The issues, each as written (a colon inside its quotes is its own), with nothing made up under them.
    expect(schema.featureList.map((feature) => [feature.title, feature.body])).toEqual([
      ['Почему дорожает гречка', ''],
      ['Как работает ключевая ставка', ''],
      ['Ипотека: мифы и цифры', ''],
    ]);
  });
});

describe('a quiz whose questions are given as examples', () => {
  it('asks the named questions it knows first, makes up the round asked for, and lists the rest', () => {
    const spec = understand(
      'I teach Year 5 and I\'d like a space quiz for my class. 10 multiple choice questions about the solar system (e.g. Which planet is known as the Red Planet? Which is the largest planet?). Show one question at a time and a "Try again" button. Title it "Mrs Okafor\'s Space Challenge".',
      'en',
    );
    expect(spec.name).toBe("Mrs Okafor's Space Challenge");
    const schema = loadModule<{ SCHEMA: QuizSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA;
    expect(schema.questions[0]!.question).toMatch(/largest planet/);
    // The space bank's own questions make up the round; a named one it has no answer for is listed.
    expect(schema.questions.length).toBeGreaterThan(2);
    expect(new Set(schema.questions.map((q) => q.question)).size).toBe(schema.questions.length);
    expect(schema.topics).toEqual(['Which planet is known as the Red Planet?']);
  });

  it('asks only the questions a brief lists when it asks for no more', () => {
    const spec = understand(
      'A quiz with these questions: What is the capital of Canada? What is the capital of Australia?',
      'en',
    );
    const schema = loadModule<{ SCHEMA: QuizSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA;
    expect(schema.questions.length).toBeLessThanOrEqual(2);
  });
});

describe('a third round of briefs', () => {
  it('reads products from a bullet of their own among bullets no line introduces', () => {
    const shop = readBriefContent(
      'Online store for my candle brand Ember & Oak.\n- products: Cedar Smoke $24, Fig Orchard $22, Winter Cabin gift set $58\n- cart + checkout\n- free shipping over $50 banner\n- minimal, earthy vibe',
      'en',
    );
    expect(priced(shop.items)).toEqual([
      ['Cedar Smoke', 24],
      ['Fig Orchard', 22],
      ['Winter Cabin gift set', 58],
    ]);
  });

  it('reads an Arabic guide to places: "دليل للكافيهات", "كل مكان:", a yes-or-no field, its examples', () => {
    const cafes = readCollectionBrief(
      'عايز دليل للكافيهات اللي ينفع تذاكر فيها في القاهرة. كل مكان: الاسم، الحي، فيه واي فاي ولا لأ، سعر القهوة، مواعيد. أمثلة: كافيه ورقة في الزمالك (لاتيه 85 ج)، بيت البن في مصر الجديدة (لاتيه 70 ج).',
      'ar',
    )!;
    expect(cafes.entity.plural).toBe('الكافيهات');
    expect(cafes.fields.map((field) => [field.label, field.type])).toEqual([
      ['الاسم', 'text'],
      ['الحي', 'text'],
      ['فيه واي فاي', 'boolean'],
      ['سعر القهوة', 'money'],
      ['مواعيد', 'text'],
    ]);
    expect(cafes.seedTitles).toEqual(['كافيه ورقة في الزمالك', 'بيت البن في مصر الجديدة']);
  });

  it('reads a register whose fields follow "يسجل:", a field\'s examples as its options, and its statuses', () => {
    const lost = readCollectionBrief(
      'سجل المفقودات لمركز النور التجاري في دبي. موظف الأمن يسجل: رقم البلاغ، وصف الغرض، مكان العثور (مثلاً: الطابق الأرضي، موقف السيارات B2، منطقة المطاعم)، التاريخ، واسم الموظف. الحالة: محفوظ / تم التسليم.',
      'ar',
    )!;
    expect(lost.entity.plural).toBe('المفقودات');
    expect(lost.fields.map((field) => [field.label, field.options ?? null])).toEqual([
      ['رقم البلاغ', null],
      ['وصف الغرض', null],
      ['مكان العثور', ['الطابق الأرضي', 'موقف السيارات B2', 'منطقة المطاعم']],
      ['التاريخ', null],
      ['اسم الموظف', null],
      ['الحالة', ['محفوظ', 'تم التسليم']],
    ]);
    expect(lost.seedTitles).toEqual([]);
  });

  it('reads the fields a later verb lists, "chaque X :", and "ou pas" as yes or no', () => {
    const reading = readCollectionBrief(
      'I teach 5th grade and I want a reading tracker for my class. Kids log the book title, author, pages read and a star rating (1-5).',
      'en',
    )!;
    expect(reading.fields.map((field) => [field.label, field.type])).toEqual([
      ['Book title', 'text'],
      ['Author', 'text'],
      ['Pages read', 'number'],
      ['Star rating', 'rating'],
    ]);
    const levain =
      "appli pour suivre mon levain (il s'appelle Gaston lol). chaque rafraîchi : date, heure, farine (T65, T80, seigle), température cuisine, et si ça a doublé ou pas.";
    expect(readCollectionBrief(levain, 'fr')!.fields.map((field) => [field.label, field.type])).toEqual([
      ['Date', 'date'],
      ['Heure', 'time'],
      ['Farine', 'choice'],
      ['Température cuisine', 'text'],
      ['Si ça a doublé', 'boolean'],
    ]);
    expect(findName(levain)).toBe('Gaston');
  });

  it("shows a portfolio's kinds of work after the work it names", () => {
    const spec = understand(
      'Portfolio pour moi, Inès Belkacem, illustratrice jeunesse basée à Nantes. Sections : Albums, Affiches, Carnets de croquis, À propos, Contact. Mettre en avant mon dernier album « Le Renard qui comptait les étoiles » (éditions Pommeraie, 2026).',
      'fr',
    );
    const schema = loadModule<{ SCHEMA: PortfolioSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA;
    expect(schema.projects.map((project) => project.title)).toEqual([
      'Le Renard qui comptait les étoiles',
      'Albums',
      'Affiches',
      'Carnets de croquis',
    ]);
  });

  it('shows what one dated event has on as its programme, at its place, with who presents it', () => {
    const spec = understand(
      'صفحة لأمسية تذوق القهوة المختصة في محمصة بُن وهيل، جدة - حي الشاطئ. يوم الجمعة 12 نوفمبر 2027 الساعة 8 مساءً. نجرب 5 محاصيل: إثيوبيا يرغاتشيفي، كولومبيا هويلا، اليمن حراز. التذكرة 95 ر.س. المقدم: المحمص خالد باعشن.',
      'ar',
    );
    expect(spec.content?.event?.venue).toBe('محمصة بُن وهيل، جدة - حي الشاطئ');
    expect(spec.content?.people.map((person) => person.name)).toEqual(['المحمص خالد باعشن']);
    const schema = loadModule<{ SCHEMA: BookingSchema }>(renderProject(spec), 'src/app-schema.ts').SCHEMA;
    // One event to book, not three on made-up days.
    expect(schema.offerings).toHaveLength(1);
    expect(schema.offerings[0]).toMatchObject({ date: '2027-11-12', time: '20:00', price: 95 });
    expect(schema.program?.map((step) => step.title)).toEqual([
      'إثيوبيا يرغاتشيفي',
      'كولومبيا هويلا',
      'اليمن حراز',
    ]);
  });

  it('reads the people to choose from in brackets, a race named by its distance, and a sign-up form', () => {
    expect(
      readBriefContent('Que se pueda reservar cita eligiendo barbero (Toni o Rafa) y hora.', 'es').people.map(
        (person) => person.name,
      ),
    ).toEqual(['Toni', 'Rafa']);
    const race = understand(
      'Página para la 10K Nocturna de Zaragoza: sábado 24 de abril de 2027, salida a las 21:00 desde la Plaza del Pilar. Distancias: 10K (18 €) y 5K (12 €), más una carrera infantil gratis. Necesito inscripción online con talla de camiseta, el recorrido en un mapa y una cuenta atrás hasta la salida.',
      'es',
    );
    expect(race.name).toBe('10K Nocturna de Zaragoza');
    expect(race.content?.event?.venue).toBe('Plaza del Pilar');
    expect(priced(race.content!.items)).toContainEqual(['Carrera infantil', 0]);
    // The map and the countdown are the page's, not questions of the form.
    expect(race.content?.form?.map((field) => field.label)).toEqual(['Talla de camiseta']);
  });
});

describe('names a third round of briefs gives', () => {
  it.each([
    [
      'hi! I own a small nail salon called Polished by Priya on 412 Maple Ave in Fairview.',
      'Polished by Priya',
    ],
    [
      'Bonjour, je voudrais un site pour mon école de langues, Lingua Viva, à Lyon (18 rue Sala, 69002). Je voudrais un formulaire « Test de niveau gratuit ».',
      'Lingua Viva',
    ],
    [
      'Hola! tengo un taller de bicis en Valencia, se llama Radios y Cadenas, en la calle Cuba 23.',
      'Radios y Cadenas',
    ],
    [
      "Startup'ımız için landing page: Kirala.io — öğrencilere ev arkadaşı ve oda bulma platformu.",
      'Kirala.io',
    ],
  ])('%s', (brief, name) => {
    expect(findName(brief)).toBe(name);
  });

  it('names an Arabic firm after its dash, not after the page it asks for, and makes its site a page', () => {
    const spec = understand(
      'مكتب محاسبة قانوني في عمّان - مكتب الحسيني للتدقيق والمحاسبة. نحتاج موقع رسمي يعرض الخدمات: مسك الدفاتر، تدقيق الحسابات. صفحة «من نحن» تعرض خبرة 20 سنة.',
      'ar',
    );
    expect(spec.name).toBe('مكتب الحسيني للتدقيق والمحاسبة');
    expect(spec.kind).toBe('landing');
  });

  it('keeps a booking app a booking app, and makes one that records visits a log', () => {
    expect(
      understand(
        'A booking app for my hair salon where clients book an appointment with name, phone, date, time and service (cut, colour, blow-dry).',
        'en',
      ).kind,
    ).toBe('booking');
    const log = understand(
      'Track the appointments at my clinic: patient, date, time, reason, paid (yes/no).',
      'en',
    );
    expect(log.kind).toBe('generic');
    expect(log.name).toBe('Appointment Tracker');
  });
});

describe('a log whose fields follow "each walk:"', () => {
  it("takes no fields for entries, and offers the named dogs as the dog field's choices", () => {
    const walks = readCollectionBrief(
      "I run a small dog-walking business. I need an app to log each walk: dog, owner, date, duration in minutes, paid or not. My regular dogs are Biscuit, Luna and Otis. Show how much I'm owed.",
      'en',
    )!;
    expect(walks.entity.plural).toBe('walks');
    expect(walks.fields.map((field) => [field.label, field.type, field.options ?? null])).toEqual([
      ['Dog', 'choice', ['Biscuit', 'Luna', 'Otis']],
      ['Owner', 'text', null],
      ['Date', 'date', null],
      ['Duration', 'number', null],
      ['Paid', 'boolean', null],
    ]);
    expect(walks.seedTitles).toEqual([]);
  });
});
