import type { ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { cn } from '@/utils/cn';

export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
  icon?: ReactNode;
}

export interface SegmentedControlProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SegmentedOption<T>[];
  'aria-label': string;
  /** Wraps the choices into rows of this many (e.g. the six languages), instead of one row. */
  columns?: number;
  className?: string;
}

/** A row of mutually exclusive choices (radio group semantics, arrow keys move). */
export function SegmentedControl<T extends string>({
  value,
  onValueChange,
  options,
  columns,
  className,
  ...aria
}: SegmentedControlProps<T>) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
      orientation="horizontal"
      className={cn(
        'grid gap-1 rounded-xl border border-line bg-surface-2 p-1',
        !columns && 'auto-cols-fr grid-flow-col',
        className,
      )}
      style={columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
      {...aria}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            'inline-flex h-9 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium text-fg-muted transition-colors',
            'hover:text-fg focus-visible:outline-2 focus-visible:outline-accent',
            'data-[state=checked]:bg-surface data-[state=checked]:text-fg data-[state=checked]:shadow-soft dark:data-[state=checked]:bg-surface-3',
            '[&_svg]:size-4',
          )}
        >
          {option.icon}
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
