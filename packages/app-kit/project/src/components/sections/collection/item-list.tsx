/** The items: cards on small screens (and always for short schemas), a table on wide ones. */
import { CheckIcon, PencilIcon, Trash2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { fill, type CollectionItem, type CollectionSchema, type FieldDef } from '@/lib/collection';
import { DueBadge, FieldValueView, hasValue } from '@/components/sections/collection/field-value';
import {
  deadlineField,
  dueOf,
  hasDue,
  intervalFields,
  titleOf,
} from '@/components/sections/collection/logic';

export interface ItemActions {
  onEdit: (item: CollectionItem) => void;
  onDelete: (item: CollectionItem) => void;
  onMarkDone: (item: CollectionItem, field: FieldDef) => void;
}

/** The table is used on wide screens once there are this many fields; fewer read better as cards. */
const TABLE_MIN_FIELDS = 4;

export function ItemList({
  schema,
  items,
  today,
  ...actions
}: { schema: CollectionSchema; items: CollectionItem[]; today: string } & ItemActions) {
  const table = schema.fields.length >= TABLE_MIN_FIELDS;
  return (
    <>
      <ul className={cn('grid gap-3 sm:grid-cols-2 xl:grid-cols-3', table && 'lg:hidden')}>
        {items.map((item) => (
          <li key={item.id} className="min-w-0">
            <ItemCard schema={schema} item={item} today={today} {...actions} />
          </li>
        ))}
      </ul>
      {table && <ItemTable schema={schema} items={items} today={today} {...actions} />}
    </>
  );
}

function EditDeleteButtons({
  schema,
  item,
  onEdit,
  onDelete,
}: { schema: CollectionSchema; item: CollectionItem } & Pick<ItemActions, 'onEdit' | 'onDelete'>) {
  const title = titleOf(schema, item);
  const edit = fill(schema.texts.edit, schema);
  const remove = fill(schema.texts.delete, schema);
  return (
    <div className="flex items-center gap-0.5">
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={`${edit}: ${title}`}
        title={edit}
        onClick={() => onEdit(item)}
      >
        <PencilIcon />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={`${remove}: ${title}`}
        title={remove}
        className="text-muted-foreground hover:text-destructive"
        onClick={() => onDelete(item)}
      >
        <Trash2Icon />
      </Button>
    </div>
  );
}

function MarkDoneButtons({
  schema,
  item,
  today,
  onMarkDone,
  compact = false,
  className,
}: {
  schema: CollectionSchema;
  item: CollectionItem;
  today: string;
  /** Icon only until the screen is very wide (in the table, where width is short). */
  compact?: boolean;
  className?: string;
} & Pick<ItemActions, 'onMarkDone'>) {
  const intervals = intervalFields(schema).filter((field) => hasValue(item.values[field.key]));
  if (intervals.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {intervals.map((field) => {
        const doneToday = item.values[field.since!] === today;
        return (
          <Button
            key={field.key}
            type="button"
            variant="outline"
            size="sm"
            disabled={doneToday}
            aria-label={`${fill(schema.texts.markDone, schema, { field: field.label })}: ${titleOf(schema, item)}`}
            title={compact ? fill(schema.texts.markDone, schema, { field: field.label }) : undefined}
            onClick={() => onMarkDone(item, field)}
          >
            <CheckIcon />
            <span className={cn(compact && 'hidden 2xl:inline')}>
              {fill(schema.texts.markDone, schema, { field: field.label })}
            </span>
          </Button>
        );
      })}
    </div>
  );
}

function ItemCard({
  schema,
  item,
  today,
  onEdit,
  onDelete,
  onMarkDone,
}: { schema: CollectionSchema; item: CollectionItem; today: string } & ItemActions) {
  const due = dueOf(schema, item, today);
  const fields = schema.fields.filter(
    (field) => field.key !== schema.titleField && hasValue(item.values[field.key]),
  );
  return (
    <Card
      className={cn(
        'h-full gap-4 py-5',
        due && due.days < 0 && 'border-destructive/40',
        due && due.days === 0 && 'border-amber-500/40',
      )}
    >
      <CardHeader className="gap-1.5 px-5">
        <CardTitle className="text-base leading-snug break-words">{titleOf(schema, item)}</CardTitle>
        {due && <DueBadge schema={schema} due={due} />}
        <CardAction className="-mt-1 -mr-2">
          <EditDeleteButtons schema={schema} item={item} onEdit={onEdit} onDelete={onDelete} />
        </CardAction>
      </CardHeader>
      {fields.length > 0 && (
        <CardContent className="px-5">
          <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] items-baseline gap-x-4 gap-y-2 text-sm">
            {fields.map((field) => (
              <div key={field.key} className="col-span-2 grid grid-cols-subgrid items-baseline">
                <dt className="text-muted-foreground">{field.label}</dt>
                <dd className="min-w-0 break-words">
                  <FieldValueView schema={schema} field={field} value={item.values[field.key]} />
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      )}
      <MarkDoneButtons
        schema={schema}
        item={item}
        today={today}
        onMarkDone={onMarkDone}
        className="mt-auto px-5"
      />
    </Card>
  );
}

function ItemTable({
  schema,
  items,
  today,
  onEdit,
  onDelete,
  onMarkDone,
}: { schema: CollectionSchema; items: CollectionItem[]; today: string } & ItemActions) {
  const title = schema.fields.find((field) => field.key === schema.titleField);
  const others = schema.fields.filter((field) => field.key !== schema.titleField);
  // A deadline alone is shown in its own column, its badge under the date, not in a second column.
  const deadline = intervalFields(schema).length === 0 ? deadlineField(schema) : undefined;
  const showDue = hasDue(schema) && !deadline;
  return (
    <Card className="hidden gap-0 overflow-hidden py-0 lg:flex">
      <Table>
        <TableHeader className="bg-muted/40">
          <TableRow className="hover:bg-transparent">
            <TableHead className="ps-4">{title?.label}</TableHead>
            {others.map((field) => (
              <TableHead
                key={field.key}
                className={cn(
                  'text-muted-foreground',
                  (field.type === 'money' || field.type === 'number') && 'text-end',
                )}
              >
                {field.label}
              </TableHead>
            ))}
            {showDue && <TableHead className="text-muted-foreground">{schema.texts.dueDate}</TableHead>}
            <TableHead className="pe-4" />
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => {
            const due = dueOf(schema, item, today);
            return (
              <TableRow key={item.id}>
                <TableCell className="max-w-64 min-w-32 ps-4 font-medium whitespace-normal">
                  {titleOf(schema, item)}
                </TableCell>
                {others.map((field) => (
                  <TableCell
                    key={field.key}
                    className={cn(
                      (field.type === 'money' || field.type === 'number') && 'text-end',
                      (field.type === 'longtext' || field.type === 'text' || field.type === 'url') &&
                        'max-w-56 min-w-32 whitespace-normal',
                    )}
                  >
                    <FieldValueView schema={schema} field={field} value={item.values[field.key]} />
                    {field === deadline && due && (
                      <DueBadge schema={schema} due={due} className="mt-1 flex w-fit" />
                    )}
                  </TableCell>
                ))}
                {showDue && <TableCell>{due && <DueBadge schema={schema} due={due} />}</TableCell>}
                <TableCell className="pe-4">
                  <div className="flex items-center justify-end gap-2">
                    <MarkDoneButtons
                      schema={schema}
                      item={item}
                      today={today}
                      onMarkDone={onMarkDone}
                      compact
                    />
                    <EditDeleteButtons schema={schema} item={item} onEdit={onEdit} onDelete={onDelete} />
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Card>
  );
}
