import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Queue, Worker, type Job } from 'bullmq';
import {
  DEFAULT_QUEUE_NAME,
  INTERNAL_QUEUES,
  parseAgentJob,
  parseRichContent,
  type AgentJob,
  type AgentResult,
} from '@atelier/contracts';
import { answer, startAgent } from '@atelier/example-external-agent';
import { persistResult } from '../src/features/agent/persist.ts';
import { applyMigrations, dropDatabase, ensureDatabase } from '@atelier/db';
import { buildTestApp, call, createUser, eventually, testConfig, type TestUser } from './helpers.ts';

let app: FastifyInstance;
const workers: { close(): Promise<void> }[] = [];
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

function agent(name: string, handle: (job: Job<AgentJob>) => unknown, target = app) {
  const worker = new Worker(name, async (job: Job<AgentJob>) => handle(job), {
    connection: { url: target.config.REDIS_URL },
    prefix: target.config.QUEUE_PREFIX,
  });
  workers.push(worker);
  return worker;
}

async function start(user: TestUser, content: string, queue?: string, target = app) {
  const res = await call(target, {
    method: 'POST',
    url: '/api/conversations',
    headers: { ...user.auth, ...(queue ? { 'x-queue-name': queue } : {}) },
    payload: { content, category_name: 'Development', has_files: false },
  });
  expect(res.status).toBe(201);
  return {
    uuid: (res.body.conversation as { uuid: string }).uuid,
    messageUuid: (res.body.user_message as { uuid: string }).uuid,
  };
}

type Msg = { role: string; content: string; status: string | null; error_code: string | null };
type Conv = { messages: Msg[]; metadata: Record<string, unknown>; message_count: number };

async function conversation(user: TestUser, uuid: string, target = app): Promise<Conv> {
  const res = await call(target, { method: 'GET', url: `/api/conversations/${uuid}`, headers: user.auth });
  expect(res.status).toBe(200);
  return res.body.conversation as Conv;
}

async function replies(user: TestUser, uuid: string, count = 1, target = app): Promise<Msg[]> {
  return eventually(async () => {
    const found = (await conversation(user, uuid, target)).messages.filter((m) => m.role === 'assistant');
    return found.length >= count ? found : null;
  }, 15_000);
}

describe('the agent queue round trip', () => {
  it('carries a contract-valid job on ai_processing_queue and stores the answer', async () => {
    const user = await createUser(app);
    const seen: AgentJob[] = [];
    agent(DEFAULT_QUEUE_NAME, (job) => {
      const parsed = parseAgentJob(job.data);
      if (!parsed.ok) throw new Error(parsed.error);
      seen.push(parsed.result);
      return { v: 1, content: `Echo: ${parsed.result.message.content}` } satisfies AgentResult;
    });
    const { uuid, messageUuid } = await start(user, 'A habit tracker with streaks');
    const [reply] = await replies(user, uuid);
    expect(reply!.content).toBe('Echo: A habit tracker with streaks');
    const job = seen.find((j) => j.message.uuid === messageUuid)!;
    expect(job).toMatchObject({
      v: 1,
      kind: 'message',
      conversation: { uuid, category: { id: 1, slug: 'development' } },
      history: [],
      project: null,
      language: 'en',
    });
    const status = await call(app, {
      method: 'GET',
      url: `/api/messages/${messageUuid}/status`,
      headers: user.auth,
    });
    expect(status.body).toMatchObject({ data: { status: 'answered', error_code: null } });
    const conv = await conversation(user, uuid);
    expect(conv.message_count).toBe(2);
  });

  it('uses the queue named by X-Queue-Name, with the example external agent', async () => {
    const user = await createUser(app);
    const name = queueName('my_agent');
    workers.push(
      startAgent({ queueName: name, redisUrl: app.config.REDIS_URL, prefix: app.config.QUEUE_PREFIX }),
    );
    const { uuid } = await start(user, 'A recipe book', name);
    const [reply] = await replies(user, uuid);
    expect(parseRichContent(reply!.content)).toMatchObject({ ui_type: 'project_input' });
  });

  it('refuses invalid and internal queue names', async () => {
    const user = await createUser(app);
    for (const bad of ['has space', 'x'.repeat(65), INTERNAL_QUEUES.build, '../etc']) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/conversations',
        headers: { ...user.auth, 'x-queue-name': bad },
        payload: { content: 'Hello', has_files: false },
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ keyCode: 'INVALID_QUEUE_NAME' });
    }
  });

  it('sends history, and a follow-up while the agent works is refused as locked', async () => {
    const user = await createUser(app);
    const name = queueName('history');
    const { uuid } = await start(user, 'First message', name);
    const status = await call(app, {
      method: 'GET',
      url: `/api/conversations/${uuid}/status`,
      headers: user.auth,
    });
    expect(status.body).toMatchObject({
      data: { is_locked: true, lock_reason: expect.any(String) as string, needs_refresh: false },
    });
    const locked = await call(app, {
      method: 'POST',
      url: `/api/conversations/${uuid}/messages`,
      headers: { ...user.auth, 'x-queue-name': name },
      payload: { content: 'Too soon' },
    });
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ keyCode: 'CONVERSATION_LOCKED' });

    const jobs: AgentJob[] = [];
    agent(name, (job) => {
      jobs.push(job.data);
      return { v: 1, content: `Reply ${jobs.length}` };
    });
    await replies(user, uuid, 1);
    const unlocked = await call(app, {
      method: 'GET',
      url: `/api/conversations/${uuid}/status`,
      headers: user.auth,
    });
    expect(unlocked.body).toMatchObject({ data: { is_locked: false, lock_reason: null } });
    // Two sent at the same moment: one is taken, the other finds the lock the first one made.
    const sent = await Promise.all(
      ['Second message', 'Second message again'].map((content) =>
        call(app, {
          method: 'POST',
          url: `/api/conversations/${uuid}/messages`,
          headers: { ...user.auth, 'x-queue-name': name },
          payload: { content },
        }),
      ),
    );
    expect(sent.map((res) => res.status).sort()).toEqual([201, 409]);
    await replies(user, uuid, 2);
    expect(jobs[1]!.history.map((h) => [h.role, h.content])).toEqual([
      ['user', 'First message'],
      ['assistant', 'Reply 1'],
    ]);
  });
});

describe('exactly one reply', () => {
  it('stores duplicate and concurrent completions once', async () => {
    const user = await createUser(app);
    const { uuid, messageUuid } = await start(user, 'Duplicate me', queueName('dupe'));
    const message = await app.prisma.message.findUniqueOrThrow({ where: { uuid: messageUuid } });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) => persistResult(app, message.id, { v: 1, content: `Answer ${i}` })),
    );
    expect(outcomes.filter((o) => o === 'stored')).toHaveLength(1);
    expect(await persistResult(app, message.id, { v: 1, content: 'Late' })).toBe('already-stored');
    const conv = await conversation(user, uuid);
    expect(conv.messages.filter((m) => m.role === 'assistant')).toHaveLength(1);
    expect(conv.message_count).toBe(2);
  });

  it('stores one reply for a job that fails once and succeeds on retry', async () => {
    const user = await createUser(app);
    const name = queueName('retry');
    let attempts = 0;
    agent(name, () => {
      attempts += 1;
      if (attempts === 1) throw new Error('transient failure');
      return { v: 1, content: 'Second time lucky' };
    });
    const { uuid } = await start(user, 'Retry me', name);
    const [reply] = await replies(user, uuid);
    expect(reply!.content).toBe('Second time lucky');
    await new Promise((r) => setTimeout(r, 500));
    expect((await conversation(user, uuid)).messages.filter((m) => m.role === 'assistant')).toHaveLength(1);
    expect(attempts).toBe(2);
  });

  it('turns a result that breaks the contract into a failed message with a clear code', async () => {
    const user = await createUser(app);
    const name = queueName('invalid');
    agent(name, () => ({ v: 2, content: 42, files: { '../escape.txt': 'x' } }));
    const { uuid, messageUuid } = await start(user, 'Break it', name);
    const [reply] = await replies(user, uuid);
    expect(reply).toMatchObject({ error_code: 'AGENT_RESULT_INVALID' });
    expect(reply!.content).toBe("The AI agent's answer could not be used. Please try again.");
    const status = await call(app, {
      method: 'GET',
      url: `/api/messages/${messageUuid}/status`,
      headers: user.auth,
    });
    expect(status.body).toMatchObject({ data: { status: 'failed', error_code: 'AGENT_RESULT_INVALID' } });
  });

  it('ends a message whose job fails for good with AI_FAILED, in the sender language', async () => {
    const user = await createUser(app);
    const name = queueName('broken');
    agent(name, () => {
      throw new Error('agent crashed');
    });
    const res = await call(app, {
      method: 'POST',
      url: '/api/conversations',
      headers: { ...user.auth, 'x-queue-name': name, 'accept-language': 'tr' },
      payload: { content: 'Fail me' },
    });
    const uuid = (res.body.conversation as { uuid: string }).uuid;
    const [reply] = await replies(user, uuid);
    expect(reply).toMatchObject({
      error_code: 'AI_FAILED',
      content: 'Mesaj gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
    });
  });

  it('times out after AGENT_TIMEOUT_MS, unlocks, and a late answer replaces the notice', async () => {
    // The collector's sweep times out every open message of its database, so this one-second timeout
    // gets a database of its own rather than cutting short the other test files' agents.
    const databaseUrl = `${testConfig().DATABASE_URL}_timeout_${Math.random().toString(36).slice(2, 8)}`;
    await ensureDatabase(databaseUrl);
    await applyMigrations(databaseUrl);
    const quick = await buildTestApp({
      DATABASE_URL: databaseUrl,
      AGENT_TIMEOUT_MS: '1000',
      AGENT_SWEEP_INTERVAL_MS: '200',
    });
    try {
      const user = await createUser(quick);
      const name = queueName('slow');
      // Taken before the request: the timeout counts from when the message is stored, during it.
      const sentAt = Date.now();
      const { uuid } = await start(user, 'Take your time', name, quick);
      // The status only reads: the collector's sweep is what ends the lock.
      await eventually(async () => {
        const status = await call(quick, {
          method: 'GET',
          url: `/api/conversations/${uuid}/status`,
          headers: user.auth,
        });
        return (status.body.data as { is_locked: boolean }).is_locked ? null : status;
      });
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000);
      const [notice] = await replies(user, uuid, 1, quick);
      expect(notice).toMatchObject({
        error_code: 'AI_TIMEOUT',
        content: 'AI response is taking longer than expected. Please check back in a few minutes.',
      });
      agent(name, () => ({ v: 1, content: 'Here at last' }), quick);
      const answered = await eventually(async () => {
        const found = (await conversation(user, uuid, quick)).messages.filter((m) => m.role === 'assistant');
        return found[0]?.content === 'Here at last' ? found : null;
      }, 15_000);
      expect(answered).toHaveLength(1);
    } finally {
      await quick.close();
      await dropDatabase(databaseUrl);
    }
  });
});

describe('sending rules', () => {
  it('blocks unverified and inactive accounts with their codes', async () => {
    const unverified = await createUser(app, { verified: false });
    const inactive = await createUser(app, { status: 0 });
    for (const [user, code] of [
      [unverified, 'EMAIL_NOT_VERIFIED'],
      [inactive, 'ACCOUNT_DEACTIVE_ACTION_BLOCKED'],
    ] as const) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/conversations',
        headers: user.auth,
        payload: { content: 'Hi' },
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, keyCode: code });
    }
    expect(
      await app.prisma.conversation.count({
        where: { userId: { in: [unverified.user.id, inactive.user.id] } },
      }),
    ).toBe(0);
  });

  it('refuses empty text without files and text over 3000 characters', async () => {
    const user = await createUser(app);
    const empty = await call(app, {
      method: 'POST',
      url: '/api/conversations',
      headers: user.auth,
      payload: { content: '   ' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      keyCode: 'MESSAGE_EMPTY',
      errors: { content: ['The content field is required.'] },
    });
    const long = await call(app, {
      method: 'POST',
      url: '/api/conversations',
      headers: user.auth,
      payload: { content: 'x'.repeat(3001) },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ content: ['The content may not be greater than 3000 characters.'] });
    const exact = await call(app, {
      method: 'POST',
      url: '/api/conversations',
      headers: { ...user.auth, 'x-queue-name': queueName('max') },
      payload: { content: 'x'.repeat(3000) },
    });
    expect(exact.status).toBe(201);
  });
});

describe('projects through the agent', () => {
  it('names a project, queues create_project and stores the agent files as version 1 with a build job', async () => {
    const user = await createUser(app);
    const name = queueName('builder');
    workers.push(
      startAgent({ queueName: name, redisUrl: app.config.REDIS_URL, prefix: app.config.QUEUE_PREFIX }),
    );
    const { uuid } = await start(user, 'A todo app', name);
    await replies(user, uuid);
    const created = await call(app, {
      method: 'POST',
      url: '/api/projects',
      headers: { ...user.auth, 'x-queue-name': name },
      payload: { name: 'Todo Pro', conversation_id: uuid },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      keyCode: 'PROJECT_CREATED',
      data: { name: 'Todo Pro', wait_status: 2 },
    });
    const projectId = (created.body.data as { id: number }).id;
    const all = await replies(user, uuid, 2);
    const card = parseRichContent(all[1]!.content);
    expect(card).toMatchObject({ ui_type: 'project_success', project: { name: 'Todo Pro', id: projectId } });
    const conv = await conversation(user, uuid);
    expect(conv.metadata).toMatchObject({
      project_id: projectId,
      project_name: 'Todo Pro',
      project_token: expect.any(String) as string,
    });
    const versions = await app.prisma.projectVersion.findMany({ where: { projectId } });
    expect(versions.map((v) => v.number)).toEqual([1]);
    const builds = new Queue(INTERNAL_QUEUES.build, {
      connection: { url: app.config.REDIS_URL },
      prefix: app.config.QUEUE_PREFIX,
    });
    const job = await builds.getJob(`version-${versions[0]!.id}`);
    expect(job?.data).toEqual({ v: 1, project_id: projectId, version_id: versions[0]!.id });
    await builds.close();

    const again = await call(app, {
      method: 'POST',
      url: '/api/projects',
      headers: user.auth,
      payload: { name: 'Twice', conversation_id: uuid },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ keyCode: 'PROJECT_ALREADY_EXISTS' });
  });

  it('creates the project when an agent answers a message with files, and reports needs_refresh once', async () => {
    const user = await createUser(app);
    const name = queueName('direct');
    agent(name, () => ({
      v: 1,
      content: 'Built it.',
      files: { 'src/App.tsx': 'export default () => null;\n' },
      project_name: 'Direct Build',
      summary: 'First version',
    }));
    const { uuid } = await start(user, 'Just build it', name);
    await replies(user, uuid);
    const first = await call(app, {
      method: 'GET',
      url: `/api/conversations/${uuid}/status`,
      headers: user.auth,
    });
    const second = await call(app, {
      method: 'GET',
      url: `/api/conversations/${uuid}/status`,
      headers: user.auth,
    });
    expect([first.body.data, second.body.data]).toMatchObject([
      { needs_refresh: true },
      { needs_refresh: false },
    ]);
    expect((await conversation(user, uuid)).metadata).toMatchObject({ project_name: 'Direct Build' });
  });
});

describe('conversations', () => {
  it('paginates newest activity first, with empty and last pages and a per_page cap', async () => {
    const user = await createUser(app);
    const empty = await call(app, { method: 'GET', url: '/api/conversations', headers: user.auth });
    expect(empty.body).toMatchObject({
      conversations: { data: [], total: 0, last_page: 1, current_page: 1, per_page: 9 },
    });
    const name = queueName('pages');
    for (let i = 0; i < 10; i++) await start(user, `Conversation ${i}`, name);
    const page1 = await call(app, { method: 'GET', url: '/api/conversations?page=1', headers: user.auth });
    const page2 = await call(app, { method: 'GET', url: '/api/conversations?page=2', headers: user.auth });
    const titles1 = (page1.body.conversations as { data: { title: string }[] }).data.map((c) => c.title);
    expect(titles1).toHaveLength(9);
    expect(titles1[0]).toBe('Conversation 9');
    expect(page2.body).toMatchObject({
      conversations: { total: 10, last_page: 2, data: [{ title: 'Conversation 0' }] },
    });
    const beyond = await call(app, { method: 'GET', url: '/api/conversations?page=3', headers: user.auth });
    expect(beyond.body).toMatchObject({ conversations: { data: [], total: 10 } });
    const tooMany = await call(app, {
      method: 'GET',
      url: '/api/conversations?per_page=101',
      headers: user.auth,
    });
    expect(tooMany.status).toBe(422);
  });

  it('derives the title, renames and deletes, keeping the project', async () => {
    const user = await createUser(app);
    const name = queueName('crud');
    const { uuid } = await start(
      user,
      'Build me a very detailed booking system for my small yoga studio with payments',
      name,
    );
    const conv = await call(app, { method: 'GET', url: `/api/conversations/${uuid}`, headers: user.auth });
    expect((conv.body.conversation as { title: string }).title).toBe(
      'Build me a very detailed booking system for my small yoga…',
    );
    const renamed = await call(app, {
      method: 'PUT',
      url: `/api/conversations/${uuid}`,
      headers: user.auth,
      payload: { title: '  Yoga  ' },
    });
    expect(renamed.body).toMatchObject({ keyCode: 'CONVERSATION_UPDATED', conversation: { title: 'Yoga' } });
    const blank = await call(app, {
      method: 'PUT',
      url: `/api/conversations/${uuid}`,
      headers: user.auth,
      payload: { title: '  ' },
    });
    expect(blank.status).toBe(422);
    const row = await app.prisma.conversation.findUniqueOrThrow({ where: { uuid } });
    const project = await app.prisma.project.create({
      data: { userId: user.user.id, conversationId: row.id, name: 'Yoga', token: `t-${uuid}`, waitStatus: 0 },
    });
    const found = await call(app, {
      method: 'GET',
      url: `/api/conversations/find-by-project/${project.id}`,
      headers: user.auth,
    });
    expect(found.body).toMatchObject({ success: true, conversation: { uuid } });
    const deleted = await call(app, {
      method: 'DELETE',
      url: `/api/conversations/${uuid}`,
      headers: user.auth,
    });
    expect(deleted.body).toMatchObject({ keyCode: 'CONVERSATION_DELETED' });
    expect(await app.prisma.project.findUnique({ where: { id: project.id } })).not.toBeNull();
    const gone = await call(app, {
      method: 'GET',
      url: `/api/conversations/find-by-project/${project.id}`,
      headers: user.auth,
    });
    expect(gone.status).toBe(404);
    const fresh = await call(app, {
      method: 'POST',
      url: '/api/conversations',
      headers: { ...user.auth, 'x-queue-name': name },
      payload: { content: 'Continue my yoga app', project_id: project.id },
    });
    const freshUuid = (fresh.body.conversation as { uuid: string }).uuid;
    const reattached = await call(app, {
      method: 'GET',
      url: `/api/conversations/find-by-project/${project.id}`,
      headers: user.auth,
    });
    expect(reattached.body).toMatchObject({ conversation: { uuid: freshUuid } });
  });

  it('answers another user exactly as for a missing conversation, on every route', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const { uuid, messageUuid } = await start(owner, 'Mine', queueName('own'));
    const row = await app.prisma.conversation.findUniqueOrThrow({ where: { uuid } });
    const project = await app.prisma.project.create({
      data: { userId: owner.user.id, conversationId: row.id, name: 'Mine', token: `t-${uuid}` },
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', `/api/conversations/${uuid}`],
      ['PUT', `/api/conversations/${uuid}`, { title: 'Stolen' }],
      ['DELETE', `/api/conversations/${uuid}`],
      ['GET', `/api/conversations/${uuid}/messages`],
      ['POST', `/api/conversations/${uuid}/messages`, { content: 'Hi' }],
      ['GET', `/api/conversations/${uuid}/status`],
      ['GET', `/api/messages/${messageUuid}/status`],
      ['GET', `/api/conversations/find-by-project/${project.id}`],
      ['POST', '/api/projects', { name: 'X', conversation_id: uuid }],
    ] as const) {
      const theirs = await call(app, { method, url, headers: other.auth, payload });
      const none = await call(app, {
        method,
        url: url.replaceAll(uuid, missing).replaceAll(messageUuid, missing),
        headers: other.auth,
        payload,
      });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(none.body);
      expect((await call(app, { method, url, payload })).status).toBe(401);
    }
    expect((await app.prisma.conversation.findUniqueOrThrow({ where: { uuid } })).title).toBe('Mine');
  });
});

describe('categories', () => {
  it('lists categories with examples per language, Development first with id 1', async () => {
    const res = await call(app, { method: 'GET', url: '/api/categories' });
    expect(res.body).toMatchObject({ success: true, keyCode: 'CATEGORIES_FETCHED' });
    const [first] = res.body.data as {
      id: number;
      name: Record<string, string>;
      examples: { example_text: Record<string, string> }[];
    }[];
    expect(first).toMatchObject({ id: 1, name: { en: 'Development', tr: 'Geliştirme' } });
    expect(first!.examples[0]!.example_text).toMatchObject({
      en: expect.any(String) as string,
      tr: expect.any(String) as string,
    });
    expect((await call(app, { method: 'GET', url: '/api/categories/1' })).body).toMatchObject({
      data: { slug: 'development' },
    });
    expect((await call(app, { method: 'GET', url: '/api/categories/9999' })).body).toMatchObject({
      keyCode: 'CATEGORY_NOT_FOUND',
    });
  });
});

it('the example agent answers each job kind per the contract', () => {
  const job: AgentJob = {
    v: 1,
    kind: 'message',
    conversation: { uuid: 'c', title: 't', category: null },
    message: { uuid: 'm', content: 'hi', created_at: new Date().toISOString() },
    history: [],
    attachments: [],
    project: null,
    language: 'en',
    user: { id: 1, name: null },
  };
  expect(answer(job).content).toMatchObject({ ui_type: 'project_input' });
});

describe('messages sent with files', () => {
  it('wait for their upload, then reach the agent with the files as signed attachments', async () => {
    const user = await createUser(app);
    const name = queueName('files');
    const seen: AgentJob[] = [];
    agent(name, (job) => {
      seen.push(job.data);
      return { v: 1, content: `Got ${job.data.attachments.length} file(s)` };
    });
    const res = await call(app, {
      method: 'POST',
      url: '/api/conversations',
      headers: { ...user.auth, 'x-queue-name': name },
      payload: { content: 'Use my logo', has_files: 'true' },
    });
    const uuid = (res.body.conversation as { uuid: string }).uuid;
    const messageUuid = (res.body.user_message as { uuid: string }).uuid;
    const waiting = await call(app, {
      method: 'GET',
      url: `/api/conversations/${uuid}/status`,
      headers: user.auth,
    });
    expect(waiting.body).toMatchObject({
      data: { is_locked: true, lock_reason: 'Waiting for your files to finish uploading…' },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toHaveLength(0);

    const boundary = '----atelier-agent-files';
    const payload = Buffer.from(
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="context_type"\r\n\r\nmessage\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="context_uuid"\r\n\r\n${messageUuid}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\nbrand colours: teal\r\n`,
        `--${boundary}--\r\n`,
      ].join(''),
    );
    const upload = await call(app, {
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(upload.status).toBe(201);
    const [reply] = await replies(user, uuid);
    expect(reply!.content).toBe('Got 1 file(s)');
    const attachment = seen[0]!.attachments[0]!;
    expect(attachment).toMatchObject({
      original_name: 'notes.txt',
      mime_type: expect.stringContaining('text/plain') as string,
    });
    const served = await app.inject({ method: 'GET', url: attachment.url.replace(app.config.APP_URL, '') });
    expect(served.body).toBe('brand colours: teal');
    const conv = await conversation(user, uuid);
    expect(conv.messages[0]).toMatchObject({ has_files: true, files: [{ original_name: 'notes.txt' }] });
  });
});
