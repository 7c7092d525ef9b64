/**
 * Quiz, composed from the kit's QuizApp (packages/app-kit): an intro, a multiple-choice quiz with
 * progress, score and feedback after every answer (the options are a radio group), a results screen
 * with a review and "Play again", a scores section with the best round and past rounds (saved; a chart
 * with 'charts') and how it works. Questions come from the brief's list (those the banks know, with
 * their answers) or the request's topic (capitals, science, space, programming, history, maths) or
 * general knowledge. This blueprint writes only data: the schema (questions, topics, texts).
 *
 * Main interaction: pick an answer (one of the option buttons), then "Next question" / "Sonraki soru"; after
 * the last question "See results" / "Sonuçları gör", then "Play again" / "Tekrar oyna".
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type { QuizQuestion, QuizSchema, QuizSectionId, QuizTexts } from '@atelier/app-kit/quiz';
import type { BriefContent, BriefItem, BriefQuestion } from '../brief-content.ts';
import { type AppSpec, type Blueprint, type Localized, has, pick, text, same, fill } from '../spec.ts';
import { type Pair, fold, loc, nameIn, matchTheme, orderedSections } from './content-shared.ts';
import {
  type PageDef,
  type SectionDef,
  composedAppFiles,
  composedFrame,
  composedTexts,
} from './productivity-shared.ts';
import { heroSubtitle, listedItems, seedContent } from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('quiz');

/** An option is the same in both languages (a string) or a pair. */
type Option = string | Pair;
type QuestionSeed = [
  question: Pair,
  options: [Option, Option, Option, Option],
  answer: number,
  explanation: Pair,
];

interface Bank {
  words: readonly string[];
  subject: Pair;
  questions: QuestionSeed[];
}

const CAPITALS: Bank = {
  words: ['capital', 'başkent', 'baskent', 'countries', 'ülke', 'geography', 'coğrafya', 'cografya'],
  subject: ['world capitals', 'dünya başkentleri'],
  questions: [
    [
      ['What is the capital of France?', 'Fransa’nın başkenti neresidir?'],
      ['Lyon', 'Paris', 'Marseille', 'Nice'],
      1,
      [
        'Paris has been the capital for most of the last thousand years.',
        'Paris, son bin yılın büyük bölümünde başkent olmuştur.',
      ],
    ],
    [
      ['What is the capital of Australia?', 'Avustralya’nın başkenti neresidir?'],
      [['Sydney', 'Sidney'], 'Melbourne', 'Canberra', 'Perth'],
      2,
      [
        'Canberra was built as a compromise between Sydney and Melbourne.',
        'Canberra, Sidney ile Melbourne arasında bir uzlaşma olarak inşa edildi.',
      ],
    ],
    [
      ['What is the capital of Canada?', 'Kanada’nın başkenti neresidir?'],
      ['Toronto', 'Vancouver', 'Montreal', 'Ottawa'],
      3,
      [
        'Ottawa was chosen by Queen Victoria in 1857.',
        'Ottawa, 1857’de Kraliçe Victoria tarafından seçildi.',
      ],
    ],
    [
      ['What is the capital of Türkiye?', 'Türkiye’nin başkenti neresidir?'],
      ['Ankara', ['Istanbul', 'İstanbul'], ['Izmir', 'İzmir'], 'Bursa'],
      0,
      ['Ankara became the capital in 1923.', 'Ankara 1923’te başkent oldu.'],
    ],
    [
      ['What is the capital of Japan?', 'Japonya’nın başkenti neresidir?'],
      ['Kyoto', 'Tokyo', 'Osaka', 'Yokohama'],
      1,
      [
        'Tokyo, once called Edo, has been the capital since 1868.',
        'Eski adı Edo olan Tokyo, 1868’den beri başkenttir.',
      ],
    ],
    [
      ['What is the capital of Brazil?', 'Brezilya’nın başkenti neresidir?'],
      ['Rio de Janeiro', 'São Paulo', 'Brasília', 'Salvador'],
      2,
      ['Brasília was inaugurated as the capital in 1960.', 'Brasília 1960’ta başkent olarak açıldı.'],
    ],
    [
      ['What is the capital of Egypt?', 'Mısır’ın başkenti neresidir?'],
      [
        ['Alexandria', 'İskenderiye'],
        ['Giza', 'Gize'],
        ['Luxor', 'Luksor'],
        ['Cairo', 'Kahire'],
      ],
      3,
      ['Cairo is the largest city in the Arab world.', 'Kahire, Arap dünyasının en büyük şehridir.'],
    ],
    [
      ['What is the capital of Switzerland?', 'İsviçre’nin başkenti neresidir?'],
      ['Bern', ['Zurich', 'Zürih'], ['Geneva', 'Cenevre'], 'Basel'],
      0,
      [
        'Bern is the federal city; Zurich is the largest.',
        'Bern federal şehirdir; en büyük şehir ise Zürih’tir.',
      ],
    ],
  ],
};

const SCIENCE: Bank = {
  words: ['science', 'bilim', 'physics', 'fizik', 'chemistry', 'kimya', 'biology', 'biyoloji'],
  subject: ['science', 'bilim'],
  questions: [
    [
      ['Which gas do plants take in from the air?', 'Bitkiler havadan hangi gazı alır?'],
      [
        ['Oxygen', 'Oksijen'],
        ['Carbon dioxide', 'Karbondioksit'],
        ['Nitrogen', 'Azot'],
        ['Helium', 'Helyum'],
      ],
      1,
      [
        'Plants turn carbon dioxide, water and light into sugar.',
        'Bitkiler karbondioksit, su ve ışığı şekere dönüştürür.',
      ],
    ],
    [
      ['What is H₂O?', 'H₂O nedir?'],
      [
        ['Salt', 'Tuz'],
        ['Ozone', 'Ozon'],
        ['Water', 'Su'],
        ['Hydrogen peroxide', 'Hidrojen peroksit'],
      ],
      2,
      [
        'Two hydrogen atoms and one oxygen atom make water.',
        'İki hidrojen ve bir oksijen atomu suyu oluşturur.',
      ],
    ],
    [
      ['How many bones does an adult human have?', 'Yetişkin bir insanda kaç kemik vardır?'],
      ['106', '156', '306', '206'],
      3,
      [
        'Babies have about 300; some fuse as we grow.',
        'Bebeklerde yaklaşık 300 kemik vardır; büyüdükçe bazıları kaynaşır.',
      ],
    ],
    [
      ['What is the hardest natural material?', 'Doğadaki en sert malzeme hangisidir?'],
      [
        ['Diamond', 'Elmas'],
        ['Iron', 'Demir'],
        ['Quartz', 'Kuvars'],
        ['Gold', 'Altın'],
      ],
      0,
      [
        'Diamond is pure carbon in a very strong crystal.',
        'Elmas, çok güçlü bir kristal yapıdaki saf karbondur.',
      ],
    ],
    [
      ['Which organ pumps blood around the body?', 'Kanı vücuda hangi organ pompalar?'],
      [
        ['Liver', 'Karaciğer'],
        ['Heart', 'Kalp'],
        ['Lungs', 'Akciğerler'],
        ['Kidneys', 'Böbrekler'],
      ],
      1,
      ['The heart beats about 100,000 times a day.', 'Kalp günde yaklaşık 100.000 kez atar.'],
    ],
    [
      ['What keeps us on the ground?', 'Bizi yerde tutan nedir?'],
      [
        ['Magnetism', 'Manyetizma'],
        ['Friction', 'Sürtünme'],
        ['Gravity', 'Yerçekimi'],
        ['Inertia', 'Eylemsizlik'],
      ],
      2,
      ['Gravity pulls masses toward each other.', 'Yerçekimi kütleleri birbirine doğru çeker.'],
    ],
    [
      ['What is the chemical symbol for gold?', 'Altının kimyasal sembolü nedir?'],
      ['Go', 'Gd', 'Ag', 'Au'],
      3,
      ['Au comes from the Latin word aurum.', 'Au, Latince aurum kelimesinden gelir.'],
    ],
    [
      ['At what temperature does water boil at sea level?', 'Deniz seviyesinde su kaç derecede kaynar?'],
      ['100 °C', '90 °C', '120 °C', '80 °C'],
      0,
      ['At higher altitudes it boils at a lower temperature.', 'Yükseklerde daha düşük sıcaklıkta kaynar.'],
    ],
  ],
};

const SPACE: Bank = {
  words: [
    'space',
    'uzay',
    'astronomy',
    'astronomi',
    'planet',
    'gezegen',
    'star',
    'yıldız',
    'solar',
    'güneş sistemi',
    'galaxy',
    'galaksi',
    'astronaut',
    'astronot',
    'rocket',
    'roket',
    'cosmos',
  ],
  subject: ['space', 'uzay'],
  questions: [
    [
      ['Which is the largest planet in the Solar System?', 'Güneş Sistemi’nin en büyük gezegeni hangisidir?'],
      [
        ['Earth', 'Dünya'],
        ['Jupiter', 'Jüpiter'],
        ['Saturn', 'Satürn'],
        ['Neptune', 'Neptün'],
      ],
      1,
      ['More than 1,300 Earths would fit inside Jupiter.', 'Jüpiter’in içine 1.300’den fazla Dünya sığardı.'],
    ],
    [
      ['Which star is closest to Earth?', 'Dünya’ya en yakın yıldız hangisidir?'],
      [
        ['Sirius', 'Sirius'],
        ['Polaris', 'Kutup Yıldızı'],
        ['The Sun', 'Güneş'],
        ['Proxima Centauri', 'Proxima Centauri'],
      ],
      2,
      [
        'The Sun is a star, about 150 million km away.',
        'Güneş bir yıldızdır ve yaklaşık 150 milyon km uzaktadır.',
      ],
    ],
    [
      ['Which planet is called the Red Planet?', 'Kızıl Gezegen olarak bilinen gezegen hangisidir?'],
      [['Venus', 'Venüs'], ['Mercury', 'Merkür'], ['Jupiter', 'Jüpiter'], 'Mars'],
      3,
      ['Iron oxide, or rust, gives Mars its colour.', 'Mars rengini demir oksitten, yani pastan alır.'],
    ],
    [
      ['How many planets are in the Solar System?', 'Güneş Sistemi’nde kaç gezegen vardır?'],
      ['8', '7', '9', '10'],
      0,
      [
        'Pluto was reclassified as a dwarf planet in 2006.',
        'Plüton 2006’da cüce gezegen olarak yeniden sınıflandırıldı.',
      ],
    ],
    [
      ['Who was the first person to walk on the Moon?', 'Ay’da yürüyen ilk insan kimdir?'],
      ['Yuri Gagarin', 'Neil Armstrong', 'Buzz Aldrin', 'Michael Collins'],
      1,
      [
        'Neil Armstrong stepped onto the Moon in July 1969.',
        'Neil Armstrong Temmuz 1969’da Ay’a ayak bastı.',
      ],
    ],
    [
      ['Which planet is famous for its bright rings?', 'Parlak halkalarıyla ünlü gezegen hangisidir?'],
      [['Uranus', 'Uranüs'], 'Mars', ['Saturn', 'Satürn'], ['Venus', 'Venüs']],
      2,
      ['Saturn’s rings are made of ice and rock.', 'Satürn’ün halkaları buz ve kayadan oluşur.'],
    ],
    [
      ['What is the Milky Way?', 'Samanyolu nedir?'],
      [
        ['A star', 'Bir yıldız'],
        ['A nebula', 'Bir bulutsu'],
        ['A comet', 'Bir kuyruklu yıldız'],
        ['A galaxy', 'Bir galaksi'],
      ],
      3,
      ['Our galaxy holds hundreds of billions of stars.', 'Galaksimizde yüz milyarlarca yıldız bulunur.'],
    ],
    [
      ['How long does sunlight take to reach Earth?', 'Güneş ışığı Dünya’ya ne kadar sürede ulaşır?'],
      [
        ['About 8 minutes', 'Yaklaşık 8 dakika'],
        ['About 8 seconds', 'Yaklaşık 8 saniye'],
        ['About 8 hours', 'Yaklaşık 8 saat'],
        ['About 8 days', 'Yaklaşık 8 gün'],
      ],
      0,
      ['Light travels about 300,000 km every second.', 'Işık saniyede yaklaşık 300.000 km yol alır.'],
    ],
  ],
};

const PROGRAMMING: Bank = {
  words: [
    'programming',
    'javascript',
    'typescript',
    'coding',
    'code',
    'developer',
    'web',
    'programlama',
    'yazılım',
    'kodlama',
  ],
  subject: ['programming', 'programlama'],
  questions: [
    [
      ['What does HTML stand for?', 'HTML neyin kısaltmasıdır?'],
      [
        'HyperText Markup Language',
        'High Tech Modern Language',
        'Home Tool Markup Language',
        'Hyperlink Text Machine Language',
      ],
      0,
      ['HTML describes the structure of a web page.', 'HTML bir web sayfasının yapısını tanımlar.'],
    ],
    [
      [
        'Which keyword declares a constant in JavaScript?',
        'JavaScript’te sabit hangi anahtar kelimeyle tanımlanır?',
      ],
      ['var', 'const', 'let', 'static'],
      1,
      [
        'A const binding cannot be reassigned.',
        'const ile tanımlanan bir değişkene yeniden atama yapılamaz.',
      ],
    ],
    [
      ['What does CSS mainly control?', 'CSS esas olarak neyi kontrol eder?'],
      [
        ['The database', 'Veritabanını'],
        ['The server', 'Sunucuyu'],
        ['How a page looks', 'Sayfanın görünümünü'],
        ['Page structure', 'Sayfa yapısını'],
      ],
      2,
      ['CSS styles colours, layout and typography.', 'CSS renkleri, yerleşimi ve tipografiyi biçimlendirir.'],
    ],
    [
      ['What does typeof null return in JavaScript?', 'JavaScript’te typeof null ne döndürür?'],
      ['"null"', '"undefined"', '"number"', '"object"'],
      3,
      [
        'A famous quirk kept since the first version of JavaScript.',
        'JavaScript’in ilk sürümünden beri korunan ünlü bir tuhaflık.',
      ],
    ],
    [
      ['Which HTTP status code means “Not Found”?', 'Hangi HTTP durum kodu “Bulunamadı” anlamına gelir?'],
      ['404', '200', '301', '500'],
      0,
      [
        '4xx codes are client errors; 404 means the resource does not exist.',
        '4xx kodları istemci hatalarıdır; 404 kaynağın bulunmadığını söyler.',
      ],
    ],
    [
      ['What is Git?', 'Git nedir?'],
      [
        ['A database', 'Bir veritabanı'],
        ['A version control system', 'Bir sürüm kontrol sistemi'],
        ['A browser', 'Bir tarayıcı'],
        ['A programming language', 'Bir programlama dili'],
      ],
      1,
      ['Git tracks changes to files over time.', 'Git, dosyalardaki değişiklikleri zaman içinde izler.'],
    ],
    [
      [
        'Which array method returns a new array of transformed items?',
        'Hangi dizi metodu dönüştürülmüş öğelerden yeni bir dizi döndürür?',
      ],
      ['forEach', 'push', 'map', 'find'],
      2,
      [
        'map calls a function on every item and collects the results.',
        'map her öğe için bir fonksiyon çağırır ve sonuçları toplar.',
      ],
    ],
    [
      ['What does API stand for?', 'API neyin kısaltmasıdır?'],
      [
        'Advanced Program Integration',
        'Automated Process Input',
        'Application Process Index',
        'Application Programming Interface',
      ],
      3,
      ['An API is how programs talk to each other.', 'API, programların birbiriyle konuşma biçimidir.'],
    ],
  ],
};

const HISTORY: Bank = {
  words: ['history', 'tarih', 'historical', 'ancient', 'antik'],
  subject: ['history', 'tarih'],
  questions: [
    [
      ['In which year did the Berlin Wall fall?', 'Berlin Duvarı hangi yıl yıkıldı?'],
      ['1979', '1989', '1991', '1961'],
      1,
      ['It fell on 9 November 1989.', '9 Kasım 1989’da yıkıldı.'],
    ],
    [
      [
        'Who was the first president of the Republic of Türkiye?',
        'Türkiye Cumhuriyeti’nin ilk cumhurbaşkanı kimdir?',
      ],
      ['İsmet İnönü', 'Celal Bayar', 'Mustafa Kemal Atatürk', 'Fevzi Çakmak'],
      2,
      ['Atatürk served from 1923 until 1938.', 'Atatürk 1923’ten 1938’e kadar görev yaptı.'],
    ],
    [
      ['Which civilisation built Machu Picchu?', 'Machu Picchu’yu hangi uygarlık inşa etti?'],
      [
        ['The Aztecs', 'Aztekler'],
        ['The Maya', 'Mayalar'],
        ['The Olmecs', 'Olmekler'],
        ['The Inca', 'İnkalar'],
      ],
      3,
      [
        'It was built in the 15th century high in the Andes.',
        '15. yüzyılda And Dağları’nın yükseklerinde inşa edildi.',
      ],
    ],
    [
      [
        'In which year was Constantinople conquered by the Ottomans?',
        'Konstantinopolis Osmanlılar tarafından hangi yıl fethedildi?',
      ],
      ['1453', '1299', '1517', '1071'],
      0,
      ['Sultan Mehmed II took the city on 29 May 1453.', 'II. Mehmed şehri 29 Mayıs 1453’te aldı.'],
    ],
    [
      ['Who painted the Mona Lisa?', 'Mona Lisa’yı kim yaptı?'],
      ['Michelangelo', 'Leonardo da Vinci', 'Raphael', 'Donatello'],
      1,
      [
        'Leonardo worked on it for years in the early 1500s.',
        'Leonardo 1500’lerin başında yıllarca bu tablo üzerinde çalıştı.',
      ],
    ],
    [
      ['Who was the first person in space?', 'Uzaya çıkan ilk insan kimdir?'],
      ['Neil Armstrong', 'John Glenn', 'Yuri Gagarin', 'Alan Shepard'],
      2,
      ['Gagarin orbited the Earth on 12 April 1961.', 'Gagarin 12 Nisan 1961’de Dünya’nın çevresinde döndü.'],
    ],
    [
      ['Which ancient wonder is still standing?', 'Antik dünyanın hangi harikası hâlâ ayaktadır?'],
      [
        ['The Hanging Gardens', 'Asma Bahçeler'],
        ['The Colossus of Rhodes', 'Rodos Heykeli'],
        ['The Lighthouse of Alexandria', 'İskenderiye Feneri'],
        ['The Great Pyramid of Giza', 'Gize Büyük Piramidi'],
      ],
      3,
      [
        'It is the oldest of the seven wonders, about 4,500 years old.',
        'Yedi harikanın en eskisidir, yaklaşık 4.500 yaşındadır.',
      ],
    ],
    [
      ['Which war ended in 1945?', 'Hangi savaş 1945’te sona erdi?'],
      [
        ['World War II', 'İkinci Dünya Savaşı'],
        ['World War I', 'Birinci Dünya Savaşı'],
        ['The Korean War', 'Kore Savaşı'],
        ['The Crimean War', 'Kırım Savaşı'],
      ],
      0,
      [
        'It ended in Europe in May and in Asia in September 1945.',
        'Avrupa’da Mayıs, Asya’da Eylül 1945’te sona erdi.',
      ],
    ],
  ],
};

const GENERAL: QuestionSeed[] = [
  [
    ['How many continents are there?', 'Kaç kıta vardır?'],
    ['5', '6', '7', '8'],
    2,
    [
      'Africa, Antarctica, Asia, Australia, Europe, North and South America.',
      'Afrika, Antarktika, Asya, Avustralya, Avrupa, Kuzey ve Güney Amerika.',
    ],
  ],
  CAPITALS.questions[0]!,
  [
    ['Which is the largest ocean?', 'En büyük okyanus hangisidir?'],
    [
      ['Atlantic', 'Atlas'],
      ['Indian', 'Hint'],
      ['Arctic', 'Arktik'],
      ['Pacific', 'Büyük Okyanus (Pasifik)'],
    ],
    3,
    [
      'The Pacific covers about a third of the Earth’s surface.',
      'Pasifik, Dünya yüzeyinin yaklaşık üçte birini kaplar.',
    ],
  ],
  SCIENCE.questions[4]!,
  [
    ['How many minutes are there in a day?', 'Bir günde kaç dakika vardır?'],
    ['1,440', '1,200', '2,400', '3,600'],
    0,
    ['24 hours × 60 minutes = 1,440.', '24 saat × 60 dakika = 1.440.'],
  ],
  SPACE.questions[2]!,
  HISTORY.questions[4]!,
  [
    [
      'Which is usually called the longest river in the world?',
      'Genellikle dünyanın en uzun nehri kabul edilen hangisidir?',
    ],
    [
      ['The Amazon', 'Amazon'],
      ['The Nile', 'Nil'],
      ['The Yangtze', 'Yangtze'],
      ['The Danube', 'Tuna'],
    ],
    1,
    [
      'The Nile is usually listed first, though some measurements favour the Amazon.',
      'Genellikle Nil ilk sırada yer alır; bazı ölçümler Amazon’u öne çıkarır.',
    ],
  ],
];

/** Arithmetic questions, worked out here so the numbers are always right. */
function mathBank(): QuestionSeed[] {
  const items: [en: string, tr: string, value: number][] = [
    ['7 × 8', '7 × 8', 56],
    ['12 × 11', '12 × 11', 132],
    ['48 + 37', '48 + 37', 85],
    ['100 − 63', '100 − 63', 37],
    ['81 ÷ 9', '81 ÷ 9', 9],
    ['15 × 4', '15 × 4', 60],
    ['25% of 80', '80’in %25’i', 20],
    ['9²', '9²', 81],
  ];
  return items.map(([en, tr, value]) => [
    [`What is ${en}?`, `${tr} kaçtır?`],
    [String(value), String(value + 1), String(value - 2), String(value + 10)],
    0,
    [`${en} = ${value}.`, `${tr} = ${value}.`],
  ]);
}

const MATH: Bank = {
  words: ['math', 'maths', 'matematik', 'arithmetic', 'aritmetik', 'times table', 'çarpım'],
  subject: ['maths', 'matematik'],
  questions: [],
};

const BANKS: Bank[] = [CAPITALS, SCIENCE, SPACE, PROGRAMMING, HISTORY, MATH];

/** A question as the app shows it. */
type QuestionOut = QuizQuestion;

/** A seed as the app shows it; `index` (its place in its bank) sets how its options are rotated. */
function questionOut(spec: AppSpec, seed: QuestionSeed, index: number, id: string): QuestionOut {
  const [question, options, answer, explanation] = seed;
  // Rotate the options so the right answer moves around, then find it again.
  const shift = (index * 3 + 1) % options.length;
  const rotated = options.map((_, i) => options[(i + shift) % options.length]!);
  // Plain options are names and numbers: names take their form in the app's language (Tokio, Токио).
  const text = (option: Option) => (typeof option === 'string' ? nameIn(spec, option) : loc(spec, option));
  return {
    id,
    question: loc(spec, question),
    options: rotated.map(text),
    answer: (answer - shift + options.length) % options.length,
    explanation: loc(spec, explanation),
  };
}

/** The stock quiz: the bank of the request's topic, or general knowledge. */
function stockQuiz(spec: AppSpec, math: QuestionSeed[]): { bank: Bank | undefined; seeds: QuestionSeed[] } {
  const bank = matchTheme(spec, BANKS);
  return { bank, seeds: bank === MATH ? math : (bank?.questions ?? GENERAL) };
}

function subjectOf(spec: AppSpec, bank: Bank | undefined): string {
  return bank ? loc(spec, bank.subject) : pick(spec, L.generalKnowledge);
}

function questions(spec: AppSpec): {
  subject: string;
  items: QuestionOut[];
  /** What the brief listed that no bank answers. */
  topics: string[];
  /** True when the questions are the brief's own. */
  listed: boolean;
} {
  const math = mathBank();
  const { bank, seeds } = stockQuiz(spec, math);
  const answered = spec.content?.faq ?? [];
  if (answered.length > 0) return { ...answeredQuestions(spec, answered, bank), topics: [], listed: true };
  const listed = listedItems(spec);
  if (listed.length > 0) {
    const found = listedQuestions(spec, listed, { bank, seeds }, math);
    if (found.items.length > 0) return { ...found, listed: true };
    return { ...stockQuestions(spec, bank, seeds), topics: found.topics, listed: false };
  }
  return { ...stockQuestions(spec, bank, seeds), topics: [], listed: false };
}

function stockQuestions(spec: AppSpec, bank: Bank | undefined, seeds: QuestionSeed[]) {
  return {
    subject: subjectOf(spec, bank),
    items: seeds.map((seed, index) => questionOut(spec, seed, index, `q${index + 1}`)),
  };
}

/**
 * The stock questions as content (Blueprint.defaultContent). Listed back, each finds its own question
 * (with its answer) again in the banks.
 */
function stockContent(spec: AppSpec): BriefContent {
  const { seeds } = stockQuiz(spec, mathBank());
  return seedContent(
    seeds.map(([question]) => ({ name: loc(spec, question) })),
    { itemsLabel: pick(spec, L.questions) },
  );
}

// ---------------------------------------------------------------------------------------------------
// What the brief listed (spec.content): its questions or topics.

/** Question words that say nothing about which question it is. */
const FILLER = new Set(
  (
    'what which who whom whose where when how many much is are was were the a an of in on to do does did ' +
    'there name ne nedir neresi neresidir hangi hangisi hangisidir kim kimdir kac kactir mi mı mu mü ve bir'
  ).split(' '),
);

function questionWords(value: string): string[] {
  return fold(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !FILLER.has(w));
}

/**
 * The curated question a listed item asks ("capital of Australia?", "Kanada'nın başkenti"): every word
 * of it is in the question, in either language, and no other question fits. Only questions the app
 * already has (with their right answer) are used; an answer is never made up for a listed question.
 */
function bankQuestion(
  name: string,
  candidates: { seed: QuestionSeed; index: number; bank: Bank | undefined }[],
  taken: Set<QuestionSeed>,
) {
  const want = questionWords(name);
  if (want.length === 0) return undefined;
  const fits = candidates.filter(
    ({ seed }) =>
      !taken.has(seed) &&
      [seed[0][0], seed[0][1]].some((q) => {
        const have = questionWords(q);
        return want.every((w) => have.includes(w));
      }),
  );
  const distinct = new Set(fits.map((c) => c.seed));
  return distinct.size === 1 ? fits[0] : undefined;
}

/**
 * The brief's questions: those the banks know become the quiz, in its order, with their answers; the
 * rest (topics such as "Geography", or questions without a known answer) are shown as its topics.
 */
function listedQuestions(
  spec: AppSpec,
  items: BriefItem[],
  stock: { bank: Bank | undefined; seeds: QuestionSeed[] },
  math: QuestionSeed[],
): { subject: string; items: QuestionOut[]; topics: string[] } {
  // The request's own bank first, so a question both hold keeps the place (and look) it has there.
  const candidates = [
    ...stock.seeds.map((seed, index) => ({ seed, index, bank: stock.bank })),
    ...BANKS.flatMap((bank) =>
      (bank === MATH ? math : bank.questions).map((seed, index) => ({ seed, index, bank })),
    ),
    ...GENERAL.map((seed, index) => ({ seed, index, bank: undefined })),
  ];
  const taken = new Set<QuestionSeed>();
  const found: QuestionOut[] = [];
  const topics: string[] = [];
  let firstBank: Bank | undefined;
  for (const item of items) {
    const name = item.name.trim();
    const match = bankQuestion(name, candidates, taken);
    if (!match) {
      if (!topics.includes(name)) topics.push(name);
      continue;
    }
    taken.add(match.seed);
    if (found.length === 0) firstBank = match.bank;
    found.push(questionOut(spec, match.seed, match.index, `q${found.length + 1}`));
  }
  // "10 questions about the solar system (e.g. Which is the largest planet?)": the questions named
  // come first; the subject's own questions the app knows make up the round the person asked for.
  const wanted = Math.min(askedCount(spec.prompt ?? ''), stock.seeds.length);
  if (found.length > 0 && firstBank === stock.bank)
    for (const [index, seed] of stock.seeds.entries()) {
      if (found.length >= wanted) break;
      if (taken.has(seed)) continue;
      taken.add(seed);
      found.push(questionOut(spec, seed, index, `q${found.length + 1}`));
    }
  return { subject: subjectOf(spec, found.length > 0 ? firstBank : stock.bank), items: found, topics };
}

/** How many questions the brief asks for ("10 multiple choice questions", "10 soru", "10 أسئلة"), or 0. */
function askedCount(prompt: string): number {
  const said =
    /(\d{1,2})\s+(?:multiple[- ]choice\s+|çoktan seçmeli\s+|choix multiples?\s+)?(?:questions?|soru\p{L}*|preguntas?|вопрос\p{L}*|أسئلة|سؤال)/iu.exec(
      prompt,
    );
  return said ? Number(said[1]) : 0;
}

/** An answer as an option: "Paris." reads "Paris". */
const asOption = (answer: string) => answer.trim().replace(/[.!。]$/u, '');

/**
 * The brief's own questions with their answers ("Fransa'nın başkenti neresi? Paris."), in its order.
 * The wrong options are the other questions' answers, then right answers of the topic's bank, so each
 * question offers up to four of one kind (capitals among capitals); nothing is made up.
 */
function answeredQuestions(
  spec: AppSpec,
  answered: readonly BriefQuestion[],
  bank: Bank | undefined,
): { subject: string; items: QuestionOut[] } {
  const answers = answered.map((pair) => asOption(pair.answer));
  const fromBank = (bank && bank !== MATH ? bank.questions : []).map(([, options, answer]) => {
    const option = options[answer]!;
    return typeof option === 'string' ? nameIn(spec, option) : loc(spec, option);
  });
  const items = answered.map((pair, index) => {
    const right = answers[index]!;
    const seen = new Set([fold(right)]);
    const wrong: string[] = [];
    for (const option of [...answers.slice(index + 1), ...answers.slice(0, index), ...fromBank]) {
      if (wrong.length === 3) break;
      if (seen.has(fold(option))) continue;
      seen.add(fold(option));
      wrong.push(option);
    }
    // The right answer moves around from question to question.
    const at = (index * 3 + 1) % (wrong.length + 1);
    const options = [...wrong.slice(0, at), right, ...wrong.slice(at)];
    return { id: `q${index + 1}`, question: pair.question.trim(), options, answer: at, explanation: '' };
  });
  return { subject: subjectOf(spec, bank), items };
}

const PAGES: PageDef[] = [
  { id: 'main', path: '/', label: L.navQuiz },
  { id: 'scores', path: '/scores', label: L.navScores },
];

/** The intro, quiz and how-to stay on the home page; the scores get a page of their own with 'pages'. */
const SECTIONS: SectionDef[] = [
  { id: 'intro', label: L.introLabel, page: 'main' },
  { id: 'quiz', label: L.quizLabel, page: 'main' },
  { id: 'scores', label: L.scoresLabel, page: 'scores' },
  { id: 'how', label: L.howLabel, page: 'main' },
];
const SECTION_IDS = SECTIONS.map((s) => s.id);

/** The texts QuizApp shows that come straight from the table below. */
const QUIZ_TEXT_KEYS = [
  'heroEyebrow',
  'heroTitle',
  'heroSubtitle',
  'heroCta',
  'topicsTitle',
  'bestSoFar',
  'progress',
  'score',
  'answersLabel',
  'correct',
  'wrong',
  'yourAnswer',
  'rightAnswer',
  'next',
  'finish',
  'pickFirst',
  'resultsTitle',
  'perfect',
  'great',
  'good',
  'keepGoing',
  'newBest',
  'review',
  'playAgain',
  'best',
  'attempts',
  'average',
  'noScores',
  'noScoresHint',
  'history',
  'chartLabel',
  'clearScores',
  'how1',
  'how2',
  'how3',
] as const satisfies readonly Exclude<keyof QuizTexts, 'noData'>[];

function texts(spec: AppSpec, subject: string, topicsOnly: boolean): Record<string, string> {
  const t = (value: Localized) => pick(spec, value);
  const headline = fill(t(L.howMuchDoYouKnow), {
    subject,
    Subject: subject.charAt(0).toLocaleUpperCase(spec.language) + subject.slice(1),
  });
  const heroTitle = text(spec, 'hero.title', same(headline));
  const subtitle = text(spec, 'hero.subtitle', heroSubtitle(spec, L.testWhatYouKnow));
  return {
    // The frame: the home page's title (its heading when there is no intro), the pages and sections.
    title: heroTitle,
    subtitle,
    page_main: t(L.navQuiz),
    page_scores: t(L.navScores),
    introTitle: text(spec, 'intro.title', L.introLabel),
    quizTitle: text(spec, 'quiz.title', L.quizTitle),
    scoresTitle: text(spec, 'scores.title', L.scoresTitle),
    howTitle: text(spec, 'how.title', L.howTitle),
    heroEyebrow: t(L.heroEyebrow),
    heroTitle,
    heroSubtitle: subtitle,
    topicsTitle: topicsOnly ? t(L.topics) : t(L.moreQuestionsOnThe),
    heroCta: text(spec, 'cta.button', L.ctaButton),
    bestSoFar: t(L.bestSoFar),
    progress: t(L.progress),
    score: t(L.score),
    answersLabel: t(L.answersLabel),
    correct: t(L.correct),
    wrong: t(L.wrong),
    yourAnswer: t(L.yourAnswer),
    rightAnswer: t(L.rightAnswer),
    next: t(L.next),
    finish: t(L.finish),
    pickFirst: t(L.pickFirst),
    resultsTitle: t(L.resultsTitle),
    perfect: t(L.perfect),
    great: t(L.great),
    good: t(L.good),
    keepGoing: t(L.keepGoing),
    newBest: t(L.newBest),
    review: t(L.review),
    playAgain: t(L.playAgain),
    best: t(L.best),
    attempts: t(L.attempts),
    average: t(L.average),
    noScores: t(L.noScores),
    noScoresHint: t(L.noScoresHint),
    history: t(L.history),
    chartLabel: t(L.chartLabel),
    clearScores: t(L.clearScores),
    how1: t(L.how1),
    how2: t(L.how2),
    how3: t(L.how3),
  };
}

/**
 * The schema QuizApp (packages/app-kit) renders: the spec's sections (the quiz alone when none it knows
 * is left), whether the scores have a chart, the questions (the brief's, or the bank of the request's
 * topic) with the topics it has no questions for, where rounds are kept, and the texts.
 */
export function quizSchema(spec: AppSpec): QuizSchema {
  const { subject, items, topics, listed } = questions(spec);
  const known = orderedSections(spec, SECTION_IDS);
  const shown: AppSpec = known.length > 0 ? spec : { ...spec, sections: ['quiz'] };
  const table = texts(spec, subject, !listed);
  const { frame, sections } = composedFrame(shown, { pages: PAGES, sections: SECTIONS, texts: table });
  const all = composedTexts(spec, table, QUIZ_TEXT_KEYS);
  const { dataHint: _dataHint, ...quizTexts } = all;
  return {
    frame,
    sections: sections as SectionSlot<QuizSectionId>[],
    features: { charts: has(spec, 'charts') },
    storage: { key: 'attempts' },
    questions: items,
    topics,
    texts: quizTexts,
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'QuizApp',
    module: 'quiz-app',
    type: 'QuizSchema',
    lib: 'quiz',
    schema: quizSchema(spec),
  });
}

export const blueprint: Blueprint = {
  kind: 'quiz',
  label: L.aQuiz,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['intro', 'quiz', 'scores'],
  defaultFeatures: ['persistence'],
  defaultTheme: { primary: '#7c3aed', accent: '#f59e0b', font: 'rounded', radius: 'lg' },
  defaultContent: stockContent,
  render,
};
