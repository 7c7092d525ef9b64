/**
 * A whole notes app described by a `NotesSchema`: the frame with its pages, and on them the sections the
 * schema lists (the notes with their editor, counts, a chart of tags, data settings), sharing one list of
 * notes kept in localStorage. Every word it shows comes from the schema.
 */
import { AppPages } from '@/components/sections/app-shell';
import { DataSettings } from '@/components/sections/data-settings';
import { NoteChart } from '@/components/sections/notes/note-chart';
import { NoteStats } from '@/components/sections/notes/note-stats';
import { NoteWorkspace } from '@/components/sections/notes/note-workspace';
import { seedNotes, startingNotes } from '@/components/sections/notes/logic';
import type { SectionSlot } from '@/lib/app-frame';
import type { Note, NoteSectionId, NotesSchema } from '@/lib/notes';
import { useAppData } from '@/lib/stored-state';

export interface NotesAppProps {
  schema: NotesSchema;
  /** The time the app treats as now (ms since the epoch) for the sample notes; the clock when not given. */
  now?: number;
}

export function NotesApp({ schema, now: fixedNow }: NotesAppProps) {
  const { frame, storage } = schema;
  const now = () => fixedNow ?? Date.now();
  const [notes, setNotes] = useAppData<Note[]>(frame, storage.key, (stored) =>
    startingNotes(schema, now(), stored),
  );

  function section(slot: SectionSlot<NoteSectionId>) {
    const props = { schema, notes, title: slot.title };
    switch (slot.id) {
      case 'notes':
        return <NoteWorkspace {...props} setNotes={setNotes} />;
      case 'stats':
        return <NoteStats {...props} />;
      case 'chart':
        return <NoteChart {...props} />;
      case 'settings':
        return (
          <DataSettings
            title={slot.title}
            texts={schema.texts}
            onReset={() => setNotes(seedNotes(schema.seed, now()))}
            onClear={() => setNotes([])}
          />
        );
    }
  }

  return <AppPages frame={frame} sections={schema.sections} render={section} />;
}
