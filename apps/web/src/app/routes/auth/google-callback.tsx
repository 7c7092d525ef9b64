import { useEffect, useRef, useState } from 'react';
import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { Logo } from '@/components/layout/logo';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { homeAfterSignIn, paths } from '@/config/paths';
import { useGoogleCallback } from '@/features/auth/api/google-callback';
import { session } from '@/lib/auth';
import { useErrorText } from '@/lib/errors';

/** Google sends the browser back here with ?code&state; the api turns them into a session. */
export default function GoogleCallbackRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state') ?? undefined;
  const [failure, setFailure] = useState<string | null>(code ? null : t('auth.googleCallback.missingCode'));
  const started = useRef(false);
  const callback = useGoogleCallback({
    mutationConfig: {
      onSuccess: ({ token, user }) => {
        session.signIn(token, user);
        void navigate(homeAfterSignIn(user), { replace: true });
      },
      onError: (error) => setFailure(errorText.describe(error)),
    },
  });

  useEffect(() => {
    // Once only: a code is single-use (React's development double effects would spend it twice).
    if (!code || started.current) return;
    started.current = true;
    callback.mutate({ code, state });
  }, [code, state, callback]);

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-canvas bg-glow px-5">
      <PageTitle title={t('auth.googleCallback.title')} />
      <Logo />
      <Card className="w-full max-w-sm p-8 text-center">
        {failure ? (
          <div role="alert" className="flex flex-col items-center gap-4">
            <div className="flex size-14 items-center justify-center rounded-2xl border border-danger/20 bg-danger-soft text-danger">
              <CircleX className="size-7" aria-hidden="true" />
            </div>
            <div className="flex flex-col gap-1.5">
              <h1 className="text-xl font-semibold tracking-tight">{t('auth.googleCallback.failedTitle')}</h1>
              <p className="text-sm text-fg-muted">{failure}</p>
            </div>
            <ButtonLink size="lg" className="mt-2 w-full" to={paths.auth.login.getHref()}>
              {t('auth.googleCallback.backToLogin')}
            </ButtonLink>
          </div>
        ) : (
          <div role="status" className="flex flex-col items-center gap-4">
            <Spinner size="lg" className="text-accent" />
            <h1 className="text-lg font-semibold tracking-tight">{t('auth.googleCallback.title')}</h1>
          </div>
        )}
      </Card>
    </div>
  );
}
