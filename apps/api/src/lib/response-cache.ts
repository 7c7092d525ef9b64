/**
 * Answers of the hot reads (a workspace polls them) kept per user, as the JSON that was sent, so a
 * repeated read costs neither the database nor serialization. An answer depends only on its user, the
 * address (path and query) and the language, which make its key. It is dropped as soon as its user
 * changes (lib/user-changes.ts), and it never outlives a fraction of the signed links it holds.
 *
 * A route opts in with `cachedRead(app)` (serves a kept answer before validation and the handler) and
 * answers through `sendCached`, which keeps what it sends unless the user changed while it was read.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Memory for every user's answers together, in bytes of JSON. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Answers kept per user (pages, conversations, statuses); the oldest goes first. */
const MAX_PER_USER = 64;
/** The longest an answer is kept, changes or not. */
const MAX_AGE_MS = 60_000;

interface Entry {
  body: string;
  expiresAt: number;
}

interface Bucket {
  entries: Map<string, Entry>;
  bytes: number;
}

export interface ResponseCache {
  get(userId: number, key: string): string | undefined;
  /** Keeps an answer read after `stamp`, unless its user changed since. */
  set(userId: number, key: string, body: string, stamp: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** What an answer depends on besides its user. */
function keyOf(request: FastifyRequest): string {
  return `${request.lang} ${request.url}`;
}

export default fp(
  async (app) => {
    const { userChanges, config } = app;
    // Signed links (files, thumbnails) stay valid at least SIGNED_URL_TTL_SECONDS after they are made;
    // an answer kept for half that still hands out links with half their life left.
    const maxAge = Math.min(MAX_AGE_MS, (config.SIGNED_URL_TTL_SECONDS * 1000) / 2);
    const buckets = new LRUCache<number, Bucket>({
      maxSize: MAX_BYTES,
      sizeCalculation: (bucket) => Math.max(1, bucket.bytes),
    });
    userChanges.onChange((userId) => {
      if (userId === null) buckets.clear();
      else buckets.delete(userId);
    });

    app.decorate('responseCache', {
      get(userId, key) {
        if (!userChanges.live) return undefined;
        const entry = buckets.get(userId)?.entries.get(key);
        if (!entry) return undefined;
        return entry.expiresAt > Date.now() ? entry.body : undefined;
      },
      set(userId, key, body, stamp) {
        if (!userChanges.isCurrent(userId, stamp)) return;
        const bucket = buckets.get(userId) ?? { entries: new Map<string, Entry>(), bytes: 0 };
        const previous = bucket.entries.get(key);
        if (previous) {
          bucket.entries.delete(key);
          bucket.bytes -= previous.body.length;
        }
        bucket.entries.set(key, { body, expiresAt: Date.now() + maxAge });
        bucket.bytes += body.length;
        for (const [oldKey, old] of bucket.entries) {
          if (bucket.entries.size <= MAX_PER_USER) break;
          bucket.entries.delete(oldKey);
          bucket.bytes -= old.body.length;
        }
        // Set again so the size is counted anew.
        buckets.set(userId, bucket);
      },
    } satisfies ResponseCache);
  },
  { name: 'response-cache', dependencies: ['user-changes'] },
);

/** Route hook (after authentication): answers from the cache when it holds this read. */
export function cachedRead(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.auth?.user;
    if (!user) return;
    const body = app.responseCache.get(user.id, keyOf(request));
    if (body === undefined) return;
    // Sent here: Fastify skips validation and the handler and goes on with the onSend hooks.
    reply.type(JSON_TYPE).send(body);
    return reply;
  };
}

/**
 * Sends the answer (checked and serialized by the route's response schema) and keeps it for the next
 * read. `stamp` is the user-change stamp taken before the database was read; null keeps nothing (an
 * answer that is given only once).
 */
export function sendCached(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  stamp: number | null,
): FastifyReply {
  const body = reply.serialize(payload);
  const user = request.auth?.user;
  if (user && stamp !== null && typeof body === 'string') {
    app.responseCache.set(user.id, keyOf(request), body, stamp);
  }
  return reply.type(JSON_TYPE).send(body);
}
