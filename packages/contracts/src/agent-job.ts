/**
 * The agent queue contract, version 1: what an agent receives for each user message or project
 * creation, and what it answers. The api produces these jobs; the built-in worker and any external
 * agent consume them from the queue named by the user's queue header (core §7), or ai_processing_queue.
 */
import { z } from 'zod';
import {
  ATTACHMENT_MAX_FILES,
  CHAT_TEXT_MAX,
  INTERNAL_QUEUE_PREFIX,
  LANGUAGES,
  QUEUE_NAME_PATTERN,
  STRING_MAX,
} from './constants.ts';
import { Timestamp } from './common.ts';
import { DataRules } from './data-api.ts';
import { isSafeRelativePath } from './paths.ts';
import { AgentUsage, MessageRole, SelectedElement } from './conversations.ts';
import { RichContent } from './rich-messages.ts';

export const AGENT_PROTOCOL_VERSION = 1;
/** The BullMQ job name of every agent job. */
export const AGENT_JOB_NAME = 'agent.message';

export const AGENT_LIMITS = {
  /** Files in one project. */
  maxFiles: 500,
  /** Total UTF-8 bytes of one project's files. */
  maxTotalBytes: 5 * 1024 * 1024,
  maxPathLength: 255,
  /** Earlier messages a job carries, oldest first. */
  maxHistory: 20,
  /** Characters of one assistant reply. */
  maxContentChars: 100_000,
  maxSummaryChars: 1000,
  /** Characters of a parseAgentResult error. */
  maxErrorChars: 1000,
} as const;

/** Whether a user-chosen queue name may carry agent jobs: the safe pattern, and none of Atelier's own queues. */
export function isAgentQueueName(name: string): boolean {
  return QUEUE_NAME_PATTERN.test(name) && !name.startsWith(INTERNAL_QUEUE_PREFIX);
}

/**
 * A project file path: at most maxPathLength characters and a path the storage accepts as a key
 * (isSafeRelativePath: relative, '/'-separated, each segment letters, digits, '.', '_' or '-', no '.'
 * or '..' segment), so it stays inside whatever folder it is joined to and every build can store it.
 */
export function isSafeProjectPath(path: string): boolean {
  return path.length <= AGENT_LIMITS.maxPathLength && isSafeRelativePath(path);
}

/** UTF-8 length of a string, without allocating its bytes. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

export const ProjectFilePath = z.string().refine(isSafeProjectPath, {
  message: `Unsafe file path: it must be relative and '/'-separated, with only letters, digits, '.', '_' and '-' in each segment, no '.' or '..' segment, and at most ${AGENT_LIMITS.maxPathLength} characters.`,
});

/** A complete set of project files: path -> UTF-8 text ("src/App.tsx": "…"). */
export const ProjectFiles = z
  .record(ProjectFilePath, z.string())
  .refine((files) => Object.keys(files).length <= AGENT_LIMITS.maxFiles, {
    message: `A project may have at most ${AGENT_LIMITS.maxFiles} files.`,
  })
  .refine(
    (files) =>
      Object.values(files).reduce((sum, text) => sum + utf8Length(text), 0) <= AGENT_LIMITS.maxTotalBytes,
    { message: `A project's files may total at most ${AGENT_LIMITS.maxTotalBytes} bytes.` },
  );
export type ProjectFiles = z.infer<typeof ProjectFiles>;

export const AgentJobKind = z.enum(['message', 'create_project']);
export type AgentJobKind = z.infer<typeof AgentJobKind>;

export const AgentAttachment = z.object({
  uuid: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size: z.number().int().nonnegative(),
  /** Signed and expiring; fetch it without credentials. */
  url: z.url(),
});
export type AgentAttachment = z.infer<typeof AgentAttachment>;

export const AgentJob = z.object({
  v: z.literal(AGENT_PROTOCOL_VERSION),
  /**
   * message: answer the new message, editing the project if there is one.
   * create_project: the person named the project (project_name); build its first version.
   */
  kind: AgentJobKind,
  conversation: z.object({
    uuid: z.string(),
    title: z.string(),
    category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  }),
  /** The message to answer. Its uuid is the idempotency key: one reply per message, however often the job runs. */
  message: z.object({
    uuid: z.string(),
    content: z.string().max(CHAT_TEXT_MAX),
    created_at: Timestamp,
    selected_element: SelectedElement.optional(),
  }),
  /** Recent earlier messages, oldest first, without the one above. */
  history: z
    .array(z.object({ role: MessageRole, content: z.string(), created_at: Timestamp }))
    .max(AGENT_LIMITS.maxHistory),
  attachments: z.array(AgentAttachment).max(ATTACHMENT_MAX_FILES),
  /** The conversation's project with its current files (version 0 and no files before the first build), or null. */
  project: z
    .object({
      id: z.number().int(),
      uuid: z.string(),
      name: z.string(),
      /**
       * No longer sent: jobs carry no long-lived secret (they sit in Redis and reach any agent on the
       * queue). Accepted for jobs written by older producers; the owner's secret token is in the
       * workspace's Data API dialog.
       */
      token: z.string().optional(),
      /** The key an app may ship: it can do only what the collections' rules allow (data_rules). */
      publishable_key: z.string().optional(),
      version: z.number().int().nonnegative(),
      files: ProjectFiles,
    })
    .nullable(),
  /** The name the person chose, for create_project. */
  project_name: z.string().max(STRING_MAX).optional(),
  /** Answer in this language. */
  language: z.enum(LANGUAGES),
  user: z.object({ id: z.number().int(), name: z.string().nullable() }),
});
export type AgentJob = z.infer<typeof AgentJob>;

/** What an agent completes its job with (BullMQ return value). To fail, fail the job instead. */
export const AgentResult = z.object({
  v: z.literal(AGENT_PROTOCOL_VERSION),
  /** The assistant message: plain text (Markdown-light) or a rich card. */
  content: z.union([
    z
      .string()
      .max(AGENT_LIMITS.maxContentChars)
      .refine((text) => text.trim().length > 0, { message: 'The content must not be blank.' }),
    RichContent,
  ]),
  /** A complete new file set: it replaces the project's files as a new version. Absent: files unchanged. */
  files: ProjectFiles.optional(),
  /** A new name for the project (or the suggested one on create_project). */
  project_name: z.string().trim().min(1).max(STRING_MAX).optional(),
  /** One line on what changed, kept with the version. */
  summary: z.string().max(AGENT_LIMITS.maxSummaryChars).optional(),
  usage: AgentUsage.optional(),
  /**
   * What the publishable key may do in the collections the app uses (collection -> rule), applied to
   * the project with the answer; collections not named keep their rules. See docs/security.md.
   */
  data_rules: DataRules.optional(),
});
export type AgentResult = z.infer<typeof AgentResult>;

export type ParseOutcome<T> = { ok: true; result: T } | { ok: false; error: string };

function describe(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): string[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if ((issue.code === 'invalid_key' || issue.code === 'invalid_element') && issue.issues.length > 0) {
      return describe(issue.issues, path);
    }
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      // Report the branch that got furthest: the one with the fewest issues.
      const best = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      return describe(best, path);
    }
    const where = path.length > 0 ? path.map(String).join('.') : '(root)';
    return [`${where}: ${issue.message}`];
  });
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown): ParseOutcome<T> {
  let input = value;
  if (typeof input === 'string') {
    // Agents in other languages may hand back the JSON text rather than the object.
    try {
      input = JSON.parse(input) as unknown;
    } catch {
      return { ok: false, error: '(root): expected an object or its JSON text' };
    }
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, result: parsed.data };
  const error = describe(parsed.error.issues).join('; ');
  return { ok: false, error: error.slice(0, AGENT_LIMITS.maxErrorChars) };
}

/** Checks an agent's return value against the contract; a failure becomes a failed message, not a crash. */
export function parseAgentResult(value: unknown): ParseOutcome<AgentResult> {
  return parseWith(AgentResult, value);
}

/** Checks a job's data before an agent works on it. */
export function parseAgentJob(value: unknown): ParseOutcome<AgentJob> {
  return parseWith(AgentJob, value);
}
