/**
 * The screenshot worker in real Chromium against a local server playing the preview origin, with real
 * PostgreSQL and Redis. A second server plays every other host: it must never be reached.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { Worker, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { previewAddress, projectRoot, projectUuidOfHost } from '@atelier/config/preview';
import { INTERNAL_QUEUES } from '@atelier/contracts';
import type { Project } from '@atelier/db';
import type { WorkerContext } from '../src/context.ts';
import {
  BrowserHost,
  closeScreenshotBrowsers,
  egressArgs,
  screenshotBrowser,
} from '../src/screenshots/browser.ts';
import { isAllowedRequest } from '../src/screenshots/capture.ts';
import { CARD_WIDTH, screenshotProcessor, type ScreenshotResult } from '../src/screenshots/processor.ts';
import { createProject, testContext } from './helpers.ts';

type Rgb = [number, number, number];
const RED: Rgb = [220, 38, 38];
const BLUE: Rgb = [37, 99, 235];
const css = (rgb: Rgb) => `rgb(${rgb.join(',')})`;

interface Origin {
  url: string;
  server: http.Server;
  /** The same listener by a host name, whose subdomains (each project's origin) reach it too. */
  name: string;
  /** Request paths, in order. */
  hits: string[];
  /** Their Host headers. */
  hosts: string[];
  connections: number;
}

async function listen(handler: http.RequestListener): Promise<Origin> {
  const server = http.createServer(handler);
  const origin: Origin = { url: '', name: '', server, hits: [], hosts: [], connections: 0 };
  server.on('connection', () => (origin.connections += 1));
  // Recorded without the signed access query the worker adds to every address it opens.
  server.on('request', (request: http.IncomingMessage) => {
    origin.hits.push((request.url ?? '').replace(/[?&]atelier_access=[^&]*$/, ''));
    origin.hosts.push(request.headers.host ?? '');
  });
  // WebSocket handshakes arrive here rather than as requests.
  server.on(
    'upgrade',
    (request: http.IncomingMessage, socket: NodeJS.WritableStream & { destroy(): void }) => {
      origin.hits.push(`upgrade ${request.url ?? ''}`);
      socket.destroy();
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin.name = `http://localhost:${(server.address() as AddressInfo).port}`;
  return origin;
}

/** A full-page red div that turns blue after turnMs (300 by default), then tries to reach another origin. */
function previewPage(other: string, turnMs: number): string {
  return `<!doctype html><html><head><style>
html, body { margin: 0; height: 100%; }
#fill { width: 100vw; height: 100vh; background: ${css(RED)}; }
</style></head><body><div id="fill"></div><script>
setTimeout(function () {
  document.getElementById('fill').style.background = '${css(BLUE)}';
  fetch(${JSON.stringify(`${other}/steal`)}).catch(function () { fetch('report?fetch=blocked'); });
  try { new WebSocket(${JSON.stringify(`${other.replace('http', 'ws')}/socket`)}); } catch (e) {}
  new Image().src = ${JSON.stringify(`${other}/pixel.png`)};
}, ${turnMs});
</script></body></html>`;
}

/** Red until a request made after the load event is answered (slowly), then blue. */
const networkPage = `<!doctype html><body style="margin:0"><div id="fill" style="height:100vh;background:${css(RED)}"></div>
<script>addEventListener('load', function () {
  fetch('slow').then(function () { document.getElementById('fill').style.background = '${css(BLUE)}'; });
});</script></body>`;

/** Width, height and the first pixel of an 8-bit RGB(A) PNG. */
function readPng(png: Buffer): { width: number; height: number; firstPixel: Rgb } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect(png[24]).toBe(8);
  expect([2, 6]).toContain(png[25]);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  // Byte 0 is the first row's filter; the first pixel of the first row is stored as is under every filter.
  return { width, height, firstPixel: [raw[1] ?? -1, raw[2] ?? -1, raw[3] ?? -1] };
}

/** A WebP's size from its header: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(image: Buffer): { width: number; height: number } {
  expect([image.toString('latin1', 0, 4), image.toString('latin1', 8, 12)]).toEqual(['RIFF', 'WEBP']);
  const chunk = image.toString('latin1', 12, 16);
  if (chunk === 'VP8 ')
    return { width: image.readUInt16LE(26) & 0x3fff, height: image.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = image.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: image.readUIntLE(24, 3) + 1, height: image.readUIntLE(27, 3) + 1 };
}

function expectColour(actual: Rgb, expected: Rgb) {
  actual.forEach((value, index) => expect(Math.abs(value - (expected[index] ?? 0))).toBeLessThanOrEqual(2));
}

/** Width and height from a JPEG's start-of-frame marker. */
function readJpeg(jpeg: Buffer): { width: number; height: number } {
  expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  for (let at = 2; at < jpeg.length;) {
    const marker = jpeg.readUInt16BE(at);
    if (marker === 0xffc0 || marker === 0xffc2) {
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error('no JPEG frame header');
}

/** What BullMQ hands a processor, as far as the screenshot processor reads it. */
const jobOf = (data: unknown) => ({ data }) as Job<unknown, ScreenshotResult>;

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let preview: Origin;
let other: Origin;
/** A project's preview root on its own origin (`{uuid}.localhost:{port}`). */
const rootOf = (p: { uuid: string }) => projectRoot(preview.name, p.uuid);
let ctx: WorkerContext;
let host: BrowserHost;
let run: (screenshotId: number) => Promise<ScreenshotResult>;
let project: Project;
const hanging: http.ServerResponse[] = [];
let hangOnce = new Set<string>();

beforeAll(async () => {
  other = await listen((_request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.end('secret');
  });
  preview = await listen((request, response) => {
    const { pathname: path, searchParams } = new URL(request.url ?? '/', 'http://preview');
    const [, page = ''] = path.split('/');
    if (page === 'hang' || (page === 'hang-once' && !hangOnce.has(path))) {
      hangOnce.add(path);
      hanging.push(response);
      return;
    }
    if (page === 'missing') {
      response.statusCode = 404;
      response.end('not found');
      return;
    }
    if (page === 'slow') {
      setTimeout(() => response.end('ok'), 800);
      return;
    }
    if (page === 'report') {
      response.statusCode = 204;
      response.end();
      return;
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    if (page === 'busy') response.end('<!doctype html><script>for (;;) {}</script>');
    else if (page === 'alert')
      response.end(
        `<!doctype html><body style="margin:0;background:${css(BLUE)}"><script>alert('hi')</script>`,
      );
    else if (page === 'network') response.end(networkPage);
    else response.end(previewPage(other.url, Number(searchParams.get('turn') ?? 300)));
  });
  ctx = testContext({
    PREVIEW_URL: preview.name,
    // Our own queue namespace, so no other test file's workers take these jobs.
    QUEUE_PREFIX: `${inject('redisPrefix')}-screenshots`,
  });
  host = new BrowserHost({
    executablePath: ctx.config.CHROMIUM_PATH,
    allowedOrigin: preview.name,
    log: ctx.log,
  });
  const processor = screenshotProcessor(ctx, { browser: host, timeoutMs: 10_000 });
  run = (id) => processor(jobOf({ v: 1, screenshot_id: id }));
  project = await createProject(ctx, 'Shots');
});

afterAll(async () => {
  for (const response of hanging) response.destroy();
  await host?.close();
  await ctx?.close();
  preview?.server.closeAllConnections();
  other?.server.closeAllConnections();
  await Promise.all([preview, other].map((o) => o && new Promise((resolve) => o.server.close(resolve))));
});

function shot(data: {
  url?: string;
  projectId?: number;
  width?: number;
  height?: number;
  format?: string;
  delay?: number;
  waitForNetwork?: boolean;
}) {
  const projectId = data.projectId ?? project.id;
  const uuid = projectId === project.id ? project.uuid : undefined;
  return ctx.prisma.screenshot.create({
    data: {
      userId: project.userId,
      width: 320,
      height: 200,
      format: 'png',
      delay: 0,
      waitForNetwork: false,
      ...data,
      projectId,
      url: data.url ?? (uuid ? rootOf(project) : ''),
    },
  });
}

const reload = (id: number) => ctx.prisma.screenshot.findUniqueOrThrow({ where: { id } });

describe('capturing a preview', () => {
  it('stores a PNG of the page after the delay, completes the record and sets the thumbnail', async () => {
    const row = await shot({ url: `${rootOf(project)}?case=png`, delay: 600 });
    const result = await run(row.id);

    const key = `screenshots/${project.id}/${row.id}.png`;
    expect(result).toEqual({ status: 'done', storage_key: key });
    const done = await reload(row.id);
    expect(done).toMatchObject({ status: 'done', storageKey: key, error: null });
    expect(done.completedAt).toBeInstanceOf(Date);
    const png = await ctx.storage.get(key);
    expect(png).not.toBeNull();
    const info = readPng(png!);
    expect([info.width, info.height]).toEqual([320, 200]);
    expectColour(info.firstPixel, BLUE);
    // The thumbnail is its own WebP, never wider than the capture.
    const after = await ctx.prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(after.thumbnailKey).toBe(`screenshots/${project.id}/${row.id}.card.webp`);
    expect(webpSize((await ctx.storage.get(after.thumbnailKey!))!)).toEqual({ width: 320, height: 200 });
  });

  it('opens the preview where the worker reaches it when that differs from the public address', async () => {
    // As in docker compose: people open *.preview.atelier.test:3001, the worker's browser reaches the
    // api service; the project's own origin (its Host header, its cookie) stays the public one.
    const publicUrl = 'http://preview.atelier.test:3001';
    const behindProxy = {
      ...ctx,
      config: { ...ctx.config, PREVIEW_URL: publicUrl, PREVIEW_INTERNAL_URL: preview.url },
    };
    const reaching = new BrowserHost({
      executablePath: ctx.config.CHROMIUM_PATH,
      allowedOrigin: publicUrl,
      reachAt: preview.url,
    });
    try {
      const processor = screenshotProcessor(behindProxy, { browser: reaching, timeoutMs: 10_000 });
      const address = `${projectRoot(publicUrl, project.uuid)}?case=internal`;
      const row = await shot({ url: address, delay: 600 });

      expect(await processor(jobOf({ v: 1, screenshot_id: row.id }))).toMatchObject({ status: 'done' });
      const done = await reload(row.id);
      expect(done.url).toBe(address);
      expectColour(readPng((await ctx.storage.get(done.storageKey!))!).firstPixel, BLUE);
      expect(preview.hosts).toContain(`${project.uuid}.preview.atelier.test:3001`);
    } finally {
      await reaching.close();
    }
  });

  it('lets the page reach nothing but the preview origin', async () => {
    const row = await shot({ url: `${rootOf(project)}?case=egress`, delay: 600 });
    await run(row.id);
    expect((await reload(row.id)).status).toBe('done');
    // The page did try (its fallback reported back to the preview), and the other host saw nothing:
    // not the fetch, the image, nor the WebSocket that request interception alone would let through.
    expect(preview.hits).toContain(`/report?fetch=blocked`);
    expect(other.connections).toBe(0);
    expect(other.hits).toEqual([]);
  });

  it('honours the delay: without it the page is captured before it turns blue', async () => {
    // A wider margin than 300 ms, so a slow machine cannot blur the difference.
    const url = `${rootOf(project)}?case=delay&turn=1500`;
    const early = await shot({ url, delay: 0 });
    const late = await shot({ url, delay: 2_000 });
    await run(early.id);
    await run(late.id);
    const earlyPng = await ctx.storage.get((await reload(early.id)).storageKey!);
    const latePng = await ctx.storage.get((await reload(late.id)).storageKey!);
    expectColour(readPng(earlyPng!).firstPixel, RED);
    expectColour(readPng(latePng!).firstPixel, BLUE);
  });

  it('waits for the network to be idle when asked, and only for the load event otherwise', async () => {
    const url = `${rootOf(project)}network`;
    const idle = await shot({ url, waitForNetwork: true });
    const loaded = await shot({ url, waitForNetwork: false });
    await run(idle.id);
    await run(loaded.id);
    const idlePng = await ctx.storage.get((await reload(idle.id)).storageKey!);
    const loadedPng = await ctx.storage.get((await reload(loaded.id)).storageKey!);
    expectColour(readPng(idlePng!).firstPixel, BLUE);
    expectColour(readPng(loadedPng!).firstPixel, RED);
  });

  it('captures JPEG and WebP at the requested size', async () => {
    const jpeg = await shot({ format: 'jpeg', width: 640, height: 360 });
    await run(jpeg.id);
    const jpegKey = `screenshots/${project.id}/${jpeg.id}.jpg`;
    expect(await reload(jpeg.id)).toMatchObject({ status: 'done', storageKey: jpegKey });
    expect(readJpeg((await ctx.storage.get(jpegKey))!)).toEqual({ width: 640, height: 360 });

    const webp = await shot({ format: 'webp' });
    await run(webp.id);
    const webpKey = `screenshots/${project.id}/${webp.id}.webp`;
    expect(await reload(webp.id)).toMatchObject({ status: 'done', storageKey: webpKey });
    const image = (await ctx.storage.get(webpKey))!;
    expect([image.toString('latin1', 0, 4), image.toString('latin1', 8, 12)]).toEqual(['RIFF', 'WEBP']);
  });

  it('dismisses dialogs instead of hanging on them', async () => {
    const row = await shot({ url: `${rootOf(project)}alert` });
    await run(row.id);
    const done = await reload(row.id);
    expect(done.status).toBe('done');
    expectColour(readPng((await ctx.storage.get(done.storageKey!))!).firstPixel, BLUE);
  });
});

describe('refusing addresses', () => {
  it('refuses anything but the project’s own preview folder without opening it', async () => {
    const otherProject = await createProject(ctx, 'Someone else');
    const { port } = preview.server.address() as AddressInfo;
    const own = new URL(rootOf(project));
    const urls = [
      `${rootOf(otherProject)}?probe=other-project`,
      `${preview.name}/?probe=bare-host`,
      `${preview.url}/?probe=by-address`,
      `${preview.name}/${project.id}/?probe=old-folder`,
      `http://${project.uuid}.localhost:${port + 1}/?probe=other-port`,
      `${other.url}/?probe=other-origin`,
      `${rootOf(project)}../?probe=dot-dot`.replace(project.uuid, otherProject.uuid),
      `http://x${own.host}/?probe=longer-name`,
      `${rootOf(project).replace('http:', 'https:')}?probe=https`,
      `http://user:pass@${own.host}/?probe=credentials`,
      'http://169.254.169.254/latest/meta-data/?probe=metadata',
      `file:///etc/passwd?probe=file`,
      'not a url',
    ];
    const get = vi.spyOn(host, 'get');
    try {
      for (const url of urls) {
        const row = await shot({ url });
        expect(await run(row.id)).toEqual({ status: 'failed', error: 'URL_NOT_ALLOWED' });
        expect(await reload(row.id)).toMatchObject({
          status: 'failed',
          error: 'URL_NOT_ALLOWED',
          storageKey: null,
        });
      }
      expect(get).not.toHaveBeenCalled();
    } finally {
      get.mockRestore();
    }
    expect(preview.hits.filter((hit) => hit.includes('probe='))).toEqual([]);
    expect(other.connections).toBe(0);
  });

  it('checks urls the same way as the api, with or without a trailing slash on PREVIEW_URL', () => {
    const uuid = '6f1c2a4e-0b7d-4c1e-9a3f-2d5e8b7c9a10';
    const origin = `http://${uuid}.preview.test`;
    for (const base of ['http://preview.test', 'http://preview.test/']) {
      expect(previewAddress(base, uuid, origin)).toBe(`${origin}/`);
      expect(previewAddress(base, uuid, `${origin}/about#top`)).toBe(`${origin}/about`);
      expect(previewAddress(base, uuid, `${origin}/?atelier_access=1.x&tab=2`)).toBe(`${origin}/?tab=2`);
      expect(previewAddress(base, uuid, `http://preview.test/7/`)).toBeNull();
      expect(previewAddress(base, uuid, `http://${uuid.replace('6f', '7f')}.preview.test/`)).toBeNull();
    }
    const prefixed = `https://${uuid}.example.test/preview/`;
    expect(previewAddress('https://example.test/preview', uuid, prefixed)).toBe(prefixed);
    expect(
      previewAddress('https://example.test/preview', uuid, `https://${uuid}.example.test/x/`),
    ).toBeNull();
    expect(projectUuidOfHost(`${uuid}.preview.test`, 'http://preview.test:3001')).toBe(uuid);
    expect(projectUuidOfHost('preview.test', 'http://preview.test')).toBeNull();
    expect(projectUuidOfHost(`a.${uuid}.preview.test`, 'http://preview.test')).toBeNull();
    expect(isAllowedRequest('data:image/png;base64,AAAA', preview.url)).toBe(true);
    expect(isAllowedRequest(`blob:${preview.url}/1234`, preview.url)).toBe(true);
    expect(isAllowedRequest('ws://127.0.0.1:1/', preview.url)).toBe(false);
    expect(egressArgs('http://localhost:3001')).toContain(
      '--proxy-bypass-list=<-loopback>;localhost:3001;*.localhost:3001',
    );
    expect(egressArgs('https://preview.example.com')).toContain(
      '--proxy-bypass-list=<-loopback>;preview.example.com:443;*.preview.example.com:443',
    );
    expect(egressArgs('http://localhost:3001', 'http://api:3001')).toContain(
      '--host-resolver-rules=MAP localhost api:3001,MAP *.localhost api:3001',
    );
  });
});

describe('failures', () => {
  it('ends a page that never finishes loading with a timeout', async () => {
    const processor = screenshotProcessor(ctx, { browser: host, timeoutMs: 1_500 });
    const row = await shot({ url: `${rootOf(project)}hang` });
    const started = Date.now();
    const result = await processor(jobOf({ v: 1, screenshot_id: row.id }));
    expect(Date.now() - started).toBeLessThan(6_000);
    const error = 'CAPTURE_TIMEOUT: Capture timed out after 1500 ms while loading the page.';
    expect(result).toEqual({ status: 'failed', error });
    expect(await reload(row.id)).toMatchObject({ status: 'failed', error, storageKey: null });
  });

  it('times out a page whose script never yields, and the browser still works afterwards', async () => {
    const processor = screenshotProcessor(ctx, { browser: host, timeoutMs: 1_500 });
    const row = await shot({ url: `${rootOf(project)}busy` });
    const result = await processor(jobOf({ v: 1, screenshot_id: row.id }));
    expect(result.status === 'failed' && result.error).toMatch(
      /^CAPTURE_TIMEOUT: .* while loading the page\.$/,
    );
    const next = await shot({});
    await run(next.id);
    expect((await reload(next.id)).status).toBe('done');
  });

  it('fails clearly when the preview answers with an error', async () => {
    const row = await shot({ url: `${rootOf(project)}missing` });
    await run(row.id);
    expect(await reload(row.id)).toMatchObject({
      status: 'failed',
      error: 'PREVIEW_UNAVAILABLE: The preview answered HTTP 404.',
    });
  });

  it('finishes quietly for a missing record, skips a done one and refuses a malformed job', async () => {
    expect(await run(2_000_000_000)).toEqual({ status: 'missing' });

    const row = await shot({ url: `${rootOf(project)}?case=already-done` });
    await ctx.prisma.screenshot.update({
      where: { id: row.id },
      data: { status: 'done', storageKey: 'x.png' },
    });
    expect(await run(row.id)).toEqual({ status: 'done', storage_key: 'x.png' });
    expect(preview.hits.some((hit) => hit.includes('already-done'))).toBe(false);

    const processor = screenshotProcessor(ctx, { browser: host });
    await expect(processor(jobOf({ v: 2, screenshot_id: 'x' }))).rejects.toThrow(/Invalid screenshot job/);
  });

  it('relaunches the browser after it was killed, and the next capture works', async () => {
    const first = await host.get();
    const disconnected = new Promise((resolve) => first.once('disconnected', resolve));
    first.process()?.kill('SIGKILL');
    await disconnected;

    const row = await shot({});
    await run(row.id);
    expect((await reload(row.id)).status).toBe('done');
    const second = await host.get();
    expect(second).not.toBe(first);
    expect(second.connected).toBe(true);
  });

  it('reports a browser crash during a capture and rethrows it so the job is retried', async () => {
    const row = await shot({ url: `${rootOf(project)}hang?case=crash` });
    const running = run(row.id);
    await waitFor(() => preview.hits.includes(`/hang?case=crash`));
    (await host.get()).process()?.kill('SIGKILL');
    await expect(running).rejects.toThrow('BROWSER_CRASHED: The browser stopped during the capture.');
    // A job-like object has no attempts left: the record says why it failed.
    expect(await reload(row.id)).toMatchObject({
      status: 'failed',
      error: 'BROWSER_CRASHED: The browser stopped during the capture.',
    });
    const next = await shot({});
    await run(next.id);
    expect((await reload(next.id)).status).toBe('done');
  });
});

describe('thumbnails', () => {
  it('draws the thumbnail at the size cards show, and replaces it, deleting images no screenshot owns', async () => {
    const own = await createProject(ctx, 'Thumbs');
    const oldKey = `thumbnails/${own.id}/old.png`;
    await ctx.storage.put(oldKey, 'old');
    await ctx.prisma.project.update({ where: { id: own.id }, data: { thumbnailKey: oldKey } });
    const thumbnailOf = async () =>
      (await ctx.prisma.project.findUniqueOrThrow({ where: { id: own.id } })).thumbnailKey;

    const first = await shot({ projectId: own.id, url: rootOf(own), width: 1280, height: 800 });
    await run(first.id);
    const firstKey = (await reload(first.id)).storageKey!;
    const firstCard = `screenshots/${own.id}/${first.id}.card.webp`;
    expect(await thumbnailOf()).toBe(firstCard);
    expect(readPng((await ctx.storage.get(firstKey))!)).toMatchObject({ width: 1280, height: 800 });
    const card = (await ctx.storage.get(firstCard))!;
    expect(webpSize(card)).toEqual({ width: CARD_WIDTH, height: 400 });
    expect(await ctx.storage.get(oldKey)).toBeNull();

    const second = await shot({ projectId: own.id, url: rootOf(own), format: 'jpeg' });
    await run(second.id);
    const secondKey = (await reload(second.id)).storageKey!;
    expect(await thumbnailOf()).toBe(`screenshots/${own.id}/${second.id}.card.webp`);
    // The first card went with it; the first image still belongs to its screenshot record.
    expect(await ctx.storage.get(firstCard)).toBeNull();
    expect(await ctx.storage.get(firstKey)).not.toBeNull();
    expect(await ctx.storage.get(secondKey)).not.toBeNull();
  });
});

describe('the browser', () => {
  it('is launched once for concurrent callers and closed for good on close()', async () => {
    const own = new BrowserHost({ executablePath: ctx.config.CHROMIUM_PATH, allowedOrigin: preview.url });
    const [a, b] = await Promise.all([own.get(), own.get()]);
    expect(a).toBe(b);
    const pid = a.process()?.pid;
    expect(pid).toBeTypeOf('number');
    await own.close();
    expect(a.connected).toBe(false);
    expect(() => process.kill(pid!, 0)).toThrow();
  });

  it('is one per process and preview origin, closed together on shutdown', async () => {
    const shared = screenshotBrowser(ctx.config);
    expect(screenshotBrowser(ctx.config)).toBe(shared);
    expect(screenshotBrowser({ ...ctx.config, PREVIEW_URL: 'http://elsewhere.test' })).not.toBe(shared);
    const behind = { ...ctx.config, PREVIEW_URL: 'http://elsewhere.test', PREVIEW_INTERNAL_URL: preview.url };
    expect(screenshotBrowser(behind), 'the browser is kept per preview host and where it reaches it').toBe(
      screenshotBrowser(behind),
    );
    expect(screenshotBrowser(behind)).not.toBe(shared);
    const browser = await shared.get();
    await closeScreenshotBrowsers();
    expect(browser.connected).toBe(false);
  });
});

describe('through a BullMQ worker', () => {
  it('captures a queued screenshot, retrying once after the browser crashed', async () => {
    const worker = new Worker(INTERNAL_QUEUES.screenshot, screenshotProcessor(ctx, { browser: host }), {
      connection: { url: ctx.config.REDIS_URL },
      prefix: ctx.config.QUEUE_PREFIX,
    });
    try {
      const plain = await shot({ url: `${rootOf(project)}?case=queue`, delay: 400 });
      await ctx.addScreenshotJob({ v: 1, screenshot_id: plain.id });
      await waitFor(() => preview.hits.includes(`/?case=queue`));
      await vi.waitFor(async () => expect((await reload(plain.id)).status).toBe('done'), { timeout: 10_000 });
      const png = await ctx.storage.get(`screenshots/${project.id}/${plain.id}.png`);
      expectColour(readPng(png!).firstPixel, BLUE);

      hangOnce = new Set();
      const crashing = await shot({ url: `${rootOf(project)}hang-once?case=retry` });
      await ctx.addScreenshotJob({ v: 1, screenshot_id: crashing.id });
      await waitFor(() => preview.hits.includes(`/hang-once?case=retry`));
      (await host.get()).process()?.kill('SIGKILL');
      await vi.waitFor(async () => expect((await reload(crashing.id)).status).toBe('done'), {
        timeout: 15_000,
        interval: 100,
      });
      expect((await reload(crashing.id)).error).toBeNull();
      expect(preview.hits.filter((hit) => hit === `/hang-once?case=retry`)).toHaveLength(2);
    } finally {
      await worker.close();
    }
  });
});
