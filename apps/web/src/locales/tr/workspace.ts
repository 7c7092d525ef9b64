/** Turkish texts of the chat workspace; same keys as ../en/workspace.ts. */
import type { WorkspaceTranslation } from '../types';

const workspace: WorkspaceTranslation = {
  pageTitle: 'Çalışma alanı',
  untitled: 'Adsız sohbet',
  back: 'Geri',
  loading: 'Sohbet yükleniyor...',
  notFound: {
    title: 'Sohbet bulunamadı',
    body: 'Sohbet bulunamadı veya erişim izniniz yok.',
    action: 'Ana sayfaya dön',
  },
  profile: {
    home: 'Ana sayfa',
  },
  tabs: {
    label: 'Çalışma alanı görünümü',
    chat: 'Sohbet',
    preview: 'Önizleme',
  },
  layout: {
    viewMode: 'Görünüm modu',
    viewModeHint: 'Sohbet ve önizleme genişlikleri',
    divider: 'Sohbet ve önizlemeyi yeniden boyutlandır',
    presets: {
      focusChat: 'Sohbete Odaklan',
      balanced: 'Dengeli',
      focusProject: 'Projeye Odaklan',
      equal: 'Eşit 1:1',
    },
    split: '%{{chat}} sohbet · %{{project}} önizleme',
  },
  menu: {
    label: 'Sohbet seçenekleri',
    invite: 'Ekip arkadaşı davet et',
    code: 'Kodu indir',
    github: 'GitHub bağla',
    comingSoon: 'Yakında',
    comingSoonToast: '{{feature}} çok yakında.',
  },
  messages: {
    log: 'Sohbet mesajları',
    you: 'Siz',
    assistant: 'Atelier',
    empty: 'Henüz mesaj yok. Ne oluşturmak istediğinizi anlatın.',
    sentAt: '{{time}} gönderildi',
    usage: '{{input}} girdi · {{output}} çıktı',
    usageLabel: 'Kullanılan token: {{input}} girdi, {{output}} çıktı',
    failed: 'Yanıtlanmadı',
    attachments: 'Ekler',
    openImage: '{{name}} görselini büyüt',
    download: '{{name}} dosyasını indir',
    imageDialog: 'Görsel önizleme',
  },
  thinking: {
    thinking: 'Düşünüyor',
    deep: 'Derinlemesine düşünüyor',
    complex: 'Karmaşık bir istek üzerinde çalışıyor',
    processing: 'Hâlâ işleniyor',
    timeout: 'Yapay zekâ yanıtı beklenenden uzun sürüyor. Lütfen birkaç dakika sonra tekrar kontrol edin.',
  },
  progress: {
    label: 'Ajanın ilerlemesi',
    writing: 'Dosyalar yazılıyor',
    fileCount_one: '{{count}} dosya',
    fileCount_other: '{{count}} dosya',
  },
  composer: {
    placeholder: 'Bir değişiklik isteyin veya sırada ne olacağını anlatın...',
    label: 'Ajana mesaj yazın',
    locked: 'Sohbet kilitli',
    selectElement: 'Öğe seç',
    cancelSelection: 'Öğe seçimini iptal et',
    selectDisabled: 'Öğe seçimi proje oluşturulduktan sonra kullanılabilir',
    selectHint: 'Hakkında konuşmak için önizlemede bir öğe seçin',
    selected: 'Seçili öğe',
    removeSelected: 'Seçili öğeyi kaldır',
    voice: 'Sesli giriş',
    voiceSoon: 'Sesli giriş yakında geliyor',
  },
  errors: {
    invalidAgent: 'Seçilen ajan bulunamadı. Bunun yerine {{name}} kullanılıyor.',
    sendFailed: 'Mesaj gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
    missingConversation: 'Bu sohbetin kimliği yok. Ana sayfadan yeniden açın.',
    uploadFailed: 'Mesajınız gönderildi ancak dosyaları yüklenemedi.',
    verifyTitle: 'Oluşturmaya devam etmek için e-postanızı doğrulayın',
  },
  projectInput: {
    required: 'Proje adı gereklidir',
    creating: 'Proje oluşturuluyor...',
    success: 'Proje oluşturuldu. Önizleme açılıyor…',
    failed: 'Proje oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.',
  },
  projectSuccess: {
    name: 'Proje',
    connect: 'Bağlan',
    connectHint: 'Uygulamanızın veri API’si: adres, anahtarlar ve hazır örnekler',
  },
};

export default workspace;
