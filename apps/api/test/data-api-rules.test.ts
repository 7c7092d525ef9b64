/**
 * The data API's publishable key, collection rules and per-visitor limits (docs/security.md, "Data
 * API keys and rules"): what a key found in a generated app's bundle can and cannot do.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Queue } from 'bullmq';
import {
  DATA_LIMITS,
  WAIT_STATUS,
  type AgentJob,
  type DataRecord,
  type DataRule,
  type DataSettings,
} from '@atelier/contracts';
import { persistResult } from '../src/features/agent/persist.ts';
import { buildTestApp, call, createUser, randomIp, type TestUser } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ QUEUE_PREFIX: inject('redisPrefix') });
});
afterAll(() => app.close());

interface TestProject {
  id: number;
  uuid: string;
  token: string;
  key: string;
  base: string;
  owner: TestUser;
}

async function createProject(rules: Record<string, DataRule> = {}): Promise<TestProject> {
  const owner = await createUser(app);
  const token = randomBytes(24).toString('base64url');
  const row = await app.prisma.project.create({
    data: { userId: owner.user.id, name: 'Guestbook', token, waitStatus: WAIT_STATUS.ready },
  });
  for (const [collection, rule] of Object.entries(rules)) {
    await app.prisma.projectDataRule.create({ data: { projectId: row.id, collection, rule } });
  }
  return { id: row.id, uuid: row.uuid, token, key: row.publishableKey, base: `/api/data/${row.uuid}`, owner };
}

/** A visitor of the generated app: its own address and its own id, with the publishable key. */
function visitor(project: TestProject) {
  const ip = randomIp();
  const id = randomUUID();
  return (options: InjectOptions & { url: string }) =>
    call(app, {
      remoteAddress: ip,
      ...options,
      headers: { authorization: `Bearer ${project.key}`, 'x-visitor-id': id, ...options.headers },
    });
}

function owner(project: TestProject, options: InjectOptions & { url: string }) {
  return call(app, { ...options, headers: { authorization: `Bearer ${project.token}`, ...options.headers } });
}

const names = (body: Record<string, unknown>) =>
  (body.records as { data: DataRecord[] }).data.map((record) => record.data.name);

describe('the publishable key', () => {
  it('is given to every project, differs from the secret token and opens only its own project', async () => {
    const project = await createProject({ guests: 'public_read' });
    const other = await createProject({ guests: 'public_read' });
    expect(project.key).toMatch(/^pk_[A-Za-z0-9_-]{20,}$/);
    expect(project.key).not.toBe(project.token);
    expect(project.key).not.toBe(other.key);

    const guest = visitor(project);
    expect((await guest({ method: 'GET', url: `${project.base}/guests` })).status).toBe(200);
    const crossed = await guest({ method: 'GET', url: `${other.base}/guests` });
    expect(crossed.status).toBe(401);
    expect(crossed.body.keyCode).toBe('PROJECT_TOKEN_INVALID');
    const forged = await call(app, {
      method: 'GET',
      url: `${project.base}/guests`,
      headers: { 'x-project-token': `pk_${randomBytes(16).toString('hex')}` },
    });
    expect(forged.status).toBe(401);
  });

  it('can do nothing in a collection without a rule (owner_only), while the secret can do everything', async () => {
    const project = await createProject();
    const secret = await owner(project, {
      method: 'POST',
      url: `${project.base}/orders`,
      payload: { name: 'Ada', card: '4242' },
    });
    expect(secret.status).toBe(201);
    const id = (secret.body.data as DataRecord).id;
    const guest = visitor(project);
    const attempts: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: `${project.base}/orders` },
      { method: 'GET', url: `${project.base}/orders/${id}` },
      { method: 'POST', url: `${project.base}/orders`, payload: { name: 'Eve' } },
      { method: 'PATCH', url: `${project.base}/orders/${id}`, payload: { card: '0000' } },
      { method: 'PUT', url: `${project.base}/orders/${id}`, payload: {} },
      { method: 'DELETE', url: `${project.base}/orders/${id}` },
    ];
    for (const attempt of attempts) {
      const res = await guest(attempt);
      expect(res.status, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(res.body).toMatchObject({ success: false, keyCode: 'DATA_RULE_FORBIDDEN' });
    }
    const untouched = await owner(project, { method: 'GET', url: `${project.base}/orders/${id}` });
    expect(untouched.body).toMatchObject({ data: { data: { name: 'Ada', card: '4242' } } });
    expect((await owner(project, { method: 'GET', url: `${project.base}/orders` })).body).toMatchObject({
      records: { total: 1 },
    });
  });

  it('answers in the request language when a rule refuses', async () => {
    const project = await createProject();
    const res = await visitor(project)({
      method: 'GET',
      url: `${project.base}/orders`,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/clé publique/);
  });

  it('refuses a malformed visitor id', async () => {
    const project = await createProject({ guests: 'public_read_append' });
    const res = await visitor(project)({
      method: 'POST',
      url: `${project.base}/guests`,
      headers: { 'x-visitor-id': 'short' },
      payload: { name: 'Ada' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(['x-visitor-id']);
  });
});

describe('collection rules', () => {
  it('append_only: anyone adds; a visitor reads, changes and deletes only its own records', async () => {
    const project = await createProject({ bookings: 'append_only' });
    const ada = visitor(project);
    const eve = visitor(project);
    const url = `${project.base}/bookings`;
    const created = await ada({ method: 'POST', url, payload: { name: 'Ada', email: 'ada@example.test' } });
    expect(created.status).toBe(201);
    const record = created.body.data as DataRecord;
    expect(record.data).toEqual({ name: 'Ada', email: 'ada@example.test' });
    expect((await eve({ method: 'POST', url, payload: { name: 'Eve' } })).status).toBe(201);

    expect(names((await ada({ method: 'GET', url })).body)).toEqual(['Ada']);
    expect(names((await eve({ method: 'GET', url })).body)).toEqual(['Eve']);
    // Without a visitor id nothing is anyone's own, and filters cannot widen the scope.
    const anonymous = await ada({ method: 'GET', url, headers: { 'x-visitor-id': '' } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ records: { total: 0 } });
    expect(names((await eve({ method: 'GET', url: `${url}?name=Ada` })).body)).toEqual([]);

    const mine = `${url}/${record.id}`;
    for (const attempt of [
      { method: 'GET', url: mine },
      { method: 'PATCH', url: mine, payload: { email: 'eve@example.test' } },
      { method: 'PUT', url: mine, payload: {} },
      { method: 'DELETE', url: mine },
    ] as const) {
      const res = await eve(attempt);
      expect(res.status, attempt.method).toBe(404);
      expect(res.body.keyCode).toBe('DATA_RECORD_NOT_FOUND');
    }
    expect((await ada({ method: 'GET', url: mine })).status).toBe(200);
    const cancelled = await ada({ method: 'PATCH', url: mine, payload: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body.data as DataRecord).data).toMatchObject({ name: 'Ada', status: 'cancelled' });

    // The owner sees every booking, the visitor's id nowhere in them.
    const all = await owner(project, { method: 'GET', url: `${url}?sort=name` });
    expect(names(all.body)).toEqual(['Ada', 'Eve']);
    expect(JSON.stringify(all.body)).not.toMatch(/visitor/i);
    expect((await ada({ method: 'DELETE', url: mine })).status).toBe(200);
    expect(names((await owner(project, { method: 'GET', url })).body)).toEqual(['Eve']);
  });

  it('public_read: anyone reads every record; only the secret writes', async () => {
    const project = await createProject({ menu: 'public_read' });
    const url = `${project.base}/menu`;
    const dish = await owner(project, { method: 'POST', url, payload: { name: 'Soup' } });
    const guest = visitor(project);
    expect(names((await guest({ method: 'GET', url })).body)).toEqual(['Soup']);
    const id = (dish.body.data as DataRecord).id;
    expect((await guest({ method: 'GET', url: `${url}/${id}` })).status).toBe(200);
    for (const attempt of [
      { method: 'POST', url, payload: { name: 'Spam' } },
      { method: 'PATCH', url: `${url}/${id}`, payload: { name: 'Gone' } },
      { method: 'DELETE', url: `${url}/${id}` },
    ] as const) {
      const res = await guest(attempt);
      expect(res.status, attempt.method).toBe(403);
      expect(res.body.keyCode).toBe('DATA_RULE_FORBIDDEN');
    }
  });

  it("public_read_append: anyone reads and adds; another visitor's record is refused, not changed", async () => {
    const project = await createProject({ guestbook: 'public_read_append' });
    const url = `${project.base}/guestbook`;
    const ada = visitor(project);
    const eve = visitor(project);
    const entry = (await ada({ method: 'POST', url, payload: { name: 'Ada' } })).body.data as DataRecord;
    await eve({ method: 'POST', url, payload: { name: 'Eve' } });
    expect(names((await eve({ method: 'GET', url: `${url}?sort=name` })).body)).toEqual(['Ada', 'Eve']);
    const defaced = await eve({ method: 'PATCH', url: `${url}/${entry.id}`, payload: { name: 'Spam' } });
    expect(defaced.status).toBe(403);
    expect(defaced.body.keyCode).toBe('DATA_RULE_FORBIDDEN');
    expect((await eve({ method: 'DELETE', url: `${url}/${entry.id}` })).status).toBe(403);
    expect(
      (await ada({ method: 'PATCH', url: `${url}/${entry.id}`, payload: { name: 'Ada L.' } })).status,
    ).toBe(200);
    const read = await eve({ method: 'GET', url: `${url}/${entry.id}` });
    expect(read.body).toMatchObject({ data: { data: { name: 'Ada L.' } } });
  });

  it('public_read_write: the explicit opt-in lets any visitor change any record', async () => {
    const project = await createProject({ board: 'public_read_write' });
    const url = `${project.base}/board`;
    const note = (await visitor(project)({ method: 'POST', url, payload: { name: 'Ada' } })).body
      .data as DataRecord;
    const other = visitor(project);
    expect(
      (await other({ method: 'PATCH', url: `${url}/${note.id}`, payload: { name: 'Eve' } })).status,
    ).toBe(200);
    expect((await other({ method: 'DELETE', url: `${url}/${note.id}` })).status).toBe(200);
  });
});

describe('per-visitor limits', () => {
  it(`allows ${DATA_LIMITS.visitorRequestsPerMinute} requests a minute per visitor, and leaves others and the owner theirs`, async () => {
    const project = await createProject({ guests: 'public_read' });
    const url = `${project.base}/guests`;
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const greedy = visitor(project);
    let last = await greedy({ method: 'GET', url });
    expect(last.headers['x-ratelimit-limit']).toBe(String(DATA_LIMITS.visitorRequestsPerMinute));
    for (let i = 1; i < DATA_LIMITS.visitorRequestsPerMinute; i++) {
      last = await greedy({ method: 'GET', url });
      expect(last.status).toBe(200);
    }
    expect(last.headers['x-ratelimit-remaining']).toBe('0');
    const over = await greedy({ method: 'GET', url });
    expect(over.status).toBe(429);
    expect(over.body.keyCode).toBe('TOO_MANY_REQUESTS');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // A new visitor id from the same address does not reset it: the budget is the address's.
    const renamed = await greedy({ method: 'GET', url, headers: { 'x-visitor-id': randomUUID() } });
    expect(renamed.status).toBe(429);
    expect((await visitor(project)({ method: 'GET', url })).status).toBe(200);
    const secret = await owner(project, { method: 'GET', url });
    expect(secret.status).toBe(200);
    expect(secret.headers['x-ratelimit-limit']).toBe(String(DATA_LIMITS.requestsPerMinute));
  }, 60_000);

  it(`lets one visitor create ${DATA_LIMITS.visitorRecordsPerDay} records a day in a project`, async () => {
    const project = await createProject({ guestbook: 'public_read_append' });
    const url = `${project.base}/guestbook`;
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const spammer = visitor(project);
    for (let i = 0; i < DATA_LIMITS.visitorRecordsPerDay; i++) {
      expect((await spammer({ method: 'POST', url, payload: { name: `n${i}` } })).status).toBe(201);
    }
    const over = await spammer({ method: 'POST', url, payload: { name: 'one more' } });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Reading is still fine, another visitor still writes, and the owner is not capped.
    expect((await spammer({ method: 'GET', url })).status).toBe(200);
    expect((await visitor(project)({ method: 'POST', url, payload: { name: 'Ada' } })).status).toBe(201);
    expect((await owner(project, { method: 'POST', url, payload: { name: 'Owner' } })).status).toBe(201);
    const count = await app.prisma.projectRecord.count({ where: { projectId: project.id } });
    expect(count).toBe(DATA_LIMITS.visitorRecordsPerDay + 2);
  }, 60_000);

  it('allows the visitor id header in preflights', async () => {
    const project = await createProject();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `${project.base}/guests`,
      headers: {
        origin: app.config.PREVIEW_URL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-visitor-id',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-visitor-id');
  });
});

describe('owner routes', () => {
  it('show the key and every collection with its rule, and set rules', async () => {
    const project = await createProject({ bookings: 'append_only' });
    await owner(project, { method: 'POST', url: `${project.base}/notes`, payload: { name: 'x' } });
    await owner(project, { method: 'POST', url: `${project.base}/notes`, payload: { name: 'y' } });
    const url = `/api/projects/${project.id}/data/rules`;
    const read = await call(app, { method: 'GET', url, headers: project.owner.auth });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ success: true, keyCode: 'DATA_RULES_FETCHED' });
    expect(read.body.data).toEqual({
      publishable_key: project.key,
      default_rule: 'owner_only',
      collections: [
        { collection: 'bookings', rule: 'append_only', explicit: true, records: 0 },
        { collection: 'notes', rule: 'owner_only', explicit: false, records: 2 },
      ],
    });

    const set = await call(app, {
      method: 'PATCH',
      url,
      headers: project.owner.auth,
      payload: { rules: { notes: 'public_read', slots: 'public_read_append' } },
    });
    expect(set.status).toBe(200);
    expect(set.body.keyCode).toBe('DATA_RULES_UPDATED');
    expect((set.body.data as DataSettings).collections).toEqual([
      { collection: 'bookings', rule: 'append_only', explicit: true, records: 0 },
      { collection: 'notes', rule: 'public_read', explicit: true, records: 2 },
      { collection: 'slots', rule: 'public_read_append', explicit: true, records: 0 },
    ]);
    // The new rule applies at once.
    expect(names((await visitor(project)({ method: 'GET', url: `${project.base}/notes` })).body)).toEqual([
      'x',
      'y',
    ]);

    for (const rules of [{ notes: 'everyone' }, { Notes: 'public_read' }]) {
      const bad = await call(app, { method: 'PATCH', url, headers: project.owner.auth, payload: { rules } });
      expect(bad.status, JSON.stringify(rules)).toBe(422);
    }
  });

  it("answer someone else's project and a signed-out request like a missing one", async () => {
    const project = await createProject({ notes: 'owner_only' });
    const stranger = await createUser(app);
    const routes: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: `/api/projects/${project.id}/data/rules` },
      {
        method: 'PATCH',
        url: `/api/projects/${project.id}/data/rules`,
        payload: { rules: { notes: 'public_read_write' } },
      },
      { method: 'POST', url: `/api/projects/${project.id}/publishable-key/rotate` },
    ];
    for (const route of routes) {
      const foreign = await call(app, { ...route, headers: stranger.auth });
      expect(foreign.status, `${route.method} ${route.url}`).toBe(404);
      expect(foreign.body.keyCode).toBe('PROJECT_NOT_FOUND');
      expect((await call(app, route)).status).toBe(401);
    }
    const still = await app.prisma.project.findUniqueOrThrow({
      where: { id: project.id },
      include: { dataRules: true },
    });
    expect(still.publishableKey).toBe(project.key);
    expect(still.dataRules.map((r) => r.rule)).toEqual(['owner_only']);
  });

  it('rotate the publishable key: the old one stops working, the secret is untouched', async () => {
    const project = await createProject({ guests: 'public_read' });
    const rotated = await call(app, {
      method: 'POST',
      url: `/api/projects/${project.id}/publishable-key/rotate`,
      headers: project.owner.auth,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.keyCode).toBe('PUBLISHABLE_KEY_ROTATED');
    const key = (rotated.body.data as { publishable_key: string }).publishable_key;
    expect(key).toMatch(/^pk_/);
    expect(key).not.toBe(project.key);
    const url = `${project.base}/guests`;
    expect((await visitor(project)({ method: 'GET', url })).status).toBe(401);
    expect((await visitor({ ...project, key })({ method: 'GET', url })).status).toBe(200);
    expect((await owner(project, { method: 'GET', url })).status).toBe(200);
  });

  it('are in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths['/api/projects/{id}/data/rules'] ?? {}).sort()).toEqual(['get', 'patch']);
    expect(doc.paths['/api/projects/{id}/publishable-key/rotate']).toHaveProperty('post');
  });
});

describe('agents', () => {
  it('get the publishable key in their job, and their data_rules are applied with the answer', async () => {
    const user = await createUser(app);
    const queueName = `rules_${randomBytes(4).toString('hex')}`;
    const started = await call(app, {
      method: 'POST',
      url: '/api/conversations',
      headers: { ...user.auth, 'x-queue-name': queueName },
      payload: { content: 'A booking app', category_name: 'Development', has_files: false },
    });
    expect(started.status).toBe(201);
    const conversationUuid = (started.body.conversation as { uuid: string }).uuid;
    const conversation = await app.prisma.conversation.findUniqueOrThrow({
      where: { uuid: conversationUuid },
    });
    const project = await app.prisma.project.create({
      data: {
        userId: user.user.id,
        conversationId: conversation.id,
        name: 'Bookings',
        token: randomBytes(24).toString('base64url'),
        waitStatus: WAIT_STATUS.ready,
      },
    });
    // The first message is answered before the next can be sent.
    const first = await app.prisma.message.findFirstOrThrow({
      where: { conversationId: conversation.id, role: 'user' },
    });
    expect(await persistResult(app, first.id, { v: 1, content: 'Shall I build it?' })).toBe('stored');
    const sent = await call(app, {
      method: 'POST',
      url: `/api/conversations/${conversationUuid}/messages`,
      headers: { ...user.auth, 'x-queue-name': queueName },
      payload: { content: 'Add a booking form' },
    });
    expect(sent.status).toBe(201);
    const message = await app.prisma.message.findFirstOrThrow({
      where: { conversationId: conversation.id, content: 'Add a booking form' },
    });
    const queue = new Queue(queueName, {
      connection: { url: app.config.REDIS_URL },
      prefix: app.config.QUEUE_PREFIX,
    });
    try {
      const job = await queue.getJob(message.jobId ?? '');
      const data = job?.data as AgentJob | undefined;
      expect(data?.project).toMatchObject({ id: project.id, publishable_key: project.publishableKey });
      // The secret never travels in a job.
      expect(data?.project).not.toHaveProperty('token');
      expect(JSON.stringify(job?.data)).not.toContain(project.token);
    } finally {
      await queue.close();
    }

    const outcome = await persistResult(app, message.id, {
      v: 1,
      content: 'Bookings are shared now.',
      files: { 'index.html': '<p>Book</p>' },
      data_rules: { bookings: 'append_only', slots: 'public_read_append' },
    });
    expect(outcome).toBe('stored');
    const rules = await app.prisma.projectDataRule.findMany({
      where: { projectId: project.id },
      orderBy: { collection: 'asc' },
    });
    expect(rules.map((r) => [r.collection, r.rule])).toEqual([
      ['bookings', 'append_only'],
      ['slots', 'public_read_append'],
    ]);

    const view = await call(app, {
      method: 'GET',
      url: `/api/conversations/${conversationUuid}`,
      headers: user.auth,
    });
    expect((view.body.conversation as { metadata: Record<string, unknown> }).metadata).toMatchObject({
      project_publishable_key: project.publishableKey,
    });
  });

  it('cannot set rules with an answer that breaks the contract', async () => {
    const user = await createUser(app);
    const started = await call(app, {
      method: 'POST',
      url: '/api/conversations',
      headers: { ...user.auth, 'x-queue-name': `rules_${randomBytes(4).toString('hex')}` },
      payload: { content: 'A guestbook', category_name: 'Development', has_files: false },
    });
    const conversationUuid = (started.body.conversation as { uuid: string }).uuid;
    const conversation = await app.prisma.conversation.findUniqueOrThrow({
      where: { uuid: conversationUuid },
    });
    const project = await app.prisma.project.create({
      data: {
        userId: user.user.id,
        conversationId: conversation.id,
        name: 'Guestbook',
        token: randomBytes(24).toString('base64url'),
      },
    });
    const message = await app.prisma.message.findFirstOrThrow({
      where: { conversationId: conversation.id, role: 'user' },
    });
    const outcome = await persistResult(app, message.id, {
      v: 1,
      content: 'Open to all',
      data_rules: { guests: 'everyone_may_write' },
    });
    expect(outcome).toBe('invalid');
    expect(await app.prisma.projectDataRule.count({ where: { projectId: project.id } })).toBe(0);
  });
});
