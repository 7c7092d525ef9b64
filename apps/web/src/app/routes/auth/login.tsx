import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  const { t } = useTranslation();
  const state = useLocation().state as { email?: unknown } | null;
  return (
    <>
      <PageTitle title={t('auth.login.submit')} />
      <LoginForm initialEmail={typeof state?.email === 'string' ? state.email : ''} />
    </>
  );
}
