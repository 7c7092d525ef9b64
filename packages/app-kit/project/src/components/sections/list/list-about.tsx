/** What the app is for and where what a visitor adds is kept. */
import { InfoIcon } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { SiteContainer } from '@/components/sections/site-section';
import type { ListSchema } from '@/lib/list';

export function ListAbout({
  schema,
  title,
  narrow,
}: {
  schema: ListSchema;
  title: string;
  /** Centred at a reading width, under a hero; else as wide as the page's heading. */
  narrow: boolean;
}) {
  const { texts: T } = schema;
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 py-12 sm:py-16">
      <SiteContainer className={narrow ? 'max-w-3xl' : undefined}>
        <Card className="flex-row gap-4 p-5 sm:p-6">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
            <InfoIcon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="about-title" className="text-xl font-bold tracking-tight break-words">
              {title}
            </h2>
            {T.aboutSubtitle ? <p className="mt-2 text-muted-foreground">{T.aboutSubtitle}</p> : null}
            <p className="mt-2 text-muted-foreground">{T.aboutBody}</p>
          </div>
        </Card>
      </SiteContainer>
    </section>
  );
}
