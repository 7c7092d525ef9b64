/** Uploaded files: the multipart fields, the answer, and the attachment rules (core §5). */
import { z } from 'zod';
import { ATTACHMENT_EXTENSIONS } from './constants.ts';
import { Envelope } from './common.ts';
import { MessageFile } from './conversations.ts';

export const FileContextType = z.enum(['conversation', 'message', 'project']);
export type FileContextType = z.infer<typeof FileContextType>;

/** attachment: shown on a message and passed to the agent; asset: meant to go into the project. */
export const FileRole = z.enum(['attachment', 'asset']);
export type FileRole = z.infer<typeof FileRole>;

/** The text fields of POST /files/upload; the files come as the multipart parts `files[]`. */
export const FileUploadFields = z.object({
  context_type: FileContextType,
  context_uuid: z.uuid(),
  file_role: FileRole.default('attachment'),
});
export type FileUploadFields = z.infer<typeof FileUploadFields>;

export const UploadedFile = MessageFile;
export type UploadedFile = z.infer<typeof UploadedFile>;

export const FileUploadResponse = Envelope.extend({ data: z.array(UploadedFile) });
export type FileUploadResponse = z.infer<typeof FileUploadResponse>;

export const FileParams = z.object({ id: z.uuid() });
export type FileParams = z.infer<typeof FileParams>;

/** The query that makes a file or screenshot URL valid without a bearer token, until `expires` (Unix seconds). */
export const SignedUrlQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type SignedUrlQuery = z.infer<typeof SignedUrlQuery>;

/** The lower-cased extension of a file name, without the dot; '' when there is none (".env" has none). */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

const allowedExtensions: ReadonlySet<string> = new Set(ATTACHMENT_EXTENSIONS);

/** Whether a file name has one of the extensions people may attach (core §5). Content is checked separately. */
export function isAllowedAttachment(name: string): boolean {
  return allowedExtensions.has(fileExtension(name));
}
