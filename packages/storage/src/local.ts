/** The local driver: every object is a file under one root folder on disk. */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { isSafeRelativePath } from '@atelier/contracts';
import {
  InvalidKeyError,
  ObjectTooLargeError,
  type PutStreamOptions,
  type Storage,
  type StoredObject,
} from './types.ts';

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    if (!isSafeRelativePath(key)) {
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

  async putStream(key: string, source: Readable, options: PutStreamOptions = {}): Promise<{ size: number }> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    const { maxBytes } = options;
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (maxBytes !== undefined && size > maxBytes) callback(new ObjectTooLargeError(maxBytes));
        else callback(null, chunk);
      },
    });
    const sink = createWriteStream(temp, { flags: 'wx' });
    try {
      await pipeline(source, counter, sink);
      await rename(temp, file);
    } catch (error) {
      // A refusal on the first bytes can come before the file is even open: the stream opens (and
      // creates it) after that, so wait for it to close before removing what it made.
      if (!sink.closed) await once(sink, 'close').catch(() => undefined);
      await rm(temp, { force: true });
      throw error;
    }
    return { size };
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
