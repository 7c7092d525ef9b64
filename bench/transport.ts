/**
 * Bytes on the wire for the web app's first load: the built entry JS and CSS (from Vite's manifest),
 * fetched over real HTTP from the app origin (the api serving apps/web/dist) and from the preview
 * origin (the same two files stored as a project's live build), once each without compression, with
 * gzip and with brotli. Prints transferred bytes, the ratio to the uncompressed size and the time per
 * request (p50; on the preview origin the first compressed request, which compresses, apart).
 *
 *   pnpm --filter @atelier/web build   # once, so apps/web/dist holds the build
 *   apps/worker/node_modules/.bin/tsx bench/transport.ts [--runs 20] [--redis-url redis://127.0.0.1:6379]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { applyMigrations, createPrisma, dropDatabase, ensureDatabase } from '../packages/db/src/index.ts';
import { projectOrigin } from '../packages/config/src/preview.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { buildPreviewApp } from '../apps/api/src/preview/app.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const runs = Number(values.runs);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(
  await readFile(path.join(dist, '.vite/manifest.json'), 'utf8').catch(() => {
    console.error('No web build in apps/web/dist: run `pnpm --filter @atelier/web build` first.');
    process.exit(1);
  }),
) as Record<string, { file: string; isEntry?: boolean; css?: string[] }>;
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('No entry in the manifest');
const files = [entry.file, ...(entry.css ?? [])];

const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const databaseUrl = `postgresql://postgres@127.0.0.1:5432/atelier_bench_${runId}`;
const prefix = `atelier-bench-${runId}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));

/** One GET over HTTP; the body's bytes as sent (not decoded) and the time to the last byte. */
function get(port: number, host: string, url: string, encoding: string) {
  return new Promise<{ status: number; bytes: number; encoding: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request({
      host: '127.0.0.1',
      port,
      path: url,
      headers: { host, 'accept-encoding': encoding },
    });
    req.on('response', (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

await ensureDatabase(databaseUrl);
await applyMigrations(databaseUrl);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  REDIS_URL: values['redis-url'],
  REDIS_PREFIX: prefix,
  QUEUE_PREFIX: prefix,
  DATA_DIR: dataDir,
  APP_KEY: 'bench-app-key-bench-app-key-bench-app-key',
  WEB_DIST_DIR: dist,
});
const app = await buildApp(config, { logger: false, collectResults: false });
const preview = await buildPreviewApp(config, { logger: false });
const prisma = createPrisma(databaseUrl, { max: 2 });
let failed = false;
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  await preview.listen({ host: '127.0.0.1', port: 0 });

  // The web app's entry files as a published project's live build.
  const user = await prisma.user.create({ data: { email: `bench-${runId}@example.test`, status: 1 } });
  const project = await prisma.project.create({
    data: {
      userId: user.id,
      name: 'Transport bench',
      token: randomBytes(24).toString('hex'),
      isPublic: true,
    },
  });
  const version = await prisma.projectVersion.create({
    data: { projectId: project.id, number: 1, files: {}, buildStatus: 'ready', builtAt: new Date() },
  });
  const buildKey = `builds/${project.id}/${version.id}`;
  await preview.storage.put(`${buildKey}/index.html`, await readFile(path.join(dist, 'index.html')));
  for (const file of files)
    await preview.storage.put(`${buildKey}/${file}`, await readFile(path.join(dist, file)));
  await prisma.projectVersion.update({ where: { id: version.id }, data: { buildKey } });
  await prisma.project.update({
    where: { id: project.id },
    data: { liveVersionId: version.id, waitStatus: 0 },
  });

  const origins = [
    { name: 'app', port: (app.server.address() as AddressInfo).port, host: new URL(config.APP_URL).host },
    {
      name: 'preview',
      port: (preview.server.address() as AddressInfo).port,
      host: new URL(projectOrigin(config.PREVIEW_URL, project.uuid)).host,
    },
  ];
  console.log(
    `cpus ${os.cpus().length}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${runs} requests per row`,
  );
  for (const origin of origins) {
    let total = { identity: 0, gzip: 0, br: 0 };
    for (const file of files) {
      const url = `/${file}`;
      const sizes: Record<string, number> = {};
      for (const encoding of ['identity', 'gzip', 'br'] as const) {
        const first = await get(origin.port, origin.host, url, encoding);
        const times: number[] = [];
        for (let run = 0; run < runs; run++) {
          const res = await get(origin.port, origin.host, url, encoding);
          if (res.status !== 200 || res.encoding !== encoding || res.bytes !== first.bytes) {
            failed = true;
            console.log(`${origin.name} ${url} ${encoding}: status ${res.status}, encoding ${res.encoding}`);
          }
          times.push(res.ms);
        }
        sizes[encoding] = first.bytes;
        total = { ...total, [encoding]: total[encoding] + first.bytes };
        const ratio = sizes.identity ? (first.bytes / sizes.identity).toFixed(3) : '-';
        console.log(
          `${origin.name.padEnd(7)} ${path.basename(file).padEnd(24)} ${encoding.padEnd(8)} ${kb(first.bytes).padStart(9)}  ` +
            `ratio ${ratio}  p50 ${median(times).toFixed(1)} ms  first ${first.ms.toFixed(1)} ms`,
        );
      }
    }
    console.log(
      `${origin.name.padEnd(7)} entry JS + CSS: ${kb(total.identity)} plain, ${kb(total.gzip)} gzip ` +
        `(${(total.gzip / total.identity).toFixed(3)}), ${kb(total.br)} brotli (${(total.br / total.identity).toFixed(3)})`,
    );
  }
} finally {
  await app.close();
  await preview.close();
  await prisma.$disconnect();
  await dropDatabase(databaseUrl);
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
