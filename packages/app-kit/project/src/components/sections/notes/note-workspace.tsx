/**
 * The notes: a list (pinned first, then the latest edit; searched and filtered by tag when the app has
 * those) beside the open note's editor, on small screens one at a time. The new-note button opens a
 * blank note.
 */
import * as React from 'react';
import { PencilIcon, PinIcon, PlusIcon, StickyNoteIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { EmptyState, ExportButton, SearchField } from '@/components/sections/list-tools';
import { Panel } from '@/components/sections/panel';
import { NoteEditor } from '@/components/sections/notes/note-editor';
import {
  allTags,
  excerpt,
  isBlank,
  markdownFileName,
  matchesNote,
  noteMarkdown,
  sortNotes,
} from '@/components/sections/notes/logic';
import { cn } from '@/lib/utils';
import { download, downloadJson } from '@/lib/download';
import { newId } from '@/lib/id';
import type { Note, NotesSchema } from '@/lib/notes';

type SetNotes = (update: (previous: Note[]) => Note[]) => void;

export function NoteWorkspace({
  schema,
  notes,
  setNotes,
  title,
}: {
  schema: NotesSchema;
  notes: Note[];
  setNotes: SetNotes;
  title: string;
}) {
  const { texts: T, features, frame } = schema;
  const [selectedId, setSelectedId] = React.useState<string | null>(null);
  const [query, setQuery] = React.useState('');
  const [tag, setTag] = React.useState('');
  const titleRef = React.useRef<HTMLInputElement>(null);
  const newButton = React.useRef<HTMLButtonElement>(null);
  const edited = React.useMemo(
    () => new Intl.DateTimeFormat(frame.locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [frame.locale],
  );

  const tags = allTags(notes);
  // A tag no note carries any more filters nothing.
  const activeTag = features.filters && tags.includes(tag) ? tag : '';
  const selected = notes.find((n) => n.id === selectedId) ?? null;
  const visible = sortNotes(notes).filter((n) => matchesNote(n, features.search ? query : '', activeTag));

  function createNote() {
    const blank = notes.find(isBlank);
    if (blank) {
      setSelectedId(blank.id);
    } else {
      const now = Date.now();
      const note: Note = {
        id: newId(),
        title: '',
        body: '',
        tags: [],
        pinned: false,
        createdAt: now,
        updatedAt: now,
      };
      setNotes((previous) => [note, ...previous]);
      setSelectedId(note.id);
    }
    setQuery('');
    setTag('');
    setTimeout(() => titleRef.current?.focus(), 0);
  }

  function update(id: string, patch: Partial<Note>) {
    setNotes((previous) =>
      previous.map((n) => (n.id === id ? { ...n, ...patch, updatedAt: Date.now() } : n)),
    );
  }

  function remove(id: string) {
    setNotes((previous) => previous.filter((n) => n.id !== id));
    setSelectedId(null);
    setTimeout(() => newButton.current?.focus(), 0);
  }

  function close() {
    const id = selectedId;
    setSelectedId(null);
    setTimeout(() => {
      const items = document.querySelectorAll<HTMLElement>('[data-note-id]');
      [...items].find((item) => item.dataset.noteId === id)?.focus();
    }, 0);
  }

  return (
    <Panel
      id="notes"
      title={title}
      actions={
        <div className="flex flex-wrap gap-2">
          {features.export && (
            <ExportButton label={T.exportJson} onClick={() => downloadJson('notes.json', sortNotes(notes))} />
          )}
          <Button ref={newButton} type="button" onClick={createNote}>
            <PlusIcon aria-hidden />
            {T.newNote}
          </Button>
        </div>
      }
    >
      <div className="grid gap-5 md:grid-cols-[18rem_minmax(0,1fr)]">
        <div className={cn('min-w-0 space-y-3', selected && 'hidden md:block')}>
          {features.search && (
            <SearchField
              label={T.searchNotes}
              value={query}
              onChange={setQuery}
              className="flex-none basis-auto"
            />
          )}
          {features.filters && tags.length > 0 && (
            <div role="group" aria-label={T.filterTags} className="flex flex-wrap gap-1.5">
              {['', ...tags].map((t) => (
                <Button
                  key={t || '*'}
                  type="button"
                  size="sm"
                  variant={activeTag === t ? 'default' : 'secondary'}
                  aria-pressed={activeTag === t}
                  onClick={() => setTag(t)}
                  className="h-7 rounded-full px-2.5 text-xs"
                >
                  {t === '' ? T.allTags : `#${t}`}
                </Button>
              ))}
            </div>
          )}
          {visible.length === 0 ? (
            <EmptyState
              className="h-full justify-center"
              icon={StickyNoteIcon}
              title={notes.length === 0 ? T.emptyTitle : T.noMatches}
              hint={notes.length === 0 ? T.emptyHint : undefined}
            />
          ) : (
            <ul aria-label={title} className="space-y-1.5">
              {visible.map((note) => (
                <li key={note.id}>
                  <button
                    type="button"
                    data-note-id={note.id}
                    aria-current={note.id === selectedId ? 'true' : undefined}
                    onClick={() => setSelectedId(note.id)}
                    className={cn(
                      'w-full rounded-md border px-3 py-2.5 text-start transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      note.id === selectedId
                        ? 'border-primary bg-primary/5'
                        : 'border-transparent hover:bg-accent hover:text-accent-foreground',
                    )}
                  >
                    <span className="flex items-center gap-1.5">
                      {note.pinned && (
                        <>
                          <PinIcon aria-hidden className="size-3.5 shrink-0 text-primary" />
                          <span className="sr-only">{T.pinned}</span>
                        </>
                      )}
                      <span className="truncate font-medium">{note.title.trim() || T.untitled}</span>
                    </span>
                    <span className="mt-0.5 block truncate text-sm text-muted-foreground">
                      {excerpt(note.body) || '\u00a0'}
                    </span>
                    <span className="mt-1 block text-xs text-muted-foreground/80">
                      {edited.format(note.updatedAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={cn('min-w-0', !selected && 'hidden md:block')}>
          {selected ? (
            <NoteEditor
              key={selected.id}
              note={selected}
              texts={T}
              edited={edited.format(selected.updatedAt)}
              titleRef={titleRef}
              onChange={(patch) => update(selected.id, patch)}
              onDelete={() => remove(selected.id)}
              onClose={close}
              onDownload={
                features.export
                  ? () => download(markdownFileName(selected), noteMarkdown(selected), 'text/markdown')
                  : undefined
              }
            />
          ) : (
            <EmptyState className="h-full justify-center" icon={PencilIcon} title={T.selectNote} />
          )}
        </div>
      </div>
    </Panel>
  );
}
