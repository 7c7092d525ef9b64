import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { TOAST_POSITIONS, toastStore, type Toast, type ToastPosition } from '@/stores/toast-store';
import { cn } from '@/utils/cn';

const placement: Record<ToastPosition, string> = {
  'top-right': 'top-4 end-4 items-end',
  'top-left': 'top-4 start-4 items-start',
  'bottom-right': 'bottom-4 end-4 items-end flex-col-reverse',
  'bottom-left': 'bottom-4 start-4 items-start flex-col-reverse',
  'top-center': 'top-4 left-1/2 -translate-x-1/2 items-center',
  'bottom-center': 'bottom-4 left-1/2 -translate-x-1/2 items-center flex-col-reverse',
};

const look = {
  success: { Icon: CircleCheck, icon: 'text-success', bar: 'bg-success' },
  error: { Icon: CircleAlert, icon: 'text-danger', bar: 'bg-danger' },
  warning: { Icon: TriangleAlert, icon: 'text-warning', bar: 'bg-warning' },
  info: { Icon: Info, icon: 'text-accent', bar: 'bg-accent' },
} as const;

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const { Icon, icon, bar } = look[toast.type];
  return (
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      className="pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border border-line bg-surface/95 py-3 ps-3.5 pe-2.5 shadow-float backdrop-blur-md animate-toast-in"
    >
      <Icon className={cn('mt-0.5 size-[18px] shrink-0', icon)} aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm">
        {toast.title ? <p className="font-medium text-fg">{toast.title}</p> : null}
        <p className={cn('leading-snug break-words', toast.title ? 'text-fg-muted' : 'text-fg')}>
          {toast.message}
        </p>
      </div>
      <button
        type="button"
        onClick={() => toastStore.dismiss(toast.id)}
        aria-label={t('toast.dismiss')}
        className="-my-0.5 flex size-7 shrink-0 items-center justify-center rounded-md text-fg-subtle transition-colors hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
      {toast.duration > 0 ? (
        <span
          aria-hidden="true"
          className={cn('absolute start-0 bottom-0 h-0.5 origin-left opacity-60 rtl:origin-right', bar)}
          style={{ width: '100%', animation: `toast-progress ${toast.duration}ms linear forwards` }}
        />
      ) : null}
    </div>
  );
}

/** The global toast area: six corners/edges, above dialogs. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useStore(toastStore.store);
  return (
    <section aria-label={t('toast.region')} aria-live="polite" className="contents">
      {TOAST_POSITIONS.map((position) => {
        const here = toasts.filter((toast) => toast.position === position);
        if (here.length === 0) return null;
        return (
          <div
            key={position}
            className={cn(
              'pointer-events-none fixed z-[260] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2',
              placement[position],
            )}
          >
            {here.map((toast) => (
              <ToastCard key={toast.id} toast={toast} />
            ))}
          </div>
        );
      })}
    </section>
  );
}
