/**
 * A habit tracker, composed from the kit's HabitsApp (packages/app-kit): habits with daily check-ins,
 * current and best streaks computed from the check-in dates (sections/habits/logic.ts), a 7/30-day grid to fix past days, stats, a chart of completions per day,
 * and an archive to retire and restore habits.
 *
 * Main interaction: press a habit's button "Check in: {habit}" / "Bugün yaptım: {habit}" (aria-pressed
 * turns true and the streak grows); new habits come from the textbox "New habit" / "Yeni alışkanlık" and
 * the button "Add habit" / "Alışkanlık ekle". Everything survives a reload.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import { shapeHash } from '@atelier/app-kit/carry-over';
import type { HabitSectionId, HabitTexts, HabitsSchema, SeedHabit } from '@atelier/app-kit/habits';
import type { BriefContent } from '../brief-content.ts';
import { type AppSpec, type Blueprint, has, pick, text, type AppLanguage } from '../spec.ts';
import {
  INSIGHTS_PAGE,
  SETTINGS_PAGE,
  type PageDef,
  type SectionDef,
  capitalize,
  commonTexts,
  composedAppFiles,
  composedFrame,
  matchTopic,
  descriptionSubtitle,
  composedTexts,
  resolveTexts,
  trackedItems,
  keptSeeds,
  sameNames,
  seededKey,
  stockSpec,
  topicsOf,
} from './productivity-shared.ts';
import { seedContent } from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('habits');

const PAGES: PageDef[] = [
  { id: 'main', path: '/', label: L.mainLabel },
  { id: 'history', path: '/history', label: L.historyLabel },
  INSIGHTS_PAGE,
  SETTINGS_PAGE,
];

const SECTIONS: SectionDef[] = [
  { id: 'stats', label: L.statsLabel, page: 'main' },
  { id: 'habits', label: L.habitsLabel, page: 'main' },
  { id: 'history', label: L.historyLabel, page: 'history' },
  {
    id: 'chart',
    label: L.chartLabel,
    page: 'insights',
    chartOnly: true,
  },
  { id: 'archive', label: L.archiveLabel, page: 'settings' },
  { id: 'settings', label: L.settingsLabel, page: 'settings' },
];

/** Keywords and, in every language, the seeds they bring. */
interface TopicHabits extends Record<AppLanguage, string[]> {
  keywords: string[];
}

const TOPIC_HABITS: TopicHabits[] = [
  {
    keywords: [
      'fitness',
      'run',
      'gym',
      'workout',
      'exercise',
      'health',
      'spor',
      'koşu',
      'egzersiz',
      'sağlık',
    ],
    ...L.morningRun,
  },
  {
    keywords: [
      'study',
      'student',
      'learn',
      'language',
      'school',
      'exam',
      'ders',
      'öğren',
      'dil',
      'okul',
      'sınav',
    ],
    ...L.studyFor30Minutes,
  },
  {
    keywords: [
      'mind',
      'meditat',
      'sleep',
      'stress',
      'calm',
      'journal',
      'meditasyon',
      'uyku',
      'stres',
      'günlük',
    ],
    ...L.meditateFor10Minutes,
  },
];

const DEFAULT_HABITS = L.read20Pages;

const ARCHIVED = L.noSugar;

export function sampleHabits(spec: AppSpec): string[] {
  const curated = matchTopic(spec, TOPIC_HABITS);
  if (curated) return curated[spec.language];
  const own = topicsOf(spec, 2).map((t) =>
    spec.language === 'tr' ? `${capitalize(spec, t)} için 15 dakika ayır` : `15 minutes of ${t}`,
  );
  return [...own, ...DEFAULT_HABITS[spec.language]].slice(0, 4);
}

/** Each seed habit misses a different rhythm of days ([offset, every]), so the streaks and the grid look lived-in. */
const RHYTHMS: [number, number][] = [
  [0, 9],
  [4, 3],
  [2, 5],
  [1, 7],
];

/** At most this many listed habits start the app. */
const MAX_HABITS = 24;

interface StartHabit {
  name: string;
  /** The seed's sample check-ins ([offset, every]); null for a habit the brief listed, which starts fresh. */
  rhythm: [number, number] | null;
}

/**
 * The habits the app starts with: the ones the brief listed, in its order, with no check-ins yet (the stock
 * seed edited by a follow-up keeps its habits' sample check-ins), or the topic's seed habits plus an
 * archived one. `key` is
 * where they are saved: "habits" for the stock seed, a key of its own for listed ones, so habits a visitor
 * saved under the stock seed do not hide them.
 */
function startHabits(spec: AppSpec): { habits: StartHabit[]; archived: boolean; key: string } {
  const stock = sampleHabits(spec);
  const seeds = stock.map((name, i): StartHabit => ({ name, rhythm: RHYTHMS[i] ?? [0, 4] }));
  const listed = trackedItems(spec, MAX_HABITS);
  if (listed.length === 0 || sameNames(listed, stock))
    return { habits: seeds, archived: true, key: 'habits' };
  const kept = keptSeeds(listed, seeds, (s) => s.name);
  return {
    habits: listed.map((item, i) => kept[i] ?? { name: item.name, rhythm: null }),
    archived: false,
    key: seededKey(
      'habits',
      listed.map((item) => item.name),
    ),
  };
}

/** How many sample check-ins `history(offset, every)` in src/data/sample.ts gives. */
function historyCount([offset, every]: [number, number]): number {
  return Array.from({ length: 35 }, (_, i) => i).filter((i) => (i + offset) % every !== 0).length;
}

/** The stock seed's habits as the carried-over shape sees them: name, archived, number of check-ins. */
function stockShapes(spec: AppSpec): unknown[] {
  const { habits, archived } = startHabits(stockSpec(spec));
  const shapes: unknown[] = habits.map((h) => [h.name, false, h.rhythm ? historyCount(h.rhythm) : 0]);
  if (archived) shapes.push([ARCHIVED[spec.language], true, Math.min(12, historyCount([1, 2]))]);
  return shapes;
}

/** The texts HabitsApp shows that come straight from the table below. */
const HABIT_TEXT_KEYS = [
  'newHabit',
  'newHabitPlaceholder',
  'addHabit',
  'habitRequired',
  'habitExists',
  'habit',
  'habitName',
  'day',
  'checkIn',
  'checkedIn',
  'checkInFor',
  'streak',
  'bestOne',
  'bestOther',
  'dayOne',
  'dayOther',
  'doneToday',
  'ofTotal',
  'renameHabit',
  'archiveHabit',
  'restore',
  'restoreHabit',
  'deleteHabit',
  'deleteForGood',
  'archiveEmpty',
  'searchHabits',
  'emptyTitle',
  'emptyHint',
  'noMatches',
  'range',
  'lastDays',
  'cellLabel',
  'statToday',
  'statCurrent',
  'statBest',
  'statRate',
  'save',
  'cancel',
  'exportCsv',
  'dataTitle',
  'resetSample',
  'clearAll',
  'confirmReset',
  'confirmClear',
  'confirmYes',
] as const satisfies readonly Exclude<keyof HabitTexts, 'dataHint' | 'noData'>[];

function texts(spec: AppSpec) {
  return {
    ...commonTexts(spec, { pages: PAGES, sections: SECTIONS }),
    ...descriptionSubtitle(spec),
    newHabit: L.newHabit,
    newHabitPlaceholder: L.newHabitPlaceholder,
    addHabit: text(spec, 'cta.button', L.ctaButton),
    habitRequired: L.habitRequired,
    habitExists: L.habitExists,
    habit: L.habit,
    habitName: L.habitName,
    day: L.day,
    checkIn: L.checkIn,
    checkedIn: L.checkedIn,
    checkInFor: L.checkInFor,
    streak: L.streak,
    bestOne: L.bestOne,
    bestOther: L.bestOther,
    dayOne: L.dayOne,
    dayOther: L.dayOther,
    doneToday: L.doneToday,
    ofTotal: L.ofTotal,
    renameHabit: L.renameHabit,
    archiveHabit: L.archiveHabit,
    restore: L.restore,
    restoreHabit: L.restoreHabit,
    deleteHabit: L.deleteHabit,
    deleteForGood: L.deleteForGood,
    archiveEmpty: L.archiveEmpty,
    searchHabits: L.searchHabits,
    emptyTitle: L.emptyTitle,
    emptyHint: L.emptyHint,
    noMatches: L.noMatches,
    range: L.range,
    lastDays: L.lastDays,
    cellLabel: L.cellLabel,
    statToday: L.statToday,
    statCurrent: L.statCurrent,
    statBest: L.statBest,
    statRate: L.statRate,
  };
}

/** The schema HabitsApp (packages/app-kit) renders: the spec's sections, controls, habits and texts. */
export function habitsSchema(spec: AppSpec): HabitsSchema {
  const table = resolveTexts(spec, texts(spec));
  const { frame, sections } = composedFrame(spec, { pages: PAGES, sections: SECTIONS, texts: table });
  const { habits, archived, key } = startHabits(spec);
  const seed: SeedHabit[] = habits.map(({ name, rhythm }, i) => ({
    id: `sample-${i + 1}`,
    name,
    history: rhythm ? { offset: rhythm[0], every: rhythm[1] } : null,
    archived: false,
    createdDaysAgo: rhythm ? 40 : 0,
  }));
  if (archived)
    seed.push({
      id: 'sample-archived',
      name: pick(spec, ARCHIVED),
      history: { offset: 1, every: 2, limit: 12 },
      archived: true,
      createdDaysAgo: 60,
    });
  return {
    frame,
    sections: sections as SectionSlot<HabitSectionId>[],
    features: { forms: has(spec, 'forms'), search: has(spec, 'search'), export: has(spec, 'export') },
    storage: {
      key,
      base: 'habits',
      // What a visitor can change in a habit: habitShape in the kit's habits/logic.ts.
      stock: key === 'habits' ? [] : [...new Set(stockShapes(spec).map(shapeHash))],
    },
    seed,
    texts: composedTexts(spec, table, HABIT_TEXT_KEYS),
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'HabitsApp',
    module: 'habits-app',
    type: 'HabitsSchema',
    lib: 'habits',
    schema: habitsSchema(spec),
  });
}

/**
 * The stock habits as content (Blueprint.defaultContent), so "remove Read 20 pages" edits what the app
 * shows. Rendered back it is the stock app: same habits, sample check-ins, archived habit and storage key.
 */
function stockContent(spec: AppSpec): BriefContent {
  return seedContent(sampleHabits(spec).map((name) => ({ name })));
}

export const blueprint: Blueprint = {
  kind: 'habits',
  label: L.aHabitTracker,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['stats', 'habits', 'history', 'chart', 'archive'],
  defaultFeatures: ['persistence', 'forms', 'charts', 'dark-toggle'],
  defaultTheme: { primary: '#16a34a', accent: '#f97316', font: 'rounded', radius: 'lg' },
  render,
  defaultContent: stockContent,
};
