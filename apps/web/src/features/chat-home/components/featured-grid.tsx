import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZES } from '@atelier/contracts/constants';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useFeaturedProjects } from '../api/get-featured-projects';
import { GridSkeleton } from './conversations-grid';
import { Pager } from './pager';
import { ProjectThumbnail } from './project-thumbnail';
import { HomeSection } from './section';

/** Public featured projects, 6 per page; a failure reads "API not available yet" (core §2). */
export function FeaturedGrid() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useFeaturedProjects({ page });
  const projects = query.data?.projects ?? [];
  const total = query.data?.pagination.total ?? 0;

  return (
    <HomeSection
      id="home-featured"
      title={t('home.featured')}
      description={t('home.featuredBody')}
      aside={<Pager page={page} total={total} perPage={PAGE_SIZES.featured} onPageChange={setPage} />}
    >
      {query.isPending ? (
        <GridSkeleton count={3} className="aspect-[16/11]" />
      ) : query.isError ? (
        <EmptyState
          icon={<Sparkles />}
          title={t('home.apiUnavailable')}
          description={t('home.featuredEmptyBody')}
        />
      ) : projects.length === 0 ? (
        <EmptyState
          icon={<Sparkles />}
          title={t('home.featuredEmpty')}
          description={t('home.featuredEmptyBody')}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          {projects.map((project) => (
            <li
              key={project.uuid}
              className="group relative flex flex-col gap-3 rounded-2xl border border-line bg-surface/70 p-2.5 transition-[border-color,background-color] duration-150 hover:border-line-strong hover:bg-surface"
            >
              <ProjectThumbnail src={project.thumbnail_url} name={project.name} seed={project.id} />
              <Link
                to={paths.project.getHref(project.uuid)}
                aria-label={t('home.open', { name: project.name })}
                className="truncate px-1 pb-1 text-sm font-medium text-fg after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
              >
                {project.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
