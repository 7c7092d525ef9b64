/**
 * E-mail verification links: /email/verify/{id}/{hash}, where the hash is an HMAC under APP_KEY of
 * the user, the address and a random nonce. Only a SHA-256 of the hash is stored, with an expiry;
 * a link made for an older address stops working when the address changes.
 */
import type { FastifyInstance } from 'fastify';
import type { Language, MessageCode } from '@atelier/contracts';
import type { User as UserRow } from '@atelier/db';
import { hmac, randomToken, sha256 } from '../../lib/crypto.ts';
import { renderMail } from '@atelier/mail';

export async function sendVerificationMail(
  app: FastifyInstance,
  user: UserRow,
  language: Language,
): Promise<void> {
  const hash = hmac(app.config.APP_KEY, `email-verification:${user.id}:${user.email}:${randomToken(16)}`);
  await app.prisma.emailVerification.create({
    data: {
      userId: user.id,
      email: user.email,
      tokenHash: sha256(hash),
      expiresAt: new Date(Date.now() + app.config.EMAIL_VERIFICATION_TTL_HOURS * 3_600_000),
    },
  });
  const link = `${app.config.APP_URL}/email/verify/${user.id}/${hash}`;
  await app.mailer.send(renderMail('verifyEmail', language, user, link));
}

/** Sending must never fail the action that asked for it (a registration, say); a failure is logged. */
export async function trySendVerificationMail(
  app: FastifyInstance,
  user: UserRow,
  language: Language,
): Promise<void> {
  await sendVerificationMail(app, user, language).catch((error: unknown) =>
    app.log.error({ err: error, userId: user.id }, 'verification mail failed'),
  );
}

export async function verifyEmail(
  app: FastifyInstance,
  userId: number,
  hash: string,
): Promise<{ code: MessageCode; user: UserRow | null }> {
  const user = await app.prisma.user.findUnique({ where: { id: userId } });
  const record = user
    ? await app.prisma.emailVerification.findFirst({ where: { userId, tokenHash: sha256(hash) } })
    : null;
  if (!user || !record || record.email !== user.email)
    return { code: 'EMAIL_VERIFICATION_FAILED', user: null };
  if (user.emailVerifiedAt) return { code: 'EMAIL_ALREADY_VERIFIED', user };
  if (record.expiresAt <= new Date()) return { code: 'EMAIL_VERIFICATION_FAILED', user: null };
  const verified = await app.prisma.user.update({
    where: { id: user.id },
    data: { emailVerifiedAt: new Date() },
  });
  await app.prisma.emailVerification.updateMany({ where: { userId }, data: { usedAt: new Date() } });
  // The link carries no token: the signed-in sessions learn of it here (they may use the agent now).
  await app.userChanges.changed(user.id);
  return { code: 'EMAIL_VERIFIED_SUCCESS', user: verified };
}
