/** The Code tab (loaded lazily with highlight.js): the file tree beside a read-only viewer. */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, FileCode } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useProjectFile, useProjectFiles } from '../api/project-files';
import { ancestorsOf, buildFileTree, defaultFile } from '../lib/file-tree';
import { highlightCode } from '../lib/highlight';
import { FileTree } from './file-tree';
import './code-theme.css';

export default function CodeView({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const files = useProjectFiles(projectId);
  const [selected, setSelected] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());

  const list = files.data?.files;
  const tree = useMemo(() => buildFileTree(list ?? []), [list]);
  const paths = useMemo(() => (list ?? []).map((file) => file.path), [list]);
  const current = selected !== null && paths.includes(selected) ? selected : defaultFile(paths);

  // Open the folders down to the file shown, so the tree shows where it is (before the first paint).
  const [revealed, setRevealed] = useState<string | null>(null);
  if (current && revealed !== current) {
    setRevealed(current);
    const missing = ancestorsOf(current).filter((folder) => !expanded.has(folder));
    if (missing.length > 0) setExpanded(new Set([...expanded, ...missing]));
  }

  const toggle = (folder: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(folder)) next.delete(folder);
      else next.add(folder);
      return next;
    });

  if (files.isPending) {
    return (
      <div className="flex h-full gap-3 p-3" role="status" aria-label={t('preview.code.loading')}>
        <div className="flex w-48 flex-col gap-2">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-6" />
          ))}
        </div>
        <Skeleton className="h-full flex-1 rounded-xl" />
      </div>
    );
  }
  if (files.isError) {
    return (
      <div className="p-4">
        <EmptyState
          title={t('preview.code.loadFailed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void files.refetch()}>
              {t('preview.code.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (paths.length === 0) {
    return (
      <div className="p-4">
        <EmptyState
          icon={<FileCode />}
          title={t('preview.code.empty')}
          description={t('preview.code.emptyBody')}
        />
      </div>
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-col sm:flex-row">
      <nav className="max-h-48 shrink-0 overflow-auto border-b border-line px-1.5 sm:max-h-none sm:w-56 sm:border-e sm:border-b-0 lg:w-64">
        <FileTree
          nodes={tree}
          expanded={expanded}
          onToggle={toggle}
          selected={current}
          onSelect={setSelected}
          label={t('preview.code.label')}
        />
      </nav>
      <div className="min-h-0 min-w-0 flex-1">
        {current ? (
          <CodeViewer projectId={projectId} path={current} version={files.data.version} />
        ) : (
          <p className="p-6 text-sm text-fg-muted">{t('preview.code.pickFile')}</p>
        )}
      </div>
    </div>
  );
}

function CodeViewer({
  projectId,
  path,
  version,
}: {
  projectId: number;
  path: string;
  version: number | null;
}) {
  const { t } = useTranslation();
  const file = useProjectFile(projectId, path, version);
  const content = file.data?.content ?? null;
  const html = useMemo(() => (content === null ? '' : highlightCode(content, path)), [content, path]);
  const lineCount = content === null ? 0 : content.split('\n').length;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-line px-3 py-1.5">
        <span
          dir="ltr"
          className="min-w-0 flex-1 truncate font-mono text-xs text-fg rtl:text-right"
          title={path}
        >
          {path}
        </span>
        {content !== null ? (
          <span className="hidden text-xs text-fg-subtle sm:inline">
            {t('preview.code.lines', { count: lineCount })}
          </span>
        ) : null}
        {version !== null ? (
          <span className="hidden text-xs text-fg-subtle md:inline">
            {t('preview.code.version', { number: version })}
          </span>
        ) : null}
        <CopyButton text={content} />
      </div>
      {/* Source reads left to right in every language: the gutter stays on the left, scrolling starts there. */}
      <div dir="ltr" className="code-view min-h-0 flex-1 overflow-auto">
        {file.isPending ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label={t('common.loading')} />
          </div>
        ) : file.isError ? (
          <div className="p-4">
            <EmptyState
              title={t('preview.code.fileFailed')}
              action={
                <Button variant="secondary" size="sm" onClick={() => void file.refetch()}>
                  {t('preview.code.retry')}
                </Button>
              }
            />
          </div>
        ) : (
          <div
            className="flex min-w-max font-mono text-[12.5px] leading-5"
            role="region"
            aria-label={t('preview.code.viewer', { path })}
            tabIndex={0}
          >
            <div
              aria-hidden="true"
              className="sticky start-0 shrink-0 border-e border-line bg-surface py-3 ps-4 pe-3 text-end text-fg-subtle select-none"
            >
              {Array.from({ length: lineCount }, (_, index) => (
                <div key={index}>{index + 1}</div>
              ))}
            </div>
            <pre className="m-0 py-3 ps-4 pe-6">
              {/* highlight.js escapes the source; the only markup is its own spans. */}
              <code className="hljs" dangerouslySetInnerHTML={{ __html: html }} />
            </pre>
          </div>
        )}
      </div>
    </div>
  );
}

function CopyButton({ text }: { text: string | null }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    if (text === null) return;
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const label =
    state === 'copied'
      ? t('preview.code.copied')
      : state === 'failed'
        ? t('preview.code.copyFailed')
        : t('preview.code.copy');
  return (
    <Button variant="ghost" size="xs" onClick={() => void copy()} disabled={text === null} aria-live="polite">
      {state === 'copied' ? (
        <Check className="size-3.5 text-success" aria-hidden="true" />
      ) : (
        <Copy className="size-3.5" aria-hidden="true" />
      )}
      {label}
    </Button>
  );
}
