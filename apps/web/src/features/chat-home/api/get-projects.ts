import { keepPreviousData, queryOptions, useQueries } from '@tanstack/react-query';
import { PAGE_SIZES } from '@atelier/contracts/constants';
import type { ListProjectsResponse, Project } from '@atelier/contracts';
import { api } from '@/lib/api-client';

/** `page` is the api's 1-based page of PAGE_SIZES.projectsRequest (6) projects. */
export const getProjects = ({ page, signal }: { page: number; signal?: AbortSignal }) =>
  api.get<ListProjectsResponse>('/projects', {
    query: { page, per_page: PAGE_SIZES.projectsRequest },
    signal,
  });

export const projectsQueryKey = ['projects'] as const;

export const getProjectsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...projectsQueryKey, { page }],
    queryFn: ({ signal }) => getProjects({ page, signal }),
    placeholderData: keepPreviousData,
  });

/** The api pages (1-based, 6 each) that hold the grid's 0-based page of 4. */
export function apiPagesFor(gridPage: number): number[] {
  const size = PAGE_SIZES.projectsRequest;
  const first = Math.floor((gridPage * PAGE_SIZES.projectsGrid) / size) + 1;
  const last = Math.floor((gridPage * PAGE_SIZES.projectsGrid + PAGE_SIZES.projectsGrid - 1) / size) + 1;
  return first === last ? [first] : [first, last];
}

/** One grid page of 4 projects, read from the api's pages of 6. */
export function useProjectsPage({ page, enabled = true }: { page: number; enabled?: boolean }) {
  const pages = apiPagesFor(page);
  return useQueries({
    queries: pages.map((apiPage) => ({ ...getProjectsQueryOptions(apiPage), enabled })),
    combine: (results) => {
      const size = PAGE_SIZES.projectsRequest;
      const offset = page * PAGE_SIZES.projectsGrid - ((pages[0] ?? 1) - 1) * size;
      const all: Project[] = results.flatMap((result) => result.data?.projects.data ?? []);
      return {
        projects: all.slice(offset, offset + PAGE_SIZES.projectsGrid),
        total: results[0]?.data?.projects.total ?? 0,
        isPending: results.some((result) => result.isPending),
        isError: results.some((result) => result.isError),
        refetch: () => Promise.all(results.map((result) => result.refetch())),
      };
    },
  });
}
