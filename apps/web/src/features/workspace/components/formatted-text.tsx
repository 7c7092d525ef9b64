import { Fragment, type ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { parseMessage, type Inline } from '../lib/format-message';

function renderInline(nodes: Inline[], inLink = false): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'code':
        return (
          // Code reads left to right inside Arabic text too; dir isolates it from the words around it.
          <code
            key={index}
            dir="ltr"
            className="rounded-md border border-line bg-surface-2 px-1.5 py-0.5 font-mono text-[0.85em] text-fg"
          >
            {node.text}
          </code>
        );
      case 'bold':
        return (
          <strong key={index} className="font-semibold text-fg">
            {renderInline(node.children, inLink)}
          </strong>
        );
      case 'italic':
        return <em key={index}>{renderInline(node.children, inLink)}</em>;
      case 'link':
        // A link's label that is itself an address ([https://…](https://…)) stays text: no <a> in an <a>.
        if (inLink) return <Fragment key={index}>{renderInline(node.children, true)}</Fragment>;
        return (
          <a
            key={index}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-accent underline decoration-accent/40 underline-offset-2 hover:decoration-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            {/* An address keeps its own direction: no '/http://…' in a right-to-left sentence. */}
            <bdi>{renderInline(node.children, true)}</bdi>
          </a>
        );
    }
  });
}

/**
 * A message's text with its formatting (see lib/format-message.ts); never injects markup. Code and
 * addresses stay left to right in a right-to-left interface.
 */
export function FormattedText({ content, className }: { content: string; className?: string }) {
  const blocks = parseMessage(content);
  return (
    <div className={cn('flex flex-col gap-3 break-words', className)}>
      {blocks.map((block, index) =>
        block.type === 'code' ? (
          <pre
            key={index}
            dir="ltr"
            className="overflow-x-auto text-left rounded-xl border border-line bg-canvas/70 px-3.5 py-3 font-mono text-[12.5px] leading-relaxed text-fg"
          >
            <code data-language={block.language ?? undefined}>{block.text}</code>
          </pre>
        ) : (
          // Each paragraph takes the direction of its own words, so an English message in the Arabic
          // interface keeps its punctuation where it belongs (and the other way round).
          <p key={index} dir="auto" className="text-start">
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {renderInline(line)}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
