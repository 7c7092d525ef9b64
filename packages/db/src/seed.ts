/** Reference data every installation needs: the agent categories and their example prompts. */
import type { PrismaClient } from './generated/client.ts';

type Texts = { en: string; tr: string };

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
    name: { en: 'Development', tr: 'Geliştirme' },
    icon: 'code',
    color: '#6366f1',
    examples: [
      {
        key: 'habit_tracker',
        text: {
          en: 'A habit tracker with streaks and a dark theme',
          tr: 'Seriler ve koyu tema içeren bir alışkanlık takipçisi',
        },
      },
      {
        key: 'landing_page',
        text: {
          en: 'A landing page for my coffee roastery with a menu and contact form',
          tr: 'Kahve kavurma atölyem için menü ve iletişim formu olan bir açılış sayfası',
        },
      },
      {
        key: 'kanban',
        text: {
          en: 'A kanban board to plan my team’s sprint',
          tr: 'Ekibimin sprintini planlamak için bir kanban panosu',
        },
      },
      {
        key: 'budget',
        text: {
          en: 'A budget tracker with monthly charts',
          tr: 'Aylık grafiklerle bir bütçe takipçisi',
        },
      },
    ],
  },
  {
    id: 2,
    slug: 'general',
    name: { en: 'General', tr: 'Genel' },
    icon: 'sparkles',
    color: '#0ea5e9',
    examples: [
      {
        key: 'portfolio',
        text: {
          en: 'A portfolio site to show my photography',
          tr: 'Fotoğraflarımı sergileyeceğim bir portfolyo sitesi',
        },
      },
      {
        key: 'event_booking',
        text: { en: 'A booking page for my yoga classes', tr: 'Yoga derslerim için bir rezervasyon sayfası' },
      },
    ],
  },
  {
    id: 3,
    slug: 'creativity',
    name: { en: 'Creativity', tr: 'Yaratıcılık' },
    icon: 'palette',
    color: '#ec4899',
    examples: [
      {
        key: 'quiz',
        text: {
          en: 'A fun quiz about world capitals',
          tr: 'Dünya başkentleri hakkında eğlenceli bir bilgi yarışması',
        },
      },
      {
        key: 'recipe_book',
        text: {
          en: 'A recipe book with search and favourites',
          tr: 'Arama ve favoriler içeren bir tarif defteri',
        },
      },
    ],
  },
  {
    id: 4,
    slug: 'health',
    name: { en: 'Health', tr: 'Sağlık' },
    icon: 'heart-pulse',
    color: '#22c55e',
    examples: [
      {
        key: 'fitness',
        text: {
          en: 'A workout log that charts my weekly progress',
          tr: 'Haftalık ilerlememi grafikle gösteren bir antrenman günlüğü',
        },
      },
      {
        key: 'water',
        text: {
          en: 'A water intake tracker with daily goals',
          tr: 'Günlük hedefli bir su tüketimi takipçisi',
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
