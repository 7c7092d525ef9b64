/**
 * A running log as the built-in agent would write it: two pages (the log, and progress with the chart,
 * bests and goals), every control on, and four sample workouts around a fixed today.
 */
import type { FitnessSchema } from '@/lib/fitness';
import { CHORES } from './chores.ts';

/** A Tuesday: its week started on Monday 9 March. */
export const TODAY = '2026-03-10';

export const RUNNING: FitnessSchema = {
  frame: {
    ...CHORES.frame,
    name: 'Stride',
    tagline: 'Every run counts',
    slug: 'stride',
    pages: [
      { id: 'main', path: '/', label: 'Log', title: 'Stride', subtitle: 'Every run counts' },
      { id: 'progress', path: '/progress', label: 'Progress', title: 'Progress' },
    ],
  },
  sections: [
    { id: 'summary', page: 'main', title: 'This week' },
    { id: 'log', page: 'main', title: 'Log a workout' },
    { id: 'chart', page: 'progress', title: 'Minutes per week' },
    { id: 'records', page: 'progress', title: 'Personal bests' },
    { id: 'goals', page: 'progress', title: 'Weekly goals' },
  ],
  features: { forms: true, search: true, filters: true, export: true },
  storage: { key: 'workouts', base: 'workouts', stock: [], goals: 'goals' },
  types: ['Run', 'Yoga', 'Strength'],
  seed: [
    // Monday this week.
    { id: 'sample-1', type: 'Run', minutes: 30, daysAgo: 1, distanceKm: 5, notes: '', createdAt: 4 },
    // Last week: Saturday and Monday.
    {
      id: 'sample-2',
      type: 'Yoga',
      minutes: 45,
      daysAgo: 3,
      distanceKm: null,
      notes: 'Slow flow',
      createdAt: 3,
    },
    { id: 'sample-3', type: 'Run', minutes: 50, daysAgo: 8, distanceKm: 8.5, notes: '', createdAt: 2 },
    // The Sunday before.
    { id: 'sample-4', type: 'Strength', minutes: 40, daysAgo: 9, distanceKm: null, notes: '', createdAt: 1 },
  ],
  goals: [
    { id: 'goal-minutes', kind: 'minutes', target: 150 },
    { id: 'goal-sessions', kind: 'sessions', target: 4 },
  ],
  texts: {
    logWorkout: 'Log workout',
    type: 'Type',
    minutes: 'Minutes',
    date: 'Date',
    distance: 'Distance (km)',
    notes: 'Notes',
    notesPlaceholder: 'How did it feel?',
    optional: 'Optional',
    minutesInvalid: 'Enter minutes between 1 and 1440.',
    dateInvalid: 'Pick a date that is not in the future.',
    distanceInvalid: 'Enter a distance in km, or leave it empty.',
    recent: 'Recent workouts',
    showMore: 'Show more ({n} left)',
    searchWorkouts: 'Search workouts',
    filterType: 'Filter by type',
    allTypes: 'All types',
    emptyTitle: 'No workouts yet',
    emptyHint: 'Log your first workout above.',
    noMatches: 'No workouts match',
    minutesShort: '{n} min',
    km: '{n} km',
    editWorkout: 'Edit {type} on {date}',
    deleteWorkout: 'Delete {type} on {date}',
    activeMinutes: 'Active minutes',
    vsLastWeek: '{change} vs last week',
    workouts: 'Workouts',
    streak: 'Streak',
    daysInRow: '{n} d',
    biggestWeek: 'Biggest week',
    weekOf: 'Week of {date}',
    longestOn: 'Longest, {date}',
    sessions: '{n} sessions',
    goalMinutes: 'Active minutes this week',
    goalSessions: 'Workouts this week',
    goalKind: 'New weekly goal',
    target: 'Target',
    targetFor: 'Target for {goal}',
    targetInvalid: 'Enter a whole number above 0.',
    addGoal: 'Add goal',
    deleteGoal: 'Delete goal: {goal}',
    progress: '{value} / {target} · {percent}',
    save: 'Save',
    cancel: 'Cancel',
    exportCsv: 'Export CSV',
    noData: 'No data yet',
    dataTitle: 'Your data',
    dataHint: 'Workouts are kept in this browser.',
    resetSample: 'Restore the sample workouts',
    clearAll: 'Delete everything',
    confirmReset: 'Replace your log with the samples?',
    confirmClear: 'Delete every workout and goal?',
    confirmYes: 'Yes',
  },
};
