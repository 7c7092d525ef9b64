import type { ContentBlock, ContentTranslation } from '../types';

const content = {
  comingSoon: 'Çok Yakında',
  readMore: 'Devamını Oku',
  readTime: '{{minutes}} dk okuma',
  lastUpdated: 'Son güncelleme: <0>{{date}}</0>',
  tags: 'Etiketler',
  opensInNewTab: '(yeni sekmede açılır)',
  share: {
    button: 'Paylaş',
    menuLabel: 'Bu sayfayı paylaş',
    on: '{{network}} üzerinde paylaş',
    copy: 'Bağlantıyı kopyala',
    copied: 'Bağlantı panoya kopyalandı',
    copyFailed: 'Bağlantı kopyalanamadı. Adres çubuğundan kopyalayabilirsiniz.',
    popupBlocked:
      'Tarayıcınız paylaşım penceresini engelledi. Bu site için açılır pencerelere izin verip tekrar deneyin.',
    failed: 'Bu sayfa paylaşılamadı.',
  },
  blog: {
    eyebrow: 'Blog',
    title: 'Atelier ekibinden notlar',
    subtitle:
      'Eğitimler, ürün güncellemeleri ve açık bir şekilde yapay zekâ geliştirme platformu kurarken öğrendiklerimiz.',
    comingSoonBody: 'Blog sayfası çok yakında kullanıma açılacak. Takipte kalın!',
    backToBlog: "Blog'a Dön",
    related: 'İlgili yazılar',
    postsLabel: 'Yazılar',
    tagNames: {
      aiDevelopment: 'Yapay Zekâ ile Geliştirme',
      productivity: 'Verimlilik',
      tutorial: 'Eğitim',
    },
    categories: {
      tutorials: 'Eğitimler',
      updates: 'Güncellemeler',
    },
    posts: {
      '1': {
        title: "Fikirden ürüne: Atelier'deki ilk uygulamanız",
        excerpt:
          'Atelier ile geçen bir akşam: sade bir dille anlatılan bir fikir, canlı önizlemede ilk sürüm ve onu bir müşteriye gösterilebilir hâle getiren küçük takip mesajları.',
        body: [
          {
            type: 'paragraph',
            content:
              'Atelier, kendi sunucunuzda çalıştırabileceğiniz bir yapay zekâ geliştirme platformudur. İstediğiniz ürünü sohbette anlatırsınız, bir ajan projeyi yazar ve çalışan uygulamanın canlı önizlemesi konuşmanın hemen yanında açılır. Bu yazı, boş bir istem kutusundan paylaşmaya değer bir sürüme uzanan ilk projeyi adım adım izliyor.',
          },
          { type: 'heading', level: 2, content: 'Teknolojiyle değil, sonuçla başlayın' },
          {
            type: 'paragraph',
            content:
              '"Kitap kaydedebildiğim, bitirdiklerimi işaretleyebildiğim ve bu yıl kaç kitap okuduğumu görebildiğim bir okuma listesi" gibi bir ilk mesaj, ajana net bir hedef verir. Bir çatı ya da veritabanı adı vermeniz gerekmez: ajan makul varsayılanlar seçer ve neyi seçtiğini size söyler.',
          },
          {
            type: 'list',
            content: [
              'Uygulamanın kimin için olduğunu ve iyi yapması gereken tek işi söyleyin.',
              'Beklediğiniz üç dört ekranı ya da eylemi sıralayın.',
              'İstediğiniz görünümü belirtin: sade ve sakin, eğlenceli, koyu, marka renkleri.',
              'Varsa bir eskiz, ekran görüntüsü ya da şartname ekleyin: her biri 10 MB olmak üzere en fazla 5 dosya.',
            ],
          },
          { type: 'heading', level: 2, content: 'İlk derlemeyi izleyin' },
          {
            type: 'paragraph',
            content:
              "Göndermek için Enter'a basın (Shift+Enter yeni satır ekler). Proje yazılıp derlenirken ve başlatılırken ajan sohbette yanıt verir. Önizleme hazır olduğunda sağ tarafta açılır: bir resim değil, tıklayıp gezebileceğiniz gerçek bir uygulama. Düzenin küçük bir telefonda da bozulmadığını görmek için masaüstü, tablet ve mobil genişlikleri arasında geçiş yapın.",
          },
          { type: 'heading', level: 2, content: 'Küçük adımlarla ilerleyin' },
          {
            type: 'paragraph',
            content:
              'İlk derlemeyi bir taslak olarak görün. Her seferinde tek bir değişiklik isteyin: "bitmiş kitapları katlanabilir yap", "ilerleme çubuklu bir yıllık hedef ekle", "başlıklarda tırnaklı bir yazı tipi kullan". Küçük istekler her derlemeyi hızlı tutar ve hangi mesajın hangi değişikliğe yol açtığını açıkça gösterir. Bir şey bozulursa önizlemede gördüğünüzü anlatın; ajan kendi derleme çıktısını okur ve düzeltir.',
          },
          { type: 'heading', level: 3, content: 'Neyi kastettiğinizi gösterin' },
          {
            type: 'paragraph',
            content:
              'Bir proje oluştuktan sonra önizlemede bir öğe seçip bir sonraki mesajınızda ona atıfta bulunabilirsiniz. Ajan hangi düğmeyi seçtiğinizi tam olarak bildiğinde "bu düğmeyi büyüt" isteğini yerine getirmek çok daha kolaydır.',
          },
          { type: 'heading', level: 2, content: 'Yaptığınız sizde kalsın' },
          {
            type: 'paragraph',
            content:
              "Her proje kendi Atelier'inizde yaşar: kaynak dosyaları, derlemeleri ve konuşma geçmişiyle. Ürünler listenizden adını değiştirin, etkin ya da pasif olarak işaretleyin ve devam etmek istediğinizde aynı konuşmaya geri dönün. Atelier kendi sunucunuzda barındırılabildiği için kodun sunucularınızdan çıkması gerekmez.",
          },
          {
            type: 'paragraph',
            content:
              'Döngünün tamamı bu: anlat, izle, iyileştir. İlk uygulamanız genellikle bir akşam sürer; ikincisi çok daha kısa sürer, çünkü ajanla nasıl konuşacağınızı artık bilirsiniz.',
          },
        ] satisfies ContentBlock[],
      },
      '2': {
        title: 'Yenilikler: canlı önizleme, öğe seçimi ve kendi ajanlarınız',
        excerpt:
          "Önizleme artık bir derleme biter bitmez güncelleniyor, konuşmak istediğiniz herhangi bir öğeyi gösterebiliyorsunuz ve ekipler kendi ajanlarını kuyruk üzerinden Atelier'e bağlayabiliyor.",
        body: [
          {
            type: 'paragraph',
            content:
              'Bu sürüm, gördüğünüz ile istediğiniz arasındaki mesafeyi kısaltmakla ilgili. Nelerin değiştiğini ve nasıl kullanacağınızı aşağıda bulabilirsiniz.',
          },
          { type: 'heading', level: 2, content: 'Daha hızlı canlı önizleme' },
          {
            type: 'paragraph',
            content:
              'Önizleme paneli artık projenizin her derlemesini anında takip ediyor. Ajanın beklediğini, derlemenin yüklendiğini ve önizlemenin hazır olduğunu gösterir; böylece en son sürüme bakıp bakmadığınızı her zaman bilirsiniz. Cihaz ön ayarları aynı ekranı 360 ile 402 piksel arasındaki telefon genişliklerinde, bir tablet çerçevesinde ya da tam masaüstü genişliğinde kontrol etmenizi sağlar.',
          },
          { type: 'heading', level: 2, content: 'Öğe seçimi' },
          {
            type: 'paragraph',
            content:
              'Sohbet girişinden öğe seçimini açın, önizlemenin herhangi bir yerine tıklayın; seçtiğiniz öğe bir sonraki mesajınıza eklenir. Ajan sözlerinizle birlikte hangi öğeyi kastettiğinizi de alır; böylece "bu kartları hizala" ya da "bu başlık fazla bağırıyor" gibi istekler ilk seferde doğru yere ulaşır.',
          },
          { type: 'heading', level: 2, content: 'Kendi ajanınızı getirin' },
          {
            type: 'paragraph',
            content:
              'Atelier, API anahtarı ve ağ erişimi olmadan tamamen çevrimdışı çalışan yerleşik bir ajanla gelir; yeni bir kurulum kendi başına uygulama üretebilir. Güvendikleri bir ajanı olan ekipler artık onu bağlayabilir. Her mesaj bir kuyrukta işe dönüşür; ajanınız o kuyruğu dinler, işi yapar ve yanıtını ile proje dosyalarını geri gönderir.',
          },
          {
            type: 'list',
            content: [
              "Ayarlar'ı, ardından Geliştirici sekmesini açın.",
              'Ajanınızın dinlediği kuyruk adını girin (varsayılan ai_processing_queue).',
              'Bir mesaj gönderin: ajanınıza yönlendirilir ve ajan dosyaları teslim ettiğinde önizleme güncellenir.',
            ],
          },
          { type: 'heading', level: 3, content: 'İşe uygun düzeni seçmek' },
          {
            type: 'paragraph',
            content:
              'Çalışma alanının görünüm modları sohbete ya da projeye odaklanmanızı, ikisini dengede tutmanızı veya ekranı bire bir bölmenizi sağlar. Küçük ekranlarda iki sekmeli bir anahtar sohbet ile önizleme arasında geçiş yapar.',
          },
          {
            type: 'paragraph',
            content:
              'Bunların hepsi bugün, Free dahil her planda kullanılabilir. Neler ürettiğinizi bize anlatın: iletişim sayfası doğrudan ekibe ulaşır.',
          },
        ] satisfies ContentBlock[],
      },
    },
  },
  learn: {
    eyebrow: 'Öğren',
    title: 'Öğren ve Geliş',
    subtitle:
      'İlk isteminizden ekip çalışmasına kadar, Atelier ile gerçek ürünler geliştirmek için rehberler ve eğitimler.',
    latest: 'Son Makaleler',
    comingSoonBody: 'Öğren sayfası çok yakında kullanıma açılacak. Takipte kalın!',
    backToLearn: "Öğren'e Dön",
    related: 'İlgili makaleler',
    notFoundTitle: 'Makale Bulunamadı',
    notFoundBody: 'Aradığınız makale mevcut değil.',
    categories: {
      Guide: 'Rehber',
      Tutorial: 'Eğitim',
      Teamwork: 'Ekip Çalışması',
      Optimization: 'Optimizasyon',
    },
    articles: {
      '1': {
        title: 'Ajanın üzerine inşa edebileceği istemler yazmak',
        excerpt:
          'Bir isteği çalışan bir uygulamaya dönüştürmeyi kolaylaştıran şey ve size bir düzeltme turu kazandıran alışkanlıklar.',
        tags: ['İstemler', 'Başlangıç', 'İyi uygulamalar'],
        body: [
          {
            type: 'paragraph',
            content:
              "Atelier'deki ajan mesajınızı düşünceli yeni bir çalışma arkadaşı gibi okur: yazdığınızı olduğu gibi alır ve boşlukları makul varsayılanlarla doldurur. İyi istemler uzun değildir; sizin için önemli olan konularda belirgindir.",
          },
          { type: 'heading', level: 2, content: 'İnsanları ve görevleri anlatın' },
          {
            type: 'paragraph',
            content:
              'Uygulamayı kimin kullandığından ve ne için geldiğinden başlayın. "Misafirler bir tarih, saat ve kişi sayısı için masa ayırtır; personel günün rezervasyonlarını görür" ifadesi ajana "bir restoran uygulaması"ndan çok daha fazlasını anlatır.',
          },
          { type: 'heading', level: 2, content: 'Kısıtları adlandırın' },
          {
            type: 'list',
            content: [
              'Veri: her öğenin hangi alanları olduğu ve hangilerinin zorunlu olduğu.',
              'Kurallar: sınırlar, çalışma saatleri, fiyatlar, kimin neyi görebileceği.',
              'Görünüm: bir örnek site, bir renk paleti ya da üç kelimeyle bir hava.',
              'Platform: web uygulaması, mobil uygulama ya da her ikisi.',
            ],
          },
          { type: 'heading', level: 2, content: 'Her mesajda tek değişiklik' },
          {
            type: 'paragraph',
            content:
              'İlk derlemeden sonra her seferinde tek bir iyileştirme isteyin. Bu, her derlemeyi kısa ve geçmişi okunaklı tutar; işlerin istediğiniz gibi gittiği mesaja geri dönmek de kolaylaşır.',
          },
          { type: 'heading', level: 3, content: 'Sonuç kastettiğiniz gibi olmadığında' },
          {
            type: 'paragraph',
            content:
              'İsteği tekrarlamak yerine farkı anlatın: "liste tüm rezervasyonları gösteriyor, ben yalnızca bugünküleri istiyorum" demek, ilk istemi yeniden göndermekten daha iyi sonuç verir. Hangi kısmı kastettiğinizden şüphe kalmaması için öğeyi önizlemede seçin.',
          },
        ] satisfies ContentBlock[],
      },
      '2': {
        title: 'Bir yoga stüdyosu için adım adım rezervasyon sitesi',
        excerpt:
          'Eksiksiz bir anlatım: ilk tanımdan ders programına, rezervasyon formuna ve mobil düzene, beş mesajda.',
        tags: ['Eğitim', 'Web uygulaması', 'Canlı önizleme'],
        body: [
          {
            type: 'paragraph',
            content:
              "Bu eğitimde bir yoga stüdyosu için küçük ama eksiksiz bir site kuruyoruz: ders programı, rezervasyon formu ve eğitmenleri tanıtan bir sayfa. Her adım, Atelier'e kopyalayabileceğiniz tek bir mesaj.",
          },
          { type: 'heading', level: 2, content: 'Adım 1: ilk tanım' },
          {
            type: 'paragraph',
            content:
              '"Durgun Su adlı bir yoga stüdyosu için web sitesi. Haftanın ders programını gösteren bir ana sayfa, bir derse rezervasyon formu (ad, e-posta, ders, kişi sayısı) ve üç eğitmeni tanıtan bir sayfa. Sakin, açık renkler, bol boşluk." Gönderin ve önizlemenin açılışını izleyin.',
          },
          { type: 'heading', level: 2, content: 'Adım 2: programı kullanışlı hâle getirin' },
          {
            type: 'paragraph',
            content:
              'Şunu isteyin: "Programı günlere göre grupla, her dersin seviyesini ve kalan yer sayısını göster." Ajan veri modelini ve düzeni birlikte günceller.',
          },
          { type: 'heading', level: 2, content: 'Adım 3: formu doğrulayın' },
          {
            type: 'paragraph',
            content:
              'Şunu isteyin: "Rezervasyon formu kalan yerden fazlasını kabul etmesin ve rezervasyonu ekranda onaylasın." Önizlemede deneyin: formu doldurun, fazla yer ayırtmayı deneyin ve mesajı okuyun.',
          },
          { type: 'heading', level: 2, content: 'Adım 4: telefonda kontrol edin' },
          {
            type: 'paragraph',
            content:
              'Önizlemeyi bir mobil cihaza geçirin. Program sıkışık görünüyorsa şunu isteyin: "Telefonlarda üstte bir gün seçiciyle her seferinde tek bir gün göster."',
          },
          { type: 'heading', level: 2, content: 'Adım 5: son rötuşlar' },
          {
            type: 'list',
            content: [
              'Stüdyonun adresini ve çalışma saatlerini alt bilgiye ekleyin.',
              'Vurgu rengi olarak yumuşak bir yeşil kullanın.',
              'Her eğitmen için adı ve uzmanlık alanıyla birlikte bir fotoğraf alanı ekleyin.',
            ],
          },
          {
            type: 'paragraph',
            content:
              'Beş mesaj sonra gerçek bir stüdyonun kullanabileceği bir siteniz olur. Aynı ritim her ürün için işe yarar: net bir ilk tanım, ardından önizlemede kontrol edilen tek tek iyileştirmeler.',
          },
        ] satisfies ContentBlock[],
      },
      '3': {
        title: 'Ekibinizle geliştirmek: tek ürün, birçok el',
        excerpt:
          'Ekipler işi konuşmalara nasıl böler, ortak bir dil nasıl korur ve ajanın ürettiğini yayına almadan önce nasıl gözden geçirir.',
        tags: ['Ekip çalışması', 'İş akışı', 'İncelemeler'],
        body: [
          {
            type: 'paragraph',
            content:
              'Atelier, fikri olan tek bir kişi için iyi çalışır ve herkes birkaç alışkanlıkta anlaştığında bir ekibe de ölçeklenir. En iyi işleyenler şunlar.',
          },
          { type: 'heading', level: 2, content: 'Her alan için bir konuşma' },
          {
            type: 'paragraph',
            content:
              'Ürünün her bölümü için ayrı bir konuşma tutun: kayıt akışı, faturalama ya da yönetim ekranları gibi. Her geçmiş odaklı kalır ve sonradan katılan herkes o alanın nasıl oluştuğunu okuyabilir.',
          },
          { type: 'heading', level: 2, content: 'Kelimelerde anlaşın' },
          {
            type: 'paragraph',
            content:
              'Şeylerin adını erkenden belirleyin: "müşteri" mi, "alıcı" mı, "üye" mi? Sözlüğü her konuşmanın ilk mesajına koyun; böylece ajan ve çalışma arkadaşlarınız aynı terimleri kullanır.',
          },
          { type: 'heading', level: 2, content: 'Güvenmeden önce gözden geçirin' },
          {
            type: 'list',
            content: [
              'Her önemli değişiklikten sonra önizlemeyi masaüstünde ve mobilde gezin.',
              'Ajanın neyi değiştirdiğine dair özetini okuyun ve beklenmedik her şeyi sorun.',
              'Kimin hangi veriyi görebileceği gibi hassas kuralları yazılı tutun ve bir insana kontrol ettirin.',
            ],
          },
          { type: 'heading', level: 3, content: 'Kendi ajanınız, kendi kurallarınız' },
          {
            type: 'paragraph',
            content:
              'Kendi kuralları olan ekipler, Geliştirici ayarlarındaki kuyruk üzerinden kendi ajanlarını bağlayabilir; böylece her derleme aynı ev stilini izler.',
          },
        ] satisfies ContentBlock[],
      },
      '4': {
        title: 'Daha hızlı döngüler: küçük değişiklikler, hızlı önizlemeler',
        excerpt:
          'Küçük isteklerin neden daha hızlı derlendiği, projelerin nasıl yalın tutulacağı ve bir önizleme her zamankinden uzun sürdüğünde ne yapılacağı.',
        tags: ['Performans', 'İş akışı', 'İpuçları'],
        body: [
          {
            type: 'paragraph',
            content:
              'Bir mesaj gönderip sonucu görmeniz arasındaki süre, bir saatte ne kadar şey deneyebileceğinizi belirler. Birkaç alışkanlık bu döngüyü kısa tutar.',
          },
          { type: 'heading', level: 2, content: 'Daha azını, daha sık isteyin' },
          {
            type: 'paragraph',
            content:
              'Tek bir ekrana dokunan bir istek, beş ekranı yeniden düzenleyen bir istekten daha hızlı derlenir. Değerlendirmesi de daha kolaydır: önizlemede tam olarak neye bakacağınızı bilirsiniz.',
          },
          { type: 'heading', level: 2, content: 'Projeyi yalın tutun' },
          {
            type: 'list',
            content: [
              'Artık kullanmadığınız ekranları ve bileşenleri kaldırın: temizlemesini ajandan isteyin.',
              'Her küçük ihtiyaç için bir kitaplık yerine iyi seçilmiş birkaç kitaplığı tercih edin.',
              'Büyük görselleri eklemeden önce sıkıştırın; her dosya en fazla 10 MB olabilir.',
            ],
          },
          { type: 'heading', level: 2, content: 'Bir yanıt uzun sürdüğünde' },
          {
            type: 'paragraph',
            content:
              'Karmaşık istekler ajanın birkaç dakikasını alabilir. Konuşma, ajanın hâlâ çalıştığını gösterir; gezinmeye devam edip sonra dönebilirsiniz. Bir yanıt alışılmadık derecede uzun sürerse, ajanın aynı işi iki kez yapmaması için isteği yeniden göndermeden önce birkaç dakika sonra tekrar bakın.',
          },
          { type: 'heading', level: 3, content: 'Doğru görünümü kullanın' },
          {
            type: 'paragraph',
            content:
              'İnceleme yaparken proje görünümüne, plan yaparken sohbete odaklanın. Görünüm modları arasında geçiş yapmanın bir bedeli yoktur ve dikkatinizi her seferinde tek bir şeyde tutar.',
          },
        ] satisfies ContentBlock[],
      },
    },
  },
  pages: {
    navLabel: 'Şirket ve yasal',
    onThisPage: 'Bu sayfada',
  },
} satisfies ContentTranslation;

export default content;
