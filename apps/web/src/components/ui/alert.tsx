import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '@/utils/cn';

const tones = {
  error: { box: 'border-danger/25 bg-danger-soft text-danger', Icon: CircleAlert },
  success: { box: 'border-success/25 bg-success-soft text-success', Icon: CircleCheck },
  warning: { box: 'border-warning/25 bg-warning-soft text-warning', Icon: TriangleAlert },
  info: { box: 'border-info/25 bg-info-soft text-info', Icon: Info },
} as const;

export interface AlertProps {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** An inline message in a form or page; errors are announced (role alert), others politely. */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-xl border px-3.5 py-3 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {title ? <p className="font-medium text-fg">{title}</p> : null}
        {children ? <div className={cn(title ? 'text-fg-muted' : 'text-fg')}>{children}</div> : null}
      </div>
      {action ? <div className="shrink-0 self-center">{action}</div> : null}
    </div>
  );
}
