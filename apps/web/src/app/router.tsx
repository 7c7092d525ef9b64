import { isValidElement, lazy, Suspense, useMemo, type ComponentType, type ReactElement } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  BrowserRouter,
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  Routes,
  useLocation,
} from 'react-router';
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
 * Every lazy route module, by its path from the web app's root: the names the first-screen table
 * (first-screens.ts) uses, so the build can preload a screen's chunks with the entry.
 */
const SCREENS = {
  'src/app/routes/auth/layout.tsx': () => import('./routes/auth/layout'),
  'src/app/routes/auth/login.tsx': () => import('./routes/auth/login'),
  'src/app/routes/auth/register.tsx': () => import('./routes/auth/register'),
  'src/app/routes/auth/forgot-password.tsx': () => import('./routes/auth/forgot-password'),
  'src/app/routes/auth/reset-password.tsx': () => import('./routes/auth/reset-password'),
  'src/app/routes/auth/google-callback.tsx': () => import('./routes/auth/google-callback'),
  'src/app/routes/fill-name.tsx': () => import('./routes/fill-name'),
  'src/app/routes/app/layout.tsx': () => import('./routes/app/layout'),
  'src/app/routes/chat.tsx': () => import('./routes/chat'),
  'src/app/routes/verify-email.tsx': () => import('./routes/verify-email'),
  'src/app/routes/pricing.tsx': () => import('./routes/pricing'),
  'src/app/routes/enterprise.tsx': () => import('./routes/enterprise'),
  'src/app/routes/community.tsx': () => import('./routes/community'),
  'src/app/routes/contact.tsx': () => import('./routes/contact'),
  'src/app/routes/blog.tsx': () => import('./routes/blog'),
  'src/app/routes/blog-post.tsx': () => import('./routes/blog-post'),
  'src/app/routes/learn.tsx': () => import('./routes/learn'),
  'src/app/routes/learn-article.tsx': () => import('./routes/learn-article'),
  'src/app/routes/static-page.tsx': () => import('./routes/static-page'),
  'src/app/routes/conversation.tsx': () => import('./routes/conversation'),
  'src/app/routes/project.tsx': () => import('./routes/project'),
} satisfies Record<string, () => Promise<RouteModule>>;

export type ScreenName = keyof typeof SCREENS;

/** A lazy screen's component, which can start loading (module and preparation) before it renders. */
type LazyScreen = ComponentType & { screen?: string; preload?: () => Promise<unknown> };

/**
 * The router runs in declarative mode: its data router (loaders, actions, fetchers) would add about 17 KB
 * gzip to every first visit, and all this app asked of it was to have a screen's module and texts before
 * the screen shows. A lazy screen does that: navigations run in a transition, so the previous screen stays
 * until the next one is ready, and the first one shows the splash meanwhile.
 */
export function lazyScreen(queryClient: QueryClient, importer: () => Promise<RouteModule>, name?: string) {
  let loading: Promise<RouteModule> | null = null;
  const load = () => {
    loading ??= importer().then(
      async (module) => {
        await module.prepare?.(queryClient);
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Screen: LazyScreen = lazy(async () => ({ default: (await load()).default }));
  Screen.screen = name;
  Screen.preload = load;
  return <Screen />;
}

export function appRoutes(queryClient: QueryClient) {
  const screen = (name: ScreenName) => lazyScreen(queryClient, SCREENS[name], name);
  const toChat = <Navigate to={paths.chat.getHref()} replace />;
  return (
    <Route path={paths.home.path} element={<AppRoot />}>
      <Route index element={toChat} />
      <Route element={screen('src/app/routes/auth/layout.tsx')}>
        <Route element={<GuestOnly />}>
          <Route path={paths.auth.login.path} element={screen('src/app/routes/auth/login.tsx')} />
          <Route path={paths.auth.register.path} element={screen('src/app/routes/auth/register.tsx')} />
          <Route
            path={paths.auth.forgotPassword.path}
            element={screen('src/app/routes/auth/forgot-password.tsx')}
          />
        </Route>
        <Route
          path={paths.auth.resetPassword.path}
          element={screen('src/app/routes/auth/reset-password.tsx')}
        />
      </Route>
      <Route
        path={paths.auth.googleCallback.path}
        element={screen('src/app/routes/auth/google-callback.tsx')}
      />
      {/* The onboarding wizard is a screen of its own, without the header. */}
      <Route path={paths.fillName.path} element={screen('src/app/routes/fill-name.tsx')} />
      <Route element={screen('src/app/routes/app/layout.tsx')}>
        <Route path={paths.chat.path} element={screen('src/app/routes/chat.tsx')} />
        <Route path={paths.auth.verifyEmail.path} element={screen('src/app/routes/verify-email.tsx')} />
        <Route path={paths.pricing.path} element={screen('src/app/routes/pricing.tsx')} />
        <Route path={paths.enterprise.path} element={screen('src/app/routes/enterprise.tsx')} />
        <Route path={paths.community.path} element={screen('src/app/routes/community.tsx')} />
        <Route path={paths.contact.path} element={screen('src/app/routes/contact.tsx')} />
        <Route path={paths.blog.path} element={screen('src/app/routes/blog.tsx')} />
        <Route path={paths.blogPost.path} element={screen('src/app/routes/blog-post.tsx')} />
        <Route path={paths.learn.path} element={screen('src/app/routes/learn.tsx')} />
        <Route path={paths.learnArticle.path} element={screen('src/app/routes/learn-article.tsx')} />
        <Route path={paths.page.path} element={screen('src/app/routes/static-page.tsx')} />
        {/* The privacy policy's link to the cookie policy (content §2): the same page under /page. */}
        <Route path="/cookies" element={<Navigate to={paths.page.getHref('cookies')} replace />} />
      </Route>
      {/* The workspace fills the screen with its own compact top bar instead of the main header. */}
      <Route element={<RequireAuth />}>
        <Route path={paths.conversation.path} element={screen('src/app/routes/conversation.tsx')} />
      </Route>
      {/* Public: guests may watch a shared project; the page has its own compact bar. */}
      <Route path={paths.project.path} element={screen('src/app/routes/project.tsx')} />
      <Route path="/project" element={screen('src/app/routes/project.tsx')} />
      <Route path="*" element={toChat} />
    </Route>
  );
}

/** The lazy screens (outermost layout first) the routes render for a pathname. */
export function screensFor(routes: ReactElement, pathname: string): LazyScreen[] {
  const matches = matchRoutes(createRoutesFromElements(routes), pathname) ?? [];
  return matches
    .map((match) => (isValidElement(match.route.element) ? match.route.element.type : null))
    .filter((type): type is LazyScreen => typeof type === 'object' && type !== null && 'preload' in type);
}

function AppRoutes() {
  const queryClient = useQueryClient();
  const routes = useMemo(() => {
    const tree = appRoutes(queryClient);
    // A layout renders its page only once it has loaded itself: start both (and what they prepare) now,
    // together, instead of one after the other.
    for (const screen of screensFor(tree, window.location.pathname)) void screen.preload?.().catch(() => {});
    return tree;
  }, [queryClient]);
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
