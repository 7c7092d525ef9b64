/** The output limit cuts the answer mid-file (finish_reason length); the continuation finishes it. */
import type { Replay } from './index.ts';
import { chunks, pieces } from './stream.ts';

const APP = `import { useState } from 'react';

export default function App() {
  const [todos, setTodos] = useState(['Buy stamps', 'Call the bank']);
  const [draft, setDraft] = useState('');
  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="text-2xl font-bold">Todo list</h1>
      <form onSubmit={(e) => { e.preventDefault(); if (draft) setTodos([...todos, draft]); setDraft(''); }}>
        <input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="New todo" />
      </form>
      <ul>{todos.map((todo) => <li key={todo}>{todo}</li>)}</ul>
      <p>{todos.length} open</p>
    </main>
  );
}
`;

const TEXT = `A todo list with a quick-add field.
<file path="src/App.tsx">
${APP}</file>`;
const CUT = TEXT.indexOf('<ul>');

const base = {
  id: 'chatcmpl-BxR1lEnGtH0aBcDeFgHiJkLmNo',
  object: 'chat.completion.chunk',
  created: 1753701300,
  model: 'gpt-4.1-mini-2025-04-14',
  service_tier: 'default',
  system_fingerprint: 'fp_6f2eabb9a5',
};
const chunk = chunks(base, { logprobs: null });

export const lengthContinuation: Replay = {
  id: 'length-continuation',
  provider: 'OpenAI',
  model: 'gpt-4.1-mini',
  shape:
    'finish_reason length in the middle of a tagged file, the continuation request carries on from there',
  prompt: 'A todo list',
  env: { AI_MAX_OUTPUT_TOKENS: '256' },
  turns: [
    {
      events: [
        chunk({ role: 'assistant', content: '', refusal: null }),
        ...pieces(TEXT.slice(0, CUT), 30).map((content) => chunk({ content })),
        chunk({}, 'length'),
        { ...base, choices: [], usage: { prompt_tokens: 3000, completion_tokens: 256, total_tokens: 3256 } },
      ],
    },
    {
      events: [
        chunk({ role: 'assistant', content: '', refusal: null }),
        ...pieces(TEXT.slice(CUT), 30).map((content) => chunk({ content })),
        chunk({}, 'stop'),
        { ...base, choices: [], usage: { prompt_tokens: 3300, completion_tokens: 90, total_tokens: 3390 } },
      ],
    },
  ],
  expect: { files: { 'src/App.tsx': APP }, page: ['Todo list', 'Call the bank', '2 open'], requests: 2 },
};
