/**
 * BullMQ producers: agent queues (named by the user's queue header, or ai_processing_queue) and the
 * internal build and screenshot queues. Every agent queue ever used is remembered in Redis, so the
 * result collector listens to each of them, also after a restart.
 */
import fp from 'fastify-plugin';
import { Queue, type JobsOptions } from 'bullmq';
import {
  AGENT_JOB_NAME,
  INTERNAL_QUEUES,
  PROJECT_BUILD_JOB_NAME,
  SCREENSHOT_JOB_NAME,
  type AgentJob,
  type ProjectBuildJob,
  type ScreenshotJob,
} from '@atelier/contracts';

export interface Queues {
  /** Adds an agent job; its id is the user message's uuid, so adding it twice adds it once. */
  addAgentJob(queueName: string, job: AgentJob): Promise<string>;
  addBuildJob(job: ProjectBuildJob): Promise<void>;
  addScreenshotJob(job: ScreenshotJob): Promise<void>;
  /** An agent queue, created on first use. */
  agentQueue(name: string): Queue;
  /** Every agent queue name used so far. */
  knownAgentQueues(): Promise<string[]>;
  connection: { url: string; prefix: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    queues: Queues;
  }
}

/**
 * An agent job's data carries the project's data-API token, so a finished job must not linger: the
 * result collector removes it as soon as its answer or failure is stored. These ages are the safety
 * net for jobs that finish while no api is running (the collector's sweep still finds them within the
 * hour) or whose removal failed.
 */
const AGENT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 3600, count: 1000 },
};

export default fp(
  async (app) => {
    const { config, redis } = app;
    const prefix = config.QUEUE_PREFIX;
    const connection = { url: config.REDIS_URL };
    const opened = new Map<string, Queue>();
    const queue = (name: string) => {
      let found = opened.get(name);
      if (!found) {
        found = new Queue(name, { connection, prefix });
        opened.set(name, found);
      }
      return found;
    };
    const knownKey = `${config.REDIS_PREFIX}:agent-queues`;

    app.decorate('queues', {
      connection: { url: config.REDIS_URL, prefix },
      agentQueue: queue,
      async addAgentJob(queueName, job) {
        await redis.sadd(knownKey, queueName);
        const added = await queue(queueName).add(AGENT_JOB_NAME, job, {
          ...AGENT_JOB_OPTIONS,
          jobId: job.message.uuid,
        });
        return added.id ?? job.message.uuid;
      },
      async addBuildJob(job) {
        await queue(INTERNAL_QUEUES.build).add(PROJECT_BUILD_JOB_NAME, job, {
          jobId: `version-${job.version_id}`,
          attempts: 2,
          removeOnComplete: { count: 1000 },
          removeOnFail: { count: 1000 },
        });
      },
      async addScreenshotJob(job) {
        await queue(INTERNAL_QUEUES.screenshot).add(SCREENSHOT_JOB_NAME, job, {
          jobId: `screenshot-${job.screenshot_id}`,
          attempts: 2,
          removeOnComplete: { count: 1000 },
          removeOnFail: { count: 1000 },
        });
      },
      async knownAgentQueues() {
        return redis.smembers(knownKey);
      },
    } satisfies Queues);

    app.addHook('onClose', async () => {
      await Promise.all([...opened.values()].map((q) => q.close()));
    });
  },
  { name: 'queues', dependencies: ['external'] },
);
