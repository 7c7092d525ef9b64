/**
 * A recipe book (RecipesApp) described as data: its frame, the sections in order, the recipes with their
 * ingredients and steps, and every text it shows. The built-in agent writes one as JSON. What a visitor
 * does is kept in the browser when the app keeps data: the favourites and the recipes the visitor added.
 */
import type { AppFrame, SectionSlot } from '@/lib/app-frame';

export type RecipesSectionId = 'hero' | 'recipes' | 'favorites' | 'add' | 'tips';

/** The pictures a recipe can have (lucide icon names). */
export type RecipeIconName =
  | 'Apple'
  | 'Beef'
  | 'Cake'
  | 'CakeSlice'
  | 'Carrot'
  | 'Citrus'
  | 'CookingPot'
  | 'Cookie'
  | 'Croissant'
  | 'Drumstick'
  | 'Egg'
  | 'Fish'
  | 'Flame'
  | 'IceCreamCone'
  | 'Leaf'
  | 'Milk'
  | 'Pizza'
  | 'Salad'
  | 'Sandwich'
  | 'Soup'
  | 'UtensilsCrossed';

export interface Ingredient {
  /** The amount for the recipe's servings; null when it has none (a pinch of salt). */
  qty: number | null;
  unit: string;
  item: string;
}

export interface Recipe {
  /** Unique, URL-safe. */
  id: string;
  title: string;
  /** One line under the title; empty when the brief gave none. */
  description: string;
  /** 0 when not known: the app then shows no time. */
  minutes: number;
  /** 0 when not known: the app then shows no servings and no scaler. */
  servings: number;
  tags: string[];
  icon: RecipeIconName;
  /** Empty for a recipe still to be written down: the app says so. */
  ingredients: Ingredient[];
  steps: string[];
}

export interface RecipesTexts {
  /** The line above the hero title. */
  heroEyebrow: string;
  heroTitle: string;
  heroSubtitle: string;
  /** The hero's call to action: to the recipes. */
  heroCta: string;
  /** The hero's second action: to the form that adds a recipe. */
  heroAdd: string;
  searchLabel: string;
  tagsLabel: string;
  all: string;
  /** The filter chip for the favourites. */
  favoritesOnly: string;
  /** How many recipes are shown, with {n}. */
  shownCount: string;
  noRecipes: string;
  noRecipesHint: string;
  /** Cooking time, with {n}. */
  minutes: string;
  /** How many it serves, with {n}. */
  serves: string;
  viewRecipe: string;
  /** The favourite toggle (its pressed state says whether the recipe is one). */
  favorite: string;
  /** The badge on a recipe the visitor added. */
  yours: string;
  ingredients: string;
  method: string;
  noIngredients: string;
  noSteps: string;
  servings: string;
  moreServings: string;
  fewerServings: string;
  /** How many ingredients are ticked, with {done} and {total}. */
  checkedCount: string;
  resetChecks: string;
  deleteRecipe: string;
  close: string;
  noFavorites: string;
  noFavoritesHint: string;
  addIntro: string;
  fieldTitle: string;
  fieldDescription: string;
  fieldMinutes: string;
  fieldServings: string;
  fieldTags: string;
  tagsHint: string;
  fieldIngredients: string;
  ingredientsHint: string;
  fieldSteps: string;
  stepsHint: string;
  /** The add form's submit button. */
  save: string;
  errTitle: string;
  errMinutes: string;
  errServings: string;
  errIngredients: string;
  errSteps: string;
  /** Announced once a recipe is added, with {title}. */
  saved: string;
  /** Opens the recipe just added. */
  openSaved: string;
}

export interface RecipesSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<RecipesSectionId>[];
  features: {
    /** A search box over the recipes (titles, descriptions and ingredients). */
    search: boolean;
    /** Tag chips and the favourites filter. */
    filters: boolean;
  };
  recipes: Recipe[];
  /** The kitchen tips the tips section shows. */
  tips: string[];
  texts: RecipesTexts;
}
