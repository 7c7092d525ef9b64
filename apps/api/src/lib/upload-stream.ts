/**
 * Streams one multipart file part to storage while checking it: its size, its content (from the first
 * bytes on) and the user's storage quota. Nothing is held in memory beyond a chunk and what a check
 * keeps; a refused file is aborted and its partial object removed by the storage.
 */
import { finished } from 'node:stream';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '@atelier/storage';

export type UploadRefusal = 'too-large' | 'content' | 'quota';

export class UploadRefusedError extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(`upload refused: ${reason}`);
  }
}

/** Sees a file's bytes in order; answers false as soon as they cannot be what the file claims. */
export interface ContentInspector {
  update(chunk: Buffer): boolean;
  /** After the last chunk: whether the whole file is what it claims. */
  end(): boolean;
}

/** Counts the bytes of one request against what the user may still store. */
export class QuotaMeter {
  private taken = 0;
  /** `limit` 0 means no quota. */
  constructor(
    readonly limit: number,
    readonly used: number,
  ) {}

  /** Adds bytes; false once the user's total would pass the limit. */
  take(bytes: number): boolean {
    this.taken += bytes;
    return this.fits(0);
  }

  /** Whether `extra` more bytes (beyond those taken) still fit. */
  fits(extra: number): boolean {
    return this.limit === 0 || this.used + this.taken + extra <= this.limit;
  }
}

export interface PartChecks {
  /** More bytes than this refuse the file as too large. */
  maxBytes: number;
  inspect?: ContentInspector;
  quota?: QuotaMeter;
}

/** A busboy file stream: marked truncated when it passed the parser's own size limit. */
export type PartStream = Readable & { truncated?: boolean };

/**
 * Pipes a part through its checks into storage under `key`, or into nothing when `key` is null (a
 * file still checked so every problem can be reported, but not kept). Whatever happens the part is
 * read to its end, so the parser can go on to the next one. Rejects with UploadRefusedError for a
 * refused file, or with the stream's own error (a client that went away).
 */
export async function streamPart(
  storage: Storage,
  key: string | null,
  file: PartStream,
  checks: PartChecks,
): Promise<{ size: number }> {
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > checks.maxBytes) return callback(new UploadRefusedError('too-large'));
      if (checks.inspect && !checks.inspect.update(chunk)) return callback(new UploadRefusedError('content'));
      if (checks.quota && !checks.quota.take(chunk.length)) return callback(new UploadRefusedError('quota'));
      callback(null, chunk);
    },
    flush(callback) {
      // The parser stops a file at its size limit and marks it truncated: never keep half a file.
      if (file.truncated) return callback(new UploadRefusedError('too-large'));
      if (checks.inspect && !checks.inspect.end()) return callback(new UploadRefusedError('content'));
      callback();
    },
  });
  // pipe() does not pass a source's failure on: without this a client that goes away would leave the
  // write waiting forever.
  finished(file, (error) => {
    if (error) check.destroy(error);
  });
  // Bytes flow once the storage reads: a check failing before its reader is attached would go unheard.
  check.once('resume', () => file.pipe(check));
  try {
    if (key === null) {
      await pipeline(check, new Writable({ write: (_chunk, _encoding, callback) => callback() }));
    } else {
      await storage.putStream(key, check, { maxBytes: checks.maxBytes });
    }
    return { size };
  } catch (error) {
    // Read the rest of a refused part without keeping it, so the next parts (and their count) still arrive.
    file.unpipe(check);
    file.resume();
    throw error;
  }
}

/**
 * Reads at least `bytes` bytes from the start of a stream (fewer if it ends first) and answers them
 * with a stream that still yields everything, those bytes included.
 */
export function peek(file: PartStream, bytes: number): Promise<{ head: Buffer; source: PartStream }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const done = (ended: boolean) => {
      file.off('readable', onReadable);
      file.off('end', onEnd);
      file.off('error', onError);
      const head = Buffer.concat(chunks);
      if (!ended) {
        file.unshift(head);
        resolve({ head, source: file });
        return;
      }
      const source: PartStream = Readable.from(head.length ? [head] : []);
      source.truncated = file.truncated;
      resolve({ head, source });
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (length < bytes && (chunk = file.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length >= bytes) done(false);
    };
    const onEnd = () => done(true);
    const onError = (error: Error) => {
      file.off('readable', onReadable);
      file.off('end', onEnd);
      reject(error);
    };
    file.on('readable', onReadable);
    file.once('end', onEnd);
    file.once('error', onError);
  });
}
