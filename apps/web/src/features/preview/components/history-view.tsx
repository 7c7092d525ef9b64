import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Clock, FileDiff, RotateCcw } from 'lucide-react';
import type { BuildStatus, ProjectVersion } from '@atelier/contracts';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/i18n';
import { toast } from '@/stores/toast-store';
import { useProjectVersions, useRestoreVersion } from '../api/project-versions';

// With jsdiff, loaded when a version's changes are first opened.
const VersionChanges = lazy(() => import('./version-changes'));

const STATUS_TONES: Record<BuildStatus, NonNullable<BadgeProps['tone']>> = {
  pending: 'neutral',
  building: 'warning',
  ready: 'success',
  failed: 'danger',
};

function formatDate(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * The project's versions, newest first, with the live one marked, what each one changed (its files and
 * changed lines, opened on demand) and a restore for each other one.
 */
export function HistoryView({ projectId, onRestored }: { projectId: number; onRestored: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const versions = useProjectVersions(projectId);
  const restore = useRestoreVersion(projectId);
  const [confirming, setConfirming] = useState<ProjectVersion | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const toggleChanges = (number: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(number)) next.add(number);
      return next;
    });

  if (versions.isPending) {
    return (
      <div className="flex flex-col gap-2 p-4" role="status" aria-label={t('preview.history.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (versions.isError) {
    return (
      <div className="p-4">
        <EmptyState
          title={t('preview.history.loadFailed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void versions.refetch()}>
              {t('preview.history.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (versions.data.length === 0) {
    return (
      <div className="p-4">
        <EmptyState
          icon={<Clock />}
          title={t('preview.history.empty')}
          description={t('preview.history.emptyBody')}
        />
      </div>
    );
  }

  const confirmRestore = async () => {
    if (!confirming) return;
    const { number } = confirming;
    try {
      await restore.mutateAsync(number);
      toast.success(t('preview.history.restored', { number }));
      onRestored();
    } catch {
      toast.error(t('preview.history.restoreFailed'));
    }
  };

  return (
    <div className="h-full overflow-y-auto p-3 sm:p-4">
      <ol aria-label={t('preview.history.label')} className="flex flex-col gap-2">
        {versions.data.map((version) => (
          <li
            key={version.id}
            className={
              version.is_live
                ? 'rounded-xl border border-accent/35 bg-accent-soft/40 p-3'
                : 'rounded-xl border border-line bg-surface-2/60 p-3'
            }
          >
            <div className="flex items-start gap-3">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-1.5">
                  <h3 className="text-sm font-semibold text-fg">
                    {t('preview.history.version', { number: version.number })}
                  </h3>
                  {version.is_live ? <Badge tone="accent">{t('preview.history.live')}</Badge> : null}
                  <Badge tone={STATUS_TONES[version.build_status]}>
                    {t(`preview.history.status.${version.build_status}`)}
                  </Badge>
                </div>
                <p className="text-sm break-words text-fg-muted">
                  {/* The agent's words may be in another script than the interface: isolated, they keep
                      their punctuation in place while the line stays aligned with the heading. */}
                  <bdi>{version.summary?.trim() || t('preview.history.noSummary')}</bdi>
                </p>
                <time dateTime={version.created_at} className="text-xs text-fg-subtle">
                  {formatDate(version.created_at, language)}
                </time>
                {version.build_error ? (
                  <p className="mt-1 rounded-lg border border-danger/20 bg-danger-soft px-2 py-1.5 font-mono text-[11px] break-words text-danger">
                    <span className="font-sans font-semibold">{t('preview.history.buildError')}: </span>
                    {/* The bundler's words and the file's path read left to right in Arabic too. */}
                    <bdi dir="ltr">
                      {version.build_error.file
                        ? `${version.build_error.file}${version.build_error.line ? `:${version.build_error.line}` : ''} `
                        : ''}
                      {version.build_error.message}
                    </bdi>
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1.5 sm:flex-row sm:items-center">
                <Button
                  variant="ghost"
                  size="xs"
                  aria-expanded={opened.has(version.number)}
                  aria-controls={`version-changes-${version.id}`}
                  aria-label={t('preview.history.changesLabel', { number: version.number })}
                  onClick={() => toggleChanges(version.number)}
                >
                  <FileDiff className="size-3.5" aria-hidden="true" />
                  {t('preview.history.changes')}
                  <ChevronDown
                    className={opened.has(version.number) ? 'size-3.5 rotate-180' : 'size-3.5'}
                    aria-hidden="true"
                  />
                </Button>
                {version.is_live ? null : (
                  <Button
                    variant="secondary"
                    size="xs"
                    aria-label={t('preview.history.restoreLabel', { number: version.number })}
                    onClick={() => setConfirming(version)}
                  >
                    <RotateCcw className="size-3.5" aria-hidden="true" />
                    {t('preview.history.restore')}
                  </Button>
                )}
              </div>
            </div>
            {opened.has(version.number) ? (
              <div
                id={`version-changes-${version.id}`}
                role="region"
                aria-label={t('preview.history.changesTitle', { number: version.number })}
                className="mt-3 border-t border-line pt-3"
              >
                <Suspense fallback={<Spinner size="sm" label={t('preview.history.changesLoading')} />}>
                  <VersionChanges projectId={projectId} version={version.number} />
                </Suspense>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        icon={<RotateCcw className="size-5" />}
        title={t('preview.history.restoreTitle', { number: confirming?.number ?? 0 })}
        description={t('preview.history.restoreBody')}
        confirmLabel={t('preview.history.restoreConfirm')}
        onConfirm={confirmRestore}
      />
    </div>
  );
}
