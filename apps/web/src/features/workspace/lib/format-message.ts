/**
 * Message formatting (core §9): bold, italic, inline code, code blocks, line breaks and links that open
 * in a new tab. Text is parsed into a small tree and drawn as React elements, so whatever HTML a message
 * holds is shown as text and never becomes markup.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'bold'; children: Inline[] }
  | { type: 'italic'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  { type: 'code'; language: string | null; text: string } | { type: 'text'; lines: Inline[][] };

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address a link may point at, or null (javascript:, data: and relative addresses are refused). */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

// One pass over the text; the earliest match wins, the order of alternatives breaks ties.
const INLINE =
  /`(?<code>[^`\n]+)`|\*\*(?<bold>[^\n]+?)\*\*|__(?<bold2>[^\n]+?)__|\[(?<label>[^\]\n]+)\]\((?<href>[^)\s]+)\)|(?<url>https?:\/\/[^\s<>"'“”‘’«»]+)|\*(?<italic>[^*\n]+)\*|(?<![\w])_(?<italic2>[^_\n]+)_(?![\w])/g;

/** Punctuation that ends a sentence rather than the bare address before it. */
function trimUrl(url: string): { url: string; rest: string } {
  const match = /[.,;:!?)\]]+$/.exec(url);
  if (!match) return { url, rest: '' };
  return { url: url.slice(0, match.index), rest: match[0] };
}

function pushText(out: Inline[], text: string) {
  if (!text) return;
  const last = out.at(-1);
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index;
    pushText(out, text.slice(index, start));
    index = start + match[0].length;
    const g = match.groups ?? {};
    if (g.code !== undefined) out.push({ type: 'code', text: g.code });
    else if (g.bold !== undefined || g.bold2 !== undefined)
      out.push({ type: 'bold', children: parseInline(g.bold ?? g.bold2 ?? '') });
    else if (g.italic !== undefined || g.italic2 !== undefined)
      out.push({ type: 'italic', children: parseInline(g.italic ?? g.italic2 ?? '') });
    else if (g.label !== undefined && g.href !== undefined) {
      const href = safeHref(g.href);
      if (href) out.push({ type: 'link', href, children: parseInline(g.label) });
      else pushText(out, match[0]);
    } else if (g.url !== undefined) {
      const { url, rest } = trimUrl(g.url);
      const href = safeHref(url);
      if (href) out.push({ type: 'link', href, children: [{ type: 'text', text: url }] });
      else pushText(out, url);
      pushText(out, rest);
    }
  }
  pushText(out, text.slice(index));
  return out;
}

const FENCE = /```([\w+#.-]*)[ \t]*\n?([\s\S]*?)(?:```|$)/g;

function textBlock(text: string): Block | null {
  const trimmed = text.replace(/^\n+|\n+$/g, '');
  if (!trimmed) return null;
  return { type: 'text', lines: trimmed.split('\n').map(parseInline) };
}

/** Splits a message into code blocks and formatted text; an unclosed fence runs to the end. */
export function parseMessage(content: string): Block[] {
  const blocks: Block[] = [];
  let index = 0;
  const source = content.replace(/\r\n?/g, '\n');
  for (const match of source.matchAll(FENCE)) {
    const before = textBlock(source.slice(index, match.index));
    if (before) blocks.push(before);
    blocks.push({ type: 'code', language: match[1] || null, text: (match[2] ?? '').replace(/\n$/, '') });
    index = match.index + match[0].length;
  }
  const after = textBlock(source.slice(index));
  if (after) blocks.push(after);
  return blocks;
}
