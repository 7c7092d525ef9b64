/** The restaurant's opening: a line on its kitchen, the headline, whether it is open now, and the way to a table and the menu. */
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { CalendarCheckIcon, ClockIcon, UtensilsCrossedIcon, type LucideIcon } from 'lucide-react';

import { openUntil } from '@/components/sections/restaurant/logic';
import { SiteHero } from '@/components/sections/site-hero';
import { scrollToSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { fmt, type SectionSlot } from '@/lib/app-frame';
import type { RestaurantSchema, RestaurantSectionId } from '@/lib/restaurant';

/** A link to a section: a scroll when it is on this page, else its page. */
function SectionLink({
  schema,
  target,
  here,
  icon: Icon,
  variant,
  children,
}: {
  schema: RestaurantSchema;
  target: SectionSlot<RestaurantSectionId>;
  here: string;
  icon: LucideIcon;
  variant: 'default' | 'outline';
  children: React.ReactNode;
}) {
  const content = (
    <>
      <Icon aria-hidden />
      {children}
    </>
  );
  if (target.page === here) {
    return (
      <Button asChild size="lg" variant={variant}>
        <a href={`#${target.id}`} onClick={(event) => scrollToSection(event, target.id)}>
          {content}
        </a>
      </Button>
    );
  }
  const page = schema.frame.pages.find((p) => p.id === target.page);
  const path = page && page !== schema.frame.pages[0] ? page.path : '/';
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to={path}>{content}</Link>
    </Button>
  );
}

export function RestaurantHero({
  schema,
  page,
  now,
}: {
  schema: RestaurantSchema;
  /** The page the hero is on. */
  page: string;
  now: Date;
}) {
  const { texts } = schema;
  const until = openUntil(schema.hours, now);
  const slot = (id: RestaurantSectionId) => schema.sections.find((s) => s.id === id);
  const book = slot('reservations');
  const menu = slot('menu');
  return (
    <SiteHero eyebrow={texts.heroEyebrow} title={texts.heroTitle} subtitle={texts.heroSubtitle}>
      <p className="inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-sm font-medium">
        <ClockIcon aria-hidden className="size-4" />
        {until ? fmt(texts.openNow, { time: until }) : texts.closedNow}
      </p>
      {book || menu ? (
        <div className="flex flex-wrap justify-center gap-3">
          {book ? (
            <SectionLink schema={schema} target={book} here={page} icon={CalendarCheckIcon} variant="default">
              {texts.heroCta}
            </SectionLink>
          ) : null}
          {menu ? (
            <SectionLink
              schema={schema}
              target={menu}
              here={page}
              icon={UtensilsCrossedIcon}
              variant="outline"
            >
              {texts.heroMenu}
            </SectionLink>
          ) : null}
        </div>
      ) : null}
    </SiteHero>
  );
}
