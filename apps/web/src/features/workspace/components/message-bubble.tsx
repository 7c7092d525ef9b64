import { Sparkles, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@atelier/contracts';
import type { WorkspaceProject } from '@/features/preview';
import { useContracts } from '@/lib/contracts';
import { useErrorText } from '@/lib/errors';
import { useLanguage } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import { compactCount, formatMessageTime } from '../lib/message-meta';
import { FormattedText } from './formatted-text';
import { MessageAttachments } from './message-attachments';
import { ProjectInputCard } from './project-input-card';
import { ProjectSuccessCard } from './project-success-card';

export function AssistantAvatar() {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-lg bg-accent-gradient text-white shadow-glow"
    >
      <Sparkles className="size-3.5" />
    </span>
  );
}

function MessageTime({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = formatMessageTime(iso, language);
  if (!time) return null;
  return (
    <time dateTime={iso} title={t('workspace.messages.sentAt', { time })} className="tabular-nums">
      {time}
    </time>
  );
}

export interface MessageBubbleProps {
  message: Message;
  conversationId: string;
  suggestedProjectName?: string | null;
  /** The conversation's project, once it exists (the project_success card's Connect opens its data API). */
  project?: WorkspaceProject | null;
  /** A project_input card here is done: the project exists or a newer plan replaced it. */
  planSpent: boolean;
  onProjectCreated?: () => void;
}

export function MessageBubble({
  message,
  conversationId,
  suggestedProjectName,
  project = null,
  planSpent,
  onProjectCreated,
}: MessageBubbleProps) {
  const { t } = useTranslation();
  const contracts = useContracts();
  const { forCode } = useErrorText();
  const files = message.files.length > 0 ? message.files : message.formatted_files;

  if (message.role === 'user') {
    return (
      <article className="flex flex-col items-end gap-1.5 ps-8" aria-label={t('workspace.messages.you')}>
        {message.content.trim() ? (
          <div className="max-w-full rounded-2xl rounded-ee-md border border-accent/20 bg-accent-soft px-3.5 py-2.5 text-[14px] leading-relaxed text-fg">
            <FormattedText content={message.content} />
          </div>
        ) : null}
        <MessageAttachments files={files} align="end" />
        <div className="flex items-center gap-2 px-1 text-[11px] text-fg-subtle">
          <MessageTime iso={message.created_at} />
        </div>
      </article>
    );
  }

  const card = message.error_code ? null : (contracts?.parseRichContent(message.content) ?? null);
  const usage = message.usage;
  return (
    <article className="flex gap-2.5 pe-2" aria-label={t('workspace.messages.assistant')}>
      <AssistantAvatar />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {message.error_code ? (
          <div
            className="flex items-start gap-2 rounded-2xl rounded-ss-md border border-danger/25 bg-danger-soft px-3.5 py-2.5 text-[14px] leading-relaxed text-fg"
            data-error-code={message.error_code}
          >
            <TriangleAlert className="mt-1 size-3.5 shrink-0 text-danger" aria-hidden="true" />
            <p>{forCode(message.error_code, message.content)}</p>
          </div>
        ) : card?.ui_type === 'project_input' ? (
          <ProjectInputCard
            card={card}
            conversationId={conversationId}
            suggestedName={suggestedProjectName}
            spent={planSpent}
            onCreated={onProjectCreated}
          />
        ) : card?.ui_type === 'project_success' ? (
          <ProjectSuccessCard card={card} conversationId={conversationId} project={project} />
        ) : (
          <div className="text-[14px] leading-relaxed text-fg">
            <FormattedText content={message.content} />
          </div>
        )}
        <MessageAttachments files={files} align="start" />
        <div className="flex items-center gap-2 text-[11px] text-fg-subtle">
          <MessageTime iso={message.created_at} />
          {usage ? (
            <>
              <span aria-hidden="true">·</span>
              <span
                className="tabular-nums"
                aria-label={t('workspace.messages.usageLabel', {
                  input: usage.input_tokens,
                  output: usage.output_tokens,
                })}
              >
                {t('workspace.messages.usage', {
                  input: compactCount(usage.input_tokens),
                  output: compactCount(usage.output_tokens),
                })}
              </span>
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A send that failed or was refused, shown only here (never stored). */
export function NoticeBubble({
  tone,
  text,
  createdAt,
}: {
  tone: 'error' | 'warning';
  text: string;
  createdAt: string;
}) {
  const { t } = useTranslation();
  return (
    <article className="flex gap-2.5 pe-2" aria-label={t('workspace.messages.assistant')}>
      <AssistantAvatar />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div
          role={tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'flex items-start gap-2 rounded-2xl rounded-ss-md border px-3.5 py-2.5 text-[14px] leading-relaxed text-fg',
            tone === 'error' ? 'border-danger/25 bg-danger-soft' : 'border-warning/25 bg-warning-soft',
          )}
        >
          <TriangleAlert
            className={cn('mt-1 size-3.5 shrink-0', tone === 'error' ? 'text-danger' : 'text-warning')}
            aria-hidden="true"
          />
          <p>{text}</p>
        </div>
        <div className="text-[11px] text-fg-subtle">
          <MessageTime iso={createdAt} />
        </div>
      </div>
    </article>
  );
}
