import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { BLOG_POSTS, type BlogPost } from '../data/posts';
import { textsFor, useBlogTexts } from '../lib/texts';
import { ComingSoon } from './coming-soon';
import { EntryCard } from './entry-card';
import { PageIntro } from './page-intro';

/** /blog: the posts as cards, or Coming Soon while there are none (content §2). */
export function BlogList({ posts = BLOG_POSTS }: { posts?: readonly BlogPost[] }) {
  const { t } = useTranslation();
  const texts = useBlogTexts();
  if (posts.length === 0) return <ComingSoon body={texts.comingSoonBody} />;
  return (
    <div className="flex flex-col pb-20">
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} subtitle={texts.subtitle} />
      <section aria-label={texts.postsLabel} className="mx-auto w-full max-w-5xl px-4 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2">
          {posts.map((post) => {
            const text = textsFor(texts.posts, post.id);
            if (!text) return null;
            return (
              <li key={post.id} className="flex">
                <EntryCard
                  href={paths.blogPost.getHref(post.id)}
                  title={text.title}
                  excerpt={text.excerpt}
                  category={t(`content.blog.categories.${post.category}`)}
                  readTime={post.readTime}
                  author={post.author}
                  date={post.date}
                  image={post.image}
                  imageUrl={post.imageUrl}
                  gradient={post.gradient}
                />
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
