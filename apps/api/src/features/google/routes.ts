import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AuthResponse,
  GoogleAccessTokenRequest,
  GoogleCallbackQuery,
  GoogleOneTapRequest,
  GoogleUrlResponse,
} from '@atelier/contracts';
import { AppError } from '../../lib/errors.ts';
import { issueToken } from '../accounts/tokens.ts';
import { toUser } from '../accounts/user-view.ts';
import {
  createGoogleClient,
  createState,
  signInWithGoogle,
  verifyState,
  type GoogleProfile,
} from './service.ts';

/** Google sign-in: the redirect URL, the code callback, One Tap and the implicit access-token flow. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { config, prisma } = app;
  const google = createGoogleClient(config, app.log);

  // Before validation, so a server without Google says so whatever the request looks like.
  app.addHook('onRequest', async () => {
    if (!config.googleEnabled) throw new AppError(404, 'GOOGLE_NOT_CONFIGURED');
  });

  const rateLimit = (name: string) => ({
    max: config.RATE_LIMIT_LOGIN_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
  });

  const signIn = async (request: FastifyRequest, profile: GoogleProfile) => {
    const user = await signInWithGoogle(prisma, config, profile);
    // Linking an account may revoke its tokens and changes the user (signInWithGoogle).
    await app.userChanges.changed(user.id);
    const token = await issueToken(prisma, user.id, 'google', config.TOKEN_TTL_DAYS);
    return app.envelope(request, 'LOGIN_SUCCESS', { token, user: toUser(user, config.APP_URL) });
  };

  app.get(
    '/auth/google',
    { schema: { tags: ['google'], response: { 200: GoogleUrlResponse } } },
    async (request) =>
      app.envelope(request, 'SUCCESS', { url: await google.authorizationUrl(createState(config.APP_KEY)) }),
  );

  app.get(
    '/auth/google/callback',
    {
      schema: { tags: ['google'], querystring: GoogleCallbackQuery, response: { 200: AuthResponse } },
      config: { rateLimit: rateLimit('google-callback') },
    },
    async (request) => {
      const { code, state, redirect_uri } = request.query;
      // The popup code flow (redirect_uri "postmessage") never went through /auth/google, so it has no state.
      if (state !== undefined && !verifyState(config.APP_KEY, state))
        throw new AppError(400, 'GOOGLE_AUTH_FAILED');
      const profile = await google.exchangeCode(code, redirect_uri || config.GOOGLE_REDIRECT_URI);
      return signIn(request, profile);
    },
  );

  app.post(
    '/auth/google/one-tap',
    {
      schema: { tags: ['google'], body: GoogleOneTapRequest, response: { 200: AuthResponse } },
      config: { rateLimit: rateLimit('google-one-tap') },
    },
    async (request) => signIn(request, await google.verifyIdToken(request.body.credential)),
  );

  app.post(
    '/auth/google/access-token',
    {
      schema: { tags: ['google'], body: GoogleAccessTokenRequest, response: { 200: AuthResponse } },
      config: { rateLimit: rateLimit('google-access-token') },
    },
    async (request) => signIn(request, await google.profileFromAccessToken(request.body.access_token)),
  );
};

export default routes;
