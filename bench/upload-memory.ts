/**
 * Memory of the api under concurrent uploads: runs the real api server as its own process (its own
 * database, Redis prefix and storage folder), then sends N concurrent multipart uploads of S MB each
 * over HTTP and prints the api's resident memory before, at its peak (the kernel's high-water mark,
 * reset just before the uploads, plus 10 ms sampling) and after. Target: 8 x 10 MB grow RSS by less
 * than 150 MB (uploads are streamed to storage, never buffered).
 *
 *   apps/worker/node_modules/.bin/tsx bench/upload-memory.ts [--concurrency 8] [--size-mb 10] [--rounds 3]
 *     [--redis-url redis://127.0.0.1:6379]
 *
 * Linux only (reads /proc).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { applyMigrations, createPrisma, dropDatabase, ensureDatabase } from '../packages/db/src/index.ts';
import { issueToken } from '../apps/api/src/features/accounts/tokens.ts';

const { values } = parseArgs({
  options: {
    concurrency: { type: 'string', default: '8' },
    'size-mb': { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const concurrency = Number(values.concurrency);
const sizeBytes = Math.floor(Number(values['size-mb']) * 1024 * 1024);
const rounds = Number(values.rounds);
const TARGET_MB = 150;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const databaseUrl = `postgresql://postgres@127.0.0.1:5432/atelier_bench_${runId}`;
const redisUrl = values['redis-url'];
const prefix = `atelier-bench-${runId}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

await ensureDatabase(databaseUrl);
await applyMigrations(databaseUrl);
const prisma = createPrisma(databaseUrl, { max: 2 });
const user = await prisma.user.create({
  data: { email: `bench-${runId}@example.test`, status: 1, emailVerifiedAt: new Date() },
});
const token = await issueToken(prisma, user.id, 'bench', 1);
const conversation = await prisma.conversation.create({ data: { userId: user.id, title: 'Upload bench' } });

const port = await freePort();
// One process (node with the tsx loader, not the tsx CLI, which would fork a child of its own).
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'apps/api'),
  env: {
    // eslint-disable-next-line no-restricted-syntax -- the server inherits PATH and the like
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    QUEUE_PREFIX: prefix,
    DATA_DIR: dataDir,
    APP_KEY: 'bench-app-key-bench-app-key-bench-app-key',
    HOST: '127.0.0.1',
    PORT: String(port),
    PREVIEW_PORT: String(await freePort()),
    // Enough room for every round's files.
    STORAGE_QUOTA_BYTES: '0',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const pid = api.pid!;

async function memory(): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** One multipart upload of `size` bytes of text, written in 64 KB chunks as the socket takes them. */
function upload(size: number): Promise<number> {
  const boundary = `----atelier-bench-${randomBytes(6).toString('hex')}`;
  const fields = ['context_type', 'conversation', 'context_uuid', conversation.uuid] as const;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${fields[0]}"\r\n\r\n${fields[1]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${fields[2]}"\r\n\r\n${fields[3]}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="bench.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/files/upload',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

async function waitForApi() {
  for (let i = 0; i < 300; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/test' }, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('error', () => resolve(false));
      req.end();
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the api did not start');
}

let failed = false;
try {
  await waitForApi();
  // Warm up: code paths loaded, pools open.
  for (let i = 0; i < 2; i++) {
    if ((await upload(256 * 1024)) !== 201) throw new Error('warm-up upload failed');
  }
  await new Promise((r) => setTimeout(r, 500));
  console.log(
    `cpus ${os.cpus().length}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${concurrency} concurrent uploads of ${mb(sizeBytes)} MB, ${rounds} rounds`,
  );
  const growths: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const before = await memory();
    // Resets the kernel's peak-RSS mark (VmHWM) to the current RSS.
    await writeFile(`/proc/${pid}/clear_refs`, '5').catch(() => {});
    let sampled = before.rss;
    const sampler = setInterval(() => {
      memory().then(
        (m) => (sampled = Math.max(sampled, m.rss)),
        () => {},
      );
    }, 10);
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: concurrency }, () => upload(sizeBytes)));
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    const after = await memory();
    const peak = Math.max(sampled, after.peak);
    const growth = peak - before.rss;
    growths.push(growth);
    if (statuses.some((status) => status !== 201)) {
      failed = true;
      console.log(`round ${round}: statuses ${statuses.join(', ')}`);
    }
    console.log(
      `round ${round}: RSS before ${mb(before.rss)} MB, peak ${mb(peak)} MB, after ${mb(after.rss)} MB, ` +
        `growth ${mb(growth)} MB; ${(elapsed / 1000).toFixed(2)} s, ` +
        `${mb((concurrency * sizeBytes) / (elapsed / 1000))} MB/s`,
    );
  }
  const worst = Math.max(...growths);
  const verdict = worst < TARGET_MB * 1024 * 1024 ? 'within' : 'OVER';
  console.log(`worst RSS growth ${mb(worst)} MB (target < ${TARGET_MB} MB): ${verdict} target`);
  if (verdict === 'OVER') failed = true;
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  await prisma.$disconnect();
  // ioredis is the api's dependency, not the repository root's.
  const { Redis } = createRequire(path.join(root, 'apps/api/package.json'))('ioredis') as {
    Redis: new (url: string) => {
      keys(pattern: string): Promise<string[]>;
      del(...keys: string[]): Promise<number>;
      quit(): Promise<unknown>;
    };
  };
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await dropDatabase(databaseUrl);
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
