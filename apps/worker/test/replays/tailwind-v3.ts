/** A model trained on Tailwind v3 projects: @tailwind directives and a tailwind.config.js with a brand colour. */
import type { Replay } from './index.ts';
import { textStream } from './stream.ts';

const CSS = `@tailwind base;
@tailwind components;
@tailwind utilities;
`;
const CONFIG = `/** @type {import('tailwindcss').Config} */
export default {
  content: ['./index.html', './src/**/*.{js,ts,jsx,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: '#0f766e',
      },
    },
  },
  plugins: [],
};
`;
const APP = `export default function App() {
  return (
    <main className="min-h-screen bg-brand p-8 text-white">
      <h1 className="text-3xl font-bold">Teal Studio</h1>
      <p>Yoga classes every morning</p>
    </main>
  );
}
`;

const TEXT = `A landing page in your brand colour.
<file path="tailwind.config.js">
${CONFIG}</file>
<file path="src/index.css">
${CSS}</file>
<file path="src/App.tsx">
${APP}</file>`;

export const tailwindV3: Replay = {
  id: 'tailwind-v3',
  provider: 'OpenAI',
  model: 'gpt-4o',
  shape: 'Tailwind v3 project: @tailwind directives and tailwind.config.js with a custom brand colour',
  prompt: 'A landing page for my yoga studio in teal #0f766e',
  turns: [
    {
      events: textStream(
        {
          id: 'chatcmpl-BxR2tW3v3aBcDeFgHiJkLmNoPq',
          object: 'chat.completion.chunk',
          created: 1753702200,
          model: 'gpt-4o-2024-08-06',
          service_tier: 'default',
          system_fingerprint: 'fp_07871e2ad8',
        },
        TEXT,
        { prompt_tokens: 3000, completion_tokens: 230 },
      ),
    },
  ],
  expect: {
    files: { 'src/App.tsx': APP, 'tailwind.config.js': CONFIG },
    page: ['Teal Studio', 'Yoga classes every morning'],
    css: [/#0f766e/i, /\.bg-brand\b/],
    requests: 1,
  },
};
