import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/stores/toast-store';
import { cn } from '@/utils/cn';

/** Copies a value to the clipboard and says so for two seconds. */
export function CopyButton({ value, what, className }: { value: string; what: string; className?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.error(t('workspace.projectSuccess.copyFailed'));
    }
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={
        copied ? t('workspace.projectSuccess.copied') : t('workspace.projectSuccess.copy', { what })
      }
      title={t('workspace.projectSuccess.copy', { what })}
      className={cn(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-lg text-fg-subtle transition-colors',
        'hover:bg-surface-3 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent',
        copied && 'text-success hover:text-success',
        className,
      )}
    >
      {copied ? (
        <Check className="size-3.5" aria-hidden="true" />
      ) : (
        <Copy className="size-3.5" aria-hidden="true" />
      )}
    </button>
  );
}
