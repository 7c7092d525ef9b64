/**
 * Build time per blueprint: each of the 16 kinds the built-in agent knows, rendered from a typical
 * prompt and bundled by the worker's builder; the first build of each kind, then warm rebuilds.
 *
 *   apps/worker/node_modules/.bin/tsx bench/blueprints.ts [--runs 5]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { renderProject } from '../apps/worker/src/agent/render.ts';
import { understand } from '../apps/worker/src/agent/understand.ts';
import { APP_KINDS, type AppKind } from '../apps/worker/src/agent/spec.ts';
import { buildProject, closeBuilder } from '../apps/worker/src/builder/bundle.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);

const PROMPTS: Record<AppKind, string> = {
  landing: 'A landing page for my coffee roastery called Brew Lab',
  portfolio: 'A portfolio site to show my photography',
  blog: 'A blog about vegan cooking',
  store: 'An online store selling coffee beans',
  restaurant: 'A restaurant menu website for my pizzeria',
  todo: 'A todo list app for my chores',
  kanban: 'A kanban board to plan our sprint',
  notes: 'A notes app with tags',
  habits: 'A habit tracker with streaks and a dark theme',
  fitness: 'A workout log for the gym',
  budget: 'A budget tracker with charts',
  dashboard: 'A sales analytics dashboard',
  booking: 'A booking page for my yoga classes',
  quiz: 'A fun quiz about world capitals',
  recipes: 'A recipe book with search and favourites',
  generic: 'Something to keep track of my vinyl records',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

console.log(
  `cpus ${os.cpus().length}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('kind         files  first ms  warm p50 ms  js KB');
for (const kind of APP_KINDS) {
  const spec = understand(PROMPTS[kind], 'en');
  const times: number[] = [];
  let jsBytes = 0;
  for (let i = 0; i <= runs; i++) {
    // A different name each time, as an edit would, so nothing is served from a cache of the same input.
    const files = renderProject({ ...spec, name: `${spec.name} ${i}` });
    const started = performance.now();
    const built = await buildProject(files);
    times.push(performance.now() - started);
    if (!built.ok) throw new Error(`${kind}: ${built.error.message}`);
    jsBytes = Object.entries(built.output)
      .filter(([file]) => file.endsWith('.js'))
      .reduce((sum, [, content]) => sum + Buffer.byteLength(content), 0);
  }
  const [first = NaN, ...warm] = times;
  console.log(
    `${kind.padEnd(12)} ${String(Object.keys(renderProject(spec)).length).padStart(5)}  ${first.toFixed(0).padStart(8)}  ${median(
      warm,
    )
      .toFixed(0)
      .padStart(11)}  ${(jsBytes / 1024).toFixed(0).padStart(5)}`,
  );
}
await closeBuilder();
