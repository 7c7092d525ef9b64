import type { PrismaClient } from '@atelier/db';
import { randomToken, sha256 } from '../../lib/crypto.ts';

/** Issues a bearer token; only its hash is stored, so this is the one moment the token exists in clear. */
export async function issueToken(
  prisma: PrismaClient,
  userId: number,
  name: string | undefined,
  ttlDays: number,
): Promise<string> {
  const token = randomToken(32);
  await prisma.accessToken.create({
    data: {
      userId,
      tokenHash: sha256(token),
      name: name ?? null,
      expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
    },
  });
  return token;
}

export async function revokeToken(prisma: PrismaClient, tokenId: number): Promise<void> {
  await prisma.accessToken.updateMany({
    where: { id: tokenId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** Revokes every token of a user except, optionally, the one in use. */
export async function revokeAllTokens(
  prisma: PrismaClient,
  userId: number,
  exceptId?: number,
): Promise<void> {
  await prisma.accessToken.updateMany({
    where: { userId, revokedAt: null, ...(exceptId ? { id: { not: exceptId } } : {}) },
    data: { revokedAt: new Date() },
  });
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
