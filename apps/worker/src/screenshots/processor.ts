import type { Processor } from 'bullmq';
import type { WorkerContext } from '../context.ts';

export const screenshotProcessor = (_ctx: WorkerContext): Processor => {
  return async () => {
    throw new Error('Screenshots are not available yet.');
  };
};
