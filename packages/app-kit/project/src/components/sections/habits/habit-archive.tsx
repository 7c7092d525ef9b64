/** Archived habits: restore one, or delete it for good after a confirmation. */
import * as React from 'react';
import { ArchiveRestoreIcon, Trash2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Panel } from '@/components/sections/panel';
import { fmt, plural } from '@/lib/app-frame';
import type { Habit, HabitsSchema } from '@/lib/habits';
import { bestStreak } from '@/components/sections/habits/logic';
import type { SetHabits } from '@/components/sections/habits/habit-list';

export function HabitArchive({
  schema,
  habits,
  setHabits,
  title,
}: {
  schema: HabitsSchema;
  habits: Habit[];
  setHabits: SetHabits;
  title: string;
}) {
  const { texts: T, frame } = schema;
  const [confirming, setConfirming] = React.useState<string | null>(null);
  const archived = habits.filter((h) => h.archived);
  return (
    <Panel id="archive" title={title}>
      {archived.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.archiveEmpty}</p>
      ) : (
        <ul className="divide-y">
          {archived.map((habit) => (
            <li key={habit.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{habit.name}</p>
                <p className="text-sm text-muted-foreground">
                  {plural(frame.locale, bestStreak(habit.checkins), T.bestOne, T.bestOther)}
                </p>
              </div>
              {confirming === habit.id ? (
                <>
                  <Button
                    type="button"
                    size="sm"
                    variant="destructive"
                    autoFocus
                    onClick={() => setHabits((previous) => previous.filter((h) => h.id !== habit.id))}
                  >
                    {fmt(T.deleteForGood, { habit: habit.name })}
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                    {T.cancel}
                  </Button>
                </>
              ) : (
                <>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={fmt(T.restoreHabit, { habit: habit.name })}
                    onClick={() =>
                      setHabits((previous) =>
                        previous.map((h) => (h.id === habit.id ? { ...h, archived: false } : h)),
                      )
                    }
                  >
                    <ArchiveRestoreIcon aria-hidden />
                    {T.restore}
                  </Button>
                  <Button
                    type="button"
                    size="icon-sm"
                    variant="ghost"
                    aria-label={fmt(T.deleteHabit, { habit: habit.name })}
                    onClick={() => setConfirming(habit.id)}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
