/**
 * Every text the built-in agent writes to a person, in each of the interface's languages: the
 * greeting, the plan, the cards, edit summaries and honest refusals. The app it builds speaks only
 * English or Turkish, so what replies quote from the app (section names) comes in the app's language.
 */
import {
  dataApiExamples,
  type Language,
  type ProjectInputCard,
  type ProjectSuccessCard,
} from '@atelier/contracts';
import type { FieldType } from '@atelier/app-kit/collection';
import type { BriefContent, BriefItem } from './brief-content.ts';
import type { CollectionBrief } from './collection-brief.ts';
import { BLUEPRINTS } from './blueprints/index.ts';
import { eventLine } from './blueprints/listed.ts';
import type { Change } from './edit.ts';
import { colorName } from './understand.ts';
import {
  FEATURES,
  type AppKind,
  type AppSpec,
  type Declined,
  type Feature,
  type ReplyLanguage,
  type ReplyTexts,
  type Theme,
} from './spec.ts';

export function replyLanguage(language: Language): ReplyLanguage {
  return language;
}

/** Writing every language's text at the call site keeps a missing translation a type error. */
export function say(language: ReplyLanguage, texts: ReplyTexts): string {
  return texts[language];
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

const ARABIC_LETTER = /^[\u0600-\u06ff]/;

/** "a, b and c", "a, b ve c", "a, b et c", "a, b y c", "a, b и c", "a، b وc". */
export function list(items: string[], language: ReplyLanguage): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1] ?? '';
  const head = commaList(items.slice(0, -1), language);
  switch (language) {
    case 'ar':
      // Arabic writes "and" joined to the word; a Latin section name gets a space.
      return `${head} و${ARABIC_LETTER.test(last) ? '' : ' '}${last}`;
    case 'es':
      // "y" becomes "e" before an /i/ sound: "filtros e ideas", but "agua y hielo".
      return `${head} ${/^h?[ií](?![aeoáéó])/i.test(last) ? 'e' : 'y'} ${last}`;
    default: {
      const and = { en: 'and', tr: 've', fr: 'et', ru: 'и' }[language];
      return `${head} ${and} ${last}`;
    }
  }
}

/** "a, b, c" with the language's own comma. */
export function commaList(items: string[], language: ReplyLanguage): string {
  return items.join(language === 'ar' ? '، ' : ', ');
}

function quote(text: string, language: ReplyLanguage): string {
  if (language === 'fr') return `«\u00a0${text}\u00a0»`;
  if (language === 'ru' || language === 'ar') return `«${text}»`;
  return `“${text}”`;
}

/**
 * A section's name inside a sentence. English and Turkish replies name their own app's sections as
 * words; other replies quote them, because the app (and so the name) is English.
 */
function sectionName(label: string, language: ReplyLanguage): string {
  return language === 'en' || language === 'tr' ? label : quote(label, language);
}

// ---------------------------------------------------------------------------------------------------
// Vocabulary.

const KIND_LABELS: Record<AppKind, ReplyTexts> = {
  landing: {
    en: 'a landing page',
    tr: 'bir tanıtım sayfası',
    fr: 'une page de présentation',
    es: 'una página de presentación',
    ru: 'лендинг',
    ar: 'صفحة تعريفية',
  },
  portfolio: {
    en: 'a portfolio',
    tr: 'bir portfolyo',
    fr: 'un portfolio',
    es: 'un portafolio',
    ru: 'портфолио',
    ar: 'معرض أعمال',
  },
  blog: { en: 'a blog', tr: 'bir blog', fr: 'un blog', es: 'un blog', ru: 'блог', ar: 'مدونة' },
  store: {
    en: 'an online store',
    tr: 'bir online mağaza',
    fr: 'une boutique en ligne',
    es: 'una tienda online',
    ru: 'интернет-магазин',
    ar: 'متجر إلكتروني',
  },
  restaurant: {
    en: 'a restaurant site with its menu',
    tr: 'menülü bir restoran sitesi',
    fr: 'un site de restaurant avec sa carte',
    es: 'un sitio de restaurante con su carta',
    ru: 'сайт ресторана с меню',
    ar: 'موقع مطعم مع قائمة الطعام',
  },
  todo: {
    en: 'a task list',
    tr: 'bir yapılacaklar listesi',
    fr: 'une liste de tâches',
    es: 'una lista de tareas',
    ru: 'список задач',
    ar: 'قائمة مهام',
  },
  kanban: {
    en: 'a kanban board',
    tr: 'bir kanban panosu',
    fr: 'un tableau kanban',
    es: 'un tablero kanban',
    ru: 'канбан-доска',
    ar: 'لوحة كانبان',
  },
  notes: {
    en: 'a notes app',
    tr: 'bir not uygulaması',
    fr: 'une application de notes',
    es: 'una aplicación de notas',
    ru: 'приложение для заметок',
    ar: 'تطبيق ملاحظات',
  },
  habits: {
    en: 'a habit tracker',
    tr: 'bir alışkanlık takipçisi',
    fr: 'un suivi d’habitudes',
    es: 'un registro de hábitos',
    ru: 'трекер привычек',
    ar: 'متتبع عادات',
  },
  fitness: {
    en: 'a workout tracker',
    tr: 'bir antrenman takipçisi',
    fr: 'un suivi d’entraînements',
    es: 'un registro de entrenamientos',
    ru: 'трекер тренировок',
    ar: 'متتبع تمارين',
  },
  budget: {
    en: 'a budget tracker',
    tr: 'bir bütçe takipçisi',
    fr: 'un suivi de budget',
    es: 'un control de presupuesto',
    ru: 'трекер бюджета',
    ar: 'متتبع ميزانية',
  },
  dashboard: {
    en: 'a dashboard with charts',
    tr: 'grafikli bir gösterge paneli',
    fr: 'un tableau de bord avec graphiques',
    es: 'un panel con gráficos',
    ru: 'дашборд с графиками',
    ar: 'لوحة بيانات مع رسوم بيانية',
  },
  booking: {
    en: 'a booking app',
    tr: 'bir rezervasyon uygulaması',
    fr: 'une application de réservation',
    es: 'una aplicación de reservas',
    ru: 'приложение для бронирования',
    ar: 'تطبيق حجوزات',
  },
  quiz: {
    en: 'a quiz',
    tr: 'bir bilgi yarışması',
    fr: 'un quiz',
    es: 'un cuestionario',
    ru: 'викторина',
    ar: 'اختبار معلومات',
  },
  recipes: {
    en: 'a recipe book',
    tr: 'bir tarif defteri',
    fr: 'un carnet de recettes',
    es: 'un recetario',
    ru: 'книга рецептов',
    ar: 'كتاب وصفات',
  },
  generic: {
    en: 'an app built around your idea',
    tr: 'fikrinize göre bir uygulama',
    fr: 'une application construite autour de votre idée',
    es: 'una aplicación creada a partir de tu idea',
    ru: 'приложение по вашей идее',
    ar: 'تطبيق مبني على فكرتك',
  },
};

export function kindLabel(kind: AppKind, language: ReplyLanguage): string {
  if (language !== 'en' && language !== 'tr') return KIND_LABELS[kind][language];
  const label = BLUEPRINTS[kind].label[language];
  // A blueprint slot not written yet labels itself with its bare kind.
  return label && label !== kind ? label : KIND_LABELS[kind][language];
}

export const FEATURE_LABELS: Record<Feature, ReplyTexts> = {
  search: { en: 'search', tr: 'arama', fr: 'la recherche', es: 'la búsqueda', ru: 'поиск', ar: 'البحث' },
  filters: {
    en: 'filters',
    tr: 'filtreler',
    fr: 'les filtres',
    es: 'los filtros',
    ru: 'фильтры',
    ar: 'عوامل التصفية',
  },
  forms: {
    en: 'forms with validation',
    tr: 'doğrulamalı formlar',
    fr: 'les formulaires avec validation',
    es: 'los formularios con validación',
    ru: 'формы с проверкой',
    ar: 'النماذج مع التحقق من المدخلات',
  },
  persistence: {
    en: 'saving your data in the browser',
    tr: 'verileri tarayıcıda saklama',
    fr: 'l’enregistrement des données dans le navigateur',
    es: 'el guardado de datos en el navegador',
    ru: 'сохранение данных в браузере',
    ar: 'حفظ البيانات في المتصفح',
  },
  'dark-toggle': {
    en: 'a light/dark switch',
    tr: 'açık/koyu tema düğmesi',
    fr: 'le bouton clair/sombre',
    es: 'el interruptor claro/oscuro',
    ru: 'переключатель светлой и тёмной темы',
    ar: 'زر التبديل بين الوضعين الفاتح والداكن',
  },
  charts: {
    en: 'charts',
    tr: 'grafikler',
    fr: 'les graphiques',
    es: 'los gráficos',
    ru: 'графики',
    ar: 'الرسوم البيانية',
  },
  pages: {
    en: 'several pages',
    tr: 'birden çok sayfa',
    fr: 'plusieurs pages',
    es: 'varias páginas',
    ru: 'несколько страниц',
    ar: 'صفحات متعددة',
  },
  export: {
    en: 'export',
    tr: 'dışa aktarma',
    fr: 'l’export',
    es: 'la exportación',
    ru: 'экспорт',
    ar: 'التصدير',
  },
};

const FONT_LABELS: Record<Theme['font'], ReplyTexts> = {
  sans: {
    en: 'a clean sans-serif font',
    tr: 'sade, tırnaksız bir yazı tipi',
    fr: 'une police sans empattement épurée',
    es: 'una tipografía sans serif limpia',
    ru: 'аккуратный шрифт без засечек',
    ar: 'خط بسيط بلا زوائد',
  },
  serif: {
    en: 'a serif font',
    tr: 'tırnaklı (serif) bir yazı tipi',
    fr: 'une police à empattements',
    es: 'una tipografía con serifa',
    ru: 'шрифт с засечками',
    ar: 'خط بزوائد (سيريف)',
  },
  mono: {
    en: 'a monospace font',
    tr: 'eş aralıklı (mono) bir yazı tipi',
    fr: 'une police à chasse fixe',
    es: 'una tipografía monoespaciada',
    ru: 'моноширинный шрифт',
    ar: 'خط بعرض ثابت',
  },
  rounded: {
    en: 'a rounded, friendly font',
    tr: 'yuvarlak hatlı, sıcak bir yazı tipi',
    fr: 'une police arrondie et chaleureuse',
    es: 'una tipografía redondeada y cercana',
    ru: 'мягкий округлый шрифт',
    ar: 'خط دائري ودود',
  },
};

const RADIUS_LABELS: Record<Theme['radius'], ReplyTexts> = {
  none: {
    en: 'square corners',
    tr: 'köşeli kenarlar',
    fr: 'des coins carrés',
    es: 'esquinas rectas',
    ru: 'прямые углы',
    ar: 'زوايا حادة',
  },
  md: {
    en: 'slightly rounded corners',
    tr: 'hafif yuvarlak köşeler',
    fr: 'des coins légèrement arrondis',
    es: 'esquinas ligeramente redondeadas',
    ru: 'слегка скруглённые углы',
    ar: 'زوايا مستديرة قليلًا',
  },
  lg: {
    en: 'rounded corners',
    tr: 'yuvarlak köşeler',
    fr: 'des coins arrondis',
    es: 'esquinas redondeadas',
    ru: 'скруглённые углы',
    ar: 'زوايا مستديرة',
  },
  full: {
    en: 'fully rounded, pill-shaped corners',
    tr: 'tam yuvarlak (hap biçimli) köşeler',
    fr: 'des coins entièrement arrondis, en forme de pilule',
    es: 'esquinas totalmente redondeadas, en forma de píldora',
    ru: 'полностью скруглённые углы в форме таблетки',
    ar: 'زوايا مستديرة بالكامل على شكل كبسولة',
  },
};

/** A section's label as the app shows it: in the app's own language, whatever the reply's. */
export function sectionLabel(spec: Pick<AppSpec, 'kind' | 'language'>, id: string): string {
  const section = BLUEPRINTS[spec.kind].sections.find((s) => s.id === id);
  return section ? section.label[spec.language] : id;
}

function featureLabel(feature: Feature, language: ReplyLanguage): string {
  return FEATURE_LABELS[feature][language];
}

function colors(theme: Theme, language: ReplyLanguage): string {
  const primary = colorName(theme.primary, language);
  const accent = colorName(theme.accent, language);
  const mode =
    theme.mode === 'dark'
      ? say(language, {
          en: 'dark theme',
          tr: 'koyu tema',
          fr: 'thème sombre',
          es: 'tema oscuro',
          ru: 'тёмная тема',
          ar: 'سمة داكنة',
        })
      : say(language, {
          en: 'light theme',
          tr: 'açık tema',
          fr: 'thème clair',
          es: 'tema claro',
          ru: 'светлая тема',
          ar: 'سمة فاتحة',
        });
  return say(language, {
    en: `${primary} with ${accent} accents, ${mode}`,
    tr: `${primary} ana renk, ${accent} vurgular, ${mode}`,
    fr: `${primary} en couleur principale, ${accent} en accent, ${mode}`,
    es: `${primary} como color principal, detalles en ${accent}, ${mode}`,
    ru: `основной цвет — ${primary}, акцентный — ${accent}, ${mode}`,
    ar: `${primary} لونًا أساسيًا مع لمسات من ${accent}، ${mode}`,
  });
}

// ---------------------------------------------------------------------------------------------------
// The greeting, the plan and the cards.

/** The answer to "hi" or "what can you do?": what it can build, with two prompts to copy. */
export function greeting(language: Language): string {
  return say(replyLanguage(language), {
    en: "Hi! I'm Atelier's offline built-in agent. Tell me in a few words what you would like to build, for example “a habit tracker with a dark theme” or “a menu site for my coffee shop”. I can build landing pages, portfolios, blogs, online stores, restaurant menus, todo lists, kanban boards, notes, habit, workout and budget trackers, dashboards, booking apps, quizzes and recipe books.",
    tr: 'Merhaba! Ben Atelier’in çevrimdışı yerleşik ajanıyım. Ne oluşturmak istediğinizi birkaç kelimeyle anlatın; örneğin “koyu temalı bir alışkanlık takipçisi” ya da “kahve dükkanım için bir menü sitesi”. Tanıtım sayfası, portfolyo, blog, mağaza, restoran menüsü, yapılacaklar listesi, kanban panosu, not, alışkanlık, antrenman ve bütçe uygulamaları, gösterge paneli, rezervasyon, bilgi yarışması ve tarif defteri yapabilirim.',
    fr: 'Bonjour ! Je suis l’agent intégré d’Atelier et je fonctionne hors ligne. Décrivez en quelques mots ce que vous voulez créer, par exemple «\u00a0un suivi d’habitudes avec un thème sombre\u00a0» ou «\u00a0un site avec la carte de mon café\u00a0». Je sais créer des pages de présentation, des portfolios, des blogs, des boutiques en ligne, des cartes de restaurant, des listes de tâches, des tableaux kanban, des applications de notes, des suivis d’habitudes, d’entraînements et de budget, des tableaux de bord, des applications de réservation, des quiz et des carnets de recettes.',
    es: '¡Hola! Soy el agente integrado de Atelier y funciono sin conexión. Cuéntame en pocas palabras qué quieres crear, por ejemplo “un registro de hábitos con tema oscuro” o “una web con la carta de mi cafetería”. Puedo crear páginas de presentación, portafolios, blogs, tiendas online, cartas de restaurante, listas de tareas, tableros kanban, aplicaciones de notas, registros de hábitos, entrenamientos y presupuesto, paneles de datos, aplicaciones de reservas, cuestionarios y recetarios.',
    ru: 'Здравствуйте! Я встроенный агент Atelier и работаю офлайн. Опишите в двух словах, что вы хотите создать, например «трекер привычек с тёмной темой» или «сайт с меню для моей кофейни». Я умею делать лендинги, портфолио, блоги, интернет-магазины, меню ресторанов, списки задач, канбан-доски, заметки, трекеры привычек, тренировок и бюджета, дашборды, приложения для бронирования, викторины и книги рецептов.',
    ar: 'مرحبًا! أنا الوكيل المدمج في Atelier وأعمل دون اتصال بالإنترنت. صِف لي بكلمات قليلة ما تريد إنشاءه، مثل «متتبع عادات بسمة داكنة» أو «موقع لقائمة طعام المقهى الخاص بي». يمكنني إنشاء صفحات تعريفية ومعارض أعمال ومدونات ومتاجر إلكترونية وقوائم طعام للمطاعم وقوائم مهام ولوحات كانبان وتطبيقات ملاحظات ومتتبعات للعادات والتمارين والميزانية ولوحات بيانات وتطبيقات حجوزات واختبارات معلومات وكتب وصفات.',
  });
}

const LOCALES: Record<ReplyLanguage, string> = {
  en: 'en-US',
  tr: 'tr-TR',
  fr: 'fr-FR',
  es: 'es-ES',
  ru: 'ru-RU',
  ar: 'ar',
};

function itemLine(item: BriefItem, lang: ReplyLanguage): string {
  const facts: string[] = [];
  if (item.price) {
    facts.push(
      new Intl.NumberFormat(LOCALES[lang], {
        style: 'currency',
        currency: item.price.currency,
        maximumFractionDigits: Number.isInteger(item.price.amount) ? 0 : 2,
      }).format(item.price.amount) + (item.price.period ? `/${PERIODS[item.price.period][lang]}` : ''),
    );
  }
  if (item.minutes) facts.push(`${item.minutes} ${MINUTES[lang]}`);
  return facts.length > 0 ? `${item.name} (${facts.join(', ')})` : item.name;
}

const PERIODS: Record<NonNullable<NonNullable<BriefItem['price']>['period']>, ReplyTexts> = {
  hour: { en: 'hour', tr: 'saat', fr: 'heure', es: 'hora', ru: 'час', ar: 'ساعة' },
  day: { en: 'day', tr: 'gün', fr: 'jour', es: 'día', ru: 'день', ar: 'يوم' },
  week: { en: 'week', tr: 'hafta', fr: 'semaine', es: 'semana', ru: 'неделя', ar: 'أسبوع' },
  month: { en: 'month', tr: 'ay', fr: 'mois', es: 'mes', ru: 'мес.', ar: 'شهر' },
  year: { en: 'year', tr: 'yıl', fr: 'an', es: 'año', ru: 'год', ar: 'سنة' },
};
const MINUTES: ReplyTexts = { en: 'min', tr: 'dk', fr: 'min', es: 'min', ru: 'мин', ar: 'دقيقة' };

const DECLINED_LABELS: Record<Declined, ReplyTexts> = {
  payments: {
    en: 'real payments',
    tr: 'gerçek ödeme alma',
    fr: 'les vrais paiements',
    es: 'pagos reales',
    ru: 'настоящая оплата',
    ar: 'الدفع الحقيقي',
  },
  accounts: {
    en: 'user accounts and sign-in',
    tr: 'kullanıcı hesapları ve giriş',
    fr: 'les comptes et la connexion',
    es: 'cuentas de usuario e inicio de sesión',
    ru: 'аккаунты и вход',
    ar: 'حسابات المستخدمين وتسجيل الدخول',
  },
  notifications: {
    en: 'sending e-mails, texts or notifications',
    tr: 'e-posta, SMS ya da bildirim gönderme',
    fr: 'l’envoi d’e-mails, de SMS ou de notifications',
    es: 'enviar correos, SMS o notificaciones',
    ru: 'отправка писем, SMS и уведомлений',
    ar: 'إرسال البريد أو الرسائل أو الإشعارات',
  },
  integrations: {
    en: 'connections to outside services',
    tr: 'dış servislerle bağlantı',
    fr: 'les liens avec des services externes',
    es: 'conexiones con servicios externos',
    ru: 'подключение внешних сервисов',
    ar: 'الربط بخدمات خارجية',
  },
  ai: {
    en: 'AI features',
    tr: 'yapay zekâ özellikleri',
    fr: 'les fonctions d’IA',
    es: 'funciones de IA',
    ru: 'функции ИИ',
    ar: 'ميزات الذكاء الاصطناعي',
  },
};

/** What the brief listed and the app will show, for the plan: items, people, columns, features, hours. */
function contentPlan(content: BriefContent, lang: ReplyLanguage): string[] {
  const colon = lang === 'fr' ? '\u00a0:' : ':';
  const lines: string[] = [];
  const line = (label: string | undefined, fallback: ReplyTexts, values: string[]) => {
    if (values.length > 0) lines.push(`${label ?? say(lang, fallback)}${colon} ${commaList(values, lang)}.`);
  };
  line(
    content.itemsLabel,
    { en: 'Items', tr: 'Öğeler', fr: 'Éléments', es: 'Elementos', ru: 'Позиции', ar: 'العناصر' },
    content.items.map((item) => itemLine(item, lang)),
  );
  line(
    content.peopleLabel,
    { en: 'People', tr: 'Kişiler', fr: 'Personnes', es: 'Personas', ru: 'Люди', ar: 'الأشخاص' },
    content.people.map((person) => (person.role ? `${person.name} (${person.role})` : person.name)),
  );
  line(
    undefined,
    { en: 'Columns', tr: 'Sütunlar', fr: 'Colonnes', es: 'Columnas', ru: 'Колонки', ar: 'الأعمدة' },
    content.columns,
  );
  line(
    content.highlightsLabel,
    {
      en: 'Highlights',
      tr: 'Öne çıkanlar',
      fr: 'Points forts',
      es: 'Destacados',
      ru: 'Главное',
      ar: 'أبرز النقاط',
    },
    content.highlights,
  );
  line(
    undefined,
    { en: 'Hours', tr: 'Saatler', fr: 'Horaires', es: 'Horario', ru: 'Часы работы', ar: 'ساعات العمل' },
    content.hours,
  );
  const when = eventLine({ language: lang, content });
  if (when) {
    const label = say(lang, {
      en: 'When and where',
      tr: 'Zaman ve yer',
      fr: 'Date et lieu',
      es: 'Fecha y lugar',
      ru: 'Когда и где',
      ar: 'الموعد والمكان',
    });
    lines.push(`${label}${colon} ${when}.`);
  }
  line(
    undefined,
    { en: 'Programme', tr: 'Program', fr: 'Programme', es: 'Programa', ru: 'Программа', ar: 'البرنامج' },
    (content.program ?? []).map((step) => (step.time ? `${step.time} ${step.title}` : step.title)),
  );
  line(
    undefined,
    {
      en: 'The form also asks',
      tr: 'Formda ayrıca',
      fr: 'Le formulaire demande aussi',
      es: 'El formulario pide también',
      ru: 'Форма также спрашивает',
      ar: 'يسأل النموذج أيضًا عن',
    },
    (content.form ?? []).map((field) => field.label),
  );
  line(
    undefined,
    {
      en: 'Each card holds',
      tr: 'Her kartta',
      fr: 'Chaque carte contient',
      es: 'Cada tarjeta lleva',
      ru: 'В каждой карточке',
      ar: 'كل بطاقة فيها',
    },
    (content.cardFields ?? []).map((field) => field.label),
  );
  return lines;
}

/** What a collection app keeps and works out, field by field, for the plan. */
function collectionPlan(brief: CollectionBrief, lang: ReplyLanguage): string[] {
  const kinds: Partial<Record<FieldType, Record<ReplyLanguage, string>>> = {
    date: { en: 'date', tr: 'tarih', fr: 'date', es: 'fecha', ru: 'дата', ar: 'تاريخ' },
    money: { en: 'amount', tr: 'tutar', fr: 'montant', es: 'importe', ru: 'сумма', ar: 'مبلغ' },
    number: { en: 'number', tr: 'sayı', fr: 'nombre', es: 'número', ru: 'число', ar: 'رقم' },
    rating: {
      en: '1–5 stars',
      tr: '1–5 yıldız',
      fr: '1 à 5 étoiles',
      es: '1–5 estrellas',
      ru: '1–5 звёзд',
      ar: '1–5 نجوم',
    },
    boolean: { en: 'yes/no', tr: 'evet/hayır', fr: 'oui/non', es: 'sí/no', ru: 'да/нет', ar: 'نعم/لا' },
    interval: {
      en: 'every N days',
      tr: 'N günde bir',
      fr: 'tous les N jours',
      es: 'cada N días',
      ru: 'раз в N дней',
      ar: 'كل N يومًا',
    },
  };
  const fields = brief.fields.map((field) => {
    const hint = field.options ? field.options.join(' / ') : (kinds[field.type]?.[lang] ?? null);
    const unit = field.unit ? `, ${field.unit}` : '';
    return hint ? `${field.label} (${hint}${unit})` : field.label;
  });
  const lines = brief.typical
    ? [
        // The brief named the thing but no fields: say these were chosen for the person.
        say(lang, {
          en: `You listed no fields, so I gave each ${brief.entity.singular} typical ones: ${commaList(fields, lang)}. Tell me to add or remove any.`,
          tr: `Alan belirtmediğiniz için tipik alanları kullandım: ${commaList(fields, lang)}. Eklemek ya da çıkarmak istediğinizi söyleyin.`,
          fr: `Vous n’avez pas listé de champs, j’ai donc pris les champs habituels (${brief.entity.singular})\u00a0: ${commaList(fields, lang)}. Dites-moi lesquels ajouter ou retirer.`,
          es: `No indicaste campos, así que usé los habituales (${brief.entity.singular}): ${commaList(fields, lang)}. Dime si quieres añadir o quitar alguno.`,
          ru: `Вы не перечислили поля, поэтому я взял обычные (${brief.entity.singular}): ${commaList(fields, lang)}. Скажите, что добавить или убрать.`,
          ar: `لم تذكر حقولًا، لذا استخدمت الحقول المعتادة (${brief.entity.singular}): ${commaList(fields, lang)}. أخبرني بما تريد إضافته أو حذفه.`,
        }),
      ]
    : [
        say(lang, {
          en: `Each ${brief.entity.singular} has: ${commaList(fields, lang)}.`,
          tr: `Her kayıtta: ${commaList(fields, lang)}.`,
          fr: `Pour chaque élément (${brief.entity.singular})\u00a0: ${commaList(fields, lang)}.`,
          es: `Cada elemento (${brief.entity.singular}) tiene: ${commaList(fields, lang)}.`,
          ru: `У каждой записи (${brief.entity.singular}): ${commaList(fields, lang)}.`,
          ar: `لكل عنصر (${brief.entity.singular}): ${commaList(fields, lang)}.`,
        }),
      ];
  const works: string[] = [];
  const interval = brief.fields.find((f) => f.type === 'interval');
  if (brief.summaries.includes('due')) {
    works.push(
      say(lang, {
        en: interval ? `which ${brief.entity.plural} are due or overdue` : 'what is due or overdue',
        tr: 'zamanı gelen ve gecikenler',
        fr: 'ce qui arrive à échéance ou est en retard',
        es: 'lo que vence o está atrasado',
        ru: 'что пора сделать и что просрочено',
        ar: 'ما حان موعده أو تأخر',
      }),
    );
  }
  if (brief.summaries.includes('total')) {
    works.push(
      say(lang, {
        en: 'totals',
        tr: 'toplamlar',
        fr: 'les totaux',
        es: 'totales',
        ru: 'итоги',
        ar: 'المجاميع',
      }),
    );
  }
  if (brief.summaries.includes('average')) {
    works.push(
      say(lang, {
        en: 'averages',
        tr: 'ortalamalar',
        fr: 'les moyennes',
        es: 'promedios',
        ru: 'средние',
        ar: 'المتوسطات',
      }),
    );
  }
  const groupBy = brief.fields.find((f) => f.key === brief.groupBy);
  if (groupBy) {
    works.push(
      say(lang, {
        en: `a filter and counts by ${groupBy.label.toLowerCase()}`,
        tr: `${groupBy.label} için filtre ve sayılar`,
        fr: `un filtre et des comptes par ${groupBy.label.toLowerCase()}`,
        es: `filtro y recuentos por ${groupBy.label.toLowerCase()}`,
        ru: `фильтр и счётчики по полю «${groupBy.label}»`,
        ar: `تصفية وعدّ حسب ${groupBy.label}`,
      }),
    );
  }
  works.push(
    say(lang, { en: 'search', tr: 'arama', fr: 'la recherche', es: 'búsqueda', ru: 'поиск', ar: 'البحث' }),
  );
  lines.push(
    say(lang, {
      en: `It shows ${commaList(works, lang)}; add, edit and delete are there, and everything stays in the browser.`,
      tr: `Gösterdikleri: ${commaList(works, lang)}; ekleme, düzenleme ve silme var, her şey tarayıcıda saklanır.`,
      fr: `Elle affiche ${commaList(works, lang)}\u00a0; ajout, modification et suppression, tout reste dans le navigateur.`,
      es: `Muestra ${commaList(works, lang)}; con alta, edición y borrado, y todo se guarda en el navegador.`,
      ru: `Показывает: ${commaList(works, lang)}; можно добавлять, менять и удалять, всё хранится в браузере.`,
      ar: `يعرض: ${commaList(works, lang)}؛ مع الإضافة والتعديل والحذف، وكل شيء محفوظ في المتصفح.`,
    }),
  );
  if (brief.seedTitles.length > 0) {
    lines.push(
      say(lang, {
        en: `It starts with ${commaList(brief.seedTitles, lang)}.`,
        tr: `İlk kayıtlar: ${commaList(brief.seedTitles, lang)}.`,
        fr: `Pour commencer\u00a0: ${commaList(brief.seedTitles, lang)}.`,
        es: `Empieza con ${commaList(brief.seedTitles, lang)}.`,
        ru: `Для начала: ${commaList(brief.seedTitles, lang)}.`,
        ar: `يبدأ بـ ${commaList(brief.seedTitles, lang)}.`,
      }),
    );
  }
  return lines;
}

export function planText(spec: AppSpec, language: Language): string {
  const lang = replyLanguage(language);
  const what = capitalize(kindLabel(spec.kind, lang));
  const who = spec.audience;
  const audience = who
    ? say(lang, {
        en: ` for ${who}`,
        tr: ` (${who} için)`,
        fr: ` pour ${who}`,
        es: ` para ${who}`,
        ru: ` (аудитория: ${who})`,
        ar: ` (الجمهور: ${who})`,
      })
    : '';
  const colon = lang === 'fr' ? '\u00a0:' : ':';
  const lines = [`${what}${audience}${colon} **${spec.name}** — ${spec.tagline}`];
  const sections = list(
    spec.sections.map((id) => sectionLabel(spec, id)),
    lang,
  );
  const features = list(
    spec.features.map((f) => featureLabel(f, lang)),
    lang,
  );
  if (spec.content) lines.push(...contentPlan(spec.content, lang));
  if (spec.declined?.length) {
    const asks = commaList(
      spec.declined.map((ask) => DECLINED_LABELS[ask][lang]),
      lang,
    );
    lines.push(
      say(lang, {
        en: `Not in this app: ${asks}.`,
        tr: `Bu uygulamada olmayacaklar: ${asks}.`,
        fr: `Pas dans cette app\u00a0: ${asks}.`,
        es: `No estará en esta app: ${asks}.`,
        ru: `Этого в приложении не будет: ${asks}.`,
        ar: `لن يتضمن التطبيق: ${asks}.`,
      }),
    );
  }
  if (spec.collection) {
    lines.push(...collectionPlan(spec.collection, lang));
  } else if (sections) {
    lines.push(
      say(lang, {
        en: `Sections: ${sections}.`,
        tr: `Bölümler: ${sections}.`,
        fr: `Sections\u00a0: ${sections}.`,
        es: `Secciones: ${sections}.`,
        ru: `Разделы: ${sections}.`,
        ar: `الأقسام: ${sections}.`,
      }),
    );
  }
  if (features && !spec.collection) {
    lines.push(
      say(lang, {
        en: `Features: ${features}.`,
        tr: `Özellikler: ${features}.`,
        fr: `Fonctionnalités\u00a0: ${features}.`,
        es: `Funciones: ${features}.`,
        ru: `Функции: ${features}.`,
        ar: `الميزات: ${features}.`,
      }),
    );
  }
  const look = `${colors(spec.theme, lang)}${lang === 'ar' ? '،' : ','} ${FONT_LABELS[spec.theme.font][lang]}`;
  lines.push(
    say(lang, {
      en: `Look: ${look}.`,
      tr: `Görünüm: ${look}.`,
      fr: `Apparence\u00a0: ${look}.`,
      es: `Estilo: ${look}.`,
      ru: `Оформление: ${look}.`,
      ar: `المظهر: ${look}.`,
    }),
  );
  const intro = say(lang, {
    en: "Here's my plan:",
    tr: 'Planım şöyle:',
    fr: 'Voici ce que je propose\u00a0:',
    es: 'Este es mi plan:',
    ru: 'Вот мой план:',
    ar: 'هذه خطتي:',
  });
  const outro = say(lang, {
    en: "Pick a name and I'll build the first version right away.",
    tr: 'Bir ad seçin, ilk sürümü hemen oluşturayım.',
    fr: 'Choisissez un nom et je crée la première version tout de suite.',
    es: 'Elige un nombre y creo la primera versión enseguida.',
    ru: 'Выберите название, и я сразу соберу первую версию.',
    ar: 'اختر اسمًا وسأبني النسخة الأولى فورًا.',
  });
  return [intro, ...lines.map((line) => `• ${line}`), outro].join('\n');
}

export function projectInputCard(
  spec: AppSpec,
  context: { conversationId: string; originalRequest: string },
  language: Language,
): ProjectInputCard {
  const lang = replyLanguage(language);
  return {
    ui_type: 'project_input',
    title: say(lang, {
      en: 'Name your project',
      tr: 'Projenize bir ad verin',
      fr: 'Nommez votre projet',
      es: 'Ponle nombre a tu proyecto',
      ru: 'Назовите проект',
      ar: 'سمِّ مشروعك',
    }),
    description: planText(spec, lang),
    input_config: {
      label: say(lang, {
        en: 'Project name',
        tr: 'Proje adı',
        fr: 'Nom du projet',
        es: 'Nombre del proyecto',
        ru: 'Название проекта',
        ar: 'اسم المشروع',
      }),
      placeholder: spec.name,
      required: true,
      button_text: say(lang, {
        en: 'Create project',
        tr: 'Projeyi oluştur',
        fr: 'Créer le projet',
        es: 'Crear proyecto',
        ru: 'Создать проект',
        ar: 'إنشاء المشروع',
      }),
      default_value: spec.name,
    },
    context: { conversation_id: context.conversationId, original_request: context.originalRequest },
  };
}

export interface ProjectLinks {
  /** The project's preview address on its own origin, `{uuid}.{preview host}`. */
  preview?: string;
  /** The public project endpoint. */
  api?: string;
  /** APP_URL, where the project's data API answers; with the project's uuid, curl and fetch examples follow. */
  appUrl?: string;
}

/** The collection and sample record the card's data API examples use, fitting the kind of app. */
const DATA_SAMPLES: Partial<Record<AppKind, { collection: string; sample: Record<string, unknown> }>> = {
  booking: {
    collection: 'bookings',
    sample: { name: 'Ada Lovelace', email: 'ada@example.com', date: '2026-03-14', time: '10:00' },
  },
  store: { collection: 'orders', sample: { name: 'Ada Lovelace', email: 'ada@example.com', items: 2 } },
  restaurant: { collection: 'reservations', sample: { name: 'Ada Lovelace', guests: 2, time: '19:30' } },
  todo: { collection: 'tasks', sample: { title: 'Water the plants', done: false } },
  notes: { collection: 'notes', sample: { title: 'Ideas', body: 'Write them down.' } },
};

const EXAMPLE_LABELS = {
  preview: {
    en: 'Preview',
    tr: 'Önizleme',
    fr: 'Aperçu',
    es: 'Vista previa',
    ru: 'Превью',
    ar: 'المعاينة',
  },
  create: {
    en: 'Save a record (curl)',
    tr: 'Kayıt ekle (curl)',
    fr: 'Enregistrer une entrée (curl)',
    es: 'Guardar un registro (curl)',
    ru: 'Сохранить запись (curl)',
    ar: 'حفظ سجل (curl)',
  },
  list: {
    en: 'List records (curl)',
    tr: 'Kayıtları listele (curl)',
    fr: 'Lister les entrées (curl)',
    es: 'Listar los registros (curl)',
    ru: 'Список записей (curl)',
    ar: 'عرض السجلات (curl)',
  },
  fetch: {
    en: 'From your app (fetch)',
    tr: 'Uygulamanızdan (fetch)',
    fr: 'Depuis votre application (fetch)',
    es: 'Desde tu aplicación (fetch)',
    ru: 'Из вашего приложения (fetch)',
    ar: 'من تطبيقك (fetch)',
  },
  api: {
    en: 'Project details (public API)',
    tr: 'Proje bilgisi (herkese açık API)',
    fr: 'Détails du projet (API publique)',
    es: 'Detalles del proyecto (API pública)',
    ru: 'Данные проекта (публичный API)',
    ar: 'تفاصيل المشروع (واجهة API عامة)',
  },
} satisfies Record<string, ReplyTexts>;

export function projectSuccessCard(
  spec: AppSpec,
  project: { id: number | string; uuid?: string; publishableKey?: string },
  language: Language,
  links: ProjectLinks = {},
): ProjectSuccessCard {
  const lang = replyLanguage(language);
  const examples: Record<string, string> = {};
  if (links.preview) examples[EXAMPLE_LABELS.preview[lang]] = links.preview;
  if (links.appUrl && project.uuid && project.publishableKey) {
    const { collection, sample } = DATA_SAMPLES[spec.kind] ?? {
      collection: 'messages',
      sample: { name: 'Ada Lovelace', message: 'Hello!' },
    };
    const data = dataApiExamples(
      links.appUrl,
      { uuid: project.uuid, publishable_key: project.publishableKey },
      collection,
      sample,
    );
    examples[EXAMPLE_LABELS.create[lang]] = data.create;
    examples[EXAMPLE_LABELS.list[lang]] = data.list;
    examples[EXAMPLE_LABELS.fetch[lang]] = data.fetch;
  }
  if (links.api) examples[EXAMPLE_LABELS.api[lang]] = `curl ${links.api}`;
  const kind = kindLabel(spec.kind, lang);
  return {
    ui_type: 'project_success',
    title: say(lang, {
      en: `${spec.name} is ready`,
      tr: `${spec.name} hazır`,
      fr: `${spec.name} est prêt`,
      es: `${spec.name} está listo`,
      ru: `Проект «${spec.name}» готов`,
      ar: `${spec.name} جاهز`,
    }),
    message: say(lang, {
      en: `The first version of ${kind} is live in the preview. Tell me what to change (colours, theme, texts, sections or features) and I'll update it.`,
      tr: `${capitalize(kind)} olarak ilk sürüm önizlemede çalışıyor. Değiştirmek istediklerinizi yazın: renkler, tema, metinler, bölümler ya da özellikler; hemen güncellerim.`,
      fr: `J’ai créé ${kind}\u00a0; la première version est en ligne dans l’aperçu. Dites-moi ce qu’il faut changer (couleurs, thème, textes, sections ou fonctionnalités) et je m’en occupe.`,
      es: `He creado ${kind}; la primera versión ya está en la vista previa. Dime qué quieres cambiar (colores, tema, textos, secciones o funciones) y lo actualizo.`,
      ru: `Первая версия (${kind}) уже открыта в превью. Напишите, что изменить: цвета, тему, тексты, разделы или функции, — и я всё обновлю.`,
      ar: `النسخة الأولى (${kind}) تعمل الآن في المعاينة. أخبرني بما تريد تغييره (الألوان أو السمة أو النصوص أو الأقسام أو الميزات) وسأحدّثها.`,
    }),
    project: {
      name: spec.name,
      id: project.id,
      // The secret token stays out of the chat (the data dialog shows it on demand); apps get this key.
      token: '',
      ...(project.publishableKey ? { publishable_key: project.publishableKey } : {}),
      ...(Object.keys(examples).length > 0 ? { api_examples: examples } : {}),
    },
  };
}

export function firstVersionSummary(language: Language): string {
  return say(replyLanguage(language), {
    en: 'First version',
    tr: 'İlk sürüm',
    fr: 'Première version',
    es: 'Primera versión',
    ru: 'Первая версия',
    ar: 'النسخة الأولى',
  });
}

// ---------------------------------------------------------------------------------------------------
// Edits.

/** A text, as the object of "changed the … to" (Turkish in the accusative, French with its article). */
const TEXT_NAMES: Record<string, ReplyTexts> = {
  'hero.title': {
    en: 'headline',
    tr: 'ana başlığı',
    fr: 'le titre principal',
    es: 'el titular',
    ru: 'главный заголовок',
    ar: 'العنوان الرئيسي',
  },
  'header.title': {
    en: 'title',
    tr: 'başlığı',
    fr: 'le titre',
    es: 'el título',
    ru: 'заголовок',
    ar: 'العنوان',
  },
  title: { en: 'title', tr: 'başlığı', fr: 'le titre', es: 'el título', ru: 'заголовок', ar: 'العنوان' },
  'hero.subtitle': {
    en: 'subtitle',
    tr: 'alt başlığı',
    fr: 'le sous-titre',
    es: 'el subtítulo',
    ru: 'подзаголовок',
    ar: 'العنوان الفرعي',
  },
  'hero.description': {
    en: 'description',
    tr: 'açıklamayı',
    fr: 'la description',
    es: 'la descripción',
    ru: 'описание',
    ar: 'الوصف',
  },
  'hero.badge': {
    en: 'badge',
    tr: 'rozet metnini',
    fr: 'le texte du badge',
    es: 'el texto de la insignia',
    ru: 'текст значка',
    ar: 'نص الشارة',
  },
  'cta.button': {
    en: 'button text',
    tr: 'buton metnini',
    fr: 'le texte du bouton',
    es: 'el texto del botón',
    ru: 'текст кнопки',
    ar: 'نص الزر',
  },
  'hero.button': {
    en: 'button text',
    tr: 'buton metnini',
    fr: 'le texte du bouton',
    es: 'el texto del botón',
    ru: 'текст кнопки',
    ar: 'نص الزر',
  },
  'hero.cta': {
    en: 'button text',
    tr: 'buton metnini',
    fr: 'le texte du bouton',
    es: 'el texto del botón',
    ru: 'текст кнопки',
    ar: 'نص الزر',
  },
};

/** Whether a key is a section's title ("pricing.title"), and which section. */
function titledSection(spec: AppSpec, key: string): string | null {
  const [id, part] = key.split('.');
  return id && part === 'title' && BLUEPRINTS[spec.kind].sections.some((s) => s.id === id) ? id : null;
}

/** What a text key is, in a few words ("headline", "Pricing title"). */
export function textLabel(spec: AppSpec, key: string, language: ReplyLanguage): string {
  const button: ReplyTexts = {
    en: 'button text',
    tr: 'buton metni',
    fr: 'texte du bouton',
    es: 'texto del botón',
    ru: 'текст кнопки',
    ar: 'نص الزر',
  };
  const names: Record<string, ReplyTexts> = {
    'hero.title': {
      en: 'headline',
      tr: 'ana başlık',
      fr: 'titre principal',
      es: 'titular',
      ru: 'главный заголовок',
      ar: 'العنوان الرئيسي',
    },
    'hero.subtitle': {
      en: 'subtitle',
      tr: 'alt başlık',
      fr: 'sous-titre',
      es: 'subtítulo',
      ru: 'подзаголовок',
      ar: 'العنوان الفرعي',
    },
    'cta.button': button,
    'hero.button': button,
    'hero.cta': button,
  };
  const known = names[key];
  if (known) return known[language];
  const id = titledSection(spec, key);
  if (id) {
    const label = sectionLabel(spec, id);
    const quoted = quote(label, language);
    return say(language, {
      en: `${label} title`,
      tr: `${label} başlığı`,
      fr: `titre de la section ${quoted}`,
      es: `título de la sección ${quoted}`,
      ru: `заголовок раздела ${quoted}`,
      ar: `عنوان قسم ${quoted}`,
    });
  }
  return say(language, {
    en: 'title',
    tr: 'başlık',
    fr: 'titre',
    es: 'título',
    ru: 'заголовок',
    ar: 'العنوان',
  });
}

/** A change that would change nothing. */
export function alreadyText(change: Change, spec: AppSpec, language: ReplyLanguage): string {
  switch (change.type) {
    case 'primary': {
      const color = colorName(change.hex, language);
      return say(language, {
        en: `The primary colour is already ${color}.`,
        tr: `Ana renk zaten ${color}.`,
        fr: `La couleur principale est déjà réglée sur ${color}.`,
        es: `El color principal ya es ${color}.`,
        ru: `Основной цвет уже ${color}.`,
        ar: `اللون الأساسي هو ${color} بالفعل.`,
      });
    }
    case 'accent': {
      const color = colorName(change.hex, language);
      return say(language, {
        en: `The accent colour is already ${color}.`,
        tr: `Vurgu rengi zaten ${color}.`,
        fr: `La couleur d’accent est déjà réglée sur ${color}.`,
        es: `El color de acento ya es ${color}.`,
        ru: `Акцентный цвет уже ${color}.`,
        ar: `لون التمييز هو ${color} بالفعل.`,
      });
    }
    case 'mode':
      return change.mode === 'dark'
        ? say(language, {
            en: 'The app already uses the dark theme.',
            tr: 'Uygulama zaten koyu temada.',
            fr: 'L’application utilise déjà le thème sombre.',
            es: 'La aplicación ya usa el tema oscuro.',
            ru: 'В приложении уже включена тёмная тема.',
            ar: 'التطبيق يستخدم السمة الداكنة بالفعل.',
          })
        : say(language, {
            en: 'The app already uses the light theme.',
            tr: 'Uygulama zaten açık temada.',
            fr: 'L’application utilise déjà le thème clair.',
            es: 'La aplicación ya usa el tema claro.',
            ru: 'В приложении уже включена светлая тема.',
            ar: 'التطبيق يستخدم السمة الفاتحة بالفعل.',
          });
    case 'rename': {
      const name = quote(change.name, language);
      return say(language, {
        en: `The app is already called ${name}.`,
        tr: `Uygulamanın adı zaten ${name}.`,
        fr: `L’application s’appelle déjà ${name}.`,
        es: `La aplicación ya se llama ${name}.`,
        ru: `Приложение уже называется ${name}.`,
        ar: `اسم التطبيق ${name} بالفعل.`,
      });
    }
    case 'tagline':
    case 'text': {
      const value = quote(change.value, language);
      return say(language, {
        en: `That text already reads ${value}.`,
        tr: `Bu metin zaten ${value}.`,
        fr: `Ce texte est déjà ${value}.`,
        es: `Ese texto ya dice ${value}.`,
        ru: `Этот текст уже такой: ${value}.`,
        ar: `هذا النص هو ${value} بالفعل.`,
      });
    }
    case 'font': {
      const font = FONT_LABELS[change.font][language];
      return say(language, {
        en: `The app already uses ${font}.`,
        tr: `Uygulama zaten ${font} kullanıyor.`,
        fr: `L’application utilise déjà ${font}.`,
        es: `La aplicación ya usa ${font}.`,
        ru: `В приложении уже используется ${font}.`,
        ar: `التطبيق يستخدم ${font} بالفعل.`,
      });
    }
    case 'audience': {
      const who = quote(change.audience, language);
      return say(language, {
        en: `The app is already for ${who}.`,
        tr: `Uygulama zaten ${who} için.`,
        fr: `L’application s’adresse déjà à ${who}.`,
        es: `La aplicación ya está pensada para ${who}.`,
        ru: `Приложение уже рассчитано на ${who}.`,
        ar: `التطبيق موجّه بالفعل إلى ${who}.`,
      });
    }
    case 'radius':
      return say(language, {
        en: 'The corners are already like that.',
        tr: 'Köşeler zaten böyle.',
        fr: 'Les coins sont déjà comme ça.',
        es: 'Las esquinas ya están así.',
        ru: 'Углы уже такие.',
        ar: 'الزوايا على هذا الشكل بالفعل.',
      });
    default:
      return say(language, {
        en: 'That is already the case.',
        tr: 'Bu zaten böyle.',
        fr: 'C’est déjà le cas.',
        es: 'Ya está así.',
        ru: 'Это уже так.',
        ar: 'هذا مطبّق بالفعل.',
      });
  }
}

function textName(spec: AppSpec, key: string, language: ReplyLanguage): string {
  const known = TEXT_NAMES[key];
  if (known) return known[language];
  const id = titledSection(spec, key);
  if (id) {
    const label = sectionLabel(spec, id);
    const quoted = quote(label, language);
    return say(language, {
      en: `${label} title`,
      tr: `${label} başlığını`,
      fr: `le titre de la section ${quoted}`,
      es: `el título de la sección ${quoted}`,
      ru: `заголовок раздела ${quoted}`,
      ar: `عنوان قسم ${quoted}`,
    });
  }
  const quoted = quote(key, language);
  return say(language, {
    en: `${quoted} text`,
    tr: `${quoted} metnini`,
    fr: `le texte ${quoted}`,
    es: `el texto ${quoted}`,
    ru: `текст ${quoted}`,
    ar: `النص ${quoted}`,
  });
}

/**
 * One change, as the reply states it ("changed the primary colour to green"). Russian states it
 * impersonally ("основной цвет изменён…"): a first-person past tense would give the agent a gender.
 */
export function describeChange(change: Change, spec: AppSpec, language: Language): string {
  const lang = replyLanguage(language);
  switch (change.type) {
    case 'primary': {
      const color = colorName(change.hex, lang);
      return say(lang, {
        en: `changed the primary colour to ${color}`,
        tr: `ana rengi ${color} yaptım`,
        fr: `j’ai passé la couleur principale en ${color}`,
        es: `cambié el color principal a ${color}`,
        ru: `основной цвет изменён на ${color}`,
        ar: `غيّرت اللون الأساسي إلى ${color}`,
      });
    }
    case 'accent': {
      const color = colorName(change.hex, lang);
      return say(lang, {
        en: `changed the accent colour to ${color}`,
        tr: `vurgu rengini ${color} yaptım`,
        fr: `j’ai passé la couleur d’accent en ${color}`,
        es: `cambié el color de acento a ${color}`,
        ru: `акцентный цвет изменён на ${color}`,
        ar: `غيّرت لون التمييز إلى ${color}`,
      });
    }
    case 'mode':
      return change.mode === 'dark'
        ? say(lang, {
            en: 'switched to the dark theme',
            tr: 'koyu temaya geçtim',
            fr: 'j’ai activé le thème sombre',
            es: 'cambié al tema oscuro',
            ru: 'включена тёмная тема',
            ar: 'انتقلت إلى السمة الداكنة',
          })
        : say(lang, {
            en: 'switched to the light theme',
            tr: 'açık temaya geçtim',
            fr: 'j’ai activé le thème clair',
            es: 'cambié al tema claro',
            ru: 'включена светлая тема',
            ar: 'انتقلت إلى السمة الفاتحة',
          });
    case 'rename': {
      const name = quote(change.name, lang);
      return say(lang, {
        en: `renamed the app to ${name}`,
        tr: `uygulamanın adını ${name} yaptım`,
        fr: `j’ai renommé l’application en ${name}`,
        es: `cambié el nombre de la aplicación a ${name}`,
        ru: `приложение переименовано в ${name}`,
        ar: `غيّرت اسم التطبيق إلى ${name}`,
      });
    }
    case 'tagline': {
      const value = quote(change.value, lang);
      return say(lang, {
        en: `changed the tagline to ${value}`,
        tr: `sloganı ${value} yaptım`,
        fr: `j’ai remplacé le slogan par ${value}`,
        es: `cambié el eslogan a ${value}`,
        ru: `новый слоган — ${value}`,
        ar: `غيّرت الشعار إلى ${value}`,
      });
    }
    case 'add-section': {
      const label = sectionLabel(spec, change.id);
      const quoted = sectionName(label, lang);
      return say(lang, {
        en: `added a ${label} section`,
        tr: `${label} bölümünü ekledim`,
        fr: `j’ai ajouté la section ${quoted}`,
        es: `añadí la sección ${quoted}`,
        ru: `добавлен раздел ${quoted}`,
        ar: `أضفت قسم ${quoted}`,
      });
    }
    case 'remove-section': {
      const label = sectionLabel(spec, change.id);
      const quoted = sectionName(label, lang);
      return say(lang, {
        en: `removed the ${label} section`,
        tr: `${label} bölümünü kaldırdım`,
        fr: `j’ai retiré la section ${quoted}`,
        es: `quité la sección ${quoted}`,
        ru: `удалён раздел ${quoted}`,
        ar: `أزلت قسم ${quoted}`,
      });
    }
    case 'add-feature': {
      const feature = featureLabel(change.feature, lang);
      return say(lang, {
        en: `added ${feature}`,
        tr: `${feature} ekledim`,
        fr: `j’ai ajouté ${feature}`,
        es: `añadí ${feature}`,
        ru: `добавлено: ${feature}`,
        ar: `أضفت ${feature}`,
      });
    }
    case 'remove-feature': {
      const feature = featureLabel(change.feature, lang);
      return say(lang, {
        en: `removed ${feature}`,
        tr: `${feature} kaldırdım`,
        fr: `j’ai retiré ${feature}`,
        es: `quité ${feature}`,
        ru: `удалено: ${feature}`,
        ar: `أزلت ${feature}`,
      });
    }
    case 'text': {
      const name = textName(spec, change.key, lang);
      const value = quote(change.value, lang);
      return say(lang, {
        en: `changed the ${name} to ${value}`,
        tr: `${name} ${value} yaptım`,
        fr: `j’ai remplacé ${name} par ${value}`,
        es: `cambié ${name} a ${value}`,
        ru: `${name} теперь ${value}`,
        ar: `غيّرت ${name} إلى ${value}`,
      });
    }
    case 'audience': {
      const who = quote(change.audience, lang);
      return say(lang, {
        en: `made the app for ${who}`,
        tr: `uygulamayı ${who} için düzenledim`,
        fr: `j’ai adressé l’application à ${who}`,
        es: `orienté la aplicación a ${who}`,
        ru: `приложение теперь для аудитории ${who}`,
        ar: `جعلت التطبيق موجّهًا إلى ${who}`,
      });
    }
    case 'font': {
      const font = FONT_LABELS[change.font][lang];
      return say(lang, {
        en: `switched to ${font}`,
        tr: `yazı tipini değiştirdim: ${font}`,
        fr: `j’ai choisi ${font}`,
        es: `cambié a ${font}`,
        ru: `выбран ${font}`,
        ar: `غيّرت الخط إلى ${font}`,
      });
    }
    case 'radius': {
      const radius = RADIUS_LABELS[change.radius][lang];
      return say(lang, {
        en: `changed the corners to ${radius}`,
        tr: `köşeleri güncelledim: ${radius}`,
        fr: `j’ai mis ${radius}`,
        es: `cambié las esquinas a ${radius}`,
        ru: `форма углов изменена: ${radius}`,
        ar: `غيّرت الزوايا إلى ${radius}`,
      });
    }
  }
}

/** "Changed the primary colour to green; added a Pricing section." */
export function editSummary(changes: string[], language: Language): string {
  const lang = replyLanguage(language);
  const separator = lang === 'fr' ? '\u00a0; ' : lang === 'ar' ? '؛ ' : '; ';
  return `${capitalize(changes.join(separator))}.`.slice(0, 1000);
}

export function editReply(changes: string[], notes: string[], language: Language): string {
  const lang = replyLanguage(language);
  const done = editSummary(changes, lang);
  const next = say(lang, {
    en: 'The new version is in the preview. Anything else?',
    tr: 'Yeni sürüm önizlemede. Başka bir değişiklik ister misiniz?',
    fr: 'La nouvelle version est dans l’aperçu. Autre chose\u00a0?',
    es: 'La nueva versión ya está en la vista previa. ¿Algo más?',
    ru: 'Новая версия уже в превью. Что-нибудь ещё?',
    ar: 'النسخة الجديدة في المعاينة الآن. هل تريد تغيير شيء آخر؟',
  });
  return [done, ...notes, next].join('\n\n');
}

/** What the agent can change in this project, as a short list for refusals, in the person's language. */
export function capabilities(spec: AppSpec, language: Language): string {
  const lang = replyLanguage(language);
  const sections = list(
    BLUEPRINTS[spec.kind].sections.map((s) => sectionLabel(spec, s.id)),
    lang,
  );
  const features = list(
    FEATURES.map((f) => featureLabel(f, lang)),
    lang,
  );
  const lines: Record<
    ReplyLanguage,
    {
      intro: string;
      colours: string;
      theme: string;
      texts: string;
      audience: string;
      content: string;
      fields: string;
      sections: string;
      features: string;
    }
  > = {
    en: {
      intro: 'Here is what I can do:',
      colours: 'colours: “make it green”, “primary colour #ff0066”, “orange accents”',
      theme: 'theme and look: “dark mode”, “light theme”, “use a serif font”, “rounder corners”',
      texts: 'name and texts: “rename it to Nova”, “change the title to “Hello””',
      audience: 'who it is for: “make it for students”',
      content:
        'what it lists: “make Pro $35”, “rename Basic to Starter”, “add a Gift Card for $25”, “remove Basic”',
      fields:
        'fields: “add a priority field (low, medium, high)”, “remove the notes field”, “rename notes to comments”',
      sections: `add or remove sections: ${sections}`,
      features: `add features: ${features}`,
    },
    tr: {
      intro: 'Şunları yapabilirim:',
      colours: 'renkler: “yeşil yap”, “ana renk #ff0066”, “vurgu rengi turuncu”',
      theme: 'tema ve görünüm: “koyu tema”, “açık tema”, “serif yazı tipi”, “daha yuvarlak köşeler”',
      texts: 'ad ve metinler: “adını Nova yap”, “başlığı “Merhaba” yap”',
      audience: 'kimin için olduğu: “öğrenciler için olsun”',
      content: 'listelenenler: “Pro 35 $ olsun”, “Basic’in adını Starter yap”, “Basic’i kaldır”',
      fields: 'alanlar: “öncelik alanı ekle (düşük, orta, yüksek)”, “notlar alanını kaldır”',
      sections: `bölüm ekleme/kaldırma: ${sections}`,
      features: `özellik ekleme: ${features}`,
    },
    fr: {
      intro: 'Voici ce que je peux modifier\u00a0:',
      colours:
        'couleurs\u00a0: «\u00a0mets-le en vert\u00a0», «\u00a0couleur principale #ff0066\u00a0», «\u00a0des accents orange\u00a0»',
      theme:
        'thème et style\u00a0: «\u00a0mode sombre\u00a0», «\u00a0thème clair\u00a0», «\u00a0utilise une police à empattements\u00a0», «\u00a0coins plus arrondis\u00a0»',
      texts:
        'nom et textes\u00a0: «\u00a0renomme l’app en Nova\u00a0», «\u00a0change le titre en «\u00a0Bonjour\u00a0»\u00a0»',
      audience: 'à qui elle s’adresse\u00a0: «\u00a0c’est pour des étudiants\u00a0»',
      content:
        'ce qu’elle liste\u00a0: «\u00a0mets Pro à 35\u00a0€\u00a0», «\u00a0renomme Basic en Starter\u00a0», «\u00a0supprime Basic\u00a0»',
      fields:
        'champs\u00a0: «\u00a0ajoute un champ priorité (basse, moyenne, haute)\u00a0», «\u00a0supprime le champ notes\u00a0»',
      sections: `ajouter ou retirer des sections\u00a0: ${sections}`,
      features: `ajouter des fonctionnalités\u00a0: ${features}`,
    },
    es: {
      intro: 'Esto es lo que puedo cambiar:',
      colours: 'colores: “ponlo en verde”, “color principal #ff0066”, “acentos naranjas”',
      theme:
        'tema y estilo: “modo oscuro”, “tema claro”, “usa una fuente con serifa”, “esquinas más redondeadas”',
      texts: 'nombre y textos: “cambia el nombre a Nova”, “cambia el título a “Hola””',
      audience: 'para quién es: “es para familias”',
      content: 'lo que lista: “pon Pro a 35 €”, “renombra Basic a Starter”, “quita Basic”',
      fields: 'campos: “añade un campo prioridad (baja, media, alta)”, “quita el campo notas”',
      sections: `añadir o quitar secciones: ${sections}`,
      features: `añadir funciones: ${features}`,
    },
    ru: {
      intro: 'Вот что я могу изменить:',
      colours: 'цвета: «сделай его зелёным», «основной цвет #ff0066», «оранжевые акценты»',
      theme: 'тема и вид: «тёмная тема», «светлая тема», «шрифт с засечками», «скруглённые углы»',
      texts: 'название и тексты: «переименуй приложение в Nova», «измени заголовок на «Привет»»',
      audience: 'для кого оно: «для студентов»',
      content: 'что в нём перечислено: «сделай цену Pro 35 €», «переименуй Basic в Starter», «удали Basic»',
      fields: 'поля: «добавь поле приоритет (низкий, средний, высокий)», «удали поле заметки»',
      sections: `добавить или удалить разделы: ${sections}`,
      features: `добавить функции: ${features}`,
    },
    ar: {
      intro: 'هذا ما يمكنني تغييره:',
      colours: 'الألوان: “اجعله باللون الأخضر”، “اللون الأساسي #ff0066”، “لون التمييز برتقالي”',
      theme: 'السمة والمظهر: “الوضع الداكن”، “الوضع الفاتح”، “اجعل الخط بزوائد”، “زوايا مستديرة”',
      texts: 'الاسم والنصوص: “غيّر اسم التطبيق إلى Nova”، “غيّر العنوان إلى “مرحبًا””',
      audience: 'لمن هو: “للطلاب”',
      content: 'ما يعرضه: “اجعل سعر Pro 35 $”، “أعد تسمية Basic إلى Starter”، “احذف Basic”',
      fields: 'الحقول: “أضف حقل الأولوية (منخفضة، متوسطة، عالية)”، “احذف حقل الملاحظات”',
      sections: `إضافة الأقسام أو إزالتها: ${sections}`,
      features: `إضافة الميزات: ${features}`,
    },
  };
  const own = lines[lang];
  const lists = Boolean(spec.content) || 'defaultContent' in BLUEPRINTS[spec.kind];
  return [
    own.intro,
    `• ${own.colours}`,
    `• ${own.theme}`,
    `• ${own.texts}`,
    `• ${own.audience}`,
    ...(lists ? [`• ${own.content}`] : []),
    ...(spec.collection ? [`• ${own.fields}`] : []),
    ...(sections ? [`• ${own.sections}`] : []),
    `• ${own.features}`,
  ].join('\n');
}

export const NOTES = {
  notUnderstood: (fragment: string, language: ReplyLanguage) => {
    const quoted = quote(fragment, language);
    return say(language, {
      en: `I couldn't do this part: ${quoted}. I don't know how to change that yet.`,
      tr: `Şunu yapamadım: ${quoted}. Bunu nasıl değiştireceğimi bilmiyorum.`,
      fr: `Je n’ai pas pu faire cette partie\u00a0: ${quoted}. Je ne sais pas encore modifier cela.`,
      es: `No pude hacer esta parte: ${quoted}. Todavía no sé cómo cambiar eso.`,
      ru: `Эту часть выполнить не получилось: ${quoted}. Я пока не умею такое менять.`,
      ar: `لم أتمكن من تنفيذ هذا الجزء: ${quoted}. لا أعرف بعد كيف أغيّر ذلك.`,
    });
  },
  alreadySection: (label: string, language: ReplyLanguage) => {
    const name = sectionName(label, language);
    return say(language, {
      en: `The ${name} section is already there.`,
      tr: `${name} bölümü zaten var.`,
      fr: `La section ${name} est déjà là.`,
      es: `La sección ${name} ya existe.`,
      ru: `Раздел ${name} уже есть.`,
      ar: `قسم ${name} موجود بالفعل.`,
    });
  },
  missingSection: (label: string, language: ReplyLanguage) => {
    const name = sectionName(label, language);
    return say(language, {
      en: `There is no ${name} section to remove.`,
      tr: `${name} bölümü zaten yok.`,
      fr: `Il n’y a pas de section ${name} à retirer.`,
      es: `No hay ninguna sección ${name} que quitar.`,
      ru: `Раздела ${name} нет, удалять нечего.`,
      ar: `لا يوجد قسم ${name} لإزالته.`,
    });
  },
  alreadyFeature: (label: string, language: ReplyLanguage) =>
    say(language, {
      en: `The app already has ${label}.`,
      tr: `${capitalize(label)} zaten var.`,
      fr: `L’application a déjà ${label}.`,
      es: `La aplicación ya tiene ${label}.`,
      ru: `В приложении уже есть: ${label}.`,
      ar: `التطبيق يحتوي على ${label} بالفعل.`,
    }),
  missingFeature: (label: string, language: ReplyLanguage) =>
    say(language, {
      en: `The app has no ${label} to remove.`,
      tr: `${capitalize(label)} zaten yok.`,
      fr: `Il n’y a rien à retirer\u00a0: l’application ne propose pas ${label}.`,
      es: `La aplicación no tiene ${label}, así que no hay nada que quitar.`,
      ru: `Удалять нечего: в приложении этого нет (${label}).`,
      ar: `لا يحتوي التطبيق على ${label} أصلًا، فلا شيء لإزالته.`,
    }),
  unusedFeature: (label: string, language: ReplyLanguage) => {
    const quoted = quote(label, language);
    return say(language, {
      en: `This kind of app has no place for ${label}, so I didn't add it.`,
      tr: `Bu uygulamada ${label} için uygun bir yer yok, o yüzden eklemedim.`,
      fr: `Ce type d’application n’a pas de place pour ${label}, je n’ai donc rien ajouté.`,
      es: `Este tipo de aplicación no tiene un lugar para ${label}, así que no hice ese cambio.`,
      ru: `В приложении такого типа нет места для функции ${quoted}, поэтому она не добавлена.`,
      ar: `لا مكان في هذا النوع من التطبيقات لميزة ${quoted}، لذا لم أضفها.`,
    });
  },
  unusedText: (what: string, language: ReplyLanguage) =>
    say(language, {
      en: `This app shows no ${what} I can change, so I left it.`,
      tr: `Bu uygulamada değiştirebileceğim bir ${what} yok, o yüzden değiştirmedim.`,
      fr: `Cette application n’affiche aucun ${what} que je puisse modifier, je n’y ai donc pas touché.`,
      es: `Esta aplicación no muestra ningún ${what} que pueda cambiar, así que lo dejé como estaba.`,
      ru: `В этом приложении нет такого элемента (${what}), поэтому всё осталось как было.`,
      ar: `لا يحتوي هذا التطبيق على عنصر (${what}) يمكنني تغييره، لذا تركته كما هو.`,
    }),
  unknownText: (language: ReplyLanguage) =>
    say(language, {
      en: "I couldn't tell which text to change. Select it in the preview, or say something like “change the title to “…””.",
      tr: 'Hangi metni değiştireceğimi bulamadım. Önizlemede metni seçin ya da “başlığı “…” yap” gibi yazın.',
      fr: 'Je ne vois pas quel texte modifier. Sélectionnez-le dans l’aperçu, ou écrivez par exemple “change the title to “…””.',
      es: 'No sé qué texto cambiar. Selecciónalo en la vista previa o escribe, por ejemplo, “change the title to “…””.',
      ru: 'Не понятно, какой текст изменить. Выделите его в превью или напишите, например, “change the title to “…””.',
      ar: 'لم أعرف أي نص أغيّر. حدّده في المعاينة، أو اكتب مثلًا “change the title to “…””.',
    }),
  selectedNotFound: (text: string, language: ReplyLanguage) => {
    const quoted = quote(text, language);
    return say(language, {
      en: `I couldn't find the selected text ${quoted} among the texts I can edit, so I can't change it yet.`,
      tr: `Seçtiğiniz ${quoted} metnini düzenlenebilir metinler arasında bulamadım; bunu şimdilik değiştiremiyorum.`,
      fr: `Je n’ai pas trouvé le texte sélectionné ${quoted} parmi ceux que je peux modifier\u00a0; je ne peux donc pas encore le changer.`,
      es: `No encontré el texto seleccionado ${quoted} entre los que puedo editar, así que todavía no puedo cambiarlo.`,
      ru: `Выделенного текста ${quoted} нет среди текстов, которые я могу редактировать, поэтому изменить его пока нельзя.`,
      ar: `لم أجد النص المحدد ${quoted} بين النصوص التي يمكنني تعديلها، لذا لا أستطيع تغييره بعد.`,
    });
  },
  /** A text size was asked: the theme has none to change, but its font can change. */
  fontSize: (language: ReplyLanguage) => {
    const fonts = commaList(
      (['serif', 'sans', 'mono', 'rounded'] as const).map((font) => FONT_LABELS[font][language]),
      language,
    );
    return say(language, {
      en: `I can't change the text size yet. I can switch to one of these fonts: ${fonts}.`,
      tr: `Yazı boyutunu henüz değiştiremiyorum. Şu yazı tiplerinden birine geçebilirim: ${fonts}.`,
      fr: `Je ne sais pas encore changer la taille du texte. Je peux passer à l’une de ces polices\u00a0: ${fonts}.`,
      es: `Todavía no puedo cambiar el tamaño del texto. Puedo cambiar a una de estas tipografías: ${fonts}.`,
      ru: `Размер текста я пока менять не умею. Могу поставить один из шрифтов: ${fonts}.`,
      ar: `لا يمكنني تغيير حجم النص بعد. يمكنني التبديل إلى أحد هذه الخطوط: ${fonts}.`,
    });
  },
  cannotRemoveElement: (language: ReplyLanguage) =>
    say(language, {
      en: 'I can’t remove single elements; I can remove whole sections (select a section title or name the section).',
      tr: 'Tek tek öğeleri kaldıramıyorum; bölümleri kaldırabilirim (bir bölüm başlığını seçin ya da bölümün adını yazın).',
      fr: 'Je ne peux pas retirer un élément isolé, seulement des sections entières (sélectionnez le titre d’une section ou nommez la section).',
      es: 'No puedo quitar elementos sueltos, solo secciones completas (selecciona el título de una sección o escribe su nombre).',
      ru: 'Удалять отдельные элементы я не умею, только целые разделы (выделите заголовок раздела или назовите раздел).',
      ar: 'لا يمكنني إزالة عناصر منفردة، بل أقسامًا كاملة فقط (حدّد عنوان القسم أو اكتب اسمه).',
    }),
  kindChange: (kind: AppKind, language: ReplyLanguage) => {
    const label = kindLabel(kind, language);
    return say(language, {
      en: `I can't turn this project into ${label}. Start a new conversation and describe it, and I'll build it from scratch.`,
      tr: `Mevcut bir projeyi ${label} türüne çeviremiyorum. Yeni bir sohbet açıp istediğinizi anlatırsanız sıfırdan oluştururum.`,
      fr: `Je ne peux pas transformer ce projet en ${label}. Lancez une nouvelle conversation pour le décrire, et je le créerai de zéro.`,
      es: `No puedo convertir este proyecto en ${label}. Empieza una conversación nueva, descríbelo y lo crearé desde cero.`,
      ru: `Этот проект нельзя превратить в приложение другого типа (${label}). Начните новый разговор, опишите, что нужно, и я создам всё с нуля.`,
      ar: `لا يمكنني تحويل هذا المشروع إلى نوع آخر (${label}). ابدأ محادثة جديدة وصِف ما تريد، وسأبنيه من البداية.`,
    });
  },
  noSuchSection: (asked: string, available: string, language: ReplyLanguage) => {
    const quoted = quote(asked, language);
    return say(language, {
      en: `This kind of app has no ${quoted} section. The sections I can add or remove are: ${available || 'none'}.`,
      tr: `Bu tür uygulamada ${quoted} bölümü yok. Ekleyip kaldırabileceğim bölümler: ${available || 'yok'}.`,
      fr: `Ce type d’application n’a pas de section ${quoted}. Les sections que je peux ajouter ou retirer sont\u00a0: ${available || 'aucune'}.`,
      es: `Este tipo de aplicación no tiene una sección ${quoted}. Las secciones que puedo añadir o quitar son: ${available || 'ninguna'}.`,
      ru: `В приложениях такого типа нет раздела ${quoted}. Разделы, которые можно добавить или удалить: ${available || 'нет'}.`,
      ar: `لا يوجد قسم ${quoted} في هذا النوع من التطبيقات. الأقسام التي يمكنني إضافتها أو إزالتها: ${available || 'لا شيء'}.`,
    });
  },
  welcome: (language: ReplyLanguage) =>
    say(language, {
      en: "You're welcome! Tell me whenever you'd like another change: colours, theme, texts, sections or features.",
      tr: 'Rica ederim! Başka bir değişiklik isterseniz yazmanız yeterli: renkler, tema, metinler, bölümler ya da özellikler.',
      fr: 'Avec plaisir\u00a0! Dites-moi quand vous voulez un autre changement\u00a0: couleurs, thème, textes, sections ou fonctionnalités.',
      es: '¡De nada! Dime cuando quieras otro cambio: colores, tema, textos, secciones o funciones.',
      ru: 'Пожалуйста! Если захотите изменить что-то ещё — цвета, тему, тексты, разделы или функции, — просто напишите.',
      ar: 'على الرحب والسعة! أخبرني متى أردت تغييرًا آخر: الألوان أو السمة أو النصوص أو الأقسام أو الميزات.',
    }),
  noChange: (language: ReplyLanguage) =>
    say(language, {
      en: 'The project is unchanged.',
      tr: 'Proje olduğu gibi kaldı.',
      fr: 'Le projet n’a pas changé.',
      es: 'El proyecto no ha cambiado.',
      ru: 'Проект остался без изменений.',
      ar: 'لم يتغير المشروع.',
    }),
};

/** The reply when nothing could be changed. */
export function refusal(spec: AppSpec, notes: string[], language: Language, help = true): string {
  const lang = replyLanguage(language);
  const lead =
    notes.length > 0
      ? notes.join('\n\n')
      : say(lang, {
          en: "I couldn't turn that message into a change I can make.",
          tr: 'Bu mesajdan yapabileceğim bir değişiklik çıkaramadım.',
          fr: 'Je n’ai pas trouvé dans ce message de modification que je sache faire.',
          es: 'No pude convertir ese mensaje en un cambio que sepa hacer.',
          ru: 'Не удалось понять, какое изменение из этого сообщения я могу сделать.',
          ar: 'لم أستطع أن أستخلص من هذه الرسالة تغييرًا يمكنني تنفيذه.',
        });
  return [lead, NOTES.noChange(lang), ...(help ? [capabilities(spec, lang)] : [])].join('\n\n');
}

export function noSpecReply(language: Language): string {
  return say(replyLanguage(language), {
    en: "I can't edit this project: I can only edit projects I generated myself (they carry an atelier.json file that describes the app), and this one has none I can read. The project is unchanged. Describe your app in a new conversation and I'll build it from scratch.",
    tr: 'Bu projeyi düzenleyemiyorum: yalnızca kendi oluşturduğum projeleri (içinde uygulamayı tarif eden bir atelier.json dosyası bulunan) düzenleyebilirim ve bu projede o dosya yok ya da okunamıyor. Proje olduğu gibi kaldı. Yeni bir sohbette uygulamanızı anlatırsanız sıfırdan oluşturabilirim.',
    fr: 'Je ne peux pas modifier ce projet\u00a0: je ne modifie que les projets que j’ai moi-même générés (ils contiennent un fichier atelier.json qui décrit l’application), et celui-ci n’en a aucun que je puisse lire. Le projet n’a pas changé. Décrivez votre application dans une nouvelle conversation et je la créerai de zéro.',
    es: 'No puedo editar este proyecto: solo edito los proyectos que he generado yo (incluyen un archivo atelier.json que describe la aplicación), y este no tiene ninguno que pueda leer. El proyecto no ha cambiado. Describe tu aplicación en una conversación nueva y la crearé desde cero.',
    ru: 'Я не могу редактировать этот проект: я редактирую только проекты, созданные мной (в них есть файл atelier.json с описанием приложения), а в этом проекте такого файла нет или его не удаётся прочитать. Проект остался без изменений. Опишите приложение в новом разговоре, и я создам его с нуля.',
    ar: 'لا يمكنني تعديل هذا المشروع: أعدّل فقط المشاريع التي أنشأتها بنفسي (وفيها ملف atelier.json يصف التطبيق)، وهذا المشروع لا يحتوي على ملف كهذا يمكنني قراءته. لم يتغير المشروع. صِف تطبيقك في محادثة جديدة وسأبنيه من البداية.',
  });
}
