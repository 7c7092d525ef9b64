import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronRight, FileCode, Folder, FolderOpen } from 'lucide-react';
import { useTextDirection } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import { visibleRows, type TreeNode } from '../lib/file-tree';

export interface FileTreeProps {
  nodes: readonly TreeNode[];
  expanded: ReadonlySet<string>;
  onToggle: (folder: string) => void;
  selected: string | null;
  onSelect: (file: string) => void;
  label: string;
}

/**
 * A WAI-ARIA tree: one tab stop, arrows move, Right opens a folder or enters it, Left closes it or
 * goes to its folder (mirrored in a right-to-left interface, where the tree indents from the right),
 * Enter or Space opens a file or toggles a folder, Home and End jump.
 */
export function FileTree({ nodes, expanded, onToggle, selected, onSelect, label }: FileTreeProps) {
  const rows = useMemo(() => visibleRows(nodes, expanded), [nodes, expanded]);
  const [focusedPath, setFocusedPath] = useState<string | null>(null);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const rtl = useTextDirection() === 'rtl';
  const openKey = rtl ? 'ArrowLeft' : 'ArrowRight';
  const closeKey = rtl ? 'ArrowRight' : 'ArrowLeft';

  const focusable =
    rows.find((row) => row.node.path === focusedPath)?.node.path ??
    rows.find((row) => row.node.path === selected)?.node.path ??
    rows[0]?.node.path ??
    null;

  const moveTo = (path: string | null | undefined) => {
    if (!path) return;
    setFocusedPath(path);
    itemRefs.current.get(path)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = rows.findIndex((row) => row.node.path === focusable);
    const row = rows[index];
    if (!row) return;
    const { node } = row;
    const isOpen = node.kind === 'folder' && expanded.has(node.path);
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(rows[index + 1]?.node.path);
        break;
      case 'ArrowUp':
        moveTo(rows[index - 1]?.node.path);
        break;
      case 'Home':
        moveTo(rows[0]?.node.path);
        break;
      case 'End':
        moveTo(rows.at(-1)?.node.path);
        break;
      case openKey:
        if (node.kind === 'folder') {
          if (!isOpen) onToggle(node.path);
          else moveTo(rows[index + 1]?.node.path);
        }
        break;
      case closeKey:
        if (isOpen) onToggle(node.path);
        else moveTo(row.parent);
        break;
      case 'Enter':
      case ' ':
        if (node.kind === 'folder') onToggle(node.path);
        else onSelect(node.path);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  return (
    <ul role="tree" aria-label={label} onKeyDown={onKeyDown} className="flex flex-col py-1 text-[13px]">
      {rows.map(({ node, level }) => {
        const isFolder = node.kind === 'folder';
        const isOpen = isFolder && expanded.has(node.path);
        const isSelected = !isFolder && node.path === selected;
        return (
          // The tree's keys (arrows, Enter, Space) are handled once, on the list, for the focused item.
          // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events
          <li
            key={node.path}
            ref={(element) => {
              if (element) itemRefs.current.set(node.path, element);
              else itemRefs.current.delete(node.path);
            }}
            role="treeitem"
            aria-level={level}
            aria-expanded={isFolder ? isOpen : undefined}
            aria-selected={isFolder ? undefined : isSelected}
            tabIndex={node.path === focusable ? 0 : -1}
            onFocus={() => setFocusedPath(node.path)}
            onClick={() => {
              setFocusedPath(node.path);
              if (isFolder) onToggle(node.path);
              else onSelect(node.path);
            }}
            title={node.path}
            className={cn(
              'flex h-7 cursor-pointer items-center gap-1.5 rounded-md pe-2 whitespace-nowrap outline-none select-none',
              'text-fg-muted hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent',
              isSelected && 'bg-accent-soft text-fg hover:bg-accent-soft',
            )}
            style={{ paddingInlineStart: `${(level - 1) * 12 + 6}px` }}
          >
            {isFolder ? (
              <>
                <ChevronRight
                  aria-hidden="true"
                  className={cn(
                    'size-3.5 shrink-0 transition-transform',
                    isOpen ? 'rotate-90' : 'rtl:rotate-180',
                  )}
                />
                {isOpen ? (
                  <FolderOpen aria-hidden="true" className="size-4 shrink-0 text-accent" />
                ) : (
                  <Folder aria-hidden="true" className="size-4 shrink-0 text-accent" />
                )}
              </>
            ) : (
              <FileCode aria-hidden="true" className="ms-5 size-4 shrink-0 text-fg-subtle" />
            )}
            {/* A name takes its own direction, so ".env" never reads "env." in Arabic. */}
            <span dir="auto" className="truncate">
              {node.name}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
