/** Where to find the restaurant: the address with a map link, the phone and the email it has. */
import type * as React from 'react';
import { ExternalLinkIcon, MailIcon, MapPinIcon, PhoneIcon, type LucideIcon } from 'lucide-react';

import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import type { RestaurantSchema } from '@/lib/restaurant';

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="break-words">{children}</dd>
      </div>
    </div>
  );
}

export function RestaurantLocation({ schema, title }: { schema: RestaurantSchema; title: string }) {
  const { texts, contact } = schema;
  const link = 'text-primary underline-offset-4 hover:underline';
  return (
    <SiteSection id="location" title={title}>
      <div className="grid gap-6 md:grid-cols-2">
        <div
          aria-hidden
          className="relative min-h-56 overflow-hidden rounded-xl border bg-muted bg-[linear-gradient(90deg,var(--border)_1px,transparent_1px),linear-gradient(var(--border)_1px,transparent_1px)] bg-[size:32px_32px]"
        >
          <div className="absolute inset-x-0 top-1/2 h-6 -translate-y-1/2 bg-background/80" />
          <div className="absolute inset-y-0 start-1/3 w-5 bg-background/80" />
          <MapPinIcon className="absolute start-1/2 top-1/2 size-12 -translate-x-1/2 -translate-y-full fill-primary/20 text-primary rtl:translate-x-1/2" />
        </div>
        <div className="space-y-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
          <dl className="space-y-4">
            {contact.address ? (
              <Detail icon={MapPinIcon} label={texts.address}>
                {contact.address}
              </Detail>
            ) : null}
            {contact.phone ? (
              <Detail icon={PhoneIcon} label={texts.phone}>
                <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className={link} dir="ltr">
                  {contact.phone}
                </a>
              </Detail>
            ) : null}
            {contact.email ? (
              <Detail icon={MailIcon} label={texts.email}>
                <a href={`mailto:${contact.email}`} className={link}>
                  {contact.email}
                </a>
              </Detail>
            ) : null}
          </dl>
          {contact.address ? (
            <Button asChild variant="outline">
              <a
                href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(contact.address)}`}
                target="_blank"
                rel="noreferrer"
              >
                <ExternalLinkIcon aria-hidden />
                {texts.openMap}
              </a>
            </Button>
          ) : null}
        </div>
      </div>
    </SiteSection>
  );
}
