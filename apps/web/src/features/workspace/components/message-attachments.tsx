import { useState } from 'react';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MessageFile } from '@atelier/contracts';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { formatBytes } from '@/features/composer';
import { cn } from '@/utils/cn';
import { isImage } from '../lib/message-meta';

/** A message's files: images as thumbnails that enlarge (Escape closes), others as download chips. */
export function MessageAttachments({
  files,
  align,
}: {
  files: readonly MessageFile[];
  align: 'start' | 'end';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<MessageFile | null>(null);
  if (files.length === 0) return null;
  const images = files.filter((file) => isImage(file.mime_type));
  const others = files.filter((file) => !isImage(file.mime_type));
  return (
    <div
      className={cn('flex flex-col gap-2', align === 'end' ? 'items-end' : 'items-start')}
      aria-label={t('workspace.messages.attachments')}
      role="group"
    >
      {images.length > 0 ? (
        <ul className={cn('flex flex-wrap gap-2', align === 'end' && 'justify-end')}>
          {images.map((file) => (
            <li key={file.uuid}>
              <button
                type="button"
                onClick={() => setOpen(file)}
                aria-label={t('workspace.messages.openImage', { name: file.original_name })}
                className="block overflow-hidden rounded-xl border border-line bg-surface-2 transition-[border-color,transform] hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                <img
                  src={file.url}
                  alt={file.original_name}
                  loading="lazy"
                  className="size-24 object-cover sm:size-28"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <ul className={cn('flex flex-wrap gap-1.5', align === 'end' && 'justify-end')}>
          {others.map((file) => (
            <li key={file.uuid}>
              <a
                href={file.url}
                download={file.original_name}
                aria-label={t('workspace.messages.download', { name: file.original_name })}
                className="inline-flex max-w-[16rem] items-center gap-2 rounded-xl border border-line bg-surface-2 px-2.5 py-1.5 text-xs text-fg transition-colors hover:border-line-strong focus-visible:outline-2 focus-visible:outline-accent"
              >
                <FileText className="size-3.5 shrink-0 text-fg-subtle" aria-hidden="true" />
                <span className="truncate">{file.original_name}</span>
                <span className="shrink-0 text-fg-subtle">{formatBytes(file.size)}</span>
                <Download className="size-3.5 shrink-0 text-fg-subtle" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog open={open !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        <DialogContent size="xl" className="overflow-hidden p-2" aria-describedby={undefined}>
          <DialogTitle className="sr-only">
            {open?.original_name ?? t('workspace.messages.imageDialog')}
          </DialogTitle>
          {open ? (
            <img
              src={open.url}
              alt={open.original_name}
              className="max-h-[calc(100dvh-6rem)] w-full rounded-xl object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
