import type { Category } from '@atelier/contracts';
import { localizedText } from './localized';

/** Default selected category (core §4): id 1 or the one named Development, else the first. */
export function defaultCategory(categories: readonly Category[]): Category | undefined {
  return (
    categories.find((c) => c.id === 1) ??
    categories.find((c) => c.slug === 'development' || localizedText(c.name, 'en') === 'Development') ??
    categories[0]
  );
}

/** The active examples of a category, in order, as texts in `lang`. */
export function categoryExamples(category: Category | undefined, lang: string): string[] {
  if (!category) return [];
  return [...category.examples]
    .filter((example) => example.is_active)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((example) => localizedText(example.example_text, lang))
    .filter((text) => text.trim().length > 0);
}
