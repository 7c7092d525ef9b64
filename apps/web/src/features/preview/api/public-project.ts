import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectResponse, PublicProjectResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

export const getPublicProject = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  api.get<PublicProjectResponse>(`/public/projects/${encodeURIComponent(id)}`, { signal });

export const getPublicProjectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['public-projects', 'one', id],
    queryFn: ({ signal }) => getPublicProject({ id, signal }),
    select: (response) => response.data.project,
    // A missing project is an answer, not a hiccup: show it at once.
    retry: false,
  });

export const usePublicProject = (id: string | null) =>
  useQuery({ ...getPublicProjectQueryOptions(id ?? ''), enabled: id !== null });

/** Whether the signed-in user owns the project: the owner route answers 404 for anyone else. */
export const useOwnsProject = (projectId: number | null, signedIn: boolean) =>
  useQuery({
    queryKey: ['projects', projectId, 'owned'],
    queryFn: ({ signal }) => api.get<ProjectResponse>(`/projects/${projectId}`, { signal }),
    enabled: signedIn && projectId !== null,
    retry: false,
    staleTime: 5 * 60_000,
    select: () => true,
  });
