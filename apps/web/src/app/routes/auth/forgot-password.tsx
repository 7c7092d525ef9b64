import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('auth.forgot.title')} />
      <ForgotPasswordForm />
    </>
  );
}
