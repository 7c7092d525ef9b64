/**
 * Recipe book, composed from the kit's RecipesApp (packages/app-kit): an intro, the recipe cards with
 * search, tag chips and a favourites filter, a recipe dialog with a servings scaler that scales every
 * quantity and an ingredients checklist, the favourites, a form to add a recipe (kept in the browser)
 * and kitchen tips. With 'pages' the favourites and the form get pages of their own; a recipe opens in a
 * dialog on every page (AppPages has no routes with parameters). The recipes are the brief's own, else
 * the stock recipes of the request's topic (vegan, desserts, Italian, …). This blueprint writes only
 * data: the schema.
 *
 * Main interaction: "Save recipe" / "Tarifi kaydet" submits the add-your-recipe form (Title / Tarif adı,
 * Ingredients / Malzemeler, Steps / Yapılışı); "Favourite" / "Favorilere ekle" toggles a favourite;
 * "View recipe" / "Tarifi gör" opens one, where "More servings" / "Porsiyonu artır" scales it.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type {
  Recipe,
  RecipeIconName,
  RecipesSchema,
  RecipesSectionId,
  RecipesTexts,
} from '@atelier/app-kit/recipes';
import type { BriefContent, BriefItem } from '../brief-content.ts';
import { type AppSpec, type Blueprint, type Localized, has, pick, text, same } from '../spec.ts';
import { type Pair, fold, loc, mentions, orderedSections } from './content-shared.ts';
import { asSentence, heroSubtitle, listedItems, seedContent, slugOf, upperFirst } from './listed.ts';
import {
  type PageDef,
  type SectionDef,
  composedAppFiles,
  composedFrame,
  composedTexts,
} from './productivity-shared.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('recipes');

type Unit = '' | 'g' | 'ml' | 'tbsp' | 'tsp';
type Ingredient = [qty: number | null, unit: Unit, item: Pair];
type TagKey = 'vegan' | 'vegetarian' | 'quick' | 'dessert' | 'turkish' | 'italian' | 'gluten-free';

interface RecipeSeed {
  id: string;
  title: Pair;
  description: Pair;
  minutes: number;
  servings: number;
  tags: TagKey[];
  icon: RecipeIconName;
  ingredients: Ingredient[];
  steps: Pair[];
}

const UNITS: Record<Exclude<Unit, ''>, Pair> = {
  g: ['g', 'g'],
  ml: ['ml', 'ml'],
  tbsp: ['tbsp', 'yemek kaşığı'],
  tsp: ['tsp', 'çay kaşığı'],
};

const TAGS: Record<TagKey, Pair> = {
  vegan: ['Vegan', 'Vegan'],
  vegetarian: ['Vegetarian', 'Vejetaryen'],
  quick: ['Quick', 'Pratik'],
  dessert: ['Dessert', 'Tatlı'],
  turkish: ['Turkish', 'Türk mutfağı'],
  italian: ['Italian', 'İtalyan'],
  'gluten-free': ['Gluten-free', 'Glütensiz'],
};

const POOL: RecipeSeed[] = [
  {
    id: 'red-lentil-soup',
    title: ['Red Lentil Soup', 'Mercimek Çorbası'],
    description: ['Silky, lemony and ready in half an hour.', 'İpeksi, limonlu ve yarım saatte hazır.'],
    minutes: 30,
    servings: 4,
    tags: ['vegan', 'turkish', 'gluten-free'],
    icon: 'Soup',
    ingredients: [
      [200, 'g', ['red lentils', 'kırmızı mercimek']],
      [1, '', ['onion', 'soğan']],
      [1, '', ['carrot', 'havuç']],
      [1, 'tbsp', ['tomato paste', 'domates salçası']],
      [1200, 'ml', ['water', 'su']],
      [1, 'tsp', ['ground cumin', 'kimyon']],
      [2, 'tbsp', ['olive oil', 'zeytinyağı']],
      [1, '', ['lemon', 'limon']],
    ],
    steps: [
      [
        'Soften the chopped onion and carrot in the olive oil for five minutes.',
        'Doğranmış soğan ve havucu zeytinyağında beş dakika yumuşatın.',
      ],
      [
        'Stir in the tomato paste and cumin, then add the rinsed lentils and water.',
        'Salça ve kimyonu ekleyip karıştırın, ardından yıkanmış mercimeği ve suyu ilave edin.',
      ],
      [
        'Simmer for 20 minutes until the lentils fall apart, then blend until smooth.',
        'Mercimekler dağılana kadar 20 dakika pişirin, sonra pürüzsüz olana kadar blenderdan geçirin.',
      ],
      [
        'Season with salt and serve with lemon wedges.',
        'Tuzunu ayarlayın ve limon dilimleriyle servis edin.',
      ],
    ],
  },
  {
    id: 'chickpea-spinach-curry',
    title: ['Chickpea & Spinach Curry', 'Nohutlu Ispanaklı Köri'],
    description: [
      'A creamy coconut curry from the store cupboard.',
      'Dolaptaki malzemelerle kremamsı hindistan cevizli köri.',
    ],
    minutes: 25,
    servings: 4,
    tags: ['vegan', 'quick', 'gluten-free'],
    icon: 'CookingPot',
    ingredients: [
      [2, 'tbsp', ['curry paste', 'köri ezmesi']],
      [1, '', ['onion', 'soğan']],
      [400, 'g', ['cooked chickpeas', 'haşlanmış nohut']],
      [400, 'ml', ['coconut milk', 'hindistan cevizi sütü']],
      [150, 'g', ['baby spinach', 'taze ıspanak']],
      [1, '', ['lime', 'misket limonu']],
    ],
    steps: [
      [
        'Fry the chopped onion until golden, then add the curry paste for a minute.',
        'Doğranmış soğanı altın rengi olana kadar kavurun, ardından köri ezmesini ekleyip bir dakika çevirin.',
      ],
      [
        'Add the chickpeas and coconut milk and simmer for ten minutes.',
        'Nohut ve hindistan cevizi sütünü ekleyip on dakika pişirin.',
      ],
      [
        'Stir in the spinach until it wilts and finish with lime juice.',
        'Ispanağı ekleyip sönene kadar karıştırın, misket limonu suyuyla tamamlayın.',
      ],
    ],
  },
  {
    id: 'peanut-noodles',
    title: ['Peanut Noodles', 'Fıstık Soslu Erişte'],
    description: [
      'Quick, nutty noodles with crunchy vegetables.',
      'Çıtır sebzelerle hızlı ve fıstıklı erişte.',
    ],
    minutes: 20,
    servings: 2,
    tags: ['vegan', 'quick'],
    icon: 'Salad',
    ingredients: [
      [200, 'g', ['noodles', 'erişte']],
      [3, 'tbsp', ['peanut butter', 'fıstık ezmesi']],
      [2, 'tbsp', ['soy sauce', 'soya sosu']],
      [1, 'tbsp', ['rice vinegar', 'pirinç sirkesi']],
      [1, '', ['red pepper', 'kırmızı biber']],
      [2, '', ['spring onions', 'taze soğan']],
    ],
    steps: [
      [
        'Cook the noodles, then rinse them under cold water.',
        'Erişteleri haşlayın, ardından soğuk sudan geçirin.',
      ],
      [
        'Whisk the peanut butter, soy sauce and vinegar with a splash of hot water.',
        'Fıstık ezmesi, soya sosu ve sirkeyi biraz sıcak suyla çırpın.',
      ],
      [
        'Toss everything with the sliced pepper and spring onions.',
        'Hepsini ince doğranmış biber ve taze soğanla karıştırın.',
      ],
    ],
  },
  {
    id: 'roast-veg-hummus-bowl',
    title: ['Roasted Vegetable Hummus Bowl', 'Fırın Sebzeli Humus Kasesi'],
    description: ['Sweet roasted vegetables on a bed of hummus.', 'Humus yatağında tatlı fırın sebzeleri.'],
    minutes: 40,
    servings: 2,
    tags: ['vegan', 'gluten-free'],
    icon: 'Carrot',
    ingredients: [
      [1, '', ['sweet potato', 'tatlı patates']],
      [1, '', ['courgette', 'kabak']],
      [1, '', ['red onion', 'mor soğan']],
      [2, 'tbsp', ['olive oil', 'zeytinyağı']],
      [200, 'g', ['hummus', 'humus']],
      [1, 'tsp', ['smoked paprika', 'tütsülenmiş toz biber']],
    ],
    steps: [
      [
        'Heat the oven to 220 °C. Chop the vegetables and toss them with oil and paprika.',
        'Fırını 220 °C’ye ısıtın. Sebzeleri doğrayın, yağ ve toz biberle harmanlayın.',
      ],
      [
        'Roast for 30 minutes, turning once, until browned at the edges.',
        'Kenarları kızarana kadar, bir kez çevirerek 30 dakika pişirin.',
      ],
      [
        'Spread the hummus in bowls and pile the vegetables on top.',
        'Humusu kaselere yayın ve sebzeleri üzerine yerleştirin.',
      ],
    ],
  },
  {
    id: 'avocado-chocolate-mousse',
    title: ['Chocolate Avocado Mousse', 'Avokadolu Çikolatalı Mus'],
    description: ['Rich and silky, with no cream and no eggs.', 'Krema ve yumurta olmadan yoğun ve ipeksi.'],
    minutes: 15,
    servings: 4,
    tags: ['vegan', 'dessert', 'quick', 'gluten-free'],
    icon: 'IceCreamCone',
    ingredients: [
      [2, '', ['ripe avocados', 'olgun avokado']],
      [4, 'tbsp', ['cocoa powder', 'kakao']],
      [4, 'tbsp', ['maple syrup', 'akçaağaç şurubu']],
      [1, 'tsp', ['vanilla extract', 'vanilya özütü']],
      [1, '', ['pinch of salt', 'tutam tuz']],
    ],
    steps: [
      [
        'Blend everything until completely smooth.',
        'Tüm malzemeleri tamamen pürüzsüz olana kadar blenderdan geçirin.',
      ],
      [
        'Taste and add more syrup if you like it sweeter.',
        'Tadına bakın; daha tatlı seviyorsanız şurup ekleyin.',
      ],
      ['Chill for at least an hour before serving.', 'Servis etmeden önce en az bir saat soğutun.'],
    ],
  },
  {
    id: 'stuffed-peppers',
    title: ['Olive Oil Stuffed Peppers', 'Zeytinyağlı Biber Dolması'],
    description: [
      'Peppers filled with herby, spiced rice, served cool.',
      'Otlu ve baharatlı pirinçle doldurulmuş, soğuk servis edilen biberler.',
    ],
    minutes: 60,
    servings: 6,
    tags: ['vegan', 'turkish', 'gluten-free'],
    icon: 'Leaf',
    ingredients: [
      [8, '', ['small green peppers', 'dolmalık biber']],
      [200, 'g', ['rice', 'pirinç']],
      [2, '', ['onions', 'soğan']],
      [4, 'tbsp', ['olive oil', 'zeytinyağı']],
      [1, 'tbsp', ['dried mint', 'kuru nane']],
      [1, 'tsp', ['allspice', 'yenibahar']],
    ],
    steps: [
      [
        'Cook the chopped onions in the oil until sweet, then stir in the rice and spices.',
        'Doğranmış soğanları yağda tatlanana kadar pişirin, ardından pirinci ve baharatları ekleyin.',
      ],
      [
        'Fill the hollowed peppers three-quarters full with the rice.',
        'Oyulmuş biberleri pirinçle dörtte üçüne kadar doldurun.',
      ],
      [
        'Stand them in a pot, add hot water halfway up and simmer covered for 40 minutes.',
        'Tencereye dik dizin, yarısına kadar sıcak su ekleyin ve kapağı kapalı 40 dakika pişirin.',
      ],
      [
        'Let them cool in the pot and serve with lemon.',
        'Tencerede soğumaya bırakın ve limonla servis edin.',
      ],
    ],
  },
  {
    id: 'pasta-pomodoro',
    title: ['Pasta al Pomodoro', 'Domates Soslu Makarna'],
    description: [
      'The simplest tomato pasta, and one of the best.',
      'En sade domatesli makarna ve en iyilerinden biri.',
    ],
    minutes: 25,
    servings: 4,
    tags: ['vegan', 'italian', 'quick'],
    icon: 'UtensilsCrossed',
    ingredients: [
      [400, 'g', ['spaghetti', 'spagetti']],
      [800, 'g', ['tinned tomatoes', 'konserve domates']],
      [3, '', ['garlic cloves', 'diş sarımsak']],
      [4, 'tbsp', ['olive oil', 'zeytinyağı']],
      [1, '', ['bunch of basil', 'demet fesleğen']],
    ],
    steps: [
      [
        'Warm the sliced garlic in the olive oil without letting it brown.',
        'İnce dilimlenmiş sarımsağı zeytinyağında kızartmadan ısıtın.',
      ],
      [
        'Add the tomatoes and simmer for 15 minutes, crushing them with a spoon.',
        'Domatesleri ekleyin ve kaşıkla ezerek 15 dakika pişirin.',
      ],
      [
        'Toss with the cooked spaghetti, a splash of pasta water and torn basil.',
        'Haşlanmış spagetti, biraz makarna suyu ve elle koparılmış fesleğenle karıştırın.',
      ],
    ],
  },
  {
    id: 'spaghetti-carbonara',
    title: ['Spaghetti Carbonara', 'Spagetti Carbonara'],
    description: [
      'Eggs, cheese and pepper: creamy without cream.',
      'Yumurta, peynir ve karabiber: kremasız ama kremamsı.',
    ],
    minutes: 20,
    servings: 2,
    tags: ['italian', 'quick'],
    icon: 'Egg',
    ingredients: [
      [200, 'g', ['spaghetti', 'spagetti']],
      [100, 'g', ['guanciale or pancetta', 'guanciale ya da pastırma']],
      [2, '', ['egg yolks', 'yumurta sarısı']],
      [1, '', ['whole egg', 'bütün yumurta']],
      [50, 'g', ['pecorino, grated', 'rendelenmiş pecorino']],
      [1, 'tsp', ['black pepper', 'karabiber']],
    ],
    steps: [
      [
        'Crisp the diced guanciale in a pan; keep the fat.',
        'Küp doğranmış guancialeyi tavada çıtırlaştırın; yağını saklayın.',
      ],
      [
        'Whisk the yolks, egg, cheese and lots of pepper in a bowl.',
        'Bir kapta sarıları, yumurtayı, peyniri ve bolca karabiberi çırpın.',
      ],
      [
        'Toss the hot pasta with the guanciale off the heat, then stir in the egg mix with a little pasta water.',
        'Sıcak makarnayı ocaktan alıp guancialeyle karıştırın, ardından biraz makarna suyuyla yumurtalı karışımı ekleyin.',
      ],
    ],
  },
  {
    id: 'mushroom-risotto',
    title: ['Mushroom Risotto', 'Mantarlı Risotto'],
    description: ['Patient stirring, big flavour.', 'Sabırla karıştırılan, bol lezzetli bir risotto.'],
    minutes: 40,
    servings: 4,
    tags: ['vegetarian', 'italian', 'gluten-free'],
    icon: 'CookingPot',
    ingredients: [
      [300, 'g', ['risotto rice', 'risotto pirinci']],
      [300, 'g', ['mushrooms', 'mantar']],
      [1, '', ['shallot', 'arpacık soğan']],
      [1000, 'ml', ['hot vegetable stock', 'sıcak sebze suyu']],
      [40, 'g', ['butter', 'tereyağı']],
      [50, 'g', ['parmesan', 'parmesan']],
    ],
    steps: [
      [
        'Brown the mushrooms in half the butter and set them aside.',
        'Mantarları tereyağının yarısında kızartıp kenara alın.',
      ],
      [
        'Soften the shallot, add the rice and toast it for a minute.',
        'Arpacık soğanı yumuşatın, pirinci ekleyip bir dakika kavurun.',
      ],
      [
        'Add the stock a ladle at a time, stirring, for about 18 minutes.',
        'Sebze suyunu kepçe kepçe ekleyerek yaklaşık 18 dakika karıştırın.',
      ],
      [
        'Stir in the mushrooms, the rest of the butter and the parmesan.',
        'Mantarları, kalan tereyağını ve parmesanı ekleyip karıştırın.',
      ],
    ],
  },
  {
    id: 'menemen',
    title: ['Menemen', 'Menemen'],
    description: [
      'Soft eggs with tomatoes and peppers, for breakfast or any time.',
      'Domates ve biberli yumuşak yumurta; kahvaltıda ya da her an.',
    ],
    minutes: 15,
    servings: 2,
    tags: ['vegetarian', 'turkish', 'quick', 'gluten-free'],
    icon: 'Egg',
    ingredients: [
      [2, '', ['green peppers', 'sivri biber']],
      [3, '', ['ripe tomatoes', 'olgun domates']],
      [4, '', ['eggs', 'yumurta']],
      [1, 'tbsp', ['butter', 'tereyağı']],
      [1, 'tsp', ['chilli flakes', 'pul biber']],
    ],
    steps: [
      ['Soften the chopped peppers in the butter.', 'Doğranmış biberleri tereyağında yumuşatın.'],
      [
        'Add the grated tomatoes and cook until most of the juice is gone.',
        'Rendelenmiş domatesleri ekleyip suyunu çekene kadar pişirin.',
      ],
      [
        'Stir in the eggs gently and take the pan off the heat while they are still soft.',
        'Yumurtaları yavaşça karıştırın ve hâlâ yumuşakken tavayı ocaktan alın.',
      ],
    ],
  },
  {
    id: 'chicken-shish',
    title: ['Yogurt Chicken Shish', 'Yoğurtlu Tavuk Şiş'],
    description: [
      'Tender marinated chicken, grilled until charred.',
      'Marine edilmiş, kömürde kızarmış yumuşacık tavuk.',
    ],
    minutes: 40,
    servings: 4,
    tags: ['turkish', 'gluten-free'],
    icon: 'Flame',
    ingredients: [
      [800, 'g', ['chicken thighs', 'tavuk but']],
      [150, 'g', ['yogurt', 'yoğurt']],
      [1, 'tbsp', ['pepper paste', 'biber salçası']],
      [2, '', ['garlic cloves', 'diş sarımsak']],
      [2, 'tbsp', ['olive oil', 'zeytinyağı']],
      [1, 'tsp', ['ground cumin', 'kimyon']],
    ],
    steps: [
      [
        'Mix the yogurt, pepper paste, crushed garlic, oil and cumin.',
        'Yoğurt, biber salçası, ezilmiş sarımsak, yağ ve kimyonu karıştırın.',
      ],
      [
        'Coat the chicken pieces and leave for at least 30 minutes.',
        'Tavuk parçalarını bu karışıma bulayıp en az 30 dakika bekletin.',
      ],
      [
        'Thread onto skewers and grill for 12 minutes, turning often.',
        'Şişlere dizin ve sık sık çevirerek 12 dakika ızgarada pişirin.',
      ],
    ],
  },
  {
    id: 'shepherds-salad',
    title: ['Shepherd’s Salad', 'Çoban Salatası'],
    description: ['Crunchy, fresh and ready in ten minutes.', 'Çıtır, ferah ve on dakikada hazır.'],
    minutes: 10,
    servings: 4,
    tags: ['vegan', 'turkish', 'quick', 'gluten-free'],
    icon: 'Salad',
    ingredients: [
      [3, '', ['tomatoes', 'domates']],
      [2, '', ['cucumbers', 'salatalık']],
      [2, '', ['green peppers', 'sivri biber']],
      [1, '', ['red onion', 'mor soğan']],
      [3, 'tbsp', ['olive oil', 'zeytinyağı']],
      [1, '', ['lemon', 'limon']],
    ],
    steps: [
      [
        'Dice all the vegetables into small, even pieces.',
        'Tüm sebzeleri küçük ve eşit parçalar hâlinde doğrayın.',
      ],
      [
        'Dress with olive oil, lemon juice and salt just before serving.',
        'Servisten hemen önce zeytinyağı, limon suyu ve tuzla tatlandırın.',
      ],
    ],
  },
  {
    id: 'banana-bread',
    title: ['Banana Bread', 'Muzlu Kek'],
    description: [
      'Moist, cosy and the best use for brown bananas.',
      'Nemli, sıcacık ve kararmış muzlar için en iyi değerlendirme.',
    ],
    minutes: 70,
    servings: 8,
    tags: ['vegetarian', 'dessert'],
    icon: 'Cake',
    ingredients: [
      [3, '', ['ripe bananas', 'olgun muz']],
      [75, 'g', ['melted butter', 'eritilmiş tereyağı']],
      [150, 'g', ['brown sugar', 'esmer şeker']],
      [1, '', ['egg', 'yumurta']],
      [200, 'g', ['flour', 'un']],
      [1, 'tsp', ['baking soda', 'karbonat']],
    ],
    steps: [
      [
        'Heat the oven to 175 °C and line a loaf tin.',
        'Fırını 175 °C’ye ısıtın ve baton kek kalıbına yağlı kâğıt serin.',
      ],
      [
        'Mash the bananas and mix in the butter, sugar and egg.',
        'Muzları ezin; tereyağı, şeker ve yumurtayı ekleyip karıştırın.',
      ],
      [
        'Fold in the flour and soda, pour into the tin and bake for 55 minutes.',
        'Un ve karbonatı ekleyip yavaşça karıştırın, kalıba dökün ve 55 dakika pişirin.',
      ],
    ],
  },
  {
    id: 'lemon-olive-oil-cake',
    title: ['Lemon Olive Oil Cake', 'Limonlu Zeytinyağlı Kek'],
    description: [
      'Light, fragrant and even better the next day.',
      'Hafif, mis kokulu ve ertesi gün daha da güzel.',
    ],
    minutes: 55,
    servings: 8,
    tags: ['vegetarian', 'dessert'],
    icon: 'Citrus',
    ingredients: [
      [3, '', ['eggs', 'yumurta']],
      [200, 'g', ['sugar', 'şeker']],
      [120, 'ml', ['olive oil', 'zeytinyağı']],
      [2, '', ['lemons, zest and juice', 'limonun kabuğu ve suyu']],
      [200, 'g', ['flour', 'un']],
      [2, 'tsp', ['baking powder', 'kabartma tozu']],
    ],
    steps: [
      [
        'Whisk the eggs and sugar until pale and thick.',
        'Yumurta ve şekeri açık renkli ve koyu kıvamlı olana kadar çırpın.',
      ],
      ['Beat in the oil, lemon zest and juice.', 'Zeytinyağını, limon kabuğunu ve suyunu ekleyip çırpın.'],
      [
        'Fold in the flour and baking powder and bake at 175 °C for 40 minutes.',
        'Un ve kabartma tozunu ekleyip karıştırın, 175 °C’de 40 dakika pişirin.',
      ],
    ],
  },
  {
    id: 'rice-pudding',
    title: ['Baked Rice Pudding', 'Fırın Sütlaç'],
    description: ['Creamy rice pudding with a caramelised top.', 'Üstü karamelize, kremamsı fırın sütlaç.'],
    minutes: 50,
    servings: 6,
    tags: ['vegetarian', 'dessert', 'turkish', 'gluten-free'],
    icon: 'Milk',
    ingredients: [
      [100, 'g', ['short-grain rice', 'pirinç']],
      [1000, 'ml', ['milk', 'süt']],
      [150, 'g', ['sugar', 'şeker']],
      [2, 'tbsp', ['rice flour', 'pirinç unu']],
      [1, 'tsp', ['vanilla', 'vanilya']],
    ],
    steps: [
      [
        'Cook the rice in a little water until soft, then add the milk and sugar.',
        'Pirinci az suyla yumuşayana kadar pişirin, ardından süt ve şekeri ekleyin.',
      ],
      [
        'Thicken with the rice flour mixed in cold milk and add the vanilla.',
        'Soğuk sütte açılmış pirinç unuyla koyulaştırın ve vanilyayı ekleyin.',
      ],
      [
        'Pour into dishes and grill until the tops are browned. Chill before serving.',
        'Kaselere paylaştırın ve üstleri kızarana kadar fırının üst ızgarasında tutun. Soğutarak servis edin.',
      ],
    ],
  },
  {
    id: 'apple-crumble',
    title: ['Apple Crumble', 'Elmalı Crumble'],
    description: [
      'Soft cinnamon apples under a buttery crumble.',
      'Tereyağlı kıtır hamurun altında tarçınlı yumuşak elmalar.',
    ],
    minutes: 50,
    servings: 6,
    tags: ['vegetarian', 'dessert'],
    icon: 'Apple',
    ingredients: [
      [5, '', ['apples', 'elma']],
      [1, 'tsp', ['cinnamon', 'tarçın']],
      [150, 'g', ['flour', 'un']],
      [100, 'g', ['cold butter', 'soğuk tereyağı']],
      [100, 'g', ['brown sugar', 'esmer şeker']],
    ],
    steps: [
      [
        'Slice the apples into a baking dish and toss with cinnamon.',
        'Elmaları dilimleyip fırın kabına koyun ve tarçınla harmanlayın.',
      ],
      [
        'Rub the butter into the flour and sugar until it looks like sand.',
        'Tereyağını un ve şekerle kum gibi olana kadar ovalayın.',
      ],
      [
        'Scatter over the apples and bake at 190 °C for 35 minutes.',
        'Elmaların üzerine serpin ve 190 °C’de 35 dakika pişirin.',
      ],
    ],
  },
  {
    id: 'sheet-pan-salmon',
    title: ['Sheet-pan Salmon & Vegetables', 'Tepside Somon ve Sebze'],
    description: [
      'One tray, 25 minutes, hardly any washing up.',
      'Tek tepsi, 25 dakika, neredeyse hiç bulaşık yok.',
    ],
    minutes: 25,
    servings: 2,
    tags: ['quick', 'gluten-free'],
    icon: 'Fish',
    ingredients: [
      [2, '', ['salmon fillets', 'somon fileto']],
      [250, 'g', ['baby potatoes', 'küçük patates']],
      [200, 'g', ['green beans', 'taze fasulye']],
      [2, 'tbsp', ['olive oil', 'zeytinyağı']],
      [1, '', ['lemon', 'limon']],
    ],
    steps: [
      [
        'Roast the halved potatoes at 210 °C for 10 minutes.',
        'İkiye bölünmüş patatesleri 210 °C’de 10 dakika pişirin.',
      ],
      [
        'Add the beans and salmon, drizzle with oil and lemon, and roast 12 minutes more.',
        'Fasulyeleri ve somonu ekleyin, yağ ve limon gezdirip 12 dakika daha pişirin.',
      ],
    ],
  },
];

const SETS: { words: string[]; pick: (r: RecipeSeed) => boolean }[] = [
  { words: ['vegan', 'plant-based', 'bitkisel'], pick: (r) => r.tags.includes('vegan') },
  {
    words: [
      'dessert',
      'baking',
      'bake',
      'cake',
      'cookie',
      'sweet',
      'tatlı',
      'kek',
      'kurabiye',
      'pastane',
      'fırın',
    ],
    pick: (r) => r.tags.includes('dessert'),
  },
  {
    words: ['vegetarian', 'vejetaryen', 'veggie'],
    pick: (r) => r.tags.includes('vegetarian') || r.tags.includes('vegan'),
  },
  { words: ['turkish', 'türk', 'anadolu', 'ev yemek'], pick: (r) => r.tags.includes('turkish') },
  {
    words: ['italian', 'italyan', 'pasta', 'makarna', 'risotto'],
    pick: (r) =>
      r.tags.includes('italian') || r.id === 'avocado-chocolate-mousse' || r.id === 'lemon-olive-oil-cake',
  },
  { words: ['quick', 'easy', 'weeknight', 'pratik', 'hızlı', 'kolay'], pick: (r) => r.minutes <= 25 },
  { words: ['gluten'], pick: (r) => r.tags.includes('gluten-free') },
];

const DEFAULT_SET = [
  'chickpea-spinach-curry',
  'spaghetti-carbonara',
  'menemen',
  'peanut-noodles',
  'banana-bread',
  'sheet-pan-salmon',
  'mushroom-risotto',
  'red-lentil-soup',
];

function choose(spec: AppSpec): RecipeSeed[] {
  const set = SETS.find((s) => mentions(spec, s.words));
  if (set) return POOL.filter(set.pick).slice(0, 9);
  return DEFAULT_SET.map((id) => POOL.find((r) => r.id === id)!);
}

function seedOut(spec: AppSpec, r: RecipeSeed): Recipe {
  return {
    id: r.id,
    title: loc(spec, r.title),
    description: loc(spec, r.description),
    minutes: r.minutes,
    servings: r.servings,
    tags: r.tags.map((tag) => loc(spec, TAGS[tag])),
    icon: r.icon,
    ingredients: r.ingredients.map(([qty, unit, item]) => ({
      qty,
      unit: unit ? loc(spec, UNITS[unit]) : '',
      item: loc(spec, item),
    })),
    steps: r.steps.map((step) => loc(spec, step)),
  };
}

/** The recipes the book starts with: the brief's own when it listed some, else the stock set. */
function bookRecipes(spec: AppSpec): { recipes: Recipe[]; vegan: boolean } {
  const listed = listedItems(spec);
  if (listed.length > 0) return listedRecipes(spec, listed);
  const seeds = choose(spec);
  return { recipes: seeds.map((r) => seedOut(spec, r)), vegan: seeds.every((r) => r.tags.includes('vegan')) };
}

/**
 * The stock recipes as content (Blueprint.defaultContent): their titles, times and descriptions. Listed
 * back, each finds its stock recipe again by name, so the book keeps its ingredients and steps.
 */
function stockContent(spec: AppSpec): BriefContent {
  return seedContent(
    choose(spec).map((r) => ({
      name: loc(spec, r.title),
      minutes: r.minutes,
      detail: loc(spec, r.description),
    })),
    { itemsLabel: pick(spec, L.recipes) },
  );
}

// ---------------------------------------------------------------------------------------------------
// What the brief listed (spec.content): its recipes, in its order, with its names, times and words.

const FILLER = new Set(['and', 'with', 'the', 'a', 'an', 'of', 've', 'ile', 'my', 'our']);

/** The words of a recipe name that tell it apart ("Chickpea & Spinach Curry" -> chickpea, spinach, curry). */
function nameWords(value: string): string[] {
  return fold(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !FILLER.has(w));
}

const within = (small: string[], big: string[]) => small.every((w) => big.includes(w));

/**
 * The stock recipe a listed name is, in either language: the same words ("banana bread"), or a name
 * that adds words to a stock one ("easy banana bread") or leaves few out ("carbonara") — only when
 * exactly one stock recipe fits, so a bare "curry" borrows no one's ingredients.
 */
function stockMatch(name: string, taken: Set<string>): RecipeSeed | undefined {
  const want = nameWords(name);
  if (want.length === 0) return undefined;
  const pool = POOL.filter((r) => !taken.has(r.id));
  const titles = (r: RecipeSeed) => [nameWords(r.title[0]), nameWords(r.title[1])];
  const same = pool.find((r) => titles(r).some((have) => have.length === want.length && within(have, want)));
  if (same) return same;
  const close = pool.filter((r) =>
    titles(r).some(
      (have) =>
        (have.length >= 2 && within(have, want)) || (within(want, have) && want.length * 2 >= have.length),
    ),
  );
  return close.length === 1 ? close[0] : undefined;
}

/** Tags a recipe's name gives away, with the words the book already sorts by. */
const NAME_TAGS: [TagKey, string[]][] = [
  ['vegan', ['vegan', 'plant-based', 'bitkisel']],
  ['vegetarian', ['vegetarian', 'veggie', 'vejetaryen']],
  ['gluten-free', ['gluten-free', 'glutensiz']],
  [
    'dessert',
    ['cake', 'cakes', 'pie', 'tart', 'cookie', 'cookies', 'brownie', 'brownies', 'pudding', 'mousse']
      .concat(['crumble', 'muffin', 'muffins', 'cheesecake', 'ice cream', 'dessert', 'baklava', 'tiramisu'])
      .concat(['kek', 'tatlı', 'tatlısı', 'kurabiye', 'sütlaç', 'turta', 'dondurma', 'strudel'])
      .concat(['tarte', 'gâteau', 'crêpe', 'crêpes', 'tarta', 'flan', 'торт', 'كنافة', 'بسبوسة', 'كيك']),
  ],
  [
    'italian',
    [
      'lasagna',
      'lasagne',
      'pasta',
      'spaghetti',
      'risotto',
      'pizza',
      'carbonara',
      'gnocchi',
      'tiramisu',
    ].concat(['pesto', 'bolognese', 'focaccia', 'ravioli', 'makarna', 'spagetti', 'lazanya']),
  ],
  [
    'turkish',
    [
      'menemen',
      'kebab',
      'kebap',
      'köfte',
      'dolma',
      'dolması',
      'börek',
      'pilav',
      'mercimek',
      'baklava',
    ].concat(['lahmacun', 'mantı', 'sarma', 'imam bayıldı']),
  ],
];

/** A picture for a recipe from its name; a cooking pot when nothing in it says more. */
const NAME_ICONS: [RecipeIconName, string[]][] = [
  [
    'CakeSlice',
    ['cake', 'cakes', 'pie', 'tart', 'cheesecake', 'muffin', 'muffins', 'kek', 'turta', 'strudel'].concat([
      'tarte',
      'gâteau',
      'tarta',
      'торт',
      'كيك',
    ]),
  ],
  ['Cookie', ['cookie', 'cookies', 'biscuit', 'biscuits', 'brownie', 'brownies', 'kurabiye']],
  ['IceCreamCone', ['ice cream', 'gelato', 'sorbet', 'dondurma']],
  ['Pizza', ['pizza', 'pide', 'lahmacun']],
  ['Croissant', ['bread', 'loaf', 'bun', 'buns', 'croissant', 'focaccia', 'ekmek', 'poğaça', 'börek']],
  ['Salad', ['salad', 'salata', 'salatası']],
  [
    'Soup',
    ['soup', 'stew', 'curry', 'chili', 'chowder', 'goulash', 'çorba', 'çorbası', 'köri', 'güveç'].concat([
      'soupe',
      'sopa',
      'суп',
      'борщ',
      'شوربة',
    ]),
  ],
  ['Fish', ['fish', 'salmon', 'tuna', 'cod', 'shrimp', 'prawns', 'balık', 'somon', 'karides', 'poisson']],
  ['Drumstick', ['chicken', 'turkey', 'wings', 'tavuk', 'hindi', 'poulet', 'pollo', 'курица', 'دجاج']],
  ['Beef', ['beef', 'steak', 'lamb', 'burger', 'meatballs', 'köfte', 'kuzu', 'kebab', 'kebap', 'bœuf']],
  ['Egg', ['egg', 'eggs', 'omelette', 'omelet', 'frittata', 'yumurta', 'menemen']],
  ['Sandwich', ['sandwich', 'toast', 'wrap', 'tost', 'dürüm']],
  [
    'UtensilsCrossed',
    ['pasta', 'lasagna', 'lasagne', 'spaghetti', 'noodles', 'risotto', 'makarna', 'lazanya'],
  ],
  ['Apple', ['apple', 'elma', 'elmalı']],
];

/** True when one of the words (or phrases) is a whole word of the text, both folded. */
function says(text: string, words: readonly string[]): boolean {
  const hay = fold(text);
  return words.some((word) =>
    new RegExp(
      `(?<![\\p{L}\\p{N}])${fold(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
      'u',
    ).test(hay),
  );
}

function slugify(value: string, index: number): string {
  return slugOf(value, `recipe-${index + 1}`);
}

/**
 * The brief's recipes, in its order and with its titles. A listed recipe the stock book also has (by
 * name) keeps that recipe's ingredients and steps; any other starts with none, for its cook to write,
 * rather than a made-up recipe. Its time is the brief's, its tags and picture come from its name.
 */
function listedRecipes(spec: AppSpec, items: BriefItem[]): { recipes: Recipe[]; vegan: boolean } {
  const taken = new Set<string>();
  const ids = new Set<string>();
  const keys: TagKey[][] = [];
  const recipes = items.map((item, index): Recipe => {
    const title = item.name.trim();
    const detail = item.detail?.trim();
    const minutes =
      item.minutes !== undefined && Number.isFinite(item.minutes) && item.minutes > 0
        ? Math.round(item.minutes)
        : undefined;
    const stock = stockMatch(title, taken);
    let id = stock && !ids.has(stock.id) ? stock.id : slugify(title, index);
    for (let n = 2; ids.has(id); n += 1) id = `${slugify(title, index)}-${n}`;
    ids.add(id);
    if (stock) {
      taken.add(stock.id);
      keys.push(stock.tags);
      return {
        ...seedOut(spec, stock),
        id,
        title,
        description: detail ? asSentence(spec, detail) : loc(spec, stock.description),
        minutes: minutes ?? stock.minutes,
        servings: item.servings ?? stock.servings,
      };
    }
    const words = [title, detail ?? ''].join(' ');
    const tags = NAME_TAGS.filter(([, names]) => says(title, names)).map(([tag]) => tag);
    if (minutes !== undefined && minutes <= 25) tags.push('quick');
    keys.push(tags);
    return {
      id,
      title,
      description: detail ? asSentence(spec, detail) : '',
      minutes: minutes ?? 0,
      servings: item.servings ?? 0,
      tags: tags.map((tag) => loc(spec, TAGS[tag])),
      icon: NAME_ICONS.find(([, names]) => says(words, names))?.[0] ?? 'CookingPot',
      ingredients: [],
      steps: [],
    };
  });
  return { recipes, vegan: keys.every((tags) => tags.includes('vegan')) };
}

const PAGES: PageDef[] = [
  { id: 'main', path: '/', label: L.navRecipes },
  { id: 'favorites', path: '/favourites', label: L.navFavorites },
  { id: 'add', path: '/add', label: L.navAdd },
];

/** With 'pages' the favourites and the add form get pages of their own; the rest stays home. */
const SECTIONS: SectionDef[] = [
  { id: 'hero', label: L.heroLabel, page: 'main' },
  { id: 'recipes', label: L.recipesLabel, page: 'main' },
  { id: 'favorites', label: L.favoritesLabel, page: 'favorites' },
  { id: 'add', label: L.addLabel, page: 'add' },
  { id: 'tips', label: L.tipsLabel, page: 'main' },
];
const SECTION_IDS = SECTIONS.map((s) => s.id);

/** The texts RecipesApp shows that come straight from the table below. */
const RECIPES_TEXT_KEYS = [
  'heroEyebrow',
  'heroTitle',
  'heroSubtitle',
  'heroCta',
  'heroAdd',
  'searchLabel',
  'tagsLabel',
  'all',
  'favoritesOnly',
  'shownCount',
  'noRecipes',
  'noRecipesHint',
  'minutes',
  'serves',
  'viewRecipe',
  'favorite',
  'yours',
  'ingredients',
  'method',
  'noIngredients',
  'noSteps',
  'servings',
  'moreServings',
  'fewerServings',
  'checkedCount',
  'resetChecks',
  'deleteRecipe',
  'close',
  'noFavorites',
  'noFavoritesHint',
  'addIntro',
  'fieldTitle',
  'fieldDescription',
  'fieldMinutes',
  'fieldServings',
  'fieldTags',
  'tagsHint',
  'fieldIngredients',
  'ingredientsHint',
  'fieldSteps',
  'stepsHint',
  'save',
  'errTitle',
  'errMinutes',
  'errServings',
  'errIngredients',
  'errSteps',
  'saved',
  'openSaved',
] as const satisfies readonly (keyof RecipesTexts)[];

function texts(spec: AppSpec, veganBook: boolean): Record<string, string> {
  const t = (value: Localized) => pick(spec, value);
  const listedLabel = listedItems(spec).length > 0 ? spec.content?.itemsLabel?.trim() : undefined;
  const label = listedLabel ? upperFirst(spec, listedLabel) : undefined;
  const headline = veganBook ? t(L.plantBasedCookingSimple) : t(L.goodFoodWrittenDown);
  const heroTitle = text(spec, 'hero.title', same(headline));
  const heroSubtitleText = text(spec, 'hero.subtitle', heroSubtitle(spec, L.recipesWorthCookingAgain));
  return {
    // The frame: the home page's title (its heading when there is no intro), the pages and sections.
    title: heroTitle,
    subtitle: heroSubtitleText,
    page_main: t(L.navRecipes),
    page_favorites: t(L.navFavorites),
    page_add: t(L.navAdd),
    heroEyebrow: t(L.heroEyebrow),
    heroTitle,
    heroSubtitle: heroSubtitleText,
    heroCta: text(spec, 'cta.button', L.ctaButton),
    heroAdd: t(L.heroAdd),
    recipesTitle: text(spec, 'recipes.title', label ? same(label) : L.recipes),
    searchLabel: t(L.searchLabel),
    tagsLabel: t(L.tagsLabel),
    all: t(L.all),
    favoritesOnly: t(L.favoritesOnly),
    shownCount: t(L.shownCount),
    noRecipes: t(L.noRecipes),
    noRecipesHint: t(L.noRecipesHint),
    minutes: t(L.minutes),
    serves: t(L.serves),
    viewRecipe: t(L.viewRecipe),
    favorite: t(L.favorite),
    yours: t(L.yours),
    ingredients: t(L.ingredients),
    method: t(L.method),
    noIngredients: t(L.noIngredients),
    noSteps: t(L.noSteps),
    servings: t(L.servings),
    moreServings: t(L.moreServings),
    fewerServings: t(L.fewerServings),
    checkedCount: t(L.checkedCount),
    resetChecks: t(L.resetChecks),
    deleteRecipe: t(L.deleteRecipe),
    close: t(L.close),
    favoritesTitle: text(spec, 'favorites.title', L.favoritesTitle),
    noFavorites: t(L.noFavorites),
    noFavoritesHint: t(L.noFavoritesHint),
    addTitle: text(spec, 'add.title', L.addTitle),
    addIntro: t(L.addIntro),
    fieldTitle: t(L.fieldTitle),
    fieldDescription: t(L.fieldDescription),
    fieldMinutes: t(L.fieldMinutes),
    fieldServings: t(L.fieldServings),
    fieldTags: t(L.fieldTags),
    tagsHint: t(L.tagsHint),
    fieldIngredients: t(L.fieldIngredients),
    ingredientsHint: t(L.ingredientsHint),
    fieldSteps: t(L.fieldSteps),
    stepsHint: t(L.stepsHint),
    save: t(L.save),
    errTitle: t(L.errTitle),
    errMinutes: t(L.errMinutes),
    errServings: t(L.errServings),
    errIngredients: t(L.errIngredients),
    errSteps: t(L.errSteps),
    saved: t(L.saved),
    openSaved: t(L.openSaved),
    tipsTitle: text(spec, 'tips.title', L.tipsTitle),
  };
}

/**
 * The schema RecipesApp (packages/app-kit) renders: the spec's sections (the recipes alone when none it
 * knows is left), the features it follows, the recipes, the tips and the texts.
 */
export function recipesSchema(spec: AppSpec): RecipesSchema {
  const { recipes, vegan } = bookRecipes(spec);
  let ids = orderedSections(spec, SECTION_IDS);
  if (ids.length === 0) ids = ['recipes'];
  // With 'pages', a home page left without a section of its own puts everything on one page.
  const home = ids.some((id) => SECTIONS.find((s) => s.id === id)?.page === 'main');
  const shown: AppSpec = {
    ...spec,
    sections: ids,
    features: home ? spec.features : spec.features.filter((f) => f !== 'pages'),
  };
  const table = texts(spec, vegan);
  const { frame, sections } = composedFrame(shown, { pages: PAGES, sections: SECTIONS, texts: table });
  const {
    dataHint: _dataHint,
    noData: _noData,
    ...recipesTexts
  } = composedTexts(spec, table, RECIPES_TEXT_KEYS);
  return {
    frame,
    sections: sections as SectionSlot<RecipesSectionId>[],
    features: { search: has(spec, 'search'), filters: has(spec, 'filters') },
    recipes,
    tips: [pick(spec, L.tip1), pick(spec, L.tip2), pick(spec, L.tip3)],
    texts: recipesTexts,
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'RecipesApp',
    module: 'recipes-app',
    type: 'RecipesSchema',
    lib: 'recipes',
    schema: recipesSchema(spec),
  });
}

export const blueprint: Blueprint = {
  kind: 'recipes',
  label: L.aRecipeBook,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['hero', 'recipes', 'favorites', 'add'],
  defaultFeatures: ['search', 'filters', 'forms', 'persistence', 'pages'],
  defaultTheme: { primary: '#15803d', accent: '#f97316', font: 'rounded', radius: 'lg' },
  defaultContent: stockContent,
  render,
};
