/**
 * `pnpm model:check`: asks the configured model server once whether the LLM agent can work with it
 * and explains what it finds in plain words: reachable, OpenAI-compatible, key accepted, model known,
 * streaming, tool calling, reasoning output and a rough speed. Exits 0 when the agent can use it.
 */
import { pathToFileURL } from 'node:url';
import { configOrExit } from '@atelier/config';
import { loadConfig } from '../config.ts';
import { readEvents, redact } from './client.ts';

export interface ModelCheckOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

export interface Finding {
  level: 'ok' | 'warn' | 'fail';
  text: string;
}

export interface ModelCheckReport {
  /** Whether the LLM agent can use this server and model. */
  usable: boolean;
  findings: Finding[];
}

const STATUS_TOOL = {
  type: 'function',
  function: {
    name: 'report_status',
    description: 'Reports a status word.',
    parameters: {
      type: 'object',
      properties: { status: { type: 'string' } },
      required: ['status'],
    },
  },
};

interface Answer {
  status: number;
  contentType: string;
  /** The body of an answer that is not a stream. */
  body: string;
  text: string;
  reasoning: string;
  toolCalls: string[];
  streamed: boolean;
  completionTokens: number | null;
  firstTokenMs: number | null;
  totalMs: number;
}

/** The error message inside an OpenAI-style error body, or the body itself, shortened. */
function errorMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string; message?: string };
    const message =
      typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (message) return message.slice(0, 300);
  } catch {
    // Not JSON: the text itself.
  }
  return body.replace(/\s+/g, ' ').trim().slice(0, 200);
}

export async function checkModel(options: ModelCheckOptions): Promise<ModelCheckReport> {
  const findings: Finding[] = [];
  const say = (level: Finding['level'], text: string) =>
    findings.push({ level, text: redact(text, options.apiKey) });
  const done = (): ModelCheckReport => ({ usable: !findings.some((f) => f.level === 'fail'), findings });
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
  };
  const withV1 = /\/v\d+(beta)?$/.test(base) ? null : `${base}/v1`;

  // The model list, where the server has one: it names the models a wrong AI_MODEL could be.
  let listed: string[] | null = null;
  try {
    const response = await fetch(`${base}/models`, { headers, signal: AbortSignal.timeout(10_000) });
    if (response.ok) {
      const json = (await response.json()) as { data?: { id?: string }[]; models?: { name?: string }[] };
      listed = (json.data ?? []).map((m) => m.id ?? '').filter(Boolean);
    }
  } catch (error) {
    say(
      'fail',
      `The model server at ${base} cannot be reached (${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}). ` +
        "Is it running, and is AI_BASE_URL right? In Docker, 127.0.0.1 is the worker's own container: use the host's address.",
    );
    return done();
  }

  const ask = async (body: Record<string, unknown>): Promise<Answer> => {
    const started = performance.now();
    const response = await fetch(`${base}/chat/completions`, {
      method: 'POST',
      headers: { ...headers, accept: 'text/event-stream' },
      body: JSON.stringify({
        model: options.model,
        stream: true,
        stream_options: { include_usage: true },
        ...body,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer: Answer = {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: '',
      text: '',
      reasoning: '',
      toolCalls: [],
      streamed: false,
      completionTokens: null,
      firstTokenMs: null,
      totalMs: 0,
    };
    if (!response.ok || !answer.contentType.includes('text/event-stream') || !response.body) {
      answer.body = await response.text();
      answer.totalMs = performance.now() - started;
      if (response.ok && answer.contentType.includes('json')) {
        const json = JSON.parse(answer.body) as {
          choices?: {
            message?: {
              content?: string | null;
              reasoning_content?: string;
              reasoning?: string;
              tool_calls?: { function?: { name?: string } }[];
            };
          }[];
          usage?: { completion_tokens?: number };
        };
        const message = json.choices?.[0]?.message;
        answer.text = message?.content ?? '';
        answer.reasoning = message?.reasoning_content ?? message?.reasoning ?? '';
        answer.toolCalls = (message?.tool_calls ?? []).map((c) => c.function?.name ?? '');
        answer.completionTokens = json.usage?.completion_tokens ?? null;
      }
      return answer;
    }
    answer.streamed = true;
    await readEvents(response.body, (data) => {
      if (data === '[DONE]') return;
      let chunk: {
        choices?: {
          delta?: {
            content?: string | null;
            reasoning_content?: string | null;
            reasoning?: string | null;
            tool_calls?: { function?: { name?: string } }[];
          };
        }[];
        usage?: { completion_tokens?: number } | null;
      };
      try {
        chunk = JSON.parse(data) as typeof chunk;
      } catch {
        return;
      }
      const delta = chunk.choices?.[0]?.delta;
      const piece = `${delta?.content ?? ''}${delta?.reasoning_content ?? ''}${delta?.reasoning ?? ''}`;
      if (piece && answer.firstTokenMs === null) answer.firstTokenMs = performance.now() - started;
      answer.text += delta?.content ?? '';
      answer.reasoning += (delta?.reasoning_content ?? '') + (delta?.reasoning ?? '');
      for (const call of delta?.tool_calls ?? [])
        if (call.function?.name) answer.toolCalls.push(call.function.name);
      if (chunk.usage?.completion_tokens) answer.completionTokens = chunk.usage.completion_tokens;
    });
    answer.totalMs = performance.now() - started;
    return answer;
  };

  // 1. A plain streamed answer.
  let answer: Answer;
  try {
    answer = await ask({ messages: [{ role: 'user', content: 'Reply with the single word: ready' }] });
  } catch (error) {
    const message =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : (error as Error).message;
    say('fail', `The chat request to ${base}/chat/completions failed: ${message}.`);
    return done();
  }
  const message = errorMessage(answer.body);
  if (answer.status === 401 || answer.status === 403) {
    say('fail', `The server refused the API key (HTTP ${answer.status}: ${message}). Check AI_API_KEY.`);
    return done();
  }
  if (answer.status === 404 && /model/i.test(message) && !/^not found$/i.test(message)) {
    say('fail', `The server does not know the model "${options.model}" (HTTP 404: ${message}).`);
    if (listed && listed.length > 0)
      say('fail', `Models this server lists: ${listed.slice(0, 30).join(', ')}.`);
    return done();
  }
  if (answer.status === 404 || (answer.status < 400 && /text\/html/i.test(answer.contentType))) {
    say(
      'fail',
      `${base}/chat/completions is not an OpenAI-compatible Chat Completions endpoint (${answer.status === 404 ? 'HTTP 404' : 'it answers with an HTML page'}).` +
        (withV1
          ? ` Most servers want the /v1 suffix: AI_BASE_URL=${withV1}`
          : " Check AI_BASE_URL against the server's documentation."),
    );
    return done();
  }
  if (answer.status >= 400) {
    say('fail', `The server refused the request (HTTP ${answer.status}: ${message}).`);
    if (listed && listed.length > 0 && !listed.includes(options.model)) {
      say(
        'fail',
        `"${options.model}" is not among the models this server lists: ${listed.slice(0, 30).join(', ')}.`,
      );
    }
    return done();
  }
  say('ok', `The server at ${base} answers the Chat Completions API with the key given.`);
  if (listed && listed.length > 0 && !listed.includes(options.model)) {
    say(
      'warn',
      `"${options.model}" is not in the server's model list (${listed.slice(0, 10).join(', ')}), though it answered.`,
    );
  }
  if (!answer.text.trim() && !answer.reasoning.trim()) {
    say('fail', 'The model answered with no text at all; the agent cannot work with it.');
    return done();
  }
  if (answer.streamed) say('ok', 'Streaming works: the reply arrives as it is written.');
  else
    say(
      'warn',
      'The server answered with one JSON body instead of a stream: the agent reads it, but shows no progress while the model writes.',
    );
  if (answer.reasoning || /<\/think>/.test(answer.text)) {
    say(
      'ok',
      'The model reasons before answering (reasoning output is present); the agent keeps it out of the reply.',
    );
  }
  const tokens =
    answer.completionTokens ?? Math.max(1, Math.round((answer.text.length + answer.reasoning.length) / 4));
  const writingMs = answer.totalMs - (answer.firstTokenMs ?? 0);
  const rate = writingMs > 0 ? (tokens / writingMs) * 1000 : null;
  say(
    'ok',
    `Speed: first token after ${Math.round(answer.firstTokenMs ?? answer.totalMs)} ms` +
      (rate && tokens > 1
        ? `, about ${rate.toFixed(0)} tokens/s${answer.completionTokens === null ? ' (estimated: the server reports no usage)' : ''}`
        : '') +
      '. A first app takes a few thousand output tokens.',
  );

  // 2. A tool call.
  let tools: Answer;
  try {
    tools = await ask({
      messages: [
        {
          role: 'user',
          content: 'Call the report_status tool with status "ok". Do not write anything else.',
        },
      ],
      tools: [STATUS_TOOL],
      tool_choice: 'auto',
    });
  } catch (error) {
    say(
      'warn',
      `The tool-calling request failed (${(error as Error).message}); the agent will use the text format.`,
    );
    return done();
  }
  if (tools.status >= 400) {
    say(
      'warn',
      `The server refused a request with tools (HTTP ${tools.status}: ${errorMessage(tools.body)}). ` +
        'The agent switches to its text format by itself; set AI_TOOLS=false to skip the first try.',
    );
  } else if (tools.toolCalls.includes('report_status')) {
    say('ok', 'Tool calling works: the agent changes files through tools.');
  } else if (/report_status/.test(tools.text)) {
    say(
      'warn',
      'The model wrote the tool call as text instead of calling it: the agent reads such calls, but AI_TOOLS=false with the text format is more reliable for this model.',
    );
  } else {
    say(
      'warn',
      'The model answered in text instead of calling the tool: the agent will rely on the text format. Set AI_TOOLS=false if its answers come without files.',
    );
  }
  return done();
}

const SYMBOL: Record<Finding['level'], string> = { ok: 'ok  ', warn: 'note', fail: 'FAIL' };

async function main(): Promise<number> {
  const config = configOrExit(() => loadConfig());
  if (!config.AI_BASE_URL || !config.AI_MODEL) {
    console.log(
      'FAIL AI_BASE_URL and AI_MODEL are not both set: the worker uses its built-in agent (docs/llm-agent.md#setup).',
    );
    return 1;
  }
  console.log(`Checking ${config.AI_MODEL} at ${config.AI_BASE_URL}…`);
  const report = await checkModel({
    baseUrl: config.AI_BASE_URL,
    model: config.AI_MODEL,
    ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
    timeoutMs: config.AI_REQUEST_TIMEOUT_MS,
  });
  for (const finding of report.findings) console.log(`${SYMBOL[finding.level]} ${finding.text}`);
  console.log(
    report.usable ? 'The LLM agent can use this model.' : 'The LLM agent cannot use this model yet.',
  );
  return report.usable ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main();
}
