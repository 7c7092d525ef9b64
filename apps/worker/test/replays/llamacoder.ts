/** llamacoder's format: one ```tsx{path=src/App.tsx} fence (Together AI's models). */
import type { Replay } from './index.ts';
import { textStream } from './stream.ts';

const APP = `import { useState } from 'react';

export default function App() {
  const [weight, setWeight] = useState(70);
  const [height, setHeight] = useState(175);
  const bmi = weight / (height / 100) ** 2;
  return (
    <main className="mx-auto max-w-sm space-y-3 p-8">
      <h1 className="text-2xl font-bold">BMI calculator</h1>
      <input type="number" value={weight} onChange={(e) => setWeight(Number(e.target.value))} />
      <input type="number" value={height} onChange={(e) => setHeight(Number(e.target.value))} />
      <p>Your BMI is {bmi.toFixed(1)}</p>
    </main>
  );
}
`;

const TEXT = `Here's a BMI calculator with weight and height inputs.

\`\`\`tsx{path=src/App.tsx}
${APP}\`\`\`

It updates as you type.`;

export const llamacoder: Replay = {
  id: 'llamacoder',
  provider: 'Together AI, prompted the llamacoder way',
  model: 'Qwen/Qwen2.5-Coder-32B-Instruct',
  shape: 'llamacoder ```tsx{path=src/App.tsx} fence in text',
  prompt: 'A BMI calculator',
  turns: [
    {
      events: textStream(
        {
          id: 'o1Xb3kC-2j9z4Y-9a8b7c6d5e4f3a2b',
          object: 'chat.completion.chunk',
          created: 1753701700,
          model: 'Qwen/Qwen2.5-Coder-32B-Instruct',
        },
        TEXT,
        { prompt_tokens: 2950, completion_tokens: 240 },
      ),
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP },
    page: ['BMI calculator', 'Your BMI is 22.9'],
    absent: ['```'],
    requests: 1,
  },
};
