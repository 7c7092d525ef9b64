/**
 * The recipe book's rules, free of React: quantities scaled for the servings and written as cooks write
 * them, ingredients read from the add form, how the list searches and filters, the add form's checks,
 * and what survives from storage.
 */
import type { Ingredient, Recipe, RecipesTexts } from '@/lib/recipes';

const FRACTIONS: [number, string][] = [
  [0.25, '¼'],
  [0.33, '⅓'],
  [0.5, '½'],
  [0.67, '⅔'],
  [0.75, '¾'],
];

/** A scaled quantity as cooks write it: whole grams (to 5) for large amounts, kitchen fractions for small ones. */
export function amount(qty: number, locale = 'en-US'): string {
  if (qty >= 20) return String(Math.round(qty / 5) * 5);
  const whole = Math.floor(qty);
  const rest = qty - whole;
  if (rest < 0.05) return String(whole);
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - rest) < 0.05);
  if (fraction) return (whole > 0 ? String(whole) : '') + fraction[1];
  return qty.toLocaleString(locale, { maximumFractionDigits: 1 });
}

/** An ingredient's line for `factor` times its servings: amount, unit and item. */
export function ingredientLine(ingredient: Ingredient, factor: number, locale?: string): string {
  if (ingredient.qty === null) return ingredient.item;
  return [amount(ingredient.qty * factor, locale), ingredient.unit, ingredient.item]
    .filter(Boolean)
    .join(' ');
}

/** The servings a scaler may reach. */
export const MAX_SERVINGS = 48;

/** The lines of a text area that have something on them, trimmed. */
export function nonEmptyLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const UNITS = ['g', 'kg', 'ml', 'l', 'tbsp', 'tsp', 'cup', 'cups', 'yk', 'tk'];

/** One typed ingredient line (200 g flour, 1/2 tsp salt, 2 eggs) as quantity, unit and item. */
export function parseIngredient(text: string): Ingredient {
  const match = /^(\d+\/\d+|\d+(?:[.,]\d+)?)\s*(\S+)?\s*(.*)$/.exec(text);
  if (!match) return { qty: null, unit: '', item: text };
  const [, rawQty = '', word = '', rest = ''] = match;
  const [top, bottom] = rawQty.split('/');
  const qty = bottom ? Number(top) / Number(bottom) : Number(rawQty.replace(',', '.'));
  if (!Number.isFinite(qty)) return { qty: null, unit: '', item: text };
  if (UNITS.includes(word.toLowerCase())) return { qty, unit: word, item: rest || word };
  return { qty, unit: '', item: [word, rest].filter(Boolean).join(' ') };
}

/** The tags the recipes use, in the order they first appear. */
export function recipeTags(recipes: readonly Recipe[]): string[] {
  return [...new Set(recipes.flatMap((recipe) => recipe.tags))];
}

/** What the list shows: recipes matching every word of the query (title, description, ingredients), the tag and the favourites filter. */
export function filterRecipes(
  recipes: readonly Recipe[],
  o: { query: string; tag: string | null; favorites: readonly string[] | null; locale: string },
): Recipe[] {
  const words = o.query.trim().toLocaleLowerCase(o.locale).split(/\s+/).filter(Boolean);
  return recipes.filter((recipe) => {
    if (o.tag !== null && !recipe.tags.includes(o.tag)) return false;
    if (o.favorites !== null && !o.favorites.includes(recipe.id)) return false;
    const text = [recipe.title, recipe.description, ...recipe.tags, ...recipe.ingredients.map((i) => i.item)]
      .join(' ')
      .toLocaleLowerCase(o.locale);
    return words.every((word) => text.includes(word));
  });
}

/** What the add form holds: its fields as typed. */
export interface RecipeDraft {
  title: string;
  description: string;
  minutes: string;
  servings: string;
  tags: string;
  ingredients: string;
  steps: string;
}

export const EMPTY_RECIPE: RecipeDraft = {
  title: '',
  description: '',
  minutes: '30',
  servings: '4',
  tags: '',
  ingredients: '',
  steps: '',
};

export type RecipeField = 'title' | 'minutes' | 'servings' | 'ingredients' | 'steps';
export type RecipeErrors = Partial<Record<RecipeField, string>>;

/** The add form's checks: a title, a time and servings in range, two ingredients and a step. */
export function recipeErrors(
  draft: RecipeDraft,
  texts: Pick<RecipesTexts, 'errTitle' | 'errMinutes' | 'errServings' | 'errIngredients' | 'errSteps'>,
): RecipeErrors {
  const errors: RecipeErrors = {};
  const minutes = Number(draft.minutes);
  const servings = Number(draft.servings);
  if (draft.title.trim().length < 2) errors.title = texts.errTitle;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 600) errors.minutes = texts.errMinutes;
  if (!Number.isInteger(servings) || servings < 1 || servings > 24) errors.servings = texts.errServings;
  if (nonEmptyLines(draft.ingredients).length < 2) errors.ingredients = texts.errIngredients;
  if (nonEmptyLines(draft.steps).length < 1) errors.steps = texts.errSteps;
  return errors;
}

/** The recipe a visitor added, with an id no other recipe has. */
export function addedRecipe(draft: RecipeDraft, taken: readonly string[]): Recipe {
  let n = taken.length + 1;
  while (taken.includes(`mine-${n}`)) n += 1;
  return {
    id: `mine-${n}`,
    title: draft.title.trim(),
    description: draft.description.trim(),
    minutes: Number(draft.minutes),
    servings: Number(draft.servings),
    tags: draft.tags
      .split(/[,،]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
    icon: 'CookingPot',
    ingredients: nonEmptyLines(draft.ingredients).map(parseIngredient),
    steps: nonEmptyLines(draft.steps),
  };
}

/** The visitor's recipes as storage holds them: entries that are not recipes are left out. */
export function savedRecipes(value: unknown): Recipe[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is Recipe =>
      !!entry &&
      typeof entry === 'object' &&
      typeof (entry as Recipe).id === 'string' &&
      typeof (entry as Recipe).title === 'string' &&
      Array.isArray((entry as Recipe).tags) &&
      Array.isArray((entry as Recipe).ingredients) &&
      Array.isArray((entry as Recipe).steps),
  );
}

/** The favourites that still name a recipe. */
export function favoriteIds(value: unknown, recipes: readonly Recipe[]): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (id): id is string => typeof id === 'string' && recipes.some((recipe) => recipe.id === id),
  );
}
