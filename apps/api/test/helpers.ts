import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type {} from '@atelier/test-support/global-setup';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Worker } from 'bullmq';
import puppeteer, { type Browser } from 'puppeteer-core';
import { INTERNAL_QUEUES } from '@atelier/contracts';
import { createMailer, mailProcessor } from '@atelier/mail';
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

/** The api with a mail worker beside it, as in production, so mails reach the dev outbox through the queue. */
export async function buildTestApp(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const app = await buildApp(config, { logger: false });
  const mailWorker = new Worker(
    INTERNAL_QUEUES.mail,
    mailProcessor(createMailer(config, { info: () => {} })),
    {
      connection: { url: config.REDIS_URL },
      prefix: config.QUEUE_PREFIX,
    },
  );
  app.addHook('onClose', () => mailWorker.close());
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

/**
 * Mails the dev outbox holds for one recipient, oldest first. Delivery goes through the mail queue, so
 * by default this waits (up to 5 s) until at least one has arrived.
 */
export async function mailsTo(
  config: Config,
  email: string,
  options: { wait?: boolean } = {},
): Promise<OutboxMail[]> {
  if (options.wait === false) return readOutbox(config, email);
  return eventually(async () => {
    const mails = await readOutbox(config, email);
    return mails.length ? mails : null;
  }).catch(() => readOutbox(config, email));
}

async function readOutbox(config: Config, email: string): Promise<OutboxMail[]> {
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

/** Headless Debian Chromium for the tests that load pages, kept off the network's background chatter. */
export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
