import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Envelope, User, VerifyEmailParams, parseId } from '@atelier/contracts';
import { AppError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toUser } from '../accounts/user-view.ts';
import { sendVerificationMail, verifyEmail } from './service.ts';

const VerifyResponse = Envelope.extend({ user: User.optional() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/email/verify/:id/:hash',
    {
      // Any bad link, malformed or not, is a failed verification (core §8).
      attachValidation: true,
      schema: { tags: ['auth'], params: VerifyEmailParams, response: { 200: VerifyResponse } },
    },
    async (request) => {
      const id = request.validationError ? null : parseId(request.params.id);
      const { hash } = request.params;
      if (id === null || !/^[A-Za-z0-9_-]{20,128}$/.test(hash)) {
        throw new AppError(400, 'EMAIL_VERIFICATION_FAILED');
      }
      const result = await verifyEmail(app, id, hash);
      if (result.code === 'EMAIL_VERIFICATION_FAILED' || !result.user) throw new AppError(400, result.code);
      return app.envelope(request, result.code, { user: toUser(result.user, app.config.APP_URL) });
    },
  );

  app.post(
    '/auth/resend-email-verification',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], response: { 200: Envelope } },
      config: {
        rateLimit: {
          max: app.config.RATE_LIMIT_RESEND_PER_HOUR,
          timeWindow: 3_600_000,
          keyGenerator: (request) => `resend:${request.auth?.user.id ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.emailVerifiedAt) throw new AppError(409, 'EMAIL_ALREADY_VERIFIED');
      await sendVerificationMail(app, user, request.lang);
      return app.envelope(request, 'EMAIL_VERIFICATION_SENT');
    },
  );
};

export default routes;
