import { useMemo, type ComponentType } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type LoaderFunction } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Splash } from '@/components/layout/splash';
import { paths } from '@/config/paths';
import { RouteErrorBoundary } from './routes/error';
import { GuestOnly, RequireAuth } from './routes/guards';
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
        // The onboarding wizard is a screen of its own, without the header.
        { path: paths.fillName.path, lazy: load(() => import('./routes/fill-name')) },
        {
          lazy: load(() => import('./routes/app/layout')),
          children: [
            { path: paths.chat.path, lazy: load(() => import('./routes/chat')) },
            { path: paths.auth.verifyEmail.path, lazy: load(() => import('./routes/verify-email')) },
            { path: paths.pricing.path, lazy: load(() => import('./routes/pricing')) },
            { path: paths.enterprise.path, lazy: load(() => import('./routes/enterprise')) },
            { path: paths.community.path, lazy: load(() => import('./routes/community')) },
            { path: paths.contact.path, lazy: load(() => import('./routes/contact')) },
            { path: paths.blog.path, lazy: load(() => import('./routes/blog')) },
            { path: paths.blogPost.path, lazy: load(() => import('./routes/blog-post')) },
            { path: paths.learn.path, lazy: load(() => import('./routes/learn')) },
            { path: paths.learnArticle.path, lazy: load(() => import('./routes/learn-article')) },
            { path: paths.page.path, lazy: load(() => import('./routes/static-page')) },
            // The privacy policy's link to the cookie policy (content §2): the same page under /page.
            { path: '/cookies', element: <Navigate to={paths.page.getHref('cookies')} replace /> },
          ],
        },
        {
          // The workspace fills the screen with its own compact top bar instead of the main header.
          Component: RequireAuth,
          children: [{ path: paths.conversation.path, lazy: load(() => import('./routes/conversation')) }],
        },
        // Public: guests may watch a shared project; the page has its own compact bar.
        { path: paths.project.path, lazy: load(() => import('./routes/project')) },
        { path: '/project', lazy: load(() => import('./routes/project')) },
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
