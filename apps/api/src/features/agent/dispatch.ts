/**
 * Hands a user message to its agent: builds the versioned job (conversation, message, recent history,
 * attachments as signed URLs, the project's current files, language) and adds it to the queue the
 * person chose. A message announced with files waits for them (see `onFilesAttached`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AGENT_LIMITS,
  AGENT_PROTOCOL_VERSION,
  DEFAULT_QUEUE_NAME,
  LANGUAGES,
  QUEUE_HEADER,
  isAgentQueueName,
  localized,
  type AgentJob,
  type AgentJobKind,
  type Language,
  type LocalizedText,
  type ProjectFiles,
  type SelectedElement,
} from '@atelier/contracts';
import type { User as UserRow } from '@atelier/db';
import { AppError } from '../../lib/errors.ts';
import { toMessageFile } from '../files/view.ts';

/** What a user message carries in `meta` for its agent job. */
export interface UserMessageMeta {
  kind: AgentJobKind;
  language: Language;
  project_name?: string;
  selected_element?: SelectedElement;
}

export function readMeta(meta: unknown): UserMessageMeta {
  const value = (meta ?? {}) as Partial<UserMessageMeta>;
  return {
    kind: value.kind === 'create_project' ? 'create_project' : 'message',
    language: LANGUAGES.includes(value.language as Language) ? (value.language as Language) : 'en',
    ...(value.project_name ? { project_name: value.project_name } : {}),
    ...(value.selected_element ? { selected_element: value.selected_element } : {}),
  };
}

/** The queue named by the X-Queue-Name header (the user's developer setting), or ai_processing_queue. */
export function queueNameFrom(request: FastifyRequest): string {
  const header = request.headers[QUEUE_HEADER];
  const name = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!name) return DEFAULT_QUEUE_NAME;
  if (!isAgentQueueName(name)) {
    throw new AppError(422, 'INVALID_QUEUE_NAME', {
      errors: { [QUEUE_HEADER]: ['The queue name format is invalid.'] },
    });
  }
  return name;
}

/** Who may hand work to an agent: a verified e-mail and an active account (core §4, §6). */
export function assertMayUseAgent(user: UserRow): void {
  if (!user.emailVerifiedAt) throw new AppError(403, 'EMAIL_NOT_VERIFIED');
  if (user.status !== 1) throw new AppError(403, 'ACCOUNT_DEACTIVE_ACTION_BLOCKED');
}

export async function latestFiles(
  app: FastifyInstance,
  projectId: number,
): Promise<{ version: number; files: ProjectFiles }> {
  const latest = await app.prisma.projectVersion.findFirst({
    where: { projectId },
    orderBy: { number: 'desc' },
    select: { number: true, files: true },
  });
  return latest ? { version: latest.number, files: latest.files as ProjectFiles } : { version: 0, files: {} };
}

async function buildJob(
  app: FastifyInstance,
  messageId: number,
): Promise<{ queue: string; job: AgentJob; owner: number }> {
  const message = await app.prisma.message.findUniqueOrThrow({
    where: { id: messageId },
    include: {
      files: { orderBy: { id: 'asc' } },
      conversation: { include: { category: true, project: true, user: true } },
    },
  });
  const { conversation } = message;
  const meta = readMeta(message.meta);
  const history = await app.prisma.message.findMany({
    where: {
      conversationId: conversation.id,
      createdAt: { lte: message.createdAt },
      id: { not: message.id },
    },
    orderBy: { createdAt: 'desc' },
    take: AGENT_LIMITS.maxHistory,
    select: { role: true, content: true, createdAt: true },
  });
  const project = conversation.project;
  const current = project ? await latestFiles(app, project.id) : null;
  const job: AgentJob = {
    v: AGENT_PROTOCOL_VERSION,
    kind: meta.kind,
    conversation: {
      uuid: conversation.uuid,
      title: conversation.title,
      category: conversation.category
        ? {
            id: conversation.category.id,
            slug: conversation.category.slug,
            name: localized(conversation.category.name as LocalizedText, meta.language),
          }
        : null,
    },
    message: {
      uuid: message.uuid,
      content: message.content,
      created_at: message.createdAt.toISOString(),
      ...(meta.selected_element ? { selected_element: meta.selected_element } : {}),
    },
    history: history
      .reverse()
      .map((h) => ({ role: h.role, content: h.content, created_at: h.createdAt.toISOString() })),
    attachments: message.files.map((file) => toMessageFile(app, file)),
    project:
      project && current
        ? {
            id: project.id,
            uuid: project.uuid,
            name: project.name,
            // No secret in the job: it sits in Redis and reaches agents written by anyone.
            publishable_key: project.publishableKey,
            ...current,
          }
        : null,
    ...(meta.project_name ? { project_name: meta.project_name } : {}),
    language: meta.language,
    user: { id: conversation.user.id, name: conversation.user.name },
  };
  return { queue: message.queueName ?? DEFAULT_QUEUE_NAME, job, owner: conversation.userId };
}

/** Adds the message's job to its queue, once: the job id is the message uuid. */
export async function dispatch(app: FastifyInstance, messageId: number): Promise<void> {
  const { queue, job, owner } = await buildJob(app, messageId);
  const jobId = await app.queues.addAgentJob(queue, job);
  const { count } = await app.prisma.message.updateMany({
    where: { id: messageId, jobId: null },
    data: { jobId },
  });
  // No longer waiting for files: the lock its owner polls says so.
  if (count === 1) await app.userChanges.changed(owner);
}

/** A message waits for its files when it was sent with has_files and none has arrived yet. */
export function awaitsFiles(
  message: { hasFiles: boolean; jobId: string | null },
  fileCount: number,
): boolean {
  return message.hasFiles && message.jobId === null && fileCount === 0;
}

/**
 * Files arrived for a conversation or one of its messages: the user message still waiting for them
 * goes to its agent now, with the files as attachments.
 */
export async function onFilesAttached(
  app: FastifyInstance,
  target: { conversationId: number; messageId?: number },
): Promise<void> {
  const waiting = await app.prisma.message.findFirst({
    where: {
      conversationId: target.conversationId,
      role: 'user',
      status: 'queued',
      jobId: null,
      ...(target.messageId ? { id: target.messageId } : {}),
    },
    orderBy: { createdAt: 'desc' },
  });
  if (!waiting) return;
  if (!target.messageId) {
    // Files sent to the conversation belong to the message that announced them.
    await app.prisma.storedFile.updateMany({
      where: { conversationId: target.conversationId, messageId: null },
      data: { messageId: waiting.id },
    });
  }
  await dispatch(app, waiting.id);
}
