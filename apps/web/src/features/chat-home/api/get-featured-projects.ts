import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@atelier/contracts/constants';
import type { PublicProjectsResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

/** `page` is 0-based (the UI's). */
export const getFeaturedProjects = ({ page, signal }: { page: number; signal?: AbortSignal }) =>
  api.get<PublicProjectsResponse>('/public/projects/featured', {
    query: { page: page + 1, per_page: PAGE_SIZES.featured },
    signal,
  });

export const getFeaturedProjectsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['public-projects', 'featured', { page }],
    queryFn: ({ signal }) => getFeaturedProjects({ page, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    // A missing showcase is not worth waiting for: say so at once (core §2).
    retry: false,
  });

export const useFeaturedProjects = ({ page }: { page: number }) =>
  useQuery(getFeaturedProjectsQueryOptions(page));
