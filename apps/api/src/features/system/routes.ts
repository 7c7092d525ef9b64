import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthProvidersResponse, Envelope } from '@atelier/contracts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/test', { schema: { tags: ['system'], response: { 200: Envelope } } }, async (request) =>
    app.envelope(request, 'API_CONNECTION_SUCCESS'),
  );

  app.get(
    '/auth/providers',
    { schema: { tags: ['auth'], response: { 200: AuthProvidersResponse } } },
    async (request) =>
      app.envelope(request, 'SUCCESS', {
        data: {
          google: { enabled: app.config.googleEnabled, client_id: app.config.GOOGLE_CLIENT_ID ?? null },
        },
      }),
  );

  /** Liveness and readiness for orchestrators: both stores must answer. */
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const [db, redis] = await Promise.allSettled([app.prisma.$queryRaw`SELECT 1`, app.redis.ping()]);
    const ok = db.status === 'fulfilled' && redis.status === 'fulfilled';
    return reply
      .status(ok ? 200 : 503)
      .send({ ok, database: db.status === 'fulfilled', redis: redis.status === 'fulfilled' });
  });
};

export default routes;
