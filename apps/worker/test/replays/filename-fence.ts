/** A chat model that names each file on the line above its fence ("**src/App.tsx**"). */
import type { Replay } from './index.ts';
import { textStream } from './stream.ts';

const APP = `import { Counter } from './components/Counter';

export default function App() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Push-up counter</h1>
      <Counter />
    </main>
  );
}
`;
const COUNTER = `import { useState } from 'react';

export function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Push-ups: {count}</button>;
}
`;

const TEXT = `Sure! Here is a push-up counter.

**src/App.tsx**
\`\`\`tsx
${APP}\`\`\`

src/components/Counter.tsx:
\`\`\`tsx
${COUNTER}\`\`\`

Tap the button after each push-up.`;

export const filenameFence: Replay = {
  id: 'filename-fence',
  provider: 'Ollama',
  model: 'llama3.1:8b',
  shape: 'whole files in plain fences, each named on the line above (bold, or with a colon)',
  prompt: 'A push-up counter',
  turns: [
    {
      events: textStream(
        {
          id: 'chatcmpl-318',
          object: 'chat.completion.chunk',
          created: 1753701800,
          model: 'llama3.1:8b',
          system_fingerprint: 'fp_ollama',
        },
        TEXT,
        { prompt_tokens: 2900, completion_tokens: 200 },
      ),
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP, 'src/components/Counter.tsx': COUNTER },
    page: ['Push-up counter', 'Push-ups: 0'],
    requests: 1,
  },
};
