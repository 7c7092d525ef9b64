import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidKeyError, LocalStorage } from './index.ts';

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
});
