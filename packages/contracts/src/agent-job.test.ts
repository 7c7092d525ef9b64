import { describe, expect, it } from 'vitest';
import {
  AGENT_JOB_NAME,
  AGENT_LIMITS,
  isAgentQueueName,
  isSafeProjectPath,
  parseAgentJob,
  parseAgentResult,
  utf8Length,
  type AgentJob,
} from './agent-job.ts';

const files = {
  'index.html': '<!doctype html><div id="root"></div>',
  'package.json': '{"name":"streaks"}',
  'src/main.tsx': "import App from './App';",
  'src/App.tsx': 'export default function App() { return null; }',
};

describe('parseAgentResult', () => {
  it('accepts plain text', () => {
    expect(parseAgentResult({ v: 1, content: 'Hello!' })).toEqual({
      ok: true,
      result: { v: 1, content: 'Hello!' },
    });
  });

  it('accepts a card, files, a name, a summary and usage', () => {
    const result = {
      v: 1,
      content: {
        ui_type: 'project_success',
        title: 'Done',
        message: 'Streaks is live.',
        project: { name: 'Streaks', id: 12, token: 't' },
      },
      files,
      project_name: 'Streaks',
      summary: 'First version',
      usage: { input_tokens: 10, output_tokens: 20 },
    };
    expect(parseAgentResult(result)).toEqual({ ok: true, result });
  });

  it('accepts the JSON text of a result', () => {
    expect(parseAgentResult('{"v":1,"content":"Hi"}')).toEqual({ ok: true, result: { v: 1, content: 'Hi' } });
  });

  it('refuses a wrong version', () => {
    const outcome = parseAgentResult({ v: 2, content: 'Hello' });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toContain('v:');
  });

  it('refuses path traversal and other unsafe paths', () => {
    for (const path of [
      '../secret',
      'src/../../etc/passwd',
      '/etc/passwd',
      'src\\App.tsx',
      'C:/x',
      'a//b',
      './a',
      'a/',
      // Paths the storage could not hold: a public/ file is stored as is when the project is built.
      'public/100%.png',
      'public/%2e%2e/x.png',
      'src/a\u0000b.ts',
      'src/a\u007fb.ts',
      'public/my logo.svg',
      '',
    ]) {
      const outcome = parseAgentResult({ v: 1, content: 'x', files: { ...files, [path]: 'boom' } });
      expect(outcome.ok, path).toBe(false);
      if (!outcome.ok) expect(outcome.error).toContain('Unsafe file path');
    }
  });

  it('accepts the file names of routing conventions', () => {
    for (const path of ['src/pages/[id].tsx', 'src/app/(auth)/login.tsx', 'src/app/@modal/page.tsx']) {
      const outcome = parseAgentResult({ v: 1, content: 'x', files: { [path]: 'export {}' } });
      expect(outcome.ok, path).toBe(true);
    }
  });

  it('refuses too many files', () => {
    const many = Object.fromEntries(
      Array.from({ length: AGENT_LIMITS.maxFiles + 1 }, (_, i) => [`src/f${i}.ts`, '']),
    );
    const outcome = parseAgentResult({ v: 1, content: 'x', files: many });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toContain('at most 500 files');
    const enough = Object.fromEntries(Object.entries(many).slice(0, AGENT_LIMITS.maxFiles));
    expect(parseAgentResult({ v: 1, content: 'x', files: enough }).ok).toBe(true);
  });

  it('refuses files over the total size', () => {
    const half = 'a'.repeat(AGENT_LIMITS.maxTotalBytes / 2);
    expect(parseAgentResult({ v: 1, content: 'x', files: { 'a.txt': half, 'b.txt': half } }).ok).toBe(true);
    const outcome = parseAgentResult({ v: 1, content: 'x', files: { 'a.txt': half, 'b.txt': `${half}é` } });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toContain('bytes');
  });

  it('refuses blank content, unknown cards and non-objects', () => {
    expect(parseAgentResult({ v: 1, content: '  ' }).ok).toBe(false);
    expect(parseAgentResult({ v: 1, content: { ui_type: 'video' } }).ok).toBe(false);
    expect(parseAgentResult({ v: 1 }).ok).toBe(false);
    expect(parseAgentResult(null).ok).toBe(false);
    expect(parseAgentResult('not json').ok).toBe(false);
    expect(parseAgentResult({ v: 1, content: 'x', files: { 'a.ts': 42 } }).ok).toBe(false);
  });

  it('keeps its error short', () => {
    const bad = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`../f${i}`, '']));
    const outcome = parseAgentResult({ v: 1, content: 'x', files: bad });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.length).toBeLessThanOrEqual(AGENT_LIMITS.maxErrorChars);
  });
});

describe('AgentJob', () => {
  const job: AgentJob = {
    v: 1,
    kind: 'message',
    conversation: {
      uuid: '6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f',
      title: 'Habit tracker',
      category: { id: 1, slug: 'development', name: 'Development' },
    },
    message: {
      uuid: '0b9d1c1e-7b1a-4c55-8f59-2f0f1d2f3a4b',
      content: 'Make the header dark',
      created_at: '2025-01-01T10:00:00.000Z',
      selected_element: { selector: 'header', text: 'Streaks', tag: 'header' },
    },
    history: [{ role: 'user', content: 'A habit tracker', created_at: '2025-01-01T09:00:00.000Z' }],
    attachments: [
      {
        uuid: 'f1',
        original_name: 'logo.png',
        mime_type: 'image/png',
        size: 2048,
        url: 'http://localhost:3000/api/files/serve/ab/cd?expires=1&signature=x',
      },
    ],
    project: { id: 12, uuid: 'p1', name: 'Streaks', token: 't', version: 3, files },
    language: 'tr',
    user: { id: 7, name: 'Ada' },
  };

  it('accepts a complete job', () => {
    expect(parseAgentJob(job)).toEqual({ ok: true, result: job });
    expect(parseAgentJob({ ...job, kind: 'create_project', project_name: 'Streaks' }).ok).toBe(true);
    expect(parseAgentJob({ ...job, project: null, attachments: [], history: [] }).ok).toBe(true);
  });

  it('refuses a job of another version or with unsafe project files', () => {
    expect(parseAgentJob({ ...job, v: 2 }).ok).toBe(false);
    expect(parseAgentJob({ ...job, project: { ...job.project, files: { '../x': '' } } }).ok).toBe(false);
    expect(parseAgentJob({ ...job, language: 'de' }).ok).toBe(false);
  });

  it('has a stable job name', () => {
    expect(AGENT_JOB_NAME).toBe('agent.message');
  });
});

describe('path and queue helpers', () => {
  it('accepts ordinary project paths', () => {
    for (const path of [
      'index.html',
      'src/App.tsx',
      'public/logo..svg',
      '.gitignore',
      'src/components/ui/date-picker_v2.tsx',
    ]) {
      expect(isSafeProjectPath(path), path).toBe(true);
    }
    expect(isSafeProjectPath('a'.repeat(256))).toBe(false);
    expect(isSafeProjectPath('a\u0000b')).toBe(false);
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
    expect(utf8Length('ğüşiöç')).toBe(new TextEncoder().encode('ğüşiöç').length);
  });

  it("refuses queue names that break the pattern or are Atelier's own", () => {
    expect(isAgentQueueName('ai_processing_queue')).toBe(true);
    expect(isAgentQueueName('my-agent.v2')).toBe(true);
    expect(isAgentQueueName('atelier-screenshots')).toBe(false);
    expect(isAgentQueueName('bad queue')).toBe(false);
    expect(isAgentQueueName('q'.repeat(65))).toBe(false);
  });
});
