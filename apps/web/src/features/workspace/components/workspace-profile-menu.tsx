import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { User } from '@atelier/contracts';
import { UserMenu } from '@/components/layout/user-menu';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';

/** The workspace's profile menu (core §2): the user menu with a way back home first. */
export function WorkspaceProfileMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <UserMenu
      user={user}
      leadingItems={
        <DropdownMenuItem onSelect={() => void navigate(paths.chat.getHref())}>
          <House aria-hidden="true" />
          {t('workspace.profile.home')}
        </DropdownMenuItem>
      }
    />
  );
}
