import { useEffect } from 'react';
import { CircleCheck, CircleX, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { session } from '@/lib/auth';
import { useErrorText } from '@/lib/errors';
import { cn } from '@/utils/cn';
import { useVerifyEmail } from '../api/verify-email';

type Outcome = 'loading' | 'success' | 'already_verified' | 'error';

/** The e-mail verification page's states (core §8): loading, success, already verified, error. */
export function VerifyEmailStatus({ id, hash }: { id: string | undefined; hash: string | undefined }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const verification = useVerifyEmail(id, hash);
  const complete = Boolean(id && hash);

  let outcome: Outcome = 'loading';
  let message = '';
  if (!complete) {
    outcome = 'error';
    message = errorText.forCode('EMAIL_VERIFICATION_FAILED');
  } else if (verification.data) {
    const code = verification.data.keyCode;
    outcome =
      code === 'EMAIL_VERIFIED_SUCCESS'
        ? 'success'
        : code === 'EMAIL_ALREADY_VERIFIED'
          ? 'already_verified'
          : 'error';
    message = errorText.forCode(outcome === 'error' ? 'EMAIL_VERIFICATION_FAILED' : code);
  } else if (verification.isError) {
    outcome = 'error';
    const error = verification.error;
    message = errorText.forCode(
      isApiError(error) && error.keyCode ? error.keyCode : 'EMAIL_VERIFICATION_FAILED',
    );
  }

  // Success: a signed-in user's stored copy is verified as of now.
  useEffect(() => {
    if (outcome === 'success' && session.get().user)
      session.updateUser({ email_verified_at: new Date().toISOString() });
  }, [outcome]);

  const look = {
    loading: {
      Icon: MailCheck,
      box: 'bg-accent-soft text-accent border-accent/20',
      title: t('auth.verify.loadingTitle'),
    },
    success: {
      Icon: CircleCheck,
      box: 'bg-success-soft text-success border-success/20',
      title: t('auth.verify.successTitle'),
    },
    already_verified: {
      Icon: CircleCheck,
      box: 'bg-info-soft text-info border-info/20',
      title: t('auth.verify.alreadyTitle'),
    },
    error: {
      Icon: CircleX,
      box: 'bg-danger-soft text-danger border-danger/20',
      title: t('auth.verify.errorTitle'),
    },
  }[outcome];

  return (
    <Card className="w-full max-w-md p-8 text-center sm:p-10" data-state={outcome}>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-5">
        <div className={cn('flex size-16 items-center justify-center rounded-2xl border', look.box)}>
          {outcome === 'loading' ? (
            <Spinner size="lg" />
          ) : (
            <look.Icon className="size-8" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{look.title}</h1>
          <p className="text-[15px] text-fg-muted">
            {outcome === 'loading' ? t('auth.verify.loadingBody') : message}
          </p>
        </div>
        {outcome === 'success' || outcome === 'already_verified' ? (
          <ButtonLink size="lg" className="mt-2 w-full" to={paths.chat.getHref()}>
            {t('auth.verify.continue')}
          </ButtonLink>
        ) : null}
        {outcome === 'error' ? (
          <div className="mt-2 grid w-full grid-cols-2 gap-2">
            <ButtonLink variant="secondary" size="lg" to={paths.home.getHref()}>
              {t('auth.verify.home')}
            </ButtonLink>
            <ButtonLink size="lg" to={paths.auth.login.getHref()}>
              {t('auth.verify.login')}
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
