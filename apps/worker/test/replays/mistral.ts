/** Mistral's API: tool calls come whole, each chunk naming its function; usage rides on the finish chunk. */
import type { Replay } from './index.ts';
import { chunks, writeArgs } from './stream.ts';

const APP = `import { Quote } from './components/Quote';

export default function App() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Daily quote</h1>
      <Quote text="Simplicity is the soul of efficiency." author="Austin Freeman" />
    </main>
  );
}
`;
const QUOTE = `export function Quote({ text, author }: { text: string; author: string }) {
  return (
    <figure>
      <blockquote className="italic">{text}</blockquote>
      <figcaption>by {author}</figcaption>
    </figure>
  );
}
`;

const chunk = chunks({
  id: '4c1b8f0e2a9d4e77a3f2c6b5d8e9f012',
  object: 'chat.completion.chunk',
  created: 1753700600,
  model: 'mistral-large-latest',
});
const app = writeArgs('src/App.tsx', APP);
const half = Math.floor(app.length / 2);

export const mistral: Replay = {
  id: 'mistral',
  provider: 'Mistral',
  model: 'mistral-large-latest',
  shape: 'tool calls with the name repeated in every chunk of a call; usage on the finish chunk',
  prompt: 'A daily quote page',
  turns: [
    {
      events: [
        chunk({ role: 'assistant', content: '' }),
        chunk({
          tool_calls: [
            { id: 'D681PevKs', function: { name: 'write_file', arguments: app.slice(0, half) }, index: 0 },
          ],
        }),
        chunk({
          tool_calls: [
            { id: 'D681PevKs', function: { name: 'write_file', arguments: app.slice(half) }, index: 0 },
          ],
        }),
        chunk({
          tool_calls: [
            {
              id: 'Q2bWcx9Lm',
              function: { name: 'write_file', arguments: writeArgs('src/components/Quote.tsx', QUOTE) },
              index: 1,
            },
          ],
        }),
        chunk({
          tool_calls: [
            {
              id: 'zR7yTn3Ka',
              function: { name: 'finish', arguments: '{"summary": "Daily quote"}' },
              index: 2,
            },
          ],
        }),
        chunk({ content: '' }, 'tool_calls', {
          usage: { prompt_tokens: 3204, total_tokens: 3561, completion_tokens: 357 },
        }),
      ],
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP, 'src/components/Quote.tsx': QUOTE },
    page: ['Daily quote', 'by Austin Freeman'],
    requests: 1,
  },
};
