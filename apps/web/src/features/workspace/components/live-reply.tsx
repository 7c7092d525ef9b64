/**
 * The reply being written: the thinking dots with the wait's stage (content §4), then, once the agent
 * reports progress, its streamed text, its current step and the files it is writing, growing live.
 */
import { FileCode2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AgentProgress } from '@atelier/contracts';
import { thinkingStage } from '../lib/polling';
import { AssistantAvatar } from './message-bubble';
import { FormattedText } from './formatted-text';

const VISIBLE_FILES = 8;

function Dots() {
  return (
    <span className="inline-flex items-center gap-1" aria-hidden="true">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce-dot rounded-full bg-accent"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

export function LiveReply({ progress, elapsedMs }: { progress: AgentProgress | null; elapsedMs: number }) {
  const { t } = useTranslation();
  const stage = thinkingStage(elapsedMs);
  const files = progress?.files ?? [];
  const shown = files.slice(-VISIBLE_FILES);
  return (
    <article className="flex gap-2.5 pe-2" aria-label={t('workspace.progress.label')} aria-busy="true">
      <AssistantAvatar />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {progress?.text.trim() ? (
          <div className="text-[14px] leading-relaxed text-fg">
            <FormattedText content={progress.text} />
          </div>
        ) : null}
        {files.length > 0 ? (
          <div className="flex flex-col gap-1.5 rounded-xl border border-line bg-surface-2/60 px-3 py-2.5">
            <p className="flex items-center justify-between gap-2 text-xs font-medium text-fg-muted">
              <span>{t('workspace.progress.writing')}</span>
              <span className="text-fg-subtle tabular-nums">
                {t('workspace.progress.fileCount', { count: files.length })}
              </span>
            </p>
            <ul className="flex flex-col gap-1">
              {shown.map((file, index) => (
                <li
                  key={`${file}-${index}`}
                  className="flex min-w-0 items-center gap-1.5 text-xs text-fg-muted"
                >
                  <FileCode2 className="size-3.5 shrink-0 text-accent" aria-hidden="true" />
                  <span className="truncate font-mono" title={file}>
                    {file}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex items-center gap-2.5 text-[13px] text-fg-muted" role="status">
          <Dots />
          <span>
            {progress?.step ?? t(`workspace.thinking.${stage === 'timeout' ? 'processing' : stage}`)}
          </span>
        </div>
        {stage === 'timeout' ? (
          <p className="rounded-xl border border-warning/25 bg-warning-soft px-3 py-2 text-[13px] text-fg">
            {t('workspace.thinking.timeout')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
