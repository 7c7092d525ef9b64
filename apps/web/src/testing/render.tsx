import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';

function ScreenRoutes({ routes, onLocation }: { routes: RouteObject[]; onLocation: (at: Location) => void }) {
  onLocation(useLocation());
  return useRoutes(routes);
}

/**
 * Renders a screen at `path` with the app's providers, a fresh query client and a /chat stand-in, in the
 * router mode the app uses. `location()` is where the screen has navigated to.
 */
export function renderScreen(
  ui: ReactElement,
  { path = '/', extraRoutes = [] }: { path?: string; extraRoutes?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const routes = [{ path, element: ui }, { path: '/chat', element: <h1>Chat home</h1> }, ...extraRoutes];
  let current: Location | null = null;
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ScreenRoutes routes={routes} onLocation={(at) => (current = at)} />
      </MemoryRouter>
    </AppProvider>,
  );
  const location = () => {
    if (!current) throw new Error('The screen has not rendered');
    return current;
  };
  return { ...view, location, queryClient };
}
