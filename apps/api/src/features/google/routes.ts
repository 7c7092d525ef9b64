import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Google sign-in; see google/service.ts. */
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
