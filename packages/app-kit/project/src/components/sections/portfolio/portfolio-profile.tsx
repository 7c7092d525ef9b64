/**
 * Who is behind the work: about (initials, name and role, the story, years, projects, city, e-mail and
 * the people who work with them), the skills (levels, a chart with the schema's charts), the
 * experience as a timeline and what clients said.
 */
import {
  BriefcaseIcon,
  FolderOpenIcon,
  MailIcon,
  MapPinIcon,
  QuoteIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';

import { BarChart } from '@/components/sections/bar-chart';
import { SiteSection } from '@/components/sections/site-section';
import { fmt } from '@/lib/app-frame';
import type { PortfolioSchema } from '@/lib/portfolio';
import { cn } from '@/lib/utils';

function initials(name: string, locale: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word.charAt(0).toLocaleUpperCase(locale))
      .join('') || 'A'
  );
}

export function PortfolioAbout({ schema, title }: { schema: PortfolioSchema; title: string }) {
  const { profile, texts, frame } = schema;
  const facts: { icon: LucideIcon; content: string }[] = [];
  if (profile.years > 0)
    facts.push({ icon: BriefcaseIcon, content: fmt(texts.yearsExperience, { n: profile.years }) });
  if (schema.projects.length > 0)
    facts.push({ icon: FolderOpenIcon, content: fmt(texts.projectsDone, { n: schema.projects.length }) });
  if (profile.location)
    facts.push({ icon: MapPinIcon, content: fmt(texts.basedIn, { place: profile.location }) });
  return (
    <SiteSection id="about" title={title}>
      <div className="grid gap-10 md:grid-cols-[14rem_1fr] md:items-start">
        <div
          aria-hidden
          className="mx-auto flex size-44 items-center justify-center rounded-full bg-gradient-to-br from-primary to-primary/60 text-5xl font-bold text-primary-foreground shadow-lg md:size-56"
        >
          {initials(profile.name || frame.name, frame.locale)}
        </div>
        <div>
          {profile.name ? (
            <p className="mb-4 text-2xl font-bold">
              {profile.name}
              <span className="block text-base font-medium text-primary">{profile.role}</span>
            </p>
          ) : null}
          <p className="text-lg leading-relaxed text-muted-foreground">{profile.about}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {facts.map(({ icon: Icon, content }) => (
              <li key={content} className="flex items-center gap-2">
                <Icon aria-hidden className="size-5 shrink-0 text-primary" />
                {content}
              </li>
            ))}
            {profile.email ? (
              <li className="flex min-w-0 items-center gap-2">
                <MailIcon aria-hidden className="size-5 shrink-0 text-primary" />
                <a
                  href={`mailto:${profile.email}`}
                  className="truncate text-primary underline-offset-4 hover:underline"
                >
                  {profile.email}
                </a>
              </li>
            ) : null}
          </ul>
          {schema.people.length > 0 ? (
            <div className="mt-8">
              <h3 className="flex items-center gap-2 font-semibold">
                <UsersIcon aria-hidden className="size-5 text-primary" />
                {texts.teamTitle}
              </h3>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {schema.people.map((person) => (
                  <li key={person.name} className="rounded-lg border bg-card px-4 py-3">
                    <span className="block font-medium">{person.name}</span>
                    {person.role ? (
                      <span className="text-sm text-muted-foreground">{person.role}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </SiteSection>
  );
}

export function PortfolioSkills({ schema, title }: { schema: PortfolioSchema; title: string }) {
  const { texts, features, frame } = schema;
  const percent = (level: number) =>
    new Intl.NumberFormat(frame.locale, { style: 'percent', maximumFractionDigits: 0 }).format(level / 100);
  return (
    <SiteSection id="skills" title={title} intro={texts.skillsIntro} tinted>
      <div className={cn('grid gap-8', features.charts && 'lg:grid-cols-2')}>
        {features.charts ? (
          <div className="rounded-xl border bg-card p-5 shadow-sm">
            <BarChart
              data={schema.skills.map((skill) => ({ label: skill.name, value: skill.level }))}
              label={texts.skillsChart}
              empty={texts.noData}
              format={percent}
            />
          </div>
        ) : null}
        <ul className={cn('grid gap-5', !features.charts && 'sm:grid-cols-2')}>
          {schema.skills.map((skill) => (
            <li key={skill.name}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium">{skill.name}</span>
                <span className="text-sm text-muted-foreground tabular-nums">{percent(skill.level)}</span>
              </div>
              <div aria-hidden className="mt-2 h-2 overflow-hidden rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary" style={{ width: `${skill.level}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </SiteSection>
  );
}

export function PortfolioExperience({ schema, title }: { schema: PortfolioSchema; title: string }) {
  return (
    <SiteSection id="experience" title={title}>
      <ol className="space-y-8 border-s-2 border-primary/20 ps-6">
        {schema.experience.map((item) => (
          <li key={item.role + item.years} className="relative">
            <span
              aria-hidden
              className="absolute -start-[33px] top-1.5 size-4 rounded-full border-4 border-background bg-primary"
            />
            <p className="text-sm font-medium text-primary">
              <span dir="ltr">{item.years}</span>
            </p>
            <h3 className="text-lg font-semibold">{item.role}</h3>
            <p className="text-muted-foreground">{item.place}</p>
          </li>
        ))}
      </ol>
    </SiteSection>
  );
}

export function PortfolioTestimonials({ schema, title }: { schema: PortfolioSchema; title: string }) {
  return (
    <SiteSection id="testimonials" title={title} tinted>
      <ul className="grid gap-6 md:grid-cols-3">
        {schema.testimonials.map((item) => (
          <li key={item.author} className="rounded-xl border bg-card p-6 shadow-sm">
            <figure className="flex h-full flex-col">
              <QuoteIcon aria-hidden className="size-7 text-primary rtl:-scale-x-100" />
              <blockquote className="mt-3 flex-1">{item.quote}</blockquote>
              <figcaption className="mt-5">
                <span className="block font-semibold">{item.author}</span>
                <span className="text-sm text-muted-foreground">{item.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
