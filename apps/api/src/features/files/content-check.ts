/**
 * What an attachment really is: its MIME type comes from its extension through a fixed table, never
 * from the client, and its bytes must match that extension (magic bytes for binary formats, valid
 * UTF-8 without NUL bytes for text), so a script renamed to .png is refused.
 */
import { unzipSync } from 'fflate';
import type { ATTACHMENT_EXTENSIONS } from '@atelier/contracts';

export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

export const ATTACHMENT_MIME_TYPES: Record<AttachmentExtension, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  md: 'text/markdown',
  tsx: 'text/tsx',
  jsx: 'text/jsx',
  ts: 'text/typescript',
  js: 'text/javascript',
  css: 'text/css',
  html: 'text/html',
  php: 'text/x-php',
  json: 'application/json',
  xml: 'application/xml',
  csv: 'text/csv',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
};

/** Images a browser may show inline. SVG is left out on purpose: it can carry scripts. */
const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
]);

export function isInlineImage(mimeType: string): boolean {
  return INLINE_IMAGE_TYPES.has(mimeType);
}

/** Whether a stored MIME type is text, so it is served with an explicit charset. */
export function isTextType(mimeType: string): boolean {
  return (
    mimeType.startsWith('text/') ||
    mimeType === 'application/json' ||
    mimeType === 'application/xml' ||
    mimeType === 'image/svg+xml'
  );
}

const TEXT_EXTENSIONS: ReadonlySet<string> = new Set([
  'txt',
  'md',
  'tsx',
  'jsx',
  'ts',
  'js',
  'css',
  'html',
  'php',
  'json',
  'xml',
  'csv',
]);

function startsWith(data: Buffer, ...bytes: number[]): boolean {
  return data.length >= bytes.length && bytes.every((byte, index) => data[index] === byte);
}

function ascii(data: Buffer, start: number, end: number): string {
  return data.length >= end ? data.subarray(start, end).toString('latin1') : '';
}

const isJpeg = (data: Buffer) => startsWith(data, 0xff, 0xd8, 0xff);
const isPng = (data: Buffer) => startsWith(data, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const isGif = (data: Buffer) => /^GIF8[79]a$/.test(ascii(data, 0, 6));
const isWebp = (data: Buffer) => ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP';
const isPdf = (data: Buffer) => ascii(data, 0, 5) === '%PDF-';
/** A local file header, or the end-of-directory record that is all an empty archive holds. */
const isZip = (data: Buffer) =>
  startsWith(data, 0x50, 0x4b, 0x03, 0x04) || startsWith(data, 0x50, 0x4b, 0x05, 0x06);
/** RAR 1.5-4.x and RAR 5 share this prefix. */
const isRar = (data: Buffer) => startsWith(data, 0x52, 0x61, 0x72, 0x21, 0x1a, 0x07);
const is7z = (data: Buffer) => startsWith(data, 0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c);
/** Word 97-2003 documents are OLE compound files. */
const isOle = (data: Buffer) => startsWith(data, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** A .docx is a zip whose directory lists `[Content_Types].xml`; entries are listed, never inflated. */
function isDocx(data: Buffer): boolean {
  if (!startsWith(data, 0x50, 0x4b, 0x03, 0x04)) return false;
  let hasContentTypes = false;
  try {
    unzipSync(data, {
      filter: (entry) => {
        if (entry.name === '[Content_Types].xml') hasContentTypes = true;
        return false;
      },
    });
  } catch {
    return false;
  }
  return hasContentTypes;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 with no NUL byte, or null. */
function decodeText(data: Buffer): string | null {
  if (data.includes(0)) return null;
  try {
    return utf8.decode(data);
  } catch {
    return null;
  }
}

/** Whether the first element, after an XML prolog, comments and a doctype, is `<svg`. */
function hasSvgRoot(text: string): boolean {
  let rest = text.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    let end: number;
    if (rest.startsWith('<?')) {
      end = rest.indexOf('?>');
      if (end < 0) return false;
      end += 2;
    } else if (rest.startsWith('<!--')) {
      end = rest.indexOf('-->');
      if (end < 0) return false;
      end += 3;
    } else if (/^<!doctype/i.test(rest)) {
      // A doctype may carry an internal subset in brackets, which may itself contain '>'.
      const doctype = /^<!doctype[^[>]*(?:\[[^\]]*\][^>]*)?>/i.exec(rest);
      if (!doctype) return false;
      end = doctype[0].length;
    } else {
      break;
    }
    rest = rest.slice(end);
  }
  return /^<svg[\s/>]/i.test(rest);
}

const BINARY_CHECKS: Partial<Record<AttachmentExtension, (data: Buffer) => boolean>> = {
  jpeg: isJpeg,
  jpg: isJpeg,
  png: isPng,
  gif: isGif,
  webp: isWebp,
  pdf: isPdf,
  zip: isZip,
  docx: isDocx,
  rar: isRar,
  '7z': is7z,
  doc: isOle,
};

/** Whether the bytes are what the extension claims. */
export function contentMatchesExtension(extension: AttachmentExtension, data: Buffer): boolean {
  const check = BINARY_CHECKS[extension];
  if (check) return check(data);
  const text = decodeText(data);
  if (text === null) return false;
  if (extension === 'svg') return hasSvgRoot(text);
  return TEXT_EXTENSIONS.has(extension);
}
