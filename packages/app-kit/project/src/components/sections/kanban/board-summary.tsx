/** Counts at a glance: all cards, the cards in each column (with its limit), and the share done. */
import { CircleCheckIcon, LayersIcon } from 'lucide-react';

import { Panel, StatCard } from '@/components/sections/panel';
import { fmt } from '@/lib/app-frame';
import type { Board, KanbanSchema } from '@/lib/kanban';
import { cardsIn, completion, overLimit } from '@/components/sections/kanban/logic';

export function BoardSummary({
  schema,
  board,
  title,
}: {
  schema: KanbanSchema;
  board: Board;
  title: string;
}) {
  const { texts: T, frame } = schema;
  const { ratio } = completion(board);
  const icon = 'size-4';
  return (
    <Panel id="summary" title={title}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        <StatCard
          label={T.statTotal}
          value={board.cards.length}
          icon={<LayersIcon aria-hidden className={icon} />}
        />
        {board.columns.map((column) => {
          const over = overLimit(board, column);
          const hint = over
            ? T.overLimit
            : column.limit === null
              ? null
              : fmt(T.limitHint, { limit: column.limit });
          return (
            <StatCard
              key={column.id}
              label={column.title}
              value={
                <>
                  {cardsIn(board, column.id).length}
                  {hint && (
                    <span
                      className={
                        over
                          ? 'mt-0.5 block text-xs font-medium text-destructive'
                          : 'mt-0.5 block text-xs font-normal text-muted-foreground'
                      }
                    >
                      {hint}
                    </span>
                  )}
                </>
              }
            />
          );
        })}
        <StatCard
          label={T.statDone}
          value={new Intl.NumberFormat(frame.locale, { style: 'percent' }).format(ratio)}
          icon={<CircleCheckIcon aria-hidden className={icon} />}
        />
      </div>
    </Panel>
  );
}
