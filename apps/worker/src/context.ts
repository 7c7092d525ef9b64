/** What every job handler gets: configuration, database, storage, a logger and the internal queues. */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { INTERNAL_QUEUES, SCREENSHOT_JOB_NAME, type ScreenshotJob } from '@atelier/contracts';
import { publishUserChanges } from '@atelier/config/user-changes';
import { createPrisma, type PrismaClient } from '@atelier/db';
import { createStorage, type Storage } from '@atelier/storage';
import type { Config } from './config.ts';

export interface WorkerContext {
  config: Config;
  prisma: PrismaClient;
  storage: Storage;
  log: Logger;
  addScreenshotJob(job: ScreenshotJob): Promise<void>;
  /**
   * Tells the api instances that a user's rows changed (a project's build state or thumbnail), so
   * their caches of that user's reads are dropped. Never throws: the write it follows is done.
   */
  userChanged(userId: number): Promise<void>;
  close(): Promise<void>;
}

export function createContext(config: Config, log?: Logger): WorkerContext {
  const prisma = createPrisma(config.DATABASE_URL);
  const screenshots = new Queue(INTERNAL_QUEUES.screenshot, {
    connection: { url: config.REDIS_URL },
    prefix: config.QUEUE_PREFIX,
  });
  const storage = createStorage(config);
  const logger = log ?? pino({ level: config.LOG_LEVEL });
  // Connected on the first announcement: most jobs change nothing the api caches.
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 3 });
  return {
    config,
    prisma,
    storage,
    log: logger,
    async addScreenshotJob(job) {
      await screenshots.add(SCREENSHOT_JOB_NAME, job, {
        jobId: `screenshot-${job.screenshot_id}`,
        attempts: 2,
        removeOnComplete: { count: 1000 },
        removeOnFail: { count: 1000 },
      });
    },
    async userChanged(userId) {
      await publishUserChanges(redis, config.REDIS_PREFIX, { origin: 'worker', users: [userId] }).catch(
        (error: unknown) => logger.warn({ err: error, userId }, 'user change not announced'),
      );
    },
    async close() {
      await screenshots.close();
      // Never connected: nothing to say goodbye to (quit would connect first).
      if (redis.status === 'wait') redis.disconnect();
      else await redis.quit().catch(() => redis.disconnect());
      await prisma.$disconnect();
      await storage.close?.();
    },
  };
}
