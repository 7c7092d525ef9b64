/** Counts of notes, pinned notes, tags and words. */
import { FileTextIcon, HashIcon, PinIcon, TypeIcon } from 'lucide-react';

import { Panel, StatCard } from '@/components/sections/panel';
import { countNotes } from '@/components/sections/notes/logic';
import type { Note, NotesSchema } from '@/lib/notes';

export function NoteStats({ schema, notes, title }: { schema: NotesSchema; notes: Note[]; title: string }) {
  const { texts: T, frame } = schema;
  const counts = countNotes(notes);
  const number = new Intl.NumberFormat(frame.locale);
  const icon = 'size-4';
  return (
    <Panel id="stats" title={title}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={T.statNotes}
          value={number.format(counts.notes)}
          icon={<FileTextIcon aria-hidden className={icon} />}
        />
        <StatCard
          label={T.pinned}
          value={number.format(counts.pinned)}
          icon={<PinIcon aria-hidden className={icon} />}
        />
        <StatCard
          label={T.tags}
          value={number.format(counts.tags)}
          icon={<HashIcon aria-hidden className={icon} />}
        />
        <StatCard
          label={T.statWords}
          value={number.format(counts.words)}
          icon={<TypeIcon aria-hidden className={icon} />}
        />
      </div>
    </Panel>
  );
}
