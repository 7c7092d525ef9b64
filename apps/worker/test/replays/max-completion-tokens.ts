/** OpenAI's reasoning models refuse max_tokens with a 400 naming max_completion_tokens; the retry streams. */
import type { Replay } from './index.ts';
import { chunks, pieces, writeArgs } from './stream.ts';

const APP = `import { useState } from 'react';

export default function App() {
  const [rolls, setRolls] = useState<number[]>([4]);
  return (
    <main className="p-8 text-center">
      <h1 className="text-2xl font-bold">Dice roller</h1>
      <p className="text-6xl">{rolls.at(-1)}</p>
      <button onClick={() => setRolls([...rolls, 1 + Math.floor(Math.random() * 6)])}>Roll</button>
      <p>{rolls.length} roll so far</p>
    </main>
  );
}
`;

const base = {
  id: 'chatcmpl-BxR0o4MiNi1a2b3c4d5e6f7g8h',
  object: 'chat.completion.chunk',
  created: 1753701200,
  model: 'o4-mini-2025-04-16',
  service_tier: 'default',
  system_fingerprint: null,
};
const chunk = chunks(base, { logprobs: null });

export const maxCompletionTokens: Replay = {
  id: 'max-completion-tokens',
  provider: 'OpenAI',
  model: 'o4-mini',
  shape:
    '400 unsupported_parameter max_tokens, then the same request with max_completion_tokens streams tool calls',
  prompt: 'A dice roller',
  turns: [
    {
      status: 400,
      errorBody: JSON.stringify({
        error: {
          message:
            "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
          type: 'invalid_request_error',
          param: 'max_tokens',
          code: 'unsupported_parameter',
        },
      }),
    },
    {
      events: [
        chunk({ role: 'assistant', content: null, refusal: null }),
        chunk({
          tool_calls: [
            {
              index: 0,
              id: 'call_r4Hq0cYpW2',
              type: 'function',
              function: { name: 'write_file', arguments: '' },
            },
          ],
        }),
        ...pieces(writeArgs('src/App.tsx', APP), 80).map((part) =>
          chunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }),
        ),
        chunk({
          tool_calls: [
            {
              index: 1,
              id: 'call_e7Tb1mKz9Q',
              type: 'function',
              function: { name: 'finish', arguments: '{"summary":"Dice roller"}' },
            },
          ],
        }),
        chunk({}, 'tool_calls'),
        {
          ...base,
          choices: [],
          usage: {
            prompt_tokens: 3100,
            completion_tokens: 890,
            total_tokens: 3990,
            completion_tokens_details: { reasoning_tokens: 640 },
          },
        },
      ],
    },
  ],
  expect: { files: { 'src/App.tsx': APP }, page: ['Dice roller', '1 roll so far'], requests: 2 },
};
