/// <reference lib="dom" />
/**
 * What a person gets for a brief, checked as they would check it: each brief below goes through the
 * built-in agent and the builder, is opened in Chromium, and the concrete things it states (names,
 * items, prices, people, columns, fields, hours) are looked for in the page's visible text. Every
 * brief must show at least 80% of them; the figures are printed.
 *
 * The briefs are written for this test, across the kinds and the six interface languages; none of them
 * is a template's example.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@atelier/contracts';
import { renderProject } from '../src/agent/render.ts';
import { understand } from '../src/agent/understand.ts';
import { buildProject, closeBuilder } from '../src/builder/bundle.ts';
import { startBuildServer, type BuildServer } from './support/build-server.ts';
import { foreignTexts } from './support/lexicon.ts';
import { APP_LOCALES } from '../src/agent/spec.ts';

interface Brief {
  language: Language;
  brief: string;
  /** Texts that must be visible; a number stands for a price or time and matches as a whole number. */
  wants: (string | number)[];
}

const BRIEFS: Brief[] = [
  {
    language: 'es',
    brief:
      'Página de donaciones para la Asociación Huellas: meta 12.000 € para la clínica veterinaria, importes de 5 €, 15 €, 30 € y 60 €.',
    wants: ['Asociación Huellas', 12000, 'clínica veterinaria', 5, 15, 30, 60],
  },
  {
    language: 'en',
    brief:
      'Landing page for Shiplog, a changelog tool for product teams. Pricing: Hobby free, Team $19/month, Business $49/month. Features: public roadmap, email digests, Slack integration.',
    wants: [
      'Shiplog',
      'changelog tool',
      'Hobby',
      'Team',
      19,
      'Business',
      49,
      'Public roadmap',
      'Email digests',
      'Slack integration',
    ],
  },
  {
    language: 'en',
    brief:
      'An online store for Fern & Thistle plant shop selling Snake Plant for $25, Fiddle Leaf Fig for $48, ceramic pot for $15 and a plant care kit for $20.',
    wants: [
      'Fern & Thistle',
      'Snake Plant',
      25,
      'Fiddle Leaf Fig',
      48,
      'Ceramic pot',
      15,
      'Plant care kit',
      20,
    ],
  },
  {
    language: 'en',
    brief:
      'Website for Iron Temple gym. Classes: Spin (45 min, $15), Boxing (60 min, $20), Pilates (50 min, $18). Coaches: Sam (head coach), Lina (pilates). Open Mon-Fri 6am-10pm, Sat 8am-4pm.',
    wants: ['Iron Temple', 'Spin', 45, 15, 'Boxing', 'Pilates', 50, 18, 'Sam', 'Lina', 'head coach'],
  },
  {
    language: 'en',
    brief: 'A kanban board for hiring with columns Applied, Phone screen, Onsite, Offer, Hired',
    wants: ['Applied', 'Phone screen', 'Onsite', 'Offer', 'Hired'],
  },
  {
    language: 'en',
    brief:
      'Menu site for Saigon Corner: pho bo $14, banh mi $9, spring rolls $7, iced coffee $5. Open daily 10am-9pm. Call 415-555-0199.',
    wants: ['Saigon Corner', 'Pho bo', 14, 'Banh mi', 9, 'Spring rolls', 7, 'Iced coffee', 5, '415-555-0199'],
  },
  {
    language: 'en',
    brief:
      'Portfolio for Marco Reyes, a wedding photographer. Projects: Lakeside wedding, Vineyard elopement, City hall portraits. Skills: film photography, drone shots, retouching.',
    wants: [
      'Marco Reyes',
      'wedding photographer',
      'Lakeside wedding',
      'Vineyard elopement',
      'City hall portraits',
      'Film photography',
      'Drone shots',
      'Retouching',
    ],
  },
  {
    language: 'en',
    brief:
      'Portfolio for Mia Chen, a wedding photographer in Lisbon. Packages: Elopement €900, Full day €2400. Contact mia@miachen.photo',
    wants: [
      'Mia Chen',
      'wedding photographer',
      'Lisbon',
      'Elopement',
      900,
      'Full day',
      2400,
      'mia@miachen.photo',
    ],
  },
  {
    language: 'en',
    brief:
      'I need a tool to keep track of my bike maintenance: bike, part, last serviced, service every N days, cost',
    wants: ['Bike', 'Part', 'Last serviced', 'Cost'],
  },
  {
    language: 'tr',
    brief:
      'Pastanem Şeker Köşesi için bir online mağaza: Çikolatalı pasta 450 TL, Cheesecake 380 TL, Kurabiye kutusu 220 TL.',
    wants: ['Şeker Köşesi', 'Çikolatalı pasta', 450, 'Cheesecake', 380, 'Kurabiye kutusu', 220],
  },
  {
    language: 'tr',
    brief:
      'Diş kliniğim Gülüş için site. Hizmetler: Diş temizliği 1500 TL, Beyazlatma 4000 TL, Dolgu 2000 TL. Ekip: Dr. Elif (ortodontist), Dr. Can (diş hekimi).',
    wants: ['Gülüş', 'Diş temizliği', 1500, 'Beyazlatma', 4000, 'Dolgu', 2000, 'Dr. Elif', 'Dr. Can'],
  },
  {
    language: 'fr',
    brief:
      'Un site pour ma crêperie Chez Anne. Carte : crêpe beurre sucre 4 €, galette complète 9 €, cidre 5 €. Ouvert du mercredi au dimanche 12h-22h.',
    wants: ['Chez Anne', 'Crêpe beurre sucre', 4, 'Galette complète', 9, 'Cidre', 5],
  },
  {
    language: 'es',
    brief:
      'Tienda online para mi marca de jabones Espuma: jabón de lavanda 6 €, jabón de avena 5 €, set de regalo 18 €.',
    wants: ['Espuma', 'Jabón de lavanda', 6, 'Jabón de avena', 5, 'Set de regalo', 18],
  },
  {
    language: 'ru',
    brief: 'Канбан-доска для ремонта квартиры с колонками: Купить, Заказано, В работе, Готово',
    wants: ['Купить', 'Заказано', 'В работе', 'Готово'],
  },
  {
    language: 'fr',
    brief:
      "Une page d'accueil pour Lumio, une appli de budget pour étudiants. Tarifs : Gratuit, Plus 4 €/mois, Famille 9 €/mois.",
    wants: ['Lumio', 'Gratuit', 'Plus', 4, 'Famille', 9],
  },
  {
    language: 'fr',
    brief: 'Une page pour notre club de lecture : prochaine rencontre le 3 mars à 19h au Café Lumen.',
    wants: ['3 mars', '19h', 'Café Lumen'],
  },
  {
    language: 'en',
    brief:
      'Landing page for DevFest, a developer conference on 12 June 2026 at Kadıköy Hall. Tickets: Early bird $49, Regular $79.',
    wants: ['DevFest', 'June 12, 2026', 'Kadıköy Hall', 'Early bird', 49, 'Regular', 79],
  },
  {
    language: 'ru',
    brief: 'Сайт для барбершопа «Бритва»: стрижка 1500 ₽, борода 800 ₽. Мастера: Иван, Олег.',
    wants: ['Бритва', 'Стрижка', 1500, 'Борода', 800, 'Иван', 'Олег'],
  },
  {
    language: 'ar',
    brief: 'تطبيق لتتبع العادات: شرب الماء، قراءة 10 صفحات، المشي 30 دقيقة',
    wants: ['شرب الماء', 'قراءة 10 صفحات', 'المشي 30 دقيقة'],
  },
  {
    language: 'ar',
    brief: 'متجر إلكتروني لمخبزي: كرواسون 8 ريال، خبز بالتمر 12 ريال، كعكة الشوكولاتة 45 ريال',
    wants: ['كرواسون', 8, 'خبز بالتمر', 12, 'كعكة الشوكولاتة', 45],
  },
  {
    language: 'en',
    brief:
      'A habit tracker with habits: meditate 10 minutes, read 20 pages, drink 2 liters of water, no sugar',
    wants: ['Meditate 10 minutes', 'Read 20 pages', 'Drink 2 liters of water', 'No sugar'],
  },
  {
    language: 'tr',
    brief:
      'Taşınma için yapılacaklar listesi. Görevler: interneti iptal et, nakliyeci ayarla, adres kaydı, perde al',
    wants: ['İnterneti iptal et', 'Nakliyeci ayarla', 'Adres kaydı', 'Perde al'],
  },
  {
    language: 'en',
    brief: "A recipe book for my family recipes: Grandma's lasagna, banana bread, chicken curry, apple pie",
    wants: ["Grandma's lasagna", 'Banana bread', 'Chicken curry', 'Apple pie'],
  },
  {
    language: 'en',
    brief:
      'Blog for my travel writing called Wander Notes with posts: 10 days in Japan, Packing light, Night trains of Europe',
    wants: ['Wander Notes', '10 days in Japan', 'Packing light', 'Night trains of Europe'],
  },
  {
    language: 'en',
    brief: 'Budget app with categories rent, groceries, transport, fun money and a monthly limit of $2500',
    wants: ['Rent', 'Groceries', 'Transport', 'Fun money', 2500],
  },
  {
    language: 'en',
    brief:
      'Landing page for PetPal app that reminds you of vet visits\n- feature: vaccination reminders\n- feature: weight tracking\n- feature: shared family access\nPrice: $3.99/month',
    wants: ['PetPal', 'vet visits', 'Vaccination reminders', 'Weight tracking', 'Shared family access', 3.99],
  },
  {
    language: 'es',
    brief:
      'Landing para Tarea, una app de tareas para equipos. Planes: Gratis, Pro 8 €/mes, Empresa 20 €/mes.',
    wants: ['Tarea', 'Gratis', 'Pro', 8, 'Empresa', 20],
  },
  {
    language: 'en',
    brief:
      "Landing page for Orbit, a meeting notes app for remote teams. Stats: 10k users, 99.9% uptime. Testimonials: 'Saved us hours' - Anna, 'Love it' - Ben",
    wants: [
      'Orbit',
      'meeting notes app',
      '10k',
      'users',
      'uptime',
      'Saved us hours',
      'Anna',
      'Love it',
      'Ben',
    ],
  },
  {
    language: 'en',
    brief: 'Dashboard for my coffee shop showing daily sales, average ticket, top products and new customers',
    wants: ['Daily sales', 'Average ticket', 'Top products', 'New customers'],
  },
  // Questions with their answers, written with arrows: the quiz asks them, the other answers as options.
  {
    language: 'en',
    brief:
      'A pub quiz about rivers. Which river flows through Cairo? -> the Nile; Which river flows through Vienna? -> the Danube; Which river flows through Paris? -> the Seine. Keep my best score.',
    wants: ['Which river flows through Cairo?', 'the Nile', 'the Danube', 'the Seine'],
  },
  // A FAQ question quoted without its answer, and a name the question must not replace.
  {
    language: 'es',
    brief:
      "Landing para Brisa, una app que riega tus plantas sola. Planes: Básico gratis, Jardín 3,99 €/mes. Funciones: Riego programado, Aviso de sequía. En las preguntas frecuentes pon '¿Funciona con cualquier maceta?'",
    wants: ['Brisa', 'Jardín', 3, 'Riego programado', 'Aviso de sequía', '¿Funciona con cualquier maceta?'],
  },
  // A Turkish name given with "diye", after the district it is in.
  {
    language: 'tr',
    brief:
      "Moda'da Kuzey Fırın diye küçük bir fırınım var, site istiyorum. Ürünler: ekşi mayalı ekmek 90₺, simit 20₺, zeytinli poğaça 35₺. Her gün 07:00-19:00 açığız.",
    wants: ['Kuzey Fırın', 'Ekşi mayalı ekmek', 90, 'Simit', 'Zeytinli poğaça', 35],
  },
  // A portfolio whose owner says who she is; quoted titles keep their words, a year is no price.
  {
    language: 'fr',
    brief:
      "Je m'appelle Inès Moreau, céramiste à Nantes, et je veux un portfolio. Créations : « Le Bol du Matin » (grès, 2022), « Vase Marée » (porcelaine), « La Tasse et la Soucoupe » (2024).",
    wants: ['Inès Moreau', 'Céramiste', 'Nantes', 'Le Bol du Matin', 'Vase Marée', 'La Tasse et la Soucoupe'],
  },
  // Names made with "с" (with), and speakers behind their titles.
  {
    language: 'ru',
    brief:
      'Интернет-магазин варенья «Бабушкин Сад»: вишнёвое варенье с косточкой — 450 ₽, малиновое варенье — 380 ₽, чай с чабрецом — 290 ₽.',
    wants: ['Бабушкин Сад', 'Вишнёвое варенье с косточкой', 450, 'Малиновое варенье', 'Чай с чабрецом', 290],
  },
  {
    language: 'ar',
    brief:
      'صفحة لورشة «صناعة المحتوى» يوم السبت 14 نوفمبر 2026 الساعة 17:00 في مكتبة الملك فهد، جدة. المتحدثون: أ. ريم الحربي و د. فهد القحطاني. سعر التذكرة 120 ر.س.',
    wants: ['صناعة المحتوى', 'ريم الحربي', 'فهد القحطاني', 120, '17:00'],
  },
  {
    language: 'en',
    brief:
      "Website for Rosa's Tire & Brake, a garage at 412 Linden Ave. Services: oil change $49, brake pads $180, tire rotation $35. Open Mon-Sat 8:00-18:00, call (555) 284-7719. Mechanics: Luis Rosa and Dana Whitfield.",
    wants: [
      "Rosa's Tire & Brake",
      '412 Linden Ave',
      'Oil change',
      'Brake pads',
      180,
      'Tire rotation',
      '(555) 284-7719',
      'Luis Rosa',
      'Dana Whitfield',
    ],
  },
  {
    language: 'en',
    brief:
      'Kanban board for my podcast production with columns: Ideas, Booked Guests, Recording, Editing, Published. Put a couple cards in, like "Episode 42 with Priya Nandan" in Editing and "Intro music refresh" in Ideas.',
    wants: [
      'Ideas',
      'Booked Guests',
      'Recording',
      'Editing',
      'Published',
      'Episode 42 with Priya Nandan',
      'Intro music refresh',
    ],
  },
  {
    language: 'fr',
    brief:
      'Page pour le Festival Jazz des Quais, le 14 juin 2027 à 19h30, Quai Saint-Pierre à Bordeaux. Au programme : Lucie Vernay Trio puis Les Frères Cazal. Billets : 25 € plein tarif, 15 € étudiant.',
    wants: [
      'Festival Jazz des Quais',
      '14 juin 2027',
      'Quai Saint-Pierre',
      'Lucie Vernay Trio',
      'Les Frères Cazal',
      'Plein tarif',
      25,
      'Étudiant',
      15,
    ],
  },
  {
    language: 'tr',
    brief:
      'Kahve tüketimimi takip etmek istiyorum: tarih, kahve türü, fincan sayısı, kafe adı. Örnek kayıtlar: Filtre kahve 2 fincan Mola Kahvecisi, Türk kahvesi 1 fincan Köşe Kafe.',
    wants: [
      'Tarih',
      'Kahve türü',
      'Fincan sayısı',
      'Kafe adı',
      'Filtre kahve',
      'Mola Kahvecisi',
      'Türk kahvesi',
      'Köşe Kafe',
    ],
  },
  {
    language: 'ru',
    brief:
      'Сделай трекер тренировок: дата, упражнение, подходы, повторения, вес (кг). Добавь примеры: жим лёжа 3×8 по 60 кг, присед 4×6 по 80 кг.',
    wants: ['Дата', 'Упражнение', 'Подходы', 'Повторения', 'жим лёжа', 'присед', 60, 80],
  },
  {
    language: 'ar',
    brief:
      'موقع لمطعم «بيت الزعتر» في عمّان، شارع الرينبو. المنيو: منسف 12 دينار، مسخن 9 دينار، كنافة 4 دينار. نفتح يومياً من 12:00 إلى 23:00. للحجز: 0791234567. الشيف: سامر الحداد.',
    wants: ['بيت الزعتر', 'شارع الرينبو', 'منسف', 'مسخن', 'كنافة', '23:00', '0791234567', 'سامر الحداد'],
  },
  {
    language: 'en',
    brief:
      'need a simple log for my beehives. each entry: hive name, date, frames of brood, queen seen (yes/no), honey supers, notes. put in two examples: Hive Clover – 12 May – 6 frames – queen seen – calm; Hive Thistle – 14 May – 4 frames – no queen, check again friday',
    wants: [
      'Hive Clover',
      'Hive Thistle',
      'Frames of brood',
      'Queen seen',
      'Honey supers',
      'Notes',
      '6 frames',
    ],
  },
  {
    language: 'fr',
    brief:
      "Page de présentation pour Brumeo, notre diffuseur d'huiles essentielles en céramique. Fonctionnalités : Minuterie douce, Mode nuit, Réservoir 300 ml. Offres : Essentiel 49 €, Duo 89 €, Coffret Découverte 119 € (avec 6 huiles). FAQ : « Combien de temps dure le réservoir ? », « Le diffuseur est-il silencieux ? ». Et un avis client : « Ma chambre sent la forêt tous les soirs » — Hélène Marchetti.",
    wants: [
      'Brumeo',
      'Minuterie douce',
      'Mode nuit',
      'Essentiel',
      49,
      'Coffret Découverte',
      119,
      'Combien de temps dure le réservoir',
      'Le diffuseur est-il silencieux',
      'Ma chambre sent la forêt tous les soirs',
      'Hélène Marchetti',
    ],
  },
  {
    language: 'es',
    brief:
      'Landing para Cuadrante, una app de turnos para bares y restaurantes. Funciones: Turnos arrastrables, Intercambio de turnos, Control de horas extra. Planes: Básico gratis, Local 19 €/mes, Cadena 49 €/mes. Preguntas frecuentes: ¿Puedo probarlo gratis? ¿Sirve para varios locales? Testimonio de Jorge Almansa (dueño de Taberna El Candil): "Ya no hago los horarios en una servilleta".',
    wants: [
      'Cuadrante',
      'Turnos arrastrables',
      'Intercambio de turnos',
      'Control de horas extra',
      'Local',
      19,
      'Cadena',
      49,
      '¿Puedo probarlo gratis?',
      'Jorge Almansa',
      'Taberna El Candil',
    ],
  },
  {
    language: 'ru',
    brief:
      'Хочу журнал рыбалки: дата, водоём, наживка, улов (вид и вес), погода. Например: 12 июля, озеро Светлое, опарыш, окунь 0,4 кг, пасмурно; 20 июля, река Мста, воблер, щука 2,1 кг, ясно.',
    wants: ['Водоём', 'Наживка', 'Улов', 'Погода', 'озеро Светлое', 'река Мста', 'щука 2,1 кг', 'опарыш'],
  },
  {
    language: 'en',
    brief:
      'i need a simple log for my babysitting hours so i can bill the parents. fields: date, family, start time, end time, rate, paid yes/no. put in a couple examples like the Hendersons on 3/14 from 6:00 PM to 10:30 PM at $18/hr and the Okafors 3/16 2:00-5:00 PM, $20/hr, not paid yet',
    wants: ['Hendersons', 'Okafors', '10:30 PM', '2:00 PM', 18, 20, 'Family', 'Rate', 'Paid'],
  },
  {
    language: 'en',
    brief:
      'office ping pong tournament bracket, 8 players: Priya, Tom, Kenji, Sasha, Marcus, Elena, Dev, Hannah. quarter finals fri 3pm in the break room',
    wants: ['Priya', 'Tom', 'Kenji', 'Sasha', 'Marcus', 'Elena', 'Dev', 'Hannah', 'Winner'],
  },
  {
    language: 'tr',
    brief:
      'Şirket içi ekip rehberi: isim, departman, dahili numara. Örnek: Ayşe Kaya - Muhasebe - 214, Mert Demir - Yazılım - 305, Selin Aksoy - İnsan Kaynakları - 118. Üstte arama kutusu olsun.',
    wants: [
      'Ayşe Kaya',
      'Muhasebe',
      214,
      'Mert Demir',
      'Yazılım',
      305,
      'Selin Aksoy',
      'İnsan Kaynakları',
      118,
    ],
  },
  {
    language: 'fr',
    brief:
      "Un petit carnet pour suivre l'arrosage de mes plantes d'intérieur. Champs : nom de la plante, pièce, dernier arrosage, fréquence (en jours), engrais oui/non. Exemples : Monstera – salon – arrosée le 02/03, tous les 7 jours ; Calathea – salle de bain – le 05/03, tous les 4 jours.",
    wants: ['Monstera', 'salon', 'Calathea', 'salle de bain', 'Fréquence', 'Dernier arrosage', 'Engrais'],
  },
  {
    language: 'es',
    brief:
      'quiero un registro para mis avistamientos de aves en la sierra. campos: especie, fecha, hora, lugar, nº de individuos, notas. ejemplos: Buitre leonado, 3/5/2025, 09:15, Puerto de Navacerrada, 12 ; Abejaruco, 4/5/2025, 18:40, La Pedriza, 3',
    wants: [
      'Especie',
      'Lugar',
      'Buitre leonado',
      'Puerto de Navacerrada',
      'Abejaruco',
      'La Pedriza',
      '18:40',
    ],
  },
  {
    language: 'ru',
    brief:
      'Справочник сотрудников нашего отдела: ФИО, должность, внутренний номер, почта. Например: Игорь Волков — ведущий инженер — доб. 1204; Мария Ким — дизайнер — доб. 1187; Олег Саидов — тимлид — доб. 1150.',
    wants: [
      'Игорь Волков',
      'ведущий инженер',
      1204,
      'Мария Ким',
      'дизайнер',
      1187,
      'Олег Саидов',
      'тимлид',
      1150,
    ],
  },
  {
    language: 'ar',
    brief:
      'صفحة لفعالية «ليلة الشعر النبطي» يوم الخميس ٢٠ نوفمبر الساعة ٨:٠٠ مساءً في مسرح المجمع الثقافي بأبوظبي. المشاركون: الشاعر سالم الكعبي والشاعرة مريم الظاهري. التذاكر 50 درهم.',
    wants: ['ليلة الشعر النبطي', 'مسرح المجمع الثقافي', 'سالم الكعبي', 'مريم الظاهري', 50],
  },
  {
    language: 'ar',
    brief:
      'نظام حجز مواعيد لعيادة «ابتسامة» لطب الأسنان. الأطباء: د. خالد المنصوري ود. نورة الشمري. الخدمات: تنظيف أسنان 200 ريال، حشوة تجميلية 350 ريال، تبييض 1,200 ريال. الدوام من السبت للخميس ٤ العصر - ١٠ مساءً، هاتف 055 512 3456',
    wants: [
      'ابتسامة',
      'خالد المنصوري',
      'نورة الشمري',
      'تنظيف أسنان',
      200,
      'حشوة تجميلية',
      350,
      'تبييض',
      1200,
    ],
  },
  {
    language: 'en',
    brief:
      'Staff directory for Harbourview Dental with name, role, clinic and extension. People: Aisha Grant (Practice Manager, Dover), Leon Shaw (Hygienist, Deal), Ruth Cole (Receptionist, Dover).',
    wants: [
      'Aisha Grant',
      'Practice Manager',
      'Leon Shaw',
      'Hygienist',
      'Deal',
      'Ruth Cole',
      'Receptionist',
      'Dover',
    ],
  },
  {
    language: 'es',
    brief:
      'Un directorio para la peña ciclista Los Pedales de Burgos. Presidente: Álvaro Ruiz. Secretaria: Nuria Blanco. Tesorero: Iván Peña.',
    wants: ['Álvaro Ruiz', 'Presidente', 'Nuria Blanco', 'Secretaria', 'Iván Peña', 'Tesorero'],
  },
  {
    language: 'en',
    brief:
      'A log for my aquarium water tests. Each entry should have date, ammonia (ppm), nitrite, nitrate, temp and a notes field. Example: 2 March — ammonia 0.25, nitrite 0, nitrate 20, 25°C, "water change done".',
    wants: ['Ammonia', 'Nitrite', 'Nitrate', 0.25, 20, 25, 'water change done'],
  },
  {
    language: 'es',
    brief:
      'Recetario familiar:\n- Gazpacho: 20 min, 4 raciones\n- Cocido madrileño: 3 horas, 8 raciones\n- Flan de huevo: 1 h, 6 raciones',
    wants: ['Gazpacho', 'Cocido madrileño', 'Flan de huevo'],
  },
  {
    language: 'ru',
    brief:
      'Студия маникюра «Лак и кот», Пермь.\nУслуги:\n— маникюр с покрытием — 1800 ₽ (1,5 часа)\n— снятие покрытия — 300 ₽ (20 минут)\n— дизайн одного ногтя — 100 ₽\nМастера: Ольга Зуева (топ-мастер), Ирина Лис (мастер).',
    wants: [
      'Лак и кот',
      'Маникюр с покрытием',
      1800,
      'Снятие покрытия',
      300,
      'Дизайн одного ногтя',
      100,
      'Ольга Зуева',
      'Ирина Лис',
    ],
  },
  {
    language: 'ar',
    brief:
      'تطبيق أتابع فيه تمارين البيانو لبناتي ليان وجود. الحقول: المقطوعة، من مازورة، إلى مازورة، الدقائق، ملاحظات. مثال: ليان عزفت مقطوعة الربيع من مازورة 1 إلى مازورة 24.',
    wants: ['المقطوعة', 'من مازورة', 'إلى مازورة', 'مقطوعة الربيع', 24],
  },
  {
    language: 'es',
    brief:
      'Web para la boda de Marta Gil y Pablo Ruiz el 19 de junio de 2027 en el Cortijo Los Olivos, Granada: misa a las 12:00, aperitivo a las 14:00 y banquete desde las 15:30. Con un formulario de asistencia donde pongan nombre, número de invitados, menú (carne / pescado / vegano) e intolerancias.',
    wants: [
      'Marta Gil',
      'Pablo Ruiz',
      'Cortijo Los Olivos',
      'Misa',
      'Aperitivo',
      'Banquete',
      'Número de invitados',
      'Menú',
      'Intolerancias',
    ],
  },
  {
    language: 'en',
    brief:
      'Kanban for our bakery orders. Columns: New, Baking, Ready, Collected. Each card needs a customer name, pickup date and cake size. Sample card: "Lemon drizzle, 20cm" for customer Amira Shah.',
    wants: [
      'New',
      'Baking',
      'Ready',
      'Collected',
      'Customer name',
      'Pickup date',
      'Cake size',
      'Lemon drizzle',
    ],
  },
  {
    language: 'fr',
    brief:
      "Site vitrine pour la fromagerie Le Comté d'Or, 5 place du Marché à Dole.\nProduits :\n- Comté 18 mois : 24 € le kilo\n- Mont d'Or : 16 €\n- Morbier : 19 €\nHoraires : du mardi au samedi 8h30–19h.",
    wants: ["Le Comté d'Or", 'Comté 18 mois', 24, "Mont d'Or", 16, 'Morbier', 19],
  },
  {
    language: 'ru',
    brief:
      'Нужен график уборки для нашей общаги: кто пылесосит, кто моет плиту, кто выносит мусор; нас трое — Саша, Вера и Тимур; поля: дело, ответственный, день, сделано',
    wants: ['Пылесосит', 'Моет плиту', 'Выносит мусор', 'Саша', 'Вера', 'Тимур', 'Ответственный', 'Сделано'],
  },
  {
    language: 'tr',
    brief:
      'Yoga Evi için site: dersler hatha yoga 300 ₺, yin yoga 350 ₺, meditasyon 200 ₺, eğitmenlerimiz Selin Arslan ve Burak Demir, adres Bağdat Caddesi No:12 Kadıköy.',
    wants: ['Yoga Evi', 'Hatha yoga', 300, 'Yin yoga', 350, 'Meditasyon', 200, 'Selin Arslan', 'Burak Demir'],
  },
  {
    language: 'ar',
    brief:
      'صفحة لمهرجان التمور في بريدة يوم الخميس 7 أكتوبر 2027 في مركز الملك خالد الحضاري: الافتتاح الساعة 4:00 مساءً، المزاد الساعة 6:00 مساءً، ثم عرض شعبي. الدخول 20 ر.س.',
    wants: ['مهرجان التمور', 'مركز الملك خالد الحضاري', 'الافتتاح', 'المزاد', 'عرض شعبي', 20],
  },
];

let serve: BuildServer;

beforeAll(async () => {
  serve = await startBuildServer();
});

afterAll(async () => {
  await serve.close();
  await closeBuilder();
});

function shows(text: string, want: string | number): boolean {
  if (typeof want === 'number') {
    // 1500 may be written 1,500, 1.500 or 1 500.
    const digits = String(want).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\\s\\u00a0\\u202f]?');
    return new RegExp(`(?<![\\d.,])${digits}(?![\\d])`).test(text);
  }
  return text.toLocaleLowerCase().includes(want.toLocaleLowerCase());
}

describe('a brief shows what it states', () => {
  const found: number[] = [];
  const wanted: number[] = [];

  BRIEFS.forEach((brief, index) => {
    it(`${brief.language}: ${brief.brief.slice(0, 70)}…`, async () => {
      const spec = understand(brief.brief, brief.language);
      const built = await buildProject(renderProject(spec));
      if (!built.ok) throw new Error(`build failed: ${JSON.stringify(built.error)}`);
      const slot = `b${index}`;
      serve.publish(slot, built.output);
      const browser = await serve.host.get();
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(String(error)));
        await page.setViewport({ width: 1280, height: 900 });
        await page.goto(`${serve.origin}/${slot}/`, { waitUntil: 'networkidle0' });
        // The home page, then each page its navigation leads to, as a visitor would look.
        let text = await page.evaluate(() => document.body.innerText);
        const links = await page.evaluate(() =>
          [...document.querySelectorAll('header a[href], nav a[href]')]
            .map((a) => (a as HTMLAnchorElement).href)
            .filter((href) => href.startsWith(location.origin) && !href.includes('#')),
        );
        for (const link of [...new Set(links)].slice(0, 6)) {
          await page.goto(link, { waitUntil: 'networkidle0' });
          text += `\n${await page.evaluate(() => document.body.innerText)}`;
        }
        const missing = brief.wants.filter((want) => !shows(text, want));
        // An app in French, Spanish, Russian or Arabic shows nothing its lexicon translates in English
        // or Turkish, and an Arabic one reads right to left.
        if (spec.language !== 'en' && spec.language !== 'tr') {
          const left = foreignTexts(spec.language).filter((t) => text.includes(t));
          expect(left).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(
            APP_LOCALES[spec.language].dir,
          );
        }
        found.push(brief.wants.length - missing.length);
        wanted.push(brief.wants.length);
        console.log(
          `${spec.kind} "${spec.name}": ${brief.wants.length - missing.length}/${brief.wants.length}` +
            (missing.length > 0 ? ` — missing ${missing.join(', ')}` : ''),
        );
        expect(errors).toEqual([]);
        expect(
          (brief.wants.length - missing.length) / brief.wants.length,
          `missing ${missing.join(', ')}`,
        ).toBeGreaterThanOrEqual(0.8);
      } finally {
        await context.close();
      }
    }, 60_000);
  });

  afterAll(() => {
    const total = found.reduce((a, b) => a + b, 0);
    const all = wanted.reduce((a, b) => a + b, 0);
    if (all > 0)
      console.log(
        `briefs: ${found.length}, requirements shown: ${total}/${all} (${Math.round((100 * total) / all)}%)`,
      );
  });
});
