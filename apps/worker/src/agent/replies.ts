/**
 * Every text the built-in agent writes to a person, in English and Turkish (other languages get
 * English): the plan, the cards, edit summaries and honest refusals.
 */
import {
  dataApiExamples,
  type Language,
  type ProjectInputCard,
  type ProjectSuccessCard,
} from '@atelier/contracts';
import { BLUEPRINTS } from './blueprints/index.ts';
import type { Change } from './edit.ts';
import { colorName } from './understand.ts';
import {
  FEATURES,
  type AppKind,
  type AppLanguage,
  type AppSpec,
  type Feature,
  type Localized,
  type Theme,
} from './spec.ts';

export function replyLanguage(language: Language): AppLanguage {
  return language === 'tr' ? 'tr' : 'en';
}

function t(language: AppLanguage, text: Localized): string {
  return text[language] ?? text.en;
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** "a, b and c" / "a, b ve c". */
function list(items: string[], language: AppLanguage): string {
  if (items.length <= 1) return items.join('');
  const and = language === 'tr' ? 've' : 'and';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

const quote = (text: string) => `“${text}”`;

// ---------------------------------------------------------------------------------------------------
// Vocabulary.

const KIND_LABELS: Record<AppKind, Localized> = {
  landing: { en: 'a landing page', tr: 'bir tanıtım sayfası' },
  portfolio: { en: 'a portfolio', tr: 'bir portfolyo' },
  blog: { en: 'a blog', tr: 'bir blog' },
  store: { en: 'an online store', tr: 'bir online mağaza' },
  restaurant: { en: 'a restaurant site with its menu', tr: 'menülü bir restoran sitesi' },
  todo: { en: 'a task list', tr: 'bir yapılacaklar listesi' },
  kanban: { en: 'a kanban board', tr: 'bir kanban panosu' },
  notes: { en: 'a notes app', tr: 'bir not uygulaması' },
  habits: { en: 'a habit tracker', tr: 'bir alışkanlık takipçisi' },
  fitness: { en: 'a workout tracker', tr: 'bir antrenman takipçisi' },
  budget: { en: 'a budget tracker', tr: 'bir bütçe takipçisi' },
  dashboard: { en: 'a dashboard with charts', tr: 'grafikli bir gösterge paneli' },
  booking: { en: 'a booking app', tr: 'bir rezervasyon uygulaması' },
  quiz: { en: 'a quiz', tr: 'bir bilgi yarışması' },
  recipes: { en: 'a recipe book', tr: 'bir tarif defteri' },
  generic: { en: 'an app built around your idea', tr: 'fikrinize göre bir uygulama' },
};

export function kindLabel(kind: AppKind, language: AppLanguage): string {
  const own = BLUEPRINTS[kind].label;
  const label = t(language, own);
  // A blueprint slot not written yet labels itself with its bare kind.
  return label && label !== kind ? label : t(language, KIND_LABELS[kind]);
}

export const FEATURE_LABELS: Record<Feature, Localized> = {
  search: { en: 'search', tr: 'arama' },
  filters: { en: 'filters', tr: 'filtreler' },
  forms: { en: 'forms with validation', tr: 'doğrulamalı formlar' },
  persistence: { en: 'saving your data in the browser', tr: 'verileri tarayıcıda saklama' },
  'dark-toggle': { en: 'a light/dark switch', tr: 'açık/koyu tema düğmesi' },
  charts: { en: 'charts', tr: 'grafikler' },
  pages: { en: 'several pages', tr: 'birden çok sayfa' },
  export: { en: 'export', tr: 'dışa aktarma' },
};

const FONT_LABELS: Record<Theme['font'], Localized> = {
  sans: { en: 'a clean sans-serif font', tr: 'sade, tırnaksız bir yazı tipi' },
  serif: { en: 'a serif font', tr: 'tırnaklı (serif) bir yazı tipi' },
  mono: { en: 'a monospace font', tr: 'eş aralıklı (mono) bir yazı tipi' },
  rounded: { en: 'a rounded, friendly font', tr: 'yuvarlak hatlı, sıcak bir yazı tipi' },
};

const RADIUS_LABELS: Record<Theme['radius'], Localized> = {
  none: { en: 'square corners', tr: 'köşeli kenarlar' },
  md: { en: 'slightly rounded corners', tr: 'hafif yuvarlak köşeler' },
  lg: { en: 'rounded corners', tr: 'yuvarlak köşeler' },
  full: { en: 'fully rounded, pill-shaped corners', tr: 'tam yuvarlak (hap biçimli) köşeler' },
};

export function sectionLabel(spec: Pick<AppSpec, 'kind'>, id: string, language: AppLanguage): string {
  const section = BLUEPRINTS[spec.kind].sections.find((s) => s.id === id);
  return section ? t(language, section.label) : id;
}

function featureLabel(feature: Feature, language: AppLanguage): string {
  return t(language, FEATURE_LABELS[feature]);
}

function colors(theme: Theme, language: AppLanguage): string {
  const primary = colorName(theme.primary, language);
  const accent = colorName(theme.accent, language);
  const mode = t(
    language,
    theme.mode === 'dark' ? { en: 'dark theme', tr: 'koyu tema' } : { en: 'light theme', tr: 'açık tema' },
  );
  return language === 'tr'
    ? `${primary} ana renk, ${accent} vurgular, ${mode}`
    : `${primary} with ${accent} accents, ${mode}`;
}

// ---------------------------------------------------------------------------------------------------
// The plan and the cards.

/** 2–4 short lines: what it will build, its sections and features, its look. */
export function planText(spec: AppSpec, language: Language): string {
  const lang = replyLanguage(language);
  const lines: string[] = [];
  const what = kindLabel(spec.kind, lang);
  const audience = spec.audience
    ? lang === 'tr'
      ? ` (${spec.audience} için)`
      : ` for ${spec.audience}`
    : '';
  lines.push(
    lang === 'tr'
      ? `${capitalize(what)}${audience}: **${spec.name}** — ${spec.tagline}`
      : `${capitalize(what)}${audience}: **${spec.name}** — ${spec.tagline}`,
  );
  const sections = spec.sections.map((id) => sectionLabel(spec, id, lang));
  const features = spec.features.map((f) => featureLabel(f, lang));
  if (sections.length > 0) {
    lines.push(lang === 'tr' ? `Bölümler: ${list(sections, lang)}.` : `Sections: ${list(sections, lang)}.`);
  }
  if (features.length > 0) {
    lines.push(lang === 'tr' ? `Özellikler: ${list(features, lang)}.` : `Features: ${list(features, lang)}.`);
  }
  lines.push(
    lang === 'tr'
      ? `Görünüm: ${colors(spec.theme, lang)}, ${t(lang, FONT_LABELS[spec.theme.font])}.`
      : `Look: ${colors(spec.theme, lang)}, ${t(lang, FONT_LABELS[spec.theme.font])}.`,
  );
  const intro = lang === 'tr' ? 'Planım şöyle:' : "Here's my plan:";
  const outro =
    lang === 'tr'
      ? 'Bir ad seçin, ilk sürümü hemen oluşturayım.'
      : "Pick a name and I'll build the first version right away.";
  return [intro, ...lines.map((line) => `• ${line}`), outro].join('\n');
}

export function projectInputCard(
  spec: AppSpec,
  context: { conversationId: string; originalRequest: string },
  language: Language,
): ProjectInputCard {
  const lang = replyLanguage(language);
  return {
    ui_type: 'project_input',
    title: lang === 'tr' ? 'Projenize bir ad verin' : 'Name your project',
    description: planText(spec, lang),
    input_config: {
      label: lang === 'tr' ? 'Proje adı' : 'Project name',
      placeholder: spec.name,
      required: true,
      button_text: lang === 'tr' ? 'Projeyi oluştur' : 'Create project',
      default_value: spec.name,
    },
    context: { conversation_id: context.conversationId, original_request: context.originalRequest },
  };
}

export interface ProjectLinks {
  /** The preview address, `{PREVIEW_URL}/{project id}/`. */
  preview?: string;
  /** The public project endpoint. */
  api?: string;
  /** APP_URL, where the project's data API answers; with the project's uuid, curl and fetch examples follow. */
  appUrl?: string;
}

/** The collection and sample record the card's data API examples use, fitting the kind of app. */
const DATA_SAMPLES: Partial<Record<AppKind, { collection: string; sample: Record<string, unknown> }>> = {
  booking: {
    collection: 'bookings',
    sample: { name: 'Ada Lovelace', email: 'ada@example.com', date: '2026-03-14', time: '10:00' },
  },
  store: { collection: 'orders', sample: { name: 'Ada Lovelace', email: 'ada@example.com', items: 2 } },
  restaurant: { collection: 'reservations', sample: { name: 'Ada Lovelace', guests: 2, time: '19:30' } },
  todo: { collection: 'tasks', sample: { title: 'Water the plants', done: false } },
  notes: { collection: 'notes', sample: { title: 'Ideas', body: 'Write them down.' } },
};

const EXAMPLE_LABELS = {
  preview: { en: 'Preview', tr: 'Önizleme' },
  create: { en: 'Save a record (curl)', tr: 'Kayıt ekle (curl)' },
  list: { en: 'List records (curl)', tr: 'Kayıtları listele (curl)' },
  fetch: { en: 'From your app (fetch)', tr: 'Uygulamanızdan (fetch)' },
  api: { en: 'Project details (public API)', tr: 'Proje bilgisi (herkese açık API)' },
} satisfies Record<string, Localized>;

export function projectSuccessCard(
  spec: AppSpec,
  project: { id: number | string; uuid?: string; token: string },
  language: Language,
  links: ProjectLinks = {},
): ProjectSuccessCard {
  const lang = replyLanguage(language);
  const examples: Record<string, string> = {};
  if (links.preview) examples[t(lang, EXAMPLE_LABELS.preview)] = links.preview;
  if (links.appUrl && project.uuid && project.token) {
    const { collection, sample } = DATA_SAMPLES[spec.kind] ?? {
      collection: 'messages',
      sample: { name: 'Ada Lovelace', message: 'Hello!' },
    };
    const data = dataApiExamples(
      links.appUrl,
      { uuid: project.uuid, token: project.token },
      collection,
      sample,
    );
    examples[t(lang, EXAMPLE_LABELS.create)] = data.create;
    examples[t(lang, EXAMPLE_LABELS.list)] = data.list;
    examples[t(lang, EXAMPLE_LABELS.fetch)] = data.fetch;
  }
  if (links.api) examples[t(lang, EXAMPLE_LABELS.api)] = `curl ${links.api}`;
  return {
    ui_type: 'project_success',
    title: lang === 'tr' ? `${spec.name} hazır` : `${spec.name} is ready`,
    message:
      lang === 'tr'
        ? `${capitalize(kindLabel(spec.kind, lang))} olarak ilk sürüm önizlemede çalışıyor. Değiştirmek istediklerinizi yazın: renkler, tema, metinler, bölümler ya da özellikler; hemen güncellerim.`
        : `The first version of ${kindLabel(spec.kind, lang)} is live in the preview. Tell me what to change (colours, theme, texts, sections or features) and I'll update it.`,
    project: {
      name: spec.name,
      id: project.id,
      token: project.token,
      ...(Object.keys(examples).length > 0 ? { api_examples: examples } : {}),
    },
  };
}

export function firstVersionSummary(language: Language): string {
  return replyLanguage(language) === 'tr' ? 'İlk sürüm' : 'First version';
}

// ---------------------------------------------------------------------------------------------------
// Edits.

const TEXT_NAMES: Record<string, Localized> = {
  'hero.title': { en: 'headline', tr: 'ana başlığı' },
  'header.title': { en: 'title', tr: 'başlığı' },
  title: { en: 'title', tr: 'başlığı' },
  'hero.subtitle': { en: 'subtitle', tr: 'alt başlığı' },
  'hero.description': { en: 'description', tr: 'açıklamayı' },
  'hero.badge': { en: 'badge', tr: 'rozet metnini' },
  'cta.button': { en: 'button text', tr: 'buton metnini' },
  'hero.button': { en: 'button text', tr: 'buton metnini' },
  'hero.cta': { en: 'button text', tr: 'buton metnini' },
};

/** What a text key is, in a few words ("headline", "Pricing title"). */
export function textLabel(spec: AppSpec, key: string, language: AppLanguage): string {
  const names: Record<string, Localized> = {
    'hero.title': { en: 'headline', tr: 'ana başlık' },
    'hero.subtitle': { en: 'subtitle', tr: 'alt başlık' },
    'cta.button': { en: 'button text', tr: 'buton metni' },
    'hero.button': { en: 'button text', tr: 'buton metni' },
    'hero.cta': { en: 'button text', tr: 'buton metni' },
  };
  const known = names[key];
  if (known) return t(language, known);
  const [id, part] = key.split('.');
  if (id && part === 'title' && BLUEPRINTS[spec.kind].sections.some((s) => s.id === id)) {
    const label = sectionLabel(spec, id, language);
    return language === 'tr' ? `${label} başlığı` : `${label} title`;
  }
  return language === 'tr' ? 'başlık' : 'title';
}

/** A change that would change nothing. */
export function alreadyText(change: Change, spec: AppSpec, language: AppLanguage): string {
  const tr = language === 'tr';
  switch (change.type) {
    case 'primary':
      return tr
        ? `Ana renk zaten ${colorName(change.hex, language)}.`
        : `The primary colour is already ${colorName(change.hex, language)}.`;
    case 'accent':
      return tr
        ? `Vurgu rengi zaten ${colorName(change.hex, language)}.`
        : `The accent colour is already ${colorName(change.hex, language)}.`;
    case 'mode':
      return change.mode === 'dark'
        ? tr
          ? 'Uygulama zaten koyu temada.'
          : 'The app already uses the dark theme.'
        : tr
          ? 'Uygulama zaten açık temada.'
          : 'The app already uses the light theme.';
    case 'rename':
      return tr
        ? `Uygulamanın adı zaten ${quote(change.name)}.`
        : `The app is already called ${quote(change.name)}.`;
    case 'tagline':
    case 'text':
      return tr
        ? `Bu metin zaten ${quote(change.value)}.`
        : `That text already reads ${quote(change.value)}.`;
    case 'font':
      return tr
        ? `Uygulama zaten ${t(language, FONT_LABELS[change.font])} kullanıyor.`
        : `The app already uses ${t(language, FONT_LABELS[change.font])}.`;
    case 'radius':
      return tr ? 'Köşeler zaten böyle.' : 'The corners are already like that.';
    default:
      return tr ? 'Bu zaten böyle.' : 'That is already the case.';
  }
}

function textName(spec: AppSpec, key: string, language: AppLanguage): string {
  const known = TEXT_NAMES[key];
  if (known) return t(language, known);
  const [id, part] = key.split('.');
  if (id && part === 'title' && BLUEPRINTS[spec.kind].sections.some((s) => s.id === id)) {
    const label = sectionLabel(spec, id, language);
    return language === 'tr' ? `${label} başlığını` : `${label} title`;
  }
  return language === 'tr' ? `“${key}” metnini` : `“${key}” text`;
}

/** One change, as the reply states it ("changed the primary colour to green"). */
export function describeChange(change: Change, spec: AppSpec, language: Language): string {
  const lang = replyLanguage(language);
  const tr = lang === 'tr';
  switch (change.type) {
    case 'primary':
      return tr
        ? `ana rengi ${colorName(change.hex, lang)} yaptım`
        : `changed the primary colour to ${colorName(change.hex, lang)}`;
    case 'accent':
      return tr
        ? `vurgu rengini ${colorName(change.hex, lang)} yaptım`
        : `changed the accent colour to ${colorName(change.hex, lang)}`;
    case 'mode':
      return change.mode === 'dark'
        ? tr
          ? 'koyu temaya geçtim'
          : 'switched to the dark theme'
        : tr
          ? 'açık temaya geçtim'
          : 'switched to the light theme';
    case 'rename':
      return tr
        ? `uygulamanın adını ${quote(change.name)} yaptım`
        : `renamed the app to ${quote(change.name)}`;
    case 'tagline':
      return tr ? `sloganı ${quote(change.value)} yaptım` : `changed the tagline to ${quote(change.value)}`;
    case 'add-section':
      return tr
        ? `${sectionLabel(spec, change.id, lang)} bölümünü ekledim`
        : `added a ${sectionLabel(spec, change.id, lang)} section`;
    case 'remove-section':
      return tr
        ? `${sectionLabel(spec, change.id, lang)} bölümünü kaldırdım`
        : `removed the ${sectionLabel(spec, change.id, lang)} section`;
    case 'add-feature':
      return tr
        ? `${featureLabel(change.feature, lang)} ekledim`
        : `added ${featureLabel(change.feature, lang)}`;
    case 'remove-feature':
      return tr
        ? `${featureLabel(change.feature, lang)} kaldırdım`
        : `removed ${featureLabel(change.feature, lang)}`;
    case 'text':
      return tr
        ? `${textName(spec, change.key, lang)} ${quote(change.value)} yaptım`
        : `changed the ${textName(spec, change.key, lang)} to ${quote(change.value)}`;
    case 'font':
      return tr
        ? `yazı tipini değiştirdim: ${t(lang, FONT_LABELS[change.font])}`
        : `switched to ${t(lang, FONT_LABELS[change.font])}`;
    case 'radius':
      return tr
        ? `köşeleri güncelledim: ${t(lang, RADIUS_LABELS[change.radius])}`
        : `changed the corners to ${t(lang, RADIUS_LABELS[change.radius])}`;
  }
}

/** "Changed the primary colour to green; added a Pricing section." */
export function editSummary(changes: string[]): string {
  return `${capitalize(changes.join('; '))}.`.slice(0, 1000);
}

export function editReply(changes: string[], notes: string[], language: Language): string {
  const lang = replyLanguage(language);
  const done = editSummary(changes);
  const next =
    lang === 'tr'
      ? 'Yeni sürüm önizlemede. Başka bir değişiklik ister misiniz?'
      : 'The new version is in the preview. Anything else?';
  return [done, ...notes, next].join('\n\n');
}

/** What the agent can change in this project, as a short list for refusals. */
export function capabilities(spec: AppSpec, language: Language): string {
  const lang = replyLanguage(language);
  const sections = BLUEPRINTS[spec.kind].sections.map((s) => t(lang, s.label));
  const features = FEATURES.map((f) => featureLabel(f, lang));
  if (lang === 'tr') {
    return [
      'Şunları yapabilirim:',
      '• renkler: “yeşil yap”, “ana renk #ff0066”, “vurgu rengi turuncu”',
      '• tema: “koyu tema”, “açık tema”; yazı tipi: “serif yazı tipi”',
      '• ad ve metinler: “adını “Nova” yap”, “başlığı “Merhaba” yap”',
      ...(sections.length > 0 ? [`• bölüm ekleme/kaldırma: ${list(sections, lang)}`] : []),
      `• özellik ekleme: ${list(features, lang)}`,
    ].join('\n');
  }
  return [
    'Here is what I can do:',
    '• colours: “make it green”, “primary colour #ff0066”, “orange accents”',
    '• theme: “dark mode”, “light theme”; font: “use a serif font”',
    '• name and texts: “rename it to “Nova””, “change the title to “Hello””',
    ...(sections.length > 0 ? [`• add or remove sections: ${list(sections, lang)}`] : []),
    `• add features: ${list(features, lang)}`,
  ].join('\n');
}

export const NOTES = {
  notUnderstood: (fragment: string, language: AppLanguage) =>
    language === 'tr'
      ? `Şunu yapamadım: ${quote(fragment)}. Bunu nasıl değiştireceğimi bilmiyorum.`
      : `I couldn't do this part: ${quote(fragment)}. I don't know how to change that yet.`,
  alreadySection: (label: string, language: AppLanguage) =>
    language === 'tr' ? `${label} bölümü zaten var.` : `The ${label} section is already there.`,
  missingSection: (label: string, language: AppLanguage) =>
    language === 'tr' ? `${label} bölümü zaten yok.` : `There is no ${label} section to remove.`,
  alreadyFeature: (label: string, language: AppLanguage) =>
    language === 'tr' ? `${capitalize(label)} zaten var.` : `The app already has ${label}.`,
  missingFeature: (label: string, language: AppLanguage) =>
    language === 'tr' ? `${capitalize(label)} zaten yok.` : `The app has no ${label} to remove.`,
  unusedFeature: (label: string, language: AppLanguage) =>
    language === 'tr'
      ? `Bu uygulamada ${label} için uygun bir yer yok, o yüzden eklemedim.`
      : `This kind of app has no place for ${label}, so I didn't add it.`,
  unusedText: (what: string, language: AppLanguage) =>
    language === 'tr'
      ? `Bu uygulamada değiştirebileceğim bir ${what} yok, o yüzden değiştirmedim.`
      : `This app shows no ${what} I can change, so I left it.`,
  unknownText: (language: AppLanguage) =>
    language === 'tr'
      ? 'Hangi metni değiştireceğimi bulamadım. Önizlemede metni seçin ya da “başlığı “…” yap” gibi yazın.'
      : "I couldn't tell which text to change. Select it in the preview, or say something like “change the title to “…””.",
  selectedNotFound: (text: string, language: AppLanguage) =>
    language === 'tr'
      ? `Seçtiğiniz ${quote(text)} metnini düzenlenebilir metinler arasında bulamadım; bunu şimdilik değiştiremiyorum.`
      : `I couldn't find the selected text ${quote(text)} among the texts I can edit, so I can't change it yet.`,
  cannotRemoveElement: (language: AppLanguage) =>
    language === 'tr'
      ? 'Tek tek öğeleri kaldıramıyorum; bölümleri kaldırabilirim (bir bölüm başlığını seçin ya da bölümün adını yazın).'
      : 'I can’t remove single elements; I can remove whole sections (select a section title or name the section).',
  kindChange: (kind: AppKind, language: AppLanguage) =>
    language === 'tr'
      ? `Mevcut bir projeyi ${kindLabel(kind, language)} türüne çeviremiyorum. Yeni bir sohbet açıp istediğinizi anlatırsanız sıfırdan oluştururum.`
      : `I can't turn this project into ${kindLabel(kind, language)}. Start a new conversation and describe it, and I'll build it from scratch.`,
  noSuchSection: (asked: string, available: string, language: AppLanguage) =>
    language === 'tr'
      ? `Bu tür uygulamada ${quote(asked)} bölümü yok. Ekleyip kaldırabileceğim bölümler: ${available || 'yok'}.`
      : `This kind of app has no ${quote(asked)} section. The sections I can add or remove are: ${available || 'none'}.`,
  welcome: (language: AppLanguage) =>
    language === 'tr'
      ? 'Rica ederim! Başka bir değişiklik isterseniz yazmanız yeterli: renkler, tema, metinler, bölümler ya da özellikler.'
      : "You're welcome! Tell me whenever you'd like another change: colours, theme, texts, sections or features.",
  noChange: (language: AppLanguage) =>
    language === 'tr' ? 'Proje olduğu gibi kaldı.' : 'The project is unchanged.',
};

/** The reply when nothing could be changed. */
export function refusal(spec: AppSpec, notes: string[], language: Language, help = true): string {
  const lang = replyLanguage(language);
  const lead =
    notes.length > 0
      ? notes.join('\n\n')
      : lang === 'tr'
        ? 'Bu mesajdan yapabileceğim bir değişiklik çıkaramadım.'
        : "I couldn't turn that message into a change I can make.";
  return [lead, NOTES.noChange(lang), ...(help ? [capabilities(spec, lang)] : [])].join('\n\n');
}

export function noSpecReply(language: Language): string {
  return replyLanguage(language) === 'tr'
    ? 'Bu projeyi düzenleyemiyorum: yalnızca kendi oluşturduğum projeleri (içinde uygulamayı tarif eden bir atelier.json dosyası bulunan) düzenleyebilirim ve bu projede o dosya yok ya da okunamıyor. Proje olduğu gibi kaldı. Yeni bir sohbette uygulamanızı anlatırsanız sıfırdan oluşturabilirim.'
    : "I can't edit this project: I can only edit projects I generated myself (they carry an atelier.json file that describes the app), and this one has none I can read. The project is unchanged. Describe your app in a new conversation and I'll build it from scratch.";
}
