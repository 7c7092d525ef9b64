import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminUserParams,
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  PAGE_SIZES,
  USER_STATUS,
  lastPage,
} from '@atelier/contracts';
import type { Prisma } from '@atelier/db';
import { notFound } from '../../lib/errors.ts';
import { toUser } from '../accounts/user-view.ts';

const DEFAULT_PER_PAGE = 20;

/** Account approval for the team: list and search users, activate and deactivate them. */
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
        return app.envelope(request, code, { data: toUser(updated, config.APP_URL) });
      },
    );
  }
};

export default routes;
