/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated throttling) against a running
 * product: /login, /pricing, /chat signed in and a generated app on its preview origin. Each URL runs
 * `--runs` times (default 3) in a fresh browser context with an empty cache; the script prints the median
 * performance score, LCP, TBT, CLS and accessibility score per URL, and pass/fail against the targets
 * (performance ≥ 90 and LCP ≤ 2.5 s; accessibility is printed, with the audits that failed).
 *
 *   pnpm --filter @atelier/web bench:lighthouse --email E --password P [--url http://localhost:3000]
 *     [--runs 3] [--only login,chat] [--save DIR] [--strict]
 *
 * The account (`--email`/`--password`, e.g. the ADMIN_EMAIL one) signs in through the api; the
 * session is stored the way the web app stores it (token and user in localStorage, core §3). The generated
 * app is that account's project named "Lighthouse bench", created from a prompt by the agent on the first
 * run (built-in agent: a minute at most) and published, so it is measured as a visitor opens it.
 * `--only login,chat` measures the URLs whose label contains one of the words. `--save DIR` writes each
 * URL's last report (JSON) there. `--strict` exits 1 when a target is missed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import type {
  AuthResponse,
  CreateConversationResponse,
  CreateProjectResponse,
  ListProjectsResponse,
  MessageStatusResponse,
  Project,
  ProjectResponse,
  UpdateProfileResponse,
  User,
} from '@atelier/contracts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    runs: { type: 'string', default: '3' },
    email: { type: 'string' },
    password: { type: 'string' },
    prompt: { type: 'string', default: 'A habit tracker with streaks' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    save: { type: 'string' },
    only: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});
const base = values.url.replace(/\/$/, '');
const runs = Math.max(1, Number(values.runs));
const TARGET = { performance: 90, lcpMs: 2500 };
const PROJECT_NAME = 'Lighthouse bench';
const BUILD_TIMEOUT_MS = 180_000;

interface Session {
  token: string;
  user: User;
}

async function api<T>(method: string, route: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /api${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(): Promise<Session> {
  if (!values.email || !values.password)
    throw new Error('Give an account: --email and --password (ADMIN_EMAIL and ADMIN_PASSWORD, say).');
  const { token, user } = await api<AuthResponse>('POST', '/login', undefined, {
    email: values.email,
    password: values.password,
  });
  if (user.name) return { token, user };
  // An unnamed account is sent to the onboarding wizard instead of /chat.
  const named = await api<UpdateProfileResponse>('PUT', '/auth/profile', token, {
    name: 'Lighthouse',
    lastname: 'Bench',
  });
  return { token, user: named.data };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(1000);
  }
  throw new Error(`Timed out waiting for ${what}.`);
}

/** The account's published, ready "Lighthouse bench" project; built from the prompt when missing. */
async function benchProject({ token }: Session): Promise<Project> {
  const owned = await api<ListProjectsResponse>('GET', '/projects?per_page=50', token);
  let project = owned.projects.data.find((candidate) => candidate.name === PROJECT_NAME);
  if (!project) {
    console.log(`Building "${PROJECT_NAME}" from "${values.prompt}"…`);
    const created = await api<CreateConversationResponse>('POST', '/conversations', token, {
      content: values.prompt,
    });
    await until('the agent’s plan', async () => {
      const { data } = await api<MessageStatusResponse>(
        'GET',
        `/messages/${created.user_message.uuid}/status`,
        token,
      );
      if (data.status === 'failed') throw new Error(`The agent failed: ${data.error_code}`);
      return data.status === 'answered' ? true : undefined;
    });
    project = (
      await api<CreateProjectResponse>('POST', '/projects', token, {
        name: PROJECT_NAME,
        conversation_id: created.conversation.uuid,
      })
    ).data;
  }
  const id = project.id;
  const ready = await until('the first build', async () => {
    const { data } = await api<ProjectResponse>('GET', `/projects/${id}`, token);
    return data.wait_status === 0 ? data : undefined;
  });
  if (ready.is_public) return ready;
  return (await api<ProjectResponse>('PUT', `/projects/${id}`, token, { is_public: true })).data;
}

interface Target {
  label: string;
  url: string;
  session?: Session;
}

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  failedA11y: string[];
}

async function measure(browser: Browser, target: Target): Promise<{ figures: Figures; report: unknown }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (target.session) {
      // The web app reads its session from localStorage on start; Lighthouse must then keep storage.
      await page.goto(`${base}/favicon.svg`);
      await page.evaluate(({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }, target.session);
    }
    // A first visit: nothing cached (Lighthouse skips this itself only when it keeps storage).
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      target.url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: Boolean(target.session),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${target.url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const accessibility = lhr.categories.accessibility;
    return {
      figures: {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        accessibility: Math.round((accessibility?.score ?? 0) * 100),
        failedA11y: (accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      },
      report: lhr,
    };
  } finally {
    await context.close();
  }
}

/** Lighthouse asks for another run when its trace comes out unusable (NO_NAVSTART, NO_FCP on a busy machine). */
async function measureWithRetry(browser: Browser, target: Target) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(browser, target);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  ${target.label}: ${error instanceof Error ? error.message : String(error)}; again`);
    }
  }
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const only = values.only?.split(',').map((label) => label.trim());
const wanted = (label: string) => !only || only.some((part) => label.includes(part));
const session = await signIn();
const project = wanted('generated preview') ? await benchProject(session) : null;
const previewOrigin = project ? new URL(project.preview_url).origin : null;
const targets: Target[] = [
  { label: '/login', url: `${base}/login` },
  { label: '/pricing', url: `${base}/pricing` },
  { label: '/chat (signed in)', url: `${base}/chat`, session },
  ...(previewOrigin ? [{ label: 'generated preview', url: `${previewOrigin}/` }] : []),
].filter((target) => wanted(target.label));

const browser = await puppeteer.launch({
  executablePath: values.chromium,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows: { target: Target; figures: Figures }[] = [];
try {
  for (const target of targets) {
    const measured: Figures[] = [];
    let last: unknown;
    for (let run = 0; run < runs; run += 1) {
      const { figures, report } = await measureWithRetry(browser, target);
      measured.push(figures);
      last = report;
      process.stdout.write(
        `  ${target.label} run ${run + 1}: performance ${figures.performance}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s\n`,
      );
    }
    if (values.save) {
      await mkdir(values.save, { recursive: true });
      const file = target.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
      await writeFile(path.join(values.save, `${file}.json`), JSON.stringify(last));
    }
    const pick = (key: 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'accessibility') =>
      median(measured.map((figures) => figures[key]));
    rows.push({
      target,
      figures: {
        performance: pick('performance'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        accessibility: pick('accessibility'),
        failedA11y: [...new Set(measured.flatMap((figures) => figures.failedA11y))],
      },
    });
  }
} finally {
  await browser.close();
}

const [load1] = os.loadavg();
console.log(
  `\nLighthouse mobile preset, median of ${runs} per URL; ${os.cpus().length} CPUs, load average ${load1!.toFixed(2)}\n`,
);
console.log(
  ['url'.padEnd(20), 'perf', 'LCP s', 'TBT ms', 'CLS  ', 'a11y', 'target (perf ≥ 90, LCP ≤ 2.5 s)'].join(
    ' │ ',
  ),
);
let missed = false;
for (const { target, figures } of rows) {
  const pass = figures.performance >= TARGET.performance && figures.lcpMs <= TARGET.lcpMs;
  missed ||= !pass;
  console.log(
    [
      target.label.padEnd(20),
      String(figures.performance).padStart(4),
      (figures.lcpMs / 1000).toFixed(2).padStart(5),
      String(Math.round(figures.tbtMs)).padStart(6),
      figures.cls.toFixed(3),
      String(figures.accessibility).padStart(4),
      pass ? 'pass' : 'FAIL',
    ].join(' │ '),
  );
}
for (const { target, figures } of rows)
  if (figures.failedA11y.length)
    console.log(`${target.label} accessibility: ${figures.failedA11y.join(', ')}`);
if (project) console.log(`(generated preview: ${previewOrigin}/, project ${project.id})`);
if (values.strict && missed) process.exitCode = 1;
