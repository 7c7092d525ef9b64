import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  PREVIEW_ACCESS_PARAM,
  projectOrigin,
  projectRoot,
  verifyPreviewAccess,
} from '@atelier/config/preview';
import { strFromU8, unzipSync } from 'fflate';
import {
  INTERNAL_QUEUES,
  WAIT_STATUS,
  type Project,
  type ProjectVersion,
  type PublicProject,
} from '@atelier/contracts';
import type { Prisma } from '@atelier/db';
import { signPath } from '../src/lib/signed-url.ts';
import { buildTestApp, call, createUser, type TestUser } from './helpers.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(32)]);

let app: FastifyInstance;
beforeAll(async () => {
  // The run's own queue prefix: jobs stay out of any real worker's way and are removed afterwards.
  app = await buildTestApp({ QUEUE_PREFIX: inject('redisPrefix') });
});
afterAll(() => app.close());

async function createProject(owner: TestUser, data: Partial<Prisma.ProjectUncheckedCreateInput> = {}) {
  const project = await app.prisma.project.create({
    data: {
      userId: owner.user.id,
      name: 'Habit Tracker',
      token: randomBytes(16).toString('hex'),
      waitStatus: WAIT_STATUS.ready,
      ...data,
    },
  });
  // Announced like the agent's answer that makes a project, so no cached list hides it.
  await app.userChanges.changed(owner.user.id);
  return project;
}

async function createVersion(projectId: number, number: number, files: Record<string, string>, data = {}) {
  return app.prisma.projectVersion.create({ data: { projectId, number, files, ...data } });
}

/** The path and query of an absolute URL the api made, for inject. */
function local(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The same URL with the signature's last character changed. */
function tamper(url: string): string {
  return url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
}

interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

describe('GET /projects', () => {
  it('pages the user’s projects, newest first, without hidden ones', async () => {
    const owner = await createUser(app);
    const empty = await call(app, { method: 'GET', url: '/api/projects', headers: owner.auth });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      success: true,
      keyCode: 'PROJECTS_FETCHED',
      projects: { data: [], current_page: 1, last_page: 1, per_page: 6, total: 0 },
    });

    const base = Date.now();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const row = await createProject(owner, {
        name: `P${i}`,
        createdAt: new Date(base + i * 1000),
        waitStatus: i === 0 ? WAIT_STATUS.building : WAIT_STATUS.ready,
      });
      ids.push(row.id);
    }
    await createProject(owner, {
      name: 'Hidden',
      waitStatus: WAIT_STATUS.hidden,
      createdAt: new Date(base + 99_000),
    });

    const one = await call(app, { method: 'GET', url: '/api/projects', headers: owner.auth });
    const page = one.body.projects as Page<Project>;
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 6, total: 6 });
    expect(page.data.map((p) => p.id)).toEqual([...ids].reverse());
    expect(page.data.some((p) => p.name === 'Hidden')).toBe(false);

    const last = await call(app, {
      method: 'GET',
      url: '/api/projects?page=2&per_page=4',
      headers: owner.auth,
    });
    expect(last.body.projects).toMatchObject({ current_page: 2, last_page: 2, per_page: 4, total: 6 });
    expect((last.body.projects as Page<Project>).data.map((p) => p.id)).toEqual([ids[1], ids[0]]);

    const beyond = await call(app, {
      method: 'GET',
      url: '/api/projects?page=3&per_page=4',
      headers: owner.auth,
    });
    expect(beyond.body.projects).toMatchObject({ data: [], last_page: 2, total: 6 });

    for (const query of ['per_page=101', 'per_page=0', 'page=0']) {
      const bad = await call(app, { method: 'GET', url: `/api/projects?${query}`, headers: owner.auth });
      expect(bad.status).toBe(422);
      expect(bad.body.keyCode).toBe('VALIDATION_ERROR');
    }
  });

  it('needs a token', async () => {
    expect((await call(app, { method: 'GET', url: '/api/projects' })).status).toBe(401);
  });
});

describe('one project', () => {
  it('gets, updates and deletes a project', async () => {
    const owner = await createUser(app);
    const conversation = await app.prisma.conversation.create({
      data: { userId: owner.user.id, title: 'Chat' },
    });
    const row = await createProject(owner, { conversationId: conversation.id });

    const got = await call(app, { method: 'GET', url: `/api/projects/${row.id}`, headers: owner.auth });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      keyCode: 'PROJECT_FETCHED',
      data: {
        id: row.id,
        uuid: row.uuid,
        name: 'Habit Tracker',
        status: 'active',
        wait_status: 0,
        is_public: false,
        thumbnail_url: null,
        conversation_uuid: conversation.uuid,
      },
    });
    expect(JSON.stringify(got.body)).not.toContain(row.token);
    // A private project's address is its own origin, signed for its owner; the signature opens it.
    const preview = new URL((got.body.data as { preview_url: string }).preview_url);
    expect(preview.origin).toBe(projectOrigin(app.config.PREVIEW_URL, row.uuid));
    expect(preview.pathname).toBe('/');
    const access = preview.searchParams.get(PREVIEW_ACCESS_PARAM) ?? '';
    expect(
      verifyPreviewAccess(app.config.APP_KEY, row.uuid, access, Date.now() + 10 * 60_000),
    ).not.toBeNull();
    expect(verifyPreviewAccess(app.config.APP_KEY, randomUUID(), access)).toBeNull();

    const updated = await call(app, {
      method: 'PUT',
      url: `/api/projects/${row.id}`,
      headers: owner.auth,
      payload: { name: '  Streaks  ', status: 'inactive', is_public: true },
    });
    expect(updated.body).toMatchObject({
      keyCode: 'PROJECT_UPDATED',
      data: { name: 'Streaks', status: 'inactive', is_public: true },
    });
    for (const payload of [{}, { name: '   ' }, { status: 'archived' }]) {
      const bad = await call(app, {
        method: 'PUT',
        url: `/api/projects/${row.id}`,
        headers: owner.auth,
        payload,
      });
      expect(bad.status).toBe(422);
    }

    await createVersion(row.id, 1, { 'src/App.tsx': 'x' }, { buildKey: `builds/${row.id}/1` });
    await app.storage.put(`builds/${row.id}/1/index.html`, '<html></html>');
    await app.prisma.project.update({
      where: { id: row.id },
      data: { thumbnailKey: `thumbnails/${row.id}.png` },
    });
    await app.storage.put(`thumbnails/${row.id}.png`, PNG);
    const shot = await app.prisma.screenshot.create({
      data: {
        userId: owner.user.id,
        projectId: row.id,
        url: projectRoot(app.config.PREVIEW_URL, row.uuid),
        width: 1200,
        height: 800,
        format: 'png',
        delay: 0,
        waitForNetwork: true,
        status: 'done',
        storageKey: `screenshots/${row.id}/a.png`,
      },
    });
    await app.storage.put(`screenshots/${row.id}/a.png`, PNG);

    const deleted = await call(app, {
      method: 'DELETE',
      url: `/api/projects/${row.id}`,
      headers: owner.auth,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, keyCode: 'PROJECT_DELETED' });
    expect(await app.prisma.project.findUnique({ where: { id: row.id } })).toBeNull();
    expect(await app.prisma.projectVersion.count({ where: { projectId: row.id } })).toBe(0);
    expect(await app.prisma.screenshot.findUnique({ where: { id: shot.id } })).toBeNull();
    expect(await app.storage.get(`builds/${row.id}/1/index.html`)).toBeNull();
    expect(await app.storage.get(`thumbnails/${row.id}.png`)).toBeNull();
    expect(await app.storage.get(`screenshots/${row.id}/a.png`)).toBeNull();
    // The conversation outlives its project.
    expect(await app.prisma.conversation.findUnique({ where: { id: conversation.id } })).not.toBeNull();

    const again = await call(app, { method: 'GET', url: `/api/projects/${row.id}`, headers: owner.auth });
    expect(again.status).toBe(404);
  });

  it('answers another user exactly as for a missing project, on every route', async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const row = await createProject(owner, { thumbnailKey: 'thumbnails/kept.png' });
    await createVersion(row.id, 1, { 'index.html': '<p>hi</p>' });
    const routes = (id: number) =>
      [
        ['GET', `/api/projects/${id}`, undefined],
        ['PUT', `/api/projects/${id}`, { name: 'Mine now', is_public: true }],
        ['DELETE', `/api/projects/${id}`, undefined],
        ['GET', `/api/projects/${id}/files`, undefined],
        ['GET', `/api/projects/${id}/files?version=1`, undefined],
        ['GET', `/api/projects/${id}/files/content?path=index.html`, undefined],
        ['GET', `/api/projects/${id}/versions`, undefined],
        ['POST', `/api/projects/${id}/versions/1/restore`, undefined],
        ['GET', `/api/projects/${id}/download`, undefined],
      ] as const;

    const missing = routes(2_000_000_000);
    for (const [index, [method, url, payload]] of routes(row.id).entries()) {
      const theirs = await call(app, { method, url, payload, headers: stranger.auth });
      const none = await call(app, {
        method,
        url: missing[index]![1],
        payload: missing[index]![2],
        headers: stranger.auth,
      });
      expect(theirs.status, `${method} ${url}`).toBe(404);
      expect(theirs.body, `${method} ${url}`).toEqual({
        success: false,
        keyCode: 'PROJECT_NOT_FOUND',
        message: 'Project not found or you do not have access.',
      });
      expect(none.body).toEqual(theirs.body);
      expect((await call(app, { method, url, payload })).status).toBe(401);
    }

    const after = await app.prisma.project.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({ name: 'Habit Tracker', isPublic: false });
    expect(await app.prisma.projectVersion.count({ where: { projectId: row.id } })).toBe(1);
  });
});

describe('public projects', () => {
  it('lists only public, active, shown projects, latest and featured first, never with a token', async () => {
    const owner = await createUser(app);
    // Dated ahead of every other test's projects, so they lead both listings.
    const future = Date.now() + 86_400_000;
    const at = (s: number) => new Date(future + s * 1000);
    const older = await createProject(owner, {
      name: 'Older',
      isPublic: true,
      createdAt: at(1),
      updatedAt: at(5),
    });
    const building = await createProject(owner, {
      name: 'Building',
      isPublic: true,
      waitStatus: WAIT_STATUS.building,
      createdAt: at(2),
      updatedAt: at(4),
    });
    const featured = await createProject(owner, {
      name: 'Featured',
      isPublic: true,
      isFeatured: true,
      createdAt: at(3),
      updatedAt: at(1),
    });
    const hidden = [
      await createProject(owner, { name: 'Private', createdAt: at(10) }),
      await createProject(owner, { name: 'Inactive', isPublic: true, status: 'inactive', createdAt: at(11) }),
      await createProject(owner, {
        name: 'Unshown',
        isPublic: true,
        waitStatus: WAIT_STATUS.hidden,
        createdAt: at(12),
      }),
    ];

    const latest = await call(app, { method: 'GET', url: '/api/public/projects/latest' });
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({
      success: true,
      keyCode: 'PROJECTS_FETCHED',
      pagination: { current_page: 1, per_page: 6 },
    });
    const latestIds = (latest.body.projects as PublicProject[]).map((p) => p.id);
    expect(latestIds.slice(0, 3)).toEqual([featured.id, building.id, older.id]);
    for (const row of hidden) expect(latestIds).not.toContain(row.id);
    for (const row of [older, building, featured, ...hidden])
      expect(JSON.stringify(latest.body)).not.toContain(row.token);
    const first = (latest.body.projects as PublicProject[])[0]!;
    expect(first).toEqual({
      id: featured.id,
      project_id: featured.id,
      uuid: featured.uuid,
      name: 'Featured',
      thumbnail_url: null,
      // Published: the plain address of its own origin, open to anyone.
      preview_url: projectRoot(app.config.PREVIEW_URL, featured.uuid),
      is_featured: true,
      created_at: featured.createdAt.toISOString(),
      updated_at: featured.updatedAt.toISOString(),
    });

    const all = await call(app, { method: 'GET', url: '/api/public/projects/featured?per_page=100' });
    const featuredIds = (all.body.projects as PublicProject[]).map((p) => p.id);
    expect(featuredIds.indexOf(featured.id)).toBeLessThan(featuredIds.indexOf(older.id));
    expect(featuredIds.indexOf(older.id)).toBeLessThan(featuredIds.indexOf(building.id));
    expect(featuredIds.indexOf(building.id)).toBeGreaterThan(-1);
    for (const row of hidden) expect(featuredIds).not.toContain(row.id);
    const { pagination } = all.body as { pagination: { total: number; last_page: number; per_page: number } };
    expect(pagination.per_page).toBe(100);
    expect(pagination.total).toBeGreaterThanOrEqual(3);
    expect(pagination.last_page).toBe(Math.max(1, Math.ceil(pagination.total / 100)));

    const second = await call(app, { method: 'GET', url: '/api/public/projects/latest?page=2&per_page=1' });
    expect(second.body).toMatchObject({ pagination: { current_page: 2, per_page: 1 } });
    expect((second.body.projects as PublicProject[])[0]?.id).toBe(building.id);

    const tooMany = await call(app, { method: 'GET', url: '/api/public/projects/featured?per_page=101' });
    expect(tooMany.status).toBe(422);
  });

  it('publishing shows a project to guests and in the showcase; unpublishing takes it down at once', async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const row = await createProject(owner, { name: 'Shared Notes' });
    const showcase = async () => {
      const res = await call(app, { method: 'GET', url: '/api/public/projects/featured?per_page=100' });
      return (res.body.projects as PublicProject[]).map((p) => p.id);
    };
    const publicPage = () => call(app, { method: 'GET', url: `/api/public/projects/${row.id}` });
    const publish = (user: TestUser, isPublic: boolean) =>
      call(app, {
        method: 'PUT',
        url: `/api/projects/${row.id}`,
        headers: user.auth,
        payload: { is_public: isPublic },
      });

    expect((await publicPage()).status).toBe(404);
    // Someone else cannot publish it: the project is as missing to them as an unknown one.
    expect((await publish(stranger, true)).status).toBe(404);
    expect((await publicPage()).status).toBe(404);

    const published = await publish(owner, true);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({
      is_public: true,
      preview_url: projectRoot(app.config.PREVIEW_URL, row.uuid),
    });
    const page = await publicPage();
    expect(page.status).toBe(200);
    expect((page.body.data as { project: unknown }).project).toMatchObject({
      name: 'Shared Notes',
      is_featured: false,
    });
    expect(await showcase()).toContain(row.id);

    expect((await publish(stranger, false)).status).toBe(404);
    expect((await publicPage()).status).toBe(200);

    const unpublished = await publish(owner, false);
    expect(unpublished.status).toBe(200);
    expect((unpublished.body.data as { is_public: boolean }).is_public).toBe(false);
    expect((await publicPage()).status).toBe(404);
    expect(await showcase()).not.toContain(row.id);
  });

  it('shows one public project by id or uuid, and nothing private', async () => {
    const owner = await createUser(app);
    const shown = await createProject(owner, { isPublic: true });
    for (const key of [shown.id, shown.uuid]) {
      const res = await call(app, { method: 'GET', url: `/api/public/projects/${key}` });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        data: { project: { id: shown.id, project_id: shown.id, uuid: shown.uuid, name: 'Habit Tracker' } },
      });
      expect(JSON.stringify(res.body)).not.toContain(shown.token);
      expect(res.body.data).not.toHaveProperty('project.token');
    }
    const closed = [
      await createProject(owner),
      await createProject(owner, { isPublic: true, status: 'inactive' }),
      await createProject(owner, { isPublic: true, waitStatus: WAIT_STATUS.hidden }),
    ];
    for (const row of closed) {
      for (const key of [row.id, row.uuid]) {
        // Not even its owner sees a private project through the public route.
        const res = await call(app, {
          method: 'GET',
          url: `/api/public/projects/${key}`,
          headers: owner.auth,
        });
        expect(res.status).toBe(404);
        expect(res.body.keyCode).toBe('PROJECT_NOT_FOUND');
      }
    }
    const unknown = await call(app, {
      method: 'GET',
      url: '/api/public/projects/6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f',
    });
    expect(unknown.status).toBe(404);
    // What is neither a uuid nor an id cannot name a project.
    const malformed = await call(app, { method: 'GET', url: '/api/public/projects/abc' });
    expect(malformed.status).toBe(404);
    expect(malformed.body.keyCode).toBe('PROJECT_NOT_FOUND');
  });
});

describe('project files and versions', () => {
  it('lists and reads the latest or a given version’s files', async () => {
    const owner = await createUser(app);
    const row = await createProject(owner);
    const noVersion = await call(app, {
      method: 'GET',
      url: `/api/projects/${row.id}/files`,
      headers: owner.auth,
    });
    expect(noVersion.body).toMatchObject({ data: { version: null, files: [] } });
    const noFile = await call(app, {
      method: 'GET',
      url: `/api/projects/${row.id}/files/content?path=index.html`,
      headers: owner.auth,
    });
    expect(noFile.status).toBe(404);

    await createVersion(row.id, 1, { 'index.html': '<p>one</p>', 'src/main.ts': 'console.log(1)' });
    await createVersion(row.id, 2, { 'index.html': '<p>twö</p>', 'src/app.ts': 'export {}' });

    const latest = await call(app, {
      method: 'GET',
      url: `/api/projects/${row.id}/files`,
      headers: owner.auth,
    });
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({
      success: true,
      data: {
        version: 2,
        files: [
          { path: 'index.html', size: Buffer.byteLength('<p>twö</p>') },
          { path: 'src/app.ts', size: 9 },
        ],
      },
    });
    const first = await call(app, {
      method: 'GET',
      url: `/api/projects/${row.id}/files?version=1`,
      headers: owner.auth,
    });
    expect(first.body).toMatchObject({
      data: { version: 1, files: [{ path: 'index.html' }, { path: 'src/main.ts', size: 14 }] },
    });

    const content = await call(app, {
      method: 'GET',
      url: `/api/projects/${row.id}/files/content?path=index.html`,
      headers: owner.auth,
    });
    expect(content.body).toMatchObject({ data: { path: 'index.html', content: '<p>twö</p>' } });
    const old = await call(app, {
      method: 'GET',
      url: `/api/projects/${row.id}/files/content?path=src/main.ts&version=1`,
      headers: owner.auth,
    });
    expect(old.body).toMatchObject({ data: { path: 'src/main.ts', content: 'console.log(1)' } });

    for (const path of ['src/main.ts', 'nope.txt', '__proto__', 'constructor']) {
      const res = await call(app, {
        method: 'GET',
        url: `/api/projects/${row.id}/files/content?path=${encodeURIComponent(path)}`,
        headers: owner.auth,
      });
      expect(res.status, path).toBe(404);
      expect(res.body.keyCode).toBe('PROJECT_FILE_NOT_FOUND');
    }
    const noPath = await call(app, {
      method: 'GET',
      url: `/api/projects/${row.id}/files/content`,
      headers: owner.auth,
    });
    expect(noPath.status).toBe(422);
    const badVersion = await call(app, {
      method: 'GET',
      url: `/api/projects/${row.id}/files?version=9`,
      headers: owner.auth,
    });
    expect(badVersion.status).toBe(404);
    expect(badVersion.body.keyCode).toBe('PROJECT_VERSION_NOT_FOUND');
  });

  it('lists versions newest first and marks the live one', async () => {
    const owner = await createUser(app);
    const row = await createProject(owner);
    const v1 = await createVersion(row.id, 1, { a: '1' }, { summary: 'First', buildStatus: 'ready' });
    const v2 = await createVersion(
      row.id,
      2,
      { a: '2' },
      {
        buildStatus: 'failed',
        buildError: { file: 'src/App.tsx', line: 3, column: 7, message: 'Unexpected' },
      },
    );
    await app.prisma.project.update({ where: { id: row.id }, data: { liveVersionId: v1.id } });
    const res = await call(app, {
      method: 'GET',
      url: `/api/projects/${row.id}/versions`,
      headers: owner.auth,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: v2.id,
        number: 2,
        summary: null,
        build_status: 'failed',
        build_error: { file: 'src/App.tsx', line: 3, column: 7, message: 'Unexpected' },
        created_at: v2.createdAt.toISOString(),
        is_live: false,
      },
      {
        id: v1.id,
        number: 1,
        summary: 'First',
        build_status: 'ready',
        build_error: null,
        created_at: v1.createdAt.toISOString(),
        is_live: true,
      },
    ]);
  });

  it('restores a version as a new one and queues its build', async () => {
    const owner = await createUser(app);
    const row = await createProject(owner);
    const v1 = await createVersion(row.id, 1, { 'index.html': 'one', 'a.ts': 'a' }, { buildStatus: 'ready' });
    await createVersion(row.id, 2, { 'index.html': 'two' });
    await app.prisma.project.update({ where: { id: row.id }, data: { liveVersionId: v1.id } });

    const res = await call(app, {
      method: 'POST',
      url: `/api/projects/${row.id}/versions/1/restore`,
      headers: owner.auth,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      keyCode: 'PROJECT_VERSION_RESTORED',
      data: { number: 3, summary: 'Restored version 1', build_status: 'pending', is_live: false },
    });
    const created = res.body.data as ProjectVersion;
    const stored = await app.prisma.projectVersion.findUniqueOrThrow({ where: { id: created.id } });
    expect(stored.files).toEqual({ 'index.html': 'one', 'a.ts': 'a' });
    expect((await app.prisma.project.findUniqueOrThrow({ where: { id: row.id } })).waitStatus).toBe(
      WAIT_STATUS.building,
    );
    const job = await app.queues.agentQueue(INTERNAL_QUEUES.build).getJob(`version-${created.id}`);
    expect(job?.data).toEqual({ v: 1, project_id: row.id, version_id: created.id });

    const unknown = await call(app, {
      method: 'POST',
      url: `/api/projects/${row.id}/versions/9/restore`,
      headers: owner.auth,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.keyCode).toBe('PROJECT_VERSION_NOT_FOUND');
  });

  it('keeps a hidden project hidden and numbers concurrent restores apart', async () => {
    const owner = await createUser(app);
    const row = await createProject(owner, { waitStatus: WAIT_STATUS.hidden });
    await createVersion(row.id, 1, { 'index.html': 'one' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(app, { method: 'POST', url: `/api/projects/${row.id}/versions/1/restore`, headers: owner.auth }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = results.map((r) => (r.body.data as ProjectVersion).number).sort();
    expect(numbers).toEqual([2, 3, 4, 5, 6]);
    expect((await app.prisma.project.findUniqueOrThrow({ where: { id: row.id } })).waitStatus).toBe(
      WAIT_STATUS.hidden,
    );
  });
});

describe('download', () => {
  it('zips the latest version under a folder named after the project', async () => {
    const owner = await createUser(app);
    const row = await createProject(owner, { name: 'My Café App!' });
    const none = await call(app, {
      method: 'GET',
      url: `/api/projects/${row.id}/download`,
      headers: owner.auth,
    });
    expect(none.status).toBe(404);
    expect(none.body.keyCode).toBe('PROJECT_FILE_NOT_FOUND');

    await createVersion(row.id, 1, { 'old.txt': 'old' });
    const files = {
      'index.html': '<h1>Café</h1>',
      'src/App.tsx': 'export default () => null;',
      '../evil.sh': 'x',
    };
    await createVersion(row.id, 2, files);
    const res = await app.inject({
      method: 'GET',
      url: `/api/projects/${row.id}/download`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-cafe-app.zip"');
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(
      Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, strFromU8(data)])),
    ).toEqual({
      'my-cafe-app/index.html': '<h1>Café</h1>',
      'my-cafe-app/src/App.tsx': 'export default () => null;',
    });
  });
});

describe('thumbnail', () => {
  it('serves the thumbnail through its signed URL and refuses a tampered or expired one', async () => {
    const owner = await createUser(app);
    const row = await createProject(owner, {
      thumbnailKey: `thumbnails/t-${randomBytes(4).toString('hex')}.png`,
    });
    await app.storage.put(row.thumbnailKey!, PNG);
    const got = await call(app, { method: 'GET', url: `/api/projects/${row.id}`, headers: owner.auth });
    const url = (got.body.data as Project).thumbnail_url!;
    expect(url.startsWith(`${app.config.APP_URL}/api/projects/${row.id}/thumbnail?expires=`)).toBe(true);

    const image = await app.inject({ method: 'GET', url: local(url) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const path = `/api/projects/${row.id}/thumbnail`;
    const ttl = app.config.SIGNED_URL_TTL_SECONDS;
    const refused = [
      tamper(local(url)),
      local(url).replace(`/projects/${row.id}/`, `/projects/${row.id + 1}/`),
      path,
      `${path}?expires=${Math.floor(Date.now() / 1000) + 100}`,
      signPath(app.config.APP_KEY, path, ttl, Date.now() - 10 * ttl * 1000),
      signPath('another-key-another-key-another-key', path, ttl),
    ];
    for (const target of refused) {
      const res = await call(app, { method: 'GET', url: target });
      expect(res.status, target).toBe(403);
      expect(res.body.keyCode).toBe('INVALID_SIGNATURE');
    }

    const bare = await createProject(owner);
    const none = await call(app, {
      method: 'GET',
      url: signPath(app.config.APP_KEY, `/api/projects/${bare.id}/thumbnail`, ttl),
    });
    expect(none.status).toBe(404);
  });
});
