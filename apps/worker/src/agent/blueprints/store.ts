/**
 * Online store, composed from the kit's StoreApp (packages/app-kit): a hero, a product grid with search,
 * category chips and sorting (a product's details open in a dialog), perks, reviews, a newsletter and a
 * FAQ, with a floating cart button: the cart and a validated checkout open in a dialog, or with 'pages'
 * on a cart page of their own. The cart and past orders are saved. Products are the brief's own (its
 * names, prices and currency) or the request's theme. This blueprint writes only data: the schema.
 *
 * Main interaction: a product's "Add to cart" / "Sepete ekle" button; the floating "Cart" / "Sepet" link or
 * button then shows the line, and "Checkout" / "Ödemeye geç" opens the checkout form ("Place order" /
 * "Siparişi ver").
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type {
  Product,
  ProductIconName,
  StoreSchema,
  StoreSectionId,
  StoreTexts,
} from '@atelier/app-kit/store';
import type { BriefContent, BriefItem } from '../brief-content.ts';
import { type AppSpec, type Blueprint, type Localized, has, pick, text, same, fill } from '../spec.ts';
import { type Pair, loc, mainTopic, matchTheme, orderedSections } from './content-shared.ts';
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

type Seed = [
  name: Pair,
  category: Pair,
  usd: number,
  icon: ProductIconName,
  description: Pair,
  rating: number,
];

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
      // Not "boutique": in French it is any shop ("Boutique en ligne pour Miel des Cévennes").
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

function slugify(value: string, index: number): string {
  return slugOf(value, `item-${index + 1}`);
}

function catalogue(spec: AppSpec): { products: Product[]; tagline: string } {
  const theme = matchTheme(spec, THEMES);
  const tagline = loc(spec, (theme ?? GENERAL).tagline);
  const listed = listedItems(spec);
  if (listed.length > 0) return { products: listedProducts(spec, listed, theme), tagline };
  return { products: stockProducts(spec, theme), tagline };
}

/** The products the shop shows when its brief listed none: the theme's seeds, in the app's currency. */
function stockProducts(spec: AppSpec, theme: StoreTheme | undefined): Product[] {
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

/** Lucide icons for what a product is called (only those the kit's ProductIcon draws). */
const ITEM_ICONS: [words: readonly string[], icon: ProductIconName][] = [
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
function iconFor(value: string): ProductIconName | null {
  const hay = foldName(value);
  let best: { at: number; length: number; icon: ProductIconName } | null = null;
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
function themeIcon(theme: StoreTheme | undefined): ProductIconName {
  if (!theme) return 'Package';
  const counts = new Map<ProductIconName, number>();
  for (const seed of theme.products) counts.set(seed[3], (counts.get(seed[3]) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'Package';
}

/** The brief's items as the shop's products, in its order, with its names and prices. */
function listedProducts(spec: AppSpec, items: BriefItem[], theme: StoreTheme | undefined): Product[] {
  const currency = listedCurrency(spec);
  const seedPrices = (theme ?? GENERAL).products.map((seed) => seed[2]).sort((a, b) => a - b);
  const typical = seedPrices[Math.floor(seedPrices.length / 2)] ?? 25;
  const label = spec.content?.itemsLabel?.trim();
  const topic = mainTopic(spec);
  const category = label ? upperFirst(spec, label) : (topic ?? pick(spec, L.products));
  const named = items.map((item) => iconFor(item.name) ?? (item.detail ? iconFor(item.detail) : null));
  // An item no keyword names is most likely what its neighbours are ("Cedar & Smoke" among candles),
  // else what the shop sells ("candle brand").
  const counts = new Map<ProductIconName, number>();
  for (const icon of named) if (icon) counts.set(icon, (counts.get(icon) ?? 0) + 1);
  const fallbackIcon =
    [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? iconFor(category) ?? themeIcon(theme);
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
      rating: null,
    };
  });
}

const PAGES: PageDef[] = [
  { id: 'main', path: '/', label: L.navShop },
  { id: 'cart', path: '/cart', label: L.navCart },
];

/** The sections a person can add or remove; all of them stay on the home page. */
const SECTIONS: SectionDef[] = [
  { id: 'hero', label: L.heroLabel, page: 'main' },
  { id: 'products', label: L.productsLabel, page: 'main' },
  { id: 'perks', label: L.perksLabel, page: 'main' },
  { id: 'reviews', label: L.reviewsLabel, page: 'main' },
  { id: 'newsletter', label: L.newsletterLabel, page: 'main' },
  { id: 'faq', label: L.faqLabel, page: 'main' },
];
const SECTION_IDS = SECTIONS.map((s) => s.id);

/** With 'pages', the cart is a section of its own page (no one removes it: a store needs its cart). */
const CART_SECTION: SectionDef = { id: 'cart', label: L.navCart, page: 'cart' };

/** The texts StoreApp shows that come straight from the table below. */
const STORE_TEXT_KEYS = [
  'heroEyebrow',
  'heroTitle',
  'heroSubtitle',
  'heroCta',
  'productsIntro',
  'searchLabel',
  'categoryLabel',
  'all',
  'sortLabel',
  'sortFeatured',
  'sortPriceAsc',
  'sortPriceDesc',
  'sortRating',
  'sortName',
  'noResults',
  'noResultsHint',
  'resultsCount',
  'addToCart',
  'added',
  'rating',
  'quantity',
  'increase',
  'decrease',
  'remove',
  'inStock',
  'close',
  'cartTitle',
  'cartButton',
  'cartEmpty',
  'cartEmptyHint',
  'subtotal',
  'shipping',
  'free',
  'freeShippingNote',
  'total',
  'checkout',
  'checkoutTitle',
  'fieldName',
  'fieldEmail',
  'fieldAddress',
  'fieldCity',
  'fieldZip',
  'fieldPayment',
  'payCard',
  'payCash',
  'errName',
  'errEmail',
  'errAddress',
  'errCity',
  'errZip',
  'fixErrors',
  'placeOrder',
  'backToCart',
  'orderPlaced',
  'orderNumber',
  'orderEmail',
  'continueShopping',
  'pastOrders',
  'orderLine',
  'perkShipping',
  'perkShippingText',
  'perkReturns',
  'perkReturnsText',
  'perkSecure',
  'perkSecureText',
  'newsletterText',
  'subscribe',
  'subscribed',
  'faq1q',
  'faq1a',
  'faq2q',
  'faq2a',
  'faq3q',
  'faq3a',
] as const satisfies readonly (keyof StoreTexts)[];

function texts(spec: AppSpec, tagline: string): Record<string, string> {
  const t = (value: Localized) => pick(spec, value);
  const heroTitle = text(spec, 'hero.title', same(tagline));
  const subtitle = text(spec, 'hero.subtitle', heroSubtitle(spec, L.smallBatchProductsHonest));
  return {
    // The frame: the home page's title (its heading when there is no hero), the pages and sections.
    title: heroTitle,
    subtitle,
    page_main: t(L.navShop),
    page_cart: t(L.navCart),
    productsTitle: text(spec, 'products.title', L.productsTitle),
    perksTitle: text(spec, 'perks.title', L.perksTitle),
    reviewsTitle: text(spec, 'reviews.title', L.reviewsTitle),
    newsletterTitle: text(spec, 'newsletter.title', L.newsletterTitle),
    faqTitle: text(spec, 'faq.title', L.faqTitle),
    cartTitle: t(L.cartTitle),
    heroEyebrow: t(L.heroEyebrow),
    heroTitle,
    heroSubtitle: subtitle,
    heroCta: text(spec, 'cta.button', L.ctaButton),
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
    rating: t(L.rating),
    quantity: t(L.quantity),
    increase: t(L.increase),
    decrease: t(L.decrease),
    remove: t(L.remove),
    inStock: t(L.inStock),
    close: t(L.close),
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
    perkShipping: t(L.perkShipping),
    perkShippingText: t(L.perkShippingText),
    perkReturns: t(L.perkReturns),
    perkReturnsText: t(L.perkReturnsText),
    perkSecure: t(L.perkSecure),
    perkSecureText: t(L.perkSecureText),
    newsletterText: t(L.newsletterText),
    subscribe: t(L.subscribe),
    subscribed: t(L.subscribed),
    faq1q: t(L.faq1q),
    faq1a: t(L.faq1a),
    faq2q: t(L.faq2q),
    faq2a: t(L.faq2a),
    faq3q: t(L.faq3q),
    faq3a: t(L.faq3a),
  };
}

/** The brief's free-delivery threshold in the shop's currency ("Free shipping over $50"), else the stock one. */
function freeShippingFrom(spec: AppSpec, currency: string): number {
  const stated = spec.content?.freeShippingFrom;
  if (stated && stated.currency === currency) return stated.amount;
  return amountIn(currency, 60);
}

/**
 * The schema StoreApp (packages/app-kit) renders: the spec's sections (the products alone when none it
 * knows is left, and with 'pages' the cart on a page of its own), search and chips as the features say,
 * the products (the brief's, or the theme's) in the app's currency with shipping, reviews, where the
 * cart and orders are kept, and the texts.
 */
export function storeSchema(spec: AppSpec): StoreSchema {
  const { products, tagline } = catalogue(spec);
  const known = orderedSections(spec, SECTION_IDS);
  const base = known.length > 0 ? known : ['products'];
  const paged = has(spec, 'pages');
  const shown: AppSpec = { ...spec, sections: paged ? [...base, 'cart'] : base };
  const table = texts(spec, tagline);
  const { frame, sections } = composedFrame(shown, {
    pages: PAGES,
    sections: [...SECTIONS, CART_SECTION],
    texts: table,
  });
  const { dataHint: _dataHint, noData: _noData, ...storeTexts } = composedTexts(spec, table, STORE_TEXT_KEYS);
  const currency = listedCurrency(spec);
  return {
    frame,
    sections: sections as SectionSlot<StoreSectionId>[],
    features: { search: has(spec, 'search'), filters: has(spec, 'filters') },
    storage: { cart: 'cart', orders: 'orders' },
    currency,
    shipping: { fee: amountIn(currency, 6), freeFrom: freeShippingFrom(spec, currency) },
    products,
    categories: [...new Set(products.map((p) => p.category))],
    // The brief's own quotes, unrated, over the stock ones.
    reviews: spec.content?.testimonials?.length
      ? spec.content.testimonials.map(({ quote, author }) => ({ author: author ?? '', text: quote }))
      : [
          { author: 'Ayşe K.', stars: 5, text: pick(spec, L.review1) },
          { author: 'Daniel R.', stars: 5, text: pick(spec, L.review2) },
          { author: 'Mert Y.', stars: 4, text: pick(spec, L.review3) },
        ],
    texts: storeTexts,
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'StoreApp',
    module: 'store-app',
    type: 'StoreSchema',
    lib: 'store',
    schema: storeSchema(spec),
  });
}

export const blueprint: Blueprint = {
  kind: 'store',
  label: L.anOnlineStore,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['hero', 'products', 'perks', 'reviews', 'newsletter'],
  defaultFeatures: ['search', 'filters', 'forms', 'persistence', 'pages'],
  defaultTheme: { primary: '#0f766e', accent: '#f59e0b', font: 'sans', radius: 'lg' },
  defaultContent: stockContent,
  render,
};
