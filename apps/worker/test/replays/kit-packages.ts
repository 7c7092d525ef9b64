/** An app reaching for the curated packages and the kit: recharts, framer-motion, zustand, ui/dialog, ui/button. */
import type { Replay } from './index.ts';
import { chunks, pieces, writeArgs } from './stream.ts';

const STORE = `import { create } from 'zustand';

interface Expenses {
  items: { day: string; amount: number }[];
  add: (amount: number) => void;
}

export const useExpenses = create<Expenses>((set) => ({
  items: [
    { day: 'Mon', amount: 12 },
    { day: 'Tue', amount: 30 },
    { day: 'Wed', amount: 18 },
  ],
  add: (amount) => set((state) => ({ items: [...state.items, { day: 'New', amount }] })),
}));
`;
const APP = `import { Bar, BarChart, XAxis, YAxis } from 'recharts';
import { motion } from 'framer-motion';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useExpenses } from './store';

export default function App() {
  const { items, add } = useExpenses();
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  return (
    <main className="mx-auto max-w-xl space-y-4 p-6">
      <motion.h1 initial={{ opacity: 0 }} animate={{ opacity: 1 }} className="text-2xl font-bold">
        Expense chart
      </motion.h1>
      <p>Total spent: {total} EUR</p>
      <BarChart width={400} height={200} data={items}>
        <XAxis dataKey="day" />
        <YAxis />
        <Bar dataKey="amount" fill="#6366f1" isAnimationActive={false} />
      </BarChart>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Add expense</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>New expense</DialogTitle>
          <DialogDescription>Adds 10 EUR for today.</DialogDescription>
          <Button onClick={() => add(10)}>Add 10 EUR</Button>
        </DialogContent>
      </Dialog>
    </main>
  );
}
`;

const base = {
  id: 'gen-1753702400-K1tP4ck4g3s',
  provider: 'OpenAI',
  model: 'openai/gpt-4.1',
  object: 'chat.completion.chunk',
  created: 1753702400,
};
const chunk = chunks(base, { logprobs: null });
const store = writeArgs('src/store.ts', STORE);
const app = writeArgs('src/App.tsx', APP);

export const kitPackages: Replay = {
  id: 'kit-packages',
  provider: 'OpenRouter',
  model: 'openai/gpt-4.1',
  shape:
    'tool calls writing an app that imports recharts, framer-motion, zustand, @/components/ui/dialog and button',
  prompt: 'An expense chart with a dialog to add expenses',
  turns: [
    {
      events: [
        chunk({ role: 'assistant', content: '' }),
        chunk({
          tool_calls: [
            { index: 0, id: 'call_st0re', type: 'function', function: { name: 'write_file', arguments: '' } },
          ],
        }),
        ...pieces(store, 80).map((part) =>
          chunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }),
        ),
        chunk({
          tool_calls: [
            { index: 1, id: 'call_4pp', type: 'function', function: { name: 'write_file', arguments: '' } },
          ],
        }),
        ...pieces(app, 80).map((part) =>
          chunk({ tool_calls: [{ index: 1, function: { arguments: part } }] }),
        ),
        chunk({
          tool_calls: [
            {
              index: 2,
              id: 'call_f1n',
              type: 'function',
              function: { name: 'finish', arguments: '{"summary":"Expense chart"}' },
            },
          ],
        }),
        chunk({}, 'tool_calls'),
        {
          ...base,
          choices: [],
          usage: { prompt_tokens: 3700, completion_tokens: 640, total_tokens: 4340, cost: 0.0125 },
        },
      ],
    },
  ],
  expect: {
    files: {
      'src/App.tsx': APP,
      'src/store.ts': STORE,
      'src/components/ui/dialog.tsx': /DialogContent/,
      'src/components/ui/button.tsx': /Button/,
      'package.json': /^(?=[\s\S]*"recharts")(?=[\s\S]*"framer-motion")(?=[\s\S]*"zustand")/,
    },
    page: ['Expense chart', 'Total spent: 60 EUR', 'Add expense', 'Tue'],
    requests: 1,
  },
};
