/**
 * Reads only read: one collector (queue events, with the periodic sweep as its safety net) stores agents'
 * answers, and the routes a workspace polls never write. Also prints how soon a finished job shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Queue, Worker } from 'bullmq';
import { messageText, type AgentJob, type AgentResult } from '@atelier/contracts';
import { buildApp } from '../src/app.ts';
import { buildTestApp, call, createUser, eventually, testConfig, type TestUser } from './helpers.ts';

const workers: Worker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
});

function queueName(label: string) {
  return `${label}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

async function start(app: FastifyInstance, user: TestUser, content: string, queue: string) {
  const res = await call(app, {
    method: 'POST',
    url: '/api/conversations',
    headers: { ...user.auth, 'x-queue-name': queue },
    payload: { content, has_files: false },
  });
  expect(res.status).toBe(201);
  return {
    uuid: (res.body.conversation as { uuid: string }).uuid,
    messageUuid: (res.body.user_message as { uuid: string }).uuid,
  };
}

describe('how soon a finished job shows', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows an answer on the status a moment after the worker finishes (printed, not asserted)', async () => {
    const user = await createUser(app);
    const name = queueName('latency');
    const finished = new Map<string, number>();
    const worker = new Worker<AgentJob>(
      name,
      async (job) => ({ v: 1, content: `Echo: ${job.data.message.content}` }) satisfies AgentResult,
      { connection: { url: app.config.REDIS_URL }, prefix: app.config.QUEUE_PREFIX },
    );
    worker.on('completed', (job) => finished.set(job.data.message.uuid, performance.now()));
    workers.push(worker);

    const samples: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { uuid, messageUuid } = await start(app, user, `Message ${i}`, name);
      for (;;) {
        const res = await call(app, {
          method: 'GET',
          url: `/api/conversations/${uuid}/status`,
          headers: user.auth,
        });
        const doneAt = finished.get(messageUuid);
        if (res.body.data && !(res.body.data as { is_locked: boolean }).is_locked) {
          expect(doneAt).toBeDefined();
          samples.push(performance.now() - doneAt!);
          break;
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    }
    const [first, ...rest] = samples.map((ms) => Math.round(ms));
    const sorted = [...rest].sort((a, b) => a - b);
    console.log(
      `worker finished -> status unlocked: first message on a new queue ${first} ms; then ` +
        `median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms (${rest.join(', ')})`,
    );
  }, 60_000);
});

describe('reads never write', () => {
  // Queues of their own, so no other test file's collector can store these answers meanwhile.
  const overrides = { QUEUE_PREFIX: `${testConfig().QUEUE_PREFIX}-reads` };
  /** Sends messages; no collector. */
  let writer: FastifyInstance;
  /** Serves the reads over a read-only database session: PostgreSQL refuses any write it tries. */
  let reader: FastifyInstance;
  let collector: FastifyInstance | undefined;
  beforeAll(async () => {
    const readOnly = new URL(testConfig().DATABASE_URL);
    readOnly.searchParams.set('application_name', 'atelier-reads-test');
    readOnly.searchParams.set('options', '-c default_transaction_read_only=on');
    writer = await buildApp(testConfig(overrides), { logger: false, collectResults: false });
    reader = await buildApp(testConfig({ ...overrides, DATABASE_URL: readOnly.toString() }), {
      logger: false,
      collectResults: false,
    });
    await Promise.all([writer.ready(), reader.ready()]);
  });
  afterAll(async () => {
    await Promise.all([writer.close(), reader.close(), collector?.close()]);
  });

  it('polls status, conversation and lists without a write, pending, working or answered in Redis', async () => {
    const user = await createUser(writer);
    // A first read through the writer (reads never record a token's use: only writes do).
    expect(
      (await call(writer, { method: 'GET', url: '/api/conversations', headers: user.auth })).status,
    ).toBe(200);
    const name = queueName('reads');
    const { uuid, messageUuid } = await start(writer, user, 'Read me', name);
    // The reader's session really is read-only: a route that writes fails there.
    const rename = await call(reader, {
      method: 'PUT',
      url: `/api/conversations/${uuid}`,
      headers: user.auth,
      payload: { title: 'Renamed' },
    });
    expect(rename.status).toBe(500);
    const routes = [
      `/api/conversations/${uuid}/status`,
      `/api/conversations/${uuid}`,
      '/api/conversations',
      `/api/conversations/${uuid}/messages`,
      `/api/messages/${messageUuid}/status`,
    ];
    const poll = async (times: number) => {
      const bodies: Record<string, unknown>[] = [];
      for (let i = 0; i < times; i += 1) {
        for (const url of routes) {
          const res = await call(reader, { method: 'GET', url, headers: user.auth });
          expect(res.status, url).toBe(200);
          bodies.push(res.body);
        }
      }
      return bodies;
    };
    const lock = async () =>
      (await call(reader, { method: 'GET', url: routes[0]!, headers: user.auth })).body.data as {
        is_locked: boolean;
        lock_reason: string | null;
      };
    const stored = () =>
      writer.prisma.message.findUniqueOrThrow({ where: { uuid: messageUuid }, select: { status: true } });
    const queue = new Queue(name, {
      connection: { url: writer.config.REDIS_URL },
      prefix: writer.config.QUEUE_PREFIX,
    });
    try {
      // 1. Waiting in the queue.
      await poll(10);
      expect(await queue.getJobState(messageUuid)).toBe('waiting');
      expect(await lock()).toMatchObject({ is_locked: true, lock_reason: messageText('AI_QUEUED', 'en') });

      // 2. With an agent: only the collector may record that it works on it.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const worker = new Worker<AgentJob>(
        name,
        async (job) => {
          await released;
          return { v: 1, content: `Answer to ${job.data.message.content}` } satisfies AgentResult;
        },
        { connection: { url: writer.config.REDIS_URL }, prefix: writer.config.QUEUE_PREFIX },
      );
      workers.push(worker);
      await eventually(async () => (await queue.getJobState(messageUuid)) === 'active');
      await poll(10);
      expect(await stored()).toEqual({ status: 'queued' });

      // 3. Answered in Redis, not yet collected: reads leave both the job and the row alone.
      release();
      await eventually(async () => (await queue.getJobState(messageUuid)) === 'completed');
      const bodies = await poll(10);
      expect(await queue.getJobState(messageUuid)).toBe('completed');
      expect(await stored()).toEqual({ status: 'queued' });
      expect(await lock()).toMatchObject({ is_locked: true });
      expect(JSON.stringify(bodies)).not.toContain('Answer to Read me');

      // 4. The collector stores it (here by its sweep: it never heard of this queue); the next poll shows it.
      collector = await buildTestApp({ ...overrides, AGENT_SWEEP_INTERVAL_MS: '200' });
      const collecting = performance.now();
      await eventually(async () => ((await lock()).is_locked ? null : true));
      console.log(
        `answer in Redis -> status unlocked by the sweep alone (every 200 ms): ${Math.round(performance.now() - collecting)} ms`,
      );
      const conversation = (await poll(1))[1]!.conversation as {
        messages: { role: string; content: string }[];
      };
      expect(conversation.messages.filter((m) => m.role === 'assistant')).toEqual([
        expect.objectContaining({ content: 'Answer to Read me' }),
      ]);
      expect(await stored()).toEqual({ status: 'answered' });
      // Its job, which carried the project's data, leaves Redis once the answer is stored.
      await eventually(async () => (await queue.getJobState(messageUuid)) === 'unknown');
    } finally {
      await queue.close();
    }
  }, 60_000);
});
