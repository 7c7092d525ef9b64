import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'result-collector', dependencies: ['queues'] });
