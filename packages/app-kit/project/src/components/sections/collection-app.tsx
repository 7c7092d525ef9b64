/**
 * A whole single-page app for a collection (plants, records, runs …) described by a `CollectionSchema`:
 * header, summaries, search/filter/sort, the list, the add/edit dialog and delete confirmation, kept in
 * localStorage. Every word it shows comes from the schema.
 */
import * as React from 'react';
import { ArrowDownUpIcon, PlusIcon } from 'lucide-react';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { fill, type CollectionAppData, type CollectionItem, type FieldDef } from '@/lib/collection';
import { ItemFormDialog, OpenItemForm } from '@/components/sections/collection/item-form';
import { ItemList } from '@/components/sections/collection/item-list';
import { Summaries } from '@/components/sections/collection/summaries';
import { SearchField } from '@/components/sections/list-tools';
import { useCollection } from '@/components/sections/collection/use-collection';
import {
  ALL,
  defaultSort,
  filterItems,
  groupField,
  localToday,
  markDone,
  sortItems,
  sortOptions,
  titleOf,
} from '@/components/sections/collection/logic';

export interface CollectionAppProps extends CollectionAppData {
  /** The day the app treats as today (YYYY-MM-DD); the browser's local day when not given. */
  today?: string;
}

export function CollectionApp({ schema, storageKey, title, tagline, today: fixedToday }: CollectionAppProps) {
  const today = fixedToday ?? localToday();
  const { texts } = schema;
  const collection = useCollection(storageKey, schema.seed);

  const [query, setQuery] = React.useState('');
  const [group, setGroup] = React.useState(ALL);
  const sorts = React.useMemo(() => sortOptions(schema), [schema]);
  const [sort, setSort] = React.useState(() => defaultSort(schema));

  const [formOpen, setFormOpen] = React.useState(false);
  const [formSession, setFormSession] = React.useState(0);
  const [editing, setEditing] = React.useState<CollectionItem | null>(null);
  const [deleting, setDeleting] = React.useState<CollectionItem | null>(null);

  const grouping = groupField(schema);
  const visible = React.useMemo(
    () => sortItems(schema, filterItems(schema, collection.items, { query, group }), sort, today),
    [schema, collection.items, query, group, sort, today],
  );

  const openAdd = () => {
    setEditing(null);
    setFormSession((n) => n + 1);
    setFormOpen(true);
  };
  const openEdit = (item: CollectionItem) => {
    setEditing(item);
    setFormSession((n) => n + 1);
    setFormOpen(true);
  };
  const onMarkDone = (item: CollectionItem, field: FieldDef) =>
    collection.replace(markDone(item, field, today));

  const addLabel = fill(texts.add, schema);
  // A survey or a sign-up: the form is the page, what was sent below it.
  const form = schema.layout === 'form';
  const addButton = (
    <Button type="button" onClick={openAdd}>
      <PlusIcon />
      {addLabel}
    </Button>
  );

  return (
    <div className="min-h-dvh bg-background text-foreground dark:scheme-dark">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0 space-y-1.5">
            <div className="flex items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{title}</h1>
              <Badge
                variant="secondary"
                className="tabular-nums"
                aria-label={`${fill(texts.count, schema)}: ${collection.items.length}`}
              >
                {collection.items.length}
              </Badge>
            </div>
            {tagline && <p className="text-muted-foreground">{tagline}</p>}
          </div>
          {!form && <div className="shrink-0 [&>button]:w-full sm:[&>button]:w-auto">{addButton}</div>}
        </header>

        {form && (
          <Card className="gap-0 py-0" role="region" aria-label={title}>
            <OpenItemForm schema={schema} onSave={(values) => collection.add(values)} />
          </Card>
        )}

        {/* A league's table lists its teams before any match is in. */}
        {(collection.items.length > 0 || schema.standings) && (
          <Summaries schema={schema} items={collection.items} today={today} />
        )}

        {collection.items.length === 0 ? (
          form ? null : (
            <Card className="items-center gap-3 border-dashed px-6 py-14 text-center shadow-none">
              <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
                <PlusIcon className="size-6" aria-hidden />
              </span>
              <h2 className="text-lg font-semibold">{fill(texts.empty, schema)}</h2>
              <p className="max-w-sm text-sm text-muted-foreground">{fill(texts.emptyHint, schema)}</p>
              <div className="pt-2">{addButton}</div>
            </Card>
          )
        ) : (
          <section aria-label={schema.entity.plural} className="flex flex-col gap-4">
            <div role="search" className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <SearchField label={fill(texts.search, schema)} value={query} onChange={setQuery} />
              <div className="grid grid-cols-2 gap-2 sm:flex">
                {grouping && (
                  <Select value={group} onValueChange={setGroup}>
                    <SelectTrigger aria-label={grouping.label} className="w-full sm:w-44">
                      <SelectValue>{group === ALL ? fill(texts.all, schema) : group}</SelectValue>
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={ALL}>{fill(texts.all, schema)}</SelectItem>
                      {(grouping.options ?? []).map((option) => (
                        <SelectItem key={option} value={option}>
                          {option}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
                <Select value={sort} onValueChange={setSort}>
                  <SelectTrigger
                    aria-label={fill(texts.sortBy, schema)}
                    className={cn(
                      'w-full justify-start *:data-[slot=select-value]:flex-1 sm:w-48 md:w-60',
                      !grouping && 'col-span-2',
                    )}
                  >
                    <ArrowDownUpIcon aria-hidden />
                    <span className="hidden text-muted-foreground md:inline">
                      {fill(texts.sortBy, schema)}:
                    </span>
                    <SelectValue>{sorts.find((option) => option.key === sort)?.label}</SelectValue>
                  </SelectTrigger>
                  <SelectContent>
                    {sorts.map((option) => (
                      <SelectItem key={option.key} value={option.key}>
                        {option.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            </div>

            {visible.length === 0 ? (
              <p
                role="status"
                className="rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground"
              >
                {fill(texts.empty, schema)}
              </p>
            ) : (
              <ItemList
                schema={schema}
                items={visible}
                today={today}
                onEdit={openEdit}
                onDelete={setDeleting}
                onMarkDone={onMarkDone}
              />
            )}
          </section>
        )}
      </div>

      <ItemFormDialog
        schema={schema}
        open={formOpen}
        onOpenChange={setFormOpen}
        item={editing}
        session={formSession}
        onSave={(values) => {
          if (editing) collection.update(editing.id, values);
          else collection.add(values);
          setFormOpen(false);
        }}
      />

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent className="dark:scheme-dark">
          <AlertDialogHeader>
            <AlertDialogTitle>{deleting ? titleOf(schema, deleting) : ''}</AlertDialogTitle>
            <AlertDialogDescription>{fill(texts.deleteConfirm, schema)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{fill(texts.cancel, schema)}</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => {
                if (deleting) collection.remove(deleting.id);
                setDeleting(null);
              }}
            >
              {fill(texts.delete, schema)}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
