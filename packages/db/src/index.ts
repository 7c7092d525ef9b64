export { createPrisma, type PrismaClient } from './client.ts';
export { ensureDatabase, dropDatabase } from './database.ts';
export { applyMigrations } from './schema-engine.ts';
export { seed } from './seed.ts';
export * from './generated/client.ts';
