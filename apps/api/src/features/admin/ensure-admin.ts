import type { FastifyInstance } from 'fastify';
import { USER_STATUS } from '@atelier/contracts';
import { hashPassword } from '../../lib/password.ts';
import { normalizeEmail } from '../accounts/tokens.ts';

/** With ADMIN_EMAIL and ADMIN_PASSWORD set, that account exists, is active, verified and an admin. */
export async function ensureAdmin(app: FastifyInstance): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = app.config;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  const email = normalizeEmail(ADMIN_EMAIL);
  const passwordHash = await hashPassword(ADMIN_PASSWORD);
  const existing = await app.prisma.user.findUnique({ where: { email } });
  const data = { role: 'admin' as const, status: USER_STATUS.active, passwordHash };
  if (existing) {
    await app.prisma.user.update({
      where: { id: existing.id },
      data: { ...data, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() },
    });
    // Its role, status or password may have changed under tokens cached by running instances.
    await app.userChanges.changed(existing.id);
  } else {
    await app.prisma.user.create({ data: { ...data, email, emailVerifiedAt: new Date() } });
  }
  app.log.info({ email }, 'admin account ready');
}
