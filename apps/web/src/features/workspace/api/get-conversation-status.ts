import type { ConversationStatusResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

export const getConversationStatus = (uuid: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ConversationStatusResponse>(`/conversations/${encodeURIComponent(uuid)}/status`, { signal });
