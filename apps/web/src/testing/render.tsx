import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';

/** Renders a screen at `path` with the app's providers, a fresh query client and a /chat stand-in. */
export function renderScreen(
  ui: ReactElement,
  { path = '/', extraRoutes = [] }: { path?: string; extraRoutes?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path, element: ui }, { path: '/chat', element: <h1>Chat home</h1> }, ...extraRoutes],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
