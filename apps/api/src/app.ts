/** Builds the api as a Fastify instance without listening; the server and the tests share it. */
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '@atelier/contracts';
import type { Config } from './config.ts';
import { AppError } from './lib/errors.ts';
import responseCachePlugin from './lib/response-cache.ts';
import userChangesPlugin from './lib/user-changes.ts';
import authPlugin from './plugins/auth.ts';
import contextPlugin from './plugins/context.ts';
import errorsPlugin from './plugins/errors.ts';
import externalPlugin from './plugins/external.ts';
import webPlugin from './plugins/web.ts';
import adminRoutes from './features/admin/routes.ts';
import authRoutes from './features/auth/routes.ts';
import emailVerificationRoutes from './features/email-verification/routes.ts';
import googleRoutes from './features/google/routes.ts';
import passwordResetRoutes from './features/password-reset/routes.ts';
import categoryRoutes from './features/categories/routes.ts';
import conversationRoutes from './features/conversations/routes.ts';
import fileRoutes from './features/files/routes.ts';
import projectRoutes from './features/projects/routes.ts';
import screenshotRoutes from './features/screenshots/routes.ts';
import dataApiRoutes from './features/data-api/routes.ts';
import inquiryRoutes from './features/inquiries/routes.ts';
import resultCollector from './features/agent/result-collector.ts';
import queuesPlugin from './plugins/queues.ts';
import avatarFiles from './features/profile/avatar-files.ts';
import profileRoutes from './features/profile/routes.ts';
import systemRoutes from './features/system/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export async function buildApp(
  config: Config,
  options: {
    logger?: FastifyServerOptions['logger'];
    /** Whether this instance persists agent results (tests that drive the collector by hand turn it off). */
    collectResults?: boolean;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Fastify logs two lines per request at info; a busy api writes them only when asked to. Failures
    // are logged either way (plugins/errors.ts).
    logController: new LogController({ disableRequestLogging: !config.LOG_REQUESTS }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // On every answer (web app, api, errors): only the app itself may frame its pages, so a signed-in
  // user cannot be clickjacked from another site or from a generated app; no MIME sniffing; no full
  // addresses in the Referer to other sites. The CSP holds frame-ancestors alone: the web app and the
  // API docs need nothing else restricted. HSTS only where the app is served over https.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        'frame-ancestors': ["'self'"],
      },
    },
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Google sign-in opens a popup that reports back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Data API answers are read cross-origin by generated apps (CORS decides who may).
    crossOriginResourcePolicy: false,
    strictTransportSecurity: config.APP_URL.startsWith('https:') ? {} : false,
  });
  // Brotli (quality 4: fast enough per request) or gzip for answers of 1 KB and more, when the client
  // accepts it: api JSON, text files. The web build's files come compressed already (web.ts) and are
  // sent as they are; images and archives are left alone, and so would event streams be. Request
  // bodies are not inflated: a small compressed body could grow past bodyLimit's intent.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
  await app.register(contextPlugin);
  await app.register(errorsPlugin);
  await app.register(externalPlugin);
  await app.register(userChangesPlugin);
  await app.register(responseCachePlugin);
  await app.register(authPlugin);
  await app.register(queuesPlugin);
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENT_MAX_FILES + 1, fields: 20, parts: 30 },
  });
  await app.register(rateLimit, {
    global: false,
    redis: app.redis,
    nameSpace: `${config.REDIS_PREFIX}:rate-limit:`,
    // Thrown objects reach the error handler, which answers in the spec's envelope.
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'TOO_MANY_REQUESTS', {
        headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atelier API',
        version: '1.0.0',
        description: 'Every route the Atelier web app and agents call.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(emailVerificationRoutes);
      await api.register(passwordResetRoutes);
      await api.register(googleRoutes);
      await api.register(profileRoutes);
      await api.register(adminRoutes);
      await api.register(categoryRoutes);
      await api.register(conversationRoutes);
      await api.register(fileRoutes);
      await api.register(projectRoutes);
      await api.register(screenshotRoutes);
      await api.register(dataApiRoutes);
      await api.register(inquiryRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(avatarFiles);
  await app.register(webPlugin);
  if (options.collectResults !== false) await app.register(resultCollector);
  return app;
}
