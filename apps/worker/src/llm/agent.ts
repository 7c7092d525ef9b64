/**
 * The LLM agent: answers an agent job with any OpenAI-compatible model (docs/llm-agent.md). A message
 * without a project gets a plan and the project_input card; otherwise the model changes the project's
 * files through tools (or the tagged-text format), the result is built and loaded in a browser, and
 * errors go back to the model a bounded number of times. Only files that work leave the agent.
 */
import { projectRoot } from '@atelier/config/preview';
import type { Logger } from 'pino';
import {
  AGENT_LIMITS,
  dataApiExamples,
  type AgentAttachment,
  type AgentJob,
  type AgentProgress,
  type AgentResult,
  type AgentUsage,
  type ProjectInputCard,
  type ProjectSuccessCard,
} from '@atelier/contracts';
import {
  LlmError,
  type ChatClient,
  type ChatContentPart,
  type ChatMessage,
  type ChatResponse,
} from './client.ts';
import { describeProblem, type CheckOutcome, type CheckProblem, type Checker } from './check.ts';
import { SUMMARY_PATH, appendSummary, estimateTokens, projectContext } from './context.ts';
import { completeProject } from './complete.ts';
import { settleLayout, showsPlaceholder } from './layout.ts';
import { applyOperation, cleanPath, projectPath, type Files, type Operation } from './operations.ts';
import { NUDGE_NO_FILES, planPrompt, repairRequest, systemPrompt, text } from './prompts.ts';
import { scaffold } from './scaffold.ts';
import { readModelOutput } from './reader.ts';
import { TOOLS, operationFromToolCall } from './tools.ts';

export interface LlmSettings {
  model: string;
  /** Conversation category slug -> model. */
  categoryModels?: Record<string, string>;
  tools: boolean;
  vision: boolean;
  maxRepairAttempts: number;
  /** Tokens (in + out) one message may use. */
  tokenBudget: number;
  maxOutputTokens?: number;
  temperature?: number;
  /** Characters of file content sent in full with a request. */
  contextChars?: number;
  /** PREVIEW_URL, for the preview address in the project_success card. */
  previewUrl?: string;
  /** APP_URL, for the project's data API examples in the project_success card. */
  appUrl?: string;
}

export interface AgentDeps {
  client: ChatClient;
  settings: LlmSettings;
  check: Checker;
  onProgress?: (progress: AgentProgress) => void;
  log?: Logger;
  /** Reads an attachment's bytes (by default: fetch its signed url). */
  readAttachment?: (attachment: AgentAttachment) => Promise<Buffer>;
  signal?: AbortSignal;
}

/** The job cannot be answered; retryable when another attempt may succeed (the server was down). */
export class AgentFailure extends Error {
  override name = 'AgentFailure';
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}

class BudgetExceeded extends Error {}

/** Model turns in one job, including repairs: a runaway model stops here. */
const MAX_TURNS = 30;
const HISTORY_MESSAGES = 10;
const HISTORY_CHARS = 1500;
const TEXT_ATTACHMENT_CHARS = 20_000;
const IMAGE_ATTACHMENT_BYTES = 4 * 1024 * 1024;
/** What one image costs, roughly, when the server does not count it. */
const IMAGE_TOKENS = 1000;

const FILE_TOOLS = new Set(['write_file', 'edit_file', 'delete_file', 'rename_file']);

/** How often the streamed text is scanned for the progress report. */
const TEXT_SCAN_MS = 100;

/** Models that refused tool definitions in this process: they get the tagged-text format at once. */
const noToolModels = new Set<string>();

function clip(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

/** The reply text while it streams: the prose, without file bodies or a half-written file or call. */
function displayText(raw: string): string {
  return readModelOutput(raw)
    .prose.replace(/```[\s\S]*$/, '')
    .replace(/[[{]\s*(?:\{\s*)?"(?:name|function|tool|tool_calls)"\s*:[\s\S]*$/, '')
    .replace(/<[a-zA-Z][\w-]*\b[^>]*$/, '')
    .trim();
}

/** Files named while they are being written, in any format the reader knows. */
const WRITING_PATH =
  /<(?:file|write|edit|dyad-write|dyad-search-replace)\b[^>]*?\bpath\s*=\s*["']([^"']+)["']|<boltAction\b[^>]*?\bfilePath\s*=\s*["']([^"']+)["']|```[\w-]*\s*\{?\s*(?:path|file|filename)\s*=\s*["']?([^"'}\s]+)|"(?:path|file_path)"\s*:\s*"([^"]+)"/gi;

class ProgressTracker {
  text = '';
  readonly files: string[] = [];
  step: string | undefined;

  constructor(private readonly emit?: (progress: AgentProgress) => void) {}

  touch(paths: string[]) {
    let added = false;
    for (const raw of paths) {
      const path = cleanPath(raw);
      if (path && !this.files.includes(path) && this.files.length < 500) {
        this.files.push(path);
        added = true;
      }
    }
    if (added) this.report();
  }

  setStep(step: string) {
    this.step = step;
    this.report();
  }

  setText(value: string) {
    if (value && value !== this.text) {
      this.text = clip(value, 100_000);
      this.report();
    }
  }

  report() {
    this.emit?.({ text: this.text, files: [...this.files], ...(this.step ? { step: this.step } : {}) });
  }
}

function modelFor(job: AgentJob, settings: LlmSettings): string {
  const slug = job.conversation.category?.slug;
  return (slug && settings.categoryModels?.[slug]) || settings.model;
}

function historyText(job: AgentJob): string {
  const recent = job.history.slice(-HISTORY_MESSAGES);
  if (recent.length === 0) return '';
  const lines = recent.map((message) => {
    let content = message.content;
    // A card reads as its title and description.
    if (content.trim().startsWith('{')) {
      try {
        const card = JSON.parse(content) as { title?: string; description?: string; message?: string };
        content = [card.title, card.description ?? card.message].filter(Boolean).join(': ');
      } catch {
        // Plain text that happens to start with a brace.
      }
    }
    return `${message.role === 'user' ? 'Person' : 'You'}: ${clip(content, HISTORY_CHARS)}`;
  });
  return `Conversation so far:\n${lines.join('\n')}`;
}

async function fetchAttachment(attachment: AgentAttachment): Promise<Buffer> {
  const response = await fetch(attachment.url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const TEXT_MIME = /^(text\/|application\/(json|xml|javascript|x-yaml|yaml|csv|x-sh|sql|markdown))/i;

async function attachmentParts(
  job: AgentJob,
  deps: AgentDeps,
): Promise<{ parts: ChatContentPart[]; notes: string[] }> {
  const parts: ChatContentPart[] = [];
  const notes: string[] = [];
  const read = deps.readAttachment ?? fetchAttachment;
  for (const attachment of job.attachments) {
    const label = `${attachment.original_name} (${attachment.mime_type}, ${attachment.size} bytes)`;
    const isImage = /^image\/(png|jpe?g|gif|webp)$/i.test(attachment.mime_type);
    const isText =
      TEXT_MIME.test(attachment.mime_type) ||
      /\.(md|txt|csv|json|tsx?|jsx?|css|html|ya?ml)$/i.test(attachment.original_name);
    if (
      (isImage && (!deps.settings.vision || attachment.size > IMAGE_ATTACHMENT_BYTES)) ||
      (!isImage && !isText)
    ) {
      notes.push(`Attached (not readable here): ${label}`);
      continue;
    }
    try {
      const bytes = await read(attachment);
      if (isImage) {
        notes.push(`Attached image: ${label} (shown below)`);
        parts.push({
          type: 'image_url',
          image_url: { url: `data:${attachment.mime_type};base64,${bytes.toString('base64')}` },
        });
      } else {
        const content = bytes.toString('utf8');
        notes.push(
          `Attached file ${label}:\n<attachment name="${attachment.original_name}">\n${clip(content, TEXT_ATTACHMENT_CHARS)}\n</attachment>`,
        );
      }
    } catch (error) {
      deps.log?.warn({ attachment: attachment.uuid, err: error }, 'attachment could not be read');
      notes.push(`Attached (could not be read): ${label}`);
    }
  }
  return { parts, notes };
}

function selectedElementText(job: AgentJob): string {
  const selected = job.message.selected_element;
  if (!selected) return '';
  return `The person selected this element in the preview; the request is about it:\nselector: ${selected.selector}${selected.tag ? `\ntag: ${selected.tag}` : ''}\ntext: ${clip(selected.text, 500)}`;
}

function estimateMessages(messages: ChatMessage[]): number {
  let tokens = 0;
  for (const message of messages) {
    if (typeof message.content === 'string') tokens += estimateTokens(message.content);
    else if (Array.isArray(message.content)) {
      for (const part of message.content)
        tokens += part.type === 'text' ? estimateTokens(part.text) : IMAGE_TOKENS;
    }
    if (message.role === 'assistant' && message.tool_calls) {
      for (const call of message.tool_calls) tokens += estimateTokens(call.function.arguments) + 10;
    }
    tokens += 4;
  }
  return tokens;
}

/** Drops the images of the conversation (in place: later turns go without them too). */
function withoutImages(messages: ChatMessage[]): ChatMessage[] {
  for (const [index, message] of messages.entries()) {
    if (message.role !== 'user' || !Array.isArray(message.content)) continue;
    messages[index] = {
      role: 'user',
      content: message.content
        .filter((part): part is Extract<ChatContentPart, { type: 'text' }> => part.type === 'text')
        .map((part) => part.text)
        .join('\n\n'),
    };
  }
  return messages;
}

function hasImages(messages: ChatMessage[]): boolean {
  return messages.some(
    (m) => m.role === 'user' && Array.isArray(m.content) && m.content.some((p) => p.type === 'image_url'),
  );
}

/** One job's conversation with the model: tools or text mode, usage and budget. */
class ModelSession {
  readonly usage: AgentUsage = { input_tokens: 0, output_tokens: 0 };
  tools: boolean;
  readonly model: string;

  constructor(
    private readonly job: AgentJob,
    private readonly deps: AgentDeps,
    private readonly tracker: ProgressTracker,
    options: { tools: boolean },
  ) {
    this.model = modelFor(job, deps.settings);
    this.tools = options.tools && !noToolModels.has(this.model);
  }

  get used(): number {
    return this.usage.input_tokens + this.usage.output_tokens;
  }

  async call(messages: ChatMessage[], options: { tools: boolean } = { tools: true }): Promise<ChatResponse> {
    const { settings } = this.deps;
    const estimate = estimateMessages(messages);
    if (this.used + estimate > settings.tokenBudget) throw new BudgetExceeded();
    const useTools = options.tools && this.tools;
    let lastScan = 0;
    let response: ChatResponse;
    try {
      response = await this.deps.client.stream(
        {
          model: this.model,
          messages,
          ...(useTools ? { tools: TOOLS } : {}),
          ...(settings.maxOutputTokens ? { maxTokens: settings.maxOutputTokens } : {}),
          ...(settings.temperature !== undefined ? { temperature: settings.temperature } : {}),
        },
        {
          onText: (_delta, soFar) => {
            // The whole text is scanned, so not on every delta of a long answer.
            const now = Date.now();
            if (now - lastScan < TEXT_SCAN_MS) return;
            lastScan = now;
            this.#showText(soFar);
          },
          onToolCall: ({ name, arguments: args }) => {
            const path = /"(?:path|to)"\s*:\s*"((?:[^"\\]|\\.)+)"/.exec(args)?.[1];
            if (path && FILE_TOOLS.has(name)) this.tracker.touch([path]);
          },
        },
        this.deps.signal,
      );
    } catch (error) {
      if (
        error instanceof LlmError &&
        error.status === 400 &&
        useTools &&
        /tool|function/i.test(`${error.message} ${error.body}`)
      ) {
        // Many local servers refuse tool definitions: the tagged-text format works everywhere.
        this.deps.log?.info(
          { model: this.model },
          'the model server refused tools; using the tagged-text format',
        );
        noToolModels.add(this.model);
        this.tools = false;
        return this.call(this.#toTextMode(messages), options);
      }
      if (error instanceof LlmError && error.status === 400 && hasImages(messages)) {
        this.deps.log?.info({ model: this.model }, 'the model server refused images; sending text only');
        return this.call(withoutImages(messages), options);
      }
      throw error;
    }
    this.#showText(response.text);
    this.usage.input_tokens += response.usage?.input_tokens ?? estimate;
    this.usage.output_tokens +=
      response.usage?.output_tokens ??
      estimateTokens(response.text) +
        response.toolCalls.reduce((sum, c) => sum + estimateTokens(c.function.arguments), 0);
    return response;
  }

  #showText(raw: string): void {
    this.tracker.touch([...raw.matchAll(WRITING_PATH)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4])!));
    this.tracker.setText(displayText(raw));
  }

  /** The conversation rewritten for text mode: its system prompt swapped and tool turns folded into text. */
  #toTextMode(messages: ChatMessage[]): ChatMessage[] {
    messages.splice(
      0,
      messages.length,
      ...messages.map((message): ChatMessage => {
        if (message.role === 'system')
          return { role: 'system', content: systemPrompt({ tools: false, language: this.job.language }) };
        if (message.role === 'tool') return { role: 'user', content: `Result: ${message.content}` };
        if (message.role === 'assistant' && message.tool_calls) {
          const calls = message.tool_calls
            .map((c) => `${c.function.name}(${clip(c.function.arguments, 500)})`)
            .join('\n');
          return { role: 'assistant', content: `${message.content ?? ''}\n${calls}`.trim() };
        }
        return message;
      }),
    );
    return messages;
  }
}

const STEPS = {
  writing: { en: 'Writing the app', tr: 'Uygulama yazılıyor' },
  changing: { en: 'Making the changes', tr: 'Değişiklikler yapılıyor' },
  checking: { en: 'Building and checking the preview', tr: 'Derleniyor ve önizleme kontrol ediliyor' },
  planning: { en: 'Planning', tr: 'Planlanıyor' },
} as const;

function step(key: keyof typeof STEPS, language: AgentJob['language']): string {
  return STEPS[key][language === 'tr' ? 'tr' : 'en'];
}

function repairStep(
  kind: 'build' | 'preview',
  attempt: number,
  max: number,
  language: AgentJob['language'],
): string {
  if (language === 'tr') {
    return `${kind === 'build' ? 'Derleme' : 'Önizleme'} hatası onarılıyor, deneme ${attempt}/${max}`;
  }
  return `Repairing ${kind === 'build' ? 'a build' : 'a preview'} error, attempt ${attempt} of ${max}`;
}

/** A plan for a conversation without a project: the project_input card, or a plain answer. */
async function plan(job: AgentJob, session: ModelSession, tracker: ProgressTracker): Promise<AgentResult> {
  tracker.setStep(step('planning', job.language));
  const history = historyText(job);
  const response = await session.call(
    [
      { role: 'system', content: planPrompt(job.language) },
      { role: 'user', content: [history, `Message: ${job.message.content}`].filter(Boolean).join('\n\n') },
    ],
    { tools: false },
  );
  const parsed = readModelOutput(response.text);
  const name = parsed.operations.find(
    (op): op is Extract<Operation, { op: 'name' }> => op.op === 'name',
  )?.name;
  const prose = clip(parsed.prose, 4000);
  if (!prose && !name) throw new AgentFailure('The model sent an empty answer.');
  if (!name) return { v: 1, content: prose, usage: session.usage };
  const suggested = clip(name.replace(/\s+/g, ' ').trim(), 255);
  const card: ProjectInputCard = {
    ui_type: 'project_input',
    title: text('nameTitle', job.language),
    description: prose || suggested,
    input_config: {
      label: text('nameLabel', job.language),
      placeholder: suggested,
      required: true,
      button_text: text('nameButton', job.language),
      default_value: suggested,
    },
    context: { conversation_id: job.conversation.uuid, original_request: clip(job.message.content, 4000) },
  };
  return { v: 1, content: card, usage: session.usage };
}

/** A fenced code block that names no file: the model showed code instead of writing it. */
function showsCode(prose: string): boolean {
  return /```[^\n]*\n[\s\S]*?```/.test(prose);
}

function filesEqual(a: Files, b: Files): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

/** Problems with the same messages as before: the repairs are going in circles. */
function sameProblems(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((problem, index) => problem === b[index]);
}

/** Builds or changes the project. */
async function work(
  job: AgentJob,
  session: ModelSession,
  deps: AgentDeps,
  tracker: ProgressTracker,
): Promise<AgentResult> {
  const { settings } = deps;
  const language = job.language;
  const base: Files = job.project?.files ?? {};
  const isNew = Object.keys(base).length === 0;
  const projectName = (job.project_name ?? '').trim() || job.project?.name.trim() || job.conversation.title;
  const starting: Files = isNew ? scaffold(projectName, language) : base;
  const files: Files = { ...starting };
  tracker.setStep(step(isNew ? 'writing' : 'changing', language));

  const { parts, notes } = await attachmentParts(job, deps);
  const task = isNew
    ? `Build the first version of the app described in the conversation. The project is called "${projectName}". The files below are the starting point: replace src/App.tsx and add components.`
    : 'Change the app as the person asks in the message below.';
  const request = [
    projectContext(files, job, settings.contextChars),
    historyText(job),
    task,
    `Message: ${job.message.content || '(no text)'}`,
    selectedElementText(job),
    ...notes,
  ]
    .filter(Boolean)
    .join('\n\n');
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt({ tools: session.tools, language }) },
    { role: 'user', content: parts.length > 0 ? [{ type: 'text', text: request }, ...parts] : request },
  ];

  let name: string | undefined;
  let summary = '';
  let prose = '';
  let wrote = false;
  let nudged = false;
  let attempts = 0;
  const tried: string[] = [];
  let lastProblems: string[] = [];
  let repeats = 0;
  let good: Files | null = null;
  let stopped: 'repairs' | 'budget' | null = null;
  /** Paths the model wrote in this job (for the layout), and changes it asked for that were refused. */
  const written = new Set<string>();
  const refused = new Map<string, string>();
  /** What the model asked for that does not happen here, for the reply. */
  const skipped = new Set<string>();
  /** What preparing the files changed that the person should know (a translated Tailwind v3 config). */
  let buildNotes: string[] = [];

  const apply = (operations: Operation[]): string[] => {
    const failures: string[] = [];
    for (const operation of operations) {
      if (operation.op === 'name') name = operation.name.trim() || name;
      else if (operation.op === 'finish') summary = operation.summary.trim() || summary;
      else {
        const key = operation.op === 'rename' ? operation.from : operation.path;
        const applied = applyOperation(files, operation);
        if (applied.ok) {
          wrote = true;
          tracker.touch(applied.touched);
          for (const path of applied.touched) refused.delete(path);
          refused.delete(key);
          const target = applied.touched.at(-1);
          if (target && operation.op !== 'delete') written.add(target);
        } else {
          failures.push(applied.message);
          refused.set(key, applied.message);
        }
      }
    }
    return failures;
  };
  /** A reply without a new version; a rename still counts. */
  const answerOnly = (reply: string): AgentResult => {
    const renamed = name && name !== job.project?.name ? clip(name, 255) : undefined;
    return {
      v: 1,
      content: clip(reply || text('noChanges', language), AGENT_LIMITS.maxContentChars),
      ...(renamed ? { project_name: renamed } : {}),
      usage: session.usage,
    };
  };
  const readFile = (raw: string): string => {
    const path = projectPath(raw, files);
    return path && files[path] !== undefined
      ? `<current path="${path}">\n${files[path]}\n</current>`
      : `${raw} does not exist.`;
  };
  /** The files as they will be checked and saved: layout settled, kit files and package.json in step. */
  const prepared = (): { files: Files; problems: CheckProblem[] } => {
    settleLayout(files, written, starting);
    const { files: ready, notes: preparedNotes } = completeProject(files);
    buildNotes = preparedNotes;
    const problems: CheckProblem[] =
      isNew && showsPlaceholder(ready, starting)
        ? [
            {
              kind: 'build',
              file: 'src/App.tsx',
              line: null,
              message:
                'The app still shows the starting placeholder: src/App.tsx was not written. Write the app into src/App.tsx.',
            },
          ]
        : [];
    return { files: ready, problems };
  };

  for (let turn = 0; turn < MAX_TURNS && !good && !stopped; turn++) {
    const priorText = tracker.text;
    let response: ChatResponse;
    try {
      response = await session.call(messages, { tools: true });
    } catch (error) {
      // Out of budget after something was written: what works still counts (checked below).
      if (error instanceof BudgetExceeded && wrote) {
        stopped = 'budget';
        break;
      }
      throw error;
    }
    let finished = false;

    if (response.toolCalls.length > 0) {
      messages.push({ role: 'assistant', content: response.text || null, tool_calls: response.toolCalls });
      for (const call of response.toolCalls) {
        const outcome = operationFromToolCall(call);
        let result: string;
        if ('error' in outcome) result = outcome.error;
        else if ('read' in outcome) result = readFile(outcome.read);
        else {
          const failures = apply([outcome.operation]);
          if (outcome.operation.op === 'finish') finished = true;
          result =
            failures[0] ??
            (outcome.operation.op === 'name'
              ? 'Named.'
              : outcome.operation.op === 'finish'
                ? 'Finished.'
                : 'Done.');
        }
        messages.push({ role: 'tool', tool_call_id: call.id, content: result });
      }
      const spoken = readModelOutput(response.text);
      if (spoken.prose) prose = spoken.prose;
      for (const item of spoken.skipped) skipped.add(item);
      if (finished && !wrote && !isNew) {
        // Finished without touching a file: an answer, not a change.
        return answerOnly(prose || summary);
      }
      if (!finished) continue;
    } else {
      messages.push({ role: 'assistant', content: response.text });
      const parsed = readModelOutput(response.text);
      for (const item of parsed.skipped) skipped.add(item);
      const fileOps = parsed.operations.filter((op) => op.op !== 'name' && op.op !== 'finish');
      if (parsed.reads.length > 0 && fileOps.length === 0) {
        messages.push({ role: 'user', content: parsed.reads.map(readFile).join('\n\n') });
        continue;
      }
      const failures = apply(parsed.operations);
      if (parsed.prose) prose = parsed.prose;
      if (failures.length > 0) {
        messages.push({
          role: 'user',
          content: `These changes could not be applied:\n${failures.map((f) => `- ${f}`).join('\n')}\nCorrect them.`,
        });
        continue;
      }
      if (!wrote) {
        if ((isNew || showsCode(parsed.prose)) && !nudged) {
          nudged = true;
          messages.push({ role: 'user', content: NUDGE_NO_FILES });
          continue;
        }
        if (isNew) {
          throw new AgentFailure(
            'The model answered without writing any files, so no app was built. Try again, or use a model that follows instructions for code (see docs/llm-agent.md).',
          );
        }
        return answerOnly(prose);
      }
    }

    if (isNew && !wrote) {
      if (!nudged) {
        nudged = true;
        messages.push({ role: 'user', content: NUDGE_NO_FILES });
        continue;
      }
      throw new AgentFailure('The model finished without writing any files, so no app was built.');
    }
    tracker.setText(prose || priorText);
    tracker.setStep(step('checking', language));
    const candidate = prepared();
    const outcome: CheckOutcome =
      candidate.problems.length > 0
        ? { ok: false, problems: candidate.problems }
        : await deps.check(candidate.files);
    if (outcome.ok) {
      // Completed again: the check's build may have installed on-demand packages package.json names.
      good = completeProject(files).files;
      break;
    }
    const problems = outcome.problems.map(describeProblem);
    tried.push(...problems);
    repeats = sameProblems(problems, lastProblems) ? repeats + 1 : 0;
    lastProblems = problems;
    // Repairs go on while the budget lasts, up to the configured cap, unless they go in circles.
    if (attempts >= settings.maxRepairAttempts || repeats >= 2) {
      stopped = 'repairs';
      break;
    }
    attempts++;
    tracker.setStep(
      repairStep(outcome.problems[0]?.kind ?? 'build', attempts, settings.maxRepairAttempts, language),
    );
    messages.push({ role: 'user', content: repairRequest(problems, attempts, settings.maxRepairAttempts) });
  }

  if (!good) {
    if (!stopped && wrote) {
      // Out of turns before finishing: what was written still counts if it works.
      tracker.setStep(step('checking', language));
      const candidate = prepared();
      const outcome: CheckOutcome =
        candidate.problems.length > 0
          ? { ok: false, problems: candidate.problems }
          : await deps.check(candidate.files);
      if (outcome.ok) good = candidate.files;
      else tried.push(...outcome.problems.map(describeProblem));
    } else if (stopped === 'budget') {
      // The budget ran out mid-repair: the last written state may still work.
      const candidate = prepared();
      if (candidate.problems.length === 0 && (await deps.check(candidate.files)).ok) good = candidate.files;
    }
    if (!good) {
      if (!wrote) throw new AgentFailure('The model did not finish the changes within its turns.');
      const problems = [...new Set(tried)].slice(-6);
      const reply =
        stopped === 'budget'
          ? text('budget', language)(settings.tokenBudget, isNew)
          : text('repairFailed', language)(attempts, problems, isNew);
      return { v: 1, content: clip(reply, AGENT_LIMITS.maxContentChars), usage: session.usage };
    }
  }

  if (!isNew && filesEqual(good, base)) return answerOnly(prose);
  const summaryLine = clip(
    summary || prose.split('\n')[0] || (isNew ? text('firstVersion', language) : text('done', language)),
    300,
  );
  const result: Files = {
    ...good,
    [SUMMARY_PATH]: appendSummary(good[SUMMARY_PATH], summaryLine, new Date()),
  };
  const finalName = isNew
    ? clip((job.project_name ?? '').trim() || name || projectName, 255)
    : name
      ? clip(name, 255)
      : undefined;
  const repaired = attempts > 0 ? `\n\n${text('repaired', language)([...new Set(tried)].slice(0, 3))}` : '';
  const unused = [...refused.values(), ...[...skipped].map((item) => text('skipped', language)(item))];
  const notDone = unused.length > 0 ? `\n\n${text('notApplied', language)(unused.slice(0, 6))}` : '';
  const translated = buildNotes.length > 0 ? `\n\n${buildNotes.slice(0, 4).join('\n')}` : '';
  const partial = stopped === 'budget' ? `\n\n${text('budgetPartial', language)(settings.tokenBudget)}` : '';
  const reply = clip(
    `${prose || summary || text('done', language)}${repaired}${translated}${notDone}${partial}`,
    4000,
  );
  let content: AgentResult['content'] = reply;
  if (job.kind === 'create_project' || isNew) {
    const id = job.project?.id ?? job.conversation.uuid;
    const preview =
      settings.previewUrl && job.project ? projectRoot(settings.previewUrl, job.project.uuid) : undefined;
    const examples: Record<string, string> = preview ? { [text('preview', language)]: preview } : {};
    const key = job.project?.publishable_key;
    if (settings.appUrl && job.project?.uuid && key) {
      const data = dataApiExamples(settings.appUrl, { uuid: job.project.uuid, publishable_key: key });
      Object.assign(examples, { 'curl (create)': data.create, 'curl (list)': data.list, fetch: data.fetch });
    }
    const card: ProjectSuccessCard = {
      ui_type: 'project_success',
      title: text('ready', language)(finalName ?? projectName),
      message: reply,
      project: {
        name: finalName ?? projectName,
        id,
        // The secret token stays out of the chat and of the model's reach; browser code uses this key.
        token: '',
        ...(key ? { publishable_key: key } : {}),
        ...(Object.keys(examples).length > 0 ? { api_examples: examples } : {}),
      },
    };
    content = card;
  }
  return {
    v: 1,
    content,
    files: result,
    ...(finalName && finalName !== job.project?.name ? { project_name: finalName } : {}),
    summary: clip(summaryLine, AGENT_LIMITS.maxSummaryChars),
    usage: session.usage,
  };
}

/** Answers one agent job with the configured model. */
export async function runLlmAgent(job: AgentJob, deps: AgentDeps): Promise<AgentResult> {
  const tracker = new ProgressTracker(deps.onProgress);
  const session = new ModelSession(job, deps, tracker, { tools: deps.settings.tools });
  try {
    if (job.kind === 'message' && !job.project) return await plan(job, session, tracker);
    return await work(job, session, deps, tracker);
  } catch (error) {
    if (error instanceof BudgetExceeded) {
      const isNew = Object.keys(job.project?.files ?? {}).length === 0;
      return {
        v: 1,
        content: text('budget', job.language)(deps.settings.tokenBudget, isNew),
        usage: session.usage,
      };
    }
    throw error;
  }
}
