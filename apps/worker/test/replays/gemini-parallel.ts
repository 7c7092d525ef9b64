/** Gemini's OpenAI endpoint: parallel calls all at index 0, told apart only by their ids; no role-only chunk. */
import type { Replay } from './index.ts';
import { writeArgs } from './stream.ts';

const APP = `import { Stat } from './components/Stat';

export default function App() {
  return (
    <main className="grid gap-4 p-6 sm:grid-cols-3">
      <h1 className="text-2xl font-bold sm:col-span-3">Run stats</h1>
      <Stat label="Distance" value="12.4 km" />
      <Stat label="Pace" value="5:12 /km" />
      <Stat label="Runs" value="4" />
    </main>
  );
}
`;
const STAT = `export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border p-4">
      <p className="text-sm text-gray-500">{label}</p>
      <p className="text-xl font-semibold">{value}</p>
    </div>
  );
}
`;

const base = {
  id: 'a2lqaNHrA5WbnvgP8e6y8Qc',
  object: 'chat.completion.chunk',
  created: 1753700700,
  model: 'gemini-2.5-flash',
};

export const geminiParallel: Replay = {
  id: 'gemini-parallel',
  provider: 'Google Gemini (OpenAI compatibility endpoint)',
  model: 'gemini-2.5-flash',
  shape: 'three parallel calls in one chunk, all index 0 with distinct ids; usage on the finish chunk',
  prompt: 'A running stats dashboard',
  turns: [
    {
      events: [
        {
          ...base,
          choices: [{ delta: { content: 'Here is your running dashboard.', role: 'assistant' }, index: 0 }],
        },
        {
          ...base,
          choices: [
            {
              delta: {
                role: 'assistant',
                tool_calls: [
                  {
                    function: { arguments: writeArgs('src/App.tsx', APP), name: 'write_file' },
                    id: 'function-call-8815339532941870721',
                    type: 'function',
                    index: 0,
                  },
                  {
                    function: { arguments: writeArgs('src/components/Stat.tsx', STAT), name: 'write_file' },
                    id: 'function-call-8815339532941870722',
                    type: 'function',
                    index: 0,
                  },
                  {
                    function: { arguments: '{"summary":"Run stats"}', name: 'finish' },
                    id: 'function-call-8815339532941870723',
                    type: 'function',
                    index: 0,
                  },
                ],
              },
              index: 0,
            },
          ],
        },
        {
          ...base,
          choices: [{ delta: { role: 'assistant' }, finish_reason: 'tool_calls', index: 0 }],
          usage: { completion_tokens: 402, prompt_tokens: 3305, total_tokens: 3707 },
        },
      ],
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP, 'src/components/Stat.tsx': STAT },
    page: ['Run stats', '12.4 km', 'Pace'],
    requests: 1,
  },
};
