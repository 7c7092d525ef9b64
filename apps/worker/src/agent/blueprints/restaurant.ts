/**
 * Restaurant, composed from the kit's RestaurantApp (packages/app-kit): a hero with whether it is open
 * now, the menu by course with dietary labels (search, course and dietary filters), the opening hours,
 * a validated reservation form (a day, a time from that day's hours, party size) whose bookings are
 * listed under "My reservations" and saved, the story, reviews and the location with contact details.
 * The menu, week and contact are the brief's when it gave them. This blueprint writes only data: the
 * schema (menu, hours, contact, texts).
 *
 * Main interaction: the reservation form's "Book a table" / "Masa ayırt" button (after Name / Ad soyad and
 * Phone / Telefon); the booking then appears under "My reservations" / "Rezervasyonlarım" with a
 * "Cancel" / "İptal et" button.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type {
  Diet,
  Dish,
  RestaurantSchema,
  RestaurantSectionId,
  RestaurantTexts,
} from '@atelier/app-kit/restaurant';
import type { BriefContent } from '../brief-content.ts';
import { type AppSpec, type Blueprint, type Localized, has, pick, text, same, ownOr } from '../spec.ts';
import { type Pair, loc, matchTheme, mentions, orderedSections } from './content-shared.ts';
import {
  type PageDef,
  type SectionDef,
  composedAppFiles,
  composedFrame,
  composedTexts,
} from './productivity-shared.ts';
import {
  amountIn,
  asSentence,
  foldName,
  lastWord,
  listedCurrency,
  listedItems,
  seedContent,
  upperFirst,
} from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('restaurant');

type DishSeed = [name: Pair, description: Pair, usd: number, category: number, diets: Diet[]];

interface RestaurantTheme {
  words: readonly string[];
  headline: Pair;
  story: Pair;
  categories: Pair[];
  dishes: DishSeed[];
  /** Opening hours from Sunday to Saturday, "HH:MM" pairs or null when closed. */
  hours: ([string, string] | null)[];
}

const DINNER_HOURS: RestaurantTheme['hours'] = [
  ['12:00', '21:30'],
  null,
  ['17:00', '22:30'],
  ['17:00', '22:30'],
  ['17:00', '22:30'],
  ['12:00', '23:30'],
  ['12:00', '23:30'],
];

const THEMES: RestaurantTheme[] = [
  {
    words: ['pizza', 'pasta', 'italian', 'italyan', 'trattoria', 'pizzeria', 'makarna'],
    headline: [
      'Wood-fired pizza and fresh pasta, made every day.',
      'Odun ateşinde pizza ve her gün taze makarna.',
    ],
    story: [
      'We opened in a tiny corner kitchen with one oven and a family recipe for dough. Today we still ferment it for 48 hours, roll our pasta by hand every morning and buy our tomatoes from the same farm.',
      'Tek bir fırın ve aileden kalma bir hamur tarifiyle küçücük bir köşe mutfakta açıldık. Bugün hâlâ hamurumuzu 48 saat mayalandırıyor, makarnamızı her sabah elde açıyor ve domateslerimizi aynı çiftlikten alıyoruz.',
    ],
    categories: [
      ['Starters', 'Başlangıçlar'],
      ['Pizza', 'Pizza'],
      ['Pasta', 'Makarna'],
      ['Desserts', 'Tatlılar'],
    ],
    dishes: [
      [
        ['Burrata & Heirloom Tomatoes', 'Domatesli Burrata'],
        ['Creamy burrata, basil oil, sea salt.', 'Kremamsı burrata, fesleğen yağı, deniz tuzu.'],
        14,
        0,
        ['vegetarian', 'gluten-free'],
      ],
      [
        ['Arancini', 'Arancini'],
        ['Crispy risotto balls filled with mozzarella.', 'Mozzarella dolgulu çıtır risotto topları.'],
        11,
        0,
        ['vegetarian'],
      ],
      [
        ['Margherita', 'Margherita'],
        ['San Marzano tomato, fior di latte, basil.', 'San Marzano domates, fior di latte, fesleğen.'],
        15,
        1,
        ['vegetarian'],
      ],
      [
        ['Diavola', 'Diavola'],
        ['Spicy salami, mozzarella, chilli honey.', 'Acılı salam, mozzarella, acı biberli bal.'],
        18,
        1,
        ['spicy'],
      ],
      [
        ['Marinara', 'Marinara'],
        [
          'Tomato, garlic, oregano and olive oil, no cheese.',
          'Domates, sarımsak, kekik ve zeytinyağı; peynirsiz.',
        ],
        13,
        1,
        ['vegan'],
      ],
      [
        ['Cacio e Pepe', 'Cacio e Pepe'],
        ['Tonnarelli, pecorino, cracked black pepper.', 'Tonnarelli, pecorino, iri çekilmiş karabiber.'],
        17,
        2,
        ['vegetarian'],
      ],
      [
        ['Tagliatelle al Ragù', 'Tagliatelle al Ragù'],
        ['Slow-cooked beef ragù, parmesan.', 'Ağır ateşte pişmiş dana ragù, parmesan.'],
        21,
        2,
        [],
      ],
      [
        ['Penne Arrabbiata', 'Penne Arrabbiata'],
        ['Tomato, garlic and plenty of chilli.', 'Domates, sarımsak ve bolca acı biber.'],
        16,
        2,
        ['vegan', 'spicy'],
      ],
      [
        ['Tiramisu', 'Tiramisu'],
        ['Mascarpone, espresso, cocoa.', 'Mascarpone, espresso, kakao.'],
        9,
        3,
        ['vegetarian'],
      ],
      [
        ['Lemon Sorbet', 'Limon Sorbesi'],
        ['Made with Amalfi lemons.', 'Amalfi limonlarıyla.'],
        7,
        3,
        ['vegan', 'gluten-free'],
      ],
    ],
    hours: DINNER_HOURS,
  },
  {
    words: ['sushi', 'suşi', 'ramen', 'japanese', 'japon', 'izakaya'],
    headline: [
      'Sushi, ramen and small plates from our open kitchen.',
      'Açık mutfağımızdan suşi, ramen ve küçük tabaklar.',
    ],
    story: [
      'Our chef trained for eight years in Osaka before opening this small counter. We cook rice in small batches all evening, simmer our broth for eighteen hours and buy fish every morning.',
      'Şefimiz bu küçük tezgâhı açmadan önce sekiz yıl Osaka’da çalıştı. Pirinci akşam boyunca küçük partiler hâlinde pişiriyor, et suyumuzu on sekiz saat kaynatıyor ve balığı her sabah alıyoruz.',
    ],
    categories: [
      ['Small plates', 'Küçük tabaklar'],
      ['Sushi', 'Suşi'],
      ['Ramen', 'Ramen'],
      ['Desserts', 'Tatlılar'],
    ],
    dishes: [
      [
        ['Edamame', 'Edamame'],
        ['Steamed soy beans with sea salt.', 'Deniz tuzlu buharda soya fasulyesi.'],
        6,
        0,
        ['vegan', 'gluten-free'],
      ],
      [
        ['Chicken Karaage', 'Tavuk Karaage'],
        ['Crispy fried chicken, yuzu mayo.', 'Çıtır kızarmış tavuk, yuzu mayonez.'],
        12,
        0,
        [],
      ],
      [
        ['Salmon Nigiri (2)', 'Somon Nigiri (2)'],
        ['Fresh salmon on seasoned rice.', 'Tatlandırılmış pirinç üzerinde taze somon.'],
        9,
        1,
        ['gluten-free'],
      ],
      [
        ['Spicy Tuna Roll', 'Acılı Ton Balığı Rulo'],
        ['Tuna, chilli mayo, spring onion.', 'Ton balığı, acı mayonez, taze soğan.'],
        14,
        1,
        ['spicy'],
      ],
      [
        ['Avocado & Cucumber Roll', 'Avokado ve Salatalık Rulo'],
        ['Light, fresh and plant-based.', 'Hafif, ferah ve bitkisel.'],
        10,
        1,
        ['vegan', 'gluten-free'],
      ],
      [
        ['Tonkotsu Ramen', 'Tonkotsu Ramen'],
        ['Rich bone broth, chashu, soft egg.', 'Yoğun kemik suyu, chashu, rafadan yumurta.'],
        18,
        2,
        [],
      ],
      [
        ['Miso Vegetable Ramen', 'Miso Sebzeli Ramen'],
        ['Miso broth, tofu, seasonal vegetables.', 'Miso suyu, tofu, mevsim sebzeleri.'],
        16,
        2,
        ['vegan'],
      ],
      [
        ['Spicy Chicken Ramen', 'Acılı Tavuklu Ramen'],
        ['Chilli oil, chicken broth, greens.', 'Acı yağ, tavuk suyu, yeşillikler.'],
        17,
        2,
        ['spicy'],
      ],
      [
        ['Matcha Ice Cream', 'Matcha Dondurma'],
        ['Stone-ground green tea.', 'Taşta öğütülmüş yeşil çay.'],
        7,
        3,
        ['vegetarian', 'gluten-free'],
      ],
      [
        ['Mochi Trio', 'Mochi Üçlüsü'],
        ['Mango, sesame and strawberry.', 'Mango, susam ve çilek.'],
        8,
        3,
        ['vegan', 'gluten-free'],
      ],
    ],
    hours: DINNER_HOURS,
  },
  {
    words: [
      'kebab',
      'kebap',
      'meyhane',
      'turkish',
      'türk',
      'ocakbaşı',
      'ocakbasi',
      'lokanta',
      'pide',
      'lahmacun',
      'meze',
    ],
    headline: [
      'Meze, charcoal grill and fresh pide from the oven.',
      'Mezeler, ocakbaşı ızgara ve fırından sıcak pide.',
    ],
    story: [
      'Three generations of our family have cooked over charcoal. We mince our kebab meat by hand, bake pide to order and make every meze fresh each morning.',
      'Ailemizin üç kuşağı kömür ateşinde yemek pişirdi. Kebaplık etimizi zırhla elde kıyıyor, pideyi siparişe göre pişiriyor ve her mezeyi her sabah taze hazırlıyoruz.',
    ],
    categories: [
      ['Meze', 'Mezeler'],
      ['Grill', 'Izgara'],
      ['From the oven', 'Fırından'],
      ['Desserts', 'Tatlılar'],
    ],
    dishes: [
      [
        ['Hummus', 'Humus'],
        ['Chickpeas, tahini, lemon, olive oil.', 'Nohut, tahin, limon, zeytinyağı.'],
        7,
        0,
        ['vegan', 'gluten-free'],
      ],
      [
        ['Ezme', 'Acılı Ezme'],
        [
          'Finely chopped tomato, pepper and pomegranate syrup.',
          'İnce kıyılmış domates, biber ve nar ekşisi.',
        ],
        6,
        0,
        ['vegan', 'gluten-free', 'spicy'],
      ],
      [
        ['Haydari', 'Haydari'],
        ['Thick yogurt with garlic, mint and dill.', 'Sarımsak, nane ve dereotlu süzme yoğurt.'],
        6,
        0,
        ['vegetarian', 'gluten-free'],
      ],
      [
        ['Adana Kebab', 'Adana Kebap'],
        ['Hand-minced lamb with chilli, grilled on charcoal.', 'Zırhla kıyılmış acılı kuzu, kömür ateşinde.'],
        19,
        1,
        ['spicy'],
      ],
      [
        ['Chicken Shish', 'Tavuk Şiş'],
        ['Marinated chicken thigh, sumac onions.', 'Marine tavuk but, sumaklı soğan.'],
        16,
        1,
        ['gluten-free'],
      ],
      [
        ['Grilled Halloumi & Vegetables', 'Izgara Hellim ve Sebze'],
        ['Halloumi, peppers, aubergine, tomato.', 'Hellim, biber, patlıcan, domates.'],
        14,
        1,
        ['vegetarian', 'gluten-free'],
      ],
      [
        ['Lahmacun', 'Lahmacun'],
        ['Thin crust with spiced mince and parsley.', 'Baharatlı kıymalı ince hamur, maydanozla.'],
        8,
        2,
        [],
      ],
      [
        ['Cheese Pide', 'Kaşarlı Pide'],
        ['Boat-shaped bread with melted cheese.', 'Eriyen kaşarlı kayık pide.'],
        11,
        2,
        ['vegetarian'],
      ],
      [
        ['Künefe', 'Künefe'],
        ['Hot shredded pastry, cheese and syrup.', 'Sıcak tel kadayıf, peynir ve şerbet.'],
        9,
        3,
        ['vegetarian'],
      ],
      [
        ['Pistachio Baklava (4 pieces)', 'Fıstıklı Baklava (4 dilim)'],
        ['Thin pastry, pistachios, butter.', 'İnce yufka, fıstık, tereyağı.'],
        8,
        3,
        ['vegetarian'],
      ],
    ],
    hours: [
      ['12:00', '23:00'],
      ['12:00', '23:00'],
      ['12:00', '23:00'],
      ['12:00', '23:00'],
      ['12:00', '23:00'],
      ['12:00', '23:30'],
      ['12:00', '23:30'],
    ],
  },
  {
    words: [
      'cafe',
      'café',
      'kafe',
      'coffee',
      'kahve',
      'bakery',
      'fırın',
      'pastane',
      'brunch',
      'breakfast',
      'kahvaltı',
      'bistro',
    ],
    headline: [
      'Slow breakfasts, good coffee and cakes baked this morning.',
      'Acelesiz kahvaltılar, iyi kahve ve bu sabah pişen kekler.',
    ],
    story: [
      'We are a small neighbourhood café. Our bread comes from the bakery next door, our coffee is roasted in town, and our cakes are baked each morning before we open the doors.',
      'Küçük bir mahalle kafesiyiz. Ekmeğimiz yan taraftaki fırından geliyor, kahvemiz şehirde kavruluyor ve keklerimiz her sabah kapıları açmadan önce pişiyor.',
    ],
    categories: [
      ['Breakfast', 'Kahvaltı'],
      ['Sandwiches', 'Sandviçler'],
      ['Coffee', 'Kahve'],
      ['Cakes', 'Kekler'],
    ],
    dishes: [
      [
        ['Breakfast Plate', 'Serpme Kahvaltı Tabağı'],
        ['Cheeses, olives, eggs, honey and warm bread.', 'Peynirler, zeytin, yumurta, bal ve sıcak ekmek.'],
        16,
        0,
        ['vegetarian'],
      ],
      [
        ['Avocado Toast', 'Avokadolu Ekmek'],
        ['Sourdough, avocado, chilli flakes, lemon.', 'Ekşi mayalı ekmek, avokado, pul biber, limon.'],
        11,
        0,
        ['vegan'],
      ],
      [
        ['Menemen', 'Menemen'],
        ['Eggs scrambled with tomato and peppers.', 'Domates ve biberle yumurta.'],
        9,
        0,
        ['vegetarian', 'gluten-free'],
      ],
      [
        ['Cheese & Pickle Toastie', 'Turşulu Kaşarlı Tost'],
        ['Aged cheese, pickles, sourdough.', 'Eski kaşar, turşu, ekşi mayalı ekmek.'],
        8,
        1,
        ['vegetarian'],
      ],
      [
        ['Chicken Pesto Ciabatta', 'Pestolu Tavuk Ciabatta'],
        ['Roast chicken, basil pesto, rocket.', 'Fırın tavuk, fesleğenli pesto, roka.'],
        11,
        1,
        [],
      ],
      [
        ['Flat White', 'Flat White'],
        ['Double ristretto, silky milk.', 'Çift ristretto, ipeksi süt.'],
        4,
        2,
        ['vegetarian', 'gluten-free'],
      ],
      [
        ['Oat Latte', 'Yulaf Sütlü Latte'],
        ['Espresso with creamy oat milk.', 'Kremamsı yulaf sütüyle espresso.'],
        5,
        2,
        ['vegan'],
      ],
      [
        ['Iced Filter Coffee', 'Soğuk Filtre Kahve'],
        ['Single origin, brewed over ice.', 'Tek kökenli, buz üzerine demlenmiş.'],
        5,
        2,
        ['vegan', 'gluten-free'],
      ],
      [
        ['Carrot Cake', 'Havuçlu Kek'],
        ['Walnuts, cinnamon, cream cheese frosting.', 'Ceviz, tarçın, krem peynirli kaplama.'],
        6,
        3,
        ['vegetarian'],
      ],
      [
        ['Flourless Chocolate Cake', 'Unsuz Çikolatalı Kek'],
        ['Dark chocolate, almonds, sea salt.', 'Bitter çikolata, badem, deniz tuzu.'],
        7,
        3,
        ['vegetarian', 'gluten-free'],
      ],
    ],
    hours: [
      ['09:00', '17:00'],
      ['08:00', '18:00'],
      ['08:00', '18:00'],
      ['08:00', '18:00'],
      ['08:00', '18:00'],
      ['08:00', '19:00'],
      ['09:00', '19:00'],
    ],
  },
];

const GENERAL: RestaurantTheme = {
  words: [],
  headline: [
    'Seasonal cooking and a warm welcome, every night.',
    'Mevsim mutfağı ve her akşam sıcak bir karşılama.',
  ],
  story: [
    'We are a small, independent kitchen. We cook with what the season brings, work with local farmers and fishermen, and change the menu whenever the market does.',
    'Küçük ve bağımsız bir mutfağız. Mevsimin getirdiğiyle pişiriyor, yerel çiftçiler ve balıkçılarla çalışıyor, pazar değiştikçe menümüzü değiştiriyoruz.',
  ],
  categories: [
    ['Starters', 'Başlangıçlar'],
    ['Mains', 'Ana yemekler'],
    ['Desserts', 'Tatlılar'],
    ['Drinks', 'İçecekler'],
  ],
  dishes: [
    [
      ['Soup of the Day', 'Günün Çorbası'],
      ['Ask us what is cooking today.', 'Bugün ne piştiğini bize sorun.'],
      7,
      0,
      ['vegan', 'gluten-free'],
    ],
    [['Crispy Calamari', 'Çıtır Kalamar'], ['Lemon, garlic aioli.', 'Limon, sarımsaklı aioli.'], 12, 0, []],
    [
      ['Roasted Beet Salad', 'Fırın Pancar Salatası'],
      ['Goat cheese, walnuts, orange.', 'Keçi peyniri, ceviz, portakal.'],
      10,
      0,
      ['vegetarian', 'gluten-free'],
    ],
    [
      ['Grilled Sea Bass', 'Izgara Levrek'],
      ['Herb butter, charred greens.', 'Otlu tereyağı, közlenmiş yeşillikler.'],
      24,
      1,
      ['gluten-free'],
    ],
    [
      ['Braised Short Rib', 'Ağır Ateşte Dana Kaburga'],
      ['Red wine, mash, glazed carrots.', 'Kırmızı şarap, püre, glaze havuç.'],
      27,
      1,
      ['gluten-free'],
    ],
    [
      ['Wild Mushroom Risotto', 'Yabani Mantarlı Risotto'],
      ['Parmesan, thyme, truffle oil.', 'Parmesan, kekik, trüf yağı.'],
      19,
      1,
      ['vegetarian', 'gluten-free'],
    ],
    [
      ['Chickpea & Spinach Curry', 'Nohutlu Ispanaklı Köri'],
      ['Coconut, ginger, basmati rice.', 'Hindistan cevizi, zencefil, basmati pirinç.'],
      17,
      1,
      ['vegan', 'gluten-free', 'spicy'],
    ],
    [
      ['Chocolate Fondant', 'Sıcak Çikolatalı Sufle'],
      ['Vanilla ice cream.', 'Vanilyalı dondurma ile.'],
      9,
      2,
      ['vegetarian'],
    ],
    [
      ['Seasonal Sorbet', 'Mevsim Meyveli Sorbe'],
      ['Three scoops, ask for flavours.', 'Üç top; çeşitleri sorun.'],
      7,
      2,
      ['vegan', 'gluten-free'],
    ],
    [
      ['Homemade Lemonade', 'Ev Yapımı Limonata'],
      ['Fresh lemons and mint.', 'Taze limon ve nane.'],
      5,
      3,
      ['vegan', 'gluten-free'],
    ],
  ],
  hours: DINNER_HOURS,
};

const PAGES: PageDef[] = [
  { id: 'main', path: '/', label: L.navHome },
  { id: 'menu', path: '/menu', label: L.navMenu },
  { id: 'reservations', path: '/reservations', label: L.navBook },
  { id: 'visit', path: '/visit', label: L.navVisit },
];

/** With 'pages', the menu, the reservations and the visit (hours and location) get pages of their own. */
const SECTIONS: SectionDef[] = [
  { id: 'hero', label: L.heroLabel, page: 'main' },
  { id: 'menu', label: L.menuLabel, page: 'menu' },
  { id: 'story', label: L.storyLabel, page: 'main' },
  { id: 'hours', label: L.hoursLabel, page: 'visit' },
  { id: 'reservations', label: L.reservationsLabel, page: 'reservations' },
  { id: 'reviews', label: L.reviewsLabel, page: 'main' },
  { id: 'location', label: L.locationLabel, page: 'visit' },
];
const SECTION_IDS = SECTIONS.map((s) => s.id);

function content(spec: AppSpec) {
  const theme = matchTheme(spec, THEMES) ?? GENERAL;
  const veganOnly = mentions(spec, ['vegan']);
  const listed = listedDishes(spec, theme);
  if (listed) return { theme, ...listed, veganOnly };
  return { theme, ...stockMenu(spec, theme, veganOnly), veganOnly };
}

/** The menu the restaurant shows when its brief listed no dishes: the theme's, in the app's currency. */
function stockMenu(spec: AppSpec, theme: RestaurantTheme, veganOnly: boolean) {
  const currency = listedCurrency(spec);
  const dishes: Dish[] = theme.dishes
    .filter(([, , , , diets]) => !veganOnly || diets.includes('vegan'))
    .map(([name, description, usd, category, diets], index) => ({
      id: `dish-${index + 1}`,
      name: loc(spec, name),
      description: loc(spec, description),
      price: amountIn(currency, usd),
      category: loc(spec, theme.categories[category] ?? theme.categories[0]!),
      diets,
    }));
  const categories = theme.categories
    .map((c) => loc(spec, c))
    .filter((c) => dishes.some((d) => d.category === c));
  return { dishes, categories };
}

/** Monday first, as people read a week; indexes into a Sunday-first week. */
const READING_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** A week (Sunday first) as lines a person would write ("Monday: closed", "Tuesday: 17:00–22:30"). */
function weekLines(spec: AppSpec, week: RestaurantTheme['hours']): string[] {
  const days = pick(spec, L.sundayMondayTuesdayWednesday).split(' ');
  const closed = pick(spec, L.closed);
  return READING_ORDER.map((day) => {
    const hours = week[day];
    return `${days[day]}: ${hours ? `${hours[0]}–${hours[1]}` : closed}`;
  });
}

/**
 * The stock menu and hours as content (Blueprint.defaultContent), so "make the Tiramisu 12 dollars" edits
 * what the restaurant shows. Rendered, the dishes keep their names, prices and descriptions and the
 * week its hours; courses and dietary badges are then read from the dishes' own words.
 */
function stockContent(spec: AppSpec): BriefContent {
  const theme = matchTheme(spec, THEMES) ?? GENERAL;
  const currency = listedCurrency(spec);
  const { dishes } = stockMenu(spec, theme, mentions(spec, ['vegan']));
  return seedContent(
    dishes.map((dish) => ({
      name: dish.name,
      ...(dish.price !== null ? { price: { amount: dish.price, currency } } : {}),
      detail: dish.description,
    })),
    {
      hours: weekLines(spec, theme.hours),
      week: theme.hours.map((day) => (day ? ([day[0], day[1]] as [string, string]) : null)),
    },
  );
}

// ---------------------------------------------------------------------------------------------------
// What the brief listed (spec.content): its dishes and prices, its week, its words and its contact.

interface Course {
  /** The English label, as the themes' categories spell it. */
  label: Pair;
  /** Folded keywords (no accents, dotless i as i); "pasta" is cake in Turkish, see courseWords. */
  words: readonly string[];
}

/** Menu courses and the words that place a dish in them; themes' categories are looked up by label. */
const COURSES: Course[] = [
  {
    label: ['Starters', 'Başlangıçlar'],
    words: [
      'starter',
      'appetizer',
      'antipast',
      'bruschetta',
      'burrata',
      'arancini',
      'focaccia',
      'garlic bread',
      'calamari',
      'salad',
      'soup',
      'wings',
      'nachos',
      'fries',
      'baslangic',
      'salata',
      'corba',
    ],
  },
  {
    label: ['Small plates', 'Küçük tabaklar'],
    words: ['edamame', 'gyoza', 'karaage', 'tempura', 'takoyaki', 'miso soup', 'salad', 'small plate'],
  },
  {
    label: ['Meze', 'Mezeler'],
    words: [
      'meze',
      'hummus',
      'humus',
      'ezme',
      'haydari',
      'cacik',
      'babaganus',
      'baba ganoush',
      'dolma',
      'sarma',
      'falafel',
      'salata',
      'salad',
    ],
  },
  {
    label: ['Pizza', 'Pizza'],
    words: [
      'pizza',
      'margherita',
      'margarita',
      'diavola',
      'marinara',
      'calzone',
      'capricciosa',
      'quattro',
      'napoletana',
      'pepperoni',
      'funghi',
      'hawaiian',
      'prosciutto',
    ],
  },
  {
    label: ['Pasta', 'Makarna'],
    words: [
      'pasta',
      'spaghetti',
      'penne',
      'tagliatelle',
      'fettuccine',
      'linguine',
      'lasagn',
      'ravioli',
      'gnocchi',
      'carbonara',
      'rigatoni',
      'tortellini',
      'pappardelle',
      'cacio e pepe',
      'risotto',
      'makarna',
    ],
  },
  {
    label: ['Sushi', 'Suşi'],
    words: ['sushi', 'susi', 'nigiri', 'maki', 'sashimi', 'roll', 'uramaki', 'temaki', 'rulo'],
  },
  { label: ['Ramen', 'Ramen'], words: ['ramen', 'udon', 'soba', 'noodle'] },
  {
    label: ['Grill', 'Izgara'],
    words: [
      'kebab',
      'kebap',
      'shish',
      'sis',
      'kofte',
      'adana',
      'urfa',
      'iskender',
      'grill',
      'izgara',
      'pirzola',
      'chops',
      'beyti',
      'doner',
    ],
  },
  { label: ['From the oven', 'Fırından'], words: ['pide', 'lahmacun', 'borek', 'gozleme', 'firin'] },
  {
    label: ['Breakfast', 'Kahvaltı'],
    words: [
      'breakfast',
      'egg',
      'eggs',
      'omelette',
      'omelet',
      'pancake',
      'waffle',
      'granola',
      'porridge',
      'benedict',
      'menemen',
      'kahvalti',
      'yumurta',
      'omlet',
      'toast',
    ],
  },
  {
    label: ['Sandwiches', 'Sandviçler'],
    words: ['sandwich', 'toastie', 'panini', 'ciabatta', 'wrap', 'bagel', 'club', 'tost', 'sandvic', 'durum'],
  },
  {
    label: ['Coffee', 'Kahve'],
    words: [
      'coffee',
      'espresso',
      'latte',
      'cappuccino',
      'flat white',
      'americano',
      'mocha',
      'macchiato',
      'cortado',
      'cold brew',
      'tea',
      'chai',
      'matcha',
      'kahve',
      'cay',
    ],
  },
  {
    label: ['Cakes', 'Kekler'],
    words: [
      'cake',
      'cheesecake',
      'brownie',
      'cookie',
      'muffin',
      'croissant',
      'tart',
      'scone',
      'cinnamon roll',
      'kek',
      'kurabiye',
      'pogaca',
      'simit',
    ],
  },
  {
    label: ['Mains', 'Ana yemekler'],
    words: [
      'main',
      'steak',
      'burger',
      'chicken',
      'salmon',
      'fish',
      'sea bass',
      'cod',
      'tuna',
      'lamb',
      'beef',
      'pork',
      'ribs',
      'short rib',
      'curry',
      'schnitzel',
      'risotto',
      'stew',
      'tacos',
      'burrito',
      'ana yemek',
      'tavuk',
      'balik',
      'levrek',
      'somon',
      'kuzu',
      'biftek',
      'kofte',
      'guvec',
    ],
  },
  {
    label: ['Desserts', 'Tatlılar'],
    words: [
      'dessert',
      'tiramisu',
      'cake',
      'cheesecake',
      'gelato',
      'ice cream',
      'sorbet',
      'panna cotta',
      'cannoli',
      'brownie',
      'pudding',
      'mochi',
      'baklava',
      'kunefe',
      'sutlac',
      'tatli',
      'dondurma',
      'sufle',
      'kazandibi',
      'profiterol',
    ],
  },
  {
    label: ['Drinks', 'İçecekler'],
    words: [
      'drink',
      'lemonade',
      'juice',
      'soda',
      'cola',
      'coke',
      'water',
      'wine',
      'beer',
      'cocktail',
      'spritz',
      'smoothie',
      'milkshake',
      'tea',
      'coffee',
      'espresso',
      'latte',
      'icecek',
      'limonata',
      'ayran',
      'sira',
      'salgam',
      'su',
      'sarap',
      'bira',
      'meyve suyu',
      'cay',
      'kahve',
    ],
  },
];

/** Courses a dish may fall in besides the theme's own, in menu order. */
const EXTRA_COURSES = ['Starters', 'Mains', 'Desserts', 'Drinks'];

/** A course's keywords in the app's language ("pasta" is a cake in Turkish). */
function courseWords(spec: AppSpec, course: Course): readonly string[] {
  if (spec.language !== 'tr') return course.words;
  if (course.label[0] === 'Pasta') return course.words.filter((w) => w !== 'pasta');
  if (course.label[0] === 'Desserts' || course.label[0] === 'Cakes') return [...course.words, 'pasta'];
  return course.words;
}

/** The course among `courses` whose keyword names the dish last ("Chocolate cake" is a cake). */
function courseOf(spec: AppSpec, value: string, courses: Course[]): Course | null {
  const hay = foldName(value);
  let best: { at: number; length: number; course: Course } | null = null;
  for (const course of courses) {
    for (const word of courseWords(spec, course)) {
      const at = lastWord(hay, word);
      if (at < 0) continue;
      if (!best || at > best.at || (at === best.at && word.length > best.length)) {
        best = { at, length: word.length, course };
      }
    }
  }
  return best?.course ?? null;
}

/** Dietary badges only where the brief's own words say so. */
function dietsOf(spec: AppSpec, value: string): Diet[] {
  const hay = foldName(value);
  const said = (words: string[]) => words.some((word) => lastWord(hay, word) >= 0);
  const diets: Diet[] = [];
  const vegan = said(['vegan', 'plant-based', 'bitkisel']);
  if (!vegan && said(['vegetarian', 'veggie', 'vejetaryen', 'vejeteryan'])) diets.push('vegetarian');
  if (vegan) diets.push('vegan');
  if (said(['gluten-free', 'gluten free', 'glutensiz', 'glutensiz'])) diets.push('gluten-free');
  if (said(['spicy', 'chilli', 'chili', 'jalapeno', 'acili', 'aci'])) diets.push('spicy');
  return diets;
}

/**
 * The brief's items as the menu, in its order, or null when it listed none. Dishes go under the theme's
 * courses (and starters, mains, desserts, drinks) when every one of them can be placed; otherwise all of
 * them under one heading: what the brief called them, or "Menu".
 */
function listedDishes(spec: AppSpec, theme: RestaurantTheme) {
  const items = listedItems(spec);
  if (items.length === 0) return null;
  const byLabel = (label: string) => COURSES.find((c) => c.label[0] === label);
  const own = theme.categories.map((c) => byLabel(c[0])).filter((c): c is Course => c !== undefined);
  const extra = EXTRA_COURSES.map(byLabel).filter((c): c is Course => c !== undefined && !own.includes(c));
  const placed = items.map(
    (item) =>
      courseOf(spec, item.name, own) ??
      courseOf(spec, item.name, extra) ??
      (item.detail ? (courseOf(spec, item.detail, own) ?? courseOf(spec, item.detail, extra)) : null),
  );
  const label = spec.content?.itemsLabel?.trim();
  const single = label ? upperFirst(spec, label) : pick(spec, L.menu);
  const classified = placed.every((course) => course !== null);
  const dishes = items.map((item, index): Dish => {
    const amount = item.price && Number.isFinite(item.price.amount) ? item.price.amount : null;
    const detail = item.detail?.trim();
    const course = placed[index];
    return {
      id: `dish-${index + 1}`,
      name: item.name.trim(),
      description: detail ? asSentence(spec, detail) : '',
      // A dish listed without its price shows none, rather than one made up.
      price: amount !== null && amount >= 0 ? amount : null,
      category: classified && course ? loc(spec, course.label) : single,
      diets: dietsOf(spec, `${item.name} ${detail ?? ''}`),
    };
  });
  const categories = classified
    ? [...own, ...extra].map((c) => loc(spec, c.label)).filter((c) => dishes.some((d) => d.category === c))
    : [single];
  return { dishes, categories };
}

/** The brief's week as the opening hours (Sunday first), or null when it gave none that reads. */
function listedWeek(week: BriefContent['week']): RestaurantTheme['hours'] | null {
  if (!week || week.length !== 7) return null;
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  const valid = week.every(
    (day) =>
      day === null || (Array.isArray(day) && day.length === 2 && time.test(day[0]) && time.test(day[1])),
  );
  if (!valid || week.every((day) => day === null)) return null;
  return week.map((day) => (day ? ([day[0], day[1]] as [string, string]) : null));
}

/**
 * The location's details: the brief's contact when it gave one (only what it gave: its street, read by
 * brief-content.ts, comes with no made-up phone or email), else the seed's.
 */
function contactInfo(spec: AppSpec): { address: string; phone: string; email: string } {
  const contact = spec.content?.contact;
  const given = {
    address: contact?.address?.trim() ?? '',
    phone: contact?.phone?.trim() ?? '',
    email: contact?.email?.trim() ?? '',
  };
  if (given.address || given.phone || given.email) return given;
  return {
    address: pick(spec, L.t12HarbourStreetKad),
    phone: '+90 216 555 01 23',
    email: 'hello@example.com',
  };
}

/**
 * The hours as the brief wrote them, shown above the table when its week could not be read (the table
 * then shows the seed's hours, so the person's own words stay in view).
 */
function hoursNote(spec: AppSpec): string | null {
  const written = (spec.content?.hours ?? []).map((h) => h.trim()).filter(Boolean);
  if (written.length === 0 || listedWeek(spec.content?.week)) return null;
  return written.join(' · ');
}

/** The texts RestaurantApp shows that come straight from the table below. */
const RESTAURANT_TEXT_KEYS = [
  'heroEyebrow',
  'heroTitle',
  'heroSubtitle',
  'heroCta',
  'heroMenu',
  'menuIntro',
  'searchLabel',
  'categoryLabel',
  'dietLabel',
  'all',
  'vegetarian',
  'vegan',
  'glutenFree',
  'spicy',
  'dishCount',
  'noDishes',
  'noDishesHint',
  'hoursNote',
  'openNow',
  'closedNow',
  'closed',
  'today',
  'reservationsIntro',
  'fieldName',
  'fieldPhone',
  'fieldDate',
  'fieldTime',
  'fieldParty',
  'fieldNotes',
  'notesHint',
  'guests',
  'oneGuest',
  'noTimes',
  'book',
  'errName',
  'errPhone',
  'errDate',
  'errTime',
  'confirmed',
  'myReservations',
  'noReservations',
  'noReservationsHint',
  'reservationLine',
  'cancel',
  'cancelLabel',
  'cancelled',
  'address',
  'phone',
  'email',
  'openMap',
] as const satisfies readonly (keyof RestaurantTexts)[];

function texts(spec: AppSpec, veganOnly: boolean, headline: string): Record<string, string> {
  const t = (value: Localized) => pick(spec, value);
  const description = spec.content?.description?.trim();
  const said = description ? asSentence(spec, description) : null;
  const heroTitle = text(spec, 'hero.title', same(headline));
  const heroSubtitle = text(
    spec,
    'hero.subtitle',
    said ? same(said) : ownOr(spec.tagline, L.freshFoodAndWarmWelcome),
  );
  return {
    // The frame: the home page's title (its heading when there is no hero), the pages and sections.
    title: heroTitle,
    subtitle: heroSubtitle,
    page_main: t(L.navHome),
    page_menu: t(L.navMenu),
    page_reservations: t(L.navBook),
    page_visit: t(L.navVisit),
    menuTitle: text(spec, 'menu.title', L.menuTitle),
    storyTitle: text(spec, 'story.title', L.storyTitle),
    hoursTitle: text(spec, 'hours.title', L.hoursTitle),
    reservationsTitle: text(spec, 'reservations.title', L.reservationsTitle),
    reviewsTitle: text(spec, 'reviews.title', L.reviewsTitle),
    locationTitle: text(spec, 'location.title', L.locationTitle),
    heroEyebrow: veganOnly ? t(L.t100PlantBasedKitchen) : t(L.neighbourhoodKitchen),
    heroTitle,
    heroSubtitle,
    heroCta: text(spec, 'cta.button', L.ctaButton),
    heroMenu: t(L.heroMenu),
    menuIntro: t(L.menuIntro),
    searchLabel: t(L.searchLabel),
    categoryLabel: t(L.categoryLabel),
    dietLabel: t(L.dietLabel),
    all: t(L.all),
    vegetarian: t(L.vegetarian),
    vegan: t(L.vegan),
    glutenFree: t(L.glutenFree),
    spicy: t(L.spicy),
    dishCount: t(L.dishCount),
    noDishes: t(L.noDishes),
    noDishesHint: t(L.noDishesHint),
    hoursNote: hoursNote(spec) ?? '',
    openNow: t(L.openNow),
    closedNow: t(L.closedNow),
    closed: t(L.closed2),
    today: t(L.today),
    reservationsIntro: t(L.reservationsIntro),
    fieldName: t(L.fieldName),
    fieldPhone: t(L.fieldPhone),
    fieldDate: t(L.fieldDate),
    fieldTime: t(L.fieldTime),
    fieldParty: t(L.fieldParty),
    fieldNotes: t(L.fieldNotes),
    notesHint: t(L.notesHint),
    guests: t(L.guests),
    oneGuest: t(L.oneGuest),
    noTimes: t(L.noTimes),
    book: t(L.book),
    errName: t(L.errName),
    errPhone: t(L.errPhone),
    errDate: t(L.errDate),
    errTime: t(L.errTime),
    confirmed: t(L.confirmed),
    myReservations: t(L.myReservations),
    noReservations: t(L.noReservations),
    noReservationsHint: t(L.noReservationsHint),
    reservationLine: t(L.reservationLine),
    cancel: t(L.cancel),
    cancelLabel: t(L.cancelLabel),
    cancelled: t(L.cancelled),
    address: t(L.address),
    phone: t(L.phone),
    email: t(L.email),
    openMap: t(L.openMap),
  };
}

/**
 * The schema RestaurantApp (packages/app-kit) renders: the spec's sections (the menu alone when none it
 * knows is left), on one page or, with 'pages', the menu, reservations and visit on pages of their own
 * (one page when nothing is left at home), the menu (the brief's dishes, or the theme's), the week, the
 * contact, where reservations are kept, and the texts.
 */
export function restaurantSchema(spec: AppSpec): RestaurantSchema {
  const { theme, dishes, categories, veganOnly } = content(spec);
  const known = orderedSections(spec, SECTION_IDS);
  const listed: AppSpec = known.length > 0 ? spec : { ...spec, sections: ['menu'] };
  // Pages need a home page with something on it; otherwise every section stays on the one page.
  const home = SECTIONS.filter((s) => s.page === 'main').map((s) => s.id);
  const homeless = !orderedSections(listed, SECTION_IDS).some((id) => home.includes(id));
  const shown: AppSpec = homeless
    ? { ...listed, features: listed.features.filter((f) => f !== 'pages') }
    : listed;
  const table = texts(spec, veganOnly, loc(spec, theme.headline));
  const { frame, sections } = composedFrame(shown, {
    pages: PAGES,
    sections: SECTIONS,
    texts: table,
    showsContact: true,
  });
  const {
    dataHint: _dataHint,
    noData: _noData,
    ...restaurantTexts
  } = composedTexts(spec, table, RESTAURANT_TEXT_KEYS);
  const week = listedWeek(spec.content?.week) ?? theme.hours;
  // "Chef: Amparo Lluch": one person under a role's label holds that role.
  const people = spec.content?.people ?? [];
  const label = spec.content?.peopleLabel?.trim() ?? '';
  const team = people.map((person) => ({
    name: person.name,
    role: person.role?.trim() || (people.length === 1 ? label : ''),
  }));
  return {
    frame,
    sections: sections as SectionSlot<RestaurantSectionId>[],
    features: { search: has(spec, 'search'), filters: has(spec, 'filters') },
    storage: { key: 'reservations' },
    currency: listedCurrency(spec),
    menu: dishes,
    categories,
    hours: week.map((h) => (h ? { open: h[0], close: h[1] } : null)),
    contact: contactInfo(spec),
    story: loc(spec, theme.story),
    ...(team.length > 0 ? { team } : {}),
    // The brief's own quotes over the stock ones.
    reviews: spec.content?.testimonials?.length
      ? spec.content.testimonials.map(({ quote, author }) => ({ text: quote, author: author ?? '' }))
      : [
          { text: pick(spec, L.review1), author: 'Elif S.' },
          { text: pick(spec, L.review2), author: 'James P.' },
          { text: pick(spec, L.review3), author: 'Can D.' },
        ],
    texts: restaurantTexts,
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'RestaurantApp',
    module: 'restaurant-app',
    type: 'RestaurantSchema',
    lib: 'restaurant',
    schema: restaurantSchema(spec),
  });
}

export const blueprint: Blueprint = {
  kind: 'restaurant',
  label: L.aRestaurantWebsite,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['hero', 'menu', 'story', 'hours', 'reservations', 'location'],
  defaultFeatures: ['filters', 'forms', 'persistence'],
  defaultTheme: { primary: '#b91c1c', accent: '#d97706', font: 'serif', radius: 'lg' },
  defaultContent: stockContent,
  render,
};
