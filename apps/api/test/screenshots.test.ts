import { randomBytes } from 'node:crypto';
import { projectOrigin, projectRoot } from '@atelier/config/preview';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INTERNAL_QUEUES, WAIT_STATUS, type Screenshot } from '@atelier/contracts';
import { signPath } from '../src/lib/signed-url.ts';
import { buildTestApp, call, createUser, type TestUser } from './helpers.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(32)]);

let app: FastifyInstance;
let preview: string;
beforeAll(async () => {
  app = await buildTestApp({ QUEUE_PREFIX: inject('redisPrefix'), PREVIEW_URL: 'http://localhost:3001' });
  preview = app.config.PREVIEW_URL;
});
afterAll(() => app.close());

async function createProject(owner: TestUser) {
  return app.prisma.project.create({
    data: {
      userId: owner.user.id,
      name: 'Habit Tracker',
      token: randomBytes(16).toString('hex'),
      waitStatus: WAIT_STATUS.ready,
    },
  });
}

/** A project's preview root on its own origin. */
const rootOf = (project: { uuid: string }) => projectRoot(preview, project.uuid);

async function createScreenshot(owner: TestUser, projectId: number, done = false) {
  const storageKey = done ? `screenshots/${projectId}/${randomBytes(6).toString('hex')}.png` : null;
  if (storageKey) await app.storage.put(storageKey, PNG);
  return app.prisma.screenshot.create({
    data: {
      userId: owner.user.id,
      projectId,
      url: `${preview}/${projectId}/`, // as older records were stored
      width: 1200,
      height: 800,
      format: 'png',
      delay: 2000,
      waitForNetwork: true,
      ...(done ? { status: 'done', storageKey, completedAt: new Date() } : {}),
    },
  });
}

function capture(owner: TestUser, payload: Record<string, unknown>) {
  return call(app, { method: 'POST', url: '/api/screenshots/capture', headers: owner.auth, payload });
}

function local(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

describe('POST /screenshots/capture', () => {
  it("queues a capture of the project's own preview address", async () => {
    const owner = await createUser(app);
    const project = await createProject(owner);
    for (const url of [
      rootOf(project),
      projectOrigin(preview, project.uuid),
      `${rootOf(project)}about?tab=2`,
    ]) {
      const res = await capture(owner, { url, project_id: project.id });
      expect(res.status, url).toBe(202);
      expect(res.body).toMatchObject({
        success: true,
        keyCode: 'SCREENSHOT_QUEUED',
        data: { status: 'queued', path: null, image_url: null },
      });
      const id = (res.body.data as { id: number }).id;
      const row = await app.prisma.screenshot.findUniqueOrThrow({ where: { id } });
      expect(row).toMatchObject({
        userId: owner.user.id,
        projectId: project.id,
        url: new URL(url).href,
        width: 1200,
        height: 800,
        format: 'png',
        delay: 2000,
        waitForNetwork: true,
        status: 'queued',
      });
      const job = await app.queues.agentQueue(INTERNAL_QUEUES.screenshot).getJob(`screenshot-${id}`);
      expect(job?.data).toEqual({ v: 1, screenshot_id: id });
    }

    const custom = await capture(owner, {
      url: rootOf(project),
      project_id: project.id,
      width: 1600,
      height: 900,
      format: 'webp',
      delay: 0,
      wait_for_network: false,
    });
    const row = await app.prisma.screenshot.findUniqueOrThrow({
      where: { id: (custom.body.data as { id: number }).id },
    });
    expect(row).toMatchObject({ width: 1600, height: 900, format: 'webp', delay: 0, waitForNetwork: false });
  });

  it('refuses any other address', async () => {
    const owner = await createUser(app);
    const project = await createProject(owner);
    const other = await createProject(owner);
    const id = project.id;
    const own = new URL(rootOf(project));
    for (const url of [
      rootOf(other),
      `${rootOf(project)}../`.replace(project.uuid, other.uuid),
      `${preview}/${id}/`,
      `${preview}/`,
      `${preview}/?p=${project.uuid}`,
      rootOf(project).replace('https:', 'http:').replace('http:', 'https:'),
      `${own.protocol}//${own.hostname}:3002/`,
      `http://${project.uuid}.localhost.evil.test:3001/`,
      `http://${project.uuid}.localhost:3001@evil.test/`,
      `http://user:secret@${own.host}/`,
      `http://evil.test/${project.uuid}/`,
      `http://${project.uuid}0.localhost:3001/`,
      `http://x${project.uuid}.localhost:3001/`,
      `${app.config.APP_URL}/${id}/`,
      `${app.config.APP_URL}/api/projects/${id}`,
      'javascript:alert(1)',
      `file:///etc/passwd`,
      `data:text/html,<script>alert(1)</script>`,
    ]) {
      const res = await capture(owner, { url, project_id: id });
      expect(res.status, url).toBe(422);
      expect(res.body.keyCode, url).toBe('SCREENSHOT_URL_NOT_ALLOWED');
    }
    const notUrl = await capture(owner, { url: `/${id}/`, project_id: id });
    expect(notUrl.status).toBe(422);
    expect(await app.prisma.screenshot.count({ where: { projectId: { in: [id, other.id] } } })).toBe(0);
  });

  it("answers another user's project like a missing one", async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const project = await createProject(owner);
    const theirs = await capture(stranger, { url: rootOf(project), project_id: project.id });
    const missing = await capture(stranger, { url: `${preview}/2000000000/`, project_id: 2_000_000_000 });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({
      success: false,
      keyCode: 'PROJECT_NOT_FOUND',
      message: 'Project not found or you do not have access.',
    });
    expect(missing.body).toEqual(theirs.body);
    expect(await app.prisma.screenshot.count({ where: { projectId: project.id } })).toBe(0);
    const guest = await call(app, {
      method: 'POST',
      url: '/api/screenshots/capture',
      payload: { url: rootOf(project), project_id: project.id },
    });
    expect(guest.status).toBe(401);
  });
});

describe('screenshots', () => {
  it('lists the user’s screenshots, newest first, optionally by project', async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const a = await createProject(owner);
    const b = await createProject(owner);
    const s1 = await createScreenshot(owner, a.id);
    const s2 = await createScreenshot(owner, b.id, true);
    const s3 = await createScreenshot(owner, a.id);
    await createScreenshot(stranger, (await createProject(stranger)).id);

    const all = await call(app, { method: 'GET', url: '/api/screenshots', headers: owner.auth });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      keyCode: 'SCREENSHOTS_FETCHED',
      data: { current_page: 1, last_page: 1, per_page: 20, total: 3 },
    });
    const ids = (all.body.data as { data: Screenshot[] }).data.map((s) => s.id);
    expect(ids).toEqual([s3.id, s2.id, s1.id]);

    const byProject = await call(app, {
      method: 'GET',
      url: `/api/screenshots?project_id=${a.id}&per_page=1&page=2`,
      headers: owner.auth,
    });
    expect(byProject.body).toMatchObject({ data: { current_page: 2, last_page: 2, per_page: 1, total: 2 } });
    expect((byProject.body.data as { data: Screenshot[] }).data.map((s) => s.id)).toEqual([s1.id]);

    const fresh = await createUser(app);
    const empty = await call(app, { method: 'GET', url: '/api/screenshots', headers: fresh.auth });
    expect(empty.body).toMatchObject({ data: { data: [], total: 0, last_page: 1 } });
    const theirsOnly = await call(app, {
      method: 'GET',
      url: `/api/screenshots?project_id=${a.id}`,
      headers: stranger.auth,
    });
    expect(theirsOnly.body).toMatchObject({ data: { data: [], total: 0 } });
    expect(
      (await call(app, { method: 'GET', url: '/api/screenshots?per_page=101', headers: owner.auth })).status,
    ).toBe(422);
    expect((await call(app, { method: 'GET', url: '/api/screenshots' })).status).toBe(401);
  });

  it('shows a screenshot, its signed image once taken, and deletes it', async () => {
    const owner = await createUser(app);
    const project = await createProject(owner);
    const queued = await createScreenshot(owner, project.id);
    const pending = await call(app, {
      method: 'GET',
      url: `/api/screenshots/${queued.id}`,
      headers: owner.auth,
    });
    expect(pending.body).toMatchObject({
      keyCode: 'SCREENSHOT_FETCHED',
      data: { id: queued.id, project_id: project.id, status: 'queued', image_url: null, completed_at: null },
    });
    const notYet = await call(app, {
      method: 'GET',
      url: signPath(
        app.config.APP_KEY,
        `/api/screenshots/${queued.id}/image`,
        app.config.SIGNED_URL_TTL_SECONDS,
      ),
    });
    expect(notYet.status).toBe(404);

    const done = await createScreenshot(owner, project.id, true);
    const got = await call(app, { method: 'GET', url: `/api/screenshots/${done.id}`, headers: owner.auth });
    const shot = got.body.data as Screenshot;
    expect(shot).toMatchObject({ status: 'done', width: 1200, height: 800, format: 'png', error: null });
    expect(
      shot.image_url?.startsWith(`${app.config.APP_URL}/api/screenshots/${done.id}/image?expires=`),
    ).toBe(true);

    const image = await app.inject({ method: 'GET', url: local(shot.image_url!) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    for (const target of [
      local(shot.image_url!).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      local(shot.image_url!).replace(`/screenshots/${done.id}/`, `/screenshots/${queued.id}/`),
      `/api/screenshots/${done.id}/image`,
    ]) {
      const res = await call(app, { method: 'GET', url: target });
      expect(res.status, target).toBe(403);
      expect(res.body.keyCode).toBe('INVALID_SIGNATURE');
    }

    const deleted = await call(app, {
      method: 'DELETE',
      url: `/api/screenshots/${done.id}`,
      headers: owner.auth,
    });
    expect(deleted.body).toMatchObject({ success: true, keyCode: 'SCREENSHOT_DELETED' });
    expect(await app.storage.get(done.storageKey!)).toBeNull();
    expect(await app.prisma.screenshot.findUnique({ where: { id: done.id } })).toBeNull();
    expect(
      (await call(app, { method: 'GET', url: `/api/screenshots/${done.id}`, headers: owner.auth })).status,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: local(shot.image_url!) })).statusCode).toBe(404);
  });

  it("answers another user's screenshot like a missing one", async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const shot = await createScreenshot(owner, (await createProject(owner)).id, true);
    for (const method of ['GET', 'DELETE'] as const) {
      const theirs = await call(app, { method, url: `/api/screenshots/${shot.id}`, headers: stranger.auth });
      const missing = await call(app, { method, url: '/api/screenshots/2000000000', headers: stranger.auth });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({
        success: false,
        keyCode: 'SCREENSHOT_NOT_FOUND',
        message: 'Screenshot not found.',
      });
      expect(missing.body).toEqual(theirs.body);
      expect((await call(app, { method, url: `/api/screenshots/${shot.id}` })).status).toBe(401);
    }
    expect(await app.prisma.screenshot.findUnique({ where: { id: shot.id } })).not.toBeNull();
    expect(await app.storage.get(shot.storageKey!)).not.toBeNull();
  });
});
