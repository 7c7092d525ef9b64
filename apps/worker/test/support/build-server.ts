/**
 * A local origin serving bundled projects the way the preview does: each under /{slot}/, with a base
 * tag and every path without an extension answered by index.html (deep links); and Chromium allowed
 * to reach only that origin.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BuildOutput } from '../../src/builder/bundle.ts';
import { BrowserHost } from '../../src/screenshots/browser.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

export interface BuildServer {
  origin: string;
  host: BrowserHost;
  /** Serves a build under /{slot}/. */
  publish(slot: string, output: BuildOutput): void;
  published(slot: string): boolean;
  close(): Promise<void>;
}

export async function startBuildServer(): Promise<BuildServer> {
  const builds = new Map<string, BuildOutput>();
  const server = createServer((request, response) => {
    if (request.url === '/favicon.ico') return void response.writeHead(204).end();
    const [, slot = '', ...rest] = (request.url ?? '/').split('?')[0]!.split('/');
    const output = builds.get(slot);
    if (!output) return void response.writeHead(404).end();
    let file = rest.join('/');
    if (!file || !path.extname(file)) file = 'index.html';
    let body = output[file];
    if (body === undefined) return void response.writeHead(404).end();
    if (file === 'index.html') body = String(body).replace('<head>', `<head><base href="/${slot}/">`);
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const host = new BrowserHost({ executablePath: '/usr/bin/chromium', allowedOrigin: origin });
  return {
    origin,
    host,
    publish: (slot, output) => void builds.set(slot, output),
    published: (slot) => builds.has(slot),
    close: async () => {
      await host.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
