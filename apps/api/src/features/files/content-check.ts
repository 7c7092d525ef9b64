/**
 * What an attachment really is: its MIME type comes from its extension through a fixed table, never
 * from the client, and its bytes must match that extension (magic bytes for binary formats, valid
 * UTF-8 without NUL bytes for text), so a script renamed to .png is refused. The checks run on a
 * stream: binary formats are judged from their first bytes, text chunk by chunk, a .docx also by the
 * zip directory at its end.
 */
import type { ATTACHMENT_EXTENSIONS } from '@atelier/contracts';
import type { ContentInspector } from '../../lib/upload-stream.ts';

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

/** The first bytes an SVG's root element must appear in (after its prolog, comments and doctype). */
const SVG_HEAD_BYTES = 64 * 1024;
/** The longest magic number checked. */
const MAGIC_BYTES = 16;
/** The end of a .docx kept to read its zip directory (a Word file's is a few KB). */
const ZIP_TAIL_BYTES = 256 * 1024;

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

/** Magic numbers, judged on the first MAGIC_BYTES bytes. A .docx is a zip (its directory is read at the end). */
const BINARY_CHECKS: Partial<Record<AttachmentExtension, (head: Buffer) => boolean>> = {
  jpeg: isJpeg,
  jpg: isJpeg,
  png: isPng,
  gif: isGif,
  webp: isWebp,
  pdf: isPdf,
  zip: isZip,
  docx: (head) => startsWith(head, 0x50, 0x4b, 0x03, 0x04),
  rar: isRar,
  '7z': is7z,
  doc: isOle,
};

/**
 * Whether a zip's central directory, found from the end-of-directory record in the last bytes of the
 * file, lists an entry of that name. Entries are listed, never inflated. A directory that does not
 * fit in `tail` counts as not found.
 */
export function zipListsEntry(tail: Buffer, name: string): boolean {
  const wanted = Buffer.from(name);
  const lowest = Math.max(0, tail.length - 22 - 0xffff);
  for (let end = tail.length - 22; end >= lowest; end--) {
    if (tail.readUInt32LE(end) !== 0x06054b50) continue;
    const entries = tail.readUInt16LE(end + 10);
    const size = tail.readUInt32LE(end + 12);
    let at = end - size;
    if (at < 0) return false;
    for (let index = 0; index < entries; index++) {
      if (at + 46 > end || tail.readUInt32LE(at) !== 0x02014b50) return false;
      const nameLength = tail.readUInt16LE(at + 28);
      const next = at + 46 + nameLength + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
      if (next > end) return false;
      if (tail.subarray(at + 46, at + 46 + nameLength).equals(wanted)) return true;
      at = next;
    }
    return false;
  }
  return false;
}

/** A check of one file's bytes against its extension, fed as the bytes arrive. */
export function inspectContent(extension: AttachmentExtension): ContentInspector {
  const magic = BINARY_CHECKS[extension];
  const headLimit = magic ? MAGIC_BYTES : extension === 'svg' ? SVG_HEAD_BYTES : 0;
  const head: Buffer[] = [];
  let headLength = 0;
  let headJudged = headLimit === 0;
  const tail: Buffer[] = [];
  let tailLength = 0;
  const text = magic ? null : new TextDecoder('utf-8', { fatal: true });
  let ok = true;

  const judgeHead = (): boolean => {
    headJudged = true;
    const bytes = Buffer.concat(head);
    head.length = 0;
    if (magic) return magic(bytes);
    return hasSvgRoot(new TextDecoder('utf-8').decode(bytes));
  };

  return {
    update(chunk) {
      if (!ok) return false;
      if (!headJudged) {
        head.push(chunk.subarray(0, headLimit - headLength));
        headLength += Math.min(chunk.length, headLimit - headLength);
        if (headLength >= headLimit && !judgeHead()) return (ok = false);
      }
      if (text) {
        if (chunk.includes(0)) return (ok = false);
        try {
          text.decode(chunk, { stream: true });
        } catch {
          return (ok = false);
        }
      }
      if (extension === 'docx') {
        tail.push(chunk);
        tailLength += chunk.length;
        while (tail.length > 1 && tailLength - tail[0]!.length >= ZIP_TAIL_BYTES) {
          tailLength -= tail.shift()!.length;
        }
      }
      return true;
    },
    end() {
      if (!ok) return false;
      if (!headJudged && !judgeHead()) return (ok = false);
      if (text) {
        try {
          text.decode();
        } catch {
          return (ok = false);
        }
        if (extension !== 'svg' && !TEXT_EXTENSIONS.has(extension)) return (ok = false);
      }
      if (extension === 'docx') ok = zipListsEntry(Buffer.concat(tail), '[Content_Types].xml');
      return ok;
    },
  };
}

/** Whether the bytes are what the extension claims (the whole file at once). */
export function contentMatchesExtension(extension: AttachmentExtension, data: Buffer): boolean {
  const inspector = inspectContent(extension);
  return inspector.update(data) && inspector.end();
}
