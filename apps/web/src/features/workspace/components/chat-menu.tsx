import { Download, Ellipsis, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GitHubIcon } from '@/components/ui/brand-icons';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useProjectDownload, type WorkspaceProject } from '@/features/preview';
import { toast } from '@/stores/toast-store';

const COMING_SOON_MS = 3000;

/**
 * Download code (the project's zip, the same as the preview toolbar's; there once the project exists),
 * then invite and GitHub: announced, not built yet; each says so for 3 s at the top right (core §2).
 */
export function ChatMenu({ project }: { project: WorkspaceProject | null }) {
  const { t } = useTranslation();
  const { download, downloading } = useProjectDownload();
  const soon = [
    { key: 'invite', label: t('workspace.menu.invite'), icon: <UserPlus aria-hidden="true" /> },
    { key: 'github', label: t('workspace.menu.github'), icon: <GitHubIcon className="size-4" /> },
  ];
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('workspace.menu.label')}
        className="flex size-9 items-center justify-center rounded-xl text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:bg-surface-2 data-[state=open]:text-fg"
      >
        <Ellipsis className="size-[18px]" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {project ? (
          <DropdownMenuItem disabled={downloading} onSelect={() => void download(project)}>
            <Download aria-hidden="true" />
            <span className="flex-1">{t('workspace.menu.code')}</span>
          </DropdownMenuItem>
        ) : null}
        {soon.map((entry) => (
          <DropdownMenuItem
            key={entry.key}
            onSelect={() =>
              toast.info(t('workspace.menu.comingSoonToast', { feature: entry.label }), {
                duration: COMING_SOON_MS,
                position: 'top-right',
              })
            }
          >
            {entry.icon}
            <span className="flex-1">{entry.label}</span>
            <span className="rounded-md border border-line px-1.5 py-0.5 text-[10px] font-medium text-fg-subtle uppercase">
              {t('workspace.menu.comingSoon')}
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
