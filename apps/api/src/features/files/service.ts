/**
 * Attachments: streaming a multipart upload into storage while checking every file, recording them
 * all or none under generated names, and removing stored objects. Other features reuse these (a conversation's
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
import { UploadRefusedError, streamPart, type UploadRefusal } from '../../lib/upload-stream.ts';
import { laravelErrors } from '../../lib/validation.ts';
import { ATTACHMENT_MIME_TYPES, inspectContent, type AttachmentExtension } from './content-check.ts';
import { assertQuotaInTransaction, quotaMeter, quotaText } from './quota.ts';

/** Multipart parts that carry attachments; browsers send `files[]`, scripts often `files`. */
const FILE_FIELDS: ReadonlySet<string> = new Set(['files[]', 'files']);
const MAX_NAME_LENGTH = 255;
const MAX_KILOBYTES = ATTACHMENT_MAX_BYTES / 1024;

/** The keys `storeUploads` makes: `files/{userId}/{uuid}.{ext}`. Nothing else is ever served as a file. */
export const FILE_KEY_PATTERN = new RegExp(
  `^files/[1-9][0-9]{0,18}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(?:${ATTACHMENT_EXTENSIONS.join('|')})$`,
);

export interface UploadRequest {
  /** Text fields by name; empty values count as absent. */
  fields: Record<string, string>;
  /** Files already in storage, in the order they came. */
  files: ReceivedFile[];
}

/** A file checked while it streamed and stored under a generated key (no row yet). */
export interface ReceivedFile {
  originalName: string;
  extension: AttachmentExtension;
  mimeType: string;
  size: number;
  storageKey: string;
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

const REFUSALS: Record<
  Exclude<UploadRefusal, 'quota'>,
  { code: MessageCode; text: (field: string, extension: string) => string }
> = {
  'too-large': {
    code: 'FILE_TOO_LARGE',
    text: (field) => `The ${field} may not be greater than ${MAX_KILOBYTES} kilobytes.`,
  },
  content: {
    code: 'FILE_CONTENT_MISMATCH',
    text: (field, extension) => `The ${field} content does not match its .${extension} extension.`,
  },
};

/**
 * Reads a multipart upload, streaming each file through its checks (extension, size, content from
 * the first bytes, the user's quota) straight into storage under a generated key: nothing is held in
 * memory. A request with one bad file is refused as a whole: after the first problem the later files
 * are still checked, so each problem is reported under `files.N`, but no longer stored, and every
 * object already written is removed. The code is the first problem's. Every file part counts towards
 * the limit of 5, whatever its field name; only `files[]`/`files` are kept.
 */
export async function receiveUploads(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
): Promise<UploadRequest> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  if (!request.isMultipart()) return { fields, files };
  const quota = await quotaMeter(app, userId);
  const errors: FieldErrors = {};
  let code: MessageCode | null = null;
  const refuse = (field: string, message: string, problem: MessageCode) => {
    errors[field] = [message];
    code ??= problem;
  };
  let count = 0;
  let index = -1;
  try {
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
        index += 1;
        const field = `files.${index}`;
        // A part sent as application/octet-stream without a file name is a file too, named by nobody.
        const originalName = sanitizeFileName(typeof part.filename === 'string' ? part.filename : '');
        if (!isAllowedAttachment(originalName)) {
          part.file.resume();
          refuse(
            field,
            `The ${field} must be a file of type: ${ATTACHMENT_EXTENSIONS.join(', ')}.`,
            'FILE_TYPE_NOT_ALLOWED',
          );
          continue;
        }
        const extension = fileExtension(originalName) as AttachmentExtension;
        const storageKey = code === null ? `files/${userId}/${randomUUID()}.${extension}` : null;
        try {
          const { size } = await streamPart(app.storage, storageKey, part.file, {
            maxBytes: ATTACHMENT_MAX_BYTES,
            inspect: inspectContent(extension),
            // Once the quota is passed, later files are only checked for their own problems.
            ...(errors.files === undefined ? { quota } : {}),
          });
          if (storageKey !== null) {
            files.push({
              originalName,
              extension,
              mimeType: ATTACHMENT_MIME_TYPES[extension],
              size,
              storageKey,
            });
          }
        } catch (error) {
          if (!(error instanceof UploadRefusedError)) throw error;
          if (error.reason === 'quota') {
            refuse('files', quotaText(quota.limit, 'files'), 'STORAGE_QUOTA_EXCEEDED');
          } else {
            const refusal = REFUSALS[error.reason];
            refuse(field, refusal.text(field, extension), refusal.code);
          }
        }
      }
    } catch (error) {
      const parserCode = (error as { code?: string }).code;
      // The parser stops at the first file past the limit, so the real count is at least one more.
      if (parserCode === 'FST_FILES_LIMIT') throw tooManyFiles(count + 1);
      if (parserCode === 'FST_REQ_FILE_TOO_LARGE') {
        if (count > ATTACHMENT_MAX_FILES) throw tooManyFiles(count);
        // Already reported under its files.N by the stream check (or a part outside files[]).
        if (code === null) throw validationFailed({ files: ['A file is too large.'] }, 'FILE_TOO_LARGE');
      } else {
        throw error;
      }
    }
    if (count > ATTACHMENT_MAX_FILES) throw tooManyFiles(count);
    // Field problems come before file problems, as a form is read top to bottom.
    parseUploadFields(fields);
    if (code !== null) throw validationFailed(errors, code);
    if (files.length === 0) throw validationFailed({ files: ['The files field is required.'] });
    return { fields, files };
  } catch (error) {
    await deleteStoredFiles(app, files);
    throw error;
  }
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
 * Records received files, all or none, after a last quota check under a lock on the user's row. A
 * message context gets `hasFiles` set. On failure the caller removes the objects.
 */
export async function recordUploads(
  app: FastifyInstance,
  input: { userId: number; context: FileContext; role: FileRole; files: readonly ReceivedFile[] },
): Promise<StoredFile[]> {
  const { userId, context, role, files } = input;
  return app.prisma.$transaction(async (tx) => {
    const adding = files.reduce((sum, file) => sum + file.size, 0);
    await assertQuotaInTransaction(app, tx, userId, adding, 'files');
    const rows: StoredFile[] = [];
    for (const file of files) {
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
            size: file.size,
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
}

/**
 * Reads, checks, stores and records an upload request; nothing of a refused request stays behind.
 */
export async function uploadFiles(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
): Promise<{ context: FileContext; rows: StoredFile[] }> {
  const upload = await receiveUploads(app, request, userId);
  try {
    const fields = parseUploadFields(upload.fields);
    const context = await resolveFileContext(app, userId, fields.context_type, fields.context_uuid);
    const rows = await recordUploads(app, { userId, context, role: fields.file_role, files: upload.files });
    return { context, rows };
  } catch (error) {
    await deleteStoredFiles(app, upload.files);
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
