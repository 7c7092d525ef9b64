/**
 * The list itself: a form to add an item with an optional note, search and filters when the app has
 * them, the downloads, and the items, each checked off, starred, edited in place or deleted.
 */
import * as React from 'react';
import { CheckIcon, InboxIcon, PencilIcon, PlusIcon, StarIcon, Trash2Icon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/sections/form-field';
import { EmptyState, ExportButton, SearchField } from '@/components/sections/list-tools';
import { SiteSection } from '@/components/sections/site-section';
import { NEW_ITEM_ID } from '@/components/sections/list/list-hero';
import { countItems, csvRows, filterItems } from '@/components/sections/list/logic';
import { fmt } from '@/lib/app-frame';
import { downloadCsv, downloadJson } from '@/lib/download';
import { newId } from '@/lib/id';
import { useInlineEdit } from '@/lib/inline-edit';
import { LIST_FILTERS, MAX_TITLE, type ListFilter, type ListItem, type ListSchema } from '@/lib/list';
import { cn } from '@/lib/utils';

type SetItems = (update: (previous: ListItem[]) => ListItem[]) => void;

export function ListItems({
  schema,
  items,
  setItems,
  title,
  narrow,
}: {
  schema: ListSchema;
  items: ListItem[];
  setItems: SetItems;
  title: string;
  /** Centred at a reading width, under a hero; else as wide as the page's heading. */
  narrow: boolean;
}) {
  const { texts: T, features } = schema;
  const noteId = React.useId();
  const [draft, setDraft] = React.useState('');
  const [note, setNote] = React.useState('');
  const [error, setError] = React.useState<string | undefined>(undefined);
  const [query, setQuery] = React.useState('');
  const [filter, setFilter] = React.useState<ListFilter>('all');
  const inputRef = React.useRef<HTMLInputElement>(null);

  const counts = countItems(items);
  const shown = filterItems(items, features.filters ? filter : 'all', features.search ? query : '');
  const filterLabel: Record<ListFilter, string> = {
    all: T.filterAll,
    open: T.filterOpen,
    done: T.filterDone,
    starred: T.filterStarred,
  };

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = draft.trim();
    if (!clean || clean.length > MAX_TITLE) {
      setError(clean ? T.tooLong : T.required);
      inputRef.current?.focus();
      return;
    }
    const item: ListItem = {
      id: newId(),
      title: clean,
      note: note.trim(),
      done: false,
      starred: false,
      createdAt: new Date().toISOString(),
    };
    setItems((previous) => [item, ...previous]);
    setDraft('');
    setNote('');
    setError(undefined);
    inputRef.current?.focus();
  }

  function update(id: string, change: Partial<Omit<ListItem, 'id'>>) {
    setItems((previous) => previous.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }

  const tools = features.search || features.filters || features.export;

  return (
    <SiteSection
      id="collection"
      title={title}
      intro={T.collectionSubtitle}
      narrow={narrow}
      actions={
        <Badge variant="secondary" className="tabular-nums" aria-live="polite">
          {fmt(T.count, { open: counts.open, done: counts.done })}
        </Badge>
      }
    >
      <Card className="p-4 sm:p-6">
        <form
          onSubmit={add}
          noValidate
          className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
        >
          <FormField id={NEW_ITEM_ID} label={T.newLabel} error={error}>
            {(control) => (
              <Input
                {...control}
                ref={inputRef}
                value={draft}
                maxLength={MAX_TITLE + 20}
                autoComplete="off"
                placeholder={T.newPlaceholder}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <FormField id={noteId} label={T.noteLabel}>
            {(control) => (
              <Input
                {...control}
                value={note}
                maxLength={200}
                placeholder={T.notePlaceholder}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" className="sm:mt-[1.375rem]">
            <PlusIcon aria-hidden />
            {T.add}
          </Button>
        </form>
      </Card>

      {tools ? (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {features.search ? (
            <SearchField label={T.searchPlaceholder} value={query} onChange={setQuery} className="basis-56" />
          ) : null}
          {features.filters ? (
            <div
              role="group"
              aria-label={T.filterLabel}
              className="inline-flex flex-wrap rounded-md border p-0.5"
            >
              {LIST_FILTERS.map((option) => (
                <Button
                  key={option}
                  type="button"
                  size="sm"
                  variant={filter === option ? 'default' : 'ghost'}
                  aria-pressed={filter === option}
                  onClick={() => setFilter(option)}
                >
                  {filterLabel[option]}
                </Button>
              ))}
            </div>
          ) : null}
          {features.export ? (
            <div className="flex gap-2">
              <ExportButton label={T.exportJson} onClick={() => downloadJson('items.json', items)} />
              <ExportButton label={T.exportCsv} onClick={() => downloadCsv('items.csv', csvRows(items))} />
            </div>
          ) : null}
        </div>
      ) : null}

      {shown.length === 0 ? (
        <EmptyState
          className="mt-6"
          icon={InboxIcon}
          title={items.length === 0 ? T.empty : T.noMatch}
          hint={items.length === 0 ? T.emptyHint : T.noMatchHint}
        />
      ) : (
        <Card className="mt-6 gap-0 p-0">
          <ul className="divide-y">
            {shown.map((item) => (
              <ItemRow
                key={item.id}
                schema={schema}
                item={item}
                onChange={(change) => update(item.id, change)}
                onDelete={() => setItems((previous) => previous.filter((i) => i.id !== item.id))}
              />
            ))}
          </ul>
        </Card>
      )}

      {counts.done > 0 ? (
        <div className="mt-4 flex justify-end">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setItems((previous) => previous.filter((item) => !item.done))}
          >
            {T.clearDone}
          </Button>
        </div>
      ) : null}
    </SiteSection>
  );
}

function ItemRow({
  schema,
  item,
  onChange,
  onDelete,
}: {
  schema: ListSchema;
  item: ListItem;
  onChange: (change: Partial<Omit<ListItem, 'id'>>) => void;
  onDelete: () => void;
}) {
  const { texts: T } = schema;
  const named = (template: string) => fmt(template, { title: item.title });
  const { opener, ...edit } = useInlineEdit<{ title: string; note: string }>((draft) => {
    const clean = draft.title.trim();
    if (!clean || clean.length > MAX_TITLE) return false;
    onChange({ title: clean, note: draft.note.trim() });
    return true;
  });
  const { draft, setDraft } = edit;
  const titleRef = React.useRef<HTMLInputElement>(null);
  const editing = draft !== null;
  // The editor opens on the title, as the button that opened it asked.
  React.useEffect(() => {
    if (editing) titleRef.current?.focus();
  }, [editing]);

  if (draft) {
    return (
      <li className="px-4 py-3 sm:px-5">
        <div className="flex flex-wrap items-center gap-2" {...edit.rowKeys}>
          <Input
            ref={titleRef}
            aria-label={T.editLabel}
            value={draft.title}
            maxLength={MAX_TITLE}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            {...edit.fieldKeys}
            className="min-w-0 flex-1 basis-48"
          />
          <Input
            aria-label={T.noteLabel}
            value={draft.note}
            maxLength={200}
            placeholder={T.notePlaceholder}
            onChange={(event) => setDraft({ ...draft, note: event.target.value })}
            {...edit.fieldKeys}
            className="min-w-0 flex-1 basis-48"
          />
          <Button type="button" size="sm" onClick={edit.save}>
            <CheckIcon aria-hidden />
            {T.save}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={edit.close}>
            {T.cancel}
          </Button>
        </div>
      </li>
    );
  }

  return (
    <li className="group flex items-start gap-3 px-4 py-3.5 transition-colors hover:bg-muted/40 sm:px-5">
      <Checkbox
        checked={item.done}
        onCheckedChange={(checked) => onChange({ done: checked === true })}
        aria-label={named(T.markDone)}
        className="mt-0.5 size-5"
      />
      <div className="min-w-0 flex-1">
        <p
          className={cn('font-medium break-words', item.done && 'text-muted-foreground line-through')}
          onDoubleClick={() => edit.open({ title: item.title, note: item.note })}
        >
          {item.title}
        </p>
        {item.note ? <p className="mt-0.5 text-sm break-words text-muted-foreground">{item.note}</p> : null}
      </div>
      <div className="flex shrink-0 items-center gap-0.5">
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-pressed={item.starred}
          aria-label={named(T.star)}
          onClick={() => onChange({ starred: !item.starred })}
          className={cn(item.starred && 'text-amber-500 hover:text-amber-600')}
        >
          <StarIcon aria-hidden className={cn(item.starred && 'fill-current')} />
        </Button>
        <Button
          ref={opener}
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={named(T.edit)}
          onClick={() => edit.open({ title: item.title, note: item.note })}
        >
          <PencilIcon aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={named(T.remove)}
          onClick={onDelete}
          className="hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}
