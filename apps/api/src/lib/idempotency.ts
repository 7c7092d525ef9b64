/**
 * Idempotency-Key for creating routes (POST /conversations, POST /projects). The first request with a
 * key claims it in Redis with SET NX, so of concurrent duplicates only one runs; its 2xx answer is kept
 * for 24 h and replayed, status and body, to every retry with the same key and body. Keys are per user
 * and per route. An answer that is not 2xx releases the key: nothing was created, so a retry may run.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_SECONDS, QUEUE_HEADER } from '@atelier/contracts';
import { currentUser } from '../plugins/auth.ts';
import { AppError } from './errors.ts';

/** How long a claim may wait for its answer before a retry may run again (a crashed api). */
const PENDING_TTL_SECONDS = 60;

interface Claim {
  state: 'pending' | 'done';
  fingerprint: string;
  status?: number;
  body?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed, answered in onSend. */
    idempotencyClaim?: { redisKey: string; value: string; fingerprint: string };
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Deletes the key only while it still holds our claim. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/** Route hooks that make a POST idempotent under the Idempotency-Key header. */
export function idempotent(app: FastifyInstance) {
  const { redis, config } = app;

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) return;
    const user = currentUser(request);
    const route = request.routeOptions.url ?? request.url;
    const redisKey = `${config.REDIS_PREFIX}:idempotency:${user.id}:${sha256(`${request.method} ${route} ${key}`)}`;
    // What makes two requests "the same": the body and the agent queue they go to.
    const fingerprint = sha256(
      JSON.stringify({ body: request.body ?? null, queue: request.headers[QUEUE_HEADER] ?? null }),
    );
    for (let attempt = 0; attempt < 3; attempt++) {
      const value = JSON.stringify({ state: 'pending', fingerprint, at: Date.now() } satisfies Claim & {
        at: number;
      });
      if ((await redis.set(redisKey, value, 'EX', PENDING_TTL_SECONDS, 'NX')) === 'OK') {
        request.idempotencyClaim = { redisKey, value, fingerprint };
        return;
      }
      const stored = await redis.get(redisKey);
      // Released or expired in between: try to claim it again.
      if (stored === null) continue;
      const claim = JSON.parse(stored) as Claim;
      if (claim.fingerprint !== fingerprint) {
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', {
          errors: {
            [IDEMPOTENCY_HEADER]: ['The idempotency key was already used with a different request body.'],
          },
        });
      }
      if (claim.state === 'pending') {
        throw new AppError(409, 'IDEMPOTENCY_KEY_IN_USE', { headers: { 'retry-after': '1' } });
      }
      return reply
        .code(claim.status ?? 200)
        .type('application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(claim.body);
    }
    throw new AppError(409, 'IDEMPOTENCY_KEY_IN_USE', { headers: { 'retry-after': '1' } });
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        const done: Claim = {
          state: 'done',
          fingerprint: claim.fingerprint,
          status: reply.statusCode,
          body: payload,
        };
        await redis.set(claim.redisKey, JSON.stringify(done), 'EX', IDEMPOTENCY_TTL_SECONDS);
      } else {
        await redis.eval(RELEASE, 1, claim.redisKey, claim.value);
      }
    } catch (error) {
      // The answer still goes out; the claim expires on its own.
      request.log.warn({ err: error }, 'idempotency key not updated');
    }
    return payload;
  }

  return { preHandler, onSend };
}
