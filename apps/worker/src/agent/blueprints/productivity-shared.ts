/**
 * What the blueprints composed from kit sections share: pages and the sections that know which page they
 * live on, the texts every app has, the frame and the two files (App.tsx and the schema) an app is
 * written as, and reading the brief's listed items against a stock seed.
 */
import type { AppFrame, AppPage, SectionSlot } from '@atelier/app-kit/app-frame';
import { type AppSpec, type Localized, has, pick, text, same, appLocale } from '../spec.ts';
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

/** A text of the app: one string for both languages, or one per language. */
export type TextValue = string | Localized;

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
  o: {
    pages: PageDef[];
    sections: SectionDef[];
    texts: Record<string, string>;
    /** The app shows the brief's contact in a place of its own (a location, a hero line, a contact band). */
    showsContact?: boolean;
  },
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
  const given = spec.content?.contact;
  // "Horaires : du mardi au samedi 9h-19h": a shop's hours as written, without their label.
  const hours = (spec.content?.hours ?? []).map((line) => line.replace(/^[\p{L} ]{2,24}\s?:\s*/u, '').trim());
  const contact = (given || hours.length > 0) && {
    address: given?.address?.trim() ?? '',
    phone: given?.phone?.trim() ?? '',
    email: given?.email?.trim() ?? '',
    ...(hours.length > 0 ? { hours: hours.join(' · ') } : {}),
  };
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
      ...(contact && !o.showsContact ? { contact } : {}),
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

/** The spec without listed content: what the stock seed renders from. */
export function stockSpec(spec: AppSpec): AppSpec {
  const { content: _content, ...rest } = spec;
  return rest;
}
