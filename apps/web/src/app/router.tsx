import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { Splash } from '@/components/layout/splash';
import { paths } from '@/config/paths';
import { RouteErrorBoundary } from './routes/error';
import { GuestOnly, RequireAuth } from './routes/guards';
import { AppRoot } from './routes/root';

/**
 * A lazy route module: its screen as default export and, optionally, what the screen needs before it shows
 * (its text section, the contracts, a prefetch), fetched together with the module.
 */
export interface RouteModule {
  default: ComponentType;
  prepare?: (queryClient: QueryClient) => Promise<unknown> | void;
}

/**
 * The router runs in declarative mode: its data router (loaders, actions, fetchers) would add about 17 KB
 * gzip to every first visit, and all this app asked of it was to have a screen's module and texts before
 * the screen shows. A lazy screen does that: navigations run in a transition, so the previous screen stays
 * until the next one is ready, and the first one shows the splash meanwhile.
 */
export function lazyScreen(queryClient: QueryClient, importer: () => Promise<RouteModule>) {
  const Screen = lazy(async () => {
    const module = await importer();
    await module.prepare?.(queryClient);
    return { default: module.default };
  });
  return <Screen />;
}

function appRoutes(queryClient: QueryClient) {
  const screen = (importer: () => Promise<RouteModule>) => lazyScreen(queryClient, importer);
  const toChat = <Navigate to={paths.chat.getHref()} replace />;
  return (
    <Route path={paths.home.path} element={<AppRoot />}>
      <Route index element={toChat} />
      <Route element={screen(() => import('./routes/auth/layout'))}>
        <Route element={<GuestOnly />}>
          <Route path={paths.auth.login.path} element={screen(() => import('./routes/auth/login'))} />
          <Route path={paths.auth.register.path} element={screen(() => import('./routes/auth/register'))} />
          <Route
            path={paths.auth.forgotPassword.path}
            element={screen(() => import('./routes/auth/forgot-password'))}
          />
        </Route>
        <Route
          path={paths.auth.resetPassword.path}
          element={screen(() => import('./routes/auth/reset-password'))}
        />
      </Route>
      <Route
        path={paths.auth.googleCallback.path}
        element={screen(() => import('./routes/auth/google-callback'))}
      />
      {/* The onboarding wizard is a screen of its own, without the header. */}
      <Route path={paths.fillName.path} element={screen(() => import('./routes/fill-name'))} />
      <Route element={screen(() => import('./routes/app/layout'))}>
        <Route path={paths.chat.path} element={screen(() => import('./routes/chat'))} />
        <Route path={paths.auth.verifyEmail.path} element={screen(() => import('./routes/verify-email'))} />
        <Route path={paths.pricing.path} element={screen(() => import('./routes/pricing'))} />
        <Route path={paths.enterprise.path} element={screen(() => import('./routes/enterprise'))} />
        <Route path={paths.community.path} element={screen(() => import('./routes/community'))} />
        <Route path={paths.contact.path} element={screen(() => import('./routes/contact'))} />
        <Route path={paths.blog.path} element={screen(() => import('./routes/blog'))} />
        <Route path={paths.blogPost.path} element={screen(() => import('./routes/blog-post'))} />
        <Route path={paths.learn.path} element={screen(() => import('./routes/learn'))} />
        <Route path={paths.learnArticle.path} element={screen(() => import('./routes/learn-article'))} />
        <Route path={paths.page.path} element={screen(() => import('./routes/static-page'))} />
        {/* The privacy policy's link to the cookie policy (content §2): the same page under /page. */}
        <Route path="/cookies" element={<Navigate to={paths.page.getHref('cookies')} replace />} />
      </Route>
      {/* The workspace fills the screen with its own compact top bar instead of the main header. */}
      <Route element={<RequireAuth />}>
        <Route path={paths.conversation.path} element={screen(() => import('./routes/conversation'))} />
      </Route>
      {/* Public: guests may watch a shared project; the page has its own compact bar. */}
      <Route path={paths.project.path} element={screen(() => import('./routes/project'))} />
      <Route path="/project" element={screen(() => import('./routes/project'))} />
      <Route path="*" element={toChat} />
    </Route>
  );
}

function AppRoutes() {
  const queryClient = useQueryClient();
  const routes = useMemo(() => appRoutes(queryClient), [queryClient]);
  const location = useLocation();
  return (
    // A new location clears a failed screen, so the header's links still lead somewhere.
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<Splash />}>
        <Routes>{routes}</Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
