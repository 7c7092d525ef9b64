import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '@atelier/contracts/constants';
import type { User } from '@atelier/contracts';
import { Avatar } from '@/components/ui/avatar';
import { GitHubIcon, GoogleIcon, LinkedInIcon, XIcon } from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, PasswordInput } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api-client';
import { session } from '@/lib/auth';
import { loadContracts } from '@/lib/contracts';
import { useErrorText, type FormErrors } from '@/lib/errors';
import { toast } from '@/stores/toast-store';
import { useChangePassword } from '../api/change-password';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadAvatar } from '../api/upload-avatar';
import { SettingsSection } from './settings-section';

const AVATAR_TYPES = ['image/jpeg', 'image/png'];

/** Client check before upload (core §5): JPG or PNG, at most 2 MB. Returns the problem, if any. */
export function avatarProblem(file: Pick<File, 'name' | 'type' | 'size'>): 'type' | 'size' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const extensionOk = (AVATAR_EXTENSIONS as readonly string[]).includes(extension);
  if (!extensionOk || (file.type && !AVATAR_TYPES.includes(file.type))) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

function displayName(user: User) {
  return [user.name, user.lastname].filter(Boolean).join(' ') || user.email;
}

function PhotoSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar({
    mutationConfig: {
      onSuccess: (response) => toast.success(errorText.forCode(response.keyCode, response.message)),
      onError: (failure) => {
        const fieldError =
          isApiError(failure) && failure.errors ? errorText.fields(failure.errors).avatar : undefined;
        setError(fieldError ?? errorText.describe(failure));
      },
    },
  });
  const remove = useDeleteAvatar({
    mutationConfig: {
      onSuccess: (response) => toast.success(errorText.forCode(response.keyCode, response.message)),
      onError: (failure) => toast.error(errorText.describe(failure)),
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      setError(problem === 'type' ? t('settings.profile.photoType') : t('settings.profile.photoSize'));
      return;
    }
    setError(null);
    upload.mutate(file);
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar src={user.avatar} name={displayName(user)} size="xl" />
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={choose}
          />
          <Button
            variant="secondary"
            size="sm"
            loading={upload.isPending}
            loadingText={t('settings.profile.uploading')}
            onClick={() => input.current?.click()}
          >
            <Camera className="size-4" aria-hidden="true" />
            {t('settings.profile.upload')}
          </Button>
          {user.avatar ? (
            <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => remove.mutate()}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('settings.profile.removePhoto')}
            </Button>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="text-[13px] text-danger">
            {error}
          </p>
        ) : (
          <p className="text-[13px] text-fg-subtle">{t('settings.profile.photoHint')}</p>
        )}
      </div>
    </div>
  );
}

function DetailsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState(user.name ?? '');
  const [lastname, setLastname] = useState(user.lastname ?? '');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const update = useUpdateProfile({
    mutationConfig: {
      onSuccess: (response) => toast.success(errorText.forCode(response.keyCode, response.message)),
      onError: (failure) => {
        if (isApiError(failure) && failure.isValidationError && failure.errors)
          setErrors(errorText.fields(failure.errors));
        else toast.error(errorText.describe(failure));
      },
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { UpdateProfileRequest } = await loadContracts();
    const values = {
      name: name.trim() || null,
      lastname: lastname.trim() || null,
      phone: phone.trim() || null,
    };
    const parsed = UpdateProfileRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(errorText.issues(parsed.error.issues, values));
      return;
    }
    setErrors({});
    update.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('settings.profile.firstName')} error={errors.name}>
          <Input autoComplete="given-name" value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={t('settings.profile.lastName')} error={errors.lastname}>
          <Input
            autoComplete="family-name"
            value={lastname}
            onChange={(event) => setLastname(event.target.value)}
          />
        </Field>
      </div>
      <Field label={t('settings.profile.email')} hint={t('settings.profile.emailReadOnly')}>
        <Input type="email" value={user.email} readOnly />
      </Field>
      <Field label={t('settings.profile.phone')} error={errors.phone}>
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('settings.profile.phonePlaceholder')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} loadingText={t('common.saving')}>
          {t('settings.profile.saveProfile')}
        </Button>
      </div>
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const change = useChangePassword({
    mutationConfig: {
      onSuccess: (response) => {
        toast.success(errorText.forCode(response.keyCode, response.message));
        setCurrent('');
        setNext('');
        setConfirmation('');
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.errors) {
          const mapped = errorText.fields(failure.errors);
          // The server words this one in English; the catalogue has it in every language.
          if (failure.keyCode === 'INVALID_CURRENT_PASSWORD')
            mapped.current_password = errorText.forCode(failure.keyCode, failure.message);
          setErrors(mapped);
        } else {
          toast.error(errorText.describe(failure));
        }
      },
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { ChangePasswordRequest } = await loadContracts();
    const values = {
      current_password: current || undefined,
      new_password: next,
      new_password_confirmation: confirmation,
    };
    const parsed = ChangePasswordRequest.safeParse(values);
    const found: FormErrors = parsed.success ? {} : errorText.issues(parsed.error.issues, values);
    // The schema's own match check only runs once the rest is valid: check it here too (core §5).
    if (!confirmation) found.new_password_confirmation = t('validation.required');
    else if (confirmation !== next) found.new_password_confirmation = t('validation.confirmed');
    setErrors(found);
    if (!parsed.success || found.new_password_confirmation) return;
    change.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field label={t('settings.profile.currentPassword')} error={errors.current_password}>
        <PasswordInput
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('settings.profile.newPassword')} error={errors.new_password}>
          <PasswordInput
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.target.value)}
          />
        </Field>
        <Field label={t('settings.profile.confirmPassword')} error={errors.new_password_confirmation}>
          <PasswordInput
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={change.isPending} loadingText={t('common.saving')}>
          {t('settings.profile.changePassword')}
        </Button>
      </div>
    </form>
  );
}

type Connection = 'googleConnected' | 'githubConnected' | 'linkedinConnected' | 'twitterConnected';

const CONNECTIONS: { key: Connection; label: string; icon: ReactNode }[] = [
  { key: 'googleConnected', label: 'Google', icon: <GoogleIcon /> },
  { key: 'githubConnected', label: 'GitHub', icon: <GitHubIcon /> },
  { key: 'linkedinConnected', label: 'LinkedIn', icon: <LinkedInIcon /> },
  { key: 'twitterConnected', label: 'X (Twitter)', icon: <XIcon /> },
];

/** Core §2: the switches only flip local flags on the stored user; nothing is sent. */
function SocialConnections({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line">
      {CONNECTIONS.map(({ key, label, icon }) => {
        const id = `connection-${key}`;
        return (
          <li key={key} className="flex items-center gap-3 px-4 py-3">
            <span className="flex size-9 items-center justify-center rounded-lg border border-line bg-surface-2 text-fg">
              {icon}
            </span>
            <label htmlFor={id} className="flex min-w-0 flex-1 flex-col">
              <span className="text-sm font-medium">{label}</span>
              <span className="text-xs text-fg-subtle">
                {user[key] ? t('settings.profile.connected') : t('settings.profile.notConnected')}
              </span>
            </label>
            <Switch
              id={id}
              checked={user[key]}
              onCheckedChange={(checked) => session.updateUser({ [key]: checked })}
            />
          </li>
        );
      })}
    </ul>
  );
}

export function ProfileTab({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8 [&>section+section]:border-t [&>section+section]:border-line [&>section+section]:pt-8">
      <SettingsSection title={t('settings.profile.photo')}>
        <PhotoSection user={user} />
      </SettingsSection>
      <SettingsSection title={t('settings.profile.details')}>
        <DetailsForm user={user} />
      </SettingsSection>
      <SettingsSection
        title={t('settings.profile.passwordTitle')}
        description={t('settings.profile.passwordHint')}
      >
        <PasswordForm />
      </SettingsSection>
      <SettingsSection title={t('settings.profile.social')} description={t('settings.profile.socialHint')}>
        <SocialConnections user={user} />
      </SettingsSection>
    </div>
  );
}
