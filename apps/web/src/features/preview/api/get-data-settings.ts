import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataSettingsResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

/** The project's publishable key and each collection's rule (docs/security.md). */
export const dataSettingsQueryKey = (projectId: number) => ['projects', projectId, 'data-rules'] as const;

export const getDataSettings = ({ projectId, signal }: { projectId: number; signal?: AbortSignal }) =>
  api.get<DataSettingsResponse>(`/projects/${projectId}/data/rules`, { signal });

export const getDataSettingsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: dataSettingsQueryKey(projectId),
    queryFn: ({ signal }) => getDataSettings({ projectId, signal }),
    select: (response) => response.data,
  });

export const useDataSettings = (projectId: number) => useQuery(getDataSettingsQueryOptions(projectId));
