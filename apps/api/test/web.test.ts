import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.ts';

const ENTRY_JS = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = () => "entry ${i}";`).join('\n'),
);
const INDEX_HTML = Buffer.from(
  `<!doctype html><html><head><title>Atelier</title><style>${'html { color: black; }\n'.repeat(60)}</style></head><body><div id="root"></div></body></html>`,
);

let app: FastifyInstance;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'atelier-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  // As the web build leaves them (apps/web/vite.config.ts): a brotli and a gzip copy beside the file.
  for (const [name, data] of [
    ['assets/index-Bx4kT9aQ.js', ENTRY_JS],
    ['index.html', INDEX_HTML],
  ] as const) {
    await writeFile(path.join(dist, name), data);
    await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(data));
    await writeFile(path.join(dist, `${name}.gz`), gzipSync(data));
  }
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

it('sends hashed assets compressed as the client asks (brotli first), cached for a year', async () => {
  const url = '/assets/index-Bx4kT9aQ.js';
  const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.rawPayload.length).toBeLessThan(ENTRY_JS.length / 3);
  expect(brotliDecompressSync(br.rawPayload).equals(ENTRY_JS)).toBe(true);

  const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(gunzipSync(gzip.rawPayload).equals(ENTRY_JS)).toBe(true);

  for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
    const plain = await app.inject({ method: 'GET', url, headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.rawPayload.equals(ENTRY_JS)).toBe(true);
  }

  // A file the build left without a compressed copy (too small to gain) is compressed as it is sent.
  const small = await app.inject({
    method: 'GET',
    url: '/assets/app.js',
    headers: { 'accept-encoding': 'br' },
  });
  expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotliDecompressSync(small.rawPayload).toString('utf8')).toBe('console.log(1)');
});

it('revalidates index.html and client-side routes, compressed too', async () => {
  for (const url of ['/', '/index.html', '/chat', '/chat/3f1c?x=1']) {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control'], url).toBe('no-cache');
    expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    expect(res.headers['content-encoding'], url).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).equals(INDEX_HTML), url).toBe(true);
    // The security headers stay on compressed answers.
    expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
  }
  const plain = await app.inject({ method: 'GET', url: '/chat' });
  expect(plain.headers['cache-control']).toBe('no-cache');
  expect(plain.rawPayload.equals(INDEX_HTML)).toBe(true);

  // Revalidation answers 304 from the validators the page came with.
  const first = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
  const again = await app.inject({
    method: 'GET',
    url: '/',
    headers: { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag as string },
  });
  expect(again.statusCode).toBe(304);
  expect(again.headers['cache-control']).toBe('no-cache');
});

it('compresses api JSON of 1 KB and more when asked, and leaves small answers alone', async () => {
  const spec = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(spec.headers['content-encoding']).toBeUndefined();
  expect(spec.rawPayload.length).toBeGreaterThan(1024);

  const br = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.rawPayload).equals(spec.rawPayload)).toBe(true);

  const gzip = await app.inject({
    method: 'GET',
    url: '/api/docs/json',
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).equals(spec.rawPayload)).toBe(true);

  const small = await app.inject({ method: 'GET', url: '/api/test', headers: { 'accept-encoding': 'br' } });
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.json()).toMatchObject({ keyCode: 'API_CONNECTION_SUCCESS' });
});
