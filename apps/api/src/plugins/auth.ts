/**
 * Bearer-token authentication: `app.authenticate` guards a route or a whole folder of routes.
 *
 * A token and its user are read in one query and then kept for a short while (TOKEN_CACHE_TTL_MS) in
 * a size-bounded cache keyed by the token's hash, so a polling client costs the database nothing. An
 * entry is used only while its user has not changed since it was read (lib/user-changes.ts): every
 * write of a signed-in user announces itself when it answers (the hook below), and the writes made for
 * someone else (an admin's deactivation, a password reset, an e-mail link) announce that user, so a
 * logout, a revoked token, a deactivation or a role change refuse the token at once, on every instance.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { User as UserRow } from '@atelier/db';
import { sha256 } from '../lib/crypto.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';

export interface Auth {
  user: UserRow;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Resolves the token when present, without requiring one. */
    identify: (request: FastifyRequest) => Promise<Auth | null>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** A token's last-used time is written at most this often (per process), and only by writes. */
const TOUCH_INTERVAL_MS = 60_000;
/** How long a token read from the database is believed without asking again (changes end it sooner). */
export const TOKEN_CACHE_TTL_MS = 30_000;
/** Tokens kept; about 1 KB each. */
const TOKEN_CACHE_MAX = 20_000;

/** Methods that change nothing; any other request of a signed-in user announces a change of that user. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface CachedToken {
  auth: Auth;
  expiresAt: number;
  /** When it was read (lib/user-changes.ts). */
  stamp: number;
}

interface TokenRow extends UserRow {
  tokenId: number;
  tokenExpiresAt: Date;
  tokenRevokedAt: Date | null;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export default fp(
  async (app) => {
    const { prisma, userChanges } = app;
    app.decorateRequest('auth', null);

    /** The token and its user in one round trip; the columns are the User model's, named as Prisma names them. */
    const loadToken = async (tokenHash: string): Promise<TokenRow | null> => {
      const rows = await prisma.$queryRaw<TokenRow[]>`
        SELECT t.id AS "tokenId", t.expires_at AS "tokenExpiresAt", t.revoked_at AS "tokenRevokedAt",
               u.id, u.email, u.password_hash AS "passwordHash", u.name, u.lastname, u.phone, u.address,
               u.city, u.job_title AS "jobTitle", u.company, u.avatar, u.status, u.role::text AS role,
               u.email_verified_at AS "emailVerifiedAt", u.google_sub AS "googleSub",
               u.google_connected AS "googleConnected", u.github_connected AS "githubConnected",
               u.linkedin_connected AS "linkedinConnected", u.twitter_connected AS "twitterConnected",
               u.definition, u.created_at AS "createdAt", u.updated_at AS "updatedAt"
        FROM access_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = ${tokenHash}`;
      return rows[0] ?? null;
    };

    const tokens = new LRUCache<string, CachedToken>({ max: TOKEN_CACHE_MAX, ttl: TOKEN_CACHE_TTL_MS });

    // Tokens whose last use this process wrote within the interval. Reads never write it (a polling
    // client would write for ever): a token's last use is its last write, to the minute.
    const touched = new LRUCache<number, true>({ max: TOKEN_CACHE_MAX, ttl: TOUCH_INTERVAL_MS });
    const touch = async (tokenId: number) => {
      if (touched.has(tokenId)) return;
      touched.set(tokenId, true);
      const since = new Date(Date.now() - TOUCH_INTERVAL_MS);
      await prisma.accessToken
        .updateMany({
          where: { id: tokenId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: since } }] },
          data: { lastUsedAt: new Date() },
        })
        // Bookkeeping only: the write the request made stands either way.
        .catch((error: unknown) => app.log.warn({ err: error, tokenId }, 'token last use not written'));
    };

    app.decorate('identify', async (request: FastifyRequest) => {
      if (request.auth) return request.auth;
      const token = bearerToken(request);
      if (!token) return null;
      const hash = sha256(token);
      const now = Date.now();
      const cached = tokens.get(hash);
      if (cached && cached.expiresAt > now && userChanges.isCurrent(cached.auth.user.id, cached.stamp)) {
        request.auth = cached.auth;
        return request.auth;
      }
      const stamp = userChanges.stamp();
      const row = await loadToken(hash);
      if (!row || row.tokenRevokedAt || row.tokenExpiresAt.getTime() <= now) {
        tokens.delete(hash);
        return null;
      }
      const { tokenId, tokenExpiresAt, tokenRevokedAt: _revoked, ...user } = row;
      const auth: Auth = { user, tokenId };
      tokens.set(hash, { auth, expiresAt: tokenExpiresAt.getTime(), stamp });
      request.auth = auth;
      return auth;
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!(await app.identify(request))) throw unauthenticated();
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!(await app.identify(request))) throw unauthenticated();
      if (request.auth?.user.role !== 'admin') throw forbidden();
    });

    // Before the answer leaves, so no read that follows it (here or on another instance) sees the past.
    // Any status: a write that failed late may still have changed something.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.auth && !SAFE_METHODS.has(request.method)) {
        // The last use is bookkeeping: written beside the answer, not before it.
        void touch(request.auth.tokenId);
        await userChanges.changed(request.auth.user.id);
      }
      return payload;
    });
  },
  { name: 'auth', dependencies: ['external', 'user-changes'] },
);

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthenticated();
  return request.auth.user;
}
