/** The markdown subset as React elements: what a visitor writes is only ever text, never HTML. */
import * as React from 'react';

import { parseBlocks, type Span } from '@/components/sections/notes/markdown';

function Spans({ spans }: { spans: Span[] }) {
  return (
    <>
      {spans.map((span, i) => {
        let node: React.ReactNode = span.text;
        if (span.code)
          node = <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">{node}</code>;
        if (span.italic) node = <em>{node}</em>;
        if (span.bold) node = <strong className="font-semibold">{node}</strong>;
        return <React.Fragment key={i}>{node}</React.Fragment>;
      })}
    </>
  );
}

export function MarkdownPreview({ source, empty }: { source: string; empty: string }) {
  const blocks = parseBlocks(source);
  if (blocks.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <div className="space-y-3 leading-relaxed break-words">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return block.level === 1 ? (
              <h3 key={i} className="text-xl font-bold tracking-tight">
                <Spans spans={block.spans} />
              </h3>
            ) : (
              <h4 key={i} className={block.level === 2 ? 'text-lg font-semibold' : 'font-semibold'}>
                <Spans spans={block.spans} />
              </h4>
            );
          case 'quote':
            return (
              <blockquote key={i} className="border-s-4 border-primary/40 ps-3 text-muted-foreground italic">
                <Spans spans={block.spans} />
              </blockquote>
            );
          case 'list': {
            const items = block.items.map((spans, j) => (
              <li key={j}>
                <Spans spans={spans} />
              </li>
            ));
            return block.ordered ? (
              <ol key={i} className="list-decimal space-y-1 ps-6">
                {items}
              </ol>
            ) : (
              <ul key={i} className="list-disc space-y-1 ps-6">
                {items}
              </ul>
            );
          }
          default:
            return (
              <p key={i}>
                <Spans spans={block.spans} />
              </p>
            );
        }
      })}
    </div>
  );
}
