/** What every storage driver implements, and the errors they share. */
import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  stream(): Readable;
}

export interface PutStreamOptions {
  /** More bytes than this rejects with ObjectTooLargeError, and nothing is stored. */
  maxBytes?: number;
}

export interface Storage {
  put(key: string, data: Buffer | string): Promise<void>;
  /**
   * Stores a stream without holding it in memory. The object appears only once the stream has ended
   * well: if it fails (its own error, or more than `maxBytes`), whatever was written is removed.
   */
  putStream(key: string, source: Readable, options?: PutStreamOptions): Promise<{ size: number }>;
  get(key: string): Promise<Buffer | null>;
  open(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Removes every object under a folder: "builds/12/" and "builds/12" both mean builds/12, never builds/120. */
  deletePrefix(prefix: string): Promise<void>;
  /** Releases connections (the S3 driver's); the process calls it when it shuts down. */
  close?(): Promise<void>;
}

/** A key that is not a safe relative path (the rule agent file paths are checked by too). */
export class InvalidKeyError extends Error {}

export class ObjectTooLargeError extends Error {
  readonly code = 'OBJECT_TOO_LARGE';
  constructor(readonly maxBytes: number) {
    super(`Object larger than ${maxBytes} bytes`);
  }
}
