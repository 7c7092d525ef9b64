/**
 * One tolerant reader of what a model writes when it does not use tool calls: Atelier's tagged-text
 * format (prompts.ts), tool calls written as JSON into the text (Hermes' <tool_call>, Llama's
 * <function=…>, a bare or fenced JSON object), the formats other app builders taught models (bolt's
 * <boltAction type="file">, Dyad's <dyad-write>, llamacoder's ```tsx{path=…}, v0's ```tsx file="…"),
 * fenced blocks under a filename line, aider's SEARCH/REPLACE blocks and unified diffs.
 *
 * Operations come out in document order: a file written and then edited ends edited. Whatever the
 * model asked for that cannot happen here (shell commands) is listed in `skipped` for the reply, and
 * control markup no format claimed (<thinking>, <artifact>, chat-template tokens) leaves the prose.
 */
import { cleanPath, unwrapFence, type Operation } from './operations.ts';
import { stripThinking } from './reasoning.ts';

export interface ModelOutput {
  operations: Operation[];
  /** Files the model asked to see. */
  reads: string[];
  /** The reply to the person: the text outside tags and recovered code blocks. */
  prose: string;
  /** Packages the model asked to install (bolt's npm install, Dyad's add-dependency, <package>). */
  packages: string[];
  /** What the model asked for that does not happen in Atelier, in words for the reply. */
  skipped: string[];
}

/** The tool names a model may write as JSON in its text, and the names other tool sets use for them. */
const TOOL_ALIASES: Record<string, string> = {
  write_file: 'write_file',
  create_file: 'write_file',
  writefile: 'write_file',
  write: 'write_file',
  save_file: 'write_file',
  edit_file: 'edit_file',
  replace_in_file: 'edit_file',
  str_replace: 'edit_file',
  read_file: 'read_file',
  delete_file: 'delete_file',
  rename_file: 'rename_file',
  move_file: 'rename_file',
  set_project_name: 'set_project_name',
  finish: 'finish',
};

// ---- small helpers ----

function attribute(attributes: string, ...names: string[]): string | null {
  for (const name of names) {
    const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s/>]+))`, 'i').exec(
      attributes,
    );
    if (match) return match[1] ?? match[2] ?? match[3] ?? null;
  }
  return null;
}

/** The file content between the opening tag's line and the closing tag, without the framing newlines. */
function body(text: string): string {
  return text.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n[ \t]*$/, '');
}

function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** Entities some models escape file content with inside XML-ish tags (Dyad's and bolt's prompts forbid it; some do it anyway). */
function unescapeIfEscaped(content: string): string {
  if (!/&lt;|&gt;/.test(content) || /[<>]/.test(content)) return content;
  return content
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

const PATH_LIKE = /^(?:[\w@.[\]()+-]+\/)*[\w@.[\]()+-]+\.[a-z0-9]{1,8}$/i;

/** A path hint from a fence's info string or the line above it, or null. */
export function pathHint(text: string): string | null {
  const tokens = text
    .replace(/[*`#>]/g, ' ')
    .replace(/^\s*(?:-\s+)?(?:file|path|filename|dosya)\s*:\s*/i, '')
    .split(/[\s:=,(){}"']+/)
    .filter(Boolean);
  for (const token of tokens.reverse()) {
    if (/^https?:/i.test(token)) continue;
    const cleaned = token.replace(/[.:;,]+$/, '');
    if (
      PATH_LIKE.test(cleaned) &&
      (cleaned.includes('/') || /^[\w-]+\.(html|json|css|md|ts|tsx|js|jsx|mjs|cjs|svg)$/i.test(cleaned))
    ) {
      return cleanPath(cleaned);
    }
  }
  return null;
}

// ---- the claims: spans of the text that became operations ----

/**
 * Recognised spans are replaced by a marker naming their operations, so later passes see neither the
 * span nor its content, and the markers' order in the final text is the document order.
 */
class Claims {
  private readonly groups: Operation[][] = [];

  claim(operations: Operation[]): string {
    this.groups.push(operations);
    return `\uE000${this.groups.length - 1}\uE001`;
  }

  /** Operations in the order their markers appear, and the text without markers. */
  settle(text: string): { operations: Operation[]; text: string } {
    const operations: Operation[] = [];
    const rest = text.replace(/\uE000(\d+)\uE001/g, (_all, index: string) => {
      operations.push(...(this.groups[Number(index)] ?? []));
      return '';
    });
    return { operations, text: rest };
  }
}

const MARKER = /\uE000\d+\uE001/;
const ONLY_MARKERS = /^(?:\s|\uE000\d+\uE001)*$/;

// ---- chat-template and reasoning markup ----

/** Blocks whose content is the model thinking aloud, never the answer. */
const THINKING_BLOCK =
  /<(thinking|reasoning|reflection|scratchpad|antthinking)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$(?![\s\S]))/gi;

/** gpt-oss's harmony format printed as text: only the final channel is the answer. */
function harmonyFinal(text: string): string {
  const final = /<\|channel\|>\s*final\s*<\|message\|>/i.exec(text);
  const rest = final ? text.slice(final.index + final[0].length) : text;
  return rest.replace(
    /<\|(?:start|end|return|call|channel|message|constrain|im_start|im_end|eot_id)\|>/gi,
    '',
  );
}

// ---- tool calls written as JSON text ----

/** The end of the JSON value that starts at `start` (a brace or bracket), honouring strings. */
function jsonEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

type ToolCallText = { name: string; args: Record<string, unknown> };

function asRecord(value: unknown): Record<string, unknown> | null {
  if (typeof value === 'string') {
    try {
      return asRecord(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** {"name","arguments"}, {"name","parameters"}, {"function":{"name","arguments"}}, {"tool","args"} … */
function toolCallsIn(value: unknown): ToolCallText[] | null {
  if (Array.isArray(value)) {
    const calls = value.map(toolCallsIn);
    return calls.every((c): c is ToolCallText[] => c !== null) && calls.length > 0 ? calls.flat() : null;
  }
  const record = asRecord(value);
  if (!record) return null;
  if (Array.isArray(record.tool_calls)) return toolCallsIn(record.tool_calls);
  const fn = asRecord(record.function);
  const name = [fn?.name, record.name, record.tool, record.tool_name, record.function].find(
    (n): n is string => typeof n === 'string',
  );
  if (!name || !(name.toLowerCase() in TOOL_ALIASES)) return null;
  const args =
    asRecord(fn?.arguments) ??
    asRecord(record.arguments) ??
    asRecord(record.parameters) ??
    asRecord(record.args) ??
    asRecord(record.input) ??
    {};
  return [{ name: TOOL_ALIASES[name.toLowerCase()]!, args }];
}

function string(args: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) if (typeof args[key] === 'string') return args[key];
  return null;
}

/** A JSON tool call as operations; reads go to `reads`. Null when its arguments are not usable. */
function callOperations(call: ToolCallText, reads: string[]): Operation[] | null {
  const { args } = call;
  const path = string(args, 'path', 'file_path', 'filePath', 'filename', 'file');
  switch (call.name) {
    case 'write_file': {
      const content = string(args, 'content', 'contents', 'text', 'code', 'file_text');
      return path !== null && content !== null ? [{ op: 'write', path, content }] : null;
    }
    case 'edit_file': {
      const search = string(args, 'search', 'old_str', 'old_string', 'find');
      const replace = string(args, 'replace', 'new_str', 'new_string', 'replacement');
      return path !== null && search !== null && replace !== null
        ? [{ op: 'edit', path, search, replace }]
        : null;
    }
    case 'read_file':
      if (path === null) return null;
      reads.push(path);
      return [];
    case 'delete_file':
      return path !== null ? [{ op: 'delete', path }] : null;
    case 'rename_file': {
      const from = string(args, 'from', 'old_path', 'source');
      const to = string(args, 'to', 'new_path', 'destination');
      return from !== null && to !== null ? [{ op: 'rename', from, to }] : null;
    }
    case 'set_project_name': {
      const name = string(args, 'name');
      return name !== null ? [{ op: 'name', name }] : null;
    }
    case 'finish':
      return [{ op: 'finish', summary: string(args, 'summary') ?? '' }];
    default:
      return null;
  }
}

/** Operations of the JSON tool calls in `json`, or null when it is not (only) tool calls. */
function jsonCallOperations(json: string, reads: string[]): Operation[] | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const calls = toolCallsIn(value);
  if (!calls) return null;
  const operations: Operation[] = [];
  for (const call of calls) {
    const ops = callOperations(call, reads);
    if (!ops) return null;
    operations.push(...ops);
  }
  return operations;
}

const TOOL_CALL_TAG = /<(tool_call|function_call|tool_use)\b[^>]*>([\s\S]*?)(?:<\/\1\s*>|$(?![\s\S]))/gi;
const LLAMA_FUNCTION = /<function=([\w-]+)>\s*(\{[\s\S]*?\})\s*<\/function>/gi;
const JSON_FENCE = /^[ \t]*```(?:json|tool_call|tool_code)?[ \t]*\n(\s*[[{][\s\S]*?)\n[ \t]*```[ \t]*$/gim;
const JSON_CALL_START = /[[{]\s*(?:\{\s*)?"(?:name|function|tool|tool_name|tool_calls)"\s*:/g;

function readJsonToolCalls(text: string, claims: Claims, reads: string[]): string {
  let rest = text.replace(TOOL_CALL_TAG, (all, _tag: string, inner: string) => {
    const operations = jsonCallOperations(unwrapFence(inner.trim()).trim(), reads);
    return operations ? claims.claim(operations) : all;
  });
  rest = rest.replace(LLAMA_FUNCTION, (all, name: string, json: string) => {
    const operations = jsonCallOperations(JSON.stringify({ name, arguments: asRecord(json) }), reads);
    return operations ? claims.claim(operations) : all;
  });
  rest = rest.replace(JSON_FENCE, (all, json: string) => {
    const operations = jsonCallOperations(json.trim(), reads);
    return operations ? claims.claim(operations) : all;
  });
  // Bare JSON in the text (qwen2.5-coder through Ollama's plain chat template).
  let out = '';
  let from = 0;
  for (const match of rest.matchAll(JSON_CALL_START)) {
    const start = match.index;
    if (start < from) continue;
    const end = jsonEnd(rest, start);
    if (end < 0) continue;
    const operations = jsonCallOperations(rest.slice(start, end), reads);
    if (!operations) continue;
    out += rest.slice(from, start) + claims.claim(operations);
    from = end;
  }
  return out + rest.slice(from);
}

// ---- SEARCH/REPLACE blocks (aider, Dyad's search-replace, Cline's replace_in_file) ----

const SEARCH_REPLACE_BLOCK =
  /^[ \t]*<{5,9} ?SEARCH[^\n]*\n([\s\S]*?)^[ \t]*={5,9}[ \t]*\n([\s\S]*?)^[ \t]*>{5,9} ?REPLACE[ \t]*$/gm;

/** The edits in a run of SEARCH/REPLACE blocks for one file; an empty SEARCH writes a new file. */
function searchReplaceOperations(path: string, text: string): Operation[] {
  const operations: Operation[] = [];
  for (const match of text.matchAll(SEARCH_REPLACE_BLOCK)) {
    const search = (match[1] ?? '').replace(/\n$/, '');
    const replace = (match[2] ?? '').replace(/\n$/, '');
    operations.push(
      search.trim() === ''
        ? { op: 'write', path, content: withNewline(replace) }
        : { op: 'edit', path, search, replace },
    );
  }
  return operations;
}

/** Blocks outside tags: inside a fence named by its info string or the line above, or bare under a path line. */
function readSearchReplace(text: string, claims: Claims): string {
  if (!/^[ \t]*<{5,9} ?SEARCH/m.test(text)) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  let path: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const hint = line.length <= 200 && !/^[ \t]*(`{3,}|~{3,})/.test(line) ? pathHint(line) : null;
    if (hint && !/^[ \t]*[<=>]{5}/.test(line)) path = hint;
    const fence = /^([ \t]*)(`{3,}|~{3,})([^\n]*)$/.exec(line);
    const blockStart = /^[ \t]*<{5,9} ?SEARCH/.test(line);
    if (!fence && !blockStart) {
      out.push(line);
      continue;
    }
    // The extent: a whole fence, or a run of bare blocks.
    let end = i;
    let inner: string[];
    if (fence) {
      const close = new RegExp(`^${fence[1]}${fence[2]}[ \\t]*$`);
      end = i + 1;
      while (end < lines.length && !close.test(lines[end]!)) end++;
      inner = lines.slice(i + 1, end);
      if (!inner.some((l) => /^[ \t]*<{5,9} ?SEARCH/.test(l))) {
        out.push(...lines.slice(i, Math.min(end + 1, lines.length)));
        i = end;
        continue;
      }
      const infoPath = pathHint(fence[3] ?? '');
      if (infoPath) path = infoPath;
      // A path as the fence's first line (aider puts it above; some models put it inside).
      const firstLine = inner[0] ?? '';
      const inside = !/^[ \t]*<{5}/.test(firstLine) && firstLine.length <= 200 ? pathHint(firstLine) : null;
      if (inside) path = inside;
    } else {
      while (end < lines.length && !/^[ \t]*>{5,9} ?REPLACE/.test(lines[end]!)) end++;
      inner = lines.slice(i, end + 1);
    }
    const operations = path ? searchReplaceOperations(path, `${inner.join('\n')}\n`) : [];
    if (operations.length === 0) {
      out.push(...lines.slice(i, Math.min(end + 1, lines.length)));
    } else {
      // The path line above, when it stood alone, was part of the block.
      let above = out.length - 1;
      while (above >= 0 && out[above]!.trim() === '') above--;
      if (above >= 0 && pathHint(out[above]!) === path && out[above]!.trim().length <= 120) out.splice(above);
      out.push(claims.claim(operations));
    }
    i = end;
  }
  return out.join('\n');
}

// ---- unified diffs ----

/** One file's unified diff as an operation: a patch, a new file, or a deletion. */
function diffOperation(diff: string): Operation | null {
  const from = /^--- (?:a\/)?([^\t\n]+)/m.exec(diff)?.[1]?.trim();
  const to = /^\+\+\+ (?:b\/)?([^\t\n]+)/m.exec(diff)?.[1]?.trim();
  if (!from || !to) return null;
  if (to === '/dev/null') return { op: 'delete', path: from };
  if (from === '/dev/null') {
    const added = diff
      .slice(diff.search(/^@@/m))
      .split('\n')
      .filter((line) => line.startsWith('+'))
      .map((line) => line.slice(1));
    return { op: 'write', path: to, content: withNewline(added.join('\n')) };
  }
  return { op: 'patch', path: to, patch: withNewline(diff) };
}

/** Splits a multi-file diff at each file header. */
function diffOperations(text: string): Operation[] {
  const starts = [...text.matchAll(/^(?:diff --git [^\n]*\n(?:[^\n]*\n)*?)?--- [^\n]+\n\+\+\+ [^\n]+$/gm)];
  const operations: Operation[] = [];
  starts.forEach((match, index) => {
    const end = starts[index + 1]?.index ?? text.length;
    const operation = diffOperation(text.slice(match.index, end));
    if (operation) operations.push(operation);
  });
  return operations;
}

const DIFF_FENCE = /^([ \t]*)(`{3,}|~{3,})(?:diff|patch|udiff)?[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm;
/** A bare diff: file headers, then hunks, until a line that cannot be part of one. */
const BARE_DIFF =
  /^(?:diff --git [^\n]*\n(?:(?:index|new|deleted|similarity|rename)[^\n]*\n)*)?--- [^\n]+\n\+\+\+ [^\n]+\n(?:(?:@@[^\n]*|[ +\-\\][^\n]*|)\n?)*/gm;

function readDiffs(text: string, claims: Claims): string {
  if (!/^\+\+\+ /m.test(text)) return text;
  const rest = text.replace(DIFF_FENCE, (all, _indent: string, _fence: string, inner: string) => {
    if (!/^--- [^\n]+\n\+\+\+ /m.test(inner)) return all;
    const operations = diffOperations(inner);
    return operations.length > 0 ? claims.claim(operations) : all;
  });
  return rest.replace(BARE_DIFF, (all: string) => {
    const operations = diffOperations(all);
    return operations.length > 0 ? `${claims.claim(operations)}\n` : all;
  });
}

// ---- tags: Atelier's, Dyad's, bolt's, open-lovable's ----

const FILE_TAG = /<(file|write|dyad-write)(\s[^>]*?)>([\s\S]*?)(?:<\/\1\s*>|$(?![\s\S]))/gi;
const BOLT_ACTION = /<boltAction\b([^>]*?)>([\s\S]*?)(?:<\/boltAction\s*>|$(?![\s\S]))/gi;
const BOLT_ARTIFACT = /<boltArtifact\b([^>]*?)>|<\/boltArtifact\s*>/gi;
const EDIT_TAG = /<edit\b([^>]*?)>([\s\S]*?)<\/edit\s*>/gi;
const DYAD_SEARCH_REPLACE = /<dyad-search-replace\b([^>]*?)>([\s\S]*?)<\/dyad-search-replace\s*>/gi;
const SEARCH_REPLACE_TAGS = /<search>([\s\S]*?)<\/search>\s*<replace>([\s\S]*?)<\/replace>/gi;
const DELETE_TAG = /<(delete|dyad-delete)\b([^>]*?)\/?>(?:\s*<\/\1>)?/gi;
const RENAME_TAG = /<(rename|move|dyad-rename)\b([^>]*?)\/?>(?:\s*<\/\1>)?/gi;
const NAME_TAG = /<(name|project_name|dyad-app-name)>([\s\S]*?)<\/\1>/gi;
const READ_TAG = /<read\b([^>]*?)\/?>(?:\s*<\/read>)?/gi;
const SUMMARY_TAG = /<(summary|dyad-chat-summary)>([\s\S]*?)<\/\1>/gi;
const DEPENDENCY_TAG = /<dyad-add-dependency\b([^>]*?)(?:\/>|>([\s\S]*?)<\/dyad-add-dependency\s*>)/gi;
const PACKAGE_TAGS = /<(packages?)>([\s\S]*?)<\/\1>/gi;
const COMMAND_TAG = /<(command|dyad-command)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1\s*>)/gi;

/** Package names in an install command ("npm install a b@2 -D", "pnpm add x"); other commands: null. */
function installedPackages(command: string): string[] | null {
  const match = /^\s*(?:npm|pnpm|yarn|bun)\s+(?:install|i|add)\b(.*)$/i.exec(command);
  if (!match) return null;
  return (match[1] ?? '')
    .split(/\s+/)
    .filter((word) => word && !word.startsWith('-'))
    .map((word) => word.replace(/(?<=.)@[^/]*$/, ''));
}

/** A shell action: installs become package requests; servers and builds are Atelier's job; the rest is skipped. */
function shellCommand(command: string, packages: string[], skipped: string[]): void {
  for (const part of command.split(/&&|;|\n/)) {
    const line = part.trim();
    if (!line || line.startsWith('#')) continue;
    const installs = installedPackages(line);
    if (installs) packages.push(...installs);
    else if (
      /^(?:npm|pnpm|yarn|bun)\s+(?:run\s+)?(?:dev|start|build|preview)\b|^(?:npx\s+)?vite\b|^cd\s/i.test(line)
    ) {
      continue;
    } else skipped.push(`the command \`${line.slice(0, 120)}\``);
  }
}

function readTags(
  text: string,
  claims: Claims,
  result: Pick<ModelOutput, 'reads' | 'packages' | 'skipped'>,
): string {
  let rest = text.replace(BOLT_ACTION, (_all, attributes: string, inner: string) => {
    const type = (attribute(attributes, 'type') ?? 'file').toLowerCase();
    if (type === 'file') {
      const path = attribute(attributes, 'filePath', 'path');
      if (path) {
        const content = withNewline(unwrapFence(unescapeIfEscaped(body(inner))));
        return claims.claim([{ op: 'write', path, content }]);
      }
    } else if (type === 'shell') {
      shellCommand(inner, result.packages, result.skipped);
    }
    return '';
  });
  let artifactTitle: string | null = null;
  rest = rest.replace(BOLT_ARTIFACT, (_all, attributes: string | undefined) => {
    artifactTitle ??= attributes ? attribute(attributes, 'title') : null;
    return '';
  });
  if (artifactTitle) rest = claims.claim([{ op: 'name', name: artifactTitle }]) + rest;

  rest = rest.replace(EDIT_TAG, (_all, attributes: string, inner: string) => {
    const path = attribute(attributes, 'path', 'file');
    if (!path) return '';
    const operations: Operation[] = [...inner.matchAll(SEARCH_REPLACE_TAGS)].map((match) => ({
      op: 'edit',
      path,
      search: body(match[1] ?? ''),
      replace: body(match[2] ?? ''),
    }));
    operations.push(...searchReplaceOperations(path, inner));
    return claims.claim(operations);
  });
  rest = rest.replace(DYAD_SEARCH_REPLACE, (_all, attributes: string, inner: string) => {
    const path = attribute(attributes, 'path', 'file');
    return path ? claims.claim(searchReplaceOperations(path, `${inner}\n`)) : '';
  });
  rest = rest.replace(FILE_TAG, (all: string, _tag: string, attributes: string, inner: string) => {
    const path = attribute(attributes, 'path', 'name', 'file', 'filePath');
    // No path: not a file (a tag named in prose); the leftover markup goes with the control tags.
    if (!path) return all;
    const content = withNewline(unwrapFence(unescapeIfEscaped(body(inner))));
    return claims.claim([{ op: 'write', path, content }]);
  });
  rest = rest.replace(DELETE_TAG, (_all, _tag: string, attributes: string) => {
    const path = attribute(attributes, 'path', 'file');
    return path ? claims.claim([{ op: 'delete', path }]) : '';
  });
  rest = rest.replace(RENAME_TAG, (_all, _tag: string, attributes: string) => {
    const from = attribute(attributes, 'from');
    const to = attribute(attributes, 'to');
    return from && to ? claims.claim([{ op: 'rename', from, to }]) : '';
  });
  rest = rest.replace(READ_TAG, (_all, attributes: string) => {
    const path = attribute(attributes, 'path', 'file');
    if (path) result.reads.push(path);
    return '';
  });
  rest = rest.replace(NAME_TAG, (_all, _tag: string, name: string) =>
    name.trim() ? claims.claim([{ op: 'name', name: name.trim() }]) : '',
  );
  rest = rest.replace(SUMMARY_TAG, (_all, _tag: string, summary: string) =>
    claims.claim([{ op: 'finish', summary: summary.trim() }]),
  );
  rest = rest.replace(DEPENDENCY_TAG, (_all, attributes: string, inner: string | undefined) => {
    const names = attribute(attributes, 'packages') ?? inner ?? '';
    result.packages.push(...names.split(/[\s,]+/).filter(Boolean));
    return '';
  });
  rest = rest.replace(PACKAGE_TAGS, (_all, _tag: string, inner: string) => {
    result.packages.push(...inner.split(/[\s,]+/).filter(Boolean));
    return '';
  });
  rest = rest.replace(COMMAND_TAG, (_all, _tag: string, attributes: string, inner: string | undefined) => {
    const command = (inner ?? attribute(attributes, 'type') ?? '').trim();
    if (command && !/^(rebuild|restart|refresh)$/i.test(command)) {
      shellCommand(command, result.packages, result.skipped);
    }
    return '';
  });
  return rest;
}

// ---- fenced files ----

/** A path from llamacoder's ```tsx{path=src/App.tsx}, v0's ```tsx file="…", or ```tsx src/App.tsx. */
function infoPath(info: string): string | null {
  const keyed = /\b(?:path|file|filename|filePath|title)\s*=\s*["']?([^"'}\s]+)/i.exec(info);
  return keyed?.[1] ? cleanPath(keyed[1]) : pathHint(info);
}

/** Fences named by their info string or the line above ("src/App.tsx:"), or by a first-line comment. */
function readFences(text: string, claims: Claims): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = /^([ \t]*)(`{3,}|~{3,})([^\n]*)$/.exec(line);
    if (!open) {
      out.push(line);
      continue;
    }
    const close = new RegExp(`^${open[1]}${open[2]}[ \\t]*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end]!)) end++;
    const code = lines.slice(i + 1, end);
    // A fence holding only what other passes claimed (a <file> tag wrapped in ```xml) disappears.
    if (ONLY_MARKERS.test(code.join('\n'))) {
      out.push(...code.filter((l) => MARKER.test(l)));
      i = end;
      continue;
    }
    let path = infoPath(open[3] ?? '');
    let hintIndex = -1;
    if (!path) {
      hintIndex = out.length - 1;
      while (hintIndex >= 0 && out[hintIndex]!.trim() === '') hintIndex--;
      path = hintIndex >= 0 && out[hintIndex]!.length <= 200 ? pathHint(out[hintIndex]!) : null;
      if (!path) hintIndex = -1;
    }
    if (!path) {
      // A first-line comment naming the file: "// src/App.tsx".
      const first = /^\s*(?:\/\/|\/\*|<!--|#)\s*([^\s*]+)/.exec(code[0] ?? '');
      if (first?.[1]) path = pathHint(first[1]);
    }
    // An unclosed fence is a file cut off at the end of the answer only when it names its file.
    if (!path || (end >= lines.length && !open[3]?.trim())) {
      out.push(...lines.slice(i, Math.min(end + 1, lines.length)));
      i = end;
      continue;
    }
    if (hintIndex >= 0) out.splice(hintIndex);
    out.push(claims.claim([{ op: 'write', path, content: withNewline(code.join('\n')) }]));
    i = end;
  }
  return out.join('\n');
}

// ---- leftovers ----

/** Wrapper and control tags no format claimed; removed outside code so they never reach the person. */
const CONTROL_TAGS = new Set([
  'artifact',
  'antartifact',
  'answer',
  'response',
  'output',
  'plan',
  'analysis',
  'result',
  'results',
  'files',
  'changes',
  'tool',
  'tools',
  'function',
  'invoke',
  'parameter',
  'explanation',
  'final',
  'commentary',
  'message',
  'assistant',
  'project',
  'code',
  'boltartifact',
  'boltaction',
]);

function stripControlTags(text: string): string {
  return text.replace(
    /(```[\s\S]*?```|`[^`\n]*`)|<\/?([a-zA-Z][\w:.-]*)\b[^<>]*?\/?>/g,
    (all, code: string | undefined, name: string | undefined) => {
      if (code || !name) return all;
      const lower = name.toLowerCase();
      return CONTROL_TAGS.has(lower) || /[-_:]/.test(name) ? '' : all;
    },
  );
}

export function readModelOutput(text: string): ModelOutput {
  const claims = new Claims();
  const result: ModelOutput = { operations: [], reads: [], prose: '', packages: [], skipped: [] };
  let rest = harmonyFinal(stripThinking(text)).replace(THINKING_BLOCK, '');
  rest = readJsonToolCalls(rest, claims, result.reads);
  rest = readTags(rest, claims, result);
  rest = readSearchReplace(rest, claims);
  rest = readDiffs(rest, claims);
  rest = readFences(rest, claims);
  const settled = claims.settle(rest);
  result.operations = settled.operations;
  result.packages = [...new Set(result.packages)];
  result.skipped = [...new Set(result.skipped)];
  result.prose = stripControlTags(settled.text)
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return result;
}
