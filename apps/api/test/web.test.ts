import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'atelier-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  app = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => app.close());

it('serves the web app, with client-side routes falling back to index.html and the api untouched', async () => {
  for (const url of ['/', '/chat', '/chat/3f1c?x=1', '/email/verify/1/abc']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.body).toContain('<div id="root">');
  }
  expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
  expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  const api = await app.inject({ method: 'GET', url: '/api/nope' });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ keyCode: 'NOT_FOUND' });
  expect((await app.inject({ method: 'GET', url: '/api/test' })).json()).toMatchObject({
    keyCode: 'API_CONNECTION_SUCCESS',
  });
});

it('sends the security headers on the web app, the api and its errors: only the app may frame it', async () => {
  for (const url of ['/', '/chat', '/assets/app.js', '/api/test', '/api/nope', '/api/docs']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers['content-security-policy'], url).toBe("frame-ancestors 'self'");
    expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    // Plain http here: no HSTS, which would pin a development host to https.
    expect(res.headers['strict-transport-security'], url).toBeUndefined();
  }
});
