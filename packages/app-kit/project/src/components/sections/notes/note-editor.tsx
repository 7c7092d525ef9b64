/**
 * One note, saved as it is typed: its title, its body (written, or previewed as markdown) and its tags;
 * pin it, download it as markdown, or delete it after a confirmation. Escape goes back to the list.
 */
import * as React from 'react';
import {
  ArrowLeftIcon,
  DownloadIcon,
  EyeIcon,
  PencilIcon,
  PinIcon,
  PinOffIcon,
  Trash2Icon,
} from 'lucide-react';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { MarkdownPreview } from '@/components/sections/notes/markdown-preview';
import { parseTags } from '@/components/sections/notes/logic';
import { fmt } from '@/lib/app-frame';
import type { Note, NoteTexts } from '@/lib/notes';

type Mode = 'write' | 'preview';

export function NoteEditor({
  note,
  texts: T,
  edited,
  titleRef,
  onChange,
  onDelete,
  onClose,
  onDownload,
}: {
  note: Note;
  texts: NoteTexts;
  /** The note's last edit, as the app shows times. */
  edited: string;
  titleRef: React.Ref<HTMLInputElement>;
  onChange: (patch: Partial<Pick<Note, 'title' | 'body' | 'tags' | 'pinned'>>) => void;
  onDelete: () => void;
  onClose: () => void;
  /** Downloads the note as markdown; no button without it. */
  onDownload?: () => void;
}) {
  const ids = {
    title: React.useId(),
    body: React.useId(),
    bodyHint: React.useId(),
    tags: React.useId(),
    tagsHint: React.useId(),
  };
  const [mode, setMode] = React.useState<Mode>('write');
  const [tags, setTags] = React.useState(note.tags.join(', '));

  return (
    // Escape anywhere in the editor closes it; the keys reach it from the fields it holds.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div
      className="space-y-4"
      onKeyDown={(event) => {
        // Keys pressed in the delete confirmation (a portal) bubble here too: that dialog handles its own.
        if (event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onClose} className="md:hidden">
          <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
          {T.back}
        </Button>
        <div role="group" aria-label={T.mode} className="inline-flex rounded-md border p-0.5">
          {(['write', 'preview'] as const).map((m) => (
            <Button
              key={m}
              type="button"
              size="sm"
              variant={mode === m ? 'default' : 'ghost'}
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
            >
              {m === 'write' ? <PencilIcon aria-hidden /> : <EyeIcon aria-hidden />}
              {m === 'write' ? T.write : T.preview}
            </Button>
          ))}
        </div>
        <div className="ms-auto flex flex-wrap gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-pressed={note.pinned}
            onClick={() => onChange({ pinned: !note.pinned })}
          >
            {note.pinned ? <PinOffIcon aria-hidden /> : <PinIcon aria-hidden />}
            {note.pinned ? T.unpin : T.pin}
          </Button>
          {onDownload && (
            <Button type="button" variant="ghost" size="sm" onClick={onDownload}>
              <DownloadIcon aria-hidden />
              {T.downloadMd}
            </Button>
          )}
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button type="button" variant="ghost" size="sm" className="hover:text-destructive">
                <Trash2Icon aria-hidden />
                {T.deleteNote}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent aria-describedby={undefined}>
              <AlertDialogHeader>
                <AlertDialogTitle>{T.confirmDelete}</AlertDialogTitle>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{T.cancel}</AlertDialogCancel>
                <AlertDialogAction onClick={onDelete}>{T.deleteNote}</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={ids.title}>{T.titleLabel}</Label>
        <Input
          id={ids.title}
          ref={titleRef}
          value={note.title}
          placeholder={T.untitled}
          maxLength={120}
          autoComplete="off"
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </div>

      {mode === 'write' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={ids.body}>{T.body}</Label>
          <Textarea
            id={ids.body}
            rows={12}
            value={note.body}
            placeholder={T.bodyPlaceholder}
            aria-describedby={ids.bodyHint}
            onChange={(event) => onChange({ body: event.target.value })}
            className="min-h-60"
          />
          <p id={ids.bodyHint} className="text-xs text-muted-foreground">
            {T.bodyHint}
          </p>
        </div>
      ) : (
        <div role="region" aria-label={T.preview} className="min-h-60 rounded-lg border bg-background p-4">
          <MarkdownPreview source={note.body} empty={T.nothingToPreview} />
        </div>
      )}

      <div className="grid gap-1.5">
        <Label htmlFor={ids.tags}>{T.tags}</Label>
        <Input
          id={ids.tags}
          value={tags}
          placeholder={T.tagsPlaceholder}
          autoComplete="off"
          aria-describedby={ids.tagsHint}
          onChange={(event) => {
            setTags(event.target.value);
            onChange({ tags: parseTags(event.target.value) });
          }}
        />
        <p id={ids.tagsHint} className="text-xs text-muted-foreground">
          {T.tagsHint}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {note.tags.map((tag) => (
          <Badge key={tag} variant="secondary">
            #{tag}
          </Badge>
        ))}
        <span className="ms-auto">{fmt(T.edited, { time: edited })}</span>
      </div>
    </div>
  );
}
