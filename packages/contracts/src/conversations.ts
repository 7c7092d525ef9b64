/** Conversations and their messages (core §3, §4, §7). */
import { z } from 'zod';
import { CHAT_TEXT_MAX, PAGE_SIZES, STRING_MAX } from './constants.ts';
import { BooleanFlag, Envelope, Timestamp, pageQuery, paginated } from './common.ts';
import { IdField, idParam } from './ids.ts';
import { MessageCode } from './message-codes.ts';
import { text } from './text.ts';

export const Priority = z.enum(['high', 'medium', 'low']);
export type Priority = z.infer<typeof Priority>;

export const MessageRole = z.enum(['user', 'assistant']);
export type MessageRole = z.infer<typeof MessageRole>;

/** Where a user message is in the agent queue; assistant messages carry null. */
export const MessageStatus = z.enum(['queued', 'working', 'answered', 'failed']);
export type MessageStatus = z.infer<typeof MessageStatus>;

/** The project a conversation built; every field is absent until it has one (core §3). */
export const ConversationMetadata = z.object({
  project_id: z.number().int().nullable().optional(),
  project_name: z.string().nullable().optional(),
  project_uuid: z.string().nullable().optional(),
  project_token: z.string().nullable().optional(),
  project_publishable_key: z.string().nullable().optional(),
  /** The project's preview address (as Project.preview_url), so the web need not know the preview host. */
  preview_url: z.string().nullable().optional(),
});
export type ConversationMetadata = z.infer<typeof ConversationMetadata>;

/** A file on a message. `url` is signed and expires: browsers load it with no bearer token. */
export const MessageFile = z.object({
  uuid: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size: z.number().int().nonnegative(),
  url: z.string(),
});
export type MessageFile = z.infer<typeof MessageFile>;

/** Tokens a model read and wrote for one reply, as the agent reported them. */
export const AgentUsage = z.object({
  input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
});
export type AgentUsage = z.infer<typeof AgentUsage>;

/**
 * What an agent has done so far on a user message it is still working on: the reply text as it streams
 * and the project files it is writing. Agents report it as BullMQ job progress; it is null once answered.
 */
export const AgentProgress = z.object({
  text: z.string().max(100_000),
  files: z.array(z.string().max(500)).max(500),
  /** A short label of the current step, e.g. "Repairing a build error (attempt 2 of 3)". */
  step: z.string().max(300).optional(),
});
export type AgentProgress = z.infer<typeof AgentProgress>;

export const Message = z.object({
  uuid: z.string(),
  /** Plain text, or for some assistant messages a rich card as JSON (see rich-messages.ts). */
  content: z.string(),
  role: MessageRole,
  category: z.object({ name: z.string() }).nullable(),
  category_name: z.string().nullable(),
  created_at: Timestamp,
  has_files: z.boolean(),
  files: z.array(MessageFile),
  formatted_files: z.array(MessageFile),
  status: MessageStatus.nullable(),
  /** Set when the agent failed this message: the assistant message shows this code's text. */
  error_code: MessageCode.nullable(),
  /** On a user message the agent is still working on: its live progress. */
  progress: AgentProgress.nullable().optional(),
  /** On an assistant message: the tokens its model used (shown to the owner). */
  usage: AgentUsage.nullable().optional(),
});
export type Message = z.infer<typeof Message>;

export const ConversationCategory = z.object({ id: z.number().int(), name: z.string() });
export type ConversationCategory = z.infer<typeof ConversationCategory>;

export const Conversation = z.object({
  uuid: z.string(),
  /** The same value as uuid: the client addresses conversations by either name. */
  id: z.string(),
  title: z.string(),
  category: ConversationCategory.nullable(),
  last_message: z.string().nullable(),
  lastMessage: z.string().nullable(),
  last_message_at: Timestamp.nullable(),
  created_at: Timestamp,
  message_count: z.number().int().nonnegative(),
  priority: Priority,
  status: z.string(),
  project_uuid: z.string().nullable(),
  project_name: z.string().nullable(),
  metadata: ConversationMetadata,
  messages: z.array(Message).optional(),
});
export type Conversation = z.infer<typeof Conversation>;

/** The element a person picked in the preview to talk about. */
export const SelectedElement = z.object({
  selector: text({ multiline: true }).min(1).max(1000),
  text: text({ multiline: true }).max(2000),
  tag: text().max(64).optional(),
});
export type SelectedElement = z.infer<typeof SelectedElement>;

const messageFields = {
  content: text({ multiline: true }).max(CHAT_TEXT_MAX).default(''),
  category_name: text().max(STRING_MAX).nullish(),
  has_files: BooleanFlag.default(false),
};

/** Trimmed text must not be empty unless files come with it (core §5). */
function hasTextOrFiles(v: { content: string; has_files: boolean }): boolean {
  return v.has_files || v.content.trim().length > 0;
}
const emptyMessage = {
  path: ['content'],
  message: 'The content field is required.',
  params: { rule: 'required', keyCode: 'MESSAGE_EMPTY' },
};

export const CreateConversationRequest = z
  .object({
    ...messageFields,
    /** Start a conversation for an existing project whose conversation is missing. */
    project_id: IdField.nullish(),
  })
  .refine(hasTextOrFiles, emptyMessage);
export type CreateConversationRequest = z.infer<typeof CreateConversationRequest>;

export const CreatedMessage = z.object({
  uuid: z.string(),
  created_at: Timestamp,
  files: z.array(MessageFile),
});
export type CreatedMessage = z.infer<typeof CreatedMessage>;

export const CreateConversationResponse = Envelope.extend({
  conversation: Conversation.pick({
    uuid: true,
    title: true,
    created_at: true,
    message_count: true,
    priority: true,
    status: true,
  }),
  user_message: CreatedMessage,
});
export type CreateConversationResponse = z.infer<typeof CreateConversationResponse>;

export const ConversationParams = z.object({ uuid: z.uuid() });
export type ConversationParams = z.infer<typeof ConversationParams>;

export const ListConversationsQuery = pageQuery(PAGE_SIZES.conversations);
export type ListConversationsQuery = z.infer<typeof ListConversationsQuery>;

/** Newest activity first; the client reads conversations.data, last_page and total. */
export const ListConversationsResponse = Envelope.extend({ conversations: paginated(Conversation) });
export type ListConversationsResponse = z.infer<typeof ListConversationsResponse>;

export const ConversationDetail = Conversation.extend({ messages: z.array(Message) });
export type ConversationDetail = z.infer<typeof ConversationDetail>;

export const ConversationResponse = Envelope.extend({ conversation: ConversationDetail });
export type ConversationResponse = z.infer<typeof ConversationResponse>;

export const UpdateConversationRequest = z.object({ title: text().trim().min(1).max(STRING_MAX) });
export type UpdateConversationRequest = z.infer<typeof UpdateConversationRequest>;

export const UpdateConversationResponse = Envelope.extend({ conversation: Conversation });
export type UpdateConversationResponse = z.infer<typeof UpdateConversationResponse>;

export const SendMessageRequest = z
  .object({ ...messageFields, selected_element: SelectedElement.optional() })
  .refine(hasTextOrFiles, emptyMessage);
export type SendMessageRequest = z.infer<typeof SendMessageRequest>;

export const SendMessageResponse = Envelope.extend({ user_message: CreatedMessage });
export type SendMessageResponse = z.infer<typeof SendMessageResponse>;

export const MessagesResponse = Envelope.extend({ messages: z.array(Message) });
export type MessagesResponse = z.infer<typeof MessagesResponse>;

/** Locked while the agent has the conversation's latest message; needs_refresh is true once, after a project appears. */
export const ConversationStatus = z.object({
  is_locked: z.boolean(),
  lock_reason: z.string().nullable(),
  needs_refresh: z.boolean(),
});
export type ConversationStatus = z.infer<typeof ConversationStatus>;

export const ConversationStatusResponse = Envelope.extend({ data: ConversationStatus });
export type ConversationStatusResponse = z.infer<typeof ConversationStatusResponse>;

export const MessageParams = z.object({ id: z.uuid() });
export type MessageParams = z.infer<typeof MessageParams>;

export const MessageStatusResponse = Envelope.extend({
  data: z.object({ uuid: z.string(), status: MessageStatus, error_code: MessageCode.nullable() }),
});
export type MessageStatusResponse = z.infer<typeof MessageStatusResponse>;

export const FindByProjectParams = z.object({ projectId: idParam('CONVERSATION_NOT_FOUND') });
export type FindByProjectParams = z.infer<typeof FindByProjectParams>;

export const FindByProjectResponse = Envelope.extend({ conversation: z.object({ uuid: z.string() }) });
export type FindByProjectResponse = z.infer<typeof FindByProjectResponse>;
