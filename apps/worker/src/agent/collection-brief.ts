/**
 * A brief for something to keep track of, read as a structure: the thing (plants, records, clients),
 * the fields the person listed with their types (a date, an amount, one of a few options, "every N
 * days"), what the app should work out (what is due, totals, averages) and the items they named.
 *
 * "An app to track my houseplants: name, room, water every N days, last watered. Show which need
 * water today." becomes houseplant { name: text, room: text, water every: interval since last
 * watered, last watered: date } with a due summary.
 *
 * The words that tell types apart live in one lexicon per language (`satisfies BriefLexicon`); a
 * language without one reads as English, which still finds lists after a colon.
 */
import type { FieldDef, FieldType, Summary } from '@atelier/app-kit/collection';
import type { AppLanguage } from './spec.ts';

export interface CollectionBrief {
  entity: { singular: string; plural: string };
  fields: FieldDef[];
  titleField: string;
  summaries: Summary[];
  groupBy?: string;
  dueField?: string;
  /** Items the person named ("e.g. Monstera, Fern and Pothos"). */
  seedTitles: string[];
  /** The list of fields as written, so that words in it ("notes", "rating") do not choose a template. */
  fieldList: string;
}

interface BriefLexicon {
  /** Verbs and phrases before the thing kept ("track my", "keep a list of"). */
  keeping: RegExp;
  /** Words that open the field list after the thing ("with", "including", "each has"). */
  listOpeners: RegExp;
  /** Words that end the field list (a new sentence, "so that", "and show"). */
  listEnd: RegExp;
  /** Phrases that introduce examples ("e.g.", "such as", "like"). */
  examples: RegExp;
  /** Articles and possessives dropped from the start of a field ("the", "its", "a"). */
  leading: RegExp;
  /** Words that split a list ("and"). */
  and: RegExp;
  types: { type: FieldType; words: RegExp }[];
  /** Units a number field is measured in ("km", "minutes"). */
  unit: RegExp;
  /** The date field an interval counts from starts with this ("last watered"). */
  lastPrefix: RegExp;
  /** "every N days" in a field: the interval. */
  every: RegExp;
  /** The person asks what is due ("need water today", "overdue", "remind me"). */
  due: RegExp;
  total: RegExp;
  average: RegExp;
  /** Field labels that name an item ("name", "title"). */
  titleWords: RegExp;
  /** A name for the title field when the person listed none. */
  nameLabel: string;
  /** A last-done date when an interval has none. */
  lastDoneLabel: string;
  /** Currency for money fields when none is said. */
  currency: string;
  singular(word: string): string;
  plural(word: string): string;
}

const CURRENCIES: [RegExp, string][] = [
  [/\$|\busd\b|\bdollars?\b/i, 'USD'],
  [/€|\beur\b|\beuros?\b/i, 'EUR'],
  [/£|\bgbp\b|\bpounds?\b/i, 'GBP'],
  [/₺|\btl\b|\btry\b|\blira\b/i, 'TRY'],
  [/¥|\bjpy\b|\byen\b/i, 'JPY'],
];

function englishSingular(word: string): string {
  if (/(ss|us|is)$/i.test(word)) return word;
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zes)$/i.test(word)) return word.slice(0, -2);
  if (/(movie|cookie|pie|tie|calorie|recipe|note|vehicle|bike|plate|tube)s$/i.test(word))
    return word.slice(0, -1);
  return word.replace(/s$/i, '');
}

const EN = {
  keeping:
    /\b(?:track(?:s|ing)?|keep(?:ing)? track of|manag(?:e|es|ing)|organi[sz](?:e|es|ing)|log(?:s|ging)?|catalog(?:ue)?(?:s|ing)?|record(?:s|ing)?|list(?:s|ing)?|store|collect(?:s|ing)?|inventory of|database of|collection of|list of|register of|tracker for|log of|for (?:tracking|managing|logging)|something (?:for|to (?:track|manage|log|keep))(?=\s+(?:all\s+)?(?:my|our|the|your)\b)|(?:app|tool|tracker|database|system|dashboard)\s+(?:for|of|to (?:track|manage|log|organi[sz]e|keep))(?=\s+(?:all\s+)?(?:my|our|the|your)\b))\s+(?:all\s+|of\s+)?(?:my|our|the|your|his|her|their|a|an)?\s*/gi,
  listOpeners:
    /(?::|\s[-–—]\s|\b(?:with(?:\s+(?:a|an|the|their|its|fields?|columns?|details?)(?:\s+(?:for|like|such as))?)?|including|that (?:has|have|store|stores|records?)|where each (?:one )?(?:has|gets)|each (?:one |entry |item )?(?:has|with|gets|should have)|storing|recording|fields?:?|columns?:?|details?:?)\s)/i,
  listEnd:
    /(?:[.?!]\s|[.?!]$|\n|;\s*(?:show|and show|it should|i want)|\s(?:so (?:that )?i|so we|and (?:show|tell|remind|highlight|let|see|sort|filter|list|mark|flag)|,\s*(?:show|and show)|to (?:see|show|know)|which (?:shows?|tells?|reminds?))\b)/i,
  examples: /\b(?:e\.?g\.?|for example|such as|like|including)\s*[:,]?\s*/i,
  leading: /^(?:(?:a|an|the|its|their|his|her|my|our|your|each|one)\s+)+/i,
  and: /\s+(?:and|&|plus)\s+/i,
  types: [
    { type: 'interval', words: /\bevery\b|\bhow often\b|\bfrequency\b|\binterval\b|\bonce (?:a|every)\b/i },
    {
      type: 'longtext',
      words:
        /\b(?:notes?|description|comments?|details|summary|review|thoughts|how (?:i|it) felt|feelings?|journal|ingredients|instructions)\b/i,
    },
    {
      type: 'money',
      words:
        /\b(?:price|cost|costs|amount|paid|spent|budget|salary|fee|fees|rent|value|total|invoice|revenue|income|expense|bill)\b|[$€£₺¥]/i,
    },
    {
      type: 'date',
      words:
        /\b(?:date|day|birthday|deadline|due|when|last \w+|next \w+|started|finished|bought|purchased|planted|born|expires?|expiry|since|until|anniversary|visit|renewal|renews)\b|\b\w+ (?:on|at)$/i,
    },
    { type: 'time', words: /\b(?:time of day|at what time|start time|end time|hour)\b/i },
    { type: 'rating', words: /\b(?:rating|stars?|score out of 5|how (?:good|much i liked)|rate)\b/i },
    { type: 'email', words: /\be-?mails?\b/i },
    { type: 'phone', words: /\b(?:phone|mobile|telephone|cell)\b/i },
    { type: 'url', words: /\b(?:url|link|website|web site|site)\b/i },
    {
      type: 'boolean',
      words:
        /\b(?:done|paid\?|returned|read\?|finished\?|active|available|completed|yes\/no|is \w+|has \w+|owned|favou?rite|signed|confirmed)\b/i,
    },
    {
      type: 'number',
      words:
        /\b(?:number|count|quantity|qty|amount of|how many|age|year|weight|height|length|width|distance|duration|minutes|hours|km|miles|kg|lbs?|pages|mileage|calories|reps|sets|size|level|temperature|pace|speed|steps|liters|litres|players|people|guests|servings|portions)\b/i,
    },
    {
      type: 'choice',
      words:
        /\b(?:status|type|category|kind|priority|condition|genre|stage|level|mood|room|location|format|platform|species|breed)\b/i,
    },
  ],
  unit: /\b(?:in|\()\s*(km|kilometers|kilometres|miles|mi|kg|kilograms|lbs?|pounds|minutes|mins|hours|hrs|pages|calories|kcal|liters|litres|ml|cm|m|meters|steps|reps)\b\)?|\b(km|kg|mins?|hrs?|kcal|cm)\b/i,
  lastPrefix: /^last\s+/i,
  every:
    /\bevery\s+(?:n|x|\d+|few|couple of)?\s*(days?|weeks?|months?|years?)\b|\bhow often\b|\bfrequency\b|\binterval\b/i,
  due: /\b(?:need(?:s)? (?:to be )?\w+(?: \w+)? (?:today|soon|now)|due|overdue|remind(?:er|s)?|which ones? need|what needs|needs? (?:water|watering|feeding|cleaning|service|servicing|attention|a check)|late|expir)/i,
  total: /\b(?:total|sum|how much|spent|spend|add up|adds up)\b/i,
  average: /\b(?:average|avg|mean)\b/i,
  titleWords: /^(?:name|title|names?|what|item|label|full name|model|album|book|song|dish|recipe)$/i,
  nameLabel: 'Name',
  lastDoneLabel: 'Last done',
  currency: 'USD',
  singular: englishSingular,
  plural: (word) =>
    /(?:s|x|z|ch|sh)$/i.test(word)
      ? `${word}es`
      : /[^aeiou]y$/i.test(word)
        ? `${word.slice(0, -1)}ies`
        : `${word}s`,
} satisfies BriefLexicon;

/** "bitkilerimi" -> "bitki": the plural and the possessive and case endings off. */
function turkishSingular(word: string): string {
  const plural = word.replace(
    /(?:lar|ler)(?:ım|im|um|üm|ımız|imiz|umuz|ümüz)?(?:ı|i|u|ü|a|e|ın|in|un|ün)?$/u,
    '',
  );
  if (plural !== word && plural) return plural;
  // "kitaplığımı" (my library, as an object) -> "kitaplık": the possessive and case off, ğ back to k.
  const bare = word.length > 6 ? word.replace(/(?:ımı|imi|umu|ümü|ımız|imiz|ım|im|um|üm)$/u, '') : word;
  return bare.replace(/ğ$/u, 'k') || word;
}

function turkishPlural(word: string): string {
  const vowels = word.match(/[aeıioöuü]/giu) ?? [];
  return `${word}${/[aıou]/iu.test(vowels.at(-1) ?? 'e') ? 'lar' : 'ler'}`;
}

const TR = {
  keeping:
    /(?:^|\s)(?:benim\s+|bizim\s+)?(?=\S+\s+(?:takip|takibi|listesi|kaydı|kayıtları|envanteri|koleksiyonu|yönetimi|günlüğü))/giu,
  listOpeners: /(?::|\s[-–—]\s|\s(?:ile|içeren|alanları|sütunları|bilgileri)\s)/iu,
  listEnd: /(?:\.\s|\.$|\n|\s(?:ve (?:göstersin|hatırlatsın|listelesin)|göstersin|böylece)\b)/iu,
  examples: /(?:örneğin|mesela|gibi)\s*[:,]?\s*/iu,
  leading: /^(?:(?:bir|her|onun|benim)\s+)+/iu,
  and: /\s+(?:ve|ile|&)\s+/iu,
  types: [
    { type: 'interval', words: /(?:her\s+\S+\s+günde|kaç günde bir|sıklığı|sıklık|aralığı)/iu },
    { type: 'longtext', words: /(?:not(?:lar)?|açıklama|yorum|düşünce|içindekiler|tarif)/iu },
    {
      type: 'money',
      words:
        /(?:fiyat|ücret|tutar|maliyet|masraf|harcama|ödenen|bütçe|maaş|kira|gelir|gider|fatura|[$€£₺])/iu,
    },
    { type: 'date', words: /(?:tarih|gün(?:ü)?$|doğum günü|son \S+|bitiş|başlangıç|alındığı|ziyaret)/iu },
    { type: 'rating', words: /(?:puan|yıldız|değerlendirme)/iu },
    { type: 'email', words: /e-?posta|e-?mail/iu },
    { type: 'phone', words: /telefon|cep/iu },
    { type: 'url', words: /(?:bağlantı|link|web sitesi|adres(?:i)? \(url\))/iu },
    { type: 'boolean', words: /(?:tamamlandı|okundu|ödendi|aktif|mevcut|favori)/iu },
    {
      type: 'number',
      words: /(?:sayı|sayısı|adet|miktar|yaş|yıl|ağırlık|boy|mesafe|süre|dakika|saat|km|kg|sayfa|kalori)/iu,
    },
    { type: 'choice', words: /(?:durum|tür|türü|kategori|öncelik|tür|oda|konum|tür)/iu },
  ],
  unit: /\b(km|kg|dakika|saat|sayfa|kalori|litre|cm|m)\b/iu,
  lastPrefix: /^son\s+/iu,
  every: /(?:her\s+\S+\s+günde|kaç günde bir|sıklığı|sıklık|aralığı)/iu,
  due: /(?:hangileri(?:nin)?|bugün|geciken|gecikmiş|hatırlat|zamanı gelen)/iu,
  total: /(?:toplam|ne kadar)/iu,
  average: /(?:ortalama)/iu,
  titleWords: /^(?:ad|adı|isim|ismi|başlık|ad soyad)$/iu,
  nameLabel: 'Ad',
  lastDoneLabel: 'Son yapılma',
  currency: 'TRY',
  singular: turkishSingular,
  plural: turkishPlural,
} satisfies BriefLexicon;

/** Field lists are read in English and Turkish; briefs in other languages are read with English words. */
const LEXICONS: Partial<Record<AppLanguage, BriefLexicon>> = { en: EN, tr: TR };

function capitalize(text: string, language: AppLanguage): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** "Last watered" -> "lastWatered"; unique among `taken`. */
function fieldKey(label: string, taken: Set<string>): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let key = words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('') || 'field';
  if (/^\d/.test(key)) key = `f${key}`;
  let unique = key;
  for (let n = 2; taken.has(unique); n++) unique = `${key}${n}`;
  taken.add(unique);
  return unique;
}

/** Splits a list at commas and "and", never inside parentheses. */
function splitList(text: string, lexicon: BriefLexicon): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === ',' || char === ';' || char === '/')) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  // "and" splits too, but not inside parentheses: "walk days and price (in $)".
  const hide = (text: string) => text.replace(/\([^)]*\)/g, (group) => group.replace(/\s/g, '\uE002'));
  return parts
    .flatMap((part) => hide(part).split(lexicon.and))
    .map((part) => part.replace(/\uE002/g, ' '))
    .map((part) => part.trim())
    .filter(Boolean);
}

interface ParsedField {
  label: string;
  type: FieldType;
  options?: string[];
  unit?: string;
  currency?: string;
}

/** One listed field: its label, type, options in parentheses, unit and currency. */
function readField(raw: string, lexicon: BriefLexicon, language: AppLanguage): ParsedField | null {
  let phrase = raw.replace(lexicon.leading, '').trim();
  let options: string[] | undefined;
  const parenthesis = /\(([^)]*)\)/.exec(phrase);
  if (parenthesis) {
    const inner = parenthesis[1]!.trim();
    const listed = splitList(inner, lexicon).map((o) => o.replace(/^(?:or|veya)\s+/i, '').trim());
    if (listed.length >= 2 && listed.every((o) => o.length <= 30)) options = listed;
    phrase = phrase.replace(parenthesis[0], ' ').replace(/\s+/g, ' ').trim();
  }
  phrase = phrase
    .replace(/^[-•*]\s*/, '')
    .replace(/[.:!?]+$/, '')
    .trim();
  if (!phrase || phrase.length > 60 || phrase.split(/\s+/).length > 7) return null;

  const unitMatch = lexicon.unit.exec(raw);
  const unit = unitMatch ? (unitMatch[1] ?? unitMatch[2])?.toLowerCase() : undefined;
  const currency = CURRENCIES.find(([pattern]) => pattern.test(raw))?.[1];
  let type: FieldType = 'text';
  if (options) type = 'choice';
  else {
    for (const candidate of lexicon.types) {
      // "her 180 günde bir": the word that makes an interval is one `leading` drops elsewhere.
      if (candidate.words.test(candidate.type === 'interval' ? raw : phrase)) {
        type = candidate.type;
        break;
      }
    }
  }
  // A choice word with no options listed is free text ("room", "location").
  if (type === 'choice' && !options) type = 'text';
  if (type === 'text' && currency) type = 'money';
  if (type === 'text' && unit) type = 'number';
  // "distance in km": the unit is part of the value, not of the label.
  let label = phrase
    .replace(
      /\s+(?:in|\()\s*(?:km|kilometers|kilometres|miles|mi|kg|kilograms|lbs?|pounds|minutes|mins|hours|hrs|pages|calories|kcal|liters|litres|ml|cm|m|meters|steps|reps)\)?$/i,
      '',
    )
    .replace(/\s+(?:in\s+)?(?:usd|eur|gbp|dollars?|euros?|pounds?|lira|tl)$/i, '')
    .replace(/\s+(?:in\s+)?[$€£₺¥]$/, '')
    .replace(/\s+every\s+(?:n|x|\d+|few|couple of)\s*(?:days?|weeks?|months?|years?)$/i, ' every')
    .trim();
  if (type === 'interval' && language === 'en') {
    // "water every N days" -> "Water every (days)"; "how often to water" -> "Water every (days)".
    const how = /^how often (?:to |do i |i )?(.+)$/i.exec(label);
    if (how?.[1]) label = `${how[1]} every`;
  }
  return {
    label: capitalize(label, language),
    type,
    ...(options ? { options } : {}),
    ...(unit && type === 'number' ? { unit } : {}),
    ...(type === 'money' ? { currency: currency ?? lexicon.currency } : {}),
  };
}

/** The thing being kept: the noun phrase after "track my" and before the list. */
function readEntity(
  prompt: string,
  lexicon: BriefLexicon,
  language: AppLanguage,
): { plural: string; index: number; end: number } | null {
  lexicon.keeping.lastIndex = 0;
  for (const match of prompt.matchAll(lexicon.keeping)) {
    const start = match.index + match[0].length;
    const rest = prompt.slice(start);
    const stop =
      /[:,.;(—–\n]|\s[-–]\s|\s(?:with|including|that|where|and|so|for|in|by|to|on|which|who|i|we|you|they|he|she|ile|için|takip|listesi|kaydı|kayıtları|envanteri|koleksiyonu|yönetimi|günlüğü)\b/iu.exec(
        rest,
      );
    const phrase = rest
      .slice(0, stop ? stop.index : rest.length)
      .trim()
      .replace(lexicon.leading, '')
      .replace(/^(?:all|every|of)\s+/i, '');
    const words = phrase.split(/\s+/).filter((w) => /^[\p{L}-]{2,}$/u.test(w));
    // "my board game collection" keeps board games.
    const collective =
      /^(?:collection|list|inventory|library|log|tracker|catalog(?:ue)?|database|koleksiyonu|listesi|envanteri)$/iu;
    if (words.length >= 2 && collective.test(words.at(-1)!)) {
      words.pop();
      words[words.length - 1] = lexicon.plural(words.at(-1)!);
    }
    if (words.length === 0 || words.length > 3) continue;
    if (
      /^(?:app|application|tool|website|site|page|list|things?|stuff|everything|uygulama|araç)$/iu.test(
        words.at(-1)!,
      )
    )
      continue;
    return {
      plural: words.join(' ').toLocaleLowerCase(language),
      index: start,
      end: start + (stop ? stop.index : rest.length),
    };
  }
  return null;
}

/** The field list: after a colon or "with" following the thing, up to the end of its sentence. */
function readFieldList(prompt: string, from: number, lexicon: BriefLexicon): string | null {
  const rest = prompt.slice(from);
  const opener = lexicon.listOpeners.exec(rest);
  if (!opener || opener.index > 40) return null;
  let list = rest.slice(opener.index + opener[0].length);
  const end = lexicon.listEnd.exec(list);
  if (end) list = list.slice(0, end.index);
  // Examples that follow the fields are items, not fields.
  const examples = new RegExp(`[,;]?\\s*${lexicon.examples.source}`, 'i').exec(list);
  if (examples) list = list.slice(0, examples.index);
  return list.trim() || null;
}

/** Items named as examples ("e.g. Monstera, Fern and Pothos"). */
function readExamples(prompt: string, lexicon: BriefLexicon): string[] {
  const match = lexicon.examples.exec(prompt);
  if (!match) return [];
  let list = prompt.slice(match.index + match[0].length);
  const end = /[.:;)\n]|\s[-–—]\s/.exec(list);
  if (end) list = list.slice(0, end.index);
  return splitList(list, lexicon)
    .map((item) => item.replace(lexicon.leading, '').trim())
    .filter((item) => item.length >= 2 && item.length <= 40 && item.split(/\s+/).length <= 4)
    .slice(0, 8);
}

/**
 * The collection a brief describes, or null when it lists no fields of a thing (then the blueprint's
 * own list stays what it was).
 */
export function readCollectionBrief(prompt: string, language: AppLanguage): CollectionBrief | null {
  const lexicon = LEXICONS[language] ?? EN;
  const entity = readEntity(prompt, lexicon, language) ?? readEntity(prompt, EN, language);
  if (!entity) return null;
  const list = readFieldList(prompt, entity.end, lexicon) ?? readFieldList(prompt, entity.end, EN);
  if (!list) return null;
  const parsed = splitList(list, lexicon)
    .map((item) => readField(item, lexicon, language))
    .filter((field): field is ParsedField => field !== null);
  // Two plain words ("pricing and FAQ") are sections of a page, not the fields of a thing.
  if (parsed.length < 2 || (parsed.length < 3 && parsed.every((field) => field.type === 'text'))) return null;

  const taken = new Set<string>();
  const fields: FieldDef[] = parsed.map((field) => ({ key: fieldKey(field.label, taken), ...field }));
  // An interval counts from the "last …" date field, which is created when the person named none.
  for (const interval of fields.filter((f) => f.type === 'interval')) {
    let since = fields.find((f) => f.type === 'date' && lexicon.lastPrefix.test(f.label));
    if (!since) {
      since = { key: fieldKey(lexicon.lastDoneLabel, taken), label: lexicon.lastDoneLabel, type: 'date' };
      fields.splice(fields.indexOf(interval) + 1, 0, since);
    }
    interval.since = since.key;
  }
  // The item's name: a field called so, else a text field among the first two, else the first field
  // (a run is named by its date).
  const thing = lexicon.singular(entity.plural.split(' ').at(-1) ?? '').toLowerCase();
  let title =
    fields.find((f) => f.type === 'text' && lexicon.titleWords.test(f.label.toLowerCase())) ??
    // "Dog name" names a dog; "Owner name" does not.
    fields.find(
      (f) =>
        f.type === 'text' && f.label.toLowerCase().includes(thing) && /name|title|ad|isim/i.test(f.label),
    );
  title ??= fields.slice(0, 2).find((f) => f.type === 'text') ?? fields[0];
  if (!title) {
    title = { key: fieldKey(lexicon.nameLabel, taken), label: lexicon.nameLabel, type: 'text' };
    fields.unshift(title);
  }
  title.required = true;

  const summaries: Summary[] = ['count'];
  const hasInterval = fields.some((f) => f.type === 'interval');
  const deadline = fields.find(
    (f) => f.type === 'date' && /\b(?:due|deadline|expir|until|renew|bitiş|son ödeme)/iu.test(f.label),
  );
  if (hasInterval || deadline || lexicon.due.test(prompt)) {
    if (hasInterval || deadline) summaries.push('due');
  }
  if (
    fields.some((f) => f.type === 'money') ||
    (lexicon.total.test(prompt) && fields.some((f) => f.type === 'number'))
  ) {
    summaries.push('total');
  }
  if (
    fields.some((f) => f.type === 'rating') ||
    (lexicon.average.test(prompt) && fields.some((f) => f.type === 'number'))
  ) {
    summaries.push('average');
  }
  const groupBy = fields.find((f) => f.type === 'choice');
  if (groupBy) summaries.push('byChoice');

  // "my beekeeping: hive name, …": an activity keeps the things its name field names.
  const named = language === 'en' && /ing$/i.test(entity.plural) ? /^(\w+) name$/i.exec(title.label) : null;
  const words = named ? [lexicon.plural(named[1]!.toLowerCase())] : entity.plural.split(' ');
  const singular = [...words.slice(0, -1), lexicon.singular(words.at(-1)!)].join(' ');
  const plural =
    singular === words.join(' ')
      ? words.join(' ')
      : [...words.slice(0, -1), lexicon.plural(lexicon.singular(words.at(-1)!))].join(' ');
  const seedTitles = readExamples(prompt.slice(entity.index), lexicon).filter(
    (item) => !fields.some((f) => f.label.toLowerCase() === item.toLowerCase()),
  );
  return {
    entity: { singular, plural },
    fields,
    titleField: title.key,
    summaries,
    ...(groupBy ? { groupBy: groupBy.key } : {}),
    ...(deadline && !hasInterval ? { dueField: deadline.key } : {}),
    seedTitles,
    fieldList: list,
  };
}

/**
 * One field as a person names it in a follow-up ("a priority field (low, medium, high)"), with the
 * same typing as the first brief and a key unique in `fields`; null when it is not a field name.
 */
export function fieldFromPhrase(
  raw: string,
  fields: readonly FieldDef[],
  language: AppLanguage,
): FieldDef | null {
  const parsed = readField(raw, LEXICONS[language] ?? EN, language);
  if (!parsed) return null;
  return { key: fieldKey(parsed.label, new Set(fields.map((f) => f.key))), ...parsed };
}
