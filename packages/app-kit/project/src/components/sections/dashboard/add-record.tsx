/** The form that adds a record of the visitor's own: a day, a segment, an item and both measures. */
import * as React from 'react';
import { PlusIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { isDayKey, type DayKey } from '@/lib/dates';
import { newId } from '@/lib/id';
import type { DashboardSchema, Row } from '@/lib/dashboard';
import { parseFigure } from '@/components/sections/dashboard/logic';

type Errors = Partial<Record<'date' | 'item' | 'a' | 'b', string>>;

/** A labelled field with its error, tied to the input for screen readers. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function AddRecord({
  schema,
  today,
  onAdd,
}: {
  schema: DashboardSchema;
  today: DayKey;
  onAdd: (row: Row) => void;
}) {
  const { texts: T, dataset: d } = schema;
  const id = React.useId();
  const [date, setDate] = React.useState(today);
  const [segment, setSegment] = React.useState(d.segments[0] ?? '');
  const [item, setItem] = React.useState('');
  const [a, setA] = React.useState('');
  const [b, setB] = React.useState('');
  const [errors, setErrors] = React.useState<Errors>({});

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const av = parseFigure(a);
    const bv = parseFigure(b);
    const next: Errors = {};
    if (!isDayKey(date)) next.date = T.dateInvalid;
    if (!item.trim()) next.item = T.required;
    if (Number.isNaN(av)) next.a = T.numberInvalid;
    if (Number.isNaN(bv)) next.b = T.numberInvalid;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onAdd({ id: newId(), date, segment, item: item.trim(), a: av, b: Math.round(bv), custom: true });
    setItem('');
    setA('');
    setB('');
  }

  const invalid = (key: keyof Errors) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mb-5 grid gap-3 rounded-lg border border-dashed p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <Field id={`${id}-date`} label={T.date} error={errors.date}>
        <Input
          id={`${id}-date`}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          {...invalid('date')}
        />
      </Field>
      <Field id={`${id}-segment`} label={d.segmentLabel}>
        <NativeSelect
          id={`${id}-segment`}
          value={segment}
          onChange={(event) => setSegment(event.target.value)}
        >
          {d.segments.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-item`} label={d.itemLabel} error={errors.item}>
        <Input
          id={`${id}-item`}
          value={item}
          maxLength={60}
          onChange={(event) => setItem(event.target.value)}
          {...invalid('item')}
        />
      </Field>
      <Field id={`${id}-a`} label={d.a.label} error={errors.a}>
        <Input
          id={`${id}-a`}
          inputMode="decimal"
          value={a}
          onChange={(event) => setA(event.target.value)}
          {...invalid('a')}
        />
      </Field>
      <Field id={`${id}-b`} label={d.b.label} error={errors.b}>
        <Input
          id={`${id}-b`}
          inputMode="numeric"
          value={b}
          onChange={(event) => setB(event.target.value)}
          {...invalid('b')}
        />
      </Field>
      <div className="flex items-end">
        <Button type="submit" className="w-full">
          <PlusIcon aria-hidden />
          {T.addRecord}
        </Button>
      </div>
    </form>
  );
}
