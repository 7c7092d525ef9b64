/**
 * The workout log: log a workout (type, minutes, date, and with forms a distance and notes), checked as
 * typed; the recent workouts newest first, searchable, filtered by type, editable in place, deletable,
 * exported as CSV.
 */
import * as React from 'react';
import { CheckIcon, DumbbellIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { Panel } from '@/components/sections/panel';
import { EmptyState, ExportButton, SearchField } from '@/components/sections/list-tools';
import { NativeSelect } from '@/components/ui/native-select';
import { fmt } from '@/lib/app-frame';
import { formatDay, type DayKey } from '@/lib/dates';
import { downloadCsv } from '@/lib/download';
import type { FitnessSchema, Workout } from '@/lib/fitness';
import { newId } from '@/lib/id';
import { useInlineEdit } from '@/lib/inline-edit';
import {
  csvRows,
  draftOf,
  emptyDraft,
  filterWorkouts,
  sortWorkouts,
  validateWorkout,
  workoutTypes,
  type WorkoutDraft,
  type WorkoutErrors,
  type WorkoutValue,
} from '@/components/sections/fitness/logic';

export type SetWorkouts = (update: (previous: Workout[]) => Workout[]) => void;

/** How many workouts show at first, and how many more each "Show more" adds. */
const FIRST = 8;
const MORE = 10;

function TypeOptions({ types }: { types: readonly string[] }) {
  return types.map((t) => (
    <option key={t} value={t}>
      {t}
    </option>
  ));
}

/** A field's error, named by the field's aria-describedby. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}

export function WorkoutLog({
  schema,
  workouts,
  setWorkouts,
  today,
  title,
}: {
  schema: FitnessSchema;
  workouts: Workout[];
  setWorkouts: SetWorkouts;
  today: DayKey;
  title: string;
}) {
  const { texts: T, features } = schema;
  const ids = {
    type: React.useId(),
    minutes: React.useId(),
    date: React.useId(),
    distance: React.useId(),
    notes: React.useId(),
    minutesError: React.useId(),
    dateError: React.useId(),
    distanceError: React.useId(),
  };
  const minutesRef = React.useRef<HTMLInputElement>(null);
  const dateRef = React.useRef<HTMLInputElement>(null);
  const distanceRef = React.useRef<HTMLInputElement>(null);
  const fallbackType = schema.types[0] ?? '';
  const [draft, setDraft] = React.useState<WorkoutDraft>(() => emptyDraft(fallbackType, today));
  const [errors, setErrors] = React.useState<WorkoutErrors>({});
  const [shown, setShown] = React.useState(FIRST);
  const [query, setQuery] = React.useState('');
  const [typeFilter, setTypeFilter] = React.useState('');
  const types = workoutTypes(schema.types, workouts);
  const visible = sortWorkouts(
    filterWorkouts(workouts, features.filters ? typeFilter : '', features.search ? query : ''),
  );

  function change(patch: Partial<WorkoutDraft>) {
    setDraft((previous) => ({ ...previous, ...patch }));
  }

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateWorkout(draft, today, T, fallbackType);
    setErrors(result.errors);
    if (!result.value) {
      const first = (['minutes', 'date', 'distance'] as const).find((field) => result.errors[field]);
      if (first) ({ minutes: minutesRef, date: dateRef, distance: distanceRef })[first].current?.focus();
      return;
    }
    const workout: Workout = { id: newId(), createdAt: Date.now(), ...result.value };
    setWorkouts((previous) => [workout, ...previous]);
    setDraft(emptyDraft(draft.type, today));
  }

  function exportCsv() {
    downloadCsv('workouts.csv', csvRows(workouts, [T.date, T.type, T.minutes, T.distance, T.notes]));
  }

  return (
    <Panel id="log" title={title}>
      <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={ids.type}>{T.type}</Label>
          <NativeSelect
            id={ids.type}
            value={draft.type}
            onChange={(event) => change({ type: event.target.value })}
          >
            <TypeOptions types={types} />
          </NativeSelect>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={ids.minutes}>{T.minutes}</Label>
          <Input
            id={ids.minutes}
            ref={minutesRef}
            inputMode="numeric"
            autoComplete="off"
            placeholder="45"
            value={draft.minutes}
            onChange={(event) => change({ minutes: event.target.value })}
            aria-invalid={errors.minutes ? true : undefined}
            aria-describedby={errors.minutes ? ids.minutesError : undefined}
          />
          <FieldError id={ids.minutesError} error={errors.minutes} />
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={ids.date}>{T.date}</Label>
          <Input
            id={ids.date}
            ref={dateRef}
            type="date"
            max={today}
            value={draft.date}
            onChange={(event) => change({ date: event.target.value })}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? ids.dateError : undefined}
          />
          <FieldError id={ids.dateError} error={errors.date} />
        </div>
        {features.forms && (
          <>
            <div className="grid content-start gap-1.5">
              <Label htmlFor={ids.distance}>{T.distance}</Label>
              <Input
                id={ids.distance}
                ref={distanceRef}
                inputMode="decimal"
                autoComplete="off"
                placeholder={T.optional}
                value={draft.distance}
                onChange={(event) => change({ distance: event.target.value })}
                aria-invalid={errors.distance ? true : undefined}
                aria-describedby={errors.distance ? ids.distanceError : undefined}
              />
              <FieldError id={ids.distanceError} error={errors.distance} />
            </div>
            <div className="grid content-start gap-1.5 sm:col-span-2 lg:col-span-3">
              <Label htmlFor={ids.notes}>{T.notes}</Label>
              <Textarea
                id={ids.notes}
                rows={2}
                maxLength={500}
                placeholder={T.notesPlaceholder}
                value={draft.notes}
                onChange={(event) => change({ notes: event.target.value })}
              />
            </div>
          </>
        )}
        <div className="flex items-end">
          <Button type="submit" className="w-full">
            <PlusIcon aria-hidden />
            {T.logWorkout}
          </Button>
        </div>
      </form>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h3 className="me-auto font-semibold">{T.recent}</h3>
        {features.search && <SearchField label={T.searchWorkouts} value={query} onChange={setQuery} />}
        {features.filters && (
          <NativeSelect
            aria-label={T.filterType}
            value={typeFilter}
            onChange={(event) => setTypeFilter(event.target.value)}
            className="w-40"
          >
            <option value="">{T.allTypes}</option>
            <TypeOptions types={types} />
          </NativeSelect>
        )}
        {features.export && <ExportButton label={T.exportCsv} onClick={exportCsv} />}
      </div>

      {visible.length === 0 ? (
        <EmptyState
          className="mt-4"
          icon={DumbbellIcon}
          title={workouts.length === 0 ? T.emptyTitle : T.noMatches}
          hint={workouts.length === 0 ? T.emptyHint : null}
        />
      ) : (
        <ul className="mt-3 divide-y">
          {visible.slice(0, shown).map((workout) => (
            <WorkoutRow
              key={workout.id}
              schema={schema}
              workout={workout}
              types={types}
              today={today}
              onSave={(value) =>
                setWorkouts((previous) => previous.map((w) => (w.id === workout.id ? { ...w, ...value } : w)))
              }
              onDelete={() => setWorkouts((previous) => previous.filter((w) => w.id !== workout.id))}
            />
          ))}
        </ul>
      )}
      {visible.length > shown && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="mt-2"
          onClick={() => setShown(shown + MORE)}
        >
          {fmt(T.showMore, { n: visible.length - shown })}
        </Button>
      )}
    </Panel>
  );
}

function WorkoutRow({
  schema,
  workout,
  types,
  today,
  onSave,
  onDelete,
}: {
  schema: FitnessSchema;
  workout: Workout;
  types: readonly string[];
  today: DayKey;
  onSave: (value: WorkoutValue) => void;
  onDelete: () => void;
}) {
  const { texts: T, frame, features } = schema;
  const errorId = React.useId();
  const [errors, setErrors] = React.useState<WorkoutErrors>({});
  const { opener, ...edit } = useInlineEdit<WorkoutDraft>((draft) => {
    const result = validateWorkout(draft, today, T, workout.type);
    setErrors(result.errors);
    if (!result.value) return false;
    onSave(result.value);
    return true;
  });
  const { draft, setDraft } = edit;
  const number = new Intl.NumberFormat(frame.locale, { maximumFractionDigits: 1 });
  const names = {
    type: workout.type,
    date: formatDay(workout.date, frame.locale, { day: 'numeric', month: 'long', year: 'numeric' }),
  };

  if (draft) {
    const message = errors.minutes ?? errors.date ?? errors.distance;
    const described = message ? errorId : undefined;
    return (
      <li className="py-3">
        <div className="flex flex-wrap items-center gap-2" {...edit.rowKeys}>
          <NativeSelect
            aria-label={T.type}
            value={draft.type}
            onChange={(event) => setDraft({ ...draft, type: event.target.value })}
            className="w-40"
          >
            <TypeOptions types={types} />
          </NativeSelect>
          <Input
            aria-label={T.minutes}
            inputMode="numeric"
            autoFocus
            value={draft.minutes}
            onChange={(event) => setDraft({ ...draft, minutes: event.target.value })}
            aria-invalid={errors.minutes ? true : undefined}
            aria-describedby={errors.minutes ? described : undefined}
            {...edit.fieldKeys}
            className="w-24"
          />
          <Input
            aria-label={T.date}
            type="date"
            max={today}
            value={draft.date}
            onChange={(event) => setDraft({ ...draft, date: event.target.value })}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? described : undefined}
            {...edit.fieldKeys}
            className="w-40"
          />
          {features.forms && (
            <Input
              aria-label={T.distance}
              inputMode="decimal"
              placeholder={T.optional}
              value={draft.distance}
              onChange={(event) => setDraft({ ...draft, distance: event.target.value })}
              aria-invalid={errors.distance ? true : undefined}
              aria-describedby={errors.distance ? described : undefined}
              {...edit.fieldKeys}
              className="w-28"
            />
          )}
          <Input
            aria-label={T.notes}
            placeholder={T.notes}
            maxLength={500}
            value={draft.notes}
            onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
            {...edit.fieldKeys}
            className="min-w-0 flex-1 basis-40"
          />
          <Button type="button" size="sm" onClick={edit.save}>
            <CheckIcon aria-hidden />
            {T.save}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={edit.close}>
            {T.cancel}
          </Button>
        </div>
        {message && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-destructive">
            {message}
          </p>
        )}
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{workout.type}</span>
          <Badge variant="secondary">
            {formatDay(workout.date, frame.locale, { weekday: 'short', day: 'numeric', month: 'short' })}
          </Badge>
        </p>
        {workout.notes && <p className="mt-0.5 text-sm break-words text-muted-foreground">{workout.notes}</p>}
      </div>
      <p className="text-sm tabular-nums">
        {fmt(T.minutesShort, { n: number.format(workout.minutes) })}
        {workout.distanceKm ? ` · ${fmt(T.km, { n: number.format(workout.distanceKm) })}` : ''}
      </p>
      <div className="flex shrink-0 gap-1">
        <Button
          ref={opener}
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={fmt(T.editWorkout, names)}
          onClick={() => {
            setErrors({});
            edit.open(draftOf(workout));
          }}
        >
          <PencilIcon aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={fmt(T.deleteWorkout, names)}
          onClick={onDelete}
          className="hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}
