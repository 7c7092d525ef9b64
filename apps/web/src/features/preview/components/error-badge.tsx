import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Button } from '@/components/ui/button';
import type { PreviewErrorReport } from '../lib/frame-messages';

/** What the running app threw, kept quiet: a small count that opens the list. */
export function ErrorBadge({
  errors,
  onClear,
}: {
  errors: readonly PreviewErrorReport[];
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="inline-flex h-7 shrink-0 items-center gap-1 rounded-md border border-danger/25 bg-danger-soft px-2 text-[11px] font-semibold text-danger transition-colors hover:border-danger/50 focus-visible:outline-2 focus-visible:outline-accent"
        >
          <TriangleAlert className="size-3.5" aria-hidden="true" />
          {t('preview.errors.badge', { count: errors.length })}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-[250] flex max-h-[60vh] w-[min(26rem,calc(100vw-1.5rem))] flex-col gap-3 overflow-hidden rounded-xl border border-line bg-surface p-3 text-fg shadow-float data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <h3 className="text-sm font-semibold">{t('preview.errors.title')}</h3>
              <p className="text-xs text-fg-muted">{t('preview.errors.description')}</p>
            </div>
            <Button variant="ghost" size="xs" onClick={onClear}>
              {t('preview.errors.clear')}
            </Button>
          </div>
          <ul className="flex flex-col gap-2 overflow-y-auto">
            {errors.map((error, index) => (
              <li key={index} className="rounded-lg border border-line bg-surface-2 p-2.5">
                <p className="font-mono text-xs break-words text-danger">{error.message}</p>
                {error.source ? (
                  <p className="mt-1 truncate font-mono text-[11px] text-fg-subtle" title={error.source}>
                    {t('preview.errors.location', {
                      source: error.source,
                      line: error.line,
                      column: error.column,
                    })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
