import { useState } from 'react';
import { cn } from '@/utils/cn';

const GRADIENTS = [
  'from-violet-500/45 via-fuchsia-500/25 to-sky-500/35',
  'from-sky-500/40 via-indigo-500/25 to-emerald-400/30',
  'from-amber-400/35 via-rose-500/25 to-violet-500/35',
  'from-emerald-400/35 via-teal-500/25 to-indigo-500/40',
];

/** A project's screenshot, or a calm gradient with its initial when there is none (or it fails to load). */
export function ProjectThumbnail({ src, name, seed }: { src: string | null; name: string; seed: number }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        className="aspect-[16/10] w-full rounded-xl border border-line object-cover object-top"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex aspect-[16/10] w-full items-center justify-center rounded-xl border border-line bg-gradient-to-br text-2xl font-semibold text-white/85 sm:text-3xl',
        GRADIENTS[Math.abs(seed) % GRADIENTS.length],
      )}
    >
      {name.trim().charAt(0).toUpperCase() || '•'}
    </div>
  );
}
