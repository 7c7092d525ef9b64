/**
 * Loaded into a process under measure (node --import) with an IPC channel: counts its PostgreSQL round
 * trips, each query node-postgres sends (the api's Prisma client goes through @prisma/adapter-pg, and
 * BEGIN and COMMIT are queries of their own), and among them the writes. Answers the message
 * `count-queries` with `{ queries, writes }` so far. Changes nothing else in the process.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface QueryCounts {
  queries: number;
  writes: number;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The pg the adapter loads (from the db package's dependencies), so its clients are the ones counted.
const adapter = createRequire(path.join(root, 'packages/db/package.json')).resolve('@prisma/adapter-pg');
const pg = createRequire(adapter)('pg') as {
  Client: { prototype: { query: (...args: unknown[]) => unknown } };
};

const WRITE = /^\s*(insert|update|delete|merge|with\b[\s\S]*\b(insert|update|delete)\b)/i;
const counts: QueryCounts = { queries: 0, writes: 0 };
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: unknown, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
  counts.queries += 1;
  if (WRITE.test(text)) counts.writes += 1;
  return query.apply(this, args);
};

process.on('message', (message) => {
  if (message === 'count-queries') process.send?.({ ...counts });
});
// The channel alone must not keep the process alive.
process.channel?.unref();
