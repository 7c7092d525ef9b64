/**
 * A card: dragged to another column or before another card, moved with Alt + arrow keys while focused or
 * with its buttons, edited in place (title, notes, label and the board's own card fields) and deleted.
 */
import * as React from 'react';
import {
  ArrowDownIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  ArrowUpIcon,
  GripVerticalIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { formatDay, isDayKey } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { fmt } from '@/lib/app-frame';
import { useInlineEdit } from '@/lib/inline-edit';
import type { Board, Card, CardField, KanbanSchema } from '@/lib/kanban';
import type { CardActions } from '@/components/sections/kanban/kanban-board';
import { neighbourColumn } from '@/components/sections/kanban/logic';

type Draft = Pick<Card, 'title' | 'notes' | 'tag'> & { fields: Record<string, string> };

/** A card field's value as shown: a day in the app's language, anything else as typed. */
function shown(schema: KanbanSchema, field: CardField, value: string): string {
  return field.type === 'date' && isDayKey(value)
    ? formatDay(value, schema.frame.locale, { day: 'numeric', month: 'short', year: 'numeric' })
    : value;
}

/**
 * The control that edits one card field: named by its label, or by the visible label its `id` ties it
 * to (the add form).
 */
export function FieldInput({
  field,
  value,
  onChange,
  keys,
  id,
}: {
  field: CardField;
  value: string;
  onChange: (value: string) => void;
  keys?: { onKeyDown: (event: React.KeyboardEvent) => void };
  id?: string;
}) {
  const named = id ? { id } : { 'aria-label': field.label };
  if (field.type === 'choice')
    return (
      <NativeSelect {...named} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{id ? '–' : `${field.label}: –`}</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    );
  return (
    <Input
      {...named}
      placeholder={id ? undefined : field.label}
      type={field.type === 'date' ? 'date' : field.type === 'number' ? 'number' : 'text'}
      value={value}
      maxLength={200}
      onChange={(event) => onChange(event.target.value)}
      {...keys}
    />
  );
}

/**
 * Alt + arrow keys move a focused card: left and right to the neighbouring column, up and down within
 * its column. The arrows point the way the board reads, so in a right-to-left app left moves on.
 */
function keyMove(key: string, rtl: boolean): { shift?: -1 | 1; reorder?: -1 | 1 } | null {
  switch (key) {
    case 'ArrowLeft':
      return { shift: rtl ? 1 : -1 };
    case 'ArrowRight':
      return { shift: rtl ? -1 : 1 };
    case 'ArrowUp':
      return { reorder: -1 };
    case 'ArrowDown':
      return { reorder: 1 };
    default:
      return null;
  }
}

export function CardItem({
  schema,
  board,
  card,
  dragging,
  helpId,
  actions,
}: {
  schema: KanbanSchema;
  board: Board;
  card: Card;
  dragging: boolean;
  helpId: string;
  actions: CardActions;
}) {
  const T = schema.texts;
  const { opener, ...edit } = useInlineEdit<Draft>((draft) => {
    const title = draft.title.trim();
    if (!title) return false;
    const fields = Object.fromEntries(
      Object.entries(draft.fields)
        .map(([key, value]) => [key, value.trim()] as const)
        .filter(([, value]) => value !== ''),
    );
    actions.update(card.id, { title, notes: draft.notes.trim(), tag: draft.tag.trim(), fields });
    return true;
  });
  const { draft, setDraft } = edit;
  const before = neighbourColumn(board, card, -1);
  const after = neighbourColumn(board, card, 1);

  if (draft) {
    return (
      <li className="space-y-2 rounded-md border border-primary bg-card p-3" {...edit.rowKeys}>
        <Input
          aria-label={T.cardTitle}
          value={draft.title}
          autoFocus
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          {...edit.fieldKeys}
        />
        <Textarea
          aria-label={T.notes}
          placeholder={T.notes}
          rows={2}
          value={draft.notes}
          onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
          onKeyDown={(event) => {
            // Enter starts a new line in the notes; Ctrl/⌘ + Enter saves.
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              edit.save();
            }
          }}
        />
        <Input
          aria-label={T.tag}
          placeholder={T.tagPlaceholder}
          value={draft.tag}
          maxLength={30}
          onChange={(event) => setDraft({ ...draft, tag: event.target.value })}
          {...edit.fieldKeys}
        />
        {(schema.cardFields ?? []).map((field) => (
          <FieldInput
            key={field.key}
            field={field}
            value={draft.fields[field.key] ?? ''}
            onChange={(value) => setDraft({ ...draft, fields: { ...draft.fields, [field.key]: value } })}
            keys={edit.fieldKeys}
          />
        ))}
        <div className="flex gap-2">
          <Button type="button" size="sm" onClick={edit.save}>
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
    // The card itself takes focus so the arrow keys can move it between columns (its hint says how).
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <li
      data-card-id={card.id}
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
      draggable
      aria-label={card.title}
      aria-describedby={helpId}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', card.id);
        event.dataTransfer.effectAllowed = 'move';
        actions.setDragging(card.id);
      }}
      onDragEnd={() => actions.setDragging(null)}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        actions.drop(event.dataTransfer.getData('text/plain'), card.columnId, card.id);
      }}
      onKeyDown={(event) => {
        // Only the card itself: its buttons keep their own keys.
        if (event.target !== event.currentTarget || !event.altKey) return;
        const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
        const move = keyMove(event.key, rtl);
        if (!move) return;
        event.preventDefault();
        if (move.shift) actions.shift(card, move.shift);
        if (move.reorder) actions.reorder(card, move.reorder);
      }}
      className={cn(
        'cursor-grab rounded-md border bg-card p-3 text-card-foreground shadow-xs transition outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing',
        dragging && 'opacity-50',
      )}
    >
      <div className="flex items-start gap-2">
        <GripVerticalIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{card.title}</p>
          {card.notes && (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">{card.notes}</p>
          )}
          {(schema.cardFields ?? []).some((field) => card.fields?.[field.key]) && (
            <dl className="mt-1 space-y-0.5 text-sm">
              {(schema.cardFields ?? []).map((field) =>
                card.fields?.[field.key] ? (
                  <div key={field.key} className="flex flex-wrap gap-x-1">
                    <dt className="text-muted-foreground">{field.label}:</dt>
                    <dd className="break-words">{shown(schema, field, card.fields[field.key]!)}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          )}
          {card.tag && (
            <Badge variant="outline" className="mt-2">
              {card.tag}
            </Badge>
          )}
        </div>
      </div>
      <div className="mt-2 flex flex-wrap justify-end gap-0.5">
        {before && (
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={fmt(T.moveTo, { title: card.title, column: before.title })}
            title={before.title}
            onClick={() => actions.shift(card, -1)}
          >
            {/* Points back along the board: left, or right in a right-to-left app. */}
            <ArrowLeftIcon aria-hidden className="rtl:-scale-x-100" />
          </Button>
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={fmt(T.moveUp, { title: card.title })}
          onClick={() => actions.reorder(card, -1)}
        >
          <ArrowUpIcon aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={fmt(T.moveDown, { title: card.title })}
          onClick={() => actions.reorder(card, 1)}
        >
          <ArrowDownIcon aria-hidden />
        </Button>
        {after && (
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={fmt(T.moveTo, { title: card.title, column: after.title })}
            title={after.title}
            onClick={() => actions.shift(card, 1)}
          >
            <ArrowRightIcon aria-hidden className="rtl:-scale-x-100" />
          </Button>
        )}
        <Button
          ref={opener}
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={fmt(T.editCard, { title: card.title })}
          onClick={() =>
            edit.open({ title: card.title, notes: card.notes, tag: card.tag, fields: { ...card.fields } })
          }
        >
          <PencilIcon aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={fmt(T.deleteCard, { title: card.title })}
          onClick={() => actions.remove(card)}
          className="hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}
