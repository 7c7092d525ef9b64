/**
 * Bundles a generated project from memory into a static site with esbuild, in-process: the project's
 * files never touch the disk, bare imports resolve from the curated packages of `@atelier/app-kit` (or
 * an on-demand install, when a resolver for those is set), `@/` is the project's `src/` with the kit's
 * components underneath, and Tailwind CSS v4 is compiled from the classes the sources use.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { compile } from 'tailwindcss';
import { Scanner } from '@tailwindcss/oxide';
import { APP_KIT_ROOT, curatedPackages } from '@atelier/app-kit';
import type { BuildError } from '@atelier/contracts';
import {
  isBareImport,
  isCuratedImport,
  isNodeBuiltin,
  isPackageName,
  packageOf,
  unavailableMessage,
  type UnavailableImport,
} from './packages.ts';
import { translateTailwindV3 } from './tailwind-v3.ts';
import { findEntry, renderIndexHtml } from './index-html.ts';
import { warmUpProject } from './warm-up.ts';
import { isAliasImport, ProjectFiles, SCRIPT_EXTENSIONS } from './project-files.ts';

export type BuildOutput = Record<string, Buffer | string>;

export type BuildResult =
  | { ok: true; output: BuildOutput; durationMs: number }
  | {
      ok: false;
      /** The first of `errors`. */
      error: BuildError;
      /** Every error of the build; the unavailable imports are one error listing them all. */
      errors: BuildError[];
      durationMs: number;
    };

/**
 * Makes a package that is not curated available to a build, e.g. by installing it on demand:
 * `dir` is a folder whose node_modules holds the package (imports resolve from it), `error` says why not.
 */
export type ExternalResolver = (name: string) => Promise<{ dir: string } | { error: string }>;

export interface BuildOptions {
  /** Minify JS and CSS (default true). */
  minify?: boolean;
  /** Asked for each bare package that is not curated before it is reported unavailable (default: setExternalResolver's). */
  resolveExternal?: ExternalResolver;
}

let defaultExternalResolver: ExternalResolver | undefined;

/** The resolver every build uses for packages that are not curated, unless its options give one. */
export function setExternalResolver(resolver: ExternalResolver | undefined): void {
  defaultExternalResolver = resolver;
}

/** esbuild namespace of the project's in-memory files; their paths are "/" + the project path. */
const NAMESPACE = 'atelier';
/** The working folder of the builds (nothing is read from it). */
const RESOLVE_DIR = path.dirname(fileURLToPath(import.meta.url));
/** A virtual output folder: nothing is written (write: false), paths are made relative to it. */
const OUT_DIR = path.join(RESOLVE_DIR, '.build-output');

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
/** Curated bare specifiers, resolved once: "import:react" -> absolute path. */
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

/** Binary assets travel as base64 data URLs inside the version's files. */
function fileContents(text: string): string | Uint8Array {
  const match = /^data:[^;,]*;base64,/.exec(text);
  return match ? Buffer.from(text.slice(match[0].length), 'base64') : text;
}

function projectPathOf(esbuildPath: string): string {
  return esbuildPath.replace(/^\/+/, '');
}

// ---- Tailwind ----

function scanCandidates(files: ProjectFiles): string[] {
  const changed = [];
  for (const [file, text] of files.sources()) {
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
  for (const [file, text] of files.sources()) {
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
  resolveExternal: ExternalResolver | undefined;
  /** On-demand packages of this build: name -> its folder or why it is not available. */
  externals: Map<string, Promise<{ dir: string } | { error: string }>>;
  /** Unavailable packages by name, with their importers, in the order met. */
  unavailable: Map<string, UnavailableImport>;
}

const ENTRY_ID = 'atelier:entry';
const SKIP = { atelierSkip: true };
/** Marks the errors of unavailable imports, which the failure merges into one. */
const UNAVAILABLE = { atelierUnavailable: true };

function isSkipped(pluginData: unknown): boolean {
  return typeof pluginData === 'object' && pluginData !== null && 'atelierSkip' in pluginData;
}

/** Folders of on-demand packages (real paths, with a trailing separator), so their imports are known. */
const externalDirs = new Set<string>();

function isInExternalDir(file: string): boolean {
  for (const dir of externalDirs) if (file.startsWith(dir)) return true;
  return false;
}

/** Versions of the on-demand packages builds used, for the package.json of a download. */
const externalVersions = new Map<string, string>();

/** The version of an on-demand package a build in this process resolved, if any. */
export function externalPackageVersion(name: string): string | undefined {
  return externalVersions.get(name);
}

function rememberExternalVersion(name: string, dir: string): void {
  if (externalVersions.has(name)) return;
  try {
    const file = path.join(dir, 'node_modules', ...name.split('/'), 'package.json');
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
    if (typeof version === 'string') externalVersions.set(name, version);
  } catch {
    // A folder without the package's manifest: the download lists nothing for it.
  }
}

function registerExternalDir(dir: string): void {
  for (const candidate of [dir, existsSync(dir) ? realpathSync(dir) : dir]) {
    externalDirs.add(candidate.endsWith(path.sep) ? candidate : `${candidate}${path.sep}`);
  }
}

/** Matches the imports of curated packages and their subpaths ("react", "date-fns/format"). */
function curatedFilter(): RegExp {
  const names = Object.keys(curatedPackages()).map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`^(${names.join('|')})(/.*)?$`);
}

function sourcePlugin(current: () => BuildState): esbuild.Plugin {
  return {
    name: 'atelier-project',
    setup(build) {
      // Imports inside packages resolve the ordinary way, with two exceptions, filtered by esbuild itself
      // (a callback for each of the thousands of imports inside packages would cost much of a build):
      // - an on-demand package shares the curated React (and every other curated package): one copy;
      build.onResolve({ filter: curatedFilter(), namespace: 'file' }, (args) => {
        if (isSkipped(args.pluginData) || !isInExternalDir(args.importer)) return undefined;
        return resolveFrom(build, args.path, args.kind, APP_KIT_ROOT, true);
      });
      // - react-router resolves to its production build.
      build.onResolve({ filter: /^react-router(\/dom)?$/, namespace: 'file' }, (args) => {
        if (isSkipped(args.pluginData)) return undefined;
        return resolveFrom(build, args.path, args.kind, args.resolveDir, false);
      });
      build.onResolve({ filter: /^atelier:entry$/ }, (args) => {
        if (args.kind !== 'entry-point') return undefined;
        return { path: `/${current().entry}`, namespace: NAMESPACE };
      });

      build.onResolve({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const state = current();
        const specifier = args.path;
        const importer = projectPathOf(args.importer);
        const fromCss = args.kind === 'import-rule' || args.kind === 'url-token';
        if (/^(https?:)?\/\//i.test(specifier) || specifier.startsWith('data:')) {
          if (fromCss) return { path: specifier, external: true };
          return {
            errors: [{ text: `Imports from URLs are not available in Atelier's builder: '${specifier}'.` }],
          };
        }
        if (!isAliasImport(specifier) && isBareImport(specifier)) {
          if (isCuratedImport(specifier)) {
            return resolveFrom(build, specifier, args.kind, APP_KIT_ROOT, true);
          }
          return resolveExternal(build, state, specifier, args.kind, importer);
        }
        if (!isAliasImport(specifier) && !/^[./]/.test(specifier)) {
          return unavailable(state, specifier, importer);
        }

        const found = state.files.resolve(path.posix.dirname(importer), specifier);
        if (found) return { path: `/${found}`, namespace: NAMESPACE };
        // A stylesheet's url("/logo.svg") naming a public/ file: public files sit at the site's root,
        // one level above the stylesheet in assets/.
        if (fromCss && specifier.startsWith('/') && state.files.has(`public${specifier}`)) {
          return { path: `..${specifier}`, external: true };
        }
        return { errors: [{ text: missingFileMessage(state.files, specifier, importer) }] };
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

function missingFileMessage(files: ProjectFiles, specifier: string, importer: string): string {
  const where = `Could not resolve '${specifier}' from ${importer}`;
  if (/^@\/components\/ui\//.test(specifier)) {
    return `${where}: no such file in the project, and the kit has no such component (kit components: ${files.kitComponents().join(', ')}).`;
  }
  return `${where}: no such file in the project.`;
}

/** Records an unavailable import; the build's failure lists them all in one error. */
function unavailable(
  state: BuildState,
  name: string,
  importer: string,
  reason?: string,
): esbuild.OnResolveResult {
  const known = state.unavailable.get(name);
  if (known) {
    if (!known.importers.includes(importer)) known.importers.push(importer);
  } else {
    state.unavailable.set(name, { name, importers: [importer], ...(reason ? { reason } : {}) });
  }
  return { errors: [{ text: `'${name}' is not available in Atelier's builder.`, detail: UNAVAILABLE }] };
}

/** A package that is not curated: an on-demand install when a resolver is set, else unavailable. */
async function resolveExternal(
  build: esbuild.PluginBuild,
  state: BuildState,
  specifier: string,
  kind: esbuild.ImportKind,
  importer: string,
): Promise<esbuild.OnResolveResult> {
  const name = packageOf(specifier);
  if (isNodeBuiltin(specifier) || !isPackageName(name) || !state.resolveExternal) {
    return unavailable(state, isNodeBuiltin(specifier) ? specifier : name, importer);
  }
  let pending = state.externals.get(name);
  if (!pending) {
    const resolver = state.resolveExternal;
    pending = resolver(name).catch((error: unknown) => ({
      error: error instanceof Error ? error.message : String(error),
    }));
    state.externals.set(name, pending);
  }
  const external = await pending;
  if ('error' in external) return unavailable(state, name, importer, external.error);
  registerExternalDir(external.dir);
  rememberExternalVersion(name, external.dir);
  const result = await build.resolve(specifier, {
    kind: kind === 'require-call' ? 'require-call' : 'import-statement',
    resolveDir: external.dir,
    pluginData: SKIP,
  });
  if (result.errors.length > 0 || !result.path) {
    return unavailable(state, name, importer, `'${specifier}' is not in the installed package`);
  }
  return { path: result.path, sideEffects: result.sideEffects };
}

/** A package import resolved with esbuild's resolver from a folder (browser ES module builds). */
async function resolveFrom(
  build: esbuild.PluginBuild,
  specifier: string,
  kind: esbuild.ImportKind,
  resolveDir: string,
  curated: boolean,
): Promise<esbuild.OnResolveResult> {
  const style = kind === 'require-call' ? 'require' : 'import';
  const key = `${style}:${resolveDir}\0${specifier}`;
  let resolved = resolvedPackages.get(key);
  if (!resolved) {
    // esbuild's resolver rather than require.resolve: it picks the browser ES module builds, which
    // tree-shake (lucide-react's CommonJS build would bring every icon).
    const result = await build.resolve(specifier, {
      kind: style === 'require' ? 'require-call' : 'import-statement',
      resolveDir,
      pluginData: SKIP,
    });
    if (result.errors.length > 0 || !result.path) {
      if (!curated) return { errors: result.errors };
      return {
        errors: [
          {
            text: `'${specifier}' is not part of the curated package '${packageOf(specifier)}' (no such subpath).`,
          },
        ],
      };
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

/**
 * The project's build errors, every unavailable import merged into one that comes first (the place of
 * its first importer); anything else (a crashed plugin, a broken install) is thrown.
 */
function failure(error: unknown, state: BuildState): BuildError[] {
  const messages =
    error instanceof Error && 'errors' in error && Array.isArray(error.errors)
      ? (error.errors as esbuild.Message[])
      : [];
  if (messages.length === 0) throw error;
  const errors: BuildError[] = [];
  const unavailableAt: BuildError[] = [];
  for (const message of messages) {
    if (message.detail instanceof Error) throw message.detail;
    (message.detail === UNAVAILABLE ? unavailableAt : errors).push(toBuildError(message));
  }
  if (unavailableAt.length === 0) return errors;
  // esbuild resolves in parallel: sort, so the same project always gets the same message.
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const byPlace = (a: BuildError, b: BuildError) =>
    compare(a.file ?? '', b.file ?? '') || (a.line ?? 0) - (b.line ?? 0);
  const imports = [...state.unavailable.values()]
    .map((item) => ({ ...item, importers: [...item.importers].sort() }))
    .sort((a, b) => compare(a.name, b.name));
  const first = unavailableAt.sort(byPlace)[0]!;
  return [{ ...first, message: unavailableMessage(imports, state.files.kitComponents()) }, ...errors];
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
/** Set by warmBuilder(): a long-running worker keeps its warm contexts instead of disposing them. */
let keepContexts = false;

async function release(pooled: PooledContext): Promise<void> {
  pooled.state = null;
  if (idle.length >= MAX_IDLE_CONTEXTS) {
    await pooled.context.dispose();
    return;
  }
  idle.push(pooled);
  if (keepContexts) return;
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

/**
 * For a long-running worker: builds a project that imports every curated package and kit component,
 * unminified (the agent's checks) and minified (the build queue), so the first real builds find those
 * modules parsed, and keeps the contexts from then on. A cold context spends seconds parsing recharts,
 * motion and Radix; a warm one rebuilds an app using them in well under two.
 */
export async function warmBuilder(): Promise<{ durationMs: number; ok: boolean }> {
  keepContexts = true;
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const started = performance.now();
  const source = warmUpProject();
  const results = await Promise.all([
    buildProject(source, { minify: false, resolveExternal: async () => ({ error: 'warm-up' }) }),
    buildProject(source, { minify: true, resolveExternal: async () => ({ error: 'warm-up' }) }),
  ]);
  return { durationMs: Math.round(performance.now() - started), ok: results.every((r) => r.ok) };
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
  // Tailwind v3 projects (directives, a JS config) are translated to v4 first, or they build unstyled.
  const files = new ProjectFiles(translateTailwindV3(source).files);
  const html = files.get('index.html');
  const entry = findEntry(html);
  const failed = (errors: BuildError[]): BuildResult => ({
    ok: false,
    error: errors[0]!,
    errors,
    durationMs: elapsed(),
  });
  if (!files.has(entry)) {
    return failed([
      {
        file: html ? 'index.html' : null,
        line: null,
        column: null,
        message: `The entry ${entry} is missing.`,
      },
    ]);
  }

  const pooled = await acquire(options.minify ?? true);
  const state: BuildState = {
    files,
    entry,
    candidates: null,
    resolveExternal: options.resolveExternal ?? defaultExternalResolver,
    externals: new Map(),
    unavailable: new Map(),
  };
  let result: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    pooled.state = state;
    result = await pooled.context.rebuild();
  } catch (error) {
    return failed(failure(error, state));
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
    return failed([{ file: entry, line: null, column: null, message: 'The bundle has no entry script.' }]);
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
