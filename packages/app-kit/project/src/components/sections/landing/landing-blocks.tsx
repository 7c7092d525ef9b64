/**
 * The landing page's sections of plain content: the figures, the features with their icons, how it
 * works, testimonials, the team and the questions (each answer opens under its question, by mouse or
 * keyboard).
 */
import * as React from 'react';
import {
  BellIcon,
  CalendarDaysIcon,
  ChartColumnIcon,
  ChevronDownIcon,
  ClockIcon,
  CloudIcon,
  CoinsIcon,
  CreditCardIcon,
  DownloadIcon,
  FileTextIcon,
  GaugeIcon,
  GlobeIcon,
  LanguagesIcon,
  LayersIcon,
  LifeBuoyIcon,
  ListChecksIcon,
  MailIcon,
  MapPinIcon,
  MessageSquareIcon,
  PaletteIcon,
  PlugIcon,
  QuoteIcon,
  ReceiptIcon,
  RepeatIcon,
  SearchIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
  SparklesIcon,
  TagIcon,
  TargetIcon,
  TruckIcon,
  UsersIcon,
  WalletIcon,
  ZapIcon,
  type LucideIcon,
} from 'lucide-react';

import { initials } from '@/components/sections/landing/logic';
import { SiteSection } from '@/components/sections/site-section';
import type { FeatureIconName, LandingSchema } from '@/lib/landing';
import { cn } from '@/lib/utils';

const FEATURE_ICONS: Record<FeatureIconName, LucideIcon> = {
  Bell: BellIcon,
  CalendarDays: CalendarDaysIcon,
  ChartColumn: ChartColumnIcon,
  Clock: ClockIcon,
  Cloud: CloudIcon,
  Coins: CoinsIcon,
  CreditCard: CreditCardIcon,
  Download: DownloadIcon,
  FileText: FileTextIcon,
  Gauge: GaugeIcon,
  Globe: GlobeIcon,
  Languages: LanguagesIcon,
  Layers: LayersIcon,
  LifeBuoy: LifeBuoyIcon,
  ListChecks: ListChecksIcon,
  Mail: MailIcon,
  MapPin: MapPinIcon,
  MessageSquare: MessageSquareIcon,
  Palette: PaletteIcon,
  Plug: PlugIcon,
  Receipt: ReceiptIcon,
  Repeat: RepeatIcon,
  Search: SearchIcon,
  ShieldCheck: ShieldCheckIcon,
  Smartphone: SmartphoneIcon,
  Sparkles: SparklesIcon,
  Tag: TagIcon,
  Target: TargetIcon,
  Truck: TruckIcon,
  Users: UsersIcon,
  Wallet: WalletIcon,
  Zap: ZapIcon,
};

export function LandingStats({ schema, title }: { schema: LandingSchema; title: string }) {
  return (
    <SiteSection id="stats" title={title} intro={schema.texts.statsIntro} tinted>
      {/* The figure, then what it counts, in reading order as on the page ("12 000 subscribers"). */}
      <ul className="grid grid-cols-2 gap-8 text-center md:grid-cols-4">
        {schema.figures.map(({ value, label }) => (
          <li key={`${value} ${label}`} className="flex flex-col">
            <span className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl">{value}</span>{' '}
            <span className="text-sm text-muted-foreground">{label}</span>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}

export function LandingFeatures({ schema, title }: { schema: LandingSchema; title: string }) {
  return (
    <SiteSection id="features" title={title} intro={schema.texts.featuresIntro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {schema.featureList.map(({ title: name, body, icon }) => {
          const Icon = FEATURE_ICONS[icon] ?? SparklesIcon;
          return (
            <li key={name} className="h-full rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold break-words">{name}</h3>
              <p className="mt-2 text-muted-foreground">{body}</p>
            </li>
          );
        })}
      </ul>
    </SiteSection>
  );
}

export function LandingSteps({ schema, title }: { schema: LandingSchema; title: string }) {
  return (
    <SiteSection id="how-it-works" title={title} intro={schema.texts.howItWorksIntro} tinted>
      <ol className="grid gap-5 md:grid-cols-3">
        {schema.steps.map(({ title: step, body }, i) => (
          <li key={step} className="h-full rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <span
              aria-hidden
              className="flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step}</h3>
            <p className="mt-2 text-muted-foreground">{body}</p>
          </li>
        ))}
      </ol>
    </SiteSection>
  );
}

function Avatar({ name, large = false }: { name: string; large?: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-primary/60 font-semibold text-primary-foreground',
        large ? 'size-20 text-2xl' : 'size-10 text-sm',
      )}
    >
      {initials(name)}
    </span>
  );
}

export function LandingTestimonials({ schema, title }: { schema: LandingSchema; title: string }) {
  return (
    <SiteSection id="testimonials" title={title} intro={schema.texts.testimonialsIntro}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {schema.testimonials.map(({ quote, name, role }) => (
          <li key={`${quote} ${name}`}>
            <figure className="relative flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
              <QuoteIcon aria-hidden className="absolute end-5 top-5 size-7 text-primary/20" />
              <blockquote className="flex-1 pe-8">“{quote}”</blockquote>
              {name ? (
                <figcaption className="mt-5 flex items-center gap-3">
                  <Avatar name={name} />
                  <span className="min-w-0">
                    <span className="block font-semibold">{name}</span>
                    {role ? <span className="block text-sm text-muted-foreground">{role}</span> : null}
                  </span>
                </figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}

export function LandingTeam({ schema, title }: { schema: LandingSchema; title: string }) {
  return (
    <SiteSection id="team" title={title} intro={schema.texts.teamIntro}>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {schema.team.map(({ name, role }) => (
          <li key={`${name} ${role}`} className="flex flex-col items-center text-center">
            <Avatar name={name} large />
            <h3 className="mt-4 font-semibold break-words">{name}</h3>
            {role ? <p className="text-sm text-muted-foreground">{role}</p> : null}
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}

export function LandingFaq({ schema, title }: { schema: LandingSchema; title: string }) {
  const [open, setOpen] = React.useState<number | null>(0);
  const base = React.useId();
  return (
    <SiteSection id="faq" title={title} intro={schema.texts.faqIntro} tinted>
      <div className="max-w-3xl divide-y rounded-xl border bg-card text-card-foreground shadow-sm">
        {schema.questions.map(({ question, answer }, i) => {
          const shown = open === i;
          const id = `${base}-${i}`;
          return (
            <div key={question}>
              <h3>
                <button
                  type="button"
                  id={id}
                  aria-expanded={shown}
                  aria-controls={`${id}-panel`}
                  onClick={() => setOpen(shown ? null : i)}
                  className="flex w-full items-center justify-between gap-4 px-6 py-4 text-start font-medium transition hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {question}
                  <ChevronDownIcon
                    aria-hidden
                    className={cn(
                      'size-5 shrink-0 text-muted-foreground transition-transform',
                      shown && 'rotate-180',
                    )}
                  />
                </button>
              </h3>
              <div
                id={`${id}-panel`}
                role="region"
                aria-labelledby={id}
                hidden={!shown}
                className="px-6 pb-5 text-muted-foreground"
              >
                {answer}
              </div>
            </div>
          );
        })}
      </div>
    </SiteSection>
  );
}
