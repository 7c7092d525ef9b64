/**
 * Booking, composed from the kit's BookingApp (packages/app-kit): services (or classes) with their
 * lengths and prices, a form that books one on a day of the next two weeks at a free time inside the
 * week's hours (past times and taken ones left out), the visitor's bookings with cancel, the team and
 * questions. When the brief is about events the same sections list events with tickets and seats left
 * instead; a brief with one dated event gets that event alone. This blueprint writes only data: the
 * schema (offerings, week, team, contact, the app's data API when it has one, texts).
 *
 * Main interaction: for services, pick a time (a button like "10:00"), fill Name / Ad soyad and Email /
 * E-posta, then "Book" / "Rezerve et"; the booking appears under "My bookings" / "Randevularım" with
 * "Cancel" / "İptal et". For events, a card's "RSVP" / "Katıl" button, then "Confirm RSVP" / "Katılımı onayla".
 *
 * What the brief listed (spec.content) replaces the seed content: its items are the services (or events)
 * with their durations and prices in their currency, its people the team, its week the bookable hours,
 * its description the hero's line, and its hours and contact a line under the hero.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type {
  BookingQuestion,
  BookingSchema,
  BookingSectionId,
  BookingTexts,
  DayHours,
  Offering,
  OfferingIconName,
  QuestionType,
} from '@atelier/app-kit/booking';
import type { FieldDef } from '@atelier/app-kit/collection';
import type { BriefContent, BriefItem } from '../brief-content.ts';
import { parseEventDate } from '../event-details.ts';
import {
  type AppSpec,
  type Blueprint,
  type Localized,
  type RenderContext,
  has,
  pick,
  text,
  same,
  appCurrency,
  ownOr,
} from '../spec.ts';
import {
  type Pair,
  loc,
  mainTopic,
  matchTheme,
  mentions,
  orderedSections,
  price,
  pairText,
} from './content-shared.ts';
import {
  type PageDef,
  type SectionDef,
  composedAppFiles,
  composedFrame,
  composedTexts,
} from './productivity-shared.ts';
import { eventLine, foldName, listedItems, upperFirst } from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('booking');

type ServiceSeed = [name: Pair, description: Pair, minutes: number, usd: number, icon: OfferingIconName];

interface ServiceTheme {
  words: readonly string[];
  headline: Pair;
  itemWord: Pair;
  services: ServiceSeed[];
  team: [name: string, role: Pair][];
}

const THEMES: ServiceTheme[] = [
  {
    words: [
      'yoga',
      'pilates',
      'fitness',
      'gym',
      'spor salonu',
      'meditation',
      'meditasyon',
      'studio',
      'stüdyo',
    ],
    headline: ['Find your class and save your mat.', 'Dersini seç, matını ayırt.'],
    itemWord: ['Classes', 'Dersler'],
    services: [
      [
        ['Morning Vinyasa', 'Sabah Vinyasa'],
        ['A dynamic flow to wake up body and mind.', 'Bedeni ve zihni uyandıran dinamik bir akış.'],
        60,
        18,
        'Sun',
      ],
      [
        ['Gentle Hatha', 'Yumuşak Hatha'],
        [
          'Slow postures and breathing, great for beginners.',
          'Yavaş duruşlar ve nefes; yeni başlayanlar için harika.',
        ],
        60,
        16,
        'Leaf',
      ],
      [
        ['Power Pilates', 'Power Pilates'],
        ['Core strength and control with small equipment.', 'Küçük ekipmanla merkez gücü ve kontrol.'],
        45,
        20,
        'Dumbbell',
      ],
      [
        ['Yin & Meditation', 'Yin ve Meditasyon'],
        [
          'Long holds and a guided meditation to unwind.',
          'Uzun duruşlar ve rahatlatan rehberli bir meditasyon.',
        ],
        75,
        18,
        'Moon',
      ],
      [
        ['Private Session', 'Özel Ders'],
        ['A one-to-one class shaped around your goals.', 'Hedeflerinize göre hazırlanan birebir ders.'],
        60,
        55,
        'User',
      ],
    ],
    team: [
      ['Elif Demir', ['Vinyasa & Yin teacher', 'Vinyasa ve Yin eğitmeni']],
      ['Can Aydın', ['Pilates instructor', 'Pilates eğitmeni']],
      ['Maya Levi', ['Hatha teacher', 'Hatha eğitmeni']],
    ],
  },
  {
    words: ['salon', 'barber', 'berber', 'kuaför', 'kuafor', 'hair', 'saç', 'nail', 'tırnak', 'manikür'],
    headline: ['Look sharp. Book your chair in a minute.', 'Şık görünün. Koltuğunuzu bir dakikada ayırtın.'],
    itemWord: ['Services', 'Hizmetler'],
    services: [
      [
        ['Haircut & Style', 'Saç Kesimi ve Şekillendirme'],
        ['Consultation, wash, cut and finish.', 'Danışma, yıkama, kesim ve şekillendirme.'],
        45,
        35,
        'Scissors',
      ],
      [
        ['Beard Trim', 'Sakal Düzeltme'],
        ['Shape, line-up and a hot towel.', 'Şekillendirme, hat çizimi ve sıcak havlu.'],
        20,
        15,
        'Scissors',
      ],
      [
        ['Colour', 'Saç Boyama'],
        ['Full colour or highlights, with a gloss.', 'Tam boya ya da röfle, parlatıcıyla.'],
        90,
        80,
        'Palette',
      ],
      [
        ['Blow-dry', 'Fön'],
        ['Wash and a long-lasting blow-dry.', 'Yıkama ve uzun süre kalıcı fön.'],
        30,
        22,
        'Wind',
      ],
      [
        ['Manicure', 'Manikür'],
        ['Shape, cuticle care and polish.', 'Şekillendirme, kütikül bakımı ve oje.'],
        40,
        25,
        'Sparkles',
      ],
    ],
    team: [
      ['Deniz Koç', ['Senior stylist', 'Kıdemli stilist']],
      ['Ali Vural', ['Barber', 'Berber']],
      ['Sofia Rossi', ['Colour specialist', 'Renk uzmanı']],
    ],
  },
  {
    words: ['spa', 'massage', 'masaj', 'wellness', 'hamam', 'sauna'],
    headline: [
      'Slow down. Your time to unwind starts here.',
      'Yavaşlayın. Dinlenme zamanınız burada başlıyor.',
    ],
    itemWord: ['Treatments', 'Bakımlar'],
    services: [
      [
        ['Swedish Massage', 'İsveç Masajı'],
        ['Long, relaxing strokes for the whole body.', 'Tüm vücut için uzun ve rahatlatıcı hareketler.'],
        60,
        70,
        'Heart',
      ],
      [
        ['Deep Tissue Massage', 'Derin Doku Masajı'],
        ['Firm pressure for tight muscles.', 'Gergin kaslar için güçlü baskı.'],
        60,
        80,
        'Activity',
      ],
      [
        ['Hammam Ritual', 'Hamam Ritüeli'],
        ['Steam, scrub and foam massage.', 'Buhar, kese ve köpük masajı.'],
        75,
        65,
        'Droplets',
      ],
      [
        ['Glow Facial', 'Işıltı Cilt Bakımı'],
        ['Cleanse, mask and a gentle massage.', 'Temizleme, maske ve nazik bir masaj.'],
        50,
        60,
        'Sparkles',
      ],
      [
        ['Hot Stone Therapy', 'Sıcak Taş Terapisi'],
        ['Warm basalt stones melt away tension.', 'Sıcak bazalt taşlar gerginliği alır.'],
        70,
        85,
        'Flame',
      ],
    ],
    team: [
      ['Selin Acar', ['Massage therapist', 'Masaj terapisti']],
      ['Mehmet Şahin', ['Hammam master', 'Hamam ustası']],
      ['Ana Costa', ['Skin therapist', 'Cilt bakım uzmanı']],
    ],
  },
  {
    words: [
      'dentist',
      'dental',
      'diş',
      'clinic',
      'klinik',
      'doctor',
      'doktor',
      'physio',
      'fizyoterapi',
      'vet',
      'veteriner',
      'therapy',
      'terapi',
    ],
    headline: ['Appointments without the phone queue.', 'Telefon kuyruğu olmadan randevu.'],
    itemWord: ['Appointments', 'Randevular'],
    services: [
      [
        ['Check-up', 'Genel Muayene'],
        ['A full check and a clear plan.', 'Kapsamlı bir muayene ve net bir plan.'],
        30,
        60,
        'Stethoscope',
      ],
      [
        ['Cleaning', 'Temizlik'],
        ['Professional cleaning and polishing.', 'Profesyonel temizlik ve parlatma.'],
        45,
        75,
        'Sparkles',
      ],
      [
        ['Consultation', 'Konsültasyon'],
        ['Talk through a concern with a specialist.', 'Bir uzmanla endişelerinizi konuşun.'],
        20,
        40,
        'MessageCircle',
      ],
      [
        ['Follow-up Visit', 'Kontrol Randevusu'],
        ['A short visit to check progress.', 'İlerlemeyi görmek için kısa bir ziyaret.'],
        20,
        30,
        'CalendarCheck',
      ],
      [
        ['Physiotherapy Session', 'Fizyoterapi Seansı'],
        [
          'Hands-on treatment and exercises to take home.',
          'Uygulamalı tedavi ve evde yapılacak egzersizler.',
        ],
        50,
        65,
        'Activity',
      ],
    ],
    team: [
      ['Dr. Ayşe Yıldız', ['General practitioner', 'Pratisyen hekim']],
      ['Dr. Tom Becker', ['Specialist', 'Uzman hekim']],
      ['Zeynep Arı', ['Physiotherapist', 'Fizyoterapist']],
    ],
  },
  {
    words: [
      'tutor',
      'tutoring',
      'lesson',
      'özel ders',
      'kurs',
      'course',
      'language',
      'dil okulu',
      'piano',
      'piyano',
      'music lesson',
    ],
    headline: ['Learn with a teacher who has time for you.', 'Size zaman ayıran bir öğretmenle öğrenin.'],
    itemWord: ['Lessons', 'Dersler'],
    services: [
      [
        ['Maths Lesson', 'Matematik Dersi'],
        ['From fractions to calculus, at your pace.', 'Kesirlerden türeve, kendi hızınızda.'],
        60,
        30,
        'Calculator',
      ],
      [
        ['English Conversation', 'İngilizce Konuşma'],
        [
          'Speak more, worry less: real conversations.',
          'Daha çok konuşun, daha az endişelenin: gerçek sohbetler.',
        ],
        45,
        25,
        'MessageCircle',
      ],
      [
        ['Exam Preparation', 'Sınav Hazırlık'],
        ['Past papers, strategy and confidence.', 'Çıkmış sorular, strateji ve özgüven.'],
        90,
        45,
        'GraduationCap',
      ],
      [
        ['Coding for Teens', 'Gençler için Kodlama'],
        ['Build a small game or website from scratch.', 'Sıfırdan küçük bir oyun ya da web sitesi yapın.'],
        60,
        35,
        'Code',
      ],
      [
        ['Piano Lesson', 'Piyano Dersi'],
        ['Technique, reading and pieces you love.', 'Teknik, nota okuma ve sevdiğiniz parçalar.'],
        45,
        30,
        'Piano',
      ],
    ],
    team: [
      ['Burak Öz', ['Maths & coding', 'Matematik ve kodlama']],
      ['Emma Clarke', ['English teacher', 'İngilizce öğretmeni']],
      ['Lara Kaya', ['Piano teacher', 'Piyano öğretmeni']],
    ],
  },
];

function generalTheme(topic: string | null): ServiceTheme {
  return {
    words: [],
    headline: ['Book a time that suits you, in seconds.', 'Size uyan saati saniyeler içinde ayırtın.'],
    itemWord: ['Services', 'Hizmetler'],
    services: [
      [
        ['Intro Call', 'Tanışma Görüşmesi'],
        [
          'A free 15-minute call to see how we can help.',
          'Nasıl yardımcı olabileceğimizi görmek için ücretsiz 15 dakikalık görüşme.',
        ],
        15,
        0,
        'Phone',
      ],
      [
        topic ? [`${topic} Consultation`, `${topic} Danışmanlığı`] : ['Consultation', 'Danışmanlık'],
        ['An hour of focused advice on your situation.', 'Durumunuza odaklanan bir saatlik danışmanlık.'],
        60,
        60,
        'MessageCircle',
      ],
      [
        ['Half-day Workshop', 'Yarım Günlük Atölye'],
        ['Hands-on session for you or your team.', 'Sizin ya da ekibiniz için uygulamalı oturum.'],
        180,
        150,
        'Users',
      ],
      [
        ['Follow-up Session', 'Takip Görüşmesi'],
        ['Check in on progress and next steps.', 'İlerlemeyi ve sonraki adımları konuşun.'],
        30,
        35,
        'CalendarCheck',
      ],
    ],
    team: [
      ['Deniz Yılmaz', ['Founder', 'Kurucu']],
      ['Sam Carter', ['Consultant', 'Danışman']],
      ['Ece Tan', ['Client care', 'Müşteri ilişkileri']],
    ],
  };
}

type EventSeed = [
  title: Pair,
  description: Pair,
  daysAhead: number,
  time: string,
  venue: Pair,
  capacity: number,
  usd: number,
  icon: OfferingIconName,
];

function eventSeeds(topic: string | null, spec: AppSpec): EventSeed[] {
  const T = topic ?? pick(spec, L.community);
  return [
    [
      [`${T} Meetup: Lightning Talks`, `${T} Buluşması: Kısa Sunumlar`],
      ['Five short talks, pizza and good company.', 'Beş kısa sunum, pizza ve güzel sohbet.'],
      5,
      '19:00',
      ['The Loft, Kadıköy', 'The Loft, Kadıköy'],
      60,
      0,
      'Mic',
    ],
    [
      [`Hands-on Workshop: Getting Started with ${T}`, `Uygulamalı Atölye: ${T} ile Başlangıç`],
      [
        'Bring a laptop; we build something real in three hours.',
        'Bilgisayarınızı getirin; üç saatte gerçek bir şey yapıyoruz.',
      ],
      12,
      '10:00',
      ['Workshop 12', 'Atölye 12'],
      20,
      25,
      'Wrench',
    ],
    [
      [`Panel: The Future of ${T}`, `Panel: ${T} ve Gelecek`],
      [
        'Four practitioners, one honest conversation and your questions.',
        'Dört uygulayıcı, dürüst bir sohbet ve sizin sorularınız.',
      ],
      19,
      '18:30',
      ['City Library Hall', 'Şehir Kütüphanesi Salonu'],
      120,
      0,
      'Users',
    ],
    [
      ['Summer Social', 'Yaz Buluşması'],
      [
        'Music, drinks and the whole community in one garden.',
        'Müzik, içecekler ve tüm topluluk tek bir bahçede.',
      ],
      26,
      '20:00',
      ['Garden Terrace', 'Bahçe Teras'],
      150,
      10,
      'PartyPopper',
    ],
    [
      [`${T} Conference`, `${T} Konferansı`],
      [
        'A full day of talks, workshops and new friends.',
        'Konuşmalar, atölyeler ve yeni dostlarla dolu bir gün.',
      ],
      40,
      '09:30',
      ['Congress Centre', 'Kongre Merkezi'],
      400,
      90,
      'Ticket',
    ],
  ];
}

/** What a list of tickets is called, and the kinds of ticket an event sells, in the six languages. */
const TICKETS_LABEL =
  /^(?:tickets?|ticket prices|billets?|billetterie|tarifs?|entradas?|boletos?|precios?|bilet\p{L}*|fiyat\p{L}*|билет\p{L}*|цены|التذاكر|تذاكر|الأسعار)$/iu;
const TICKET_TIER =
  /(?<!\p{L})(?:early[ -]?bird|regular|standard|general(?: admission)?|vip|students?|adults?|kids|children|seniors?|full price|concessions?|plein tarif|tarif réduit|réduit|étudiants?|adultes?|enfants?|entrée générale|estudiantes?|adultos?|niños|anticipada|general|öğrenci|tam|indirimli|erken kayıt|yetişkin|çocuk|взросл\p{L}*|студенч\p{L}*|детск\p{L}*|льготн\p{L}*|входной|ранн\p{L}*|عادي|طلاب|للطلاب|كبار|أطفال|مبكر|abono\p{L}*|pases?|day pass|festival pass|pass(?: \d+)?|abonnement|kombine|абонемент\p{L}*)/iu;

/** The brief's priced items are the kinds of ticket to its one event, not events of their own. */
function ticketTiers(spec: AppSpec, items: BriefItem[]): boolean {
  const label = spec.content?.itemsLabel?.trim() ?? '';
  // "Biletler 350 TL, öğrenci 200 TL": the plain ticket is named by the word for tickets.
  return (
    TICKETS_LABEL.test(label) ||
    items.every((item) => TICKET_TIER.test(item.name) || TICKETS_LABEL.test(item.name.trim()))
  );
}

/** An app about events: the brief says so, gives the date of one, or a week of classes to come to. */
function isEvents(spec: AppSpec): boolean {
  return (
    touring(spec) ||
    mentions(spec, EVENT_WORDS) ||
    Boolean(spec.content?.event?.date) ||
    (spec.content?.timetable?.length ?? 0) >= 2
  );
}

/** "clase suelta", "drop-in", "à l'unité", "разовое", "tek ders": the price of one class. */
const ONE_CLASS =
  /(?<![\p{L}])(?:drop-?in|single|one class|per class|suelta|individual|por clase|à l['’]unité|la séance|séance|unitaire|разов\p{L}*|одно занятие|tek ders|ders başı|حصة واحدة|الحصة)(?![\p{L}])/iu;

/**
 * A week's classes (BriefContent.timetable), each day of each its own offering on its next coming, in
 * the order of the week (Monday first) and the day; seats as stated, else a room's dozen. The price of
 * one class, when the brief gives one among its passes.
 */
function weeklyClasses(spec: AppSpec, topic: string | null): Offering[] {
  const content = spec.content;
  const classes = content?.timetable ?? [];
  const priced = (content?.items ?? []).filter((item) => item.price);
  const one =
    priced.find((item) => ONE_CLASS.test(item.name)) ?? (priced.length === 1 ? priced[0] : undefined);
  const monday = (day: number) => (day + 6) % 7;
  return classes
    .flatMap((entry, index) => entry.days.map((day) => ({ entry, day, index })))
    .sort((a, b) => monday(a.day) - monday(b.day) || a.entry.time.localeCompare(b.entry.time))
    .slice(0, 24)
    .map(({ entry, day, index }) => ({
      id: `class-${index + 1}-${day}`,
      name: entry.title,
      description: entry.written,
      icon: iconFor(entry.title, topic) ?? 'CalendarDays',
      price: one ? priceOf(one) : null,
      minutes: 60,
      date: '',
      daysAhead: 0,
      weekday: day,
      time: entry.time,
      venue: content?.contact?.address?.trim() ?? '',
      capacity: content?.capacity ?? 12,
      host: entry.host ?? '',
    }));
}

/**
 * The one event a brief describes with its date ("next meeting on 3 March, 7pm at Café Lumen") and no
 * list of events: shown as the app's only event, on its own day. A date without a year is its next
 * coming, from the day the app is made.
 */
/** The event's programme: the brief's own, else what one dated event has on, unpriced and untimed. */
function programmeOf(spec: AppSpec): { time: string; title: string }[] {
  const content = spec.content;
  if (content?.program?.length) return content.program;
  if (!briefEvent(spec) || !content?.items.length || content.items.some((item) => item.price)) return [];
  return content.items.map((item) => ({ time: '', title: item.name.trim() }));
}

/** A tour's shows (spec.content.shows): two at least. */
function touring(spec: AppSpec): boolean {
  return (spec.content?.shows?.length ?? 0) >= 2;
}

/** "--03-14" as the next 14 March from today, "2027-03-14" as written; null when it is no date. */
function upcoming(date: string | undefined): string | null {
  const parsed = parseEventDate(date);
  if (!parsed) return null;
  const today = new Date().toISOString().slice(0, 10);
  const thisYear = Number(today.slice(0, 4));
  const monthDay = `${String(parsed.month).padStart(2, '0')}-${String(parsed.day).padStart(2, '0')}`;
  return `${parsed.year ?? (monthDay >= today.slice(5) ? thisYear : thisYear + 1)}-${monthDay}`;
}

/**
 * A tour's shows as events: the town as each one's name, its day, time and place; a show the brief says
 * is sold out has no seat left, so its button is off and it says so.
 */
function showOfferings(spec: AppSpec): Offering[] {
  return (spec.content?.shows ?? []).flatMap((show, index) => {
    const date = upcoming(show.date);
    if (!date) return [];
    return [
      {
        id: `event-${index + 1}`,
        name: show.city,
        description: '',
        icon: 'Music' as const,
        price: null,
        minutes: 120,
        date,
        daysAhead: 0,
        time: show.time ?? '',
        venue: show.venue ?? '',
        capacity: show.soldOut ? 0 : (spec.content?.capacity ?? 200),
        host: '',
      },
    ];
  });
}

function briefEvent(spec: AppSpec): Offering[] | null {
  const event = spec.content?.event;
  const date = upcoming(event?.date);
  if (!event || !date) return null;
  return [
    {
      id: 'event-1',
      // The app's own name when the brief gave one, else what it is.
      name: spec.name === pick(spec, L.defaultName) ? pick(spec, L.nextEvent) : spec.name,
      description: spec.content?.description ?? '',
      icon: iconFor(spec.name, mainTopic(spec)) ?? 'CalendarDays',
      price: event.price?.amount ?? null,
      minutes: 120,
      daysAhead: 0,
      date,
      time: event.time ?? '',
      venue: event.venue ?? '',
      // "80 мест", "150 مقعد": the seats the brief gives.
      capacity: spec.content?.capacity ?? 50,
      host: '',
    },
  ];
}

const EVENT_WORDS = [
  'event',
  'etkinlik',
  'conference',
  'konferans',
  'meetup',
  'buluşma',
  'concert',
  'konser',
  'festival',
  'webinar',
  'seminer',
  'rsvp',
];

/** With 'pages', the form and the visitor's bookings get pages of their own. */
const PAGES: PageDef[] = [
  { id: 'main', path: '/', label: L.navHome },
  { id: 'book', path: '/book', label: L.book },
  { id: 'mine', path: '/my-bookings', label: L.myBookings },
];

const SECTIONS: SectionDef[] = [
  { id: 'hero', label: L.heroLabel, page: 'main' },
  { id: 'services', label: L.servicesLabel, page: 'main' },
  { id: 'book', label: L.bookLabel, page: 'book' },
  { id: 'my-bookings', label: L.myBookingsLabel, page: 'mine' },
  { id: 'team', label: L.teamLabel, page: 'main' },
  { id: 'faq', label: L.faqLabel, page: 'main' },
];
const SECTION_IDS = SECTIONS.map((s) => s.id);

/** Icons by what an offering (or the brief's topic) is about, the most specific first. */
const ICON_WORDS: [RegExp, OfferingIconName][] = [
  [/ceram|pottery|potter|clay|seramik|cerámic|ceramic|céramique|poterie|керамик|гончар|خزف|فخار/, 'Amphora'],
  [/paint|drawing|watercolou?r|pintura|dibujo|peinture|dessin|resim|boya|живопис|рисов|رسم/, 'Palette'],
  [/calligraph|caligraf|hat sanat|каллиграф|خط/, 'Brush'],
  [/piano|piyano|пианино|фортепиано|بيانو/, 'Piano'],
  [
    /music|jazz|concert|concierto|konser|концерт|guitar|singing|voice|música|guitarra|canto|musique|guitare|chant|müzik|gitar|şan|музык|гитар|вокал|موسيق|غيتار/,
    'Music',
  ],
  [/dance|danza|baile|danse|dans|танц|رقص/, 'Music'],
  [/cook|baking|chef|cocina|cuisine|pâtisserie|yemek|mutfak|кулинар|готов|طبخ/, 'ChefHat'],
  [/photo|foto|фото|تصوير/, 'Camera'],
  [/coding|code|programming|programación|programmation|kodlama|программ|برمج/, 'Code'],
  [/math|matemát|mathémat|matematik|математ|رياضيات/, 'Calculator'],
  [
    /language|english|spanish|french|german|idioma|inglés|langue|anglais|dil |ingilizce|язык|английск|لغة/,
    'Languages',
  ],
  [/yoga|йога|يوغا/, 'Sun'],
  [/meditat|meditac|méditat|meditasyon|медитац|تأمل/, 'Moon'],
  [
    /pilates|gym|fitness|crossfit|training|entrenamiento|entraînement|antrenman|тренир|фитнес|تدريب|لياقة/,
    'Dumbbell',
  ],
  [/massage|masaje|masaj|массаж|تدليك|مساج/, 'Heart'],
  [/hamam|hammam|sauna|steam|хаммам|баня|حمام/, 'Droplets'],
  [
    /hair|haircut|barber|beard|corte|peluquer|barbe|coupe|coiffure|saç|sakal|berber|стрижк|барбер|шаш|حلاق|شعر/,
    'Scissors',
  ],
  [/nail|manicure|pedicure|facial|uñas|manucure|ongles|manikür|tırnak|маникюр|ногт|أظافر/, 'Sparkles'],
  [/dent|teeth|tooth|diş|зуб|стомат|أسنان/, 'Stethoscope'],
  [/physio|fisio|kiné|rehab|fizyo|физио|реабил|علاج طبيعي/, 'Activity'],
  [
    /doctor|clinic|check-?up|médic|médec|clínica|clinique|doktor|muayene|врач|клиник|طبيب|عيادة/,
    'Stethoscope',
  ],
  [/dog|pet|vet|perro|mascota|chien|köpek|veteriner|собак|ветерин|كلب|بيطر/, 'Dog'],
  [/baby|kids|child|niños|bebé|enfant|bébé|çocuk|bebek|дет|ребён|малыш|أطفال|طفل/, 'Baby'],
  [/call|phone|llamada|appel|téléphone|telefon|arama|звонок|звонк|مكالمة/, 'Phone'],
  [/consult|coaching|advice|talk|asesor|conseil|danışman|görüşme|консульт|استشار/, 'MessageCircle'],
  [/workshop|taller|atelier|atölye|мастер-класс|ورشة/, 'Wrench'],
  [/lesson|tutor|class|course|clase|curso|leçon|cours|ders|kurs|урок|курс|занят|درس|دورة/, 'GraduationCap'],
  [/follow|review|control|seguimiento|suivi|kontrol|takip|контрол|повтор|متابعة/, 'CalendarCheck'],
];

/** The icon an offering's own words call for, else its topic's, else null. */
function iconFor(...texts: (string | null | undefined)[]): OfferingIconName | null {
  for (const value of texts) {
    if (!value) continue;
    const hay = foldName(value);
    const found = ICON_WORDS.find(([pattern]) => pattern.test(hay) || pattern.test(value.toLowerCase()));
    if (found) return found[1];
  }
  return null;
}

/** The brief's opening hours as written and its contact, shown under the hero (empty: not given). */
function infoOf(content: BriefContent | undefined): BookingSchema['info'] {
  return {
    hours: (content?.hours ?? [])
      .map((h) => h.trim())
      .filter(Boolean)
      .join(' · '),
    address: content?.contact?.address?.trim() ?? '',
    phone: content?.contact?.phone?.trim() ?? '',
    email: content?.contact?.email?.trim() ?? '',
  };
}

/** Seed hours: 09:00 to 18:00, closed on Sundays. */
const STOCK_HOURS: DayHours[] = [
  null,
  ...Array.from({ length: 6 }, (): DayHours => ({ open: '09:00', close: '18:00' })),
];

const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

/**
 * The bookable hours, Sunday to Saturday: the brief's week when it has one open day or more (closing at or
 * before opening means the day's times run to midnight), else the seed hours.
 */
function bookingHours(content: BriefContent | undefined): DayHours[] {
  const week = content?.week;
  if (!week || week.length !== 7) return STOCK_HOURS;
  const hours = week.map((day): DayHours => {
    if (!day || !TIME.test(day[0].trim()) || !TIME.test(day[1].trim())) return null;
    return { open: day[0].trim().padStart(5, '0'), close: day[1].trim().padStart(5, '0') };
  });
  return hours.some(Boolean) ? hours : STOCK_HOURS;
}

/** At most this many of the brief's items and people go into the app. */
const MAX_ITEMS = 12;
const MAX_PEOPLE = 12;

function listedPeople(content: BriefContent | undefined): { name: string; role: string }[] {
  return (content?.people ?? [])
    .filter((person) => person.name.trim())
    .slice(0, MAX_PEOPLE)
    .map((person) => ({ name: person.name.trim(), role: person.role?.trim() ?? '' }));
}

/** A listed duration, within reason; the default when the brief gave none. */
function durationOf(item: BriefItem, fallback: number): number {
  const minutes = item.minutes;
  return minutes !== undefined && Number.isFinite(minutes) && minutes >= 5 && minutes <= 24 * 60
    ? Math.round(minutes)
    : fallback;
}

function priceOf(item: BriefItem): number | null {
  const amount = item.price?.amount;
  return amount !== undefined && Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** A field the brief's form asks for, as the booking form's question: a control of its kind. */
function questionOf(field: FieldDef): BookingQuestion {
  const type: QuestionType =
    field.type === 'money' || field.type === 'rating' || field.type === 'interval'
      ? 'number'
      : field.type === 'url'
        ? 'text'
        : field.type;
  return { id: field.key, label: field.label, type, ...(field.options ? { options: field.options } : {}) };
}

/** The currency of the brief's prices (its first priced item's, its event's, or the one it names), when it gave any. */
function contentCurrency(content: BriefContent | undefined): string | null {
  const code = (
    listedItems({ content }, MAX_ITEMS).find((item) => priceOf(item) !== null)?.price?.currency ??
    content?.event?.price?.currency ??
    content?.currency
  )
    ?.trim()
    .toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : null;
}

/**
 * The stock app as content (Blueprint.defaultContent): its services (or events) with their prices in the
 * app's currency, durations and descriptions, its team, its week and what it calls its services, so "make
 * Beard Trim 20 dollars" or "remove Gentle Hatha" edits what the app shows. Rendered back it is the stock
 * app: the same offerings, icons, hosts, team and bookable hours.
 */
function stockContent(spec: AppSpec): BriefContent {
  const events = isEvents(spec);
  const topic = mainTopic(spec);
  const theme = matchTheme(spec, THEMES) ?? generalTheme(topic);
  const currency = appCurrency(spec);
  const items: BriefItem[] = events
    ? eventSeeds(topic, spec).map(([title, description, , , , , usd]) => ({
        name: loc(spec, title),
        price: { amount: price(spec, usd), currency },
        minutes: 120,
        detail: loc(spec, description),
      }))
    : theme.services.map(([name, description, minutes, usd]) => ({
        name: loc(spec, name),
        price: { amount: price(spec, usd), currency },
        minutes,
        detail: loc(spec, description),
      }));
  return {
    items,
    // Events keep their own headings ("Upcoming events"); services are the theme's word.
    ...(events ? {} : { itemsLabel: loc(spec, theme.itemWord) }),
    people: theme.team.map(([name, role]) => ({ name, role: loc(spec, role) })),
    columns: [],
    highlights: [],
    // No hours as written: they would add an hours line the stock app does not have.
    hours: [],
    week: STOCK_HOURS.map((day) => (day ? [day.open, day.close] : null)),
  };
}

/** What the app offers: the brief's items, else its one dated event, else the theme's seed. */
function offeringsOf(spec: AppSpec, events: boolean, theme: ServiceTheme) {
  const topic = mainTopic(spec);
  const items = listedItems(spec, MAX_ITEMS);
  const people = listedPeople(spec.content);
  const seeds = eventSeeds(topic, spec);
  const general = !matchTheme(spec, THEMES);
  const stockOfferings: Offering[] = events
    ? seeds.map(([title, description, daysAhead, time, venue, capacity, usd, icon], index) => ({
        id: `event-${index + 1}`,
        name: loc(spec, title),
        description: loc(spec, description),
        icon,
        price: price(spec, usd),
        minutes: 120,
        date: '',
        daysAhead,
        time,
        venue: loc(spec, venue),
        capacity,
        host: '',
      }))
    : theme.services.map(([name, description, minutes, usd, icon], index) => ({
        id: `service-${index + 1}`,
        name: loc(spec, name),
        description: loc(spec, description),
        icon: general ? (iconFor(loc(spec, name), topic) ?? icon) : icon,
        price: price(spec, usd),
        minutes,
        date: '',
        daysAhead: 0,
        time: '',
        venue: '',
        capacity: 1,
        // The brief's people take the seed services in turn when it named no services of its own.
        host:
          people.length > 0 ? people[index % people.length]!.name : theme.team[index % theme.team.length]![0],
      }));
  const team =
    people.length > 0 ? people : theme.team.map(([name, role]) => ({ name, role: loc(spec, role) }));
  // The brief's own items: only what it said, so no invented host (unless one person runs it all) or venue.
  const soleHost = people.length === 1 ? people[0]!.name : '';
  // One class a week: a group shares its one time, so no seat of it shows as taken by chance.
  const openDays = (spec.content?.week ?? []).filter(Boolean).length;
  const weeklyClass = !events && items.length === 1 && openDays === 1;
  if (touring(spec)) return { offerings: showOfferings(spec), one: null, tiers: false, team };
  // "Lunes y miércoles 9:00 Hatha Yoga (Lucía)": a week of classes, each led by its own teacher.
  const classes = events ? weeklyClasses(spec, topic) : [];
  if (classes.length > 0) {
    const hosts = [...new Set(classes.map((offering) => offering.host).filter(Boolean))];
    const led = hosts.map((name) => ({
      name,
      role: [...new Set(classes.filter((o) => o.host === name).map((o) => o.name))].join(', '),
    }));
    return { offerings: classes, one: null, tiers: false, team: people.length > 0 ? people : led };
  }
  // A listed item named like a seed one (the stock offerings as content, after a follow-up edit) keeps
  // the seed's icon, date and venue, and its host while that person is still on the team.
  const event = briefEvent(spec)?.[0];
  // "Billets : 25 € plein tarif, 15 € étudiant": one dated event's kinds of ticket, each on its day.
  if (event && items.length > 0 && items.every((item) => item.price) && ticketTiers(spec, items)) {
    const tiers = items.map((item, index): Offering => ({
      ...event,
      id: `event-${index + 1}`,
      name: item.name.trim(),
      description: item.detail?.trim() || event.name,
      price: priceOf(item),
    }));
    return { offerings: tiers, one: event, tiers: true, team };
  }
  // "نجرب 5 محاصيل: إثيوبيا يرغاتشيفي، …": what one dated event has on, unpriced, is its programme
  // (programmeOf), not events of their own on made-up days.
  if (event && items.length > 0 && items.every((item) => !item.price))
    return { offerings: [event], one: event, tiers: false, team };
  const listed = items.map((item, index): Offering => {
    const name = item.name.trim();
    const description = item.detail?.trim() ?? '';
    const seedIndex = stockOfferings.findIndex((offering) => offering.name === name);
    const stock = seedIndex >= 0 ? stockOfferings[seedIndex] : undefined;
    const seedHost = seedIndex >= 0 ? theme.team[seedIndex % theme.team.length]![0] : '';
    const stockHost = !events && team.some((person) => person.name === seedHost) ? seedHost : '';
    const own = iconFor(name, description, topic, spec.name);
    if (events) {
      const seed = seeds[index % seeds.length]!;
      return {
        id: `event-${index + 1}`,
        name,
        description,
        icon: stock?.icon ?? own ?? seed[7],
        price: priceOf(item),
        minutes: durationOf(item, 120),
        date: '',
        daysAhead: stock?.daysAhead ?? seed[2] + 35 * Math.floor(index / seeds.length),
        time: stock?.time ?? seed[3],
        venue: spec.content?.contact?.address?.trim() || (stock?.venue ?? ''),
        capacity: stock?.capacity ?? seed[5],
        host: soleHost,
      };
    }
    return {
      id: `service-${index + 1}`,
      name,
      description,
      icon:
        stock?.icon ?? own ?? (general ? 'CalendarCheck' : theme.services[index % theme.services.length]![4]),
      price: priceOf(item),
      minutes: durationOf(item, 60),
      date: '',
      daysAhead: 0,
      time: '',
      venue: '',
      capacity: weeklyClass ? 12 : 1,
      host: soleHost || stockHost,
    };
  });
  const one = listed.length > 0 ? null : briefEvent(spec);
  return {
    offerings: listed.length > 0 ? listed : (one ?? stockOfferings),
    one: one?.[0] ?? null,
    tiers: false,
    team,
  };
}

/** The texts BookingApp shows that come straight from the table below. */
const BOOKING_TEXT_KEYS = [
  'programTitle',
  'pricesTitle',
  'heroEyebrow',
  'heroTitle',
  'heroSubtitle',
  'heroCta',
  'minutes',
  'free',
  'select',
  'selectLabel',
  'selected',
  'rsvp',
  'rsvpLabel',
  'spotsLeft',
  'soldOut',
  'fieldService',
  'dateLabel',
  'timeLabel',
  'closedDay',
  'taken',
  'dayOver',
  'todayOver',
  'noSlots',
  'fieldName',
  'fieldEmail',
  'fieldTickets',
  'fieldNotes',
  'summary',
  'book',
  'confirmRsvp',
  'errService',
  'errDate',
  'errTime',
  'errName',
  'errEmail',
  'errTickets',
  'booked',
  'rsvped',
  'noBookings',
  'noBookingsHint',
  'cancel',
  'cancelLabel',
  'cancelled',
  'tickets',
  'oneTicket',
  'downloadIcs',
  'infoTitle',
] as const satisfies readonly (keyof BookingTexts)[];

/** `one` names the brief's one event on a page of its own: its hero is that event, not a list of them. */
function texts(
  spec: AppSpec,
  events: boolean,
  theme: ServiceTheme,
  one: string | null,
  /** The offerings are the kinds of ticket to the one event. */
  tiers = false,
): Record<string, string> {
  const t = (value: Localized) => pick(spec, value);
  // A week of classes is named so, over the label of its prices; its page is a studio's, not an event's.
  const weekly = (spec.content?.timetable?.length ?? 0) >= 2;
  const happening = events && !weekly;
  // A tour's shows are played for tickets, not answered.
  const tour = touring(spec);
  // A studio's page is headed by its own name: a theme's stock line may be another trade's.
  const headline =
    one ??
    (weekly || tour ? spec.name : happening ? t(L.upcomingEventsWorthShowing) : loc(spec, theme.headline));
  const description = spec.content?.description?.trim();
  const itemsLabel = spec.content?.itemsLabel?.trim();
  const peopleLabel = spec.content?.peopleLabel?.trim();
  const heroTitle = text(spec, 'hero.title', same(headline));
  const heroSubtitle = text(
    spec,
    'hero.subtitle',
    description ? same(upperFirst(spec, description)) : ownOr(spec.tagline, L.bookYourSpot),
  );
  return {
    // The frame: the home page's title (its heading when there is no hero), the pages and sections.
    title: heroTitle,
    subtitle: heroSubtitle,
    page_main: t(L.navHome),
    // A class is booked, where an event is answered.
    page_book: tour ? t(L.ticketsButton) : happening ? t(L.rsvp) : t(L.book),
    page_mine: tour ? t(L.myTickets) : happening ? t(L.myRsvps) : t(L.myBookings),
    servicesTitle: text(
      spec,
      'services.title',
      weekly
        ? L.weeklyClasses
        : itemsLabel
          ? same(upperFirst(spec, itemsLabel))
          : tiers
            ? L.ticketTypes
            : tour
              ? L.tourDates
              : events
                ? L.upcomingEvents
                : pairText(theme.itemWord),
    ),
    bookTitle: text(spec, 'book.title', tour ? L.getTickets : events ? L.reserveYourSpot : L.bookATime),
    myBookingsTitle: text(
      spec,
      'my-bookings.title',
      tour ? L.myTickets : happening ? L.myRsvps : L.myBookings,
    ),
    // An event's people perform or speak at it; a business's work there.
    teamTitle: text(
      spec,
      'team.title',
      peopleLabel ? same(upperFirst(spec, peopleLabel)) : happening ? L.onStage : L.meetTheTeam,
    ),
    faqTitle: text(spec, 'faq.title', L.faqTitle),
    programTitle: t(L.programTitle),
    pricesTitle: t(L.pricesTitle),
    heroEyebrow: tour
      ? t(L.onTour)
      : (eventLine(spec) ?? (happening ? t(L.eventsMeetups) : t(L.onlineBooking))),
    heroTitle,
    heroSubtitle,
    heroCta: text(spec, 'cta.button', tour ? L.seeDates : happening ? L.seeEvents : L.bookNow),
    minutes: t(L.minutes),
    free: t(L.free),
    select: t(L.select),
    selectLabel: t(L.selectLabel),
    selected: t(L.selected),
    rsvp: weekly ? t(L.book) : tour ? t(L.ticketsButton) : t(L.rsvp2),
    rsvpLabel: t(L.rsvpLabel),
    spotsLeft: t(L.spotsLeft),
    soldOut: tour ? t(L.soldOutShow) : t(L.soldOut),
    // A week's classes are booked by the place, where an event's tickets are answered for.
    fieldService: weekly ? t(L.classLabel) : events ? t(L.event) : t(L.service),
    dateLabel: t(L.dateLabel),
    timeLabel: t(L.timeLabel),
    closedDay: t(L.closedDay),
    taken: t(L.taken),
    dayOver: t(L.dayOver),
    todayOver: t(L.todayOver),
    noSlots: t(L.noSlots),
    fieldName: t(L.fieldName),
    fieldEmail: t(L.fieldEmail),
    fieldTickets: weekly ? t(L.fieldPlaces) : t(L.fieldTickets),
    fieldNotes: t(L.fieldNotes),
    summary: t(L.at),
    book: t(L.book2),
    confirmRsvp: weekly ? t(L.book2) : tour ? t(L.getTickets) : t(L.confirmRsvp),
    errService: weekly
      ? t(L.pleaseChooseAClass)
      : events
        ? t(L.pleaseChooseAnEvent)
        : t(L.pleaseChooseAService),
    errDate: t(L.errDate),
    errTime: t(L.errTime),
    errName: t(L.errName),
    errEmail: t(L.errEmail),
    errTickets: t(L.errTickets),
    booked: t(L.booked),
    rsvped: weekly ? t(L.bookedClass) : tour ? t(L.ticketsReserved) : t(L.rsvped),
    noBookings: tour ? t(L.noTicketsYet) : happening ? t(L.noRsvpsYet) : t(L.noBookingsYet),
    noBookingsHint: t(L.noBookingsHint),
    cancel: t(L.cancel),
    cancelLabel: t(L.cancelLabel),
    cancelled: t(L.cancelled),
    tickets: weekly ? t(L.places) : t(L.tickets),
    oneTicket: weekly ? t(L.onePlace) : t(L.oneTicket),
    downloadIcs: t(L.downloadIcs),
    infoTitle: t(L.infoTitle),
  };
}

/**
 * The schema BookingApp (packages/app-kit) renders: the spec's sections (the services and the form when
 * none it knows is left), on one page or, with 'pages', the form and the visitor's bookings on pages of
 * their own (one page when nothing is left at home), what can be booked, the week, the team, the contact,
 * the questions, the data API and the texts.
 */
export function bookingSchema(spec: AppSpec, context: RenderContext = {}): BookingSchema {
  const events = isEvents(spec);
  const theme = matchTheme(spec, THEMES) ?? generalTheme(mainTopic(spec));
  const { offerings, one, tiers, team } = offeringsOf(spec, events, theme);
  const program = programmeOf(spec);
  // A week of classes shows what its passes cost above them.
  const passes = offerings.some((offering) => offering.weekday !== undefined)
    ? (spec.content?.items ?? []).flatMap((item) =>
        item.price ? [{ name: item.name.trim(), price: item.price.amount }] : [],
      )
    : [];
  const known = orderedSections(spec, SECTION_IDS);
  const listed: AppSpec = known.length > 0 ? spec : { ...spec, sections: ['services', 'book'] };
  // Pages need a home page with something on it; otherwise every section stays on the one page.
  const home = SECTIONS.filter((s) => s.page === 'main').map((s) => s.id);
  const homeless = !orderedSections(listed, SECTION_IDS).some((id) => home.includes(id));
  const shown: AppSpec = homeless
    ? { ...listed, features: listed.features.filter((f) => f !== 'pages') }
    : listed;
  const table = texts(spec, events, theme, one?.name ?? null, tiers);
  const { frame, sections } = composedFrame(shown, {
    pages: PAGES,
    sections: SECTIONS,
    texts: table,
    showsContact: true,
  });
  const {
    dataHint: _dataHint,
    noData: _noData,
    ...bookingTexts
  } = composedTexts(spec, table, BOOKING_TEXT_KEYS);
  const t = (value: Localized) => pick(spec, value);
  const shared = Boolean(context.backend);
  return {
    frame,
    sections: sections as SectionSlot<BookingSectionId>[],
    mode: events ? 'events' : 'services',
    features: { export: has(spec, 'export') },
    storage: { key: 'bookings' },
    currency: contentCurrency(spec.content) ?? appCurrency(spec),
    offerings,
    ...(program.length > 0 ? { program } : {}),
    ...(passes.length > 0 ? { passes } : {}),
    ...(spec.content?.form?.length ? { questions: spec.content.form.map(questionOf) } : {}),
    team,
    hours: bookingHours(spec.content),
    info: infoOf(spec.content),
    faq: [
      {
        q: events ? t(L.canIBringA) : t(L.canICancelOr),
        a: events ? t(L.yesChooseMoreThan) : t(L.yesFreeOfCharge),
      },
      { q: t(L.faq2q), a: t(L.faq2a) },
      { q: t(L.faq3q), a: shared ? t(L.weReceiveEveryBooking) : t(L.inThisBrowserOpen) },
    ],
    backend: context.backend ? { url: context.backend.url, key: context.backend.key } : null,
    texts: bookingTexts,
  };
}

function render(spec: AppSpec, context: RenderContext = {}): Record<string, string> {
  return composedAppFiles({
    component: 'BookingApp',
    module: 'booking-app',
    type: 'BookingSchema',
    lib: 'booking',
    schema: bookingSchema(spec, context),
  });
}

export const blueprint: Blueprint = {
  kind: 'booking',
  label: L.aBookingApp,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['hero', 'services', 'book', 'my-bookings', 'faq'],
  defaultFeatures: ['forms', 'persistence'],
  defaultTheme: { primary: '#0369a1', accent: '#10b981', font: 'sans', radius: 'lg' },
  // Bookings hold names and e-mails: only their visitor and the owner see them. Slots hold only what is
  // taken (service, day, time, seats), so every visitor reads them to grey those times out.
  dataRules: { bookings: 'append_only', slots: 'public_read_append' },
  defaultContent: stockContent,
  render,
};
