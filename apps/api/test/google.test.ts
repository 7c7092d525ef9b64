import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hmac } from '../src/lib/crypto.ts';
import { buildTestApp, call, createUser, uniqueEmail } from './helpers.ts';
import { randomSub, startOidcMockServer, type OidcMockServer } from './oidc-mock-server.ts';

let mock: OidcMockServer;
let app: FastifyInstance;

const googleEnv = (server: OidcMockServer, extra: Record<string, string> = {}) => ({
  GOOGLE_CLIENT_ID: server.clientId,
  GOOGLE_CLIENT_SECRET: server.clientSecret,
  GOOGLE_ISSUER: server.url,
  GOOGLE_TOKENINFO_URL: `${server.url}/tokeninfo`,
  ...extra,
});

beforeAll(async () => {
  mock = await startOidcMockServer();
  app = await buildTestApp(googleEnv(mock));
});
afterAll(async () => {
  await app.close();
  await mock.close();
});

const oneTap = (credential: string, target = app) =>
  call(target, { method: 'POST', url: '/api/auth/google/one-tap', payload: { credential } });
const accessTokenSignIn = (token: string) =>
  call(app, { method: 'POST', url: '/api/auth/google/access-token', payload: { access_token: token } });
const callback = (query: Record<string, string>) =>
  call(app, { method: 'GET', url: `/api/auth/google/callback?${new URLSearchParams(query).toString()}` });

describe('GET /api/auth/google', () => {
  it('answers the provider authorization URL with the client, redirect, scopes and a state', async () => {
    const res = await call(app, { method: 'GET', url: '/api/auth/google' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, keyCode: 'SUCCESS' });
    const url = new URL(res.body.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${mock.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: mock.clientId,
      redirect_uri: 'http://app.test/auth/google/callback',
      scope: 'openid profile email',
    });
    expect(url.searchParams.get('state')).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
  });
});

describe('GET /api/auth/google/callback', () => {
  it('signs in end to end: authorize at the provider, come back with code and state', async () => {
    const sub = randomSub();
    const email = uniqueEmail('code');
    mock.loginAs({ sub, email, given_name: 'Grace', family_name: 'Hopper' });
    const start = await call(app, { method: 'GET', url: '/api/auth/google' });
    const authorize = await fetch(start.body.url as string, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://app.test/auth/google/callback');

    const res = await callback(Object.fromEntries(back.searchParams));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      keyCode: 'LOGIN_SUCCESS',
      user: { email, name: 'Grace', lastname: 'Hopper', googleConnected: true, status: 0 },
    });
    expect(res.body.token).toEqual(expect.any(String));
    expect((res.body.user as { email_verified_at: string | null }).email_verified_at).not.toBeNull();

    // A code is single-use.
    const again = await callback(Object.fromEntries(back.searchParams));
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ success: false, keyCode: 'GOOGLE_AUTH_FAILED' });
  });

  it('accepts the popup code flow: redirect_uri "postmessage" and no state', async () => {
    const email = uniqueEmail('popup');
    const code = mock.issueCode({ email }, { redirectUri: 'postmessage' });
    const res = await callback({ code, redirect_uri: 'postmessage' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ keyCode: 'LOGIN_SUCCESS', user: { email } });
  });

  it('refuses a tampered state before spending the code', async () => {
    const start = await call(app, { method: 'GET', url: '/api/auth/google' });
    const state = new URL(start.body.url as string).searchParams.get('state')!;
    const [expires, nonce, signature] = state.split('.');
    const code = mock.issueCode();
    for (const bad of [`${Number(expires) + 3_600_000}.${nonce}.${signature}`, `${state}x`, 'garbage']) {
      const res = await callback({ code, state: bad });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, keyCode: 'GOOGLE_AUTH_FAILED' });
    }
    // The code is still good, which shows the provider was never asked.
    expect((await callback({ code })).status).toBe(200);
  });

  it('refuses an expired state even when its signature is right', async () => {
    const body = `${Date.now() - 1000}.nonce`;
    const state = `${body}.${hmac(app.config.APP_KEY, `google-state:${body}`)}`;
    const res = await callback({ code: mock.issueCode(), state });
    expect(res.status).toBe(400);
    expect(res.body.keyCode).toBe('GOOGLE_AUTH_FAILED');
  });

  it('answers 401 for a code the provider does not know, and 422 without a code', async () => {
    expect((await callback({ code: 'made-up' })).status).toBe(401);
    const missing = await callback({});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ code: ['The code field is required.'] });
  });
});

describe('POST /api/auth/google/one-tap', () => {
  it('creates a verified account from the ID token, and the token it answers works on /api/profile', async () => {
    const email = uniqueEmail('tap');
    const sub = randomSub();
    const res = await oneTap(await mock.idToken({ sub, email: email.toUpperCase(), given_name: 'Alan' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Signed in successfully.',
      keyCode: 'LOGIN_SUCCESS',
      user: { email, name: 'Alan', lastname: 'Lovelace', googleConnected: true, status: 0, role: 'user' },
    });
    const row = await app.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(row).toMatchObject({ googleSub: sub, passwordHash: null });

    const profile = await call(app, {
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${res.body.token as string}` },
    });
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ id: row.id, email });

    // Signing in again finds the same account by its Google id, even after the Google address changed.
    const again = await oneTap(await mock.idToken({ sub, email: uniqueEmail('renamed') }));
    expect(again.body.user).toMatchObject({ id: row.id, email });
  });

  it('activates new accounts at once with SIGNUP_APPROVAL=auto', async () => {
    const auto = await buildTestApp(googleEnv(mock, { SIGNUP_APPROVAL: 'auto' }));
    const res = await oneTap(await mock.idToken({ email: uniqueEmail('auto') }), auto);
    expect(res.body).toMatchObject({ keyCode: 'LOGIN_SUCCESS', user: { status: 1 } });
    await auto.close();
  });

  it('links an existing account with the same e-mail and keeps its password', async () => {
    const { user, password } = await createUser(app);
    const res = await oneTap(await mock.idToken({ email: user.email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, googleConnected: true });
    const login = await call(app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password },
    });
    expect(login.status).toBe(200);
  });

  it('linking an unverified account verifies it and drops the password and sessions someone else may hold', async () => {
    const { user, password, auth } = await createUser(app, { verified: false });
    const res = await oneTap(await mock.idToken({ email: user.email }));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: user.id,
      googleConnected: true,
    });
    expect((res.body.user as { email_verified_at: unknown }).email_verified_at).toEqual(expect.any(String));
    const login = await call(app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password },
    });
    expect(login.status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/profile', headers: auth })).status).toBe(401);
  });

  it('refuses to relink an account already tied to another Google account', async () => {
    const email = uniqueEmail('taken');
    expect((await oneTap(await mock.idToken({ email }))).status).toBe(200);
    const res = await oneTap(await mock.idToken({ email }));
    expect(res.status).toBe(401);
    expect(res.body.keyCode).toBe('GOOGLE_AUTH_FAILED');
  });

  it.each([
    ['a token for another client', (email: string) => mock.idToken({ email, aud: 'someone-else.apps.test' })],
    ['an expired token', (email: string) => mock.idToken({ email }, { expiresIn: -3600 })],
    ['a token signed with a foreign key', (email: string) => mock.idToken({ email }, { foreignKey: true })],
    ['a token from another issuer', (email: string) => mock.idToken({ email, iss: 'https://evil.test' })],
    ['something that is not a JWT', async () => 'not-a-jwt'],
  ])('refuses %s with 401 GOOGLE_AUTH_FAILED', async (_label, mint) => {
    const email = uniqueEmail('bad');
    const res = await oneTap(await mint(email));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, keyCode: 'GOOGLE_AUTH_FAILED' });
    expect(await app.prisma.user.findUnique({ where: { email } })).toBeNull();
  });

  it('refuses an unverified Google e-mail with 401 GOOGLE_EMAIL_NOT_VERIFIED', async () => {
    const email = uniqueEmail('unverified');
    const res = await oneTap(await mock.idToken({ email, email_verified: false }));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, keyCode: 'GOOGLE_EMAIL_NOT_VERIFIED' });
    expect(await app.prisma.user.findUnique({ where: { email } })).toBeNull();
  });
});

describe('POST /api/auth/google/access-token', () => {
  it('signs in with an access token issued to this client', async () => {
    const email = uniqueEmail('implicit');
    const res = await accessTokenSignIn(mock.accessToken({ email, given_name: 'Edsger' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      keyCode: 'LOGIN_SUCCESS',
      user: { email, name: 'Edsger' },
    });
    expect(res.body.token).toEqual(expect.any(String));
  });

  it('refuses an access token issued to another app, without asking userinfo', async () => {
    const email = uniqueEmail('stolen');
    const before = mock.requests.filter((r) => r === 'GET /userinfo').length;
    const res = await accessTokenSignIn(mock.accessToken({ email }, { audience: 'other-app.apps.test' }));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, keyCode: 'GOOGLE_AUTH_FAILED' });
    expect(mock.requests.filter((r) => r === 'GET /userinfo').length).toBe(before);
    expect(await app.prisma.user.findUnique({ where: { email } })).toBeNull();
  });

  it('refuses an unknown token with 401 and an unverified e-mail with GOOGLE_EMAIL_NOT_VERIFIED', async () => {
    expect((await accessTokenSignIn('ya29.unknown')).body).toMatchObject({ keyCode: 'GOOGLE_AUTH_FAILED' });
    const res = await accessTokenSignIn(mock.accessToken({ email_verified: false }));
    expect(res.status).toBe(401);
    expect(res.body.keyCode).toBe('GOOGLE_EMAIL_NOT_VERIFIED');
  });
});

describe('configuration and provider failures', () => {
  it('answers 404 GOOGLE_NOT_CONFIGURED on every route when no client id is set', async () => {
    const bare = await buildTestApp();
    const requests = [
      { method: 'GET', url: '/api/auth/google' },
      { method: 'GET', url: '/api/auth/google/callback?code=x' },
      { method: 'POST', url: '/api/auth/google/one-tap', payload: { credential: 'x' } },
      { method: 'POST', url: '/api/auth/google/access-token', payload: {} },
    ] as const;
    for (const request of requests) {
      const res = await call(bare, request);
      expect(res.status, request.url).toBe(404);
      expect(res.body).toMatchObject({ success: false, keyCode: 'GOOGLE_NOT_CONFIGURED' });
    }
    await bare.close();
  });

  it('answers 502 GOOGLE_AUTH_FAILED when the provider cannot be reached', async () => {
    const gone = await startOidcMockServer();
    const url = gone.url;
    await gone.close();
    const down = await buildTestApp(googleEnv(gone, { GOOGLE_ISSUER: url }));
    const res = await oneTap(await mock.idToken(), down);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, keyCode: 'GOOGLE_AUTH_FAILED' });
    expect((await call(down, { method: 'GET', url: '/api/auth/google' })).status).toBe(502);
    await down.close();
  });
});
