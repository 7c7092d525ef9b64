/**
 * Blog, composed from the kit's BlogApp (packages/app-kit): an intro with who writes it, a featured post,
 * the post list with search, category chips and a saved-for-later filter, a reading dialog for each
 * post, an archive by month, about the author, a newsletter form with a checked address and, when the
 * spec asks for it, a form to write a post (kept in the browser). The posts are the brief's own, else
 * the stock posts of the request's topic (travel, food, software, or any topic). This blueprint writes
 * only data: the schema.
 *
 * Main interaction: a post's "Read post" / "Yazıyı oku" button opens it to read; "Save for later" /
 * "Sonra oku" keeps it in the saved list; "Subscribe" / "Abone ol" checks the email and confirms.
 */
import type { SectionSlot } from '@atelier/app-kit/app-frame';
import type { BlogPost, BlogSchema, BlogSectionId, BlogTexts, PostIconName } from '@atelier/app-kit/blog';
import type { BriefContent, BriefItem } from '../brief-content.ts';
import { type AppSpec, type Blueprint, type Localized, has, pick, text, same, fill } from '../spec.ts';
import { type Pair, fold, loc, mainTopic, matchTheme, orderedSections } from './content-shared.ts';
import {
  asSentence,
  heroSubtitle as heroSubtitleOf,
  listedItems,
  seedContent,
  upperFirst,
} from './listed.ts';
import {
  type PageDef,
  type SectionDef,
  composedAppFiles,
  composedFrame,
  composedTexts,
} from './productivity-shared.ts';
import { localized } from '../lexicon/index.ts';

const L = localized('blog');

type PostSeed = [title: Pair, category: Pair, icon: PostIconName, excerpt: Pair, body: [Pair, Pair]];

interface BlogTheme {
  words: readonly string[];
  headline: Pair;
  subject: Pair;
  posts: PostSeed[];
}

const THEMES: BlogTheme[] = [
  {
    words: ['travel', 'trip', 'journey', 'backpack', 'seyahat', 'gezi', 'tatil', 'yolculuk'],
    headline: [
      'Slow travel, good food and the roads in between.',
      'Yavaş seyahat, güzel yemekler ve aradaki yollar.',
    ],
    subject: ['travel', 'seyahat'],
    posts: [
      [
        ['48 Hours in Lisbon Without a Plan', 'Plansız 48 Saat: Lizbon'],
        ['Guides', 'Rehberler'],
        'MapPin',
        [
          'Trams, tiled walls and custard tarts: two unhurried days in Lisbon.',
          'Tramvaylar, çinili duvarlar ve pastel de nata: Lizbon’da acelesiz iki gün.',
        ],
        [
          [
            'Start in Alfama before the tour groups wake up. Get lost on purpose, then climb to a viewpoint for the view over the river.',
            'Tur grupları uyanmadan Alfama’dan başlayın. Bilerek kaybolun, sonra nehir manzarası için bir seyir terasına tırmanın.',
          ],
          [
            'In the afternoon take tram 28 one way and walk back through Graça. End the day with grilled sardines and a glass of vinho verde.',
            'Öğleden sonra 28 numaralı tramvaya tek yön binin ve Graça üzerinden yürüyerek dönün. Günü ızgara sardalya ve bir kadeh vinho verde ile bitirin.',
          ],
        ],
      ],
      [
        ['How I Pack for a Month in One Backpack', 'Bir Aylık Yolculuğa Tek Sırt Çantasıyla Hazırlanmak'],
        ['Tips', 'İpuçları'],
        'Backpack',
        [
          'A 30-litre bag, three shirts and one rule: if you doubt it, leave it.',
          '30 litrelik bir çanta, üç tişört ve tek kural: emin değilsen bırak.',
        ],
        [
          [
            'Packing light is less about gear and more about decisions. I lay everything out, remove a third, and then remove a little more.',
            'Hafif seyahat etmek ekipmandan çok kararlarla ilgili. Her şeyi yere seriyorum, üçte birini çıkarıyorum, sonra biraz daha.',
          ],
          [
            'Merino layers dry overnight, a laundry bag doubles as a pillow, and one good pair of shoes does every job.',
            'Merinos katmanlar bir gecede kurur, çamaşır torbası yastık olur ve iyi bir çift ayakkabı her işi görür.',
          ],
        ],
      ],
      [
        ['The Night Train to Belgrade', 'Belgrad’a Gece Treni'],
        ['Stories', 'Hikâyeler'],
        'TrainFront',
        [
          'Fourteen hours, two borders and the kindest stranger I have ever met.',
          'On dört saat, iki sınır ve tanıdığım en nazik yabancı.',
        ],
        [
          [
            'The train left an hour late and nobody minded. My cabin mate unpacked bread, cheese and a thermos of tea and insisted I share.',
            'Tren bir saat geç kalktı ve kimse umursamadı. Kompartıman arkadaşım ekmek, peynir ve bir termos çay çıkardı, paylaşmam için ısrar etti.',
          ],
          [
            'By the second border we were swapping family photos. Slow trains give you what planes never will: time with people.',
            'İkinci sınıra geldiğimizde aile fotoğrafları gösteriyorduk. Yavaş trenler uçakların asla vermeyeceği şeyi verir: insanlarla zaman.',
          ],
        ],
      ],
      [
        ['Cappadocia Beyond the Balloons', 'Balonların Ötesinde Kapadokya'],
        ['Guides', 'Rehberler'],
        'Mountain',
        [
          'Valleys to hike, underground cities and where to eat pottery kebab.',
          'Yürüyüş vadileri, yeraltı şehirleri ve testi kebabı yenecek yerler.',
        ],
        [
          [
            'Sunrise balloons are beautiful, but the valleys are the real treasure. Walk Rose Valley in the late afternoon when the rock turns pink.',
            'Gün doğumu balonları çok güzel ama asıl hazine vadiler. Güllüdere Vadisi’ni kayalar pembeleştiğinde, ikindi vakti yürüyün.',
          ],
          [
            'Visit Derinkuyu early and book a cave hotel with a terrace: watching the balloons from there is free.',
            'Derinkuyu’yu erken gezin ve teraslı bir mağara otelde kalın: balonları oradan izlemek ücretsiz.',
          ],
        ],
      ],
      [
        ['Travelling on a Small Budget', 'Az Bütçeyle Seyahat'],
        ['Tips', 'İpuçları'],
        'Wallet',
        [
          'Seven habits that cut my travel costs in half without cutting the fun.',
          'Eğlenceden kısmadan seyahat masraflarımı yarıya indiren yedi alışkanlık.',
        ],
        [
          [
            'Travel in shoulder season, eat your big meal at lunch and walk everywhere you can. Small choices add up fast.',
            'Ara sezonda seyahat edin, ana öğününüzü öğlen yiyin ve yürüyebildiğiniz her yere yürüyün. Küçük seçimler hızla birikir.',
          ],
          [
            'I keep a simple daily budget in my notes app. Seeing the number every evening is the best motivation I know.',
            'Not uygulamamda basit bir günlük bütçe tutuyorum. Her akşam o sayıyı görmek bildiğim en iyi motivasyon.',
          ],
        ],
      ],
      [
        ['A Rainy Week in the Scottish Highlands', 'İskoçya’nın Dağlarında Yağmurlu Bir Hafta'],
        ['Stories', 'Hikâyeler'],
        'CloudRain',
        [
          'Wet boots, warm pubs and landscapes that made every drop worth it.',
          'Islak botlar, sıcak publar ve her damlaya değen manzaralar.',
        ],
        [
          [
            'It rained six days out of seven, and I would go back tomorrow. The clouds lift for ten minutes and the whole glen lights up.',
            'Yedi günün altısında yağmur yağdı ve yarın yine giderim. Bulutlar on dakikalığına açılıyor ve bütün vadi ışıldıyor.',
          ],
          [
            'Bring proper waterproofs, plan short walks and always leave room for a long lunch by a fire.',
            'İyi bir yağmurluk getirin, kısa yürüyüşler planlayın ve şöminenin başında uzun bir öğle yemeğine her zaman yer bırakın.',
          ],
        ],
      ],
    ],
  },
  {
    words: [
      'food',
      'cooking',
      'cook',
      'kitchen',
      'baking',
      'yemek',
      'mutfak',
      'gastronomi',
      'aşçı',
      'lezzet',
    ],
    headline: [
      'Home cooking, seasonal produce and stories from the table.',
      'Ev yemekleri, mevsim ürünleri ve sofradan hikâyeler.',
    ],
    subject: ['food and cooking', 'yemek ve mutfak'],
    posts: [
      [
        ['The Only Focaccia Recipe You Need', 'İhtiyacınız Olan Tek Focaccia Tarifi'],
        ['Recipes', 'Tarifler'],
        'Wheat',
        [
          'A wet dough, a long rest and plenty of olive oil: bakery-style focaccia at home.',
          'Cıvık bir hamur, uzun bir dinlenme ve bolca zeytinyağı: evde fırın usulü focaccia.',
        ],
        [
          [
            'Mix 500 g flour, 400 g water, 10 g salt and a little yeast the night before. Fold it a few times and let the fridge do the work.',
            'Bir gece önceden 500 g un, 400 g su, 10 g tuz ve biraz mayayı karıştırın. Birkaç kez katlayın ve gerisini buzdolabına bırakın.',
          ],
          [
            'In the morning stretch it into an oiled tin, dimple it deeply and bake it hot until deep gold. Eat it warm.',
            'Sabah yağlanmış tepsiye yayın, parmaklarınızla derin çukurlar açın ve koyu altın rengi olana kadar yüksek ısıda pişirin. Sıcak yiyin.',
          ],
        ],
      ],
      [
        ['Knife Skills in Ten Minutes', 'On Dakikada Bıçak Teknikleri'],
        ['Techniques', 'Teknikler'],
        'ChefHat',
        [
          'The three cuts that will make every recipe faster and safer.',
          'Her tarifi daha hızlı ve güvenli yapacak üç kesim.',
        ],
        [
          [
            'Hold the knife by the blade, not the handle, and curl the fingers of your other hand into a claw. That alone changes everything.',
            'Bıçağı sapından değil bıçak kısmından tutun ve diğer elinizin parmaklarını pençe gibi kıvırın. Sadece bu bile her şeyi değiştirir.',
          ],
          [
            'Practise the rock chop on onions, slicing on carrots and julienne on peppers. Ten minutes a day for a week is enough.',
            'Sallama kesimi soğanda, dilimlemeyi havuçta, jülyeni biberde çalışın. Bir hafta boyunca günde on dakika yeterli.',
          ],
        ],
      ],
      [
        ['My Grandmother’s Stuffed Vine Leaves', 'Anneannemin Zeytinyağlı Sarması'],
        ['Stories', 'Hikâyeler'],
        'Heart',
        [
          'Rolling sarma on a Sunday afternoon, and the lessons that came with it.',
          'Bir pazar öğleden sonrası sarma sarmak ve beraberinde gelen dersler.',
        ],
        [
          [
            'She never measured anything. A handful of rice, a spoon of tomato paste, mint from the balcony and more olive oil than you think.',
            'Hiçbir şeyi ölçmezdi. Bir avuç pirinç, bir kaşık salça, balkondan nane ve sandığınızdan fazla zeytinyağı.',
          ],
          [
            'The secret, she said, is patience: roll them thin, pack them tight and let them cool in the pot overnight.',
            'Sır, derdi, sabırdır: ince sarın, sıkı dizin ve gece boyunca tencerede soğumaya bırakın.',
          ],
        ],
      ],
      [
        ['Five Sauces Every Cook Should Know', 'Her Aşçının Bilmesi Gereken Beş Sos'],
        ['Techniques', 'Teknikler'],
        'Soup',
        [
          'From a quick tomato sauce to a silky butter sauce, in plain words.',
          'Hızlı bir domates sosundan ipeksi bir tereyağı sosuna, sade bir dille.',
        ],
        [
          [
            'A good tomato sauce needs only garlic, olive oil, tinned tomatoes and time. Cook it slowly until it turns sweet.',
            'İyi bir domates sosu sadece sarımsak, zeytinyağı, konserve domates ve zaman ister. Tatlanana kadar kısık ateşte pişirin.',
          ],
          [
            'Learn a vinaigrette, a yogurt sauce, a pan sauce and a butter sauce next, and you can make almost any dinner sing.',
            'Ardından bir vinegret, bir yoğurt sosu, bir tava sosu ve bir tereyağı sosu öğrenin; neredeyse her akşam yemeğini parlatabilirsiniz.',
          ],
        ],
      ],
      [
        ['A Spring Salad with Broad Beans and Dill', 'Bakla ve Dereotlu Bahar Salatası'],
        ['Recipes', 'Tarifler'],
        'Salad',
        [
          'Twenty minutes, a handful of greens and the brightest dressing.',
          'Yirmi dakika, bir avuç yeşillik ve en ferah sos.',
        ],
        [
          [
            'Blanch young broad beans for two minutes, then slip them out of their skins. It is worth it, I promise.',
            'Taze baklaları iki dakika haşlayın, sonra kabuklarından çıkarın. Buna değer, söz veriyorum.',
          ],
          [
            'Toss with dill, spring onions, lemon, olive oil and crumbled white cheese. Serve it with warm bread.',
            'Dereotu, taze soğan, limon, zeytinyağı ve ufalanmış beyaz peynirle karıştırın. Sıcak ekmekle servis edin.',
          ],
        ],
      ],
      [
        ['What a Restaurant Kitchen Taught Me', 'Bir Restoran Mutfağının Bana Öğrettikleri'],
        ['Stories', 'Hikâyeler'],
        'UtensilsCrossed',
        [
          'Mise en place, tasting everything and why you clean as you go.',
          'Mise en place, her şeyi tatmak ve neden temizleyerek çalışmak gerektiği.',
        ],
        [
          [
            'Professional cooks are not faster because they rush. They are faster because everything is ready before the first pan gets hot.',
            'Profesyonel aşçılar acele ettikleri için hızlı değiller. İlk tava ısınmadan her şey hazır olduğu için hızlılar.',
          ],
          [
            'Taste at every step, season in layers and wipe your station as you go. My home cooking has never been better.',
            'Her adımda tadın, katman katman tuzlayın ve çalışırken tezgâhınızı silin. Evde yaptığım yemekler hiç bu kadar iyi olmamıştı.',
          ],
        ],
      ],
    ],
  },
  {
    words: [
      'tech',
      'technology',
      'programming',
      'coding',
      'software',
      'developer',
      'javascript',
      'typescript',
      'teknoloji',
      'yazılım',
      'kodlama',
      'programlama',
    ],
    headline: ['Notes on building software that lasts.', 'Kalıcı yazılım geliştirmek üzerine notlar.'],
    subject: ['software', 'yazılım'],
    posts: [
      [
        ['Write the Test You Wish You Had', 'Keşke Olsaydı Dediğiniz Testi Yazın'],
        ['Opinion', 'Görüş'],
        'FlaskConical',
        [
          'Why integration tests catch the bugs that matter, and how to keep them fast.',
          'Entegrasyon testleri neden önemli hataları yakalar ve nasıl hızlı tutulur.',
        ],
        [
          [
            'Unit tests tell you a function works. Integration tests tell you the feature works, which is what your users care about.',
            'Birim testleri bir fonksiyonun çalıştığını söyler. Entegrasyon testleri ise özelliğin çalıştığını söyler; kullanıcıların önemsediği de budur.',
          ],
          [
            'Run them against real dependencies in containers, give every test its own data, and they stay fast and reliable.',
            'Onları konteynerlerde gerçek bağımlılıklarla çalıştırın, her teste kendi verisini verin; hızlı ve güvenilir kalırlar.',
          ],
        ],
      ],
      [
        ['A Gentle Guide to TypeScript Generics', 'TypeScript Generic’lerine Nazik Bir Rehber'],
        ['Guides', 'Rehberler'],
        'Code',
        [
          'Generics explained with boxes, labels and three small examples.',
          'Kutular, etiketler ve üç küçük örnekle generic’ler.',
        ],
        [
          [
            'A generic is a placeholder for a type you will know later. Think of a box labelled T that gives back whatever you put in.',
            'Generic, sonradan bileceğiniz bir tip için yer tutucudur. İçine ne koyarsanız onu geri veren, T etiketli bir kutu düşünün.',
          ],
          [
            'Start with identity functions, move to constraints with extends, and stop when the types are harder to read than the code.',
            'Basit fonksiyonlarla başlayın, extends ile kısıtlamalara geçin ve tipler koddan daha zor okunur hâle geldiğinde durun.',
          ],
        ],
      ],
      [
        ['My Terminal Setup, Explained', 'Terminal Düzenim, Adım Adım'],
        ['Tools', 'Araçlar'],
        'Terminal',
        [
          'A fast shell, a few aliases and the tools I reach for every day.',
          'Hızlı bir kabuk, birkaç kısayol ve her gün kullandığım araçlar.',
        ],
        [
          [
            'I keep it boring: a fast prompt, fuzzy search for history and files, and a handful of aliases for git.',
            'Sade tutuyorum: hızlı bir komut satırı, geçmiş ve dosyalar için bulanık arama ve git için birkaç kısayol.',
          ],
          [
            'The biggest win was not a tool at all. It was writing down the commands I repeat and turning them into small scripts.',
            'En büyük kazanç bir araç bile değildi. Tekrar ettiğim komutları not edip küçük betiklere dönüştürmekti.',
          ],
        ],
      ],
      [
        ['Accessibility Is a Feature', 'Erişilebilirlik Bir Özelliktir'],
        ['Opinion', 'Görüş'],
        'Eye',
        [
          'Small habits that make your app usable by everyone, from day one.',
          'Uygulamanızı ilk günden herkes için kullanılabilir kılan küçük alışkanlıklar.',
        ],
        [
          [
            'Use real buttons and labels, keep focus visible and check colour contrast. These habits fix most problems before they exist.',
            'Gerçek butonlar ve etiketler kullanın, odağı görünür tutun ve renk kontrastını kontrol edin. Bu alışkanlıklar çoğu sorunu daha ortaya çıkmadan çözer.',
          ],
          [
            'Then use your app with only a keyboard for ten minutes. You will learn more than from any checklist.',
            'Sonra uygulamanızı on dakika boyunca sadece klavyeyle kullanın. Herhangi bir kontrol listesinden daha çok şey öğreneceksiniz.',
          ],
        ],
      ],
      [
        ['Shipping Small Pull Requests', 'Küçük Pull Request’ler Göndermek'],
        ['Guides', 'Rehberler'],
        'GitPullRequest',
        [
          'How to split big changes into reviews your team will enjoy.',
          'Büyük değişiklikleri ekibinizin seveceği incelemelere bölmek.',
        ],
        [
          [
            'A pull request should tell one story. Refactors go first, behaviour changes second and clean-up last.',
            'Bir pull request tek bir hikâye anlatmalı. Önce yeniden düzenlemeler, sonra davranış değişiklikleri, en son temizlik.',
          ],
          [
            'Small changes get reviewed in minutes instead of days, and when something breaks you know exactly where to look.',
            'Küçük değişiklikler günler yerine dakikalar içinde incelenir ve bir şey bozulduğunda tam olarak nereye bakacağınızı bilirsiniz.',
          ],
        ],
      ],
      [
        ['Choosing a Database Without Regrets', 'Pişman Olmadan Veritabanı Seçmek'],
        ['Tools', 'Araçlar'],
        'Database',
        [
          'Start with PostgreSQL, and other advice from years of production systems.',
          'PostgreSQL ile başlayın ve yıllarca canlı sistem deneyiminden diğer tavsiyeler.',
        ],
        [
          [
            'Most apps need boring, reliable storage with transactions. PostgreSQL gives you that and grows with you for years.',
            'Çoğu uygulama işlemleri destekleyen, sıkıcı ve güvenilir bir depolamaya ihtiyaç duyar. PostgreSQL bunu verir ve yıllarca sizinle büyür.',
          ],
          [
            'Reach for something special only when you can name the problem it solves and measure that you have it.',
            'Özel bir şeye ancak çözdüğü sorunu adlandırabildiğinizde ve o soruna sahip olduğunuzu ölçebildiğinizde yönelin.',
          ],
        ],
      ],
    ],
  },
];

/** Posts about any topic: {T} is the topic as a title, {t} in a sentence. */
const GENERIC: PostSeed[] = [
  [
    ['A Beginner’s Guide to {T}', '{T} İçin Başlangıç Rehberi'],
    ['Guides', 'Rehberler'],
    'Compass',
    [
      'Everything I wish someone had told me when I started with {t}.',
      '{t} ile ilgilenmeye başladığımda keşke biri söyleseydi dediğim her şey.',
    ],
    [
      [
        'Start smaller than you think. One good habit, practised every day, beats a perfect plan you never begin.',
        'Sandığınızdan daha küçük başlayın. Her gün uygulanan tek bir iyi alışkanlık, hiç başlanmayan mükemmel bir plandan iyidir.',
      ],
      [
        'Find two or three people who are a little further along and learn from their mistakes, not only their successes.',
        'Sizden biraz daha ileride olan iki üç kişi bulun ve yalnızca başarılarından değil, hatalarından da öğrenin.',
      ],
    ],
  ],
  [
    ['What a Year of {T} Taught Me', '{T} İle Geçen Bir Yılın Bana Öğrettikleri'],
    ['Stories', 'Hikâyeler'],
    'CalendarDays',
    [
      'Twelve months, a lot of small wins and a few honest mistakes.',
      'On iki ay, bir sürü küçük zafer ve birkaç dürüst hata.',
    ],
    [
      [
        'The first months were slow and messy. Progress only showed up when I started keeping notes every week.',
        'İlk aylar yavaş ve dağınıktı. İlerleme ancak her hafta not tutmaya başladığımda görünür oldu.',
      ],
      [
        'Looking back, the best decisions were the boring ones: showing up, asking questions and keeping things simple.',
        'Geriye dönüp bakınca en iyi kararlar sıkıcı olanlardı: düzenli devam etmek, soru sormak ve işleri basit tutmak.',
      ],
    ],
  ],
  [
    ['Five Myths About {T}', '{T} Hakkında Beş Yanlış İnanış'],
    ['Ideas', 'Fikirler'],
    'Lightbulb',
    [
      'Common beliefs that sound right and quietly hold people back.',
      'Kulağa doğru gelen ama insanları sessizce geride tutan yaygın inanışlar.',
    ],
    [
      [
        'You do not need expensive tools to begin, and you do not need to be talented. You need time and curiosity.',
        'Başlamak için pahalı araçlara ya da yeteneğe ihtiyacınız yok. Zamana ve meraka ihtiyacınız var.',
      ],
      [
        'The other myths are variations of the same idea: that there is a shortcut. There rarely is, and that is good news.',
        'Diğer inanışlar aynı fikrin çeşitlemeleri: bir kestirme yol olduğu. Nadiren vardır ve bu iyi bir haber.',
      ],
    ],
  ],
  [
    ['The Tools I Use Every Day', 'Her Gün Kullandığım Araçlar'],
    ['Guides', 'Rehberler'],
    'Wrench',
    [
      'A short, honest list: what I would buy again and what I would skip.',
      'Kısa ve dürüst bir liste: neyi yine alırdım, neyi atlardım.',
    ],
    [
      [
        'Most of what I use is cheap and simple. The few things worth paying for are the ones I touch every single day.',
        'Kullandıklarımın çoğu ucuz ve basit. Parasını vermeye değen birkaç şey, her gün elime aldıklarım.',
      ],
      [
        'Before you buy anything new, use what you have for a month. You will know exactly what is missing.',
        'Yeni bir şey almadan önce elinizdekini bir ay kullanın. Neyin eksik olduğunu tam olarak bileceksiniz.',
      ],
    ],
  ],
  [
    ['Staying Motivated When Progress Is Slow', 'İlerleme Yavaşken Motivasyonu Korumak'],
    ['Ideas', 'Fikirler'],
    'TrendingUp',
    [
      'Plateaus are normal. Here is how I get through them.',
      'Duraklama dönemleri normal. Ben böyle atlatıyorum.',
    ],
    [
      [
        'Measure effort, not only results. A streak of small sessions is something you control every day.',
        'Sadece sonuçları değil, emeği de ölçün. Küçük çalışmalardan oluşan bir seri, her gün kontrol edebildiğiniz bir şeydir.',
      ],
      [
        'When it still feels hard, change one thing: the time, the place or the people. Novelty is a powerful fuel.',
        'Yine de zor geliyorsa bir şeyi değiştirin: zamanı, yeri ya da insanları. Yenilik güçlü bir yakıttır.',
      ],
    ],
  ],
  [
    ['Questions Readers Ask Me Most', 'Okurların Bana En Çok Sorduğu Sorular'],
    ['Stories', 'Hikâyeler'],
    'MessageCircle',
    [
      'Answers to the questions that land in my inbox every week.',
      'Her hafta gelen kutuma düşen soruların cevapları.',
    ],
    [
      [
        'Yes, it is worth starting now. No, you are not too late. And yes, everyone feels lost at the beginning.',
        'Evet, şimdi başlamaya değer. Hayır, geç kalmadınız. Ve evet, başta herkes kaybolmuş hisseder.',
      ],
      [
        'Keep the questions coming. The best posts on this blog started as an email from a reader.',
        'Sormaya devam edin. Bu blogdaki en iyi yazılar bir okurdan gelen e-postayla başladı.',
      ],
    ],
  ],
];

const DAYS_AGO = [2, 6, 11, 19, 33, 47];

const PAGES: PageDef[] = [
  { id: 'main', path: '/', label: L.navHome },
  { id: 'about', path: '/about', label: L.navAbout },
];

/** Everything stays home; with 'pages' the author gets a page of their own. */
const SECTIONS: SectionDef[] = [
  { id: 'hero', label: L.heroLabel, page: 'main' },
  { id: 'featured', label: L.featuredLabel, page: 'main' },
  { id: 'posts', label: L.postsLabel, page: 'main' },
  { id: 'archive', label: L.archiveLabel, page: 'main' },
  { id: 'about', label: L.aboutLabel, page: 'about' },
  { id: 'newsletter', label: L.newsletterLabel, page: 'main' },
  { id: 'new-post', label: L.newPostLabel, page: 'main' },
];
const SECTION_IDS = SECTIONS.map((s) => s.id);

function slug(value: string, index: number): string {
  const s = value
    .toLowerCase()
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return s || `post-${index + 1}`;
}

/** "Ep 12", "Episode 3", "Épisode 3", "Bölüm 42", "Выпуск 5", "№7", "الحلقة 5": a number, not a title. */
const NUMBER_ONLY = /^(?:ep(?:isode|\.)?|épisode|episodio|bölüm|выпуск|серия|№|#|(?:ال)?حلق[ةه])\s*\d+$/iu;

/** A podcast's site: its posts are episodes, listened to, not read ("podcast", "подкаст", "بودكاست"). */
const PODCAST = /podcast|videocast|подкаст|بودكاست/iu;

/** The blog's text, or the podcast's where the site is one. */
function voiced(spec: AppSpec, blog: Localized, podcast: Localized): Localized {
  return PODCAST.test(spec.prompt) ? podcast : blog;
}

function content(spec: AppSpec) {
  const theme = matchTheme(spec, THEMES);
  const topic = mainTopic(spec);
  const lower = topic ? topic.toLocaleLowerCase(spec.language) : null;
  const withTopic = (value: string) =>
    value
      .replace(/\{T\}/g, topic ?? pick(spec, L.everydayLife))
      .replace(/\{t\}/g, lower ?? pick(spec, L.everydayLife2));
  const seeds = theme?.posts ?? GENERIC;
  const sentence = (value: string) =>
    withTopic(value).replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase(spec.language));
  const stock = seeds.map(([title, category, icon, excerpt, body], index) => {
    const paragraphs = [sentence(loc(spec, excerpt)), ...body.map((p) => sentence(loc(spec, p)))];
    const words = paragraphs.join(' ').split(/\s+/).length;
    return {
      id: slug(withTopic(title[0]), index),
      title: withTopic(loc(spec, title)),
      category: loc(spec, category),
      icon,
      excerpt: paragraphs[0] ?? '',
      body: paragraphs.slice(1),
      daysAgo: DAYS_AGO[index] ?? index * 7,
      minutes: Math.max(2, Math.round(words / 60)),
    };
  });
  const listed = listedItems(spec);
  const subject = theme ? loc(spec, theme.subject) : (lower ?? pick(spec, L.everydayLife2));
  const headline = PODCAST.test(spec.prompt)
    ? pick(spec, L.podcastHeadline)
    : theme
      ? loc(spec, theme.headline)
      : fill(pick(spec, L.notesAbout), { subject, Subject: topic ?? pick(spec, L.everydayLife) });
  const posts = listed.length > 0 ? listedPosts(spec, listed, stock, seeds, subject) : stock;
  return { posts, subject, headline };
}

type PostOut = {
  id: string;
  title: string;
  category: string;
  icon: PostIconName;
  excerpt: string;
  body: string[];
  daysAgo: number;
  /** Reading time; 0 for a draft the brief gave none for (the app then shows none). */
  minutes: number;
};

/**
 * The stock posts as content (Blueprint.defaultContent): their titles and excerpts. Listed back, each
 * finds its stock post again by title and keeps its body.
 */
function stockContent(spec: AppSpec): BriefContent {
  const { posts } = content({ ...spec, content: undefined });
  return seedContent(
    posts.map((post) => ({ name: post.title, detail: post.excerpt })),
    { itemsLabel: pick(spec, L.posts) },
  );
}

// ---------------------------------------------------------------------------------------------------
// What the brief listed (spec.content): its posts, their excerpts, its author and its description.

/** True when two titles differ only in case, accents and punctuation ("Why I Walk" and "why I walk!"). */
function sameTitle(a: string, b: string): boolean {
  const key = (title: string) =>
    fold(title)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return key(a) === key(b);
}

/** The author the brief named (its first person), if any. */
function listedAuthor(spec: AppSpec): string | undefined {
  return spec.content?.people[0]?.name.trim() || undefined;
}

/**
 * The brief's posts, in its order and with its titles, dated over recent days like the stock ones. A
 * title the stock blog also has keeps that post; any other is a draft: its excerpt is the brief's words
 * (or none) and its body says it is still to be written, so nothing is made up in the author's name.
 */
function listedPosts(
  spec: AppSpec,
  items: BriefItem[],
  stock: PostOut[],
  seeds: PostSeed[],
  subject: string,
): PostOut[] {
  const label = spec.content?.itemsLabel?.trim();
  // A podcast's episodes are filed under what the brief called them ("Episodes", "Выпуски").
  const category = upperFirst(
    spec,
    (PODCAST.test(spec.prompt) ? label : undefined) || subject || label || pick(spec, L.posts),
  );
  const draft = pick(spec, voiced(spec, L.draftWriteThisPost, L.podcastDraft));
  const icons = seeds.map((seed) => seed[2]);
  const used = new Set<string>();
  const slugs = new Set<string>();
  return items.map((item, index) => {
    // "Bölüm 42 – Kadıköy'de Kafe Açmak": an episode's number alone is no title; its words follow.
    const numbered = NUMBER_ONLY.test(item.name.trim()) && item.detail?.trim();
    const title = numbered ? `${item.name.trim()} – ${item.detail!.trim()}` : item.name.trim();
    const detail = numbered ? undefined : item.detail?.trim();
    const minutes =
      item.minutes !== undefined && Number.isFinite(item.minutes) && item.minutes > 0
        ? Math.round(item.minutes)
        : undefined;
    const same = stock.find((post) => !used.has(post.id) && sameTitle(post.title, title));
    if (same) used.add(same.id);
    let id = same && !slugs.has(same.id) ? same.id : slug(title, index);
    for (let n = 2; slugs.has(id); n += 1) id = `${slug(title, index)}-${n}`;
    slugs.add(id);
    const daysAgo = DAYS_AGO[index] ?? index * 7;
    if (same)
      return {
        ...same,
        id,
        title,
        excerpt: detail ? asSentence(spec, detail) : same.excerpt,
        daysAgo,
        minutes: minutes ?? same.minutes,
      };
    return {
      id,
      title,
      category,
      icon: icons[index % icons.length] ?? 'PenLine',
      excerpt: detail ? asSentence(spec, detail) : '',
      body: [draft],
      daysAgo,
      minutes: minutes ?? 0,
    };
  });
}

/** The texts BlogApp shows that come straight from the table below. */
const BLOG_TEXT_KEYS = [
  'heroEyebrow',
  'heroTitle',
  'heroSubtitle',
  'heroCta',
  'searchLabel',
  'categoryLabel',
  'all',
  'savedOnly',
  'shownCount',
  'noPosts',
  'noPostsHint',
  'noSaved',
  'noSavedHint',
  'readPost',
  'save',
  'minutes',
  'keepReading',
  'close',
  'aboutPosts',
  'newsletterText',
  'fieldEmail',
  'subscribe',
  'errEmail',
  'subscribed',
  'unsubscribe',
  'newPostIntro',
  'fieldTitle',
  'fieldCategory',
  'fieldBody',
  'bodyHint',
  'publish',
  'errTitle',
  'errBody',
  'published',
  'yourPost',
  'deletePost',
] as const satisfies readonly (keyof BlogTexts)[];

function texts(spec: AppSpec, headline: string): Record<string, string> {
  const t = (value: Localized) => pick(spec, value);
  // A podcast with no host named is its own: no stock author is made up for it.
  const podcast = PODCAST.test(spec.prompt);
  // A podcast's hosts are all named ("Ира & Костя").
  const hosts = podcast ? (spec.content?.people ?? []).map((person) => person.name.trim()).slice(0, 3) : [];
  const name =
    hosts.length > 1 ? hosts.join(' & ') : (listedAuthor(spec) ?? (podcast ? spec.name : t(L.stockAuthor)));
  const heroTitle = text(spec, 'hero.title', same(headline));
  const heroSubtitle = text(spec, 'hero.subtitle', heroSubtitleOf(spec, L.storiesNotesAndIdeas));
  return {
    // The frame: the home page's title (its heading when there is no intro), the pages and sections.
    title: heroTitle,
    subtitle: heroSubtitle,
    page_main: t(L.navHome),
    page_about: t(L.navAbout),
    heroEyebrow:
      podcast && !listedAuthor(spec) ? name : fill(t(voiced(spec, L.byAuthor, L.podcastByAuthor)), { name }),
    heroTitle,
    heroSubtitle,
    heroCta: text(spec, 'cta.button', voiced(spec, L.ctaButton, L.podcastCta)),
    featuredTitle: text(spec, 'featured.title', L.featuredTitle),
    postsTitle: text(spec, 'posts.title', voiced(spec, L.postsTitle, L.podcastPostsTitle)),
    searchLabel: t(voiced(spec, L.searchLabel, L.podcastSearch)),
    categoryLabel: t(L.categoryLabel),
    all: t(L.all),
    savedOnly: t(L.savedOnly),
    shownCount: t(voiced(spec, L.shownCount, L.podcastShown)),
    noPosts: t(L.noPosts),
    noPostsHint: t(L.noPostsHint),
    noSaved: t(L.noSaved),
    noSavedHint: t(L.noSavedHint),
    readPost: t(voiced(spec, L.readPost, L.podcastPlay)),
    save: t(L.save),
    minutes: t(voiced(spec, L.minutes, L.podcastMinutes)),
    keepReading: t(L.keepReading),
    close: t(L.close),
    archiveTitle: text(spec, 'archive.title', L.archiveTitle),
    aboutTitle: text(spec, 'about.title', L.aboutTitle),
    aboutPosts: t(L.aboutPosts),
    newsletterTitle: text(
      spec,
      'newsletter.title',
      voiced(spec, L.newsletterTitle, L.podcastNewsletterTitle),
    ),
    newsletterText: t(L.newsletterText),
    fieldEmail: t(L.fieldEmail),
    subscribe: t(L.subscribe),
    errEmail: t(L.errEmail),
    subscribed: t(L.subscribed),
    unsubscribe: t(L.unsubscribe),
    newPostTitle: text(spec, 'new-post.title', L.newPostTitle),
    newPostIntro: t(L.newPostIntro),
    fieldTitle: t(L.fieldTitle),
    fieldCategory: t(L.fieldCategory),
    fieldBody: t(L.fieldBody),
    bodyHint: t(L.bodyHint),
    publish: t(L.publish),
    errTitle: t(L.errTitle),
    errBody: t(L.errBody),
    published: t(L.published),
    yourPost: t(L.yourPost),
    deletePost: t(L.deletePost),
  };
}

/** The author the blog names: the brief's first person, else the stock author, with a few words. */
function author(spec: AppSpec, subject: string): BlogSchema['author'] {
  const listed = listedAuthor(spec);
  const name = listed ?? pick(spec, L.stockAuthor);
  const first = name.split(/\s+/)[0] ?? name;
  return {
    name,
    initials: initials(name),
    about: fill(pick(spec, listed ? L.aboutAuthor : L.aboutStockAuthor), { first, subject }),
  };
}

/** "Maria Lopez" -> "ML", "Ayşe" -> "A". */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .filter((w): w is string => w !== undefined)
    .map((w) => w.charAt(0).toLocaleUpperCase());
  return letters.join('') || '✎';
}

/**
 * The schema BlogApp (packages/app-kit) renders: the spec's sections (the posts alone when none it
 * knows is left), the features it follows, the author, the posts and the texts.
 */
export function blogSchema(spec: AppSpec): BlogSchema {
  const { posts, subject, headline } = content(spec);
  let ids = orderedSections(spec, SECTION_IDS);
  if (ids.length === 0) ids = ['posts'];
  // With 'pages', a home page left without a section of its own puts everything on one page.
  const home = ids.some((id) => SECTIONS.find((s) => s.id === id)?.page === 'main');
  const shown: AppSpec = {
    ...spec,
    sections: ids,
    features: home ? spec.features : spec.features.filter((f) => f !== 'pages'),
  };
  const table = texts(spec, headline);
  const { frame, sections } = composedFrame(shown, { pages: PAGES, sections: SECTIONS, texts: table });
  const { dataHint: _dataHint, noData: _noData, ...blogTexts } = composedTexts(spec, table, BLOG_TEXT_KEYS);
  return {
    frame,
    sections: sections as SectionSlot<BlogSectionId>[],
    features: { search: has(spec, 'search'), filters: has(spec, 'filters') },
    author: author(spec, subject),
    posts: posts satisfies BlogPost[],
    texts: blogTexts,
  };
}

function render(spec: AppSpec): Record<string, string> {
  return composedAppFiles({
    component: 'BlogApp',
    module: 'blog-app',
    type: 'BlogSchema',
    lib: 'blog',
    schema: blogSchema(spec),
  });
}

export const blueprint: Blueprint = {
  kind: 'blog',
  label: L.aBlog,
  defaultName: L.defaultName,
  sections: SECTIONS.map(({ id, label }) => ({ id, label })),
  defaultSections: ['hero', 'featured', 'posts', 'about', 'newsletter'],
  defaultFeatures: ['search', 'filters', 'forms', 'persistence', 'pages'],
  defaultTheme: { primary: '#b45309', accent: '#0d9488', font: 'serif', radius: 'md' },
  defaultContent: stockContent,
  render,
};
