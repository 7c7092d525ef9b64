/**
 * A streaming client for the OpenAI-compatible Chat Completions API (POST {base}/chat/completions with
 * `stream: true`), over fetch and server-sent events: hosted APIs, Ollama, LM Studio, vLLM and llama.cpp
 * all speak it. The API key only ever goes into the Authorization header; errors never repeat it.
 */

import { stripThinking } from './reasoning.ts';

export type ChatContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string | ChatContentPart[] }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools?: ToolDefinition[];
  maxTokens?: number;
  temperature?: number;
}

export interface ChatUsage {
  input_tokens: number;
  output_tokens: number;
}

export interface ChatResponse {
  text: string;
  toolCalls: ToolCall[];
  /** As the server reported it; null when it did not. */
  usage: ChatUsage | null;
  finishReason: string | null;
}

export interface StreamHandlers {
  onText?: (delta: string, soFar: string) => void;
  /** A tool call grew: its name and its arguments so far. */
  onToolCall?: (call: { index: number; name: string; arguments: string }) => void;
}

export interface ClientOptions {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  /** Waits before a retry (tests pass one that does not wait). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Retries of a 429, 502, 503 or 504 answer; 3 unless set. */
  maxRetries?: number;
  /** The longest the client waits in all for one request's retries; 60 s unless set. */
  maxRetryWaitMs?: number;
  /** Requests to continue an answer cut off by the output limit; 2 unless set. */
  maxContinuations?: number;
}

export class LlmError extends Error {
  override name = 'LlmError';
  /** What the server's Retry-After (or retry-after-ms) header asked for. */
  retryAfterMs: number | undefined;
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly body = '',
    /** False when another attempt of the job would meet the same answer. */
    readonly retryable = true,
  ) {
    super(message);
  }
}

export class LlmTimeoutError extends LlmError {
  override name = 'LlmTimeoutError';
}

/** Removes the key from any text that might echo it (an error body, a proxy's message). */
export function redact(text: string, apiKey: string | undefined): string {
  if (!apiKey || apiKey.length < 4) return text;
  return text.split(apiKey).join('[redacted]');
}

function errorMessageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof parsed.error === 'string') return parsed.error;
    if (parsed.error && typeof parsed.error.message === 'string') return parsed.error.message;
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the text itself says what went wrong.
  }
  return body.trim().slice(0, 300);
}

/** Retry-After in seconds or as an HTTP date, or OpenAI's retry-after-ms; undefined when absent. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Overload and gateway answers that pass: retried by the client before the job gives up. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);

const CONTINUE_PROMPT =
  'Your answer was cut off by the output limit. Continue exactly where you stopped: do not repeat anything, do not start over, do not add an introduction.';

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

interface ToolCallDelta {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string | Record<string, unknown> };
}

interface StreamChunk {
  choices?: {
    // reasoning_content (DeepSeek, vLLM, llama.cpp) and reasoning (Ollama, OpenRouter) are not read:
    // they are the model's thinking, not its reply.
    delta?: { content?: string | null; tool_calls?: ToolCallDelta[] };
    finish_reason?: string | null;
  }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string } | string;
}

/** A plain `chat.completion` object: what a server that ignores `stream: true` answers. */
interface Completion {
  choices?: {
    message?: {
      content?: string | null;
      tool_calls?: { id?: string; function?: { name?: string; arguments?: unknown } }[];
    };
    finish_reason?: string | null;
  }[];
  usage?: StreamChunk['usage'];
  error?: StreamChunk['error'];
}

interface PendingCall {
  /** Null while the server has sent no id. */
  id: string | null;
  name: string;
  arguments: string;
}

function usageOf(raw: StreamChunk['usage']): ChatUsage | null {
  if (!raw || typeof raw.prompt_tokens !== 'number') return null;
  return { input_tokens: raw.prompt_tokens, output_tokens: raw.completion_tokens ?? 0 };
}

function addUsage(a: ChatUsage | null, b: ChatUsage | null): ChatUsage | null {
  if (!a || !b) return a ?? b;
  return { input_tokens: a.input_tokens + b.input_tokens, output_tokens: a.output_tokens + b.output_tokens };
}

function argumentsText(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

function isCompleteJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Tool-call deltas assembled into calls, for the shapes servers actually send. */
class ToolCallAssembler {
  readonly calls: PendingCall[] = [];
  readonly #byIndex = new Map<number, PendingCall>();

  add(part: ToolCallDelta): { index: number; call: PendingCall } {
    let call: PendingCall | undefined;
    if (part.index === undefined) {
      // No index: a known id continues its call, a new id starts one, neither continues the last.
      call = part.id ? this.calls.find((c) => c.id === part.id) : this.calls.at(-1);
      if (part.id && !call) call = this.#start(part.id);
    } else {
      call = this.#byIndex.get(part.index);
      // Gemini sends parallel calls all at index 0, each with its own id.
      if (!call || (part.id && call.id !== null && part.id !== call.id)) call = this.#start(part.id ?? null);
      this.#byIndex.set(part.index, call);
    }
    call ??= this.#start(part.id ?? null);
    if (part.id) call.id = part.id;
    const name = part.function?.name;
    if (name) {
      // vLLM, Mistral and others repeat the whole name in every chunk: set it. Only a genuine fragment
      // (one that does not restate what came before) is appended.
      call.name = !call.name || name.startsWith(call.name) ? name : call.name + name;
    }
    const args = part.function?.arguments;
    if (typeof args === 'string') call.arguments += args;
    else if (args) call.arguments = JSON.stringify(args);
    return { index: this.calls.indexOf(call), call };
  }

  #start(id: string | null): PendingCall {
    const call = { id, name: '', arguments: '' };
    this.calls.push(call);
    return call;
  }
}

interface Part {
  /** The reply without reasoning. */
  text: string;
  calls: PendingCall[];
  usage: ChatUsage | null;
  finishReason: string | null;
}

export class ChatClient {
  readonly #endpoint: string;
  /** Models that refused `max_tokens` and asked for `max_completion_tokens` (OpenAI's reasoning models). */
  readonly #completionTokenModels = new Set<string>();

  constructor(private readonly options: ClientOptions) {
    this.#endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  /**
   * One answer of the model: retried on overload, continued when the output limit cut it off. Usage is
   * the sum of every request it took.
   */
  async stream(
    request: ChatRequest,
    handlers: StreamHandlers = {},
    signal?: AbortSignal,
  ): Promise<ChatResponse> {
    const maxContinuations = this.options.maxContinuations ?? 2;
    let text = '';
    const calls: PendingCall[] = [];
    let usage: ChatUsage | null = null;
    let messages = request.messages;
    for (let round = 0; ; round++) {
      const before = { text, calls: calls.length };
      const part = await this.#request({ ...request, messages }, signal, {
        onText: (delta, soFar) => handlers.onText?.(delta, before.text + soFar),
        onToolCall: (call) => handlers.onToolCall?.({ ...call, index: before.calls + call.index }),
      });
      usage = addUsage(usage, part.usage);
      const open = calls.at(-1);
      if (open && !isCompleteJson(open.arguments)) {
        // The cut fell inside a tool call's arguments: the continuation carries on with them, as a
        // call of the same name (or none) or as plain text.
        const [first, ...rest] = part.calls;
        if (first && (!first.name || first.name === open.name)) {
          open.arguments += first.arguments;
          calls.push(...rest);
        } else {
          open.arguments += part.text;
          calls.push(...part.calls);
        }
      } else {
        text += part.text;
        calls.push(...part.calls);
      }
      if (part.finishReason !== 'length') {
        return {
          text,
          toolCalls: calls
            .filter((call) => call.name)
            .map((call, index) => ({
              id: call.id ?? `call_${index}`,
              type: 'function' as const,
              function: { name: call.name, arguments: call.arguments },
            })),
          usage,
          finishReason: part.finishReason,
        };
      }
      if (round >= maxContinuations) {
        throw new LlmError(
          `The model's answer was cut off by the output limit${request.maxTokens ? ` (${request.maxTokens} tokens)` : ''}, ` +
            `even after ${maxContinuations} requests to continue; nothing of it was used. ` +
            'Raise AI_MAX_OUTPUT_TOKENS or ask for a smaller change.',
          null,
          '',
          false,
        );
      }
      const last = calls.at(-1);
      const partial =
        last && !isCompleteJson(last.arguments)
          ? [text, `${last.name}(${last.arguments}`].filter(Boolean).join('\n')
          : text;
      messages = [
        ...request.messages,
        { role: 'assistant', content: partial },
        { role: 'user', content: CONTINUE_PROMPT },
      ];
    }
  }

  /** One request, retried after 429/502/503/504 and once with max_completion_tokens when asked. */
  async #request(
    request: ChatRequest,
    signal: AbortSignal | undefined,
    handlers: StreamHandlers,
  ): Promise<Part> {
    try {
      return await this.#withRetries(() => this.#once(request, handlers, signal), signal);
    } catch (error) {
      if (
        error instanceof LlmError &&
        error.status === 400 &&
        request.maxTokens &&
        !this.#completionTokenModels.has(request.model) &&
        /max_completion_tokens/.test(`${error.message} ${error.body}`)
      ) {
        this.#completionTokenModels.add(request.model);
        return await this.#withRetries(() => this.#once(request, handlers, signal), signal);
      }
      throw error;
    }
  }

  async #withRetries(attempt: () => Promise<Part>, signal: AbortSignal | undefined): Promise<Part> {
    const maxRetries = this.options.maxRetries ?? 3;
    const maxWait = this.options.maxRetryWaitMs ?? 60_000;
    const sleep = this.options.sleep ?? defaultSleep;
    let waited = 0;
    for (let retry = 0; ; retry++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof LlmError) || error.status === null || !RETRY_STATUSES.has(error.status)) {
          throw error;
        }
        if (retry >= maxRetries) throw error;
        const asked = error.retryAfterMs;
        const wait = asked ?? 1000 * 2 ** retry;
        if (waited + wait > maxWait) {
          if (asked === undefined) throw error;
          throw new LlmError(
            `The model server asks to wait ${Math.ceil(asked / 1000)} s before the next request ` +
              `(HTTP ${error.status}), longer than the ${Math.round(maxWait / 1000)} s the worker waits: ${error.message}`,
            error.status,
            error.body,
            false,
          );
        }
        waited += wait;
        await sleep(wait, signal);
      }
    }
  }

  async #once(request: ChatRequest, handlers: StreamHandlers, signal?: AbortSignal): Promise<Part> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const key = this.options.apiKey;
    const body: Record<string, unknown> = {
      model: request.model,
      messages: request.messages,
      stream: true,
      stream_options: { include_usage: true },
    };
    if (request.tools && request.tools.length > 0) {
      body.tools = request.tools;
      body.tool_choice = 'auto';
    }
    if (request.maxTokens) {
      if (this.#completionTokenModels.has(request.model)) body.max_completion_tokens = request.maxTokens;
      else body.max_tokens = request.maxTokens;
    }
    if (request.temperature !== undefined) body.temperature = request.temperature;

    const timedOut = () =>
      new LlmTimeoutError(`The model did not finish within ${Math.round(this.options.timeoutMs / 1000)} s.`);
    let response: Response;
    try {
      response = await fetch(this.#endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(key ? { authorization: `Bearer ${key}` } : {}),
        },
        body: JSON.stringify(body),
        signal: combined,
      });
    } catch (error) {
      if (timeout.aborted) throw timedOut();
      if (signal?.aborted) throw error;
      throw new LlmError(`The model server cannot be reached: ${redact((error as Error).message, key)}`);
    }
    if (!response.ok) {
      const text = redact(await response.text().catch(() => ''), key);
      const error = new LlmError(
        `The model server answered HTTP ${response.status}: ${errorMessageOf(text) || response.statusText}`,
        response.status,
        text.slice(0, 2000),
      );
      error.retryAfterMs = retryAfterMs(response.headers);
      throw error;
    }
    if (!response.body) throw new LlmError('The model server sent no body.');

    const serverError = (error: StreamChunk['error']) => {
      const message = typeof error === 'string' ? error : (error?.message ?? 'unknown error');
      return new LlmError(`The model server reported an error: ${redact(message, key)}`);
    };
    let raw = '';
    let visible = '';
    let usage: ChatUsage | null = null;
    let finishReason: string | null = null;
    const calls = new ToolCallAssembler();

    const addContent = (content: string) => {
      raw += content;
      const next = stripThinking(raw);
      const delta = next.startsWith(visible) ? next.slice(visible.length) : next;
      visible = next;
      if (delta) handlers.onText?.(delta, visible);
    };
    const addToolCall = (part: ToolCallDelta) => {
      const { index, call } = calls.add(part);
      if (call.name) handlers.onToolCall?.({ index, name: call.name, arguments: call.arguments });
    };

    if (/\bapplication\/json\b/i.test(response.headers.get('content-type') ?? '')) {
      // Some servers and proxies ignore `stream: true` and answer with the whole completion at once.
      let completion: Completion;
      try {
        completion = JSON.parse(await response.text()) as Completion;
      } catch (error) {
        if (timeout.aborted) throw timedOut();
        throw new LlmError(
          `The model server sent an unreadable answer: ${redact((error as Error).message, key)}`,
        );
      }
      if (completion.error) throw serverError(completion.error);
      const choice = completion.choices?.[0];
      if (typeof choice?.message?.content === 'string') addContent(choice.message.content);
      for (const [index, call] of (choice?.message?.tool_calls ?? []).entries()) {
        addToolCall({
          index,
          ...(call.id ? { id: call.id } : {}),
          function: { name: call.function?.name ?? '', arguments: argumentsText(call.function?.arguments) },
        });
      }
      return {
        text: visible,
        calls: calls.calls,
        usage: usageOf(completion.usage),
        finishReason: choice?.finish_reason ?? null,
      };
    }

    const onData = (data: string) => {
      if (data === '[DONE]') return;
      let chunk: StreamChunk;
      try {
        chunk = JSON.parse(data) as StreamChunk;
      } catch {
        return;
      }
      if (chunk.error) throw serverError(chunk.error);
      usage = usageOf(chunk.usage) ?? usage;
      for (const choice of chunk.choices ?? []) {
        if (choice.finish_reason) finishReason = choice.finish_reason;
        const delta = choice.delta;
        if (!delta) continue;
        if (typeof delta.content === 'string' && delta.content) addContent(delta.content);
        for (const part of delta.tool_calls ?? []) addToolCall(part);
      }
    };

    try {
      await readEvents(response.body, onData);
    } catch (error) {
      if (timeout.aborted) throw timedOut();
      if (error instanceof LlmError || signal?.aborted) throw error;
      throw new LlmError(`The model's answer broke off: ${redact((error as Error).message, key)}`);
    }
    return { text: visible, calls: calls.calls, usage, finishReason };
  }
}

/** Reads a server-sent event stream and hands each event's data (its data lines joined) to onData. */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const flushLine = (line: string) => {
    if (line === '') {
      if (data.length > 0) onData(data.join('\n'));
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
  };
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
      // A lone '\r' at the end may be the first half of '\r\n': wait for the next chunk.
      if (newline === buffer.length - 1 && buffer[newline] === '\r') break;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer[newline] === '\r' && buffer[newline + 1] === '\n' ? 2 : 1));
      flushLine(line);
    }
  }
  buffer += decoder.decode();
  if (buffer) for (const line of buffer.split(/\r\n|\r|\n/)) flushLine(line);
  flushLine('');
}
