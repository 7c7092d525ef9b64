#!/usr/bin/env node
// Starts the whole product with embedded defaults: generates the database client, applies
// migrations, builds what is missing, then runs every app and stops them all together.
// `--dev` runs the same apps in watch mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
const children = apps.map((app, index) => {
  const child = spawn(app.command, app.args, {
    cwd: path.join(root, app.cwd),
    env: { ...process.env, FORCE_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: pnpm does not pass signals on, so stopping signals the whole group.
    detached: true,
  });
  const label = `${colors[index % colors.length]}${app.name.padEnd(6)}\x1b[0m │ `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(label + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    console.log(`${label}exited (${signal ?? code})`);
    if (!stopping) stop(code ?? 1);
  });
  return child;
});

const url = process.env.APP_URL ?? 'http://localhost:3000';
console.log(`\n▸ Atelier is starting at ${url} (API docs: ${url}/api/docs). Ctrl+C stops everything.\n`);

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
  }
  const timer = setTimeout(() => process.exit(code), 12_000);
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(
    () => {
      clearTimeout(timer);
      process.exit(code);
    },
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
