/** How a project row is shown: to its owner (Project) and to anyone (PublicProject, without the token). */
import type { FastifyInstance } from 'fastify';
import {
  BuildError,
  WAIT_STATUS,
  type Project,
  type ProjectVersion,
  type PublicProject,
  type WaitStatus,
} from '@atelier/contracts';
import type { Prisma, Project as ProjectRow, ProjectVersion as VersionRow } from '@atelier/db';
import { projectRoot, signedPreviewUrl } from '@atelier/config/preview';
import { signPath } from '../../lib/signed-url.ts';

/** Include this in a project query so toProject can answer conversation_uuid. */
export const PROJECT_INCLUDE = {
  conversation: { select: { uuid: true } },
} as const satisfies Prisma.ProjectInclude;

export type ProjectWithConversation = ProjectRow & { conversation: { uuid: string } | null };

/** What a project's owner view reads: a ProjectWithConversation, or a row of the one-query page. */
export type ProjectView = Pick<
  ProjectRow,
  | 'id'
  | 'uuid'
  | 'name'
  | 'status'
  | 'thumbnailKey'
  | 'waitStatus'
  | 'isPublic'
  | 'isFeatured'
  | 'createdAt'
  | 'updatedAt'
> & { conversation: { uuid: string } | null };

/**
 * The address of a project's preview on its own origin: plain once published; for a private project
 * (shown only to its owner) signed, so that it opens in any browser with no other credential.
 */
export function previewUrl(app: FastifyInstance, row: Pick<ProjectRow, 'uuid' | 'isPublic'>): string {
  const root = projectRoot(app.config.PREVIEW_URL, row.uuid);
  return row.isPublic ? root : signedPreviewUrl(app.config.APP_KEY, root, row.uuid);
}

export function thumbnailPath(projectId: number): string {
  return `/api/projects/${projectId}/thumbnail`;
}

/** A signed, expiring address of the thumbnail: <img> tags carry no bearer token. */
function thumbnailUrl(app: FastifyInstance, row: Pick<ProjectRow, 'id' | 'thumbnailKey'>): string | null {
  if (!row.thumbnailKey) return null;
  const { APP_URL, APP_KEY, SIGNED_URL_TTL_SECONDS } = app.config;
  return `${APP_URL}${signPath(APP_KEY, thumbnailPath(row.id), SIGNED_URL_TTL_SECONDS)}`;
}

function waitStatus(value: number): WaitStatus {
  return value === WAIT_STATUS.ready || value === WAIT_STATUS.building ? value : WAIT_STATUS.hidden;
}

export function toProject(app: FastifyInstance, row: ProjectView): Project {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    status: row.status,
    thumbnail_url: thumbnailUrl(app, row),
    wait_status: waitStatus(row.waitStatus),
    is_public: row.isPublic,
    is_featured: row.isFeatured,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    preview_url: previewUrl(app, row),
    conversation_uuid: row.conversation?.uuid ?? null,
  };
}

export function toPublicProject(app: FastifyInstance, row: ProjectRow): PublicProject {
  return {
    id: row.id,
    project_id: row.id,
    uuid: row.uuid,
    name: row.name,
    thumbnail_url: thumbnailUrl(app, row),
    preview_url: previewUrl(app, row),
    is_featured: row.isFeatured,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toProjectVersion(
  row: Pick<VersionRow, 'id' | 'number' | 'summary' | 'buildStatus' | 'buildError' | 'createdAt'>,
  liveVersionId: number | null,
): ProjectVersion {
  const buildError = BuildError.safeParse(row.buildError);
  return {
    id: row.id,
    number: row.number,
    summary: row.summary,
    build_status: row.buildStatus,
    build_error: buildError.success ? buildError.data : null,
    created_at: row.createdAt.toISOString(),
    is_live: row.id === liveVersionId,
  };
}
