import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MessageSquareDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@atelier/contracts';
import type { WorkspaceProject } from '@/features/preview';
import { useContracts, type Contracts } from '@/lib/contracts';
import type { LocalNotice } from '../hooks/use-workspace-send';
import type { Waiting } from '../lib/polling';
import { LiveReply } from './live-reply';
import { MessageBubble, NoticeBubble } from './message-bubble';

type Item =
  { kind: 'message'; message: Message; at: number } | { kind: 'notice'; notice: LocalNotice; at: number };

const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

function merge(messages: readonly Message[], notices: readonly LocalNotice[]): Item[] {
  const items: Item[] = messages.map((message) => ({
    kind: 'message',
    message,
    at: time(message.created_at),
  }));
  for (const notice of notices) {
    // A notice follows everything that existed when it was raised.
    const at = time(notice.created_at);
    const index = items.findIndex((item) => item.at > at);
    const item: Item = { kind: 'notice', notice, at };
    if (index === -1) items.push(item);
    else items.splice(index, 0, item);
  }
  return items;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    // The clock starts from now when it starts ticking, not from when it last stopped.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export interface MessageListProps {
  messages: readonly Message[];
  notices: readonly LocalNotice[];
  waiting: Waiting | null;
  conversationId: string;
  suggestedProjectName?: string | null;
  project: WorkspaceProject | null;
  projectExists: boolean;
  onProjectCreated?: () => void;
}

/** The newest plan (project_input card) of the conversation; an older one is spent. */
function latestPlanId(messages: readonly Message[], contracts: Contracts | null): string | null {
  if (!contracts) return null;
  const plan = messages.findLast(
    (message) =>
      message.role === 'assistant' &&
      !message.error_code &&
      contracts.parseRichContent(message.content)?.ui_type === 'project_input',
  );
  return plan?.uuid ?? null;
}

/** The conversation as a live log, kept scrolled to the newest message while the reader is at the bottom. */
export function MessageList({
  messages,
  notices,
  waiting,
  conversationId,
  suggestedProjectName,
  project,
  projectExists,
  onProjectCreated,
}: MessageListProps) {
  const { t } = useTranslation();
  const contracts = useContracts();
  const latestPlan = latestPlanId(messages, contracts);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const items = merge(messages, notices);

  const open = [...messages]
    .reverse()
    .find((m) => m.role === 'user' && (m.status === 'queued' || m.status === 'working'));
  const progress = open?.progress ?? null;
  const live = Boolean(waiting) || Boolean(progress);
  const now = useNow(live);
  const since = Math.min(waiting?.startedAt ?? Infinity, open ? time(open.created_at) || Infinity : Infinity);
  const elapsed = Number.isFinite(since) ? Math.max(0, now - since) : 0;

  const last = items.at(-1);
  const lastKey = last ? (last.kind === 'message' ? last.message.uuid : last.notice.id) : '';
  const sentByPerson = last?.kind === 'message' && last.message.role === 'user';
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (atBottom.current || sentByPerson) element.scrollTop = element.scrollHeight;
  }, [lastKey, sentByPerson, live, progress?.text.length, progress?.files.length]);

  // Content grows on its own (images, cards) and the panel shrinks (the lock notice under it): stay pinned.
  useEffect(() => {
    const element = scroller.current;
    const content = element?.firstElementChild;
    if (!element || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(content);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('workspace.messages.log')}
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-5">
        {items.length === 0 && !live ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center text-sm text-fg-muted">
            <MessageSquareDashed className="size-6 text-fg-subtle" aria-hidden="true" />
            <p>{t('workspace.messages.empty')}</p>
          </div>
        ) : null}
        {items.map((item) =>
          item.kind === 'message' ? (
            <MessageBubble
              key={item.message.uuid}
              message={item.message}
              conversationId={conversationId}
              suggestedProjectName={suggestedProjectName}
              project={project}
              planSpent={projectExists || item.message.uuid !== latestPlan}
              onProjectCreated={onProjectCreated}
            />
          ) : (
            <NoticeBubble
              key={item.notice.id}
              tone={item.notice.tone}
              text={item.notice.text}
              createdAt={item.notice.created_at}
            />
          ),
        )}
        {live ? <LiveReply progress={progress} elapsedMs={elapsed} /> : null}
      </div>
    </div>
  );
}
