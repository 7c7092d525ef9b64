/** bolt.new's format: a <boltArtifact> of file actions and shell actions (npm install, npm run dev). */
import type { Replay } from './index.ts';
import { textStream } from './stream.ts';

const APP = `import { Countdown } from './components/Countdown';

export default function App() {
  return (
    <main className="grid min-h-screen place-items-center bg-slate-900 text-white">
      <h1 className="text-3xl font-bold">Launch countdown</h1>
      <Countdown days={12} />
    </main>
  );
}
`;
const COUNTDOWN = `export function Countdown({ days }: { days: number }) {
  return <p className="text-xl">{days} days to launch</p>;
}
`;

const TEXT = `I'll create a launch countdown page.

<boltArtifact id="launch-countdown" title="Launch Countdown">
<boltAction type="shell">npm install</boltAction>
<boltAction type="file" filePath="src/App.tsx">
${APP}</boltAction>
<boltAction type="file" filePath="src/components/Countdown.tsx">
${COUNTDOWN}</boltAction>
<boltAction type="start">npm run dev</boltAction>
</boltArtifact>

The countdown shows the days left.`;

export const bolt: Replay = {
  id: 'bolt',
  provider: 'Anthropic (through OpenRouter), prompted the bolt.new way',
  model: 'anthropic/claude-sonnet-4',
  shape: 'bolt <boltArtifact> with file, shell and start <boltAction>s in text',
  prompt: 'A launch countdown page',
  turns: [
    {
      events: textStream(
        {
          id: 'gen-1753701500-Xy7pQ2rS',
          provider: 'Anthropic',
          model: 'anthropic/claude-sonnet-4',
          object: 'chat.completion.chunk',
          created: 1753701500,
        },
        TEXT,
        { prompt_tokens: 3400, completion_tokens: 300 },
      ),
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP, 'src/components/Countdown.tsx': COUNTDOWN },
    page: ['Launch countdown', '12 days to launch'],
    absent: ['boltAction', 'boltArtifact', 'npm run dev'],
    requests: 1,
  },
};
