/**
 * The real product for the browser tests: a PostgreSQL database, Redis prefixes, data folder, mail
 * outbox and web build of its own, the api (web app, /api and the preview origin) and the worker
 * (built-in agent, builder, screenshots), each on free ports, and a way to stop it all and clean up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  CHROMIUM_PATH,
  PREBUILT_WEB_DIST,
  REDIS_URL,
  RESULTS_DIR,
  ROOT_DIR,
  SERVER_DATABASE_URL,
  SUPPORT_EMAIL,
  childBaseEnv,
  type StackEnv,
} from './config.ts';

const LOG_DIR = path.join(RESULTS_DIR, 'stack');
const HEALTH_TIMEOUT_MS = 90_000;

export interface Stack extends StackEnv {
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/** Runs a command to completion, its output in a log file; rejects with the log's tail on failure. */
function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const log = createWriteStream(logFile);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.once('error', reject);
    child.once('exit', (code) => {
      log.end(() => {
        if (code === 0) resolve();
        else reject(new Error(`${name} failed (exit ${code}):\n${tail(logFile)}`));
      });
    });
  });
}

interface Service {
  name: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
}

/** A long-running app in its own process group (pnpm and tsx do not pass signals on to their child). */
function startService(name: string, cwd: string, args: string[], env: NodeJS.ProcessEnv): Service {
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn('pnpm', args, {
    cwd: path.join(ROOT_DIR, cwd),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, logFile, exited };
}

function signalGroup(service: Service, signal: NodeJS.Signals) {
  if (service.child.exitCode !== null || service.child.signalCode !== null || !service.child.pid) return;
  try {
    process.kill(-service.child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function stopService(service: Service): Promise<void> {
  signalGroup(service, 'SIGTERM');
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000).unref());
  if ((await Promise.race([service.exited, timer])) === 'timeout') {
    signalGroup(service, 'SIGKILL');
    await service.exited;
  }
}

async function waitForHealth(appUrl: string, previewUrl: string, services: Service[]): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    for (const service of services) {
      if (service.child.exitCode !== null) {
        throw new Error(
          `${service.name} exited (${service.child.exitCode}) while starting:\n${tail(service.logFile)}`,
        );
      }
    }
    try {
      const health = await fetch(`${appUrl}/api/health`);
      // Any answer from the preview origin means its listener is up.
      const preview = await fetch(`${previewUrl}/`);
      if (health.ok && preview.status < 500) return;
      last = `health ${health.status}: ${await health.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(
    `The api did not become healthy in ${HEALTH_TIMEOUT_MS / 1000} s (${last}):\n${tail(services.find((service) => service.name === 'api')?.logFile ?? '')}`,
  );
}

/** Deletes every key under a prefix; redis-cli is on every machine that runs Redis for the suite. */
function clearRedisPrefix(prefix: string): Promise<void> {
  const script = `redis-cli -u "$REDIS" --scan --pattern "$PREFIX*" | xargs -r -n 500 redis-cli -u "$REDIS" DEL >/dev/null`;
  return run(`redis-cleanup-${prefix.split('-')[0]}`, 'sh', ['-c', script], {
    ...childBaseEnv(),
    REDIS: REDIS_URL,
    PREFIX: prefix,
  }).catch((error: unknown) =>
    console.warn(`Could not clear Redis keys ${prefix}*: ${(error as Error).message}`),
  );
}

export async function startStack(): Promise<Stack> {
  rmSync(LOG_DIR, { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'atelier-e2e-'));
  const webDist = PREBUILT_WEB_DIST ?? path.join(tmp, 'web');
  const mailDir = path.join(tmp, 'mail');
  const databaseUrl = Object.assign(new URL(SERVER_DATABASE_URL), {
    pathname: `/atelier_e2e_${runId}`,
  }).toString();
  const redisPrefix = `atelier-e2e-${runId}`;
  const queuePrefix = `bull-e2e-${runId}`;
  const [apiPort, previewPort] = [await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${apiPort}`;
  // A host name, not an address: each project is served on `{uuid}.localhost:{port}`, which Chromium
  // resolves to loopback.
  const previewUrl = `http://localhost:${previewPort}`;

  const env: NodeJS.ProcessEnv = {
    ...childBaseEnv(),
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    APP_URL: appUrl,
    PREVIEW_HOST: '127.0.0.1',
    PREVIEW_PORT: String(previewPort),
    PREVIEW_URL: previewUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    // A queue prefix of its own, so no other worker on this machine takes the suite's jobs.
    QUEUE_PREFIX: queuePrefix,
    APP_KEY: randomBytes(32).toString('base64url'),
    DATA_DIR: path.join(tmp, 'data'),
    MAIL_OUTBOX_DIR: mailDir,
    SUPPORT_EMAIL,
    WEB_DIST_DIR: webDist,
    // New accounts are active at once; the verification mail is still needed before sending.
    SIGNUP_APPROVAL: 'auto',
    // Every test signs in from 127.0.0.1; the production limits would stop the suite, not a person.
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_REGISTER_PER_HOUR: '1000',
    RATE_LIMIT_RESEND_PER_HOUR: '1000',
    RATE_LIMIT_RESET_PER_HOUR: '1000',
    BUILT_IN_AGENT: 'true',
    AGENT_CONCURRENCY: '2',
    BUILD_CONCURRENCY: '1',
    SCREENSHOT_CONCURRENCY: '1',
    CHROMIUM_PATH,
  };

  let services: Service[] = [];
  const cleanup = async () => {
    await Promise.all(services.map(stopService));
    services = [];
    await run(
      'drop-database',
      'pnpm',
      [
        '--filter',
        '@atelier/db',
        'exec',
        'tsx',
        '--eval',
        "import('./src/database.ts').then((db) => db.dropDatabase(process.env.DATABASE_URL)).then(() => process.exit(0))",
      ],
      env,
    ).catch((error: unknown) => console.warn((error as Error).message));
    await Promise.all([clearRedisPrefix(redisPrefix), clearRedisPrefix(queuePrefix)]);
    await rm(tmp, { recursive: true, force: true });
  };

  const started = Date.now();
  const step = (what: string) =>
    console.log(`  stack: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  try {
    // Built into the run's own folder: always the current code, and the shared apps/web/dist stays as it is.
    // The worker starts as soon as the database is ready; the api once the build is there to serve.
    await Promise.all([
      PREBUILT_WEB_DIST
        ? null
        : run(
            'web-build',
            'pnpm',
            [
              '--filter',
              '@atelier/web',
              'exec',
              'vite',
              'build',
              '--outDir',
              webDist,
              '--emptyOutDir',
              '--logLevel',
              'warn',
            ],
            env,
          ),
      run('migrate', 'pnpm', ['--filter', '@atelier/db', 'migrate'], env).then(() => {
        services.push(startService('worker', 'apps/worker', ['run', 'start'], env));
      }),
    ]);
    step('web build and database ready');
    services.push(startService('api', 'apps/api', ['run', 'start'], env));
    await waitForHealth(appUrl, previewUrl, services);
    step(`api healthy at ${appUrl}, preview at ${previewUrl}`);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { appUrl, previewUrl, mailDir, stop: cleanup };
}
