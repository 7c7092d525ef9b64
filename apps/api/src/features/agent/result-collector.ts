/**
 * The one place that stores agents' answers (persist.ts): it collects them from every agent queue the
 * api has used. Queue events store an answer the moment its job ends; a sweep over open messages every
 * AGENT_SWEEP_INTERVAL_MS is the safety net, so answers that completed while no api was listening (a
 * restart, another instance) are still stored, messages past AGENT_TIMEOUT_MS get the AI-timeout reply,
 * and a message whose files never came goes to its agent without them. Reads never collect: the routes
 * a workspace polls only show what this stored (docs/agent-protocol.md, "Who stores the answer").
 */
import fp from 'fastify-plugin';
import { Job, QueueEvents } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_QUEUE_NAME } from '@atelier/contracts';
import { markWorking, persistFailure, persistResult, storeProgress } from './persist.ts';
import { dispatch } from './dispatch.ts';

/** A new listener also takes the events of this long before it started: none falls between. */
const REPLAY_MS = 10_000;
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
  if (state === 'active') await markWorking(app, message.id);
  return false;
}

/** Brings every open message up to date: answers, failures, timeouts, overdue files. */
export async function sweep(app: FastifyInstance): Promise<void> {
  const open = await app.prisma.message.findMany({
    where: { role: 'user', status: { in: ['queued', 'working'] } },
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

    const listen = (name: string, since: string) => {
      if (listeners.has(name) || closed) return;
      const events = new QueueEvents(name, {
        connection: { url: connection.url },
        prefix: connection.prefix,
        // From a moment before now rather than from the next event: a job that ends while the listener
        // connects is still seen. A replayed answer is stored once all the same (persist.ts).
        lastEventId: since,
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
      events.on('active', ({ jobId }) => handle(jobId, (id) => markWorking(app, id)));
      events.on('error', (error) => app.log.warn({ err: error, queue: name }, 'queue events error'));
    };

    /** A stream id REPLAY_MS before Redis's own clock (stream ids are its milliseconds). */
    const replayFrom = async () => {
      const [seconds, micros] = await app.redis.time();
      return `${Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - REPLAY_MS}-0`;
    };
    const listenToAll = async () => {
      const names = [DEFAULT_QUEUE_NAME, ...(await app.queues.knownAgentQueues())];
      if (names.every((name) => listeners.has(name))) return;
      const since = await replayFrom();
      for (const name of names) listen(name, since);
    };
    const refresh = async () => {
      await listenToAll();
      await sweep(app);
    };

    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      running ??= refresh()
        .catch((error: unknown) => app.log.error({ err: error }, 'agent result sweep failed'))
        .finally(() => {
          running = null;
        });
    }, app.config.AGENT_SWEEP_INTERVAL_MS);
    timer.unref();

    app.addHook('onReady', listenToAll);
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await running;
      await Promise.all([...listeners.values()].map((events) => events.close()));
    });
    app.decorate('listenToAgentQueue', (name: string) => {
      if (listeners.has(name)) return;
      replayFrom()
        .then((since) => listen(name, since))
        .catch((error: unknown) => app.log.warn({ err: error, queue: name }, 'queue not listened to'));
    });
  },
  { name: 'result-collector', dependencies: ['queues'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts collecting answers from a queue at once (it would otherwise be picked up by the next sweep). */
    listenToAgentQueue?: (name: string) => void;
  }
}
