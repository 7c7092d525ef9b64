/** Bearer-token authentication: `app.authenticate` guards a route or a whole folder of routes. */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** A token's last-used time is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);

    app.decorate('identify', async (request: FastifyRequest) => {
      if (request.auth) return request.auth;
      const token = bearerToken(request);
      if (!token) return null;
      const row = await app.prisma.accessToken.findUnique({
        where: { tokenHash: sha256(token) },
        include: { user: true },
      });
      const now = new Date();
      if (!row || row.revokedAt || row.expiresAt <= now) return null;
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await app.prisma.accessToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
      }
      request.auth = { user: row.user, tokenId: row.id };
      return request.auth;
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!(await app.identify(request))) throw unauthenticated();
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!(await app.identify(request))) throw unauthenticated();
      if (request.auth?.user.role !== 'admin') throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['external'] },
);

/** The signed-in user of a route behind `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthenticated();
  return request.auth.user;
}
