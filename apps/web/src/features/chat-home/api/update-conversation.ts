import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateConversationRequest, UpdateConversationResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { conversationsQueryKey } from './get-conversations';

export const updateConversation = ({ uuid, data }: { uuid: string; data: UpdateConversationRequest }) =>
  api.put<UpdateConversationResponse>(`/conversations/${encodeURIComponent(uuid)}`, data);

export const useUpdateConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
};
