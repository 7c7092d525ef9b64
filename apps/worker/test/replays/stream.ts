/**
 * Builders for providers' streamed chunks, so each replay spells out its provider's shape (which fields
 * a chunk carries, where the role, tool calls, finish reason and usage go) without repeating boilerplate.
 */
import { scaffold } from '../../src/llm/scaffold.ts';

type Json = Record<string, unknown>;

/**
 * A chunk maker for one response: `base` holds the fields every chunk of that provider repeats (id,
 * object, created, model, system_fingerprint…), `choice` the extra fields of its choice (logprobs: null).
 */
export function chunks(base: Json, choice: Json = {}) {
  return (delta: Json, finishReason: string | null = null, extra: Json = {}): Json => ({
    ...base,
    choices: [{ index: 0, delta, ...choice, finish_reason: finishReason }],
    ...extra,
  });
}

/** Splits a text into deltas of `size` characters, as a model streams it token by token. */
export function pieces(text: string, size = 48): string[] {
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out;
}

/** JSON arguments of a write_file call. */
export function writeArgs(path: string, content: string): string {
  return JSON.stringify({ path, content });
}

/** A project that already exists (for follow-up shapes): the LLM agent's scaffold with this App. */
export function existingProject(name: string, files: Record<string, string>): Record<string, string> {
  return { ...scaffold(name, 'en'), ...files };
}

/**
 * A plain text answer in the common OpenAI-style shape: a role chunk, content deltas, a stop chunk and,
 * when given, the usage chunk with `choices: []`.
 */
export function textStream(
  base: Json,
  text: string,
  usage?: { prompt_tokens: number; completion_tokens: number },
  size = 32,
): Json[] {
  const chunk = chunks(base, { logprobs: null });
  return [
    chunk({ role: 'assistant', content: '' }),
    ...pieces(text, size).map((content) => chunk({ content })),
    chunk({}, 'stop'),
    ...(usage
      ? [
          {
            ...base,
            choices: [],
            usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
          },
        ]
      : []),
  ];
}
