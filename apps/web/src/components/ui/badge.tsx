import type { HTMLAttributes } from 'react';
import { cn } from '@/utils/cn';

const tones = {
  neutral: 'bg-surface-2 text-fg-muted border-line',
  accent: 'bg-accent-soft text-accent border-accent/20',
  success: 'bg-success-soft text-success border-success/20',
  warning: 'bg-warning-soft text-warning border-warning/20',
  danger: 'bg-danger-soft text-danger border-danger/20',
  /** On a dark surface whatever the theme (the sign-in brand panel). */
  inverse: 'bg-white/10 text-white/80 border-white/15',
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: keyof typeof tones;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center gap-1 rounded-md border px-1.5 text-[10.5px] font-semibold tracking-wider uppercase',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
