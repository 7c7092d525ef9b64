/**
 * The LLM agent over the replay corpus (apps/worker/test/replays/): each replay's scripted stream goes
 * through runLlmAgent with the real client, builder and Chromium preview check, in one process and
 * with no queue. Prints per replay: tokens in/out (as the scripted usage reports them, or the agent's
 * estimate), model turns, repair rounds, build and check time, and totals and medians. The baseline,
 * measured in the same run, is the check of the untouched scaffold: check times are also printed as
 * a ratio of it.
 *
 *   apps/worker/node_modules/.bin/tsx bench/llm-agent.ts [--runs 1]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { AgentJob } from '../packages/contracts/src/index.ts';
import { loadConfig } from '../apps/worker/src/config.ts';
import { buildProject, closeBuilder } from '../apps/worker/src/builder/bundle.ts';
import { runLlmAgent, type LlmSettings } from '../apps/worker/src/llm/agent.ts';
import { createChecker } from '../apps/worker/src/llm/check.ts';
import { ChatClient } from '../apps/worker/src/llm/client.ts';
import { scaffold } from '../apps/worker/src/llm/scaffold.ts';
import type { Files } from '../apps/worker/src/llm/operations.ts';
import { closeScreenshotBrowsers, screenshotBrowser } from '../apps/worker/src/screenshots/browser.ts';
import { ScriptedModelServer } from '../apps/worker/test/support/openai-server.ts';
import { replays, type Replay } from '../apps/worker/test/replays/index.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(values.runs));

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const server = await new ScriptedModelServer().start();
const checker = createChecker({
  browser: { host: screenshotBrowser(config), origin: new URL(config.PREVIEW_URL).origin },
});

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? Number.NaN
    : sorted.length % 2
      ? sorted[mid]!
      : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => `${Math.round(value)}`.padStart(6);

/** A checker that also times the build alone and counts its calls. */
function measured() {
  const stats = { checks: 0, checkMs: 0, buildMs: 0 };
  const check = async (files: Files) => {
    stats.checks++;
    const buildStart = performance.now();
    await buildProject(files, { minify: false });
    stats.buildMs += performance.now() - buildStart;
    const start = performance.now();
    const outcome = await checker(files);
    stats.checkMs += performance.now() - start;
    return outcome;
  };
  return { stats, check };
}

function jobFor(replay: Replay): AgentJob {
  return {
    v: 1,
    kind: replay.project ? 'message' : 'create_project',
    conversation: { uuid: `conv-${replay.id}`, title: replay.id, category: null },
    message: { uuid: `bench-${replay.id}`, content: replay.prompt, created_at: new Date().toISOString() },
    history: [],
    attachments: [],
    ...(replay.project ? {} : { project_name: replay.id }),
    project: {
      id: 1,
      uuid: `proj-${replay.id}`,
      name: replay.id,
      token: 't',
      version: replay.project ? 1 : 0,
      files: replay.project ?? {},
    },
    language: 'en',
    user: { id: 1, name: 'Bench' },
  };
}

function settings(replay: Replay): LlmSettings {
  const env = replay.env ?? {};
  return {
    model: replay.model,
    tools: env.AI_TOOLS !== 'false',
    vision: true,
    maxRepairAttempts: 2,
    tokenBudget: 200_000,
    maxOutputTokens: Number(env.AI_MAX_OUTPUT_TOKENS ?? 16_000),
  };
}

console.log(
  `llm-agent bench: ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${replays.length} replays × ${runs}`,
);

// The baseline: the preview check of the scaffold, warm (the first call starts the browser).
await checker(scaffold('Baseline', 'en'));
const baselineTimes: number[] = [];
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  await checker(scaffold('Baseline', 'en'));
  baselineTimes.push(performance.now() - start);
}
const baseline = median(baselineTimes);
console.log(`baseline: check of the scaffold p50 ${Math.round(baseline)} ms\n`);

interface Row {
  id: string;
  ok: boolean;
  input: number;
  output: number;
  turns: number;
  repairs: number;
  buildMs: number;
  checkMs: number;
  totalMs: number;
}
const rows: Row[] = [];
console.log(
  `${'replay'.padEnd(24)} ${'ok'.padEnd(4)} ${'in'.padStart(6)} ${'out'.padStart(5)} turns repairs build ms check ms  ×base  total ms`,
);
for (let run = 0; run < runs; run++) {
  for (const replay of replays) {
    server.script(...replay.turns);
    const { stats, check } = measured();
    const client = new ChatClient({ baseUrl: server.baseUrl, apiKey: 'sk-bench', timeoutMs: 30_000 });
    const start = performance.now();
    let ok = false;
    let input = 0;
    let output = 0;
    try {
      const result = await runLlmAgent(jobFor(replay), { client, settings: settings(replay), check });
      ok = result.files !== undefined;
      input = result.usage?.input_tokens ?? 0;
      output = result.usage?.output_tokens ?? 0;
    } catch (error) {
      console.log(`${replay.id}: ${(error as Error).message}`);
    }
    const row: Row = {
      id: replay.id,
      ok,
      input,
      output,
      turns: server.requests.length,
      repairs: Math.max(0, stats.checks - 1),
      buildMs: stats.buildMs,
      checkMs: stats.checkMs,
      totalMs: performance.now() - start,
    };
    rows.push(row);
    console.log(
      `${row.id.padEnd(24)} ${(row.ok ? 'yes' : 'NO').padEnd(4)} ${String(row.input).padStart(6)} ${String(row.output).padStart(5)} ${String(row.turns).padStart(5)} ${String(row.repairs).padStart(7)} ${ms(row.buildMs).padStart(8)} ${ms(row.checkMs).padStart(8)} ${(row.checkMs / baseline).toFixed(2).padStart(6)} ${ms(row.totalMs).padStart(9)}`,
    );
  }
}

const sum = (pick: (row: Row) => number) => rows.reduce((total, row) => total + pick(row), 0);
console.log(
  `\ntotals: ${rows.filter((r) => r.ok).length}/${rows.length} apps, ${sum((r) => r.input)} tokens in, ${sum((r) => r.output)} out, ` +
    `${sum((r) => r.turns)} model turns, ${sum((r) => r.repairs)} repair rounds, ${Math.round(sum((r) => r.totalMs))} ms`,
);
console.log(
  `medians: build ${Math.round(median(rows.map((r) => r.buildMs)))} ms, check ${Math.round(median(rows.map((r) => r.checkMs)))} ms ` +
    `(${(median(rows.map((r) => r.checkMs)) / baseline).toFixed(2)}× the scaffold's), per replay ${Math.round(median(rows.map((r) => r.totalMs)))} ms`,
);

await server.close();
await closeScreenshotBrowsers();
await closeBuilder();
