/**
 * The tagged-text format for models without tool calling (docs/llm-agent.md), and a tolerant reader of
 * it: besides the tags it recovers whole files from fenced code blocks that name their path, in the
 * info string (```tsx src/App.tsx) or on the line before ("src/App.tsx:", "**src/App.tsx**").
 */
import { cleanPath, unwrapFence, type Operation } from './operations.ts';
import { stripThinking } from './reasoning.ts';

export const TAGGED_TEXT_FORMAT = `Write every change with these tags (nothing else changes files):
<file path="src/App.tsx">
...the complete new content of the file...
</file>
<edit path="src/App.tsx">
<search>
...exact lines of the current file, enough to be unique...
</search>
<replace>
...the new lines...
</replace>
</edit>
<delete path="src/Old.tsx"/>
<rename from="src/A.tsx" to="src/B.tsx"/>
<name>Project name</name>
<summary>One line on what changed</summary>
Text outside the tags is your reply to the person. Do not put file contents anywhere but inside the tags.`;

export interface TaggedTextResult {
  operations: Operation[];
  /** Files the model asked to see. */
  reads: string[];
  /** The reply to the person: the text outside tags and recovered code blocks. */
  prose: string;
}

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s/>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

/** The file content between the opening tag's line and the closing tag, without the framing newlines. */
function body(text: string): string {
  return text.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n[ \t]*$/, '');
}

function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

const FILE_TAG = /<(file|write)\b([^>]*?)>([\s\S]*?)(?:<\/\1\s*>|$(?![\s\S]))/gi;
const EDIT_TAG = /<edit\b([^>]*?)>([\s\S]*?)<\/edit\s*>/gi;
const SEARCH_REPLACE = /<search>([\s\S]*?)<\/search>\s*<replace>([\s\S]*?)<\/replace>/gi;
const DELETE_TAG = /<delete\b([^>]*?)\/?>(?:\s*<\/delete>)?/gi;
const RENAME_TAG = /<(?:rename|move)\b([^>]*?)\/?>(?:\s*<\/(?:rename|move)>)?/gi;
const NAME_TAG = /<(?:name|project_name)>([\s\S]*?)<\/(?:name|project_name)>/gi;
const READ_TAG = /<read\b([^>]*?)\/?>(?:\s*<\/read>)?/gi;
const SUMMARY_TAG = /<summary>([\s\S]*?)<\/summary>/gi;

const PATH_LIKE = /^(?:[\w@.[\]()+-]+\/)*[\w@.[\]()+-]+\.[a-z0-9]{1,8}$/i;

/** A path hint from a fence's info string or the line above it, or null. */
export function pathHint(text: string): string | null {
  const tokens = text
    .replace(/[*`#>]/g, ' ')
    .replace(/^\s*(?:-\s+)?(?:file|path|filename|dosya)\s*:\s*/i, '')
    .split(/[\s:=,()"']+/)
    .filter(Boolean);
  for (const token of tokens.reverse()) {
    if (/^https?:/i.test(token)) continue;
    const cleaned = token.replace(/[.:;,]+$/, '');
    if (
      PATH_LIKE.test(cleaned) &&
      (cleaned.includes('/') || /^[\w-]+\.(html|json|css|md|ts|tsx|js|jsx|svg)$/i.test(cleaned))
    ) {
      return cleanPath(cleaned);
    }
  }
  return null;
}

const FENCE = /^([ \t]*)(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)^\1\2[ \t]*$/gm;

/** Whole files from fenced code blocks that say which file they are; the blocks are taken out of the text. */
function recoverFences(text: string, operations: Operation[]): string {
  return text.replace(FENCE, (block: string, _indent: string, _fence: string, info: string, code: string) => {
    let path = pathHint(info);
    if (!path) {
      // A first-line comment naming the file: "// src/App.tsx".
      const first = /^\s*(?:\/\/|\/\*|<!--|#)\s*([^\s*]+)/.exec(code);
      if (first?.[1]) path = pathHint(first[1]);
    }
    if (!path) return block;
    operations.push({ op: 'write', path, content: withNewline(code.replace(/\n$/, '')) });
    return '';
  });
}

/** Fences named by the line above them ("src/App.tsx:"): the block and that line leave the reply. */
function recoverHintedFences(text: string, operations: Operation[]): string {
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
    if (end >= lines.length) {
      out.push(line);
      continue;
    }
    let hintIndex = out.length - 1;
    while (hintIndex >= 0 && out[hintIndex]!.trim() === '') hintIndex--;
    const hint = hintIndex >= 0 && out[hintIndex]!.length <= 200 ? pathHint(out[hintIndex]!) : null;
    if (hint) {
      operations.push({ op: 'write', path: hint, content: withNewline(lines.slice(i + 1, end).join('\n')) });
      out.splice(hintIndex);
    } else {
      out.push(...lines.slice(i, end + 1));
    }
    i = end;
  }
  return out.join('\n');
}

export function parseTaggedText(text: string): TaggedTextResult {
  const operations: Operation[] = [];
  const reads: string[] = [];
  let rest = stripThinking(text);

  rest = rest.replace(EDIT_TAG, (_all, attributes: string, inner: string) => {
    const path = attribute(attributes, 'path') ?? attribute(attributes, 'file');
    if (!path) return '';
    for (const match of inner.matchAll(SEARCH_REPLACE)) {
      operations.push({ op: 'edit', path, search: body(match[1] ?? ''), replace: body(match[2] ?? '') });
    }
    return '';
  });
  rest = rest.replace(FILE_TAG, (_all, _tag: string, attributes: string, inner: string) => {
    const path =
      attribute(attributes, 'path') ?? attribute(attributes, 'name') ?? attribute(attributes, 'file');
    if (path) operations.push({ op: 'write', path, content: withNewline(unwrapFence(body(inner))) });
    return '';
  });
  rest = rest.replace(DELETE_TAG, (_all, attributes: string) => {
    const path = attribute(attributes, 'path') ?? attribute(attributes, 'file');
    if (path) operations.push({ op: 'delete', path });
    return '';
  });
  rest = rest.replace(RENAME_TAG, (_all, attributes: string) => {
    const from = attribute(attributes, 'from');
    const to = attribute(attributes, 'to');
    if (from && to) operations.push({ op: 'rename', from, to });
    return '';
  });
  rest = rest.replace(READ_TAG, (_all, attributes: string) => {
    const path = attribute(attributes, 'path') ?? attribute(attributes, 'file');
    if (path) reads.push(path);
    return '';
  });
  rest = rest.replace(NAME_TAG, (_all, name: string) => {
    if (name.trim()) operations.push({ op: 'name', name: name.trim() });
    return '';
  });
  rest = rest.replace(SUMMARY_TAG, (_all, summary: string) => {
    operations.push({ op: 'finish', summary: summary.trim() });
    return '';
  });
  rest = recoverFences(recoverHintedFences(rest, operations), operations);
  return { operations, reads, prose: rest.replace(/\n{3,}/g, '\n\n').trim() };
}
