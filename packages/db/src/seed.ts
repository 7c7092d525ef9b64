/** Reference data every installation needs: the agent categories and their example prompts. */
import type { PrismaClient } from './generated/client.ts';

/** Every interface language (en, tr, fr, es, ru, ar), so the home's examples follow the picker. */
type Texts = Record<'en' | 'tr' | 'fr' | 'es' | 'ru' | 'ar', string>;

interface CategorySeed {
  id: number;
  slug: string;
  name: Texts;
  icon: string;
  color: string;
  examples: { key: string; text: Texts }[];
}

export const CATEGORY_SEEDS: CategorySeed[] = [
  {
    id: 1,
    slug: 'development',
    name: {
      en: 'Development',
      tr: 'Geliştirme',
      fr: 'Développement',
      es: 'Desarrollo',
      ru: 'Разработка',
      ar: 'التطوير',
    },
    icon: 'code',
    color: '#6366f1',
    examples: [
      {
        key: 'habit_tracker',
        text: {
          en: 'A habit tracker with streaks and a dark theme',
          tr: 'Seriler ve koyu tema içeren bir alışkanlık takipçisi',
          fr: 'Un suivi d’habitudes avec des séries et un thème sombre',
          es: 'Un registro de hábitos con rachas y tema oscuro',
          ru: 'Трекер привычек с сериями и тёмной темой',
          ar: 'متتبّع عادات مع سلاسل أيام متتالية وسمة داكنة',
        },
      },
      {
        key: 'landing_page',
        text: {
          en: 'A landing page for my coffee roastery with a menu and contact form',
          tr: 'Kahve kavurma atölyem için menü ve iletişim formu olan bir açılış sayfası',
          fr: 'Une page d’accueil pour ma brûlerie de café avec une carte et un formulaire de contact',
          es: 'Una página de inicio para mi tostaduría de café con menú y formulario de contacto',
          ru: 'Лендинг для моей кофейной обжарки с меню и формой обратной связи',
          ar: 'صفحة هبوط لمحمصة القهوة الخاصة بي مع قائمة ونموذج تواصل',
        },
      },
      {
        key: 'kanban',
        text: {
          en: 'A kanban board to plan my team’s sprint',
          tr: 'Ekibimin sprintini planlamak için bir kanban panosu',
          fr: 'Un tableau kanban pour planifier le sprint de mon équipe',
          es: 'Un tablero kanban para planificar el sprint de mi equipo',
          ru: 'Канбан-доска для планирования спринта моей команды',
          ar: 'لوحة كانبان لتخطيط سبرينت فريقي',
        },
      },
      {
        key: 'budget',
        text: {
          en: 'A budget tracker with monthly charts',
          tr: 'Aylık grafiklerle bir bütçe takipçisi',
          fr: 'Un suivi de budget avec des graphiques mensuels',
          es: 'Un control de presupuesto con gráficos mensuales',
          ru: 'Трекер бюджета с ежемесячными графиками',
          ar: 'متتبّع ميزانية مع رسوم بيانية شهرية',
        },
      },
    ],
  },
  {
    id: 2,
    slug: 'general',
    name: { en: 'General', tr: 'Genel', fr: 'Général', es: 'General', ru: 'Общее', ar: 'عام' },
    icon: 'sparkles',
    color: '#0ea5e9',
    examples: [
      {
        key: 'portfolio',
        text: {
          en: 'A portfolio site to show my photography',
          tr: 'Fotoğraflarımı sergileyeceğim bir portfolyo sitesi',
          fr: 'Un site portfolio pour montrer mes photos',
          es: 'Un sitio de portafolio para mostrar mis fotografías',
          ru: 'Сайт-портфолио для моих фотографий',
          ar: 'موقع أعمال لعرض صوري الفوتوغرافية',
        },
      },
      {
        key: 'event_booking',
        text: {
          en: 'A booking page for my yoga classes',
          tr: 'Yoga derslerim için bir rezervasyon sayfası',
          fr: 'Une page de réservation pour mes cours de yoga',
          es: 'Una página de reservas para mis clases de yoga',
          ru: 'Страница записи на мои занятия йогой',
          ar: 'صفحة حجز لدروس اليوغا الخاصة بي',
        },
      },
    ],
  },
  {
    id: 3,
    slug: 'creativity',
    name: {
      en: 'Creativity',
      tr: 'Yaratıcılık',
      fr: 'Créativité',
      es: 'Creatividad',
      ru: 'Творчество',
      ar: 'الإبداع',
    },
    icon: 'palette',
    color: '#ec4899',
    examples: [
      {
        key: 'quiz',
        text: {
          en: 'A fun quiz about world capitals',
          tr: 'Dünya başkentleri hakkında eğlenceli bir bilgi yarışması',
          fr: 'Un quiz amusant sur les capitales du monde',
          es: 'Un cuestionario divertido sobre capitales del mundo',
          ru: 'Весёлая викторина о столицах мира',
          ar: 'اختبار ممتع عن عواصم العالم',
        },
      },
      {
        key: 'recipe_book',
        text: {
          en: 'A recipe book with search and favourites',
          tr: 'Arama ve favoriler içeren bir tarif defteri',
          fr: 'Un livre de recettes avec recherche et favoris',
          es: 'Un recetario con búsqueda y favoritos',
          ru: 'Книга рецептов с поиском и избранным',
          ar: 'كتاب وصفات مع بحث ومفضلة',
        },
      },
    ],
  },
  {
    id: 4,
    slug: 'health',
    name: { en: 'Health', tr: 'Sağlık', fr: 'Santé', es: 'Salud', ru: 'Здоровье', ar: 'الصحة' },
    icon: 'heart-pulse',
    color: '#22c55e',
    examples: [
      {
        key: 'fitness',
        text: {
          en: 'A workout log that charts my weekly progress',
          tr: 'Haftalık ilerlememi grafikle gösteren bir antrenman günlüğü',
          fr: 'Un journal d’entraînement qui trace mes progrès de la semaine',
          es: 'Un registro de entrenamientos que grafica mi progreso semanal',
          ru: 'Дневник тренировок с графиком прогресса за неделю',
          ar: 'سجل تمارين يرسم تقدّمي الأسبوعي',
        },
      },
      {
        key: 'water',
        text: {
          en: 'A water intake tracker with daily goals',
          tr: 'Günlük hedefli bir su tüketimi takipçisi',
          fr: 'Un suivi de consommation d’eau avec des objectifs quotidiens',
          es: 'Un registro de consumo de agua con metas diarias',
          ru: 'Трекер потребления воды с дневными целями',
          ar: 'متتبّع لشرب الماء مع أهداف يومية',
        },
      },
    ],
  },
];

export async function seed(prisma: PrismaClient): Promise<void> {
  for (const [order, category] of CATEGORY_SEEDS.entries()) {
    const data = {
      slug: category.slug,
      name: category.name,
      icon: category.icon,
      color: category.color,
      sortOrder: order,
    };
    await prisma.category.upsert({
      where: { id: category.id },
      create: { id: category.id, ...data },
      update: data,
    });
    for (const [sortOrder, example] of category.examples.entries()) {
      await prisma.categoryExample.upsert({
        where: { categoryId_exampleKey: { categoryId: category.id, exampleKey: example.key } },
        create: { categoryId: category.id, exampleKey: example.key, exampleText: example.text, sortOrder },
        update: { exampleText: example.text, sortOrder },
      });
    }
  }
  // Seeded rows carry explicit ids; move the sequence past them.
  await prisma.$executeRawUnsafe(
    `SELECT setval(pg_get_serial_sequence('categories', 'id'), GREATEST((SELECT MAX(id) FROM categories), 1))`,
  );
}
