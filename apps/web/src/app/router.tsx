import { useMemo, type ComponentType } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type LoaderFunction } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Splash } from '@/components/layout/splash';
import { paths } from '@/config/paths';
import { RouteErrorBoundary } from './routes/error';
import { GuestOnly } from './routes/guards';
import { AppRoot } from './routes/root';

/** A lazy route module: its screen as default export, optionally a loader that prefetches with the query client. */
interface RouteModule {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
}

const convert =
  (queryClient: QueryClient) =>
  ({ default: Component, clientLoader }: RouteModule) => ({
    Component,
    ...(clientLoader ? { loader: clientLoader(queryClient) } : {}),
  });

const toChat = <Navigate to={paths.chat.getHref()} replace />;

export function createAppRouter(queryClient: QueryClient) {
  const load = (importer: () => Promise<RouteModule>) => () => importer().then(convert(queryClient));
  return createBrowserRouter([
    {
      path: paths.home.path,
      Component: AppRoot,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: Splash,
      children: [
        { index: true, element: toChat },
        {
          lazy: load(() => import('./routes/auth/layout')),
          children: [
            {
              Component: GuestOnly,
              children: [
                { path: paths.auth.login.path, lazy: load(() => import('./routes/auth/login')) },
                { path: paths.auth.register.path, lazy: load(() => import('./routes/auth/register')) },
                {
                  path: paths.auth.forgotPassword.path,
                  lazy: load(() => import('./routes/auth/forgot-password')),
                },
              ],
            },
            { path: paths.auth.resetPassword.path, lazy: load(() => import('./routes/auth/reset-password')) },
          ],
        },
        { path: paths.auth.googleCallback.path, lazy: load(() => import('./routes/auth/google-callback')) },
        {
          lazy: load(() => import('./routes/app/layout')),
          children: [
            { path: paths.chat.path, lazy: load(() => import('./routes/chat')) },
            { path: paths.auth.verifyEmail.path, lazy: load(() => import('./routes/verify-email')) },
          ],
        },
        { path: '*', element: toChat },
      ],
    },
  ]);
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createAppRouter(queryClient), [queryClient]);
  return <RouterProvider router={router} />;
}
