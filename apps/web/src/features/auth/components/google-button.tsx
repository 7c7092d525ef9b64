import { useTranslation } from 'react-i18next';
import { GoogleIcon } from '@/components/ui/google-icon';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/errors';
import { toast } from '@/stores/toast-store';
import { useAuthProviders } from '../api/get-auth-providers';
import { useGoogleUrl } from '../api/get-google-url';

/** "Continue with Google", shown only when the api says Google sign-in is configured. */
export function GoogleButton() {
  const { t } = useTranslation();
  const { describe } = useErrorText();
  const providers = useAuthProviders();
  const google = useGoogleUrl({
    mutationConfig: {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(describe(error)),
    },
  });

  if (!providers.data?.data.google.enabled) return null;

  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        loading={google.isPending || google.isSuccess}
        loadingText={t('auth.googleRedirecting')}
        onClick={() => google.mutate()}
      >
        <GoogleIcon />
        {t('auth.google')}
      </Button>
      <div className="my-6 flex items-center gap-3 text-xs text-fg-subtle" role="separator">
        <span className="h-px flex-1 bg-line" />
        {t('common.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
    </>
  );
}
