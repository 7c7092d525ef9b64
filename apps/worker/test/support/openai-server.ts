/**
 * A scripted OpenAI-compatible server for tests: a real HTTP server answering POST /v1/chat/completions
 * with the streaming protocol (server-sent events), plain text and tool calls, one scripted turn per
 * request. It records every request (headers and body) for the test to inspect.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedToolCall {
  name: string;
  arguments: Record<string, unknown> | string;
}

export interface Turn {
  /** Streamed as content deltas. */
  text?: string;
  toolCalls?: ScriptedToolCall[];
  /** Reported in the final chunk; omitted means the server reports none. */
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** Characters per content delta. */
  chunkSize?: number;
  /** Pause between chunks. */
  delayMs?: number;
  /** Answer with this HTTP error status and body instead of a stream. */
  status?: number;
  errorBody?: string;
  /** Send the headers and one chunk, then never finish. */
  hang?: boolean;
  /** Extra response headers (Retry-After on a 429). */
  headers?: Record<string, string>;
  /** The finish_reason of the last chunk, instead of stop or tool_calls ("length" for a cut-off answer). */
  finishReason?: string;
  /** Sent verbatim as the stream's data events (then [DONE]): a provider's exact chunk shapes. */
  events?: unknown[];
  /** Answer the streaming request with this plain JSON body (application/json), as some servers do. */
  json?: unknown;
}

export interface RecordedRequest {
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
    tools?: { function: { name: string } }[];
    [key: string]: unknown;
  };
}

export type Script = Turn | ((request: RecordedRequest, index: number) => Turn);

export class ScriptedModelServer {
  readonly requests: RecordedRequest[] = [];
  #script: Script[] = [];
  #server: Server;
  #open = new Set<ServerResponse>();
  baseUrl = '';

  constructor() {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
          return;
        }
        const request: RecordedRequest = {
          headers: req.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'],
        };
        const index = this.requests.length;
        this.requests.push(request);
        const next = this.#script.shift();
        const turn = typeof next === 'function' ? next(request, index) : next;
        void this.#answer(
          res,
          turn ?? { status: 500, errorBody: '{"error":{"message":"no scripted turn left"}}' },
        );
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    const { port } = this.#server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}/v1`;
    return this;
  }

  /** Replaces the remaining script. */
  script(...turns: Script[]): void {
    this.#script = [...turns];
    this.requests.length = 0;
  }

  get remaining(): number {
    return this.#script.length;
  }

  async close(): Promise<void> {
    for (const res of this.#open) res.destroy();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #answer(res: ServerResponse, turn: Turn): Promise<void> {
    if (turn.status) {
      res.writeHead(turn.status, { 'content-type': 'application/json', ...turn.headers });
      res.end(turn.errorBody ?? JSON.stringify({ error: { message: `HTTP ${turn.status}` } }));
      return;
    }
    if (turn.json !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json', ...turn.headers });
      res.end(JSON.stringify(turn.json));
      return;
    }
    this.#open.add(res);
    res.on('close', () => this.#open.delete(res));
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      ...turn.headers,
    });
    const base = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'scripted' };
    const send = async (payload: unknown) => {
      if (res.destroyed) return;
      res.write(`data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`);
      if (turn.delayMs) await new Promise((resolve) => setTimeout(resolve, turn.delayMs));
    };
    const delta = (value: Record<string, unknown>, finish: string | null = null) => ({
      ...base,
      choices: [{ index: 0, delta: value, finish_reason: finish }],
    });

    if (turn.events) {
      for (const event of turn.events) await send(event);
      await send('[DONE]');
      res.end();
      return;
    }
    await send(delta({ role: 'assistant', content: '' }));
    if (turn.hang) return;
    const size = turn.chunkSize ?? 40;
    const text = turn.text ?? '';
    for (let at = 0; at < text.length; at += size) await send(delta({ content: text.slice(at, at + size) }));
    for (const [index, call] of (turn.toolCalls ?? []).entries()) {
      const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
      await send(
        delta({
          tool_calls: [
            { index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: '' } },
          ],
        }),
      );
      for (let at = 0; at < args.length; at += size * 4) {
        await send(
          delta({ tool_calls: [{ index, function: { arguments: args.slice(at, at + size * 4) } }] }),
        );
      }
    }
    await send(delta({}, turn.finishReason ?? (turn.toolCalls?.length ? 'tool_calls' : 'stop')));
    if (turn.usage) await send({ ...base, choices: [], usage: { ...turn.usage, total_tokens: 0 } });
    await send('[DONE]');
    res.end();
  }
}

/** The text of every message of a request, for assertions on what the model was told. */
export function requestText(request: RecordedRequest): string {
  return request.body.messages
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : Array.isArray(message.content)
          ? (message.content as { type: string; text?: string }[])
              .map((part) => part.text ?? `[${part.type}]`)
              .join('\n')
          : '',
    )
    .join('\n---\n');
}
