/** What every job handler gets: configuration, database, storage, a logger and the internal queues. */
import { Queue } from 'bullmq';
import pino, { type Logger } from 'pino';
import { INTERNAL_QUEUES, SCREENSHOT_JOB_NAME, type ScreenshotJob } from '@atelier/contracts';
import { createPrisma, type PrismaClient } from '@atelier/db';
import { createStorage, type Storage } from '@atelier/storage';
import type { Config } from './config.ts';

export interface WorkerContext {
  config: Config;
  prisma: PrismaClient;
  storage: Storage;
  log: Logger;
  addScreenshotJob(job: ScreenshotJob): Promise<void>;
  close(): Promise<void>;
}

export function createContext(config: Config, log?: Logger): WorkerContext {
  const prisma = createPrisma(config.DATABASE_URL);
  const screenshots = new Queue(INTERNAL_QUEUES.screenshot, {
    connection: { url: config.REDIS_URL },
    prefix: config.QUEUE_PREFIX,
  });
  const storage = createStorage(config);
  return {
    config,
    prisma,
    storage,
    log: log ?? pino({ level: config.LOG_LEVEL }),
    async addScreenshotJob(job) {
      await screenshots.add(SCREENSHOT_JOB_NAME, job, {
        jobId: `screenshot-${job.screenshot_id}`,
        attempts: 2,
        removeOnComplete: { count: 1000 },
        removeOnFail: { count: 1000 },
      });
    },
    async close() {
      await screenshots.close();
      await prisma.$disconnect();
      await storage.close?.();
    },
  };
}
