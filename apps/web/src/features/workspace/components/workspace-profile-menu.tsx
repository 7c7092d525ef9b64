import { useState } from 'react';
import { House, Languages, LogOut, Palette, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { User } from '@atelier/contracts';
import { LanguageRadioItems } from '@/components/layout/language-switcher';
import { ThemeRadioItems } from '@/components/layout/theme-menu';
import { LogoutConfirm, displayName } from '@/components/layout/user-menu';
import { Avatar } from '@/components/ui/avatar';
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
import { paths } from '@/config/paths';
import { settingsDialog } from '@/stores/settings-dialog';

/** The workspace's profile menu (core §2): home, settings, theme, language, logout with confirmation. */
export function WorkspaceProfileMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
          <DropdownMenuItem onSelect={() => void navigate(paths.chat.getHref())}>
            <House aria-hidden="true" />
            {t('workspace.profile.home')}
          </DropdownMenuItem>
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
