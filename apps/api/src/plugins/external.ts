/** Connections to the outside: PostgreSQL, Redis, storage and the mail queue. Each is closed with the app. */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createPrisma, type PrismaClient } from '@atelier/db';
import { createStorage, type Storage } from '@atelier/storage';
import { createMailQueue, type MailQueue } from '@atelier/mail';

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient;
    redis: Redis;
    storage: Storage;
    /** Queues mail for the worker to deliver (with retries). */
    mailer: MailQueue;
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

    const storage = createStorage(config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => {
      await storage.close?.();
    });

    const mailer = createMailQueue({ url: config.REDIS_URL, prefix: config.QUEUE_PREFIX });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'external', dependencies: [] },
);
