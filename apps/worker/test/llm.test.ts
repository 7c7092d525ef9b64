import { Writable } from 'node:stream';
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AgentProgress,
  parseAgentResult,
  type AgentJob,
  type AgentResult,
  type ProjectInputCard,
  type ProjectSuccessCard,
} from '@atelier/contracts';
import { parseCategoryModels } from '../src/config.ts';
import { createContext, type WorkerContext } from '../src/context.ts';
import { closeBuilder } from '../src/builder/bundle.ts';
import { ChatClient, LlmTimeoutError, readEvents } from '../src/llm/client.ts';
import { createChecker } from '../src/llm/check.ts';
import { closeScreenshotBrowsers, screenshotBrowser } from '../src/screenshots/browser.ts';
import { SUMMARY_PATH, selectFiles } from '../src/llm/context.ts';
import { applyOperation } from '../src/llm/operations.ts';
import { llmAgentProcessor } from '../src/llm/processor.ts';
import { scaffold } from '../src/llm/scaffold.ts';
import { readModelOutput } from '../src/llm/reader.ts';
import { consumers } from '../src/workers.ts';
import { agentProcessor } from '../src/agent/processor.ts';
import { testConfig } from './helpers.ts';
import { ScriptedModelServer, requestText, type Turn } from './support/openai-server.ts';

const NOW = '2025-01-01T10:00:00.000Z';
const API_KEY = 'sk-test-5ecret-key-never-logged';

const APP = `import { Hello } from './components/Hello';

export default function App() {
  return (
    <main className="min-h-screen bg-slate-950 text-white p-8">
      <Hello name="Nimbus" />
    </main>
  );
}
`;
const HELLO = `export function Hello({ name }: { name: string }) {
  return <h1 className="text-3xl font-bold">Hello from {name}</h1>;
}
`;

function agentJob(overrides: Partial<AgentJob> = {}): AgentJob {
  return {
    v: 1,
    kind: 'message',
    conversation: { uuid: 'conv-llm', title: 'Nimbus', category: null },
    message: { uuid: `msg-${Math.random().toString(36).slice(2)}`, content: '', created_at: NOW },
    history: [],
    attachments: [],
    project: null,
    language: 'en',
    user: { id: 1, name: 'Ada' },
    ...overrides,
  };
}

function withProject(files: Record<string, string>, overrides: Partial<AgentJob> = {}): AgentJob {
  return agentJob({
    project: { id: 7, uuid: 'proj-7', name: 'Nimbus', token: 'project-token', version: 1, files },
    ...overrides,
  });
}

const finish = (summary: string) => ({ name: 'finish', arguments: { summary } });
const write = (path: string, content: string) => ({ name: 'write_file', arguments: { path, content } });

// ---------------------------------------------------------------------------------------------------
// The parts on their own.

describe('the reader on the tagged-text format', () => {
  it('reads file, edit, delete, rename, name and summary tags and keeps the prose', () => {
    const parsed = readModelOutput(`I built a timer for you.
<name>Tick Tock</name>
<file path="src/App.tsx">
export default function App() { return <p>hi</p>; }
</file>
<edit path="src/index.css">
<search>
body {}
</search>
<replace>
body { margin: 0; }
</replace>
</edit>
<delete path="src/Old.tsx"/>
<rename from="src/a.ts" to="src/b.ts"/>
<summary>A timer app</summary>`);
    expect(parsed.prose).toBe('I built a timer for you.');
    expect(parsed.operations).toEqual([
      { op: 'name', name: 'Tick Tock' },
      { op: 'write', path: 'src/App.tsx', content: 'export default function App() { return <p>hi</p>; }\n' },
      { op: 'edit', path: 'src/index.css', search: 'body {}', replace: 'body { margin: 0; }' },
      { op: 'delete', path: 'src/Old.tsx' },
      { op: 'rename', from: 'src/a.ts', to: 'src/b.ts' },
      { op: 'finish', summary: 'A timer app' },
    ]);
  });

  it('recovers files from fenced blocks named in the info string, the line above or a first-line comment', () => {
    const parsed = readModelOutput(`Here is your app.

\`\`\`tsx src/App.tsx
export default function App() {}
\`\`\`

**src/components/Card.tsx**:
\`\`\`tsx
export function Card() {}
\`\`\`

\`\`\`css
/* src/index.css */
@import "tailwindcss";
\`\`\`

Run it like this:
\`\`\`bash
npm run dev
\`\`\``);
    expect(parsed.operations).toEqual([
      { op: 'write', path: 'src/App.tsx', content: 'export default function App() {}\n' },
      { op: 'write', path: 'src/components/Card.tsx', content: 'export function Card() {}\n' },
      { op: 'write', path: 'src/index.css', content: '/* src/index.css */\n@import "tailwindcss";\n' },
    ]);
    expect(parsed.prose).toContain('Here is your app.');
    expect(parsed.prose).toContain('npm run dev');
    expect(parsed.prose).not.toContain('Card');
  });

  it('takes a file whose closing tag was cut off and unwraps a fence inside a file tag', () => {
    const parsed = readModelOutput(
      '<file path="src/A.tsx">\n```tsx\nexport const a = 1;\n```\n</file>\n<file path="src/B.tsx">\nexport const b',
    );
    expect(parsed.operations).toEqual([
      { op: 'write', path: 'src/A.tsx', content: 'export const a = 1;\n' },
      { op: 'write', path: 'src/B.tsx', content: 'export const b\n' },
    ]);
  });

  it('ignores reasoning: <think> blocks and everything before a lone </think>', () => {
    const lone = readModelOutput('The user wants <file path="x.txt">x</file>\n</think>\nHi.');
    expect(lone).toMatchObject({ prose: 'Hi.', operations: [] });
    const block = readModelOutput('<think>maybe <delete path="src/App.tsx"/></think>\nDone.');
    expect(block).toMatchObject({ prose: 'Done.', operations: [] });
  });
});

describe('operations', () => {
  it('edits by search/replace, tolerating indentation, and refuses a missing, ambiguous or unsafe edit', () => {
    const files: Record<string, string> = { 'src/App.tsx': 'a\n    <h1>Old</h1>\nb\nx\nx\n' };
    expect(
      applyOperation(files, {
        op: 'edit',
        path: 'src/App.tsx',
        search: '<h1>Old</h1>',
        replace: '<h1>New</h1>',
      }).ok,
    ).toBe(true);
    expect(files['src/App.tsx']).toBe('a\n    <h1>New</h1>\nb\nx\nx\n');
    expect(
      applyOperation(files, { op: 'edit', path: 'src/App.tsx', search: '  a\n  <h1>New</h1>', replace: 'c' })
        .ok,
    ).toBe(true);
    expect(files['src/App.tsx']).toBe('c\nb\nx\nx\n');
    expect(
      applyOperation(files, { op: 'edit', path: 'src/App.tsx', search: 'zzz', replace: '' }).message,
    ).toMatch(/not found/);
    expect(
      applyOperation(files, { op: 'edit', path: 'src/App.tsx', search: 'x', replace: 'y' }).message,
    ).toMatch(/more than once/);
    expect(applyOperation(files, { op: 'write', path: '../etc/passwd', content: 'x' }).ok).toBe(false);
    expect(applyOperation(files, { op: 'write', path: '/src/New.tsx', content: 'n' }).touched).toEqual([
      'src/New.tsx',
    ]);
  });
});

describe('context selection', () => {
  it('sends entry files and files the request names or matches, not every file', () => {
    const files = {
      ...scaffold('Shop', 'en'),
      'src/components/PricingTable.tsx': 'export function PricingTable() { return <table>pricing</table>; }',
      'src/components/Footer.tsx': `export function Footer() { return <footer>${'x'.repeat(5000)}</footer>; }`,
    };
    const chosen = selectFiles(
      files,
      { message: { uuid: 'm', content: 'Make the pricing table blue', created_at: NOW } },
      3000,
    );
    expect(chosen).toContain('src/components/PricingTable.tsx');
    expect(chosen).toContain('src/App.tsx');
    expect(chosen).not.toContain('src/components/Footer.tsx');
  });
});

describe('configuration', () => {
  it('reads per-category models as JSON or pairs and refuses a malformed value', () => {
    expect(parseCategoryModels('{"software":"qwen2.5-coder"}')).toEqual({ software: 'qwen2.5-coder' });
    expect(parseCategoryModels('software = big-model, health=small')).toEqual({
      software: 'big-model',
      health: 'small',
    });
    expect(() => parseCategoryModels('software')).toThrow(/category=model/);
    expect(() => testConfig({ AI_CATEGORY_MODELS: '{oops' })).toThrow(/AI_CATEGORY_MODELS/);
  });

  it('answers the agent queue with the LLM agent only when a base url and a model are set', () => {
    const builtIn = (overrides: Record<string, string>) => {
      const ctx = { config: testConfig(overrides) } as WorkerContext;
      return consumers(ctx)[0]!.processor === agentProcessor;
    };
    expect(builtIn({})).toBe(true);
    expect(builtIn({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toBe(true);
    expect(builtIn({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------
// The agent on a real queue, against the scripted server.

const server = new ScriptedModelServer();
let logLines: string[] = [];
const contexts: WorkerContext[] = [];
const workers: Worker[] = [];
let queueCount = 0;

beforeAll(async () => {
  await server.start();
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.close(true)));
});

afterAll(async () => {
  await Promise.all(contexts.map((ctx) => ctx.close()));
  await server.close();
  await closeScreenshotBrowsers();
  await closeBuilder();
});

interface Run {
  result: AgentResult;
  progress: AgentProgress[];
  job: Job;
}

/** Runs one job through a fresh queue answered by the LLM agent; rejects with the failure reason. */
async function run(job: AgentJob, env: Record<string, string> = {}): Promise<Run> {
  const config = testConfig({
    AI_BASE_URL: server.baseUrl,
    AI_API_KEY: API_KEY,
    AI_MODEL: 'scripted-model',
    AI_PREVIEW_CHECK: 'false',
    AI_REQUEST_TIMEOUT_MS: '5000',
    LOG_LEVEL: 'debug',
    ...env,
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const ctx = createContext(config, pino({ level: 'debug' }, sink));
  contexts.push(ctx);
  const name = `llm_test_${process.pid}_${++queueCount}`;
  const connection = { url: config.REDIS_URL };
  const queue = new Queue(name, { connection, prefix: config.QUEUE_PREFIX });
  const events = new QueueEvents(name, { connection, prefix: config.QUEUE_PREFIX });
  await events.waitUntilReady();
  const progress: AgentProgress[] = [];
  events.on('progress', ({ data }) => {
    const parsed = AgentProgress.safeParse(data);
    if (parsed.success) progress.push(parsed.data);
  });
  const worker = new Worker(name, llmAgentProcessor()(ctx), { connection, prefix: config.QUEUE_PREFIX });
  workers.push(worker);
  try {
    const added = await queue.add('agent.message', job, {
      jobId: job.message.uuid,
      attempts: 3,
      backoff: { type: 'fixed', delay: 50 },
    });
    try {
      const value: unknown = await added.waitUntilFinished(events, 30_000);
      const parsed = parseAgentResult(value);
      if (!parsed.ok) throw new Error(parsed.error);
      return { result: parsed.result, progress, job: (await queue.getJob(added.id!))! };
    } catch (error) {
      const failed = await queue.getJob(added.id!);
      const wrapped = new Error((error as Error).message) as Error & { job?: Job };
      wrapped.job = failed;
      throw wrapped;
    }
  } finally {
    await events.close();
    await queue.close();
  }
}

function card<T>(result: AgentResult): T {
  expect(typeof result.content).toBe('object');
  return result.content as T;
}

describe('the LLM agent on the queue', () => {
  beforeAll(() => {
    logLines = [];
  });

  it('plans a new app with a project_input card named by the model', async () => {
    server.script({
      text: 'A calm focus timer with a start button, laps and a dark theme. <name>Tick Tock</name>',
    });
    const { result } = await run(
      agentJob({ message: { uuid: 'plan-1', content: 'a focus timer', created_at: NOW } }),
    );
    const input = card<ProjectInputCard>(result);
    expect(input.ui_type).toBe('project_input');
    expect(input.input_config.default_value).toBe('Tick Tock');
    expect(input.description).toContain('focus timer');
    expect(input.context.original_request).toBe('a focus timer');
    expect(server.requests[0]!.body.tools).toBeUndefined();
  });

  it('creates a project through tool calls, from the scaffold, and records the usage', async () => {
    server.script({
      text: 'I built Nimbus: a dark page that greets you.',
      toolCalls: [
        write('src/App.tsx', APP),
        write('src/components/Hello.tsx', HELLO),
        finish('A greeting page'),
      ],
      usage: { prompt_tokens: 1200, completion_tokens: 340 },
    });
    const { result } = await run(
      agentJob({
        kind: 'create_project',
        message: { uuid: 'create-1', content: 'Create the project', created_at: NOW },
        history: [{ role: 'user', content: 'a greeting page called Nimbus', created_at: NOW }],
        project_name: 'Nimbus',
        project: {
          id: 7,
          uuid: 'proj-7',
          name: 'Nimbus',
          token: 'project-token',
          publishable_key: 'pk_7',
          version: 0,
          files: {},
        },
      }),
    );
    expect(result.files?.['src/App.tsx']).toBe(APP);
    expect(result.files?.['src/components/Hello.tsx']).toBe(HELLO);
    expect(result.files?.['index.html']).toContain('/src/main.tsx');
    expect(result.files?.['src/index.css']).toMatch(/@import ['"]tailwindcss['"]/);
    expect(result.files?.[SUMMARY_PATH]).toContain('A greeting page');
    expect(result.summary).toBe('A greeting page');
    expect(result.usage).toEqual({ input_tokens: 1200, output_tokens: 340 });
    const success = card<ProjectSuccessCard>(result);
    expect(success.ui_type).toBe('project_success');
    expect(success.message).toBe('I built Nimbus: a dark page that greets you.');
    expect(success.project).toMatchObject({ id: 7, token: '', publishable_key: 'pk_7', name: 'Nimbus' });
    // The card shows how to call this project's own data API: the publishable key for the app, the
    // secret token nowhere in the chat nor in the model's requests.
    const examples = Object.values(success.project.api_examples ?? {}).join('\n');
    expect(examples).toContain('http://app.test/api/data/proj-7/');
    expect(examples).toContain('Bearer pk_7');
    expect(JSON.stringify(result)).not.toContain('project-token');
    expect(JSON.stringify(server.requests)).not.toContain('project-token');

    const request = server.requests[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.body.stream).toBe(true);
    expect(request.body.model).toBe('scripted-model');
    expect(request.body.tools?.map((t) => t.function.name)).toEqual(
      expect.arrayContaining([
        'write_file',
        'edit_file',
        'delete_file',
        'rename_file',
        'set_project_name',
        'finish',
      ]),
    );
    const told = requestText(request);
    expect(told).toContain('recharts');
    expect(told).toMatch(/@\/components\/ui\/<name> \(accordion, [^)]*\bdialog\b/);
    expect(told).toContain('a greeting page called Nimbus');
  });

  it('edits with edit_file, sends only the relevant files and keeps the rest unchanged', async () => {
    const files = {
      ...scaffold('Nimbus', 'en'),
      'src/App.tsx': APP,
      'src/components/Hello.tsx': HELLO,
      'src/components/Archive.tsx': `export const ARCHIVE = '${'archived words '.repeat(6000)}';\n`,
      [SUMMARY_PATH]: '# Changes\n\n- 2025-01-01: A greeting page\n',
    };
    server.script({
      toolCalls: [
        {
          name: 'edit_file',
          arguments: {
            path: 'src/components/Hello.tsx',
            search: 'text-3xl font-bold',
            replace: 'text-5xl font-black',
          },
        },
        finish('Bigger greeting'),
      ],
    });
    const { result } = await run(
      withProject(files, {
        message: { uuid: 'edit-1', content: 'Make the Hello heading bigger', created_at: NOW },
      }),
    );
    expect(result.files?.['src/components/Hello.tsx']).toContain('text-5xl font-black');
    expect(result.files?.['src/App.tsx']).toBe(APP);
    expect(result.files?.['src/components/Archive.tsx']).toBe(files['src/components/Archive.tsx']);
    expect(result.files?.[SUMMARY_PATH]).toMatch(/A greeting page\n- \d{4}-\d\d-\d\d: Bigger greeting\n$/);
    expect(typeof result.content).toBe('string');
    // Without a usage report the tokens are estimated.
    expect(result.usage!.input_tokens).toBeGreaterThan(100);
    const told = requestText(server.requests[0]!);
    expect(told).toContain('src/components/Archive.tsx (');
    expect(told).not.toContain('archived words archived words');
    expect(told).toContain('Hello from {name}');
    expect(told).toContain('A greeting page');
  });

  it('repairs a build error on the second try and reports the repair step', async () => {
    server.script(
      {
        toolCalls: [
          write('src/App.tsx', 'export default function App() {\n  return <main>broken</mian>;\n}\n'),
          finish('Broken'),
        ],
        delayMs: 0,
      },
      {
        text: 'Fixed the typo.',
        toolCalls: [
          write('src/App.tsx', APP),
          write('src/components/Hello.tsx', HELLO),
          finish('A greeting page'),
        ],
      },
    );
    const { result, progress } = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'repair-1', content: 'Greet me', created_at: NOW },
      }),
    );
    expect(result.files?.['src/App.tsx']).toBe(APP);
    expect(server.requests).toHaveLength(2);
    const repair = requestText(server.requests[1]!);
    expect(repair).toContain('Build error: src/App.tsx:2');
    expect(repair).toContain('fix attempt 1 of 6');
    // The tool results of the first turn went back with the repair request.
    expect(server.requests[1]!.body.messages.some((m) => m.role === 'tool')).toBe(true);
    expect(progress.map((p) => p.step)).toContain('Repairing a build error, attempt 1 of 6');
    // The reply says what was found and fixed.
    expect(result.content).toMatch(
      /^Fixed the typo\.\n\nChecking the app turned up an error, which I fixed: Build error: src\/App\.tsx:2/,
    );
  });

  it('never ships the starting placeholder: a model that only wrote components is asked for src/App.tsx', async () => {
    server.script(
      { toolCalls: [write('components/Hello.tsx', HELLO), finish('Components')] },
      { toolCalls: [write('App.tsx', APP), finish('A greeting page')] },
    );
    const { result } = await run(
      agentJob({
        kind: 'create_project',
        project_name: 'Nimbus',
        project: { id: 9, uuid: 'proj-9', name: 'Nimbus', token: 'project-token', version: 0, files: {} },
        message: { uuid: 'placeholder-1', content: 'Greet me', created_at: NOW },
      }),
    );
    expect(server.requests).toHaveLength(2);
    expect(requestText(server.requests[1]!)).toContain('The app still shows the starting placeholder');
    // Paths written without src/ land where the app imports them from.
    expect(result.files?.['src/App.tsx']).toBe(APP);
    expect(result.files?.['src/components/Hello.tsx']).toBe(HELLO);
    expect(card<ProjectSuccessCard>(result).ui_type).toBe('project_success');

    server.script(
      { toolCalls: [write('src/components/Hello.tsx', HELLO), finish('Components')] },
      { toolCalls: [finish('Still components')] },
      { toolCalls: [finish('Still components')] },
    );
    const stuck = await run(
      agentJob({
        kind: 'create_project',
        project_name: 'Nimbus',
        project: { id: 10, uuid: 'proj-10', name: 'Nimbus', token: 'project-token', version: 0, files: {} },
        message: { uuid: 'placeholder-2', content: 'Greet me', created_at: NOW },
      }),
    );
    expect(stuck.result.files).toBeUndefined();
    expect(typeof stuck.result.content).toBe('string');
    expect(stuck.result.content).toContain('nothing is published yet');
    expect(stuck.result.content).toContain('starting placeholder');
  });

  it('keeps the last good version when every repair fails, and says what was tried', async () => {
    const broken = write('src/App.tsx', 'export default function App() { return <div>; }\n');
    server.script({ toolCalls: [broken, finish('x')] }, { toolCalls: [broken, finish('x')] });
    const { result } = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'repair-2', content: 'Do it', created_at: NOW },
      }),
      { AI_MAX_REPAIR_ATTEMPTS: '1' },
    );
    expect(result.files).toBeUndefined();
    expect(result.content).toContain('last working version stays live');
    expect(result.content).toContain('src/App.tsx');
    expect(server.requests).toHaveLength(2);
  });

  it('builds from a model that answers only in fenced code blocks (no tools)', async () => {
    server.script({
      text: `Sure! Here is the app.\n\n\`\`\`tsx src/App.tsx\n${APP}\`\`\`\n\nsrc/components/Hello.tsx:\n\`\`\`tsx\n${HELLO}\`\`\`\n\nEnjoy!`,
    });
    const { result } = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'fence-1', content: 'Greet me', created_at: NOW },
      }),
      {
        AI_TOOLS: 'false',
      },
    );
    expect(result.files?.['src/App.tsx']).toBe(APP);
    expect(result.files?.['src/components/Hello.tsx']).toBe(HELLO);
    expect(result.content).toBe('Sure! Here is the app.\n\nEnjoy!');
    expect(server.requests[0]!.body.tools).toBeUndefined();
    expect(requestText(server.requests[0]!)).toContain('<file path="src/App.tsx">');
  });

  it('falls back to the tagged-text format when the server refuses tools', async () => {
    server.script(
      { status: 400, errorBody: '{"error":{"message":"tools are not supported by this model"}}' },
      {
        text: `Done.\n<file path="src/App.tsx">\n${APP}</file>\n<file path="src/components/Hello.tsx">\n${HELLO}</file>\n<summary>Tagged</summary>`,
      },
    );
    const { result } = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'tagged-1', content: 'Greet me', created_at: NOW },
      }),
      { AI_MODEL: 'model-without-tools' },
    );
    expect(server.requests[0]!.body.tools).toBeDefined();
    expect(server.requests[1]!.body.tools).toBeUndefined();
    expect(requestText(server.requests[1]!)).toContain('<summary>One line on what changed</summary>');
    expect(result.files?.['src/App.tsx']).toBe(APP);
    expect(result.summary).toBe('Tagged');
  });

  it('fails clearly when the model never writes files on a create, after one reminder', async () => {
    server.script(
      { text: 'What a lovely idea! You could use React for that.' },
      { text: 'I think React is a great choice.' },
    );
    const failure = await run(
      agentJob({
        kind: 'create_project',
        message: { uuid: 'chatty-1', content: 'Create the project', created_at: NOW },
        project_name: 'Chatty',
        project: { id: 8, uuid: 'proj-8', name: 'Chatty', token: 't', version: 0, files: {} },
      }),
    ).then(
      () => null,
      (error: Error & { job?: Job }) => error,
    );
    expect(failure?.message).toMatch(/without writing any files/);
    // Not retried: another attempt would spend the same tokens for the same answer.
    expect(failure?.job?.attemptsMade).toBe(1);
    expect(server.requests).toHaveLength(2);
    expect(requestText(server.requests[1]!)).toContain('You did not write any file');
  });

  it('answers a question about an existing project without touching its files', async () => {
    server.script({ text: 'The greeting comes from src/components/Hello.tsx.' });
    const files = { ...scaffold('Nimbus', 'en'), 'src/App.tsx': APP, 'src/components/Hello.tsx': HELLO };
    const { result } = await run(
      withProject(files, { message: { uuid: 'ask-1', content: 'Where is the greeting?', created_at: NOW } }),
    );
    expect(result.files).toBeUndefined();
    expect(result.content).toBe('The greeting comes from src/components/Hello.tsx.');
  });

  it('renames without a new version, with the model chosen for the conversation category', async () => {
    server.script({
      text: 'It is now called Orbit.',
      toolCalls: [{ name: 'set_project_name', arguments: { name: 'Orbit' } }, finish('Renamed')],
    });
    const files = { ...scaffold('Nimbus', 'en'), 'src/App.tsx': APP, 'src/components/Hello.tsx': HELLO };
    const { result } = await run(
      withProject(files, {
        conversation: {
          uuid: 'conv-cat',
          title: 'Nimbus',
          category: { id: 3, slug: 'software', name: 'Software' },
        },
        message: { uuid: 'rename-1', content: 'Call it Orbit', created_at: NOW },
      }),
      { AI_CATEGORY_MODELS: 'software=coder-model,health=small-model' },
    );
    expect(server.requests[0]!.body.model).toBe('coder-model');
    expect(result.project_name).toBe('Orbit');
    expect(result.files).toBeUndefined();
    expect(result.content).toBe('It is now called Orbit.');
  });

  it('fails the job with a readable reason when the model does not answer in time', async () => {
    server.script({ hang: true });
    const started = Date.now();
    const failure = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'slow-1', content: 'Greet me', created_at: NOW },
      }),
      {
        AI_REQUEST_TIMEOUT_MS: '600',
      },
    ).then(
      () => null,
      (error: Error & { job?: Job }) => error,
    );
    expect(failure?.message).toMatch(/did not finish within 1 s/);
    expect(failure?.job?.attemptsMade).toBe(1);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops at the token budget: nothing without a working change, and a working part says it may be incomplete', async () => {
    server.script({
      toolCalls: [write('src/App.tsx', 'export default function App() { return <p>Half</p>; }\n')],
      usage: { prompt_tokens: 9000, completion_tokens: 400 },
    });
    const { result } = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'budget-1', content: 'Greet me', created_at: NOW },
      }),
      { AI_TOKEN_BUDGET: '10000' },
    );
    // The second turn would pass the budget: the first turn's file is checked and kept, with a warning.
    expect(server.requests).toHaveLength(1);
    expect(result.files?.['src/App.tsx']).toContain('Half');
    expect(result.content).toContain(
      'token budget (10,000 tokens): this version works, but may not have everything',
    );
    expect(result.usage).toEqual({ input_tokens: 9000, output_tokens: 400 });

    server.script({
      toolCalls: [write('src/App.tsx', 'export default function App() { return <p>; }\n')],
      usage: { prompt_tokens: 9000, completion_tokens: 400 },
    });
    const broken = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'budget-2', content: 'Greet me', created_at: NOW },
      }),
      { AI_TOKEN_BUDGET: '10000' },
    );
    expect(broken.result.files).toBeUndefined();
    expect(broken.result.content).toContain('token budget (10,000 tokens)');
    expect(broken.result.content).toContain('The last working version stays live');
  });

  it('continues a tool call cut off by the output limit and ships the whole file', async () => {
    const app =
      'export default function App() {\n  return <main className="p-8">Cut and continued</main>;\n}\n';
    const args = JSON.stringify({ path: 'src/App.tsx', content: app });
    server.script(
      {
        toolCalls: [{ name: 'write_file', arguments: args.slice(0, 50) }],
        finishReason: 'length',
        usage: { prompt_tokens: 900, completion_tokens: 100 },
      },
      {
        toolCalls: [{ name: 'write_file', arguments: args.slice(50) }, finish('Continued')],
        usage: { prompt_tokens: 1000, completion_tokens: 60 },
      },
    );
    const { result } = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'cut-1', content: 'Say it was cut and continued', created_at: NOW },
      }),
    );
    expect(server.requests).toHaveLength(2);
    expect(requestText(server.requests[1]!)).toContain('Continue exactly where you stopped');
    expect(result.files?.['src/App.tsx']).toBe(app);
    expect(result.usage).toEqual({ input_tokens: 1900, output_tokens: 160 });
  });

  it('fails once, keeping the project, when every answer is cut off by the output limit', async () => {
    const cut: Turn = {
      toolCalls: [{ name: 'write_file', arguments: '{"path":"src/App.tsx","content":"export default' }],
      finishReason: 'length',
    };
    server.script(cut, cut, cut, cut);
    const failure = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'cut-2', content: 'Write a very long page', created_at: NOW },
      }),
    ).then(
      () => null,
      (error: Error & { job?: Job }) => error,
    );
    expect(failure?.message).toMatch(/cut off by the output limit/);
    expect(failure?.job?.attemptsMade).toBe(1);
    expect(failure?.job?.returnvalue).toBeFalsy();
    expect(server.requests).toHaveLength(3);
  });

  it('waits out a 429 with Retry-After inside the client instead of failing the attempt', async () => {
    const app = 'export default function App() {\n  return <main>After the rate limit</main>;\n}\n';
    server.script(
      {
        status: 429,
        headers: { 'retry-after': '1' },
        errorBody: '{"error":{"message":"Rate limit reached"}}',
      },
      { toolCalls: [write('src/App.tsx', app), finish('After a rate limit')] },
    );
    const { result } = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'limit-1', content: 'Change the text', created_at: NOW },
      }),
    );
    expect(server.requests).toHaveLength(2);
    expect(result.files?.['src/App.tsx']).toBe(app);
  });

  it('reports progress while the model streams: the growing reply and the files it writes', async () => {
    const reply = 'I am adding a friendly greeting to the page so that visitors feel welcome right away.';
    server.script({
      text: reply,
      chunkSize: 8,
      delayMs: 60,
      toolCalls: [write('src/App.tsx', APP), write('src/components/Hello.tsx', HELLO), finish('Greeting')],
    });
    const { progress } = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'progress-1', content: 'Greet me', created_at: NOW },
      }),
    );
    const texts = progress.map((p) => p.text).filter(Boolean);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts[0]!.length).toBeLessThan(reply.length);
    expect(texts.at(-1)).toBe(reply);
    const withFiles = progress.find((p) => p.files.includes('src/App.tsx'));
    expect(withFiles).toBeDefined();
    expect(progress.at(-1)!.files).toEqual(['src/App.tsx', 'src/components/Hello.tsx']);
    expect(progress.some((p) => p.step === 'Building and checking the preview')).toBe(true);
  });

  it('sends text attachments inline, images as image inputs and names the rest', async () => {
    const files: Record<string, Buffer> = {
      'notes.md': Buffer.from('# Menu\nEspresso 3€'),
      'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    };
    const { createServer } = await import('node:http');
    const host = createServer((req, res) => {
      const name = (req.url ?? '').slice(1);
      const body = files[name];
      if (body) res.writeHead(200).end(body);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const port = (host.address() as { port: number }).port;
    try {
      server.script({ text: 'Noted.' });
      const attachment = (name: string, mime: string, size: number) => ({
        uuid: name,
        original_name: name,
        mime_type: mime,
        size,
        url: `http://127.0.0.1:${port}/${name}`,
      });
      await run(
        withProject(scaffold('Cafe', 'en'), {
          message: {
            uuid: 'attach-1',
            content: 'Use my menu',
            created_at: NOW,
            selected_element: { selector: 'main > h1.title', text: 'Welcome', tag: 'h1' },
          },
          attachments: [
            attachment('notes.md', 'text/markdown', 20),
            attachment('logo.png', 'image/png', 4),
            attachment('deck.pdf', 'application/pdf', 1000),
          ],
          language: 'tr',
        }),
      );
      const request = server.requests[0]!;
      const told = requestText(request);
      expect(told).toContain('Espresso 3€');
      expect(told).toContain('Attached (not readable here): deck.pdf');
      expect(told).toContain('selector: main > h1.title');
      expect(told).toContain('Reply to the person in Turkish');
      const user = request.body.messages.find((m) => m.role === 'user')!;
      expect(user.content).toEqual(
        expect.arrayContaining([
          {
            type: 'image_url',
            image_url: { url: `data:image/png;base64,${files['logo.png']!.toString('base64')}` },
          },
        ]),
      );
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });

  it('never puts the API key in job data, failure reasons or logs', async () => {
    logLines = [];
    server.script({
      status: 401,
      errorBody: JSON.stringify({ error: { message: `Incorrect API key provided: ${API_KEY}` } }),
    });
    const failure = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'key-1', content: 'Greet me', created_at: NOW },
      }),
    ).then(
      () => null,
      (error: Error & { job?: Job }) => error,
    );
    expect(failure?.message).toContain('HTTP 401');
    expect(failure?.message).toContain('[redacted]');
    expect(failure?.message).not.toContain(API_KEY);
    expect(JSON.stringify(failure?.job?.data)).not.toContain(API_KEY);
    expect(failure?.job?.failedReason).not.toContain(API_KEY);
    expect(logLines.join('')).toContain('[redacted]');
    expect(logLines.join('')).not.toContain(API_KEY);
  });
});

describe('the preview check', () => {
  it('sends an uncaught exception of the built page back to the model and ships the repaired files', async () => {
    const crashing = `export default function App() {\n  const items: string[] | undefined = undefined;\n  return <ul>{items!.map((i) => <li key={i}>{i}</li>)}</ul>;\n}\n`;
    server.script(
      { toolCalls: [write('src/App.tsx', crashing), finish('List')] },
      { toolCalls: [write('src/App.tsx', APP), write('src/components/Hello.tsx', HELLO), finish('Fixed')] },
    );
    const { result, progress } = await run(
      withProject(scaffold('Nimbus', 'en'), {
        message: { uuid: 'preview-1', content: 'Show a list', created_at: NOW },
      }),
      { AI_PREVIEW_CHECK: 'true' },
    );
    expect(requestText(server.requests[1]!)).toMatch(/Preview error: Uncaught TypeError: .*map/);
    expect(progress.map((p) => p.step)).toContain('Repairing a preview error, attempt 1 of 6');
    expect(result.files?.['src/App.tsx']).toBe(APP);
  });

  it('passes a working build and reports a blank page', async () => {
    const config = testConfig();
    const check = createChecker({
      browser: { host: screenshotBrowser(config), origin: new URL(config.PREVIEW_URL).origin },
    });
    expect(
      await check({ ...scaffold('Nimbus', 'en'), 'src/App.tsx': APP, 'src/components/Hello.tsx': HELLO }),
    ).toEqual({ ok: true });
    const blank = await check({
      ...scaffold('Nimbus', 'en'),
      'src/App.tsx': 'export default function App() { return null; }\n',
    });
    expect(blank.ok).toBe(false);
    expect(JSON.stringify(blank)).toContain('rendered nothing');
  });
});

describe('the client', () => {
  it('times out a request that never finishes', async () => {
    server.script({ hang: true });
    const client = new ChatClient({ baseUrl: server.baseUrl, timeoutMs: 300 });
    await expect(
      client.stream({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }),
    ).rejects.toBeInstanceOf(LlmTimeoutError);
  });

  it('reads server-sent events split anywhere, with CRLF lines, comments and multi-line data', async () => {
    const raw =
      ': keep-alive\r\ndata: {"a":1}\r\n\r\nevent: x\ndata: line one\ndata: line two\n\ndata: [DONE]\n\n';
    const bytes = new TextEncoder().encode(raw);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 5) controller.enqueue(bytes.slice(at, at + 5));
        controller.close();
      },
    });
    const events: string[] = [];
    await readEvents(stream, (data) => events.push(data));
    expect(events).toEqual(['{"a":1}', 'line one\nline two', '[DONE]']);
    // Split exactly between '\r' and '\n'.
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: one\r'));
        controller.enqueue(new TextEncoder().encode('\ndata: two\r\n\r\n'));
        controller.close();
      },
    });
    const joined: string[] = [];
    await readEvents(split, (data) => joined.push(data));
    expect(joined).toEqual(['one\ntwo']);
  });

  it('assembles text, tool calls split across chunks and the usage', async () => {
    const turn: Turn = {
      text: 'Hello there',
      chunkSize: 3,
      toolCalls: [write('a.txt', 'x'.repeat(300))],
      usage: { prompt_tokens: 5, completion_tokens: 7 },
    };
    server.script(turn);
    const deltas: string[] = [];
    const response = await new ChatClient({ baseUrl: server.baseUrl, timeoutMs: 2000 }).stream(
      { model: 'm', messages: [{ role: 'user', content: 'hi' }] },
      { onText: (delta) => deltas.push(delta) },
    );
    expect(deltas.length).toBeGreaterThan(2);
    expect(response.text).toBe('Hello there');
    expect(response.toolCalls).toHaveLength(1);
    expect(JSON.parse(response.toolCalls[0]!.function.arguments)).toEqual({
      path: 'a.txt',
      content: 'x'.repeat(300),
    });
    expect(response.usage).toEqual({ input_tokens: 5, output_tokens: 7 });
    expect(response.finishReason).toBe('tool_calls');
  });
});
