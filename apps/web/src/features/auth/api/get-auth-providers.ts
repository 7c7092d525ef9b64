import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProvidersResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

export const getAuthProviders = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<AuthProvidersResponse>('/auth/providers', { signal });

export const getAuthProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'providers'], queryFn: getAuthProviders, staleTime: 10 * 60_000 });

export const useAuthProviders = () => useQuery(getAuthProvidersQueryOptions());
