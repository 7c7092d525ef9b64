/**
 * The files every generated project shares: a standard Vite + React + TypeScript + Tailwind v4 layout
 * that runs outside Atelier with `npm install && npm run dev`, the theme from the spec, and the kit
 * components blueprints import (documented in spec.ts).
 *
 * Beyond spec.ts, the kit also offers: `buttonClass(variant, size)` (style a <Link> as a button),
 * `Card` pads itself unless given a `p-*` class, `Shell` takes `actions` (extra header content) and nav
 * entries whose `to` starts with '#' scroll to that section id, and the Tailwind tokens `text-on-primary`
 * / `text-on-accent` (readable text on those colours), `rounded-control` and `rounded-card` (the theme's
 * radius; the standard `rounded-sm` … `rounded-3xl` follow it too). `<Shell>`'s <main> is full width:
 * blueprints add their own containers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APP_LOCALES, lit, type AppSpec, type Theme } from './spec.ts';
import { LEXICONS, type Lexicon } from './lexicon/index.ts';

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
export function luminance(hex: string): number {
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

const FONTS: Record<Theme['font'], { sans: string; display: string }> = {
  sans: {
    sans: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    display:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  serif: {
    sans: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, Cambria, "Times New Roman", ui-serif, serif',
    display:
      '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, Cambria, "Times New Roman", ui-serif, serif',
  },
  mono: {
    sans: '"JetBrains Mono", "Fira Code", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    display: '"JetBrains Mono", "Fira Code", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  rounded: {
    sans: 'ui-rounded, "SF Pro Rounded", Nunito, "Varela Round", Quicksand, ui-sans-serif, system-ui, sans-serif',
    display:
      'ui-rounded, "SF Pro Rounded", Nunito, "Varela Round", Quicksand, ui-sans-serif, system-ui, sans-serif',
  },
};

const RADII: Record<Theme['radius'], Record<string, string>> = {
  none: { control: '0', card: '0', sm: '0', md: '0', lg: '0', xl: '0', '2xl': '0', '3xl': '0' },
  md: {
    control: '0.375rem',
    card: '0.5rem',
    sm: '0.125rem',
    md: '0.25rem',
    lg: '0.375rem',
    xl: '0.5rem',
    '2xl': '0.75rem',
    '3xl': '1rem',
  },
  lg: {
    control: '0.625rem',
    card: '1rem',
    sm: '0.25rem',
    md: '0.375rem',
    lg: '0.5rem',
    xl: '0.75rem',
    '2xl': '1rem',
    '3xl': '1.5rem',
  },
  full: {
    control: '9999px',
    card: '1.5rem',
    sm: '0.375rem',
    md: '0.5rem',
    lg: '0.75rem',
    xl: '1rem',
    '2xl': '1.5rem',
    '3xl': '2rem',
  },
};

/** Very dark brand colours would vanish on a dark page: lift them there. */
function darkVariant(hex: string): string {
  const l = luminance(hex);
  if (l >= 0.12) return hex;
  return mix(hex, '#ffffff', l < 0.02 ? 0.72 : 0.45);
}

function css(spec: AppSpec): string {
  const { theme } = spec;
  const fonts = FONTS[theme.font];
  const radii = RADII[theme.radius];
  const radiusLines = Object.entries(radii)
    .map(([name, value]) => `  --radius-${name}: ${value};`)
    .join('\n');
  const darkPrimary = darkVariant(theme.primary);
  const darkAccent = darkVariant(theme.accent);
  const darkOverrides =
    darkPrimary !== theme.primary || darkAccent !== theme.accent
      ? `
/* Lifted brand colours so they stay visible on the dark page. */
.dark {
  --color-primary: ${darkPrimary};
  --color-on-primary: ${onColor(darkPrimary)};
  --color-accent: ${darkAccent};
  --color-on-accent: ${onColor(darkAccent)};
}
`
      : '';
  return `@import "tailwindcss";

@custom-variant dark (&:where(.dark, .dark *));

@theme {
  --color-primary: ${theme.primary};
  --color-on-primary: ${onColor(theme.primary)};
  --color-accent: ${theme.accent};
  --color-on-accent: ${onColor(theme.accent)};
  --font-sans: ${fonts.sans};
  --font-display: ${fonts.display};
${radiusLines}
}
${darkOverrides}
@layer base {
  html {
    color-scheme: light;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }
  html.dark {
    color-scheme: dark;
  }
  body {
    @apply min-h-screen bg-white font-sans text-slate-900 dark:bg-slate-950 dark:text-slate-100;
  }
  h1,
  h2,
  h3,
  h4 {
    @apply font-display;
    letter-spacing: -0.02em;
    text-wrap: balance;
  }
  ::selection {
    @apply bg-primary/25;
  }
  :focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
  [id] {
    scroll-margin-top: 5rem;
  }
  button:not(:disabled),
  [role='button']:not(:disabled) {
    cursor: pointer;
  }
}

@media (prefers-reduced-motion: no-preference) {
  html {
    scroll-behavior: smooth;
  }
}
`;
}

/** The kit theme's base radius (shadcn's --radius; its sm … xl follow it) for each of the spec's radii. */
const KIT_RADIUS: Record<Theme['radius'], string> = {
  none: '0rem',
  md: '0.375rem',
  lg: '0.625rem',
  full: '1rem',
};

/**
 * The stylesheet of an app composed from kit sections: the kit's theme (src/styles/kit-theme.css, copied
 * in when the project is prepared) with the spec's colour, radius and font in its tokens.
 */
function kitAppCss(spec: AppSpec): string {
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
  --font-sans: ${FONTS[theme.font].sans};
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
// Texts the kit's own components show.

function kitText(spec: AppSpec): Lexicon['kit'] {
  return LEXICONS[spec.language].kit;
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
import { applyStoredTheme } from './components/theme-toggle';
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

const USE_PERSISTENT_STATE = `import { useCallback, useEffect, useState } from 'react';
import { APP } from '../app-info';

export type SetPersistentState<T> = (value: T | ((previous: T) => T)) => void;

function read<T>(key: string, initial: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? initial : (JSON.parse(raw) as T);
  } catch {
    return initial;
  }
}

/**
 * useState that survives reloads: the value is kept in localStorage under "{app slug}:{key}" and
 * follows changes made in other tabs.
 */
export function usePersistentState<T>(key: string, initial: T): [T, SetPersistentState<T>] {
  const storageKey = APP.slug + ':' + key;
  const [value, setValue] = useState<T>(() => read(storageKey, initial));

  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(value));
    } catch {
      // Storage is full or blocked (private mode): the state still works for this visit.
    }
  }, [storageKey, value]);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === storageKey && event.newValue !== null) {
        try {
          setValue(JSON.parse(event.newValue) as T);
        } catch {
          // Ignore values another tab wrote in a format we do not understand.
        }
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);

  const set = useCallback<SetPersistentState<T>>((next) => setValue(next), []);
  return [value, set];
}
`;

function themeToggle(spec: AppSpec): string {
  const t = kitText(spec);
  return `import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { clsx } from 'clsx';
import { APP } from '../app-info';

export type ThemeMode = 'light' | 'dark';

// The app's default mode is part of the key: when the default changes, a remembered choice resets.
const STORAGE_KEY = APP.slug + ':theme:' + APP.mode;

export function readStoredTheme(): ThemeMode | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function applyTheme(mode: ThemeMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

/** Applies the remembered choice, or the app's default. */
export function applyStoredTheme(): void {
  applyTheme(readStoredTheme() ?? APP.mode);
}

export function ThemeToggle({ className }: { className?: string }) {
  const [mode, setMode] = useState<ThemeMode>(() =>
    document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  );
  const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? ${lit(t.toLight ?? '')} : ${lit(t.toDark ?? '')};

  function toggle() {
    applyTheme(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered, but switched for this visit.
    }
    setMode(next);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className={clsx(
        'inline-flex size-9 items-center justify-center rounded-control text-slate-600 transition hover:bg-slate-900/5 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white',
        className,
      )}
    >
      {mode === 'dark' ? <Sun className="size-[18px]" aria-hidden="true" /> : <Moon className="size-[18px]" aria-hidden="true" />}
    </button>
  );
}
`;
}

function shell(spec: AppSpec): string {
  const t = kitText(spec);
  const toggle = spec.features.includes('dark-toggle');
  return `import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { clsx } from 'clsx';
import { APP } from '../app-info';
${toggle ? "import { ThemeToggle } from './theme-toggle';\n" : ''}
export interface NavItem {
  /** A route ("/", "/about") or a section on the page ("#pricing"). */
  to: string;
  label: string;
}

const TEXT = {
  skip: ${lit(t.skip ?? '')},
  openMenu: ${lit(t.openMenu ?? '')},
  closeMenu: ${lit(t.closeMenu ?? '')},
  mainNav: ${lit(t.mainNav ?? '')},
  rights: ${lit(t.rights ?? '')},
};

const initials =
  APP.name
    .split(/\\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('') || 'A';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-control px-3 py-2 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
    isActive
      ? 'bg-primary/10 text-primary'
      : 'text-slate-600 hover:bg-slate-900/5 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white',
  );

function scrollToSection(event: MouseEvent<HTMLAnchorElement>, hash: string) {
  const target = document.getElementById(hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  if (item.to.startsWith('#')) {
    return (
      <a
        href={item.to}
        className={linkClass({ isActive: false })}
        onClick={(event) => {
          scrollToSection(event, item.to);
          onNavigate();
        }}
      >
        {item.label}
      </a>
    );
  }
  return (
    <NavLink to={item.to} end={item.to === '/'} className={linkClass} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}

/** The page frame: header with the app's name, navigation${toggle ? ', theme switch' : ''} and a footer. */
export function Shell({ nav = [], actions, children }: { nav?: NavItem[]; actions?: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const showNav = nav.length >= 2;

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-control focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-on-primary"
      >
        {TEXT.skip}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur-lg supports-[backdrop-filter]:bg-white/70 dark:border-slate-800/70 dark:bg-slate-950/80 dark:supports-[backdrop-filter]:bg-slate-950/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <Link
            to="/"
            className="flex min-w-0 items-center gap-2.5 rounded-control focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-control bg-gradient-to-br from-primary to-accent text-sm font-bold text-on-primary shadow-sm shadow-primary/30"
            >
              {initials}
            </span>
            <span className="truncate font-display text-lg font-semibold tracking-tight">{APP.name}</span>
          </Link>
          {showNav && (
            <nav aria-label={TEXT.mainNav} className="ml-6 hidden items-center gap-1 md:flex">
              {nav.map((item) => (
                <NavEntry key={item.to} item={item} onNavigate={() => setOpen(false)} />
              ))}
            </nav>
          )}
          <div className="ml-auto flex items-center gap-2">
            {actions}
${toggle ? '            <ThemeToggle />\n' : ''}            {showNav && (
              <button
                type="button"
                className="inline-flex size-9 items-center justify-center rounded-control text-slate-600 transition hover:bg-slate-900/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary md:hidden dark:text-slate-300 dark:hover:bg-white/10"
                aria-expanded={open}
                aria-controls="mobile-nav"
                aria-label={open ? TEXT.closeMenu : TEXT.openMenu}
                onClick={() => setOpen((value) => !value)}
              >
                {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
              </button>
            )}
          </div>
        </div>
        {showNav && open && (
          <nav
            id="mobile-nav"
            aria-label={TEXT.mainNav}
            className="border-t border-slate-200/70 px-4 py-3 md:hidden dark:border-slate-800/70"
          >
            <div className="flex flex-col gap-1">
              {nav.map((item) => (
                <NavEntry key={item.to} item={item} onNavigate={() => setOpen(false)} />
              ))}
            </div>
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-slate-200/70 dark:border-slate-800/70">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-slate-400">
          <p>
            © {new Date().getFullYear()} {APP.name}. {TEXT.rights}
          </p>
          <p className="text-slate-500 dark:text-slate-400">{APP.tagline}</p>
        </div>
      </footer>
    </div>
  );
}
`;
}

function chart(spec: AppSpec): string {
  const t = kitText(spec);
  return `import { useEffect, useRef, useState, type RefObject } from 'react';
import { clsx } from 'clsx';

export interface ChartDatum {
  label: string;
  value: number;
}

export interface ChartProps {
  data: ChartDatum[];
  /** Height in pixels (default 240). */
  height?: number;
  /** What the chart shows, for screen readers. */
  label?: string;
  /** Formats values for the axis and tooltips. */
  format?: (value: number) => string;
  className?: string;
}

const TEXT = { noData: ${lit(t.noData ?? '')}, chart: ${lit(t.chart ?? '')} };
const PAD = { top: 16, right: 12, bottom: 30, left: 44 };
const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
const full = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** Width of the element, following resizes, so text stays crisp at every size. */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.max(220, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** A round upper bound and its tick values. */
function scale(data: ChartDatum[]): { max: number; ticks: number[] } {
  const top = Math.max(0, ...data.map((d) => (Number.isFinite(d.value) ? d.value : 0)));
  if (top === 0) return { max: 1, ticks: [0, 1] };
  const step0 = top / 4;
  const magnitude = 10 ** Math.floor(Math.log10(step0));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= step0) ?? step0;
  const max = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= max + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return { max, ticks };
}

function safe(value: number): number {
  return Number.isFinite(value) ? Math.max(0, value) : 0;
}

function Empty({ height, className }: { height: number; className?: string }) {
  return (
    <div
      className={clsx(
        'grid place-items-center rounded-card border border-dashed border-slate-300 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400',
        className,
      )}
      style={{ height }}
    >
      {TEXT.noData}
    </div>
  );
}

/** The same numbers as a table, for screen readers. */
function DataTable({ data, label, format }: { data: ChartDatum[]; label: string; format: (value: number) => string }) {
  return (
    <table className="sr-only">
      <caption>{label}</caption>
      <tbody>
        {data.map((d, i) => (
          <tr key={i}>
            <th scope="row">{d.label}</th>
            <td>{format(d.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Axis({ ticks, max, width, height }: { ticks: number[]; max: number; width: number; height: number }) {
  const plotHeight = height - PAD.top - PAD.bottom;
  return (
    <g aria-hidden="true">
      {ticks.map((tick) => {
        const y = PAD.top + plotHeight - (tick / max) * plotHeight;
        return (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y}
              y2={y}
              className="stroke-slate-200 dark:stroke-slate-800"
              strokeDasharray={tick === 0 ? undefined : '3 4'}
            />
            <text x={PAD.left - 8} y={y} dy="0.32em" textAnchor="end" className="fill-slate-400 text-[11px]">
              {compact.format(tick)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function labelStep(count: number, width: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, Math.floor((width - PAD.left - PAD.right) / 56))));
}

export function BarChart({ data, height = 240, label = TEXT.chart, format = (v) => full.format(v), className }: ChartProps) {
  const [ref, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  if (data.length === 0) return <Empty height={height} className={className} />;
  const { max, ticks } = scale(data);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = height - PAD.top - PAD.bottom;
  const band = plotWidth / data.length;
  const barWidth = Math.max(4, Math.min(44, band * 0.62));
  const step = labelStep(data.length, width);

  return (
    <div ref={ref} className={clsx('relative w-full', className)}>
      <svg width={width} height={height} viewBox={'0 0 ' + width + ' ' + height} role="img" aria-label={label} className="block max-w-full overflow-visible">
        <Axis ticks={ticks} max={max} width={width} height={height} />
        {data.map((d, i) => {
          const value = safe(d.value);
          const h = (value / max) * plotHeight;
          const x = PAD.left + band * i + (band - barWidth) / 2;
          const y = PAD.top + plotHeight - h;
          return (
            <g key={i} onMouseEnter={() => setActive(i)} onMouseLeave={() => setActive(null)}>
              <rect x={PAD.left + band * i} y={PAD.top} width={band} height={plotHeight} fill="transparent" />
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={Math.max(h, value > 0 ? 2 : 0)}
                rx={Math.min(6, barWidth / 3)}
                className={clsx('fill-primary transition-opacity', active !== null && active !== i && 'opacity-40')}
              >
                <title>{d.label + ': ' + format(d.value)}</title>
              </rect>
              {i % step === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={height - 10}
                  textAnchor="middle"
                  className="fill-slate-500 text-[11px] dark:fill-slate-400"
                  aria-hidden="true"
                >
                  {d.label.length > 10 ? d.label.slice(0, 9) + '…' : d.label}
                </text>
              )}
              {active === i && (
                <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" className="fill-slate-900 text-xs font-semibold dark:fill-white" aria-hidden="true">
                  {format(d.value)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <DataTable data={data} label={label} format={format} />
    </div>
  );
}
`;
}

const UI_TSX = `import {
  Children,
  createContext,
  createElement,
  isValidElement,
  useContext,
  useId,
  type ButtonHTMLAttributes,
  type ComponentType,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'ghost' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-offset-slate-950';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm shadow-primary/25 hover:brightness-110 active:brightness-95',
  outline:
    'border border-slate-300 bg-white text-slate-800 shadow-xs hover:border-primary/60 hover:text-primary dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-primary/60',
  ghost: 'text-slate-700 hover:bg-slate-900/5 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
};

/** Button styles for other elements, e.g. a react-router <Link>. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return clsx(
    'inline-flex shrink-0 select-none items-center justify-center whitespace-nowrap rounded-control font-medium transition duration-150 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    focusRing,
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/** A surface; padded unless the className sets its own padding. */
export function Card({ className, ...props }: CardProps) {
  const padded = !/(^|\\s)(sm:|md:|lg:)?p[xytblrse]?-/.test(className ?? '');
  return (
    <div
      className={clsx(
        'rounded-card border border-slate-200/80 bg-white shadow-sm shadow-slate-900/[0.04] dark:border-slate-800 dark:bg-slate-900/70 dark:shadow-none',
        padded && 'p-5 sm:p-6',
        className,
      )}
      {...props}
    />
  );
}

interface FieldState {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldState | null>(null);

export interface FieldProps {
  label: ReactNode;
  /** The control's id when the page needs a known one (to focus it); generated otherwise. */
  id?: string;
  /** Shown under the control in red; marks the control invalid. */
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A label, a control (Input, Textarea or Select: they pick up the ids) and its hint or error. */
export function Field({ label, id: fixedId, error, hint, children, className }: FieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = id + '-hint';
  const errorId = id + '-error';
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldContext.Provider value={{ id, describedBy, invalid: Boolean(error) }}>
      <div className={clsx('space-y-1.5', className)}>
        <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
        </label>
        {children}
        {hint && !error && (
          <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="text-sm font-medium text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    </FieldContext.Provider>
  );
}

function useFieldProps(id: string | undefined) {
  const field = useContext(FieldContext);
  return {
    id: id ?? field?.id,
    'aria-describedby': field?.describedBy,
    'aria-invalid': field?.invalid ? true : undefined,
  };
}

const control =
  'block w-full border border-slate-300 bg-white text-sm text-slate-900 shadow-xs transition placeholder:text-slate-400 focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/15 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/15 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, id, ...props }: InputProps) {
  const field = useFieldProps(id);
  return <input {...field} className={clsx(control, 'h-10 rounded-control px-3.5', className)} {...props} />;
}

export type BadgeTone = 'primary' | 'accent' | 'neutral' | 'success' | 'warning' | 'danger';

const TONES: Record<BadgeTone, string> = {
  primary: 'bg-primary/10 text-primary ring-primary/20',
  accent: 'bg-accent/15 text-slate-800 ring-accent/40 dark:text-slate-100',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/20',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/20',
  danger: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/20',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'primary', className, ...props }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset [&_svg]:size-3',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

export interface EmptyStateProps {
  /** A lucide icon component (Inbox) or an element (<Inbox />). */
  icon?: ComponentType<{ className?: string }> | ReactNode;
  title: ReactNode;
  hint?: ReactNode;
  /** Optional call to action (a Button). */
  children?: ReactNode;
  className?: string;
}

function renderIcon(icon: EmptyStateProps['icon']): ReactNode {
  if (icon === null || icon === undefined || typeof icon === 'boolean') return null;
  if (isValidElement(icon) || typeof icon === 'string' || typeof icon === 'number' || typeof icon === 'bigint') return icon;
  if (typeof icon === 'function' || (typeof icon === 'object' && '$$typeof' in icon)) {
    return createElement(icon as ComponentType<{ className?: string }>, { className: 'size-6' });
  }
  return Children.toArray(icon as ReactNode);
}

export function EmptyState({ icon, title, hint, children, className }: EmptyStateProps) {
  const glyph = renderIcon(icon);
  return (
    <div
      className={clsx(
        'flex flex-col items-center justify-center rounded-card border border-dashed border-slate-300 bg-slate-50/60 px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/40',
        className,
      )}
    >
      {glyph !== null && (
        <div aria-hidden="true" className="mb-4 grid size-12 place-items-center rounded-full bg-primary/10 text-primary [&_svg]:size-6">
          {glyph}
        </div>
      )}
      <p className="font-display text-base font-semibold text-slate-900 dark:text-white">{title}</p>
      {hint && <p className="mt-1 max-w-sm text-sm text-slate-500 dark:text-slate-400">{hint}</p>}
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
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

/** Paths the kit owns; a blueprint must not write them. */
export const KIT_PATHS = [
  'package.json',
  'vite.config.ts',
  'tsconfig.json',
  'index.html',
  'README.md',
  '.gitignore',
  'atelier.json',
  'src/main.tsx',
  'src/index.css',
  'src/app-info.ts',
  'src/lib/use-persistent-state.ts',
  'src/components/theme-toggle.tsx',
  'src/components/shell.tsx',
  'src/components/chart.tsx',
  'src/components/ui.tsx',
] as const;

/**
 * The files every generated project shares. An app composed from kit sections (`composed`) gets the
 * kit's theme as its stylesheet.
 */
export function kitFiles(spec: AppSpec, o: { composed?: boolean } = {}): Record<string, string> {
  return {
    'package.json': packageJson(spec),
    'vite.config.ts': VITE_CONFIG,
    'tsconfig.json': TSCONFIG,
    'index.html': indexHtml(spec),
    'README.md': README(spec),
    '.gitignore': GITIGNORE,
    'atelier.json': `${JSON.stringify(spec, null, 2)}\n`,
    'src/main.tsx': MAIN_TSX,
    'src/index.css': o.composed ? kitAppCss(spec) : css(spec),
    'src/app-info.ts': appInfo(spec),
    'src/lib/use-persistent-state.ts': USE_PERSISTENT_STATE,
    'src/components/theme-toggle.tsx': themeToggle(spec),
    'src/components/shell.tsx': shell(spec),
    'src/components/chart.tsx': chart(spec),
    'src/components/ui.tsx': UI_TSX,
  };
}
