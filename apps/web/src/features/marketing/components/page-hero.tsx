import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

export interface PageHeroProps {
  eyebrow: string;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The top of a marketing page: a small label, the page's one h1 and a short lead. */
export function PageHero({ eyebrow, title, subtitle, children, className }: PageHeroProps) {
  return (
    <header className={cn('mx-auto flex max-w-3xl flex-col items-center gap-4 text-center', className)}>
      <span className="inline-flex items-center rounded-full border border-line bg-surface/70 px-3 py-1 text-[12.5px] font-medium text-fg-muted backdrop-blur">
        {eyebrow}
      </span>
      <h1 className="text-[32px] leading-[1.1] font-semibold tracking-tight text-balance text-fg sm:text-5xl">
        {title}
      </h1>
      {subtitle ? (
        <p className="max-w-2xl text-[15px] leading-relaxed text-pretty text-fg-muted sm:text-lg">
          {subtitle}
        </p>
      ) : null}
      {children}
    </header>
  );
}

/** The page frame every marketing screen shares: the glow behind the hero and the content width. */
export function MarketingPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="relative isolate flex flex-1 flex-col">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[520px] bg-glow [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className={cn('mx-auto w-full max-w-6xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 sm:pb-28', className)}>
        {children}
      </div>
    </div>
  );
}
