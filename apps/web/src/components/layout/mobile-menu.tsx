import { useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { LogOut, Settings, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { NAV_LINKS, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { UI_LANGUAGES, setLanguage, useLanguage, type UiLanguage } from '@/lib/i18n';
import { THEME_PREFERENCES, useTheme, type ThemePreference } from '@/lib/theme';
import { settingsDialog } from '@/stores/settings-dialog';
import { cn } from '@/utils/cn';
import { Logo } from './logo';
import { THEME_ICONS } from './theme-menu';
import { LogoutConfirm, displayName } from './user-menu';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The header's menu under the md breakpoint: a sheet from the right. */
export function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { preference, setPreference } = useTheme();
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const close = () => onOpenChange(false);

  return (
    <>
      <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-[250] bg-overlay data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
          <DialogPrimitive.Content className="fixed inset-y-0 end-0 z-[250] flex w-[min(22rem,100vw)] flex-col border-s border-line bg-surface shadow-float outline-none data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right rtl:data-[state=open]:animate-slide-in-left rtl:data-[state=closed]:animate-slide-out-left">
            <div className="flex h-16 items-center justify-between border-b border-line px-4">
              <DialogPrimitive.Title asChild>
                <div>
                  <Logo />
                </div>
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="sr-only">
                {t('header.primaryNav')}
              </DialogPrimitive.Description>
              <DialogPrimitive.Close
                aria-label={t('header.closeMenu')}
                className="flex size-9 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
              >
                <X className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>

            <div className="flex flex-1 flex-col gap-6 overflow-y-auto p-4">
              {user ? (
                <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 p-3">
                  <Avatar src={user.avatar} name={displayName(user)} />
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{displayName(user)}</p>
                    <p className="truncate text-xs text-fg-subtle">{user.email}</p>
                  </div>
                </div>
              ) : null}

              <nav aria-label={t('header.primaryNav')} className="flex flex-col gap-1">
                {NAV_LINKS.map((link) => (
                  <NavLink
                    key={link.key}
                    to={link.href}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'flex h-11 items-center rounded-xl px-3 text-[15px] font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent',
                        isActive ? 'bg-surface-2 text-fg' : 'text-fg-muted hover:bg-surface-2 hover:text-fg',
                      )
                    }
                  >
                    {t(`header.nav.${link.key}`)}
                  </NavLink>
                ))}
                {user ? (
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      settingsDialog.open('profile');
                    }}
                    className="flex h-11 items-center gap-2.5 rounded-xl px-3 text-start text-[15px] font-medium text-fg-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    <Settings className="size-4" aria-hidden="true" />
                    {t('header.settings')}
                  </button>
                ) : null}
              </nav>

              <div className="flex flex-col gap-2">
                <p className="text-xs font-medium text-fg-subtle">{t('header.theme')}</p>
                <SegmentedControl<ThemePreference>
                  aria-label={t('header.theme')}
                  value={preference}
                  onValueChange={setPreference}
                  options={THEME_PREFERENCES.map((value) => {
                    const Icon = THEME_ICONS[value];
                    return { value, label: t(`theme.${value}`), icon: <Icon aria-hidden="true" /> };
                  })}
                />
              </div>

              <div className="flex flex-col gap-2">
                <p className="text-xs font-medium text-fg-subtle">{t('header.language')}</p>
                <SegmentedControl<UiLanguage>
                  aria-label={t('header.language')}
                  value={language}
                  onValueChange={(value) => void setLanguage(value)}
                  columns={3}
                  options={UI_LANGUAGES.map((option) => ({
                    value: option.code,
                    label: <span lang={option.code}>{option.label}</span>,
                  }))}
                />
              </div>
            </div>

            <div className="flex flex-col gap-2 border-t border-line p-4">
              {user ? (
                <Button variant="secondary" size="lg" onClick={() => setConfirming(true)}>
                  <LogOut className="size-4" aria-hidden="true" />
                  {t('header.logout')}
                </Button>
              ) : (
                <>
                  <ButtonLink size="lg" to={paths.auth.register.getHref()} onClick={close}>
                    {t('header.getStarted')}
                  </ButtonLink>
                  <ButtonLink variant="secondary" size="lg" to={paths.auth.login.getHref()} onClick={close}>
                    {t('header.login')}
                  </ButtonLink>
                </>
              )}
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      <LogoutConfirm
        open={confirming}
        onOpenChange={(next) => {
          setConfirming(next);
          if (!next) close();
        }}
      />
    </>
  );
}
