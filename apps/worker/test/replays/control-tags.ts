/** Markup no format claims: a <thinking> block and an <artifact> wrapper around the file tags. */
import type { Replay } from './index.ts';
import { textStream } from './stream.ts';

const APP = `import { useState } from 'react';

const HABITS = ['Walk', 'Water', 'Sleep by 11'];

export default function App() {
  const [done, setDone] = useState<string[]>([]);
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Habit tracker</h1>
      {HABITS.map((habit) => (
        <label key={habit} className="block">
          <input type="checkbox" checked={done.includes(habit)} onChange={() => setDone([...done, habit])} /> {habit}
        </label>
      ))}
      <p>{done.length} of {HABITS.length} done</p>
    </main>
  );
}
`;

const TEXT = `<thinking>
CONTROL-THINKING: three habits with checkboxes.
</thinking>
<artifact type="application/vnd.react" title="Habit tracker">
<file path="src/App.tsx">
${APP}</file>
</artifact>
<answer>Your habit tracker is ready: tick a habit when it is done.</answer>`;

export const controlTags: Replay = {
  id: 'control-tags',
  provider: 'OpenRouter',
  model: 'anthropic/claude-3.5-haiku',
  shape: 'unknown control tags: <thinking> block, <artifact> and <answer> wrappers around a tagged file',
  prompt: 'A habit tracker',
  turns: [
    {
      events: textStream(
        {
          id: 'gen-1753702300-H4b1tTr4ck',
          provider: 'Anthropic',
          model: 'anthropic/claude-3.5-haiku',
          object: 'chat.completion.chunk',
          created: 1753702300,
        },
        TEXT,
        { prompt_tokens: 3100, completion_tokens: 260 },
      ),
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP },
    page: ['Habit tracker', '0 of 3 done', 'Sleep by 11'],
    absent: ['CONTROL-THINKING', '<thinking', '<artifact', '<answer'],
    requests: 1,
  },
};
