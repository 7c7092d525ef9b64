/**
 * Password reset. POST /api/auth/forgot-password answers the same whether or not the account
 * exists; POST /api/auth/reset-password takes the single-use token from the mailed link.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Envelope, ForgotPasswordRequest, ResetPasswordRequest } from '@atelier/contracts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/password.ts';
import { renderMail } from '@atelier/mail';
import { normalizeEmail, revokeAllTokens } from '../accounts/tokens.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const { config, prisma } = app;
  const rateLimit = (name: string) => ({
    max: config.RATE_LIMIT_RESET_PER_HOUR,
    timeWindow: 3_600_000,
    keyGenerator: (request: { ip: string }) => `${name}:${request.ip}`,
  });

  app.post(
    '/auth/forgot-password',
    {
      schema: { tags: ['auth'], body: ForgotPasswordRequest, response: { 200: Envelope } },
      config: { rateLimit: rateLimit('forgot') },
    },
    async (request) => {
      const user = await prisma.user.findUnique({ where: { email: normalizeEmail(request.body.email) } });
      if (user) {
        const token = randomToken(32);
        await prisma.passwordReset.create({
          data: {
            userId: user.id,
            tokenHash: sha256(token),
            expiresAt: new Date(Date.now() + config.PASSWORD_RESET_TTL_MINUTES * 60_000),
          },
        });
        const link = `${config.APP_URL}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
        // Sent after answering, so the response time does not tell whether the account exists.
        void app.mailer
          .send(renderMail('resetPassword', request.lang, user, link))
          .catch((error: unknown) =>
            app.log.error({ err: error, userId: user.id }, 'password reset mail failed'),
          );
      }
      return app.envelope(request, 'PASSWORD_RESET_LINK_SENT');
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: { tags: ['auth'], body: ResetPasswordRequest, response: { 200: Envelope } },
      config: { rateLimit: rateLimit('reset') },
    },
    async (request) => {
      const { email, token, password } = request.body;
      const reset = await prisma.passwordReset.findUnique({
        where: { tokenHash: sha256(token) },
        include: { user: true },
      });
      const now = new Date();
      if (!reset || reset.usedAt || reset.expiresAt <= now || reset.user.email !== normalizeEmail(email)) {
        throw new AppError(400, 'PASSWORD_RESET_FAILED');
      }
      // Claim the token first: of two concurrent uses, only one changes the password.
      const claimed = await prisma.passwordReset.updateMany({
        where: { id: reset.id, usedAt: null },
        data: { usedAt: now },
      });
      if (claimed.count !== 1) throw new AppError(400, 'PASSWORD_RESET_FAILED');
      await prisma.user.update({
        where: { id: reset.userId },
        // The link reached the mailbox, which proves the address as well.
        data: {
          passwordHash: await hashPassword(password),
          emailVerifiedAt: reset.user.emailVerifiedAt ?? now,
        },
      });
      await prisma.passwordReset.updateMany({
        where: { userId: reset.userId, usedAt: null },
        data: { usedAt: now },
      });
      await revokeAllTokens(prisma, reset.userId);
      // Without a token of its own, this request announces the revocation itself.
      await app.userChanges.changed(reset.userId);
      return app.envelope(request, 'PASSWORD_RESET_SUCCESS');
    },
  );
};

export default routes;
