import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataRules, DataSettingsResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { dataSettingsQueryKey } from './get-data-settings';

export const updateDataRules = ({ projectId, rules }: { projectId: number; rules: DataRules }) =>
  api.patch<DataSettingsResponse>(`/projects/${projectId}/data/rules`, { rules });

export const useUpdateDataRules = (projectId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: DataRules) => updateDataRules({ projectId, rules }),
    // The answer is the whole new state: it replaces the cached one.
    onSuccess: (answer) => queryClient.setQueryData(dataSettingsQueryKey(projectId), answer),
  });
};
