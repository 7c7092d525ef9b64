/** The project's flat file list as a folder tree, and the rows a tree view shows for what is expanded. */

export interface TreeFolder {
  kind: 'folder';
  name: string;
  path: string;
  children: TreeNode[];
}

export interface TreeFile {
  kind: 'file';
  name: string;
  path: string;
  size: number;
}

export type TreeNode = TreeFolder | TreeFile;

const byKindThenName = (a: TreeNode, b: TreeNode) =>
  a.kind === b.kind
    ? a.name.localeCompare(b.name, undefined, { numeric: true })
    : a.kind === 'folder'
      ? -1
      : 1;

export function buildFileTree(files: readonly { path: string; size: number }[]): TreeNode[] {
  const root: TreeFolder = { kind: 'folder', name: '', path: '', children: [] };
  for (const file of files) {
    const parts = file.path.split('/').filter(Boolean);
    let folder = root;
    parts.forEach((name, index) => {
      const path = parts.slice(0, index + 1).join('/');
      if (index === parts.length - 1) {
        folder.children.push({ kind: 'file', name, path: file.path, size: file.size });
        return;
      }
      let next = folder.children.find(
        (child): child is TreeFolder => child.kind === 'folder' && child.name === name,
      );
      if (!next) {
        next = { kind: 'folder', name, path, children: [] };
        folder.children.push(next);
      }
      folder = next;
    });
  }
  const sort = (nodes: TreeNode[]) => {
    nodes.sort(byKindThenName);
    for (const node of nodes) if (node.kind === 'folder') sort(node.children);
  };
  sort(root.children);
  return root.children;
}

export interface VisibleRow {
  node: TreeNode;
  level: number;
  /** The folder that holds it, or null at the top. */
  parent: string | null;
}

/** The rows in display order: every top-level node, and the children of expanded folders. */
export function visibleRows(nodes: readonly TreeNode[], expanded: ReadonlySet<string>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (list: readonly TreeNode[], level: number, parent: string | null) => {
    for (const node of list) {
      rows.push({ node, level, parent });
      if (node.kind === 'folder' && expanded.has(node.path)) walk(node.children, level + 1, node.path);
    }
  };
  walk(nodes, 1, null);
  return rows;
}

/** The file to open first: the app's entry if there is one, else the first file. */
export function defaultFile(paths: readonly string[]): string | null {
  const preferred = ['src/App.tsx', 'src/App.jsx', 'src/main.tsx', 'index.html', 'src/index.tsx'];
  return preferred.find((path) => paths.includes(path)) ?? paths[0] ?? null;
}

/** Folders that hold the given file, outermost first (expanded so it can be seen). */
export function ancestorsOf(path: string): string[] {
  const parts = path.split('/').slice(0, -1);
  return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
}
