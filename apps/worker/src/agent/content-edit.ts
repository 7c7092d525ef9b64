/**
 * Follow-ups that change what an app lists: its items, prices, people, columns and highlights.
 * "make the Basic plan 12 dollars", "rename Pro to Team", "add a Gift Card for $25", "remove
 * Tiramisu", "add a QA column", "add Sarah (stylist) to the team", in the six interface languages.
 *
 * An app whose brief listed nothing starts from what its blueprint shows (Blueprint.defaultContent),
 * so its stock plans or columns can be edited the same way.
 */
import type { Language } from '@atelier/contracts';
import { BLUEPRINTS } from './blueprints/index.ts';
import {
  defaultCurrency,
  readBriefContent,
  readPrice,
  type BriefContent,
  type BriefItem,
  type BriefPerson,
} from './brief-content.ts';
import { replyLanguage, say } from './replies.ts';
import { namesAPart } from './understand.ts';
import { escapeRegExp } from './blueprints/content-shared.ts';
import type { AppSpec, ReplyTexts } from './spec.ts';

export interface ContentEdit {
  spec: AppSpec;
  changes: string[];
  /** The clauses of the message that were not about listed content ("and make it blue"), if any. */
  rest?: string;
}

type ListName = 'items' | 'people' | 'columns' | 'highlights';

interface Entry {
  list: ListName;
  index: number;
  name: string;
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

const VERBS = {
  rename: `rename|renames|call|change the name of|renomme|renommer|renombra|renombrar|cambia el nombre de|переименуй|переименовать|أعد تسمية|غيّر اسم|غير اسم`,
  remove: `remove|delete|drop|take out|get rid of|kaldır\\p{L}*|sil|çıkar\\p{L}*|supprime|supprimer|retire|retirer|enlève|enlever|elimina|eliminar|quita|quitar|borra|borrar|удали|удалить|убери|убрать|احذف|أزل|ازل`,
  add: `add|include|put|ekle\\p{L}*|ajoute|ajouter|añade|añadir|agrega|agregar|добавь|добавить|أضف|اضف`,
  price: `make|set|change|cost|costs|price|priced|should be|to|fiyat\\p{L}*|yap|olsun|prix|mets|mettre|passe|precio|pon|cambia|цен\\p{L}*|сделай|поставь|سعر|اجعل`,
};
/** Words between the old name and the new one ("to", "en", "в", "olarak"). */
const RENAME_TO = `to|into|as|en|a|в|на|إلى|الى|olarak|diye`;

const LIST_CUES: Record<ListName, string> = {
  columns: `columns?|lists?|stages?|lanes?|sütun\\p{L}*|kolon\\p{L}*|aşama\\p{L}*|colonnes?|columnas?|колонк\\p{L}*|столб\\p{L}*|этап\\p{L}*|عمود|أعمدة|مرحلة`,
  people: `team|staff|teachers?|instructors?|trainers?|stylists?|barbers?|member|ekib\\p{L}*|ekip\\p{L}*|kadro\\p{L}*|équipe|equipo|команд\\p{L}*|персонал|الفريق`,
  highlights: `features?|skills?|amenit\\p{L}*|highlights?|benefits?|özellik\\p{L}*|yetenek\\p{L}*|fonctionnalités?|compétences?|funci\\p{L}*|habilidad\\p{L}*|функци\\p{L}*|навык\\p{L}*|ميزة|مهارة`,
  items: `tasks?|to-?dos?|habits?|recipes?|posts?|notes?|exercises?|workouts?|cards?|questions?|categor(?:y|ies)|görev\\p{L}*|alışkanlık\\p{L}*|tarif\\p{L}*|yazı\\p{L}*|egzersiz\\p{L}*|kart\\p{L}*|kategori\\p{L}*|tâches?|habitudes?|recettes?|tareas?|hábitos?|recetas?|задач\\p{L}*|привычк\\p{L}*|рецепт\\p{L}*|مهمة|عادة|وصفة|products?|items?|plans?|tiers?|services?|dish(?:es)?|classes|class|menu|ürün\\p{L}*|hizmet\\p{L}*|plan\\p{L}*|yemek\\p{L}*|ders\\p{L}*|produits?|plats?|forfaits?|productos?|platos?|servicios?|planes|товар\\p{L}*|услуг\\p{L}*|блюд\\p{L}*|тариф\\p{L}*|منتج|خدمة|طبق|خطة`,
};

/** Apps that are a list of the person's things: a bare "add X" adds X to it. */
const LIST_APPS = new Set<AppSpec['kind']>(['todo', 'habits', 'notes', 'kanban', 'fitness', 'recipes']);

/** Words of how the page looks or behaves, which "add …" may name besides sections and features. */
const LOOK_WORDS = `animations?|logo|images?|photos?|pictures?|icons?|buttons?|links?|shadows?|gradients?|borders?|backgrounds?|effects?|transitions?|emoji|animasyon\\p{L}*|resim\\p{L}*|fotoğraf\\p{L}*|ikon\\p{L}*|buton\\p{L}*|gölge\\p{L}*|arka plan\\p{L}*`;

const SECTION_WORDS = `sections?|pages?|bölüm\\p{L}*|sayfa\\p{L}*|sección|secciones|página|раздел\\p{L}*|страниц\\p{L}*|قسم|صفحة`;

const ARTICLES =
  /^(?:(?:a|an|the|new|one|another|bir|yeni|un|une|le|la|les|el|los|las|nuevo|nueva|nouveau|nouvelle)\s+)+/iu;

function words(source: string): RegExp {
  return new RegExp(`${B}(?:${source})${E}`, 'iu');
}

function lower(text: string): string {
  return text.replace(/[\s\S]/gu, (c) =>
    c === 'İ' ? 'i' : c.toLowerCase().length === c.length ? c.toLowerCase() : c,
  );
}

function tidy(text: string): string {
  return text
    .replace(/^[\s"“'‘«:,-]+|[\s"”'’».!?,:-]+$/gu, '')
    .replace(ARTICLES, '')
    .trim();
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function emptyContent(): BriefContent {
  return { items: [], people: [], columns: [], highlights: [], hours: [] };
}

function entryName(content: BriefContent, list: ListName, index: number): string {
  const value = content[list][index];
  return typeof value === 'string' ? value : (value?.name ?? '');
}

/** Every listed thing the message names, longest name first so "Hot Yoga" wins over "Yoga". */
function mentioned(content: BriefContent, message: string): Entry[] {
  const low = lower(message);
  const found: Entry[] = [];
  for (const list of ['items', 'people', 'columns', 'highlights'] as const)
    content[list].forEach((_, index) => {
      const name = entryName(content, list, index);
      if (name && new RegExp(`${B}${escapeRegExp(lower(name))}${E}`, 'u').test(low))
        found.push({ list, index, name });
    });
  return found.sort((a, b) => b.name.length - a.name.length);
}

function withContent(spec: AppSpec, content: BriefContent): AppSpec {
  return { ...spec, content };
}

function listWord(list: ListName, lang: ReturnType<typeof replyLanguage>): string {
  const labels: Record<ListName, ReplyTexts> = {
    items: { en: 'item', tr: 'öğe', fr: 'élément', es: 'elemento', ru: 'позиция', ar: 'عنصر' },
    people: { en: 'person', tr: 'kişi', fr: 'personne', es: 'persona', ru: 'человек', ar: 'شخص' },
    columns: { en: 'column', tr: 'sütun', fr: 'colonne', es: 'columna', ru: 'колонка', ar: 'عمود' },
    highlights: {
      en: 'highlight',
      tr: 'öne çıkan',
      fr: 'point fort',
      es: 'destacado',
      ru: 'пункт',
      ar: 'ميزة',
    },
  };
  return say(lang, labels[list]);
}

/** The same content with one entry of a list replaced, removed or added. */
function changed(
  content: BriefContent,
  list: ListName,
  update: (entries: unknown[]) => unknown[],
): BriefContent {
  return { ...content, [list]: update([...content[list]]) };
}

/**
 * What the app shows, as content: what the brief listed, and for each list it left empty (a brief
 * that only said what the product is) what the blueprint shows in its place.
 */
function editableContent(spec: AppSpec): BriefContent | null {
  const stock = BLUEPRINTS[spec.kind].defaultContent?.(spec);
  const listed = spec.content;
  if (!stock && !listed) return null;
  const content: BriefContent = { ...emptyContent(), ...stock, ...listed };
  if (stock && listed) {
    if (listed.items.length === 0) {
      content.items = stock.items;
      content.itemsLabel = listed.itemsLabel ?? stock.itemsLabel;
    }
    if (listed.people.length === 0) {
      content.people = stock.people;
      content.peopleLabel = listed.peopleLabel ?? stock.peopleLabel;
    }
    if (listed.highlights.length === 0) {
      content.highlights = stock.highlights;
      content.highlightsLabel = listed.highlightsLabel ?? stock.highlightsLabel;
    }
    if (listed.columns.length === 0) content.columns = stock.columns;
    if (listed.hours.length === 0) {
      content.hours = stock.hours;
      if (stock.week) content.week = stock.week;
    }
  }
  return content;
}

/** Where a message of several changes splits: "make Pro $35 and rename Basic to Starter". */
const CLAUSE_BREAK = /\s*(?:;|,|\.\s|\s(?:and|then|also|ve|sonra|et|puis|y|luego|и|затем|ثم)\s)\s*/iu;

/**
 * The changes the message asks of what the app lists, or null when it asks none of these (the other
 * edits, of look and sections, then read it). A message of several clauses changes them in turn when
 * every clause is such a change; otherwise it is read whole ("add Sarah (colorist) to the team").
 */
export function contentEdit(spec: AppSpec, request: string, language: Language): ContentEdit | null {
  const whole = oneContentEdit(spec, request, language);
  const clauses = request.split(CLAUSE_BREAK).filter((clause) => clause.trim().length > 0);
  if (clauses.length < 2 || clauses.length > 6) return whole;
  let current = spec;
  const changes: string[] = [];
  const rest: string[] = [];
  let verb = '';
  for (const clause of clauses) {
    // "remove Tiramisu and Pepperoni": a clause without its own verb takes the one before it.
    const edit =
      oneContentEdit(current, clause, language) ??
      (verb ? oneContentEdit(current, `${verb} ${clause}`, language) : null);
    if (edit) {
      current = edit.spec;
      changes.push(...edit.changes);
      verb = /^\s*(\p{L}+)/u.exec(clause)?.[1] ?? verb;
    } else rest.push(clause);
  }
  if (changes.length === 0) return whole;
  // The whole message read as one change explains more of it than its clauses did.
  if (whole && whole.changes.length > changes.length) return whole;
  return { spec: current, changes, ...(rest.length > 0 ? { rest: rest.join(', ') } : {}) };
}

function oneContentEdit(spec: AppSpec, request: string, language: Language): ContentEdit | null {
  const content = editableContent(spec);
  if (!content) return null;
  const lang = replyLanguage(language);
  const message = request.trim().replace(/\s+/g, ' ').slice(0, 500);
  const low = lower(message);
  const named = mentioned(content, message);
  const target = named[0];

  // Rename: "rename Pro to Team", "Pro'nun adını Team yap".
  const rename =
    new RegExp(
      `${B}(?:${VERBS.rename})${E}\\s+(?:the\\s+)?(.+?)\\s+(?:\\p{L}+\\s+)?(?:${RENAME_TO})\\s+(.+)$`,
      'iu',
    ).exec(message) ??
    /^(.+?)(?:'?(?:n[ıiuü]n|[ıiuü]n))?\s+ad[ıi]n[ıi]\s+(.+?)\s+(?:yap|olarak değiştir|koy)\w*\s*[.!]?$/iu.exec(
      message,
    );
  if (rename && target) {
    const renamed = capitalise(tidy(rename[2]!));
    if (renamed && renamed.length <= 60 && lower(renamed) !== lower(target.name)) {
      const next = changed(content, target.list, (entries) =>
        entries.map((entry, index) =>
          index !== target.index
            ? entry
            : typeof entry === 'string'
              ? renamed
              : { ...(entry as BriefItem), name: renamed },
        ),
      );
      return {
        spec: withContent(spec, next),
        changes: [
          say(lang, {
            en: `renamed ${target.name} to ${renamed}`,
            tr: `${target.name} adı ${renamed} oldu`,
            fr: `${target.name} renommé en ${renamed}`,
            es: `${target.name} renombrado a ${renamed}`,
            ru: `«${target.name}» переименовано в «${renamed}»`,
            ar: `أُعيدت تسمية ${target.name} إلى ${renamed}`,
          }),
        ],
      };
    }
  }

  // Remove: "remove Tiramisu", "delete the Review column", "Tiramisu'yu kaldır".
  if (target && words(VERBS.remove).test(low)) {
    const next = changed(content, target.list, (entries) =>
      entries.filter((_, index) => index !== target.index),
    );
    return {
      spec: withContent(spec, next),
      changes: [
        say(lang, {
          en: `removed ${target.name}`,
          tr: `${target.name} kaldırıldı`,
          fr: `${target.name} retiré`,
          es: `${target.name} quitado`,
          ru: `«${target.name}» убрано`,
          ar: `أُزيل ${target.name}`,
        }),
      ],
    };
  }

  const currency =
    content.items.find((item) => item.price)?.price?.currency ?? defaultCurrency(message, language);
  // Numbers that are names ("Pro 2") are not prices: read the message without the names it mentions.
  const unnamed = named.reduce(
    (text, entry) => text.replace(new RegExp(escapeRegExp(entry.name), 'iu'), ' '),
    message,
  );
  const price = readPrice(unnamed, currency);
  const adding = words(VERBS.add).exec(low);

  // Price: "make the Basic plan 12 dollars", "Pro should cost $35", "Haircut 40 TL olsun".
  if (target?.list === 'items' && price && !adding && words(VERBS.price).test(low)) {
    const next = changed(content, 'items', (entries) =>
      entries.map((entry, index) => (index === target.index ? { ...(entry as BriefItem), price } : entry)),
    );
    const shown = new Intl.NumberFormat(lang === 'ar' ? 'ar' : lang, {
      style: 'currency',
      currency: price.currency,
      maximumFractionDigits: Number.isInteger(price.amount) ? 0 : 2,
    }).format(price.amount);
    return {
      spec: withContent(spec, next),
      changes: [
        say(lang, {
          en: `${target.name} now costs ${shown}`,
          tr: `${target.name} artık ${shown}`,
          fr: `${target.name} coûte maintenant ${shown}`,
          es: `${target.name} ahora cuesta ${shown}`,
          ru: `«${target.name}» теперь стоит ${shown}`,
          ar: `أصبح سعر ${target.name} ${shown}`,
        }),
      ],
    };
  }

  // Add: "add a Gift Card for $25", "add a QA column", "add Sarah (stylist) to the team".
  // "add a team section" adds a part of the page: the section edits read it.
  if (adding && !target && words(SECTION_WORDS).test(low)) return null;
  if (adding) {
    const list = (['columns', 'people', 'highlights', 'items'] as const).find((name) =>
      words(LIST_CUES[name]).test(low),
    );
    // "add Pay rent" to a list app: a thing for its list, unless it names a part of the page or its look.
    const plain =
      LIST_APPS.has(spec.kind) &&
      content.items.length > 0 &&
      !namesAPart(message.slice(adding.index + adding[0].length), BLUEPRINTS[spec.kind]) &&
      !words(LOOK_WORDS).test(low);
    const kind: ListName | undefined = list ?? (price || plain ? 'items' : undefined);
    if (!kind) return null;
    // The list's word is dropped where it names the list ("add a note Recipes", "add a QA column"),
    // not inside the new entry's name.
    const cue = `(?:${LIST_CUES[kind]})`;
    const said = message.slice(adding.index + adding[0].length);
    const leading = new RegExp(
      `^(\\s*(?:(?:a|an|the|new|one|another|bir|yeni|un|une|el|la|le)\\s+)*)${cue}${E}`,
      'iu',
    );
    const phrase = (
      leading.test(said)
        ? said.replace(leading, '$1 ')
        : said.replace(new RegExp(`${B}${cue}(?=\\s*(?:to|in|on|for|[.!]|$))`, 'iu'), ' ')
    )
      .replace(/\s(?:to|in|into|on|for)\s+(?:the|our|my)\s*$/iu, ' ')
      .replace(/\s(?:to|in|into|on)\s+(?:the|our|my)\s+\S+$/iu, ' ')
      .replace(/\b(?:called|named)\b/giu, ' ');
    const before = message.slice(0, adding.index);
    // Turkish puts the verb last: "QA sütunu ekle".
    const source =
      tidy(phrase).length > 0
        ? phrase
        : before.replace(new RegExp(`${B}(?:${LIST_CUES[kind]})${E}`, 'giu'), ' ');
    const read = readBriefContent(
      `Items: ${source.replace(/\s+(?:for|at)\s+(?=[$€£₺₽\d])/iu, ' ')}`,
      language,
    ).items[0];
    const name = capitalise(tidy(read?.name ?? source).replace(/\s+(?:for|at|için)$/iu, ''));
    if (!name || name.length > 60 || name.split(/\s+/).length > 8) return null;
    if (content[kind].some((_, index) => lower(entryName(content, kind, index)) === lower(name))) return null;
    let entry: unknown;
    if (kind === 'items') entry = { ...(read ?? {}), name, ...(price ? { price } : {}) } satisfies BriefItem;
    else if (kind === 'people') {
      const role = /\(([^)]+)\)/.exec(source)?.[1]?.trim();
      entry = {
        name: capitalise(tidy(name.replace(/\([^)]*\)/, ''))),
        ...(role ? { role } : {}),
      } satisfies BriefPerson;
    } else entry = name;
    const next = changed(content, kind, (entries) => [...entries, entry]);
    return {
      spec: withContent(spec, next),
      changes: [
        say(lang, {
          en: `added ${name} (${listWord(kind, lang)})`,
          tr: `${name} eklendi (${listWord(kind, lang)})`,
          fr: `${name} ajouté (${listWord(kind, lang)})`,
          es: `${name} añadido (${listWord(kind, lang)})`,
          ru: `добавлено: ${name} (${listWord(kind, lang)})`,
          ar: `أُضيف ${name} (${listWord(kind, lang)})`,
        }),
      ],
    };
  }
  return null;
}
