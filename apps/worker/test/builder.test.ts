import { projectRoot } from '@atelier/config/preview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue, UnrecoverableError, type Job } from 'bullmq';
import { INTERNAL_QUEUES, type BuildError } from '@atelier/contracts';
import { buildProject, closeBuilder, type BuildOutput } from '../src/builder/bundle.ts';
import { buildKeyOf, buildProcessor, type BuildSummary } from '../src/builder/processor.ts';
import type { WorkerContext } from '../src/context.ts';
import { createProject, testContext } from './helpers.ts';

/** A small generated-looking project: Vite layout, React + TSX, Tailwind with a theme colour, routing. */
function appFiles(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Habit Hero</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'package.json': '{ "name": "habit-hero", "private": true, "type": "module" }',
    'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"></svg>',
    'src/main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
`,
    'src/App.tsx': `import { Link, Route, Routes } from 'react-router-dom';
import { Flame } from 'lucide-react';
import clsx from 'clsx';
import { useState } from 'react';

function Home() {
  const [done, setDone] = useState(false);
  return (
    <button className={clsx('rounded-lg p-4', done ? 'bg-accent' : 'bg-primary')} onClick={() => setDone(!done)}>
      <Flame className="size-4" /> Hello from Habit Hero
    </button>
  );
}

export default function App() {
  return (
    <main className="min-h-screen text-slate-900">
      <nav><Link to="/about">About</Link></nav>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/about" element={<p>About this habit tracker</p>} />
      </Routes>
    </main>
  );
}
`,
    'src/index.css': `@import "tailwindcss";

@theme {
  --color-primary: #6366f1;
  --color-accent: #f59e0b;
}
`,
    ...overrides,
  };
}

function text(output: BuildOutput, pattern: RegExp): { name: string; text: string } {
  const name = Object.keys(output).find((key) => pattern.test(key));
  if (!name) throw new Error(`No output matches ${pattern}: ${Object.keys(output).join(', ')}`);
  return { name, text: output[name]!.toString() };
}

async function build(files: Record<string, string>): Promise<BuildOutput> {
  const result = await buildProject(files);
  if (!result.ok) throw new Error(`Build failed: ${JSON.stringify(result.error)}`);
  return result.output;
}

async function buildError(files: Record<string, string>): Promise<BuildError> {
  const result = await buildProject(files);
  if (result.ok) throw new Error('The build should have failed.');
  return result.error;
}

afterAll(async () => {
  await closeBuilder();
});

describe('buildProject', () => {
  it('bundles a React + TSX + Tailwind project into index.html and hashed assets', async () => {
    const output = await build(appFiles());
    const js = text(output, /^assets\/index-[A-Z0-9]+\.js$/);
    const css = text(output, /^assets\/index-[A-Z0-9]+\.css$/);

    expect(js.text).toContain('Hello from Habit Hero');
    expect(js.text).not.toMatch(/process\.env\.NODE_ENV/);
    expect(css.text).toContain('.bg-primary{');
    expect(css.text).toMatch(/--color-primary:\s*#6366f1/);
    expect(css.text).toContain('.p-4{');
    expect(css.text).toContain('.rounded-lg{');
    expect(css.text).not.toContain('.bg-red-500{');

    const html = output['index.html']!.toString();
    expect(html).toContain(`<script type="module" crossorigin src="./${js.name}"></script>`);
    expect(html).toContain(`<link rel="stylesheet" crossorigin href="./${css.name}">`);
    expect(html).toContain('href="./favicon.svg"');
    expect(html).not.toContain('/src/main.tsx');
    expect(output['favicon.svg']).toBeDefined();
    // Only the icons the project names are bundled.
    expect(js.text.length).toBeLessThan(350_000);
  });

  it('imports JSON, SVG and plain CSS', async () => {
    const output = await build(
      appFiles({
        'src/App.tsx': `import data from './data/habits.json';
import logo from './assets/logo.svg';
import './styles/card.css';
export default function App() {
  return <div className="card"><img src={logo} alt="" />{data.habits.map((h) => <p key={h}>{h}</p>)}</div>;
}
`,
        'src/data/habits.json': '{ "habits": ["Read twenty pages", "Walk the dog"] }',
        'src/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4" /></svg>',
        'src/styles/card.css':
          '.card { border: 1px solid rebeccapurple; background: url(../assets/logo.svg); }',
      }),
    );
    const js = text(output, /\.js$/).text;
    const css = text(output, /\.css$/).text;
    const svg = text(output, /^assets\/logo-[A-Z0-9]+\.svg$/);

    expect(js).toContain('Read twenty pages');
    // Addresses in JS are relative to the page, in CSS relative to the stylesheet (both in assets/).
    expect(js).toContain(`"./${svg.name}"`);
    expect(css).toMatch(
      /\.card\{border:1px solid rebeccapurple;background:url\("?\.\/logo-[A-Z0-9]+\.svg"?\)\}/,
    );
    expect(svg.text).toContain('<circle r="4" />');
  });

  it('builds react-router routes and a folder index import', async () => {
    const output = await build(
      appFiles({
        'src/App.tsx': `import { NavLink, Route, Routes, useParams } from 'react-router-dom';
import { Settings } from './pages';
function Habit() { const { id } = useParams(); return <h1>Habit number {id}</h1>; }
export default function App() {
  return (<><NavLink to="/settings">Settings</NavLink>
    <Routes><Route path="/habits/:id" element={<Habit />} /><Route path="/settings" element={<Settings />} /></Routes></>);
}
`,
        'src/pages/index.ts': "export { Settings } from './settings';",
        'src/pages/settings.tsx': 'export function Settings() { return <h2>Settings page</h2>; }',
      }),
    );
    const js = text(output, /\.js$/).text;
    expect(js).toContain('Habit number');
    expect(js).toContain('Settings page');
  });

  it('reports a syntax error with its file, line and column', async () => {
    const error = await buildError(
      appFiles({
        'src/App.tsx': 'export default function App() {\n  return <div>broken</span>;\n}\n',
      }),
    );
    expect(error).toMatchObject({ file: 'src/App.tsx', line: 2 });
    expect(error.column).toBeGreaterThan(0);
    expect(error.message).toMatch(/span/);
  });

  it('refuses a package that is not curated, naming it and what to use instead', async () => {
    const error = await buildError(
      appFiles({
        'src/App.tsx':
          "import { useState } from 'react';\nimport axios from 'axios';\nexport default function App() { useState(); return <p>{String(axios)}</p>; }\n",
      }),
    );
    expect(error.file).toBe('src/App.tsx');
    expect(error.line).toBe(2);
    expect(error.message).toContain(
      "These imports are not available in Atelier's builder: 'axios' (src/App.tsx).",
    );
    expect(error.message).toContain('Use fetch() instead of axios');
    expect(error.message).toContain('react-router-dom');
  });

  it('reports a relative import of a missing file', async () => {
    const error = await buildError(
      appFiles({
        'src/App.tsx':
          "import Chart from './components/chart';\nexport default function App() { return <Chart />; }\n",
      }),
    );
    expect(error).toMatchObject({ file: 'src/App.tsx', line: 1 });
    expect(error.message).toContain("Could not resolve './components/chart'");
  });

  it('reports a Tailwind error on its stylesheet and refuses Tailwind plugins', async () => {
    const unknown = await buildError(
      appFiles({ 'src/index.css': '@import "tailwindcss";\n.x { @apply not-a-class; }\n' }),
    );
    expect(unknown.file).toBe('src/index.css');
    expect(unknown.message).toContain('not-a-class');

    const plugin = await buildError(
      appFiles({ 'src/index.css': '@import "tailwindcss";\n@plugin "./evil.js";\n' }),
    );
    expect(plugin.message).toContain('plugins');
  });

  it('uses the entry named by index.html', async () => {
    const files = appFiles({
      'index.html':
        '<html><body><div id="root"></div><script type="module" src="./src/boot.jsx"></script></body></html>',
      'src/boot.jsx':
        "import { createRoot } from 'react-dom/client';\ncreateRoot(document.body).render(<p>Booted elsewhere</p>);\n",
    });
    const output = await build(files);
    expect(text(output, /\.js$/).text).toContain('Booted elsewhere');

    const missing = await buildError({ ...files, 'src/boot.jsx': undefined as unknown as string });
    expect(missing.message).toContain('src/boot.jsx');
  });
});

/** What the processor reads of a BullMQ job: its data and whether this is the last attempt. */
function fakeJob(data: unknown): Job<unknown, BuildSummary> {
  return { data, attemptsMade: 0, opts: { attempts: 2 } } as unknown as Job<unknown, BuildSummary>;
}

describe('build processor', () => {
  let ctx: WorkerContext;
  let screenshots: Queue;
  let run: (data: unknown) => Promise<BuildSummary>;

  beforeAll(() => {
    ctx = testContext();
    screenshots = new Queue(INTERNAL_QUEUES.screenshot, {
      connection: { url: ctx.config.REDIS_URL },
      prefix: ctx.config.QUEUE_PREFIX,
    });
    const processor = buildProcessor(ctx);
    run = (data) => processor(fakeJob(data));
  });

  afterAll(async () => {
    await screenshots.close();
    await ctx.close();
  });

  async function addVersion(projectId: number, number: number, files: Record<string, string>) {
    return ctx.prisma.projectVersion.create({ data: { projectId, number, files } });
  }

  it('stores the build, makes it live and queues a thumbnail', async () => {
    const project = await createProject(ctx);
    const version = await addVersion(project.id, 1, appFiles());

    const summary = await run({ v: 1, project_id: project.id, version_id: version.id });
    expect(summary).toMatchObject({
      status: 'ready',
      live: true,
      buildKey: `builds/${project.id}/${version.id}/`,
    });

    const key = buildKeyOf(project.id, version.id);
    const html = (await ctx.storage.get(`${key}index.html`))?.toString() ?? '';
    const script = /src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    const stylesheet = /href="\.\/(assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await ctx.storage.get(`${key}${script}`))?.toString()).toContain('Hello from Habit Hero');
    expect((await ctx.storage.get(`${key}${stylesheet}`))?.toString()).toContain('.bg-primary{');
    expect(await ctx.storage.get(`${key}favicon.svg`)).not.toBeNull();

    const stored = await ctx.prisma.projectVersion.findUniqueOrThrow({ where: { id: version.id } });
    expect(stored).toMatchObject({ buildStatus: 'ready', buildKey: key, buildError: null });
    expect(stored.builtAt).toBeInstanceOf(Date);
    const after = await ctx.prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(after).toMatchObject({ liveVersionId: version.id, waitStatus: 0 });

    const shot = await ctx.prisma.screenshot.findFirstOrThrow({ where: { projectId: project.id } });
    expect(shot).toMatchObject({
      userId: project.userId,
      url: projectRoot(ctx.config.PREVIEW_URL, project.uuid),
      width: 1200,
      height: 800,
      format: 'webp',
      delay: 500,
      waitForNetwork: true,
      status: 'queued',
    });
    expect(summary).toMatchObject({ screenshotId: shot.id });
    const job = await screenshots.getJob(`screenshot-${shot.id}`);
    expect(job?.data).toEqual({ v: 1, screenshot_id: shot.id });
  });

  it('keeps the last good build live when a newer version fails, and records the error', async () => {
    const project = await createProject(ctx);
    const good = await addVersion(project.id, 1, appFiles());
    await run({ v: 1, project_id: project.id, version_id: good.id });

    const bad = await addVersion(project.id, 2, appFiles({ 'src/App.tsx': 'export default () => <div>\n' }));
    // What the api does when a new version arrives for a ready project.
    await ctx.prisma.project.update({ where: { id: project.id }, data: { waitStatus: 1 } });
    const summary = await run({ v: 1, project_id: project.id, version_id: bad.id });

    expect(summary).toMatchObject({ status: 'failed', error: { file: 'src/App.tsx', line: 2 } });
    const stored = await ctx.prisma.projectVersion.findUniqueOrThrow({ where: { id: bad.id } });
    expect(stored.buildStatus).toBe('failed');
    expect(stored.buildError).toMatchObject({
      file: 'src/App.tsx',
      line: 2,
      message: expect.any(String) as string,
    });
    expect(stored.buildKey).toBeNull();
    const after = await ctx.prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(after).toMatchObject({ liveVersionId: good.id, waitStatus: 0 });
    expect(await ctx.prisma.screenshot.count({ where: { projectId: project.id } })).toBe(1);
  });

  it('leaves a project without a good build hidden when its first build fails', async () => {
    const project = await createProject(ctx);
    const bad = await addVersion(project.id, 1, appFiles({ 'src/App.tsx': "import _ from 'lodash';\n" }));
    const summary = await run({ v: 1, project_id: project.id, version_id: bad.id });

    expect(summary.status).toBe('failed');
    const after = await ctx.prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(after).toMatchObject({ liveVersionId: null, waitStatus: 2 });
    expect(await ctx.storage.get(`${buildKeyOf(project.id, bad.id)}index.html`)).toBeNull();
  });

  it('does not let an older version take over from a newer live one', async () => {
    const project = await createProject(ctx);
    const older = await addVersion(project.id, 1, appFiles());
    const newer = await addVersion(project.id, 2, appFiles({ 'src/main.tsx': "document.title = 'v2';\n" }));

    expect(await run({ v: 1, project_id: project.id, version_id: newer.id })).toMatchObject({
      status: 'ready',
      live: true,
    });
    expect(await run({ v: 1, project_id: project.id, version_id: older.id })).toMatchObject({
      status: 'skipped',
      reason: 'superseded',
    });
    const after = await ctx.prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(after.liveVersionId).toBe(newer.id);
  });

  it('ends with the newest version live when two builds of a project race', async () => {
    const project = await createProject(ctx);
    const v1 = await addVersion(project.id, 1, appFiles());
    const v2 = await addVersion(project.id, 2, appFiles({ 'src/main.tsx': "document.title = 'v2';\n" }));

    await Promise.all([
      run({ v: 1, project_id: project.id, version_id: v1.id }),
      run({ v: 1, project_id: project.id, version_id: v2.id }),
    ]);
    const after = await ctx.prisma.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(after).toMatchObject({ liveVersionId: v2.id, waitStatus: 0 });
  });

  it('does nothing for a retried job of a ready version', async () => {
    const project = await createProject(ctx);
    const version = await addVersion(project.id, 1, appFiles());
    await run({ v: 1, project_id: project.id, version_id: version.id });
    const before = await ctx.prisma.projectVersion.findUniqueOrThrow({ where: { id: version.id } });

    expect(await run({ v: 1, project_id: project.id, version_id: version.id })).toMatchObject({
      status: 'skipped',
      reason: 'already-built',
    });
    const after = await ctx.prisma.projectVersion.findUniqueOrThrow({ where: { id: version.id } });
    expect(after.builtAt).toEqual(before.builtAt);
    expect(await ctx.prisma.screenshot.count({ where: { projectId: project.id } })).toBe(1);
  });

  it('never overwrites a build that is already stored', async () => {
    const project = await createProject(ctx);
    const version = await addVersion(project.id, 1, appFiles());
    const key = buildKeyOf(project.id, version.id);
    // A crash after writing but before marking the version left a complete build behind.
    await ctx.storage.put(`${key}index.html`, '<p>the first write</p>');

    expect(await run({ v: 1, project_id: project.id, version_id: version.id })).toMatchObject({
      status: 'ready',
    });
    expect((await ctx.storage.get(`${key}index.html`))?.toString()).toBe('<p>the first write</p>');
  });

  it('skips an unknown version and refuses a malformed job', async () => {
    const project = await createProject(ctx);
    expect(await run({ v: 1, project_id: project.id, version_id: 2_000_000_000 })).toMatchObject({
      status: 'skipped',
      reason: 'not-found',
    });
    await expect(run({ v: 2, project_id: project.id })).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('takes no thumbnail when AUTO_THUMBNAILS is off', async () => {
    const quiet = testContext({ AUTO_THUMBNAILS: 'false' });
    try {
      const project = await createProject(quiet);
      const version = await addVersion(project.id, 1, appFiles());
      const summary = await buildProcessor(quiet)(
        fakeJob({ v: 1, project_id: project.id, version_id: version.id }),
      );
      expect(summary).toMatchObject({ status: 'ready', live: true, screenshotId: null });
      expect(await quiet.prisma.screenshot.count({ where: { projectId: project.id } })).toBe(0);
    } finally {
      await quiet.close();
    }
  });
});
