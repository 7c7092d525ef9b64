import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Queue } from 'bullmq';
import { AGENT_JOB_NAME, parseRichContent, type AgentJob, type AgentProgress } from '@atelier/contracts';
import { createAgent, projectReady, reply, type Agent } from '@atelier/agent-sdk';
import { startExampleAgent } from '@atelier/agent-sdk/example';
import { buildTestApp, call, createUser, eventually, type TestUser } from './helpers.ts';

let app: FastifyInstance;
const agents: Agent[] = [];
const queues: Queue[] = [];
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await Promise.all([...agents.map((a) => a.close()), ...queues.map((q) => q.close())]);
  await app.close();
});

function queueName(label: string) {
  return `${label}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

function connection() {
  return { redisUrl: app.config.REDIS_URL, prefix: app.config.QUEUE_PREFIX };
}

function queue(name: string) {
  const opened = new Queue(name, {
    connection: { url: app.config.REDIS_URL },
    prefix: app.config.QUEUE_PREFIX,
  });
  queues.push(opened);
  return opened;
}

type Msg = { uuid: string; role: string; content: string; progress?: AgentProgress | null };

async function messages(user: TestUser, uuid: string): Promise<Msg[]> {
  const res = await call(app, { method: 'GET', url: `/api/conversations/${uuid}`, headers: user.auth });
  expect(res.status).toBe(200);
  return (res.body.conversation as { messages: Msg[] }).messages;
}

async function replies(user: TestUser, uuid: string, count: number): Promise<Msg[]> {
  return eventually(async () => {
    const found = (await messages(user, uuid)).filter((m) => m.role === 'assistant');
    return found.length >= count ? found : null;
  }, 15_000);
}

async function send(user: TestUser, queueHeader: string, content: string, conversation?: string) {
  const res = await call(app, {
    method: 'POST',
    url: conversation ? `/api/conversations/${conversation}/messages` : '/api/conversations',
    headers: { ...user.auth, 'x-queue-name': queueHeader },
    payload: conversation ? { content } : { content, category_name: 'Development', has_files: false },
  });
  expect(res.status).toBe(201);
  return {
    uuid: conversation ?? (res.body.conversation as { uuid: string }).uuid,
    messageUuid: (res.body.user_message as { uuid: string }).uuid,
  };
}

describe('the agent SDK', () => {
  it('runs the documented example on a custom queue: plan, create, edit with the current files', async () => {
    const user = await createUser(app);
    const name = queueName('sdk_example');
    const agent = startExampleAgent({ queue: name, ...connection() });
    agents.push(agent);
    await agent.ready();

    const { uuid } = await send(user, name, 'A guestbook for my wedding');
    const [plan] = await replies(user, uuid, 1);
    expect(parseRichContent(plan!.content)).toMatchObject({
      ui_type: 'project_input',
      description: 'I will build: A guestbook for my wedding',
      context: { conversation_id: uuid },
    });

    const created = await call(app, {
      method: 'POST',
      url: '/api/projects',
      headers: { ...user.auth, 'x-queue-name': name },
      payload: { name: 'Wedding Book', conversation_id: uuid },
    });
    expect(created.status).toBe(201);
    const project = created.body.data as { id: number };
    const [, success] = await replies(user, uuid, 2);
    const row = await app.prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(parseRichContent(success!.content)).toMatchObject({
      ui_type: 'project_success',
      title: 'Wedding Book is ready',
      project: { id: project.id, token: '', publishable_key: row.publishableKey },
    });
    // The secret token stays out of the chat: it is shown in the data dialog on demand.
    expect(success!.content).not.toContain(row.token);
    const version = await app.prisma.projectVersion.findFirstOrThrow({ where: { projectId: project.id } });
    expect(Object.keys(version.files as object).sort()).toEqual(['index.html', 'src/main.tsx']);

    await send(user, name, 'What do you have?', uuid);
    const [, , edit] = await replies(user, uuid, 3);
    expect(edit!.content).toBe('Wedding Book has 2 files. You said: What do you have?');
  });

  it('reports progress through ctx.progress while the handler works', async () => {
    const user = await createUser(app);
    const name = queueName('sdk_progress');
    const reported: AgentProgress = { text: 'Drafting the reply', files: ['src/App.tsx'], step: 'Writing' };
    let stored: unknown;
    const seenInConversation: (AgentProgress | null | undefined)[] = [];
    let conversationUuid = '';
    const agent = createAgent({
      queue: name,
      ...connection(),
      async handle(job, ctx) {
        await ctx.progress(reported);
        stored = (await queue(name).getJob(ctx.raw.id!))?.progress;
        // Where the api shows progress on the message being answered, it must be what was reported.
        const until = Date.now() + 1500;
        while (Date.now() < until) {
          const mine = (await messages(user, conversationUuid)).find((m) => m.uuid === job.message.uuid);
          seenInConversation.push(mine?.progress);
          if (mine?.progress) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return reply(`Done: ${job.message.content}`, { usage: { input_tokens: 12, output_tokens: 3 } });
      },
    });
    agents.push(agent);
    await agent.ready();
    const { uuid, messageUuid } = await send(user, name, 'Show progress');
    conversationUuid = uuid;
    const [answer] = await replies(user, uuid, 1);
    expect(answer!.content).toBe('Done: Show progress');
    expect(stored).toEqual(reported);
    const shown = seenInConversation.find((p) => p);
    if (shown) expect(shown).toMatchObject(reported);
    // Once the answer is stored the finished job (and the project token in its data) leaves Redis.
    await eventually(async () => ((await queue(name).getJob(messageUuid)) ? null : true));
  });

  it('refuses an invalid progress report and an invalid result, and never hands a malformed job to the handler', async () => {
    const name = queueName('sdk_checks');
    const handled: AgentJob[] = [];
    const failures: string[] = [];
    const agent = createAgent({
      queue: name,
      ...connection(),
      onError: (error) => failures.push(error.message),
      async handle(job, ctx) {
        handled.push(job);
        if (job.message.content === 'bad progress') {
          await ctx.progress({ text: 42 } as unknown as AgentProgress);
        }
        return { v: 1, content: '   ' };
      },
    });
    agents.push(agent);
    await agent.ready();
    const jobs = queue(name);
    const malformed = await jobs.add(AGENT_JOB_NAME, { v: 1, kind: 'message' });
    const valid: AgentJob = {
      v: 1,
      kind: 'message',
      conversation: { uuid: 'c', title: 'T', category: null },
      message: { uuid: 'm', content: 'blank answer', created_at: new Date().toISOString() },
      history: [],
      attachments: [],
      project: null,
      language: 'en',
      user: { id: 1, name: null },
    };
    const blank = await jobs.add(AGENT_JOB_NAME, valid);
    const progress = await jobs.add(AGENT_JOB_NAME, {
      ...valid,
      message: { ...valid.message, content: 'bad progress' },
    });

    const states = await eventually(async () => {
      const all = await Promise.all([malformed, blank, progress].map((j) => jobs.getJob(j.id!)));
      return all.every((j) => j?.finishedOn) ? all : null;
    }, 10_000);
    for (const job of states) expect(await job!.getState()).toBe('failed');
    expect(states[0]!.failedReason).toMatch(/^Invalid agent job: /);
    expect(states[1]!.failedReason).toMatch(/invalid result: content: The content must not be blank/);
    expect(states[2]!.failedReason).toMatch(/text/);
    // The malformed job never reached the handler; no attempt was retried.
    expect(handled.map((j) => j.message.content).sort()).toEqual(['bad progress', 'blank answer']);
    expect(states.map((j) => j!.attemptsMade)).toEqual([1, 1, 1]);
    expect(failures).toHaveLength(3);
  });

  it('writes the project_success card with data API examples for the real address', () => {
    const job: AgentJob = {
      v: 1,
      kind: 'create_project',
      conversation: { uuid: 'c', title: 'T', category: null },
      message: { uuid: 'm', content: 'Create it', created_at: new Date().toISOString() },
      history: [],
      attachments: [],
      project: {
        id: 7,
        uuid: '6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f',
        name: 'Old',
        token: 'tok',
        publishable_key: 'pk_test',
        version: 0,
        files: {},
      },
      project_name: 'Guestbook',
      language: 'en',
      user: { id: 1, name: null },
    };
    const result = projectReady(job, { files: { 'index.html': '<p>Hi</p>' }, appUrl: app.config.APP_URL });
    expect(result).toMatchObject({ files: { 'index.html': '<p>Hi</p>' }, project_name: 'Guestbook' });
    const content = parseRichContent(JSON.stringify(result.content));
    expect(content).toMatchObject({
      ui_type: 'project_success',
      title: 'Guestbook is ready',
      project: { id: 7 },
    });
    const examples = content?.ui_type === 'project_success' ? content.project.api_examples : undefined;
    expect(examples?.['Save a record (curl)']).toContain(
      `${app.config.APP_URL}/api/data/6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f/items`,
    );
    expect(examples?.['From your app (fetch)']).toContain("Authorization: 'Bearer pk_test'");
    expect(JSON.stringify(result.content)).not.toContain('"tok"');
    expect(() => projectReady({ ...job, project: null }, { files: {} })).toThrow(/has a project/);
  });

  it('refuses a queue name Atelier would refuse', () => {
    expect(() => createAgent({ queue: 'atelier-builds', handle: () => reply('x') })).toThrow(
      /Invalid queue name/,
    );
    expect(() => createAgent({ queue: 'has space', handle: () => reply('x') })).toThrow(/Invalid queue name/);
  });
});
