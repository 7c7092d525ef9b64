import { Fragment, type ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { parseMessage, type Inline } from '../lib/format-message';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'code':
        return (
          <code
            key={index}
            className="rounded-md border border-line bg-surface-2 px-1.5 py-0.5 font-mono text-[0.85em] text-fg"
          >
            {node.text}
          </code>
        );
      case 'bold':
        return (
          <strong key={index} className="font-semibold text-fg">
            {renderInline(node.children)}
          </strong>
        );
      case 'italic':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <a
            key={index}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-accent underline decoration-accent/40 underline-offset-2 hover:decoration-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

/** A message's text with its formatting (see lib/format-message.ts); never injects markup. */
export function FormattedText({ content, className }: { content: string; className?: string }) {
  const blocks = parseMessage(content);
  return (
    <div className={cn('flex flex-col gap-3 break-words', className)}>
      {blocks.map((block, index) =>
        block.type === 'code' ? (
          <pre
            key={index}
            className="overflow-x-auto rounded-xl border border-line bg-canvas/70 px-3.5 py-3 font-mono text-[12.5px] leading-relaxed text-fg"
          >
            <code data-language={block.language ?? undefined}>{block.text}</code>
          </pre>
        ) : (
          <p key={index}>
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
