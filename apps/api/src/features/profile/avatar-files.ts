import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors.ts';

const FILE_PATTERN = /^[A-Za-z0-9_-]{8,64}\.(jpg|png)$/;
const TYPES = { jpg: 'image/jpeg', png: 'image/png' } as const;

/** Avatars are public by design (they appear beside shared work); names are random and unguessable. */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(
    '/storage/avatars/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = FILE_PATTERN.exec(request.params.file);
      if (!match) throw notFound();
      const object = await app.storage.open(`avatars/${request.params.file}`);
      if (!object) throw notFound();
      return reply
        .type(TYPES[match[1] as keyof typeof TYPES])
        .header('content-length', object.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(object.stream());
    },
  );
};

export default routes;
