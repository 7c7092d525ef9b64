import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectFileResponse, ProjectFilesResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

export const projectFilesQueryKey = (projectId: number) => ['projects', projectId, 'files'] as const;

export const getProjectFiles = ({ projectId, signal }: { projectId: number; signal?: AbortSignal }) =>
  api.get<ProjectFilesResponse>(`/projects/${projectId}/files`, { signal });

export const getProjectFile = ({
  projectId,
  path,
  version,
  signal,
}: {
  projectId: number;
  path: string;
  version: number | null;
  signal?: AbortSignal;
}) =>
  api.get<ProjectFileResponse>(`/projects/${projectId}/files/content`, {
    query: { path, version },
    signal,
  });

export const getProjectFilesQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectFilesQueryKey(projectId),
    queryFn: ({ signal }) => getProjectFiles({ projectId, signal }),
    select: (response) => response.data,
  });

export const useProjectFiles = (projectId: number) => useQuery(getProjectFilesQueryOptions(projectId));

/** A file of one version never changes, so it is kept as long as the tab lives. */
export const useProjectFile = (projectId: number, path: string | null, version: number | null) =>
  useQuery({
    queryKey: [...projectFilesQueryKey(projectId), 'content', { path, version }],
    queryFn: ({ signal }) => getProjectFile({ projectId, path: path ?? '', version, signal }),
    enabled: path !== null,
    staleTime: version === null ? 0 : Infinity,
    select: (response) => response.data,
  });
