/**
 * What every app's configuration shares: the repository root, value parsers, the settings for the
 * services they all talk to, and the error that stops a process at start naming the bad variable.
 * Each app composes its own schema from these (apps/api/src/config.ts, apps/worker/src/config.ts).
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
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

export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const optional = z.string().optional();

/** Settings every process that touches the database, Redis, storage or mail reads. */
export const sharedEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where people open the product; links in mails point here. */
  APP_URL: z.url().default('http://localhost:3000'),
  /**
   * The preview host; each project is served on an origin of its own, `{project uuid}.{host}`, so the
   * host must be a name whose subdomains reach the preview listener (`*.localhost` does on this machine;
   * elsewhere a wildcard DNS record and certificate), never an IP address.
   */
  PREVIEW_URL: z
    .url()
    .default('http://localhost:3001')
    .refine((value) => isIP(new URL(value).hostname.replace(/^\[|\]$/g, '')) === 0, {
      message:
        'must name a host whose subdomains reach the preview (e.g. http://localhost:3001 or https://preview.example.com), not an IP address: each project is served on {uuid}.{host}',
    }),
  DATABASE_URL: z.url().default('postgresql://postgres@127.0.0.1:5432/atelier'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /** Prefix for Atelier's own Redis keys (rate limits, bookkeeping). */
  REDIS_PREFIX: z.string().min(1).default('atelier'),
  /** BullMQ's key prefix. External agents must use the same one; BullMQ's default is "bull". */
  QUEUE_PREFIX: z.string().min(1).default('bull'),
  /** Secret for signing links; generated once under DATA_DIR when unset. */
  APP_KEY: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DATA_DIR: z.string().default('.data'),
  /** Where files, avatars, screenshots and builds live: `local` (STORAGE_DIR) or `s3` (the S3_* settings). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: optional,
  /** The S3 driver's bucket (it must exist); required with STORAGE_DRIVER=s3. */
  S3_BUCKET: optional.pipe(z.string().min(3).max(63).optional()),
  /** Key prefix inside the bucket ("atelier/"), to share a bucket with other data. */
  S3_PREFIX: optional,
  /** Unset: AWS S3. MinIO or another S3-compatible server: its address, e.g. http://minio:9000. */
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither: the AWS SDK's default chain (AWS_* variables, instance or task role). */
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Bucket in the path instead of the host name; default: true when S3_ENDPOINT is set (MinIO needs it). */
  S3_FORCE_PATH_STYLE: bool.optional(),
  MAIL_OUTBOX_DIR: optional,
  SMTP_URL: optional.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Atelier <no-reply@atelier.local>'),
  /** The team's inbox: contact, sales and newsletter forms are mailed here. */
  SUPPORT_EMAIL: z.email().default('support@atelier.local'),
  /** How long signed file and screenshot URLs stay valid. */
  SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
};

/** An npm package name or a glob over names: `left-pad`, `@scope/*`, `react-*`. */
const NPM_NAME_PATTERN = /^(?:@[a-z0-9*~-][a-z0-9*._~-]*\/)?[a-z0-9*~-][a-z0-9*._~-]*$/i;

/** "a, b,c" -> ['a', 'b', 'c'], each a package name or glob. */
const npmNameList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((names) => names.every((name) => NPM_NAME_PATTERN.test(name)), {
    message: 'must be a comma-separated list of package names or globs like @scope/*',
  });

/**
 * The builder's packages from npm (worker, docs/configuration.md). Off by default, so builds never touch
 * the network; with NPM_ON_DEMAND, imports outside the curated set are installed from NPM_REGISTRY into
 * a cache shared by every project (apps/worker/src/builder/npm-cache.ts). Compose into an app's schema and
 * pass the parsed values through resolveNpm.
 */
export const npmEnv = {
  NPM_ON_DEMAND: bool.default(false),
  NPM_REGISTRY: z
    .url({ protocol: /^https?$/ })
    .default('https://registry.npmjs.org/')
    .transform((value) => (value.endsWith('/') ? value : `${value}/`)),
  /** Default: DATA_DIR/npm-cache. */
  NPM_CACHE_DIR: optional,
  /** Names or globs (`@scope/*`); empty allows any package that is not denied. */
  NPM_ALLOW: npmNameList,
  /** Names or globs; wins over NPM_ALLOW and also applies to dependencies. */
  NPM_DENY: npmNameList,
  /** Unpacked size of one package with its dependencies. */
  NPM_MAX_PACKAGE_MB: z.coerce.number().positive().default(20),
  /** Packages installed on demand that the cache keeps (each name@version with its dependencies). */
  NPM_MAX_PACKAGES: z.coerce.number().int().min(1).default(200),
  /** One install, from asking the registry to the package being ready. */
  NPM_INSTALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
};

type NpmEnv = z.infer<z.ZodObject<typeof npmEnv>>;

export interface NpmSettings extends Omit<NpmEnv, 'NPM_CACHE_DIR'> {
  NPM_CACHE_DIR: string;
}

/** Resolves the npm cache folder: NPM_CACHE_DIR, else DATA_DIR/npm-cache, against the repository root. */
export function resolveNpm<T extends NpmEnv & { DATA_DIR: string }>(
  env: T,
): Omit<T, 'NPM_CACHE_DIR'> & NpmSettings {
  return { ...env, NPM_CACHE_DIR: resolveDir(env.NPM_CACHE_DIR ?? path.join(env.DATA_DIR, 'npm-cache')) };
}

export class ConfigError extends Error {}

export function resolveDir(value: string): string {
  return path.isAbsolute(value) ? value : path.join(ROOT_DIR, value);
}

function persistentAppKey(dataDir: string): string {
  const file = path.join(dataDir, 'app-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  try {
    // Exclusive create: of several processes starting at once, one writes the key and all read it.
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}

/**
 * Parses the environment with a schema; an empty value (`PORT=` in a .env file) means "not set".
 * A failure names every bad variable.
 */
export function parseEnv<T extends z.ZodRawShape>(
  shape: T,
  source: Record<string, string | undefined>,
): z.infer<z.ZodObject<T>> {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = z.object(shape).safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

type SharedEnv = z.infer<z.ZodObject<typeof sharedEnv>>;

export interface SharedConfig extends Omit<SharedEnv, 'APP_KEY' | 'STORAGE_DIR' | 'MAIL_OUTBOX_DIR'> {
  APP_KEY: string;
  STORAGE_DIR: string;
  MAIL_OUTBOX_DIR: string;
}

/** Resolves the shared settings: folders against the repository root, the app key, trailing slashes. */
export function resolveShared<T extends SharedEnv>(env: T): Omit<T, keyof SharedConfig> & SharedConfig {
  const storageIssues = [
    env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET ? '  S3_BUCKET: required with STORAGE_DRIVER=s3' : '',
    Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)
      ? '  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'
      : '',
    env.S3_PREFIX !== undefined && !/^(?:(?!\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/|$))+$/.test(env.S3_PREFIX)
      ? '  S3_PREFIX: must be a relative path of letters, digits, ".", "_" and "-" (e.g. atelier/)'
      : '',
  ].filter(Boolean);
  if (storageIssues.length > 0) throw new ConfigError(`Invalid configuration:\n${storageIssues.join('\n')}`);
  const dataDir = resolveDir(env.DATA_DIR);
  return {
    ...env,
    APP_URL: env.APP_URL.replace(/\/$/, ''),
    PREVIEW_URL: env.PREVIEW_URL.replace(/\/$/, ''),
    DATA_DIR: dataDir,
    APP_KEY: env.APP_KEY ?? persistentAppKey(dataDir),
    STORAGE_DIR: resolveDir(env.STORAGE_DIR ?? path.join(env.DATA_DIR, 'storage')),
    MAIL_OUTBOX_DIR: resolveDir(env.MAIL_OUTBOX_DIR ?? path.join(env.DATA_DIR, 'mail')),
  };
}

/** For a process entry point: the configuration, or the process ends with the message naming what is wrong. */
export function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
