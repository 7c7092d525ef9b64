/**
 * Serves the built web app (when present); client-side routes fall back to index.html (see errors.ts).
 * The build holds a brotli and a gzip copy of each compressible file (apps/web/vite.config.ts), sent as
 * they are to browsers that accept them. Hashed assets are cached for a year; everything else
 * (index.html, public files) is revalidated, so a deploy shows at the next page load.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite names every file under assets/ by its content hash; nothing else in the build is. */
export function webCacheControl(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

export default fp(
  async (app) => {
    const root = app.config.WEB_DIST_DIR;
    if (!existsSync(path.join(root, 'index.html'))) return;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      // Set here, per file, instead of @fastify/send's one max-age for all.
      cacheControl: false,
      setHeaders: (reply, file) => void reply.header('cache-control', webCacheControl(root, file)),
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
