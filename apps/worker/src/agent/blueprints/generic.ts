/**
 * The app for prompts that fit no other kind, built from the prompt's own words: a hero with the
 * tagline, a collection of things the person adds, edits, checks off, stars and deletes (kept in the
 * browser), with search, filters, stats with charts, export and several pages when asked.
 *
 * Main interaction: type into the "New {noun}" / "Yeni {noun}" textbox, press "Add" / "Ekle"; the item
 * appears at the top of the list and survives a reload.
 *
 * Text keys: hero.title, hero.subtitle, cta.button, and {section}.title / {section}.subtitle.
 */
import { collectionAppFiles } from '../collection-app.ts';
import {
  fill,
  filled,
  has,
  lit,
  pick,
  sectionOn,
  text,
  type AppSpec,
  type Blueprint,
  type Localized,
  same,
  appLocale,
} from '../spec.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('generic');

const SECTIONS: Blueprint['sections'] = [
  { id: 'hero', label: L.heroLabel },
  { id: 'collection', label: L.collectionLabel },
  { id: 'stats', label: L.statsLabel },
  { id: 'about', label: L.aboutLabel },
];

/** Generated data: JSON is a safe literal, so no user text ever becomes code (like lit()). */
function data(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

function capitalize(word: string): string {
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}

/** The thing the list holds, from the prompt's first topic ("plant watering" -> "plant"). */
function noun(spec: AppSpec): string | null {
  const tr = spec.language === 'tr';
  // Topics are English or Turkish words; other languages use the lexicon's word for an item.
  if (spec.language !== 'en' && !tr) return null;
  for (const topic of spec.topics) {
    const words = topic
      .toLocaleLowerCase(spec.language)
      .split(/\s+/)
      .filter((w) => /^\p{L}{3,16}$/u.test(w))
      // Gerunds and Turkish verbal nouns name the activity, not the thing ("watering", "sulama").
      .filter((w) => (tr ? !/(ma|me)$/u.test(w) : !/ing$/.test(w)));
    const last = words[words.length - 1];
    if (!last) continue;
    if (tr) return last.replace(/(lar|ler)$/u, '') || last;
    if (/^(movie|cookie|pie|tie|zombie|selfie|brownie|smoothie|hoodie|calorie)s$/.test(last))
      return last.slice(0, -1);
    if (/ies$/.test(last)) return `${last.slice(0, -3)}y`;
    if (/(ss|us|is)$/.test(last)) return last;
    if (/(ches|shes|xes)$/.test(last)) return last.slice(0, -2);
    return last.replace(/s$/, '');
  }
  return null;
}

function plural(word: string, language: AppSpec['language']): string {
  if (language === 'tr') {
    const vowels = word.match(/[aeıioöuü]/giu) ?? [];
    const last = vowels[vowels.length - 1]?.toLocaleLowerCase('tr') ?? 'e';
    return `${word}${/[aıou]/u.test(last) ? 'lar' : 'ler'}`;
  }
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

function content(spec: AppSpec): string {
  const own = noun(spec);
  const thing = own ?? pick(spec, L.item);
  const things = own ? plural(own, spec.language) : pick(spec, L.items);
  const labels = Object.fromEntries(SECTIONS.map((s) => [s.id, pick(spec, s.label)]));
  const seeds = spec.topics.slice(0, 3).map((topic) => capitalize(topic));
  const seed = (seeds.length > 0 ? seeds : [fill(pick(spec, L.myFirstThing), { thing })]).map((title, i) => ({
    id: `seed-${i + 1}`,
    title,
    note: pick(spec, L.note),
    done: false,
    starred: i === 0,
    createdAt: `2025-01-0${i + 1}T09:00:00.000Z`,
  }));

  // The app's noun in the lexicon's texts: "{thing}", "{things}", capitalised "{Thing}", "{Things}".
  const values = { thing, things, Thing: capitalize(thing), Things: capitalize(things), name: spec.name };
  const named = (template: Localized): Localized => filled(template, values);
  const t = {
    badge: spec.audience
      ? fill(pick(spec, L.forAudience), { audience: spec.audience })
      : pick(spec, L.yourOwnSpace),
    title: text(spec, 'hero.title', same(spec.name)),
    subtitle: text(spec, 'hero.subtitle', same(spec.tagline)),
    cta: text(spec, 'cta.button', named(L.addThing)),
    collectionTitle: text(spec, 'collection.title', named(L.yourThings)),
    collectionSubtitle: text(spec, 'collection.subtitle', named(L.addThingsSubtitle)),
    statsTitle: text(spec, 'stats.title', L.statsTitle),
    statsSubtitle: text(spec, 'stats.subtitle', L.statsSubtitle),
    aboutTitle: text(spec, 'about.title', named(L.aboutName)),
    aboutSubtitle: text(spec, 'about.subtitle', same(spec.tagline)),
    aboutBody: has(spec, 'persistence') ? pick(spec, L.everythingYouAddIs) : pick(spec, L.quickAndSimpleAdd),
    newLabel: pick(spec, named(L.newThing)),
    newPlaceholder: pick(spec, L.newPlaceholder),
    noteLabel: pick(spec, L.noteLabel),
    notePlaceholder: pick(spec, L.notePlaceholder),
    add: pick(spec, L.add),
    required: pick(spec, L.required),
    tooLong: pick(spec, L.tooLong),
    search: pick(spec, L.search),
    searchPlaceholder: pick(spec, named(L.searchThings)),
    filterLabel: pick(spec, L.filterLabel),
    filters: {
      all: pick(spec, L.filterAll),
      open: pick(spec, L.filterOpen),
      done: pick(spec, L.filterDone),
      starred: pick(spec, L.filterStarred),
    },
    empty: pick(spec, L.empty),
    emptyHint: pick(spec, L.emptyHint),
    noMatch: pick(spec, L.noMatch),
    noMatchHint: pick(spec, L.noMatchHint),
    markDone: pick(spec, L.markDone),
    star: pick(spec, L.star),
    edit: pick(spec, L.edit),
    remove: pick(spec, L.remove),
    save: pick(spec, L.save),
    cancel: pick(spec, L.cancel),
    editLabel: pick(spec, L.editLabel),
    clearDone: pick(spec, L.clearDone),
    count: pick(spec, L.count),
    total: pick(spec, L.total),
    open: pick(spec, L.open),
    done: pick(spec, L.done),
    starred: pick(spec, L.starred),
    progress: pick(spec, L.progress),
    perDay: pick(spec, L.perDay),
    exportJson: pick(spec, L.exportJson),
    exportCsv: pick(spec, L.exportCsv),
    // Sunday to Saturday, as the app's locale abbreviates them (1 June 2025 was a Sunday).
    days: Array.from({ length: 7 }, (_, day) =>
      new Intl.DateTimeFormat(appLocale(spec), { weekday: 'short' }).format(new Date(2025, 5, 1 + day)),
    ),
  };

  return `/** The app's texts and starter data, generated from atelier.json. */
import type { Item } from './lib/items';

export const LABELS: Record<string, string> = ${data(labels)};

export const T = ${data(t)};

export const SEED: Item[] = ${data(seed)};
`;
}

const ITEMS_LIB = (
  persist: boolean,
) => `${persist ? "import { usePersistentState } from './use-persistent-state';" : "import { useState } from 'react';"}
import { SEED } from '../content';

export interface Item {
  id: string;
  title: string;
  note: string;
  done: boolean;
  starred: boolean;
  createdAt: string;
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Date.now().toString(36) + Math.random().toString(36).slice(2);
}

/** The list and what can be done with it${persist ? ' (kept in localStorage)' : ''}. */
export function useItems() {
  const [items, setItems] = ${persist ? "usePersistentState<Item[]>('items', SEED)" : 'useState<Item[]>(SEED)'};
  return {
    items,
    add(title: string, note: string) {
      const item: Item = { id: newId(), title, note, done: false, starred: false, createdAt: new Date().toISOString() };
      setItems((previous) => [item, ...previous]);
    },
    update(id: string, changes: Partial<Omit<Item, 'id'>>) {
      setItems((previous) => previous.map((item) => (item.id === id ? { ...item, ...changes } : item)));
    },
    remove(id: string) {
      setItems((previous) => previous.filter((item) => item.id !== id));
    },
    clearDone() {
      setItems((previous) => previous.filter((item) => !item.done));
    },
  };
}

export type Items = ReturnType<typeof useItems>;
`;

const HERO_FILE = (cta: boolean) => `import { ${cta ? 'ArrowRight, ' : ''}Sparkles } from 'lucide-react';
import { Badge${cta ? ', Button' : ''} } from '../components/ui';
import { T } from '../content';

export function Hero(${cta ? '{ onStart }: { onStart: () => void }' : ''}) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b border-slate-200/70 dark:border-slate-800/70">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-primary)_18%,transparent),transparent_65%)]" />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <Badge className="px-3 py-1">
          <Sparkles aria-hidden="true" />
          {T.badge}
        </Badge>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {T.title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-slate-600 dark:text-slate-300">{T.subtitle}</p>
${
  cta
    ? `        <Button size="lg" className="mt-8" onClick={onStart}>
          {T.cta}
          <ArrowRight aria-hidden="true" />
        </Button>
`
    : ''
}      </div>
    </section>
  );
}
`;

function collectionFile(spec: AppSpec): string {
  const search = has(spec, 'search');
  const filters = has(spec, 'filters');
  const exporting = has(spec, 'export');
  return `import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Check, ${exporting ? 'Download, ' : ''}Inbox, Pencil, Plus, ${search ? 'Search, ' : ''}Star, Trash, X } from 'lucide-react';
import { clsx } from 'clsx';
import { Badge, Button, Card, EmptyState, Field, Input } from '../components/ui';
import { T } from '../content';
import type { Item, Items } from '../lib/items';

${filters ? "type Filter = 'all' | 'open' | 'done' | 'starred';\nconst FILTERS: Filter[] = ['all', 'open', 'done', 'starred'];\n\n" : ''}function fill(template: string, title: string): string {
  return template.replace('{title}', title);
}
${
  exporting
    ? `
function download(name: string, type: string, body: string) {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function csv(items: Item[]): string {
  const cell = (value: string) => '"' + value.replace(/"/g, '""') + '"';
  const header = ['title', 'note', 'done', 'starred', 'created'].join(',');
  return [header, ...items.map((i) => [cell(i.title), cell(i.note), String(i.done), String(i.starred), i.createdAt].join(','))].join('\\n');
}
`
    : ''
}
function Row({ item, list }: { item: Item; list: Items }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item.title);

  function save() {
    const title = draft.trim();
    if (title) list.update(item.id, { title });
    setEditing(false);
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') {
      setDraft(item.title);
      setEditing(false);
    }
  }

  return (
    <li className="group flex items-start gap-3 px-4 py-3.5 transition hover:bg-slate-50/80 sm:px-5 dark:hover:bg-slate-800/40">
      <input
        type="checkbox"
        checked={item.done}
        onChange={(event) => list.update(item.id, { done: event.target.checked })}
        aria-label={fill(T.markDone, item.title)}
        className="mt-1 size-5 shrink-0 cursor-pointer rounded-md border-slate-300 accent-[var(--color-primary)] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      />
      <div className="min-w-0 flex-1">
        {editing ? (
          <div className="flex items-center gap-2">
            <Input
              autoFocus
              aria-label={T.editLabel}
              value={draft}
              maxLength={120}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKey}
              className="h-9"
            />
            <Button size="sm" onClick={save} aria-label={T.save}>
              <Check aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={T.cancel}
              onClick={() => {
                setDraft(item.title);
                setEditing(false);
              }}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : (
          <>
            <p className={clsx('font-medium break-words', item.done ? 'text-slate-400 line-through dark:text-slate-500' : 'text-slate-900 dark:text-white')}>
              {item.title}
            </p>
            {item.note && <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{item.note}</p>}
          </>
        )}
      </div>
      {!editing && (
        <div className="flex shrink-0 items-center gap-0.5 opacity-100 transition sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-within:opacity-100">
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={item.starred}
            aria-label={fill(T.star, item.title)}
            onClick={() => list.update(item.id, { starred: !item.starred })}
            className={clsx(item.starred && 'text-amber-500 sm:opacity-100')}
          >
            <Star aria-hidden="true" className={clsx(item.starred && 'fill-current')} />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={fill(T.edit, item.title)}
            onClick={() => {
              setDraft(item.title);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button size="sm" variant="ghost" aria-label={fill(T.remove, item.title)} onClick={() => list.remove(item.id)} className="hover:text-red-600">
            <Trash aria-hidden="true" />
          </Button>
        </div>
      )}
      {!editing && item.starred && <Star aria-hidden="true" className="mt-1 size-4 shrink-0 fill-amber-400 text-amber-400 sm:group-hover:hidden" />}
    </li>
  );
}

export function Collection({ list }: { list: Items }) {
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
${search ? "  const [query, setQuery] = useState('');\n" : ''}${filters ? "  const [filter, setFilter] = useState<Filter>('all');\n" : ''}
  const shown = useMemo(() => {
    ${search ? 'const q = query.trim().toLocaleLowerCase();' : ''}
    return list.items.filter((item) => {
${
  filters
    ? `      if (filter === 'open' && item.done) return false;
      if (filter === 'done' && !item.done) return false;
      if (filter === 'starred' && !item.starred) return false;
`
    : ''
}${search ? "      if (q && !(item.title + ' ' + item.note).toLocaleLowerCase().includes(q)) return false;\n" : ''}      return true;
    });
  }, [list.items${search ? ', query' : ''}${filters ? ', filter' : ''}]);

  const done = list.items.filter((item) => item.done).length;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = title.trim();
    if (!value) {
      setError(T.required);
      document.getElementById('new-item')?.focus();
      return;
    }
    if (value.length > 120) {
      setError(T.tooLong);
      return;
    }
    list.add(value, note.trim());
    setTitle('');
    setNote('');
    setError(null);
    document.getElementById('new-item')?.focus();
  }

  return (
    <section id="collection" tabIndex={-1} aria-labelledby="collection-title" className="py-12 focus:outline-none sm:py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="collection-title" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
              {T.collectionTitle}
            </h2>
            <p className="mt-1 text-slate-600 dark:text-slate-400">{T.collectionSubtitle}</p>
          </div>
          <Badge tone="neutral">{T.count.replace('{open}', String(list.items.length - done)).replace('{done}', String(done))}</Badge>
        </div>

        <Card className="mt-6">
          <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
            <Field id="new-item" label={T.newLabel} error={error}>
              <Input
                value={title}
                maxLength={140}
                placeholder={T.newPlaceholder}
                onChange={(event) => {
                  setTitle(event.target.value);
                  if (error) setError(null);
                }}
              />
            </Field>
            <Field label={T.noteLabel}>
              <Input value={note} maxLength={200} placeholder={T.notePlaceholder} onChange={(event) => setNote(event.target.value)} />
            </Field>
            <Button type="submit" className="sm:mt-[26px]">
              <Plus aria-hidden="true" />
              {T.add}
            </Button>
          </form>
        </Card>

${
  search || filters || exporting
    ? `        <div className="mt-6 flex flex-wrap items-center gap-3">
${
  search
    ? `          <div className="relative min-w-[14rem] flex-1 basis-full sm:basis-auto">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
            <Input type="search" aria-label={T.search} placeholder={T.searchPlaceholder} value={query} onChange={(event) => setQuery(event.target.value)} className="pl-10" />
          </div>
`
    : ''
}${
        filters
          ? `          <div role="group" aria-label={T.filterLabel} className="inline-flex rounded-control border border-slate-200 bg-white p-1 dark:border-slate-700 dark:bg-slate-900">
            {FILTERS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={filter === option}
                onClick={() => setFilter(option)}
                className={clsx(
                  'rounded-control px-3 py-1.5 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                  filter === option ? 'bg-primary text-on-primary' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
                )}
              >
                {T.filters[option]}
              </button>
            ))}
          </div>
`
          : ''
      }${
        exporting
          ? `          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => download('items.json', 'application/json', JSON.stringify(list.items, null, 2))}>
              <Download aria-hidden="true" />
              {T.exportJson}
            </Button>
            <Button variant="outline" size="sm" onClick={() => download('items.csv', 'text/csv', csv(list.items))}>
              <Download aria-hidden="true" />
              {T.exportCsv}
            </Button>
          </div>
`
          : ''
      }        </div>
`
    : ''
}
        <div className="mt-6">
          {shown.length === 0 ? (
            <EmptyState
              icon={Inbox}
              title={list.items.length === 0 ? T.empty : T.noMatch}
              hint={list.items.length === 0 ? T.emptyHint : T.noMatchHint}
            />
          ) : (
            <Card className="p-0">
              <ul className="divide-y divide-slate-200/80 dark:divide-slate-800">
                {shown.map((item) => (
                  <Row key={item.id} item={item} list={list} />
                ))}
              </ul>
            </Card>
          )}
        </div>
        {done > 0 && (
          <div className="mt-4 flex justify-end">
            <Button variant="ghost" size="sm" onClick={list.clearDone}>
              {T.clearDone}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
`;
}

function statsFile(spec: AppSpec): string {
  const charts = has(spec, 'charts');
  return `import { Card } from '../components/ui';
${charts ? "import { BarChart } from '../components/chart';\n" : ''}import { T } from '../content';
import type { Items } from '../lib/items';

export function Stats({ list }: { list: Items }) {
  const total = list.items.length;
  const done = list.items.filter((item) => item.done).length;
  const starred = list.items.filter((item) => item.starred).length;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
${
  charts
    ? `  const today = new Date();
  const perDay = Array.from({ length: 7 }, (_, i) => {
    const day = new Date(today);
    day.setDate(today.getDate() - (6 - i));
    const key = day.toDateString();
    return {
      label: T.days[day.getDay()] ?? '',
      value: list.items.filter((item) => new Date(item.createdAt).toDateString() === key).length,
    };
  });
`
    : ''
}  const tiles = [
    { label: T.total, value: total },
    { label: T.open, value: total - done },
    { label: T.done, value: done },
    { label: T.starred, value: starred },
  ];

  return (
    <section id="stats" tabIndex={-1} aria-labelledby="stats-title" className="py-12 focus:outline-none sm:py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="stats-title" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {T.statsTitle}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{T.statsSubtitle}</p>
        <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {tiles.map((tile) => (
            <Card key={tile.label} className="p-4">
              <dt className="text-sm text-slate-500 dark:text-slate-400">{tile.label}</dt>
              <dd className="mt-1 font-display text-3xl font-bold text-slate-900 dark:text-white">{tile.value}</dd>
            </Card>
          ))}
        </dl>
        <Card className="mt-4">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium text-slate-700 dark:text-slate-300">{T.progress}</span>
            <span className="font-semibold text-primary">{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={T.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
          >
            <div className="h-full rounded-full bg-gradient-to-r from-primary to-accent transition-all" style={{ width: percent + '%' }} />
          </div>
        </Card>
${
  charts
    ? `        <Card className="mt-4">
          <p className="mb-3 text-sm font-medium text-slate-700 dark:text-slate-300">{T.perDay}</p>
          <BarChart data={perDay} height={200} label={T.perDay} />
        </Card>
`
    : ''
}      </div>
    </section>
  );
}
`;
}

const ABOUT_FILE = `import { Info } from 'lucide-react';
import { Card } from '../components/ui';
import { T } from '../content';

export function About() {
  return (
    <section id="about" tabIndex={-1} aria-labelledby="about-title" className="py-12 focus:outline-none sm:py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <Card className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
            <Info aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="about-title" className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">
              {T.aboutTitle}
            </h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{T.aboutSubtitle}</p>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{T.aboutBody}</p>
          </div>
        </Card>
      </div>
    </section>
  );
}
`;

function appFile(spec: AppSpec): string {
  const on = (id: string) => sectionOn(spec, id);
  const pages = has(spec, 'pages');
  const collection = on('collection');
  const cta = on('hero') && collection;
  // With several pages, stats and about get their own routes; otherwise they follow on one page.
  const routes = pages ? (['stats', 'about'] as const).filter(on) : [];
  const inline = spec.sections.filter((id) => !(routes as readonly string[]).includes(id));
  const render = (id: string) =>
    id === 'hero'
      ? `<Hero${cta ? ' onStart={start}' : ''} />`
      : id === 'collection'
        ? '<Collection list={list} />'
        : id === 'stats'
          ? '<Stats list={list} />'
          : id === 'about'
            ? '<About />'
            : '';
  const main = inline.map(render).filter(Boolean);
  const nav =
    routes.length > 0
      ? [
          { to: '/', label: pick(spec, L.label) },
          ...routes.map((id) => ({
            to: `/${id}`,
            label: pick(spec, SECTIONS.find((s) => s.id === id)?.label ?? same(id)),
          })),
        ]
      : [];
  const home =
    main.length === 1 ? main[0] : `<>\n${main.map((el) => `            ${el}`).join('\n')}\n          </>`;
  return `${routes.length > 0 ? "import { Navigate, Route, Routes } from 'react-router-dom';\n" : ''}import { Shell } from './components/shell';
import { useItems } from './lib/items';
${on('hero') ? "import { Hero } from './sections/hero';\n" : ''}${collection ? "import { Collection } from './sections/collection';\n" : ''}${on('stats') ? "import { Stats } from './sections/stats';\n" : ''}${on('about') ? "import { About } from './sections/about';\n" : ''}
const NAV: { to: string; label: string }[] = ${data(nav)};

export default function App() {
  const list = useItems();
${
  cta
    ? `
  function start() {
    const input = document.getElementById('new-item');
    input?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    input?.focus({ preventScroll: true });
  }
`
    : ''
}
  return (
    <Shell nav={NAV}>
${
  routes.length > 0
    ? `      <Routes>
        <Route
          path="/"
          element={
          ${main.length > 0 ? home : 'null'}
          }
        />
${routes.map((id) => `        <Route path=${lit(`/${id}`)} element={${render(id)}} />`).join('\n')}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>`
    : main.length > 0
      ? main.map((el) => `      ${el}`).join('\n')
      : '      {null}'
}
    </Shell>
  );
}
`;
}

function render(spec: AppSpec): Record<string, string> {
  if (spec.collection) return collectionAppFiles(spec, spec.collection);
  const files: Record<string, string> = {
    'src/App.tsx': appFile(spec),
    'src/content.ts': content(spec),
    'src/lib/items.ts': ITEMS_LIB(has(spec, 'persistence')),
  };
  if (sectionOn(spec, 'hero')) files['src/sections/hero.tsx'] = HERO_FILE(sectionOn(spec, 'collection'));
  if (sectionOn(spec, 'collection')) files['src/sections/collection.tsx'] = collectionFile(spec);
  if (sectionOn(spec, 'stats')) files['src/sections/stats.tsx'] = statsFile(spec);
  if (sectionOn(spec, 'about')) files['src/sections/about.tsx'] = ABOUT_FILE;
  return files;
}

export const blueprint: Blueprint = {
  kind: 'generic',
  label: L.anAppBuiltAround,
  defaultName: L.defaultName,
  sections: SECTIONS,
  defaultSections: ['hero', 'collection'],
  defaultFeatures: ['forms', 'persistence'],
  defaultTheme: { primary: '#6366f1', accent: '#f59e0b', mode: 'light', font: 'sans', radius: 'lg' },
  render,
};
