/**
 * Type-checks a generated project the way its own `tsc --noEmit` would: the files go to a temp folder
 * whose node_modules is the app kit's (react, react-router-dom, Radix, lucide-react, clsx and types), and
 * the project's tsconfig.json is compiled with the TypeScript compiler API. Blueprint tests reuse it.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { APP_KIT_ROOT } from '@atelier/app-kit';

/** Generated projects import what the app kit installs (react, the router, Radix, lucide …). */
const PROJECT_NODE_MODULES = path.join(APP_KIT_ROOT, 'node_modules');

/** What `vite/client` declares and a project relies on (vite itself is not installed in the worker). */
const VITE_CLIENT_STUB = `declare module '*.css';
declare module '*.svg' { const src: string; export default src; }
declare module '*.png' { const src: string; export default src; }
declare module '*.jpg' { const src: string; export default src; }
declare module '*.webp' { const src: string; export default src; }
interface ImportMetaEnv { readonly MODE: string; readonly DEV: boolean; readonly PROD: boolean; readonly BASE_URL: string }
interface ImportMeta { readonly env: ImportMetaEnv }
`;

const DEFAULT_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  noEmit: true,
};

/** Library and node_modules declarations parsed once and shared by every check in this process. */
const shared = new Map<string, ts.SourceFile>();

function isShared(fileName: string): boolean {
  return (
    fileName.includes('/node_modules/') ||
    path.dirname(fileName) === path.dirname(ts.getDefaultLibFilePath({}))
  );
}

/** Every diagnostic as "file:line:col - message" (paths relative to the project); empty when it compiles. */
export function typecheckProject(files: Record<string, string>): string[] {
  return typecheckProjects([files])[0] ?? [];
}

/**
 * Several projects in one compiler program (the libraries are checked once, which is much faster);
 * the diagnostics of each, in order. Compiler options come from the first project's tsconfig.json.
 */
export function typecheckProjects(projects: Record<string, string>[]): string[][] {
  // Projects share a program when they share a tsconfig.json; one with `paths` (the `@/` alias of apps
  // that use kit files) resolves them from its own folder, so it gets a program of its own.
  const groups = new Map<string, number[]>();
  projects.forEach((files, index) => {
    const config = files['tsconfig.json'] ?? '';
    const key = /"paths"/.test(config) ? `own:${index}` : config;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const results: string[][] = projects.map(() => []);
  for (const indexes of groups.values()) {
    const checked = typecheckSameConfig(indexes.map((index) => projects[index]!));
    indexes.forEach((index, i) => (results[index] = checked[i] ?? []));
  }
  return results;
}

/** Several projects with one tsconfig.json, in one compiler program. */
function typecheckSameConfig(projects: Record<string, string>[]): string[][] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-typecheck-'));
  try {
    symlinkSync(PROJECT_NODE_MODULES, path.join(dir, 'node_modules'), 'dir');
    const stub = path.join(dir, 'atelier-vite-client.d.ts');
    writeFileSync(stub, VITE_CLIENT_STUB);
    const roots = projects.map((files, index) => {
      const root = path.join(dir, `p${index}`);
      for (const [file, text] of Object.entries(files)) {
        const target = path.join(root, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, text);
      }
      return root;
    });

    const configText = projects[0]?.['tsconfig.json'];
    const config = configText
      ? (JSON.parse(configText) as { compilerOptions?: Record<string, unknown>; include?: string[] })
      : { compilerOptions: DEFAULT_OPTIONS, include: ['src'] };
    const configErrors: ts.Diagnostic[] = [];
    const fileNames: string[] = [];
    let options: ts.CompilerOptions = {};
    for (const root of roots) {
      const parsed = ts.parseJsonConfigFileContent(
        { ...config, compilerOptions: { ...config.compilerOptions, types: [] } },
        ts.sys,
        root,
      );
      configErrors.push(...parsed.errors);
      fileNames.push(...parsed.fileNames);
      options = { ...parsed.options, noEmit: true };
    }

    const host = ts.createCompilerHost(options, true);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      if (!isShared(fileName)) return getSourceFile(fileName, languageVersion, onError, shouldCreate);
      let source = shared.get(fileName);
      if (!source) {
        source = getSourceFile(fileName, languageVersion, onError, shouldCreate);
        if (source) shared.set(fileName, source);
      }
      return source;
    };

    const program = ts.createProgram({ rootNames: [...fileNames, stub], options, host });
    const results: string[][] = roots.map(() => []);
    const general = configErrors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      const fileName = diagnostic.file?.fileName;
      const index = fileName ? roots.findIndex((root) => fileName.startsWith(root + path.sep)) : -1;
      if (!diagnostic.file || diagnostic.start === undefined || index < 0) {
        general.push(message);
        continue;
      }
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const file = path.relative(roots[index] ?? dir, diagnostic.file.fileName);
      results[index]?.push(`${file}:${line + 1}:${character + 1} - ${message}`);
    }
    // Problems outside any project (options, libraries) concern them all.
    return results.map((list) => [...general, ...list]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
