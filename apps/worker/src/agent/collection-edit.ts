/**
 * Follow-ups that change what a collection app keeps: add a field ("add a priority field (low,
 * medium, high)"), remove one ("remove the room column"), rename one ("rename price paid to cost").
 * The items already saved keep their values: a field keeps its key when renamed, and a removed field's
 * values simply stop showing.
 */
import type { Language } from '@atelier/contracts';
import { fieldFromPhrase, type CollectionBrief } from './collection-brief.ts';
import { replyLanguage, say } from './replies.ts';
import type { AppSpec } from './spec.ts';

interface FieldEdit {
  spec: AppSpec;
  changes: string[];
}

const ADD = [
  /\badd(?:\s+(?:a|an|the|one))?(?:\s+new)?\s+(.+?)\s+(?:field|column)\b(?:\s*(?:with|:)\s*(.+?)\s*(?:options?)?)?\s*(\([^)]*\))?\s*[.!]?$/i,
  /\badd(?:\s+(?:a|an))?\s+(?:field|column)\s+(?:for|called|named)\s+(.+?)(?:\s*(?:with|:)\s*(.+?))?\s*(\([^)]*\))?\s*[.!]?$/i,
  // Group 2 (options after "with") has no Turkish form; group 3 holds the options in parentheses.
  /^(.+?)\s+alan[ıi]\s+ekle\w*()(?:\s*(\([^)]*\)))?\s*[.!]?$/iu,
];
const REMOVE = [
  /\b(?:remove|delete|drop|hide|get rid of)\s+(?:the\s+)?(.+?)\s+(?:field|column)\b/i,
  /^(.+?)\s+alan[ıi]n[ıi]\s+(?:kaldır|sil|çıkar)\w*/iu,
];
const RENAME = [
  /\brename\s+(?:the\s+)?(.+?)(?:\s+(?:field|column))?\s+to\s+["“']?(.+?)["”']?\s*[.!]?$/i,
  /\bcall\s+(?:the\s+)?(.+?)\s+(?:field|column)\s+["“']?(.+?)["”']?\s*(?:instead)?\s*[.!]?$/i,
];

function same(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

function withCollection(spec: AppSpec, collection: CollectionBrief): AppSpec {
  return { ...spec, collection };
}

/** The change the message asks of the collection's fields, or null when it asks none of these. */
export function collectionEdit(spec: AppSpec, request: string, language: Language): FieldEdit | null {
  const brief = spec.collection;
  if (!brief) return null;
  const lang = replyLanguage(language);
  const text = request.trim().replace(/\s+/g, ' ');

  for (const pattern of RENAME) {
    const match = pattern.exec(text);
    const field = match && brief.fields.find((f) => same(f.label, match[1] ?? ''));
    const label = match?.[2]?.trim();
    if (field && label && label.length <= 60) {
      const fields = brief.fields.map((f) =>
        f === field ? { ...f, label: label.charAt(0).toUpperCase() + label.slice(1) } : f,
      );
      return {
        spec: withCollection(spec, { ...brief, fields }),
        changes: [
          say(lang, {
            en: `renamed the ${field.label} field to ${label}`,
            tr: `${field.label} alanının adı ${label} oldu`,
            fr: `champ ${field.label} renommé en ${label}`,
            es: `campo ${field.label} renombrado a ${label}`,
            ru: `поле «${field.label}» переименовано в «${label}»`,
            ar: `أُعيدت تسمية الحقل ${field.label} إلى ${label}`,
          }),
        ],
      };
    }
  }

  for (const pattern of REMOVE) {
    const match = pattern.exec(text);
    const field = match && brief.fields.find((f) => same(f.label, match[1] ?? ''));
    if (!field) continue;
    if (field.key === brief.titleField) return null;
    // A date an interval counts from goes with its interval's reading of "due".
    const fields = brief.fields
      .filter((f) => f !== field)
      .map((f) => (f.since === field.key ? { ...f, type: 'number' as const, since: undefined } : f));
    const next: CollectionBrief = {
      ...brief,
      fields,
      ...(brief.groupBy === field.key ? { groupBy: undefined } : {}),
      ...(brief.dueField === field.key ? { dueField: undefined } : {}),
    };
    const hasDue = fields.some((f) => f.type === 'interval') || Boolean(next.dueField);
    next.summaries = brief.summaries.filter((s) =>
      s === 'due' ? hasDue : s === 'byChoice' ? Boolean(next.groupBy) : true,
    );
    return {
      spec: withCollection(spec, next),
      changes: [
        say(lang, {
          en: `removed the ${field.label} field`,
          tr: `${field.label} alanı kaldırıldı`,
          fr: `champ ${field.label} retiré`,
          es: `campo ${field.label} quitado`,
          ru: `поле «${field.label}» убрано`,
          ar: `أُزيل الحقل ${field.label}`,
        }),
      ],
    };
  }

  for (const pattern of ADD) {
    const match = pattern.exec(text);
    if (!match?.[1]) continue;
    const options = match[3] ?? (match[2] ? `(${match[2]})` : '');
    const field = fieldFromPhrase(`${match[1]} ${options}`.trim(), brief.fields, spec.language);
    if (!field || brief.fields.some((f) => same(f.label, field.label))) continue;
    const fields = [...brief.fields, field];
    const next: CollectionBrief = { ...brief, fields };
    if (field.type === 'choice' && !brief.groupBy) {
      next.groupBy = field.key;
      next.summaries = [...brief.summaries.filter((s) => s !== 'byChoice'), 'byChoice'];
    }
    if ((field.type === 'money' || field.unit) && !next.summaries.includes('total'))
      next.summaries = [...next.summaries, 'total'];
    const detail = field.options ? ` (${field.options.join(', ')})` : '';
    return {
      spec: withCollection(spec, next),
      changes: [
        say(lang, {
          en: `added a ${field.label} field${detail}`,
          tr: `${field.label} alanı eklendi${detail}`,
          fr: `champ ${field.label} ajouté${detail}`,
          es: `campo ${field.label} añadido${detail}`,
          ru: `добавлено поле «${field.label}»${detail}`,
          ar: `أُضيف الحقل ${field.label}${detail}`,
        }),
      ],
    };
  }
  return null;
}
