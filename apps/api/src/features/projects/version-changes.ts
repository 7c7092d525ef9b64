/**
 * GET /projects/{id}/versions/{version}/changes?against=N: the files a version added, removed or changed,
 * with their text on both sides, for the history's diff view. The web draws the changed lines; sending
 * only the files that differ keeps the answer small. Registered inside the owner routes, which
 * authenticate; someone else's project answers 404 PROJECT_NOT_FOUND like a missing one.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProjectVersionParams,
  VersionChangesQuery,
  VersionChangesResponse,
  type VersionFileChange,
} from '@atelier/contracts';
import type { PrismaClient } from '@atelier/db';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findOwnedProject, findVersion, versionFiles } from './service.ts';

/** The files that differ between two versions' file maps, sorted by path. */
export function fileChanges(
  before: Record<string, string>,
  after: Record<string, string>,
): VersionFileChange[] {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const changes: VersionFileChange[] = [];
  for (const path of paths) {
    const old = Object.hasOwn(before, path) ? (before[path] ?? null) : null;
    const now = Object.hasOwn(after, path) ? (after[path] ?? null) : null;
    if (old === now) continue;
    const status = old === null ? 'added' : now === null ? 'removed' : 'changed';
    changes.push({ path, status, before: old, after: now });
  }
  return changes;
}

/** The version just before the given number, or null for the first one. */
function previousVersion(prisma: PrismaClient, projectId: number, number: number) {
  return prisma.projectVersion.findFirst({
    where: { projectId, number: { lt: number } },
    orderBy: { number: 'desc' },
  });
}

const versionChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;
  app.get(
    '/projects/:id/versions/:version/changes',
    {
      schema: {
        tags: ['projects'],
        params: ProjectVersionParams,
        querystring: VersionChangesQuery,
        response: { 200: VersionChangesResponse },
      },
    },
    async (request) => {
      const project = await findOwnedProject(prisma, currentUser(request).id, request.params.id);
      const version = await findVersion(prisma, project.id, request.params.version);
      if (!version) throw notFound('PROJECT_VERSION_NOT_FOUND');
      const { against } = request.query;
      const base =
        against === undefined
          ? await previousVersion(prisma, project.id, version.number)
          : await findVersion(prisma, project.id, against);
      return app.envelope(request, 'PROJECT_FETCHED', {
        data: {
          version: version.number,
          against: base?.number ?? null,
          files: fileChanges(base ? versionFiles(base.files) : {}, versionFiles(version.files)),
        },
      });
    },
  );
};

export default versionChangesRoutes;
