/**
 * The plans, each a card with its price in its currency and what it is per, its perks and a button that
 * picks it (and brings the visitor to the contact form with the plan filled in). When the plans have
 * yearly prices, or the page derives them, a switch shows the prices per month or per year.
 */
import * as React from 'react';
import { CheckIcon } from 'lucide-react';

import { planPrice, type Billing } from '@/components/sections/landing/logic';
import { SiteSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import { fmt } from '@/lib/app-frame';
import type { LandingSchema } from '@/lib/landing';
import { cn } from '@/lib/utils';

export function LandingPricing({
  schema,
  title,
  chosen,
  onChoose,
  start = 'monthly',
}: {
  schema: LandingSchema;
  title: string;
  /** The plan the visitor picked, or empty. */
  chosen: string;
  onChoose: (plan: string) => void;
  /** The billing option shown first (tests render both on the server). */
  start?: Billing;
}) {
  const { texts, plans, billing: mode, frame } = schema;
  const [billing, setBilling] = React.useState<Billing>(mode === 'none' ? 'monthly' : start);
  const toggle =
    mode === 'none' ? null : (
      <div
        role="group"
        aria-label={texts.billing}
        className="inline-flex rounded-full border bg-background p-1"
      >
        {(['monthly', 'yearly'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={billing === option}
            onClick={() => setBilling(option)}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-medium transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              billing === option
                ? 'bg-primary text-primary-foreground'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option === 'monthly' ? texts.monthly : texts.yearly}
            {option === 'yearly' && mode === 'derived' ? (
              <span className="ms-1.5 text-xs opacity-80">({texts.save})</span>
            ) : null}
          </button>
        ))}
      </div>
    );
  return (
    <SiteSection id="pricing" title={title} intro={texts.pricingIntro} actions={toggle}>
      <ul
        className={cn(
          'grid gap-6',
          plans.length >= 4
            ? 'sm:grid-cols-2 lg:grid-cols-4'
            : plans.length === 2
              ? 'md:grid-cols-2'
              : 'md:grid-cols-3',
        )}
      >
        {plans.map((plan) => {
          const selected = chosen === plan.name;
          const shown = planPrice(plan, billing, mode, texts, frame.locale);
          return (
            <li
              key={plan.name}
              className={cn(
                'relative flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm',
                plan.featured && 'border-primary ring-2 ring-primary',
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold break-words">{plan.name}</h3>
                {plan.featured ? (
                  <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
                    {texts.popular}
                  </span>
                ) : null}
              </div>
              {plan.blurb ? <p className="mt-1 text-sm text-muted-foreground">{plan.blurb}</p> : null}
              <p className="mt-5 flex flex-wrap items-baseline gap-x-1.5">
                <span className="text-4xl font-bold tracking-tight tabular-nums">{shown.amount}</span>
                {shown.unit ? <span className="text-sm text-muted-foreground">{shown.unit}</span> : null}
              </p>
              {shown.note ? <p className="mt-1 text-xs text-muted-foreground">{shown.note}</p> : null}
              <ul className="mt-5 flex-1 space-y-2.5 text-sm">
                {plan.perks.map((perk) => (
                  <li key={perk} className="flex gap-2.5">
                    <CheckIcon aria-hidden className="size-5 shrink-0 text-primary" />
                    {perk}
                  </li>
                ))}
              </ul>
              <Button
                type="button"
                className="mt-6 w-full"
                variant={plan.featured ? 'default' : 'outline'}
                aria-pressed={selected}
                onClick={() => onChoose(plan.name)}
              >
                {selected ? <CheckIcon aria-hidden /> : null}
                {selected ? texts.chosen : fmt(texts.choose, { plan: plan.name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </SiteSection>
  );
}
