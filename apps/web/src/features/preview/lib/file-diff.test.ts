import { describe, expect, it } from 'vitest';
import { fileDiff } from './file-diff';

describe('fileDiff', () => {
  it('numbers changed lines on each side and keeps three lines of context', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join('\n') + '\n';
    const after = ['a', 'b', 'c', 'd', 'e', 'F', 'g', 'h', 'i', 'j', 'k'].join('\n') + '\n';
    const diff = fileDiff(before, after);
    expect(diff.added).toBe(2);
    expect(diff.removed).toBe(1);
    expect(diff.hunks).toHaveLength(1);
    const [hunk] = diff.hunks;
    expect(hunk?.header).toBe('@@ -3,8 +3,9 @@');
    expect(hunk?.lines.filter((line) => line.kind !== 'context')).toEqual([
      { kind: 'removed', text: 'f', oldNumber: 6, newNumber: null },
      { kind: 'added', text: 'F', oldNumber: null, newNumber: 6 },
      { kind: 'added', text: 'k', oldNumber: null, newNumber: 11 },
    ]);
    expect(hunk?.lines[0]).toEqual({ kind: 'context', text: 'c', oldNumber: 3, newNumber: 3 });
  });

  it('splits far-apart changes into separate hunks', () => {
    const lines = Array.from({ length: 40 }, (_, index) => `line ${index + 1}`);
    const changed = lines.map((line, index) => (index === 1 || index === 35 ? `${line}!` : line));
    const diff = fileDiff(lines.join('\n'), changed.join('\n'));
    expect(diff.hunks).toHaveLength(2);
    expect(diff.hunks.map((hunk) => hunk.header)).toEqual(['@@ -1,5 +1,5 @@', '@@ -33,7 +33,7 @@']);
  });

  it('shows an added file as all new lines and a removed one as all old lines', () => {
    expect(fileDiff(null, 'one\ntwo\n')).toMatchObject({ added: 2, removed: 0 });
    expect(fileDiff('one\ntwo\nthree', null)).toMatchObject({ added: 0, removed: 3 });
  });

  it('leaves out the "no newline at end of file" marker', () => {
    const diff = fileDiff('x', 'y');
    expect(diff.hunks[0]?.lines.map((line) => `${line.kind}:${line.text}`)).toEqual(['removed:x', 'added:y']);
  });
});
