/**
 * The changed lines of one file between two versions, for the history's diff view. The line diff is
 * jsdiff's (`diff`, a small, long-kept library with no dependencies): a correct line diff (Myers) with
 * hunks and context is subtle, and a hand-written one would be more code to keep than the view itself.
 */
import { structuredPatch } from 'diff';

export type DiffLineKind = 'added' | 'removed' | 'context';

export interface DiffLine {
  kind: DiffLineKind;
  text: string;
  /** The line's number in the old text (null for an added line). */
  oldNumber: number | null;
  /** The line's number in the new text (null for a removed line). */
  newNumber: number | null;
}

export interface DiffHunk {
  /** The `@@ -a,b +c,d @@` header of unified diffs. */
  header: string;
  lines: DiffLine[];
}

export interface FileDiff {
  added: number;
  removed: number;
  hunks: DiffHunk[];
}

/** Lines kept around each change so it can be read in place. */
export const CONTEXT_LINES = 3;

/** The hunks of changed lines from `before` to `after` (null: the file is absent on that side). */
export function fileDiff(before: string | null, after: string | null): FileDiff {
  const patch = structuredPatch('a', 'b', before ?? '', after ?? '', '', '', { context: CONTEXT_LINES });
  let added = 0;
  let removed = 0;
  const hunks = patch.hunks.map((hunk) => {
    let oldNumber = hunk.oldStart;
    let newNumber = hunk.newStart;
    const lines: DiffLine[] = [];
    for (const raw of hunk.lines) {
      const sign = raw[0];
      const text = raw.slice(1);
      // "\ No newline at end of file" describes the line before; it is not a line of the file.
      if (sign === '\\') continue;
      if (sign === '+') {
        added += 1;
        lines.push({ kind: 'added', text, oldNumber: null, newNumber: newNumber++ });
      } else if (sign === '-') {
        removed += 1;
        lines.push({ kind: 'removed', text, oldNumber: oldNumber++, newNumber: null });
      } else {
        lines.push({ kind: 'context', text, oldNumber: oldNumber++, newNumber: newNumber++ });
      }
    }
    return {
      header: `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`,
      lines,
    };
  });
  return { added, removed, hunks };
}
