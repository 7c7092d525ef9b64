import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local.ts';
import { storageSuite } from './storage-suite.ts';

let root: string;
let storage: LocalStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'atelier-storage-'));
  storage = new LocalStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Every file under a folder of the root, as keys. */
async function keysUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

storageSuite('LocalStorage', () => ({ storage, keysUnder }));

describe('LocalStorage', () => {
  it('leaves no temporary files behind', async () => {
    await storage.put('tmp-check/x.bin', Buffer.alloc(10));
    expect(await readdir(path.join(root, 'tmp-check'))).toEqual(['x.bin']);
  });
});
