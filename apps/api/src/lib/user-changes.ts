/**
 * Which users' rows changed, and when, as this api instance knows it: the caches of hot reads (the
 * token cache in plugins/auth.ts, the response cache in response-cache.ts) keep an entry only while its
 * user has not changed since it was read.
 *
 * A write calls `changed(userId)` after it has committed: this instance forgets the user's entries at
 * once (so it never serves what it wrote stale) and announces the change on Redis
 * (@atelier/config/user-changes); every other instance (and the worker's builds, which announce theirs)
 * reaches the others through the same channel. While the subscription is down, announcements may be
 * lost, so no cache answers; once it is back, everything cached before is dropped.
 *
 * Times are a counter of this instance: a read takes a stamp before it asks the database, and its
 * answer may be kept only if its user has not changed since that stamp (a change that lands while the
 * query runs would otherwise be overwritten by the older answer).
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { decodeUserChanges, publishUserChanges, userChangesChannel } from '@atelier/config/user-changes';

export interface UserChangeTracker {
  /** Taken before a read; `isCurrent` later says whether its answer may still be kept. */
  stamp(): number;
  /** Whether nothing of the user's changed since the stamp and the caches may answer at all. */
  isCurrent(userId: number, stamp: number): boolean;
  /** Whether the caches may answer at all (the subscription is up). */
  readonly live: boolean;
  /** After a committed write: forget the users' cached entries here at once, then tell the other instances. */
  changed(...userIds: number[]): Promise<void>;
  /** Called with a user whose entries to drop, or null for all of them; answers how to stop it. */
  onChange(listener: (userId: number | null) => void): () => void;
  /** This instance's name on the channel (and its subscriber connection's name in Redis). */
  readonly instance: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    userChanges: UserChangeTracker;
  }
}

/** Users whose last change is remembered; older changes fold into one floor (see `forgotten`). */
const REMEMBERED_USERS = 100_000;

export default fp(
  async (app) => {
    const { config, redis } = app;
    const origin = randomUUID();
    const channel = userChangesChannel(config.REDIS_PREFIX);
    const listeners = new Set<(userId: number | null) => void>();
    let clock = 1;
    /** Every stamp before this is stale: a flush, or a forgotten user's change. */
    let floor = 0;
    let live = false;
    const changedAt = new LRUCache<number, number>({
      max: REMEMBERED_USERS,
      // A user pushed out of the memory may have changed as late as this: no older stamp is trusted.
      dispose: (at, _user, reason) => {
        if (reason === 'evict') floor = Math.max(floor, at);
      },
    });

    const forget = (userIds: number[]) => {
      clock += 1;
      for (const id of userIds) {
        changedAt.set(id, clock);
        for (const listener of listeners) listener(id);
      }
    };
    const forgetAll = () => {
      clock += 1;
      floor = clock;
      for (const listener of listeners) listener(null);
    };

    const tracker: UserChangeTracker = {
      stamp: () => clock,
      isCurrent: (userId, stamp) => live && stamp >= floor && (changedAt.get(userId) ?? 0) <= stamp,
      get live() {
        return live;
      },
      async changed(...userIds) {
        const users = [...new Set(userIds)];
        if (users.length === 0) return;
        forget(users);
        // The write itself is done; an instance that misses this is reached by its own reconnect flush
        // or, for a Redis that stays down, no instance's cache answers (their subscriptions are down too).
        await publishUserChanges(redis, config.REDIS_PREFIX, { origin, users }).catch((error: unknown) =>
          app.log.error({ err: error, users }, 'user change not announced'),
        );
      },
      onChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      instance: origin,
    };
    app.decorate('userChanges', tracker);

    // Subscribing takes a connection of its own: a subscribed connection runs no other command. It
    // subscribes once it is ready (a SUBSCRIBE queued before would break ioredis's ready check), on
    // every (re)connection.
    const subscriber = redis.duplicate({
      lazyConnect: true,
      maxRetriesPerRequest: null,
      connectionName: `${config.REDIS_PREFIX}:user-changes:${origin}`,
    });
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      const changes = decodeUserChanges(text);
      if (changes && changes.origin !== origin) forget(changes.users);
    });
    let subscribed: Promise<void> = Promise.resolve();
    subscriber.on('ready', () => {
      subscribed = subscriber.subscribe(channel).then(() => {
        // Whatever was announced while this instance was not listening is unknown: start over.
        forgetAll();
        live = true;
      });
      subscribed.catch((error: unknown) => app.log.warn({ err: error }, 'user changes not subscribed'));
    });
    subscriber.on('close', () => {
      live = false;
    });
    subscriber.on('error', (error: unknown) => app.log.warn({ err: error }, 'user changes subscriber error'));
    app.addHook('onReady', async () => {
      await subscriber.connect();
      await subscribed;
    });
    app.addHook('onClose', async () => {
      live = false;
      if (subscriber.status === 'wait') subscriber.disconnect();
      else await subscriber.quit().catch(() => subscriber.disconnect());
    });
  },
  { name: 'user-changes', dependencies: ['external'] },
);
