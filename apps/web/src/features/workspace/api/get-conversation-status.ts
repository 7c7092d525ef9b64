import type { ConversationStatusResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

export const conversationStatusQueryKey = (uuid: string) => ['conversation', uuid, 'status'] as const;

export const getConversationStatus = (uuid: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ConversationStatusResponse>(`/conversations/${encodeURIComponent(uuid)}/status`, { signal });
