/** The worker's configuration: the shared settings plus its own. Every variable is in .env.example. */
import { z } from 'zod';
import { ConfigError, bool, parseEnv, resolveShared, sharedEnv, type SharedConfig } from '@atelier/config';
import { DEFAULT_QUEUE_NAME, isAgentQueueName } from '@atelier/contracts';

export { ConfigError };

const workerEnv = {
  ...sharedEnv,
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
  /** Take a thumbnail after every successful build. */
  AUTO_THUMBNAILS: bool.default(true),
};

type WorkerEnv = z.infer<z.ZodObject<typeof workerEnv>>;
export type Config = Omit<WorkerEnv, keyof SharedConfig> & SharedConfig;

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  return resolveShared(parseEnv(workerEnv, source));
}
