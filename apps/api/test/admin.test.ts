import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ensureAdmin } from '../src/features/admin/ensure-admin.ts';
import { buildTestApp, call, createUser, uniqueEmail } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('admin users', () => {
  it('lists, searches and paginates users for admins', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const marker = `needle${Date.now()}`;
    for (let i = 0; i < 3; i++) await createUser(app, { email: uniqueEmail(marker) });
    const page1 = await call(app, {
      method: 'GET',
      url: `/api/admin/users?search=${marker}&per_page=2&page=1`,
      headers: admin.auth,
    });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({
      keyCode: 'USERS_FETCHED',
      data: { total: 3, last_page: 2, current_page: 1, per_page: 2 },
    });
    expect((page1.body.data as { data: unknown[] }).data).toHaveLength(2);
    const page2 = await call(app, {
      method: 'GET',
      url: `/api/admin/users?search=${marker}&per_page=2&page=2`,
      headers: admin.auth,
    });
    expect((page2.body.data as { data: unknown[] }).data).toHaveLength(1);
    const empty = await call(app, {
      method: 'GET',
      url: `/api/admin/users?search=${marker}&per_page=2&page=5`,
      headers: admin.auth,
    });
    expect(empty.body).toMatchObject({ data: { data: [], total: 3, last_page: 2 } });
    const tooMany = await call(app, {
      method: 'GET',
      url: '/api/admin/users?per_page=1000',
      headers: admin.auth,
    });
    expect(tooMany.status).toBe(422);
  });

  it('activates and deactivates an account', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const { user } = await createUser(app, { status: 0 });
    const on = await call(app, {
      method: 'PUT',
      url: `/api/admin/users/${user.id}/activate`,
      headers: admin.auth,
    });
    expect(on.body).toMatchObject({
      success: true,
      keyCode: 'USER_ACTIVATED',
      data: { id: user.id, status: 1 },
    });
    const off = await call(app, {
      method: 'PUT',
      url: `/api/admin/users/${user.id}/deactivate`,
      headers: admin.auth,
    });
    expect(off.body).toMatchObject({ keyCode: 'USER_DEACTIVATED', data: { status: 0 } });
    const missing = await call(app, {
      method: 'PUT',
      url: '/api/admin/users/999999999/activate',
      headers: admin.auth,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses non-admins with UNAUTHORIZED_ACCESS and guests with 401', async () => {
    const { user, auth } = await createUser(app);
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['PUT', `/api/admin/users/${user.id}/activate`],
      ['PUT', `/api/admin/users/${user.id}/deactivate`],
    ] as const) {
      const res = await call(app, { method, url, headers: auth });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        keyCode: 'UNAUTHORIZED_ACCESS',
        message: "You don't have permission to perform this action.",
      });
      expect((await call(app, { method, url })).status).toBe(401);
    }
  });

  it('makes sure ADMIN_EMAIL exists as an active, verified admin', async () => {
    const email = uniqueEmail('boss');
    const withAdmin = await buildTestApp({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'admin-password' });
    await ensureAdmin(withAdmin);
    await ensureAdmin(withAdmin);
    const row = await withAdmin.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ role: 'admin', status: 1 });
    expect(row.emailVerifiedAt).not.toBeNull();
    const login = await call(withAdmin, {
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'admin-password' },
    });
    expect(login.body).toMatchObject({ user: { role: 'admin' } });
    await withAdmin.close();
  });
});
