/**
 * A streaming client for the OpenAI-compatible Chat Completions API (POST {base}/chat/completions with
 * `stream: true`), over fetch and server-sent events: hosted APIs, Ollama, LM Studio, vLLM and llama.cpp
 * all speak it. The API key only ever goes into the Authorization header; errors never repeat it.
 */

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
}

export class LlmError extends Error {
  override name = 'LlmError';
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly body = '',
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

interface StreamChunk {
  choices?: {
    delta?: {
      content?: string | null;
      tool_calls?: {
        index?: number;
        id?: string;
        function?: { name?: string; arguments?: string };
      }[];
    };
    finish_reason?: string | null;
  }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string } | string;
}

export class ChatClient {
  readonly #endpoint: string;

  constructor(private readonly options: ClientOptions) {
    this.#endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  async stream(
    request: ChatRequest,
    handlers: StreamHandlers = {},
    signal?: AbortSignal,
  ): Promise<ChatResponse> {
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
    if (request.maxTokens) body.max_tokens = request.maxTokens;
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
      throw new LlmError(
        `The model server answered HTTP ${response.status}: ${errorMessageOf(text) || response.statusText}`,
        response.status,
        text.slice(0, 2000),
      );
    }
    if (!response.body) throw new LlmError('The model server sent no body.');

    let text = '';
    let usage: ChatUsage | null = null;
    let finishReason: string | null = null;
    const calls: { id: string; name: string; arguments: string }[] = [];

    const onData = (data: string) => {
      if (data === '[DONE]') return;
      let chunk: StreamChunk;
      try {
        chunk = JSON.parse(data) as StreamChunk;
      } catch {
        return;
      }
      if (chunk.error) {
        const message =
          typeof chunk.error === 'string' ? chunk.error : (chunk.error.message ?? 'unknown error');
        throw new LlmError(`The model server reported an error: ${redact(message, key)}`);
      }
      if (chunk.usage && typeof chunk.usage.prompt_tokens === 'number') {
        usage = {
          input_tokens: chunk.usage.prompt_tokens,
          output_tokens: chunk.usage.completion_tokens ?? 0,
        };
      }
      for (const choice of chunk.choices ?? []) {
        if (choice.finish_reason) finishReason = choice.finish_reason;
        const delta = choice.delta;
        if (!delta) continue;
        if (typeof delta.content === 'string' && delta.content) {
          text += delta.content;
          handlers.onText?.(delta.content, text);
        }
        for (const part of delta.tool_calls ?? []) {
          const index = part.index ?? calls.length;
          let call = calls[index];
          if (!call) {
            call = { id: part.id ?? `call_${index}`, name: '', arguments: '' };
            calls[index] = call;
          }
          if (part.id) call.id = part.id;
          if (part.function?.name) call.name += part.function.name;
          if (part.function?.arguments) call.arguments += part.function.arguments;
          if (call.name) handlers.onToolCall?.({ index, name: call.name, arguments: call.arguments });
        }
      }
    };

    try {
      await readEvents(response.body, onData);
    } catch (error) {
      if (timeout.aborted) throw timedOut();
      if (error instanceof LlmError || signal?.aborted) throw error;
      throw new LlmError(`The model's answer broke off: ${redact((error as Error).message, key)}`);
    }
    return {
      text,
      toolCalls: calls
        .filter((call) => call && call.name)
        .map((call) => ({
          id: call.id,
          type: 'function' as const,
          function: { name: call.name, arguments: call.arguments },
        })),
      usage,
      finishReason,
    };
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
