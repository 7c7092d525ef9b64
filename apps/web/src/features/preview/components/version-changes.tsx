/**
 * What one version changed, under its row in History: the files added, removed or changed since the
 * version before it, each with its changed lines (three lines of context, old and new line numbers).
 * Loaded on demand with jsdiff, so the workspace's first load does not carry it.
 */
import { useTranslation } from 'react-i18next';
import type { FileChangeStatus, VersionFileChange } from '@atelier/contracts';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useVersionChanges } from '../api/version-changes';
import { fileDiff, type DiffLine } from '../lib/file-diff';

const STATUS_TONES: Record<FileChangeStatus, NonNullable<BadgeProps['tone']>> = {
  added: 'success',
  removed: 'danger',
  changed: 'warning',
};

/** Up to this many files open at once; a bigger change starts folded so the list stays readable. */
const OPEN_FILES = 3;

const LINE_STYLES: Record<DiffLine['kind'], string> = {
  added: 'bg-success-soft/70 text-fg',
  removed: 'bg-danger-soft/70 text-fg',
  context: 'text-fg-muted',
};
const LINE_SIGNS: Record<DiffLine['kind'], string> = { added: '+', removed: '-', context: ' ' };

function FileChange({ change, open }: { change: VersionFileChange; open: boolean }) {
  const { t } = useTranslation();
  const diff = fileDiff(change.before, change.after);
  return (
    <li className="overflow-hidden rounded-lg border border-line bg-surface">
      <details open={open} className="group">
        <summary className="flex cursor-pointer items-center gap-2 px-2.5 py-1.5 text-xs hover:bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent">
          <Badge tone={STATUS_TONES[change.status]}>{t(`preview.history.fileStatus.${change.status}`)}</Badge>
          {/* A path reads left to right even in an Arabic interface. */}
          <span
            dir="ltr"
            className="min-w-0 flex-1 truncate text-start font-mono text-fg"
            title={change.path}
          >
            {change.path}
          </span>
          <span
            dir="ltr"
            className="shrink-0 font-mono tabular-nums"
            aria-label={t('preview.history.lineCounts', { added: diff.added, removed: diff.removed })}
          >
            <span className="text-success">+{diff.added}</span>{' '}
            <span className="text-danger">-{diff.removed}</span>
          </span>
        </summary>
        <div dir="ltr" className="max-h-96 overflow-auto border-t border-line text-left">
          <table className="w-full border-collapse font-mono text-[11.5px] leading-5">
            {diff.hunks.map((hunk) => (
              <tbody key={hunk.header}>
                <tr className="bg-surface-2 text-fg-subtle">
                  <td colSpan={4} className="px-2">
                    {hunk.header}
                  </td>
                </tr>
                {hunk.lines.map((line, index) => (
                  <tr key={index} data-kind={line.kind} className={LINE_STYLES[line.kind]}>
                    <td className="w-10 px-1.5 text-right text-fg-subtle select-none">
                      {line.oldNumber ?? ''}
                    </td>
                    <td className="w-10 px-1.5 text-right text-fg-subtle select-none">
                      {line.newNumber ?? ''}
                    </td>
                    <td className="w-4 text-center select-none" aria-hidden="true">
                      {LINE_SIGNS[line.kind]}
                    </td>
                    <td className="pe-3 whitespace-pre">
                      {line.kind === 'context' ? null : (
                        <span className="sr-only">{t(`preview.history.fileStatus.${line.kind}`)}: </span>
                      )}
                      {line.text}
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </details>
    </li>
  );
}

export default function VersionChanges({ projectId, version }: { projectId: number; version: number }) {
  const { t } = useTranslation();
  const changes = useVersionChanges(projectId, version);

  if (changes.isPending) {
    return (
      <div role="status" aria-label={t('preview.history.changesLoading')} className="flex flex-col gap-1.5">
        <Skeleton className="h-7 w-full rounded-lg" />
        <Skeleton className="h-7 w-2/3 rounded-lg" />
      </div>
    );
  }
  if (changes.isError) {
    return (
      <div className="flex items-center gap-2 text-xs text-danger">
        <span>{t('preview.history.changesFailed')}</span>
        <Button variant="ghost" size="xs" onClick={() => void changes.refetch()}>
          {t('preview.history.retry')}
        </Button>
      </div>
    );
  }
  const { against, files } = changes.data;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-fg-subtle">
        {against === null
          ? t('preview.history.firstVersion')
          : t('preview.history.against', { number: against })}
      </p>
      {files.length === 0 ? (
        <p className="text-xs text-fg-muted">{t('preview.history.noChanges')}</p>
      ) : (
        <ul
          aria-label={t('preview.history.changedFiles', { number: version })}
          className="flex flex-col gap-1.5"
        >
          {files.map((change) => (
            <FileChange key={change.path} change={change} open={files.length <= OPEN_FILES} />
          ))}
        </ul>
      )}
    </div>
  );
}
