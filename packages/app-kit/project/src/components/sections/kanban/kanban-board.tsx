/**
 * The board: add cards (with a label and a validated title when the app has forms, and the board's own
 * card fields when it has some), search, filter by
 * label, export, and the columns, whose cards move by buttons, HTML5 drag and drop or Alt + arrow keys.
 * Moves, additions and deletions are announced to screen readers.
 */
import * as React from 'react';
import { PlusIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { ExportButton, SearchField } from '@/components/sections/list-tools';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Label } from '@/components/ui/label';
import { Panel } from '@/components/sections/panel';
import { cn } from '@/lib/utils';
import { FieldInput } from '@/components/sections/kanban/card-item';
import { fmt } from '@/lib/app-frame';
import { downloadCsv } from '@/lib/download';
import { newId } from '@/lib/id';
import type { Board, Card, KanbanSchema } from '@/lib/kanban';
import { BoardColumn } from '@/components/sections/kanban/board-column';
import {
  addCard,
  allTags,
  cardMatches,
  cardsIn,
  csvRows,
  isWide,
  moveCard,
  neighbourColumn,
  removeCard,
  renameColumn,
  reorderCard,
  targetColumn,
  updateCard,
} from '@/components/sections/kanban/logic';

export type SetBoard = (update: (previous: Board) => Board) => void;

/** What a card can do on the board. */
export interface CardActions {
  shift: (card: Card, direction: -1 | 1) => void;
  reorder: (card: Card, delta: -1 | 1) => void;
  update: (id: string, patch: Pick<Card, 'title' | 'notes' | 'tag' | 'fields'>) => void;
  remove: (card: Card) => void;
  drop: (cardId: string, columnId: string, beforeId: string | null) => void;
  setDragging: (id: string | null) => void;
}

/** Focus follows a moved card once it is rendered in its new place. */
function focusCard(id: string) {
  setTimeout(() => {
    const cards = document.querySelectorAll<HTMLElement>('[data-card-id]');
    [...cards].find((el) => el.dataset.cardId === id)?.focus();
  }, 0);
}

export function KanbanBoard({
  schema,
  board,
  setBoard,
  title,
}: {
  schema: KanbanSchema;
  board: Board;
  setBoard: SetBoard;
  title: string;
}) {
  const { texts: T, features } = schema;
  const ids = {
    title: React.useId(),
    tag: React.useId(),
    tags: React.useId(),
    column: React.useId(),
    error: React.useId(),
    help: React.useId(),
  };
  const [draftTitle, setDraftTitle] = React.useState('');
  const [tag, setTag] = React.useState('');
  const [fields, setFields] = React.useState<Record<string, string>>({});
  const fieldsId = React.useId();
  const [columnId, setColumnId] = React.useState(board.columns[0]?.id ?? '');
  const [error, setError] = React.useState<string | null>(null);
  const [query, setQuery] = React.useState('');
  const [tagFilter, setTagFilter] = React.useState('');
  const [dragging, setDragging] = React.useState<string | null>(null);
  const [over, setOver] = React.useState<string | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const target = targetColumn(board, columnId);
  const tags = allTags(board);

  function columnTitle(id: string): string {
    return board.columns.find((c) => c.id === id)?.title ?? '';
  }

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = draftTitle.trim();
    if (!clean || !target) {
      if (features.forms) setError(T.cardRequired);
      inputRef.current?.focus();
      return;
    }
    const card: Card = {
      id: newId(),
      title: clean,
      notes: '',
      tag: features.forms ? tag.trim() : '',
      columnId: target,
      createdAt: Date.now(),
    };
    const given = Object.entries(fields)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== '');
    if (given.length > 0) card.fields = Object.fromEntries(given);
    setBoard((previous) => addCard(previous, card));
    setDraftTitle('');
    setTag('');
    setFields({});
    setError(null);
    setAnnouncement(fmt(T.added, { title: clean, column: columnTitle(target) }));
    inputRef.current?.focus();
  }

  const actions: CardActions = {
    shift(card, direction) {
      const next = neighbourColumn(board, card, direction);
      if (!next) return;
      setBoard((previous) => moveCard(previous, card.id, next.id));
      setAnnouncement(fmt(T.moved, { title: card.title, column: next.title }));
      focusCard(card.id);
    },
    reorder(card, delta) {
      setBoard((previous) => reorderCard(previous, card.id, delta));
      focusCard(card.id);
    },
    update(id, patch) {
      setBoard((previous) => updateCard(previous, id, patch));
    },
    remove(card) {
      setBoard((previous) => removeCard(previous, card.id));
      setAnnouncement(fmt(T.deleted, { title: card.title }));
    },
    drop(cardId, toColumn, beforeId) {
      const card = board.cards.find((c) => c.id === cardId);
      setDragging(null);
      setOver(null);
      if (!card) return;
      setBoard((previous) => moveCard(previous, cardId, toColumn, beforeId));
      if (card.columnId !== toColumn)
        setAnnouncement(fmt(T.moved, { title: card.title, column: columnTitle(toColumn) }));
    },
    setDragging,
  };

  const visible = (card: Card) =>
    cardMatches(card, features.search ? query : '', features.filters ? tagFilter : '');

  const columnSelect = (
    <NativeSelect
      id={ids.column}
      aria-label={features.forms ? undefined : T.column}
      value={target}
      onChange={(event) => setColumnId(event.target.value)}
    >
      {board.columns.map((column) => (
        <option key={column.id} value={column.id}>
          {column.title}
        </option>
      ))}
    </NativeSelect>
  );

  return (
    <Panel id="board" title={title}>
      <form
        onSubmit={add}
        noValidate
        className={cn(
          'grid gap-3 sm:items-end',
          features.forms
            ? 'sm:grid-cols-[minmax(0,1fr)_10rem_10rem_auto]'
            : 'sm:grid-cols-[minmax(0,1fr)_10rem_auto]',
        )}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={ids.title} className={features.forms ? undefined : 'sr-only'}>
            {T.newCard}
          </Label>
          <Input
            id={ids.title}
            ref={inputRef}
            value={draftTitle}
            onChange={(event) => {
              setDraftTitle(event.target.value);
              setError(null);
            }}
            placeholder={T.newCardPlaceholder}
            maxLength={200}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        {features.forms && (
          <div className="grid gap-1.5">
            <Label htmlFor={ids.tag}>{T.tag}</Label>
            <Input
              id={ids.tag}
              value={tag}
              onChange={(event) => setTag(event.target.value)}
              placeholder={T.tagPlaceholder}
              maxLength={30}
              autoComplete="off"
              list={ids.tags}
            />
            <datalist id={ids.tags}>
              {tags.map((t) => (
                <option key={t} value={t} />
              ))}
            </datalist>
          </div>
        )}
        {features.forms ? (
          <div className="grid gap-1.5">
            <Label htmlFor={ids.column}>{T.column}</Label>
            {columnSelect}
          </div>
        ) : (
          columnSelect
        )}
        <Button type="submit">
          <PlusIcon aria-hidden />
          {T.addCard}
        </Button>
        {(schema.cardFields ?? []).length > 0 && (
          <div className="grid gap-3 sm:col-span-full sm:grid-cols-3">
            {(schema.cardFields ?? []).map((field) => (
              <div key={field.key} className="grid gap-1.5">
                <Label htmlFor={`${fieldsId}-${field.key}`}>{field.label}</Label>
                <FieldInput
                  id={`${fieldsId}-${field.key}`}
                  field={field}
                  value={fields[field.key] ?? ''}
                  onChange={(value) => setFields({ ...fields, [field.key]: value })}
                />
              </div>
            ))}
          </div>
        )}
        {error && (
          <p id={ids.error} role="alert" className="text-sm text-destructive sm:col-span-full">
            {error}
          </p>
        )}
      </form>

      {(features.search || features.filters || features.export) && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {features.search && (
            <SearchField label={T.searchCards} value={query} onChange={setQuery} className="basis-48" />
          )}
          {features.filters && (
            <NativeSelect
              aria-label={T.filterTag}
              value={tagFilter}
              onChange={(event) => setTagFilter(event.target.value)}
              className="w-44"
            >
              <option value="">{T.allTags}</option>
              {tags.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect>
          )}
          {features.export && (
            <ExportButton
              label={T.exportCsv}
              onClick={() =>
                downloadCsv(
                  'board.csv',
                  csvRows(board, [T.column, T.cardTitle, T.notes, T.tag], schema.cardFields),
                )
              }
            />
          )}
        </div>
      )}

      <p id={ids.help} className="mt-4 text-xs text-muted-foreground">
        {T.dragHelp}
      </p>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <div
        className={cn(
          'mt-3 grid gap-4 md:grid-flow-col',
          isWide(board.columns)
            ? 'md:auto-cols-[minmax(14rem,1fr)] md:overflow-x-auto md:pb-2'
            : 'md:auto-cols-fr',
        )}
      >
        {board.columns.map((column) => (
          <BoardColumn
            key={column.id}
            schema={schema}
            board={board}
            column={column}
            cards={cardsIn(board, column.id).filter(visible)}
            isOver={over === column.id}
            onOver={setOver}
            dragging={dragging}
            helpId={ids.help}
            actions={actions}
            onRename={(name) => setBoard((previous) => renameColumn(previous, column.id, name))}
          />
        ))}
      </div>
    </Panel>
  );
}
