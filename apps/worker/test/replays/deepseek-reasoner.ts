/** DeepSeek's reasoner: `reasoning_content` deltas before the answer; content null while it reasons. */
import type { Replay } from './index.ts';
import { chunks, pieces } from './stream.ts';

const APP = `import { useState } from 'react';

const CARDS = [
  { front: 'hola', back: 'hello' },
  { front: 'gracias', back: 'thank you' },
];

export default function App() {
  const [flipped, setFlipped] = useState(false);
  const card = CARDS[0]!;
  return (
    <main className="p-8 text-center">
      <h1 className="text-2xl">Flashcards</h1>
      <button className="mt-4 rounded border px-6 py-4 text-xl" onClick={() => setFlipped(!flipped)}>
        {flipped ? card.back : card.front}
      </button>
      <p>{CARDS.length} cards in the deck</p>
    </main>
  );
}
`;

const TEXT = `A flashcard deck: tap a card to flip it.
<file path="src/App.tsx">
${APP}</file>`;

const base = {
  id: '8d3f6a2e-5b1c-4e9a-9f7d-2c4b6e8a0d13',
  object: 'chat.completion.chunk',
  created: 1753700800,
  model: 'deepseek-reasoner',
  system_fingerprint: 'fp_393bca965e_prod0623_fp8_kvcache',
};
const chunk = chunks(base, { logprobs: null });

export const deepseekReasoner: Replay = {
  id: 'deepseek-reasoner',
  provider: 'DeepSeek',
  model: 'deepseek-reasoner',
  shape:
    '`reasoning_content` deltas with content null, then tagged text; usage with cache and reasoning tokens',
  prompt: 'Spanish flashcards',
  turns: [
    {
      events: [
        chunk({ role: 'assistant', content: null, reasoning_content: '' }),
        ...pieces('DEEPSEEK-REASONING: two cards, one flip state, <file path="x.tsx"> not yet.', 10).map(
          (reasoning_content) => chunk({ content: null, reasoning_content }),
        ),
        ...pieces(TEXT, 20).map((content) => chunk({ content, reasoning_content: null })),
        chunk({ content: '', reasoning_content: null }, 'stop', {
          usage: {
            prompt_tokens: 3050,
            completion_tokens: 520,
            total_tokens: 3570,
            prompt_tokens_details: { cached_tokens: 2944 },
            completion_tokens_details: { reasoning_tokens: 301 },
            prompt_cache_hit_tokens: 2944,
            prompt_cache_miss_tokens: 106,
          },
        }),
      ],
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP },
    page: ['Flashcards', 'hola', '2 cards in the deck'],
    absent: ['DEEPSEEK-REASONING'],
    gone: ['x.tsx', 'src/x.tsx'],
    requests: 1,
  },
};
