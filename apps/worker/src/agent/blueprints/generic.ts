/**
 * The app for prompts that fit no other kind, built from the prompt's own words. A thing described
 * field by field, or one the typical-fields table knows (spec.collection), is the kit's CollectionApp
 * (collection-app.ts). Anything else is the kit's ListApp (packages/app-kit): a hero with the tagline, a
 * list of things the person adds with a note, edits, checks off, stars and deletes (kept in the browser
 * under "{slug}:items"), with search, filters, figures with a chart, downloads and several pages when
 * asked. This blueprint writes only the schema.
 *
 * Main interaction: type into the "New {noun}" / "Yeni {noun}" textbox, press "Add" / "Ekle"; the item
 * appears at the top of the list and survives a reload.
 *
 * Text keys: hero.title, hero.subtitle, cta.button, and {section}.title / {section}.subtitle.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type { ListItem, ListSchema, ListSectionId, ListTexts } from '@atelier/app-kit/list';
import { collectionAppFiles } from '../collection-app.ts';
import {
  fill,
  filled,
  has,
  pick,
  text,
  type AppSpec,
  type Blueprint,
  type Localized,
  same,
} from '../spec.ts';
import { LEXICONS, localized } from '../lexicon/index.ts';
import {
  type PageDef,
  type SectionDef,
  commonTexts,
  composedAppFiles,
  composedFrame,
  resolveTexts,
} from './productivity-shared.ts';

const L = localized('generic');

/** With 'pages', the figures and the about card get routes of their own; the rest stays home. */
const PAGES: PageDef[] = [
  { id: 'main', path: '/', label: L.label },
  { id: 'stats', path: '/stats', label: L.statsLabel },
  { id: 'about', path: '/about', label: L.aboutLabel },
];

const SECTIONS: SectionDef[] = [
  { id: 'hero', label: L.heroLabel, page: 'main' },
  { id: 'collection', label: L.collectionLabel, page: 'main' },
  { id: 'stats', label: L.statsLabel, page: 'stats' },
  { id: 'about', label: L.aboutLabel, page: 'about' },
];

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
    // "açılışlarımı" (my openings, as an object) -> "açılış": the plural with a possessive or case ending.
    if (tr) return last.replace(/(?:lar|ler)(?:ım|im|ımız|imiz)?[ıi]?$/u, '') || last;
    if (/^(movie|cookie|pie|tie|zombie|selfie|brownie|smoothie|hoodie|calorie)s$/.test(last))
      return last.slice(0, -1);
    if (/ies$/.test(last)) return `${last.slice(0, -3)}y`;
    if (/(ss|us|is)$/.test(last)) return last;
    if (/(ches|shes|xes)$/.test(last)) return last.slice(0, -2);
    return last.replace(/s$/, '');
  }
  return null;
}

/** English "a" before a vowel is "an" ("Add a idea" -> "Add an idea"); other languages as written. */
function withArticle(spec: AppSpec, phrase: string): string {
  return spec.language === 'en' ? phrase.replace(/\b([Aa])(?= [aeiou])/g, '$1n') : phrase;
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

/** The schema ListApp (packages/app-kit) renders: the spec's pages, sections, controls, seed and texts. */
export function listSchema(spec: AppSpec): ListSchema {
  const own = noun(spec);
  const thing = own ?? pick(spec, L.item);
  const things = own ? plural(own, spec.language) : pick(spec, L.items);
  // The app's noun in the lexicon's texts: "{thing}", "{things}", capitalised "{Thing}", "{Things}".
  const values = { thing, things, Thing: capitalize(thing), Things: capitalize(things), name: spec.name };
  const named = (template: Localized): Localized => filled(template, values);
  const table = resolveTexts(spec, {
    ...commonTexts(spec, { pages: PAGES, sections: SECTIONS }),
    collectionTitle: text(spec, 'collection.title', named(L.yourThings)),
    statsTitle: text(spec, 'stats.title', L.statsTitle),
    aboutTitle: text(spec, 'about.title', named(L.aboutName)),
  });
  const { frame, sections } = composedFrame(spec, { pages: PAGES, sections: SECTIONS, texts: table });

  const seeds = spec.topics.slice(0, 3).map((topic) => capitalize(topic));
  const seed = (seeds.length > 0 ? seeds : [fill(pick(spec, L.myFirstThing), { thing })]).map(
    (title, i): ListItem => ({
      id: `seed-${i + 1}`,
      title,
      note: pick(spec, L.note),
      done: false,
      starred: i === 0,
      createdAt: `2025-01-0${i + 1}T09:00:00.000Z`,
    }),
  );

  const texts: ListTexts = {
    badge: spec.audience
      ? fill(pick(spec, L.forAudience), { audience: spec.audience })
      : pick(spec, L.yourOwnSpace),
    cta: spec.texts['cta.button'] ?? withArticle(spec, pick(spec, named(L.addThing))),
    collectionSubtitle: text(spec, 'collection.subtitle', named(L.addThingsSubtitle)),
    statsSubtitle: text(spec, 'stats.subtitle', L.statsSubtitle),
    aboutSubtitle: text(spec, 'about.subtitle', same(spec.tagline)),
    aboutBody: has(spec, 'persistence') ? pick(spec, L.everythingYouAddIs) : pick(spec, L.quickAndSimpleAdd),
    newLabel: pick(spec, named(L.newThing)),
    newPlaceholder: pick(spec, L.newPlaceholder),
    noteLabel: pick(spec, L.noteLabel),
    notePlaceholder: pick(spec, L.notePlaceholder),
    add: pick(spec, L.add),
    required: pick(spec, L.required),
    tooLong: pick(spec, L.tooLong),
    searchPlaceholder: pick(spec, named(L.searchThings)),
    filterLabel: pick(spec, L.filterLabel),
    filterAll: pick(spec, L.filterAll),
    filterOpen: pick(spec, L.filterOpen),
    filterDone: pick(spec, L.filterDone),
    filterStarred: pick(spec, L.filterStarred),
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
    noData: LEXICONS[spec.language].kit.noData,
  };

  return {
    frame,
    sections: sections as SectionSlot<ListSectionId>[],
    features: {
      search: has(spec, 'search'),
      filters: has(spec, 'filters'),
      export: has(spec, 'export'),
      charts: has(spec, 'charts'),
    },
    seed,
    texts,
  };
}

function render(spec: AppSpec): Record<string, string> {
  if (spec.collection) return collectionAppFiles(spec, spec.collection);
  return composedAppFiles({
    component: 'ListApp',
    module: 'list-app',
    type: 'ListSchema',
    lib: 'list',
    schema: listSchema(spec),
  });
}

export const blueprint: Blueprint = {
  kind: 'generic',
  label: L.anAppBuiltAround,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['hero', 'collection'],
  defaultFeatures: ['forms', 'persistence'],
  defaultTheme: { primary: '#6366f1', accent: '#f59e0b', mode: 'light', font: 'sans', radius: 'lg' },
  render,
};
