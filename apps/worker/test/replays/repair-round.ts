/** The first app throws at runtime; the preview error goes back and round 2 ships the repaired app. */
import type { Replay } from './index.ts';
import { chunks, pieces, writeArgs } from './stream.ts';

const CRASHING = `interface Trip { city: string; nights: number }

export default function App() {
  const trips = (window as unknown as { savedTrips?: Trip[] }).savedTrips;
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Trip planner</h1>
      <ul>{trips!.map((trip) => <li key={trip.city}>{trip.city}</li>)}</ul>
    </main>
  );
}
`;
const FIXED = `interface Trip { city: string; nights: number }

const DEFAULT_TRIPS: Trip[] = [
  { city: 'Lisbon', nights: 3 },
  { city: 'Porto', nights: 2 },
];

export default function App() {
  const trips = (window as unknown as { savedTrips?: Trip[] }).savedTrips ?? DEFAULT_TRIPS;
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Trip planner</h1>
      <ul>{trips.map((trip) => <li key={trip.city}>{trip.city}: {trip.nights} nights</li>)}</ul>
    </main>
  );
}
`;

const base = {
  id: 'chatcmpl-BxR3r3p41rRoUnDaBcDeFgHiJk',
  object: 'chat.completion.chunk',
  created: 1753702500,
  model: 'gpt-4.1-2025-04-14',
  service_tier: 'default',
  system_fingerprint: 'fp_b3f1157249',
};
const chunk = chunks(base, { logprobs: null });

function writeAndFinish(
  content: string,
  summary: string,
  usage: { prompt_tokens: number; completion_tokens: number },
) {
  return [
    chunk({ role: 'assistant', content: null, refusal: null }),
    chunk({
      tool_calls: [
        {
          index: 0,
          id: `call_w_${summary.length}`,
          type: 'function',
          function: { name: 'write_file', arguments: '' },
        },
      ],
    }),
    ...pieces(writeArgs('src/App.tsx', content), 70).map((part) =>
      chunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }),
    ),
    chunk({
      tool_calls: [
        {
          index: 1,
          id: `call_f_${summary.length}`,
          type: 'function',
          function: { name: 'finish', arguments: JSON.stringify({ summary }) },
        },
      ],
    }),
    chunk({}, 'tool_calls'),
    {
      ...base,
      choices: [],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    },
  ];
}

export const repairRound: Replay = {
  id: 'repair-round',
  provider: 'OpenAI',
  model: 'gpt-4.1',
  shape: 'an app that throws at runtime (preview check), repaired in round 2 from the preview error',
  prompt: 'A trip planner',
  turns: [
    { events: writeAndFinish(CRASHING, 'Trip planner', { prompt_tokens: 3000, completion_tokens: 200 }) },
    {
      events: writeAndFinish(FIXED, 'Trips default to a sample list', {
        prompt_tokens: 3500,
        completion_tokens: 240,
      }),
    },
  ],
  expect: { files: { 'src/App.tsx': FIXED }, page: ['Trip planner', 'Lisbon: 3 nights'], requests: 2 },
};
