/**
 * The blog's opening (who writes it, the headline, a link down to the posts) and the featured post: the
 * first one, large, with its lead and a button to read it.
 */
import { ArrowDownIcon, PenLineIcon } from 'lucide-react';

import { PostMeta, ReadButton, type PostActions } from '@/components/sections/blog/post-card';
import { PostIcon } from '@/components/sections/blog/post-icon';
import { SiteHero } from '@/components/sections/site-hero';
import { SiteSection, scrollToSection } from '@/components/sections/site-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { BlogPost, BlogSchema } from '@/lib/blog';

export function BlogHero({ schema, postsHere }: { schema: BlogSchema; postsHere: boolean }) {
  const { texts } = schema;
  return (
    <SiteHero id="hero" eyebrow={texts.heroEyebrow} title={texts.heroTitle} subtitle={texts.heroSubtitle}>
      {postsHere ? (
        <Button asChild size="lg">
          <a href="#posts" onClick={(event) => scrollToSection(event, 'posts')}>
            {texts.heroCta}
            <ArrowDownIcon aria-hidden />
          </a>
        </Button>
      ) : (
        <PenLineIcon aria-hidden className="size-6 text-primary" />
      )}
    </SiteHero>
  );
}

export function BlogFeatured({
  post,
  schema,
  title,
  actions,
}: {
  post: BlogPost | undefined;
  schema: BlogSchema;
  title: string;
  actions: PostActions;
}) {
  if (!post) return null;
  return (
    <SiteSection id="featured" title={title}>
      <article className="grid gap-8 overflow-hidden rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8 md:grid-cols-2 md:items-center">
        <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-gradient-to-br from-primary/25 via-primary/5 to-muted text-primary">
          <PostIcon name={post.icon} className="size-20" />
        </div>
        <div className="flex flex-col items-start gap-3">
          {post.category ? <Badge variant="secondary">{post.category}</Badge> : null}
          <h3 className="text-2xl leading-tight font-bold break-words sm:text-3xl">{post.title}</h3>
          <PostMeta post={post} schema={schema} />
          {post.excerpt ? <p className="text-lg text-muted-foreground">{post.excerpt}</p> : null}
          <div className="mt-2">
            <ReadButton post={post} schema={schema} actions={actions} variant="default" size="default" />
          </div>
        </div>
      </article>
    </SiteSection>
  );
}
