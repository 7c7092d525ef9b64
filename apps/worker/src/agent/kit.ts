/**
 * The files every generated project shares: a standard Vite + React + TypeScript + Tailwind v4 layout
 * that runs outside Atelier with `npm install && npm run dev`, the app's identity (src/app-info.ts), the
 * visitor's light/dark choice applied before the first paint (src/theme.ts), and a stylesheet that puts
 * the spec's colour, radius and font into the component kit's tokens. Everything the app shows comes
 * from the kit's sections (packages/app-kit), which the builder copies in when the project renders.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APP_LOCALES, lit, type AppSpec, type Theme } from './spec.ts';

// ---------------------------------------------------------------------------------------------------
// Versions: the ones the worker itself resolves, so a downloaded project gets what the preview ran.

const require = createRequire(import.meta.url);

function installedVersion(name: string): string {
  try {
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    // Some packages (clsx) do not export their package.json: walk up from the entry point.
    let dir = path.dirname(require.resolve(name));
    while (dir !== path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (existsSync(file)) {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
        if (pkg.name === name && pkg.version) return pkg.version;
      }
      dir = path.dirname(dir);
    }
    throw new Error(`Cannot find the installed version of ${name}.`);
  }
}

let versions: Record<string, string> | undefined;

/** Dependency ranges of a generated project (read once). */
export function kitVersions(): Record<string, string> {
  if (!versions) {
    const caret = (name: string) => `^${installedVersion(name)}`;
    versions = {
      react: caret('react'),
      'react-dom': caret('react-dom'),
      'react-router-dom': caret('react-router-dom'),
      'lucide-react': caret('lucide-react'),
      clsx: caret('clsx'),
      tailwindcss: caret('tailwindcss'),
      '@tailwindcss/vite': caret('tailwindcss'),
      typescript: `~${installedVersion('typescript')}`,
      '@types/react': caret('@types/react'),
      '@types/react-dom': caret('@types/react-dom'),
      // Not installed in the worker (Atelier bundles with esbuild): the release lines the kit targets.
      vite: '^8.0.0',
      '@vitejs/plugin-react': '^6.0.0',
    };
  }
  return versions;
}

// ---------------------------------------------------------------------------------------------------
// Small helpers shared by the agent.

const TURKISH_FOLD: Record<string, string> = {
  ı: 'i',
  İ: 'i',
  ş: 's',
  Ş: 's',
  ğ: 'g',
  Ğ: 'g',
  ç: 'c',
  Ç: 'c',
  ö: 'o',
  Ö: 'o',
  ü: 'u',
  Ü: 'u',
};

/** A package-name-safe slug ("Habit Hero" -> "habit-hero"). */
export function slugify(name: string): string {
  const slug = name
    .replace(/[ıİşŞğĞçÇöÖüÜ]/g, (c) => TURKISH_FOLD[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  return slug || 'app';
}

/** Text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** "#abc" / "#aabbcc" (any case) -> "#aabbcc", or null. */
export function normalizeHex(value: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const hex = match[1].toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((c) => c + c).join('')}` : `#${hex}`;
}

function rgb(hex: string): [number, number, number] {
  const value = parseInt((normalizeHex(hex) ?? '#000000').slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG relative luminance, 0 (black) … 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Mixes a colour with another by `amount` (0 … 1 of `other`). */
export function mix(hex: string, other: string, amount: number): string {
  const a = rgb(hex);
  const b = rgb(other);
  return `#${a
    .map((channel, i) => Math.round(channel + ((b[i] ?? 0) - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Readable text on a background colour. */
export function onColor(hex: string): string {
  const l = luminance(hex);
  // Contrast against white vs. against near-black (#0f172a, luminance ~0.0116).
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.0616 ? '#ffffff' : '#0f172a';
}

// ---------------------------------------------------------------------------------------------------
// Theme tokens.

/** The body font stack for each of the spec's fonts. */
const FONTS: Record<Theme['font'], string> = {
  sans: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif:
    '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, Cambria, "Times New Roman", ui-serif, serif',
  mono: '"JetBrains Mono", "Fira Code", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  rounded:
    'ui-rounded, "SF Pro Rounded", Nunito, "Varela Round", Quicksand, ui-sans-serif, system-ui, sans-serif',
};

/** Very dark brand colours would vanish on a dark page: lift them there. */
function darkVariant(hex: string): string {
  const l = luminance(hex);
  if (l >= 0.12) return hex;
  return mix(hex, '#ffffff', l < 0.02 ? 0.72 : 0.45);
}

/** The kit theme's base radius (shadcn's --radius; its sm … xl follow it) for each of the spec's radii. */
const KIT_RADIUS: Record<Theme['radius'], string> = {
  none: '0rem',
  md: '0.375rem',
  lg: '0.625rem',
  full: '1rem',
};

/**
 * The project's stylesheet: the kit's theme (src/styles/kit-theme.css, copied in when the project is
 * prepared) with the spec's colour, radius and font in its tokens.
 */
function css(spec: AppSpec): string {
  const { theme } = spec;
  const dark = darkVariant(theme.primary);
  return `@import "tailwindcss";
@import "./styles/kit-theme.css";

@custom-variant dark (&:where(.dark, .dark *));

/* The app's own colour, radius and font (unlayered, so they win over the kit's defaults). */
:root {
  --primary: ${theme.primary};
  --primary-foreground: ${onColor(theme.primary)};
  --ring: ${theme.primary};
  --radius: ${KIT_RADIUS[theme.radius]};
}
.dark {
  --primary: ${dark};
  --primary-foreground: ${onColor(dark)};
  --ring: ${dark};
}

@theme {
  --font-sans: ${FONTS[theme.font]};
}

@layer base {
  html {
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  body {
    @apply min-h-screen bg-background font-sans text-foreground;
  }
  h1,
  h2,
  h3 {
    text-wrap: balance;
  }
  [id] {
    scroll-margin-top: 5rem;
  }
  button:not(:disabled),
  [role='button']:not(:disabled) {
    cursor: pointer;
  }
}
`;
}

// ---------------------------------------------------------------------------------------------------
// The files.

function packageJson(spec: AppSpec): string {
  const v = kitVersions();
  const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, v[name] ?? 'latest']));
  return `${JSON.stringify(
    {
      name: slugify(spec.name),
      private: true,
      version: '0.1.0',
      type: 'module',
      description: spec.tagline,
      scripts: {
        dev: 'vite',
        build: 'vite build',
        preview: 'vite preview',
        typecheck: 'tsc --noEmit',
      },
      dependencies: pick(['clsx', 'lucide-react', 'react', 'react-dom', 'react-router-dom']),
      devDependencies: pick([
        '@tailwindcss/vite',
        '@types/react',
        '@types/react-dom',
        '@vitejs/plugin-react',
        'tailwindcss',
        'typescript',
        'vite',
      ]),
    },
    null,
    2,
  )}\n`;
}

const VITE_CONFIG = `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// Built for the site's root, so deep links (/cart, /posts/1) load their assets; to serve the app
// from a folder, build with BASE_PATH=/folder/.
export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  plugins: [react(), tailwindcss()],
});
`;

const TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      moduleDetection: 'force',
      jsx: 'react-jsx',
      strict: true,
      noUncheckedIndexedAccess: true,
      noFallthroughCasesInSwitch: true,
      isolatedModules: true,
      skipLibCheck: true,
      noEmit: true,
      types: ['vite/client'],
    },
    include: ['src'],
  },
  null,
  2,
)}\n`;

function favicon(spec: AppSpec): string {
  const letter = escapeHtml((spec.name.trim().charAt(0) || 'A').toUpperCase().replace(/[^\p{L}\p{N}]/u, 'A'));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${spec.theme.primary}"/><text x="32" y="43" font-family="system-ui,sans-serif" font-size="32" font-weight="700" text-anchor="middle" fill="${onColor(spec.theme.primary)}">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function indexHtml(spec: AppSpec): string {
  const dark = spec.theme.mode === 'dark';
  return `<!doctype html>
<html lang="${spec.language}" dir="${APP_LOCALES[spec.language].dir}"${dark ? ' class="dark" style="color-scheme: dark"' : ''}>
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="${escapeHtml(spec.tagline)}" />
    <meta name="theme-color" content="${spec.theme.primary}" />
    <link rel="icon" href="${favicon(spec)}" />
    <title>${escapeHtml(spec.name)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
}

const MAIN_TSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App';
import { applyStoredTheme } from './theme';
import './index.css';

// The visitor's own light/dark choice, if they made one, before the first paint.
applyStoredTheme();

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
`;

function appInfo(spec: AppSpec): string {
  return `/** The app's identity, generated from atelier.json. */
export const APP: {
  readonly name: string;
  readonly tagline: string;
  readonly slug: string;
  readonly language: ${lit(spec.language)};
  readonly mode: 'light' | 'dark';
} = {
  name: ${lit(spec.name)},
  tagline: ${lit(spec.tagline)},
  slug: ${lit(slugify(spec.name))},
  language: ${lit(spec.language)},
  mode: ${lit(spec.theme.mode)},
};
`;
}

/**
 * src/theme.ts: the visitor's light/dark choice, applied before the first paint. The kit's AppShell
 * switch remembers it under the same key (themeKey in app-shell.tsx); the app's default mode is part of
 * the key, so a new default resets an old choice.
 */
const THEME_TS = `import { APP } from './app-info';

const STORAGE_KEY = APP.slug + ':theme:' + APP.mode;

function storedMode(): 'light' | 'dark' | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/** Applies the remembered choice, or the app's default. */
export function applyStoredTheme(): void {
  const mode = storedMode() ?? APP.mode;
  document.documentElement.classList.toggle('dark', mode === 'dark');
  document.documentElement.style.colorScheme = mode;
}
`;

const README = (spec: AppSpec) => `# ${spec.name}

${spec.tagline}

Made with Atelier's built-in agent: a Vite + React + TypeScript + Tailwind CSS project.

\`\`\`sh
npm install
npm run dev
\`\`\`

\`npm run build\` writes a static site to \`dist/\`. \`atelier.json\` is the description Atelier edits the app from.
`;

const GITIGNORE = `node_modules
dist
*.local
`;

/** The files every generated project shares. */
export function kitFiles(spec: AppSpec): Record<string, string> {
  return {
    'package.json': packageJson(spec),
    'vite.config.ts': VITE_CONFIG,
    'tsconfig.json': TSCONFIG,
    'index.html': indexHtml(spec),
    'README.md': README(spec),
    '.gitignore': GITIGNORE,
    'atelier.json': `${JSON.stringify(spec, null, 2)}\n`,
    'src/main.tsx': MAIN_TSX,
    'src/index.css': css(spec),
    'src/app-info.ts': appInfo(spec),
    'src/theme.ts': THEME_TS,
  };
}
