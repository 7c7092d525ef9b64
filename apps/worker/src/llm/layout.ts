/**
 * After a model's changes, the project's layout settles: files the model wrote in another flavour than
 * the starting ones take over (src/App.jsx beside the starting src/App.tsx, a src/main.jsx or a
 * create-react-app style src/index.jsx entry), so a starting file never shadows what the model wrote.
 * A starting placeholder that is still what the app shows is reported, never shipped.
 */
import { DEFAULT_ENTRY, findEntry } from '../builder/index-html.ts';
import type { Files } from './operations.ts';

const SCRIPT_FLAVOURS = ['.tsx', '.jsx', '.ts', '.js'];
/** Files that render the app into the page. */
const RENDERS = /\bcreateRoot\s*\(|\bReactDOM\.render\s*\(|\bhydrateRoot\s*\(/;

/**
 * Settles the layout in place. `written` are the paths the model wrote in this job; `starting` the
 * files before it. Returns what changed, in words for the log.
 */
export function settleLayout(files: Files, written: ReadonlySet<string>, starting: Files): string[] {
  const changes: string[] = [];
  const untouched = (path: string) => path in files && !written.has(path) && files[path] === starting[path];

  // src/App.jsx written beside the untouched src/App.tsx: `import App from './App'` must find the model's.
  for (const base of ['src/App', 'src/main']) {
    const theirs = SCRIPT_FLAVOURS.map((ext) => `${base}${ext}`).find((p) => written.has(p) && p in files);
    if (!theirs) continue;
    for (const ext of SCRIPT_FLAVOURS) {
      const other = `${base}${ext}`;
      if (other !== theirs && untouched(other)) {
        delete files[other];
        changes.push(`${theirs} replaces the starting ${other}`);
      }
    }
  }

  // An entry the model wrote (src/index.jsx calling createRoot) replaces the untouched starting entry.
  const html = files['index.html'];
  let entry = findEntry(html);
  const ownEntry = [...written].find(
    (path) => path !== entry && /^src\/(main|index)\.[jt]sx?$/.test(path) && RENDERS.test(files[path] ?? ''),
  );
  if (ownEntry && untouched(entry)) {
    delete files[entry];
    changes.push(`${ownEntry} replaces the starting ${entry}`);
  }
  if (!(entry in files)) {
    const next =
      ownEntry ??
      Object.keys(files).find(
        (path) => /^src\/(main|index)\.[jt]sx?$/.test(path) && RENDERS.test(files[path]!),
      );
    if (next && html !== undefined && !written.has('index.html')) {
      files['index.html'] = html.replace(`/${entry}`, `/${next}`).replace(`"${entry}"`, `"${next}"`);
      changes.push(`index.html loads ${next}`);
      entry = next;
    } else if (next && html === undefined && next !== DEFAULT_ENTRY) {
      changes.push(`${next} is the entry, but there is no index.html to load it`);
    }
  }
  return changes;
}

/** Whether the app still shows the starting placeholder: its App file is untouched and nothing replaced it. */
export function showsPlaceholder(files: Files, starting: Files): boolean {
  const app = 'src/App.tsx';
  return (
    starting[app] !== undefined &&
    files[app] === starting[app] &&
    files[DEFAULT_ENTRY] === starting[DEFAULT_ENTRY] &&
    findEntry(files['index.html']) === DEFAULT_ENTRY
  );
}
