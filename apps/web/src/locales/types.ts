import type en from './en';
import type enSettings from './en/settings';
import type enWorkspace from './en/workspace';
import type enPreview from './en/preview';
import type enContent from './en/content';
import type enLegal from './en/legal';
import type enOnboarding from './en/onboarding';
import type enMarketing from './en/marketing';

/** `count` of `count_one`/`count_other`: English marks a plural text by giving it those two forms. */
type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;

/**
 * The shape every language module must have: the English keys, each with a string (or list of strings).
 * A plural text may also carry the other forms its language's Intl.PluralRules uses (ru few/many, ar zero/two...);
 * parity.test.ts checks each language has exactly its own set.
 */
type Shape<T> = T extends string
  ? string
  : T extends readonly string[]
    ? string[]
    : T extends readonly unknown[]
      ? { [K in keyof T]: Shape<T[K]> }
      : { [K in keyof T]: Shape<T[K]> } & { [K in PluralBase<keyof T> as `${K}_${PluralForm}`]?: string };

export type Translation = Shape<typeof en>;
export type SettingsTranslation = Shape<typeof enSettings>;
export type WorkspaceTranslation = Shape<typeof enWorkspace>;
export type PreviewTranslation = Shape<typeof enPreview>;
export type ContentTranslation = Shape<typeof enContent>;
export type LegalTranslation = Shape<typeof enLegal>;
export type OnboardingTranslation = Shape<typeof enOnboarding>;
export type MarketingTranslation = Shape<typeof enMarketing>;

/**
 * One block of an article or a legal page (content §3): what it is, its text, and for headings the level,
 * for links the target. Texts only, rendered as text: no markup travels through translations.
 */
export type ContentBlock =
  | { type: 'heading'; content: string; level: 2 | 3 }
  | { type: 'paragraph'; content: string }
  | { type: 'list'; content: string[] }
  | { type: 'date'; content: string }
  | { type: 'link'; content: string; href: string };

/** Time-ago labels: each language gives the plural forms its Intl.PluralRules uses (and always `other`). */
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type TimeAgoUnit = 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years';
type TimeAgoForms = Record<`${TimeAgoUnit}_other`, string> &
  Partial<Record<`${TimeAgoUnit}_${PluralForm}`, string>>;
export type TimeAgoTranslation = { justNow: string; yesterday: string } & TimeAgoForms;
