import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, createUser, mailsTo, uniqueEmail } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function register(email: string, lang = 'en') {
  const res = await call(app, {
    method: 'POST',
    url: '/api/register',
    headers: { 'accept-language': lang },
    payload: { email, password: 'secret-pass-1' },
  });
  return { token: String(res.body.token), user: res.body.user as { id: number } };
}

function verifyPath(link: string): string {
  const url = new URL(link);
  expect(url.origin).toBe('http://app.test');
  return `/api${url.pathname}`;
}

describe('e-mail verification', () => {
  it('verifies through the mailed link, then reports already verified', async () => {
    const email = uniqueEmail('verify');
    const { user } = await register(email);
    const [mail] = await mailsTo(app.config, email);
    expect(mail!.subject).toBe('Verify your email address for Atelier');
    expect(mail!.raw).toContain('Content-Type: text/html');
    const link = mail!.links.find((l) => l.includes('/email/verify/'))!;
    expect(link).toMatch(new RegExp(`/email/verify/${user.id}/[\\w-]{40,}$`));

    const first = await call(app, { method: 'GET', url: verifyPath(link) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, keyCode: 'EMAIL_VERIFIED_SUCCESS' });
    expect((first.body.user as { email_verified_at: string }).email_verified_at).toEqual(expect.any(String));

    const again = await call(app, { method: 'GET', url: verifyPath(link) });
    expect(again.body).toMatchObject({ keyCode: 'EMAIL_ALREADY_VERIFIED' });
  });

  it('writes the mail in the request language', async () => {
    const email = uniqueEmail('tr');
    await register(email, 'tr');
    const [mail] = await mailsTo(app.config, email);
    expect(mail!.text).toContain('Merhaba');
  });

  it('fails for a tampered hash, another user id, a non-numeric id and an expired link', async () => {
    const email = uniqueEmail('tamper');
    const { user } = await register(email);
    const [mail] = await mailsTo(app.config, email);
    const link = mail!.links.find((l) => l.includes('/email/verify/'))!;
    const hash = link.split('/').at(-1)!;
    const other = await createUser(app, { verified: false });
    const flipped = hash.slice(0, -1) + (hash.endsWith('A') ? 'B' : 'A');
    for (const url of [
      `/api/email/verify/${user.id}/${flipped}`,
      `/api/email/verify/${other.user.id}/${hash}`,
      `/api/email/verify/abc/${hash}`,
      `/api/email/verify/${user.id}/short`,
    ]) {
      const res = await call(app, { method: 'GET', url });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, keyCode: 'EMAIL_VERIFICATION_FAILED' });
    }
    await app.prisma.emailVerification.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const expired = await call(app, { method: 'GET', url: `/api/email/verify/${user.id}/${hash}` });
    expect(expired.body).toMatchObject({ keyCode: 'EMAIL_VERIFICATION_FAILED' });
    const row = await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.emailVerifiedAt).toBeNull();
  });

  it('stores only a digest of the link', async () => {
    const email = uniqueEmail('digest');
    const { user } = await register(email);
    const [mail] = await mailsTo(app.config, email);
    const hash = mail!.links
      .find((l) => l.includes('/email/verify/'))!
      .split('/')
      .at(-1)!;
    const rows = await app.prisma.emailVerification.findMany({ where: { userId: user.id } });
    expect(rows.map((r) => r.tokenHash)).not.toContain(hash);
  });
});

describe('POST /api/auth/resend-email-verification', () => {
  it('sends a new link whose use verifies the account', async () => {
    const { user, auth } = await createUser(app, { verified: false });
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/resend-email-verification',
      headers: auth,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, keyCode: 'EMAIL_VERIFICATION_SENT' });
    const [mail] = await mailsTo(app.config, user.email);
    const link = mail!.links.find((l) => l.includes('/email/verify/'))!;
    expect((await call(app, { method: 'GET', url: verifyPath(link) })).body).toMatchObject({
      keyCode: 'EMAIL_VERIFIED_SUCCESS',
    });
  });

  it('answers EMAIL_ALREADY_VERIFIED for a verified account', async () => {
    const { auth } = await createUser(app);
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/resend-email-verification',
      headers: auth,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, keyCode: 'EMAIL_ALREADY_VERIFIED' });
  });

  it('needs a token', async () => {
    const res = await call(app, { method: 'POST', url: '/api/auth/resend-email-verification' });
    expect(res.status).toBe(401);
  });

  it('is throttled per user', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_RESEND_PER_HOUR: '2' });
    const { auth } = await createUser(limited, { verified: false });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await call(limited, { method: 'POST', url: '/api/auth/resend-email-verification', headers: auth }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
    await limited.close();
  });
});
