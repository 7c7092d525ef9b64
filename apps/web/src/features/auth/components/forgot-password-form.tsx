import { useEffect, useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIMINGS } from '@atelier/contracts/constants';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { loadContracts } from '@/lib/contracts';
import { useErrorText, type FormErrors } from '@/lib/errors';
import { useForgotPassword } from '../api/forgot-password';
import { AuthHeading } from './auth-layout';

/**
 * Sends the reset request, then after 1.5 s shows the same confirmation whatever the answer, so the
 * screen never tells whether an account exists.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'sent'>('idle');
  const forgot = useForgotPassword();

  useEffect(() => {
    if (phase !== 'submitting') return;
    const timer = setTimeout(() => setPhase('sent'), TIMINGS.forgotPasswordDelayMs);
    return () => clearTimeout(timer);
  }, [phase]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { ForgotPasswordRequest } = await loadContracts();
    const values = { email: email.trim() };
    const parsed = ForgotPasswordRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(errorText.issues(parsed.error.issues, values));
      return;
    }
    setErrors({});
    setPhase('submitting');
    forgot.mutate(parsed.data);
  };

  if (phase === 'sent') {
    return (
      <div role="status" className="flex flex-col items-center gap-5 py-6 text-center animate-pop-in">
        <div className="flex size-16 items-center justify-center rounded-2xl border border-accent/20 bg-accent-soft text-accent">
          <MailCheck className="size-7" aria-hidden="true" />
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t('auth.forgot.sentTitle')}</h1>
          <p className="text-[15px] leading-relaxed text-fg-muted">
            {t('auth.forgot.sentBody', { email: email.trim() })}
          </p>
        </div>
        <ButtonLink variant="secondary" size="lg" className="mt-2 w-full" to={paths.auth.login.getHref()}>
          {t('auth.forgot.backToLogin')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="animate-pop-in">
      <AuthHeading title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <Field label={t('auth.email')} error={errors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            placeholder={t('auth.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          loading={phase === 'submitting'}
          loadingText={t('auth.forgot.submitting')}
        >
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-fg-muted">
        {t('auth.forgot.remembered')}{' '}
        <Link
          to={paths.auth.login.getHref()}
          className="rounded font-medium text-fg hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
