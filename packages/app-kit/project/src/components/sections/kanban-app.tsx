/**
 * A whole kanban board described by a `KanbanSchema`: the frame with its pages, and on them the sections
 * the schema lists (counts, the board, a chart of cards per column, settings with the work-in-progress
 * limits and the data settings), sharing one board kept in localStorage. Every word it shows comes from
 * the schema.
 */
import { AppPages } from '@/components/sections/app-shell';
import { DataSettings } from '@/components/sections/data-settings';
import { BoardChart } from '@/components/sections/kanban/board-chart';
import { BoardSummary } from '@/components/sections/kanban/board-summary';
import { ColumnLimits } from '@/components/sections/kanban/column-limits';
import { KanbanBoard } from '@/components/sections/kanban/kanban-board';
import { sampleBoard, startingBoard } from '@/components/sections/kanban/logic';
import type { SectionSlot } from '@/lib/app-frame';
import type { Board, KanbanSchema, KanbanSectionId } from '@/lib/kanban';
import { useAppData } from '@/lib/stored-state';

export interface KanbanAppProps {
  schema: KanbanSchema;
}

export function KanbanApp({ schema }: KanbanAppProps) {
  const { frame, storage } = schema;
  const [board, setBoard] = useAppData<Board>(frame, storage.key, (stored) => startingBoard(schema, stored));

  function section(slot: SectionSlot<KanbanSectionId>) {
    const props = { schema, board, title: slot.title };
    switch (slot.id) {
      case 'summary':
        return <BoardSummary {...props} />;
      case 'board':
        return <KanbanBoard {...props} setBoard={setBoard} />;
      case 'chart':
        return <BoardChart {...props} />;
      case 'settings':
        // The limits are settings too: they sit above the data settings, on the same page.
        return (
          <>
            <ColumnLimits schema={schema} board={board} setBoard={setBoard} />
            <DataSettings
              title={slot.title}
              texts={schema.texts}
              onReset={() => setBoard(sampleBoard(schema))}
              onClear={() => setBoard((previous) => ({ ...previous, cards: [] }))}
            />
          </>
        );
    }
  }

  return <AppPages frame={frame} sections={schema.sections} render={section} />;
}
