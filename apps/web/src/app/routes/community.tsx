/** /community (content §2). */
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { CommunityPage } from '@/features/marketing/components/community-page';
import { loadTextSection } from '@/lib/i18n';

export const prepare = () => loadTextSection('marketing');

export default function CommunityRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('marketing.community.pageTitle')} />
      <CommunityPage />
    </>
  );
}
