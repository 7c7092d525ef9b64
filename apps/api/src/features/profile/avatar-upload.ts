/**
 * Receives a profile photo: the multipart part `avatar` is judged by its first bytes (JPG or PNG,
 * whatever its name says), then streamed to storage under a random name while its size (2 MB) and
 * the user's storage quota are counted. A refused photo leaves nothing behind.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES } from '@atelier/contracts';
import { randomToken } from '../../lib/crypto.ts';
import { type AppError, validationFailed } from '../../lib/errors.ts';
import { UploadRefusedError, peek, streamPart } from '../../lib/upload-stream.ts';
import { AVATAR_PREFIX, quotaExceeded, quotaMeter } from '../files/quota.ts';
import { imageType } from './image-type.ts';

/** Enough bytes to tell a PNG (8) or a JPG (3) apart from anything else. */
const SIGNATURE_BYTES = 8;

const required = () => validationFailed({ avatar: ['The avatar field is required.'] });
const tooLarge = () =>
  validationFailed({ avatar: [`The avatar may not be greater than ${AVATAR_MAX_BYTES / 1024} kilobytes.`] });
const wrongType = () => validationFailed({ avatar: ['The avatar must be a file of type: jpg, jpeg, png.'] });

/** Streams the request's photo into storage; answers its file name (under avatars/) and size. */
export async function receiveAvatar(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
): Promise<{ file: string; bytes: number }> {
  if (!request.isMultipart()) throw required();
  // The photo it replaces does not count: it is deleted once the new one is recorded.
  const quota = await quotaMeter(app, userId, { withAvatar: false });
  let stored: { file: string; bytes: number } | null = null;
  let problem: AppError | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'avatar' || stored || problem) {
        part.file.resume();
        continue;
      }
      const { head, source } = await peek(part.file, SIGNATURE_BYTES);
      const type = imageType(head);
      if (type !== 'jpg' && type !== 'png') {
        source.resume();
        problem = head.length === 0 ? required() : wrongType();
        continue;
      }
      const file = `${randomToken(18)}.${type}`;
      try {
        const { size } = await streamPart(app.storage, `${AVATAR_PREFIX}/${file}`, source, {
          maxBytes: AVATAR_MAX_BYTES,
          quota,
        });
        stored = { file, bytes: size };
      } catch (error) {
        if (!(error instanceof UploadRefusedError)) throw error;
        problem = error.reason === 'quota' ? quotaExceeded(quota.limit, 'avatar') : tooLarge();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // The parser reports a file cut at its size limit once the body ends (already refused above),
    // and a second file part past the one it takes.
    if (code === 'FST_REQ_FILE_TOO_LARGE') problem ??= tooLarge();
    else if (code !== 'FST_FILES_LIMIT') {
      if (stored) await app.storage.delete(`${AVATAR_PREFIX}/${stored.file}`);
      throw error;
    }
  }
  if (problem) {
    if (stored) await app.storage.delete(`${AVATAR_PREFIX}/${stored.file}`);
    throw problem;
  }
  if (!stored) throw required();
  return stored;
}
