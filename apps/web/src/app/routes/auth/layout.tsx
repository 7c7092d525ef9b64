import type { QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { getAuthProvidersQueryOptions } from '@/features/auth/api/get-auth-providers';
import { AuthLayout } from '@/features/auth/components/auth-layout';

/** Starts asking which sign-in providers exist while the screen loads. */
export const prepare = (queryClient: QueryClient) => {
  void queryClient.prefetchQuery(getAuthProvidersQueryOptions());
};

export default function AuthLayoutRoute() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
