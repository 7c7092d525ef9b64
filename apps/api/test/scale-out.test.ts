/**
 * More than one machine: two api processes and two worker processes (the worker's own consumers, see
 * fixtures/scale-worker.ts) on one PostgreSQL database, one Redis prefix and one S3 bucket (s3rver),
 * each with a data folder of its own and no storage on disk. A person works through both apis at once
 * while a worker is killed in the middle of a job: every message is answered exactly once, answers
 * and builds are seen through either api, and the rate limits and caches hold across both.
 *
 * The database is this file's own: each api's result collector sweeps every open message it finds,
 * which must not reach other test files' messages (they run with other queues at the same time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Queue } from 'bullmq';
import { DEFAULT_QUEUE_NAME } from '@atelier/contracts';
import {
  applyMigrations,
  createPrisma,
  dropDatabase,
  ensureDatabase,
  seed,
  type PrismaClient,
} from '@atelier/db';
import { S3Storage } from '@atelier/storage';
import { startLocalS3, type LocalS3 } from '@atelier/storage/testing';
import { issueToken } from '../src/features/accounts/tokens.ts';
import { eventually } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '..');

/** A child process whose output is read line by line, to wait for what it reports. */
class Child {
  readonly lines: string[] = [];
  readonly exited: Promise<unknown[]>;
  #waiters = new Set<{ match: (line: string) => boolean; resolve: (line: string) => void }>();

  constructor(
    readonly name: string,
    readonly process: ChildProcess,
  ) {
    this.exited = once(process, 'exit');
    for (const stream of [process.stdout, process.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        this.lines.push(line);
        for (const waiter of this.#waiters) {
          if (!waiter.match(line)) continue;
          this.#waiters.delete(waiter);
          waiter.resolve(line);
        }
      });
    }
  }

  /** The first line (already printed or to come) that matches; fails if the process ends first. */
  waitFor(match: (line: string) => boolean, timeoutMs = 45_000): Promise<string> {
    const seen = this.lines.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(this.#failure('no such line in time')), timeoutMs);
      const waiter = {
        match,
        resolve: (line: string) => {
          clearTimeout(timer);
          resolve(line);
        },
      };
      this.#waiters.add(waiter);
      void this.exited.then(() => {
        clearTimeout(timer);
        if (this.#waiters.delete(waiter)) reject(this.#failure('the process ended'));
      });
    });
  }

  async stop(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    this.process.kill('SIGTERM');
    await this.exited;
  }

  #failure(reason: string): Error {
    return new Error(`${this.name}: ${reason}; its last output:\n${this.lines.slice(-20).join('\n')}`);
  }
}

const dataDirs: string[] = [];
/** A data folder of the process's own: no two processes share a disk. */
async function dataDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `atelier-${name}-`));
  dataDirs.push(dir);
  return dir;
}

/** One process (node with the tsx loader, not the tsx CLI, which forks a child a kill would miss). */
function startProcess(name: string, script: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return new Child(name, child);
}

interface Api {
  child: Child;
  url: string;
  previewPort: number;
}

async function startApi(name: string, env: Record<string, string>): Promise<Api> {
  const child = startProcess(name, 'src/server.ts', [], {
    ...env,
    DATA_DIR: await dataDir(name),
    // Any free ports: each listener reports its address in the log.
    PORT: '0',
    PREVIEW_PORT: '0',
    LOG_LEVEL: 'info',
  });
  const addressOf = async (message: string) =>
    (JSON.parse(await child.waitFor((line) => line.includes(`"msg":"${message}"`))) as { address: string })
      .address;
  const [url, preview] = await Promise.all([addressOf('api listening'), addressOf('preview listening')]);
  return { child, url, previewPort: Number(new URL(preview).port) };
}

/** A worker process; with `--start-on-input`, loaded and waiting for `startConsumers`. */
async function startWorker(name: string, env: Record<string, string>, args: string[] = []): Promise<Child> {
  const child = startProcess(name, 'test/fixtures/scale-worker.ts', args, {
    ...env,
    DATA_DIR: await dataDir(name),
    LOG_LEVEL: 'warn',
    // Thumbnails are Chromium's work, not this test's.
    AUTO_THUMBNAILS: 'false',
  });
  await child.waitFor((line) => line === (args.includes('--start-on-input') ? 'loaded' : 'ready'));
  return child;
}

async function startConsumers(worker: Child): Promise<void> {
  worker.process.stdin?.write('go\n');
  await worker.waitFor((line) => line === 'ready');
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  api: Api,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

interface PreviewAnswer {
  status: number;
  body: string;
  cookie: string | undefined;
}

/** A GET of a page on a preview listener for a project's origin (the Host header names the project). */
function previewGet(port: number, address: string, cookie?: string): Promise<PreviewAnswer> {
  const url = new URL(address);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, accept: 'text/html', ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookie: res.headers['set-cookie']?.[0]?.split(';')[0],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

interface ConversationView {
  uuid: string;
  title: string;
  messages: { uuid: string; role: string; content: string }[];
}

async function conversationOn(api: Api, token: string, uuid: string): Promise<ConversationView> {
  const res = await call(api, 'GET', `/api/conversations/${uuid}`, { token });
  expect(res.status).toBe(200);
  return res.body.conversation as ConversationView;
}

/** Waits until the conversation, read through this api, has as many answers as questions. */
function answeredOn(api: Api, token: string, uuid: string): Promise<ConversationView> {
  return eventually(async () => {
    const conversation = await conversationOn(api, token, uuid);
    const count = (role: string) => conversation.messages.filter((m) => m.role === role).length;
    return count('assistant') === count('user') ? conversation : null;
  }, 30_000);
}

let databaseUrl: string;
let prisma: PrismaClient;
let s3: LocalS3;
let bucket: S3Storage;
let env: Record<string, string>;
let apis: Api[] = [];
const workers: Child[] = [];
let userId: number;
let token: string;
let conversations: string[] = [];

beforeAll(async () => {
  const url = new URL(inject('databaseUrl'));
  url.pathname = `${url.pathname}_scale`;
  databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  await applyMigrations(databaseUrl);
  prisma = createPrisma(databaseUrl, { max: 2 });
  await seed(prisma);
  s3 = await startLocalS3('atelier-scale-out');
  const prefix = `${inject('redisPrefix')}-scale`;
  const s3Prefix = `run-${randomBytes(4).toString('hex')}`;
  env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: prefix,
    QUEUE_PREFIX: prefix,
    // One key for all: a link one instance signs, another one checks.
    APP_KEY: 'scale-out-app-key-scale-out-app-key-0123',
    APP_URL: 'http://app.test',
    PREVIEW_URL: 'http://preview.test',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'atelier-scale-no-web'),
    STORAGE_DRIVER: 's3',
    // A folder that does not exist: nothing may fall back to a disk of its own.
    STORAGE_DIR: `/nonexistent/atelier-${s3Prefix}`,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_PREFIX: s3Prefix,
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    RATE_LIMIT_REGISTER_PER_HOUR: '3',
  };
  bucket = new S3Storage({
    bucket: s3.bucket,
    prefix: s3Prefix,
    endpoint: s3.endpoint,
    credentials: s3.credentials,
    forcePathStyle: true,
  });
  // The first worker holds the first agent job it takes: the one the test kills it in the middle of.
  // The second one loads meanwhile and starts taking jobs only once the first holds its job.
  const [first, second, holding, waiting] = await Promise.all([
    startApi('api-1', env),
    startApi('api-2', env),
    startWorker('worker-1', env, ['--hold-first-agent-job']),
    startWorker('worker-2', env, ['--start-on-input']),
  ]);
  apis = [first, second];
  workers.push(holding, waiting);
  const user = await prisma.user.create({
    data: {
      email: `scale-${randomBytes(4).toString('hex')}@example.test`,
      status: 1,
      emailVerifiedAt: new Date(),
    },
  });
  userId = user.id;
  token = await issueToken(prisma, user.id, 'test', 1);
}, 90_000);

afterAll(async () => {
  await Promise.all([...apis.map((api) => api.child.stop()), ...workers.map((worker) => worker.stop())]);
  await bucket?.close();
  await s3?.close();
  await prisma?.$disconnect();
  if (databaseUrl) await dropDatabase(databaseUrl);
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
}, 60_000);

const api = (index: number): Api => apis[index % apis.length]!;

describe('two apis and two workers on one PostgreSQL, Redis and S3', () => {
  it('answers every message exactly once, through either api, when a worker is killed mid-job', async () => {
    // The first worker, alone, takes the first message and keeps it.
    const opening = await call(api(0), 'POST', '/api/conversations', {
      token,
      body: { content: 'A habit tracker with streaks and a dark theme' },
    });
    expect(opening.status).toBe(201);
    const held = (opening.body.user_message as { uuid: string }).uuid;
    await workers[0]!.waitFor((line) => line === `taken ${held}`);
    await startConsumers(workers[1]!);

    // Four more conversations at once, through both apis; each answer read through the other api.
    const prompts = [
      'A kanban board for our marketing team with columns Ideas, Drafting, Review, Published',
      'A landing page for Ledgerly, an invoicing tool. Plans: Starter $9/month, Pro $29/month.',
      'A recipe book with ingredients and cooking times',
      'Website for Bella Cuts hair salon. Services: Haircut $35, Color $80.',
    ];
    const started = await Promise.all(
      prompts.map((content, index) =>
        call(api(index), 'POST', '/api/conversations', { token, body: { content } }),
      ),
    );
    expect(started.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    const uuids = started.map((res) => (res.body.conversation as { uuid: string }).uuid);
    await Promise.all(uuids.map((uuid, index) => answeredOn(api(index + 1), token, uuid)));

    // Follow-ups at once, each through the api the conversation did not start on; then the worker
    // holding the first job dies without a word, whatever else it has in hand.
    const followUps = await Promise.all(
      uuids.map((uuid, index) =>
        call(api(index + 1), 'POST', `/api/conversations/${uuid}/messages`, {
          token,
          body: { content: 'Rename it to "Team Board"' },
        }),
      ),
    );
    expect(followUps.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    workers[0]!.process.kill('SIGKILL');
    await workers[0]!.exited;

    conversations = [(opening.body.conversation as { uuid: string }).uuid, ...uuids];
    // Every message settled and every agent job done and gone (the collectors remove a job once its
    // answer is stored): nothing is left that could still bring a second answer.
    const agentQueue = new Queue(DEFAULT_QUEUE_NAME, {
      connection: { url: env.REDIS_URL },
      prefix: env.QUEUE_PREFIX,
    });
    try {
      await eventually(async () => {
        const open = await prisma.message.count({
          where: { role: 'user', status: { in: ['queued', 'working'] } },
        });
        const counts = await agentQueue.getJobCounts('active', 'wait', 'delayed', 'prioritized', 'completed');
        return open === 0 && Object.values(counts).every((count) => count === 0) ? true : null;
      }, 40_000);
    } finally {
      await agentQueue.close();
    }

    const questions = await prisma.message.findMany({
      where: { role: 'user', conversation: { userId } },
      include: { reply: { select: { role: true } } },
    });
    expect(questions).toHaveLength(1 + 2 * prompts.length);
    for (const question of questions) {
      expect({ status: question.status, error: question.errorCode, reply: question.reply?.role }).toEqual({
        status: 'answered',
        error: null,
        reply: 'assistant',
      });
    }
    expect(await prisma.message.count({ where: { role: 'assistant', conversation: { userId } } })).toBe(
      questions.length,
    );
    // The same answers through either api, and no conversation is left locked.
    for (const uuid of conversations) {
      const [one, two] = await Promise.all([
        conversationOn(api(0), token, uuid),
        conversationOn(api(1), token, uuid),
      ]);
      expect(one.messages.map((m) => m.role)).toEqual(
        uuid === conversations[0] ? ['user', 'assistant'] : ['user', 'assistant', 'user', 'assistant'],
      );
      expect(two.messages).toEqual(one.messages);
      for (const each of apis) {
        const status = await call(each, 'GET', `/api/conversations/${uuid}/status`, { token });
        expect((status.body.data as { is_locked: boolean }).is_locked).toBe(false);
      }
    }
  }, 90_000);

  it('serves a project a worker built into the bucket from both apis’ preview origins', async () => {
    expect(conversations.length).toBeGreaterThan(0);
    const created = await call(api(1), 'POST', '/api/projects', {
      token,
      body: { name: 'Scale Board', conversation_id: conversations[1] },
    });
    expect(created.status).toBe(201);
    const { id } = created.body.data as { id: number };
    // The address the owner gets from the first api, signed with the key both share.
    const got = await call(api(0), 'GET', `/api/projects/${id}`, { token });
    const address = (got.body.data as { preview_url: string }).preview_url;
    // The signed address leaves a cookie on the project's origin; the cookie one api's preview set
    // opens the project on the other's.
    const signed = await previewGet(api(0).previewPort, address);
    expect(signed.status).toBe(302);
    expect(signed.cookie).toBeTruthy();
    const root = new URL(address);
    root.search = '';
    const page = await eventually(async () => {
      const res = await previewGet(api(0).previewPort, root.href, signed.cookie);
      return res.status === 200 ? res : null;
    }, 45_000);
    const other = await previewGet(api(1).previewPort, root.href, signed.cookie);
    expect(other).toEqual(page);
    expect(page.body).toContain('<div id="root">');

    const project = await prisma.project.findUniqueOrThrow({
      where: { id },
      include: { liveVersion: { select: { buildKey: true } } },
    });
    const buildKey = project.liveVersion?.buildKey;
    expect(buildKey).toBeTruthy();
    // The page is the build the worker put in the bucket (the preview adds its own script to it).
    const stored = (await bucket.get(path.posix.join(buildKey!, 'index.html')))?.toString('utf8');
    expect(stored).toContain('<title>Scale Board</title>');
    const script = /<script[^>]* src="([^"]+)"/.exec(stored ?? '')?.[1];
    expect(script).toBeTruthy();
    expect(page.body).toContain(script);
    expect(existsSync(env.STORAGE_DIR!)).toBe(false);
  }, 60_000);

  it('counts a rate limit across both apis', async () => {
    // RATE_LIMIT_REGISTER_PER_HOUR is 3 for this address, wherever the requests land.
    const register = (index: number) =>
      call(api(index), 'POST', '/api/register', {
        body: {
          email: `limit-${index}-${randomBytes(4).toString('hex')}@example.test`,
          password: 'correct horse battery',
          password_confirmation: 'correct horse battery',
        },
      });
    const statuses: number[] = [];
    for (const index of [0, 1, 0, 1, 0]) statuses.push((await register(index)).status);
    // Kept in one process's memory, each api would have let 3 through: 5 in all.
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('shows a change made through one api on the other: a rename, a sign-out', async () => {
    const uuid = conversations[2]!;
    // Read once through the second api first, so anything it keeps is in place before the change.
    expect((await conversationOn(api(1), token, uuid)).title).not.toBe('Renamed through api 1');
    const renamed = await call(api(0), 'PUT', `/api/conversations/${uuid}`, {
      token,
      body: { title: 'Renamed through api 1' },
    });
    expect(renamed.status).toBe(200);
    await eventually(async () => {
      const list = await call(api(1), 'GET', '/api/conversations?page=1&per_page=9', { token });
      const titles = (list.body.conversations as { data: { uuid: string; title: string }[] }).data;
      const one = await conversationOn(api(1), token, uuid);
      return one.title === 'Renamed through api 1' &&
        titles.find((c) => c.uuid === uuid)?.title === 'Renamed through api 1'
        ? true
        : null;
    }, 2000);

    const session = await issueToken(prisma, userId, 'second device', 1);
    expect((await call(api(1), 'GET', '/api/projects', { token: session })).status).toBe(200);
    expect((await call(api(0), 'POST', '/api/logout', { token: session })).status).toBe(200);
    await eventually(
      async () =>
        (await call(api(1), 'GET', '/api/projects', { token: session })).status === 401 ? true : null,
      2000,
    );
  });

  it('takes one of two messages sent to a conversation at the same moment through both apis', async () => {
    const uuid = conversations[3]!;
    for (const round of [1, 2]) {
      await answeredOn(api(0), token, uuid);
      const sent = await Promise.all(
        [0, 1].map((index) =>
          call(api(index), 'POST', `/api/conversations/${uuid}/messages`, {
            token,
            body: { content: `Make the title bigger, round ${round}` },
          }),
        ),
      );
      // The conversation's lock holds across processes: one is taken, the other is told it is locked.
      expect(sent.map((res) => res.status).sort()).toEqual([201, 409]);
    }
    const answered = await answeredOn(api(1), token, uuid);
    expect(answered.messages.filter((m) => m.role === 'user')).toHaveLength(4);
  });
});
