/**
 * Stores an agent's answer exactly once per user message. The claim is a conditional update of the
 * user message's status inside a transaction, so of two collectors (or a retried job and a late
 * duplicate) only one writes; the reply's unique `reply_to_id` backs that up in the database.
 */
import type { FastifyInstance } from 'fastify';
import {
  AgentProgress,
  WAIT_STATUS,
  messageText,
  parseAgentResult,
  type AgentResult,
  type MessageCode,
} from '@atelier/contracts';
import { Prisma } from '@atelier/db';
import { randomToken } from '../../lib/crypto.ts';
import { applyDataRules } from '../data-api/rules.ts';
import { readMeta } from './dispatch.ts';

export type PersistOutcome = 'stored' | 'already-stored' | 'invalid';

const OPEN = ['queued', 'working'] as const;

async function nextVersionNumber(tx: Prisma.TransactionClient, projectId: number): Promise<number> {
  const last = await tx.projectVersion.findFirst({
    where: { projectId },
    orderBy: { number: 'desc' },
    select: { number: true },
  });
  return (last?.number ?? 0) + 1;
}

/** Progress is only shown while the agent works: an answered message drops it. */
async function clearProgress(tx: Prisma.TransactionClient, messageId: number): Promise<void> {
  await tx.$executeRaw`UPDATE messages SET meta = meta - 'progress' WHERE id = ${messageId} AND jsonb_typeof(meta) = 'object' AND meta ? 'progress'`;
}

/**
 * Stores an agent's progress report on the user message it works on (meta.progress), while that
 * message is still open; a report that breaks the contract is ignored. Answers whether it was stored.
 */
export async function storeProgress(app: FastifyInstance, messageId: number, raw: unknown): Promise<boolean> {
  const parsed = AgentProgress.safeParse(raw);
  if (!parsed.success) {
    app.log.debug({ messageId }, 'agent progress breaks the contract; ignored');
    return false;
  }
  const value = JSON.stringify(parsed.data);
  // One statement, so a report racing the answer can never bring progress back onto an answered message.
  const updated = await app.prisma.$queryRaw<{ userId: number }[]>`
    UPDATE messages m
    SET meta = jsonb_set(CASE WHEN jsonb_typeof(m.meta) = 'object' THEN m.meta ELSE '{}'::jsonb END, '{progress}', ${value}::jsonb),
        status = 'working'
    FROM conversations c
    WHERE m.id = ${messageId} AND m.role = 'user' AND m.status IN ('queued', 'working') AND c.id = m.conversation_id
    RETURNING c.user_id AS "userId"`;
  await announce(app, updated);
  return updated.length === 1;
}

/** Marks a queued message as being with its agent (its job went active). */
export async function markWorking(app: FastifyInstance, messageId: number): Promise<void> {
  const updated = await app.prisma.$queryRaw<{ userId: number }[]>`
    UPDATE messages m SET status = 'working'
    FROM conversations c
    WHERE m.id = ${messageId} AND m.status = 'queued' AND c.id = m.conversation_id
    RETURNING c.user_id AS "userId"`;
  await announce(app, updated);
}

/** The owners of what a committed write changed: their cached reads are stale now. */
async function announce(app: FastifyInstance, owners: { userId: number }[]): Promise<void> {
  await app.userChanges.changed(...owners.map((owner) => owner.userId));
}

/** Persists a raw job return value; one that breaks the contract becomes a failed message. */
export async function persistResult(
  app: FastifyInstance,
  messageId: number,
  raw: unknown,
): Promise<PersistOutcome> {
  const parsed = parseAgentResult(raw);
  if (!parsed.ok) {
    app.log.warn({ messageId, error: parsed.error }, 'agent result breaks the contract');
    const failed = await persistFailure(app, messageId, 'AGENT_RESULT_INVALID', parsed.error);
    return failed === 'stored' ? 'invalid' : failed;
  }
  return persistAnswer(app, messageId, parsed.result);
}

async function persistAnswer(
  app: FastifyInstance,
  messageId: number,
  result: AgentResult,
): Promise<PersistOutcome> {
  const content = typeof result.content === 'string' ? result.content : JSON.stringify(result.content);
  const built = await app.prisma.$transaction(async (tx) => {
    const now = new Date();
    // A late answer may still replace the timeout notice; anything else already answered is left alone.
    const claimed = await tx.message.updateMany({
      where: {
        id: messageId,
        role: 'user',
        OR: [{ status: { in: [...OPEN] } }, { status: 'failed', errorCode: 'AI_TIMEOUT' }],
      },
      data: { status: 'answered', answeredAt: now, errorCode: null },
    });
    if (claimed.count !== 1) return null;
    await clearProgress(tx, messageId);
    const message = await tx.message.findUniqueOrThrow({
      where: { id: messageId },
      include: { conversation: { include: { project: true } } },
    });
    const { conversation } = message;
    const replyData = {
      content,
      errorCode: null,
      meta: result.usage ? { usage: result.usage } : Prisma.JsonNull,
    };
    const existing = await tx.message.findUnique({ where: { replyToId: messageId }, select: { id: true } });
    if (existing) {
      await tx.message.update({ where: { id: existing.id }, data: { ...replyData, createdAt: now } });
    } else {
      await tx.message.create({
        data: {
          conversationId: conversation.id,
          role: 'assistant',
          categoryId: message.categoryId,
          replyToId: messageId,
          ...replyData,
        },
      });
    }

    let project = conversation.project;
    let versionId: number | null = null;
    if (result.files) {
      if (!project) {
        // An agent may build straight from a message; the project appears with the files.
        project = await tx.project.create({
          data: {
            userId: conversation.userId,
            conversationId: conversation.id,
            name: result.project_name ?? readMeta(message.meta).project_name ?? conversation.title,
            token: randomToken(24),
            waitStatus: WAIT_STATUS.hidden,
          },
        });
        await tx.conversation.update({ where: { id: conversation.id }, data: { needsRefresh: true } });
      }
      const version = await tx.projectVersion.create({
        data: {
          projectId: project.id,
          number: await nextVersionNumber(tx, project.id),
          files: result.files,
          summary: result.summary ?? null,
          messageId,
        },
      });
      versionId = version.id;
      await tx.project.update({
        where: { id: project.id },
        data: {
          ...(result.project_name ? { name: result.project_name } : {}),
          ...(project.waitStatus === WAIT_STATUS.ready ? { waitStatus: WAIT_STATUS.building } : {}),
        },
      });
    } else if (project && result.project_name) {
      await tx.project.update({ where: { id: project.id }, data: { name: result.project_name } });
    }
    // The rules for the collections the agent's app uses come with the answer that uses them.
    if (project && result.data_rules) await applyDataRules(tx, project.id, result.data_rules);

    await tx.conversation.update({
      where: { id: conversation.id },
      data: { messageCount: { increment: existing ? 0 : 1 }, lastMessageAt: now },
    });
    const owner = conversation.userId;
    return project && versionId
      ? { owner, projectId: project.id, versionId }
      : { owner, projectId: null, versionId: null };
  });
  if (!built) return 'already-stored';
  await app.userChanges.changed(built.owner);
  if (built.projectId && built.versionId) {
    await app.queues.addBuildJob({ v: 1, project_id: built.projectId, version_id: built.versionId });
  }
  return 'stored';
}

/**
 * Ends a message whose agent failed for good, timed out or answered outside the contract: the chat
 * gets an assistant message carrying the error code's text in the person's language.
 */
export async function persistFailure(
  app: FastifyInstance,
  messageId: number,
  code: MessageCode,
  detail?: string,
): Promise<PersistOutcome> {
  const owner = await app.prisma.$transaction(async (tx) => {
    const claimed = await tx.message.updateMany({
      where: { id: messageId, role: 'user', status: { in: [...OPEN] } },
      data: { status: 'failed', errorCode: code, answeredAt: new Date() },
    });
    if (claimed.count !== 1) return null;
    await clearProgress(tx, messageId);
    const message = await tx.message.findUniqueOrThrow({
      where: { id: messageId },
      include: { conversation: { select: { userId: true } } },
    });
    const language = readMeta(message.meta).language;
    const created = await tx.message.createMany({
      data: [
        {
          conversationId: message.conversationId,
          role: 'assistant',
          categoryId: message.categoryId,
          replyToId: messageId,
          content: messageText(code, language),
          errorCode: code,
          meta: detail ? { detail } : Prisma.JsonNull,
        },
      ],
      skipDuplicates: true,
    });
    await tx.conversation.update({
      where: { id: message.conversationId },
      data: { messageCount: { increment: created.count }, lastMessageAt: new Date() },
    });
    return message.conversation.userId;
  });
  if (owner === null) return 'already-stored';
  await app.userChanges.changed(owner);
  return 'stored';
}
