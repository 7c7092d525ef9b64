/** Runs the example agent: QUEUE_NAME=my_agent REDIS_URL=redis://127.0.0.1:6379 pnpm start */
import { startAgent } from './agent.ts';

/* eslint-disable no-restricted-syntax -- a standalone script reads its own settings */
const queueName = process.env.QUEUE_NAME ?? 'my_agent';
const worker = startAgent({
  queueName,
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  prefix: process.env.QUEUE_PREFIX ?? 'bull',
});
/* eslint-enable no-restricted-syntax */
console.log(`Listening on queue "${queueName}". Set it as the queue name in Atelier's developer settings.`);
process.once('SIGTERM', () => void worker.close().then(() => process.exit(0)));
process.once('SIGINT', () => void worker.close().then(() => process.exit(0)));
