/**
 * When the workspace asks the api again (core §4, §9), as pure functions:
 * - waiting for the AI: every 2 s after a send, until a message not known at send time arrives and at
 *   least one of the new messages is the assistant's; it starts by itself when the conversation holds
 *   only the person's first message (or its last message is still with the agent, e.g. after a reload);
 * - metadata: every 2 minutes; after a send while there is no project, every 3 s for up to 20 checks,
 *   stopping as soon as a project appears.
 */
import { TIMINGS } from '@atelier/contracts/constants';
import type { ConversationMetadata, Message } from '@atelier/contracts';

type MessageLike = Pick<Message, 'uuid' | 'role' | 'status'>;

export interface Waiting {
  /** Message uuids the person had already seen when the wait began. */
  known: readonly string[];
  startedAt: number;
}

export function startWaiting(messages: readonly Pick<Message, 'uuid'>[], now: number, extra: string[] = []) {
  return { known: [...messages.map((m) => m.uuid), ...extra], startedAt: now } satisfies Waiting;
}

export function unseenMessages<T extends MessageLike>(known: readonly string[], messages: readonly T[]): T[] {
  const seen = new Set(known);
  return messages.filter((message) => !seen.has(message.uuid));
}

/** The wait is over once something new arrived and at least one new message is the assistant's. */
export function shouldStopWaiting(known: readonly string[], messages: readonly MessageLike[]): boolean {
  const unseen = unseenMessages(known, messages);
  return unseen.length > 0 && unseen.some((message) => message.role === 'assistant');
}

const OPEN_STATUSES: ReadonlySet<Message['status']> = new Set(['queued', 'working']);

/** Whether opening the conversation should start the wait by itself. */
export function shouldAutoStartWaiting(messages: readonly MessageLike[]): boolean {
  const [first] = messages;
  if (messages.length === 1 && first?.role === 'user') return true;
  const last = messages.at(-1);
  return last?.role === 'user' && OPEN_STATUSES.has(last.status);
}

/** A project exists once the metadata names its uuid (core §4). */
export function hasProject(metadata: ConversationMetadata | null | undefined): boolean {
  return Boolean(metadata?.project_uuid);
}

export interface PollState {
  waiting: Waiting | null;
  /** Fast metadata checks left; 0 when fast mode is off. */
  fastChecksLeft: number;
}

export const IDLE_POLL: PollState = { waiting: null, fastChecksLeft: 0 };

/** How long to wait before asking for the conversation again. */
export function pollInterval(state: PollState, projectExists: boolean): number {
  if (state.waiting) return TIMINGS.messagePollMs;
  if (state.fastChecksLeft > 0 && !projectExists) return TIMINGS.fastMetadataPollMs;
  return TIMINGS.metadataPollMs;
}

/** A message was just sent: start waiting, and check fast for the project if there is none yet. */
export function afterSend(
  state: PollState,
  messages: readonly Pick<Message, 'uuid'>[],
  sentUuid: string,
  projectExists: boolean,
  now: number,
): PollState {
  return {
    waiting: startWaiting(messages, now, [sentUuid]),
    fastChecksLeft: projectExists ? state.fastChecksLeft : TIMINGS.fastMetadataPollCount,
  };
}

/**
 * A fetch of the conversation came back (successful or not: polling errors are ignored). Ends the wait
 * when its condition holds; counts a fast metadata check when fast mode is what drove the fetch.
 */
export function afterFetch(
  state: PollState,
  fetched: { messages: readonly MessageLike[]; projectExists: boolean } | null,
): PollState {
  let { waiting, fastChecksLeft } = state;
  if (fetched?.projectExists) fastChecksLeft = 0;
  else if (!waiting && fastChecksLeft > 0) fastChecksLeft -= 1;
  if (waiting && fetched && shouldStopWaiting(waiting.known, fetched.messages)) waiting = null;
  return waiting === state.waiting && fastChecksLeft === state.fastChecksLeft
    ? state
    : { waiting, fastChecksLeft };
}

/** The reply states of the text (content §4), by how long the wait has lasted. */
export type ThinkingStage = 'thinking' | 'deep' | 'complex' | 'processing' | 'timeout';

/**
 * After this long the AI-timeout text shows (the wait goes on: a late answer still arrives). The api
 * itself gives up after its own limit and answers with AI_TIMEOUT.
 */
export const LONG_WAIT_MS = 180_000;

export function thinkingStage(elapsedMs: number): ThinkingStage {
  if (elapsedMs >= LONG_WAIT_MS) return 'timeout';
  if (elapsedMs >= 90_000) return 'processing';
  if (elapsedMs >= 40_000) return 'complex';
  if (elapsedMs >= 15_000) return 'deep';
  return 'thinking';
}
