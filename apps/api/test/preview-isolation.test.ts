/// <reference lib="dom" />
/**
 * Origin isolation and framing in real Chromium: two projects on their own origins cannot read each
 * other's storage or private bundle, and neither the app nor a project can be framed by another site.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'puppeteer-core';
import type { FastifyInstance } from 'fastify';
import { projectOrigin, projectRoot, signedPreviewUrl } from '@atelier/config/preview';
import { buildPreviewApp } from '../src/preview/app.ts';
import { buildTestApp, createUser, launchChromium, testConfig } from './helpers.ts';

let api: FastifyInstance;
let preview: FastifyInstance;
let browser: Browser;
let foreign: Server;
let appOrigin: string;
let foreignOrigin: string;
let previewBase: string;

beforeAll(async () => {
  api = await buildTestApp();
  await api.listen({ port: 0, host: '127.0.0.1' });
  appOrigin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  preview = await buildPreviewApp(testConfig({ APP_URL: appOrigin }), { logger: false });
  await preview.listen({ port: 0, host: '127.0.0.1' });
  previewBase = `http://localhost:${(preview.server.address() as AddressInfo).port}`;
  // Another site that tries to frame whatever address it is given.
  foreign = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://x').searchParams.get('frame') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>foreign</title><iframe id="f" src="${target}"></iframe>`);
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignOrigin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await preview?.close();
  await api?.close();
  await new Promise((resolve) => foreign?.close(resolve));
});

/** A project whose live build is one page running `script`. */
async function projectRunning(script: string, isPublic: boolean) {
  const { user } = await createUser(api);
  const project = await api.prisma.project.create({
    data: { userId: user.id, name: 'Isolated', token: randomBytes(24).toString('hex'), isPublic },
  });
  const version = await api.prisma.projectVersion.create({
    data: { projectId: project.id, number: 1, files: {}, buildStatus: 'ready', builtAt: new Date() },
  });
  const buildKey = `builds/${project.id}/${version.id}`;
  await api.storage.put(
    `${buildKey}/index.html`,
    '<!doctype html><html><head><title>Isolated</title><script type="module" src="./assets/app-1.js"></script></head><body></body></html>',
  );
  await api.storage.put(`${buildKey}/assets/app-1.js`, script);
  await api.prisma.projectVersion.update({ where: { id: version.id }, data: { buildKey } });
  await api.prisma.project.update({
    where: { id: project.id },
    data: { liveVersionId: version.id, waitStatus: 0 },
  });
  return project;
}

it("keeps one project's storage and private bundle out of another project's reach", async () => {
  const victim = await projectRunning(
    `localStorage.setItem('secret', 'victim-data'); document.cookie = 'session=victim'; window.__done = true;`,
    false,
  );
  const victimOrigin = projectOrigin(previewBase, victim.uuid);
  const attacker = await projectRunning(
    `(async () => {
      let bundle = 'unread';
      try {
        const res = await fetch(${JSON.stringify(`${victimOrigin}/assets/app-1.js`)}, { credentials: 'include' });
        bundle = await res.text();
      } catch (error) { bundle = 'blocked'; }
      window.__result = { storage: localStorage.getItem('secret'), cookie: document.cookie, bundle };
    })();`,
    true,
  );
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // The owner opens the private project (its signed address), so the browser holds its cookie.
    await page.goto(
      signedPreviewUrl(testConfig().APP_KEY, projectRoot(previewBase, victim.uuid), victim.uuid),
    );
    await page.waitForFunction('window.__done === true');
    expect(await page.evaluate(() => localStorage.getItem('secret'))).toBe('victim-data');

    await page.goto(projectRoot(previewBase, attacker.uuid));
    await page.waitForFunction('window.__result !== undefined', { timeout: 10_000 });
    const result = (await page.evaluate('window.__result')) as Record<string, string>;
    expect(result.storage).toBeNull();
    expect(result.cookie).toBe('');
    expect(result.bundle).toBe('blocked');
  } finally {
    await context.close();
  }
});

/** What a foreign site sees of a frame it embeds: the frame's own address once it settles. */
async function framedBy(target: string): Promise<{ url: string; text: string | null }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.goto(`${foreignOrigin}/?frame=${encodeURIComponent(target)}`, { waitUntil: 'networkidle0' });
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    const text = await frame?.evaluate(() => document.body?.innerText ?? '').catch(() => null);
    return { url: frame?.url() ?? '', text: text ?? null };
  } finally {
    await context.close();
  }
}

it('lets no other site frame the app or a published project', async () => {
  const project = await projectRunning(`document.body.textContent = 'framed project';`, true);
  for (const target of [`${appOrigin}/api/test`, projectRoot(previewBase, project.uuid)]) {
    const framed = await framedBy(target);
    expect(framed.url, target).toBe('chrome-error://chromewebdata/');
    expect(framed.text ?? '', target).not.toContain('framed project');
    expect(framed.text ?? '', target).not.toContain('API_CONNECTION_SUCCESS');
  }
});
