/** Serves the built web app (when present); client-side routes fall back to index.html (see errors.ts). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export default fp(
  async (app) => {
    const root = app.config.WEB_DIST_DIR;
    if (!existsSync(path.join(root, 'index.html'))) return;
    await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
  },
  { name: 'web', dependencies: ['errors'] },
);
