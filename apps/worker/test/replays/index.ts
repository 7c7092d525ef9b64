/**
 * The replay corpus: what real providers and models stream, written from their documentation and
 * issue threads, each ending in the app its prompt asked for. llm-replays.test.ts runs every replay
 * through the queue with the preview check on; bench/llm-agent.ts measures them.
 */
import type { Turn } from '../support/openai-server.ts';
import { bolt } from './bolt.ts';
import { controlTags } from './control-tags.ts';
import { deepseekReasoner } from './deepseek-reasoner.ts';
import { dyad } from './dyad.ts';
import { filenameFence } from './filename-fence.ts';
import { followUpAider } from './follow-up-aider.ts';
import { followUpDiff } from './follow-up-diff.ts';
import { geminiParallel } from './gemini-parallel.ts';
import { jsonBody } from './json-body.ts';
import { kitPackages } from './kit-packages.ts';
import { llamaCpp } from './llama-cpp.ts';
import { llamacoder } from './llamacoder.ts';
import { lengthContinuation } from './length-continuation.ts';
import { maxCompletionTokens } from './max-completion-tokens.ts';
import { mistral } from './mistral.ts';
import { ollamaQwenJson } from './ollama-qwen-json.ts';
import { ollamaTools } from './ollama-tools.ts';
import { openaiText } from './openai-text.ts';
import { openaiTools } from './openai-tools.ts';
import { pathsWithoutSrc } from './paths-without-src.ts';
import { rateLimit } from './rate-limit.ts';
import { repairRound } from './repair-round.ts';
import { tailwindV3 } from './tailwind-v3.ts';
import { thinkBlock } from './think-block.ts';
import { thinkLone } from './think-lone.ts';
import { vllmRepeatedName } from './vllm-repeated-name.ts';

export interface Replay {
  /** Also the module's file name. */
  id: string;
  provider: string;
  model: string;
  /** One line: what is peculiar about this stream. */
  shape: string;
  /** The person's message. */
  prompt: string;
  /** One scripted answer per model request, in order. */
  turns: Turn[];
  /** Extra worker environment. */
  env?: Record<string, string>;
  /**
   * Why this replay does not end in the app yet (a bug outside the reader, named in the report): the
   * test then expects it to fail, and fails itself once the cause is fixed, so this line goes.
   */
  knownFailure?: string;
  /** Starting files of an existing project (a follow-up); none means a new project. */
  project?: Record<string, string>;
  expect: {
    /** Files of the result: exact content or a pattern. */
    files: Record<string, string | RegExp>;
    /** Texts the built app shows. */
    page: string[];
    /** Texts neither the page nor the reply may contain (reasoning, old text, control tags). */
    absent?: string[];
    /** Paths the result must not have. */
    gone?: string[];
    /** Texts the built stylesheet contains. */
    css?: (string | RegExp)[];
    /** Model requests the job makes (repairs, continuations and retries each count). */
    requests?: number;
  };
}

export const replays: Replay[] = [
  openaiTools,
  openaiText,
  ollamaTools,
  ollamaQwenJson,
  llamaCpp,
  vllmRepeatedName,
  mistral,
  geminiParallel,
  deepseekReasoner,
  thinkBlock,
  thinkLone,
  jsonBody,
  maxCompletionTokens,
  lengthContinuation,
  rateLimit,
  bolt,
  dyad,
  llamacoder,
  filenameFence,
  pathsWithoutSrc,
  followUpAider,
  followUpDiff,
  tailwindV3,
  controlTags,
  kitPackages,
  repairRound,
];
