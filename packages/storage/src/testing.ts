/**
 * For tests: a local S3-compatible server (s3rver, files in a temporary folder) with one bucket, and
 * the settings that point the S3 driver at it. Not for production code.
 *
 * s3rver runs in a child process of its own because it needs two things a test process should not
 * change for everything else: OpenSSL's legacy provider (it makes ListObjectsV2 continuation tokens
 * with DES, which OpenSSL 3 leaves out by default, so every truncated listing fails without it), and a
 * fix to its multi-object delete (it deletes the keys at once and each then removes its folder when
 * empty; two in one folder race on that rmdir and answer InternalError; S3 and MinIO have no folders).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

/** The child: starts s3rver, prints its port, and stops when its stdin closes (the parent ended). */
const SERVER = `
const [s3rverPath, directory, bucket] = process.argv.slice(1);
const S3rver = require(s3rverPath);
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory,
  configureBuckets: [{ name: bucket, configs: [] }] });
const store = server.store;
const deleteObject = store.deleteObject.bind(store);
store.deleteObject = (name, key) => deleteObject(name, key).catch((error) => {
  if (error.code !== 'ENOENT' && error.code !== 'ENOTEMPTY') throw error;
});
server.run().then(({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'));
process.stdin.on('end', () => server.close().finally(() => process.exit(0)));
process.stdin.resume();
`;

/** s3rver accepts any signature made with these. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startLocalS3(bucket = 'atelier-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'atelier-s3rver-'));
  const s3rverPath = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', SERVER, s3rverPath, directory, bucket],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const ready = once(lines, 'line') as Promise<[string]>;
  const [line] = await Promise.race([
    ready,
    exited.then(([code]) => {
      throw new Error(`s3rver exited with code ${String(code)} before it listened`);
    }),
  ]);
  const { port } = JSON.parse(line) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials,
    async close() {
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
