export const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/atelier';

/** Scripts run outside an app's config module, so they read the one variable they need here. */
export function databaseUrlFromEnv(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}
