import { describe, expect, it } from 'vitest';
import {
  ConversationResponse,
  CreateConversationRequest,
  ListConversationsQuery,
  SendMessageRequest,
  UpdateConversationRequest,
  type ConversationDetail,
} from './conversations.ts';

describe('CreateConversationRequest', () => {
  it('accepts text', () => {
    expect(
      CreateConversationRequest.parse({ content: 'A habit tracker', category_name: 'Development' }),
    ).toEqual({
      content: 'A habit tracker',
      category_name: 'Development',
      has_files: false,
    });
  });

  it('refuses empty or blank text without files, with a required-worded message', () => {
    for (const content of ['', '   \n ']) {
      const result = CreateConversationRequest.safeParse({ content, has_files: false });
      expect(result.success).toBe(false);
      const issue = result.error?.issues[0];
      expect(issue?.path).toEqual(['content']);
      expect(issue?.message).toContain('required');
    }
    expect(CreateConversationRequest.safeParse({}).success).toBe(false);
  });

  it('accepts empty text with files', () => {
    expect(CreateConversationRequest.parse({ content: '', has_files: true }).has_files).toBe(true);
  });

  it('reads has_files sent as a string', () => {
    expect(CreateConversationRequest.parse({ content: '', has_files: 'true' }).has_files).toBe(true);
    expect(CreateConversationRequest.safeParse({ content: '', has_files: 'false' }).success).toBe(false);
    expect(CreateConversationRequest.parse({ content: 'hi', has_files: 'false' }).has_files).toBe(false);
  });

  it('allows 3000 characters and no more', () => {
    expect(CreateConversationRequest.safeParse({ content: 'a'.repeat(3000) }).success).toBe(true);
    const over = CreateConversationRequest.safeParse({ content: 'a'.repeat(3001) });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.code).toBe('too_big');
  });

  it('takes an optional project id', () => {
    expect(CreateConversationRequest.parse({ content: 'x', project_id: 12 }).project_id).toBe(12);
    expect(CreateConversationRequest.safeParse({ content: 'x', project_id: -1 }).success).toBe(false);
  });
});

describe('SendMessageRequest', () => {
  it('follows the same text rules', () => {
    expect(SendMessageRequest.safeParse({ content: ' ' }).success).toBe(false);
    expect(SendMessageRequest.safeParse({ content: ' ', has_files: '1' }).success).toBe(true);
  });

  it('carries a selected element', () => {
    const parsed = SendMessageRequest.parse({
      content: 'Make this blue',
      selected_element: { selector: 'main > h1', text: 'Welcome' },
    });
    expect(parsed.selected_element).toEqual({ selector: 'main > h1', text: 'Welcome' });
  });
});

describe('UpdateConversationRequest', () => {
  it('trims the title and refuses a blank one', () => {
    expect(UpdateConversationRequest.parse({ title: '  Trip planner ' }).title).toBe('Trip planner');
    expect(UpdateConversationRequest.safeParse({ title: '   ' }).success).toBe(false);
    expect(UpdateConversationRequest.safeParse({ title: 'x'.repeat(256) }).success).toBe(false);
  });
});

describe('ListConversationsQuery', () => {
  it('defaults to 9 per page', () => {
    expect(ListConversationsQuery.parse({})).toEqual({ page: 1, per_page: 9 });
  });
});

describe('ConversationResponse', () => {
  it('describes a conversation with its messages and project metadata', () => {
    const conversation: ConversationDetail = {
      uuid: '6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f',
      id: '6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f',
      title: 'Habit tracker',
      category: { id: 1, name: 'Development' },
      last_message: 'Done',
      lastMessage: 'Done',
      last_message_at: '2025-01-01T10:00:00.000Z',
      created_at: '2025-01-01T09:59:00.000Z',
      message_count: 2,
      priority: 'medium',
      status: 'active',
      project_uuid: null,
      project_name: null,
      metadata: {},
      messages: [
        {
          uuid: 'a1',
          content: 'A habit tracker',
          role: 'user',
          category: { name: 'Development' },
          category_name: 'Development',
          created_at: '2025-01-01T09:59:00.000Z',
          has_files: false,
          files: [],
          formatted_files: [],
          status: 'answered',
          error_code: null,
        },
        {
          uuid: 'a2',
          content: 'Done',
          role: 'assistant',
          category: null,
          category_name: null,
          created_at: '2025-01-01T10:00:00.000Z',
          has_files: false,
          files: [],
          formatted_files: [],
          status: null,
          error_code: null,
        },
      ],
    };
    const body = {
      success: true,
      message: 'Conversation loaded.',
      keyCode: 'CONVERSATION_FETCHED',
      conversation,
    };
    expect(ConversationResponse.safeParse(body).success).toBe(true);
    expect(ConversationResponse.safeParse({ ...body, keyCode: 'NOPE' }).success).toBe(false);
  });
});
