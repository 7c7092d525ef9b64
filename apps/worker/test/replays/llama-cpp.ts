/** llama.cpp's llama-server with --jinja: tool-call fragments, a final chunk with timings, then usage. */
import type { Replay } from './index.ts';
import { chunks, pieces, writeArgs } from './stream.ts';

const APP = `const HABITS = ['Read', 'Stretch', 'Journal'];

export default function App() {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Morning routine</h1>
      <ol className="list-decimal pl-6">
        {HABITS.map((habit) => <li key={habit}>{habit}</li>)}
      </ol>
    </main>
  );
}
`;

const base = {
  created: 1753700400,
  id: 'chatcmpl-hA3kQ0yJc9vVt2Tn',
  model: 'qwen2.5-coder-14b-instruct-q4_k_m.gguf',
  system_fingerprint: 'b6002-4f2a3d4c',
  object: 'chat.completion.chunk',
};
const chunk = chunks(base);
const args = writeArgs('src/App.tsx', APP);

export const llamaCpp: Replay = {
  id: 'llama-cpp',
  provider: 'llama.cpp (llama-server --jinja)',
  model: 'qwen2.5-coder-14b-instruct-q4_k_m.gguf',
  shape:
    'role chunk with content null; tool-call fragments; timings in the finish chunk; usage chunk with choices: []',
  prompt: 'A morning routine list',
  turns: [
    {
      events: [
        chunk({ role: 'assistant', content: null }),
        chunk({
          tool_calls: [
            {
              index: 0,
              id: 'Yq2cU8bPz1mR0sWkLf3nHd6Tg9aVx4Ej',
              type: 'function',
              function: { name: 'write_file', arguments: '' },
            },
          ],
        }),
        ...pieces(args, 32).map((part) =>
          chunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }),
        ),
        chunk({
          tool_calls: [
            {
              index: 1,
              id: 'Pk7vN2xQ9cW4rT1mZb8sJ5hL0dF3gA6e',
              type: 'function',
              function: { name: 'finish', arguments: '' },
            },
          ],
        }),
        chunk({ tool_calls: [{ index: 1, function: { arguments: '{"summary":"Morning routine"}' } }] }),
        chunk({}, 'tool_calls', {
          timings: {
            prompt_n: 2790,
            prompt_ms: 4211.3,
            predicted_n: 211,
            predicted_ms: 9876.5,
            predicted_per_second: 21.4,
          },
        }),
        { ...base, choices: [], usage: { completion_tokens: 211, prompt_tokens: 2790, total_tokens: 3001 } },
      ],
    },
  ],
  expect: { files: { 'src/App.tsx': APP }, page: ['Morning routine', 'Stretch'], requests: 1 },
};
