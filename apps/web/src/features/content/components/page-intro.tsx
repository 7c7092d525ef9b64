import type { ReactNode } from 'react';

/** The top of the blog and learn lists: a small eyebrow, the title and one line on what is inside. */
export function PageIntro({
  eyebrow,
  title,
  subtitle,
}: {
  eyebrow: string;
  title: string;
  subtitle: ReactNode;
}) {
  return (
    <header className="relative flex flex-col items-center gap-4 px-4 pt-14 pb-10 text-center sm:pt-20 sm:pb-14">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 bg-glow opacity-70"
      />
      <span className="rounded-full border border-accent/25 bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent uppercase">
        {eyebrow}
      </span>
      <h1 className="max-w-3xl text-3xl font-semibold tracking-tight text-balance text-fg sm:text-5xl">
        {title}
      </h1>
      <p className="max-w-2xl text-base text-pretty text-fg-muted sm:text-lg">{subtitle}</p>
    </header>
  );
}
