import { useMutation } from '@tanstack/react-query';
import type { CreateConversationResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

export interface CreateConversationInput {
  content: string;
  category_name: string | null;
  has_files: boolean;
}

export const createConversation = (data: CreateConversationInput) =>
  api.post<CreateConversationResponse>('/conversations', data);

export const useCreateConversation = () => useMutation({ mutationFn: createConversation });
