/** A server (or proxy) that ignores stream: true and answers with one plain chat.completion JSON body. */
import type { Replay } from './index.ts';

const APP = `export default function App() {
  const items = ['Milk', 'Eggs', 'Bread'];
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Shopping list</h1>
      <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>
      <p>{items.length} items</p>
    </main>
  );
}
`;

export const jsonBody: Replay = {
  id: 'json-body',
  provider: 'OpenAI-compatible server without streaming',
  model: 'llama-3.1-8b-instruct',
  shape: 'a plain chat.completion JSON body (application/json) answering a stream request, with a tool call',
  prompt: 'A shopping list',
  turns: [
    {
      json: {
        id: 'chatcmpl-9a8b7c6d',
        object: 'chat.completion',
        created: 1753701100,
        model: 'llama-3.1-8b-instruct',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: 'call_0',
                  type: 'function',
                  function: {
                    name: 'write_file',
                    arguments: JSON.stringify({ path: 'src/App.tsx', content: APP }),
                  },
                },
                {
                  id: 'call_1',
                  type: 'function',
                  function: { name: 'finish', arguments: '{"summary":"Shopping list"}' },
                },
              ],
            },
            finish_reason: 'tool_calls',
          },
        ],
        usage: { prompt_tokens: 2999, completion_tokens: 180, total_tokens: 3179 },
      },
    },
  ],
  expect: { files: { 'src/App.tsx': APP }, page: ['Shopping list', '3 items'], requests: 1 },
};
