/** Creates the database if it is missing, applies pending migrations and seeds reference data. */
import { applyMigrations } from '../src/schema-engine.ts';
import { ensureDatabase } from '../src/database.ts';
import { databaseUrlFromEnv } from './url.ts';
import { seed } from '../src/seed.ts';
import { createPrisma } from '../src/client.ts';

const url = databaseUrlFromEnv();
await ensureDatabase(url);
const applied = await applyMigrations(url);
console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.');
const prisma = createPrisma(url);
try {
  await seed(prisma);
} finally {
  await prisma.$disconnect();
}
// The WebAssembly engine leaves a timer behind after it is freed; nothing else is pending here.
process.exit(0);
