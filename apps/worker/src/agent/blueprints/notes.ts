/**
 * A notes app: create, edit (saved as you type) and delete notes with a title, a body and tags; pin
 * notes, search them, sort by last edit, and preview a small markdown subset (headings, bold, italic,
 * code, lists, quotes) rendered as React elements — never as HTML. The app is the kit's NotesApp
 * (packages/app-kit); this blueprint writes only its schema: frame, sections, controls, seed and texts.
 *
 * Main interaction: press the button "New note" / "Yeni not", type into the textboxes "Title" / "Başlık"
 * and "Note" / "Not"; the note is listed first and survives a reload.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type { NoteSectionId, NoteTexts, NotesSchema } from '@atelier/app-kit/notes';
import { shapeHash } from '@atelier/app-kit/carry-over';
import type { BriefContent } from '../brief-content.ts';
import { type AppSpec, type Blueprint, has, text, appLocale, type AppLanguage } from '../spec.ts';
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
  composedTexts,
  resolveTexts,
  descriptionSubtitle,
  trackedItems,
  keptSeeds,
  sameNames,
  seededKey,
  stockSpec,
  topicsOf,
} from './productivity-shared.ts';
import { seedContent } from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('notes');

const PAGES: PageDef[] = [{ id: 'main', path: '/', label: L.mainLabel }, INSIGHTS_PAGE, SETTINGS_PAGE];

const SECTIONS: SectionDef[] = [
  { id: 'notes', label: L.notesLabel, page: 'main' },
  { id: 'stats', label: L.statsLabel, page: 'main' },
  { id: 'chart', label: L.chartLabel, page: 'insights', chartOnly: true },
  { id: 'settings', label: L.settingsLabel, page: 'settings' },
];

interface SampleNote {
  title: string;
  body: string;
  tags: string[];
  pinned?: boolean;
}

interface TopicNotes {
  keywords: string[];
  en: SampleNote[];
  tr: SampleNote[];
}

const TOPIC_NOTES: TopicNotes[] = [
  {
    keywords: ['recipe', 'cook', 'food', 'kitchen', 'tarif', 'yemek', 'mutfak'],
    en: [
      {
        title: 'Sunday pancakes',
        body: '## Ingredients\n- 2 cups flour\n- 2 eggs\n- 1½ cups milk\n\nWhisk, rest **10 minutes**, cook on medium heat.',
        tags: ['breakfast'],
      },
      {
        title: 'Dinner ideas',
        body: '- Lemon pasta\n- *Spicy* chickpea stew\n- Tray-baked salmon',
        tags: ['dinner', 'ideas'],
      },
    ],
    tr: [
      {
        title: 'Pazar pankeki',
        body: '## Malzemeler\n- 2 su bardağı un\n- 2 yumurta\n- 1,5 su bardağı süt\n\nÇırpın, **10 dakika** dinlendirin, orta ateşte pişirin.',
        tags: ['kahvaltı'],
      },
      {
        title: 'Akşam yemeği fikirleri',
        body: '- Limonlu makarna\n- *Acılı* nohut yemeği\n- Fırında somon',
        tags: ['akşam', 'fikirler'],
      },
    ],
  },
  {
    keywords: ['meeting', 'work', 'project', 'team', 'toplantı', 'iş', 'proje', 'ekip'],
    en: [
      {
        title: 'Team meeting',
        body: '## Agenda\n1. Release status\n2. **Hiring** update\n3. Questions\n\n> Next meeting on Thursday.',
        tags: ['meetings'],
      },
      {
        title: 'Project ideas',
        body: '- Self-service onboarding\n- *Weekly* usage report\n- Faster search',
        tags: ['ideas', 'work'],
      },
    ],
    tr: [
      {
        title: 'Ekip toplantısı',
        body: '## Gündem\n1. Sürüm durumu\n2. **İşe alım** güncellemesi\n3. Sorular\n\n> Sonraki toplantı perşembe.',
        tags: ['toplantılar'],
      },
      {
        title: 'Proje fikirleri',
        body: '- Kendi kendine kurulum\n- *Haftalık* kullanım raporu\n- Daha hızlı arama',
        tags: ['fikirler', 'iş'],
      },
    ],
  },
  {
    keywords: ['study', 'school', 'lecture', 'class', 'learn', 'ders', 'okul', 'öğren', 'sınav'],
    en: [
      {
        title: 'Lecture 4: Photosynthesis',
        body: '**Light reactions** make ATP and NADPH.\n\n- Happen in the *thylakoids*\n- Release oxygen',
        tags: ['biology'],
      },
      {
        title: 'Exam checklist',
        body: '1. Review chapters 1–4\n2. Redo the practice test\n3. **Sleep early**',
        tags: ['exams'],
      },
    ],
    tr: [
      {
        title: '4. ders: Fotosentez',
        body: '**Işık tepkimeleri** ATP ve NADPH üretir.\n\n- *Tilakoitlerde* gerçekleşir\n- Oksijen açığa çıkar',
        tags: ['biyoloji'],
      },
      {
        title: 'Sınav listesi',
        body: '1. 1–4. bölümleri tekrar et\n2. Deneme sınavını yeniden çöz\n3. **Erken uyu**',
        tags: ['sınavlar'],
      },
    ],
  },
];

const GUIDE: Record<AppLanguage, SampleNote[]> = L.guide;

export function sampleNotes(spec: AppSpec): SampleNote[] {
  const guide = GUIDE[spec.language];
  const curated = matchTopic(spec, TOPIC_NOTES);
  // Topic seeds are written in English and Turkish: other languages start from the lexicon's notes.
  if (curated && (spec.language === 'en' || spec.language === 'tr'))
    return [guide[0], ...curated[spec.language]].filter((n): n is SampleNote => n !== undefined);
  const own: SampleNote[] = topicsOf(spec, 2).map((t) => ({
    title: capitalize(spec, t),
    body:
      spec.language === 'tr'
        ? `**${capitalize(spec, t)}** hakkında notlar.\n\n- İlk düşünceler\n- Yanıtlanacak sorular\n- Okunacak bağlantılar`
        : `Notes on **${t}**.\n\n- First thoughts\n- Questions to answer\n- Links to read`,
    tags: [t.toLocaleLowerCase(appLocale(spec)).slice(0, 20)],
  }));
  return [...guide.slice(0, 1), ...own, ...guide.slice(1)].slice(0, 4);
}

/** At most this many listed notes start the app. */
const MAX_NOTES = 24;

/**
 * The notes the app starts with: one per item the brief listed, in its order, titled with it, its words
 * (if it gave any) as the body and no tags (the stock seed edited by a follow-up keeps its notes' bodies
 * and tags), or the topic's seed notes. `key` is where they are saved: "notes" for the stock seed, a key of its own for
 * listed ones, so notes a visitor saved under the stock seed do not hide them.
 */
function startNotes(spec: AppSpec): { notes: SampleNote[]; key: string } {
  const seeds = sampleNotes(spec);
  const listed = trackedItems(spec, MAX_NOTES);
  if (
    listed.length === 0 ||
    (sameNames(
      listed,
      seeds.map((n) => n.title),
    ) &&
      listed.every((item) => !item.detail))
  )
    return { notes: seeds, key: 'notes' };
  const kept = keptSeeds(listed, seeds, (n) => n.title);
  return {
    notes: listed.map((item, i): SampleNote => {
      const seed = kept[i];
      if (seed) return item.detail ? { ...seed, body: item.detail } : seed;
      return { title: item.name, body: item.detail ?? '', tags: [] };
    }),
    key: seededKey(
      'notes',
      listed.map((item) => `${item.name}\t${item.detail ?? ''}`),
    ),
  };
}

function texts(spec: AppSpec) {
  return {
    ...commonTexts(spec, { pages: PAGES, sections: SECTIONS }),
    ...descriptionSubtitle(spec),
    newNote: text(spec, 'cta.button', L.ctaButton),
    titleLabel: L.titleLabel,
    untitled: L.untitled,
    body: L.note,
    bodyPlaceholder: L.bodyPlaceholder,
    bodyHint: L.bodyHint,
    tags: L.tags,
    tagsHint: L.tagsHint,
    tagsPlaceholder: L.tagsPlaceholder,
    mode: L.mode,
    write: L.write,
    preview: L.preview,
    nothingToPreview: L.nothingToPreview,
    pin: L.pin,
    unpin: L.unpin,
    pinned: L.pinned,
    deleteNote: L.deleteNote,
    confirmDelete: L.confirmDelete,
    downloadMd: L.downloadMd,
    searchNotes: L.searchNotes,
    filterTags: L.filterTags,
    allTags: L.allTags,
    edited: L.edited,
    emptyTitle: L.emptyTitle,
    emptyHint: L.emptyHint,
    noMatches: L.noMatches,
    selectNote: L.selectNote,
    back: L.back,
    statNotes: L.statNotes,
    statWords: L.statWords,
  };
}

/** The texts NotesApp shows that come straight from the table above. */
const NOTE_TEXT_KEYS = [
  'newNote',
  'titleLabel',
  'untitled',
  'body',
  'bodyPlaceholder',
  'bodyHint',
  'tags',
  'tagsHint',
  'tagsPlaceholder',
  'mode',
  'write',
  'preview',
  'nothingToPreview',
  'pin',
  'unpin',
  'pinned',
  'deleteNote',
  'confirmDelete',
  'downloadMd',
  'searchNotes',
  'filterTags',
  'allTags',
  'edited',
  'emptyTitle',
  'emptyHint',
  'noMatches',
  'selectNote',
  'back',
  'statNotes',
  'statWords',
  'exportJson',
  'cancel',
  'dataTitle',
  'resetSample',
  'clearAll',
  'confirmReset',
  'confirmClear',
  'confirmYes',
] as const satisfies readonly Exclude<keyof NoteTexts, 'dataHint' | 'noData'>[];

/** What a visitor can change in a note, as carry-over hashes it: noteShape in the kit's notes/logic.ts. */
const noteShape = (n: SampleNote) => [n.title, n.body, n.tags, !!n.pinned];

/** The schema NotesApp (packages/app-kit) renders: the spec's sections, controls, notes and texts. */
export function notesSchema(spec: AppSpec): NotesSchema {
  const table = resolveTexts(spec, texts(spec));
  const { frame, sections } = composedFrame(spec, { pages: PAGES, sections: SECTIONS, texts: table });
  const { notes, key } = startNotes(spec);
  const stock =
    key === 'notes'
      ? []
      : [...new Set(startNotes(stockSpec(spec)).notes.map((n) => shapeHash(noteShape(n))))];
  return {
    frame,
    sections: sections as SectionSlot<NoteSectionId>[],
    features: {
      search: has(spec, 'search'),
      filters: has(spec, 'filters'),
      export: has(spec, 'export'),
    },
    storage: { key, base: 'notes', stock },
    // The first note was edited last: the list shows them in this order.
    seed: notes.map((n, i) => ({
      id: `sample-${i + 1}`,
      title: n.title,
      body: n.body,
      tags: n.tags,
      pinned: !!n.pinned,
      hoursAgo: (i + 1) * 3,
    })),
    texts: composedTexts(spec, table, NOTE_TEXT_KEYS),
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'NotesApp',
    module: 'notes-app',
    type: 'NotesSchema',
    lib: 'notes',
    schema: notesSchema(spec),
  });
}

/**
 * The stock notes as content (Blueprint.defaultContent): their titles, so "remove Books to read" edits
 * what the app shows. Rendered back it is the stock app: same notes, bodies, tags and storage key.
 */
function stockContent(spec: AppSpec): BriefContent {
  return seedContent(sampleNotes(spec).map((note) => ({ name: note.title })));
}

export const blueprint: Blueprint = {
  kind: 'notes',
  label: L.aNotesApp,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['notes', 'stats'],
  defaultFeatures: ['persistence', 'search', 'filters', 'charts', 'dark-toggle'],
  defaultTheme: { primary: '#d97706', accent: '#0f766e', font: 'serif', radius: 'md' },
  render,
  defaultContent: stockContent,
};
