/** A follow-up answered with a unified diff whose hunk header counts are wrong, as models' often are. */
import type { Replay } from './index.ts';
import { existingProject, textStream } from './stream.ts';

const BEFORE = `export default function App() {
  const guests = ['Ana', 'Ben'];
  return (
    <main className="p-6">
      <h1 className="text-2xl font-bold">Guest list</h1>
      <ul>{guests.map((guest) => <li key={guest}>{guest}</li>)}</ul>
    </main>
  );
}
`;
const AFTER = BEFORE.replace("['Ana', 'Ben']", "['Ana', 'Ben', 'Chloe']").replace(
  '</ul>\n',
  '</ul>\n      <p>{guests.length} guests</p>\n',
);

const TEXT = `Added Chloe and a guest count.

\`\`\`diff
--- a/src/App.tsx
+++ b/src/App.tsx
@@ -1,4 +1,4 @@
 export default function App() {
-  const guests = ['Ana', 'Ben'];
+  const guests = ['Ana', 'Ben', 'Chloe'];
   return (
@@ -6,3 +6,3 @@
       <ul>{guests.map((guest) => <li key={guest}>{guest}</li>)}</ul>
+      <p>{guests.length} guests</p>
     </main>
\`\`\``;

export const followUpDiff: Replay = {
  id: 'follow-up-diff',
  provider: 'OpenRouter',
  model: 'qwen/qwen3-coder',
  shape: 'follow-up: unified diff in a ```diff fence, hunk header counts wrong',
  prompt: 'Add Chloe and show how many guests there are',
  project: existingProject('Guests', { 'src/App.tsx': BEFORE }),
  turns: [
    {
      events: textStream(
        {
          id: 'gen-1753702100-Qw3nC0d3r',
          provider: 'Alibaba',
          model: 'qwen/qwen3-coder',
          object: 'chat.completion.chunk',
          created: 1753702100,
        },
        TEXT,
        { prompt_tokens: 3400, completion_tokens: 110 },
      ),
    },
  ],
  expect: {
    files: { 'src/App.tsx': AFTER },
    page: ['Guest list', 'Chloe', '3 guests'],
    absent: ['@@'],
    requests: 1,
  },
};
