/**
 * The model client against provider output shapes, replayed through the scripted server: the chunk
 * shapes are those the providers document (OpenAI Chat Completions streaming, Gemini's
 * OpenAI-compatible endpoint, Ollama, vLLM, llama.cpp, DeepSeek, Mistral).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatClient,
  LlmError,
  retryAfterMs,
  type ChatRequest,
  type ClientOptions,
} from '../src/llm/client.ts';
import { stripThinking } from '../src/llm/reasoning.ts';
import { readModelOutput } from '../src/llm/reader.ts';
import { ScriptedModelServer } from './support/openai-server.ts';

const server = new ScriptedModelServer();
beforeAll(async () => {
  await server.start();
});
afterAll(async () => {
  await server.close();
});

const ask: ChatRequest = { model: 'm', messages: [{ role: 'user', content: 'hi' }], maxTokens: 1000 };

/** A client whose waits are recorded instead of slept. */
function client(options: Partial<ClientOptions> = {}) {
  const waits: number[] = [];
  const chat = new ChatClient({
    baseUrl: server.baseUrl,
    timeoutMs: 5000,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    ...options,
  });
  return { chat, waits };
}

const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'm' };
const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
  ...base,
  choices: [{ index: 0, delta, finish_reason: finish }],
});
const usageChunk = (prompt: number, completion: number) => ({
  ...base,
  choices: [],
  usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
});

describe('tool calls', () => {
  it('sets a function name that is repeated in every chunk instead of concatenating it (vLLM, Mistral)', async () => {
    const call = (args: string) => ({
      index: 0,
      id: 'call_a',
      type: 'function',
      function: { name: 'write_file', arguments: args },
    });
    server.script({
      events: [
        chunk({ role: 'assistant', tool_calls: [call('{"path": "a.txt", ')] }),
        chunk({ tool_calls: [call('"content": "hi"}')] }),
        chunk({}, 'tool_calls'),
      ],
    });
    const names: string[] = [];
    const { chat } = client();
    const response = await chat.stream(ask, { onToolCall: ({ name }) => names.push(name) });
    expect(response.toolCalls).toEqual([
      {
        id: 'call_a',
        type: 'function',
        function: { name: 'write_file', arguments: '{"path": "a.txt", "content": "hi"}' },
      },
    ]);
    expect(new Set(names)).toEqual(new Set(['write_file']));
  });

  it('still appends a name that arrives in genuine fragments', async () => {
    server.script({
      events: [
        chunk({ tool_calls: [{ index: 0, id: 'call_f', function: { name: 'write', arguments: '' } }] }),
        chunk({ tool_calls: [{ index: 0, function: { name: '_file', arguments: '{"path":"b.txt",' } }] }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '"content":""}' } }] }),
        chunk({}, 'tool_calls'),
      ],
    });
    const response = await client().chat.stream(ask);
    expect(response.toolCalls.map((c) => c.function)).toEqual([
      { name: 'write_file', arguments: '{"path":"b.txt","content":""}' },
    ]);
  });

  it('keeps parallel calls apart when they all arrive at index 0 with their own ids (Gemini)', async () => {
    const call = (id: string, path: string) => ({
      index: 0,
      id,
      type: 'function',
      function: { name: 'delete_file', arguments: JSON.stringify({ path }) },
    });
    server.script({
      events: [
        chunk({ role: 'assistant', tool_calls: [call('g-1', 'a.txt'), call('g-2', 'b.txt')] }),
        chunk({ tool_calls: [call('g-3', 'c.txt')] }, 'tool_calls'),
      ],
    });
    const response = await client().chat.stream(ask);
    expect(
      response.toolCalls.map((c) => [c.id, c.function.name, JSON.parse(c.function.arguments) as unknown]),
    ).toEqual([
      ['g-1', 'delete_file', { path: 'a.txt' }],
      ['g-2', 'delete_file', { path: 'b.txt' }],
      ['g-3', 'delete_file', { path: 'c.txt' }],
    ]);
  });

  it('assembles OpenAI parallel calls whose fragments carry only the index', async () => {
    server.script({
      events: [
        chunk({
          tool_calls: [
            { index: 0, id: 'call_1', type: 'function', function: { name: 'read_file', arguments: '' } },
          ],
        }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '{"path":"x"}' } }] }),
        chunk({
          tool_calls: [
            { index: 1, id: 'call_2', type: 'function', function: { name: 'finish', arguments: '' } },
          ],
        }),
        chunk({ tool_calls: [{ index: 1, function: { arguments: '{"summary":' } }] }),
        chunk({ tool_calls: [{ index: 1, function: { arguments: '"done"}' } }] }),
        chunk({}, 'tool_calls'),
      ],
    });
    const response = await client().chat.stream(ask);
    expect(response.toolCalls.map((c) => [c.id, c.function.name, c.function.arguments])).toEqual([
      ['call_1', 'read_file', '{"path":"x"}'],
      ['call_2', 'finish', '{"summary":"done"}'],
    ]);
  });
});

describe('answers that are not a stream', () => {
  it('reads a plain chat.completion JSON body answered to a streaming request', async () => {
    server.script({
      json: {
        id: 'chatcmpl-2',
        object: 'chat.completion',
        created: 1,
        model: 'm',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: 'Done.',
              tool_calls: [
                {
                  id: 'call_j',
                  type: 'function',
                  function: { name: 'finish', arguments: '{"summary":"ok"}' },
                },
              ],
            },
            finish_reason: 'tool_calls',
          },
        ],
        usage: { prompt_tokens: 11, completion_tokens: 3, total_tokens: 14 },
      },
    });
    const deltas: string[] = [];
    const response = await client().chat.stream(ask, { onText: (delta) => deltas.push(delta) });
    expect(response.text).toBe('Done.');
    expect(deltas).toEqual(['Done.']);
    expect(response.toolCalls).toEqual([
      { id: 'call_j', type: 'function', function: { name: 'finish', arguments: '{"summary":"ok"}' } },
    ]);
    expect(response.usage).toEqual({ input_tokens: 11, output_tokens: 3 });
    expect(response.finishReason).toBe('tool_calls');
  });
});

describe('max_tokens and max_completion_tokens', () => {
  it('retries once with max_completion_tokens when a reasoning model refuses max_tokens, and remembers it', async () => {
    server.script(
      {
        status: 400,
        errorBody: JSON.stringify({
          error: {
            message:
              "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
            type: 'invalid_request_error',
            param: 'max_tokens',
            code: 'unsupported_parameter',
          },
        }),
      },
      { text: 'first' },
      { text: 'second' },
    );
    const { chat } = client();
    expect((await chat.stream({ ...ask, model: 'o-reasoner' })).text).toBe('first');
    expect((await chat.stream({ ...ask, model: 'o-reasoner' })).text).toBe('second');
    expect(server.requests).toHaveLength(3);
    expect(server.requests[0]!.body.max_tokens).toBe(1000);
    for (const request of server.requests.slice(1)) {
      expect(request.body.max_completion_tokens).toBe(1000);
      expect(request.body.max_tokens).toBeUndefined();
    }
  });

  it('does not retry a 400 that is about something else', async () => {
    server.script(
      { status: 400, errorBody: '{"error":{"message":"messages: field required"}}' },
      { text: 'never' },
    );
    await expect(client().chat.stream(ask)).rejects.toThrow(/HTTP 400: messages: field required/);
    expect(server.requests).toHaveLength(1);
  });
});

describe('answers cut off by the output limit', () => {
  it('asks the model to continue a cut-off text and joins the parts, summing the usage', async () => {
    server.script(
      {
        text: 'Here it is.\n<file path="src/App.tsx">\nexport default function App() {\n  return <p>He',
        finishReason: 'length',
        usage: { prompt_tokens: 100, completion_tokens: 50 },
      },
      {
        text: 'llo</p>;\n}\n</file>',
        usage: { prompt_tokens: 160, completion_tokens: 10 },
      },
    );
    const response = await client().chat.stream(ask);
    expect(server.requests).toHaveLength(2);
    const continued = server.requests[1]!.body.messages;
    expect(continued.slice(0, -2)).toEqual([{ role: 'user', content: 'hi' }]);
    expect(continued.at(-2)).toEqual({
      role: 'assistant',
      content: 'Here it is.\n<file path="src/App.tsx">\nexport default function App() {\n  return <p>He',
    });
    expect(continued.at(-1)).toMatchObject({
      role: 'user',
      content: expect.stringMatching(/Continue exactly where you stopped/) as unknown,
    });
    expect(readModelOutput(response.text).operations).toEqual([
      {
        op: 'write',
        path: 'src/App.tsx',
        content: 'export default function App() {\n  return <p>Hello</p>;\n}\n',
      },
    ]);
    expect(response.finishReason).toBe('stop');
    expect(response.usage).toEqual({ input_tokens: 260, output_tokens: 60 });
  });

  it('continues tool-call arguments cut in the middle', async () => {
    const args = JSON.stringify({
      path: 'src/App.tsx',
      content: 'export default function App() { return null; }',
    });
    server.script(
      {
        events: [
          chunk({
            tool_calls: [
              {
                index: 0,
                id: 'call_w',
                type: 'function',
                function: { name: 'write_file', arguments: args.slice(0, 30) },
              },
            ],
          }),
          chunk({}, 'length'),
        ],
      },
      {
        events: [
          chunk({
            tool_calls: [
              {
                index: 0,
                id: 'call_x',
                type: 'function',
                function: { name: 'write_file', arguments: args.slice(30) },
              },
            ],
          }),
          chunk({}, 'tool_calls'),
        ],
      },
    );
    const response = await client().chat.stream(ask);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.body.messages.at(-2)).toEqual({
      role: 'assistant',
      content: `write_file(${args.slice(0, 30)}`,
    });
    expect(response.toolCalls).toHaveLength(1);
    expect(response.toolCalls[0]!.function).toEqual({ name: 'write_file', arguments: args });
  });

  it('stops with a clear error, not a truncated file, when the answer is still cut off after two continuations', async () => {
    const cut: { text: string; finishReason: string } = {
      text: '<file path="src/App.tsx">\nexport',
      finishReason: 'length',
    };
    server.script(cut, cut, cut, { text: 'never asked' });
    const failure = await client()
      .chat.stream(ask)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LlmError);
    expect((failure as LlmError).message).toMatch(/cut off by the output limit \(1000 tokens\)/);
    expect((failure as LlmError).retryable).toBe(false);
    expect(server.requests).toHaveLength(3);
  });
});

describe('rate limits and overload', () => {
  it('honours Retry-After in seconds on a 429 and then answers', async () => {
    server.script(
      {
        status: 429,
        headers: { 'retry-after': '2' },
        errorBody: '{"error":{"message":"Rate limit reached"}}',
      },
      { text: 'ok', usage: { prompt_tokens: 4, completion_tokens: 1 } },
    );
    const { chat, waits } = client();
    const response = await chat.stream(ask);
    expect(response.text).toBe('ok');
    expect(response.usage).toEqual({ input_tokens: 4, output_tokens: 1 });
    expect(waits).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
  });

  it('really waits a small Retry-After with the default sleep', async () => {
    server.script({ status: 429, headers: { 'retry-after': '0' } }, { text: 'after the wait' });
    const chat = new ChatClient({ baseUrl: server.baseUrl, timeoutMs: 5000 });
    expect((await chat.stream(ask)).text).toBe('after the wait');
    expect(server.requests).toHaveLength(2);
  });

  it('reads Retry-After as seconds, as an HTTP date, or retry-after-ms', () => {
    const now = Date.parse('2025-01-01T10:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 01 Jan 2025 10:00:20 GMT' }), now)).toBe(20_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 01 Jan 2025 09:00:00 GMT' }), now)).toBe(0);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '1' }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });

  it('fails with a readable message when Retry-After asks for longer than the client waits', async () => {
    const later = new Date(Date.now() + 3_600_000).toUTCString();
    server.script({ status: 429, headers: { 'retry-after': later } }, { text: 'never' });
    const { chat, waits } = client();
    const failure = await chat.stream(ask).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LlmError);
    expect((failure as LlmError).message).toMatch(
      /asks to wait \d+ s before the next request \(HTTP 429\), longer than the 60 s/,
    );
    expect((failure as LlmError).retryable).toBe(false);
    expect(waits).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('retries 502 and 503 with a growing backoff', async () => {
    server.script({ status: 502 }, { status: 503 }, { text: 'back' });
    const { chat, waits } = client();
    expect((await chat.stream(ask)).text).toBe('back');
    expect(waits).toEqual([1000, 2000]);
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after three retries and leaves the job free to retry later', async () => {
    server.script({ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }, { text: 'never' });
    const { chat, waits } = client();
    const failure = await chat.stream(ask).catch((error: unknown) => error);
    expect((failure as LlmError).status).toBe(503);
    expect((failure as LlmError).retryable).toBe(true);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(server.requests).toHaveLength(4);
  });
});

describe('reasoning', () => {
  it('leaves reasoning_content (DeepSeek, vLLM) and reasoning (Ollama) deltas out of the reply', async () => {
    const events = (field: string) => [
      chunk({ role: 'assistant', content: null, [field]: 'Let me think about <file path="x">' }),
      chunk({ content: null, [field]: ' the layout.' }),
      chunk({ content: 'The answer.' }),
      chunk({}, 'stop'),
      usageChunk(9, 30),
    ];
    for (const field of ['reasoning_content', 'reasoning']) {
      server.script({ events: events(field) });
      const deltas: string[] = [];
      const response = await client().chat.stream(ask, { onText: (delta) => deltas.push(delta) });
      expect(response.text).toBe('The answer.');
      expect(deltas.join('')).toBe('The answer.');
      expect(response.usage).toEqual({ input_tokens: 9, output_tokens: 30 });
    }
  });

  it('strips <think> blocks streamed in the content (Qwen3 and R1 through Ollama or llama.cpp)', async () => {
    server.script({
      text: '<think>\nThe user wants <file path="a">x</file>.\n</think>\n\nSure, done.',
      chunkSize: 4,
    });
    const seen: string[] = [];
    const response = await client().chat.stream(ask, { onText: (_delta, soFar) => seen.push(soFar) });
    expect(response.text).toBe('Sure, done.');
    expect(seen.some((text) => text.includes('think') || text.includes('file'))).toBe(false);
    expect(readModelOutput(response.text).operations).toEqual([]);
  });

  it('treats everything before a lone </think> as reasoning', async () => {
    server.script({
      text: 'Okay, the user wants a file <file path="bad.txt">no</file>\n</think>\n\nHello!',
      chunkSize: 5,
    });
    const response = await client().chat.stream(ask);
    expect(response.text).toBe('Hello!');
    expect(stripThinking('a</think>b<think>c</think>d')).toBe('bd');
    expect(stripThinking('answer <think>still thinking')).toBe('answer ');
  });
});
