/**
 * What an app composed from kit sections says about itself: its name, pages, the sections on them and
 * the words its frame shows. Generated apps get it as JSON data (src/app-schema.ts), so the person's
 * words never become code.
 */

/** A route of the app. The first page is the home route ('/'). */
export interface AppPage {
  id: string;
  path: string;
  /** Its entry in the navigation. */
  label: string;
  /** The heading the page shows. */
  title: string;
  subtitle?: string;
}

/** A section the app shows, on the page with that id, under that title. */
export interface SectionSlot<Id extends string = string> {
  id: Id;
  page: string;
  title: string;
}

export interface FrameTexts {
  skip: string;
  openMenu: string;
  closeMenu: string;
  mainNav: string;
  toLight: string;
  toDark: string;
  rights: string;
}

/** The texts of the data settings (restore the samples, erase everything) and of an empty chart. */
export interface DataTexts {
  dataTitle: string;
  /** Where the data is kept: this browser, or this visit only. */
  dataHint: string;
  resetSample: string;
  clearAll: string;
  confirmReset: string;
  confirmClear: string;
  confirmYes: string;
  cancel: string;
  noData: string;
}

export interface AppFrame {
  name: string;
  tagline: string;
  /** Storage keys start with it: "{slug}:{key}". */
  slug: string;
  /** A BCP 47 tag for numbers and dates ("en-US", "ar-u-nu-latn"). */
  locale: string;
  /** The mode the app opens in; a visitor's own choice is remembered when `darkToggle` is on. */
  mode: 'light' | 'dark';
  darkToggle: boolean;
  /** Whether what a visitor enters is kept in localStorage (else for the visit only). */
  persistence: boolean;
  /** One page: no navigation. More: routes, the first at '/'. */
  pages: AppPage[];
  texts: FrameTexts;
  /**
   * How to reach the business, shown in the footer when the app has no place of its own for it (a
   * shop's street, phone and e-mail as its brief gave them, and its opening hours as written; absent
   * or empty: nothing shown).
   */
  contact?: { address: string; phone: string; email: string; hours?: string };
}

/** Fills "{name}" placeholders: fmt('{n} left', { n: 3 }). */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}

/** The singular or plural template for n, as the language counts. */
export function plural(locale: string, n: number, one: string, other: string): string {
  return fmt(new Intl.PluralRules(locale).select(n) === 'one' ? one : other, { n });
}
