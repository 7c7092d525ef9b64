/** The built-in offline agent's BullMQ consumer on the agent queue (docs/built-in-agent.md). */
import { UnrecoverableError, type Processor } from 'bullmq';
import { parseAgentJob, parseAgentResult, type AgentResult } from '@atelier/contracts';
import type { WorkerContext } from '../context.ts';
import { answer, warmUp } from './agent.ts';

export const agentProcessor = (ctx: WorkerContext): Processor => {
  warmUp();
  const options = { previewUrl: ctx.config.PREVIEW_URL, appUrl: ctx.config.APP_URL };
  return async (job): Promise<AgentResult> => {
    const parsed = parseAgentJob(job.data);
    // A malformed job will not get better on a retry: fail it at once, with the reason.
    if (!parsed.ok) throw new UnrecoverableError(`Invalid agent job: ${parsed.error}`);
    const started = performance.now();
    const result = answer(parsed.result, options);
    const checked = parseAgentResult(result);
    if (!checked.ok) throw new Error(`The built-in agent produced an invalid result: ${checked.error}`);
    ctx.log.debug(
      {
        jobId: job.id,
        kind: parsed.result.kind,
        files: result.files ? Object.keys(result.files).length : 0,
        ms: Math.round(performance.now() - started),
      },
      'agent answered',
    );
    return checked.result;
  };
};
