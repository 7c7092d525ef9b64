import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { useErrorText, type FormErrors } from '@/lib/errors';
import { toast } from '@/stores/toast-store';
import { useResetPassword } from '../api/reset-password';
import { AuthHeading } from './auth-layout';

export interface ResetPasswordFormProps {
  token: string | null;
  email: string | null;
}

/** Completes a reset from the mailed link (/reset-password?token=…&email=…); success leads to sign in. */
export function ResetPasswordForm({ token, email }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const reset = useResetPassword({
    mutationConfig: {
      onSuccess: (response) => {
        toast.success(errorText.forCode(response.keyCode, response.message));
        void navigate(paths.auth.login.getHref(), { replace: true, state: { email } });
      },
      onError: (error) => {
        if (isApiError(error) && error.isValidationError && error.errors) {
          const mapped = errorText.fields(error.errors);
          setErrors({ password: mapped.password, password_confirmation: mapped.password_confirmation });
          if (mapped.email || mapped.token) setFormError(errorText.forCode('PASSWORD_RESET_FAILED'));
        } else {
          setFormError(errorText.describe(error));
        }
      },
    },
  });

  if (!token || !email) {
    return (
      <div className="flex flex-col items-center gap-5 py-6 text-center animate-pop-in">
        <div className="flex size-16 items-center justify-center rounded-2xl border border-warning/20 bg-warning-soft text-warning">
          <KeyRound className="size-7" aria-hidden="true" />
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t('auth.reset.invalidTitle')}</h1>
          <p className="text-[15px] text-fg-muted">{t('auth.reset.invalidBody')}</p>
        </div>
        <ButtonLink size="lg" className="mt-2 w-full" to={paths.auth.forgotPassword.getHref()}>
          {t('auth.reset.requestNew')}
        </ButtonLink>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { ResetPasswordRequest } = await loadContracts();
    const values = { email, token, password, password_confirmation: password };
    const parsed = ResetPasswordRequest.safeParse(values);
    const next: FormErrors = parsed.success ? {} : errorText.issues(parsed.error.issues, values);
    if (!confirmation) next.password_confirmation = t('validation.required');
    else if (confirmation !== password) next.password_confirmation = t('validation.passwordsMismatch');
    setErrors({ password: next.password, password_confirmation: next.password_confirmation });
    if (next.email || next.token) setFormError(errorText.forCode('PASSWORD_RESET_FAILED'));
    if (!parsed.success || next.password_confirmation) return;
    reset.mutate({ ...parsed.data, password_confirmation: confirmation });
  };

  return (
    <div className="animate-pop-in">
      <AuthHeading title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle', { email })} />
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        {formError ? (
          <Alert
            tone="error"
            action={
              <Link
                to={paths.auth.forgotPassword.getHref()}
                className="text-sm font-medium text-fg underline-offset-4 hover:underline"
              >
                {t('auth.reset.requestNew')}
              </Link>
            }
          >
            {formError}
          </Alert>
        ) : null}
        <Field label={t('auth.reset.password')} error={errors.password}>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            autoFocus
            placeholder={t('auth.register.passwordPlaceholder')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field label={t('auth.reset.confirm')} error={errors.password_confirmation}>
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
          className="w-full"
          loading={reset.isPending}
          loadingText={t('auth.reset.submitting')}
        >
          {t('auth.reset.submit')}
        </Button>
      </form>
    </div>
  );
}
