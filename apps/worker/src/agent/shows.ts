/**
 * A tour's or a season's dates, a show each, in six languages: "Mar 14 – Brighton, Concorde 2",
 * "Mar 16 Detroit - Magic Stick", "14 mars — Lyon, Le Transbordeur (complet)", "21 марта — Казань,
 * клуб «Ласточка», 20:00", "14 Mart – İzmir, Ooze Venue". Each starts with its day; the town comes
 * next, then the place; a show said to be sold out ("SOLD OUT for Bristol", "complet", "agotado",
 * "распродано", "tükendi", "نفدت") is marked so. Two shows at least make a list.
 */
import { readTime, readWrittenDates } from './event-details.ts';

export interface BriefShow {
  /** "2027-03-14", or "--03-14" when the brief gives no year. */
  date: string;
  /** "20:00", when written. */
  time?: string;
  /** The town, as written ("Brighton"). */
  city: string;
  /** The place in the town, as written ("Concorde 2"), when given. */
  venue?: string;
  soldOut?: boolean;
}

/** Sold out, in six languages. */
const SOLD_OUT =
  /(?<![\p{L}])(?:sold[ -]?out|complet|agotad[oa]s?|sin entradas|распродан\p{L}*|билетов нет|tükendi|kapalı gişe|نفدت?(?:\s+التذاكر)?|كامل العدد)(?![\p{L}])/iu;

/** Between a show's day and its town, and between its town and its place: dashes, commas, "at", "@". */
const PARTS = /\s*(?:[–—-]\s+|[,،]\s*|\s+@\s*|\s+(?:at|à|en|в|de)\s+(?=\p{Lu})|[:|·•])\s*/u;

/** "Concorde 2 (sold out)", "King Tut's.": a place without its notes and the sentence's end. */
function tidyPlace(text: string): string {
  return text
    .replace(/\([^)]*\)/gu, ' ')
    .replace(SOLD_OUT, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s,،;:–—-]+|[\s,،;:–—.-]+$/gu, '')
    .trim();
}

/**
 * The shows a brief lists, each from its day to the next day written or the end of its line; none
 * unless two at least read as a day, then a town.
 */
export function readShows(text: string): BriefShow[] {
  const dates = readWrittenDates(text);
  const shows: BriefShow[] = [];
  for (const [index, found] of dates.entries()) {
    const next = dates[index + 1]?.start ?? text.length;
    // An entry ends at the next day, its line's end or its sentence's end.
    let entry = text.slice(found.end, next);
    const stop = entry.search(/\n|[.!?](?:\s|$)(?!\s*\d)/u);
    if (stop >= 0) entry = entry.slice(0, stop);
    entry = entry.replace(/[,;]\s*$/u, '');
    const time = readTime(entry);
    const words = time ? `${entry.slice(0, time.index)} ${entry.slice(time.end)}` : entry;
    const soldOut = SOLD_OUT.test(words);
    const parts = words
      .replace(/^\s*(?:[–—:-]|,)\s*/u, '')
      .split(PARTS)
      .map(tidyPlace)
      .filter(Boolean);
    // "3 May @ The Fleece, Bristol": a place said with "@" or "at" comes before its town.
    const placeFirst = /^\s*(?:[–—-]\s*)?(?:@|at\s|à\s)/u.test(words) && parts.length >= 2;
    const [city, ...rest] = placeFirst ? [parts.at(-1)!, ...parts.slice(0, -1)] : parts;
    // A town is a name: capitalised, a few words at most ("Brighton", "Saint-Étienne", "Москва").
    if (!city || !/^[\p{Lu}\u0600-\u06ff]/u.test(city) || city.split(/\s+/u).length > 4) continue;
    shows.push({
      date: found.date,
      ...(time ? { time: time.time } : {}),
      city,
      ...(rest.length > 0 ? { venue: rest.join(', ') } : {}),
      ...(soldOut ? { soldOut: true } : {}),
    });
  }
  if (shows.length < 2) return [];
  // "show SOLD OUT for Bristol", "Bristol est complet": sold out said of a town elsewhere in the brief.
  // The sentence that says it names the one town.
  for (const said of text.matchAll(new RegExp(SOLD_OUT.source, 'giu'))) {
    const before = text.slice(0, said.index);
    const start = Math.max(before.lastIndexOf('\n'), before.search(/[.!?]\s[^.!?]*$/u));
    const end = text.slice(said.index).search(/[.!?\n](?:\s|$)/u);
    const around = text.slice(start + 1, end < 0 ? undefined : said.index + end);
    const named = shows.filter((show) => around.includes(show.city));
    if (named.length === 1) named[0]!.soldOut = true;
  }
  return shows.slice(0, 24);
}
