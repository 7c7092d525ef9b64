/** /fill-name, the onboarding wizard (content §2): for signed-in users who have no name yet. */
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { paths } from '@/config/paths';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { needsOnboarding } from '@/features/onboarding/lib/wizard';
import { useAuth } from '@/lib/auth';
import { loadTextSection } from '@/lib/i18n';

export const prepare = () => loadTextSection('onboarding');

export default function FillNameRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user === null) return <Navigate to={paths.auth.login.getHref()} replace />;
  // Also once the wizard has saved the name: the stored user then has one, and /chat is next.
  if (!needsOnboarding(user)) return <Navigate to={paths.chat.getHref()} replace />;
  return (
    <>
      <PageTitle title={t('onboarding.pageTitle')} />
      <OnboardingWizard />
    </>
  );
}
