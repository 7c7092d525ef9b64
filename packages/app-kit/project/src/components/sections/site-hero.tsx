/**
 * The opening band of a content site: a short eyebrow line, the page's one <h1>, a subtitle, and under
 * them whatever the site adds (calls to action, chips, a note). Colours come from the kit theme, so text
 * keeps its contrast on every primary colour and in dark mode.
 */
import * as React from 'react';

import { SiteContainer } from '@/components/sections/site-section';
import { cn } from '@/lib/utils';

export function SiteHero({
  id = 'hero',
  eyebrow,
  title,
  subtitle,
  align = 'center',
  className,
  children,
}: {
  id?: string;
  eyebrow?: string | null;
  title: string;
  subtitle?: string | null;
  align?: 'center' | 'start';
  className?: string;
  /** Calls to action and anything else under the subtitle. */
  children?: React.ReactNode;
}) {
  const titleId = `${id}-title`;
  const centered = align === 'center';
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn('bg-gradient-to-br from-primary/15 via-background to-muted', className)}
    >
      <SiteContainer className={cn('py-14 sm:py-20', centered ? 'max-w-4xl text-center' : 'text-start')}>
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">{eyebrow}</p>
        ) : null}
        <h1
          id={titleId}
          className="mt-4 text-4xl font-extrabold tracking-tight break-words text-foreground sm:text-5xl"
        >
          {title}
        </h1>
        {subtitle ? (
          <p className={cn('mt-4 max-w-2xl text-lg text-muted-foreground', centered && 'mx-auto')}>
            {subtitle}
          </p>
        ) : null}
        {children ? (
          <div className={cn('mt-8 flex flex-col gap-5', centered ? 'items-center' : 'items-start')}>
            {children}
          </div>
        ) : null}
      </SiteContainer>
    </section>
  );
}
