import { queryOptions } from '@tanstack/react-query';
import type { ConversationResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { conversationQueryKey } from '@/lib/query-keys';

export const getConversation = (uuid: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ConversationResponse>(`/conversations/${encodeURIComponent(uuid)}`, { signal });

export const getConversationQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: conversationQueryKey(uuid),
    queryFn: ({ signal }) => getConversation(uuid, { signal }),
    select: (response) => response.conversation,
    // The workspace decides when to ask again (hooks/use-conversation-polling.ts).
    staleTime: Infinity,
  });
