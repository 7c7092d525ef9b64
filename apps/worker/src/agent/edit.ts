/**
 * Follow-up requests on a generated project: the request becomes a list of changes to its spec
 * (colours, theme, name, texts, sections, features, font, corners, audience), read in the six interface
 * languages. What it cannot understand it says
 * so, and a request with no understood change leaves the project as it was.
 */
import type { Language, SelectedElement } from '@atelier/contracts';
import { BLUEPRINTS } from './blueprints/index.ts';
import { collectionEdit } from './collection-edit.ts';
import { contentEdit } from './content-edit.ts';
import { editWords, intlMatches, type EditWord } from './edit-words.ts';
import { LEXICONS } from './lexicon/index.ts';
import {
  NOTES,
  alreadyText,
  commaList,
  describeChange,
  FEATURE_LABELS,
  refusal,
  replyLanguage,
  sectionLabel,
  textLabel,
} from './replies.ts';
import {
  FEATURES,
  fill,
  type AppSpec,
  type Blueprint,
  type Feature,
  type ReplyLanguage,
  type Theme,
} from './spec.ts';
import {
  TOGGLE_PATTERN,
  assignColors,
  findAll,
  findAudience,
  findColors,
  FEATURE_WORDS_INTL,
  findFeatures,
  findFont,
  findIntl,
  findMode,
  findQuoted,
  findRadius,
  findSections,
  fold,
  intlText,
  intlWords,
  orderSections,
  overlaps,
  regex,
  readsFrenchOrSpanish,
  scoreKinds,
  SECTION_SYNONYMS,
  SECTION_WORDS_INTL,
  textTarget,
  TOGGLE_WORDS_INTL,
  westernDigits,
  type ColorMention,
  type IntlText,
  type Span,
  type TextTarget,
} from './understand.ts';

export type Change =
  | { type: 'primary' | 'accent'; hex: string }
  | { type: 'mode'; mode: Theme['mode'] }
  | { type: 'rename'; name: string }
  | { type: 'tagline'; value: string }
  | { type: 'add-section' | 'remove-section'; id: string }
  | { type: 'add-feature' | 'remove-feature'; feature: Feature }
  | { type: 'text'; key: string; value: string }
  | { type: 'font'; font: Theme['font'] }
  | { type: 'radius'; radius: Theme['radius'] }
  | { type: 'audience'; audience: string };

export type EditOutcome =
  { spec: AppSpec; changes: string[]; applied: Change[]; notes: string[] } | { spec: null; reason: string };

const ADD_VERBS =
  /\b(add\w*|include\w*|put|insert|enable\w*|show|turn on|bring back|give (it|me)|i want|i'?d like|we need|needs?|ekle\w*|koy\w*|olsun|etkinlestir\w*|goster\w*|ac\b|istiyorum|lazim)\b/;
const REMOVE_VERBS =
  /\b(remove\w*|delete\w*|drop|hide|disable\w*|turn off|get rid of|take out|without|no longer|don'?t (want|need)|kaldir\w*|sil\w*|cikar\w*|gizle\w*|kapat\w*|istemiyorum|olmasin|gerek yok)\b/;
/**
 * The verbs in French, Spanish, Russian and Arabic, read like the colour words (`latin` ones only where
 * French and Spanish are). Arabic ones may carry "و"/"ف" (and, then). English look-alikes ("retire",
 * "eliminate", "sans serif") are kept out so that an English request reads as before.
 */
const ADD_VERBS_INTL = {
  latin: [
    'ajout\\p{L}*|rajout\\p{L}*|mets|mettez|inclu(?:s|ez|re)|affiche|affichez|active|activez|je veux|il faut',
    'anad\\p{L}*|agreg\\p{L}*|pon(?:lo|la|le|los|las)?|incluye|incluir|muestra|activa|quiero|necesito',
  ].join('|'),
  other: [
    'добав\\p{L}*|встав\\p{L}*|включи\\p{L}*|покажи|нужн\\p{L}*|хочу',
    '[وف]?(?:اضف|اضيفي|اضيف|اضافه|ضع|ادرج|اعرض|فعل|اريد|نريد|نحتاج)',
  ].join('|'),
};
const REMOVE_VERBS_INTL = {
  latin: [
    'enlev\\p{L}*|supprim\\p{L}*|retir(?:e|ez|er)|efface|effacez|masque|masquez|desactiv\\p{L}*',
    // "sans serif" is a font, "sin conexión" (offline) a feature.
    'sans(?![- ]?serif)|sin(?! conexion)|je ne veux (?:plus|pas)|no quiero|ya no',
    'quit(?:a|ar|en|alo|ala|ale|alos|alas)|elimin(?:a|ar|en|alo|ala|e)|borr\\p{L}*|ocult\\p{L}*',
  ].join('|'),
  other: [
    'убер\\p{L}*|убра\\p{L}*|удали\\p{L}*|скрой|отключи\\p{L}*|без|не нужн\\p{L}*',
    '[وف]?(?:احذف|احذفي|حذف|ازل|ازيلي|ازاله|اخف|الغ|الغي|بدون|بلا|لا اريد|لا نريد|لا نحتاج)|من غير',
  ].join('|'),
};
/** "And" and "then" in the four languages: an Arabic "و" only where a verb follows it ("واحذف"). */
const CLAUSE_BREAK_INTL = {
  latin: '(?:et|y|puis|luego|ensuite|despues|aussi|tambien)(?![\\p{L}\\p{N}])',
  other:
    '(?:и|потом|также|затем|ثم)(?![\\p{L}\\p{N}])|و(?=(?:اضف|اضيف|ضع|ادرج|اعرض|فعل|احذف|حذف|ازل|اخف|الغ|الغي)(?![\\p{L}\\p{N}]))',
};
/** Whether a text has one of `words`, read like the colour words. */
function hasIntl(intl: IntlText, words: { latin: string; other: string }, latin: boolean): boolean {
  const source = latin ? `${words.latin}|${words.other}` : words.other;
  return findIntl(intl, `(?:${source})(?![\\p{L}\\p{N}])`).length > 0;
}

const THANKS =
  /^\W*(thanks?|thank you|thx|great|perfect|awesome|nice|cool|ok(ay)?|tesekkur\w*|sagol\w*|harika|super|mukemmel|tamam|guzel)\b/;
const CLAUSE_BREAK = /[.;!?\n]|,|\b(and|also|then|plus|ve|ayrica|sonra|arti|bir de)\b/g;
/** The same where French or Spanish is read: there "plus" means "more" ("coins plus arrondis"). */
const CLAUSE_BREAK_LATIN = /[.;!?\n]|,|\b(and|also|then|ve|ayrica|sonra|arti|bir de)\b/g;
const FILLER = new Set(
  `please pls thanks thank you can could would will you it its this that these the a an to of for in on at and or also too now then
  make change set use turn switch add remove update edit put want like need let lets me us my our some more bit little lot much very
  really just instead please ok okay great nice cool perfect awesome good section sections feature features colour color colours colors
  theme mode font page app website site look style bigger smaller new again there here with into as be is are
  lutfen tesekkurler tesekkur ederim sagol sagolun tamam harika guzel super yap yapar yapin yapabilir misin misin mi bir bu su ve de da
  biraz daha cok olsun olarak icin ile ekle kaldir degistir renk rengi rengini tema temayi yazi tipi bolum bolumu bolumunu ozellik
  sayfa sayfayi uygulama uygulamayi site siteyi`.split(/\s+/),
);

// ---------------------------------------------------------------------------------------------------
// Which key a visible text belongs to, found by rendering: a probe value in place of a text shows
// where (and whether) the blueprint uses it.

const PROBE = '\u2063atelier-probe\u2063';

function candidateKeys(spec: AppSpec): string[] {
  const keys = new Set([
    ...Object.keys(spec.texts),
    'hero.title',
    'hero.subtitle',
    'hero.badge',
    'hero.description',
    'cta.button',
    'hero.button',
    'hero.cta',
    'cta.title',
    'cta.subtitle',
  ]);
  for (const section of BLUEPRINTS[spec.kind].sections) {
    keys.add(`${section.id}.title`);
    keys.add(`${section.id}.subtitle`);
  }
  return [...keys];
}

type Rendered = Record<string, string>;

/** Renders of the specs seen during one edit (reset by each edit() call): a spec is never mutated. */
let rendered = new WeakMap<AppSpec, Rendered>();

function renderOwn(spec: AppSpec): Rendered {
  let files = rendered.get(spec);
  if (!files) {
    files = BLUEPRINTS[spec.kind].render(spec);
    rendered.set(spec, files);
  }
  return files;
}

/** The text a key currently shows, or null when the blueprint does not use the key. */
function shownText(spec: AppSpec, base: Rendered, key: string): string | null {
  const probe = renderOwn({ ...spec, texts: { ...spec.texts, [key]: PROBE } });
  for (const [path, text] of Object.entries(probe)) {
    const at = text.indexOf(PROBE);
    if (at < 0) continue;
    const before = base[path];
    if (before === undefined || before.slice(0, at) !== text.slice(0, at)) return '';
    // The blueprint writes texts as JSON string literals (lit()): read the one that stood there.
    const body = /^(?:[^"\\]|\\.)*/.exec(before.slice(at))?.[0] ?? '';
    try {
      return JSON.parse(`"${body}"`) as string;
    } catch {
      return '';
    }
  }
  return null;
}

function same(a: string, b: string): boolean {
  const norm = (s: string) => fold(s).replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
}

type Located = { type: 'name' } | { type: 'tagline' } | { type: 'key'; key: string };

/** Which editable text shows `visible` (the selected element's text, or a quoted old text). */
function locateText(spec: AppSpec, visible: string): Located | null {
  const wanted = visible.trim();
  if (!wanted) return null;
  if (same(wanted, spec.name)) return { type: 'name' };
  for (const [key, value] of Object.entries(spec.texts)) if (same(wanted, value)) return { type: 'key', key };
  // A text key first: the headline may show the tagline, and changing the headline is what was meant.
  const base = renderOwn(spec);
  let partial: Located | null = null;
  for (const key of candidateKeys(spec)) {
    const shown = shownText(spec, base, key);
    if (!shown) continue;
    if (same(shown, wanted)) return { type: 'key', key };
    const a = fold(shown);
    const b = fold(wanted);
    if (!partial && Math.min(a.length, b.length) >= 4 && (a.includes(b) || b.includes(a)))
      partial = { type: 'key', key };
  }
  if (same(wanted, spec.tagline)) return { type: 'tagline' };
  return partial;
}

/** Whether a spec renders differently from another (the spec file itself aside). */
function rendersDifferently(a: AppSpec, b: AppSpec): boolean {
  const left = renderOwn(a);
  const right = renderOwn(b);
  const paths = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const path of paths) if (left[path] !== right[path]) return true;
  return false;
}

// ---------------------------------------------------------------------------------------------------

function apply(spec: AppSpec, change: Change): AppSpec {
  const next: AppSpec = { ...spec, theme: { ...spec.theme }, texts: { ...spec.texts } };
  const blueprint = BLUEPRINTS[spec.kind];
  switch (change.type) {
    case 'primary':
      next.theme.primary = change.hex;
      break;
    case 'accent':
      next.theme.accent = change.hex;
      break;
    case 'mode':
      next.theme.mode = change.mode;
      break;
    case 'rename':
      next.name = change.name;
      break;
    case 'tagline':
      next.tagline = change.value;
      break;
    case 'add-section':
      next.sections = orderSections(blueprint, [...spec.sections, change.id]);
      break;
    case 'remove-section':
      next.sections = spec.sections.filter((id) => id !== change.id);
      break;
    case 'add-feature':
      next.features = FEATURES.filter((f) => f === change.feature || spec.features.includes(f));
      break;
    case 'remove-feature':
      next.features = spec.features.filter((f) => f !== change.feature);
      break;
    case 'text':
      next.texts[change.key] = change.value;
      break;
    case 'font':
      next.theme.font = change.font;
      break;
    case 'radius':
      next.theme.radius = change.radius;
      break;
    case 'audience':
      next.audience = change.audience;
      next.tagline = audienceTagline(spec, next);
      break;
  }
  return next;
}

/**
 * The tagline once the app is for someone else: a tagline that named the old audience names the new
 * one; an app that shows its audience nowhere else says it in its tagline ("… — made for students.").
 */
function audienceTagline(spec: AppSpec, next: AppSpec): string {
  const old = spec.audience;
  if (old && spec.tagline.includes(old)) return spec.tagline.replace(old, next.audience ?? '');
  if (!next.audience || rendersDifferently(spec, next) || fold(spec.tagline).includes(fold(next.audience)))
    return spec.tagline;
  const tagline = spec.tagline.replace(/[.!]$/, '');
  return fill(LEXICONS[spec.language].taglines.madeFor, { tagline, audience: next.audience });
}

function isNoop(spec: AppSpec, change: Change): boolean {
  switch (change.type) {
    case 'primary':
      return spec.theme.primary === change.hex;
    case 'accent':
      return spec.theme.accent === change.hex;
    case 'mode':
      return spec.theme.mode === change.mode;
    case 'rename':
      return spec.name === change.name;
    case 'tagline':
      return spec.tagline === change.value;
    case 'add-section':
      return spec.sections.includes(change.id);
    case 'remove-section':
      return !spec.sections.includes(change.id);
    case 'add-feature':
      return spec.features.includes(change.feature);
    case 'remove-feature':
      return !spec.features.includes(change.feature);
    case 'text':
      return spec.texts[change.key] === change.value;
    case 'font':
      return spec.theme.font === change.font;
    case 'radius':
      return spec.theme.radius === change.radius;
    case 'audience':
      return spec.audience === change.audience;
  }
}

// ---------------------------------------------------------------------------------------------------
// Reading the request.

interface Pending {
  /** Where in the request it was asked, to keep the reply in the person's order. */
  at: number;
  change?: Change;
  /** A text for a target not resolved to a key yet. */
  text?: { target: TextTarget; value: string };
  /** Replace an existing visible text. */
  replace?: { from: string; value: string };
  note?: string;
}

function clean(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'“”‘’«»:=-]+|[\s"'“”‘’«»]+$/g, '')
    .replace(/[.,;!?]+$/, '')
    .trim()
    .slice(0, 200);
}

/** Where an unquoted value ends: end of sentence, or "and" + a new instruction. */
function valueEnd(folded: string): number {
  const end =
    /[;\n]|\.(\s|$)|,?\s+(and|ve)\s+(make|add|remove|change|set|rename|use|switch|turn|put|ekle|kaldir|yap|degistir)\b/.exec(
      folded,
    );
  return end ? end.index : folded.length;
}

/** A cue right after a quoted text: a "Ship faster" headline / "Merhaba" başlığı. */
const CUE_AFTER =
  /^\s*(headline|title|heading|subtitle|sub ?heading|tagline|slogan|button( text| label)?|cta|alt basli[kg]\w*|basli[kg]\w*|buton\w*|dugme\w*|slogan\w*)\b/;

export function cueAfter(after: string, blueprint: Blueprint): TextTarget | null {
  const match = CUE_AFTER.exec(after);
  return match?.[1] ? textTarget(match[1], blueprint) : null;
}

function quotedChanges(original: string, folded: string, spec: AppSpec, taken: Span[]): Pending[] {
  const blueprint = BLUEPRINTS[spec.kind];
  const pending: Pending[] = [];
  const quotes = findQuoted(original);
  let previousEnd = 0;
  for (let i = 0; i < quotes.length; i++) {
    const quote = quotes[i]!;
    const next = quotes[i + 1];
    const from = Math.max(previousEnd, quote.start - 60);
    const before = original.slice(from, quote.start);
    // change "Get started" to "Start now" / "Get started" yerine "Start now"
    if (next) {
      const between = folded.slice(quote.end, next.start);
      // "remplace « A » par « B »", "замени «A» на «B»", "استبدل "A" بـ "B"".
      const connector = regex(`^\\s*(?:${editWords('to', readsFrenchOrSpanish(original))})\\s*$`, 'u');
      if (
        /^\s*(to|with|into|->|→|yerine|olarak|yazisini|metnini|yazan (yeri|kismi)|->)\s*$/.test(between) ||
        /^\s*(yazisini|metnini)\s*$/.test(between) ||
        connector.test(intlText(original.slice(quote.end, next.start)).text)
      ) {
        pending.push({ at: quote.start, replace: { from: quote.value, value: next.value } });
        taken.push({ start: from, end: next.end });
        previousEnd = next.end;
        i++;
        continue;
      }
    }
    previousEnd = quote.end;
    // Only the words of this instruction: back to the previous comma, "and", or sentence.
    const foldedBefore = folded.slice(from, quote.start);
    let clauseStart = 0;
    for (const match of foldedBefore.matchAll(/[,.;!?\n]|\b(and|also|then|ve|ayrica)\b/g))
      clauseStart = match.index + match[0].length;
    const after = folded.slice(quote.end, quote.end + 30);
    const target = textTarget(before.slice(clauseStart), blueprint) ?? cueAfter(after, blueprint);
    const tail =
      /^\s*(yap\w*|olsun|olarak (degistir|ayarla)\w*|olarak)\b/.exec(after) ?? CUE_AFTER.exec(after);
    const span = { start: from + clauseStart, end: quote.end + (tail?.[0].length ?? 0) };
    if (!target) continue;
    taken.push(span);
    if (target.type === 'name')
      pending.push({ at: quote.start, change: { type: 'rename', name: clean(quote.value) } });
    else if (target.type === 'tagline')
      pending.push({ at: quote.start, change: { type: 'tagline', value: quote.value } });
    else pending.push({ at: quote.start, text: { target, value: quote.value } });
  }
  return pending;
}

function unquotedChanges(
  original: string,
  folded: string,
  spec: AppSpec,
  taken: Span[],
  selected: boolean,
): Pending[] {
  const blueprint = BLUEPRINTS[spec.kind];
  const pending: Pending[] = [];
  const patterns: [RegExp, (cue: string) => TextTarget | null][] = [
    [
      /\b(rename(?: it| the app| the project| this)?(?: to| as)?|call it|name it|change (?:the|its) name to|set (?:the|its) name to|the name should be)\s+/g,
      () => ({ type: 'name' }),
    ],
    [
      /\b(?:change|set|make|update)\s+(?:the\s+)?((?:main\s+)?(?:headline|title|heading|subtitle|sub ?heading|tagline|slogan|button(?: text| label)?|cta))\s+(?:text\s+)?(?:to|as|into|say|read)\s+/g,
      (cue) => textTarget(cue, blueprint),
    ],
    [
      /\b(headline|title|heading|subtitle|tagline|slogan|button(?: text)?|baslik|alt baslik|slogan|buton(?: metni)?)\s*:\s*/g,
      (cue) => textTarget(cue, blueprint),
    ],
    ...(selected
      ? ([
          [
            /\b(?:change|set|make)\s+(?:this|it)(?:\s+text)?\s+(?:to|into|say|read)\s+/g,
            () => ({ type: 'selected' }),
          ],
        ] as [RegExp, (cue: string) => TextTarget | null][])
      : []),
  ];
  for (const [re, target] of patterns) {
    for (const match of folded.matchAll(re)) {
      const start = match.index + match[0].length;
      if (overlaps({ start: match.index, end: start }, taken)) continue;
      const rest = folded.slice(start);
      const end = start + valueEnd(rest);
      const value = clean(original.slice(start, end));
      const resolved = target(match[1] ?? match[0]);
      if (!value || !resolved) continue;
      taken.push({ start: match.index, end });
      if (resolved.type === 'name')
        pending.push({
          at: match.index,
          change: { type: 'rename', name: value.split(' ').slice(0, 6).join(' ') },
        });
      else if (resolved.type === 'tagline')
        pending.push({ at: match.index, change: { type: 'tagline', value } });
      else pending.push({ at: match.index, text: { target: resolved, value } });
    }
  }
  // Turkish: adını Nova yap / başlığı Merhaba Dünya olarak değiştir.
  const turkish =
    /\b(adini|adi|ismini|ismi|basligi|ana basligi|alt basligi|sloganini|slogani|butonu|buton metnini|dugmeyi|bunu|bu metni|bu yaziyi)\s+(.+?)\s+(yap|olarak|olsun|koy|degistir)\w*/g;
  for (const match of folded.matchAll(turkish)) {
    const cue = match[1] ?? '';
    const valueStart = match.index + cue.length + 1;
    const valueEndAt = valueStart + (match[2]?.length ?? 0);
    if (overlaps({ start: match.index, end: valueEndAt }, taken)) continue;
    const value = clean(original.slice(valueStart, valueEndAt));
    const resolved = /^(bunu|bu metni|bu yaziyi)$/.test(cue)
      ? selected
        ? ({ type: 'selected' } as TextTarget)
        : null
      : textTarget(cue, blueprint);
    if (!value || !resolved) continue;
    // Colours and themes read the same way ("rengini mavi yap"): leave those to the colour reader.
    if (findColors(value).length > 0 && resolved.type === 'selected') continue;
    taken.push({ start: match.index, end: match.index + match[0].length });
    if (resolved.type === 'name') pending.push({ at: match.index, change: { type: 'rename', name: value } });
    else if (resolved.type === 'tagline')
      pending.push({ at: match.index, change: { type: 'tagline', value } });
    else pending.push({ at: match.index, text: { target: resolved, value } });
  }
  return pending;
}

/** The texts a request may name, with the keys each is written under (as textTarget reads them). */
const NAMED_TEXTS: [EditWord, TextTarget][] = [
  ['name', { type: 'name' }],
  ['tagline', { type: 'tagline' }],
  ['subtitle', { type: 'text', keys: ['hero.subtitle', 'hero.description'] }],
  ['button', { type: 'text', keys: ['cta.button', 'hero.button', 'hero.cta'] }],
  ['title', { type: 'text', keys: ['hero.title', 'header.title', 'title'] }],
  ['selected', { type: 'selected' }],
];

/** Where a new name or text ends: the sentence, or a comma or "and" before the next instruction. */
function intlValueEnd(rest: string, latin: boolean): number {
  const stop = /[;\n؛،]|[.!?؟](?=\s|$)/u.exec(rest);
  let end = stop ? stop.index : rest.length;
  const verbs = (['change', 'add', 'remove', 'rename'] as const)
    .map((key) => editWords(key, latin))
    .join('|');
  const intl = intlText(rest);
  const next = regex(
    `(?:\\s*,\\s*|\\s+)(?:(?:and|et|y|и|ve|ثم)\\s+|و)?(?:${verbs})(?![\\p{L}\\p{N}])`,
    'u',
  ).exec(intl.text);
  const at = next ? (intl.at[next.index] ?? rest.length) : rest.length;
  if (at > 0 && at < end) end = at;
  return end;
}

/**
 * New names and texts asked in any interface language: "renomme l'app en Atelier Bleu", "cambia el
 * nombre a …", "переименуй приложение в …", "غيّر اسم التطبيق إلى …", "change le titre en …", "titre :
 * …". The words are the lexicons' (edit-words.ts); English and Turkish forms the readers above missed
 * are read here too.
 */
function intlTextChanges(original: string, taken: Span[], selected: boolean): Pending[] {
  const latin = readsFrenchOrSpanish(original);
  const intl = intlText(original);
  const w = (key: EditWord) => editWords(key, latin);
  const cues: [string, TextTarget][] = [
    [`(?:${w('rename')})(?<object>\\s*-?\\s*(?:${w('app')}))?(?<to>\\s+(?:${w('to')}))?`, { type: 'name' }],
  ];
  for (const [key, target] of NAMED_TEXTS) {
    if (target.type === 'selected' && !selected) continue;
    cues.push([`(?:${w('change')})\\s+(?:${w(key)})(?<to>\\s+(?:${w('to')}))`, target]);
    if (target.type !== 'selected') cues.push([`(?:${w(key)})(?<to>\\s*[:：—–])`, target]);
  }
  const pending: Pending[] = [];
  for (const [cue, target] of cues) {
    for (const match of intlMatches(intl, cue)) {
      const rest = original.slice(match.end);
      const end = match.end + intlValueEnd(rest, latin);
      if (overlaps({ start: match.start, end }, taken)) continue;
      const value = clean(original.slice(match.end, end));
      if (!value) continue;
      // "renomme Basic en Pro" names something else than the app (its items are content-edit's).
      const aside = findIntl(intlText(value), `(?:${w('to')})(?![\\p{L}\\p{N}])`);
      if (
        target.type === 'name' &&
        !match.groups.object &&
        !match.groups.to &&
        aside.some((s) => s.start > 0)
      )
        continue;
      // "mets le bouton en bleu" asks for a colour, not for a text.
      if (target.type !== 'name' && findColors(value).length > 0 && value.split(/\s+/).length <= 3) continue;
      taken.push({ start: match.start, end });
      if (target.type === 'name')
        pending.push({
          at: match.start,
          change: { type: 'rename', name: value.split(' ').slice(0, 6).join(' ') },
        });
      else if (target.type === 'tagline')
        pending.push({ at: match.start, change: { type: 'tagline', value } });
      else pending.push({ at: match.start, text: { target, value } });
    }
  }
  return pending;
}

/** Whether a text has one of the lexicons' edit words of a kind. */
function saysEditWord(intl: IntlText, key: EditWord, latin: boolean): boolean {
  return findIntl(intl, `(?:${editWords(key, latin)})(?![\\p{L}\\p{N}])`).length > 0;
}

/** A font or a text size asked in any interface language ("police à empattements", "шрифт крупнее"). */
function intlFont(intl: IntlText, latin: boolean): Theme['font'] | 'size' | null {
  if (saysEditWord(intl, 'fontSize', latin)) return 'size';
  // Sans-serif before serif: "sans serif", "sin serifa", "без засечек" name a serif word.
  for (const font of ['sans', 'mono', 'rounded', 'serif'] as const)
    if (saysEditWord(intl, font, latin)) return font;
  return null;
}

/**
 * Who the app is for, when a clause says only that: "make it for students", "öğrenciler için olsun",
 * "c'est pour des étudiants", "para familias", "для детей", "للطلاب".
 */
function intlAudience(source: string, latin: boolean): string | null {
  const found = findAudience(source);
  if (found) return found;
  const articles =
    "(?:(?:des|les|la|le|l'|de|du|los|las|el|unos|unas|a|an|the|some|all|nos|mes|my|our)\\s+)*";
  const match = intlMatches(
    intlText(source),
    `(?<cue>${editWords('audienceCue', latin)})\\s*${articles}(?<who>(?:${editWords('people', latin)}).*)`,
  )[0];
  const who = match?.groups.who;
  if (!who) return null;
  const words = clean(source.slice(who.start, who.end)).split(/\s+/).slice(0, 5).join(' ');
  // Arabic joins "for the" to the word: "للطلاب" is "ل" + "الطلاب".
  const cue = match.groups.cue ? source.slice(match.groups.cue.start, match.groups.cue.end) : '';
  return cue.endsWith('لل') && !words.startsWith('ال') ? `ال${words}` : words || null;
}

/** Clauses of what is left of the request, with their positions. */
function clauses(folded: string, latin: boolean): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const match of folded.matchAll(latin ? CLAUSE_BREAK_LATIN : CLAUSE_BREAK)) {
    if (match.index > start) spans.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  if (start < folded.length) spans.push({ start, end: folded.length });
  return spans.filter((span) => folded.slice(span.start, span.end).trim().length > 0);
}

/** What says a section is meant, with the verbs: "section", "раздел", "قسم". */
const SECTION_CUE_INTL = {
  latin: `section|seccion|partie|parte|bloque|${ADD_VERBS_INTL.latin}|${REMOVE_VERBS_INTL.latin}`,
  other: `раздел\\p{L}*|блок\\p{L}*|секци\\p{L}*|[وف]?(?:ال)?قسم|${ADD_VERBS_INTL.other}|${REMOVE_VERBS_INTL.other}`,
};

/** A common section named in the text that this blueprint does not offer, as the person wrote it. */
function foreignSection(text: string, blueprint: Blueprint, source: string, latin: boolean): Span | null {
  const intl = intlText(source);
  const asked =
    /\b(section|part|block|bolum\w*|kisim\w*|ekle\w*|add\w*|remove\w*|kaldir\w*)\b/.test(text) ||
    hasIntl(intl, SECTION_CUE_INTL, latin);
  for (const [id, pattern] of Object.entries(SECTION_SYNONYMS)) {
    if (blueprint.sections.some((s) => s.id === id)) continue;
    const words = SECTION_WORDS_INTL[id];
    const match =
      findAll(text, pattern)[0] ?? (words ? findIntl(intl, intlWords(words, latin))[0] : undefined);
    if (match && asked) return match;
  }
  return null;
}

function sectionList(spec: AppSpec, language: ReplyLanguage): string {
  return commaList(
    BLUEPRINTS[spec.kind].sections.map((s) => sectionLabel(spec, s.id)),
    language,
  );
}

const MORE_ROUNDED = /\b(more rounded|rounder|daha yuvarlak)\b/;
const LESS_ROUNDED = /\b(less rounded|sharper|square(r)? corners|daha koseli|koseli)\b/;

function clauseChanges(
  original: string,
  folded: string,
  clause: Span,
  spec: AppSpec,
  taken: Span[],
  polarity: 'add' | 'remove',
  selected: SelectedElement | undefined,
  colors: ColorMention[],
  lang: ReplyLanguage,
): { pending: Pending[]; polarity: 'add' | 'remove'; unknown: string | null } {
  const blueprint = BLUEPRINTS[spec.kind];
  const text = folded.slice(clause.start, clause.end);
  const offset = (span: Span): Span => ({ start: span.start + clause.start, end: span.end + clause.start });
  const local: Span[] = taken
    .filter((s) => s.start < clause.end && s.end > clause.start)
    .map((s) => ({ start: s.start - clause.start, end: s.end - clause.start }));
  const used: Span[] = [];
  const pending: Pending[] = [];
  const source = original.slice(clause.start, clause.end);
  const intl = intlText(source);
  const latin = readsFrenchOrSpanish(original);
  const remove = REMOVE_VERBS.test(text) || hasIntl(intl, REMOVE_VERBS_INTL, latin);
  const add = ADD_VERBS.test(text) || hasIntl(intl, ADD_VERBS_INTL, latin);
  const mode: 'add' | 'remove' = remove ? 'remove' : add ? 'add' : polarity;

  // Colours are gathered for the whole request (the first is primary, the next the accent).
  for (const color of findColors(original.slice(clause.start, clause.end), text)) {
    if (overlaps(color, local)) continue;
    colors.push({ ...color, ...offset(color) });
    used.push(color);
  }

  const toggles = [...findAll(text, TOGGLE_PATTERN), ...findIntl(intl, intlWords(TOGGLE_WORDS_INTL, latin))];
  for (const toggle of toggles) {
    if (overlaps(toggle, local) || overlaps(toggle, used)) continue;
    pending.push({
      at: clause.start + toggle.start,
      change: { type: mode === 'remove' ? 'remove-feature' : 'add-feature', feature: 'dark-toggle' },
    });
    used.push(toggle);
  }

  const theme = findMode(text, [...local, ...used], source);
  if (theme) {
    pending.push({ at: clause.start + theme.span.start, change: { type: 'mode', mode: theme.mode } });
    used.push(theme.span);
  }

  for (const section of findSections(text, blueprint, [...local, ...used], source)) {
    pending.push({
      at: clause.start + section.span.start,
      change: { type: mode === 'remove' ? 'remove-section' : 'add-section', id: section.id },
    });
    used.push(section.span);
  }

  for (const { feature, span } of findFeatures(text, [...local, ...used], source)) {
    pending.push({
      at: clause.start + span.start,
      change: { type: mode === 'remove' ? 'remove-feature' : 'add-feature', feature },
    });
    used.push(span);
  }

  const font = intlFont(intl, latin) ?? findFont(text);
  if (font === 'size') {
    pending.push({ at: clause.start, note: NOTES.fontSize(lang) });
    used.push({ start: 0, end: text.length });
  } else if (font) {
    pending.push({ at: clause.start, change: { type: 'font', font } });
    used.push({ start: 0, end: text.length });
  }
  const radius =
    MORE_ROUNDED.test(text) || saysEditWord(intl, 'rounder', latin)
      ? 'full'
      : LESS_ROUNDED.test(text) || saysEditWord(intl, 'sharper', latin)
        ? 'none'
        : findRadius(text);
  if (radius) {
    pending.push({ at: clause.start, change: { type: 'radius', radius } });
    used.push({ start: 0, end: text.length });
  }

  // "remove this" with a section title selected in the preview.
  if (
    selected &&
    remove &&
    pending.length === 0 &&
    !used.length &&
    (/\b(this|it|bunu|bu|that)\b/.test(text) || saysEditWord(intl, 'selected', latin))
  ) {
    const located = locateText(spec, selected.text);
    const sectionId =
      located?.type === 'key' && located.key.endsWith('.title')
        ? located.key.slice(0, -'.title'.length)
        : null;
    if (sectionId && blueprint.sections.some((s) => s.id === sectionId)) {
      pending.push({ at: clause.start, change: { type: 'remove-section', id: sectionId } });
    } else {
      pending.push({ at: clause.start, note: NOTES.cannotRemoveElement(lang) });
    }
    used.push({ start: 0, end: text.length });
  }

  // Who the app is for, when that is all the clause says ("make it for students", "للطلاب"); not in
  // a request to add or remove something ("add a login page for customers" is no new audience). The
  // Turkish "olsun" (let it be) reads as adding, but "öğrenciler için olsun" adds nothing.
  const adds =
    add && (ADD_VERBS.test(text.replace(/\bolsun\b/g, '')) || hasIntl(intl, ADD_VERBS_INTL, latin));
  if (pending.length === 0 && used.length === 0 && !adds && !remove) {
    const audience = intlAudience(source, latin);
    if (audience) {
      pending.push({ at: clause.start, change: { type: 'audience', audience } });
      used.push({ start: 0, end: text.length });
    }
  }

  // A section this kind of app does not have ("add a FAQ section" to a budget tracker).
  if (pending.length === 0 && used.length === 0) {
    const foreign = foreignSection(text, blueprint, source, latin);
    if (foreign) {
      const asked = original.slice(clause.start + foreign.start, clause.start + foreign.end);
      pending.push({ at: clause.start, note: NOTES.noSuchSection(asked, sectionList(spec, lang), lang) });
      used.push({ start: 0, end: text.length });
    }
  }

  // Whatever is left: filler, or a request it did not understand.
  let unknown: string | null = null;
  if (pending.length === 0 && used.length === 0) {
    const leftover = [...text.matchAll(/[a-z0-9']+/g)].filter(
      (m) =>
        !overlaps({ start: m.index, end: m.index + m[0].length }, local) &&
        !FILLER.has(m[0]) &&
        m[0].length > 2,
    );
    if (leftover.length > 0) unknown = clean(original.slice(clause.start, clause.end));
  }
  return { pending, polarity: mode, unknown };
}

// ---------------------------------------------------------------------------------------------------

/** Edits of what an app keeps and lists, tried in order before edits of its look and sections. */
const STRUCTURE_EDITS = [collectionEdit, contentEdit];

/**
 * Changes a spec as a follow-up message asks. `selected` is the element the person picked in the
 * preview, if any ("make this green", "change this text to '…'").
 */
export function edit(
  spec: AppSpec,
  request: string,
  language: Language,
  selected?: SelectedElement,
): EditOutcome {
  request = westernDigits(request);
  const lang = replyLanguage(language);
  // What the app keeps or lists (fields, items, prices, people, columns) changes before its look.
  for (const command of STRUCTURE_EDITS) {
    const structural = command(spec, request, language);
    if (!structural) continue;
    const { rest, ...done } = structural as typeof structural & { rest?: string };
    if (!rest) return { ...done, applied: [], notes: [] };
    // "make Pro $35 and make it blue": the rest of the message changes the look of the edited app.
    const more = edit(done.spec, rest, language, selected);
    return more.spec
      ? { ...more, changes: [...done.changes, ...more.changes] }
      : { ...done, applied: [], notes: [NOTES.notUnderstood(rest, lang)] };
  }
  rendered = new WeakMap();
  const original = request.trim().slice(0, 3000);
  const folded = fold(original);
  const taken: Span[] = [];

  const pending: Pending[] = [
    ...quotedChanges(original, folded, spec, taken),
    ...unquotedChanges(original, folded, spec, taken, Boolean(selected)),
  ];
  pending.push(...intlTextChanges(original, taken, Boolean(selected)));

  // The rest, clause by clause.
  const blanked = [...folded].map((c, i) => (overlaps({ start: i, end: i + 1 }, taken) ? ' ' : c)).join('');
  const colors: ColorMention[] = [];
  const unknown: string[] = [];
  let polarity: 'add' | 'remove' = 'add';
  // `fold` writes a letter it cannot keep in place (the Arabic "أ") as "?": that is no end of a question.
  const breaks = [...blanked].map((c, i) => (c === '?' && original[i] !== '?' ? ' ' : c));
  const latin = readsFrenchOrSpanish(original);
  const conjunctions = latin
    ? `${CLAUSE_BREAK_INTL.latin}|${CLAUSE_BREAK_INTL.other}`
    : CLAUSE_BREAK_INTL.other;
  const intl = intlText(original);
  // Not inside a phrase of the lexicon: "вопросы и ответы" is one section.
  const phrases = [...Object.values(SECTION_WORDS_INTL), ...Object.values(FEATURE_WORDS_INTL)].flatMap(
    (words) => findIntl(intl, intlWords(words, latin)),
  );
  for (const span of findIntl(intl, conjunctions))
    if (!overlaps(span, phrases)) breaks.fill(',', span.start, span.end);
  for (const clause of clauses(breaks.join(''), latin)) {
    const result = clauseChanges(original, blanked, clause, spec, taken, polarity, selected, colors, lang);
    pending.push(...result.pending);
    polarity = result.polarity;
    if (result.unknown) unknown.push(result.unknown);
  }
  const { primary, accent } = assignColors(colors);
  if (primary) pending.push({ at: primary.start, change: { type: 'primary', hex: primary.hex } });
  if (accent) pending.push({ at: accent.start, change: { type: 'accent', hex: accent.hex } });

  // Resolve texts to keys, in the order they were asked.
  pending.sort((a, b) => a.at - b.at);
  const notes: string[] = [];
  const changes: Change[] = [];
  for (const item of pending) {
    if (item.note) notes.push(item.note);
    if (item.change) changes.push(item.change);
    if (item.replace) {
      const located = locateText(spec, item.replace.from);
      if (!located) notes.push(NOTES.selectedNotFound(item.replace.from, lang));
      else changes.push(locatedChange(located, item.replace.value));
    }
    if (item.text) {
      const { target, value } = item.text;
      if (target.type === 'selected') {
        if (!selected) notes.push(NOTES.unknownText(lang));
        else {
          const located = locateText(spec, selected.text);
          if (!located) notes.push(NOTES.selectedNotFound(selected.text.slice(0, 80), lang));
          else changes.push(locatedChange(located, value));
        }
      } else if (target.type === 'section-title') {
        changes.push({ type: 'text', key: `${target.section}.title`, value });
      } else if (target.type === 'text') {
        const key = target.keys.find((k) =>
          rendersDifferently(spec, { ...spec, texts: { ...spec.texts, [k]: PROBE } }),
        );
        if (key) changes.push({ type: 'text', key, value });
        else notes.push(NOTES.unusedText(textLabel(spec, target.keys[0] ?? 'hero.title', lang), lang));
      }
    }
  }

  // Apply, dropping what changes nothing.
  let next = spec;
  let applied: Change[] = [];
  const seen = new Set<string>();
  for (const change of changes) {
    const id = JSON.stringify(change);
    if (seen.has(id)) continue;
    seen.add(id);
    if (isNoop(next, change)) {
      notes.push(alreadyNote(next, change, lang));
      continue;
    }
    next = apply(next, change);
    applied.push(change);
  }
  // Then drop features and texts this blueprint does not show, judged on the final app (charts may
  // need the stats section added in the same message). The light/dark switch lives in the kit's shell.
  const unused = applied.filter((change) => {
    if (change.type === 'add-feature' && change.feature !== 'dark-toggle') {
      return !rendersDifferently(next, {
        ...next,
        features: next.features.filter((f) => f !== change.feature),
      });
    }
    if (change.type === 'text') {
      const texts = { ...next.texts };
      if (spec.texts[change.key] === undefined) delete texts[change.key];
      else texts[change.key] = spec.texts[change.key] ?? '';
      return !rendersDifferently(next, { ...next, texts });
    }
    return false;
  });
  if (unused.length > 0) {
    applied = applied.filter((change) => !unused.includes(change));
    next = applied.reduce(apply, spec);
    for (const change of unused) {
      notes.push(
        change.type === 'add-feature'
          ? NOTES.unusedFeature(FEATURE_LABELS[change.feature][lang], lang)
          : NOTES.unusedText(textLabel(next, change.type === 'text' ? change.key : '', lang), lang),
      );
    }
  }
  for (const fragment of unknown) notes.push(NOTES.notUnderstood(fragment, lang));

  if (applied.length === 0) {
    const best = scoreKinds(original)[0];
    if (best && best.kind !== spec.kind && best.score >= 6 && notes.length <= unknown.length) {
      return { spec: null, reason: refusal(spec, [NOTES.kindChange(best.kind, lang)], lang, false) };
    }
    if (notes.length === 0 && THANKS.test(folded)) return { spec: null, reason: NOTES.welcome(lang) };
    return { spec: null, reason: refusal(spec, notes, lang, unknown.length > 0 || notes.length === 0) };
  }
  return { spec: next, changes: applied.map((change) => describeChange(change, next, lang)), applied, notes };
}

function locatedChange(located: Located, value: string): Change {
  if (located.type === 'name') return { type: 'rename', name: value };
  if (located.type === 'tagline') return { type: 'tagline', value };
  return { type: 'text', key: located.key, value };
}

function alreadyNote(spec: AppSpec, change: Change, language: ReplyLanguage): string {
  switch (change.type) {
    case 'add-section':
      return NOTES.alreadySection(sectionLabel(spec, change.id), language);
    case 'remove-section':
      return NOTES.missingSection(sectionLabel(spec, change.id), language);
    case 'add-feature':
      return NOTES.alreadyFeature(FEATURE_LABELS[change.feature][language], language);
    case 'remove-feature':
      return NOTES.missingFeature(FEATURE_LABELS[change.feature][language], language);
    default:
      return alreadyText(change, spec, language);
  }
}
