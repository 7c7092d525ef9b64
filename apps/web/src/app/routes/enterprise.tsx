/** /enterprise (content §2). */
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { EnterprisePage } from '@/features/marketing/components/enterprise-page';
import { loadContracts } from '@/lib/contracts';
import { loadTextSection } from '@/lib/i18n';

/** The form checks with the contracts' schema and lists their company sizes: both arrive with the page. */
export const prepare = () =>
  Promise.all([loadTextSection('marketing'), loadContracts().catch(() => undefined)]);

export default function EnterpriseRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('marketing.enterprise.pageTitle')} />
      <EnterprisePage />
    </>
  );
}
