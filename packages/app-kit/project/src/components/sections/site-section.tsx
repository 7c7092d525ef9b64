/**
 * The frame of a content site's page sections (quiz, recipes, store, blog…): the page width they share
 * and a titled, full-width section with an anchor id, an optional intro line and a tinted variant that
 * sets it apart from its neighbours. Spacing is logical (start/end), so right-to-left pages mirror.
 */
import * as React from 'react';

import { cn } from '@/lib/utils';

/** The width every section's content shares (the shell leaves <main> full width). */
export function SiteContainer({ className, children }: { className?: string; children: React.ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}

/** A page section; its heading names the region for screen readers, and `#id` links to it. */
export function SiteSection({
  id,
  title,
  intro,
  tinted = false,
  narrow = false,
  actions,
  className,
  children,
}: {
  id: string;
  title: string;
  intro?: string | null;
  /** A muted band behind it, to tell it from the section before. */
  tinted?: boolean;
  /** A reading width (a list, a card) instead of the page's. */
  narrow?: boolean;
  /** Controls beside the heading. */
  actions?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-20 py-12 sm:py-16', tinted && 'bg-muted/50', className)}
    >
      <SiteContainer className={narrow ? 'max-w-3xl' : undefined}>
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl min-w-0">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {title}
            </h2>
            {intro ? <p className="mt-2 text-muted-foreground">{intro}</p> : null}
          </div>
          {actions}
        </div>
        {children}
      </SiteContainer>
    </section>
  );
}

/**
 * A click on an in-page link ("#menu") that scrolls to the section itself: a page under a <base href>
 * would otherwise resolve the fragment against the base and load the page again. Smooth unless the
 * visitor asks for reduced motion; a link whose section is not on the page is left to the browser.
 */
export function scrollToSection(event: React.MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}
