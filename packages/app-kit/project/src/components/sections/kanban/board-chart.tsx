/** How many cards each column holds. */
import { BarChart } from '@/components/sections/bar-chart';
import { Panel } from '@/components/sections/panel';
import type { Board, KanbanSchema } from '@/lib/kanban';
import { cardsIn } from '@/components/sections/kanban/logic';

export function BoardChart({ schema, board, title }: { schema: KanbanSchema; board: Board; title: string }) {
  const data = board.columns.map((column) => ({
    label: column.title,
    value: cardsIn(board, column.id).length,
  }));
  return (
    <Panel id="chart" title={title}>
      <BarChart data={data} label={title} empty={schema.texts.noData} />
    </Panel>
  );
}
