/**
 * A signed-in user's projects (core §7) and the extras the web's code view and history need.
 *
 * Owner only (bearer token; someone else's project answers 404 PROJECT_NOT_FOUND, like a missing one):
 *   GET    /projects?page&per_page                     the user's projects, newest first, hidden ones left out
 *   GET    /projects/{id}                              one project
 *   PUT    /projects/{id}                              name, status (active|inactive), is_public
 *   DELETE /projects/{id}                              the project, its versions, builds, thumbnail, screenshots
 *   GET    /projects/{id}/files?version=N              path and size of each file of the latest version, or of N
 *   GET    /projects/{id}/files/content?path=P&version=N   one file's text (404 PROJECT_FILE_NOT_FOUND)
 *   GET    /projects/{id}/versions                     versions, newest first; is_live marks the one the preview serves
 *   POST   /projects/{id}/versions/{version}/restore   copies that version's files into a new version and builds it
 *   GET    /projects/{id}/versions/{version}/changes   the files it changed (version-changes.ts)
 *   GET    /projects/{id}/download                     the latest version as a zip, under a folder named after the project
 * Signed link, no token (an <img> carries none); the URL comes as the project's thumbnail_url:
 *   GET    /projects/{id}/thumbnail?expires&signature
 * Public, no token: see public-routes.ts (/public/projects/latest, /featured, /{id or uuid}).
 * POST /projects (a project from a conversation) lives with the conversations.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Envelope,
  ListProjectsQuery,
  ListProjectsResponse,
  ProjectFileQuery,
  ProjectFileResponse,
  ProjectFilesResponse,
  ProjectParams,
  ProjectResponse,
  ProjectVersionParams,
  ProjectVersionQuery,
  ProjectVersionsResponse,
  RestoreVersionResponse,
  SignedUrlQuery,
  UpdateProjectRequest,
  UpdateProjectResponse,
  lastPage,
} from '@atelier/contracts';
import { notFound } from '../../lib/errors.ts';
import { cachedRead, sendCached } from '../../lib/response-cache.ts';
import { currentUser } from '../../plugins/auth.ts';
import publicRoutes from './public-routes.ts';
import {
  deleteOwnProject,
  findOwnedProject,
  findVersion,
  listOwnProjects,
  listVersions,
  requireSignature,
  restoreVersion,
  sendStoredImage,
  slugify,
  updateOwnProject,
  versionFiles,
  zipFiles,
} from './service.ts';
import versionChangesRoutes from './version-changes.ts';
import { thumbnailPath, toProject, toProjectVersion } from './view.ts';

const TAGS = ['projects'];
const fileNotFound = () => notFound('PROJECT_FILE_NOT_FOUND');

const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;
  app.addHook('onRequest', app.authenticate);
  await app.register(versionChangesRoutes);

  app.get(
    '/projects',
    {
      schema: { tags: TAGS, querystring: ListProjectsQuery, response: { 200: ListProjectsResponse } },
      onRequest: cachedRead(app),
    },
    async (request, reply) => {
      const stamp = app.userChanges.stamp();
      const { page, per_page: perPage } = request.query;
      const { total, rows } = await listOwnProjects(prisma, currentUser(request).id, page, perPage);
      return sendCached(
        app,
        request,
        reply,
        app.envelope(request, 'PROJECTS_FETCHED', {
          projects: {
            data: rows.map((row) => toProject(app, row)),
            current_page: page,
            last_page: lastPage(total, perPage),
            per_page: perPage,
            total,
          },
        }),
        stamp,
      );
    },
  );

  app.get(
    '/projects/:id',
    { schema: { tags: TAGS, params: ProjectParams, response: { 200: ProjectResponse } } },
    async (request) => {
      const row = await findOwnedProject(prisma, currentUser(request).id, request.params.id);
      return app.envelope(request, 'PROJECT_FETCHED', { data: toProject(app, row) });
    },
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        tags: TAGS,
        params: ProjectParams,
        body: UpdateProjectRequest,
        response: { 200: UpdateProjectResponse },
      },
    },
    async (request) => {
      const row = await updateOwnProject(prisma, currentUser(request).id, request.params.id, request.body);
      return app.envelope(request, 'PROJECT_UPDATED', { data: toProject(app, row) });
    },
  );

  app.delete(
    '/projects/:id',
    { schema: { tags: TAGS, params: ProjectParams, response: { 200: Envelope } } },
    async (request) => {
      await deleteOwnProject(app, currentUser(request).id, request.params.id);
      return app.envelope(request, 'PROJECT_DELETED');
    },
  );

  app.get(
    '/projects/:id/files',
    {
      schema: {
        tags: TAGS,
        params: ProjectParams,
        querystring: ProjectVersionQuery,
        response: { 200: ProjectFilesResponse },
      },
    },
    async (request) => {
      const project = await findOwnedProject(prisma, currentUser(request).id, request.params.id);
      const version = await findVersion(prisma, project.id, request.query.version);
      const files = Object.entries(version ? versionFiles(version.files) : {})
        .map(([path, content]) => ({ path, size: Buffer.byteLength(content, 'utf8') }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      return app.envelope(request, 'PROJECT_FETCHED', {
        data: { version: version?.number ?? null, files },
      });
    },
  );

  app.get(
    '/projects/:id/files/content',
    {
      schema: {
        tags: TAGS,
        params: ProjectParams,
        querystring: ProjectFileQuery,
        response: { 200: ProjectFileResponse },
      },
    },
    async (request) => {
      const project = await findOwnedProject(prisma, currentUser(request).id, request.params.id);
      const version = await findVersion(prisma, project.id, request.query.version);
      const { path } = request.query;
      const files = version ? versionFiles(version.files) : {};
      if (!Object.hasOwn(files, path)) throw fileNotFound();
      return app.envelope(request, 'PROJECT_FETCHED', { data: { path, content: files[path] ?? '' } });
    },
  );

  app.get(
    '/projects/:id/versions',
    { schema: { tags: TAGS, params: ProjectParams, response: { 200: ProjectVersionsResponse } } },
    async (request) => {
      const project = await findOwnedProject(prisma, currentUser(request).id, request.params.id);
      const rows = await listVersions(prisma, project.id);
      return app.envelope(request, 'PROJECT_FETCHED', {
        data: rows.map((row) => toProjectVersion(row, project.liveVersionId)),
      });
    },
  );

  app.post(
    '/projects/:id/versions/:version/restore',
    { schema: { tags: TAGS, params: ProjectVersionParams, response: { 200: RestoreVersionResponse } } },
    async (request) => {
      const project = await findOwnedProject(prisma, currentUser(request).id, request.params.id);
      const version = await restoreVersion(app, project.id, request.params.version);
      return app.envelope(request, 'PROJECT_VERSION_RESTORED', {
        data: toProjectVersion(version, project.liveVersionId),
      });
    },
  );

  app.get(
    '/projects/:id/download',
    { schema: { tags: TAGS, params: ProjectParams } },
    async (request, reply) => {
      const project = await findOwnedProject(prisma, currentUser(request).id, request.params.id);
      const version = await findVersion(prisma, project.id);
      if (!version) throw fileNotFound();
      const slug = slugify(project.name, `project-${project.id}`);
      const zip = zipFiles(slug, versionFiles(version.files));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${slug}.zip"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
};

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicRoutes);

  app.get(
    '/projects/:id/thumbnail',
    {
      schema: {
        tags: TAGS,
        security: [],
        params: ProjectParams,
        querystring: SignedUrlQuery.partial(),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      requireSignature(app, thumbnailPath(id), request.query);
      const project = await app.prisma.project.findUnique({ where: { id }, select: { thumbnailKey: true } });
      const missing = () => notFound('PROJECT_NOT_FOUND');
      if (!project?.thumbnailKey) throw missing();
      return sendStoredImage(app, reply, project.thumbnailKey, missing);
    },
  );

  await app.register(ownerRoutes);
};

export default routes;
