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
import { useLogin } from '../api/login';
import { GoogleButton } from './google-button';
import { AuthHeading } from './auth-layout';
import { SuccessState } from './success-state';

export interface LoginFormProps {
  initialEmail?: string;
}

export function LoginForm({ initialEmail = '' }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [landing, setLanding] = useState<string | null>(null);

  const loginMutation = useLogin({
    mutationConfig: {
      onSuccess: ({ token, user }) => {
        session.signIn(token, user);
        setLanding(homeAfterSignIn(user));
      },
      onError: (error) => {
        if (isApiError(error) && error.isValidationError && error.errors) {
          setErrors(errorText.fields(error.errors));
        } else if (isApiError(error) && error.keyCode) {
          setFormError(errorText.forCode(error.keyCode, error.message));
        } else if (isApiError(error) && error.status >= 400 && error.status < 500) {
          setFormError(errorText.forCode('INVALID_CREDENTIALS'));
        } else {
          toast.error(errorText.describe(error), { duration: TOAST.loginErrorMs, position: 'top-right' });
        }
      },
    },
  });

  // Core §2: the success animation, then the workspace after 1.5 s.
  useEffect(() => {
    if (!landing) return;
    const timer = setTimeout(() => void navigate(landing, { replace: true }), TIMINGS.loginRedirectMs);
    return () => clearTimeout(timer);
  }, [landing, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const { LoginRequest, RegisterRequest } = await loadContracts();
    // The api's LoginRequest, with registration's e-mail format check (core §5: valid format).
    const schema = LoginRequest.extend({ email: RegisterRequest.shape.email });
    const values = { email: email.trim(), password };
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorText.issues(parsed.error.issues, values));
      return;
    }
    setErrors({});
    loginMutation.mutate(parsed.data);
  };

  if (landing) return <SuccessState title={t('auth.login.success')} body={t('auth.login.successBody')} />;

  return (
    <div className="animate-pop-in">
      <AuthHeading title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
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
        <Field
          label={t('auth.password')}
          error={errors.password}
          aside={
            <Link
              to={paths.auth.forgotPassword.getHref()}
              className="rounded text-[13px] font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
            >
              {t('auth.login.forgot')}
            </Link>
          }
        >
          <PasswordInput
            name="password"
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="mt-1 w-full"
          loading={loginMutation.isPending}
          loadingText={t('auth.login.submitting')}
        >
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-fg-muted">
        {t('auth.login.noAccount')}{' '}
        <Link
          to={paths.auth.register.getHref()}
          className="rounded font-medium text-fg hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('auth.login.signUp')}
        </Link>
      </p>
    </div>
  );
}
