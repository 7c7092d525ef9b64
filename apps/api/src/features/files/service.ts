/**
 * Attachments: reading a multipart upload, checking every file, storing them all or none under
 * generated names, and removing stored objects. Other features reuse these (a conversation's
 * deletion removes its files' objects through `deleteStoredFiles`).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  FileUploadFields,
  fileExtension,
  isAllowedAttachment,
  type FieldErrors,
  type FileContextType,
  type FileRole,
  type MessageCode,
} from '@atelier/contracts';
import type { Prisma, StoredFile } from '@atelier/db';
import { notFound, validationFailed } from '../../lib/errors.ts';
import { signPath } from '../../lib/signed-url.ts';
import { laravelErrors } from '../../lib/validation.ts';
import { ATTACHMENT_MIME_TYPES, contentMatchesExtension, type AttachmentExtension } from './content-check.ts';

/** Multipart parts that carry attachments; browsers send `files[]`, scripts often `files`. */
const FILE_FIELDS: ReadonlySet<string> = new Set(['files[]', 'files']);
const MAX_NAME_LENGTH = 255;
const MAX_KILOBYTES = ATTACHMENT_MAX_BYTES / 1024;

/** The keys `storeUploads` makes: `files/{userId}/{uuid}.{ext}`. Nothing else is ever served as a file. */
export const FILE_KEY_PATTERN = new RegExp(
  `^files/[1-9][0-9]{0,18}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(?:${ATTACHMENT_EXTENSIONS.join('|')})$`,
);

export interface IncomingFile {
  filename: string;
  data: Buffer;
}

export interface UploadRequest {
  /** Text fields by name; empty values count as absent. */
  fields: Record<string, string>;
  files: IncomingFile[];
}

export interface CheckedUpload {
  originalName: string;
  extension: AttachmentExtension;
  mimeType: string;
  data: Buffer;
}

/** Where files are attached, resolved to rows the user owns. */
export interface FileContext {
  type: FileContextType;
  uuid: string;
  conversationId: number | null;
  messageId: number | null;
}

function tooManyFiles(selected: number) {
  return validationFailed(
    {
      files: [`Too many files selected (${selected}). Maximum ${ATTACHMENT_MAX_FILES} files allowed.`],
    },
    'TOO_MANY_FILES',
  );
}

function tooLarge(index: number) {
  return validationFailed(
    { [`files.${index}`]: [`The files.${index} may not be greater than ${MAX_KILOBYTES} kilobytes.`] },
    'FILE_TOO_LARGE',
  );
}

/**
 * Reads the multipart body into fields and file buffers (at most 5 x 10 MB). The count and size
 * limits are enforced while streaming, so an oversized body is never held in memory. Every file
 * part counts towards the limit, whatever its field name; only `files[]`/`files` are kept.
 */
export async function readUploadRequest(request: FastifyRequest): Promise<UploadRequest> {
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  if (!request.isMultipart()) return { fields, files };
  let count = 0;
  try {
    const parts = request.parts({
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENT_MAX_FILES + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && part.value !== '') fields[part.fieldname] = part.value;
        continue;
      }
      count += 1;
      if (count > ATTACHMENT_MAX_FILES || !FILE_FIELDS.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      // A part sent as application/octet-stream without a file name is a file too, named by nobody.
      const filename = typeof part.filename === 'string' ? part.filename : '';
      files.push({ filename, data: await part.toBuffer() });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // The parser stops at the first file past the limit, so the real count is at least one more.
    if (code === 'FST_FILES_LIMIT') throw tooManyFiles(count + 1);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw count > ATTACHMENT_MAX_FILES ? tooManyFiles(count) : tooLarge(count - 1);
    }
    throw error;
  }
  if (count > ATTACHMENT_MAX_FILES) throw tooManyFiles(count);
  return { fields, files };
}

/** The upload's text fields, with the same Laravel wording as every other 422. */
export function parseUploadFields(fields: Record<string, string>): FileUploadFields {
  const parsed = FileUploadFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw validationFailed(laravelErrors(issuesOf(parsed.error, fields)));
}

function issuesOf(error: ZodError, input: Record<string, string>) {
  return error.issues.map((issue) => {
    const path = issue.path.map(String);
    // An absent enum value is reported by zod as a wrong option; for people it is a missing field.
    const missing = path.length === 1 && input[path[0] ?? ''] === undefined;
    return {
      keyword: missing ? 'invalid_type' : issue.code,
      instancePath: `/${path.join('/')}`,
      message: missing ? 'received undefined' : issue.message,
      params: { ...issue },
    };
  });
}

/**
 * The name people see: no directory parts, no control or direction-override characters, at most
 * 255 characters (the extension is kept). It is stored in the database only, never used as a path.
 */
export function sanitizeFileName(name: string): string {
  const printable = name.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '');
  const base = printable.slice(Math.max(printable.lastIndexOf('/'), printable.lastIndexOf('\\')) + 1).trim();
  if (base === '' || base === '.' || base === '..') return 'file';
  const chars = Array.from(base);
  if (chars.length <= MAX_NAME_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const suffix = dot > 0 && base.length - dot <= 16 ? base.slice(dot) : '';
  const stem = Array.from(base.slice(0, base.length - suffix.length));
  return stem.slice(0, MAX_NAME_LENGTH - Array.from(suffix).length).join('') + suffix;
}

/**
 * Checks every file's extension and content before anything is stored; a request with one bad file
 * is refused as a whole. Each problem is reported under `files.N`; the code is the first problem's.
 */
export function checkUploads(files: readonly IncomingFile[]): CheckedUpload[] {
  if (files.length === 0) throw validationFailed({ files: ['The files field is required.'] });
  const errors: FieldErrors = {};
  let code: MessageCode | null = null;
  const checked: CheckedUpload[] = [];
  files.forEach((file, index) => {
    const field = `files.${index}`;
    const originalName = sanitizeFileName(file.filename);
    if (!isAllowedAttachment(originalName)) {
      errors[field] = [`The ${field} must be a file of type: ${ATTACHMENT_EXTENSIONS.join(', ')}.`];
      code ??= 'FILE_TYPE_NOT_ALLOWED';
      return;
    }
    const extension = fileExtension(originalName) as AttachmentExtension;
    if (file.data.length > ATTACHMENT_MAX_BYTES) {
      errors[field] = [`The ${field} may not be greater than ${MAX_KILOBYTES} kilobytes.`];
      code ??= 'FILE_TOO_LARGE';
      return;
    }
    if (!contentMatchesExtension(extension, file.data)) {
      errors[field] = [`The ${field} content does not match its .${extension} extension.`];
      code ??= 'FILE_CONTENT_MISMATCH';
      return;
    }
    checked.push({ originalName, extension, mimeType: ATTACHMENT_MIME_TYPES[extension], data: file.data });
  });
  if (code) throw validationFailed(errors, code);
  return checked;
}

/** The context the files go to, if the user owns it; someone else's gets the same 404 as a missing one. */
export async function resolveFileContext(
  app: FastifyInstance,
  userId: number,
  type: FileContextType,
  uuid: string,
): Promise<FileContext> {
  const { prisma } = app;
  switch (type) {
    case 'conversation': {
      const conversation = await prisma.conversation.findFirst({
        where: { uuid, userId },
        select: { id: true },
      });
      if (!conversation) throw notFound('CONVERSATION_NOT_FOUND');
      return { type, uuid, conversationId: conversation.id, messageId: null };
    }
    case 'message': {
      const message = await prisma.message.findFirst({
        where: { uuid, conversation: { userId } },
        select: { id: true, conversationId: true },
      });
      if (!message) throw notFound('MESSAGE_NOT_FOUND');
      return { type, uuid, conversationId: message.conversationId, messageId: message.id };
    }
    case 'project': {
      const project = await prisma.project.findFirst({ where: { uuid, userId }, select: { id: true } });
      if (!project) throw notFound('PROJECT_NOT_FOUND');
      return { type, uuid, conversationId: null, messageId: null };
    }
  }
}

/**
 * Stores checked files under generated keys and records them, all or none: objects written before a
 * failure are removed again. A message context gets `hasFiles` set.
 */
export async function storeUploads(
  app: FastifyInstance,
  input: { userId: number; context: FileContext; role: FileRole; files: readonly CheckedUpload[] },
): Promise<StoredFile[]> {
  const { userId, context, role } = input;
  const planned = input.files.map((file) => ({
    ...file,
    storageKey: `files/${userId}/${randomUUID()}.${file.extension}`,
  }));
  const written: { storageKey: string }[] = [];
  try {
    for (const file of planned) {
      await app.storage.put(file.storageKey, file.data);
      written.push({ storageKey: file.storageKey });
    }
    return await app.prisma.$transaction(async (tx) => {
      const rows: StoredFile[] = [];
      for (const file of planned) {
        rows.push(
          await tx.storedFile.create({
            data: {
              userId,
              contextType: context.type,
              contextUuid: context.uuid,
              conversationId: context.conversationId,
              messageId: context.messageId,
              fileRole: role,
              originalName: file.originalName,
              mimeType: file.mimeType,
              size: file.data.length,
              storageKey: file.storageKey,
            },
          }),
        );
      }
      if (context.messageId !== null) {
        await tx.message.update({ where: { id: context.messageId }, data: { hasFiles: true } });
      }
      return rows;
    });
  } catch (error) {
    await deleteStoredFiles(app, written);
    throw error;
  }
}

/**
 * Removes stored objects (after their rows are gone, or with rows a cascade is about to remove).
 * A failure is logged, not thrown: an orphaned object must not undo a deletion the user asked for.
 */
export async function deleteStoredFiles(
  app: FastifyInstance,
  rows: readonly Pick<StoredFile, 'storageKey'>[],
): Promise<void> {
  const results = await Promise.allSettled(rows.map((row) => app.storage.delete(row.storageKey)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      app.log.warn(
        { err: result.reason as unknown, key: rows[index]?.storageKey },
        'stored file not deleted',
      );
    }
  });
}

/** Deletes the file rows that match and their objects; returns how many there were. */
export async function deleteFilesOf(
  app: FastifyInstance,
  where: Prisma.StoredFileWhereInput,
): Promise<number> {
  const rows = await app.prisma.storedFile.findMany({ where, select: { id: true, storageKey: true } });
  if (rows.length === 0) return 0;
  await app.prisma.storedFile.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
  await deleteStoredFiles(app, rows);
  return rows.length;
}

/** Deletes one of the user's own files; a message left without files no longer claims to have some. */
export async function deleteOwnFile(app: FastifyInstance, userId: number, uuid: string): Promise<void> {
  const row = await app.prisma.storedFile.findFirst({ where: { uuid, userId } });
  if (!row) throw notFound('FILE_NOT_FOUND');
  await app.prisma.$transaction(async (tx) => {
    // A concurrent delete of the same file wins; this one then answers as for a missing file.
    const { count } = await tx.storedFile.deleteMany({ where: { id: row.id } });
    if (count === 0) throw notFound('FILE_NOT_FOUND');
    if (row.messageId !== null) {
      const left = await tx.storedFile.count({ where: { messageId: row.messageId } });
      if (left === 0) await tx.message.update({ where: { id: row.messageId }, data: { hasFiles: false } });
    }
  });
  await deleteStoredFiles(app, [row]);
}

/** A download link that works without a bearer token until it expires. */
export function signedDownloadUrl(app: FastifyInstance, file: Pick<StoredFile, 'uuid'>): string {
  const path = `/api/files/${file.uuid}/download`;
  return `${app.config.APP_URL}${signPath(app.config.APP_KEY, path, app.config.SIGNED_URL_TTL_SECONDS)}`;
}
