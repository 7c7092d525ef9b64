/** A chat template that opens <think> in the prompt: the answer starts mid-reasoning and has only </think>. */
import type { Replay } from './index.ts';
import { chunks, pieces } from './stream.ts';

const APP = `import { useState } from 'react';

export default function App() {
  const [celsius, setCelsius] = useState(20);
  return (
    <main className="p-8">
      <h1 className="text-2xl">Temperature converter</h1>
      <input type="number" value={celsius} onChange={(e) => setCelsius(Number(e.target.value))} />
      <p>{celsius} °C is {(celsius * 9) / 5 + 32} °F</p>
    </main>
  );
}
`;

const TEXT = `LONE-THINK: Okay, a converter. Celsius to Fahrenheit is c * 9 / 5 + 32.
</think>

A Celsius to Fahrenheit converter.
<file path="src/App.tsx">
${APP}</file>`;

const base = {
  id: 'chatcmpl-1e5a9c7d3b',
  object: 'chat.completion.chunk',
  created: 1753701000,
  model: 'Qwen/QwQ-32B',
};
const chunk = chunks(base, { logprobs: null });

export const thinkLone: Replay = {
  id: 'think-lone',
  provider: 'vLLM (no reasoning parser)',
  model: 'Qwen/QwQ-32B',
  shape: 'reasoning in content ended by a lone </think> (the template opened <think>)',
  prompt: 'A temperature converter',
  turns: [
    {
      events: [
        chunk({ role: 'assistant', content: '' }),
        ...pieces(TEXT, 22).map((content) => chunk({ content })),
        chunk({ content: '' }, 'stop'),
      ],
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP },
    page: ['Temperature converter', '20 °C is 68 °F'],
    absent: ['LONE-THINK'],
    requests: 1,
  },
};
