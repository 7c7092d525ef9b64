/**
 * qwen2.5-coder through Ollama's plain chat template: the model means a tool call but the server passes
 * it through as JSON text in content (ollama/ollama-python#279 shows the same with mistral).
 */
import type { Replay } from './index.ts';
import { chunks, pieces } from './stream.ts';

const APP = `import { useState } from 'react';

export default function App() {
  const [glasses, setGlasses] = useState(3);
  return (
    <main className="p-8 text-center">
      <h1 className="text-3xl font-bold">Water log</h1>
      <p>{glasses} of 8 glasses today</p>
      <button onClick={() => setGlasses(glasses + 1)}>Add a glass</button>
    </main>
  );
}
`;

const TEXT = `${JSON.stringify({ name: 'write_file', arguments: { path: 'src/App.tsx', content: APP } })}
${JSON.stringify({ name: 'finish', arguments: { summary: 'A water log' } })}`;

const chunk = chunks({
  id: 'chatcmpl-902',
  object: 'chat.completion.chunk',
  created: 1753700300,
  model: 'qwen2.5-coder:7b',
  system_fingerprint: 'fp_ollama',
});

export const ollamaQwenJson: Replay = {
  id: 'ollama-qwen-json',
  provider: 'Ollama',
  model: 'qwen2.5-coder:7b',
  shape: 'tool calls written as bare JSON objects in content, finish_reason stop',
  prompt: 'A water intake log',
  turns: [
    {
      events: [
        ...pieces(TEXT, 16).map((content) => chunk({ role: 'assistant', content })),
        chunk({ role: 'assistant', content: '' }, 'stop'),
      ],
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP },
    page: ['Water log', '3 of 8 glasses today'],
    absent: ['write_file', '"arguments"'],
    requests: 1,
  },
};
