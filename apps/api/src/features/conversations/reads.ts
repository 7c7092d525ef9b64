/**
 * The reads a workspace polls, each in one database round trip (no transaction around them): a page of
 * conversations with its total, one conversation with its messages, a conversation's lock. Rows come
 * back shaped for view.ts. Only what the answer shows is read: the list takes each conversation's last
 * message alone (LIMIT 1), never all of them.
 */
import type { FastifyInstance } from 'fastify';
import { Prisma } from '@atelier/db';
import type { MessageFileRow } from '../files/view.ts';
import type { ConversationView, MessageView } from './view.ts';

/**
 * A conversation's view columns, with its category, project and last message, for a query that names
 * the conversation `c` and joins `categories cat` and `projects p` (see FROM_CONVERSATION).
 */
const CONVERSATION_COLUMNS = Prisma.sql`
  c.id, c.uuid::text AS uuid, c.title, c.priority::text AS priority, c.status,
  c.message_count AS "messageCount", c.last_message_at AS "lastMessageAt", c.created_at AS "createdAt",
  cat.id AS "categoryId", cat.name AS "categoryName",
  p.id AS "projectId", p.uuid::text AS "projectUuid", p.name AS "projectName", p.token AS "projectToken",
  p.publishable_key AS "projectPublishableKey", p.is_public AS "projectIsPublic",
  (SELECT m.content FROM messages m WHERE m.conversation_id = c.id
   ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS "lastContent"`;

const FROM_CONVERSATION = Prisma.sql`
  FROM conversations c
  LEFT JOIN categories cat ON cat.id = c.category_id
  LEFT JOIN projects p ON p.conversation_id = c.id`;

interface ConversationViewRow {
  id: number;
  uuid: string;
  title: string;
  priority: ConversationView['priority'];
  status: string;
  messageCount: number;
  lastMessageAt: Date;
  createdAt: Date;
  categoryId: number | null;
  categoryName: Prisma.JsonValue;
  projectId: number | null;
  projectUuid: string | null;
  projectName: string | null;
  projectToken: string | null;
  projectPublishableKey: string | null;
  projectIsPublic: boolean | null;
  lastContent: string | null;
}

function toView(row: ConversationViewRow): ConversationView {
  return {
    uuid: row.uuid,
    title: row.title,
    priority: row.priority,
    status: row.status,
    messageCount: row.messageCount,
    lastMessageAt: row.lastMessageAt,
    createdAt: row.createdAt,
    category: row.categoryId === null ? null : { id: row.categoryId, name: row.categoryName ?? {} },
    project:
      row.projectId === null
        ? null
        : {
            id: row.projectId,
            uuid: row.projectUuid ?? '',
            name: row.projectName ?? '',
            token: row.projectToken ?? '',
            publishableKey: row.projectPublishableKey ?? '',
            isPublic: row.projectIsPublic ?? false,
          },
    messages: row.lastContent === null ? [] : [{ content: row.lastContent }],
  };
}

/** One page of the user's conversations, latest activity first, and how many there are in all. */
export async function conversationPage(
  app: FastifyInstance,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ total: number; rows: ConversationView[] }> {
  // The count comes along even for a page past the end: the LATERAL page then joins no row.
  const rows = await app.prisma.$queryRaw<(Partial<ConversationViewRow> & { total: number })[]>`
    SELECT t.total, page.*
    FROM (SELECT count(*)::int AS total FROM conversations WHERE user_id = ${userId}) t
    LEFT JOIN LATERAL (
      SELECT ${CONVERSATION_COLUMNS}
      ${FROM_CONVERSATION}
      WHERE c.user_id = ${userId}
      ORDER BY c.last_message_at DESC, c.id DESC
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}
    ) page ON true
    ORDER BY page."lastMessageAt" DESC, page.id DESC`;
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.filter((row): row is ConversationViewRow & { total: number } => row.id != null).map(toView),
  };
}

interface MessageJson {
  uuid: string;
  content: string;
  role: MessageView['role'];
  status: MessageView['status'];
  errorCode: string | null;
  meta: Prisma.JsonValue;
  hasFiles: boolean;
  createdAt: string;
  categoryName: Prisma.JsonValue;
  files: MessageFileRow[];
}

/** Timestamps are stored as UTC without a zone; JSON built in SQL carries them as ISO strings. */
const isoUtc = (column: Prisma.Sql) => Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The user's conversation with every message (oldest first, each with its files), or null. */
export async function conversationWithMessages(
  app: FastifyInstance,
  userId: number,
  uuid: string,
): Promise<{ conversation: ConversationView; messages: MessageView[] } | null> {
  const rows = await app.prisma.$queryRaw<(ConversationViewRow & { messages: MessageJson[] })[]>`
    SELECT ${CONVERSATION_COLUMNS},
      COALESCE((
        SELECT json_agg(json_build_object(
          'uuid', m.uuid, 'content', m.content, 'role', m.role, 'status', m.status,
          'errorCode', m.error_code, 'meta', m.meta, 'hasFiles', m.has_files,
          'createdAt', ${isoUtc(Prisma.sql`m.created_at`)}, 'categoryName', mc.name,
          'files', COALESCE((
            SELECT json_agg(json_build_object(
              'uuid', f.uuid, 'storageKey', f.storage_key, 'originalName', f.original_name,
              'mimeType', f.mime_type, 'size', f.size) ORDER BY f.id)
            FROM files f WHERE f.message_id = m.id), '[]'::json)
        ) ORDER BY m.created_at, m.id)
        FROM messages m LEFT JOIN categories mc ON mc.id = m.category_id
        WHERE m.conversation_id = c.id), '[]'::json) AS messages
    ${FROM_CONVERSATION}
    WHERE c.uuid = ${uuid}::uuid AND c.user_id = ${userId}`;
  const row = rows[0];
  if (!row) return null;
  return {
    conversation: toView(row),
    messages: row.messages.map((m) => ({
      uuid: m.uuid,
      content: m.content,
      role: m.role,
      status: m.status,
      errorCode: m.errorCode,
      meta: m.meta,
      hasFiles: m.hasFiles,
      createdAt: new Date(m.createdAt),
      category: m.categoryName === null ? null : { name: m.categoryName },
      files: m.files,
    })),
  };
}

/** What a conversation's lock is made of: its latest open user message, if any. */
export interface OpenMessage {
  status: 'queued' | 'working';
  jobId: string | null;
}

/** The user's conversation's id, needs_refresh flag and latest open user message, or null. */
export async function conversationStatus(
  app: FastifyInstance,
  userId: number,
  uuid: string,
): Promise<{ id: number; needsRefresh: boolean; open: OpenMessage | null } | null> {
  const rows = await app.prisma.$queryRaw<
    {
      id: number;
      needsRefresh: boolean;
      openStatus: OpenMessage['status'] | null;
      openJobId: string | null;
    }[]
  >`
    SELECT c.id, c.needs_refresh AS "needsRefresh", m.status::text AS "openStatus", m.job_id AS "openJobId"
    FROM conversations c
    LEFT JOIN LATERAL (
      SELECT status, job_id FROM messages
      WHERE conversation_id = c.id AND role = 'user' AND status IN ('queued', 'working')
      ORDER BY created_at DESC LIMIT 1
    ) m ON true
    WHERE c.uuid = ${uuid}::uuid AND c.user_id = ${userId}`;
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    needsRefresh: row.needsRefresh,
    open: row.openStatus ? { status: row.openStatus, jobId: row.openJobId } : null,
  };
}
