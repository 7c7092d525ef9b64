/**
 * Gives each test run its own PostgreSQL database, Redis key prefix and data folder, so runs never
 * collide; drops them afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { Redis } from 'ioredis';
import { applyMigrations, createPrisma, dropDatabase, ensureDatabase, seed } from '@atelier/db';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
    redisPrefix: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/atelier_test_${runId}`;
  const databaseUrl = base.toString();
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `atelier-test-${runId}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-test-'));

  await ensureDatabase(databaseUrl);
  await applyMigrations(databaseUrl);
  const prisma = createPrisma(databaseUrl, { max: 2 });
  await seed(prisma);
  await prisma.$disconnect();

  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', redisUrl);
  project.provide('redisPrefix', redisPrefix);
  project.provide('dataDir', dataDir);

  return async () => {
    await dropDatabase(databaseUrl);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await rm(dataDir, { recursive: true, force: true });
  };
}
