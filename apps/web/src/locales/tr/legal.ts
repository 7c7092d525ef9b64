import type { ContentBlock, LegalTranslation } from '../types';

const legal = {
  about: {
    title: 'Atelier Hakkında',
    description:
      'Kendi sunucunuzda barındırabileceğiniz yapay zekâ uygulama oluşturucu: ürünü sohbette anlatın, yanınızda çalışırken izleyin.',
    sections: [
      {
        type: 'paragraph',
        content:
          'Atelier, kendi sunucunuzda barındırabileceğiniz bir yapay zekâ uygulama oluşturucudur. Bir web ya da mobil ürünü sade bir dille anlatırsınız, bir yapay zekâ ajanı onu kaynak dosyaları ve derlemesiyle gerçek bir projeye dönüştürür ve çalışan uygulamanın canlı önizlemesi sohbetin yanında açılır.',
      },
      { type: 'heading', level: 2, content: 'Kimler için' },
      {
        type: 'paragraph',
        content:
          'Bir fikri sınayan girişimciler, üreterek öğrenen içerik üreticileri ve öğrenciler, hızlı bir ilk sürüm isteyen geliştiriciler, bir iç araca ihtiyaç duyan işletme sahipleri ve tüm bunları kendi altyapısında isteyen ekipler için.',
      },
      { type: 'heading', level: 2, content: 'Nasıl çalışır' },
      {
        type: 'list',
        content: [
          'Solda sohbet: ne istediğinizi anlatın, eskiz ya da belge ekleyin, takip mesajlarıyla iyileştirin.',
          'Sağda canlı önizleme: uygulamanın kendisi, masaüstü, tablet ya da telefon genişliğinde.',
          'Projeleriniz: her konuşma projesini, dosyalarını ve geçmişini saklar, devam etmeye hazır.',
        ],
      },
      { type: 'heading', level: 2, content: 'Ajanlar' },
      {
        type: 'paragraph',
        content:
          'Atelier, tamamen çevrimdışı çalışan yerleşik bir ajanla gelir: API anahtarı da ağ erişimi de gerekmez, böylece yeni bir kurulum ilk dakikadan uygulama üretir. Onu OpenAI uyumlu herhangi bir modele yönlendirebilir ya da kendi ajanınızı getirebilirsiniz: her mesaj bir kuyrukta iştir ve o kuyruğu dinleyen her süreç yanıt verebilir.',
      },
      { type: 'heading', level: 3, content: 'Kendi sunucunuzda, tasarım gereği' },
      {
        type: 'paragraph',
        content:
          'İstemleriniz, dosyalarınız ve projeleriniz seçtiğiniz sunucularda kalır. Aynı ürün tek kişi için bir dizüstü bilgisayarda ya da bütün bir şirket için bir kümede çalışır.',
      },
      { type: 'heading', level: 2, content: 'Planlar' },
      {
        type: 'paragraph',
        content:
          "Atelier dört plan sunar: Free, Pro, Teams ve Enterprise. Free plan günde en fazla 5 mesaj içerir; Pro aylık 29 USD'den başlar ve yıllık abonelik %10 tasarruf sağlar.",
      },
      { type: 'link', content: 'Hizmet Koşullarını okuyun', href: '/terms' },
      { type: 'link', content: 'Gizlilik Politikasını okuyun', href: '/page/privacy' },
    ] satisfies ContentBlock[],
  },
  terms: {
    title: 'Hizmet Koşulları',
    description: 'Barındırılan hizmeti kullandığınızda sizinle Atelier arasındaki sözleşme.',
    sections: [
      { type: 'date', content: '2026-11-01' },
      {
        type: 'paragraph',
        content:
          "Bu koşullar, web sitesi, uygulamaları ve ajanları dahil olmak üzere yapay zekâ uygulama oluşturucu Atelier'i kullanımınızı düzenler. Bir hesap oluşturarak ya da hizmeti kullanarak bu koşulları kabul etmiş olursunuz.",
      },
      { type: 'heading', level: 2, content: '1. Uygunluk ve hesaplar' },
      {
        type: 'paragraph',
        content:
          "Atelier'i kullanmak için en az 18 yaşında olmalısınız. Hesabınızdan ve parolanızı güvende tutmaktan siz sorumlusunuz. Yeni hesapların konuşma oluşturabilmesi için ekibimizin onayı gerekebilir.",
      },
      { type: 'heading', level: 2, content: '2. Planlar ve fiyatlandırma' },
      {
        type: 'list',
        content: [
          'Free: günde en fazla 5 mesaj.',
          "Pro: her gün üreten bireyler için aylık 29 USD'den başlayan fiyatlarla.",
          'Teams: gruplar için ortak çalışma, üye başına faturalandırılır.',
          'Enterprise: satış ekibimizle belirlenen özel koşullar, sınırlar ve destek.',
        ],
      },
      {
        type: 'paragraph',
        content:
          'Planlar aylık olarak faturalandırılır. Yıllık abonelik, aylık fiyat üzerinden %10 indirimle sunulur.',
      },
      { type: 'heading', level: 2, content: '3. Ödemeler, iptal ve iadeler' },
      {
        type: 'list',
        content: [
          'Tüm fiyatlar ve ödemeler ABD doları (USD) cinsindendir.',
          'Planda kullanılmayan süre dahil olmak üzere satın alımlar iade edilmez.',
          'İstediğiniz zaman iptal edebilirsiniz; iptal, ödenmiş mevcut dönemin sonunda geçerli olur ve o zamana kadar erişiminiz sürer.',
        ],
      },
      { type: 'heading', level: 3, content: 'Krediler' },
      {
        type: 'list',
        content: [
          'Kullanılmayan krediler bir sonraki fatura dönemine devreder.',
          'Krediler verildikleri tarihten 12 ay sonra sona erer.',
          'Krediler devredilemez ve iade edilemez.',
        ],
      },
      { type: 'heading', level: 2, content: '4. İçeriğiniz' },
      {
        type: 'paragraph',
        content:
          'Oluşturduğunuz istemler, dosyalar ve projeler size aittir. Hizmeti sizin için çalıştırmak amacıyla bunları saklamamız, işlememiz ve göstermemiz için gereken izni bize verirsiniz. Hesabınız sona erdiğinde müşteri verilerinizi 30 gün içinde aktif sistemlerimizden, 90 gün içinde yedeklerimizden sileriz.',
      },
      { type: 'heading', level: 2, content: '5. Kabul edilebilir kullanım' },
      {
        type: 'list',
        content: [
          'Yasa dışı, yanıltıcı ya da başkalarına zarar veren hiçbir şey oluşturmayın veya barındırmayın.',
          'Hizmeti bozmaya, aşırı yüklemeye ya da sınırlarını aşmaya çalışmayın.',
          'Hizmeti, fikri mülkiyet ve gizlilik dahil başkalarının haklarını ihlal etmek için kullanmayın.',
        ],
      },
      { type: 'heading', level: 2, content: '6. Sorumluluğun sınırlandırılması' },
      {
        type: 'paragraph',
        content:
          'Yasanın izin verdiği ölçüde, hizmetle ilgili herhangi bir talep için toplam sorumluluğumuz, talebin doğduğu tarihten önceki 12 ay içinde bize ödediğiniz tutarla sınırlıdır.',
      },
      { type: 'heading', level: 2, content: '7. Uyuşmazlıklar ve uygulanacak hukuk' },
      {
        type: 'paragraph',
        content:
          'Bir uyuşmazlık çıkarsa önce 30 gün boyunca gayriresmî müzakere yoluyla çözmeye çalışırız. Çözülemezse bağlayıcı tahkim yoluyla karara bağlanır. Bu koşullar ABD Delaware Eyaleti yasalarına tabidir.',
      },
      { type: 'heading', level: 2, content: '8. Bu koşullardaki değişiklikler' },
      {
        type: 'paragraph',
        content:
          "Önemli değişiklikler yürürlüğe girmeden en az 30 gün önce sizi bilgilendiririz. O tarihten sonra Atelier'i kullanmaya devam etmeniz güncellenmiş koşulları kabul ettiğiniz anlamına gelir.",
      },
      { type: 'heading', level: 2, content: '9. Destek' },
      {
        type: 'paragraph',
        content: 'Bize iletişim sayfasından yazın. Şu sürelerde yanıt vermeyi hedefliyoruz:',
      },
      {
        type: 'list',
        content: [
          'E-posta desteği: 24 saat içinde.',
          'Satış talepleri: 4 saat içinde.',
          'Teknik sorunlar: 12 saat içinde.',
          'Genel sorular: 48 saat içinde.',
        ],
      },
      { type: 'link', content: 'Verilerinizi nasıl işlediğimiz: Gizlilik Politikası', href: '/privacy' },
    ] satisfies ContentBlock[],
  },
  privacy: {
    title: 'Gizlilik Politikası',
    description: 'Ne topladığımız, neden topladığımız, ne kadar sakladığımız ve sahip olduğunuz seçenekler.',
    sections: [
      { type: 'date', content: '2026-11-01' },
      {
        type: 'paragraph',
        content:
          "Bu politika, Atelier'in barındırılan hizmette kişisel verileri nasıl işlediğini açıklar. Kurumunuz kendi Atelier'ini çalıştırıyorsa verilerinizin nasıl işleneceğine o kurum karar verir.",
      },
      { type: 'heading', level: 2, content: 'Ne topluyoruz' },
      {
        type: 'list',
        content: [
          'Hesap bilgileri: adınız, e-posta adresiniz ve eklerseniz telefon numaranız ile fotoğrafınız.',
          'İçeriğiniz: mesajlar, ekler, projeler ve ajanın ürettiği dosyalar.',
          'Kullanım kayıtları: hizmeti güvenli ve çalışır tutmak için kullanılan oturum açma, istek ve hata kayıtları.',
          'Çerez Politikamızda açıklanan çerezler ve benzeri depolama.',
        ],
      },
      { type: 'heading', level: 2, content: 'Nasıl kullanıyoruz' },
      {
        type: 'list',
        content: [
          'Hizmeti çalıştırmak için: projelerinizi derlemek, önizlemeleri göstermek ve geçmişinizi tutmak.',
          'Hesapları güvende tutmak ve kötüye kullanımı önlemek için.',
          'Destek taleplerinizi yanıtlamak için.',
          'Ajanların kalitesi dahil ürünü geliştirmek için.',
        ],
      },
      { type: 'heading', level: 3, content: 'Verileriniz ve yapay zekâ eğitimi' },
      {
        type: 'paragraph',
        content:
          'Ajanlarımızı geliştirmek için kimliksizleştirilmiş konuşmaları kullanabiliriz. Enterprise ve işletme planlarındaki müşteriler, verilerinin yapay zekâ eğitiminde bu şekilde kullanılmasına istedikleri zaman itiraz edebilir; bu durumda verileri kapsam dışında bırakılır.',
      },
      { type: 'heading', level: 2, content: 'Ne kadar saklıyoruz' },
      {
        type: 'list',
        content: [
          'Hesap verileri ve içerik: hesabınız var olduğu sürece; hesabınızı sildikten sonra 90 gün içinde silinir.',
          'Kullanım kayıtları: en fazla 1 yıl.',
          'Yedekler: yedeklerimizdeki kopyaların üzerine 90 gün içinde yazılır.',
        ],
      },
      { type: 'heading', level: 2, content: 'Paylaşım' },
      {
        type: 'paragraph',
        content:
          'Kişisel verileri satmayız. Yalnızca hizmeti çalıştırmamıza yardım eden sağlayıcılarla, verileri koruyan sözleşmeler çerçevesinde ya da yasa gerektirdiğinde paylaşırız.',
      },
      { type: 'heading', level: 2, content: 'Haklarınız' },
      {
        type: 'list',
        content: [
          'Hakkınızda tuttuğumuz kişisel verileri görmek ve bir kopyasını almak.',
          'Bunları düzeltmek ya da silmemizi istemek.',
          'İşletme planlarında yapay zekâ eğitimi dahil bazı kullanımlara itiraz etmek ya da bunları kısıtlamak.',
        ],
      },
      { type: 'heading', level: 2, content: 'Yaş' },
      {
        type: 'paragraph',
        content: 'Atelier, en az 18 yaşındaki kişiler içindir.',
      },
      { type: 'heading', level: 2, content: 'Değişiklikler' },
      {
        type: 'paragraph',
        content:
          'Bu politikadaki önemli bir değişiklik yürürlüğe girmeden en az 30 gün önce sizi bilgilendiririz.',
      },
      { type: 'heading', level: 2, content: 'Çerezler' },
      {
        type: 'paragraph',
        content:
          'Hangi çerezleri, neden ve ne kadar süreyle kullandığımız ayrı bir politikada açıklanmıştır.',
      },
      { type: 'link', content: 'Çerez Politikasını okuyun', href: '/cookies' },
    ] satisfies ContentBlock[],
  },
  cookies: {
    title: 'Çerez Politikası',
    description: "Atelier'in kullandığı çerezler ve yerel depolama ile her birinin ne kadar saklandığı.",
    sections: [
      { type: 'date', content: '2026-11-01' },
      {
        type: 'paragraph',
        content:
          'Çerezler, bir web sitesinin tarayıcınızda sakladığı küçük dosyalardır. Atelier ayrıca birkaç ayarı tarayıcınızın yerel depolamasında tutar. Bu sayfa neleri kullandığımızı ve ne kadar kaldıklarını listeler.',
      },
      { type: 'heading', level: 2, content: 'Kesinlikle gerekli olanlar' },
      {
        type: 'paragraph',
        content:
          'Bunlar oturumunuzu açık tutar ve bu cihazda temanızı, dilinizi ve geliştirici kuyruk adınızı hatırlar. Hizmet bunlar olmadan çalışamaz; bu yüzden onay gerektirmezler.',
      },
      { type: 'heading', level: 2, content: 'Onayınızı gerektiren çerezler' },
      { type: 'heading', level: 3, content: 'Onay çerezi' },
      {
        type: 'paragraph',
        content: 'Çerezlerle ilgili yaptığınız seçimi hatırlar. 3 ay saklanır.',
      },
      { type: 'heading', level: 3, content: 'Analitik çerezler' },
      {
        type: 'paragraph',
        content:
          'Ürünün nasıl kullanıldığını anlamamıza ve onu geliştirmemize yardımcı olur. 13 ay saklanır.',
      },
      { type: 'heading', level: 3, content: 'Tercih çerezleri' },
      {
        type: 'paragraph',
        content:
          'Düzen ayarları gibi isteğe bağlı seçimleri hatırlar. Ayara bağlı olarak tarayıcı oturumu boyunca ya da 3 ay saklanır.',
      },
      { type: 'heading', level: 2, content: 'Çerezleri yönetmek' },
      {
        type: 'list',
        content: [
          'Seçiminizi istediğiniz zaman değiştirin; o andan itibaren geçerli olur.',
          'Tarayıcı ayarlarınızdan çerezleri ve yerel depolamayı silin; oturumunuz kapanır.',
          "Tarayıcınızda çerezleri engelleyin; bu durumda Atelier'in bazı bölümleri çalışmayabilir.",
        ],
      },
      { type: 'heading', level: 2, content: 'Değişiklikler' },
      {
        type: 'paragraph',
        content: 'Bu politikadaki önemli bir değişiklikten en az 30 gün önce bildirimde bulunuruz.',
      },
      { type: 'link', content: 'Gizlilik Politikasını okuyun', href: '/privacy' },
    ] satisfies ContentBlock[],
  },
} satisfies LegalTranslation;

export default legal;
