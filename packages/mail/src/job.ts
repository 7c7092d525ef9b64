/**
 * Mail goes through a queue with retries: the api only enqueues, the worker delivers, so a mail
 * server's hiccup never fails the action that sent it (a registration, a reset request).
 */
import { Queue, type Processor } from 'bullmq';
import { z } from 'zod';
import { INTERNAL_QUEUES } from '@atelier/contracts';
import type { Mailer } from './mailer.ts';

export const MailMessage = z.object({
  to: z.email(),
  subject: z.string().min(1).max(500),
  text: z.string(),
  html: z.string(),
  /** Where a reply goes: the visitor, for a form the team receives. */
  replyTo: z.email().optional(),
});
export type MailMessage = z.infer<typeof MailMessage>;

export const MAIL_JOB_NAME = 'mail.send';
export const MailJob = z.object({ v: z.literal(1), message: MailMessage });
export type MailJob = z.infer<typeof MailJob>;

export interface MailQueue {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createMailQueue(connection: { url: string; prefix: string }): MailQueue {
  const queue = new Queue(INTERNAL_QUEUES.mail, {
    connection: { url: connection.url },
    prefix: connection.prefix,
  });
  return {
    async send(message) {
      const job: MailJob = { v: 1, message: MailMessage.parse(message) };
      await queue.add(MAIL_JOB_NAME, job, {
        attempts: 8,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: { count: 1000 },
        removeOnFail: { age: 14 * 24 * 3600 },
      });
    },
    close: () => queue.close(),
  };
}

/** Delivers one queued mail; a failure throws, so BullMQ retries it with backoff. */
export function mailProcessor(mailer: Mailer): Processor {
  return async (job) => {
    const { message } = MailJob.parse(job.data);
    await mailer.send(message);
    return { to: message.to };
  };
}
