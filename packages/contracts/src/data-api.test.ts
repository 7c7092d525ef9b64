import { describe, expect, it } from 'vitest';
import {
  DATA_LIMITS,
  DataCollectionParams,
  DataListQuery,
  DataRecordBody,
  DATA_RULES,
  DEFAULT_DATA_RULE,
  SECRET_TOKEN_ENV,
  UNSAFE_DATA_RULES,
  UpdateDataRulesRequest,
  VISITOR_ID_PATTERN,
  dataApiBase,
  dataApiExamples,
  dataFilters,
  dataRuleReach,
  type DataRule,
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
  it('gives browser code the publishable key and servers the secret only through an environment variable', () => {
    const examples = dataApiExamples(
      'https://atelier.example',
      { uuid: project, publishable_key: 'pk_abc' },
      'guests',
      { name: "O'Brien" },
    );
    expect(examples.create).toContain(`curl -X POST 'https://atelier.example/api/data/${project}/guests'`);
    expect(examples.create).toContain(`-H "Authorization: Bearer $${SECRET_TOKEN_ENV}"`);
    expect(examples.create).toMatch(/never put it in an app/);
    // The single quote is closed, escaped and reopened, so the shell passes the JSON intact.
    expect(examples.create).toContain(`-d '{"name":"O'\\''Brien"}'`);
    expect(examples.list).toContain(`'https://atelier.example/api/data/${project}/guests?sort=-created_at'`);
    expect(examples.list).not.toContain('pk_abc');
    expect(examples.fetch).toContain(`const api = 'https://atelier.example/api/data/${project}';`);
    expect(examples.fetch).toContain("Authorization: 'Bearer pk_abc'");
    expect(examples.fetch).toContain("'X-Visitor-Id': visitor");
    expect(examples.fetch).toContain('`${api}/guests`');
  });
});

describe('data rules', () => {
  it('closes a collection without a rule and reads each preset as documented', () => {
    expect(DEFAULT_DATA_RULE).toBe('owner_only');
    const actions = ['list', 'read', 'create', 'update', 'delete'] as const;
    const reach = (rule: DataRule) => actions.map((action) => dataRuleReach(rule, action));
    expect(reach('owner_only')).toEqual(['none', 'none', 'none', 'none', 'none']);
    expect(reach('public_read')).toEqual(['all', 'all', 'none', 'none', 'none']);
    expect(reach('append_only')).toEqual(['own', 'own', 'all', 'own', 'own']);
    expect(reach('public_read_append')).toEqual(['all', 'all', 'all', 'own', 'own']);
    expect(reach('public_read_write')).toEqual(['all', 'all', 'all', 'all', 'all']);
    // Only the preset that lets anyone change anyone's records is flagged unsafe.
    expect(DATA_RULES.filter((rule) => UNSAFE_DATA_RULES.includes(rule))).toEqual(['public_read_write']);
  });

  it('takes rules for valid collection names and known presets only', () => {
    expect(UpdateDataRulesRequest.safeParse({ rules: { bookings: 'append_only' } }).success).toBe(true);
    expect(UpdateDataRulesRequest.safeParse({ rules: { Bookings: 'append_only' } }).success).toBe(false);
    expect(UpdateDataRulesRequest.safeParse({ rules: { bookings: 'everyone' } }).success).toBe(false);
    const many = Object.fromEntries(
      Array.from({ length: DATA_LIMITS.maxCollections + 1 }, (_, i) => [`c${i}`, 'public_read']),
    );
    expect(UpdateDataRulesRequest.safeParse({ rules: many }).success).toBe(false);
  });

  it('accepts visitor ids that are long random strings only', () => {
    expect(VISITOR_ID_PATTERN.test('0b7f8c2e-1d4a-4c3b-9e8f-123456789abc')).toBe(true);
    for (const id of ['short', 'a'.repeat(129), 'has space in it here', 'ünïcödé-visitor-id']) {
      expect(VISITOR_ID_PATTERN.test(id), id).toBe(false);
    }
  });
});
