/**
 * For benches that measure the api as it runs in production: its own process (node with the tsx
 * loader), its own database, Redis prefix and data folder, reached over real HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, dropDatabase, ensureDatabase } from '../packages/db/src/index.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One bench run's own database, Redis prefix and data folder; `close` removes all three. */
export interface BenchRun {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  dataDir: string;
  /** The settings every api process of the run shares. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function createBenchRun(redisUrl: string): Promise<BenchRun> {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = `postgresql://postgres@127.0.0.1:5432/atelier_bench_${runId}`;
  const prefix = `atelier-bench-${runId}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));
  await ensureDatabase(databaseUrl);
  await applyMigrations(databaseUrl);
  return {
    databaseUrl,
    redisUrl,
    prefix,
    dataDir,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      QUEUE_PREFIX: prefix,
      DATA_DIR: dataDir,
      APP_KEY: 'bench-app-key-bench-app-key-bench-app-key',
      HOST: '127.0.0.1',
    },
    async close() {
      await removeRedisKeys(redisUrl, prefix);
      await dropDatabase(databaseUrl);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Deletes every Redis key under the prefix (ioredis is the api's dependency, not the root's). */
async function removeRedisKeys(redisUrl: string, prefix: string): Promise<void> {
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
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resolves once something answers HTTP on the port (any status). */
export async function waitForHttp(port: number, url = '/', timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const up = await new Promise<boolean>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: url }, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('error', () => resolve(false));
      req.end();
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered on port ${port}`);
}

export interface ApiProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  stop(): Promise<void>;
}

/**
 * The api server (apps/api/src/server.ts) as a process of its own on a free port, once it answers.
 * `imports` are modules loaded before it (node --import); `ipc` opens a message channel to it.
 */
export async function startApi(
  env: Record<string, string>,
  options: { imports?: string[]; ipc?: boolean } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  // One process: node with the tsx loader, not the tsx CLI, which would fork a child of its own.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...(options.imports ?? []).flatMap((file) => ['--import', file]), 'src/server.ts'],
    {
      cwd: path.join(root, 'apps/api'),
      env: {
        // eslint-disable-next-line no-restricted-syntax -- the server inherits PATH and the like
        ...process.env,
        ...env,
        PORT: String(port),
        PREVIEW_PORT: String(await freePort()),
      },
      stdio: ['ignore', 'inherit', 'inherit', ...(options.ipc ? (['ipc'] as const) : [])],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForHttp(port, '/api/test'),
    exited.then(() => {
      throw new Error('the api ended before it listened');
    }),
  ]);
  return {
    child,
    pid: child.pid!,
    port,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The machine's state, printed with every figure: they vary with the load. */
export function machine(): string {
  return `cpus ${os.cpus().length}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}
