/**
 * Recipe book: recipe cards with search, tag filters and favourites (saved), a recipe detail (route
 * /recipes/:id with 'pages', a dialog without) with a servings scaler and an ingredients checklist, the
 * favourites list and an "add your recipe" form that validates and saves the new recipe.
 *
 * Main interaction: "Save recipe" / "Tarifi kaydet" submits the add-your-recipe form (Title / Tarif adı,
 * Ingredients / Malzemeler, Steps / Yapılışı); "Favourite" / "Favorilere ekle" toggles a favourite;
 * "View recipe" / "Tarifi gör" opens one, where "More servings" / "Porsiyonu artır" scales it.
 */
import type { BriefContent, BriefItem } from '../brief-content.ts';
import { type AppSpec, type Blueprint, type Localized, has, pick, text, same } from '../spec.ts';
import {
  type Pair,
  type SectionComponent,
  appFile,
  dataConst,
  fold,
  iconFile,
  lines,
  loc,
  mentions,
  orderedSections,
  sharedFiles,
  textsFile,
} from './content-shared.ts';
import { asSentence, heroSubtitle, listedItems, seedContent, slugOf, upperFirst } from './listed.ts';
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
  icon: string;
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

/** A recipe as the generated app's data holds it. */
interface RecipeOut {
  id: string;
  title: string;
  description: string;
  /** 0 when not known (a listed recipe the brief gave no time for): the app then shows none. */
  minutes: number;
  /** 0 when not known: the app then shows no servings and no scaler. */
  servings: number;
  tags: string[];
  icon: string;
  ingredients: { qty: number | null; unit: string; item: string }[];
  steps: string[];
}

function seedOut(spec: AppSpec, r: RecipeSeed): RecipeOut {
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
function bookRecipes(spec: AppSpec): { recipes: RecipeOut[]; vegan: boolean } {
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
      .concat(['kek', 'tatlı', 'tatlısı', 'kurabiye', 'sütlaç', 'turta', 'dondurma']),
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
const NAME_ICONS: [string, string[]][] = [
  ['CakeSlice', ['cake', 'cakes', 'pie', 'tart', 'cheesecake', 'muffin', 'muffins', 'kek', 'turta']],
  ['Cookie', ['cookie', 'cookies', 'biscuit', 'biscuits', 'brownie', 'brownies', 'kurabiye']],
  ['IceCreamCone', ['ice cream', 'gelato', 'sorbet', 'dondurma']],
  ['Pizza', ['pizza', 'pide', 'lahmacun']],
  ['Croissant', ['bread', 'loaf', 'bun', 'buns', 'croissant', 'focaccia', 'ekmek', 'poğaça', 'börek']],
  ['Salad', ['salad', 'salata', 'salatası']],
  ['Soup', ['soup', 'stew', 'curry', 'chili', 'chowder', 'çorba', 'çorbası', 'köri', 'güveç']],
  ['Fish', ['fish', 'salmon', 'tuna', 'cod', 'shrimp', 'prawns', 'balık', 'somon', 'karides']],
  ['Drumstick', ['chicken', 'turkey', 'wings', 'tavuk', 'hindi']],
  ['Beef', ['beef', 'steak', 'lamb', 'burger', 'meatballs', 'köfte', 'kuzu', 'kebab', 'kebap']],
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
function listedRecipes(spec: AppSpec, items: BriefItem[]): { recipes: RecipeOut[]; vegan: boolean } {
  const taken = new Set<string>();
  const ids = new Set<string>();
  const keys: TagKey[][] = [];
  const recipes = items.map((item, index): RecipeOut => {
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
      servings: 0,
      tags: tags.map((tag) => loc(spec, TAGS[tag])),
      icon: NAME_ICONS.find(([, names]) => says(words, names))?.[0] ?? 'CookingPot',
      ingredients: [],
      steps: [],
    };
  });
  return { recipes, vegan: keys.every((tags) => tags.includes('vegan')) };
}

const SECTIONS = [
  { id: 'hero', label: L.heroLabel },
  { id: 'recipes', label: L.recipesLabel },
  { id: 'favorites', label: L.favoritesLabel },
  { id: 'add', label: L.addLabel },
  { id: 'tips', label: L.tipsLabel },
];
const SECTION_IDS = SECTIONS.map((s) => s.id);

const COMPONENTS: Record<string, SectionComponent> = {
  hero: { name: 'Hero', file: 'hero' },
  recipes: { name: 'RecipeList', file: 'recipe-list' },
  favorites: { name: 'Favorites', file: 'favorites' },
  add: { name: 'AddRecipe', file: 'add-recipe' },
  tips: { name: 'Tips', file: 'tips' },
};

function texts(spec: AppSpec, veganBook: boolean) {
  const t = (text: Localized) => pick(spec, text);
  const listedLabel = listedItems(spec).length > 0 ? spec.content?.itemsLabel?.trim() : undefined;
  const label = listedLabel ? upperFirst(spec, listedLabel) : undefined;
  const headline = veganBook ? t(L.plantBasedCookingSimple) : t(L.goodFoodWrittenDown);
  return {
    heroEyebrow: t(L.heroEyebrow),
    heroTitle: text(spec, 'hero.title', same(headline)),
    heroSubtitle: text(spec, 'hero.subtitle', heroSubtitle(spec, L.recipesWorthCookingAgain)),
    heroCta: text(spec, 'cta.button', L.ctaButton),
    heroAdd: t(L.heroAdd),
    navRecipes: t(L.navRecipes),
    navFavorites: t(L.navFavorites),
    navAdd: t(L.navAdd),
    navTips: t(L.navTips),
    recipesTitle: text(spec, 'recipes.title', label ? same(label) : L.recipes),
    searchLabel: t(L.searchLabel),
    tagsLabel: t(L.tagsLabel),
    all: t(L.all),
    favoritesOnly: t(L.favoritesOnly),
    mine: t(L.mine),
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
    backToRecipes: t(L.backToRecipes),
    recipeNotFound: t(L.recipeNotFound),
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
    tip1: t(L.tip1),
    tip2: t(L.tip2),
    tip3: t(L.tip3),
  };
}

const DATA_TYPES = `export interface Ingredient {
  qty: number | null;
  unit: string;
  item: string;
}

export interface Recipe {
  id: string;
  title: string;
  description: string;
  minutes: number;
  servings: number;
  tags: string[];
  icon: string;
  ingredients: Ingredient[];
  steps: string[];
  /** Added by the visitor (saved in this browser). */
  mine?: boolean;
}
`;

function bookFile(spec: AppSpec): string {
  const pages = has(spec, 'pages');
  return lines(
    `import { createContext, useContext, useMemo, ${pages ? '' : 'useState, '}type ReactNode } from 'react';`,
    pages ? `import { Link } from 'react-router-dom';` : `import { Modal } from './components/modal';`,
    !pages && `import { RecipeDetail } from './components/recipe-detail';`,
    `import { RECIPES, type Recipe } from './data';`,
    `import { useSaved } from './hooks/use-saved';`,
    !pages && `import { T } from './texts';`,
    ``,
    `interface Book {`,
    `  recipes: Recipe[];`,
    `  favorites: string[];`,
    `  toggleFavorite: (id: string) => void;`,
    `  add: (recipe: Recipe) => void;`,
    `  remove: (id: string) => void;`,
    !pages && `  open: (id: string | null) => void;`,
    `}`,
    ``,
    `const BookContext = createContext<Book | null>(null);`,
    ``,
    `/** The seed recipes plus the visitor's own, and their favourites (both saved). */`,
    `export function BookProvider({ children }: { children: ReactNode }) {`,
    `  const [mine, setMine] = useSaved<Recipe[]>('my-recipes', []);`,
    `  const [favorites, setFavorites] = useSaved<string[]>('favorites', []);`,
    !pages && `  const [openId, setOpenId] = useState<string | null>(null);`,
    `  const book = useMemo<Book>(`,
    `    () => ({`,
    `      recipes: [...mine, ...RECIPES],`,
    `      favorites,`,
    `      toggleFavorite: (id) => setFavorites((prev) => (prev.includes(id) ? prev.filter((f) => f !== id) : [...prev, id])),`,
    `      add: (recipe) => setMine((prev) => [{ ...recipe, mine: true }, ...prev]),`,
    `      remove: (id) => {`,
    `        setMine((prev) => prev.filter((r) => r.id !== id));`,
    `        setFavorites((prev) => prev.filter((f) => f !== id));`,
    `      },`,
    !pages && `      open: setOpenId,`,
    `    }),`,
    `    [mine, setMine, favorites, setFavorites],`,
    `  );`,
    !pages && `  const open = book.recipes.find((r) => r.id === openId);`,
    `  return (`,
    `    <BookContext.Provider value={book}>`,
    `      {children}`,
    !pages &&
      `      <Modal open={open !== undefined} onClose={() => setOpenId(null)} title={open?.title ?? T.viewRecipe} closeLabel={T.close} wide>
        {open ? <RecipeDetail recipe={open} onDeleted={() => setOpenId(null)} /> : null}
      </Modal>`,
    `    </BookContext.Provider>`,
    `  );`,
    `}`,
    ``,
    `export function useBook(): Book {`,
    `  const book = useContext(BookContext);`,
    `  if (!book) throw new Error('useBook must be used inside <BookProvider>');`,
    `  return book;`,
    `}`,
    ``,
    `/** Opens a recipe: ${pages ? 'a link to its page' : 'a button that opens it in a dialog'}. */`,
    `export function RecipeLink({ id, className, label, children }: { id: string; className?: string; label?: string; children: ReactNode }) {`,
    pages
      ? `  return (
    <Link to={'/recipes/' + id} className={className} aria-label={label}>
      {children}
    </Link>
  );`
      : `  const { open } = useBook();
  return (
    <button type="button" onClick={() => open(id)} className={className} aria-label={label} aria-haspopup="dialog">
      {children}
    </button>
  );`,
    `}`,
    ``,
  );
}

const FAVORITE_BUTTON = `import { Heart } from 'lucide-react';
import clsx from 'clsx';
import { Button } from './ui';
import { useBook } from '../book';
import { T } from '../texts';

/** Toggles a favourite: the name stays "Favourite", the pressed state says whether it is one. */
export function FavoriteButton({ id, compact = false }: { id: string; compact?: boolean }) {
  const { favorites, toggleFavorite } = useBook();
  const on = favorites.includes(id);
  return (
    <Button variant="ghost" size="sm" aria-pressed={on} aria-label={compact ? T.favorite : undefined} onClick={() => toggleFavorite(id)}>
      <Heart aria-hidden="true" className={clsx(on && 'fill-current text-red-500')} />
      {compact ? null : T.favorite}
    </Button>
  );
}
`;

const RECIPE_CARD = `import { Clock, Users } from 'lucide-react';
import { Badge, Card, buttonClass } from './ui';
import { FavoriteButton } from './favorite-button';
import { RecipeLink } from '../book';
import type { Recipe } from '../data';
import { ItemIcon } from '../item-icon';
import { T } from '../texts';
import { fmt } from '../utils';

export function RecipeCard({ recipe }: { recipe: Recipe }) {
  return (
    <Card className="flex h-full flex-col">
      <div className="relative flex aspect-[4/3] items-center justify-center rounded-xl bg-gradient-to-br from-primary/20 to-accent/25 text-primary">
        <ItemIcon name={recipe.icon} className="size-14" />
        {recipe.mine ? (
          <Badge tone="accent" className="absolute left-3 top-3">
            {T.yours}
          </Badge>
        ) : null}
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-2">
        <h3 className="font-display text-lg font-semibold text-slate-900 dark:text-white">{recipe.title}</h3>
        {recipe.description ? <p className="text-sm text-slate-600 dark:text-slate-400">{recipe.description}</p> : null}
        {recipe.minutes > 0 || recipe.servings > 0 ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
            {recipe.minutes > 0 ? (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {fmt(T.minutes, { n: recipe.minutes })}
              </span>
            ) : null}
            {recipe.servings > 0 ? (
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden="true" className="size-4" />
                {fmt(T.serves, { n: recipe.servings })}
              </span>
            ) : null}
          </p>
        ) : null}
        {recipe.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={T.tagsLabel}>
            {recipe.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="neutral">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-3">
          <RecipeLink id={recipe.id} className={buttonClass('outline', 'sm')} label={T.viewRecipe + ': ' + recipe.title}>
            {T.viewRecipe}
          </RecipeLink>
          <FavoriteButton id={recipe.id} />
        </div>
      </div>
    </Card>
  );
}
`;

const RECIPE_DETAIL = `import { useState } from 'react';
import { Clock, Minus, Plus, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import { Badge, Button } from './ui';
import { FavoriteButton } from './favorite-button';
import { useBook } from '../book';
import type { Ingredient, Recipe } from '../data';
import { ItemIcon } from '../item-icon';
import { amount } from '../recipe-math';
import { T } from '../texts';
import { fmt } from '../utils';

function line(ingredient: Ingredient, factor: number): string {
  if (ingredient.qty === null) return ingredient.item;
  return [amount(ingredient.qty * factor), ingredient.unit, ingredient.item].filter(Boolean).join(' ');
}

export function RecipeDetail({ recipe, headingLevel = 2, onDeleted }: { recipe: Recipe; headingLevel?: 1 | 2; onDeleted?: () => void }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { remove } = useBook();
  const [servings, setServings] = useState(recipe.servings);
  const [checked, setChecked] = useState<number[]>([]);
  const factor = recipe.servings > 0 ? servings / recipe.servings : 1;
  const scalable = recipe.servings > 0 && recipe.ingredients.length > 0;

  function toggle(index: number) {
    setChecked((prev) => (prev.includes(index) ? prev.filter((i) => i !== index) : [...prev, index]));
  }

  return (
    <article>
      <div className="flex aspect-[21/9] items-center justify-center rounded-2xl bg-gradient-to-br from-primary/25 via-primary/5 to-accent/30 text-primary">
        <ItemIcon name={recipe.icon} className="size-16 sm:size-20" />
      </div>
      <div className="mt-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading className="font-display text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{recipe.title}</Heading>
          {recipe.description ? <p className="mt-2 text-lg text-slate-600 dark:text-slate-300">{recipe.description}</p> : null}
        </div>
        <FavoriteButton id={recipe.id} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {recipe.minutes > 0 ? (
          <Badge tone="neutral">
            <Clock aria-hidden="true" />
            {fmt(T.minutes, { n: recipe.minutes })}
          </Badge>
        ) : null}
        {recipe.tags.map((tag) => (
          <Badge key={tag}>{tag}</Badge>
        ))}
      </div>
      <div className="mt-8 grid gap-8 md:grid-cols-[18rem_1fr]">
        <section aria-labelledby={'ingredients-' + recipe.id}>
          <div className="flex items-center justify-between gap-3">
            <h3 id={'ingredients-' + recipe.id} className="font-display text-xl font-semibold text-slate-900 dark:text-white">
              {T.ingredients}
            </h3>
          </div>
          {scalable ? (
            <div className="mt-3 flex items-center gap-2 rounded-xl bg-slate-50 p-2 dark:bg-slate-800/60" role="group" aria-label={T.servings}>
              <Button variant="outline" size="sm" aria-label={T.fewerServings} disabled={servings <= 1} onClick={() => setServings((n) => Math.max(1, n - 1))}>
                <Minus aria-hidden="true" />
              </Button>
              <p className="flex-1 text-center text-sm font-medium" aria-live="polite">
                {T.servings}: <span className="tabular-nums">{servings}</span>
              </p>
              <Button variant="outline" size="sm" aria-label={T.moreServings} disabled={servings >= 48} onClick={() => setServings((n) => Math.min(48, n + 1))}>
                <Plus aria-hidden="true" />
              </Button>
            </div>
          ) : null}
          {recipe.ingredients.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">{T.noIngredients}</p>
          ) : null}
          <ul className="mt-4 space-y-2">
            {recipe.ingredients.map((ingredient, index) => (
              <li key={index}>
                <label className="flex cursor-pointer items-start gap-3 rounded-lg p-1.5 hover:bg-slate-50 dark:hover:bg-slate-800/60">
                  <input
                    type="checkbox"
                    checked={checked.includes(index)}
                    onChange={() => toggle(index)}
                    className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
                  />
                  <span className={clsx(checked.includes(index) && 'text-slate-400 line-through dark:text-slate-500')}>{line(ingredient, factor)}</span>
                </label>
              </li>
            ))}
          </ul>
          {recipe.ingredients.length > 0 ? (
            <div className="mt-3 flex items-center justify-between text-sm text-slate-500 dark:text-slate-400">
              <span aria-live="polite">{fmt(T.checkedCount, { done: checked.length, total: recipe.ingredients.length })}</span>
              {checked.length > 0 ? (
                <Button variant="ghost" size="sm" onClick={() => setChecked([])}>
                  {T.resetChecks}
                </Button>
              ) : null}
            </div>
          ) : null}
        </section>
        <section aria-labelledby={'method-' + recipe.id}>
          <h3 id={'method-' + recipe.id} className="font-display text-xl font-semibold text-slate-900 dark:text-white">
            {T.method}
          </h3>
          {recipe.steps.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">{T.noSteps}</p>
          ) : null}
          <ol className="mt-3 space-y-4">
            {recipe.steps.map((step, index) => (
              <li key={index} className="flex gap-3">
                <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary">
                  {index + 1}
                </span>
                <p className="pt-0.5 text-slate-700 dark:text-slate-300">{step}</p>
              </li>
            ))}
          </ol>
          {recipe.mine ? (
            <Button
              variant="outline"
              className="mt-8"
              onClick={() => {
                remove(recipe.id);
                onDeleted?.();
              }}
            >
              <Trash2 aria-hidden="true" />
              {T.deleteRecipe}
            </Button>
          ) : null}
        </section>
      </div>
    </article>
  );
}
`;

const RECIPE_MATH = String.raw`/** Quantities: scaling them for the servings scaler, and reading them from the add-your-recipe form. */
import type { Ingredient } from './data';
import { LOCALE } from './texts';

const FRACTIONS: [number, string][] = [
  [0.25, '¼'],
  [0.33, '⅓'],
  [0.5, '½'],
  [0.67, '⅔'],
  [0.75, '¾'],
];

/** A scaled quantity as cooks write it: whole grams, kitchen fractions for small counts. */
export function amount(qty: number): string {
  if (qty >= 20) return String(Math.round(qty / 5) * 5);
  const whole = Math.floor(qty);
  const rest = qty - whole;
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - rest) < 0.05);
  if (rest < 0.05) return String(whole);
  if (fraction) return (whole > 0 ? String(whole) : '') + fraction[1];
  return qty.toLocaleString(LOCALE, { maximumFractionDigits: 1 });
}

const UNITS = ['g', 'kg', 'ml', 'l', 'tbsp', 'tsp', 'cup', 'cups', 'yk', 'tk'];

export function nonEmptyLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** "200 g flour", "1/2 tsp salt", "2 eggs" -> quantity, unit and item. */
export function parseIngredient(text: string): Ingredient {
  const match = /^(\d+\/\d+|\d+(?:[.,]\d+)?)\s*(\S+)?\s*(.*)$/.exec(text);
  if (!match) return { qty: null, unit: '', item: text };
  const [, rawQty = '', word = '', rest = ''] = match;
  const [top, bottom] = rawQty.split('/');
  const qty = bottom ? Number(top) / Number(bottom) : Number(rawQty.replace(',', '.'));
  if (!Number.isFinite(qty)) return { qty: null, unit: '', item: text };
  if (UNITS.includes(word.toLowerCase())) return { qty, unit: word, item: rest || word };
  return { qty, unit: '', item: [word, rest].filter(Boolean).join(' ') };
}

`;

const RECIPE_PAGE = `import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, CookingPot } from 'lucide-react';
import { EmptyState } from '../components/ui';
import { RecipeDetail } from '../components/recipe-detail';
import { useBook } from '../book';
import { T } from '../texts';

export function RecipePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { recipes } = useBook();
  const recipe = recipes.find((r) => r.id === id);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <Link to="/" className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.backToRecipes}
      </Link>
      {recipe ? (
        <RecipeDetail key={recipe.id} recipe={recipe} headingLevel={1} onDeleted={() => void navigate('/')} />
      ) : (
        <EmptyState icon={CookingPot} title={T.recipeNotFound} />
      )}
    </div>
  );
}
`;

function heroFile(spec: AppSpec, target: (id: string) => string | null): string {
  const browse = target('recipes');
  const add = target('add');
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
  const anyRoute = [browse, add].some((to) => to && !to.startsWith('#'));
  const anyScroll = [browse, add].some((to) => to?.startsWith('#'));
  const ui = [anyScroll && 'Button', anyRoute && 'buttonClass'].filter(Boolean).join(', ');
  return lines(
    `import { ${[browse && 'BookOpen', 'ChefHat', add && 'PlusCircle'].filter(Boolean).join(', ')} } from 'lucide-react';`,
    anyRoute && `import { Link } from 'react-router-dom';`,
    ui && `import { ${ui} } from './ui';`,
    `import { RECIPES } from '../data';`,
    `import { ItemIcon } from '../item-icon';`,
    `import { T } from '../texts';`,
    anyScroll && `import { scrollToId } from '../utils';`,
    ``,
    `export function Hero() {`,
    `  return (`,
    `    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-accent/15 to-transparent">`,
    `      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:px-8">`,
    `        <div>`,
    `          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-primary">`,
    `            <ChefHat aria-hidden="true" className="size-4" />`,
    `            {T.heroEyebrow}`,
    `          </p>`,
    `          <h1 id="hero-title" className="mt-4 font-display text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">`,
    `            {T.heroTitle}`,
    `          </h1>`,
    `          <p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">{T.heroSubtitle}</p>`,
    browse || add ? `          <div className="mt-8 flex flex-wrap gap-3">` : null,
    action(browse, 'heroCta', 'primary', 'BookOpen'),
    action(add, 'heroAdd', 'outline', 'PlusCircle'),
    browse || add ? `          </div>` : null,
    `        </div>`,
    `        <ul aria-hidden="true" className="grid grid-cols-3 gap-3">`,
    `          {RECIPES.slice(0, 6).map((recipe, index) => (`,
    `            <li key={recipe.id} className={'flex aspect-square items-center justify-center rounded-2xl ' + (index % 2 === 0 ? 'bg-primary/15 text-primary' : 'bg-accent/20 text-slate-800 dark:text-slate-100')}>`,
    `              <ItemIcon name={recipe.icon} className="size-10" />`,
    `            </li>`,
    `          ))}`,
    `        </ul>`,
    `      </div>`,
    `    </section>`,
    `  );`,
    `}`,
    ``,
  );
}

function listFile(spec: AppSpec): string {
  const search = has(spec, 'search');
  const filters = has(spec, 'filters');
  return lines(
    `import { useMemo, useState } from 'react';`,
    `import { ${filters ? 'Heart, ' : ''}SearchX } from 'lucide-react';`,
    `import { EmptyState } from './ui';`,
    `import { Section } from './section';`,
    search || filters
      ? `import { ${[search && 'SearchBox', filters && 'Chip', filters && 'ChipRow'].filter(Boolean).join(', ')} } from './filters';`
      : null,
    `import { RecipeCard } from './recipe-card';`,
    `import { useBook } from '../book';`,
    `import { T } from '../texts';`,
    `import { fmt } from '../utils';`,
    ``,
    `export function RecipeList() {`,
    `  const { recipes${filters ? ', favorites' : ''} } = useBook();`,
    search && `  const [query, setQuery] = useState('');`,
    filters && `  const [tag, setTag] = useState<string | null>(null);`,
    filters && `  const [favoritesOnly, setFavoritesOnly] = useState(false);`,
    filters && `  const tags = useMemo(() => [...new Set(recipes.flatMap((r) => r.tags))], [recipes]);`,
    `  const shown = useMemo(() => {`,
    search && `    const needle = query.trim().toLocaleLowerCase();`,
    `    return recipes.filter(`,
    `      (recipe) =>`,
    filters && `        (tag === null || recipe.tags.includes(tag)) &&`,
    filters && `        (!favoritesOnly || favorites.includes(recipe.id)) &&`,
    search
      ? `        (needle === '' ||
          (recipe.title + ' ' + recipe.description + ' ' + recipe.ingredients.map((i) => i.item).join(' ')).toLocaleLowerCase().includes(needle)),`
      : `        recipe.id !== '',`,
    `    );`,
    `  }, [${['recipes', search && 'query', filters && 'tag', filters && 'favoritesOnly', filters && 'favorites'].filter(Boolean).join(', ')}]);`,
    ``,
    `  return (`,
    `    <Section id="recipes" title={T.recipesTitle}>`,
    `      <div className="mb-8 flex flex-col gap-4">`,
    search && `        <SearchBox value={query} onChange={setQuery} label={T.searchLabel} />`,
    filters &&
      `        <ChipRow label={T.tagsLabel}>
          <Chip active={tag === null} onClick={() => setTag(null)}>
            {T.all}
          </Chip>
          {tags.map((name) => (
            <Chip key={name} active={tag === name} onClick={() => setTag(tag === name ? null : name)}>
              {name}
            </Chip>
          ))}
          <Chip active={favoritesOnly} onClick={() => setFavoritesOnly((value) => !value)}>
            <Heart aria-hidden="true" className="size-3.5" />
            {T.favoritesOnly} ({favorites.length})
          </Chip>
        </ChipRow>`,
    `        <p role="status" className="text-sm text-slate-500 dark:text-slate-400">`,
    `          {fmt(T.shownCount, { n: shown.length })}`,
    `        </p>`,
    `      </div>`,
    `      {shown.length === 0 ? (`,
    `        <EmptyState icon={SearchX} title={T.noRecipes} hint={T.noRecipesHint} />`,
    `      ) : (`,
    `        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">`,
    `          {shown.map((recipe) => (`,
    `            <li key={recipe.id}>`,
    `              <RecipeCard recipe={recipe} />`,
    `            </li>`,
    `          ))}`,
    `        </ul>`,
    `      )}`,
    `    </Section>`,
    `  );`,
    `}`,
    ``,
  );
}

const FAVORITES = `import { Heart } from 'lucide-react';
import { EmptyState } from './ui';
import { Section } from './section';
import { RecipeCard } from './recipe-card';
import { useBook } from '../book';
import { T } from '../texts';

export function Favorites() {
  const { recipes, favorites } = useBook();
  const list = recipes.filter((recipe) => favorites.includes(recipe.id));
  return (
    <Section id="favorites" title={T.favoritesTitle} tinted>
      {list.length === 0 ? (
        <EmptyState icon={Heart} title={T.noFavorites} hint={T.noFavoritesHint} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
`;

const ADD_RECIPE = String.raw`import { useState, type ChangeEvent, type FormEvent } from 'react';
import { CheckCircle2, Save } from 'lucide-react';
import { Button, Card, Field, Input, Textarea, buttonClass } from './ui';
import { Section } from './section';
import { RecipeLink, useBook } from '../book';
import type { Recipe } from '../data';
import { nonEmptyLines, parseIngredient } from '../recipe-math';
import { T } from '../texts';
import { fmt, uid } from '../utils';

interface Values {
  title: string;
  description: string;
  minutes: string;
  servings: string;
  tags: string;
  ingredients: string;
  steps: string;
}

type Errors = Partial<Record<keyof Values, string>>;

const EMPTY: Values = { title: '', description: '', minutes: '30', servings: '4', tags: '', ingredients: '', steps: '' };
function validate(values: Values): Errors {
  const errors: Errors = {};
  const minutes = Number(values.minutes);
  const servings = Number(values.servings);
  if (values.title.trim().length < 2) errors.title = T.errTitle;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 600) errors.minutes = T.errMinutes;
  if (!Number.isInteger(servings) || servings < 1 || servings > 24) errors.servings = T.errServings;
  if (nonEmptyLines(values.ingredients).length < 2) errors.ingredients = T.errIngredients;
  if (nonEmptyLines(values.steps).length < 1) errors.steps = T.errSteps;
  return errors;
}

export function AddRecipe() {
  const { add } = useBook();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState<Recipe | null>(null);

  const update = (key: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
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
    const recipe: Recipe = {
      id: 'mine-' + uid(),
      title: values.title.trim(),
      description: values.description.trim(),
      minutes: Number(values.minutes),
      servings: Number(values.servings),
      tags: values.tags
        .split(/[,،]/)
        .map((t) => t.trim())
        .filter(Boolean),
      icon: 'CookingPot',
      ingredients: nonEmptyLines(values.ingredients).map(parseIngredient),
      steps: nonEmptyLines(values.steps),
    };
    add(recipe);
    setSaved(recipe);
    setValues(EMPTY);
  }

  return (
    <Section id="add" title={T.addTitle} intro={T.addIntro}>
      <Card className="max-w-3xl">
        {saved ? (
          <div role="status" className="mb-6 flex flex-wrap items-center gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-200">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            <span className="flex-1">{fmt(T.saved, { title: saved.title })}</span>
            <RecipeLink id={saved.id} className={buttonClass('outline', 'sm')}>
              {T.openSaved}
            </RecipeLink>
          </div>
        ) : null}
        <form noValidate onSubmit={submit} className="space-y-4">
          <Field label={T.fieldTitle} error={errors.title}>
            <Input name="title" value={values.title} onChange={update('title')} />
          </Field>
          <Field label={T.fieldDescription}>
            <Input name="description" value={values.description} onChange={update('description')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={T.fieldMinutes} error={errors.minutes}>
              <Input name="minutes" type="number" inputMode="numeric" min={1} max={600} value={values.minutes} onChange={update('minutes')} />
            </Field>
            <Field label={T.fieldServings} error={errors.servings}>
              <Input name="servings" type="number" inputMode="numeric" min={1} max={24} value={values.servings} onChange={update('servings')} />
            </Field>
            <Field label={T.fieldTags} hint={T.tagsHint}>
              <Input name="tags" value={values.tags} onChange={update('tags')} />
            </Field>
          </div>
          <Field label={T.fieldIngredients} hint={T.ingredientsHint} error={errors.ingredients}>
            <Textarea name="ingredients" rows={5} value={values.ingredients} onChange={update('ingredients')} />
          </Field>
          <Field label={T.fieldSteps} hint={T.stepsHint} error={errors.steps}>
            <Textarea name="steps" rows={5} value={values.steps} onChange={update('steps')} />
          </Field>
          <Button type="submit" size="lg">
            <Save aria-hidden="true" />
            {T.save}
          </Button>
        </form>
      </Card>
    </Section>
  );
}
`;

const TIPS = `import { Lightbulb } from 'lucide-react';
import { Card } from './ui';
import { Section } from './section';
import { T } from '../texts';

export function Tips() {
  return (
    <Section id="tips" title={T.tipsTitle}>
      <ul className="grid gap-5 md:grid-cols-3">
        {[T.tip1, T.tip2, T.tip3].map((tip) => (
          <li key={tip}>
            <Card className="h-full">
              <Lightbulb aria-hidden="true" className="size-6 text-accent" />
              <p className="mt-3 text-slate-700 dark:text-slate-300">{tip}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
`;

const GROUPS = [
  { path: '/favourites', label: 'navFavorites', ids: ['favorites'] },
  { path: '/add', label: 'navAdd', ids: ['add'] },
];

export const blueprint: Blueprint = {
  kind: 'recipes',
  label: L.aRecipeBook,
  defaultName: L.defaultName,
  sections: SECTIONS,
  defaultSections: ['hero', 'recipes', 'favorites', 'add'],
  defaultFeatures: ['search', 'filters', 'forms', 'persistence', 'pages'],
  defaultTheme: { primary: '#15803d', accent: '#f97316', font: 'rounded', radius: 'lg' },
  defaultContent: stockContent,
  render(spec) {
    const { recipes, vegan: veganBook } = bookRecipes(spec);
    const sections = orderedSections(spec, SECTION_IDS);
    const shown = sections.length > 0 ? sections : ['recipes'];
    const pages = has(spec, 'pages');
    const home = shown.filter((id) => !GROUPS.some((g) => g.ids.includes(id)));
    const target = (id: string): string | null => {
      if (!shown.includes(id)) return null;
      const group = GROUPS.find((g) => g.ids.includes(id));
      return pages && group && home.length > 0 ? group.path : `#${id}`;
    };
    const files: Record<string, string> = {
      ...sharedFiles(spec),
      'src/texts.ts': textsFile(spec, texts(spec, veganBook)),
      'src/data.ts': `${DATA_TYPES}\n${dataConst('RECIPES', 'Recipe[]', recipes)}`,
      'src/item-icon.tsx': iconFile([...recipes.map((r) => r.icon), 'CookingPot']),
      'src/book.tsx': bookFile(spec),
      'src/components/favorite-button.tsx': FAVORITE_BUTTON,
      'src/components/recipe-card.tsx': RECIPE_CARD,
      'src/components/recipe-detail.tsx': RECIPE_DETAIL,
      'src/recipe-math.ts': RECIPE_MATH,
      'src/App.tsx': appFile(spec, {
        sections,
        components: COMPONENTS,
        fallback: ['recipes'],
        homeLabel: 'navRecipes',
        groups: GROUPS,
        anchors: { recipes: 'navRecipes', favorites: 'navFavorites', add: 'navAdd', tips: 'navTips' },
        routes: [
          {
            path: '/recipes/:id',
            element: '<RecipePage />',
            importLine: `import { RecipePage } from './pages/recipe-page';`,
          },
        ],
        provider: { name: 'BookProvider', importLine: `import { BookProvider } from './book';` },
      }),
    };
    const generators: Record<string, () => string> = {
      hero: () => heroFile(spec, target),
      recipes: () => listFile(spec),
      favorites: () => FAVORITES,
      add: () => ADD_RECIPE,
      tips: () => TIPS,
    };
    for (const id of shown) files[`src/components/${COMPONENTS[id]!.file}.tsx`] = generators[id]!();
    if (pages) files['src/pages/recipe-page.tsx'] = RECIPE_PAGE;
    // With pages a recipe opens on its own route, so nothing opens the dialog: no dead file ships.
    if (!Object.values(files).some((file) => file.includes("from './components/modal'")))
      delete files['src/components/modal.tsx'];
    return files;
  },
};
