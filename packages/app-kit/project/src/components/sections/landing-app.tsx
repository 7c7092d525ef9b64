/**
 * A product's whole landing page described by a `LandingSchema`: the sections the schema lists one under
 * the other (the hero, figures, features, how it works, testimonials, team, pricing, questions, a
 * fundraiser's ask, the sign-up, the contact form and the closing band). A plan picked in the pricing is carried into the
 * contact form. Every word it shows comes from the schema.
 */
import * as React from 'react';

import { AppPages } from '@/components/sections/app-shell';
import {
  LandingFaq,
  LandingFeatures,
  LandingStats,
  LandingSteps,
  LandingTeam,
  LandingTestimonials,
} from '@/components/sections/landing/landing-blocks';
import { LandingDonate } from '@/components/sections/landing/landing-donate';
import { LandingFooter } from '@/components/sections/landing/landing-footer';
import { LandingContact, LandingNewsletter } from '@/components/sections/landing/landing-forms';
import { LandingHero } from '@/components/sections/landing/landing-hero';
import { LandingPricing } from '@/components/sections/landing/landing-pricing';
import type { SectionSlot } from '@/lib/app-frame';
import type { LandingSchema, LandingSectionId } from '@/lib/landing';

/** The sections that carry their page's <h1>. */
const HEROES: readonly LandingSectionId[] = ['hero'];

export function LandingApp({ schema }: { schema: LandingSchema }) {
  const [plan, setPlan] = React.useState('');
  const contact = schema.sections.some((slot) => slot.id === 'contact');

  function choose(name: string) {
    setPlan(name);
    if (!contact) return;
    const target = document.getElementById('contact');
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }

  function section(slot: SectionSlot<LandingSectionId>) {
    switch (slot.id) {
      case 'hero':
        return <LandingHero schema={schema} />;
      case 'stats':
        return <LandingStats schema={schema} title={slot.title} />;
      case 'features':
        return <LandingFeatures schema={schema} title={slot.title} />;
      case 'how-it-works':
        return <LandingSteps schema={schema} title={slot.title} />;
      case 'testimonials':
        return schema.testimonials.length > 0 ? (
          <LandingTestimonials schema={schema} title={slot.title} />
        ) : null;
      case 'team':
        return schema.team.length > 0 ? <LandingTeam schema={schema} title={slot.title} /> : null;
      case 'pricing':
        return schema.plans.length > 0 ? (
          <LandingPricing schema={schema} title={slot.title} chosen={plan} onChoose={choose} />
        ) : null;
      case 'faq':
        return <LandingFaq schema={schema} title={slot.title} />;
      case 'donate':
        return <LandingDonate schema={schema} title={slot.title} />;
      case 'newsletter':
        return <LandingNewsletter schema={schema} title={slot.title} />;
      case 'contact':
        return <LandingContact schema={schema} title={slot.title} plan={plan} onPlanChange={setPlan} />;
      case 'footer':
        return <LandingFooter schema={schema} title={slot.title} />;
    }
  }

  return (
    <AppPages
      frame={schema.frame}
      sections={schema.sections}
      render={section}
      layout="site"
      heroes={HEROES}
    />
  );
}
