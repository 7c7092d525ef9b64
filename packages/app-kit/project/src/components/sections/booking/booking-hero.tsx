/** The booking site's opening: a line on what it offers, the headline, the way to book and the hours and contact. */
import { Link } from 'react-router-dom';
import { ArrowRightIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';

import { SiteHero } from '@/components/sections/site-hero';
import { scrollToSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import type { SectionSlot } from '@/lib/app-frame';
import type { BookingSchema, BookingSectionId } from '@/lib/booking';

/** Where the call to action leads: the offerings (else the form), on this page or on theirs. */
function ctaTarget(
  schema: BookingSchema,
  page: string,
): { slot: SectionSlot<BookingSectionId>; here: boolean } | null {
  const slot =
    schema.sections.find((s) => s.id === 'services') ?? schema.sections.find((s) => s.id === 'book');
  return slot ? { slot, here: slot.page === page } : null;
}

export function BookingHero({ schema, page }: { schema: BookingSchema; page: string }) {
  const { texts, info } = schema;
  const target = ctaTarget(schema, page);
  const path = (() => {
    if (!target || target.here) return '/';
    const found = schema.frame.pages.find((p) => p.id === target.slot.page);
    return found && found !== schema.frame.pages[0] ? found.path : '/';
  })();
  const any = Boolean(info.hours || info.address || info.phone || info.email);
  return (
    <SiteHero eyebrow={texts.heroEyebrow} title={texts.heroTitle} subtitle={texts.heroSubtitle}>
      {target ? (
        <Button asChild size="lg">
          {target.here ? (
            <a href={`#${target.slot.id}`} onClick={(event) => scrollToSection(event, target.slot.id)}>
              {texts.heroCta}
              <ArrowRightIcon aria-hidden className="rtl:-scale-x-100" />
            </a>
          ) : (
            <Link to={path}>
              {texts.heroCta}
              <ArrowRightIcon aria-hidden className="rtl:-scale-x-100" />
            </Link>
          )}
        </Button>
      ) : null}
      {any ? (
        <ul
          aria-label={texts.infoTitle}
          className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-foreground"
        >
          {info.hours ? (
            <li className="inline-flex items-center gap-2">
              <ClockIcon aria-hidden className="size-4 shrink-0 text-primary" />
              {info.hours}
            </li>
          ) : null}
          {info.address ? (
            <li className="inline-flex items-center gap-2">
              <MapPinIcon aria-hidden className="size-4 shrink-0 text-primary" />
              {info.address}
            </li>
          ) : null}
          {info.phone ? (
            <li>
              <a
                href={'tel:' + info.phone.replace(/[^\d+]/g, '')}
                dir="ltr"
                className="inline-flex items-center gap-2 hover:text-primary"
              >
                <PhoneIcon aria-hidden className="size-4 shrink-0 text-primary" />
                {info.phone}
              </a>
            </li>
          ) : null}
          {info.email ? (
            <li>
              <a href={'mailto:' + info.email} className="inline-flex items-center gap-2 hover:text-primary">
                <MailIcon aria-hidden className="size-4 shrink-0 text-primary" />
                {info.email}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </SiteHero>
  );
}
