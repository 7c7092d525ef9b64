/**
 * A workout log, composed from the kit's FitnessApp (packages/app-kit): log workouts (type, minutes, date,
 * distance, notes), edit them inline (Enter saves, Escape cancels) or delete them; this week's totals, a
 * chart of minutes per week, personal bests and weekly goals with progress bars. This blueprint writes
 * only its schema: frame, sections, controls, workout types, seed workouts, goals and texts.
 *
 * Main interaction: fill the form (textbox "Minutes" / "Dakika" at least) and press the button
 * "Log workout" / "Antrenman kaydet"; the workout appears first in "Recent workouts", the weekly totals
 * grow, and it survives a reload.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import { shapeHash } from '@atelier/app-kit/carry-over';
import type {
  FitnessSchema,
  FitnessSectionId,
  FitnessTexts,
  Goal,
  SeedWorkout,
} from '@atelier/app-kit/fitness';
import type { BriefContent } from '../brief-content.ts';
import { type AppSpec, type Blueprint, has, text, appLocale, type AppLanguage } from '../spec.ts';
import {
  SETTINGS_PAGE,
  type PageDef,
  type SectionDef,
  type TrackedItem,
  capitalize,
  commonTexts,
  composedAppFiles,
  composedFrame,
  composedTexts,
  descriptionSubtitle,
  matchTopic,
  resolveTexts,
  sameNames,
  seededKey,
  stockSpec,
  topicsOf,
  trackedItems,
} from './productivity-shared.ts';
import { seedContent } from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('fitness');

const PAGES: PageDef[] = [
  { id: 'main', path: '/', label: L.mainLabel },
  { id: 'progress', path: '/progress', label: L.progressLabel },
  SETTINGS_PAGE,
];

const SECTIONS: SectionDef[] = [
  { id: 'summary', label: L.summaryLabel, page: 'main' },
  { id: 'log', label: L.logLabel, page: 'main' },
  {
    id: 'chart',
    label: L.chartLabel,
    page: 'progress',
    chartOnly: true,
  },
  { id: 'records', label: L.recordsLabel, page: 'progress' },
  { id: 'goals', label: L.goalsLabel, page: 'progress' },
  { id: 'settings', label: L.settingsLabel, page: 'settings' },
];

/** Keywords and, in every language, the seeds they bring. */
interface TopicTypes extends Record<AppLanguage, string[]> {
  keywords: string[];
}

/** Workout types a prompt's topic suggests; the first three seed the sample log. */
const TOPIC_TYPES: TopicTypes[] = [
  {
    keywords: ['run', 'marathon', 'jog', 'koşu', 'maraton'],
    ...L.easyRun,
  },
  {
    keywords: ['yoga', 'pilates', 'stretch', 'esneme'],
    ...L.yoga,
  },
  {
    keywords: ['cycl', 'bike', 'bisiklet'],
    ...L.ride,
  },
  {
    keywords: ['swim', 'yüz'],
    ...L.swim,
  },
  {
    keywords: ['gym', 'strength', 'weight', 'lift', 'muscle', 'salon', 'ağırlık', 'kuvvet', 'kas'],
    ...L.strength,
  },
];

const DEFAULT_TYPES = L.run;

/** Types with distances worth logging (runs, rides, swims, walks) — by position in the lists above. */
const DISTANCE_KM: Record<number, number> = { 0: 5, 2: 12 };

export function workoutTypes(spec: AppSpec): string[] {
  const curated = matchTopic(spec, TOPIC_TYPES);
  if (curated) return curated[spec.language];
  const own = topicsOf(spec, 1)
    .filter((t) => t.length <= 24)
    .map((t) => capitalize(spec, t));
  return [...new Set([...own, ...DEFAULT_TYPES[spec.language]])].slice(0, 6);
}

/** At most this many listed exercises are offered. */
const MAX_TYPES = 12;

interface StartTypes {
  /** The types the form offers, in order. */
  types: string[];
  /** The brief's own list (with minutes when it gave them), or null for the stock types. */
  listed: TrackedItem[] | null;
  /** Stock types that log distances (by their place in the stock list), with their sample kilometres. */
  distances: Map<string, number>;
  key: string;
}

/**
 * The workout types the app offers: the exercises or activities the brief listed, in its order (each
 * once), or the topic's stock types. `key` is where the log is saved: "workouts" for the stock types, a
 * key of its own for listed ones, so a log a visitor saved under the stock types does not hide them.
 */
function startTypes(spec: AppSpec): StartTypes {
  const stock = workoutTypes(spec);
  const distances = new Map<string, number>();
  for (const [slot, km] of Object.entries(DISTANCE_KM)) {
    const type = stock[Number(slot)];
    if (type !== undefined) distances.set(type, km);
  }
  const seen = new Set<string>();
  const listed = trackedItems(spec, MAX_TYPES).filter((item) => {
    const fold = item.name.toLocaleLowerCase(appLocale(spec));
    if (seen.has(fold)) return false;
    seen.add(fold);
    return true;
  });
  if (listed.length === 0 || (sameNames(listed, stock) && listed.every((item) => item.minutes === undefined)))
    return { types: stock, listed: null, distances, key: 'workouts' };
  return {
    types: listed.map((item) => item.name),
    listed,
    distances,
    key: seededKey(
      'workouts',
      listed.map((item) => `${item.name}\t${item.minutes ?? ''}`),
    ),
  };
}

interface SampleWorkout {
  type: string;
  minutes: number;
  /** Days before the first visit. */
  ago: number;
  /** Kilometres to one decimal, or null. */
  km: number | null;
}

function sampleWorkouts(spec: AppSpec): SampleWorkout[] {
  const { types, listed, distances } = startTypes(spec);
  // Eight weeks of a believable routine: three or four sessions a week, slowly growing. Listed exercises
  // take turns, each for the minutes the brief gave it; only stock types that log distances get one.
  const rows: SampleWorkout[] = [];
  let n = 0;
  for (let week = 7; week >= 0; week -= 1) {
    for (const [day, slot] of [
      [1, 0],
      [3, 1],
      [5, 2],
      [6, 0],
    ] as const) {
      if (week % 2 === 1 && day === 6) continue;
      const ago = week * 7 + (6 - day);
      if (ago < 1) continue;
      let minutes = ([30, 45, 50][slot] ?? 30) + (7 - week) * 2 + ((week + day) % 3) * 5;
      let km = DISTANCE_KM[slot];
      let type = types[slot] ?? types[0] ?? '';
      const item = listed?.[n % listed.length];
      if (item) {
        type = item.name;
        minutes =
          item.minutes !== undefined ? Math.max(1, Math.min(1440, Math.round(item.minutes))) : minutes;
        km = distances.get(item.name);
      }
      n += 1;
      rows.push({
        type,
        minutes,
        ago,
        km: km === undefined ? null : Number((km + (7 - week) * 0.5).toFixed(1)),
      });
    }
  }
  return rows;
}

/** The weekly goals a new visitor starts with (never seeded from a brief, so saved under "goals"). */
const GOALS: Goal[] = [
  { id: 'goal-minutes', kind: 'minutes', target: 150 },
  { id: 'goal-sessions', kind: 'sessions', target: 4 },
];

/** The texts FitnessApp shows that come straight from the table below. */
const FITNESS_TEXT_KEYS = [
  'logWorkout',
  'type',
  'minutes',
  'date',
  'distance',
  'notes',
  'notesPlaceholder',
  'optional',
  'minutesInvalid',
  'dateInvalid',
  'distanceInvalid',
  'recent',
  'showMore',
  'searchWorkouts',
  'filterType',
  'allTypes',
  'emptyTitle',
  'emptyHint',
  'noMatches',
  'minutesShort',
  'km',
  'editWorkout',
  'deleteWorkout',
  'activeMinutes',
  'vsLastWeek',
  'workouts',
  'streak',
  'daysInRow',
  'biggestWeek',
  'weekOf',
  'longestOn',
  'sessions',
  'goalMinutes',
  'goalSessions',
  'goalKind',
  'target',
  'targetFor',
  'targetInvalid',
  'addGoal',
  'deleteGoal',
  'progress',
  'save',
  'cancel',
  'exportCsv',
  'dataTitle',
  'resetSample',
  'clearAll',
  'confirmReset',
  'confirmClear',
  'confirmYes',
] as const satisfies readonly Exclude<keyof FitnessTexts, 'dataHint' | 'noData'>[];

function texts(spec: AppSpec) {
  return {
    ...commonTexts(spec, { pages: PAGES, sections: SECTIONS }),
    ...descriptionSubtitle(spec),
    logWorkout: text(spec, 'cta.button', L.ctaButton),
    type: L.type,
    minutes: L.minutes,
    date: L.date,
    distance: L.distance,
    notes: L.notes,
    notesPlaceholder: L.notesPlaceholder,
    optional: L.optional,
    minutesInvalid: L.minutesInvalid,
    dateInvalid: L.dateInvalid,
    distanceInvalid: L.distanceInvalid,
    recent: L.recent,
    showMore: L.showMore,
    searchWorkouts: L.searchWorkouts,
    filterType: L.filterType,
    allTypes: L.allTypes,
    emptyTitle: L.emptyTitle,
    emptyHint: L.emptyHint,
    noMatches: L.noMatches,
    minutesShort: L.minutesShort,
    km: L.km,
    editWorkout: L.editWorkout,
    deleteWorkout: L.deleteWorkout,
    activeMinutes: L.activeMinutes,
    vsLastWeek: L.vsLastWeek,
    workouts: L.workouts,
    streak: L.streak,
    daysInRow: L.daysInRow,
    biggestWeek: L.biggestWeek,
    weekOf: L.weekOf,
    longestOn: L.longestOn,
    sessions: L.sessions,
    goalMinutes: L.goalMinutes,
    goalSessions: L.goalSessions,
    goalKind: L.goalKind,
    target: L.target,
    targetFor: L.targetFor,
    targetInvalid: L.targetInvalid,
    addGoal: L.addGoal,
    deleteGoal: L.deleteGoal,
    progress: L.progress,
  };
}

/** The schema FitnessApp (packages/app-kit) renders: the spec's sections, controls, workouts and texts. */
export function fitnessSchema(spec: AppSpec): FitnessSchema {
  const table = resolveTexts(spec, texts(spec));
  const { frame, sections } = composedFrame(spec, { pages: PAGES, sections: SECTIONS, texts: table });
  const { types, key } = startTypes(spec);
  const seed: SeedWorkout[] = sampleWorkouts(spec).map(({ type, minutes, ago, km }, i) => ({
    id: `sample-${i + 1}`,
    type,
    minutes,
    daysAgo: ago,
    distanceKm: km,
    notes: '',
    createdAt: i + 1,
  }));
  return {
    frame,
    sections: sections as SectionSlot<FitnessSectionId>[],
    features: {
      forms: has(spec, 'forms'),
      search: has(spec, 'search'),
      filters: has(spec, 'filters'),
      export: has(spec, 'export'),
    },
    storage: {
      key,
      base: 'workouts',
      // What a visitor can change in a workout: workoutShape in the kit's fitness/logic.ts.
      stock:
        key === 'workouts'
          ? []
          : [
              ...new Set(
                sampleWorkouts(stockSpec(spec)).map((w) => shapeHash([w.type, w.minutes, w.km, ''])),
              ),
            ],
      goals: 'goals',
    },
    types,
    seed,
    goals: GOALS,
    texts: composedTexts(spec, table, FITNESS_TEXT_KEYS),
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'FitnessApp',
    module: 'fitness-app',
    type: 'FitnessSchema',
    lib: 'fitness',
    schema: fitnessSchema(spec),
  });
}

/**
 * The stock workout types as content (Blueprint.defaultContent), so "remove Yoga" or "add Plank" edits
 * what the app offers. Rendered back it is the stock app: same types, sample log and storage key.
 */
function stockContent(spec: AppSpec): BriefContent {
  return seedContent(workoutTypes(spec).map((name) => ({ name })));
}

export const blueprint: Blueprint = {
  kind: 'fitness',
  label: L.aWorkoutTracker,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['summary', 'log', 'chart', 'records', 'goals'],
  defaultFeatures: ['persistence', 'forms', 'filters', 'charts', 'dark-toggle'],
  defaultTheme: { primary: '#e11d48', accent: '#f59e0b', font: 'sans', radius: 'lg' },
  render,
  defaultContent: stockContent,
};
