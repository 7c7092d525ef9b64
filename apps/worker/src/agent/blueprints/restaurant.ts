/**
 * Restaurant: a hero, the menu by category with dietary badges (search, category and dietary filters),
 * opening hours with an "open now" line, a reservation form (date, time from that day's hours, party size;
 * validated) whose confirmations are listed under "My reservations" and saved, the story, reviews and the
 * location with contact details.
 *
 * Main interaction: the reservation form's "Book a table" / "Masa ayırt" button (after Name / Ad soyad and
 * Phone / Telefon); the booking then appears under "My reservations" / "Rezervasyonlarım" with a
 * "Cancel" / "İptal et" button.
 */
import type { BriefContent } from '../brief-content.ts';
import { type AppSpec, type Blueprint, type Localized, has, pick, text, same, ownOr } from '../spec.ts';
import {
  type Pair,
  type SectionComponent,
  appFile,
  dataConst,
  lines,
  loc,
  matchTheme,
  mentions,
  orderedSections,
  sharedFiles,
  textsFile,
} from './content-shared.ts';
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

type Diet = 'vegetarian' | 'vegan' | 'gluten-free' | 'spicy';
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

const SECTIONS = [
  { id: 'hero', label: L.heroLabel },
  { id: 'menu', label: L.menuLabel },
  { id: 'story', label: L.storyLabel },
  { id: 'hours', label: L.hoursLabel },
  { id: 'reservations', label: L.reservationsLabel },
  { id: 'reviews', label: L.reviewsLabel },
  { id: 'location', label: L.locationLabel },
];
const SECTION_IDS = SECTIONS.map((s) => s.id);

const COMPONENTS: Record<string, SectionComponent> = {
  hero: { name: 'Hero', file: 'hero' },
  menu: { name: 'Menu', file: 'menu' },
  story: { name: 'Story', file: 'story' },
  hours: { name: 'Hours', file: 'hours' },
  reservations: { name: 'Reservations', file: 'reservations' },
  reviews: { name: 'Reviews', file: 'reviews' },
  location: { name: 'Location', file: 'location' },
};

const GROUPS = [
  { path: '/menu', label: 'navMenu', ids: ['menu'] },
  { path: '/reservations', label: 'navBook', ids: ['reservations'] },
  { path: '/visit', label: 'navVisit', ids: ['hours', 'location'] },
];

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
  const dishes = theme.dishes
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
      price: { amount: dish.price, currency },
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
  const currency = listedCurrency(spec);
  const seedPrices = theme.dishes.map((dish) => dish[2]).sort((a, b) => a - b);
  const typical = seedPrices[Math.floor(seedPrices.length / 2)] ?? 15;
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
  const dishes = items.map((item, index) => {
    const amount = item.price && Number.isFinite(item.price.amount) ? item.price.amount : null;
    const detail = item.detail?.trim();
    const course = placed[index];
    return {
      id: `dish-${index + 1}`,
      name: item.name.trim(),
      description: detail ? asSentence(spec, detail) : '',
      price: amount !== null && amount >= 0 ? amount : amountIn(currency, typical),
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

/** The location's details: the brief's contact when it gave one (only what it gave), else the seed's. */
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

function texts(spec: AppSpec, theme: RestaurantTheme, veganOnly: boolean) {
  const t = (text: Localized) => pick(spec, text);
  const headline = loc(spec, theme.headline);
  const description = spec.content?.description?.trim();
  const said = description ? asSentence(spec, description) : null;
  return {
    heroEyebrow: veganOnly ? t(L.t100PlantBasedKitchen) : t(L.neighbourhoodKitchen),
    heroTitle: text(spec, 'hero.title', same(headline)),
    heroSubtitle: text(
      spec,
      'hero.subtitle',
      said ? same(said) : ownOr(spec.tagline, L.freshFoodAndWarmWelcome),
    ),
    heroCta: text(spec, 'cta.button', L.ctaButton),
    heroMenu: t(L.heroMenu),
    navHome: t(L.navHome),
    navMenu: t(L.navMenu),
    navHours: t(L.navHours),
    navBook: t(L.navBook),
    navVisit: t(L.navVisit),
    menuTitle: text(spec, 'menu.title', L.menuTitle),
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
    storyTitle: text(spec, 'story.title', L.storyTitle),
    story: loc(spec, theme.story),
    hoursTitle: text(spec, 'hours.title', L.hoursTitle),
    ...(hoursNote(spec) ? { hoursNote: hoursNote(spec)! } : {}),
    openNow: t(L.openNow),
    closedNow: t(L.closedNow),
    closed: t(L.closed2),
    today: t(L.today),
    reservationsTitle: text(spec, 'reservations.title', L.reservationsTitle),
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
    chooseTime: t(L.chooseTime),
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
    reviewsTitle: text(spec, 'reviews.title', L.reviewsTitle),
    review1: t(L.review1),
    review2: t(L.review2),
    review3: t(L.review3),
    locationTitle: text(spec, 'location.title', L.locationTitle),
    address: t(L.address),
    phone: t(L.phone),
    email: t(L.email),
    openMap: t(L.openMap),
    close: t(L.close),
  };
}

const DATA_TYPES = `export type Diet = 'vegetarian' | 'vegan' | 'gluten-free' | 'spicy';

export interface Dish {
  id: string;
  name: string;
  description: string;
  price: number;
  category: string;
  diets: Diet[];
}

/** Opening and closing time ("HH:MM"), or null on a closed day. */
export type DayHours = { open: string; close: string } | null;
`;

const DIETS = `import { Flame, Leaf, Sprout, WheatOff, type LucideIcon } from 'lucide-react';
import { Badge } from './ui';
import type { Diet } from '../data';
import { T } from '../texts';

export const DIET_INFO: Record<Diet, { label: string; icon: LucideIcon }> = {
  vegetarian: { label: T.vegetarian, icon: Leaf },
  vegan: { label: T.vegan, icon: Sprout },
  'gluten-free': { label: T.glutenFree, icon: WheatOff },
  spicy: { label: T.spicy, icon: Flame },
};

export const DIET_ORDER: Diet[] = ['vegetarian', 'vegan', 'gluten-free', 'spicy'];

export function DietBadge({ diet }: { diet: Diet }) {
  const { label, icon: Icon } = DIET_INFO[diet];
  return (
    <Badge tone={diet === 'spicy' ? 'danger' : 'success'}>
      <Icon aria-hidden="true" />
      {label}
    </Badge>
  );
}
`;

const HOURS_LIB = `import { HOURS, type DayHours } from './data';
import { isoDay } from './utils';

/** Minutes since midnight for "HH:MM". */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function fromMinutes(total: number): string {
  return String(Math.floor(total / 60)).padStart(2, '0') + ':' + String(total % 60).padStart(2, '0');
}

export function dateOf(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function hoursOn(date: Date): DayHours {
  return HOURS[date.getDay()] ?? null;
}

/** Closing time in minutes since that day's midnight: past midnight when it closes after it ("02:00"). */
function closeMinutes(hours: { open: string; close: string }): number {
  const close = toMinutes(hours.close);
  return close <= toMinutes(hours.open) ? close + 24 * 60 : close;
}

/** Until when it is open right now, or null when closed. */
export function openUntil(now = new Date()): string | null {
  const hours = hoursOn(now);
  if (!hours) return null;
  const minutes = now.getHours() * 60 + now.getMinutes();
  return minutes >= toMinutes(hours.open) && minutes < closeMinutes(hours) ? hours.close : null;
}

/** Bookable times on a day: every 30 minutes until an hour before closing, and not in the past. */
export function slotsFor(iso: string): string[] {
  const hours = hoursOn(dateOf(iso));
  if (!hours || iso < isoDay(0)) return [];
  const now = new Date();
  const earliest = iso === isoDay(0) ? now.getHours() * 60 + now.getMinutes() + 30 : 0;
  const slots: string[] = [];
  const last = Math.min(closeMinutes(hours) - 60, 24 * 60 - 30);
  for (let t = toMinutes(hours.open); t <= last; t += 30) {
    if (t >= earliest) slots.push(fromMinutes(t));
  }
  return slots;
}

/** The first day (from today) with a free slot. */
export function firstOpenDay(): string {
  for (let offset = 0; offset < 14; offset += 1) {
    const iso = isoDay(offset);
    if (slotsFor(iso).length > 0) return iso;
  }
  return isoDay(1);
}
`;

function heroFile(spec: AppSpec, target: (id: string) => string | null): string {
  const book = target('reservations');
  const menu = target('menu');
  const action = (to: string | null, label: string, variant: string, icon: string) => {
    if (!to) return null;
    if (to.startsWith('#')) {
      return `          <Button size="lg" variant="${variant}" onClick={() => scrollToId('${to.slice(1)}')}>
            <${icon} aria-hidden="true" />
            {T.${label}}
          </Button>`;
    }
    return `          <Link to="${to}" className={buttonClass('${variant}', 'lg')}>
            <${icon} aria-hidden="true" />
            {T.${label}}
          </Link>`;
  };
  const anyRoute = [book, menu].some((to) => to && !to.startsWith('#'));
  const anyScroll = [book, menu].some((to) => to?.startsWith('#'));
  const ui = [anyScroll && 'Button', anyRoute && 'buttonClass'].filter(Boolean).join(', ');
  return lines(
    `import { ${[book && 'CalendarCheck', 'Clock', menu && 'UtensilsCrossed'].filter(Boolean).join(', ')} } from 'lucide-react';`,
    anyRoute && `import { Link } from 'react-router-dom';`,
    ui && `import { ${ui} } from './ui';`,
    `import { openUntil } from '../hours';`,
    `import { T } from '../texts';`,
    `import { fmt${anyScroll ? ', scrollToId' : ''} } from '../utils';`,
    ``,
    `export function Hero() {`,
    `  const until = openUntil();`,
    `  return (`,
    `    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-slate-950 text-white">`,
    `      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,var(--color-primary),transparent_55%),radial-gradient(circle_at_80%_70%,var(--color-accent),transparent_50%)] opacity-60" />`,
    `      <div className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">`,
    `        <p className="text-sm font-semibold uppercase tracking-widest text-white/80">{T.heroEyebrow}</p>`,
    `        <h1 id="hero-title" className="mt-4 max-w-3xl font-display text-4xl font-extrabold tracking-tight sm:text-6xl">`,
    `          {T.heroTitle}`,
    `        </h1>`,
    `        <p className="mt-5 max-w-2xl text-lg text-white/85">{T.heroSubtitle}</p>`,
    `        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium backdrop-blur">`,
    `          <Clock aria-hidden="true" className="size-4" />`,
    `          {until ? fmt(T.openNow, { time: until }) : T.closedNow}`,
    `        </p>`,
    book || menu ? `        <div className="mt-8 flex flex-wrap gap-3">` : null,
    action(book, 'heroCta', 'primary', 'CalendarCheck'),
    menu && action(menu, 'heroMenu', 'outline', 'UtensilsCrossed'),
    book || menu ? `        </div>` : null,
    `      </div>`,
    `    </section>`,
    `  );`,
    `}`,
    ``,
  );
}

function menuFile(spec: AppSpec, described: boolean): string {
  const search = has(spec, 'search');
  const filters = has(spec, 'filters');
  return lines(
    `import { useMemo, useState } from 'react';`,
    `import { SearchX } from 'lucide-react';`,
    `import { EmptyState } from './ui';`,
    `import { Section } from './section';`,
    search || filters
      ? `import { ${[search && 'SearchBox', filters && 'Chip', filters && 'ChipRow'].filter(Boolean).join(', ')} } from './filters';`
      : null,
    `import { ${filters ? 'DIET_INFO, DIET_ORDER, ' : ''}DietBadge } from './diets';`,
    `import { CATEGORIES, MENU${filters ? ', type Diet' : ''} } from '../data';`,
    `import { T } from '../texts';`,
    `import { fmt, money } from '../utils';`,
    ``,
    `export function Menu() {`,
    search && `  const [query, setQuery] = useState('');`,
    filters && `  const [category, setCategory] = useState<string | null>(null);`,
    filters && `  const [diets, setDiets] = useState<Diet[]>([]);`,
    `  const shown = useMemo(() => {`,
    search && `    const needle = query.trim().toLocaleLowerCase();`,
    `    return MENU.filter(`,
    `      (dish) =>`,
    filters && `        (category === null || dish.category === category) &&`,
    filters && `        diets.every((diet) => dish.diets.includes(diet)) &&`,
    search
      ? `        (needle === '' || (dish.name + ' ' + dish.description).toLocaleLowerCase().includes(needle)),`
      : `        dish.price >= 0,`,
    `    );`,
    `  }, [${[search && 'query', filters && 'category', filters && 'diets'].filter(Boolean).join(', ')}]);`,
    filters &&
      `
  function toggleDiet(diet: Diet) {
    setDiets((prev) => (prev.includes(diet) ? prev.filter((d) => d !== diet) : [...prev, diet]));
  }`,
    ``,
    `  return (`,
    `    <Section id="menu" title={T.menuTitle} intro={T.menuIntro}>`,
    `      <div className="mb-8 flex flex-col gap-4">`,
    search && `        <SearchBox value={query} onChange={setQuery} label={T.searchLabel} />`,
    filters &&
      `        <ChipRow label={T.categoryLabel}>
          <Chip active={category === null} onClick={() => setCategory(null)}>
            {T.all}
          </Chip>
          {CATEGORIES.map((name) => (
            <Chip key={name} active={category === name} onClick={() => setCategory(name)}>
              {name}
            </Chip>
          ))}
        </ChipRow>
        <ChipRow label={T.dietLabel}>
          {DIET_ORDER.map((diet) => {
            const { label, icon: Icon } = DIET_INFO[diet];
            return (
              <Chip key={diet} active={diets.includes(diet)} onClick={() => toggleDiet(diet)}>
                <Icon aria-hidden="true" className="size-3.5" />
                {label}
              </Chip>
            );
          })}
        </ChipRow>`,
    `        <p role="status" className="text-sm text-slate-500 dark:text-slate-400">`,
    `          {fmt(T.dishCount, { n: shown.length })}`,
    `        </p>`,
    `      </div>`,
    `      {shown.length === 0 ? (`,
    `        <EmptyState icon={SearchX} title={T.noDishes} hint={T.noDishesHint} />`,
    `      ) : (`,
    `        <div className="grid gap-10 lg:grid-cols-2">`,
    `          {CATEGORIES.filter((name) => shown.some((dish) => dish.category === name)).map((name) => (`,
    `            <section key={name} aria-label={name}>`,
    `              <h3 className="border-b border-slate-200 pb-2 font-display text-xl font-semibold text-slate-900 dark:border-slate-800 dark:text-white">`,
    `                {name}`,
    `              </h3>`,
    `              <ul className="divide-y divide-slate-100 dark:divide-slate-800/70">`,
    `                {shown`,
    `                  .filter((dish) => dish.category === name)`,
    `                  .map((dish) => (`,
    `                    <li key={dish.id} className="py-4">`,
    `                      <div className="flex items-baseline justify-between gap-4">`,
    `                        <h4 className="font-semibold text-slate-900 dark:text-white">{dish.name}</h4>`,
    `                        <span className="shrink-0 font-semibold tabular-nums text-primary">{money(dish.price)}</span>`,
    `                      </div>`,
    described
      ? `                      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{dish.description}</p>`
      : `                      {dish.description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{dish.description}</p> : null}`,
    `                      {dish.diets.length > 0 ? (`,
    `                        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={T.dietLabel}>`,
    `                          {dish.diets.map((diet) => (`,
    `                            <li key={diet}>`,
    `                              <DietBadge diet={diet} />`,
    `                            </li>`,
    `                          ))}`,
    `                        </ul>`,
    `                      ) : null}`,
    `                    </li>`,
    `                  ))}`,
    `              </ul>`,
    `            </section>`,
    `          ))}`,
    `        </div>`,
    `      )}`,
    `    </Section>`,
    `  );`,
    `}`,
    ``,
  );
}

const STORY = `import { ChefHat } from 'lucide-react';
import { Section } from './section';
import { T } from '../texts';

export function Story() {
  return (
    <Section id="story" title={T.storyTitle} tinted>
      <div className="grid gap-8 md:grid-cols-[1fr_16rem] md:items-center">
        <p className="text-lg leading-relaxed text-slate-700 dark:text-slate-300">{T.story}</p>
        <div aria-hidden="true" className="mx-auto flex size-40 items-center justify-center rounded-full bg-gradient-to-br from-primary to-accent text-on-primary shadow-lg">
          <ChefHat className="size-16" />
        </div>
      </div>
    </Section>
  );
}
`;

/**
 * The hours as the brief wrote them, shown above the table when its week could not be read (the table
 * then shows the seed's hours, so the person's own words stay in view).
 */
function hoursNote(spec: AppSpec): string | null {
  const written = (spec.content?.hours ?? []).map((h) => h.trim()).filter(Boolean);
  if (written.length === 0 || listedWeek(spec.content?.week)) return null;
  return written.join(' · ');
}

function hoursFile(spec: AppSpec): string {
  if (!hoursNote(spec)) return HOURS;
  const table = '        <dl className="divide-y divide-slate-100 dark:divide-slate-800">';
  if (!HOURS.includes(table)) throw new Error('hours table not found');
  return HOURS.replace(
    table,
    () => `        <p className="mb-4 text-slate-700 dark:text-slate-300">{T.hoursNote}</p>\n${table}`,
  );
}

const HOURS = `import { Clock } from 'lucide-react';
import clsx from 'clsx';
import { Card } from './ui';
import { Section } from './section';
import { HOURS } from '../data';
import { openUntil } from '../hours';
import { LOCALE, T } from '../texts';
import { fmt } from '../utils';

/** Monday first, as people read a week. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

function dayName(day: number): string {
  // 2024-01-07 was a Sunday: add the day index to get that weekday's name.
  return new Date(2024, 0, 7 + day).toLocaleDateString(LOCALE, { weekday: 'long' });
}

export function Hours() {
  const today = new Date().getDay();
  const until = openUntil();
  return (
    <Section id="hours" title={T.hoursTitle}>
      <Card className="max-w-xl">
        <p role="status" className={clsx('mb-4 inline-flex items-center gap-2 font-semibold', until ? 'text-emerald-600 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400')}>
          <Clock aria-hidden="true" className="size-5" />
          {until ? fmt(T.openNow, { time: until }) : T.closedNow}
        </p>
        <dl className="divide-y divide-slate-100 dark:divide-slate-800">
          {ORDER.map((day) => {
            const hours = HOURS[day] ?? null;
            return (
              <div key={day} className={clsx('flex justify-between gap-4 py-2', day === today && 'font-semibold text-primary')}>
                <dt className="capitalize">
                  {dayName(day)}
                  {day === today ? <span className="sr-only"> ({T.today})</span> : null}
                </dt>
                <dd className="tabular-nums">{hours ? hours.open + ' – ' + hours.close : T.closed}</dd>
              </div>
            );
          })}
        </dl>
      </Card>
    </Section>
  );
}
`;

const RESERVATIONS = `import { useState, type ChangeEvent, type FormEvent } from 'react';
import { CalendarX, CheckCircle2, Users } from 'lucide-react';
import { Button, Card, EmptyState, Field, Input, Select, Textarea } from './ui';
import { Section } from './section';
import { useSaved } from '../hooks/use-saved';
import { firstOpenDay, slotsFor } from '../hours';
import { T } from '../texts';
import { fmt, formatDate, isPhone, isoDay, uid } from '../utils';

interface Reservation {
  id: string;
  name: string;
  phone: string;
  date: string;
  time: string;
  party: number;
  notes: string;
}

type Values = Omit<Reservation, 'id'>;
type Errors = Partial<Record<keyof Values, string>>;

const PARTY_SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

function guests(n: number): string {
  return n === 1 ? T.oneGuest : fmt(T.guests, { n });
}

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (values.name.trim().length < 2) errors.name = T.errName;
  if (!isPhone(values.phone)) errors.phone = T.errPhone;
  if (!values.date || values.date < isoDay(0) || slotsFor(values.date).length === 0) errors.date = T.errDate;
  else if (!slotsFor(values.date).includes(values.time)) errors.time = T.errTime;
  return errors;
}

function blank(): Values {
  const date = firstOpenDay();
  const slots = slotsFor(date);
  return { name: '', phone: '', date, time: slots.includes('19:00') ? '19:00' : (slots[0] ?? ''), party: 2, notes: '' };
}

export function Reservations() {
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [reservations, setReservations] = useSaved<Reservation[]>('reservations', []);
  const [message, setMessage] = useState('');
  const slots = slotsFor(values.date);
  const upcoming = reservations
    .filter((r) => r.date >= isoDay(0))
    .sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));

  const update = (key: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((prev) => {
      const next = { ...prev, [key]: key === 'party' ? Number(value) : value };
      if (key === 'date') {
        const daySlots = slotsFor(value);
        if (!daySlots.includes(next.time)) next.time = daySlots[0] ?? '';
      }
      return next;
    });
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
    const reservation: Reservation = { ...values, id: uid(), name: values.name.trim(), phone: values.phone.trim(), notes: values.notes.trim() };
    setReservations((prev) => [...prev, reservation]);
    setMessage(fmt(T.confirmed, { date: formatDate(reservation.date, { dateStyle: 'full' }), time: reservation.time }));
    setValues((prev) => ({ ...blank(), name: prev.name, phone: prev.phone }));
  }

  function cancel(id: string) {
    setReservations((prev) => prev.filter((r) => r.id !== id));
    setMessage(T.cancelled);
  }

  return (
    <Section id="reservations" title={T.reservationsTitle} intro={T.reservationsIntro} tinted>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Card>
          <form noValidate onSubmit={submit} className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={T.fieldName} error={errors.name}>
                <Input name="name" autoComplete="name" value={values.name} onChange={update('name')} />
              </Field>
              <Field label={T.fieldPhone} error={errors.phone}>
                <Input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={update('phone')} />
              </Field>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label={T.fieldDate} error={errors.date}>
                <Input name="date" type="date" min={isoDay(0)} value={values.date} onChange={update('date')} />
              </Field>
              <Field label={T.fieldTime} error={errors.time}>
                <Select name="time" value={values.time} onChange={update('time')} disabled={slots.length === 0}>
                  {slots.length === 0 ? <option value="">{T.noTimes}</option> : null}
                  {slots.map((slot) => (
                    <option key={slot} value={slot}>
                      {slot}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={T.fieldParty}>
                <Select name="party" value={String(values.party)} onChange={update('party')}>
                  {PARTY_SIZES.map((n) => (
                    <option key={n} value={n}>
                      {guests(n)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            <Field label={T.fieldNotes} hint={T.notesHint}>
              <Textarea name="notes" rows={3} value={values.notes} onChange={update('notes')} />
            </Field>
            <Button type="submit" size="lg">
              {T.book}
            </Button>
          </form>
          <p role="status" className="mt-4 flex min-h-6 items-center gap-2 font-medium text-primary">
            {message ? <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" /> : null}
            {message}
          </p>
        </Card>
        <section aria-labelledby="my-reservations-title">
          <h3 id="my-reservations-title" className="mb-3 font-display text-lg font-semibold text-slate-900 dark:text-white">
            {T.myReservations}
          </h3>
          {upcoming.length === 0 ? (
            <EmptyState icon={CalendarX} title={T.noReservations} hint={T.noReservationsHint} />
          ) : (
            <ul className="space-y-3">
              {upcoming.map((r) => (
                <li key={r.id}>
                  <Card className="flex items-start justify-between gap-3 p-4">
                    <div>
                      <p className="font-semibold text-slate-900 dark:text-white">
                        {formatDate(r.date, { weekday: 'short', day: 'numeric', month: 'short' })} · {r.time}
                      </p>
                      <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                        <Users aria-hidden="true" className="size-4" />
                        {fmt(T.reservationLine, { party: guests(r.party), name: r.name })}
                      </p>
                    </div>
                    <Button variant="ghost" size="sm" onClick={() => cancel(r.id)} aria-label={fmt(T.cancelLabel, { date: formatDate(r.date), time: r.time })}>
                      {T.cancel}
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Section>
  );
}
`;

const REVIEWS = `import { Star } from 'lucide-react';
import { Card } from './ui';
import { Section } from './section';
import { T } from '../texts';

const REVIEWS = [
  { text: T.review1, author: 'Elif S.' },
  { text: T.review2, author: 'James P.' },
  { text: T.review3, author: 'Can D.' },
];

export function Reviews() {
  return (
    <Section id="reviews" title={T.reviewsTitle}>
      <ul className="grid gap-6 md:grid-cols-3">
        {REVIEWS.map((review) => (
          <li key={review.author}>
            <Card className="h-full">
              <figure>
                <div aria-hidden="true" className="flex gap-0.5 text-accent">
                  {[0, 1, 2, 3, 4].map((i) => (
                    <Star key={i} className="size-4 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-3 text-slate-700 dark:text-slate-300">{review.text}</blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-slate-900 dark:text-white">{review.author}</figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
`;

/** The location section: the map and the address, phone and email the app has (all three for the seed). */
function locationFile(info: { address: string; phone: string; email: string }): string {
  const icons = [
    info.address && 'ExternalLink',
    info.email && 'Mail',
    'MapPin',
    info.phone && 'Phone',
  ].filter(Boolean);
  return lines(
    `import { ${icons.join(', ')} } from 'lucide-react';`,
    `import { Card${info.address ? ', buttonClass' : ''} } from './ui';`,
    `import { Section } from './section';`,
    `import { INFO } from '../data';`,
    `import { T } from '../texts';`,
    ``,
    `export function Location() {`,
    info.address &&
      `  const map = 'https://www.openstreetmap.org/search?query=' + encodeURIComponent(INFO.address);`,
    `  return (
    <Section id="location" title={T.locationTitle}>
      <div className="grid gap-6 md:grid-cols-2">
        <div aria-hidden="true" className="relative min-h-56 overflow-hidden rounded-card bg-[linear-gradient(90deg,rgb(148_163_184/0.15)_1px,transparent_1px),linear-gradient(rgb(148_163_184/0.15)_1px,transparent_1px)] bg-[size:32px_32px] bg-slate-50 dark:bg-slate-900">
          <div className="absolute inset-x-0 top-1/2 h-6 -translate-y-1/2 bg-white/80 dark:bg-slate-800/80" />
          <div className="absolute inset-y-0 left-1/3 w-5 bg-white/80 dark:bg-slate-800/80" />
          <MapPin className="absolute left-1/2 top-1/2 size-12 -translate-x-1/2 -translate-y-full fill-primary/20 text-primary" />
        </div>
        <Card className="space-y-4">`,
    info.address &&
      `          <p className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              <span className="block text-sm text-slate-500 dark:text-slate-400">{T.address}</span>
              {INFO.address}
            </span>
          </p>`,
    info.phone &&
      `          <p className="flex items-start gap-3">
            <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              <span className="block text-sm text-slate-500 dark:text-slate-400">{T.phone}</span>
              <a href={'tel:' + INFO.phone.replace(/\\s/g, '')} className="text-primary underline-offset-4 hover:underline">
                {INFO.phone}
              </a>
            </span>
          </p>`,
    info.email &&
      `          <p className="flex items-start gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              <span className="block text-sm text-slate-500 dark:text-slate-400">{T.email}</span>
              <a href={'mailto:' + INFO.email} className="text-primary underline-offset-4 hover:underline">
                {INFO.email}
              </a>
            </span>
          </p>`,
    info.address &&
      `          <a href={map} target="_blank" rel="noreferrer" className={buttonClass('outline')}>
            <ExternalLink aria-hidden="true" />
            {T.openMap}
          </a>`,
    `        </Card>
      </div>
    </Section>
  );
}
`,
  );
}

export const blueprint: Blueprint = {
  kind: 'restaurant',
  label: L.aRestaurantWebsite,
  defaultName: L.defaultName,
  sections: SECTIONS,
  defaultSections: ['hero', 'menu', 'story', 'hours', 'reservations', 'location'],
  defaultFeatures: ['filters', 'forms', 'persistence'],
  defaultTheme: { primary: '#b91c1c', accent: '#d97706', font: 'serif', radius: 'lg' },
  defaultContent: stockContent,
  render(spec) {
    const { theme, dishes, categories, veganOnly } = content(spec);
    const sections = orderedSections(spec, SECTION_IDS);
    const shown = sections.length > 0 ? sections : ['menu'];
    const pages = has(spec, 'pages');
    const week = listedWeek(spec.content?.week) ?? theme.hours;
    const hours = week.map((h) => (h ? { open: h[0], close: h[1] } : null));
    const info = contactInfo(spec);
    // Where the hero's buttons lead: a section on this page, or the route that shows it.
    const target = (id: string): string | null => {
      if (!shown.includes(id)) return null;
      if (!pages) return `#${id}`;
      const group = GROUPS.find((g) => g.ids.includes(id));
      const home = shown.filter((s) => !GROUPS.some((g) => g.ids.includes(s)));
      if (!group || home.length === 0) return `#${id}`;
      return group.path;
    };
    const files: Record<string, string> = {
      ...sharedFiles(spec),
      'src/texts.ts': textsFile(spec, texts(spec, theme, veganOnly), listedCurrency(spec)),
      'src/data.ts': [
        DATA_TYPES,
        dataConst('MENU', 'Dish[]', dishes),
        dataConst('CATEGORIES', 'string[]', categories),
        '/** Sunday first, like Date.getDay(). */',
        dataConst('HOURS', 'DayHours[]', hours),
        dataConst('INFO', '{ address: string; phone: string; email: string }', info),
      ].join('\n'),
      'src/hours.ts': HOURS_LIB,
      'src/components/diets.tsx': DIETS,
      'src/App.tsx': appFile(spec, {
        sections,
        components: COMPONENTS,
        fallback: ['menu'],
        homeLabel: 'navHome',
        groups: GROUPS,
        anchors: { menu: 'navMenu', hours: 'navHours', reservations: 'navBook', location: 'navVisit' },
      }),
    };
    const generators: Record<string, () => string> = {
      hero: () => heroFile(spec, target),
      menu: () =>
        menuFile(
          spec,
          dishes.every((dish) => dish.description !== ''),
        ),
      story: () => STORY,
      hours: () => hoursFile(spec),
      reservations: () => RESERVATIONS,
      reviews: () => REVIEWS,
      location: () => locationFile(info),
    };
    for (const id of shown) files[`src/components/${COMPONENTS[id]!.file}.tsx`] = generators[id]!();
    return files;
  },
};
