/** What the preview origin does to HTML: injects the base and the preview script; its own status pages. */
import { previewScript } from './preview-script.ts';

/**
 * Adds `<base href>` (when the page has none) and the preview script at the very start of the head, so
 * the base applies to every relative URL of the page and the script runs before any of the app's.
 */
export function injectIntoPage(html: string, baseHref: string, appOrigins: readonly string[]): string {
  const base = /<base\s[^>]*\bhref\s*=/i.test(html) ? '' : `<base href="${escapeHtml(baseHref)}">`;
  const tags = `${base}<script>${previewScript(appOrigins)}</script>`;
  for (const opening of [/<head(?:\s[^>]*)?>/i, /<html(?:\s[^>]*)?>/i, /<!doctype[^>]*>/i]) {
    const match = opening.exec(html);
    if (match) {
      const at = match.index + match[0].length;
      return html.slice(0, at) + tags + html.slice(at);
    }
  }
  // A fragment with no document structure: the parser puts these into an implied head.
  return tags + html;
}

/** A small self-contained page for the states that have no build to show. */
export function statusPage(options: { title: string; text: string; refreshSeconds?: number }): string {
  const refresh =
    options.refreshSeconds === undefined
      ? ''
      : `<meta http-equiv="refresh" content="${options.refreshSeconds}">`;
  const spinner =
    options.refreshSeconds === undefined ? '' : '<div class="spinner" aria-hidden="true"></div>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refresh}
<title>${escapeHtml(options.title)}</title>
<style>
  :root { color-scheme: dark light; }
  html, body { height: 100%; margin: 0; }
  body { display: grid; place-items: center; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif;
    background: #0b0b10; color: #e4e4ec; }
  main { text-align: center; padding: 24px; max-width: 28rem; }
  h1 { font-size: 1.15rem; font-weight: 600; margin: 16px 0 4px; }
  p { margin: 0; color: #9a9aac; }
  .spinner { width: 28px; height: 28px; margin: 0 auto; border-radius: 50%;
    border: 3px solid rgba(129,140,248,0.25); border-top-color: #818cf8; animation: spin 0.9s linear infinite; }
  @keyframes spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
  @media (prefers-color-scheme: light) { body { background: #fafafc; color: #18181f; } p { color: #5c5c6e; } }
</style>
</head>
<body>
<main role="status">
${spinner}
<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.text)}</p>
</main>
</body>
</html>
`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
