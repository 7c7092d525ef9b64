/** vLLM with a tool-call parser that repeats the function name in every fragment, reasoning in `reasoning`. */
import type { Replay } from './index.ts';
import { chunks, pieces, writeArgs } from './stream.ts';

const APP = `import { useState } from 'react';

export default function App() {
  const [left, setLeft] = useState(25 * 60);
  const minutes = Math.floor(left / 60);
  return (
    <main className="p-8 text-center">
      <h1 className="text-2xl">Focus timer</h1>
      <p className="text-5xl tabular-nums">{minutes}:00</p>
      <button onClick={() => setLeft(left - 60)}>Skip a minute</button>
    </main>
  );
}
`;

const base = {
  id: 'chatcmpl-6f0c2a9b8e7d4c1f',
  object: 'chat.completion.chunk',
  created: 1753700500,
  model: 'Qwen/Qwen3-32B',
};
const chunk = chunks(base, { logprobs: null });
const args = writeArgs('src/App.tsx', APP);

export const vllmRepeatedName: Replay = {
  id: 'vllm-repeated-name',
  provider: 'vLLM (--enable-auto-tool-choice --tool-call-parser hermes --reasoning-parser qwen3)',
  model: 'Qwen/Qwen3-32B',
  shape: '`reasoning` deltas, then tool-call fragments each repeating the function name',
  prompt: 'A focus timer',
  turns: [
    {
      events: [
        chunk({ role: 'assistant', content: '' }),
        ...pieces('VLLM-REASONING: a timer with a big clock face.', 12).map((reasoning) =>
          chunk({ reasoning }),
        ),
        chunk({
          tool_calls: [
            {
              index: 0,
              id: 'chatcmpl-tool-3b1f0e',
              type: 'function',
              function: { name: 'write_file', arguments: '' },
            },
          ],
        }),
        ...pieces(args, 40).map((part) =>
          chunk({
            tool_calls: [{ index: 0, type: 'function', function: { name: 'write_file', arguments: part } }],
          }),
        ),
        chunk({
          tool_calls: [
            {
              index: 1,
              id: 'chatcmpl-tool-9c4d2a',
              type: 'function',
              function: { name: 'finish', arguments: '{"summary":' },
            },
          ],
        }),
        chunk({
          tool_calls: [
            { index: 1, type: 'function', function: { name: 'finish', arguments: '"Focus timer"}' } },
          ],
        }),
        chunk({ content: '' }, 'tool_calls'),
        { ...base, choices: [], usage: { prompt_tokens: 3011, total_tokens: 3402, completion_tokens: 391 } },
      ],
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP },
    page: ['Focus timer', '25:00'],
    absent: ['VLLM-REASONING'],
    requests: 1,
  },
};
