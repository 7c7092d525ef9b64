/**
 * The api's configuration: one zod schema over the environment. A bad value stops the process at
 * start with a message naming the variable. Every variable is documented in .env.example.
 */
import { z } from 'zod';
import {
  ConfigError,
  bool,
  optional,
  parseEnv,
  resolveDir,
  resolveShared,
  sharedEnv,
  type SharedConfig,
} from '@atelier/config';

export { ConfigError };

const apiEnv = {
  ...sharedEnv,
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The preview origin's own listener (PREVIEW_URL is its public address). */
  PREVIEW_HOST: z.string().default('127.0.0.1'),
  PREVIEW_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  TRUST_PROXY: bool.default(false),
  /** A message whose agent has not answered by then unlocks its conversation with the AI-timeout text. */
  AGENT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(300_000),
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
};

type ApiEnv = z.infer<z.ZodObject<typeof apiEnv>>;

export interface Config
  extends Omit<ApiEnv, keyof SharedConfig | 'WEB_DIST_DIR' | 'GOOGLE_REDIRECT_URI'>, SharedConfig {
  WEB_DIST_DIR: string;
  GOOGLE_REDIRECT_URI: string;
  googleEnabled: boolean;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(apiEnv, source);
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together',
    );
  }
  const shared = resolveShared(env);
  return {
    ...shared,
    WEB_DIST_DIR: resolveDir(env.WEB_DIST_DIR ?? 'apps/web/dist'),
    GOOGLE_REDIRECT_URI: env.GOOGLE_REDIRECT_URI ?? `${shared.APP_URL}/auth/google/callback`,
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID),
  };
}
