import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { useTextDirection } from '@/lib/i18n';
import { lazyAfterPaint } from '@/utils/lazy-after-paint';

// Toasts only appear after something happens; the store queues them until the toaster has loaded.
const Toaster = lazyAfterPaint(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/** App-wide providers. i18n and the theme are set up before the first render (main.tsx); the session is a store. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Radix widgets (menus, tabs, radio groups) read the direction here for arrow keys and submenu sides.
  const dir = useTextDirection();
  return (
    <QueryClientProvider client={queryClient}>
      <Direction.Provider dir={dir}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </Direction.Provider>
    </QueryClientProvider>
  );
}
