import { describe, expect, it } from 'vitest';
import {
  DATA_LIMITS,
  DataCollectionParams,
  DataListQuery,
  DataRecordBody,
  dataApiBase,
  dataApiExamples,
  dataFilters,
} from './data-api.ts';

const project = '6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f';

describe('data api contracts', () => {
  it('accepts lowercase collection names and refuses others', () => {
    for (const collection of ['guests', 'bookings_2026', 'a', 'to-do']) {
      expect(DataCollectionParams.safeParse({ project, collection }).success).toBe(true);
    }
    for (const collection of ['Guests', '1st', '_x', 'a'.repeat(65), 'a b', 'a.b', '']) {
      expect(DataCollectionParams.safeParse({ project, collection }).success).toBe(false);
    }
    expect(DataCollectionParams.safeParse({ project: 'not-a-uuid', collection: 'x' }).success).toBe(false);
  });

  it('takes only JSON objects as record bodies', () => {
    expect(DataRecordBody.safeParse({ name: 'Ada', stars: 5 }).success).toBe(true);
    for (const body of [[1, 2], 'text', 42, null, true]) {
      expect(DataRecordBody.safeParse(body).success).toBe(false);
    }
  });

  it('defaults the list to page 1 of 20 by created_at and keeps filter keys', () => {
    expect(DataListQuery.parse({ status: 'open' })).toEqual({
      page: 1,
      per_page: DATA_LIMITS.defaultPerPage,
      sort: 'created_at',
      status: 'open',
    });
    expect(DataListQuery.parse({ sort: '-stars', per_page: '5' })).toMatchObject({
      sort: '-stars',
      per_page: 5,
    });
    expect(DataListQuery.safeParse({ sort: 'data->>x' }).success).toBe(false);
    expect(DataListQuery.safeParse({ per_page: '101' }).success).toBe(false);
  });

  it('reads filters in both spellings and names the ones it cannot use', () => {
    expect(
      dataFilters({
        page: 2,
        sort: 'x',
        status: 'open',
        'where[done]': 'true',
        'bad key': 'x',
        tags: ['a', 'b'],
      }),
    ).toEqual({ filters: { status: 'open', done: 'true', tags: 'b' }, invalid: ['bad key'] });
    expect(dataFilters({ 'where[a.b]': '1' }).invalid).toEqual(['where[a.b]']);
  });

  it('builds the base address from the public URL', () => {
    expect(dataApiBase('https://atelier.example/', project)).toBe(
      `https://atelier.example/api/data/${project}`,
    );
  });
});

describe('dataApiExamples', () => {
  it('names the real address, project and token in curl and fetch', () => {
    const examples = dataApiExamples('https://atelier.example', { uuid: project, token: 'tok' }, 'guests', {
      name: "O'Brien",
    });
    expect(examples.create).toContain(`curl -X POST 'https://atelier.example/api/data/${project}/guests'`);
    expect(examples.create).toContain("-H 'Authorization: Bearer tok'");
    // The single quote is closed, escaped and reopened, so the shell passes the JSON intact.
    expect(examples.create).toContain(`-d '{"name":"O'\\''Brien"}'`);
    expect(examples.list).toContain(`'https://atelier.example/api/data/${project}/guests?sort=-created_at'`);
    expect(examples.fetch).toContain(`const api = 'https://atelier.example/api/data/${project}';`);
    expect(examples.fetch).toContain("Authorization: 'Bearer tok'");
    expect(examples.fetch).toContain('`${api}/guests`');
  });
});
