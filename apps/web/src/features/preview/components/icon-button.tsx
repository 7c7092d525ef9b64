import type { ReactNode, Ref } from 'react';
import { Button, buttonClasses, type ButtonProps } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/utils/cn';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  label: string;
  icon: ReactNode;
  /** A toggle's state, announced as pressed. */
  pressed?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A compact toolbar button: the icon shows, the label names it and appears as a tooltip. */
export function IconButton({
  label,
  icon,
  pressed,
  className,
  variant = 'ghost',
  ...props
}: IconButtonProps) {
  return (
    <Tooltip content={label}>
      <Button
        variant={variant}
        size="icon-sm"
        aria-label={label}
        aria-pressed={pressed}
        className={cn('[&_svg]:size-4', pressed && 'bg-accent-soft text-accent hover:text-accent', className)}
        {...props}
      >
        {icon}
      </Button>
    </Tooltip>
  );
}

/** The same look for a link that opens in a new tab. */
export function IconLink({
  label,
  icon,
  href,
  className,
}: {
  label: string;
  icon: ReactNode;
  href: string;
  className?: string;
}) {
  return (
    <Tooltip content={label}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        className={buttonClasses('ghost', 'icon-sm', cn('[&_svg]:size-4', className))}
      >
        {icon}
      </a>
    </Tooltip>
  );
}
