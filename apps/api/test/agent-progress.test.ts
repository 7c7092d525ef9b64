import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Worker, type Job } from 'bullmq';
import type { AgentJob, AgentProgress, AgentResult, Message } from '@atelier/contracts';
import { storeProgress } from '../src/features/agent/persist.ts';
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

function queueName(label: string) {
  return `${label}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

function agent(name: string, handle: (job: Job<AgentJob>) => Promise<AgentResult>) {
  const worker = new Worker(name, handle, {
    connection: { url: app.config.REDIS_URL },
    prefix: app.config.QUEUE_PREFIX,
  });
  workers.push(worker);
}

async function start(user: TestUser, content: string, queue: string) {
  const res = await call(app, {
    method: 'POST',
    url: '/api/conversations',
    headers: { ...user.auth, 'x-queue-name': queue },
    payload: { content, category_name: 'Development', has_files: false },
  });
  expect(res.status).toBe(201);
  return {
    uuid: (res.body.conversation as { uuid: string }).uuid,
    messageUuid: (res.body.user_message as { uuid: string }).uuid,
  };
}

async function messages(user: TestUser, uuid: string): Promise<Message[]> {
  const res = await call(app, { method: 'GET', url: `/api/conversations/${uuid}`, headers: user.auth });
  expect(res.status).toBe(200);
  return (res.body.conversation as { messages: Message[] }).messages;
}

describe('agent progress and usage', () => {
  it('shows progress on the user message while the agent works, drops it with the answer and shows the usage', async () => {
    const user = await createUser(app);
    const name = queueName('progress');
    app.listenToAgentQueue?.(name);
    const first: AgentProgress = { text: 'Writing the', files: [], step: 'Writing the app' };
    const second: AgentProgress = {
      text: 'Writing the header now',
      files: ['src/App.tsx'],
      step: 'Writing the app',
    };
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    agent(name, async (job) => {
      await job.updateProgress(first);
      await job.updateProgress({ text: 42 });
      await job.updateProgress(second);
      await released;
      return { v: 1, content: 'Done.', usage: { input_tokens: 1500, output_tokens: 420 } };
    });
    const { uuid, messageUuid } = await start(user, 'Build a header', name);

    const shown = await eventually(async () => {
      const mine = (await messages(user, uuid)).find((m) => m.uuid === messageUuid);
      return mine?.progress?.text === second.text ? mine : null;
    });
    expect(shown.progress).toEqual(second);
    expect(shown.status).toBe('working');

    release();
    const answered = await eventually(async () => {
      const list = await messages(user, uuid);
      return list.some((m) => m.role === 'assistant') ? list : null;
    });
    const mine = answered.find((m) => m.uuid === messageUuid)!;
    const reply = answered.find((m) => m.role === 'assistant')!;
    expect(mine.status).toBe('answered');
    expect(mine.progress).toBeNull();
    expect(reply.content).toBe('Done.');
    expect(reply.usage).toEqual({ input_tokens: 1500, output_tokens: 420 });
    const row = await app.prisma.message.findUniqueOrThrow({ where: { uuid: messageUuid } });
    expect(row.meta).not.toHaveProperty('progress');
    // A report arriving after the answer is not stored.
    expect(await storeProgress(app, row.id, second)).toBe(false);
    expect((await messages(user, uuid)).find((m) => m.uuid === messageUuid)!.progress).toBeNull();
  });

  it('ignores progress that breaks the contract and keeps the message meta intact', async () => {
    const user = await createUser(app);
    const name = queueName('badprogress');
    const { messageUuid } = await start(user, 'Anything', name);
    const row = await app.prisma.message.findUniqueOrThrow({ where: { uuid: messageUuid } });
    expect(await storeProgress(app, row.id, { text: 'x', files: 'src/App.tsx' })).toBe(false);
    expect(await storeProgress(app, row.id, { text: 'ok', files: ['src/App.tsx'] })).toBe(true);
    const after = await app.prisma.message.findUniqueOrThrow({ where: { uuid: messageUuid } });
    expect(after.meta).toMatchObject({
      ...(row.meta as object),
      progress: { text: 'ok', files: ['src/App.tsx'] },
    });
  });

  it('clears the progress when the agent fails for good', async () => {
    const user = await createUser(app);
    const name = queueName('failprogress');
    app.listenToAgentQueue?.(name);
    agent(name, async (job) => {
      await job.updateProgress({ text: 'Trying', files: [] });
      await eventually(async () => {
        const row = await app.prisma.message.findUnique({ where: { uuid: job.data.message.uuid } });
        return (row?.meta as { progress?: unknown } | null)?.progress ? row : null;
      });
      throw new (await import('bullmq')).UnrecoverableError('The model answered without writing any files.');
    });
    const { uuid, messageUuid } = await start(user, 'Fail please', name);
    const list = await eventually(async () => {
      const all = await messages(user, uuid);
      return all.some((m) => m.role === 'assistant') ? all : null;
    });
    const mine = list.find((m) => m.uuid === messageUuid)!;
    expect(mine.status).toBe('failed');
    expect(mine.progress).toBeNull();
    expect(list.find((m) => m.role === 'assistant')!.error_code).toBe('AI_FAILED');
    const row = await app.prisma.message.findUniqueOrThrow({ where: { uuid: messageUuid } });
    expect(row.meta).not.toHaveProperty('progress');
  });
});
