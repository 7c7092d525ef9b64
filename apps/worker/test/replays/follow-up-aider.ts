/** A follow-up answered with aider's SEARCH/REPLACE blocks under a filename line (aider's "diff" edit format). */
import type { Replay } from './index.ts';
import { existingProject, textStream } from './stream.ts';

const BEFORE = `import { useState } from 'react';

export default function App() {
  const [score, setScore] = useState(0);
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">Scoreboard</h1>
      <button onClick={() => setScore(score + 1)}>Score: {score}</button>
    </main>
  );
}
`;
const AFTER = BEFORE.replace('Score: {score}', 'Points: {score}').replace(
  '</button>\n',
  '</button>\n      <button onClick={() => setScore(0)}>Reset</button>\n',
);

const TEXT = `I renamed the score to points and added a reset button.

src/App.tsx
\`\`\`tsx
<<<<<<< SEARCH
      <button onClick={() => setScore(score + 1)}>Score: {score}</button>
=======
      <button onClick={() => setScore(score + 1)}>Points: {score}</button>
      <button onClick={() => setScore(0)}>Reset</button>
>>>>>>> REPLACE
\`\`\``;

export const followUpAider: Replay = {
  id: 'follow-up-aider',
  provider: 'DeepSeek, prompted the aider way',
  model: 'deepseek-chat',
  shape: 'follow-up: aider SEARCH/REPLACE block in a fence under a filename line',
  prompt: 'Call it points and add a reset button',
  project: existingProject('Scoreboard', { 'src/App.tsx': BEFORE }),
  turns: [
    {
      events: textStream(
        {
          id: '0b7e3f9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
          object: 'chat.completion.chunk',
          created: 1753702000,
          model: 'deepseek-chat',
          system_fingerprint: 'fp_8802369eaa_prod0623_fp8_kvcache',
        },
        TEXT,
        { prompt_tokens: 3600, completion_tokens: 120 },
      ),
    },
  ],
  expect: {
    files: { 'src/App.tsx': AFTER },
    page: ['Scoreboard', 'Points: 0', 'Reset'],
    absent: ['Score: 0', 'SEARCH', 'REPLACE'],
    requests: 1,
  },
};
