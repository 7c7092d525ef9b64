import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <>
      <PageTitle title={t('auth.reset.title')} />
      <ResetPasswordForm token={params.get('token')} email={params.get('email')} />
    </>
  );
}
