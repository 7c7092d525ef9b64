/**
 * Bundles a generated project from memory into a static site with esbuild, in-process: the project's
 * files never touch the disk, bare imports come only from the allow-list (resolved from the worker's own
 * node_modules) and Tailwind CSS v4 is compiled from the classes the sources use.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { compile } from 'tailwindcss';
import { Scanner } from '@tailwindcss/oxide';
import type { BuildError } from '@atelier/contracts';
import { isAllowedImport, isBareImport, notAllowedMessage } from './allow-list.ts';
import { findEntry, renderIndexHtml } from './index-html.ts';

export type BuildOutput = Record<string, Buffer | string>;

export type BuildResult =
  | { ok: true; output: BuildOutput; durationMs: number }
  | { ok: false; error: BuildError; durationMs: number };

export interface BuildOptions {
  /** Minify JS and CSS (default true). */
  minify?: boolean;
}

/** esbuild namespace of the project's in-memory files; their paths are "/" + the project path. */
const NAMESPACE = 'atelier';
/** Where allowed packages resolve from: this folder, so the worker's own node_modules. */
const RESOLVE_DIR = path.dirname(fileURLToPath(import.meta.url));
/** A virtual output folder: nothing is written (write: false), paths are made relative to it. */
const OUT_DIR = path.join(RESOLVE_DIR, '.build-output');

const SCRIPT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'];

const LOADERS: Record<string, esbuild.Loader> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.jsx': 'jsx',
  '.css': 'css',
  '.json': 'json',
  '.txt': 'text',
  '.md': 'text',
  '.svg': 'file',
  '.png': 'file',
  '.jpg': 'file',
  '.jpeg': 'file',
  '.gif': 'file',
  '.webp': 'file',
  '.avif': 'file',
  '.ico': 'file',
  '.woff': 'file',
  '.woff2': 'file',
};

/** Text files the Tailwind scanner reads for class candidates. */
const CANDIDATE_EXTENSIONS = new Set(['.html', '.tsx', '.ts', '.jsx', '.js', '.mjs', '.mts', '.md', '.json']);

const TAILWIND_IMPORT = /@import\s+(?:url\(\s*)?["']tailwindcss(?:\/[^"']*)?["']/;

// ---- module-level caches: what every build reuses ----

const require = createRequire(import.meta.url);
const TAILWIND_DIR = path.dirname(require.resolve('tailwindcss/package.json'));
/** Tailwind's own stylesheets by import id, read once. */
const tailwindSheets = new Map<string, { path: string; base: string; content: string }>();
/** Allowed bare specifiers, resolved once: "import-statement:react" -> absolute path. */
const resolvedPackages = new Map<string, string>();

function tailwindSheet(id: string) {
  const name = id === 'tailwindcss' ? 'index' : id.replace(/^tailwindcss\//, '').replace(/\.css$/, '');
  if (!['index', 'preflight', 'theme', 'utilities'].includes(name)) return null;
  let sheet = tailwindSheets.get(name);
  if (!sheet) {
    const file = path.join(TAILWIND_DIR, `${name}.css`);
    sheet = { path: file, base: TAILWIND_DIR, content: readFileSync(file, 'utf8') };
    tailwindSheets.set(name, sheet);
  }
  return sheet;
}

// ---- the project's files ----

/** "./src//App.tsx" -> "src/App.tsx"; null for paths leaving the project. */
function normalizeProjectPath(file: string): string | null {
  const normalized = path.posix.normalize(file.replace(/\\/g, '/').replace(/^\/+/, ''));
  if (normalized === '.' || normalized.startsWith('../') || normalized === '..') return null;
  return normalized;
}

/** Binary assets travel as base64 data URLs inside the version's files. */
function fileContents(text: string): string | Uint8Array {
  const match = /^data:[^;,]*;base64,/.exec(text);
  return match ? Buffer.from(text.slice(match[0].length), 'base64') : text;
}

class ProjectFiles {
  private readonly files = new Map<string, string>();

  constructor(source: Record<string, string>) {
    for (const [name, text] of Object.entries(source)) {
      const normalized = normalizeProjectPath(name);
      if (normalized !== null && typeof text === 'string') this.files.set(normalized, text);
    }
  }

  get(file: string): string | undefined {
    return this.files.get(file);
  }

  has(file: string): boolean {
    return this.files.has(file);
  }

  entries(): IterableIterator<[string, string]> {
    return this.files.entries();
  }

  /** Resolves an import like a bundler would: exact file, then extensions, then a folder's index. */
  resolve(fromDir: string, specifier: string): string | null {
    const target = normalizeProjectPath(
      specifier.startsWith('/') ? specifier : path.posix.join(fromDir, specifier),
    );
    if (target === null) return null;
    const candidates = [
      target,
      ...SCRIPT_EXTENSIONS.map((ext) => `${target}${ext}`),
      ...SCRIPT_EXTENSIONS.map((ext) => `${target}/index${ext}`),
    ];
    return candidates.find((candidate) => this.files.has(candidate)) ?? null;
  }
}

function projectPathOf(esbuildPath: string): string {
  return esbuildPath.replace(/^\/+/, '');
}

// ---- Tailwind ----

function scanCandidates(files: ProjectFiles): string[] {
  const changed = [];
  for (const [file, text] of files.entries()) {
    const ext = path.posix.extname(file);
    if (CANDIDATE_EXTENSIONS.has(ext) && !text.startsWith('data:')) {
      changed.push({ content: text, extension: ext.slice(1) });
    }
  }
  return new Scanner({}).scanFiles(changed);
}

/**
 * Compiles one stylesheet with Tailwind. Stylesheets load from memory: Tailwind's own from its package,
 * the project's relative @imports from the project; plugins and configs on disk are refused.
 */
async function compileTailwind(
  css: string,
  file: string,
  files: ProjectFiles,
  candidates: () => string[],
): Promise<string> {
  const compiler = await compile(css, {
    base: `/${path.posix.dirname(file)}`,
    from: `/${file}`,
    async loadStylesheet(id, base) {
      const sheet = tailwindSheet(id);
      if (sheet) return sheet;
      if (
        base.startsWith('/') &&
        !base.startsWith(TAILWIND_DIR) &&
        (id.startsWith('.') || id.startsWith('/'))
      ) {
        const found = files.resolve(projectPathOf(base), id);
        const content = found && path.posix.extname(found) === '.css' ? files.get(found) : undefined;
        if (found && content !== undefined) {
          return { path: `/${found}`, base: `/${path.posix.dirname(found)}`, content };
        }
      }
      throw new Error(`Could not find the stylesheet '${id}' imported by ${file}.`);
    },
    async loadModule(id) {
      throw new Error(`Tailwind plugins and configs are not available in Atelier's builder ('${id}').`);
    },
  });
  return compiler.build(candidates());
}

// ---- lucide-react: only the icons a project names ----

/**
 * lucide-react's ES entry re-exports thousands of icon modules; parsing them all costs most of a build.
 * Its entry is served trimmed to the icons whose names appear in the project's sources; a project that
 * reaches icons dynamically (a namespace import, the `icons` object) gets the whole entry.
 */
interface LucideEntry {
  file: string;
  /** Exports other than icons (Icon, createLucideIcon, the context). */
  common: string[];
  icons: { names: string[]; line: string }[];
}

let lucideEntry: LucideEntry | null = null;

function readLucideEntry(file: string): LucideEntry {
  if (lucideEntry?.file === file) return lucideEntry;
  const common: string[] = [];
  const icons: LucideEntry['icons'] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const icon = /^export \{ (.+) \} from '\.\/icons\/[^']+';$/.exec(line);
    if (icon?.[1]) {
      icons.push({ names: icon[1].split(', ').map((item) => item.replace(/^default as /, '')), line });
    } else if (
      /^(import|export) /.test(line) &&
      !line.includes('./icons/index') &&
      !/\bindex as icons\b/.test(line)
    ) {
      common.push(line);
    }
  }
  lucideEntry = { file, common, icons };
  return lucideEntry;
}

const LUCIDE_DYNAMIC =
  /import\s*\*\s*as\s+[\w$]+\s*from\s*["']lucide-react["']|import\(\s*["']lucide-react["']\s*\)|export\s*\*\s*from\s*["']lucide-react["']|\bicons\b[^;]*from\s*["']lucide-react["']/;

/** The trimmed entry for this project, or null when it needs the whole one. */
function trimmedLucide(files: ProjectFiles, entryFile: string): string | null {
  const words = new Set<string>();
  for (const [file, text] of files.entries()) {
    if (!SCRIPT_EXTENSIONS.includes(path.posix.extname(file)) || !text.includes('lucide-react')) continue;
    if (LUCIDE_DYNAMIC.test(text)) return null;
    for (const word of text.match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(word);
  }
  const entry = readLucideEntry(entryFile);
  const used = entry.icons
    .filter((icon) => icon.names.some((name) => words.has(name)))
    .map((icon) => icon.line);
  return [...entry.common, ...used].join('\n');
}

// ---- react-router: its production build ----

/** react-router's package exports name its development build only; its production build sits beside it. */
const productionPaths = new Map<string, string>();

function productionBuild(file: string): string {
  let production = productionPaths.get(file);
  if (production === undefined) {
    const candidate = file.replace(
      /([\\/]react-router[\\/]dist[\\/])development([\\/])/,
      (_match: string, before: string, after: string) => `${before}production${after}`,
    );
    production = candidate !== file && existsSync(candidate) ? candidate : file;
    productionPaths.set(file, production);
  }
  return production;
}

// ---- the esbuild plugin ----

/** What one build is about; a pooled esbuild context serves one build at a time. */
interface BuildState {
  files: ProjectFiles;
  entry: string;
  candidates: string[] | null;
}

const ENTRY_ID = 'atelier:entry';
const SKIP = { atelierSkip: true };

function isSkipped(pluginData: unknown): boolean {
  return typeof pluginData === 'object' && pluginData !== null && 'atelierSkip' in pluginData;
}

function sourcePlugin(current: () => BuildState): esbuild.Plugin {
  return {
    name: 'atelier-project',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        const state = current();
        if (args.kind === 'entry-point') return { path: `/${state.entry}`, namespace: NAMESPACE };
        if (args.namespace !== NAMESPACE) {
          // Imports inside allowed packages resolve the ordinary way, but react-router in production.
          if (!/^react-router(\/dom)?$/.test(args.path) || isSkipped(args.pluginData)) return undefined;
          const key = `${args.resolveDir}\0${args.path}`;
          let resolved = resolvedPackages.get(key);
          if (!resolved) {
            const result = await build.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              importer: args.importer,
              pluginData: SKIP,
            });
            if (result.errors.length > 0) return { errors: result.errors };
            resolved = productionBuild(result.path);
            resolvedPackages.set(key, resolved);
          }
          return { path: resolved };
        }

        const specifier = args.path;
        const fromCss = args.kind === 'import-rule' || args.kind === 'url-token';
        if (/^(https?:)?\/\//i.test(specifier) || specifier.startsWith('data:')) {
          if (fromCss) return { path: specifier, external: true };
          return {
            errors: [{ text: `Imports from URLs are not available in Atelier's builder: '${specifier}'.` }],
          };
        }
        if (isBareImport(specifier)) {
          if (!isAllowedImport(specifier)) return { errors: [{ text: notAllowedMessage(specifier) }] };
          return resolveAllowed(build, specifier, args.kind);
        }
        if (!/^[./]/.test(specifier)) return { errors: [{ text: notAllowedMessage(specifier) }] };

        const importer = projectPathOf(args.importer);
        const found = state.files.resolve(path.posix.dirname(importer), specifier);
        if (found) return { path: `/${found}`, namespace: NAMESPACE };
        // A stylesheet's url("/logo.svg") naming a public/ file: public files sit at the site's root,
        // one level above the stylesheet in assets/.
        if (fromCss && specifier.startsWith('/') && state.files.has(`public${specifier}`)) {
          return { path: `..${specifier}`, external: true };
        }
        return {
          errors: [
            { text: `Could not resolve '${specifier}' from ${importer}: no such file in the project.` },
          ],
        };
      });

      build.onLoad({ filter: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/ }, (args) => {
        const contents = trimmedLucide(current().files, args.path);
        return contents === null
          ? undefined
          : { contents, loader: 'js', resolveDir: path.dirname(args.path) };
      });

      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const state = current();
        const file = projectPathOf(args.path);
        const text = state.files.get(file);
        if (text === undefined) return { errors: [{ text: `Missing file ${file}.` }] };
        // CSS modules (Vite's *.module.css) get esbuild's local-css loader: class names become scoped.
        const loader = /\.module\.css$/i.test(file)
          ? 'local-css'
          : LOADERS[path.posix.extname(file).toLowerCase()];
        if (!loader) {
          return { errors: [{ text: `${file}: files of this type cannot be imported.` }] };
        }
        if (loader === 'css' && TAILWIND_IMPORT.test(text)) {
          try {
            const css = await compileTailwind(
              text,
              file,
              state.files,
              () => (state.candidates ??= scanCandidates(state.files)),
            );
            return { contents: css, loader, resolveDir: RESOLVE_DIR };
          } catch (error) {
            return {
              errors: [
                {
                  text: error instanceof Error ? error.message : String(error),
                  location: { file: `${NAMESPACE}:${args.path}` },
                },
              ],
            };
          }
        }
        return { contents: fileContents(text), loader, resolveDir: RESOLVE_DIR };
      });
    },
  };
}

async function resolveAllowed(
  build: esbuild.PluginBuild,
  specifier: string,
  kind: esbuild.ImportKind,
): Promise<esbuild.OnResolveResult> {
  const style = kind === 'require-call' ? 'require' : 'import';
  const key = `${style}:${specifier}`;
  let resolved = resolvedPackages.get(key);
  if (!resolved) {
    // esbuild's resolver rather than require.resolve: it picks the browser ES module builds, which
    // tree-shake (lucide-react's CommonJS build would bring every icon).
    const result = await build.resolve(specifier, {
      kind: style === 'require' ? 'require-call' : 'import-statement',
      resolveDir: RESOLVE_DIR,
      pluginData: SKIP,
    });
    if (result.errors.length > 0 || !result.path) {
      return { errors: [{ text: `'${specifier}' is allowed but not installed in the worker.` }] };
    }
    resolved = productionBuild(result.path);
    resolvedPackages.set(key, resolved);
  }
  return { path: resolved };
}

// ---- errors ----

function toBuildError(message: esbuild.PartialMessage | esbuild.Message): BuildError {
  const location = message.location ?? null;
  const file = location?.file
    ? location.file.replace(new RegExp(`^${NAMESPACE}:`), '').replace(/^\/+/, '')
    : null;
  return {
    file,
    line: location?.line ? location.line : null,
    // esbuild counts columns from 0; editors and people count from 1.
    column: location?.line && typeof location.column === 'number' ? location.column + 1 : null,
    // esbuild names the project's files by their namespace ("atelier:/src/lib.ts"); people know "src/lib.ts".
    message: (message.text ?? 'The build failed.').replaceAll(`"${NAMESPACE}:/`, '"'),
  };
}

/** The project's first build error; anything else (a crashed plugin, a broken install) is thrown. */
function failure(error: unknown): BuildError {
  const first =
    error instanceof Error && 'errors' in error && Array.isArray(error.errors)
      ? (error.errors as esbuild.Message[])[0]
      : undefined;
  if (!first) throw error;
  if (first.detail instanceof Error) throw first.detail;
  return toBuildError(first);
}

// ---- the build ----

/**
 * esbuild contexts kept between builds: a rebuild reuses what it parsed before (react-dom alone is
 * 600 KB of source), which makes a warm build several times faster than a fresh one. Each context
 * serves one build at a time; the project it builds is whatever its state slot holds.
 */
interface PooledContext {
  context: esbuild.BuildContext<{ write: false; metafile: true }>;
  state: BuildState | null;
  minify: boolean;
}

const MAX_IDLE_CONTEXTS = 4;
const idle: PooledContext[] = [];

async function createContext(minify: boolean): Promise<PooledContext> {
  const pooled: Partial<PooledContext> & { state: BuildState | null; minify: boolean } = {
    state: null,
    minify,
  };
  const current = () => {
    if (!pooled.state) throw new Error('A pooled build context ran without a project.');
    return pooled.state;
  };
  pooled.context = await esbuild.context({
    entryPoints: [{ in: ENTRY_ID, out: 'index' }],
    bundle: true,
    write: false,
    metafile: true,
    outdir: OUT_DIR,
    absWorkingDir: RESOLVE_DIR,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify,
    jsx: 'automatic',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
    // Never read a tsconfig from disk for the project's files.
    tsconfigRaw: { compilerOptions: { jsx: 'react-jsx', useDefineForClassFields: true } },
    define: {
      'process.env.NODE_ENV': '"production"',
      // Vite's import.meta.env in a production build; other keys (VITE_*) read as undefined.
      'import.meta.env': JSON.stringify({
        MODE: 'production',
        PROD: true,
        DEV: false,
        SSR: false,
        BASE_URL: './',
      }),
    },
    entryNames: 'assets/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/[name]-[hash]',
    // Asset addresses in JS are relative to the page ("./assets/logo-HASH.svg").
    publicPath: './',
    loader: LOADERS,
    plugins: [sourcePlugin(current)],
  });
  return pooled as PooledContext;
}

async function acquire(minify: boolean): Promise<PooledContext> {
  const index = idle.findIndex((pooled) => pooled.minify === minify);
  if (index >= 0) return idle.splice(index, 1)[0]!;
  return createContext(minify);
}

/**
 * A live esbuild context keeps the process from exiting, so idle ones are disposed after a while
 * without builds. A script that builds should call closeBuilder() when it is done.
 */
const IDLE_DISPOSE_MS = 30_000;
let idleTimer: NodeJS.Timeout | null = null;

async function release(pooled: PooledContext): Promise<void> {
  pooled.state = null;
  if (idle.length >= MAX_IDLE_CONTEXTS) {
    await pooled.context.dispose();
    return;
  }
  idle.push(pooled);
  if (idleTimer) {
    idleTimer.refresh();
  } else {
    idleTimer = setTimeout(() => {
      idleTimer = null;
      closeBuilder().catch(() => undefined);
    }, IDLE_DISPOSE_MS);
    idleTimer.unref();
  }
}

/** Frees the kept esbuild contexts (on shutdown, after a benchmark, or when idle). */
export async function closeBuilder(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  await Promise.all(idle.splice(0).map((pooled) => pooled.context.dispose()));
}

function relativeOutput(file: string, from: string): string {
  return path.relative(from, file).split(path.sep).join('/');
}

export async function buildProject(
  source: Record<string, string>,
  options: BuildOptions = {},
): Promise<BuildResult> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  const files = new ProjectFiles(source);
  const html = files.get('index.html');
  const entry = findEntry(html);
  if (!files.has(entry)) {
    return {
      ok: false,
      error: {
        file: html ? 'index.html' : null,
        line: null,
        column: null,
        message: `The entry ${entry} is missing.`,
      },
      durationMs: elapsed(),
    };
  }

  const pooled = await acquire(options.minify ?? true);
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    pooled.state = { files, entry, candidates: null };
    result = await pooled.context.rebuild();
  } catch (error) {
    return { ok: false, error: failure(error), durationMs: elapsed() };
  } finally {
    await release(pooled);
  }

  const output: BuildOutput = {};
  let script: string | null = null;
  const stylesheets: string[] = [];
  for (const file of result.outputFiles) {
    const name = relativeOutput(file.path, OUT_DIR);
    if (name.endsWith('.js')) {
      output[name] = file.text;
      if (result.metafile.outputs[relativeOutput(file.path, RESOLVE_DIR)]?.entryPoint) script = name;
    } else if (name.endsWith('.css')) {
      // publicPath makes asset addresses page-relative; a stylesheet's are relative to itself (assets/).
      output[name] = file.text.replace(/url\((["']?)\.\/assets\//g, 'url($1./');
      stylesheets.push(name);
    } else {
      output[name] = Buffer.from(file.contents);
    }
  }
  if (!script) {
    return {
      ok: false,
      error: { file: entry, line: null, column: null, message: 'The bundle has no entry script.' },
      durationMs: elapsed(),
    };
  }

  // Vite's public/ folder: copied to the site's root as is.
  for (const [file, text] of files.entries()) {
    if (!file.startsWith('public/')) continue;
    const name = file.slice('public/'.length);
    if (name === 'index.html' || name.startsWith('assets/') || name in output) continue;
    const contents = fileContents(text);
    output[name] = typeof contents === 'string' ? contents : Buffer.from(contents);
  }
  output['index.html'] = renderIndexHtml(html, { script, stylesheets: stylesheets.sort() });
  return { ok: true, output, durationMs: elapsed() };
}
