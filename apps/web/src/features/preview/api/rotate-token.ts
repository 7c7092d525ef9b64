import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RotateProjectTokenResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { conversationQueryKey } from '@/lib/query-keys';

export const rotateProjectToken = (projectId: number) =>
  api.post<RotateProjectTokenResponse>(`/projects/${projectId}/token/rotate`);

export const useRotateProjectToken = ({
  projectId,
  conversationId,
}: {
  projectId: number;
  conversationId: string;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateProjectToken(projectId),
    // Not awaited: the dialog shows the new token at once; the metadata (project_token) catches up behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversationId) });
    },
  });
};
