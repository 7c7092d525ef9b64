import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser, randomIp, type TestUser } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** Each test sends to its own agent queue, which no agent listens to. */
const queue = () => `idem_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

async function post(user: TestUser, url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { ...user.auth, ...headers },
    payload,
    remoteAddress: randomIp(),
  });
  return {
    status: res.statusCode,
    raw: res.body,
    body: res.json<Record<string, unknown>>(),
    headers: res.headers,
  };
}

const conversations = (user: TestUser) => app.prisma.conversation.count({ where: { userId: user.user.id } });

describe('Idempotency-Key on POST /api/conversations', () => {
  it('replays the first answer to a retry with the same key and creates nothing more', async () => {
    const user = await createUser(app);
    const headers = { 'idempotency-key': randomUUID(), 'x-queue-name': queue() };
    const first = await post(user, '/api/conversations', { content: 'Build me a shop' }, headers);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await post(user, '/api/conversations', { content: 'Build me a shop' }, headers);
    expect(retry.status).toBe(201);
    expect(retry.raw).toBe(first.raw);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(await conversations(user)).toBe(1);
    expect(await app.prisma.message.count({ where: { conversation: { userId: user.user.id } } })).toBe(1);

    // Without a key, or with another one, each request creates.
    expect(
      (
        await post(
          user,
          '/api/conversations',
          { content: 'Build me a shop' },
          { 'x-queue-name': headers['x-queue-name'] },
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await post(
          user,
          '/api/conversations',
          { content: 'Build me a shop' },
          { ...headers, 'idempotency-key': randomUUID() },
        )
      ).status,
    ).toBe(201);
    expect(await conversations(user)).toBe(3);
  });

  it('keeps the answer for 24 hours, under the app prefix', async () => {
    const user = await createUser(app);
    const key = randomUUID();
    await post(
      user,
      '/api/conversations',
      { content: 'Keep me' },
      { 'idempotency-key': key, 'x-queue-name': queue() },
    );
    const keys = await app.redis.keys(`${app.config.REDIS_PREFIX}:idempotency:${user.user.id}:*`);
    expect(keys).toHaveLength(1);
    const ttl = await app.redis.ttl(keys[0]!);
    expect(ttl).toBeGreaterThan(24 * 3600 - 60);
    expect(ttl).toBeLessThanOrEqual(24 * 3600);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body', async () => {
    const user = await createUser(app);
    const headers = { 'idempotency-key': randomUUID(), 'x-queue-name': queue() };
    expect((await post(user, '/api/conversations', { content: 'First idea' }, headers)).status).toBe(201);
    const other = await post(user, '/api/conversations', { content: 'Second idea' }, headers);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      success: false,
      keyCode: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request.',
      errors: { 'idempotency-key': ['The idempotency key was already used with a different request body.'] },
    });
    expect(await conversations(user)).toBe(1);
  });

  it('lets only one of concurrent duplicates create; the others replay or are told it is in progress', async () => {
    const user = await createUser(app);
    const headers = { 'idempotency-key': randomUUID(), 'x-queue-name': queue() };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(user, '/api/conversations', { content: 'Only once' }, headers)),
    );
    expect(await conversations(user)).toBe(1);
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.raw)).size).toBe(1);
    for (const busy of results.filter((r) => r.status !== 201)) {
      expect(busy.status).toBe(409);
      expect(busy.body.keyCode).toBe('IDEMPOTENCY_KEY_IN_USE');
      expect(busy.headers['retry-after']).toBe('1');
    }
  });

  it('keeps keys apart per user', async () => {
    const [a, b] = [await createUser(app), await createUser(app)];
    const headers = { 'idempotency-key': 'shared-key-1', 'x-queue-name': queue() };
    const first = await post(a, '/api/conversations', { content: 'Mine' }, headers);
    const second = await post(b, '/api/conversations', { content: 'Mine' }, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.raw).not.toBe(first.raw);
    expect(await conversations(b)).toBe(1);
  });

  it('releases the key when the request fails, so a corrected retry runs', async () => {
    const user = await createUser(app);
    const headers = { 'idempotency-key': randomUUID(), 'x-queue-name': queue() };
    const missing = await post(
      user,
      '/api/conversations',
      { content: 'For a project', project_id: 2_000_000_000 },
      headers,
    );
    expect(missing.status).toBe(404);
    const fixed = await post(user, '/api/conversations', { content: 'For nothing' }, headers);
    expect(fixed.status).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 422 on the header', async () => {
    const user = await createUser(app);
    for (const key of ['x'.repeat(256), 'has space']) {
      const res = await post(user, '/api/conversations', { content: 'Hi' }, { 'idempotency-key': key });
      expect(res.status, key).toBe(422);
      expect(Object.keys(res.body.errors as object)).toEqual(['idempotency-key']);
    }
    expect(await conversations(user)).toBe(0);
  });
});

describe('Idempotency-Key on POST /api/projects', () => {
  it('creates one project and one agent request however often it is retried', async () => {
    const user = await createUser(app);
    const name = queue();
    const started = await post(
      user,
      '/api/conversations',
      { content: 'A booking site' },
      { 'x-queue-name': name },
    );
    const conversationId = (started.body.conversation as { uuid: string }).uuid;
    const conversation = await app.prisma.conversation.findFirstOrThrow({ where: { uuid: conversationId } });
    // The first message is still open; the project request needs the conversation unlocked.
    await app.prisma.message.updateMany({
      where: { conversationId: conversation.id },
      data: { status: 'answered' },
    });
    const headers = { 'idempotency-key': randomUUID(), 'x-queue-name': name };
    const body = { name: 'Bookings', conversation_id: conversationId };
    const first = await post(user, '/api/projects', body, headers);
    expect(first.status).toBe(201);
    const retry = await post(user, '/api/projects', body, headers);
    expect(retry.status).toBe(201);
    expect(retry.raw).toBe(first.raw);
    expect(await app.prisma.project.count({ where: { userId: user.user.id } })).toBe(1);
    expect(await app.prisma.message.count({ where: { conversationId: conversation.id } })).toBe(2);
    // The header schema lets the other headers through: the job went to the queue the request named.
    const request = await app.prisma.message.findFirstOrThrow({
      where: { conversationId: conversation.id },
      orderBy: { id: 'desc' },
    });
    expect(request.queueName).toBe(name);

    // Without the key the same request is a second creation, refused as such.
    const again = await post(user, '/api/projects', body, { 'x-queue-name': name });
    expect(again.status).toBe(409);
    expect(again.body.keyCode).toBe('PROJECT_ALREADY_EXISTS');
  });
});

it('documents the Idempotency-Key header in the OpenAPI document', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  }>();
  for (const path of ['/api/conversations', '/api/projects']) {
    const parameters = doc.paths[path]?.post?.parameters ?? [];
    expect(parameters, path).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
    );
  }
});
