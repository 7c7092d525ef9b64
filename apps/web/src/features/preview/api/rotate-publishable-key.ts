import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataSettingsResponse, RotatePublishableKeyResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { conversationQueryKey } from '@/lib/query-keys';
import { dataSettingsQueryKey } from './get-data-settings';

export const rotatePublishableKey = (projectId: number) =>
  api.post<RotatePublishableKeyResponse>(`/projects/${projectId}/publishable-key/rotate`);

export const useRotatePublishableKey = ({
  projectId,
  conversationId,
}: {
  projectId: number;
  conversationId: string;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotatePublishableKey(projectId),
    onSuccess: (answer) => {
      queryClient.setQueryData<DataSettingsResponse>(dataSettingsQueryKey(projectId), (current) =>
        current
          ? { ...current, data: { ...current.data, publishable_key: answer.data.publishable_key } }
          : current,
      );
      // The conversation metadata (project_publishable_key) catches up behind it.
      void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversationId) });
    },
  });
};
