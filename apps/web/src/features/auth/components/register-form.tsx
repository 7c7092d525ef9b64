import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TIMINGS, TOAST } from '@atelier/contracts/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, PasswordInput } from '@/components/ui/input';
import { homeAfterSignIn, paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { session } from '@/lib/auth';
import { loadContracts } from '@/lib/contracts';
import { useErrorText, type FormErrors } from '@/lib/errors';
import { toast } from '@/stores/toast-store';
import { useRegister } from '../api/register';
import { AuthHeading } from './auth-layout';
import { GoogleButton } from './google-button';
import { SuccessState } from './success-state';

interface Outcome {
  message: string;
  signedIn: boolean;
  /** Where a signed-in new account goes: onboarding while it has no name. */
  landing: string;
}

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const registerMutation = useRegister({
    mutationConfig: {
      onSuccess: (response) => {
        const signedIn = Boolean(response.token && response.user);
        if (response.token && response.user) session.signIn(response.token, response.user);
        setOutcome({
          signedIn,
          landing: homeAfterSignIn(response.user),
          message: errorText.forCode(response.keyCode, response.message),
        });
      },
      onError: (error) => {
        if (isApiError(error) && error.isValidationError && error.errors) {
          setErrors(errorText.fields(error.errors));
        } else if (isApiError(error) && error.keyCode) {
          setFormError(errorText.forCode(error.keyCode, error.message));
        } else if (isApiError(error) && !error.isNetworkError) {
          setFormError(t('errors.registrationFailed'));
        } else {
          toast.error(errorText.describe(error), { duration: TOAST.loginErrorMs, position: 'top-right' });
        }
      },
    },
  });

  // Core §2: signed in -> /chat (onboarding first without a name) after 2 s; otherwise -> /login after 3 s.
  useEffect(() => {
    if (!outcome) return;
    const [to, delay] = outcome.signedIn
      ? [outcome.landing, TIMINGS.registerRedirectLoggedInMs]
      : [paths.auth.login.getHref(), TIMINGS.registerRedirectMs];
    const timer = setTimeout(() => void navigate(to, { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { RegisterRequest } = await loadContracts();
    const values = { email: email.trim(), password };
    const parsed = RegisterRequest.safeParse(values);
    const next: FormErrors = parsed.success ? {} : errorText.issues(parsed.error.issues, values);
    if (!confirmation) next.password_confirmation = t('validation.required');
    else if (confirmation !== password) next.password_confirmation = t('validation.passwordsMismatch');
    setErrors(next);
    if (!parsed.success || next.password_confirmation) return;
    registerMutation.mutate({ ...parsed.data, password_confirmation: confirmation });
  };

  if (outcome) {
    return (
      <SuccessState
        title={t('auth.register.success')}
        body={
          <>
            {outcome.message}
            <span className="mt-1 block text-sm text-fg-subtle">
              {outcome.signedIn ? t('auth.register.redirectChat') : t('auth.register.redirectLogin')}
            </span>
          </>
        }
      />
    );
  }

  return (
    <div className="animate-pop-in">
      <AuthHeading title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <GoogleButton />
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
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
        <Field label={t('auth.password')} error={errors.password}>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            placeholder={t('auth.register.passwordPlaceholder')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field label={t('auth.register.confirm')} error={errors.password_confirmation}>
          <PasswordInput
            name="password_confirmation"
            autoComplete="new-password"
            placeholder={t('auth.register.confirmPlaceholder')}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="mt-1 w-full"
          loading={registerMutation.isPending}
          loadingText={t('auth.register.submitting')}
        >
          {t('auth.register.submit')}
        </Button>
        <p className="text-center text-xs text-fg-subtle">{t('auth.register.terms')}</p>
      </form>
      <p className="mt-8 text-center text-sm text-fg-muted">
        {t('auth.register.haveAccount')}{' '}
        <Link
          to={paths.auth.login.getHref()}
          className="rounded font-medium text-fg hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('auth.register.signIn')}
        </Link>
      </p>
    </div>
  );
}
