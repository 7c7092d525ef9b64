/** Conversations, messages and people for the workspace's tests. */
import type { ConversationDetail, Message } from '@atelier/contracts';
import { envelope, jsonResponse } from '@/testing/fetch';
import { makeUser } from '@/testing/users';

export const CONVERSATION_ID = '7b1c3f8e-2d4a-4c59-9a7e-1f2b3c4d5e6f';

export const person = makeUser({ lastname: 'Lovelace' });

let counter = 0;

export function message(overrides: Partial<Message> & Pick<Message, 'role' | 'content'>): Message {
  counter += 1;
  return {
    uuid: `m-${counter}`,
    category: { name: 'Development' },
    category_name: 'Development',
    created_at: new Date(Date.UTC(2026, 0, 1, 9, counter)).toISOString(),
    has_files: false,
    files: [],
    formatted_files: [],
    status: overrides.role === 'user' ? 'answered' : null,
    error_code: null,
    progress: null,
    usage: null,
    ...overrides,
  };
}

export function conversation(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    uuid: CONVERSATION_ID,
    id: CONVERSATION_ID,
    title: 'Coffee shop site',
    category: { id: 1, name: 'Development' },
    last_message: null,
    lastMessage: null,
    last_message_at: '2026-01-01T09:00:00Z',
    created_at: '2026-01-01T09:00:00Z',
    message_count: 0,
    priority: 'medium',
    status: 'active',
    project_uuid: null,
    project_name: null,
    metadata: {},
    messages: [],
    ...overrides,
  };
}

export const withProject = {
  project_id: 42,
  project_uuid: 'p-uuid',
  project_name: 'Roastery',
  project_token: 'tok_123',
  preview_url: 'http://localhost:3001/42/',
};

export const conversationResponse = (detail: ConversationDetail) =>
  jsonResponse(200, envelope('CONVERSATION_FETCHED', { conversation: detail }));

export const statusResponse = (data: {
  is_locked: boolean;
  lock_reason: string | null;
  needs_refresh: boolean;
}) => jsonResponse(200, envelope('SUCCESS', { data }));

export const categoriesResponse = () =>
  jsonResponse(
    200,
    envelope('SUCCESS', {
      data: [
        {
          id: 3,
          slug: 'design',
          name: { en: 'Design', tr: 'Tasarım' },
          icon: 'palette',
          color: '#000',
          examples: [],
        },
        {
          id: 1,
          slug: 'development',
          name: { en: 'Development', tr: 'Geliştirme' },
          icon: 'code',
          color: '#7c3aed',
          examples: [],
        },
      ],
    }),
  );

export const apiPaths = {
  conversation: `GET /api/conversations/${CONVERSATION_ID}`,
  status: `GET /api/conversations/${CONVERSATION_ID}/status`,
  send: `POST /api/conversations/${CONVERSATION_ID}/messages`,
  categories: 'GET /api/categories',
  profile: 'GET /api/profile',
} as const;
