/** How many notes carry each tag, the ten most used. */
import { BarChart } from '@/components/sections/bar-chart';
import { Panel } from '@/components/sections/panel';
import { tagCounts } from '@/components/sections/notes/logic';
import type { Note, NotesSchema } from '@/lib/notes';

export function NoteChart({ schema, notes, title }: { schema: NotesSchema; notes: Note[]; title: string }) {
  const data = tagCounts(notes, 10).map(({ tag, count }) => ({ label: `#${tag}`, value: count }));
  return (
    <Panel id="chart" title={title}>
      <BarChart data={data} label={title} empty={schema.texts.noData} />
    </Panel>
  );
}
