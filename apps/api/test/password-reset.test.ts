import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, createUser, eventually, mailsTo, uniqueEmail } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function requestLink(email: string) {
  const res = await call(app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ success: true, keyCode: 'PASSWORD_RESET_LINK_SENT' });
  const mails = await eventually(async () => {
    const found = await mailsTo(app.config, email.toLowerCase());
    return found.length ? found : null;
  });
  const link = new URL(mails.at(-1)!.links.find((l) => l.includes('/reset-password'))!);
  return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
}

describe('password reset', () => {
  it('answers the same for unknown accounts and sends them nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await call(app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, keyCode: 'PASSWORD_RESET_LINK_SENT' });
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(app.config, email, { wait: false })).toHaveLength(0);
  });

  it('resets with the mailed single-use token and signs out every session', async () => {
    const { user, auth } = await createUser(app, { verified: false });
    const link = await requestLink(user.email.toUpperCase());
    expect(link.email).toBe(user.email);
    const reset = await call(app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { ...link, password: 'fresh-password', password_confirmation: 'fresh-password' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ success: true, keyCode: 'PASSWORD_RESET_SUCCESS' });
    expect((await call(app, { method: 'GET', url: '/api/profile', headers: auth })).status).toBe(401);
    const login = await call(app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'fresh-password' },
    });
    expect(login.status).toBe(200);
    expect((login.body.user as { email_verified_at: string | null }).email_verified_at).not.toBeNull();

    const again = await call(app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { ...link, password: 'other-password', password_confirmation: 'other-password' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, keyCode: 'PASSWORD_RESET_FAILED' });
  });

  it('refuses an expired token, a wrong e-mail and a made-up token', async () => {
    const { user } = await createUser(app);
    const link = await requestLink(user.email);
    const attempt = (payload: object) =>
      call(app, {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { password: 'fresh-password', password_confirmation: 'fresh-password', ...payload },
      });
    expect((await attempt({ ...link, email: uniqueEmail() })).body).toMatchObject({
      keyCode: 'PASSWORD_RESET_FAILED',
    });
    expect((await attempt({ ...link, token: 'x'.repeat(43) })).body).toMatchObject({
      keyCode: 'PASSWORD_RESET_FAILED',
    });
    await app.prisma.passwordReset.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await attempt(link)).body).toMatchObject({ keyCode: 'PASSWORD_RESET_FAILED' });
  });

  it('validates the new password and its confirmation', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: uniqueEmail(), token: 'abc', password: 'short', password_confirmation: 'other' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      password: ['The password must be at least 8 characters.', 'The password confirmation does not match.'],
    });
  });

  it('is throttled', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_RESET_PER_HOUR: '2' });
    const send = () =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: '127.8.8.8',
        payload: { email: uniqueEmail() },
      });
    expect([(await send()).statusCode, (await send()).statusCode, (await send()).statusCode]).toEqual([
      200, 200, 429,
    ]);
    await limited.close();
  });
});
