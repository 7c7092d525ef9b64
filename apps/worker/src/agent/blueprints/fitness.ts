/**
 * A workout log: log workouts (type, minutes, date, distance, notes), edit them inline (Enter saves,
 * Escape cancels) or delete them; weekly totals, a line chart of minutes per week, personal bests and
 * weekly goals with progress bars.
 *
 * Main interaction: fill the form (textbox "Minutes" / "Dakika" at least) and press the button
 * "Log workout" / "Antrenman kaydet"; the workout appears first in "Recent workouts", the weekly totals
 * grow, and it survives a reload.
 */
import type { BriefContent } from '../brief-content.ts';
import {
  type AppSpec,
  type Blueprint,
  has,
  lit,
  sectionOn,
  text,
  appLocale,
  type AppLanguage,
} from '../spec.ts';
import {
  Imports,
  SETTINGS_PAGE,
  type PageDef,
  type SectionDef,
  appFile,
  baseFiles,
  capitalize,
  commonTexts,
  matchTopic,
  moduleFile,
  stateHook,
  textsFile,
  type TrackedItem,
  descriptionSubtitle,
  trackedItems,
  sameNames,
  seededKey,
  carriedStart,
  stockSpec,
  topicsOf,
  when,
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
  /** Days before today. */
  ago: number;
  /** Kilometres as written ("5.5"), or null. */
  km: string | null;
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
      rows.push({ type, minutes, ago, km: km === undefined ? null : (km + (7 - week) * 0.5).toFixed(1) });
    }
  }
  return rows;
}

function sampleFile(spec: AppSpec): string {
  const { types } = startTypes(spec);
  const rows = sampleWorkouts(spec).map(
    ({ type, minutes, ago, km }, i) =>
      `  { id: 'sample-${i + 1}', type: ${lit(type)}, minutes: ${minutes}, date: addDays(today, -${ago}), distanceKm: ${
        km ?? 'null'
      }, notes: '', createdAt: ${i + 1} },`,
  );
  return `import { addDays, todayKey } from '../logic/dates';
import type { Goal, Workout } from '../logic/workouts';

const today = todayKey();

/** Types offered in the form (and any the person has logged). */
export const WORKOUT_TYPES: string[] = [${types.map(lit).join(', ')}];

/** What a new visitor sees first; their own log replaces it from the first change. */
export const SAMPLE_WORKOUTS: Workout[] = [
${rows.join('\n')}
];

export const SAMPLE_GOALS: Goal[] = [
  { id: 'goal-minutes', kind: 'minutes', target: 150 },
  { id: 'goal-sessions', kind: 'sessions', target: 4 },
];
`;
}

const WORKOUTS_MODULE = `import { addDays, daysBetween, weekStart, type DayKey } from './dates';

export interface Workout {
  id: string;
  type: string;
  minutes: number;
  date: DayKey;
  distanceKm: number | null;
  notes: string;
  createdAt: number;
}

/** A weekly goal: active minutes or number of workouts. */
export interface Goal {
  id: string;
  kind: 'minutes' | 'sessions';
  target: number;
}

export interface WeekTotal {
  week: DayKey;
  minutes: number;
  sessions: number;
  distanceKm: number;
}

/** Newest first; same day by when they were logged. */
export function sortWorkouts(workouts: Workout[]): Workout[] {
  return [...workouts].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt - a.createdAt);
}

/** Totals of the \`count\` weeks (Monday to Sunday) ending with today's, oldest first. */
export function weeklyTotals(workouts: Workout[], count: number, today: DayKey): WeekTotal[] {
  const current = weekStart(today);
  return Array.from({ length: count }, (_, i) => {
    const week = addDays(current, (i - count + 1) * 7);
    const inWeek = workouts.filter((w) => weekStart(w.date) === week);
    return {
      week,
      minutes: inWeek.reduce((sum, w) => sum + w.minutes, 0),
      sessions: inWeek.length,
      distanceKm: inWeek.reduce((sum, w) => sum + (w.distanceKm ?? 0), 0),
    };
  });
}

export function thisWeek(workouts: Workout[], today: DayKey): WeekTotal {
  return weeklyTotals(workouts, 1, today)[0] ?? { week: weekStart(today), minutes: 0, sessions: 0, distanceKm: 0 };
}

/** Days in a row with at least one workout, ending today (or yesterday while today is open). */
export function activeStreak(workouts: Workout[], today: DayKey): number {
  const days = new Set(workouts.map((w) => w.date));
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export interface PersonalBest {
  type: string;
  longest: Workout;
  farthest: Workout | null;
  sessions: number;
}

/** Per type: the longest session, the farthest distance and how many sessions. */
export function personalBests(workouts: Workout[]): PersonalBest[] {
  const byType = new Map<string, Workout[]>();
  for (const w of workouts) {
    const key = w.type.trim().toLocaleLowerCase();
    byType.set(key, [...(byType.get(key) ?? []), w]);
  }
  const bests: PersonalBest[] = [];
  for (const list of byType.values()) {
    const longest = list.reduce((a, b) => (b.minutes > a.minutes ? b : a));
    const withDistance = list.filter((w) => (w.distanceKm ?? 0) > 0);
    const farthest = withDistance.length
      ? withDistance.reduce((a, b) => ((b.distanceKm ?? 0) > (a.distanceKm ?? 0) ? b : a))
      : null;
    bests.push({ type: longest.type, longest, farthest, sessions: list.length });
  }
  return bests.sort((a, b) => b.sessions - a.sessions || a.type.localeCompare(b.type));
}

/** The week with the most minutes, if any. */
export function biggestWeek(workouts: Workout[]): WeekTotal | null {
  if (workouts.length === 0) return null;
  const first = workouts.reduce((a, b) => (a.date < b.date ? a : b)).date;
  const last = workouts.reduce((a, b) => (a.date > b.date ? a : b)).date;
  const weeks = Math.floor(daysBetween(weekStart(first), weekStart(last)) / 7) + 1;
  return weeklyTotals(workouts, weeks, last).reduce((a, b) => (b.minutes > a.minutes ? b : a));
}

export function goalProgress(goal: Goal, workouts: Workout[], today: DayKey): { value: number; ratio: number } {
  const week = thisWeek(workouts, today);
  const value = goal.kind === 'minutes' ? week.minutes : week.sessions;
  return { value, ratio: goal.target > 0 ? Math.min(1, value / goal.target) : 0 };
}
`;

function logFile(spec: AppSpec): string {
  const forms = has(spec, 'forms');
  const search = has(spec, 'search');
  const filters = has(spec, 'filters');
  const exporting = has(spec, 'export');
  const imports = new Imports()
    .add('react', 'useState', 'type FormEvent')
    .add('lucide-react', 'Check', 'Download', 'Dumbbell', 'Pencil', 'Plus', 'Search', 'Trash')
    .add('./ui', 'Badge', 'Button', 'EmptyState', 'Field', 'Input', 'Select', 'Textarea')
    .add('./section', 'Section')
    .add('../texts', 'LOCALE', 'T', 'fmt')
    .add('../logic/dates', 'formatDay', 'isDayKey', 'todayKey')
    .add('../logic/id', 'newId')
    .add('../logic/download', 'downloadCsv')
    .add('../logic/workouts', 'sortWorkouts', 'type Workout')
    .add('../data/sample', 'WORKOUT_TYPES');

  const code = `type SetWorkouts = (update: (previous: Workout[]) => Workout[]) => void;

interface Draft {
  type: string;
  minutes: string;
  date: string;
  distance: string;
  notes: string;
}

type Errors = Partial<Record<'minutes' | 'date' | 'distance', string>>;

const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

function parseNumber(value: string): number {
  return Number(value.replace(',', '.'));
}

/** Checks a draft; returns the workout fields or the errors to show. */
function validate(draft: Draft): { errors: Errors; value?: Omit<Workout, 'id' | 'createdAt'> } {
  const errors: Errors = {};
  const minutes = parseNumber(draft.minutes);
  if (!Number.isFinite(minutes) || minutes < 1 || minutes > 1440) errors.minutes = T.minutesInvalid;
  if (!isDayKey(draft.date) || draft.date > todayKey()) errors.date = T.dateInvalid;
  const distance = draft.distance.trim() === '' ? null : parseNumber(draft.distance);
  if (distance !== null && (!Number.isFinite(distance) || distance < 0 || distance > 1000)) errors.distance = T.distanceInvalid;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    value: {
      type: draft.type.trim() || (WORKOUT_TYPES[0] ?? ''),
      minutes: Math.round(minutes),
      date: draft.date,
      distanceKm: distance === null ? null : Math.round(distance * 10) / 10,
      notes: draft.notes.trim(),
    },
  };
}

function emptyDraft(type: string): Draft {
  return { type, minutes: '', date: todayKey(), distance: '', notes: '' };
}

export function WorkoutLog({ workouts, setWorkouts }: { workouts: Workout[]; setWorkouts: SetWorkouts }) {
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(WORKOUT_TYPES[0] ?? ''));
  const [errors, setErrors] = useState<Errors>({});
  const [shown, setShown] = useState(8);
${when(search, `  const [query, setQuery] = useState('');\n`)}${when(filters, `  const [typeFilter, setTypeFilter] = useState('');\n`)}  const types = [...new Set([...WORKOUT_TYPES, ...workouts.map((w) => w.type)])];
  const visible = sortWorkouts(workouts)${when(filters, `\n    .filter((w) => typeFilter === '' || w.type === typeFilter)`)}${when(
    search,
    `\n    .filter((w) => (w.type + ' ' + w.notes).toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()))`,
  )};

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(draft);
    setErrors(result.errors);
    if (!result.value) return;
    const workout: Workout = { id: newId(), createdAt: Date.now(), ...result.value };
    setWorkouts((previous) => [workout, ...previous]);
    setDraft(emptyDraft(draft.type));
  }

  function remove(id: string) {
    setWorkouts((previous) => previous.filter((w) => w.id !== id));
  }

  function save(id: string, value: Omit<Workout, 'id' | 'createdAt'>) {
    setWorkouts((previous) => previous.map((w) => (w.id === id ? { ...w, ...value } : w)));
  }
${when(
  exporting,
  `
  function exportCsv() {
    downloadCsv('workouts.csv', [
      [T.date, T.type, T.minutes, T.distance, T.notes],
      ...sortWorkouts(workouts).map((w) => [w.date, w.type, w.minutes, w.distanceKm ?? '', w.notes]),
    ]);
  }
`,
)}
  return (
    <Section id="log" title={T.logTitle}>
      <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={T.type}>
          <Select value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })}>
            {types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={T.minutes} error={errors.minutes}>
          <Input
            inputMode="numeric"
            value={draft.minutes}
            onChange={(e) => setDraft({ ...draft, minutes: e.target.value })}
            placeholder="45"
          />
        </Field>
        <Field label={T.date} error={errors.date}>
          <Input type="date" value={draft.date} max={todayKey()} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
        </Field>
${when(
  forms,
  `        <Field label={T.distance} error={errors.distance}>
          <Input
            inputMode="decimal"
            value={draft.distance}
            onChange={(e) => setDraft({ ...draft, distance: e.target.value })}
            placeholder={T.optional}
          />
        </Field>
        <div className="sm:col-span-2 lg:col-span-3">
          <Field label={T.notes}>
            <Textarea rows={2} value={draft.notes} onChange={(e) => setDraft({ ...draft, notes: e.target.value })} placeholder={T.notesPlaceholder} />
          </Field>
        </div>
`,
)}        <div className="flex items-end">
          <Button type="submit" className="w-full">
            <Plus aria-hidden="true" />
            {T.logWorkout}
          </Button>
        </div>
      </form>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h3 className="mr-auto font-display font-semibold">{T.recent}</h3>
${when(
  search,
  `        <div className="relative min-w-0 flex-1 basis-40">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            type="search"
            aria-label={T.searchWorkouts}
            placeholder={T.searchWorkouts}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-9"
          />
        </div>
`,
)}${when(
    filters,
    `        <Select aria-label={T.filterType} value={typeFilter} onChange={(e) => setTypeFilter(e.target.value)} className="w-40">
          <option value="">{T.allTypes}</option>
          {types.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
`,
  )}${when(
    exporting,
    `        <Button variant="outline" size="sm" onClick={exportCsv}>
          <Download aria-hidden="true" />
          {T.exportCsv}
        </Button>
`,
  )}      </div>
      {visible.length === 0 ? (
        <EmptyState
          className="mt-4"
          icon={Dumbbell}
          title={workouts.length === 0 ? T.emptyTitle : T.noMatches}
          hint={workouts.length === 0 ? T.emptyHint : undefined}
        />
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {visible.slice(0, shown).map((workout) => (
            <WorkoutRow key={workout.id} workout={workout} types={types} onSave={(value) => save(workout.id, value)} onDelete={() => remove(workout.id)} />
          ))}
        </ul>
      )}
      {visible.length > shown ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setShown(shown + 10)}>
          {fmt(T.showMore, { n: visible.length - shown })}
        </Button>
      ) : null}
    </Section>
  );
}

function WorkoutRow({
  workout,
  types,
  onSave,
  onDelete,
}: {
  workout: Workout;
  types: string[];
  onSave: (value: Omit<Workout, 'id' | 'createdAt'>) => void;
  onDelete: () => void;
}) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  function save() {
    if (!draft) return;
    const result = validate(draft);
    setErrors(result.errors);
    if (!result.value) return;
    onSave(result.value);
    setDraft(null);
  }

  if (draft) {
    return (
      <li
        className="grid gap-2 py-3 sm:grid-cols-[10rem_6rem_10rem_minmax(0,1fr)_auto]"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            setDraft(null);
            setErrors({});
          }
          if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
            e.preventDefault();
            save();
          }
        }}
      >
        <Select aria-label={T.type} value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })}>
          {types.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
        <Input aria-label={T.minutes} aria-invalid={errors.minutes ? true : undefined} inputMode="numeric" autoFocus value={draft.minutes} onChange={(e) => setDraft({ ...draft, minutes: e.target.value })} />
        <Input aria-label={T.date} aria-invalid={errors.date ? true : undefined} type="date" value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
        <Input aria-label={T.notes} value={draft.notes} placeholder={T.notes} onChange={(e) => setDraft({ ...draft, notes: e.target.value })} />
        <div className="flex gap-1">
          <Button size="sm" onClick={save}>
            <Check aria-hidden="true" />
            {T.save}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
            {T.cancel}
          </Button>
        </div>
        {errors.minutes || errors.date ? (
          <p className="text-sm text-red-600 sm:col-span-5 dark:text-red-400">{errors.minutes ?? errors.date}</p>
        ) : null}
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {workout.type}
          <Badge tone="neutral">{formatDay(workout.date, LOCALE, { weekday: 'short', day: 'numeric', month: 'short' })}</Badge>
        </p>
        {workout.notes ? <p className="mt-0.5 text-sm break-words text-slate-500 dark:text-slate-400">{workout.notes}</p> : null}
      </div>
      <p className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
        {fmt(T.minutesShort, { n: workout.minutes })}
        {workout.distanceKm ? ' · ' + fmt(T.km, { n: number.format(workout.distanceKm) }) : ''}
      </p>
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={fmt(T.editWorkout, { type: workout.type, date: workout.date })}
          onClick={() =>
            setDraft({
              type: workout.type,
              minutes: String(workout.minutes),
              date: workout.date,
              distance: workout.distanceKm === null ? '' : String(workout.distanceKm),
              notes: workout.notes,
            })
          }
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={fmt(T.deleteWorkout, { type: workout.type, date: workout.date })}
          onClick={onDelete}
          className="hover:text-red-600 dark:hover:text-red-400"
        >
          <Trash aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
`;
  return moduleFile(imports, code);
}

const SUMMARY_FILE = `import { Flame, Repeat, Route, Timer } from 'lucide-react';
import { Section } from './section';
import { Stat } from './stat';
import { todayKey } from '../logic/dates';
import { activeStreak, thisWeek, weeklyTotals, type Workout } from '../logic/workouts';
import { LOCALE, T, fmt } from '../texts';

export function WeekSummary({ workouts }: { workouts: Workout[] }) {
  const today = todayKey();
  const week = thisWeek(workouts, today);
  const last = weeklyTotals(workouts, 2, today)[0];
  const change = last && last.minutes > 0 ? (week.minutes - last.minutes) / last.minutes : null;
  const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', signDisplay: 'exceptZero' });
  return (
    <Section id="summary" title={T.summaryTitle}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label={T.activeMinutes}
          value={number.format(week.minutes)}
          hint={change === null ? undefined : fmt(T.vsLastWeek, { change: percent.format(change) })}
          icon={<Timer aria-hidden="true" className="size-4" />}
        />
        <Stat label={T.workouts} value={week.sessions} icon={<Repeat aria-hidden="true" className="size-4" />} />
        <Stat label={T.distance} value={fmt(T.km, { n: number.format(week.distanceKm) })} icon={<Route aria-hidden="true" className="size-4" />} />
        <Stat label={T.streak} value={fmt(T.daysInRow, { n: activeStreak(workouts, today) })} icon={<Flame aria-hidden="true" className="size-4" />} />
      </div>
    </Section>
  );
}
`;

const CHART_FILE = `import { LineChart } from './chart';
import { Section } from './section';
import { formatDay, todayKey } from '../logic/dates';
import { weeklyTotals, type Workout } from '../logic/workouts';
import { LOCALE, T } from '../texts';

export function WeeklyChart({ workouts }: { workouts: Workout[] }) {
  const data = weeklyTotals(workouts, 8, todayKey()).map((w) => ({ label: formatDay(w.week, LOCALE), value: w.minutes }));
  return (
    <Section id="chart" title={T.chartTitle}>
      <LineChart data={data} label={T.chartTitle} />
    </Section>
  );
}
`;

const RECORDS_FILE = `import { Medal, Trophy } from 'lucide-react';
import { Section } from './section';
import { formatDay } from '../logic/dates';
import { biggestWeek, personalBests, type Workout } from '../logic/workouts';
import { LOCALE, T, fmt } from '../texts';

export function PersonalBests({ workouts }: { workouts: Workout[] }) {
  const bests = personalBests(workouts);
  const week = biggestWeek(workouts);
  const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
  return (
    <Section id="records" title={T.recordsTitle}>
      {bests.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{T.emptyHint}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {week ? (
            <li className="rounded-card border border-primary/30 bg-primary/5 p-4">
              <p className="flex items-center gap-2 text-sm font-medium text-primary">
                <Trophy aria-hidden="true" className="size-4" />
                {T.biggestWeek}
              </p>
              <p className="mt-1 font-display text-2xl font-bold tabular-nums">{fmt(T.minutesShort, { n: week.minutes })}</p>
              <p className="text-sm text-slate-500 dark:text-slate-400">{fmt(T.weekOf, { date: formatDay(week.week, LOCALE) })}</p>
            </li>
          ) : null}
          {bests.map((best) => (
            <li key={best.type} className="rounded-card border border-slate-200 p-4 dark:border-slate-800">
              <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
                <Medal aria-hidden="true" className="size-4 text-accent" />
                <span className="truncate">{best.type}</span>
              </p>
              <p className="mt-1 font-display text-2xl font-bold tabular-nums">{fmt(T.minutesShort, { n: best.longest.minutes })}</p>
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {fmt(T.longestOn, { date: formatDay(best.longest.date, LOCALE) })}
                {best.farthest ? ' · ' + fmt(T.km, { n: number.format(best.farthest.distanceKm ?? 0) }) : ''}
              </p>
              <p className="mt-1 text-xs text-slate-400">{fmt(T.sessions, { n: best.sessions })}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
`;

const GOALS_FILE = `import { useState, type FormEvent } from 'react';
import { Plus, Target, Trash } from 'lucide-react';
import { Button, Field, Input, Select } from './ui';
import { Section } from './section';
import { todayKey } from '../logic/dates';
import { newId } from '../logic/id';
import { goalProgress, type Goal, type Workout } from '../logic/workouts';
import { LOCALE, T, fmt } from '../texts';

type SetGoals = (update: (previous: Goal[]) => Goal[]) => void;

export function Goals({ goals, setGoals, workouts }: { goals: Goal[]; setGoals: SetGoals; workouts: Workout[] }) {
  const [kind, setKind] = useState<Goal['kind']>('minutes');
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const today = todayKey();
  const percent = new Intl.NumberFormat(LOCALE, { style: 'percent' });

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const n = Number(target);
    if (!Number.isInteger(n) || n < 1 || n > 10000) {
      setError(T.targetInvalid);
      return;
    }
    setGoals((previous) => [...previous, { id: newId(), kind, target: n }]);
    setTarget('');
    setError(null);
  }

  function setGoalTarget(id: string, value: string) {
    const n = Number(value);
    if (Number.isInteger(n) && n > 0) setGoals((previous) => previous.map((g) => (g.id === id ? { ...g, target: n } : g)));
  }

  return (
    <Section id="goals" title={T.goalsTitle}>
      <ul className="space-y-4">
        {goals.map((goal) => {
          const progress = goalProgress(goal, workouts, today);
          const label = goal.kind === 'minutes' ? T.goalMinutes : T.goalSessions;
          return (
            <li key={goal.id} className="space-y-2">
              <div className="flex flex-wrap items-center gap-2">
                <Target aria-hidden="true" className="size-4 text-primary" />
                <span className="font-medium">{label}</span>
                <span className="ml-auto text-sm text-slate-600 tabular-nums dark:text-slate-400">
                  {fmt(T.progress, { value: progress.value, target: goal.target, percent: percent.format(progress.ratio) })}
                </span>
                <div className="w-24">
                  <Input
                    type="number"
                    min={1}
                    aria-label={fmt(T.targetFor, { goal: label })}
                    defaultValue={goal.target}
                    onBlur={(e) => setGoalTarget(goal.id, e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') setGoalTarget(goal.id, e.currentTarget.value);
                      if (e.key === 'Escape') e.currentTarget.value = String(goal.target);
                    }}
                  />
                </div>
                <Button variant="ghost" size="sm" aria-label={fmt(T.deleteGoal, { goal: label })} onClick={() => setGoals((previous) => previous.filter((g) => g.id !== goal.id))}>
                  <Trash aria-hidden="true" />
                </Button>
              </div>
              <div
                role="progressbar"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={goal.target}
                aria-valuenow={Math.min(progress.value, goal.target)}
                className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              >
                <div
                  className={progress.ratio >= 1 ? 'h-full rounded-full bg-accent transition-all' : 'h-full rounded-full bg-primary transition-all'}
                  style={{ width: progress.ratio * 100 + '%' }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <form onSubmit={add} noValidate className="mt-5 grid gap-3 border-t border-slate-200 pt-5 sm:grid-cols-[1fr_8rem_auto] sm:items-start dark:border-slate-800">
        <Field label={T.goalKind}>
          <Select value={kind} onChange={(e) => setKind(e.target.value === 'sessions' ? 'sessions' : 'minutes')}>
            <option value="minutes">{T.goalMinutes}</option>
            <option value="sessions">{T.goalSessions}</option>
          </Select>
        </Field>
        <Field label={T.target} error={error}>
          <Input inputMode="numeric" value={target} onChange={(e) => setTarget(e.target.value)} placeholder="150" />
        </Field>
        <Button type="submit" variant="outline" className="sm:mt-[26px]">
          <Plus aria-hidden="true" />
          {T.addGoal}
        </Button>
      </form>
    </Section>
  );
}
`;

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

function render(spec: AppSpec): Record<string, string> {
  const imports = new Imports()
    .add('./logic/workouts', 'type Goal', 'type Workout')
    .add('./data/sample', 'SAMPLE_GOALS', 'SAMPLE_WORKOUTS')
    .add('./components/section', 'Section')
    .add('./components/data-settings', 'DataSettings')
    .add('./components/week-summary', 'WeekSummary')
    .add('./components/workout-log', 'WorkoutLog')
    .add('./components/weekly-chart', 'WeeklyChart')
    .add('./components/personal-bests', 'PersonalBests')
    .add('./components/goals', 'Goals');
  const files: Record<string, string> = {
    ...baseFiles(spec, { settings: sectionOn(spec, 'settings') }),
    'src/texts.ts': textsFile(spec, texts(spec)),
    'src/logic/workouts.ts': WORKOUTS_MODULE,
    'src/data/sample.ts': sampleFile(spec),
  };
  const key = startTypes(spec).key;
  // A log saved under a key of its own carries over the workouts logged before the types changed.
  const init = carriedStart(spec, imports, files, {
    key,
    base: 'workouts',
    type: 'Workout',
    logic: '../logic/workouts',
    sample: 'SAMPLE_WORKOUTS',
    stockShapes: () =>
      sampleWorkouts(stockSpec(spec)).map((w) => [
        w.type,
        w.minutes,
        w.km === null ? null : Number(w.km),
        '',
      ]),
    name: '(workout) => workout.type',
    shape: '(workout) => [workout.type, workout.minutes, workout.distanceKm, workout.notes]',
  });
  if (sectionOn(spec, 'summary')) files['src/components/week-summary.tsx'] = SUMMARY_FILE;
  if (sectionOn(spec, 'log')) files['src/components/workout-log.tsx'] = logFile(spec);
  if (sectionOn(spec, 'chart') && has(spec, 'charts')) files['src/components/weekly-chart.tsx'] = CHART_FILE;
  if (sectionOn(spec, 'records')) files['src/components/personal-bests.tsx'] = RECORDS_FILE;
  if (sectionOn(spec, 'goals')) files['src/components/goals.tsx'] = GOALS_FILE;
  files['src/App.tsx'] = appFile({
    spec,
    pages: PAGES,
    sections: SECTIONS,
    imports,
    body: [
      stateHook(spec, imports, 'workouts', 'Workout[]', key, init),
      stateHook(spec, imports, 'goals', 'Goal[]', 'goals', 'SAMPLE_GOALS'),
    ],
    elements: {
      summary: '<WeekSummary workouts={workouts} />',
      log: '<WorkoutLog workouts={workouts} setWorkouts={setWorkouts} />',
      chart: '<WeeklyChart workouts={workouts} />',
      records: '<PersonalBests workouts={workouts} />',
      goals: '<Goals goals={goals} setGoals={setGoals} workouts={workouts} />',
      settings: `<Section id="settings" title={T.settingsTitle}>
  <DataSettings
    onReset={() => {
      setWorkouts(SAMPLE_WORKOUTS);
      setGoals(SAMPLE_GOALS);
    }}
    onClear={() => {
      setWorkouts([]);
      setGoals([]);
    }}
  />
</Section>`,
    },
  });
  return files;
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
