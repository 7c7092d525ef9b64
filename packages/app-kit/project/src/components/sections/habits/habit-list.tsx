/** Today's habits: check in, rename inline, archive; add new ones (validated when the app has forms), search, export. */
import * as React from 'react';
import {
  ArchiveIcon,
  CheckIcon,
  FlameIcon,
  PencilIcon,
  PlusIcon,
  SproutIcon,
  TrophyIcon,
} from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Panel } from '@/components/sections/panel';
import { EmptyState, ExportButton, SearchField } from '@/components/sections/list-tools';
import { cn } from '@/lib/utils';
import { fmt, plural } from '@/lib/app-frame';
import type { DayKey } from '@/lib/dates';
import { downloadCsv } from '@/lib/download';
import { newId } from '@/lib/id';
import { useInlineEdit } from '@/lib/inline-edit';
import type { Habit, HabitsSchema } from '@/lib/habits';
import { bestStreak, currentStreak, isDone, toggleCheckin } from '@/components/sections/habits/logic';

export type SetHabits = (update: (previous: Habit[]) => Habit[]) => void;

export function HabitList({
  schema,
  habits,
  setHabits,
  today,
  title,
}: {
  schema: HabitsSchema;
  habits: Habit[];
  setHabits: SetHabits;
  today: DayKey;
  title: string;
}) {
  const { texts: T, features } = schema;
  const inputId = React.useId();
  const errorId = React.useId();
  const [name, setName] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [query, setQuery] = React.useState('');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const active = habits.filter((h) => !h.archived);
  const q = features.search ? query.trim().toLocaleLowerCase() : '';
  const visible = q ? active.filter((h) => h.name.toLocaleLowerCase().includes(q)) : active;
  const doneToday = active.filter((h) => isDone(h, today)).length;

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = name.trim();
    if (!clean) {
      if (features.forms) setError(T.habitRequired);
      inputRef.current?.focus();
      return;
    }
    if (features.forms && active.some((h) => h.name.toLocaleLowerCase() === clean.toLocaleLowerCase())) {
      setError(T.habitExists);
      inputRef.current?.focus();
      return;
    }
    setHabits((previous) => [
      ...previous,
      { id: newId(), name: clean, checkins: [], archived: false, createdAt: today },
    ]);
    setName('');
    setError(null);
    inputRef.current?.focus();
  }

  function update(id: string, change: (habit: Habit) => Habit) {
    setHabits((previous) => previous.map((h) => (h.id === id ? change(h) : h)));
  }

  function exportCsv() {
    downloadCsv('habits.csv', [
      [T.habit, T.day],
      ...habits.flatMap((h) => h.checkins.map((day) => [h.name, day])),
    ]);
  }

  return (
    <Panel
      id="habits"
      title={title}
      actions={
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {fmt(T.doneToday, { done: doneToday, total: active.length })}
        </span>
      }
    >
      <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={inputId} className={features.forms ? undefined : 'sr-only'}>
            {T.newHabit}
          </Label>
          <Input
            id={inputId}
            ref={inputRef}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            placeholder={T.newHabitPlaceholder}
            maxLength={80}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <Button type="submit">
          <PlusIcon aria-hidden />
          {T.addHabit}
        </Button>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-destructive sm:col-span-full">
            {error}
          </p>
        )}
      </form>

      {(features.search || features.export) && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {features.search && (
            <SearchField label={T.searchHabits} value={query} onChange={setQuery} className="basis-48" />
          )}
          {features.export && <ExportButton label={T.exportCsv} onClick={exportCsv} />}
        </div>
      )}

      {visible.length === 0 ? (
        <EmptyState
          className="mt-5"
          icon={SproutIcon}
          title={active.length === 0 ? T.emptyTitle : T.noMatches}
          hint={active.length === 0 ? T.emptyHint : null}
        />
      ) : (
        <ul className="mt-5 grid gap-3 md:grid-cols-2">
          {visible.map((habit) => (
            <HabitRow
              key={habit.id}
              schema={schema}
              habit={habit}
              today={today}
              onToggle={() => update(habit.id, (h) => toggleCheckin(h, today, today))}
              onRename={(value) => update(habit.id, (h) => ({ ...h, name: value }))}
              onArchive={() => update(habit.id, (h) => ({ ...h, archived: true }))}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function HabitRow({
  schema,
  habit,
  today,
  onToggle,
  onRename,
  onArchive,
}: {
  schema: HabitsSchema;
  habit: Habit;
  today: DayKey;
  onToggle: () => void;
  onRename: (name: string) => void;
  onArchive: () => void;
}) {
  const { texts: T, frame } = schema;
  const { opener, ...edit } = useInlineEdit<string>((draft) => {
    const clean = draft.trim();
    if (!clean) return false;
    onRename(clean);
    return true;
  });
  const { draft } = edit;
  const done = isDone(habit, today);
  const streak = currentStreak(habit.checkins, today);
  const best = bestStreak(habit.checkins);

  return (
    <li
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-lg border p-4 transition-colors',
        done && 'border-primary/40 bg-primary/5',
      )}
    >
      {draft !== null ? (
        <div className="flex flex-wrap items-center gap-2" {...edit.rowKeys}>
          <Input
            aria-label={T.habitName}
            value={draft}
            autoFocus
            maxLength={80}
            onChange={(event) => edit.setDraft(event.target.value)}
            {...edit.fieldKeys}
            className="min-w-0 flex-1 basis-40"
          />
          <Button type="button" size="sm" onClick={edit.save}>
            {T.save}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={edit.close}>
            {T.cancel}
          </Button>
        </div>
      ) : (
        <div className="flex items-start gap-2">
          <p className="min-w-0 flex-1 font-medium break-words">{habit.name}</p>
          <Button
            ref={opener}
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={fmt(T.renameHabit, { habit: habit.name })}
            onClick={() => edit.open(habit.name)}
          >
            <PencilIcon aria-hidden />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={fmt(T.archiveHabit, { habit: habit.name })}
            onClick={onArchive}
          >
            <ArchiveIcon aria-hidden />
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <FlameIcon aria-hidden className={cn('size-4', streak > 0 && 'text-orange-500')} />
          {fmt(T.streak, { n: streak })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <TrophyIcon aria-hidden className="size-4" />
          {plural(frame.locale, best, T.bestOne, T.bestOther)}
        </span>
        <Button
          type="button"
          variant={done ? 'default' : 'outline'}
          size="sm"
          aria-pressed={done}
          aria-label={fmt(T.checkInFor, { habit: habit.name })}
          onClick={onToggle}
          className="ms-auto"
        >
          <CheckIcon aria-hidden />
          {done ? T.checkedIn : T.checkIn}
        </Button>
      </div>
    </li>
  );
}
