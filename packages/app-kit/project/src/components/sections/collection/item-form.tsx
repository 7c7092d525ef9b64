/**
 * The add/edit dialog, or the form standing open on the page: one control per field, checked on save,
 * the first wrong field focused.
 */
import * as React from 'react';
import { StarIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { cn } from '@/lib/utils';
import {
  fill,
  type CollectionItem,
  type CollectionSchema,
  type FieldDef,
  type FieldType,
  type FieldValue,
} from '@/lib/collection';
import { intervalUnit } from '@/components/sections/collection/format';
import { fromDraft, titleOf, toDraft, type Draft } from '@/components/sections/collection/logic';

/** A choice that is not required can be cleared with this option (Radix Select has no empty value). */
const NONE = '__none__';

const INPUT_TYPES: Partial<Record<FieldType, React.HTMLInputTypeAttribute>> = {
  text: 'text',
  date: 'date',
  time: 'time',
  email: 'email',
  phone: 'tel',
  url: 'url',
};

export function ItemFormDialog({
  schema,
  open,
  onOpenChange,
  item,
  session,
  onSave,
}: {
  schema: CollectionSchema;
  open: boolean;
  /** Changes each time the dialog opens, so the form starts again from the item's values. */
  session: number;
  onOpenChange: (open: boolean) => void;
  /** The item being edited; null to add one. */
  item: CollectionItem | null;
  onSave: (values: Record<string, FieldValue>) => void;
}) {
  const heading = item ? fill(schema.texts.edit, schema) : fill(schema.texts.add, schema);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        className="max-h-[calc(100dvh-2rem)] gap-0 overflow-y-auto p-0 dark:scheme-dark"
      >
        <DialogHeader className="border-b px-6 pt-6 pb-4">
          <DialogTitle>{heading}</DialogTitle>
          <DialogDescription className={cn(!item && 'sr-only')}>
            {item ? titleOf(schema, item) : fill('{item}', schema)}
          </DialogDescription>
        </DialogHeader>
        <ItemForm key={session} schema={schema} item={item} onSave={onSave} />
      </DialogContent>
    </Dialog>
  );
}

/** The form standing open on the page: sent, it starts again empty and says so. */
export function OpenItemForm({
  schema,
  onSave,
}: {
  schema: CollectionSchema;
  onSave: (values: Record<string, FieldValue>) => void;
}) {
  const [sent, setSent] = React.useState(0);
  return (
    <>
      <ItemForm
        key={sent}
        schema={schema}
        item={null}
        inline
        onSave={(values) => {
          onSave(values);
          setSent((n) => n + 1);
        }}
      />
      <p role="status" className="px-6 pb-5 text-sm font-medium text-primary empty:hidden">
        {sent > 0 ? fill(schema.texts.sent ?? '✓', schema) : ''}
      </p>
    </>
  );
}

function ItemForm({
  schema,
  item,
  inline = false,
  onSave,
}: {
  schema: CollectionSchema;
  item: CollectionItem | null;
  /** On the page rather than in a dialog: no cancel, and the send button's own words. */
  inline?: boolean;
  onSave: (values: Record<string, FieldValue>) => void;
}) {
  const baseId = React.useId();
  const [draft, setDraft] = React.useState<Draft>(() => toDraft(schema, item ?? undefined));
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const idOf = (field: FieldDef) => `${baseId}-${field.key}`;

  const set = (key: string, value: Draft[string]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = fromDraft(schema, draft);
    setErrors(result.errors);
    const firstInvalid = schema.fields.find((field) => result.errors[field.key]);
    if (firstInvalid) {
      document.getElementById(idOf(firstInvalid))?.focus();
      return;
    }
    onSave(result.values);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-0">
      <div className="grid gap-5 px-6 py-5 sm:grid-cols-2">
        {schema.fields.map((field) => (
          <FieldControl
            key={field.key}
            schema={schema}
            field={field}
            id={idOf(field)}
            value={draft[field.key] ?? null}
            error={errors[field.key]}
            onChange={(value) => set(field.key, value)}
          />
        ))}
      </div>
      {inline ? (
        <div className="flex justify-end px-6 pb-5">
          <Button type="submit">{fill(schema.texts.submit ?? schema.texts.save, schema)}</Button>
        </div>
      ) : (
        <DialogFooter className="sticky bottom-0 border-t bg-background px-6 py-4">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {fill(schema.texts.cancel, schema)}
            </Button>
          </DialogClose>
          <Button type="submit">{fill(schema.texts.save, schema)}</Button>
        </DialogFooter>
      )}
    </form>
  );
}

/** Fields that take the dialog's whole width on wide screens. */
const WIDE: ReadonlySet<FieldType> = new Set(['longtext', 'rating', 'text', 'url', 'email']);

function FieldControl({
  schema,
  field,
  id,
  value,
  error,
  onChange,
}: {
  schema: CollectionSchema;
  field: FieldDef;
  id: string;
  value: Draft[string];
  error: string | undefined;
  onChange: (value: Draft[string]) => void;
}) {
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  const unitId = `${id}-unit`;
  const invalid = error !== undefined;
  const unit =
    field.type === 'interval'
      ? intervalUnit(schema, field)
      : field.type === 'money'
        ? field.currency
        : field.type === 'number'
          ? field.unit
          : undefined;
  const describedBy = [unit ? unitId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': field.required || undefined,
  };
  const text = typeof value === 'string' ? value : '';
  const wide = WIDE.has(field.type) || (field.type === 'choice' && (field.options?.length ?? 0) > 6);

  let control: React.ReactNode;
  switch (field.type) {
    case 'longtext':
      control = (
        <Textarea {...common} rows={3} value={text} onChange={(event) => onChange(event.target.value)} />
      );
      break;
    case 'boolean':
      return (
        <div className={cn('flex items-center gap-3 self-end pb-2', wide && 'sm:col-span-2')}>
          <Checkbox
            {...common}
            checked={value === true}
            onCheckedChange={(checked) => onChange(checked === true)}
          />
          <Label htmlFor={id} id={labelId}>
            {field.label}
          </Label>
        </div>
      );
    case 'choice':
      control = (
        <Select
          // Radix Select shows its placeholder for an empty value.
          value={text}
          onValueChange={(next) => onChange(next === NONE ? '' : next)}
        >
          <SelectTrigger {...common} className="w-full">
            <SelectValue placeholder="–">{text === '' ? undefined : text}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {!field.required && <SelectItem value={NONE}>–</SelectItem>}
            {(field.options ?? []).map((option) => (
              <SelectItem key={option} value={option}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      );
      break;
    case 'rating': {
      const rating = typeof value === 'number' ? value : 0;
      control = (
        <ToggleGroup
          type="single"
          variant="outline"
          aria-labelledby={labelId}
          aria-describedby={common['aria-describedby']}
          aria-invalid={common['aria-invalid']}
          value={rating > 0 ? String(rating) : ''}
          onValueChange={(next) => onChange(next === '' ? null : Number(next))}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <ToggleGroupItem
              key={n}
              value={String(n)}
              id={n === 1 ? id : undefined}
              aria-label={`${n}/5`}
              className="data-[state=on]:bg-transparent"
            >
              <StarIcon
                aria-hidden
                className={cn(
                  'size-4',
                  n <= rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground',
                )}
              />
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      );
      break;
    }
    case 'number':
    case 'money':
    case 'interval': {
      control = (
        <div className="relative">
          <Input
            {...common}
            type="number"
            inputMode="decimal"
            step={field.type === 'money' ? '0.01' : field.type === 'interval' ? '1' : 'any'}
            min={field.type === 'interval' ? 0 : undefined}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            className={cn(unit && 'pe-16')}
          />
          {unit && (
            <span
              id={unitId}
              className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-muted-foreground"
            >
              {unit}
            </span>
          )}
        </div>
      );
      break;
    }
    default:
      control = (
        <Input
          {...common}
          type={INPUT_TYPES[field.type] ?? 'text'}
          autoComplete="off"
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }

  return (
    <div className={cn('grid content-start gap-2', wide && 'sm:col-span-2')}>
      <Label htmlFor={field.type === 'rating' ? undefined : id} id={labelId}>
        {field.label}
        {field.required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </Label>
      {control}
      {invalid && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
