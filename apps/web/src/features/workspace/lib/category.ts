/**
 * The agent (category) the workspace sends with: the one the address names (agent by name, or
 * selectedAgent by name or id), else the conversation's own, else the default (id 1 or Development, else
 * the first). A name that matches nothing falls back to Development, then the first (core §4).
 */
import type { Category } from '@atelier/contracts';
import { defaultCategory, localizedText } from '@/features/chat-home';

export interface CategoryChoice {
  category: Category | undefined;
  /** The address asked for an agent that does not exist. */
  invalid: boolean;
}

function names(category: Category): string[] {
  const value = category.name;
  const list = typeof value === 'string' ? [value] : Object.values(value);
  return [...list, category.slug].map((name) => name.trim().toLowerCase()).filter(Boolean);
}

export function findCategory(categories: readonly Category[], wanted: string): Category | undefined {
  const key = wanted.trim().toLowerCase();
  if (!key) return undefined;
  return (
    categories.find((category) => names(category).includes(key)) ??
    categories.find((category) => String(category.id) === key)
  );
}

function development(categories: readonly Category[]): Category | undefined {
  return (
    categories.find((c) => c.slug === 'development' || localizedText(c.name, 'en') === 'Development') ??
    categories[0]
  );
}

export function chooseCategory(
  categories: readonly Category[],
  {
    agent,
    selectedAgent,
    conversationCategoryId,
  }: { agent?: string | null; selectedAgent?: string | null; conversationCategoryId?: number | null },
): CategoryChoice {
  const wanted = [agent, selectedAgent].filter((value): value is string => Boolean(value?.trim()));
  for (const name of wanted) {
    const found = findCategory(categories, name);
    if (found) return { category: found, invalid: false };
  }
  if (wanted.length > 0) return { category: development(categories), invalid: categories.length > 0 };
  const own = categories.find((category) => category.id === conversationCategoryId);
  return { category: own ?? defaultCategory(categories), invalid: false };
}

/** What the api receives as category_name: the English name, as the home sends it. */
export function categoryName(category: Category | undefined): string | null {
  return category ? localizedText(category.name, 'en') : null;
}
