import { describe, expect, it } from 'vitest';
import { applyOperation, projectPath } from '../src/llm/operations.ts';
import { readModelOutput } from '../src/llm/reader.ts';
import { settleLayout, showsPlaceholder } from '../src/llm/layout.ts';
import { scaffold } from '../src/llm/scaffold.ts';

const APP = 'export default function App() {\n  return <h1>Plants</h1>;\n}\n';

describe('other builders’ formats', () => {
  it('reads bolt artifacts: file actions in order, the title as the name, shell installs as packages', () => {
    const out = readModelOutput(`Sure! Here is a plant tracker.

<boltArtifact id="plant-tracker" title="Plant Tracker">
<boltAction type="file" filePath="package.json">{ "name": "plants" }</boltAction>
<boltAction type="shell">npm install recharts date-fns@^3 && npm run dev</boltAction>
<boltAction type="file" filePath="src/App.tsx">
${APP}</boltAction>
<boltAction type="shell">rm -rf node_modules</boltAction>
<boltAction type="start">npm run dev</boltAction>
</boltArtifact>

Water your plants on time.`);
    expect(out.operations).toEqual([
      { op: 'name', name: 'Plant Tracker' },
      { op: 'write', path: 'package.json', content: '{ "name": "plants" }\n' },
      { op: 'write', path: 'src/App.tsx', content: APP },
    ]);
    expect(out.packages).toEqual(['recharts', 'date-fns']);
    expect(out.skipped).toEqual(['the command `rm -rf node_modules`']);
    expect(out.prose).toBe('Sure! Here is a plant tracker.\n\nWater your plants on time.');
  });

  it('reads Dyad tags: write, rename, delete, search-replace, dependencies and the chat summary', () => {
    const out = readModelOutput(`I'll add a header.
<dyad-write path="src/components/Header.tsx" description="The header">
export function Header() { return <header>Hi</header>; }
</dyad-write>
<dyad-rename from="src/Old.tsx" to="src/New.tsx"></dyad-rename>
<dyad-delete path="src/Unused.tsx"></dyad-delete>
<dyad-search-replace path="src/App.tsx">
<<<<<<< SEARCH
  return <h1>Plants</h1>;
=======
  return <Header />;
>>>>>>> REPLACE
</dyad-search-replace>
<dyad-add-dependency packages="zustand canvas-confetti"></dyad-add-dependency>
<dyad-chat-summary>Adding a header</dyad-chat-summary>
Done.`);
    expect(out.operations).toEqual([
      {
        op: 'write',
        path: 'src/components/Header.tsx',
        content: 'export function Header() { return <header>Hi</header>; }\n',
      },
      { op: 'rename', from: 'src/Old.tsx', to: 'src/New.tsx' },
      { op: 'delete', path: 'src/Unused.tsx' },
      {
        op: 'edit',
        path: 'src/App.tsx',
        search: '  return <h1>Plants</h1>;',
        replace: '  return <Header />;',
      },
      { op: 'finish', summary: 'Adding a header' },
    ]);
    expect(out.packages).toEqual(['zustand', 'canvas-confetti']);
    expect(out.prose).toBe("I'll add a header.\n\nDone.");
  });

  it('reads llamacoder’s ```tsx{path=…}, v0’s file="…" and a fence under a filename line', () => {
    const out = readModelOutput(`Here you go.

\`\`\`tsx{path=src/App.tsx}
${APP}\`\`\`

\`\`\`tsx file="components/plant-card.tsx"
export function PlantCard() { return null; }
\`\`\`

### \`src/lib/water.ts\`
\`\`\`ts
export const every = 3;
\`\`\`

Run \`npm run dev\`.`);
    expect(out.operations).toEqual([
      { op: 'write', path: 'src/App.tsx', content: APP },
      {
        op: 'write',
        path: 'components/plant-card.tsx',
        content: 'export function PlantCard() { return null; }\n',
      },
      { op: 'write', path: 'src/lib/water.ts', content: 'export const every = 3;\n' },
    ]);
    expect(out.prose).toBe('Here you go.\n\nRun `npm run dev`.');
  });

  it('reads tool calls written as JSON text: bare (qwen2.5-coder), <tool_call> (Hermes), <function=…> and fenced', () => {
    const bare = readModelOutput(
      `{"name": "write_file", "arguments": {"path": "src/App.tsx", "content": ${JSON.stringify(APP)}}}\n{"name": "finish", "arguments": {"summary": "A plant app"}}`,
    );
    expect(bare.operations).toEqual([
      { op: 'write', path: 'src/App.tsx', content: APP },
      { op: 'finish', summary: 'A plant app' },
    ]);
    expect(bare.prose).toBe('');

    const hermes = readModelOutput(
      `Writing it now.\n<tool_call>\n{"name": "write_file", "arguments": {"path": "src/a.ts", "content": "export const a = '}';\\n"}}\n</tool_call>`,
    );
    expect(hermes.operations).toEqual([
      { op: 'write', path: 'src/a.ts', content: "export const a = '}';\n" },
    ]);
    expect(hermes.prose).toBe('Writing it now.');

    const llama = readModelOutput('<function=delete_file>{"path": "src/Old.tsx"}</function>');
    expect(llama.operations).toEqual([{ op: 'delete', path: 'src/Old.tsx' }]);

    const fenced = readModelOutput(
      '```json\n[{"type": "function", "function": {"name": "write_file", "arguments": "{\\"path\\": \\"src/b.ts\\", \\"content\\": \\"b\\"}"}}]\n```',
    );
    expect(fenced.operations).toEqual([{ op: 'write', path: 'src/b.ts', content: 'b' }]);

    // JSON that is not a tool call stays in the reply.
    const data = readModelOutput('The shape is {"name": "Fern", "water": 3}.');
    expect(data.operations).toEqual([]);
    expect(data.prose).toBe('The shape is {"name": "Fern", "water": 3}.');
  });

  it('reads aider SEARCH/REPLACE blocks under a path line, fenced or bare', () => {
    const out = readModelOutput(`Changing the title.

src/App.tsx
\`\`\`tsx
<<<<<<< SEARCH
  return <h1>Plants</h1>;
=======
  return <h1>My plants</h1>;
>>>>>>> REPLACE
\`\`\`

src/new.ts
<<<<<<< SEARCH
=======
export const fresh = true;
>>>>>>> REPLACE`);
    expect(out.operations).toEqual([
      {
        op: 'edit',
        path: 'src/App.tsx',
        search: '  return <h1>Plants</h1>;',
        replace: '  return <h1>My plants</h1>;',
      },
      { op: 'write', path: 'src/new.ts', content: 'export const fresh = true;\n' },
    ]);
    expect(out.prose).toBe('Changing the title.');
  });

  it('reads unified diffs, fenced or bare, several files at once, new and deleted files', () => {
    const out = readModelOutput(`Here is the patch:

\`\`\`diff
--- a/src/App.tsx
+++ b/src/App.tsx
@@ -1,3 +1,3 @@
 export default function App() {
-  return <h1>Plants</h1>;
+  return <h1>My plants</h1>;
 }
--- /dev/null
+++ b/src/water.ts
@@ -0,0 +1 @@
+export const every = 3;
\`\`\`

--- a/src/Old.tsx
+++ /dev/null
@@ -1 +0,0 @@
-old
`);
    expect(out.operations).toMatchObject([
      { op: 'patch', path: 'src/App.tsx' },
      { op: 'write', path: 'src/water.ts', content: 'export const every = 3;\n' },
      { op: 'delete', path: 'src/Old.tsx' },
    ]);
    expect(out.prose).toBe('Here is the patch:');
    const files = { 'src/App.tsx': APP };
    expect(applyOperation(files, out.operations[0]!)).toMatchObject({ ok: true });
    expect(files['src/App.tsx']).toBe(APP.replace('Plants', 'My plants'));
  });

  it('applies a diff whose hunk header lies about its lines, and refuses one whose context is not in the file', () => {
    const files = { 'src/App.tsx': `// header\n\n${APP}` };
    const wrongCounts =
      '--- a/src/App.tsx\n+++ b/src/App.tsx\n@@ -40,9 +40,2 @@\n export default function App() {\n-  return <h1>Plants</h1>;\n+  return <h1>Ferns</h1>;\n';
    expect(applyOperation(files, { op: 'patch', path: 'src/App.tsx', patch: wrongCounts })).toMatchObject({
      ok: true,
    });
    expect(files['src/App.tsx']).toContain('<h1>Ferns</h1>');
    const elsewhere =
      '--- a/src/App.tsx\n+++ b/src/App.tsx\n@@ -1 +1 @@\n-const nothing = 1;\n+const something = 2;\n';
    const refused = applyOperation(files, { op: 'patch', path: 'src/App.tsx', patch: elsewhere });
    expect(refused.ok).toBe(false);
    expect(refused.message).toContain('does not match');
  });
});

describe('what is not an answer', () => {
  it('drops thinking blocks, harmony channels and control tags, but keeps tags in code', () => {
    const out = readModelOutput(`<thinking>The user wants <file path="x.ts">x</file></thinking>
<artifact type="app">I built it. Use the \`<dyad-write>\` tag? No: <response>it is done</response>.</artifact>`);
    expect(out.operations).toEqual([]);
    expect(out.prose).toBe('I built it. Use the `<dyad-write>` tag? No: it is done.');

    const named = readModelOutput('I use `<file>` tags. <file path="src/a.ts">a</file> Done.');
    expect(named.operations).toEqual([{ op: 'write', path: 'src/a.ts', content: 'a\n' }]);

    const harmony = readModelOutput(
      '<|channel|>analysis<|message|>Plan: write App<|end|><|start|>assistant<|channel|>final<|message|>All set.<|return|>',
    );
    expect(harmony.prose).toBe('All set.');
  });

  it('keeps document order: a file written and then edited ends edited', () => {
    const out = readModelOutput(`<file path="src/App.tsx">
${APP}</file>
<edit path="src/App.tsx">
<search>Plants</search>
<replace>Ferns</replace>
</edit>`);
    expect(out.operations.map((op) => op.op)).toEqual(['write', 'edit']);
  });
});

describe('paths and the starting layout', () => {
  it('puts root-level sources and source folders under src/, leaves config files and existing paths alone', () => {
    const files = { 'components/Legacy.tsx': '' };
    expect(projectPath('App.tsx', {})).toBe('src/App.tsx');
    expect(projectPath('./components/Header.tsx', {})).toBe('src/components/Header.tsx');
    expect(projectPath('hooks/usePlants.ts', {})).toBe('src/hooks/usePlants.ts');
    expect(projectPath('index.css', {})).toBe('src/index.css');
    expect(projectPath('vite.config.ts', {})).toBe('vite.config.ts');
    expect(projectPath('tailwind.config.js', {})).toBe('tailwind.config.js');
    expect(projectPath('index.html', {})).toBe('index.html');
    expect(projectPath('public/logo.svg', {})).toBe('public/logo.svg');
    expect(projectPath('components/Legacy.tsx', files)).toBe('components/Legacy.tsx');
    expect(projectPath('../secret', {})).toBeNull();
  });

  it('lets src/App.jsx and a CRA-style src/index.jsx replace the untouched starting files', () => {
    const starting = scaffold('Plants', 'en');
    const files = { ...starting };
    const written = new Set<string>();
    for (const [path, content] of [
      ['App.jsx', 'export default function App() { return <p>jsx</p>; }\n'],
      [
        'src/index.jsx',
        "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
      ],
    ] as const) {
      const applied = applyOperation(files, { op: 'write', path, content });
      written.add(applied.touched[0]!);
    }
    expect(showsPlaceholder(files, starting)).toBe(true);
    settleLayout(files, written, starting);
    expect(files['src/App.tsx']).toBeUndefined();
    expect(files['src/main.tsx']).toBeUndefined();
    expect(files['index.html']).toContain('src="/src/index.jsx"');
    expect(showsPlaceholder(files, starting)).toBe(false);
  });

  it('keeps a starting file the model changed, and reports the untouched placeholder', () => {
    const starting = scaffold('Plants', 'en');
    const files: Record<string, string> = {
      ...starting,
      'src/components/Card.tsx': 'export const Card = () => null;\n',
    };
    settleLayout(files, new Set(['src/components/Card.tsx']), starting);
    expect(files['src/App.tsx']).toBe(starting['src/App.tsx']);
    expect(showsPlaceholder(files, starting)).toBe(true);
  });
});
