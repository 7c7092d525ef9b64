/** Agent categories and their example prompts (core §3). */
import { z } from 'zod';
import { Envelope } from './common.ts';
import { idParam } from './ids.ts';

/** A text given either once or per language: {"en": "Development", "tr": "Geliştirme"}. */
export const LocalizedText = z.union([z.string(), z.record(z.string(), z.string())]);
export type LocalizedText = z.infer<typeof LocalizedText>;

/**
 * Picks a localized text: the requested language ("tr", or "tr" for "tr-TR"), then English,
 * then the first value present (core §3). An empty map gives ''.
 */
export function localized(value: LocalizedText | null | undefined, lang: string): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  const base = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  return value[lang] ?? value[base] ?? value.en ?? Object.values(value)[0] ?? '';
}

export const CategoryExample = z.object({
  id: z.number().int(),
  example_key: z.string(),
  example_text: LocalizedText,
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type CategoryExample = z.infer<typeof CategoryExample>;

export const Category = z.object({
  id: z.number().int(),
  /** Stable machine name ("development"); `name` is what people read. */
  slug: z.string(),
  name: LocalizedText,
  /** A name from the web's fixed icon set; unknown names draw a circle. */
  icon: z.string(),
  color: z.string(),
  examples: z.array(CategoryExample),
});
export type Category = z.infer<typeof Category>;

export const CategoryParams = z.object({ id: idParam('CATEGORY_NOT_FOUND') });
export type CategoryParams = z.infer<typeof CategoryParams>;

export const CategoriesResponse = Envelope.extend({ data: z.array(Category) });
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

export const CategoryResponse = Envelope.extend({ data: Category });
export type CategoryResponse = z.infer<typeof CategoryResponse>;
