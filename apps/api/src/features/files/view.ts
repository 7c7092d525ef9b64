import type { FastifyInstance } from 'fastify';
import type { MessageFile } from '@atelier/contracts';
import type { StoredFile } from '@atelier/db';
import { signPath } from '../../lib/signed-url.ts';

/** The columns of a stored file that its message view shows. */
export type MessageFileRow = Pick<StoredFile, 'uuid' | 'storageKey' | 'originalName' | 'mimeType' | 'size'>;

/** A stored file as messages and agents see it, with a signed URL that needs no bearer token. */
export function toMessageFile(app: FastifyInstance, file: MessageFileRow): MessageFile {
  const path = `/api/files/serve/${file.storageKey}`;
  return {
    uuid: file.uuid,
    original_name: file.originalName,
    mime_type: file.mimeType,
    size: file.size,
    url: `${app.config.APP_URL}${signPath(app.config.APP_KEY, path, app.config.SIGNED_URL_TTL_SECONDS)}`,
  };
}
