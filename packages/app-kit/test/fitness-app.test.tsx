// The workout log rendered on the server for a running schema on a fixed day, at its two routes, and the
// rules it runs on (weekly totals, streaks, bests, goals, checking input, the seed, carry-over).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { FitnessApp } from '@/components/sections/fitness-app';
import {
  activeStreak,
  biggestWeek,
  csvRows,
  filterWorkouts,
  goalProgress,
  parseTarget,
  personalBests,
  seedWorkouts,
  sortWorkouts,
  startingWorkouts,
  validateWorkout,
  weekChange,
  weeklyTotals,
  workoutShape,
  workoutTypes,
} from '@/components/sections/fitness/logic';
import { shapeHash } from '@/lib/carry-over';
import type { FitnessSchema, Workout } from '@/lib/fitness';
import { RUNNING, TODAY } from './support/workouts.ts';
import { headingsOf, memoryStore, textOf } from './support/html.ts';

function render(schema: FitnessSchema = RUNNING, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <FitnessApp schema={schema} today={TODAY} />
    </MemoryRouter>,
  );
}

const workouts = seedWorkouts(RUNNING.seed, TODAY);

function workout(type: string, minutes: number, date: string, distanceKm: number | null = null): Workout {
  return { id: `${date}-${type}-${minutes}`, type, minutes, date, distanceKm, notes: '', createdAt: 0 };
}

describe('FitnessApp', () => {
  it('shows this week and the log on the home page, with labelled fields and the log newest first', () => {
    const html = render();
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Stride<\/h1>/);
    expect(headingsOf(html)).toEqual(['This week', 'Log a workout']);
    expect(html).toContain('href="/progress"');
    // Labels point at their fields.
    for (const label of ['Type', 'Minutes', 'Date', 'Distance \\(km\\)', 'Notes']) {
      const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
      expect(id, label).toBeTruthy();
      expect(html).toContain(`id="${id}"`);
    }
    expect(text).toContain('Log workout');
    // This week: Monday's 30-minute, 5 km run; last week had 95 minutes; yesterday is the streak.
    expect(text).toContain('Active minutes 30 -68% vs last week');
    expect(text).toContain('Workouts 1');
    expect(text).toContain('Distance (km) 5 km');
    expect(text).toContain('Streak 1 d');
    // Newest first, each with its minutes and distance, editable and deletable by name.
    const order = ['30 min · 5 km', '45 min', '50 min · 8.5 km', '40 min'].map((t) => text.indexOf(t));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain('Slow flow');
    expect(html).toContain('aria-label="Edit Run on March 9, 2026"');
    expect(html).toContain('aria-label="Delete Yoga on March 7, 2026"');
    expect(html).toContain('aria-label="Search workouts"');
    expect(html).toContain('aria-label="Filter by type"');
    expect(text).toContain('Export CSV');
    // The date field refuses the future.
    expect(html).toContain(`max="${TODAY}"`);
  });

  it('shows the chart, personal bests and goals on the progress page', () => {
    const html = render(RUNNING, '/progress');
    const text = textOf(html);
    expect(headingsOf(html)).toEqual(['Minutes per week', 'Personal bests', 'Weekly goals']);
    // The chart's figures, as a table for screen readers: eight weeks, this one last.
    expect(html).toContain('<caption>Minutes per week</caption>');
    expect(text).toContain('Mar 2 95 Mar 9 30');
    // The biggest week, then the bests by sessions.
    expect(text).toContain('Biggest week 95 min Week of Mar 2');
    expect(text).toContain('Run 50 min Longest, Mar 2 · 8.5 km 2 sessions');
    expect(text.indexOf('Strength 40 min')).toBeLessThan(text.indexOf('Yoga 45 min'));
    // Goals: this week's 30 of 150 minutes and 1 of 4 workouts, with progress bars and their targets.
    expect(text).toContain('Active minutes this week 30 / 150 · 20%');
    expect(text).toContain('Workouts this week 1 / 4 · 25%');
    expect(html.match(/role="progressbar"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Target for Active minutes this week"');
    expect(html).toContain('aria-label="Delete goal: Workouts this week"');
    const kind = /<label[^>]*for="([^"]+)"[^>]*>New weekly goal<\/label>/.exec(html)?.[1];
    expect(kind && html.includes(`id="${kind}"`)).toBe(true);
  });

  it('leaves out the controls the schema turns off, and puts every section on one page without pages', () => {
    const bare: FitnessSchema = {
      ...RUNNING,
      frame: { ...RUNNING.frame, darkToggle: false, pages: [RUNNING.frame.pages[0]!] },
      sections: [
        ...RUNNING.sections.map((s) => ({ ...s, page: 'main' })),
        { id: 'settings', page: 'main', title: 'Settings' },
      ],
      features: { forms: false, search: false, filters: false, export: false },
    };
    const html = render(bare);
    expect(headingsOf(html)).toEqual([
      'This week',
      'Log a workout',
      'Minutes per week',
      'Personal bests',
      'Weekly goals',
      'Settings',
    ]);
    expect(html).not.toContain('href="/progress"');
    expect(html).not.toContain('Search workouts');
    expect(html).not.toContain('Filter by type');
    expect(html).not.toContain('Export CSV');
    expect(html).not.toContain('Distance (km)</label>');
    expect(html).not.toContain('<textarea');
    expect(textOf(html)).toContain('Restore the sample workouts');
  });

  it('says so when nothing is logged', () => {
    const html = render({ ...RUNNING, seed: [], goals: [] });
    const text = textOf(html);
    expect(text).toContain('No workouts yet');
    expect(text).toContain('Log your first workout above.');
    expect(text).toContain('Active minutes 0 Workouts 0');
  });
});

describe('workout rules', () => {
  it('dates the seed back from the first day, and starts from it under the stock key', () => {
    expect(workouts.map((w) => [w.id, w.date])).toEqual([
      ['sample-1', '2026-03-09'],
      ['sample-2', '2026-03-07'],
      ['sample-3', '2026-03-02'],
      ['sample-4', '2026-03-01'],
    ]);
    expect(startingWorkouts(RUNNING, TODAY, memoryStore())).toEqual(workouts);
    expect(startingWorkouts(RUNNING, TODAY, undefined)).toEqual(workouts);
  });

  it('sums weeks from Monday to Sunday, oldest first, and compares with last week', () => {
    // 2024-05-15 is a Wednesday: its week starts on Monday 13 May.
    const log = [
      workout('Run', 30, '2024-05-13', 5.1),
      workout('run', 45, '2024-05-15', 0.2),
      workout('Yoga', 60, '2024-05-12'),
      workout('Run', 20, '2024-05-06'),
    ];
    expect(weeklyTotals(log, 2, '2024-05-15')).toEqual([
      { week: '2024-05-06', minutes: 80, sessions: 2, distanceKm: 0 },
      { week: '2024-05-13', minutes: 75, sessions: 2, distanceKm: 5.3 },
    ]);
    expect(weekChange(log, '2024-05-15')).toBeCloseTo(-5 / 80);
    expect(weekChange(log, '2024-05-08')).toBeNull();
    // Across a year end.
    expect(weeklyTotals([workout('Run', 10, '2024-12-31')], 1, '2025-01-05')[0]!.week).toBe('2024-12-30');
    expect(weeklyTotals(workouts, 3, TODAY).map((w) => w.minutes)).toEqual([40, 95, 30]);
  });

  it('counts the streak to today or yesterday', () => {
    expect(activeStreak([], TODAY)).toBe(0);
    expect(activeStreak(workouts, TODAY)).toBe(1);
    const days = ['2026-03-08', '2026-03-09', '2026-03-10'].map((d) => workout('Run', 10, d));
    expect(activeStreak(days, TODAY)).toBe(3);
    expect(activeStreak(days.slice(0, 2), TODAY)).toBe(2);
    expect(activeStreak(days.slice(0, 1), TODAY)).toBe(0);
  });

  it('finds personal bests per type, case aside, and the biggest week', () => {
    const log = [
      workout('Run', 30, '2024-05-13', 5),
      workout('run ', 45, '2024-05-15', 4),
      workout('Yoga', 60, '2024-05-12'),
      workout('Run', 20, '2024-05-06', 7.5),
    ];
    expect(
      personalBests(log).map((b) => [b.type, b.longest.minutes, b.farthest?.distanceKm, b.sessions]),
    ).toEqual([
      ['run ', 45, 7.5, 3],
      ['Yoga', 60, undefined, 1],
    ]);
    expect(biggestWeek(log)).toEqual({ week: '2024-05-06', minutes: 80, sessions: 2, distanceKm: 7.5 });
    expect(biggestWeek([])).toBeNull();
    expect(personalBests([])).toEqual([]);
  });

  it('measures goals against this week', () => {
    expect(goalProgress({ id: 'm', kind: 'minutes', target: 150 }, workouts, TODAY)).toEqual({
      value: 30,
      ratio: 0.2,
    });
    expect(goalProgress({ id: 's', kind: 'sessions', target: 1 }, workouts, TODAY)).toEqual({
      value: 1,
      ratio: 1,
    });
    // Past the target the bar stays full.
    expect(goalProgress({ id: 'm', kind: 'minutes', target: 20 }, workouts, TODAY).ratio).toBe(1);
    expect([
      parseTarget('150'),
      parseTarget(' 4 '),
      parseTarget('0'),
      parseTarget('2.5'),
      parseTarget(''),
    ]).toEqual([150, 4, null, null, null]);
    expect(parseTarget('10001')).toBeNull();
  });

  it('checks what a visitor typed: minutes, a date not in the future, an optional distance', () => {
    const texts = RUNNING.texts;
    const draft = { type: ' Run ', minutes: '47', date: TODAY, distance: '5,25', notes: ' easy ' };
    expect(validateWorkout(draft, TODAY, texts, 'Yoga')).toEqual({
      errors: {},
      value: { type: 'Run', minutes: 47, date: TODAY, distanceKm: 5.3, notes: 'easy' },
    });
    expect(validateWorkout({ ...draft, type: '', distance: '' }, TODAY, texts, 'Yoga').value).toMatchObject({
      type: 'Yoga',
      distanceKm: null,
    });
    const bad = validateWorkout(
      { ...draft, minutes: '0', date: '2026-03-11', distance: '-1' },
      TODAY,
      texts,
      'Yoga',
    );
    expect(bad).toEqual({
      errors: { minutes: texts.minutesInvalid, date: texts.dateInvalid, distance: texts.distanceInvalid },
    });
    expect(validateWorkout({ ...draft, minutes: '' }, TODAY, texts, 'Yoga').errors.minutes).toBe(
      texts.minutesInvalid,
    );
    expect(validateWorkout({ ...draft, minutes: '1441' }, TODAY, texts, 'Yoga').errors.minutes).toBe(
      texts.minutesInvalid,
    );
    expect(validateWorkout({ ...draft, date: 'soon' }, TODAY, texts, 'Yoga').errors.date).toBe(
      texts.dateInvalid,
    );
  });

  it('sorts, searches, filters, offers logged types and exports', () => {
    expect(sortWorkouts([...workouts].reverse()).map((w) => w.id)).toEqual(workouts.map((w) => w.id));
    expect(filterWorkouts(workouts, 'Run', '').map((w) => w.id)).toEqual(['sample-1', 'sample-3']);
    expect(filterWorkouts(workouts, '', 'FLOW').map((w) => w.id)).toEqual(['sample-2']);
    expect(filterWorkouts(workouts, 'Run', 'flow')).toEqual([]);
    expect(workoutTypes(RUNNING.types, [...workouts, workout('Swim', 20, TODAY)])).toEqual([
      'Run',
      'Yoga',
      'Strength',
      'Swim',
    ]);
    expect(csvRows(workouts.slice(0, 2), ['Date', 'Type', 'Minutes', 'Distance', 'Notes'])).toEqual([
      ['Date', 'Type', 'Minutes', 'Distance', 'Notes'],
      ['2026-03-09', 'Run', 30, 5, ''],
      ['2026-03-07', 'Yoga', 45, '', 'Slow flow'],
    ]);
  });

  it('carries saved workouts over to a new key: own and edited stay, untouched removed ones go', () => {
    // The visitor's stock log: a longer Yoga session and one of their own.
    const saved = [
      ...workouts.map((w) => (w.id === 'sample-2' ? { ...w, minutes: 60 } : w)),
      { ...workout('Yoga', 20, TODAY), id: 'mine', notes: 'sunrise' },
    ];
    const listed: FitnessSchema = {
      ...RUNNING,
      storage: {
        ...RUNNING.storage,
        key: 'workouts-abc',
        stock: [...new Set(workouts.map((w) => shapeHash(workoutShape(w))))],
      },
      types: ['Run', 'Plank'],
      seed: [
        { id: 'sample-1', type: 'Run', minutes: 25, daysAgo: 2, distanceKm: null, notes: '', createdAt: 1 },
        { id: 'sample-2', type: 'Plank', minutes: 5, daysAgo: 1, distanceKm: null, notes: '', createdAt: 2 },
      ],
    };
    const store = memoryStore({ 'stride:workouts': saved });
    const start = startingWorkouts(listed, TODAY, store);
    // The stock Runs stay (Run is still listed); the untouched Strength goes; Plank joins under a new id.
    expect(start.map((w) => [w.id, w.type, w.minutes])).toEqual([
      ['sample-1', 'Run', 30],
      ['sample-2', 'Yoga', 60],
      ['sample-3', 'Run', 50],
      ['mine', 'Yoga', 20],
      ['sample-2-2', 'Plank', 5],
    ]);
    expect(store.map.get('stride:workouts-last')).toBe('workouts-abc');
    // Without persistence nothing is read.
    expect(
      startingWorkouts({ ...listed, frame: { ...listed.frame, persistence: false } }, TODAY, store),
    ).toEqual(seedWorkouts(listed.seed, TODAY));
  });
});
