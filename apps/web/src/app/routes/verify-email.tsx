import { useTranslation } from 'react-i18next';
import { loadContracts } from '@/lib/contracts';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';

/** The outcome texts come from the catalogue: have it before the page shows. */
export const prepare = () => loadContracts().catch(() => undefined);

export default function VerifyEmailRoute() {
  const { t } = useTranslation();
  const { id, hash } = useParams();
  return (
    <div className="flex flex-1 items-center justify-center bg-glow px-5 py-16">
      <PageTitle title={t('auth.verify.loadingTitle')} />
      <VerifyEmailStatus id={id} hash={hash} />
    </div>
  );
}
