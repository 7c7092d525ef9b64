import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

it('serves an OpenAPI document generated from the route schemas at /api/docs', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json<{
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: unknown }>>;
  }>();
  expect(doc.openapi).toMatch(/^3\./);
  for (const path of [
    '/api/login',
    '/api/register',
    '/api/profile',
    '/api/admin/users',
    '/api/auth/reset-password',
  ]) {
    expect(doc.paths).toHaveProperty([path]);
  }
  expect(JSON.stringify(doc.paths['/api/login']!.post!.requestBody)).toContain('device_name');
  expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
});
