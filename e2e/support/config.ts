/**
 * The one place the end-to-end suite touches the environment. Global setup publishes the running
 * stack's addresses here (Playwright starts its test workers after global setup, so they inherit them);
 * tests read them back through `stackEnv()`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT_DIR = path.resolve(E2E_DIR, '..');
export const RESULTS_DIR = path.join(E2E_DIR, 'test-results');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The PostgreSQL server whose databases the suite creates (one per run) and drops. */
export const SERVER_DATABASE_URL =
  process.env.E2E_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgresql://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.E2E_REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
export const IS_CI = Boolean(process.env.CI);
/** A web build to serve instead of building one (for working on the suite itself); normally unset. */
export const PREBUILT_WEB_DIST = process.env.E2E_WEB_DIST || undefined;
/** The team's inbox the stack mails visitors' forms to (contact, sales, newsletter). */
export const SUPPORT_EMAIL = 'team@e2e.atelier.test';

export interface StackEnv {
  appUrl: string;
  previewUrl: string;
  mailDir: string;
}

const KEYS = { appUrl: 'E2E_APP_URL', previewUrl: 'E2E_PREVIEW_URL', mailDir: 'E2E_MAIL_DIR' } as const;

export function publishStackEnv(env: StackEnv): void {
  for (const [field, key] of Object.entries(KEYS)) process.env[key] = env[field as keyof StackEnv];
}

export function stackEnv(): StackEnv {
  const read = (key: string) => {
    const value = process.env[key];
    if (!value)
      throw new Error(`${key} is not set: run the suite through playwright.config.ts (global setup).`);
    return value;
  };
  return { appUrl: read(KEYS.appUrl), previewUrl: read(KEYS.previewUrl), mailDir: read(KEYS.mailDir) };
}

/** The environment the stack's processes inherit: this one, minus settings that would change what runs. */
export function childBaseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  // An LLM configured on this machine would answer instead of the built-in agent the specs expect.
  for (const key of Object.keys(env)) if (key.startsWith('AI_') || key === 'SMTP_URL') delete env[key];
  return env;
}
