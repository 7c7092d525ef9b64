import { useState } from 'react';
import { cn } from '@/utils/cn';

export interface EntryImageProps {
  emoji: string;
  gradient: string;
  imageUrl?: string;
  /** Bigger emoji on the article page than on a card. */
  size?: 'card' | 'hero' | 'thumb';
  className?: string;
}

const emojiSizes = { card: 'text-5xl', hero: 'text-7xl sm:text-8xl', thumb: 'text-2xl' } as const;

/** The entry's picture: an emoji on its gradient, with the photo on top when one loads (content §8). */
export function EntryImage({ emoji, gradient, imageUrl, size = 'card', className }: EntryImageProps) {
  const [broken, setBroken] = useState(false);
  return (
    <div
      className={cn(
        'relative flex items-center justify-center overflow-hidden bg-gradient-to-br',
        gradient,
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgb(255_255_255/0.35),transparent_55%)]"
      />
      <span aria-hidden="true" className={cn('relative drop-shadow-lg select-none', emojiSizes[size])}>
        {emoji}
      </span>
      {imageUrl && !broken ? (
        <img
          src={imageUrl}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </div>
  );
}
