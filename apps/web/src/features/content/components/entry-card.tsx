import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EntryImage } from './entry-image';
import { Byline, ReadTime } from './entry-meta';

export interface EntryCardProps {
  href: string;
  title: string;
  excerpt: string;
  category: string;
  readTime: number;
  author: string;
  date: string;
  image: string;
  imageUrl?: string;
  gradient: string;
}

/** A post or article in a list: picture, category, read time, title, excerpt, byline and Read More. */
export function EntryCard(props: EntryCardProps) {
  const { t } = useTranslation();
  const { href, title, excerpt, category, readTime, author, date } = props;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-soft transition-[border-color,box-shadow,transform] duration-200 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent hover:-translate-y-0.5 hover:border-line-strong hover:shadow-float">
      <EntryImage
        emoji={props.image}
        gradient={props.gradient}
        imageUrl={props.imageUrl}
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-subtle">
          <Badge tone="accent">{category}</Badge>
          <ReadTime minutes={readTime} />
        </div>
        <h2 className="text-lg leading-snug font-semibold tracking-tight text-balance text-fg">{title}</h2>
        <p className="line-clamp-3 text-sm leading-6 text-fg-muted">{excerpt}</p>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-line pt-4">
          <Byline author={author} date={date} />
          {/* The whole card is the link's target area; its name says which entry it opens. */}
          <Link
            to={href}
            aria-label={`${t('content.readMore')}: ${title}`}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-accent after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            {t('content.readMore')}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
            />
          </Link>
        </div>
      </div>
    </article>
  );
}
