import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoriesResponse,
  CategoryParams,
  CategoryResponse,
  type Category,
  type LocalizedText,
} from '@atelier/contracts';
import type { Category as CategoryRow, CategoryExample as ExampleRow } from '@atelier/db';
import { notFound } from '../../lib/errors.ts';

function toCategory(row: CategoryRow & { examples: ExampleRow[] }): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name as LocalizedText,
    icon: row.icon,
    color: row.color,
    examples: row.examples.map((example) => ({
      id: example.id,
      example_key: example.exampleKey,
      example_text: example.exampleText as LocalizedText,
      sort_order: example.sortOrder,
      is_active: example.isActive,
    })),
  };
}

const include = { examples: { where: { isActive: true }, orderBy: { sortOrder: 'asc' as const } } };

/** Agent categories with their example prompts in every language; public, the home page shows them to guests. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    { schema: { tags: ['categories'], response: { 200: CategoriesResponse } } },
    async (request) => {
      const rows = await app.prisma.category.findMany({
        where: { isActive: true },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        include,
      });
      return app.envelope(request, 'CATEGORIES_FETCHED', { data: rows.map(toCategory) });
    },
  );

  app.get(
    '/categories/:id',
    { schema: { tags: ['categories'], params: CategoryParams, response: { 200: CategoryResponse } } },
    async (request) => {
      const row = await app.prisma.category.findFirst({
        where: { id: request.params.id, isActive: true },
        include,
      });
      if (!row) throw notFound('CATEGORY_NOT_FOUND');
      return app.envelope(request, 'CATEGORY_FETCHED', { data: toCategory(row) });
    },
  );
};

export default routes;
