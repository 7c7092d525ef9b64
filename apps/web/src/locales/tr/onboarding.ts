/** Turkish texts of the onboarding wizard; same keys as ../en/onboarding.ts. */
import type { OnboardingTranslation } from '../types';

const onboarding: OnboardingTranslation = {
  pageTitle: 'Hoş geldiniz',
  progress: 'Adım {{step}} / {{total}}',
  progressLabel: 'Kurulum ilerlemesi',
  percent: '%{{percent}}',
  previous: 'Geri',
  next: 'İleri',
  skip: 'Atla',
  complete: 'Tamamla',
  completing: 'Tamamlanıyor...',
  failed: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
  enterHint: 'Devam etmek için Enter tuşuna basın',
  welcome: {
    eyebrow: "Atelier'e hoş geldiniz",
    title: 'Çalışma alanınızı hazırlayalım',
    subtitle: 'Birkaç kısa soru; böylece ajan kiminle birlikte üreteceğini bilsin.',
    firstName: 'Adınız',
    firstNamePlaceholder: 'Size nasıl hitap edelim?',
    theme: 'Tema',
    themeHint: 'İstediğiniz zaman üst menüden değiştirebilirsiniz.',
    themes: {
      light: 'Açık',
      dark: 'Koyu',
      system: 'Otomatik',
    },
    themeDescriptions: {
      light: 'Aydınlık ve net',
      dark: 'Gözü yormaz',
      system: 'Cihazınızı izler',
    },
  },
  describe: {
    title: '{{name}}, sizi en iyi hangisi tanımlar?',
    subtitle: 'İsteğe bağlı. Size daha iyi başlangıç noktaları önermemize yardımcı olur.',
    options: {
      student: 'Öğrenci',
      developer: 'Geliştirici',
      designer: 'Tasarımcı',
      entrepreneur: 'Girişimci',
      freelancer: 'Serbest çalışan',
      business_owner: 'İşletme sahibi',
      marketer: 'Pazarlamacı',
      creative: 'Yaratıcı',
      other: 'Diğer',
    },
    hints: {
      student: 'Üreterek öğreniyorum',
      developer: 'Daha hızlı kod çıkarıyorum',
      designer: 'Tasarımları uygulamaya çeviriyorum',
      entrepreneur: 'Yeni bir fikri sınıyorum',
      freelancer: 'Müşterilerim için üretiyorum',
      business_owner: 'Şirketim için araçlar',
      marketer: 'Sayfalar ve kampanyalar',
      creative: 'Yeni bir şey yaratıyorum',
      other: 'Bambaşka bir şey',
    },
  },
  done: {
    title: 'Her şey hazır, {{name}}!',
    subtitle: 'Çalışma alanınız hazır. İlk uygulamanızı anlatın ve hayat bulmasını izleyin.',
    summaryName: 'Ad',
    summaryRole: 'Sizi tanımlayan',
    summaryTheme: 'Tema',
    notChosen: 'Seçilmedi',
  },
};

export default onboarding;
