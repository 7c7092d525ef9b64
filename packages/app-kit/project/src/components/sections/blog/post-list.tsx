/**
 * The posts: a search box and category chips with a saved-for-later chip when the schema has them (the
 * count of what is left is announced), a card per post; and the archive, the posts by month.
 */
import * as React from 'react';
import { BookmarkIcon, FileSearchIcon } from 'lucide-react';

import { byMonth, filterPosts, postCategories } from '@/components/sections/blog/logic';
import { PostCard, type PostActions } from '@/components/sections/blog/post-card';
import { EmptyState } from '@/components/sections/list-tools';
import { SiteSection } from '@/components/sections/site-section';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fmt } from '@/lib/app-frame';
import type { BlogPost, BlogSchema } from '@/lib/blog';
import { cn } from '@/lib/utils';

function Chip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        active
          ? 'border-primary bg-primary text-primary-foreground'
          : 'bg-background hover:bg-accent hover:text-accent-foreground',
      )}
    >
      {children}
    </button>
  );
}

export function PostList({
  posts,
  schema,
  title,
  actions,
}: {
  posts: readonly BlogPost[];
  schema: BlogSchema;
  title: string;
  actions: PostActions;
}) {
  const { texts, features, frame } = schema;
  const [query, setQuery] = React.useState('');
  const [category, setCategory] = React.useState<string | null>(null);
  const [savedOnly, setSavedOnly] = React.useState(false);
  const searchId = React.useId();
  const categories = features.filters ? postCategories(posts) : [];
  const shown = filterPosts(posts, {
    query: features.search ? query : '',
    category: features.filters ? category : null,
    saved: features.filters && savedOnly ? actions.saved : null,
    locale: frame.locale,
  });
  const tools = features.search || features.filters;

  return (
    <SiteSection id="posts" title={title}>
      {tools ? (
        <div className="mb-8 flex flex-col gap-4">
          {features.search ? (
            <div className="max-w-md space-y-1.5">
              <Label htmlFor={searchId} className="sr-only">
                {texts.searchLabel}
              </Label>
              <Input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={texts.searchLabel}
              />
            </div>
          ) : null}
          {features.filters ? (
            <div role="group" aria-label={texts.categoryLabel} className="flex flex-wrap gap-2">
              <Chip
                active={category === null && !savedOnly}
                onClick={() => {
                  setCategory(null);
                  setSavedOnly(false);
                }}
              >
                {texts.all}
              </Chip>
              {categories.map((name) => (
                <Chip
                  key={name}
                  active={category === name}
                  onClick={() => setCategory(category === name ? null : name)}
                >
                  {name}
                </Chip>
              ))}
              <Chip active={savedOnly} onClick={() => setSavedOnly((value) => !value)}>
                <BookmarkIcon aria-hidden className="size-3.5" />
                {texts.savedOnly} ({actions.saved.length})
              </Chip>
            </div>
          ) : null}
          <p role="status" className="text-sm text-muted-foreground">
            {fmt(texts.shownCount, { n: shown.length })}
          </p>
        </div>
      ) : null}
      {shown.length === 0 ? (
        savedOnly && actions.saved.length === 0 ? (
          <EmptyState icon={BookmarkIcon} title={texts.noSaved} hint={texts.noSavedHint} />
        ) : (
          <EmptyState icon={FileSearchIcon} title={texts.noPosts} hint={texts.noPostsHint} />
        )
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((post) => (
            <li key={post.id}>
              <PostCard post={post} schema={schema} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </SiteSection>
  );
}

export function BlogArchive({
  posts,
  schema,
  title,
  actions,
}: {
  posts: readonly BlogPost[];
  schema: BlogSchema;
  title: string;
  actions: PostActions;
}) {
  return (
    <SiteSection id="archive" title={title} tinted>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {byMonth(posts, schema.frame.locale).map(({ month, posts: list }) => (
          <section key={month} aria-label={month}>
            <h3 className="text-lg font-semibold capitalize">{month}</h3>
            <ul className="mt-2 space-y-1">
              {list.map((post) => (
                <li key={post.id}>
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => actions.onOpen(post.id)}
                    className="rounded-sm text-start text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {post.title}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </SiteSection>
  );
}
