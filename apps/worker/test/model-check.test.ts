import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkModel, type ModelCheckReport } from '../src/llm/model-check.ts';
import { ScriptedModelServer } from './support/openai-server.ts';

const server = new ScriptedModelServer();

beforeAll(async () => {
  await server.start();
});

afterAll(async () => {
  await server.close();
});

const said = (report: ModelCheckReport) => report.findings.map((f) => `${f.level}: ${f.text}`).join('\n');

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('pnpm model:check', () => {
  it('passes a server that streams and calls tools, with its speed and reasoning', async () => {
    server.script(
      { text: 'ready', usage: { prompt_tokens: 12, completion_tokens: 2 } },
      { toolCalls: [{ name: 'report_status', arguments: { status: 'ok' } }] },
    );
    const report = await checkModel({ baseUrl: server.baseUrl, apiKey: 'sk-good', model: 'scripted' });
    expect(report.usable).toBe(true);
    expect(said(report)).toMatch(/Streaming works/);
    expect(said(report)).toMatch(/Tool calling works/);
    expect(said(report)).toMatch(/first token after \d+ ms/);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-good');
    expect(server.requests[1]!.body.tools).toHaveLength(1);
  });

  it('notices reasoning output', async () => {
    server.script(
      { text: 'The person wants one word.</think>ready' },
      { toolCalls: [{ name: 'report_status', arguments: { status: 'ok' } }] },
    );
    const report = await checkModel({ baseUrl: server.baseUrl, model: 'reasoner' });
    expect(report.usable).toBe(true);
    expect(said(report)).toMatch(/reasoning output is present/);
  });

  it('fails on a wrong key and says so without repeating it', async () => {
    server.script({
      status: 401,
      errorBody: JSON.stringify({
        error: { message: 'Incorrect API key provided: sk-wrong-123.', code: 'invalid_api_key' },
      }),
    });
    const report = await checkModel({ baseUrl: server.baseUrl, apiKey: 'sk-wrong-123', model: 'gpt-4.1' });
    expect(report.usable).toBe(false);
    expect(said(report)).toMatch(/refused the API key \(HTTP 401/);
    expect(said(report)).toMatch(/AI_API_KEY/);
    expect(said(report)).not.toContain('sk-wrong-123');
  });

  it('fails on a closed port: the server cannot be reached', async () => {
    const report = await checkModel({ baseUrl: `http://127.0.0.1:${await closedPort()}/v1`, model: 'm' });
    expect(report.usable).toBe(false);
    expect(said(report)).toMatch(/cannot be reached \(.*ECONNREFUSED/);
  });

  it('suggests the /v1 suffix when the endpoint 404s without it', async () => {
    server.script();
    const bare = server.baseUrl.replace(/\/v1$/, '');
    const report = await checkModel({ baseUrl: bare, model: 'm' });
    expect(report.usable).toBe(false);
    expect(said(report)).toContain('not an OpenAI-compatible Chat Completions endpoint (HTTP 404)');
    expect(said(report)).toContain(`AI_BASE_URL=${bare}/v1`);
  });

  it('names an unknown model', async () => {
    server.script({
      status: 404,
      errorBody: JSON.stringify({ error: { message: 'model "qwen9:1b" not found, try pulling it first' } }),
    });
    const report = await checkModel({ baseUrl: server.baseUrl, model: 'qwen9:1b' });
    expect(report.usable).toBe(false);
    expect(said(report)).toMatch(/does not know the model "qwen9:1b"/);
  });

  it('passes a server that refuses tools, explaining the text format', async () => {
    server.script(
      { text: 'ready' },
      {
        status: 400,
        errorBody: JSON.stringify({
          error: { message: 'registry.ollama.ai/library/gemma2:2b does not support tools' },
        }),
      },
    );
    const report = await checkModel({ baseUrl: server.baseUrl, model: 'gemma2:2b' });
    expect(report.usable).toBe(true);
    expect(said(report)).toMatch(/refused a request with tools \(HTTP 400: .*does not support tools\)/);
    expect(said(report)).toMatch(/text format/);
  });

  it('notes a model that answers in text instead of calling the tool', async () => {
    server.script({ text: 'ready' }, { text: 'Status: ok' });
    const report = await checkModel({ baseUrl: server.baseUrl, model: 'chatty' });
    expect(report.usable).toBe(true);
    expect(said(report)).toMatch(/answered in text instead of calling the tool/);
  });
});
