import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AvatarResponse,
  ChangePasswordRequest,
  Envelope,
  ProfileResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@atelier/contracts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { currentUser } from '../../plugins/auth.ts';
import { revokeAllTokens } from '../accounts/tokens.ts';
import { avatarUrl, toUser } from '../accounts/user-view.ts';
import { AVATAR_PREFIX, assertQuotaInTransaction } from '../files/quota.ts';
import { receiveAvatar } from './avatar-upload.ts';

/** Signed-in user's own account: profile fields, photo and password. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { config, prisma, storage } = app;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/profile',
    { schema: { tags: ['profile'], response: { 200: ProfileResponse } } },
    async (request) =>
      app.envelope(request, 'PROFILE_FETCHED', { user: toUser(currentUser(request), config.APP_URL) }),
  );

  app.put(
    '/auth/profile',
    { schema: { tags: ['profile'], body: UpdateProfileRequest, response: { 200: UpdateProfileResponse } } },
    async (request) => {
      const user = currentUser(request);
      const { job_title, ...fields } = request.body;
      const data = Object.fromEntries(
        Object.entries({ ...fields, jobTitle: job_title })
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, typeof value === 'string' ? value.trim() || null : value]),
      );
      const updated = await prisma.user.update({ where: { id: user.id }, data });
      return app.envelope(request, 'PROFILE_UPDATED', { data: toUser(updated, config.APP_URL) });
    },
  );

  app.post(
    '/profile/avatar',
    { schema: { tags: ['profile'], response: { 200: AvatarResponse } } },
    async (request) => {
      const user = currentUser(request);
      const { file, bytes } = await receiveAvatar(app, request, user.id);
      try {
        await prisma.$transaction(async (tx) => {
          await assertQuotaInTransaction(app, tx, user.id, bytes, 'avatar', { withAvatar: false });
          await tx.user.update({ where: { id: user.id }, data: { avatar: file } });
        });
      } catch (error) {
        await storage.delete(`${AVATAR_PREFIX}/${file}`);
        throw error;
      }
      if (user.avatar) await storage.delete(`${AVATAR_PREFIX}/${user.avatar}`);
      return app.envelope(request, 'AVATAR_UPDATED', { data: { avatar: avatarUrl(config.APP_URL, file) } });
    },
  );

  app.delete(
    '/profile/avatar',
    { schema: { tags: ['profile'], response: { 200: AvatarResponse } } },
    async (request) => {
      const user = currentUser(request);
      if (user.avatar) {
        await prisma.user.update({ where: { id: user.id }, data: { avatar: null } });
        await storage.delete(`${AVATAR_PREFIX}/${user.avatar}`);
      }
      return app.envelope(request, 'AVATAR_DELETED', { data: { avatar: null } });
    },
  );

  app.put(
    '/profile/password',
    { schema: { tags: ['profile'], body: ChangePasswordRequest, response: { 200: Envelope } } },
    async (request) => {
      const user = currentUser(request);
      const { current_password, new_password } = request.body;
      // An account made through Google has no password yet and may set one without a current one.
      if (user.passwordHash) {
        if (!current_password)
          throw validationFailed({ current_password: ['The current password field is required.'] });
        if (!(await verifyPassword(user.passwordHash, current_password))) {
          throw new AppError(422, 'INVALID_CURRENT_PASSWORD', {
            errors: { current_password: ['Current password is incorrect.'] },
          });
        }
      }
      await prisma.user.update({
        where: { id: user.id },
        data: { passwordHash: await hashPassword(new_password) },
      });
      await revokeAllTokens(prisma, user.id, request.auth!.tokenId);
      return app.envelope(request, 'PASSWORD_UPDATED');
    },
  );
};

export default routes;
