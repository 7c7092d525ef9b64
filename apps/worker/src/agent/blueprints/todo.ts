/**
 * A task list: add, edit inline (Enter saves, Escape cancels), complete and delete tasks with due dates
 * and priorities; filters, search, clear completed, counts.
 *
 * Main interaction: type into the textbox "New task" / "Yeni görev", press the button "Add task" /
 * "Görev ekle" (or Enter); the task appears in the list and survives a reload.
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

const L = localized('todo');

const PAGES: PageDef[] = [{ id: 'main', path: '/', label: L.mainLabel }, INSIGHTS_PAGE, SETTINGS_PAGE];

const SECTIONS: SectionDef[] = [
  { id: 'stats', label: L.statsLabel, page: 'main' },
  { id: 'tasks', label: L.tasksLabel, page: 'main' },
  {
    id: 'chart',
    label: L.chartLabel,
    page: 'insights',
    chartOnly: true,
  },
  { id: 'settings', label: L.settingsLabel, page: 'settings' },
];

interface SampleTask {
  title: string;
  priority: 'low' | 'medium' | 'high';
  /** Days from today, or null for no due date. */
  due: number | null;
  done?: boolean;
}

/** Keywords and, in every language, the seeds they bring. */
interface TopicTasks extends Record<AppLanguage, string[]> {
  keywords: string[];
}

/** Believable starter tasks for common topics; the prompt's own words otherwise. */
const TOPIC_TASKS: TopicTasks[] = [
  {
    keywords: ['shop', 'grocer', 'market', 'alışveriş'],
    ...L.buyMilkAndEggs,
  },
  {
    keywords: [
      'study',
      'school',
      'exam',
      'student',
      'class',
      'course',
      'homework',
      'ders',
      'okul',
      'sınav',
      'öğrenci',
      'ödev',
    ],
    ...L.reviewChapter3Notes,
  },
  {
    keywords: ['travel', 'trip', 'vacation', 'holiday', 'seyahat', 'tatil', 'gezi'],
    ...L.bookTheFlights,
  },
  {
    keywords: ['wedding', 'party', 'event', 'birthday', 'düğün', 'parti', 'etkinlik', 'doğum'],
    ...L.sendTheInvitations,
  },
  {
    keywords: ['home', 'house', 'chore', 'family', 'clean', 'ev', 'aile', 'temizlik'],
    ...L.waterThePlants,
  },
  {
    keywords: [
      'work',
      'office',
      'project',
      'team',
      'client',
      'job',
      'iş',
      'ofis',
      'proje',
      'ekip',
      'müşteri',
    ],
    ...L.prepareTheWeeklyReport,
  },
];

const DEFAULT_TASKS = L.planTheWeek;

const SHAPE: Omit<SampleTask, 'title'>[] = [
  { priority: 'high', due: 0 },
  { priority: 'medium', due: 2 },
  { priority: 'low', due: null },
  { priority: 'medium', due: -1, done: true },
  { priority: 'low', due: 5 },
];

export function sampleTasks(spec: AppSpec): SampleTask[] {
  const curated = matchTopic(spec, TOPIC_TASKS);
  let titles: string[];
  if (curated) titles = curated[spec.language];
  else {
    const topics = topicsOf(spec, 2);
    const own = topics.flatMap((t) =>
      spec.language === 'tr'
        ? [`${capitalize(spec, t)}: ilk adımları planla`, `${capitalize(spec, t)} için notları gözden geçir`]
        : [`Plan the first steps for ${t}`, `Review notes on ${t}`],
    );
    titles = [...own, ...DEFAULT_TASKS[spec.language]].slice(0, 5);
  }
  return titles
    .slice(0, 5)
    .map((title, i) => ({ title, ...(SHAPE[i] ?? { priority: 'medium', due: null }) }));
}

const TASKS_MODULE = `import type { DayKey } from './dates';

export type Priority = 'low' | 'medium' | 'high';
export const PRIORITIES: Priority[] = ['high', 'medium', 'low'];

export interface Task {
  id: string;
  title: string;
  done: boolean;
  priority: Priority;
  due: DayKey | null;
  /** The day it was completed, for the per-day chart. */
  completedOn: DayKey | null;
  createdAt: number;
}

export type TaskFilter = 'all' | 'active' | 'done';
export const FILTERS: TaskFilter[] = ['all', 'active', 'done'];

const RANK: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

export function filterTasks(tasks: Task[], filter: TaskFilter, query: string): Task[] {
  const q = query.trim().toLocaleLowerCase();
  return tasks.filter(
    (task) =>
      (filter === 'all' || (filter === 'done') === task.done) &&
      (q === '' || task.title.toLocaleLowerCase().includes(q)),
  );
}

/** Open tasks first, then by due date (undated last), priority and newest. */
export function sortTasks(tasks: Task[]): Task[] {
  return [...tasks].sort(
    (a, b) =>
      Number(a.done) - Number(b.done) ||
      (a.due ?? '9999-99-99').localeCompare(b.due ?? '9999-99-99') ||
      RANK[a.priority] - RANK[b.priority] ||
      b.createdAt - a.createdAt,
  );
}

export function isOverdue(task: Task, today: DayKey): boolean {
  return !task.done && task.due !== null && task.due < today;
}

export function countTasks(tasks: Task[], today: DayKey) {
  const done = tasks.filter((task) => task.done).length;
  return {
    total: tasks.length,
    done,
    active: tasks.length - done,
    overdue: tasks.filter((task) => isOverdue(task, today)).length,
  };
}

/** Marks a task done or open, remembering the day it was done. */
export function setDone(task: Task, done: boolean, today: DayKey): Task {
  return { ...task, done, completedOn: done ? today : null };
}
`;

/** At most this many listed tasks start the list. */
const MAX_TASKS = 50;

/**
 * The tasks the list starts with: the ones the brief listed, in its order, all still to do with a medium
 * priority and no due date (the stock seed edited by a follow-up keeps its tasks' priorities, due dates and
 * states), or the topic's seed tasks. `key` is where they are saved: "tasks" for the stock seed, a key
 * of its own for listed ones, so tasks a visitor saved under the stock seed do not hide them.
 */
function startTasks(spec: AppSpec): { tasks: SampleTask[]; key: string } {
  const seeds = sampleTasks(spec);
  const listed = trackedItems(spec, MAX_TASKS);
  if (
    listed.length === 0 ||
    sameNames(
      listed,
      seeds.map((t) => t.title),
    )
  )
    return { tasks: seeds, key: 'tasks' };
  const kept = keptSeeds(listed, seeds, (t) => t.title);
  return {
    tasks: listed.map(
      (item, i): SampleTask =>
        kept[i] ?? {
          title: item.name,
          priority: 'medium',
          due: null,
        },
    ),
    key: seededKey(
      'tasks',
      listed.map((item) => item.name),
    ),
  };
}

function sampleFile(spec: AppSpec): string {
  const { tasks, key } = startTasks(spec);
  // The list shows the newest first: listed tasks are dated so that it shows them in the brief's order.
  const created = (i: number) => (key === 'tasks' ? i + 1 : tasks.length - i);
  const rows = tasks.map(
    (t, i) =>
      `  { id: 'sample-${i + 1}', title: ${lit(t.title)}, done: ${t.done ? 'true' : 'false'}, priority: '${t.priority}', due: ${
        t.due === null ? 'null' : `addDays(today, ${t.due})`
      }, completedOn: ${t.done ? 'addDays(today, -1)' : 'null'}, createdAt: ${created(i)} },`,
  );
  const dated = tasks.some((t) => t.due !== null || t.done);
  return `${when(dated, `import { addDays, todayKey } from '../logic/dates';\n`)}import type { Task } from '../logic/tasks';
${when(dated, '\nconst today = todayKey();\n')}
/** What a new visitor sees first; their own tasks replace it from the first change. */
export const SAMPLE_TASKS: Task[] = [
${rows.join('\n')}
];
`;
}

const LABELS_FILE = `import type { BadgeTone } from './ui';
import type { Priority, TaskFilter } from '../logic/tasks';
import { T } from '../texts';

export const PRIORITY_LABEL: Record<Priority, string> = { high: T.high, medium: T.medium, low: T.low };
export const PRIORITY_TONE: Record<Priority, BadgeTone> = { high: 'danger', medium: 'warning', low: 'neutral' };
export const FILTER_LABEL: Record<TaskFilter, string> = { all: T.filterAll, active: T.filterActive, done: T.filterDone };
`;

function taskListFile(spec: AppSpec): string {
  const search = has(spec, 'search');
  const filters = has(spec, 'filters');
  const forms = has(spec, 'forms');
  const exporting = has(spec, 'export');
  const imports = new Imports()
    .add('react', 'useRef', 'useState', 'type FormEvent')
    .add('clsx', 'clsx')
    .add('lucide-react', 'Check', 'Download', 'ListTodo', 'Pencil', 'Plus', 'Search', 'Trash')
    .add('./ui', 'Badge', 'Button', 'EmptyState', 'Field', 'Input', 'Select')
    .add('./section', 'Section')
    .add('./labels', 'FILTER_LABEL', 'PRIORITY_LABEL', 'PRIORITY_TONE')
    .add('../texts', 'LOCALE', 'T', 'fmt')
    .add('../logic/dates', 'formatDay', 'todayKey')
    .add('../logic/id', 'newId')
    .add('../logic/download', 'downloadCsv')
    .add(
      '../logic/tasks',
      'FILTERS',
      'PRIORITIES',
      'filterTasks',
      'isOverdue',
      'setDone',
      'sortTasks',
      'type Priority',
      'type Task',
      'type TaskFilter',
    );

  const addForm = forms
    ? `      <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto] sm:items-start">
        <Field label={T.newTask} error={error}>
          <Input
            ref={inputRef}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(null);
            }}
            placeholder={T.newTaskPlaceholder}
            maxLength={200}
            autoComplete="off"
          />
        </Field>
        <Field label={T.due}>
          <Input type="date" value={due} onChange={(e) => setDue(e.target.value)} />
        </Field>
        <Field label={T.priority}>
          <Select value={priority} onChange={(e) => setPriority(e.target.value as Priority)}>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABEL[p]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" className="sm:mt-[26px]">
          <Plus aria-hidden="true" />
          {T.addTask}
        </Button>
      </form>`
    : `      <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row">
        <Input
          ref={inputRef}
          aria-label={T.newTask}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={T.newTaskPlaceholder}
          maxLength={200}
          autoComplete="off"
          className="min-w-0 flex-1"
        />
        <Button type="submit">
          <Plus aria-hidden="true" />
          {T.addTask}
        </Button>
      </form>`;

  const code = `type SetTasks = (update: (previous: Task[]) => Task[]) => void;

export function TaskList({ tasks, setTasks }: { tasks: Task[]; setTasks: SetTasks }) {
  const [title, setTitle] = useState('');
${when(
  forms,
  `  const [due, setDue] = useState('');
  const [priority, setPriority] = useState<Priority>('medium');
  const [error, setError] = useState<string | null>(null);
`,
)}${when(search, `  const [query, setQuery] = useState('');\n`)}${when(filters, `  const [filter, setFilter] = useState<TaskFilter>('all');\n`)}  const inputRef = useRef<HTMLInputElement>(null);
  const today = todayKey();
  const visible = sortTasks(filterTasks(tasks, ${filters ? 'filter' : "'all'"}, ${search ? 'query' : "''"}));
  const doneCount = tasks.filter((task) => task.done).length;

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = title.trim();
    if (!clean) {
${when(forms, '      setError(T.titleRequired);\n')}      inputRef.current?.focus();
      return;
    }
    const task: Task = {
      id: newId(),
      title: clean,
      done: false,
      priority: ${forms ? 'priority' : "'medium'"},
      due: ${forms ? 'due || null' : 'null'},
      completedOn: null,
      createdAt: Date.now(),
    };
    setTasks((previous) => [task, ...previous]);
    setTitle('');
${when(forms, "    setDue('');\n    setError(null);\n")}    inputRef.current?.focus();
  }

  function update(id: string, change: (task: Task) => Task) {
    setTasks((previous) => previous.map((task) => (task.id === id ? change(task) : task)));
  }

  function remove(id: string) {
    setTasks((previous) => previous.filter((task) => task.id !== id));
  }

  function clearCompleted() {
    setTasks((previous) => previous.filter((task) => !task.done));
  }
${when(
  exporting,
  `
  function exportCsv() {
    downloadCsv('tasks.csv', [
      [T.taskTitle, T.priority, T.due, T.status],
      ...sortTasks(tasks).map((task) => [
        task.title,
        PRIORITY_LABEL[task.priority],
        task.due ?? '',
        task.done ? T.filterDone : T.filterActive,
      ]),
    ]);
  }
`,
)}
  return (
    <Section
      id="tasks"
      title={T.tasksTitle}
      actions={
        <span className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
          {fmt(T.left, { n: tasks.length - doneCount })}
        </span>
      }
    >
${addForm}

      <div className="mt-5 flex flex-wrap items-center gap-3">
${when(
  search,
  `        <div className="relative min-w-0 flex-1 basis-48">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <Input
            type="search"
            aria-label={T.searchTasks}
            placeholder={T.searchTasks}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-9"
          />
        </div>
`,
)}${when(
    filters,
    `        <div role="group" aria-label={T.show} className="inline-flex rounded-control border border-slate-200 p-0.5 dark:border-slate-700">
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              className={clsx(
                'rounded-control px-3 py-1.5 text-sm font-medium transition',
                filter === f
                  ? 'bg-primary text-on-primary'
                  : 'text-slate-600 hover:bg-slate-900/5 dark:text-slate-300 dark:hover:bg-white/10',
              )}
            >
              {FILTER_LABEL[f]}
            </button>
          ))}
        </div>
`,
  )}        <Button variant="ghost" size="sm" onClick={clearCompleted} disabled={doneCount === 0}>
          {fmt(T.clearCompleted, { n: doneCount })}
        </Button>
${when(
  exporting,
  `        <Button variant="outline" size="sm" onClick={exportCsv}>
          <Download aria-hidden="true" />
          {T.exportCsv}
        </Button>
`,
)}      </div>

      {visible.length === 0 ? (
        <EmptyState
          className="mt-5"
          icon={ListTodo}
          title={tasks.length === 0 ? T.emptyTitle : T.noMatches}
          hint={tasks.length === 0 ? T.emptyHint : undefined}
        />
      ) : (
        <ul className="mt-5 divide-y divide-slate-200 dark:divide-slate-800">
          {visible.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              today={today}
              onChange={(change) => update(task.id, change)}
              onDelete={() => remove(task.id)}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

function TaskRow({
  task,
  today,
  onChange,
  onDelete,
}: {
  task: Task;
  today: string;
  onChange: (change: (task: Task) => Task) => void;
  onDelete: () => void;
}) {
  const [draft, setDraft] = useState<Task | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const overdue = isOverdue(task, today);

  function close() {
    setDraft(null);
    setTimeout(() => editButton.current?.focus(), 0);
  }

  function save() {
    if (!draft) return;
    const clean = draft.title.trim();
    if (!clean) return;
    onChange((current) => ({ ...current, title: clean, due: draft.due, priority: draft.priority }));
    close();
  }

  if (draft) {
    return (
      <li className="py-3">
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
            aria-label={T.taskTitle}
            value={draft.title}
            autoFocus
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                save();
              }
            }}
            className="min-w-0 flex-1 basis-56"
          />
          <div className="w-40">
            <Input
              type="date"
              aria-label={T.due}
              value={draft.due ?? ''}
              onChange={(e) => setDraft({ ...draft, due: e.target.value || null })}
            />
          </div>
          <Select
            aria-label={T.priority}
            value={draft.priority}
            onChange={(e) => setDraft({ ...draft, priority: e.target.value as Priority })}
          >
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABEL[p]}
              </option>
            ))}
          </Select>
          <Button size="sm" onClick={save}>
            <Check aria-hidden="true" />
            {T.save}
          </Button>
          <Button size="sm" variant="ghost" onClick={close}>
            {T.cancel}
          </Button>
        </div>
      </li>
    );
  }

  return (
    <li className="flex items-start gap-3 py-3">
      <input
        type="checkbox"
        checked={task.done}
        onChange={() => onChange((current) => setDone(current, !current.done, today))}
        aria-label={fmt(T.complete, { title: task.title })}
        className="mt-0.5 size-5 shrink-0 accent-primary"
      />
      <div className="min-w-0 flex-1">
        <p
          className={clsx('break-words', task.done && 'text-slate-400 line-through dark:text-slate-500')}
          onDoubleClick={() => setDraft(task)}
        >
          {task.title}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
          <Badge tone={PRIORITY_TONE[task.priority]}>{PRIORITY_LABEL[task.priority]}</Badge>
          {task.due ? (
            <span
              className={clsx(
                overdue ? 'font-medium text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400',
              )}
            >
              {overdue ? T.overdue + ' · ' : ''}
              {fmt(T.dueOn, { date: task.due === today ? T.today : formatDay(task.due, LOCALE) })}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          ref={editButton}
          variant="ghost"
          size="sm"
          aria-label={fmt(T.editTask, { title: task.title })}
          onClick={() => setDraft(task)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={fmt(T.deleteTask, { title: task.title })}
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

const TASK_STATS = `import { CalendarClock, Circle, CircleCheck, ListTodo } from 'lucide-react';
import { Section } from './section';
import { Stat } from './stat';
import { countTasks, type Task } from '../logic/tasks';
import { todayKey } from '../logic/dates';
import { LOCALE, T } from '../texts';

export function TaskStats({ tasks }: { tasks: Task[] }) {
  const counts = countTasks(tasks, todayKey());
  const ratio = counts.total === 0 ? 0 : counts.done / counts.total;
  const percent = new Intl.NumberFormat(LOCALE, { style: 'percent' }).format(ratio);
  return (
    <Section id="stats" title={T.statsTitle}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={T.statTotal} value={counts.total} icon={<ListTodo aria-hidden="true" className="size-4" />} />
        <Stat label={T.statActive} value={counts.active} icon={<Circle aria-hidden="true" className="size-4" />} />
        <Stat label={T.statDone} value={counts.done} icon={<CircleCheck aria-hidden="true" className="size-4" />} />
        <Stat label={T.overdue} value={counts.overdue} icon={<CalendarClock aria-hidden="true" className="size-4" />} />
      </div>
      <div className="mt-5">
        <div className="mb-1.5 flex justify-between text-sm text-slate-600 dark:text-slate-400">
          <span>{T.progress}</span>
          <span className="tabular-nums">{percent}</span>
        </div>
        <div
          role="progressbar"
          aria-label={T.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(ratio * 100)}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div className="h-full rounded-full bg-primary transition-all" style={{ width: ratio * 100 + '%' }} />
        </div>
      </div>
    </Section>
  );
}
`;

const TASK_CHART = `import { BarChart } from './chart';
import { Section } from './section';
import { formatDay, lastDays } from '../logic/dates';
import type { Task } from '../logic/tasks';
import { LOCALE, T } from '../texts';

export function TaskChart({ tasks }: { tasks: Task[] }) {
  const data = lastDays(14).map((day) => ({
    label: formatDay(day, LOCALE),
    value: tasks.filter((task) => task.done && task.completedOn === day).length,
  }));
  return (
    <Section id="chart" title={T.chartTitle}>
      <BarChart data={data} label={T.chartTitle} />
    </Section>
  );
}
`;

function texts(spec: AppSpec) {
  return {
    ...commonTexts(spec, { pages: PAGES, sections: SECTIONS }),
    ...descriptionSubtitle(spec),
    newTask: L.newTask,
    newTaskPlaceholder: L.newTaskPlaceholder,
    addTask: text(spec, 'cta.button', L.ctaButton),
    taskTitle: L.taskTitle,
    titleRequired: L.titleRequired,
    due: L.due,
    dueOn: L.dueOn,
    today: L.today,
    overdue: L.overdue,
    priority: L.priority,
    high: L.high,
    medium: L.medium,
    low: L.low,
    status: L.status,
    show: L.show,
    filterAll: L.filterAll,
    filterActive: L.filterActive,
    filterDone: L.filterDone,
    searchTasks: L.searchTasks,
    clearCompleted: L.clearCompleted,
    left: L.left,
    emptyTitle: L.emptyTitle,
    emptyHint: L.emptyHint,
    noMatches: L.noMatches,
    complete: L.complete,
    editTask: L.editTask,
    deleteTask: L.deleteTask,
    statTotal: L.statTotal,
    statActive: L.statActive,
    statDone: L.statDone,
    progress: L.progress,
  };
}

function render(spec: AppSpec): Record<string, string> {
  const imports = new Imports()
    .add('./logic/tasks', 'type Task')
    .add('./data/sample', 'SAMPLE_TASKS')
    .add('./components/section', 'Section')
    .add('./components/data-settings', 'DataSettings')
    .add('./components/task-stats', 'TaskStats')
    .add('./components/task-list', 'TaskList')
    .add('./components/task-chart', 'TaskChart');
  const files: Record<string, string> = {
    ...baseFiles(spec, { settings: sectionOn(spec, 'settings') }),
    'src/texts.ts': textsFile(spec, texts(spec)),
    'src/logic/tasks.ts': TASKS_MODULE,
    'src/data/sample.ts': sampleFile(spec),
    'src/components/labels.ts': LABELS_FILE,
  };
  const elements: Record<string, string> = {
    stats: '<TaskStats tasks={tasks} />',
    tasks: '<TaskList tasks={tasks} setTasks={setTasks} />',
    chart: '<TaskChart tasks={tasks} />',
    settings: `<Section id="settings" title={T.settingsTitle}>
  <DataSettings onReset={() => setTasks(SAMPLE_TASKS)} onClear={() => setTasks([])} />
</Section>`,
  };
  const key = startTasks(spec).key;
  // Tasks saved under a key of their own carry over the ones saved before the list changed.
  const init = carriedStart(spec, imports, files, {
    key,
    base: 'tasks',
    type: 'Task',
    logic: '../logic/tasks',
    sample: 'SAMPLE_TASKS',
    stockShapes: () =>
      startTasks(stockSpec(spec)).tasks.map((t) => [t.title, !!t.done, t.priority, t.due === null]),
    name: '(task) => task.title',
    shape: '(task) => [task.title, task.done, task.priority, task.due === null]',
  });
  if (sectionOn(spec, 'stats')) files['src/components/task-stats.tsx'] = TASK_STATS;
  if (sectionOn(spec, 'tasks')) files['src/components/task-list.tsx'] = taskListFile(spec);
  if (sectionOn(spec, 'chart') && has(spec, 'charts')) files['src/components/task-chart.tsx'] = TASK_CHART;
  files['src/App.tsx'] = appFile({
    spec,
    pages: PAGES,
    sections: SECTIONS,
    imports,
    body: [stateHook(spec, imports, 'tasks', 'Task[]', key, init)],
    elements,
  });
  return files;
}

/**
 * The stock tasks as content (Blueprint.defaultContent), so "remove Buy groceries" edits what the list
 * shows. Rendered back it is the stock list: same tasks, priorities, due dates and storage key.
 */
function stockContent(spec: AppSpec): BriefContent {
  return seedContent(sampleTasks(spec).map((task) => ({ name: task.title })));
}

export const blueprint: Blueprint = {
  kind: 'todo',
  label: L.aTaskList,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['stats', 'tasks', 'chart'],
  defaultFeatures: ['persistence', 'search', 'filters', 'forms', 'charts', 'dark-toggle'],
  defaultTheme: { primary: '#4f46e5', accent: '#10b981', font: 'sans', radius: 'lg' },
  render,
  defaultContent: stockContent,
};
