/**
 * The portfolio's opening: who it is (name and role), the headline, where they are based and how to
 * reach them (e-mail, phone), that they take new work, and links to the projects and the contact form,
 * on this page or on theirs.
 */
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { ArrowDownIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';

import { sectionLink, telHref } from '@/components/sections/portfolio/logic';
import { SiteHero } from '@/components/sections/site-hero';
import { scrollToSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import type { PortfolioSchema, PortfolioSectionId } from '@/lib/portfolio';

export function ownerLine(profile: PortfolioSchema['profile']): string {
  return profile.name ? `${profile.name}, ${profile.role}` : profile.role;
}

/** A link to a section: an anchor that scrolls on this page, a route to another. */
function SectionButton({
  schema,
  id,
  page,
  variant,
  children,
}: {
  schema: PortfolioSchema;
  id: PortfolioSectionId;
  page: string;
  variant: 'default' | 'outline';
  children: React.ReactNode;
}) {
  const target = sectionLink(schema, id, page);
  if (!target) return null;
  return (
    <Button asChild size="lg" variant={variant}>
      {target.kind === 'anchor' ? (
        <a href={target.href} onClick={(event) => scrollToSection(event, id)}>
          {children}
        </a>
      ) : (
        <Link to={target.to}>{children}</Link>
      )}
    </Button>
  );
}

export function PortfolioHero({ schema, page }: { schema: PortfolioSchema; page: string }) {
  const { profile, texts } = schema;
  return (
    <SiteHero
      id="hero"
      align="start"
      eyebrow={ownerLine(profile)}
      title={texts.heroTitle}
      subtitle={texts.heroSubtitle}
    >
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium">
        {profile.location ? (
          <li className="flex items-center gap-1.5">
            <MapPinIcon aria-hidden className="size-4 text-primary" />
            {profile.location}
          </li>
        ) : null}
        {profile.email ? (
          <li className="flex items-center gap-1.5">
            <MailIcon aria-hidden className="size-4 text-primary" />
            <a href={`mailto:${profile.email}`} className="underline-offset-4 hover:underline">
              {profile.email}
            </a>
          </li>
        ) : null}
        {profile.phone ? (
          <li className="flex items-center gap-1.5">
            <PhoneIcon aria-hidden className="size-4 text-primary" />
            <a href={telHref(profile.phone)} dir="ltr" className="underline-offset-4 hover:underline">
              {profile.phone}
            </a>
          </li>
        ) : null}
      </ul>
      <p className="inline-flex items-center gap-2 rounded-full bg-primary/10 px-3 py-1 text-sm font-medium">
        <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
        {texts.available}
      </p>
      <div className="flex flex-wrap gap-3">
        <SectionButton schema={schema} id="projects" page={page} variant="default">
          <ArrowDownIcon aria-hidden />
          {texts.heroCta}
        </SectionButton>
        <SectionButton schema={schema} id="contact" page={page} variant="outline">
          <MailIcon aria-hidden />
          {texts.heroContact}
        </SectionButton>
      </div>
    </SiteHero>
  );
}
