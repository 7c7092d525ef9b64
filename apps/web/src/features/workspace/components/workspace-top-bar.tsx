import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { WorkspaceProfileMenu } from './workspace-profile-menu';

export interface WorkspaceTopBarProps {
  title: string | null;
  /** Controls on the right, before the profile menu (view mode, chat menu). */
  actions?: ReactNode;
}

/** The workspace's compact bar: back to /, the conversation's title, its controls and the profile menu. */
export function WorkspaceTopBar({ title, actions }: WorkspaceTopBarProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-line bg-canvas/80 px-2 backdrop-blur-xl sm:px-3">
      <Link
        to={paths.home.getHref()}
        aria-label={t('workspace.back')}
        title={t('workspace.back')}
        className="flex size-9 shrink-0 items-center justify-center rounded-xl text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
      >
        <ArrowLeft className="size-[18px] rtl:rotate-180" aria-hidden="true" />
      </Link>
      <Link
        to={paths.chat.getHref()}
        className="hidden shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent sm:block"
      >
        <Logo />
      </Link>
      {title === '' ? null : (
        <span className="hidden h-5 w-px shrink-0 bg-line sm:block" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        {title === null ? (
          <Skeleton className="h-4 w-40" />
        ) : (
          <h1 className="truncate text-sm font-medium text-fg" title={title}>
            {/* Isolated: a title in another script keeps its punctuation, beside the logo. */}
            <bdi>{title}</bdi>
          </h1>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {actions}
        {user ? (
          <span className="ms-1 flex">
            <WorkspaceProfileMenu user={user} />
          </span>
        ) : null}
      </div>
    </header>
  );
}
