/**
 * When and where a brief's event takes place: "on 12 June 2026 at Kadıköy Hall", "Saturday 14
 * September, 4pm at Villa Rosa, Bodrum", "le 3 mars à 19h au Café Lumen", "el 12 de junio a las 19:00
 * en Casa Azul", "12 июня в 19:00 в клубе «Орбита»", "14 Eylül 2026 saat 16.00'da", "في 12 يونيو في
 * فندق النخيل". One date, one time and one venue at most: a brief with a timetable is read elsewhere.
 */

export interface EventDetails {
  /** "2026-06-12", or "--06-12" when the brief gives no year. */
  date?: string;
  /** "16:00". */
  time?: string;
  /** "Villa Rosa, Bodrum", as written. */
  venue?: string;
}

/** Month names by month (1-12), every form a brief may use: English, Turkish, French, Spanish, Russian, Arabic. */
const MONTHS: string[][] = [
  ['january', 'jan', 'ocak', 'janvier', 'janv', 'enero', 'января', 'январь', 'يناير', 'كانون الثاني'],
  [
    'february',
    'feb',
    'şubat',
    'subat',
    'février',
    'fevrier',
    'févr',
    'febrero',
    'февраля',
    'февраль',
    'فبراير',
    'شباط',
  ],
  ['march', 'mar', 'mart', 'mars', 'marzo', 'марта', 'март', 'مارس', 'آذار'],
  ['april', 'apr', 'nisan', 'avril', 'abril', 'апреля', 'апрель', 'أبريل', 'ابريل', 'نيسان'],
  ['may', 'mayıs', 'mayis', 'mai', 'mayo', 'мая', 'май', 'مايو', 'أيار'],
  ['june', 'jun', 'haziran', 'juin', 'junio', 'июня', 'июнь', 'يونيو', 'حزيران'],
  ['july', 'jul', 'temmuz', 'juillet', 'julio', 'июля', 'июль', 'يوليو', 'تموز'],
  ['august', 'aug', 'ağustos', 'agustos', 'août', 'aout', 'agosto', 'августа', 'август', 'أغسطس', 'آب'],
  [
    'september',
    'sep',
    'sept',
    'eylül',
    'eylul',
    'septembre',
    'septiembre',
    'setiembre',
    'сентября',
    'сентябрь',
    'سبتمبر',
    'أيلول',
  ],
  ['october', 'oct', 'ekim', 'octobre', 'octubre', 'октября', 'октябрь', 'أكتوبر', 'اكتوبر', 'تشرين الأول'],
  [
    'november',
    'nov',
    'kasım',
    'kasim',
    'novembre',
    'noviembre',
    'ноября',
    'ноябрь',
    'نوفمبر',
    'تشرين الثاني',
  ],
  [
    'december',
    'dec',
    'aralık',
    'aralik',
    'décembre',
    'decembre',
    'déc',
    'diciembre',
    'декабря',
    'декабрь',
    'ديسمبر',
    'كانون الأول',
  ],
];

const MONTH_OF = new Map(MONTHS.flatMap((names, index) => names.map((name) => [name, index + 1] as const)));
/** Longest first, so "sept" is not read as "sep" and "mars" not as "mar". */
const MONTH = [...MONTH_OF.keys()]
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/\./g, '\\.'))
  .join('|');
/** Not inside a word: "mar" in "market" or "may" in "mayor" is no month. */
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}])';
const ORDINAL = '(?:st|nd|rd|th|er|e|\\.)?';

/**
 * "12 June 2026", "12 juin", "12 de junio de 2026", "12 июня 2026 г.", "14 Eylül 2026"; a day and its
 * month are on one line ("Concorde 2\nMar 16" is a place, then a day).
 */
const DAY_MONTH = new RegExp(
  `${EDGE_BEFORE}(\\d{1,2})${ORDINAL}[^\\S\\n]+(?:de\\s+)?(${MONTH})\\.?${EDGE_AFTER}(?:,?\\s+(?:de\\s+)?(\\d{4}))?`,
  'iu',
);
/** "del 12 al 15 de noviembre", "12–15 Haziran", "с 12 по 15 ноября": a stretch of days; it starts on the first. */
const DAY_RANGE_MONTH = new RegExp(
  `${EDGE_BEFORE}(\\d{1,2})${ORDINAL}\\s*(?:-|–|—|al|au|à|to|till|until|по|إلى|الى|ile|ila)\\s*\\d{1,2}${ORDINAL}\\s+(?:de\\s+)?(${MONTH})\\.?${EDGE_AFTER}(?:,?\\s+(?:de\\s+)?(\\d{4}))?`,
  'iu',
);
/** "June 12, 2026", "March 3rd". */
const MONTH_DAY = new RegExp(
  `${EDGE_BEFORE}(${MONTH})\\.?[^\\S\\n]+(\\d{1,2})${ORDINAL}(?![\\d:])(?:,?\\s+(\\d{4}))?`,
  'iu',
);
/** "2026-06-12", and day-first "12.06.2026" / "12/06/2026". */
const ISO_DATE = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/;
const DOTTED_DATE = /(?<![\d.])(\d{1,2})[./](\d{1,2})[./](\d{4})(?!\d)/;

/** "4pm", "4:30 pm", "19:00", "19h", "19h30", "19.00" after a cue ("at 19.00", "saat 19.00"). */
const TIME_12 = /(?<![\d:.])(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?(?![\p{L}])/iu;
const TIME_24 = /(?<![\d:.])([01]?\d|2[0-3])(?::|h|\.(?=\d{2}))([0-5]\d)?(?![\d\p{L}])/u;
const TIME_CUE = /(?:\bat|\bfrom|à|a las|a la|desde|в|с|saat|الساعة|من)\s+$|^\s*$|\b(?:starts?|doors)\s+$/iu;

/** Words after a time that put it after noon: Arabic evening, night and afternoon, Russian "вечера", "дня". */
const EVENING_AFTER = /^\s*(?:مساءً?|مساءا|ليلاً?|ليلا|العصر|عصراً?|بعد الظهر|вечера|дня)(?![\p{L}])/u;

/** Words before a venue: "at Villa Rosa", "au Café Lumen", "en Casa Azul", "в клубе «Орбита»", "في فندق النخيل". */
const VENUE_CUE =
  /(?:^|[\s,])(?:(?:venue|place|location|where|yer|mekan|lieu|adresse|lugar|место|المكان)\s*:|at|à l['’]|à la|au|à|chez|en el|en la|en|desde el|desde la|в|во|на|في|بـ?قاعة)\s+/iu;

/** Weekday names by day (0 = Sunday, as Date#getUTCDay counts), in the six languages. */
const WEEKDAYS: string[][] = [
  ['sunday', 'pazar', 'dimanche', 'domingo', 'воскресенье', 'الأحد', 'الاحد'],
  ['monday', 'pazartesi', 'lundi', 'lunes', 'понедельник', 'الإثنين', 'الاثنين'],
  ['tuesday', 'salı', 'sali', 'mardi', 'martes', 'вторник', 'الثلاثاء'],
  [
    'wednesday',
    'çarşamba',
    'carsamba',
    'mercredi',
    'miércoles',
    'miercoles',
    'среда',
    'среду',
    'الأربعاء',
    'الاربعاء',
  ],
  ['thursday', 'perşembe', 'persembe', 'jeudi', 'jueves', 'четверг', 'الخميس'],
  ['friday', 'cuma', 'vendredi', 'viernes', 'пятница', 'пятницу', 'الجمعة'],
  ['saturday', 'cumartesi', 'samedi', 'sábado', 'sabado', 'суббота', 'субботу', 'السبت'],
];
const WEEKDAY_OF = new Map(WEEKDAYS.flatMap((names, day) => names.map((name) => [name, day] as const)));

/** True when the word names a day of the week in one of the six languages. */
export function isWeekday(word: string): boolean {
  return WEEKDAY_OF.has(word.toLocaleLowerCase().replace(/[.,]$/, ''));
}
const WEEKDAY = [...WEEKDAY_OF.keys()].sort((a, b) => b.length - a.length).join('|');
/** The weekday written right before a date ("Friday 14 August", "le vendredi 14 août", "يوم الجمعة 14 أغسطس"). */
const WEEKDAY_BEFORE = new RegExp(
  `${EDGE_BEFORE}(${WEEKDAY})(?![\\p{L}])[\\s,،]*(?:the|le|el|den)?\\s*$`,
  'iu',
);
/** The weekday written right after it ("14 Ağustos Cuma", "14 августа, пятница"). */
const WEEKDAY_AFTER = new RegExp(`^[\\s,،]*(${WEEKDAY})(?![\\p{L}])`, 'iu');
/**
 * How many of a date's coming years a weekday may choose between: its next coming and the one after.
 * Further out an event is not what the person meant (a weekday copied from an earlier year, say): the
 * date keeps its next coming, and the plan shows it with its own weekday for the person to correct.
 */
const WEEKDAY_YEARS = 2;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function dateOf(year: string | undefined, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return `${year ?? '-'}-${pad(month)}-${pad(day)}`;
}

/** The weekday a brief writes next to a date's span, if any (0 = Sunday). */
function weekdayAround(text: string, start: number, end: number): number | undefined {
  const name =
    WEEKDAY_BEFORE.exec(text.slice(Math.max(0, start - 24), start))?.[1] ??
    WEEKDAY_AFTER.exec(text.slice(end))?.[1];
  return name === undefined ? undefined : WEEKDAY_OF.get(name.toLocaleLowerCase());
}

/**
 * The year of a date written with a weekday and no year ("Friday 14 August"): of the date's next two
 * comings (from `today`), the one on that weekday, so the page shows the weekday the person wrote;
 * failing that, the date's next coming.
 */
export function yearForWeekday(month: number, day: number, weekday: number, today: Date): number {
  const thisYear = today.getUTCFullYear();
  const todayKey = today.toISOString().slice(5, 10);
  const first = `${pad(month)}-${pad(day)}` >= todayKey ? thisYear : thisYear + 1;
  let next: number | undefined;
  for (let year = first; year < first + WEEKDAY_YEARS; year++) {
    const date = new Date(Date.UTC(year, month - 1, day));
    // 29 February of a year that has none rolls over to March: not that date.
    if (date.getUTCMonth() !== month - 1) continue;
    next ??= year;
    if (date.getUTCDay() === weekday) return year;
  }
  return next ?? first;
}

function readDate(text: string, today: Date): { date: string; start: number; end: number } | null {
  const found = readWrittenDate(text);
  if (!found || !found.date.startsWith('--')) return found;
  const weekday = weekdayAround(text, found.start, found.end);
  if (weekday === undefined) return found;
  const parsed = parseEventDate(found.date)!;
  return {
    ...found,
    date: `${yearForWeekday(parsed.month, parsed.day, weekday, today)}${found.date.slice(1)}`,
  };
}

function readWrittenDate(text: string): { date: string; start: number; end: number } | null {
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const date = dateOf(iso[1], Number(iso[2]), Number(iso[3]));
    if (date) return { date, start: iso.index, end: iso.index + iso[0].length };
  }
  const dotted = DOTTED_DATE.exec(text);
  if (dotted) {
    const date = dateOf(dotted[3], Number(dotted[2]), Number(dotted[1]));
    if (date) return { date, start: dotted.index, end: dotted.index + dotted[0].length };
  }
  const dayMonth = DAY_RANGE_MONTH.exec(text) ?? DAY_MONTH.exec(text);
  const monthDay = MONTH_DAY.exec(text);
  const first =
    dayMonth && (!monthDay || dayMonth.index <= monthDay.index)
      ? { day: dayMonth[1], month: dayMonth[2], year: dayMonth[3], match: dayMonth }
      : monthDay
        ? { day: monthDay[2], month: monthDay[1], year: monthDay[3], match: monthDay }
        : null;
  if (!first) return null;
  const month = MONTH_OF.get(first.month!.toLocaleLowerCase().replace(/\.$/, ''));
  const date = month ? dateOf(first.year, month, Number(first.day)) : undefined;
  return date ? { date, start: first.match.index, end: first.match.index + first.match[0].length } : null;
}

/** Every date written in the text, in order: "Mar 14 … Mar 16 … 21 mars …". */
export function readWrittenDates(text: string): { date: string; start: number; end: number }[] {
  const found: { date: string; start: number; end: number }[] = [];
  let offset = 0;
  for (let next = readWrittenDate(text); next; next = readWrittenDate(text.slice(offset))) {
    found.push({ date: next.date, start: offset + next.start, end: offset + next.end });
    offset += next.end;
  }
  return found;
}

export function readTime(text: string): { time: string; index: number; end: number } | null {
  const twelve = TIME_12.exec(text);
  if (twelve) {
    const hour = (Number(twelve[1]) % 12) + (twelve[3]!.toLowerCase() === 'p' ? 12 : 0);
    if (Number(twelve[1]) <= 12)
      return {
        time: `${pad(hour)}:${twelve[2] ?? '00'}`,
        index: twelve.index,
        end: twelve.index + twelve[0].length,
      };
  }
  // "الساعة 8 مساءً", "в 7 вечера": a bare hour with the word that puts it in the day.
  const worded =
    /(?<![\d:.])(\d{1,2})\s*(?=(?:مساءً?|مساءا|ليلاً?|ليلا|العصر|عصراً?|بعد الظهر|вечера|дня|صباحاً?|صباحا|утра)(?![\p{L}]))/u.exec(
      text,
    );
  if (worded && Number(worded[1]) >= 1 && Number(worded[1]) <= 12) {
    const evening = EVENING_AFTER.test(text.slice(worded.index + worded[0].length));
    const hour = (Number(worded[1]) % 12) + (evening ? 12 : 0);
    return { time: `${pad(hour)}:00`, index: worded.index, end: worded.index + worded[0].length };
  }
  // A 24-hour time needs a cue before it ("at 19:00", "à 19h"), or minutes written with a colon.
  for (const match of text.matchAll(new RegExp(TIME_24.source, 'gu'))) {
    const cued = TIME_CUE.test(text.slice(Math.max(0, match.index - 12), match.index));
    const written = /:|h/.test(match[0]);
    if (!cued && !(written && match[0].includes(':'))) continue;
    // "٨:٠٠ مساءً", "в 8:00 вечера", "الساعة 8 مساءً": an evening's hour written on the twelve-hour
    // clock; a bare hour needs that word or its minutes.
    // "من الساعة 4:00 حتى 7:00 مساءً", "de 4:00 a 7:00 pm": the word after a range's end puts its start too.
    const evening = EVENING_AFTER.test(
      text
        .slice(match.index + match[0].length)
        .replace(/^\s*(?:-|–|—|to|till|until|حتى|إلى|الى|до|a|à|hasta)\s*\d{1,2}(?:[:.h]\d{2})?/u, ''),
    );
    if (!written && !match[2] && !evening) continue;
    const hour = Number(match[1]) + (evening && Number(match[1]) < 12 ? 12 : 0);
    return {
      time: `${pad(hour)}:${match[2] ?? '00'}`,
      index: match.index,
      end: match.index + match[0].length,
    };
  }
  return null;
}

/** A place's name after its cue: capitalised words (with "de", "&", "'s"), quotes, or Arabic words, and a town after a comma. */
function readVenue(text: string): string | undefined {
  const cue = VENUE_CUE.exec(text);
  if (!cue) return undefined;
  let rest = text.slice(cue.index + cue[0].length);
  const quoted = /^[\p{Ll}\s]{0,12}[«"“]([^»"”]{2,40})[»"”]/u.exec(rest);
  if (quoted) return quoted[1]!.trim();
  // "en l'église Saint-Maurice", "en la sala Apolo": the kind of place, then its name.
  const lead =
    /^(?:l['’]|la\s+|le\s+|el\s+)?((?:église|chapelle|cathédrale|basilique|salle|théâtre|parc|jardin|musée|halle|iglesia|catedral|capilla|sala|teatro|parque|museo|plaza)\s+)(?=\p{Lu})/iu.exec(
      rest,
    );
  const kind = lead ? lead[1]! : '';
  if (lead) rest = rest.slice(lead[0].length);
  const words =
    /^((?:[\p{Lu}\d][\p{L}\p{N}'’&.-]*|(?:del|de|du|la|le|the|of)(?![\p{L}])|&)(?:\s+(?:[\p{Lu}\d][\p{L}\p{N}'’&.-]*|(?:del|de|du|la|le|the|of)(?![\p{L}])|&))*)(?:(?:,\s*|\s+(?:in|à)\s+|\s+d['’])((?:(?:salle|sala|salón|hall|room|salon|salle des fêtes)\s+)?\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}'’-]+)?))?/u.exec(
      rest,
    );
  const arabic = /^([\u0600-\u06ff]+(?:\s+[\u0600-\u06ff]+){0,3})/u.exec(rest);
  const found = words?.[1]
    ? `${kind}${words[1].replace(/\s+(?:de|du|la|le|del|the|of|&)$/u, '')}${words[2] ? `, ${words[2]}` : ''}`
    : arabic?.[1];
  // "at 8pm, Tickets …": the cue was the time's.
  if (
    !found ||
    found.length < 3 ||
    /^\d+$|^\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?|h)(?![\p{L}])/iu.test(found)
  )
    return undefined;
  return found.trim().replace(/[،,]$/u, '');
}

/** An event's date as stored ("2026-06-12", "--06-12"): year (undefined when not given), month, day. */
export function parseEventDate(
  date: string | undefined,
): { year?: number; month: number; day: number } | null {
  const parts = /^(\d{4}|-)-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!parts) return null;
  return {
    ...(parts[1] === '-' ? {} : { year: Number(parts[1]) }),
    month: Number(parts[2]),
    day: Number(parts[3]),
  };
}

/** Where the brief writes its event's date ("March 3"), so its words are not taken for topics. */
export function eventDateSpan(text: string): { start: number; end: number } | null {
  const found = readWrittenDate(text);
  return found ? { start: found.start, end: found.end } : null;
}

/**
 * The event a brief describes: its date, time and venue, each only when written in a form read above;
 * null when the brief gives no date. A date given with its weekday but no year gets the year in which
 * it falls on that weekday (counted from `today`).
 */
export function readEventDetails(text: string, today = new Date()): EventDetails | null {
  const found = readDate(text, today);
  if (!found) return null;
  const details: EventDetails = { date: found.date };
  // The time and the place follow the date in the same sentence ("… 14 September, 4pm at Villa Rosa").
  // "Moda Cad. No:31": a street's abbreviation ends no sentence.
  const sentenceEnd = text
    .slice(found.end)
    .search(/(?<!(?:^|\s)(?:Cad|Sok|Mah|Blv|St|Ave|Rd|No|Dr))[.!?;\n](?:\s|$)/u);
  const after = text.slice(found.end, sentenceEnd < 0 ? undefined : found.end + sentenceEnd);
  Object.assign(details, readTimeAndVenue(after));
  // "- المكان: فندق هيلتون جدة، قاعة الياقوت", "Venue: The Old Mill": the place under its own label.
  const labelled = VENUE_LABEL.exec(text)?.[1]?.trim();
  if (labelled) details.venue = labelled;
  // "Moda Sahnesi'nde 14 Haziran …": a place in the Turkish locative, in the day's sentence.
  if (!details.venue) {
    const sentenceStart = Math.max(
      0,
      ...[...text.slice(0, found.start).matchAll(/[.!?\n]\s/g)].map((m) => m.index + 2),
    );
    const before = text.slice(sentenceStart, found.start);
    const locative = /(\p{Lu}[\p{L}]*(?:\s+\p{Lu}[\p{L}]*){0,3})['’]n?(?:de|da|te|ta)(?![\p{L}])/u;
    // "Ankara'da 14 Eylül … 20:30'da CerModern'de": the place after the day, in the town before it.
    const place = locative.exec(after)?.[1];
    const town = locative.exec(before)?.[1];
    if (place || town) details.venue = place && town ? `${place}, ${town}` : (place ?? town);
  }
  // "صفحة لأمسية … في محمصة بُن وهيل، جدة - حي الشاطئ. يوم الجمعة …": an Arabic place, named by its
  // kind, anywhere in the brief.
  if (!details.venue) {
    const place = ARABIC_PLACE.exec(text)?.[1]?.trim();
    if (place) details.venue = place;
  }
  // "… del 12 al 15 de noviembre. Sesiones a las 18:00": the time said in a sentence of its own, when
  // it opens no range of hours ("10:00-17:00").
  if (!details.time) {
    const rest = text.slice(found.end);
    const later = readTime(rest);
    if (later && !/^\s*(?:-|–|—|to|à|al|a|до|إلى|ile)\s*\d/iu.test(rest.slice(later.end)))
      details.time = later.time;
  }
  return details;
}

/** A place under its label, up to the end of its line or sentence. */
const VENUE_LABEL =
  /(?:^|[\s\-•*])(?:venue|location|where|lieu|adresse|lugar|dirección|место|адрес|yer|mekan|adres|المكان|العنوان)\s*[:：]\s*([^\n.!?;]{3,80})/iu;

/** "في محمصة بُن وهيل، جدة - حي الشاطئ": a place by its kind, then its name, town and quarter. */
const ARABIC_PLACE =
  /(?:^|\s)(?:في|ب)\s*((?:محمصة|مقهى|كافيه|فندق|قاعة|مركز|مطعم|حديقة|نادي|مكتبة|مسرح|جامعة|مدرسة|منتجع|مزرعة|استوديو|ستوديو)\s+[^،,.\n]{2,40}(?:،\s*[^،,.\n]{2,40})?)(?=[.\n]|$|،\s*(?:يوم|في|الساعة))/u;

/** The time and the place written after an event's day ("4pm at Villa Rosa", "a las 10:00, en Calle Luna 5"). */
export function readTimeAndVenue(after: string): { time?: string; venue?: string } {
  const time = readTime(after);
  const rest = time ? after.slice(time.end) : after;
  // "19h30, Quai Saint-Pierre à Bordeaux": a place named right after the time comes first, with its town.
  const venue =
    (time ? placeAfterTime(rest) : undefined) ?? readVenue(rest) ?? (time ? readVenue(after) : undefined);
  return { ...(time ? { time: time.time } : {}), ...(venue ? { venue } : {}) };
}

/** Words of a ticket, a price or an answer: what follows a time without being a place. */
const NOT_A_PLACE =
  /^(?:tickets?|free|entry|price|rsvp|dress|bilet\p{L}*|giriş|ücretsiz|entrée|prix|gratuit|entrada|precio|gratis|вход|билет\p{L}*|цена)$/iu;

/**
 * "…, saat 19:00, Kır Bahçesi, Bodrum", "at 4pm, Villa Rosa", "at 9am in Riverside Park": a place named
 * right after the time.
 */
function placeAfterTime(rest: string): string | undefined {
  // "Caddebostan sahili", "Maçka parkı": Turkish writes the kind of place after its name in lower case.
  const listed =
    /^\s*,\s*(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|de|del|di|da|du|la|le)){0,3}(?:\s+(?:sahili|parkı|bahçesi|meydanı|salonu|plajı|iskelesi|köşkü|merkezi|kampüsü|koyu|ormanı|stadı|stadyumu|sahnesi|çarşısı))?)(?:(?:,\s*|\s+(?:à|in|en|a|в)\s+)(\p{Lu}[\p{L}-]+))?(?![\p{L}\s]*[:$€£₺\d])/u.exec(
      rest,
    );
  // "at 9am in Riverside Park": right after the time, "in" and a name is where.
  const inside =
    /^\s+in\s+(?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)(\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|the)){0,3})(?:,\s*(\p{Lu}[\p{L}-]+))?/u.exec(
      rest,
    );
  // "в 19:00, клуб «Ионотека», Санкт-Петербург": a kind of place in lower case, then its quoted name.
  const quoted =
    /^\s*,\s*(?:\p{Ll}[\p{L}-]*\s+){0,2}[«"“]([^»"”]{2,40})[»"”](?:,\s*(\p{Lu}[\p{L}]+(?:[- ]\p{Lu}[\p{L}]+)?)(?=\s*(?:[,.;]|$)))?/u.exec(
      rest,
    );
  if (quoted) return `${quoted[1]!.trim()}${quoted[2] ? `, ${quoted[2]}` : ''}`;
  const place = listed ?? inside;
  if (!place || NOT_A_PLACE.test(place[1]!.split(/\s+/)[0]!)) return undefined;
  return `${place[1]!.replace(/\s+(?:of|the)$/u, '')}${place[2] ? `, ${place[2]}` : ''}`;
}
