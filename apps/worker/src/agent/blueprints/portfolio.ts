/**
 * Portfolio, composed from the kit's PortfolioApp (packages/app-kit): a hero with the owner's name,
 * role, city and e-mail, a projects grid with search and tag filters and a detail dialog, the packages
 * with their prices, about (with the people the brief named), skills (a bar chart with 'charts'),
 * experience, testimonials and a validated contact form with a success state. The owner, projects,
 * packages, skills and contact come from the brief, else from the stock portfolio of the request's
 * profession (photographer, developer, architect, designer, or a general creative). This blueprint
 * writes only data: the schema.
 *
 * Main interaction: a project's "View project" / "Projeyi incele" button opens its details; the
 * contact form's "Send message" / "Mesajı gönder" shows the thank-you state once name, email and message
 * are valid.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type {
  PortfolioPackage,
  PortfolioProject,
  PortfolioSchema,
  PortfolioSectionId,
  PortfolioTexts,
  ProjectIconName,
} from '@atelier/app-kit/portfolio';
import type { BriefContent, BriefItem, BriefPerson } from '../brief-content.ts';
import { type AppSpec, type Blueprint, type Localized, has, pick, text, same, ownOr } from '../spec.ts';
import { capitalised, closedSentence, foldName, listedCurrency, seedContent } from './listed.ts';
import { type Pair, loc, mainTopic, matchTheme, orderedSections } from './content-shared.ts';
import {
  type PageDef,
  type SectionDef,
  composedAppFiles,
  composedFrame,
  composedTexts,
} from './productivity-shared.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('portfolio');

type ProjectSeed = [
  title: Pair,
  tags: Pair[],
  year: number,
  icon: ProjectIconName,
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

const PAGES: PageDef[] = [
  { id: 'main', path: '/', label: L.navWork },
  { id: 'about', path: '/about', label: L.navAbout },
  { id: 'contact', path: '/contact', label: L.navContact },
];

/** The work, packages and kind words stay home; with 'pages' the rest gets about and contact pages. */
const SECTIONS: SectionDef[] = [
  { id: 'hero', label: L.heroLabel, page: 'main' },
  { id: 'projects', label: L.projectsLabel, page: 'main' },
  { id: 'pricing', label: L.pricingLabel, page: 'main' },
  { id: 'about', label: L.aboutLabel, page: 'about' },
  { id: 'skills', label: L.skillsLabel, page: 'about' },
  { id: 'experience', label: L.experienceLabel, page: 'about' },
  { id: 'testimonials', label: L.testimonialsLabel, page: 'main' },
  { id: 'contact', label: L.contactLabel, page: 'contact' },
];
const SECTION_IDS = SECTIONS.map((s) => s.id);

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
// What the brief listed (spec.content): the owner, projects, packages, skills, people and contact
// replace the stock ones.

/** A listed project's picture, by keywords of its title and detail (folded). */
const PROJECT_ICONS: [RegExp, ProjectIconName][] = [
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
  [/\b(wedding|elopement|bride|dugun|nikah)/, 'Heart'],
];

const PROJECT_ROTATION: ProjectIconName[] = [
  'Sparkles',
  'Shapes',
  'Lightbulb',
  'Briefcase',
  'PenTool',
  'Rocket',
];

function projectIcon(words: string, index: number): ProjectIconName {
  const folded = foldName(words);
  return (
    PROJECT_ICONS.find(([pattern]) => pattern.test(folded))?.[1] ??
    PROJECT_ROTATION[index % PROJECT_ROTATION.length]!
  );
}

/** Levels for listed skills (the brief gives none): the first listed reads as the strongest. */
const SKILL_LEVELS = [95, 90, 85, 80, 75, 70];

/** The people the brief named. */
function namedPeople(content: BriefContent | undefined): BriefPerson[] {
  return content?.people.filter((person) => person.name.trim()) ?? [];
}

/** The portfolio's owner: the one person the brief named, if it named exactly one. */
function owner(content: BriefContent | undefined): BriefPerson | null {
  const people = namedPeople(content);
  return people.length === 1 ? people[0]! : null;
}

/**
 * The owner's name when the brief gave it as the app's name ("Portfolio for Mia Chen"): a name of two
 * or three capitalised words that the request itself contains.
 */
function nameFromSpec(spec: AppSpec): string {
  const name = spec.name.trim();
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 3) return '';
  if (!words.every((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word))) return '';
  return spec.prompt.toLocaleLowerCase().includes(name.toLocaleLowerCase()) ? name : '';
}

/** "in Lisbon", "à Lyon", "en Sevilla", "İzmir'de": where the description says the owner works. */
const PLACE_PATTERNS: RegExp[] = [
  /\s+(?:based in|working in|in|from|à|basée? à|en|desde|из|в)\s+(\p{Lu}[\p{L}'’.-]*(?:[\s-]\p{Lu}[\p{L}'’.-]*){0,2})\s*[.!]?$/u,
  /(?:^|\s+)(\p{Lu}[\p{L}]+)['’](?:da|de|ta|te)(?:ki)?\s*/u,
];

/** The place the description names at its end, and what it says without it. */
function placeIn(description: string): { place: string; rest: string } | null {
  for (const pattern of PLACE_PATTERNS) {
    const match = pattern.exec(description);
    if (match?.[1]) {
      return {
        place: match[1],
        rest: `${description.slice(0, match.index)} ${description.slice(match.index + match[0].length)}`.trim(),
      };
    }
  }
  return null;
}

/** Articles a role starts with ("a wedding photographer", "une illustratrice", "bir fotoğrafçı"). */
const ARTICLE = /^(?:a|an|the|un|une|una|uno|el|la|le|bir)\s+/iu;

/**
 * The owner's role as the description gives it ("a wedding photographer in Lisbon" -> "Wedding
 * photographer"): a few words, not a sentence about the portfolio itself.
 */
function roleFrom(spec: AppSpec, description: string): string | null {
  const role = description
    .replace(ARTICLE, '')
    .replace(/[.!]+$/, '')
    .trim();
  const words = role.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  if (/portfol|portafolio|портфолио|معرض|\bmy\b|\bour\b/iu.test(role)) return null;
  return capitalised(spec, role);
}

function content(spec: AppSpec) {
  const brief = spec.content;
  const person = owner(brief);
  const people = namedPeople(brief);
  const theme = matchTheme(spec, THEMES);
  const chosen = theme ?? GENERAL;
  const topic = mainTopic(spec);
  const description = brief?.description?.trim() ?? '';
  const place = description ? placeIn(description) : null;
  const described = description ? roleFrom(spec, place?.rest ?? description) : null;
  const role =
    person?.role?.trim() || described || (theme ? loc(spec, chosen.role) : (topic ?? loc(spec, chosen.role)));
  const items = (brief?.items ?? []).filter((item) => item.name.trim());
  // Priced items are what the owner sells (packages, services); the others are projects.
  const priced = items.filter((item) => item.price);
  // "Разделы: Свадьбы, Love story": the kinds of work are shown after the works named.
  const listed = [
    ...items.filter((item) => !item.price),
    ...(brief?.categories ?? []).map((name): BriefItem => ({ name })),
  ];
  const ids = new Set<string>();
  /** A project's id, unique even when two titles slug the same. */
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
  ): PortfolioProject => ({
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
  const projects: PortfolioProject[] =
    listed.length > 0
      ? listed.map((item, index) => {
          const seed = seedNamed(item.name);
          if (seed) return seedProject(seed, index, item.detail ?? '');
          return {
            id: uniqueId(item.name, index),
            title: capitalised(spec, item.name),
            tags: [],
            year: 0,
            icon: projectIcon(`${item.name} ${item.detail ?? ''}`, index),
            summary: item.detail?.trim() ? closedSentence(spec, item.detail) : '',
            outcome: '',
            client: '',
          };
        })
      : chosen.projects.map((seed, index) => seedProject(seed, index));
  const packageIds = new Set<string>();
  const packages: PortfolioPackage[] = priced.map((item: BriefItem, index) => {
    let id = `package-${slug(item.name, index)}`;
    for (let n = 2; packageIds.has(id); n++) id = `package-${slug(item.name, index)}-${n}`;
    packageIds.add(id);
    return {
      id,
      name: capitalised(spec, item.name),
      price: item.price!.amount,
      ...(item.price!.period ? { period: item.price!.period } : {}),
      detail: item.detail?.trim() ? closedSentence(spec, item.detail) : '',
    };
  });
  const highlights = [...new Set((brief?.highlights ?? []).map((h) => h.trim()).filter(Boolean))];
  const contact = brief?.contact;
  // A brief that says nothing about the owner gets the stock city; one that does gets only its own.
  const stockPlace = !brief || (!description && people.length === 0 && !contact);
  return {
    theme: chosen,
    // Seed projects (the stock ones as content) keep the stock intro, which speaks of their years.
    listedProjects: listed.some((item) => !seedNamed(item.name)),
    currency: listedCurrency(spec, priced),
    profile: {
      name: person?.name.trim() || brief?.self || nameFromSpec(spec),
      role,
      location: contact?.address?.trim() || place?.place || (stockPlace ? pick(spec, L.istanbulRemote) : ''),
      // The stock address only when the brief gave no way at all to reach the owner.
      email: contact?.email?.trim() || (contact ? '' : 'hello@example.com'),
      phone: contact?.phone?.trim() ?? '',
      about: loc(spec, chosen.about),
      process: loc(spec, chosen.process),
      years: new Date().getFullYear() - Number.parseInt(chosen.experience.at(-1)?.[2] ?? '2015', 10),
    },
    projects,
    packages,
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
    // Everyone the brief named works with the owner; the owner alone is the profile.
    people: person
      ? []
      : people.map((p) => ({ name: p.name.trim(), role: p.role?.trim() ? capitalised(spec, p.role) : '' })),
  };
}

/** The texts PortfolioApp shows that come straight from the table below. */
const PORTFOLIO_TEXT_KEYS = [
  'heroTitle',
  'heroSubtitle',
  'heroCta',
  'heroContact',
  'available',
  'projectsIntro',
  'searchLabel',
  'tagsLabel',
  'all',
  'noProjects',
  'noProjectsHint',
  'shownCount',
  'viewProject',
  'client',
  'year',
  'role',
  'approach',
  'outcome',
  'nextProject',
  'close',
  'pricingIntro',
  'perHour',
  'perDay',
  'perWeek',
  'perMonth',
  'perYear',
  'yearsExperience',
  'projectsDone',
  'basedIn',
  'teamTitle',
  'skillsIntro',
  'skillsChart',
  'contactIntro',
  'fieldName',
  'fieldEmail',
  'fieldTopic',
  'topicProject',
  'topicCollab',
  'topicHello',
  'fieldMessage',
  'messageHint',
  'send',
  'errName',
  'errEmail',
  'errMessage',
  'sentTitle',
  'sentText',
  'sendAnother',
  'emailMe',
] as const satisfies readonly Exclude<keyof PortfolioTexts, 'noData'>[];

function texts(
  spec: AppSpec,
  headline: string,
  o: { listedProjects: boolean; itemsLabel: string | null },
): Record<string, string> {
  const t = (value: Localized) => pick(spec, value);
  const description = spec.content?.description?.trim();
  const intro = description ? closedSentence(spec, description) : null;
  const heroTitle = text(spec, 'hero.title', same(headline));
  const heroSubtitle = text(spec, 'hero.subtitle', ownOr(intro ?? spec.tagline, L.selectedWork));
  return {
    // The frame: the home page's title (its heading when there is no hero), the pages and sections.
    title: heroTitle,
    subtitle: heroSubtitle,
    page_main: t(L.navWork),
    page_about: t(L.navAbout),
    page_contact: t(L.navContact),
    heroTitle,
    heroSubtitle,
    heroCta: text(spec, 'cta.button', L.ctaButton),
    heroContact: t(L.heroContact),
    available: t(L.available),
    projectsTitle: text(spec, 'projects.title', L.projectsTitle),
    projectsIntro: o.listedProjects ? t(L.aFewProjectsI) : t(L.aFewProjectsI2),
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
    nextProject: t(L.nextProject),
    close: t(L.close),
    // What the brief called its priced items ("Packages", "Services") names their section.
    pricingTitle: text(spec, 'pricing.title', ownOr(o.itemsLabel, L.pricingTitle)),
    pricingIntro: t(L.pricingIntro),
    perHour: t(L.perHour),
    perDay: t(L.perDay),
    perWeek: t(L.perWeek),
    perMonth: t(L.perMonth),
    perYear: t(L.perYear),
    aboutTitle: text(spec, 'about.title', L.aboutTitle),
    yearsExperience: t(L.yearsExperience),
    projectsDone: t(L.projectsDone),
    basedIn: t(L.basedIn),
    teamTitle: t(L.teamTitle),
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
  };
}

/** What the brief called its priced items, when that names them as offers rather than work. */
function offersLabel(spec: AppSpec): string | null {
  const label = spec.content?.itemsLabel?.trim();
  if (!label || !spec.content?.items.some((item) => item.price)) return null;
  return capitalised(spec, label);
}

/**
 * The schema PortfolioApp (packages/app-kit) renders: the spec's sections (the projects alone when none
 * it knows is left; the packages only when the brief priced something, and always beside the projects
 * when it did), the features it follows, the owner, projects, packages, skills, experience,
 * testimonials and people, and the texts.
 */
export function portfolioSchema(spec: AppSpec): PortfolioSchema {
  const data = content(spec);
  let ids = orderedSections(spec, SECTION_IDS).filter((id) => id !== 'pricing');
  if (data.packages.length > 0) {
    // Priced items always show. Where the spec puts them, unless last (where a brief's prices add
    // them, after the contact form): then beside the projects, or first after the hero.
    const given = orderedSections(spec, SECTION_IDS);
    const at = given.indexOf('pricing');
    const after =
      at >= 0 && at < given.length - 1
        ? at - 1
        : ids.includes('projects')
          ? ids.indexOf('projects')
          : ids.indexOf('hero');
    ids = [...ids.slice(0, after + 1), 'pricing', ...ids.slice(after + 1)];
  }
  if (ids.length === 0) ids = ['projects'];
  // With 'pages', a home page left without a section of its own puts everything on one page.
  const home = ids.some((id) => SECTIONS.find((s) => s.id === id)?.page === 'main');
  const shown: AppSpec = {
    ...spec,
    sections: ids,
    features: home ? spec.features : spec.features.filter((f) => f !== 'pages'),
  };
  const table = texts(spec, loc(spec, data.theme.headline), {
    listedProjects: data.listedProjects,
    itemsLabel: offersLabel(spec),
  });
  const { frame, sections } = composedFrame(shown, {
    pages: PAGES,
    sections: SECTIONS,
    texts: table,
    showsContact: true,
  });
  const { dataHint: _dataHint, ...portfolioTexts } = composedTexts(spec, table, PORTFOLIO_TEXT_KEYS);
  return {
    frame,
    sections: sections as SectionSlot<PortfolioSectionId>[],
    features: {
      search: has(spec, 'search'),
      filters: has(spec, 'filters'),
      charts: has(spec, 'charts'),
      forms: has(spec, 'forms'),
    },
    currency: data.currency,
    profile: data.profile,
    projects: data.projects,
    packages: data.packages,
    skills: data.skills,
    experience: data.experience,
    testimonials: data.testimonials,
    people: data.people,
    texts: portfolioTexts,
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'PortfolioApp',
    module: 'portfolio-app',
    type: 'PortfolioSchema',
    lib: 'portfolio',
    schema: portfolioSchema(spec),
  });
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
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['hero', 'projects', 'about', 'skills', 'testimonials', 'contact'],
  defaultFeatures: ['filters', 'forms', 'pages'],
  defaultTheme: { primary: '#4f46e5', accent: '#ec4899', font: 'sans', radius: 'lg' },
  defaultContent: stockContent,
  render,
};
