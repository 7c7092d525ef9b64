import { useState, type ReactNode } from 'react';
import { Clock, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { USER_STATUS } from '@atelier/contracts/constants';
import type { User } from '@atelier/contracts';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import { cn } from '@/utils/cn';
import { useResendVerification } from '../api/resend-verification';

function Banner({
  tone,
  icon,
  title,
  children,
  action,
  note,
}: {
  tone: 'warning' | 'info';
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  note?: { text: string; tone: 'success' | 'error' } | null;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-2xl border px-4 py-3.5 sm:flex-row sm:items-center sm:gap-4',
        tone === 'warning' ? 'border-warning/25 bg-warning-soft' : 'border-info/25 bg-info-soft',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          className={cn(
            'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg [&_svg]:size-4',
            tone === 'warning' ? 'bg-warning/15 text-warning' : 'bg-info/15 text-info',
          )}
        >
          {icon}
        </span>
        <div className="min-w-0 text-sm">
          <p className="font-medium text-fg">{title}</p>
          <p className="text-fg-muted">{children}</p>
          {note ? (
            <p
              role="status"
              className={cn('mt-1 font-medium', note.tone === 'success' ? 'text-success' : 'text-danger')}
            >
              {note.text}
            </p>
          ) : null}
        </div>
      </div>
      {action ? <div className="shrink-0 sm:ms-auto">{action}</div> : null}
    </div>
  );
}

/** Unverified e-mail: a warning with a resend action (core §2, §6). */
export function EmailVerificationBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [note, setNote] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const resend = useResendVerification({
    mutationConfig: {
      onSuccess: (response) =>
        setNote({ text: errorText.forCode(response.keyCode, response.message), tone: 'success' }),
      onError: (error) => {
        // 409 EMAIL_ALREADY_VERIFIED, 429 TOO_MANY_REQUESTS and the rest, each with its own text.
        const tone = isApiError(error) && error.keyCode === 'EMAIL_ALREADY_VERIFIED' ? 'success' : 'error';
        setNote({ text: errorText.describe(error), tone });
      },
    },
  });

  return (
    <Banner
      tone="warning"
      icon={<MailWarning aria-hidden="true" />}
      title={t('auth.banners.verifyTitle')}
      note={note}
      action={
        <Button
          variant="secondary"
          size="sm"
          loading={resend.isPending}
          loadingText={t('auth.banners.resending')}
          onClick={() => {
            setNote(null);
            resend.mutate();
          }}
        >
          {t('auth.banners.resend')}
        </Button>
      }
    >
      {t('auth.banners.verifyBody', { email: user.email })}
    </Banner>
  );
}

/** Verified but status 0: pending approval or disabled (core §2). */
export function AccountDisabledBanner() {
  const { t } = useTranslation();
  return (
    <Banner tone="info" icon={<Clock aria-hidden="true" />} title={t('auth.banners.disabledTitle')}>
      {t('auth.banners.disabledBody')}
    </Banner>
  );
}

/** Whichever account banner applies to this user, if any. */
export function AccountBanners({ user, className }: { user: User | null; className?: string }) {
  if (!user) return null;
  if (!user.email_verified_at) {
    return (
      <div className={className}>
        <EmailVerificationBanner user={user} />
      </div>
    );
  }
  if (user.status === USER_STATUS.inactive) {
    return (
      <div className={className}>
        <AccountDisabledBanner />
      </div>
    );
  }
  return null;
}
