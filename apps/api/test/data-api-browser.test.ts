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
let apiOrigin: string;
let previewBase: string;

beforeAll(async () => {
  api = await buildTestApp();
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiOrigin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  preview = await buildPreviewApp(testConfig({ APP_URL: apiOrigin }), { logger: false });
  await preview.listen({ port: 0, host: '127.0.0.1' });
  // Each project has its own origin, `{uuid}.localhost:{port}`, which Chromium resolves to loopback.
  previewBase = `http://localhost:${(preview.server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await preview?.close();
  await api?.close();
});

/** A project whose live build is one page running `script`, which may use API, TOKEN and OTHER_TOKEN. */
async function projectRunning(script: (project: { uuid: string; token: string }) => string) {
  const { user } = await createUser(api);
  const token = randomBytes(24).toString('base64url');
  const project = await api.prisma.project.create({ data: { userId: user.id, name: 'Guestbook', token } });
  const version = await api.prisma.projectVersion.create({
    data: { projectId: project.id, number: 1, files: {}, buildStatus: 'ready', builtAt: new Date() },
  });
  const buildKey = `builds/${project.id}/${version.id}`;
  await api.storage.put(
    `${buildKey}/index.html`,
    '<!doctype html><html><head><title>Guestbook</title><script type="module" src="./assets/app.js"></script></head><body></body></html>',
  );
  await api.storage.put(`${buildKey}/assets/app.js`, script({ uuid: project.uuid, token }));
  await api.prisma.projectVersion.update({ where: { id: version.id }, data: { buildKey } });
  await api.prisma.project.update({
    where: { id: project.id },
    data: { liveVersionId: version.id, waitStatus: 0 },
  });
  return { ...project, token };
}

it('lets a generated app in the preview write and read its data, and read the refusals too', async () => {
  const other = await projectRunning(() => '');
  const project = await projectRunning(
    ({ uuid, token }) => `
      const api = ${JSON.stringify(`${apiOrigin}/api/data/${uuid}`)};
      const headers = { Authorization: 'Bearer ${token}', 'Content-Type': 'application/json' };
      const run = async () => {
        const created = await fetch(api + '/guests', {
          method: 'POST', headers, body: JSON.stringify({ name: 'Ada', message: 'Lovely!' }),
        });
        const listed = await (await fetch(api + '/guests?sort=-created_at', { headers: { 'X-Project-Token': '${token}' } })).json();
        const foreign = await fetch(api + '/guests', { headers: { Authorization: 'Bearer ${other.token}' } });
        return {
          origin: location.origin,
          created: created.status,
          names: listed.records.data.map((r) => r.data.name),
          foreign: foreign.status,
          foreignCode: (await foreign.json()).keyCode,
        };
      };
      run().then((result) => { window.__result = result; }, (error) => { window.__result = { error: String(error) }; });
    `,
  );
  const page = await browser.newPage();
  try {
    const root = projectRoot(previewBase, project.uuid);
    // The owner's signed address: a private preview opens with it and keeps a cookie for its assets.
    await page.goto(signedPreviewUrl(testConfig().APP_KEY, root, project.uuid), { waitUntil: 'load' });
    await page.waitForFunction('window.__result !== undefined', { timeout: 10_000 });
    const result = await page.evaluate('window.__result');
    expect(result).toEqual({
      origin: projectOrigin(previewBase, project.uuid),
      created: 201,
      names: ['Ada'],
      foreign: 401,
      foreignCode: 'PROJECT_TOKEN_INVALID',
    });
  } finally {
    await page.close();
  }
  const stored = await api.prisma.projectRecord.findMany({ where: { projectId: project.id } });
  expect(stored.map((r) => r.data)).toEqual([{ name: 'Ada', message: 'Lovely!' }]);
  expect(await api.prisma.projectRecord.count({ where: { projectId: other.id } })).toBe(0);
}, 60_000);
