import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { WAIT_STATUS, type Project, type PublicProject } from '@atelier/contracts';
import type { Prisma } from '@atelier/db';
import { buildTestApp, call, createUser, type TestUser } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function createProject(owner: TestUser, data: Partial<Prisma.ProjectUncheckedCreateInput> = {}) {
  const project = await app.prisma.project.create({
    data: {
      userId: owner.user.id,
      name: 'Showcase Candidate',
      token: randomBytes(16).toString('hex'),
      waitStatus: WAIT_STATUS.ready,
      ...data,
    },
  });
  await app.userChanges.changed(owner.user.id);
  return project;
}

const feature = (user: TestUser | null, id: number | string, action: 'feature' | 'unfeature' = 'feature') =>
  call(app, {
    method: 'PUT',
    url: `/api/admin/projects/${id}/${action}`,
    ...(user ? { headers: user.auth } : {}),
  });

/** The public featured list, in its order (everything public fits on one page here). */
async function showcaseProjects(): Promise<PublicProject[]> {
  const res = await call(app, { method: 'GET', url: '/api/public/projects/featured?per_page=100' });
  expect(res.status).toBe(200);
  return res.body.projects as PublicProject[];
}

async function showcase(): Promise<number[]> {
  return (await showcaseProjects()).map((p) => p.id);
}

/** Where the project stands in the featured list, and whether only featured projects come before it. */
async function standing(id: number) {
  const list = await showcaseProjects();
  const index = list.findIndex((p) => p.id === id);
  return { index, onlyFeaturedBefore: list.slice(0, Math.max(index, 0)).every((p) => p.is_featured) };
}

/** The owner's own project list, as the workspace reads it (answers may come from the response cache). */
async function ownList(owner: TestUser): Promise<Project[]> {
  const res = await call(app, { method: 'GET', url: '/api/projects?per_page=50', headers: owner.auth });
  expect(res.status).toBe(200);
  return (res.body.projects as { data: Project[] }).data;
}

describe('featuring projects in the showcase', () => {
  it('lets an admin feature a public project, which then leads the featured list, and take it off again', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const owner = await createUser(app);
    // A newer public project ahead of it, so featuring has somewhere to move it from.
    await createProject(owner, { isPublic: true, name: 'Newer' });
    const row = await createProject(owner, { isPublic: true, updatedAt: new Date('2001-01-01T00:00:00Z') });
    const before = await showcaseProjects();
    const index = before.findIndex((p) => p.id === row.id);
    expect(index).toBeGreaterThanOrEqual(0);
    // Not featured yet: every featured project comes before it.
    expect(before.slice(index + 1).some((p) => p.is_featured)).toBe(false);

    const on = await feature(admin, row.id);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      success: true,
      keyCode: 'PROJECT_FEATURED',
      message: 'The project is now featured on the home page.',
      data: { id: row.id, uuid: row.uuid, is_featured: true },
    });
    expect(JSON.stringify(on.body)).not.toContain(row.token);
    // Featured ones come first, the most recently changed first: this one was just changed (a project
    // featured by a test running beside this one may still slip in front of it).
    const after = await standing(row.id);
    expect(after.index).toBeGreaterThanOrEqual(0);
    expect(after.onlyFeaturedBefore).toBe(true);
    expect(after.index).toBeLessThan(index);

    // Featuring twice is harmless.
    expect((await feature(admin, row.id)).status).toBe(200);

    const off = await feature(admin, row.id, 'unfeature');
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      keyCode: 'PROJECT_UNFEATURED',
      data: { id: row.id, is_featured: false },
    });
    const page = await call(app, { method: 'GET', url: `/api/public/projects/${row.id}` });
    expect((page.body.data as { project: PublicProject }).project.is_featured).toBe(false);
    // Still public: it stays in the list, just not featured.
    expect(await showcase()).toContain(row.id);
  });

  it('answers in the request language', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const owner = await createUser(app);
    const row = await createProject(owner, { isPublic: true });
    const res = await call(app, {
      method: 'PUT',
      url: `/api/admin/projects/${row.id}/feature`,
      headers: { ...admin.auth, 'accept-language': 'tr' },
    });
    expect(res.body).toMatchObject({
      keyCode: 'PROJECT_FEATURED',
      message: 'Proje artık ana sayfada öne çıkarılıyor.',
    });
  });

  it('refuses non-admins with 403 and guests with 401, and changes nothing', async () => {
    const owner = await createUser(app);
    const row = await createProject(owner, { isPublic: true });
    for (const action of ['feature', 'unfeature'] as const) {
      const asOwner = await feature(owner, row.id, action);
      expect(asOwner.status).toBe(403);
      expect(asOwner.body).toMatchObject({ success: false, keyCode: 'UNAUTHORIZED_ACCESS' });
      const asGuest = await feature(null, row.id, action);
      expect(asGuest.status).toBe(401);
    }
    expect((await app.prisma.project.findUniqueOrThrow({ where: { id: row.id } })).isFeatured).toBe(false);
  });

  it('does not feature a private project (409 PROJECT_NOT_PUBLIC)', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const owner = await createUser(app);
    const row = await createProject(owner, { isPublic: false });
    const res = await feature(admin, row.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      keyCode: 'PROJECT_NOT_PUBLIC',
      message: 'Only a published project can be featured.',
    });
    expect((await app.prisma.project.findUniqueOrThrow({ where: { id: row.id } })).isFeatured).toBe(false);
    expect(await showcase()).not.toContain(row.id);
  });

  it('answers 404 PROJECT_NOT_FOUND for an unknown or malformed id', async () => {
    const admin = await createUser(app, { role: 'admin' });
    for (const action of ['feature', 'unfeature'] as const) {
      const missing = await feature(admin, 2_000_000_000, action);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ keyCode: 'PROJECT_NOT_FOUND' });
      expect((await feature(admin, 'abc', action)).status).toBe(404);
    }
  });

  it('unpublishing clears featured, so publishing again does not bring it back to the showcase', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const owner = await createUser(app);
    const row = await createProject(owner, { isPublic: true });
    expect((await feature(admin, row.id)).status).toBe(200);
    expect((await standing(row.id)).onlyFeaturedBefore).toBe(true);

    const publish = (isPublic: boolean) =>
      call(app, {
        method: 'PUT',
        url: `/api/projects/${row.id}`,
        headers: owner.auth,
        payload: { is_public: isPublic },
      });
    const unpublished = await publish(false);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.data).toMatchObject({ is_public: false, is_featured: false });
    expect(await showcase()).not.toContain(row.id);
    const latest = await call(app, { method: 'GET', url: '/api/public/projects/latest?per_page=100' });
    expect((latest.body.projects as PublicProject[]).map((p) => p.id)).not.toContain(row.id);
    expect((await call(app, { method: 'GET', url: `/api/public/projects/${row.id}` })).status).toBe(404);

    const republished = await publish(true);
    expect(republished.body.data).toMatchObject({ is_public: true, is_featured: false });
    const list = await showcase();
    expect(list).toContain(row.id);
    const page = await call(app, { method: 'GET', url: `/api/public/projects/${row.id}` });
    expect((page.body.data as { project: PublicProject }).project.is_featured).toBe(false);

    // Renaming (no is_public in the body) leaves a featured project featured.
    expect((await feature(admin, row.id)).status).toBe(200);
    const renamed = await call(app, {
      method: 'PUT',
      url: `/api/projects/${row.id}`,
      headers: owner.auth,
      payload: { name: 'Renamed' },
    });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', is_featured: true });
  });

  it("shows the change in the owner's cached project list at once", async () => {
    const admin = await createUser(app, { role: 'admin' });
    const owner = await createUser(app);
    const row = await createProject(owner, { isPublic: true });
    const find = (list: Project[]) => list.find((p) => p.id === row.id);

    // Read twice so the second answer is the cached one.
    expect(find(await ownList(owner))?.is_featured).toBe(false);
    expect(find(await ownList(owner))?.is_featured).toBe(false);

    expect((await feature(admin, row.id)).status).toBe(200);
    expect(find(await ownList(owner))?.is_featured).toBe(true);

    expect((await feature(admin, row.id, 'unfeature')).status).toBe(200);
    expect(find(await ownList(owner))?.is_featured).toBe(false);
  });

  it('documents both routes in the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>();
    for (const action of ['feature', 'unfeature']) {
      const path = doc.paths[`/api/admin/projects/{id}/${action}`];
      expect(path?.put?.responses).toHaveProperty(['200']);
      expect(JSON.stringify(path?.put?.responses?.['200'])).toContain('is_featured');
    }
  });
});
