/**
 * A post as the lists show it: its picture, category, title, date and reading time, lead, a button that
 * opens it to read and a save-for-later toggle (its pressed state says whether it is saved).
 */
import { ArrowRightIcon, BookmarkCheckIcon, BookmarkIcon, ClockIcon, Trash2Icon } from 'lucide-react';

import { postDate, isoDay } from '@/components/sections/blog/logic';
import { PostIcon } from '@/components/sections/blog/post-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fmt } from '@/lib/app-frame';
import type { BlogPost, BlogSchema } from '@/lib/blog';

/** What the lists need to show a post and act on it. */
export interface PostActions {
  saved: readonly string[];
  mine: readonly string[];
  onOpen: (id: string) => void;
  onToggleSaved: (id: string) => void;
  onDelete: (id: string) => void;
}

export function PostMeta({ post, schema }: { post: BlogPost; schema: BlogSchema }) {
  const date = postDate(post);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <time dateTime={isoDay(date)}>
        {date.toLocaleDateString(schema.frame.locale, { dateStyle: 'medium' })}
      </time>
      {post.minutes > 0 ? (
        <>
          <span aria-hidden>·</span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon aria-hidden className="size-3.5" />
            {fmt(schema.texts.minutes, { n: post.minutes })}
          </span>
        </>
      ) : null}
    </p>
  );
}

export function SaveToggle({
  post,
  schema,
  actions,
}: {
  post: BlogPost;
  schema: BlogSchema;
  actions: PostActions;
}) {
  const on = actions.saved.includes(post.id);
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={on}
      aria-label={`${schema.texts.save}: ${post.title}`}
      onClick={() => actions.onToggleSaved(post.id)}
    >
      {on ? <BookmarkCheckIcon aria-hidden className="text-primary" /> : <BookmarkIcon aria-hidden />}
      {schema.texts.save}
    </Button>
  );
}

export function ReadButton({
  post,
  schema,
  actions,
  variant = 'outline',
  size = 'sm',
}: {
  post: BlogPost;
  schema: BlogSchema;
  actions: PostActions;
  variant?: 'default' | 'outline' | 'link';
  size?: 'sm' | 'default';
}) {
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      aria-haspopup="dialog"
      aria-label={`${schema.texts.readPost}: ${post.title}`}
      onClick={() => actions.onOpen(post.id)}
    >
      {schema.texts.readPost}
      <ArrowRightIcon aria-hidden className="rtl:-scale-x-100" />
    </Button>
  );
}

export function PostCard({
  post,
  schema,
  actions,
}: {
  post: BlogPost;
  schema: BlogSchema;
  actions: PostActions;
}) {
  const { texts } = schema;
  const mine = actions.mine.includes(post.id);
  return (
    <article className="flex h-full flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <div className="flex aspect-[16/9] items-center justify-center rounded-lg bg-gradient-to-br from-primary/20 via-primary/5 to-muted text-primary">
        <PostIcon name={post.icon} />
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {post.category ? <Badge variant="secondary">{post.category}</Badge> : null}
          {mine ? <Badge>{texts.yourPost}</Badge> : null}
        </div>
        <h3 className="text-xl leading-snug font-semibold break-words">{post.title}</h3>
        <PostMeta post={post} schema={schema} />
        {post.excerpt ? <p className="line-clamp-4 text-muted-foreground">{post.excerpt}</p> : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
          <ReadButton post={post} schema={schema} actions={actions} />
          <div className="flex flex-wrap gap-1">
            <SaveToggle post={post} schema={schema} actions={actions} />
            {mine ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`${texts.deletePost}: ${post.title}`}
                onClick={() => actions.onDelete(post.id)}
              >
                <Trash2Icon aria-hidden />
                {texts.deletePost}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}
