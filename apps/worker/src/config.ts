/** The worker's configuration: the shared settings plus its own. Every variable is in .env.example. */
import { z } from 'zod';
import {
  ConfigError,
  bool,
  npmEnv,
  parseEnv,
  resolveNpm,
  resolveShared,
  sharedEnv,
  type NpmSettings,
  type SharedConfig,
} from '@atelier/config';
import { DEFAULT_QUEUE_NAME, isAgentQueueName } from '@atelier/contracts';

export { ConfigError };

const workerEnv = {
  ...sharedEnv,
  ...npmEnv,
  /** The queue the built-in agent answers. */
  AGENT_QUEUE: z
    .string()
    .default(DEFAULT_QUEUE_NAME)
    .refine(isAgentQueueName, 'must be a valid agent queue name'),
  /** Set to false when another agent answers AGENT_QUEUE. */
  BUILT_IN_AGENT: bool.default(true),
  AGENT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  BUILD_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  SCREENSHOT_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(2),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /**
   * Where this worker's browser reaches the preview server, when that differs from PREVIEW_URL (the
   * address people's browsers use): in docker compose, localhost inside the worker's container is the
   * worker itself, so it takes the api service's address (http://api:3001). Defaults to PREVIEW_URL.
   */
  PREVIEW_INTERNAL_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Take a thumbnail after every successful build. */
  AUTO_THUMBNAILS: bool.default(true),
  /**
   * The LLM agent (docs/llm-agent.md): an OpenAI-compatible Chat Completions endpoint, e.g.
   * https://api.openai.com/v1 or http://127.0.0.1:11434/v1. With AI_MODEL set it answers AGENT_QUEUE
   * instead of the built-in agent.
   */
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Sent as a Bearer token; local servers usually need none. Never logged, never in job data. */
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  /** Per conversation category slug: JSON {"software":"model"} or "software=model,health=other". */
  AI_CATEGORY_MODELS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseCategoryModels(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** false for models or servers without tool calling: the agent uses the tagged-text format. */
  AI_TOOLS: bool.default(true),
  /** Images go to the model as image inputs (false for text-only models). */
  AI_VISION: bool.default(true),
  /** Times a failed build or preview error goes back to the model. */
  AI_MAX_REPAIR_ATTEMPTS: z.coerce.number().int().min(0).max(20).default(6),
  /** Tokens (in + out) one message may use across all its model calls. */
  AI_TOKEN_BUDGET: z.coerce.number().int().min(1000).default(200_000),
  /** One model request, from sending to the last streamed byte. */
  AI_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).default(16_000),
  AI_TEMPERATURE: z.coerce.number().min(0).max(2).optional(),
  /** Load each successful build in headless Chromium and treat its errors like build errors. */
  AI_PREVIEW_CHECK: bool.default(true),
};

/** "a=b,c=d" or a JSON object -> { a: 'b', c: 'd' }. */
export function parseCategoryModels(value: string): Record<string, string> {
  const text = value.trim();
  if (!text) return {};
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error('must be a JSON object or "category=model,..."');
    }
    const result: Record<string, string> = {};
    for (const [key, model] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof model !== 'string' || !model.trim())
        throw new Error(`the model for "${key}" must be a name`);
      result[key.trim()] = model.trim();
    }
    return result;
  }
  const result: Record<string, string> = {};
  for (const pair of text.split(',')) {
    if (!pair.trim()) continue;
    const at = pair.indexOf('=');
    const key = pair.slice(0, at).trim();
    const model = pair.slice(at + 1).trim();
    if (at < 0 || !key || !model) throw new Error(`"${pair.trim()}" is not "category=model"`);
    result[key] = model;
  }
  return result;
}

type WorkerEnv = z.infer<z.ZodObject<typeof workerEnv>>;
export type Config = Omit<WorkerEnv, keyof SharedConfig | keyof NpmSettings> & SharedConfig & NpmSettings;

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  return resolveNpm(resolveShared(parseEnv(workerEnv, source)));
}

/** Whether the LLM agent is configured (then it answers AGENT_QUEUE rather than the built-in agent). */
export function llmConfigured(config: Pick<Config, 'AI_BASE_URL' | 'AI_MODEL'>): boolean {
  return Boolean(config.AI_BASE_URL && config.AI_MODEL);
}
