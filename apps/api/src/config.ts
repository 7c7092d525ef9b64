/**
 * The api's configuration: one zod schema over the environment. A bad value stops the process at
 * start with a message naming the variable. Every variable is documented in .env.example.
 */
import { isIP } from 'node:net';
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

/** proxy-addr's names for the private ranges (127/8 and ::1; 169.254/16 and fe80::/10; 10/8, 172.16/12, 192.168/16, fc00::/7). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^[0-9]{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** Fastify's `trustProxy` for a hop count: the address `hops` entries from the right is the client's. */
export type TrustHops = (address: string, hop: number) => boolean;

/**
 * Whose X-Forwarded-For entries to believe: a hop count (`1`: the one proxy in front of the api) or the
 * proxies' addresses and CIDR ranges. Never every sender: a client would then write its own address in
 * the header and escape every rate limit, so `true` is refused. Unset, `false` or `0`: no proxy.
 * A count becomes the function Fastify itself makes of a number (its types take no number).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | string[] | TrustHops => {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === 'no') return false;
    if (/^[0-9]+$/.test(value)) {
      const hops = Number(value);
      return hops === 0 ? false : (_address, hop) => hop < hops;
    }
    if (lower === 'true' || lower === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          '"true" would trust any X-Forwarded-For a client sends (and let it escape the rate limits); give the number of proxies in front of the api (e.g. 1) or their addresses (e.g. 10.0.0.2,172.16.0.0/12)',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a number of proxies or a comma-separated list of their addresses or CIDR ranges; not an address: ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const apiEnv = {
  ...sharedEnv,
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The preview origin's own listener (PREVIEW_URL is its public address). */
  PREVIEW_HOST: z.string().default('127.0.0.1'),
  PREVIEW_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  TRUST_PROXY: trustProxy.default(false),
  /** One log line as each request comes and one as it is answered, at info. */
  LOG_REQUESTS: bool.default(false),
  /** A message whose agent has not answered by then unlocks its conversation with the AI-timeout text. */
  AGENT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(300_000),
  /**
   * How often the result collector sweeps open messages: answers its queue events missed, timeouts,
   * and messages whose files never came. Queue events store answers at once; this is the safety net.
   */
  AGENT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
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
  /** Sign-in attempts one account may fail in a row (from any address) before it is locked out. */
  RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: z.coerce.number().int().min(1).default(5),
  /** The first lockout; each further failure doubles it, up to the maximum. */
  RATE_LIMIT_LOGIN_LOCKOUT_SECONDS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_LOGIN_LOCKOUT_MAX_SECONDS: z.coerce.number().int().min(1).default(900),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_RESEND_PER_HOUR: z.coerce.number().int().min(1).default(6),
  RATE_LIMIT_RESET_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Bytes each user may store (attachments and profile photo together); 0 turns the quota off. */
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(1024 * 1024 * 1024),
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
