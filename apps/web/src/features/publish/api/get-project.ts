import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

/** One of the owner's projects: under ['projects'], so every change to the owner's projects refreshes it. */
export const projectDetailQueryKey = (id: number) => ['projects', 'detail', id] as const;

export const getProject = ({ id, signal }: { id: number; signal?: AbortSignal }) =>
  api.get<ProjectResponse>(`/projects/${id}`, { signal });

export const getProjectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectDetailQueryKey(id),
    queryFn: ({ signal }) => getProject({ id, signal }),
    select: (response) => response.data,
  });

export const useProject = (id: number | null) =>
  useQuery({ ...getProjectQueryOptions(id ?? 0), enabled: id !== null });
