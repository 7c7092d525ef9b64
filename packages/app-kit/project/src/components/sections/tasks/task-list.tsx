/** The task list: add (with a due date and priority when the app has forms), search, filter, edit inline, complete, delete, export. */
import * as React from 'react';
import { CheckIcon, ListTodoIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Label } from '@/components/ui/label';
import { Panel } from '@/components/sections/panel';
import { EmptyState, ExportButton, SearchField } from '@/components/sections/list-tools';
import { cn } from '@/lib/utils';
import { fmt } from '@/lib/app-frame';
import { formatDay, type DayKey } from '@/lib/dates';
import { downloadCsv } from '@/lib/download';
import { newId } from '@/lib/id';
import { useInlineEdit } from '@/lib/inline-edit';
import {
  FILTERS,
  PRIORITIES,
  type Priority,
  type Task,
  type TaskFilter,
  type TasksSchema,
} from '@/lib/tasks';
import { filterTasks, isOverdue, setDone, sortTasks } from '@/components/sections/tasks/logic';

type SetTasks = (update: (previous: Task[]) => Task[]) => void;

const TONE: Record<Priority, string> = {
  high: 'border-transparent bg-destructive/10 text-destructive',
  medium: 'border-transparent bg-amber-500/15 text-amber-700 dark:text-amber-300',
  low: 'border-transparent bg-muted text-muted-foreground',
};

/** The priorities as a native select (NativeSelect), in the list's words. */
function PrioritySelect({
  id,
  value,
  onChange,
  schema,
  ariaLabel,
}: {
  id?: string;
  value: Priority;
  onChange: (value: Priority) => void;
  schema: TasksSchema;
  ariaLabel?: string;
}) {
  return (
    <NativeSelect
      id={id}
      aria-label={ariaLabel}
      value={value}
      onChange={(event) => onChange(event.target.value as Priority)}
      className="w-auto"
    >
      {PRIORITIES.map((p) => (
        <option key={p} value={p}>
          {schema.texts[p]}
        </option>
      ))}
    </NativeSelect>
  );
}

export function TaskList({
  schema,
  tasks,
  setTasks,
  today,
  title,
}: {
  schema: TasksSchema;
  tasks: Task[];
  setTasks: SetTasks;
  today: DayKey;
  title: string;
}) {
  const { texts: T, features } = schema;
  const ids = {
    title: React.useId(),
    due: React.useId(),
    priority: React.useId(),
    error: React.useId(),
  };
  const [draftTitle, setDraftTitle] = React.useState('');
  const [due, setDue] = React.useState('');
  const [priority, setPriority] = React.useState<Priority>('medium');
  const [error, setError] = React.useState<string | null>(null);
  const [query, setQuery] = React.useState('');
  const [filter, setFilter] = React.useState<TaskFilter>('all');
  const inputRef = React.useRef<HTMLInputElement>(null);

  const visible = sortTasks(
    filterTasks(tasks, features.filters ? filter : 'all', features.search ? query : ''),
  );
  const doneCount = tasks.filter((task) => task.done).length;
  const filterLabel: Record<TaskFilter, string> = {
    all: T.filterAll,
    active: T.filterActive,
    done: T.filterDone,
  };

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = draftTitle.trim();
    if (!clean) {
      if (features.forms) setError(T.titleRequired);
      inputRef.current?.focus();
      return;
    }
    const task: Task = {
      id: newId(),
      title: clean,
      done: false,
      priority: features.forms ? priority : 'medium',
      due: features.forms && due ? due : null,
      completedOn: null,
      createdAt: Date.now(),
    };
    setTasks((previous) => [task, ...previous]);
    setDraftTitle('');
    setDue('');
    setError(null);
    inputRef.current?.focus();
  }

  function update(id: string, change: (task: Task) => Task) {
    setTasks((previous) => previous.map((task) => (task.id === id ? change(task) : task)));
  }

  function exportCsv() {
    downloadCsv('tasks.csv', [
      [T.taskTitle, T.priority, T.due, T.status],
      ...sortTasks(tasks).map((task) => [
        task.title,
        T[task.priority],
        task.due ?? '',
        task.done ? T.filterDone : T.filterActive,
      ]),
    ]);
  }

  return (
    <Panel
      id="tasks"
      title={title}
      actions={
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {fmt(T.left, { n: tasks.length - doneCount })}
        </span>
      }
    >
      <form
        onSubmit={add}
        noValidate
        className={cn(
          'grid gap-3',
          features.forms
            ? 'sm:grid-cols-[minmax(0,1fr)_auto_auto_auto] sm:items-end'
            : 'sm:grid-cols-[minmax(0,1fr)_auto]',
        )}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={ids.title} className={features.forms ? undefined : 'sr-only'}>
            {T.newTask}
          </Label>
          <Input
            id={ids.title}
            ref={inputRef}
            value={draftTitle}
            onChange={(event) => {
              setDraftTitle(event.target.value);
              setError(null);
            }}
            placeholder={T.newTaskPlaceholder}
            maxLength={200}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        {features.forms && (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.due}>{T.due}</Label>
              <Input id={ids.due} type="date" value={due} onChange={(event) => setDue(event.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.priority}>{T.priority}</Label>
              <PrioritySelect id={ids.priority} value={priority} onChange={setPriority} schema={schema} />
            </div>
          </>
        )}
        <Button type="submit">
          <PlusIcon aria-hidden />
          {T.addTask}
        </Button>
        {error && (
          <p id={ids.error} role="alert" className="text-sm text-destructive sm:col-span-full">
            {error}
          </p>
        )}
      </form>

      <div className="mt-5 flex flex-wrap items-center gap-3">
        {features.search && (
          <SearchField label={T.searchTasks} value={query} onChange={setQuery} className="basis-48" />
        )}
        {features.filters && (
          <div role="group" aria-label={T.show} className="inline-flex rounded-md border p-0.5">
            {FILTERS.map((f) => (
              <Button
                key={f}
                type="button"
                size="sm"
                variant={filter === f ? 'default' : 'ghost'}
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
              >
                {filterLabel[f]}
              </Button>
            ))}
          </div>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => setTasks((previous) => previous.filter((task) => !task.done))}
          disabled={doneCount === 0}
        >
          {fmt(T.clearCompleted, { n: doneCount })}
        </Button>
        {features.export && <ExportButton label={T.exportCsv} onClick={exportCsv} />}
      </div>

      {visible.length === 0 ? (
        <EmptyState
          className="mt-5"
          icon={ListTodoIcon}
          title={tasks.length === 0 ? T.emptyTitle : T.noMatches}
          hint={tasks.length === 0 ? T.emptyHint : null}
        />
      ) : (
        <ul className="mt-5 divide-y">
          {visible.map((task) => (
            <TaskRow
              key={task.id}
              schema={schema}
              task={task}
              today={today}
              onChange={(change) => update(task.id, change)}
              onDelete={() => setTasks((previous) => previous.filter((t) => t.id !== task.id))}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function TaskRow({
  schema,
  task,
  today,
  onChange,
  onDelete,
}: {
  schema: TasksSchema;
  task: Task;
  today: DayKey;
  onChange: (change: (task: Task) => Task) => void;
  onDelete: () => void;
}) {
  const { texts: T, frame } = schema;
  const { opener, ...edit } = useInlineEdit<Task>((draft) => {
    const clean = draft.title.trim();
    if (!clean) return false;
    onChange((current) => ({ ...current, title: clean, due: draft.due, priority: draft.priority }));
    return true;
  });
  const { draft, setDraft } = edit;
  const overdue = isOverdue(task, today);

  if (draft) {
    return (
      <li className="py-3">
        <div className="flex flex-wrap items-center gap-2" {...edit.rowKeys}>
          <Input
            aria-label={T.taskTitle}
            value={draft.title}
            autoFocus
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            {...edit.fieldKeys}
            className="min-w-0 flex-1 basis-56"
          />
          <Input
            type="date"
            aria-label={T.due}
            value={draft.due ?? ''}
            onChange={(event) => setDraft({ ...draft, due: event.target.value || null })}
            className="w-40"
          />
          <PrioritySelect
            ariaLabel={T.priority}
            value={draft.priority}
            onChange={(value) => setDraft({ ...draft, priority: value })}
            schema={schema}
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
    <li className="flex items-start gap-3 py-3">
      <Checkbox
        checked={task.done}
        onCheckedChange={() => onChange((current) => setDone(current, !current.done, today))}
        aria-label={fmt(T.complete, { title: task.title })}
        className="mt-0.5 size-5"
      />
      <div className="min-w-0 flex-1">
        <p
          className={cn('break-words', task.done && 'text-muted-foreground line-through')}
          onDoubleClick={() => edit.open(task)}
        >
          {task.title}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
          <Badge className={TONE[task.priority]}>{T[task.priority]}</Badge>
          {task.due ? (
            <span className={overdue ? 'font-medium text-destructive' : 'text-muted-foreground'}>
              {overdue ? `${T.overdue} · ` : ''}
              {fmt(T.dueOn, { date: task.due === today ? T.today : formatDay(task.due, frame.locale) })}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          ref={opener}
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={fmt(T.editTask, { title: task.title })}
          onClick={() => edit.open(task)}
        >
          <PencilIcon aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={fmt(T.deleteTask, { title: task.title })}
          onClick={onDelete}
          className="hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
}
