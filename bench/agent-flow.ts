/**
 * The core loop end to end, in one process with the real parts: the api (inject), the worker's
 * consumers (built-in agent, builder) over Redis, the preview origin and PostgreSQL. Prints p50/p95 of:
 * - prompt-to-reply: POST /api/conversations until the agent's plan is stored;
 * - create-to-preview-ready: POST /api/projects until HEAD {preview}/{id}/ answers 200;
 * - edit-to-preview-updated: a follow-up (a rename, a price, a column) until the preview serves the new build;
 * with `--users` people (default 4) working at once, each on its own account.
 *
 *   apps/worker/node_modules/.bin/tsx bench/agent-flow.ts [--runs 20] [--users 4]
 *
 * Thumbnails are off (they run after a build is live and do not delay readiness).
 */
import os from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  applyMigrations,
  createPrisma,
  dropDatabase,
  ensureDatabase,
  seed,
} from '../packages/db/src/index.ts';
import { projectRoot, signedPreviewUrl } from '../packages/config/src/preview.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig as loadApiConfig } from '../apps/api/src/config.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import { issueToken } from '../apps/api/src/features/accounts/tokens.ts';
import { buildPreviewApp } from '../apps/api/src/preview/app.ts';
import { loadConfig as loadWorkerConfig } from '../apps/worker/src/config.ts';
import { createContext } from '../apps/worker/src/context.ts';
import { startWorkers } from '../apps/worker/src/workers.ts';
import { closeBuilder } from '../apps/worker/src/builder/bundle.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, users: { type: 'string', default: '4' } },
});
const runs = Number(values.runs);
const users = Math.max(1, Number(values.users));

const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const databaseUrl = `postgresql://postgres@127.0.0.1:5432/atelier_bench_${runId}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));
const env = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: databaseUrl,
  REDIS_PREFIX: `atelier-bench-${runId}`,
  QUEUE_PREFIX: `atelier-bench-${runId}`,
  DATA_DIR: dataDir,
  APP_KEY: 'bench-app-key-bench-app-key-bench-app-key',
  AUTO_THUMBNAILS: 'false',
};

await ensureDatabase(databaseUrl);
await applyMigrations(databaseUrl);
const seeding = createPrisma(databaseUrl, { max: 2 });
await seed(seeding);
await seeding.$disconnect();

const apiConfig = loadApiConfig(env);
const api = await buildApp(apiConfig, { logger: false });
await api.ready();
const preview = await buildPreviewApp(apiConfig, { logger: false });
await preview.ready();
const ctx = createContext(loadWorkerConfig(env));
const workers = startWorkers(ctx);

/** One account per concurrent person, as a team using Atelier at once. */
const accounts = await Promise.all(
  Array.from({ length: users }, async (_, index) => {
    const user = await api.prisma.user.create({
      data: {
        email: `bench-${runId}-${index}@example.test`,
        passwordHash: await hashPassword('bench-password'),
        status: 1,
        emailVerifiedAt: new Date(),
      },
    });
    return { authorization: `Bearer ${await issueToken(api.prisma, user.id, 'bench', 1)}` };
  }),
);

async function until<T>(probe: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function assistantCount(uuid: string): Promise<number> {
  return api.prisma.message.count({ where: { conversation: { uuid }, role: 'assistant' } });
}

/** Briefs as people write them, most listing what the app should show; each with an edit of it. */
const sessions: { prompt: string; edit: string }[] = [
  { prompt: 'A habit tracker with streaks and a dark theme', edit: 'Rename it to "Bench Habits"' },
  {
    prompt:
      'A landing page for Ledgerly, an invoicing tool for freelancers. Plans: Starter $9/month, Pro $29/month, Agency $79/month. Features: recurring invoices, automatic reminders, multi-currency.',
    edit: 'make the Pro plan 35 dollars',
  },
  {
    prompt:
      'A kanban board for our marketing team with columns Ideas, Drafting, Review, Scheduled, Published',
    edit: 'add a QA column',
  },
  {
    prompt:
      'Website for Bella Cuts hair salon. Services: Haircut $35, Color $80, Blowout $30. Team: Maria (owner), Jake (stylist). Open Tuesday to Saturday 9am-6pm.',
    edit: 'Haircut should cost $40',
  },
  {
    prompt: 'Mumlarım için bir online mağaza: Lavanta mum 250 TL, Sedir mum 300 TL, Hediye seti 600 TL.',
    edit: 'Lavanta mum fiyatını 275 TL yap',
  },
];

const timings = { reply: [] as number[], ready: [] as number[], edit: [] as number[] };

async function session(index: number, headers: { authorization: string }): Promise<void> {
  const { prompt, edit } = sessions[index % sessions.length]!;
  let start = performance.now();
  const created = await api.inject({
    method: 'POST',
    url: '/api/conversations',
    headers,
    payload: { content: prompt },
  });
  const uuid = created.json<{ conversation: { uuid: string } }>().conversation.uuid;
  await until(async () => ((await assistantCount(uuid)) >= 1 ? true : null));
  timings.reply.push(performance.now() - start);

  start = performance.now();
  const project = await api.inject({
    method: 'POST',
    url: '/api/projects',
    headers,
    payload: { name: `Bench ${index}`, conversation_id: uuid },
  });
  const { id: projectId, uuid: projectUuid } = project.json<{ data: { id: number; uuid: string } }>().data;
  // The project's own origin, opened as its owner does: a signed address (projects start private).
  const address = new URL(
    signedPreviewUrl(apiConfig.APP_KEY, projectRoot(apiConfig.PREVIEW_URL, projectUuid), projectUuid),
  );
  const open = () =>
    preview.inject({
      method: 'HEAD',
      url: `${address.pathname}${address.search}`,
      headers: { host: address.host },
    });
  await until(async () => ((await open()).statusCode === 200 ? true : null));
  timings.ready.push(performance.now() - start);

  await until(async () => ((await assistantCount(uuid)) >= 2 ? true : null));
  const live = await api.prisma.project.findUniqueOrThrow({ where: { id: projectId } });
  start = performance.now();
  await api.inject({
    method: 'POST',
    url: `/api/conversations/${uuid}/messages`,
    headers,
    payload: { content: edit },
  });
  await until(async () => {
    const now = await api.prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    if (now.liveVersionId === live.liveVersionId) return null;
    return (await open()).statusCode === 200 ? true : null;
  });
  timings.edit.push(performance.now() - start);
}

// `users` people at once, each going through its own sessions one after another.
await Promise.all(
  accounts.map(async (headers, person) => {
    for (let index = person; index < runs; index += users) await session(index, headers);
  }),
);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const row = (label: string, values: number[], target: string) =>
  console.log(
    `${label.padEnd(26)} p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(
      values,
      95,
    )
      .toFixed(0)
      .padStart(5)} ms   (target p50 ${target}, ${values.length} runs)`,
  );
console.log(
  `${users} concurrent users, cpus ${os.cpus().length}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
row('prompt-to-reply', timings.reply, '< 300 ms');
row('create-to-preview-ready', timings.ready, '< 1000 ms');
row('edit-to-preview-updated', timings.edit, '< 500 ms');

await Promise.all(workers.map((w) => w.close()));
await closeBuilder();
await ctx.close();
await preview.close();
const keys = await api.redis.keys(`atelier-bench-${runId}*`);
if (keys.length) await api.redis.del(...keys);
await api.close();
await dropDatabase(databaseUrl);
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
