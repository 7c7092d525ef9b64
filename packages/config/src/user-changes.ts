/**
 * The Redis channel on which every process that writes a user's rows announces it: the api instances
 * keep per-user caches of hot reads (apps/api/src/lib/user-changes.ts) and drop a user's entries when
 * a message names that user. The worker announces what its builds and thumbnails change. Plain text,
 * so any Redis client can publish it.
 */

/** The channel, under the installation's REDIS_PREFIX so installations sharing a server stay apart. */
export function userChangesChannel(redisPrefix: string): string {
  return `${redisPrefix}:user-changes`;
}

/** One announcement: who sent it (an instance skips its own) and whose rows changed. */
export interface UserChanges {
  origin: string;
  users: number[];
}

export function encodeUserChanges(changes: UserChanges): string {
  return JSON.stringify(changes);
}

/** The announcement in a message, or null for anything else on the channel. */
export function decodeUserChanges(text: string): UserChanges | null {
  try {
    const value = JSON.parse(text) as Partial<UserChanges>;
    if (typeof value.origin !== 'string' || !Array.isArray(value.users)) return null;
    const users = value.users.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return { origin: value.origin, users };
  } catch {
    return null;
  }
}

/** What publishing needs of a Redis client (ioredis, or the one a BullMQ queue holds). */
export interface Publisher {
  publish(channel: string, message: string): Promise<unknown>;
}

/** Announces that these users' rows changed. */
export async function publishUserChanges(
  redis: Publisher,
  redisPrefix: string,
  changes: UserChanges,
): Promise<void> {
  if (changes.users.length === 0) return;
  await redis.publish(userChangesChannel(redisPrefix), encodeUserChanges(changes));
}
