/**
 * Where files, avatars, screenshots and builds live. Keys are relative paths made by the product,
 * never by users; the local driver keeps them under one root on disk. An S3-compatible driver
 * implements the same interface.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';

export interface StoredObject {
  size: number;
  stream(): Readable;
}

export interface Storage {
  put(key: string, data: Buffer | string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  open(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Removes every object under a prefix ("builds/12/"). */
  deletePrefix(prefix: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/;

export class InvalidKeyError extends Error {}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    if (
      !KEY_PATTERN.test(key) ||
      key.split('/').some((part) => part === '..' || part === '.' || part === '')
    ) {
      throw new InvalidKeyError(`Invalid storage key: ${key}`);
    }
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer | string): Promise<void> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so readers never see half a file.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.resolve(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
      throw error;
    });
  }

  async open(key: string): Promise<StoredObject | null> {
    const file = this.resolve(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, stream: () => createReadStream(file) };
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.resolve(prefix.replace(/\/$/, '')), { recursive: true, force: true });
  }
}
