import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSafeRelativePath } from '@atelier/contracts';
import { InvalidKeyError, LocalStorage, ObjectTooLargeError } from './index.ts';

/** A stream of `count` chunks of `size` bytes, made as it is read. */
function chunks(count: number, size: number, fail?: Error): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent === count) {
        if (fail) this.destroy(fail);
        else this.push(null);
        return;
      }
      sent += 1;
      this.push(Buffer.alloc(size, sent % 256));
    },
  });
}

let root: string;
let storage: LocalStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'atelier-storage-'));
  storage = new LocalStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('LocalStorage', () => {
  it('puts, gets, opens and deletes objects', async () => {
    await storage.put('files/a/b.txt', 'hello');
    expect((await storage.get('files/a/b.txt'))?.toString()).toBe('hello');
    const object = await storage.open('files/a/b.txt');
    expect(object?.size).toBe(5);
    await storage.delete('files/a/b.txt');
    expect(await storage.get('files/a/b.txt')).toBeNull();
    expect(await storage.open('files/a/b.txt')).toBeNull();
  });

  it('leaves no temporary files behind', async () => {
    await storage.put('tmp-check/x.bin', Buffer.alloc(10));
    expect(await readdir(path.join(root, 'tmp-check'))).toEqual(['x.bin']);
  });

  it('deletes a whole prefix', async () => {
    await storage.put('builds/1/index.html', '<html>');
    await storage.put('builds/1/assets/app.js', 'x');
    await storage.put('builds/2/index.html', '<html>');
    await storage.deletePrefix('builds/1/');
    expect(await storage.get('builds/1/assets/app.js')).toBeNull();
    expect(await storage.get('builds/2/index.html')).not.toBeNull();
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../outside', 'a/../../b', '/etc/passwd', 'a//b', 'a/./b', '', 'a\\b']) {
      await expect(storage.put(key, 'x')).rejects.toBeInstanceOf(InvalidKeyError);
    }
  });

  it("keeps exactly the keys the contracts' path rule allows (agent file paths are checked by it)", async () => {
    for (const key of ['public/100%.png', 'public/my logo.svg', 'a\u0000b', 'C:/x']) {
      expect(isSafeRelativePath(key), key).toBe(false);
      await expect(storage.put(key, 'x'), key).rejects.toBeInstanceOf(InvalidKeyError);
    }
    for (const key of ['builds/1/2/favicon.ico', 'builds/1/2/.well-known/x.json']) {
      expect(isSafeRelativePath(key), key).toBe(true);
      await storage.put(key, 'x');
      expect((await storage.get(key))?.toString(), key).toBe('x');
    }
  });

  it('streams an object to disk and answers its size', async () => {
    const { size } = await storage.putStream('stream/ok.bin', chunks(40, 64 * 1024), {
      maxBytes: 40 * 64 * 1024,
    });
    expect(size).toBe(40 * 64 * 1024);
    expect((await storage.open('stream/ok.bin'))?.size).toBe(size);
    const data = await storage.get('stream/ok.bin');
    expect(data?.[0]).toBe(1);
    expect(data?.[size - 1]).toBe(40);
  });

  it('stops at maxBytes and leaves neither the object nor a temporary file', async () => {
    await expect(
      storage.putStream('stream-limit/big.bin', chunks(10, 1000), { maxBytes: 9999 }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await storage.open('stream-limit/big.bin')).toBeNull();
    expect(await readdir(path.join(root, 'stream-limit'))).toEqual([]);
  });

  it('removes what was written when the source fails, and keeps an earlier object', async () => {
    await storage.put('stream-fail/a.bin', 'before');
    await expect(
      storage.putStream('stream-fail/a.bin', chunks(5, 1000, new Error('client went away'))),
    ).rejects.toThrow('client went away');
    expect((await storage.get('stream-fail/a.bin'))?.toString()).toBe('before');
    expect(await readdir(path.join(root, 'stream-fail'))).toEqual(['a.bin']);
  });

  it('refuses keys that could leave its root when streaming too', async () => {
    await expect(storage.putStream('../outside', chunks(1, 10))).rejects.toBeInstanceOf(InvalidKeyError);
  });
});
