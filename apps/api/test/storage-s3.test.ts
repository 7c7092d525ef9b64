/**
 * The api and the preview origin with STORAGE_DRIVER=s3, against a local S3-compatible server: what the
 * worker stored (a build, a thumbnail) and what people upload (an avatar) is served from the bucket,
 * the zip is made, and deleting a project empties its folder, with no shared disk.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { S3Storage } from '@atelier/storage';
import { startLocalS3, type LocalS3 } from '@atelier/storage/testing';
import { projectOrigin } from '@atelier/config/preview';
import { buildPreviewApp } from '../src/preview/app.ts';
import { buildTestApp, call, createUser, testConfig } from './helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let s3: LocalS3;
let settings: Record<string, string>;
let api: FastifyInstance;
let preview: FastifyInstance;
/** Reads the bucket directly, to prove the objects live there and not on disk. */
let bucket: S3Storage;

beforeAll(async () => {
  s3 = await startLocalS3('atelier-api-test');
  const prefix = `run-${randomBytes(4).toString('hex')}`;
  settings = {
    STORAGE_DRIVER: 's3',
    // A folder that does not exist: nothing may fall back to the local disk.
    STORAGE_DIR: `/nonexistent/atelier-${prefix}`,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_PREFIX: prefix,
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
  };
  api = await buildTestApp(settings);
  preview = await buildPreviewApp(testConfig(settings), { logger: false });
  await preview.ready();
  bucket = new S3Storage({
    bucket: s3.bucket,
    prefix,
    endpoint: s3.endpoint,
    credentials: s3.credentials,
    forcePathStyle: true,
  });
});

afterAll(async () => {
  await api?.close();
  await preview?.close();
  await bucket?.close();
  await s3?.close();
});

describe('STORAGE_DRIVER=s3', () => {
  it('uses the S3 driver in the api and on the preview origin', () => {
    expect(api.storage).toBeInstanceOf(S3Storage);
    expect(preview.storage).toBeInstanceOf(S3Storage);
  });

  it('serves a build from the bucket on the preview origin, zips the project, and deletes its folder', async () => {
    const owner = await createUser(api);
    const project = await api.prisma.project.create({
      data: {
        userId: owner.user.id,
        name: 'Bucket Demo',
        token: randomBytes(16).toString('hex'),
        isPublic: true,
        thumbnailKey: `thumbnails/s3-${randomBytes(4).toString('hex')}.png`,
      },
    });
    const files = { 'index.html': '<h1>From S3</h1>', 'src/App.tsx': 'export default () => null;' };
    const version = await api.prisma.projectVersion.create({
      data: { projectId: project.id, number: 1, files, buildStatus: 'ready', builtAt: new Date() },
    });
    // What the builder and the screenshot worker store, through their own storage on the same bucket.
    const buildKey = `builds/${project.id}/${version.id}`;
    await bucket.put(`${buildKey}/index.html`, '<!doctype html><html><body><h1>From S3</h1></body></html>');
    await bucket.put(`${buildKey}/assets/app.js`, 'console.log("from s3");\n');
    await bucket.put(project.thumbnailKey!, PNG);
    await api.prisma.projectVersion.update({ where: { id: version.id }, data: { buildKey } });
    await api.prisma.project.update({
      where: { id: project.id },
      data: { liveVersionId: version.id, waitStatus: 0 },
    });

    const host = new URL(projectOrigin(testConfig().PREVIEW_URL, project.uuid)).host;
    const head = await preview.inject({ method: 'HEAD', url: '/', headers: { host } });
    expect(head.statusCode).toBe(200);
    const page = await preview.inject({ method: 'GET', url: '/', headers: { host, accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>From S3</h1>');
    const script = await preview.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { host, 'accept-encoding': 'identity' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("from s3");\n');
    const missing = await preview.inject({ method: 'GET', url: '/assets/none.js', headers: { host } });
    expect(missing.statusCode).toBe(404);

    const zip = await api.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/download`,
      headers: owner.auth,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(strFromU8(entries['bucket-demo/index.html']!)).toBe('<h1>From S3</h1>');

    const got = await call(api, { method: 'GET', url: `/api/projects/${project.id}`, headers: owner.auth });
    const thumbnail = new URL((got.body.data as { thumbnail_url: string }).thumbnail_url);
    const image = await api.inject({ method: 'GET', url: `${thumbnail.pathname}${thumbnail.search}` });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const deleted = await call(api, {
      method: 'DELETE',
      url: `/api/projects/${project.id}`,
      headers: owner.auth,
    });
    expect(deleted.status).toBe(200);
    expect(await bucket.get(`${buildKey}/index.html`)).toBeNull();
    expect(await bucket.get(`${buildKey}/assets/app.js`)).toBeNull();
    expect(await bucket.get(project.thumbnailKey!)).toBeNull();
  });

  it('streams an avatar upload into the bucket and serves it back', async () => {
    const { auth } = await createUser(api);
    const boundary = '----atelier-s3-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await call(api, {
      method: 'POST',
      url: '/api/profile/avatar',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...auth },
    });
    expect(uploaded.status).toBe(200);
    const url = new URL((uploaded.body.data as { avatar: string }).avatar);
    const file = url.pathname.split('/').pop()!;
    expect((await bucket.get(`avatars/${file}`))?.equals(PNG)).toBe(true);

    const image = await api.inject({ method: 'GET', url: url.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });
});
