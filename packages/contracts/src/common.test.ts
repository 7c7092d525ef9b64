import { describe, expect, it } from 'vitest';
import { BooleanFlag, lastPage, pageQuery } from './common.ts';

describe('lastPage', () => {
  it('is 1 for an empty list', () => {
    expect(lastPage(0, 9)).toBe(1);
  });

  it('counts a partial last page', () => {
    expect(lastPage(9, 9)).toBe(1);
    expect(lastPage(10, 9)).toBe(2);
    expect(lastPage(18, 9)).toBe(2);
    expect(lastPage(19, 9)).toBe(3);
    expect(lastPage(1, 6)).toBe(1);
  });
});

describe('pageQuery', () => {
  const query = pageQuery(9);

  it('defaults to page 1 with the grid size', () => {
    expect(query.parse({})).toEqual({ page: 1, per_page: 9 });
  });

  it('reads query strings', () => {
    expect(query.parse({ page: '3', per_page: '4' })).toEqual({ page: 3, per_page: 4 });
  });

  it('refuses page 0 and oversized pages', () => {
    expect(query.safeParse({ page: '0' }).success).toBe(false);
    expect(query.safeParse({ per_page: '101' }).success).toBe(false);
  });
});

describe('BooleanFlag', () => {
  it('accepts booleans and their form spellings', () => {
    expect(BooleanFlag.parse(true)).toBe(true);
    expect(BooleanFlag.parse('true')).toBe(true);
    expect(BooleanFlag.parse('1')).toBe(true);
    expect(BooleanFlag.parse('false')).toBe(false);
    expect(BooleanFlag.parse('0')).toBe(false);
  });

  it('refuses anything else', () => {
    expect(BooleanFlag.safeParse('yes').success).toBe(false);
    expect(BooleanFlag.safeParse(null).success).toBe(false);
  });
});
