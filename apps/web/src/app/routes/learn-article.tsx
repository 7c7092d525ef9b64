/** /learn/article/{id}: one article, or Article Not Found (content §2). */
import { useParams } from 'react-router';
import { LearnArticleView } from '@/features/content/components/learn-article';
import { loadContentTexts } from '@/features/content/lib/load-texts';

export const prepare = loadContentTexts;

export default function LearnArticleRoute() {
  const { id } = useParams();
  return <LearnArticleView id={id} />;
}
