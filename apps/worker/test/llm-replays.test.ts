/**
 * The replay corpus (test/replays/) through the real queue and the LLM agent with the preview check on:
 * every provider's stream shape must end in the app its prompt asked for, built and shown in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue, QueueEvents, Worker } from 'bullmq';
import type { Browser, HTTPRequest } from 'puppeteer-core';
import { parseAgentResult, type AgentJob, type AgentResult } from '@atelier/contracts';
import { buildProject, closeBuilder, type BuildOutput } from '../src/builder/bundle.ts';
import { createContext, type WorkerContext } from '../src/context.ts';
import { llmAgentProcessor } from '../src/llm/processor.ts';
import { scaffold } from '../src/llm/scaffold.ts';
import { closeScreenshotBrowsers, screenshotBrowser } from '../src/screenshots/browser.ts';
import pino from 'pino';
import { testConfig } from './helpers.ts';
import { ScriptedModelServer } from './support/openai-server.ts';
import { replays, type Replay } from './replays/index.ts';

const NOW = '2026-01-01T10:00:00.000Z';
const server = new ScriptedModelServer();
const contexts = new Map<string, WorkerContext>();
let browser: Browser;
let origin: string;

beforeAll(async () => {
  await server.start();
  const config = testConfig();
  origin = new URL(config.PREVIEW_URL).origin;
  browser = await screenshotBrowser(config).get();
});

afterAll(async () => {
  await Promise.all([...contexts.values()].map((ctx) => ctx.close()));
  await server.close();
  await closeScreenshotBrowsers();
  await closeBuilder();
});

/** One worker context per distinct environment (most replays share the default one). */
function contextFor(replay: Replay): WorkerContext {
  const env = {
    AI_BASE_URL: server.baseUrl,
    AI_API_KEY: 'sk-replay',
    AI_MODEL: replay.model,
    AI_PREVIEW_CHECK: 'true',
    AI_REQUEST_TIMEOUT_MS: '10000',
    ...replay.env,
  };
  const key = JSON.stringify(env);
  let ctx = contexts.get(key);
  if (!ctx) {
    ctx = createContext(testConfig(env), pino({ level: 'silent' }));
    contexts.set(key, ctx);
  }
  return ctx;
}

function jobFor(replay: Replay): AgentJob {
  const name = replay.id;
  return {
    v: 1,
    kind: replay.project ? 'message' : 'create_project',
    conversation: { uuid: `conv-${name}`, title: name, category: null },
    message: { uuid: `replay-${name}-${Date.now()}`, content: replay.prompt, created_at: NOW },
    history: replay.project ? [] : [{ role: 'user', content: replay.prompt, created_at: NOW }],
    attachments: [],
    ...(replay.project ? {} : { project_name: name }),
    project: {
      id: 1,
      uuid: `proj-${name}`,
      name,
      token: 'project-token',
      version: replay.project ? 1 : 0,
      files: replay.project ?? {},
    },
    language: 'en',
    user: { id: 1, name: 'Ada' },
  };
}

/** Runs one job through a fresh queue answered by the LLM agent; rejects with the failure reason. */
async function run(replay: Replay): Promise<AgentResult> {
  const ctx = contextFor(replay);
  const connection = { url: ctx.config.REDIS_URL };
  const prefix = ctx.config.QUEUE_PREFIX;
  const name = `llm_replay_${process.pid}_${replay.id}`;
  const queue = new Queue(name, { connection, prefix });
  const events = new QueueEvents(name, { connection, prefix });
  const worker = new Worker(name, llmAgentProcessor()(ctx), { connection, prefix });
  try {
    await events.waitUntilReady();
    const job = jobFor(replay);
    const added = await queue.add('agent.message', job, { jobId: job.message.uuid, attempts: 1 });
    const value: unknown = await added.waitUntilFinished(events, 45_000);
    const parsed = parseAgentResult(value);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.result;
  } finally {
    await worker.close(true);
    await events.close();
    await queue.close();
  }
}

const CONTENT_TYPES: Record<string, string> = { html: 'text/html', js: 'text/javascript', css: 'text/css' };

/** The built app's visible text, loaded in Chromium from memory (as the preview check serves it). */
async function pageText(output: BuildOutput): Promise<string> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      const url = new URL(request.url());
      const file = url.origin === origin ? decodeURIComponent(url.pathname.slice('/app/'.length)) : '';
      const body = output[file || 'index.html'];
      if (body === undefined) {
        void request.respond({ status: 404, body: '' }).catch(() => undefined);
        return;
      }
      const extension = (file || 'index.html').split('.').pop() ?? '';
      void request
        .respond({
          status: 200,
          contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          body: typeof body === 'string' ? body : Buffer.from(body),
        })
        .catch(() => undefined);
    });
    await page.goto(`${origin}/app/`, { waitUntil: 'load', timeout: 10_000 });
    await page.waitForFunction(() => (document.getElementById('root')?.textContent ?? '').trim() !== '', {
      timeout: 5000,
    });
    return await page.evaluate(() => {
      const root = document.getElementById('root');
      return `${root?.innerText ?? ''}\n${root?.textContent ?? ''}`;
    });
  } finally {
    await context.close();
  }
}

function reply(result: AgentResult): string {
  return typeof result.content === 'string'
    ? result.content
    : 'message' in result.content
      ? String(result.content.message)
      : JSON.stringify(result.content);
}

describe('the replay corpus', () => {
  for (const replay of replays) {
    const test = replay.knownFailure ? it.fails : it;
    const title = replay.knownFailure
      ? `${replay.id} does not end in the app yet: ${replay.knownFailure}`
      : `${replay.id} ends in the app the script asked for`;
    test(
      title,
      async () => {
        server.script(...replay.turns);
        const result = await run(replay);
        const said = reply(result);
        expect(result.files, `no files; the reply was: ${said}`).toBeDefined();
        const files = result.files!;

        // No control markup or reasoning reaches the person.
        expect(said).not.toMatch(/<\/?[a-zA-Z][\w:-]*[\s>/]/);
        for (const text of replay.expect.absent ?? []) expect(said).not.toContain(text);

        for (const [path, wanted] of Object.entries(replay.expect.files)) {
          expect(files[path], path).toBeDefined();
          if (typeof wanted === 'string') expect(files[path], path).toBe(wanted);
          else expect(files[path], path).toMatch(wanted);
        }
        for (const path of replay.expect.gone ?? []) expect(Object.keys(files)).not.toContain(path);
        const placeholder = scaffold(replay.id, 'en')['src/App.tsx'];
        expect(files['src/App.tsx']).not.toBe(placeholder);
        if (replay.expect.requests !== undefined)
          expect(server.requests).toHaveLength(replay.expect.requests);

        const built = await buildProject(files, { minify: false });
        if (!built.ok) throw new Error(`the result does not build: ${JSON.stringify(built.errors)}`);
        const text = await pageText(built.output);
        for (const wanted of replay.expect.page) expect(text).toContain(wanted);
        for (const unwanted of replay.expect.absent ?? []) expect(text).not.toContain(unwanted);
        if (replay.expect.css) {
          const css = Object.entries(built.output)
            .filter(([name]) => name.endsWith('.css'))
            .map(([, body]) => body.toString())
            .join('\n');
          for (const wanted of replay.expect.css) expect(css).toMatch(wanted);
        }
      },
      60_000,
    );
  }
});
