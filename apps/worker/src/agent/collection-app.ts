/**
 * A collection brief (collection-brief.ts) becomes a project: the kit's CollectionApp section
 * (packages/app-kit, a real component copied into the project) given the brief as data, with the
 * app's texts in its language. Nothing here is code written as a string but the three-line App that
 * hands the data to the section.
 */
import type { CollectionAppData, CollectionSchema, CollectionTexts } from '@atelier/app-kit/collection';
import type { CollectionBrief } from './collection-brief.ts';
import { slugify } from './kit.ts';
import type { AppLanguage, AppSpec } from './spec.ts';
import { LEXICONS } from './lexicon/index.ts';

/** The section's texts in the app's language (lexicon/). */
function texts(language: AppLanguage): CollectionTexts {
  return LEXICONS[language].collection;
}

function capitalize(text: string, language: AppLanguage): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** "Last watered" -> "Watered today": the action that resets an interval, from its date's own label. */
function markDone(brief: CollectionBrief, language: AppLanguage): string {
  if (brief.markDone) return brief.markDone;
  const interval = brief.fields.find((f) => f.type === 'interval');
  const since = interval && brief.fields.find((f) => f.key === interval.since);
  if (language === 'en' && since && /^last\s+\S+ed\b/i.test(since.label)) {
    return `${capitalize(since.label.replace(/^last\s+/i, ''), 'en')} today`;
  }
  return texts(language).markDone;
}

/** A text that starts with the thing's name starts with a capital ("{item} ekle" -> "Kitaplık ekle"). */
function capitalizeStart(
  texts: CollectionTexts,
  brief: CollectionBrief,
  language: AppLanguage,
): CollectionTexts {
  const out: Record<string, unknown> = { ...texts };
  for (const [key, value] of Object.entries(out)) {
    if (typeof value !== 'string') continue;
    if (value.startsWith('{items}')) out[key] = capitalize(brief.entity.plural, language) + value.slice(7);
    else if (value.startsWith('{item}'))
      out[key] = capitalize(brief.entity.singular, language) + value.slice(6);
  }
  return out as unknown as CollectionTexts;
}

export function collectionSchema(brief: CollectionBrief, language: AppLanguage): CollectionSchema {
  const title = brief.titleField;
  const type = brief.fields.find((f) => f.key === title)?.type;
  const titled = type === 'text' || type === 'longtext';
  return {
    entity: brief.entity,
    fields: brief.fields,
    titleField: title,
    summaries: brief.summaries,
    ...(brief.groupBy ? { groupBy: brief.groupBy } : {}),
    ...(brief.dueField ? { dueField: brief.dueField } : {}),
    ...(brief.standings ? { standings: brief.standings } : {}),
    ...(brief.layout ? { layout: brief.layout } : {}),
    seed: brief.seedTitles.map((name, index) => ({
      id: `seed-${index + 1}`,
      // The title field's own key last: what the person named the item wins over a value read with it.
      // A name goes in the title field only when that holds text (a log titled by its date keeps the
      // rest of what the example said).
      values: { ...brief.seedValues?.[index], ...(titled ? { [title]: name } : {}) },
      // Listed newest first, the examples show in the order the person wrote them.
      createdAt: `2025-01-${String(20 - Math.min(index, 19)).padStart(2, '0')}T09:00:00.000Z`,
    })),
    texts: capitalizeStart(
      {
        ...texts(language),
        // The empty app already says what each item will hold.
        // "Status (in analysis / done)": a choice says its options, so the person sees them before any entry.
        emptyHint: `${texts(language).emptyHint} ${brief.fields
          .map((f) =>
            f.type === 'choice' && f.options?.length ? `${f.label} (${f.options.join(' / ')})` : f.label,
          )
          .join(' · ')}`,
        count: capitalize(brief.entity.plural, language),
        markDone: markDone(brief, language),
        ...(brief.submit ? { submit: brief.submit } : {}),
        ...(brief.sent ? { sent: brief.sent } : {}),
      },
      brief,
      language,
    ),
    locale: language,
  };
}

/**
 * The project's own files for a collection app: an App that hands the section its data, and the data as
 * JSON (a safe literal: the person's words never become code). The kit files it imports, and the theme's
 * colours in the kit's tokens (kit.ts), are added when it renders.
 */
export function collectionAppFiles(spec: AppSpec, brief: CollectionBrief): Record<string, string> {
  const data: CollectionAppData = {
    schema: collectionSchema(brief, spec.language),
    // The key the items have always been kept under, so a re-rendered app finds what was saved.
    storageKey: `${slugify(spec.name)}:items`,
    title: spec.name,
    tagline: spec.tagline,
  };
  return {
    'src/App.tsx': `import { CollectionApp } from '@/components/sections/collection-app';
import { SCHEMA } from './app-schema';

export default function App() {
  return <CollectionApp {...SCHEMA} />;
}
`,
    'src/app-schema.ts': `import type { CollectionAppData } from '@/lib/collection';

export const SCHEMA: CollectionAppData = ${JSON.stringify(data, null, 2)};
`,
  };
}
