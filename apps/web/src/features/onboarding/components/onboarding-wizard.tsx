import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  ArrowLeft,
  ArrowRight,
  Briefcase,
  Building2,
  CircleEllipsis,
  Code2,
  GraduationCap,
  Megaphone,
  Monitor,
  Moon,
  Palette,
  PartyPopper,
  Rocket,
  Sparkles,
  Sun,
} from 'lucide-react';
import { Direction, RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useTextDirection } from '@/lib/i18n';
import { THEME_PREFERENCES, useTheme, type ThemePreference } from '@/lib/theme';
import { cn } from '@/utils/cn';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import {
  canComplete,
  canGoBack,
  DEFINITIONS,
  forwardAction,
  hasName,
  nextStep,
  ONBOARDING_STEPS,
  previousStep,
  profilePayload,
  progressPercent,
  type Definition,
  type Step,
  type WizardForm,
} from '../lib/wizard';
import { ChoiceCard } from './choice-card';

const THEME_ICONS = { light: <Sun />, dark: <Moon />, system: <Monitor /> } satisfies Record<
  ThemePreference,
  ReactNode
>;

const DEFINITION_ICONS = {
  student: <GraduationCap />,
  developer: <Code2 />,
  designer: <Palette />,
  entrepreneur: <Rocket />,
  freelancer: <Briefcase />,
  business_owner: <Building2 />,
  marketer: <Megaphone />,
  creative: <Sparkles />,
  other: <CircleEllipsis />,
} satisfies Record<Definition, ReactNode>;

/** Enter moves forward from anywhere in the wizard except a button or link, which Enter activates itself. */
function entersForward(event: KeyboardEvent) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return false;
  const target = event.target as HTMLElement;
  return !target.closest('button:not([role="radio"]), a, textarea');
}

/** /fill-name (content §2): first name and theme, a self-description, then completion. */
export function OnboardingWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const dir = useTextDirection();
  const [step, setStep] = useState<Step>(1);
  const [form, setForm] = useState<WizardForm>({ name: '', definition: null });
  const [nameError, setNameError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const firstRender = useRef(true);

  const completion = useCompleteOnboarding({
    mutationConfig: {
      onSuccess: () => void navigate(paths.chat.getHref(), { replace: true }),
      onError: () => setFailed(true),
    },
  });
  const saving = completion.isPending;

  // Content §2: the wizard starts from the automatic theme; the choice on step 1 applies at once.
  const { setPreference } = theme;
  useEffect(() => setPreference('system'), [setPreference]);

  // A new step is announced by moving focus to its heading (step 1 focuses the name instead).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (step === 1) nameRef.current?.focus();
    else headingRef.current?.focus();
  }, [step]);

  const forward = () => {
    if (step === ONBOARDING_STEPS) {
      if (!canComplete(form, saving)) return;
      setFailed(false);
      completion.mutate(profilePayload(form));
      return;
    }
    if (step === 1 && !hasName(form)) {
      setNameError(t('validation.required'));
      nameRef.current?.focus();
      return;
    }
    setStep(nextStep(step, form));
  };

  const back = () => {
    setFailed(false);
    setStep(previousStep(step));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!entersForward(event)) return;
    event.preventDefault();
    forward();
  };

  const percent = progressPercent(step);
  const action = forwardAction(step, form);
  const displayName = form.name.trim();

  return (
    <Direction.Provider dir={dir}>
      <div className="flex min-h-dvh flex-col bg-canvas bg-glow">
        <div className="mx-auto flex w-full max-w-2xl items-center justify-between gap-4 px-5 pt-6 sm:pt-8">
          <Logo />
        </div>
        {/* Enter in any of the step's fields moves on; the keys reach it from the fields it holds. */}
        {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions */}
        <div
          className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-5 pt-8 pb-6 sm:pt-12"
          onKeyDown={onKeyDown}
        >
          <div className="flex flex-col gap-2.5">
            <div className="flex items-center justify-between text-[13px] font-medium">
              <span className="text-fg">{t('onboarding.progress', { step, total: ONBOARDING_STEPS })}</span>
              <span className="text-fg-muted tabular-nums">{t('onboarding.percent', { percent })}</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('onboarding.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('onboarding.progress', { step, total: ONBOARDING_STEPS })}
              className="h-1.5 overflow-hidden rounded-full bg-surface-3"
            >
              <div
                className="h-full rounded-full bg-accent-gradient transition-[width] duration-500 ease-out"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>

          <section key={step} className="animate-pop-in mt-10 flex flex-1 flex-col gap-8">
            {step === 1 ? (
              <>
                <header className="flex flex-col gap-2">
                  <p className="text-[13px] font-medium text-accent">{t('onboarding.welcome.eyebrow')}</p>
                  <h1 className="text-2xl font-semibold tracking-tight text-balance text-fg sm:text-3xl">
                    {t('onboarding.welcome.title')}
                  </h1>
                  <p className="text-[15px] text-fg-muted">{t('onboarding.welcome.subtitle')}</p>
                </header>
                <Field label={t('onboarding.welcome.firstName')} error={nameError ?? undefined}>
                  <Input
                    ref={nameRef}
                    name="name"
                    autoComplete="given-name"
                    autoFocus
                    required
                    aria-required="true"
                    placeholder={t('onboarding.welcome.firstNamePlaceholder')}
                    value={form.name}
                    onChange={(event) => {
                      const name = event.target.value;
                      setForm((current) => ({ ...current, name }));
                      if (name.trim()) setNameError(null);
                    }}
                    className="h-12 text-base"
                  />
                </Field>
                <fieldset className="flex flex-col gap-2.5">
                  <legend className="mb-2.5 text-[13px] font-medium text-fg">
                    {t('onboarding.welcome.theme')}
                  </legend>
                  <RadioGroup.Root
                    value={theme.preference}
                    onValueChange={(value) => theme.setPreference(value as ThemePreference)}
                    aria-label={t('onboarding.welcome.theme')}
                    className="grid grid-cols-1 gap-2.5 sm:grid-cols-3"
                  >
                    {THEME_PREFERENCES.map((preference) => (
                      <ChoiceCard
                        key={preference}
                        value={preference}
                        icon={THEME_ICONS[preference]}
                        label={t(`onboarding.welcome.themes.${preference}`)}
                        hint={t(`onboarding.welcome.themeDescriptions.${preference}`)}
                      />
                    ))}
                  </RadioGroup.Root>
                  <p className="text-[13px] text-fg-subtle">{t('onboarding.welcome.themeHint')}</p>
                </fieldset>
              </>
            ) : null}

            {step === 2 ? (
              <>
                <header className="flex flex-col gap-2">
                  <h1
                    ref={headingRef}
                    tabIndex={-1}
                    className="text-2xl font-semibold tracking-tight text-balance text-fg outline-none sm:text-3xl"
                  >
                    {t('onboarding.describe.title', { name: displayName })}
                  </h1>
                  <p className="text-[15px] text-fg-muted">{t('onboarding.describe.subtitle')}</p>
                </header>
                <RadioGroup.Root
                  value={form.definition ?? ''}
                  onValueChange={(value) =>
                    setForm((current) => ({ ...current, definition: value as Definition }))
                  }
                  aria-label={t('onboarding.describe.title', { name: displayName })}
                  className="grid grid-cols-1 gap-2.5 min-[420px]:grid-cols-2 sm:grid-cols-3"
                >
                  {DEFINITIONS.map((definition) => (
                    <ChoiceCard
                      key={definition}
                      value={definition}
                      icon={DEFINITION_ICONS[definition]}
                      label={t(`onboarding.describe.options.${definition}`)}
                      hint={t(`onboarding.describe.hints.${definition}`)}
                    />
                  ))}
                </RadioGroup.Root>
              </>
            ) : null}

            {step === 3 ? (
              <div className="flex flex-col items-center gap-6 py-4 text-center">
                <div className="flex size-16 items-center justify-center rounded-3xl bg-accent-gradient text-white shadow-glow">
                  <PartyPopper className="size-8" aria-hidden="true" />
                </div>
                <header className="flex flex-col gap-2">
                  <h1
                    ref={headingRef}
                    tabIndex={-1}
                    className="text-2xl font-semibold tracking-tight text-balance text-fg outline-none sm:text-3xl"
                  >
                    {t('onboarding.done.title', { name: displayName })}
                  </h1>
                  <p className="mx-auto max-w-md text-[15px] text-fg-muted">
                    {t('onboarding.done.subtitle')}
                  </p>
                </header>
                <dl className="grid w-full max-w-md grid-cols-1 divide-y divide-line rounded-2xl border border-line bg-surface text-sm">
                  {[
                    [t('onboarding.done.summaryName'), displayName],
                    [
                      t('onboarding.done.summaryRole'),
                      form.definition
                        ? t(`onboarding.describe.options.${form.definition}`)
                        : t('onboarding.done.notChosen'),
                    ],
                    [t('onboarding.done.summaryTheme'), t(`onboarding.welcome.themes.${theme.preference}`)],
                  ].map(([term, value]) => (
                    <div key={term} className="flex items-center justify-between gap-4 px-4 py-3">
                      <dt className="text-fg-muted">{term}</dt>
                      <dd className="truncate font-medium text-fg">{value}</dd>
                    </div>
                  ))}
                </dl>
                {failed ? (
                  <Alert tone="error" className="w-full max-w-md text-start">
                    {t('onboarding.failed')}
                  </Alert>
                ) : null}
              </div>
            ) : null}
          </section>

          <div className="mt-10 flex items-center justify-between gap-3 border-t border-line pt-5">
            <Button variant="ghost" onClick={back} disabled={!canGoBack(step) || saving}>
              <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t('onboarding.previous')}
            </Button>
            <span className="hidden text-[13px] text-fg-subtle sm:inline">{t('onboarding.enterHint')}</span>
            <Button
              variant={action === 'skip' ? 'secondary' : 'primary'}
              onClick={forward}
              loading={saving}
              loadingText={t('onboarding.completing')}
              disabled={action === 'complete' ? !canComplete(form, saving) : false}
              className={cn('min-w-28')}
            >
              {t(`onboarding.${action}`)}
              {action === 'complete' ? null : (
                <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
              )}
            </Button>
          </div>
        </div>
      </div>
    </Direction.Provider>
  );
}
