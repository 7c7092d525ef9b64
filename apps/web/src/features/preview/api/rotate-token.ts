import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RotateProjectTokenResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

/**
 * The workspace keys its conversation queries `['conversation', uuid, …]`; the metadata there carries
 * project_token, so everything under that prefix is asked again after a rotation.
 */
export const conversationQueriesPrefix = (conversationId: string) =>
  ['conversation', conversationId] as const;

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
    // Not awaited: the dialog shows the new token at once, the metadata catches up behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationQueriesPrefix(conversationId) });
    },
  });
};
