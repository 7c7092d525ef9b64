/**
 * Screenshots of a project's preview. The worker captures them; here a record is made, its job queued,
 * and the record shown with a signed image address once taken. Only the project's own preview address
 * may be captured, so the browser in the worker can never be pointed anywhere else (no SSRF).
 */
import type { FastifyInstance } from 'fastify';
import { previewAddress } from '@atelier/config/preview';
import { type CaptureScreenshotRequest, type Screenshot } from '@atelier/contracts';
import type { PrismaClient, Screenshot as ScreenshotRow } from '@atelier/db';
import { AppError, notFound } from '../../lib/errors.ts';
import { signPath } from '../../lib/signed-url.ts';
import { findOwnedProject } from '../projects/service.ts';

export const screenshotNotFound = () => notFound('SCREENSHOT_NOT_FOUND');

export function imagePath(id: number): string {
  return `/api/screenshots/${id}/image`;
}

export function toScreenshot(app: FastifyInstance, row: ScreenshotRow): Screenshot {
  const { APP_URL, APP_KEY, SIGNED_URL_TTL_SECONDS } = app.config;
  const done = row.status === 'done' && row.storageKey !== null;
  return {
    id: row.id,
    project_id: row.projectId,
    url: row.url,
    width: row.width,
    height: row.height,
    format: row.format === 'jpeg' || row.format === 'webp' ? row.format : 'png',
    status: row.status,
    image_url: done ? `${APP_URL}${signPath(APP_KEY, imagePath(row.id), SIGNED_URL_TTL_SECONDS)}` : null,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export async function captureScreenshot(
  app: FastifyInstance,
  userId: number,
  request: CaptureScreenshotRequest,
): Promise<ScreenshotRow> {
  const project = await findOwnedProject(app.prisma, userId, request.project_id);
  const url = previewAddress(app.config.PREVIEW_URL, project.uuid, request.url);
  if (!url)
    throw new AppError(422, 'SCREENSHOT_URL_NOT_ALLOWED', {
      errors: { url: ["Only the project's own preview address can be captured."] },
    });
  const row = await app.prisma.screenshot.create({
    data: {
      userId,
      projectId: project.id,
      url,
      width: request.width,
      height: request.height,
      format: request.format,
      delay: request.delay,
      waitForNetwork: request.wait_for_network,
    },
  });
  await app.queues.addScreenshotJob({ v: 1, screenshot_id: row.id });
  return row;
}

export async function listOwnScreenshots(
  prisma: PrismaClient,
  userId: number,
  page: number,
  perPage: number,
  projectId?: number,
) {
  const where = { userId, ...(projectId === undefined ? {} : { projectId }) };
  const [total, rows] = await prisma.$transaction([
    prisma.screenshot.count({ where }),
    prisma.screenshot.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * perPage,
      take: perPage,
    }),
  ]);
  return { total, rows };
}

export async function findOwnScreenshot(prisma: PrismaClient, userId: number, id: number) {
  const row = await prisma.screenshot.findFirst({ where: { id, userId } });
  if (!row) throw screenshotNotFound();
  return row;
}

export async function deleteOwnScreenshot(app: FastifyInstance, userId: number, id: number): Promise<void> {
  const row = await findOwnScreenshot(app.prisma, userId, id);
  const { count } = await app.prisma.screenshot.deleteMany({ where: { id, userId } });
  if (count === 0) throw screenshotNotFound();
  // The project's thumbnail may be this very image: it stays, since the project still shows it.
  const thumbnail = row.storageKey
    ? await app.prisma.project.count({ where: { id: row.projectId, thumbnailKey: row.storageKey } })
    : 0;
  if (row.storageKey && thumbnail === 0) {
    await app.storage.delete(row.storageKey).catch((error: unknown) => {
      app.log.warn({ err: error, screenshotId: id }, 'screenshot image cleanup failed');
    });
  }
}
