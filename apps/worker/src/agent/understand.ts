/**
 * Prompt understanding without a model: deterministic keyword scoring and pattern matching over the
 * prompt, in English and Turkish, turned into an AppSpec. The kind of app, its colours, a light/dark
 * request, sections and features are also read in French, Spanish, Russian and Arabic. The lexicon here
 * is shared with edit.ts.
 */
import {
  isEmptyContent,
  readBriefContent,
  russianNominative,
  type BriefContent,
  type BriefItem,
} from './brief-content.ts';
import {
  detailsAsValues,
  intervalDays,
  withGroupedBy,
  responsesTo,
  readCollectionBrief,
  readEntityPhrase,
  type CollectionBrief,
} from './collection-brief.ts';
import {
  ENTITY_TABLE,
  entityPattern,
  findEntity,
  typicalCollection,
  type EntityEntry,
} from './entity-fields.ts';
import { labelledFields, readFormFields } from './form-fields.ts';
import { eventDateSpan, isWeekday } from './event-details.ts';
import { BLUEPRINTS } from './blueprints/index.ts';
import { escapeRegExp } from './blueprints/content-shared.ts';
import { mix, normalizeHex } from './kit.ts';
import { LEXICONS, localized } from './lexicon/index.ts';
import {
  APP_KINDS,
  FEATURES,
  DECLINED,
  pick,
  type AppKind,
  type AppLanguage,
  type AppSpec,
  type Declined,
  type Blueprint,
  type Feature,
  type Localized,
  type ReplyLanguage,
  type ReplyTexts,
  type Theme,
  fill,
} from './spec.ts';
import { invoicing, PAGE_ASKED } from './invoices.ts';
import { listedPeople, lists, sharedCosts, unrelated } from './shared-costs.ts';
import { givenTo } from './donation.ts';
import { readLeague } from './league.ts';

// ---------------------------------------------------------------------------------------------------
// Text folding: lower case, Turkish letters and accents to ASCII, one character for one character, so a
// match in the folded text points at the same place in the original.

const FOLD: Record<string, string> = {
  ı: 'i',
  İ: 'i',
  I: 'i',
  ş: 's',
  Ş: 's',
  ğ: 'g',
  Ğ: 'g',
  ç: 'c',
  Ç: 'c',
  ö: 'o',
  Ö: 'o',
  ü: 'u',
  Ü: 'u',
};

export function fold(text: string): string {
  let out = '';
  for (const char of text) {
    const mapped = FOLD[char];
    if (mapped) {
      out += mapped;
      continue;
    }
    const plain = char
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    // Characters outside the BMP take two code units: keep the length equal to the original's.
    out += plain.length === char.length ? plain : char.length === 2 ? '??' : '?';
  }
  return out;
}

export interface Span {
  start: number;
  end: number;
}

/** All matches of a folded-text pattern, with positions. */
const compiled = new Map<string, RegExp>();

/** A compiled regular expression, kept: the lexicon's patterns are used over and over. */
export function regex(source: string, flags = ''): RegExp {
  const key = `${flags}/${source}`;
  let re = compiled.get(key);
  if (!re) {
    re = new RegExp(source, flags);
    compiled.set(key, re);
  }
  return re;
}

export function findAll(folded: string, source: string): (Span & { text: string })[] {
  const re = regex(`\\b(?:${source})`, 'g');
  const found: (Span & { text: string })[] = [];
  for (const match of folded.matchAll(re)) {
    if (match[0].length === 0) continue;
    found.push({ start: match.index, end: match.index + match[0].length, text: match[0] });
  }
  return found;
}

export function overlaps(span: Span, spans: Span[]): boolean {
  return spans.some((other) => span.start < other.end && other.start < span.end);
}

// ---------------------------------------------------------------------------------------------------
// Kinds.

/** A kind's word and its weight; `nameable` when a name may still use it ("Podcast Board"). */
type Weighted = [pattern: string, weight: number, nameable?: boolean];

const KIND_WORDS: Record<Exclude<AppKind, 'generic'>, Weighted[]> = {
  landing: [
    ['landing ?pages?', 6],
    ['landing\\b', 3],
    ['acilis sayfa\\w*', 6],
    ['tanitim (sayfa|site)\\w*', 5],
    ['lansman\\w*', 2],
    ['saas\\b', 2],
    ['startup\\w*|girisim\\w*', 2],
    ['marketing (site|page|website)', 5],
    ['product (page|site|website)', 4],
    ['home ?page', 2],
    ['waitlist|wait list|bekleme listesi', 3],
    // A page where people sign up for a newsletter presents it: a landing page, not a booking.
    ['newsletter|e-?bulten\\w*|bulten\\w*', 3],
    ['(sign ?-?up|subscribe|subscription|abone ol\\w*|kayit) (page|sayfa\\w*)', 3],
    ['one[- ]pager?\\b|tek sayfa\\w*', 2],
    ['(company|agency|business|consulting|studio|firm) (web ?site|site|page)', 4],
    ['(team|about us|our people|staff) page', 4],
    ['(sirket|ajans|firma|isletme|danismanlik)\\w* (web ?)?site\\w*', 4],
    ['urun (sayfa|site)\\w*', 4],
    ['web ?site for (my|our|a|an) (app|product|startup|company|agency|service)', 4],
  ],
  portfolio: [
    ['portfolio\\w*', 6],
    ['portfolyo\\w*', 6],
    ['personal (web ?site|site|page|brand)', 4],
    ['kisisel (web ?)?(site|sayfa)\\w*', 4],
    ['resume\\b|cv\\b|curriculum vitae|ozgecmis\\w*', 3],
    ['showcase (of )?(my )?(work|projects)', 3],
    ['my (work|projects|case studies)', 2],
    ['case stud(y|ies)', 2],
    ['(photographer|designer|illustrator|artist|architect|freelancer)s?\\b', 1],
    ['(fotografci|tasarimci|illustrator|sanatci|mimar|serbest calisan)\\w*', 1],
    ['calismalarim\\w*|projelerim\\w*|islerim\\w*', 3],
  ],
  blog: [
    ['blog\\w*', 6],
    // A podcast's site lists its episodes as a blog lists its posts.
    ['podcast\\w*|videocast\\w*', 8, true],
    ['articles?\\b|makale\\w*', 3],
    ['posts\\b', 1],
    ['yazilar\\w*', 2],
    ['magazine|dergi\\w*', 3],
    ['news (site|web ?site)|haber (site|sayfa)\\w*', 3],
    ['travel journal|seyahat (yazi|gunlug)\\w*', 3],
  ],
  store: [
    ['online (store|shop)', 6],
    ['e-?commerce', 6],
    ['e-?ticaret\\w*', 6],
    ['web ?shop|shop\\b', 3],
    ['store\\b|storefront', 3],
    ['magaza\\w*', 6],
    ['dukkan\\w*', 4],
    ['butik\\w*|boutique', 3],
    ['shopping cart|cart\\b|sepet\\w*', 2],
    ['checkout|odeme\\w*', 2],
    ['sell(ing)?\\b|satis\\w*|satan\\b|satmak', 2],
    ['products?\\b|urun\\w*', 1],
    ['marketplace|pazar ?yeri\\w*', 3],
    ['merch\\w*', 2],
    ['alisveris\\w*|shopping', 3],
  ],
  restaurant: [
    ['restaurants?\\b', 6],
    ['restoran\\w*', 6],
    ['lokanta\\w*', 6],
    ['cafe\\w*|kafe\\w*|cafeteria', 4],
    // "an online coffee shop" sells online: a store, not a café.
    ['(?<!online )coffee ?(shop|house|bar)|kahve ?(dukkan|evi|zinciri)\\w*|kahveci\\w*', 7],
    // A restaurant that takes reservations is still a restaurant (its blueprint has the booking form).
    [
      '(restaurant|restoran|lokanta)\\w*\\b.*\\b(reservations?|rezervasyon\\w*)|table (booking|reservations?)|masa (ayirt|rezervasyon)\\w*',
      5,
    ],
    ['bistro\\w*|brasserie|diner\\b|eatery|pizzeria|trattoria|steakhouse|tavern\\w*|meyhane\\w*|taverna', 4],
    ['bakery|firin\\w*|pastane\\w*|patisserie', 4],
    ['food truck|burger (bar|joint|shop)', 4],
    ['(cafe|restaurant|food|drinks?|cocktail|bar|dinner|lunch) menu|menu (for|of) (a|my|our)', 3],
    ['menu\\w*', 2],
    ['yemek (menu|liste)\\w*', 3],
    ['bar\\b|pub\\b', 2],
    ['cuisine', 1],
  ],
  todo: [
    ['to-?dos?\\b|to do list|todo list', 6],
    ['task (list|manager|app|tracker|planner)', 6],
    ['tasks?\\b', 2],
    ['yapilacak\\w*', 6],
    ['gorev\\w*', 3],
    ['is listesi\\w*', 4],
    ['check ?lists?\\b|kontrol listesi\\w*', 4],
    ['reminders?|hatirlatic\\w*', 2],
    ['errands|chores|ev isleri\\w*', 3],
    ['getting things done|gtd\\b', 3],
    ['daily planner|gunluk plan\\w*', 3],
  ],
  kanban: [
    ['kanban', 7],
    ['trello', 7],
    // Board games are played, not planned on a board; a job board or a message board lists posts.
    ['(?<!(?:job|jobs|message|bulletin|notice|community|idea) )board\\b(?! ?games?)', 2],
    ['(task|project|sprint|scrum|agile|team) board', 4],
    ['pano\\w*', 3],
    ['sprints?\\b', 2],
    ['scrum|agile|cevik', 2],
    ['columns?\\b|sutun\\w*', 1],
    ['project management|proje yonetim\\w*|proje takip\\w*', 3],
    ['drag (and|&) drop|surukle (birak|ve birak)\\w*', 1],
    ['backlog|in progress|devam eden', 2],
    // A CRM's deals move through the stages of a pipeline.
    ['crm\\b|(sales|deal) pipeline|satis hunisi', 4],
  ],
  notes: [
    ['notes?\\b', 4],
    ['note[- ]taking|note app', 6],
    ['notlar\\w*|not defter\\w*|not (al|tut)\\w*|notlarim\\w*', 6],
    ['notebook|notepad|defter\\w*', 3],
    ['memos?\\b', 2],
    ['journal\\w*|diary|gunluk tut\\w*|ani defter\\w*', 2],
    ['markdown', 2],
    ['wiki\\b|knowledge base|bilgi bankasi', 2],
    ['snippets?', 1],
  ],
  habits: [
    ['habits?\\b|habit tracker', 7],
    ['aliskanlik\\w*', 7],
    ['streaks?\\b', 3],
    ['daily (routine|goals?)|routines?\\b|rutin\\w*', 2],
    ['water intake|drink (more )?water|su (takib|ic)\\w*', 2],
    ['self[- ]improvement|kisisel gelisim', 2],
    ['gunluk hedef\\w*', 2],
    ['break the chain|zinciri kirma', 3],
  ],
  fitness: [
    ['fitness', 6],
    ['workouts?|work out', 6],
    ['gym\\b|spor salonu\\w*', 4],
    ['exercis\\w*|egzersiz\\w*', 4],
    ['antrenman\\w*|idman\\w*', 6],
    ['spor\\b|spor (takip|uygulama|program)\\w*', 3],
    ['running|runs\\b|runners?\\b|kosu\\w*', 3],
    ['calori\\w*|kalori\\w*', 2],
    ['weight ?lifting|lifting|bodybuilding|strength training|agirlik antrenman\\w*', 3],
    ['yoga|pilates|crossfit|cardio|kardiyo', 2],
    ['training (log|plan|tracker)|personal trainer|antrenor\\w*', 3],
    ['reps\\b|tekrar sayi\\w*', 1],
  ],
  budget: [
    ['budget\\w*', 7],
    ['butce\\w*', 7],
    ['expenses?\\b|expense tracker', 5],
    ['spending|spend\\b', 3],
    ['harcama\\w*', 5],
    ['gider\\w*|masraf\\w*', 4],
    ['gelir\\w*|income', 2],
    ['(personal )?financ\\w*|finans\\w*', 3],
    // Turkish "para" (money) in what is done with it; Spanish "para" (for) comes before anything.
    [
      'money|para (takib|takip|yonetim|biriktir|harca|kazan|hesab|akis|uygulama|cuzdan)\\w*|param\\b|paramin\\w*|parami\\b',
      2,
    ],
    ['savings?|birikim\\w*|tasarruf\\w*', 2],
    // Bills shared out among flatmates or friends: who owes whom.
    ['split(ting)? (the )?(bills|costs|expenses|rent)|who owes (whom|who)|faturalari? (bol|paylas)\\w*', 4],
    ['bills?\\b|fatura\\w*', 2],
    ['transactions?', 1],
    ['wallet|cuzdan\\w*', 2],
    ['accounting|muhasebe\\w*', 2],
  ],
  dashboard: [
    ['dashboards?', 7],
    ['analytics?|analitik\\w*', 4],
    ['admin (panel|dashboard|area|console)', 6],
    ['admin\\b', 2],
    ['gosterge panel\\w*', 7],
    ['gosterge\\w*', 4],
    ['(yonetim|kontrol|admin) panel\\w*', 6],
    ['panel\\w*', 2],
    ['metrics|kpis?\\b|key numbers', 3],
    ['reports?\\b|reporting|rapor\\w*', 2],
    ['statistics|stats\\b|istatistik\\w*', 2],
    ['sales (data|overview|numbers)|satis (veri|rapor)\\w*', 3],
    ['crm\\b', 3],
    ['monitoring|izleme', 1],
  ],
  booking: [
    ['booking\\w*', 6],
    ['book (a|an|your) (table|room|class|session|slot|appointment|lesson|court)', 4],
    ['appointments?', 6],
    ['reservations?|reserve\\b', 5],
    ['rezervasyon\\w*', 6],
    ['randevu\\w*', 6],
    ['events?\\b|etkinlik\\w*', 4],
    ['schedul\\w*|takvim\\w*|calendar', 2],
    ['tickets?\\b|bilet\\w*', 3],
    ['conference|konferans\\w*|meetups?|workshops?|atolye\\w*|seminer\\w*|webinars?', 3],
    ['salon\\b|barber\\w*|berber\\w*|kuafor\\w*|clinic|klinik\\w*|dentist|dis hekim\\w*|spa\\b', 2],
    ['rsvp', 3],
    ['time ?slots?|availability|musaitlik\\w*', 2],
    ['class(es)? schedule|ders program\\w*', 3],
  ],
  quiz: [
    ['quiz\\w*', 7],
    ['trivia', 7],
    ['bilgi yarismas\\w*', 7],
    ['yarisma\\w*', 3],
    ['sinav\\w*|exams?\\b', 4],
    ['test\\b|testi\\b', 2],
    ['flash ?cards?|bilgi kart\\w*', 4],
    ['questions\\b|sorular\\w*', 2],
    ['multiple choice|coktan secmeli', 4],
    ['vocabulary|kelime (oyun|ezber)\\w*', 2],
  ],
  recipes: [
    ['recipe ?books?|recipes?', 7],
    ['cook ?books?', 7],
    // Turkish "tarif" is a recipe; French "tarif" a price ("plein tarif"): only its Turkish forms count fully.
    ['tarif(?:ler|i|in)\\w*|tarif (?:defter|kitab|uygulama|sitesi|arsiv)\\w*', 7],
    // "plein tarif", "tarif réduit" price a ticket.
    ['(?<!plein |demi |demi-)tarif\\b(?! reduit| normal| etudiant| unique| enfant| plein)', 2],
    ['cooking|yemek yap\\w*', 3],
    ['meal ?(plan|prep)\\w*|yemek plan\\w*', 3],
    ['ingredients?|malzeme\\w*', 2],
    ['dishes|yemek\\w*', 1],
    ['kitchen|mutfak\\w*', 1],
    ['baking', 1],
  ],
};

// ---------------------------------------------------------------------------------------------------
// Kinds in French, Spanish, Russian and Arabic. The interface (and its example prompts) speaks these too;
// the agent only needs to tell what kind of app is asked for, so this lexicon covers kinds and modes only.
//
// JS `\b` and `\w` are ASCII-only and `fold` breaks some Arabic letters, so these patterns are matched
// apart, with a Unicode-aware boundary, over `intlText`: Latin letters folded like `fold` (French and
// Spanish patterns are written without accents), Cyrillic and Arabic lower-cased and normalised.
// Words the English and Turkish lexicon already matches in the folded text ("quiz", "blog", "budget",
// "restaurant", "menu", "kanban"…) are left out so they do not count twice, and so are French and
// Spanish words that are English words too ("questionnaire", "sport"): English prompts score as before.

/** Arabic clitics before a noun: "و" and, "ب"/"ل"/"ك" with, for, like, "ال" the ("للمطعم", "والمهام"). */
const AR = '(?:[وف]?(?:[بك]?ال|لل|[بلك])?)';
/** The end of a word, for the patterns that must not match the start of a longer one. */
const END = '(?![\\p{L}\\p{N}])';

const KIND_WORDS_INTL: Record<Exclude<AppKind, 'generic'>, Weighted[]> = {
  landing: [
    // A page named outright is what is asked for, over the kind of product it presents.
    ["page d'(accueil|atterrissage)|page de (destination|lancement)", 9],
    // The English word, as French, Spanish and Russian speakers use it ("una landing para…"); it counts
    // again in English prompts, where it already names the page.
    [`(une |una |la |el )?landing${END}`, 4],
    ['site vitrine|page vitrine', 6],
    ['pagina de (inicio|aterrizaje|destino)', 9],
    ['lanzamiento|lancement', 2],
    ["liste d'attente|lista de espera", 3],
    ['page de presentation|pagina de presentacion|page produit|pagina de producto', 4],
    [
      "site (web )?(de|pour|d')\\s?(mon |ma |notre |l')?(entreprise|agence|societe|startup|produit|application)",
      4,
    ],
    [
      '(sitio|web) (web )?(de|para) (mi |nuestra |nuestro |la |el )?(empresa|agencia|negocio|startup|producto|aplicacion)',
      4,
    ],
    ["sitio corporativo|web corporativa|site (d'entreprise|institutionnel)", 4],
    ['лендинг|посадочн\\p{L}* страниц|промо-?(сайт|страниц)', 9],
    ['одностраничн', 3],
    ['сайт\\p{L}*[- ](для )?(компани|агентств|стартап|продукт|бизнес)', 4],
    ['главн\\p{L}* страниц|стартап|запуск', 2],
    [`(лист|список) ожидания|${AR}قائم(ه|ت) ${AR}انتظار`, 3],
    [`infolettre|boletin|рассылк\\p{L}*|${AR}نشر(ه|ت) ${AR}بريدي(ه|ة)`, 3],
    ["page d'inscription|pagina de (suscripcion|registro)|страниц\\p{L}* подписки", 3],
    [`${AR}صفحه ${AR}(هبوط|مقصوده)`, 9],
    [`${AR}(صفحه|موقع) ${AR}تعريفي|${AR}موقع ${AR}شرك(ه|ت|ات)|${AR}موقع ${AR}رسمي|${AR}موقع ل?${AR}مكتب`, 5],
    [`${AR}صفحه ${AR}رئيسيه|${AR}شركه ناشئه|${AR}اطلاق`, 2],
  ],
  portfolio: [
    ['portafolios?', 7],
    ['site personnel|page personnelle|sitio personal|pagina personal|web personal', 4],
    [`mes (travaux|projets|realisations|photos|creations|oeuvres)${END}`, 3],
    [`mis (trabajos|proyectos|fotografias|fotos|obras|creaciones)${END}`, 3],
    ['photographe|illustrateur|architecte|fotografo|disenador|ilustrador|arquitecto', 1],
    ['портфолио', 7],
    ['личн\\p{L}* (сайт|страниц)', 4],
    ['резюме', 3],
    ['(мои|моих|моими) (работ|проект|фотограф)', 3],
    ['фотограф|дизайнер|иллюстратор|художник|архитектор|фрилансер', 1],
    [`${AR}(معرض|موقع|ملف) ${AR}اعمال|${AR}اعمالي|${AR}بورتفوليو`, 7],
    [`${AR}سيره ${AR}ذاتيه`, 4],
    [`${AR}(مصور|مصمم|فنان|رسام)${END}`, 1],
  ],
  blog: [
    ['articulos?|revista|noticias|actualites|carnet de voyage|diario de viaje', 3],
    ['publicaciones', 2],
    ['блог', 7],
    [`подкаст|${AR}بودكاست|${AR}بودكاستي|${AR}بودكاستات`, 8],
    [`стат(ья|ьи|ей|ью|ьям|ьях)${END}|новост`, 3],
    [`публикаци|пост(ы|ов)${END}|журнал`, 2],
    [`${AR}مدون`, 7],
    [`${AR}(مقالات|مقال|مجله|اخبار)${END}`, 3],
    [`${AR}منشورات`, 2],
  ],
  store: [
    ['boutique en ligne|magasin en ligne|tienda (en linea|online|virtual)|comercio electronico', 7],
    [`magasins?${END}|tiendas?${END}`, 6],
    [`vendre|vente|vender|ventas?${END}`, 2],
    ['panier|carrito', 2],
    ['produits|productos', 1],
    ['интернет-магазин', 7],
    ['магазин', 6],
    ['продаж|продава|корзин|товар', 2],
    [`${AR}متجر|${AR}متاجر`, 7],
    [`${AR}(بيع|سله ${AR}تسوق|تسوق)${END}`, 2],
    [`${AR}منتجات`, 1],
  ],
  restaurant: [
    [`restaurantes?${END}`, 6],
    ['boulangerie|panaderia|pasteleria', 4],
    ['carte (des plats|du restaurant|des vins)|carta (del restaurante|de platos)', 3],
    ['reservation de tables?|reserver une table|reserva de mesas?|reservar (una )?mesa', 5],
    ['ресторан', 7],
    [`кафе${END}|кофейн(я|и|е|ю|ей)${END}|кофеен|пекарн|кондитерск|пиццери|бистро`, 4],
    [`столик|бар${END}|меню`, 2],
    [`${AR}مطعم|${AR}مطاعم`, 7],
    [`${AR}(مقهي|كافيه|مخبز|حلويات|بيتزا)`, 4],
    [`${AR}حجز ${AR}طاول`, 5],
    [`${AR}قائم(ه|ت) ${AR}طعام|${AR}منيو`, 3],
  ],
  todo: [
    ['liste de taches|gestionnaire de taches|liste (de choses )?a faire|lista de (tareas|pendientes)', 7],
    ['gestor de tareas', 7],
    [`taches?${END}|tareas?${END}|pendientes`, 3],
    [`rappels?${END}|recordatorios?${END}`, 2],
    ['список (дел|задач)|(менеджер|планировщик) задач|туду', 7],
    ['задач', 3],
    ['чек-?лист', 4],
    ['напоминани', 2],
    [`${AR}قائم(ه|ت) ${AR}(مهام|مهمات)`, 7],
    [`${AR}(مهام|مهمات)`, 3],
    [`${AR}قائم(ه|ت) ${AR}تحقق`, 4],
    [`${AR}(تذكير|تذكيرات)${END}`, 2],
  ],
  kanban: [
    ["tableau (de projet|de taches|agile|d'equipe)|tablero( de (proyecto|tareas|equipo))?", 4],
    ['gestion de (projets?|proyectos?)', 3],
    ['colonnes|columnas|glisser-deposer|arrastrar y soltar', 1],
    ['канбан|трелло', 7],
    ['доск\\p{L}* задач|доск\\p{L}* проект', 6],
    ['доск|спринт|скрам', 2],
    ['управлени\\p{L}* проект', 3],
    ['воронк\\p{L}* продаж|embudo de ventas|entonnoir de vente', 4],
    ['كانبان|تريلو', 7],
    [`${AR}لوحه ${AR}(مهام|مشاريع|مشروع)`, 6],
    [`${AR}لوحه|سبرينت|${AR}سبرنت`, 2],
    [`${AR}اداره ${AR}مشاريع`, 3],
  ],
  notes: [
    ['prise de notes|bloc-?notes|carnet de notes|toma de notas|bloc de notas', 7],
    [`notas${END}|apuntes`, 4],
    [`carnet${END}|cuaderno|libreta`, 3],
    ['заметк|заметок', 7],
    ['блокнот|записн\\p{L}* книжк', 4],
    ['дневник', 2],
    [`${AR}(ملاحظات|ملاحظه|مذكرات|مفكره)`, 7],
    [`${AR}دفتر`, 3],
  ],
  habits: [
    [`habitudes?|habitos?${END}`, 7],
    [`rachas?${END}|rutinas?${END}`, 2],
    ["consommation d'eau|boire (plus )?d'eau|hydratation|consumo de agua|beber (mas )?agua|hidratacion", 4],
    ['objectifs (quotidiens|journaliers)|(metas|objetivos) diari', 2],
    ['привыч', 7],
    [`стрик|сери(я|и|ю|ей|ями|ях)${END}|рутин`, 2],
    ['(потреблени|выпит)\\p{L}* вод|пить (больше )?вод|водн\\p{L}* баланс', 4],
    ['(ежедневн|дневн)\\p{L}* цел', 2],
    [`${AR}(عادات|عاده|عادتي)`, 7],
    [`${AR}(سلاسل|متتاليه|روتين)`, 2],
    [`${AR}شرب ${AR}(ماء|مياه)|${AR}(ماء|مياه)${END}`, 4],
    [`${AR}اهداف ${AR}يوميه`, 2],
  ],
  fitness: [
    ['entrainements?|entrenamientos?|entrenar', 7],
    ['exercices?|ejercicios?|musculation|gimnasio|salle de sport', 4],
    [`seances? de sport|faire du sport|deportes?${END}`, 3],
    ['course a pied|jogging|correr', 2],
    ['тренировк|тренировок|фитнес', 7],
    ['упражнени|спортзал|тренажерн\\p{L}* зал', 4],
    [`спорт|бег${END}|пробежк`, 3],
    [`калори|йог(а|и|у|ой|е)${END}`, 2],
    [`${AR}(تمارين|تمرين|لياقه)`, 7],
    [`${AR}(رياضه|جيم)${END}|${AR}(صاله|نادي) ${AR}رياض`, 3],
    [`${AR}(جري|سعرات|يوغا|يوجا)${END}`, 2],
  ],
  budget: [
    ['presupuestos?', 7],
    [`depenses?${END}|gastos?${END}`, 5],
    [`finanzas|dinero|argent|ahorros?${END}|economies|epargne|ingresos|revenus`, 2],
    [`factures?${END}|facturas?${END}|comptabilite|contabilidad|portefeuille|billetera`, 2],
    ['бюджет', 7],
    ['расход|трат|затрат', 5],
    ['финанс', 3],
    ['деньг|денег|сбережени|накоплени|доход|кошел|бухгалтер', 2],
    [`${AR}ميزاني`, 7],
    [`${AR}(مصاريف|مصروفات|نفقات)`, 5],
    [`${AR}مالي(ه|ات)?${END}`, 3],
    [`${AR}(اموال|ادخار|توفير|فواتير|محاسبه|محفظه)${END}`, 2],
    [`(نقسم|نتقاسم|تقسيم|يتقسم|نوزع)\\s+${AR}(فواتير|مصاريف|ايجار)|${AR}(ايجار)${END}`, 4],
    ['(repartir|dividir|compartir) (los )?gastos|partager (les )?(depenses|frais)|делить (расходы|счета)', 3],
  ],
  dashboard: [
    ['tableau de bord|tablero de (control|mando|indicadores)|cuadro de mando', 7],
    ["panneau d'administration|interface d'administration|espace admin|panel de (control|administracion)", 6],
    ['analytique|analitica|statistiques|estadisticas', 3],
    ['indicateurs|metricas|indicadores', 3],
    [`rapports?${END}|informes${END}|reportes${END}`, 2],
    ['дашборд', 7],
    ['панел\\p{L}* (управлени|администр|мониторинг)|админ[- ]?панел|админк', 6],
    ['панел|статистик|отчет', 2],
    ['аналитик|метрик|показател', 3],
    [`${AR}لوحه ${AR}(تحكم|معلومات|قياده|بيانات|مؤشرات)`, 7],
    [`${AR}(تحليلات|مؤشرات)`, 3],
    [`${AR}(احصائيات|احصاءات|تقارير)`, 2],
  ],
  booking: [
    [`reservas?${END}|reservaciones?|reservar|reserver|reservez`, 6],
    [`rendez-vous|prise de rendez|citas?${END}|agendar`, 6],
    [`evenements?|eventos?${END}`, 4],
    [`taller(?:es)?${END}|ateliers? d[eu']|masterclass`, 3],
    [`billets?${END}|billetterie|venta de entradas|entradas para|boletos`, 3],
    [`calendrier|calendario|horarios?${END}|creneaux|turnos`, 2],
    ['salon de coiffure|coiffeur|clinique|dentiste|peluqueria|barberia|clinica|dentista', 2],
    [`бронир|брон(ь|и|ю)${END}`, 7],
    // "запись на приём", "для записи к репетитору".
    ['запис\\p{L}* (?:на|к)|онлайн-запис', 7],
    ['репетитор|тренер|мастер маникюра|косметолог|массаж', 2],
    ['мероприяти|событи', 4],
    ['билет|конференци|вебинар|мастер-класс|семинар', 3],
    ['расписани|календар|салон|барбершоп|парикмахер|клиник|стоматолог', 2],
    [`${AR}(حجز|حجوزات|احجز)`, 7],
    [`${AR}(مواعيد|موعد)`, 6],
    [`${AR}(فعاليات|فعاليه|احداث)`, 4],
    [`${AR}(تذاكر|تذكره|مؤتمر|ورشه|ندوه)`, 3],
    [`${AR}(جدول|تقويم|صالون|حلاق|عياده)`, 2],
  ],
  quiz: [
    ['jeu de questions|questions-reponses|cuestionario', 7],
    [`examens?${END}|examenes|qcm|choix multiples?|opcion multiple|seleccion multiple`, 4],
    ['concurso', 3],
    ['preguntas|tarjetas de memoria|fichas de estudio', 2],
    ['викторин|квиз', 7],
    [`тест(ы|а|ов|ом|ами)?${END}|тестирован|экзамен`, 4],
    ['вопрос|карточк', 2],
    ['كويز', 7],
    [`${AR}(اختبار|اختبارات|مسابقه|مسابقات)`, 7],
    [`${AR}امتحان|${AR}اختيار من متعدد|${AR}بطاقات ${AR}تعليميه`, 4],
    [`${AR}اسئله`, 2],
  ],
  recipes: [
    ['recettes?|recetas?|recetario|livre de cuisine|libro de cocina', 7],
    [`cuisiner|cocinar|cocina${END}`, 3],
    [`planification des repas|plan de comidas|repas${END}|comidas`, 2],
    [`ingredientes|platos${END}`, 1],
    ['рецепт', 7],
    ['кулинар', 4],
    ['готовк|готовить', 3],
    ['ингредиент|блюд|кухн', 1],
    [`${AR}(وصفات|وصفه)`, 7],
    [`${AR}طبخ`, 3],
    [`${AR}(مكونات|اطباق|مطبخ)`, 1],
  ],
};

/** Words after which a French, Spanish, Russian or Arabic prompt talks about details, not the app itself. */
const INTL_MODIFIERS = [
  `(avec|qui|que|con|donde|incluant|comprenant|incluyendo)${END}`,
  // Not "pour" alone: "pour-over coffee" is English.
  `pour (mon|ma|mes|le|la|les|un|une|des|notre|nos|votre|vos|son|sa|ses)${END}`,
  `(с|со|для|котор\\p{L}*|где|чтобы)${END}`,
  `${AR}(مع|الذي|التي|حيث)${END}`,
].join('|');

/** Characters that mean the same to the lexicon: ё is often written е, alef and teh marbuta forms vary. */
const INTL_FOLD: Record<string, string> = {
  ё: 'е',
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  '’': "'",
  ʼ: "'",
};
/** Arabic vowel marks and tatweel: optional in writing, so dropped (the seeded "متتبّع" has a shadda). */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/;
const CYRILLIC_OR_ARABIC = /[\u0400-\u04ff\u0600-\u06ff]/;

/** A prompt as the international lexicon reads it, with the position in the prompt of each character. */
export interface IntlText {
  text: string;
  at: number[];
}

export function intlText(original: string): IntlText {
  const folded = fold(original);
  let text = '';
  const at: number[] = [];
  for (let index = 0; index < original.length; index++) {
    const char = original.charAt(index);
    if (ARABIC_MARKS.test(char)) continue;
    const lower = char.toLowerCase();
    text += INTL_FOLD[lower] ?? (CYRILLIC_OR_ARABIC.test(char) ? lower : folded.charAt(index));
    at.push(index);
  }
  return { text, at };
}

/** Matches of an international pattern, as spans of the original prompt (and of its folded text). */
export function findIntl(intl: IntlText, source: string): Span[] {
  const re = regex(`(?<![\\p{L}\\p{N}_])(?:${source})`, 'gu');
  const found: Span[] = [];
  for (const match of intl.text.matchAll(re)) {
    if (match[0].length === 0) continue;
    const start = intl.at[match.index] ?? 0;
    const end = (intl.at[match.index + match[0].length - 1] ?? start) + 1;
    found.push({ start, end });
  }
  return found;
}

/** Ties go to the more specific kind. */
const KIND_PRIORITY: AppKind[] = [
  'habits',
  'fitness',
  'budget',
  'recipes',
  'quiz',
  'kanban',
  'todo',
  'notes',
  'booking',
  'restaurant',
  'store',
  'portfolio',
  'blog',
  'dashboard',
  'landing',
  'generic',
];

const APP_WORDS =
  '(app|application|web ?app|web ?site|site|page|tracker|tool|platform|manager|planner|system|board|uygulama\\w*|site\\w*|sayfa\\w*|arac\\w*|platform\\w*|sistem\\w*|takip\\w*|takipci\\w*|program\\w*)';

/** Words after which (English) or before which (Turkish) the prompt talks about details, not the app itself. */
const EN_MODIFIERS = /\b(with|for|that|which|including|featuring|where|to track|to manage|showing)\b/;
const TR_MODIFIERS = /\b(icin|ile|iceren|olan|ozellikli|gosteren|sahip)\b/g;

function modifierWeight(folded: string, intl: IntlText): (position: number) => number {
  const en = EN_MODIFIERS.exec(folded);
  let trEnd = -1;
  for (const match of folded.matchAll(TR_MODIFIERS)) trEnd = match.index;
  const other = findIntl(intl, INTL_MODIFIERS)[0];
  return (position) => {
    if (en && position > en.index) return 0.5;
    if (trEnd >= 0 && position < trEnd) return 0.5;
    if (other && position > other.start) return 0.5;
    return 1;
  };
}

/** Scores of every kind for a prompt, highest first. */
export function scoreKinds(prompt: string): { kind: AppKind; score: number }[] {
  const folded = fold(prompt);
  const intl = intlText(prompt);
  const weight = modifierWeight(folded, intl);
  const appWord = regex(`^[\\s-]*(\\w+\\s+)?${APP_WORDS}\\b`);
  const scores = (Object.keys(KIND_WORDS) as (keyof typeof KIND_WORDS)[]).map((kind) => {
    let score = 0;
    for (const [pattern, points] of KIND_WORDS[kind]) {
      for (const match of findAll(folded, pattern)) {
        const bonus = appWord.test(folded.slice(match.end, match.end + 30)) ? 2 : 0;
        score += (points + bonus) * weight(match.start);
      }
    }
    for (const [pattern, points] of KIND_WORDS_INTL[kind]) {
      for (const match of findIntl(intl, pattern)) score += points * weight(match.start);
    }
    return { kind, score };
  });
  return scores.sort(
    (a, b) => b.score - a.score || KIND_PRIORITY.indexOf(a.kind) - KIND_PRIORITY.indexOf(b.kind),
  );
}

/** Kinds a page or website can be about ("a page for my pottery workshop" is the workshop's page). */
const SITE_KINDS: ReadonlySet<AppKind> = new Set(['booking', 'restaurant', 'store', 'portfolio', 'blog']);

/** "page", "website", "sayfa", "página", "site", "страница", "сайт", "صفحة", "موقع". */
const SITE_WORDS = `(?:web ?site|site|page|home ?page|sayfa|pagina|sitio|sайт|сайт|страниц\\p{L}*|${AR}صفحه|${AR}موقع)${END}`;

/** "Landing page for …", "Лендинг для …", "صفحة هبوط لتطبيق …": a landing page named outright. */
const LANDING_OUTRIGHT = `(?:landing ?page|^\\s*(?:une |una |la |el )?landing (?:para|pour|for|de|d')|acilis sayfa\\w*|page d'atterrissage|pagina de aterrizaje|лендинг|посадочн\\p{L}* страниц\\p{L}*|${AR}صفحه ${AR}(?:هبوط|مقصوده))`;

export function detectKind(prompt: string): AppKind {
  // The page asked for in the first sentence is built, over the kind of product it presents ("a
  // landing page for an app to book salon appointments" presents the app; it books nothing).
  const first = prompt.split(/[.!?\n]/u)[0] ?? '';
  if (
    findIntl(intlText(first), LANDING_OUTRIGHT).length > 0 ||
    findAll(fold(first), LANDING_OUTRIGHT).length > 0
  )
    return 'landing';
  const best = scoreKinds(prompt)[0];
  if (!best) return 'generic';
  if (best.score >= 2) return best.kind;
  // A page or site "for" something is about it: the word that says what it is counts in full there.
  const site =
    best.score > 0 && SITE_KINDS.has(best.kind) && findIntl(intlText(prompt), SITE_WORDS).length > 0;
  return site ? best.kind : 'generic';
}

// ---------------------------------------------------------------------------------------------------
// Colours.

/** A colour's words in the languages matched over `intlText`, like the kind lexicon's. */
export type IntlWords = Record<'fr' | 'es' | 'ru' | 'ar', string>;

export interface NamedColor {
  id: string;
  pattern: string;
  /**
   * French and Spanish words are written unaccented, with their gender and plural endings; Russian ones
   * are stems, Arabic ones take clitics and the accusative "ًا" ("برتقاليًا"). A word English already has
   * ("orange", "violet") is here too, so that a French or Spanish shade after it ("violet foncé") is read
   * with it.
   */
  words: IntlWords;
  primary: string;
  accent: string;
  /** Named in every reply language: a French reply would not say "green". */
  label: ReplyTexts;
}

export const COLORS: NamedColor[] = [
  {
    id: 'navy',
    pattern: 'navy( blue)?|lacivert\\w*|deniz mavisi',
    words: {
      fr: 'bleus? marine',
      es: 'azul(?:es)? marinos?',
      ru: 'темно-син\\p{L}*',
      ar: `${AR}كحلي(?:ه|ا)?|${AR}(?:ازرق|زرقاء) ${AR}بحري(?:ه|ا)?`,
    },
    primary: '#1e3a8a',
    accent: '#f59e0b',
    label: {
      en: 'navy',
      tr: 'lacivert',
      fr: 'bleu marine',
      es: 'azul marino',
      ru: 'тёмно-синий',
      ar: 'الكحلي',
    },
  },
  {
    id: 'sky',
    pattern: 'sky ?blue|baby blue|gok mavisi\\w*|bebek mavisi',
    words: {
      fr: 'bleus? (?:ciel|azur)|azur',
      es: 'azul(?:es)? (?:cielo|celeste)|celestes?',
      ru: 'небесно-голуб\\p{L}*|небесн\\p{L}*|лазурн\\p{L}*',
      ar: `${AR}(?:ازرق|زرقاء) ${AR}سماوي(?:ه|ا)?|${AR}لون ${AR}سماء`,
    },
    primary: '#0ea5e9',
    accent: '#6366f1',
    label: {
      en: 'sky blue',
      tr: 'gök mavisi',
      fr: 'bleu ciel',
      es: 'azul cielo',
      ru: 'небесно-голубой',
      ar: 'الأزرق السماوي',
    },
  },
  {
    id: 'blue',
    pattern: 'blue|mavi(ye|yi|nin|ler)?',
    words: {
      fr: 'bleu(?:e|s|es)?|bleute(?:e|s|es)?',
      es: 'azul(?:es)?|azulad[oa]s?',
      ru: 'син(?:ий|яя|ее|ие|его|ей|им|ими|их|ему|юю|ем|ь|ью)|синеват\\p{L}*',
      ar: `${AR}(?:ازرق|زرقاء)`,
    },
    primary: '#2563eb',
    accent: '#f59e0b',
    label: { en: 'blue', tr: 'mavi', fr: 'bleu', es: 'azul', ru: 'синий', ar: 'الأزرق' },
  },
  {
    id: 'indigo',
    pattern: 'indigo|civit\\w*',
    words: {
      fr: 'indigo',
      es: 'indigo',
      ru: 'индиго',
      ar: `${AR}نيلي(?:ه|ا)?`,
    },
    primary: '#4f46e5',
    accent: '#ec4899',
    label: { en: 'indigo', tr: 'çivit mavisi', fr: 'indigo', es: 'índigo', ru: 'индиго', ar: 'النيلي' },
  },
  {
    id: 'violet',
    pattern: 'violet|eflatun\\w*',
    words: {
      fr: 'violet(?:te|s|tes)?',
      es: 'violetas?',
      ru: 'фиолетов\\p{L}*',
      ar: `${AR}بنفسجي(?:ه|ا)?`,
    },
    primary: '#7c3aed',
    accent: '#f472b6',
    label: { en: 'violet', tr: 'eflatun', fr: 'violet', es: 'violeta', ru: 'фиолетовый', ar: 'البنفسجي' },
  },
  {
    id: 'purple',
    pattern: 'purple|mor(a|u|un)?\\b',
    words: {
      fr: 'pourpres?|violace(?:e|s|es)?',
      es: 'morad[oa]s?|purpura',
      ru: 'пурпурн\\p{L}*',
      ar: `${AR}ارجواني(?:ه|ا)?`,
    },
    primary: '#9333ea',
    accent: '#f59e0b',
    label: { en: 'purple', tr: 'mor', fr: 'pourpre', es: 'morado', ru: 'пурпурный', ar: 'الأرجواني' },
  },
  {
    id: 'lavender',
    pattern: 'lavender|lila\\w*|lavanta\\w*',
    words: {
      fr: 'lavande|lilas',
      es: 'lavanda|lilas?',
      ru: 'лавандов\\p{L}*|сиренев\\p{L}*|лилов\\p{L}*',
      ar: `${AR}خزامي(?:ه|ا)?|${AR}لافندر|${AR}ليلكي(?:ه|ا)?`,
    },
    primary: '#8b5cf6',
    accent: '#f9a8d4',
    label: { en: 'lavender', tr: 'lila', fr: 'lavande', es: 'lavanda', ru: 'лавандовый', ar: 'الخزامي' },
  },
  {
    id: 'fuchsia',
    pattern: 'fuchsia|magenta|fusya\\w*',
    words: {
      fr: 'fuchsia|magenta',
      es: 'fucsia|magenta',
      ru: 'фукси\\p{L}*|маджент\\p{L}*|пурпурно-розов\\p{L}*',
      ar: `${AR}فوشي(?:ا|ه)?|${AR}ماجنتا`,
    },
    primary: '#c026d3',
    accent: '#22d3ee',
    label: { en: 'fuchsia', tr: 'fuşya', fr: 'fuchsia', es: 'fucsia', ru: 'пурпурно-розовый', ar: 'الفوشيا' },
  },
  {
    id: 'pink',
    pattern: 'pink|pembe\\w*',
    words: {
      fr: '(?<=(?:en|du|de|couleur|tons?|teintes?|vieux|theme|site|boutique|page|blog|appli|application|boutons?|accents?|fond|style|design|interface)\\s)roses?|roses?(?=\\s+(?:pale|poudre|bonbon|vif|fonce|clair|pastel))',
      es: 'rosas?|rosad[oa]s?',
      ru: 'розов\\p{L}*',
      ar: `${AR}(?:وردي|زهري)(?:ه)?`,
    },
    primary: '#db2777',
    accent: '#8b5cf6',
    label: { en: 'pink', tr: 'pembe', fr: 'rose', es: 'rosa', ru: 'розовый', ar: 'الوردي' },
  },
  {
    id: 'rose',
    pattern: 'rose|gul kurusu|gul rengi',
    words: {
      fr: 'framboise',
      es: 'frambuesa',
      ru: 'малинов\\p{L}*',
      ar: `${AR}وردي(?:ه|ا)? ${AR}غامق(?:ه)?`,
    },
    primary: '#e11d48',
    accent: '#f59e0b',
    label: {
      en: 'rose',
      tr: 'gül kurusu',
      fr: 'framboise',
      es: 'frambuesa',
      ru: 'малиновый',
      ar: 'الوردي الغامق',
    },
  },
  {
    id: 'burgundy',
    pattern: 'burgundy|maroon|wine red|crimson|bordo\\w*',
    words: {
      fr: 'bordeaux|grenat|lie de vin',
      es: 'burdeos|granates?',
      ru: 'бордов\\p{L}*|бордо',
      ar: `${AR}(?:عنابي|خمري|نبيذي|قرمزي)(?:ه)?`,
    },
    primary: '#9f1239',
    accent: '#d97706',
    label: { en: 'burgundy', tr: 'bordo', fr: 'bordeaux', es: 'burdeos', ru: 'бордовый', ar: 'العنابي' },
  },
  {
    id: 'red',
    pattern: 'red|kirmizi\\w*',
    words: {
      fr: 'rouges?',
      es: 'roj[oa]s?',
      ru: 'красн\\p{L}*',
      ar: `${AR}(?:احمر|حمراء)`,
    },
    primary: '#dc2626',
    accent: '#f59e0b',
    label: { en: 'red', tr: 'kırmızı', fr: 'rouge', es: 'rojo', ru: 'красный', ar: 'الأحمر' },
  },
  {
    id: 'coral',
    pattern: 'coral|salmon (pink|colou?r)|mercan\\w*|somon (rengi|pembe)\\w*',
    words: {
      fr: 'corail|(?:rose|couleur) saumon',
      es: 'corales?|(?:rosa|color) salmon',
      ru: 'кораллов\\p{L}*|лососев\\p{L}*',
      ar: `${AR}(?:مرجاني|سلموني)(?:ه)?`,
    },
    primary: '#f43f5e',
    accent: '#14b8a6',
    label: { en: 'coral', tr: 'mercan', fr: 'corail', es: 'coral', ru: 'коралловый', ar: 'المرجاني' },
  },
  {
    id: 'orange',
    pattern: 'orange|turuncu\\w*|portakal rengi',
    words: {
      fr: 'oranges?|orangee?s?',
      es: 'naranjas?|anaranjad[oa]s?',
      ru: 'оранжев\\p{L}*',
      ar: `${AR}برتقالي(?:ه|ا)?`,
    },
    primary: '#ea580c',
    accent: '#0ea5e9',
    label: { en: 'orange', tr: 'turuncu', fr: 'orange', es: 'naranja', ru: 'оранжевый', ar: 'البرتقالي' },
  },
  {
    id: 'amber',
    pattern: 'amber|kehribar\\w*|hardal (rengi|sari)\\w*|mustard (yellow|colou?r)',
    words: {
      fr: 'ambre|(?:jaune|couleur) moutarde',
      es: '(?:color|amarillo) (?:ambar|mostaza)',
      ru: 'янтарн\\p{L}*|горчичн\\p{L}*',
      ar: `${AR}(?:كهرماني|خردلي)(?:ه)?`,
    },
    primary: '#d97706',
    accent: '#0f766e',
    label: { en: 'amber', tr: 'kehribar', fr: 'ambre', es: 'ámbar', ru: 'янтарный', ar: 'الكهرماني' },
  },
  {
    id: 'gold',
    pattern: 'gold(en)?\\b|altin (renk|sari)\\w*|altin\\b',
    words: {
      fr: 'dore(?:e|s|es)?',
      es: 'dorad[oa]s?|(?:color|de) oro',
      ru: 'золот\\p{L}*',
      ar: `${AR}ذهبي(?:ه|ا)?`,
    },
    primary: '#b8860b',
    accent: '#1e293b',
    label: { en: 'gold', tr: 'altın', fr: 'doré', es: 'dorado', ru: 'золотой', ar: 'الذهبي' },
  },
  {
    id: 'yellow',
    pattern: 'yellow|sari(ya|yi|nin)?\\b',
    words: {
      fr: 'jaunes?',
      es: 'amarill[oa]s?',
      ru: 'желт\\p{L}*',
      ar: `${AR}(?:اصفر|صفراء)`,
    },
    primary: '#eab308',
    accent: '#4f46e5',
    label: { en: 'yellow', tr: 'sarı', fr: 'jaune', es: 'amarillo', ru: 'жёлтый', ar: 'الأصفر' },
  },
  {
    id: 'lime',
    pattern: 'lime|fistik yesil\\w*|neon yesil\\w*',
    words: {
      fr: 'verts? (?:citron|anis|pomme)',
      es: 'verdes? (?:lima|limon)',
      ru: 'лаймов\\p{L}*|салатов(?:ый|ая|ое|ые|ого|ой|ом|ым|ую|ых)',
      ar: `${AR}(?:اخضر|خضراء) ${AR}ليموني(?:ه|ا)?|${AR}لايم`,
    },
    primary: '#65a30d',
    accent: '#0ea5e9',
    label: {
      en: 'lime',
      tr: 'fıstık yeşili',
      fr: 'vert citron',
      es: 'verde lima',
      ru: 'лаймовый',
      ar: 'الأخضر الليموني',
    },
  },
  {
    id: 'olive',
    pattern: 'olive (green|colou?r)|zeytin yesil\\w*|haki\\b|khaki',
    words: {
      fr: 'verts? olive|kaki',
      es: 'verdes? oliva|color oliva|caqui',
      ru: 'оливков\\p{L}*(?!\\s+масл)|хаки',
      ar: `${AR}(?:زيتوني|كاكي)(?:ه)?`,
    },
    primary: '#4d7c0f',
    accent: '#d97706',
    label: {
      en: 'olive',
      tr: 'zeytin yeşili',
      fr: 'vert olive',
      es: 'verde oliva',
      ru: 'оливковый',
      ar: 'الزيتوني',
    },
  },
  {
    id: 'mint',
    pattern: 'mint( green| colou?r)?|nane yesil\\w*',
    words: {
      fr: 'verts? menthe|couleur menthe',
      es: 'verdes? menta|color menta',
      ru: 'мятн\\p{L}*',
      ar: `${AR}(?:(?:اخضر|خضراء) ${AR})?نعناعي(?:ه|ا)?`,
    },
    primary: '#10b981',
    accent: '#f472b6',
    label: {
      en: 'mint',
      tr: 'nane yeşili',
      fr: 'vert menthe',
      es: 'verde menta',
      ru: 'мятный',
      ar: 'الأخضر النعناعي',
    },
  },
  {
    id: 'emerald',
    pattern: 'emerald|zumrut\\w*',
    words: {
      fr: '(?:verts? )?emeraude',
      es: '(?:verdes? )?esmeralda',
      ru: 'изумрудн\\p{L}*',
      ar: `${AR}زمردي(?:ه|ا)?`,
    },
    primary: '#059669',
    accent: '#f59e0b',
    label: {
      en: 'emerald',
      tr: 'zümrüt yeşili',
      fr: 'vert émeraude',
      es: 'verde esmeralda',
      ru: 'изумрудный',
      ar: 'الزمردي',
    },
  },
  {
    id: 'green',
    pattern: 'green|yesil\\w*',
    words: {
      fr: 'vert(?:e|s|es)?',
      es: 'verdes?',
      ru: 'зелен\\p{L}*',
      ar: `${AR}(?:اخضر|خضراء)`,
    },
    primary: '#16a34a',
    accent: '#f59e0b',
    label: { en: 'green', tr: 'yeşil', fr: 'vert', es: 'verde', ru: 'зелёный', ar: 'الأخضر' },
  },
  {
    id: 'teal',
    pattern: 'teal|petrol (mavisi|yesili)\\w*',
    words: {
      fr: '(?:bleus?|verts?) (?:canard|petrole)',
      es: 'verdes? azulad[oa]s?|(?:azul|verde) petroleo',
      ru: 'сине-зелен\\p{L}*|(?:цвет\\p{L}* )?морск\\p{L}* волн\\p{L}*',
      ar: `${AR}(?:ازرق|زرقاء) ${AR}مخضر(?:ه)?|${AR}بترولي(?:ه|ا)?`,
    },
    primary: '#0d9488',
    accent: '#f97316',
    label: {
      en: 'teal',
      tr: 'petrol yeşili',
      fr: 'bleu canard',
      es: 'verde azulado',
      ru: 'сине-зелёный',
      ar: 'الأزرق المخضر',
    },
  },
  {
    id: 'turquoise',
    pattern: 'turquoise|aqua|turkuaz\\w*',
    words: {
      fr: 'turquoise',
      es: 'turquesas?',
      ru: 'бирюзов\\p{L}*',
      ar: `${AR}فيروزي(?:ه|ا)?|${AR}تركواز`,
    },
    primary: '#06b6d4',
    accent: '#f97316',
    label: {
      en: 'turquoise',
      tr: 'turkuaz',
      fr: 'turquoise',
      es: 'turquesa',
      ru: 'бирюзовый',
      ar: 'الفيروزي',
    },
  },
  {
    id: 'cyan',
    pattern: 'cyan|camgobeg\\w*',
    words: {
      fr: 'cyan',
      es: 'cian',
      ru: 'голуб(?:ой|ая|ое|ые|ого|ом|ым|ую|ых|ыми)|циан',
      ar: `${AR}سماوي(?:ه|ا)?|${AR}سيان`,
    },
    primary: '#0891b2',
    accent: '#f43f5e',
    label: { en: 'cyan', tr: 'camgöbeği', fr: 'cyan', es: 'cian', ru: 'голубой', ar: 'السماوي' },
  },
  {
    id: 'brown',
    pattern: 'brown|chocolate (brown|colou?r)|kahverengi\\w*|kahve rengi\\w*|cikolata rengi',
    words: {
      fr: 'marron|brun(?:e|s|es)?|couleur chocolat',
      es: 'marron(?:es)?|color (?:cafe|chocolate)',
      ru: 'коричнев\\p{L}*',
      ar: `${AR}بني(?:ا)?${END}|${AR}قهوائي(?:ه|ا)?`,
    },
    primary: '#92400e',
    accent: '#f59e0b',
    label: { en: 'brown', tr: 'kahverengi', fr: 'marron', es: 'marrón', ru: 'коричневый', ar: 'البني' },
  },
  {
    id: 'beige',
    pattern: 'beige|cream colou?r(ed)?|sand colou?r(ed)?|bej\\b|krem rengi|kum rengi',
    words: {
      fr: 'beige|couleur (?:creme|sable)',
      es: 'beis|beige|color (?:crema|arena)',
      ru: 'бежев\\p{L}*|кремов\\p{L}*|песочн\\p{L}*',
      ar: `${AR}(?:بيج|كريمي|رملي)(?:ه)?`,
    },
    primary: '#a16207',
    accent: '#78716c',
    label: { en: 'beige', tr: 'bej', fr: 'beige', es: 'beis', ru: 'бежевый', ar: 'البيج' },
  },
  {
    id: 'black',
    pattern: 'black|siyah\\w*',
    words: {
      fr: '(?<!(?:theme|mode|fond|interface|style|couleurs?)\\s(?:tres\\s)?|film\\s|neo-)noir(?:e|s|es)?',
      es: '(?<!(?:tema|modo|fondo|interfaz|estilo|apariencia|colores)\\s(?:muy\\s)?)negr[oa]s?',
      ru: 'черн(?:ый|ая|ое|ые|ого|ой|ом|ым|ую|ых|ыми)(?!\\s+фон)',
      ar: `(?<!(?:وضع|سمه|ثيم|خلفيه|مظهر|نمط|تصميم|الوان)\\s${AR})${AR}(?:اسود|سوداء)`,
    },
    primary: '#111827',
    accent: '#f59e0b',
    label: { en: 'black', tr: 'siyah', fr: 'noir', es: 'negro', ru: 'чёрный', ar: 'الأسود' },
  },
  {
    id: 'slate',
    pattern: 'slate|charcoal (gr[ae]y|colou?r)|antrasit\\w*|fume\\b',
    words: {
      fr: 'ardoise|anthracite|gris (?:ardoise|anthracite|charbon)',
      es: '(?:gris )?pizarra|antracita|gris carbon',
      ru: 'графитов\\p{L}*|антрацитов\\p{L}*|грифельн\\p{L}*',
      ar: `${AR}(?:رصاصي|اردوازي|فحمي)(?:ه)?`,
    },
    primary: '#334155',
    accent: '#0ea5e9',
    label: {
      en: 'slate',
      tr: 'antrasit',
      fr: 'ardoise',
      es: 'gris pizarra',
      ru: 'графитовый',
      ar: 'الرصاصي',
    },
  },
  {
    id: 'gray',
    pattern: 'gr[ae]y|gri(ye|yi|nin)?\\b',
    words: {
      fr: 'gris(?:e|es)?|grisatre',
      es: 'gris(?:es)?|grisace[oa]s?',
      ru: 'сер(?:ый|ая|ое|ые|ого|ой|ом|ым|ую|ых|ыми)',
      ar: `${AR}رمادي(?:ه|ا)?`,
    },
    primary: '#475569',
    accent: '#0ea5e9',
    label: { en: 'gray', tr: 'gri', fr: 'gris', es: 'gris', ru: 'серый', ar: 'الرمادي' },
  },
  {
    id: 'silver',
    pattern: 'silver|gumus\\w*',
    words: {
      fr: 'argente(?:e|s|es)?|couleur argent',
      es: 'platead[oa]s?|color plata',
      ru: 'серебрист\\p{L}*|серебрян\\p{L}*',
      ar: `${AR}فضي(?:ه|ا)?`,
    },
    primary: '#64748b',
    accent: '#6366f1',
    label: { en: 'silver', tr: 'gümüş', fr: 'argenté', es: 'plateado', ru: 'серебристый', ar: 'الفضي' },
  },
];

const COLOR_SHADES = { dark: 'dark|deep|koyu', light: 'light|pale|pastel|soft|acik|pastel' } as const;
const ACCENT_CUE = /\b(accents?|secondary|highlights?|vurgu\w*|ikincil|ikinci renk)\b/;
const PRIMARY_CUE = /\b(primary|main|brand|ana renk|birincil|marka rengi|buttons?|buton\w*|dugme\w*)\b/;

// French, Spanish and Arabic shades follow the colour ("vert foncé", "azul claro", "أزرق داكن"); Russian
// ones are joined before it ("тёмно-синий").
const SHADES_INTL = {
  darkBefore: 'темно-',
  lightBefore: 'светло-|бледно-',
  dark: `(?:tres |muy )?(?:fonce(?:e|s|es)?|sombres?|oscur[oa]s?)|${AR}(?:داكن|غامق)(?:ه)?`,
  light: `(?:tres |muy )?(?:clair(?:e|s|es)?|pales?|pastel|clar[oa]s?|palid[oa]s?)|${AR}(?:فاتح|باهت)(?:ه)?`,
};
/** Role cues, matched like the colour words: `latin` ones only where French and Spanish words are read. */
const ACCENT_CUE_INTL = {
  latin:
    'accents?|acentos?|secondaires?|secundari[oa]s?|mise en valeur|(?:couleur|color) de (?:contraste|realce)',
  other: `акцент\\p{L}*|вторичн\\p{L}*|дополнительн\\p{L}*|${AR}(?:تمييز|ثانوي|ثانويه|مميز|ابراز)${END}`,
};
const PRIMARY_CUE_INTL = {
  latin:
    'principal(?:e|es|s)?|boutons?|botone?s|boton|dominante?s?|(?:couleur|color) de (?:la )?marque|color de marca',
  other: `основн\\p{L}*|главн\\p{L}* цвет|кнопк\\p{L}*|кнопок|фирменн\\p{L}*|${AR}(?:اساسي|اساسيه|رئيسي|رئيسيه|ازرار|زر)${END}`,
};
/** Words that may stand between a colour and the cue after it: "verde como color principal", "كلون أساسي". */
const CUE_LEAD_INTL = `(?:(?:comme|como|pour|para|en|les|le|la|los|las|el|du|de|des|d'|couleur|color|как|в|качестве|цвет\\p{L}*|${AR}لون)\\s*)*`;
/** Where a clause ends before a colour: the cue in "accents en bleu et titres en rouge" is the first one's. */
const CLAUSE_END_INTL = /[,.;!?،؛]|(?<!\p{L})(?:and|ve|et|y|и)(?!\p{L})|\sو(?=\s|ال)/u;
/**
 * Spanish phrases where an English or Turkish colour word is no colour: "una red social" is a network,
 * "tarta de moras" has blackberries. Read only where French and Spanish words are.
 */
const NOT_COLORS_LATIN = `(?:una|la|las|mi|tu|nuestra|en) red(?:es)?${END}|red(?:es)? (?:social|sociales|de|wifi)${END}|(?:de|la|las|con) moras?${END}`;
/** Words of French, Spanish, Russian or Arabic that English and Turkish prompts do not use. */
const OTHER_LANGUAGE = regex(
  "[\\u0400-\\u04ff\\u0600-\\u06ff]|\\b(un|une|des|du|les|pour|avec|mon|ma|mes|los|las|una|con|unos|unas|para (mi|el|la|los|las|un|una))\\b|\\b[dl]'",
);

/**
 * Whether a prompt is in English or Turkish (whatever the interface language). Topics are found with
 * English and Turkish words; elsewhere they catch articles and prepositions ("Une Co."), so such a
 * prompt takes its blueprint's own name.
 */
export function readsAsEnglishOrTurkish(original: string): boolean {
  return !OTHER_LANGUAGE.test(fold(original).replace(/\u2019/g, "'"));
}

const TURKISH_WORDS =
  /\b(ve|icin|bir|ile|olan|olsun|istiyorum|isterim|benim|bizim|uygulama\w*|sitesi|sayfas\w*|listesi|takip\w*|renkli|gibi)\b/g;

/** Words only French (or mostly French) briefs use. */
const FRENCH_WORDS =
  /(?<![\p{L}])(le|la|les|des|une|du|au|aux|pour|avec|et|est|mon|ma|mes|notre|nos|je|veux|voudrais|qui|dans|sur|créer|crée|fais|faire|où|chaque|boulangerie|réservation)(?![\p{L}])|(?<![\p{L}])[dlj]'/gu;
/** Words only Spanish (or mostly Spanish) briefs use. */
const SPANISH_WORDS =
  /(?<![\p{L}])(el|los|las|una|unos|unas|para|con|y|es|mi|mis|nuestro|nuestra|quiero|que|del|al|crea|hacer|haz|donde|cada|aplicación|sitio|página|tienda)(?![\p{L}])|[¿¡]/gu;

/**
 * The language the brief is written in, which the app's texts follow: Cyrillic is Russian, Arabic
 * script Arabic; Latin text goes to whichever of English, Turkish, French and Spanish has the most of
 * its own words (a brief typed in a Turkish interface in English gets an English app). A brief with no
 * clear winner (a name, "Todo app") keeps the interface's language.
 */
export function writtenLanguage(original: string, interfaceLanguage: AppLanguage): AppLanguage {
  const cyrillic = (original.match(/[\u0400-\u04ff]/g) ?? []).length;
  const arabic = (original.match(/[\u0600-\u06ff]/g) ?? []).length;
  const latin = (original.match(/[A-Za-z\u00c0-\u024f]/g) ?? []).length;
  if (cyrillic > latin && cyrillic >= arabic) return 'ru';
  if (arabic > latin) return 'ar';
  const folded = fold(original);
  const lower = original.toLowerCase().replace(/\u2019/g, "'");
  const scores: [AppLanguage, number][] = [
    ['tr', (folded.match(TURKISH_WORDS) ?? []).length + (/[ğışİĞŞ]/.test(original) ? 1 : 0)],
    ['en', (folded.match(ENGLISH_SCORE) ?? []).length],
    ['fr', (lower.match(FRENCH_WORDS) ?? []).length],
    ['es', (lower.match(SPANISH_WORDS) ?? []).length],
  ];
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (best![1] === 0 || best![1] === second![1]) {
    // A tie between the interface's language and another keeps the interface's.
    return interfaceLanguage;
  }
  return best![0];
}

/** Words that make a text English: there, French and Spanish colour words are names or loans ("film noir"). */
const ENGLISH_WORDS = /\b(the|and|with|for|of|it|its|my|our|your|make|an|to|in|is|please|this|that)\b/;
/** English words for telling the brief's language (an accented brand, "Café Lumen", is no French). */
const ENGLISH_SCORE = new RegExp(
  `${ENGLISH_WORDS.source}|\\b(on|at|by|from|next|every|page|website|free)\\b`,
  'g',
);

/**
 * Whether French and Spanish words are read in a text: one with French or Spanish words, or one with no
 * English words and no Turkish letters. A Turkish request typed without its letters passes too, so a
 * look-alike ("sans" for "şans") could mislead it, but only as a verb or right before a section's name.
 */
export function readsFrenchOrSpanish(original: string, folded = fold(original)): boolean {
  return !readsAsEnglishOrTurkish(original) || (!ENGLISH_WORDS.test(folded) && !/[ıİşŞğĞ]/.test(original));
}

export interface ColorMention extends Span {
  hex: string;
  /** The palette entry, when named (not a hex code). */
  named: NamedColor | null;
  role: 'primary' | 'accent' | null;
}

/**
 * Named colours in French, Spanish, Russian and Arabic, with their shades, as spans of `original`. The
 * longest reading wins ("verde azulado" is teal, not green), then an unshaded one ("тёмно-синий" is
 * navy).
 */
function findIntlColors(original: string, latin: boolean): { found: ColorMention[]; blocked: Span[] } {
  const intl = intlText(original);
  const candidates: (ColorMention & { order: number; shaded: boolean })[] = [];
  COLORS.forEach((color, order) => {
    const words = (latin ? [color.words.fr, color.words.es] : []).concat(color.words.ru, color.words.ar);
    const re = regex(
      `(?<![\\p{L}\\p{N}_])(?<before>${SHADES_INTL.darkBefore}|${SHADES_INTL.lightBefore})?(?:${words.join('|')})(?:\\s+(?<after>${SHADES_INTL.dark}|${SHADES_INTL.light}))?${END}`,
      'gu',
    );
    for (const match of intl.text.matchAll(re)) {
      const start = intl.at[match.index] ?? 0;
      const end = (intl.at[match.index + match[0].length - 1] ?? start) + 1;
      const shade = match.groups?.before ?? match.groups?.after;
      let hex = color.primary;
      if (shade && regex(`^(?:${SHADES_INTL.darkBefore}|${SHADES_INTL.dark})$`, 'u').test(shade))
        hex = mix(hex, '#000000', 0.3);
      else if (shade) hex = mix(hex, '#ffffff', 0.35);
      candidates.push({ start, end, hex, named: shade ? null : color, role: null, order, shaded: !!shade });
    }
  });
  candidates.sort(
    (a, b) => b.end - b.start - (a.end - a.start) || Number(a.shaded) - Number(b.shaded) || a.order - b.order,
  );
  const found: ColorMention[] = [];
  for (const { order: _order, shaded: _shaded, ...mention } of candidates)
    if (!overlaps(mention, found)) found.push(mention);
  return { found, blocked: latin ? findIntl(intl, NOT_COLORS_LATIN) : [] };
}

/** Whether a cue of `cues` is in `text`, read like the international lexicon. */
function intlCue(
  text: string,
  cues: { latin: string; other: string },
  latin: boolean,
  after: boolean,
): boolean {
  const source = latin ? `${cues.latin}|${cues.other}` : cues.other;
  const lead = after ? `^[\\s,:—–-]*${CUE_LEAD_INTL}` : '(?<![\\p{L}\\p{N}_])';
  return regex(`${lead}(?:${source})`, 'u').test(intlText(text).text);
}

/** Named colours (with dark/light shades) and hex codes, in order of appearance. */
export function findColors(original: string, folded: string = fold(original)): ColorMention[] {
  const found: ColorMention[] = [];
  const taken: Span[] = [];
  for (const color of COLORS) {
    const re = regex(
      `\\b(?:(${COLOR_SHADES.dark}|${COLOR_SHADES.light})[\\s-]+)?(?:${color.pattern})\\b`,
      'g',
    );
    for (const match of folded.matchAll(re)) {
      const span = { start: match.index, end: match.index + match[0].length };
      if (overlaps(span, taken)) continue;
      const shade = match[1];
      let hex = color.primary;
      if (shade && regex(`^(${COLOR_SHADES.dark})$`).test(shade)) hex = mix(hex, '#000000', 0.3);
      else if (shade) hex = mix(hex, '#ffffff', 0.35);
      taken.push(span);
      found.push({ ...span, hex, named: shade ? null : color, role: null });
    }
  }
  // French and Spanish words are read only in a text that is not English, where they would be names or
  // loans. A reading that covers English matches whole replaces them ("rose pâle" is pink, not rose);
  // one that only overlaps them leaves them be ("dark violet" stays the English dark shade).
  const latin = !ENGLISH_WORDS.test(folded) || !readsAsEnglishOrTurkish(original);
  const intl = findIntlColors(original, latin);
  for (const mention of intl.found) {
    const covered = found.filter((other) => overlaps(mention, [other]));
    if (!covered.every((other) => mention.start <= other.start && other.end <= mention.end)) continue;
    for (const other of covered) found.splice(found.indexOf(other), 1);
    found.push(mention);
    taken.push(mention);
  }
  for (const span of intl.blocked)
    for (const other of found.filter((mention) => overlaps(mention, [span])))
      found.splice(found.indexOf(other), 1);
  for (const match of original.matchAll(/#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b/g)) {
    const hex = normalizeHex(match[0]);
    const span = { start: match.index, end: match.index + match[0].length };
    if (hex && !overlaps(span, taken)) found.push({ ...span, hex, named: null, role: null });
  }
  found.sort((a, b) => a.start - b.start);
  for (const mention of found) {
    const before = folded.slice(Math.max(0, mention.start - 30), mention.start);
    const after = folded.slice(mention.end, mention.end + 22);
    const near = before.split(/[,.;!?]|\band\b|\bve\b/).pop() ?? '';
    if (ACCENT_CUE.test(near) || /^\s*((as|for) (the |an? )?)?(accents?|vurgu\w*|secondary)\b/.test(after))
      mention.role = 'accent';
    else if (PRIMARY_CUE.test(near) || /^\s*((as|for) (the |an? )?)?(primary|main|ana renk)\b/.test(after))
      mention.role = 'primary';
    if (mention.role) continue;
    const nearIntl =
      original
        .slice(Math.max(0, mention.start - 30), mention.start)
        .split(CLAUSE_END_INTL)
        .pop() ?? '';
    const afterIntl = original.slice(mention.end, mention.end + 30);
    if (intlCue(nearIntl, ACCENT_CUE_INTL, latin, false) || intlCue(afterIntl, ACCENT_CUE_INTL, latin, true))
      mention.role = 'accent';
    else if (
      intlCue(nearIntl, PRIMARY_CUE_INTL, latin, false) ||
      intlCue(afterIntl, PRIMARY_CUE_INTL, latin, true)
    )
      mention.role = 'primary';
  }
  return found;
}

/** Assigns the mentions to primary and accent: cues first, then the first free one to primary, the next to accent. */
export function assignColors(mentions: ColorMention[]): { primary?: ColorMention; accent?: ColorMention } {
  let primary = mentions.find((m) => m.role === 'primary');
  let accent = mentions.find((m) => m.role === 'accent');
  for (const mention of mentions) {
    if (mention.role !== null) continue;
    if (!primary) primary = mention;
    else if (!accent && mention !== primary && mention.hex !== primary.hex) accent = mention;
  }
  return { primary, accent };
}

export function colorName(hex: string, language: ReplyLanguage): string {
  const named = COLORS.find((color) => color.primary === hex.toLowerCase());
  return named ? named.label[language] : hex;
}

// ---------------------------------------------------------------------------------------------------
// Theme mode, fonts, radius.

export const TOGGLE_PATTERN = [
  '(dark|light|theme|night|color)[ -]?(mode )?(toggle|switch\\w*|button)',
  'toggle (between )?(dark|light|theme)\\w*',
  '(dark|light) ?(and|/|or|&) ?(dark|light)( mode\\w*| theme\\w*)?',
  'dark mode support|supports? dark mode',
  'tema (degistir|dugme|gecis|secici)\\w*',
  '(koyu|karanlik|acik|aydinlik) ?( ve |/| veya |-) ?(acik|koyu|karanlik|aydinlik)( mod\\w*| tema\\w*)?',
  '(karanlik|koyu|gece) (mod|tema)\\w* (dugme|gecis|destek|secene|anahtar)\\w*',
].join('|');

const DARK_PATTERN =
  'dark(er)?\\b|koyu\\b|karanlik\\w*|gece mod\\w*|night mode|midnight|black background|siyah arka ?plan\\w*|siyah tema\\w*';
const LIGHT_PATTERN =
  'light\\b|bright (theme|design|look)|white background|beyaz arka ?plan\\w*|acik (tema|mod|renk|renkli)\\w*|aydinlik\\w*';

/** Colours a French, Spanish or Arabic "sombre"/"oscuro"/"داكن" can shade: "bleu sombre" is no theme. */
const SHADED =
  '(bleu|vert|rouge|gris|violet|rose|marron|brun|azul|verde|rojo|morado|violeta|ازرق|اخضر|احمر|رمادي|بنفسجي|بني) ';
const DARK_INTL = [
  '(theme|mode|fond|interface|style|couleurs?) (tres )?(sombre|noir|fonce|nuit)|mode nuit',
  `(?<!${SHADED})sombres?${END}`,
  '(tema|modo|fondo|interfaz|estilo|apariencia|colores) (muy )?(oscur|negr|noctur)\\p{L}*|modo noche',
  `(?<!${SHADED})oscur[oa]s?${END}`,
  'темн\\p{L}*\\s+(тем|режим|фон|оформлен|интерфейс|цвет|тон)|(тем\\p{L}*|режим|фон)\\s*[-—:]?\\s*темн|ночн\\p{L}* (режим|тем)|черн\\p{L}* фон',
  `${AR}(وضع|سمه|ثيم|خلفيه|مظهر|نمط|تصميم|الوان) ${AR}(داكن|مظلم|ليلي|سوداء|اسود)`,
  `(?<!${SHADED})${AR}(داكن|مظلم)`,
].join('|');
const LIGHT_INTL = [
  '(theme|mode|fond|interface|style|couleurs?) (tres )?(clair|blanc|lumineux|jour)\\p{L}*|mode jour',
  '(tema|modo|fondo|interfaz|estilo|apariencia|colores) (muy )?(clar|blanc|luminos|diurn)\\p{L}*',
  'светл\\p{L}*\\s+(тем|режим|фон|оформлен|интерфейс|цвет|тон)|(тем\\p{L}*|режим|фон)\\s*[-—:]?\\s*светл|бел\\p{L}* фон|дневн\\p{L}* режим',
  `${AR}(وضع|سمه|ثيم|خلفيه|مظهر|نمط|تصميم|الوان) ${AR}(فاتح|مضيء|مضي|نهاري|بيضاء|ابيض|ساطع)`,
].join('|');

/**
 * The light or dark theme the text asks for. `original` lets Arabic words the folding breaks be read; the
 * folded text is enough for everything else.
 */
export function findMode(
  folded: string,
  taken: Span[],
  original = folded,
): { mode: Theme['mode']; span: Span } | null {
  const intl = intlText(original);
  const first = (spans: Span[]) =>
    spans.filter((m) => !overlaps(m, taken)).sort((a, b) => a.start - b.start)[0];
  const dark = first([...findAll(folded, DARK_PATTERN), ...findIntl(intl, DARK_INTL)]);
  if (dark) return { mode: 'dark', span: { start: dark.start, end: dark.end } };
  const light = first([...findAll(folded, LIGHT_PATTERN), ...findIntl(intl, LIGHT_INTL)]);
  if (light) return { mode: 'light', span: { start: light.start, end: light.end } };
  return null;
}

export const FONT_PATTERNS: [Theme['font'], string][] = [
  ['mono', 'mono\\w*|terminal|hacker\\w*|typewriter|daktilo\\w*|code font|kod yazi tipi'],
  [
    'serif',
    '(?<!sans[- ])serif\\b|elegant|classic\\w*|editorial|luxur\\w*|zarif\\w*|klasik\\w*|luks\\w*|sik\\b',
  ],
  [
    'rounded',
    'playful|fun\\b|friendly|kids?\\b|childr\\w*|cocuk\\w*|eglenceli|sevimli|cute|cartoon\\w*|rounded font|yuvarlak (yazi|font)\\w*',
  ],
  ['sans', 'sans[- ]?serif|sans\\b|modern\\b|clean font|geometric'],
];

export const RADIUS_PATTERNS: [Theme['radius'], string][] = [
  ['none', 'sharp (corners|edges)|square corners|no rounded corners|brutalis\\w*|koseli|keskin kose\\w*'],
  ['full', 'pills?\\b|pill[- ]shaped|very rounded|fully rounded|bubbly|yuvarlak (kose|hat)\\w*|playful'],
  ['md', 'corporate|kurumsal|professional|profesyonel|subtle corners|slightly rounded'],
  ['lg', 'rounded corners|soft corners|yumusak kose\\w*'],
];

export function findFont(folded: string): Theme['font'] | null {
  for (const [font, pattern] of FONT_PATTERNS) if (findAll(folded, pattern).length > 0) return font;
  return null;
}

export function findRadius(folded: string): Theme['radius'] | null {
  for (const [radius, pattern] of RADIUS_PATTERNS) if (findAll(folded, pattern).length > 0) return radius;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Features.

export const FEATURE_PATTERNS: Record<Feature, string> = {
  search:
    'search\\w*|find (items|things|recipes|notes|products)|look ?up|arama\\w*|ara\\b|aranabilir|arayabil\\w*',
  filters: 'filter\\w*|sort\\w*|categor\\w*|tags?\\b|filtre\\w*|sirala\\w*|kategori\\w*|etiket\\w*',
  forms: 'forms?\\b|contact form|sign ?up form|validat\\w*|form(u|lar)\\w*|dogrulama\\w*|basvuru\\w*',
  persistence:
    'sav(e|es|ed|ing)\\b|persist\\w*|remember\\w*|local ?storage|offline|between sessions|survives? (a )?reload\\w*|kaydet\\w*|kayded\\w*|kalici\\w*|hatirla\\w*|sakla\\w*|cevrimdisi',
  'dark-toggle': TOGGLE_PATTERN,
  charts: 'charts?|graphs?|visuali[sz]\\w*|plots?\\b|diagrams?|grafik\\w*|cizelge\\w*|gorsellestir\\w*',
  pages:
    'multi-?page\\w*|multiple pages|several pages|separate pages|many pages|pages\\b|routing|routes\\b|sayfalar\\w*|cok sayfa\\w*|birden (fazla|cok) sayfa\\w*|ayri sayfa\\w*',
  export:
    'export\\w*|download (as |to )?(a )?(csv|json|pdf|file)|csv\\b|backup\\w*|disa aktar\\w*|yedek\\w*|indirilebilir',
};

/**
 * A light/dark switch in French, Spanish, Russian and Arabic. Matched before the theme is read, so that
 * "bouton mode clair/sombre" asks for the switch, not for a dark theme.
 */
export const TOGGLE_WORDS_INTL: IntlWords = {
  fr: [
    '(?:bouton|interrupteur|bascule|selecteur) (?:de |du )?(?:theme|mode)',
    '(?: (?:clair|sombre)(?: ?(?:/|et|ou) ?(?:clair|sombre))?)?',
    '|(?:modes?|themes?) (?:clair|sombre) ?(?:/|et|ou) ?(?:clair|sombre)',
  ].join(''),
  es: [
    '(?:boton|interruptor|selector) (?:de |del )?(?:tema|modo)',
    '(?: (?:claro|oscuro)(?: ?(?:/|y|o) ?(?:claro|oscuro))?)?',
    '|(?:modos?|temas?) (?:claro|oscuro) ?(?:/|y|o) ?(?:claro|oscuro)',
  ].join(''),
  ru: [
    'переключател\\p{L}* (?:\\p{L}+ )?(?:тем|режим)\\p{L}*',
    '|(?:светл|темн)\\p{L}* ?(?:и|/) ?(?:светл|темн)\\p{L}* (?:тем|режим)\\p{L}*',
  ].join(''),
  ar: `${AR}(?:زر|مفتاح) ${AR}(?:تبديل ${AR})?(?:وضع|سمه|ثيم)|${AR}تبديل ${AR}(?:وضع|سمه|ثيم)|${AR}وضعين`,
};

/**
 * Features in French, Spanish, Russian and Arabic, written like the colour words. Words the English and
 * Turkish patterns already read ("filtres", "export", "catégories", "pages") are left to them.
 */
export const FEATURE_WORDS_INTL: Record<Feature, IntlWords> = {
  search: {
    fr: 'recherches?|rechercher|chercher|barre de recherche',
    es: 'busquedas?|buscador|buscar',
    ru: 'поиск|искать',
    ar: `${AR}بحث${END}|ابحث`,
  },
  filters: {
    fr: 'filtrer|trier|tri par|etiquettes',
    es: `filtros?${END}|filtrar|ordenar|etiquetas`,
    ru: `фильтр|сортировк|категори|тег(?:и|ов|ам|ами)?${END}`,
    ar: `${AR}(?:تصفيه|فلاتر|فلتر|فرز|تصنيفات|تصنيف|وسوم)${END}`,
  },
  forms: {
    fr: 'formulaires?',
    es: 'formularios?',
    ru: `форм(?:а|ы|у|ой|е)?${END}|анкет`,
    ar: `${AR}(?:نموذج|نماذج|استماره|استمارات)${END}`,
  },
  persistence: {
    fr: 'sauvegard\\p{L}*|enregistr\\p{L}*|hors ligne|stockage local',
    es: 'guardar|guardad[oa]s?|sin conexion|almacenamiento local',
    ru: 'сохран|офлайн|оффлайн|локальн\\p{L}* хранилищ',
    ar: `${AR}(?:حفظ|تخزين)${END}`,
  },
  'dark-toggle': TOGGLE_WORDS_INTL,
  charts: {
    fr: `(?<!(?:charte|identite|design|style|interface) )graphiques?${END}|diagrammes?|courbes`,
    es: `(?<!(?:diseno|identidad|estilo) )graficos?${END}|graficas?${END}|diagramas?`,
    ru: `график\\p{L}*${END}(?!\\s+работы)|диаграмм`,
    ar: `${AR}رسوم ${AR}بيانيه|${AR}(?:مخططات|مخطط)${END}`,
  },
  pages: {
    fr: 'plusieurs pages|pages separees|multi-?pages',
    es: `varias paginas|paginas separadas|multipagina|paginas${END}`,
    ru: `нескольк\\p{L}* страниц|многостраничн|отдельн\\p{L}* страниц|страниц(?:ы|ами|ах)${END}`,
    ar: `${AR}صفحات${END}|عده صفحات`,
  },
  export: {
    fr: 'telecharg\\p{L}* (?:en|au format|les donnees)',
    es: 'descarg\\p{L}* (?:en|como|los datos)|copia de seguridad',
    ru: 'экспорт|выгрузк|резервн\\p{L}* копи',
    ar: `${AR}(?:تصدير|تنزيل)|${AR}نسخ ${AR}احتياطي`,
  },
};

/** The international source for one feature's or section's words: French and Spanish only where `latin`. */
export function intlWords(words: IntlWords, latin: boolean): string {
  return (latin ? [words.fr, words.es] : []).concat(words.ru, words.ar).join('|');
}

/** English and Turkish matches with those of the other four languages, in the order of the text. */
function findEverywhere(
  folded: string,
  source: string,
  intl: IntlText,
  words: IntlWords,
  latin: boolean,
): Span[] {
  return [...findAll(folded, source), ...findIntl(intl, intlWords(words, latin))].sort(
    (a, b) => a.start - b.start,
  );
}

/**
 * `original` lets the other languages be read (the folding breaks some Arabic letters); without it the
 * folded text stands in.
 */
export function findFeatures(
  folded: string,
  taken: Span[] = [],
  original = folded,
): { feature: Feature; span: Span }[] {
  const found: { feature: Feature; span: Span }[] = [];
  const intl = intlText(original);
  const latin = readsFrenchOrSpanish(original);
  for (const feature of FEATURES) {
    const match = findEverywhere(
      folded,
      FEATURE_PATTERNS[feature],
      intl,
      FEATURE_WORDS_INTL[feature],
      latin,
    ).find((m) => !overlaps(m, taken));
    if (match) found.push({ feature, span: match });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Sections: a blueprint's section ids found through their labels and common synonyms.

export const SECTION_SYNONYMS: Record<string, string> = {
  hero: 'hero( section)?|banner|giris bolum\\w*|karsilama\\w*',
  features: 'features( section)?|feature (list|grid)|ozellikler\\w*',
  'how-it-works': 'how (it|this) works|steps\\b|nasil calisir\\w*|adimlar\\w*',
  testimonials:
    'testimonials?|reviews?|customer quotes|yorum\\w*|referans\\w*|musteri gorus\\w*|gorusler\\w*',
  pricing: 'pricing|prices?\\b|price list|plans and pricing|fiyat\\w*|ucret\\w*|paketler\\w*',
  faq: 'faqs?\\b|frequently asked( questions)?|questions and answers|q ?& ?a|sss\\b|sik sorulan\\w*( sorular\\w*)?|soru[- ]cevap\\w*',
  contact: 'contact\\w*|get in touch|iletisim\\w*|bize ulas\\w*',
  footer: 'footer|alt ?bilgi\\w*|sayfa alti\\w*',
  about: 'about( us| me)?\\b|hakkinda\\w*|hakkimizda|hakkimda',
  team: 'team\\b|our people|ekip\\w*|ekibimiz\\w*',
  gallery: 'gallery|photos\\b|galeri\\w*|fotograflar\\w*',
  newsletter: 'newsletter|subscribe|bulten\\w*|abone ol\\w*',
  stats: 'stats\\b|statistics|numbers\\b|istatistik\\w*|rakamlar\\w*',
  cta: 'call to action|cta\\b|eylem cagrisi',
  projects: 'projects\\b|projeler\\w*',
  skills: 'skills\\b|yetenek\\w*|beceri\\w*',
  experience: 'experience\\b|deneyim\\w*|tecrube\\w*',
  menu: 'menu\\w*',
  hours: 'opening hours|hours\\b|calisma saat\\w*|acilis saat\\w*',
  location: 'location|map\\b|address|konum\\w*|harita\\w*|adres\\w*',
  services: 'services\\b|hizmet\\w*',
  collection: 'list\\b|collection|items\\b|liste\\w*|koleksiyon\\w*',
  settings: 'settings\\b|preferences|ayarlar\\w*',
};

/**
 * The same sections in French, Spanish, Russian and Arabic, written like the colour words. Words the
 * English and Turkish synonyms already read ("contact", "FAQ", "galerie", "collection") are left to them.
 */
export const SECTION_WORDS_INTL: Record<keyof typeof SECTION_SYNONYMS, IntlWords> = {
  hero: {
    fr: "banniere|section d'accueil",
    es: 'portada|cabecera|seccion principal',
    ru: 'баннер|(?:перв|главн)\\p{L}* экран',
    ar: `${AR}(?:بانر|لافته)${END}`,
  },
  features: {
    fr: 'fonctionnalites|caracteristiques|atouts',
    es: `caracteristicas|funcionalidades|funciones${END}`,
    ru: 'возможност|преимуществ',
    ar: `${AR}(?:مميزات|ميزات|خصائص)${END}`,
  },
  'how-it-works': {
    fr: `comment (?:ca|cela) (?:marche|fonctionne)|etapes${END}`,
    es: `como funciona|pasos${END}`,
    ru: `как (?:это )?работает|шаг(?:и|ов)${END}`,
    ar: `كيف يعمل|${AR}خطوات${END}`,
  },
  testimonials: {
    fr: `temoignages?|avis${END}`,
    es: `testimonios?|resenas?${END}|opiniones`,
    ru: 'отзыв',
    ar: `${AR}اراء ${AR}عملاء|${AR}(?:شهادات|تقييمات|مراجعات)${END}`,
  },
  pricing: {
    fr: `tarifs?${END}|tarification|prix${END}|formules${END}`,
    es: `precios?${END}|tarifas?${END}`,
    ru: `цен(?:ы|а|у|ой|ами|ах)?${END}|тариф|прайс`,
    ar: `${AR}(?:اسعار|تسعير|باقات)${END}`,
  },
  faq: {
    fr: 'questions? frequentes|foire aux questions',
    es: 'preguntas frecuentes',
    ru: 'вопрос\\p{L}* и ответ|част\\p{L}* (?:задаваем\\p{L}* )?вопрос|чаво',
    ar: `${AR}اسئله ${AR}(?:شائعه|متكرره)`,
  },
  contact: {
    fr: 'contactez-nous|nous contacter|coordonnees',
    es: 'contactanos|contactenos|escribenos',
    ru: 'контакт|связ\\p{L}* с нами|обратн\\p{L}* связ',
    ar: `${AR}(?:تواصل|اتصال)${END}|اتصل بنا|تواصل معنا`,
  },
  footer: {
    fr: 'pied de page',
    es: 'pie de pagina',
    ru: 'футер|подвал',
    ar: `${AR}تذييل|ذيل ${AR}صفحه`,
  },
  about: {
    fr: 'a propos|qui sommes-nous|qui suis-je',
    es: `acerca de|sobre (?:nosotros|mi)${END}|quienes somos`,
    ru: `о (?:нас|себе|мне|компании)${END}`,
    ar: `من نحن|(?:عنا|عني)${END}|نبذه عن`,
  },
  team: {
    fr: 'equipe',
    es: `equipo${END}`,
    ru: 'команд',
    ar: `${AR}فريق`,
  },
  gallery: {
    fr: 'galerie',
    es: `fotos${END}`,
    ru: `галере|фото(?:графии)?${END}`,
    ar: `${AR}معرض ${AR}صور|${AR}صور${END}`,
  },
  newsletter: {
    fr: "lettre d'information|infolettre|abonnement",
    es: 'boletin|suscripcion|suscribete',
    ru: 'рассылк|подписк',
    ar: `${AR}نشره ${AR}بريديه|${AR}اشتراك|اشترك`,
  },
  stats: {
    fr: 'statistiques|chiffres',
    es: 'estadisticas|cifras',
    ru: 'статистик|цифр',
    ar: `${AR}(?:احصائيات|احصاءات|ارقام)${END}`,
  },
  cta: {
    fr: "appel a l'action",
    es: 'llamada a la accion',
    ru: 'призыв\\p{L}* к действию',
    ar: `${AR}دعوه (?:الي )?${AR}(?:اجراء|عمل)`,
  },
  projects: {
    fr: 'projets',
    es: 'proyectos',
    ru: 'проект',
    ar: `${AR}(?:مشاريع|مشروعات)`,
  },
  skills: {
    fr: 'competences',
    es: 'habilidades|competencias',
    ru: 'навык|умени',
    ar: `${AR}مهارات`,
  },
  experience: {
    fr: 'parcours',
    es: 'experiencia|trayectoria',
    ru: 'опыт',
    ar: `${AR}(?:خبرات|خبره)${END}`,
  },
  menu: {
    fr: 'carte des plats',
    es: 'carta de platos',
    ru: 'меню',
    ar: `${AR}قائمه ${AR}طعام|${AR}منيو`,
  },
  hours: {
    fr: `horaires?${END}|heures d'ouverture`,
    es: `horarios?${END}|horario de apertura`,
    ru: '(?:час\\p{L}*|режим|график) работы',
    ar: `${AR}(?:ساعات|مواعيد) ${AR}عمل`,
  },
  location: {
    fr: "plan d'acces|localisation|nous trouver|emplacement",
    es: 'ubicacion|direccion|mapa|como llegar',
    ru: `адрес|карт(?:а|у|ой|е|ы)${END}|как (?:нас )?найти|местоположени`,
    ar: `${AR}(?:عنوان|خريطه|موقعنا)${END}`,
  },
  services: {
    fr: 'prestations',
    es: 'servicios',
    ru: 'услуг',
    ar: `${AR}خدمات`,
  },
  collection: {
    fr: `elements${END}`,
    es: `coleccion|elementos${END}|lista${END}`,
    ru: 'коллекци|список|элемент',
    ar: `${AR}(?:مجموعه|قائمه|عناصر)${END}`,
  },
  settings: {
    fr: `parametres${END}|reglages${END}|preferences${END}`,
    es: `ajustes${END}|configuracion${END}|preferencias${END}`,
    ru: 'настро(?:йк|ек)',
    ar: `${AR}(?:اعدادات|تفضيلات)${END}`,
  },
};

/** Single words too common to name a section on their own ("add", "book", "new"). */
const WEAK_SECTION_WORDS = new Set(
  'add remove delete new edit book make change show use set my all view list main home page start log ekle yeni sil duzenle liste ana sayfa'.split(
    ' ',
  ),
);

export function sectionPattern(section: Blueprint['sections'][number]): string {
  const labels = [section.label.en, section.label.tr, section.id.replace(/-/g, ' ')]
    .map((label) => fold(label).trim())
    .filter((label) => label.length > 1 && !WEAK_SECTION_WORDS.has(label))
    .map((label) => escapeRegExp(label).replace(/\s+/g, '\\s+'));
  const synonyms = SECTION_SYNONYMS[section.id];
  return [...(synonyms ? [synonyms] : []), ...labels.map((label) => `${label}\\w*`)].join('|');
}

/** Like `findFeatures`, `original` lets the other languages be read. */
export function findSections(
  folded: string,
  blueprint: Blueprint,
  taken: Span[] = [],
  original = folded,
): { id: string; span: Span }[] {
  const found: { id: string; span: Span }[] = [];
  const intl = intlText(original);
  const latin = readsFrenchOrSpanish(original);
  for (const section of blueprint.sections) {
    const words = SECTION_WORDS_INTL[section.id];
    const match = (
      words
        ? findEverywhere(folded, sectionPattern(section), intl, words, latin)
        : findAll(folded, sectionPattern(section))
    ).find((m) => !overlaps(m, taken));
    if (match) found.push({ id: section.id, span: match });
  }
  return found.sort((a, b) => a.span.start - b.span.start);
}

/** Keeps known ids, in the blueprint's order. */
export function orderSections(blueprint: Blueprint, ids: Iterable<string>): string[] {
  const wanted = new Set(ids);
  return blueprint.sections.map((s) => s.id).filter((id) => wanted.has(id));
}

// ---------------------------------------------------------------------------------------------------
// Quoted strings and text cues.

export interface Quoted extends Span {
  value: string;
}

/** "…", “…”, «…» and '…' (a single quote only where it is not an apostrophe). */
export function findQuoted(original: string): Quoted[] {
  const found: Quoted[] = [];
  const re =
    /(["“”„«])([^"“”„«»]{1,300}?)(["“”»])|(?<![\p{L}\p{N}])(['‘’])([^'‘’\n]{1,300}?)(['‘’])(?![\p{L}\p{N}])/gu;
  for (const match of original.matchAll(re)) {
    const value = (match[2] ?? match[5] ?? '').trim();
    if (value) found.push({ start: match.index, end: match.index + match[0].length, value });
  }
  return found;
}

export type TextTarget =
  | { type: 'name' }
  | { type: 'tagline' }
  | { type: 'text'; keys: string[] }
  | { type: 'section-title'; section: string }
  | { type: 'selected' };

const TEXT_CUES: [RegExp, () => TextTarget][] = [
  [
    /\b(re ?name\w*|call (it|the app|the project)|name (it|the app)|called|named|the name|its name|app name|project name|adini|adi|adiyla|adinda|adli|ismini|ismi|isim|isimli|ismiyle)\b/,
    () => ({ type: 'name' }),
  ],
  [/\b(tag ?line|slogan\w*|motto)\b/, () => ({ type: 'tagline' })],
  [
    /\b(sub ?titles?|sub ?headings?|sub ?headlines?|alt ?basli[kg]\w*|aciklama\w*|description)\b/,
    () => ({ type: 'text', keys: ['hero.subtitle', 'hero.description'] }),
  ],
  [
    // Cyrillic and Arabic words have no ASCII \b around them: "кнопка «…»", "زر "…"". (fold writes
    // a letter that decomposes, as ئ does, as "?": hence "الر.يسي" below.)
    /\b(buttons?|cta|call to action|buton\w*|dugme\w*|boutons?|botone?s?)\b|(?:^|[^\u0400-\u04ff])кнопк[\u0400-\u04ff]*|(?:^|[^\u0600-\u06ff])و?(?:ال)?زر(?:ا|ًا)?(?![\u0600-\u06ff])/,
    () => ({ type: 'text', keys: ['cta.button', 'hero.button', 'hero.cta'] }),
  ],
  [
    /(?<!\bsub ?|\balt ?|sous-)\b(titles?|headlines?|headings?|h1|hero text|main text|basli[kg]\w*|ana metin\w*|titre|titular|titulo)\b|(?:^|[^\u0400-\u04ff])заголов[\u0400-\u04ff]*|العنوان الر.يسي|نص .على الصفح[ةه]/,
    () => ({ type: 'text', keys: ['hero.title', 'header.title', 'title'] }),
  ],
  [/\b(this|it|that|bu|bunu|bunun|buradaki|secili)\b/, () => ({ type: 'selected' })],
];

/** What a quoted value or a "cue: value" is meant for, from the words just before it. */
export function textTarget(before: string, blueprint: Blueprint): TextTarget | null {
  const context = fold(before);
  // A section's own title ("the pricing title", "SSS başlığı").
  if (/\b(titles?|headings?|headlines?|baslig\w*|baslik\w*)\b/.test(context)) {
    for (const section of findSections(context, blueprint)) {
      if (section.id !== 'hero') return { type: 'section-title', section: section.id };
    }
  }
  // The cue nearest the value wins; "this"/"it" only when nothing more specific is there.
  let best: { index: number; target: TextTarget } | null = null;
  let selected = false;
  for (const [re, make] of TEXT_CUES) {
    for (const match of context.matchAll(regex(re.source, 'g'))) {
      const target = make();
      if (target.type === 'selected') selected = true;
      else if (!best || match.index > best.index) best = { index: match.index, target };
    }
  }
  return best?.target ?? (selected ? { type: 'selected' } : null);
}

// ---------------------------------------------------------------------------------------------------
// Names, audience, topics.

const STOPWORDS = new Set(
  `a an the author authors writer yazar auteur autor serving and or but of to in on at by for with from into about as is are be it its this that these those my our your their me we us i you he she they them
  want need would like please make build create generate design develop give get have has can could should will let lets just also very really simple simply nice start starting begin status statuses
  beautiful modern clean minimal minimalist cool awesome great good best small little big new some any all every each one two three using use where which who what
  how when web website site app application page pages tool platform system thing things stuff something version style styled theme themed colour color colors
  colours mode font look feel vibe dark light toggle switch support section sections feature features include including featuring called named named so then there
  here show shows showing track tracking tracker manage managing manager list lists keep keeping let allow allows people user users etc
  bir ve ile icin bu su o bana beni benim bizim senin icin gibi olan olsun olarak yap yapar yapin yapmak yapalim olustur olusturun olustururmusun hazirla
  istiyorum isterim lazim gerek uygulama uygulamasi uygulamam site sitesi web sayfa sayfasi sayfalar tema temali renk renkli modu mod cok daha en basit
  sade guzel modern sik icinde uzerinde hakkinda tarafindan her tum bazi birkac adinda adli isimli ismi adi ozellik ozellikleri ozellikli iceren takip takibi litre litreler liter liters litres ml kg km gram dakika saat sayfa adim adet minutes mins hours pages steps gunde haftada ayda gunluk haftalik aylik takipci takipcisi takipcim
  eden etmek etsin liste listesi de da ki mi mu ya veya ama fakat sistem sistemi system headline headlines title titles heading
  subtitle tagline slogan button buttons text texts accent accents primary secondary colour color fonts white black beyaz siyah
  baslik basligi buton metin yazi tipi rengi renkleri arka plan background game games oyun oyunu csv json pdf personal kisisel
  online dijital digital due date dates deadline deadlines priority priorities reminder reminders tag tags log logs
  monday tuesday wednesday thursday friday saturday sunday today tonight tomorrow weekend price prices entry admission fee
  pazartesi sali carsamba persembe cuma cumartesi pazar monthly weekly daily yearly aylik haftalik gunluk yillik
  hey hi hello hiya yo thanks thank ok okay put selam merhaba card cards kart kartta karti kartlar kartlari needs
  sample samples example examples`.split(/\s+/),
);

const TITLE_STOP = new Set([
  'I',
  'A',
  'An',
  'The',
  'My',
  'Our',
  'Build',
  'Create',
  'Make',
  'Design',
  'Generate',
  'Give',
  'Please',
  'Can',
  'Could',
  'Bir',
  'Bana',
  'Benim',
  'Lütfen',
  'Yap',
  'Oluştur',
  'Hazırla',
  'React',
  'Tailwind',
  'TypeScript',
  'JavaScript',
  'Vite',
  'HTML',
  'CSS',
  'English',
  'Turkish',
  'Türkçe',
  'İngilizce',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  // Turkish days and months: "Cumartesi 14 Mart" is when, not a name.
  ...'Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık'.split(
    ' ',
  ),
  'TL',
  'USD',
  'EUR',
  'GBP',
  'FAQ',
  'SSS',
  'CTA',
  'UI',
  'UX',
  'API',
  'SaaS',
  'CRM',
  'CSV',
  'PDF',
  'JSON',
  'AI',
  'iOS',
  'Android',
  'GitHub',
  'LinkedIn',
  'YouTube',
  'Instagram',
  'Google',
  'Stripe',
  'PayPal',
  'WhatsApp',
  'TikTok',
  'WordPress',
  'Shopify',
  'Trello',
  'Notion',
  'Kanban',
  'Pomodoro',
  'Bootstrap',
  'Vue',
  'Angular',
  'Next',
  'Node',
  'Atelier',
  'Lovable',
  'Bolt',
]);

const CELEBRATION =
  /wedding|marriage|engagement|anniversary|düğün|nikah|nişan|mariage|fiançailles|boda|compromiso|casamiento|свадьб|помолвк|годовщин|زفاف|عرس|خطوب/iu;

/** "Emma and Lucas", "Sarah Whitfield & Tom Okafor": each with their surname, when the brief gives it. */
const COUPLE =
  /(?<![\p{L}])(\p{Lu}\p{Ll}+)(?:[ \t]+\p{Lu}\p{Ll}+)?[ \t]*(&|\+|and|ve|et|y|e|и)[ \t]*(\p{Lu}\p{Ll}+)(?:[ \t]+(?!Wedding|Düğün|Nikah|Mariage|Boda|Свадьб)\p{Lu}\p{Ll}+(?![\p{L}]))?(?![\p{L}])/u;

/** A wedding page is named after the couple: "Emma and Lucas", "Ayşe & Mehmet". */
function coupleName(original: string): string | null {
  // "Clients: Greenleaf Weddings": a celebration word ending a business's name is no celebration,
  // but "Emma & Lucas Wedding" is theirs.
  const celebrated = [...original.matchAll(new RegExp(CELEBRATION.source, 'giu'))].some((match) => {
    const before = original.slice(Math.max(0, match.index - 40), match.index);
    return !(
      /^\p{Lu}/u.test(match[0]) &&
      /(?<![.!?:\n]\s*|^)\p{Lu}[\p{L}'’-]*[ \t]+$/u.test(before) &&
      !new RegExp(`${COUPLE.source}[ \t]+$`, 'u').test(before)
    );
  });
  if (!celebrated) return null;
  const couple = COUPLE.exec(original);
  // "Harper & Co" is a company.
  return couple && !/^(?:co|cie|cía|sons)$/iu.test(couple[3]!) ? couple[0] : null;
}

/**
 * Arabic has no capitals: the name follows the place it names ("لمطعم البيت الشامي"), up to a colon,
 * its town ("في عمّان") or what it is for ("لإدارة المهام").
 */
function arabicPlaceName(original: string): string | null {
  const found =
    /(?:^|\s)(?:ل|لـ)(?:مطعم|مقهى|كافيه|متجر|محل|مخبز|صالون|عيادة|شركة|استوديو|نادي|مكتب|فندق|مدرسة|تطبيق|منصة|إسطبل|اسطبل|مركز|معهد|أكاديمية|ورشة|مشغل|حضانة|مزرعة|مكتبة|روضة)\s+((?:[\u0621-\u064a][\u064b-\u0652]*)+(?:\s+(?!ل|(?:في|مع|من|على)\s)(?:[\u0621-\u064a][\u064b-\u0652]*)+){0,2})(?=\s*[:،,.\n(]|\s+(?:في|بمدينة|ل)|$)/u.exec(
      original,
    );
  const words = found?.[1]?.split(/\s+/) ?? [];
  // "لمطعم في الرياض" says where, not what it is called.
  if (words.length === 0 || /^(?:في|مع|على|من|عن|الذي|التي|يقدم|يبيع|جديد)$/u.test(words[0]!))
    return arabicEventName(original) ?? arabicShopName(original) ?? arabicDashName(original);
  return words.join(' ');
}

// A word in Arabic letters, with its vowel marks.
const ARABIC_WORD = '[\\u0621-\\u064a](?:[\\u0621-\\u064a]|\\p{Mn})*';

/** "مكتب محاسبة قانوني في عمّان - مكتب الحسيني للتدقيق والمحاسبة.": the name after the dash. */
function arabicDashName(original: string): string | null {
  const found = new RegExp(
    `\\s[-–—]\\s*((?:مكتب|مطعم|مقهى|كافيه|متجر|محل|مخبز|صالون|عيادة|شركة|استوديو|نادي|فندق|مدرسة|مركز|معهد|أكاديمية|ورشة)(?:\\s+${ARABIC_WORD}){1,5})\\s*(?=[.،\\n]|$)`,
    'u',
  ).exec(original);
  return found?.[1] ?? null;
}

/** "صفحة لمؤتمر ريادة الأعمال في دبي": an event is called by its kind and what it is about. */
function arabicEventName(original: string): string | null {
  const found = new RegExp(
    `(?:^|\\s)(?:صفحة|موقع|صفحه)(?:\\s+\\S+)?\\s+لـ?((?:مؤتمر|حفل|حفلة|مهرجان|ورشة|معرض|ملتقى|ندوة|أمسية|بطولة|سباق|ماراثون|قمة|منتدى)(?:\\s+${ARABIC_WORD}){1,3}?)(?=\\s+(?:في|يوم|بتاريخ|على|مع)(?![\\u0621-\\u064a])|\\s*[،,.:\\n]|$)`,
    'u',
  ).exec(original);
  return found?.[1] ?? null;
}

/**
 * "متجر إلكتروني لعطور دار العود:": a shop's name after what it sells, up to its colon; a noun with its
 * article there ("لبيع الملابس") says what is sold, not the name.
 */
function arabicShopName(original: string): string | null {
  const found = new RegExp(
    `(?:^|\\s)(?:متجر|محل)(?:\\s+(?:إلكتروني|الكتروني|أونلاين|اونلاين))?\\s+ل${ARABIC_WORD}\\s+((?!ال)${ARABIC_WORD}(?:\\s+${ARABIC_WORD}){0,2})(?=\\s*[:،,.\\n])`,
    'u',
  ).exec(original);
  return found?.[1] ?? null;
}

/** A title's dot ("Dr. Lena Ortiz") ends no sentence. */
const TITLE_DOT = /(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St|Mt|Dra|Sr|Sra|Mme|Jr))\./;

function tidyName(value: string): string {
  // "How well do you know the solar system?", "¿Cuánto sabes de LaLiga?": a quiz named by its question
  // keeps its marks.
  const bare = value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/gu, '')
    .trim();
  if (/^¿?[^?¿؟.!]+[?؟]$/u.test(bare) && bare.split(' ').length >= 3 && bare.length <= 60) return bare;
  return (
    value
      .replace(/[\s]+/g, ' ')
      // "Nefes Yoga'nın kayıt formu": a Turkish case ending written onto a name is not the name's.
      .replace(/['’](?:n[ıiuü]n|[ıiuü]n|y?[ıiuü]|n?[dt][ae]n?|y?[ae]|l[ae]r\p{L}*)(?=[\s,.:;!?]*$)/u, '')
      .replace(/^[\s"'“”‘’«»,.:;!?-]+|[\s"'“”‘’«»,.:;!?-]+$/g, '')
      .slice(0, 60)
      .trim()
  );
}

/** Capitalises each word; the dotted/dotless i rules are Turkish only ("istanbul" -> "İstanbul"). */
function titleCase(value: string, turkish: boolean): string {
  const locale = turkish ? 'tr' : 'en';
  return value
    .split(' ')
    .map((word) => (word ? word.charAt(0).toLocaleUpperCase(locale) + word.slice(1) : word))
    .join(' ');
}

let vocabulary: RegExp | undefined;

/**
 * "chess openings, with search, filters, charts and export": what the app can do, listed where fields
 * would be, is no list of fields. Half or more of the labels being features says so.
 */
function withoutFeatureList(brief: CollectionBrief | null): CollectionBrief | null {
  if (!brief) return null;
  const features = brief.fields.filter((field) => {
    const label = fold(field.label);
    return findFeatures(label, [], field.label).some(
      (found) => found.span.start === 0 && found.span.end >= label.length,
    );
  });
  return features.length * 2 >= brief.fields.length ? null : brief;
}

/** Words the agent understands as something else (kinds, colours, features, sections): never a name. */
function isVocabulary(word: string): boolean {
  vocabulary ??= new RegExp(
    `^(?:${[
      ...Object.values(KIND_WORDS).flatMap((list) =>
        list.filter(([, , nameable]) => !nameable).map(([pattern]) => pattern),
      ),
      ...COLORS.map((color) => color.pattern),
      ...Object.values(FEATURE_PATTERNS),
      ...Object.values(SECTION_SYNONYMS),
      DARK_PATTERN,
      LIGHT_PATTERN,
    ].join('|')})$`,
  );
  const folded = fold(word);
  return STOPWORDS.has(folded) || vocabulary.test(folded);
}

/** An adjective of a people or a region, which English capitalises: never a name on its own. */
const DEMONYM =
  /^(?:European|African|Asian|American|Latin|Nordic|Scandinavian|Mediterranean|Caribbean|French|Spanish|Italian|German|Greek|Japanese|Chinese|Korean|Indian|Mexican|Arabic|Arab|Russian|Portuguese|Brazilian|Thai|Vietnamese|British|Irish|Scottish|Welsh|Dutch|Polish|Swedish|Norwegian|Danish|Finnish|Turkish|Persian|Moroccan|Lebanese|Egyptian|Canadian|Australian|Swiss|Austrian|Belgian|Czech|Hungarian|Ukrainian|Georgian|Armenian|Israeli|Ethiopian|Nigerian|Kenyan|Peruvian|Argentinian|Argentine|Colombian|Chilean|Cuban|Filipino|Indonesian|Malaysian)$/;

/** Small words inside a name between its capitals: "Miel des Alpes", "Café de la Paix", "Bank of Ideas". */
// "Le Comté d'Or": an elided particle is written onto the word it joins.
const NAME_PARTICLE = "(?:(?:de la|de|des|du|del|della|di|da|do|dos|von|van|der|of|the)\\s+|d['’])";

/** What introduces a quoted testimonial, not a name: "Review: «…» — Anna". */
// From a word's start: "sayfası:" ("page:") holds "say" and cues nothing.
const TESTIMONIAL_CUE =
  /(?<![\p{L}])(?:(?:review|testimonial|quote|yorum|görüş|avis|témoignage|rese[ñn]a|opini[oó]n|testimonio|отзыв|رأي|تقييم|شهادة)\p{L}*|says?)\s*[:：]?\s*$/iu;

const NAME_CUE_BEFORE =
  /\b(called|named|titled|brand(ed)? as|name it|call it|name is|name:|ad[ıi]\s*:|ismi\s*:|isim\s*:)\s*$/i;
// Turkish suffixes end in ı, which \b does not see as a letter.
const NAME_CUE_AFTER = /^\s*(ad[ıi]nda|adl[ıi]|isimli|ismiyle|ad[ıi]yla|diye)(?![\p{L}])/iu;
const NAME_END =
  /\s(with|for|that|which|and|where|using|in|on|at|to|about|ile|icin|olan|ve|bir|hakkinda|avec|pour|qui|et|sur|con|para|que|y|sobre|с|для|и|о|об|مع|ل|و|عن|في)(?![\p{L}\p{N}])|[,.;!?\n()،]|\s[—–]\s|\s(?:lol|haha|mdr|jaja)(?![\p{L}])/u;

/** A name's label in the six languages, followed by the name: "store name:", "dükkanın adı", "اسم المتجر:". */
const NAME_LABEL =
  /(?<![\p{L}])(?:(?:shop|store|business|studio|brand|company|restaurant|site|app|salon|cafe|café|bakery)(?:'s)?\s+name(?:\s+is)?\s*[:：]?|(?:the\s+)?name\s*[:：]|(?:mağaza(?:nın)?|dükkan(?:ın)?|işletme(?:nin)?|restoran(?:ın)?|firma(?:nın)?|stüdyo(?:nun)?|salon(?:un)?|marka(?:nın)?|uygulama(?:nın)?|kafe(?:nin)?|fırın(?:ın)?)\s+ad[ıi]\s*[:：]?|ad[ıi]m[ıi]z\s*[:：]?|ismimiz\s*[:：]?|(?<=(?:^|[.!?])\s*)ad[ıi](?=\s*[:：]?\s*\p{Lu})\s*[:：]?|nom(?:\s+d[ue]\s+(?:la\s+)?(?:boutique|marque|magasin|salon|restaurant|studio|site|l'app))?\s*[:：]|nombre(?:\s+de\s+la\s+(?:tienda|marca|app))?\s*[:：]|название(?:\s+\p{L}+)?\s*[:：]|اسم\s+(?:المتجر|المحل|المطعم|الصالون|التطبيق|المشروع|الاستوديو|المقهى|المخبز|العيادة)\s*[:：]?|اسمنا\s*[:：]?)\s*/giu;

/** The product name the prompt gives, or null. */
export function findName(original: string): string | null {
  // A name ends with its line; "I've", "На" (a word opening a sentence) name nothing.
  const name = nameIn(original)?.split('\n')[0]?.trim() || null;
  if (name && NO_NAME.test(name)) return null;
  // "my band The Velvet Static": a capital "The" written before the name is the name's own.
  if (
    name &&
    !/^the\s/iu.test(name) &&
    new RegExp(`(?<![\\p{L}])The\\s+${escapeRegExp(name)}`, 'u').test(original)
  )
    return withPlus(`The ${name}`, original);
  return name && withPlus(name, original);
}

/** "Potager+", "Notion+": a plus written onto the name is part of it. */
function withPlus(name: string, original: string): string {
  return new RegExp(`${escapeRegExp(name)}\\+(?![\\p{L}\\p{N}+])`, 'u').test(original) ? `${name}+` : name;
}

/** Words that open a sentence, and contractions, which no name is. */
const NO_NAME =
  /^(?:i['’]\p{L}+|i|we['’]\p{L}+|it['’]s|на|в|во|и|по|для|за|от|у|к|с|это|мне|нам|je|j['’]ai|on|nous|yo|me|ben|bana|biz|أنا)$/iu;

function nameIn(original: string): string | null {
  const quotes = findQuoted(original);
  // 1. A quoted name with a cue: called "Nimbus" / "Nimbus" adında.
  for (const quote of quotes) {
    const before = original.slice(Math.max(0, quote.start - 24), quote.start);
    const after = original.slice(quote.end, quote.end + 16);
    if (NAME_CUE_BEFORE.test(before) || NAME_CUE_AFTER.test(after)) {
      const name = tidyName(quote.value);
      if (name) return name;
    }
  }
  // 1b. The name given with its label, often last: "mağaza adı: Toprak ve Sır", "Adımız Közde
  // Ocakbaşı", "اسم المتجر: نخلة الدار", "nom : …", "store name: …". All its words, "ve" and "&" too.
  for (const label of original.matchAll(NAME_LABEL)) {
    const rest = original.slice(label.index + label[0].length);
    const phrase = /^["“«'‘]?\s*([^.,;!?\n("”»]+)/u.exec(rest)?.[1]?.trim() ?? '';
    const words = phrase.split(/\s+/);
    if (phrase && words.length <= 5 && /^[\p{Lu}\d\u0621-\u064a]/u.test(phrase)) return tidyName(phrase);
  }
  // 1b'. "Портфолио фотографа Дмитрия Волкова": a person named after a Russian profession, said in
  // the genitive, named as they are called ("Дмитрий Волков", "Анна Волкова").
  const genitive =
    /(?:^|[\s«"])(?:[Пп]ортфолио|[Сс]айт|[Бб]лог|[Сс]траница|[Лл]ендинг)\s+(?:для\s+)?\p{Ll}+(?:а|я)\s+(\p{Lu}\p{Ll}+)\s+(\p{Lu}\p{Ll}+)(?=[\s.,;:!]|$)/u.exec(
      original,
    );
  if (genitive) return russianNominative(genitive[1]!, genitive[2]!);
  // 1b''. "Mezuniyetin 10. yılı buluşması için etkinlik sayfası": a Turkish event named before "için".
  const turkishEvent =
    /(?:^|[.!?]\s+)(\p{Lu}(?:[^.!?:;\n]|\.(?=\s\p{Ll}))*?\s(?:\p{L}+\s)?(?:buluşması|gecesi|festivali|konseri|partisi|düğünü|toplantısı|şenliği|turnuvası|kampı|atölyesi|semineri|zirvesi|kermesi))\s+için(?![\p{L}])/u.exec(
      original,
    );
  if (turkishEvent?.[1]) {
    // "Cumartesi 14 Mart seramik atölyesi": the day is when, not the name ("Seramik Atölyesi").
    const dated = eventDateSpan(turkishEvent[1]);
    const named = (dated ? turkishEvent[1].slice(dated.end) : turkishEvent[1])
      .split(/\s+/)
      .filter((word) => word && !isWeekday(word))
      .join(' ');
    const event = /^\p{Ll}/u.test(named) ? titleCase(named, true) : named;
    if (event && event.split(/\s+/).length <= 6) return tidyName(event);
  }
  // 1b'''. "Gaziantep Lezzetleri için online mağaza", "Dans Atölyesi Kadıköy için ders programı sitesi":
  // a Turkish brief opens with the name it is for.
  const forName =
    /^\s*(\p{Lu}[\p{L}'’&-]*(?:\s+\p{Lu}[\p{L}'’&-]*){0,3})\s+için\s+(?:bir\s+)?(?:online\s+|web\s+|e-?ticaret\s+|basit\s+)?(?:randevu\s+|rezervasyon\s+|sipariş\s+|ders\s+programı\s+|ders\s+|üyelik\s+|etkinlik\s+|tanıtım\s+)?(?:mağaza|site|sayfa|uygulama|dükkan|menü|web|sistem|platform)/u.exec(
      original,
    );
  if (forName?.[1] && tidyName(forName[1])) return tidyName(forName[1]);
  // 1c. "online randevu sitesi: Usta Kemal Berber.", "landing page: Shiplog": the name alone after the
  // word for the site and its colon; "menü sitesi lazım: Karadeniz Pide Evi, Kadıköy.": after the
  // asking, with the district or the address after its comma.
  const afterSite =
    /(?<![\p{L}])(?:site|website|page|app|sitesi|sayfası|uygulaması|sitio|página|web|сайт|страница|приложение|موقع|صفحة|تطبيق)(?:\s+(?:lazım|gerek|please|needed|svp|por favor|нужен|нужна))?\s*[:：]\s*(\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s+(?:&\s+)?[\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*){0,3})\s*(?=[.;!\n]|\s[—–]\s|,\s*\p{Lu}|$)/u.exec(
      original,
    );
  if (afterSite?.[1] && tidyName(afterSite[1])) return tidyName(afterSite[1]);
  // "Müşteri memnuniyet anketi - Kahve Durağı.": the capitalised words after a dash end the first line.
  const dashed =
    /^[^.!?\n]{3,80}?\s[-–—]\s(\p{Lu}[\p{L}\p{N}'’&]*(?:\s+[\p{Lu}\p{N}&][\p{L}\p{N}'’&]*){0,3})\s*(?=[.!\n]|$)/u.exec(
      original,
    );
  if (dashed?.[1] && tidyName(dashed[1])) return tidyName(dashed[1]);
  // "في عيادة د. سارة الخطيب لطب الأسنان": a practice named after the doctor who runs it.
  const practice =
    /(?<![\u0621-\u064a])(عيادة|مركز|مكتب|صالون|استوديو)\s+((?:د|أ|م)\.\s*|(?:الدكتورة?|دكتورة?)\s+)([\u0621-\u064a]+(?:\s+(?![لبو])[\u0621-\u064a]+)?)/u.exec(
      original,
    );
  if (practice) return `${practice[1]} ${practice[2]!.trim()} ${practice[3]}`;
  const folded = fold(original);
  // 2. called Brew & Co / named habit hero / appelée Planif / llamada Rutina / под названием Ритм / اسمه نبض.
  const called =
    /(?<![\p{L}\p{N}])(called|named|name it|call it|titled|its name is|appelee?s?|nommee?s?|intitulee?s?|qui s'appelle|s'appelle(?:ra)?|se llam(?:a|e|ara)|llamad[oa]s?|que se llama|titulad[oa]s?|под названием|с названием|называется|اسمه|اسمها|بعنوان|يسمى|تسمى)\s+/u.exec(
      folded,
    );
  // "ويكتب اسمه ورقم موبايله": his name, written in a form, and the next thing asked ("و…"), is no name.
  // "Как называется главная улица города?": asking what a thing is called names nothing.
  if (
    called &&
    !/^\s*و/u.test(original.slice(called.index + called[0].length)) &&
    !/(?<![\p{L}])(?:как|what(?:'s| is)?|how|comment|c[oó]mo|nasıl|ما|كيف)\s+$/iu.test(
      original.slice(Math.max(0, called.index - 12), called.index),
    )
  ) {
    const start = called.index + called[0].length;
    const rest = original.slice(start);
    // بعنوان «ليلة القصيد», called "Brew & Co": the quotes say where the name ends.
    const quoted = /^\s*["“«„'‘]([^"”»'’]{1,60})["”»'’]/u.exec(rest)?.[1];
    if (quoted && tidyName(quoted)) return tidyName(quoted);
    // "se llama Radios y Cadenas": an "and" between capitalised words is inside the name.
    const inside = /^\s(?:and|y|et|e|ve|и|&)\s+\p{Lu}/u;
    const ends = [...fold(rest).matchAll(new RegExp(NAME_END.source, 'gu'))];
    const end = ends.find((found) => !inside.test(rest.slice(found.index)));
    const words = tidyName(rest.slice(0, end ? end.index : rest.length))
      .split(' ')
      .slice(0, 4)
      .join(' ');
    const name = tidyName(words);
    if (name && !/^["'“‘«]/.test(name)) return /\p{Lu}/u.test(name) ? name : titleCase(name, false);
  }
  // 3. Kahve Durağı adında / isimli.
  const turkish = /(\S+(?:\s+\S+){0,3})\s+(adında|adlı|isimli|ismiyle|adıyla|diye)(?![\p{L}])/iu.exec(
    original,
  );
  if (turkish?.[1]) {
    const tokens = turkish[1].split(/\s+/);
    const capitalized: string[] = [];
    for (let i = tokens.length - 1; i >= 0; i--) {
      const token = tokens[i] ?? '';
      // "Kadıköy'de Usta Berber Cemal diye": a place with its suffix is where, not the name.
      if (/^[\p{Lu}\d]/u.test(token) && !TITLE_STOP.has(token) && !/['’]\p{L}+$/u.test(token))
        capitalized.unshift(token);
      else break;
    }
    const name = tidyName(
      capitalized.length > 0 ? capitalized.join(' ') : titleCase(tokens[tokens.length - 1] ?? '', true),
    );
    if (name && !STOPWORDS.has(fold(name))) return name;
  }
  // 4. Any short quoted phrase that is not a text for the page, nor a testimonial ("«…» — Anna"),
  // nor one of a list of quoted entries ("cards like 'Lit review ch.2', 'Fix figure 4 labels'").
  for (const [index, quote] of quotes.entries()) {
    const before = fold(original.slice(Math.max(0, quote.start - 40), quote.start));
    const after = fold(original.slice(quote.end, quote.end + 20));
    const joins = (from: number, to: number) =>
      /^[\s,;،]*(?:(?:and|or|et|ou|y|o|ve|и|или|و)\s*)?$/iu.test(original.slice(from, to));
    const listed =
      (index > 0 && joins(quotes[index - 1]!.end, quote.start)) ||
      (index < quotes.length - 1 && joins(quote.end, quotes[index + 1]!.start)) ||
      /(?:\b(?:like|such as|e\.g\.?|for example|examples?|cards?|par ex\.?|comme|por ejemplo|como|örneğin|gibi|например)|مثل|مثال)\W*$/iu.test(
        original.slice(Math.max(0, quote.start - 30), quote.start),
      );
    if (listed) continue;
    if (
      TESTIMONIAL_CUE.test(original.slice(Math.max(0, quote.start - 24), quote.start)) ||
      /^\s*[—–-]\s*\p{Lu}/u.test(original.slice(quote.end, quote.end + 8))
    ) {
      continue;
    }
    if (
      /\b(title|headline|heading|hero|banner|tagline|slogan|button|cta|call to action|text|says?|subtitle|basli[kg]\w*|slogan\w*|buton\w*|metin\w*|yazi\w*|bouton|boton|titre|titular|titulo|subtitulo|sous-titre|form|formulaire|formulario|formu)\W*$|форм[\u0400-\u04ff]*[^\u0400-\u04ff]*$|(?:страниц|раздел)[\u0400-\u04ff]*\s*$|(?:نموذج|استمارة)[^\u0600-\u06ff]*$|(?:صفحة|صفحه|قسم)\s*[«"“]?\s*$|\b(?:page|pagina|sayfa\w*|section|seccion|bolum\w*)\s*$|(?:кнопк|заголов)[\u0400-\u04ff]*[^\u0400-\u04ff]*$|(?:العنوان الر.يسي|زر)[^\u0600-\u06ff]*$/.test(
        before,
      ) ||
      // "puis message « Merci pour votre retour ! »": what the app says after sending names nothing;
      // nor does a summary's heading ('un resumen "Quién debe a quién"').
      /(?:message|mensaje|mesaj\w*|messaggio|сообщени[\u0400-\u04ff]*|رسالة)[^.!?\n]{0,12}$/u.test(before) ||
      /\b(?:summary|resumen|resume|recapitulatif|ozet\w*)\W*$|(?:сводк|итог)[\u0400-\u04ff]*\s*$|ملخص\s*$/u.test(
        before,
      ) ||
      /^\s*(headline|title|heading|subtitle|tagline|slogan|button|cta|basli[kg]\w*|alt basli[kg]\w*|buton\w*|slogan\w*)\b/.test(
        after,
      ) ||
      // 'a "Post a job" form', "un bouton « Réserver »" after it: a label of the page's own parts.
      /^\s*(form|button|link|tab|page|section|tag|badge|label|chip|formulaire|bouton|lien|onglet|etiquette|formulario|boton|enlace|pestana|etiqueta|formu|butonu|linki|sekmesi|etiket\w*)\b/.test(
        after,
      )
    ) {
      continue;
    }
    // "keynote de Sabine Lefort « Coopératives et IA »": a title after a person's name is their work's.
    if (
      /\p{Lu}\p{Ll}+\s+\p{Lu}[\p{Ll}'’-]+\s*$/u.test(
        original.slice(Math.max(0, quote.start - 40), quote.start),
      )
    )
      continue;
    // A quoted question is one for the page's FAQ or quiz ("¿Funciona sin cobertura?"); a quoted
    // note in lower case ('replaced, was stretched') is an entry's text, not a brand.
    // A quiz's own title may be a question: "un quiz « Connais-tu la Belgique ? »".
    const quizTitle =
      /(?:quiz+|test|cuestionario|sınav\p{L}*|bilgi yarışması|тест|викторин\p{L}*|اختبار|مسابقة)\s*$/iu.test(
        original.slice(Math.max(0, quote.start - 24), quote.start),
      );
    if (quizTitle && quote.value.split(/\s+/).length <= 8) return tidyName(quote.value);
    if (/[?؟]\s*$|^\s*¿/u.test(quote.value)) continue;
    if (/^\p{Ll}/u.test(quote.value) && /,/.test(quote.value)) continue;
    // "el festival «Rock en el Parque Lezama»": a capitalised title may run to six words.
    const words = quote.value.split(/\s+/).length;
    if (words <= 4 || (words <= 6 && /^\p{Lu}/u.test(quote.value))) return tidyName(quote.value);
  }
  // 4a. "Kirkstall Physio, 214 Abbey Road, Leeds": a sentence that opens with the name, then its
  // street number.
  const opened = new RegExp(
    `(?:^|[.!?\\n]\\s*)(\\p{Lu}[\\p{L}'’&-]*(?:\\s+(?:&\\s+|${NAME_PARTICLE})?\\p{Lu}[\\p{L}'’&-]*){0,3}),\\s+\\d{1,4}[a-z]?\\s+\\p{Lu}`,
    'u',
  ).exec(original);
  if (opened?.[1] && !isVocabulary(opened[1])) return tidyName(opened[1]);
  // 4a'. "Kaş'ta küçük bir pansiyonumuz var, Mavi Kapı Pansiyon.": the name closing a sentence about
  // what the person has ("our guesthouse", "my clinic").
  const owned =
    /(?:^|[.!?\n]\s*)[^.!?\n]*?(?:(?<![\p{L}])(?:my|our|mon|ma|notre|mi|nuestr[oa]|мо[йяё]|наш[аеи]?)\s+\p{L}+|\p{L}+(?:ımız|imiz|umuz|ümüz|mız|miz|muz|müz))[^.!?\n]*?[,:：]\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’-]*){1,3})\s*(?=[.!;\n]|$)/u.exec(
      original,
    );
  if (owned?.[1]) return tidyName(owned[1]);
  // 4b. The name after the town, closing its sentence: "mon garage à Villeurbanne, Garage Rivoire &
  // Fils." (two words at least: "in Paris, France" names a country).
  const afterTown =
    /(?:^|\s)(?:à|in|en|a|в|во|de|da)\s+\p{Lu}[\p{L}'’-]+,\s+(\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:&|et|and|y|e|и|de|du|des|la|le|the|of|ve)\s+)?\p{Lu}[\p{L}'’-]*){1,4})\s*(?=[.!;\n]|$)/u.exec(
      original,
    );
  if (afterTown?.[1]) return tidyName(afterTown[1]);
  // 4c. "Grup: Gece Yolcuları (akustik set)": a concert's page is called by who plays.
  const performer =
    /(?:^|[\n.;]\s*)(?:band|artist|performer|group|grup|sanatçı|artiste|groupe|grupo|artista|группа|исполнитель|артист|الفرقة|الفنان)\s*[:：]\s*([^\n,.;(]{2,40}?)\s*(?=[\n,.;(]|$)/iu.exec(
      original,
    );
  if (performer?.[1]) return tidyName(performer[1]);
  // 5a. A name set off by commas after what it names: "our charity 5K run, Run for Rivers, on …".
  const apposition =
    /(?<=\p{Ll}),\s+(\p{Lu}\p{Ll}+\s+(?:for|of|on|in|and|&)\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s*,/u.exec(
      original,
    );
  // Not an entry of a list ("Services: bath, Cut and Style, trims").
  const listed =
    apposition &&
    /:/.test(
      original
        .slice(0, apposition.index)
        .split(/[.!?\n]/)
        .pop() ?? '',
    );
  if (apposition && !listed && !apposition[1]!.split(/\s+/).every((token) => isVocabulary(token))) {
    return apposition[1]!;
  }
  // 5. A brand-like word: CamelCase (TaskFlow) or capitalised words mid-sentence (for Nimbus Cloud).
  const words = original.match(/[\p{L}\p{N}&'’.-]+/gu) ?? [];
  const capitalRatio = words.filter((w) => /^\p{Lu}/u.test(w)).length / Math.max(1, words.length);
  // "DevFest 2026", "DevFest Istanbul 2026": a year after the brand (and its city) is part of its name.
  const camel = /\b\p{Lu}\p{Ll}+\p{Lu}[\p{L}\d]*\b(?:(?:\s+\p{Lu}\p{L}+){0,2}\s+(?:19|20)\d{2}\b)?/u.exec(
    original,
  );
  if (camel && !TITLE_STOP.has(camel[0])) {
    // "les Rencontres NumériCoop": a capitalised word mid-sentence right before the brand is part of it.
    const before = /(?<=[\p{Ll},]\s)(\p{Lu}\p{Ll}+)\s+$/u.exec(original.slice(0, camel.index))?.[1];
    return before && !TITLE_STOP.has(before) && !isVocabulary(before) ? `${before} ${camel[0]}` : camel[0];
  }
  if (capitalRatio <= 0.4) {
    const re = new RegExp(
      // "Репетитор — Анна Сергеевна Лебедева": after a dash too, and never from the middle of a name.
      // "the Riverside 10K charity race": a distance or a size written with its letter is part of it.
      `(?<!\\p{Lu}[\\p{L}'’&.-]*\\s+)(?<=[\\p{Ll}\\p{N},:;—–]\\s+|\\(|\\s(?:for|called|named)\\s+)((?:\\p{Lu}[\\p{L}\\p{N}'’&.-]*|\\p{N}{1,3}K(?=\\s+\\p{Lu}))(?:\\s+(?:(?:&\\s+|${NAME_PARTICLE}|for\\s+)?\\p{Lu}[\\p{L}\\p{N}'’&.-]*|\\p{N}{1,3}\\p{Lu}{1,2}(?![\\p{L}]))){0,3})`,
      'gu',
    );
    for (const match of original.matchAll(re)) {
      const candidate = (match[1] ?? '')
        .split(/\s+/)
        .filter((token) => !TITLE_STOP.has(token.replace(/[.'’]+$/, '')))
        .join(' ');
      // A name does not run on into the next sentence ("Berlin. Tasks"); a title's dot ends none
      // ("Dr. Lena Ortiz").
      const name = tidyName(candidate.split(new RegExp(`${TITLE_DOT.source}\\s`))[0] ?? candidate);
      // "A quiz about European capitals": a people's or a place's adjective alone names nothing.
      if (DEMONYM.test(name)) continue;
      if (name.length >= 2 && !name.split(' ').every((token) => isVocabulary(token))) {
        // "des bénévoles de la Banque alimentaire :": a French or Spanish body capitalises its first
        // word only; the lower-case words closing the line after it are its name all the same.
        const tail =
          !name.includes(' ') &&
          /(?<![\p{L}])(?:la|le|l['’]|les|el|los|las|del|du|des|al)\s*$/iu.test(
            original.slice(Math.max(0, match.index - 8), match.index),
          )
            ? /^((?:\s+(?:de\s+|del\s+|du\s+|des\s+)?\p{Ll}[\p{L}'’-]+){1,2})\s*(?=[:\n]|$)/u.exec(
                original.slice(match.index + match[1]!.length),
              )?.[1]
            : undefined;
        return tail ? `${name}${tail.replace(/\s+/g, ' ')}` : name;
      }
    }
  }
  return null;
}

const PEOPLE_EN =
  'students?|teachers?|kids|children|parents|families|developers|designers|freelancers|beginners|teams|startups|small businesses|businesses|runners|athletes|artists|musicians|writers|photographers|travell?ers|gamers|seniors|nurses|doctors|creators|entrepreneurs|employees|coaches|trainers|readers|customers|clients|women|men|moms|dads|couples|friends|remote teams|shoppers|foodies|food lovers|book lovers|coffee lovers|pet owners|dog owners|cat owners|landlords|tenants|volunteers|members|everyone|engineers|managers|marketers|researchers|lawyers|therapists|patients|players|fans|collectors|gardeners|cooks|chefs|bakers|hikers|cyclists|swimmers|climbers|yogis';
const PEOPLE_TR =
  'ogrenci|ogretmen|sever|meraklisi|tutkun|cocuk|aile|ebeveyn|gelistirici|tasarimci|yeni baslayan|ekip|takim|sporcu|kosucu|anne|baba|calisan|musteri|kadin|erkek|yazar|sanatci|muzisyen|fotografci|girisimci|kullanici|herkes|doktor|hemsire|hasta|oyuncu|yonetici|esnaf|isletme|serbest calisan|gezgin|okur|okuyucu|uye|gonullu';

export function findAudience(original: string): string | null {
  const folded = fold(original);
  const en = regex(
    `\\bfor\\s+(?:the\\s+|all\\s+|busy\\s+|other\\s+)?((?:[a-z-]+\\s+){0,2}?(?:${PEOPLE_EN}))\\b`,
  ).exec(folded);
  if (en?.[1]) {
    const start = en.index + en[0].length - en[1].length;
    return original.slice(start, start + en[1].length).trim();
  }
  const tr = regex(`((?:[a-z]+\\s+)?(?:${PEOPLE_TR})\\w*)\\s+icin\\b`).exec(folded);
  if (tr?.[1]) {
    let phrase = original.slice(tr.index, tr.index + tr[1].length).trim();
    // At the start of the prompt it is capitalised only because it starts the sentence.
    if (tr.index === 0 && !/^\p{Lu}{2}/u.test(phrase))
      phrase = phrase.charAt(0).toLocaleLowerCase('tr') + phrase.slice(1);
    return phrase.replace(/^(bir|benim|bizim|senin|tum|bütün|tüm)\s+/i, '');
  }
  return null;
}

/** Content words and short phrases of the prompt, without the words the agent already understood. */
export function findTopics(original: string, taken: Span[]): string[] {
  const folded = fold(original);
  const topics: string[] = [];
  let phrase: string[] = [];
  const flush = () => {
    if (phrase.length > 0) {
      const topic = phrase.join(' ');
      if (!topics.includes(topic)) topics.push(topic);
    }
    phrase = [];
  };
  for (const match of folded.matchAll(/[a-z0-9][a-z0-9'’-]*|[,.;:!?()"“”]/g)) {
    const word = match[0];
    const span = { start: match.index, end: match.index + word.length };
    const plain = word.replace(/['’].*$/, '');
    const isWord = /^[a-z0-9]/.test(word);
    if (
      !isWord ||
      STOPWORDS.has(plain) ||
      overlaps(span, taken) ||
      plain.length < 3 ||
      /^\d+(?:[ap]m)?$/.test(plain)
    ) {
      flush();
      continue;
    }
    phrase.push(
      original
        .slice(span.start, span.start + plain.length)
        .toLocaleLowerCase(/[ıİşŞğĞ]/.test(original) ? 'tr' : 'en'),
    );
    if (phrase.length === 3) flush();
  }
  flush();
  // What the app is about ("about 90s movies", "for vegan desserts", "… hakkında") leads.
  const subject = (topic: string) => {
    const at = folded.indexOf(fold(topic));
    const before = folded.slice(Math.max(0, at - 12), at);
    const after = folded.slice(at + topic.length, at + topic.length + 12);
    return /\b(about|on)\s+(my |our |a |an |the )?$/.test(before) || /^\s+(hakkinda|uzerine)\b/.test(after)
      ? 0
      : 1;
  };
  return topics
    .map((topic, index) => ({ topic, index, rank: subject(topic) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ topic }) => topic)
    .slice(0, 6);
}

// ---------------------------------------------------------------------------------------------------
// Defaults: taglines and names.

const { madeFor: MADE_FOR, ...TAGLINES } = localized('taglines');

/** Name patterns from a topic word when the prompt names nothing ("Candle Shop", "Kahve Evi"). */
const TOPIC_NAMES: Partial<Record<AppKind, Localized>> = localized('topicNames');

function singular(word: string, language: AppLanguage): string {
  if (language === 'tr') return word.replace(/(lar|ler)(ı|i|u|ü)?$/u, '') || word;
  if (/^(movie|cookie|pie|tie|lie|zombie|selfie|rookie|brownie|smoothie|hoodie|calorie|genie)s$/.test(word))
    return word.slice(0, -1);
  if (/ies$/.test(word)) return word.slice(0, -3) + 'y';
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

/** A short topic (one or two words, the last one singular) fit to stand in a name, or null. */
export function topicWord(topics: string[], language: AppLanguage): string | null {
  for (const topic of topics) {
    // Turkish phrases keep only their head noun: the words before it are often inflected ("el yapımı").
    let words = topic.split(' ').slice(language === 'tr' ? -1 : -2);
    // A possessive ("restoranım", "salonum") names the person's own place, not a brand.
    if (language === 'tr' && words.some((word) => /(ım|im|um|üm|ımız|imiz|umuz|ümüz)$/u.test(word))) continue;
    words = words.filter((word) => /^[\p{L}\p{N}]{2,14}$/u.test(word));
    if (words.length === 0 || words.some((word) => isVocabulary(word)) || !/\p{L}/u.test(words.join('')))
      continue;
    const last = words.pop() ?? '';
    return [...words, singular(last, language)].join(' ');
  }
  return null;
}

/** What an English brief's one event is ("workshop", "meetup"), to name its page after. */
const EVENT_NOUN =
  /\b(workshop|meetup|conference|concert|festival|webinar|seminar|class|party|gala|fair|retreat|tasting|talk|screening|launch|dinner|reunion|tournament|hackathon)\b/i;

/** A class held one day a week is named after itself: "Yoga Class", "Clase de cerámica". */
function weeklyClassName(content: BriefContent | null, language: AppLanguage): string | null {
  const [only, ...others] = content?.items ?? [];
  const days = content?.week?.filter(Boolean).length ?? 0;
  if (!only || others.length > 0 || days !== 1 || content!.people.length > 0) return null;
  const name = only.name.replace(/^(?:weekly|haftalık|hebdomadaire|semanal|еженедельн\p{L}*)\s+/iu, '');
  return language === 'en'
    ? titleCase(name, false)
    : name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

function defaultName(
  kind: AppKind,
  topics: string[],
  language: AppLanguage,
  event?: { prompt: string } | null,
): string {
  const pattern = TOPIC_NAMES[kind];
  const word = topicWord(topics, language);
  // The page of one event is named after it: "Pottery Workshop", "Book Club Meetup".
  const noun = event && language === 'en' ? EVENT_NOUN.exec(event.prompt)?.[1] : undefined;
  if (word && noun && !fold(word).includes(fold(noun)))
    return titleCase(`${word} ${noun.toLowerCase()}`, false);
  if (pattern && word) return pick({ language }, pattern).replace('{T}', titleCase(word, language === 'tr'));
  return pick({ language }, BLUEPRINTS[kind].defaultName);
}

/** The prompt as a sentence, for apps built from their own words. */
function promptSentence(prompt: string): string {
  let sentence = (prompt.split(/(?<=[.!?])\s|\n/)[0] ?? '')
    .replace(
      /^(please\s+)?((can|could|would) you\s+)?(build|create|make|generate|design|develop|write|code|give)( me| us)?\s+|^i (want|need|would like)( to have)?\s+|^lütfen\s+|^bana\s+/i,
      '',
    )
    .replace(/\s+(yap|oluştur|hazırla|yapar mısın|yapabilir misin|oluşturur musun|istiyorum)[.!?]*$/i, '')
    .trim();
  if (!sentence) return '';
  // "a plant tracker, with search and charts": the details after the first comma or "with" are features.
  const cut = /,|\s(with|including|featuring|ile|iceren|ozellikli)\s/.exec(fold(sentence));
  if (cut && cut.index >= 12) sentence = sentence.slice(0, cut.index);
  sentence = sentence.replace(/[.!?]+$/, '');
  if (sentence.length > 110) sentence = `${sentence.slice(0, 107).replace(/\s+\S*$/, '')}…`;
  return `${sentence.charAt(0).toLocaleUpperCase()}${sentence.slice(1)}${sentence.endsWith('…') ? '' : '.'}`;
}

function tagline(kind: AppKind, prompt: string, audience: string | null, language: AppLanguage): string {
  const base =
    kind === 'generic'
      ? promptSentence(prompt) || pick({ language }, TAGLINES.generic)
      : pick({ language }, TAGLINES[kind]);
  if (!audience || fold(base).includes(fold(audience))) return base;
  const trimmed = base.replace(/[.!]$/, '');
  return fill(pick({ language }, MADE_FOR), { tagline: trimmed, audience });
}

// ---------------------------------------------------------------------------------------------------
// Texts given in the prompt ("headline 'Ship faster'").

export function findTexts(
  original: string,
  blueprint: Blueprint,
): { texts: Record<string, string>; tagline?: string; spans: Span[] } {
  const texts: Record<string, string> = {};
  let taglineText: string | undefined;
  const spans: Span[] = [];
  let previousEnd = 0;
  for (const quote of findQuoted(original)) {
    const before = original.slice(Math.max(previousEnd, quote.start - 50), quote.start);
    previousEnd = quote.end;
    const after = fold(original.slice(quote.end, quote.end + 30));
    const cue =
      /^\s*(headline|title|heading|subtitle|tagline|slogan|button( text)?|cta|alt basli[kg]\w*|basli[kg]\w*|buton\w*|slogan\w*)\b/.exec(
        after,
      );
    const target = textTarget(before, blueprint) ?? (cue?.[1] ? textTarget(cue[1], blueprint) : null);
    if (!target) continue;
    if (target.type === 'tagline') taglineText = quote.value;
    // The first quoted button is the main one ("un botón «Pruébalo gratis»").
    else if (target.type === 'text') texts[target.keys[0] ?? 'hero.title'] ??= quote.value;
    else if (target.type === 'section-title') texts[`${target.section}.title`] = quote.value;
    else continue;
    spans.push({ start: Math.max(0, quote.start - before.length), end: quote.end });
  }
  // "Botón para pedir cita", "a button to book a table": the action a button is for, as its text.
  if (!texts['cta.button']) {
    const action = BUTTON_FOR.exec(original);
    const value = action?.[1]?.trim();
    if (action && value && value.split(/\s+/).length <= 5) {
      texts['cta.button'] = value.charAt(0).toLocaleUpperCase() + value.slice(1);
      spans.push({ start: action.index, end: action.index + action[0].length });
    }
  }
  return { texts, ...(taglineText ? { tagline: taglineText } : {}), spans };
}

/** "button to book a table", "botón para pedir cita", "bouton pour réserver", "кнопка для записи", "زر لحجز موعد". */
const BUTTON_FOR =
  /(?<![\p{L}])(?:button|bouton|bot[oó]n|buton|кнопк\p{L}*|زر)\s+(?:to|for|pour|para|de|для|لـ?)\s*(\p{L}[^,.;:!?()\n«»"“”]{2,40}?)(?=\s+(?:and|y|et|e|и|ve|و)\s|[,.;:!?()\n]|$)/iu;

// ---------------------------------------------------------------------------------------------------

/** "Without" in French, Spanish, Russian and Arabic, with what may stand between it and a section's name. */
const WITHOUT_INTL = {
  latin:
    "(?:sans|sin)(?: (?:la|le|les|l'|el|los|las|une?|una?))?(?: (?:section|seccion|partie|parte))?(?: (?:de|del|des|du|d'))?",
  other: `(?:без|[وف]?(?:بدون|بلا|من غير))(?: (?:раздел\\p{L}*|блок\\p{L}*|${AR}قسم))?`,
};

/** Whether `before` (the words just before a section's name) ends in a "without". */
export function saysWithout(before: string, latin: boolean): boolean {
  const source = latin ? `${WITHOUT_INTL.latin}|${WITHOUT_INTL.other}` : WITHOUT_INTL.other;
  return regex(`(?<![\\p{L}\\p{N}_])(?:${source}) ?$`, 'u').test(intlText(before).text);
}

/** Three or more fields, two of them more than text: the fields of a record, not a list of things. */
function isTypedFieldList(brief: CollectionBrief): boolean {
  // Examples written value by value ("12 июля, озеро Светлое, опарыш") show fields of a record too.
  const filled = (brief.seedValues ?? []).some((values) => Object.keys(values).length >= 2);
  return (
    brief.fields.length >= 3 &&
    (brief.fields.filter((field) => field.type !== 'text').length >= 2 ||
      (filled && brief.fields.length >= 4))
  );
}

/**
 * Kinds whose template keeps a fixed record (a workout, an expense, a habit, a note, a task) or is a
 * place's site: a brief that types out the fields of what it keeps asks for those fields instead.
 */
const OWN_RECORD_KINDS: ReadonlySet<AppKind> = new Set([
  'fitness',
  'budget',
  'habits',
  'notes',
  'todo',
  'dashboard',
  'restaurant',
  'store',
  // "تطبيق أسجل فيه زيارات الصيانة: اسم العميل، …": a log of visits, not a page that books them
  // (when the brief says it records: RECORDING).
  'booking',
]);

/** Verbs of logging what happened, in the six languages: a booking brief with them keeps a record. */
const RECORDING =
  /\b(?:log|logs|logging|record|records|recording|track|tracking|keep track)\b|أسجل|يسجل|نسجل|تسجيل|سجل|kaydet\p{L}*|kayıt tut\p{L}*|enregistr\p{L}*|\bnoter\b|registrar|anotar|записыва\p{L}*|учёт|учет/iu;

/** The fields a workout log and a budget keep themselves, in the six languages (folded). */
const TEMPLATE_FIELDS: Partial<Record<AppKind, RegExp>> = {
  fitness:
    /^(?:date|day|distance|duration|time|minutes|km|miles|type|activity|sport|notes?|calories|pace|tarih|gun|mesafe|sure|dakika|tur|aktivite|notlar?|kalori|jour|duree|temps|activite|fecha|dia|distancia|duracion|tiempo|tipo|actividad|notas?|calorias|дата|день|дистанция|длительность|время|минуты|тип|вид|заметки|калории|تاريخ|مسافه|مده|الوقت|نوع|ملاحظات)$/u,
  budget:
    /^(?:date|category|amount|note|notes|description|type|merchant|payee|tarih|kategori|tutar|miktar|aciklama|not|montant|categorie|fecha|categoria|importe|monto|descripcion|nota|дата|категория|сумма|описание|заметка|تاريخ|فئه|مبلغ|وصف|ملاحظه)$/u,
};

/** Every field the brief typed out is one its kind's template keeps already ("runs: date, distance"). */
function keptByTemplate(kind: AppKind, brief: CollectionBrief): boolean {
  const known = TEMPLATE_FIELDS[kind];
  return known !== undefined && brief.fields.every((field) => known.test(fold(field.label).trim()));
}

/** The best kind's words are a hint (a notebook, a tracker), not a name of the kind (a budget app). */
function isHint(text: string): boolean {
  return (scoreKinds(text)[0]?.score ?? 0) < 4;
}

/** A name from what the app keeps: "Houseplant Tracker", "Kitaplık Takibi", "Suivi des plantes". */
/** A cue that what follows in its sentence is an example: "e.g.", "Örnek konser:", "par exemple". */
const EXAMPLE_CUE =
  /(?<![\p{L}])(?:e\.g\.|for example|for instance|such as|example(?:\s+\p{L}+)?\s*:|par exemple|exemple(?:\s+\p{L}+)?\s*:|por ejemplo|ejemplo(?:\s+\p{L}+)?\s*:|örneğin|örnek(?:\s+\p{L}+)?\s*:|например|пример(?:\s+\p{L}+)?\s*:|مثلاً?|مثال(?:\s+\S+)?\s*:)/iu;

/** Whether a name is written after an example's cue, in the same sentence. */
function inExample(original: string, name: string): boolean {
  const at = original.indexOf(name);
  if (at < 0) return false;
  const sentence =
    original
      .slice(0, at)
      .split(/[.!?\n](?:\s|$)/u)
      .at(-1) ?? '';
  return EXAMPLE_CUE.test(sentence);
}

/**
 * What the person called the tool they keep things in, when its words open the brief: "Plant watering
 * log for my flat" → "Plant Watering Log", "Un carnet de pêche" → "Carnet de pêche", "график
 * дежурств" → "График дежурств", "sahne listesi" → "Sahne Listesi", "سجل عينات" → "سجل عينات".
 */
function toolName(original: string, language: AppLanguage): string | null {
  const first = original.split(/[.!?\n](?:\s|$)/u)[0] ?? '';
  const upper = (text: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
  if (language === 'en') {
    const log =
      // "can you make me a freezer inventory thing": after its article when the sentence asks first.
      /(?:^|(?<=\s)(?:a|an|my|our|the)\s+)(?:(?:a|an|my|our|the)\s+)?(?:(?:simple|small|little|shared)\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s+(?:log|logbook|journal|diary|tracker|rota|register|planner|inventory|directory))(?![\p{L}])/iu.exec(
        first,
      )?.[1];
    // "A tracker for my kids' chores" names no tool: its article is no word of a name.
    const named = log?.replace(/^(?:(?:a|an|my|our|the)\s+)+/iu, '');
    if (
      !named ||
      !/\s/u.test(named) ||
      /(?:^|\s)(?:app|build|make|create|want|need|like|please|hey|hi)(?:\s|$)/iu.test(named)
    )
      return null;
    return titleCase(named.toLowerCase(), false);
  }
  const found =
    language === 'fr'
      ? /(?:^|\s)((?:carnet|journal|cahier|registre|annuaire|répertoire|calendrier|planning)\s+(?:de|des|du|d['’])\s*\p{L}[\p{L}-]*)/iu.exec(
          first,
        )
      : language === 'es'
        ? /(?:^|\s)((?:cuaderno|diario|registro|bitácora|directorio|calendario)\s+de\s+(?:\p{L}[\p{L}-]*))/iu.exec(
            first,
          )
        : language === 'ru'
          ? // "телефонный справочник для нашей школы": the adjective before it, and no preposition after.
            /(?:^|\s)((?:\p{L}+(?:ый|ий|ой)\s+)?(?:журнал|дневник|график|реестр|справочник|трекер)(?:\s+(?!(?:для|на|по|в|во|с|со|о|об|и|чтобы|где|который)(?![\p{L}]))(?:\p{L}+(?:их|ых|ой|ого|ей)\s+)?\p{L}+)?)/iu.exec(
              first,
            )
          : language === 'tr'
            ? /(?:^|\s)(\p{L}+\s+(?:listesi|günlüğü|defteri|çizelgesi|rehberi))(?![\p{L}])/iu.exec(first)
            : /(?:^|\s)((?:سجل|دفتر|جدول|دليل|مخطط|خطة)\s+[\u0621-\u064a]+)/u.exec(first);
  const phrase = found?.[1];
  // One word ("Журнал") names no tool of its own.
  if (!phrase || !/\s/u.test(phrase.trim())) return null;
  return language === 'tr' ? titleCase(phrase, true) : upper(phrase);
}

/** "Business Directory", "Annuaire des commerces", "Справочник: организации", "دليل المحلات". */
function directoryName(collection: CollectionBrief, language: AppLanguage): string {
  const { singular, plural } = collection.entity;
  const names: Record<AppLanguage, string> = {
    en: `${titleCase(singular, false)} Directory`,
    tr: `${titleCase(singular, true)} Rehberi`,
    fr: `Annuaire des ${plural}`,
    es: `Directorio de ${plural}`,
    ru: `Справочник: ${plural}`,
    ar: `دليل ${plural}`,
  };
  return names[language];
}

function collectionName(collection: CollectionBrief, language: AppLanguage): string | null {
  const { singular, plural } = collection.entity;
  if (!singular || singular.length > 30) return null;
  // "ilaç takibi" already says it is a tracker.
  const tracked =
    /(?:^|\s)(?:takibi|günlüğü|kaydı|tracker|log|journal|suivi|registro|журнал|учёт|учет|سجل|متابعة)(?:\s|$)/iu.test(
      singular,
    );
  if (tracked) return titleCase(singular, language === 'tr');
  if (language === 'tr') return `${titleCase(singular, true)} Takibi`;
  // "Suivi des plantes", but "Cave à vin" (a phrase takes no article before it).
  if ((language === 'fr' || language === 'es') && plural.includes(' '))
    return plural.charAt(0).toLocaleUpperCase(language) + plural.slice(1);
  if (language === 'fr') return `Suivi des ${plural}`;
  if (language === 'es') return `Registro de ${plural}`;
  if (language === 'ru') return plural.charAt(0).toLocaleUpperCase('ru') + plural.slice(1);
  if (language === 'ar') return `متابعة ${plural}`;
  return language === 'en' ? `${titleCase(singular, false)} Tracker` : null;
}

/**
 * The typical fields of the thing a brief names without listing any (entity-fields.ts), or null when
 * the table does not know it; items the brief listed start the list.
 */
function typicalFor(
  original: string,
  language: AppLanguage,
  given: BriefContent,
  inTurns: boolean,
  openingEntity: EntityEntry | null,
): CollectionBrief | null {
  // "we're 4 flatmates (Ana, Ben, Chloe, Dev)": people listed in brackets are people all the same.
  const named = given.people.length >= 2 ? null : listedPeople(original);
  const listed: BriefContent = named
    ? {
        ...given,
        people: named.map((name) => ({ name })),
        items: given.items.filter((item) => !named.includes(unrelated(item.name))),
      }
    : given;
  // "Дела: пылесосить, мыть посуду, …" after the people who take turns: the chores are that list.
  if (inTurns && named && listed.items.length === 0) {
    const chores = lists(original).find(
      (list) =>
        !list.some((entry) => named.includes(unrelated(entry))) &&
        list.every((entry) => entry.split(/\s+/u).length <= 5),
    );
    listed.items = (chores ?? []).map((name) => ({
      name: name.charAt(0).toLocaleUpperCase(language) + name.slice(1),
    }));
  }
  // "Staff directory for …:\nDr. Sara Malik – GP – ext. 210": a directory's lines are of the thing it
  // names (staff), not of the team a directory of people is read as.
  const lined = dashedLines(original);
  // Chores done in turn are chores, over the other things the brief says of them ("assignments").
  const chores = inTurns ? ENTITY_TABLE.find((candidate) => candidate.id === 'chore') : undefined;
  // "a study planner for my final exams": the planner the opening names, over what it is for.
  const planned = PLANNER.test(openingSentence(original)) ? openingEntity : null;
  const entry =
    chores ??
    planned ??
    (lined.length >= 2 && DIRECTORY.test(openingSentence(original))
      ? (findEntity(openingSentence(original.split('\n')[0]!), language) ?? findEntity(original, language))
      : null) ??
    findEntity(original, language, readEntityPhrase(original, language));
  if (!entry) return null;
  // A tournament's players, in the order written, meet in pairs: "Priya – Tom", "Kenji – Sasha".
  const players = listed.people.map((person) => person.name);
  const pairs =
    entry.id === 'match' && players.length >= 2
      ? Array.from(
          { length: Math.floor(players.length / 2) },
          (_, i) => `${players[2 * i]} – ${players[2 * i + 1]}`,
        )
      : [];
  // "Boulangerie Martin – Julien Martin – 04 90 25 11 32": one entry a line, values in the fields' order;
  // a word or two in brackets after the name ("Luna (perra)") is the first of them.
  if (lined.length >= 2) {
    const shape = typicalCollection(entry, language);
    const read = lined.slice(0, 8).map(([written, ...details]) => {
      const bracketed = /^(.+?)\s*\(([^()]+)\)$/u.exec(written!);
      const short = bracketed && bracketed[2]!.trim().split(/\s+/).length <= 2;
      const name = short ? bracketed[1]! : written!;
      const rest = short ? [bracketed[2]!, ...details] : details;
      return {
        name,
        values: detailsAsValues(name, rest.join(', '), shape.fields, shape.titleField, language),
      };
    });
    return typicalCollection(
      entry,
      language,
      undefined,
      read.map((seed) => seed.name),
      read.map((seed) => seed.values),
    );
  }
  const items = listed.items.filter((item) => !item.price).map((item) => item.name);
  // "jugadores: Hugo Moreno (portero, 1), …", "People: Dana Whitfield (Operations Manager, Leeds)":
  // a list of people kept with their details.
  const personal = entry.fields[0]?.key === 'name' && players.length >= 2 && items.length < 2;
  const seeds = pairs.length > 0 ? pairs : personal ? players : items;
  if (seeds.length < 2) return typicalCollection(entry, language);
  // "Monstera – every 7 days": how often each thing listed is done, in days.
  const every = entry.fields.find((field) => field.type === 'interval');
  const often =
    every && seeds === items
      ? listed.items.filter((item) => !item.price).map((item) => intervalDays(item.detail ?? ''))
      : [];
  if (every && often.some((days) => days !== null))
    return typicalCollection(
      entry,
      language,
      undefined,
      seeds.slice(0, 8),
      often.slice(0, 8).map((days) => (days === null ? {} : { [every.key]: days })),
    );
  // A team or a club listed by name keeps every one of them; other things start with a few.
  const collection = typicalCollection(entry, language, undefined, seeds.slice(0, personal ? 24 : 8));
  // "участники: Маша, Петя, мама, папа. дела: …": the people named are who does each thing, in turn.
  const who = collection.fields.find((field) => field.key === 'who');
  if (!personal && who && players.length >= 2) {
    const options = players.slice(0, 12);
    return {
      ...collection,
      fields: collection.fields.map((field) =>
        field === who ? { ...field, type: 'choice', options } : field,
      ),
      groupBy: who.key,
      summaries: [...new Set([...collection.summaries, 'byChoice' as const])],
      seedValues: collection.seedTitles.map((_, index) => ({ [who.key]: options[index % options.length]! })),
    };
  }
  if (!personal) return collection;
  const values = listed.people
    .slice(0, 24)
    .map((person) =>
      person.role
        ? detailsAsValues(person.name, person.role, collection.fields, collection.titleField, language)
        : {},
    );
  return values.some((v) => Object.keys(v).length > 0) ? { ...collection, seedValues: values } : collection;
}

/** A directory asked for: "annuaire", "staff directory", "справочник", "rehberi", "directorio", "دليل". */
const DIRECTORY =
  /(?<![\p{L}])(?:directory|annuaire|répertoire|directorio|справочник\p{L}*|rehber\p{L}*|دليل)(?![\p{L}])/iu;

/**
 * What a form's button says and what the form says once sent, as the brief gives them: "bouton
 * Envoyer, puis message « Merci pour votre retour ! »", "a Submit button", "رسالة «تم التسجيل بنجاح»".
 */
function formWords(original: string): { submit?: string; sent?: string } {
  const submit =
    /(?<![\p{L}])(?:button|bouton|bot[oó]n|buton|кнопк\p{L}*|زر)\s+[«"“„]?(\p{L}[\p{L}'’]*(?:\s+\p{L}[\p{L}'’]*)?)[»"”“]?(?=\s*(?:[,.;!\n]|$|,?\s+(?:then|puis|y|luego|ve|и|ثم|و)\s))/iu.exec(
      original,
    )?.[1] ??
    // "a Send button", "\"Gönder\" butonu": the words before the button's own word.
    /(?<![\p{L}])(?:an?\s+|the\s+)?[«"“„]?(?!(?:A|An|The)\s)(\p{Lu}[\p{L}'’]*(?:\s+\p{L}[\p{L}'’]*)?)[»"”“]?\s+(?:button|butonu)(?![\p{L}])/u.exec(
      original,
    )?.[1];
  const sent =
    /(?<![\p{L}])(?:message|mensaje|mesaj\p{L}*|сообщени\p{L}*|رسالة)[^«"“„.!?\n]{0,25}[«"“„]\s*([^»"”“]{2,80}?)\s*[»"”“]/iu.exec(
      original,
    )?.[1] ??
    // "Al enviar, que salga '¡Gracias por tu opinión!'": what shows once it is sent, in single quotes too.
    /(?<![\p{L}])(?:al enviar(?:lo|la)?|tras enviar|after (?:submitting|sending)|on submit|once (?:sent|submitted)|une fois (?:envoyé|le formulaire envoyé)|après l['’]envoi|после отправки|gönder(?:ince|dikten sonra)|بعد الإرسال)[^«"“„'‘.!?\n]{0,30}[«"“„'‘]\s*([^»"”“'’]{2,80}?)\s*[»"”“'’]/iu.exec(
      original,
    )?.[1] ??
    // "Show 'See you on the beach!' after submitting": the words first, then when.
    /[«"“„'‘]\s*([^»"”“'’]{2,80}?)\s*[»"”“'’]\s+(?:after (?:submitting|sending)|on submit|once (?:sent|submitted)|al enviar|une fois envoyé|après l['’]envoi|после отправки)(?![\p{L}])/iu.exec(
      original,
    )?.[1];
  return {
    ...(submit && !/^(?:to|for|pour|para|de|для)$/iu.test(submit.split(/\s+/)[0]!)
      ? { submit: submit.charAt(0).toLocaleUpperCase() + submit.slice(1) }
      : {}),
    ...(sent ? { sent } : {}),
  };
}

/** A survey asked for, in the six languages. */
const SURVEY =
  /(?<![\p{L}])(?:survey|questionnaire|poll|feedback form|sondage|formulaire (?:de retour|d['’]avis|de satisfaction)|encuesta|cuestionario|formulario de (?:opinión|valoración|satisfacción)|anket\p{L}*|geri bildirim formu|опрос\p{L}*|анкет\p{L}*|форм\p{L}* обратной связи|استبيان|استطلاع|نموذج (?:تقييم|رأي|ملاحظات))(?![\p{L}])/iu;

/**
 * "Yoga stüdyomuz Nefes Yoga'nın yeni dönem kayıt formu: ad soyad, …", "Registration form for our
 * climbing club: …": the form is what the opening asks for, whatever it is for (a yoga studio's
 * form is no yoga app); "a site for our studio with a sign-up form" asks for a site.
 */
function formIsAsked(opening: string): boolean {
  const head = opening.split(/[:：]/u)[0] ?? opening;
  const form = SIGN_UP_FORM.exec(head);
  if (!form || PAGE_ASKED.test(head.slice(0, form.index))) return false;
  const wordsBefore = head.slice(0, form.index).trim().split(/\s+/u).filter(Boolean).length;
  const wordsAfter = head
    .slice(form.index + form[0].length)
    .trim()
    .split(/\s+/u)
    .filter(Boolean).length;
  return wordsBefore <= 3 || wordsAfter <= 2;
}

/** A form to sign up or apply with, in the six languages. */
const SIGN_UP_FORM =
  /(?<![\p{L}])(?:(?:registration|sign-?up|application|enrol(?:l?ment)?)\s+form|formulaire\s+d['’](?:inscription|adhésion)|formulario\s+de\s+(?:inscripción|registro|solicitud)|(?:kayıt|başvuru)\s+formu|форм\p{L}*\s+(?:регистрации|записи|заявки)|استمارة|نموذج\s+(?:تسجيل|التسجيل))(?![\p{L}])/iu;

/** A tracker or a log asked for, in the six languages. */
/** Whether a brief names chores ("chores", "tâches ménagères", "домашние дела", "ev işleri"). */
function namesChores(original: string, language: AppLanguage): boolean {
  const chore = ENTITY_TABLE.find((entry) => entry.id === 'chore');
  return chore !== undefined && new RegExp(entityPattern(chore, language).source, 'iu').test(original);
}

/** Done in turn: "rotates who does what", "por turnos", "à tour de rôle", "по очереди", "sırayla", "بالتناوب". */
const ROTA =
  /(?<![\p{L}])(?:rota|rotates?|rotating|rotation|in turns?|take turns|taking turns|swap(?:ped)? (?:each|every) week|turnos?|por turnos|(?:se )?(?:cambian|rotan) cada semana|à tour de rôle|tour à tour|roulement|(?:changent|tournent) chaque semaine|по очереди|по кругу|очерёдность|очередность|(?:меняются|сменяются) каждую неделю|sırayla|nöbetleşe|her hafta değiş\p{L}*|بالتناوب|بالدور|تتغير كل أسبوع)(?![\p{L}])/iu;

/**
 * "A study planner for my exams. Subjects: Chemistry, Physics, …": a list labelled with one of the
 * typical fields of the thing the opening names gives that field's values, one thing each, not the
 * fields of a record.
 */
function listsValues(
  brief: CollectionBrief,
  original: string,
  language: AppLanguage,
  entry: EntityEntry | null,
): boolean {
  if (!entry || !brief.fieldList) return false;
  const label = /(\p{L}+)\s*[:：]\s*$/u.exec(original.slice(0, original.indexOf(brief.fieldList)))?.[1];
  if (!label) return false;
  const one = fold(singular(label.toLocaleLowerCase(language), language));
  // "plan my garden beds: bed name, …": a label naming the thing itself opens its fields.
  const thing = brief.entity.plural.split(/\s+/u).at(-1) ?? '';
  if (fold(singular(thing.toLocaleLowerCase(language), language)) === one) return false;
  return typicalCollection(entry, language).fields.some(
    (field) => fold(field.label.toLocaleLowerCase(language)) === one,
  );
}

/** A planner asked for, in the six languages. */
const PLANNER =
  /(?<![\p{L}])(?:planner|planificador|planning|plan(?:ificateur)?|planlayıcı|plan[ıi]|планировщик|план|مخطط|خطة)(?![\p{L}])/iu;

const TRACKER =
  /(?<![\p{L}])(?:tracker|log|suivi|registro|seguimiento|трекер|журнал|уч[её]т|takip\p{L}*|متابعة|تتبع)(?![\p{L}])/iu;

function openingSentence(original: string): string {
  return original.split(/[.!?\n](?:\s|$)/u)[0] ?? '';
}

/** Lines that are one entry each, its values parted by dashes: "Garage Roux – Patrick Roux – 04 90 …". */
function dashedLines(original: string): string[][] {
  return (
    original
      .split('\n')
      .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/u, '').trim())
      // "Dr. Sara Malik – GP – ext. 210": an abbreviation's full stop ends no sentence.
      .filter(
        (line) =>
          line.length <= 140 &&
          !/[.!?]\s+\S/u.test(
            line.replace(/(?<![\p{L}])(?:dr|mr|mrs|ms|st|ext|tel|no|nr|доб|тел|ул|av|cad|sok)\./giu, ''),
          ),
      )
      .map((line) => line.split(/\s[-–—]\s/u).map((part) => part.trim()))
      .filter((parts) => parts.length >= 2 && parts.every((part) => part.length > 0 && part.length <= 60))
  );
}

/** "An app to track my houseplants: name, room …" -> "An app to track my houseplants". */
function collectionTagline(original: string): string | null {
  // "hey, so I keep 4 hives …": a greeting is not what the app is.
  const clause =
    original
      .replace(
        /^\s*(?:hey|hi|hello|bonjour|salut|hola|buenas|merhaba|selam|привет|здравствуйте|مرحبا|السلام عليكم)(?![\p{L}])[\s,!.]*(?:so\s+)?/iu,
        '',
      )
      .split(/[:.;\n]|\s[-–—]\s|\s(?:with|including)\s/i)[0]
      ?.trim() ?? '';
  if (clause.length < 8 || clause.length > 120) return null;
  return clause.charAt(0).toLocaleUpperCase() + clause.slice(1);
}

/**
 * The spec a brief asks for. `asked`, when given, is what the person said it is ("no, it's a booking
 * app"), over what the brief's words suggest.
 */
/**
 * "٢٠ نوفمبر الساعة ٨:٠٠", "۱۲۰ ریال": Arabic-Indic and Persian digits (and the Arabic decimal and
 * thousands marks) as the ASCII digits every reader of numbers, dates, times and prices expects.
 */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x6f0))
    .replace(/(?<=\d)\u066b(?=\d)/g, '.')
    .replace(/(?<=\d)\u066c(?=\d)/g, ',');
}

export function understand(prompt: string, language: AppLanguage, asked?: AppKind): AppSpec {
  const original = westernDigits(prompt.trim().slice(0, 3000));
  const lang = writtenLanguage(original, language);
  const folded = fold(original);
  // A brief that lists the fields of what it keeps: the words of that list ("notes", "rating",
  // "price") describe fields, so they do not choose a template.
  // Names in a brief full of listed, capitalised items are read from its opening line.
  let name =
    coupleName(original) ?? arabicPlaceName(original) ?? findName(original) ?? nameInOpeningLine(original);
  let listed = readBriefContent(original, language, name);
  // A quoted testimonial or a listed product is not the name: the opening line may hold it.
  const named = name;
  if (named && listedWords(null, listed).some((item) => fold(item).includes(fold(named)))) {
    const opening = nameInOpeningLine(original);
    if (opening && opening !== name) {
      name = opening;
      listed = readBriefContent(original, language, name);
    }
  }
  // "Örnek konser: 21 Haziran, Bostanlı İskele": what an example says is the person's data.
  if (name && inExample(original, name)) name = null;
  // "que salga '¡Gracias por tu opinión!'": what a form says once sent is no name.
  const sentText = formWords(original).sent;
  if (name && sentText && fold(sentText).includes(fold(name))) name = nameInOpeningLine(original);
  // Where the event takes place ("at Café Lumen") is not what the app is called.
  const venue = listed.event?.venue ?? listed.contact?.address;
  if (name && venue && fold(venue).includes(fold(name))) {
    name = null;
    listed = readBriefContent(original, language, name);
  }
  // "raising $15,000 for a new kennel wing, preset amounts $10, $25, $50": a page people give on, not
  // a record of gifts nor a shop.
  const fundraiser = !asked && listed.donation !== undefined;
  // Things with prices ("mugs ($24), bowls ($32)") are for sale, not the fields of a record.
  const priced = listed.items.filter((item) => item.price).length >= 2;
  // Unless they are the examples of a log that keeps an amount ("gasolina 62 €, peaje 14 €").
  // Chores done in turn ("по кругу", "rotates who does what"), and by two people or more named.
  const inTurns = ROTA.test(original) && namesChores(original, lang);
  const rota = inTurns && (listedPeople(original)?.length ?? 0) >= 2;
  // "для нашей семьи: мама Оля, папа Дима, …" lists who takes turns, not the fields of a chore.
  const readBrief = rota ? null : readCollectionBrief(original, lang);
  // The thing the opening sentence names ("a study planner for my exams"), read once for the checks below.
  const opening = openingSentence(original);
  const openingEntity = findEntity(opening, lang);
  const keptBrief =
    readBrief && !listsValues(readBrief, original, lang, openingEntity)
      ? withoutFeatureList(readBrief)
      : null;
  const money = keptBrief?.fields.find((field) => field.type === 'money')?.key;
  // Or the examples' own numbers ("Ayşe Kaya - Muhasebe - 214": an extension, not a price).
  const examples = new Set(keptBrief?.seedTitles.map((title) => fold(title)));
  // Or the fees of the record's own kinds ("Catégorie (Jeune / Adulte / Senior) … Tarifs : Jeune 90 €, …").
  const options = new Set(
    keptBrief?.fields.flatMap((field) => (field.type === 'choice' ? (field.options ?? []) : [])).map(fold),
  );
  const pricedExamples =
    Boolean(money && keptBrief?.seedValues?.some((values) => money in values)) ||
    listed.items.filter(
      (item) =>
        item.price &&
        // "…، ومنة الله حسن": an Arabic list's last entry carries its "and".
        (examples.has(fold(item.name)) ||
          examples.has(fold(item.name.replace(/^و(?=[\u0621-\u064a]{3})/u, '')))),
    ).length >= 2 ||
    (options.size > 0 &&
      listed.items.filter((item) => item.price).every((item) => options.has(fold(item.name))));
  const brief = fundraiser || (priced && !pricedExamples) ? null : keptBrief;
  // Where an event is ("au Café Lumen") says nothing of what the app is.
  const about = venue ? original.replace(venue, ' ') : original;
  // "note down my car repairs" keeps records; it does not ask for a notes app.
  // "Team: Rosa (owner), Dev (designer)": a listed person's role says who works there, not what the
  // app is (a designer on the team does not make a landscaper's site a portfolio).
  const roles = listed.people.flatMap((person) => (person.role ? [person.role] : []));
  // A product's features, its FAQ and what customers say describe the product, not the app asked for
  // ("Landing para Cuadrante … Funciones: Turnos arrastrables" is a landing page, not a booking app).
  const said = [
    ...roles,
    ...listed.highlights,
    ...(listed.faq ?? []).flatMap((pair) => [pair.question, pair.answer]),
    ...(listed.testimonials ?? []).map((quote) => quote.quote),
    // "9h30 accueil café, 17h30 apéro" is what happens at the event, not a café's menu.
    ...(listed.program ?? []).map((step) => step.title),
  ].filter((words) => words.trim().length > 2);
  // As written: a list's entries are capitalised where the brief may not have them so.
  const unroled = said.reduce(
    (text, words) => text.replace(new RegExp(escapeRegExp(words), 'iu'), ' '),
    about,
  );
  // The examples' words are the person's data ("Muhasebe", an accounting department), not the app's kind.
  const exampleWords = brief
    ? [...brief.seedTitles, ...(brief.seedValues ?? []).flatMap((values) => Object.values(values))].filter(
        (value): value is string => typeof value === 'string' && value.trim().length > 2,
      )
    : [];
  const kindText = brief
    ? exampleWords
        .reduce((text, words) => text.replace(words, ' '), unroled.replace(brief.fieldList, ' '))
        .replace(/\b(?:note|write|jot) down\b/gi, ' ')
    : unroled;
  const read = detectKind(kindText);
  // Off-template briefs that list what each thing has get an app for exactly those fields; a
  // template's brief ("a todo app: cancel internet, book movers") lists what the app starts with.
  // A word that only hints at a template ("un carnet de mes randonnées", a notebook) yields to fields
  // the person typed out.
  // A tracker's template (workouts, spending, habits) has fields of its own: one the person typed out
  // with its types ("дата, упражнение, подходы, вес (кг)") is a record of their design.
  const hinted =
    !asked &&
    brief &&
    read !== 'generic' &&
    isTypedFieldList(brief) &&
    (isHint(kindText) ||
      (OWN_RECORD_KINDS.has(read) &&
        (read !== 'booking' || RECORDING.test(original)) &&
        !keptByTemplate(read, brief)));
  // A thing named without fields ("my rental properties") gets the fields such a thing usually has,
  // unless what the brief lists makes it another kind (a priced menu, a dated event).
  // "Annuaire des commerçants :\nBoulangerie Martin – Julien Martin – 04 90 25 11 32\n…": a directory
  // of the entries written a line each is a collection of them, whatever trade its entries are in.
  const listing =
    !asked &&
    !brief &&
    !fundraiser &&
    ((DIRECTORY.test(opening) && dashedLines(original).length >= 2) ||
      // "make a little app that rotates who does what each week: take out bins, …": chores done in
      // turn by the people named are a chore tracker, whatever to-do words come with them.
      rota ||
      // "трекер домашних дел для семьи": a tracker of a thing the table knows is that thing's app,
      // whoever and whatever the brief lists for it.
      ((read === 'generic' || isHint(kindText)) && TRACKER.test(opening) && openingEntity !== null) ||
      // "a study planner for my exams", "مخطط مذاكرة": a planner of a thing the table knows is that
      // thing's app, whatever quiz or booking words come with it.
      // A planner on a site ("Website for Anna, a wedding planner") is a business's trade; a board or
      // a to-do list asked for plans on its own ("Kanban board for our wedding planning").
      (PLANNER.test(opening) &&
        !['landing', 'kanban', 'todo'].includes(read) &&
        !(SITE_KINDS.has(read) && read !== 'booking') &&
        openingEntity !== null) ||
      // "Calendario de riego … monstera (cada 7 días), pothos (cada 5 días)": things listed with how
      // often each is done are kept and come due, whatever calendar or booking words come with them.
      (listed.items.filter((item) => !item.price && intervalDays(item.detail ?? '') !== null).length >= 2 &&
        openingEntity !== null));
  const typical =
    !brief &&
    !priced &&
    !fundraiser &&
    (listing || (asked ?? kindForContent(read, isEmptyContent(listed) ? null : listed, folded)) === 'generic')
      ? typicalFor(original, lang, listed, inTurns, openingEntity)
      : null;
  const grouped = typical && withGroupedBy(typical, original, lang);
  // "questionnaire de satisfaction … questions : 1. …": a survey keeps the answers to its questions.
  // So does a sign-up form that is the whole app ("استمارة تسجيل لمخيم …", "registration form for …").
  const questions =
    !asked &&
    !brief &&
    (SURVEY.test(opening) ||
      (SIGN_UP_FORM.test(opening) &&
        (read === 'generic' || isHint(kindText) || formIsAsked(opening)) &&
        !listed.event?.date))
      ? labelledFields(original, lang)
      : [];
  // "… kayıt formu: ad soyad, e-posta, telefon, …": the questions right after the form asked for.
  if (questions.length === 0 && !asked && !brief && formIsAsked(opening) && !listed.event?.date)
    questions.push(...readFormFields(original, lang, true));
  const survey =
    questions.length >= 2
      ? {
          ...responsesTo(questions, lang, SURVEY.test(opening) ? 'survey' : 'signUp'),
          ...formWords(original),
        }
      : null;
  const kept = (asked ?? read) === 'generic' || hinted || listing ? (brief ?? grouped) : null;
  // A sign-up form or a survey whose fields read as a record's is still a form that is the page.
  const formed =
    kept && !kept.typical && !asked && (SURVEY.test(opening) || SIGN_UP_FORM.test(opening))
      ? { ...kept, layout: 'form' as const, ...formWords(original) }
      : kept;
  // "split the bills between Sam, Ola and Kit": costs kept with who paid them, and who owes whom.
  const shared = !asked && !fundraiser ? sharedCosts(original, lang) : null;
  // "Outil de facturation …": invoices with the statuses, numbers and clients given, whatever money
  // words come with them.
  const invoices = !asked && !fundraiser ? invoicing(original, lang) : null;
  // "Classement de notre ligue … Équipes : Les Rapaces, FC Pastis, …": the matches, and the table they make.
  const league = !asked && !fundraiser && !survey ? readLeague(original, lang) : null;
  const collection = survey ?? shared ?? invoices ?? league ?? formed;
  const content = collection || isEmptyContent(listed) ? null : listed;
  const kind =
    asked ??
    (fundraiser
      ? 'landing'
      : hinted || survey || shared || invoices || league || (listing && collection)
        ? 'generic'
        : collection
          ? read
          : kindForContent(read, content, folded));
  const blueprint = BLUEPRINTS[kind];

  const taken: Span[] = [];
  const quotes = findQuoted(original);
  taken.push(...quotes);

  const intl = intlText(original);
  // Kind words are understood: keep them out of topics.
  if (kind !== 'generic') {
    for (const [pattern] of KIND_WORDS[kind]) taken.push(...findAll(folded, pattern));
    for (const [pattern] of KIND_WORDS_INTL[kind]) taken.push(...findIntl(intl, pattern));
  }

  const colors = findColors(original, folded);
  taken.push(...colors);
  const { primary, accent } = assignColors(colors);

  const latin = readsFrenchOrSpanish(original, folded);
  const toggles = [
    ...findAll(folded, TOGGLE_PATTERN),
    ...findIntl(intl, intlWords(TOGGLE_WORDS_INTL, latin)),
  ];
  taken.push(...toggles);
  const mode = findMode(folded, taken, original);
  if (mode) taken.push(mode.span);

  const features = new Set<Feature>(blueprint.defaultFeatures);
  for (const { feature, span } of findFeatures(folded, [], original)) {
    features.add(feature);
    taken.push(span);
  }

  const sections = new Set(blueprint.defaultSections);
  const askedSections = new Set<string>();
  for (const { id, span } of findSections(folded, blueprint, [], original)) {
    askedSections.add(id);
    const before = folded.slice(Math.max(0, span.start - 14), span.start);
    const after = folded.slice(span.end, span.end + 14);
    if (
      /\b(without|no|except|minus)\s+(a |an |the |any )?$/.test(before) ||
      /^\s*(olmadan|olmasin|haric|yok)\b/.test(after) ||
      saysWithout(original.slice(Math.max(0, span.start - 30), span.start), latin)
    ) {
      sections.delete(id);
    } else sections.add(id);
    taken.push(span);
  }

  // A brief about a real business or product gets no invented praise: stock testimonials and
  // reviews stay out unless asked for.
  if (content && !isEmptyContent(content))
    for (const id of ['testimonials', 'reviews']) if (!askedSections.has(id)) sections.delete(id);
  // Nor invented terms: a real shop's delivery, returns and payment promises are its own to make.
  if (content && !isEmptyContent(content) && !content.freeShippingFrom && !askedSections.has('perks'))
    sections.delete('perks');

  // "showing pricing, testimonials and FAQ" asks for sections, not for features of the product.
  if (content) {
    if (kind === 'kanban') boardColumns(content, original);
    // A product page's features named in capitals ("Offline Sync", "SMS Hatırlatma") are the product's.
    const productFeature = (phrase: string) =>
      kind === 'landing' && /^\p{Lu}\S*(?:\s+\p{Lu}\S*)+$/u.test(phrase);
    content.highlights = content.highlights.filter(
      (phrase) => productFeature(phrase) || !namesAPart(phrase, blueprint),
    );
    content.items = content.items.filter((item) => item.price || !namesAPart(item.name, blueprint));
    // One thing left of a list is a phrase of the brief, not a list; unless the person quoted it
    // ("sample cards, like 'Ep 41 - Sourdough science'").
    const quoted = (item: BriefItem) =>
      new RegExp(`['"‘“«]\\s?${escapeRegExp(item.name.replace(/^“|”$/gu, ''))}\\s?['"’”»]`, 'iu').test(
        original,
      );
    // Nor is one example card placed in a column of the board ("…, статус «Замер»").
    const placed = (item: BriefItem) =>
      content.columns.some((column) => item.detail?.toLocaleLowerCase().includes(column.toLocaleLowerCase()));
    if (content.items.length < 2 && !content.items.some((item) => item.price || quoted(item) || placed(item)))
      content.items = [];
  }
  if (content) for (const id of sectionsForContent(content, blueprint)) sections.add(id);
  // A fundraiser asks for gifts: a product's pricing, steps, stock features and questions are not its
  // to show, nor a contact form when the brief gave no way to reach it.
  if (content?.donation) {
    const own = new Set(sectionsForContent(content, blueprint));
    for (const id of ['pricing', 'how-it-works', 'features', 'faq', 'contact'])
      if (!askedSections.has(id) && !own.has(id)) sections.delete(id);
  }

  const texts = findTexts(original, blueprint);
  const audience = findAudience(original);
  if (name) {
    const at = fold(original).indexOf(fold(name));
    if (at >= 0) taken.push({ start: at, end: at + name.length });
  }
  if (audience) {
    const at = folded.indexOf(fold(audience));
    if (at >= 0) taken.push({ start: at, end: at + audience.length });
  }
  // What the brief listed is shown as itself; its words do not name the app ("Hediye seti").
  for (const item of listedWords(null, content)) {
    const at = folded.indexOf(fold(item));
    if (at >= 0) taken.push({ start: at, end: at + item.length });
  }
  for (const pattern of [...FONT_PATTERNS, ...RADIUS_PATTERNS].map(([, p]) => p))
    taken.push(...findAll(folded, pattern));
  for (const pattern of Object.values(SECTION_SYNONYMS)) taken.push(...findAll(folded, pattern));
  for (const words of Object.values(SECTION_WORDS_INTL))
    taken.push(...findIntl(intl, intlWords(words, latin)));
  // An event's date ("March 3") and place ("Café Lumen") are not what the app is about.
  const dated = eventDateSpan(original);
  if (dated) taken.push(dated);
  if (listed.event?.venue) {
    const at = folded.indexOf(fold(listed.event.venue));
    if (at >= 0) taken.push({ start: at, end: at + listed.event.venue.length });
  }
  // Topics are found with English and Turkish words; in other languages they would catch articles.
  const topics = lang === 'en' || lang === 'tr' ? findTopics(original, taken) : [];

  const defaults = blueprint.defaultTheme;
  const theme: Theme = {
    mode: mode?.mode ?? defaults.mode ?? 'light',
    primary: primary?.hex ?? defaults.primary,
    accent: accent?.hex ?? (primary?.named ? primary.named.accent : defaults.accent),
    font: findFont(folded) ?? defaults.font ?? 'sans',
    radius: findRadius(folded) ?? defaults.radius ?? 'lg',
  };
  if (theme.accent === theme.primary)
    theme.accent = defaults.accent === theme.primary ? '#f59e0b' : defaults.accent;

  // An item the person listed as an example ("e.g. Monstera, Fern") does not name the app.
  // A quiz's own questions and answers ("Which river flows through Cairo?") do not name it either.
  const quizWords =
    kind === 'quiz' ? (content?.faq ?? []).flatMap((pair) => [pair.question, pair.answer]) : [];
  // "Pothos (his name is Gerald)": a name said within words in brackets is a listed thing's, not the
  // app's; "mon cabinet (Clinique des Tilleuls)" brackets the name alone.
  // "Landing page for Driftwood — … the Driftwood Mini ($89)": a name also said on its own, outside
  // the entries that carry it, is the product's.
  const listedEntries = [...listedWords(collection, content), ...quizWords];
  const carrying = name ? listedEntries.filter((item) => fold(item).includes(fold(name))) : [];
  const saidAlone =
    name !== null &&
    carrying.length > 0 &&
    carrying.every((item) => fold(item) !== fold(name)) &&
    fold(original).split(fold(name)).length - 1 >
      carrying.reduce((count, item) => count + fold(item).split(fold(name)).length - 1, 0);
  const listedName =
    name &&
    !saidAlone &&
    (carrying.length > 0 ||
      [...original.matchAll(/\(([^()]*)\)/gu)].some(
        ([, inside]) => inside!.includes(name) && inside!.trim() !== name,
      ));
  const declinedAsks = declined(original);
  // A portfolio is its owner's: "Меня зовут Артём Козлов" names it.
  const ownerName: string | null = kind === 'portfolio' ? (content?.self ?? null) : null;
  // "اسمي أحمد الشريف", "I'm Dana Reyes, a dog trainer": one person's services are theirs.
  const bookedSelf: string | null = kind === 'booking' ? (content?.self ?? null) : null;
  return {
    version: 1,
    kind,
    name:
      // A portfolio is its owner's, over a title it shows ("« Mamie Tempête »").
      ownerName ??
      // A fundraiser is named by the charity it is for, over a campaign it runs ("Okul çantası").
      (content?.donation ? givenTo(original) : null) ??
      (listedName ? null : name) ??
      (collection
        ? (toolName(original, lang) ??
          (listing && DIRECTORY.test(opening) ? directoryName(collection, lang) : null) ??
          // A league's app is its table.
          (league ? LEXICONS[lang].collection.standings : null) ??
          collectionName(collection, lang))
        : null) ??
      (kind === 'booking' ? weeklyClassName(content, lang) : null) ??
      bookedSelf ??
      defaultName(
        kind,
        readsAsEnglishOrTurkish(original) ? topics : [],
        lang,
        kind === 'booking' && content?.event?.date ? { prompt: original } : null,
      ),
    tagline:
      texts.tagline ??
      (collection ? collectionTagline(original) : null) ??
      content?.description ??
      (content?.donation ? pick({ language: lang }, TAGLINES.fundraiser) : null) ??
      tagline(kind, original, audience, lang),
    audience,
    language: lang,
    theme,
    features: FEATURES.filter((feature) => features.has(feature)),
    sections: orderSections(blueprint, sections),
    texts: texts.texts,
    topics,
    prompt: original,
    ...(collection
      ? { collection: withMarkDone(collection, markedAs(original) ?? texts.texts['cta.button']) }
      : {}),
    ...(content && !isEmptyContent(content) ? { content } : {}),
    ...(declinedAsks.length > 0 ? { declined: declinedAsks } : {}),
  };
}

/**
 * "marcarla como 'Regada'", "mark it as “Fed”", "marquer comme « Arrosée »", "отмечать «Полито»",
 * "«Sulandı» olarak işaretle", "تعليمها كـ «تم السقي»": what a thing is marked as when it is done.
 */
function markedAs(original: string): string | undefined {
  const found =
    /(?<![\p{L}])(?:mark(?:ed)?|tick)(?:\s+\p{L}+){0,2}\s+as|marcar\p{L}*(?:\s+\p{L}+)?\s+como|marqu\p{L}*(?:\s+\p{L}+)?\s+(?:comme|en)|отмеч\p{L}*(?:\s+как)?|отмет\p{L}*(?:\s+как)?|تعليم\p{L}*\s+كـ?|وضع علامة/iu.exec(
      original,
    );
  const after = found ? original.slice(found.index + found[0].length) : '';
  const quoted = /^\s*["'“‘«„]\s?([^"'”’»]{2,30}?)\s?["'”’»“]/u.exec(after)?.[1];
  if (quoted) return quoted;
  // Turkish says the mark first: "«Sulandı» olarak işaretle".
  return /["'“‘«„]\s?([^"'”’»]{2,30}?)\s?["'”’»“]\s+olarak\s+işaretle/u.exec(original)?.[1];
}

/** "a big “Watered today” button on each plant card": the button that resets a thing's interval. */
function withMarkDone(collection: CollectionBrief, button: string | undefined): CollectionBrief {
  return button && collection.fields.some((field) => field.type === 'interval')
    ? { ...collection, markDone: button }
    : collection;
}

/**
 * The name a brief full of listed, capitalised items gives in its first sentence: "Website for Bella
 * Cuts hair salon. Services: …", "Portfolio for Ana Silva, a UX designer. Projects: …".
 */
function nameInOpeningLine(original: string): string | null {
  const line = original.split(new RegExp(`${TITLE_DOT.source}|[:\\n!?,;]`))[0] ?? original;
  const match = new RegExp(
    `(?:^|\\s)(?:for|called|named|için|para|pour)\\s+(?:the\\s+|le\\s+|la\\s+|les\\s+|l['’]|el\\s+|los\\s+|las\\s+)?(\\p{Lu}[\\p{L}\\p{N}'’&.-]*(?:\\s+(?:&\\s+|${NAME_PARTICLE})?\\p{Lu}[\\p{L}\\p{N}'’&-]*){0,3})`,
    'u',
  ).exec(line);
  // "Invoice tracker for my design studio, Fieldnote.": the name set after what it is, by a comma.
  const apposed =
    /^[^.!?\n,]*(?<![\p{L}])(?:my|our|mon|ma|mes|notre|nos|mi|mis|nuestr[oa]s?|мо\p{L}+|наш\p{L}*)\s[^.!?\n,]+,\s+(\p{Lu}[\p{L}\p{N}'’&-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}'’&-]*){0,3})\s*(?=[.!\n]|$)/u.exec(
      original,
    )?.[1];
  if (!match && apposed && !apposed.split(/\s+/u).every((token) => isVocabulary(token)))
    return tidyName(apposed);
  // Its first word is capitalised as any sentence's is: that says nothing of a name.
  if (!match) return findName(line.charAt(0).toLocaleLowerCase() + line.slice(1));
  const tokens = match[1]!.split(/\s+/).filter((token) => !TITLE_STOP.has(token));
  if (tokens.length === 0 || tokens.every((token) => isVocabulary(token))) return null;
  if (DEMONYM.test(tokens.join(' '))) return null;
  return tidyName(tokens.join(' ')) || null;
}

/**
 * Asks a generated app cannot meet, in the six languages: it keeps data in the browser (or the
 * project's data API), takes no real payments, has no user accounts, sends nothing and calls no
 * outside service. Only explicit asks count: "payments" in a budget brief is a thing to track.
 */
const DECLINED_PATTERNS: Record<Declined, RegExp> = {
  payments:
    /\b(stripe|paypal|apple pay|google pay|accept (?:card )?payments|online payments?|card payments?|pay online|payment gateway|real payments?)\b|online ödeme|kredi kartı ile ödeme|paiement en ligne|pago en línea|pagos en línea|онлайн[- ]оплат\p{L}*|الدفع الإلكتروني/iu,
  accounts:
    /\b(log ?in|sign ?in|user accounts?|customer accounts?|member accounts?|authentication|password reset)\b|üye girişi|giriş yap\p{L}*|kullanıcı hesab\p{L}*|üyelik|connexion|comptes? (?:client|utilisateur)|inicio de sesión|iniciar sesión|cuentas? de usuario|вход в аккаунт|регистрац\p{L}*|личный кабинет|تسجيل الدخول|حسابات المستخدمين/iu,
  notifications:
    /\b(push notifications?|sms|text messages?|send (?:an? )?e-?mails?|e-?mail (?:notifications?|reminders?)|whatsapp messages?)\b|bildirim gönder\p{L}*|anlık bildirim|sms gönder\p{L}*|notifications? push|envoyer des e-?mails?|notificaciones push|enviar correos?|push-уведомлен\p{L}*|отправ\p{L}* (?:письм|смс)\p{L}*|إشعارات فورية|رسائل نصية/iu,
  integrations:
    /\b(google calendar|calendar sync|sync with|slack|zapier|shopify|mailchimp|hubspot|salesforce|instagram feed|google sheets|notion integration)\b|takvim(?:le)? senkroniz\p{L}*|synchronis\p{L}* avec|sincroniz\p{L}* con|синхрониз\p{L}*|مزامنة مع/iu,
  ai: /\b(ai[- ]powered|ai chatbot|chatbot|chat ?gpt|gpt|openai|artificial intelligence|machine learning)\b|yapay zek\p{L}*|intelligence artificielle|inteligencia artificial|искусственн\p{L}* интеллект\p{L}*|\bИИ\b|ذكاء اصطناعي/iu,
};

function declined(original: string): Declined[] {
  return DECLINED.filter((ask) => DECLINED_PATTERNS[ask].test(original));
}

/**
 * A board's stages listed without the word "columns": "Kanban for bug tracking: Backlog | In Progress
 * | Code Review | Done". Stages are short and capitalised, or set apart by bars or arrows; tasks
 * ("book venue, order cake") stay tasks.
 */
function boardColumns(content: BriefContent, original: string): void {
  if (content.columns.length === 0) {
    // "- Yapılacaklar\n- Usta Bekleniyor\n…" then "Banyo fayansı (Usta Bekleniyor)": the lines its
    // cards are placed in are the board's columns.
    const lines = bulletedLines(original);
    const placed = content.items.map((item) => item.detail).filter((detail): detail is string => !!detail);
    if (lines.length >= 2 && placed.length > 0 && placed.every((detail) => lines.includes(detail))) {
      content.columns = lines.slice(0, 8);
      content.items = content.items.filter((item) => !lines.includes(item.name));
      content.people = content.people.filter(
        (person) => !lines.some((line) => fold(line).includes(fold(person.name))),
      );
      return;
    }
  }
  if (content.columns.length > 0 || content.items.length < 2 || content.items.some((item) => item.price))
    return;
  if (/^(?:tasks?|cards?|to-?dos?|görev|tâche|tarea|задач|المهام)/iu.test(content.itemsLabel ?? '')) return;
  const separated = /\S\s*(?:\||→|->|>)\s*\S/.test(original);
  const stages = content.items.every(
    (item) => /^\p{Lu}/u.test(item.name) && item.name.split(/\s+/).length <= 3,
  );
  const named = content.items.map((item) => item.name);
  // A list of stages ends somewhere: "Done", "Published", "Tamamlandı", "Готово".
  const ends =
    /^(?:done|complete[d]?|finished|published|shipped|closed|live|released|archived|hired|tamamland[ıi]|bitti|yay[ıi]nda|termin[ée]e?s?|fini|hecho|terminado|publicado|готово|сделано|завершено|منجز|مكتمل)$/iu;
  if (separated || (stages && named.length <= 8 && named.some((name) => ends.test(name)))) {
    content.columns = named.slice(0, 8);
    content.items = [];
    delete content.itemsLabel;
  }
}

/** Short lines of a list written one per line with a bullet ("- Bitti", "• Done", "2. Review"). */
function bulletedLines(original: string): string[] {
  return original
    .split('\n')
    .map((line) => /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+(\S.{0,40}?)\s*$/u.exec(line)?.[1])
    .filter((line): line is string => !!line && !/[:,;]/u.test(line));
}

/** A phrase that is mostly the name of a section, a feature or a colour ("pricing", "dark mode", "red"). */
export function namesAPart(phrase: string, blueprint: Blueprint): boolean {
  const folded = fold(phrase);
  const spans = [
    ...findSections(folded, blueprint, [], phrase).map((found) => found.span),
    ...findFeatures(folded, [], phrase).map((found) => found.span),
    ...findColors(phrase, folded),
  ];
  const covered = spans.reduce((sum, span) => sum + (span.end - span.start), 0);
  return covered >= folded.trim().length / 2;
}

/** The names of everything a brief listed: example items, offered things, people, columns, features. */
function listedWords(collection: CollectionBrief | null, content: BriefContent | null): string[] {
  return [
    ...(collection?.seedTitles ?? []),
    // "… 2 fincan Mola Kahvecisi": what an example says of itself names no app either.
    ...(collection?.seedValues ?? []).flatMap((values) =>
      Object.values(values).filter((value): value is string => typeof value === 'string'),
    ),
    // "avec : Variété, Espèce": a field's label names no app.
    ...(collection?.fields.map((field) => field.label) ?? []),
    // "my hens Henrietta, Dot and Mabel" for "which hen": the choices a field offers name no app.
    ...(collection?.fields.flatMap((field) => field.options ?? []) ?? []),
    ...(content?.items.map((item) => item.name) ?? []),
    ...(content?.people.map((person) => person.name) ?? []),
    ...(content?.columns ?? []),
    ...(content?.highlights ?? []),
    ...(content?.testimonials?.map((said) => said.quote) ?? []),
    // What a form asks and a card holds ("customer name") is no topic of the app either.
    ...(content?.form?.map((field) => field.label) ?? []),
    ...(content?.cardFields?.map((field) => field.label) ?? []),
  ];
}

/**
 * An off-template brief that lists what it offers still has a kind: services, classes, people or
 * hours make a place people book; priced things a shop; named stages a board.
 */
/** What a practice or a studio sells: time with someone, booked, not goods shipped. */
const SERVICES =
  /servic|treat|class|session|consult|massage|lesson|therap|hizmet|ders|seans|terapi|masaj|prestation|soin|cours|seance|servicio|tratamiento|clase|sesion|consulta|terapia|услуг|заняти|сеанс|консульт|массаж|خدم|درس|جلس|استشار/iu;

/** A place people come to for a service ("yoga stüdyom", "mon cabinet", "our clinic"). */
const SERVICE_PLACE =
  /\b(?:studio|studyo\w*|clinic|klinik\w*|clinique|clinica|cabinet|practice|salon\w*|spa|gym|spor salonu|dojo|academy|akademi\w*|atelier|taller|kursu?)\b|студи|клиник|салон|кабинет|عياد|صالون|استوديو/iu;

function kindForContent(kind: AppKind, content: BriefContent | null, folded: string): AppKind {
  if (!content) return kind;
  // A tour's dates ("Mar 14 – Brighton, Concorde 2, …") are shows people get tickets for.
  if ((content.shows?.length ?? 0) >= 2 && !['kanban', 'todo', 'quiz'].includes(kind)) return 'booking';
  // "Lunes y miércoles 9:00 Hatha Yoga (Lucía)": a studio's week of classes is a place people book.
  if (
    (content.timetable?.length ?? 0) >= 2 &&
    ['store', 'fitness', 'habits', 'generic', 'landing'].includes(kind)
  )
    return 'booking';
  // Named columns make a board, even where the brief calls it a list of tasks; so does its name.
  if (kind === 'todo' && (content.columns.length >= 2 || /kanban|канбан|كانبان/iu.test(folded)))
    return 'kanban';
  // "Воронка: Новый лид → Бриф → В работе → Закрыто": stages named out make a board of what moves
  // through them, whatever the money words around them.
  if (content.columns.length >= 3 && ['budget', 'notes', 'dashboard'].includes(kind)) return 'kanban';
  const names = content.items.map((item) => item.name).join(' ');
  // "consultation adulte 60 €, consultation enfant 45 €" on a site: appointments, not a shop's goods.
  if (
    kind === 'store' &&
    content.items.length > 0 &&
    SERVICES.test(fold(names)) &&
    SERVICE_PLACE.test(folded)
  )
    return 'booking';
  // "Prestations : bouquet du jour 25 €, … L'équipe : Camille (fleuriste)": services given by people.
  if (
    kind === 'store' &&
    content.items.length > 0 &&
    content.people.length > 0 &&
    SERVICES.test(fold(content.itemsLabel ?? ''))
  )
    return 'booking';
  // "Carte : crêpe 4 €, cidre 5 €", "Menú … Horario: …": a priced menu is a place to eat.
  // "Kahvaltı salonum için menü sitesi": a site that is a menu, unless what it prices are services.
  const menuSite =
    /(?<![\p{L}])(?:menu|menü|menú|меню|منيو)(?![\p{L}])/iu.test(folded) &&
    !SERVICES.test(fold(names)) &&
    content.items.every((item) => !item.minutes);
  const menu = menuSite || /^(?:menu|menü|carte|carta|menú|меню|القائمة)/iu.test(content.itemsLabel ?? '');
  if (menu && content.items.some((item) => item.price) && (kind === 'generic' || kind === 'booking'))
    return 'restaurant';
  const plans =
    /^(?:plans?|pricing|tiers?|planes|precios|formules|tarifs|offres|planlar\p{L}*|paketler\p{L}*|тариф\p{L}*|الخطط|الباقات)$/iu;
  if (kind === 'landing' && !plans.test(content.itemsLabel ?? '') && content.highlights.length === 0) {
    // "Site vitrine pour la boulangerie …: produits, horaires": a place's site with its own goods and
    // hours is that place's kind of app, not a product's page.
    if (content.week && content.items.some((item) => item.price)) {
      const place = scoreKinds(folded).find(
        (scored) => scored.score > 0 && ['restaurant', 'store', 'booking'].includes(scored.kind),
      );
      return place?.kind ?? kindForContent('generic', content, folded);
    }
    // "One-page site for the Riverside 10K on Sunday 8 June": a page for one dated event, unless
    // the person named a landing page outright; a landing page with the event's programme timed out
    // ("Лендинг для конференции … Программа: 10:00 — …") is that event's page all the same.
    const outright =
      findAll(folded, LANDING_OUTRIGHT).length > 0 || findIntl(intlText(folded), LANDING_OUTRIGHT).length > 0;
    const timed = (content.program ?? []).filter((step) => step.time).length >= 3;
    if (content.event?.date && (!outright || timed) && content.items.every((item) => !item.price?.period))
      return 'booking';
  }
  // A gym's or a studio's site with priced classes is a place people book, not a workout log.
  const priced = content.items.filter((item) => item.price).length >= 2;
  const personal = kind === 'fitness' || kind === 'habits' || kind === 'todo' || kind === 'notes';
  if (!(kind === 'generic' || (personal && priced))) return kind;
  if (kind === 'generic' && content.columns.length >= 2) return 'kanban';
  // "Our next meeting on 3 March at Café Lumen": a dated event people answer, not a list to keep.
  // "inscripción $350 general, $250 estudiantes" on a dated race: its kinds of ticket, not goods.
  if (content.event?.date) return 'booking';
  const offered = content.items.length > 0;
  if (
    offered &&
    (content.items.some((item) => item.minutes) ||
      SERVICES.test(fold(content.itemsLabel ?? '')) ||
      SERVICE_PLACE.test(folded) ||
      content.people.length > 0 ||
      content.week)
  )
    return 'booking';
  // "Plans: Starter $9/month, Pro $29/month" on a page of no other kind presents a product's plans.
  if (content.items.some((item) => item.price) && plans.test(content.itemsLabel ?? '')) return 'landing';
  if (content.items.some((item) => item.price)) return 'store';
  return kind;
}

/** Sections that show what the brief listed: its people, hours, features, plans and contact. */
function sectionsForContent(content: BriefContent, blueprint: Blueprint): string[] {
  const known = new Set(blueprint.sections.map((section) => section.id));
  const wanted: string[] = [];
  if (content.people.length > 0) wanted.push('team');
  if (content.hours.length > 0) wanted.push('hours');
  if (content.highlights.length > 0)
    wanted.push(
      /^(?:stats|numbers|figures|rakamlar|chiffres|cifras|цифры|أرقام)/iu.test(content.highlightsLabel ?? '')
        ? 'stats'
        : 'features',
      'skills',
    );
  if (
    (content.testimonials?.length ?? 0) > 0 ||
    /^(?:testimonials?|reviews?|quotes?|yorumlar|témoignages|avis|testimonios|reseñas|отзывы|آراء)/iu.test(
      content.itemsLabel ?? '',
    )
  )
    wanted.push('testimonials', 'reviews');
  if (content.figures?.length) wanted.push('stats');
  if (content.items.some((item) => item.price)) wanted.push('pricing', 'menu', 'products', 'services');
  if (content.items.length > 0) wanted.push('projects');
  if (content.contact) wanted.push('contact', 'location');
  if (content.faq?.length) wanted.push('faq');
  if (content.donation) wanted.push('donate');
  return wanted.filter((id) => known.has(id));
}

export { APP_KINDS };
