import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { paths } from '@/config/paths';
import { BLOG_POSTS, BLOG_TAGS, findBlogPost, type BlogPost } from '../data/posts';
import { textsFor, useBlogTexts } from '../lib/texts';
import { ArticleLayout } from './article-layout';
import { ComingSoon } from './coming-soon';

/** /blog/{id}: the post, its tags, every other post beside it; an id that matches none shows the first post. */
export function BlogPostView({
  id,
  posts = BLOG_POSTS,
}: {
  id: string | undefined;
  posts?: readonly BlogPost[];
}) {
  const { t } = useTranslation();
  const texts = useBlogTexts();
  const post = findBlogPost(posts, id);
  const text = post ? textsFor(texts.posts, post.id) : undefined;
  if (!post || !text) return <ComingSoon body={texts.comingSoonBody} />;
  const related = posts.flatMap((other) => {
    const otherText = other.id === post.id ? undefined : textsFor(texts.posts, other.id);
    return otherText
      ? [
          {
            id: other.id,
            href: paths.blogPost.getHref(other.id),
            title: otherText.title,
            category: t(`content.blog.categories.${other.category}`),
            readTime: other.readTime,
            image: other.image,
            gradient: other.gradient,
          },
        ]
      : [];
  });
  return (
    <>
      <PageTitle title={text.title} />
      <ArticleLayout
        back={{ href: paths.blog.getHref(), label: texts.backToBlog }}
        category={t(`content.blog.categories.${post.category}`)}
        title={text.title}
        excerpt={text.excerpt}
        author={post.author}
        date={post.date}
        readTime={post.readTime}
        image={post.image}
        imageUrl={post.imageUrl}
        gradient={post.gradient}
        body={text.body}
        tags={BLOG_TAGS.map((tag) => texts.tagNames[tag])}
        related={{ title: texts.related, entries: related }}
      />
    </>
  );
}
