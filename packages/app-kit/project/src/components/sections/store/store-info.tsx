/** The store's reassurance sections: its perks (shipping, returns, payment), customer reviews and a FAQ. */
import { ChevronDownIcon, QuoteIcon, RotateCcwIcon, ShieldCheckIcon, TruckIcon } from 'lucide-react';

import { SiteSection } from '@/components/sections/site-section';
import { fmt } from '@/lib/app-frame';
import type { StoreSchema } from '@/lib/store';

const CARD = 'h-full rounded-xl border bg-card p-6 text-card-foreground shadow-sm';

export function Perks({ schema, title, freeFrom }: { schema: StoreSchema; title: string; freeFrom: string }) {
  const { texts } = schema;
  const perks = [
    { icon: TruckIcon, title: texts.perkShipping, text: fmt(texts.perkShippingText, { amount: freeFrom }) },
    { icon: RotateCcwIcon, title: texts.perkReturns, text: texts.perkReturnsText },
    { icon: ShieldCheckIcon, title: texts.perkSecure, text: texts.perkSecureText },
  ];
  return (
    <SiteSection id="perks" title={title} tinted>
      <ul className="grid gap-5 sm:grid-cols-3">
        {perks.map(({ icon: Icon, title: perk, text }) => (
          <li key={perk} className={CARD}>
            <Icon aria-hidden className="size-8 text-primary" />
            <h3 className="mt-3 text-lg font-semibold">{perk}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}

export function Reviews({ schema, title }: { schema: StoreSchema; title: string }) {
  return (
    <SiteSection id="reviews" title={title}>
      <ul className="grid gap-5 md:grid-cols-3">
        {schema.reviews.map((review, index) => (
          <li key={`${index}-${review.author}`} className={CARD}>
            <figure>
              <QuoteIcon aria-hidden className="size-6 text-primary rtl:-scale-x-100" />
              <blockquote className="mt-3">{review.text}</blockquote>
              <figcaption className="mt-4 text-sm font-semibold">
                {review.author}
                {review.stars ? <span aria-hidden> · {'★'.repeat(review.stars)}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}

export function Faq({ schema, title }: { schema: StoreSchema; title: string }) {
  const { texts } = schema;
  const items = [
    { q: texts.faq1q, a: texts.faq1a },
    { q: texts.faq2q, a: texts.faq2a },
    { q: texts.faq3q, a: texts.faq3a },
  ];
  return (
    <SiteSection id="faq" title={title}>
      <div className="divide-y rounded-xl border">
        {items.map((item) => (
          <details key={item.q} className="group p-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
              {item.q}
              <ChevronDownIcon aria-hidden className="size-5 shrink-0 transition group-open:rotate-180" />
            </summary>
            <p className="mt-2 text-muted-foreground">{item.a}</p>
          </details>
        ))}
      </div>
    </SiteSection>
  );
}
