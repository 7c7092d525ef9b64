/// <reference lib="dom" />
/**
 * The builder with the curated packages of @atelier/app-kit and its component kit: an app using the
 * libraries models reach for builds and runs in real Chromium (one React, hooks working, a chart drawn,
 * a Radix dialog opened); `@/` resolves to the project first and the kit underneath; downloads get the
 * kit files and the dependencies they use; and every unavailable import is reported in one failure.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KIT_ROOT, curatedPackages, kitFiles } from '@atelier/app-kit';
import { buildProject, closeBuilder, type BuildOutput, type BuildResult } from '../src/builder/bundle.ts';
import {
  prepareProjectFiles,
  projectPackageJson,
  tsconfigWithPaths,
  viteConfigWithAlias,
  withKitFiles,
} from '../src/builder/kit-files.ts';
import { warmUpProject } from '../src/builder/warm-up.ts';
import { startBuildServer, type BuildServer } from './support/build-server.ts';
import { INDEX_HTML, kitApp, MAIN } from './support/kit-app.ts';

async function built(files: Record<string, string>, minify = true): Promise<BuildOutput> {
  const result = await buildProject(files, { minify });
  if (!result.ok) throw new Error(`Build failed: ${JSON.stringify(result.errors)}`);
  return result.output;
}

function script(output: BuildOutput): string {
  const name = Object.keys(output).find((key) => /^assets\/index-[A-Z0-9]+\.js$/.test(key));
  if (!name) throw new Error(`No script in ${Object.keys(output).join(', ')}`);
  return output[name]!.toString();
}

function failure(result: BuildResult) {
  if (result.ok) throw new Error('The build should have failed.');
  return result;
}

const reactVersion = (
  JSON.parse(readFileSync(path.join(APP_KIT_ROOT, 'node_modules/react/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const versionCount = (js: string) => js.split(`"${reactVersion}"`).length - 1;

// ---- a local origin serving builds, and Chromium ----

let serve: BuildServer;
let slots = 0;

beforeAll(async () => {
  serve = await startBuildServer();
});

afterAll(async () => {
  await serve.close();
  await closeBuilder();
});

async function open(output: BuildOutput) {
  const slot = `s${(slots += 1)}`;
  serve.publish(slot, output);
  const browser = await serve.host.get();
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  await page.goto(`${serve.origin}/${slot}/`, { waitUntil: 'networkidle0' });
  return { page, errors, close: () => context.close() };
}

// ---- the tests ----

describe('curated packages', () => {
  it('warms up on every curated package and kit component: each one resolves and builds', async () => {
    const result = await buildProject(warmUpProject(), { minify: false });
    expect(result.ok ? [] : result.errors).toEqual([]);
    const main = warmUpProject()['src/main.tsx']!;
    for (const name of Object.keys(curatedPackages())) expect(main).toContain(`'${name}`);
    expect(main).toContain("'@/components/ui/dialog'");
  });

  it('builds an app with recharts, motion, zustand, date-fns, react-query, react-hook-form and kit components, and runs it', async () => {
    const output = await built(kitApp());
    const js = script(output);
    expect(js).toContain('Kit dialog title');

    const { page, errors, close } = await open(output);
    try {
      await page.waitForSelector('svg.recharts-surface .recharts-line-curve');
      expect(await page.$eval('h1', (el) => el.textContent)).toBe('Due 2026-01-03');
      await page.waitForFunction(() => document.getElementById('query')?.textContent === 'Query loaded');
      expect(await page.$eval('#presence', (el) => el.textContent)).toBe('Present');

      await page.click('#count');
      await page.click('#count');
      await page.waitForFunction(() => document.getElementById('count')?.textContent === 'Count 2');

      expect(await page.$('[role="dialog"]')).toBeNull();
      const trigger = await page.waitForSelector('::-p-text(Open dialog)');
      // The kit's button: its classes came from the kit's buttonVariants through cn().
      expect(await trigger!.evaluate((el) => el.className)).toContain('inline-flex');
      await trigger!.click();
      const dialog = await page.waitForSelector('[role="dialog"]');
      expect(await dialog!.evaluate((el) => el.textContent)).toContain('Kit dialog title');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);

  it('bundles one React for the app, Radix and recharts', async () => {
    const plain = await built(
      {
        'index.html': INDEX_HTML,
        'src/main.tsx': `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
function App() { const [n] = useState(1); return <p>{n}</p>; }
createRoot(document.getElementById('root')!).render(<App />);
`,
      },
      false,
    );
    const rich = await built(
      {
        'index.html': INDEX_HTML,
        'src/main.tsx': `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import * as Dialog from '@radix-ui/react-dialog';
import { BarChart, Bar } from 'recharts';
function App() {
  const [n] = useState(1);
  return <Dialog.Root><Dialog.Trigger>{n}</Dialog.Trigger><BarChart width={100} height={50} data={[{ v: n }]}><Bar dataKey="v" /></BarChart></Dialog.Root>;
}
createRoot(document.getElementById('root')!).render(<App />);
`,
      },
      false,
    );
    // React and React DOM each name the version once; a second copy of either would add to the count.
    expect(versionCount(script(plain))).toBeGreaterThan(0);
    expect(versionCount(script(rich))).toBe(versionCount(script(plain)));
  });

  it('resolves subpaths of curated packages and refuses a subpath a package does not have', async () => {
    const output = await built({
      'index.html': INDEX_HTML,
      'src/main.tsx': `import { format } from 'date-fns/format';
import { jsx } from 'react/jsx-runtime';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(jsx('p', { children: format(new Date(2026, 4, 1), 'MMMM') }));
`,
    });
    expect(script(output)).toContain('MMMM');

    const result = failure(
      await buildProject({
        'index.html': INDEX_HTML,
        'src/main.tsx': "import x from 'date-fns/not-a-function';\nconsole.log(x);\n",
      }),
    );
    expect(result.error.message).toContain("'date-fns/not-a-function'");
  });
});

describe('the @/ alias and the kit', () => {
  it("uses the project's own file over the kit's, also for the kit's own imports", async () => {
    const js = script(
      await built(
        kitApp({
          'src/components/ui/button.tsx': `import type { ButtonHTMLAttributes } from 'react';
export function Button(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button data-own-button="yes" {...props} />;
}
`,
          'src/lib/utils.ts': `export function cn(...names: (string | false | undefined)[]) {
  return ['own-cn', ...names.filter(Boolean)].join(' ');
}
`,
        }),
      ),
    );
    expect(js).toContain('data-own-button');
    // The kit's button is not bundled; the kit's dialog calls the project's cn().
    expect(js).not.toContain('inline-flex shrink-0 items-center justify-center');
    expect(js).toContain('own-cn');
    expect(js).not.toContain('twMerge');
  });

  it('resolves @/ to src/ for the project', async () => {
    const js = script(
      await built({
        'index.html': INDEX_HTML,
        'src/main.tsx': "import { greeting } from '@/lib/greeting';\ndocument.body.textContent = greeting;\n",
        'src/lib/greeting.ts': "export const greeting = 'Hello through the alias';\n",
      }),
    );
    expect(js).toContain('Hello through the alias');
  });

  it('names the kit components when an @/components/ui import is neither a project nor a kit file', async () => {
    const result = failure(
      await buildProject(
        kitApp({
          'src/App.tsx':
            "import { Carousel } from '@/components/ui/carousel';\nexport default function App() { return <Carousel />; }\n",
        }),
      ),
    );
    expect(result.error).toMatchObject({ file: 'src/App.tsx', line: 1 });
    expect(result.error.message).toContain("Could not resolve '@/components/ui/carousel'");
    expect(result.error.message).toMatch(/kit components: .*button.*dialog/);
  });

  it('withKitFiles adds the kit files a project reaches and the theme after the Tailwind import', () => {
    const files = kitApp({ 'src/index.css': '@import "tailwindcss";\n\nbody { margin: 0; }\n' });
    const { files: out, added } = withKitFiles(files);
    expect(added).toEqual([
      'src/components/ui/button.tsx',
      'src/components/ui/dialog.tsx',
      'src/lib/utils.ts',
      'src/styles/kit-theme.css',
    ]);
    const kit = kitFiles();
    for (const file of added) expect(out[file]).toBe(kit[file]);
    expect(out['src/index.css']).toBe(
      '@import "tailwindcss";\n@import "./styles/kit-theme.css";\n\nbody { margin: 0; }\n',
    );
    expect(out['src/App.tsx']).toBe(files['src/App.tsx']);
    // A second pass changes nothing.
    expect(withKitFiles(out)).toEqual({ files: out, added: [] });
  });

  it("withKitFiles keeps the project's own files and theme, and imports the theme relative to the stylesheet", () => {
    const own = withKitFiles(
      kitApp({
        'src/components/ui/button.tsx': 'export function Button() { return null; }\n',
        'src/index.css':
          '@import "tailwindcss";\n:root { --background: white; }\n@theme inline { --color-primary: red; }\n',
      }),
    );
    expect(own.added).toEqual(['src/components/ui/dialog.tsx', 'src/lib/utils.ts']);
    expect(own.files['src/components/ui/button.tsx']).toBe('export function Button() { return null; }\n');

    const nested = withKitFiles(
      kitApp({
        'src/main.tsx': MAIN.replace("import './index.css';", "import './styles/globals.css';"),
        'src/index.css': undefined as unknown as string,
        'src/styles/globals.css': "@import 'tailwindcss';\n",
      }),
    );
    expect(nested.files['src/styles/globals.css']).toBe(
      '@import \'tailwindcss\';\n@import "./kit-theme.css";\n',
    );
    expect(nested.added).toContain('src/styles/kit-theme.css');
  });

  it('a project with the kit files added builds with the theme', async () => {
    const { files } = withKitFiles(kitApp());
    const output = await built(files);
    const css = Object.entries(output)
      .find(([name]) => name.endsWith('.css'))![1]
      .toString();
    expect(css).toContain('.bg-primary{');
    expect(css).toMatch(/--background:/);
  });
});

describe('package.json and config of a download', () => {
  it('projectPackageJson lists exactly the curated packages the sources and kit files import', () => {
    const files = withKitFiles(
      kitApp({
        'package.json': JSON.stringify({
          name: 'kit-app',
          version: '1.2.3',
          dependencies: { 'react-router-dom': '^7.0.0', 'left-pad': '^1.3.0', lodash: '^4.0.0' },
          devDependencies: { vite: '^8.0.0' },
        }),
        'src/pad.ts': "import leftPad from 'left-pad';\nexport const pad = (s: string) => leftPad(s, 4);\n",
        'vite.config.ts': "import { defineConfig } from 'vite';\nexport default defineConfig({});\n",
      }),
    ).files;
    const pkg = JSON.parse(projectPackageJson(files)) as {
      name: string;
      version: string;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const curated = curatedPackages();
    const expected = [
      '@hookform/resolvers',
      '@radix-ui/react-dialog',
      '@radix-ui/react-slot',
      '@tanstack/react-query',
      'class-variance-authority',
      'clsx',
      'date-fns',
      'framer-motion',
      'lucide-react',
      'motion',
      'react',
      'react-dom',
      'react-hook-form',
      'recharts',
      'tailwind-merge',
      'zod',
      'zustand',
    ];
    expect(pkg.dependencies).toEqual({
      ...Object.fromEntries(expected.map((name) => [name, curated[name]])),
      // Not curated, imported and already listed (an on-demand install): kept.
      'left-pad': '^1.3.0',
    });
    expect(Object.keys(pkg.dependencies)).toEqual([...Object.keys(pkg.dependencies)].sort());
    expect(pkg).toMatchObject({ name: 'kit-app', version: '1.2.3', devDependencies: { vite: '^8.0.0' } });
  });

  it('adds the @ alias to vite.config.ts and tsconfig.json', () => {
    const vite = viteConfigWithAlias(`import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: './',
  plugins: [react()],
});
`);
    expect(vite).toContain("import { fileURLToPath } from 'node:url';");
    expect(vite).toContain("resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },");
    expect(viteConfigWithAlias(vite)).toBe(vite);
    const withResolve = viteConfigWithAlias(
      "import path from 'node:path';\nexport default defineConfig({ resolve: { dedupe: ['react'] } });\n",
    );
    expect(withResolve).toMatch(/resolve: \{\n {4}alias: \{ '@': fileURLToPath/);

    const tsconfig = JSON.parse(
      tsconfigWithPaths(JSON.stringify({ compilerOptions: { strict: true }, include: ['src'] })),
    ) as { compilerOptions: { strict: boolean; paths: Record<string, string[]> } };
    expect(tsconfig.compilerOptions).toEqual({ strict: true, paths: { '@/*': ['./src/*'] } });
  });

  it('prepareProjectFiles does all of it and reports what changed', () => {
    const { files, changed } = prepareProjectFiles(
      kitApp({
        'vite.config.ts':
          "import { defineConfig } from 'vite';\nexport default defineConfig({ base: './' });\n",
        'tsconfig.json': '{ "compilerOptions": { "strict": true } }',
      }),
    );
    expect(changed).toEqual([
      'package.json',
      'src/components/ui/button.tsx',
      'src/components/ui/dialog.tsx',
      'src/index.css',
      'src/lib/utils.ts',
      'src/styles/kit-theme.css',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(files['vite.config.ts']).toContain("'@': fileURLToPath");
    expect(prepareProjectFiles(files).changed).toEqual([]);
  });
});

describe('imports that are not available', () => {
  it('reports every unavailable package with its importer and a missing file, in one failure', async () => {
    const result = failure(
      await buildProject(
        kitApp({
          'src/api.ts': "import axios from 'axios';\nexport const get = (url: string) => axios.get(url);\n",
          'src/App.tsx': `import styled from 'styled-components';
import Chart from './components/chart';
import { get } from './api';
import axios from 'axios';
const Box = styled.div\`color: red;\`;
export default function App() { void get; void axios; return <Box><Chart /></Box>; }
`,
        }),
      ),
    );
    expect(result.errors).toHaveLength(2);
    const [packages, missing] = result.errors;
    expect(packages!.message).toContain(
      "These imports are not available in Atelier's builder: 'axios' (src/App.tsx, src/api.ts), 'styled-components' (src/App.tsx).",
    );
    expect(packages!.message).toContain(
      'Use fetch() instead of axios; style with Tailwind classes instead of styled-components.',
    );
    expect(packages!.message).toMatch(/Available packages: .*recharts/);
    expect(packages).toMatchObject({ file: 'src/App.tsx', line: 1 });
    expect(missing).toMatchObject({ file: 'src/App.tsx', line: 2 });
    expect(missing!.message).toContain("Could not resolve './components/chart' from src/App.tsx");
    expect(result.error).toEqual(result.errors[0]);
  });

  it('asks resolveExternal for packages that are not curated; their React is the curated one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-external-'));
    try {
      const pkg = path.join(dir, 'node_modules', 'use-doubled');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(
        path.join(pkg, 'package.json'),
        JSON.stringify({ name: 'use-doubled', version: '1.0.0', type: 'module', main: 'index.js' }),
      );
      writeFileSync(
        path.join(pkg, 'index.js'),
        "import { useState } from 'react';\nexport function useDoubled(n) { const [v] = useState(n * 2); return v; }\n",
      );
      const asked: string[] = [];
      const files = {
        'index.html': INDEX_HTML,
        'src/main.tsx': `import { createRoot } from 'react-dom/client';
import { useDoubled } from 'use-doubled';
import { useDoubled as again } from 'use-doubled';
import leftPad from 'left-pad';
function App() { return <p id="v">{useDoubled(21)}{String(again === useDoubled)}{leftPad}</p>; }
createRoot(document.getElementById('root')!).render(<App />);
`,
      };
      const result = failure(
        await buildProject(files, {
          resolveExternal: async (name) => {
            asked.push(name);
            return name === 'use-doubled' ? { dir } : { error: 'not found on the registry' };
          },
        }),
      );
      expect(asked.sort()).toEqual(['left-pad', 'use-doubled']);
      expect(result.errors).toHaveLength(1);
      expect(result.error.message).toContain("'left-pad' (src/main.tsx; not found on the registry)");

      const output = await built({
        ...files,
        'src/main.tsx': files['src/main.tsx'].replace(/.*left-pad.*\n/, '').replace('{leftPad}', ''),
      }).catch(() => null);
      // Without a resolver the package is unavailable ...
      expect(output).toBeNull();
      // ... with one it builds, and shares the curated React.
      const ok = await buildProject(
        {
          ...files,
          'src/main.tsx': files['src/main.tsx'].replace(/.*left-pad.*\n/, '').replace('{leftPad}', ''),
        },
        { resolveExternal: async () => ({ dir }), minify: false },
      );
      if (!ok.ok) throw new Error(JSON.stringify(ok.errors));
      const js = script(ok.output);
      expect(js).toContain('useDoubled');
      // A download lists the on-demand package at the version the build used.
      const sources = {
        ...files,
        'src/main.tsx': files['src/main.tsx'].replace(/.*left-pad.*\n/, '').replace('{leftPad}', ''),
        'package.json': '{ "name": "doubled" }',
      };
      const listed = JSON.parse(projectPackageJson(sources)) as { dependencies: Record<string, string> };
      expect(listed.dependencies['use-doubled']).toBe('^1.0.0');
      const { page, errors, close } = await open(ok.output);
      try {
        expect(await page.$eval('#v', (el) => el.textContent)).toBe('42true');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
