import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type {} from '@atelier/test-support/global-setup';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { User as UserRow } from '@atelier/db';
import { loadConfig, type Config } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/lib/password.ts';
import { issueToken } from '../src/features/accounts/tokens.ts';

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = inject('dataDir');
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: inject('redisPrefix'),
    QUEUE_PREFIX: inject('redisPrefix'),
    DATA_DIR: dataDir,
    APP_KEY: 'test-app-key-test-app-key-test-app-key',
    APP_URL: 'http://app.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...overrides,
  });
}

export async function buildTestApp(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), { logger: false });
  await app.ready();
  return app;
}

/** A fresh loopback address, so rate limits keyed by address never spill between tests. */
export function randomIp(): string {
  return `127.${1 + ((randomBytes(1)[0] ?? 0) % 250)}.${randomBytes(1)[0]}.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.test`;
}

export interface TestUser {
  user: UserRow;
  token: string;
  password: string;
  auth: { authorization: string };
}

export async function createUser(
  app: FastifyInstance,
  options: {
    verified?: boolean;
    status?: number;
    role?: 'user' | 'admin';
    password?: string | null;
    email?: string;
  } = {},
): Promise<TestUser> {
  const password = options.password === undefined ? 'correct horse battery' : options.password;
  const user = await app.prisma.user.create({
    data: {
      email: options.email ?? uniqueEmail(),
      passwordHash: password === null ? null : await hashPassword(password),
      status: options.status ?? 1,
      role: options.role ?? 'user',
      emailVerifiedAt: options.verified === false ? null : new Date(),
    },
  });
  const token = await issueToken(app.prisma, user.id, 'test', 1);
  return { user, token, password: password ?? '', auth: { authorization: `Bearer ${token}` } };
}

export async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject({ remoteAddress: randomIp(), ...options });
  return {
    status: response.statusCode,
    body: response.json<Record<string, unknown>>(),
    headers: response.headers,
  };
}

export interface OutboxMail {
  file: string;
  raw: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Mails the dev outbox holds for one recipient, oldest first. */
export async function mailsTo(config: Config, email: string): Promise<OutboxMail[]> {
  const files = (await readdir(config.MAIL_OUTBOX_DIR).catch(() => [] as string[])).sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(config.MAIL_OUTBOX_DIR, file), 'utf8');
    const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '';
    if (to !== email) continue;
    const decoded = decodeQuotedPrintable(raw);
    mails.push({
      file,
      raw,
      to,
      subject: /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
      text: decoded,
      links: [...new Set(decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
    });
  }
  return mails;
}

function decodeQuotedPrintable(value: string): string {
  return value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for something that happens after the answer (a mail sent in the background). */
export async function eventually<T>(
  probe: () => Promise<T | null | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
