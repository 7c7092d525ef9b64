/** /contact (core §2, content §2). */
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { ContactPage } from '@/features/marketing/components/contact-page';
import { loadContracts } from '@/lib/contracts';
import { loadTextSection } from '@/lib/i18n';

/** The form checks with the contracts' schema and lists their subjects: both arrive with the page. */
export const prepare = () =>
  Promise.all([loadTextSection('marketing'), loadContracts().catch(() => undefined)]);

export default function ContactRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('marketing.contact.pageTitle')} />
      <ContactPage />
    </>
  );
}
