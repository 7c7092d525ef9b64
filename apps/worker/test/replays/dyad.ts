/** Dyad's tags: <dyad-write>, <dyad-add-dependency> and <dyad-chat-summary>. */
import type { Replay } from './index.ts';
import { textStream } from './stream.ts';

const STORE = `import { create } from 'zustand';

interface Moods {
  moods: string[];
  add: (mood: string) => void;
}

export const useMoods = create<Moods>((set) => ({
  moods: ['calm'],
  add: (mood) => set((state) => ({ moods: [...state.moods, mood] })),
}));
`;
const APP = `import { useMoods } from './store';

export default function App() {
  const { moods, add } = useMoods();
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Mood journal</h1>
      <button onClick={() => add('happy')}>Log happy</button>
      <p>Logged: {moods.join(', ')}</p>
    </main>
  );
}
`;

const TEXT = `I'll build a small mood journal with a zustand store.

<dyad-add-dependency packages="zustand"></dyad-add-dependency>

<dyad-write path="src/store.ts" description="The mood store">
${STORE}</dyad-write>

<dyad-write path="src/App.tsx" description="The journal page">
${APP}</dyad-write>

<dyad-chat-summary>Mood journal</dyad-chat-summary>
Your mood journal is ready.`;

export const dyad: Replay = {
  id: 'dyad',
  provider: 'Google Gemini (OpenAI compatibility endpoint), prompted the Dyad way',
  model: 'gemini-2.5-pro',
  shape: 'Dyad <dyad-write>, <dyad-add-dependency packages>, <dyad-chat-summary> in text',
  prompt: 'A mood journal',
  turns: [
    {
      events: textStream(
        { id: 'dyad-8wV2kQ', object: 'chat.completion.chunk', created: 1753701600, model: 'gemini-2.5-pro' },
        TEXT,
        { prompt_tokens: 3500, completion_tokens: 280 },
      ),
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP, 'src/store.ts': STORE, 'package.json': /"zustand"/ },
    page: ['Mood journal', 'Logged: calm'],
    absent: ['dyad-'],
    requests: 1,
  },
};
