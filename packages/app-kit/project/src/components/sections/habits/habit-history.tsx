/** A grid of the last 7 or 30 days; every cell toggles that day's check-in. */
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Panel } from '@/components/sections/panel';
import { cn } from '@/lib/utils';
import { fmt } from '@/lib/app-frame';
import { formatDay, lastDays, type DayKey } from '@/lib/dates';
import type { Habit, HabitsSchema } from '@/lib/habits';
import { isDone, toggleCheckin } from '@/components/sections/habits/logic';
import type { SetHabits } from '@/components/sections/habits/habit-list';

export function HabitHistory({
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
  const { texts: T, frame } = schema;
  const [range, setRange] = React.useState<7 | 30>(7);
  const days = lastDays(range, today);
  const active = habits.filter((h) => !h.archived);

  function toggle(id: string, day: DayKey) {
    setHabits((previous) => previous.map((h) => (h.id === id ? toggleCheckin(h, day, today) : h)));
  }

  return (
    <Panel
      id="history"
      title={title}
      actions={
        <div role="group" aria-label={T.range} className="inline-flex rounded-md border p-0.5">
          {([7, 30] as const).map((n) => (
            <Button
              key={n}
              type="button"
              size="sm"
              variant={range === n ? 'default' : 'ghost'}
              aria-pressed={range === n}
              onClick={() => setRange(n)}
            >
              {fmt(T.lastDays, { n })}
            </Button>
          ))}
        </div>
      }
    >
      {active.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.emptyHint}</p>
      ) : (
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <table className="w-full border-separate border-spacing-1 text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="sr-only">
                  {T.habit}
                </th>
                {days.map((day) => (
                  <th
                    key={day}
                    scope="col"
                    className={cn(
                      'min-w-7 text-center text-[11px] font-medium text-muted-foreground',
                      day === today && 'font-bold text-foreground',
                    )}
                  >
                    <span className="block">{formatDay(day, frame.locale, { weekday: 'narrow' })}</span>
                    <span className="block tabular-nums">
                      {formatDay(day, frame.locale, { day: 'numeric' })}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {active.map((habit) => (
                <tr key={habit.id}>
                  <th scope="row" className="max-w-40 truncate pe-2 text-start font-medium">
                    {habit.name}
                  </th>
                  {days.map((day) => {
                    const done = isDone(habit, day);
                    return (
                      <td key={day} className="text-center">
                        <button
                          type="button"
                          aria-pressed={done}
                          aria-label={fmt(T.cellLabel, {
                            habit: habit.name,
                            day: formatDay(day, frame.locale, {
                              weekday: 'long',
                              day: 'numeric',
                              month: 'long',
                            }),
                          })}
                          onClick={() => toggle(habit.id, day)}
                          className={cn(
                            'size-7 rounded-md border transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                            done ? 'border-primary bg-primary' : 'bg-muted/50 hover:border-primary/60',
                          )}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
