/**
 * The packages or services on offer, each a card with its price in the schema's currency (and what it
 * is per, when the brief said), and a way to ask about them: the contact form or an e-mail.
 */
import { Link } from 'react-router-dom';
import { CheckIcon, MailIcon } from 'lucide-react';

import { periodText, sectionLink } from '@/components/sections/portfolio/logic';
import { formatPrice } from '@/lib/money';
import { SiteSection, scrollToSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import type { PortfolioSchema } from '@/lib/portfolio';

export function PortfolioPackages({
  schema,
  title,
  page,
}: {
  schema: PortfolioSchema;
  title: string;
  page: string;
}) {
  const { texts, frame } = schema;
  const contact = sectionLink(schema, 'contact', page);
  return (
    <SiteSection id="pricing" title={title} intro={texts.pricingIntro} tinted>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {schema.packages.map((pkg) => {
          const per = periodText(pkg, texts);
          return (
            <li
              key={pkg.id}
              className="flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
            >
              <h3 className="text-lg font-semibold break-words">{pkg.name}</h3>
              <p className="mt-3 flex flex-wrap items-baseline gap-x-1.5">
                <span className="text-3xl font-bold tracking-tight tabular-nums">
                  {formatPrice(pkg.price, schema.currency, frame.locale)}
                </span>
                {per ? <span className="text-sm text-muted-foreground">{per}</span> : null}
              </p>
              {pkg.detail ? (
                <p className="mt-4 flex items-start gap-2 text-muted-foreground">
                  <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  {pkg.detail}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {contact || schema.profile.email ? (
        <div className="mt-8">
          <Button asChild variant="outline">
            {contact?.kind === 'anchor' ? (
              <a href={contact.href} onClick={(event) => scrollToSection(event, 'contact')}>
                <MailIcon aria-hidden />
                {texts.heroContact}
              </a>
            ) : contact?.kind === 'route' ? (
              <Link to={contact.to}>
                <MailIcon aria-hidden />
                {texts.heroContact}
              </Link>
            ) : (
              <a href={`mailto:${schema.profile.email}`}>
                <MailIcon aria-hidden />
                {texts.emailMe}
              </a>
            )}
          </Button>
        </div>
      ) : null}
    </SiteSection>
  );
}
