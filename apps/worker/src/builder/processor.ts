import type { Processor } from 'bullmq';
import type { WorkerContext } from '../context.ts';

export const buildProcessor = (_ctx: WorkerContext): Processor => {
  return async () => {
    throw new Error('The builder is not available yet.');
  };
};
