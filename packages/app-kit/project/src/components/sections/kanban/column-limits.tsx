/** Work-in-progress limits per column, on the settings page; an empty field means no limit. */
import * as React from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Panel } from '@/components/sections/panel';
import { fmt } from '@/lib/app-frame';
import type { Board, KanbanSchema } from '@/lib/kanban';
import { parseLimit, setLimit } from '@/components/sections/kanban/logic';
import type { SetBoard } from '@/components/sections/kanban/kanban-board';

export function ColumnLimits({
  schema,
  board,
  setBoard,
}: {
  schema: KanbanSchema;
  board: Board;
  setBoard: SetBoard;
}) {
  const T = schema.texts;
  const baseId = React.useId();
  return (
    <Panel id="limits" title={T.limitsTitle}>
      <div className="grid gap-3 sm:grid-cols-3">
        {board.columns.map((column, i) => {
          const id = `${baseId}-${i}`;
          return (
            <div key={column.id} className="grid gap-1.5">
              <Label htmlFor={id}>{fmt(T.limitLabel, { column: column.title })}</Label>
              <Input
                id={id}
                type="number"
                min={1}
                inputMode="numeric"
                placeholder={T.noLimit}
                value={column.limit ?? ''}
                onChange={(event) =>
                  setBoard((previous) => setLimit(previous, column.id, parseLimit(event.target.value)))
                }
              />
            </div>
          );
        })}
      </div>
    </Panel>
  );
}
