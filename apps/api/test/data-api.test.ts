import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DATA_LIMITS, WAIT_STATUS, type DataRecord } from '@atelier/contracts';
import { buildTestApp, call, createUser, type TestUser } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ QUEUE_PREFIX: inject('redisPrefix') });
});
afterAll(() => app.close());

interface TestProject {
  id: number;
  uuid: string;
  token: string;
  base: string;
  auth: { authorization: string };
}

async function createProject(owner?: TestUser): Promise<TestProject> {
  const user = owner ?? (await createUser(app));
  const token = randomBytes(24).toString('base64url');
  const row = await app.prisma.project.create({
    data: { userId: user.user.id, name: 'Guestbook', token, waitStatus: WAIT_STATUS.ready },
  });
  return {
    id: row.id,
    uuid: row.uuid,
    token,
    base: `/api/data/${row.uuid}`,
    auth: { authorization: `Bearer ${token}` },
  };
}

function data(project: TestProject, options: InjectOptions & { url: string }) {
  return call(app, { ...options, headers: { ...project.auth, ...options.headers } });
}

async function post(project: TestProject, collection: string, payload: object) {
  const res = await data(project, { method: 'POST', url: `${project.base}/${collection}`, payload });
  expect(res.status).toBe(201);
  return res.body.data as DataRecord;
}

interface RecordPage {
  data: DataRecord[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

async function list(project: TestProject, collection: string, query = '') {
  const res = await data(project, { method: 'GET', url: `${project.base}/${collection}${query}` });
  expect(res.status).toBe(200);
  return res.body.records as RecordPage;
}

describe('records', () => {
  it('creates, reads, replaces, merges and deletes a record', async () => {
    const project = await createProject();
    const created = await post(project, 'guests', { name: 'Ada', message: 'Lovely site', stars: 5 });
    expect(created).toMatchObject({
      collection: 'guests',
      data: { name: 'Ada', message: 'Lovely site', stars: 5 },
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    const url = `${project.base}/guests/${created.id}`;

    const read = await data(project, { method: 'GET', url });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ success: true, keyCode: 'DATA_RECORD_FETCHED', data: created });

    const merged = await data(project, { method: 'PATCH', url, payload: { stars: 4, seen: true } });
    expect(merged.status).toBe(200);
    expect((merged.body.data as DataRecord).data).toEqual({
      name: 'Ada',
      message: 'Lovely site',
      stars: 4,
      seen: true,
    });

    const replaced = await data(project, { method: 'PUT', url, payload: { name: 'Grace' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      keyCode: 'DATA_RECORD_UPDATED',
      data: { data: { name: 'Grace' } },
    });

    const deleted = await data(project, { method: 'DELETE', url });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, keyCode: 'DATA_RECORD_DELETED' });
    const gone = await data(project, { method: 'GET', url });
    expect(gone.status).toBe(404);
    expect(gone.body.keyCode).toBe('DATA_RECORD_NOT_FOUND');
    expect((await data(project, { method: 'DELETE', url })).status).toBe(404);
  });

  it('keeps collections apart: a record is not found under another collection', async () => {
    const project = await createProject();
    const booking = await post(project, 'bookings', { day: 'monday' });
    const other = await data(project, { method: 'GET', url: `${project.base}/guests/${booking.id}` });
    expect(other.status).toBe(404);
    expect((await list(project, 'guests')).total).toBe(0);
  });

  it('answers in the request language', async () => {
    const project = await createProject();
    const res = await data(project, {
      method: 'POST',
      url: `${project.base}/notes`,
      headers: { 'accept-language': 'tr' },
      payload: { text: 'Merhaba' },
    });
    expect(res.body).toMatchObject({ keyCode: 'DATA_RECORD_CREATED', message: 'Kayıt oluşturuldu.' });
  });
});

describe('listing', () => {
  it('filters by equality on top-level fields, in both spellings and by text form', async () => {
    const project = await createProject();
    await post(project, 'tasks', { title: 'a', status: 'open', done: false, stars: 5 });
    await post(project, 'tasks', { title: 'b', status: 'closed', done: true, stars: 3 });
    await post(project, 'tasks', { title: 'c', status: 'open', done: true, stars: 5 });

    const open = await list(project, 'tasks', '?status=open');
    expect(open.data.map((r) => r.data.title)).toEqual(['a', 'c']);
    const where = await list(project, 'tasks', '?where[status]=open&where[done]=true');
    expect(where.data.map((r) => r.data.title)).toEqual(['c']);
    const numeric = await list(project, 'tasks', '?stars=5&done=false');
    expect(numeric.data.map((r) => r.data.title)).toEqual(['a']);
    expect((await list(project, 'tasks', '?status=none')).total).toBe(0);

    const bad = await data(project, { method: 'GET', url: `${project.base}/tasks?where[a.b]=1` });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty(['where[a.b]']);
  });

  it('sorts by a field, by created_at and descending', async () => {
    const project = await createProject();
    for (const [name, age] of [
      ['b', 30],
      ['a', 4],
      ['c', 100],
    ] as const) {
      await post(project, 'people', { name, age });
    }
    await post(project, 'people', { name: 'no age' });
    const names = async (sort: string) =>
      (await list(project, 'people', `?sort=${sort}`)).data.map((r) => r.data.name);
    // Numbers sort as numbers; records without the field come last either way.
    expect(await names('age')).toEqual(['a', 'b', 'c', 'no age']);
    expect(await names('-age')).toEqual(['c', 'b', 'a', 'no age']);
    expect(await names('name')).toEqual(['a', 'b', 'c', 'no age']);
    expect(await names('created_at')).toEqual(['b', 'a', 'c', 'no age']);
    expect(await names('-created_at')).toEqual(['no age', 'c', 'a', 'b']);
    const bad = await data(project, { method: 'GET', url: `${project.base}/people?sort=age;drop` });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('sort');
  });

  it('paginates in the usual shape', async () => {
    const project = await createProject();
    await app.prisma.projectRecord.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        projectId: project.id,
        collection: 'items',
        data: { n: i },
        size: 8,
      })),
    });
    const first = await list(project, 'items', '?sort=n');
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 25 });
    expect(first.data).toHaveLength(20);
    const second = await list(project, 'items', '?sort=n&page=2&per_page=10');
    expect(second).toMatchObject({ current_page: 2, last_page: 3, per_page: 10, total: 25 });
    expect(second.data.map((r) => r.data.n)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const beyond = await list(project, 'items', '?page=9');
    expect(beyond).toMatchObject({ data: [], total: 25 });
    const tooMany = await data(project, { method: 'GET', url: `${project.base}/items?per_page=500` });
    expect(tooMany.status).toBe(422);
  });
});

describe('bad input', () => {
  it('refuses bad JSON and bodies that are not objects with a 422 field map', async () => {
    const project = await createProject();
    const url = `${project.base}/notes`;
    const broken = await data(project, {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    expect(broken.status).toBe(422);
    expect(broken.body).toMatchObject({
      keyCode: 'VALIDATION_ERROR',
      errors: { body: [expect.any(String)] },
    });
    for (const payload of ['[1,2]', '"text"', '42', 'true']) {
      const res = await data(project, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.status, payload).toBe(422);
      expect(res.body.errors, payload).toHaveProperty('body');
    }
    const nul = await data(project, { method: 'POST', url, payload: { text: 'a\u0000b' } });
    expect(nul.status).toBe(422);
  });

  it('reads a text/plain body as JSON, as browsers send it without a declared type', async () => {
    const project = await createProject();
    const res = await data(project, {
      method: 'POST',
      url: `${project.base}/notes`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ text: 'plain' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ data: { text: 'plain' } });
  });

  it('answers malformed collection names, record ids and project ids with 422', async () => {
    const project = await createProject();
    for (const url of [
      `${project.base}/Guests`,
      `${project.base}/1st`,
      `${project.base}/${'a'.repeat(65)}`,
      `${project.base}/guests/not-a-uuid`,
      `/api/data/not-a-uuid/guests`,
    ]) {
      const res = await data(project, { method: 'GET', url });
      expect(res.status, url).toBe(422);
      expect(res.body.keyCode, url).toBe('VALIDATION_ERROR');
    }
  });

  it('lists an unused collection as empty and a missing record as not found', async () => {
    const project = await createProject();
    expect(await list(project, 'never-used')).toMatchObject({ data: [], total: 0, last_page: 1 });
    const missing = await data(project, {
      method: 'PATCH',
      url: `${project.base}/x/${randomUUID()}`,
      payload: {},
    });
    expect(missing.status).toBe(404);
    expect(missing.body.keyCode).toBe('DATA_RECORD_NOT_FOUND');
  });
});

describe('authorisation', () => {
  it('refuses a missing or wrong token, and takes X-Project-Token as well as a bearer header', async () => {
    const project = await createProject();
    const url = `${project.base}/notes`;
    const none = await call(app, { method: 'GET', url });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, keyCode: 'PROJECT_TOKEN_INVALID' });
    const wrong = await call(app, { method: 'GET', url, headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const header = await call(app, { method: 'GET', url, headers: { 'x-project-token': project.token } });
    expect(header.status).toBe(200);
    const unknown = await call(app, {
      method: 'GET',
      url: `/api/data/${randomUUID()}/notes`,
      headers: project.auth,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.keyCode).toBe('PROJECT_TOKEN_INVALID');
  });

  it("never lets one project's token reach another project's records", async () => {
    const mine = await createProject();
    const theirs = await createProject();
    const secret = await post(theirs, 'secrets', { pin: '1234' });
    const theirUrl = `${theirs.base}/secrets`;
    const attempts: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: theirUrl },
      { method: 'GET', url: `${theirUrl}/${secret.id}` },
      { method: 'POST', url: theirUrl, payload: { pin: '0000' } },
      { method: 'PATCH', url: `${theirUrl}/${secret.id}`, payload: { pin: '0000' } },
      { method: 'PUT', url: `${theirUrl}/${secret.id}`, payload: { pin: '0000' } },
      { method: 'DELETE', url: `${theirUrl}/${secret.id}` },
    ];
    for (const attempt of attempts) {
      const res = await call(app, { ...attempt, headers: mine.auth });
      expect(res.status, `${attempt.method} ${attempt.url}`).toBe(401);
      expect(res.body.keyCode).toBe('PROJECT_TOKEN_INVALID');
    }
    // Its own token on its own project, with the other record's id: not there.
    const crossed = await data(mine, { method: 'GET', url: `${mine.base}/secrets/${secret.id}` });
    expect(crossed.status).toBe(404);
    expect(await list(mine, 'secrets')).toMatchObject({ total: 0 });
    const untouched = await data(theirs, { method: 'GET', url: `${theirUrl}/${secret.id}` });
    expect(untouched.body).toMatchObject({ data: { data: { pin: '1234' } } });
    expect(await list(theirs, 'secrets')).toMatchObject({ total: 1 });
  });
});

describe('token rotation', () => {
  it('gives the owner a new token, refuses the old one and shows the new one in the conversation', async () => {
    const owner = await createUser(app);
    const started = await call(app, {
      method: 'POST',
      url: '/api/conversations',
      headers: { ...owner.auth, 'x-queue-name': `rotation_${randomBytes(4).toString('hex')}` },
      payload: { content: 'A guestbook', category_name: 'Development', has_files: false },
    });
    expect(started.status).toBe(201);
    const conversationUuid = (started.body.conversation as { uuid: string }).uuid;
    const project = await createProject(owner);
    const conversation = await app.prisma.conversation.findUniqueOrThrow({
      where: { uuid: conversationUuid },
    });
    await app.prisma.project.update({ where: { id: project.id }, data: { conversationId: conversation.id } });
    const record = await post(project, 'guests', { name: 'Ada' });

    const rotated = await call(app, {
      method: 'POST',
      url: `/api/projects/${project.id}/token/rotate`,
      headers: owner.auth,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ success: true, keyCode: 'PROJECT_TOKEN_ROTATED' });
    const token = (rotated.body.data as { token: string }).token;
    expect(token).not.toBe(project.token);
    expect(token.length).toBeGreaterThanOrEqual(24);

    const old = await data(project, { method: 'GET', url: `${project.base}/guests` });
    expect(old.status).toBe(401);
    const fresh = await call(app, {
      method: 'GET',
      url: `${project.base}/guests/${record.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ data: { data: { name: 'Ada' } } });

    const view = await call(app, {
      method: 'GET',
      url: `/api/conversations/${conversationUuid}`,
      headers: owner.auth,
    });
    expect(view.status).toBe(200);
    expect((view.body.conversation as { metadata: Record<string, unknown> }).metadata).toMatchObject({
      project_token: token,
    });
  });

  it("answers someone else's project and a signed-out request like a missing one", async () => {
    const project = await createProject();
    const stranger = await createUser(app);
    const url = `/api/projects/${project.id}/token/rotate`;
    const foreign = await call(app, { method: 'POST', url, headers: stranger.auth });
    expect(foreign.status).toBe(404);
    expect(foreign.body.keyCode).toBe('PROJECT_NOT_FOUND');
    expect((await call(app, { method: 'POST', url })).status).toBe(401);
    const still = await app.prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(still.token).toBe(project.token);
  });
});

describe('limits', () => {
  it(`refuses a record over ${DATA_LIMITS.maxRecordBytes} bytes, on create and on update`, async () => {
    const project = await createProject();
    const big = { text: 'x'.repeat(DATA_LIMITS.maxRecordBytes) };
    const res = await data(project, { method: 'POST', url: `${project.base}/notes`, payload: big });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, keyCode: 'DATA_LIMIT_EXCEEDED' });
    const fits = await post(project, 'notes', { text: 'x'.repeat(DATA_LIMITS.maxRecordBytes - 100) });
    const grown = await data(project, {
      method: 'PATCH',
      url: `${project.base}/notes/${fits.id}`,
      payload: { more: 'y'.repeat(200) },
    });
    expect(grown.status).toBe(413);
    expect(grown.body.keyCode).toBe('DATA_LIMIT_EXCEEDED');
  });

  it(`refuses record ${DATA_LIMITS.maxRecords + 1}`, async () => {
    const project = await createProject();
    await app.prisma.projectRecord.createMany({
      data: Array.from({ length: DATA_LIMITS.maxRecords }, (_, i) => ({
        projectId: project.id,
        collection: 'items',
        data: { n: i },
        size: 8,
      })),
    });
    const res = await data(project, { method: 'POST', url: `${project.base}/items`, payload: { n: -1 } });
    expect(res.status).toBe(422);
    expect(res.body.keyCode).toBe('DATA_LIMIT_EXCEEDED');
    // Making room lets the next one in.
    const oldest = await list(project, 'items', '?per_page=1');
    await data(project, { method: 'DELETE', url: `${project.base}/items/${oldest.data[0]!.id}` });
    await post(project, 'items', { n: -1 });
  });

  it('refuses records beyond the total size and a collection beyond the collection count', async () => {
    const project = await createProject();
    await app.prisma.projectRecord.create({
      data: { projectId: project.id, collection: 'files', data: {}, size: DATA_LIMITS.maxTotalBytes - 20 },
    });
    const full = await data(project, {
      method: 'POST',
      url: `${project.base}/files`,
      payload: { text: 'more than twenty bytes' },
    });
    expect(full.status).toBe(422);
    expect(full.body.keyCode).toBe('DATA_LIMIT_EXCEEDED');

    const other = await createProject();
    await app.prisma.projectRecord.createMany({
      data: Array.from({ length: DATA_LIMITS.maxCollections }, (_, i) => ({
        projectId: other.id,
        collection: `c${i}`,
        data: {},
        size: 2,
      })),
    });
    const extra = await data(other, { method: 'POST', url: `${other.base}/one-more`, payload: {} });
    expect(extra.status).toBe(422);
    expect(extra.body.keyCode).toBe('DATA_LIMIT_EXCEEDED');
    await post(other, 'c7', { fine: true });
  });

  it(`allows ${DATA_LIMITS.requestsPerMinute} requests a minute per project, then 429`, async () => {
    const project = await createProject();
    const bystander = await createProject();
    const url = `${project.base}/notes`;
    // A minute boundary mid-test would reset the window; start just after one if it is near.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    let last = await data(project, { method: 'GET', url });
    expect(last.headers['x-ratelimit-limit']).toBe(String(DATA_LIMITS.requestsPerMinute));
    for (let i = 1; i < DATA_LIMITS.requestsPerMinute; i++) {
      last = await data(project, { method: 'GET', url });
      expect(last.status).toBe(200);
    }
    expect(last.headers['x-ratelimit-remaining']).toBe('0');
    const over = await data(project, { method: 'GET', url });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, keyCode: 'TOO_MANY_REQUESTS' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['access-control-allow-origin']).toBe('*');
    // Another project's budget is its own.
    expect((await data(bystander, { method: 'GET', url: `${bystander.base}/notes` })).status).toBe(200);
  }, 120_000);
});

describe('CORS', () => {
  it('answers the preflight from the preview origin and marks answers readable by any origin', async () => {
    const project = await createProject();
    const origin = app.config.PREVIEW_URL;
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `${project.base}/guests`,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-project-token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-methods'])).toMatch(/PATCH/);
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-project-token'])
      expect(allowed).toContain(header);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const created = await data(project, {
      method: 'POST',
      url: `${project.base}/guests`,
      headers: { origin },
      payload: { name: 'Ada' },
    });
    expect(created.headers['access-control-allow-origin']).toBe('*');
    const refused = await call(app, { method: 'GET', url: `${project.base}/guests`, headers: { origin } });
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it('leaves the rest of the api without CORS headers', async () => {
    const user = await createUser(app);
    const res = await call(app, {
      method: 'GET',
      url: '/api/projects',
      headers: { ...user.auth, origin: app.config.PREVIEW_URL },
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
