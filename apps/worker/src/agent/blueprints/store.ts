/**
 * Online store: a product grid with search, category chips and sorting, a product detail (route
 * /products/:id with 'pages', a dialog without), a cart kept with the saved-state hook, a validated checkout
 * and an order confirmation.
 *
 * Main interaction: a product's "Add to cart" / "Sepete ekle" button; the floating "Cart" / "Sepet" link or
 * button then shows the line, and "Checkout" / "Ödemeye geç" opens the checkout form ("Place order" /
 * "Siparişi ver").
 */
import type { BriefContent, BriefItem } from '../brief-content.ts';
import {
  type AppSpec,
  type Blueprint,
  type Localized,
  has,
  pick,
  sectionOn,
  text,
  same,
  fill,
} from '../spec.ts';
import {
  type Pair,
  dataConst,
  iconFile,
  lines,
  loc,
  mainTopic,
  matchTheme,
  orderedSections,
  sharedFiles,
  textsFile,
} from './content-shared.ts';
import {
  amountIn,
  asSentence,
  foldName,
  heroSubtitle,
  lastWord,
  listedCurrency,
  listedItems,
  seedContent,
  slugOf,
  upperFirst,
} from './listed.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('store');

type Seed = [name: Pair, category: Pair, usd: number, icon: string, description: Pair, rating: number];

interface StoreTheme {
  words: readonly string[];
  tagline: Pair;
  products: Seed[];
}

const THEMES: StoreTheme[] = [
  {
    words: ['coffee', 'kahve', 'espresso', 'roaster', 'kavurma'],
    tagline: ['Freshly roasted coffee, delivered to your door', 'Taze kavrulmuş kahve, kapınıza kadar'],
    products: [
      [
        ['Ethiopia Yirgacheffe, 250 g', 'Etiyopya Yirgacheffe, 250 g'],
        ['Beans', 'Çekirdek'],
        18,
        'Bean',
        [
          'Floral and bright, with notes of jasmine and lemon.',
          'Yasemin ve limon notalarıyla çiçeksi, canlı bir kahve.',
        ],
        4.9,
      ],
      [
        ['Colombia Huila, 250 g', 'Kolombiya Huila, 250 g'],
        ['Beans', 'Çekirdek'],
        16,
        'Bean',
        ['Caramel sweetness with a smooth cocoa finish.', 'Karamel tatlılığı ve yumuşak bir kakao bitişi.'],
        4.7,
      ],
      [
        ['House Espresso Blend, 1 kg', 'Ev Espresso Harmanı, 1 kg'],
        ['Beans', 'Çekirdek'],
        42,
        'Coffee',
        [
          'Chocolatey and full-bodied, made for milk drinks.',
          'Çikolatamsı ve gövdeli; sütlü içecekler için ideal.',
        ],
        4.8,
      ],
      [
        ['Pour-over Dripper', 'Demleme Filtresi'],
        ['Brewing', 'Demleme'],
        28,
        'Filter',
        [
          'Ceramic cone for a clean, sweet cup every morning.',
          'Her sabah temiz ve tatlı bir fincan için seramik demlik.',
        ],
        4.6,
      ],
      [
        ['Hand Grinder', 'El Değirmeni'],
        ['Brewing', 'Demleme'],
        64,
        'Cog',
        [
          'Steel burrs for an even grind, from espresso to French press.',
          "Espressodan French press'e eşit öğütme sunan çelik bıçaklar.",
        ],
        4.8,
      ],
      [
        ['Gooseneck Kettle', 'Kuğu Boyunlu Kettle'],
        ['Brewing', 'Demleme'],
        49,
        'Droplets',
        ['Precise pouring for better filter coffee.', 'Daha iyi filtre kahve için hassas döküş.'],
        4.5,
      ],
      [
        ['Stoneware Mug, 350 ml', 'Taş Kupa, 350 ml'],
        ['Accessories', 'Aksesuar'],
        14,
        'Coffee',
        [
          'Keeps your coffee warm; dishwasher safe.',
          'Kahvenizi sıcak tutar; bulaşık makinesinde yıkanabilir.',
        ],
        4.7,
      ],
      [
        ['Reusable Filter Set', 'Yıkanabilir Filtre Seti'],
        ['Accessories', 'Aksesuar'],
        12,
        'Recycle',
        [
          'Cotton filters that last a year of mornings.',
          'Bir yıl boyunca kullanabileceğiniz pamuk filtreler.',
        ],
        4.3,
      ],
    ],
  },
  {
    words: ['tea', 'çay', 'matcha'],
    tagline: ['Loose-leaf teas picked with care', 'Özenle seçilmiş dökme çaylar'],
    products: [
      [
        ['Darjeeling First Flush', 'Darjeeling İlk Hasat'],
        ['Black tea', 'Siyah çay'],
        19,
        'Leaf',
        [
          'Light, muscatel and floral: the champagne of teas.',
          'Hafif, misket üzümü ve çiçek notalı bir çay.',
        ],
        4.8,
      ],
      [
        ['Rize Black Tea, 500 g', 'Rize Siyah Çay, 500 g'],
        ['Black tea', 'Siyah çay'],
        9,
        'Leaf',
        [
          'Brisk and deep red, perfect in a tulip glass.',
          'Canlı ve tavşan kanı; ince belli bardak için birebir.',
        ],
        4.9,
      ],
      [
        ['Japanese Sencha', 'Japon Sencha'],
        ['Green tea', 'Yeşil çay'],
        17,
        'Leaf',
        ['Grassy, sweet and steamed the traditional way.', 'Geleneksel yöntemle buharlanmış, taze ve tatlı.'],
        4.6,
      ],
      [
        ['Ceremonial Matcha, 30 g', 'Seremoni Matcha, 30 g'],
        ['Green tea', 'Yeşil çay'],
        29,
        'Sprout',
        [
          'Stone-ground and vivid green, for whisked tea.',
          'Taşta öğütülmüş, canlı yeşil; çırpılarak hazırlanır.',
        ],
        4.7,
      ],
      [
        ['Chamomile & Lavender', 'Papatya ve Lavanta'],
        ['Herbal', 'Bitki çayı'],
        11,
        'Flower2',
        ['A calm, caffeine-free cup for the evening.', 'Akşamlar için sakinleştirici, kafeinsiz bir fincan.'],
        4.5,
      ],
      [
        ['Mint & Lemon Verbena', 'Nane ve Limon Otu'],
        ['Herbal', 'Bitki çayı'],
        10,
        'Sprout',
        ['Fresh and bright, lovely iced too.', 'Ferah ve canlı; soğuk da çok güzel.'],
        4.4,
      ],
      [
        ['Glass Teapot, 800 ml', 'Cam Demlik, 800 ml'],
        ['Teaware', 'Çay takımı'],
        34,
        'CookingPot',
        ['Heat-proof glass with a steel infuser.', 'Isıya dayanıklı cam, çelik süzgeçli.'],
        4.6,
      ],
      [
        ['Tulip Glasses, set of 6', 'İnce Belli Bardak, 6’lı'],
        ['Teaware', 'Çay takımı'],
        18,
        'GlassWater',
        ['The classic shape, with saucers.', 'Tabaklarıyla birlikte klasik form.'],
        4.8,
      ],
    ],
  },
  {
    words: ['book', 'kitap', 'novel', 'roman', 'library'],
    tagline: ['Stories worth staying up for', 'Uykusuz bırakan hikâyeler'],
    products: [
      [
        ["The Lighthouse Keeper's Daughter", 'Deniz Feneri Bekçisinin Kızı'],
        ['Fiction', 'Roman'],
        16,
        'BookOpen',
        [
          'A windswept family saga on a northern island.',
          'Kuzeyde rüzgârlı bir adada geçen bir aile destanı.',
        ],
        4.7,
      ],
      [
        ['A Map of Quiet Places', 'Sessiz Yerlerin Haritası'],
        ['Fiction', 'Roman'],
        14,
        'BookHeart',
        [
          'Two strangers, one road trip, a lot left unsaid.',
          'İki yabancı, bir yolculuk ve söylenmemiş çok şey.',
        ],
        4.5,
      ],
      [
        ['Letters from Istanbul', "İstanbul'dan Mektuplar"],
        ['Fiction', 'Roman'],
        15,
        'Send',
        [
          'A love story told through a century of letters.',
          'Bir asırlık mektuplarla anlatılan bir aşk hikâyesi.',
        ],
        4.8,
      ],
      [
        ['The Art of Small Habits', 'Küçük Alışkanlıklar Sanatı'],
        ['Non-fiction', 'Kurgu dışı'],
        18,
        'Lightbulb',
        ['How tiny changes add up to a different life.', 'Küçük değişikliklerin hayatı nasıl dönüştürdüğü.'],
        4.6,
      ],
      [
        ['A Short History of Bread', 'Ekmeğin Kısa Tarihi'],
        ['Non-fiction', 'Kurgu dışı'],
        21,
        'Wheat',
        ['Ten thousand years of flour, water and salt.', 'Un, su ve tuzun on bin yıllık hikâyesi.'],
        4.4,
      ],
      [
        ['Milo and the Moon', 'Milo ve Ay'],
        ['Children', 'Çocuk'],
        11,
        'Moon',
        [
          'A bedtime story about a boy who borrows the moon.',
          'Ayı ödünç alan bir çocuğun uyku öncesi masalı.',
        ],
        4.9,
      ],
      [
        ["The Dragon Who Couldn't Sneeze", 'Hapşıramayan Ejderha'],
        ['Children', 'Çocuk'],
        12,
        'Sparkles',
        ['A funny picture book for ages 4 to 7.', '4-7 yaş için komik bir resimli kitap.'],
        4.8,
      ],
      [
        ['Notes on Clear Thinking', 'Açık Düşünme Üzerine Notlar'],
        ['Non-fiction', 'Kurgu dışı'],
        19,
        'Brain',
        ['Short essays on deciding well.', 'İyi karar vermek üzerine kısa denemeler.'],
        4.3,
      ],
    ],
  },
  {
    words: ['plant', 'bitki', 'çiçek', 'flower', 'succulent', 'sukulent', 'garden', 'bahçe', 'botanic'],
    tagline: ['Happy plants for every corner of your home', 'Evinizin her köşesi için mutlu bitkiler'],
    products: [
      [
        ['Monstera Deliciosa', 'Deve Tabanı (Monstera)'],
        ['Plants', 'Bitkiler'],
        39,
        'Leaf',
        [
          'Big split leaves; loves bright, indirect light.',
          'Büyük yarık yapraklar; parlak, dolaylı ışığı sever.',
        ],
        4.8,
      ],
      [
        ['Snake Plant', 'Paşa Kılıcı'],
        ['Plants', 'Bitkiler'],
        24,
        'Sprout',
        ['Nearly unkillable and great for bedrooms.', 'Neredeyse ölümsüz; yatak odaları için harika.'],
        4.9,
      ],
      [
        ['Golden Pothos', 'Altın Sarmaşık'],
        ['Plants', 'Bitkiler'],
        18,
        'Leaf',
        [
          'A trailing classic for shelves and hanging pots.',
          'Raflar ve askılı saksılar için sarkan bir klasik.',
        ],
        4.7,
      ],
      [
        ['Succulent Trio', 'Sukulent Üçlüsü'],
        ['Plants', 'Bitkiler'],
        21,
        'Flower2',
        ['Three small succulents for a sunny sill.', 'Güneşli bir pencere için üç küçük sukulent.'],
        4.5,
      ],
      [
        ['Terracotta Pot, 18 cm', 'Terrakota Saksı, 18 cm'],
        ['Pots', 'Saksılar'],
        12,
        'Amphora',
        [
          'Breathable clay with a drainage hole and saucer.',
          'Drenaj delikli, tabaklı, nefes alan toprak saksı.',
        ],
        4.6,
      ],
      [
        ['Glazed Ceramic Planter', 'Sırlı Seramik Saksı'],
        ['Pots', 'Saksılar'],
        29,
        'Amphora',
        ['Hand-glazed in a deep ocean blue.', 'Elde sırlanmış, koyu okyanus mavisi.'],
        4.4,
      ],
      [
        ['Organic Potting Mix, 5 L', 'Organik Saksı Toprağı, 5 L'],
        ['Care', 'Bakım'],
        9,
        'Shovel',
        ['Light, airy soil for healthy roots.', 'Sağlıklı kökler için hafif ve havadar toprak.'],
        4.7,
      ],
      [
        ['Brass Watering Can', 'Pirinç Sulama Kabı'],
        ['Care', 'Bakım'],
        32,
        'Droplets',
        ['A long spout for precise watering.', 'Hassas sulama için uzun ağızlı.'],
        4.6,
      ],
    ],
  },
  {
    words: [
      'clothing',
      'clothes',
      'fashion',
      'apparel',
      't-shirt',
      'tee',
      'giyim',
      'moda',
      'kıyafet',
      'tişört',
      'butik',
      'boutique',
    ],
    tagline: ['Everyday clothes, made to last', 'Uzun ömürlü, her gün giyilecek parçalar'],
    products: [
      [
        ['Organic Cotton Tee', 'Organik Pamuk Tişört'],
        ['Tops', 'Üst giyim'],
        29,
        'Shirt',
        ['Heavy jersey with a relaxed fit.', 'Rahat kesim, kalın dokulu jarse.'],
        4.7,
      ],
      [
        ['Linen Shirt', 'Keten Gömlek'],
        ['Tops', 'Üst giyim'],
        54,
        'Shirt',
        ['Breathable linen for warm days.', 'Sıcak günler için nefes alan keten.'],
        4.6,
      ],
      [
        ['Heavyweight Hoodie', 'Kalın Kapüşonlu Sweatshirt'],
        ['Tops', 'Üst giyim'],
        68,
        'Shirt',
        ['Brushed fleece inside, built for years.', 'İçi şardonlu, yıllarca giyilecek şekilde üretildi.'],
        4.8,
      ],
      [
        ['Waxed Canvas Jacket', 'Mumlu Kanvas Ceket'],
        ['Outerwear', 'Dış giyim'],
        145,
        'Shirt',
        ['Shower-proof with a corduroy collar.', 'Yağmura dayanıklı, kadife yakalı.'],
        4.9,
      ],
      [
        ['Quilted Vest', 'Kapitone Yelek'],
        ['Outerwear', 'Dış giyim'],
        89,
        'Wind',
        ['Light warmth for layering.', 'Katmanlı giyim için hafif sıcaklık.'],
        4.4,
      ],
      [
        ['Merino Wool Beanie', 'Merinos Yün Bere'],
        ['Accessories', 'Aksesuar'],
        32,
        'Snowflake',
        ['Soft, warm and never itchy.', 'Yumuşak, sıcak ve asla kaşındırmaz.'],
        4.7,
      ],
      [
        ['Canvas Tote Bag', 'Kanvas Çanta'],
        ['Accessories', 'Aksesuar'],
        24,
        'ShoppingBag',
        ['Roomy enough for groceries and a laptop.', 'Market alışverişine ve dizüstüne yetecek kadar geniş.'],
        4.5,
      ],
      [
        ['Everyday Socks, 3 pack', 'Günlük Çorap, 3’lü'],
        ['Accessories', 'Aksesuar'],
        15,
        'Footprints',
        ['Combed cotton with a cushioned sole.', 'Penye pamuk, yastıklı taban.'],
        4.6,
      ],
    ],
  },
  {
    words: ['jewel', 'takı', 'mücevher', 'handmade', 'el yapımı', 'ceramic', 'seramik', 'craft', 'zanaat'],
    tagline: ['Handmade pieces from small studios', 'Küçük atölyelerden el yapımı parçalar'],
    products: [
      [
        ['Hammered Silver Hoops', 'Dövme Gümüş Halka Küpe'],
        ['Jewellery', 'Takı'],
        48,
        'Gem',
        ['Sterling silver, hammered by hand.', 'Elde dövülmüş 925 ayar gümüş.'],
        4.8,
      ],
      [
        ['Gold Leaf Pendant', 'Altın Yaprak Kolye'],
        ['Jewellery', 'Takı'],
        62,
        'Gem',
        ['A tiny leaf on a fine gold-filled chain.', 'İnce altın kaplama zincirde minik bir yaprak.'],
        4.7,
      ],
      [
        ['Beaded Bracelet', 'Boncuklu Bileklik'],
        ['Jewellery', 'Takı'],
        18,
        'Sparkles',
        ['Glass beads strung on stretch cord.', 'Esnek ipe dizilmiş cam boncuklar.'],
        4.5,
      ],
      [
        ['Hand-thrown Mug', 'El Yapımı Seramik Kupa'],
        ['Ceramics', 'Seramik'],
        26,
        'Coffee',
        ['Each one slightly different, all lovely.', 'Her biri biraz farklı, hepsi çok güzel.'],
        4.9,
      ],
      [
        ['Speckled Serving Bowl', 'Benekli Servis Kasesi'],
        ['Ceramics', 'Seramik'],
        38,
        'Soup',
        ['Stoneware with a creamy speckled glaze.', 'Krem benekli sırlı taş kase.'],
        4.6,
      ],
      [
        ['Hand-poured Soy Candle', 'El Dökümü Soya Mum'],
        ['Home', 'Ev'],
        22,
        'Flame',
        ['Fig and cedar, 40 hours of burn time.', 'İncir ve sedir kokulu, 40 saat yanma süresi.'],
        4.7,
      ],
      [
        ['Woven Wall Hanging', 'Dokuma Duvar Süsü'],
        ['Home', 'Ev'],
        55,
        'Palette',
        ['Natural cotton on a driftwood branch.', 'Deniz odunu üzerinde doğal pamuk.'],
        4.4,
      ],
      [
        ['Linen Napkins, set of 4', 'Keten Peçete, 4’lü'],
        ['Home', 'Ev'],
        28,
        'Layers',
        ['Stonewashed linen that softens with use.', 'Kullandıkça yumuşayan taş yıkama keten.'],
        4.6,
      ],
    ],
  },
  {
    words: [
      'electronic',
      'gadget',
      'elektronik',
      'headphone',
      'kulaklık',
      'phone accessor',
      'telefon aksesuar',
    ],
    tagline: ['Gadgets that make every day easier', 'Her günü kolaylaştıran cihazlar'],
    products: [
      [
        ['Wireless Earbuds', 'Kablosuz Kulaklık'],
        ['Audio', 'Ses'],
        79,
        'Headphones',
        ['Noise cancelling with 30 hours of battery.', 'Gürültü engelleme, 30 saat pil ömrü.'],
        4.6,
      ],
      [
        ['Portable Speaker', 'Taşınabilir Hoparlör'],
        ['Audio', 'Ses'],
        59,
        'Speaker',
        ['Waterproof, loud and pocket-sized.', 'Suya dayanıklı, güçlü ve cep boyutunda.'],
        4.5,
      ],
      [
        ['20,000 mAh Power Bank', '20.000 mAh Powerbank'],
        ['Charging', 'Şarj'],
        45,
        'BatteryCharging',
        ['Charges a phone four times over.', 'Bir telefonu dört kez şarj eder.'],
        4.7,
      ],
      [
        ['65 W USB-C Charger', '65 W USB-C Şarj Adaptörü'],
        ['Charging', 'Şarj'],
        39,
        'Plug',
        ['One small brick for laptop and phone.', 'Dizüstü ve telefon için tek küçük adaptör.'],
        4.8,
      ],
      [
        ['Braided Cable Kit', 'Örgülü Kablo Seti'],
        ['Charging', 'Şarj'],
        19,
        'Cable',
        ['Three tough USB-C cables in three lengths.', 'Üç farklı boyda üç sağlam USB-C kablo.'],
        4.4,
      ],
      [
        ['Mechanical Keyboard', 'Mekanik Klavye'],
        ['Desk', 'Masa'],
        99,
        'Keyboard',
        [
          'Hot-swappable switches and a solid aluminium case.',
          'Değiştirilebilir anahtarlar, sağlam alüminyum gövde.',
        ],
        4.9,
      ],
      [
        ['Aluminium Laptop Stand', 'Alüminyum Laptop Standı'],
        ['Desk', 'Masa'],
        42,
        'Laptop',
        ['Raises your screen to eye level.', 'Ekranınızı göz hizasına getirir.'],
        4.6,
      ],
      [
        ['7-in-1 USB-C Hub', '7’si 1 Arada USB-C Hub'],
        ['Desk', 'Masa'],
        49,
        'Usb',
        ['HDMI, SD, USB-A and power through one port.', 'Tek porttan HDMI, SD, USB-A ve güç.'],
        4.5,
      ],
    ],
  },
  {
    words: [
      'skincare',
      'skin care',
      'cosmetic',
      'beauty',
      'kozmetik',
      'cilt',
      'güzellik',
      'makeup',
      'makyaj',
    ],
    tagline: ['Gentle skincare with honest ingredients', 'Dürüst içerikli, nazik cilt bakımı'],
    products: [
      [
        ['Gentle Gel Cleanser', 'Nazik Jel Temizleyici'],
        ['Cleanse', 'Temizleme'],
        18,
        'Droplet',
        ['Removes the day without stripping your skin.', 'Cildi kurutmadan günün yorgunluğunu temizler.'],
        4.7,
      ],
      [
        ['Hydrating Toner', 'Nemlendirici Tonik'],
        ['Cleanse', 'Temizleme'],
        16,
        'Droplets',
        ['Hyaluronic acid and rose water.', 'Hyalüronik asit ve gül suyu.'],
        4.5,
      ],
      [
        ['Vitamin C Serum', 'C Vitamini Serumu'],
        ['Treat', 'Bakım'],
        32,
        'Citrus',
        ['Brightens and evens tone in a few weeks.', 'Birkaç haftada cilt tonunu aydınlatır ve eşitler.'],
        4.8,
      ],
      [
        ['Barrier Repair Cream', 'Bariyer Onarıcı Krem'],
        ['Treat', 'Bakım'],
        28,
        'Heart',
        ['Ceramides for dry, sensitive skin.', 'Kuru ve hassas ciltler için seramidler.'],
        4.9,
      ],
      [
        ['Green Clay Mask', 'Yeşil Kil Maskesi'],
        ['Treat', 'Bakım'],
        22,
        'Leaf',
        ['A ten-minute reset for oily skin.', 'Yağlı ciltler için on dakikalık yenilenme.'],
        4.4,
      ],
      [
        ['SPF 50 Daily Fluid', 'SPF 50 Günlük Koruyucu'],
        ['Protect', 'Koruma'],
        24,
        'Sun',
        ['Invisible finish, no white cast.', 'Görünmez bitiş, beyaz iz bırakmaz.'],
        4.8,
      ],
      [
        ['Shea Lip Balm', 'Shea Yağlı Dudak Balmı'],
        ['Protect', 'Koruma'],
        8,
        'Sparkles',
        ['Soft lips all winter long.', 'Kış boyu yumuşacık dudaklar.'],
        4.6,
      ],
    ],
  },
];

const GENERAL: StoreTheme = {
  words: [],
  tagline: ['Thoughtful goods for everyday life', 'Günlük hayat için özenli ürünler'],
  products: [
    [
      ['Soy Wax Candle', 'Soya Mum'],
      ['Home', 'Ev'],
      22,
      'Flame',
      ['Warm amber and vanilla, 45 hours of glow.', 'Sıcak amber ve vanilya, 45 saat ışık.'],
      4.7,
    ],
    [
      ['Linen Cushion Cover', 'Keten Kırlent Kılıfı'],
      ['Home', 'Ev'],
      34,
      'Sofa',
      ['Stonewashed linen in soft sand.', 'Yumuşak kum renginde taş yıkama keten.'],
      4.5,
    ],
    [
      ['Wool Throw Blanket', 'Yün Battaniye'],
      ['Home', 'Ev'],
      89,
      'Layers',
      ['Woven from undyed wool, warm and light.', 'Boyasız yünden dokunmuş, sıcak ve hafif.'],
      4.8,
    ],
    [
      ['Enamel Mug', 'Emaye Kupa'],
      ['Kitchen', 'Mutfak'],
      16,
      'Coffee',
      [
        'Tough enough for camping, pretty enough for home.',
        'Kampa dayanıklı, evde kullanmaya yetecek kadar şık.',
      ],
      4.6,
    ],
    [
      ['Olive Wood Board', 'Zeytin Ağacı Tahta'],
      ['Kitchen', 'Mutfak'],
      38,
      'UtensilsCrossed',
      ['For chopping, serving and showing off.', 'Doğramak, servis etmek ve göz doldurmak için.'],
      4.7,
    ],
    [
      ['Glass Carafe', 'Cam Sürahi'],
      ['Kitchen', 'Mutfak'],
      24,
      'GlassWater',
      ['One litre of mouth-blown glass.', 'Ağızla üflenmiş bir litrelik cam.'],
      4.4,
    ],
    [
      ['Dot Grid Notebook', 'Noktalı Defter'],
      ['Stationery', 'Kırtasiye'],
      14,
      'NotebookPen',
      ['A5, 192 pages of fountain-pen-friendly paper.', 'A5, dolma kalem dostu 192 sayfa.'],
      4.8,
    ],
    [
      ['Brass Pen', 'Pirinç Kalem'],
      ['Stationery', 'Kırtasiye'],
      27,
      'PenTool',
      ['A pen that gets better looking with age.', 'Zamanla daha da güzelleşen bir kalem.'],
      4.6,
    ],
  ],
};

interface ProductOut {
  id: string;
  name: string;
  category: string;
  price: number;
  icon: string;
  description: string;
  rating: number;
}

function slugify(value: string, index: number): string {
  return slugOf(value, `item-${index + 1}`);
}

function catalogue(spec: AppSpec): { products: ProductOut[]; tagline: string } {
  const theme = matchTheme(spec, THEMES);
  const tagline = loc(spec, (theme ?? GENERAL).tagline);
  const listed = listedItems(spec);
  if (listed.length > 0) return { products: listedProducts(spec, listed, theme), tagline };
  return { products: stockProducts(spec, theme), tagline };
}

/** The products the shop shows when its brief listed none: the theme's seeds, in the app's currency. */
function stockProducts(spec: AppSpec, theme: StoreTheme | undefined): ProductOut[] {
  const seeds = [...(theme ?? GENERAL).products];
  const topic = mainTopic(spec);
  if (!theme && topic) {
    const category: Pair = [topic, topic];
    seeds.unshift(
      [
        [`${topic} Starter Set`, `${topic} Başlangıç Seti`],
        category,
        39,
        'Gift',
        ['Everything you need to get going, in one box.', 'Başlamak için gereken her şey tek kutuda.'],
        4.8,
      ],
      [
        [`${topic} Gift Card`, `${topic} Hediye Kartı`],
        category,
        25,
        'CreditCard',
        ['Let them choose; never expires.', 'Seçimi ona bırakın; süresi dolmaz.'],
        4.9,
      ],
    );
  }
  const currency = listedCurrency(spec);
  return seeds.map(([name, category, usd, icon, description, rating], index) => ({
    id: slugify(name[0], index),
    name: loc(spec, name),
    category: loc(spec, category),
    price: amountIn(currency, usd),
    icon,
    description: loc(spec, description),
    rating,
  }));
}

/**
 * The stock products as content (Blueprint.defaultContent), so "make the Hand Grinder 12 dollars" edits
 * what the shop shows. Rendered, they keep their names, prices and descriptions; they then sit under one
 * category ("Products") and carry no ratings, like any listed products.
 */
function stockContent(spec: AppSpec): BriefContent {
  const currency = listedCurrency(spec);
  return seedContent(
    stockProducts(spec, matchTheme(spec, THEMES)).map((product) => ({
      name: product.name,
      price: { amount: product.price, currency },
      detail: product.description,
    })),
    { itemsLabel: pick(spec, L.products) },
  );
}

// ---------------------------------------------------------------------------------------------------
// What the brief listed (spec.content): its products, their prices and currency, its description.

/** True when the products are the brief's own (no seed ratings, reviews of them or stock copy). */
function listsProducts(spec: AppSpec): boolean {
  return listedItems(spec).length > 0;
}

/** Lucide icons for what a product is called (only icons the kit's lucide-react has). */
const ITEM_ICONS: [words: readonly string[], icon: string][] = [
  [['candle', 'wax melt', 'mum'], 'Flame'],
  [['coffee', 'espresso', 'latte', 'mug', 'cup', 'kahve', 'kupa', 'fincan'], 'Coffee'],
  [['bean', 'cekirdek'], 'Bean'],
  [['tea', 'matcha', 'herbal', 'cay', 'leaf'], 'Leaf'],
  [['book', 'novel', 'kitap', 'roman'], 'BookOpen'],
  [['notebook', 'journal', 'planner', 'diary', 'defter', 'ajanda'], 'NotebookPen'],
  [['pen', 'pencil', 'kalem'], 'PenTool'],
  [['plant', 'succulent', 'cactus', 'monstera', 'fern', 'bitki', 'sukulent', 'kaktus'], 'Sprout'],
  [['flower', 'bouquet', 'rose', 'tulip', 'cicek', 'buket', 'gul', 'lale'], 'Flower2'],
  [['pot', 'planter', 'vase', 'saksi', 'vazo'], 'Amphora'],
  [
    [
      'shirt',
      't-shirt',
      'tee',
      'hoodie',
      'sweater',
      'sweatshirt',
      'jacket',
      'coat',
      'dress',
      'jeans',
      'gomlek',
      'tisort',
      'ceket',
      'mont',
      'elbise',
      'kazak',
    ],
    'Shirt',
  ],
  [['sock', 'shoe', 'sneaker', 'boot', 'sandal', 'corap', 'ayakkabi'], 'Footprints'],
  [['beanie', 'scarf', 'glove', 'bere', 'atki', 'eldiven'], 'Snowflake'],
  [['bag', 'tote', 'backpack', 'purse', 'canta'], 'ShoppingBag'],
  [
    [
      'ring',
      'necklace',
      'earring',
      'bracelet',
      'pendant',
      'jewel',
      'hoops',
      'yuzuk',
      'kolye',
      'kupe',
      'bileklik',
      'taki',
    ],
    'Gem',
  ],
  [['soap', 'sabun'], 'Droplets'],
  [['serum', 'cream', 'lotion', 'oil', 'balm', 'shampoo', 'krem', 'losyon', 'yag', 'sampuan'], 'Droplet'],
  [['cake', 'cookie', 'brownie', 'muffin', 'kek', 'kurabiye'], 'Cake'],
  [['chocolate', 'candy', 'sweet', 'cikolata', 'seker', 'lokum'], 'Candy'],
  [['bread', 'sourdough', 'flour', 'ekmek'], 'Wheat'],
  [['wine', 'sarap'], 'Wine'],
  [['bowl', 'plate', 'kase', 'tabak'], 'Soup'],
  [['headphone', 'earbud', 'kulaklik'], 'Headphones'],
  [['speaker', 'hoparlor'], 'Speaker'],
  [['keyboard', 'klavye'], 'Keyboard'],
  [['charger', 'cable', 'power bank', 'sarj', 'kablo'], 'Plug'],
  [['laptop', 'dizustu'], 'Laptop'],
  [['phone', 'telefon'], 'Smartphone'],
  [['camera', 'kamera'], 'Camera'],
  [['game', 'puzzle', 'oyun', 'yapboz'], 'Puzzle'],
  [['toy', 'lego', 'oyuncak'], 'ToyBrick'],
  [['blanket', 'throw', 'towel', 'napkin', 'battaniye', 'havlu', 'pecete'], 'Layers'],
  [['cushion', 'pillow', 'sofa', 'yastik', 'kirlent'], 'Sofa'],
  [['lamp', 'lantern', 'lamba', 'abajur'], 'Lamp'],
  [['print', 'poster', 'painting', 'canvas', 'baski', 'tablo'], 'Palette'],
  [['gift', 'hediye'], 'Gift'],
  [['watch', 'kol saati'], 'Watch'],
  [['glasses', 'sunglasses', 'gozluk'], 'Glasses'],
  [['dog', 'kopek'], 'Dog'],
  [['cat', 'kedi'], 'Cat'],
  [['bike', 'bicycle', 'bisiklet'], 'Bike'],
  [['baby', 'bebek'], 'Baby'],
];

/** The icon whose keyword names the item last ("Candle holder mug" is a mug), or null. */
function iconFor(spec: AppSpec, value: string): string | null {
  const hay = foldName(value);
  let best: { at: number; length: number; icon: string } | null = null;
  for (const [words, icon] of ITEM_ICONS) {
    for (const word of words) {
      const at = lastWord(hay, foldName(word));
      if (at < 0) continue;
      if (!best || at > best.at || (at === best.at && word.length > best.length)) {
        best = { at, length: word.length, icon };
      }
    }
  }
  return best?.icon ?? null;
}

/** The theme's most used icon, for listed items no keyword names. */
function themeIcon(theme: StoreTheme | undefined): string {
  if (!theme) return 'Package';
  const counts = new Map<string, number>();
  for (const seed of theme.products) counts.set(seed[3], (counts.get(seed[3]) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'Package';
}

/** The brief's items as the shop's products, in its order, with its names and prices. */
function listedProducts(spec: AppSpec, items: BriefItem[], theme: StoreTheme | undefined): ProductOut[] {
  const currency = listedCurrency(spec);
  const seedPrices = (theme ?? GENERAL).products.map((seed) => seed[2]).sort((a, b) => a - b);
  const typical = seedPrices[Math.floor(seedPrices.length / 2)] ?? 25;
  const label = spec.content?.itemsLabel?.trim();
  const topic = mainTopic(spec);
  const category = label ? upperFirst(spec, label) : (topic ?? pick(spec, L.products));
  const named = items.map(
    (item) => iconFor(spec, item.name) ?? (item.detail ? iconFor(spec, item.detail) : null),
  );
  // An item no keyword names is most likely what its neighbours are ("Cedar & Smoke" among candles).
  const counts = new Map<string, number>();
  for (const icon of named) if (icon) counts.set(icon, (counts.get(icon) ?? 0) + 1);
  const fallbackIcon = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? themeIcon(theme);
  const ids = new Set<string>();
  return items.map((item, index) => {
    const name = item.name.trim();
    let id = slugify(name, index);
    for (let n = 2; ids.has(id); n += 1) id = `${slugify(name, index)}-${n}`;
    ids.add(id);
    const detail = item.detail?.trim();
    const amount = item.price && Number.isFinite(item.price.amount) ? item.price.amount : null;
    return {
      id,
      name,
      category,
      price: amount !== null && amount >= 0 ? amount : amountIn(currency, typical),
      icon: named[index] ?? fallbackIcon,
      description: detail
        ? asSentence(spec, detail)
        : fill(pick(spec, L.partOfCollection), { name: spec.name }),
      rating: 0,
    };
  });
}

const SECTIONS = [
  { id: 'hero', label: L.heroLabel },
  { id: 'products', label: L.productsLabel },
  { id: 'perks', label: L.perksLabel },
  { id: 'reviews', label: L.reviewsLabel },
  { id: 'newsletter', label: L.newsletterLabel },
  { id: 'faq', label: L.faqLabel },
];
const SECTION_IDS = SECTIONS.map((s) => s.id);

function texts(spec: AppSpec, headline: string) {
  const t = (text: Localized) => pick(spec, text);
  return {
    heroEyebrow: t(L.heroEyebrow),
    heroTitle: text(spec, 'hero.title', same(headline)),
    heroSubtitle: text(spec, 'hero.subtitle', heroSubtitle(spec, L.smallBatchProductsHonest)),
    heroCta: text(spec, 'cta.button', L.ctaButton),
    productsTitle: text(spec, 'products.title', L.productsTitle),
    productsIntro: t(L.productsIntro),
    searchLabel: t(L.searchLabel),
    categoryLabel: t(L.categoryLabel),
    all: t(L.all),
    sortLabel: t(L.sortLabel),
    sortFeatured: t(L.sortFeatured),
    sortPriceAsc: t(L.sortPriceAsc),
    sortPriceDesc: t(L.sortPriceDesc),
    sortRating: t(L.sortRating),
    sortName: t(L.sortName),
    noResults: t(L.noResults),
    noResultsHint: t(L.noResultsHint),
    resultsCount: t(L.resultsCount),
    addToCart: t(L.addToCart),
    added: t(L.added),
    viewDetails: t(L.viewDetails),
    rating: t(L.rating),
    quantity: t(L.quantity),
    increase: t(L.increase),
    decrease: t(L.decrease),
    remove: t(L.remove),
    backToShop: t(L.backToShop),
    notFound: t(L.notFound),
    inStock: t(L.inStock),
    close: t(L.close),
    navShop: t(L.navShop),
    navCart: t(L.navCart),
    reviewsNav: t(L.reviewsNav),
    faqNav: t(L.faqNav),
    cartTitle: t(L.cartTitle),
    cartButton: t(L.cartButton),
    cartEmpty: t(L.cartEmpty),
    cartEmptyHint: t(L.cartEmptyHint),
    subtotal: t(L.subtotal),
    shipping: t(L.shipping),
    free: t(L.free),
    freeShippingNote: t(L.freeShippingNote),
    total: t(L.total),
    checkout: t(L.checkout),
    checkoutTitle: t(L.checkoutTitle),
    fieldName: t(L.fieldName),
    fieldEmail: t(L.fieldEmail),
    fieldAddress: t(L.fieldAddress),
    fieldCity: t(L.fieldCity),
    fieldZip: t(L.fieldZip),
    fieldPayment: t(L.fieldPayment),
    payCard: t(L.payCard),
    payCash: t(L.payCash),
    errName: t(L.errName),
    errEmail: t(L.errEmail),
    errAddress: t(L.errAddress),
    errCity: t(L.errCity),
    errZip: t(L.errZip),
    fixErrors: t(L.fixErrors),
    placeOrder: t(L.placeOrder),
    backToCart: t(L.backToCart),
    orderPlaced: t(L.orderPlaced),
    orderNumber: t(L.orderNumber),
    orderEmail: t(L.orderEmail),
    continueShopping: t(L.continueShopping),
    pastOrders: t(L.pastOrders),
    orderLine: t(L.orderLine),
    perksTitle: text(spec, 'perks.title', L.perksTitle),
    perkShipping: t(L.perkShipping),
    perkShippingText: t(L.perkShippingText),
    perkReturns: t(L.perkReturns),
    perkReturnsText: t(L.perkReturnsText),
    perkSecure: t(L.perkSecure),
    perkSecureText: t(L.perkSecureText),
    reviewsTitle: text(spec, 'reviews.title', L.reviewsTitle),
    review1: t(L.review1),
    review2: t(L.review2),
    review3: t(L.review3),
    newsletterTitle: text(spec, 'newsletter.title', L.newsletterTitle),
    newsletterText: t(L.newsletterText),
    subscribe: t(L.subscribe),
    subscribed: t(L.subscribed),
    faqTitle: text(spec, 'faq.title', L.faqTitle),
    faq1q: t(L.faq1q),
    faq1a: t(L.faq1a),
    faq2q: t(L.faq2q),
    faq2a: t(L.faq2a),
    faq3q: t(L.faq3q),
    faq3a: t(L.faq3a),
    pageNotFound: t(L.pageNotFound),
  };
}

const DATA_TYPES = `export interface Product {
  id: string;
  name: string;
  category: string;
  price: number;
  icon: string;
  description: string;
  rating: number;
}
`;

function cartFile(spec: AppSpec): string {
  const currency = listedCurrency(spec);
  const shipping = amountIn(currency, 6);
  const free = amountIn(currency, 60);
  return `import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { PRODUCTS, type Product } from './data';
import { useSaved } from './hooks/use-saved';

export interface CartLine {
  id: string;
  qty: number;
}

export interface Order {
  id: string;
  date: string;
  email: string;
  count: number;
  total: number;
}

export const SHIPPING_FEE = ${shipping};
export const FREE_SHIPPING_FROM = ${free};

interface Cart {
  lines: { product: Product; qty: number }[];
  count: number;
  subtotal: number;
  shipping: number;
  total: number;
  add: (id: string) => void;
  setQty: (id: string, qty: number) => void;
  remove: (id: string) => void;
  clear: () => void;
}

const CartContext = createContext<Cart | null>(null);

/** The cart lives in one place and is saved, so it survives reloads. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [saved, setSaved] = useSaved<CartLine[]>('cart', []);
  const cart = useMemo<Cart>(() => {
    const lines = saved.flatMap((line) => {
      const product = PRODUCTS.find((p) => p.id === line.id);
      return product ? [{ product, qty: line.qty }] : [];
    });
    const count = lines.reduce((sum, line) => sum + line.qty, 0);
    const subtotal = lines.reduce((sum, line) => sum + line.qty * line.product.price, 0);
    const shipping = subtotal === 0 || subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
    return {
      lines,
      count,
      subtotal,
      shipping,
      total: subtotal + shipping,
      add: (id) =>
        setSaved((prev) =>
          prev.some((line) => line.id === id)
            ? prev.map((line) => (line.id === id ? { ...line, qty: Math.min(99, line.qty + 1) } : line))
            : [...prev, { id, qty: 1 }],
        ),
      setQty: (id, qty) =>
        setSaved((prev) =>
          qty < 1 ? prev.filter((line) => line.id !== id) : prev.map((line) => (line.id === id ? { ...line, qty: Math.min(99, qty) } : line)),
        ),
      remove: (id) => setSaved((prev) => prev.filter((line) => line.id !== id)),
      clear: () => setSaved([]),
    };
  }, [saved, setSaved]);
  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}
`;
}

function heroFile(spec: AppSpec): string {
  const toProducts = sectionOn(spec, 'products');
  return `import { ${toProducts ? 'ArrowRight, ' : ''}Sparkles } from 'lucide-react';
${toProducts ? "import { Button } from './ui';\n" : ''}import { PRODUCTS } from '../data';
import { ItemIcon } from '../item-icon';
import { T } from '../texts';
${toProducts ? "import { scrollToId } from '../utils';\n" : ''}
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
      <div>
        <p className="inline-flex items-center gap-2 rounded-full bg-accent/15 px-3 py-1 text-sm font-medium text-slate-800 dark:text-slate-100">
          <Sparkles aria-hidden="true" className="size-4 text-accent" />
          {T.heroEyebrow}
        </p>
        <h1 id="hero-title" className="mt-4 font-display text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          {T.heroTitle}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">{T.heroSubtitle}</p>
${
  toProducts
    ? `        <Button className="mt-8" onClick={() => scrollToId('products')}>
          {T.heroCta}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
`
    : ''
}      </div>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-4">
        {PRODUCTS.slice(0, 4).map((product, index) => (
          <li
            key={product.id}
            className={
              'flex aspect-square items-center justify-center rounded-3xl ' +
              (index % 3 === 0 ? 'bg-primary/15 text-primary' : 'bg-accent/20 text-slate-800 dark:text-slate-100')
            }
          >
            <ItemIcon name={product.icon} className="size-14 sm:size-20" />
          </li>
        ))}
      </ul>
    </section>
  );
}
`;
}

function productsFile(spec: AppSpec): string {
  const search = has(spec, 'search');
  const filters = has(spec, 'filters');
  const pages = has(spec, 'pages');
  return lines(
    `import { useMemo, useState } from 'react';`,
    `import { SearchX } from 'lucide-react';`,
    `import { EmptyState, Select } from './ui';`,
    `import { Section } from './section';`,
    search || filters
      ? `import { ${[search && 'SearchBox', filters && 'Chip', filters && 'ChipRow'].filter(Boolean).join(', ')} } from './filters';`
      : null,
    !pages && `import { Modal } from './modal';`,
    !pages && `import { ProductDetail } from './product-detail';`,
    `import { ProductCard } from './product-card';`,
    `import { ${filters ? 'CATEGORIES, ' : ''}PRODUCTS } from '../data';`,
    `import { T } from '../texts';`,
    `import { fmt } from '../utils';`,
    ``,
    listsProducts(spec)
      ? `type SortKey = 'featured' | 'price-asc' | 'price-desc' | 'name';`
      : `type SortKey = 'featured' | 'price-asc' | 'price-desc' | 'rating' | 'name';`,
    ``,
    `const SORTS: { value: SortKey; label: string }[] = [`,
    `  { value: 'featured', label: T.sortFeatured },`,
    `  { value: 'price-asc', label: T.sortPriceAsc },`,
    `  { value: 'price-desc', label: T.sortPriceDesc },`,
    !listsProducts(spec) && `  { value: 'rating', label: T.sortRating },`,
    `  { value: 'name', label: T.sortName },`,
    `];`,
    ``,
    `export function Products() {`,
    search && `  const [query, setQuery] = useState('');`,
    filters && `  const [category, setCategory] = useState<string | null>(null);`,
    `  const [sort, setSort] = useState<SortKey>('featured');`,
    !pages && `  const [openId, setOpenId] = useState<string | null>(null);`,
    !pages && `  const open = PRODUCTS.find((product) => product.id === openId);`,
    `  const shown = useMemo(() => {`,
    search && `    const needle = query.trim().toLocaleLowerCase();`,
    `    const list = PRODUCTS.filter(`,
    `      (product) =>`,
    filters ? `        (category === null || product.category === category) &&` : null,
    search
      ? `        (needle === '' || (product.name + ' ' + product.description + ' ' + product.category).toLocaleLowerCase().includes(needle)),`
      : `        product.price >= 0,`,
    `    );`,
    `    if (sort === 'price-asc') return [...list].sort((a, b) => a.price - b.price);`,
    `    if (sort === 'price-desc') return [...list].sort((a, b) => b.price - a.price);`,
    !listsProducts(spec) &&
      `    if (sort === 'rating') return [...list].sort((a, b) => b.rating - a.rating);`,
    `    if (sort === 'name') return [...list].sort((a, b) => a.name.localeCompare(b.name));`,
    `    return list;`,
    `  }, [${[search && 'query', filters && 'category', 'sort'].filter(Boolean).join(', ')}]);`,
    ``,
    `  return (`,
    `    <Section id="products" title={T.productsTitle} intro={T.productsIntro}>`,
    `      <div className="mb-6 flex flex-col gap-4">`,
    `        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">`,
    search && `          <SearchBox value={query} onChange={setQuery} label={T.searchLabel} />`,
    `          <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">`,
    `            <span className="shrink-0">{T.sortLabel}</span>`,
    `            <Select value={sort} onChange={(event) => setSort(event.target.value as SortKey)}>`,
    `              {SORTS.map((option) => (`,
    `                <option key={option.value} value={option.value}>`,
    `                  {option.label}`,
    `                </option>`,
    `              ))}`,
    `            </Select>`,
    `          </label>`,
    `        </div>`,
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
        </ChipRow>`,
    `        <p role="status" className="text-sm text-slate-500 dark:text-slate-400">`,
    `          {fmt(T.resultsCount, { n: shown.length })}`,
    `        </p>`,
    `      </div>`,
    `      {shown.length === 0 ? (`,
    `        <EmptyState icon={SearchX} title={T.noResults} hint={T.noResultsHint} />`,
    `      ) : (`,
    `        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">`,
    `          {shown.map((product) => (`,
    `            <li key={product.id}>`,
    pages
      ? `              <ProductCard product={product} />`
      : `              <ProductCard product={product} onOpen={() => setOpenId(product.id)} />`,
    `            </li>`,
    `          ))}`,
    `        </ul>`,
    `      )}`,
    !pages &&
      `      <Modal open={open !== undefined} onClose={() => setOpenId(null)} title={open?.name ?? T.viewDetails} closeLabel={T.close}>
        {open ? <ProductDetail product={open} /> : null}
      </Modal>`,
    `    </Section>`,
    `  );`,
    `}`,
    ``,
  );
}

function productCardFile(spec: AppSpec): string {
  const pages = has(spec, 'pages');
  return lines(
    pages && `import { Link } from 'react-router-dom';`,
    `import { ShoppingCart } from 'lucide-react';`,
    `import { Badge, Button, Card } from './ui';`,
    !listsProducts(spec) && `import { Rating } from './rating';`,
    `import { useCart } from '../cart';`,
    `import type { Product } from '../data';`,
    `import { ItemIcon } from '../item-icon';`,
    `import { T } from '../texts';`,
    `import { fmt, money } from '../utils';`,
    ``,
    pages
      ? `export function ProductCard({ product }: { product: Product }) {`
      : `export function ProductCard({ product, onOpen }: { product: Product; onOpen: () => void }) {`,
    `  const cart = useCart();`,
    `  const inCart = cart.lines.find((line) => line.product.id === product.id)?.qty ?? 0;`,
    `  return (`,
    `    <Card className="flex h-full flex-col overflow-hidden">`,
    `      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-gradient-to-br from-primary/15 to-accent/20 text-primary">`,
    `        <ItemIcon name={product.icon} className="size-16" />`,
    `      </div>`,
    `      <div className="flex flex-1 flex-col gap-2 pt-4">`,
    `        <div className="flex items-center justify-between gap-2">`,
    `          <Badge>{product.category}</Badge>`,
    !listsProducts(spec) && `          <Rating value={product.rating} />`,
    `        </div>`,
    `        <h3 className="font-display text-lg font-semibold text-slate-900 dark:text-white">`,
    pages
      ? `          <Link to={'/products/' + product.id} className="rounded hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary">
            {product.name}
          </Link>`
      : `          <button type="button" onClick={onOpen} className="rounded text-left hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary">
            {product.name}
          </button>`,
    `        </h3>`,
    `        <p className="text-sm text-slate-600 dark:text-slate-400">{product.description}</p>`,
    `        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">`,
    `          <span className="text-lg font-bold text-slate-900 dark:text-white">{money(product.price)}</span>`,
    `          <Button onClick={() => cart.add(product.id)} aria-describedby={'added-' + product.id}>`,
    `            <ShoppingCart aria-hidden="true" className="size-4" />`,
    `            {T.addToCart}`,
    `          </Button>`,
    `        </div>`,
    `        <p id={'added-' + product.id} role="status" className="min-h-5 text-sm text-primary">`,
    `          {inCart > 0 ? fmt(T.added, { n: inCart }) : ''}`,
    `        </p>`,
    `      </div>`,
    `    </Card>`,
    `  );`,
    `}`,
    ``,
  );
}

const RATING = `import { Star } from 'lucide-react';
import { LOCALE, T } from '../texts';
import { fmt } from '../utils';

export function Rating({ value }: { value: number }) {
  const shown = value.toLocaleString(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
      <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{fmt(T.rating, { n: shown })}</span>
    </span>
  );
}
`;

/** The product's detail; listed products carry no seed rating, so it shows none. */
function productDetailFile(spec: AppSpec): string {
  if (!listsProducts(spec)) return PRODUCT_DETAIL;
  return PRODUCT_DETAIL.replace("import { Rating } from './rating';\n", '').replace(
    '          <Rating value={product.rating} />\n',
    '',
  );
}

const PRODUCT_DETAIL = `import { ShoppingCart, Truck } from 'lucide-react';
import { Badge, Button } from './ui';
import { Rating } from './rating';
import { useCart } from '../cart';
import type { Product } from '../data';
import { ItemIcon } from '../item-icon';
import { T } from '../texts';
import { fmt, money } from '../utils';

export function ProductDetail({ product }: { product: Product }) {
  const cart = useCart();
  const inCart = cart.lines.find((line) => line.product.id === product.id)?.qty ?? 0;
  return (
    <article className="grid gap-6 sm:grid-cols-2">
      <div className="flex aspect-square items-center justify-center rounded-2xl bg-gradient-to-br from-primary/15 to-accent/20 text-primary">
        <ItemIcon name={product.icon} className="size-28" />
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <Badge>{product.category}</Badge>
          <Rating value={product.rating} />
        </div>
        <h2 className="font-display text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{product.name}</h2>
        <p className="text-2xl font-semibold text-primary">{money(product.price)}</p>
        <p className="text-slate-600 dark:text-slate-300">{product.description}</p>
        <p className="inline-flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <Truck aria-hidden="true" className="size-4" />
          {T.inStock}
        </p>
        <Button className="mt-2 self-start" onClick={() => cart.add(product.id)}>
          <ShoppingCart aria-hidden="true" className="size-4" />
          {T.addToCart}
        </Button>
        <p role="status" className="min-h-5 text-sm text-primary">
          {inCart > 0 ? fmt(T.added, { n: inCart }) : ''}
        </p>
      </div>
    </article>
  );
}
`;

const CHECKOUT_FORM = `import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Field, Input, Select } from './ui';
import { T } from '../texts';
import { isEmail } from '../utils';

export interface CheckoutValues {
  name: string;
  email: string;
  address: string;
  city: string;
  zip: string;
  payment: 'card' | 'cash';
}

type Errors = Partial<Record<keyof CheckoutValues, string>>;

const EMPTY: CheckoutValues = { name: '', email: '', address: '', city: '', zip: '', payment: 'card' };

function validate(values: CheckoutValues): Errors {
  const errors: Errors = {};
  if (values.name.trim().length < 2) errors.name = T.errName;
  if (!isEmail(values.email)) errors.email = T.errEmail;
  if (values.address.trim().length < 5) errors.address = T.errAddress;
  if (values.city.trim().length < 2) errors.city = T.errCity;
  if (!/^[A-Za-z0-9 -]{3,10}$/.test(values.zip.trim())) errors.zip = T.errZip;
  return errors;
}

export function CheckoutForm({ onSubmit, onBack }: { onSubmit: (values: CheckoutValues) => void; onBack: () => void }) {
  const [values, setValues] = useState<CheckoutValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});

  const update = (key: keyof CheckoutValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((prev) => ({ ...prev, [key]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>('[name="' + first + '"]')?.focus();
      return;
    }
    onSubmit(values);
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="checkout-title" className="space-y-4">
      <h3 id="checkout-title" className="font-display text-lg font-semibold text-slate-900 dark:text-white">
        {T.checkoutTitle}
      </h3>
      <Field label={T.fieldName} error={errors.name}>
        <Input name="name" autoComplete="name" value={values.name} onChange={update('name')} />
      </Field>
      <Field label={T.fieldEmail} error={errors.email}>
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={update('email')} />
      </Field>
      <Field label={T.fieldAddress} error={errors.address}>
        <Input name="address" autoComplete="street-address" value={values.address} onChange={update('address')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={T.fieldCity} error={errors.city}>
          <Input name="city" autoComplete="address-level2" value={values.city} onChange={update('city')} />
        </Field>
        <Field label={T.fieldZip} error={errors.zip}>
          <Input name="zip" autoComplete="postal-code" value={values.zip} onChange={update('zip')} />
        </Field>
      </div>
      <Field label={T.fieldPayment}>
        <Select name="payment" value={values.payment} onChange={update('payment')}>
          <option value="card">{T.payCard}</option>
          <option value="cash">{T.payCash}</option>
        </Select>
      </Field>
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {T.fixErrors}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{T.placeOrder}</Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {T.backToCart}
        </Button>
      </div>
    </form>
  );
}
`;

const CART_VIEW = `import { useState } from 'react';
import { CheckCircle2, Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { Button, Card, EmptyState } from './ui';
import { CheckoutForm, type CheckoutValues } from './checkout-form';
import { FREE_SHIPPING_FROM, useCart, type Order } from '../cart';
import { useSaved } from '../hooks/use-saved';
import { ItemIcon } from '../item-icon';
import { LOCALE, T } from '../texts';
import { fmt, money, uid } from '../utils';

export function CartView({ onContinue }: { onContinue: () => void }) {
  const cart = useCart();
  const [step, setStep] = useState<'cart' | 'checkout'>('cart');
  const [placed, setPlaced] = useState<Order | null>(null);
  const [orders, setOrders] = useSaved<Order[]>('orders', []);

  function place(values: CheckoutValues) {
    const order: Order = {
      id: uid().slice(-6).toUpperCase(),
      date: new Date().toISOString(),
      email: values.email.trim(),
      count: cart.count,
      total: cart.total,
    };
    setOrders((prev) => [order, ...prev].slice(0, 10));
    cart.clear();
    setStep('cart');
    setPlaced(order);
  }

  if (placed) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
        <h3 className="font-display text-2xl font-bold text-slate-900 dark:text-white">{T.orderPlaced}</h3>
        <p className="text-slate-600 dark:text-slate-300">{fmt(T.orderNumber, { id: placed.id })}</p>
        <p className="text-slate-600 dark:text-slate-300">{fmt(T.orderEmail, { email: placed.email })}</p>
        <Button
          className="mt-2"
          onClick={() => {
            setPlaced(null);
            onContinue();
          }}
        >
          {T.continueShopping}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-8 @container">
      {cart.lines.length === 0 ? (
        <EmptyState icon={ShoppingBag} title={T.cartEmpty} hint={T.cartEmptyHint} />
      ) : (
        <div className="grid gap-8 @3xl:grid-cols-[1fr_20rem]">
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {cart.lines.map(({ product, qty }) => (
              <li key={product.id} className="flex gap-4 py-4">
                <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <ItemIcon name={product.icon} className="size-7" />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-medium text-slate-900 dark:text-white">{product.name}</p>
                    <p className="shrink-0 font-semibold tabular-nums text-slate-900 dark:text-white">{money(qty * product.price)}</p>
                  </div>
                  <p className="text-sm text-slate-500 dark:text-slate-400">{money(product.price)}</p>
                  <div className="mt-2 flex items-center justify-between gap-3">
                    <div className="flex items-center gap-1" role="group" aria-label={T.quantity + ': ' + product.name}>
                      <Button size="sm" variant="outline" aria-label={fmt(T.decrease, { name: product.name })} onClick={() => cart.setQty(product.id, qty - 1)}>
                        <Minus aria-hidden="true" />
                      </Button>
                      <span className="w-8 text-center font-semibold tabular-nums" aria-live="polite">
                        {qty}
                      </span>
                      <Button size="sm" variant="outline" aria-label={fmt(T.increase, { name: product.name })} onClick={() => cart.setQty(product.id, qty + 1)}>
                        <Plus aria-hidden="true" />
                      </Button>
                    </div>
                    <Button size="sm" variant="ghost" aria-label={fmt(T.remove, { name: product.name })} onClick={() => cart.remove(product.id)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Card className="h-fit space-y-4">
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between">
                <dt className="text-slate-600 dark:text-slate-400">{T.subtotal}</dt>
                <dd className="font-medium tabular-nums">{money(cart.subtotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-600 dark:text-slate-400">{T.shipping}</dt>
                <dd className="font-medium tabular-nums">{cart.shipping === 0 ? T.free : money(cart.shipping)}</dd>
              </div>
              <div className="flex justify-between border-t border-slate-200 pt-2 text-base dark:border-slate-800">
                <dt className="font-semibold">{T.total}</dt>
                <dd className="font-bold tabular-nums">{money(cart.total)}</dd>
              </div>
            </dl>
            <p className="text-xs text-slate-500 dark:text-slate-400">{fmt(T.freeShippingNote, { amount: money(FREE_SHIPPING_FROM) })}</p>
            {step === 'cart' ? (
              <Button className="w-full" onClick={() => setStep('checkout')}>
                {T.checkout}
              </Button>
            ) : (
              <CheckoutForm onSubmit={place} onBack={() => setStep('cart')} />
            )}
          </Card>
        </div>
      )}
      {orders.length > 0 ? (
        <section aria-labelledby="orders-title">
          <h3 id="orders-title" className="mb-2 font-display text-lg font-semibold text-slate-900 dark:text-white">
            {T.pastOrders}
          </h3>
          <ul className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
            {orders.map((order) => (
              <li key={order.id}>
                <span className="font-mono font-medium text-slate-900 dark:text-slate-100">#{order.id}</span>{' '}
                {fmt(T.orderLine, {
                  date: new Date(order.date).toLocaleDateString(LOCALE),
                  count: order.count,
                  total: money(order.total),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
`;

function cartButtonFile(spec: AppSpec): string {
  if (has(spec, 'pages')) {
    return `import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass } from './ui';
import { useCart } from '../cart';
import { T } from '../texts';
import { fmt } from '../utils';

/** The header's cart link; its name carries the count ("Cart (2)"). */
export function CartButton() {
  const { count } = useCart();
  return (
    <Link to="/cart" className={buttonClass('primary', 'md')}>
      <ShoppingCart aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{fmt(T.cartButton, { n: count })}</span>
    </Link>
  );
}
`;
  }
  return `import { useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { Button } from './ui';
import { CartView } from './cart-view';
import { Modal } from './modal';
import { useCart } from '../cart';
import { T } from '../texts';
import { fmt } from '../utils';

/** The header's cart button: the cart and checkout open in a dialog. */
export function CartButton() {
  const { count } = useCart();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ShoppingCart aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{fmt(T.cartButton, { n: count })}</span>
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={T.cartTitle} closeLabel={T.close} wide>
        <h2 className="mb-4 font-display text-2xl font-bold text-slate-900 dark:text-white">{T.cartTitle}</h2>
        <CartView onContinue={() => setOpen(false)} />
      </Modal>
    </>
  );
}
`;
}

const PERKS = `import { RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { Card } from './ui';
import { Section } from './section';
import { FREE_SHIPPING_FROM } from '../cart';
import { T } from '../texts';
import { fmt, money } from '../utils';

const PERKS = [
  { icon: Truck, title: T.perkShipping, text: fmt(T.perkShippingText, { amount: money(FREE_SHIPPING_FROM) }) },
  { icon: RotateCcw, title: T.perkReturns, text: T.perkReturnsText },
  { icon: ShieldCheck, title: T.perkSecure, text: T.perkSecureText },
];

export function Perks() {
  return (
    <Section id="perks" title={T.perksTitle}>
      <ul className="grid gap-5 sm:grid-cols-3">
        {PERKS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="mt-3 font-display text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
`;

const REVIEWS = `import { Quote } from 'lucide-react';
import { Card } from './ui';
import { Section } from './section';
import { REVIEWS } from '../data';
import { T } from '../texts';

export function Reviews() {
  return (
    <Section id="reviews" title={T.reviewsTitle}>
      <ul className="grid gap-5 md:grid-cols-3">
        {REVIEWS.map((review) => (
          <li key={review.author}>
            <Card className="h-full">
              <figure>
                <Quote aria-hidden="true" className="size-6 text-accent" />
                <blockquote className="mt-3 text-slate-700 dark:text-slate-300">{review.text}</blockquote>
                <figcaption className="mt-4 text-sm font-semibold text-slate-900 dark:text-white">
                  {review.author} <span aria-hidden="true">· {'★'.repeat(review.stars)}</span>
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

const NEWSLETTER = `import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { Button, Card, Input } from './ui';
import { T } from '../texts';
import { isEmail } from '../utils';

export function Newsletter() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(T.errEmail);
      return;
    }
    setError('');
    setDone(true);
  }

  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <Card className="flex flex-col gap-6 bg-primary/5 md:flex-row md:items-center md:justify-between">
        <div className="max-w-md">
          <h2 id="newsletter-title" className="font-display text-2xl font-bold text-slate-900 dark:text-white">
            {T.newsletterTitle}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{T.newsletterText}</p>
        </div>
        {done ? (
          <p role="status" className="inline-flex items-center gap-2 font-semibold text-primary">
            <MailCheck aria-hidden="true" className="size-5" />
            {T.subscribed}
          </p>
        ) : (
          <form noValidate onSubmit={submit} className="flex w-full flex-col gap-2 md:max-w-sm">
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                type="email"
                autoComplete="email"
                aria-label={T.fieldEmail}
                placeholder={T.fieldEmail}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby="newsletter-error"
              />
              <Button type="submit">{T.subscribe}</Button>
            </div>
            <p id="newsletter-error" role="alert" className="min-h-5 text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          </form>
        )}
      </Card>
    </section>
  );
}
`;

const FAQ = `import { ChevronDown } from 'lucide-react';
import { Section } from './section';
import { T } from '../texts';

const ITEMS = [
  { q: T.faq1q, a: T.faq1a },
  { q: T.faq2q, a: T.faq2a },
  { q: T.faq3q, a: T.faq3a },
];

export function Faq() {
  return (
    <Section id="faq" title={T.faqTitle}>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {ITEMS.map((item) => (
          <details key={item.q} className="group p-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 dark:text-white">
              {item.q}
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition group-open:rotate-180" />
            </summary>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{item.a}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
`;

const PRODUCT_PAGE = `import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, PackageX } from 'lucide-react';
import { EmptyState } from '../components/ui';
import { ProductDetail } from '../components/product-detail';
import { PRODUCTS } from '../data';
import { T } from '../texts';

export function ProductPage() {
  const { id } = useParams();
  const product = PRODUCTS.find((p) => p.id === id);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Link to="/" className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.backToShop}
      </Link>
      {product ? <ProductDetail product={product} /> : <EmptyState icon={PackageX} title={T.notFound} />}
    </div>
  );
}
`;

const CART_PAGE = `import { useNavigate } from 'react-router-dom';
import { CartView } from '../components/cart-view';
import { T } from '../texts';

export function CartPage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="mb-6 font-display text-3xl font-bold text-slate-900 dark:text-white">{T.cartTitle}</h1>
      <CartView onContinue={() => void navigate('/')} />
    </div>
  );
}
`;

const COMPONENTS: Record<string, { name: string; file: string }> = {
  hero: { name: 'Hero', file: 'hero' },
  products: { name: 'Products', file: 'products' },
  perks: { name: 'Perks', file: 'perks' },
  reviews: { name: 'Reviews', file: 'reviews' },
  newsletter: { name: 'Newsletter', file: 'newsletter' },
  faq: { name: 'Faq', file: 'faq' },
};

/** Sections the single-page nav links to (by anchor) and their title keys. */
const ANCHORS: Record<string, string> = {
  products: 'navShop',
  reviews: 'reviewsNav',
  faq: 'faqNav',
};

function appFile(spec: AppSpec): string {
  const pages = has(spec, 'pages');
  const sections = orderedSections(spec, SECTION_IDS);
  const shown = sections.length > 0 ? sections : ['products'];
  const imports = shown.map((id) => {
    const c = COMPONENTS[id]!;
    return `import { ${c.name} } from './components/${c.file}';`;
  });
  const body = shown.map((id) => `      <${COMPONENTS[id]!.name} />`).join('\n');
  const anchors = shown
    .filter((id) => ANCHORS[id])
    .map((id) => `    { to: '#${id}', label: T.${ANCHORS[id]!} },`);
  return lines(
    pages && `import { Route, Routes } from 'react-router-dom';`,
    `import { Shell } from './components/shell';`,
    `import { CartButton } from './components/cart-button';`,
    ...imports,
    pages && `import { ProductPage } from './pages/product-page';`,
    pages && `import { CartPage } from './pages/cart-page';`,
    `import { CartProvider } from './cart';`,
    `import { T } from './texts';`,
    ``,
    pages
      ? `const NAV = [
  { to: '/', label: T.navShop },
  { to: '/cart', label: T.navCart },
];`
      : `const NAV = [\n${anchors.join('\n')}\n];`,
    ``,
    `function Home() {`,
    `  return (`,
    `    <>`,
    body,
    `    </>`,
    `  );`,
    `}`,
    ``,
    `export default function App() {`,
    `  return (`,
    `    <CartProvider>`,
    `      <Shell nav={NAV} actions={<CartButton />}>`,
    pages
      ? `        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/products/:id" element={<ProductPage />} />
          <Route path="/cart" element={<CartPage />} />
          <Route path="*" element={<Home />} />
        </Routes>`
      : `        <Home />`,
    `      </Shell>`,
    `    </CartProvider>`,
    `  );`,
    `}`,
    ``,
  );
}

export const blueprint: Blueprint = {
  kind: 'store',
  label: L.anOnlineStore,
  defaultName: L.defaultName,
  sections: SECTIONS,
  defaultSections: ['hero', 'products', 'perks', 'reviews', 'newsletter'],
  defaultFeatures: ['search', 'filters', 'forms', 'persistence', 'pages'],
  defaultTheme: { primary: '#0f766e', accent: '#f59e0b', font: 'sans', radius: 'lg' },
  defaultContent: stockContent,
  render(spec) {
    const { products, tagline } = catalogue(spec);
    const categories = [...new Set(products.map((p) => p.category))];
    const all = texts(spec, tagline);
    const reviews = [
      { author: 'Ayşe K.', stars: 5, text: all.review1 },
      { author: 'Daniel R.', stars: 5, text: all.review2 },
      { author: 'Mert Y.', stars: 4, text: all.review3 },
    ];
    const pages = has(spec, 'pages');
    const files: Record<string, string> = {
      ...sharedFiles(spec),
      'src/item-icon.tsx': iconFile(products.map((p) => p.icon)),
      'src/texts.ts': textsFile(spec, all, listedCurrency(spec)),
      'src/data.ts':
        DATA_TYPES +
        '\n' +
        dataConst('PRODUCTS', 'Product[]', products) +
        '\n' +
        dataConst('CATEGORIES', 'string[]', categories) +
        '\n' +
        dataConst('REVIEWS', '{ author: string; stars: number; text: string }[]', reviews),
      'src/cart.tsx': cartFile(spec),
      'src/components/product-card.tsx': productCardFile(spec),
      'src/components/product-detail.tsx': productDetailFile(spec),
      'src/components/cart-view.tsx': CART_VIEW,
      'src/components/checkout-form.tsx': CHECKOUT_FORM,
      'src/components/cart-button.tsx': cartButtonFile(spec),
      'src/App.tsx': appFile(spec),
    };
    if (sectionOn(spec, 'products') || orderedSections(spec, SECTION_IDS).length === 0) {
      files['src/components/products.tsx'] = productsFile(spec);
    }
    if (!listsProducts(spec)) files['src/components/rating.tsx'] = RATING;
    if (sectionOn(spec, 'hero')) files['src/components/hero.tsx'] = heroFile(spec);
    if (sectionOn(spec, 'perks')) files['src/components/perks.tsx'] = PERKS;
    if (sectionOn(spec, 'reviews')) files['src/components/reviews.tsx'] = REVIEWS;
    if (sectionOn(spec, 'newsletter')) files['src/components/newsletter.tsx'] = NEWSLETTER;
    if (sectionOn(spec, 'faq')) files['src/components/faq.tsx'] = FAQ;
    if (pages) {
      files['src/pages/product-page.tsx'] = PRODUCT_PAGE;
      files['src/pages/cart-page.tsx'] = CART_PAGE;
    }
    return files;
  },
};
