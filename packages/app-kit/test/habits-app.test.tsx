// The habit tracker rendered on the server for a seed around a fixed day, and the streak rules it runs on.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { HabitsApp } from '@/components/sections/habits-app';
import {
  bestStreak,
  completionRate,
  currentStreak,
  seedHabits,
  startingHabits,
  toggleCheckin,
} from '@/components/sections/habits/logic';
import type { HabitsSchema } from '@/lib/habits';
import { CHORES, TODAY } from './support/chores.ts';
import { textOf } from './support/html.ts';

const HABIT_TEXTS: HabitsSchema['texts'] = {
  newHabit: 'New habit',
  newHabitPlaceholder: 'Drink water',
  addHabit: 'Add habit',
  habitRequired: 'Name the habit.',
  habitExists: 'You already track that.',
  habit: 'Habit',
  habitName: 'Habit name',
  day: 'Day',
  checkIn: 'Check in',
  checkedIn: 'Done today',
  checkInFor: 'Check in: {habit}',
  streak: '{n}-day streak',
  bestOne: 'Best: {n} day',
  bestOther: 'Best: {n} days',
  dayOne: '{n} day',
  dayOther: '{n} days',
  doneToday: '{done}/{total} today',
  ofTotal: '{done} of {total}',
  renameHabit: 'Rename {habit}',
  archiveHabit: 'Archive {habit}',
  restore: 'Restore',
  restoreHabit: 'Restore {habit}',
  deleteHabit: 'Delete {habit}',
  deleteForGood: 'Delete {habit} for good',
  archiveEmpty: 'Nothing archived.',
  searchHabits: 'Search habits',
  emptyTitle: 'No habits yet',
  emptyHint: 'Add one above.',
  noMatches: 'No habits match.',
  range: 'Range',
  lastDays: 'Last {n} days',
  cellLabel: '{habit} on {day}',
  statToday: 'Today',
  statCurrent: 'Current streak',
  statBest: 'Best streak',
  statRate: '30-day rate',
  save: 'Save',
  cancel: 'Cancel',
  exportCsv: 'Export CSV',
  noData: 'No data yet',
  dataTitle: 'Your data',
  dataHint: 'Kept in this browser.',
  resetSample: 'Restore the samples',
  clearAll: 'Delete everything',
  confirmReset: 'Replace your habits?',
  confirmClear: 'Delete every habit?',
  confirmYes: 'Yes',
};

const HABITS: HabitsSchema = {
  frame: { ...CHORES.frame, name: 'Streaks', pages: [{ ...CHORES.frame.pages[0]!, title: 'Streaks' }] },
  sections: [
    { id: 'stats', page: 'main', title: 'Overview' },
    { id: 'habits', page: 'main', title: 'Habits' },
    { id: 'history', page: 'main', title: 'History' },
    { id: 'archive', page: 'main', title: 'Archive' },
  ],
  features: { forms: true, search: true, export: false },
  storage: { key: 'habits', base: 'habits', stock: [] },
  seed: [
    // Two days in three of the 35 before the first: yesterday is done, the day before is not.
    {
      id: 'sample-1',
      name: 'Read 20 pages',
      history: { offset: 0, every: 3 },
      archived: false,
      createdDaysAgo: 40,
    },
    { id: 'sample-2', name: 'Stretch', history: null, archived: false, createdDaysAgo: 0 },
    {
      id: 'sample-archived',
      name: 'No sugar',
      history: { offset: 1, every: 2, limit: 12 },
      archived: true,
      createdDaysAgo: 60,
    },
  ],
  texts: HABIT_TEXTS,
};

function render(schema: HabitsSchema = HABITS) {
  return renderToString(
    <MemoryRouter>
      <HabitsApp schema={schema} today={TODAY} />
    </MemoryRouter>,
  );
}

describe('HabitsApp', () => {
  it('shows the habits with their streaks and check-in buttons, the grid and the archive', () => {
    const html = render();
    const text = textOf(html);
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Overview', 'Habits', 'History', 'Archive']);
    expect(html).toContain('aria-label="Check in: Read 20 pages"');
    expect(html).toContain('aria-pressed="false"');
    expect(text).toContain('0/2 today');
    // The grid has a cell per habit and day; the archived habit is only in the archive.
    expect(html.match(/aria-label="Read 20 pages on /g)).toHaveLength(7);
    expect(html).not.toContain('aria-label="No sugar on ');
    expect(html).toContain('aria-label="Restore No sugar"');
    const label = /<label[^>]*for="([^"]+)"[^>]*>New habit<\/label>/.exec(html)?.[1];
    expect(label && html.includes(`id="${label}"`)).toBe(true);
  });

  it('lays the seed out before the first day', () => {
    const [read, stretch, sugar] = seedHabits(HABITS.seed, TODAY);
    expect(read!.checkins).not.toContain(TODAY);
    expect(read!.checkins.every((day) => day < TODAY)).toBe(true);
    expect(currentStreak(read!.checkins, TODAY)).toBe(1);
    expect(bestStreak(read!.checkins)).toBe(2);
    expect(stretch!.checkins).toEqual([]);
    expect(stretch!.createdAt).toBe(TODAY);
    expect(sugar!.checkins).toHaveLength(12);
    expect(startingHabits(HABITS, TODAY, undefined)).toEqual(seedHabits(HABITS.seed, TODAY));
  });
});

describe('habit rules', () => {
  it('habit streaks: current streaks end today or yesterday, best streaks span gaps, months and DST', () => {
    expect(currentStreak([], '2024-05-10')).toBe(0);
    expect(currentStreak(['2024-05-10'], '2024-05-10')).toBe(1);
    // Today still open: yesterday's run counts.
    expect(currentStreak(['2024-05-07', '2024-05-08', '2024-05-09'], '2024-05-10')).toBe(3);
    // Broken the day before yesterday.
    expect(currentStreak(['2024-05-07', '2024-05-08'], '2024-05-10')).toBe(0);
    // Unordered and duplicated check-ins.
    expect(currentStreak(['2024-05-10', '2024-05-08', '2024-05-09', '2024-05-09'], '2024-05-10')).toBe(3);
    // Across a month end, a leap day and a daylight-saving change (Europe: 31 March 2024).
    expect(currentStreak(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-01')).toBe(3);
    expect(currentStreak(['2024-03-30', '2024-03-31', '2024-04-01'], '2024-04-01')).toBe(3);
    expect(currentStreak(['2023-12-31', '2024-01-01'], '2024-01-01')).toBe(2);

    expect(bestStreak([])).toBe(0);
    expect(bestStreak(['2024-05-01'])).toBe(1);
    expect(bestStreak(['2024-05-01', '2024-05-02', '2024-05-04', '2024-05-05', '2024-05-06'])).toBe(3);
    expect(
      bestStreak(['2024-05-06', '2024-05-01', '2024-05-05', '2024-05-02', '2024-05-04', '2024-05-05']),
    ).toBe(3);
    expect(bestStreak(['2024-10-26', '2024-10-27', '2024-10-28', '2024-11-01'])).toBe(3);
  });

  it('habit check-ins toggle, refuse the future and count completion', () => {
    const habit = { checkins: ['2024-05-08'] };
    expect(toggleCheckin(habit, '2024-05-10', '2024-05-10').checkins).toEqual(['2024-05-08', '2024-05-10']);
    expect(toggleCheckin(habit, '2024-05-08', '2024-05-10').checkins).toEqual([]);
    expect(toggleCheckin(habit, '2024-05-11', '2024-05-10').checkins).toEqual(['2024-05-08']);
    expect(
      completionRate(['2024-05-01', '2024-05-03'], ['2024-05-01', '2024-05-02', '2024-05-03', '2024-05-04']),
    ).toBe(0.5);
  });
});
