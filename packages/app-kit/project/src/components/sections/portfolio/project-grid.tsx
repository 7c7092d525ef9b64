/**
 * The projects: a search box and tag chips when the schema has them (the count of what is left is
 * announced), a card per project, and its details in a dialog with the next project one click away.
 */
import * as React from 'react';
import { ArrowUpRightIcon, CheckCircle2Icon, FolderSearchIcon, SearchIcon } from 'lucide-react';

import { filterProjects, projectTags } from '@/components/sections/portfolio/logic';
import { ProjectIcon } from '@/components/sections/portfolio/project-icon';
import { SiteSection } from '@/components/sections/site-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { fmt } from '@/lib/app-frame';
import type { PortfolioProject, PortfolioSchema } from '@/lib/portfolio';
import { cn } from '@/lib/utils';

function Tags({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}

function ProjectCard({
  project,
  schema,
  onOpen,
}: {
  project: PortfolioProject;
  schema: PortfolioSchema;
  onOpen: () => void;
}) {
  const { texts } = schema;
  const meta = [project.client, project.year > 0 ? String(project.year) : ''].filter(Boolean).join(' · ');
  return (
    <article className="flex h-full flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex aspect-[16/10] items-center justify-center rounded-lg bg-gradient-to-br from-primary/20 via-primary/5 to-muted text-primary">
        <ProjectIcon name={project.icon} className="size-14" />
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-2">
        {meta ? <p className="text-sm text-muted-foreground">{meta}</p> : null}
        <h3 className="text-xl font-semibold break-words">{project.title}</h3>
        {project.summary ? <p className="text-muted-foreground">{project.summary}</p> : null}
        <Tags tags={project.tags} label={texts.tagsLabel} />
        <div className="mt-auto pt-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onOpen}
            aria-haspopup="dialog"
            aria-label={`${texts.viewProject}: ${project.title}`}
          >
            {texts.viewProject}
            <ArrowUpRightIcon aria-hidden className="rtl:-scale-x-100" />
          </Button>
        </div>
      </div>
    </article>
  );
}

export function ProjectDetail({ project, schema }: { project: PortfolioProject; schema: PortfolioSchema }) {
  const { texts, profile } = schema;
  const facts: [string, string][] = [
    [texts.client, project.client],
    [texts.year, project.year > 0 ? String(project.year) : ''],
    [texts.role, profile.role],
  ];
  return (
    <div className="space-y-5">
      <div className="flex aspect-[21/9] items-center justify-center rounded-lg bg-gradient-to-br from-primary/25 via-primary/5 to-muted text-primary">
        <ProjectIcon name={project.icon} className="size-16" />
      </div>
      <Tags tags={project.tags} label={texts.tagsLabel} />
      <dl className="grid grid-cols-2 gap-4 rounded-lg bg-muted p-4 text-sm sm:grid-cols-3">
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
      </dl>
      {profile.process ? (
        <section>
          <h3 className="font-semibold">{texts.approach}</h3>
          <p className="mt-1 text-muted-foreground">{profile.process}</p>
        </section>
      ) : null}
      {project.outcome ? (
        <section>
          <h3 className="font-semibold">{texts.outcome}</h3>
          <p className="mt-1 flex items-start gap-2 text-muted-foreground">
            <CheckCircle2Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            {project.outcome}
          </p>
        </section>
      ) : null}
    </div>
  );
}

export function ProjectGrid({
  schema,
  title,
  initialOpen = null,
}: {
  schema: PortfolioSchema;
  title: string;
  /** The project whose details are open at first (tests render it on the server). */
  initialOpen?: string | null;
}) {
  const { texts, features, frame } = schema;
  const [query, setQuery] = React.useState('');
  const [tag, setTag] = React.useState<string | null>(null);
  const [openId, setOpenId] = React.useState<string | null>(initialOpen);
  const searchId = React.useId();
  const tags = features.filters ? projectTags(schema.projects) : [];
  const shown = filterProjects(schema.projects, features.search ? query : '', tag, frame.locale);
  const openIndex = schema.projects.findIndex((project) => project.id === openId);
  const open = schema.projects[openIndex];
  const next =
    schema.projects.length > 1 ? schema.projects[(openIndex + 1) % schema.projects.length] : undefined;
  const tools = features.search || tags.length > 0;

  return (
    <SiteSection id="projects" title={title} intro={texts.projectsIntro}>
      {tools ? (
        <div className="mb-8 flex flex-col gap-4">
          {features.search ? (
            <div className="relative max-w-md">
              <label htmlFor={searchId} className="sr-only">
                {texts.searchLabel}
              </label>
              <SearchIcon
                aria-hidden
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={texts.searchLabel}
                className="ps-9"
              />
            </div>
          ) : null}
          {tags.length > 0 ? (
            <div role="group" aria-label={texts.tagsLabel} className="flex flex-wrap gap-2">
              {[null, ...tags].map((name) => {
                const active = tag === name;
                return (
                  <button
                    key={name ?? ''}
                    type="button"
                    aria-pressed={active}
                    onClick={() => setTag(name)}
                    className={cn(
                      'rounded-full border px-3 py-1 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      active
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'bg-background hover:bg-accent hover:text-accent-foreground',
                    )}
                  >
                    {name ?? texts.all}
                  </button>
                );
              })}
            </div>
          ) : null}
          <p role="status" className="text-sm text-muted-foreground">
            {fmt(texts.shownCount, { n: shown.length })}
          </p>
        </div>
      ) : null}
      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed px-6 py-12 text-center">
          <FolderSearchIcon aria-hidden className="mx-auto size-10 text-muted-foreground" />
          <p className="mt-3 font-semibold">{texts.noProjects}</p>
          <p className="mt-1 text-sm text-muted-foreground">{texts.noProjectsHint}</p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} schema={schema} onOpen={() => setOpenId(project.id)} />
            </li>
          ))}
        </ul>
      )}
      <Dialog open={open !== undefined} onOpenChange={(value) => (value ? null : setOpenId(null))}>
        {open ? (
          <DialogContent
            showCloseButton={false}
            className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
            {...(open.summary ? {} : { 'aria-describedby': undefined })}
          >
            <DialogHeader>
              <DialogTitle className="text-2xl">{open.title}</DialogTitle>
              {open.summary ? <DialogDescription>{open.summary}</DialogDescription> : null}
            </DialogHeader>
            <ProjectDetail project={open} schema={schema} />
            <DialogFooter>
              {next && next.id !== open.id ? (
                <Button type="button" variant="outline" onClick={() => setOpenId(next.id)}>
                  {texts.nextProject}: {next.title}
                </Button>
              ) : null}
              <Button type="button" onClick={() => setOpenId(null)}>
                {texts.close}
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </SiteSection>
  );
}
