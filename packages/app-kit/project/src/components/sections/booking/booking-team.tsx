/** The people who run the place, with their initials as a picture, and the questions visitors ask, each opening its answer. */
import { ChevronDownIcon } from 'lucide-react';

import { SiteSection } from '@/components/sections/site-section';
import type { BookingSchema } from '@/lib/booking';

/** Up to two initials, without a leading title such as a doctor's. */
function initials(name: string): string {
  return name
    .replace(/^(Dr|Dra|Prof)\.?\s+/i, '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

export function BookingTeam({ schema, title }: { schema: BookingSchema; title: string }) {
  return (
    <SiteSection id="team" title={title}>
      <ul className="grid gap-5 sm:grid-cols-3">
        {schema.team.map((person) => (
          <li
            key={person.name}
            className="flex items-center gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
          >
            <span
              aria-hidden
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {initials(person.name)}
            </span>
            <div className="min-w-0">
              <p className="font-semibold break-words">{person.name}</p>
              {person.role ? <p className="text-sm text-muted-foreground">{person.role}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}

export function BookingFaq({ schema, title }: { schema: BookingSchema; title: string }) {
  return (
    <SiteSection id="faq" title={title}>
      <div className="divide-y rounded-xl border">
        {schema.faq.map((item) => (
          <details key={item.q} className="group p-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
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
