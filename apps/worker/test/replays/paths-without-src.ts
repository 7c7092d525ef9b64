/** A model that writes create-react-app style paths: App.jsx and components/Header.jsx, no src/. */
import type { Replay } from './index.ts';
import { textStream } from './stream.ts';

const APP = `import Header from './components/Header';

export default function App() {
  return (
    <div>
      <Header title="Recipe box" />
      <p className="p-6">Pancakes, Shakshuka, Dal</p>
    </div>
  );
}
`;
const HEADER = `export default function Header({ title }) {
  return <header className="bg-amber-500 p-4 text-white"><h1 className="text-2xl">{title}</h1></header>;
}
`;

const TEXT = `Here's your recipe box.
<file path="App.jsx">
${APP}</file>
<file path="components/Header.jsx">
${HEADER}</file>`;

export const pathsWithoutSrc: Replay = {
  id: 'paths-without-src',
  provider: 'LM Studio',
  model: 'mistralai/devstral-small-2505',
  shape:
    'tagged files at App.jsx and components/Header.jsx (no src/), JavaScript beside the TypeScript scaffold',
  prompt: 'A recipe box',
  turns: [
    {
      events: textStream(
        {
          id: 'chatcmpl-4kq8rj2d0nm5w7b1x3c9',
          object: 'chat.completion.chunk',
          created: 1753701900,
          model: 'mistralai/devstral-small-2505',
          system_fingerprint: 'mistralai/devstral-small-2505',
        },
        TEXT,
        { prompt_tokens: 2800, completion_tokens: 150 },
      ),
    },
  ],
  expect: {
    files: { 'src/App.jsx': APP, 'src/components/Header.jsx': HEADER },
    gone: ['src/App.tsx', 'App.jsx', 'components/Header.jsx'],
    page: ['Recipe box', 'Shakshuka'],
    requests: 1,
  },
};
