/** Groq's 429 with Retry-After (seconds) and its error body; the retry after the wait streams the app. */
import type { Replay } from './index.ts';
import { chunks, writeArgs } from './stream.ts';

const APP = `export default function App() {
  const hours = [
    ['Mon–Fri', '8:00–18:00'],
    ['Sat', '9:00–14:00'],
  ];
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Corner Bakery</h1>
      <table><tbody>{hours.map(([day, time]) => <tr key={day}><td>{day}</td><td>{time}</td></tr>)}</tbody></table>
    </main>
  );
}
`;

const base = {
  id: 'chatcmpl-3f9e1d2c-8b7a-4c6d-9e0f-1a2b3c4d5e6f',
  object: 'chat.completion.chunk',
  created: 1753701400,
  model: 'llama-3.3-70b-versatile',
  system_fingerprint: 'fp_3f3b593e33',
};
const chunk = chunks(base, { logprobs: null });

export const rateLimit: Replay = {
  id: 'rate-limit',
  provider: 'Groq',
  model: 'llama-3.3-70b-versatile',
  shape: '429 with retry-after: 1 and Groq rate_limit_exceeded body, then tool calls; usage in x_groq',
  prompt: 'Opening hours for my bakery',
  turns: [
    {
      status: 429,
      headers: { 'retry-after': '1', 'x-ratelimit-remaining-tokens': '0' },
      errorBody: JSON.stringify({
        error: {
          message:
            'Rate limit reached for model `llama-3.3-70b-versatile` in organization `org_01` service tier `on_demand` on tokens per minute (TPM): Limit 6000, Used 5800, Requested 3200. Please try again in 1s.',
          type: 'tokens',
          code: 'rate_limit_exceeded',
        },
      }),
    },
    {
      events: [
        chunk({ role: 'assistant', content: '' }, null, { x_groq: { id: 'req_01k0abcd' } }),
        chunk({
          tool_calls: [
            {
              id: 'call_9pwt',
              type: 'function',
              function: { name: 'write_file', arguments: writeArgs('src/App.tsx', APP) },
              index: 0,
            },
          ],
        }),
        chunk({
          tool_calls: [
            {
              id: 'call_2xra',
              type: 'function',
              function: { name: 'finish', arguments: '{"summary":"Opening hours"}' },
              index: 1,
            },
          ],
        }),
        chunk({}, 'tool_calls', {
          x_groq: {
            id: 'req_01k0abcd',
            usage: { queue_time: 0.05, prompt_tokens: 3200, completion_tokens: 240, total_tokens: 3440 },
          },
        }),
      ],
    },
  ],
  expect: { files: { 'src/App.tsx': APP }, page: ['Corner Bakery', '9:00–14:00'], requests: 2 },
};
