import type { FastifyInstance } from 'fastify';
import {
  AgentProgress,
  AgentUsage,
  MessageCode,
  localized,
  parseRichContent,
  type Conversation,
  type ConversationMetadata,
  type Language,
  type LocalizedText,
  type Message,
} from '@atelier/contracts';
import type { Category, Prisma } from '@atelier/db';
import { toMessageFile, type MessageFileRow } from '../files/view.ts';
import { previewUrl } from '../projects/view.ts';

export const messageInclude = {
  files: { orderBy: { id: 'asc' } },
  category: true,
} satisfies Prisma.MessageInclude;
export type MessageRow = Prisma.MessageGetPayload<{ include: typeof messageInclude }>;

export const conversationInclude = {
  category: true,
  project: {
    select: { id: true, uuid: true, name: true, token: true, publishableKey: true, isPublic: true },
  },
  messages: { orderBy: { createdAt: 'desc' }, take: 1, select: { content: true } },
} satisfies Prisma.ConversationInclude;
export type ConversationRow = Prisma.ConversationGetPayload<{ include: typeof conversationInclude }>;

/** What a conversation's view reads: a ConversationRow, or the one-query reads of reads.ts. */
export type ConversationView = Pick<
  ConversationRow,
  'uuid' | 'title' | 'lastMessageAt' | 'createdAt' | 'messageCount' | 'priority' | 'status' | 'project'
> & {
  category: Pick<Category, 'id' | 'name'> | null;
  /** The last message only. */
  messages: { content: string }[];
};

/** What a message's view reads: a MessageRow, or a message of reads.ts's conversation query. */
export type MessageView = Pick<
  MessageRow,
  'uuid' | 'content' | 'role' | 'status' | 'errorCode' | 'meta' | 'hasFiles' | 'createdAt'
> & {
  category: Pick<Category, 'name'> | null;
  files: MessageFileRow[];
};

/** What a list shows of a message: a rich card by its title, plain text as it is. */
export function messagePreview(content: string): string {
  const card = parseRichContent(content);
  return card ? card.title : content;
}

/** A user message's live progress (while its agent works) and an answer's token usage, from meta. */
function agentExtras(
  row: Pick<MessageView, 'role' | 'status' | 'meta'>,
): Pick<Message, 'progress' | 'usage'> {
  const meta = (row.meta && typeof row.meta === 'object' ? row.meta : {}) as Record<string, unknown>;
  if (row.role === 'user') {
    const open = row.status === 'queued' || row.status === 'working';
    const progress = open ? AgentProgress.safeParse(meta.progress) : null;
    return { progress: progress?.success ? progress.data : null };
  }
  const usage = AgentUsage.safeParse(meta.usage);
  return { usage: usage.success ? usage.data : null };
}

export function toMessage(app: FastifyInstance, row: MessageView, lang: Language): Message {
  const files = row.files.map((file) => toMessageFile(app, file));
  const errorCode = MessageCode.safeParse(row.errorCode);
  return {
    uuid: row.uuid,
    content: row.content,
    role: row.role,
    category: row.category ? { name: localized(row.category.name as LocalizedText, lang) } : null,
    category_name: row.category ? localized(row.category.name as LocalizedText, lang) : null,
    created_at: row.createdAt.toISOString(),
    has_files: row.hasFiles || files.length > 0,
    files,
    formatted_files: files,
    status: row.status,
    error_code: errorCode.success ? errorCode.data : null,
    ...agentExtras(row),
  };
}

export function toConversation(app: FastifyInstance, row: ConversationView, lang: Language): Conversation {
  const last = row.messages[0]?.content ?? null;
  const lastMessage = last === null ? null : messagePreview(last);
  const metadata: ConversationMetadata = row.project
    ? {
        project_id: row.project.id,
        project_name: row.project.name,
        project_uuid: row.project.uuid,
        project_token: row.project.token,
        project_publishable_key: row.project.publishableKey,
        preview_url: previewUrl(app, row.project),
      }
    : {};
  return {
    uuid: row.uuid,
    id: row.uuid,
    title: row.title,
    category: row.category
      ? { id: row.category.id, name: localized(row.category.name as LocalizedText, lang) }
      : null,
    last_message: lastMessage,
    lastMessage,
    last_message_at: row.lastMessageAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    message_count: row.messageCount,
    priority: row.priority,
    status: row.status,
    project_uuid: row.project?.uuid ?? null,
    project_name: row.project?.name ?? null,
    metadata,
  };
}

/** A conversation's title from its first message: one line, cut at a word near 60 characters. */
export function titleFrom(content: string, fallback: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (!line) return fallback;
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  const space = cut.lastIndexOf(' ');
  return `${(space > 30 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
