/**
 * Booking: services (or classes) with a calendar of the next two weeks, free time slots for the chosen
 * day, a validated booking form and "My bookings" with cancel, all saved. When the request is about events,
 * the same sections list upcoming events with RSVP (tickets, spots left) instead.
 *
 * Main interaction: for services, pick a time slot (a button like "10:00"), fill Name / Ad soyad and
 * Email / E-posta, then "Book" / "Rezerve et"; the booking appears under "My bookings" / "Randevularım" with
 * "Cancel" / "İptal et". For events, a card's "RSVP" / "Katıl" button, then "Confirm RSVP" / "Katılımı onayla".
 *
 * What the brief listed (spec.content) replaces the seed content: its items are the services (or events)
 * with their durations and prices in their currency, its people the team, its week the bookable hours, its
 * description the hero's line, and its hours and contact a strip under the hero.
 */
import type { BriefContent, BriefItem } from '../brief-content.ts';
import { parseEventDate } from '../event-details.ts';
import {
  type AppSpec,
  type Blueprint,
  type Localized,
  type RenderContext,
  has,
  lit,
  pick,
  text,
  same,
  appCurrency,
  ownOr,
} from '../spec.ts';
import {
  type Pair,
  type SectionComponent,
  appFile,
  dataConst,
  iconFile,
  lines,
  loc,
  mainTopic,
  matchTheme,
  mentions,
  orderedSections,
  price,
  sharedFiles,
  textsFile,
  pairText,
} from './content-shared.ts';
import { eventLine, listedItems, upperFirst } from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('booking');

type ServiceSeed = [name: Pair, description: Pair, minutes: number, usd: number, icon: string];

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
  icon: string,
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

/** An app about events: the brief says so, or gives the date of one. */
function isEvents(spec: AppSpec): boolean {
  return mentions(spec, EVENT_WORDS) || Boolean(spec.content?.event?.date);
}

/**
 * The one event a brief describes with its date ("next meeting on 3 March, 7pm at Café Lumen") and no
 * list of events: shown as the app's only event, on its own day. A date without a year is its next
 * coming, from the day the app is made.
 */
function briefEvent(spec: AppSpec) {
  const event = spec.content?.event;
  const parsed = parseEventDate(event?.date);
  if (!event || !parsed) return null;
  const today = new Date().toISOString().slice(0, 10);
  const thisYear = Number(today.slice(0, 4));
  const monthDay = `${String(parsed.month).padStart(2, '0')}-${String(parsed.day).padStart(2, '0')}`;
  const year = parsed.year ?? (monthDay >= today.slice(5) ? thisYear : thisYear + 1);
  return [
    {
      id: 'event-1',
      // The app's own name when the brief gave one, else what it is.
      name: spec.name === pick(spec, L.defaultName) ? pick(spec, L.nextEvent) : spec.name,
      description: spec.content?.description ?? '',
      icon: 'CalendarDays',
      price: event.price?.amount ?? null,
      minutes: 120,
      daysAhead: 0,
      date: `${year}-${monthDay}`,
      time: event.time ?? '',
      venue: event.venue ?? '',
      capacity: 50,
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

const SECTIONS = [
  { id: 'hero', label: L.heroLabel },
  { id: 'services', label: L.servicesLabel },
  { id: 'book', label: L.bookLabel },
  { id: 'my-bookings', label: L.myBookingsLabel },
  { id: 'team', label: L.teamLabel },
  { id: 'faq', label: L.faqLabel },
];
const SECTION_IDS = SECTIONS.map((s) => s.id);

const COMPONENTS: Record<string, SectionComponent> = {
  hero: { name: 'Hero', file: 'hero' },
  services: { name: 'Offerings', file: 'offerings' },
  book: { name: 'BookingForm', file: 'booking-form' },
  'my-bookings': { name: 'MyBookings', file: 'my-bookings' },
  team: { name: 'Team', file: 'team' },
  faq: { name: 'Faq', file: 'faq' },
};

const GROUPS = [
  { path: '/book', label: 'navBook', ids: ['book'] },
  { path: '/my-bookings', label: 'navMine', ids: ['my-bookings'] },
];

/**
 * `one` names the brief's one event on a page of its own: its hero is that event, not a list of them.
 */
function texts(
  spec: AppSpec,
  events: boolean,
  theme: ServiceTheme,
  shared: boolean,
  one: string | null = null,
) {
  const t = (text: Localized) => pick(spec, text);
  const headline = one ?? (events ? t(L.upcomingEventsWorthShowing) : loc(spec, theme.headline));
  const content = spec.content;
  const description = content?.description?.trim();
  const itemsLabel = content?.itemsLabel?.trim();
  const peopleLabel = content?.peopleLabel?.trim();
  const info = infoOf(content);
  return {
    heroEyebrow: eventLine(spec) ?? (events ? t(L.eventsMeetups) : t(L.onlineBooking)),
    heroTitle: text(spec, 'hero.title', same(headline)),
    heroSubtitle: text(
      spec,
      'hero.subtitle',
      description ? same(upperFirst(spec, description)) : ownOr(spec.tagline, L.bookYourSpot),
    ),
    heroCta: text(spec, 'cta.button', events ? L.seeEvents : L.bookNow),
    navHome: t(L.navHome),
    navServices: itemsLabel ? upperFirst(spec, itemsLabel) : events ? t(L.events) : loc(spec, theme.itemWord),
    navBook: events ? t(L.rsvp) : t(L.book),
    navMine: events ? t(L.myRsvps) : t(L.myBookings),
    servicesTitle: text(
      spec,
      'services.title',
      itemsLabel ? same(upperFirst(spec, itemsLabel)) : events ? L.upcomingEvents : pairText(theme.itemWord),
    ),
    minutes: t(L.minutes),
    free: t(L.free),
    select: t(L.select),
    selectLabel: t(L.selectLabel),
    selected: t(L.selected),
    with: t(L.with),
    rsvp: t(L.rsvp2),
    rsvpLabel: t(L.rsvpLabel),
    spotsLeft: t(L.spotsLeft),
    soldOut: t(L.soldOut),
    bookTitle: text(spec, 'book.title', events ? L.reserveYourSpot : L.bookATime),
    fieldService: events ? t(L.event) : t(L.service),
    dateLabel: t(L.dateLabel),
    timeLabel: t(L.timeLabel),
    closedDay: t(L.closedDay),
    taken: t(L.taken),
    dayOver: t(L.dayOver),
    todayOver: t(L.todayOver),
    noSlots: t(L.noSlots),
    fieldName: t(L.fieldName),
    fieldEmail: t(L.fieldEmail),
    fieldTickets: t(L.fieldTickets),
    fieldNotes: t(L.fieldNotes),
    summary: t(L.at),
    book: t(L.book2),
    confirmRsvp: t(L.confirmRsvp),
    errService: events ? t(L.pleaseChooseAnEvent) : t(L.pleaseChooseAService),
    errDate: t(L.errDate),
    errTime: t(L.errTime),
    errName: t(L.errName),
    errEmail: t(L.errEmail),
    errTickets: t(L.errTickets),
    booked: t(L.booked),
    rsvped: t(L.rsvped),
    mineTitle: text(spec, 'my-bookings.title', events ? L.myRsvps : L.myBookings),
    noBookings: events ? t(L.noRsvpsYet) : t(L.noBookingsYet),
    noBookingsHint: t(L.noBookingsHint),
    cancel: t(L.cancel),
    cancelLabel: t(L.cancelLabel),
    cancelled: t(L.cancelled),
    tickets: t(L.tickets),
    oneTicket: t(L.oneTicket),
    downloadIcs: t(L.downloadIcs),
    teamTitle: text(spec, 'team.title', peopleLabel ? same(upperFirst(spec, peopleLabel)) : L.meetTheTeam),
    ...(info.any ? { infoTitle: t(L.infoTitle) } : {}),
    ...(info.hours ? { infoHours: info.hours } : {}),
    ...(info.address ? { infoAddress: info.address } : {}),
    ...(info.phone ? { infoPhone: info.phone } : {}),
    ...(info.email ? { infoEmail: info.email } : {}),
    faqTitle: text(spec, 'faq.title', L.faqTitle),
    faq1q: events ? t(L.canIBringA) : t(L.canICancelOr),
    faq1a: events ? t(L.yesChooseMoreThan) : t(L.yesFreeOfCharge),
    faq2q: t(L.faq2q),
    faq2a: t(L.faq2a),
    faq3q: t(L.faq3q),
    faq3a: shared ? t(L.weReceiveEveryBooking) : t(L.inThisBrowserOpen),
  };
}

const DATA_TYPES = `export interface Offering {
  id: string;
  name: string;
  description: string;
  icon: string;
  /** null when the brief gave no price. */
  price: number | null;
  /** Services: length of a session. */
  minutes: number;
  /** Events: days from today (or the day the brief gave, "2026-06-12"), start time, venue and capacity. */
  daysAhead: number;
  date?: string;
  time: string;
  venue: string;
  capacity: number;
  host: string;
}

export interface Booking {
  id: string;
  offeringId: string;
  date: string;
  time: string;
  name: string;
  email: string;
  tickets: number;
  notes: string;
  /** Ids of this booking's records in the shared data API, once sent. */
  shared?: { booking?: string; slot?: string };
}

/** A time (services) or seats (events) someone else booked, from the shared list. */
export interface Taken {
  offeringId: string;
  date: string;
  time: string;
  tickets: number;
  bookingId: string;
}
`;

const BOOKING_STATE = `import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { deleteRecord, listRecords, saveRecord, updateRecord } from './backend';
import { OFFERINGS, type Booking, type Taken } from './data';
import { useSaved } from './hooks/use-saved';

interface BookingState {
  bookings: Booking[];
  /** What other visitors booked (empty when the app has no shared data). */
  taken: Taken[];
  add: (booking: Booking) => void;
  cancel: (id: string) => void;
  selectedId: string;
  setSelectedId: (id: string) => void;
}

const BookingContext = createContext<BookingState | null>(null);

function withShared(id: string, shared: Booking['shared']) {
  return (prev: Booking[]) => prev.map((b) => (b.id === id ? { ...b, shared: { ...b.shared, ...shared } } : b));
}

/**
 * Bookings: your own are saved on this device; with the app's data API every booking also reaches the
 * owner ("bookings") and marks its time as taken for everyone ("slots").
 */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [bookings, setBookings] = useSaved<Booking[]>('bookings', []);
  const [selectedId, setSelectedId] = useState(OFFERINGS[0]?.id ?? '');
  const [slots, setSlots] = useState<Taken[]>([]);
  useEffect(() => {
    let live = true;
    void listRecords<Taken>('slots', 'per_page=100&sort=-created_at').then((rows) => {
      if (live) setSlots(rows.map((row) => row.data));
    });
    return () => {
      live = false;
    };
  }, []);
  const state = useMemo<BookingState>(
    () => ({
      bookings,
      taken: slots.filter((slot) => !bookings.some((b) => b.id === slot.bookingId)),
      add: (booking) => {
        setBookings((prev) => [...prev, booking]);
        const { id, offeringId, date, time, tickets } = booking;
        void saveRecord('bookings', { ...booking, status: 'booked' }).then((record) => {
          if (record) setBookings(withShared(id, { booking: record }));
        });
        void saveRecord('slots', { offeringId, date, time, tickets, bookingId: id }).then((record) => {
          if (record) setBookings(withShared(id, { slot: record }));
        });
      },
      cancel: (id) => {
        const shared = bookings.find((b) => b.id === id)?.shared;
        if (shared?.booking) void updateRecord('bookings', shared.booking, { status: 'cancelled' });
        if (shared?.slot) void deleteRecord('slots', shared.slot);
        setBookings((prev) => prev.filter((b) => b.id !== id));
      },
      selectedId,
      setSelectedId,
    }),
    [bookings, setBookings, slots, selectedId],
  );
  return <BookingContext.Provider value={state}>{children}</BookingContext.Provider>;
}

export function useBookings(): BookingState {
  const state = useContext(BookingContext);
  if (!state) throw new Error('useBookings must be used inside <BookingProvider>');
  return state;
}
`;

/** The app's client of its project's data API (docs/data-api.md); null config keeps everything local. */
function backendFile(backend: RenderContext['backend']): string {
  const config = backend ? JSON.stringify({ url: backend.url, key: backend.key }) : 'null';
  return `/**
 * Shared data: this app's own data API (JSON records in collections). The key is the project's
 * publishable key: public by design, it can do only what the project's collection rules allow
 * ("bookings": add, and read back or change only this visitor's own; "slots": read and add).
 * Without one, saving does nothing and lists are empty, so the app keeps working from this browser alone.
 */
export const BACKEND: { url: string; key: string } | null = ${config};

export interface SharedRecord<T> {
  id: string;
  data: T;
  created_at: string;
}

const VISITOR_KEY = 'atelier-visitor';

/** This browser's random visitor id: the records it created are the ones it may read back and change. */
function visitorId(): string {
  try {
    const saved = localStorage.getItem(VISITOR_KEY);
    if (saved && /^[A-Za-z0-9_-]{16,128}$/.test(saved)) return saved;
    const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(VISITOR_KEY, id);
    return id;
  } catch {
    return '';
  }
}

async function call(path: string, init: RequestInit = {}): Promise<unknown> {
  if (!BACKEND) return null;
  const headers: Record<string, string> = { Authorization: 'Bearer ' + BACKEND.key, 'Content-Type': 'application/json' };
  const visitor = visitorId();
  if (visitor) headers['X-Visitor-Id'] = visitor;
  try {
    const response = await fetch(BACKEND.url + path, { ...init, headers });
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
}

/** Adds a record; its id, or null when the data API cannot be reached. */
export async function saveRecord(collection: string, data: object): Promise<string | null> {
  const body = (await call('/' + collection, { method: 'POST', body: JSON.stringify(data) })) as {
    data?: { id?: string };
  } | null;
  return body?.data?.id ?? null;
}

/** Merges fields into a record. */
export async function updateRecord(collection: string, id: string, changes: object): Promise<void> {
  await call('/' + collection + '/' + id, { method: 'PATCH', body: JSON.stringify(changes) });
}

export async function deleteRecord(collection: string, id: string): Promise<void> {
  await call('/' + collection + '/' + id, { method: 'DELETE' });
}

/** One page of a collection; the query takes filters (field=value), sort=-created_at, page and per_page. */
export async function listRecords<T>(collection: string, query = ''): Promise<SharedRecord<T>[]> {
  const body = (await call('/' + collection + (query ? '?' + query : ''))) as {
    records?: { data?: SharedRecord<T>[] };
  } | null;
  return body?.records?.data ?? [];
}
`;
}

/** `src/slots.ts`: time slots within the opening hours (Sunday to Saturday, minutes from midnight). */
function slotsLib(hours: ([number, number] | null)[]): string {
  return `import { BACKEND } from './backend';
import { OFFERINGS, type Booking, type Offering, type Taken } from './data';
import { isoDay } from './utils';

/** Opening hours for services, Sunday to Saturday: [open, close] in minutes from midnight, null when closed. */
const HOURS: ([number, number] | null)[] = ${JSON.stringify(hours)};

export function dateOf(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function isClosed(iso: string): boolean {
  return !HOURS[dateOf(iso).getDay()];
}

/** The next two weeks, for the day picker. */
export function nextDays(count = 14): string[] {
  return Array.from({ length: count }, (_, i) => isoDay(i));
}

/** A stable pseudo-random number per text, so without shared data the same slots look booked on every visit. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export interface Slot {
  time: string;
  free: boolean;
}

/** Start times on a day for a service, with the ones other people (or you) already booked. */
export function slotsFor(offering: Offering, iso: string, bookings: Booking[], taken: Taken[] = []): Slot[] {
  const hours = HOURS[dateOf(iso).getDay()];
  if (!hours || iso < isoDay(0)) return [];
  const now = new Date();
  const earliest = iso === isoDay(0) ? now.getHours() * 60 + now.getMinutes() + 60 : 0;
  const step = offering.minutes <= 30 ? 30 : 60;
  const slots: Slot[] = [];
  for (let t = hours[0]; t + offering.minutes <= hours[1]; t += step) {
    if (t < earliest) continue;
    const time = String(Math.floor(t / 60)).padStart(2, '0') + ':' + String(t % 60).padStart(2, '0');
    const mine = bookings.some((b) => b.offeringId === offering.id && b.date === iso && b.time === time);
    const others = BACKEND
      ? taken.some((t) => t.offeringId === offering.id && t.date === iso && t.time === time)
      : hash(offering.id + iso + time) % 4 === 0;
    slots.push({ time, free: !mine && !others });
  }
  return slots;
}

/**
 * The first day of the next two weeks with a free time for the service: today only while times are
 * left, so late in the day the picker opens on the next day that can still be booked.
 */
export function firstFreeDay(offering: Offering | undefined, bookings: Booking[], taken: Taken[] = []): string {
  const days = nextDays();
  const open = days.filter((iso) => !isClosed(iso));
  const free = offering ? open.find((iso) => slotsFor(offering, iso, bookings, taken).some((slot) => slot.free)) : undefined;
  return free ?? open[0] ?? days[0] ?? isoDay(0);
}

/** Events: the date they happen on and the spots still free. */
export function eventDate(offering: Offering): string {
  return offering.date ?? isoDay(offering.daysAhead);
}

export function spotsLeft(offering: Offering, bookings: Booking[], taken: Taken[] = []): number {
  const others = BACKEND
    ? taken.filter((t) => t.offeringId === offering.id).reduce((sum, t) => sum + t.tickets, 0)
    : Math.floor(offering.capacity * (0.35 + (hash(offering.id) % 40) / 100));
  const mine = bookings.filter((b) => b.offeringId === offering.id).reduce((sum, b) => sum + b.tickets, 0);
  return Math.max(0, offering.capacity - others - mine);
}

export function offeringById(id: string): Offering | undefined {
  return OFFERINGS.find((o) => o.id === id);
}
`;
}

function offeringsFile(spec: AppSpec, events: boolean, bookPath: string | null): string {
  const pages = bookPath !== null && bookPath !== '#book';
  const canBook = bookPath !== null;
  return lines(
    `import { ${['Clock', events && 'CalendarDays', events && 'MapPin', events && 'Ticket', !events && 'User'].filter(Boolean).join(', ')} } from 'lucide-react';`,
    pages && `import { useNavigate } from 'react-router-dom';`,
    `import { ${canBook ? 'Button, ' : ''}Card } from './ui';`,
    `import { Section } from './section';`,
    `import { useBookings } from '../booking-state';`,
    `import { OFFERINGS } from '../data';`,
    `import { ItemIcon } from '../item-icon';`,
    events && `import { eventDate, spotsLeft } from '../slots';`,
    `import { T } from '../texts';`,
    `import { fmt, ${events ? 'formatDate, ' : ''}money${canBook && !pages ? ', scrollToId' : ''} } from '../utils';`,
    ``,
    `export function Offerings() {`,
    `  const { ${events ? 'bookings, taken, ' : ''}selectedId, setSelectedId } = useBookings();`,
    pages && `  const navigate = useNavigate();`,
    ``,
    `  function choose(id: string) {`,
    `    setSelectedId(id);`,
    canBook ? (pages ? `    void navigate('${bookPath}');` : `    scrollToId('book');`) : null,
    `  }`,
    ``,
    `  return (`,
    `    <Section id="services" title={T.servicesTitle}>`,
    `      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">`,
    `        {OFFERINGS.map((item) => {`,
    events && `          const left = spotsLeft(item, bookings, taken);`,
    `          return (`,
    `            <li key={item.id}>`,
    `              <Card className={'flex h-full flex-col ' + (selectedId === item.id ? 'ring-2 ring-primary' : '')}>`,
    `                <div className="flex items-start justify-between gap-3">`,
    `                  <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">`,
    `                    <ItemIcon name={item.icon} className="size-6" />`,
    `                  </span>`,
    `                  {item.price === null ? null : (
                    <span className="text-lg font-bold text-slate-900 dark:text-white">{item.price === 0 ? T.free : money(item.price)}</span>
                  )}`,
    `                </div>`,
    `                <h3 className="mt-4 font-display text-lg font-semibold text-slate-900 dark:text-white">{item.name}</h3>`,
    `                {item.description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{item.description}</p> : null}`,
    events
      ? `                <ul className="mt-3 space-y-1 text-sm text-slate-600 dark:text-slate-400">
                  <li className="flex items-center gap-2">
                    <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                    {formatDate(eventDate(item), { weekday: 'long', day: 'numeric', month: 'long' })} · {item.time}
                  </li>
                  {item.venue ? (
                    <li className="flex items-center gap-2">
                      <MapPin aria-hidden="true" className="size-4 shrink-0" />
                      {item.venue}
                    </li>
                  ) : null}
                  <li className="flex items-center gap-2">
                    <Ticket aria-hidden="true" className="size-4 shrink-0" />
                    {left > 0 ? fmt(T.spotsLeft, { n: left }) : T.soldOut}
                  </li>
                </ul>`
      : `                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-4" />
                    {fmt(T.minutes, { n: item.minutes })}
                  </span>
                  {item.host ? (
                    <span className="inline-flex items-center gap-1">
                      <User aria-hidden="true" className="size-4" />
                      {item.host}
                    </span>
                  ) : null}
                </p>`,
    canBook
      ? events
        ? `                <div className="mt-auto pt-5">
                  <Button disabled={left === 0} onClick={() => choose(item.id)} aria-label={fmt(T.rsvpLabel, { name: item.name })}>
                    {T.rsvp}
                  </Button>
                </div>`
        : `                <div className="mt-auto pt-5">
                  <Button
                    variant={selectedId === item.id ? 'primary' : 'outline'}
                    aria-pressed={selectedId === item.id}
                    aria-label={fmt(T.selectLabel, { name: item.name })}
                    onClick={() => choose(item.id)}
                  >
                    {selectedId === item.id ? T.selected : T.select}
                  </Button>
                </div>`
      : null,
    `              </Card>`,
    `            </li>`,
    `          );`,
    `        })}`,
    `      </ul>`,
    `    </Section>`,
    `  );`,
    `}`,
    ``,
  );
}

const SERVICE_FORM = `import { useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import clsx from 'clsx';
import { Button, Card, Field, Input, Select, Textarea } from './ui';
import { Section } from './section';
import { useBookings } from '../booking-state';
import { OFFERINGS } from '../data';
import { dateOf, firstFreeDay, isClosed, nextDays, offeringById, slotsFor } from '../slots';
import { LOCALE, T } from '../texts';
import { fmt, formatDate, isEmail, isoDay, uid } from '../utils';

type Errors = Partial<Record<'service' | 'date' | 'time' | 'name' | 'email', string>>;

export function BookingForm() {
  const { bookings, taken, add, selectedId, setSelectedId } = useBookings();
  const [date, setDate] = useState(() => firstFreeDay(offeringById(selectedId), bookings, taken));
  const [time, setTime] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const service = offeringById(selectedId);
  const slots = service ? slotsFor(service, date, bookings, taken) : [];
  const today = isoDay(0);
  // Late in the day today has no start times left: it is shown as over, not as an empty day.
  const todayOver = service ? !isClosed(today) && slotsFor(service, today, bookings, taken).length === 0 : false;

  function pickDate(iso: string) {
    setDate(iso);
    setTime('');
    setErrors((prev) => ({ ...prev, date: undefined, time: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (!service) found.service = T.errService;
    if (!date || isClosed(date)) found.date = T.errDate;
    if (!slots.some((slot) => slot.time === time && slot.free)) found.time = T.errTime;
    if (name.trim().length < 2) found.name = T.errName;
    if (!isEmail(email)) found.email = T.errEmail;
    setErrors(found);
    if (Object.keys(found).length > 0 || !service) {
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>('[data-field="' + first + '"]')?.focus();
      return;
    }
    add({ id: uid(), offeringId: service.id, date, time, name: name.trim(), email: email.trim(), tickets: 1, notes: notes.trim() });
    setMessage(fmt(T.booked, { summary: fmt(T.summary, { service: service.name, date: formatDate(date, { dateStyle: 'full' }), time }), email: email.trim() }));
    setTime('');
    setNotes('');
  }

  return (
    <Section id="book" title={T.bookTitle} tinted>
      <Card>
        <form noValidate onSubmit={submit} className="space-y-6">
          <Field label={T.fieldService} error={errors.service}>
            <Select
              data-field="service"
              value={selectedId}
              onChange={(event) => {
                const next = offeringById(event.target.value);
                setSelectedId(event.target.value);
                setTime('');
                if (next && !slotsFor(next, date, bookings, taken).some((slot) => slot.free)) setDate(firstFreeDay(next, bookings, taken));
              }}
            >
              {OFFERINGS.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </Select>
          </Field>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{T.dateLabel}</legend>
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
              {nextDays().map((iso, i) => {
                const closed = isClosed(iso);
                const over = iso === today && todayOver;
                const d = dateOf(iso);
                return (
                  <button
                    key={iso}
                    type="button"
                    data-field={i === 0 ? 'date' : undefined}
                    disabled={closed || over}
                    aria-pressed={date === iso}
                    aria-label={formatDate(iso, { weekday: 'long', day: 'numeric', month: 'long' }) + (closed ? ' (' + T.closedDay + ')' : over ? ' (' + T.dayOver + ')' : '')}
                    onClick={() => pickDate(iso)}
                    className={clsx(
                      'flex flex-col items-center rounded-control border px-1 py-2 text-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-40',
                      date === iso ? 'border-primary bg-primary text-on-primary' : 'border-slate-200 hover:border-primary dark:border-slate-700',
                    )}
                  >
                    <span className="text-xs uppercase">{d.toLocaleDateString(LOCALE, { weekday: 'short' })}</span>
                    <span className="text-lg font-semibold">{d.getDate()}</span>
                  </button>
                );
              })}
            </div>
            {todayOver ? <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{T.todayOver}</p> : null}
            {errors.date ? <p className="mt-1 text-sm font-medium text-red-600 dark:text-red-400">{errors.date}</p> : null}
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{T.timeLabel}</legend>
            {slots.length === 0 ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">{T.noSlots}</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                {slots.map((slot, i) => (
                  <button
                    key={slot.time}
                    type="button"
                    data-field={i === 0 ? 'time' : undefined}
                    disabled={!slot.free}
                    aria-pressed={time === slot.time}
                    onClick={() => {
                      setTime(slot.time);
                      setErrors((prev) => ({ ...prev, time: undefined }));
                    }}
                    className={clsx(
                      'rounded-control border px-3 py-1.5 text-sm font-medium tabular-nums transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:line-through disabled:opacity-40',
                      time === slot.time ? 'border-primary bg-primary text-on-primary' : 'border-slate-200 hover:border-primary dark:border-slate-700',
                    )}
                  >
                    {slot.time}
                    {slot.free ? null : <span className="sr-only"> ({T.taken})</span>}
                  </button>
                ))}
              </div>
            )}
            {errors.time ? <p className="mt-1 text-sm font-medium text-red-600 dark:text-red-400">{errors.time}</p> : null}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={T.fieldName} error={errors.name}>
              <Input data-field="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
            </Field>
            <Field label={T.fieldEmail} error={errors.email}>
              <Input data-field="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            </Field>
          </div>
          <Field label={T.fieldNotes}>
            <Textarea rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </Field>
          {service && time ? (
            <p className="rounded-xl bg-primary/10 p-3 text-sm font-medium text-slate-800 dark:text-slate-100">
              {fmt(T.summary, { service: service.name, date: formatDate(date, { dateStyle: 'full' }), time })}
            </p>
          ) : null}
          <Button type="submit" size="lg">
            {T.book}
          </Button>
        </form>
        <p role="status" className="mt-4 flex min-h-6 items-start gap-2 font-medium text-primary">
          {message ? <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
          {message}
        </p>
      </Card>
    </Section>
  );
}
`;

const RSVP_FORM = `import { useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button, Card, Field, Input, Select } from './ui';
import { Section } from './section';
import { useBookings } from '../booking-state';
import { OFFERINGS } from '../data';
import { eventDate, offeringById, spotsLeft } from '../slots';
import { T } from '../texts';
import { fmt, formatDate, isEmail, money, uid } from '../utils';

type Errors = Partial<Record<'service' | 'tickets' | 'name' | 'email', string>>;

export function BookingForm() {
  const { bookings, taken, add, selectedId, setSelectedId } = useBookings();
  const [tickets, setTickets] = useState(1);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const event = offeringById(selectedId);
  const left = event ? spotsLeft(event, bookings, taken) : 0;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found: Errors = {};
    if (!event) found.service = T.errService;
    else if (tickets > left) found.tickets = T.errTickets;
    if (name.trim().length < 2) found.name = T.errName;
    if (!isEmail(email)) found.email = T.errEmail;
    setErrors(found);
    if (Object.keys(found).length > 0 || !event) {
      e.currentTarget.querySelector<HTMLElement>('[data-field="' + Object.keys(found)[0] + '"]')?.focus();
      return;
    }
    add({ id: uid(), offeringId: event.id, date: eventDate(event), time: event.time, name: name.trim(), email: email.trim(), tickets, notes: '' });
    setMessage(fmt(T.rsvped, { count: tickets, event: event.name }));
    setTickets(1);
  }

  return (
    <Section id="book" title={T.bookTitle} tinted>
      <Card className="max-w-2xl">
        <form noValidate onSubmit={submit} className="space-y-4">
          <Field label={T.fieldService} error={errors.service}>
            <Select data-field="service" value={selectedId} onChange={(e) => setSelectedId(e.target.value)}>
              {OFFERINGS.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </Select>
          </Field>
          {event ? (
            <p className="rounded-xl bg-primary/10 p-3 text-sm text-slate-800 dark:text-slate-100">
              {[
                formatDate(eventDate(event), { dateStyle: 'full' }),
                event.time,
                event.venue,
                event.price === null ? '' : event.price === 0 ? T.free : money(event.price),
                left > 0 ? fmt(T.spotsLeft, { n: left }) : T.soldOut,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={T.fieldTickets} error={errors.tickets}>
              <Select data-field="tickets" value={String(tickets)} onChange={(e) => setTickets(Number(e.target.value))}>
                {[1, 2, 3, 4, 5, 6].map((n) => (
                  <option key={n} value={n}>
                    {n === 1 ? T.oneTicket : fmt(T.tickets, { n })}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={T.fieldName} error={errors.name}>
              <Input data-field="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
            </Field>
            <Field label={T.fieldEmail} error={errors.email}>
              <Input data-field="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field>
          </div>
          <Button type="submit" size="lg" disabled={left === 0}>
            {T.confirmRsvp}
          </Button>
        </form>
        <p role="status" className="mt-4 flex min-h-6 items-start gap-2 font-medium text-primary">
          {message ? <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
          {message}
        </p>
      </Card>
    </Section>
  );
}
`;

function myBookingsFile(spec: AppSpec, events: boolean): string {
  const exportOn = has(spec, 'export');
  return lines(
    `import { useState } from 'react';`,
    `import { CalendarX${exportOn ? ', CalendarPlus' : ''} } from 'lucide-react';`,
    `import { Button, Card, EmptyState } from './ui';`,
    `import { Section } from './section';`,
    `import { useBookings } from '../booking-state';`,
    `import type { Booking } from '../data';`,
    `import { ItemIcon } from '../item-icon';`,
    `import { offeringById } from '../slots';`,
    `import { T } from '../texts';`,
    `import { fmt, formatDate, isoDay } from '../utils';`,
    ``,
    exportOn &&
      `/** A calendar file (.ics) for one booking, downloaded by the browser. */
function downloadIcs(booking: Booking, title: string, minutes: number) {
  const start = booking.date.replace(/-/g, '') + 'T' + booking.time.replace(':', '') + '00';
  const [h = 0, m = 0] = booking.time.split(':').map(Number);
  const endMinutes = h * 60 + m + minutes;
  const end = booking.date.replace(/-/g, '') + 'T' + String(Math.floor(endMinutes / 60) % 24).padStart(2, '0') + String(endMinutes % 60).padStart(2, '0') + '00';
  const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Atelier//Booking//EN', 'BEGIN:VEVENT', 'UID:' + booking.id, 'DTSTART:' + start, 'DTEND:' + end, 'SUMMARY:' + title.replace(/[,;\\\\]/g, ' '), 'END:VEVENT', 'END:VCALENDAR'].join('\\r\\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'booking-' + booking.date + '.ics';
  link.click();
  URL.revokeObjectURL(url);
}
`,
    `export function MyBookings() {`,
    `  const { bookings, cancel } = useBookings();`,
    `  const [message, setMessage] = useState('');`,
    `  const upcoming = bookings.filter((b) => b.date >= isoDay(0)).sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));`,
    `  return (`,
    `    <Section id="my-bookings" title={T.mineTitle}>`,
    `      <p role="status" className="sr-only">`,
    `        {message}`,
    `      </p>`,
    `      {upcoming.length === 0 ? (`,
    `        <EmptyState icon={CalendarX} title={T.noBookings} hint={T.noBookingsHint} />`,
    `      ) : (`,
    `        <ul className="grid gap-4 md:grid-cols-2">`,
    `          {upcoming.map((booking) => {`,
    `            const offering = offeringById(booking.offeringId);`,
    `            const name = offering?.name ?? '';`,
    `            return (`,
    `              <li key={booking.id}>`,
    `                <Card className="flex items-start gap-4 p-4">`,
    `                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">`,
    `                    <ItemIcon name={offering?.icon ?? 'CalendarCheck'} className="size-5" />`,
    `                  </span>`,
    `                  <div className="min-w-0 flex-1">`,
    `                    <p className="font-semibold text-slate-900 dark:text-white">{name}</p>`,
    `                    <p className="text-sm text-slate-600 dark:text-slate-400">`,
    `                      {formatDate(booking.date, { weekday: 'long', day: 'numeric', month: 'long' })} · {booking.time}`,
    `                    </p>`,
    events
      ? `                    <p className="text-sm text-slate-500 dark:text-slate-400">
                      {booking.tickets === 1 ? T.oneTicket : fmt(T.tickets, { n: booking.tickets })} · {booking.name}
                    </p>`
      : `                    <p className="text-sm text-slate-500 dark:text-slate-400">{booking.name}</p>`,
    `                    <div className="mt-2 flex flex-wrap gap-2">`,
    exportOn &&
      `                      <Button variant="outline" size="sm" onClick={() => downloadIcs(booking, name, offering?.minutes || 60)}>
                        <CalendarPlus aria-hidden="true" />
                        {T.downloadIcs}
                      </Button>`,
    `                      <Button`,
    `                        variant="ghost"`,
    `                        size="sm"`,
    `                        aria-label={fmt(T.cancelLabel, { name, date: formatDate(booking.date) })}`,
    `                        onClick={() => {`,
    `                          cancel(booking.id);`,
    `                          setMessage(T.cancelled);`,
    `                        }}`,
    `                      >`,
    `                        {T.cancel}`,
    `                      </Button>`,
    `                    </div>`,
    `                  </div>`,
    `                </Card>`,
    `              </li>`,
    `            );`,
    `          })}`,
    `        </ul>`,
    `      )}`,
    `    </Section>`,
    `  );`,
    `}`,
    ``,
  );
}

function heroFile(target: string | null, events: boolean, info: Info): string {
  const route = target !== null && !target.startsWith('#');
  const icons = [
    target && 'ArrowRight',
    events ? 'CalendarDays' : 'CalendarCheck',
    info.hours && 'Clock',
    info.address && 'MapPin',
    info.phone && 'Phone',
    info.email && 'Mail',
  ].filter(Boolean);
  return lines(
    `import { ${icons.join(', ')} } from 'lucide-react';`,
    route && `import { Link } from 'react-router-dom';`,
    target && (route ? `import { buttonClass } from './ui';` : `import { Button } from './ui';`),
    `import { T } from '../texts';`,
    target && !route && `import { scrollToId } from '../utils';`,
    ``,
    `export function Hero() {`,
    `  return (`,
    `    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-primary/15 via-transparent to-accent/15">`,
    `      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">`,
    `        <p className="inline-flex items-center gap-2 rounded-full bg-white/70 px-3 py-1 text-sm font-medium text-primary shadow-sm dark:bg-slate-900/70">`,
    `          <${events ? 'CalendarDays' : 'CalendarCheck'} aria-hidden="true" className="size-4" />`,
    `          {T.heroEyebrow}`,
    `        </p>`,
    `        <h1 id="hero-title" className="mt-5 max-w-3xl font-display text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl dark:text-white">`,
    `          {T.heroTitle}`,
    `        </h1>`,
    `        <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{T.heroSubtitle}</p>`,
    target &&
      (route
        ? `        <Link to="${target}" className={buttonClass('primary', 'lg', 'mt-8')}>
          {T.heroCta}
          <ArrowRight aria-hidden="true" />
        </Link>`
        : `        <Button size="lg" className="mt-8" onClick={() => scrollToId('${target.slice(1)}')}>
          {T.heroCta}
          <ArrowRight aria-hidden="true" />
        </Button>`),
    info.any &&
      `        <ul aria-label={T.infoTitle} className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700 dark:text-slate-300">`,
    Boolean(info.hours) &&
      `          <li className="inline-flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {T.infoHours}
          </li>`,
    Boolean(info.address) &&
      `          <li className="inline-flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {T.infoAddress}
          </li>`,
    Boolean(info.phone) &&
      `          <li>
            <a href={'tel:' + T.infoPhone.replace(/[^\\d+]/g, '')} className="inline-flex items-center gap-2 hover:text-primary">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {T.infoPhone}
            </a>
          </li>`,
    Boolean(info.email) &&
      `          <li>
            <a href={'mailto:' + T.infoEmail} className="inline-flex items-center gap-2 hover:text-primary">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {T.infoEmail}
            </a>
          </li>`,
    info.any && `        </ul>`,
    `      </div>`,
    `    </section>`,
    `  );`,
    `}`,
    ``,
  );
}

const TEAM = `import { Card } from './ui';
import { Section } from './section';
import { TEAM } from '../data';
import { T } from '../texts';

function initials(name: string): string {
  return name
    .replace(/^Dr\\.\\s*/, '')
    .split(/\\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

export function Team() {
  return (
    <Section id="team" title={T.teamTitle}>
      <ul className="grid gap-5 sm:grid-cols-3">
        {TEAM.map((person) => (
          <li key={person.name}>
            <Card className="flex items-center gap-4">
              <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-accent font-display text-lg font-bold text-on-primary">
                {initials(person.name)}
              </span>
              <div>
                <p className="font-semibold text-slate-900 dark:text-white">{person.name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{person.role}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
`;

const FAQ = `import { ChevronDown } from 'lucide-react';
import { Section } from './section';
import { T } from '../texts';

const ITEMS = [
  { q: T.faq1q, a: T.faq1a },
  { q: T.faq2q, a: T.faq2a },
  { q: T.faq3q, a: T.faq3a },
];

export function Faq() {
  return (
    <Section id="faq" title={T.faqTitle}>
      <div className="divide-y divide-slate-200 rounded-card border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {ITEMS.map((item) => (
          <details key={item.q} className="group p-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 dark:text-white">
              {item.q}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition group-open:rotate-180" />
            </summary>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{item.a}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
`;

/** The brief's opening hours and contact, shown under the hero (empty strings: not given). */
interface Info {
  any: boolean;
  hours: string;
  address: string;
  phone: string;
  email: string;
}

function infoOf(content: BriefContent | undefined): Info {
  const hours = (content?.hours ?? [])
    .map((h) => h.trim())
    .filter(Boolean)
    .join(' · ');
  const address = content?.contact?.address?.trim() ?? '';
  const phone = content?.contact?.phone?.trim() ?? '';
  const email = content?.contact?.email?.trim() ?? '';
  return { any: Boolean(hours || address || phone || email), hours, address, phone, email };
}

/** Seed hours: 09:00 to 18:00, closed on Sundays. */
const STOCK_HOURS: ([number, number] | null)[] = [
  null,
  ...Array.from({ length: 6 }, (): [number, number] => [540, 1080]),
];

function toMinutes(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/**
 * The bookable hours, Sunday to Saturday: the brief's week when it has one open day or more (closing at or
 * before opening means past midnight, so the day's times run to midnight), else the seed hours.
 */
export function bookingHours(content: BriefContent | undefined): ([number, number] | null)[] {
  const week = content?.week;
  if (!week || week.length !== 7) return STOCK_HOURS;
  const hours = week.map((day): [number, number] | null => {
    if (!day) return null;
    const open = toMinutes(day[0]);
    const close = toMinutes(day[1]);
    if (open === null || close === null || open >= 24 * 60) return null;
    return [open, close <= open ? 24 * 60 : close];
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

/** The currency of the brief's prices (its first priced item's, its event's, or the one it names), when it gave any. */
export function contentCurrency(content: BriefContent | undefined): string | null {
  const code = (
    listedItems({ content }, MAX_ITEMS).find((item) => priceOf(item) !== null)?.price?.currency ??
    content?.event?.price?.currency ??
    content?.currency
  )
    ?.trim()
    .toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : null;
}

/** Seed hours as the brief's week reads them ("HH:MM" open and close, null when closed). */
function stockWeek(): ([string, string] | null)[] {
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return STOCK_HOURS.map((day) => (day ? [clock(day[0]), clock(day[1])] : null));
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
    // Events keep their own headings ("Upcoming events", nav "Events"); services are the theme's word.
    ...(events ? {} : { itemsLabel: loc(spec, theme.itemWord) }),
    people: theme.team.map(([name, role]) => ({ name, role: loc(spec, role) })),
    columns: [],
    highlights: [],
    // No hours as written: they would add an opening-hours strip the stock app does not have.
    hours: [],
    week: stockWeek(),
  };
}

export const blueprint: Blueprint = {
  kind: 'booking',
  label: L.aBookingApp,
  defaultName: L.defaultName,
  sections: SECTIONS,
  defaultSections: ['hero', 'services', 'book', 'my-bookings', 'faq'],
  defaultFeatures: ['forms', 'persistence'],
  defaultTheme: { primary: '#0369a1', accent: '#10b981', font: 'sans', radius: 'lg' },
  // Bookings hold names and e-mails: only their visitor and the owner see them. Slots hold only what is
  // taken (service, day, time, seats), so every visitor reads them to grey those times out.
  dataRules: { bookings: 'append_only', slots: 'public_read_append' },
  render(spec, context: RenderContext = {}) {
    const events = isEvents(spec);
    const topic = mainTopic(spec);
    const theme = matchTheme(spec, THEMES) ?? generalTheme(topic);
    const items = listedItems(spec, MAX_ITEMS);
    const people = listedPeople(spec.content);
    const seeds = eventSeeds(topic, spec);
    const stockOfferings = events
      ? seeds.map(([title, description, daysAhead, time, venue, capacity, usd, icon], index) => ({
          id: `event-${index + 1}`,
          name: loc(spec, title),
          description: loc(spec, description),
          icon,
          price: price(spec, usd),
          minutes: 120,
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
          icon,
          price: price(spec, usd),
          minutes,
          daysAhead: 0,
          time: '',
          venue: '',
          capacity: 1,
          // The brief's people take the seed services in turn when it named no services of its own.
          host:
            people.length > 0
              ? people[index % people.length]!.name
              : theme.team[index % theme.team.length]![0],
        }));
    const team =
      people.length > 0 ? people : theme.team.map(([name, role]) => ({ name, role: loc(spec, role) }));
    // The brief's own items: only what it said, so no invented host (unless one person runs it all) or venue.
    const soleHost = people.length === 1 ? people[0]!.name : '';
    // A listed item named like a seed one (the stock offerings as content, after a follow-up edit) keeps
    // the seed's icon, date and venue, and its host while that person is still on the team.
    const listed = items.map((item, index) => {
      const name = item.name.trim();
      const description = item.detail?.trim() ?? '';
      const seedIndex = stockOfferings.findIndex((offering) => offering.name === name);
      const stock = seedIndex >= 0 ? stockOfferings[seedIndex] : undefined;
      const seedHost = seedIndex >= 0 ? theme.team[seedIndex % theme.team.length]![0] : '';
      const stockHost = !events && team.some((person) => person.name === seedHost) ? seedHost : '';
      if (events) {
        const seed = seeds[index % seeds.length]!;
        return {
          id: `event-${index + 1}`,
          name,
          description,
          icon: stock?.icon ?? seed[7],
          price: priceOf(item),
          minutes: durationOf(item, 120),
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
        icon: stock?.icon ?? theme.services[index % theme.services.length]![4],
        price: priceOf(item),
        minutes: durationOf(item, 60),
        daysAhead: 0,
        time: '',
        venue: '',
        capacity: 1,
        host: soleHost || stockHost,
      };
    });
    const own = listed.length > 0 ? null : briefEvent(spec);
    const offerings = listed.length > 0 ? listed : (own ?? stockOfferings);
    const currency = contentCurrency(spec.content);
    const textsTs = textsFile(
      spec,
      texts(spec, events, theme, Boolean(context.backend), own?.[0]?.name ?? null),
    );
    const sections = orderedSections(spec, SECTION_IDS);
    const shown = sections.length > 0 ? sections : ['services', 'book'];
    const pages = has(spec, 'pages');
    const home = shown.filter((id) => !GROUPS.some((g) => g.ids.includes(id)));
    // Where "book this" leads: the form on this page, or its route.
    const bookTarget = shown.includes('book') ? (pages && home.length > 0 ? '/book' : '#book') : null;
    const heroTarget = shown.includes('services')
      ? pages && !home.includes('services')
        ? '/'
        : '#services'
      : bookTarget;
    const files: Record<string, string> = {
      ...sharedFiles(spec),
      'src/texts.ts': currency
        ? textsTs.replace(/^export const CURRENCY = .*;$/m, `export const CURRENCY = ${lit(currency)};`)
        : textsTs,
      'src/data.ts': [
        DATA_TYPES,
        dataConst('OFFERINGS', 'Offering[]', offerings),
        dataConst('TEAM', '{ name: string; role: string }[]', team),
      ].join('\n'),
      'src/item-icon.tsx': iconFile([...offerings.map((o) => o.icon), 'CalendarCheck']),
      'src/booking-state.tsx': BOOKING_STATE,
      'src/backend.ts': backendFile(context.backend),
      'src/slots.ts': slotsLib(bookingHours(spec.content)),
      'src/App.tsx': appFile(spec, {
        sections,
        components: COMPONENTS,
        fallback: ['services', 'book'],
        homeLabel: 'navHome',
        groups: GROUPS,
        anchors: { services: 'navServices', book: 'navBook', 'my-bookings': 'navMine' },
        provider: {
          name: 'BookingProvider',
          importLine: `import { BookingProvider } from './booking-state';`,
        },
      }),
    };
    const generators: Record<string, () => string> = {
      hero: () => heroFile(heroTarget === '/' ? null : heroTarget, events, infoOf(spec.content)),
      services: () => offeringsFile(spec, events, bookTarget),
      book: () => (events ? RSVP_FORM : SERVICE_FORM),
      'my-bookings': () => myBookingsFile(spec, events),
      team: () => TEAM,
      faq: () => FAQ,
    };
    for (const id of shown) files[`src/components/${COMPONENTS[id]!.file}.tsx`] = generators[id]!();
    return files;
  },
  defaultContent: stockContent,
};
