/**
 * The starting files of a new project the LLM agent builds: the same Vite + React + TypeScript +
 * Tailwind v4 layout as the built-in agent's projects, with the `@/` alias for `src/` and the component
 * kit's theme (shadcn/ui tokens), so `@/components/ui/*` works from the first turn and a download runs
 * with `npm install && npm run dev`. The model replaces src/App.tsx and adds what it needs.
 */
import { kitFiles } from '@atelier/app-kit';
import { kitVersions, slugify } from '../agent/kit.ts';
import { prepareProjectFiles } from '../builder/kit-files.ts';
import type { Files } from './operations.ts';

const DARK_VARIANT = '@custom-variant dark (&:where(.dark, .dark *));';

/** The kit's index.css (Tailwind, the kit's theme, the class-based dark variant). */
function indexCss(): string {
  const kit = kitFiles()['src/index.css'];
  if (kit === undefined) return `@import "tailwindcss";\n\n${DARK_VARIANT}\n`;
  return /@custom-variant\s+dark\b/.test(kit) ? kit : `${kit.trimEnd()}\n\n${DARK_VARIANT}\n`;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function scaffold(name: string, language: string): Files {
  const versions = kitVersions();
  const pick = (names: string[]) => Object.fromEntries(names.map((n) => [n, versions[n] ?? 'latest']));
  const packageJson = {
    name: slugify(name) || 'app',
    private: true,
    version: '0.1.0',
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview', typecheck: 'tsc --noEmit' },
    // Set from the sources' imports by prepareProjectFiles below.
    dependencies: {},
    devDependencies: pick([
      '@tailwindcss/vite',
      '@types/react',
      '@types/react-dom',
      '@vitejs/plugin-react',
      'tailwindcss',
      'typescript',
      'vite',
    ]),
  };
  const files: Files = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'vite.config.ts': `import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// Built for the site's root, so deep links (/cart, /posts/1) load their assets; to serve the app
// from a folder, build with BASE_PATH=/folder/.
export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
});
`,
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          isolatedModules: true,
          skipLibCheck: true,
          noEmit: true,
          types: ['vite/client'],
          paths: { '@/*': ['./src/*'] },
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`,
    'index.html': `<!doctype html>
<html lang="${escapeHtml(language)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${escapeHtml(name)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'src/main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App';
import './index.css';

// The routes live under the app's base: Vite's (BASE_PATH, '/' by default) or, where the build is
// relative ('./', as in Atelier's preview), the page's <base href>.
const basename = new URL(import.meta.env.BASE_URL, document.baseURI).pathname.replace(/\\/$/, '');

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename={basename}>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
`,
    'src/index.css': indexCss(),
    'src/App.tsx': `export default function App() {
  return <main className="min-h-screen grid place-items-center">${escapeHtml(name)}</main>;
}
`,
  };
  // The kit files the stylesheet imports (its theme) and the dependencies the sources import.
  return prepareProjectFiles(files).files;
}
