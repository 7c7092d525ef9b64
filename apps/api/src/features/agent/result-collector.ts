/**
 * Collects agents' answers from every agent queue the api has used and stores them (persist.ts).
 * Queue events give low latency; a periodic sweep over open messages makes it complete, so answers
 * that completed while no api was listening (a restart, another instance) are still stored, and
 * messages past AGENT_TIMEOUT_MS get the AI-timeout reply.
 */
import fp from 'fastify-plugin';
import { Job, QueueEvents } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_QUEUE_NAME } from '@atelier/contracts';
import { persistFailure, persistResult, storeProgress } from './persist.ts';
import { dispatch } from './dispatch.ts';

const SWEEP_INTERVAL_MS = 5000;
/** A message announced with files is sent without them after this long. */
const FILES_GRACE_MS = 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Agent job ids are user message uuids (see dispatch.ts). */
async function messageIdOf(app: FastifyInstance, jobId: string): Promise<number | null> {
  if (!UUID.test(jobId)) return null;
  const row = await app.prisma.message.findUnique({ where: { uuid: jobId }, select: { id: true } });
  return row?.id ?? null;
}

/**
 * Removes a finished job once its outcome is stored: its data carries the project's data-API token,
 * which must not stay in Redis. A failure only delays that to the queue's removeOnComplete/removeOnFail age.
 */
async function forgetJob(app: FastifyInstance, queueName: string, jobId: string): Promise<void> {
  await app.queues
    .agentQueue(queueName)
    .remove(jobId)
    .catch((error: unknown) =>
      app.log.warn({ err: error, jobId, queue: queueName }, 'finished job not removed'),
    );
}

/** Settles one open message from its job's state; answers whether it is settled now. */
export async function settleFromJob(
  app: FastifyInstance,
  message: { id: number; jobId: string | null; queueName: string | null },
): Promise<boolean> {
  if (!message.jobId) return false;
  const queue = app.queues.agentQueue(message.queueName ?? DEFAULT_QUEUE_NAME);
  // State first, then the job: read the other way round, a job finishing in between has no return value yet.
  const state = await queue.getJobState(message.jobId);
  if (state === 'completed' || state === 'failed') {
    const job = await Job.fromId(queue, message.jobId);
    if (!job) return false;
    if (state === 'completed') await persistResult(app, message.id, job.returnvalue);
    else await persistFailure(app, message.id, 'AI_FAILED', job.failedReason);
    await forgetJob(app, message.queueName ?? DEFAULT_QUEUE_NAME, message.jobId);
    return true;
  }
  if (state === 'active') {
    await app.prisma.message.updateMany({
      where: { id: message.id, status: 'queued' },
      data: { status: 'working' },
    });
  }
  return false;
}

/** Brings every open message of a conversation (or all) up to date: answers, failures, timeouts. */
export async function sweep(app: FastifyInstance, conversationId?: number): Promise<void> {
  const open = await app.prisma.message.findMany({
    where: {
      role: 'user',
      status: { in: ['queued', 'working'] },
      ...(conversationId ? { conversationId } : {}),
    },
    select: { id: true, jobId: true, queueName: true, createdAt: true, hasFiles: true },
    orderBy: { createdAt: 'asc' },
    take: 500,
  });
  const now = Date.now();
  for (const message of open) {
    if (await settleFromJob(app, message)) continue;
    const age = now - message.createdAt.getTime();
    if (age > app.config.AGENT_TIMEOUT_MS) {
      await persistFailure(app, message.id, 'AI_TIMEOUT');
    } else if (!message.jobId && age > FILES_GRACE_MS) {
      await dispatch(app, message.id);
    }
  }
}

export default fp(
  async (app) => {
    const listeners = new Map<string, QueueEvents>();
    const { connection } = app.queues;
    let closed = false;

    const listen = (name: string) => {
      if (listeners.has(name) || closed) return;
      const events = new QueueEvents(name, {
        connection: { url: connection.url },
        prefix: connection.prefix,
      });
      listeners.set(name, events);
      const handle = (jobId: string, work: (messageId: number) => Promise<unknown>) => {
        messageIdOf(app, jobId)
          .then((id) => (id ? work(id) : null))
          .catch((error: unknown) =>
            app.log.error({ err: error, jobId, queue: name }, 'storing an agent result failed'),
          );
      };
      events.on('completed', ({ jobId, returnvalue }) =>
        handle(jobId, async (id) => {
          await persistResult(app, id, returnvalue);
          await forgetJob(app, name, jobId);
        }),
      );
      events.on('failed', ({ jobId }) =>
        handle(jobId, async (id) => {
          // 'failed' also fires for attempts that will be retried; only a job that stays failed ends the message.
          const message = await app.prisma.message.findUniqueOrThrow({ where: { id } });
          await settleFromJob(app, message);
        }),
      );
      // Reports of one job are stored in the order they came, so an older one never overwrites a newer one.
      const progressChains = new Map<string, Promise<unknown>>();
      events.on('progress', ({ jobId, data }) => {
        const previous = progressChains.get(jobId) ?? Promise.resolve();
        const next = previous
          .then(async () => {
            const id = await messageIdOf(app, jobId);
            if (id) await storeProgress(app, id, data);
          })
          .catch((error: unknown) =>
            app.log.warn({ err: error, jobId, queue: name }, 'storing agent progress failed'),
          );
        progressChains.set(jobId, next);
        void next.finally(() => {
          if (progressChains.get(jobId) === next) progressChains.delete(jobId);
        });
      });
      events.on('active', ({ jobId }) =>
        handle(jobId, (id) =>
          app.prisma.message.updateMany({ where: { id, status: 'queued' }, data: { status: 'working' } }),
        ),
      );
      events.on('error', (error) => app.log.warn({ err: error, queue: name }, 'queue events error'));
    };

    const refresh = async () => {
      for (const name of [DEFAULT_QUEUE_NAME, ...(await app.queues.knownAgentQueues())]) listen(name);
      await sweep(app);
    };

    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      running ??= refresh()
        .catch((error: unknown) => app.log.error({ err: error }, 'agent result sweep failed'))
        .finally(() => {
          running = null;
        });
    }, SWEEP_INTERVAL_MS);
    timer.unref();

    app.addHook('onReady', async () => {
      for (const name of [DEFAULT_QUEUE_NAME, ...(await app.queues.knownAgentQueues())]) listen(name);
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await running;
      await Promise.all([...listeners.values()].map((events) => events.close()));
    });
    app.decorate('listenToAgentQueue', listen);
  },
  { name: 'result-collector', dependencies: ['queues'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts collecting answers from a queue at once (it would otherwise be picked up by the next sweep). */
    listenToAgentQueue?: (name: string) => void;
  }
}
