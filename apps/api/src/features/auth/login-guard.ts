/**
 * The per-account sign-in limit. An account (its normalised e-mail, whichever address the attempts
 * come from) may fail RATE_LIMIT_LOGIN_ACCOUNT_FAILURES sign-ins in a row; then it is locked for
 * RATE_LIMIT_LOGIN_LOCKOUT_SECONDS, and each further failure doubles the lockout up to
 * RATE_LIMIT_LOGIN_LOCKOUT_MAX_SECONDS. A successful sign-in clears both. The counts live in Redis under
 * the app's prefix, so every api instance shares them; e-mails appear there only as hashes.
 */
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import { sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { normalizeEmail } from '../accounts/tokens.ts';

/** Attempts are forgotten after a day without one. */
const ATTEMPTS_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * KEYS: the attempt count, the lock. ARGV: failures allowed, first lockout, longest lockout, count TTL (ms).
 * Answers the lock's remaining milliseconds, or 0 when the attempt may go ahead. Each attempt is counted
 * before its password is checked (a success clears the count), so parallel guesses cannot slip in
 * between a check and its count: the attempt that reaches the allowance locks out the ones after it.
 */
const ENTER = `
local locked = redis.call('PTTL', KEYS[2])
if locked > 0 then return locked end
local attempts = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
local over = attempts - tonumber(ARGV[1])
if over >= 0 then
  local lockout = math.min(tonumber(ARGV[2]) * 2 ^ math.min(over, 30), tonumber(ARGV[3]))
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(lockout))
end
return 0
`;

export interface LoginGuard {
  /** Counts a sign-in attempt for the address, or throws 429 TOO_MANY_REQUESTS while it is locked. */
  enter(email: string): Promise<void>;
  /** A successful sign-in: the account starts afresh. */
  succeeded(email: string): Promise<void>;
}

export function createLoginGuard(redis: Redis, config: Config): LoginGuard {
  const keys = (email: string) => {
    // The hash tag keeps both keys in one slot, as a script needs on a Redis cluster.
    const base = `${config.REDIS_PREFIX}:login-guard:{${sha256(normalizeEmail(email))}}`;
    return [`${base}:attempts`, `${base}:lock`] as const;
  };
  return {
    async enter(email) {
      const lockedMs = Number(
        await redis.eval(
          ENTER,
          2,
          ...keys(email),
          config.RATE_LIMIT_LOGIN_ACCOUNT_FAILURES,
          config.RATE_LIMIT_LOGIN_LOCKOUT_SECONDS * 1000,
          config.RATE_LIMIT_LOGIN_LOCKOUT_MAX_SECONDS * 1000,
          ATTEMPTS_TTL_MS,
        ),
      );
      if (lockedMs > 0) {
        throw new AppError(429, 'TOO_MANY_REQUESTS', {
          headers: { 'retry-after': String(Math.ceil(lockedMs / 1000)) },
        });
      }
    },
    async succeeded(email) {
      await redis.del(...keys(email));
    },
  };
}
