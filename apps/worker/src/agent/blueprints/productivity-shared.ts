/**
 * What the productivity and data blueprints (todo, kanban, notes, habits, fitness, budget, dashboard) share:
 * sections that know which page they live on, one texts module per app, an App.tsx that lays sections
 * out on one page or across routes, and a few small generated modules (dates, downloads, shared pieces).
 */
import type { AppFrame, AppPage, SectionSlot } from '@atelier/app-kit/app-frame';
import { kitFiles as appKitFiles } from '@atelier/app-kit';
// The hash carry-over tells seeds apart by, as the app computes it: the stock seed's hashes go in.
import { shapeHash } from '@atelier/app-kit/carry-over';
import { type AppSpec, type Localized, has, lit, pick, text, same, appLocale } from '../spec.ts';
import { slugify } from '../kit.ts';
import { LEXICONS } from '../lexicon/index.ts';
import { listedItems } from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('productivityShared');

export type Files = Record<string, string>;

/** A page of the app when it has the 'pages' feature. The first page is the home route. */
export interface PageDef {
  id: string;
  path: string;
  label: Localized;
}

/** A section a person can add or remove, and the page it lives on when the app has pages. */
export interface SectionDef {
  id: string;
  label: Localized;
  page: string;
  /** Only a chart: left out when the spec has no 'charts' feature. */
  chartOnly?: boolean;
}

export const INSIGHTS_PAGE: PageDef = {
  id: 'insights',
  path: '/insights',
  label: L.insightsLabel,
};
export const SETTINGS_PAGE: PageDef = {
  id: 'settings',
  path: '/settings',
  label: L.settingsLabel,
};

/** The sections the spec asks for, in its order, minus unknown ids and chart-only ones without 'charts'. */
export function activeSections(spec: AppSpec, defs: SectionDef[]): SectionDef[] {
  const seen = new Set<string>();
  const out: SectionDef[] = [];
  for (const id of spec.sections) {
    const def = defs.find((d) => d.id === id);
    if (!def || seen.has(id)) continue;
    if (def.chartOnly && !has(spec, 'charts')) continue;
    seen.add(id);
    out.push(def);
  }
  return out;
}

/** Collects named imports for a generated module and prints them in a stable order. */
export class Imports {
  private readonly modules = new Map<string, Set<string>>();

  add(from: string, ...names: string[]): this {
    const set = this.modules.get(from) ?? new Set<string>();
    for (const name of names) set.add(name);
    this.modules.set(from, set);
    return this;
  }

  /** The import lines, keeping only the names `code` uses (so strict unused checks stay quiet). */
  render(code: string): string {
    const rank = (from: string) => (from === 'react' ? 0 : from.startsWith('.') ? 2 : 1);
    const bare = (name: string) => name.replace(/^type /, '');
    return [...this.modules.entries()]
      .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
      .map(([from, names]) => {
        const list = [...names]
          .filter((n) => new RegExp(`\\b${bare(n)}\\b`).test(code))
          .sort((a, b) => bare(a).localeCompare(bare(b)));
        if (!list.length) return '';
        if (list.every((n) => n.startsWith('type ')))
          return `import type { ${list.map(bare).join(', ')} } from '${from}';`;
        return `import { ${list.join(', ')} } from '${from}';`;
      })
      .filter(Boolean)
      .join('\n');
  }
}

/** A text of the app: one string for both languages, or one per language. */
export type TextValue = string | Localized;

/** `src/texts.ts`: every string the app shows, as JSON literals, plus a tiny formatter for counts. */
export function textsFile(spec: AppSpec, table: Record<string, TextValue>): string {
  const locale = appLocale(spec);
  const lines = Object.entries(table).map(
    ([key, value]) => `  ${key}: ${lit(typeof value === 'string' ? value : pick(spec, value))},`,
  );
  return `/** Every text the app shows, in one place. */
export const LOCALE = ${lit(locale)};

export const T = {
${lines.join('\n')}
};

/** Fills "{name}" placeholders: fmt(T.left, { n: 3 }). */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\\{(\\w+)\\}/g, (match, key: string) => String(values[key] ?? match));
}

/** The singular or plural template for n, as the language counts: plural(2, T.dayOne, T.dayOther). */
export function plural(n: number, one: string, other: string): string {
  return fmt(new Intl.PluralRules(LOCALE).select(n) === 'one' ? one : other, { n });
}
`;
}

/** Texts every one of these apps has: headings, navigation, section titles, settings and export. */
export function commonTexts(
  spec: AppSpec,
  o: { pages: PageDef[]; sections: SectionDef[]; title?: Localized },
): Record<string, TextValue> {
  const table: Record<string, TextValue> = {
    title: text(spec, 'hero.title', o.title ?? same(spec.name)),
    subtitle: text(spec, 'hero.subtitle', same(spec.tagline)),
  };
  for (const page of o.pages) table[`page_${page.id}`] = text(spec, `${page.id}.title`, page.label);
  for (const section of o.sections)
    table[`${camel(section.id)}Title`] = text(spec, `${section.id}.title`, section.label);
  Object.assign(table, {
    save: L.save,
    cancel: L.cancel,
    edit: L.edit,
    delete: L.delete,
    search: L.search,
    exportCsv: L.exportCsv,
    exportJson: L.exportJson,
    dataTitle: L.dataTitle,
    dataHint: L.dataHint,
    dataHintMemory: L.dataHintMemory,
    resetSample: L.resetSample,
    clearAll: L.clearAll,
    confirmReset: L.confirmReset,
    confirmClear: L.confirmClear,
    confirmYes: L.confirmYes,
  });
  return table;
}

export function camel(id: string): string {
  return id.replace(/[-_](\w)/g, (_m, c: string) => c.toUpperCase());
}

/** The state hook line for a piece of app data: persisted when the spec has 'persistence'. */
export function stateHook(
  spec: AppSpec,
  imports: Imports,
  name: string,
  type: string,
  key: string,
  init: string,
): string {
  const setter = `set${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;
  if (has(spec, 'persistence')) {
    imports.add('./lib/use-persistent-state', 'usePersistentState');
    return `const [${name}, ${setter}] = usePersistentState<${type}>(${lit(key)}, ${init});`;
  }
  imports.add('react', 'useState');
  return `const [${name}, ${setter}] = useState<${type}>(${init});`;
}

export interface LayoutOptions {
  spec: AppSpec;
  pages: PageDef[];
  sections: SectionDef[];
  imports: Imports;
  /** Lines inside App() before its return: state and derived values. */
  body: string[];
  /** Section id -> the JSX that renders it. */
  elements: Record<string, string>;
  /** JSX shown under every page's heading (a month or date-range picker). */
  toolbar?: string;
  /** Lines after App(): helpers it uses. */
  after?: string;
}

/** Drops state and derived values nothing reads, so strict unused-locals checks stay quiet. */
export function pruneBody(lines: string[], rest: string): string[] {
  let out = [...lines];
  for (;;) {
    const next = out.flatMap((line, i) => {
      const others = `${out.filter((_, j) => j !== i).join('\n')}\n${rest}`;
      const used = (n: string) => new RegExp(`\\b${n}\\b`).test(others);
      const pair = /^const \[(\w*), (\w+)\] = ([\s\S]*)$/.exec(line);
      if (pair) {
        const [, value = '', setter = '', init = ''] = pair;
        const readsValue = value !== '' && used(value);
        const readsSetter = used(setter);
        if (!readsValue && !readsSetter) return [];
        if (readsValue && readsSetter) return [line];
        return [readsSetter ? `const [, ${setter}] = ${init}` : `const [${value}] = ${init}`];
      }
      const single = /^(?:const|function) (\w+)/.exec(line);
      if (single?.[1] && !used(single[1])) return [];
      return [line];
    });
    if (next.join('\n') === out.join('\n')) return out;
    out = next;
  }
}

/** A table of texts in the spec's language. */
export function resolveTexts(spec: AppSpec, table: Record<string, TextValue>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(table).map(([key, value]) => [key, typeof value === 'string' ? value : pick(spec, value)]),
  );
}

/**
 * The texts a kit section's schema names, from a resolved table (a missing one is an empty string), plus
 * the two every composed app shows: where its data is kept (the browser, or this visit only) and what an
 * empty chart says.
 */
export function composedTexts<K extends string>(
  spec: AppSpec,
  table: Record<string, string>,
  keys: readonly K[],
): Record<K | 'dataHint' | 'noData', string> {
  return {
    ...(Object.fromEntries(keys.map((key) => [key, table[key] ?? ''])) as Record<K, string>),
    dataHint: (has(spec, 'persistence') ? table.dataHint : table.dataHintMemory) ?? '',
    noData: LEXICONS[spec.language].kit.noData,
  };
}

/** The words of a composed app's frame, from the kit's lexicon. */
function frameTexts(spec: AppSpec): AppFrame['texts'] {
  const { skip, openMenu, closeMenu, mainNav, toLight, toDark, rights } = LEXICONS[spec.language].kit;
  return { skip, openMenu, closeMenu, mainNav, toLight, toDark, rights };
}

/**
 * The frame of an app composed from kit sections (@/lib/app-frame) and the sections it shows: as appFile
 * lays them out, on one page or, with 'pages', on the home page plus the pages that have sections.
 * `texts` is the app's resolved commonTexts table (title, subtitle, page_…, …Title).
 */
export function composedFrame(
  spec: AppSpec,
  o: { pages: PageDef[]; sections: SectionDef[]; texts: Record<string, string> },
): { frame: AppFrame; sections: SectionSlot[] } {
  const active = activeSections(spec, o.sections);
  const paged = has(spec, 'pages');
  const [home, ...rest] = o.pages;
  const used = paged ? [home, ...rest.filter((p) => active.some((s) => s.page === p.id))] : [home];
  const pages: AppPage[] = used
    .filter((p): p is PageDef => p !== undefined)
    .map((p, i) => ({
      id: p.id,
      path: i === 0 ? '/' : p.path,
      label: o.texts[`page_${p.id}`] ?? '',
      title: i === 0 ? (o.texts.title ?? spec.name) : (o.texts[`page_${p.id}`] ?? ''),
      ...(i === 0 && o.texts.subtitle ? { subtitle: o.texts.subtitle } : {}),
    }));
  const homeId = pages[0]?.id ?? 'main';
  return {
    frame: {
      name: spec.name,
      tagline: spec.tagline,
      slug: slugify(spec.name),
      locale: appLocale(spec),
      mode: spec.theme.mode,
      darkToggle: has(spec, 'dark-toggle'),
      persistence: has(spec, 'persistence'),
      pages,
      texts: frameTexts(spec),
    },
    sections: active.map((s) => ({
      id: s.id,
      page: paged ? s.page : homeId,
      title: o.texts[`${camel(s.id)}Title`] ?? '',
    })),
  };
}

/**
 * The project's own files for an app composed from one kit section: an App that hands the section its
 * schema, and the schema as JSON (a safe literal: the person's words never become code). The kit files
 * it imports are added when the project renders.
 */
export function composedAppFiles(o: {
  /** The section's component and module ("TasksApp", "tasks-app"). */
  component: string;
  module: string;
  /** The schema's type and the kit module that exports it ("TasksSchema", "tasks"). */
  type: string;
  lib: string;
  schema: unknown;
}): Files {
  return {
    'src/App.tsx': `import { ${o.component} } from '@/components/sections/${o.module}';
import { SCHEMA } from './app-schema';

export default function App() {
  return <${o.component} schema={SCHEMA} />;
}
`,
    'src/app-schema.ts': `import type { ${o.type} } from '@/lib/${o.lib}';

export const SCHEMA: ${o.type} = ${JSON.stringify(o.schema, null, 2)};
`,
  };
}

/** src/App.tsx: the sections in the spec's order, on one page or, with 'pages', on routes with a nav. */
export function appFile(o: LayoutOptions): string {
  const { spec, imports } = o;
  const active = activeSections(spec, o.sections);
  imports.add('./components/shell', 'Shell');
  imports.add('./components/page', 'Page');
  imports.add('./texts', 'T');
  const toolbar = o.toolbar ? ` toolbar={${o.toolbar}}` : '';
  const render = (list: SectionDef[], indent: string) =>
    list.map((s) => `${indent}${(o.elements[s.id] ?? '').replace(/\n/g, `\n${indent}`)}`).join('\n');

  let nav: string;
  let tree: string;
  if (has(spec, 'pages')) {
    imports.add('react-router-dom', 'Navigate', 'Route', 'Routes');
    const [home, ...rest] = o.pages;
    const used = [home, ...rest.filter((p) => active.some((s) => s.page === p.id))].filter(
      (p): p is PageDef => p !== undefined,
    );
    nav = `[${used.map((p) => `{ to: ${lit(p.path)}, label: T.page_${p.id} }`).join(', ')}]`;
    const routes = used.map((p, i) => {
      const title = i === 0 ? 'T.title' : `T.page_${p.id}`;
      const subtitle = i === 0 ? ' subtitle={T.subtitle}' : '';
      const list = active.filter((s) => s.page === p.id);
      return `        <Route
          path=${lit(i === 0 ? '/' : p.path)}
          element={
            <Page title={${title}}${subtitle}${toolbar}>
${render(list, '              ')}
            </Page>
          }
        />`;
    });
    tree = `      <Routes>
${routes.join('\n')}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>`;
  } else {
    nav = `[{ to: '/', label: T.page_${o.pages[0]?.id ?? 'main'} }]`;
    tree = `      <Page title={T.title} subtitle={T.subtitle}${toolbar}>
${render(active, '        ')}
      </Page>`;
  }

  const tail = `
  return (
    <Shell nav={NAV}>
${tree}
    </Shell>
  );
}
${o.after ? `\n${o.after}` : ''}`;
  const body = pruneBody(o.body, tail)
    .map((l) => `  ${l.replace(/\n/g, '\n  ')}`)
    .join('\n');
  const code = `const NAV = ${nav};

export default function App() {
${body}
${tail}`;
  return `${imports.render(code)}

${code}`;
}

/** src/components/page.tsx and src/components/section.tsx: headings and panels every page uses. */
export function layoutFiles(): Files {
  return {
    'src/components/page.tsx': `import type { ReactNode } from 'react';

export function Page({
  title,
  subtitle,
  toolbar,
  children,
}: {
  title: string;
  subtitle?: string;
  toolbar?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-display text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
        </div>
        {toolbar}
      </div>
      {children}
    </div>
  );
}
`,
    'src/components/section.tsx': `import type { ReactNode } from 'react';

/** A titled panel; its heading names the region for screen readers. */
export function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = id + '-title';
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-card border border-slate-200/80 bg-white p-4 shadow-sm shadow-slate-900/[0.04] sm:p-6 dark:border-slate-800 dark:bg-slate-900/70 dark:shadow-none"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
`,
    'src/components/stat.tsx': `import type { ReactNode } from 'react';

export function Stat({ label, value, hint, icon }: { label: string; value: ReactNode; hint?: string; icon?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-card border border-slate-200/80 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/60">
      <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        {icon}
        <span className="truncate">{label}</span>
      </div>
      <div className="mt-1 font-display text-xl font-bold break-words text-slate-900 tabular-nums sm:text-2xl dark:text-white">{value}</div>
      {hint ? <div className="mt-1 truncate text-xs text-slate-500 dark:text-slate-400">{hint}</div> : null}
    </div>
  );
}
`,
  };
}

/** src/components/data-settings.tsx: restore sample data or erase it, each behind a confirmation. */
export function dataSettingsFile(spec: AppSpec): string {
  const hint = has(spec, 'persistence') ? 'T.dataHint' : 'T.dataHintMemory';
  return `import { useState, type ReactNode } from 'react';
import { Button } from './ui';
import { T } from '../texts';

export function DataSettings({
  onReset,
  onClear,
  labels = {},
  children,
}: {
  onReset: () => void;
  /** Without it, only the reset action shows. */
  onClear?: () => void;
  /** Other wording for the two actions and their confirmations. */
  labels?: Partial<Record<'reset' | 'clear' | 'confirmReset' | 'confirmClear', string>>;
  children?: ReactNode;
}) {
  const text = {
    reset: labels.reset ?? T.resetSample,
    clear: labels.clear ?? T.clearAll,
    confirmReset: labels.confirmReset ?? T.confirmReset,
    confirmClear: labels.confirmClear ?? T.confirmClear,
  };
  const [confirming, setConfirming] = useState<'reset' | 'clear' | null>(null);

  function confirm() {
    if (confirming === 'reset') onReset();
    if (confirming === 'clear') onClear?.();
    setConfirming(null);
  }

  return (
    <div className="space-y-4">
      {children}
      <div>
        <h3 className="font-medium">{T.dataTitle}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{${hint}}</p>
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={confirming === 'reset' ? text.confirmReset : text.confirmClear}
          className="flex flex-wrap items-center gap-3 rounded-card border border-red-200 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/60"
          onKeyDown={(e) => {
            if (e.key === 'Escape') setConfirming(null);
          }}
        >
          <span className="font-medium">{confirming === 'reset' ? text.confirmReset : text.confirmClear}</span>
          <Button type="button" onClick={confirm} autoFocus>
            {T.confirmYes}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setConfirming(null)}>
            {T.cancel}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={() => setConfirming('reset')}>
            {text.reset}
          </Button>
          {onClear ? (
            <Button type="button" variant="ghost" onClick={() => setConfirming('clear')}>
              {text.clear}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
`;
}

/**
 * src/logic/dates.ts and src/logic/download.ts: the kit's own modules (packages/app-kit/project/src/lib,
 * type-checked and tested there): calendar days as "YYYY-MM-DD" keys free of time zones and DST, and
 * files the browser saves (JSON, CSV) with spreadsheet formulas defused.
 */
export const DATES_MODULE = kitModule('src/lib/dates.ts');
export const DOWNLOAD_MODULE = kitModule('src/lib/download.ts');

function kitModule(file: string): string {
  const text = appKitFiles()[file];
  if (text === undefined) throw new Error(`The app kit has no ${file}.`);
  return text;
}

/** src/logic/id.ts */
export const ID_MODULE = `/** A short id, unique enough for one person's data. */
export function newId(): string {
  return Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
}
`;

/** Files every one of these blueprints ships: layout pieces, dates, ids, and downloads when 'export'. */
export function baseFiles(spec: AppSpec, o: { settings: boolean }): Files {
  const files: Files = { ...layoutFiles(), 'src/logic/dates.ts': DATES_MODULE, 'src/logic/id.ts': ID_MODULE };
  if (has(spec, 'export')) files['src/logic/download.ts'] = DOWNLOAD_MODULE;
  if (o.settings) files['src/components/data-settings.tsx'] = dataSettingsFile(spec);
  return files;
}

/** The prompt's topics, trimmed and de-duplicated, at most `max`. */
export function topicsOf(spec: AppSpec, max = 4): string[] {
  const out: string[] = [];
  for (const t of spec.topics) {
    const clean = t.replace(/\s+/g, ' ').trim().slice(0, 40);
    if (clean && !out.some((o) => o.toLowerCase() === clean.toLowerCase())) out.push(clean);
    if (out.length >= max) break;
  }
  return out;
}

/** Capitalises the first letter, in the app's language ("istanbul" -> "İstanbul" in Turkish). */
export function capitalize(spec: AppSpec, s: string): string {
  const locale = appLocale(spec);
  return s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);
}

/** The curated entry whose keywords start the most words of the topics and the prompt. */
export function matchTopic<T extends { keywords: string[] }>(spec: AppSpec, table: T[]): T | undefined {
  const locale = appLocale(spec);
  const words =
    `${spec.topics.join(' ')} ${spec.prompt}`.toLocaleLowerCase(locale).match(/[\p{L}\p{N}]+/gu) ?? [];
  // The entry most of the brief's words point at: "sales … revenue, orders, average ticket" is about
  // sales, though "ticket" alone would say support. Ties go to the table's order.
  let best: T | undefined;
  let most = 0;
  for (const entry of table) {
    const hits = words.filter((w) => entry.keywords.some((k) => w.startsWith(k))).length;
    if (hits > most) [best, most] = [entry, hits];
  }
  return best;
}

/** A generated module: its imports (pruned to what the code uses) and its code. */
export function moduleFile(imports: Imports, code: string): string {
  const head = imports.render(code);
  return head ? `${head}\n\n${code}` : code;
}

/** `when ? code : ''`, for optional blocks of generated code. */
export function when(condition: boolean, code: string, otherwise = ''): string {
  return condition ? code : otherwise;
}

/**
 * Helpers for trackers seeded from the brief's listed items (habits, todo, notes, fitness): the listed
 * items as a tracker keeps them, whether they are just the stock seed (Blueprint.defaultContent rendered
 * back) or an edit of it, a storage key of their own, and the brief's description as the header subtitle.
 */
export interface TrackedItem {
  name: string;
  minutes?: number;
  detail?: string;
}

/**
 * The listed items (see listed.ts) a tracker starts from, at most `max`: trimmed, names cut at 200
 * characters, prices dropped (a task or habit has none), so names compare and hash as the stock seed's.
 */
export function trackedItems(spec: AppSpec, max: number): TrackedItem[] {
  return listedItems(spec, max).map(({ name, minutes, detail }): TrackedItem => ({
    name: name.trim().slice(0, 200),
    ...(minutes !== undefined ? { minutes } : {}),
    ...(detail?.trim() ? { detail: detail.trim() } : {}),
  }));
}

/** True when the listed names are the stock seed's, in order (the stock app as content). */
export function sameNames(listed: TrackedItem[], stock: string[]): boolean {
  return listed.length === stock.length && listed.every((item, i) => item.name === stock[i]);
}

/**
 * For each listed item, the seed it keeps (found by name) when the list is the stock seed after a
 * follow-up edit (most items are seed items), so its sample data survives the edit; otherwise none: a
 * brief's own list starts fresh, even where one of its items happens to share a seed's name.
 */
export function keptSeeds<S>(
  listed: TrackedItem[],
  seeds: S[],
  nameOf: (seed: S) => string,
): (S | undefined)[] {
  const edited =
    2 * listed.filter((item) => seeds.some((s) => nameOf(s) === item.name)).length > listed.length;
  return listed.map((item) => (edited ? seeds.find((s) => nameOf(s) === item.name) : undefined));
}

/** `base-<hash of the names>`: where data seeded from listed items is saved, apart from the stock seed's. */
export function seededKey(base: string, names: string[]): string {
  let h = 5381;
  for (const ch of names.join('\n')) h = (Math.imul(h, 33) + ch.charCodeAt(0)) >>> 0;
  return `${base}-${h.toString(36)}`;
}

/** The brief's description as the header subtitle (a `hero.subtitle` override still wins), if it gave one. */
export function descriptionSubtitle(spec: AppSpec): Record<string, TextValue> {
  const description = spec.content?.description?.trim();
  return description
    ? {
        subtitle: text(spec, 'hero.subtitle', same(capitalize(spec, description))),
      }
    : {};
}

export interface CarryOptions {
  /** Where the entries are saved, and the stock seed's key ("habits"). */
  key: string;
  base: string;
  /** The entry type and the module that exports it ("Habit", "../logic/streaks"). */
  type: string;
  logic: string;
  /** The seed's export in src/data/sample.ts ("SAMPLE_HABITS"). */
  sample: string;
  /** The stock seed's entries as `shape` sees them (the same JSON). */
  stockShapes: () => unknown[];
  /** Generated arrow functions: an entry's name, and what a visitor can change in it. */
  name: string;
  shape: string;
}

/**
 * For a persisted tracker saved under a key other than the stock one: adds src/data/start.ts (which
 * brings the kit's lib/carry-over.ts into the project), and returns the state's initial value (START_…). Otherwise adds nothing and returns
 * the sample.
 */
export function carriedStart(spec: AppSpec, imports: Imports, files: Files, o: CarryOptions): string {
  if (!has(spec, 'persistence') || o.key === o.base) return o.sample;
  const start = o.sample.replace(/^SAMPLE_/, 'START_');
  const stock = [...new Set(o.stockShapes().map(shapeHash))];
  files['src/data/start.ts'] = `import { carryOver } from '@/lib/carry-over';
import { browserStorage } from '@/lib/browser-storage';
import { APP } from '../app-info';
import type { ${o.type} } from '${o.logic}';
import { ${o.sample} } from './sample';

/**
 * What the entries start from when nothing is saved under their key yet: on the first visit after the
 * listed items changed, the ones saved before, carried over (src/lib/carry-over.ts, from the kit).
 */
export const ${start}: ${o.type}[] = carryOver(browserStorage(), ${lit(o.key)}, ${o.sample}, {
  slug: APP.slug,
  base: ${lit(o.base)},
  stock: [${stock.map(lit).join(', ')}],
  name: ${o.name},
  shape: ${o.shape},
});
`;
  imports.add('./data/start', start);
  return start;
}

/** The spec without listed content: what the stock seed renders from. */
export function stockSpec(spec: AppSpec): AppSpec {
  const { content: _content, ...rest } = spec;
  return rest;
}
