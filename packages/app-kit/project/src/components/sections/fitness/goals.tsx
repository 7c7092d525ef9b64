/**
 * Weekly goals: this week's active minutes or workouts against a target, with a progress bar; targets
 * change in place (Enter or leaving the field saves, Escape restores), goals are added and deleted.
 */
import * as React from 'react';
import { CircleCheckIcon, PlusIcon, TargetIcon, Trash2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Panel } from '@/components/sections/panel';
import { NativeSelect } from '@/components/ui/native-select';
import { fmt } from '@/lib/app-frame';
import type { DayKey } from '@/lib/dates';
import { GOAL_KINDS, type FitnessSchema, type Goal, type GoalKind, type Workout } from '@/lib/fitness';
import { newId } from '@/lib/id';
import { useInlineEdit } from '@/lib/inline-edit';
import { goalProgress, parseTarget } from '@/components/sections/fitness/logic';

export type SetGoals = (update: (previous: Goal[]) => Goal[]) => void;

export function Goals({
  schema,
  goals,
  setGoals,
  workouts,
  today,
  title,
}: {
  schema: FitnessSchema;
  goals: Goal[];
  setGoals: SetGoals;
  workouts: Workout[];
  today: DayKey;
  title: string;
}) {
  const { texts: T } = schema;
  const ids = { kind: React.useId(), target: React.useId(), error: React.useId() };
  const [kind, setKind] = React.useState<GoalKind>('minutes');
  const [target, setTarget] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const targetRef = React.useRef<HTMLInputElement>(null);
  const kindLabel: Record<GoalKind, string> = { minutes: T.goalMinutes, sessions: T.goalSessions };

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const n = parseTarget(target);
    if (n === null) {
      setError(T.targetInvalid);
      targetRef.current?.focus();
      return;
    }
    setGoals((previous) => [...previous, { id: newId(), kind, target: n }]);
    setTarget('');
    setError(null);
  }

  return (
    <Panel id="goals" title={title}>
      <ul className="space-y-5">
        {goals.map((goal) => (
          <GoalRow
            key={goal.id}
            schema={schema}
            goal={goal}
            label={kindLabel[goal.kind]}
            progress={goalProgress(goal, workouts, today)}
            onTarget={(n) =>
              setGoals((previous) => previous.map((g) => (g.id === goal.id ? { ...g, target: n } : g)))
            }
            onDelete={() => setGoals((previous) => previous.filter((g) => g.id !== goal.id))}
          />
        ))}
      </ul>
      <form
        onSubmit={add}
        noValidate
        className="mt-5 grid gap-3 border-t pt-5 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-end"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={ids.kind}>{T.goalKind}</Label>
          <NativeSelect
            id={ids.kind}
            value={kind}
            onChange={(event) => setKind(event.target.value === 'sessions' ? 'sessions' : 'minutes')}
          >
            {GOAL_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.target}>{T.target}</Label>
          <Input
            id={ids.target}
            ref={targetRef}
            inputMode="numeric"
            value={target}
            placeholder="150"
            onChange={(event) => {
              setTarget(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        <Button type="submit" variant="outline">
          <PlusIcon aria-hidden />
          {T.addGoal}
        </Button>
        {error && (
          <p id={ids.error} role="alert" className="text-sm text-destructive sm:col-span-full">
            {error}
          </p>
        )}
      </form>
    </Panel>
  );
}

function GoalRow({
  schema,
  goal,
  label,
  progress,
  onTarget,
  onDelete,
}: {
  schema: FitnessSchema;
  goal: Goal;
  label: string;
  progress: { value: number; ratio: number };
  onTarget: (target: number) => void;
  onDelete: () => void;
}) {
  const { texts: T, frame } = schema;
  // The target field shows the goal's target until the visitor types; what they typed is the draft.
  const edit = useInlineEdit<string>((draft) => {
    const n = parseTarget(draft);
    if (n === null) return false;
    onTarget(n);
    return true;
  });
  const invalid = edit.draft !== null && parseTarget(edit.draft) === null;
  const percent = new Intl.NumberFormat(frame.locale, { style: 'percent' }).format(progress.ratio);
  const met = progress.ratio >= 1;
  return (
    <li className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {met ? (
          <CircleCheckIcon aria-hidden className="size-4 text-primary" />
        ) : (
          <TargetIcon aria-hidden className="size-4 text-muted-foreground" />
        )}
        <span className="font-medium">{label}</span>
        <span className="ms-auto text-sm text-muted-foreground tabular-nums">
          {fmt(T.progress, { value: progress.value, target: goal.target, percent })}
        </span>
        <Input
          inputMode="numeric"
          aria-label={fmt(T.targetFor, { goal: label })}
          aria-invalid={invalid ? true : undefined}
          value={edit.draft ?? String(goal.target)}
          onChange={(event) => edit.setDraft(event.target.value)}
          onBlur={() => {
            if (edit.draft === null) return;
            // Leaving the field saves a valid target and puts back the saved one otherwise.
            if (parseTarget(edit.draft) === null) edit.close();
            else edit.save();
          }}
          onKeyDown={(event) => {
            // A lone field: Enter saves (fieldKeys), Escape puts back the saved target (rowKeys).
            edit.fieldKeys.onKeyDown(event);
            edit.rowKeys.onKeyDown(event);
          }}
          className="w-24"
        />
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={fmt(T.deleteGoal, { goal: label })}
          onClick={onDelete}
          className="hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      <Progress value={Math.min(progress.value, goal.target)} max={goal.target} aria-label={label} />
    </li>
  );
}
