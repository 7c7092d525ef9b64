import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  messageText,
  type ConversationStatus,
  type Language,
  type SelectedElement,
} from '@atelier/contracts';
import type { Prisma, User as UserRow } from '@atelier/db';
import { AppError, notFound } from '../../lib/errors.ts';
import type { UserMessageMeta } from '../agent/dispatch.ts';
import type { OpenMessage } from './reads.ts';

/** Development (id 1) when nothing else fits, as the client's own fallback does (core §4). */
const DEFAULT_CATEGORY_ID = 1;

/** A category by its slug or any of its localized names; unknown or absent names get the default. */
export async function resolveCategoryId(
  app: FastifyInstance,
  name: string | null | undefined,
): Promise<number | null> {
  const categories = await app.prisma.category.findMany({
    where: { isActive: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  const wanted = name?.trim().toLocaleLowerCase();
  const match =
    wanted &&
    categories.find(
      (c) =>
        c.slug === wanted ||
        Object.values((c.name ?? {}) as Record<string, string>).some((n) => n.toLocaleLowerCase() === wanted),
    );
  return (match || categories.find((c) => c.id === DEFAULT_CATEGORY_ID) || categories[0])?.id ?? null;
}

/** The user's conversation by uuid; someone else's is "not found", exactly like a missing one. */
export async function findOwnConversation<T extends Prisma.ConversationInclude>(
  app: FastifyInstance,
  user: UserRow,
  uuid: string,
  include?: T,
) {
  const conversation = await app.prisma.conversation.findFirst({ where: { uuid, userId: user.id }, include });
  if (!conversation) throw notFound('CONVERSATION_NOT_FOUND');
  return conversation as Prisma.ConversationGetPayload<{ include: T }>;
}

/**
 * The conversation's lock: held while one of its user messages waits for, or is with, an agent. Read as
 * stored: the result collector (agent/result-collector.ts) is what ends it, with the answer or a timeout.
 */
export async function lockOf(
  app: FastifyInstance | { prisma: Prisma.TransactionClient },
  conversationId: number,
  lang: Language,
): Promise<Pick<ConversationStatus, 'is_locked' | 'lock_reason'>> {
  const open = await app.prisma.message.findFirst({
    where: { conversationId, role: 'user', status: { in: ['queued', 'working'] } },
    orderBy: { createdAt: 'desc' },
    select: { status: true, jobId: true },
  });
  return lockFrom(open as OpenMessage | null, lang);
}

/** The lock that the conversation's latest open user message (or none) makes. */
export function lockFrom(
  open: OpenMessage | null,
  lang: Language,
): Pick<ConversationStatus, 'is_locked' | 'lock_reason'> {
  if (!open) return { is_locked: false, lock_reason: null };
  const code =
    open.jobId === null ? 'AI_WAITING_FOR_FILES' : open.status === 'working' ? 'AI_WORKING' : 'AI_QUEUED';
  return { is_locked: true, lock_reason: messageText(code, lang) };
}

export async function assertUnlocked(
  app: FastifyInstance,
  conversationId: number,
  lang: Language,
): Promise<void> {
  if ((await lockOf(app, conversationId, lang)).is_locked) throw new AppError(409, 'CONVERSATION_LOCKED');
}

/**
 * The same check inside the transaction that adds the message, holding the conversation's row until it
 * commits: two messages sent at once (through one api or two) cannot both find it unlocked.
 */
export async function takeUnlocked(
  tx: Prisma.TransactionClient,
  conversationId: number,
  lang: Language,
): Promise<void> {
  await tx.$queryRaw`SELECT id FROM conversations WHERE id = ${conversationId} FOR UPDATE`;
  if ((await lockOf({ prisma: tx }, conversationId, lang)).is_locked) {
    throw new AppError(409, 'CONVERSATION_LOCKED');
  }
}

export interface NewUserMessage {
  content: string;
  categoryId: number | null;
  hasFiles: boolean;
  queueName: string;
  meta: UserMessageMeta;
}

export function userMessageData(userId: number, input: NewUserMessage) {
  return {
    userId,
    role: 'user' as const,
    content: input.content,
    categoryId: input.categoryId,
    hasFiles: input.hasFiles,
    status: 'queued' as const,
    queueName: input.queueName,
    meta: input.meta as unknown as Prisma.InputJsonValue,
  };
}

export function metaFor(
  lang: Language | undefined,
  extra: { kind?: UserMessageMeta['kind']; project_name?: string; selected_element?: SelectedElement } = {},
): UserMessageMeta {
  return { kind: extra.kind ?? 'message', language: lang ?? DEFAULT_LANGUAGE, ...extra };
}
