import { useState } from 'react';
import { Boxes, Globe, MoreHorizontal, Pencil, Power, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZES } from '@atelier/contracts/constants';
import type { Project } from '@atelier/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { PublishDialog, VisibilityBadge } from '@/features/publish';
import { useErrorText } from '@/lib/errors';
import { useTimeAgo } from '@/lib/time-ago';
import { toast } from '@/stores/toast-store';
import { useDeleteProject } from '../api/delete-project';
import { useProjectsPage } from '../api/get-projects';
import { useUpdateProject } from '../api/update-project';
import { clampPage, pageAfterDelete } from '../lib/pagination';
import { InlineRename } from './inline-rename';
import { Pager } from './pager';
import { ProjectThumbnail } from './project-thumbnail';
import { HomeSection } from './section';

export function ProjectsGrid() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const perPage = PAGE_SIZES.projectsGrid;
  const { projects, total, isPending, isError, refetch } = useProjectsPage({ page });
  const shownPage = !isPending && !isError ? clampPage(page, total, perPage) : page;
  if (shownPage !== page) setPage(shownPage);

  return (
    <HomeSection
      id="home-projects"
      title={t('home.projects')}
      aside={<Pager page={page} total={total} perPage={perPage} onPageChange={setPage} />}
    >
      {isPending ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="aspect-[4/3] rounded-2xl" />
          ))}
        </div>
      ) : isError ? (
        <EmptyState
          title={t('home.loadFailed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              {t('home.retry')}
            </Button>
          }
        />
      ) : projects.length === 0 ? (
        <EmptyState
          icon={<Boxes />}
          title={t('home.projectsEmpty')}
          description={t('home.projectsEmptyBody')}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              onDeleted={() => setPage((current) => pageAfterDelete(current, projects.length))}
            />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function ProjectCard({ project, onDeleted }: { project: Project; onDeleted: () => void }) {
  const { t } = useTranslation();
  const timeAgo = useTimeAgo();
  const { describe } = useErrorText();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const active = project.status === 'active';

  const rename = async (name: string) => {
    try {
      await update.mutateAsync({ id: project.id, data: { name } });
      toast.success(t('home.renamed'));
      setEditing(false);
    } catch (error) {
      toast.error(describe(error));
    }
  };

  const toggle = async () => {
    try {
      await update.mutateAsync({ id: project.id, data: { status: active ? 'inactive' : 'active' } });
      toast.success(t('home.statusUpdated'));
    } catch (error) {
      toast.error(describe(error));
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ id: project.id });
      toast.success(t('home.deleted'));
      onDeleted();
    } catch (error) {
      toast.error(describe(error));
    }
  };

  return (
    <li className="group relative flex flex-col gap-3 rounded-2xl border border-line bg-surface/70 p-2.5 transition-[border-color,background-color] duration-150 hover:border-line-strong hover:bg-surface">
      <ProjectThumbnail src={project.thumbnail_url} name={project.name} seed={project.id} />
      <div className="flex items-start gap-2 px-1 pb-1">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          {editing ? (
            <InlineRename initial={project.name} onSave={rename} onCancel={() => setEditing(false)} />
          ) : project.conversation_uuid ? (
            <Link
              to={paths.conversation.getHref(project.conversation_uuid)}
              className="truncate text-sm font-medium text-fg after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
            >
              {project.name}
            </Link>
          ) : (
            <span className="truncate text-sm font-medium text-fg">{project.name}</span>
          )}
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge tone={active ? 'success' : 'neutral'}>
              {active ? t('home.active') : t('home.inactive')}
            </Badge>
            {project.is_public ? <VisibilityBadge isPublic /> : null}
            <span className="text-xs text-fg-subtle">{timeAgo(project.updated_at)}</span>
          </div>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={t('home.actions', { name: project.name })}
            className="relative z-10 flex size-8 shrink-0 items-center justify-center rounded-lg text-fg-subtle hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          >
            <MoreHorizontal className="size-4" aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('home.rename')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setPublishing(true)}>
              <Globe aria-hidden="true" />
              {project.is_public ? t('publish.menuShare') : t('publish.menuPublish')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void toggle()}>
              <Power aria-hidden="true" />
              {active ? t('home.deactivate') : t('home.activate')}
            </DropdownMenuItem>
            <DropdownMenuItem tone="danger" onSelect={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              {t('home.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        icon={<Trash2 className="size-5" />}
        title={t('home.deleteProjectTitle')}
        description={t('home.deleteProjectBody', { name: project.name })}
        confirmLabel={t('home.delete')}
        onConfirm={confirmDelete}
      />
      <PublishDialog project={project} open={publishing} onOpenChange={setPublishing} />
    </li>
  );
}
