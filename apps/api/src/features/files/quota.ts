/**
 * The per-user storage quota (STORAGE_QUOTA_BYTES): attachments plus the profile photo. Usage is
 * never counted separately: it is the sum of the user's file rows and the size of the avatar object,
 * so deletes of any kind (a file, a conversation, an account) free space with nothing to keep in step.
 * Uploads are checked while they stream, then again under a lock on the user's row when they are
 * recorded, so concurrent uploads of one user cannot pass the quota together.
 */
import type { FastifyInstance } from 'fastify';
import type { Prisma, PrismaClient } from '@atelier/db';
import { validationFailed } from '../../lib/errors.ts';
import { QuotaMeter } from '../../lib/upload-stream.ts';

/** Where profile photos live in storage. */
export const AVATAR_PREFIX = 'avatars';

type Db = PrismaClient | Prisma.TransactionClient;

/** Bytes the user stores now; `withAvatar: false` leaves out the current photo (about to be replaced). */
export async function storageUsed(
  app: FastifyInstance,
  db: Db,
  userId: number,
  options: { withAvatar?: boolean } = {},
): Promise<number> {
  const [files, user] = await Promise.all([
    db.storedFile.aggregate({ where: { userId }, _sum: { size: true } }),
    options.withAvatar === false
      ? null
      : db.user.findUnique({ where: { id: userId }, select: { avatar: true } }),
  ]);
  let avatar = 0;
  if (user?.avatar) avatar = (await app.storage.open(`${AVATAR_PREFIX}/${user.avatar}`))?.size ?? 0;
  return (files._sum.size ?? 0) + avatar;
}

/** A meter for one upload request, starting from what the user stores now. */
export async function quotaMeter(
  app: FastifyInstance,
  userId: number,
  options: { withAvatar?: boolean } = {},
): Promise<QuotaMeter> {
  const limit = app.config.STORAGE_QUOTA_BYTES;
  return new QuotaMeter(limit, limit === 0 ? 0 : await storageUsed(app, app.prisma, userId, options));
}

/**
 * Inside the transaction that records new bytes: locks the user's row (so a concurrent upload waits)
 * and refuses if the user's total with `adding` bytes would pass the quota.
 */
export async function assertQuotaInTransaction(
  app: FastifyInstance,
  tx: Prisma.TransactionClient,
  userId: number,
  adding: number,
  field: string,
  options: { withAvatar?: boolean } = {},
): Promise<void> {
  const limit = app.config.STORAGE_QUOTA_BYTES;
  if (limit === 0) return;
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  const used = await storageUsed(app, tx, userId, options);
  if (used + adding > limit) throw quotaExceeded(limit, field);
}

const MB = 1024 * 1024;

/** The field error of a refused upload: the field the bytes came in, and the quota. */
export function quotaText(limit: number, field: string): string {
  const size = limit >= MB ? `${Math.round((limit / MB) * 10) / 10} MB` : `${limit} bytes`;
  return `The ${field} would exceed your storage quota of ${size}.`;
}

/** 422 STORAGE_QUOTA_EXCEEDED, with the field the bytes came in. */
export function quotaExceeded(limit: number, field: string) {
  return validationFailed({ [field]: [quotaText(limit, field)] }, 'STORAGE_QUOTA_EXCEEDED');
}
