/**
 * A small markdown subset (# headings, **bold**, *italic*, `code`, - and 1. lists, > quotes), parsed into
 * data that MarkdownPreview turns into React elements: what a visitor writes only ever becomes text.
 */

export interface Span {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; spans: Span[] }
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'quote'; spans: Span[] }
  | { kind: 'list'; ordered: boolean; items: Span[][] };

const INLINE = /\*\*(.+?)\*\*|__(.+?)__|\*([^*\s](?:[^*]*[^*\s])?)\*|_([^_\s](?:[^_]*[^_\s])?)_|`([^`]+)`/g;

export function parseInline(text: string): Span[] {
  const spans: Span[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) spans.push({ text: text.slice(last, index) });
    const [, bold1, bold2, italic1, italic2, code] = match;
    if (bold1 !== undefined || bold2 !== undefined) spans.push({ text: bold1 ?? bold2 ?? '', bold: true });
    else if (italic1 !== undefined || italic2 !== undefined)
      spans.push({ text: italic1 ?? italic2 ?? '', italic: true });
    else spans.push({ text: code ?? '', code: true });
    last = index + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last) });
  return spans;
}

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Span[][] } | null = null;

  function flush() {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', spans: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items });
    list = null;
  }

  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = Math.min(3, heading[1]?.length ?? 1) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, spans: parseInline(heading[2] ?? '') });
      continue;
    }
    const item = /^(?:([-*+])|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      const ordered = item[1] === undefined;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInline(item[2] ?? ''));
      continue;
    }
    const quote = /^>\s?(.*)$/.exec(line);
    if (quote) {
      flush();
      blocks.push({ kind: 'quote', spans: parseInline(quote[1] ?? '') });
      continue;
    }
    if (list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}
