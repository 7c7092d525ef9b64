/**
 * The landing page's closing band: a last call to action, then the product's sections to jump to, the
 * ways to reach the business and a way back to the top.
 */
import { ArrowRightIcon, ArrowUpIcon, MailIcon, PhoneIcon } from 'lucide-react';

import { SectionLink } from '@/components/sections/landing/landing-hero';
import { telHref } from '@/components/sections/landing/logic';
import { SiteContainer, scrollToSection } from '@/components/sections/site-section';
import type { LandingSchema } from '@/lib/landing';

const LINK =
  'inline-flex items-center gap-1.5 rounded text-muted-foreground transition hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function LandingFooter({ schema, title }: { schema: LandingSchema; title: string }) {
  const { texts, frame, reach, hero, sections, nav } = schema;
  const contact = sections.some((slot) => slot.id === 'contact');
  return (
    <section id="footer" aria-labelledby="footer-title" className="pb-12">
      <SiteContainer>
        <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12">
          <h2 id="footer-title" className="text-3xl font-bold tracking-tight break-words">
            {title}
          </h2>
          {texts.footerIntro ? <p className="mx-auto mt-3 max-w-xl opacity-90">{texts.footerIntro}</p> : null}
          {hero.cta ? (
            <SectionLink id={hero.cta} variant="outline" className="mt-8 text-foreground">
              {texts.cta}
              <ArrowRightIcon aria-hidden className="rtl:-scale-x-100" />
            </SectionLink>
          ) : null}
        </div>
        <div className="mt-12 grid gap-8 sm:grid-cols-3">
          <div>
            <p className="text-lg font-semibold">{frame.name}</p>
            <p className="mt-2 text-sm text-muted-foreground">{frame.tagline}</p>
          </div>
          {nav.length > 0 ? (
            <nav aria-label={texts.product}>
              <p className="text-sm font-semibold">{texts.product}</p>
              <ul className="mt-3 space-y-2 text-sm">
                {nav.map((link) => (
                  <li key={link.id}>
                    <a
                      href={`#${link.id}`}
                      onClick={(event) => scrollToSection(event, link.id)}
                      className={LINK}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div>
            <p className="text-sm font-semibold">{texts.company}</p>
            <ul className="mt-3 space-y-2 text-sm">
              {contact ? (
                <li>
                  <a href="#contact" onClick={(event) => scrollToSection(event, 'contact')} className={LINK}>
                    {texts.contact}
                  </a>
                </li>
              ) : null}
              {reach.email ? (
                <li>
                  <a href={`mailto:${reach.email}`} className={`${LINK} break-all`}>
                    <MailIcon aria-hidden className="size-4 shrink-0" />
                    {reach.email}
                  </a>
                </li>
              ) : null}
              {reach.phone ? (
                <li>
                  <a href={telHref(reach.phone)} dir="ltr" className={LINK}>
                    <PhoneIcon aria-hidden className="size-4 shrink-0" />
                    {reach.phone}
                  </a>
                </li>
              ) : null}
              <li>
                <a href="#hero" onClick={(event) => scrollToSection(event, 'hero')} className={LINK}>
                  <ArrowUpIcon aria-hidden className="size-4" />
                  {texts.top}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </SiteContainer>
    </section>
  );
}
