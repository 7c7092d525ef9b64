/** OpenAI without tools in the answer: Atelier's tagged text streamed in content deltas. */
import type { Replay } from './index.ts';
import { chunks, pieces } from './stream.ts';

const APP = `import { useState } from 'react';

export default function App() {
  const [clicks, setClicks] = useState(0);
  return (
    <main className="grid min-h-screen place-items-center">
      <button className="rounded bg-indigo-600 px-4 py-2 text-white" onClick={() => setClicks(clicks + 1)}>
        Clicks: {clicks}
      </button>
    </main>
  );
}
`;

const TEXT = `I made a click counter.
<file path="src/App.tsx">
${APP}</file>
<summary>A click counter</summary>`;

const id = 'chatcmpl-BxQ4a1bC2dE3fG4hI5jK6lM7nO';
const base = {
  id,
  object: 'chat.completion.chunk',
  created: 1753700100,
  model: 'gpt-4o-mini-2024-07-18',
  service_tier: 'default',
  system_fingerprint: 'fp_34a54ae93c',
};
const chunk = chunks(base, { logprobs: null });

export const openaiText: Replay = {
  id: 'openai-text',
  provider: 'OpenAI',
  model: 'gpt-4o-mini',
  shape: 'tools offered, answer in tagged text content deltas; usage chunk with choices: []',
  prompt: 'A click counter',
  turns: [
    {
      events: [
        chunk({ role: 'assistant', content: '', refusal: null }),
        ...pieces(TEXT, 24).map((content) => chunk({ content })),
        chunk({}, 'stop'),
        { ...base, choices: [], usage: { prompt_tokens: 2980, completion_tokens: 160, total_tokens: 3140 } },
      ],
    },
  ],
  expect: { files: { 'src/App.tsx': APP }, page: ['Clicks: 0'], absent: ['<summary>'], requests: 1 },
};
