import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVATAR_MAX_BYTES,
  AvatarResponse,
  ChangePasswordRequest,
  Envelope,
  ProfileResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '@atelier/contracts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import { randomToken } from '../../lib/crypto.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { currentUser } from '../../plugins/auth.ts';
import { revokeAllTokens } from '../accounts/tokens.ts';
import { avatarUrl, toUser } from '../accounts/user-view.ts';
import { imageType } from './image-type.ts';

const AVATAR_PREFIX = 'avatars';

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
      if (!request.isMultipart()) throw validationFailed({ avatar: ['The avatar field is required.'] });
      let upload: Buffer | null = null;
      let tooLarge = false;
      try {
        const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
        if (part?.fieldname === 'avatar') upload = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        tooLarge = true;
      }
      if (tooLarge)
        throw validationFailed({ avatar: ['The avatar may not be greater than 2048 kilobytes.'] });
      if (!upload || upload.length === 0)
        throw validationFailed({ avatar: ['The avatar field is required.'] });
      const type = imageType(upload);
      if (type !== 'jpg' && type !== 'png') {
        throw validationFailed({ avatar: ['The avatar must be a file of type: jpg, jpeg, png.'] });
      }
      const file = `${randomToken(18)}.${type}`;
      await storage.put(`${AVATAR_PREFIX}/${file}`, upload);
      await prisma.user.update({ where: { id: user.id }, data: { avatar: file } });
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
