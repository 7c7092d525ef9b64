import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startAgent } from '@atelier/example-external-agent';
import type { Agent } from '@atelier/agent-sdk';
import { buildTestApp, call, createUser, eventually } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

let app: FastifyInstance;
let rescuer: Agent | undefined;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await rescuer?.close();
  await app.close();
});

it('a job whose agent process is killed mid-job is taken again and answered exactly once', async () => {
  const user = await createUser(app);
  const queueName = `recovery_${Date.now().toString(36)}`;
  const child = spawn(
    process.execPath,
    // One process (not the tsx CLI, which forks a child the kill would miss).
    [
      '--import',
      'tsx',
      path.join(here, 'fixtures/hanging-agent.ts'),
      queueName,
      app.config.REDIS_URL,
      app.config.QUEUE_PREFIX,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const taken = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => chunk.includes('taken') && resolve()),
  );

  const res = await call(app, {
    method: 'POST',
    url: '/api/conversations',
    headers: { ...user.auth, 'x-queue-name': queueName },
    payload: { content: 'Survive a crash' },
  });
  const uuid = (res.body.conversation as { uuid: string }).uuid;
  await taken;
  child.kill('SIGKILL');
  await new Promise((resolve) => child.on('exit', resolve));

  rescuer = startAgent({
    queueName,
    redisUrl: app.config.REDIS_URL,
    prefix: app.config.QUEUE_PREFIX,
    stalledIntervalMs: 1000,
  });
  // The rescuer's stalled-job check moves the dead worker's job back once its lock has expired.
  const replies = await eventually(async () => {
    const conv = await call(app, { method: 'GET', url: `/api/conversations/${uuid}`, headers: user.auth });
    const found = (
      conv.body.conversation as { messages: { role: string; content: string }[] }
    ).messages.filter((m) => m.role === 'assistant');
    return found.length ? found : null;
  }, 30_000);
  expect(replies).toHaveLength(1);
  await new Promise((r) => setTimeout(r, 1000));
  const after = await call(app, { method: 'GET', url: `/api/conversations/${uuid}`, headers: user.auth });
  expect(
    (after.body.conversation as { messages: { role: string }[] }).messages.filter(
      (m) => m.role === 'assistant',
    ),
  ).toHaveLength(1);
}, 60_000);
