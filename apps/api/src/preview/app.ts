/**
 * The preview origins: a Fastify instance of its own (its own listener, PREVIEW_URL) that serves each
 * project's live build on the project's own origin, `{uuid}.{preview host}`. Generated code is untrusted,
 * so nothing of the api lives here: no routes, no auth but a project's own signed access cookie, and
 * headers that let only the app embed it.
 */
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { createPrisma } from '@atelier/db';
import { createStorage, type Storage } from '@atelier/storage';
import type {} from '../plugins/external.ts';
import type { Config } from '../config.ts';
import { statusPage } from './pages.ts';
import previewRoutes from './routes.ts';

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The app's origin, plus its loopback aliases when it runs on this machine (a browser on
 * 127.0.0.1:3000 while APP_URL says localhost:3000 still gets a working preview).
 */
export function appOrigins(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (!LOOPBACK.includes(url.hostname)) return [url.origin];
  return LOOPBACK.map((host) => {
    const alias = new URL(url.origin);
    alias.hostname = host;
    return alias.origin;
  });
}

export async function buildPreviewApp(
  config: Config,
  options: { logger?: FastifyServerOptions['logger']; storage?: Storage } = {},
): Promise<FastifyInstance> {
  const origins = appOrigins(config.APP_URL);
  const headers = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'cross-origin',
    // Browsers reject IPv6 literals as CSP sources (and log it); [::1] parents are left out.
    // Only the app may frame a project (never another site, nor another project).
    'content-security-policy': `frame-ancestors ${origins.filter((origin) => !origin.includes('[')).join(' ')}`,
  };
  const secure = (request: FastifyRequest, reply: FastifyReply) => {
    void reply.headers(headers);
    // Added to what the route said it varies on (Accept-Encoding for compressible files).
    const vary = reply.getHeader('vary');
    if (typeof vary !== 'string' || !vary) void reply.header('vary', 'Origin');
    else if (!/\borigin\b/i.test(vary)) void reply.header('vary', `${vary}, Origin`);
    // The app may read answers (its readiness check is a HEAD from its own origin), never with credentials.
    const origin = request.headers.origin;
    if (origin && origins.includes(origin)) void reply.header('access-control-allow-origin', origin);
  };

  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024,
    // Requests the router refuses (bad escapes in the path) bypass the hooks; they get the headers here.
    frameworkErrors: (_error, request, reply) => {
      const plain = reply as unknown as FastifyReply;
      secure(request, plain);
      void plain
        .status(400)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Bad request');
    },
  });

  const prisma = createPrisma(config.DATABASE_URL, { max: 5 });
  app.decorate('prisma', prisma);
  app.addHook('onClose', () => prisma.$disconnect());
  if (options.storage) app.decorate('storage', options.storage);
  else {
    const storage = createStorage(config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => {
      await storage.close?.();
    });
  }
  app.addHook('onSend', async (request, reply) => secure(request, reply));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'preview failed');
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        statusPage({
          title: status === 500 ? 'Something went wrong' : 'Bad request',
          text:
            status === 500
              ? 'The preview could not be served. Try again in a moment.'
              : 'This address is not valid.',
        }),
      );
  });

  await app.register(previewRoutes, {
    previewUrl: config.PREVIEW_URL,
    appKey: config.APP_KEY,
    appOrigins: origins,
  });
  return app;
}
