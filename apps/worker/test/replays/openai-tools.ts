/** OpenAI Chat Completions with tools: arguments streamed in fragments, usage in a last chunk with no choices. */
import type { Replay } from './index.ts';
import { chunks, pieces, writeArgs } from './stream.ts';

const APP = `import { useState } from 'react';

export default function App() {
  const [bill, setBill] = useState(50);
  const [percent, setPercent] = useState(15);
  const tip = (bill * percent) / 100;
  return (
    <main className="mx-auto max-w-sm p-8 space-y-4">
      <h1 className="text-2xl font-bold">Tip calculator</h1>
      <label className="block">Bill <input type="number" value={bill} onChange={(e) => setBill(Number(e.target.value))} /></label>
      <label className="block">Tip % <input type="number" value={percent} onChange={(e) => setPercent(Number(e.target.value))} /></label>
      <p className="text-xl">Tip: \${tip.toFixed(2)}</p>
    </main>
  );
}
`;

const id = 'chatcmpl-BxQ3n8tK2pLr7cVh1mWq9ZsA4eD';
const chunk = chunks(
  {
    id,
    object: 'chat.completion.chunk',
    created: 1753700000,
    model: 'gpt-4.1-2025-04-14',
    service_tier: 'default',
    system_fingerprint: 'fp_b3f1157249',
  },
  { logprobs: null },
);
const args = writeArgs('src/App.tsx', APP);

export const openaiTools: Replay = {
  id: 'openai-tools',
  provider: 'OpenAI',
  model: 'gpt-4.1',
  shape:
    'tool calls: id/type/name in the first fragment, arguments in later ones; usage chunk with choices: []',
  prompt: 'A tip calculator',
  turns: [
    {
      events: [
        chunk({ role: 'assistant', content: null, refusal: null }),
        chunk({
          tool_calls: [
            {
              index: 0,
              id: 'call_Xq1Y7wJz3kPb',
              type: 'function',
              function: { name: 'write_file', arguments: '' },
            },
          ],
        }),
        ...pieces(args, 60).map((part) =>
          chunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }),
        ),
        chunk({
          tool_calls: [
            {
              index: 1,
              id: 'call_Lm8Nc2Vd5rTa',
              type: 'function',
              function: { name: 'finish', arguments: '' },
            },
          ],
        }),
        chunk({ tool_calls: [{ index: 1, function: { arguments: '{"summary":"A tip' } }] }),
        chunk({ tool_calls: [{ index: 1, function: { arguments: ' calculator"}' } }] }),
        chunk({}, 'tool_calls'),
        {
          id,
          object: 'chat.completion.chunk',
          created: 1753700000,
          model: 'gpt-4.1-2025-04-14',
          service_tier: 'default',
          system_fingerprint: 'fp_b3f1157249',
          choices: [],
          usage: {
            prompt_tokens: 3120,
            completion_tokens: 412,
            total_tokens: 3532,
            prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
            completion_tokens_details: {
              reasoning_tokens: 0,
              audio_tokens: 0,
              accepted_prediction_tokens: 0,
              rejected_prediction_tokens: 0,
            },
          },
        },
      ],
    },
  ],
  expect: { files: { 'src/App.tsx': APP }, page: ['Tip calculator', 'Tip: $7.50'], requests: 1 },
};
