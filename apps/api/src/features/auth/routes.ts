import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthResponse, Envelope, LoginRequest, RegisterRequest, USER_STATUS } from '@atelier/contracts';
import { Prisma } from '@atelier/db';
import { sha256 } from '../../lib/crypto.ts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { currentUser } from '../../plugins/auth.ts';
import { issueToken, normalizeEmail, revokeToken } from '../accounts/tokens.ts';
import { toUser } from '../accounts/user-view.ts';
import { trySendVerificationMail } from '../email-verification/service.ts';
import { createLoginGuard } from './login-guard.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const { config, prisma } = app;
  const loginGuard = createLoginGuard(app.redis, config);

  app.post(
    '/login',
    {
      schema: { tags: ['auth'], body: LoginRequest, response: { 200: AuthResponse } },
      config: {
        rateLimit: {
          max: config.RATE_LIMIT_LOGIN_PER_MINUTE,
          timeWindow: 60_000,
          // After validation, so the key has the e-mail: one address's mistakes lock out only that
          // address and account, not everyone behind the same IP.
          hook: 'preHandler',
          keyGenerator: (request) => {
            const { email } = request.body as LoginRequest;
            return `login:${request.ip}:${sha256(normalizeEmail(email))}`;
          },
        },
      },
    },
    async (request) => {
      const { email, password, device_name } = request.body;
      await loginGuard.enter(email);
      const user = await prisma.user.findUnique({ where: { email: normalizeEmail(email) } });
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
        throw new AppError(401, 'INVALID_CREDENTIALS');
      }
      await loginGuard.succeeded(email);
      const token = await issueToken(prisma, user.id, device_name, config.TOKEN_TTL_DAYS);
      return app.envelope(request, 'LOGIN_SUCCESS', { token, user: toUser(user, config.APP_URL) });
    },
  );

  app.post(
    '/register',
    {
      schema: { tags: ['auth'], body: RegisterRequest, response: { 201: AuthResponse } },
      config: {
        rateLimit: {
          max: config.RATE_LIMIT_REGISTER_PER_HOUR,
          timeWindow: 3_600_000,
          keyGenerator: (request) => `register:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const { email, password, device_name } = request.body;
      const normalized = normalizeEmail(email);
      const taken = () => validationFailed({ email: ['The email has already been taken.'] });
      if (await prisma.user.findUnique({ where: { email: normalized }, select: { id: true } })) throw taken();
      const active = config.SIGNUP_APPROVAL === 'auto';
      const user = await prisma.user
        .create({
          data: {
            email: normalized,
            passwordHash: await hashPassword(password),
            status: active ? USER_STATUS.active : USER_STATUS.inactive,
          },
        })
        .catch((error: unknown) => {
          // Two registrations racing for one address: the unique index decides.
          if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw taken();
          throw error;
        });
      await trySendVerificationMail(app, user, request.lang);
      const token = await issueToken(prisma, user.id, device_name, config.TOKEN_TTL_DAYS);
      return reply.status(201).send(
        app.envelope(request, active ? 'USER_REGISTERED_ACTIVE' : 'USER_REGISTERED_SUCCESS', {
          token,
          user: toUser(user, config.APP_URL),
        }),
      );
    },
  );

  app.post(
    '/logout',
    { onRequest: app.authenticate, schema: { tags: ['auth'], response: { 200: Envelope } } },
    async (request) => {
      currentUser(request);
      await revokeToken(prisma, request.auth!.tokenId);
      return app.envelope(request, 'LOGOUT_SUCCESS');
    },
  );
};

export default routes;
