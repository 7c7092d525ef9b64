import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createPrisma } from './client.ts';
import { dropDatabase, ensureDatabase } from './database.ts';
import { applyMigrations, diffSinceLastMigration } from './schema-engine.ts';
import { seed } from './seed.ts';

const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
base.pathname = `/atelier_migrations_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const url = base.toString();

afterAll(() => dropDatabase(url));

describe('migrations', () => {
  it('every schema change is captured in a migration', async () => {
    await ensureDatabase(url);
    expect(await diffSinceLastMigration(url)).toBe('');
  });

  it('apply to an empty database once, then find nothing pending', async () => {
    await ensureDatabase(url);
    const first = await applyMigrations(url);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((name) => /^\d{14}_\w+$/.test(name))).toBe(true);
    expect(await applyMigrations(url)).toEqual([]);
  });

  it('seed the categories idempotently with Development as id 1', async () => {
    const prisma = createPrisma(url, { max: 2 });
    try {
      await seed(prisma);
      await seed(prisma);
      const development = await prisma.category.findUniqueOrThrow({
        where: { id: 1 },
        include: { examples: true },
      });
      expect(development.slug).toBe('development');
      expect(development.name).toMatchObject({ en: 'Development', tr: 'Geliştirme' });
      expect(development.examples.length).toBeGreaterThan(0);
      expect(development.name).toMatchObject({ ar: 'التطوير', ru: 'Разработка' });
      // The home shows examples in whichever of the six interface languages is chosen.
      for (const example of development.examples) {
        const text = example.exampleText as Record<string, unknown>;
        for (const language of ['en', 'tr', 'fr', 'es', 'ru', 'ar']) {
          expect(typeof text[language], `${example.exampleKey} in ${language}`).toBe('string');
        }
      }
      expect(await prisma.category.count()).toBe(4);
      const created = await prisma.category.create({
        data: { slug: `extra-${Date.now()}`, name: { en: 'X' }, icon: 'x', color: '#000' },
      });
      expect(created.id).toBeGreaterThan(4);
    } finally {
      await prisma.$disconnect();
    }
  });
});
