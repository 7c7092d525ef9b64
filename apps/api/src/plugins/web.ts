/** Serves the built web app (when present) with a fallback to index.html for client-side routes. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export default fp(
  async (app) => {
    const root = app.config.WEB_DIST_DIR;
    if (!existsSync(path.join(root, 'index.html'))) return;
    await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        request.method === 'GET' &&
        !request.url.startsWith('/api/') &&
        !path.extname(request.url.split('?')[0] ?? '');
      if (wantsPage) return reply.type('text/html').sendFile('index.html');
      return reply.status(404).send({ success: false, message: 'Not found', keyCode: 'NOT_FOUND' });
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
