/**
 * Warm screenshot time: one browser, launched and warmed up once, then N captures of a local page the
 * size of the chat preset (1200×800), timed from asking for the page to holding the image. Target: p50
 * under 600 ms. Captures run back to back (the worst case: the next capture's blank page is still being
 * made) and spaced out the way jobs arrive (a build takes a while, so the blank page is ready).
 *
 *   apps/worker/node_modules/.bin/tsx bench/screenshot.ts [--runs 20] [--chromium /usr/bin/chromium]
 */
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { BrowserHost } from '../apps/worker/src/screenshots/browser.ts';
import { capture, type CaptureOptions } from '../apps/worker/src/screenshots/capture.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});
const runs = Number(values.runs);

/** A landing page of the kind the builder makes: header, hero, a grid of cards, a bit of script. */
const cards = Array.from(
  { length: 12 },
  (_, i) => `<article class="card"><h3>Feature ${i + 1}</h3><p>Short text about what it does.</p></article>`,
).join('');
const page = `<!doctype html><html><head><meta charset="utf-8"><title>Bench</title><style>
body { margin: 0; font-family: system-ui, sans-serif; background: #0f172a; color: #e2e8f0; }
header { display: flex; justify-content: space-between; padding: 20px 48px; background: #1e293b; }
.hero { padding: 64px 48px; background: linear-gradient(135deg, #4f46e5, #0ea5e9); }
.hero h1 { font-size: 48px; margin: 0 0 12px; }
.grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 16px; padding: 32px 48px; }
.card { background: #1e293b; border-radius: 12px; padding: 16px; box-shadow: 0 4px 12px rgb(0 0 0 / 0.3); }
</style></head><body><header><strong>Bench</strong><nav>Home · Features · Pricing</nav></header>
<section class="hero"><h1>Ship faster</h1><p id="when"></p></section><main class="grid">${cards}</main>
<script>document.getElementById('when').textContent = 'Rendered at ' + new Date().toISOString();</script>
</body></html>`;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

async function series(label: string, host: BrowserHost, options: CaptureOptions, gapMs = 0): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
    const started = performance.now();
    const image = await capture(await host.get(), options);
    times.push(performance.now() - started);
    if (image.length === 0) throw new Error('empty screenshot');
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  console.log(
    `${label.padEnd(38)} runs ${runs}  p50 ${p50.toFixed(0)} ms  p95 ${percentile(sorted, 95).toFixed(0)} ms  ` +
      `min ${sorted[0]?.toFixed(0)} ms  max ${sorted.at(-1)?.toFixed(0)} ms`,
  );
  return p50;
}

const server = http.createServer((_request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(page);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const host = new BrowserHost({ executablePath: values.chromium, allowedOrigin: origin });

try {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(`screenshot bench: ${os.cpus().length} CPUs, load average ${load}`);
  const launchStarted = performance.now();
  await host.get();
  console.log(`${'browser launch'.padEnd(38)} ${(performance.now() - launchStarted).toFixed(0)} ms`);
  const base = { url: `${origin}/1/`, width: 1200, height: 800, delay: 0, waitForNetwork: false } as const;
  // Warm-up: the first page of a fresh browser pays for process and font start-up.
  await capture(await host.get(), { ...base, format: 'png' });

  const png = { ...base, format: 'png' } as const;
  const backToBack = await series('png, back to back', host, png);
  const spaced = await series('png, 1 s apart', host, png, 1_000);
  await series('jpeg q80, 1 s apart', host, { ...base, format: 'jpeg' }, 1_000);
  await series('png, networkidle0 (+500), 1 s apart', host, { ...png, waitForNetwork: true }, 1_000);
  const verdict = (ms: number) => (ms < 600 ? 'met' : 'MISSED');
  console.log(`target png p50 < 600 ms: back to back ${verdict(backToBack)}, spaced ${verdict(spaced)}`);
} finally {
  await host.close();
  server.close();
}
