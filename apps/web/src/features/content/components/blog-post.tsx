import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { BLOG_POSTS, BLOG_TAGS, findBlogPost, type BlogPost } from '../data/posts';
import { textsFor, useBlogTexts } from '../lib/texts';
import { ComingSoon } from './coming-soon';
import { EntryArticle } from './entry-article';

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
  return (
    <EntryArticle
      entry={post}
      text={text}
      back={{ href: paths.blog.getHref(), label: texts.backToBlog }}
      tags={BLOG_TAGS.map((tag) => texts.tagNames[tag])}
      related={{ title: texts.related, entries: posts.filter((other) => other.id !== post.id) }}
      textOf={(entry) => textsFor(texts.posts, entry.id)}
      categoryOf={(entry) => t(`content.blog.categories.${entry.category}`)}
      hrefOf={paths.blogPost.getHref}
    />
  );
}
