/**
 * The LLM agent's BullMQ consumer on the agent queue: validates the job, reports progress while the
 * model streams (throttled), and completes with a contract-checked result. A job the model cannot
 * answer fails with a readable reason (the api shows AI_FAILED); only server outages are retried.
 */
import { UnrecoverableError, type Job, type Processor } from 'bullmq';
import { parseAgentJob, parseAgentResult, type AgentProgress, type AgentResult } from '@atelier/contracts';
import type { Config } from '../config.ts';
import type { WorkerContext } from '../context.ts';
import { AgentFailure, runLlmAgent, type AgentDeps, type LlmSettings } from './agent.ts';
import { screenshotBrowser } from '../screenshots/browser.ts';
import { createChecker, type Checker } from './check.ts';
import { ChatClient, LlmError, LlmTimeoutError, redact } from './client.ts';

/** Progress goes to Redis at most this often; the last state always goes. */
export const PROGRESS_INTERVAL_MS = 300;

export function llmSettings(config: Config): LlmSettings {
  return {
    model: config.AI_MODEL ?? '',
    categoryModels: config.AI_CATEGORY_MODELS,
    tools: config.AI_TOOLS,
    vision: config.AI_VISION,
    maxRepairAttempts: config.AI_MAX_REPAIR_ATTEMPTS,
    tokenBudget: config.AI_TOKEN_BUDGET,
    maxOutputTokens: config.AI_MAX_OUTPUT_TOKENS,
    ...(config.AI_TEMPERATURE !== undefined ? { temperature: config.AI_TEMPERATURE } : {}),
    previewUrl: config.PREVIEW_URL,
    appUrl: config.APP_URL,
  };
}

/** Calls report() at most every intervalMs, always with the newest value; flush() sends what is pending. */
export function throttle<T>(report: (value: T) => Promise<unknown>, intervalMs: number) {
  let last = 0;
  let pending: { value: T } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  const send = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    last = Date.now();
    chain = chain.then(() => report(value)).catch(() => undefined);
  };
  return {
    /** immediate: a change worth showing at once (a new step), sent without waiting. */
    push(value: T, immediate = false) {
      pending = { value };
      const wait = intervalMs - (Date.now() - last);
      if (wait <= 0 || immediate) {
        if (timer) clearTimeout(timer);
        send();
      } else timer ??= setTimeout(send, wait);
    },
    async flush() {
      if (timer) clearTimeout(timer);
      send();
      await chain;
    },
  };
}

export interface LlmProcessorOptions {
  /** The build and preview check (tests may turn the browser part off through the config). */
  check?: Checker;
}

export const llmAgentProcessor =
  (options: LlmProcessorOptions = {}) =>
  (ctx: WorkerContext): Processor => {
    const { config, log } = ctx;
    const client = new ChatClient({
      baseUrl: config.AI_BASE_URL ?? '',
      ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
      timeoutMs: config.AI_REQUEST_TIMEOUT_MS,
    });
    const check =
      options.check ??
      createChecker({
        ...(config.AI_PREVIEW_CHECK
          ? { browser: { host: screenshotBrowser(config, log), origin: new URL(config.PREVIEW_URL).origin } }
          : {}),
        log,
      });
    const settings = llmSettings(config);

    return async (job: Job, _token?: string, signal?: AbortSignal): Promise<AgentResult> => {
      const parsed = parseAgentJob(job.data);
      if (!parsed.ok) throw new UnrecoverableError(`Invalid agent job: ${parsed.error}`);
      const started = performance.now();
      const progress = throttle<AgentProgress>((value) => job.updateProgress(value), PROGRESS_INTERVAL_MS);
      let lastStep: string | undefined;
      const deps: AgentDeps = {
        client,
        settings,
        check,
        onProgress: (value) => {
          progress.push(value, value.step !== lastStep);
          lastStep = value.step;
        },
        log,
        ...(signal ? { signal } : {}),
      };
      let result: AgentResult;
      try {
        result = await runLlmAgent(parsed.result, deps);
      } catch (error) {
        await progress.flush();
        const message = redact((error as Error).message, config.AI_API_KEY);
        log.warn({ jobId: job.id, model: settings.model, reason: message }, 'the LLM agent could not answer');
        if (error instanceof AgentFailure && !error.retryable) throw new UnrecoverableError(message);
        if (error instanceof LlmTimeoutError) throw new UnrecoverableError(message);
        // A cut-off answer or a rate limit longer than the client waits: the job's backoff would meet it again.
        if (error instanceof LlmError && !error.retryable) throw new UnrecoverableError(message);
        // An outage or overload may pass: BullMQ retries with backoff. Other refusals will not.
        if (
          error instanceof LlmError &&
          error.status !== null &&
          error.status < 500 &&
          error.status !== 429
        ) {
          throw new UnrecoverableError(message);
        }
        // No cause attached: the original error's text may repeat the key, and failures are logged.
        // eslint-disable-next-line preserve-caught-error
        throw new Error(message);
      }
      await progress.flush();
      const checked = parseAgentResult(result);
      if (!checked.ok)
        throw new UnrecoverableError(`The LLM agent produced an invalid result: ${checked.error}`);
      log.info(
        {
          jobId: job.id,
          kind: parsed.result.kind,
          model: settings.model,
          files: result.files ? Object.keys(result.files).length : 0,
          usage: result.usage,
          ms: Math.round(performance.now() - started),
        },
        'LLM agent answered',
      );
      return checked.result;
    };
  };
