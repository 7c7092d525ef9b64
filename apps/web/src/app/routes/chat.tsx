/**
 * /chat, the home. A placeholder until the chat feature lands: hero, the account banners and a
 * preview of the prompt box. Guests see a sign-up call to action.
 */
import { ArrowUp, Paperclip, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AccountBanners } from '@/features/auth/components/account-banners';
import { useAuth } from '@/lib/auth';

export default function ChatRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="relative flex flex-1 flex-col">
      <PageTitle />
      <div className="pointer-events-none absolute inset-x-0 top-0 h-[480px] bg-glow" aria-hidden="true" />
      <div className="relative mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 pt-8 pb-24 sm:px-6 sm:pt-12">
        <AccountBanners user={user} />
        <div className="flex flex-col items-center gap-4 pt-6 text-center sm:pt-12">
          <span className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface/60 px-3 py-1 text-xs font-medium text-fg-muted backdrop-blur">
            <Sparkles className="size-3.5 text-accent" aria-hidden="true" />
            {t('common.appName')} · {t('common.alpha')}
          </span>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            {t('chat.placeholderTitle')}
          </h1>
          <p className="max-w-xl text-base text-balance text-fg-muted sm:text-lg">
            {t('chat.placeholderBody')}
          </p>
        </div>
        <div className="rounded-2xl border border-line bg-surface/80 p-3 shadow-float backdrop-blur">
          <label htmlFor="prompt-preview" className="sr-only">
            {t('chat.placeholderTitle')}
          </label>
          <textarea
            id="prompt-preview"
            disabled
            rows={3}
            placeholder={t('chat.placeholderSoon')}
            className="w-full resize-none bg-transparent px-2 py-1.5 text-[15px] text-fg placeholder:text-fg-subtle focus:outline-none disabled:cursor-not-allowed"
          />
          <div className="flex items-center justify-between">
            <span
              className="flex size-9 items-center justify-center rounded-xl text-fg-subtle"
              aria-hidden="true"
            >
              <Paperclip className="size-4" />
            </span>
            <span
              className="flex size-9 items-center justify-center rounded-xl bg-accent-gradient text-white opacity-50"
              aria-hidden="true"
            >
              <ArrowUp className="size-4" />
            </span>
          </div>
        </div>
        {user ? null : (
          <div className="flex justify-center">
            <ButtonLink size="lg" to={paths.auth.register.getHref()}>
              {t('chat.guestCta')}
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}
