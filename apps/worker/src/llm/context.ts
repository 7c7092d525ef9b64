/**
 * What the model sees of a project: the whole file tree, but only the files that matter for the request
 * (entry files, files the request names, files matching its words or the selected element) within a
 * character budget, and the running summary kept in the project (SUMMARY_PATH).
 */
import type { AgentJob } from '@atelier/contracts';
import type { Files } from './operations.ts';

/** The project's running summary: one line per change, newest last, kept with the files. */
export const SUMMARY_PATH = '.atelier/summary.md';
const SUMMARY_LINES = 40;

/** Characters of file content sent with one request (about 4 characters per token). */
export const DEFAULT_CONTEXT_CHARS = 60_000;

const ENTRY_FILES = ['index.html', 'src/main.tsx', 'src/App.tsx', 'src/index.css'];
const TEXT_FILE = /\.(tsx?|jsx?|mjs|css|html|json|md|txt|svg)$/i;
const STOP_WORDS = new Set(
  'the and for with that this from make into have please change add remove more less page site app when then them they there what your also just like some bir ile için daha olan gibi şunu bunu'.split(
    ' ',
  ),
);

/** Rough tokens of a text when the server does not count them: 4 characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function fileTree(files: Files): string {
  return Object.keys(files)
    .sort()
    .map((path) => `${path} (${files[path]!.length} chars)`)
    .join('\n');
}

function words(text: string): string[] {
  return [
    ...new Set(
      text
        .toLocaleLowerCase()
        .split(/[^\p{L}\p{N}_-]+/u)
        .filter((word) => word.length >= 4 && !STOP_WORDS.has(word)),
    ),
  ];
}

/** Files most relevant to the request first, each with why it was chosen. */
export function rankFiles(files: Files, job: Pick<AgentJob, 'message'>): string[] {
  const request = job.message.content;
  const selected = job.message.selected_element;
  const requestWords = words(`${request} ${selected?.text ?? ''}`);
  const selectorWords = selected
    ? (selected.selector.match(/[#.]([\w-]+)/g) ?? []).map((token) => token.slice(1).toLowerCase())
    : [];
  const lowerRequest = request.toLowerCase();
  const scores = new Map<string, number>();
  for (const [path, text] of Object.entries(files)) {
    if (!TEXT_FILE.test(path) || path === SUMMARY_PATH) continue;
    let score = 0;
    const base = path.split('/').pop()!.toLowerCase();
    const stem = base.replace(/\.[^.]+$/, '');
    if (ENTRY_FILES.includes(path)) score += 50;
    if (lowerRequest.includes(path.toLowerCase())) score += 1000;
    else if (lowerRequest.includes(base)) score += 500;
    else if (stem.length >= 4 && lowerRequest.includes(stem)) score += 200;
    const lower = text.toLowerCase();
    if (
      selected?.text &&
      selected.text.trim().length >= 3 &&
      text.includes(selected.text.trim().slice(0, 80))
    ) {
      score += 400;
    }
    for (const token of selectorWords) if (lower.includes(token)) score += 40;
    for (const word of requestWords) if (lower.includes(word)) score += 10;
    if (path.startsWith('src/')) score += 5;
    scores.set(path, score);
  }
  return [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([path]) => path);
}

/** The files to send in full: the highest ranked ones that fit in maxChars (all of a small project). */
export function selectFiles(
  files: Files,
  job: Pick<AgentJob, 'message'>,
  maxChars = DEFAULT_CONTEXT_CHARS,
): string[] {
  const chosen: string[] = [];
  let used = 0;
  for (const path of rankFiles(files, job)) {
    const size = files[path]!.length;
    if (used + size > maxChars) continue;
    chosen.push(path);
    used += size;
  }
  return chosen;
}

/** The project context block of the request. */
export function projectContext(
  files: Files,
  job: Pick<AgentJob, 'message'>,
  maxChars = DEFAULT_CONTEXT_CHARS,
): string {
  const chosen = selectFiles(files, job, maxChars);
  const omitted = Object.keys(files).length - chosen.length - (SUMMARY_PATH in files ? 1 : 0);
  const parts = [`Project files:\n${fileTree(files)}`];
  const summary = files[SUMMARY_PATH]?.trim();
  if (summary) parts.push(`What was done so far (${SUMMARY_PATH}):\n${summary}`);
  for (const path of chosen) parts.push(`<current path="${path}">\n${files[path]}\n</current>`);
  if (omitted > 0) {
    parts.push(
      `${omitted} other file(s) are not shown. If you must change one of them, rewrite it whole or ask for it by naming its path in your reply.`,
    );
  }
  return parts.join('\n\n');
}

/** The summary file with a new line at the end, shortened to its newest lines. */
export function appendSummary(previous: string | undefined, line: string, date: Date): string {
  const lines = (previous ?? '').split('\n').filter((l) => l.startsWith('- '));
  lines.push(`- ${date.toISOString().slice(0, 10)}: ${line.replace(/\s+/g, ' ').trim()}`);
  return `# Changes\n\n${lines.slice(-SUMMARY_LINES).join('\n')}\n`;
}
