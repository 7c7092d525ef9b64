import { type ReactNode, useState } from 'react';
import { Languages, LogOut, Palette, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@atelier/contracts';
import { Avatar } from '@/components/ui/avatar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/lib/auth';
import { settingsDialog } from '@/stores/settings-dialog';
import { LanguageRadioItems } from './language-switcher';
import { ThemeRadioItems } from './theme-menu';

export function displayName(user: Pick<User, 'name' | 'lastname' | 'email'>): string {
  return [user.name, user.lastname].filter(Boolean).join(' ').trim() || user.email;
}

/** Logout behind a confirmation (core §2); shared by the user menu and the mobile menu. */
export function LogoutConfirm({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      icon={<LogOut className="size-5" aria-hidden="true" />}
      title={t('header.logoutTitle')}
      description={t('header.logoutBody')}
      confirmLabel={t('header.logout')}
      onConfirm={() => {
        onOpenChange(false);
        void logout();
      }}
    />
  );
}

/**
 * The signed-in person's menu (core §2): settings, theme, language, logout with confirmation.
 * `leadingItems` go first, for places that offer more (the workspace adds "Home").
 */
export function UserMenu({ user, leadingItems }: { user: User; leadingItems?: ReactNode }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const name = displayName(user);
  return (
    <>
      <DropdownMenu modal={false}>
        {/* Named by its content ("Account menu" + the person's name), so the visible initials are part of it. */}
        <DropdownMenuTrigger className="rounded-full transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
          <span className="sr-only">{t('header.userMenu')}</span>
          <Avatar src={user.avatar} name={name} size="sm" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="flex items-center gap-3 py-2.5">
            <Avatar src={user.avatar} name={name} size="md" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate text-sm font-medium text-fg">{name}</span>
              <span className="truncate text-xs text-fg-subtle">{user.email}</span>
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {leadingItems}
          <DropdownMenuItem onSelect={() => settingsDialog.open('profile')}>
            <Settings aria-hidden="true" />
            {t('header.settings')}
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <Palette aria-hidden="true" />
              {t('header.theme')}
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <ThemeRadioItems />
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <Languages aria-hidden="true" />
              {t('header.language')}
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <LanguageRadioItems />
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          <DropdownMenuSeparator />
          <DropdownMenuItem tone="danger" onSelect={() => setConfirming(true)}>
            <LogOut aria-hidden="true" />
            {t('header.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LogoutConfirm open={confirming} onOpenChange={setConfirming} />
    </>
  );
}
