/**
 * Projects as their owner reaches them: every query names the owner itself, so someone else's project
 * is as missing as one that does not exist. Also versions, restoring, the zip download and the signed
 * images (thumbnails here, screenshots reuse the same helpers).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { WAIT_STATUS, type SignedUrlQuery, type UpdateProjectRequest } from '@atelier/contracts';
import { Prisma, type PrismaClient, type ProjectVersion as VersionRow } from '@atelier/db';
import { InvalidKeyError } from '@atelier/storage';
import { AppError, notFound } from '../../lib/errors.ts';
import { verifySignedPath } from '../../lib/signed-url.ts';
import { deleteFilesOf } from '../files/service.ts';
import { imageType } from '../profile/image-type.ts';
import { PROJECT_INCLUDE, type ProjectView, type ProjectWithConversation } from './view.ts';

/** Projects not shown yet (being created, first build not done); grids and public listings skip them. */
export const VISIBLE = {
  waitStatus: { not: WAIT_STATUS.hidden },
} as const satisfies Prisma.ProjectWhereInput;

const projectNotFound = () => notFound('PROJECT_NOT_FOUND');

export async function findOwnedProject(
  prisma: PrismaClient,
  userId: number,
  id: number,
): Promise<ProjectWithConversation> {
  const row = await prisma.project.findFirst({ where: { id, userId }, include: PROJECT_INCLUDE });
  if (!row) throw projectNotFound();
  return row;
}

/**
 * One page of the user's visible projects, newest first, and how many there are in all: one round trip
 * (the count comes along even for a page past the end, where the LATERAL page joins no row).
 */
export async function listOwnProjects(
  prisma: PrismaClient,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ total: number; rows: ProjectView[] }> {
  const rows = await prisma.$queryRaw<(Partial<ProjectPageRow> & { total: number })[]>`
    SELECT t.total, page.*
    FROM (
      SELECT count(*)::int AS total FROM projects
      WHERE user_id = ${userId} AND wait_status <> ${WAIT_STATUS.hidden}
    ) t
    LEFT JOIN LATERAL (
      SELECT p.id, p.uuid::text AS uuid, p.name, p.status::text AS status, p.thumbnail_key AS "thumbnailKey",
             p.wait_status AS "waitStatus", p.is_public AS "isPublic", p.is_featured AS "isFeatured", p.created_at AS "createdAt",
             p.updated_at AS "updatedAt", c.uuid::text AS "conversationUuid"
      FROM projects p LEFT JOIN conversations c ON c.id = p.conversation_id
      WHERE p.user_id = ${userId} AND p.wait_status <> ${WAIT_STATUS.hidden}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}
    ) page ON true
    ORDER BY page."createdAt" DESC, page.id DESC`;
  return {
    total: rows[0]?.total ?? 0,
    rows: rows
      .filter((row): row is ProjectPageRow & { total: number } => row.id != null)
      .map(({ conversationUuid, total: _total, ...project }) => ({
        ...project,
        conversation: conversationUuid === null ? null : { uuid: conversationUuid },
      })),
  };
}

type ProjectPageRow = Omit<ProjectView, 'conversation'> & { conversationUuid: string | null };

export async function updateOwnProject(
  prisma: PrismaClient,
  userId: number,
  id: number,
  changes: UpdateProjectRequest,
): Promise<ProjectWithConversation> {
  const data: Prisma.ProjectUpdateInput = {
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.status === undefined ? {} : { status: changes.status }),
    // Unpublishing also takes the project out of the showcase: publishing again must not re-feature it.
    ...(changes.is_public === undefined
      ? {}
      : { isPublic: changes.is_public, ...(changes.is_public ? {} : { isFeatured: false }) }),
  };
  return prisma.project
    .update({ where: { id, userId }, data, include: PROJECT_INCLUDE })
    .catch((error: unknown) => {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') {
        throw projectNotFound();
      }
      throw error;
    });
}

/** Deletes the row (versions and screenshots cascade), then its builds, thumbnail and screenshot images. */
export async function deleteOwnProject(app: FastifyInstance, userId: number, id: number): Promise<void> {
  const { prisma, storage } = app;
  const row = await prisma.project.findFirst({
    where: { id, userId },
    select: {
      uuid: true,
      thumbnailKey: true,
      screenshots: { select: { storageKey: true } },
      versions: { select: { buildKey: true } },
    },
  });
  if (!row) throw projectNotFound();
  const { count } = await prisma.project.deleteMany({ where: { id, userId } });
  if (count === 0) throw projectNotFound();

  const buildPrefix = `builds/${id}/`;
  const cleanups: Promise<void>[] = [storage.deletePrefix(buildPrefix)];
  for (const { buildKey } of row.versions) {
    if (buildKey && !buildKey.startsWith(buildPrefix)) cleanups.push(storage.deletePrefix(buildKey));
  }
  if (row.thumbnailKey) cleanups.push(storage.delete(row.thumbnailKey));
  // Files uploaded to the project point at it by uuid only, so no cascade reaches them.
  cleanups.push(deleteFilesOf(app, { contextType: 'project', contextUuid: row.uuid }).then(() => undefined));
  for (const { storageKey } of row.screenshots) {
    if (storageKey) cleanups.push(storage.delete(storageKey));
  }
  // The project is gone for its owner either way; a leftover object is only logged.
  for (const result of await Promise.allSettled(cleanups)) {
    if (result.status === 'rejected')
      app.log.warn({ err: result.reason, projectId: id }, 'project cleanup failed');
  }
}

/** A version's files as path -> text; anything that is not text is left out. */
export function versionFiles(files: Prisma.JsonValue): Record<string, string> {
  if (!files || typeof files !== 'object' || Array.isArray(files)) return {};
  // fromEntries defines own properties, so even a file named "__proto__" stays an ordinary entry.
  return Object.fromEntries(
    Object.entries(files).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The given version of a project, or its latest when no number is given; null when the project has no
 * version yet. An unknown number is PROJECT_VERSION_NOT_FOUND.
 */
export async function findVersion(
  prisma: PrismaClient,
  projectId: number,
  number?: number,
): Promise<VersionRow | null> {
  if (number === undefined) {
    return prisma.projectVersion.findFirst({ where: { projectId }, orderBy: { number: 'desc' } });
  }
  const row = await prisma.projectVersion.findUnique({ where: { projectId_number: { projectId, number } } });
  if (!row) throw notFound('PROJECT_VERSION_NOT_FOUND');
  return row;
}

export function listVersions(prisma: PrismaClient, projectId: number) {
  return prisma.projectVersion.findMany({
    where: { projectId },
    orderBy: { number: 'desc' },
    select: { id: true, number: true, summary: true, buildStatus: true, buildError: true, createdAt: true },
  });
}

const VERSION_NUMBER_ATTEMPTS = 10;

/**
 * Adds a version numbered one above the project's highest. Two writers may pick the same number at
 * once; the unique (project, number) index refuses the second, which then tries the next number.
 */
export async function createNextVersion(
  prisma: PrismaClient,
  projectId: number,
  data: Omit<Prisma.ProjectVersionUncheckedCreateInput, 'projectId' | 'number'>,
): Promise<VersionRow> {
  for (let attempt = 1; ; attempt++) {
    const { _max } = await prisma.projectVersion.aggregate({ where: { projectId }, _max: { number: true } });
    try {
      return await prisma.projectVersion.create({
        data: { ...data, projectId, number: (_max.number ?? 0) + 1 },
      });
    } catch (error) {
      const conflict = error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
      if (!conflict || attempt >= VERSION_NUMBER_ATTEMPTS) throw error;
    }
  }
}

/** Copies an old version's files into a new version and asks the builder to build it. */
export async function restoreVersion(
  app: FastifyInstance,
  projectId: number,
  number: number,
): Promise<VersionRow> {
  const source = await findVersion(app.prisma, projectId, number);
  if (!source) throw notFound('PROJECT_VERSION_NOT_FOUND');
  const version = await createNextVersion(app.prisma, projectId, {
    files: versionFiles(source.files),
    summary: `Restored version ${number}`,
  });
  // A ready project shows it is building again; a hidden one stays hidden until its first build.
  await app.prisma.project.updateMany({
    where: { id: projectId, waitStatus: WAIT_STATUS.ready },
    data: { waitStatus: WAIT_STATUS.building },
  });
  await app.queues.addBuildJob({ v: 1, project_id: projectId, version_id: version.id });
  return version;
}

/** A file-name-safe form of a project name ("My Café App!" -> "my-cafe-app"). */
export function slugify(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** A clean relative path, or null for one that could leave the folder it is unpacked into. */
function safeRelativePath(path: string): string | null {
  const parts = path.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
  if (parts.length === 0 || parts.some((part) => part === '..' || part.includes(':'))) return null;
  return parts.join('/');
}

/** A zip of the files, all under one folder. */
export function zipFiles(folder: string, files: Record<string, string>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, content] of Object.entries(files)) {
    const clean = safeRelativePath(path);
    if (clean) entries[`${folder}/${clean}`] = strToU8(content);
  }
  return zipSync(entries, { level: 6 });
}

/** Refuses a link whose signature does not match the path or whose time is up. */
export function requireSignature(app: FastifyInstance, path: string, query: Partial<SignedUrlQuery>): void {
  const { expires, signature } = query;
  if (
    expires === undefined ||
    signature === undefined ||
    !verifySignedPath(app.config.APP_KEY, path, expires, signature)
  ) {
    throw new AppError(403, 'INVALID_SIGNATURE');
  }
}

const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * Sends a stored PNG, JPEG or WEBP with the type its bytes show, whatever the key says; anything else
 * is treated as missing.
 */
export async function sendStoredImage(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  missing: () => AppError,
): Promise<FastifyReply> {
  const data = await app.storage.get(key).catch((error: unknown) => {
    if (error instanceof InvalidKeyError) return null;
    throw error;
  });
  if (!data) throw missing();
  const type = imageType(data);
  if (type !== 'png' && type !== 'jpg' && type !== 'webp') throw missing();
  return reply
    .type(IMAGE_TYPES[type])
    .header('content-length', data.length)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=60')
    .send(data);
}
