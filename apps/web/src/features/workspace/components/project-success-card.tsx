import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectSuccessCard as ProjectSuccessContent } from '@atelier/contracts';
import { CopyButton } from './copy-button';
import { FormattedText } from './formatted-text';

function CodeSample({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-medium text-fg-muted">{label}</span>
        <CopyButton value={text} what={label} />
      </div>
      {/* Focusable so keyboard users can scroll long examples (they overflow sideways). */}
      <pre
        tabIndex={0}
        aria-label={label}
        className="max-h-56 overflow-auto rounded-xl border border-line bg-canvas/70 px-3 py-2.5 font-mono text-[12px] leading-relaxed whitespace-pre text-fg"
      >
        {text}
      </pre>
    </div>
  );
}

/**
 * The project_success card: the created project's name, id and keys, with examples to copy. Atelier's
 * agents put only the publishable key on it; a card from an external agent may still carry the token.
 */
export function ProjectSuccessCard({ card }: { card: ProjectSuccessContent }) {
  const { t } = useTranslation();
  const { project } = card;
  const examples = Object.entries(project.api_examples ?? {});
  const rows = [
    { label: t('workspace.projectSuccess.name'), value: project.name },
    { label: t('workspace.projectSuccess.id'), value: String(project.id) },
    ...(project.publishable_key
      ? [{ label: t('workspace.projectSuccess.publishableKey'), value: project.publishable_key }]
      : []),
    ...(project.token ? [{ label: t('workspace.projectSuccess.token'), value: project.token }] : []),
  ];
  return (
    <section
      aria-label={card.title}
      className="flex w-full flex-col gap-4 rounded-2xl border border-success/25 bg-surface p-4 shadow-soft"
    >
      <header className="flex items-start gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-success-soft text-success">
          <CircleCheck className="size-4" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 className="text-[15px] font-semibold text-fg">{card.title}</h3>
          <FormattedText content={card.message} className="gap-2 text-sm text-fg-muted" />
        </div>
      </header>
      <dl className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface-2/50">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center gap-3 px-3 py-2">
            <dt className="w-24 shrink-0 text-xs text-fg-subtle">{row.label}</dt>
            <dd className="flex min-w-0 flex-1 items-center gap-2">
              <span className="min-w-0 flex-1 truncate font-mono text-[13px] text-fg" title={row.value}>
                {row.value}
              </span>
              <CopyButton value={row.value} what={row.label} />
            </dd>
          </div>
        ))}
      </dl>
      {project.api_examples_text || examples.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h4 className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">
            {t('workspace.projectSuccess.examples')}
          </h4>
          {project.api_examples_text ? (
            <CodeSample label={t('workspace.projectSuccess.examples')} text={project.api_examples_text} />
          ) : null}
          {examples.map(([name, text]) => (
            <CodeSample key={name} label={name} text={text} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
