/** /pricing (content §2). */
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { PricingPage } from '@/features/marketing/components/pricing-page';
import { loadTextSection } from '@/lib/i18n';

export const prepare = () => loadTextSection('marketing');

export default function PricingRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('marketing.pricing.pageTitle')} />
      <PricingPage />
    </>
  );
}
