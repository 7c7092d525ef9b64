import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationsQueryKey } from './get-conversations';

export const deleteConversation = ({ uuid }: { uuid: string }) =>
  api.delete<unknown>(`/conversations/${encodeURIComponent(uuid)}`);

export const useDeleteConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
};
