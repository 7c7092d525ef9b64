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
import type { FieldDef, FieldType, StandingsRule, Summary } from '@atelier/app-kit/collection';
import { eventDateSpan, readEventDetails } from './event-details.ts';
import { escapeRegExp } from './blueprints/content-shared.ts';
import { currencyIn } from './currency.ts';
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
  /**
   * What the person said of each named item besides its name, by field key, in the order of
   * `seedTitles` ("Türk kahvesi 1 fincan Köşe Kafe": cups 1, café Köşe Kafe); absent when nothing more.
   */
  seedValues?: Record<string, string | number | boolean>[];
  /** The list of fields as written, so that words in it ("notes", "rating") do not choose a template. */
  fieldList: string;
  /** The fields are typical ones chosen for the person (entity-fields.ts), not ones the brief listed. */
  typical?: boolean;
  /** A survey or a sign-up: the form is the page (CollectionSchema.layout). */
  layout?: 'form';
  /** What the person asked the button that resets an interval to say ("Watered today"). */
  markDone?: string;
  /** What the person asked the form's button to say, and what it says once sent. */
  submit?: string;
  sent?: string;
  /** A league's matches: the teams and scores its table is worked out from (league.ts). */
  standings?: StandingsRule;
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
  /** Splits one comma-separated piece where "and" is written on the next word (Arabic "و"). */
  splitAttached?(piece: string, lastOfMany: boolean): string[];
}

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
    /\b(?:track(?:s|ing)?|keep(?:ing)? track of|keep(?!\s+\w+ing\b)|add(?:ing)?(?=\s+(?:[a-z-]+\s+)?(?:items|entries|things|records)\s+with\b)|post(?:s|ing)?(?=\s+(?:[a-z-]+\s+)?[a-z-]+\s+with\b)|manag(?:e|es|ing)|organi[sz](?:e|es|ing)|log(?:s|ging)?|plan(?:s|ning)?|monitor(?:s|ing)?|follow|remember|(?:note|write|jot) down|catalog(?:ue)?(?:s|ing)?|record(?:s|ing)?|list(?:s|ing)?|store|collect(?:s|ing)?|inventory of|database of|collection of|list of|register of|tracker for|log of|for (?:tracking|managing|logging)|something (?:for|to (?:track|manage|log|keep))(?=\s+(?:all\s+)?(?:my|our|the|your)\b)|(?:app|tool|tracker|database|system|dashboard|planner|inventory|register|catalog(?:ue)?)\s+(?:for|of|to (?:track|manage|log|organi[sz]e|keep))(?=\s+(?:all\s+)?(?:my|our|the|your)\b))\s+(?:all\s+|of\s+|for\s+)?(?:(?:my|our|the|your|his|her|their|a|an)\s+)?/gi,
  listOpeners:
    /(?::|\s[-–—]\s|\b(?:with(?:\s+(?:a|an|the|their|its|fields?|columns?|details?)(?:\s+(?:for|like|such as))?)?|including|that (?:has|have|store|stores|records?)|where each (?:one )?(?:has|gets)|each (?:one |entry |item )?(?:has|with|gets|should have)|storing|recording|fields?:?|columns?:?|details?:?)\s)/i,
  listEnd:
    /(?:[.?!]\s|[.?!]$|\n|;\s*(?:show|and show|it should|i want)|\s(?:so (?:that )?i|so we|and (?:show|tell|remind|highlight|let|see|sort|filter|list|mark|flag)|,\s*(?:show|and show)|to (?:see|show|know)|which (?:shows?|tells?|reminds?))\b)/i,
  // "My bikes are a Trek Domane and a Brompton": the things themselves, named.
  examples:
    /\b(?:e\.?g(?:\.|(?![a-z]))|for example|such as|(?<!(?:['’]d|would|i|we|you|they|should)\s)like(?!\s+to\b)|including|examples?(?:\s+(?:entry|entries|record|records|row|rows|items?|things))?(?=\s*:)|(?:people|staff|members|team|players|roster|employees|contacts)(?=\s*:)|(?:my|our)\s+[a-z-]+s\s+(?:are|include)(?:\s+(?:called|named))?|(?:add|put in|start(?: it)? with|pre-?fill(?: it)? with|preload)\s+(?:these|the following)(?:\s+[a-z]+)?(?=\s*:)|(?:seed|populate|pre-?fill|start)(?: it)? with(?=\s*["“‘']))\s*[:,]?\s*/i,
  leading: /^(?:(?:and|a|an|the|its|their|his|her|my|our|your|each|one|just|only|also)\s+)+/i,
  and: /\s+(?:and|&|plus)\s+/i,
  types: [
    { type: 'interval', words: /\bevery\b|\bhow often\b|\bfrequency\b|\binterval\b|\bonce (?:a|every)\b/i },
    {
      type: 'longtext',
      words:
        /\b(?:notes?|description|comments?|details|summary|review|thoughts|how (?:i|it) felt|feelings?|journal|ingredients|instructions|suggestions?|feedback)\b/i,
    },
    {
      type: 'money',
      words:
        /\b(?:price|cost|costs|amount|paid|spent|budget|salary|fee|fees|rent|value|total|invoice|revenue|income|expense|bill|wages?|pay|tips?|fares?|deposit)\b|(?<!heart\s)\b(?:hourly\s+)?rate\b|[$€£₺¥]/i,
    },
    {
      type: 'date',
      words:
        /\b(?:date|day|birthday|deadline|due|when|last \w+|next \w+|started|finished|bought|purchased|planted|born|expires?|expiry|since|until|anniversary|visit|renewal|renews)\b|\b\w+ (?:on|at|by|before)$/i,
    },
    // "departure time" is a time of day; "prep time" and "screen time" are durations.
    {
      type: 'time',
      words:
        /\b(?:time of day|at what time|(?:start|end|finish|departure|arrival|wake(?:-up)?|bed|pick-?up|drop-?off|check-?in|check-?out|feeding|dose|class|session|appointment|meeting) time|hour)\b|^time$/i,
    },
    // "rate" alone is what an hour is paid ("rate: $18/hr"), not a score.
    { type: 'rating', words: /\b(?:rating|stars?|score out of 5|how (?:good|much i liked)|rate it)\b/i },
    { type: 'email', words: /\be-?mails?\b/i },
    { type: 'phone', words: /\b(?:phone|mobile|telephone|cell)\b/i },
    { type: 'url', words: /\b(?:url|link|website|web site|site)\b/i },
    {
      type: 'boolean',
      words:
        /\b(?:done|paid\?|returned|read\?|finished\?|active|available|completed|yes\/no|is \w+|has \w+|owned|favou?rite|signed|confirmed|check ?box|tick ?box|consent)\b/i,
    },
    {
      type: 'number',
      words:
        /\b(?:number|count|quantity|qty|amount of|how many|age|year|weight|height|length|width|distance|duration|minutes|hours|km|miles|kg|lbs?|pages|mileage|calories|reps|sets|size|level|temperature|pace|speed|steps|liters|litres|players|people|guests|servings|portions|(?:days|weeks|months) (?:to|until|left|since)|grams|bottles|pieces|units|copies|stock|pulse|bpm|systolic|diastolic|heart rate|glucose|vintage)\b/i,
    },
    {
      type: 'choice',
      words:
        /\b(?:status|type|category|kind|priority|condition|genre|stage|level|mood|room|location|format|platform|species|breed)\b/i,
    },
  ],
  unit: /(?:\bin\s*|\(\s*)(km|kilometers|kilometres|miles|mi|kg|kilograms|lbs?|pounds|minutes|mins|hours|hrs|pages|calories|kcal|liters|litres|ml|cm|m|meters|steps|reps)\b\)?|\b(km|kg|mins?|hrs?|kcal|cm)\b/i,
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
    // "değişimlerini": its possessive and its object's ending too.
    /(?:lar|ler)(?:ım|im|um|üm|ımız|imiz|umuz|ümüz)?(?:ını|ini|unu|ünü|ı|i|u|ü|a|e|ın|in|un|ün)?$/u,
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
    /(?:^|\s)(?:benim\s+|bizim\s+)?(?=\S+\s+(?:takip|takibi|listesi|kaydı|kayıtları|envanteri|koleksiyonu|yönetimi|günlüğü|defteri|rehberi|dizini)|(?:\S+\s+)?\S+\s+için\s+(?:bir\s+)?(?:uygulama|araç|takip|liste|kayıt)|(?:\S+\s+){1,2}(?:kaydede|kaydedi|takip ede|not ede)\p{L}*)/giu,
  listOpeners: /(?::|\s[-–—]\s|\s(?:ile|içeren|alanları|sütunları|bilgileri)\s)/iu,
  listEnd: /(?:\.\s|\.$|\n|\s(?:ve (?:göstersin|hatırlatsın|listelesin)|göstersin|böylece)\b)/iu,
  examples:
    /(?<![\p{L}])(?:örneğin|mesela|gibi|örnek(?:ler|\s+kayıtlar|\s+girişler)?(?=\s*:)|(?:kişiler|çalışanlar|üyeler|oyuncular)(?=\s*:)|örnek olarak(?:\s+şunları\s+ekle)?|şunları(?:\s+\p{L}+)?\s+ekle(?=\s*:))(?![\p{L}])\s*[:,]?\s*/iu,
  leading: /^(?:(?:ve|bir|her|onun|benim)\s+)+/iu,
  and: /\s+(?:ve|ile|&)\s+/iu,
  types: [
    { type: 'interval', words: /(?:her\s+\S+\s+günde|kaç günde bir|sıklığı|sıklık|aralığı)/iu },
    {
      type: 'longtext',
      words: /(?:not(?:lar)?|açıklama|yorum|düşünce|içindekiler|tarif|öneri(?:ler\p{L}*|niz)?(?![\p{L}]))/iu,
    },
    {
      type: 'money',
      words:
        /(?:fiyat|ücret|tutar|maliyet|masraf|harcama|ödenen|bütçe|maaş|kira|gelir|gider|fatura|[$€£₺])/iu,
    },
    { type: 'date', words: /(?:tarih|gün(?:ü)?$|doğum günü|son \S+|bitiş|başlangıç|alındığı|ziyaret)/iu },
    { type: 'time', words: /^saat$|saati$/iu },
    { type: 'rating', words: /(?:puan|yıldız|değerlendirme)/iu },
    { type: 'email', words: /e-?posta|e-?mail/iu },
    { type: 'phone', words: /telefon|cep/iu },
    { type: 'url', words: /(?:bağlantı|link|web sitesi|adres(?:i)? \(url\))/iu },
    // "ana arı görüldü mü": a question asked with "mi" is answered yes or no.
    {
      type: 'boolean',
      words:
        /(?:tamamlandı|okundu|ödendi|aktif|mevcut|favori|onay kutu\p{L}*|onayı(?!\p{L})|\sm[ıiuü]\??$)/iu,
    },
    {
      type: 'number',
      words:
        /(?:sayı|sayısı|adet|miktar|yaş|yıl|ağırlık|boy|mesafe|süre|dakika|saat|km|kg|sayfa|kalori|kilometre|litre)/iu,
    },
    { type: 'choice', words: /(?:durum|tür|türü|kategori|öncelik|tür|oda|konum|tür)/iu },
  ],
  unit: /(?<![\p{L}\p{N}])(km|kg|dakika|saat|sayfa|kalori|litre|cm|m)(?![\p{L}\p{N}])/iu,
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

/** "plantes" -> "plante", "animaux" -> "animal". */
function frenchSingular(word: string): string {
  if (/aux$/iu.test(word)) return `${word.slice(0, -3)}al`;
  return word.replace(/[sx]$/iu, '');
}

const FR = {
  keeping:
    /(?:^|\s)(?:suivre|gérer|organiser|noter|enregistrer|répertorier|cataloguer|planifier|(?:liste|suivi|gestion|inventaire|registre|journal|catalogue|collection|carnet)\s+(?:de|des|d')|(?:app(?:lication)?|outil|base de données)\s+(?:pour|de)\s+(?:(?:suivre|gérer|noter|organiser|planifier)\s+)?(?=(?:tous\s+|toutes\s+)?(?:mes|mon|ma|nos|notre|les)\s))\s*(?:tous\s+|toutes\s+)?(?:mes|mon|ma|nos|notre|les|le|la|l'|des|du|de)?\s*/giu,
  listOpeners: /(?:\s?:|\s[-–—]\s|\s(?:avec|comprenant|incluant|champs?\s*:?|colonnes?\s*:?)\s)/iu,
  listEnd:
    /(?:[.?!]\s|[.?!]$|\n|\s(?:pour que|afin de|et (?:montre|affiche|rappelle|indique)|qui (?:montre|affiche|indique))\b)/iu,
  examples:
    /(?<![\p{L}])(?:par exemple|p\. ?ex\.?|comme|tels? que|telles? que|exemples?(?:\s+pour commencer)?(?=\s*:)|(?:personnes|membres|joueurs|joueuses|employés|salariés|choristes)(?=\s*:)|(?:ajoute|ajoutez|mets|mettez)(?:\s+déjà)?\s+(?:ceux-ci|celles-ci|ces\s+\p{L}+)(?=\s*:)|(?<=\d[^.!?\n]{2,60}?)dont(?=\s+\p{Lu}))(?![\p{L}])\s*[:,]?\s*/iu,
  // "l'" takes no space after it; the others need one ("lectures" keeps its "le").
  leading: /^(?:(?:et|le|la|les|un|une|son|sa|ses|mon|ma|mes|chaque)\s+|l['’]\s*)+/iu,
  and: /\s+(?:et|&)\s+/iu,
  types: [
    { type: 'interval', words: /\btou(?:s|tes) les\b|\bfréquence\b|\bintervalle\b/iu },
    {
      type: 'longtext',
      words: /(?:\bnotes\b|description|commentaires?|remarques?|avis|ingrédients|suggestions?)/iu,
    },
    {
      type: 'money',
      words: /(?:prix|coût|montant|payé|budget|salaire|loyer|valeur|total|facture|dépense|revenu|[$€£])/iu,
    },
    {
      type: 'date',
      words:
        /(?:\bdate\b|\bjour\b|anniversaire|échéance|dernier|dernière|prochain|prochaine|visite|semé|planté|acheté|\bdepuis\b|\bjusqu)/iu,
    },
    { type: 'time', words: /^heures?$|^heure d/iu },
    { type: 'rating', words: /(?:\bnote\b|étoiles|évaluation)/iu },
    { type: 'email', words: /e-?mail|courriel/iu },
    { type: 'phone', words: /téléphone|portable|mobile/iu },
    { type: 'url', words: /\blien\b|\bsite\b|\burl\b/iu },
    {
      type: 'boolean',
      words: /(?:\bfait\b|rendu|actif|disponible|terminé|favori|\blu\b|case à cocher|consentement)/iu,
    },
    {
      type: 'number',
      words:
        /(?:nombre|quantité|\bâge\b|année|poids|taille|distance|durée|minutes|heures|\bkm\b|\bkg\b|pages|calories|jours|grammes|bouteilles|stock|millésime|kilométrage|kilomètres|litres)/iu,
    },
    { type: 'choice', words: /(?:statut|\btype\b|catégorie|priorité|état|genre|pièce|lieu|espèce|race)/iu },
  ],
  unit: /(?<![\p{L}\p{N}])(km|kg|minutes|heures|pages|calories|litres|cm|m|g)(?![\p{L}\p{N}])/iu,
  lastPrefix: /^(?:dernier|dernière)\s+/iu,
  every: /\btou(?:s|tes) les\s+(?:\d+|n|x)?\s*(jours?|semaines?|mois|ans?)\b|\bfréquence\b/iu,
  due: /(?:aujourd'hui|en retard|rappel|échéance|à faire)/iu,
  total: /(?:\btotal|combien|somme)/iu,
  average: /(?:moyenne)/iu,
  titleWords: /^(?:nom|titre|intitulé|nom complet)$/iu,
  nameLabel: 'Nom',
  lastDoneLabel: 'Dernière fois',
  currency: 'EUR',
  singular: frenchSingular,
  plural: (word) =>
    /[sxz]$/iu.test(word) ? word : /al$/iu.test(word) ? `${word.slice(0, -2)}aux` : `${word}s`,
} satisfies BriefLexicon;

/** "clientes" -> "cliente", "flores" -> "flor", "lápices" -> "lápiz", "repostajes" -> "repostaje". */
function spanishSingular(word: string): string {
  if (/ces$/iu.test(word)) return `${word.slice(0, -3)}z`;
  // "relojes" -> "reloj", but "viajes" -> "viaje".
  if (/[lrnd]es$|[^a]jes$/iu.test(word)) return word.slice(0, -2);
  return word.replace(/s$/iu, '');
}

const ES = {
  keeping:
    /(?:^|\s)(?:seguir|gestionar|organizar|registrar|anotar|apuntar|controlar|planificar|llevar (?:el )?(?:control|registro) de|llevar(?=\s+(?:las|los|mis|nuestr[oa]s)\s)|(?:lista|registro|inventario|seguimiento|gestión|colección|catálogo|diario)\s+de|directorio\s+(?:de|del)|(?:app|aplicación|herramienta|base de datos|registro|diario|cuaderno|libreta)\s+(?:para|de)\s+(?:(?:seguir|gestionar|registrar|organizar|controlar|anotar|planificar|apuntar)\s+)?(?=(?:todos\s+|todas\s+)?(?:mis|mi|nuestros|nuestras|los|las)\s))\s*(?:todos\s+|todas\s+)?(?:mis|mi|nuestros|nuestras|los|las|el|la|del|de)?\s*/giu,
  listOpeners: /(?:\s?:|\s[-–—]\s|\s(?:con|incluyendo|campos?\s*:?|columnas?\s*:?)\s)/iu,
  listEnd:
    /(?:[.?!]\s|[.?!]$|\n|\s(?:para que|y (?:muestre|avise|recuerde|indique)|que (?:muestre|indique))\b)/iu,
  examples:
    /(?<![\p{L}])(?:por ejemplo|p\. ?ej\.?|como|ejemplos?(?=\s*:)|(?:personas|miembros|jugador(?:es|as)|emplead[oa]s|integrantes)(?=\s*:)|ejemplos?,\s*(?:tipo|como)(?=\s)|(?:mete|métele|añade|agrega|pon)(?:\s+ya)?\s+(?:estos|estas|los siguientes|las siguientes)(?=\s*:)|(?<=\d[^.!?\n]{2,60}?)(?:entre (?:ellos|ellas)|incluyendo)(?=\s+\p{Lu}))(?![\p{L}])\s*[:,]?\s*/iu,
  leading: /^(?:(?:y|el|la|los|las|un|una|su|sus|mi|mis|cada)\s+)+/iu,
  and: /\s+(?:y|e|&)\s+/iu,
  types: [
    { type: 'interval', words: /\bcada\b|\bfrecuencia\b|\bintervalo\b/iu },
    { type: 'longtext', words: /(?:\bnotas\b|descripción|comentarios?|reseña|ingredientes|sugerencias?)/iu },
    {
      type: 'money',
      words:
        /(?:precio|coste|costo|importe|pagado|presupuesto|salario|alquiler|valor|total|factura|gasto|[$€£])/iu,
    },
    {
      type: 'date',
      words:
        /(?:fecha|\bdía\b|cumpleaños|vencimiento|último|última|próximo|próxima|\bcita\b|visita|desde|hasta)/iu,
    },
    { type: 'time', words: /^hora$|^hora d/iu },
    { type: 'rating', words: /(?:puntuación|estrellas|valoración|\bnota\b)/iu },
    { type: 'email', words: /correo|e-?mail/iu },
    { type: 'phone', words: /teléfono|móvil|celular/iu },
    { type: 'url', words: /enlace|\bweb\b|\burl\b/iu },
    {
      type: 'boolean',
      words: /(?:hecho|devuelto|activo|disponible|terminado|favorito|leído|casilla|consentimiento)/iu,
    },
    {
      type: 'number',
      words:
        /(?:número|n[º°](?=\s)|cantidad|\bedad\b|\baño\b|peso|altura|distancia|duración|minutos|horas|\bkm\b|\bkg\b|páginas|calorías|días|gramos|botellas|stock|añada|kilometraje|kilómetros|litros)/iu,
    },
    {
      type: 'choice',
      words: /(?:estado|\btipo\b|categoría|prioridad|género|habitación|lugar|especie|raza)/iu,
    },
  ],
  unit: /(?<![\p{L}\p{N}])(km|kg|minutos|horas|páginas|calorías|litros|cm|m|g)(?![\p{L}\p{N}])/iu,
  lastPrefix: /^(?:último|última)\s+/iu,
  every: /\bcada\s+(?:\d+|n|x)?\s*(días?|semanas?|mes(?:es)?|años?)\b|\bfrecuencia\b/iu,
  due: /(?:\bhoy\b|atrasad|recordar|recordatorio|vencid|pendiente)/iu,
  total: /(?:\btotal|cuánto|suma)/iu,
  average: /(?:promedio|media)/iu,
  titleWords: /^(?:nombre|título|nombre completo)$/iu,
  nameLabel: 'Nombre',
  lastDoneLabel: 'Última vez',
  currency: 'EUR',
  singular: spanishSingular,
  plural: (word) =>
    /[aeiouáéó]$/iu.test(word) ? `${word}s` : /z$/iu.test(word) ? `${word.slice(0, -1)}ces` : `${word}es`,
} satisfies BriefLexicon;

/** Russian and Arabic words have no ASCII word edges: a word starts and ends where letters do. */
const RU = {
  keeping:
    /(?:^|[\s«"(])(?:(?:приложение|трекер|программа|программу|сервис|инструмент|таблица|таблицу)\s+для\s+(?:(?:учёта|учета|отслеживания|записи|ведения|хранения)\s+)?|вести\s+уч[её]т|отслеживать|учитывать|записывать|отмечать|фиксировать|уч[её]т(?:а)?|журнал|дневник|список|график|расписание|каталог|справочник|реестр|трекер|для\s+(?:учёта|учета|отслеживания|записи)),?\s+(?:(?:всех|все|моих|мои|моего|моей|мою|моё|наших|нашего|нашей|свои|своих|свой|свою|своё|своей)\s+)*/giu,
  listOpeners:
    /(?:\s?:|\s[-–—]\s|\s(?:(?:с|со)\s+(?:полями|столбцами|колонками|графами)|поля|столбцы|колонки|где\s+у\s+кажд(?:ой|ого)(?:\s+[\p{L}-]+)?\s+(?:есть|будет|будут))\s*:?\s)/iu,
  listEnd:
    /(?:(?<!руб|шт|кол)[.?!]\s|[.?!]$|\n|\s(?:чтобы|и\s+(?:показывай|показывать|показывало|напоминай|напоминать|отмечай)|показывай|напоминай)(?=[\s,.]|$))/iu,
  // Read with the "i" flag alone (readFieldList), so letters are spelled out rather than \p{L}.
  examples:
    /(?<![а-яё])(?:например|напр\.|к примеру|такие как|вроде|примеры?(?:\s+запис(?:и|ей))?(?=\s*:)|(?:люди|сотрудники|участники|игроки|состав)(?=\s*:)|(?:добавь|добавьте)(?:\s+сразу)?\s+(?:эти|такие|следующие)(?:\s+[а-яё]+)?(?=\s*:))(?![а-яё])\s*[:,]?\s*/i,
  leading:
    /^(?:(?:мой|моя|моё|мои|моих|свой|своя|своё|свои|своих|его|её|их|каждый|каждая|каждое|каждого|каждой)\s+)+/iu,
  and: /\s+(?:и|а также|&)\s+/iu,
  types: [
    {
      type: 'interval',
      words: /(?:(?<!\p{L})кажд(?:ые|ый|ую|ое)\s|(?<!\p{L})раз в\s|периодичность|частота|интервал)/iu,
    },
    {
      type: 'longtext',
      words: /(?:заметк|примечани|комментари|описани|отзыв|впечатлени|ингредиент|пожелани|предложени)/iu,
    },
    {
      type: 'money',
      words:
        /(?:цена|цену|стоимость|сумма|сумму|бюджет|зарплата|аренда|расход|доход|(?<!\p{L})счёт|₽|(?<!\p{L})руб)/iu,
    },
    {
      type: 'date',
      words:
        /(?:дата|дату|(?<!\p{L})день(?!\p{L})|день рождения|(?<!\p{L})срок|последн|следующ|(?<!\p{L})когда(?!\p{L})|посажен|куплен|визит|(?<!\p{L})до$)/iu,
    },
    { type: 'time', words: /^время$|^время /iu },
    { type: 'rating', words: /(?:оценка|оценку|рейтинг|звёзд|звезд)/iu },
    { type: 'email', words: /(?:e-?mail|почта|почту)/iu },
    { type: 'phone', words: /(?:телефон|мобильный)/iu },
    { type: 'url', words: /(?:ссылка|ссылку|сайт|(?<!\p{L})url)/iu },
    {
      type: 'boolean',
      words:
        /(?:выполнено|сделано|готово|да\/нет|оплачено\?|прочитано|(?<!\p{L})активн|избранное|галочк|чекбокс|согласие)/iu,
    },
    {
      type: 'number',
      words:
        /(?:количество|кол-во|число|(?<!\p{L})вес(?!\p{L})|(?<!\p{L})рост(?!\p{L})|возраст|(?<!\p{L})год(?!\p{L})|расстояние|дистанция|длительность|минут|(?<!\p{L})час(?:ов|ы)?(?!\p{L})|(?<!\p{L})км(?!\p{L})|(?<!\p{L})кг(?!\p{L})|страниц|калори|повтор|подход|пробег|пульс|литр|штук|(?<!\p{L})шт(?!\p{L}))/iu,
    },
    {
      type: 'choice',
      words:
        /(?:статус|категория|категорию|(?<!\p{L})тип(?!\p{L})|(?<!\p{L})вид(?!\p{L})|приоритет|состояние|жанр|комната|(?<!\p{L})место(?!\p{L}))/iu,
    },
  ],
  unit: /\(\s*(км|кг|мин|ч|ккал|л|мл|см|м|г|шт)\.?\s*\)|(?<!\p{L})(км|кг|ккал|мин|шт|мл)(?!\p{L})/iu,
  lastPrefix: /^последн(?:ий|яя|ее|его|ей)\s+/iu,
  every:
    /кажд(?:ые|ый|ую|ое)\s+(?:\d+|n|x)?\s*(дн(?:ей|я)|день|недел[юьи]|месяц(?:а|ев)?|год(?:а)?|лет)|периодичность|частота/iu,
  due: /(?:сегодня|просроч|напомин|(?<!\p{L})пора(?!\p{L})|скоро)/iu,
  total: /(?:(?<!\p{L})итог|сколько|сумм)/iu,
  average: /(?:средн)/iu,
  titleWords: /^(?:название|имя|наименование|заголовок|фио|модель|имя и фамилия)$/iu,
  nameLabel: 'Название',
  lastDoneLabel: 'Последний раз',
  currency: 'RUB',
  // Cases make a Russian noun's singular more than an ending away ("тренировок", "машины"): the
  // word stays as the person wrote it, except a masculine genitive plural after "учёт", "справочник",
  // "список" ("сотрудников", "расходов"), whose stem is the singular.
  // "(график) дежурств": a neuter in -ство said in the genitive plural.
  singular: (word) =>
    word.length >= 6 && /[^аеёиоуыэюяь](?:ов|ев)$/u.test(word)
      ? word.slice(0, -2)
      : word.length >= 6 && /ств$/u.test(word)
        ? `${word}о`
        : word,
  plural: (word) =>
    /ство$/u.test(word)
      ? `${word.slice(0, -1)}а`
      : /[бвгджзйклмнпрстфхцчшщ]$/u.test(word)
        ? `${word}${/[гкхжшщч]$/u.test(word) ? 'и' : 'ы'}`
        : word,
} satisfies BriefLexicon;

/** Arabic nouns after "و" that are words of their own ("وزن", weight), not "and" plus a word. */
/** Arabic words that start with "و" of their own, where it is not "and". */
export const ARABIC_WAW_WORDS =
  /^(?:وزن|وقت|وصف|وجبة|ورق|ورقة|وحدة|وظيفة|ولاية|وسيلة|وضع|وكيل|وثيقة|وجهة|وردة|ورشة|وسم|والد|والدة|والي|وجه|ولد|ودائع|وصفة|وسط)(?:ه|ها|ي|ك)?$/u;

/**
 * Arabic writes "and" on the next word ("حظيرة الشمال وحظيرة الجنوب"). A "و" is split off when it
 * is doubled ("ووزن"), comes before the article ("والتكرارات"), joins two names of two words each,
 * or joins the last item of a list; never when the word itself begins with "و" ("وزن").
 */
function splitArabicAnd(piece: string, lastOfMany: boolean): string[] {
  const parts: string[] = [];
  let rest = piece;
  for (;;) {
    let cut = -1;
    for (const match of rest.matchAll(/\sو(?=[\u0621-\u064A])/gu)) {
      const word = /^[\u0621-\u065F\u0670-\u06D3]+/u.exec(rest.slice(match.index + 1))?.[0] ?? '';
      const after = word.slice(1);
      const before = rest.slice(0, match.index).trim();
      const next = rest
        .slice(match.index + 2)
        .split(/\sو/u)[0]!
        .trim();
      if (ARABIC_WAW_WORDS.test(word) || after.length < 2 || !before) continue;
      const twoAndTwo = before.split(/\s+/).length >= 2 && next.split(/\s+/).length >= 2;
      if (/^(?:و|ال)/u.test(after) || twoAndTwo || lastOfMany) {
        cut = match.index;
        break;
      }
    }
    if (cut < 0) break;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut + 2);
  }
  parts.push(rest);
  return parts;
}

const AR = {
  keeping:
    /(?:^|[\s«"(])(?:(?:أداة|اداة|تطبيق|تطبيقا|تطبيقًا|برنامج|برنامجا|نظام|جدول|دفتر|مخطط(?:اً|ا|ًا)?)\s+(?:لـ?\s*)(?:تتبع|متابعة|تسجيل|إدارة|حفظ|تنظيم)?\s*|لتتبع|تتبع|أتتبع|لمتابعة|متابعة|أتابع(?:\s+(?:فيه|فيها|به|بها))?|لتسجيل|تسجيل|[أينت]سجل(?:\s+(?:فيه|فيها|به|بها))?\s*:?|لإدارة|إدارة|سجل(?:ا|ًا)?\s+(?:لـ?\s*)?|قائمة(?:\s+ب)?|قائمة\s+لـ?\s*|دليل\s+ل)\s*/gu,
  listOpeners:
    /(?:\s?:|\s[-–—]\s|\s(?:الحقول|الأعمدة|الخانات|البيانات)\s*:|\s(?:مع|فيها|فيه|يحتوي على|تحتوي على|تتضمن|يتضمن|بحقول|بالحقول)\s)/u,
  listEnd: /(?:[.؟?!]\s|[.؟?!]$|\n|\s(?:لكي|حتى|بحيث|وأريد|واعرض|وذكرني)(?=\s|$))/u,
  examples:
    /(?<![\u0621-\u064A])(?:على سبيل المثال|مثلاً|مثلا|مثل|مثال|أمثلة(?=\s*:)|(?:الأشخاص|الموظفون|الموظفين|الأعضاء|اللاعبون|اللاعبين)(?=\s*:)|أضف(?:\s+[\u0621-\u064A]+)?\s+(?:هذه|هؤلاء|التالية)(?=\s*:))(?![\u0621-\u064A])\s*[:،,]?\s*/,
  leading: /^(?:(?:جميع|كافة)\s+)+/u,
  and: /\s+(?:و|&)\s+/u,
  splitAttached: splitArabicAnd,
  types: [
    {
      type: 'interval',
      words:
        /(?:(?<!\p{L})كل\s+\S+\s+(?:يوم|أيام|أسبوع|أسابيع|شهر|أشهر|سنة)|(?<!\p{L})كل\s+(?:يوم|أسبوع|شهر)|تكرار(?!ات)|كم مرة)/u,
    },
    { type: 'longtext', words: /(?:ملاحظات|ملاحظة|وصف|تعليق|مراجعة|انطباع|المكونات|اقتراحات)/u },
    {
      type: 'money',
      words:
        /(?:سعر(?!ات|ة)|تكلفة|مبلغ|المدفوع|ميزانية|راتب|إيجار|قيمة|مصروف|دخل|فاتورة|ر\.س|د\.إ|ريال|درهم|[$€£])/u,
    },
    {
      type: 'date',
      words: /(?:تاريخ|(?<!\p{L})(?:ال)?يوم(?!\p{L})|موعد|(?<!\p{L})آخر\s|ميلاد|القادم|التالي|انتهاء)/u,
    },
    { type: 'rating', words: /(?:تقييم|نجوم|النجوم)/u },
    { type: 'email', words: /(?:بريد|إيميل|ايميل|e-?mail)/iu },
    { type: 'phone', words: /(?:هاتف|جوال|موبايل)/u },
    { type: 'url', words: /(?:رابط|موقع إلكتروني|الموقع الإلكتروني|url)/iu },
    {
      type: 'boolean',
      words: /(?:(?<!\p{L})تمت?(?!\p{L})|منجز|مكتمل|نعم\/لا|مفضل|مربع (?:اختيار|موافقة)|الموافقة على)/u,
    },
    {
      type: 'number',
      words:
        /(?:عدد|كمية|وزن|طول|عمر|مسافة|مدة|دقائق|ساعات|كغ|كجم|(?<!\p{L})كم(?!\p{L})|صفحات|سعرات|تكرارات|مجموعات|(?<!\p{L})(?:ال)?سنة(?!\p{L})|رقم(?! الهاتف| الجوال))/u,
    },
    {
      type: 'choice',
      words: /(?:حالة|الحالة|الفئة|فئة|النوع|(?<!\p{L})نوع|تصنيف|أولوية|الغرفة|المكان|الموقع)/u,
    },
  ],
  unit: /\(\s*(كغ|كجم|كم|دقيقة|دقائق|ساعة|ساعات|لتر|مل|سم|م|غ|غرام|سعرة)\s*\)|(?<!\p{L})(كغ|كجم|كم)(?!\p{L})/u,
  lastPrefix: /^آخر\s+/u,
  every: /كل\s+(?:\d+|n|x)?\s*(يوم|أيام|أسبوع|أسابيع|شهر|أشهر|سنة|سنوات)/iu,
  due: /(?:اليوم|متأخر|تذكير|ذكرني|مستحق|حان وقت)/u,
  total: /(?:مجموع|إجمالي|كم أنفقت)/u,
  average: /(?:متوسط|معدل)/u,
  titleWords: /^(?:الاسم|اسم|العنوان|عنوان|الاسم الكامل|الموديل)$/u,
  nameLabel: 'الاسم',
  lastDoneLabel: 'آخر مرة',
  currency: 'SAR',
  // Broken plurals ("خلايا" for "خلية") are not an ending away: the word stays as written.
  singular: (word) => word,
  plural: (word) => word,
} satisfies BriefLexicon;

/** Field lists are read in each app language; another language reads as English. */
const LEXICONS: Partial<Record<AppLanguage, BriefLexicon>> = {
  en: EN,
  tr: TR,
  fr: FR,
  es: ES,
  ru: RU,
  ar: AR,
};

function capitalize(text: string, language: AppLanguage): string {
  // "pH", "eBay", "iPhone" are written so on purpose.
  if (/^\p{Ll}+\p{Lu}/u.test(text)) return text;
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
/** "paid yes/no", "engrais oui/non": a yes/no field written without brackets. */
const YES_NO_BARE = /\s(yes|oui|sí|si|evet|да|نعم)\s?\/\s?(no|non|hayır|нет|لا)(?![\p{L}])/giu;

/** "فيه واي فاي ولا لأ", "wifi or not", "wifi oui ou non": a question answered yes or no. */
const OR_NOT = /\s+(?:ولا\s+(?:لأ|لا)|أو\s+لا|or not|ou non|ou pas|o no|ya da değil|или нет)(?![\p{L}])/giu;

function splitList(text: string, lexicon: BriefLexicon): string[] {
  text = text.replace(YES_NO_BARE, ' ($1/$2)').replace(OR_NOT, ' (yes/no)');
  // "date, nom de la chèvre, matin/soir, litres": in a list parted by commas, a slash between two
  // words offers a choice within one entry.
  const commas = /[,;،؛]/u.test(text.replace(/\([^)]*\)/g, ''));
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const [index, char] of [...text].entries()) {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    // "41,3 litros": a comma between digits is a decimal mark.
    const decimal = char === ',' && /\d/.test(text[index - 1] ?? '') && /\d/.test(text[index + 1] ?? '');
    // "،" and "؛" are the Arabic comma and semicolon.
    if (
      depth === 0 &&
      !decimal &&
      (char === ',' || char === ';' || (char === '/' && !commas) || char === '،' || char === '؛')
    ) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  // "and" splits too, but not inside parentheses: "walk days and price (in $)".
  const hide = (text: string) => text.replace(/\([^)]*\)/g, (group) => group.replace(/\s/g, '\uE002'));
  const pieces = parts.map((part) => part.trim()).filter(Boolean);
  return pieces
    .flatMap((part, i) =>
      hide(part)
        .split(lexicon.and)
        .map((p) => ({ p, last: i === pieces.length - 1 })),
    )
    .flatMap(({ p, last }) => lexicon.splitAttached?.(p, last && pieces.length > 1) ?? [p])
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

/**
 * "başlama ve bitirme tarihi", "start and end date", "fecha de inicio y de fin", "تاريخ البداية
 * والنهاية": two dates sharing the word for a date, which only one of them carries as written.
 */
function sharedDates(fields: ParsedField[], list: string): ParsedField[] {
  const folded = list.toLocaleLowerCase();
  const joined = (a: string, b: string) =>
    new RegExp(
      `${escapeRegExp(a.toLocaleLowerCase())}\\s*(?:\\s(?:and|ve|y|et|и|e)\\s|\\sو)\\s*${escapeRegExp(b.toLocaleLowerCase())}`,
      'u',
    ).test(folded);
  return fields.map((field, index) => {
    const next = fields[index + 1];
    const before = fields[index - 1];
    // The word for a date after the second: the first is a date of the same word.
    if (field.type === 'text' && next?.type === 'date' && joined(field.label, next.label)) {
      const word = next.label.split(/\s+/).at(-1)!;
      return { ...field, type: 'date', label: `${field.label} ${word.toLocaleLowerCase()}` };
    }
    // The word for a date before the first: the second is a date of the same word.
    if (field.type === 'text' && before?.type === 'date' && joined(before.label, field.label)) {
      const head = /^(\S+(?:\s+(?:de|d['’]|del))?)\s/iu.exec(before.label)?.[1];
      const rest = field.label.replace(/^(?:de|d['’]|del)\s*/iu, '');
      if (head) return { ...field, type: 'date', label: `${head} ${rest}`.replace(/(['’])\s/u, '$1') };
    }
    return field;
  });
}

/** "1 à 5", "1-5", "1 to 5", "de 1 a 5", "от 1 до 5", "1'den 5'e", "من 1 إلى 5": a scale of five. */
const SCALE = /(?:^|\D)1\s*(?:-|–|to|à|a|до|['’]den|إلى)\s*5(?:['’]e)?(?!\d)/iu;

/** A question word: what, how, which, when, where, who, why, how many, in the six languages. */
const QUESTION_WORD =
  /(?<![\p{L}])(?:what|how|which|when|where|who|whom|whose|why|quel\p{L}*|comment|où|quand|qui|pourquoi|combien|que|qu['’]|qu[ée]|c[oó]mo|cu[aá]l\p{L}*|cu[aá]ndo|d[oó]nde|qui[eé]n\p{L}*|por qu[ée]|cu[aá]nt\p{L}*|что|как\p{L}*|где|когда|кто|почему|сколько|зачем|ne|nasıl|hangi|nerede|neden|kaç|kim|ما|ماذا|كيف|أي|أين|متى|من|لماذا|كم)(?![\p{L}])/iu;

/** A field named by what was done: "что сделано", "what was done", "travaux effectués", "yapılan işlem". */
const WHAT_FIELD =
  /^(?:что\s+(?:сделано|делали)|what\s+(?:was\s+)?done|work\s+done|service(?:\s+done)?|qu['’]est-ce qui a été fait|travaux(?:\s+effectués)?|intervention|qué\s+se\s+hizo|trabajo(?:\s+realizado)?|servicio|yapılan\s+(?:iş|işlem)\p{L}*|işlem|ما\s+تم|الخدمة|نوع\s+الصيانة)$/iu;

/** A question answered yes or no, in the six languages. */
const YES_NO_QUESTION =
  /^(?:(?:do|does|did|is|are|was|were|have|has|can|could|will|would|should)\s|est-ce que|(?:\S+\s+){0,2}\p{L}+-(?:vous|tu|t-il|t-elle|il|elle)(?![\p{L}])|¿?(?:tiene|tienes|tienen|hay|es|está|quiere|quieres|puede|desea|necesita)\s|(?:есть ли|нужн\p{L}* ли|\p{L}+ ли)(?![\p{L}])|هل\s)|\s(?:var |yok )?m[ıiuü](?:sın\p{L}*|sin\p{L}*|sun\p{L}*|sün\p{L}*|y\p{L}*)?\s*[?]?\s*$/iu;

/** One listed field: its label, type, options in parentheses, unit and currency. */
function readField(raw: string, lexicon: BriefLexicon, language: AppLanguage): ParsedField | null {
  // "Le professeur communique-t-il assez ?": a question is asked in its own words, article and mark.
  // "Souhaitez-vous un concert ? oui/non": the answers may follow the question's mark.
  const answers = /[?؟]\s+(\p{L}[\p{L}'’-]*(?:\s*\/\s*\p{L}[\p{L}'’-]*)+)\s*$/u.exec(raw);
  if (answers) raw = raw.slice(0, answers.index + 1);
  const question = /[?؟]\s*$/u.test(raw.replace(/\([^)]*\)/gu, '').trim());
  // "… and do you bring your own gloves?": the list's "and" is no word of the question.
  let phrase = question
    ? raw.trim().replace(/^(?:and|et|y|e|ve|и|و)\s+(?=\p{L})/iu, '')
    : raw.replace(lexicon.leading, '').trim();
  let options: string[] | undefined = answers?.[1]!.split(/\s*\/\s*/u);
  const parenthesis = /\(([^)]*)\)/.exec(phrase);
  if (parenthesis) {
    // "(liste : Les Gracieuses, Moussa K.)": the word saying it is a list is none of its options.
    const inner = parenthesis[1]!
      .trim()
      .replace(/^(?:list[ea]?|liste|список|liste?si|قائمة)\s*[:：]\s*/iu, '');
    // "улов (вид и вес)", "catch (species and weight)": what the field holds, not options to choose.
    const parts =
      /\s(?:and|и|et|y|ve|و)\s/iu.test(inner) && !/[,/]/.test(inner) ? [] : splitList(inner, lexicon);
    const listed = parts
      .map((o) => o.replace(EXAMPLE_CUE, ''))
      .flatMap((o) => o.split(/\s+(?:or|o|ou|veya|ya da|или|أو)\s+/iu))
      .map((o) => o.replace(/^(?:or|veya|или|أو)\s+/iu, '').trim());
    if (listed.length >= 2 && listed.every((o) => o.length <= 30)) options = listed;
    phrase = phrase.replace(parenthesis[0], ' ').replace(/\s+/g, ' ').trim();
  }
  phrase = phrase
    .replace(/^[-•*]\s*/, '')
    .replace(question ? /[.:!]+$/ : /[.:!?]+$/, '')
    // "a notes field": the word "field" is not part of the label.
    .replace(/(?<=\S)\s+(?:field|column|box)$/iu, '')
    // "un campo de comentarios", "un champ pour les remarques": the word "field" again.
    .replace(
      /^(?:(?:un|una|a|an)\s+)?(?:campo|champ|поле)\s+(?:de|para|pour(?:\s+les?)?|для)\s+(?=\p{L}{3})/iu,
      '',
    )
    .trim();
  // "، وتاريخ الزيارة القادمة": the last of an Arabic list carries its "and".
  const first = phrase.split(/\s+/)[0]!;
  if (/^و[\u0621-\u064a]{3}/u.test(first) && !ARABIC_WAW_WORDS.test(first)) phrase = phrase.slice(1);
  if (!phrase || phrase.length > (question ? 90 : 60) || phrase.split(/\s+/).length > (question ? 12 : 7))
    return null;

  const unitMatch = lexicon.unit.exec(raw);
  // "room temp °C", "rise %", "humidité (%)", "size (m²)": a symbol is a unit in every language.
  const symbolic = /(?:^|\s|\()(°\s?[CF]|%|[kcm]?m[²³]|ft²|ppm)\)?$/iu;
  const symbol = symbolic.exec(raw.trim())?.[1]?.replace(/\s/g, '');
  const unit = symbol ?? (unitMatch ? (unitMatch[1] ?? unitMatch[2])?.toLowerCase() : undefined);
  if (symbol) phrase = phrase.replace(symbolic, '').trim();
  const currency = currencyIn(raw);
  // "matin/soir": the entry is a choice between its words.
  const between = /^\p{L}+(?:\s?\/\s?\p{L}+)+$/u.test(phrase) ? phrase.split(/\s?\/\s?/u) : null;
  if (!options && between && between.every((word) => word.length <= 20)) options = between;
  let type: FieldType = 'text';
  if (options) type = 'choice';
  // "fatura fotoğrafı", "photo of the receipt": a picture of a bill is no amount.
  else if (PICTURE.test(phrase)) type = 'text';
  else {
    for (const candidate of lexicon.types) {
      // "her 180 günde bir": the word that makes an interval is one `leading` drops elsewhere.
      if (candidate.words.test(candidate.type === 'interval' ? raw : phrase)) {
        type = candidate.type;
        break;
      }
    }
  }
  // "salary range": a range is written as words ("95k–120k"), not one amount.
  if ((type === 'money' || type === 'number') && RANGE.test(phrase)) type = 'text';
  // A choice word with no options listed is free text ("room", "location").
  if (type === 'choice' && !options) type = 'text';
  // "что сделано", "what was done": a field named by what it asks holds words, not a tick.
  const opensAsking = new RegExp(`^\\s*¿?(?:${QUESTION_WORD.source})`, 'iu').test(phrase);
  if (type === 'boolean' && !options && !question && opensAsking) type = 'text';
  // "queen seen (yes/no)", "engrais (oui/non)": a yes/no field.
  if (options?.length === 2 && options.every((o) => YES.test(o) || NO.test(o))) {
    type = 'boolean';
    options = undefined;
  }
  // "(note de 1 à 5)", "(1-5)", "(от 1 до 5)": a score out of five, whatever its words.
  if (!options && SCALE.test(parenthesis?.[1] ?? '')) type = 'rating';
  // "هل يوجد حاسوب في البيت؟", "Do you have a laptop?", "¿Recomendarías el club?": a question without
  // a question word is answered yes or no.
  // "Que pensez-vous des food trucks ?" opens with its question word: it asks for words, not yes or no.
  if (
    type === 'text' &&
    question &&
    ((YES_NO_QUESTION.test(phrase) && !opensAsking) || !QUESTION_WORD.test(phrase))
  )
    type = 'boolean';
  if (type === 'text' && currency) type = 'money';
  if (type === 'text' && unit) type = 'number';
  // "amount (ml)": an amount measured in a unit is a quantity, not money.
  if (type === 'money' && unit && !currency) type = 'number';
  // "distance in km": the unit is part of the value, not of the label.
  let label = phrase
    .replace(
      /\s+(?:in|en|\()\s*(?:km|kilometers|kilometres|miles|mi|kg|kilograms|lbs?|pounds|minutes|mins|hours|hrs|pages|calories|kcal|liters|litres|ml|cm|m|meters|steps|reps)\)?$/i,
      '',
    )
    .replace(/\s+(?:in\s+)?(?:usd|eur|gbp|dollars?|euros?|pounds?|lira|tl)$/i, '')
    .replace(/\s+(?:in\s+)?[$€£₺¥₽]$/, '')
    .replace(/\s+(?:в\s+)?(?:руб(?:\.|лях)?)$/iu, '')
    .replace(/\s+(?:بال)?(?:ريال|ر\.س|د\.إ|درهم)$/u, '')
    .replace(/\s+every\s+(?:n|x|\d+|few|couple of)\s*(?:days?|weeks?|months?|years?)$/i, ' every')
    // "arrosage tous les 7 jours", "riego cada 3 días": the period is the field's unit.
    .replace(/\s+tou(?:s|tes) les\s+(?:n|x|\d+)?\s*(?:jours?|semaines?|mois|ans?)$/iu, '')
    .replace(/\s+cada\s+(?:n|x|\d+)?\s*(?:días?|semanas?|mes(?:es)?|años?)$/iu, '')
    .replace(
      /\s+кажд(?:ые|ый|ую|ое)\s+(?:n|x|\d+)?\s*(?:дн(?:ей|я)|день|недел[юьи]|нед(?:ель)?|месяц(?:а|ев)?|год(?:а)?|лет)$/iu,
      '',
    )
    .replace(/\s+كل\s+(?:n|x|\d+)?\s*(?:يوم|أيام|أسبوع|أسابيع|شهر|أشهر|سنة|سنوات)$/iu, '')
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
    ...(type === 'money' && currency ? { currency } : {}),
  };
}

/** The thing being kept: the noun phrase after "track my" and before the list. */
function readEntity(
  prompt: string,
  lexicon: BriefLexicon,
  language: AppLanguage,
): { plural: string; index: number; end: number } | null {
  lexicon.keeping.lastIndex = 0;
  // "a tool for our allotment society to track …": who the tool is for, kept only when nothing follows.
  let owner: { plural: string; index: number; end: number } | null = null;
  for (const match of prompt.matchAll(lexicon.keeping)) {
    // "Plant watering log for my flat": a log named after its things is for them, not for the flat.
    if (
      lexicon === EN &&
      /^\s*(?:log|logbook|journal|tracker|diary|inventory|register|catalog(?:ue)?|database)\s+for\b/i.test(
        match[0],
      ) &&
      /[\p{L}-]{3,}\s+$/u.test(prompt.slice(0, match.index)) &&
      !/(?:^|\s)(?:a|an|my|our|the|simple|small|little|new|personal|shared|online|build|make|create)\s+$/iu.test(
        prompt.slice(0, match.index),
      )
    ) {
      const named = keptByName(prompt);
      if (named) return named;
    }
    // "track who rents which plot", "savoir qui a emprunté quel outil": the thing is after "which".
    const asked =
      /^(?:who|qui|quién|quien)\s+(?:\p{L}+\s+){1,2}?(?:which|what|quel(?:le)?s?|qué)\s+|^,?\s*(?:какие|какой|какую|какое)\s+/iu.exec(
        prompt.slice(match.index + match[0].length),
      );
    const start = match.index + match[0].length + (asked ? asked[0].length : 0);
    const rest = prompt.slice(start);
    // Russian and Arabic words end where letters do, not at an ASCII word edge.
    const stop =
      /[:,.;(—–\n،؛]|\s(?:с|со|и|для|где|чтобы|в|на|по|который|которые|которых|мне|нам|нашего|нашей|наших|моего|моей|моих|مع|في|بين|حيث|لكي|حتى|ل\p{L}+ي|التي|الذي|الذين|اللي|ل(?:مركز|محل|مطعم|شركة|مكتب|عيادة|فندق|مدرسة|نادي|مقهى|متجر|جمعية|مؤسسة)|بحيث|الحقول|الأعمدة|فيه|فيها)(?=[\s:,.،]|$)|\s[-–]\s|\s(?:with|including|that|where|and|so|for|from|in|at|by|to|on|which|who|i|we|you|they|he|she|my|our|your|their|avec|et|pour|dans|qui|con|y|para|en|que|del|ile|için|takip|listesi|kaydı|kayıtları|envanteri|koleksiyonu|yönetimi|günlüğü|defteri|rehberi|dizini|kaydede\p{L}*|kaydedi\p{L}*)\b/iu.exec(
        rest,
      );
    let phrase = rest
      .slice(0, stop ? stop.index : rest.length)
      .trim()
      .replace(lexicon.leading, '')
      .replace(/^(?:all|every|of)\s+/i, '');
    // "مخططاً للواجبات": "لل" is "ل" before the article, whose alif it drops.
    if (/^ل[\u0621-\u064a]/u.test(phrase) && prompt[start - 1] === 'ل') phrase = `ا${phrase}`;
    // "l'arrosage de mes plantes d'intérieur", "el riego de mis plantas": what is done to the things
    // kept comes first; the things are after the possessive.
    const owned = /\s(?:de|of)\s+(?:mes|mis|nos|nuestr[oa]s|my|our)\s+(.+)$/iu.exec(phrase);
    if (owned && phrase.split(/\s+/).length > 3) phrase = owned[1]!;
    // "repostajes de mi coche", "pleins de ma voiture": what is logged of one thing the person owns.
    const ofOne = /\s(?:de|of)\s+(?:mi|mon|ma|notre|nuestr[oa]|my|our)\s/iu.exec(phrase);
    if (ofOne && phrase.split(/\s+/).length > 3) phrase = phrase.slice(0, ofOne.index);
    // "kovan kontrolünü kaydedeceğim": the thing, not the object ending the verb gives it.
    if (lexicon === TR) phrase = phrase.replace(/(?<=[aeıioöuü])n[ıiuü]$/u, '');
    // "cave à vin" keeps its short word; "D&D" and numbers are left out.
    const words = phrase.split(/\s+/).filter((w) => /^[\p{L}\p{M}-]+$/u.test(w));
    while (words.length > 0 && words[0]!.length < 2) words.shift();
    // "my board game collection" keeps board games.
    const collective =
      /^(?:collection|list|inventory|library|log|tracker|catalog(?:ue)?|database|koleksiyonu|listesi|envanteri)$/iu;
    if (words.length >= 2 && collective.test(words.at(-1)!)) {
      words.pop();
      words[words.length - 1] = lexicon.plural(words.at(-1)!);
    }
    if (words.length === 0 || words.length > 3) continue;
    // "which plot": a thing asked about one at a time is kept as many; "какие лекарства мама выпила":
    // the thing is the word asked about, not what is said of it.
    if (asked && words.length > 2) words.splice(1);
    if (asked) words[words.length - 1] = lexicon.plural(words.at(-1)!);
    if (
      !asked &&
      /^(?:app|application|tool|website|site|page|list|things?|stuff|everything|tracking|logging|recording|managing|keeping|monitoring|uygulama|araç|приложение|программа|трекер|журнал|список|всё|все|تطبيق|أداة|برنامج|قائمة|فيه|فيها|به|بها)$/iu.test(
        words.at(-1)!,
      )
    )
      continue;
    // "Directorio del equipo de Nubelia": a directory of a team keeps its members.
    const group = TEAM_WORD.test(words[0]!) ? MEMBERS[language] : undefined;
    const found = {
      plural: group ?? words.join(' ').toLocaleLowerCase(language),
      index: start,
      end: start + (stop ? stop.index : rest.length),
    };
    if (
      stop &&
      /^\s+to\s+(?:track|keep|log|manage|record|note|monitor|organi[sz]e|list)\b/i.test(
        rest.slice(stop.index),
      )
    ) {
      owner ??= found;
      continue;
    }
    return found;
  }
  return owner ?? (language === 'en' || lexicon === EN ? keptByName(prompt) : null);
}

/** "a bike maintenance log", "my seed inventory": what a log named after its things keeps. */
const NAMED_LOG =
  /(?:(?<![\p{L}])(?:a|an|my|our|the)\s+|^\s*|[.!?]\s+)((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+(log|logbook|journal|tracker|inventory|register|catalog(?:ue)?|database|directory|roster)(?![\p{L}])/giu;

/** A team or staff, in the six languages: what a directory of it keeps is its members. */
const TEAM_WORD = /^(?:team|staff|equipo|plantilla|équipe|ekip|ekibi|команд\p{L}*|فريق|الفريق)$/iu;
const MEMBERS: Record<AppLanguage, string> = {
  en: 'members',
  fr: 'membres',
  es: 'miembros',
  tr: 'üyeler',
  ru: 'сотрудники',
  ar: 'الأعضاء',
};

/** "team directory", "staff roster": a group whose list keeps its members. */
const GROUP =
  /^(?:team|staff|company|office|department|club|school|class|choir|band|squad|crew|church|family)$/i;

function keptByName(prompt: string): { plural: string; index: number; end: number } | null {
  for (const match of prompt.matchAll(NAMED_LOG)) {
    // "a simple plant watering log" keeps plant waterings: the words that only describe it go.
    const words = match[1]!
      .split(/\s+/)
      .filter(
        (word) => !/^(?:simple|small|little|new|good|nice|basic|personal|shared|quick|easy)$/iu.test(word),
      );
    if (words.length === 0 || words.some((word) => /^(?:app|build|make|create)$/iu.test(word))) continue;
    if (/^(?:directory|roster)$/i.test(match[2]!) && GROUP.test(words.at(-1)!)) words.push('members');
    return { plural: words.join(' ').toLowerCase(), index: match.index, end: match.index + match[0].length };
  }
  return null;
}

/** A label that says the fields follow, in the six languages: "Fields:", "Each entry:", "Campos:"… */
const FIELDS_LABEL =
  /(?<![\p{L}])(?:(?:for each|pour chaque|para cada)\s+\p{L}+|(?:fields|columns)(?:\s+(?:i|we)\s+(?:need|want|would like))?|each (?:entry|record|row|item|one)(?: has| should have)?|champs|colonnes|chaque (?:entrée|fiche|ligne)|campos|columnas|cada (?:entrada|registro|fila)|alanlar(?:ı)?|sütunlar(?:ı)?|her kayıtta|поля|колонки|столбцы|в каждой записи|الحقول|الأعمدة|الخانات|each\s+\p{L}+|chaque\s+\p{L}+|cada\s+\p{L}+|her\s+(?:yer|kişi|kitap|kayıt)|кажд\p{L}*\s+\p{L}+|كل\s+(?:مكان|شخص|كتاب|لعبة|عنصر|طالب|زيارة|سجل))\s*[:：]\s*/iu;

/** "Pour chaque répétition : date, lieu, …": the thing each entry is, named with its fields. */
function eachThing(
  prompt: string,
  lexicon: BriefLexicon,
): { plural: string; index: number; end: number; list?: string } | null {
  // "chaque rafraîchi : date, heure, …", "each feeding: …", "cada toma: …".
  // "each entry:" names no thing: it only opens the fields (FIELDS_LABEL).
  // "Por cada libro: …", "для каждой поездки: …", "لكل تسميع أسجل: …": a verb of noting may come
  // between the thing and its colon.
  const each =
    /(?<![\p{L}])(?:for each|pour chaque|para cada|por cada|each|chaque|cada|для кажд\p{L}+|на кажд\p{L}+|لكل)\s+(?!(?:entry|record|row|item|one|entrée|fiche|ligne|entrada|registro|fila|запис\p{L}*|سجل)\s*[:：])(?!(?:week|day|month|year|morning|evening|night|semaine|jour|mois|année|semana|día|dia|mes|año|недел\p{L}*|день|месяц|год|утро|вечер|أسبوع|يوم|شهر|سنة)(?![\p{L}]))(\p{L}+)(?:\s+(?:(?:i|we|je|j['’]|on|nous)\s+)?(?:log|record|note|write down|track|enregistre|note|noto|anoto|apunto|registro|записываю|отмечаю|أسجل|نسجل|سجل|أكتب))?\s*[:：]/iu.exec(
      prompt,
    );
  // "كل موظف ليه كارت فيه الصورة والاسم …", "each member has a card with …": what the thing's card
  // holds, listed after it.
  const card = each
    ? null
    : /(?<![\p{L}])(?:(?:each|every)\s+(\p{L}+)\s+(?:(?:has|gets)\s+(?:a|an|its own)\s+(?:card|profile)(?=\s+(?:with|showing))|(?:shows|lists|displays)(?=\s+(?:its|the|a|an\s+)?\p{L}+,))|chaque\s+(\p{L}+)\s+a\s+(?:une|sa)\s+(?:carte|fiche)(?=\s+avec)|cada\s+(\p{L}+)\s+tiene\s+(?:una|su)\s+(?:tarjeta|ficha)(?=\s+con)|(?:كل|لكل)\s+([\u0621-\u064a]+)\s+(?:ليه|له|لها|ليها|عنده|عندها)\s+(?:كارت|بطاقة)(?=\s+(?:فيه|فيها|يحتوي على|تحتوي على)))/iu.exec(
        prompt,
      );
  if (card) {
    const singular = (card[1] ?? card[2] ?? card[3] ?? card[4]!).toLocaleLowerCase();
    const end = card.index + card[0].length;
    // "Each listing shows company, role, salary range …": the list follows the verb, up to its end.
    const rest = prompt.slice(end);
    const listEnd = lexicon.listEnd.exec(rest);
    const inline =
      /^\s+(?:its\s+|the\s+)?\p{L}/u.test(rest) && !/^\s+(?:with|avec|con|فيه|فيها)/iu.test(rest);
    return {
      plural: lexicon.plural(singular),
      index: card.index,
      end,
      // …up to a colon or a "with a …" that adds something else ("…, with a seniority filter: …").
      ...(inline
        ? {
            list: rest
              .slice(0, listEnd?.index ?? rest.length)
              .split(/[:：]|,?\s+(?:with|avec|con)\s+(?:a|an|une?|una?)\s/iu)[0]!
              .trim(),
          }
        : {}),
    };
  }
  // "Each job has: title, company, …", "chaque annonce contient : …", "cada oferta tiene …": what each
  // thing has, after its verb, to the list's end. A board's card ("each card needs …") is the board's
  // (form-fields.ts), and a day or a week holds no fields.
  const has =
    each || card
      ? null
      : /(?<![\p{L}])(?:each|every|chaque|cada)\s+(?!(?:card|cards|tarjeta|carte|fiche|task|tâche|tarea|entry|day|week|month|jour|semaine|mois|día|semana|mes)(?![\p{L}]))(\p{L}+)\s+(?:has|needs|should have|must have|contains|includes|contient|comprend|doit avoir|tiene|lleva|incluye|debe tener)\s*[:：]?\s+(?=\p{L})/iu.exec(
          prompt,
        );
  if (has) {
    const end = has.index + has[0].length;
    const rest = prompt.slice(end);
    const listEnd = lexicon.listEnd.exec(rest);
    const list = rest.slice(0, listEnd?.index ?? rest.length).trim();
    if (/[,،]/u.test(list))
      return { plural: lexicon.plural(has[1]!.toLocaleLowerCase()), index: has.index, end, list };
  }
  // "Her üyede ad soyad, telefon, … olsun": in each one, what it has, closed by its verb.
  const inEach = each ? null : /(?<![\p{L}])her\s+(\p{L}+?)(?:n?[dt][ae])\s+(?=\p{L})/iu.exec(prompt);
  const closed = inEach
    ? /^([^.!?\n]+?)(?:\s+(?:olsun|bulunsun|yazsın|olmalı|görünsün)(?![\p{L}])|(?=[.!?\n]|$))/iu.exec(
        prompt.slice(inEach.index + inEach[0].length),
      )
    : null;
  if (inEach && closed && /[,،]/u.test(closed[1]!)) {
    const end = inEach.index + inEach[0].length;
    return {
      plural: lexicon.plural(inEach[1]!.toLocaleLowerCase('tr')),
      index: inEach.index,
      end,
      list: closed[1]!,
    };
  }
  // "Her kitap için: kitap adı, yazar, …": in Turkish, "for" comes after the thing.
  const her = each ? null : /(?<![\p{L}])her\s+(\p{L}+)\s+için\s*[:：]/iu.exec(prompt);
  const found = each ?? her;
  if (!found) return null;
  const singular = found[1]!.toLocaleLowerCase(her ? 'tr' : undefined);
  return { plural: lexicon.plural(singular), index: found.index, end: found.index };
}

/** The field list: after a colon or "with" following the thing, up to the end of its sentence. */
function readFieldList(prompt: string, from: number, lexicon: BriefLexicon): string | null {
  const rest = prompt.slice(from);
  let opener = lexicon.listOpeners.exec(rest);
  // "… takip edeceğim bir uygulama yap. ürün adı, marka, alış tarihi, …": the fields as a sentence
  // of their own, right after the one that names the thing.
  const bare = BARE_LIST.exec(rest);
  if (
    bare &&
    (!opener || opener.index > bare.index) &&
    !FIELDS_LABEL.test(rest.slice(0, bare.index)) &&
    bare[1]!.split(/[,،]/u).every((part) => part.trim().split(/\s+/).length <= 4)
  )
    // "Tarjetas con foto, nombre, rol": what each thing is shown "with" are the fields.
    return bare[1]!.replace(/^[^,،]*?\s(?:with|con|avec|ile|с|со|مع)\s+/iu, '').trim();
  // "… (his name is Gerald). Each entry: date, …", "… en la sierra. campos: especie, …": the fields'
  // own label may come a sentence later, and is the list even after a colon ("which tool: ladder,
  // drill. Fields: tool, borrower, …").
  const label = FIELDS_LABEL.exec(rest.slice(0, 200));
  if (!opener || opener.index > 40 || (label && /^\s*[:：]/u.test(opener[0]))) {
    if (!label) return null;
    opener = label;
  }
  // "участники: Маша, Петя, мама, папа": a list of the people taking part is no list of fields.
  if (PEOPLE_LABEL.test(rest.slice(0, opener.index))) return null;
  const list = listAfter(rest, opener, lexicon);
  // "للكافيهات اللي ينفع تذاكر فيها في القاهرة. كل مكان: الاسم، …": a word that opens nothing like a
  // list before the fields' own label yields to it.
  if (label && opener !== label && list !== null && !/[,،]/u.test(list))
    return listAfter(rest, label, lexicon);
  return list;
}

/**
 * Words that introduce the people taking part, just before a colon: "participants:", "con mis amigos:",
 * "для нашей семьи:", "الأعضاء:". A list after them names people, not fields, whatever their capitals.
 */
export const PEOPLE_LABEL =
  /(?<![\p{L}])(?:participants|members|people|persons|kids|children|family(?: members)?|the family|flat ?mates|room ?mates|house ?mates|friends|we|us|participantes|miembros|personas|niños|hijos|familia|compañeros(?: de piso)?|amigos|nosotros|membres|personnes|enfants|famille|colocs|colocataires|amis|nous|участник\p{L}*|члены семьи|люд\p{L}*|дет(?:и|ей)|семь\p{L}*|сосед\p{L}*|друз\p{L}*|мы|katılımcılar|üyeler|çocuklar|kişiler|aile|ev arkadaşları|arkadaşlar|biz|المشاركون|المشاركين|الأعضاء|أعضاء|الأطفال|أولادي|أطفالي|احنا|إحنا|نحن|أشخاص|الأشخاص|العائلة|أفراد\p{L}*|أصحاب\p{L}*|صحاب\p{L}*|شركاء|الشركاء|السكان)\s*(?:\(?\d+\)?\s*)?$/iu;

/** The list that `opener` opens in `rest`, up to its end and before any examples. */
function listAfter(rest: string, opener: RegExpExecArray, lexicon: BriefLexicon): string | null {
  // "avec : Variété, Espèce": the colon after the opener opens the same list.
  // "هل لديك سيارة؟ (نعم/لا)": a question's mark before its answers ends no list.
  let list = rest
    .slice(opener.index + opener[0].length)
    .replace(/^\s*[:：]\s*/u, '')
    .replace(/([?؟])(?=\s*\()/gu, (mark) => (mark === '?' ? '\uE006' : '\uE007'));
  const end = lexicon.listEnd.exec(list);
  if (end) list = list.slice(0, end.index);
  list = list.replace(/\uE006/gu, '?').replace(/\uE007/gu, '؟');
  // Examples that follow the fields are items, not fields.
  const examples = new RegExp(`[,;]?\\s*${lexicon.examples.source}`, 'i').exec(list);
  if (examples) list = list.slice(0, examples.index);
  return list.trim() || null;
}

/** A sentence that is only a list of three or more short names, right after a sentence's end. */
const BARE_LIST =
  /^[^.!?\n]{0,80}[.!?\n]\s*((?:[^,.!?:;\n،]{2,40}[,،]\s*){2,}[^,.!?:;\n،]{2,40})(?:[.!?\n]|$)/u;

/** "(e.g. …)", "(مثلاً: …)": the cue before a field's example values. */
const EXAMPLE_CUE =
  /^\s*(?:e\.g\.?|for example|par ex(?:emple)?\.?|p\. ?ej\.?|por ejemplo|например|örneğin|مثلاً|مثلا|مثل)\s*[:,]?\s*/iu;

/**
 * "filter by area: Engineering, Design", "filtre par rayon : …", "Filtro por área: …", "фильтр по
 * отделу: …", "arılıklara göre ayırmak istiyorum: Yayla Arılığı ve Köy Arılığı", "تصفية حسب القسم: …":
 * what the person sorts their things by, and its values.
 */
const GROUPED_BY =
  /(?<![\p{L}])(?:(?:filter(?:ed)?|group(?:ed)?|sort(?:ed)?|split)\s+(?:them\s+)?by|(?:filtr(?:e|er|o|ar))\s+(?:par|por)|(?:agrupar|ordenar|classer|trier|regrouper)\s+(?:par|por)|фильтр(?:ом)?\s+по|группир\p{L}*\s+по|(?:تصفية|فلتر|فرز|تصنيف)\s+حسب)\s+((?:\p{L}+\s+)?\p{L}+)\s*[:：]\s*([^.!?\n]+)|(?<![\p{L}])(\p{L}+?)(?:lara|lere|ya|ye|a|e)\s+göre\s+(?:\p{L}+\s+){0,3}?\p{L}*\s*[:：]\s*([^.!?\n]+)/iu;

/** "Status: open / closed", "الحالة: محفوظ / تم التسليم": a status and its values, slashed. */
const STATUS_LINE =
  /(?<![\p{L}])(status|state|état|statut|estado|durumu?|статус|состояние|الحالة)(?![\p{L}])\s*[:：]?\s*([^.!?\n:/]{1,30}(?:\s*\/\s*[^.!?\n:/]{1,30})+)/iu;

/** "Raflar: Okunacak, Okunuyor, Okundu", "Statuses: to read, reading, read": the states things move through. */
const STATES_LIST =
  /(?<![\p{L}])(statuses|states|shelves|raflar|rafları|durumlar|statuts|étagères|estados|estanterías|статусы|полки|الحالات|الرفوف)\s*[:：]\s*([^.!?\n:]{3,160})/iu;

function readGroupedBy(
  prompt: string,
  lexicon: BriefLexicon,
  language: AppLanguage,
): { label: string; options: string[] } | null {
  const states = STATES_LIST.exec(prompt);
  const listed = states ? splitList(states[2]!, lexicon).filter((option) => option.length <= 30) : [];
  if (states && listed.length >= 2 && listed.length <= 8) {
    const word = states[1]!.toLocaleLowerCase(language);
    const one = word === 'shelves' ? 'shelf' : lexicon.singular(word);
    return { label: capitalize(one, language), options: listed };
  }
  // "a seniority filter: Junior, Mid, Senior": what the list is filtered by, and its values.
  const filter =
    /(?<![\p{L}])(\p{L}+)\s+(?:filter|filtre|filtro|фильтр|filtresi|فلتر)\s*[:：]\s*([^.!?\n:]{3,160})/iu.exec(
      prompt,
    );
  const filtered = filter ? splitList(filter[2]!, lexicon).filter((option) => option.length <= 30) : [];
  if (filter && filtered.length >= 2 && filtered.length <= 8)
    return { label: capitalize(filter[1]!, language), options: filtered };
  const status = STATUS_LINE.exec(prompt);
  const choices = (status?.[2] ?? '')
    .split('/')
    .map((option) => option.trim())
    .filter(Boolean);
  // Without a colon ("statut Payée / En attente"), options are a few words each, not a phrase that
  // goes on ("the status of each order / return").
  const said =
    status !== null &&
    (/[:：]/u.test(status[0]) ||
      choices.every(
        (option) =>
          option.split(/\s+/).length <= 3 &&
          !/^(?:of|for|on|the|a|an|each|my|our|de|du|des|del|la|le|el|los|las|les|d['’])(?:\s|$)/iu.test(
            option,
          ),
      ));
  if (status && said) return { label: capitalize(status[1]!, language), options: choices };
  // "filtre par catégorie (alimentation, culture, services)": the values in brackets are listed all the same.
  const found = GROUPED_BY.exec(prompt.replace(/\s*\(([^()]{3,120})\)/gu, ': $1.'));
  if (!found) return null;
  const label = (found[1] ?? found[3] ?? '').replace(/^(?:the|le|la|el|les|los|las)\s+/iu, '').trim();
  const options = splitList(found[2] ?? found[4] ?? '', lexicon).filter((option) => option.length <= 30);
  if (!label || options.length < 2) return null;
  return { label: capitalize(label, language), options };
}

/**
 * A typical collection filtered by one of its own fields, as the brief asks ("filtre par catégorie
 * (alimentation, culture, services)"): that field becomes a choice of the values listed.
 */
export function withGroupedBy(
  collection: CollectionBrief,
  prompt: string,
  language: AppLanguage,
): CollectionBrief {
  const sorted = readGroupedBy(prompt, LEXICONS[language] ?? EN, language);
  const field = sorted
    ? collection.fields.find(
        // A typical choice takes the person's own options ("statut Payée / En attente / En retard").
        (f) =>
          f.key !== collection.titleField &&
          (f.type === 'text' || f.type === 'choice') &&
          namesSame(f.label, sorted.label),
      )
    : undefined;
  if (!sorted || !field) return collection;
  return {
    ...collection,
    fields: collection.fields.map((f) =>
      f === field ? { ...f, type: 'choice', options: sorted.options } : f,
    ),
    groupBy: field.key,
    summaries: collection.summaries.includes('byChoice')
      ? collection.summaries
      : [...collection.summaries, 'byChoice'],
  };
}

const RESPONSE_NAMES: Record<
  'survey' | 'signUp',
  Record<AppLanguage, { singular: string; plural: string }>
> = {
  survey: {
    en: { singular: 'response', plural: 'responses' },
    tr: { singular: 'yanıt', plural: 'yanıtlar' },
    fr: { singular: 'réponse', plural: 'réponses' },
    es: { singular: 'respuesta', plural: 'respuestas' },
    ru: { singular: 'ответ', plural: 'ответы' },
    ar: { singular: 'رد', plural: 'الردود' },
  },
  signUp: {
    en: { singular: 'registration', plural: 'registrations' },
    tr: { singular: 'kayıt', plural: 'kayıtlar' },
    fr: { singular: 'inscription', plural: 'inscriptions' },
    es: { singular: 'inscripción', plural: 'inscripciones' },
    ru: { singular: 'заявка', plural: 'заявки' },
    ar: { singular: 'تسجيل', plural: 'التسجيلات' },
  },
};

/**
 * A survey's answers kept as a collection: each response answers the questions asked, and the app
 * sums them up (how many, the average score, how many chose each option).
 */
export function responsesTo(
  questions: FieldDef[],
  language: AppLanguage,
  asked: 'survey' | 'signUp',
): CollectionBrief {
  const summaries: Summary[] = ['count'];
  if (questions.some((field) => field.type === 'rating' || field.type === 'number'))
    summaries.push('average');
  const groupBy = questions.find((field) => field.type === 'choice' || field.type === 'boolean');
  if (groupBy?.type === 'choice') summaries.push('byChoice');
  const title = questions.find((field) => field.type === 'text' || field.type === 'choice') ?? questions[0]!;
  return {
    entity: RESPONSE_NAMES[asked][language],
    fields: questions.map((field) => (field === title ? { ...field, required: true } : field)),
    titleField: title.key,
    summaries,
    ...(groupBy?.type === 'choice' ? { groupBy: groupBy.key } : {}),
    seedTitles: [],
    fieldList: questions.map((field) => field.label).join(', '),
    layout: 'form',
  };
}

/** A picture's words in the six languages. */
const PICTURE =
  /(?<![\p{L}])(?:photos?|pictures?|images?|foto\p{L}*|fotoğraf\p{L}*|imagen\p{L}*|фото\p{L}*|(?:ال)?صور\p{L}*)(?![\p{L}])/iu;

/** "which tool: ladder, drill, hedge trimmer. Fields: …": the things listed before the fields' label. */
function listedBeforeFields(prompt: string, from: number, lexicon: BriefLexicon): string[] {
  // "график уборки для нашей общаги: кто пылесосит, …": a few words may say whose it is first.
  const listed = /^[^:：.!?\n]{0,40}?[:：]\s*([^.!?\n:;]+)[.!?\n;]/u.exec(prompt.slice(from));
  // The fields' label comes after this list; "each walk: dog, owner, …" is the field list itself.
  const label = FIELDS_LABEL.exec(prompt.slice(from, from + 200));
  if (!listed || !label || label.index < listed[0].indexOf(listed[1]!)) return [];
  const names = splitList(listed[1]!, lexicon).filter((name) => name.length <= 40);
  // "кто моет посуду, кто выносит мусор, …, по неделям": the jobs asked "who does", not how often.
  const who = names.filter((name) => WHO_DOES.test(name));
  return who.length >= 2 ? who.map((name) => name.replace(WHO_DOES, '')) : names;
}

/** A field that says who does or owns an entry ("who", "assigned to", "ответственный", "sorumlu"). */
const PERSON_FIELD =
  /^(?:(?:which|quel(?:le)?|qué|cuál|hangi|какой|какая|какое|أي)\s+\p{L}+|who|assignee|assigned to|owner|responsible|person|done by|qui|responsable|personne|quién|quien|encargad[oa]|persona|kim|sorumlu|kişi|yapan|кто|ответственн\p{L}*|исполнитель|المسؤول|الشخص|من)$/iu;

/**
 * Three or more people named in a row, or two joined by "and" ("Аня, Дима, Костя и Лена", "Tom and
 * Priya"), outside the field list: as written.
 */
function namedPeople(prompt: string, fieldList: string): { names: string[]; before: string } | null {
  const name = '\\p{Lu}\\p{Ll}+';
  const run = new RegExp(
    `(?<![\\p{L}])${name}(?:\\s*,\\s*${name})*(?:\\s*,?\\s+(?:and|и|et|y|ve|e|или|or|ou|o)\\s+${name})?(?![\\p{L}])`,
    'gu',
  );
  for (const match of prompt.matchAll(run)) {
    if (fieldList.includes(match[0])) continue;
    const names = match[0].split(/\s*,\s*|\s+(?:and|и|et|y|ve|e|или|or|ou|o)\s+/u);
    const joined = /\s(?:and|и|et|y|ve|e|или|or|ou|o)\s/u.test(match[0]);
    if (names.length >= 3 || (names.length === 2 && joined))
      return { names, before: prompt.slice(Math.max(0, match.index - 30), match.index) };
  }
  return null;
}

/** "who walks the dog", "кто моет посуду", "qui sort les poubelles": a job put as who does it. */
const WHO_DOES = /^(?:who|qui|quién|quien|kim|кто|من)\s+(?=\p{L})/iu;

/** Fields that hold a work's title: a book, a film, a song. */
const WORK =
  /(?<![\p{L}])(?:book|title|film|movie|song|album|game|livre|titre|libro|título|película|canción|kitap|film|şarkı|книг\p{L}*|назван\p{L}*|фильм|песн\p{L}*|كتاب|فيلم|عنوان)(?![\p{L}])/iu;

/** A label for one example, in the six languages ("Example:", "Пример:", "مثال:"). */
const ONE_EXAMPLE =
  /(?<![\p{L}])(?:example(?: entry)?|exemple|ejemplo|örnek(?: kayıt)?|пример(?: записи)?|مثال)\s*[:：]/iu;

/** "My hives are called Bluebell, Marmalade, Hive 3 and The Annex": names as written, nothing more. */
function calledNames(prompt: string, lexicon: BriefLexicon): string[] | null {
  const match = lexicon.examples.exec(prompt);
  if (!match || !/\b(?:called|named)\s*[:,]?\s*$/i.test(match[0])) return null;
  const list = prompt.slice(match.index + match[0].length).split(/[.!?\n](?:\s|$)/u)[0]!;
  const names = splitList(list, lexicon).filter((name) => name.length >= 2 && name.length <= 40);
  return names.length > 0 ? names.slice(0, 8) : null;
}

/**
 * Items named as examples, each as written ("e.g. Monstera, Fern and Pothos", "Örnek kayıtlar: Filtre
 * kahve 2 fincan Mola Kahvecisi, …", "« Nuit Basse » de Paul Derrien").
 */
function readExamples(prompt: string, lexicon: BriefLexicon): string[] {
  const match = lexicon.examples.exec(prompt);
  if (!match) return [];
  let list = prompt.slice(match.index + match[0].length);
  // "Algunos ejemplos:\n- Valeria Montoya — Head of Design — Bogotá\n- …": one example a bullet line.
  const bullets = /^\s*((?:[ \t]*(?:[-*•]|\d+[.)])[ \t]+[^\n]+(?:\n|$)){2,})/u.exec(list);
  if (bullets)
    return bullets[1]!
      .split('\n')
      .map((line) =>
        line
          .replace(/^\s*(?:[-*•]|\d+[.)])\s+/u, '')
          .replace(/[.;,]\s*$/u, '')
          .trim(),
      )
      .filter(Boolean);
  // "Сотрудники:\nИванов Сергей — начальник отдела — доб. 101\n…": one example a line, its values
  // parted by dashes, without bullets; a line written otherwise ends them.
  if (/\n\s*$/u.test(match[0]) || /^[ \t]*\n/u.test(list)) {
    const lines: string[] = [];
    for (const line of list.replace(/^\s*\n/u, '').split('\n')) {
      if (!/\S\s[-–—]\s\S/u.test(line) || line.length > 140) break;
      lines.push(line.replace(/[.;,]\s*$/u, '').trim());
    }
    if (lines.length >= 2) return lines;
  }
  // 'Seed it with "Junior Frontend Developer at Loop Studio, £28k–£32k" and "Part-time Bookkeeper"':
  // examples quoted one by one are each whole, commas and all.
  // Only entries quoted whole: '« Les Oiseaux de Sel » de Margaux Treille' says more outside its quotes.
  const wholly =
    /^\s*((?:["“«][^"”»]{2,120}["”»]\s*(?:[,;،]\s*|\s(?:and|or|et|ou|y|o|e|и|или|ve|veya|و)\s+)?){2,})(?=[.!?\n]|$)/u.exec(
      list,
    );
  if (wholly) return [...wholly[1]!.matchAll(/["“«]([^"”»]{2,120})["”»]/gu)].map((found) => found[1]!.trim());
  // A sentence ends the list; a decimal point, a time's colon or an abbreviation's dot ("доб. 1204")
  // does not, but a number's full stop before the next sentence does ("… 118. Üstte arama").
  // A bracket closes the list only when the list opened inside it ("(e.g. Monstera, Fern)"), not
  // after a name's own details ("Dana Whitfield (Operations Manager, Leeds), …").
  const ends =
    /(?<!\d|(?:^|[^\p{L}])(?:доб|тел|ext|tel|ул|St|Dr|Mr|Mrs|Ms|Nr|No))[.)\n](?!\d)|(?<=\d)\.(?=\s+\p{Lu}|\s*$)|:(?!\d)/gu;
  const end = [...list.matchAll(ends)].find(
    (found) =>
      found[0] !== ')' ||
      list.slice(0, found.index).split('(').length <= list.slice(0, found.index).split(')').length,
  );
  if (end) list = list.slice(0, end.index);
  // "Пример: Маша Егорова взяла «Денискины рассказы» 5 октября, вернуть до 19 октября": one example,
  // named so, goes on after its comma in words of its own.
  if (
    ONE_EXAMPLE.test(match[0]) &&
    !/[;؛]/u.test(list) &&
    list
      .split(/[,،](?!\d)\s*/u)
      .slice(1)
      .some((part) => /^\p{Ll}/u.test(part.trim()))
  )
    return [list.trim()];
  // "Hive Clover – 12 May – 6 frames; Hive Thistle – …": semicolons part entries whose commas and
  // dashes part their values.
  // "Ayşe Kaya - Muhasebe - 214, Mert Demir - Yazılım - 305": commas part entries whose dashes part values.
  const dashed = list.split(/[,،](?!\d)\s*/u).map((entry) => entry.trim());
  // "شنيور بوش — أستاذ خالد، شقة 7": one example whose dash and commas both part its values.
  const dash = list.search(/\s[-–—]\s/u);
  const comma = list.search(/[,،](?!\d)/u);
  const values = list.split(/\s[-–—]\s|[,،](?!\d)/u).map((value) => value.trim());
  const oneValued =
    dash > 0 &&
    comma > dash &&
    list.split(/\s[-–—]\s/u).length === 2 &&
    values.length >= 3 &&
    values.some((value) => /\d/.test(value)) &&
    values.every((value) => value && value.split(/\s+/).length <= 5);
  // "Talking Heads - Remain in Light (1980, Sire, $28) and Alice Coltrane - Journey (1971, …)":
  // entries that each keep their details in brackets are parted outside them.
  const bracketed = outsideBrackets(list);
  const entries = /[;؛]/u.test(list)
    ? list.split(/[;؛]/u).map((entry) => entry.trim())
    : bracketed.length >= 2 && bracketed.every((entry) => /\([^()]*[,،][^()]*\)\s*$/u.test(entry))
      ? bracketed
      : oneValued
        ? [list.trim()]
        : dashed.length >= 2 && dashed.every((entry) => /\s[-–—]\s/u.test(entry))
          ? dashed
          : joinDetails(
              splitList(
                list.replace(/\s[-–—]\s.*$/u, '').replace(/(?<=\d)\/(?=\d|\p{L})/gu, '\uE003'),
                lexicon,
              ),
            ).map((entry) => entry.replace(/\uE003/g, '/'));
  // "La sombra del viento", "The Hobbit": an article written with a capital begins the title.
  return entries
    .map((item) => (/^\p{Lu}/u.test(item) ? item : item.replace(lexicon.leading, '')).trim())
    .filter((item) => item.length >= 2 && item.length <= 160 && item.split(/\s+/).length <= 24)
    .slice(0, 8);
}

/** A list parted by its commas and "and" outside brackets only. */
function outsideBrackets(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index]!;
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    const rest = list.slice(index);
    const part = /^(?:[,،]\s*|\s+(?:and|et|y|ve|и|و)\s+)/u.exec(rest);
    if (part && char !== '(' && list.slice(start, index).includes(')')) {
      parts.push(list.slice(start, index).trim());
      start = index + part[0].length;
      index = start - 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

/**
 * "the Okafors 3/16 2:00-5:00 PM, $20/hr, not paid yet": a piece that starts with a number, an amount
 * or a yes/no word says more of the entry before it, when that entry already holds a number.
 */
function joinDetails(pieces: string[]): string[] {
  const joined: string[] = [];
  for (const piece of pieces) {
    const previous = joined.at(-1);
    const detail = /^(?:[\d$€£₺₽]|(?:not|no|yes|unpaid|paid|non|oui|sí|нет|да|evet|hayır)(?![\p{L}]))/iu.test(
      piece,
    );
    if (previous !== undefined && detail && /\d/.test(previous))
      joined[joined.length - 1] = `${previous}, ${piece}`;
    else joined.push(piece);
  }
  return joined;
}

/** Languages whose decimal mark is a comma. */
const DECIMAL_COMMA = new Set<AppLanguage>(['tr', 'fr', 'es', 'ru']);

/** "48.250 km", "1.890 TL", "0,4 кг", "42": a number as written, thousands dots and decimal commas read. */
function numberIn(text: string, language: AppLanguage = 'en'): number | null {
  // "87 400 км", "4 200 ₽": thousands parted by a space are one number.
  const spaced = /(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d]|[.,]\d)/u.exec(text)?.[0];
  const found = spaced?.replace(/[ \u00a0\u202f]/gu, '') ?? /\d+(?:[.,]\d+)*/.exec(text)?.[0];
  if (!found) return null;
  // "1,589 €/l" in Spanish, French, Turkish or Russian has a decimal comma, not a thousands one.
  if (DECIMAL_COMMA.has(language) && /^\d+,\d+$/.test(found)) return Number(found.replace(',', '.'));
  // Groups of three after a first digit other than 0 are thousands ("48.250", "1,200"); else the last
  // mark is the decimal point and any before it part thousands ("1.250,50", "1,250.50", "0,4").
  if (/^[1-9]\d{0,2}(?:[.,]\d{3})+$/.test(found)) return Number(found.replace(/[.,]/g, ''));
  const point = Math.max(found.lastIndexOf('.'), found.lastIndexOf(','));
  if (point < 0) return Number(found);
  return Number(`${found.slice(0, point).replace(/[.,]/g, '')}.${found.slice(point + 1)}`);
}

const YES = /^(?:yes|y|oui|sí|si|evet|var|да|есть|نعم|✓|x)$/iu;
const NO = /(?<![\p{L}])(?:no|not|non|pas|sin|hayır|yok|değil|нет|без|لا|ليس)(?![\p{L}])/iu;

/**
 * "chlorine 2.5", "pH 7.4", "78°F": a text field whose every example value is a number, written alone
 * or after a word of its label, holds numbers; its values become numbers and a symbol its unit.
 */
function numbersFromExamples(
  fields: FieldDef[],
  title: FieldDef,
  examples: { values: Record<string, string | number | boolean> }[],
  language: AppLanguage,
): void {
  // An extension, a code or a plate is written with digits but is not a quantity.
  const code =
    /(?<![\p{L}])(?:ext|extension|dahili|доб\p{L}*|poste|code|kod|код|id|zip|post ?code|postal|pin|serial|plate|plaka|isbn|sku)(?![\p{L}])/iu;
  for (const field of fields.filter((f) => f.type === 'text' && f !== title && !code.test(f.label))) {
    const written = examples.map((example) => example.values[field.key]).filter((v) => v !== undefined);
    const labelWords = field.label.split(/\s+/).filter((word) => word.length >= 2);
    const read = written.map((value) => {
      const found = /^(?:(\p{L}+)\s*[:=]?\s*)?(\d+(?:[.,]\d+)?)\s*(°\s?[CF]|%|[\p{L}²³/]{1,5})?$/u.exec(
        String(value).trim(),
      );
      if (!found) return null;
      if (
        found[1] &&
        !labelWords.some((word) => namesSame(word, found[1]!) || fold(word) === fold(found[1]!))
      )
        return null;
      return { value: numberIn(found[2]!, language)!, unit: found[3]?.replace(/\s/g, '') };
    });
    if (written.length === 0 || read.some((r) => r === null)) continue;
    field.type = 'number';
    const unit = read.find((r) => r?.unit)?.unit;
    if (unit && !field.unit) field.unit = unit;
    for (const example of examples)
      if (example.values[field.key] !== undefined)
        example.values[field.key] = read[written.indexOf(example.values[field.key]!)]!.value;
  }
}

/**
 * A person or thing listed with its details ("Hugo Moreno" with "portero, 1", "Sam" with "head
 * coach"): the details as the values of the fields after the title, in order and by type.
 */
export function detailsAsValues(
  name: string,
  details: string,
  fields: readonly FieldDef[],
  titleField: string,
  language: AppLanguage,
): Record<string, string | number | boolean> {
  const title = fields.find((field) => field.key === titleField) ?? fields[0]!;
  return readExampleByPosition(`${name}, ${details}`, fields, title, language, 2)?.values ?? {};
}

/** A phone number written alone: a leading 0 or +, or ten digits, in groups, and no letters. */
const PHONE_NUMBER =
  /^(?!\d{1,4}[./-]\d{1,2}[./-]\d{2,4}$)(?=(?:\D*\d){7})(?:\+|\(?0|(?=(?:\D*\d){10}))[\d\s().-]+$/u;

/** How often, in any of the six languages: "every", "tous les", "cada", "her … günde", "раз в", "كل". */
const EVERY = /(?<![\p{L}])(?:every|tou(?:s|tes) les|cada|her|раз в|каждые|كل)(?![\p{L}])|günde bir/iu;

/** "every 7 days", "tous les 10 jours", "cada 2 semanas", "her 5 günde", "раз в 14 дней", "كل 7 أيام". */
export function intervalDays(text: string): number | null {
  // "weekly", "every other day", "a diario", "еженедельно", "haftada bir": how often, in words.
  if (
    /(?<![\p{L}])(?:weekly|once a week|every week|semanal(?:mente)?|cada semana|chaque semaine|toutes les semaines|hebdomadaire|еженедельно|раз в неделю|каждую неделю|haftada bir|her hafta|haftalık|أسبوعيا|كل أسبوع)(?![\p{L}])/iu.test(
      text,
    )
  )
    return 7;
  if (
    /(?<![\p{L}])(?:every other day|cada dos días|un jour sur deux|через день|gün aşırı|يوم بعد يوم)(?![\p{L}])/iu.test(
      text,
    )
  )
    return 2;
  if (
    /(?<![\p{L}])(?:daily|every day|a diario|diario|cada día|chaque jour|tous les jours|quotidien(?:nement)?|ежедневно|каждый день|her gün|günlük|يوميا|كل يوم)(?![\p{L}])/iu.test(
      text,
    )
  )
    return 1;
  const found =
    /(\d+)\s*(days?|jours?|días?|dias?|günde|gün|дн\p{L}*|день|يوم|أيام|weeks?|semaines?|semanas?|haftada|hafta|недел\p{L}*|أسبوع|أسابيع|months?|mois|mes(?:es)?|ayda|ay|месяц\p{L}*|شهر|أشهر)(?![\p{L}])/iu.exec(
      text,
    );
  if (!found) return null;
  const unit = found[2]!.toLowerCase();
  const n = Number(found[1]);
  if (/^(?:week|semaine|semana|hafta|недел|أسبوع|أسابيع)/u.test(unit)) return n * 7;
  if (/^(?:month|mois|mes|ay|месяц|شهر|أشهر)/u.test(unit)) return n * 30;
  return n;
}

/**
 * An example written value by value in the fields' order ("2 Mart – 48.250 km – 42 litre – 1.890 TL –
 * Ankara Yolu", "12 июля, озеро Светлое, опарыш, окунь 0,4 кг, пасмурно"): each value read as its
 * field's type. Null when the example is not written so (fewer than three values, or more than fields).
 */
function readExampleByPosition(
  entry: string,
  fields: readonly FieldDef[],
  title: FieldDef,
  language: AppLanguage,
  fewest = 3,
): { name: string; values: Record<string, string | number | boolean> } | null {
  // "María José Ortega (Directora, ext. 101)": the details in brackets are the values after the name.
  // "Rayuela (Cortázar)": one detail in brackets is the value after the name all the same.
  const bracketed = /^([^()]+?)\s*\(([^()]+)\)\s*$/u.exec(entry);
  if (bracketed) {
    entry = `${bracketed[1]}, ${bracketed[2]}`;
    if (!/[,،]/u.test(bracketed[2]!)) fewest = Math.min(fewest, 2);
  }
  // "0,4 кг" keeps its decimal comma.
  const parts = entry
    .split(/\s[-–—]\s|,(?!\d)\s*|،\s*/u)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < fewest || parts.length > fields.length) return null;
  const values: Record<string, string | number | boolean> = {};
  let name = '';
  // In order; a value that does not fit its field's type (a note where a yes/no was) goes to the next
  // field it fits, as people skip what they have nothing to say about.
  let next = 0;
  for (const part of parts) {
    // "the Okafors 3/16 2:00-5:00 PM" holds several values: the example is not written value by value.
    const words = part
      .replace(/[\d.,:/×x%$€£₺₽-]+/gu, ' ')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    // "every 7 days" is how often: it goes to the interval, wherever that stands.
    const often = EVERY.test(part) ? intervalDays(part) : null;
    const interval =
      often === null ? undefined : fields.find((f) => f.type === 'interval' && !(f.key in values));
    if (interval && often !== null) {
      values[interval.key] = often;
      continue;
    }
    // …and with no interval to take it, it is no one's name or species.
    if (often !== null) continue;
    // "06 11 22 33 44", "+7 912 345-67-89" is a phone number: it goes to the phone, wherever that stands.
    const phone = PHONE_NUMBER.test(part)
      ? fields.find((f) => f.type === 'phone' && !(f.key in values))
      : undefined;
    if (phone) {
      values[phone.key] = part;
      next = Math.max(next, fields.indexOf(phone) + 1);
      continue;
    }
    // "87 400 км", "4 200 ₽": an amount or a measure is no name while a field for it is still empty.
    const priced = Boolean(currencyIn(part)) || /[$€£₺₽]/u.test(part);
    const measured =
      /\d/.test(part) &&
      !/\d[:h]\d{2}/u.test(part) &&
      (priced || words.length > 0) &&
      words.every((word) => word.length <= 3) &&
      fields.some((f) => (priced ? f.type === 'money' : f.type === 'number') && !(f.key in values));
    // "замена масла 15.01.2027": what was done, and when.
    const dated = title.type === 'text' && !name ? eventDateSpan(part) : null;
    const day = dated ? fields.find((f) => f.type === 'date' && !(f.key in values)) : undefined;
    const done = dated ? `${part.slice(0, dated.start)} ${part.slice(dated.end)}`.trim() : '';
    if (dated && day && /\p{L}{3}/u.test(done) && !/\d/.test(done)) {
      const date = typedValue(part.slice(dated.start, dated.end), day, language);
      if (typeof date === 'string') {
        values[day.key] = date;
        name = done.replace(/[\s,:–—-]+$/u, '');
        continue;
      }
    }
    for (let index = next; index < fields.length; index++) {
      const field = fields[index]!;
      // A photo is not written in a line of text.
      if (PICTURE.test(field.label)) continue;
      const plain = field.type === 'text' || field.type === 'longtext';
      if (plain && measured) continue;
      const value = typedValue(part, field, language);
      if (value === null) continue;
      if (!plain && words.length > 1 && words.some((word) => /^\p{Lu}/u.test(word))) return null;
      if (field === title) name = part;
      // A name is the item's title; a date or a number that titles a log stays the value it is.
      if (field !== title || !(title.type === 'text' || title.type === 'longtext')) values[field.key] = value;
      next = index + 1;
      break;
    }
  }
  return name || Object.keys(values).length > 0 ? { name: name || parts[0]!, values } : null;
}

/**
 * "02/03", "3/14", "14.03": a day and month without a year, this year. Month first in English unless
 * the first number cannot be a month; day first elsewhere.
 */
function shortDate(part: string, language: AppLanguage): string | null {
  const found = /(?<![\d/.])(\d{1,2})[/.](\d{1,2})(?![\d/.]|\.\d)/.exec(part);
  if (!found) return null;
  const [a, b] = [Number(found[1]), Number(found[2])];
  const monthFirst = language === 'en' ? a <= 12 && !(b <= 12 && a > 12) : b > 12;
  const [month, day] = monthFirst ? [a, b] : [b, a];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${new Date().getFullYear()}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** One written value as its field keeps it, or null when it cannot be read so. */
function typedValue(part: string, field: FieldDef, language: AppLanguage): string | number | boolean | null {
  switch (field.type) {
    case 'number':
    case 'money':
    case 'interval':
      return numberIn(part, language);
    case 'rating': {
      const n = numberIn(part, language);
      return n === null ? null : Math.min(5, Math.max(1, Math.round(n)));
    }
    case 'date': {
      const date = readEventDetails(part)?.date ?? shortDate(part, language);
      if (!date) return null;
      return date.startsWith('--') ? `${new Date().getFullYear()}${date.slice(1)}` : date;
    }
    case 'time': {
      // The field's own value may also write its minutes after a full stop ("19.30").
      const time = /(?<!\d)(\d{1,2})[:.h](\d{2})(?!\d)(?:\s*([ap])\.?m\.?(?![\p{L}]))?/iu.exec(part);
      return time ? clockTime(time[1]!, time[2]!, time[3]) : null;
    }
    case 'email':
      return /\S+@\S+\.\S+/.test(part) ? part : null;
    case 'phone':
      // "04 90 25 11 32" is written in pairs: a phone is six digits or more, however grouped.
      return (/\d{3}/.test(part) || (part.match(/\d/g)?.length ?? 0) >= 6) && !/[\p{L}]{4,}/u.test(part)
        ? part
        : null;
    case 'url':
      return /\S\.\p{L}{2,}|^@/u.test(part) ? part : null;
    case 'boolean':
      // "queen seen" for "Queen seen", "no queen", "oui", "нет".
      if (NO.test(part)) return false;
      return YES.test(part) || part.toLowerCase().includes(field.label.toLowerCase().split(/\s+/)[0]!)
        ? true
        : null;
    case 'choice':
      return field.options?.find((option) => part.toLowerCase().includes(option.toLowerCase())) ?? null;
    default:
      // "'yoghurty'", "«calme»": a note quoted in the example is its words.
      return part.replace(/^["'“‘«„]\s*(.+?)\s*["'”’»“]$/u, '$1');
  }
}

/** A number as an example writes it: "2", "1,5", "3×8" (sets × reps), "4/5" (a rating). */
const EXAMPLE_NUMBER =
  /(?<![\p{L}\d-])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d]|[.,]\d)|\d+(?:[.,]\d+)*)(?:\s*[×x*]\s*(\d+(?:[.,]\d+)?)|\s*\/\s*(?:5|10))?(?![\d\p{L}-])/gu;
/** A time of day in an example: "06:30", "6:00 PM", "6h30"; its meridiem when written. */
const EXAMPLE_TIME = /(?<![\d:])(\d{1,2})[:h](\d{2})(?!\d)(?:\s*([ap])\.?m\.?(?![\p{L}]))?/giu;

/** "6", "30", "p" -> "18:30": a clock time as the app stores it. */
function clockTime(hours: string, minutes: string, meridiem: string | undefined): string {
  let hour = Number(hours);
  if (meridiem?.toLowerCase() === 'p' && hour < 12) hour += 12;
  if (meridiem?.toLowerCase() === 'a' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}
/** An amount with its currency: "62 €", "$18.50", "450 TL", "120 ريال". */
const EXAMPLE_MONEY =
  /(?:[$€£₺₽]\s?\d+(?:[.,]\d+)*|(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)*)\s?(?:[$€£₺₽]|TL\b|USD|EUR|руб\p{L}*|ريال|درهم|دينار|جنيه|dollars?|euros?))/iu;
/** Words that join a name to what follows it ("de Paul Derrien", "by Ann", "по 60 кг", "в Coffee Lab"). */
const EXAMPLE_JOINERS =
  /^(?:de|du|des|d['’]|by|par|por|from|at|à|au|en|in|on|with|avec|con|ile|по|от|в|на|с|في|من|عند|لـ?)\s+/iu;

/**
 * An example entry read into the fields: its name (quoted, else the words before its first number,
 * else its capitalised words), an amount for the money field, an option a choice field lists, numbers
 * for the number fields (a number followed by a word of a field's label or unit goes there: "2
 * fincan" -> "Fincan sayısı"), and the words left after the numbers for the next text field ("Mola
 * Kahvecisi" -> "Kafe adı", "de Margaux Treille" -> "Auteur").
 */
function readExampleEntry(
  entry: string,
  fields: readonly FieldDef[],
  title: FieldDef,
  language: AppLanguage,
): { name: string; values: Record<string, string | number | boolean> } | null {
  const values: Record<string, string | number | boolean> = {};
  const filled = new Set<string>();
  let rest = ` ${entry.replace(/\s+/g, ' ').trim()} `;
  const quoted = /[«“"‘„]\s?([^»”"’“]{2,60}?)\s?[»”"’“]/u.exec(rest);
  let name = '';
  // "Маша Егорова взяла «Денискины рассказы»": a quoted title is the book's, when the entry is named
  // by someone else.
  const work =
    quoted && !WORK.test(title.label)
      ? fields.find((f) => f.type === 'text' && WORK.test(f.label))
      : undefined;
  if (quoted && work) {
    values[work.key] = quoted[1]!.trim();
    filled.add(work.key);
    rest = rest.replace(quoted[0], ' ');
  } else if (quoted) {
    name = quoted[1]!.trim();
    rest = rest.replace(quoted[0], ' ');
  }
  // "من آية 1 إلى آية 15", "pH: 7.4": a number right after its field's whole label.
  for (const field of fields) {
    if (field === title || !['text', 'number', 'rating'].includes(field.type)) continue;
    const said = new RegExp(
      `(?<![\\p{L}])${escapeRegExp(field.label)}\\s*[:=]?\\s*(\\d+(?:[.,]\\d+)?)(?![\\d])`,
      'iu',
    ).exec(rest);
    if (!said) continue;
    values[field.key] = numberIn(said[1]!, language)!;
    filled.add(field.key);
    rest = rest.replace(said[0], ' ');
  }
  // "يوسف حفظ سورة الملك" for "السورة": the title's own word and the word after it name the entry.
  const titleWord = title.label.replace(/^ال(?=\p{L}{3})/u, '');
  const titled =
    !name && title.type === 'text' && !(LEXICONS[language] ?? EN).titleWords.test(title.label.toLowerCase())
      ? new RegExp(`(?<![\\p{L}])${escapeRegExp(titleWord)}\\s+\\p{L}+`, 'iu').exec(rest)
      : null;
  if (titled) {
    name = titled[0];
    rest = rest.slice(rest.indexOf(titled[0]) + titled[0].length);
  }
  // "06:30 biberón 120 ml", "from 6:00 PM to 10:30 PM", "2:00-5:00 PM": times of day for the time
  // fields, in order; a range's meridiem is said once, after its end.
  const clocks = fields.filter((f) => f.type === 'time');
  const times = clocks.length > 0 ? [...rest.matchAll(EXAMPLE_TIME)].slice(0, clocks.length) : [];
  const lastMeridiem = times.at(-1)?.[3];
  for (const [index, time] of times.entries()) {
    const meridiem = time[3] ?? (index < times.length - 1 ? lastMeridiem : undefined);
    values[clocks[index]!.key] = clockTime(time[1]!, time[2]!, meridiem);
    filled.add(clocks[index]!.key);
    // "Sintrom a las 20:00": the word that puts the time goes with it.
    rest = rest.replace(
      new RegExp(`(?:\\s(?:at|a las|a la|à|vers|um|saat|в|الساعة|عند))?\\s*${escapeRegExp(time[0])}`, 'iu'),
      ' ',
    );
  }
  // "5 октября, вернуть до 19 октября": days written with their month fill the date fields in order.
  for (const field of fields.filter((f) => f.type === 'date')) {
    const span = eventDateSpan(rest);
    if (!span) break;
    const date = typedValue(rest.slice(span.start, span.end), field, language);
    if (typeof date !== 'string') break;
    values[field.key] = date;
    filled.add(field.key);
    rest = `${rest.slice(0, span.start)} ${rest.slice(span.end)}`;
  }
  // "on 3/14", "12 mai": the date field's day.
  const day = fields.find((f) => f.type === 'date' && !filled.has(f.key));
  if (day) {
    const written = /(?<![\d/.])\d{1,2}[/.]\d{1,2}(?![\d/.])/.exec(rest);
    const date = written ? typedValue(rest, day, language) : null;
    if (written && typeof date === 'string') {
      values[day.key] = date;
      filled.add(day.key);
      rest = rest.replace(written[0], ' ');
    }
  }
  // "not paid yet", "returned": a yes/no field named in the entry.
  for (const field of fields.filter((f) => f.type === 'boolean')) {
    const word = field.label.toLowerCase().split(/\s+/)[0]!;
    const said = new RegExp(
      `(?:(?:${NO.source})\\s+(?:\\p{L}+\\s+)?)?(?<![\\p{L}])${escapeRegExp(word)}\\p{L}*(?:\\s+yet)?`,
      'iu',
    ).exec(rest);
    if (!said) continue;
    values[field.key] = !NO.test(said[0]);
    filled.add(field.key);
    rest = rest.replace(said[0], ' ');
  }
  const money = fields.find((f) => f.type === 'money');
  const amount = money ? EXAMPLE_MONEY.exec(rest) : null;
  if (money && amount) {
    values[money.key] = numberIn(amount[0], language)!;
    filled.add(money.key);
    rest = rest.replace(amount[0], ' ');
  }
  for (const field of fields.filter((f) => f.type === 'choice' && f.options)) {
    const option = field.options!.find((o) =>
      new RegExp(`(?<![\\p{L}])${escapeRegExp(o)}(?![\\p{L}])`, 'iu').test(rest),
    );
    if (!option) continue;
    values[field.key] = option;
    filled.add(field.key);
  }
  // What the times and amounts leave of "2:00-5:00 PM, $20/hr": dashes, commas and "/hr"; "sauce x3",
  // "1kg": a count written with its times sign, an amount written onto its unit, are numbers.
  rest = ` ${rest
    .replace(/(?<![\p{L}\d])[x×]\s?(\d+)(?![\p{L}\d])/gu, ' $1 ')
    .replace(
      /(?<![\p{L}\d])(\d+(?:[.,]\d+)?)(?=(?:kg|g|lbs?|oz|l|ml|cl|km|m|cm|mm|кг|г|л|мл|км|см|كغ|غ|مل)(?![\p{L}]))/giu,
      '$1 ',
    )
    .replace(/\/\s?(?:hr|h|hour|mo|month|night|day|week|saat|час|ч|jour|mois|hora|mes)(?![\p{L}])/giu, ' ')
    .replace(/(?<=^|\s)[-–—,;/]+(?=\s|$)/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
  // Words before the first number name the entry; the numbers go to number fields.
  const numbers = fields.filter((f) => (f.type === 'number' || f.type === 'rating') && f !== title);
  const firstNumber = rest.search(EXAMPLE_NUMBER);
  const before = (firstNumber >= 0 ? rest.slice(0, firstNumber) : rest).trim();
  let after = firstNumber >= 0 ? rest.slice(firstNumber) : '';
  if (!name) {
    // "Hendersons on", "Priya since": the word that joins the name to its details is not the name's.
    const lead = before
      .replace(/[\s,:–—-]+$/u, '')
      .replace(/(?:\s+(?:on|at|from|to|till|until|since|in|le|du|au|à|el|desde|hasta|с|в|до))+$/iu, '');
    // "Маша Егорова взяла": a person's capitalised name before what they did.
    const person = /^\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(lead);
    // "Logo refresh for Tidewater Cafe": what it is, then for whom or where, a name of its own.
    const forWhom =
      !person && firstNumber < 0
        ? /^([^,]{2,60}?)\s+(?:at|for|with|chez|pour|para|для|için)\s+(?=\p{Lu})/u.exec(lead)
        : null;
    name = forWhom
      ? forWhom[1]!
      : !person && (firstNumber >= 0 || lead.split(/\s+/).length <= 4)
        ? lead
        : leadingName(lead);
    if (forWhom) after = rest.slice(rest.indexOf(forWhom[0]) + forWhom[0].length);
    else if (firstNumber < 0) after = rest.slice(rest.indexOf(name) + name.length);
  } else if (before) after = `${before} ${after}`;
  for (const match of [...after.matchAll(EXAMPLE_NUMBER)]) {
    const follows =
      after
        .slice(match.index + match[0].length)
        .trim()
        .split(/\s+/)[0] ?? '';
    const byWord = numbers.find(
      (f) =>
        !filled.has(f.key) &&
        follows.length >= 2 &&
        [f.unit ?? '', ...f.label.split(/\s+/)].some((word) => word && namesSame(word, follows)),
    );
    const unitFollows = byWord && !/^\d/.test(follows);
    for (const value of [match[1], match[2]].filter((v): v is string => v !== undefined)) {
      const field =
        (value === match[1] && byWord && !filled.has(byWord.key) ? byWord : undefined) ??
        numbers.find((f) => !filled.has(f.key) && (f.type !== 'rating' || /\//.test(match[0])));
      if (!field) break;
      values[field.key] =
        field.type === 'rating'
          ? Math.min(5, Math.max(1, Math.round(numberIn(value, language)!)))
          : numberIn(value, language)!;
      filled.add(field.key);
    }
    after = after.replace(match[0], ' ');
    if (unitFollows) after = after.replace(follows, ' ');
  }
  // The words left are the next text field's ("Mola Kahvecisi", "Paul Derrien").
  const words = after
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[,;:–—-]\s*/u, '')
    .replace(EXAMPLE_JOINERS, '')
    .replace(/[\s,.;:–—-]+$/u, '')
    .trim();
  // "Loop Studio, £28k–£32k": words parted by commas go to the text fields in turn.
  const texts = fields.filter((f) => f.type === 'text' && f !== title && !filled.has(f.key));
  const parts = words.split(/\s*[,،]\s*/u).filter(Boolean);
  const shared = parts.length > 1 && parts.length <= texts.length ? parts : [words];
  for (const [index, part] of shared.entries()) {
    const text = texts[index];
    if (part && text && part.split(/\s+/).length <= 5 && /[\p{L}\d]/u.test(part)) values[text.key] = part;
  }
  // An entry named by no words of its own ("06:30 biberón 120 ml") is shown by what it holds.
  if (!name && Object.keys(values).length > 0) name = entry.trim().split(/\s+/).slice(0, 4).join(' ');
  if (!name || name.length > 60 || name.split(/\s+/).length > 6) return null;
  return { name, values };
}

/** A word folded for loose matching: no accents, no Arabic article, one spelling of alif and ta. */
function fold(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^ال(?=\p{L}{3})/u, '')
    .replace(/[أإآ]/gu, 'ا')
    .replace(/ة/gu, 'ت')
    .replace(/ى/gu, 'ي');
}

/** "Plants" names "houseplants", "Машины" names "машин", "خليتان" (two hives) names "الخلية". */
function namesSame(label: string, word: string): boolean {
  const a = fold(label);
  const b = fold(word);
  if (a.length < 3 || b.length < 3) return false;
  if (a.length < 4 || b.length < 4) return a === b;
  return a.slice(0, 4) === b.slice(0, 4) || (a.length >= 5 && b.includes(a.replace(/s$/, '')));
}

/** A range of values: "salary range", "fourchette de prix", "rango salarial", "maaş aralığı". */
const RANGE = /(?<![\p{L}])(?:range|fourchette|rango|диапазон|вилка|aralığı|نطاق)(?![\p{L}])/iu;

/** Arabic names that begin with و, which is then no "and". */
const ARABIC_WAW_NAMES =
  /^(?:وليد|وفاء|وائل|وسام|وردة|وعد|ورد|وجدان|وديع|وهيب|وحيد|وداد|وصال|ولاء|وئام|وسيم|وجيه|وهبة)(?![\u0621-\u064a])/u;

/** "Departments: A, B, C": the lists a brief labels with one word, besides its field list. */
function labelledLists(prompt: string, fieldList: string, lexicon: BriefLexicon): [string, string[]][] {
  const found: [string, string[]][] = [];
  for (const match of prompt.matchAll(/(?<![\p{L}])(\p{L}+)\s*[:：]\s*([^.!?\n:]{3,200})/gu)) {
    if (fieldList.includes(match[2]!.trim()) || match[2]!.trim().includes(fieldList)) continue;
    const options = splitList(match[2]!, lexicon).filter((option) => option.length <= 30);
    if (options.length >= 2 && options.length <= 10) found.push([match[1]!, options]);
  }
  return found;
}

/**
 * Whether a plural names the same thing as a field's word: "Departments" and "department", "الأقسام"
 * and "القسم" (an Arabic plural is its root's letters with others between them).
 */
function sameWord(word: string, plural: string, lexicon: BriefLexicon): boolean {
  const arabic = (text: string) =>
    text
      .replace(/^ال/u, '')
      .replace(/ات$/u, '')
      .replace(/[اأإآويىة]/gu, '');
  if (/[\u0621-\u064a]/u.test(word)) return arabic(word).length >= 2 && arabic(word) === arabic(plural);
  const one = lexicon.singular(plural.toLocaleLowerCase()).toLocaleLowerCase();
  return (
    fold(one) === fold(word.toLocaleLowerCase()) ||
    fold(plural.toLocaleLowerCase()) === fold(word.toLocaleLowerCase())
  );
}

/** Lower-case words that join a name's capitalised words ("Cornue des Andes", "Noire de Crimée"). */
const NAME_JOINERS = /^(?:de|des|du|la|le|del|della|di|da|van|von|of|the|y|и)$/iu;

/** The name an entry leads with: its capitalised words, else the words before a number (at most 4). */
function leadingName(entry: string): string {
  const words = entry
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const name: string[] = [];
  if (/^\p{Lu}/u.test(words[0] ?? '')) {
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      if (/^\p{Lu}/u.test(word)) name.push(word);
      else if (NAME_JOINERS.test(word) && /^\p{Lu}/u.test(words[i + 1] ?? '')) name.push(word);
      else break;
    }
  } else {
    for (const word of words) {
      if (/\d/.test(word) || name.length === 4) break;
      name.push(word);
    }
  }
  return name.join(' ').replace(/[\s\-–—:,.]+$/u, '');
}

/**
 * Items listed under a label that names the things kept or their name field ("Plants: Monstera,
 * Fern", "İlaçlar: Parol 500 mg, Majezik", "عندي خليتان: خلية الوادي وخلية الجبل"). A label that
 * names another field ("Rooms: kitchen, hall") lists that field's values, not items.
 */
function readLabelledSeeds(
  text: string,
  entity: string,
  title: FieldDef,
  fields: readonly FieldDef[],
  lexicon: BriefLexicon,
  language: AppLanguage,
): { name: string; values: Record<string, string | number | boolean> }[] {
  const generic = (word: string) => lexicon.titleWords.test(word) || EN.titleWords.test(word);
  const titleWords = title.label.split(/\s+/).filter((word) => !generic(word.toLowerCase()));
  const seeds: { name: string; values: Record<string, string | number | boolean> }[] = [];
  const labelled =
    /(?:^|[.!?؟;؛\n]\s*)((?:[\p{L}\p{M}'’-]+\s+){0,2}[\p{L}\p{M}'’-]+)\s*[:：][ \t]*(\n?)\s*(.+?)(?=[.!?؟](?:\s|$)|[;؛\n]|$)/gu;
  for (const match of text.matchAll(labelled)) {
    const label = match[1]!.split(/\s+/);
    const names = (word: string) =>
      entity.split(/\s+/).some((kept) => namesSame(word, kept)) ||
      titleWords.some((titled) => namesSame(word, titled));
    const other = (word: string) =>
      fields.some(
        (f) => f !== title && f.label.split(/\s+/).some((part) => !generic(part) && namesSame(word, part)),
      );
    if (!label.some(names) || label.some((word) => other(word) && !names(word))) continue;
    if (match[2]) {
      // "Сотрудники:\nИванов Сергей Петрович — начальник отдела — доб. 101\n…": one entry a line,
      // its values in the order of the fields.
      const lines = text.slice(match.index + match[0].length - match[3]!.length).split('\n');
      for (const raw of lines) {
        const line = raw
          .replace(/^\s*(?:[-*•]|\d+[.)])\s+/u, '')
          .replace(/[.;,]\s*$/u, '')
          .trim();
        if (!line || /[:：]\s*$/u.test(line) || line.length > 120) break;
        const read = readExampleByPosition(line, fields, title, language, 2);
        // A line written otherwise than the ones before it ("Поиск по фамилии.") ends the list.
        if (!read && seeds.some((seed) => Object.keys(seed.values).length > 0)) break;
        const name = read?.name ?? leadingName(line.replace(lexicon.leading, ''));
        if (name.length < 2 || name.length > 60) break;
        seeds.push({ name, values: read?.values ?? {} });
      }
      continue;
    }
    for (const entry of splitList(match[3]!, lexicon)) {
      const name = leadingName(entry.replace(lexicon.leading, ''));
      if (name.length >= 2 && name.length <= 40) seeds.push({ name, values: {} });
    }
  }
  return seeds;
}

/**
 * The collection a brief describes, or null when it lists no fields of a thing (then the blueprint's
 * own list stays what it was).
 */
export function readCollectionBrief(prompt: string, language: AppLanguage): CollectionBrief | null {
  const lexicon = LEXICONS[language] ?? EN;
  let entity: { plural: string; index: number; end: number; list?: string } | null =
    eachThing(prompt, lexicon) ?? readEntity(prompt, lexicon, language) ?? readEntity(prompt, EN, language);
  if (!entity) return null;
  const inline: string | undefined = 'list' in entity ? entity.list : undefined;
  let list = inline ?? readFieldList(prompt, entity.end, lexicon) ?? readFieldList(prompt, entity.end, EN);
  // "I want a reading tracker for my class. Kids log the book title, author, …": when what is named
  // first opens no fields, what a later verb keeps may.
  if (!list) {
    const later = readEntity(prompt.slice(entity.end), lexicon, language);
    if (!later) return null;
    const start = entity.end + later.index;
    const end = entity.end + later.end;
    // "Kids log the book title, author, pages read": the verb lists the fields of what was named first.
    const listed = /^\s*[,،]/u.test(prompt.slice(end))
      ? /^[^.!?\n]+/u.exec(prompt.slice(start))?.[0]
      : undefined;
    list = listed ?? readFieldList(prompt, end, lexicon) ?? readFieldList(prompt, end, EN);
    if (!list) return null;
    if (!listed) entity = { plural: later.plural, index: start, end };
  }
  const listItems = splitList(list, lexicon);
  // "günde 2 litre su, 20 sayfa kitap, 10.000 adım": things to do, counted, are no field names.
  if (listItems.filter((item) => /\d/.test(item.replace(/\([^)]*\)/g, ''))).length * 2 >= listItems.length)
    return null;
  // "monstera (every 7 days), pothos (every 5 days)": things listed with how often each is done.
  if (listItems.filter((item) => /\d/.test(item) && lexicon.every.test(item)).length >= 2) return null;
  const parsed = sharedDates(
    listItems
      .map((item) => readField(item, lexicon, language))
      .filter((field): field is ParsedField => field !== null),
    list,
  );
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
  // "дата, пробег, что сделано, стоимость": the field saying what was done names each entry.
  title ??=
    fields.slice(0, 2).find((f) => f.type === 'text') ??
    fields.find((f) => f.type === 'text' && WHAT_FIELD.test(f.label)) ??
    fields[0];
  if (!title) {
    title = { key: fieldKey(lexicon.nameLabel, taken), label: lexicon.nameLabel, type: 'text' };
    fields.unshift(title);
  }
  title.required = true;

  // "Filtro por área: Ingeniería, Diseño, Ventas": what the list is filtered by is a choice of those.
  const sorted = readGroupedBy(prompt, lexicon, language);
  // "aidat durumu (Ödendi / Gecikti)": a choice the field list already offers is not offered twice.
  const offered = (option: string) =>
    fields.some((f) => f.type === 'choice' && f.options?.some((o) => option.includes(o)));
  if (sorted && !sorted.options.every(offered)) {
    const field = fields.find((f) => f !== title && f.type === 'text' && namesSame(f.label, sorted.label));
    if (field) Object.assign(field, { type: 'choice', options: sorted.options });
    else
      fields.push({
        key: fieldKey(sorted.label, taken),
        label: sorted.label,
        type: 'choice',
        options: sorted.options,
      });
  }

  // "Departments: Engineering, Design, Sales", "الأقسام: التطوير، التصميم، …": a list labelled with one
  // field's plural is what that field chooses from.
  for (const [label, options] of labelledLists(prompt, list, lexicon)) {
    const field = fields.find(
      (f) => f !== title && f.type === 'text' && sameWord(f.label.split(/\s+/u).at(-1)!, label, lexicon),
    );
    if (field) Object.assign(field, { type: 'choice', options });
  }

  // "живём вчетвером — Аня, Дима, Костя и Лена; поля: задача, ответственный, …": the people the
  // brief names are who the person field can say.
  const run = namedPeople(prompt, list);
  const people = run?.names ?? null;
  // "My regular dogs are Biscuit, Luna and Otis": names said to be the field's things are its choices.
  const things = run
    ? /(?:my|our|mes|nos|mis|nuestr\p{L}*|мои|наши)\s+(?:\p{L}+\s+)?(\p{L}+)\s+(?:are|include|s'appellent|sont|se llaman|son|зовут)\s*:?\s*$/iu.exec(
        run.before,
      )?.[1]
    : undefined;
  const introduced = things
    ? fields.find((f) => {
        const noun = f.label.split(/\s+/).at(-1)!.toLowerCase();
        return (
          f.type === 'text' && (namesSame(noun, things) || lexicon.singular(things.toLowerCase()) === noun)
        );
      })
    : undefined;
  const personField =
    introduced ?? (people ? fields.find((f) => f.type === 'text' && PERSON_FIELD.test(f.label)) : undefined);
  if (people && personField) Object.assign(personField, { type: 'choice', options: people });

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
  // "avistamientos de aves", "bottles of wine": the noun before "de" / "of" is the one that counts.
  const of = words.findIndex((word, index) => index > 0 && /^(?:de|del|des|du|of)$/iu.test(word));
  const head = of > 0 ? of - 1 : words.length - 1;
  const withHead = (word: string) => words.map((w, index) => (index === head ? word : w)).join(' ');
  const singular = withHead(lexicon.singular(words[head]!));
  const plural =
    singular === words.join(' ') ? words.join(' ') : withHead(lexicon.plural(lexicon.singular(words[head]!)));
  const listEnd = prompt.indexOf(list, entity.end) + list.length;
  // "مكان العثور (مثلاً: الطابق الأرضي، …)": examples inside the field list are the field's options.
  const written = readExamples(prompt.slice(entity.index).replace(list, ' '), lexicon);
  // "yearly fee" with examples in "£45": the money the examples are written in, else the language's.
  const marked = currencyIn(written.join(' '));
  for (const field of fields.filter((f) => f.type === 'money' && !f.currency))
    field.currency = marked ?? lexicon.currency;
  // "مثال: 3 نوفمبر، 980 غرام، 400 متر، حمام": one example written value by value, not several.
  const joined =
    written.length >= 2 && written.length <= fields.length && /^\d/.test(written[0]!)
      ? readExampleByPosition(written.join(', '), fields, title, language)
      : null;
  const oneByValue = joined && Object.keys(joined.values).length >= 3 ? joined : null;
  const called = calledNames(prompt.slice(entity.index), lexicon);
  const examples = called
    ? called.map((name) => ({ name, values: {} }))
    : oneByValue
      ? [oneByValue]
      : written
          .map(
            (entry) =>
              readExampleByPosition(entry, fields, title, language) ??
              readExampleEntry(entry, fields, title, language),
          )
          .filter((entry) => entry !== null);
  numbersFromExamples(fields, title, examples, language);
  const listed: { name: string; values: Record<string, string | number | boolean> }[] = [
    ...examples,
    ...listedBeforeFields(prompt, entity.end, lexicon).map((name) => ({
      name: capitalize(name, language),
      values: {},
    })),
    ...readLabelledSeeds(prompt.slice(listEnd), entity.plural, title, fields, lexicon, language),
  ];
  // "Mum's leek soup" read again, cut at its apostrophe, as "Mum's": the whole name was listed.
  const within = (short: string, long: string) => long.toLowerCase().startsWith(`${short.toLowerCase()} `);
  // "كافيه ورقة في الزمالك (لاتيه 85 ج)": a bracket left open by the example's details is not the name's.
  for (const item of listed) {
    item.name = item.name.replace(/\s*\([^)]*$/u, '').trim();
    // "…، ومنة الله حسن": the last example of an Arabic list carries its "and".
    if (/^و[\u0621-\u064a]{3}/u.test(item.name) && !ARABIC_WAW_NAMES.test(item.name))
      item.name = item.name.slice(1);
    // …and what is left after its amount ("ج)") is no value.
    for (const [key, value] of Object.entries(item.values))
      if (typeof value === 'string' && /^\p{L}?\s*[)\]]$/u.test(value.trim())) delete item.values[key];
  }
  const seeds = listed
    .filter(
      (item, index) =>
        listed.findIndex((other) => other.name === item.name || within(item.name, other.name)) === index &&
        !fields.some((f) => f.label.toLowerCase() === item.name.toLowerCase()),
    )
    .slice(0, 8);
  const seedTitles = seeds.map((seed) => seed.name);
  // The named jobs go round the named people, as a rota does.
  if (people && personField)
    seeds.forEach((seed, index) => {
      if (seed.values[personField.key] === undefined)
        seed.values = { ...seed.values, [personField.key]: people[index % people.length]! };
    });
  const seedValues = seeds.map((seed) => seed.values);
  return {
    entity: { singular, plural },
    fields,
    titleField: title.key,
    summaries,
    ...(groupBy ? { groupBy: groupBy.key } : {}),
    ...(deadline && !hasInterval ? { dueField: deadline.key } : {}),
    seedTitles,
    ...(seedValues.some((values) => Object.keys(values).length > 0) ? { seedValues } : {}),
    fieldList: list,
  };
}

/**
 * The words that name the thing a brief keeps ("rental properties" in "An app for managing my rental
 * properties"), whether or not it lists fields; null when no verb or phrase of keeping is found.
 */
export function readEntityPhrase(prompt: string, language: AppLanguage): string | null {
  const lexicon = LEXICONS[language] ?? EN;
  return (readEntity(prompt, lexicon, language) ?? readEntity(prompt, EN, language))?.plural ?? null;
}

/**
 * One field as a person names it in a follow-up ("a priority field (low, medium, high)"), with the
 * same typing as the first brief and a key unique in `fields`; null when it is not a field name.
 */
/**
 * The fields a list written in the brief names ("nombre, número de acompañantes y alergias"), each
 * read as a field of a collection is: its label, type, options and unit.
 */
export function fieldsFromList(list: string, language: AppLanguage): FieldDef[] {
  const lexicon = LEXICONS[language] ?? EN;
  const fields: FieldDef[] = [];
  for (const piece of splitList(list, lexicon)) {
    const field = fieldFromPhrase(piece, fields, language);
    if (field) fields.push(field);
  }
  return fields;
}

export function fieldFromPhrase(
  raw: string,
  fields: readonly FieldDef[],
  language: AppLanguage,
): FieldDef | null {
  const lexicon = LEXICONS[language] ?? EN;
  const parsed = readField(raw, lexicon, language);
  if (!parsed) return null;
  return {
    key: fieldKey(parsed.label, new Set(fields.map((f) => f.key))),
    ...parsed,
    ...(parsed.type === 'money' && !parsed.currency ? { currency: lexicon.currency } : {}),
  };
}
