#!/usr/bin/env node
// Starts the whole product with embedded defaults: generates the database client, applies
// migrations, builds what is missing, then runs every app, restarts one that crashes (with backoff,
// see supervisor.mjs) and stops them all together.
// `--dev` runs the same apps in watch mode.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

// A .env beside package.json configures every app; variables already set win.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Atelier needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

function step(title, command, args, cwd = root) {
  console.log(`\n▸ ${title}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed. Is PostgreSQL running (DATABASE_URL)? See README.md.`);
    process.exit(result.status ?? 1);
  }
}

// In watch mode people open the Vite server, so links in mails and the preview's allowed parent point there.
if (dev) process.env.APP_URL ??= 'http://localhost:5173';

step('Generating the database client', 'pnpm', ['--filter', '@atelier/db', 'generate']);
step('Applying database migrations', 'pnpm', ['--filter', '@atelier/db', 'migrate']);

const apps = [
  {
    name: 'api',
    cwd: 'apps/api',
    command: 'pnpm',
    args: dev ? ['run', 'dev'] : ['run', 'start'],
  },
];
for (const optional of [
  { name: 'worker', cwd: 'apps/worker', args: dev ? ['run', 'dev'] : ['run', 'start'] },
  { name: 'web', cwd: 'apps/web', args: ['run', 'dev'], devOnly: true },
]) {
  if (!existsSync(path.join(root, optional.cwd, 'package.json'))) continue;
  if (optional.devOnly && !dev) continue;
  apps.push({ ...optional, command: 'pnpm' });
}
if (!dev && existsSync(path.join(root, 'apps/web/package.json'))) {
  step('Building the web app', 'pnpm', ['--filter', '@atelier/web', 'build']);
}

const colors = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m'];
// Each app runs under a supervisor: one that crashes (the worker killed by the OOM killer, the api
// losing its database) is restarted with backoff while the others keep running.
const supervisors = apps.map((app, index) => {
  const label = `${colors[index % colors.length]}${app.name.padEnd(6)}\x1b[0m │ `;
  return supervise({
    name: app.name,
    command: app.command,
    args: app.args,
    cwd: path.join(root, app.cwd),
    env: { ...process.env, FORCE_COLOR: '1' },
    log: (line) => process.stdout.write(`${label}\x1b[31m${line}\x1b[0m\n`),
    onSpawn: (child) => {
      for (const stream of [child.stdout, child.stderr]) {
        let buffer = '';
        stream.on('data', (chunk) => {
          buffer += chunk;
          const lines = buffer.split('\n');
          buffer = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(label + line + '\n');
        });
      }
    },
  });
});

const url = process.env.APP_URL ?? 'http://localhost:3000';
console.log(`\n▸ Atelier is starting at ${url} (API docs: ${url}/api/docs). Ctrl+C stops everything.\n`);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n▸ Stopping…');
  const timer = setTimeout(() => process.exit(code), 12_000);
  Promise.all(supervisors.map((supervisor) => supervisor.stop())).then(() => {
    clearTimeout(timer);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
