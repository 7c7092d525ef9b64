import { useTranslation } from 'react-i18next';
import { cn } from '@/utils/cn';
import { Spinner } from './spinner';

export interface LoadingOverlayProps {
  /** page: the whole screen; content: fills its container; overlay: covers its (relative) container. */
  variant?: 'page' | 'content' | 'overlay';
  label?: string;
  className?: string;
}

export function LoadingOverlay({ variant = 'content', label, className }: LoadingOverlayProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-fg-muted',
        variant === 'page' && 'fixed inset-0 z-[200] bg-canvas',
        variant === 'content' && 'min-h-64 w-full flex-1 py-16',
        variant === 'overlay' && 'absolute inset-0 z-10 rounded-[inherit] bg-canvas/70 backdrop-blur-sm',
        'animate-fade-in',
        className,
      )}
    >
      <Spinner size={variant === 'page' ? 'lg' : 'md'} className="text-accent" />
      {label ? <p className="text-sm">{label}</p> : <span className="sr-only">{t('common.loading')}</span>}
    </div>
  );
}
