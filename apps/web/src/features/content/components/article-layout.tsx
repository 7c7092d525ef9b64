import type { ReactNode } from 'react';
import { ArrowLeft, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import type { ContentBlock } from '@/locales/types';
import { EntryImage } from './entry-image';
import { Byline, ReadTime } from './entry-meta';
import { SectionRenderer } from './section-renderer';
import { ShareControl } from './share-control';

export interface RelatedEntry {
  id: number;
  href: string;
  title: string;
  category: string;
  readTime: number;
  image: string;
  gradient: string;
}

export interface ArticleLayoutProps {
  back: { href: string; label: string };
  category: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  readTime: number;
  image: string;
  imageUrl?: string;
  gradient: string;
  body: readonly ContentBlock[];
  tags: readonly string[];
  related: { title: string; entries: readonly RelatedEntry[] };
}

/** A blog post or learn article: a readable column with its tags and share control, related entries beside it. */
export function ArticleLayout(props: ArticleLayoutProps) {
  const { t } = useTranslation();
  const { back, category, title, excerpt, author, date, readTime, body, tags, related } = props;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-20 sm:px-6 sm:pt-8">
      <ButtonLink to={back.href} variant="ghost" size="sm" className="-ms-2">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {back.label}
      </ButtonLink>
      <div className="mt-6 grid gap-12 lg:grid-cols-[minmax(0,1fr)_17rem] xl:gap-16">
        <article className="min-w-0">
          <header className="mx-auto flex max-w-[68ch] flex-col gap-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-subtle">
              <Badge tone="accent">{category}</Badge>
              <ReadTime minutes={readTime} />
            </div>
            <h1 className="text-3xl leading-tight font-semibold tracking-tight text-balance text-fg sm:text-[2.5rem]">
              {title}
            </h1>
            <p className="text-lg leading-8 text-pretty text-fg-muted">{excerpt}</p>
            <div className="flex flex-wrap items-center justify-between gap-4 border-y border-line py-4">
              <Byline author={author} date={date} />
              <ShareControl title={title} text={excerpt} />
            </div>
          </header>
          <EntryImage
            emoji={props.image}
            gradient={props.gradient}
            imageUrl={props.imageUrl}
            size="hero"
            className="mx-auto mt-8 aspect-[2/1] w-full max-w-[68ch] rounded-2xl sm:aspect-[21/9]"
          />
          <SectionRenderer sections={body} anchorPrefix="article" className="mx-auto mt-10 max-w-[68ch]" />
          <footer className="mx-auto mt-12 flex max-w-[68ch] flex-col gap-6 border-t border-line pt-8">
            <div className="flex flex-col gap-3">
              <h2 className="flex items-center gap-2 text-sm font-semibold text-fg">
                <Tag className="size-4 text-fg-subtle" aria-hidden="true" />
                {t('content.tags')}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full border border-line bg-surface-2 px-3 py-1 text-[13px] text-fg-muted"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          </footer>
        </article>
        <RelatedList title={related.title} entries={related.entries} />
      </div>
    </div>
  );
}

function RelatedList({ title, entries }: { title: string; entries: readonly RelatedEntry[] }): ReactNode {
  if (entries.length === 0) return null;
  return (
    <aside aria-labelledby="related-title" className="lg:sticky lg:top-24 lg:self-start">
      <h2 id="related-title" className="mb-4 text-sm font-semibold tracking-wide text-fg-subtle uppercase">
        {title}
      </h2>
      <ul className="flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              to={entry.href}
              className="group flex gap-3 rounded-xl border border-line bg-surface p-3 transition-colors hover:border-line-strong hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <EntryImage
                emoji={entry.image}
                gradient={entry.gradient}
                size="thumb"
                className="size-14 shrink-0 rounded-lg"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="text-[11px] font-semibold tracking-wide text-accent uppercase">
                  {entry.category}
                </span>
                <span className="line-clamp-2 text-sm leading-snug font-medium text-fg group-hover:text-accent">
                  {entry.title}
                </span>
                <span className="text-xs text-fg-subtle">
                  <ReadTime minutes={entry.readTime} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
