/**
 * The landing page's opening: the product's name over the page's one <h1> with what it is, a badge
 * (what is new, or when and where an event is), the calls to action, a note on the plans, the app stores the product
 * is on, and a preview of the product (figures with a growth chart or a short checklist).
 */
import type * as React from 'react';
import { ArrowRightIcon, CircleCheckIcon, SmartphoneIcon, SparklesIcon } from 'lucide-react';

import { BarChart } from '@/components/sections/bar-chart';
import { SiteHero } from '@/components/sections/site-hero';
import { scrollToSection } from '@/components/sections/site-section';
import { Button } from '@/components/ui/button';
import type { AppStore, LandingSchema, LandingSectionId } from '@/lib/landing';
import { cn } from '@/lib/utils';

const STORE_NAMES: Record<AppStore, string> = { ios: 'App Store', android: 'Google Play' };

/** The preview chart's growth, month by month. */
const GROWTH = [12, 18, 15, 24, 29, 27, 36, 43];

/** A link to a section of the page, as a button. */
export function SectionLink({
  id,
  variant = 'default',
  size = 'lg',
  className,
  children,
}: {
  id: LandingSectionId;
  variant?: 'default' | 'outline' | 'ghost';
  size?: 'default' | 'lg';
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <a href={`#${id}`} onClick={(event) => scrollToSection(event, id)}>
        {children}
      </a>
    </Button>
  );
}

function Preview({ schema }: { schema: LandingSchema }) {
  const { hero, texts, features } = schema;
  return (
    <div className="w-full max-w-2xl rounded-xl border bg-card text-start text-card-foreground shadow-xl">
      <div className="flex items-center gap-2 border-b px-5 py-3">
        <span aria-hidden className="size-3 rounded-full bg-red-400/80" />
        <span aria-hidden className="size-3 rounded-full bg-amber-400/80" />
        <span aria-hidden className="size-3 rounded-full bg-emerald-400/80" />
        <span className="ms-3 text-sm font-medium text-muted-foreground">{texts.preview}</span>
      </div>
      <div className="space-y-5 p-5">
        <dl className="grid grid-cols-3 gap-3">
          {hero.tiles.map(({ label, value }) => (
            <div key={label} className="flex flex-col rounded-lg bg-muted p-3">
              <dt className="truncate text-xs text-muted-foreground">{label}</dt>
              <dd className="order-first text-xl font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {features.charts ? (
          <BarChart
            data={hero.months.map((label, i) => ({ label, value: GROWTH[i] ?? 0 }))}
            label={texts.chartLabel}
            empty={texts.noData}
          />
        ) : (
          <ul className="space-y-2">
            {hero.tasks.map((task, i) => (
              <li key={task} className="flex items-center gap-3 rounded-lg border px-4 py-3 text-sm">
                <CircleCheckIcon
                  aria-hidden
                  className={cn('size-5 shrink-0', i < 2 ? 'text-primary' : 'text-muted-foreground/50')}
                />
                <span className={i < 2 ? 'text-muted-foreground line-through' : 'font-medium'}>{task}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function LandingHero({ schema }: { schema: LandingSchema }) {
  const { hero, texts } = schema;
  return (
    <SiteHero id="hero" eyebrow={schema.frame.name} title={texts.heroTitle} subtitle={texts.heroSubtitle}>
      {texts.heroBadge ? (
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-background px-3 py-1 text-sm font-medium">
          <SparklesIcon aria-hidden className="size-4 text-primary" />
          {texts.heroBadge}
        </p>
      ) : null}
      {hero.cta || hero.secondary ? (
        <div className="flex flex-wrap justify-center gap-3">
          {hero.cta ? (
            <SectionLink id={hero.cta}>
              {texts.cta}
              <ArrowRightIcon aria-hidden className="rtl:-scale-x-100" />
            </SectionLink>
          ) : null}
          {hero.secondary ? (
            <SectionLink id={hero.secondary} variant="outline">
              {texts.secondary}
            </SectionLink>
          ) : null}
        </div>
      ) : null}
      {texts.heroNote ? <p className="text-sm text-muted-foreground">{texts.heroNote}</p> : null}
      {hero.stores.length > 0 ? (
        <div className="flex flex-col items-center gap-2">
          <h2 className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
            {texts.storesTitle}
          </h2>
          <ul className="flex flex-wrap justify-center gap-3">
            {hero.stores.map((store) => (
              <li
                key={store}
                className="inline-flex items-center gap-2 rounded-lg bg-foreground px-4 py-2 font-semibold text-background"
              >
                <SmartphoneIcon aria-hidden className="size-5" />
                {STORE_NAMES[store]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* A fundraiser's page leads to its gift, not to a product's preview. */}
      {schema.donation ? null : <Preview schema={schema} />}
    </SiteHero>
  );
}
