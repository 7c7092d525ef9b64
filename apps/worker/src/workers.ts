/**
 * The worker's BullMQ consumers: an agent on AGENT_QUEUE (the LLM agent when AI_BASE_URL and AI_MODEL
 * are set, otherwise the built-in one), the project builder, screenshots and mail. Each re-validates
 * its payload with the contracts before working.
 */
import { Worker, type Processor } from 'bullmq';
import { INTERNAL_QUEUES } from '@atelier/contracts';
import type { WorkerContext } from './context.ts';
import { agentProcessor } from './agent/processor.ts';
import { llmConfigured } from './config.ts';
import { llmAgentProcessor } from './llm/processor.ts';
import { buildProcessor } from './builder/processor.ts';
import { screenshotProcessor } from './screenshots/processor.ts';
import { createMailer, mailProcessor } from '@atelier/mail';

export interface Consumer {
  queue: string;
  concurrency: number;
  processor: (ctx: WorkerContext) => Processor;
}

export function consumers(ctx: WorkerContext): Consumer[] {
  const { config } = ctx;
  return [
    ...(config.BUILT_IN_AGENT
      ? [
          {
            queue: config.AGENT_QUEUE,
            concurrency: config.AGENT_CONCURRENCY,
            processor: llmConfigured(config) ? llmAgentProcessor() : agentProcessor,
          },
        ]
      : []),
    { queue: INTERNAL_QUEUES.build, concurrency: config.BUILD_CONCURRENCY, processor: buildProcessor },
    {
      queue: INTERNAL_QUEUES.screenshot,
      concurrency: config.SCREENSHOT_CONCURRENCY,
      processor: screenshotProcessor,
    },
    {
      queue: INTERNAL_QUEUES.mail,
      concurrency: 4,
      processor: (context: WorkerContext) => mailProcessor(createMailer(context.config, context.log)),
    },
  ];
}

export function startWorkers(ctx: WorkerContext, only?: string[]): Worker[] {
  return consumers(ctx)
    .filter((c) => !only || only.includes(c.queue))
    .map((c) => {
      const worker = new Worker(c.queue, c.processor(ctx), {
        connection: { url: ctx.config.REDIS_URL },
        prefix: ctx.config.QUEUE_PREFIX,
        concurrency: c.concurrency,
      });
      worker.on('failed', (job, error) =>
        ctx.log.warn({ queue: c.queue, jobId: job?.id, err: error }, 'job failed'),
      );
      worker.on('error', (error) => ctx.log.error({ queue: c.queue, err: error }, 'worker error'));
      return worker;
    });
}
