/**
 * The gallery in docs/gallery.md: each brief goes through the built-in agent and the builder, is
 * opened in Chromium as a visitor would, and its first screen is saved as
 * docs/images/gallery/{slug}.png. Run with `pnpm --filter @atelier/worker gallery [slug…]`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@atelier/contracts';
import { renderProject } from '../src/agent/render.ts';
import { understand } from '../src/agent/understand.ts';
import { buildProject, closeBuilder } from '../src/builder/bundle.ts';
import { startBuildServer } from '../test/support/build-server.ts';

interface Shot {
  slug: string;
  language: Language;
  brief: string;
  /** Taller pages show more of what the brief listed. */
  height?: number;
}

export const SHOTS: Shot[] = [
  {
    slug: 'houseplants',
    language: 'en',
    brief:
      'An app to track my houseplants: name, room, water every N days, last watered. Show which need water today. E.g. Monstera, Fern and Pothos.',
  },
  {
    slug: 'vinyl',
    language: 'en',
    brief:
      'Manage my vinyl records: artist, album, year, condition (mint, good, worn), price paid in €, e.g. Blue Train and Kind of Blue',
  },
  {
    slug: 'job-applications',
    language: 'en',
    brief:
      'track job applications: company, role, status (applied, interview, offer, rejected), applied on, salary',
  },
  {
    slug: 'subscriptions',
    language: 'en',
    brief:
      'A subscription tracker for my streaming services: service, monthly price ($), renewal date, category (video, music, news). For example Netflix and Spotify.',
  },
  {
    slug: 'kitaplik',
    language: 'tr',
    brief: 'Kitaplığımı takip etmek istiyorum: başlık, yazar, sayfa sayısı, okundu mu, puan',
  },
  {
    slug: 'ledgerly',
    language: 'en',
    brief:
      'A landing page for Ledgerly, an invoicing tool for freelancers. Plans: Starter $9/month, Pro $29/month, Agency $79/month. Features: recurring invoices, automatic reminders, multi-currency.',
    height: 2600,
  },
  {
    slug: 'candles',
    language: 'en',
    brief:
      'An online shop for my candle business Wick & Wax selling Lavender Dream candle for $18, Cedar Smoke candle for $22, Vanilla Bean candle for $16 and a Gift Set for $45.',
    height: 1400,
  },
  {
    slug: 'salon',
    language: 'en',
    brief:
      'Website for Bella Cuts hair salon. Services: Haircut $35, Color $80, Blowout $30. Team: Maria (owner), Jake (stylist). Open Tuesday to Saturday 9am-6pm.',
    height: 1600,
  },
  {
    slug: 'marketing-board',
    language: 'en',
    brief: 'A kanban board for our marketing team with columns Ideas, Drafting, Review, Scheduled, Published',
  },
  {
    slug: 'pizzeria',
    language: 'en',
    brief:
      "Menu website for Luigi's Pizzeria: Margherita 12, Pepperoni 14, Quattro Formaggi 15, Tiramisu 7. Open every day 11:00-23:00.",
    height: 1600,
  },
  {
    slug: 'kuafor',
    language: 'tr',
    brief:
      'Kuaför salonum Makas için site. Hizmetler: Saç kesimi 300 TL, Boya 900 TL, Fön 200 TL. Ekip: Ayşe (sahibi), Mehmet (kuaför). Salı-Cumartesi 10:00-20:00 açık.',
    height: 1400,
  },
  {
    slug: 'food-truck',
    language: 'fr',
    brief:
      'Une page pour mon food truck Le Taco Loco. Menu : tacos al pastor 9 €, quesadilla 8 €, churros 5 €. Ouvert du jeudi au samedi 18h-23h.',
    height: 1400,
  },
  {
    slug: 'habits',
    language: 'en',
    brief:
      'A habit tracker with habits: meditate 10 minutes, read 20 pages, drink 2 liters of water, no sugar',
  },
  {
    slug: 'renovation-board',
    language: 'ru',
    brief: 'Канбан-доска для ремонта квартиры с колонками: Купить, Заказано, В работе, Готово',
  },
  {
    slug: 'conference',
    language: 'en',
    brief:
      'Landing page for DevFest Istanbul 2026, a developer conference on 12 June 2026 at Kadıköy Hall. Tickets: Early bird $49, Regular $79. Speakers: Ana Silva (Google), Tom Lee (Vercel).',
    height: 900,
  },
  {
    slug: 'book-club',
    language: 'fr',
    brief: 'Une page pour notre club de lecture : prochaine rencontre le 3 mars à 19h au Café Lumen.',
    height: 1300,
  },
  {
    slug: 'yoga-studio',
    language: 'es',
    brief:
      'Web para mi estudio de yoga Prana: clases de Hatha 12 €, Vinyasa 15 €, Yin 10 €. Profesoras: Lucía, Marta.',
    height: 1400,
  },
  {
    slug: 'bakery',
    language: 'ar',
    brief: 'متجر إلكتروني لمخبز السنابل: كرواسون 8 ريال، خبز بالتمر 12 ريال، كعكة الشوكولاتة 45 ريال',
    height: 1200,
  },
  {
    slug: 'household-budget',
    language: 'en',
    brief: 'A budget for our household: rent 1200, groceries 400, fun 150 per month, in euros, with pages',
    height: 1300,
  },
  {
    slug: 'pottery-workshop',
    language: 'en',
    brief: 'A page for my pottery workshop on Saturday March 14. Price: €35',
    height: 1300,
  },
  {
    slug: 'coffee-dashboard',
    language: 'en',
    brief: 'Sales dashboard for our coffee shop showing revenue, orders and average ticket, in euros',
    height: 1100,
  },
  {
    slug: 'garden-beds',
    language: 'en',
    brief: 'An app to plan my garden beds: bed name, vegetable, sown on, days to harvest',
  },
  {
    slug: 'clase-ceramica',
    language: 'es',
    brief: 'Página para mi clase de cerámica los sábados a las 10:00, precio 25 €, en Calle Luna 5, Madrid',
    height: 1400,
  },
  {
    slug: 'wedding',
    language: 'tr',
    brief:
      'Düğün davetiyemiz için sayfa: Ayşe & Mehmet, 12 Eylül 2027, saat 19:00, Kır Bahçesi, Bodrum. Katılım formu olsun',
    height: 1100,
  },
  {
    slug: 'mia-chen',
    language: 'en',
    brief:
      'Portfolio for Mia Chen, a wedding photographer in Lisbon. Packages: Elopement €900, Full day €2400. Contact mia@miachen.photo',
    height: 1600,
  },
  {
    slug: 'finch',
    language: 'en',
    brief:
      "A landing page for Finch, a budgeting app for couples. Features: shared goals, bill splitting, monthly reports. Plans: Free, Plus $5/month. Testimonials: 'We finally stopped arguing about money' - Sam & Alex",
    height: 2600,
  },
  {
    slug: 'chess-openings',
    language: 'en',
    brief: 'A tool for tracking the chess openings I study, with search, filters, charts, export and pages',
    height: 900,
  },
  {
    slug: 'jeux-de-societe',
    language: 'fr',
    brief: 'Une appli pour suivre mes jeux de société',
    height: 800,
  },
  {
    slug: 'bait-al-zaytoun',
    language: 'ar',
    brief:
      'موقع لمطعم بيت الزيتون في عمّان. القائمة: حمص 3 دينار، فلافل 2 دينار، منسف 9 دينار. مفتوح يوميا من 11 صباحا حتى 11 مساء',
    height: 1500,
  },
  {
    slug: 'river-quiz',
    language: 'en',
    brief:
      'A pub quiz about rivers. Which river flows through Cairo? -> the Nile; Which river flows through Vienna? -> the Danube; Which river flows through Paris? -> the Seine. Keep my best score.',
    height: 1100,
  },
  {
    slug: 'lea-marchetti',
    language: 'fr',
    brief:
      "Je suis illustratrice jeunesse, Léa Marchetti. J'aimerais un portfolio simple et coloré pour montrer mes albums : « Le Renard qui comptait les étoiles », « Mamie Tempête », « La Cabane de Noé ».",
    height: 1200,
  },
  {
    slug: 'lakovyi-kot',
    language: 'ru',
    brief:
      'Я мастер маникюра. Нужно приложение для онлайн-записи: Маникюр с покрытием — 1,5 часа, 1800 ₽; Снятие + маникюр — 2 часа, 2100 ₽; Педикюр — 1,5 часа, 2300 ₽. Студия называется «Лаковый кот».',
    height: 1200,
  },
  {
    slug: 'boda-rsvp',
    language: 'es',
    brief:
      'Web para la boda de Marta Gil y Pablo Ruiz el 19 de junio de 2027 en el Cortijo Los Olivos, Granada: misa a las 12:00, aperitivo a las 14:00 y banquete desde las 15:30. Con un formulario de asistencia donde pongan nombre, número de invitados, menú (carne / pescado / vegano) e intolerancias.',
    height: 2000,
  },
  {
    slug: 'bakery-orders',
    language: 'en',
    brief:
      'Kanban for our bakery orders. Columns: New, Baking, Ready, Collected. Each card needs a customer name, pickup date and cake size. Sample card: "Lemon drizzle, 20cm" for customer Amira Shah.',
  },
  {
    slug: 'grafik-uborki',
    language: 'ru',
    brief:
      'Нужен график уборки для нашей общаги: кто пылесосит, кто моет плиту, кто выносит мусор; нас трое — Саша, Вера и Тимур; поля: дело, ответственный, день, сделано',
  },
  {
    slug: 'panaderia',
    language: 'es',
    brief:
      'Quiero una web para mi panadería, Panadería La Espiga, en Sevilla.\n- Dirección: Calle Feria 37, 41003 Sevilla\n- Teléfono: 954 21 38 76\n- Horario: de lunes a sábado de 7:30 a 14:30, domingos de 8:00 a 13:00\n- Carta: pan de masa madre 3,20 €, molletes de Antequera 0,90 €, torrijas 2,50 €, tarta de Santiago 18 €\n- Equipo: Manuel Ortega (maestro panadero) y Rocío Benítez (pastelera)',
    height: 2200,
  },
  {
    slug: 'zavtrak-s-tsiframi',
    language: 'ru',
    brief:
      'Страница подписки на рассылку «Завтрак с цифрами» — еженедельное письмо про экономику простым языком, выходит по воскресеньям. Автор — Денис Орлов, экономист. Поле для email, кнопка «Подписаться бесплатно», под ней три последних выпуска: «Почему дорожает гречка», «Как работает ключевая ставка», «Ипотека: мифы и цифры». Уже 12 000 подписчиков.',
    height: 1600,
  },
  {
    slug: 'nubelia-directorio',
    language: 'es',
    brief:
      'Directorio del equipo de Nubelia (somos 18 personas, remoto entre México y Colombia). Tarjetas con foto, nombre, rol, zona horaria y Slack. Filtro por área: Ingeniería, Diseño, Ventas, Operaciones. Algunos ejemplos:\n- Valeria Montoya — Head of Design — Bogotá\n- Diego Ramírez — Backend — CDMX\n- Andrés Quintero — Ventas — Medellín\nBuscador arriba.',
  },
  {
    slug: 'amsiyat-qahwa',
    language: 'ar',
    brief:
      'صفحة لأمسية تذوق القهوة المختصة في محمصة بُن وهيل، جدة - حي الشاطئ. يوم الجمعة 12 نوفمبر 2027 الساعة 8 مساءً. نجرب 5 محاصيل: إثيوبيا يرغاتشيفي، كولومبيا هويلا، كينيا نييري، اليمن حراز، بنما غيشا. التذكرة 95 ر.س وتشمل كيس قهوة 250 جرام. المقاعد محدودة (20 شخص). المقدم: المحمص خالد باعشن.',
    height: 1500,
  },
  {
    slug: 'les-petites-notes-sondage',
    language: 'fr',
    brief:
      "questionnaire de satisfaction pour les parents d'élèves de l'école de musique Les Petites Notes (Lyon 7e)\n\nquestions :\n1. Instrument pratiqué par votre enfant (piano, violon, guitare, batterie)\n2. Êtes-vous satisfait des horaires des cours ? (note de 1 à 5)\n3. Le professeur communique-t-il assez sur les progrès ?\n4. Souhaitez-vous un concert de fin d'année ? oui/non\n5. Remarques libres\n\nbouton Envoyer, puis message « Merci pour votre retour ! »",
  },
  {
    slug: 'vivre-a-villeneuve-annuaire',
    language: 'fr',
    brief:
      "Annuaire des commerçants de l'association « Vivre à Villeneuve » :\nBoulangerie Martin – Julien Martin – 04 90 25 11 32\nLibrairie Le Passeur – Claire Dubois – 04 90 25 46 09\nGarage Roux – Patrick Roux – 04 90 25 70 18\nFleurs de Pétale – Amina Benali – 06 12 34 56 78\nRecherche par nom + filtre par catégorie (alimentation, culture, services, fleurs). Fiche avec horaires et adresse.",
  },
  {
    slug: 'trekker-domashnikh-del',
    language: 'ru',
    brief:
      'нужен трекер домашних дел для семьи. участники: Маша, Петя, мама, папа. дела: вынести мусор, пропылесосить, полить цветы, погулять с Бусей (это собака). за каждое дело баллы, в конце недели таблица кто больше набрал. чтоб можно было отмечать галочкой с телефона',
  },
  {
    slug: 'viaje-lisboa-gastos',
    language: 'es',
    brief:
      'Nos vamos a Lisboa cuatro amigos: Marta, Jorge, Lucía y Álex. Quiero una app para repartir los gastos: cada uno apunta lo que paga (hotel 360, cena en Alfama 84, tranvía 18) y al final que salga quién debe a quién.',
  },
  {
    slug: 'northside-boxing',
    language: 'en',
    height: 1400,
    brief:
      'Website for Northside Boxing Club. Weekly timetable:\n- Mon & Wed 6pm – Beginners Boxing with Coach Dan\n- Tuesday 7:30pm – Sparring (Leah)\n- Sat 10am – Kids Boxing with Coach Dan\nDrop-in $15, monthly $90. Max 16 people per class.',
  },
];

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/images/gallery');

async function main(only: string[]): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const serve = await startBuildServer();
  try {
    for (const shot of SHOTS.filter((s) => only.length === 0 || only.includes(s.slug))) {
      const spec = understand(shot.brief, shot.language);
      const built = await buildProject(renderProject(spec));
      if (!built.ok) throw new Error(`${shot.slug}: ${JSON.stringify(built.error)}`);
      serve.publish(shot.slug, built.output);
      const browser = await serve.host.get();
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1100, height: shot.height ?? 700 });
      await page.goto(`${serve.origin}/${shot.slug}/`, { waitUntil: 'networkidle0' });
      await page.screenshot({ path: path.join(OUT, `${shot.slug}.png`) });
      await context.close();
      console.log(`${shot.slug}: ${spec.kind} "${spec.name}"`);
    }
  } finally {
    await serve.close();
    await closeBuilder();
  }
}

await main(process.argv.slice(2));
