/** The list's opening band: who it is for, its name, what it is, and a button to the new item's field. */
import { ArrowRightIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { SiteHero } from '@/components/sections/site-hero';
import type { ListSchema } from '@/lib/list';

/** The id of the new item's title field, which the hero's button focuses. */
export const NEW_ITEM_ID = 'new-item';

function focusNewItem() {
  const input = document.getElementById(NEW_ITEM_ID);
  if (!input) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  input.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
  input.focus({ preventScroll: true });
}

export function ListHero({
  schema,
  title,
  subtitle,
  listHere,
}: {
  schema: ListSchema;
  title: string;
  subtitle?: string;
  /** Whether the list is on this page, so the button has a field to go to. */
  listHere: boolean;
}) {
  const { texts: T } = schema;
  return (
    <SiteHero eyebrow={T.badge} title={title} subtitle={subtitle}>
      {listHere ? (
        <Button type="button" size="lg" onClick={focusNewItem}>
          {T.cta}
          <ArrowRightIcon aria-hidden className="rtl:-scale-x-100" />
        </Button>
      ) : null}
    </SiteHero>
  );
}
