/**
 * Project build time, of two apps bundled by the worker's builder:
 * - "plain": a representative generated app (shell, three routed pages, a few components, lucide icons,
 *   clsx, Tailwind v4 with a theme), the baseline;
 * - "kit": an app with recharts + framer-motion + zustand + the kit's shadcn dialog and button (the
 *   curated packages of @atelier/app-kit), printed with its ratio to the plain app's figures of the same run.
 * For each:
 * - cold: the first build of a fresh process (esbuild service start, nothing parsed yet), in separate
 *   processes;
 * - warm: the next builds in one process, each after a small edit, as when a person iterates
 *   (target for the kit app: p50 < 2 s).
 *
 *   apps/worker/node_modules/.bin/tsx bench/build.ts [--runs 25] [--cold-runs 5]
 *   pnpm --filter @atelier/worker exec tsx ../../bench/build.ts
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildProject, closeBuilder } from '../apps/worker/src/builder/bundle.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '25' },
    'cold-runs': { type: 'string', default: '5' },
    /** Internal: build once and print the time (one cold sample) of this app ("plain" or "kit"). */
    'cold-sample': { type: 'string' },
  },
});

function app(edit: number): Record<string, string> {
  return {
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Habit Hero</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'public/favicon.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8"/></svg>',
    'src/main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App';
import './index.css';

const base = new URL(document.baseURI).pathname.replace(/\\/$/, '');
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename={base}>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
`,
    'src/App.tsx': `import { Route, Routes } from 'react-router-dom';
import { Shell } from './components/shell';
import { HomePage } from './pages/home';
import { HabitsPage } from './pages/habits';
import { StatsPage } from './pages/stats';

export default function App() {
  return (
    <Shell>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/habits" element={<HabitsPage />} />
        <Route path="/stats" element={<StatsPage />} />
      </Routes>
    </Shell>
  );
}
`,
    'src/components/shell.tsx': `import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Flame, ListChecks, BarChart3 } from 'lucide-react';
import clsx from 'clsx';

const NAV = [
  { to: '/', label: 'Today', icon: Flame },
  { to: '/habits', label: 'Habits', icon: ListChecks },
  { to: '/stats', label: 'Stats', icon: BarChart3 },
];

export function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="sticky top-0 flex items-center justify-between border-b border-slate-200 bg-white/80 px-6 py-4 backdrop-blur">
        <span className="font-display text-xl font-bold text-primary">Habit Hero</span>
        <nav className="flex gap-2">
          {NAV.map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} end className={({ isActive }) => clsx('flex items-center gap-1 rounded-md px-3 py-1.5 text-sm', isActive ? 'bg-primary text-white' : 'hover:bg-primary/10')}>
              <Icon className="size-4" /> {label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="mx-auto max-w-4xl p-6">{children}</main>
    </div>
  );
}
`,
    'src/components/ui.tsx': `import type { ButtonHTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';

export function Button({ className, variant = 'primary', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'ghost' }) {
  return (
    <button
      className={clsx('rounded-lg px-4 py-2 font-medium transition focus:outline-none focus-visible:ring-2 focus-visible:ring-primary', variant === 'primary' ? 'bg-primary text-white hover:opacity-90' : 'hover:bg-slate-100', className)}
      {...props}
    />
  );
}

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
`,
    'src/lib/habits.ts': `import { useEffect, useState } from 'react';

export interface Habit { id: string; name: string; streak: number; doneToday: boolean }

const KEY = 'habit-hero:habits';
const SEED: Habit[] = [
  { id: 'read', name: 'Read 20 pages', streak: 4, doneToday: false },
  { id: 'walk', name: 'Walk 30 minutes', streak: 12, doneToday: true },
  { id: 'water', name: 'Drink water', streak: 2, doneToday: false },
];

export function useHabits() {
  const [habits, setHabits] = useState<Habit[]>(() => {
    try { return JSON.parse(localStorage.getItem(KEY) ?? '') as Habit[]; } catch { return SEED; }
  });
  useEffect(() => localStorage.setItem(KEY, JSON.stringify(habits)), [habits]);
  const toggle = (id: string) =>
    setHabits((all) => all.map((h) => (h.id === id ? { ...h, doneToday: !h.doneToday, streak: h.streak + (h.doneToday ? -1 : 1) } : h)));
  const add = (name: string) => setHabits((all) => [...all, { id: crypto.randomUUID(), name, streak: 0, doneToday: false }]);
  return { habits, toggle, add };
}
`,
    'src/pages/home.tsx': `import { Check, Circle } from 'lucide-react';
import { Card } from '../components/ui';
import { useHabits } from '../lib/habits';

export function HomePage() {
  const { habits, toggle } = useHabits();
  return (
    <Card title="Today (edit ${edit})">
      <ul className="space-y-2">
        {habits.map((h) => (
          <li key={h.id}>
            <button onClick={() => toggle(h.id)} className="flex w-full items-center gap-3 rounded-lg p-3 text-left hover:bg-accent/10">
              {h.doneToday ? <Check className="size-5 text-accent" /> : <Circle className="size-5 text-slate-400" />}
              <span className="flex-1">{h.name}</span>
              <span className="text-sm text-slate-500">{h.streak} day streak</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
`,
    'src/pages/habits.tsx': `import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button, Card } from '../components/ui';
import { useHabits } from '../lib/habits';

export function HabitsPage() {
  const { habits, add } = useHabits();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim().length < 2) return setError('Give the habit a name.');
    add(name.trim());
    setName('');
    setError(null);
  }
  return (
    <Card title="Your habits">
      <form onSubmit={submit} className="mb-4 flex gap-2">
        <input value={name} onChange={(e) => setName(e.target.value)} aria-label="New habit" className="flex-1 rounded-lg border border-slate-300 px-3 py-2" />
        <Button type="submit"><Plus className="size-4" /> Add</Button>
      </form>
      {error && <p className="mb-2 text-sm text-red-600">{error}</p>}
      <p className="text-sm text-slate-500">{habits.length} habits</p>
    </Card>
  );
}
`,
    'src/pages/stats.tsx': `import { TrendingUp } from 'lucide-react';
import { Card } from '../components/ui';
import { useHabits } from '../lib/habits';

export function StatsPage() {
  const { habits } = useHabits();
  const best = Math.max(0, ...habits.map((h) => h.streak));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card title="Best streak"><p className="flex items-center gap-2 text-4xl font-bold text-primary"><TrendingUp /> {best}</p></Card>
      <Card title="Done today"><p className="text-4xl font-bold">{habits.filter((h) => h.doneToday).length}/{habits.length}</p></Card>
    </div>
  );
}
`,
    'src/index.css': `@import "tailwindcss";

@custom-variant dark (&:where(.dark, .dark *));

@theme {
  --color-primary: #6366f1;
  --color-accent: #f59e0b;
  --font-display: "Inter", ui-sans-serif, system-ui, sans-serif;
}

body {
  @apply antialiased;
}
`,
  };
}

/** The kit app: a dashboard with a recharts chart, framer-motion, a zustand store and the kit's dialog. */
function kitApp(edit: number): Record<string, string> {
  return {
    'index.html': app(edit)['index.html']!,
    'src/main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
    'src/store.ts': `import { create } from 'zustand';

export interface Sale { month: string; amount: number }
interface SalesState { sales: Sale[]; add: (sale: Sale) => void }

export const useSales = create<SalesState>((set) => ({
  sales: [
    { month: 'Jan', amount: 1200 },
    { month: 'Feb', amount: 1900 },
    { month: 'Mar', amount: 1500 },
  ],
  add: (sale) => set((state) => ({ sales: [...state.sales, sale] })),
}));
`,
    'src/App.tsx': `import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { motion } from 'framer-motion';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { useSales } from './store';

export default function App() {
  const { sales, add } = useSales();
  const [amount, setAmount] = useState('');
  return (
    <main className="mx-auto max-w-3xl space-y-6 p-6">
      <motion.h1 initial={{ opacity: 0, y: -8 }} animate={{ opacity: 1, y: 0 }} className="text-2xl font-bold">
        Sales (edit ${edit})
      </motion.h1>
      <div className={cn('h-64 rounded-xl border bg-card p-4', sales.length > 5 && 'h-80')}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={sales}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis />
            <Tooltip />
            <Line type="monotone" dataKey="amount" stroke="var(--color-primary)" />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <Dialog>
        <DialogTrigger asChild>
          <Button><Plus /> Add a month</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add a month</DialogTitle>
            <DialogDescription>Its sales appear on the chart.</DialogDescription>
          </DialogHeader>
          <input value={amount} onChange={(e) => setAmount(e.target.value)} className="rounded-md border px-3 py-2" />
          <DialogFooter>
            <Button onClick={() => add({ month: 'M' + (sales.length + 1), amount: Number(amount) || 0 })}>Save</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </main>
  );
}
`,
    'src/index.css': `@import "tailwindcss";
@import "./styles/kit-theme.css";

@custom-variant dark (&:where(.dark, .dark *));
`,
  };
}

const APPS = { plain: app, kit: kitApp };
type AppName = keyof typeof APPS;

async function buildOnce(
  name: AppName,
  edit: number,
): Promise<{ ms: number; bytes: Record<string, number> }> {
  const result = await buildProject(APPS[name](edit));
  if (!result.ok) throw new Error(`The ${name} bench app failed to build: ${JSON.stringify(result.errors)}`);
  const bytes: Record<string, number> = {};
  for (const [name, data] of Object.entries(result.output)) {
    bytes[name.replace(/-[A-Z0-9]{8}\./, '.')] = Buffer.byteLength(data);
  }
  return { ms: result.durationMs, bytes };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function summary(label: string, times: number[], baseline?: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value);
  const p50 = percentile(sorted, 50);
  const ratio = baseline
    ? `  (${(
        p50 /
        percentile(
          [...baseline].sort((a, b) => a - b),
          50,
        )
      ).toFixed(1)}× plain)`
    : '';
  return `${label.padEnd(10)} n=${String(times.length).padStart(2)}  p50 ${round(p50)} ms  p95 ${round(percentile(sorted, 95))} ms  min ${round(sorted[0] ?? Number.NaN)} ms  max ${round(sorted.at(-1) ?? Number.NaN)} ms${ratio}`;
}

function sizes(bytes: Record<string, number>): string {
  return Object.entries(bytes)
    .map(([name, size]) => `${name} ${(size / 1024).toFixed(1)} KB`)
    .join(', ');
}

if (values['cold-sample'] !== undefined) {
  const { ms } = await buildOnce(values['cold-sample'] as AppName, 0);
  await closeBuilder();
  process.stdout.write(`${ms}\n`);
} else {
  const runs = Number(values.runs);
  const coldRuns = Number(values['cold-runs']);
  const script = fileURLToPath(import.meta.url);

  const cold: Record<AppName, number[]> = { plain: [], kit: [] };
  const warm: Record<AppName, number[]> = { plain: [], kit: [] };
  const firstBytes: Partial<Record<AppName, Record<string, number>>> = {};
  for (const name of Object.keys(APPS) as AppName[]) {
    for (let i = 0; i < coldRuns; i += 1) {
      // A fresh process per sample, started with the same loader (tsx) as this one.
      const out = execFileSync(process.execPath, [...process.execArgv, script, '--cold-sample', name], {
        encoding: 'utf8',
      });
      cold[name].push(Number(out.trim().split('\n').at(-1)));
    }
    const first = await buildOnce(name, 0); // this process's own cold build, not counted as warm
    firstBytes[name] = first.bytes;
    for (let i = 1; i <= runs; i += 1) warm[name].push((await buildOnce(name, i)).ms);
  }
  await closeBuilder();

  console.log(
    `builder bench: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(summary('plain cold', cold.plain));
  console.log(summary('plain warm', warm.plain));
  console.log(summary('kit cold', cold.kit, cold.plain));
  console.log(summary('kit warm', warm.kit, warm.plain));
  const p50 = percentile(
    [...warm.kit].sort((a, b) => a - b),
    50,
  );
  console.log(`kit warm p50 ${p50 < 2000 ? 'meets' : 'misses'} the target (< 2000 ms)`);
  console.log(`plain output: ${sizes(firstBytes.plain ?? {})}`);
  console.log(`kit output: ${sizes(firstBytes.kit ?? {})}`);
}
