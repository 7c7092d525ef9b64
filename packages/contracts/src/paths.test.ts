import { describe, expect, it } from 'vitest';
import { isSafeRelativePath } from './paths.ts';

describe('isSafeRelativePath', () => {
  it('accepts relative paths of plain segments', () => {
    for (const path of ['index.html', 'builds/12/3/assets/app-4f2a.js', '.gitignore', 'public/logo..svg']) {
      expect(isSafeRelativePath(path), path).toBe(true);
    }
  });

  it('refuses what could escape a folder or needs escaping', () => {
    for (const path of [
      '',
      '..',
      '../outside',
      'a/../../b',
      '/etc/passwd',
      'a//b',
      'a/./b',
      'a/',
      'a\\b',
      'C:/x',
      '100%.png',
      '%2e%2e/x',
      'a b',
      'a\u0000b',
      'a\nb',
      'é.txt',
    ]) {
      expect(isSafeRelativePath(path), JSON.stringify(path)).toBe(false);
    }
  });
});
