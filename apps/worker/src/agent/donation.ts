/**
 * A fundraiser in a brief, in six languages: "we're raising $15,000 for a new kennel wing. Preset
 * amounts $10, $25, $50, $100", "صفحة تبرعات … الهدف 50000 ريال. مبالغ جاهزة: 50، 100، 250". What the
 * money is for, the goal, the amounts a donor picks from and the thank-you the page says. A brief is a
 * fundraiser only when it speaks of giving and sets a goal or offers amounts: "track the donations we
 * receive" keeps records of gifts, it asks for no donation page.
 */
import { readPrice, type BriefPrice } from './brief-content.ts';

export interface DonationDetails {
  /** What the money is for, as written ("a new kennel wing", "كسوة الشتاء"), when said. */
  cause?: string;
  goal?: BriefPrice;
  /** The amounts offered to pick from, in the brief's order. */
  presets: BriefPrice[];
  /** What the page says once someone has given, when the brief quotes it. */
  thanks?: string;
}

/** Giving, in six languages: donate, fundraise, charity; bağış; don, collecte; donación; пожертвование; تبرع. */
const GIVING =
  /(?<![\p{L}])(?:donat\p{L}*|donors?|giving|fundrais\p{L}*|charit\p{L}*|bağış\p{L}*|bagis\p{L}*|yardım kampanya\p{L}*|dons?|faire un don|collecte\p{L}*|cagnotte|donaci\p{L}*|donar|donantes?|recaudar|recaudaci\p{L}*|пожертвован\p{L}*|донат\p{L}*|сбор\p{L}* средств|благотворительн\p{L}*|(?:ال|و|ل)?تبرع\p{L}*|(?:ال)?متبرع\p{L}*|خيري\p{L}*)(?![\p{L}])/iu;

/** A number with its currency or alone: "$15,000", "50000 ريال", "2 000 €", "3000". */
const AMOUNT = String.raw`(?:[$€£₺₽]\s?)?\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?(?:\s?(?:[$€£₺₽]|TL|USD|EUR|руб\p{L}*|ريال|جنيه|درهم|دينار|dollars?|euros?|pesos?|lira))?|(?:[$€£₺₽]\s?)?\d+(?:[.,]\d{1,2})?(?:\s?(?:[$€£₺₽]|TL|USD|EUR|руб\p{L}*|ريال|جنيه|درهم|دينار|dollars?|euros?|pesos?|lira))?`;

/** "goal", "raising", "objectif", "meta", "цель", "hedef", "الهدف": the amount to raise follows. */
const GOAL = new RegExp(
  String.raw`(?<![\p{L}])(?:goal|target|raising|raise|to raise|objectif|but|récolter|recolter|meta|objetivo|recaudar|цель|собрать|сбор\p{L}*|hedef\p{L}*|toplamak|الهدف|هدفنا|بهدف|نهدف|لجمع|جمع)(?:\s+(?:of|is|de|es|est|:|—|-|в|—|جمع))*\s*[:：]?\s*(${AMOUNT})`,
  'iu',
);

/**
 * "Preset amounts", "montants", "montos", "суммы", "tutarlar", "مبالغ": a list of amounts to pick
 * follows, each a number with or without its currency.
 */
const PRESETS = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:preset|suggested|quick)\s+amounts?|amounts?|buttons?|botones|boutons|кнопк\p{L}*|buton\p{L}*|(?:ال)?أزرار|montants?|sommes?|montos?|importes?|cantidades|сумм\p{L}*|tutar\p{L}*|miktar\p{L}*|(?:ال)?مبالغ|(?:ال)?قيم)[^:：\d$€£₺₽\n]{0,30}?[:：]?\s*((?:${AMOUNT})(?:\s*(?:[,،/;]|\s(?:or|and|ou|et|o|y|или|и|veya|ya da|ve|أو|و)\s|\s)\s*(?:${AMOUNT}))+)`,
  'iu',
);

/** "thank-you message 'Every paw thanks you!'", "mensaje de gracias «…»", "رسالة شكر: «…»". */
const THANKS = new RegExp(
  String.raw`(?<![\p{L}])(?:thank\p{L}*|merci\p{L}*|remerciement\p{L}*|gracias|agradecimiento|спасибо|благодарн\p{L}*|teşekkür\p{L}*|شكر\p{L}*|(?:ال)?شكر)[^«"“'‘\n]{0,40}[«"“'‘]\s?([^»"”'’\n]{2,100}?)\s?[»"”'’]`,
  'iu',
);

/** "after donating show '…'", "Bağıştan sonra '…' yazsın", "بعد التبرع تظهر «…»": what shows once given. */
const AFTER_GIVING = new RegExp(
  String.raw`(?<![\p{L}])(?:after (?:donating|giving|a (?:gift|donation))|once (?:given|donated)|après (?:le |un |votre )?don|(?:tras|al) donar|después de donar|после пожертвования|bağıştan sonra|bağış yapınca|بعد التبرع)[^«"“'‘\n]{0,40}[«"“'‘]\s?([^»"”'’\n]{2,100}?)\s?[»"”'’]`,
  'iu',
);

/** A quoted line that thanks: "«¡Gracias por tu ayuda!»", "“Thank you, hero!”". */
const THANKED =
  /[«"“'‘]\s?([^»"”'’\n]{0,40}(?:thank|merci|gracias|спасибо|благодар|teşekkür|sağ ?ol|شكر)[^»"”'’\n]{0,60}?)\s?[»"”'’]/iu;

/** What the money is for after the goal: "for a new kennel wing", "pour …", "para …", "на …". */
const CAUSE_AFTER = /^\s*(?:for|to (?:build|buy|fund|help)|pour|para|на)\s+([^.!?\n;:,(]{3,80})/iu;

/** "لحملة كسوة الشتاء", "for our Winter Coats campaign": a named campaign is what it is for. */
const CAMPAIGN =
  /(?:(?:ل|و)?حمل[ةه]|campaign|campagne|campaña|кампани\p{L}*|kampanya\p{L}*)\s+([^.!?\n،,:;(]{3,60})/iu;

function amountsIn(list: string, currency: string): BriefPrice[] {
  const amounts: BriefPrice[] = [];
  for (const found of list.matchAll(new RegExp(AMOUNT, 'giu'))) {
    const price = readPrice(found[0], currency);
    if (price && price.amount > 0 && !amounts.some((a) => a.amount === price.amount)) amounts.push(price);
  }
  return amounts;
}

/** "لحملة كسوة الشتاء، الهدف": a cause ends where the next clause begins. */
function tidyCause(cause: string): string {
  // "«كسوة الشتاء» التابعة لجمعية …": a quoted campaign is its name alone.
  const quoted = /^\s*[«"“]([^»"”]{2,60})[»"”]/u.exec(cause)?.[1];
  if (quoted) return quoted.trim();
  return cause
    .replace(/\s+(?:and|et|y|и|ve|و)\s.*$/iu, '')
    .replace(/[\s,،.]+$/u, '')
    .trim();
}

/**
 * The fundraiser a brief describes, or null: it must speak of giving and set a goal or offer at least
 * two amounts. Amounts without a currency are in `currency` (the brief's own or the app's).
 */
export function readDonation(text: string, currency: string): DonationDetails | null {
  if (!GIVING.test(text)) return null;
  const goalFound = GOAL.exec(text);
  const goal = goalFound ? amountsIn(goalFound[1]!, currency)[0] : undefined;
  const listed = PRESETS.exec(text);
  let presets = listed ? amountsIn(listed[1]!, currency) : [];
  // "Preset amounts $10, $25, $50, $100 or a custom amount": amounts written with their currency
  // beside each other are offered even without a label.
  if (presets.length < 2) {
    const run = new RegExp(
      String.raw`(?:[$€£₺₽]\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:[$€£₺₽]|TL|ريال|جنيه))(?:\s*(?:[,،/]|or|and|ou|et|o|y|или|и|veya|ve|أو|و)\s*(?:[$€£₺₽]\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:[$€£₺₽]|TL|ريال|جنيه))){2,}`,
      'iu',
    ).exec(text);
    if (run) presets = amountsIn(run[0], currency);
  }
  // The goal is never one of the amounts to give.
  if (goal) presets = presets.filter((preset) => preset.amount !== goal.amount);
  if (!goal && presets.length < 2) return null;
  // The amounts carry the brief's currency: "50، 100، 250، 500 ريال" says it once, at the end.
  const named = [goal, ...presets].find((price) => price && price.currency !== currency)?.currency;
  if (named) for (const price of [goal, ...presets]) if (price) price.currency = named;
  const after = goalFound ? text.slice(goalFound.index + goalFound[0].length) : '';
  const cause = CAUSE_AFTER.exec(after)?.[1] ?? CAMPAIGN.exec(text)?.[1];
  // «¡Gracias por tu ayuda!» quoted on its own says its thanks in its own words.
  const thanks = (AFTER_GIVING.exec(text)?.[1] ?? THANKS.exec(text)?.[1] ?? THANKED.exec(text)?.[1])?.trim();
  return {
    ...(cause && tidyCause(cause) ? { cause: tidyCause(cause) } : {}),
    ...(goal ? { goal } : {}),
    presets: presets.slice(0, 6),
    ...(thanks ? { thanks } : {}),
  };
}

/** "جمعية نور الخيرية", "Association Les Petits Pas", "фонд «Лапа»": the charity a brief names. */
const CHARITY =
  /(?<![\p{L}])(?:[لوب](?=جمعي|مؤسس|مبادر))?((?:جمعي[ةه]|مؤسس[ةه]|مبادر[ةه]|association|asociaci[oó]n|fundaci[oó]n|fondation|фонд)\s+[^.!?\n،,:;()]{2,60})/iu;

/** Words after a charity's name that say what it raises for ("لحملة", "pour", "для", "için"). */
const NAME_ENDS = /^(?:ل(?!ل)\p{L}{3,}|في|من|على|إلى|الى|pour|para|for|для|на|için|à|en|in|de|to)$/iu;

/**
 * The charity a fundraiser is for, as its page is named: "لجمعية نور الخيرية لحملة …" is "جمعية نور
 * الخيرية"; the words after it that say what for are not its name.
 */
export function givenTo(text: string): string | null {
  // Turkish names the charity first: "Umut Derneği", "Toprak Vakfı".
  const turkish = /(?<![\p{L}])((?:\p{Lu}[\p{L}'’]*\s+){1,3}(?:Derneği|Vakfı))(?![\p{L}])/u.exec(text)?.[1];
  if (turkish) return turkish;
  const found = CHARITY.exec(text)?.[1];
  if (!found) return null;
  const [kind, ...rest] = found.trim().split(/\s+/u);
  const words: string[] = [];
  for (const word of rest) {
    if (words.length >= 4 || NAME_ENDS.test(word)) break;
    words.push(word.replace(/[«»"“”]/gu, ''));
  }
  if (words.length === 0) return null;
  const named = [kind!, ...words].join(' ');
  return named.charAt(0).toLocaleUpperCase() + named.slice(1);
}
