/**
 * The controls every list section shares: a search box, the CSV download and the empty state, so the
 * lists look and behave alike and a fix lands in all of them.
 */
import type * as React from 'react';
import { DownloadIcon, SearchIcon, type LucideIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** A search box named by its placeholder text, with the icon on the reading side. */
export function SearchField({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('relative min-w-0 flex-1 basis-40', className)}>
      <SearchIcon
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="ps-9"
      />
    </div>
  );
}

export function ExportButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onClick}>
      <DownloadIcon aria-hidden />
      {label}
    </Button>
  );
}

/** What a list shows when it has nothing, or nothing that matches. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  hint?: string | null;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center',
        className,
      )}
    >
      <Icon aria-hidden className="size-8 text-muted-foreground" />
      <p className="font-medium">{title}</p>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {children}
    </div>
  );
}
