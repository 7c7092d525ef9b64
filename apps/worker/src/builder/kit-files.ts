/**
 * What makes a project build outside Atelier as it does inside: the kit files it uses copied into it,
 * the kit's theme when its stylesheet has none, `dependencies` listing the curated packages it imports,
 * and the `@/` alias in vite.config.ts and tsconfig.json.
 */
import path from 'node:path';
import { curatedPackages, isCuratedPackage, kitFiles } from '@atelier/app-kit';
import { externalPackageVersion } from './bundle.ts';
import { findEntry } from './index-html.ts';
import { isBareImport, isPackageName, packageOf } from './packages.ts';
import { importSpecifiers, isAliasImport, isSourceFile, ProjectFiles } from './project-files.ts';

const THEME_FILE = 'src/styles/kit-theme.css';
const TAILWIND_IMPORT_LINE = /^[ \t]*@import\s+(?:url\(\s*)?["']tailwindcss["']\s*\)?[^;\n]*;?[ \t]*$/m;

/**
 * Adds every kit file the project's imports reach (transitively) and, when a kit component is added
 * and the project's stylesheet has no shadcn tokens, the kit's theme imported after `@import "tailwindcss"`.
 * A project's own file at a kit path is never replaced.
 */
export function withKitFiles(files: Record<string, string>): {
  files: Record<string, string>;
  added: string[];
} {
  const kit = kitFiles();
  const project = new ProjectFiles(files, kit);
  const used = project.kitFilesUsed();
  const out = { ...files };
  const added: string[] = [];
  for (const file of used) {
    out[file] = kit[file]!;
    added.push(file);
  }
  const addsComponent = used.some((file) => file.startsWith('src/components/'));
  if (addsComponent && Object.hasOwn(kit, THEME_FILE)) {
    const sheet = mainStylesheet(new ProjectFiles(out, kit));
    if (sheet && !definesTokens(new ProjectFiles(out, kit), sheet)) {
      const text = out[sheet] ?? '';
      const relative = path.posix.relative(path.posix.dirname(sheet), THEME_FILE);
      const line = `@import "${relative.startsWith('.') ? relative : `./${relative}`}";`;
      out[sheet] = insertAfterTailwind(text, line);
      if (!Object.hasOwn(out, THEME_FILE)) {
        out[THEME_FILE] = kit[THEME_FILE]!;
        added.push(THEME_FILE);
      }
      // The theme's own imports, if it has any.
      for (const file of new ProjectFiles(out, kit).kitFilesUsed()) {
        if (!Object.hasOwn(out, file)) {
          out[file] = kit[file]!;
          added.push(file);
        }
      }
    }
  }
  return { files: out, added: added.sort() };
}

/** The stylesheet the entry imports (the one with Tailwind first), else src/index.css; null when none. */
function mainStylesheet(files: ProjectFiles): string | null {
  const entry = findEntry(files.get('index.html'));
  const text = files.has(entry) ? (files.get(entry) ?? '') : '';
  const sheets = importSpecifiers(entry, text)
    .filter((specifier) => /\.css$/.test(specifier))
    .map((specifier) => files.resolve(path.posix.dirname(entry), specifier))
    .filter((file): file is string => file !== null && files.has(file));
  const withTailwind = sheets.find((file) => TAILWIND_IMPORT_LINE.test(files.get(file) ?? ''));
  return withTailwind ?? sheets[0] ?? (files.has('src/index.css') ? 'src/index.css' : null);
}

/** Whether a stylesheet (with what it imports) declares shadcn's tokens, or imports the kit's theme. */
function definesTokens(files: ProjectFiles, sheet: string): boolean {
  let text = '';
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const css = files.get(file) ?? '';
    text += `\n${css}`;
    for (const specifier of importSpecifiers(file, css)) {
      const found = files.resolve(path.posix.dirname(file), specifier);
      if (found?.endsWith('.css')) visit(found);
    }
  };
  visit(sheet);
  if (seen.has(THEME_FILE)) return true;
  return /--background\s*:/.test(text) && /--(?:color-)?primary\s*:/.test(text);
}

function insertAfterTailwind(css: string, line: string): string {
  const match = TAILWIND_IMPORT_LINE.exec(css);
  if (match) {
    const end = match.index + match[0].length;
    return `${css.slice(0, end)}\n${line}${css.slice(end)}`;
  }
  // No Tailwind import: @import rules must come first (after @charset).
  const charset = /^@charset[^;]*;\s*/.exec(css);
  const at = charset ? charset[0].length : 0;
  return `${css.slice(0, at)}${line}\n${css.slice(at)}`;
}

interface PackageJson {
  dependencies?: Record<string, string>;
  [key: string]: unknown;
}

/**
 * The project's package.json with `dependencies` set to the curated packages its sources (and the kit
 * files they reach) import, plus react and react-dom, at the kit's ranges. Other fields stay. A package
 * that is not curated stays only while imported and already listed (an on-demand install put it there).
 */
export function projectPackageJson(files: Record<string, string>): string {
  let pkg: PackageJson = {};
  try {
    const parsed: unknown = JSON.parse(files['package.json'] ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) pkg = parsed as PackageJson;
  } catch {
    // A broken package.json is rewritten from what the sources import.
  }
  const listed = pkg.dependencies ?? {};
  const curated = curatedPackages();
  const names = new Set(['react', 'react-dom']);
  for (const name of importedPackages(files)) {
    if (isCuratedPackage(name) || Object.hasOwn(listed, name) || externalPackageVersion(name)) {
      names.add(name);
    }
  }
  const dependencies: Record<string, string> = {};
  for (const name of [...names].sort()) {
    // An on-demand package keeps the range the project lists, or gets the version its build used.
    dependencies[name] = isCuratedPackage(name)
      ? curated[name]!
      : (listed[name] ?? `^${externalPackageVersion(name)!}`);
  }
  const next: PackageJson = { name: 'app', private: true, type: 'module', ...pkg, dependencies };
  return `${JSON.stringify(next, null, 2)}\n`;
}

/** Package names imported by the project's source files and the kit files they reach. */
export function importedPackages(files: Record<string, string>): string[] {
  const project = new ProjectFiles(files);
  const names = new Set<string>();
  for (const [file, text] of project.sources()) {
    if (!isSourceFile(file) || !file.startsWith('src/')) continue;
    for (const specifier of importSpecifiers(file, text)) {
      if (isAliasImport(specifier) || !isBareImport(specifier)) continue;
      const name = packageOf(specifier);
      if (isPackageName(name) && name !== 'tailwindcss') names.add(name);
    }
  }
  return [...names].sort();
}

const VITE_ALIAS = "'@': fileURLToPath(new URL('./src', import.meta.url))";

/** vite.config.ts with the `@` alias; unchanged when it has one or has no shape we know. */
export function viteConfigWithAlias(text: string): string {
  if (/["']@["']\s*:|find:\s*["']@["']|["']@\/["']\s*:/.test(text)) return text;
  let next: string;
  if (/\balias\s*:\s*\{/.test(text)) {
    next = text.replace(/\balias\s*:\s*\{/, (m) => `${m} ${VITE_ALIAS},`);
  } else if (/\bresolve\s*:\s*\{/.test(text)) {
    next = text.replace(/\bresolve\s*:\s*\{/, (m) => `${m}\n    alias: { ${VITE_ALIAS} },`);
  } else if (/defineConfig\(\s*\{/.test(text)) {
    next = text.replace(/defineConfig\(\s*\{/, (m) => `${m}\n  resolve: { alias: { ${VITE_ALIAS} } },`);
  } else {
    return text;
  }
  if (!/\bfileURLToPath\b[^;]*from\s*["'](node:)?url["']/.test(next)) {
    next = `import { fileURLToPath } from 'node:url';\n${next}`;
  }
  return next;
}

/** A tsconfig with `paths` `@/*` -> `./src/*`; unchanged when it has it or is not plain JSON. */
export function tsconfigWithPaths(text: string): string {
  let config: { compilerOptions?: { paths?: Record<string, string[]> } & Record<string, unknown> };
  try {
    config = JSON.parse(text) as typeof config;
  } catch {
    return text;
  }
  if (!config || typeof config !== 'object') return text;
  const options = (config.compilerOptions ??= {});
  if (options.paths?.['@/*']) return text;
  options.paths = { ...options.paths, '@/*': ['./src/*'] };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * Everything above in one call, for the agent before it checks and saves: kit files, package.json,
 * the `@` alias in vite.config.ts and tsconfig(.app).json. `changed` lists the files added or rewritten.
 */
export function prepareProjectFiles(files: Record<string, string>): {
  files: Record<string, string>;
  changed: string[];
} {
  const { files: out, added } = withKitFiles(files);
  const changed = new Set(added);
  for (const file of Object.keys(out)) if (out[file] !== files[file]) changed.add(file);
  const update = (file: string, next: string) => {
    if (out[file] !== next) {
      out[file] = next;
      changed.add(file);
    }
  };
  update('package.json', projectPackageJson(out));
  if (out['vite.config.ts'] !== undefined)
    update('vite.config.ts', viteConfigWithAlias(out['vite.config.ts']));
  for (const file of ['tsconfig.json', 'tsconfig.app.json']) {
    const text = out[file];
    if (text === undefined) continue;
    // A solution-style tsconfig.json (references only) leaves compiler options to tsconfig.app.json.
    if (file === 'tsconfig.json' && out['tsconfig.app.json'] !== undefined && !/compilerOptions/.test(text)) {
      continue;
    }
    update(file, tsconfigWithPaths(text));
  }
  return { files: out, changed: [...changed].sort() };
}
