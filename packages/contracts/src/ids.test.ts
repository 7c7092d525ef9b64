import { describe, expect, it } from 'vitest';
import { ID_MAX, IdField, idOrUuidParam, idParam, parseId } from './ids.ts';

const NOT_IDS = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1e3',
  '0x10',
  '007',
  '1.5',
  ' 1',
  '',
  'abc',
];

describe('parseId', () => {
  it('reads plain decimal ids up to the largest PostgreSQL integer', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(ID_MAX);
  });

  it('refuses anything else', () => {
    for (const raw of NOT_IDS) expect(parseId(raw), raw).toBeNull();
  });
});

describe('idParam', () => {
  it('gives the id as a number', () => {
    expect(idParam().parse('42')).toBe(42);
  });

  it("refuses a non-id with status 404 and the route's not-found code", () => {
    for (const raw of NOT_IDS) {
      const parsed = idParam('PROJECT_NOT_FOUND').safeParse(raw);
      expect(parsed.success, raw).toBe(false);
      expect(parsed.error?.issues[0], raw).toMatchObject({
        params: { status: 404, keyCode: 'PROJECT_NOT_FOUND' },
      });
    }
  });
});

describe('idOrUuidParam', () => {
  it('takes a uuid as text and an id as a number', () => {
    const uuid = '6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f';
    expect(idOrUuidParam().parse(uuid)).toBe(uuid);
    expect(idOrUuidParam().parse('12')).toBe(12);
    for (const raw of NOT_IDS) expect(idOrUuidParam().safeParse(raw).success, raw).toBe(false);
  });
});

describe('IdField', () => {
  it('bounds ids in bodies and queries', () => {
    expect(IdField.parse('7')).toBe(7);
    expect(IdField.parse(ID_MAX)).toBe(ID_MAX);
    for (const value of [ID_MAX + 1, 0, -1, 1.5, '99999999999999999999']) {
      expect(IdField.safeParse(value).success, String(value)).toBe(false);
    }
  });
});
