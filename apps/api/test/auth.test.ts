import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, createUser, mailsTo, randomIp, uniqueEmail } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('POST /api/register', () => {
  it('creates a pending account, signs it in and mails a verification link', async () => {
    const email = uniqueEmail('reg');
    const res = await call(app, {
      method: 'POST',
      url: '/api/register',
      payload: { email, password: 'secret-pass-1' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, keyCode: 'USER_REGISTERED_SUCCESS' });
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({ email, status: 0, email_verified_at: null, role: 'user' });
    const mails = await mailsTo(app.config, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links.some((l) => l.startsWith('http://app.test/email/verify/'))).toBe(true);
  });

  it('activates at once with SIGNUP_APPROVAL=auto', async () => {
    const auto = await buildTestApp({ SIGNUP_APPROVAL: 'auto' });
    const res = await call(auto, {
      method: 'POST',
      url: '/api/register',
      payload: { email: uniqueEmail(), password: 'secret-pass-1' },
    });
    expect(res.body).toMatchObject({ keyCode: 'USER_REGISTERED_ACTIVE', user: { status: 1 } });
    await auto.close();
  });

  it('answers 422 with Laravel-worded field errors', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/register',
      payload: { email: 'nope', password: 'short' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      keyCode: 'VALIDATION_ERROR',
      message: 'There are errors in the entered information.',
      errors: {
        email: ['The email must be a valid email address.'],
        password: ['The password must be at least 8 characters.'],
      },
    });
  });

  it('names each missing field, also when the body is absent', async () => {
    const res = await call(app, { method: 'POST', url: '/api/register' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('refuses a taken e-mail whatever its case', async () => {
    const { user } = await createUser(app);
    const res = await call(app, {
      method: 'POST',
      url: '/api/register',
      payload: { email: user.email.toUpperCase(), password: 'secret-pass-1' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('checks a password confirmation when one is sent', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/register',
      payload: { email: uniqueEmail(), password: 'secret-pass-1', password_confirmation: 'other-pass-1' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ password: ['The password confirmation does not match.'] });
  });

  it('refuses strings longer than 255 and wrong types', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/register',
      payload: { email: `${'a'.repeat(250)}@example.test`, password: 12345678 },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['The email may not be greater than 255 characters.'],
      password: ['The password must be a string.'],
    });
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password and answers token, user and keyCode', async () => {
    const { user, password } = await createUser(app);
    const res = await call(app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password, device_name: 'web' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, keyCode: 'LOGIN_SUCCESS', user: { id: user.id } });
    const profile = await call(app, {
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${String(res.body.token)}` },
    });
    expect(profile.status).toBe(200);
  });

  it('lets an account pending approval sign in (it may browse)', async () => {
    const { user, password } = await createUser(app, { status: 0 });
    const res = await call(app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { status: 0 } });
  });

  it('answers INVALID_CREDENTIALS for a wrong password and an unknown account alike', async () => {
    const { user } = await createUser(app);
    const wrong = await call(app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'nope-nope' },
    });
    const unknown = await call(app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail(), password: 'nope-nope' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        keyCode: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password.',
      });
    }
  });

  it('speaks Turkish when asked', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'tr-TR,tr;q=0.9' },
      payload: { email: uniqueEmail(), password: 'nope-nope' },
    });
    expect(res.body.message).toBe('Geçersiz e-posta veya şifre.');
  });

  it('throttles repeated attempts with 429 and Retry-After', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    const email = uniqueEmail('throttle');
    const attempt = () =>
      limited.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '127.9.9.9',
        payload: { email, password: 'x' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ success: false, keyCode: 'TOO_MANY_REQUESTS' });
    await limited.close();
  });

  it('limits per address and e-mail, so others behind the same address still sign in', async () => {
    const limited = await buildTestApp({
      RATE_LIMIT_LOGIN_PER_MINUTE: '3',
      RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '100',
    });
    const remoteAddress = randomIp();
    const login = (email: string, password: string) =>
      limited.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });
    const victim = await createUser(limited);
    const neighbour = await createUser(limited);
    for (let i = 0; i < 3; i++)
      expect((await login(victim.user.email, 'wrong-password')).statusCode).toBe(401);
    // The same address with the e-mail in other case and spacing is the same key.
    const blocked = await login(` ${victim.user.email.toUpperCase()}`, victim.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ keyCode: 'TOO_MANY_REQUESTS' });
    expect((await login(neighbour.user.email, neighbour.password)).statusCode).toBe(200);
    // The limited account itself signs in from another address.
    const elsewhere = await limited.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: randomIp(),
      payload: { email: victim.user.email, password: victim.password },
    });
    expect(elsewhere.statusCode).toBe(200);
    await limited.close();
  });

  it('locks an account after repeated failures from any address, longer each time, until a success', async () => {
    const limited = await buildTestApp({
      RATE_LIMIT_LOGIN_PER_MINUTE: '100',
      RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '3',
      RATE_LIMIT_LOGIN_LOCKOUT_SECONDS: '1',
      RATE_LIMIT_LOGIN_LOCKOUT_MAX_SECONDS: '60',
    });
    const { user, password } = await createUser(limited);
    // Every attempt from a new address: rotating addresses does not escape the account's limit.
    const login = (pass: string, email = user.email) =>
      limited.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: randomIp(),
        payload: { email, password: pass },
      });
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    for (let i = 0; i < 3; i++) expect((await login('wrong-password')).statusCode).toBe(401);
    const locked = await login(password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.json()).toMatchObject({ success: false, keyCode: 'TOO_MANY_REQUESTS' });
    // Other accounts are not affected.
    const other = await createUser(limited);
    expect((await login(other.password, other.user.email)).statusCode).toBe(200);

    await wait(1100);
    expect((await login('wrong-password')).statusCode).toBe(401);
    const longer = await login(password);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');

    await wait(2100);
    expect((await login(password)).statusCode).toBe(200);
    // The success cleared the count: two more failures are allowed before the next lockout.
    for (let i = 0; i < 2; i++) expect((await login('wrong-password')).statusCode).toBe(401);
    expect((await login(password)).statusCode).toBe(200);
    await limited.close();
  });

  it('counts parallel guesses before checking them, so a burst cannot pass the account limit', async () => {
    const limited = await buildTestApp({
      RATE_LIMIT_LOGIN_PER_MINUTE: '100',
      RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '3',
    });
    const email = uniqueEmail('burst');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        limited.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: randomIp(),
          payload: { email, password: 'guess' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    await limited.close();
  });

  it('with TRUST_PROXY=1, a client cannot escape the limit by writing its own X-Forwarded-For entries', async () => {
    const limited = await buildTestApp({
      TRUST_PROXY: '1',
      RATE_LIMIT_LOGIN_PER_MINUTE: '2',
      RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: '100',
    });
    const email = uniqueEmail('proxied');
    const client = randomIp();
    // The proxy appends the address it sees; whatever the client sent stays on the left.
    const viaProxy = (forwarded: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwarded },
        payload: { email, password: 'wrong-password' },
      });
    expect((await viaProxy(`198.51.100.1, ${client}`)).statusCode).toBe(401);
    expect((await viaProxy(`198.51.100.2, ${client}`)).statusCode).toBe(401);
    const spoofed = await viaProxy(`198.51.100.3, 198.51.100.4, ${client}`);
    expect(spoofed.statusCode).toBe(429);
    // The proxy's own entry is the one believed: another real client is counted on its own.
    expect((await viaProxy(`198.51.100.3, ${randomIp()}`)).statusCode).toBe(401);
    await limited.close();
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '2' });
    const email = uniqueEmail('direct');
    const remoteAddress = randomIp();
    const attempt = (forwarded: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwarded },
        payload: { email, password: 'wrong-password' },
      });
    expect((await attempt('198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('198.51.100.2')).statusCode).toBe(401);
    expect((await attempt('198.51.100.3')).statusCode).toBe(429);
    await limited.close();
  });
});

describe('POST /api/logout and tokens', () => {
  it('revokes the presented token only', async () => {
    const { user, password, auth } = await createUser(app);
    const other = await call(app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password },
    });
    const res = await call(app, { method: 'POST', url: '/api/logout', headers: auth });
    expect(res.body).toMatchObject({ success: true, keyCode: 'LOGOUT_SUCCESS' });
    expect((await call(app, { method: 'GET', url: '/api/profile', headers: auth })).status).toBe(401);
    const stillIn = await call(app, {
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${String(other.body.token)}` },
    });
    expect(stillIn.status).toBe(200);
  });

  it('answers 401 UNAUTHENTICATED for missing, malformed, unknown and expired tokens', async () => {
    const { user, token } = await createUser(app);
    await app.prisma.accessToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not-a-real-token' },
      { authorization: `Bearer ${token}` },
    ]) {
      const res = await call(app, { method: 'GET', url: '/api/profile', headers });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, keyCode: 'UNAUTHENTICATED' });
    }
  });

  it('stores only a hash of each token', async () => {
    const { user, token } = await createUser(app);
    const rows = await app.prisma.accessToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
  });
});

describe('malformed requests', () => {
  it('answers 400 for broken JSON, 413 for huge bodies and 404 for unknown routes, never 500', async () => {
    const broken = await call(app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ success: false, keyCode: 'MALFORMED_REQUEST' });
    const huge = await call(app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2_000_000) }),
    });
    expect(huge.status).toBe(413);
    const missing = await call(app, { method: 'GET', url: '/api/nope' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ keyCode: 'NOT_FOUND' });
  });

  it('answers GET /api/test', async () => {
    const res = await call(app, { method: 'GET', url: '/api/test' });
    expect(res.body).toMatchObject({ success: true, keyCode: 'API_CONNECTION_SUCCESS' });
  });
});
