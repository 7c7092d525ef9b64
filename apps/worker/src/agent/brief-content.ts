/**
 * The concrete things a brief lists, read as a structure so that the app shows them instead of stock
 * copy: what is sold or offered with its price ("Lavender Dream candle for $18", "Pro $29/month",
 * "Vinyasa (60 min, $20)"), the people ("Maria (owner)"), a board's named columns, listed features or
 * skills, opening hours, and what the product is in the person's own words.
 *
 * Blueprints use what is here and fall back to their own seed content for what is not.
 */
import {
  eventDateSpan,
  isWeekday,
  readEventDetails,
  readTimeAndVenue,
  type EventDetails,
} from './event-details.ts';
import { escapeRegExp } from './blueprints/content-shared.ts';
import { ARABIC_WAW_WORDS } from './collection-brief.ts';
import { CURRENCY_WORDS, SIGN_FAMILY, currencyOf } from './currency.ts';
import { askedAlready, CARD_TITLE, readCardFields, readFormFields } from './form-fields.ts';
import type { FieldDef } from '@atelier/app-kit/collection';
import type { AppLanguage } from './spec.ts';
import { readDonation, type DonationDetails } from './donation.ts';
import { readShows, type BriefShow } from './shows.ts';

/** A price as the brief gave it. */
export interface BriefPrice {
  amount: number;
  /** ISO 4217 code ("USD", "EUR", "TRY"); the app's default when the brief said none. */
  currency: string;
  /** What the price is per, when said ("$9/month", "€120 per year"). */
  period?: 'hour' | 'day' | 'week' | 'month' | 'year';
}

export interface BriefItem {
  /** As written, capitalised: "Lavender Dream candle", "Pro", "Haircut". */
  name: string;
  price?: BriefPrice;
  /** A duration the brief gave ("60 min", "1.5 hours", "1 hr 20 min"), in minutes. */
  minutes?: number;
  /** How many it serves ("serves 6", "4 kişilik", "pour 4 personnes", "4 raciones"). */
  servings?: number;
  /** Other words given with it ("with oat milk", "unlimited projects"). */
  detail?: string;
}

export interface BriefPerson {
  name: string;
  /** "owner", "stylist", "head chef", when said. */
  role?: string;
}

/** A question of the brief's FAQ, with its answer as written. */
export interface BriefQuestion {
  question: string;
  answer: string;
}

/** A testimonial as the brief quoted it: the words and who said them. */
export interface BriefQuote {
  /** Empty when the brief names who will speak but not what they said ("a testimonial from Hannah Ortiz"). */
  quote: string;
  author?: string;
  /** Who the author is, when said ("novelist", "дизайнер"). */
  role?: string;
}

export interface BriefContent {
  /**
   * What the app offers, in the brief's order: products, dishes, services, classes, plans, projects.
   * `itemsLabel` is what the brief called them ("Plans", "Services", "menu"), when it did.
   */
  items: BriefItem[];
  itemsLabel?: string;
  people: BriefPerson[];
  peopleLabel?: string;
  /** A board's stages in order ("Ideas, Drafting, Review, Published"). */
  columns: string[];
  /** Short phrases listed as features, skills, highlights or amenities. */
  highlights: string[];
  highlightsLabel?: string;
  /** Opening hours or a schedule, each as the person wrote it ("Tuesday to Saturday 9am-6pm"). */
  hours: string[];
  /**
   * The same hours read as a week, Sunday to Saturday: ["HH:MM", "HH:MM"] open to close, null when
   * closed. Absent when the brief gave no hours or they could not be read.
   */
  week?: ([string, string] | null)[];
  /** What the product or business is, in the person's words ("an invoicing tool for freelancers"). */
  description?: string;
  contact?: { email?: string; phone?: string; address?: string };
  /** The currency the brief names in words ("in euros", "TL olarak"), for amounts it gives none. */
  currency?: string;
  /**
   * Counts the brief claims for the product, as written ("12 000 подписчиков", "1 248 jardiniers déjà
   * inscrits", "5,000 teams"): the figures its page shows.
   */
  figures?: string[];
  /**
   * The kinds of work a portfolio is parted into ("Sections: Albums, Affiches, Carnets de croquis",
   * "Разделы: Свадьбы, Love story"), without the page's own parts (about, contact).
   */
  categories?: string[];
  /** What customers said, quoted in the brief ("Testimonials: 'Saved us hours' - Anna"). */
  testimonials?: BriefQuote[];
  /** "Free shipping over $50": the order total from which a shop delivers for free (0: every order). */
  freeShippingFrom?: BriefPrice;
  /** "FAQ: Can I export to Word? Yes.": the questions the brief answers, in its order. */
  faq?: BriefQuestion[];
  /** When and where the brief's event takes place (event-details.ts), and what a place at it costs. */
  event?: EventDetails & { price?: BriefPrice };
  /** The person who wrote the brief, when they say who they are ("I'm Mia Chen", "Меня зовут …"). */
  self?: string;
  /** An event's programme: what happens at what time ("Programme : 9h30 accueil café, 10h00 keynote …"). */
  program?: { time: string; title: string }[];
  /**
   * Classes held every week, a line each ("Lunes y miércoles 9:00 Hatha Yoga (Lucía)", "الأحد 7:00
   * صباحاً: يوغا الصباح مع مريم"): their days (Sunday 0), time (HH:MM), name and who leads them.
   */
  timetable?: WeeklyClass[];
  /** How many a class or an event takes ("Máximo 12 personas por clase", "80 мест"). */
  capacity?: number;
  /** What the brief's form asks besides name and email (form-fields.ts): "number of guests", "allergies". */
  form?: FieldDef[];
  /** What each card of a board holds besides its title (form-fields.ts): "guest name", "due date". */
  cardFields?: FieldDef[];
  /** A fundraiser's goal, the amounts offered and its thank-you (donation.ts). */
  donation?: DonationDetails;
  /** A tour's shows, a day, a town and a place each (shows.ts). */
  shows?: BriefShow[];
}

export interface WeeklyClass {
  /** Sunday 0 to Saturday 6, in the order written. */
  days: number[];
  /** The days and time as the brief wrote them ("Lunes y miércoles 9:00"). */
  written: string;
  time: string;
  title: string;
  host?: string;
}

/** Words that only place a day: "on", "le", "el", "am", "günü"… */
const DAY_WORDS_AROUND =
  /^(?:on|at|the|of|from|until|le|la|du|au|el|del|de|am|um|günü|tarihinde|до|по|с|на|يوم|في|من)$/iu;

/** An entry that only says when or where the event is. */
function restatesEvent(name: string, event: EventDetails): boolean {
  const folded = name.toLocaleLowerCase();
  const venue = event.venue?.toLocaleLowerCase() ?? '';
  // "Essayage robe le 3 mai", "«Пост к 8 марта»": a thing to do on a day says more than the day.
  const span = eventDateSpan(name);
  const besides = span ? `${name.slice(0, span.start)} ${name.slice(span.end)}` : '';
  const said = besides
    .split(/[\s«»"“”,.]+/u)
    .filter((word) => /\p{L}{2}/u.test(word) && !isWeekday(word) && !DAY_WORDS_AROUND.test(word));
  const onlyTheDay = span !== null && said.length === 0;
  return (
    onlyTheDay ||
    /^\d{1,2}(?::\d{2})?\s*[ap]\.?m\b/i.test(name) ||
    (venue !== '' && (venue.includes(folded) || folded.includes(venue)))
  );
}

/** True when a brief listed nothing concrete. */
export function isEmptyContent(content: BriefContent | undefined): boolean {
  if (!content) return true;
  return (
    content.items.length === 0 &&
    content.people.length === 0 &&
    content.columns.length === 0 &&
    content.highlights.length === 0 &&
    content.hours.length === 0 &&
    !content.description &&
    !content.contact &&
    !content.event &&
    !content.currency &&
    !content.testimonials?.length &&
    !content.freeShippingFrom &&
    !content.faq?.length &&
    !content.figures?.length &&
    !content.timetable?.length &&
    !content.self &&
    !content.donation &&
    !content.shows?.length
  );
}

/**
 * The words a language uses around listed content. Every lexicon is applied to every brief, so a
 * French brief typed in an English interface still reads; the language only picks the currency of
 * bare amounts ("Margherita 12").
 */
interface ContentLexicon {
  /** Names of lists of things offered ("plans", "services", "menu"). */
  items: string;
  /** Names of lists of people ("team", "teachers", "staff"). */
  people: string;
  /** Labels of quoted praise ("testimonials", "reviews"). */
  testimonials: string;
  /** Names of a board's stages ("columns", "stages", "lists"). */
  columns: string;
  /** Names of lists of short phrases ("features", "skills", "amenities"). */
  highlights: string;
  /** Words that open a list without a colon ("include", "such as", "like"). */
  openers: string;
  /** Words joining the last two entries ("and"). */
  and: string;
  /** Articles and possessives dropped from an entry's start. */
  articles: string;
  /** Verbs and prepositions before the first item of an unlabelled priced list ("selling", "with"). */
  leads: string;
  /** Words tying a name to its price ("for", "at"). */
  priceLinks: string;
  /** Cues of opening hours ("open", "hours"). */
  hoursCue: string;
  /** Sunday to Saturday; each entry an alternation of the day's names and short forms. */
  days: [string, string, string, string, string, string, string];
  everyDay: string;
  weekdays: string;
  weekends: string;
  closed: string;
  /** Words between two days or two times of a range ("to", "through"). */
  rangeWords: string;
  /** Appositive cues of a description after the name ("a", "an"). */
  describes: string;
}

const EN = {
  items:
    'tickets|ticket prices|admission|we do|we offer|we provide|we speciali[sz]e in|start with|starting with|begin with|plans?|prices?|pricing(?: plans| tiers)?|tiers?|packages?|tasks|cards|to-?dos|habits|routines?|exercises|workouts|recipes|posts|articles|questions|categories|talks|events|episodes|chapters|lessons|modules|goals|products?|items|services|treatments|menu(?: items)?|dishes|drinks|classes|courses|sessions|workshops|tours|rooms|offerings|projects|works|pieces|creations|albums|books|case studies|flavou?rs|collections?',
  people:
    '(?:head|lead|senior|chief|sous|pastry|executive)\\s+(?:bakers?|chefs?|baristas?|cooks?|stylists?|coach(?:es)?|instructors?|trainers?|teachers?|mechanics?|technicians?)|bakers|chefs?|baristas|cooks|stylists?|coach(?:es)?|instructors?|trainers?|teachers?|mechanics|technicians|team(?: members)?|staff|crew|cast|vets|veterinarians|nurses|hairdressers|musicians|photographers|tutors|organi[sz]ers|moderators|judges|djs|bands|owners?|managers?|barbers?|therapists?|doctors?|dentists?|founders?|hosts?|guides|speakers?|panel(?:ists)?|performers?|artists|line-?up|authors?|writers?|members|people|players|participants|contestants|teams',
  testimonials: 'testimonials?|reviews?|customer quotes?|quotes?|what (?:people|customers|clients|users) say',
  columns: 'columns|stages|lanes|statuses|status(?:es)? columns|lists|pipeline|(?:sales )?funnel',
  highlights:
    'features?|skills?|amenit(?:y|ies)|highlights?|benefits|perks|tools|integrations|specialties|specialities|metrics|kpis|stats',
  openers: 'are|is|include|includes|including|like|such as|called|named|would be|should be',
  and: 'and|&|or',
  articles: 'a|an|the|our|my|one|some',
  leads:
    'we do|we offer|we have|we sell|we provide|selling|sells|sell|offering|offers|offer|with|including|featuring|serving|serves|has|have|like|such as|of',
  priceLinks: 'for|at|of|costs?|priced at|is|=|@',
  hoursCue: 'open|opening hours|hours|we are open|business hours',
  days: [
    'sundays?|sun',
    'mondays?|mon',
    'tuesdays?|tues?',
    'wednesdays?|wed',
    'thursdays?|thurs?|thu',
    'fridays?|fri',
    'saturdays?|sat',
  ],
  everyDay: 'every day|everyday|daily|7 days a week|seven days a week|all week',
  weekdays: 'weekdays|on weekdays',
  weekends: 'weekends|on weekends',
  closed: 'closed(?: on)?',
  rangeWords: 'to|through|thru|until|till|-|–|—',
  describes: 'a|an|the',
} satisfies ContentLexicon;

const TR = {
  items:
    'biletler\\p{L}*|bilet fiyatları|görevler\\p{L}*|kartlar\\p{L}*|kart|alışkanlıklar\\p{L}*|egzersizler\\p{L}*|tarifler\\p{L}*|yazılar\\p{L}*|sorular\\p{L}*|kategoriler\\p{L}*|planlar\\p{L}*|paketler\\p{L}*|fiyatlar|ürünler\\p{L}*|hizmetler\\p{L}*|menü\\p{L}*|yemekler\\p{L}*|içecekler\\p{L}*|dersler\\p{L}*|kurslar\\p{L}*|atölyeler\\p{L}*|turlar\\p{L}*|odalar\\p{L}*|projeler\\p{L}*|çalışmalar\\p{L}*',
  people:
    'ekip\\p{L}*|kadro\\p{L}*|programda|oyuncular|katılımcılar|sahne alacak\\p{L}*|sahneye çıkacak\\p{L}*|sahnede|usta\\p{L}*|teknisyen\\p{L}*|veteriner\\p{L}*|fotoğrafçılar\\p{L}*|aşçı\\p{L}*|terapist\\p{L}*|diyetisyen\\p{L}*|psikolog\\p{L}*|hekim\\p{L}*|konuşmacı\\p{L}*|sanatçı\\p{L}*|öğretmen\\p{L}*|eğitmen\\p{L}*|hoca\\p{L}*|kuaför\\p{L}*|berber\\p{L}*|doktor\\p{L}*|şef\\p{L}*|kurucu\\p{L}*|çalışan\\p{L}*|yazar(?:lar)?',
  testimonials: 'yorum\\p{L}*|referans\\p{L}*|müşteri görüş\\p{L}*|görüş\\p{L}*',
  columns:
    'sütunlar\\p{L}*|kolonlar\\p{L}*|aşamalar\\p{L}*|listeler\\p{L}*|durumlar\\p{L}*|(?:satış )?huni\\p{L}*',
  highlights: 'özellikler\\p{L}*|yetenekler\\p{L}*|beceriler\\p{L}*|avantajlar\\p{L}*|olanaklar\\p{L}*',
  openers: 'şunlar|şöyle|gibi|olarak',
  and: 've|ile|veya',
  articles: 'bir|benim|bizim',
  leads: 'satan|satıyor\\p{L}*|sunan|sunuyor\\p{L}*|ile|içeren',
  priceLinks: 'için|fiyatı|fiyat',
  hoursCue: 'açık|çalışma saatleri|saatler\\p{L}*|açılış',
  days: [
    'pazar(?!tesi)\\p{L}*',
    'pazartesi\\p{L}*|pzt',
    'salı\\p{L}*|sal',
    'çarşamba\\p{L}*|çrş|çar',
    'perşembe\\p{L}*|prş|per',
    'cuma(?!rtesi)\\p{L}*|cum',
    'cumartesi\\p{L}*|cmt',
  ],
  everyDay: 'her gün|hergün|haftanın her günü',
  weekdays: 'hafta içi|hafta ici',
  weekends: 'hafta sonu|hafta sonları',
  closed: 'kapalı',
  rangeWords: '-|–|—|ile|ila|arası|den|dan|ten|tan',
  describes: 'bir',
} satisfies ContentLexicon;

const FR = {
  items:
    'billets|billetterie|nous proposons|on propose|nous faisons|on fait|tâches|cartes|fiches|habitudes|exercices|recettes|questions|catégories|forfaits|offres|tarifs|formules|produits|articles|services|prestations|soins|menu|carte|plats|boissons|cours|ateliers|projets|réalisations|créations|œuvres|albums|livres|chambres',
  people:
    "équipe|l'équipe|personnel|moniteurs|monitrices|au programme|programmation|line-up|mécanicien\\p{L}*|médecins?|docteurs?|dentistes?|vétérinaires?|vétos?|kinés?|kinésithérapeutes?|ostéopathes?|photographes|cuisinier\\p{L}*|pâtissier\\p{L}*|thérapeutes?|organisat\\p{L}*|intervenant(?:e)?s?|conférencier(?:e)?s?|artistes|professeurs?|professeures?|profs?|enseignants?|enseignantes?|coachs?|coiffeurs?|coiffeuses?|praticiens?|praticiennes?|chefs?|fondateurs?|fondatrices?|animateurs?|animatrices?|membres|auteur|autrice|auteurs|joueurs|joueuses|participants|équipes",
  testimonials: 'témoignages?|avis(?: clients?)?|ils parlent de nous',
  columns: 'colonnes|étapes|listes|statuts|pipeline|entonnoir(?: de vente)?',
  highlights: 'fonctionnalités|compétences|atouts|avantages|équipements|points forts',
  openers: 'sont|comprennent|incluant|comme|avec|tels que',
  and: 'et|ou|puis',
  articles: 'un|une|le|la|les|des|du|notre|nos|mon|ma|mes',
  leads: 'vendant|vend|propose|proposant|avec|offrant',
  priceLinks: 'pour|à|a',
  hoursCue: 'ouvert|ouverts|horaires|heures',
  days: ['dimanches?', 'lundis?', 'mardis?', 'mercredis?', 'jeudis?', 'vendredis?', 'samedis?'],
  everyDay: 'tous les jours|7 jours sur 7|7j/7',
  weekdays: 'en semaine',
  weekends: 'le week-end|le weekend|les week-ends',
  closed: 'fermé(?: le)?',
  rangeWords: 'à|au|a|-|–|—|jusqu.à',
  describes: 'un|une|le|la',
} satisfies ContentLexicon;

const ES = {
  items:
    'entradas|boletos|ofrecemos|hacemos|tareas|tarjetas|fichas|hábitos|ejercicios|recetas|entradas|preguntas|categorías|planes|tarifas|paquetes|productos|artículos|servicios|tratamientos|menú|menu|carta|platos|bebidas|clases|cursos|talleres|proyectos|trabajos|obras|creaciones|álbumes|libros|habitaciones',
  people:
    'equipo|personal|cartel|actúan|tocan|jugador(?:es|as)|monitor(?:es|as)|guías|participantes|line-up|mecánic[oa]s?|médic[oa]s?|doctor(?:es|as?)?|veterinari[oa]s?|fotógraf[oa]s|cociner[oa]s?|fisioterapeutas?|organizador(?:es|as?)?|ponentes?|oradora?s?|oradores|conferenciantes?|artistas|profesor(?:es)?|profesoras?|maestros?|maestras?|instructor(?:es)?|instructoras?|entrenador(?:es)?|entrenadoras?|estilistas?|barberos?|terapeutas?|chefs?|fundador(?:es)?|fundadoras?|miembros|autor|autora|autores',
  testimonials: 'testimonios?|reseñas?|opiniones|opinión',
  columns: 'columnas|etapas|listas|estados|pipeline|embudo(?: de ventas)?',
  highlights: 'funciones|funcionalidades|características|habilidades|ventajas|beneficios|servicios incluidos',
  openers: 'son|incluyen|incluye|como|con|tales como',
  // "e" is "and" only before an i sound ("padres e hijos"): "Pasta e Fagioli" is one dish.
  and: 'y|e(?=\\s+h?[iI])|o',
  // "más una carrera infantil gratis": "plus" before an article adds an entry, it names nothing.
  articles: 'más un|más una|un|una|el|la|los|las|nuestro|nuestra|nuestros|mi|mis',
  leads: 'vendiendo|vende|ofrece|ofreciendo|con',
  priceLinks: 'por|a|en',
  hoursCue: 'abierto|abiertos|horario|horarios',
  days: ['domingos?', 'lunes', 'martes', 'miércoles|miercoles', 'jueves', 'viernes', 'sábados?|sabados?'],
  everyDay: 'todos los días|todos los dias|a diario',
  weekdays: 'entre semana|días laborables',
  weekends: 'fines de semana|los fines de semana',
  closed: 'cerrado(?: los?)?',
  rangeWords: 'a|al|hasta|-|–|—',
  describes: 'un|una|el|la',
} satisfies ContentLexicon;

const RU = {
  items:
    'билеты|мы предлагаем|мы делаем|задач\\p{L}*|карточк\\p{L}*|привычк\\p{L}*|упражнени\\p{L}*|рецепт\\p{L}*|стать\\p{L}*|пост\\p{L}*|вопрос\\p{L}*|категори\\p{L}*|тариф\\p{L}*|план\\p{L}*|пакет\\p{L}*|товар\\p{L}*|продукт\\p{L}*|услуг\\p{L}*|процедур\\p{L}*|меню|блюд\\p{L}*|напитк\\p{L}*|заняти\\p{L}*|курс\\p{L}*|проект\\p{L}*|работ\\p{L}*|номер\\p{L}*',
  people:
    'команда|персонал|сотрудники|в программе|игроки|участники|выступают|выступят|лайн-ап|врач\\p{L}*|доктор\\p{L}*|механик\\p{L}*|парикмахер\\p{L}*|косметолог\\p{L}*|массажист\\p{L}*|шеф(?:-повар)?|ведущ\\p{L}*|организатор\\p{L}*|фотографы|спикер\\p{L}*|докладчик\\p{L}*|артист\\p{L}*|преподавател\\p{L}*|учител\\p{L}*|тренер\\p{L}*|инструктор\\p{L}*|мастера|стилист\\p{L}*|повар\\p{L}*|основател\\p{L}*|автор\\p{L}*',
  testimonials: 'отзыв\\p{L}*(?: клиентов)?',
  columns: 'колонк\\p{L}*|столбц\\p{L}*|столбец|этап\\p{L}*|списк\\p{L}*|статус\\p{L}*|воронк\\p{L}*',
  highlights: 'фич\\p{L}*|функци\\p{L}*|возможност\\p{L}*|навык\\p{L}*|преимуществ\\p{L}*|удобств\\p{L}*',
  openers: 'это|включают|такие как|как|с',
  and: 'и|или',
  articles: 'наш|наша|наши|мой|моя|мои',
  leads: 'продающий|продаёт|продает|предлагает|с',
  priceLinks: 'за|по|стоит',
  hoursCue: 'открыт\\p{L}*|работаем|часы работы|часы',
  days: [
    'воскресенье|вс',
    'понедельник\\p{L}*|пн',
    'вторник\\p{L}*|вт',
    'сред\\p{L}*|ср',
    'четверг\\p{L}*|чт',
    'пятниц\\p{L}*|пт',
    'суббот\\p{L}*|сб',
  ],
  everyDay: 'ежедневно|каждый день|без выходных',
  weekdays: 'по будням|будни',
  weekends: 'по выходным|выходные',
  closed: 'закрыт\\p{L}*|выходной',
  rangeWords: 'до|по|-|–|—',
  describes: '',
} satisfies ContentLexicon;

const AR = {
  items:
    'التذاكر|تذاكر|أسعار التذاكر|نقدم|نوفر|العادات|البطاقات|بطاقات|التمارين|الوصفات|المقالات|الأسئلة|الفئات|المهام|الخطط|الباقات|الأسعار|المنتجات|الخدمات|القائمة|الأطباق|المشروبات|الدروس|الدورات|الحصص|المشاريع|الأعمال|الغرف',
  people:
    'المقدم|المقدمة|المتحدث|المتحدثة|يحيي الحفل|يحييها|يحيي|تحيي|اللاعبون|اللاعبين|المشاركون|المشاركين|المشاركات|الشعراء|المؤدون|الأطباء|الطبيب|الطبيبة|الشيف|المنظمون|المتحدثون|المتحدثين|المتحدثات|المتحدث|الضيوف|الفنانون|الفريق|فريق العمل|الموظفون|المدربون|المدربة|المدرب|المعلمون|المعلمة|المعلم|المدرسون|الحلاقون|الطهاة|الطاهي|المؤسسون|المؤسس|الكاتب|المؤلف',
  testimonials: 'آراء العملاء|آراء|شهادات|شهادة|التقييمات|رأي عميل|رأي|ورأي عميل|ورأي|وآراء',
  columns: 'الأعمدة|أعمدة|بأعمدة|بالأعمدة|المراحل|مراحل|القوائم|الحالات|مسار المبيعات|قمع المبيعات',
  highlights: 'الميزات|المميزات|المهارات|المزايا|الخصائص',
  openers: 'هي|تشمل|مثل|مع',
  and: 'و|أو',
  articles: '',
  leads: 'يبيع|تبيع|يقدم|تقدم|مع',
  priceLinks: 'مقابل|بسعر|ب',
  hoursCue: 'مفتوح|نفتح|ساعات العمل|أوقات العمل|الساعات|الدوام|أوقات الدوام',
  // "من السبت للخميس": after "ل" (to) a day drops its article's alif.
  days: [
    'الأحد|لأحد',
    'الاثنين|الإثنين|لاثنين|لإثنين',
    'الثلاثاء|لثلاثاء',
    'الأربعاء|لأربعاء',
    'الخميس|لخميس',
    'الجمعة|لجمعة',
    'السبت|لسبت',
  ],
  everyDay: 'يوميا|يومياً|كل يوم|طوال الأسبوع',
  weekdays: 'أيام الأسبوع',
  weekends: 'عطلة نهاية الأسبوع',
  closed: 'مغلق',
  rangeWords: 'إلى|الى|حتى|ل|-|–|—',
  describes: '',
} satisfies ContentLexicon;

const LEXICONS: ContentLexicon[] = [EN, TR, FR, ES, RU, AR];

/** Every lexicon's alternatives for one slot, as one alternation. */
function any(slot: keyof Omit<ContentLexicon, 'days'>): string {
  return LEXICONS.map((lexicon) => lexicon[slot])
    .filter(Boolean)
    .join('|');
}

/** Word edges that work for every script (\b does not know Cyrillic or Arabic). */
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

function words(source: string, flags = 'iu'): RegExp {
  return new RegExp(`${B}(?:${source})${E}`, flags);
}

/** Lower case that keeps every character's position (Turkish İ would otherwise grow). */
function lower(text: string): string {
  return text.replace(/[\s\S]/gu, (c) =>
    c === 'İ' ? 'i' : c.toLowerCase().length === c.length ? c.toLowerCase() : c,
  );
}

/**
 * A line under "Товары:" or "Sections:" that is an entry without a bullet: a priced one ("Да Хун Пао,
 * 50 г — 1 200 ₽"), or a few words that end no sentence ("Carnets de croquis").
 */
function isPricedEntry(line: string): boolean {
  const trimmed = line.trim();
  return (
    trimmed.length <= 100 &&
    PRICE.test(trimmed) &&
    trimmed.split(/\s+/).length <= 10 &&
    !/[.!?]\s+\S|:\s*$/u.test(trimmed)
  );
}

function isPlainEntry(line: string): boolean {
  const trimmed = line.trim();
  if (!trimmed || trimmed.length > 100 || /:\s*$/.test(trimmed)) return false;
  const words = trimmed.split(/\s+/).length;
  if (isPricedEntry(trimmed)) return true;
  return words <= 5 && !/[.!?؟:]/u.test(trimmed);
}

/**
 * Sentences and lines; a dot inside a number ("$9.99") or an abbreviation ("e.g.") does not end one,
 * nor does a question mark (a quiz brief lists its questions). Bullet lines join the line before them
 * as one comma list: "Features:\n- sync\n- export" reads as "Features: sync, export".
 */
function clauses(text: string): string[] {
  // Bullets under a line that introduces them, or under each other, are one list: its lines joined
  // by commas, or by semicolons when the bullets hold commas of their own ("- Fabada: 3 horas, 6 raciones").
  // A list a line each without bullets ("Товары:\nДа Хун Пао — 1 200 ₽\n…") is plain all along: a
  // line without a bullet after bulleted ones ends their list.
  const groups: { intro: string; bullets: string[]; plain?: boolean }[] = [];
  const lines = text.split(/\n+/);
  for (const [index, line] of lines.entries()) {
    const last = groups.at(-1);
    const marked = /^\s*(?:[-*•—–]|\d+[.)])\s+(.+)$/.exec(line)?.[1]?.replace(/[.;,]\s*$/, '');
    // "Menemen – 180 TL\nSucuklu yumurta – 210 TL": priced lines one under another are a list of
    // their own, with no line to introduce them.
    const pricedRun =
      marked === undefined &&
      isPricedEntry(line) &&
      (last?.plain === true || isPricedEntry(lines[index + 1] ?? ''));
    const plain =
      marked === undefined &&
      (pricedRun ||
        (last !== undefined &&
          (last.plain || (last.bullets.length === 0 && /:\s*$/.test(last.intro))) &&
          isPlainEntry(line)));
    // A priced line joins the list open above it, or the line introducing it; else it starts its own.
    const joins =
      last !== undefined &&
      (pricedRun
        ? last.plain === true || (last.bullets.length === 0 && /:\s*$/.test(last.intro))
        : last.bullets.length > 0 || /[:,]\s*$/.test(last.intro));
    if (plain && joins) last.plain = true;
    const bullet = marked ?? (plain ? line.trim().replace(/[;,]\s*$/, '') : undefined);
    if (bullet !== undefined && last && joins) last.bullets.push(bullet);
    else if (pricedRun) groups.push({ intro: '', bullets: [bullet!], plain: true });
    else if (bullet !== undefined) groups.push({ intro: '', bullets: [bullet] });
    else groups.push({ intro: line, bullets: [] });
  }
  const joined = groups.map(({ intro, bullets }) => {
    if (bullets.length === 0) return intro;
    // "- columns: Ideas, Booked\n- cards: Florist, DJ quote": bullets with labels of their own are lines.
    const labelled = bullets.filter((bullet) => {
      const label = /^([\p{L}'’ ]{2,30})[:：]\s/u.exec(bullet)?.[1];
      return label !== undefined && LABELS.some((known) => known.exact.test(lower(label.trim())));
    }).length;
    // "- Dirección: …\n- Carta: …": bullets no line introduces, each with a label of its own, are lines.
    const keyed = bullets.filter((bullet) => /^[\p{L}'’ ]{2,30}[:：]\s/u.test(bullet)).length;
    // "Online store for Ember & Oak.\n- products: Cedar Smoke $24, …\n- cart + checkout": bullets no line
    // introduces, one of them a list of its own, are lines too.
    // "site:\n- Bölümler listesi: Bölüm 1 – …, Bölüm 2 – …, Bölüm 3 – …\n- Her bölümde süre, …": bullets
    // of mixed kinds, one a labelled list of its own, are what the page has, a line each.
    const keyedLists = bullets.filter((bullet) =>
      /^[\p{L}'’ ]{2,30}[:：]\s[^,]*,[^,]*,/u.test(bullet),
    ).length;
    if (
      labelled * 2 > bullets.length ||
      (keyedLists > 0 && keyed < bullets.length) ||
      (!/[:,]\s*$/.test(intro) && (keyed * 2 > bullets.length || labelled > 0))
    )
      return [intro, ...bullets].join('\n');
    const list = bullets.join(bullets.some((b) => /,(?!\d)/.test(b)) ? `${ENTRY_SEMICOLON} ` : ', ');
    const head = intro.replace(/,\s*$/, '');
    return !head ? list : /:\s*$/.test(head) ? `${head} ${list}` : `${head}, ${list}`;
  });
  return (
    joined
      .join('\n')
      // "В книгах — «Ёжик и облако» (2024), «Сказки …» (2025)": a dash before a list of quoted entries
      // introduces it as a colon does.
      .replace(
        /(^|[.!?\n]\s*)([^.!?\n:—–«"“]{2,30}?)\s+[—–]\s+(?=[«"“„][^»"”“]+[»"”“][^.!?\n]*,\s*[«"“„])/gu,
        '$1$2: ',
      )
      .replace(
        /\b(e\.g|i\.e|etc|vs|st|dr|dra|drs|mr|mrs|ms|sr|sra|srta|prof|pr|no|cad|sok|mah|blv|ave|apt)\./giu,
        (m) => m.replace(/\./g, '\u2024'),
      )
      // "(ex. Julie, Thomas)", "p. ej.", "örn.", "напр.": an example's abbreviation ends no sentence.
      .replace(/(?<![\p{L}])(?:ex|p\.\s?ej|por ej|örn|напр|т\.\s?е|т\.\s?к)\./giu, (m) =>
        m.replace(/\./g, '\u2024'),
      )
      // "م. سارة العتيبي و د. خالد الشمري", "ود. نورة": an engineer's and a doctor's title, not sentence ends.
      .replace(/(?<=^|[\s:،,]|\sو)([دمأ])\.(?=\s)/gu, '$1\u2024')
      // "Services: Haircut — 30 min, $25; Beard trim — 15 min, $15": after a list's colon, semicolons
      // part entries whose own commas hold their details; they end no sentence there.
      .replace(/:[^.!?\n]*;[^.!?\n]*/gu, (list) => list.replace(/;\s*/gu, `${ENTRY_SEMICOLON} `))
      // A number's full stop ends a sentence before a capital or an Arabic word ("… 4567. المنيو:").
      // So does a price's ("follow-ups £42. me and Priya …"), before any word; an ordinal's ("4. kat")
      // does not.
      .split(
        /\n+|(?<!\d)[.!;](?=\s|$)|(?<=\d)\.(?=\s+[\p{Lu}\u0600-\u06ff]|\s*$)|(?<=[$€£₺₽]\s?\d+(?:[.,]\d{1,2})?)\.(?=\s)|[!;。](?=\s|$)/u,
      )
      .map((part) => part.replace(/\u2024/g, '.').trim())
      .filter(Boolean)
  );
}

/** Stands for a semicolon that separates the entries of a list, not two sentences. */
const ENTRY_SEMICOLON = '\u241f';

/**
 * "and" between two entries, outside brackets; in Arabic also "و" written on the next word when that
 * word starts with the article or a title ("والشاعرة مريم", "ود. نورة").
 */
// "Wick & Wax", "bath & brush": an ampersand joins the words of one name.
const AND_SPLIT = new RegExp(
  `(?:\\s(?:${any('and')
    .split('|')
    .filter((word) => word !== '&')
    .join('|')})\\s|\\sو(?=ال\\p{L}{2}|[دمأ][.\u2024]\\s))(?![^(]*\\))`,
  'iu',
);

/** A quoted entry: "…", “…”, «…», „…“, ‘…’ or '…' (an apostrophe inside a word does not open one). */
const QUOTED_ENTRY =
  /"([^"]{2,120})"|“([^”]{2,120})”|«\s?([^»]{2,120}?)\s?»|„([^“”]{2,120})[“”]|‘([^’]{2,120})’|(?<![\p{L}\p{N}])'([^']{2,120})'(?![\p{L}\p{N}])/gu;
/** The commas and "and" that join a quoted entry to the next. */
const QUOTE_JOIN = new RegExp(`[\\s,;.،]*(?:(?:${any('and')})\\s*)?$`, 'iu');
/** What may stand between quoted entries: a few words of where each goes ("in Editing"), then a join. */
const BETWEEN_QUOTED = new RegExp(`^\\s*[^,;.،]{0,40}?${QUOTE_JOIN.source}`, 'iu');

/**
 * "'Literatür taraması', 'Anket tasarımı'", "«حملة رمضان» و«فيديو إطلاق المنتج»", "“Episode 42” in
 * Editing and “Intro music refresh” in Ideas": a list of quoted entries is split at its quotes, each
 * keeping the words after it, so an "and" or a dash inside one stays in it.
 */
function quotedEntries(list: string): string[] | null {
  const quotes = [...list.matchAll(QUOTED_ENTRY)];
  if (quotes.length < 2 || list.slice(0, quotes[0]!.index).trim().length > 0) return null;
  const parts: string[] = [];
  for (const [index, quote] of quotes.entries()) {
    const end = quote.index + quote[0].length;
    const tail = list.slice(end, quotes[index + 1]?.index ?? list.length);
    if (!BETWEEN_QUOTED.test(tail) && index < quotes.length - 1) return null;
    const inside = (quote.slice(1).find((group) => group !== undefined) ?? '').trim();
    // The words after a quote say where it goes or what it costs ("in Editing"), up to the next entry.
    const said = tail
      .replace(QUOTE_JOIN, '')
      .replace(/^[\s,;.،]+/u, '')
      .trim();
    // The last quote's words run to the end of the list only when they are few ("in Ideas").
    const kept = index < quotes.length - 1 || said.split(/\s+/).length <= 6 ? said : '';
    parts.push(kept ? `“${inside}” — ${kept}` : `“${inside}”`);
  }
  return parts;
}

/** "Examples:", "Примеры:", "Örnekler:", "أمثلة:": sample entries given as such. */
const EXAMPLES_LABEL =
  /(?<![\p{L}])(?:sample data|example data|données d['’]exemple|datos de ejemplo|örnek veri(?:ler)?|тестовые данные|بيانات تجريبية|examples?|for example|e\.g\.|sample (?:cards|deals|tasks|entries)|exemples?|par exemple|ejemplos?|por ejemplo|örnekler\p{L}*|örneğin|örnek|примеры?|например|أمثلة|مثال|مثلا|مثلاً)\s*[:：]\s*/iu;

const ARROW = /\s*(?:→|->|⟶|➝|➔|=>)\s*/gu;

/** Splits at commas (and the last "and") outside parentheses. */
function entries(list: string): string[] {
  const quoted = quotedEntries(list.trim());
  if (quoted) return quoted;
  // "Новый лид → Бриф → В работе": stages in order, parted by arrows and by no comma.
  if (!/[,،]/u.test(list) && (list.match(ARROW)?.length ?? 0) >= 2)
    return list
      .split(ARROW)
      .map((part) => part.trim())
      .filter(Boolean);
  if (list.includes(ENTRY_SEMICOLON)) {
    return list
      .split(ENTRY_SEMICOLON)
      .map((part) => part.replace(/^\s*(?:[-*•]\s+)?/, '').trim())
      .filter((part) => part && !ONLY_CURRENCY.test(part));
  }
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index]!;
    if (char === '(' || char === '[' || char === '«' || char === '“') depth += 1;
    if (char === ')' || char === ']' || char === '»' || char === '”') depth = Math.max(0, depth - 1);
    // "1,20 €" is one amount, not two entries.
    const decimalComma = char === ',' && /\d$/.test(current) && /^\d/.test(list.slice(index + 1));
    // "Espresso 1,80 € / Café crème 3,20 €": a slash between two priced entries parts them; one
    // before a period ("9 € / mois") does not.
    const slash =
      char === '/' &&
      / $/.test(current) &&
      PRICE.test(current) &&
      PRICE.test(/^ ((?:[^,/]|,(?=\d))*)/u.exec(list.slice(index + 1))?.[1] ?? '') &&
      /^ \p{L}/u.test(list.slice(index + 1));
    if (
      depth === 0 &&
      !decimalComma &&
      (char === ',' || char === '،' || char === '\u2022' || char === '|' || slash)
    ) {
      parts.push(current);
      current = '';
    } else if (depth === 0 && (char === '?' || char === '؟') && /^\s+\S/.test(list.slice(index + 1))) {
      // "capital of Australia? capital of Canada?": each question is an entry.
      parts.push(current + char);
      current = '';
    } else current += char;
  }
  parts.push(current);
  const counted = parts.filter((part) => part.trim()).length;
  const bracketedEnds = parts.filter((part) => /\)\s*$/u.test(part)).length;
  return parts
    .flatMap((part, index) => {
      // "& " inside a name ("Wick & Wax") stays; "and" splits only between two entries.
      // "«Le Renard et la Lune»": an "and" inside a quoted title joins no two entries.
      // "Rent, Water and electricity, Shopping": in a list counted out with commas, an "and" before
      // the last comma is inside an entry.
      const split = (/[«“„"]/u.test(part) ? [part] : part.split(AND_SPLIT)).filter((piece) => piece.trim());
      const priceFirst = split.length === 2 && PRICE.test(split[0]!) && !PRICE.test(split[1]!);
      const inside =
        counted >= 3 &&
        index < parts.length - 1 &&
        !priceFirst &&
        !split.every((piece) => PRICE.test(piece) || FREE.test(piece));
      // "№6 Кредиты (47 мин), №5 Дети и гаджеты (39 мин)": among entries that each end in their
      // details, an "and" before the last one's details is inside its title.
      const titled =
        bracketedEnds >= 2 &&
        split.length > 1 &&
        /\)\s*$/u.test(split.at(-1)!) &&
        !split.slice(0, -1).some((piece) => /[()]/u.test(piece));
      const pieces = inside || titled ? [part] : split;
      // "Pork and chive dumplings": a capitalised entry running on in lower case is one dish.
      const runsOn =
        pieces.length === 2 && /^\s*\p{Lu}\p{Ll}*\s*$/u.test(pieces[0]!) && /^\s*\p{Ll}/u.test(pieces[1]!);
      // "bath and brush $40": one price for the pair is one item, where "Pro $9 and Team $29" are two.
      const priced = pieces.filter((piece) => PRICE.test(piece) || FREE.test(piece)).length;
      // "sports massage £40 and a back pain clinic": a price before the "and" is the first one's alone.
      const onePrice =
        priced > 0 && priced < pieces.length && (PRICE.test(pieces.at(-1)!) || FREE.test(pieces.at(-1)!));
      return pieces.length > 1 &&
        !runsOn &&
        !onePrice &&
        (pieces.every((piece) => piece.trim().split(/\s+/).length <= 6) ||
          pieces.every((piece) => PRICE.test(piece)))
        ? pieces
        : [part];
    })
    .map((part) => part.replace(/^\s*(?:[-*•]\s+)?/, '').trim())
    .filter((part) => part && !ONLY_CURRENCY.test(part))
    .map((part, index, all) => (index > 0 && index === all.length - 1 ? withoutArabicAnd(part) : part));
}

/** "وفرقة رضا" last in a list: the "and" written on the entry's first word is not part of its name. */
function withoutArabicAnd(entry: string): string {
  const word = /^و([\u0621-\u064A]+)/u.exec(entry);
  if (!word || ARABIC_WAW_WORDS.test(`و${word[1]}`)) return entry;
  return word[1]!.startsWith('ال') || word[1]!.length >= 4 ? entry.slice(1) : entry;
}

const CURRENCY = CURRENCY_WORDS.map(([source]) => source).join('|');

/** "in euros", "en dólares", "в рублях", "TL olarak": the currency of every amount the brief gives bare. */
const CURRENCY_STATED = new RegExp(
  `(?:^|[\\s,(])(?:(?:in|en|em|в)\\s+|ب)(${CURRENCY})${E}|(?:^|[\\s,(])(${CURRENCY})\\s+(?:olarak|cinsinden)${E}`,
  'iu',
);
/** A list entry that only says the currency ("…, in euros"). */
const ONLY_CURRENCY = new RegExp(`^(?:${CURRENCY_STATED.source})\\s*$`, 'iu');
const PERIODS: [BriefPrice['period'] & string, string][] = [
  ['hour', 'hour|hr|h|saat|heure|hora|час|ساعة'],
  ['day', 'day|night|gün|gece|jour|nuit|día|dia|noche|день|сутки|يوم|ليلة'],
  ['week', 'week|wk|hafta|semaine|semana|неделю|неделя|أسبوع'],
  ['month', 'month|mo|ay|mois|mes|месяц|мес|شهر|شهريا'],
  ['year', 'year|yr|annum|yıl|sene|an|année|año|год|سنة|سنويا'],
];
const AMOUNT = '\\d{1,3}(?:[.,\\s]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';
const PERIOD = PERIODS.map(([, source]) => source).join('|');
const PERIOD_TAIL = `\\s*(?:/\\s*|\\s(?:per|a|an|each|every|par|por|al|в|за|في|başına|/)\\s+|\\s)?(?:${PERIOD})\\p{M}*${E}|\\s*(?:monthly|yearly|annually|weekly|daily|hourly|aylık|yıllık|haftalık|günlük|mensuel|annuel|mensual|anual|в месяц|в год|شهريا|سنويا)\\p{M}*${E}`;
const PRICE = new RegExp(
  // "Croque-monsieur 8,50 €": a currency's letters ending a word are none.
  // "$95k–$120k" is a salary's range in thousands, not a thing's price.
  `(?:(?<![\\p{L}])(${CURRENCY})\\s?(${AMOUNT})(?![\\d.,]*[kK](?![\\p{L}]{2}))|(${AMOUNT})\\s?(${CURRENCY})${E})((?:${PERIOD_TAIL}))?`,
  'iu',
);
// "no phone before 9", "lights out at 10": a number after a word of time is an hour, not a price.
const BARE_PRICE = new RegExp(
  `(?:^|(?<!(?:^|\\P{L})(?:before|after|at|until|till|by|around|avant|après|apres|à|antes|después|despues|hasta|до|после|önce|sonra))\\s)(${AMOUNT})((?:${PERIOD_TAIL}))?\\s*$`,
  'iu',
);
const DURATION = new RegExp(
  `(\\d+(?:[.,]\\d+)?)\\s?(min(?:ute)?s?|mins|dk|dakika|мин\\p{L}*|دقيقة|دقائق|h|hrs?|hours?|saat|heures?|horas?|час\\p{L}*|ساعة|ساعات)${E}(?:\\s?(\\d{1,2})\\s?(?:min(?:ute)?s?|mins|dk|dakika|мин\\p{L}*|دقيقة|دقائق)${E})?`,
  'iu',
);
/** "serves 6", "for 4 people", "4 kişilik", "pour 4 personnes", "para 4 raciones", "на 4 порции", "لـ 4 أشخاص". */
const SERVINGS = new RegExp(
  // "на 8 занятий", "for 10 classes": a number of something else after it serves no one.
  `(?<![\\p{L}])(?:serves|serving|for|pour|para|на|لـ?)\\s?(\\d{1,3})(?:\\s+(?:people|persons|servings|portions|personnes|pers\\.?|parts|personas|raciones|porciones|персон\\p{L}*|человек|порци\\p{L}*|أشخاص|اشخاص)|(?!\\s*\\p{L}))${E}|(\\d{1,3})\\s?(?:servings|portions|kişilik|porsiyon|personnes|parts|raciones|porciones|personas|порци\\p{L}*|персон\\p{L}*|أشخاص)${E}`,
  'iu',
);

/** Currencies counted in thousandths: "3.500 د.ك" is three and a half dinars. */
const THOUSANDTHS = new Set(['KWD', 'JOD', 'BHD', 'OMR', 'TND']);

/** An amount as written, in its currency: "3.500" of a dinar has three decimals. */
function amountIn(text: string, currency: string): number {
  const thousandths = THOUSANDTHS.has(currency) ? /^(\d{1,3})[.,](\d{3})$/.exec(text.trim()) : null;
  return thousandths ? Number(`${thousandths[1]}.${thousandths[2]}`) : amountOf(text);
}

function amountOf(text: string): number {
  const compact = text.replace(/\s/g, '');
  // "1.200,50" and "1,200.50": the last separator followed by two digits is the decimal point.
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = decimal ? compact.slice(0, -decimal[0].length) : compact;
  const value = Number(whole.replace(/[.,]/g, '')) + (decimal ? Number(`0.${decimal[1]}`) : 0);
  return Number.isFinite(value) ? value : NaN;
}

/** Each period's words at the start of a string, in PERIODS order. */
const PERIOD_WORDS: [BriefPrice['period'] & string, RegExp][] = PERIODS.map(([period, source]) => [
  period,
  new RegExp(`^(?:${source})${E}`, 'iu'),
]);

function periodOf(tail: string | undefined): BriefPrice['period'] {
  if (!tail) return undefined;
  // "/ay" is Turkish for a month: "a" is an article only as a word of its own.
  const word = lower(tail).replace(/^[\s/]*(?:(?:per|a|an|each|every|par|por|al|в|за|في|başına)\s+)?/u, '');
  if (/^(monthly|aylık|mensuel|mensual|в месяц|شهريا)/u.test(word)) return 'month';
  if (/^(yearly|annually|yıllık|annuel|anual|в год|سنويا)/u.test(word)) return 'year';
  if (/^(weekly|haftalık)/u.test(word)) return 'week';
  if (/^(daily|günlük)/u.test(word)) return 'day';
  if (/^(hourly)/u.test(word)) return 'hour';
  for (const [period, pattern] of PERIOD_WORDS) if (pattern.test(word)) return period;
  return undefined;
}

interface Found {
  price?: BriefPrice;
  minutes?: number;
  servings?: number;
  /** The entry with the price and duration taken out. */
  rest: string;
}

const FREE = new RegExp(
  `${B}(?:free|for free|gratis|ücretsiz|bedava|gratuit|gratuite|бесплатно|مجاني|مجانا)${E}`,
  'iu',
);

function takePriceAndDuration(entry: string, currency: string, bare: boolean): Found {
  let rest = entry;
  let price: BriefPrice | undefined;
  const money = PRICE.exec(rest);
  if (money) {
    const code = currencyOf(money[1] ?? money[4] ?? '');
    const amount = amountIn(money[2] ?? money[3] ?? '', code);
    if (Number.isFinite(amount)) {
      const period = periodOf(money[5]);
      price = { amount, currency: code, ...(period ? { period } : {}) };
      rest = rest.slice(0, money.index) + ' ' + rest.slice(money.index + money[0].length);
    }
  }
  let minutes: number | undefined;
  // "serves 8" is how many it feeds, not a price.
  let servings: number | undefined;
  const serves = SERVINGS.exec(rest);
  if (serves && /\p{L}/u.test(serves[0])) {
    servings = Number(serves[1] ?? serves[2]);
    rest = rest.slice(0, serves.index) + ' ' + rest.slice(serves.index + serves[0].length);
  }
  const duration = DURATION.exec(rest);
  if (duration) {
    const value = amountOf(duration[1]!);
    minutes = /^(h|hr|hrs|hour|saat|heure|hora|час|ساع)/iu.test(duration[2]!)
      ? Math.round(value * 60) + Number(duration[3] ?? 0)
      : value;
    rest = rest.slice(0, duration.index) + ' ' + rest.slice(duration.index + duration[0].length);
  }
  const free = FREE.exec(rest);
  if (!price && free) {
    price = { amount: 0, currency };
    const without = rest.slice(0, free.index) + ' ' + rest.slice(free.index + free[0].length);
    // "Free plan" is the plan's name, as "Pro plan" is; "Tote bag free" is a tote bag.
    if (
      !/^\s*(?:plan|tier|package|version|edition|paket|sürüm|forfait|offre|formule|plan|тариф|باقه|باقة)?\s*$/iu.test(
        without,
      )
    )
      rest = without;
  }
  if (!price && bare) {
    const number = BARE_PRICE.exec(rest);
    if (number) {
      const amount = amountOf(number[1]!);
      const period = periodOf(number[2]);
      if (Number.isFinite(amount) && amount > 0) price = { amount, currency, ...(period ? { period } : {}) };
      rest = rest.slice(0, number.index);
    }
  }
  return {
    ...(price ? { price } : {}),
    ...(minutes ? { minutes } : {}),
    ...(servings ? { servings } : {}),
    rest,
  };
}

const ARTICLES = new RegExp(`^(?:(?:${any('articles')})\\s+)+`, 'iu');
const PRICE_LINKS = new RegExp(`\\s+(?:${any('priceLinks')})\\s*$`, 'iu');

/**
 * A title that starts with its article as written ("A winter in Hokkaido", "The long walk home", "Les
 * trous noirs", "Le microbiote"): a capital article before more words is part of the name, where "a
 * haircut" or "my notes" are not.
 */
const TITLE_ARTICLE = /^(?:A|An|The)\s+\S+\s+\S+|^(?:Le|La|Les|El|Los|Las)\s+\p{L}/u;

/** Trims an entry to its name: no article, no dangling "for", no empty brackets or dashes. */
function tidy(text: string): string {
  // «Le Renard et la Lune», “The Long Walk”: a quoted title is kept whole, its quotes dropped.
  const quoted = /^\s*[«“„"][^«»“”„"]+[»”"]\s*$/u.test(text.replace(/\(\s*[,;]?\s*\)/g, ' '));
  const trimmed = text
    .replace(/\(\s*[,;]?\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-–—:,\s"“'‘«„]+|[-–—:,\s"”'’.»]+$/gu, '');
  // "ООО «Северный ветер»": a quote opened inside the name closes there too.
  const closed = !quoted && /«[^»]*$/u.test(trimmed) ? `${trimmed}»` : trimmed;
  const cleaned = closed
    .replace(quoted || TITLE_ARTICLE.test(trimmed) ? /^$/ : ARTICLES, '')
    .replace(PRICE_LINKS, '')
    .replace(/[-–—:,\s]+$/g, '')
    .trim();
  return cleaned;
}

/** Capitalised in the brief's own casing: Turkish "interneti" becomes "İnterneti". */
function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** Words that give the app its name, in the six languages. */
const NAMING_CUE =
  /(?<![\p{L}])(?:called|named|llamad[oa]s?|appel[ée]e?s?|nomm[ée]e?s?|adl[ıi]|ad[ıi]nda|isimli|под названием|называется|اسمه|اسمها|يسمى)(?![\p{L}])/iu;

/** An entry of a list of things offered: name, price, duration and what else was said of it. */
function readItem(entry: string, currency: string, bare: boolean, locale: string): BriefItem | null {
  // "«Неделя на Байкале за 40 000 ₽»", "“Paris for $500”": a quoted title holds its amount, it is no price.
  const titled = /^\s*[«“"]([^«»“”"]{2,120})[»”"]\s*$/u.exec(entry);
  // ("'Hotel Brisamar - 3.200 €'" is a deal and its amount, set apart by the dash).
  if (titled && PRICE.test(titled[1]!) && !/\s[-–—:]\s/u.test(titled[1]!)) return { name: titled[1]!.trim() };
  const brackets = /\(([^)]*)\)/.exec(entry);
  // "(album, 2023)": a year beside the item, not its price.
  const year =
    brackets !== null &&
    /(?<![\d.,])(?:19|20)\d{2}(?![\d.,])/.test(brackets[1]!) &&
    !PRICE.test(brackets[1]!);
  const inside = brackets ? takePriceAndDuration(brackets[1]!, currency, !year) : null;
  const outside = takePriceAndDuration(brackets ? entry.replace(brackets[0], ' ') : entry, currency, bare);
  const price = outside.price ?? inside?.price;
  const minutes = outside.minutes ?? inside?.minutes;
  const servings = outside.servings ?? inside?.servings;
  // "Pro — unlimited projects", "Haircut: wash and style": the words after a dash describe the item.
  // "Meditate 10 minutes" is what the habit is; "Vinyasa (60 min, $20)" has a length.
  const named =
    !price && !inside?.minutes && outside.minutes ? entry.replace(brackets?.[0] ?? '', ' ') : outside.rest;
  // A quoted entry is named by all of its quote ("“Email Dr. Okafor re: ethics form”").
  const quote = /^\s*“([^”]{2,120})”\s*(?:[-–—]\s*)?(.*)$/u.exec(named);
  // "'Ep 41 - Sourdough science' with guest Maya Okafor": a name in plain quotes is all of it too.
  const plain = quote
    ? null
    : /^\s*(['"‘«][^'"’»]{2,120}['"’»])(?![\p{L}])\s*(?:[-–—]\s*)?(.*)$/u.exec(named);
  const [head, ...tail] = quote
    ? [`“${quote[1]!}”`, quote[2]!]
    : plain
      ? [plain[1]!, plain[2]!]
      : named.split(/\s[-–—:]\s|:\s/);
  // "60 минут — 1 500 руб", "90 minutes - $55": a session named only by its length is named so.
  // "entry is £15 for adults", "Billets 12 € plein tarif": a ticket's kind, not the word for a ticket.
  const kindOf = (text: string) =>
    text
      .trim()
      .replace(
        /^(?:entry|admission|registration|tickets?|billets?|entrées?|inscriptions?|entradas?|inscripci[óo]n(?:\s+de)?|biletler|kayıt|билеты|регистрация)(?:\s+(?:is|are|es|est))?\s+(?=\p{L})/iu,
        '',
      )
      .replace(/^(?:for|pour|para)\s+(?=\p{L})/iu, '');
  const name =
    tidy(price ? kindOf(head ?? '') : (head ?? '')) ||
    (price && minutes ? tidy(DURATION.exec(entry)?.[0] ?? '') : '');
  // "Tortilla de patatas: 40 min, 4 raciones": the length and servings read are not said again.
  const said = tail.join(' - ');
  const described = minutes || servings ? takePriceAndDuration(said, currency, false).rest : said;
  const detail = [tidy(described.replace(/^[\s,;]+|[\s,;]+$/g, '')), inside ? tidy(inside.rest) : '']
    .filter(Boolean)
    .join(', ');
  if (!name || name.length > 60 || name.split(/\s+/).length > 8 || /^\d+$/.test(name)) return null;
  // "veganas llamado Verde Vivo con entradas": the words that name the app are no entry of its list.
  if (NAMING_CUE.test(name)) return null;
  // "… and let me drag cards between columns": what the app should let the person do.
  if (ASKS_TO_DO.test(name)) return null;
  // "…, and a" before the next list's label: words that join, naming nothing.
  if (/^(?:(?:and|or|a|an|the|y|o|et|ou|ve|и|или|و)\s*)+$/iu.test(name)) return null;
  return {
    name: capitalise(name, locale),
    ...(price ? { price } : {}),
    ...(minutes ? { minutes } : {}),
    ...(servings ? { servings } : {}),
    ...(detail ? { detail } : {}),
  };
}

/** "Price: $3.99/month": a price with no name of its own is named by its list. */
function unnamed(entry: string, label: string, currency: string, locale: string): BriefItem | null {
  const found = takePriceAndDuration(entry, currency, true);
  if (!found.price || tidy(found.rest)) return null;
  // "Gratis" alone is both the plan's name and its price.
  const word = tidy(entry);
  return { name: capitalise(/^\p{L}+$/u.test(word) ? word : label, locale), price: found.price };
}

function readPerson(entry: string, locale: string): BriefPerson | null {
  const brackets = /^(.+?)\s*\(([^)]+)\)\s*$/.exec(entry);
  const dashed = /^(.+?)\s+(?:[-–—:,]|as|the|is our|—)\s+(.+)$/iu.exec(entry);
  const [name, role] = brackets
    ? [brackets[1]!, brackets[2]!]
    : dashed
      ? [dashed[1]!, dashed[2]!]
      : [entry, ''];
  // "Les Frères Cazal", "The Lumineers": a capitalised article is part of a band's name.
  const article = /^\s*(The|Les|Los|Las|La|Le|El|Die)\s+(?=\p{Lu})/u.exec(name)?.[1];
  const tidied = tidy(name);
  const cleaned = article && !tidied.startsWith(article) ? `${article} ${tidied}` : tidied;
  if (!cleaned || cleaned.split(/\s+/).length > 4 || cleaned.length > 40) return null;
  const cleanRole = tidy(role);
  return {
    name: capitalise(cleaned, locale),
    ...(cleanRole && cleanRole.length <= 40 ? { role: cleanRole } : {}),
  };
}

/** What a person does at a business, said beside their name: "owner", "head caretaker", "fleuriste". */
const ROLE_WORD = new RegExp(
  `^(?:(?:head|senior|junior|lead|chief|our|my|the)\\s+)*(?:owner|co-?owner|founder|co-?founder|manager|caretaker|groomer|receptionist|assistant|propriétaire|gérante?|fondat\\p{L}*|dueñ[oa]|gerente|sahib\\p{L}*|müdür\\p{L}*|kurucu\\p{L}*|владел\\p{L}*|управляющ\\p{L}*|основател\\p{L}*|صاحب\\p{L}*|مدير\\p{L}*|${any('people')})$`,
  'iu',
);

/**
 * People named in passing with what they do: "mention me, Marisol Ortega (owner), and Dev Hallett, our
 * head caretaker". Only names of two capitalised words with a role word, so a product in brackets
 * ("Snake Plant (large)") is none.
 */
function peopleInPassing(text: string, locale: string): BriefPerson[] {
  const found: BriefPerson[] = [];
  const pattern =
    /(\p{Lu}\p{Ll}+\s+\p{Lu}[\p{Ll}'’-]+)(?:\s*\(([^)]{2,40})\)|,\s+((?:our|my|notre|nuestr[oa]|mi)\s+[\p{Ll}\s-]{2,30}?)(?=[.,;]|$))/gu;
  for (const match of text.matchAll(pattern)) {
    const role = (match[2] ?? match[3] ?? '').trim();
    if (!ROLE_WORD.test(role)) continue;
    found.push({ name: match[1]!, role: role.replace(/^(?:our|my|notre|nuestr[oa]|mi)\s+/iu, '') });
  }
  return found.length > 0 && found.every((person) => capitalise(person.name, locale) === person.name)
    ? found.slice(0, 8)
    : [];
}

/**
 * "Presidente: Jorge Fernández. Tesorera: Silvina Paz.", "Owner: Ann Lee. Head groomer: Bo Kim.": each
 * person under a label of their own, two at least, so one "Address: Calle Mayor" is no person.
 */
const ANSWER_WORD =
  /^(?:answer|question|q|a|cevap|soru|yan[ıi]t|réponse|question|respuesta|pregunta|ответ|вопрос|الجواب|الإجابة|السؤال)$/iu;

function peopleByRole(text: string): BriefPerson[] {
  const pattern =
    /(?:^|[.!?;\n]\s*)(\p{Lu}[\p{L}.]{1,24}(?:\s+\p{Ll}[\p{L}.]{1,20})?)\s*[:：]\s*(\p{Lu}[\p{L}'’-]*(?:\s+(?:["“«][^"”»]{1,20}["”»]|\p{Lu}[\p{L}'’-]*)){1,3})\s*(?=[.;\n]|$)/gu;
  const place =
    /^(?:address|adres|adresse|dirección|direccion|адрес|venue|lieu|lugar|yer|место|where|où|dónde|location|ubicación|konum|menu|menú|carte|name|nom|nombre|ad[ıi]|название|app|site|brand|marka|marque|marca)$/iu;
  const street =
    /^(?:calle|rue|avenue|av|avenida|street|st|road|rd|ул|улица|cd|cad|caddesi|sokak|plaza|place|paseo)\b/iu;
  const found = [...text.matchAll(pattern)]
    .filter((m) => !place.test(m[1]!.trim()) && !street.test(m[2]!) && !ANSWER_WORD.test(m[1]!.trim()))
    .map((m) => ({ name: m[2]!.trim(), role: m[1]!.trim() }));
  // Each has a role of their own: "Cevap: Ağrı Dağı … Cevap: Van Gölü" answers questions.
  const roles = new Set(found.map((person) => person.role.toLowerCase()));
  return found.length >= 2 && roles.size === found.length ? found.slice(0, 12) : [];
}

/**
 * "le cabinet de Hugo Marchand et Léa Benali", "Anna Petrova and Mark Hill's studio": a place named by
 * two people is where both work. Only full names (two capitalised words each).
 */
function partners(text: string, name: string): BriefPerson[] {
  const full = /^\p{Lu}\p{Ll}+\s+\p{Lu}[\p{Ll}'’-]+$/u;
  if (!full.test(name)) return [];
  const after = new RegExp(
    `${escapeRegExp(name)}\\s+(?:et|and|&|y|e|ve|и)\\s+(\\p{Lu}\\p{Ll}+\\s+\\p{Lu}[\\p{Ll}'’-]+)`,
    'u',
  ).exec(text);
  return after ? [{ name }, { name: after[1]!.replace(/['’]s$/u, '') }] : [];
}

/** People labels that are verbs ("they play", "performing"), not names of a list. */
const PEOPLE_VERB =
  /^(?:actúan|tocan|sahne alacak\p{L}*|sahneye çıkacak\p{L}*|выступают|выступят|يحيي الحفل|يحييها|يحيي|تحيي)$/iu;

type ListKind = 'items' | 'people' | 'columns' | 'highlights' | 'testimonials';
const LIST_KINDS: ListKind[] = ['columns', 'people', 'testimonials', 'highlights', 'items'];

interface Labelled {
  kind: ListKind;
  label: string;
  list: string;
}

function depthAt(text: string, index: number): number {
  let depth = 0;
  for (const char of text.slice(0, index)) {
    if (char === '(' || char === '[' || char === '«' || char === '“') depth += 1;
    if (char === ')' || char === ']' || char === '»' || char === '”') depth = Math.max(0, depth - 1);
  }
  return depth;
}

/** A speaker named right before their words, with their role after a comma or in brackets. */
const SPEAKER_BEFORE =
  /(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})(?:\s*\(([^)]{2,60})\)|,\s*([^:–—()"“«]{2,40}?))?\s*[:–—-]\s*$/u;

/**
 * Quoted praise and who said it: "'Saved us hours' - Anna, \"Love it\" (Tom)", «C'est parfait» — Léa. A
 * quote may hold apostrophes ("I've"): a single-quoted one ends at the quote mark before its author.
 */
function readQuotes(list: string): BriefQuote[] {
  const quotes: BriefQuote[] = [];
  const pattern =
    /(?:"([^"]{3,300})"|“([^”]{3,300})”|«\s?([^»]{3,300}?)\s?»|„([^“”]{3,300})[“”]|(?<![\p{L}])'(.{3,300}?)'(?=\s*(?:[-–—(,;]|$)))\s*(?:[-–—,]\s*|\(\s*)?([^,;()"“”«»'\-–—]{2,60})?\)?/gu;
  let end = 0;
  for (const match of list.matchAll(pattern)) {
    const quote = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? '').trim();
    const after = match[6]?.trim().replace(/^(?:and|et|y|ve|и|و)\s+/iu, '');
    // "Priya Nandakumar, freelance editor: “…”", "Hüseyin Karaca (Karaca Kırtasiye) – “…”": who, then the words.
    const before = after ? null : SPEAKER_BEFORE.exec(list.slice(end, match.index));
    const author = after ?? before?.[1];
    const role = before ? (before[2] ?? before[3])?.trim() : undefined;
    if (quote) quotes.push({ quote, ...(author ? { author } : {}), ...(role ? { role } : {}) });
    end = (match.index ?? 0) + match[0].length;
  }
  return quotes;
}

/**
 * Who will speak, without their words: "from Hannah Ortiz (novelist)", "de Marta Ibáñez", "Анна
 * Соколова, дизайнер". The page shows that person with a line saying their words are coming.
 */
function readVoice(list: string): BriefQuote | null {
  // "Andrés Quintero de Barbería El Parche, y preguntas frecuentes": the voice ends at its comma.
  const said = /^([^,;،]+)[,;،]\s*(?:and|y|et|ve|и|و)\s/u.exec(list);
  if (said) return readVoice(said[1]!);
  const voice =
    /^\s*(?:(?:from|by|de|par|von|от|من)\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})(?:\s*\(([^)]{2,40})\)|,\s*(\p{L}[\p{L}\s-]{1,30})|\s+(?:from|of|at|de|d['’]|du|из)\s*(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+){0,3}(?:\s+(?:in|en|à|a|в)\s+\p{Lu}[\p{L}-]+)?))?\s*$/u.exec(
      list.replace(/[.!]\s*$/u, ''),
    );
  // "سلمان العتيبي صاحب بقالة النخلة": Arabic has no capitals; a name is two words, then who they are.
  const arabic =
    /^\s*(?:من\s+)?([\u0621-\u064a]{2,}\s+[\u0621-\u064a]{2,})(?:\s*[،,]\s*|\s+)?((?:صاحب|صاحبة|مدير|مديرة|مؤسس|مؤسسة|مالك|مالكة)\s+[^.،,]{2,40}|من\s+[\u0621-\u064a]{2,}(?:\s+[\u0621-\u064a]{2,})?)?\s*$/u.exec(
      list.replace(/[.!]\s*$/u, ''),
    );
  const found = voice ?? arabic;
  if (!found) return null;
  // "Florencia Gómez de Rosario": where they are from says who they are.
  const role = (voice ? (voice[2] ?? voice[3] ?? voice[4]) : arabic?.[2]?.replace(/^من\s+/u, ''))?.trim();
  return { quote: '', author: found[1]!, ...(role ? { role } : {}) };
}

/**
 * A Russian first name and surname, or patronymic, from the genitive ("Дмитрия Волкова", "Анны
 * Волковой", "Валентины Петровны", "Николая Ивановича").
 */
export function russianNominative(first: string, last: string): string {
  // A patronymic says who is a woman ("Петровны") or a man ("Ивановича").
  if (/(?:овны|евны|ичны)$/u.test(last))
    return `${first.replace(/ии$/u, 'ия').replace(/ы$/u, 'а').replace(/и$/u, 'я')} ${last.replace(/ы$/u, 'а')}`;
  if (/ича$/u.test(last)) return `${masculineFirstName(first)} ${last.slice(0, -1)}`;
  if (/(?:ой)$/u.test(last)) {
    // A woman's: "Анны Волковой" -> "Анна Волкова", "Марии Ким" keeps "Ким".
    return `${first.replace(/ии$/u, 'ия').replace(/ы$/u, 'а').replace(/и$/u, 'я')} ${last.replace(/ой$/u, 'а')}`;
  }
  return `${masculineFirstName(first)} ${last.replace(/(ов|ев|ин|ын)а$/u, '$1').replace(/(?:ого|его)$/u, 'ий')}`;
}

/**
 * "Андрея" -> "Андрей", "Игоря" -> "Игорь", "Дмитрия" -> "Дмитрий", "Ивана" -> "Иван", "Никиты" ->
 * "Никита": a man's first name from the genitive.
 */
function masculineFirstName(first: string): string {
  if (/ы$/u.test(first)) return first.replace(/ы$/u, 'а');
  return first
    .replace(/ия$/u, 'ий')
    .replace(/([аеёоуэю])я$/u, '$1й')
    .replace(/я$/u, 'ь')
    .replace(/а$/u, '');
}

/**
 * "two testimonials, one from Priya Nair, a UX designer in Leeds, and one from Tom Becker, a carpenter",
 * "отзывы от Валентины Петровны из Твери и Николая Ивановича из Самары": the voices a brief names for
 * its testimonials, each with who they are.
 */
function namedVoices(text: string): BriefQuote[] {
  const label = new RegExp(
    `${B}(?:${LEXICONS.map((lexicon) => lexicon.testimonials).join('|')})${E}`,
    'iu',
  ).exec(text);
  if (!label) return [];
  const rest = text.slice(label.index + label[0].length, label.index + label[0].length + 300);
  const latin =
    /(?:one|another|the other|une|l['’]autre|uno|otro|otra|biri)?\s*(?:from|by|de|par|от)\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,2})(?:,\s*(?:an?\s+|une?\s+|una?\s+)?([^,.;]{2,50}?)|\s+(из\s+\p{Lu}\p{Ll}+))?(?=,?\s+(?:and|et|y|и)\s|[,.;]|$)/gu;
  const voices = [...rest.matchAll(latin)].map((m) => ({
    quote: '',
    author: /от\s+$/u.test(rest.slice(0, m.index + m[0].indexOf(m[1]!))) ? cyrillicName(m[1]!) : m[1]!,
    ...((m[2] ?? m[3]) ? { role: (m[2] ?? m[3])!.trim() } : {}),
  }));
  // "от Валентины Петровны и Николая Ивановича": the second voice after "и" keeps the first's "от".
  const more =
    /(?:^|\s)от\s+\p{Lu}[^.]*?\s+и\s+(\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+)(\s+из\s+\p{Lu}\p{Ll}+)?/u.exec(rest);
  if (more && !voices.some((voice) => voice.author === more[1]))
    voices.push({ quote: '', author: cyrillicName(more[1]!), ...(more[2] ? { role: more[2].trim() } : {}) });
  return voices.length >= 1 ? voices.slice(0, 6) : [];
}

/** "Валентины Петровны" -> "Валентина Петровна": a name after "от" is in the genitive. */
function cyrillicName(name: string): string {
  const [first, last] = name.split(/\s+/);
  return first && last && /[\u0400-\u04ff]/u.test(name) ? russianNominative(first, last) : name;
}

/** At least two entries carry a price ("Haircut $35, Color $80"). */
function pricedList(list: string): boolean {
  return entries(list).filter((entry) => PRICE.test(entry)).length >= 2;
}

/** Each kind's label words, whole. */
const LABELS = LIST_KINDS.map((kind) => ({
  kind,
  source: any(kind),
  exact: new RegExp(`^(?:${any(kind)})$`, 'iu'),
}));
/** Any kind's label word; global, so only for matchAll. */
const LABEL_WORDS = new RegExp(`${B}(?:${LABELS.map((l) => l.source).join('|')})${E}`, 'giu');
/** What opens a list after its label: a colon, a dash, or an opener word ("include", "such as"). */
const OPENER = new RegExp(
  // "a team section showing Hannah …", "une section équipe avec …": the part of the page, then its list.
  `^\\s*(?:\\([^)]*\\)\\s*)?(?:\\s(?:in|here|too|also)\\s*,?)?(?:\\s(?:section|page|block|area|part)(?=\\s+(?:showing|featuring|listing|with)\\s))?(?::|-|–|—|=|\\s(?:showing|featuring|listing|${any('openers')})(?:\\s*:)?\\s)`,
  'iu',
);
/** "with To read, Reading and Done columns", "panosu: Okunacak, Okunuyor, Yazıldı sütunları olsun". */
const COLUMNS_AFTER = new RegExp(
  `(?:(?:with|having|ile|avec|con|с)\\s+(.+?)|:\\s*([^:;]+?,[^:;]+?))\\s+(?:${any('columns')})${E}`,
  'iu',
);
/** "cartes avec des candidats (ex. Julie Ferrand, Thomas Nguyen)": the examples in brackets are the list. */
const EXAMPLES_IN_BRACKETS =
  /^[^()]{0,60}\((?:ex\.|e\.g\.?|eg\.?|for example|for instance|such as|like|par ex(?:emple|\.)|p\.\s?ej\.|por ejemplo|como|örn\.|örneğin|mesela|напр\.|например|мол|مثل|مثلا|مثلاً)\s*:?\s*([^()]+)\)/iu;

/**
 * "Plans: a, b", "with columns Ideas, Doing and Done", "teachers Priya and Tom", "skills such as
 * Figma and research". Without a colon or an opener, the list must start with a capital or a
 * number, so "the team behind it" is not a list of people.
 */
/** What follows a word that is an entry with its amount, not a label: " 20000, …", " $8/month and …". */
const OWN_AMOUNT = new RegExp(
  `^\\s*(?:${CURRENCY})?\\s?(?:${AMOUNT})\\s?(?:${CURRENCY})?(?:${PERIOD_TAIL})?\\s*(?:,|\\s(?:and|y|et|ve|и|و)\\s|$)`,
  'iu',
);

/** An entry's colon before its price ("Croissant : 1,20 €"); a time's colon ("9:30") is none. */
const PRICED_COLON = /(?<!\d)[:：]\s*[$€£₺₽]?\s*\d/gu;

function findLabelled(clause: string, name: string | null = null): Labelled[] {
  const found: Labelled[] = [];
  const low = lower(clause);
  // "… Usta Berber için": a label word inside the app's name is a word of the name.
  const named = name ? low.indexOf(lower(name)) : -1;
  const inName = (index: number) => named >= 0 && index >= named && index < named + name!.length;
  // matchAll works on a copy of the global LABEL_WORDS, so its lastIndex stays 0.
  // A label word inside a quoted entry ("'Lit review ch.2'") is a word of that entry.
  const quoted = [...clause.matchAll(QUOTED_ENTRY)].map((m) => [m.index, m.index + m[0].length] as const);
  const hits = [...low.matchAll(LABEL_WORDS)].filter(
    (hit) =>
      depthAt(clause, hit.index) === 0 &&
      !inName(hit.index) &&
      !quoted.some(([start, end]) => hit.index > start && hit.index < end),
  );
  // Where each list starts: a label followed by a colon, an opener, a bracketed list, or (when no list
  // is open yet) a capital or a price. Inside an open list, a label word is just a word of it
  // ("Online plan $120", "meeting rooms").
  const starts: { index: number; kind: ListKind; label: string; list: string }[] = [];
  for (const hit of hits) {
    const kind = LABELS.find((l) => l.exact.test(hit[0]))?.kind;
    if (!kind) continue;
    // "продукты 20000, транспорт 5000": a label word with its own amount is an entry of the list.
    // "Free plan, Pro plan $8/month …": a label word right before a comma ends an entry.
    if (
      OWN_AMOUNT.test(clause.slice(hit.index + hit[0].length)) ||
      /^\s*,/.test(clause.slice(hit.index + hit[0].length))
    )
      continue;
    // "Страница концерта: …", "Page de l'atelier : …": the page is for the event; what follows is about it.
    if (
      /(?:^|\s)(?:page|site|website|страниц\p{L}*|сайт|лендинг|página|sitio|sayfa\p{L}*|صفحة)\s+(?:(?:for|of|de|du|de la|del|для)\s+)?(?:(?:the|l['’]|la|le|el)\s*)?$/iu.test(
        clause.slice(0, hit.index),
      ) &&
      /^\s*[:：]/u.test(clause.slice(hit.index + hit[0].length))
    )
      continue;
    // "Flan pâtissier (part) : 2,80 €": a word of an entry's name before its price lists no people.
    if (
      kind === 'people' &&
      /^\s*(?:\([^)]*\))?\s*[:：]?\s*[$€£₺₽]?\s*\d/u.test(clause.slice(hit.index + hit[0].length))
    )
      continue;
    // "classes of Hatha …", "clases de Hatha …", "articles about Portugal, …": the list starts after the "of".
    const after = clause
      .slice(hit.index + hit[0].length)
      .replace(
        /^\s+(?:of|de|del|du|des|about|on|sobre|sur|über|о|об|عن)\s+(?=[\p{Lu}\p{N}])|^\s*d['’](?=\p{Lu})/u,
        ' ',
      );
    // "tareas con páginas: inicio, …": the colon introduces the pages, not the tasks.
    // (A colon inside a later bracket, "an FAQ (colors: Sand, …)", opens nothing for this label.)
    const head = after.split('(')[0]!;
    const opened = head.indexOf(':');
    if (opened >= 0 && NOT_ITEMS.test(lower(head.slice(0, opened)))) continue;
    // "a testimonial from Hannah Ortiz (novelist)": who will speak.
    if (kind === 'testimonials' && /^\s+(?:from|by|par|von|от|من)\s+\p{Lu}/u.test(after)) {
      starts.push({
        index: hit.index,
        kind,
        label: clause.slice(hit.index, hit.index + hit[0].length),
        list: after,
      });
      continue;
    }
    // "a features grid (…)", "a pricing section with three plans: …": the part of the page the list
    // goes in stands between its label and the list.
    const bracketed = /^\s*(?:(?:section|grid|list|block|table|cards?)\s*)?\(([^)]+)\)/iu.exec(after);
    // "Funciones destacadas: …", "Features included: …": one word between the label and its colon.
    const qualified =
      /^\s+\p{Ll}{3,14}\s*[:：]/u.exec(after) ??
      /^\s+(?:section|grid|table|block|page|part)(?:\s+[^\s:.;]+){0,4}\s*[:：]/iu.exec(after);
    let list: string;
    if (bracketed && /,/.test(bracketed[1]!)) list = bracketed[1]!;
    else if (qualified) list = after.slice(qualified[0].length);
    else if (OPENER.test(after)) list = after.replace(OPENER, ' ');
    else if (
      // Inside a list already counted out with commas, a label word is a word of an entry; unless it
      // opens an entry of its own and a list of another kind ("…, ustalarımız Mehmet Usta ve …").
      !(
        starts.length > 0 &&
        /,/.test(clause.slice(starts.at(-1)!.index, hit.index)) &&
        !(
          /[,;—–]\s*(?:(?:a|an|un|una|une|le|la|el|bir)\s+)?$/iu.test(clause.slice(0, hit.index)) &&
          kind !== starts.at(-1)!.kind &&
          /^\s+["“'‘«]?\p{Lu}/u.test(after)
        )
      ) &&
      (/^\s+["“'‘«„]?[\p{Lu}\p{N}$€£₺]/u.test(after) ||
        // "categories rent, groceries, transport": a list counted out with commas.
        // People are named with capitals: "berber dükkanım …, …" lists no barbers.
        (!/^\s*[,.;]/.test(after) &&
          (kind !== 'people' || /[:：]\s*["“'‘«]?\p{Lu}/u.test(after.split(',')[0]!)) &&
          ((after.match(/,/g)?.length ?? 0) >= 2 ||
            // "categories rent, groceries and fun": three entries with one comma.
            /^[^.;:]*,[^,.;:]+\s(?:and|or|y|o|et|ou|ve|veya|и|или)\s+[\p{L}\p{N}]/u.test(after))) ||
        /^\s+[\u0600-\u06ff]/u.test(after) ||
        (kind === 'items' && pricedList(after)))
    )
      list = after;
    else continue;
    starts.push({ index: hit.index, kind, label: clause.slice(hit.index, hit.index + hit[0].length), list });
  }
  starts.forEach((start, position) => {
    const next = starts[position + 1];
    // The list runs to the next list's label.
    // (A list in brackets already ends at its bracket.)
    let list =
      next && clause.endsWith(start.list)
        ? start.list.slice(0, Math.max(0, start.list.length - (clause.length - next.index)))
        : start.list;
    list = list.replace(/\s(?:with|and|ile|et|y|и)\s*$/iu, '');
    // "Necesito:\n- Lista de contactos …\n- Pipeline con etapas: Nuevo contacto, Oferta, Cerrado\n- Filtro
    // por agente": a list labelled inside one bullet of a list ends with that bullet.
    if (clause.slice(0, start.index).includes(ENTRY_SEMICOLON)) list = list.split(ENTRY_SEMICOLON)[0]!;
    // "Menu website for Luigi's: Margherita 12, …": the list starts after the colon.
    // (Not a time's colon: "9:30 breakfast $12".)
    const colon = Math.max(
      -1,
      ...[...list.split(',')[0]!.matchAll(/(?<!\d)[:：]|[:：](?!\d)/gu)].map((m) => m.index),
    );
    // "Testimonio de Jorge Almansa: “…”": the colon after a speaker introduces their words.
    const speaker = start.kind === 'testimonials' && SPEAKER_BEFORE.test(list.slice(0, colon + 1));
    // "Baguette tradition : 1,30 €, Croissant : 1,20 €": each entry's colon comes before its price.
    const pricedColons = list.match(PRICED_COLON)?.length ?? 0;
    if (colon >= 0 && !speaker && pricedColons < 2) list = list.slice(colon + 1);
    list = EXAMPLES_IN_BRACKETS.exec(list)?.[1] ?? list;
    if (list.trim()) found.push({ kind: start.kind, label: start.label, list });
  });
  // "with To read, Reading and Done columns": the label after its list.
  const after = COLUMNS_AFTER.exec(clause);
  if (after && !found.some((f) => f.kind === 'columns'))
    found.push({ kind: 'columns', label: 'columns', list: after[1] ?? after[2]! });
  return found;
}

// ---- hours ----

/** Per lexicon, Sunday to Saturday: each day's names as a whole-word match. */
const DAY_WORDS: RegExp[][] = LEXICONS.map((lexicon) =>
  lexicon.days.map((source) => new RegExp(`^(?:${source})\\.?$`, 'iu')),
);

function dayIndex(word: string): number | null {
  for (const days of DAY_WORDS) for (let day = 0; day < 7; day += 1) if (days[day]!.test(word)) return day;
  return null;
}

const DAY = LEXICONS.map((l) => l.days.join('|')).join('|');
/**
 * A clock time; its meridiem in English or Arabic ("11 صباحا", "11 مساءً", "12 ظهرا", "4 العصر", "10
 * ليلا", "1 بعد منتصف الليل").
 */
const TIME = `(\\d{1,2})(?:[:.h](\\d{2})|h)?\\s*(a\\.?m\\.?|p\\.?m\\.?|صباحا?ً?|مساءً?|بعد منتصف الليل|بعد الظهر|الظهر|ظهرا?ً?|العصر|عصرا?ً?|بالليل|في الليل|ليلا?ً?)?`;
const TIME_RANGE = new RegExp(
  `${B}(?:${TIME}|(noon|midday|midnight|öğlen?|gece yarısı|midi|minuit|mediodía|medianoche|полдень|полночь))\\s*(?:${any('rangeWords')}|'?[dt][ae]n)\\s*(?:${TIME}|(noon|midday|midnight|öğlen?|gece yarısı|midi|minuit|mediodía|medianoche|полдень|полночь))(?:'?[ydt]?[ae])?${E}`,
  'iu',
);
/** TIME_RANGE, global: only for matchAll, which works on a copy. */
const TIME_RANGES = new RegExp(TIME_RANGE.source, 'giu');
const EVERY_DAY = words(any('everyDay'));
const WEEKDAYS = words(any('weekdays'));
const WEEKENDS = words(any('weekends'));
const CLOSED = words(any('closed'));
const HOURS_CUE = words(any('hoursCue'));
/** "Tue-Sat", "du mardi au dimanche". */
const DAY_RANGE = new RegExp(
  `${B}(${DAY})\\.?${E}\\s*(?:${any('rangeWords')}|'?[dt][ae]n)\\s*(${DAY})\\.?(?:'?[ydt]?[ae])?${E}`,
  'iu',
);
/** Any day's name; global, so only for matchAll. */
const DAY_NAMES = new RegExp(`${B}(${DAY})\\.?${E}`, 'giu');
/** A day, every day, weekdays or weekends: where a stretch of hours may start. */
const DAY_CUE = new RegExp(
  `${B}(?:${DAY}|${any('everyDay')}|${any('weekdays')}|${any('weekends')})${E}`,
  'iu',
);
/** "closed on Mondays"; global, so only for matchAll. */
const CLOSED_DAY = new RegExp(
  `${B}(?:${any('closed')})\\s+(?:(?:on|the|le|los|el)\\s+)?(?:${DAY})\\.?${E}`,
  'giu',
);
/** "Mondays closed"; global, so only for matchAll. */
const DAY_CLOSED = new RegExp(`${B}(?:${DAY})\\s+(?:${any('closed')})${E}`, 'giu');

function clock(
  hour: string | undefined,
  minute: string | undefined,
  meridiem: string | undefined,
  word?: string,
): number | null {
  if (word) return /night|yarı|minuit|medianoche|полночь/iu.test(word) ? 24 * 60 : 12 * 60;
  if (hour === undefined) return null;
  let h = Number(hour);
  const m = minute ? Number(minute) : 0;
  if (h > 24 || m > 59) return null;
  if (meridiem) {
    const pm = /^(?:p|مساء|ظهر|الظهر|بعد الظهر|عصر|العصر|ليل|بالليل|في الليل)/iu.test(meridiem);
    // "1 بالليل", "2 ليلاً": an hour of the night before dawn is past midnight, not after noon.
    const small = /ليل/u.test(meridiem) && h <= 4;
    if (pm && h < 12 && !small) h += 12;
    if (!pm && h === 12) h = 0;
  }
  return h * 60 + m;
}

function hhmm(minutes: number): string {
  const capped = Math.min(minutes, 23 * 60 + 59);
  return `${String(Math.floor(capped / 60)).padStart(2, '0')}:${String(capped % 60).padStart(2, '0')}`;
}

function readTimeRange(text: string): [string, string] | null {
  const match = TIME_RANGE.exec(text);
  if (!match) return null;
  const open = clock(match[1], match[2], match[3], match[4]);
  let close = clock(match[5], match[6], match[7], match[8]);
  if (open === null || close === null) return null;
  // "9-6", "10 to 4": a closing hour before the opening one is in the afternoon.
  if (close <= open && !match[7] && close < 12 * 60) close += 12 * 60;
  // "6pm-2am", "12 الظهر حتى 1 بعد منتصف الليل": open past midnight.
  if (close <= open && close <= 6 * 60) return [hhmm(open), hhmm(close)];
  if (close <= open) return null;
  return [hhmm(open), hhmm(close)];
}

/** The days a stretch of text names: ranges ("Tue-Sat"), lists ("Mon, Wed"), every day, weekdays. */
function readDays(text: string): number[] {
  const low = lower(text);
  if (EVERY_DAY.test(low)) return [0, 1, 2, 3, 4, 5, 6];
  const days = new Set<number>();
  if (WEEKDAYS.test(low)) [1, 2, 3, 4, 5].forEach((d) => days.add(d));
  if (WEEKENDS.test(low)) [0, 6].forEach((d) => days.add(d));
  const range = DAY_RANGE.exec(low);
  if (range) {
    const from = dayIndex(range[1]!);
    const to = dayIndex(range[2]!);
    if (from !== null && to !== null)
      for (let d = from; ; d = (d + 1) % 7) {
        days.add(d);
        if (d === to) break;
      }
  }
  for (const match of low.matchAll(DAY_NAMES)) {
    const day = dayIndex(match[1]!);
    if (day !== null && !range) days.add(day);
  }
  return [...days];
}

/** A class's starting time: "9:00", "19.30", "18h30", "6pm", "7:00 صباحاً". */
const CLASS_TIME =
  /(?<![\d:.,])(\d{1,2})(?:[:.h](\d{2})(?:\s*([ap])\.?m\.?(?![\p{L}]))?|\s*([ap])\.?m\.?(?![\p{L}])|h(?![\p{L}\d]))(?![\d])(?:\s*(صباحا?ً?|مساءً?|مساء))?/iu;

/** What may stand between and around the days of a class: joiners, "every", commas and dashes. */
const DAY_JOINERS = new RegExp(
  `${B}(?:and|y|e|et|и|ve|و|every|each|on|cada|los|les|tous les|chaque|по|каждый|каждую|her|كل|يوم|يومي)${E}|[,&/+\\s–—:-]`,
  'giu',
);

/** Whether a text is days only ("Lunes y miércoles", "Пн, Ср", "كل أحد"), with at least one. */
function daysOnly(text: string): boolean {
  const low = lower(text);
  return (
    new RegExp(DAY_NAMES.source, 'iu').test(low) &&
    low.replace(new RegExp(DAY_NAMES.source, 'giu'), ' ').replace(DAY_JOINERS, '').replace(/\./g, '') === ''
  );
}

/** Days written right before a time, after a class's name ("Hatha Yoga — lunes y miércoles"). */
const DAYS_TAIL = new RegExp(
  `(?:${B}(?:${DAY})\\.?${E}(?:\\s*(?:,|&|/|\\s(?:and|y|e|et|и|ve)\\s|\\sو)\\s*)?)+\\s*$`,
  'iu',
);

/**
 * A week's classes written a line each: the days, then the time, then the class and who leads it (in
 * brackets, after "with"/"con"/"مع", or after a dash); or the class first, then its days and time. Two
 * lines at least; opening hours ("Lun–Ven 9:00–18:00") are none.
 */
function readTimetable(text: string, locale: string): WeeklyClass[] {
  const classes: WeeklyClass[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^\s*(?:[-*•]|\d+[.)])\s+/u, '').trim();
    if (!line || line.length > 140 || TIME_RANGE.test(line)) continue;
    const time = CLASS_TIME.exec(line);
    if (!time) continue;
    const before = line.slice(0, time.index);
    const after = line.slice(time.index + time[0].length);
    const tail = daysOnly(before) ? null : DAYS_TAIL.exec(before);
    const written = tail ? tail[0] : before;
    if (!daysOnly(written)) continue;
    const days = readDaysInOrder(written);
    if (days.length === 0) continue;
    let title = (tail ? `${before.slice(0, tail.index)} ${after}` : after)
      .replace(/^[\s:：,–—-]+|[\s:：,;–—.-]+$/gu, '')
      .trim();
    let host: string | undefined;
    const bracket = /\s*\(([^()]{2,40})\)$/u.exec(title);
    const led = /\s+(?:with|con|avec|с|со|ile|مع)\s+(\S[^,;]{1,40})$/iu.exec(title);
    const dashed = /\s[–—-]\s(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2})$/u.exec(title);
    const who = bracket ?? led ?? dashed;
    if (who) {
      host = who[1]!.trim();
      title = title.slice(0, who.index).replace(/[\s:：,–—-]+$/u, '');
    }
    title = tidy(title);
    if (!title || title.split(/\s+/).length > 8) continue;
    let hour = Number(time[1]);
    const meridiem = (time[3] ?? time[4] ?? '').toLowerCase();
    if ((meridiem === 'p' || /^مساء/u.test(time[5] ?? '')) && hour < 12) hour += 12;
    if (meridiem === 'a' && hour === 12) hour = 0;
    if (hour > 23) continue;
    const clock = `${String(hour).padStart(2, '0')}:${time[2] ?? '00'}`;
    classes.push({
      days,
      written: `${capitalise(written.replace(/[\s,:–—-]+$/u, '').trim(), locale)} ${line.slice(time.index, time.index + time[0].length).trim()}`,
      time: clock,
      title: capitalise(title, locale),
      ...(host ? { host } : {}),
    });
  }
  return classes.length >= 2 ? classes.slice(0, 20) : [];
}

/** The days a text names, in the order it names them ("lunes y miércoles": Monday, Wednesday). */
function readDaysInOrder(text: string): number[] {
  const days = readDays(text);
  if (DAY_RANGE.test(lower(text))) return days;
  return [...lower(text).matchAll(DAY_NAMES)]
    .map((match) => dayIndex(match[1]!))
    .filter((day): day is number => day !== null && days.includes(day))
    .filter((day, index, all) => all.indexOf(day) === index);
}

/** "Máximo 12 personas por clase", "max 10 people", "80 мест", "en fazla 12 kişi", "السعة 15 شخص". */
const CAPACITY =
  /(?:(?<![\p{L}])(?:max(?:imum|imo|\.)?|máx(?:imo|\.)?|up to|hasta|jusqu['’]à|до|en fazla|حد أقصى|بحد أقصى|capacity|capacité|capacidad|вместимость|kapasite|السعة)\s*[:：]?\s*(\d{1,4})\s*(?:people|persons?|participants|personas|plazas|places|personnes|participantes|человек|участник\p{L}*|мест\p{L}*|kişi|شخص|أشخاص|مقاعد|seats|spots)|(?<![\d.,])(\d{1,4})\s*(?:seats|spots|places(?! (?:à|de|in|of|en))|plazas|мест(?:а)?|kişilik|مقعد|مقاعد)(?![\p{L}]))/iu;

/** "every Saturday", "Saturdays", "los sábados", "tous les mardis", "her cumartesi", "по субботам", "كل سبت". */
const WEEKLY = new RegExp(
  `${B}(?:every|each|tous les|toutes les|chaque|todos los|cada|los|les|her|каждую|каждый|каждое|по|كل)\\s+(${DAY})${E}|${B}(?:on\\s+)?((?:sun|mon|tues|wednes|thurs|fri|satur)days)${E}`,
  'iu',
);

/** What a weekly class is ("for my pottery class", "para mi clase de cerámica"), before its day. */
const WEEKLY_NOUN =
  /(?:for|para|pour|için|для)\s+(?:my|our|a|an|the|mi|mis|nuestr[oa]s?|mon|ma|mes|notre|nos|la|el|le|les|un|une|una?)?\s*([^,.:;!?\n]{3,40}?)\s*$/iu;

/** A class held on one day every week: its day, time and place, and what it is. */
function readWeekly(
  text: string,
): { day: number; said: string; hours: string; time?: string; venue?: string; noun?: string } | null {
  const match = WEEKLY.exec(text);
  const day = match ? dayIndex(match[1] ?? match[2]!) : null;
  if (!match || day === null) return null;
  const from = match.index + match[0].length;
  const sentenceEnd = text.slice(from).search(/[.!?;\n](?:\s|$)/);
  const after = text.slice(from, sentenceEnd < 0 ? undefined : from + sentenceEnd);
  const { time, venue } = readTimeAndVenue(after);
  const noun = WEEKLY_NOUN.exec(text.slice(0, match.index))?.[1];
  return {
    day,
    said: match[0].trim(),
    hours: `${match[0].trim()}${time ? ` ${time}` : ''}`,
    ...(time ? { time } : {}),
    ...(venue ? { venue } : {}),
    ...(noun ? { noun } : {}),
  };
}

/** "Tuesday to Saturday 9am-6pm, Sunday 10-14, closed Mondays" as a week, Sunday first. */
export function readWeek(hours: string[]): ([string, string] | null)[] | undefined {
  const week: ([string, string] | null)[] = Array.from({ length: 7 }, () => null);
  let read = false;
  let lastDays: number[] = [];
  const segments = hours.flatMap((line) => line.split(/[,;]|\s(?:and|ve|et|y|и)\s(?=\D*\d)/iu));
  for (const segment of segments) {
    const closed = CLOSED.test(lower(segment));
    const days = readDays(segment);
    const times = readTimeRange(segment);
    if (closed) {
      for (const day of days) week[day] = null;
      continue;
    }
    if (!times) {
      if (days.length > 0) lastDays = days;
      continue;
    }
    const target = days.length > 0 ? days : lastDays.length > 0 ? lastDays : [0, 1, 2, 3, 4, 5, 6];
    for (const day of target) week[day] = times;
    lastDays = [];
    read = true;
  }
  return read ? week : undefined;
}

/**
 * The stretch of a clause that gives opening hours, from its cue or first day to its last time or
 * closed day: "Open Tuesday to Saturday 9am-6pm, closed Mondays". Null when the clause gives none.
 */
function findHours(clause: string): { text: string; start: number; end: number } | null {
  const low = lower(clause);
  const cue = HOURS_CUE.exec(low);
  const day = DAY_CUE.exec(low);
  if (!TIME_RANGE.test(clause) || (!cue && !day)) return null;
  const start = Math.min(cue?.index ?? Infinity, day?.index ?? Infinity);
  const ends = [
    ...[...clause.matchAll(TIME_RANGES)].map((m) => m.index + m[0].length),
    ...[...low.matchAll(CLOSED_DAY)].map((m) => m.index + m[0].length),
    ...[...low.matchAll(DAY_CLOSED)].map((m) => m.index + m[0].length),
  ];
  const end = Math.max(...ends);
  if (end <= start) return null;
  const text = clause
    .slice(start, end)
    .replace(/[()]/g, ' ')
    .replace(/^[:\s]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, start, end };
}

// ---- description and contact ----

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/**
 * A run of digits that may be a phone number: "555-0142", "(0212) 555 12 34", "+44 20 7946 0958",
 * "02 40 12 34 56", "8 916 123-45-67", "0501234567". Which runs are phones is phoneIn's call.
 */
const DIGIT_RUN =
  /(?<![\p{L}\p{N}.,])(?:\+\s?\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{1,11}(?:[\s.-]\d{1,6}){0,6}(?!\p{N}|[.,]\d)/gu;
/** Words that announce a phone number, in the six languages. */
const PHONE_LABEL =
  /(?:phone|tel|call|ring|text|whatsapp|telefon\p{L}*|téléphone|tél|appel\p{L}*|teléfono|llam\p{L}*|móvil|телефон\p{L}*|тел|звон\p{L}*|whatsapp|هاتف|جوال|اتصل|واتساب|رقم)\W{0,4}$/iu;
/** A price or a date is not a phone: "1.500.000 TL", "$1 250 000", "2026-06-12", "12.03.2026". */
const NOT_PHONE_AFTER = /^\s?(?:[€$₺₽£¥]|TL\b|TRY|USD|EUR|руб|₽|ريال|درهم|جنيه|lira|dollars?|euros?)/iu;
const DATE_LIKE =
  /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}|(?:19|20)\d\d(?:[\s-]+(?:19|20)\d\d)*)$/;

/**
 * The brief's phone number, as written: the first run of seven to fifteen digits after a phone word,
 * else the first one shaped like a phone (a country code, an area code in brackets, a leading 0 with
 * nine digits or more, or three groups or more).
 */
function phoneIn(text: string): string | undefined {
  let shaped: string | undefined;
  for (const match of text.matchAll(DIGIT_RUN)) {
    const run = match[0].trim();
    const digits = run.replace(/\D/g, '').length;
    if (digits < 7 || digits > 15 || DATE_LIKE.test(run)) continue;
    const index = match.index ?? 0;
    if (NOT_PHONE_AFTER.test(text.slice(index + match[0].length)) || /[€$£₺₽]\s?$/.test(text.slice(0, index)))
      continue;
    if (PHONE_LABEL.test(text.slice(Math.max(0, index - 24), index))) return run;
    const groups = run.split(/[\s.-]+/).length;
    if (
      !shaped &&
      (/^[+(]/.test(run) ||
        (run.startsWith('0') && digits >= 9) ||
        groups >= 3 ||
        (groups === 2 && digits >= 7 && /-/.test(run)))
    )
      shaped = run;
  }
  return shaped;
}

/**
 * A street address written without a label: "88 Main St", "12 Elm Street", "5 rue des Lilas", "Calle Luna
 * 5", "Bağdat Caddesi No: 12", "ул. Ленина, 5", "شارع التحلية".
 */
const STREET_ADDRESS = new RegExp(
  [
    "\\b\\d{1,5}[a-z]?\\s+(?:\\p{Lu}[\\p{L}'’-]*\\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Boulevard|Blvd|Square|Sq|Place|Pl|Way|Drive|Dr|Court|Ct|Terrace)\\b\\.?",
    "(?:\\b\\d{1,4}(?:\\s?bis)?,?\\s+|(?<=[,:]\\s?|\\s)(?=(?:rue|avenue|boulevard|quai)\\s+(?:(?:de|des|du|la|le|l['’]|d['’])\\s*)*\\p{Lu}))(?:rue|avenue|boulevard|bd|place|allée|chemin|quai|impasse|cours)\\s+(?:(?:de|des|du|la|le|l['’]|d['’])\\s*)*\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,2}",
    "\\b(?:Calle|Avenida|Av\\.|Plaza|Paseo|Carrer|Rua)\\s+(?:(?:de|del|la|los|las)\\s+)*\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,2},?\\s*\\d{1,4}",
    "(?:\\p{Lu}[\\p{L}'’-]*\\s+){1,3}(?:Caddesi|Cad\\.|Cd\\.|Sokak|Sokağı|Sk\\.|Bulvarı|Blv\\.)(?:\\s+No[:.]?\\s*\\d{1,4})?",
    // "14 Kirkgate, Otley, Leeds LS21 3HJ": a British address ends with its postcode.
    "\\b\\d{1,5}\\s+\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,2},\\s*(?:\\p{Lu}[\\p{L}'’-]*,?\\s+){1,3}[A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2}\\b",
    '(?:ул\\.|улица|проспект|пр-т|пер\\.|переулок|бульвар)\\s+\\p{Lu}[\\p{L}-]*(?:,?\\s*(?:д\\.\\s*)?\\d{1,4})?',
    // "حي العليا بالرياض، شارع التحلية": the district (and its town) before the street.
    '(?:(?:حي|منطقة)\\s+[\\u0600-\\u06ff]+(?:\\s+[\\u0600-\\u06ff]+)?[،,]\\s*)?شارع\\s+[\\u0600-\\u06ff]+(?:\\s+[\\u0600-\\u06ff]+)?',
    '(?<=في\\s)حي\\s+[\\u0600-\\u06ff]+',
  ].join('|'),
  'u',
);

function findContact(text: string): BriefContent['contact'] | undefined {
  const email = EMAIL.exec(text)?.[0];
  const phone = phoneIn(text.replace(EMAIL, ' '));
  const address =
    /(?:(?:address|adres\p{L}*|adresse|dirección|адрес|العنوان)\s*:|located at|find us at|where to find us\s*:?|we are at|we're at)\s*([^;\n]+?)(?:(?<!(?:^|[\s,])(?:ул|пр|просп|пер|д|St|Ave|Rd|No|Nr|Cd|Sk|Mah|Sok|av|bd|c|C|Av|Bd))\.(?:\s|$)|;|\n|$)/iu
      .exec(text)?.[1]
      ?.trim();
  // "12 Elm Street." ends a sentence; "88 Main St." keeps its abbreviation's dot.
  const street = address
    ? undefined
    : STREET_ADDRESS.exec(text)?.[0]
        .trim()
        .replace(/(?<=\p{L}{4})\.$|[,;]$/u, '');
  const where = address ?? street;
  if (!email && !phone && !where) return undefined;
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}), ...(where ? { address: where } : {}) };
}

/**
 * The town right after a place's name ("Harbor Light Yoga in Portland", "بيت الزيتون في عمّان",
 * "Kuzey Kahve Kadıköy'de"): where it is, when the brief gives no street.
 */
/** "Казани" -> "Казань", "Москвы" -> "Москва", "Новосибирска" -> "Новосибирск". */
function russianTownNominative(town: string): string {
  if (/ии$/u.test(town)) return town.replace(/ии$/u, 'ия');
  if (/[дзлнрст]и$/u.test(town)) return town.replace(/и$/u, 'ь');
  if (/ы$/u.test(town)) return town.replace(/ы$/u, 'а');
  if (/[бвгдзклмнпрстфхц]а$/u.test(town)) return town.slice(0, -1);
  if (/ля$/u.test(town)) return town.replace(/я$/u, 'ь');
  return town;
}

function cityAfterName(text: string, name: string): string | null {
  const at = text.indexOf(name);
  if (at < 0) return null;
  // The name may be quoted: "« Le Pétrin d'Or » à Lyon", "«بيت الشاورما» في عمّان".
  const rest = text.slice(at + name.length, at + name.length + 60).replace(/^\s?[»"”'’]/u, '');
  // "Juniper & Rye bakery in Leeds": the kind of place may stand between the name and its town.
  const latin =
    /^(?:,\s+|\s+(?:\p{Ll}+\s+){0,2})(?:in|near|à|au|en|près de|a|cerca de|в|во|под|рядом с)\s+(\p{Lu}[\p{L}'’-]*(?:[ -]\p{Lu}[\p{L}'’-]*){0,2})(?=[\s.,;:!?)]|$)/u.exec(
      rest,
    );
  const arabic = /^\s+(?:في|بمدينة)\s+((?:[\u0621-\u064a][\u064b-\u0652]*)+)(?=[\s.,،:]|$)/u.exec(rest);
  const turkish = /^\s+(\p{Lu}[\p{L}]+)['’](?:da|de|ta|te)(?![\p{L}])/u.exec(rest);
  // "Ирина Соколова, Екатеринбург.": a town alone after the name's comma (a Russian role is not
  // capitalised); "фотографа … из Казани": the town after "из", said in the genitive.
  const alone = /^,\s+(\p{Lu}[\p{Ll}-]+(?:[ -]\p{Lu}[\p{Ll}-]+)?)(?=\s*(?:[.;!?\n]|$))/u.exec(rest);
  const from = /^\s+из\s+(\p{Lu}[\p{Ll}-]+)(?=[\s.,;:!?]|$)/u.exec(rest);
  const cyrillic = /[\u0400-\u04ff]/u.test(name);
  // "Kadıköy'de \"Mavi Kapı Kahvecisi\"", "Bursa Nilüfer'deki kuaför salonum Saç Atölyesi": a Turkish
  // town before the name, in the locative.
  const before = /(\p{Lu}[\p{Ll}]+)['’](?:da|de|ta|te)(?:ki)?\s+(?:\p{Ll}+\s+){0,3}["“«]?$/u.exec(
    text.slice(Math.max(0, at - 60), at),
  );
  const city =
    (latin ?? arabic ?? turkish)?.[1] ??
    before?.[1] ??
    (cyrillic && alone ? alone[1] : undefined) ??
    (from ? russianTownNominative(from[1]!) : undefined);
  return city && city.length >= 2 ? city : null;
}

/** Words before a person's own name: "I'm", "my name is", "pour moi,", "меня зовут", "اسمي". */
const SELF_CUE =
  /(?:^|[\s,.;:!(])(?:i'?m|i am|my name is|me,|je m'appelle|je suis|mon nom est|moi,|me llamo|mi nombre es|soy|benim ad[ıi]m|ad[ıi]m|benim,|ben|меня зовут|моё имя|мое имя|я|اسمي|أنا)\s+/giu;
/** Two or three capitalised words (a particle may join them), or Arabic words after اسمي / أنا. */
const SELF_NAME =
  /^(\p{Lu}[\p{Ll}'’-]+(?:\s+(?:(?:de|da|van|von|del|la|le|al|el|bin|ibn)\s+)?\p{Lu}[\p{Ll}'’-]+){1,2})(?=$|[\s,.;:!)])/u;
const SELF_NAME_ARABIC =
  /^((?:[\u0621-\u064a][\u064b-\u0652]*)+(?:\s+(?:[\u0621-\u064a][\u064b-\u0652]*)+){1,2})(?=$|[\s,.،؛:!)])/u;

/** The trades a person says they are ("أنا فني تكييف", "أنا مصممة"), which are no name. */
const ARABIC_TRADE =
  /^(?:فني|فنية|مهندس|مهندسة|طبيب|طبيبة|دكتور|معلم|معلمة|مدرس|مدرسة|أستاذ|أستاذة|مصمم|مصممة|مصور|مصورة|محامي|محامية|مدرب|مدربة|طالب|طالبة|صاحب|صاحبة|مالك|مالكة|حلاق|خباز|طباخ|طاهي|نجار|سباك|كهربائي|ممرض|ممرضة|صيدلي|صيدلانية|مبرمج|مبرمجة|كاتب|كاتبة|فنان|فنانة|مربي|مربية|أم|أب)(?![\u0621-\u064a])|(?:^|\s)و?(?:أحتاج|احتاج|أريد|اريد|أبغى|ابغى|بدي|عندي|أبي)(?![\u0621-\u064a])/u;

/** "I'm Mia Chen, a photographer", "pour moi, Camille Renaud, illustratrice": the writer's own name. */
function readSelf(text: string): { name: string; role?: string } | undefined {
  // "أنا أستاذ رياضيات وفيزياء … اسمي أحمد الشريف": "I am" says the trade when "my name is" follows.
  const arabicName = /(?:^|\s)اسمي\s+/u.exec(text);
  if (arabicName) {
    const name = SELF_NAME_ARABIC.exec(text.slice(arabicName.index + arabicName[0].length))?.[1];
    const role = /(?:^|\s)أنا\s+([^،,.!؟\n]{3,80}?)\s*(?=[،,.!؟\n]|\s+(?:و)?اسمي)/u.exec(text)?.[1];
    if (name) return { name: name.split(/\s+(?:و|من|في)\s+/u)[0]!, ...(role ? { role } : {}) };
  }
  for (const cue of text.matchAll(SELF_CUE)) {
    const rest = text.slice(cue.index + cue[0].length);
    const latin = SELF_NAME.exec(rest)?.[1];
    if (latin) return { name: latin };
    // "Je suis illustratrice jeunesse, Léa Marchetti", "я 3D-художник, Дмитрий Орлов": the name may
    // follow the profession.
    const after = /^([\p{Ll}\d][^,.;:!?\n]{1,40}),\s*(.+)$/su.exec(rest);
    const named = after?.[2]?.match(SELF_NAME)?.[1];
    if (after && named) return { name: named, role: after[1]!.trim() };
    if (/اسمي|أنا/u.test(cue[0])) {
      const arabic = SELF_NAME_ARABIC.exec(rest)?.[1];
      // The name runs to its comma: "أنا ليلى حسن، مصممة". "أنا فني تكييف وأحتاج …" says a trade.
      if (arabic && !ARABIC_TRADE.test(arabic)) return { name: arabic.split(/\s+(?:و|من|في)\s+/u)[0]! };
    }
  }
  // "Сайт-портфолио: Анна Соколова, иллюстратор детских книг", "Portfolio site for me — Dana
  // Whitfield, wedding photographer": the portfolio's owner, named after its colon or dash.
  const owner = PORTFOLIO_OWNER.exec(text);
  const named = owner ? SELF_NAME.exec(text.slice(owner.index + owner[0].length))?.[1] : undefined;
  if (named) {
    const role = new RegExp(`^${named}\\s*,\\s*([^,.;:!?\\n]{3,60})`, 'u').exec(
      text.slice(owner!.index + owner![0].length),
    )?.[1];
    return { name: named, ...(role ? { role: role.trim() } : {}) };
  }
  // "موقع بورتفوليو للخطاط يوسف الدباغ": a portfolio for one of a trade, named after the trade.
  const arabicOwner =
    /(?:بورتفوليو|بورتفوليو|بورتفليو|ملف أعمال|معرض أعمال)\s+(?:لل|ل)([\u0621-\u064a]+)\s+/u.exec(text);
  const arabic = arabicOwner
    ? SELF_NAME_ARABIC.exec(text.slice(arabicOwner.index + arabicOwner[0].length))?.[1]
    : undefined;
  if (arabic && !ARABIC_TRADE.test(arabic))
    return { name: arabic.split(/\s+(?:و|من|في)\s+/u)[0]!, role: arabicOwner![1]! };
  return undefined;
}

/** "Portfolio site for me —", "Сайт-портфолио:", "Portfolio :": what opens the owner's name. */
const PORTFOLIO_OWNER =
  /(?<![\p{L}])(?:portfolio|portafolio|portfolyo|портфолио)(?:\s+(?:site|website|page))?(?:\s+for\s+me)?\s*[:：—–-]\s*/iu;

/** What introduces an event's programme, in the six languages. */
// "Programa jueves:", "Programme du samedi :": one word or two may say which day's it is.
const PROGRAM_LABEL =
  /(?:^|[\s.;,!])(?:program(?:me)?|agenda|schedule|timetable|line-?up|programa|programación|program akışı|akış|программа|расписание|البرنامج|الجدول|جدول الفعالية)((?:\s+(?:du|del|de|for|on|на)?\s*\p{L}+)?)\s*[:：]\s*/iu;
/** "the programme should show registration at 8:00, …": a programme named in a sentence, without a colon. */
const PROGRAM_SAID =
  /(?:^|[\s.;,])(?:the\s+)?(?:program(?:me)?|agenda|schedule|le programme|el programa)\s+(?:(?:should|will|must|can|would)\s+)?(?:show|shows|list|lists|include|includes|is|be)\s+/iu;
/** "registration at 8:00", "accueil à 9h30": an entry of a programme, its time last. */
const PROGRAM_ENTRY_AFTER =
  /^(?:and\s+|et\s+|y\s+)?(\S.*?)\s+(?:(?:at|à|a las|at about)\s+(\d{1,2})(?:[:h.](\d{2}))?|(\d{1,2})[:h.](\d{2}))\s*(?:h|[ap]\.?m\.?)?$/iu;
/** "9h30 accueil café", "10:00 – keynote", "14.00 atölye": an entry of a programme, its time first. */
const PROGRAM_ENTRY = /^(\d{1,2})(?:[:h.](\d{2}))?\s*(?:h(?![\p{L}]))?\s*[-–—:]?\s*(\S.*)$/u;

/**
 * An event's programme: the entries after its label that each start with a time, in order. Two at
 * least, so opening hours ("Schedule: Mon–Fri 9–5") are none.
 */
function readProgram(text: string, locale: string, headed = false): { time: string; title: string }[] {
  const label = PROGRAM_LABEL.exec(text) ?? PROGRAM_SAID.exec(text);
  if (!label) return [];
  // "Programa jueves: …\nPrograma viernes: …": each day's programme under its day, in order.
  const day = label[1]?.trim();
  const after = label.index + label[0].length;
  const next = day ? PROGRAM_LABEL.exec(text.slice(after)) : null;
  const heading = day ? [{ time: '', title: capitalise(day, locale) }] : [];
  if (next?.[1]?.trim()) {
    const own = readSteps(text.slice(0, after + next.index), label, locale);
    const rest = readProgram(text.slice(after + next.index), locale, true);
    if (own.length > 0 && rest.length > 0) return [...heading, ...own, ...rest].slice(0, 30);
  }
  const own = readSteps(text, label, locale);
  return own.length > 0 && headed ? [...heading, ...own] : own;
}

/**
 * "9:00 التسجيل، 11:00 جلسة، 1:00 غداء، 3:00 مسابقة": a day's programme goes forward, so an hour
 * written below twelve after a later one is in the afternoon (13:00, 15:00).
 */
function afternoon(steps: { time: string; title: string }[]): { time: string; title: string }[] {
  let latest = -1;
  return steps.map((step) => {
    let minutes = Number(step.time.slice(0, 2)) * 60 + Number(step.time.slice(3));
    if (minutes < latest && minutes < 12 * 60 && minutes + 12 * 60 >= latest) minutes += 12 * 60;
    latest = Math.max(latest, minutes);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { ...step, time };
  });
}

/** The programme after one label: its steps a line each, or in one sentence. */
function readSteps(text: string, label: RegExpExecArray, locale: string): { time: string; title: string }[] {
  let rest = text.slice(label.index + label[0].length);
  // "Программа:\n18:00 — сбор гостей\n18:30 — Ильдар Галиев, «…»": one step a line, each from its time.
  const lines = rest.replace(/^[ \t]*\n/u, '').split('\n');
  const timed = lines.findIndex((line) => !/^\s*\d{1,2}(?:[:h.]\d{2}|\s*(?:h|[ap]\.?m\.?))/iu.test(line));
  const lineCount = timed < 0 ? lines.length : timed;
  if (lineCount >= 2)
    rest = lines
      .slice(0, lineCount)
      .map((line) => line.trim())
      .join(`${ENTRY_SEMICOLON} `);
  // "… ilk dans 21:30. Katılım …": a time's full stop before a capital ends the programme too. Steps
  // a line each end with their lines, and a title's dot inside one ("– م. خالد") ends nothing.
  const end =
    lineCount >= 2 ? null : /(?<!\d)[.!؟?](?:\s|$)|(?<=\d)\.(?=\s+[\p{Lu}\u0600-\u06ff])|\n/u.exec(rest);
  if (end) rest = rest.slice(0, end.index);
  const listed = thenSteps(entries(rest));
  const steps = listed.flatMap((entry) => {
    // "registration at 8:00": the time may follow what happens.
    const after = PROGRAM_ENTRY_AFTER.exec(entry.trim().replace(/[.!;,]+$/u, ''));
    const step = after
      ? [after[0], after[2] ?? after[4], after[3] ?? after[5], after[1]]
      : PROGRAM_ENTRY.exec(entry.trim());
    let hour = Number(step?.[1]);
    if (!step || hour > 23) return [];
    // "4:00 م — التسجيل": the Arabic afternoon's letter after the time, or the morning's.
    const meridiem = /^(ص|م|صباحا?ً?|مساءً?|مساء)(?![\u0621-\u064a])\s*[-–—:]?\s*/u.exec(step[3]!.trim());
    if (meridiem && /^م/u.test(meridiem[1]!) && hour < 12) hour += 12;
    const title = (meridiem ? step[3]!.trim().slice(meridiem[0].length) : step[3]!)
      .trim()
      .replace(/[,;]$/u, '');
    return [
      { time: `${String(hour).padStart(2, '0')}:${step[2] ?? '00'}`, title: capitalise(title, locale) },
    ];
  });
  if (steps.length >= 2) return afternoon(steps).slice(0, 20);
  // "Program: karşılama kokteyli, DJ Bora, slayt gösterisi": a programme in order, without its times.
  const untimed =
    steps.length === 0 &&
    /program|agenda|программа|البرنامج/iu.test(label[0]) &&
    listed.length >= 2 &&
    listed.every((entry) => entry.split(/\s+/).length <= 8);
  return untimed
    ? listed.slice(0, 20).map((entry) => ({ time: '', title: capitalise(tidy(entry), locale) }))
    : [];
}

/** "then" in the six languages: what parts the steps of a programme. */
const THEN_WORDS = 'and then|then|puis|ensuite|luego|después|sonra|ardından|затем|потом|ثم';

/** "خط الرقعة ثم خط الثلث", "welcome then dinner": steps in order, parted by "then". */
function thenSteps(list: string[]): string[] {
  return list.flatMap((entry) => entry.split(THEN_SPLIT));
}
const THEN_SPLIT = new RegExp(`\\s+(?:${THEN_WORDS})\\s+`, 'iu');

/** "ceremonia a las 17:30", "keynote at 10am", "الكلمة الافتتاحية الساعة 10:00 صباحاً": a step, its time after it. */
const STEP_AT =
  /^(\S.*?)\s+(?:at|from|à|dès|à partir de|a las|a la|desde las|saat|в|с|الساعة|عند)\s+(\d{1,2})(?:[:h.](\d{2}))?\s*(?:h(?![\p{L}])|([ap])\.?m\.?)?\s*(?:صباحاً?|صباحا|مساءً?|مساءا|'(?:da|de|te|ta))?$/iu;
/** What joins a step to the one before it: "and", "then", Arabic "و" written on the word. */
const STEP_JOIN =
  /^(?:and(?: then)?|then|et|puis|y|luego|después|ve|sonra|и|затем|потом|ثم|و)\s+|^و(?=\p{L}{3})/iu;

/** "then", opening a step that follows the one before. */
const THEN = new RegExp(`^(?:${THEN_WORDS})\\s+`, 'iu');

/**
 * A dated event's programme told in a sentence, without a label: "ceremonia a las 17:30, cóctel a las
 * 19:00 y cena y baile desde las 21:00". Two steps at least, one after the other in the same sentence.
 */
function programInProse(text: string, locale: string): { time: string; title: string }[] {
  for (const sentence of text.split(/(?<!\d)[.!?؟](?:\s|$)|(?<=\d)\.(?=\s+\p{Lu})|[;\n]/u)) {
    const pieces = sentence
      // "Our meetup on 3 March: doors open at 6pm, …": the steps start after the colon.
      .split(/[,،]\s*|[:：]\s+/u)
      // "… 19:00 y cena y baile desde las 21:00": an "and" right after a time starts the next step.
      .flatMap((piece) =>
        piece.split(/(?<=\d(?:\s*(?:h|[ap]\.?m\.?))?)\s+(?:and|y|et|ve|и|و|then|puis|luego|ثم)\s+/iu),
      );
    let run: { time: string; title: string }[] = [];
    for (const piece of pieces) {
      const step = STEP_AT.exec(piece.trim().replace(STEP_JOIN, '').replace(STEP_JOIN, ''));
      const title = step?.[1]?.trim();
      const hour = Number(step?.[2]) + (step?.[4]?.toLowerCase() === 'p' && Number(step?.[2]) < 12 ? 12 : 0);
      if (step && title && hour <= 23 && title.split(/\s+/).length <= 8 && !/\d/.test(title)) {
        run.push({
          time: `${String(hour).padStart(2, '0')}:${step[3] ?? '00'}`,
          title: capitalise(title, locale),
        });
      } else if (run.length >= 2 && THEN.test(piece.trim()) && piece.trim().split(/\s+/).length <= 8) {
        // "… ثم جلسات حوارية", "… then the awards": what comes next, its time not given.
        run.push({ time: '', title: capitalise(piece.trim().replace(THEN, ''), locale) });
      } else if (run.length >= 2) break;
      else run = [];
    }
    if (run.length >= 2) return run.slice(0, 20);
  }
  return [];
}

/** The names of a FAQ in the six languages. */
const FAQ_WORDS =
  'faqs?|frequently asked questions|sss|sıkça sorulan sorular|questions fréquentes|foire aux questions|preguntas frecuentes|частые вопросы|вопрос\\p{L}* и ответ\\p{L}*|الأسئلة الشائعة|أسئلة شائعة|الاسئلة الشائعة|اسئلة شائعة';
/** What introduces a brief's own questions and answers: a FAQ's name and a colon. */
const FAQ_LABEL = new RegExp(`(?:^|[\\s.;,])(?:${FAQ_WORDS})\\s*[:：]\\s*`, 'iu');
/** The next list's label ("Plans:", "Contact:") ends the questions. */
const NEXT_LABEL = /\s(?=\p{Lu}\p{Ll}+(?:\s\p{Ll}+)?\s*:\s)|\n\s*\n/u;

/**
 * "FAQ: Can I export to Word? Yes. Is there a trial? 14 days, free.": each question runs to its
 * question mark; its answer is what follows, up to the sentence that asks the next one.
 */
function readFaq(text: string, locale: string): BriefQuestion[] {
  const label = FAQ_LABEL.exec(text);
  if (!label) return quotedFaq(text) ?? readAnswered(text, locale);
  let rest = text.slice(label.index + label[0].length);
  const next = [NEXT_LABEL.exec(rest)?.index, NEXT_ASK.exec(rest)?.index].filter((at) => at !== undefined);
  if (next.length > 0) rest = rest.slice(0, Math.min(...next));
  // '"Does it work offline?" and "Can I export?"': quoted questions read as written, one after another.
  const written = rest
    .replace(/["“'‘«]\s*([^"”'’»“]{3,160}?[?؟])\s*["”'’»“]/gu, '$1')
    .replace(/([?؟])\s+(?:and|et|y|ve|и|و)\s+/giu, '$1 ')
    .replace(/([?؟])\s*[.,،;]/gu, '$1');
  return questionPairs(written, true);
}

/** A new ask after the questions ("Add a quote from …", "Testimonio de …", "ورأي عميل"): where they end. */
const NEXT_ASK = new RegExp(
  `(?<=[.?!؟]\\s?["”»']?\\s*)(?:(?:also|and|et|y|ve|и|plus)\\s+)?(?:(?:a|an|un|une|una)\\s+)?(?:add|include|put|ajoute[rz]?|mets|añade|incluye|pon|ekle|bir de|добавь\\p{L}*|также|أضف|و?(?:${any('testimonials')})|${any('people')})(?![\\p{L}])`,
  'iu',
);

/** A FAQ named anywhere, with or without a list after it ("Add an FAQ with …", "SSS kısmına …"). */
const FAQ_MENTION = new RegExp(`(?:^|[\\s.;,'"(])(?:${FAQ_WORDS})(?![\\p{L}])`, 'iu');
/** A quoted question: 'Does it work with Zoom?', «Puis-je … ?». */
const QUOTED_QUESTION = /["“'‘«„]\s*([^"”'’»“]{3,160}?[?؟])\s*["”'’»“]/gu;
/** Its answer when the brief gives one: "(answer: yes, and Google Meet too)". */
const GIVEN_ANSWER =
  /^\s*[(,–—-]?\s*(?:answer|cevab?ı?|yanıt\p{L}*|réponse|respuesta|ответ|الجواب|الإجابة)\s*[:：]\s*([^)]+?)\s*(?:\)|[.;]|$)/iu;

/**
 * Questions quoted after a FAQ is named ("Add an FAQ with 'Does TaskPilot work with Zoom?' (answer:
 * yes)", "SSS kısmına şunu ekle: 'Siparişimi iptal edebilir miyim?'"), with the answer when given. A
 * question without one keeps an empty answer: the page says it will be answered, it makes none up.
 */
function quotedFaq(text: string): BriefQuestion[] | null {
  const mention = FAQ_MENTION.exec(text);
  if (!mention) return null;
  const found: BriefQuestion[] = [];
  for (const quoted of text.slice(mention.index).matchAll(QUOTED_QUESTION)) {
    const after = text.slice(mention.index + quoted.index + quoted[0].length);
    const answer = GIVEN_ANSWER.exec(after)?.[1]?.trim() ?? '';
    found.push({ question: quoted[1]!.trim(), answer: answer ? asSentence(answer) : '' });
  }
  return found.length > 0 ? found.slice(0, 8) : null;
}

/** An answer as a sentence: capitalised, with its full stop. */
function asSentence(value: string): string {
  return capitalise(/[.!?。]$/u.test(value) ? value : `${value}.`, 'en');
}

/** Words a question starts with, in the six languages. */
const QUESTION_WORD =
  '(?:which|what|who|whom|how|when|where|why|qué|que|cuál|cual|quién|quien|cómo|cuándo|dónde|cuánto|cuántos|cuántas|quel|quelle|quels|quelles|qui|comment|quand|où|combien|hangi|ne|kim|kaç|nerede|nasıl|какой|какая|какое|какие|кто|сколько|где|когда|что|ما|ماذا|من|كم|أين|متى|أي)';
/** One question without its mark, then its answer in brackets: "which planet has the most moons (Saturn)". */
const UNMARKED_QUESTION = new RegExp(
  `(${QUESTION_WORD}(?![\\p{L}])[^()?؟,;.]{4,120}?)\\s*\\(([^)]{1,60})\\)`,
  'iu',
);
/** Examples of a quiz's questions written so, after "e.g.", "por ejemplo", "например"… */
const UNMARKED_QUESTIONS = new RegExp(
  `((?:e\\.g\\.|for example|for instance|such as|like|por ejemplo|p\\. ?ej\\.|par exemple|comme|örneğin|mesela|örnek|например|к примеру|مثلا|مثلاً|مثل)\\s*:?\\s*)${UNMARKED_QUESTION.source}`,
  'iu',
);

/** Questions given as examples, with their marks and without answers. */
const EXAMPLE_QUESTIONS = new RegExp(
  `(?:e\\.g\\.?|for example|for instance|such as|like|par exemple|p\\. ?ex\\.|comme|por ejemplo|p\\. ?ej\\.|como|örneğin|mesela|например|к примеру|مثلاً|مثلا|مثل)\\s*:?\\s*((?:¿?[^?؟()\\n]{6,140}[?؟]\\s*){1,10})`,
  'iu',
);

/** A sentence that opens with a question word. */
const ASKS = new RegExp(`^¿?${QUESTION_WORD}(?![\\p{L}])`, 'iu');

function exampleQuestions(text: string): string[] {
  const found = EXAMPLE_QUESTIONS.exec(text);
  if (!found) return [];
  return found[1]!
    .split(/(?<=[?؟])\s+/u)
    .map((question) => question.trim())
    .filter((question) => ASKS.test(question))
    .slice(0, 10);
}

/** An answer short enough to be one: "Paris.", "Yes, 14 days.", not a paragraph that follows. */
const SHORT_ANSWER_WORDS = 8;

/**
 * Questions the brief answers without a label ("a quiz: What is the capital of France? Paris. What is
 * …? Tokyo."): from the sentence that asks the first one. Two at least, each with a short answer, so a
 * single rhetorical question ("Tired of spreadsheets? Try Ledgerly.") is none.
 */
function readAnswered(brief: string, locale: string): BriefQuestion[] {
  // "e.g. which planet has the most moons (Saturn), how long does light … take (about 8 minutes)":
  // questions written as examples without their marks, each with its answer in brackets.
  const example = UNMARKED_QUESTIONS.exec(brief);
  const text = example
    ? brief
        .slice(example.index + example[1]!.length)
        .replace(
          new RegExp(UNMARKED_QUESTION.source, 'giu'),
          (_, question: string, answer: string) =>
            `${capitalise(question.trim(), locale)}? (${capitalise(answer.trim(), locale)})`,
        )
    : brief;
  // "… quizi yapar mısın?", "Can you make …?": a request to build is no question of the quiz; "1." and
  // "2." before each line number the questions.
  // "1) ¿…? Tajo 2) ¿…? Logroño": numbers written inline before each question number them too.
  const inline = (text.match(/(?:^|\s)\d{1,2}[.)]\s+(?=[¿\p{Lu}])/gu)?.length ?? 0) >= 2;
  const listed = text
    .replace(ASKS_TO_BUILD, ' ')
    // "викторину «Знаешь ли ты Петербург?» — 5 вопросов": the quiz's quoted title asks nothing.
    .replace(QUIZ_TITLE, ' ')
    // "«Восток — дело тонкое» → Белое солнце пустыни": a quote with an arrow to its answer asks it.
    .replace(/([«"“])([^»"”“\n]{3,160}?[^?؟])([»"”])\s*(?:->|→|=>)\s*/gu, '$1$2$3\uE005? ')
    .replace(inline ? /(?:^|\s)\d{1,2}[.)]\s+(?=[¿\p{Lu}])/gu : /(?:^|\n)\s*\d{1,2}[.)]\s+/gu, '\n');
  return readPairs(listed, text);
}

/** A quiz's title in quotes, a question itself: "quiz “Do you know Lisbon?”", "викторину «…?»". */
const QUIZ_TITLE =
  /(?<![\p{L}])(?:quiz\p{L}*|викторин\p{L}*|test|cuestionario|sınav\p{L}*|yarışma\p{L}*|اختبار|مسابقة)\s*["“«„]\s*[^"”»“]{3,80}?[?؟]\s*["”»“]/giu;

/** A sentence that asks for the app itself ("Can you make a quiz …?", "… yapar mısın?"). */
const ASKS_TO_BUILD =
  /(?:^|(?<=[.!?؟\n]))[^.!?؟\n]*(?:\b(?:can|could|would) you\b|yapar m[ıi]s[ıi]n|yapabilir mis[ıi]n|hazırlar m[ıi]s[ıi]n|peux-tu|pourrais-tu|pouvez-vous|puedes|podrías|можешь|можете|сделаешь|هل يمكنك|ممكن تعمل)[^.!?؟\n]*[?؟]/giu;

/** The question-and-answer pairs of `text`; `original` is the brief as written, brackets and all. */
function readPairs(text: string, original: string): BriefQuestion[] {
  const first = text.search(/[?؟]/u);
  if (first < 0) return [];
  // A mark inside a quote ("«Надо, Федя, надо!»") ends no sentence before the questions.
  const before = text
    .slice(0, first)
    .replace(/«[^»]*»|"[^"]*"|“[^”]*”/gu, (quote) => ' '.repeat(quote.length));
  const start = Math.max(...[':', '：', '.', '!', '\n'].map((mark) => before.lastIndexOf(mark))) + 1;
  // "Q? -> Na; Q? -> 7", "Q؟ (الرباط)، Q؟ (النيل)": the same pairs, written with arrows or brackets.
  // '"What is the hottest planet?" (Venus) and "Which …?" (Jupiter)': quoted questions read as written.
  const written = text
    .slice(start)
    .replace(/["“'‘«]\s*([^"”'’»“]{3,160}?[?؟])\s*["”'’»“]/gu, '$1')
    .replace(
      /([?؟])\s*(?:(?:answer|cevap|yan[ıi]t|réponse|respuesta|ответ|الجواب|الإجابة)\s*[:：-]|->|→|=>|—|–|:)\s*/giu,
      '$1 ',
    )
    // One question per line: a line's end ends its answer.
    .replace(/(?<![.!?؟])\s*\n+\s*/gu, '. ')
    .replace(/([?؟])\s*\(([^)]{1,80})\)(?:\s*[,،;/]|\s+(?:and|et|y|ve|и|و)(?=\s))?/gu, '$1 $2.')
    .replace(/\s*[;؛]\s+/gu, '. ')
    .replace(/\.(?:\s*\.)+/gu, '.');
  // Each answer is its sentence: what follows the last one is the rest of the brief.
  const pairs = questionPairs(written).map((pair) => ({
    ...pair,
    // A Spanish question starts at its "¿", whatever the sentence said before it; a quote asked with
    // an arrow keeps its own marks.
    question: pair.question.slice(Math.max(0, pair.question.lastIndexOf('¿'))).replace(/\uE005\?$/u, ''),
    // An answer is a short phrase: the full stop that ends its sentence is not part of it.
    answer: pair.answer.split(/(?<=[.!。])\s+/u)[0]!.replace(/(?<=[\p{L}\p{N})])\.$/u, ''),
  }));
  // One question is enough when its answer is bracketed after it ("¿Qué equipo …? (Real Betis)").
  const bracketed = /[?؟]\s*\([^)]{1,80}\)/u.test(original);
  return pairs.length >= (bracketed ? 1 : 2) &&
    pairs.every((pair) => pair.answer.split(/\s+/).length <= SHORT_ANSWER_WORDS)
    ? pairs
    : [];
}

/** "Can I export to Word? Yes. Is there a trial? 14 days, free.": question and answer, in turn. */
function questionPairs(rest: string, unanswered = false): BriefQuestion[] {
  const parts = rest.split(/(?<=[?؟])\s+/u).map((part) => part.trim());
  const found: BriefQuestion[] = [];
  let question = parts[0]?.endsWith('?') || parts[0]?.endsWith('؟') ? parts[0] : null;
  for (const part of parts.slice(1)) {
    const asks = /[?؟]$/u.test(part);
    const sentences = part.split(/(?<=[.!。])\s+/u);
    // The last answer ends at its full stop when the brief goes on ("Teide. que diga la puntuación").
    const last =
      !asks && part === parts.at(-1) && sentences.length > 1 && sentences[0]!.split(/\s+/).length <= 6;
    const answer = (asks ? sentences.slice(0, -1) : last ? sentences.slice(0, 1) : sentences)
      .join(' ')
      .trim()
      .replace(last ? /\.$/u : /$^/u, '');
    // Under a FAQ's label, a question may come without its answer: the page says it will be answered.
    if (question && (answer || unanswered)) found.push({ question, answer });
    question = asks ? (sentences.at(-1) ?? null) : null;
  }
  if (question && unanswered) found.push({ question, answer: '' });
  return found.slice(0, 8);
}

/** ", an invoicing tool for freelancers" after the product's name. */
const APPOSITION = new RegExp(`^\\s*[,–—-]\\s*((?:${any('describes')})\\s+[^.;:!?\\n]+)`, 'iu');

/** The name where a description may repeat it, quoted or not. */
function quotedName(name: string): RegExp {
  return new RegExp(`\\s*["“'‘«]?${escapeRegExp(name)}["”'’»]?`, 'u');
}

/** What the product is in the person's words: "Ledgerly, an invoicing tool for freelancers". */
function findDescription(text: string, name: string | null): string | undefined {
  const candidates: string[] = [];
  if (name) {
    const at = text.indexOf(name);
    if (at >= 0) {
      // "'Tallyho', an invoicing app": the quote that closes the name is not part of what follows.
      const rest = text.slice(at + name.length).replace(/^["”'’»]/u, '');
      const apposition = APPOSITION.exec(rest);
      if (apposition) candidates.push(apposition[1]!);
      // "Claire Martin, photographe de mariage à Lyon": a profession needs no article in most languages;
      // it may start with an acronym ("Lena Park, UX designer in Berlin").
      const bare =
        /^\s*,\s*(?:я|je suis|soy|ben|i'?m|i am|أنا)?\s*((?!(?:with|and|or|for|in|at|con|avec|ile|ve|et|y|para|pour|için|с|и|для|مع|و)\s)(?:\p{Ll}|\p{Lu}{2,5}\s)[^.;:!?\n,]{3,80})/u.exec(
          rest,
        );
      if (!apposition && bare) candidates.push(bare[1]!);
      // "«Завтрак с цифрами» — еженедельное письмо про экономику…, выходит по воскресеньям": a dash
      // opens what it is, to the sentence's end.
      const dashed = /^\s*[—–]\s*((?:\p{Ll}|\p{Lu}{2,5}\s)[^.;:!?\n]{3,120})/u.exec(rest);
      if (!apposition && !bare && dashed) candidates.push(dashed[1]!);
      // "PetPal app that reminds you of vet visits".
      const relative =
        /^\s+(app|tool|platform|service|website|product|bot|game)?\s*(that|which)\s+([^.;:!?\n]+)/iu.exec(
          rest,
        );
      if (relative) {
        const noun = relative[1]?.toLowerCase() ?? 'app';
        candidates.push(`${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun} that ${relative[3]!}`);
      }
      const before = text.slice(0, at);
      const called =
        /(?:for|für|pour|para|için)\s+((?:an?|my|our|the)\s+[^.;:!?\n,]+?)\s+(?:called|named)\s*$/iu.exec(
          before,
        );
      if (called) candidates.push(called[1]!);
    }
  }
  // "Портфолио фотографа Андрея Крылова из Казани": the profession, said in the genitive, and its town.
  const russian =
    /(?:[Пп]ортфолио|[Сс]айт|[Бб]лог|[Сс]траница|[Лл]ендинг)\s+(?:для\s+)?(\p{Ll}{4,})(а|я)\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+(\s+(?:из|в)\s+[^.;:!?\n,]+)?/u.exec(
      text,
    );
  if (russian) candidates.push(`${russian[1]}${russian[2] === 'я' ? 'ь' : ''}${russian[3] ?? ''}`);
  const forA =
    /(landing page|website|web site|site|homepage|home page|page|app)\s+for\s+((?:an?|my|our)\s+[^.;:!?\n,]+?)(?=\s+(?:called|named|with|that|which|where)\b|[.;:!?\n,]|$)/iu.exec(
      text,
    );
  // A site for "my bakery" presents the bakery; an app for "my chores" or "my family" is what the app
  // is used for, not what it is ("A chores").
  if (forA && !(/^app$/i.test(forA[1]!) && /^(?:my|our)\s/i.test(forA[2]!))) candidates.push(forA[2]!);
  for (const candidate of candidates) {
    // "a page for my pets": a plural is what the page is about, not an "a …" it is.
    if (/^(?:my|our)\s+\p{L}+[^s]s$/iu.test(candidate.trim())) continue;
    // "my dog grooming business \"Paws & Suds\"": the name is the app's, not part of what it is.
    const unnamed = name ? candidate.replace(quotedName(name), ' ').replace(/\s+/g, ' ') : candidate;
    const cleaned = unnamed
      .replace(/^(?:my|our)\s+(?=(.))/i, (_, next: string) => (/[aeiou]/i.test(next) ? 'an ' : 'a '))
      .replace(/\s+(?:with|that has|featuring|selling|including)\s.*$/i, '')
      .trim();
    const count = cleaned.split(/\s+/).length;
    if (count >= 2 && count <= 14 && !PRICE.test(cleaned)) return cleaned;
  }
  return undefined;
}

// ---- the reader ----

const DEFAULT_CURRENCY: Record<string, string> = { en: 'USD', tr: 'TRY', fr: 'EUR', es: 'EUR' };

/** The brief's language for bare amounts: its script first, then the interface language. */
function currencyFor(text: string, language: string): string {
  if (/[\u0400-\u04ff]/.test(text)) return 'RUB';
  if (/[\u0600-\u06ff]/.test(text)) return 'SAR';
  if (/[ğışİĞŞ]/.test(text)) return 'TRY';
  // A brief in Latin letters typed in a Russian or Arabic interface names no rouble or riyal.
  if (language === 'ru' || language === 'ar') return 'USD';
  return DEFAULT_CURRENCY[language] ?? 'USD';
}

/** A number on its own ("make Pro 35"). */
const BARE_AMOUNT = new RegExp(`(?<![\\p{L}\\d])(${AMOUNT})(?![\\d])`, 'u');

/**
 * The price a message names: "$12", "12 dollars", "1.200 TL"; a bare number ("make Pro 35") is in
 * `currency`. Null when it names no amount.
 */
export function readPrice(text: string, currency: string): BriefPrice | null {
  const money = PRICE.exec(text);
  if (money) {
    const code = currencyOf(money[1] ?? money[4] ?? '');
    const amount = amountIn(money[2] ?? money[3] ?? '', code);
    const period = periodOf(money[5]);
    if (Number.isFinite(amount)) return { amount, currency: code, ...(period ? { period } : {}) };
  }
  const bare = BARE_AMOUNT.exec(text);
  if (!bare) return null;
  const amount = amountOf(bare[1]!);
  return Number.isFinite(amount) ? { amount, currency } : null;
}

/** Free delivery in six languages, before or after its threshold. */
const FREE_SHIPPING =
  /free (?:(?:UK|US|EU|local|standard|national|nationwide|home)\s+)?(?:shipping|delivery)|(?:shipping|delivery) is free|ücretsiz (?:kargo|teslimat)|kargo (?:bedava|ücretsiz)|livraison (?:gratuite|offerte)|env[ií]o gratis|env[ií]o gratuito|бесплатн\p{L}* доставк\p{L}*|доставк\p{L}*(?:\s+(?:по|в)\s+\p{L}+)?\s+бесплатн\p{L}*|kargo\s+\d+\s*(?:TL|₺)\s+üzeri\s+ücretsiz|شحن مجاني|توصيل مجاني|(?:الشحن|التوصيل)\s+مجان(?:ي|ا|اً)/iu;

/** A count as written: "12 000", "1 248", "5,000+", "10k". */
const COUNT = '\\d{1,3}(?:[ \\u00a0\\u202f.,]\\d{3})+\\+?|\\d+(?:[.,]\\d+)?[kKmM]?\\+?';
/**
 * "Уже 12 000 подписчиков", "already 3,000 teams", "1 248 jardiniers déjà inscrits", "join 5,000+
 * readers", "trusted by 200 clinics", "ya 500 suscriptores": a count the brief claims, with what it counts.
 */
const STATED_COUNT = new RegExp(
  `(?<![\\p{L}])(?:already|уже|ya|zaten|şimdiden|بالفعل|join|rejoignez|únete a|trusted by)\\s+(?:over\\s+|более\\s+|más de\\s+)?(${COUNT})\\s+((?:[\\p{L}-]+)(?:\\s+(?:use|using|déjà|inscrit\\p{L}*|registered|signed up)\\p{L}*)?)|(?<![\\p{L}\\d])(${COUNT})\\s+([\\p{L}-]+\\s+(?:déjà|already|ya)\\s+[\\p{L}-]+)`,
  'giu',
);

function statedFigures(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(STATED_COUNT)) {
    const value = match[1] ?? match[3];
    const label = (match[2] ?? match[4] ?? '').trim();
    if (value && label) found.push(`${value} ${label}`);
  }
  return found.slice(0, 4);
}

/**
 * "eligiendo barbero (Toni o Rafa)", "choose your stylist (Mia or Jo)", "à choisir entre les coachs
 * (Léa, Hugo)": people named in brackets after the word for them, to be chosen from.
 */
const OR_AND = `(?:${any('and')}|or|o|ou|или|veya|أو)`;
const PEOPLE_TO_CHOOSE = new RegExp(
  `${B}(?:${any('people')})${E}\\s*\\(\\s*(\\p{Lu}\\p{Ll}+(?:\\s*(?:,|${OR_AND})\\s*\\p{Lu}\\p{Ll}+)+)\\s*\\)`,
  'iu',
);
const NAME_JOIN = new RegExp(`\\s*(?:,|${B}${OR_AND}${E})\\s*`, 'iu');

function peopleToChoose(text: string): BriefPerson[] {
  const found = PEOPLE_TO_CHOOSE.exec(text);
  if (!found) return [];
  return found[1]!
    .split(NAME_JOIN)
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => ({ name }));
}

/** A portfolio asked for by name, in the six languages. */
const PORTFOLIO = /portfolio|portafolio|портфолио|portfolyo|بورتفوليو|معرض أعمال/iu;

/** A work named with its kind and quoted: "album « … »", "book "…"", "проект «…»", "فيلم «…»". */
const FEATURED_WORK =
  /(?<![\p{L}])(?:album|book|livre|libro|книг\p{L}*|kitab\p{L}*|kitap\p{L}*|film|série|serie|project|projet|proyecto|проект\p{L}*|proje\p{L}*|exhibition|exposition|exposición|выставк\p{L}*|sergi\p{L}*|كتاب|فيلم|مشروع|معرض)\s*[«"“]\s?([^»"”]{3,80}?)\s?[»"”](?:\s*\(([^)]{2,80})\))?/giu;

/** The label of a portfolio's parts, in the six languages. */
const CATEGORIES_LABEL =
  /(?<![\p{L}])(?:sections?|categories|galleries|rubriques|catégories|galeries|secciones|categorías|galerías|разделы|категории|галереи|bölümler|kategoriler|galeriler|الأقسام|أقسام|الفئات)\s*[:：]\s*([^.!?\n]+)/iu;

/** A part of the page itself, not a kind of work: about, contact, home, blog, prices, FAQ, reviews. */
const PAGE_SECTION =
  /^(?:about(?: me)?|contact|home|blog|pricing|prices|faq|testimonials|reviews|team|cv|resume|à propos|accueil|tarifs|avis|sobre m[ií]|contacto|inicio|precios|opiniones|обо мне|контакты|главная|цены|отзывы|блог|hakkımda|iletişim|ana sayfa|fiyatlar|yorumlar|من أنا|نبذة عني|تواصل|تواصل معي|اتصل بي|الرئيسية|الأسعار|الآراء)$/iu;

function readCategories(text: string, locale: string): string[] {
  const found = CATEGORIES_LABEL.exec(text);
  // "avec des galeries Mariages, Portraits, Couples et un formulaire de contact": without a colon, the
  // capitalised names after the word for galleries.
  const bare = found
    ? null
    : /(?<![\p{L}])(?:galleries|galeries|galerías|галереи|galeriler|categories|catégories|categorías|sections)\s+((?:\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?(?:\s*,\s*|\s+(?:and|et|y|и|ve)\s+)){1,7}\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)/u.exec(
        text,
      );
  const list = found?.[1] ?? bare?.[1];
  if (!list) return [];
  return (
    entries(list)
      // "أعمالي (ثلث، ديواني، نسخ، كوفي)", "Works (albums, posters)": the kinds of work are in its brackets.
      .flatMap((entry) => {
        const inside = /\(([^()]*[,،][^()]*)\)/u.exec(entry)?.[1];
        return inside ? entries(inside) : [entry];
      })
      .map(tidy)
      .filter((entry) => entry && entry.split(/\s+/).length <= 4 && !PAGE_SECTION.test(entry))
      .map((entry) => capitalise(entry, locale))
      .slice(0, 8)
  );
}

/** A free first session, as each language says it. */
const FREE_TRIAL =
  /(?<![\p{L}])(?:free (?:trial|first|intro(?:ductory)?|taster) (?:lesson|class|session|consultation)|(?:first|trial) (?:lesson|class|session) (?:is )?free|cours d['’]essai (?:gratuit|offert)|premi(?:er|ère) (?:cours|séance) (?:est )?(?:gratuit|gratuite|offert|offerte)|séance d['’]essai (?:gratuite|offerte)|clase de prueba (?:gratis|gratuita)|primera clase (?:gratis|gratuita)|(?:первый\s+)?пробн\p{L}* (?:урок|занятие) бесплатно|бесплатн\p{L}* пробн\p{L}* (?:урок|занятие)|ücretsiz (?:deneme|tanışma) dersi|ilk ders ücretsiz|حصة تجريبية مجانية|الحصة الأولى مجانية|درس تجريبي مجاني)(?![\p{L}])/iu;

/** "Free shipping over $50", "50 TL üzeri ücretsiz kargo", "livraison gratuite dès 50 €"; "… on all orders" is 0. */
function readFreeShipping(text: string, currency: string): BriefPrice | undefined {
  const free = FREE_SHIPPING.exec(text);
  if (!free) return undefined;
  const after = text.slice(free.index + free[0].length, free.index + free[0].length + 70);
  const before = text.slice(Math.max(0, free.index - 30), free.index);
  const following = new RegExp(
    // "التوصيل مجاني داخل مدينة الكويت للطلبات فوق 10 د.ك": where it is free may come before from what.
    `^\\s*(?:[^,.;!\\n\\d]{0,40}?\\s)?(?:on (?:all )?orders |for orders |on everything )?(?:over|above|from|dès|à partir de|a partir de|desde|más de|от|فوق|للطلبات فوق)\\s*([^,;!\\n]*?)(?=[,;!\\n]|\\.(?!\\d)|$)`,
    'iu',
  ).exec(after);
  // "50 TL üzeri ücretsiz kargo": the threshold comes first in Turkish.
  const preceding =
    /((?:[$€£₺]\s?)?\d[\d.,\s]*\s?(?:[$€£₺]|tl|eur|usd|₽|руб\p{L}*|ريال)?)\s*(?:üzeri|ve üzeri)\s*$/iu.exec(
      before,
    );
  const written = following?.[1] ?? preceding?.[1];
  if (written) {
    const price = readPrice(written, currency);
    if (price && price.amount > 0) return { amount: price.amount, currency: price.currency };
  }
  if (/^\s*(?:on (?:all|every|each) orders?|everywhere|always)/iu.test(after)) return { amount: 0, currency };
  return undefined;
}

/** The currency of amounts a brief gives without one, from its script and the interface language. */
export function defaultCurrency(text: string, language: string): string {
  return currencyFor(text, language);
}

/** What a brief calls the one price of its event: "Price: €35", "Tickets $20", "Precio: 35 €". */
const PRICE_WORD =
  /^(?:prices?|tickets?|entry|admission|fee|cost|precio|entradas?|prix|tarif|fiyat\p{L}*|ücret\p{L}*|bilet\p{L}*|цена|стоимость|билет\p{L}*|السعر|سعر)$/iu;

/**
 * The price of a brief's one event: the only amount the brief names, or an entry that is only a price
 * ("Price: €35"). A brief that prices several things lists them; they stay items.
 */
function eventPrice(
  text: string,
  content: BriefContent,
  currency: string,
): { price: BriefPrice; item?: BriefItem } | null {
  const priced = content.items.filter((item) => item.price);
  if (priced.length > 1) return null;
  const [item] = priced;
  if (item) return PRICE_WORD.test(item.name.trim()) ? { price: item.price!, item } : null;
  const amounts = [...text.matchAll(new RegExp(PRICE.source, 'giu'))];
  if (amounts.length !== 1) return null;
  const price = readPrice(amounts[0]![0], currency);
  return price ? { price } : null;
}

/** "fuel, insurance, repairs with date and amount": the fields every entry has, after the last one. */
const FIELD_TAIL =
  /\s(?:with|including|con|avec|ile)\s+(?:(?:the|a|an|its|their|su|sus|leur|leurs)\s+)?(?:dates?|amounts?|prices?|times?|notes?|categor(?:y|ies)|status|ratings?|fechas?|importes?|montos?|montants?|tarih\p{L}*|tutar\p{L}*|miktar\p{L}*|дат\p{L}*|сумм\p{L}*|تاريخ|مبلغ)(?![\p{L}\p{N}]).*$/iu;

/** An entry that asks the app to do something: "and let me drag cards", "so I can see", "et que je puisse". */
const ASKS_TO_DO =
  /^(?:and\s+|y\s+|et\s+|ve\s+|и\s+)?(?:let me|let us|let people|so (?:that )?(?:i|we)|i want|i need|i'd like|make it|please|que (?:pueda|podamos|se pueda)|que je puisse|pour que|para que|chtoby|чтобы|böylece)(?![\p{L}])/iu;

/** An entry that asks for something the app has ("with pages", "and with charts"). */
const ASKS_FOR = /^(?:and\s+|y\s+|et\s+)?(?:with|including|con|avec|com|mit|ile)\s/iu;

/** A podcast, in the words of the six languages. */
const PODCAST = /podcast|подкаст|بودكاست/iu;

/** Lists that name parts of the page or its look, not things the app holds. */
const NOT_ITEMS =
  /(?:portfolio|portafolio|portfolyo|портфолио|(?:web)?site|сайт|sitio|sayfa|sitesi|موقع|sections?|pages?|colou?rs?|fonts?|theme|style|look|tabs|fields?|columns?|bölüm\p{L}*|sayfa\p{L}*|renk\p{L}*|alan\p{L}*|couleurs?|polices?|secciones|páginas|colores|campos|раздел\p{L}*|страниц\p{L}*|цвет\p{L}*|пол\p{L}*|أقسام|صفحات|ألوان|حقول)\s*$/u;

/** Family words, said of people in lower case: "mom", "maman", "mamá", "мама", "anne", "أمي". */
const KIN =
  /^(?:mom|mum|dad|grandma|grandpa|granny|maman|papa|mamie|papi|mamá|papá|abuela|abuelo|мама|папа|бабушка|дедушка|anne|baba|anneanne|babaanne|dede|أمي|أبي|جدتي|جدي)$/iu;

/** "menü sitesi lazım: Boğaz Kahvaltı Evi, Sarıyer": after the asking, a name and a place, not a list. */
const REQUEST_END =
  /(?:^|\s)(?:need(?:ed)?|want(?:ed)?|please|lazım|istiyorum|gerek|besoin|veux|voudrais|necesito|quiero|нужен|нужна|нужно|хочу|أريد|أبي|عايز|عايزة|أحتاج)\s*$/iu;

/** "Dirección: Calle Feria 37, 41003 Sevilla": where and how to reach a place, not a list of things. */
const CONTACT_LABEL =
  /(?:^|\s)(?:address|location|where|venue|place|when|date|phone|contact|adresse|lieu|date|téléphone|dirección|direccion|ubicación|lugar|fecha|teléfono|telefono|contacto|adres|mekan|yer|tarih|telefon|iletişim|адрес|место|дата|телефон|контакты|العنوان|المكان|التاريخ|الهاتف|الموقع)\s*$/iu;

/** "Each recipe has:", "كل وصفة فيها:", "chaque plante a :": what follows are the fields of each, not entries. */
const EACH_HAS =
  /(?:^|\s)(?:each|every|chaque|cada|каждый|каждая|каждое|каждую|her|كل)\s+\S+(?:\s+\S+)?\s+(?:has|have|gets|with|includes?|needs|a|aura|tiene|lleva|incluye|necesita|имеет|есть|содержит|нужн\p{L}*|فيها|فيه|لها|له|يحتوي|تحتوي|içinde|olsun)\s*$/iu;

const LEADS = new RegExp(`^.*${B}(?:${any('leads')})${E}\\s*:?\\s*`, 'iu');

/** An entry without the words that lead into a list ("selling …"), but "Serving bowl $45" keeps its name. */
function withoutLead(part: string): string {
  const lead = LEADS.exec(part);
  if (!lead) return part;
  const named = /^\s*\p{Lu}\p{Ll}*\s+\p{Ll}/u.test(part) && lead[0].trim().split(/\s+/).length === 1;
  return named ? part : part.slice(lead[0].length);
}

/** "a dashboard showing daily sales, average ticket and new customers". */
const SHOWING = new RegExp(
  `${B}(?:showing|displaying|that shows|which shows|gösteren|affichant|mostrando|показывающ\\p{L}*|يعرض)${E}\\s+(.+)$`,
  'iu',
);

/**
 * Reads what a brief lists. `name` is the product's name when the brief gave one (for the
 * description that follows it); `language` is the person's interface language.
 */
/** Keeps the items `keep` says are offered; a list left empty loses its label too. */
function keepItems(content: BriefContent, keep: (item: BriefItem) => boolean): void {
  const kept = content.items.filter(keep);
  if (kept.length === content.items.length) return;
  content.items = kept;
  if (kept.length === 0) delete content.itemsLabel;
}

/** How often, written after a thing: "every 7 days", "every 14", "weekly", "cada 3 días", "каждые 5 дней". */
const HOW_OFTEN =
  /^(.{2,40}?)\s+((?:every|cada|tous les|toutes les|каждые|каждый|каждую|كل)\s+\d+(?:\s+\p{L}+)?|every (?:other )?(?:day|week)|weekly|daily|once a week|semanal(?:mente)?|diario|a diario|cada (?:día|semana)|chaque (?:jour|semaine)|toutes les semaines|tous les jours|ежедневно|еженедельно|раз в неделю|каждый день|каждую неделю|her gün|her hafta|haftada bir|أسبوعيا|يوميا|كل (?:يوم|أسبوع))$/iu;

/**
 * "monstera every 7 days, snake plant every 14, basil every 2 days, fiddle leaf fig weekly": things
 * listed with how often each is done, in a sentence of their own; an interval said without its unit
 * takes the one the others use. None unless two at least are written so.
 */
function thingsWithIntervals(text: string): BriefItem[] {
  for (const sentence of text.split(/[.!?\n;](?:\s|$)/u)) {
    // "…regar mis plantas: helecho cada 3 días, …": the list after its colon.
    const parts = sentence
      .slice(sentence.lastIndexOf(':') + 1)
      .split(/\s*[,،]\s*|\s+(?:and|et|y|и|ve|و)\s+/u)
      .map((part) => part.trim());
    const read = parts.map((part) => HOW_OFTEN.exec(part));
    if (read.filter(Boolean).length < 2 || read.filter(Boolean).length * 2 < parts.length) continue;
    const unit = /\d+\s+(\p{L}+)/u.exec(
      read.find((found) => found && /\d+\s+\p{L}/u.test(found[2]!))?.[2] ?? '',
    )?.[1];
    return read.flatMap((found) => {
      if (!found) return [];
      const often = found[2]!;
      const detail = /\d$/u.test(often) && unit ? `${often} ${unit}` : often;
      return [{ name: capitalise(found[1]!.replace(/^(?:my|mi|mon|ma|мой|моя)\s+/iu, ''), 'en'), detail }];
    });
  }
  return [];
}

/**
 * "1. Les trous noirs (42 min), 2. Le microbiote (38 min), 3. …": entries counted out inside a line
 * lose their numbers, which would end sentences; a line that counts nothing from 1 is left as written.
 */
function unnumbered(line: string): string {
  const marks = [...line.matchAll(/(?<=^|[\s,;:—–-])(\d{1,2})[.)]\s+(?=[\p{Lu}«"“])/gu)];
  if (marks.length < 2 || !marks.every((mark, index) => Number(mark[1]) === index + 1)) return line;
  return line.replace(/(?<=^|[\s,;:—–-])\d{1,2}[.)]\s+(?=[\p{Lu}«"“])/gu, '');
}

export function readBriefContent(prompt: string, language: string, name: string | null = null): BriefContent {
  // "$199 MXN": the code after a dollar sign says which dollar or peso it is.
  const text = prompt
    .slice(0, 3000)
    .replace(/\$\s?(\d[\d.,]*)\s?(MXN|ARS|COP|CLP|USD|CAD|AUD)(?![\p{L}])/gu, '$1 $2')
    // "200 جنيه عادي و500 جنيه": the Arabic "and" written on a number.
    .replace(/(?<=\s)و(?=\d)/gu, 'و ')
    // ": épisodes — Les trous noirs (42 min), Le microbiote (38 min), …": a label after a colon and
    // before a dash opens the list as a colon would.
    .replace(/([:：]\s*\p{L}+)\s+[—–]\s+(?=[^,،\n]+[,،][^,،\n]+[,،])/gu, '$1: ')
    .split('\n')
    .map(unnumbered)
    .join('\n');
  const stated = PRICE.exec(text);
  const said = CURRENCY_STATED.exec(text);
  const currency = stated
    ? currencyOf(stated[1] ?? stated[4] ?? '')
    : said
      ? currencyOf(said[1] ?? said[2] ?? '')
      : currencyFor(text, language);
  const content: BriefContent = { items: [], people: [], columns: [], highlights: [], hours: [] };
  const locale = language === 'tr' || /[ğışİĞŞ]/.test(text) ? 'tr' : 'en';
  if (said) content.currency = currencyOf(said[1] ?? said[2] ?? '');

  for (const listed of clauses(text)) {
    // Hours and other readers see the semicolons as written.
    const whole = listed.replaceAll(ENTRY_SEMICOLON, ';');
    const hours = findHours(whole);
    if (hours) content.hours.push(hours.text);
    // What the clause says besides its hours may still list things.
    // (The entries' semicolons stand one for one, so the hours' place is the same in both.)
    const clause = hours ? `${listed.slice(0, hours.start)} ${listed.slice(hours.end)}` : listed;
    // "randevu sitesi: Usta Kemal Berber": the name's own words are no label and list.
    // "berber dükkanım Usta Berber için …": a label word that begins the name starts no list either.
    const labelled = findLabelled(clause, name).filter(({ label, list }) => {
      if (!name || !lower(`${label} ${list}`.replace(/\s+/g, ' ').trim()).startsWith(lower(name)))
        return true;
      return list.trim().length > name.length && !lower(name).startsWith(`${lower(label)} `);
    });
    for (const { kind, label, list } of labelled) {
      const parts = entries(list);
      if (kind === 'columns' && content.columns.length === 0) {
        content.columns = parts
          .map(tidy)
          .filter((c) => c && c.length <= 40)
          .map((phrase) => capitalise(phrase, locale))
          .slice(0, 10);
      } else if (kind === 'people') {
        // "Автор — Денис Орлов, экономист": a word in lower case after a name is that person's role.
        const named: string[] = [];
        for (const part of parts) {
          const previous = named.at(-1);
          // "Маша, Петя, мама, папа": a family word is one of the people, not the role of the one before.
          if (
            previous !== undefined &&
            /^\s*\p{Ll}/u.test(part) &&
            !/[(—–]/u.test(previous) &&
            !KIN.test(part.trim())
          )
            named[named.length - 1] = `${previous} (${part.trim()})`;
          else named.push(part);
        }
        const people = named
          .map((part) => readPerson(part, locale))
          .filter((p): p is BriefPerson => p !== null);
        // "the team" followed by lowercase words is not a list of names.
        if (people.length > 0 && people.every((p) => /^[\p{Lu}\u0600-\u06ff]/u.test(p.name))) {
          content.people.push(...people.slice(0, 12));
          // "Tocan Lucía Vera Trío y …": a verb that introduces the people does not title them.
          if (!PEOPLE_VERB.test(label)) content.peopleLabel ??= capitalise(label, locale);
        }
      } else if (kind === 'highlights') {
        const phrases = parts
          .map(tidy)
          .filter((p) => p && p.split(/\s+/).length <= 10)
          .map((phrase) => capitalise(phrase, locale));
        content.highlights.push(...phrases.slice(0, 12));
        content.highlightsLabel ??= capitalise(label, locale);
      } else if (kind === 'testimonials') {
        const quotes = readQuotes(list);
        const voice = quotes.length > 0 ? null : readVoice(list);
        if (quotes.length > 0) (content.testimonials ??= []).push(...quotes.slice(0, 8));
        else if (voice) (content.testimonials ??= []).push(voice);
      } else if (kind === 'items') {
        const items = parts
          .map((part) => readItem(part, currency, true, locale) ?? unnamed(part, label, currency, locale))
          .filter((i): i is BriefItem => i !== null);
        if (items.length > 0) {
          content.items.push(...items.slice(0, 24));
          content.itemsLabel ??= capitalise(label, locale);
        }
      }
    }
    if (labelled.some((l) => l.kind === 'items' || l.kind === 'testimonials')) continue;
    // "our breads (sourdough $8, rye $7, focaccia $6)": a priced list in brackets, named by the word before.
    const groups = [...clause.matchAll(/([\p{L}-]+)?\s*\(([^()]+)\)/gu)];
    // "overnight boarding ($45/night dogs, $28/night cats), doggy daycare ($32/day)": each entry's
    // price in its brackets, not one list inside them.
    const ownPrices = groups.filter((m) => PRICE.test(m[2]!)).length >= 2;
    const bracketed = ownPrices ? undefined : groups.find((m) => pricedList(m[2]!));
    if (bracketed) {
      const items = entries(bracketed[2]!)
        .map((part) => readItem(part, currency, true, locale))
        .filter((item): item is BriefItem => item !== null);
      content.items.push(...items);
      if (bracketed[1]) content.itemsLabel ??= capitalise(bracketed[1], locale);
      continue;
    }
    // "selling Lavender Dream for $18, Cedar Smoke for $22 and a Gift Set for $45": priced entries.
    // What comes before a colon introduces the list ("Menu for Luigi's: Margherita 12, ...").
    // Entries parted by semicolons may each have a colon of their own: the list opens at the first.
    // So may entries parted by commas: "Menu: Mandi chicken: 35, Mandi lamb: 65".
    // A colon inside a quoted entry («Ипотека: мифы и цифры») is the entry's own.
    const unquoted = clause.replace(QUOTED_ENTRY, (quote) => quote.replace(/:/g, ' '));
    const first =
      clause.includes(ENTRY_SEMICOLON) || (clause.match(PRICED_COLON)?.length ?? 0) >= 2
        ? unquoted.indexOf(':')
        : unquoted.lastIndexOf(':', clause.search(/\d/) >= 0 ? clause.search(/\d/) : clause.length);
    // "We taste 5 coffees: Ethiopia, …": a count in the words before the colon opens the list all the same.
    const counted = unquoted.indexOf(':');
    const colon =
      first < 0 && counted > 0 && /^[^:]{0,40}\d+\s+\p{L}+\s*$/u.test(unquoted.slice(0, counted))
        ? counted
        : first;
    const list = (colon >= 0 ? clause.slice(colon + 1) : clause).replace(FIELD_TAIL, '');
    // "…, with pages", "…, con gráficos": what the app has, after the list, is not one of its entries.
    const parts = entries(list).filter((part) => !ASKS_FOR.test(part));
    // "Free plan and Family plan at $8/month": a free entry beside priced ones is priced at 0.
    const priced = parts.filter(
      (part) => PRICE.test(part) || (FREE.test(part) && part.split(/\s+/).length <= 3),
    );
    const numbered = colon >= 0 ? parts.filter((part) => BARE_PRICE.test(part) && !DURATION.test(part)) : [];
    if (
      priced.length >= 2 ||
      (priced.length === 0 && numbered.length >= 2 && numbered.length === parts.length)
    ) {
      for (const [index, part] of parts.entries()) {
        // Only the words opening the clause lead into the list: "tea with lemon $4" is one name.
        const entry = colon < 0 && index === 0 ? withoutLead(part) : part;
        const item = readItem(entry, currency, priced.length === 0, locale);
        if (item?.price) content.items.push(item);
      }
      continue;
    }
    if (labelled.length > 0 || content.items.length > 0) continue;
    // "for my move to Berlin: cancel internet, book movers, register address": what the app starts
    // with, named by the words before the colon ("Routine", "Family recipes").
    const intro = colon >= 0 ? clause.slice(0, colon) : '';
    // "Mama Lin's dumplings:" is named "Dumplings", not "S dumplings".
    const named = /([\p{L}'’-]+(?:\s+[\p{L}-]+)?)\s*$/u.exec(intro)?.[1]?.replace(/^\S+['’]s?\s+/u, '');
    // "« La Tasse et la Soucoupe » (2024)": what is in brackets describes the entry.
    // "Tortilla de patatas: 40 min, 4 raciones": an entry's name is what comes before its details.
    const short = parts.filter(
      (part) =>
        part
          .replace(/\([^)]*\)/g, ' ')
          .split(/:\s|\s[-–—]\s/)[0]!
          .trim()
          .split(/\s+/).length <= 6,
    );
    // "Mercimek çorbası (35 dk, 4 kişilik), Karnıyarık (1 saat 10 dk, 6 kişilik), …": entries that each
    // give their details in brackets are a list, with or without a label.
    const detailed =
      parts.length >= 3 && parts.every((part) => /^[^()]{2,40}\([^()]*\d[^()]*\)$/u.test(part.trim()));
    // "«Глина и чай»: 5 октября, 12:00–15:00, мастерская «Печь», …": when and where, not a list.
    const when = parts.some(
      (part) =>
        /^\d{1,2}[:.h]\d{2}/u.test(part.trim()) ||
        (readEventDetails(part)?.date !== undefined &&
          // "9 Ekim 2027 Cumartesi" is a day; "«Пост к 8 марта»" is a card that names one.
          (part.trim().split(/\s+/).length <= 3 ||
            (/^\d/u.test(part.trim()) && part.trim().split(/\s+/).length <= 5) ||
            /\d[:.h]\d{2}/u.test(part))),
    );
    if (
      (colon >= 0 || detailed) &&
      !when &&
      !REQUEST_END.test(intro) &&
      parts.length >= 2 &&
      short.length === parts.length &&
      // A podcast's "bölümler" are its episodes, not the page's sections.
      (!NOT_ITEMS.test(lower(intro)) ||
        (PODCAST.test(text) && /bölüm\p{L}*(?:\s+listesi)?\s*$/u.test(lower(intro)))) &&
      !CONTACT_LABEL.test(intro) &&
      !EACH_HAS.test(intro)
    ) {
      const items = parts
        .map((part) => readItem(part, currency, false, locale))
        .filter((i): i is BriefItem => i !== null);
      content.items.push(...items);
      if (named) content.itemsLabel ??= capitalise(named.replace(/^(?:my|our|the|a|an)\s+/i, ''), locale);
      continue;
    }
    // "a dashboard showing daily sales, average ticket and new customers": what it shows.
    const showing = SHOWING.exec(clause);
    if (showing) {
      const shown = entries(showing[1]!)
        .map(tidy)
        .filter((p) => p && p.split(/\s+/).length <= 6);
      if (shown.length >= 3) content.highlights.push(...shown.map((phrase) => capitalise(phrase, locale)));
    }
  }
  // "helecho cada 3 días, cactus cada 15 días": each thing apart from how often it is done.
  const often = thingsWithIntervals(text);
  if (
    often.length >= 2 &&
    content.items.every(
      (item) => !item.price && often.some((thing) => lower(item.name).startsWith(lower(thing.name))),
    )
  )
    content.items = often;
  if (content.hours.length > 0) {
    const week = readWeek(content.hours);
    if (week) content.week = week;
  }
  if (!content.testimonials?.length) {
    const voices = namedVoices(text);
    if (voices.length > 0) content.testimonials = voices;
  }
  if (content.people.length === 0) content.people = peopleToChoose(text);
  if (content.people.length === 0) content.people = peopleByRole(text);
  if (content.people.length === 0) content.people = peopleInPassing(text, locale);
  if (content.people.length === 0 && name) content.people = partners(text, name);
  const self = readSelf(text);
  if (self) content.self = self.name;
  // "Меня зовут Артём Козлов, я фотограф-пейзажист": what follows the writer's name says who they are.
  const description =
    findDescription(text, name) ?? (self ? (findDescription(text, self.name) ?? self.role) : undefined);
  if (description) content.description = capitalise(description, locale);
  const freeShipping = readFreeShipping(text, currency);
  if (freeShipping) content.freeShippingFrom = freeShipping;
  // "حصة تجريبية مجانية", "first lesson free": a free first session is one more thing to book, at 0.
  const trial = FREE_TRIAL.exec(text)?.[0] ?? '';
  const listed = (item: BriefItem) =>
    lower(trial).includes(lower(item.name)) || lower(item.name).includes(lower(trial));
  if (trial && content.items.length > 0 && !content.items.some(listed))
    content.items.push({ name: capitalise(trial, locale), price: { amount: 0, currency } });
  const figures = statedFigures(text);
  if (figures.length > 0) content.figures = figures;
  if (PORTFOLIO.test(text)) {
    const categories = readCategories(text, locale);
    if (categories.length > 0) content.categories = categories;
    // "Mettre en avant mon dernier album « Le Renard qui comptait les étoiles » (éditions Pommeraie,
    // 2026)": a work named with its kind is one to show.
    for (const work of text.matchAll(FEATURED_WORK)) {
      const name = work[1]!.trim();
      if (content.items.some((item) => lower(item.name) === lower(name))) continue;
      content.items.push({ name, ...(work[2]?.trim() ? { detail: work[2].trim() } : {}) });
    }
  }
  const faq = readFaq(text, locale);
  if (faq.length > 0) content.faq = faq;
  // "(e.g. Which planet is known as the Red Planet? Which is the largest planet?)": a quiz's questions
  // given as examples without their answers; the quiz answers those it knows, and lists the rest.
  else if (content.items.length === 0)
    content.items.push(...exampleQuestions(text).map((name) => ({ name })));
  const form = readFormFields(text, language as AppLanguage);
  if (form.length > 0) {
    content.form = form;
    // "استمارة التسجيل: الاسم، رقم الموبايل، المستوى": what the form asks is not something offered.
    const asked = new Set(form.map((field) => lower(field.label)));
    keepItems(
      content,
      (item) => Boolean(item.price) || (!asked.has(lower(item.name)) && !askedAlready(item.name)),
    );
  }
  const cardFields = readCardFields(text, language as AppLanguage);
  if (cardFields.length > 0) {
    content.cardFields = cardFields;
    // "В карточке клиента: компания, контактное лицо": what a card holds is not a card.
    const held = new Set(cardFields.map((field) => lower(field.label)));
    // "бюджет в рублях" is the field "Бюджет", said with its unit.
    keepItems(
      content,
      (item) =>
        Boolean(item.price) ||
        // …nor is the card's own title ("nom", "title"), which every card has.
        (!CARD_TITLE.test(item.name.trim()) &&
          ![...held].some((label) => lower(item.name) === label || lower(item.name).startsWith(`${label} `))),
    );
  }
  // A board's sample cards may be given as its examples: "Примеры: ООО «Северный ветер» (Ирина …), …".
  if (content.items.length === 0 && (content.columns.length >= 2 || content.cardFields)) {
    const label = EXAMPLES_LABEL.exec(text);
    const list =
      // "ул. Ленина 45, кв. 12": an abbreviation's dot ends no example.
      label &&
      /^[^\n]*?(?=(?<!\d)(?<!(?:^|\s)\p{L}{1,3})[.!?](?:\s|$)|\n|$)/u.exec(
        text.slice(label.index + label[0].length),
      );
    // "Пример: Петров Андрей, ул. Ленина 45, бюджет 850 000 ₽, статус «Замер»": one example is one
    // card, named first, its details after (the column it is in among them).
    const one = label && /^(?:example|exemple|ejemplo|örnek|пример|مثال)\s*[:：]/iu.test(label[0].trim());
    const [first, ...details] = one && list ? list[0].split(/\s*[,،]\s*/u) : [];
    if (first && details.length >= 2) {
      const priced = readItem(details.join(', '), currency, false, locale);
      content.items = [
        {
          name: first.trim(),
          detail: details.join(', '),
          ...(priced?.price ? { price: priced.price } : {}),
        },
      ];
    } else if (list)
      content.items = entries(list[0])
        .map((entry) => readItem(entry, currency, false, locale))
        .filter((item): item is BriefItem => item !== null)
        .slice(0, 12);
  }
  // "Mar 14 – Brighton, Concorde 2 / Mar 16 – Bristol, Thekla": a tour's shows, not one event on the
  // first day, nor things to sell named by their days.
  const shows = readShows(text);
  if (shows.length > 0) {
    content.shows = shows;
    keepItems(
      content,
      (item) =>
        !shows.some(
          (show) =>
            lower(item.name).includes(lower(show.city)) ||
            (show.venue !== undefined && lower(item.name).includes(lower(show.venue))) ||
            lower(item.detail ?? '').includes(lower(show.city)),
        ),
    );
  }
  const event = shows.length > 0 ? null : readEventDetails(text);
  const labelled = readProgram(text, locale);
  const program = labelled.length > 0 || !event ? labelled : programInProse(text, locale);
  const timetable = program.length > 0 ? [] : readTimetable(text, locale);
  if (timetable.length > 0) {
    content.timetable = timetable;
    // The classes are what the week holds, not things to buy.
    const held = new Set(timetable.map((entry) => lower(entry.title)));
    keepItems(
      content,
      (item) =>
        !held.has(lower(item.name)) &&
        !timetable.some((entry) => lower(item.name).includes(lower(entry.title))),
    );
  }
  const capacity = CAPACITY.exec(text);
  if (capacity) content.capacity = Number(capacity[1] ?? capacity[2]);
  if (program.length > 0) {
    content.program = program;
    // The programme's entries are what happens, not things to book.
    const steps = program.map((step) => lower(step.title));
    // "والكلمة الافتتاحية … الساعة 10:00": an entry that holds a step, with its time, is that step.
    keepItems(content, (item) => !steps.some((step) => lower(item.name).includes(step)));
  }
  // "Preset amounts $10, $25, $50", "الهدف 50000 ريال": a fundraiser's amounts are gifts to pick, not
  // things for sale.
  const donation = readDonation(text, currency);
  if (donation) {
    content.donation = donation;
    const amounts = new Set([donation.goal, ...donation.presets].map((price) => price?.amount));
    keepItems(content, (item) => !item.price || !amounts.has(item.price.amount));
  }
  // "بالدرهم المغربي" said once: every "درهم" of the brief is Morocco's, every "$" of "in pesos" a peso.
  const named = content.currency;
  if (named && SIGN_FAMILY[named])
    for (const item of content.items)
      if (item.price && SIGN_FAMILY[item.price.currency] === SIGN_FAMILY[named]) item.price.currency = named;
  const contact = findContact(text);
  // "« Le Pétrin d'Or » à Lyon, rue Paul Bert": the town said after the name completes the street.
  const city = name ? cityAfterName(text, name) : null;
  const street = contact?.address;
  const address =
    street && city && !street.includes(city)
      ? `${street}${/[\u0600-\u06ff]/u.test(street) ? '، ' : ', '}${city}`
      : (street ?? city ?? undefined);
  if (contact || city) content.contact = { ...contact, ...(address ? { address } : {}) };
  // "clase de cerámica los sábados a las 10:00, precio 25 €": a weekly class people book, on its day.
  const weekly = event || content.hours.length > 0 ? null : readWeekly(text);
  if (weekly) {
    content.hours.push(capitalise(weekly.hours, locale));
    // "A weekly yoga class every Tuesday at 7pm at the …": the description ends where its schedule starts.
    const at = content.description?.toLowerCase().indexOf(weekly.said.toLowerCase()) ?? -1;
    if (content.description && at > 0) content.description = content.description.slice(0, at).trim();
    if (weekly.time) {
      const week: ([string, string] | null)[] = Array.from({ length: 7 }, () => null);
      const start = Number(weekly.time.slice(0, 2)) * 60 + Number(weekly.time.slice(3));
      week[weekly.day] = [weekly.time, hhmm(start + 60)];
      content.week = week;
    }
    // The place as written after the time ("en Calle Luna 5, Madrid") says more than its street alone.
    const street = content.contact?.address;
    if (weekly.venue && (!street || weekly.venue.includes(street)))
      content.contact = { ...content.contact, address: weekly.venue.replace(/^the\s+/i, '') };
    const price = content.items.length === 0 ? eventPrice(text, content, currency) : null;
    if (price && weekly.noun) {
      content.items.push({ name: capitalise(weekly.noun, locale), price: price.price });
    }
  }
  if (event) {
    content.event = event;
    // "الجمعة 9 أبريل 2027 من الساعة 4:00 حتى 7:00 مساءً": the event's day and hours, not opening hours.
    const dated = content.hours.filter((hours) => eventDateSpan(hours) !== null);
    if (dated.length > 0) {
      content.hours = content.hours.filter((hours) => !dated.includes(hours));
      if (content.hours.length === 0) delete content.week;
    }
    // "Saturday 14 September 2026", "4pm at Villa Rosa", "Bodrum": the event's when and where, not items.
    content.items = content.items.filter((item) => !restatesEvent(item.name, event));
    const price = eventPrice(text, content, currency);
    if (price) {
      content.event.price = price.price;
      keepItems(content, (item) => item !== price.item);
    }
  }
  return content;
}
