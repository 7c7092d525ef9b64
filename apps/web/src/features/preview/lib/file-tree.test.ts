import { describe, expect, it } from 'vitest';
import { ancestorsOf, buildFileTree, defaultFile, visibleRows } from './file-tree';

const files = [
  { path: 'src/App.tsx', size: 10 },
  { path: 'index.html', size: 5 },
  { path: 'src/components/Button.tsx', size: 3 },
  { path: 'package.json', size: 2 },
  { path: 'src/main.tsx', size: 4 },
];

describe('file tree', () => {
  it('lists folders before files, each by name', () => {
    const tree = buildFileTree(files);
    expect(tree.map((node) => node.name)).toEqual(['src', 'index.html', 'package.json']);
    const src = tree[0];
    expect(src?.kind === 'folder' && src.children.map((node) => node.path)).toEqual([
      'src/components',
      'src/App.tsx',
      'src/main.tsx',
    ]);
  });

  it('shows the children of expanded folders only, with their level and parent', () => {
    const tree = buildFileTree(files);
    expect(visibleRows(tree, new Set()).map((row) => row.node.path)).toEqual([
      'src',
      'index.html',
      'package.json',
    ]);
    const rows = visibleRows(tree, new Set(['src', 'src/components']));
    expect(rows.map((row) => [row.node.path, row.level, row.parent])).toEqual([
      ['src', 1, null],
      ['src/components', 2, 'src'],
      ['src/components/Button.tsx', 3, 'src/components'],
      ['src/App.tsx', 2, 'src'],
      ['src/main.tsx', 2, 'src'],
      ['index.html', 1, null],
      ['package.json', 1, null],
    ]);
  });

  it('opens the app entry first and knows the folders above a file', () => {
    expect(defaultFile(files.map((file) => file.path))).toBe('src/App.tsx');
    expect(defaultFile(['b.txt', 'a.txt'])).toBe('b.txt');
    expect(defaultFile([])).toBeNull();
    expect(ancestorsOf('src/components/Button.tsx')).toEqual(['src', 'src/components']);
    expect(ancestorsOf('index.html')).toEqual([]);
  });
});
