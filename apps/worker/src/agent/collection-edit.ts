/**
 * Follow-ups that change what a collection app keeps: add a field ("add a priority field (low,
 * medium, high)"), remove one ("remove the room column"), rename one ("rename price paid to cost").
 * The items already saved keep their values: a field keeps its key when renamed, and a removed field's
 * values simply stop showing. Read in the six interface languages: English and Turkish below, the
 * others with the lexicons' edit words ("ajoute un champ priorité", "удали поле комната").
 */
import type { Language } from '@atelier/contracts';
import { fieldFromPhrase, type CollectionBrief } from './collection-brief.ts';
import { editWords, intlMatches } from './edit-words.ts';
import { replyLanguage, say } from './replies.ts';
import type { AppSpec } from './spec.ts';
import { intlText, readsFrenchOrSpanish } from './understand.ts';

interface FieldEdit {
  spec: AppSpec;
  changes: string[];
}

/** What a request's pattern read: the whole match, then its parts in order (as RegExp#exec gives them). */
type Read = readonly (string | undefined)[];
type Reader = (text: string) => Read | null;

/** The parts a pattern names, in the order the readers below take them. */
const INTL_PARTS = {
  add: ['label', 'options', 'paren'],
  remove: ['from'],
  rename: ['from', 'label'],
} as const;

/** Field edits in any interface language, with the lexicons' words: verb, field word, then the field. */
function intlSource(kind: keyof typeof INTL_PARTS, latin: boolean): string {
  const w = (key: Parameters<typeof editWords>[0]) => `(?:${editWords(key, latin)})`;
  const end = '\\s*[.!]?\\s*$';
  switch (kind) {
    case 'add':
      return `${w('add')}\\s+${w('field')}\\s+(?<label>[^(:]+?)(?:\\s*(?:avec|con|с|со|مع|:)\\s*(?<options>[^(]+?))?\\s*(?<paren>\\([^)]*\\))?${end}`;
    case 'remove':
      return `${w('remove')}\\s+${w('field')}\\s+(?<from>.+?)${end}`;
    case 'rename':
      return `(?:${w('rename')}|${w('change')}\\s+${w('name')}(?:\\s+(?:du|de la|de|del|d'))?)\\s*${w('field')}\\s+(?<from>.+?)\\s+${w('to')}\\s+(?<label>.+?)${end}`;
  }
}

function intlReader(kind: keyof typeof INTL_PARTS): Reader {
  return (text) => {
    const match = intlMatches(intlText(text), intlSource(kind, readsFrenchOrSpanish(text)))[0];
    if (!match) return null;
    const parts = INTL_PARTS[kind].map((name) => {
      const at = match.groups[name];
      // Arabic lists its options with its own comma: "(منخفضة، متوسطة، عالية)".
      return at
        ? text
            .slice(at.start, at.end)
            .replace(/^[\s"“'«]+|[\s"”'»]+$/gu, '')
            .replace(/،/g, ',')
        : undefined;
    });
    return [text.slice(match.start, match.end), ...parts];
  };
}

const exec =
  (pattern: RegExp): Reader =>
  (text) =>
    pattern.exec(text);

const ADD = [
  /\badd(?:\s+(?:a|an|the|one))?(?:\s+new)?\s+(.+?)\s+(?:field|column)\b(?:\s*(?:with|:)\s*(.+?)\s*(?:options?)?)?\s*(\([^)]*\))?\s*[.!]?$/i,
  /\badd(?:\s+(?:a|an))?\s+(?:field|column)\s+(?:for|called|named)\s+(.+?)(?:\s*(?:with|:)\s*(.+?))?\s*(\([^)]*\))?\s*[.!]?$/i,
  // Group 2 (options after "with") has no Turkish form; group 3 holds the options in parentheses.
  /^(.+?)\s+alan[ıi]\s+ekle\w*()(?:\s*(\([^)]*\)))?\s*[.!]?$/iu,
].map(exec);
const REMOVE = [
  /\b(?:remove|delete|drop|hide|get rid of)\s+(?:the\s+)?(.+?)\s+(?:field|column)\b/i,
  /^(.+?)\s+alan[ıi]n[ıi]\s+(?:kaldır|sil|çıkar)\w*/iu,
].map(exec);
const RENAME = [
  /\brename\s+(?:the\s+)?(.+?)(?:\s+(?:field|column))?\s+to\s+["“']?(.+?)["”']?\s*[.!]?$/i,
  /\bcall\s+(?:the\s+)?(.+?)\s+(?:field|column)\s+["“']?(.+?)["”']?\s*(?:instead)?\s*[.!]?$/i,
].map(exec);

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

  for (const read of [...RENAME, intlReader('rename')]) {
    const match = read(text);
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

  for (const read of [...REMOVE, intlReader('remove')]) {
    const match = read(text);
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

  for (const read of [...ADD, intlReader('add')]) {
    const match = read(text);
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
