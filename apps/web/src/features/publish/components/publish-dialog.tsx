/**
 * Publishing a project (PUT /projects/{id} with is_public): its visibility, the public link of
 * /project/{id} to copy once published, and unpublishing, which takes the link down at once.
 * The project card's menu and the workspace's bar open the same dialog.
 */
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ExternalLink, Globe, GlobeLock, Info } from 'lucide-react';
import type { Project } from '@atelier/contracts';
import { WAIT_STATUS } from '@atelier/contracts/constants';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { inputClasses } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useErrorText } from '@/lib/errors';
import { toast } from '@/stores/toast-store';
import { cn } from '@/utils/cn';
import { useSetProjectVisibility } from '../api/set-project-visibility';

/*
 * Texts naming the project take it as a <name/> component, set in <bdi>: a Latin name in Arabic text
 * (or the reverse) keeps its own direction, and a name is never read as markup.
 */

/** The address anyone may open once the project is published. */
export function publicProjectUrl(projectId: number): string {
  return new URL(paths.project.getHref(String(projectId)), window.location.origin).href;
}

/** Published or Private, as a badge. */
export function VisibilityBadge({ isPublic, className }: { isPublic: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={isPublic ? 'success' : 'neutral'} className={className}>
      {isPublic ? (
        <Globe className="size-3" aria-hidden="true" />
      ) : (
        <GlobeLock className="size-3" aria-hidden="true" />
      )}
      {isPublic ? t('publish.published') : t('publish.private')}
    </Badge>
  );
}

export interface PublishDialogProps {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PublishDialog({ project, open, onOpenChange }: PublishDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <PublishDetails project={project} />
      </DialogContent>
    </Dialog>
  );
}

function PublishDetails({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { describe } = useErrorText();
  const linkId = useId();
  const [confirming, setConfirming] = useState(false);
  const visibility = useSetProjectVisibility();
  const isPublic = project.is_public;
  const url = publicProjectUrl(project.id);

  const change = async (next: boolean) => {
    try {
      await visibility.mutateAsync({ id: project.id, isPublic: next });
      toast.success(next ? t('publish.publishedToast') : t('publish.unpublishedToast'));
    } catch (error) {
      toast.error(describe(error));
    }
  };

  const notes = [
    isPublic && project.status === 'inactive' ? t('publish.inactiveNote') : null,
    project.wait_status === WAIT_STATUS.hidden ? t('publish.buildingNote') : null,
  ].filter((note): note is string => note !== null);

  return (
    <>
      <DialogHeader>
        <div className="flex items-center gap-3 pe-10">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
            <Globe className="size-4" aria-hidden="true" />
          </span>
          <DialogTitle className="min-w-0 break-words">
            <Trans
              i18nKey={isPublic ? 'publish.titlePublic' : 'publish.titlePrivate'}
              components={{ name: <bdi>{project.name}</bdi> }}
            />
          </DialogTitle>
        </div>
        <DialogDescription className="text-start">
          {isPublic ? t('publish.publishedBody') : t('publish.privateBody')}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3 rounded-xl border border-line bg-surface-2/50 px-4 py-3">
          <span className="text-sm font-medium text-fg">{t('publish.visibility')}</span>
          <VisibilityBadge isPublic={isPublic} />
        </div>
        {isPublic ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={linkId} className="text-sm font-medium text-fg">
              {t('publish.linkLabel')}
            </label>
            <input
              id={linkId}
              readOnly
              dir="ltr"
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className={cn(inputClasses, 'h-10 font-mono text-xs sm:text-[13px]')}
            />
            <div className="flex flex-wrap items-center gap-2">
              <CopyButton
                value={url}
                showLabel
                label={t('publish.copyLink')}
                copiedLabel={t('publish.linkCopied')}
                failedMessage={t('publish.copyFailed')}
              />
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('ghost', 'sm', '[&_svg]:size-4')}
              >
                <ExternalLink className="rtl:-scale-x-100" aria-hidden="true" />
                {t('publish.openLink')}
                <span className="sr-only">{t('publish.opensInNewTab')}</span>
              </a>
            </div>
          </div>
        ) : null}
        {notes.map((note) => (
          <p
            key={note}
            className="flex items-start gap-2 rounded-xl border border-warning/25 bg-warning-soft px-3 py-2.5 text-[13px] leading-relaxed text-fg"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            {note}
          </p>
        ))}
      </DialogBody>
      <DialogFooter>
        {isPublic ? (
          <>
            <Button variant="secondary" loading={visibility.isPending} onClick={() => setConfirming(true)}>
              <GlobeLock className="size-4" aria-hidden="true" />
              {t('publish.unpublish')}
            </Button>
            <DialogClose asChild>
              <Button variant="primary">{t('publish.done')}</Button>
            </DialogClose>
          </>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary">{t('common.cancel')}</Button>
            </DialogClose>
            <Button variant="primary" loading={visibility.isPending} onClick={() => void change(true)}>
              <Globe className="size-4" aria-hidden="true" />
              {t('publish.publish')}
            </Button>
          </>
        )}
      </DialogFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        icon={<GlobeLock className="size-5" />}
        title={t('publish.unpublishTitle')}
        description={
          <Trans i18nKey="publish.unpublishBody" components={{ name: <bdi>{project.name}</bdi> }} />
        }
        confirmLabel={t('publish.unpublish')}
        onConfirm={() => change(false)}
      />
    </>
  );
}
