import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Worker, type Job } from 'bullmq';
import type { AgentJob } from '@atelier/contracts';
import { buildTestApp, call, createUser, eventually, type TestUser } from './helpers.ts';

let app: FastifyInstance;
const workers: Worker[] = [];
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await app.close();
});

const queueName = (label: string) =>
  `${label}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

/** Every value stored under the queue's keys in Redis, as text. */
async function queueContents(name: string): Promise<string> {
  const { redis } = app;
  const keys = await redis.keys(`${app.config.QUEUE_PREFIX}:${name}:*`);
  const parts: string[] = [];
  for (const key of keys) {
    const type = await redis.type(key);
    if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
    else if (type === 'string') parts.push((await redis.get(key)) ?? '');
    else if (type === 'list') parts.push(JSON.stringify(await redis.lrange(key, 0, -1)));
    else if (type === 'zset') parts.push(JSON.stringify(await redis.zrange(key, 0, -1)));
    else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
  }
  return parts.join('\n');
}

async function send(user: TestUser, name: string, content: string, conversation?: string) {
  const res = await call(app, {
    method: 'POST',
    url: conversation ? `/api/conversations/${conversation}/messages` : '/api/conversations',
    headers: { ...user.auth, 'x-queue-name': name },
    payload: { content },
  });
  expect(res.status).toBe(201);
  return {
    uuid: conversation ?? (res.body.conversation as { uuid: string }).uuid,
    messageUuid: (res.body.user_message as { uuid: string }).uuid,
  };
}

async function settled(messageUuid: string) {
  return eventually(async () => {
    const row = await app.prisma.message.findUniqueOrThrow({ where: { uuid: messageUuid } });
    return row.status === 'answered' || row.status === 'failed' ? row : null;
  }, 15_000);
}

it('carries no project secret in agent jobs, and removes finished jobs from Redis', async () => {
  const user = await createUser(app);
  const name = queueName('retention');
  const seenProjects: Record<string, unknown>[] = [];
  const worker = new Worker(
    name,
    async (job: Job<AgentJob>) => {
      if (job.data.project) seenProjects.push(job.data.project);
      if (job.data.message.content === 'Fail') throw new Error('agent down');
      return { v: 1, content: 'Done.', files: { 'index.html': '<h1>Hi</h1>\n' } };
    },
    { connection: { url: app.config.REDIS_URL }, prefix: app.config.QUEUE_PREFIX },
  );
  workers.push(worker);

  const first = await send(user, name, 'Build it');
  await settled(first.messageUuid);
  const project = await app.prisma.project.findFirstOrThrow({ where: { userId: user.user.id } });

  // The follow-up's job carries the project with its publishable key, never its secret token.
  const edit = await send(user, name, 'Edit it', first.uuid);
  expect((await settled(edit.messageUuid)).status).toBe('answered');
  expect(seenProjects).toHaveLength(1);
  expect(seenProjects[0]).toMatchObject({ id: project.id, publishable_key: project.publishableKey });
  expect(seenProjects[0]).not.toHaveProperty('token');
  expect(JSON.stringify(seenProjects)).not.toContain(project.token);
  const queue = app.queues.agentQueue(name);
  await eventually(async () => ((await queue.getJob(edit.messageUuid)) ? null : true));
  expect(await queue.getJob(first.messageUuid)).toBeUndefined();

  // A job that fails for good is removed too, once its failure is stored.
  const failing = await send(user, name, 'Fail', first.uuid);
  const failed = await settled(failing.messageUuid);
  expect(failed.status).toBe('failed');
  await eventually(async () => ((await queue.getJob(failing.messageUuid)) ? null : true), 10_000);
  expect(seenProjects.length).toBeGreaterThan(1);
  expect(await queueContents(name)).not.toContain(project.token);
  // Exactly one reply per message.
  expect(
    await app.prisma.message.count({ where: { conversationId: project.conversationId!, role: 'assistant' } }),
  ).toBe(3);
}, 60_000);
