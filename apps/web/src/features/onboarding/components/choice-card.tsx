import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { cn } from '@/utils/cn';

export interface ChoiceCardProps {
  value: string;
  icon: ReactNode;
  label: string;
  hint?: string;
}

/** One option of a card-style radio group (theme, self-description); arrow keys move between them. */
export function ChoiceCard({ value, icon, label, hint }: ChoiceCardProps) {
  return (
    <RadioGroup.Item
      value={value}
      className={cn(
        'group relative flex min-h-[76px] w-full items-start gap-3 rounded-2xl border border-line bg-surface p-3.5 text-start',
        'transition-[border-color,background-color,box-shadow] duration-150 hover:border-line-strong hover:bg-surface-2',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        'data-[state=checked]:border-accent/60 data-[state=checked]:bg-accent-soft data-[state=checked]:shadow-glow',
      )}
    >
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-xl border border-line bg-surface-2 text-fg-muted',
          'transition-colors group-data-[state=checked]:border-transparent group-data-[state=checked]:bg-accent-gradient group-data-[state=checked]:text-white',
          '[&_svg]:size-[18px]',
        )}
      >
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 pe-5">
        <span className="text-sm font-medium text-fg">{label}</span>
        {hint ? <span className="text-[13px] leading-snug text-fg-muted">{hint}</span> : null}
      </span>
      <RadioGroup.Indicator className="absolute end-3 top-3 flex size-5 items-center justify-center rounded-full bg-accent text-white">
        <Check className="size-3" strokeWidth={3} aria-hidden="true" />
      </RadioGroup.Indicator>
    </RadioGroup.Item>
  );
}
