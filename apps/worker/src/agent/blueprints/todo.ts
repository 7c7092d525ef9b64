/**
 * A task list, composed from the kit's TasksApp (packages/app-kit): add, edit inline (Enter saves, Escape
 * cancels), complete and delete tasks with due dates and priorities; filters, search, clear completed,
 * counts. This blueprint writes only its schema: frame, sections, controls, seed and texts.
 *
 * Main interaction: type into the textbox "New task" / "Yeni görev", press the button "Add task" /
 * "Görev ekle" (or Enter); the task appears in the list and survives a reload.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type { TaskSectionId, TaskTexts, TasksSchema } from '@atelier/app-kit/tasks';
import { shapeHash } from '@atelier/app-kit/carry-over';
import type { BriefContent } from '../brief-content.ts';
import { type AppSpec, type Blueprint, has, text, type AppLanguage } from '../spec.ts';
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

/** The texts TasksApp shows that come straight from the table below. */
const TASK_TEXT_KEYS = [
  'newTask',
  'newTaskPlaceholder',
  'addTask',
  'taskTitle',
  'titleRequired',
  'due',
  'dueOn',
  'today',
  'overdue',
  'priority',
  'high',
  'medium',
  'low',
  'status',
  'show',
  'filterAll',
  'filterActive',
  'filterDone',
  'searchTasks',
  'clearCompleted',
  'left',
  'emptyTitle',
  'emptyHint',
  'noMatches',
  'complete',
  'editTask',
  'deleteTask',
  'statTotal',
  'statActive',
  'statDone',
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
] as const satisfies readonly Exclude<keyof TaskTexts, 'dataHint' | 'noData'>[];

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

/** The schema TasksApp (packages/app-kit) renders: the spec's sections, controls, tasks and texts. */
export function tasksSchema(spec: AppSpec): TasksSchema {
  const table = resolveTexts(spec, texts(spec));
  const { frame, sections } = composedFrame(spec, { pages: PAGES, sections: SECTIONS, texts: table });
  const { tasks, key } = startTasks(spec);
  // The list shows the newest first: listed tasks are dated so that it shows them in the brief's order.
  const created = (i: number) => (key === 'tasks' ? i + 1 : tasks.length - i);
  const stock =
    key === 'tasks'
      ? []
      : [
          ...new Set(
            startTasks(stockSpec(spec)).tasks.map((t) =>
              // What a visitor can change in a task: taskShape in the kit's tasks/logic.ts.
              shapeHash([t.title, !!t.done, t.priority, t.due === null]),
            ),
          ),
        ];
  return {
    frame,
    sections: sections as SectionSlot<TaskSectionId>[],
    features: {
      search: has(spec, 'search'),
      filters: has(spec, 'filters'),
      forms: has(spec, 'forms'),
      export: has(spec, 'export'),
    },
    storage: { key, base: 'tasks', stock },
    seed: tasks.map((t, i) => ({
      id: `sample-${i + 1}`,
      title: t.title,
      priority: t.priority,
      dueInDays: t.due,
      done: !!t.done,
      createdAt: created(i),
    })),
    texts: composedTexts(spec, table, TASK_TEXT_KEYS),
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'TasksApp',
    module: 'tasks-app',
    type: 'TasksSchema',
    lib: 'tasks',
    schema: tasksSchema(spec),
  });
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
