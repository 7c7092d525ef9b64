/**
 * Syntax highlighting for the code view, with only the languages generated apps use; this module is
 * part of the code view's lazy chunk, so highlight.js never loads with the rest of the app.
 */
import hljs from 'highlight.js/lib/core';
import css from 'highlight.js/lib/languages/css';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';

hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('xml', xml);
hljs.registerLanguage('css', css);
hljs.registerLanguage('json', json);
hljs.registerLanguage('markdown', markdown);

const BY_EXTENSION: Record<string, string> = {
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  html: 'xml',
  htm: 'xml',
  svg: 'xml',
  xml: 'xml',
  css: 'css',
  json: 'json',
  md: 'markdown',
  markdown: 'markdown',
};

export function languageFor(path: string): string | null {
  const extension = path.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? null;
}

/** Files above this size are shown plain: highlighting them would stall the page. */
const HIGHLIGHT_MAX_CHARS = 200_000;

/** The code as escaped HTML with highlight spans (plain escaped text for unknown languages). */
export function highlightCode(code: string, path: string): string {
  const language = languageFor(path);
  if (language && code.length <= HIGHLIGHT_MAX_CHARS) {
    try {
      return hljs.highlight(code, { language, ignoreIllegals: true }).value;
    } catch {
      // Fall through to plain text.
    }
  }
  return escapeHtml(code);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
