/** A generated-looking app using the curated packages models reach for, and the kit's components. */

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Kit app</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`;

export const MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import App from './App';
import './index.css';

const client = new QueryClient();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={client}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
`;

/** An app using what models reach for: charts, motion, a store, dates, queries, a form, kit components. */
export function kitApp(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'index.html': INDEX_HTML,
    'package.json': '{ "name": "kit-app", "private": true, "type": "module" }',
    'src/main.tsx': MAIN,
    'src/index.css': '@import "tailwindcss";\n',
    'src/store.ts': `import { create } from 'zustand';

interface Counter { count: number; increment: () => void }
export const useCounter = create<Counter>((set) => ({
  count: 0,
  increment: () => set((state) => ({ count: state.count + 1 })),
}));
`,
    'src/App.tsx': `import { useState } from 'react';
import { LineChart, Line, XAxis, YAxis } from 'recharts';
import { motion } from 'motion/react';
import { AnimatePresence, motion as fm } from 'framer-motion';
import { format } from 'date-fns';
import { addDays } from 'date-fns/addDays';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { useCounter } from './store';

const data = [{ day: 'Mon', value: 3 }, { day: 'Tue', value: 7 }, { day: 'Wed', value: 5 }];
const schema = z.object({ name: z.string().min(2) });

export default function App() {
  const { count, increment } = useCounter();
  const [shown] = useState(true);
  const query = useQuery({ queryKey: ['greeting'], queryFn: async () => 'Query loaded' });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  return (
    <main className={cn('p-4', 'p-6')}>
      <h1>Due {format(addDays(new Date(2026, 0, 1), 2), 'yyyy-MM-dd')}</h1>
      <p id="query">{query.data ?? 'loading'}</p>
      <motion.div animate={{ opacity: 1 }} id="motion">Moving</motion.div>
      <AnimatePresence>{shown && <fm.p id="presence">Present</fm.p>}</AnimatePresence>
      <button id="count" onClick={increment}>Count {count}</button>
      <form onSubmit={form.handleSubmit(() => undefined)}><input aria-label="Name" {...form.register('name')} /></form>
      <LineChart width={400} height={200} data={data}>
        <XAxis dataKey="day" />
        <YAxis />
        <Line type="monotone" dataKey="value" stroke="#6366f1" isAnimationActive={false} />
      </LineChart>
      <Dialog>
        <DialogTrigger asChild><Button>Open dialog</Button></DialogTrigger>
        <DialogContent>
          <DialogTitle>Kit dialog title</DialogTitle>
          <DialogDescription>Opened from the kit</DialogDescription>
        </DialogContent>
      </Dialog>
    </main>
  );
}
`,
    ...overrides,
  };
}
