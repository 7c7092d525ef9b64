import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProjectResponse,
  AdminUserParams,
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  PAGE_SIZES,
  ProjectParams,
  USER_STATUS,
  lastPage,
} from '@atelier/contracts';
import type { Prisma } from '@atelier/db';
import { AppError, notFound } from '../../lib/errors.ts';
import { toUser } from '../accounts/user-view.ts';
import { toPublicProject } from '../projects/view.ts';

const DEFAULT_PER_PAGE = 20;

/**
 * Account approval for the team: list and search users, activate and deactivate them. The showcase:
 * feature a published project on the home page, or take it off.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { config, prisma } = app;
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/users',
    { schema: { tags: ['admin'], querystring: AdminUsersQuery, response: { 200: AdminUsersResponse } } },
    async (request) => {
      const { page, search, status } = request.query;
      const perPage = Math.min(request.query.per_page ?? DEFAULT_PER_PAGE, PAGE_SIZES.max);
      const term = search?.trim();
      const where: Prisma.UserWhereInput = {
        ...(status === undefined ? {} : { status }),
        ...(term
          ? {
              OR: [
                { email: { contains: term, mode: 'insensitive' } },
                { name: { contains: term, mode: 'insensitive' } },
                { lastname: { contains: term, mode: 'insensitive' } },
              ],
            }
          : {}),
      };
      const [total, rows] = await prisma.$transaction([
        prisma.user.count({ where }),
        prisma.user.findMany({
          where,
          orderBy: { id: 'desc' },
          skip: (page - 1) * perPage,
          take: perPage,
        }),
      ]);
      return app.envelope(request, 'USERS_FETCHED', {
        data: {
          data: rows.map((row) => toUser(row, config.APP_URL)),
          current_page: page,
          last_page: lastPage(total, perPage),
          per_page: perPage,
          total,
        },
      });
    },
  );

  for (const [action, status, code] of [
    ['activate', USER_STATUS.active, 'USER_ACTIVATED'],
    ['deactivate', USER_STATUS.inactive, 'USER_DEACTIVATED'],
  ] as const) {
    app.put(
      `/admin/users/:id/${action}`,
      { schema: { tags: ['admin'], params: AdminUserParams, response: { 200: AdminUserResponse } } },
      async (request) => {
        const updated = await prisma.user
          .update({ where: { id: request.params.id }, data: { status } })
          .catch(() => null);
        if (!updated) throw notFound();
        // Someone else's account: its tokens, cached with the old status, are checked again everywhere.
        await app.userChanges.changed(updated.id);
        return app.envelope(request, code, { data: toUser(updated, config.APP_URL) });
      },
    );
  }

  app.put(
    '/admin/projects/:id/feature',
    { schema: { tags: ['admin'], params: ProjectParams, response: { 200: AdminProjectResponse } } },
    async (request) => {
      const { id } = request.params;
      // One conditional write: an owner unpublishing at the same moment never leaves it featured.
      const { count } = await prisma.project.updateMany({
        where: { id, isPublic: true },
        data: { isFeatured: true },
      });
      const row = await prisma.project.findUnique({ where: { id } });
      if (!row) throw notFound('PROJECT_NOT_FOUND');
      if (count === 0) throw new AppError(409, 'PROJECT_NOT_PUBLIC');
      // The owner's project list shows is_featured: their cached answers are stale now.
      await app.userChanges.changed(row.userId);
      return app.envelope(request, 'PROJECT_FEATURED', { data: toPublicProject(app, row) });
    },
  );

  app.put(
    '/admin/projects/:id/unfeature',
    { schema: { tags: ['admin'], params: ProjectParams, response: { 200: AdminProjectResponse } } },
    async (request) => {
      const row = await prisma.project
        .update({ where: { id: request.params.id }, data: { isFeatured: false } })
        .catch(() => null);
      if (!row) throw notFound('PROJECT_NOT_FOUND');
      await app.userChanges.changed(row.userId);
      return app.envelope(request, 'PROJECT_UNFEATURED', { data: toPublicProject(app, row) });
    },
  );
};

export default routes;
