/** Picks a category text in a language: that language (or its base), then English, then the first value. */
export type Localizable = string | Record<string, string> | null | undefined;

export function localizedText(value: Localizable, lang: string): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  const base = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  return value[lang] ?? value[base] ?? value.en ?? Object.values(value)[0] ?? '';
}
