import type { SelectedElement, SendMessageResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

export interface SendMessageInput {
  conversationId: string;
  content: string;
  category_name: string | null;
  has_files: boolean;
  selected_element?: SelectedElement;
}

export const sendMessage = ({ conversationId, ...body }: SendMessageInput) =>
  api.post<SendMessageResponse>(`/conversations/${encodeURIComponent(conversationId)}/messages`, body);
