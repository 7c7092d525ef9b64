/** Numbered steps (how a site works, how to book), each a card with an icon and a sentence, in order. */
import type { LucideIcon } from 'lucide-react';

export interface SiteStep {
  icon: LucideIcon;
  text: string;
}

export function SiteSteps({ steps }: { steps: readonly SiteStep[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-3">
      {steps.map(({ icon: Icon, text }, i) => (
        <li key={i} className="h-full rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Icon aria-hidden className="size-5" />
          </span>
          <p className="mt-3 text-sm font-semibold text-muted-foreground">{i + 1}</p>
          <p className="mt-1">{text}</p>
        </li>
      ))}
    </ol>
  );
}
