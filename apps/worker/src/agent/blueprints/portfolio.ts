/**
 * Portfolio: a hero, a projects grid with tag filters and a detail view (route /projects/:id with
 * 'pages', a dialog without), about, skills (a bar chart with 'charts'), experience, testimonials and a
 * validated contact form with a success state.
 *
 * Main interaction: a project's "View project" / "Projeyi incele" link (or button) opens its detail; the
 * contact form's "Send message" / "Mesajı gönder" shows the thank-you state once name, email and message
 * are valid.
 */
import type { BriefContent, BriefPerson } from '../brief-content.ts';
import {
  type AppSpec,
  type Blueprint,
  type Localized,
  has,
  pick,
  sectionOn,
  text,
  same,
  ownOr,
} from '../spec.ts';
import { capitalised, closedSentence, foldName, seedContent } from './listed.ts';
import {
  type Pair,
  type SectionComponent,
  appFile,
  dataConst,
  iconFile,
  lines,
  loc,
  mainTopic,
  matchTheme,
  orderedSections,
  planPages,
  sharedFiles,
  textsFile,
} from './content-shared.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('portfolio');

type ProjectSeed = [
  title: Pair,
  tags: Pair[],
  year: number,
  icon: string,
  summary: Pair,
  outcome: Pair,
  client: string,
];

interface PortfolioTheme {
  words: readonly string[];
  role: Pair;
  headline: Pair;
  about: Pair;
  process: Pair;
  projects: ProjectSeed[];
  skills: [Pair, number][];
  experience: [role: Pair, place: Pair, years: string][];
}

const THEMES: PortfolioTheme[] = [
  {
    words: ['photo', 'fotoğraf', 'fotograf', 'camera', 'kamera', 'wedding', 'düğün'],
    role: ['Photographer', 'Fotoğrafçı'],
    headline: ['Light, people and the quiet moments in between.', 'Işık, insanlar ve aradaki sessiz anlar.'],
    about: [
      'I am a documentary and portrait photographer working with brands, couples and magazines. I like natural light, honest expressions and small crews that make people feel at ease.',
      'Markalar, çiftler ve dergilerle çalışan bir belgesel ve portre fotoğrafçısıyım. Doğal ışığı, samimi ifadeleri ve insanları rahat hissettiren küçük ekipleri severim.',
    ],
    process: [
      'Every shoot starts with a conversation about the story, then a scouting walk to find the light. I deliver a tight edit within a week.',
      'Her çekim hikâyeyi konuştuğumuz bir sohbetle, ardından ışığı bulmak için bir keşif yürüyüşüyle başlar. Seçilmiş kareleri bir hafta içinde teslim ederim.',
    ],
    projects: [
      [
        ['Harbour Mornings', 'Liman Sabahları'],
        [
          ['Documentary', 'Belgesel'],
          ['Travel', 'Seyahat'],
        ],
        2024,
        'Camera',
        [
          'A week with the fishermen of a small Aegean port.',
          'Küçük bir Ege limanının balıkçılarıyla bir hafta.',
        ],
        [
          'Published as a twelve-page feature and a gallery show.',
          'On iki sayfalık bir dosya ve bir sergi olarak yayımlandı.',
        ],
        'Coast Magazine',
      ],
      [
        ['Studio Portraits for Lumen', 'Lumen için Stüdyo Portreleri'],
        [
          ['Portrait', 'Portre'],
          ['Commercial', 'Ticari'],
        ],
        2024,
        'Sun',
        [
          'Team portraits with one soft light and a lot of patience.',
          'Tek yumuşak ışık ve bolca sabırla ekip portreleri.',
        ],
        [
          'Used across the new website and a recruiting campaign.',
          'Yeni web sitesinde ve bir işe alım kampanyasında kullanıldı.',
        ],
        'Lumen',
      ],
      [
        ['Ece & Deniz', 'Ece & Deniz'],
        [
          ['Wedding', 'Düğün'],
          ['Portrait', 'Portre'],
        ],
        2023,
        'Heart',
        [
          'A small olive-grove wedding, from first look to last dance.',
          'İlk bakıştan son dansa, zeytinlikte küçük bir düğün.',
        ],
        ['A hand-bound album of 80 photographs.', '80 fotoğraflık el ciltli bir albüm.'],
        'Private client',
      ],
      [
        ['Concrete Gardens', 'Beton Bahçeler'],
        [
          ['Architecture', 'Mimari'],
          ['Documentary', 'Belgesel'],
        ],
        2023,
        'Building2',
        ['How people grow food on city rooftops.', 'İnsanların şehir çatılarında nasıl sebze yetiştirdiği.'],
        ['Shortlisted for a national documentary award.', 'Ulusal bir belgesel ödülünde finale kaldı.'],
        'City Weekly',
      ],
      [
        ['The Bread Issue', 'Ekmek Sayısı'],
        [
          ['Editorial', 'Editoryal'],
          ['Food', 'Yemek'],
        ],
        2022,
        'Wheat',
        ['Bakers at four in the morning, flour in the air.', 'Sabahın dördünde fırıncılar, havada un.'],
        ['Cover story and twenty images in print.', 'Kapak konusu ve baskıda yirmi fotoğraf.'],
        'Table Quarterly',
      ],
      [
        ['Night Market', 'Gece Pazarı'],
        [
          ['Travel', 'Seyahat'],
          ['Documentary', 'Belgesel'],
        ],
        2022,
        'Moon',
        [
          'Colour and steam after dark in a street market.',
          'Karanlık çöktükten sonra bir sokak pazarında renk ve buhar.',
        ],
        ['A limited run of 50 signed prints.', '50 adet imzalı baskıdan oluşan sınırlı seri.'],
        'Self-initiated',
      ],
    ],
    skills: [
      [['Portrait lighting', 'Portre ışığı'], 95],
      [['Documentary storytelling', 'Belgesel anlatım'], 90],
      [['Colour grading', 'Renk düzenleme'], 85],
      [['Lightroom & Capture One', 'Lightroom ve Capture One'], 90],
      [['Drone photography', 'Drone fotoğrafçılığı'], 60],
    ],
    experience: [
      [['Freelance photographer', 'Serbest fotoğrafçı'], ['Independent', 'Bağımsız'], '2018 –'],
      [['Staff photographer', 'Kadrolu fotoğrafçı'], ['City Weekly', 'City Weekly'], '2014 – 2018'],
      [['Studio assistant', 'Stüdyo asistanı'], ['North Light Studio', 'North Light Studio'], '2012 – 2014'],
    ],
  },
  {
    words: [
      'developer',
      'engineer',
      'software',
      'programmer',
      'frontend',
      'backend',
      'full-stack',
      'fullstack',
      'yazılım',
      'geliştirici',
      'mühendis',
      'kod',
      'code',
    ],
    role: ['Software engineer', 'Yazılım geliştirici'],
    headline: [
      'I build fast, accessible web apps and the tools behind them.',
      'Hızlı, erişilebilir web uygulamaları ve arkalarındaki araçları geliştiriyorum.',
    ],
    about: [
      'I am a full-stack engineer who cares about the details users feel: speed, clarity and things that keep working. I have shipped products for startups and large teams, and I maintain a few open-source libraries.',
      'Kullanıcıların hissettiği ayrıntılara önem veren bir full-stack geliştiriciyim: hız, sadelik ve çalışmaya devam eden şeyler. Girişimler ve büyük ekipler için ürünler geliştirdim, birkaç açık kaynak kütüphanenin bakımını yapıyorum.',
    ],
    process: [
      'I start small: a thin slice that works end to end, measured and tested, then I grow it with the team in short, reviewable steps.',
      'Küçük başlarım: uçtan uca çalışan, ölçülmüş ve test edilmiş ince bir dilim; sonra onu ekiple kısa, gözden geçirilebilir adımlarla büyütürüm.',
    ],
    projects: [
      [
        ['Realtime Logistics Dashboard', 'Gerçek Zamanlı Lojistik Paneli'],
        [
          ['React', 'React'],
          ['Data', 'Veri'],
        ],
        2024,
        'Truck',
        [
          'Live positions of 2,000 vans on one fast screen.',
          '2.000 aracın canlı konumu tek ve hızlı bir ekranda.',
        ],
        ['Dispatch time down 23% in the first quarter.', 'İlk çeyrekte sevk süresi %23 azaldı.'],
        'Rota Logistics',
      ],
      [
        ['Open-source Form Library', 'Açık Kaynak Form Kütüphanesi'],
        [
          ['TypeScript', 'TypeScript'],
          ['Open source', 'Açık kaynak'],
        ],
        2024,
        'Code',
        [
          'Type-safe forms with accessible errors built in.',
          'Erişilebilir hata mesajları yerleşik, tip güvenli formlar.',
        ],
        ['4,000 stars and 60 contributors.', '4.000 yıldız ve 60 katkıcı.'],
        'Open source',
      ],
      [
        ['Payments API', "Ödeme API'si"],
        [
          ['Backend', 'Backend'],
          ['API', 'API'],
        ],
        2023,
        'CreditCard',
        [
          'An idempotent payments API with clear error codes.',
          'Net hata kodlarına sahip, tekrar güvenli bir ödeme API’si.',
        ],
        [
          'Handles 1.2 million requests a day at 99.98% uptime.',
          'Günde 1,2 milyon isteği %99,98 erişilebilirlikle karşılıyor.',
        ],
        'Parafin',
      ],
      [
        ['Offline-first Field App', 'Çevrimdışı Çalışan Saha Uygulaması'],
        [
          ['Mobile', 'Mobil'],
          ['React', 'React'],
        ],
        2023,
        'Smartphone',
        ['Inspections that sync when the signal comes back.', 'Sinyal geri geldiğinde eşitlenen denetimler.'],
        ['Paper forms retired across 40 sites.', '40 sahada kâğıt formlar tarihe karıştı.'],
        'Verdant Energy',
      ],
      [
        ['CI Speed-up', 'CI Hızlandırma'],
        [
          ['DevOps', 'DevOps'],
          ['Open source', 'Açık kaynak'],
        ],
        2022,
        'Rocket',
        ['Caching and sharding for a slow test suite.', 'Yavaş bir test paketi için önbellek ve bölümleme.'],
        ['Pipeline time from 38 to 9 minutes.', 'Pipeline süresi 38 dakikadan 9 dakikaya indi.'],
        'Kite',
      ],
      [
        ['Accessibility Audit Toolkit', 'Erişilebilirlik Denetim Aracı'],
        [
          ['TypeScript', 'TypeScript'],
          ['Accessibility', 'Erişilebilirlik'],
        ],
        2022,
        'Eye',
        ['Automated checks plus a guided manual review.', 'Otomatik kontroller ve rehberli elle inceleme.'],
        ['Adopted by three public-sector teams.', 'Üç kamu ekibi tarafından benimsendi.'],
        'Civic Digital',
      ],
    ],
    skills: [
      [['TypeScript', 'TypeScript'], 95],
      [['React', 'React'], 90],
      [['Node.js', 'Node.js'], 85],
      [['PostgreSQL', 'PostgreSQL'], 75],
      [['Testing & CI', 'Test ve CI'], 80],
    ],
    experience: [
      [['Senior engineer', 'Kıdemli geliştirici'], ['Rota Logistics', 'Rota Logistics'], '2021 –'],
      [['Full-stack engineer', 'Full-stack geliştirici'], ['Parafin', 'Parafin'], '2018 – 2021'],
      [['Junior developer', 'Yeni başlayan geliştirici'], ['Kite', 'Kite'], '2016 – 2018'],
    ],
  },
  {
    words: ['architect', 'mimar', 'interior', 'iç mimar', 'ic mimar', 'iç mekan'],
    role: ['Architect', 'Mimar'],
    headline: ['Spaces that feel simple, warm and made to last.', 'Sade, sıcak ve uzun ömürlü mekânlar.'],
    about: [
      'I run a small practice designing homes, cafés and public rooms. I work with local materials and craftspeople, and I like buildings that get better with age.',
      'Evler, kafeler ve kamusal mekânlar tasarlayan küçük bir ofisim var. Yerel malzemeler ve ustalarla çalışırım; yaşlandıkça güzelleşen yapıları severim.',
    ],
    process: [
      'We begin on site, measuring light and listening to how the place is used. Sketches come next, then models, then drawings the builders trust.',
      'İşe sahada, ışığı ölçerek ve mekânın nasıl kullanıldığını dinleyerek başlarız. Ardından eskizler, maketler ve ustaların güvendiği çizimler gelir.',
    ],
    projects: [
      [
        ['Stone House, Bozcaada', 'Taş Ev, Bozcaada'],
        [
          ['Residential', 'Konut'],
          ['Renovation', 'Restorasyon'],
        ],
        2024,
        'House',
        [
          'A 19th-century island house opened up to the sea.',
          '19. yüzyıldan kalma bir ada evi denize açıldı.',
        ],
        ['Restored with 80% of the original stone.', 'Özgün taşın %80’i korunarak yenilendi.'],
        'Private client',
      ],
      [
        ['Corner Café', 'Köşe Kafe'],
        [
          ['Interior', 'İç mekân'],
          ['Hospitality', 'Ağırlama'],
        ],
        2024,
        'Coffee',
        [
          'Oak, terrazzo and a long bar for a neighbourhood café.',
          'Bir mahalle kafesi için meşe, terrazzo ve uzun bir bar.',
        ],
        ['Seats 40 in 70 square metres.', '70 metrekarede 40 kişilik oturma.'],
        'Kahve Durağı',
      ],
      [
        ['Library Pavilion', 'Kütüphane Pavyonu'],
        [['Public', 'Kamusal']],
        2023,
        'BookOpen',
        ['A timber reading room in a city park.', 'Bir şehir parkında ahşap bir okuma odası.'],
        ['Winner of a regional design award.', 'Bölgesel bir tasarım ödülü kazandı.'],
        'City Council',
      ],
      [
        ['Courtyard Apartments', 'Avlulu Apartmanlar'],
        [['Residential', 'Konut']],
        2023,
        'Building2',
        ['Twelve homes around a shared, planted courtyard.', 'Ortak, yeşil bir avlu etrafında on iki konut.'],
        ['Cross-ventilation in every flat.', 'Her dairede çapraz havalandırma.'],
        'Avlu Housing',
      ],
      [
        ['Studio Loft', 'Stüdyo Loft'],
        [
          ['Interior', 'İç mekân'],
          ['Renovation', 'Restorasyon'],
        ],
        2022,
        'Lamp',
        [
          'A former print shop turned into a light-filled loft.',
          'Eski bir matbaa ışık dolu bir lofta dönüştü.',
        ],
        ['Featured in Living Spaces magazine.', 'Living Spaces dergisinde yer aldı.'],
        'Private client',
      ],
      [
        ['Olive Mill Museum', 'Zeytinyağı Fabrikası Müzesi'],
        [
          ['Public', 'Kamusal'],
          ['Renovation', 'Restorasyon'],
        ],
        2022,
        'Landmark',
        [
          'An old olive-oil factory reborn as a museum.',
          'Eski bir zeytinyağı fabrikası müze olarak yeniden doğdu.',
        ],
        ['30,000 visitors in its first year.', 'İlk yılında 30.000 ziyaretçi.'],
        'Heritage Trust',
      ],
    ],
    skills: [
      [['Concept design', 'Konsept tasarım'], 95],
      [['Revit & BIM', 'Revit ve BIM'], 85],
      [['Sustainable materials', 'Sürdürülebilir malzemeler'], 80],
      [['Interior detailing', 'İç mekân detaylandırma'], 90],
      [['Site supervision', 'Şantiye denetimi'], 75],
    ],
    experience: [
      [['Founder', 'Kurucu'], ['Own practice', 'Kendi ofisim'], '2019 –'],
      [['Project architect', 'Proje mimarı'], ['Atelier Nord', 'Atelier Nord'], '2014 – 2019'],
      [['Architectural assistant', 'Mimari asistan'], ['Studio Ege', 'Studio Ege'], '2012 – 2014'],
    ],
  },
  {
    words: [
      'design',
      'tasarım',
      'tasarim',
      'ux',
      'ui',
      'product designer',
      'brand',
      'marka',
      'graphic',
      'grafik',
    ],
    role: ['Product designer', 'Ürün tasarımcısı'],
    headline: [
      'I design calm, useful products people enjoy using.',
      'İnsanların kullanmaktan keyif aldığı sade ve kullanışlı ürünler tasarlıyorum.',
    ],
    about: [
      'I am a product designer with ten years of experience across research, interaction design and design systems. I work closely with engineers and love turning messy problems into simple flows.',
      'Araştırma, etkileşim tasarımı ve tasarım sistemlerinde on yıllık deneyime sahip bir ürün tasarımcısıyım. Mühendislerle yakın çalışır, karmaşık sorunları sade akışlara dönüştürmeyi severim.',
    ],
    process: [
      'Research first, then quick sketches and prototypes tested with real people. I document decisions so the team can keep building after I leave.',
      'Önce araştırma, ardından gerçek kişilerle test edilen hızlı eskizler ve prototipler. Kararları belgelerim; böylece ekip ben ayrıldıktan sonra da üretmeye devam eder.',
    ],
    projects: [
      [
        ['Pocket Bank App', 'Pocket Bank Uygulaması'],
        [
          ['UX', 'UX'],
          ['Mobile', 'Mobil'],
        ],
        2024,
        'Smartphone',
        ['A friendlier onboarding for a mobile bank.', 'Bir mobil banka için daha samimi bir kayıt akışı.'],
        ['Sign-ups up 38% in three months.', 'Üç ayda kayıtlar %38 arttı.'],
        'Pocket Bank',
      ],
      [
        ['Orbit Design System', 'Orbit Tasarım Sistemi'],
        [
          ['Design system', 'Tasarım sistemi'],
          ['UI', 'UI'],
        ],
        2024,
        'Layers',
        [
          'Tokens, components and docs for five product teams.',
          'Beş ürün ekibi için token, bileşen ve dokümantasyon.',
        ],
        ['Design-to-build time halved.', 'Tasarımdan geliştirmeye geçen süre yarıya indi.'],
        'Orbit',
      ],
      [
        ['Fieldnotes Rebrand', 'Fieldnotes Marka Yenileme'],
        [['Branding', 'Marka']],
        2023,
        'Palette',
        ['A warmer identity for a note-taking startup.', 'Not alma girişimi için daha sıcak bir kimlik.'],
        ['Rolled out across app, site and packaging.', 'Uygulama, site ve ambalajın tamamında kullanıldı.'],
        'Fieldnotes',
      ],
      [
        ['Clinic Booking Flow', 'Klinik Randevu Akışı'],
        [
          ['UX', 'UX'],
          ['Research', 'Araştırma'],
        ],
        2023,
        'CalendarDays',
        ['Booking an appointment in under a minute.', 'Bir dakikadan kısa sürede randevu almak.'],
        ['Phone calls to reception down 45%.', 'Resepsiyona gelen telefonlar %45 azaldı.'],
        'Şifa Clinics',
      ],
      [
        ['Transit Map Kiosk', 'Ulaşım Haritası Kiosku'],
        [
          ['UI', 'UI'],
          ['Research', 'Araştırma'],
        ],
        2022,
        'MapPin',
        [
          'A touch map that tourists understand at a glance.',
          'Turistlerin bir bakışta anladığı dokunmatik harita.',
        ],
        ['Installed at 24 stations.', '24 istasyona kuruldu.'],
        'Metro Transit',
      ],
      [
        ['Recipe Box Packaging', 'Tarif Kutusu Ambalajı'],
        [
          ['Branding', 'Marka'],
          ['Print', 'Baskı'],
        ],
        2022,
        'Package',
        [
          'Playful, recyclable packaging for a meal-kit brand.',
          'Bir yemek kiti markası için eğlenceli, geri dönüştürülebilir ambalaj.',
        ],
        ['Unboxing videos doubled.', 'Kutu açılış videoları ikiye katlandı.'],
        'Tabak',
      ],
    ],
    skills: [
      [['User research', 'Kullanıcı araştırması'], 90],
      [['Interaction design', 'Etkileşim tasarımı'], 95],
      [['Prototyping', 'Prototipleme'], 95],
      [['Design systems', 'Tasarım sistemleri'], 85],
      [['Front-end basics', 'Front-end temelleri'], 65],
    ],
    experience: [
      [['Lead product designer', 'Baş ürün tasarımcısı'], ['Orbit', 'Orbit'], '2021 –'],
      [['Product designer', 'Ürün tasarımcısı'], ['Pocket Bank', 'Pocket Bank'], '2017 – 2021'],
      [['Visual designer', 'Görsel tasarımcı'], ['Studio Mavi', 'Studio Mavi'], '2014 – 2017'],
    ],
  },
];

const GENERAL: PortfolioTheme = {
  words: [],
  role: ['Independent creative', 'Bağımsız tasarımcı'],
  headline: [
    'Ideas, made with care and delivered on time.',
    'Özenle hayata geçirilen, zamanında teslim edilen fikirler.',
  ],
  about: [
    'I help small businesses and cultural organisations look and work their best, from identity and illustration to websites. I keep teams small and communication clear.',
    'Küçük işletmelerin ve kültür kurumlarının en iyi hâllerine ulaşmasına yardım ediyorum: kimlikten illüstrasyona, web sitelerine kadar. Ekipleri küçük, iletişimi net tutarım.',
  ],
  process: [
    'We agree on goals, I share early drafts within days, and we refine together until it feels right. No surprises, no jargon.',
    'Hedeflerde anlaşırız, birkaç gün içinde ilk taslakları paylaşırım ve doğru hissettirene kadar birlikte geliştiririz. Sürpriz yok, jargon yok.',
  ],
  projects: [
    [
      ['Nova Bakery Identity', 'Nova Fırın Kimliği'],
      [
        ['Branding', 'Marka'],
        ['Print', 'Baskı'],
      ],
      2024,
      'Croissant',
      [
        'A warm, hand-drawn identity for a family bakery.',
        'Bir aile fırını için sıcak, elle çizilmiş bir kimlik.',
      ],
      ['Applied to signage, bags and the delivery van.', 'Tabela, poşet ve servis aracında kullanıldı.'],
      'Nova Bakery',
    ],
    [
      ['Museum Exhibition Graphics', 'Müze Sergi Grafikleri'],
      [
        ['Exhibition', 'Sergi'],
        ['Print', 'Baskı'],
      ],
      2024,
      'Landmark',
      [
        'Wayfinding and wall texts for a textile exhibition.',
        'Bir tekstil sergisi için yönlendirme ve duvar metinleri.',
      ],
      ['Seen by 45,000 visitors.', '45.000 ziyaretçi tarafından görüldü.'],
      'City Museum',
    ],
    [
      ['Gym Membership App', 'Spor Salonu Üyelik Uygulaması'],
      [
        ['Digital', 'Dijital'],
        ['UX', 'UX'],
      ],
      2023,
      'Dumbbell',
      [
        'Class booking and check-in for a local gym.',
        'Yerel bir spor salonu için ders rezervasyonu ve giriş.',
      ],
      ['Front-desk queues gone at peak hours.', 'Yoğun saatlerde resepsiyon kuyrukları bitti.'],
      'Pulse Gym',
    ],
    [
      ["Illustrated Children's Book", 'Resimli Çocuk Kitabı'],
      [['Illustration', 'İllüstrasyon']],
      2023,
      'BookHeart',
      ['Thirty spreads about a fox who learns to swim.', 'Yüzmeyi öğrenen bir tilki hakkında otuz sayfa.'],
      ['Translated into four languages.', 'Dört dile çevrildi.'],
      'Little Owl Press',
    ],
    [
      ['Summer Festival Campaign', 'Yaz Festivali Kampanyası'],
      [
        ['Campaign', 'Kampanya'],
        ['Digital', 'Dijital'],
      ],
      2022,
      'PartyPopper',
      [
        'Posters, social and motion for a music festival.',
        'Bir müzik festivali için afiş, sosyal medya ve hareketli grafik.',
      ],
      ['Tickets sold out two weeks early.', 'Biletler iki hafta önce tükendi.'],
      'Sahil Fest',
    ],
    [
      ['Ceramics E-shop', 'Seramik E-mağaza'],
      [
        ['Digital', 'Dijital'],
        ['Branding', 'Marka'],
      ],
      2022,
      'Store',
      ['A calm online shop for a ceramic studio.', 'Bir seramik atölyesi için sakin bir online mağaza.'],
      ['Online sales tripled in a year.', 'Online satışlar bir yılda üçe katlandı.'],
      'Toprak Atölye',
    ],
  ],
  skills: [
    [['Art direction', 'Sanat yönetimi'], 90],
    [['Illustration', 'İllüstrasyon'], 85],
    [['Typography', 'Tipografi'], 88],
    [['Web design', 'Web tasarımı'], 80],
    [['Motion', 'Hareketli grafik'], 65],
  ],
  experience: [
    [['Independent designer', 'Bağımsız tasarımcı'], ['Own studio', 'Kendi stüdyom'], '2019 –'],
    [['Senior designer', 'Kıdemli tasarımcı'], ['Studio Mavi', 'Studio Mavi'], '2015 – 2019'],
    [['Junior designer', 'Genç tasarımcı'], ['Paper & Co.', 'Paper & Co.'], '2013 – 2015'],
  ],
};

const TESTIMONIALS: [quote: Pair, author: string, role: Pair][] = [
  [
    [
      'Thoughtful, fast and a joy to work with. The result went far beyond our brief.',
      'Düşünceli, hızlı ve birlikte çalışması çok keyifli. Sonuç beklentimizin çok ötesindeydi.',
    ],
    'Selin Aksoy',
    ['Creative director, Lumen', 'Kreatif direktör, Lumen'],
  ],
  [
    [
      'We came with a rough idea and left with something our customers love.',
      'Kabaca bir fikirle geldik, müşterilerimizin bayıldığı bir şeyle ayrıldık.',
    ],
    'Mark Taylor',
    ['Founder, Fieldnotes', 'Kurucu, Fieldnotes'],
  ],
  [
    [
      'Clear communication from day one, and delivered exactly on time.',
      'İlk günden net iletişim ve tam zamanında teslim.',
    ],
    'Zeynep Kaya',
    ['Product lead, Orbit', 'Ürün lideri, Orbit'],
  ],
];

/** Seed client names that are words rather than names. */
const CLIENTS: Record<string, Pair> = {
  'Private client': ['Private client', 'Özel müşteri'],
  'Self-initiated': ['Self-initiated', 'Kişisel proje'],
  'Open source': ['Open source', 'Açık kaynak'],
};

const SECTIONS = [
  { id: 'hero', label: L.heroLabel },
  { id: 'projects', label: L.projectsLabel },
  { id: 'about', label: L.aboutLabel },
  { id: 'skills', label: L.skillsLabel },
  { id: 'experience', label: L.experienceLabel },
  { id: 'testimonials', label: L.testimonialsLabel },
  { id: 'contact', label: L.contactLabel },
];
const SECTION_IDS = SECTIONS.map((s) => s.id);

const COMPONENTS: Record<string, SectionComponent> = {
  hero: { name: 'Hero', file: 'hero' },
  projects: { name: 'Projects', file: 'projects' },
  about: { name: 'About', file: 'about' },
  skills: { name: 'Skills', file: 'skills' },
  experience: { name: 'Experience', file: 'experience' },
  testimonials: { name: 'Testimonials', file: 'testimonials' },
  contact: { name: 'Contact', file: 'contact' },
};

const GROUPS = [
  { path: '/about', label: 'navAbout', ids: ['about', 'skills', 'experience'] },
  { path: '/contact', label: 'navContact', ids: ['contact'] },
];

function slug(value: string, index: number): string {
  const s = value
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return s || `project-${index + 1}`;
}

// ---------------------------------------------------------------------------------------------------
// What the brief listed (spec.content): the owner, projects, skills and contact replace the stock ones.

/** A listed project's picture, by keywords of its title and detail (folded). */
const PROJECT_ICONS: [RegExp, string][] = [
  [/\b(app\b|apps\b|mobile|ios\b|android|mobil|uygulama)/, 'Smartphone'],
  [/\b(dashboard|analytic|report|data\b|panel|rapor|veri)/, 'LayoutDashboard'],
  [/\b(shop|store|e-?commerce|checkout|magaza|e-ticaret)/, 'Store'],
  [/\b(brand|logo|identity|rebrand|marka|kimlik)/, 'Palette'],
  [/\b(website|web\b|site|landing|portal)/, 'Globe'],
  [/\b(design system|component|ui kit|tasarim sistemi)/, 'Layers'],
  [/\b(photo|camera|shoot|fotograf|cekim)/, 'Camera'],
  [/\b(book|magazine|editorial|print|poster|kitap|dergi|baski|afis)/, 'BookOpen'],
  [/\b(video|film|motion|animation|animasyon)/, 'Clapperboard'],
  [/\b(music|album|podcast|sound|muzik|ses)/, 'Music'],
  [/\b(house|home|interior|architect|building|ev\b|konut|mimari|ic mekan)/, 'House'],
  [/\b(restaurant|cafe|coffee|food|menu|restoran|kafe|kahve|yemek)/, 'Coffee'],
  [/\b(bank|payment|finance|fintech|banka|odeme|finans)/, 'CreditCard'],
  [/\b(health|clinic|medical|saglik|klinik)/, 'HeartPulse'],
  [/\b(travel|map|transit|seyahat|harita|ulasim)/, 'MapPin'],
  [/\b(game|gaming|oyun)/, 'Gamepad2'],
  [/\b(research|study|user test|arastirma|kullanici testi)/, 'Search'],
  [/\b(api\b|backend|library|open.source|code|cli\b|kutuphane|kod)/, 'Code'],
  [/\b(education|course|learning|school|egitim|kurs|okul)/, 'GraduationCap'],
  [/\b(event|festival|campaign|etkinlik|kampanya)/, 'PartyPopper'],
];

const PROJECT_ROTATION = ['Sparkles', 'Shapes', 'Lightbulb', 'Briefcase', 'PenTool', 'Rocket'];

function projectIcon(words: string, index: number): string {
  const folded = foldName(words);
  return (
    PROJECT_ICONS.find(([pattern]) => pattern.test(folded))?.[1] ??
    PROJECT_ROTATION[index % PROJECT_ROTATION.length]!
  );
}

/** Levels for listed skills (the brief gives none): the first listed reads as the strongest. */
const SKILL_LEVELS = [95, 90, 85, 80, 75, 70];

/** The portfolio's owner: the one person the brief named, if it named exactly one. */
function owner(content: BriefContent | undefined): BriefPerson | null {
  const people = content?.people.filter((person) => person.name.trim()) ?? [];
  return people.length === 1 ? people[0]! : null;
}

function content(spec: AppSpec) {
  const brief = spec.content;
  const person = owner(brief);
  const theme = matchTheme(spec, THEMES);
  const chosen = theme ?? GENERAL;
  const topic = mainTopic(spec);
  const role = person?.role?.trim() || (theme ? loc(spec, chosen.role) : (topic ?? loc(spec, chosen.role)));
  const listed = (brief?.items ?? []).filter((item) => item.name.trim());
  const ids = new Set<string>();
  /** A project's route id, unique even when two titles slug the same. */
  const uniqueId = (title: string, index: number) => {
    const base = slug(title, index);
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    return id;
  };
  const seedProject = (
    [title, tags, year, icon, summary, outcome, client]: ProjectSeed,
    index: number,
    detail?: string,
  ) => ({
    id: uniqueId(title[0], index),
    title: loc(spec, title),
    tags: tags.map((tag) => loc(spec, tag)),
    year,
    icon,
    summary: detail === undefined ? loc(spec, summary) : detail.trim() ? closedSentence(spec, detail) : '',
    outcome: loc(spec, outcome),
    client: CLIENTS[client] ? loc(spec, CLIENTS[client]) : client,
  });
  /** The seed project a listed one is (the stock projects as content, after a follow-up edit). */
  const seedNamed = (name: string) => chosen.projects.find(([title]) => loc(spec, title) === name.trim());
  // The brief's projects as it listed them, with nothing made up: no client, year, tags or outcome.
  const projects =
    listed.length > 0
      ? listed.map((item, index) => {
          const seed = seedNamed(item.name);
          if (seed) return seedProject(seed, index, item.detail ?? '');
          return {
            id: uniqueId(item.name, index),
            title: capitalised(spec, item.name),
            tags: [] as string[],
            year: 0,
            icon: projectIcon(`${item.name} ${item.detail ?? ''}`, index),
            summary: item.detail?.trim() ? closedSentence(spec, item.detail) : '',
            outcome: '',
            client: '',
          };
        })
      : chosen.projects.map((seed, index) => seedProject(seed, index));
  const highlights = [...new Set((brief?.highlights ?? []).map((h) => h.trim()).filter(Boolean))];
  const contact = brief?.contact;
  return {
    theme: chosen,
    // Seed projects (the stock ones as content) keep the stock intro, which speaks of their years.
    listedProjects: listed.some((item) => !seedNamed(item.name)),
    profile: {
      name: person?.name.trim() ?? '',
      role,
      location: contact?.address?.trim() || pick(spec, L.istanbulRemote),
      email: contact?.email?.trim() || 'hello@example.com',
      phone: contact?.phone?.trim() ?? '',
      about: loc(spec, chosen.about),
      process: loc(spec, chosen.process),
      years: new Date().getFullYear() - Number.parseInt(chosen.experience.at(-1)?.[2] ?? '2015', 10),
    },
    projects,
    skills:
      highlights.length > 0
        ? highlights.map((name, i) => ({
            name: capitalised(spec, name),
            // A seed skill (the stock skills as content) keeps its level.
            level:
              chosen.skills.find(([skill]) => loc(spec, skill) === name)?.[1] ??
              SKILL_LEVELS[Math.min(i, SKILL_LEVELS.length - 1)]!,
          }))
        : chosen.skills.map(([name, level]) => ({ name: loc(spec, name), level })),
    experience: chosen.experience.map(([r, place, years]) => ({
      role: loc(spec, r),
      place: loc(spec, place),
      years,
    })),
    testimonials: TESTIMONIALS.map(([quote, author, r]) => ({
      quote: loc(spec, quote),
      author,
      role: loc(spec, r),
    })),
  };
}

function texts(spec: AppSpec, headline: string, listedProjects = false) {
  const t = (text: Localized) => pick(spec, text);
  const description = spec.content?.description?.trim();
  const intro = description ? closedSentence(spec, description) : null;
  return {
    heroTitle: text(spec, 'hero.title', same(headline)),
    heroSubtitle: text(spec, 'hero.subtitle', ownOr(intro ?? spec.tagline, L.selectedWork)),
    heroCta: text(spec, 'cta.button', L.ctaButton),
    heroContact: t(L.heroContact),
    available: t(L.available),
    navWork: t(L.navWork),
    navAbout: t(L.navAbout),
    navContact: t(L.navContact),
    projectsTitle: text(spec, 'projects.title', L.projectsTitle),
    projectsIntro: listedProjects ? t(L.aFewProjectsI) : t(L.aFewProjectsI2),
    searchLabel: t(L.searchLabel),
    tagsLabel: t(L.tagsLabel),
    all: t(L.all),
    noProjects: t(L.noProjects),
    noProjectsHint: t(L.noProjectsHint),
    shownCount: t(L.shownCount),
    viewProject: t(L.viewProject),
    client: t(L.client),
    year: t(L.year),
    role: t(L.role),
    approach: t(L.approach),
    outcome: t(L.outcome),
    backToWork: t(L.backToWork),
    nextProject: t(L.nextProject),
    projectNotFound: t(L.projectNotFound),
    close: t(L.close),
    aboutTitle: text(spec, 'about.title', L.aboutTitle),
    yearsExperience: t(L.yearsExperience),
    projectsDone: t(L.projectsDone),
    basedIn: t(L.basedIn),
    skillsTitle: text(spec, 'skills.title', L.skillsTitle),
    skillsIntro: t(L.skillsIntro),
    skillsChart: t(L.skillsChart),
    experienceTitle: text(spec, 'experience.title', L.experienceTitle),
    testimonialsTitle: text(spec, 'testimonials.title', L.testimonialsTitle),
    contactTitle: text(spec, 'contact.title', L.contactTitle),
    contactIntro: t(L.contactIntro),
    fieldName: t(L.fieldName),
    fieldEmail: t(L.fieldEmail),
    fieldTopic: t(L.fieldTopic),
    topicProject: t(L.topicProject),
    topicCollab: t(L.topicCollab),
    topicHello: t(L.topicHello),
    fieldMessage: t(L.fieldMessage),
    messageHint: t(L.messageHint),
    send: t(L.send),
    errName: t(L.errName),
    errEmail: t(L.errEmail),
    errMessage: t(L.errMessage),
    sentTitle: t(L.sentTitle),
    sentText: t(L.sentText),
    sendAnother: t(L.sendAnother),
    emailMe: t(L.emailMe),
    pageNotFound: t(L.pageNotFound),
  };
}

const DATA_TYPES = `export interface Project {
  id: string;
  title: string;
  tags: string[];
  year: number;
  icon: string;
  summary: string;
  outcome: string;
  client: string;
}

export interface Profile {
  /** The owner's name when the brief gave it, else ''. */
  name: string;
  role: string;
  location: string;
  email: string;
  /** '' when the brief gave none. */
  phone: string;
  about: string;
  process: string;
  years: number;
}
`;

/** Where a section lives: '#id' on the current page, or the route that shows it. */
function target(spec: AppSpec, id: string): { kind: 'scroll' } | { kind: 'route'; path: string } | null {
  if (!sectionOn(spec, id)) return null;
  if (!has(spec, 'pages')) return { kind: 'scroll' };
  const pages = planPages(orderedSections(spec, SECTION_IDS), 'navWork', GROUPS);
  const page = pages.find((p) => p.sections.includes(id));
  const home = pages[0];
  if (!page) return null;
  return page === home && home.sections.includes('hero')
    ? { kind: 'scroll' }
    : { kind: 'route', path: page.path };
}

function heroFile(spec: AppSpec): string {
  const work = target(spec, 'projects');
  const contact = target(spec, 'contact');
  const link = (t: typeof work, id: string, label: string, variant: 'primary' | 'outline', icon: string) => {
    if (!t) return null;
    if (t.kind === 'route') {
      return `          <Link to="${t.path}" className={buttonClass('${variant}', 'lg')}>
            <${icon} aria-hidden="true" />
            {T.${label}}
          </Link>`;
    }
    return `          <Button variant="${variant}" size="lg" onClick={() => scrollToId('${id}')}>
            <${icon} aria-hidden="true" />
            {T.${label}}
          </Button>`;
  };
  const usesRoute = work?.kind === 'route' || contact?.kind === 'route';
  const usesScroll = work?.kind === 'scroll' || contact?.kind === 'scroll';
  const ui = [usesScroll && 'Button', usesRoute && 'buttonClass'].filter(Boolean).join(', ');
  return lines(
    `import { ${[work && 'ArrowDown', contact && 'Mail', 'MapPin'].filter(Boolean).join(', ')} } from 'lucide-react';`,
    usesRoute && `import { Link } from 'react-router-dom';`,
    ui && `import { ${ui} } from './ui';`,
    `import { PROFILE } from '../data';`,
    `import { T } from '../texts';`,
    usesScroll && `import { scrollToId } from '../utils';`,
    ``,
    `export function Hero() {`,
    `  return (`,
    `    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">`,
    `      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-primary/15 via-accent/5 to-transparent" />`,
    `      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">`,
    `        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-primary">`,
    `          <span>{PROFILE.name ? PROFILE.name + ', ' + PROFILE.role : PROFILE.role}</span>`,
    `          <span aria-hidden="true">·</span>`,
    `          <span className="inline-flex items-center gap-1">`,
    `            <MapPin aria-hidden="true" className="size-4" />`,
    `            {PROFILE.location}`,
    `          </span>`,
    `        </p>`,
    `        <h1 id="hero-title" className="mt-4 max-w-3xl font-display text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl dark:text-white">`,
    `          {T.heroTitle}`,
    `        </h1>`,
    `        <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{T.heroSubtitle}</p>`,
    `        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-emerald-500/10 px-3 py-1 text-sm font-medium text-emerald-700 dark:text-emerald-300">`,
    `          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />`,
    `          {T.available}`,
    `        </p>`,
    `        <div className="mt-8 flex flex-wrap gap-3">`,
    link(work, 'projects', 'heroCta', 'primary', 'ArrowDown'),
    link(contact, 'contact', 'heroContact', 'outline', 'Mail'),
    `        </div>`,
    `      </div>`,
    `    </section>`,
    `  );`,
    `}`,
    ``,
  );
}

function projectsFile(spec: AppSpec): string {
  const search = has(spec, 'search');
  const filters = has(spec, 'filters');
  const pages = has(spec, 'pages');
  const filterImports = [search && 'SearchBox', filters && 'Chip', filters && 'ChipRow']
    .filter(Boolean)
    .join(', ');
  return lines(
    `import { useMemo, useState } from 'react';`,
    `import { FolderSearch } from 'lucide-react';`,
    `import { EmptyState } from './ui';`,
    `import { Section } from './section';`,
    filterImports ? `import { ${filterImports} } from './filters';` : null,
    !pages ? `import { Modal } from './modal';` : null,
    !pages ? `import { ProjectDetail } from './project-detail';` : null,
    `import { ProjectCard } from './project-card';`,
    `import { PROJECTS } from '../data';`,
    `import { T } from '../texts';`,
    search || filters ? `import { fmt } from '../utils';` : null,
    ``,
    filters ? `const TAGS = [...new Set(PROJECTS.flatMap((project) => project.tags))];\n` : null,
    `export function Projects() {`,
    search ? `  const [query, setQuery] = useState('');` : null,
    filters ? `  const [tag, setTag] = useState<string | null>(null);` : null,
    !pages ? `  const [openId, setOpenId] = useState<string | null>(null);` : null,
    !pages ? `  const open = PROJECTS.find((project) => project.id === openId);` : null,
    `  const shown = useMemo(() => {`,
    search ? `    const needle = query.trim().toLocaleLowerCase();` : null,
    `    return PROJECTS.filter(`,
    `      (project) =>`,
    filters ? `        (tag === null || project.tags.includes(tag)) &&` : null,
    search
      ? `        (needle === '' || (project.title + ' ' + project.summary + ' ' + project.tags.join(' ')).toLocaleLowerCase().includes(needle)),`
      : `        project.id !== '',`,
    `    );`,
    `  }, [${[search && 'query', filters && 'tag'].filter(Boolean).join(', ')}]);`,
    ``,
    `  return (`,
    `    <Section id="projects" title={T.projectsTitle} intro={T.projectsIntro}>`,
    search || filters ? `      <div className="mb-8 flex flex-col gap-4">` : null,
    search ? `        <SearchBox value={query} onChange={setQuery} label={T.searchLabel} />` : null,
    filters
      ? `        {TAGS.length > 0 ? (
          <ChipRow label={T.tagsLabel}>
            <Chip active={tag === null} onClick={() => setTag(null)}>
              {T.all}
            </Chip>
            {TAGS.map((name) => (
              <Chip key={name} active={tag === name} onClick={() => setTag(name)}>
                {name}
              </Chip>
            ))}
          </ChipRow>
        ) : null}`
      : null,
    search || filters
      ? `        <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
          {fmt(T.shownCount, { n: shown.length })}
        </p>
      </div>`
      : null,
    `      {shown.length === 0 ? (`,
    `        <EmptyState icon={FolderSearch} title={T.noProjects} hint={T.noProjectsHint} />`,
    `      ) : (`,
    `        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">`,
    `          {shown.map((project) => (`,
    `            <li key={project.id}>`,
    pages
      ? `              <ProjectCard project={project} />`
      : `              <ProjectCard project={project} onOpen={() => setOpenId(project.id)} />`,
    `            </li>`,
    `          ))}`,
    `        </ul>`,
    `      )}`,
    !pages
      ? `      <Modal open={open !== undefined} onClose={() => setOpenId(null)} title={open?.title ?? T.viewProject} closeLabel={T.close} wide>
        {open ? <ProjectDetail project={open} /> : null}
      </Modal>`
      : null,
    `    </Section>`,
    `  );`,
    `}`,
    ``,
  );
}

function projectCardFile(spec: AppSpec): string {
  const pages = has(spec, 'pages');
  return `import { ArrowUpRight } from 'lucide-react';
${pages ? "import { Link } from 'react-router-dom';\n" : ''}import { Badge, Card${pages ? ', buttonClass' : ', Button'} } from './ui';
import type { Project } from '../data';
import { ItemIcon } from '../item-icon';
import { T } from '../texts';

export function ProjectCard({ project${pages ? '' : ', onOpen'} }: { project: Project${pages ? '' : '; onOpen: () => void'} }) {
  return (
    <Card className="group flex h-full flex-col">
      <div className="flex aspect-[16/10] items-center justify-center rounded-xl bg-gradient-to-br from-primary/20 via-primary/5 to-accent/25 text-primary transition group-hover:scale-[1.01]">
        <ItemIcon name={project.icon} className="size-14" />
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-2">
        {project.client || project.year > 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {[project.client, project.year > 0 ? String(project.year) : ''].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <h3 className="font-display text-xl font-semibold text-slate-900 dark:text-white">{project.title}</h3>
        {project.summary ? <p className="text-slate-600 dark:text-slate-400">{project.summary}</p> : null}
        {project.tags.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={T.tagsLabel}>
            {project.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="neutral">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto pt-3">
${
  pages
    ? `          <Link to={'/projects/' + project.id} className={buttonClass('outline', 'sm')} aria-label={T.viewProject + ': ' + project.title}>
            {T.viewProject}
            <ArrowUpRight aria-hidden="true" />
          </Link>`
    : `          <Button variant="outline" size="sm" onClick={onOpen} aria-haspopup="dialog" aria-label={T.viewProject + ': ' + project.title}>
            {T.viewProject}
            <ArrowUpRight aria-hidden="true" />
          </Button>`
}
        </div>
      </div>
    </Card>
  );
}
`;
}

const PROJECT_DETAIL = `import { CheckCircle2 } from 'lucide-react';
import { Badge } from './ui';
import { PROFILE, type Project } from '../data';
import { ItemIcon } from '../item-icon';
import { T } from '../texts';

export function ProjectDetail({ project, headingLevel = 2 }: { project: Project; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article>
      <div className="flex aspect-[21/9] items-center justify-center rounded-2xl bg-gradient-to-br from-primary/25 via-primary/5 to-accent/30 text-primary">
        <ItemIcon name={project.icon} className="size-16 sm:size-24" />
      </div>
      {project.tags.length > 0 ? (
        <ul className="mt-6 flex flex-wrap gap-1.5" aria-label={T.tagsLabel}>
          {project.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Heading className="mt-3 font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {project.title}
      </Heading>
      {project.summary ? <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{project.summary}</p> : null}
      <dl className="mt-6 grid grid-cols-2 gap-4 rounded-2xl bg-slate-50 p-4 text-sm sm:grid-cols-3 dark:bg-slate-800/50">
        {project.client ? (
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{T.client}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">{project.client}</dd>
          </div>
        ) : null}
        {project.year > 0 ? (
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{T.year}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">{project.year}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{T.role}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{PROFILE.role}</dd>
        </div>
      </dl>
      <h3 className="mt-8 font-display text-lg font-semibold text-slate-900 dark:text-white">{T.approach}</h3>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{PROFILE.process}</p>
      {project.outcome ? (
        <>
          <h3 className="mt-6 font-display text-lg font-semibold text-slate-900 dark:text-white">{T.outcome}</h3>
          <p className="mt-2 flex items-start gap-2 text-slate-600 dark:text-slate-300">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {project.outcome}
          </p>
        </>
      ) : null}
    </article>
  );
}
`;

const PROJECT_PAGE = `import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, ArrowRight, FolderX } from 'lucide-react';
import { EmptyState, buttonClass } from '../components/ui';
import { ProjectDetail } from '../components/project-detail';
import { PROJECTS } from '../data';
import { T } from '../texts';

export function ProjectPage() {
  const { id } = useParams();
  const index = PROJECTS.findIndex((project) => project.id === id);
  const project = PROJECTS[index];
  const next = PROJECTS[(index + 1) % PROJECTS.length];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <Link to="/" className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.backToWork}
      </Link>
      {project ? (
        <>
          <ProjectDetail project={project} headingLevel={1} />
          {next && next.id !== project.id ? (
            <div className="mt-10 flex justify-end border-t border-slate-200 pt-6 dark:border-slate-800">
              <Link to={'/projects/' + next.id} className={buttonClass('outline')}>
                {T.nextProject}: {next.title}
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          ) : null}
        </>
      ) : (
        <EmptyState icon={FolderX} title={T.projectNotFound} />
      )}
    </div>
  );
}
`;

const ABOUT = `import { Briefcase, Mail, MapPin } from 'lucide-react';
import { Section } from './section';
import { APP } from '../app-info';
import { PROFILE, PROJECTS } from '../data';
import { T } from '../texts';
import { fmt } from '../utils';

const initials =
  (PROFILE.name || APP.name)
    .split(/\\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('') || 'A';

export function About() {
  return (
    <Section id="about" title={T.aboutTitle}>
      <div className="grid gap-10 md:grid-cols-[16rem_1fr] md:items-start">
        <div
          aria-hidden="true"
          className="mx-auto flex size-48 items-center justify-center rounded-full bg-gradient-to-br from-primary to-accent font-display text-5xl font-bold text-on-primary shadow-lg md:size-64"
        >
          {initials}
        </div>
        <div>
          {PROFILE.name ? (
            <p className="mb-4 font-display text-2xl font-bold text-slate-900 dark:text-white">
              {PROFILE.name}
              <span className="block text-base font-medium text-primary">{PROFILE.role}</span>
            </p>
          ) : null}
          <p className="text-lg leading-relaxed text-slate-700 dark:text-slate-300">{PROFILE.about}</p>
          <ul className="mt-6 grid gap-3 text-slate-700 sm:grid-cols-2 dark:text-slate-300">
            <li className="flex items-center gap-2">
              <Briefcase aria-hidden="true" className="size-5 text-primary" />
              {fmt(T.yearsExperience, { n: PROFILE.years })}
            </li>
            <li className="flex items-center gap-2">
              <Briefcase aria-hidden="true" className="size-5 text-primary" />
              {fmt(T.projectsDone, { n: PROJECTS.length })}
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-5 text-primary" />
              {fmt(T.basedIn, { place: PROFILE.location })}
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-5 text-primary" />
              <a href={'mailto:' + PROFILE.email} className="text-primary underline-offset-4 hover:underline">
                {PROFILE.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </Section>
  );
}
`;

function skillsFile(spec: AppSpec): string {
  const charts = has(spec, 'charts');
  return `${charts ? "import { BarChart } from './chart';\n" : ''}import { Card } from './ui';
import { Section } from './section';
import { SKILLS } from '../data';
import { T } from '../texts';

export function Skills() {
  return (
    <Section id="skills" title={T.skillsTitle} intro={T.skillsIntro} tinted>
      <div className="grid gap-6 ${charts ? 'lg:grid-cols-2' : ''}">
${
  charts
    ? `        <Card>
          <BarChart data={SKILLS.map((skill) => ({ label: skill.name, value: skill.level }))} label={T.skillsChart} format={(value) => value + '%'} />
        </Card>
`
    : ''
}        <ul className="grid gap-4 ${charts ? '' : 'sm:grid-cols-2'}">
          {SKILLS.map((skill) => (
            <li key={skill.name}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium text-slate-900 dark:text-white">{skill.name}</span>
                <span className="text-sm tabular-nums text-slate-500 dark:text-slate-400">{skill.level}%</span>
              </div>
              <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
                <div className="h-full rounded-full bg-gradient-to-r from-primary to-accent" style={{ width: skill.level + '%' }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
`;
}

const EXPERIENCE = `import { Section } from './section';
import { EXPERIENCE } from '../data';
import { T } from '../texts';

export function Experience() {
  return (
    <Section id="experience" title={T.experienceTitle}>
      <ol className="relative space-y-8 border-l-2 border-primary/20 pl-6">
        {EXPERIENCE.map((item) => (
          <li key={item.role + item.years} className="relative">
            <span aria-hidden="true" className="absolute -left-[33px] top-1.5 size-4 rounded-full border-4 border-white bg-primary dark:border-slate-950" />
            <p className="text-sm font-medium text-primary">{item.years}</p>
            <h3 className="font-display text-lg font-semibold text-slate-900 dark:text-white">{item.role}</h3>
            <p className="text-slate-600 dark:text-slate-400">{item.place}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
`;

const TESTIMONIALS_FILE = `import { Quote } from 'lucide-react';
import { Card } from './ui';
import { Section } from './section';
import { TESTIMONIALS } from '../data';
import { T } from '../texts';

export function Testimonials() {
  return (
    <Section id="testimonials" title={T.testimonialsTitle}>
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.author}>
            <Card className="h-full">
              <figure className="flex h-full flex-col">
                <Quote aria-hidden="true" className="size-7 text-accent" />
                <blockquote className="mt-3 flex-1 text-slate-700 dark:text-slate-300">{item.quote}</blockquote>
                <figcaption className="mt-5">
                  <span className="block font-semibold text-slate-900 dark:text-white">{item.author}</span>
                  <span className="text-sm text-slate-500 dark:text-slate-400">{item.role}</span>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
`;

function contactFile(spec: AppSpec): string {
  const phone = Boolean(spec.content?.contact?.phone?.trim());
  const details = `        <Card className="h-fit space-y-4">
          <p className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
            <Mail aria-hidden="true" className="size-5 text-primary" />
            <a href={'mailto:' + PROFILE.email} className="font-medium text-primary underline-offset-4 hover:underline">
              {PROFILE.email}
            </a>
          </p>
${
  phone
    ? `          <p className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
            <Phone aria-hidden="true" className="size-5 text-primary" />
            <a href={'tel:' + PROFILE.phone.replace(/[^\\d+]/g, '')} className="font-medium text-primary underline-offset-4 hover:underline">
              {PROFILE.phone}
            </a>
          </p>
`
    : ''
}          <p className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
            <MapPin aria-hidden="true" className="size-5 text-primary" />
            {PROFILE.location}
          </p>
          <p className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
            <span aria-hidden="true" className="ml-1.5 mr-1 size-2.5 rounded-full bg-emerald-500" />
            {T.available}
          </p>
        </Card>`;
  if (!has(spec, 'forms')) {
    return `import { Mail, MapPin${phone ? ', Phone' : ''} } from 'lucide-react';
import { Card, buttonClass } from './ui';
import { Section } from './section';
import { PROFILE } from '../data';
import { T } from '../texts';

export function Contact() {
  return (
    <Section id="contact" title={T.contactTitle} intro={T.contactIntro}>
      <div className="grid gap-6 md:grid-cols-2">
${details}
        <div>
          <a href={'mailto:' + PROFILE.email} className={buttonClass('primary', 'lg')}>
            <Mail aria-hidden="true" />
            {T.emailMe}
          </a>
        </div>
      </div>
    </Section>
  );
}
`;
  }
  return `import { useState, type ChangeEvent, type FormEvent } from 'react';
import { CheckCircle2, Mail, MapPin, ${phone ? 'Phone, ' : ''}Send } from 'lucide-react';
import { Button, Card, Field, Input, Select, Textarea } from './ui';
import { Section } from './section';
import { PROFILE } from '../data';
import { T } from '../texts';
import { fmt, isEmail } from '../utils';

interface Message {
  name: string;
  email: string;
  topic: string;
  message: string;
}

type Errors = Partial<Record<keyof Message, string>>;

const EMPTY: Message = { name: '', email: '', topic: 'project', message: '' };

function validate(values: Message): Errors {
  const errors: Errors = {};
  if (values.name.trim().length < 2) errors.name = T.errName;
  if (!isEmail(values.email)) errors.email = T.errEmail;
  if (values.message.trim().length < 20) errors.message = T.errMessage;
  return errors;
}

export function Contact() {
  const [values, setValues] = useState<Message>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<Message | null>(null);

  const update = (key: keyof Message) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((prev) => ({ ...prev, [key]: value }));
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>('[name="' + first + '"]')?.focus();
      return;
    }
    setSent(values);
    setValues(EMPTY);
  }

  return (
    <Section id="contact" title={T.contactTitle} intro={T.contactIntro}>
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <Card>
          {sent ? (
            <div role="status" className="flex flex-col items-start gap-3 py-4">
              <CheckCircle2 aria-hidden="true" className="size-10 text-primary" />
              <h3 className="font-display text-2xl font-bold text-slate-900 dark:text-white">{fmt(T.sentTitle, { name: sent.name.trim() })}</h3>
              <p className="text-slate-600 dark:text-slate-300">{fmt(T.sentText, { email: sent.email.trim() })}</p>
              <Button variant="outline" onClick={() => setSent(null)}>
                {T.sendAnother}
              </Button>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="space-y-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={T.fieldName} error={errors.name}>
                  <Input name="name" autoComplete="name" value={values.name} onChange={update('name')} />
                </Field>
                <Field label={T.fieldEmail} error={errors.email}>
                  <Input name="email" type="email" autoComplete="email" value={values.email} onChange={update('email')} />
                </Field>
              </div>
              <Field label={T.fieldTopic}>
                <Select name="topic" value={values.topic} onChange={update('topic')}>
                  <option value="project">{T.topicProject}</option>
                  <option value="collaboration">{T.topicCollab}</option>
                  <option value="hello">{T.topicHello}</option>
                </Select>
              </Field>
              <Field label={T.fieldMessage} error={errors.message} hint={T.messageHint}>
                <Textarea name="message" rows={5} value={values.message} onChange={update('message')} />
              </Field>
              <Button type="submit" size="lg">
                <Send aria-hidden="true" />
                {T.send}
              </Button>
            </form>
          )}
        </Card>
${details}
      </div>
    </Section>
  );
}
`;
}

/**
 * The stock portfolio as content (Blueprint.defaultContent): its projects (title and summary) and its
 * skills, so "remove Harbour Mornings" or "add a Motion design skill" edits what the portfolio shows.
 * Rendered back it is the stock portfolio: listed projects and skills named like seed ones keep their
 * tags, year, client, outcome, icon and level.
 */
function stockContent(spec: AppSpec): BriefContent {
  const chosen = matchTheme(spec, THEMES) ?? GENERAL;
  return seedContent(
    chosen.projects.map(([title, , , , summary]) => ({
      name: loc(spec, title),
      detail: loc(spec, summary),
    })),
    { highlights: chosen.skills.map(([name]) => loc(spec, name)) },
  );
}

export const blueprint: Blueprint = {
  kind: 'portfolio',
  label: L.aPortfolio,
  defaultName: L.defaultName,
  sections: SECTIONS,
  defaultSections: ['hero', 'projects', 'about', 'skills', 'testimonials', 'contact'],
  defaultFeatures: ['filters', 'forms', 'pages'],
  defaultTheme: { primary: '#4f46e5', accent: '#ec4899', font: 'sans', radius: 'lg' },
  render(spec) {
    const data = content(spec);
    const sections = orderedSections(spec, SECTION_IDS);
    const pages = has(spec, 'pages');
    const files: Record<string, string> = {
      ...sharedFiles(spec),
      'src/texts.ts': textsFile(spec, texts(spec, loc(spec, data.theme.headline), data.listedProjects)),
      'src/data.ts': [
        DATA_TYPES,
        dataConst('PROFILE', 'Profile', data.profile),
        dataConst('PROJECTS', 'Project[]', data.projects),
        dataConst('SKILLS', '{ name: string; level: number }[]', data.skills),
        dataConst('EXPERIENCE', '{ role: string; place: string; years: string }[]', data.experience),
        dataConst('TESTIMONIALS', '{ quote: string; author: string; role: string }[]', data.testimonials),
      ].join('\n'),
      'src/item-icon.tsx': iconFile(data.projects.map((p) => p.icon)),
      'src/components/project-card.tsx': projectCardFile(spec),
      'src/components/project-detail.tsx': PROJECT_DETAIL,
      'src/App.tsx': appFile(spec, {
        sections,
        components: COMPONENTS,
        fallback: ['projects'],
        homeLabel: 'navWork',
        groups: GROUPS,
        anchors: { projects: 'navWork', about: 'navAbout', contact: 'navContact' },
        routes: [
          {
            path: '/projects/:id',
            element: '<ProjectPage />',
            importLine: `import { ProjectPage } from './pages/project-page';`,
          },
        ],
      }),
    };
    const shown = sections.length > 0 ? sections : ['projects'];
    const generators: Record<string, () => string> = {
      hero: () => heroFile(spec),
      projects: () => projectsFile(spec),
      about: () => ABOUT,
      skills: () => skillsFile(spec),
      experience: () => EXPERIENCE,
      testimonials: () => TESTIMONIALS_FILE,
      contact: () => contactFile(spec),
    };
    for (const id of shown) files[`src/components/${COMPONENTS[id]!.file}.tsx`] = generators[id]!();
    if (pages) files['src/pages/project-page.tsx'] = PROJECT_PAGE;
    return files;
  },
  defaultContent: stockContent,
};
