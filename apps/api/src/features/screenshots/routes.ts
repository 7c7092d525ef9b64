/**
 * Screenshots of the user's own projects (core §7):
 *   POST   /screenshots/capture                      queue a capture of the project's preview (202)
 *   GET    /screenshots?page&per_page&project_id      the user's screenshots, newest first
 *   GET    /screenshots/{id}                          one screenshot, with image_url once captured
 *   DELETE /screenshots/{id}                          the record and its image
 *   GET    /screenshots/{id}/image?expires&signature  the image itself (signed link, no token)
 * Someone else's screenshot answers 404 SCREENSHOT_NOT_FOUND, like a missing one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CaptureScreenshotRequest,
  CaptureScreenshotResponse,
  Envelope,
  ListScreenshotsQuery,
  ScreenshotParams,
  ScreenshotResponse,
  ScreenshotsResponse,
  SignedUrlQuery,
  lastPage,
} from '@atelier/contracts';
import { currentUser } from '../../plugins/auth.ts';
import { requireSignature, sendStoredImage } from '../projects/service.ts';
import {
  captureScreenshot,
  deleteOwnScreenshot,
  findOwnScreenshot,
  imagePath,
  listOwnScreenshots,
  screenshotNotFound,
  toScreenshot,
} from './service.ts';

const TAGS = ['screenshots'];

const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/screenshots/capture',
    {
      schema: {
        tags: TAGS,
        body: CaptureScreenshotRequest,
        response: { 202: CaptureScreenshotResponse },
      },
    },
    async (request, reply) => {
      const row = await captureScreenshot(app, currentUser(request).id, request.body);
      const screenshot = toScreenshot(app, row);
      return reply.status(202).send(
        app.envelope(request, 'SCREENSHOT_QUEUED', {
          data: { id: screenshot.id, status: screenshot.status, path: null, image_url: screenshot.image_url },
        }),
      );
    },
  );

  app.get(
    '/screenshots',
    { schema: { tags: TAGS, querystring: ListScreenshotsQuery, response: { 200: ScreenshotsResponse } } },
    async (request) => {
      const { page, per_page: perPage, project_id: projectId } = request.query;
      const { total, rows } = await listOwnScreenshots(
        prisma,
        currentUser(request).id,
        page,
        perPage,
        projectId,
      );
      return app.envelope(request, 'SCREENSHOTS_FETCHED', {
        data: {
          data: rows.map((row) => toScreenshot(app, row)),
          current_page: page,
          last_page: lastPage(total, perPage),
          per_page: perPage,
          total,
        },
      });
    },
  );

  app.get(
    '/screenshots/:id',
    { schema: { tags: TAGS, params: ScreenshotParams, response: { 200: ScreenshotResponse } } },
    async (request) => {
      const row = await findOwnScreenshot(prisma, currentUser(request).id, request.params.id);
      return app.envelope(request, 'SCREENSHOT_FETCHED', { data: toScreenshot(app, row) });
    },
  );

  app.delete(
    '/screenshots/:id',
    { schema: { tags: TAGS, params: ScreenshotParams, response: { 200: Envelope } } },
    async (request) => {
      await deleteOwnScreenshot(app, currentUser(request).id, request.params.id);
      return app.envelope(request, 'SCREENSHOT_DELETED');
    },
  );
};

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/screenshots/:id/image',
    {
      schema: { tags: TAGS, security: [], params: ScreenshotParams, querystring: SignedUrlQuery.partial() },
    },
    async (request, reply) => {
      const { id } = request.params;
      requireSignature(app, imagePath(id), request.query);
      const row = await app.prisma.screenshot.findUnique({
        where: { id },
        select: { status: true, storageKey: true },
      });
      if (row?.status !== 'done' || !row.storageKey) throw screenshotNotFound();
      return sendStoredImage(app, reply, row.storageKey, screenshotNotFound);
    },
  );

  await app.register(ownerRoutes);
};

export default routes;
