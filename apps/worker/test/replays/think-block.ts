/** A reasoning model whose server leaves its thinking in content as <think>…</think> (deepseek-r1 on Ollama). */
import type { Replay } from './index.ts';
import { chunks, pieces } from './stream.ts';

const APP = `const BOOKS = [
  { title: 'Dune', pages: 412 },
  { title: 'Piranesi', pages: 272 },
];

export default function App() {
  const total = BOOKS.reduce((sum, book) => sum + book.pages, 0);
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Reading list</h1>
      <ul>{BOOKS.map((book) => <li key={book.title}>{book.title}</li>)}</ul>
      <p>{total} pages to go</p>
    </main>
  );
}
`;

const TEXT = `<think>
THINK-BLOCK: the person wants books. Maybe <file path="src/Wrong.tsx">nope</file> first? No, one file.
</think>

Your reading list is ready.
<file path="src/App.tsx">
${APP}</file>`;

const chunk = chunks({
  id: 'chatcmpl-77',
  object: 'chat.completion.chunk',
  created: 1753700900,
  model: 'deepseek-r1:14b',
  system_fingerprint: 'fp_ollama',
});

export const thinkBlock: Replay = {
  id: 'think-block',
  provider: 'Ollama',
  model: 'deepseek-r1:14b',
  shape: 'reasoning inline in content as <think>…</think>, with a file tag inside the thinking',
  prompt: 'A reading list',
  turns: [
    {
      events: [
        ...pieces(TEXT, 18).map((content) => chunk({ role: 'assistant', content })),
        chunk({ role: 'assistant', content: '' }, 'stop'),
      ],
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP },
    page: ['Reading list', '684 pages to go'],
    absent: ['THINK-BLOCK', 'nope'],
    gone: ['src/Wrong.tsx'],
    requests: 1,
  },
};
