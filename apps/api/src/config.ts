/**
 * The api's configuration: one zod schema over the environment. A bad value stops the process at
 * start with a message naming the variable. Every variable is documented in .env.example.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

function findRoot(start: string): string {
  let dir = start;
  while (dir !== path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

export const ROOT_DIR = findRoot(path.dirname(fileURLToPath(import.meta.url)));

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optional = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  /** Where people open the product; links in mails point here. */
  APP_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z.url().default('postgresql://postgres@127.0.0.1:5432/atelier'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /** Prefix for every Redis key (rate limits, queues), so installations can share a server. */
  REDIS_PREFIX: z.string().min(1).default('atelier'),
  /** BullMQ's key prefix. External agents must use the same one; BullMQ's default is "bull". */
  QUEUE_PREFIX: z.string().min(1).default('bull'),
  /** A message whose agent has not answered by then unlocks its conversation with the AI-timeout text. */
  AGENT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(300_000),
  /** The preview origin; a project's preview address is `{PREVIEW_URL}/{project id}/`. */
  PREVIEW_URL: z.url().default('http://localhost:3001'),
  /** How long signed file and screenshot URLs stay valid. */
  SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  /** Secret for signing links; generated once under DATA_DIR when unset. */
  APP_KEY: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DATA_DIR: z.string().default('.data'),
  STORAGE_DIR: optional,
  MAIL_OUTBOX_DIR: optional,
  SMTP_URL: optional.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Atelier <no-reply@atelier.local>'),
  SIGNUP_APPROVAL: z.enum(['manual', 'auto']).default('manual'),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  EMAIL_VERIFICATION_TTL_HOURS: z.coerce.number().int().min(1).default(48),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).default(60),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Google's endpoint that says which client an access token was issued to. */
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  GOOGLE_REDIRECT_URI: optional.pipe(z.url().optional()),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_RESEND_PER_HOUR: z.coerce.number().int().min(1).default(6),
  RATE_LIMIT_RESET_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** The built web app; served at / when present. */
  WEB_DIST_DIR: optional,
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'APP_KEY' | 'STORAGE_DIR' | 'MAIL_OUTBOX_DIR' | 'WEB_DIST_DIR'> {
  APP_KEY: string;
  DATA_DIR: string;
  STORAGE_DIR: string;
  MAIL_OUTBOX_DIR: string;
  WEB_DIST_DIR: string;
  GOOGLE_REDIRECT_URI: string;
  googleEnabled: boolean;
}

export class ConfigError extends Error {}

function resolveDir(value: string): string {
  return path.isAbsolute(value) ? value : path.join(ROOT_DIR, value);
}

function persistentAppKey(dataDir: string): string {
  const file = path.join(dataDir, 'app-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty value (`PORT=` in a .env file) means "not set", as it does for most tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together',
    );
  }
  const dataDir = resolveDir(env.DATA_DIR);
  return {
    ...env,
    APP_URL: env.APP_URL.replace(/\/$/, ''),
    PREVIEW_URL: env.PREVIEW_URL.replace(/\/$/, ''),
    DATA_DIR: dataDir,
    APP_KEY: env.APP_KEY ?? persistentAppKey(dataDir),
    STORAGE_DIR: resolveDir(env.STORAGE_DIR ?? path.join(env.DATA_DIR, 'storage')),
    MAIL_OUTBOX_DIR: resolveDir(env.MAIL_OUTBOX_DIR ?? path.join(env.DATA_DIR, 'mail')),
    WEB_DIST_DIR: resolveDir(env.WEB_DIST_DIR ?? 'apps/web/dist'),
    GOOGLE_REDIRECT_URI: env.GOOGLE_REDIRECT_URI ?? `${env.APP_URL.replace(/\/$/, '')}/auth/google/callback`,
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID),
  };
}
