/**
 * Reading and running what a blueprint generates: its src/ text, its pure modules evaluated in this
 * process, and brief content built from parts.
 */
import path from 'node:path';
import ts from 'typescript';
import type { BriefContent } from '../../src/agent/brief-content.ts';

/** Every generated src/ file, joined (the project's atelier.json repeats the brief, so it is left out). */
export function sourceText(files: Record<string, string>): string {
  return Object.entries(files)
    .filter(([file]) => file.startsWith('src/'))
    .map(([, text]) => text)
    .join('\n');
}

/** Brief content with empty lists where `parts` gives none. */
export function briefContent(parts: Partial<BriefContent> = {}): BriefContent {
  return { items: [], people: [], columns: [], highlights: [], hours: [], ...parts };
}

/**
 * Runs a generated TypeScript module (and the relative modules it imports) in this process: each file is
 * transpiled to CommonJS and evaluated with a require that only knows the project's own files.
 */
export function loadModule<T>(files: Record<string, string>, entry: string): T {
  const cache = new Map<string, Record<string, unknown>>();
  const load = (file: string): Record<string, unknown> => {
    const cached = cache.get(file);
    if (cached) return cached;
    const source = files[file];
    if (source === undefined) throw new Error(`No generated file ${file}`);
    const js = ts.transpileModule(source, {
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.ReactJSX,
      },
      fileName: file,
    }).outputText;
    const exports: Record<string, unknown> = {};
    cache.set(file, exports);
    const require = (specifier: string) => {
      if (!specifier.startsWith('.') && !specifier.startsWith('@/'))
        throw new Error(`${file} imports ${specifier}, which the test cannot load`);
      // `@/…` is the project's src/ (the kit files it uses are copied there).
      const base = specifier.startsWith('@/')
        ? `src/${specifier.slice(2)}`
        : path.posix.join(path.posix.dirname(file), specifier);
      const target = [`${base}.ts`, `${base}.tsx`].find((candidate) => candidate in files);
      if (!target) throw new Error(`${file} imports ${specifier}, which is not in the project`);
      return load(target);
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated code the test means to run
    const run = new Function('exports', 'require', js) as (e: typeof exports, r: typeof require) => void;
    run(exports, require);
    return exports;
  };
  return load(entry) as T;
}
