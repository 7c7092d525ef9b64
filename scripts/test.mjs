#!/usr/bin/env node
// `pnpm test`: everything CI runs — client generation, formatting, lint, typecheck, every package's
// tests — then one summary line over all vitest results.
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

const steps = [
  ['pnpm', ['db:generate']],
  ['pnpm', ['format:check']],
  ['pnpm', ['lint']],
  ['pnpm', ['exec', 'turbo', 'run', 'typecheck', 'test', '--concurrency=2', '--output-logs=new-only']],
];
let failedStep = null;
for (const [command, args] of steps) {
  console.log(`\n▸ ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
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
if (failedStep) console.error(`\n✗ ${failedStep} failed`);
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStep || failed ? 1 : 0);
