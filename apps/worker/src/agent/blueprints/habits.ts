/**
 * A habit tracker: habits with daily check-ins, current and best streaks computed from the check-in
 * dates (src/logic/streaks.ts), a 7/30-day grid to fix past days, stats, a chart of completions per day,
 * and an archive to retire and restore habits.
 *
 * Main interaction: press a habit's button "Check in: {habit}" / "Bugün yaptım: {habit}" (aria-pressed
 * turns true and the streak grows); new habits come from the textbox "New habit" / "Yeni alışkanlık" and
 * the button "Add habit" / "Alışkanlık ekle". Everything survives a reload.
 */
import type { BriefContent } from '../brief-content.ts';
import { type AppSpec, type Blueprint, has, lit, sectionOn, text, type AppLanguage } from '../spec.ts';
import {
  INSIGHTS_PAGE,
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
  descriptionSubtitle,
  trackedItems,
  keptSeeds,
  sameNames,
  seededKey,
  carriedStart,
  stockSpec,
  topicsOf,
  when,
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

function sampleFile(spec: AppSpec): string {
  const { habits, archived } = startHabits(spec);
  const rows = habits.map(({ name, rhythm }, i) =>
    rhythm
      ? `  { id: 'sample-${i + 1}', name: ${lit(name)}, checkins: history(${rhythm[0]}, ${rhythm[1]}), archived: false, createdAt: addDays(today, -40) },`
      : `  { id: 'sample-${i + 1}', name: ${lit(name)}, checkins: [], archived: false, createdAt: today },`,
  );
  if (archived)
    rows.push(
      `  { id: 'sample-archived', name: ${lit(ARCHIVED[spec.language])}, checkins: history(1, 2).slice(0, 12), archived: true, createdAt: addDays(today, -60) },`,
    );
  const history = archived || habits.some((h) => h.rhythm);
  return `${history ? "import { addDays, lastDays, todayKey, type DayKey } from '../logic/dates';" : "import { todayKey } from '../logic/dates';"}
import type { Habit } from '../logic/streaks';

const today = todayKey();
${when(
  history,
  `
/** The last 35 days up to yesterday, skipping every \`every\`-th one (shifted by \`offset\`). */
function history(offset: number, every: number): DayKey[] {
  return lastDays(35, addDays(today, -1)).filter((_, i) => (i + offset) % every !== 0);
}
`,
)}
/** What a new visitor sees first; their own habits replace it from the first change. */
export const SAMPLE_HABITS: Habit[] = [
${rows.join('\n')}
];
`;
}

/** Pure streak logic, kept free of React so the tests can run it directly. */
export const STREAKS_MODULE = `import { addDays, daysBetween, type DayKey } from './dates';

export interface Habit {
  id: string;
  name: string;
  /** Days it was done, "YYYY-MM-DD". */
  checkins: DayKey[];
  archived: boolean;
  createdAt: DayKey;
}

/**
 * Consecutive done days ending today — or ending yesterday while today is still open, so a streak
 * does not look broken before the day is over.
 */
export function currentStreak(checkins: DayKey[], today: DayKey): number {
  const done = new Set(checkins);
  let day = done.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (done.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** The longest run of consecutive days ever. */
export function bestStreak(checkins: DayKey[]): number {
  const days = [...new Set(checkins)].sort();
  let best = 0;
  let run = 0;
  let previous: DayKey | null = null;
  for (const day of days) {
    run = previous !== null && daysBetween(previous, day) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

export function isDone(habit: Habit, day: DayKey): boolean {
  return habit.checkins.includes(day);
}

/** Adds or removes a day's check-in; days after today are refused. */
export function toggleCheckin(habit: Habit, day: DayKey, today: DayKey): Habit {
  if (day > today) return habit;
  const checkins = habit.checkins.includes(day)
    ? habit.checkins.filter((d) => d !== day)
    : [...habit.checkins, day].sort();
  return { ...habit, checkins };
}

/** Share of the given days that were done, 0 … 1. */
export function completionRate(checkins: DayKey[], days: DayKey[]): number {
  if (days.length === 0) return 0;
  const done = new Set(checkins);
  return days.filter((d) => done.has(d)).length / days.length;
}

/** How many habits were done on each day. */
export function completionsPerDay(habits: Habit[], days: DayKey[]): { day: DayKey; count: number }[] {
  return days.map((day) => ({ day, count: habits.filter((h) => h.checkins.includes(day)).length }));
}
`;

function habitsFile(spec: AppSpec): string {
  const forms = has(spec, 'forms');
  const search = has(spec, 'search');
  const exporting = has(spec, 'export');
  const imports = new Imports()
    .add('react', 'useRef', 'useState', 'type FormEvent')
    .add('clsx', 'clsx')
    .add(
      'lucide-react',
      'Archive',
      'Check',
      'Download',
      'Flame',
      'Pencil',
      'Plus',
      'Search',
      'Sprout',
      'Trophy',
    )
    .add('./ui', 'Button', 'EmptyState', 'Field', 'Input')
    .add('./section', 'Section')
    .add('../texts', 'T', 'fmt', 'plural')
    .add('../logic/dates', 'todayKey')
    .add('../logic/id', 'newId')
    .add('../logic/download', 'downloadCsv')
    .add('../logic/streaks', 'bestStreak', 'currentStreak', 'isDone', 'toggleCheckin', 'type Habit');

  const addForm = forms
    ? `      <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <Field label={T.newHabit} error={error}>
          <Input
            ref={inputRef}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            placeholder={T.newHabitPlaceholder}
            maxLength={80}
            autoComplete="off"
          />
        </Field>
        <Button type="submit" className="sm:mt-[26px]">
          <Plus aria-hidden="true" />
          {T.addHabit}
        </Button>
      </form>`
    : `      <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row">
        <Input
          ref={inputRef}
          aria-label={T.newHabit}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={T.newHabitPlaceholder}
          maxLength={80}
          autoComplete="off"
          className="min-w-0 flex-1"
        />
        <Button type="submit">
          <Plus aria-hidden="true" />
          {T.addHabit}
        </Button>
      </form>`;

  const code = `type SetHabits = (update: (previous: Habit[]) => Habit[]) => void;

export function HabitList({ habits, setHabits }: { habits: Habit[]; setHabits: SetHabits }) {
  const [name, setName] = useState('');
${when(forms, `  const [error, setError] = useState<string | null>(null);\n`)}${when(search, `  const [query, setQuery] = useState('');\n`)}  const inputRef = useRef<HTMLInputElement>(null);
  const today = todayKey();
  const active = habits.filter((h) => !h.archived);
  const visible = ${search ? 'active.filter((h) => h.name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()))' : 'active'};
  const doneToday = active.filter((h) => isDone(h, today)).length;

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = name.trim();
    if (!clean) {
${when(forms, '      setError(T.habitRequired);\n')}      inputRef.current?.focus();
      return;
    }
${when(
  forms,
  `    if (active.some((h) => h.name.toLocaleLowerCase() === clean.toLocaleLowerCase())) {
      setError(T.habitExists);
      inputRef.current?.focus();
      return;
    }
`,
)}    setHabits((previous) => [...previous, { id: newId(), name: clean, checkins: [], archived: false, createdAt: today }]);
    setName('');
${when(forms, '    setError(null);\n')}    inputRef.current?.focus();
  }

  function update(id: string, change: (habit: Habit) => Habit) {
    setHabits((previous) => previous.map((h) => (h.id === id ? change(h) : h)));
  }
${when(
  exporting,
  `
  function exportCsv() {
    downloadCsv('habits.csv', [
      [T.habit, T.day],
      ...habits.flatMap((h) => h.checkins.map((day) => [h.name, day])),
    ]);
  }
`,
)}
  return (
    <Section
      id="habits"
      title={T.habitsTitle}
      actions={
        <span className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
          {fmt(T.doneToday, { done: doneToday, total: active.length })}
        </span>
      }
    >
${addForm}
${when(
  search || exporting,
  `      <div className="mt-4 flex flex-wrap items-center gap-3">
${when(
  search,
  `        <div className="relative min-w-0 flex-1 basis-48">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            type="search"
            aria-label={T.searchHabits}
            placeholder={T.searchHabits}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-9"
          />
        </div>
`,
)}${when(
    exporting,
    `        <Button variant="outline" size="sm" onClick={exportCsv}>
          <Download aria-hidden="true" />
          {T.exportCsv}
        </Button>
`,
  )}      </div>
`,
)}
      {visible.length === 0 ? (
        <EmptyState
          className="mt-5"
          icon={Sprout}
          title={active.length === 0 ? T.emptyTitle : T.noMatches}
          hint={active.length === 0 ? T.emptyHint : undefined}
        />
      ) : (
        <ul className="mt-5 grid gap-3 md:grid-cols-2">
          {visible.map((habit) => (
            <HabitRow
              key={habit.id}
              habit={habit}
              today={today}
              onToggle={() => update(habit.id, (h) => toggleCheckin(h, today, today))}
              onRename={(value) => update(habit.id, (h) => ({ ...h, name: value }))}
              onArchive={() => update(habit.id, (h) => ({ ...h, archived: true }))}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

function HabitRow({
  habit,
  today,
  onToggle,
  onRename,
  onArchive,
}: {
  habit: Habit;
  today: string;
  onToggle: () => void;
  onRename: (name: string) => void;
  onArchive: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const done = isDone(habit, today);
  const streak = currentStreak(habit.checkins, today);
  const best = bestStreak(habit.checkins);

  function close() {
    setDraft(null);
    setTimeout(() => editButton.current?.focus(), 0);
  }

  function save() {
    const clean = (draft ?? '').trim();
    if (!clean) return;
    onRename(clean);
    close();
  }

  return (
    <li
      className={clsx(
        'flex min-w-0 flex-col gap-3 rounded-card border p-4 transition',
        done ? 'border-primary/40 bg-primary/5' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      {draft !== null ? (
        <div
          className="flex flex-wrap items-center gap-2"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              close();
            }
          }}
        >
          <Input
            aria-label={T.habitName}
            value={draft}
            autoFocus
            maxLength={80}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                save();
              }
            }}
            className="min-w-0 flex-1 basis-40"
          />
          <Button size="sm" onClick={save}>
            {T.save}
          </Button>
          <Button size="sm" variant="ghost" onClick={close}>
            {T.cancel}
          </Button>
        </div>
      ) : (
        <div className="flex items-start gap-2">
          <p className="min-w-0 flex-1 font-medium break-words">{habit.name}</p>
          <Button ref={editButton} variant="ghost" size="sm" aria-label={fmt(T.renameHabit, { habit: habit.name })} onClick={() => setDraft(habit.name)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={fmt(T.archiveHabit, { habit: habit.name })} onClick={onArchive}>
            <Archive aria-hidden="true" />
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <Flame aria-hidden="true" className={clsx('size-4', streak > 0 ? 'text-accent' : 'text-slate-400')} />
          {fmt(T.streak, { n: streak })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Trophy aria-hidden="true" className="size-4 text-slate-400" />
          {plural(best, T.bestOne, T.bestOther)}
        </span>
        <Button
          variant={done ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={done}
          aria-label={fmt(T.checkInFor, { habit: habit.name })}
          onClick={onToggle}
          className="ml-auto"
        >
          <Check aria-hidden="true" />
          {done ? T.checkedIn : T.checkIn}
        </Button>
      </div>
    </li>
  );
}
`;
  return moduleFile(imports, code);
}

const HISTORY_FILE = `import { useState } from 'react';
import { clsx } from 'clsx';
import { Section } from './section';
import { formatDay, lastDays, todayKey } from '../logic/dates';
import { isDone, toggleCheckin, type Habit } from '../logic/streaks';
import { LOCALE, T, fmt } from '../texts';

type SetHabits = (update: (previous: Habit[]) => Habit[]) => void;

/** A grid of the last 7 or 30 days; every cell toggles that day's check-in. */
export function HabitHistory({ habits, setHabits }: { habits: Habit[]; setHabits: SetHabits }) {
  const [range, setRange] = useState<7 | 30>(7);
  const today = todayKey();
  const days = lastDays(range, today);
  const active = habits.filter((h) => !h.archived);

  function toggle(id: string, day: string) {
    setHabits((previous) => previous.map((h) => (h.id === id ? toggleCheckin(h, day, today) : h)));
  }

  return (
    <Section
      id="history"
      title={T.historyTitle}
      actions={
        <div role="group" aria-label={T.range} className="inline-flex rounded-control border border-slate-200 p-0.5 dark:border-slate-700">
          {([7, 30] as const).map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={range === n}
              onClick={() => setRange(n)}
              className={clsx(
                'rounded-control px-3 py-1.5 text-sm font-medium transition',
                range === n ? 'bg-primary text-on-primary' : 'text-slate-600 hover:bg-slate-900/5 dark:text-slate-300 dark:hover:bg-white/10',
              )}
            >
              {fmt(T.lastDays, { n })}
            </button>
          ))}
        </div>
      }
    >
      {active.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{T.emptyHint}</p>
      ) : (
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <table className="w-full border-separate border-spacing-1 text-sm">
            <caption className="sr-only">{T.historyTitle}</caption>
            <thead>
              <tr>
                <th scope="col" className="sr-only">
                  {T.habit}
                </th>
                {days.map((day) => (
                  <th
                    key={day}
                    scope="col"
                    className={clsx('min-w-7 text-center text-[11px] font-medium text-slate-500 dark:text-slate-400', day === today && 'text-primary')}
                  >
                    <span className="block">{formatDay(day, LOCALE, { weekday: 'narrow' })}</span>
                    <span className="block tabular-nums">{formatDay(day, LOCALE, { day: 'numeric' })}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {active.map((habit) => (
                <tr key={habit.id}>
                  <th scope="row" className="max-w-40 truncate pr-2 text-left font-medium">
                    {habit.name}
                  </th>
                  {days.map((day) => {
                    const done = isDone(habit, day);
                    return (
                      <td key={day} className="text-center">
                        <button
                          type="button"
                          aria-pressed={done}
                          aria-label={fmt(T.cellLabel, { habit: habit.name, day: formatDay(day, LOCALE, { weekday: 'long', day: 'numeric', month: 'long' }) })}
                          onClick={() => toggle(habit.id, day)}
                          className={clsx(
                            'size-7 rounded-md border transition',
                            done
                              ? 'border-primary bg-primary'
                              : 'border-slate-200 bg-slate-50 hover:border-primary/60 dark:border-slate-700 dark:bg-slate-900',
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
    </Section>
  );
}
`;

const STATS_FILE = `import { CalendarCheck, Flame, Percent, Trophy } from 'lucide-react';
import { Section } from './section';
import { Stat } from './stat';
import { lastDays, todayKey } from '../logic/dates';
import { bestStreak, completionRate, currentStreak, isDone, type Habit } from '../logic/streaks';
import { LOCALE, T, fmt, plural } from '../texts';

export function HabitStats({ habits }: { habits: Habit[] }) {
  const today = todayKey();
  const active = habits.filter((h) => !h.archived);
  const month = lastDays(30, today);
  const rate =
    active.length === 0 ? 0 : active.reduce((sum, h) => sum + completionRate(h.checkins, month), 0) / active.length;
  const longest = Math.max(0, ...active.map((h) => currentStreak(h.checkins, today)));
  const best = Math.max(0, ...active.map((h) => bestStreak(h.checkins)));
  return (
    <Section id="stats" title={T.statsTitle}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label={T.statToday}
          value={fmt(T.ofTotal, { done: active.filter((h) => isDone(h, today)).length, total: active.length })}
          icon={<CalendarCheck aria-hidden="true" className="size-4" />}
        />
        <Stat label={T.statCurrent} value={plural(longest, T.dayOne, T.dayOther)} icon={<Flame aria-hidden="true" className="size-4" />} />
        <Stat label={T.statBest} value={plural(best, T.dayOne, T.dayOther)} icon={<Trophy aria-hidden="true" className="size-4" />} />
        <Stat
          label={T.statRate}
          value={new Intl.NumberFormat(LOCALE, { style: 'percent' }).format(rate)}
          icon={<Percent aria-hidden="true" className="size-4" />}
        />
      </div>
    </Section>
  );
}
`;

const CHART_FILE = `import { BarChart } from './chart';
import { Section } from './section';
import { formatDay, lastDays } from '../logic/dates';
import { completionsPerDay, type Habit } from '../logic/streaks';
import { LOCALE, T } from '../texts';

export function HabitChart({ habits }: { habits: Habit[] }) {
  const data = completionsPerDay(habits.filter((h) => !h.archived), lastDays(14)).map(({ day, count }) => ({
    label: formatDay(day, LOCALE),
    value: count,
  }));
  return (
    <Section id="chart" title={T.chartTitle}>
      <BarChart data={data} label={T.chartTitle} />
    </Section>
  );
}
`;

const ARCHIVE_FILE = `import { useState } from 'react';
import { ArchiveArrowUp, Trash } from 'lucide-react';
import { Button } from './ui';
import { Section } from './section';
import { bestStreak, type Habit } from '../logic/streaks';
import { T, fmt, plural } from '../texts';

type SetHabits = (update: (previous: Habit[]) => Habit[]) => void;

export function HabitArchive({ habits, setHabits }: { habits: Habit[]; setHabits: SetHabits }) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const archived = habits.filter((h) => h.archived);
  return (
    <Section id="archive" title={T.archiveTitle}>
      {archived.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{T.archiveEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {archived.map((habit) => (
            <li key={habit.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{habit.name}</p>
                <p className="text-sm text-slate-500 dark:text-slate-400">{plural(bestStreak(habit.checkins), T.bestOne, T.bestOther)}</p>
              </div>
              {confirming === habit.id ? (
                <>
                  <Button size="sm" onClick={() => setHabits((previous) => previous.filter((h) => h.id !== habit.id))} autoFocus>
                    {fmt(T.deleteForGood, { habit: habit.name })}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                    {T.cancel}
                  </Button>
                </>
              ) : (
                <>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={fmt(T.restoreHabit, { habit: habit.name })}
                    onClick={() => setHabits((previous) => previous.map((h) => (h.id === habit.id ? { ...h, archived: false } : h)))}
                  >
                    <ArchiveArrowUp aria-hidden="true" />
                    {T.restore}
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={fmt(T.deleteHabit, { habit: habit.name })} onClick={() => setConfirming(habit.id)}>
                    <Trash aria-hidden="true" />
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
`;

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

function render(spec: AppSpec): Record<string, string> {
  const imports = new Imports()
    .add('./logic/streaks', 'type Habit')
    .add('./data/sample', 'SAMPLE_HABITS')
    .add('./components/section', 'Section')
    .add('./components/data-settings', 'DataSettings')
    .add('./components/habit-stats', 'HabitStats')
    .add('./components/habit-list', 'HabitList')
    .add('./components/habit-history', 'HabitHistory')
    .add('./components/habit-chart', 'HabitChart')
    .add('./components/habit-archive', 'HabitArchive');
  const files: Record<string, string> = {
    ...baseFiles(spec, { settings: sectionOn(spec, 'settings') }),
    'src/texts.ts': textsFile(spec, texts(spec)),
    'src/logic/streaks.ts': STREAKS_MODULE,
    'src/data/sample.ts': sampleFile(spec),
  };
  const key = startHabits(spec).key;
  // Habits saved under a key of their own carry over the ones (and check-ins) saved before the list changed.
  const init = carriedStart(spec, imports, files, {
    key,
    base: 'habits',
    type: 'Habit',
    logic: '../logic/streaks',
    sample: 'SAMPLE_HABITS',
    stockShapes: () => stockShapes(spec),
    name: '(habit) => habit.name',
    shape: '(habit) => [habit.name, habit.archived, habit.checkins.length]',
  });
  if (sectionOn(spec, 'stats')) files['src/components/habit-stats.tsx'] = STATS_FILE;
  if (sectionOn(spec, 'habits')) files['src/components/habit-list.tsx'] = habitsFile(spec);
  if (sectionOn(spec, 'history')) files['src/components/habit-history.tsx'] = HISTORY_FILE;
  if (sectionOn(spec, 'chart') && has(spec, 'charts')) files['src/components/habit-chart.tsx'] = CHART_FILE;
  if (sectionOn(spec, 'archive')) files['src/components/habit-archive.tsx'] = ARCHIVE_FILE;
  files['src/App.tsx'] = appFile({
    spec,
    pages: PAGES,
    sections: SECTIONS,
    imports,
    body: [stateHook(spec, imports, 'habits', 'Habit[]', key, init)],
    elements: {
      stats: '<HabitStats habits={habits} />',
      habits: '<HabitList habits={habits} setHabits={setHabits} />',
      history: '<HabitHistory habits={habits} setHabits={setHabits} />',
      chart: '<HabitChart habits={habits} />',
      archive: '<HabitArchive habits={habits} setHabits={setHabits} />',
      settings: `<Section id="settings" title={T.settingsTitle}>
  <DataSettings onReset={() => setHabits(SAMPLE_HABITS)} onClear={() => setHabits([])} />
</Section>`,
    },
  });
  return files;
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
