import { useQuery } from '@tanstack/react-query';
import type { VersionChangesResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { projectVersionsQueryKey } from './project-versions';

export const getVersionChanges = ({
  projectId,
  version,
  signal,
}: {
  projectId: number;
  version: number;
  signal?: AbortSignal;
}) => api.get<VersionChangesResponse>(`/projects/${projectId}/versions/${version}/changes`, { signal });

/** A stored version never changes, nor does the one before it: the answer is kept as long as the tab lives. */
export const useVersionChanges = (projectId: number, version: number) =>
  useQuery({
    queryKey: [...projectVersionsQueryKey(projectId), version, 'changes'],
    queryFn: ({ signal }) => getVersionChanges({ projectId, version, signal }),
    staleTime: Infinity,
    select: (response) => response.data,
  });
