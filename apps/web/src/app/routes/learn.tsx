/** /learn: the learn list (content §2). */
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { LearnList } from '@/features/content/components/learn-list';
import { loadContentTexts } from '@/features/content/lib/load-texts';

export const prepare = loadContentTexts;

export default function LearnRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('content.learn.title')} />
      <LearnList />
    </>
  );
}
