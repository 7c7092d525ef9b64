/**
 * The api hands these schemas to fastify-type-provider-zod, which turns them into JSON Schema for
 * the API docs and encodes every response with them. Both break on a schema that cannot be
 * represented (a transform in a response, a custom type), so every export is checked here.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';

const schemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('every exported schema', () => {
  it('is found', () => {
    expect(schemas.length).toBeGreaterThan(80);
  });

  it.each(schemas.filter(([name]) => /(Request|Query|Params|Fields)$/.test(name)))(
    'request schema %s converts to JSON Schema',
    (_name, schema) => {
      expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' })).not.toThrow();
    },
  );

  it.each(schemas.filter(([name]) => name.endsWith('Response')))(
    'response schema %s has no transform',
    (_name, schema) => {
      expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
    },
  );
});

describe('response encoding', () => {
  it('encodes a response the way the api serializes it', () => {
    const body = {
      success: true,
      message: 'Projects loaded.',
      keyCode: 'PROJECTS_FETCHED',
      projects: {
        data: [
          {
            id: 12,
            uuid: 'p1',
            name: 'Streaks',
            status: 'active',
            thumbnail_url: null,
            wait_status: 0,
            is_public: false,
            is_featured: false,
            created_at: '2025-01-01T10:00:00.000Z',
            updated_at: '2025-01-01T10:00:00.000Z',
            preview_url: 'http://localhost:3001/12/',
            conversation_uuid: null,
          },
        ],
        current_page: 1,
        last_page: 1,
        per_page: 6,
        total: 1,
      },
    };
    expect(z.safeEncode(contracts.ListProjectsResponse, body as contracts.ListProjectsResponse).success).toBe(
      true,
    );
  });
});
