import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'puppeteer-core';
import type { FastifyInstance } from 'fastify';
import { buildPreviewApp } from '../src/preview/app.ts';
import { injectIntoPage } from '../src/preview/pages.ts';
import { buildPath } from '../src/preview/routes.ts';
import { CompressedCache, negotiateEncoding } from '../src/preview/compression.ts';
import {
  PREVIEW_ACCESS_PARAM,
  PREVIEW_LINK_WINDOW_SECONDS,
  previewAccessToken,
  projectOrigin,
  projectRoot,
  signedPreviewUrl,
  verifyPreviewAccess,
} from '@atelier/config/preview';
import { createUser, launchChromium, testConfig } from './helpers.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Demo</title>
    <link rel="stylesheet" href="./assets/index-abc123.css" />
    <script type="module" src="./assets/index-abc123.js"></script>
  </head>
  <body><div id="root"><h1>Hello preview</h1></div></body>
</html>
`;
const APP_JS = 'console.log("hello");\n';
const APP_CSS = 'body { color: rebeccapurple; }\n';

/** A project row, and when `build` is given a live version whose build holds those files. */
async function createProject(
  app: FastifyInstance,
  build?: Record<string, string>,
  options: { isPublic?: boolean } = {},
) {
  const { user } = await createUser(app);
  const project = await app.prisma.project.create({
    data: {
      userId: user.id,
      name: 'Preview test',
      token: randomBytes(24).toString('hex'),
      isPublic: options.isPublic ?? false,
    },
  });
  if (!build) return project;
  const version = await app.prisma.projectVersion.create({
    data: { projectId: project.id, number: 1, files: {}, buildStatus: 'ready', builtAt: new Date() },
  });
  const buildKey = `builds/${project.id}/${version.id}`;
  for (const [file, content] of Object.entries(build)) await app.storage.put(`${buildKey}/${file}`, content);
  await app.prisma.projectVersion.update({ where: { id: version.id }, data: { buildKey } });
  return app.prisma.project.update({
    where: { id: project.id },
    data: { liveVersionId: version.id, waitStatus: 0 },
  });
}

const standardBuild = {
  'index.html': INDEX_HTML,
  'assets/index-abc123.js': APP_JS,
  'assets/index-abc123.css': APP_CSS,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

/** The Host header of a project's own origin under the test preview URL. */
const hostOf = (uuid: string) => new URL(projectOrigin(testConfig().PREVIEW_URL, uuid)).host;

describe('preview origin over HTTP', () => {
  let app: FastifyInstance;
  let live: { id: number; uuid: string };

  /** A request to a project's origin (a published one unless told otherwise). */
  const at = (
    uuid: string,
    url: string,
    options: { method?: 'GET' | 'HEAD' | 'POST'; headers?: Record<string, string>; payload?: string } = {},
  ) =>
    app.inject({
      method: options.method ?? 'GET',
      url,
      headers: { host: hostOf(uuid), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });

  beforeAll(async () => {
    app = await buildPreviewApp(testConfig(), { logger: false });
    await app.ready();
    live = await createProject(app, standardBuild, { isPublic: true });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers HEAD 200 once a live build exists', async () => {
    const response = await at(live.uuid, '/', { method: 'HEAD' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('answers 503 with Retry-After while the project has no live build', async () => {
    const project = await createProject(app, undefined, { isPublic: true });
    const head = await at(project.uuid, '/', { method: 'HEAD' });
    expect(head.statusCode).toBe(503);
    expect(head.headers['retry-after']).toBe('2');

    const page = await at(project.uuid, '/', { headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<meta http-equiv="refresh" content="2">');
  });

  it('answers 404 for the bare preview host, other names and unknown or deleted projects', async () => {
    const deleted = await createProject(app, standardBuild, { isPublic: true });
    await app.prisma.project.delete({ where: { id: deleted.id } });
    const hosts = [
      'localhost:3001',
      hostOf(deleted.uuid),
      hostOf('00000000-0000-4000-8000-000000000000'),
      `x${hostOf(live.uuid)}`,
      `${live.uuid}.localhost.evil.test`,
      `${live.uuid}.evil.test:3001`,
      `${live.id}.localhost:3001`,
    ];
    for (const host of hosts) {
      for (const url of ['/', `/${live.id}/`, '/assets/index-abc123.js']) {
        const head = await app.inject({ method: 'HEAD', url, headers: { host } });
        expect(head.statusCode, host + url).toBe(404);
        const page = await app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
        expect(page.statusCode, host + url).toBe(404);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).not.toContain('Hello preview');
      }
    }
    const gone = await at(deleted.uuid, '/');
    expect(gone.body).toContain('does not exist or has been deleted');
  });

  it('serves hashed assets with their type and an immutable cache', async () => {
    const js = await at(live.uuid, '/assets/index-abc123.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe(APP_JS);

    const css = await at(live.uuid, '/assets/index-abc123.css?v=1');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toBe(APP_CSS);

    const head = await at(live.uuid, '/assets/index-abc123.js', { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(APP_JS)));
    expect(head.body).toBe('');

    const icon = await at(live.uuid, '/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses text files as the client asks (brotli first), keeping their type and cache', async () => {
    const bundle = Array.from({ length: 500 }, (_, i) => `export const part${i} = () => "part ${i}";`).join(
      '\n',
    );
    const styles = Array.from({ length: 200 }, (_, i) => `.c${i} { margin: ${i}px; }`).join('\n');
    const project = await createProject(
      app,
      {
        'index.html': INDEX_HTML,
        'assets/index-big123.js': bundle,
        'assets/index-big123.css': styles,
        'manifest.json': JSON.stringify({
          icons: Array.from({ length: 120 }, (_, i) => ({ src: `/i${i}.png` })),
        }),
        'assets/logo-abc.png': 'x'.repeat(4096),
      },
      { isPublic: true },
    );
    const url = '/assets/index-big123.js';
    const br = await at(project.uuid, url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.vary).toMatch(/origin/i);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(bundle) / 3);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(bundle);
    // Served again from memory, the same bytes.
    const cached = await at(project.uuid, url, { headers: { 'accept-encoding': 'br' } });
    expect(cached.rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await at(project.uuid, url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(bundle);

    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ] as Record<string, string>[]) {
      const plain = await at(project.uuid, url, { headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(bundle)));
      expect(plain.body).toBe(bundle);
    }

    const head = await at(project.uuid, url, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(head.body).toBe('');

    const css = await at(project.uuid, '/assets/index-big123.css', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(css.rawPayload).toString('utf8')).toBe(styles);
    const json = await at(project.uuid, '/manifest.json', { headers: { 'accept-encoding': 'br' } });
    expect(json.headers['content-encoding']).toBe('br');
    expect(json.headers['cache-control']).toBe('no-cache');
    // Images are left as they are; so are files too small to gain.
    const png = await at(project.uuid, '/assets/logo-abc.png', { headers: { 'accept-encoding': 'br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).not.toMatch(/accept-encoding/i);
    const small = await at(live.uuid, '/assets/index-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(APP_JS);
  });

  it('compresses HTML pages, revalidated (no-cache, 304) whatever the encoding', async () => {
    const plain = await at(live.uuid, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (const url of ['/', '/settings/profile']) {
        const page = await at(live.uuid, url, {
          headers: { 'accept-encoding': encoding, accept: 'text/html' },
        });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-encoding'], url).toBe(encoding);
        expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(page.headers.vary, url).toMatch(/accept-encoding/i);
        expect(decode(page.rawPayload).toString('utf8'), url).toBe(plain.body);
        expect(page.headers.etag).not.toBe(plain.headers.etag);
        const again = await at(live.uuid, url, {
          headers: { 'accept-encoding': encoding, 'if-none-match': page.headers.etag as string },
        });
        expect(again.statusCode, url).toBe(304);
      }
    }
  });

  it('picks brotli, else gzip, honouring q-values; evicts the least recently used bytes', async () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity, *;q=0')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();

    const text = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => `line ${i}`).join('\n'));
    const budget = (await new CompressedCache().get('probe', 'gzip', async () => text(2000)))!.length * 2.5;
    const cache = new CompressedCache(budget);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return text(2000);
    };
    await Promise.all([cache.get('a', 'gzip', load), cache.get('a', 'gzip', load)]);
    expect(loads).toBe(1); // concurrent misses share one compression
    await cache.get('b', 'gzip', load);
    await cache.get('a', 'gzip', load); // a is now the most recently used
    await cache.get('c', 'gzip', load); // over budget: b goes
    expect(cache.size).toBeLessThanOrEqual(budget);
    loads = 0;
    await cache.get('a', 'gzip', load);
    await cache.get('c', 'gzip', load);
    expect(loads).toBe(0);
    await cache.get('b', 'gzip', load);
    expect(loads).toBe(1);
    expect(await cache.get('missing', 'br', async () => null)).toBeNull();
  });

  it('falls back to index.html for client-side routes and deep links', async () => {
    for (const url of ['/settings/profile', '/about/', '/blog/post.draft', '/cart']) {
      const response = await at(live.uuid, url, { headers: { accept: 'text/html,*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"><h1>Hello preview</h1></div>');
    }
    for (const url of ['/settings/profile', '/about/']) {
      const head = await at(live.uuid, url, { method: 'HEAD' });
      expect(head.statusCode, url).toBe(200);
    }
  });

  it('answers 404 for a missing asset and for paths that escape the build', async () => {
    for (const url of [
      '/assets/nope.js',
      '/assets/nope.css',
      '/%2e%2e/%2e%2e/package.json',
      '/assets%2Findex-abc123.js',
    ]) {
      const response = await at(live.uuid, url);
      expect(response.statusCode, url).toBe(404);
    }
    const missing = await at(live.uuid, '/assets/nope.js');
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
    const malformed = await at(live.uuid, '/%E0%A4%A.js');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['x-content-type-options']).toBe('nosniff');
    // Raw requests reach the router unnormalised; the path inside the build is checked segment by segment.
    expect(buildPath('/assets/app.js?x=1')).toBe('assets/app.js');
    expect(buildPath('/docs/')).toBe('docs/');
    expect(buildPath('/')).toBe('');
    expect(buildPath('/preview/assets/app.js', '/preview')).toBe('assets/app.js');
    expect(buildPath('/other/app.js', '/preview')).toBeNull();
    for (const url of ['/../2/index.html', '/a/%2e%2e/b', '/a%2fb', '/a//b', '/a%5cb', '/%00']) {
      expect(buildPath(url), url).toBeNull();
    }
  });

  it('injects the base and the preview script into HTML pages', async () => {
    const response = await at(live.uuid, '/');
    const html = response.body;
    const head = html.indexOf('<head>') + '<head>'.length;
    expect(html.indexOf('<base href="/">')).toBe(head);
    expect(html).toContain("type: 'IFRAME_URL_CHANGED'");
    expect(html).toContain('["http://app.test"]');
    // The script comes before any of the app's own.
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('./assets/index-abc123.js'));

    const again = await at(live.uuid, '/', { headers: { 'if-none-match': response.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('keeps a base the page already has, and injects into pages with no head', () => {
    const withBase = injectIntoPage('<html><head><base href="/x/"></head></html>', '/1/', ['http://a']);
    expect(withBase.match(/<base/g)).toHaveLength(1);
    const noHead = injectIntoPage('<!DOCTYPE html><body><p>hi</p></body>', '/1/', ['http://a']);
    expect(noHead.startsWith('<!DOCTYPE html><base href="/1/"><script>')).toBe(true);
    const bare = injectIntoPage('<p>hi</p>', '/1/', ['http://a</script>']);
    expect(bare.startsWith('<base href="/1/"><script>')).toBe(true);
    expect(bare).not.toContain('http://a</script>');
  });

  it('sends the security headers on every answer, and no credentials or cookies to strangers', async () => {
    const building = await createProject(app, undefined, { isPublic: true });
    const hidden = await createProject(app, standardBuild);
    for (const [uuid, url] of [
      [live.uuid, '/'],
      [live.uuid, '/assets/index-abc123.js'],
      [live.uuid, '/assets/nope.js'],
      [building.uuid, '/'],
      [hidden.uuid, '/'],
      ['00000000-0000-4000-8000-000000000000', '/'],
    ] as const) {
      const response = await at(uuid, url, { headers: { origin: 'http://app.test' } });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(response.headers['content-security-policy'], url).toBe('frame-ancestors http://app.test');
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    // The app may read its readiness check; another site may not.
    const mine = await at(live.uuid, '/', { method: 'HEAD', headers: { origin: 'http://app.test' } });
    expect(mine.headers['access-control-allow-origin']).toBe('http://app.test');
    const theirs = await at(live.uuid, '/', { method: 'HEAD', headers: { origin: 'http://evil.test' } });
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('has none of the api: no routes, no credentials', async () => {
    const { auth } = await createUser(app);
    for (const url of ['/api/profile', '/api/auth/me', '/api/docs', '/api/projects']) {
      const response = await app.inject({ method: 'GET', url, headers: { ...auth, host: 'localhost:3001' } });
      expect(response.statusCode, url).toBe(404);
    }
    const post = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.c' } });
    expect(post.statusCode).toBe(404);
    const write = await at(live.uuid, '/', { method: 'POST', payload: 'x' });
    expect(write.statusCode).toBe(404);
  });
});

describe('a private preview', () => {
  let app: FastifyInstance;
  let key: string;
  let project: { id: number; uuid: string };
  let other: { id: number; uuid: string };

  const at = (
    uuid: string,
    url: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'HEAD' = 'GET',
  ) => app.inject({ method, url, headers: { host: hostOf(uuid), ...headers } });
  const root = (uuid: string) => projectRoot(testConfig().PREVIEW_URL, uuid);
  /** The path and query of the owner's signed address. */
  const signedPath = (uuid: string, now = Date.now()) => {
    const url = new URL(signedPreviewUrl(key, root(uuid), uuid, now));
    return `${url.pathname}${url.search}`;
  };

  beforeAll(async () => {
    app = await buildPreviewApp(testConfig(), { logger: false });
    await app.ready();
    key = testConfig().APP_KEY;
    project = await createProject(app, standardBuild);
    other = await createProject(app, standardBuild);
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves nothing of the build to a stranger, by any path', async () => {
    for (const url of ['/', '/cart', '/assets/index-abc123.js', '/assets/index-abc123.css', '/favicon.svg']) {
      const response = await at(project.uuid, url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(403);
      expect(response.body, url).not.toContain('Hello preview');
      expect(response.body, url).not.toContain(APP_JS.trim());
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    const page = await at(project.uuid, '/', { accept: 'text/html' });
    expect(page.body).toContain('This app is private');
    const head = await at(project.uuid, '/', {}, 'HEAD');
    expect(head.statusCode).toBe(403);
  });

  it("opens with the owner's signed address, leaves a cookie on its own origin and drops the query", async () => {
    const first = await at(project.uuid, signedPath(project.uuid), { accept: 'text/html' });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^atelier_preview=[0-9]+\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; /);
    // localhost names are secure contexts: a cookie a cross-site frame keeps, in its partition only.
    expect(cookie).toContain('SameSite=None; Secure; Partitioned');
    expect(cookie).not.toMatch(/domain=/i);

    const value = cookie.split(';')[0]!;
    const page = await at(project.uuid, '/', { cookie: value });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Hello preview');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const asset = await at(project.uuid, '/assets/index-abc123.js', { cookie: value });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await at(project.uuid, '/cart', { cookie: value, accept: 'text/html' })).statusCode).toBe(200);

    // The readiness check (HEAD with the signed address, no cookie) is answered, not redirected.
    const head = await at(project.uuid, signedPath(project.uuid), {}, 'HEAD');
    expect(head.statusCode).toBe(200);
  });

  it("does not open another project with one project's address or cookie", async () => {
    const signed = await at(project.uuid, signedPath(project.uuid), { accept: 'text/html' });
    const value = String(signed.headers['set-cookie']).split(';')[0]!;
    expect((await at(other.uuid, '/', { cookie: value })).statusCode).toBe(403);
    const query = signedPath(project.uuid).slice(1);
    expect((await at(other.uuid, `/${query}`, { accept: 'text/html' })).statusCode).toBe(403);
  });

  it('refuses expired, tampered and foreign-key signatures', async () => {
    const expired = signedPath(project.uuid, Date.now() - 3 * PREVIEW_LINK_WINDOW_SECONDS * 1000);
    expect((await at(project.uuid, expired)).statusCode).toBe(403);
    const signed = signedPath(project.uuid);
    const tampered = signed.replace(/=(\d+)\./, (_, expires: string) => `=${Number(expires) + 3600}.`);
    expect((await at(project.uuid, tampered)).statusCode).toBe(403);
    const foreign = new URL(signedPreviewUrl('x'.repeat(43), root(project.uuid), project.uuid));
    expect((await at(project.uuid, `/${foreign.search}`)).statusCode).toBe(403);
    const forged = `atelier_preview=${previewAccessToken('y'.repeat(43), project.uuid, 9_999_999_999)}`;
    expect((await at(project.uuid, '/', { cookie: forged })).statusCode).toBe(403);
    // A signed address is valid for at least ten minutes.
    expect(
      verifyPreviewAccess(
        key,
        project.uuid,
        new URL(`http://x${signed}`).searchParams.get(PREVIEW_ACCESS_PARAM) ?? '',
        Date.now() + 10 * 60_000,
      ),
    ).not.toBeNull();
  });

  it('is served to anyone once published, and to nobody but its owner again once unpublished', async () => {
    await app.prisma.project.update({ where: { id: project.id }, data: { isPublic: true } });
    const open = await at(project.uuid, '/');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('no-cache');
    await app.prisma.project.update({ where: { id: project.id }, data: { isPublic: false } });
    expect((await at(project.uuid, '/')).statusCode).toBe(403);
    expect((await at(project.uuid, '/assets/index-abc123.js')).statusCode).toBe(403);
  });
});

describe('preview script in Chromium', () => {
  const servers: Server[] = [];
  let preview: FastifyInstance;
  let browser: Browser;
  let page: Page;
  let frame: Frame;
  let appOrigin: string;
  let foreignOrigin: string;
  let previewOrigin: string;
  const consoleLines: string[] = [];

  async function serve(html: (req: string) => string): Promise<string> {
    const server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html(request.url ?? '/'));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  type Message = { origin: string; data: Record<string, unknown> };
  const messages = () => page.evaluate('window.__messages') as Promise<Message[]>;
  const waitForMessage = async (predicate: string) => {
    await page.waitForFunction(`window.__messages.some((m) => ${predicate})`, { timeout: 10_000 });
  };

  beforeAll(async () => {
    // The foreign site embeds nothing; the test uses its frame to post from another origin.
    foreignOrigin = await serve(() => '<!doctype html><title>foreign</title><p>foreign</p>');
    let previewAddress = '';
    appOrigin = await serve(
      () => `<!doctype html><html><head><title>app</title><script>
        window.__messages = [];
        window.addEventListener('message', (event) => window.__messages.push({ origin: event.origin, data: event.data }));
      </script></head><body>
        <iframe id="preview" src="${previewAddress}" style="width: 800px; height: 500px"></iframe>
        <iframe id="foreign" src="${foreignOrigin}/"></iframe>
      </body></html>`,
    );

    preview = await buildPreviewApp(testConfig({ APP_URL: appOrigin }), { logger: false });
    await preview.listen({ port: 0, host: '127.0.0.1' });
    const port = (preview.server.address() as AddressInfo).port;

    const project = await createProject(preview, {
      'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Demo</title>
    <script type="module" src="./assets/app-1a2b.js"></script>
    <script type="module" src="./assets/missing-9z.js"></script>
  </head>
  <body>
    <div id="root">
      <h1>Hello preview</h1>
      <ul><li>One</li><li>Two <b>items</b></li><li><button type="button">Press me</button></li></ul>
    </div>
  </body>
</html>`,
      'assets/app-1a2b.js': `
        const button = document.querySelector('button');
        button.addEventListener('click', () => { button.textContent = 'Pressed'; });
        window.addEventListener('load', () => {
          history.pushState({}, '', '/about');
          Promise.reject(new Error('rejected in the app'));
          setTimeout(() => { throw new Error('boom from the app'); }, 0);
        });`,
    });
    // The project's own origin on the listener's port (every *.localhost name reaches loopback).
    previewOrigin = projectOrigin(`http://localhost:${port}`, project.uuid);
    // A deep link of a private project, signed as its owner gets it: the frame is cross-site, so the
    // access cookie must work there, and the fallback page must load its assets through the base.
    previewAddress = signedPreviewUrl(
      testConfig().APP_KEY,
      `${previewOrigin}/settings/profile`,
      project.uuid,
    );

    browser = await launchChromium();
    page = await browser.newPage();
    page.on('console', (message) => consoleLines.push(message.text()));
    await page.goto(`${appOrigin}/`, { waitUntil: 'load' });
    const found = page.frames().find((candidate) => candidate.url().startsWith(previewOrigin));
    if (!found) throw new Error('the preview frame did not load');
    frame = found;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await preview?.close();
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  it('reports the load URL and client-side navigation', async () => {
    await waitForMessage(`m.data.type === 'IFRAME_URL_CHANGED' && m.data.url.endsWith('/about')`);
    const urls = (await messages())
      .filter((m) => m.data.type === 'IFRAME_URL_CHANGED')
      .map((m) => m.data.url);
    expect(urls).toEqual([`${previewOrigin}/settings/profile`, `${previewOrigin}/about`]);
  });

  it('forwards uncaught errors, rejections and failed module loads to the app', async () => {
    await waitForMessage(`m.data.type === 'PREVIEW_ERROR' && m.data.message.includes('boom from the app')`);
    await waitForMessage(`m.data.type === 'PREVIEW_ERROR' && m.data.message.includes('missing-9z.js')`);
    await waitForMessage(`m.data.type === 'PREVIEW_ERROR' && m.data.message.includes('rejected in the app')`);
    const errors = (await messages()).filter((m) => m.data.type === 'PREVIEW_ERROR');
    for (const error of errors) expect(error.origin).toBe(previewOrigin);
    const thrown = errors.find((m) => String(m.data.message).includes('boom from the app'));
    expect(thrown?.data).toMatchObject({
      source: `${previewOrigin}/assets/app-1a2b.js`,
      line: expect.any(Number) as number,
      column: expect.any(Number) as number,
    });
    expect(thrown?.data.stack).toContain('boom from the app');
  });

  it('posts only to the embedding origin, so the browser logs no origin mismatch', async () => {
    await waitForMessage("m.data.type === 'PREVIEW_ERROR'");
    expect(consoleLines.filter((line) => /target origin|frame-ancestors/i.test(line))).toEqual([]);
  });

  it('ignores select-mode requests from a foreign origin', async () => {
    const foreign = page.frames().find((candidate) => candidate.url().startsWith(foreignOrigin));
    expect(foreign).toBeDefined();
    await foreign!.evaluate(
      `window.parent.frames[0].postMessage({ type: 'ATELIER_SELECT_MODE', enabled: true }, '*')`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await frame.evaluate('document.documentElement.style.cursor')).toBe('');
    await frame.click('button');
    expect(await frame.evaluate(`document.querySelector('button').textContent`)).toBe('Pressed');
    expect((await messages()).some((m) => m.data.type === 'ELEMENT_SELECTED')).toBe(false);
  });

  it('reports the element picked in select mode, then leaves it', async () => {
    const enable = (enabled: boolean) =>
      page.evaluate(
        `document.getElementById('preview').contentWindow.postMessage({ type: 'ATELIER_SELECT_MODE', enabled: ${enabled} }, '*')`,
      );
    await enable(true);
    await frame.waitForFunction(`document.documentElement.style.cursor === 'crosshair'`);
    await frame.hover('li:nth-child(2)');
    expect(await frame.$('[data-atelier-overlay]')).not.toBeNull();
    await frame.click('li:nth-child(2)');
    await waitForMessage(`m.data.type === 'ELEMENT_SELECTED'`);
    const selected = (await messages()).find((m) => m.data.type === 'ELEMENT_SELECTED')!;
    expect(selected.origin).toBe(previewOrigin);
    expect(selected.data).toMatchObject({ text: 'Two items', tag: 'li' });
    const selector = String(selected.data.selector);
    expect(selector).toBe('#root > ul > li:nth-of-type(2)');
    expect(
      await frame.evaluate(
        `document.querySelector(${JSON.stringify(selector)}) === document.querySelectorAll('li')[1]`,
      ),
    ).toBe(true);
    // Select mode is over: the overlay is gone and clicks reach the app again.
    expect(await frame.$('[data-atelier-overlay]')).toBeNull();
    await frame.evaluate(`document.querySelector('button').textContent = 'Press me'`);
    await frame.click('button');
    expect(await frame.evaluate(`document.querySelector('button').textContent`)).toBe('Pressed');

    // Escape leaves select mode too, and says so.
    await enable(true);
    await frame.waitForFunction(`document.documentElement.style.cursor === 'crosshair'`);
    await page.keyboard.press('Escape');
    await waitForMessage(`m.data.type === 'ELEMENT_SELECTION_CANCELLED'`);
    expect(await frame.evaluate('document.documentElement.style.cursor')).toBe('');

    // So does { enabled: false } from the app.
    await enable(true);
    await frame.waitForFunction(`document.documentElement.style.cursor === 'crosshair'`);
    await enable(false);
    await frame.waitForFunction(`document.documentElement.style.cursor === ''`);
    expect((await messages()).filter((m) => m.data.type === 'ELEMENT_SELECTED')).toHaveLength(1);
  });
});
