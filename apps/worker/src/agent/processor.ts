import type { Processor } from 'bullmq';
import type { WorkerContext } from '../context.ts';

/** The built-in offline agent's consumer (see agent/README in the issue). */
export const agentProcessor = (_ctx: WorkerContext): Processor => {
  return async () => {
    throw new Error('The built-in agent is not available yet.');
  };
};
