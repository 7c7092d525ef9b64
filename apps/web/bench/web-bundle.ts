/**
 * Builds the web app and prints, per route, the gzip size of the JavaScript a first visit must load
 * before the screen can show: the entry, the route's lazy modules and everything they import
 * statically (from Vite's manifest). Chunks loaded later (on idle, on open, on submit) are listed apart.
 *
 *   pnpm --filter @atelier/web bench:bundle            # build, then print
 *   pnpm --filter @atelier/web bench:bundle --no-build # print for the existing dist/
 *   add --strict to exit 1 when a budgeted route is over its target
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
const TARGET_KB = 150;

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each screen: the lazy route modules the router loads for it (layouts and page). */
const ROUTES: { path: string; modules: string[]; budget?: boolean; note?: string }[] = [
  {
    path: '/login',
    modules: ['src/app/routes/auth/layout.tsx', 'src/app/routes/auth/login.tsx'],
    budget: true,
  },
  { path: '/register', modules: ['src/app/routes/auth/layout.tsx', 'src/app/routes/auth/register.tsx'] },
  {
    path: '/forgot-password',
    modules: ['src/app/routes/auth/layout.tsx', 'src/app/routes/auth/forgot-password.tsx'],
  },
  {
    path: '/reset-password',
    modules: ['src/app/routes/auth/layout.tsx', 'src/app/routes/auth/reset-password.tsx'],
  },
  { path: '/chat', modules: ['src/app/routes/app/layout.tsx', 'src/app/routes/chat.tsx'], budget: true },
  { path: '/pricing', modules: ['src/app/routes/app/layout.tsx', 'src/app/routes/pricing.tsx'] },
  {
    path: '/email/verify/:id/:hash',
    // Its loader waits for the message catalogue before showing the outcome.
    modules: [
      'src/app/routes/app/layout.tsx',
      'src/app/routes/verify-email.tsx',
      '../../packages/contracts/src/index.ts',
    ],
  },
  { path: '/auth/google/callback', modules: ['src/app/routes/auth/google-callback.tsx'] },
];

const gzipCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = gzipCache.get(file);
  if (!size) {
    const bytes = readFileSync(path.join(dist, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * The manifest key of a module. One that is also imported statically by a lazy module (the contracts)
 * is a shared chunk, keyed by its file rather than its source: found by its name, which the bundler takes
 * from the module's folder for an index file.
 */
function keyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module).startsWith('index.')
    ? path.basename(path.dirname(module))
    : path.basename(module).replace(/\.[^.]+$/, '');
  const shared = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]!.name === name);
  if (shared.length !== 1) throw new Error(`Not in the manifest: ${module}`);
  return shared[0]!;
}

/** The keys reachable from `start` through static imports. */
function closure(manifest: Manifest, start: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (module: string) => {
    const key = keyOf(manifest, module);
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the manifest: ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  start.forEach(visit);
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const args = new Set(process.argv.slice(2));
  if (!args.has('--no-build')) {
    await build({ root, logLevel: 'warn', configFile: path.join(root, 'vite.config.ts') });
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry in the manifest');

  const rows: string[][] = [];
  let over = false;
  for (const route of ROUTES) {
    const keys = closure(manifest, [entry, ...route.modules]);
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const css = new Set([...keys].flatMap((key) => manifest[key]!.css ?? []));
    const js = files.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
    const raw = files.reduce((sum, file) => sum + sizeOf(file).raw, 0);
    const cssGzip = [...css].reduce((sum, file) => sum + sizeOf(file).gzip, 0);
    const status = route.budget ? (js / 1024 < TARGET_KB ? 'ok' : 'OVER') : '';
    if (status === 'OVER') over = true;
    rows.push([route.path, kb(js), kb(raw), String(files.length), kb(cssGzip), status]);
  }

  const header = ['route', 'initial JS gzip', 'raw', 'chunks', 'CSS gzip', `< ${TARGET_KB} KB`];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((row) => console.log(line(row)));

  // What is fetched later, not on the first screen.
  const initial = new Set(ROUTES.flatMap((route) => [...closure(manifest, [entry, ...route.modules])]));
  const later = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.file.endsWith('.js') && !initial.has(key))
    .map(([key, chunk]) => ({ key, gzip: sizeOf(chunk.file).gzip }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log('\nloaded later (idle, on open, on submit, other languages):');
  for (const chunk of later) console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.key}`);

  if (over && args.has('--strict')) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
