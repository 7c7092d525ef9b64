/**
 * Renders one preview address in a fresh incognito browser context and returns the image. The page may
 * only load from the preview origin: anything else it asks for is aborted (no SSRF through the page).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import type { ScreenshotFormat } from '@atelier/contracts';

export const DEFAULT_CAPTURE_TIMEOUT_MS = 20_000;
const DEFAULT_QUALITY = 80;
const CLEANUP_TIMEOUT_MS = 5_000;

export interface CaptureOptions {
  url: string;
  width: number;
  height: number;
  format: ScreenshotFormat;
  /** Milliseconds to wait once the page has loaded, for late rendering and animations. */
  delay: number;
  /** Wait for the network to be idle (no request for 500 ms) rather than for the load event. */
  waitForNetwork: boolean;
  /** The whole capture, from opening a context to the encoded image. */
  timeoutMs?: number;
  /** The only origin the page may load from; the url's own origin by default. */
  allowedOrigin?: string;
  /** 1-100, for jpeg and webp. */
  quality?: number;
  /**
   * Also a small WebP of the same view this many pixels wide (never wider than the capture), for the
   * project cards: the page is laid out once, at the capture's size, and drawn a second time scaled down.
   */
  cardWidth?: number;
}

export interface Captured {
  image: Buffer;
  /** The card-sized WebP when `cardWidth` was asked for. */
  card: Buffer | null;
}

type Phase = 'opening the page' | 'loading the page' | 'waiting for the delay' | 'taking the screenshot';

export class CaptureTimeoutError extends Error {
  override name = 'CaptureTimeoutError';
}

export class PreviewResponseError extends Error {
  override name = 'PreviewResponseError';
  constructor(readonly status: number) {
    super(`The preview answered HTTP ${status}.`);
  }
}

/** Whether the page may make this request: same origin as the preview, or in-memory data. */
export function isAllowedRequest(url: string, allowedOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true;
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === allowedOrigin;
}

export async function capture(browser: Browser, options: CaptureOptions): Promise<Captured> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_CAPTURE_TIMEOUT_MS;
  const allowedOrigin = options.allowedOrigin ?? new URL(options.url).origin;
  if (!isAllowedRequest(options.url, allowedOrigin)) {
    throw new Error(`Refusing to open ${options.url}: not on ${allowedOrigin}.`);
  }
  const progress: { phase: Phase } = { phase: 'opening the page' };
  const opening = takeBlank(browser);
  const work = opening.then((blank) => render(blank.page, { ...options, allowedOrigin }, progress));
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new CaptureTimeoutError(`Capture timed out after ${timeoutMs} ms while ${progress.phase}.`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    // After a timeout the page fails once its context is closed; nobody waits for it any more.
    work.catch(() => undefined);
    await settleWithin(
      opening.then((blank) => blank.context.close()),
      CLEANUP_TIMEOUT_MS,
    );
    prepareSpare(browser);
  }
}

/** A fresh incognito context holding one blank page, used by one capture and then closed. */
interface Blank {
  context: BrowserContext;
  page: Page;
}

/**
 * One blank page kept ready per browser. A new context starts its own renderer process, which takes
 * about as long as loading and capturing a preview page; making the next one once a capture is over
 * keeps that off the next capture's path. It is made afterwards rather than alongside, because making
 * it during a capture slows that capture down as much as it saves.
 */
const spares = new WeakMap<Browser, Promise<Blank>>();

async function openBlank(browser: Browser): Promise<Blank> {
  const context = await browser.createBrowserContext();
  try {
    return { context, page: await context.newPage() };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

function takeBlank(browser: Browser): Promise<Blank> {
  const spare = spares.get(browser);
  spares.delete(browser);
  if (!spare) return openBlank(browser);
  return spare.then(
    (ready) => (ready.page.isClosed() ? openBlank(browser) : ready),
    () => openBlank(browser),
  );
}

function prepareSpare(browser: Browser): void {
  if (spares.has(browser) || !browser.connected) return;
  const spare = openBlank(browser);
  spare.catch(() => {
    if (spares.get(browser) === spare) spares.delete(browser);
  });
  spares.set(browser, spare);
}

async function render(
  page: Page,
  options: CaptureOptions & { allowedOrigin: string },
  progress: { phase: Phase },
): Promise<Captured> {
  // An alert() or confirm() would hold the page forever.
  page.on('dialog', (dialog) => {
    dialog.dismiss().catch(() => undefined);
  });
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    const decision = isAllowedRequest(request.url(), options.allowedOrigin)
      ? request.continue()
      : request.abort('blockedbyclient');
    // The page may be closing already.
    decision.catch(() => undefined);
  });
  await page.setViewport({ width: options.width, height: options.height });

  progress.phase = 'loading the page';
  const response = await page.goto(options.url, {
    waitUntil: options.waitForNetwork ? 'networkidle0' : 'load',
    timeout: 0,
  });
  if (response && response.status() >= 400) throw new PreviewResponseError(response.status());

  if (options.delay > 0) {
    progress.phase = 'waiting for the delay';
    await sleep(options.delay);
  }

  progress.phase = 'taking the screenshot';
  const image = await page.screenshot(
    options.format === 'png'
      ? // Fast deflate: about a third of the encoding time for roughly twice the bytes.
        { type: 'png', optimizeForSpeed: true }
      : { type: options.format, quality: options.quality ?? DEFAULT_QUALITY },
  );
  if (!options.cardWidth) return { image: Buffer.from(image), card: null };
  const scale = Math.min(1, options.cardWidth / options.width);
  const card = await page.screenshot({
    type: 'webp',
    quality: DEFAULT_QUALITY,
    clip: { x: 0, y: 0, width: options.width, height: options.height, scale },
  });
  return { image: Buffer.from(image), card: Buffer.from(card) };
}

/** Waits for a cleanup step, but never longer than ms, and never fails. */
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise.catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}
