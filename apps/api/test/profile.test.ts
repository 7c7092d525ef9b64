import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, createUser } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----atelier-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GET /api/profile', () => {
  it('answers the signed-in user in the spec shape', async () => {
    const { user, auth } = await createUser(app);
    const res = await call(app, { method: 'GET', url: '/api/profile', headers: auth });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, keyCode: 'PROFILE_FETCHED' });
    expect(Object.keys(res.body.user as object).sort()).toEqual(
      [
        'id',
        'name',
        'lastname',
        'email',
        'email_verified_at',
        'avatar',
        'phone',
        'address',
        'city',
        'job_title',
        'company',
        'status',
        'role',
        'googleConnected',
        'githubConnected',
        'linkedinConnected',
        'twitterConnected',
        'definition',
        'created_at',
      ].sort(),
    );
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email });
    expect(JSON.stringify(res.body)).not.toContain('password');
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates names, phone and definition and answers the user as data', async () => {
    const { auth } = await createUser(app);
    const res = await call(app, {
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth,
      payload: { name: '  Ada ', lastname: '', phone: '+90 555 000 0000', definition: 'developer' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      keyCode: 'PROFILE_UPDATED',
      data: { name: 'Ada', lastname: null, phone: '+90 555 000 0000', definition: 'developer' },
    });
  });

  it('refuses an unknown definition and over-long names with 422', async () => {
    const { auth } = await createUser(app);
    const res = await call(app, {
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth,
      payload: { name: 'x'.repeat(256), definition: 'astronaut' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: ['The name may not be greater than 255 characters.'],
      definition: ['The selected definition is invalid.'],
    });
  });

  it('cannot change the e-mail or the status', async () => {
    const { user, auth } = await createUser(app, { status: 0 });
    await call(app, {
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth,
      payload: { name: 'Eve', email: 'other@example.test', status: 1, role: 'admin' },
    });
    const row = await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ email: user.email, status: 0, role: 'user', name: 'Eve' });
  });
});

describe('avatar', () => {
  it('stores a PNG, serves it publicly with nosniff, replaces and deletes it', async () => {
    const { user, auth } = await createUser(app);
    const first = await call(app, {
      method: 'POST',
      url: '/api/profile/avatar',
      ...withAuth(multipart('avatar', 'me.png', PNG), auth),
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, keyCode: 'AVATAR_UPDATED' });
    const url = (first.body.data as { avatar: string }).avatar;
    expect(url).toMatch(/^http:\/\/app\.test\/storage\/avatars\/[\w-]+\.png$/);
    const image = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const second = await call(app, {
      method: 'POST',
      url: '/api/profile/avatar',
      ...withAuth(multipart('avatar', 'me.jpg', JPG), auth),
    });
    expect((second.body.data as { avatar: string }).avatar).toMatch(/\.jpg$/);
    expect((await app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);

    const removed = await call(app, { method: 'DELETE', url: '/api/profile/avatar', headers: auth });
    expect(removed.body).toMatchObject({ keyCode: 'AVATAR_DELETED', data: { avatar: null } });
    const row = await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.avatar).toBeNull();
  });

  it('judges by content: a script named .png is refused', async () => {
    const { auth } = await createUser(app);
    const res = await call(app, {
      method: 'POST',
      url: '/api/profile/avatar',
      ...withAuth(
        multipart('avatar', 'evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png'),
        auth,
      ),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ avatar: ['The avatar must be a file of type: jpg, jpeg, png.'] });
  });

  it('refuses a photo over 2 MB and a request without one', async () => {
    const { auth } = await createUser(app);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await call(app, {
      method: 'POST',
      url: '/api/profile/avatar',
      ...withAuth(multipart('avatar', 'big.png', big), auth),
    });
    expect(tooBig.body).toMatchObject({ keyCode: 'VALIDATION_ERROR' });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors).toEqual({ avatar: ['The avatar may not be greater than 2048 kilobytes.'] });
    const none = await call(app, { method: 'POST', url: '/api/profile/avatar', headers: auth });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ avatar: ['The avatar field is required.'] });
  });

  it('keeps within the storage quota: a replacement needs room only for itself', async () => {
    const small = await buildTestApp({ STORAGE_QUOTA_BYTES: '1000' });
    try {
      const { user, auth } = await createUser(small);
      const photo = (extra: number) => Buffer.concat([PNG, Buffer.alloc(extra)]);
      const send = (content: Buffer) =>
        call(small, {
          method: 'POST',
          url: '/api/profile/avatar',
          ...withAuth(multipart('avatar', 'me.png', content), auth),
        });
      const first = await send(photo(600));
      expect(first.status).toBe(200);
      const firstFile = (await small.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatar;
      // 600 + 900 would not fit together, but the new photo replaces the old one.
      const replaced = await send(photo(900));
      expect(replaced.status).toBe(200);
      const secondFile = (await small.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).avatar;
      expect(secondFile).not.toBe(firstFile);
      expect(await small.storage.open(`avatars/${firstFile}`)).toBeNull();

      const over = await send(photo(1000));
      expect(over.status).toBe(422);
      expect(over.body).toMatchObject({ keyCode: 'STORAGE_QUOTA_EXCEEDED' });
      expect(over.body.errors).toEqual({
        avatar: ['The avatar would exceed your storage quota of 1000 bytes.'],
      });
      // The current photo stays.
      const row = await small.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(row.avatar).toBe(secondFile);
      expect((await small.storage.open(`avatars/${secondFile}`))?.size).toBe(PNG.length + 900);
    } finally {
      await small.close();
    }
  });

  it('refuses an empty photo, or one under another field name, as missing', async () => {
    const { auth } = await createUser(app);
    const empty = await call(app, {
      method: 'POST',
      url: '/api/profile/avatar',
      ...withAuth(multipart('avatar', 'me.png', Buffer.alloc(0)), auth),
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ avatar: ['The avatar field is required.'] });
    const wrongField = await call(app, {
      method: 'POST',
      url: '/api/profile/avatar',
      ...withAuth(multipart('photo', 'me.png', PNG), auth),
    });
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.errors).toEqual({ avatar: ['The avatar field is required.'] });
  });

  it('does not serve names outside the avatar pattern', async () => {
    for (const url of ['/storage/avatars/..%2F..%2Fapp-key', '/storage/avatars/missing-file-name.png']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('PUT /api/profile/password', () => {
  it('changes the password with the current one and signs out other sessions', async () => {
    const { user, password, auth } = await createUser(app);
    const other = await call(app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password },
    });
    const res = await call(app, {
      method: 'PUT',
      url: '/api/profile/password',
      headers: auth,
      payload: {
        current_password: password,
        new_password: 'brand-new-pass',
        new_password_confirmation: 'brand-new-pass',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, keyCode: 'PASSWORD_UPDATED' });
    const login = await call(app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'brand-new-pass' },
    });
    expect(login.status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/profile', headers: auth })).status).toBe(200);
    const otherSession = await call(app, {
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${String(other.body.token)}` },
    });
    expect(otherSession.status).toBe(401);
  });

  it('answers INVALID_CURRENT_PASSWORD on the current_password field', async () => {
    const { auth } = await createUser(app);
    const res = await call(app, {
      method: 'PUT',
      url: '/api/profile/password',
      headers: auth,
      payload: {
        current_password: 'wrong-one',
        new_password: 'brand-new-pass',
        new_password_confirmation: 'brand-new-pass',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      keyCode: 'INVALID_CURRENT_PASSWORD',
      message: 'Current password is incorrect.',
      errors: { current_password: ['Current password is incorrect.'] },
    });
  });

  it('puts a mismatched confirmation on the confirmation field', async () => {
    const { password, auth } = await createUser(app);
    const res = await call(app, {
      method: 'PUT',
      url: '/api/profile/password',
      headers: auth,
      payload: {
        current_password: password,
        new_password: 'brand-new-pass',
        new_password_confirmation: 'other-new-pass',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      new_password_confirmation: ['The new password confirmation does not match.'],
    });
  });

  it('lets an account without a password (Google) set one', async () => {
    const { auth } = await createUser(app, { password: null });
    const res = await call(app, {
      method: 'PUT',
      url: '/api/profile/password',
      headers: auth,
      payload: { new_password: 'first-password', new_password_confirmation: 'first-password' },
    });
    expect(res.status).toBe(200);
  });
});

function withAuth(
  body: { payload: Buffer; headers: Record<string, string> },
  auth: { authorization: string },
) {
  return { payload: body.payload, headers: { ...body.headers, ...auth } };
}
