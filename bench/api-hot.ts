/**
 * The api's hot reads under load, against a bare Fastify hello world measured in the same run: each in a
 * process of its own (the api with its own database and Redis prefix), 50 connections from autocannon,
 * a warm-up, then the better of two rounds. For each route: requests per second, the ratio to the bare
 * server, p99, and PostgreSQL round trips per request, counted inside the api process
 * (count-queries.ts): for a cold request (a token and a route the process has not seen: every cache
 * misses) and in the steady state, with the writes among them (polling must write nothing). Then
 * the same with two api processes on the one database and Redis, the connections split between them.
 * The user has 30 conversations of 10 messages each and 10 projects; the page is 9 conversations.
 *
 *   apps/worker/node_modules/.bin/tsx bench/api-hot.ts [--duration 8] [--warmup 3] [--connections 50]
 *     [--redis-url redis://127.0.0.1:6379]
 *
 * Targets (issue 18): GET /conversations at least 0.20 of the bare server with p99 under 50 ms;
 * /conversations/{uuid}, /status and /projects at least 0.15; a cold request at most 2 round trips,
 * authentication included; no writes. Judged on the one-api figures; exits 1 when one is missed.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createPrisma, seed } from '../packages/db/src/index.ts';
import { issueToken } from '../apps/api/src/features/accounts/tokens.ts';
import {
  createBenchRun,
  freePort,
  machine,
  root,
  startApi,
  waitForHttp,
  type ApiProcess,
} from './api-process.ts';
import type { QueryCounts } from './count-queries.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const seconds = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const CONVERSATIONS = 30;
const MESSAGES_PER_CONVERSATION = 10;
const PROJECTS = 10;
const MAX_COLD_ROUND_TRIPS = 2;

const run = await createBenchRun(values['redis-url']);
const prisma = createPrisma(run.databaseUrl, { max: 4 });

/** A user with 30 conversations (answered exchanges, some with a project), newest first as listed. */
async function seedUser(): Promise<{ userId: number; conversationUuid: string }> {
  await seed(prisma);
  const user = await prisma.user.create({
    data: {
      email: `bench-${randomBytes(4).toString('hex')}@example.test`,
      status: 1,
      emailVerifiedAt: new Date(),
    },
  });
  const start = Date.now() - CONVERSATIONS * 3_600_000;
  let newest = '';
  for (let index = 0; index < CONVERSATIONS; index++) {
    const at = (minute: number) => new Date(start + index * 3_600_000 + minute * 60_000);
    const conversation = await prisma.conversation.create({
      data: {
        userId: user.id,
        categoryId: 1,
        title: `Bench conversation ${index + 1}`,
        messageCount: MESSAGES_PER_CONVERSATION,
        lastMessageAt: at(MESSAGES_PER_CONVERSATION),
      },
    });
    for (let turn = 0; turn < MESSAGES_PER_CONVERSATION / 2; turn++) {
      const question = await prisma.message.create({
        data: {
          conversationId: conversation.id,
          userId: user.id,
          role: 'user',
          content: `Make the list show what is due this week (${turn + 1})`,
          categoryId: 1,
          status: 'answered',
          queueName: 'ai_processing_queue',
          jobId: randomBytes(8).toString('hex'),
          createdAt: at(turn * 2),
          answeredAt: at(turn * 2 + 1),
        },
      });
      await prisma.message.create({
        data: {
          conversationId: conversation.id,
          role: 'assistant',
          content:
            'Done: the list now shows what is due this week, soonest first, with the overdue ones in red.',
          categoryId: 1,
          replyToId: question.id,
          createdAt: at(turn * 2 + 1),
        },
      });
    }
    if (index >= CONVERSATIONS - PROJECTS) {
      await prisma.project.create({
        data: {
          userId: user.id,
          conversationId: conversation.id,
          name: `Bench project ${index + 1}`,
          token: randomBytes(24).toString('hex'),
          waitStatus: 0,
        },
      });
    }
    newest = conversation.uuid;
  }
  return { userId: user.id, conversationUuid: newest };
}

/** A bare Fastify hello world in a process of its own: the yardstick. */
async function startBare(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const fastify = createRequire(path.join(root, 'apps/api/package.json')).resolve('fastify');
  const code = `
const app = require(process.argv[1])({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });`;
  const child = spawn(process.execPath, ['-e', code, fastify, String(port)], { stdio: 'inherit' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForHttp(port);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function queryCounts(api: ApiProcess): Promise<QueryCounts> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the api did not report its queries')), 5000);
    api.child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as QueryCounts);
    });
    api.child.send('count-queries');
  });
}

async function totalCounts(apis: ApiProcess[]): Promise<QueryCounts> {
  const each = await Promise.all(apis.map(queryCounts));
  return {
    queries: each.reduce((sum, c) => sum + c.queries, 0),
    writes: each.reduce((sum, c) => sum + c.writes, 0),
  };
}

interface Load {
  rps: number;
  p99: number;
  requests: number;
  failed: number;
}

/** One round: the connections split over the servers, one autocannon each, run at once and summed. */
async function load(urls: string[], route: string, token: string | null, duration: number): Promise<Load> {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url: `${url}${route}`,
        connections: Math.max(1, Math.round(connections / urls.length)),
        duration,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    ),
  );
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.total / (r.duration || duration), 0),
    // The worst of the servers' p99s (histograms of separate runs do not merge).
    p99: Math.max(...results.map((r) => r.latency.p99)),
    requests,
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}

/** A warm-up, then the better of two rounds; with every request sent, the warm-up's too. */
async function measure(
  urls: string[],
  route: string,
  token: string | null,
): Promise<{ best: Load; requests: number }> {
  const rounds = [
    ...(warmup > 0 ? [await load(urls, route, token, warmup)] : []),
    await load(urls, route, token, seconds),
    await load(urls, route, token, seconds),
  ];
  return {
    best: rounds.slice(-2).reduce((best, round) => (round.rps > best.rps ? round : best)),
    requests: rounds.reduce((sum, round) => sum + round.requests, 0),
  };
}

interface Row {
  route: string;
  instances: number;
  load: Load;
  ratio: number;
  cold: number;
  steady: number;
  writes: number;
}

let failed = false;
const { userId, conversationUuid } = await seedUser();
const routes = [
  { route: '/api/conversations?page=1&per_page=9', min: 0.2, p99: 50 },
  { route: `/api/conversations/${conversationUuid}`, min: 0.15 },
  { route: `/api/conversations/${conversationUuid}/status`, min: 0.15 },
  { route: '/api/projects', min: 0.15 },
] as const;
const label = (route: string) =>
  `GET ${route
    .replace(conversationUuid, '{uuid}')
    .replace(/^\/api/, '')
    .replace('?page=1&per_page=9', ' (9/30)')}`;

const apiEnv = {
  ...run.env,
  // The sweep is the result collector's background safety net (no agent works here); hourly, so a
  // count of one request's round trips has nothing else in it.
  AGENT_SWEEP_INTERVAL_MS: '3600000',
};
const counter = path.join(root, 'bench/count-queries.ts');
const apis: ApiProcess[] = [];
const rows: Row[] = [];
try {
  const bare = await startBare();
  let bareLoad: Load;
  try {
    bareLoad = (await measure([bare.url], '/', null)).best;
  } finally {
    await bare.stop();
  }
  console.log(`${machine()}; ${connections} connections, ${warmup} s warm-up, best of 2 × ${seconds} s`);
  console.log(
    `bare Fastify hello world: ${bareLoad.rps.toFixed(0)} req/s, p99 ${bareLoad.p99.toFixed(1)} ms`,
  );

  for (const instances of [1, 2]) {
    while (apis.length < instances) apis.push(await startApi(apiEnv, { imports: [counter], ipc: true }));
    // Requests land on every instance, as behind a load balancer; the newest one has seen nothing yet.
    const urls = apis.map((api) => api.url);
    const fresh = apis[apis.length - 1]!;
    for (const { route } of routes) {
      // Cold: a token and a route this process has not seen.
      const coldToken = await issueToken(prisma, userId, 'bench-cold', 1);
      const before = await queryCounts(fresh);
      const res = await fetch(`${fresh.url}${route}`, { headers: { authorization: `Bearer ${coldToken}` } });
      await res.arrayBuffer();
      const after = await queryCounts(fresh);
      if (res.status !== 200) throw new Error(`${route}: status ${res.status}`);

      const token = await issueToken(prisma, userId, 'bench', 1);
      const start = await totalCounts(apis);
      const { best: measured, requests } = await measure(urls, route, token);
      const end = await totalCounts(apis);
      rows.push({
        route,
        instances,
        load: measured,
        ratio: measured.rps / bareLoad.rps,
        cold: after.queries - before.queries,
        // Over every request of the warm-up and both rounds.
        steady: (end.queries - start.queries) / requests,
        writes: end.writes - start.writes + (after.writes - before.writes),
      });
      if (measured.failed) {
        failed = true;
        console.log(`${label(route)}: ${measured.failed} requests failed`);
      }
    }
  }

  const header = ['route', 'apis', 'req/s', 'ratio', 'p99 ms', 'cold trips', 'steady trips/req', 'writes'];
  const table = rows.map((row) => [
    label(row.route),
    String(row.instances),
    row.load.rps.toFixed(0),
    row.ratio.toFixed(3),
    row.load.p99.toFixed(1),
    String(row.cold),
    row.steady.toFixed(2),
    String(row.writes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((cells) => cells[i]!.length)));
  for (const cells of [header, ...table])
    console.log(
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
    );

  console.log('\ntargets (one api):');
  const verdict = (ok: boolean, text: string) => {
    if (!ok) failed = true;
    console.log(`  ${ok ? 'pass' : 'FAIL'}  ${text}`);
  };
  for (const target of routes) {
    const row = rows.find((r) => r.route === target.route && r.instances === 1)!;
    verdict(row.ratio >= target.min, `${label(target.route)}: ratio ${row.ratio.toFixed(3)} ≥ ${target.min}`);
    if ('p99' in target)
      verdict(
        row.load.p99 < target.p99,
        `${label(target.route)}: p99 ${row.load.p99.toFixed(1)} ms < ${target.p99} ms`,
      );
    verdict(
      row.cold <= MAX_COLD_ROUND_TRIPS,
      `${label(target.route)}: cold ${row.cold} round trips ≤ ${MAX_COLD_ROUND_TRIPS}`,
    );
  }
  verdict(
    rows.every((row) => row.writes === 0),
    `polling writes nothing (writes: ${rows.reduce((sum, row) => sum + row.writes, 0)})`,
  );
} finally {
  await Promise.all(apis.map((api) => api.stop()));
  await prisma.$disconnect();
  await run.close();
}
process.exit(failed ? 1 : 0);
