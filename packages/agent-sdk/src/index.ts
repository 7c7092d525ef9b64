/**
 * Writing an Atelier agent as a function from job to result (docs/agent-protocol.md). The SDK consumes
 * the agent queue with BullMQ, checks each job and each result against the protocol, and reports
 * progress, so an agent in another process holds only its own logic.
 */
import { UnrecoverableError, Worker, type ConnectionOptions, type Job, type WorkerOptions } from 'bullmq';
import {
  AgentProgress,
  DEFAULT_QUEUE_NAME,
  dataApiBase,
  dataApiExamples,
  isAgentQueueName,
  parseAgentJob,
  parseAgentResult,
  type AgentJob,
  type AgentResult,
  type AgentUsage,
  type ProjectFiles,
  type RichContent,
} from '@atelier/contracts';

export type { AgentJob, AgentProgress, AgentResult, ProjectFiles, RichContent } from '@atelier/contracts';

export interface AgentContext {
  /** The project's current files (path -> text); empty without a project or before its first build. */
  files: ProjectFiles;
  /**
   * Shows the person what the agent is doing while it works: the reply text so far, the files being
   * written and the current step. Each call replaces the previous report.
   */
  progress(update: AgentProgress): Promise<void>;
  /** Aborted when the job is cancelled or the agent is closing; pass it on to long calls. */
  signal: AbortSignal;
  /** The BullMQ job itself, for what the SDK does not cover (its id is the message uuid). */
  raw: Job;
}

export type AgentHandler = (job: AgentJob, ctx: AgentContext) => AgentResult | Promise<AgentResult>;

export interface CreateAgentOptions {
  /** The queue to consume: the name set in Settings → Developer, or ai_processing_queue. */
  queue?: string;
  /** A Redis URL (redis://…) for BullMQ; ignored when `connection` is given. Default redis://127.0.0.1:6379. */
  redisUrl?: string;
  /** BullMQ connection options or an ioredis instance (it must allow `maxRetriesPerRequest: null`). */
  connection?: ConnectionOptions;
  /** BullMQ's key prefix: Atelier's QUEUE_PREFIX (default "bull"). */
  prefix?: string;
  /** Jobs worked on at once. Default 1. */
  concurrency?: number;
  handle: AgentHandler;
  /** BullMQ worker settings beyond these (e.g. stalledInterval, lockDuration for long jobs). */
  workerOptions?: Omit<WorkerOptions, 'connection' | 'prefix' | 'concurrency'>;
  /** Called for every job that fails (bad job, handler error, invalid result); the default logs nothing. */
  onError?: (error: Error, job: Job | undefined) => void;
}

export interface Agent {
  /** Resolves once connected to Redis and waiting for jobs. */
  ready(): Promise<void>;
  /** Finishes the jobs in hand and disconnects. */
  close(): Promise<void>;
  worker: Worker;
}

/** Starts an agent on a queue; each job goes through `handle` and its answer back to Atelier. */
export function createAgent(options: CreateAgentOptions): Agent {
  const queue = options.queue ?? DEFAULT_QUEUE_NAME;
  if (!isAgentQueueName(queue)) {
    throw new Error(
      `Invalid queue name "${queue}": use 1-64 letters, digits, ".", "_" or "-", not starting with "atelier-".`,
    );
  }
  const connection: ConnectionOptions = options.connection ?? {
    url: options.redisUrl ?? 'redis://127.0.0.1:6379',
  };
  const worker = new Worker<unknown, AgentResult>(
    queue,
    async (job, _token, signal) => {
      const parsed = parseAgentJob(job.data);
      // A job that breaks the protocol will not get better on a retry.
      if (!parsed.ok) throw new UnrecoverableError(`Invalid agent job: ${parsed.error}`);
      const ctx: AgentContext = {
        files: parsed.result.project?.files ?? {},
        progress: async (update) => job.updateProgress(AgentProgress.parse(update)),
        signal: signal ?? new AbortController().signal,
        raw: job,
      };
      const result = await options.handle(parsed.result, ctx);
      const checked = parseAgentResult(result);
      // Atelier would refuse it as well; failing here keeps the reason with the job, and a retry of the
      // same answer would fail the same way.
      if (!checked.ok) throw new UnrecoverableError(`The agent returned an invalid result: ${checked.error}`);
      return checked.result;
    },
    {
      ...options.workerOptions,
      connection,
      prefix: options.prefix ?? 'bull',
      concurrency: options.concurrency ?? 1,
    },
  );
  if (options.onError) {
    const onError = options.onError;
    worker.on('failed', (job, error) => onError(error, job));
    worker.on('error', (error) => onError(error, undefined));
  } else {
    // Without a listener an 'error' event would crash the process on a lost connection.
    worker.on('error', () => {});
  }
  return {
    ready: () => worker.waitUntilReady().then(() => undefined),
    close: () => worker.close(),
    worker,
  };
}

interface ResultExtras {
  /** A complete new file set for the project. */
  files?: ProjectFiles;
  project_name?: string;
  summary?: string;
  usage?: AgentUsage;
}

/** A text answer: `return reply('Done!', { files })`. */
export function reply(text: string, extras: ResultExtras = {}): AgentResult {
  return { v: 1, content: text, ...extras };
}

/** A card answer (project_input, project_success). */
export function card(content: RichContent, extras: ResultExtras = {}): AgentResult {
  return { v: 1, content, ...extras };
}

/** The project_input card: asks the person to name the project they described (core §3's first step). */
export function askForName(
  job: AgentJob,
  options: {
    description: string;
    title?: string;
    label?: string;
    placeholder?: string;
    button_text?: string;
  },
): AgentResult {
  return card({
    ui_type: 'project_input',
    title: options.title ?? 'Name your project',
    description: options.description,
    input_config: {
      label: options.label ?? 'Project name',
      placeholder: options.placeholder ?? 'My app',
      required: true,
      button_text: options.button_text ?? 'Create project',
    },
    context: { conversation_id: job.conversation.uuid, original_request: job.message.content },
  });
}

/**
 * The project_success card answering a create_project job, with the project's first files. Given the
 * app's public URL, it adds curl and fetch examples of the project's data API (docs/data-api.md).
 */
export function projectReady(
  job: AgentJob,
  options: { files: ProjectFiles; message?: string; title?: string; summary?: string; appUrl?: string },
): AgentResult {
  const project = job.project;
  if (!project) throw new Error('projectReady answers a job that has a project (create_project).');
  const name = job.project_name?.trim() || project.name;
  const key = project.publishable_key;
  // Browser examples carry the publishable key; the secret token never goes into a card or an app.
  const examples =
    options.appUrl && key
      ? dataApiExamples(options.appUrl, { uuid: project.uuid, publishable_key: key })
      : null;
  return card(
    {
      ui_type: 'project_success',
      title: options.title ?? `${name} is ready`,
      message: options.message ?? 'The first version is live in the preview.',
      project: {
        name,
        id: project.id,
        token: '',
        ...(key ? { publishable_key: key } : {}),
        ...(examples
          ? {
              api_examples: {
                'Save a record (curl)': examples.create,
                'List records (curl)': examples.list,
                'From your app (fetch)': examples.fetch,
              },
            }
          : {}),
      },
    },
    { files: options.files, project_name: name, summary: options.summary ?? 'First version' },
  );
}

/** The data API's base address for the job's project, for apps that keep shared data (docs/data-api.md). */
export function dataApiUrl(appUrl: string, job: AgentJob): string | null {
  return job.project ? dataApiBase(appUrl, job.project.uuid) : null;
}
