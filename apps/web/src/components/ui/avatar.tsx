import { useState } from 'react';
import { cn } from '@/utils/cn';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-lg',
  xl: 'size-20 text-xl',
} as const;

export interface AvatarProps {
  src?: string | null;
  /** Used for the alt text and the initials fallback. */
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}

export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words[1]?.[0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** The photo, or initials on the accent gradient when there is none or it fails to load. */
export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full ring-1 ring-line',
        sizes[size],
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={name}
          className="size-full object-cover"
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        <span className="flex size-full items-center justify-center bg-accent-gradient font-semibold text-white">
          <span aria-hidden="true">{initials(name)}</span>
          <span className="sr-only">{name}</span>
        </span>
      )}
    </span>
  );
}
