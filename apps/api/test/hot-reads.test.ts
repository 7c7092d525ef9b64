/**
 * Hot reads without the database: a token and the answers a workspace polls are kept per user and
 * dropped by every write that changes what they show, on the writing instance at once and on the others
 * as soon as the change reaches them over Redis. Two api instances share one Redis and one PostgreSQL
 * here, as two machines would. Database round trips are counted at the driver (pg's Client#query).
 */
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { WAIT_STATUS, type Conversation, type Project } from '@atelier/contracts';
import { publishUserChanges } from '@atelier/config/user-changes';
import { buildApp } from '../src/app.ts';
import { persistResult } from '../src/features/agent/persist.ts';
import { ensureAdmin } from '../src/features/admin/ensure-admin.ts';
import { call, createUser, eventually, testConfig, uniqueEmail, type TestUser } from './helpers.ts';

// The driver Prisma's adapter uses (a dependency of @atelier/db): every round trip is one Client#query.
const requireFromDb = createRequire(createRequire(import.meta.url).resolve('@atelier/db'));
const pg = requireFromDb('pg') as { Client: { prototype: { query: (...args: unknown[]) => unknown } } };

const statements: string[] = [];
let counting = false;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  if (counting) {
    const first = args[0];
    statements.push(typeof first === 'string' ? first : String((first as { text?: string })?.text ?? ''));
  }
  return originalQuery.apply(this, args);
};

/** The statements the database received while `work` ran. */
async function counted<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  statements.length = 0;
  counting = true;
  try {
    const result = await work();
    return { result, queries: [...statements] };
  } finally {
    counting = false;
  }
}

const WRITE = /^\s*(UPDATE|INSERT|DELETE|BEGIN)|\bUPDATE\s+"?[a-z_]+"?\s+SET\b/i;

/** Resolves once the instance has dropped the user's entries (or all of them). */
function dropped(app: FastifyInstance, userId: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the change did not arrive')), 5000);
    const stop = app.userChanges.onChange((id) => {
      if (id !== userId && id !== null) return;
      clearTimeout(timer);
      stop();
      resolve(performance.now() - started);
    });
  });
}

/** Builds an api instance like the server does, without its own result collector (no background reads). */
async function instance(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), { logger: false, collectResults: false });
  await app.ready();
  return app;
}

let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  [a, b] = await Promise.all([instance(), instance()]);
});
afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await Promise.all([a?.close(), b?.close()]);
});

const get = (app: FastifyInstance, url: string, user: TestUser, headers: Record<string, string> = {}) =>
  call(app, { method: 'GET', url, headers: { ...user.auth, ...headers } });

/** A user with `count` conversations of two messages each; the last one built into a visible project. */
async function userWithConversations(app: FastifyInstance, count: number) {
  const owner = await createUser(app);
  const category = await app.prisma.category.findFirst({ where: { isActive: true }, orderBy: { id: 'asc' } });
  const base = Date.now() - count * 60_000;
  const uuids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = new Date(base + i * 60_000);
    const conversation = await app.prisma.conversation.create({
      data: {
        userId: owner.user.id,
        categoryId: category?.id ?? null,
        title: `Conversation ${i}`,
        messageCount: 2,
        lastMessageAt: at,
        messages: {
          create: [
            {
              userId: owner.user.id,
              role: 'user',
              content: `Question ${i}`,
              status: 'answered',
              createdAt: at,
            },
            { role: 'assistant', content: `Answer ${i}`, createdAt: new Date(at.getTime() + 1000) },
          ],
        },
      },
    });
    uuids.push(conversation.uuid);
  }
  const latest = await app.prisma.conversation.findUniqueOrThrow({ where: { uuid: uuids.at(-1)! } });
  const project = await app.prisma.project.create({
    data: {
      userId: owner.user.id,
      conversationId: latest.id,
      name: 'Habit Tracker',
      token: randomBytes(16).toString('hex'),
      waitStatus: WAIT_STATUS.ready,
    },
  });
  return { owner, uuids, latest: uuids.at(-1)!, project, category };
}

describe('round trips', () => {
  it('a miss costs at most two round trips with the token, a hit none, and polling writes nothing', async () => {
    const { owner, latest } = await userWithConversations(a, 30);
    const urls = [
      '/api/conversations?page=1&per_page=9',
      `/api/conversations/${latest}`,
      `/api/conversations/${latest}/status`,
      '/api/projects',
    ];
    const polls: string[] = [];
    for (const url of urls) {
      // Nothing of this user is cached any more: the token is read again too.
      await a.userChanges.changed(owner.user.id);
      const miss = await counted(() => get(a, url, owner));
      expect(miss.result.status, url).toBe(200);
      expect(miss.queries.length, `${url}: ${miss.queries.join(' | ')}`).toBeLessThanOrEqual(2);
      expect(miss.queries.length, url).toBeGreaterThan(0);
      const hits = await counted(async () => [await get(a, url, owner), await get(a, url, owner)]);
      expect(hits.queries, url).toEqual([]);
      for (const hit of hits.result) expect(hit.body, url).toEqual(miss.result.body);
      polls.push(...miss.queries, ...hits.queries);
    }
    expect(polls.filter((sql) => WRITE.test(sql))).toEqual([]);
  });

  it('shows the page as the rows say: 9 of 30, latest activity first, each with its last message', async () => {
    const { owner, uuids, project, category } = await userWithConversations(a, 30);
    const res = await get(a, '/api/conversations?page=1&per_page=9', owner);
    const page = res.body.conversations as {
      data: Conversation[];
      total: number;
      last_page: number;
      per_page: number;
    };
    expect(page).toMatchObject({ total: 30, last_page: 4, per_page: 9 });
    expect(page.data.map((c) => c.uuid)).toEqual(uuids.slice(-9).reverse());
    expect(page.data.map((c) => c.last_message)).toEqual(
      Array.from({ length: 9 }, (_, i) => `Answer ${29 - i}`),
    );
    expect(page.data[0]).toMatchObject({
      message_count: 2,
      project_uuid: project.uuid,
      project_name: 'Habit Tracker',
      metadata: { project_id: project.id, project_token: project.token },
      category: category ? { id: category.id } : null,
    });
    const past = await get(a, '/api/conversations?page=5&per_page=9', owner);
    expect(past.body.conversations).toMatchObject({ data: [], total: 30, current_page: 5 });
  });

  it('records a token’s use with its writes, never with its reads', async () => {
    const owner = await createUser(a);
    const lastUsed = async () =>
      (await a.prisma.accessToken.findFirstOrThrow({ where: { userId: owner.user.id } })).lastUsedAt;
    for (const app of [a, b]) expect((await get(app, '/api/conversations', owner)).status).toBe(200);
    expect(await lastUsed()).toBeNull();
    const renamed = await call(a, {
      method: 'PUT',
      url: '/api/auth/profile',
      headers: owner.auth,
      payload: { name: 'Ada' },
    });
    expect(renamed.status).toBe(200);
    // Written beside the answer, not before it.
    expect(await eventually(lastUsed)).toBeInstanceOf(Date);
  });

  it('keeps an answer per language', async () => {
    const { owner } = await userWithConversations(a, 1);
    const en = await get(a, '/api/conversations', owner, { 'accept-language': 'en' });
    const tr = await counted(() => get(a, '/api/conversations', owner, { 'accept-language': 'tr' }));
    expect(tr.queries.length).toBeGreaterThan(0);
    expect(tr.result.body.message).not.toBe(en.body.message);
    const again = await counted(() => get(a, '/api/conversations', owner, { 'accept-language': 'tr' }));
    expect(again.queries).toEqual([]);
    expect(again.result.body).toEqual(tr.result.body);
  });

  it('reads the token’s user exactly as the users table holds it', async () => {
    const owner = await createUser(a);
    await a.prisma.user.update({
      where: { id: owner.user.id },
      data: { name: 'Ada', jobTitle: 'Engineer', googleConnected: true, definition: 'developer' },
    });
    await a.userChanges.changed(owner.user.id);
    const request = { headers: { authorization: owner.auth.authorization }, auth: null };
    const auth = await a.identify(request as unknown as FastifyRequest);
    expect(auth?.user).toEqual(await a.prisma.user.findUniqueOrThrow({ where: { id: owner.user.id } }));
  });
});

describe('every write makes the next read fresh, on both instances', () => {
  const reads = (uuid: string) => [
    '/api/conversations',
    `/api/conversations/${uuid}`,
    `/api/conversations/${uuid}/status`,
    '/api/projects',
  ];
  /** Reads everything on both instances, so each holds it cached. */
  const prime = async (owner: TestUser, uuid: string) => {
    for (const app of [a, b])
      for (const url of reads(uuid)) expect((await get(app, url, owner)).status).toBe(200);
  };
  /** Runs a write on instance a and waits until b has heard of it. */
  const writeOnA = async <T>(owner: TestUser, write: () => Promise<T>): Promise<T> => {
    const heard = dropped(b, owner.user.id);
    const result = await write();
    await heard;
    return result;
  };
  const conversationOn = async (app: FastifyInstance, owner: TestUser, uuid: string) =>
    (await get(app, `/api/conversations/${uuid}`, owner)).body.conversation as Conversation & {
      messages: { content: string; role: string }[];
    };
  const listOn = async (app: FastifyInstance, owner: TestUser) =>
    (await get(app, '/api/conversations', owner)).body.conversations as {
      data: Conversation[];
      total: number;
    };
  const projectsOn = async (app: FastifyInstance, owner: TestUser) =>
    (await get(app, '/api/projects', owner)).body.projects as { data: Project[] };
  const statusOn = async (app: FastifyInstance, owner: TestUser, uuid: string) =>
    (await get(app, `/api/conversations/${uuid}/status`, owner)).body.data as {
      is_locked: boolean;
      needs_refresh: boolean;
    };

  it('a message sent, then the answer the collector stores', async () => {
    const { owner, latest } = await userWithConversations(a, 3);
    await prime(owner, latest);
    const sent = await writeOnA(owner, () =>
      call(a, {
        method: 'POST',
        url: `/api/conversations/${latest}/messages`,
        headers: { ...owner.auth, 'x-queue-name': `hot_${randomBytes(4).toString('hex')}` },
        payload: { content: 'Add a dark mode', has_files: false },
      }),
    );
    expect(sent.status).toBe(201);
    for (const app of [a, b]) {
      expect((await listOn(app, owner)).data[0]).toMatchObject({
        uuid: latest,
        last_message: 'Add a dark mode',
      });
      expect((await conversationOn(app, owner, latest)).messages.at(-1)?.content).toBe('Add a dark mode');
      expect(await statusOn(app, owner, latest)).toMatchObject({ is_locked: true });
    }

    const message = await a.prisma.message.findUniqueOrThrow({
      where: { uuid: (sent.body.user_message as { uuid: string }).uuid },
    });
    // What the result collector does with a finished job.
    expect(
      await writeOnA(owner, () => persistResult(a, message.id, { v: 1, content: 'Dark mode added.' })),
    ).toBe('stored');
    for (const app of [a, b]) {
      expect(await statusOn(app, owner, latest)).toMatchObject({ is_locked: false });
      expect((await conversationOn(app, owner, latest)).messages.at(-1)).toMatchObject({
        role: 'assistant',
        content: 'Dark mode added.',
      });
      expect((await listOn(app, owner)).data[0]?.last_message).toBe('Dark mode added.');
    }
  });

  it('a conversation renamed, then deleted', async () => {
    const { owner, uuids } = await userWithConversations(a, 3);
    const uuid = uuids[0]!;
    await prime(owner, uuid);
    const renamed = await writeOnA(owner, () =>
      call(a, {
        method: 'PUT',
        url: `/api/conversations/${uuid}`,
        headers: owner.auth,
        payload: { title: 'Renamed' },
      }),
    );
    expect(renamed.status).toBe(200);
    for (const app of [a, b]) {
      expect((await listOn(app, owner)).data.find((c) => c.uuid === uuid)?.title).toBe('Renamed');
      expect((await conversationOn(app, owner, uuid)).title).toBe('Renamed');
    }
    await writeOnA(owner, () =>
      call(a, { method: 'DELETE', url: `/api/conversations/${uuid}`, headers: owner.auth }),
    );
    for (const app of [a, b]) {
      expect((await listOn(app, owner)).total).toBe(2);
      expect((await get(app, `/api/conversations/${uuid}`, owner)).status).toBe(404);
      expect((await get(app, `/api/conversations/${uuid}/status`, owner)).status).toBe(404);
    }
  });

  it('a project renamed and published, then its build state and thumbnail from the worker', async () => {
    const { owner, latest, project } = await userWithConversations(a, 2);
    await prime(owner, latest);
    const updated = await writeOnA(owner, () =>
      call(a, {
        method: 'PUT',
        url: `/api/projects/${project.id}`,
        headers: owner.auth,
        payload: { name: 'Mood Journal', is_public: true },
      }),
    );
    expect(updated.status).toBe(200);
    for (const app of [a, b]) {
      expect((await projectsOn(app, owner)).data[0]).toMatchObject({ name: 'Mood Journal', is_public: true });
      expect((await listOn(app, owner)).data[0]).toMatchObject({ project_name: 'Mood Journal' });
    }

    // The worker's builder and screenshot jobs write these rows and announce them (apps/worker context).
    await a.prisma.project.update({
      where: { id: project.id },
      data: { waitStatus: WAIT_STATUS.building, thumbnailKey: `screenshots/${project.id}/1.png` },
    });
    const publisher = new Redis(a.config.REDIS_URL);
    try {
      const heard = [dropped(a, owner.user.id), dropped(b, owner.user.id)];
      await publishUserChanges(publisher, a.config.REDIS_PREFIX, {
        origin: 'worker',
        users: [owner.user.id],
      });
      await Promise.all(heard);
    } finally {
      await publisher.quit();
    }
    for (const app of [a, b]) {
      const [shown] = (await projectsOn(app, owner)).data;
      expect(shown?.wait_status).toBe(WAIT_STATUS.building);
      expect(shown?.thumbnail_url).toContain(`/api/projects/${project.id}/thumbnail?`);
    }
  });

  it('a profile change shows on the next read of the profile', async () => {
    const owner = await createUser(a);
    for (const app of [a, b]) expect((await get(app, '/api/profile', owner)).status).toBe(200);
    await writeOnA(owner, () =>
      call(a, { method: 'PUT', url: '/api/auth/profile', headers: owner.auth, payload: { name: 'Grace' } }),
    );
    for (const app of [a, b]) {
      expect((await get(app, '/api/profile', owner)).body.user).toMatchObject({ name: 'Grace' });
    }
  });

  it('reports needs_refresh exactly once across both instances', async () => {
    const { owner, uuids } = await userWithConversations(a, 1);
    const uuid = uuids[0]!;
    const conversation = await a.prisma.conversation.findUniqueOrThrow({ where: { uuid } });
    await a.prisma.project.deleteMany({ where: { conversationId: conversation.id } });
    const message = await a.prisma.message.create({
      data: {
        conversationId: conversation.id,
        userId: owner.user.id,
        role: 'user',
        content: 'Build it',
        status: 'working',
        jobId: 'job-1',
      },
    });
    await a.userChanges.changed(owner.user.id);
    await prime(owner, uuid);
    // An answer with files makes the project and raises the flag (what the collector stores).
    await writeOnA(owner, () =>
      persistResult(a, message.id, {
        v: 1,
        content: 'Built.',
        project_name: 'Quiz',
        files: { 'src/App.tsx': 'export default function App() { return null; }' },
      }),
    );
    const seen: boolean[] = [];
    for (let i = 0; i < 4; i += 1) {
      for (const app of [a, b, b, a]) seen.push((await statusOn(app, owner, uuid)).needs_refresh);
    }
    expect(seen.filter(Boolean)).toHaveLength(1);
  });
});

describe('a token is refused at once', () => {
  it('after logout, here and on the other instance', async () => {
    const owner = await createUser(a);
    for (const app of [a, b]) expect((await get(app, '/api/conversations', owner)).status).toBe(200);
    const heard = dropped(b, owner.user.id);
    expect((await call(a, { method: 'POST', url: '/api/logout', headers: owner.auth })).status).toBe(200);
    expect((await get(a, '/api/conversations', owner)).status).toBe(401);
    console.log(`logout on one instance -> heard on the other after ${(await heard).toFixed(1)} ms`);
    expect((await get(b, '/api/conversations', owner)).status).toBe(401);
  });

  it('after a password change revokes the other tokens', async () => {
    const owner = await createUser(a);
    const other = await createUser(a, { email: uniqueEmail('other') });
    // A second token of the same account.
    const login = await call(a, {
      method: 'POST',
      url: '/api/login',
      payload: { email: owner.user.email, password: owner.password },
    });
    const second: TestUser = { ...owner, auth: { authorization: `Bearer ${login.body.token as string}` } };
    for (const app of [a, b]) expect((await get(app, '/api/profile', second)).status).toBe(200);
    const heard = dropped(b, owner.user.id);
    const changed = await call(a, {
      method: 'PUT',
      url: '/api/profile/password',
      headers: owner.auth,
      payload: {
        current_password: owner.password,
        new_password: 'another horse battery',
        new_password_confirmation: 'another horse battery',
      },
    });
    expect(changed.status).toBe(200);
    expect((await get(a, '/api/profile', second)).status).toBe(401);
    await heard;
    expect((await get(b, '/api/profile', second)).status).toBe(401);
    // The token that changed it stays; someone else's is untouched.
    expect((await get(b, '/api/profile', owner)).status).toBe(200);
    expect((await get(b, '/api/profile', other)).status).toBe(200);
  });

  it('after an admin deactivates the account', async () => {
    const admin = await createUser(a, { role: 'admin' });
    const owner = await createUser(a);
    for (const app of [a, b]) expect((await get(app, '/api/profile', owner)).status).toBe(200);
    const heard = dropped(b, owner.user.id);
    const res = await call(a, {
      method: 'PUT',
      url: `/api/admin/users/${owner.user.id}/deactivate`,
      headers: admin.auth,
    });
    expect(res.status).toBe(200);
    await heard;
    for (const app of [a, b]) {
      const sent = await call(app, {
        method: 'POST',
        url: '/api/conversations',
        headers: owner.auth,
        payload: { content: 'Hello', has_files: false },
      });
      expect(sent.status).toBe(403);
      expect(sent.body.keyCode).toBe('ACCOUNT_DEACTIVE_ACTION_BLOCKED');
    }
  });

  it('after a role change: the new admin is let in everywhere', async () => {
    const password = 'admin horse battery staple';
    const owner = await createUser(a, { password });
    for (const app of [a, b]) expect((await get(app, '/api/admin/users', owner)).status).toBe(403);
    const starter = await instance({ ADMIN_EMAIL: owner.user.email, ADMIN_PASSWORD: password });
    try {
      const heard = [dropped(a, owner.user.id), dropped(b, owner.user.id)];
      await ensureAdmin(starter);
      await Promise.all(heard);
    } finally {
      await starter.close();
    }
    for (const app of [a, b]) expect((await get(app, '/api/admin/users', owner)).status).toBe(200);
  });
});

describe('a lost subscription', () => {
  it('answers nothing from the cache until it is back, then starts over', async () => {
    const { owner } = await userWithConversations(a, 2);
    expect((await listOnB(owner)).total).toBe(2);
    // A change nobody announces (as if the message were lost while b was not listening).
    await a.prisma.conversation.updateMany({
      where: { userId: owner.user.id },
      data: { title: 'Unannounced' },
    });
    expect((await listOnB(owner)).data[0]?.title).not.toBe('Unannounced');

    const admin = new Redis(a.config.REDIS_URL);
    try {
      const clients = (await admin.client('LIST')) as string;
      const line = clients
        .split('\n')
        .find((l) => l.includes(`name=${b.config.REDIS_PREFIX}:user-changes:${b.userChanges.instance}`));
      const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
      expect(id).toBeDefined();
      const back = dropped(b, -1);
      await admin.client('KILL', 'ID', id!);
      await back;
    } finally {
      await admin.quit();
    }
    expect(b.userChanges.live).toBe(true);
    expect((await listOnB(owner)).data[0]?.title).toBe('Unannounced');
  });

  async function listOnB(owner: TestUser) {
    return (await get(b, '/api/conversations', owner)).body.conversations as {
      data: Conversation[];
      total: number;
    };
  }
});
