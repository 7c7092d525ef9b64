import { UnrecoverableError, type Job } from 'bullmq';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  parseAgentResult,
  parseRichContent,
  serializeContent,
  type AgentJob,
  type AgentResult,
  type Language,
  type SelectedElement,
} from '@atelier/contracts';
import type { WorkerContext } from '../src/context.ts';
import { answer, readSpec } from '../src/agent/agent.ts';
import { BLUEPRINTS } from '../src/agent/blueprints/index.ts';
import { edit } from '../src/agent/edit.ts';
import { capabilities, list } from '../src/agent/replies.ts';
import { kitFiles, kitVersions } from '../src/agent/kit.ts';
import { agentProcessor } from '../src/agent/processor.ts';
import { renderProject } from '../src/agent/render.ts';
import {
  FEATURES,
  pick,
  type AppKind,
  type AppLanguage,
  type AppSpec,
  type Feature,
  type Theme,
} from '../src/agent/spec.ts';
import {
  FEATURE_WORDS_INTL,
  SECTION_SYNONYMS,
  SECTION_WORDS_INTL,
  understand,
} from '../src/agent/understand.ts';
import { CATEGORY_SEEDS } from '../../../packages/db/src/seed.ts';
import { typecheckProject, typecheckProjects } from './typecheck.ts';

const NOW = '2025-01-01T10:00:00.000Z';

function job(overrides: Partial<AgentJob> = {}): AgentJob {
  return {
    v: 1,
    kind: 'message',
    conversation: { uuid: 'conv-1', title: 'Test', category: null },
    message: { uuid: 'msg-1', content: '', created_at: NOW },
    history: [],
    attachments: [],
    project: null,
    language: 'en',
    user: { id: 1, name: 'Ada' },
    ...overrides,
  };
}

function message(content: string, selected?: SelectedElement): AgentJob['message'] {
  return { uuid: 'msg-2', content, created_at: NOW, ...(selected ? { selected_element: selected } : {}) };
}

function project(files: Record<string, string>, version = 1): NonNullable<AgentJob['project']> {
  return {
    id: 42,
    uuid: 'proj-42',
    name: 'Nimbus',
    token: 'tok-42',
    publishable_key: 'pk_42',
    version,
    files,
  };
}

function expectValid(result: AgentResult): AgentResult {
  const parsed = parseAgentResult(result);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.result;
}

function contentText(result: AgentResult): string {
  if (typeof result.content !== 'string') throw new Error('expected a text reply');
  return result.content;
}

// ---------------------------------------------------------------------------------------------------

interface PromptCase {
  prompt: string;
  language: Language;
  kind: AppKind;
  /** A name, or 'default' for the blueprint's suggested name. */
  name?: string;
  primary?: string;
  accent?: string;
  mode?: Theme['mode'];
  font?: Theme['font'];
  features?: Feature[];
  sections?: string[];
  audience?: string | null;
}

const PROMPTS: PromptCase[] = [
  {
    prompt: 'A habit tracker with streaks and a dark theme',
    language: 'en',
    kind: 'habits',
    name: 'default',
    mode: 'dark',
  },
  {
    prompt: 'Build a landing page for my SaaS startup called "Nimbus" with pricing and FAQ, blue and orange',
    language: 'en',
    kind: 'landing',
    name: 'Nimbus',
    primary: '#2563eb',
    accent: '#ea580c',
    mode: 'light',
    sections: ['pricing', 'faq'],
  },
  {
    prompt: 'Öğrenciler için mor renkli bir yapılacaklar uygulaması',
    language: 'tr',
    kind: 'todo',
    primary: '#9333ea',
    audience: 'öğrenciler',
  },
  {
    prompt: '"Kahve Durağı" adında bir kafe menüsü, koyu tema',
    language: 'tr',
    kind: 'restaurant',
    name: 'Kahve Durağı',
    mode: 'dark',
  },
  { prompt: 'Kahve Durağı adında bir kafe menüsü', language: 'tr', kind: 'restaurant', name: 'Kahve Durağı' },
  {
    prompt: 'an online store for handmade candles with search and filters',
    language: 'en',
    kind: 'store',
    name: 'Handmade Candle Shop',
    features: ['search', 'filters'],
  },
  {
    prompt: 'a plant watering tracker for my balcony garden',
    language: 'en',
    kind: 'generic',
    name: 'Plant Watering Tracker',
  },
  {
    prompt: 'A kanban board like Trello for remote teams, primary color #ff0066',
    language: 'en',
    kind: 'kanban',
    primary: '#ff0066',
    audience: 'remote teams',
  },
  {
    prompt: 'bütçe takip uygulaması, grafikler ve yeşil tema',
    language: 'tr',
    kind: 'budget',
    primary: '#16a34a',
    features: ['charts'],
  },
  {
    prompt: 'portfolio website for a photographer named Ada Lovelace, serif fonts, black and white',
    language: 'en',
    kind: 'portfolio',
    name: 'Ada Lovelace',
    primary: '#111827',
    font: 'serif',
  },
  {
    prompt: 'admin dashboard with charts for my online store',
    language: 'en',
    kind: 'dashboard',
    features: ['charts'],
  },
  { prompt: 'restoranım için rezervasyon sistemi', language: 'tr', kind: 'booking' },
  {
    prompt: 'a quiz app about world capitals for kids',
    language: 'en',
    kind: 'quiz',
    name: 'World Capital Quiz',
    audience: 'kids',
    font: 'rounded',
  },
  {
    prompt: 'yemek tarifi uygulaması, arama özellikli',
    language: 'tr',
    kind: 'recipes',
    features: ['search'],
  },
  {
    prompt: 'a workout log with charts and a dark mode toggle',
    language: 'en',
    kind: 'fitness',
    features: ['charts', 'dark-toggle'],
  },
  {
    prompt: 'a blog about travel in teal',
    language: 'en',
    kind: 'blog',
    name: 'The Travel Journal',
    primary: '#0d9488',
  },
  {
    prompt: 'Note taking app called Jot with markdown and search',
    language: 'en',
    kind: 'notes',
    name: 'Jot',
    features: ['search'],
  },
  {
    prompt: 'e-ticaret sitesi: el yapımı seramikler, kırmızı ve siyah',
    language: 'tr',
    kind: 'store',
    name: 'Seramik Dükkanı',
    primary: '#dc2626',
    accent: '#111827',
  },
  {
    prompt: 'fitness app for runners, dark mode, green',
    language: 'en',
    kind: 'fitness',
    primary: '#16a34a',
    mode: 'dark',
    audience: 'runners',
  },
  {
    prompt: 'Randevu sistemi kuaför salonum için, pembe tema',
    language: 'tr',
    kind: 'booking',
    primary: '#db2777',
  },
  {
    prompt: 'event booking page for a tech conference named DevFest',
    language: 'en',
    kind: 'booking',
    name: 'DevFest',
  },
  {
    prompt: 'trivia game about 90s movies with a timer',
    language: 'en',
    kind: 'quiz',
    name: '90s Movie Quiz',
  },
  { prompt: 'sınav hazırlık bilgi yarışması, mavi', language: 'tr', kind: 'quiz', primary: '#2563eb' },
  {
    prompt: 'a recipe book for vegan desserts, playful and pink',
    language: 'en',
    kind: 'recipes',
    name: 'Vegan Dessert Kitchen',
    primary: '#db2777',
    font: 'rounded',
  },
  {
    prompt: 'expense tracker with categories and export to CSV',
    language: 'en',
    kind: 'budget',
    features: ['filters', 'export'],
  },
  {
    prompt: 'Alışkanlık takipçisi, koyu tema ve turuncu vurgu',
    language: 'tr',
    kind: 'habits',
    mode: 'dark',
    accent: '#ea580c',
  },
  {
    prompt: 'Şirketim için açılış sayfası, adı Bulut Yazılım, lacivert',
    language: 'tr',
    kind: 'landing',
    name: 'Bulut Yazılım',
    primary: '#1e3a8a',
  },
  { prompt: 'Pizzeria website with our menu and opening hours', language: 'en', kind: 'restaurant' },
  { prompt: 'Pizza restoranı için menü ve rezervasyon sitesi', language: 'tr', kind: 'restaurant' },
  { prompt: 'An online coffee shop selling beans and brewing gear', language: 'en', kind: 'store' },
  {
    prompt: 'analytics dashboard for website traffic with line charts, dark',
    language: 'en',
    kind: 'dashboard',
    mode: 'dark',
    features: ['charts'],
  },
  {
    prompt: 'a todo list with dark/light toggle and local storage',
    language: 'en',
    kind: 'todo',
    features: ['dark-toggle', 'persistence'],
  },
  {
    prompt: 'gösterge paneli satış verileri için, grafikler',
    language: 'tr',
    kind: 'dashboard',
    features: ['charts'],
  },
  {
    prompt: 'a simple app to track my book collection',
    language: 'en',
    kind: 'generic',
    name: 'Book Tracker',
  },
  {
    prompt: 'Kitap koleksiyonumu takip etmek için bir uygulama',
    language: 'tr',
    kind: 'generic',
    name: 'Kitap Takibi',
  },
  { prompt: 'sprint board for my dev team with tags', language: 'en', kind: 'kanban', features: ['filters'] },
  // Turkish casing only for Turkish: "idea inbox" is not "İdea İnbox".
  { prompt: 'a notes app called idea inbox', language: 'en', kind: 'notes', name: 'Idea Inbox' },
  { prompt: 'an app to track my ideas', language: 'en', kind: 'generic', name: 'Idea Hub' },
  {
    prompt: 'Make me a website for my bakery called Sweet Crumbs',
    language: 'en',
    kind: 'restaurant',
    name: 'Sweet Crumbs',
  },
  {
    prompt: 'A minimalist blog called The Quiet Notebook, serif, beige',
    language: 'en',
    kind: 'blog',
    name: 'The Quiet Notebook',
    font: 'serif',
  },
  {
    prompt: 'landing page with a "Ship faster" headline, dark blue accents and no testimonials',
    language: 'en',
    kind: 'landing',
    accent: '#1a45a5',
  },
  { prompt: 'an online shoe store', language: 'es', kind: 'store', name: 'Shoe Shop' },
  // A list or board about something is named after it, not with the kind's stock name.
  {
    prompt: 'A checklist for our wedding: book the venue, order flowers, send invitations',
    language: 'en',
    kind: 'todo',
    name: 'Wedding Checklist',
  },
  { prompt: 'kanban board for our marketing team', language: 'en', kind: 'kanban', name: 'Marketing Board' },
  { prompt: 'expense tracker for a road trip', language: 'en', kind: 'budget', name: 'Road Trip Budget' },
  // Fields and dates are not what an app is about.
  { prompt: 'A todo app for remote teams with due dates', language: 'en', kind: 'todo', name: 'default' },
  // A page "for my workshop" is the workshop's page; one event is named after itself.
  { prompt: 'A page for my pottery workshop', language: 'en', kind: 'booking' },
  {
    prompt: 'A page for my pottery workshop on Saturday March 14. Price: €35',
    language: 'en',
    kind: 'booking',
    name: 'Pottery Workshop',
  },
  {
    prompt: 'Book club meetup on 3 March, 7pm at Café Lumen, entry $5',
    language: 'en',
    kind: 'booking',
    name: 'Book Club Meetup',
  },
  // Days, months and currencies are when and how much, not a name.
  {
    prompt: 'Cumartesi 14 Mart seramik atölyesi için bir sayfa. Fiyat: 350 TL',
    language: 'tr',
    kind: 'booking',
    name: 'Seramik Atölyesi',
  },
];

describe('understanding prompts', () => {
  it.each(PROMPTS)('$prompt', (c) => {
    const spec = understand(c.prompt, c.language);
    expect(spec.kind).toBe(c.kind);
    expect(spec.language).toBe(c.language === 'tr' ? 'tr' : 'en');
    if (c.name === 'default') expect(spec.name).toBe(pick(spec, BLUEPRINTS[c.kind].defaultName));
    else if (c.name) expect(spec.name).toBe(c.name);
    if (c.primary) expect(spec.theme.primary).toBe(c.primary);
    if (c.accent) expect(spec.theme.accent).toBe(c.accent);
    if (c.mode) expect(spec.theme.mode).toBe(c.mode);
    if (c.font) expect(spec.theme.font).toBe(c.font);
    for (const feature of c.features ?? []) expect(spec.features).toContain(feature);
    for (const section of c.sections ?? []) expect(spec.sections).toContain(section);
    if (c.audience !== undefined) expect(spec.audience).toBe(c.audience);
    expect(spec.name.length).toBeGreaterThan(0);
    expect(spec.tagline.length).toBeGreaterThan(0);
    expect(spec.theme.primary).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('knows every kind, in English and Turkish', () => {
    const kinds = new Set(PROMPTS.map((c) => c.kind));
    expect(kinds.size).toBe(16);
    expect(PROMPTS.filter((c) => c.language === 'tr').length).toBeGreaterThanOrEqual(10);
  });

  it('reads texts, section removals and quoted names from the prompt', () => {
    const spec = understand(
      'landing page with a "Ship faster" headline, dark blue accents and no testimonials',
      'en',
    );
    expect(spec.texts['hero.title']).toBe('Ship faster');
    expect(spec.sections).not.toContain('testimonials');
    expect(spec.name).toBe(pick(spec, BLUEPRINTS.landing.defaultName));
  });

  it('is deterministic', () => {
    for (const c of PROMPTS.slice(0, 10))
      expect(understand(c.prompt, c.language)).toEqual(understand(c.prompt, c.language));
  });
});

// The home page's example chips, in every interface language: each must build what its English text builds.
const SEEDED_EXAMPLES = CATEGORY_SEEDS.flatMap((category) => category.examples);
const SEED_LANGUAGES = ['en', 'tr', 'fr', 'es', 'ru', 'ar'] as const;

/** Hand-written requests in the languages the agent reads but does not write: French, Spanish, Russian, Arabic. */
const INTL_PROMPTS: Record<AppKind, string[]> = {
  landing: [
    'Un site vitrine pour mon agence de design',
    'Una página de aterrizaje para mi startup de software',
    'Посадочная страница для моего стартапа',
    'صفحة هبوط لتطبيقي الجديد',
  ],
  portfolio: [
    'Un portfolio pour une illustratrice avec mes projets',
    'Un portafolio para un diseñador gráfico',
    'Портфолио дизайнера интерьеров',
    'معرض أعمال لمصممة جرافيك',
  ],
  blog: [
    'Un blog de voyage avec des articles',
    'Un blog de cocina vegana',
    'Блог о путешествиях со статьями',
    'مدونة عن السفر مع مقالات',
  ],
  store: [
    'Une boutique en ligne de bougies',
    'Una tienda online de zapatos con carrito',
    'Интернет-магазин свечей с корзиной',
    'متجر إلكتروني لبيع الشموع',
  ],
  restaurant: [
    'Un site pour mon restaurant italien avec le menu',
    'Un sitio para mi restaurante mexicano',
    'Сайт для моего ресторана с меню',
    'موقع لمطعمي الإيطالي مع قائمة الطعام',
  ],
  todo: [
    'Une liste de tâches avec des rappels',
    'Una lista de tareas para mi casa',
    'Список дел с напоминаниями',
    'قائمة مهام مع تذكيرات',
  ],
  kanban: [
    'Un tableau kanban pour mon équipe',
    'Un tablero kanban para gestionar proyectos',
    'Канбан доска для команды',
    'لوحة مهام لفريقي',
  ],
  notes: [
    'Une application de prise de notes',
    'Una app de notas con etiquetas',
    'Приложение для заметок',
    'تطبيق ملاحظات بسيط',
  ],
  habits: [
    'Un suivi d’habitudes quotidiennes',
    'Una app para seguir mis hábitos',
    'Трекер привычек',
    'تطبيق لتتبع العادات اليومية',
  ],
  fitness: [
    'Une application de musculation et d’exercices',
    'Un registro de ejercicios en el gimnasio',
    'Фитнес-трекер для тренировок в спортзале',
    'تطبيق لياقة بدنية لتسجيل التمارين',
  ],
  budget: [
    'Une appli pour suivre mes dépenses',
    'Una app de presupuesto y gastos',
    'Учёт расходов и доходов',
    'تطبيق لتتبع المصاريف والميزانية',
  ],
  dashboard: [
    'Un tableau de bord des ventes',
    'Un panel de control con métricas',
    'Дашборд с аналитикой продаж',
    'لوحة تحكم لإحصائيات المبيعات',
  ],
  booking: [
    'Prise de rendez-vous pour mon salon de coiffure',
    'Reserva de citas para mi peluquería',
    'Онлайн-запись в мой салон красоты',
    'نظام حجز مواعيد لعيادتي',
  ],
  quiz: [
    'Un quiz sur le cinéma',
    'Un cuestionario de historia',
    'Викторина по истории',
    'مسابقة أسئلة عن التاريخ',
  ],
  recipes: [
    'Un site de recettes végétariennes',
    'Una app de recetas veganas',
    'Сайт с рецептами пирогов',
    'موقع وصفات طبخ سهلة',
  ],
  generic: [
    'Une application pour ma collection de vinyles',
    'Una aplicación para mi colección de vinilos',
    'Приложение для моей коллекции пластинок',
    'تطبيق لمجموعة أسطواناتي',
  ],
};

describe('understanding prompts in French, Spanish, Russian and Arabic', () => {
  it.each(SEEDED_EXAMPLES.map((example) => [example.key, example] as const))(
    'the seeded example %s builds the same kind in every language',
    (_key, example) => {
      const english = understand(example.text.en, 'en');
      expect(english.kind).not.toBe('generic');
      for (const language of SEED_LANGUAGES) {
        const spec = understand(example.text[language], language);
        expect({ language, kind: spec.kind }).toEqual({ language, kind: english.kind });
        expect({ language, mode: spec.theme.mode }).toEqual({ language, mode: english.theme.mode });
        // The app is written in the brief's language; articles and prepositions are not topics there,
        // so it takes its kind's own name in that language.
        expect(spec.language).toBe(language);
        if (language !== 'en' && language !== 'tr')
          expect({ language, name: spec.name }).toEqual({
            language,
            name: BLUEPRINTS[spec.kind].defaultName[language],
          });
      }
    },
  );

  it('reads pages and a settings page in every language, and page names are not items', () => {
    const briefs: [string, AppLanguage][] = [
      ['Una app de tareas con páginas: inicio, estadísticas y ajustes', 'es'],
      ['Une application de tâches avec des pages : accueil, statistiques et réglages', 'fr'],
      ['Список задач со страницами статистики и настроек', 'ru'],
      ['تطبيق لإدارة المهام مع صفحات للإحصائيات والإعدادات', 'ar'],
    ];
    for (const [brief, language] of briefs) {
      const spec = understand(brief, language);
      expect({ brief, kind: spec.kind }).toEqual({ brief, kind: 'todo' });
      expect({ brief, pages: spec.features.includes('pages') }).toEqual({ brief, pages: true });
      expect({ brief, settings: spec.sections.includes('settings') }).toEqual({ brief, settings: true });
      expect({ brief, items: spec.content?.items ?? [] }).toEqual({ brief, items: [] });
    }
    // One page is not several.
    expect(understand('Una página para mi panadería', 'es').features).not.toContain('pages');
  });

  it('reads a page for a workshop as an event page in Spanish and French', () => {
    // The weekday of 14 March in the year after its next coming (from the clock understand reads).
    const now = new Date();
    const next = now.getUTCFullYear() + (now.toISOString().slice(5, 10) <= '03-14' ? 0 : 1);
    const day = new Date(Date.UTC(next + 1, 2, 14)).getUTCDay();
    const es = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'][day];
    const fr = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'][day];
    for (const [brief, language] of [
      [`Una página para mi taller de cerámica el ${es} 14 de marzo. Precio: 35 €`, 'es'],
      [`Une page pour mon atelier de poterie le ${fr} 14 mars. Prix : 35 €`, 'fr'],
    ] as const) {
      const spec = understand(brief, language);
      expect(spec.kind).toBe('booking');
      // A year in which 14 March falls on the day written, so the page shows that day.
      expect(spec.content?.event?.date).toBe(`${next + 1}-03-14`);
      expect(spec.content?.event?.price).toEqual({ amount: 35, currency: 'EUR' });
      expect(new Date(`${spec.content?.event?.date}T00:00:00Z`).getUTCDay()).toBe(day);
    }
  });

  it('asks for a dark theme in the seeded example that says so', () => {
    const darkExamples = SEEDED_EXAMPLES.filter((e) => understand(e.text.en, 'en').theme.mode === 'dark');
    expect(darkExamples.map((e) => e.key)).toEqual(['habit_tracker']);
    for (const language of SEED_LANGUAGES)
      expect(understand(darkExamples[0]?.text[language] ?? '', language).theme.mode).toBe('dark');
  });

  it.each(Object.entries(INTL_PROMPTS) as [AppKind, string[]][])('knows %s', (kind, prompts) => {
    expect(prompts.map((prompt) => [prompt, understand(prompt, 'fr').kind])).toEqual(
      prompts.map((prompt) => [prompt, kind]),
    );
  });

  it.each([
    ['Un blog en mode sombre', 'dark'],
    ['Un blog avec un thème clair', 'light'],
    ['Un blog con modo oscuro', 'dark'],
    ['Una tienda con fondo blanco', 'light'],
    ['Блог в тёмной теме', 'dark'],
    ['Блог с ночным режимом', 'dark'],
    ['Блог со светлой темой', 'light'],
    ['مدونة بالوضع الداكن', 'dark'],
    ['متجر بخلفية بيضاء', 'light'],
    // A dark shade of a colour is not a dark theme.
    ['Un blog avec des touches de bleu sombre', 'light'],
    ['Una tienda en azul oscuro', 'light'],
    ['متجر باللون الأزرق الداكن', 'light'],
  ] as const)('reads the theme of %s', (prompt, mode) => {
    expect(understand(prompt, 'es').theme.mode).toBe(mode);
  });

  it('keeps French and Spanish kind words out of the topics', () => {
    expect(understand('Un site de recettes végétariennes', 'fr').topics).not.toContain('recettes');
    expect(understand('Una tienda online de zapatos', 'es').topics.join(' ')).not.toMatch(/tienda/);
  });

  it('does not read Spanish "para" as Turkish money', () => {
    expect(understand('Una aplicación para mi colección de vinilos', 'es').kind).toBe('generic');
    expect(understand('para takibi', 'tr').kind).toBe('budget');
  });

  it.each([
    ['Un site vitrine bleu pour mon café', '#2563eb', null],
    ['Une boutique en ligne en vert foncé avec des accents orange', '#0f7234', '#ea580c'],
    ['Un blog avec des boutons rouges et des accents dorés', '#dc2626', '#b8860b'],
    ['Un blog rose pâle', '#e873a7', null],
    ['Une boutique rose', '#db2777', null],
    ['Un blog avec des touches de bleu sombre', '#1a45a5', null],
    ['Una tienda online en azul oscuro', '#1a45a5', null],
    ['Un blog morado con acentos verdes', '#9333ea', '#16a34a'],
    ['Una tienda con botones rojos y acentos amarillos', '#dc2626', '#eab308'],
    ['Un blog verde azulado', '#0d9488', null],
    ['Интернет-магазин, тёмно-синий с золотыми акцентами', '#1e3a8a', '#b8860b'],
    ['Сайт светло-зелёный', '#68c389', null],
    ['Блог с красными кнопками и жёлтым акцентом', '#dc2626', '#eab308'],
    ['Блог в синих тонах', '#2563eb', null],
    ['متجر باللون الأزرق الداكن', '#1a45a5', null],
    ['مدونة خضراء مع لون تمييز برتقالي', '#16a34a', '#ea580c'],
    ['موقع بلون أحمر فاتح', '#e87272', null],
  ] as const)('reads the colours of %s', (prompt, primary, accent) => {
    const spec = understand(prompt, 'fr');
    expect(spec.theme.primary).toBe(primary);
    if (accent) expect(spec.theme.accent).toBe(accent);
    // A shade of a colour is no theme.
    expect(spec.theme.mode).toBe('light');
  });

  it('keeps colour words that are something else out of the colours', () => {
    // Spanish "red" is a network and "moras" are blackberries; a black background is a dark theme.
    expect(understand('Una red social para fotógrafos, en verde', 'es').theme.primary).toBe('#16a34a');
    expect(understand('Un blog de tartas de moras', 'es').theme.primary).not.toBe('#9333ea');
    const black = understand('Блог на чёрном фоне', 'ru');
    expect(black.theme.mode).toBe('dark');
    expect(black.theme.primary).not.toBe('#111827');
  });

  it('reads English colours as before, "or", "rose" and "orange" included', () => {
    const blog = BLUEPRINTS.blog.defaultTheme;
    expect(understand('a blog, blue or green', 'fr').theme).toMatchObject({
      primary: '#2563eb',
      accent: '#16a34a',
    });
    expect(understand('a gold or silver jewelry store', 'en').theme).toMatchObject({
      primary: '#b8860b',
      accent: '#64748b',
    });
    expect(understand('a travel blog, red or blue', 'en').theme.primary).toBe('#dc2626');
    expect(understand('a rose themed flower shop', 'fr').theme.primary).toBe('#e11d48');
    expect(understand('rose theme', 'es').theme.primary).toBe('#e11d48');
    expect(understand('orange landing page', 'fr').theme.primary).toBe('#ea580c');
    expect(understand('a blog with orange accents', 'en').theme.accent).toBe('#ea580c');
    expect(understand('a landing page in dark violet', 'en').theme.primary).toBe('#5729a6');
    // French and Spanish words in an English prompt are names and loans, not colours.
    expect(understand('a film noir blog', 'en').theme.primary).toBe(blog.primary);
    expect(understand('a blog about the Rouge River and Casa Verde', 'en').theme.primary).toBe(blog.primary);
  });

  it('has words in every language for every section and feature', () => {
    expect(Object.keys(SECTION_WORDS_INTL).sort()).toEqual(Object.keys(SECTION_SYNONYMS).sort());
    expect(Object.keys(FEATURE_WORDS_INTL).sort()).toEqual([...FEATURES].sort());
  });

  it.each([
    ["Une page d'accueil avec une section équipe et une recherche", 'fr', 'team', 'search'],
    ['Una página de inicio con una sección de equipo y un buscador', 'es', 'team', 'search'],
    ['Лендинг с разделом команды и поиском', 'ru', 'team', 'search'],
    ['صفحة هبوط مع قسم الفريق والبحث', 'ar', 'team', 'search'],
    [
      'Une application pour ma collection de vinyles, avec statistiques et graphiques',
      'fr',
      'stats',
      'charts',
    ],
    ['Una aplicación para mi colección de vinilos con estadísticas y filtros', 'es', 'stats', 'filters'],
    ['Приложение для моей коллекции пластинок со статистикой и графиками', 'ru', 'stats', 'charts'],
    ['تطبيق لمجموعة أسطواناتي مع إحصائيات ورسوم بيانية', 'ar', 'stats', 'charts'],
  ] as const)('adds the section and feature asked for in %s', (prompt, language, section, feature) => {
    const spec = understand(prompt, language);
    expect(spec.sections).toContain(section);
    expect(spec.features).toContain(feature);
  });

  it.each([
    ["Une page d'accueil sans témoignages", 'fr'],
    ['Una página de inicio sin testimonios', 'es'],
    ['Лендинг без отзывов', 'ru'],
    ['صفحة هبوط بدون آراء العملاء', 'ar'],
  ] as const)('leaves out the section %s says it does without', (prompt, language) => {
    const spec = understand(prompt, language);
    expect(spec.kind).toBe('landing');
    expect(spec.sections).not.toContain('testimonials');
    expect(spec.sections).toContain('pricing');
  });

  it('reads French-looking words in English prompts as before', () => {
    const vinyl = understand('an app to keep track of my vinyl records from Recherche Records', 'en');
    expect(vinyl.features).not.toContain('search');
    // "Sans" is no "without" there, and "sans serif" no removal in an edit.
    expect(understand('a landing page for the Sans Prix festival', 'en').sections).toContain('pricing');
    const edited = edit(GENERIC, 'sans serif font, search', 'en');
    expect(edited.spec?.features).toContain('search');
  });
});

// ---------------------------------------------------------------------------------------------------

const LANDING = understand('a landing page called "Nimbus" for my startup', 'en');
// A thing the typical-fields table does not know: the generic list app, without a collection.
const GENERIC = understand('an app to keep track of my ideas', 'en');

interface EditCase {
  name: string;
  spec: AppSpec;
  request: string;
  language?: Language;
  selected?: SelectedElement;
  check: (spec: AppSpec) => void;
  /** Words the change summary must contain. */
  says?: RegExp;
}

const EDITS: EditCase[] = [
  {
    name: 'named colour',
    spec: LANDING,
    request: 'make it green',
    check: (s) => expect(s.theme.primary).toBe('#16a34a'),
    says: /primary colour to green/,
  },
  {
    name: 'hex colour',
    spec: LANDING,
    request: 'primary color #ff0066',
    check: (s) => expect(s.theme.primary).toBe('#ff0066'),
  },
  {
    name: 'Turkish colour',
    spec: LANDING,
    request: 'mavi yap',
    language: 'tr',
    check: (s) => expect(s.theme.primary).toBe('#2563eb'),
    says: /ana rengi mavi/,
  },
  {
    name: 'accent colour',
    spec: LANDING,
    request: 'use orange for the accent colour',
    check: (s) => expect(s.theme.accent).toBe('#ea580c'),
  },
  {
    name: 'dark mode',
    spec: LANDING,
    request: 'switch to dark mode',
    check: (s) => expect(s.theme.mode).toBe('dark'),
  },
  {
    name: 'Turkish dark theme',
    spec: LANDING,
    request: 'koyu tema olsun',
    language: 'tr',
    check: (s) => expect(s.theme.mode).toBe('dark'),
    says: /koyu temaya/,
  },
  {
    name: 'French dark theme',
    spec: LANDING,
    request: 'passe en mode sombre',
    language: 'fr',
    check: (s) => expect(s.theme.mode).toBe('dark'),
  },
  {
    name: 'Arabic dark theme',
    spec: LANDING,
    request: 'اجعلها بالوضع الداكن',
    language: 'ar',
    check: (s) => expect(s.theme.mode).toBe('dark'),
  },
  {
    name: 'French colour',
    spec: LANDING,
    request: 'Mets-le en vert',
    language: 'fr',
    check: (s) => expect(s.theme.primary).toBe('#16a34a'),
    says: /couleur principale en vert/,
  },
  {
    name: 'French primary colour',
    spec: LANDING,
    request: 'passe la couleur principale en rouge',
    language: 'fr',
    check: (s) => expect(s.theme.primary).toBe('#dc2626'),
  },
  {
    name: 'French accent colour',
    spec: LANDING,
    request: 'des accents orange',
    language: 'fr',
    check: (s) => {
      expect(s.theme.accent).toBe('#ea580c');
      expect(s.theme.primary).toBe(LANDING.theme.primary);
    },
    says: /couleur d’accent en orange/,
  },
  {
    name: 'French accent and buttons',
    spec: LANDING,
    request: 'mets les accents en vert et les boutons en bleu foncé',
    language: 'fr',
    check: (s) => {
      expect(s.theme.accent).toBe('#16a34a');
      expect(s.theme.primary).toBe('#1a45a5');
      expect(s.theme.mode).toBe('light');
    },
  },
  {
    name: 'Spanish colour',
    spec: LANDING,
    request: 'ponlo en azul',
    language: 'es',
    check: (s) => expect(s.theme.primary).toBe('#2563eb'),
    says: /color principal a azul/,
  },
  {
    name: 'Spanish primary colour',
    spec: LANDING,
    request: 'usa verde como color principal',
    language: 'es',
    check: (s) => expect(s.theme.primary).toBe('#16a34a'),
  },
  {
    name: 'Spanish accent colour',
    spec: LANDING,
    request: 'usa naranja para los acentos',
    language: 'es',
    check: (s) => {
      expect(s.theme.accent).toBe('#ea580c');
      expect(s.theme.primary).toBe(LANDING.theme.primary);
    },
    says: /color de acento a naranja/,
  },
  {
    name: 'Russian colour',
    spec: LANDING,
    request: 'сделай его зелёным',
    language: 'ru',
    check: (s) => expect(s.theme.primary).toBe('#16a34a'),
    says: /основной цвет изменён на зелёный/,
  },
  {
    name: 'Russian primary colour',
    spec: LANDING,
    request: 'основной цвет — красный',
    language: 'ru',
    check: (s) => expect(s.theme.primary).toBe('#dc2626'),
  },
  {
    name: 'Russian accent colour',
    spec: LANDING,
    request: 'сделай акцентный цвет оранжевым',
    language: 'ru',
    check: (s) => expect(s.theme.accent).toBe('#ea580c'),
    says: /акцентный цвет изменён на оранжевый/,
  },
  {
    name: 'Arabic colour',
    spec: LANDING,
    request: 'اجعله باللون الأخضر',
    language: 'ar',
    check: (s) => expect(s.theme.primary).toBe('#16a34a'),
    says: /اللون الأساسي إلى الأخضر/,
  },
  {
    name: 'Arabic primary colour',
    spec: LANDING,
    request: 'اللون الأساسي أحمر',
    language: 'ar',
    check: (s) => expect(s.theme.primary).toBe('#dc2626'),
  },
  {
    name: 'Arabic accent colour',
    spec: LANDING,
    request: 'اجعل لون التمييز برتقاليًا',
    language: 'ar',
    check: (s) => expect(s.theme.accent).toBe('#ea580c'),
  },
  {
    name: 'Arabic dark shade',
    spec: LANDING,
    request: 'اجعله أزرق داكن',
    language: 'ar',
    check: (s) => {
      expect(s.theme.primary).toBe('#1a45a5');
      expect(s.theme.mode).toBe('light');
    },
  },
  {
    name: 'rename',
    spec: LANDING,
    request: 'rename it to Nova',
    check: (s) => expect(s.name).toBe('Nova'),
    says: /Nova/,
  },
  {
    name: 'rename with quotes',
    spec: LANDING,
    request: 'call it "Nimbus Pro"',
    check: (s) => expect(s.name).toBe('Nimbus Pro'),
  },
  {
    name: 'Turkish rename',
    spec: LANDING,
    request: 'adını Bulut yap',
    language: 'tr',
    check: (s) => expect(s.name).toBe('Bulut'),
  },
  {
    name: 'add a section',
    spec: LANDING,
    request: 'add a team section',
    check: (s) => expect(s.sections).toContain('team'),
    says: /added a Team section/,
  },
  {
    name: 'remove a section',
    spec: LANDING,
    request: 'remove testimonials',
    check: (s) => expect(s.sections).not.toContain('testimonials'),
  },
  {
    name: 'Turkish add section',
    spec: { ...LANDING, sections: LANDING.sections.filter((id) => id !== 'faq') },
    request: 'SSS ekle',
    language: 'tr',
    check: (s) => expect(s.sections).toContain('faq'),
    // The reply names the section as the (English) app shows it.
    says: /FAQ bölümünü ekledim/,
  },
  ...(
    [
      ['French', 'fr', 'ajoute une section équipe', /j’ai ajouté la section «\u00a0Team\u00a0»/],
      ['Spanish', 'es', 'añade una sección de equipo', /añadí la sección “Team”/],
      ['Russian', 'ru', 'добавь раздел «Команда»', /добавлен раздел «Team»/],
      ['Arabic', 'ar', 'أضف قسم الفريق', /أضفت قسم «Team»/],
    ] as const
  ).map(([name, language, request, says]): EditCase => ({
    name: `${name} add section`,
    spec: LANDING,
    request,
    language,
    check: (s) => expect(s.sections).toContain('team'),
    says,
  })),
  ...(
    [
      ['French', 'fr', 'enlève la FAQ', /j’ai retiré la section «\u00a0FAQ\u00a0»/],
      ['Spanish', 'es', 'quita las preguntas frecuentes', /quité la sección “FAQ”/],
      ['Russian', 'ru', 'убери вопросы и ответы', /удалён раздел «FAQ»/],
      ['Arabic', 'ar', 'احذف الأسئلة الشائعة', /أزلت قسم «FAQ»/],
    ] as const
  ).map(([name, language, request, says]): EditCase => ({
    name: `${name} remove section`,
    spec: LANDING,
    request,
    language,
    check: (s) => expect(s.sections).not.toContain('faq'),
    says,
  })),
  ...(
    [
      ['French', 'fr', 'ajoute une recherche', /j’ai ajouté la recherche/],
      ['Spanish', 'es', 'agrega un buscador', /añadí la búsqueda/],
      ['Russian', 'ru', 'добавь поиск', /добавлено: поиск/],
      ['Arabic', 'ar', 'أضف خانة بحث', /أضفت البحث/],
    ] as const
  ).map(([name, language, request, says]): EditCase => ({
    name: `${name} add feature`,
    spec: GENERIC,
    request,
    language,
    check: (s) => expect(s.features).toContain('search'),
    says,
  })),
  ...(
    [
      ['French', 'fr', 'retire les graphiques', /j’ai retiré les graphiques/],
      ['Spanish', 'es', 'elimina los gráficos', /quité los gráficos/],
      ['Russian', 'ru', 'удали графики', /удалено: графики/],
      ['Arabic', 'ar', 'احذف الرسوم البيانية', /أزلت الرسوم البيانية/],
    ] as const
  ).map(([name, language, request, says]): EditCase => ({
    name: `${name} remove feature`,
    spec: { ...GENERIC, features: [...GENERIC.features, 'charts'] },
    request,
    language,
    check: (s) => expect(s.features).not.toContain('charts'),
    says,
  })),
  {
    name: 'French add and remove in one request',
    spec: LANDING,
    request: 'ajoute une section équipe et supprime les témoignages',
    language: 'fr',
    check: (s) => {
      expect(s.sections).toContain('team');
      expect(s.sections).not.toContain('testimonials');
    },
  },
  {
    name: 'Arabic add and remove in one request',
    spec: LANDING,
    request: 'أضف قسم الفريق واحذف آراء العملاء',
    language: 'ar',
    check: (s) => {
      expect(s.sections).toContain('team');
      expect(s.sections).not.toContain('testimonials');
    },
  },
  {
    name: 'add a feature',
    spec: GENERIC,
    request: 'add search',
    check: (s) => expect(s.features).toContain('search'),
  },
  {
    name: 'add a dark mode toggle',
    spec: LANDING,
    request: 'add a dark mode toggle',
    check: (s) => expect(s.features).toContain('dark-toggle'),
  },
  {
    name: 'add charts',
    spec: GENERIC,
    request: 'add charts and a stats section',
    check: (s) => {
      expect(s.features).toContain('charts');
      expect(s.sections).toContain('stats');
    },
  },
  {
    name: 'change the title',
    spec: LANDING,
    request: "change the title to 'Launch in a day'",
    check: (s) => expect(s.texts['hero.title']).toBe('Launch in a day'),
  },
  {
    name: 'headline with a colon',
    spec: LANDING,
    request: 'headline: Build better, together',
    check: (s) => expect(s.texts['hero.title']).toBe('Build better, together'),
  },
  {
    name: 'Turkish title',
    spec: LANDING,
    request: 'başlığı "Merhaba dünya" yap',
    language: 'tr',
    check: (s) => expect(s.texts['hero.title']).toBe('Merhaba dünya'),
  },
  {
    name: 'section title',
    spec: LANDING,
    request: 'change the pricing title to "Plans for everyone"',
    check: (s) => expect(s.texts['pricing.title']).toBe('Plans for everyone'),
  },
  {
    name: 'replace a visible text',
    spec: LANDING,
    request: 'change "Get started" to "Try it free"',
    check: (s) => expect(s.texts['cta.button']).toBe('Try it free'),
  },
  {
    name: 'font',
    spec: LANDING,
    request: 'use a serif font',
    check: (s) => expect(s.theme.font).toBe('serif'),
  },
  {
    name: 'several changes at once',
    spec: LANDING,
    request: 'make it purple, add a newsletter section, remove the FAQ and rename it to "Orbit"',
    check: (s) => {
      expect(s.theme.primary).toBe('#9333ea');
      expect(s.sections).toContain('newsletter');
      expect(s.sections).not.toContain('faq');
      expect(s.name).toBe('Orbit');
    },
    says: /purple.*Newsletter.*FAQ.*Orbit/,
  },
  {
    name: 'selected button colour',
    spec: LANDING,
    request: 'make this green',
    selected: { selector: 'main button', text: 'Get started', tag: 'button' },
    check: (s) => expect(s.theme.primary).toBe('#16a34a'),
  },
  {
    name: 'selected text',
    spec: LANDING,
    request: 'change this text to "Ready when you are"',
    selected: { selector: '#pricing h2', text: 'Simple, honest pricing', tag: 'h2' },
    check: (s) => expect(s.texts['pricing.title']).toBe('Ready when you are'),
  },
  {
    name: 'remove the selected section',
    spec: LANDING,
    request: 'remove this',
    selected: { selector: '#faq h2', text: 'Frequently asked questions', tag: 'h2' },
    check: (s) => expect(s.sections).not.toContain('faq'),
  },
];

describe('editing a project', () => {
  it.each(EDITS)('$name: $request', (c) => {
    const outcome = edit(c.spec, c.request, c.language ?? 'en', c.selected);
    if (!outcome.spec) throw new Error(`refused: ${outcome.reason}`);
    c.check(outcome.spec);
    expect(outcome.changes.length).toBeGreaterThan(0);
    if (c.says) expect(outcome.changes.join('; ')).toMatch(c.says);
    // The rest of the spec stays as it was.
    expect(outcome.spec.kind).toBe(c.spec.kind);
    expect(outcome.spec.prompt).toBe(c.spec.prompt);
  });

  it.each([
    ['add a login page with OAuth', 'en', /couldn't do this part/],
    ['make it pop more', 'en', /couldn't do this part/],
    ['uçan kuşlar ekle', 'tr', /yapamadım/],
    ['turn it into a recipe book', 'en', /can't turn this project into/],
  ] as const)('refuses honestly: %s', (request, language, reason) => {
    const outcome = edit(LANDING, request, language);
    expect(outcome.spec).toBeNull();
    if (outcome.spec === null) expect(outcome.reason).toMatch(reason);
  });

  it('says when something is already so, and changes nothing', () => {
    const outcome = edit(LANDING, 'add a pricing section', 'en');
    expect(outcome.spec).toBeNull();
    if (outcome.spec === null) expect(outcome.reason).toMatch(/already there/);
  });

  it('applies what it understands and reports the rest', () => {
    const outcome = edit(LANDING, 'make it red and add a chatbot', 'en');
    if (!outcome.spec) throw new Error('expected a change');
    expect(outcome.spec.theme.primary).toBe('#dc2626');
    expect(outcome.notes.join(' ')).toMatch(/chatbot/);
  });

  it('names the sections it can add when asked for one this kind of app does not have', () => {
    const outcome = edit(GENERIC, 'add a pricing section', 'en');
    expect(outcome.spec).toBeNull();
    if (outcome.spec === null)
      expect(outcome.reason).toMatch(/no “pricing” section.*Hero, List, Stats, About/);
  });

  it('does not add a feature the app has no place for', () => {
    const outcome = edit(LANDING, 'add search', 'en');
    expect(outcome.spec).toBeNull();
    if (outcome.spec === null) expect(outcome.reason).toMatch(/no place for search/);
  });
});

// ---------------------------------------------------------------------------------------------------

/** Every file of a rendered app, as one text (texts are written as JSON string literals). */
function renderedText(spec: AppSpec): string {
  return Object.values(renderProject(spec)).join('\n');
}

interface LanguageEdits {
  language: Language;
  rename: string;
  name: string;
  title: string;
  titleValue: string;
  button: string;
  buttonValue: string;
  subtitle: string;
  subtitleValue: string;
  serif: string;
  sans: string;
  bigger: string;
  /** The refusal names the fonts it can use instead, in the language. */
  biggerSays: RegExp;
  rounder: string;
  audience: string;
  audienceValue: string;
}

const LANGUAGE_EDITS: LanguageEdits[] = [
  {
    language: 'fr',
    rename: 'renomme l’app en Atelier Bleu',
    name: 'Atelier Bleu',
    title: 'change le titre en « Bonjour à tous »',
    titleValue: 'Bonjour à tous',
    button: 'remplace « Get started » par « Commencer »',
    buttonValue: 'Commencer',
    subtitle: 'sous-titre : Tout pour lancer votre projet',
    subtitleValue: 'Tout pour lancer votre projet',
    serif: 'utilise la police serif',
    sans: 'une police sans empattements',
    bigger: 'mets une police plus grande',
    biggerSays: /taille du texte.*une police à empattements/,
    rounder: 'des coins plus arrondis',
    audience: 'c’est pour des étudiants',
    audienceValue: 'étudiants',
  },
  {
    language: 'es',
    rename: 'cambia el nombre a Atelier Azul',
    name: 'Atelier Azul',
    title: 'cambia el título a Hola a todos',
    titleValue: 'Hola a todos',
    button: 'cambia «Get started» por «Empezar»',
    buttonValue: 'Empezar',
    subtitle: 'cambia la descripción a Todo para lanzar tu proyecto',
    subtitleValue: 'Todo para lanzar tu proyecto',
    serif: 'usa una fuente con serifa',
    sans: 'usa una fuente sin serifa',
    bigger: 'usa una fuente más grande',
    biggerSays: /tamaño del texto.*una tipografía con serifa/,
    rounder: 'esquinas más redondeadas',
    audience: 'para familias',
    audienceValue: 'familias',
  },
  {
    language: 'ru',
    rename: 'переименуй приложение в Ателье',
    name: 'Ателье',
    title: 'измени заголовок на «Всё для запуска»',
    titleValue: 'Всё для запуска',
    button: 'замени «Get started» на «Начать»',
    buttonValue: 'Начать',
    subtitle: 'подзаголовок: Всё, что нужно для старта',
    subtitleValue: 'Всё, что нужно для старта',
    serif: 'шрифт с засечками',
    sans: 'шрифт без засечек',
    bigger: 'сделай шрифт крупнее',
    biggerSays: /Размер текста.*шрифт с засечками/,
    rounder: 'скруглённые углы',
    audience: 'для детей',
    audienceValue: 'детей',
  },
  {
    language: 'ar',
    rename: 'غيّر اسم التطبيق إلى أتيليه',
    name: 'أتيليه',
    title: 'غيّر العنوان إلى مرحبا بكم',
    titleValue: 'مرحبا بكم',
    button: 'استبدل "Get started" بـ "ابدأ الآن"',
    buttonValue: 'ابدأ الآن',
    subtitle: 'غيّر الوصف إلى كل ما تحتاجه للانطلاق',
    subtitleValue: 'كل ما تحتاجه للانطلاق',
    serif: 'اجعل الخط بزوائد',
    sans: 'اجعل الخط بدون زوائد',
    bigger: 'اجعل الخط أكبر',
    biggerSays: /حجم النص.*خط بزوائد/,
    rounder: 'زوايا مستديرة',
    audience: 'للطلاب',
    audienceValue: 'الطلاب',
  },
];

describe('editing a project in French, Spanish, Russian and Arabic', () => {
  /** An edit that must change the project: its spec and the files it renders. */
  function edited(spec: AppSpec, request: string, language: Language, selected?: SelectedElement): AppSpec {
    const outcome = edit(spec, request, language, selected);
    if (!outcome.spec) throw new Error(`refused: ${outcome.reason}`);
    expect(renderedText(outcome.spec)).not.toBe(renderedText(spec));
    return outcome.spec;
  }

  it.each(LANGUAGE_EDITS)('renames the app in $language', (c) => {
    const spec = edited(LANDING, c.rename, c.language);
    expect(spec.name).toBe(c.name);
    expect(renderProject(spec)['src/app-info.ts']).toContain(JSON.stringify(c.name));
  });

  it.each(LANGUAGE_EDITS)('changes the title, the subtitle and a button in $language', (c) => {
    for (const [request, value] of [
      [c.title, c.titleValue],
      [c.subtitle, c.subtitleValue],
      [c.button, c.buttonValue],
    ] as const) {
      const spec = edited(LANDING, request, c.language);
      expect(renderedText(spec), request).toContain(JSON.stringify(value));
      expect(spec.name).toBe(LANDING.name);
    }
  });

  it.each(LANGUAGE_EDITS)('changes the font and the corners in $language', (c) => {
    const serif = edited(LANDING, c.serif, c.language);
    expect(serif.theme.font).toBe('serif');
    expect(renderProject(serif)['src/index.css']).toMatch(/--font-sans: "Iowan Old Style"/);
    const sans = edited(serif, c.sans, c.language);
    expect(sans.theme.font).toBe('sans');
    expect(renderProject(sans)['src/index.css']).toMatch(/--font-sans: Inter/);
    const rounder = edited(LANDING, c.rounder, c.language);
    expect(rounder.theme.radius).toBe('full');
    expect(renderProject(rounder)['src/index.css']).toContain('--radius: 1rem');
  });

  it.each(LANGUAGE_EDITS)('says plainly in $language that the text size cannot change, and what can', (c) => {
    const outcome = edit(LANDING, c.bigger, c.language);
    expect(outcome.spec).toBeNull();
    if (outcome.spec === null) {
      expect(outcome.reason).toMatch(c.biggerSays);
      expect(outcome.reason).not.toMatch(/I can't|text size/);
    }
  });

  it.each(LANGUAGE_EDITS)('says who the app is for in $language', (c) => {
    const spec = edited(LANDING, c.audience, c.language);
    expect(spec.audience).toBe(c.audienceValue);
    expect(renderedText(spec)).toContain(c.audienceValue);
  });

  it.each(LANGUAGE_EDITS)('lists what it can do in $language when it cannot do a request', (c) => {
    const outcome = edit(LANDING, 'zzz qqq', c.language);
    expect(outcome.spec).toBeNull();
    if (outcome.spec === null) {
      expect(outcome.reason).toContain(capabilities(LANDING, c.language));
      expect(outcome.reason).not.toMatch(
        /Here is what I can do|en anglais|en inglés|по-английски|بالإنجليزية/,
      );
    }
  });

  it.each([
    ['en', 'make it for students', 'students'],
    ['tr', 'öğrenciler için olsun', 'öğrenciler'],
  ] as const)('says who the app is for in %s', (language, request, who) => {
    const spec = edited(GENERIC, request, language);
    expect(spec.audience).toBe(who);
    expect(renderedText(spec)).toContain(who);
  });

  it('changes the tagline of an app that shows its audience nowhere else', () => {
    const todo = understand('a to-do list app', 'en');
    const spec = edited(todo, 'it is for teachers', 'en');
    expect(spec.tagline).toContain('teachers');
    expect(renderProject(spec)['src/app-info.ts']).toContain('teachers');
    // A new audience replaces the old one where the tagline named it.
    expect(edited(spec, 'make it for nurses', 'en').tagline).not.toContain('teachers');
  });

  it.each([
    ['en', 'use a bigger font', /can't change the text size.*a serif font/],
    ['tr', 'yazı boyutunu büyüt', /Yazı boyutunu henüz değiştiremiyorum.*tırnaklı/],
  ] as const)('says plainly in %s that the text size cannot change', (language, request, says) => {
    const outcome = edit(LANDING, request, language);
    expect(outcome.spec).toBeNull();
    if (outcome.spec === null) expect(outcome.reason).toMatch(says);
  });

  it.each([
    ['fr', 'supprime ceci', 'change ce texte en Questions'],
    ['es', 'quita esto', 'cambia este texto a Preguntas'],
    ['ru', 'удали это', 'измени этот текст на Вопросы'],
    ['ar', 'احذف هذا', 'غيّر هذا النص إلى أسئلة'],
  ] as const)('removes or rewrites the selected section title in %s', (language, remove, rewrite) => {
    const selected = { selector: '#faq h2', text: 'Frequently asked questions', tag: 'h2' };
    const removed = edit(LANDING, remove, language, selected);
    if (!removed.spec) throw new Error(`refused: ${removed.reason}`);
    expect(removed.spec.sections).not.toContain('faq');
    expect(renderedText(removed.spec)).not.toContain('Frequently asked questions');
    const rewritten = edited(LANDING, rewrite, language, selected);
    const value = rewrite.split(/\s/).at(-1) ?? '';
    expect(rewritten.texts['faq.title']).toBe(value);
    expect(renderedText(rewritten)).toContain(JSON.stringify(value));
  });

  it('reads no audience in a request to add something', () => {
    const outcome = edit(LANDING, 'add a login page for customers', 'en');
    expect(outcome.spec).toBeNull();
    if (outcome.spec === null) expect(outcome.reason).toMatch(/couldn't do this part/);
  });

  it('does not read a colour for a button as its text', () => {
    const outcome = edit(LANDING, 'mets le bouton en bleu', 'fr');
    if (!outcome.spec) throw new Error('expected a change');
    expect(outcome.spec.texts).toEqual(LANDING.texts);
    expect(outcome.spec.theme.primary).toBe('#2563eb');
  });

  it('keeps "rename X to Y" for the thing it names, not for the app', () => {
    const outcome = edit(LANDING, 'renomme Foo en Bar', 'fr');
    expect(outcome.spec?.name ?? LANDING.name).toBe(LANDING.name);
  });

  it('ends a new text where the next instruction starts', () => {
    const outcome = edit(LANDING, 'cambia el título a Hola mundo y ponlo en verde', 'es');
    if (!outcome.spec) throw new Error('expected a change');
    expect(outcome.spec.texts['hero.title']).toBe('Hola mundo');
    expect(outcome.spec.theme.primary).toBe('#16a34a');
  });
});

// ---------------------------------------------------------------------------------------------------

const FIRST = 'a landing page called "Nimbus" with pricing, in blue';

function created(language: Language = 'en', first = FIRST): AgentResult {
  return answer(
    job({
      kind: 'create_project',
      language,
      history: [{ role: 'user', content: first, created_at: NOW }],
      message: message('Create the project “Nimbus Cloud”'),
      project_name: 'Nimbus Cloud',
      project: project({}, 0),
    }),
    { previewUrl: 'http://localhost:3001' },
  );
}

describe('answer()', () => {
  it('answers a first message with a plan and a project_input card', () => {
    const result = expectValid(answer(job({ message: message(FIRST) })));
    const card = parseRichContent(serializeContent(result.content));
    expect(card?.ui_type).toBe('project_input');
    if (card?.ui_type !== 'project_input') return;
    expect(card.input_config.default_value).toBe('Nimbus');
    expect(card.input_config.required).toBe(true);
    expect(card.context).toEqual({ conversation_id: 'conv-1', original_request: FIRST });
    expect(card.description).toMatch(/Pricing/);
    expect(card.description).toMatch(/blue/);
    expect(card.description.split('\n').filter((line) => line.startsWith('•')).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(result.files).toBeUndefined();
  });

  it('answers in Turkish for language tr', () => {
    const tr = answer(job({ language: 'tr', message: message('koyu temalı bir alışkanlık takipçisi') }));
    const trCard = parseRichContent(serializeContent(tr.content));
    expect(trCard?.title).toBe('Projenize bir ad verin');
    if (trCard?.ui_type === 'project_input') {
      expect(trCard.input_config.button_text).toBe('Projeyi oluştur');
      expect(trCard.description).toMatch(/Planım/);
    }
  });

  it('answers small talk with what it can build, not with a plan', () => {
    const result = expectValid(answer(job({ message: message('hi!') })));
    expect(contentText(result)).toMatch(/offline built-in agent/);
    const tr = answer(job({ language: 'tr', message: message('Merhaba') }));
    expect(contentText(tr)).toMatch(/çevrimdışı yerleşik ajan/);
    const later = answer(
      job({ history: [{ role: 'user', content: 'hello', created_at: NOW }], message: message('a todo app') }),
    );
    expect(parseRichContent(serializeContent(later.content))?.ui_type).toBe('project_input');
  });

  it('refines the plan with later messages before the project exists', () => {
    const result = answer(
      job({
        history: [{ role: 'user', content: FIRST, created_at: NOW }],
        message: message('make it purple'),
      }),
    );
    const card = parseRichContent(serializeContent(result.content));
    expect(card?.ui_type === 'project_input' && card.description).toMatch(/purple/);
  });

  it('builds the first version on create_project', () => {
    const result = expectValid(created());
    const card = parseRichContent(serializeContent(result.content));
    expect(card?.ui_type).toBe('project_success');
    if (card?.ui_type === 'project_success') {
      expect(card.project).toMatchObject({
        name: 'Nimbus Cloud',
        id: 42,
        token: '',
        publishable_key: 'pk_42',
      });
      expect(card.project.api_examples?.Preview).toBe('http://proj-42.localhost:3001/');
    }
    expect(result.project_name).toBe('Nimbus Cloud');
    expect(result.summary).toBe('First version');
    const spec = readSpec(result.files ?? {});
    expect(spec).toMatchObject({ kind: 'landing', name: 'Nimbus Cloud', theme: { primary: '#2563eb' } });
    expect(spec?.sections).toContain('pricing');
    // The landing page is composed from the kit's LandingApp: the project's frame files, the kit's
    // section files it imports, and no string-kit module nothing imports (a landing page has no chart).
    for (const path of ['package.json', 'index.html', 'atelier.json', 'src/main.tsx', 'src/index.css']) {
      expect(result.files).toHaveProperty([path]);
    }
    expect(result.files?.['src/App.tsx']).toContain("from '@/components/sections/landing-app'");
    expect(result.files).toHaveProperty(['src/components/sections/landing-app.tsx']);
    expect(result.files).toHaveProperty(['src/app-schema.ts']);
    expect(result.files).not.toHaveProperty(['src/components/chart.tsx']);
  });

  it('builds in the language the brief is written in, and replies in the interface language', () => {
    const turkish = expectValid(created('tr', 'fiyatlar bölümü olan, mavi renkli bir açılış sayfası'));
    expect(turkish.summary).toBe('İlk sürüm');
    expect(parseRichContent(serializeContent(turkish.content))?.title).toBe('Nimbus Cloud hazır');
    expect(readSpec(turkish.files ?? {})?.language).toBe('tr');
    expect(turkish.files?.['index.html']).toContain('<html lang="tr"');
    // An English brief typed in the Turkish interface: an English app, a Turkish reply.
    const english = expectValid(created('tr'));
    expect(english.summary).toBe('İlk sürüm');
    expect(readSpec(english.files ?? {})?.language).toBe('en');
    // A Turkish brief typed in the English interface: a Turkish app.
    expect(
      readSpec(created('en', 'benim için bir yapılacaklar listesi uygulaması').files ?? {})?.language,
    ).toBe('tr');
  });

  it('edits a generated project and says what changed', () => {
    const files = created().files ?? {};
    const result = expectValid(
      answer(job({ message: message('make it green and add a FAQ section'), project: project(files) })),
    );
    expect(contentText(result)).toMatch(/Changed the primary colour to green/);
    expect(result.summary).toMatch(/^Changed the primary colour to green/);
    expect(readSpec(result.files ?? {})?.theme.primary).toBe('#16a34a');
    expect(result.project_name).toBeUndefined();
  });

  it('renames the project when the app is renamed', () => {
    const files = created().files ?? {};
    const result = expectValid(
      answer(job({ message: message('rename it to "Orbit"'), project: project(files) })),
    );
    expect(result.project_name).toBe('Orbit');
    expect(result.files?.['src/app-info.ts']).toContain('"Orbit"');
  });

  it('edits in Turkish', () => {
    const files = created('tr').files ?? {};
    const result = expectValid(
      answer(
        job({
          language: 'tr',
          message: message('yeşil yap ve SSS bölümünü kaldır'),
          project: project(files),
        }),
      ),
    );
    expect(contentText(result)).toMatch(/Ana rengi yeşil yaptım/);
    expect(contentText(result)).toMatch(/Yeni sürüm önizlemede/);
  });

  it('leaves the project as it was when it understands nothing', () => {
    const files = created().files ?? {};
    const result = expectValid(
      answer(job({ message: message('make it feel more premium somehow'), project: project(files) })),
    );
    expect(result.files).toBeUndefined();
    expect(contentText(result)).toMatch(/unchanged/);
  });

  it('refuses to edit a project without atelier.json', () => {
    const result = expectValid(
      answer(
        job({ message: message('make it green'), project: project({ 'src/App.tsx': 'export default 1;' }) }),
      ),
    );
    expect(result.files).toBeUndefined();
    expect(contentText(result)).toMatch(/only edit projects I generated/);
    const tr = answer(
      job({
        language: 'tr',
        message: message('yeşil yap'),
        project: project({ 'atelier.json': '{"version": 9}' }),
      }),
    );
    expect(tr.files).toBeUndefined();
    expect(contentText(tr)).toMatch(/yalnızca kendi oluşturduğum/);
  });

  it('builds a project that never got its first version', () => {
    const result = expectValid(
      answer(
        job({
          history: [{ role: 'user', content: FIRST, created_at: NOW }],
          message: message('make it dark'),
          project: project({}, 0),
        }),
      ),
    );
    expect(readSpec(result.files ?? {})).toMatchObject({ name: 'Nimbus', theme: { mode: 'dark' } });
  });

  it('is deterministic', () => {
    expect(created()).toEqual(created());
    const spec = understand('a portfolio for a painter, green, with a contact form', 'en');
    expect(renderProject(spec)).toEqual(renderProject(spec));
  });
});

// ---------------------------------------------------------------------------------------------------

interface ReplyCase {
  language: Exclude<Language, 'en' | 'tr'>;
  hello: string;
  greeting: RegExp;
  prompt: string;
  plan: RegExp;
  title: string;
  button: string;
  ready: RegExp;
  preview: string;
  summary: string;
  green: RegExp;
  dark: string;
  darkSays: RegExp;
  section: RegExp;
  refused: RegExp;
  /** A colour asked for in the language, first in a prompt, then in an edit, and how the replies name it. */
  colourPrompt: string;
  colourPlan: RegExp;
  colourEdit: string;
  colourSays: RegExp;
  /** Sections added and removed in the language, and what the reply says of each. */
  sectionsEdit: string;
  sectionsSay: RegExp[];
}

const REPLY_CASES: ReplyCase[] = [
  {
    language: 'fr',
    hello: 'Bonjour !',
    greeting: /Je suis l’agent intégré d’Atelier/,
    prompt: 'un suivi d’habitudes avec un thème sombre',
    plan: /Voici ce que je propose\u00a0:[\s\S]*Apparence\u00a0: vert en couleur principale[\s\S]*Choisissez un nom/,
    title: 'Nommez votre projet',
    button: 'Créer le projet',
    ready: /^J’ai créé une page de présentation\u00a0; la première version est en ligne dans l’aperçu/,
    preview: 'Aperçu',
    summary: 'Première version',
    green: /J’ai passé la couleur principale en vert/,
    dark: 'mode sombre',
    darkSays: /J’ai activé le thème sombre/,
    section: /j’ai ajouté la section «\u00a0Team\u00a0»/,
    refused: /Le projet n’a pas changé/,
    colourPrompt: 'un suivi d’habitudes en bleu',
    colourPlan: /Apparence\u00a0: bleu en couleur principale/,
    colourEdit: 'Mets-le en rouge',
    colourSays: /J’ai passé la couleur principale en rouge/,
    sectionsEdit: 'ajoute une section équipe et enlève la FAQ',
    sectionsSay: [/j’ai ajouté la section «\u00a0Team\u00a0»/i, /j’ai retiré la section «\u00a0FAQ\u00a0»/i],
  },
  {
    language: 'es',
    hello: '¡Hola!',
    greeting: /Soy el agente integrado de Atelier/,
    prompt: 'un registro de hábitos con tema oscuro',
    plan: /Este es mi plan:[\s\S]*Estilo: verde como color principal[\s\S]*Elige un nombre/,
    title: 'Ponle nombre a tu proyecto',
    button: 'Crear proyecto',
    ready: /^He creado una página de presentación; la primera versión ya está en la vista previa/,
    preview: 'Vista previa',
    summary: 'Primera versión',
    green: /Cambié el color principal a verde/,
    dark: 'modo oscuro',
    darkSays: /Cambié al tema oscuro/,
    section: /añadí la sección “Team”/,
    refused: /El proyecto no ha cambiado/,
    colourPrompt: 'un registro de hábitos en azul',
    colourPlan: /Estilo: azul como color principal/,
    colourEdit: 'ponlo en rojo',
    colourSays: /Cambié el color principal a rojo/,
    sectionsEdit: 'añade una sección de equipo y quita las preguntas frecuentes',
    sectionsSay: [/añadí la sección “Team”/i, /quité la sección “FAQ”/i],
  },
  {
    language: 'ru',
    hello: 'Привет',
    greeting: /Я встроенный агент Atelier/,
    prompt: 'трекер привычек с тёмной темой',
    plan: /Вот мой план:[\s\S]*Оформление: основной цвет — зелёный[\s\S]*Выберите название/,
    title: 'Назовите проект',
    button: 'Создать проект',
    ready: /^Первая версия \(лендинг\) уже открыта в превью/,
    preview: 'Превью',
    summary: 'Первая версия',
    green: /Основной цвет изменён на зелёный/,
    dark: 'тёмная тема',
    darkSays: /Включена тёмная тема/,
    section: /добавлен раздел «Team»/,
    refused: /Проект остался без изменений/,
    colourPrompt: 'синий трекер привычек',
    colourPlan: /Оформление: основной цвет — синий/,
    colourEdit: 'сделай его красным',
    colourSays: /Основной цвет изменён на красный/,
    sectionsEdit: 'добавь раздел команды и убери вопросы и ответы',
    sectionsSay: [/добавлен раздел «Team»/i, /удалён раздел «FAQ»/i],
  },
  {
    language: 'ar',
    hello: 'مرحبًا',
    greeting: /أنا الوكيل المدمج في Atelier/,
    prompt: 'متتبع عادات بسمة داكنة',
    plan: /هذه خطتي:[\s\S]*المظهر: الأخضر لونًا أساسيًا[\s\S]*اختر اسمًا/,
    title: 'سمِّ مشروعك',
    button: 'إنشاء المشروع',
    ready: /^النسخة الأولى \(صفحة تعريفية\) تعمل الآن في المعاينة/,
    preview: 'المعاينة',
    summary: 'النسخة الأولى',
    green: /غيّرت اللون الأساسي إلى الأخضر/,
    dark: 'الوضع الداكن',
    darkSays: /انتقلت إلى السمة الداكنة/,
    section: /أضفت قسم «Team»/,
    refused: /لم يتغير المشروع/,
    colourPrompt: 'متتبع عادات باللون الأزرق',
    colourPlan: /المظهر: الأزرق لونًا أساسيًا/,
    colourEdit: 'اجعله باللون الأحمر',
    colourSays: /غيّرت اللون الأساسي إلى الأحمر/,
    sectionsEdit: 'أضف قسم الفريق واحذف الأسئلة الشائعة',
    sectionsSay: [/أضفت قسم «Team»/, /أزلت قسم «FAQ»/],
  },
];

/** Sentences only the English replies have: none may reach a French, Spanish, Russian or Arabic reply. */
const ENGLISH =
  /offline built-in agent|Tell me|Here's my plan|Sections:|Features:|Look:|Pick a name|Name your project|Create project|is ready|is live in the preview|First version|changed the primary colour|switched to the dark theme|added a|new version is in the preview|Anything else|The project is unchanged|Here is what I can do/i;

describe('answer() in French, Spanish, Russian and Arabic', () => {
  it.each(REPLY_CASES)('greets in $language', (c) => {
    const text = contentText(expectValid(answer(job({ language: c.language, message: message(c.hello) }))));
    expect(text).toMatch(c.greeting);
    expect(text).not.toMatch(ENGLISH);
  });

  it.each(REPLY_CASES)('plans in $language', (c) => {
    const result = expectValid(answer(job({ language: c.language, message: message(c.prompt) })));
    const card = parseRichContent(serializeContent(result.content));
    if (card?.ui_type !== 'project_input') throw new Error('expected a project_input card');
    expect(card.title).toBe(c.title);
    expect(card.input_config.button_text).toBe(c.button);
    expect(card.description).toMatch(c.plan);
    expect(JSON.stringify(card)).not.toMatch(ENGLISH);
    // The app is written in the brief's language: its suggested name is the blueprint's name there.
    expect(card.input_config.default_value).toBe(BLUEPRINTS.habits.defaultName[c.language]);
  });

  it.each(REPLY_CASES)('builds in $language, with an English app for an English brief', (c) => {
    const result = expectValid(created(c.language));
    const card = parseRichContent(serializeContent(result.content));
    if (card?.ui_type !== 'project_success') throw new Error('expected a project_success card');
    expect(card.message).toMatch(c.ready);
    expect(card.project.api_examples?.[c.preview]).toBe('http://proj-42.localhost:3001/');
    expect(result.summary).toBe(c.summary);
    expect(`${card.title} ${card.message} ${result.summary}`).not.toMatch(ENGLISH);
    expect(readSpec(result.files ?? {})?.language).toBe('en');
  });

  it.each(REPLY_CASES)('says what it changed in $language', (c) => {
    const files = created(c.language).files ?? {};
    const edited = (request: string) =>
      expectValid(answer(job({ language: c.language, message: message(request), project: project(files) })));
    const green = edited('make it green and add a team section');
    expect(contentText(green)).toMatch(c.green);
    expect(contentText(green)).toMatch(c.section);
    expect(green.summary).toMatch(c.green);
    const dark = edited(c.dark);
    expect(readSpec(dark.files ?? {})?.theme.mode).toBe('dark');
    expect(contentText(dark)).toMatch(c.darkSays);
    for (const result of [green, dark]) {
      expect(contentText(result)).not.toMatch(ENGLISH);
      expect(result.summary).not.toMatch(ENGLISH);
    }
  });

  it('edits an app made in French, Spanish, Russian or Arabic, keeping what its brief listed', () => {
    const briefs: [Language, string, string][] = [
      [
        'fr',
        'Une boutique en ligne pour La Cave à Tomes : Tomme du Vallon 14 €, Bleu des Crêtes 11 €.',
        'mets-le en vert',
      ],
      ['es', 'Una tienda online para Barro y Luna: Taza Duna 14 €, Jarra Olivo 35 €.', 'ponlo en verde'],
      ['ru', 'Интернет-магазин «Клубочек»: пряжа 450 ₽, спицы 300 ₽.', 'сделай зелёным'],
      ['ar', 'متجر إلكتروني لدار الورد: باقة ورد 120 ريال، مزهرية 80 ريال.', 'اجعله أخضر'],
    ];
    for (const [language, brief, greener] of briefs) {
      const files = created(language, brief).files ?? {};
      const before = readSpec(files);
      expect(before?.language, brief).toBe(language);
      const edited = expectValid(
        answer(job({ language, message: message(greener), project: project(files) })),
      );
      const after = readSpec(edited.files ?? {});
      expect(after?.theme.primary, brief).not.toBe(before?.theme.primary);
      expect(after?.content, brief).toEqual(before?.content);
    }
  });

  it.each(REPLY_CASES)('names the colours asked for in $language', (c) => {
    const result = expectValid(answer(job({ language: c.language, message: message(c.colourPrompt) })));
    const card = parseRichContent(serializeContent(result.content));
    if (card?.ui_type !== 'project_input') throw new Error('expected a project_input card');
    expect(card.description).toMatch(c.colourPlan);
    const files = created(c.language).files ?? {};
    const edited = expectValid(
      answer(job({ language: c.language, message: message(c.colourEdit), project: project(files) })),
    );
    expect(readSpec(edited.files ?? {})?.theme.primary).toBe('#dc2626');
    expect(contentText(edited)).toMatch(c.colourSays);
    expect(edited.summary).toMatch(c.colourSays);
    expect(contentText(edited)).not.toMatch(ENGLISH);
  });

  it.each(REPLY_CASES)('adds and removes sections asked for in $language', (c) => {
    const files = created(c.language).files ?? {};
    const result = expectValid(
      answer(job({ language: c.language, message: message(c.sectionsEdit), project: project(files) })),
    );
    const spec = readSpec(result.files ?? {});
    expect(spec?.sections).toContain('team');
    expect(spec?.sections).not.toContain('faq');
    for (const says of c.sectionsSay) expect(contentText(result)).toMatch(says);
    expect(contentText(result)).not.toMatch(ENGLISH);
  });

  it('joins lists the way each language does', () => {
    expect(list(['a', 'b', 'c'], 'en')).toBe('a, b and c');
    expect(list(['a', 'b', 'c'], 'fr')).toBe('a, b et c');
    expect(list(['a', 'b', 'c'], 'es')).toBe('a, b y c');
    expect(list(['filtros', 'ideas'], 'es')).toBe('filtros e ideas');
    expect(list(['agua', 'hielo'], 'es')).toBe('agua y hielo');
    expect(list(['a', 'b', 'c'], 'ru')).toBe('a, b и c');
    expect(list(['البحث', 'التصدير'], 'ar')).toBe('البحث والتصدير');
    expect(list(['Hero', 'FAQ', 'Team'], 'ar')).toBe('Hero، FAQ و Team');
  });

  it.each([
    [
      'fr',
      '«\u00a0mets-le en vert\u00a0»',
      '«\u00a0renomme l’app en Nova\u00a0»',
      '«\u00a0c’est pour des étudiants\u00a0»',
    ],
    ['es', '“ponlo en verde”', '“cambia el nombre a Nova”', '“es para familias”'],
    ['ru', '«сделай его зелёным»', '«переименуй приложение в Nova»', '«для студентов»'],
    ['ar', '“اجعله باللون الأخضر”', '“غيّر اسم التطبيق إلى Nova”', '“للطلاب”'],
  ] as const)(
    'offers every kind of request in %s, in its own words',
    (language, colour, rename, audience) => {
      const help = capabilities(understand('A habit tracker', 'en'), language);
      expect(help).toContain(colour);
      expect(help).toContain(rename);
      expect(help).toContain(audience);
      // Nothing is left for English only, and the examples are ones the agent reads.
      expect(help).not.toMatch(
        /make it green|use a serif font|en anglais|en inglés|по-английски|بالإنجليزية/,
      );
      expect(help).not.toMatch(/surtout|sobre todo|в основном|في الغالب/);
    },
  );

  it.each(REPLY_CASES)('refuses in $language', (c) => {
    const files = created(c.language).files ?? {};
    const result = expectValid(
      answer(job({ language: c.language, message: message('make it pop'), project: project(files) })),
    );
    expect(result.files).toBeUndefined();
    expect(contentText(result)).toMatch(c.refused);
    expect(contentText(result)).not.toMatch(/couldn't|unchanged|Here is what I can do/);
    const noSpec = answer(
      job({ language: c.language, message: message('make it green'), project: project({ 'a.txt': '' }) }),
    );
    expect(contentText(noSpec)).toContain('atelier.json');
    expect(contentText(noSpec)).not.toMatch(/I can't edit this project/);
  });
});

describe('the agent processor', () => {
  const ctx = {
    config: { PREVIEW_URL: 'http://localhost:3001' },
    log: pino({ level: 'silent' }),
  } as unknown as WorkerContext;
  const process = agentProcessor(ctx);

  it('answers a valid job with a contract-valid result', async () => {
    const result = (await process({
      id: '1',
      data: job({ message: message('a quiz about space') }),
    } as Job)) as AgentResult;
    expect(parseAgentResult(result).ok).toBe(true);
  });

  it('fails an invalid job at once, with the reason', async () => {
    await expect(process({ id: '2', data: { v: 1, kind: 'nope' } } as Job)).rejects.toThrow(
      UnrecoverableError,
    );
    await expect(process({ id: '3', data: { v: 1, kind: 'nope' } } as Job)).rejects.toThrow(
      /Invalid agent job: .*kind/,
    );
  });
});

// ---------------------------------------------------------------------------------------------------

function variant(spec: AppSpec, changes: Partial<AppSpec>): AppSpec {
  return { ...spec, ...changes, theme: { ...spec.theme, ...changes.theme } };
}

describe('generated projects', () => {
  it('have a real Vite + React layout with the worker’s versions', () => {
    const files = kitFiles(LANDING);
    const pkg = JSON.parse(files['package.json'] ?? '{}') as {
      name: string;
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(pkg.name).toBe('nimbus');
    expect(Object.keys(pkg.scripts)).toEqual(expect.arrayContaining(['dev', 'build', 'preview']));
    expect(pkg.dependencies.react).toBe(kitVersions().react);
    expect(pkg.dependencies.react).toMatch(/^\^19\./);
    expect(Object.keys(pkg.dependencies).sort()).toEqual([
      'clsx',
      'lucide-react',
      'react',
      'react-dom',
      'react-router-dom',
    ]);
    expect(Object.keys(pkg.devDependencies)).toEqual(
      expect.arrayContaining([
        'vite',
        '@vitejs/plugin-react',
        '@tailwindcss/vite',
        'tailwindcss',
        'typescript',
        '@types/react',
        '@types/react-dom',
      ]),
    );
    // Deep links outside Atelier: an absolute base for Vite builds, the routes under it.
    expect(files['vite.config.ts']).toContain("base: process.env.BASE_PATH ?? '/'");
    expect(files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(files['src/main.tsx']).toContain(
      "new URL(import.meta.env.BASE_URL, document.baseURI).pathname.replace(/\\/$/, '')",
    );
    expect(files['src/index.css']).toContain('@custom-variant dark (&:where(.dark, .dark *));');
    expect(files['src/index.css']).toContain('@import "./styles/kit-theme.css";');
    expect(files['src/index.css']).toContain(`--primary: ${LANDING.theme.primary};`);
    // The visitor's light/dark choice is applied before the first paint, under the key the kit's switch uses.
    expect(files['src/main.tsx']).toContain("import { applyStoredTheme } from './theme';");
    expect(files['src/theme.ts']).toContain("APP.slug + ':theme:' + APP.mode");
    expect(JSON.parse(files['atelier.json'] ?? '')).toEqual(LANDING);
  });

  it('keep user text out of the code', () => {
    const evil = variant(LANDING, {
      name: 'Evil "</title><script>alert(1)</script> ${x} `',
      tagline: "it's <b>bold</b>",
    });
    const files = renderProject(evil);
    expect(files['index.html']).not.toContain('<script>alert(1)');
    expect(files['index.html']).toContain('&lt;/title&gt;');
    expect(files['src/app-info.ts']).toContain(JSON.stringify(evil.name));
  });

  it('refuse a blueprint that overwrites a kit file', () => {
    const blueprint = BLUEPRINTS.generic;
    const render = blueprint.render.bind(blueprint);
    blueprint.render = (spec) => ({ ...render(spec), 'src/main.tsx': 'x' });
    try {
      expect(() => renderProject(GENERIC)).toThrow(/belongs to the kit/);
    } finally {
      blueprint.render = render;
    }
  });

  it('type-check under strict TypeScript (kit, landing and generic in many shapes)', () => {
    const landingAll = variant(understand('a landing page with charts', 'tr'), {
      sections: BLUEPRINTS.landing.sections.map((s) => s.id),
      features: ['forms', 'persistence', 'dark-toggle', 'charts'],
      theme: { mode: 'dark', primary: '#111111', accent: '#fde047', font: 'serif', radius: 'none' },
    });
    const genericAll = variant(understand('bitki sulama takibi, arama, filtre, grafik, dışa aktar', 'tr'), {
      sections: ['hero', 'collection', 'stats', 'about'],
      features: ['search', 'filters', 'forms', 'persistence', 'dark-toggle', 'charts', 'pages', 'export'],
    });
    const projects: [string, AppSpec][] = [
      ['landing default', LANDING],
      ['landing everything (tr)', landingAll],
      ['landing hero + contact', variant(LANDING, { sections: ['hero', 'contact'], features: [] })],
      [
        'landing pricing without contact',
        variant(LANDING, {
          sections: ['pricing', 'faq'],
          theme: { ...LANDING.theme, radius: 'full', font: 'mono' },
        }),
      ],
      [
        'landing with odd texts',
        variant(LANDING, {
          name: 'Evil "</script> ${x} `',
          texts: { 'hero.title': '`${1}`', 'cta.button': "it's" },
        }),
      ],
      ['generic default', GENERIC],
      ['generic everything (tr)', genericAll],
      [
        'generic pages, no list',
        variant(GENERIC, { sections: ['hero', 'stats', 'about'], features: ['pages', 'charts'] }),
      ],
      [
        'generic list only, no persistence',
        variant(GENERIC, { sections: ['collection'], features: ['search'] }),
      ],
      ['generic nothing', variant(GENERIC, { sections: [], features: [] })],
    ];
    const diagnostics = typecheckProjects(projects.map(([, spec]) => renderProject(spec)));
    const failures = projects.flatMap(([name], i) => (diagnostics[i] ?? []).map((d) => `${name}: ${d}`));
    expect(failures).toEqual([]);
  }, 240_000);

  it('type-check a collection app composed from the component kit, with its @ alias', () => {
    const spec = understand(
      'Manage my vinyl records: artist, album, year, condition (mint, good, worn), price paid in €, bought on, rating, notes',
      'en',
    );
    expect(spec.collection).toBeDefined();
    const files = renderProject(spec);
    expect(files['src/components/sections/collection-app.tsx']).toBeDefined();
    expect(files['tsconfig.json']).toContain('"@/*"');
    expect(files['vite.config.ts']).toContain("'@'");
    expect(JSON.parse(files['package.json'] ?? '{}')).toMatchObject({
      dependencies: { '@radix-ui/react-dialog': expect.any(String) as unknown },
    });
    expect(typecheckProject(files)).toEqual([]);
  }, 120_000);
});
