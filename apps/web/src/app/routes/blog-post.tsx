/** /blog/{id}: one post (content §2). */
import { useParams } from 'react-router';
import { BlogPostView } from '@/features/content/components/blog-post';
import { loadContentTexts } from '@/features/content/lib/load-texts';

export const prepare = loadContentTexts;

export default function BlogPostRoute() {
  const { id } = useParams();
  return <BlogPostView id={id} />;
}
