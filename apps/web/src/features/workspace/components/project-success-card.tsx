import { useState } from 'react';
import { CircleCheck, Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectSuccessCard as ProjectSuccessContent } from '@atelier/contracts';
import { Button } from '@/components/ui/button';
import { DataApiDialog, type WorkspaceProject } from '@/features/preview';
import { FormattedText } from './formatted-text';

export interface ProjectSuccessCardProps {
  card: ProjectSuccessContent;
  conversationId: string;
  /** The conversation's project once the workspace knows it; the Connect button needs it. */
  project: WorkspaceProject | null;
}

/**
 * The project_success card: the created project's name and a Connect button. The data API's address,
 * keys and examples live in the Connect dialog (the same one as the preview toolbar's), not in the chat:
 * a secret token or a wall of curl commands in the conversation is easy to leak and hard to read.
 */
export function ProjectSuccessCard({ card, conversationId, project }: ProjectSuccessCardProps) {
  const { t } = useTranslation();
  const [connecting, setConnecting] = useState(false);
  const name = project?.name || card.project.name;
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
          <h3 dir="auto" className="text-start text-[15px] font-semibold text-fg">
            {card.title}
          </h3>
          <FormattedText content={card.message} className="gap-2 text-sm text-fg-muted" />
        </div>
      </header>
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface-2/50 px-3 py-2.5">
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-xs text-fg-subtle">{t('workspace.projectSuccess.name')}</span>
          <bdi className="truncate text-sm font-medium text-fg" title={name}>
            {name}
          </bdi>
        </div>
        {project ? (
          <Button
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            title={t('workspace.projectSuccess.connectHint')}
            onClick={() => setConnecting(true)}
          >
            <Plug className="size-3.5" aria-hidden="true" />
            {t('workspace.projectSuccess.connect')}
          </Button>
        ) : null}
      </div>
      {project ? (
        <DataApiDialog
          project={project}
          conversationId={conversationId}
          open={connecting}
          onOpenChange={setConnecting}
        />
      ) : null}
    </section>
  );
}
