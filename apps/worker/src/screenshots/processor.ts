/**
 * The screenshot job: captures a stored screenshot record's preview address, stores the image and makes
 * it the project's thumbnail. The address is checked again here, independently of the api, so the
 * browser never opens anything but the record's own project preview.
 */
import { UnrecoverableError, type Job, type Processor } from 'bullmq';
import type { Browser } from 'puppeteer-core';
import { z } from 'zod';
import { previewAddress, signedPreviewUrl } from '@atelier/config/preview';
import { SCREENSHOT_LIMITS, ScreenshotFormat, ScreenshotJob } from '@atelier/contracts';
import type { Screenshot } from '@atelier/db';
import type { WorkerContext } from '../context.ts';
import { screenshotBrowser, type BrowserHost } from './browser.ts';
import { CaptureTimeoutError, PreviewResponseError, capture, type Captured } from './capture.ts';

export interface ScreenshotProcessorOptions {
  /** The browser to capture with; this process's shared one by default. */
  browser?: BrowserHost;
  /** The whole capture of one page; 20 s by default. */
  timeoutMs?: number;
}

export type ScreenshotResult =
  | { status: 'done'; storage_key: string | null }
  | { status: 'failed'; error: string }
  | { status: 'missing' };

export function storageKeyFor(projectId: number, screenshotId: number, format: ScreenshotFormat): string {
  return `screenshots/${projectId}/${screenshotId}.${format === 'jpeg' ? 'jpg' : format}`;
}

/**
 * The project's thumbnail is drawn from each capture at the size the cards show it: a card is at most
 * about 380 CSS pixels wide, so 640 pixels stay sharp on a phone's dense screen (12 KB against 28 KB at
 * 1200 for a generated habit tracker), whatever size the screenshot itself was asked for.
 */
export const CARD_WIDTH = 640;

export function cardKeyFor(projectId: number, screenshotId: number): string {
  return `screenshots/${projectId}/${screenshotId}.card.webp`;
}

interface Failure {
  /** What the record's error says: a code, then a sentence. */
  message: string;
  /** A browser that died or could not start: another attempt may well succeed. */
  retryable: boolean;
}

class BrowserUnavailableError extends Error {}

function describeFailure(error: unknown, browser: Browser | undefined): Failure {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof BrowserUnavailableError) {
    return { message: `BROWSER_UNAVAILABLE: The browser could not be started (${detail}).`, retryable: true };
  }
  if (browser && !browser.connected) {
    return { message: 'BROWSER_CRASHED: The browser stopped during the capture.', retryable: true };
  }
  if (error instanceof CaptureTimeoutError)
    return { message: `CAPTURE_TIMEOUT: ${detail}`, retryable: false };
  if (error instanceof PreviewResponseError)
    return { message: `PREVIEW_UNAVAILABLE: ${detail}`, retryable: false };
  return { message: `CAPTURE_FAILED: ${detail}`, retryable: false };
}

function captureSettings(row: Screenshot) {
  const format = ScreenshotFormat.safeParse(row.format);
  const { width, height, delayMs } = SCREENSHOT_LIMITS;
  const inRange = (value: number, range: { min: number; max: number }) =>
    Number.isInteger(value) && value >= range.min && value <= range.max;
  if (
    !format.success ||
    !inRange(row.width, width) ||
    !inRange(row.height, height) ||
    !inRange(row.delay, delayMs)
  ) {
    return null;
  }
  return { format: format.data, width: row.width, height: row.height, delay: row.delay };
}

export const screenshotProcessor = (
  ctx: WorkerContext,
  options: ScreenshotProcessorOptions = {},
): Processor<unknown, ScreenshotResult> => {
  const { prisma, storage, config, log } = ctx;
  const host = options.browser ?? screenshotBrowser(config, log);

  /** Records an outcome, unless the record was deleted meanwhile. */
  const finish = (id: number, data: { status: 'queued' | 'failed'; error: string }) =>
    prisma.screenshot.updateMany({ where: { id }, data });

  /** Stores the card-sized image; its key, or null when there is none or it could not be stored. */
  async function storeCard(
    projectId: number,
    screenshotId: number,
    card: Buffer | null,
  ): Promise<string | null> {
    if (!card) return null;
    const key = cardKeyFor(projectId, screenshotId);
    try {
      await storage.put(key, card);
      return key;
    } catch (error) {
      // The full-size capture stands in as the thumbnail.
      log.warn({ screenshotId, projectId, err: error }, 'could not store the card image');
      return null;
    }
  }

  /**
   * Makes key the project's thumbnail; the previous one is deleted unless a screenshot still owns it. A
   * card image of a project deleted meanwhile is deleted with it.
   */
  async function setThumbnail(projectId: number, key: string): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const project = await prisma.project.findUnique({
        where: { id: projectId },
        select: { thumbnailKey: true, userId: true },
      });
      if (!project) {
        if ((await prisma.screenshot.count({ where: { storageKey: key } })) === 0) await storage.delete(key);
        return;
      }
      const previous = project.thumbnailKey;
      if (previous === key) return;
      // Compare-and-set, so two captures finishing together never both delete the same old image.
      const { count } = await prisma.project.updateMany({
        where: { id: projectId, thumbnailKey: previous },
        data: { thumbnailKey: key },
      });
      if (count === 0) continue;
      // The owner's cached project list shows the thumbnail.
      await ctx.userChanged(project.userId);
      if (previous && (await prisma.screenshot.count({ where: { storageKey: previous } })) === 0) {
        await storage.delete(previous);
      }
      return;
    }
  }

  /** Records a failure; a retryable one is thrown again so BullMQ's attempts retry it. */
  async function settleFailure(
    job: Job<unknown, ScreenshotResult>,
    id: number,
    failure: Failure,
    error: unknown,
  ): Promise<ScreenshotResult> {
    // Job-like objects (tests, direct calls) carry no opts.
    const attempts = job.opts?.attempts ?? 1;
    const retrying = failure.retryable && (job.attemptsMade ?? 0) + 1 < attempts;
    log.warn({ screenshotId: id, err: error, retrying }, 'screenshot failed');
    // Back to queued while another attempt is coming, so the record does not flip from failed to done.
    await finish(id, { status: retrying ? 'queued' : 'failed', error: failure.message });
    if (failure.retryable) throw new Error(failure.message, { cause: error });
    return { status: 'failed', error: failure.message };
  }

  return async (job: Job<unknown, ScreenshotResult>) => {
    const payload = ScreenshotJob.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(`Invalid screenshot job: ${z.prettifyError(payload.error)}`);
    }
    const id = payload.data.screenshot_id;
    const row = await prisma.screenshot.findUnique({
      where: { id },
      include: { project: { select: { uuid: true } } },
    });
    if (!row) {
      log.info({ screenshotId: id }, 'screenshot record is gone; nothing to capture');
      return { status: 'missing' };
    }
    if (row.status === 'done') return { status: 'done', storage_key: row.storageKey };

    const { project } = row;
    const url = previewAddress(config.PREVIEW_URL, project.uuid, row.url);
    if (!url) {
      log.warn({ screenshotId: id, projectId: row.projectId, url: row.url }, 'screenshot url refused');
      await finish(id, { status: 'failed', error: 'URL_NOT_ALLOWED' });
      return { status: 'failed', error: 'URL_NOT_ALLOWED' };
    }
    const settings = captureSettings(row);
    if (!settings) {
      const error = 'INVALID_OPTIONS: The size, format or delay is outside what can be captured.';
      await finish(id, { status: 'failed', error });
      return { status: 'failed', error };
    }

    await prisma.screenshot.updateMany({ where: { id }, data: { status: 'capturing', error: null } });
    const started = Date.now();
    let browser: Browser | undefined;
    let captured: Captured;
    try {
      browser = await host.get().catch((error: unknown) => {
        throw new BrowserUnavailableError(error instanceof Error ? error.message : String(error), {
          cause: error,
        });
      });
      captured = await capture(browser, {
        // Signed like the owner's own address: a private preview opens for this capture alone.
        url: signedPreviewUrl(config.APP_KEY, url, project.uuid),
        ...settings,
        waitForNetwork: row.waitForNetwork,
        timeoutMs: options.timeoutMs,
        cardWidth: CARD_WIDTH,
      });
    } catch (error) {
      return settleFailure(job, id, describeFailure(error, browser), error);
    }

    const key = storageKeyFor(row.projectId, row.id, settings.format);
    try {
      await storage.put(key, captured.image);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return settleFailure(job, id, { message: `STORE_FAILED: ${detail}`, retryable: true }, error);
    }
    const { count } = await prisma.screenshot.updateMany({
      where: { id },
      data: { status: 'done', storageKey: key, error: null, completedAt: new Date() },
    });
    if (count === 0) {
      // Deleted while it was being captured.
      await storage.delete(key);
      return { status: 'missing' };
    }
    log.info(
      {
        screenshotId: id,
        ms: Date.now() - started,
        bytes: captured.image.length,
        cardBytes: captured.card?.length,
      },
      'screenshot captured',
    );
    try {
      await setThumbnail(row.projectId, (await storeCard(row.projectId, id, captured.card)) ?? key);
    } catch (error) {
      log.warn({ screenshotId: id, projectId: row.projectId, err: error }, 'thumbnail update failed');
    }
    return { status: 'done', storage_key: key };
  };
};
