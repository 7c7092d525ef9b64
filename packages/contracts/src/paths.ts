/**
 * The one rule for relative paths that end up as storage keys: the storage refuses any other key
 * (packages/storage), and agent file paths are checked by it too, so a file an agent writes can always
 * be stored and served (a `public/` file is copied into the build as is).
 */

/**
 * A segment: ASCII letters and digits, '.', '_', '-', and the brackets, parentheses and '@', '+', '~'
 * that routing conventions use in file names (`[id].tsx`, `(auth)/`, `@modal/`). Nothing that a URL or a
 * file system reads specially: no '%', '?', '#', '\', ':', spaces or controls.
 */
const SEGMENT = /^[A-Za-z0-9._\-[\]()@+~]+$/;

/**
 * Whether a path is relative, '/'-separated and stays inside whatever folder it is joined to: every
 * segment matches SEGMENT and none is empty, '.' or '..'.
 */
export function isSafeRelativePath(path: string): boolean {
  return path.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}
