import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Envelope, FileParams, FileUploadResponse, SignedUrlQuery } from '@atelier/contracts';
import type { StoredFile } from '@atelier/db';
import { AppError, notFound, unauthenticated } from '../../lib/errors.ts';
import { verifySignedPath } from '../../lib/signed-url.ts';
import { currentUser } from '../../plugins/auth.ts';
import { isInlineImage, isTextType } from './content-check.ts';
import { FILE_KEY_PATTERN, deleteOwnFile, uploadFiles } from './service.ts';
import { toMessageFile } from './view.ts';
import { onFilesAttached } from '../agent/dispatch.ts';

const invalidSignature = () => new AppError(403, 'INVALID_SIGNATURE');

/** `filename*` per RFC 6266/5987, with a plain ASCII `filename` for old clients. */
function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams a stored file so that a browser never runs it: the type is ours, never sniffed; only
 * raster images are shown inline; anything opened anyway runs sandboxed with nothing allowed.
 */
async function sendStoredFile(
  app: FastifyInstance,
  reply: FastifyReply,
  file: StoredFile,
  disposition: 'inline' | 'attachment',
) {
  const object = await app.storage.open(file.storageKey);
  if (!object) throw notFound('FILE_NOT_FOUND');
  return reply
    .type(isTextType(file.mimeType) ? `${file.mimeType}; charset=utf-8` : file.mimeType)
    .header('content-length', object.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(disposition, file.originalName))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, max-age=3600')
    .send(object.stream());
}

/** Attachments: upload, delete, and the signed URLs that <img> tags and links load without a token. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { config, prisma } = app;

  app.post(
    '/files/upload',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['files'],
        consumes: ['multipart/form-data'],
        description:
          'Multipart fields context_type, context_uuid, file_role (default attachment) and up to 5 parts named files[] (10 MB each), streamed to storage. Past the per-user STORAGE_QUOTA_BYTES: 422 STORAGE_QUOTA_EXCEEDED.',
        response: { 201: FileUploadResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { context, rows } = await uploadFiles(app, request, user.id);
      // A message sent with has_files goes to its agent once its files are here.
      if (context.conversationId) {
        await onFilesAttached(app, {
          conversationId: context.conversationId,
          ...(context.messageId ? { messageId: context.messageId } : {}),
        });
      }
      return reply
        .code(201)
        .send(app.envelope(request, 'FILES_UPLOADED', { data: rows.map((row) => toMessageFile(app, row)) }));
    },
  );

  app.delete(
    '/files/:id',
    {
      onRequest: app.authenticate,
      schema: { tags: ['files'], params: FileParams, response: { 200: Envelope } },
    },
    async (request) => {
      await deleteOwnFile(app, currentUser(request).id, request.params.id);
      return app.envelope(request, 'FILE_DELETED');
    },
  );

  app.get(
    '/files/serve/*',
    {
      // A bad or missing signature is a refused link (403), not a form error.
      attachValidation: true,
      schema: {
        tags: ['files'],
        security: [],
        description: 'Serves a stored file by its key; needs the signed query of the URL a file carries.',
        params: z.object({ '*': z.string() }),
        querystring: SignedUrlQuery,
      },
    },
    async (request, reply) => {
      if (request.validationError) throw invalidSignature();
      const key = request.params['*'];
      const { expires, signature } = request.query;
      if (!verifySignedPath(config.APP_KEY, `/api/files/serve/${key}`, expires, signature)) {
        throw invalidSignature();
      }
      if (!FILE_KEY_PATTERN.test(key)) throw notFound('FILE_NOT_FOUND');
      const file = await prisma.storedFile.findUnique({ where: { storageKey: key } });
      if (!file) throw notFound('FILE_NOT_FOUND');
      return sendStoredFile(app, reply, file, isInlineImage(file.mimeType) ? 'inline' : 'attachment');
    },
  );

  app.get(
    '/files/:id/download',
    {
      attachValidation: true,
      schema: {
        tags: ['files'],
        description:
          "The file as a download under its original name: for its owner's token, or a signed URL.",
        params: FileParams,
        querystring: SignedUrlQuery.partial(),
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        if (request.validationError.validationContext === 'params') throw notFound('FILE_NOT_FOUND');
        throw invalidSignature();
      }
      const { id } = request.params;
      const { expires, signature } = request.query;
      const signed = expires !== undefined || signature !== undefined;
      let file: StoredFile | null;
      if (
        expires !== undefined &&
        signature !== undefined &&
        verifySignedPath(config.APP_KEY, `/api/files/${id}/download`, expires, signature)
      ) {
        file = await prisma.storedFile.findUnique({ where: { uuid: id } });
      } else {
        const auth = await app.identify(request);
        if (!auth) throw signed ? invalidSignature() : unauthenticated();
        file = await prisma.storedFile.findFirst({ where: { uuid: id, userId: auth.user.id } });
      }
      if (!file) throw notFound('FILE_NOT_FOUND');
      return sendStoredFile(app, reply, file, 'attachment');
    },
  );
};

export default routes;
