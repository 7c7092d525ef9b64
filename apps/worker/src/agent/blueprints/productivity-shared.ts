/**
 * What the productivity and data blueprints (todo, kanban, notes, habits, fitness, budget, dashboard) share:
 * sections that know which page they live on, one texts module per app, an App.tsx that lays sections
 * out on one page or across routes, and a few small generated modules (dates, downloads, shared pieces).
 */
import { type AppSpec, type Localized, has, lit, pick, text, same, appLocale } from '../spec.ts';
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

/** src/logic/dates.ts: calendar days as "YYYY-MM-DD" keys, free of time zones and DST. */
export const DATES_MODULE = `/**
 * Calendar days as "YYYY-MM-DD" keys in the user's local time. Arithmetic runs on UTC dates, so
 * daylight-saving changes never skip or repeat a day.
 */
export type DayKey = string;

const DAY_MS = 86_400_000;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function toDayKey(date: Date): DayKey {
  return date.getFullYear() + '-' + pad(date.getMonth() + 1) + '-' + pad(date.getDate());
}

export function todayKey(): DayKey {
  return toDayKey(new Date());
}

export function isDayKey(value: string): boolean {
  return /^\\d{4}-\\d{2}-\\d{2}$/.test(value) && !Number.isNaN(Date.parse(value + 'T00:00:00Z'));
}

function utc(key: DayKey): number {
  return Date.parse(key + 'T00:00:00Z');
}

function fromUtc(ms: number): DayKey {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(key: DayKey, days: number): DayKey {
  return fromUtc(utc(key) + days * DAY_MS);
}

/** Whole days from a to b (positive when b is later). */
export function daysBetween(a: DayKey, b: DayKey): number {
  return Math.round((utc(b) - utc(a)) / DAY_MS);
}

/** The n days ending with \`end\`, oldest first. */
export function lastDays(n: number, end: DayKey = todayKey()): DayKey[] {
  return Array.from({ length: n }, (_, i) => addDays(end, i - n + 1));
}

/** The Monday of the key's week. */
export function weekStart(key: DayKey): DayKey {
  const weekday = (new Date(utc(key)).getUTCDay() + 6) % 7;
  return addDays(key, -weekday);
}

/** "YYYY-MM" of a day key. */
export function monthOf(key: DayKey): string {
  return key.slice(0, 7);
}

export function addMonths(month: string, n: number): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.getUTCFullYear() + '-' + pad(d.getUTCMonth() + 1);
}

export function formatDay(key: DayKey, locale: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(utc(key)));
}

export function formatMonth(month: string, locale: string, options: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' }): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(utc(month + '-01')));
}
`;

/** src/logic/download.ts: files the browser saves (JSON, CSV), with spreadsheet formulas defused. */
export const DOWNLOAD_MODULE = `/** Saves text as a file through a temporary link. */
export function download(filename: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadJson(filename: string, data: unknown): void {
  download(filename, JSON.stringify(data, null, 2), 'application/json');
}

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula get a leading quote. */
export function toCsv(rows: (string | number)[][]): string {
  return rows
    .map((row) =>
      row
        .map((cell) => {
          let value = String(cell);
          if (typeof cell === 'string' && /^[=+\\-@\\t\\r]/.test(value)) value = "'" + value;
          return /[",\\n\\r]/.test(value) ? '"' + value.replace(/"/g, '""') + '"' : value;
        })
        .join(','),
    )
    .join('\\r\\n');
}

export function downloadCsv(filename: string, rows: (string | number)[][]): void {
  download(filename, '\\uFEFF' + toCsv(rows), 'text/csv;charset=utf-8');
}
`;

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

/** The first curated entry with a keyword that starts a word of the topics or the prompt. */
export function matchTopic<T extends { keywords: string[] }>(spec: AppSpec, table: T[]): T | undefined {
  const locale = appLocale(spec);
  const words =
    `${spec.topics.join(' ')} ${spec.prompt}`.toLocaleLowerCase(locale).match(/[\p{L}\p{N}]+/gu) ?? [];
  return table.find((entry) => entry.keywords.some((k) => words.some((w) => w.startsWith(k))));
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

/**
 * src/lib/carry-over.ts: a tracker seeded from listed items saves under a key of its own, so on the first
 * visit after a follow-up changed the list, nothing is saved under the new key yet. It then starts from
 * the entries saved under the key the app used last (else the stock key) instead of hiding them: what the
 * visitor added or changed stays, seed entries the change removed go if the visitor never touched them,
 * and new seed entries join unless one of that name is already there. Seeds are told apart by hashes of
 * their entries' shapes (what a visitor can change), so the stock seed's words stay out of the app.
 */
export const CARRY_OVER_MODULE = `import { APP } from '../app-info';

/** How a tracker's saved entries carry over to a new storage key. */
export interface Carry<T extends { id: string }> {
  /** The stock seed's key: where the entries are when the app used no other key before. */
  base: string;
  /** Hashes of the stock seed's shapes, to tell its untouched entries from the visitor's. */
  stock: string[];
  /** An entry's name: a seed entry joins only when no carried entry has its name. */
  name: (entry: T) => string;
  /** What a visitor can change in an entry (dates the seed sets relative to the first visit left out). */
  shape: (entry: T) => unknown;
}

const fold = (name: unknown) => String(name ?? '').trim().toLocaleLowerCase();
const entriesKey = (key: string) => APP.slug + ':' + key;
/** Where the app notes the shapes of the seed a key started from. */
const seedKey = (key: string) => APP.slug + ':' + key + ':seed';

export function shapeHash(shape: unknown): string {
  const text = JSON.stringify(shape);
  let h = 5381;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 33) + text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

function read(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function note(storage: Storage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage is full or blocked: the next change just keeps more.
  }
}

function savedEntries<T extends { id: string }>(storage: Storage, key: string): T[] | null {
  const value = read(storage, entriesKey(key));
  return Array.isArray(value) &&
    value.every((entry) => !!entry && typeof entry === 'object' && typeof (entry as T).id === 'string')
    ? (value as T[])
    : null;
}

/**
 * What the entries saved under the key start from: the sample when something is saved there already (the
 * saved value wins) or nothing was saved before; else the entries saved under the key the app used last
 * (else the stock key), carried over.
 */
export function carryOver<T extends { id: string }>(key: string, sample: T[], carry: Carry<T>): T[] {
  if (typeof window === 'undefined') return sample;
  try {
    const storage = window.localStorage;
    const hashOf = (entry: T) => shapeHash(carry.shape(entry));
    const lastKey = APP.slug + ':' + carry.base + '-last';
    const last = storage.getItem(lastKey);
    storage.setItem(lastKey, key);
    const shapes = sample.map(hashOf);
    if (storage.getItem(entriesKey(key)) !== null) {
      if (storage.getItem(seedKey(key)) === null) note(storage, seedKey(key), shapes);
      return sample;
    }
    const from = last && last !== key && savedEntries<T>(storage, last) ? last : carry.base;
    const previous = savedEntries<T>(storage, from);
    if (!previous) {
      note(storage, seedKey(key), shapes);
      return sample;
    }
    // The seed those entries started from: the stock one, or the one the app noted for that key. Noted
    // with this key's seed, its untouched entries can still go after a later change.
    const seed: unknown = from === carry.base ? carry.stock : read(storage, seedKey(from));
    const untouched = new Set(Array.isArray(seed) ? seed : []);
    note(storage, seedKey(key), [...new Set([...shapes, ...untouched])]);
    const names = new Set(sample.map((entry) => fold(carry.name(entry))));
    const kept = previous.filter(
      (entry) =>
        !entry.id.startsWith('sample-') || names.has(fold(carry.name(entry))) || !untouched.has(hashOf(entry)),
    );
    const have = new Set(kept.map((entry) => fold(carry.name(entry))));
    const ids = new Set(kept.map((entry) => entry.id));
    const added = sample
      .filter((entry) => !have.has(fold(carry.name(entry))))
      .map((entry) => {
        let id = entry.id;
        for (let n = 2; ids.has(id); n += 1) id = entry.id + '-' + n;
        ids.add(id);
        return { ...entry, id };
      });
    return [...kept, ...added];
  } catch {
    return sample;
  }
}
`;

/** The generated shapeHash, at render time: hashes of the stock seed's shapes go into the app. */
export function shapeHash(shape: unknown): string {
  const text = JSON.stringify(shape);
  let h = 5381;
  for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 33) + text.charCodeAt(i)) >>> 0;
  return h.toString(36);
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
 * For a persisted tracker saved under a key other than the stock one: adds src/lib/carry-over.ts and
 * src/data/start.ts, and returns the state's initial value (START_…). Otherwise adds nothing and returns
 * the sample.
 */
export function carriedStart(spec: AppSpec, imports: Imports, files: Files, o: CarryOptions): string {
  if (!has(spec, 'persistence') || o.key === o.base) return o.sample;
  const start = o.sample.replace(/^SAMPLE_/, 'START_');
  const stock = [...new Set(o.stockShapes().map(shapeHash))];
  files['src/lib/carry-over.ts'] = CARRY_OVER_MODULE;
  files['src/data/start.ts'] = `import { carryOver } from '../lib/carry-over';
import type { ${o.type} } from '${o.logic}';
import { ${o.sample} } from './sample';

/**
 * What the entries start from when nothing is saved under their key yet: on the first visit after the
 * listed items changed, the ones saved before, carried over (src/lib/carry-over.ts).
 */
export const ${start}: ${o.type}[] = carryOver(${lit(o.key)}, ${o.sample}, {
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
