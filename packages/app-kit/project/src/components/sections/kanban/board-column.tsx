/** One column: its name (renamed in place), its count against its limit, a drop target, and its cards. */
import * as React from 'react';
import { CheckIcon, PencilIcon, XIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { fmt } from '@/lib/app-frame';
import { useInlineEdit } from '@/lib/inline-edit';
import type { Board, Card, Column, KanbanSchema } from '@/lib/kanban';
import { CardItem } from '@/components/sections/kanban/card-item';
import type { CardActions } from '@/components/sections/kanban/kanban-board';
import { cardsIn, overLimit } from '@/components/sections/kanban/logic';

export function BoardColumn({
  schema,
  board,
  column,
  cards,
  isOver,
  onOver,
  dragging,
  helpId,
  actions,
  onRename,
}: {
  schema: KanbanSchema;
  board: Board;
  column: Column;
  /** The column's cards the search and label filter let through. */
  cards: Card[];
  isOver: boolean;
  onOver: (id: string | null) => void;
  dragging: string | null;
  /** The board's help text on moving cards, which every card points to. */
  helpId: string;
  actions: CardActions;
  onRename: (name: string) => void;
}) {
  const T = schema.texts;
  // An empty name closes the editor and keeps the old one.
  const { opener, ...edit } = useInlineEdit<string>((name) => {
    onRename(name);
    return true;
  });
  const total = cardsIn(board, column.id).length;
  const over = overLimit(board, column);
  const headingId = React.useId();
  const countLabel =
    column.limit === null
      ? fmt(T.count, { n: total })
      : fmt(T.countLimit, { n: total, limit: column.limit }) + (over ? ` · ${T.overLimit}` : '');

  return (
    <section
      aria-labelledby={headingId}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        onOver(column.id);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOver(null);
      }}
      onDrop={(event) => {
        event.preventDefault();
        actions.drop(event.dataTransfer.getData('text/plain') || dragging || '', column.id, null);
      }}
      className={cn(
        'flex min-w-0 flex-col rounded-lg border p-3 transition-colors',
        isOver ? 'border-primary bg-primary/5 ring-2 ring-primary/30' : 'bg-muted/40',
      )}
    >
      <div className="mb-3 flex min-h-9 items-center gap-2">
        {/* The heading names the column's region, so it stays (for screen readers) while renamed. */}
        <h3
          id={headingId}
          className={edit.draft !== null ? 'sr-only' : 'min-w-0 flex-1 truncate font-semibold'}
        >
          {column.title}
        </h3>
        {edit.draft !== null ? (
          <div className="flex min-w-0 flex-1 items-center gap-1" {...edit.rowKeys}>
            <Input
              aria-label={T.columnName}
              value={edit.draft}
              autoFocus
              maxLength={40}
              onChange={(event) => edit.setDraft(event.target.value)}
              {...edit.fieldKeys}
            />
            <Button type="button" variant="ghost" size="icon-sm" aria-label={T.save} onClick={edit.save}>
              <CheckIcon aria-hidden />
            </Button>
            <Button type="button" variant="ghost" size="icon-sm" aria-label={T.cancel} onClick={edit.close}>
              <XIcon aria-hidden />
            </Button>
          </div>
        ) : (
          <>
            <Badge variant={over ? 'destructive' : 'secondary'}>
              <span aria-hidden>{column.limit === null ? total : `${total} / ${column.limit}`}</span>
              <span className="sr-only">{countLabel}</span>
            </Badge>
            <Button
              ref={opener}
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={fmt(T.renameColumn, { column: column.title })}
              onClick={() => edit.open(column.title)}
            >
              <PencilIcon aria-hidden />
            </Button>
          </>
        )}
      </div>
      <ul className="flex min-h-24 flex-1 flex-col gap-2">
        {cards.map((card) => (
          <CardItem
            key={card.id}
            schema={schema}
            board={board}
            card={card}
            dragging={dragging === card.id}
            helpId={helpId}
            actions={actions}
          />
        ))}
        {cards.length === 0 && (
          <li className="grid flex-1 place-items-center rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
            {T.dropHere}
          </li>
        )}
      </ul>
    </section>
  );
}
