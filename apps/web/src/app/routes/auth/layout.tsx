import type { QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { getAuthProvidersQueryOptions } from '@/features/auth/api/get-auth-providers';
import { AuthLayout } from '@/features/auth/components/auth-layout';

/** Starts asking which sign-in providers exist while the screen loads. */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getAuthProvidersQueryOptions());
  return null;
};

export default function AuthLayoutRoute() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
