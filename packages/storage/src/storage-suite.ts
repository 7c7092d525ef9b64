/**
 * The behaviour every storage driver owes the product, as one suite each driver's test file runs
 * (local.test.ts, s3.test.ts), so the drivers cannot drift apart.
 */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { isSafeRelativePath } from '@atelier/contracts';
import { InvalidKeyError, ObjectTooLargeError, type Storage } from './types.ts';

/** A stream of `count` chunks of `size` bytes, made as it is read; it fails at the end when told. */
export function chunks(count: number, size: number, fail?: Error): Readable {
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

export interface DriverUnderTest {
  /** A storage whose deletePrefix lists and deletes `batchSize` keys per request where it batches. */
  storage: Storage;
  /** Every key the driver holds under a folder, temporary and unfinished ones included. */
  keysUnder: (folder: string) => Promise<string[]>;
}

const MiB = 1024 * 1024;

export function storageSuite(name: string, driver: () => DriverUnderTest): void {
  describe(`${name}: shared storage behaviour`, () => {
    it('puts, gets, opens, streams and deletes objects', async () => {
      const { storage } = driver();
      await storage.put('files/a/b.txt', 'hello');
      expect((await storage.get('files/a/b.txt'))?.toString()).toBe('hello');
      const object = await storage.open('files/a/b.txt');
      expect(object?.size).toBe(5);
      expect(await text(object!.stream())).toBe('hello');
      await storage.put('files/a/b.txt', Buffer.from('replaced'));
      expect((await storage.get('files/a/b.txt'))?.toString()).toBe('replaced');
      await storage.delete('files/a/b.txt');
      expect(await storage.get('files/a/b.txt')).toBeNull();
      expect(await storage.open('files/a/b.txt')).toBeNull();
    });

    it('answers null for missing keys and folders, and deletes a missing key quietly', async () => {
      const { storage } = driver();
      expect(await storage.get('missing/nothing.txt')).toBeNull();
      expect(await storage.open('missing/nothing.txt')).toBeNull();
      await storage.put('folder-only/inner/x.txt', 'x');
      expect(await storage.get('folder-only/inner')).toBeNull();
      expect(await storage.open('folder-only/inner')).toBeNull();
      await expect(storage.delete('missing/nothing.txt')).resolves.toBeUndefined();
      await expect(storage.deletePrefix('missing-folder/')).resolves.toBeUndefined();
    });

    it('deletes a whole folder, with or without its trailing slash, and nothing beside it', async () => {
      const { storage } = driver();
      await storage.put('builds/1/index.html', '<html>');
      await storage.put('builds/1/assets/app.js', 'x');
      await storage.put('builds/10/index.html', '<html>');
      await storage.put('builds/2/index.html', '<html>');
      await storage.deletePrefix('builds/1/');
      expect(await storage.get('builds/1/assets/app.js')).toBeNull();
      expect(await storage.get('builds/1/index.html')).toBeNull();
      expect(await storage.get('builds/10/index.html')).not.toBeNull();
      await storage.deletePrefix('builds/2');
      expect(await storage.get('builds/2/index.html')).toBeNull();
      expect(await storage.get('builds/10/index.html')).not.toBeNull();
    });

    it('deletes a folder of more objects than one listing holds', async () => {
      const { storage, keysUnder } = driver();
      const keys = Array.from({ length: 23 }, (_, i) => `many/${i % 3}/file-${i}.txt`);
      await Promise.all(keys.map((key) => storage.put(key, key)));
      await storage.put('many-kept/x.txt', 'x');
      expect(await keysUnder('many')).toHaveLength(23);
      await storage.deletePrefix('many/');
      expect(await keysUnder('many')).toEqual([]);
      expect(await storage.get('many-kept/x.txt')).not.toBeNull();
    });

    it('refuses keys that could leave its root, in every operation', async () => {
      const { storage } = driver();
      for (const key of ['../outside', 'a/../../b', '/etc/passwd', 'a//b', 'a/./b', '', 'a\\b']) {
        await expect(storage.put(key, 'x'), key).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(storage.open(key), key).rejects.toBeInstanceOf(InvalidKeyError);
        await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      }
      await expect(storage.deletePrefix('../')).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.putStream('../outside', chunks(1, 10))).rejects.toBeInstanceOf(InvalidKeyError);
    });

    it("keeps exactly the keys the contracts' path rule allows (agent file paths are checked by it)", async () => {
      const { storage } = driver();
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

    it('streams a small object and answers its size', async () => {
      const { storage } = driver();
      const { size } = await storage.putStream('stream/small.bin', chunks(4, 1000), { maxBytes: 4000 });
      expect(size).toBe(4000);
      expect((await storage.open('stream/small.bin'))?.size).toBe(4000);
      const data = await storage.get('stream/small.bin');
      expect(data?.[0]).toBe(1);
      expect(data?.[3999]).toBe(4);
    });

    it('streams an object larger than one upload part', async () => {
      const { storage } = driver();
      const { size } = await storage.putStream('stream/large.bin', chunks(96, 64 * 1024), {
        maxBytes: 6 * MiB,
      });
      expect(size).toBe(6 * MiB);
      expect((await storage.open('stream/large.bin'))?.size).toBe(size);
      const data = await storage.get('stream/large.bin');
      expect(data?.length).toBe(size);
      expect(data?.[0]).toBe(1);
      expect(data?.[size - 1]).toBe(96);
    });

    it('stops at maxBytes and leaves nothing behind, in one part or several', async () => {
      const { storage, keysUnder } = driver();
      await expect(
        storage.putStream('stream-limit/small.bin', chunks(10, 1000), { maxBytes: 9999 }),
      ).rejects.toBeInstanceOf(ObjectTooLargeError);
      await expect(
        storage.putStream('stream-limit/large.bin', chunks(128, 64 * 1024), { maxBytes: 7 * MiB }),
      ).rejects.toBeInstanceOf(ObjectTooLargeError);
      expect(await storage.open('stream-limit/small.bin')).toBeNull();
      expect(await storage.open('stream-limit/large.bin')).toBeNull();
      expect(await keysUnder('stream-limit')).toEqual([]);
    });

    it('removes what was written when the source fails, and keeps an earlier object', async () => {
      const { storage, keysUnder } = driver();
      await storage.put('stream-fail/a.bin', 'before');
      await expect(
        storage.putStream('stream-fail/a.bin', chunks(5, 1000, new Error('client went away'))),
      ).rejects.toThrow('client went away');
      await expect(
        storage.putStream('stream-fail/a.bin', chunks(112, 64 * 1024, new Error('client went away late'))),
      ).rejects.toThrow('client went away late');
      expect((await storage.get('stream-fail/a.bin'))?.toString()).toBe('before');
      expect(await keysUnder('stream-fail')).toEqual(['stream-fail/a.bin']);
    });
  });
}
