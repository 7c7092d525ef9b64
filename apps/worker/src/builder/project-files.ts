/**
 * A generated project's files in memory, seen the way Vite sees them: relative and root imports, the
 * `@/` alias for `src/`, and the component kit (`@atelier/app-kit`) underneath, so `@/components/ui/*`
 * and `@/lib/utils` resolve to the kit's files when the project has none of its own.
 */
import path from 'node:path';
import { kitFiles } from '@atelier/app-kit';

export const SCRIPT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'];

/** "./src//App.tsx" -> "src/App.tsx"; null for paths leaving the project. */
export function normalizeProjectPath(file: string): string | null {
  const normalized = path.posix.normalize(file.replace(/\\/g, '/').replace(/^\/+/, ''));
  if (normalized === '.' || normalized.startsWith('../') || normalized === '..') return null;
  return normalized;
}

/** `@/x` is `src/x` (the alias the scaffold's vite.config.ts and tsconfig.json declare). */
export function isAliasImport(specifier: string): boolean {
  return specifier.startsWith('@/');
}

/** The project path an import names, before extensions are tried; null when it is not a project path. */
function targetOf(fromDir: string, specifier: string): string | null {
  if (isAliasImport(specifier)) return normalizeProjectPath(`src/${specifier.slice(2)}`);
  if (specifier.startsWith('/')) return normalizeProjectPath(specifier);
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    return normalizeProjectPath(path.posix.join(fromDir, specifier));
  }
  return null;
}

/** Resolves like a bundler would: exact file, then extensions, then a folder's index. */
export function resolveIn(has: (file: string) => boolean, fromDir: string, specifier: string): string | null {
  const target = targetOf(fromDir, specifier);
  if (target === null) return null;
  if (has(target)) return target;
  for (const ext of SCRIPT_EXTENSIONS) if (has(`${target}${ext}`)) return `${target}${ext}`;
  for (const ext of SCRIPT_EXTENSIONS) if (has(`${target}/index${ext}`)) return `${target}/index${ext}`;
  return null;
}

const FROM_IMPORT = /\b(?:import|export)\b[^'";]*?\bfrom\s*["']([^"'\n]+)["']/g;
const BARE_IMPORT = /\bimport\s*["']([^"'\n]+)["']/g;
const DYNAMIC_IMPORT = /\b(?:import|require)\s*\(\s*["']([^"'\n]+)["']\s*\)/g;
const CSS_IMPORT = /@import\s+(?:url\(\s*)?["']([^"'\n]+)["']/g;

/** The specifiers a source file imports, found statically (comments are not told apart; close enough). */
export function importSpecifiers(file: string, text: string): string[] {
  const ext = path.posix.extname(file);
  const patterns =
    ext === '.css'
      ? [CSS_IMPORT]
      : SCRIPT_EXTENSIONS.includes(ext) && ext !== '.json'
        ? [FROM_IMPORT, BARE_IMPORT, DYNAMIC_IMPORT]
        : [];
  const found = new Set<string>();
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

export function isSourceFile(file: string): boolean {
  const ext = path.posix.extname(file);
  return ext === '.css' || (SCRIPT_EXTENSIONS.includes(ext) && ext !== '.json');
}

/** The project's files over the kit's: a project file always wins over the kit's file at its path. */
export class ProjectFiles {
  private readonly files = new Map<string, string>();
  private readonly kit: Readonly<Record<string, string>>;
  private usedKit: string[] | null = null;

  constructor(source: Record<string, string>, kit: Readonly<Record<string, string>> = kitFiles()) {
    for (const [name, text] of Object.entries(source)) {
      const normalized = normalizeProjectPath(name);
      if (normalized !== null && typeof text === 'string') this.files.set(normalized, text);
    }
    this.kit = kit;
  }

  /** A project file's text, or the kit's file at that path. */
  get(file: string): string | undefined {
    return this.files.get(file) ?? (Object.hasOwn(this.kit, file) ? this.kit[file] : undefined);
  }

  /** Whether the project itself has this file. */
  has(file: string): boolean {
    return this.files.has(file);
  }

  isKitFile(file: string): boolean {
    return !this.files.has(file) && Object.hasOwn(this.kit, file);
  }

  /** The project's own files. */
  entries(): IterableIterator<[string, string]> {
    return this.files.entries();
  }

  /** The project's files, then the kit files its imports reach. */
  *sources(): Generator<[string, string]> {
    yield* this.files.entries();
    for (const file of this.kitFilesUsed()) yield [file, this.kit[file]!];
  }

  /** A project import: the project's files first, then the kit's (all candidates of one, then the other). */
  resolve(fromDir: string, specifier: string): string | null {
    return (
      resolveIn((file) => this.files.has(file), fromDir, specifier) ??
      resolveIn((file) => Object.hasOwn(this.kit, file), fromDir, specifier)
    );
  }

  /** Kit files reached from the project's sources, transitively (imports found statically). */
  kitFilesUsed(): string[] {
    if (this.usedKit) return this.usedKit;
    const used = new Set<string>();
    const queue: [string, string][] = [...this.files.entries()].filter(([file]) => isSourceFile(file));
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [file, text] = item;
      for (const specifier of importSpecifiers(file, text)) {
        const found = this.resolve(path.posix.dirname(file), specifier);
        if (found && this.isKitFile(found) && !used.has(found)) {
          used.add(found);
          queue.push([found, this.kit[found]!]);
        }
      }
    }
    this.usedKit = [...used].sort();
    return this.usedKit;
  }

  /** Kit component names (for error messages): "button", "dialog", … */
  kitComponents(): string[] {
    return Object.keys(this.kit)
      .map((file) => /^src\/components\/ui\/([^/]+)\.tsx?$/.exec(file)?.[1])
      .filter((name): name is string => name !== undefined)
      .sort();
  }
}
