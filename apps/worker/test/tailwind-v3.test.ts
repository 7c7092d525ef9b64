import { afterAll, describe, expect, it } from 'vitest';
import { buildProject, closeBuilder } from '../src/builder/bundle.ts';
import { translateTailwindV3 } from '../src/builder/tailwind-v3.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Studio</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const MAIN = `import { createRoot } from 'react-dom/client';
import App from './App';
import './index.css';

createRoot(document.getElementById('root')!).render(<App />);
`;

const V3_CSS = `@tailwind base;
@tailwind components;
@tailwind utilities;

@layer components {
  .card {
    @apply rounded-lg bg-white p-6 shadow-sm;
  }
}
`;

/** A Vite + React project as models write it for Tailwind CSS v3. */
function v3Project(overrides: Record<string, string>): Record<string, string> {
  return {
    'index.html': INDEX_HTML,
    'package.json': '{ "name": "studio", "private": true, "type": "module" }',
    'postcss.config.js': 'export default { plugins: { tailwindcss: {}, autoprefixer: {} } };\n',
    'src/main.tsx': MAIN,
    'src/index.css': V3_CSS,
    ...overrides,
  };
}

const BRAND_CONFIG = `import defaultTheme from 'tailwindcss/defaultTheme';

/** @type {import('tailwindcss').Config} */
export default {
  content: ['./index.html', './src/**/*.{js,ts,jsx,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef2ff',
          500: '#6366f1',
          DEFAULT: '#4f46e5',
        },
        ink: '#0f172a',
      },
      fontFamily: {
        display: ['Cal Sans', 'Inter var', ...defaultTheme.fontFamily.sans],
      },
      fontSize: {
        hero: ['4.5rem', { lineHeight: '1.05', letterSpacing: '-0.02em' }],
        tiny: ['0.625rem', '0.875rem'],
      },
      borderRadius: { blob: '2.5rem' },
      boxShadow: { glow: '0 0 24px rgb(99 102 241 / 0.45)' },
      spacing: { 128: '32rem' },
      screens: { xs: '475px' },
      keyframes: {
        wiggle: {
          '0%, 100%': { transform: 'rotate(-3deg)' },
          '50%': { transform: 'rotate(3deg)' },
        },
      },
      animation: {
        wiggle: 'wiggle 1s ease-in-out infinite',
      },
    },
  },
  plugins: [],
};
`;

const BRAND_APP = `export default function App() {
  return (
    <main className="min-h-screen bg-white dark:bg-slate-900">
      <h1 className="font-display text-hero bg-brand-500 text-brand-50">Studio</h1>
      <p className="bg-brand text-ink shadow-glow rounded-blob">Made with care</p>
      <span className="animate-wiggle w-128 xs:block">👋</span>
    </main>
  );
}
`;

const SHADCN_CONFIG = `import type { Config } from 'tailwindcss';

const config = {
  darkMode: ['class'],
  content: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './src/**/*.{ts,tsx}'],
  prefix: '',
  theme: {
    container: {
      center: true,
      padding: '2rem',
      screens: { '2xl': '1400px' },
    },
    extend: {
      colors: {
        border: 'hsl(var(--border))',
        input: 'hsl(var(--input))',
        ring: 'hsl(var(--ring))',
        background: 'hsl(var(--background))',
        foreground: 'hsl(var(--foreground))',
        primary: {
          DEFAULT: 'hsl(var(--primary))',
          foreground: 'hsl(var(--primary-foreground))',
        },
        accent: 'rgb(var(--accent) / <alpha-value>)',
      },
      borderRadius: {
        lg: 'var(--radius)',
        md: 'calc(var(--radius) - 2px)',
        sm: 'calc(var(--radius) - 4px)',
      },
      keyframes: {
        'accordion-down': {
          from: { height: '0' },
          to: { height: 'var(--radix-accordion-content-height)' },
        },
      },
      animation: {
        'accordion-down': 'accordion-down 0.2s ease-out',
      },
    },
  },
  plugins: [require('tailwindcss-animate')],
} satisfies Config;

export default config;
`;

const SHADCN_CSS = `@tailwind base;
@tailwind components;
@tailwind utilities;

@layer base {
  :root {
    --background: 0 0% 100%;
    --foreground: 222.2 84% 4.9%;
    --primary: 221.2 83.2% 53.3%;
    --primary-foreground: 210 40% 98%;
    --border: 214.3 31.8% 91.4%;
    --input: 214.3 31.8% 91.4%;
    --ring: 221.2 83.2% 53.3%;
    --accent: 16 185 129;
    --radius: 0.75rem;
  }
  .dark {
    --background: 222.2 84% 4.9%;
    --foreground: 210 40% 98%;
  }
  * {
    @apply border-border;
  }
  body {
    @apply bg-background text-foreground;
  }
}
`;

const SHADCN_APP = `export default function App() {
  return (
    <div className="container">
      <button className="rounded-lg bg-primary px-4 py-2 text-primary-foreground hover:bg-primary/90">
        Save
      </button>
      <span className="bg-accent/20 animate-accordion-down">New</span>
    </div>
  );
}
`;

const FORMS_CONFIG = `const colors = require('tailwindcss/colors');

module.exports = {
  content: ['./src/**/*.{js,jsx,ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: colors.indigo,
        danger: colors.red[600],
      },
      letterSpacing: { tightest: '-.075em' },
      lineHeight: { 'extra-loose': '2.5' },
      maxWidth: { '8xl': '88rem' },
      zIndex: { modal: '100' },
    },
  },
  plugins: [require('@tailwindcss/forms'), require('@tailwindcss/typography')({ className: 'prose' })],
};
`;

const REPLACED_COLORS_CONFIG = `module.exports = {
  content: ['./src/**/*.tsx'],
  theme: {
    colors: {
      transparent: 'transparent',
      white: '#ffffff',
      midnight: '#121063',
      tahiti: { light: '#67e8f9', DEFAULT: '#06b6d4', dark: '#0e7490' },
    },
    extend: {},
  },
};
`;

function cssOf(output: Record<string, Buffer | string>): string {
  const name = Object.keys(output).find((key) => /^assets\/index-[A-Z0-9]+\.css$/.test(key));
  if (!name) throw new Error(`No stylesheet in ${Object.keys(output).join(', ')}`);
  return output[name]!.toString();
}

async function buildCss(files: Record<string, string>): Promise<string> {
  const result = await buildProject(files, { minify: false });
  if (!result.ok) throw new Error(`Build failed: ${JSON.stringify(result.error)}`);
  return cssOf(result.output);
}

afterAll(async () => {
  await closeBuilder();
});

describe('translateTailwindV3', () => {
  it('returns the same files and no notes when there is nothing to translate', () => {
    const files = v3Project({
      'src/index.css': '@import "tailwindcss";\n\n@theme {\n  --color-primary: #6366f1;\n}\n',
      'src/App.tsx': 'export default function App() { return <p className="bg-primary">Hi</p>; }\n',
    });
    delete files['postcss.config.js'];
    const result = translateTailwindV3(files);
    expect(result.files).toBe(files);
    expect(result.notes).toEqual([]);
  });

  it('replaces the directives with one import, the theme and the dark variant, keeping the rest', () => {
    const files = v3Project({ 'tailwind.config.js': BRAND_CONFIG, 'src/App.tsx': BRAND_APP });
    const before = JSON.stringify(files);
    const { files: out, notes } = translateTailwindV3(files);
    const css = out['src/index.css']!;

    expect(JSON.stringify(files)).toBe(before);
    expect(css.startsWith('@import "tailwindcss";\n')).toBe(true);
    expect(css).not.toContain('@tailwind');
    expect(css.match(/@import "tailwindcss"/g)).toHaveLength(1);
    expect(css).toContain('@custom-variant dark (&:where(.dark, .dark *));');
    expect(css).toContain('  --color-brand-50: #eef2ff;');
    expect(css).toContain('  --color-brand-500: #6366f1;');
    expect(css).toContain('  --color-brand: #4f46e5;');
    expect(css).toContain('  --color-ink: #0f172a;');
    expect(css).toContain('  --font-display: "Cal Sans", "Inter var", ui-sans-serif, system-ui, sans-serif');
    expect(css).toContain('  --text-hero: 4.5rem;');
    expect(css).toContain('  --text-hero--line-height: 1.05;');
    expect(css).toContain('  --text-hero--letter-spacing: -0.02em;');
    expect(css).toContain('  --text-tiny--line-height: 0.875rem;');
    expect(css).toContain('  --radius-blob: 2.5rem;');
    expect(css).toContain('  --shadow-glow: 0 0 24px rgb(99 102 241 / 0.45);');
    expect(css).toContain('  --spacing-128: 32rem;');
    expect(css).toContain('  --breakpoint-xs: 475px;');
    expect(css).toContain('  --animate-wiggle: wiggle 1s ease-in-out infinite;');
    expect(css).toMatch(/@keyframes wiggle \{\s*0%, 100% \{\s*transform: rotate\(-3deg\);/);
    expect(css).toContain('@layer components {\n  .card {\n    @apply rounded-lg bg-white p-6 shadow-sm;');
    // Extending does not clear v4's defaults.
    expect(css).not.toContain(': initial;');
    expect(out['tailwind.config.js']).toBe(BRAND_CONFIG);
    expect(out['postcss.config.js']).toBe(files['postcss.config.js']);
    expect(notes).toContain('Translated tailwind.config.js to Tailwind CSS v4 (@theme).');
  });

  it('reads a shadcn TypeScript config (import type, satisfies) with variable colours inline', () => {
    const files = v3Project({
      'tailwind.config.ts': SHADCN_CONFIG,
      'src/index.css': SHADCN_CSS,
      'src/App.tsx': SHADCN_APP,
    });
    const { files: out, notes } = translateTailwindV3(files);
    const css = out['src/index.css']!;

    expect(css).toContain('@custom-variant dark (&:where(.dark, .dark *));');
    const inline = /@theme inline \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(inline).toContain('--color-border: hsl(var(--border));');
    expect(inline).toContain('--color-primary: hsl(var(--primary));');
    expect(inline).toContain('--color-primary-foreground: hsl(var(--primary-foreground));');
    expect(inline).toContain('--color-accent: rgb(var(--accent));');
    expect(inline).toContain('--radius-lg: var(--radius);');
    expect(inline).toContain('--radius-sm: calc(var(--radius) - 4px);');
    expect(css).not.toContain('<alpha-value>');
    expect(css).toContain('@utility container {\n  margin-inline: auto;\n  padding-inline: 2rem;\n}');
    expect(css).toContain('@keyframes accordion-down');
    expect(css).toContain('    @apply border-border;');
    expect(notes).toContain('Translated tailwind.config.ts to Tailwind CSS v4 (@theme).');
    expect(notes).toContain('Tailwind plugin tailwindcss-animate is not available; its styles are left out.');
  });

  it('reads a CommonJS config with require()d colours and notes each plugin', () => {
    const files = v3Project({
      'tailwind.config.cjs': FORMS_CONFIG,
      'src/App.tsx': 'export default function App() { return <p className="bg-primary-500">Hi</p>; }\n',
    });
    const { files: out, notes } = translateTailwindV3(files);
    const css = out['src/index.css']!;

    expect(css).toMatch(/--color-primary-500: oklch\([^)]+\);/);
    expect(css).toMatch(/--color-primary-950: oklch\([^)]+\);/);
    expect(css).toMatch(/--color-danger: oklch\([^)]+\);/);
    expect(css).toContain('--tracking-tightest: -.075em;');
    expect(css).toContain('--leading-extra-loose: 2.5;');
    expect(css).toContain('--container-8xl: 88rem;');
    expect(css).toContain('--z-index-modal: 100;');
    expect(css).not.toContain('@custom-variant dark');
    expect(notes).toContain('Tailwind plugin @tailwindcss/forms is not available; its styles are left out.');
    expect(notes).toContain(
      'Tailwind plugin @tailwindcss/typography is not available; its styles are left out.',
    );
  });

  it('clears the default colours when theme.colors replaces them', () => {
    const files = v3Project({
      'tailwind.config.js': REPLACED_COLORS_CONFIG,
      'src/App.tsx': 'export default function App() { return <p className="bg-tahiti">Hi</p>; }\n',
    });
    const css = translateTailwindV3(files).files['src/index.css']!;
    const theme = /@theme \{([^}]*)\}/.exec(css)?.[1] ?? '';
    const lines = theme
      .trim()
      .split('\n')
      .map((line) => line.trim());

    expect(lines[0]).toBe('--color-*: initial;');
    expect(lines).toContain('--color-midnight: #121063;');
    expect(lines).toContain('--color-tahiti: #06b6d4;');
    expect(lines).toContain('--color-tahiti-light: #67e8f9;');
    expect(lines).toContain('--color-tahiti-dark: #0e7490;');
  });

  it('never runs the config: code in it is left out and noted', () => {
    const marker = `__tailwindV3Ran${Date.now()}`;
    const config = `globalThis.${marker} = true;
const shade = () => { globalThis.${marker} = true; return '#fff'; };
module.exports = {
  theme: { extend: { colors: { paper: shade(), ink: '#111' } } },
  plugins: [function ({ addUtilities }) { addUtilities({}); }],
};
`;
    const { files: out, notes } = translateTailwindV3(v3Project({ 'tailwind.config.js': config }));

    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
    expect(out['src/index.css']).toContain('--color-ink: #111;');
    expect(out['src/index.css']).not.toContain('--color-paper');
    expect(notes).toContain(
      'Values computed by code in tailwind.config.js were left out: theme.extend.colors.paper.',
    );
    expect(notes).toContain('Tailwind plugin a custom plugin is not available; its styles are left out.');
  });

  it('translates theme() calls and @screen in the stylesheet', () => {
    const css = `@tailwind base;
@tailwind utilities;

.hero {
  color: theme('colors.brand.500');
  background: theme(colors.brand.50 / 50%);
  padding: theme('spacing.4') theme("spacing[128]");
  font-family: theme('fontFamily.display');
}
@screen md {
  .hero { border-radius: theme('borderRadius.blob'); }
}
`;
    const out = translateTailwindV3(v3Project({ 'tailwind.config.js': BRAND_CONFIG, 'src/index.css': css }))
      .files['src/index.css']!;

    expect(out).toContain('color: var(--color-brand-500);');
    expect(out).toContain('background: color-mix(in oklab, var(--color-brand-50) 50%, transparent);');
    expect(out).toContain('padding: calc(var(--spacing) * 4) var(--spacing-128);');
    expect(out).toContain('font-family: var(--font-display);');
    expect(out).toContain('@media (width >= theme(--breakpoint-md)) {');
    expect(out).toContain('border-radius: var(--radius-blob);');
  });

  it('removes the Tailwind CDN script and compiles into the stylesheet the entry imports', () => {
    const html = INDEX_HTML.replace(
      '  </head>',
      `    <script src="https://cdn.tailwindcss.com?plugins=forms"></script>
    <script>
      tailwind.config = { darkMode: 'class', theme: { extend: { colors: { brand: '#e11d48' } } } };
    </script>
  </head>`,
    );
    const files = v3Project({ 'index.html': html, 'src/index.css': 'body { margin: 0; }\n' });
    const { files: out, notes } = translateTailwindV3(files);

    expect(out['index.html']).not.toContain('cdn.tailwindcss.com');
    expect(out['index.html']).not.toContain('tailwind.config');
    expect(out['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(out['src/index.css']).toMatch(/^@import "tailwindcss";\n/);
    expect(out['src/index.css']).toContain('--color-brand: #e11d48;');
    expect(out['src/index.css']).toContain('@custom-variant dark');
    expect(out['src/index.css']).toContain('body { margin: 0; }');
    expect(notes[0]).toBe('Translated the tailwind.config in index.html to Tailwind CSS v4 (@theme).');
  });

  it('leaves a CDN project with no imported stylesheet as it is, with a note', () => {
    const html = INDEX_HTML.replace(
      '  </head>',
      '    <script src="https://cdn.tailwindcss.com"></script>\n  </head>',
    );
    const files = v3Project({
      'index.html': html,
      'src/main.tsx': MAIN.replace("import './index.css';\n", ''),
    });
    delete files['src/index.css'];
    const result = translateTailwindV3(files);

    expect(result.files).toBe(files);
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]).toMatch(/CDN/);
  });
});

describe('translated v3 projects through the builder', () => {
  it('styles the configured colours, fonts, animation and class-based dark mode', async () => {
    const { files } = translateTailwindV3(
      v3Project({ 'tailwind.config.js': BRAND_CONFIG, 'src/App.tsx': BRAND_APP }),
    );
    const css = await buildCss(files);

    expect(css).toMatch(/\.bg-brand-500\s*\{\s*background-color: var\(--color-brand-500\);/);
    expect(css).toContain('--color-brand-500: #6366f1;');
    expect(css).toMatch(/\.bg-brand\s*\{\s*background-color: var\(--color-brand\);/);
    expect(css).toMatch(/\.font-display\s*\{\s*font-family: var\(--font-display\);/);
    expect(css).toMatch(/--font-display:\s*"Cal Sans",\s*"Inter var",\s*ui-sans-serif,/);
    expect(css).toMatch(/\.text-hero\s*\{\s*font-size: var\(--text-hero\);/);
    expect(css).toMatch(/\.animate-wiggle\s*\{\s*animation: var\(--animate-wiggle\);/);
    expect(css).toContain('--animate-wiggle: wiggle 1s ease-in-out infinite;');
    expect(css).toMatch(/@keyframes wiggle\s*\{/);
    expect(css).toMatch(
      /\.dark\\:bg-slate-900:where\(\.dark, \.dark \*\)\s*\{\s*background-color: var\(--color-slate-900\);/,
    );
    expect(css).toMatch(/\.shadow-glow\s*\{/);
    expect(css).toMatch(/\.rounded-blob\s*\{\s*border-radius: var\(--radius-blob\);/);
    expect(css).toMatch(/\.w-128\s*\{\s*width: var\(--spacing-128\);/);
    expect(css).toMatch(/@media \(width >= 475px\)\s*\{\s*\.xs\\:block\s*\{\s*display: block;/);
    // The v3 component layer with @apply still compiles.
    expect(css).toMatch(/\.card\s*\{\s*border-radius: var\(--radius-lg\);/);
    // shadow-sm keeps its v3 size (v4 renamed it shadow-xs).
    expect(css).toMatch(
      /\.card\s*\{[^}]*--tw-shadow: 0 1px 2px 0 var\(--tw-shadow-color, rgb\(0 0 0 \/ 0\.05\)\);/,
    );
  });

  it('builds a shadcn v3 project with hsl(var(--…)) colours and opacity modifiers', async () => {
    const { files } = translateTailwindV3(
      v3Project({
        'tailwind.config.ts': SHADCN_CONFIG,
        'src/index.css': SHADCN_CSS,
        'src/App.tsx': SHADCN_APP,
      }),
    );
    const css = await buildCss(files);

    expect(css).toMatch(/\.bg-primary\s*\{\s*background-color: hsl\(var\(--primary\)\);/);
    expect(css).toMatch(
      /\.hover\\:bg-primary\\\/90:hover\s*\{\s*background-color: color-mix\(in oklab, hsl\(var\(--primary\)\) 90%, transparent\);/,
    );
    expect(css).toMatch(
      /\.bg-accent\\\/20\s*\{[^}]*color-mix\(in oklab, rgb\(var\(--accent\)\) 20%, transparent\)/,
    );
    expect(css).toMatch(/\.rounded-lg\s*\{\s*border-radius: var\(--radius\);/);
    expect(css).toMatch(/body\s*\{\s*background-color: hsl\(var\(--background\)\);/);
    const container = css.slice(css.indexOf('.container {'), css.indexOf('.animate-accordion-down {'));
    expect(container).toContain('margin-inline: auto;');
    expect(container).toContain('padding-inline: 2rem;');
    expect(css).toMatch(/\.animate-accordion-down\s*\{/);
  });

  it('brings back the v3 opacity utilities and the v3 shadow-sm', async () => {
    const { files } = translateTailwindV3(
      v3Project({
        'src/App.tsx': `export default function App() {
  return <div className="bg-blue-500 bg-opacity-50 text-white text-opacity-75 shadow-sm">Hi</div>;
}
`,
      }),
    );
    const css = await buildCss(files);

    expect(css).toMatch(
      /\.bg-blue-500\s*\{[^}]*background-color: color-mix\(in oklab, var\(--color-blue-500\) var\(--tw-bg-opacity\), transparent\);/,
    );
    expect(css).toMatch(/\.bg-opacity-50\s*\{\s*--tw-bg-opacity: calc\(50 \* 1%\);/);
    expect(css).toMatch(/\.text-opacity-75\s*\{\s*--tw-text-opacity: calc\(75 \* 1%\);/);
    expect(css).toMatch(/@property --tw-bg-opacity\s*\{[^}]*inherits: false;[^}]*initial-value: 100%;/);
    expect(css).toMatch(
      /\.shadow-sm\s*\{\s*--tw-shadow: 0 1px 2px 0 var\(--tw-shadow-color, rgb\(0 0 0 \/ 0\.05\)\);/,
    );
  });

  it('passes an untouched v4 project through unchanged', async () => {
    const files = {
      'index.html': INDEX_HTML,
      'src/main.tsx': MAIN,
      'src/App.tsx': 'export default function App() { return <p className="bg-primary p-4">Hi</p>; }\n',
      'src/index.css': '@import "tailwindcss";\n\n@theme {\n  --color-primary: #6366f1;\n}\n',
    };
    const result = translateTailwindV3(files);
    expect(result.files).toBe(files);
    expect(result.notes).toEqual([]);

    const css = await buildCss(result.files);
    expect(css).toMatch(/\.bg-primary\s*\{\s*background-color: var\(--color-primary\);/);
  });
});
