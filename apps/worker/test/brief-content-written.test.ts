/**
 * Briefs as people write them: keyed bullet lines, programmes a line each, quizzes numbered inline,
 * prices before an "and", names that hold a list's word, couples with their surnames, dinars counted
 * in thousandths; each read into what the app shows.
 */
import { describe, expect, it } from 'vitest';
import { readBriefContent } from '../src/agent/brief-content.ts';
import { readCollectionBrief } from '../src/agent/collection-brief.ts';
import { readCardFields } from '../src/agent/form-fields.ts';
import { understand } from '../src/agent/understand.ts';

const priced = (items: { name: string; price?: { amount: number; currency: string } }[]) =>
  items.map((item) => [item.name, item.price?.amount ?? null]);

describe('places and shops', () => {
  it('reads bullets that each carry their own label as lines: address, hours, menu, team', () => {
    const bakery = readBriefContent(
      'Quiero una web para mi panadería, Panadería La Espiga, en Sevilla.\n- Dirección: Calle Feria 37, 41003 Sevilla\n- Teléfono: 954 21 38 76\n- Horario: de lunes a sábado de 7:30 a 14:30\n- Carta: pan de masa madre 3,20 €, molletes de Antequera 0,90 €, torrijas 2,50 €\n- Equipo: Manuel Ortega (maestro panadero) y Rocío Benítez (pastelera)',
      'es',
    );
    expect(priced(bakery.items)).toEqual([
      ['Pan de masa madre', 3.2],
      ['Molletes de Antequera', 0.9],
      ['Torrijas', 2.5],
    ]);
    expect(bakery.contact).toEqual({ phone: '954 21 38 76', address: 'Calle Feria 37, 41003 Sevilla' });
    expect(bakery.people.map((p) => p.name)).toEqual(['Manuel Ortega', 'Rocío Benítez']);
  });

  it('gives a price before an "and" to its own entry, and reads a team section and a British address', () => {
    const physio = readBriefContent(
      'Make a website for Kirkgate Physio, a clinic at 14 Kirkgate, Otley, Leeds LS21 3HJ, with services and prices like initial assessment £55, follow-up session £45, sports massage £40 and a back pain clinic, and a team section showing Hannah Brierley (lead physiotherapist) and Dev Patel (sports therapist), plus a big Book now button',
      'en',
    );
    expect(priced(physio.items)).toEqual([
      ['Initial assessment', 55],
      ['Follow-up session', 45],
      ['Sports massage', 40],
      ['Back pain clinic', null],
    ]);
    expect(physio.people).toEqual([
      { name: 'Hannah Brierley', role: 'lead physiotherapist' },
      { name: 'Dev Patel', role: 'sports therapist' },
    ]);
    expect(physio.contact?.address).toBe('14 Kirkgate, Otley, Leeds LS21 3HJ');
  });

  it('keeps a label word inside the name for the name, and reads the lists after it', () => {
    const spec = understand(
      "Kadıköy'deki berber dükkanım Usta Berber için bir site istiyorum, telefon 0216 345 67 89, hizmetler saç kesimi 350 ₺, sakal tıraşı 200 ₺, çocuk tıraşı 250 ₺, ustalarımız Mehmet Usta ve Emre Yıldız, online randevu butonu da olsun",
      'tr',
    );
    expect(spec.name).toBe('Usta Berber');
    expect(priced(spec.content!.items)).toEqual([
      ['Saç kesimi', 350],
      ['Sakal tıraşı', 200],
      ['Çocuk tıraşı', 250],
    ]);
    expect(spec.content?.people.map((p) => p.name)).toEqual(['Mehmet Usta', 'Emre Yıldız']);
    expect(
      understand(
        'Gaziantep Lezzetleri için online mağaza: Fıstıklı baklava – 1.150 ₺, Fıstık ezmesi – 280 ₺',
        'tr',
      ).name,
    ).toBe('Gaziantep Lezzetleri');
  });

  it('counts a dinar in thousandths, and reads where delivery is free before from what', () => {
    const dates = readBriefContent(
      'متجر إلكتروني لـ«تمور الواحة» في الكويت: سكري مفتل 1 كغ بسعر 3.500 د.ك، خلاص 1 كغ بسعر 2.750 د.ك. التوصيل مجاني داخل مدينة الكويت للطلبات فوق 10 د.ك.',
      'ar',
    );
    expect(dates.items).toEqual([
      { name: 'سكري مفتل 1 كغ', price: { amount: 3.5, currency: 'KWD' } },
      { name: 'خلاص 1 كغ', price: { amount: 2.75, currency: 'KWD' } },
    ]);
    expect(dates.freeShippingFrom).toEqual({ amount: 10, currency: 'KWD' });
  });
});

describe('pages and events', () => {
  it('reads a programme written a step a line, its speakers with their talks', () => {
    const meetup = readBriefContent(
      'Страница для митапа «Frontend Kazan #12» — 22 мая 2027 года в 18:00. Программа:\n18:00 — сбор гостей\n18:30 — Ильдар Галиев, «React Server Components на практике»\n20:30 — нетворкинг и пицца\nБилеты: 500 ₽ стандарт, 1500 ₽ с поддержкой сообщества.',
      'ru',
    );
    expect(meetup.program).toEqual([
      { time: '18:00', title: 'Сбор гостей' },
      { time: '18:30', title: 'Ильдар Галиев, «React Server Components на практике»' },
      { time: '20:30', title: 'Нетворкинг и пицца' },
    ]);
    expect(priced(meetup.items)).toEqual([
      ['Стандарт', 500],
      ['С поддержкой сообщества', 1500],
    ]);
    expect(
      readBriefContent(
        'صفحة لورشة الخط العربي يوم الجمعة 9 أبريل 2027. البرنامج: خط الرقعة ثم خط الثلث.',
        'ar',
      ).program,
    ).toEqual([
      { time: '', title: 'خط الرقعة' },
      { time: '', title: 'خط الثلث' },
    ]);
  });

  it('makes a dated race with kinds of entry an event, and names a couple with their surnames', () => {
    const race = understand(
      'Necesito una página para la Carrera Solidaria 10K Coyoacán que será el sábado 3 de abril de 2027 a las 7:00 con salida en el Jardín Centenario, inscripción de $350 MXN general y $250 MXN para estudiantes, y un formulario de registro con nombre completo, edad, talla de playera y contacto de emergencia',
      'es',
    );
    expect(race.kind).toBe('booking');
    expect(priced(race.content!.items)).toEqual([
      ['General', 350],
      ['Estudiantes', 250],
    ]);
    expect(race.content?.form?.map((field) => field.label)).toEqual([
      'Edad',
      'Talla de playera',
      'Contacto de emergencia',
    ]);
    expect(
      understand(
        'Wedding website for Sarah Whitfield & Tom Okafor. Saturday 12 June 2027 at Hartwell Barn.',
        'en',
      ).name,
    ).toBe('Sarah Whitfield & Tom Okafor');
  });

  it('takes no name from the hero\'s words, reads "Landing para" as a landing page with its benefits and voice', () => {
    expect(
      understand(
        "Landing page for FocusNest, a focus timer app.\n- Hero: 'Guard your deep work' with a Download button\n- Features: Smart breaks, Distraction blocker",
        'en',
      ).name,
    ).toBe('FocusNest');
    const turnito = understand(
      'Landing para Turnito, una app para que barberías gestionen citas. Secciones: beneficios (recordatorios automáticos, agenda compartida), planes — Básico gratis, Pro $49.900 COP/mes —, un testimonio de Andrés Quintero de Barbería El Parche en Medellín, y preguntas frecuentes.',
      'es',
    );
    expect(turnito.kind).toBe('landing');
    expect(turnito.content?.highlights).toEqual(['Recordatorios automáticos', 'Agenda compartida']);
    expect(turnito.content?.testimonials).toEqual([
      { quote: '', author: 'Andrés Quintero', role: 'Barbería El Parche en Medellín' },
    ]);
    expect(
      readBriefContent('الباقات: الشهرية 19 ر.س، السنوية 149 ر.س. رأي من نورة العتيبي من الرياض.', 'ar')
        .testimonials,
    ).toEqual([{ quote: '', author: 'نورة العتيبي', role: 'الرياض' }]);
  });

  it('reads a quiz numbered inline, each answer after its question mark', () => {
    expect(
      readBriefContent(
        'oye hazme un quiz de geografía de España: 1) ¿Cuál es el río más largo de España? Tajo 2) ¿Capital de La Rioja? Logroño 3) ¿Pico más alto? Teide. que diga la puntuación al final',
        'es',
      ).faq,
    ).toEqual([
      { question: '¿Cuál es el río más largo de España?', answer: 'Tajo' },
      { question: '¿Capital de La Rioja?', answer: 'Logroño' },
      { question: '¿Pico más alto?', answer: 'Teide' },
    ]);
  });
});

describe('logs and boards', () => {
  it('offers the named animals as the choices of "which hen", reading "eggs" as no "e.g."', () => {
    const eggs = readCollectionBrief(
      'need a lil app to log eggs from my hens Henrietta, Dot and Mabel — just date, which hen, how many eggs, and a notes box',
      'en',
    );
    expect(eggs?.entity.plural).toBe('eggs');
    expect(eggs?.fields.map((f) => [f.label, f.type, f.options ?? null])).toEqual([
      ['Date', 'date', null],
      ['Which hen', 'choice', ['Henrietta', 'Dot', 'Mabel']],
      ['How many eggs', 'number', null],
      ['Notes', 'longtext', null],
    ]);
    expect(
      understand(
        'need a lil app to log eggs from my hens Henrietta, Dot and Mabel — just date, which hen, how many eggs, and a notes box',
        'en',
      ).name,
    ).toBe('Egg Tracker');
  });

  it('keeps school homework for a planner, its example words choosing no template', () => {
    const spec = understand(
      'أريد مخططاً للواجبات المدرسية لأولادي يوسف وليلى. الحقول: المادة، الواجب، تاريخ التسليم، الحالة (تم / لم يتم). مثال: يوسف – رياضيات – تمارين صفحة 42.',
      'ar',
    );
    expect(spec.kind).toBe('generic');
    expect(spec.collection?.entity.plural).toBe('الواجبات المدرسية');
  });

  it("leaves a card's title to the card, and reads a customer's name as text (no metre in Müşteri)", () => {
    expect(
      readCardFields('Her kartta iş başlığı, müşteri adı, sorumlu kişi ve teslim tarihi olsun.', 'tr').map(
        (f) => [f.label, f.type, f.unit ?? null],
      ),
    ).toEqual([
      ['Müşteri adı', 'text', null],
      ['Sorumlu kişi', 'text', null],
      ['Teslim tarihi', 'date', null],
    ]);
  });
});
