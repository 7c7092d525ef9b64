/**
 * The project's index.html going in (which script is the entry) and coming out (that script replaced by
 * the bundle, the stylesheet linked, every local address relative so the build works under any base
 * path such as /123/).
 */

export const DEFAULT_ENTRY = 'src/main.tsx';

const DEFAULT_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>App</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/${DEFAULT_ENTRY}"></script>
  </body>
</html>
`;

const MODULE_SCRIPT = /<script\b([^>]*)>\s*<\/script>/gi;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? null;
}

function isLocal(address: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(address);
}

/** The first `<script type="module" src>` with a local address: the script tag and the project path. */
function findEntryScript(html: string): { tag: string; path: string } | null {
  for (const match of html.matchAll(MODULE_SCRIPT)) {
    const attributes = match[1] ?? '';
    const src = attribute(attributes, 'src');
    if (attribute(attributes, 'type') !== 'module' || !src || !isLocal(src)) continue;
    const path = src.replace(/[?#].*$/, '').replace(/^(\.\/|\/)+/, '');
    if (path) return { tag: match[0], path };
  }
  return null;
}

/** The project path of the app's entry script. */
export function findEntry(html: string | undefined): string {
  return (html && findEntryScript(html)?.path) || DEFAULT_ENTRY;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The built index.html: the entry script becomes the hashed bundle, the stylesheet is linked in the
 * head, and root-relative addresses ("/favicon.svg") become "./favicon.svg".
 */
export function renderIndexHtml(
  source: string | undefined,
  assets: { script: string; stylesheets: string[] },
): string {
  let html = source ?? DEFAULT_HTML;
  const script = `<script type="module" crossorigin src="./${escapeAttribute(assets.script)}"></script>`;
  const entry = findEntryScript(html);
  if (entry) {
    // Drop the tag, and its line when nothing else is on it.
    const at = html.indexOf(entry.tag);
    let start = at;
    while (start > 0 && (html[start - 1] === ' ' || html[start - 1] === '\t')) start -= 1;
    let end = at + entry.tag.length;
    if (html[end] === '\n' && (start === 0 || html[start - 1] === '\n')) end += 1;
    else start = at;
    html = html.slice(0, start) + html.slice(end);
  }
  // Root-relative addresses of the project's own files, as Vite writes them for public/ files.
  html = html.replace(
    /(\s(?:src|href)\s*=\s*["'])\/(?!\/)/gi,
    (_match: string, prefix: string) => `${prefix}./`,
  );
  const head =
    `    ${script}\n` +
    assets.stylesheets
      .map((href) => `    <link rel="stylesheet" crossorigin href="./${escapeAttribute(href)}">\n`)
      .join('');
  if (/<\/head>/i.test(html)) return html.replace(/[ \t]*<\/head>/i, () => `${head}  </head>`);
  if (/<body\b/i.test(html)) return html.replace(/<body\b/i, () => `<head>\n${head}</head>\n<body`);
  return `${head}${html}`;
}
