import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PublicProjectParams,
  PublicProjectResponse,
  PublicProjectsQuery,
  PublicProjectsResponse,
  lastPage,
} from '@atelier/contracts';
import type { Prisma } from '@atelier/db';
import { notFound } from '../../lib/errors.ts';
import { VISIBLE } from './service.ts';
import { toPublicProject } from './view.ts';

/** What guests may see: a project its owner made public, that is active and has been shown. */
const PUBLIC = { isPublic: true, status: 'active', ...VISIBLE } as const satisfies Prisma.ProjectWhereInput;

const ORDERS = {
  latest: [{ createdAt: 'desc' }, { id: 'desc' }],
  featured: [{ isFeatured: 'desc' }, { updatedAt: 'desc' }, { id: 'desc' }],
} as const satisfies Record<string, Prisma.ProjectOrderByWithRelationInput[]>;

/** Public project listings and the public preview page's project; no token needed, none exposed. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  for (const [list, orderBy] of Object.entries(ORDERS)) {
    app.get(
      `/public/projects/${list}`,
      {
        schema: {
          tags: ['public projects'],
          security: [],
          querystring: PublicProjectsQuery,
          response: { 200: PublicProjectsResponse },
        },
      },
      async (request) => {
        const { page, per_page: perPage } = request.query;
        const [total, rows] = await prisma.$transaction([
          prisma.project.count({ where: PUBLIC }),
          prisma.project.findMany({
            where: PUBLIC,
            orderBy: [...orderBy],
            skip: (page - 1) * perPage,
            take: perPage,
          }),
        ]);
        return app.envelope(request, 'PROJECTS_FETCHED', {
          projects: rows.map((row) => toPublicProject(app, row)),
          pagination: { current_page: page, last_page: lastPage(total, perPage), per_page: perPage, total },
        });
      },
    );
  }

  app.get(
    '/public/projects/:id',
    {
      schema: {
        tags: ['public projects'],
        security: [],
        params: PublicProjectParams,
        response: { 200: PublicProjectResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await prisma.project.findFirst({
        where: { ...PUBLIC, ...(typeof id === 'number' ? { id } : { uuid: id }) },
      });
      if (!row) throw notFound('PROJECT_NOT_FOUND');
      return app.envelope(request, 'PROJECT_FETCHED', { data: { project: toPublicProject(app, row) } });
    },
  );
};

export default routes;
