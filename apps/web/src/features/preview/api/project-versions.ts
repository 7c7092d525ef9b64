import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectVersion, ProjectVersionsResponse, RestoreVersionResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { projectFilesQueryKey } from './project-files';

/** While a version is queued or building its outcome is polled at this pace. */
export const BUILD_POLL_MS = 4000;

export const projectVersionsQueryKey = (projectId: number) => ['projects', projectId, 'versions'] as const;

export const getProjectVersions = ({ projectId, signal }: { projectId: number; signal?: AbortSignal }) =>
  api.get<ProjectVersionsResponse>(`/projects/${projectId}/versions`, { signal });

export const isBuilding = (versions: readonly ProjectVersion[] | undefined): boolean =>
  (versions ?? []).some(
    (version) => version.build_status === 'pending' || version.build_status === 'building',
  );

export const getProjectVersionsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: projectVersionsQueryKey(projectId),
    queryFn: ({ signal }) => getProjectVersions({ projectId, signal }),
    select: (response) => response.data,
    refetchInterval: (query) => (isBuilding(query.state.data?.data) ? BUILD_POLL_MS : false),
  });

export const useProjectVersions = (projectId: number | null) =>
  useQuery({ ...getProjectVersionsQueryOptions(projectId ?? 0), enabled: projectId !== null });

export const restoreVersion = ({ projectId, version }: { projectId: number; version: number }) =>
  api.post<RestoreVersionResponse>(`/projects/${projectId}/versions/${version}/restore`);

export const useRestoreVersion = (projectId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => restoreVersion({ projectId, version }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectVersionsQueryKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectFilesQueryKey(projectId) }),
      ]),
  });
};
