/**
 * Helpers shared by the content-style blueprints (portfolio, blog, store, restaurant, recipes, quiz,
 * booking): topic matching for seed content, the generated texts module, and a few generated files every
 * one of them uses (formatting utils, the saved-state hook, filter chips, a dialog, a section frame).
 */
import { SEEDS } from '../lexicon/index.ts';
import { type AppSpec, type Localized, has, lit, appLocale, appCurrency } from '../spec.ts';

/** Seed content in English and Turkish; the other languages' texts are in the lexicon (SEEDS). */
export type Pair = readonly [en: string, tr: string];

export function loc(spec: Pick<AppSpec, 'language'>, pair: Pair): string {
  const [en, tr] = pair;
  if (spec.language === 'en') return en;
  if (spec.language === 'tr') return tr;
  return SEEDS[spec.language][en] ?? en;
}

/** A name in sample content (a city, a person) as the app's language writes it. */
export function nameIn(spec: Pick<AppSpec, 'language'>, name: string): string {
  return spec.language === 'en' || spec.language === 'tr' ? name : (SEEDS[spec.language][name] ?? name);
}

/** A seed pair as a Localized. */
export function pairText(pair: Pair): Localized {
  const [en, tr] = pair;
  return {
    en,
    tr,
    fr: SEEDS.fr[en] ?? en,
    es: SEEDS.es[en] ?? en,
    ru: SEEDS.ru[en] ?? en,
    ar: SEEDS.ar[en] ?? en,
  };
}

/**
 * Folded for matching a request's words: lower case the Turkish way (I -> ı, İ -> i), no accents. Blueprints
 * compare their own folded strings with it too, so "Çay" and "cay" are the same word.
 */
export function fold(value: string): string {
  return value.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Everything the request said, folded for keyword matching (Turkish İ/ı, accents). */
function haystack(spec: AppSpec): string {
  return fold([...spec.topics, spec.prompt].join(' \n '));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True when one of the words starts a word of the request ("kahve" matches "kahveci"). */
export function mentions(spec: AppSpec, words: readonly string[]): boolean {
  const hay = haystack(spec);
  return words.some((word) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(fold(word))}`, 'u').test(hay));
}

/** The first themed set whose keywords the request mentions, or undefined. */
export function matchTheme<T extends { words: readonly string[] }>(
  spec: AppSpec,
  themes: readonly T[],
): T | undefined {
  return themes.find((theme) => mentions(spec, theme.words));
}

/** The request's main topic as a display phrase ("Coffee"), or null. */
export function mainTopic(spec: AppSpec): string | null {
  const topic = spec.topics.find((t) => t.trim().length > 1)?.trim();
  if (!topic) return null;
  return topic.charAt(0).toLocaleUpperCase(spec.language) + topic.slice(1);
}

/** Known section ids in the spec's order, without duplicates. */
export function orderedSections(spec: AppSpec, known: readonly string[]): string[] {
  return [...new Set(spec.sections)].filter((id) => known.includes(id));
}

/** Seed prices are written in dollars; Turkish apps show believable lira amounts. */
export function price(spec: AppSpec, usd: number): number {
  if (spec.language !== 'tr') return usd;
  const lira = usd * 40;
  return lira >= 100 ? Math.round(lira / 10) * 10 : Math.round(lira);
}

/** PascalCase component name for a section id ("my-reservations" -> "MyReservations"). */
export function componentName(id: string): string {
  return id
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * `src/texts.ts`: every UI string of the app in its language, as JSON string literals, so user text never
 * becomes code. Components read `T.someKey`; `fmt()` fills `{placeholders}`. `currency` is what `money()`
 * formats in: the language's by default, the brief's when its prices are in another (see listedCurrency).
 */
export function textsFile(
  spec: AppSpec,
  entries: Record<string, string>,
  currency: string = appCurrency(spec),
): string {
  const lines = Object.entries(entries).map(([key, value]) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`bad text key ${key}`);
    return `  ${key}: ${lit(value)},`;
  });
  return [
    `/** The app's texts (${new Intl.DisplayNames(['en'], { type: 'language' }).of(spec.language)}). */`,
    'export const T = {',
    ...lines,
    '} as const;',
    '',
    `export const LOCALE = ${lit(appLocale(spec))};`,
    `export const CURRENCY = ${lit(currency)};`,
    '',
  ].join('\n');
}

/** Joins generated lines, dropping the ones a condition switched off. */
export function lines(...parts: (string | false | null | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string').join('\n');
}

/** A generated data module: `export const NAME: Type = <json>;` (JSON is a valid TS literal). */
export function dataConst(name: string, type: string, value: unknown): string {
  return `export const ${name}: ${type} = ${JSON.stringify(value, null, 2)};\n`;
}

const UTILS = String.raw`import { CURRENCY, LOCALE } from './texts';

/** Fills "{name}" placeholders in a text. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => String(values[key] ?? ''));
}

export function money(value: number): string {
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

export function isPhone(value: string): boolean {
  return value.replace(/[^\d]/g, '').length >= 7;
}

/** A YYYY-MM-DD date (local time) as a readable date. */
export function formatDate(iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1).toLocaleDateString(LOCALE, options);
}

/** Today plus some days, as YYYY-MM-DD in local time. */
export function isoDay(offset = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return date.getFullYear() + '-' + pad(date.getMonth() + 1) + '-' + pad(date.getDate());
}

export function uid(): string {
  return Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
}

export function scrollToId(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
`;

/** `src/hooks/use-saved.ts`: state that persists when the spec has 'persistence', plain state otherwise. */
function savedHookFile(spec: AppSpec): string {
  return has(spec, 'persistence')
    ? `/** State that survives reloads (saved in this browser). */
export { usePersistentState as useSaved } from '../lib/use-persistent-state';
`
    : `import { useState } from 'react';

/** State for this visit only (the app was made without saved data). */
export function useSaved<T>(_key: string, initial: T) {
  return useState<T>(initial);
}
`;
}

const FILTERS = `import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Search } from 'lucide-react';

export function SearchBox({ value, onChange, label }: { value: string; onChange: (value: string) => void; label: string }) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        placeholder={label}
        className="block h-10 w-full rounded-control border border-slate-300 bg-white pl-9 pr-3.5 text-sm text-slate-900 shadow-xs transition placeholder:text-slate-400 focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/15 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500"
      />
    </div>
  );
}

export function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {children}
    </div>
  );
}

export function Chip({ active, onClick, children }: { active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-950',
        active
          ? 'border-primary bg-primary text-on-primary'
          : 'border-slate-300 text-slate-700 hover:border-primary hover:text-primary dark:border-slate-700 dark:text-slate-300',
      )}
    >
      {children}
    </button>
  );
}
`;

const MODAL = `import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

/** A native modal dialog: focus stays inside, Escape and the close button close it. */
export function Modal({ open, onClose, title, closeLabel, wide = false, children }: { open: boolean; onClose: () => void; title: string; closeLabel: string; wide?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-label={title}
      className={(wide ? 'max-w-4xl' : 'max-w-2xl') + ' m-auto w-[calc(100%-1.5rem)] rounded-card bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100'}
    >
      {open ? (
        <div className="relative max-h-[85vh] overflow-y-auto p-5 sm:p-6">
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="absolute right-3 top-3 z-10 rounded-full p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
`;

const SECTION = `import type { ReactNode } from 'react';

/** The page width every section shares (the kit's Shell leaves <main> full width). */
export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ' + className}>{children}</div>;
}

/** A page section with an anchor id, a heading and an optional intro line. */
export function Section({ id, title, intro, children, tinted = false }: { id: string; title: string; intro?: string; children: ReactNode; tinted?: boolean }) {
  return (
    <section id={id} aria-labelledby={id + '-title'} className={tinted ? 'bg-slate-50 py-12 sm:py-16 dark:bg-slate-900/40' : 'py-12 sm:py-16'}>
      <Container>
      <div className="mb-8 max-w-2xl">
        <h2 id={id + '-title'} className="font-display text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {title}
        </h2>
        {intro ? <p className="mt-2 text-slate-600 dark:text-slate-400">{intro}</p> : null}
      </div>
      {children}
      </Container>
    </section>
  );
}
`;

/**
 * `src/item-icon.tsx`: seed items name a lucide icon ("Coffee") as their picture, which renders the same
 * everywhere (emoji depend on the system's fonts, and headless thumbnails have none).
 */
export function iconFile(names: Iterable<string>): string {
  const list = [...new Set(['Package', ...names])].sort();
  for (const name of list) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`bad icon name ${name}`);
  }
  return `import type { LucideIcon } from 'lucide-react';
import { ${list.join(', ')} } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = { ${list.join(', ')} };

/** The picture of a seed item: the icon its data names, decorative. */
export function ItemIcon({ name, className }: { name: string; className?: string }) {
  const Glyph = ICONS[name] ?? Package;
  return <Glyph aria-hidden="true" className={className} />;
}
`;
}

/** A generated section component: its name and its file under src/components/. */
export interface SectionComponent {
  name: string;
  file: string;
}

/** Sections that move to their own route when the app has 'pages' (label = a key of T). */
export interface PageGroup {
  path: string;
  label: string;
  ids: readonly string[];
}

interface PlannedPage {
  path: string;
  label: string;
  component: string;
  sections: string[];
}

/**
 * The pages of an app with 'pages': home keeps the sections no group claims, each group with a section
 * present becomes a route. When home would be empty, the first group takes its place.
 */
export function planPages(
  sections: string[],
  homeLabel: string,
  groups: readonly PageGroup[],
): PlannedPage[] {
  const claimed = new Set(groups.flatMap((g) => g.ids));
  const home = sections.filter((id) => !claimed.has(id));
  const pages: PlannedPage[] = [{ path: '/', label: homeLabel, component: 'HomePage', sections: home }];
  for (const group of groups) {
    const own = sections.filter((id) => group.ids.includes(id));
    if (own.length > 0) {
      pages.push({
        path: group.path,
        label: group.label,
        component: `${componentName(group.path)}Page`,
        sections: own,
      });
    }
  }
  if (home.length === 0 && pages.length > 1) {
    pages.shift();
    pages[0]!.path = '/';
  }
  return pages;
}

export interface AppOptions {
  /** Present section ids, in the spec's order (see orderedSections). */
  sections: string[];
  components: Record<string, SectionComponent>;
  /** Rendered when the spec has no known section left. */
  fallback: string[];
  homeLabel: string;
  groups: readonly PageGroup[];
  /** Single-page nav: section id -> key of T, for sections worth a link. */
  anchors: Record<string, string>;
  /** Extra routes with 'pages' ("/projects/:id"), each with its import line. */
  routes?: { path: string; element: string; importLine: string }[];
  /** Extra JSX after the page content (a dialog host), with its imports. */
  after?: { jsx: string; importLines: string[] };
  /** Shell `actions` JSX and its imports. */
  actions?: { jsx: string; importLines: string[] };
  /** A provider around the app: its open/close tags and import. */
  provider?: { name: string; importLine: string };
}

/** `src/App.tsx`: the Shell, the sections in order, and routes when the spec has 'pages'. */
export function appFile(spec: AppSpec, options: AppOptions): string {
  const pages = has(spec, 'pages');
  const sections = options.sections.length > 0 ? options.sections : options.fallback;
  const imports = sections.map((id) => {
    const c = options.components[id]!;
    return `import { ${c.name} } from './components/${c.file}';`;
  });
  const render = (ids: string[], indent: string) =>
    ids.map((id) => `${indent}<${options.components[id]!.name} />`);
  const extraImports = [
    ...(options.provider ? [options.provider.importLine] : []),
    ...(options.actions?.importLines ?? []),
    ...(options.after?.importLines ?? []),
  ];
  const open = options.provider ? `<${options.provider.name}>` : '<>';
  const close = options.provider ? `</${options.provider.name}>` : '</>';
  const actions = options.actions ? ` actions={${options.actions.jsx}}` : '';
  const after = options.after ? [`        ${options.after.jsx}`] : [];

  if (!pages) {
    const nav = sections
      .filter((id) => options.anchors[id])
      .map((id) => `  { to: '#${id}', label: T.${options.anchors[id]!} },`);
    return lines(
      `import { Shell } from './components/shell';`,
      ...imports,
      ...extraImports,
      `import { T } from './texts';`,
      ``,
      `const NAV: { to: string; label: string }[] = [`,
      ...nav,
      `];`,
      ``,
      `export default function App() {`,
      `  return (`,
      `    ${open}`,
      `      <Shell nav={NAV}${actions}>`,
      ...render(sections, '        '),
      ...after,
      `      </Shell>`,
      `    ${close}`,
      `  );`,
      `}`,
      ``,
    );
  }

  const planned = planPages(sections, options.homeLabel, options.groups);
  const routes = options.routes ?? [];
  return lines(
    `import { useEffect } from 'react';`,
    `import { Route, Routes, useLocation } from 'react-router-dom';`,
    `import { Shell } from './components/shell';`,
    ...imports,
    ...routes.map((r) => r.importLine),
    ...extraImports,
    `import { T } from './texts';`,
    ``,
    `/** A new page starts at its top. */`,
    `function ScrollToTop() {`,
    `  const { pathname } = useLocation();`,
    `  useEffect(() => {`,
    `    window.scrollTo(0, 0);`,
    `  }, [pathname]);`,
    `  return null;`,
    `}`,
    ``,
    `const NAV = [`,
    ...planned.map((p) => `  { to: '${p.path}', label: T.${p.label} },`),
    `];`,
    ``,
    ...planned.flatMap((p) => [
      `function ${p.component}() {`,
      `  return (`,
      `    <>`,
      ...render(p.sections, '      '),
      `    </>`,
      `  );`,
      `}`,
      ``,
    ]),
    `export default function App() {`,
    `  return (`,
    `    ${open}`,
    `      <Shell nav={NAV}${actions}>`,
    `        <ScrollToTop />`,
    `        <Routes>`,
    ...planned.map((p) => `          <Route path="${p.path}" element={<${p.component} />} />`),
    ...routes.map((r) => `          <Route path="${r.path}" element={${r.element}} />`),
    `          <Route path="*" element={<${planned[0]!.component} />} />`,
    `        </Routes>`,
    ...after,
    `      </Shell>`,
    `    ${close}`,
    `  );`,
    `}`,
    ``,
  );
}

/** The generated files every content blueprint shares. */
export function sharedFiles(spec: AppSpec): Record<string, string> {
  return {
    'src/utils.ts': UTILS,
    'src/hooks/use-saved.ts': savedHookFile(spec),
    'src/components/filters.tsx': FILTERS,
    'src/components/modal.tsx': MODAL,
    'src/components/section.tsx': SECTION,
  };
}
