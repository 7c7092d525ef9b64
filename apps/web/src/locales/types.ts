import type en from './en';
import type enSettings from './en/settings';

/** The shape every language module must have: the English keys, each with a string (or list of strings). */
type Shape<T> = T extends string
  ? string
  : T extends readonly string[]
    ? string[]
    : { [K in keyof T]: Shape<T[K]> };

export type Translation = Shape<typeof en>;
export type SettingsTranslation = Shape<typeof enSettings>;
