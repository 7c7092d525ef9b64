/** /blog: the blog list (content §2). */
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { BlogList } from '@/features/content/components/blog-list';
import { loadContentTexts } from '@/features/content/lib/load-texts';

export const prepare = loadContentTexts;

export default function BlogRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('content.blog.eyebrow')} />
      <BlogList />
    </>
  );
}
