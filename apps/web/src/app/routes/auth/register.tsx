import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { RegisterForm } from '@/features/auth/components/register-form';

export default function RegisterRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('auth.register.submit')} />
      <RegisterForm />
    </>
  );
}
