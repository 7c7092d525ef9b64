#!/usr/bin/env node
// `pnpm test`: everything CI runs — client generation, formatting, lint, typecheck, every package's
// tests (vitest, and Playwright in e2e/) — then one summary line over all their results.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['apps', 'packages'].flatMap((dir) =>
  readdirSync(path.join(root, dir)).map((name) => path.join(root, dir, name)),
);
const resultFile = (dir) => path.join(dir, 'test-results', 'vitest.json');
for (const dir of workspaces) rmSync(resultFile(dir), { force: true });
const e2eResultFile = path.join(root, 'e2e', 'test-results', 'playwright.json');
rmSync(e2eResultFile, { force: true });

// The clock-sensitive unit tests once more in the time zones farthest from the machine's (UTC+14 and
// UTC-11), so a test or a generated app that depends on the hour or the day shows up at once.
const farZones = [
  ['Etc/GMT-14', '@atelier/web', []],
  [
    'Etc/GMT+11',
    '@atelier/worker',
    [
      'test/agent.test.ts',
      'test/blueprints-content.test.ts',
      'test/blueprints-productivity.test.ts',
      'test/agent-data-api.test.ts',
    ],
  ],
].map(([zone, pkg, files]) => [
  'pnpm',
  ['--filter', pkg, 'exec', 'vitest', 'run', '--reporter=dot', ...files],
  { TZ: zone },
]);

const steps = [
  ['pnpm', ['db:generate']],
  ['pnpm', ['format:check']],
  ['pnpm', ['lint']],
  ['pnpm', ['exec', 'turbo', 'run', 'typecheck', 'test', '--concurrency=2', '--output-logs=new-only']],
  ...farZones,
];
let failedStep = null;
for (const [command, args, env = {}] of steps) {
  console.log(
    `\n▸ ${Object.entries(env)
      .map(([k, v]) => `${k}=${v} `)
      .join('')}${command} ${args.join(' ')}`,
  );
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (status !== 0) {
    failedStep = `${command} ${args.join(' ')}`;
    break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const dir of workspaces) {
  if (!existsSync(resultFile(dir))) continue;
  const report = JSON.parse(readFileSync(resultFile(dir), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
// Playwright's JSON report: a test that failed and then passed on retry counts as passed and flaky.
let flaky = 0;
if (existsSync(e2eResultFile)) {
  const { stats, errors } = JSON.parse(readFileSync(e2eResultFile, 'utf8'));
  // Errors outside any test (the stack failed to start) leave no test failed: say so.
  for (const error of errors ?? []) console.error(`\ne2e: ${error.message?.split('\n')[0] ?? error}`);
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  flaky += stats.flaky;
}
if (failedStep) console.error(`\n✗ ${failedStep} failed`);
console.log(
  `\nTests: ${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky` : ''}${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failedStep || failed ? 1 : 0);
