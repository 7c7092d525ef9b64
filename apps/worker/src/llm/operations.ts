/**
 * What a model may do to a project, whichever way it says it (tool calls or text, reader.ts): write,
 * edit by search/replace or a unified diff, delete and rename files, name the project, finish with a
 * summary. Operations apply to an in-memory copy; a refused one explains why, so the model can correct
 * itself. Paths written the way other project layouts name them ("App.tsx", "components/Nav.tsx")
 * land where this project keeps them (src/).
 */
import { AGENT_LIMITS, isSafeProjectPath, utf8Length } from '@atelier/contracts';
import { applyPatch, parsePatch } from 'diff';

export type Operation =
  | { op: 'write'; path: string; content: string }
  | { op: 'edit'; path: string; search: string; replace: string }
  | { op: 'patch'; path: string; patch: string }
  | { op: 'delete'; path: string }
  | { op: 'rename'; from: string; to: string }
  | { op: 'name'; name: string }
  | { op: 'finish'; summary: string };

export type Files = Record<string, string>;

export interface Applied {
  ok: boolean;
  /** For the model: what happened, or why nothing did. */
  message: string;
  /** The project paths this operation touched. */
  touched: string[];
}

/** "./src//App.tsx", "/src/App.tsx" -> "src/App.tsx"; null for a path that would leave the project. */
export function cleanPath(raw: string): string | null {
  const path = raw
    .trim()
    .replace(/^["'`]|["'`]$/g, '')
    .replace(/\\/g, '/')
    .replace(/^(\.\/|\/)+/, '')
    .replace(/\/{2,}/g, '/');
  return isSafeProjectPath(path) ? path : null;
}

/** Files that belong at the project's root; any other root-level source file belongs in src/. */
const ROOT_FILES =
  /^(index\.html|package\.json|package-lock\.json|tsconfig(\.[\w-]+)?\.json|jsconfig\.json|(vite|vitest|tailwind|postcss|eslint|prettier|components)\.config\.[cm]?[jt]s|components\.json|\.[\w.-]+|README(\.md)?|LICENSE(\.\w+)?|[\w.-]+\.md)$/i;
/** Folders that sit under src/ in a Vite project; a path starting with one of them was meant to. */
const SOURCE_FOLDERS =
  /^(components|pages|hooks|lib|utils|context|contexts|store|stores|styles|assets|data|types|services|api|features|routes|views|layouts|screens|providers|config|constants|helpers|state|ui)\//;

/**
 * The project path a model meant: a path that exists is taken as is; otherwise a root-level source
 * file ("App.tsx") or a path in a source folder ("components/Nav.tsx") goes under src/.
 */
export function projectPath(raw: string, files: Files): string | null {
  const path = cleanPath(raw);
  if (!path || path in files || path.startsWith('src/') || path.startsWith('public/')) return path;
  const rootSource = !path.includes('/') && /\.(tsx?|jsx?|mjs|css)$/i.test(path) && !ROOT_FILES.test(path);
  if (rootSource || SOURCE_FOLDERS.test(path)) {
    const mapped = `src/${path}`;
    return isSafeProjectPath(mapped) ? mapped : path;
  }
  return path;
}

/** A model often wraps a whole file in a fence inside the file tag or argument: take the fence off. */
export function unwrapFence(content: string): string {
  const match = /^\s*```[^\n]*\n([\s\S]*?)\n?```\s*$/.exec(content);
  return match?.[1] !== undefined ? `${match[1]}\n` : content;
}

function occurrences(text: string, search: string): number[] {
  const found: number[] = [];
  let at = text.indexOf(search);
  while (at >= 0) {
    found.push(at);
    at = text.indexOf(search, at + search.length);
  }
  return found;
}

/** The search text found in the file, exactly or ignoring line-end whitespace and indentation. */
function locate(text: string, search: string): { start: number; end: number } | 'none' | 'many' {
  const exact = occurrences(text, search);
  if (exact.length === 1) return { start: exact[0]!, end: exact[0]! + search.length };
  if (exact.length > 1) return 'many';
  const wanted = search
    .split('\n')
    .map((line) => line.trim())
    .filter((line, index, all) => !(line === '' && (index === 0 || index === all.length - 1)));
  if (wanted.length === 0) return 'none';
  const lines = text.split('\n');
  const offsets: number[] = [];
  let offset = 0;
  for (const line of lines) {
    offsets.push(offset);
    offset += line.length + 1;
  }
  const matches: { start: number; end: number }[] = [];
  for (let i = 0; i + wanted.length <= lines.length; i++) {
    if (wanted.every((line, j) => lines[i + j]!.trim() === line)) {
      const last = i + wanted.length - 1;
      matches.push({ start: offsets[i]!, end: offsets[last]! + lines[last]!.length });
    }
  }
  if (matches.length === 1) return matches[0]!;
  return matches.length === 0 ? 'none' : 'many';
}

/** The hunks of a unified diff as search/replace pairs (context and removed lines -> context and added). */
function hunkEdits(patch: string): { search: string; replace: string }[] {
  const edits: { search: string; replace: string }[] = [];
  let search: string[] | null = null;
  let replace: string[] = [];
  const flush = () => {
    if (search && (search.length > 0 || replace.length > 0)) {
      edits.push({ search: search.join('\n'), replace: replace.join('\n') });
    }
    search = null;
    replace = [];
  };
  for (const line of patch.split('\n')) {
    if (line.startsWith('@@')) {
      flush();
      search = [];
    } else if (search === null || line.startsWith('\\') || /^(---|\+\+\+) /.test(line)) {
      continue;
    } else if (line.startsWith('-')) search.push(line.slice(1));
    else if (line.startsWith('+')) replace.push(line.slice(1));
    else {
      const context = line.startsWith(' ') ? line.slice(1) : line;
      search.push(context);
      replace.push(context);
    }
  }
  flush();
  // Trailing blank context lines (the diff's last newline) help nothing and often do not match.
  return edits.map(({ search: s, replace: r }) => ({
    search: s.replace(/\n+$/, ''),
    replace: r.replace(/\n+$/, ''),
  }));
}

/**
 * A unified diff applied with jsdiff (tolerating moved hunks and whitespace); when its headers are
 * malformed, as models' hunk counts often are, each hunk is applied as a search/replace instead.
 */
function patchText(text: string, patch: string): string | null {
  try {
    const [parsed] = parsePatch(patch);
    if (parsed && parsed.hunks.length > 0) {
      const result = applyPatch(text, parsed, {
        fuzzFactor: 2,
        compareLine: (_line, line, _operation, content) => line.trim() === content.trim(),
      });
      if (result !== false) return result;
    }
  } catch {
    // Malformed headers: the hunk-by-hunk reading below.
  }
  let result = text;
  const edits = hunkEdits(patch);
  if (edits.length === 0) return null;
  for (const edit of edits) {
    if (edit.search.trim() === '') return null;
    const found = locate(result, edit.search);
    if (found === 'none' || found === 'many') return null;
    result = result.slice(0, found.start) + edit.replace + result.slice(found.end);
  }
  return result;
}

function totalBytes(files: Files): number {
  return Object.values(files).reduce((sum, text) => sum + utf8Length(text), 0);
}

/** Applies one operation to files (in place). Name and finish only report; the caller keeps them. */
export function applyOperation(files: Files, operation: Operation): Applied {
  const refuse = (message: string): Applied => ({ ok: false, message, touched: [] });
  switch (operation.op) {
    case 'write': {
      const path = projectPath(operation.path, files);
      if (!path) return refuse(`"${operation.path}" is not a safe relative project path.`);
      const existed = path in files;
      if (!existed && Object.keys(files).length >= AGENT_LIMITS.maxFiles) {
        return refuse(`A project may have at most ${AGENT_LIMITS.maxFiles} files.`);
      }
      const content = unwrapFence(operation.content);
      const before = files[path];
      files[path] = content;
      if (totalBytes(files) > AGENT_LIMITS.maxTotalBytes) {
        if (before === undefined) delete files[path];
        else files[path] = before;
        return refuse(`The project would exceed ${AGENT_LIMITS.maxTotalBytes} bytes.`);
      }
      return { ok: true, message: `${existed ? 'Updated' : 'Created'} ${path}.`, touched: [path] };
    }
    case 'edit': {
      const path = projectPath(operation.path, files);
      if (!path) return refuse(`"${operation.path}" is not a safe relative project path.`);
      const text = files[path];
      if (text === undefined) return refuse(`${path} does not exist; write it with write_file.`);
      if (operation.search === '') return refuse('The search text is empty.');
      const found = locate(text, operation.search);
      if (found === 'none') {
        return refuse(
          `The search text was not found in ${path}. Copy it exactly from the current file, or rewrite the file with write_file.`,
        );
      }
      if (found === 'many') {
        return refuse(`The search text appears more than once in ${path}; include more surrounding lines.`);
      }
      files[path] = text.slice(0, found.start) + operation.replace + text.slice(found.end);
      return { ok: true, message: `Edited ${path}.`, touched: [path] };
    }
    case 'patch': {
      const path = projectPath(operation.path, files);
      if (!path) return refuse(`"${operation.path}" is not a safe relative project path.`);
      const text = files[path];
      if (text === undefined) return refuse(`${path} does not exist; write it with write_file.`);
      const patched = patchText(text, operation.patch);
      if (patched === null) {
        return refuse(
          `The diff for ${path} does not match the current file. Copy the context lines exactly, or rewrite the file.`,
        );
      }
      files[path] = patched;
      return { ok: true, message: `Patched ${path}.`, touched: [path] };
    }
    case 'delete': {
      const path = projectPath(operation.path, files);
      if (!path || !(path in files)) return refuse(`${operation.path} does not exist.`);
      delete files[path];
      return { ok: true, message: `Deleted ${path}.`, touched: [path] };
    }
    case 'rename': {
      const from = projectPath(operation.from, files);
      const to = projectPath(operation.to, files);
      if (!from || !(from in files)) return refuse(`${operation.from} does not exist.`);
      if (!to) return refuse(`"${operation.to}" is not a safe relative project path.`);
      if (to in files) return refuse(`${to} already exists.`);
      files[to] = files[from]!;
      delete files[from];
      return { ok: true, message: `Renamed ${from} to ${to}.`, touched: [from, to] };
    }
    case 'name':
      return operation.name.trim()
        ? { ok: true, message: `The project is called "${operation.name.trim()}".`, touched: [] }
        : refuse('The name is empty.');
    case 'finish':
      return { ok: true, message: 'Finished.', touched: [] };
  }
}
