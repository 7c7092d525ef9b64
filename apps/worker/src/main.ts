/** Starts the worker's consumers and closes them gracefully: active jobs finish or go back to the queue. */
import { configOrExit } from '@atelier/config';
import { loadConfig } from './config.ts';
import { createContext } from './context.ts';
import { startWorkers } from './workers.ts';
import { closeBuilder, setExternalResolver, warmBuilder } from './builder/bundle.ts';
import { onDemandResolver } from './builder/npm-cache.ts';
import { closeScreenshotBrowsers } from './screenshots/browser.ts';
import { llmConfigured } from './config.ts';

const config = configOrExit(() => loadConfig());

const ctx = createContext(config);
// Packages beyond the curated set, when the operator allows installing them (NPM_ON_DEMAND).
setExternalResolver(onDemandResolver(config));
const workers = startWorkers(ctx);
ctx.log.info(
  {
    queues: workers.map((w) => w.name),
    agent: config.BUILT_IN_AGENT ? (llmConfigured(config) ? `llm:${config.AI_MODEL}` : 'built-in') : 'none',
  },
  'worker started',
);
// The first builds of a fresh worker would each spend seconds parsing the curated packages.
void warmBuilder().then(
  (warm) => ctx.log.info(warm, 'builder warmed'),
  (error: unknown) => ctx.log.warn({ err: error }, 'builder warm-up failed'),
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    ctx.log.info({ signal }, 'closing: finishing active jobs');
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    Promise.all(workers.map((w) => w.close()))
      .then(() => closeScreenshotBrowsers())
      .then(() => Promise.all([ctx.close(), closeBuilder()]))
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
