/** Ollama's /v1: every tool call arrives whole in one chunk (id, name and complete arguments). */
import type { Replay } from './index.ts';
import { chunks, writeArgs } from './stream.ts';

const APP = `import { useState } from 'react';
import { PlantCard } from './components/PlantCard';

const PLANTS = [
  { name: 'Monstera', days: 7 },
  { name: 'Basil', days: 2 },
];

export default function App() {
  const [watered, setWatered] = useState<string[]>([]);
  return (
    <main className="p-6 space-y-3">
      <h1 className="text-2xl font-semibold">Plant tracker</h1>
      {PLANTS.map((plant) => (
        <PlantCard key={plant.name} {...plant} watered={watered.includes(plant.name)} onWater={() => setWatered([...watered, plant.name])} />
      ))}
    </main>
  );
}
`;
const CARD = `export function PlantCard(props: { name: string; days: number; watered: boolean; onWater: () => void }) {
  return (
    <div className="rounded border p-3">
      <h2>{props.name}</h2>
      <p>Water every {props.days} days</p>
      <button onClick={props.onWater}>{props.watered ? 'Watered' : 'Water now'}</button>
    </div>
  );
}
`;

const chunk = chunks({
  id: 'chatcmpl-417',
  object: 'chat.completion.chunk',
  created: 1753700200,
  model: 'qwen2.5-coder:14b',
  system_fingerprint: 'fp_ollama',
});

export const ollamaTools: Replay = {
  id: 'ollama-tools',
  provider: 'Ollama',
  model: 'qwen2.5-coder:14b',
  shape:
    'each tool call whole in one chunk, no role-only first chunk; finish chunk, then usage with choices: []',
  prompt: 'A plant watering tracker',
  turns: [
    {
      events: [
        chunk({
          role: 'assistant',
          content: '',
          tool_calls: [
            {
              id: 'call_k2ofy1wq',
              index: 0,
              type: 'function',
              function: { name: 'write_file', arguments: writeArgs('src/App.tsx', APP) },
            },
          ],
        }),
        chunk({
          role: 'assistant',
          content: '',
          tool_calls: [
            {
              id: 'call_8x3t0hfd',
              index: 1,
              type: 'function',
              function: { name: 'write_file', arguments: writeArgs('src/components/PlantCard.tsx', CARD) },
            },
          ],
        }),
        chunk({
          role: 'assistant',
          content: '',
          tool_calls: [
            {
              id: 'call_u5ne2b7c',
              index: 2,
              type: 'function',
              function: { name: 'finish', arguments: '{"summary":"Plant tracker"}' },
            },
          ],
        }),
        chunk({ role: 'assistant', content: '' }, 'tool_calls'),
        {
          id: 'chatcmpl-417',
          object: 'chat.completion.chunk',
          created: 1753700200,
          model: 'qwen2.5-coder:14b',
          system_fingerprint: 'fp_ollama',
          choices: [],
          usage: { prompt_tokens: 2871, completion_tokens: 388, total_tokens: 3259 },
        },
      ],
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP, 'src/components/PlantCard.tsx': CARD },
    page: ['Plant tracker', 'Monstera', 'Water every 2 days'],
    requests: 1,
  },
};
