/** Connections to the outside: PostgreSQL, Redis, storage and mail. Each is closed with the app. */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createPrisma, type PrismaClient } from '@atelier/db';
import { LocalStorage, type Storage } from '@atelier/storage';
import { createMailer, type Mailer } from '../lib/mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient;
    redis: Redis;
    storage: Storage;
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const prisma = createPrisma(config.DATABASE_URL);
    app.decorate('prisma', prisma);
    app.addHook('onClose', () => prisma.$disconnect());

    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3, lazyConnect: false });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });

    app.decorate('storage', new LocalStorage(config.STORAGE_DIR));
    const mailer = createMailer(config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'external', dependencies: [] },
);
