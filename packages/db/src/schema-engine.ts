/**
 * Prisma's schema engine, run as WebAssembly over the pg driver adapter, so migrations work where
 * the native engine cannot be downloaded. The migrations folder stays compatible with
 * `prisma migrate deploy`.
 */
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

export const PRISMA_DIR = path.resolve(here, '../../../prisma');
export const SCHEMA_PATH = path.join(PRISMA_DIR, 'schema.prisma');
export const MIGRATIONS_DIR = path.join(PRISMA_DIR, 'migrations');
/** Each migration keeps the schema it was made from, so the next one can be diffed without a shadow database. */
export const SNAPSHOT_FILE = 'schema.snapshot.prisma';

const FILTERS = { externalTables: [], externalEnums: [] };

/** The slice of the WebAssembly global used here (the ES lib types do not declare it). */
declare const WebAssembly: {
  instantiate(bytes: Buffer, imports: object): Promise<{ instance: { exports: Record<string, unknown> } }>;
};

interface Engine {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  diff(input: unknown): Promise<{ exitCode: number; stdout: string }>;
  free(): void;
}

type Bindings = {
  __wbg_set_wasm(exports: Record<string, unknown>): void;
  SchemaEngine: { new: (opts: unknown, log: (msg: string) => void, adapter: unknown) => Promise<Engine> };
};

let bindings: Promise<Bindings> | undefined;

/** The WebAssembly module is instantiated once per process; engines are made from it as needed. */
function loadBindings(): Promise<Bindings> {
  bindings ??= (async () => {
    const bgPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bg = (await import(pathToFileURL(bgPath).href)) as Bindings;
    const bytes = await readFile(path.join(path.dirname(bgPath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg;
  })();
  return bindings;
}

/** The engine with the connection pool it runs on; `close()` releases both, so the process can exit. */
async function loadEngine(
  connectionString: string,
  schemaText: string,
): Promise<Engine & { close(): Promise<void> }> {
  const bg = await loadBindings();
  const pool = new pg.Pool({ connectionString, max: 2 });
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool));
  const engine = await bg.SchemaEngine.new(
    { datamodels: [['schema.prisma', schemaText]] },
    () => {},
    adapter,
  );
  return Object.assign(engine, {
    async close() {
      engine.free();
      await pool.end();
    },
  });
}

async function migrationDirectories(): Promise<string[]> {
  const entries = await readdir(MIGRATIONS_DIR, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** Applies every pending migration under prisma/migrations; returns the names applied. */
export async function applyMigrations(connectionString: string): Promise<string[]> {
  const schema = await readFile(SCHEMA_PATH, 'utf8');
  const lockPath = path.join(MIGRATIONS_DIR, 'migration_lock.toml');
  const lock = await readFile(lockPath, 'utf8');
  const dirs = await migrationDirectories();
  const migrationDirectoriesInput = await Promise.all(
    dirs.map(async (dir) => ({
      path: dir,
      migrationFile: {
        path: 'migration.sql',
        content: {
          tag: 'ok',
          value: await readFile(path.join(MIGRATIONS_DIR, dir, 'migration.sql'), 'utf8'),
        },
      },
    })),
  );
  const engine = await loadEngine(connectionString, schema);
  try {
    const result = await engine.applyMigrations({
      migrationsList: {
        baseDir: MIGRATIONS_DIR,
        lockfile: { path: 'migration_lock.toml', content: lock },
        shadowDbInitScript: '',
        migrationDirectories: migrationDirectoriesInput,
      },
      filters: FILTERS,
    });
    return result.appliedMigrationNames;
  } finally {
    await engine.close();
  }
}

/** The SQL that takes the last migration's schema to the current one ('' when nothing changed). */
export async function diffSinceLastMigration(connectionString: string): Promise<string> {
  const schema = await readFile(SCHEMA_PATH, 'utf8');
  const last = (await migrationDirectories()).at(-1);
  const previous = last
    ? await readFile(path.join(MIGRATIONS_DIR, last, SNAPSHOT_FILE), 'utf8').catch(() => {
        throw new Error(`Migration ${last} has no ${SNAPSHOT_FILE} to diff against.`);
      })
    : null;
  const engine = await loadEngine(connectionString, schema);
  try {
    const result = await engine.diff({
      from: previous
        ? { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: previous }] }
        : { tag: 'empty' },
      to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: schema }] },
      script: true,
      exitCode: null,
      filters: FILTERS,
    });
    return result.stdout.includes('This is an empty migration') ? '' : result.stdout;
  } finally {
    await engine.close();
  }
}
