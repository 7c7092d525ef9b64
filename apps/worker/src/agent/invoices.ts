/**
 * An invoicing tool: "Outil de facturation pour ma micro-entreprise … factures numérotées
 * FAC-2027-001 … statut Payée / En attente / En retard. Clients d'exemple : Boulangerie Marceau, …".
 * Its invoices are the typical ones (entity-fields.ts), with the statuses, numbers and clients the
 * brief gives.
 */
import { withGroupedBy, type CollectionBrief } from './collection-brief.ts';
import { currencyIn } from './currency.ts';
import { ENTITY_TABLE, typicalCollection } from './entity-fields.ts';
import type { AppLanguage } from './spec.ts';

/** A tool for invoicing asked for, in the six languages. */
const INVOICING =
  /(?<![\p{L}])(?:invoicing|invoice (?:tool|app|generator|maker|tracker|system)|billing (?:tool|app)|facturation|(?:outil|logiciel|appli(?:cation)?) (?:de|pour) (?:facturation|factures)|facturación|(?:herramienta|app|aplicación|programa) (?:de|para) (?:facturación|facturas)|выставлени\p{L}* сч[её]тов|сч[её]т(?:а|ов)? для клиентов|инвойс\p{L}*|faturalama|fatura (?:programı|uygulaması|kesme)|(?:نظام|برنامج|أداة|تطبيق) (?:لل|ل)?(?:فواتير|فوترة)|إصدار الفواتير)(?![\p{L}])/iu;

/** An invoice number as people write them: "FAC-2027-001", "INV-0042", "F2027/12". */
const NUMBER = /(?<![\p{L}\d-])(\p{Lu}{1,5}[-/ ]?\d{2,4}(?:[-/]\d{1,4})*)(?![\p{L}\d])/gu;

/** The clients the brief gives as examples: "Clients d'exemple : A, B", "clients: A and B". */
const CLIENTS =
  /(?<![\p{L}])(?:clients?|customers?|clientes?|клиент\p{L}*|müşteri\p{L}*|العملاء|عملاء)(?:\s+(?:d['’]exemple|de ejemplo|for example|examples?|örnek))?\s*[:：]\s*([^.!?\n]{3,200})/iu;

/**
 * A page about a product asked for ("A landing page for Ledgerly, an invoicing tool", "Site pour
 * Splitly, l'appli pour partager les frais"): the tool it names is what the product does, not the app.
 */
export const PAGE_ASKED =
  /(?<![\p{L}])(?:landing|page|site|website|sitio|página|pagina|сайт|лендинг|страниц\p{L}*|sayfa\p{L}*|sitesi|موقع|صفحة)(?![\p{L}])/iu;

export function invoicing(text: string, language: AppLanguage): CollectionBrief | null {
  const opening = text.split(/[.!?\n]/u)[0] ?? '';
  if (!INVOICING.test(opening) || PAGE_ASKED.test(opening)) return null;
  const entry = ENTITY_TABLE.find((candidate) => candidate.id === 'invoice')!;
  const shape = withGroupedBy(typicalCollection(entry, language, currencyIn(text)), text, language);
  const numbers = [...new Set([...text.matchAll(NUMBER)].map((match) => match[1]!))]
    .filter((number) => /\d{2}/.test(number) && /[-/]/.test(number))
    .slice(0, 6);
  // Not collection-brief's splitList: a client's name keeps its "&" ("Harper & Co").
  const clients = (CLIENTS.exec(text)?.[1] ?? '')
    .split(/\s*[,،]\s*|\s+(?:and|et|y|и|ve|و)\s+/u)
    .map((client) => client.trim())
    .filter((client) => /^[\p{Lu}\u0621-\u064a]/u.test(client) && client.split(/\s+/).length <= 5)
    .slice(0, 6);
  const count = Math.max(numbers.length, clients.length);
  if (count === 0) return shape;
  const client = shape.fields.find((field) => field.key === 'client');
  return {
    ...shape,
    // The numbers as given, then on in their scheme ("LS-2027-014" → "LS-2027-015"), else a plain
    // sequence ("001") for the clients given.
    seedTitles: Array.from(
      { length: count },
      (_, i) =>
        numbers[i] ?? following(numbers.at(-1), i + 1 - numbers.length) ?? String(i + 1).padStart(3, '0'),
    ),
    seedValues: Array.from({ length: count }, (_, i) =>
      clients[i] && client ? { [client.key]: clients[i] } : {},
    ),
  };
}

/** The number `step` places after `last` in its scheme: its last digits counted on, as wide as written. */
function following(last: string | undefined, step: number): string | null {
  const digits = last ? /(\d+)$/u.exec(last) : null;
  if (!last || !digits) return null;
  const next = String(Number(digits[1]) + step).padStart(digits[1]!.length, '0');
  return last.slice(0, digits.index) + next;
}
