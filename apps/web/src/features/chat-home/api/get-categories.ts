import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

export const getCategories = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<CategoriesResponse>('/categories', { signal });

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: getCategories,
    staleTime: 10 * 60_000,
    select: (response) => response.data,
  });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
