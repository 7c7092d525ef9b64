/**
 * A whole blog described by a `BlogSchema`: the frame with its pages, and on them the sections the
 * schema lists (the intro, the featured post, the posts with search and filters, the archive, the
 * author, the newsletter and a form to write a post), sharing the reader dialog and what the browser
 * keeps: the posts saved for later, the newsletter address and the posts the visitor wrote. Every word
 * it shows comes from the schema.
 */
import * as React from 'react';

import { BlogAbout, BlogNewsletter } from '@/components/sections/blog/blog-about';
import { BlogFeatured, BlogHero } from '@/components/sections/blog/blog-hero';
import { postCategories, savedIds, savedPosts, writtenPost } from '@/components/sections/blog/logic';
import { NewPost } from '@/components/sections/blog/new-post';
import type { PostActions } from '@/components/sections/blog/post-card';
import { BlogArchive, PostList } from '@/components/sections/blog/post-list';
import { PostReader } from '@/components/sections/blog/post-reader';
import { AppPages } from '@/components/sections/app-shell';
import type { SectionSlot } from '@/lib/app-frame';
import type { BlogPost, BlogSchema, BlogSectionId } from '@/lib/blog';
import { useAppData } from '@/lib/stored-state';

/** The sections that carry their page's <h1>. */
const HEROES: readonly BlogSectionId[] = ['hero'];

export function BlogApp({ schema, initialOpen = null }: { schema: BlogSchema; initialOpen?: string | null }) {
  const { frame } = schema;
  const [storedMine, setMine] = useAppData<BlogPost[]>(frame, 'my-posts', () => []);
  const [storedSaved, setSaved] = useAppData<string[]>(frame, 'saved-posts', () => []);
  const [subscribed, setSubscribed] = useAppData<string | null>(frame, 'newsletter', () => null);
  const [openId, setOpenId] = React.useState<string | null>(initialOpen);
  const mine = savedPosts(storedMine);
  // The visitor's posts first, newest first; then the blog's own.
  const posts = [...mine, ...schema.posts];
  const saved = savedIds(storedSaved, posts);
  const categories = postCategories(schema.posts);

  const actions: PostActions = {
    saved,
    mine: mine.map((post) => post.id),
    onOpen: setOpenId,
    onToggleSaved: (id) =>
      setSaved((previous) => {
        const ids = Array.isArray(previous) ? previous : [];
        return ids.includes(id) ? ids.filter((s) => s !== id) : [...ids, id];
      }),
    onDelete: (id) => {
      setMine((previous) => savedPosts(previous).filter((post) => post.id !== id));
      setSaved((previous) => (Array.isArray(previous) ? previous.filter((s) => s !== id) : []));
    },
  };

  function publish(draft: Parameters<typeof writtenPost>[0]): string {
    const post = writtenPost(draft, {
      fallbackCategory: categories[0] ?? '',
      taken: posts.map((p) => p.id),
    });
    setMine((previous) => [post, ...savedPosts(previous)]);
    return post.title;
  }

  const on = (id: BlogSectionId) => schema.sections.find((s) => s.id === id);

  function section(slot: SectionSlot<BlogSectionId>) {
    switch (slot.id) {
      case 'hero':
        return <BlogHero schema={schema} postsHere={on('posts')?.page === slot.page} />;
      case 'featured':
        return <BlogFeatured post={schema.posts[0]} schema={schema} title={slot.title} actions={actions} />;
      case 'posts':
        return <PostList posts={posts} schema={schema} title={slot.title} actions={actions} />;
      case 'archive':
        return <BlogArchive posts={posts} schema={schema} title={slot.title} actions={actions} />;
      case 'about':
        return <BlogAbout schema={schema} title={slot.title} count={posts.length} />;
      case 'newsletter':
        return (
          <BlogNewsletter
            schema={schema}
            title={slot.title}
            subscribed={typeof subscribed === 'string' ? subscribed : null}
            onSubscribe={setSubscribed}
          />
        );
      case 'new-post':
        return <NewPost schema={schema} title={slot.title} categories={categories} onPublish={publish} />;
    }
  }

  return (
    <>
      <AppPages frame={frame} sections={schema.sections} render={section} layout="site" heroes={HEROES} />
      <PostReader
        posts={posts}
        openId={openId}
        schema={schema}
        actions={actions}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
