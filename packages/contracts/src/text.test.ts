import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';
import { hasControlCharacters, multiLineRule, singleLineRule, text } from './text.ts';

const C0_AND_DEL = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f'];

describe('hasControlCharacters', () => {
  it('finds every C0 control character and DEL in one line of text', () => {
    for (const char of C0_AND_DEL)
      expect(hasControlCharacters(`a${char}b`), char.charCodeAt(0).toString()).toBe(true);
    expect(hasControlCharacters('Ayşe Öztürk — 東京 ✓')).toBe(false);
  });

  it('lets multi-line text keep tab, line feed and carriage return only', () => {
    for (const char of C0_AND_DEL) {
      expect(hasControlCharacters(`a${char}b`, { multiline: true }), char.charCodeAt(0).toString()).toBe(
        !['\t', '\n', '\r'].includes(char),
      );
    }
  });
});

describe('text()', () => {
  it('refuses NUL with an issue naming the rule, and keeps the checks chained after it', () => {
    const name = text().trim().min(1).max(5);
    const refused = name.safeParse('a\u0000');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      code: 'custom',
      params: { rule: 'control_characters' },
    });
    expect(name.parse('  ab ')).toBe('ab');
    expect(name.safeParse('abcdef').success).toBe(false);
    expect(text().safeParse('two\nlines').success).toBe(false);
    expect(text({ multiline: true }).parse('two\r\n\tlines')).toBe('two\r\n\tlines');
    expect(text({ multiline: true }).safeParse('two\u0000lines').success).toBe(false);
  });
});

const NUL_PROBES = ['\u0000', 'a\u0000', '1\u0000', '\u00001', 'a\u0000b'];

/**
 * The guard that keeps the rule in one place used everywhere: every string a request schema takes
 * carries it, unless its own format (an id, a uuid, a pattern) already refuses NUL.
 */
type Def = {
  type: string;
  format?: string;
  checks?: unknown[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
};

function unguardedStrings(schema: z.ZodType, path: string): string[] {
  const def = schema._zod.def as unknown as Def;
  const children = (entries: [string, z.ZodType | undefined][]) =>
    entries.flatMap(([key, child]) => (child ? unguardedStrings(child, key ? `${path}.${key}` : path) : []));
  switch (def.type) {
    case 'string': {
      const checks = def.checks ?? [];
      const guarded =
        checks.includes(singleLineRule) ||
        checks.includes(multiLineRule) ||
        // Ids, uuids and patterned tokens admit no control character by their own rule.
        NUL_PROBES.every((probe) => !schema.safeParse(probe).success);
      return guarded ? [] : [path];
    }
    case 'object':
      return children(Object.entries(def.shape ?? {}));
    case 'pipe':
      return children([
        ['', def.in],
        ['', def.out],
      ]);
    case 'union':
      return children((def.options ?? []).map((option) => ['', option]));
    case 'array':
      return children([['[]', def.element]]);
    case 'record':
      return children([
        ['(key)', def.keyType],
        ['(value)', def.valueType],
      ]);
    case 'intersection':
      return children([
        ['', def.left],
        ['', def.right],
      ]);
    default:
      return children([['', def.innerType]]);
  }
}

describe('request schemas', () => {
  const requests = Object.entries(contracts as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] =>
      entry[1] instanceof z.ZodType && /(Request|Query|Params|Fields)$/.test(entry[0]),
  );

  it('are found', () => {
    expect(requests.length).toBeGreaterThan(25);
  });

  it.each(requests)('%s refuses control characters in every text field', (name, schema) => {
    expect(unguardedStrings(schema, name)).toEqual([]);
  });

  it('the guard notices a plain string', () => {
    expect(unguardedStrings(z.object({ a: z.string().optional(), b: text() }), 'X')).toEqual(['X.a']);
  });
});
