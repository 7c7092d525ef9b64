/** A titled region of a page; its heading names the region for screen readers. */
import * as React from 'react';

import { cn } from '@/lib/utils';

export function Panel({
  id,
  title,
  actions,
  className,
  children,
}: {
  id: string;
  title: string;
  actions?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** One figure with its label. */
export function StatCard({
  label,
  value,
  icon,
}: {
  label: string;
  value: React.ReactNode;
  icon?: React.ReactNode;
}) {
  return (
    <div className="min-w-0 rounded-lg border bg-muted/40 p-4">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        {icon}
        <span className="truncate">{label}</span>
      </div>
      <div className="mt-1 text-xl font-bold break-words tabular-nums sm:text-2xl">{value}</div>
    </div>
  );
}
