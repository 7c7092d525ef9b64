/**
 * Costs shared out among people: "we're 3 flatmates (Sam, Ola, Kit), split the bills: rent 1800,
 * internet 45", "repartir los gastos del viaje con Pablo, Irene, Sergio y Nuria (gasolina, casa
 * rural…)", "احنا ٣ (عمر، طارق، زياد) نقسم فيها الفواتير: الإيجار 3600، الكهرباء". The app keeps each
 * cost with who paid it, one of the people listed, and shows who owes whom (the kit's 'settle').
 */
import { PEOPLE_LABEL, type CollectionBrief } from './collection-brief.ts';
import { currencyIn } from './currency.ts';
import { ENTITY_TABLE, typicalCollection } from './entity-fields.ts';
import { PAGE_ASKED } from './invoices.ts';
import type { AppLanguage } from './spec.ts';

/** Sharing costs out, in the six languages. */
const SHARING =
  /(?<![\p{L}])(?:split(?:ting)?\s+(?:the\s+|our\s+)?(?:\p{L}+\s+){0,2}?(?:bills?|costs?|expenses?|rent|check)|share\s+(?:the\s+)?(?:costs?|expenses?|bills?)|who\s+owes\s+(?:whom|who|what)|(?:repartir|dividir|compartir)\s+(?:los\s+)?(?:gastos|cuentas|facturas)|quién\s+(?:le\s+)?debe|partager\s+(?:les\s+)?(?:dépenses|frais|factures|comptes)|répartir\s+(?:les\s+)?(?:dépenses|frais)|qui\s+doit\s+(?:combien\s+)?à\s+qui|дел(?:ить|им)\s+(?:расходы|счета|траты)|кто\s+кому\s+(?:сколько\s+)?должен|(?:masraf|gider|harcama|fatura)\p{L}*\s+(?:bölüş|paylaş|böl)\p{L}*|kim\s+kime\s+(?:ne\s+kadar\s+)?borçlu|نقسم|نتقاسم|تقسيم\s+(?:الفواتير|المصاريف|التكاليف)|مين\s+يحول\s+لمين|من\s+يدين\s+لمن)(?![\p{L}])/iu;

/** A person's first name, or first and last: capitalised words, or one or two Arabic words. */
const PERSON =
  /^(?:\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?|[\u0621-\u064a]{2,}(?:\s+[\u0621-\u064a]{2,})?)$/u;

/** "and" before the last of a list, in the six languages ("Sergio y Nuria", "وزياد"). */
const LAST_AND = /\s+(?:and|&|y|e|et|и|ve|ile)\s+|\s+و(?=[\u0621-\u064a])/u;

/** A list as given, and whether what introduces it speaks of people (always so in brackets). */
interface Given {
  entries: string[];
  ofPeople: boolean;
}

/** The lists a brief gives: inside brackets, or after a colon up to the end of its sentence. */
export function lists(text: string): string[][] {
  return givenLists(text).map((list) => list.entries);
}

function givenLists(text: string): Given[] {
  const found: Given[] = [];
  const split = (list: string) =>
    list
      .replace(/(?:\.\.\.|…|etc\.?)\s*$/u, '')
      .split(/\s*[,،]\s*/u)
      .flatMap((part, index, all) => (index === all.length - 1 ? part.split(LAST_AND) : [part]))
      .map((part) => part.trim())
      .filter(Boolean);
  for (const [, inside] of text.matchAll(/\(([^()]{3,200})\)/gu))
    found.push({ entries: split(inside!), ofPeople: true });
  for (const match of text.matchAll(/[:：]\s*([^.!?\n]{3,300})/gu))
    found.push({
      entries: split(match[1]!.replace(/\([^()]*\)/gu, ' ')),
      // "Subjects: Chemistry, Physics" names no one, capitals or not.
      ofPeople: PEOPLE_LABEL.test(text.slice(Math.max(0, match.index - 40), match.index)),
    });
  // "con mis amigos Pablo, Irene, Sergio y Nuria", "somos Lucía, Dani, Marta y Pablo", "entre Lucía,
  // Marcos, Irene y Pablo": names after the words that introduce them.
  for (const [, after] of text.matchAll(
    /(?:(?:with|w\/?|con|avec|с|ile)\s+(?:(?:my|our|mis|nuestros|mes|nos)\s+)?\p{Ll}+|(?<![\p{L}])(?:somos|we are|we're|nous sommes|on est|мы|biz)(?:\s+\d+)?(?:\s+\p{Ll}+)?|(?<![\p{L}])(?:between|among|entre|между))\s*[:,]?\s+(\p{Lu}[^.!?\n()—–:：]{2,200})/gu,
  ))
    found.push({ entries: split(after!), ofPeople: true });
  return found.filter((list) => list.entries.length >= 2);
}

/** A cost as listed: "rent 1800", "الإنترنت 300", "casa rural". */
function readCost(entry: string): { name: string; amount?: number } | null {
  const amount = /(\d[\d\s.,]*\d|\d)\s*(?:[^\d\s]{1,4})?$/u.exec(entry.trim());
  const name = (amount ? entry.slice(0, amount.index) : entry)
    .replace(/[$€£₺₽]|\b(?:TL|EUR|USD)\b/gu, '')
    .replace(/[\s:–—-]+$/u, '')
    .trim();
  if (!name || name.split(/\s+/).length > 5 || /\d/.test(name)) return null;
  const value = amount ? Number(amount[1]!.replace(/[\s.,](?=\d{3}(?!\d))/gu, '').replace(',', '.')) : NaN;
  return { name, ...(Number.isFinite(value) ? { amount: value } : {}) };
}

/** The people a brief names in a list of their own ("(Ana, Ben, Chloe, Dev)", "con mis amigos: Pablo, …"). */
export function listedPeople(text: string): string[] | null {
  const found = givenLists(text).find(
    ({ entries, ofPeople }) =>
      entries.length <= 24 && ofPeople && entries.every((entry) => PERSON.test(unrelated(entry))),
  );
  return found?.entries.map(unrelated) ?? null;
}

/** "мама Оля", "papa Dima", "annem Ayşe": a family member is named by their name, not by who they are. */
const KIN =
  /^(?:mom|mum|dad|grandma|grandpa|maman|papa|mamie|papi|mamá|papá|abuela|abuelo|мама|папа|бабушка|дедушка|сын|дочь|annem|babam|anne|baba|ablam|abim|ماما|بابا|أمي|أبي)\s+/iu;

export function unrelated(entry: string): string {
  return entry.replace(KIN, '').trim();
}

/**
 * The collection for a brief about costs shared among at least two people it names, or null when it
 * shares nothing or names fewer than two.
 */
export function sharedCosts(text: string, language: AppLanguage): CollectionBrief | null {
  if (!SHARING.test(text) || PAGE_ASKED.test(text.split(/[.!?\n]/u)[0] ?? '')) return null;
  const found = lists(text);
  const people = listedPeople(text);
  if (!people) return null;
  const readable = found
    .filter((list) => !list.some((entry) => people.includes(unrelated(entry))))
    .map((list) => list.map(readCost))
    .filter((list) => list.every((cost) => cost !== null));
  // "Cada gasto: concepto, importe, …. Ejemplos: Casa rural 480€, Gasolina 95€": the costs with their
  // amounts, over a list of what each one holds.
  const costs = readable.find((list) => list.some((cost) => cost?.amount !== undefined)) ?? readable[0] ?? [];
  const entry = ENTITY_TABLE.find((candidate) => candidate.id === 'sharedExpense')!;
  const shape = typicalCollection(entry, language, currencyIn(text));
  const seeds = costs.filter((cost) => cost !== null).slice(0, 12);
  const amount = shape.fields.find((field) => field.type === 'money')!;
  return {
    ...shape,
    fields: shape.fields.map((field) =>
      field.key === 'paidBy' ? { ...field, type: 'choice', options: [...new Set(people)] } : field,
    ),
    groupBy: 'paidBy',
    // What the brief asks is the total and who owes whom; who paid what is the list itself.
    summaries: ['total', 'settle'],
    seedTitles: seeds.map((cost) => cost.name),
    ...(seeds.some((cost) => cost.amount !== undefined)
      ? {
          seedValues: seeds.map((cost) => (cost.amount === undefined ? {} : { [amount.key]: cost.amount })),
        }
      : {}),
  };
}
