import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type {} from '@atelier/test-support/global-setup';
import pino from 'pino';
import { loadConfig, type Config } from '../src/config.ts';
import { createContext, type WorkerContext } from '../src/context.ts';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: inject('redisPrefix'),
    QUEUE_PREFIX: inject('redisPrefix'),
    DATA_DIR: inject('dataDir'),
    APP_KEY: 'test-app-key-test-app-key-test-app-key',
    APP_URL: 'http://app.test',
    ...overrides,
  });
}

export function testContext(overrides: Record<string, string> = {}): WorkerContext {
  const config = testConfig(overrides);
  return createContext(config, pino({ level: 'silent' }));
}

/** A user and a project to hang versions on. */
export async function createProject(ctx: WorkerContext, name = 'Test App') {
  const user = await ctx.prisma.user.create({
    data: {
      email: `worker-${randomBytes(6).toString('hex')}@example.test`,
      status: 1,
      emailVerifiedAt: new Date(),
    },
  });
  return ctx.prisma.project.create({
    data: { userId: user.id, name, token: randomBytes(18).toString('base64url') },
  });
}
