/** Projects, their public listings, files and versions (core §3, §7). */
import { z } from 'zod';
import { PAGE_SIZES, STRING_MAX, WAIT_STATUS } from './constants.ts';
import { Envelope, Pagination, Timestamp, pageQuery, paginated } from './common.ts';
import { IdField, idOrUuidParam, idParam } from './ids.ts';
import { text } from './text.ts';

export const ProjectStatus = z.enum(['active', 'inactive']);
export type ProjectStatus = z.infer<typeof ProjectStatus>;

export const WaitStatus = z.literal([WAIT_STATUS.ready, WAIT_STATUS.building, WAIT_STATUS.hidden]);
export type WaitStatus = z.infer<typeof WaitStatus>;

const projectName = text().trim().min(1).max(STRING_MAX);

export const Project = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  status: ProjectStatus,
  thumbnail_url: z.string().nullable(),
  wait_status: WaitStatus,
  is_public: z.boolean(),
  /** Shown first in the home page's showcase; set by an admin, cleared when the project is unpublished. */
  is_featured: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /**
   * The project's own origin, `{uuid}.{preview host}/`; for a private project signed for its owner
   * (docs/security.md). Answers HEAD 200 once a build is ready.
   */
  preview_url: z.string(),
  conversation_uuid: z.string().nullable(),
});
export type Project = z.infer<typeof Project>;

export const ProjectParams = z.object({ id: idParam('PROJECT_NOT_FOUND') });
export type ProjectParams = z.infer<typeof ProjectParams>;

export const ListProjectsQuery = pageQuery(PAGE_SIZES.projectsRequest);
export type ListProjectsQuery = z.infer<typeof ListProjectsQuery>;

/** Newest first, without hidden (wait_status 2) projects. */
export const ListProjectsResponse = Envelope.extend({ projects: paginated(Project) });
export type ListProjectsResponse = z.infer<typeof ListProjectsResponse>;

export const ProjectResponse = Envelope.extend({ data: Project });
export type ProjectResponse = z.infer<typeof ProjectResponse>;

/** Creates the conversation's project and asks its agent to build it. */
export const CreateProjectRequest = z.object({
  name: projectName,
  /** The conversation's uuid (a conversation's id is its uuid). */
  conversation_id: z.uuid(),
});
export type CreateProjectRequest = z.infer<typeof CreateProjectRequest>;

export const CreateProjectResponse = Envelope.extend({ data: Project });
export type CreateProjectResponse = z.infer<typeof CreateProjectResponse>;

export const UpdateProjectRequest = z
  .object({
    name: projectName.optional(),
    status: ProjectStatus.optional(),
    is_public: z.boolean().optional(),
  })
  .refine((v) => v.name !== undefined || v.status !== undefined || v.is_public !== undefined, {
    message: 'One of name, status or is_public is required.',
    params: { rule: 'required' },
  });
export type UpdateProjectRequest = z.infer<typeof UpdateProjectRequest>;

export const UpdateProjectResponse = Envelope.extend({ data: Project });
export type UpdateProjectResponse = z.infer<typeof UpdateProjectResponse>;

/** What anyone may see of a public project: no token, no owner details. */
export const PublicProject = z.object({
  id: z.number().int(),
  /** The same value as id; the public preview page reads this name. */
  project_id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  thumbnail_url: z.string().nullable(),
  preview_url: z.string(),
  is_featured: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type PublicProject = z.infer<typeof PublicProject>;

export const PublicProjectsQuery = pageQuery(PAGE_SIZES.featured);
export type PublicProjectsQuery = z.infer<typeof PublicProjectsQuery>;

export const PublicProjectsResponse = Envelope.extend({
  projects: z.array(PublicProject),
  pagination: Pagination,
});
export type PublicProjectsResponse = z.infer<typeof PublicProjectsResponse>;

/** A public project by its id or, for featured links, its uuid. */
export const PublicProjectParams = z.object({ id: idOrUuidParam('PROJECT_NOT_FOUND') });
export type PublicProjectParams = z.infer<typeof PublicProjectParams>;

export const PublicProjectResponse = Envelope.extend({ data: z.object({ project: PublicProject }) });
export type PublicProjectResponse = z.infer<typeof PublicProjectResponse>;

/** An admin features a public project in the showcase, or takes it out (PUT /admin/projects/{id}/feature|unfeature). */
export const AdminProjectResponse = Envelope.extend({ data: PublicProject });
export type AdminProjectResponse = z.infer<typeof AdminProjectResponse>;

export const ProjectFileEntry = z.object({
  path: z.string(),
  /** Bytes (UTF-8). */
  size: z.number().int().nonnegative(),
});
export type ProjectFileEntry = z.infer<typeof ProjectFileEntry>;

/** Which version to read; the latest when absent. */
export const ProjectVersionQuery = z.object({ version: IdField.optional() });
export type ProjectVersionQuery = z.infer<typeof ProjectVersionQuery>;

export const ProjectFilesResponse = Envelope.extend({
  data: z.object({
    /** The version number listed, or null for a project without versions (then files is empty). */
    version: z.number().int().nullable(),
    files: z.array(ProjectFileEntry),
  }),
});
export type ProjectFilesResponse = z.infer<typeof ProjectFilesResponse>;

export const ProjectFileQuery = ProjectVersionQuery.extend({ path: text().min(1).max(STRING_MAX) });
export type ProjectFileQuery = z.infer<typeof ProjectFileQuery>;

export const ProjectFileResponse = Envelope.extend({
  data: z.object({ path: z.string(), content: z.string() }),
});
export type ProjectFileResponse = z.infer<typeof ProjectFileResponse>;

export const BuildStatus = z.enum(['pending', 'building', 'ready', 'failed']);
export type BuildStatus = z.infer<typeof BuildStatus>;

/** The first error of a failed build; the location is null when the bundler gives none. */
export const BuildError = z.object({
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  message: z.string(),
});
export type BuildError = z.infer<typeof BuildError>;

export const ProjectVersion = z.object({
  id: z.number().int(),
  /** 1, 2, 3… per project. */
  number: z.number().int().positive(),
  summary: z.string().nullable(),
  build_status: BuildStatus,
  build_error: BuildError.nullable(),
  created_at: Timestamp,
  /** Whether the preview serves this version's build. */
  is_live: z.boolean(),
});
export type ProjectVersion = z.infer<typeof ProjectVersion>;

/** Newest first. */
export const ProjectVersionsResponse = Envelope.extend({ data: z.array(ProjectVersion) });
export type ProjectVersionsResponse = z.infer<typeof ProjectVersionsResponse>;

export const ProjectVersionParams = ProjectParams.extend({ version: idParam('PROJECT_VERSION_NOT_FOUND') });
export type ProjectVersionParams = z.infer<typeof ProjectVersionParams>;

/** Restoring copies an old version's files into a new version, which is then built. */
export const RestoreVersionResponse = Envelope.extend({ data: ProjectVersion });
export type RestoreVersionResponse = z.infer<typeof RestoreVersionResponse>;

/** Which version the changes are counted from; the one just before when absent. */
export const VersionChangesQuery = z.object({ against: IdField.optional() });
export type VersionChangesQuery = z.infer<typeof VersionChangesQuery>;

export const FileChangeStatus = z.enum(['added', 'removed', 'changed']);
export type FileChangeStatus = z.infer<typeof FileChangeStatus>;

/** One file that differs between two versions, with its text on each side (null where it is absent). */
export const VersionFileChange = z.object({
  path: z.string(),
  status: FileChangeStatus,
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type VersionFileChange = z.infer<typeof VersionFileChange>;

/** The files a version changed, sorted by path; unchanged files are left out. */
export const VersionChangesResponse = Envelope.extend({
  data: z.object({
    version: z.number().int().positive(),
    /** The version compared with, or null for the first version (then every file is added). */
    against: z.number().int().positive().nullable(),
    files: z.array(VersionFileChange),
  }),
});
export type VersionChangesResponse = z.infer<typeof VersionChangesResponse>;

export const PROJECT_BUILD_JOB_NAME = 'project.build';

/** What the api asks the builder to do: bundle one stored version. */
export const ProjectBuildJob = z.object({
  v: z.literal(1),
  project_id: z.number().int().positive(),
  version_id: z.number().int().positive(),
});
export type ProjectBuildJob = z.infer<typeof ProjectBuildJob>;
