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
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import { createPrisma } from '../packages/db/src/index.ts';
import { issueToken } from '../apps/api/src/features/accounts/tokens.ts';
import { createBenchRun, machine, startApi } from './api-process.ts';

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

const run = await createBenchRun(values['redis-url']);
const prisma = createPrisma(run.databaseUrl, { max: 2 });
const user = await prisma.user.create({
  data: {
    email: `bench-${randomBytes(4).toString('hex')}@example.test`,
    status: 1,
    emailVerifiedAt: new Date(),
  },
});
const token = await issueToken(prisma, user.id, 'bench', 1);
const conversation = await prisma.conversation.create({ data: { userId: user.id, title: 'Upload bench' } });

// Enough room for every round's files.
const api = await startApi({ ...run.env, STORAGE_QUOTA_BYTES: '0' });
const { pid, port } = api;

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

let failed = false;
try {
  // Warm up: code paths loaded, pools open.
  for (let i = 0; i < 2; i++) {
    if ((await upload(256 * 1024)) !== 201) throw new Error('warm-up upload failed');
  }
  await new Promise((r) => setTimeout(r, 500));
  console.log(`${machine()}; ${concurrency} concurrent uploads of ${mb(sizeBytes)} MB, ${rounds} rounds`);
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
  await api.stop();
  await prisma.$disconnect();
  await run.close();
}
process.exit(failed ? 1 : 0);
