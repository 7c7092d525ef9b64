import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { AppRouter } from './router';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
