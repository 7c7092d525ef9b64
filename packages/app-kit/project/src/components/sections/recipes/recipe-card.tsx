/**
 * A recipe as the lists show it: its picture, title, description, time, servings and tags, a button that
 * opens it and the favourite toggle (its name stays the same; its pressed state says whether it is one).
 */
import { ClockIcon, HeartIcon, UsersIcon } from 'lucide-react';

import { RecipeIcon } from '@/components/sections/recipes/recipe-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fmt } from '@/lib/app-frame';
import type { Recipe, RecipesSchema } from '@/lib/recipes';
import { cn } from '@/lib/utils';

/** What the lists need to show a recipe and act on it. */
export interface RecipeActions {
  favorites: readonly string[];
  mine: readonly string[];
  onOpen: (id: string) => void;
  onToggleFavorite: (id: string) => void;
  onDelete: (id: string) => void;
}

export function FavoriteButton({
  recipe,
  schema,
  actions,
}: {
  recipe: Recipe;
  schema: RecipesSchema;
  actions: RecipeActions;
}) {
  const on = actions.favorites.includes(recipe.id);
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-pressed={on}
      onClick={() => actions.onToggleFavorite(recipe.id)}
    >
      <HeartIcon aria-hidden className={cn(on && 'fill-current text-red-500')} />
      {schema.texts.favorite}
    </Button>
  );
}

export function RecipeFacts({ recipe, schema }: { recipe: Recipe; schema: RecipesSchema }) {
  if (recipe.minutes <= 0 && recipe.servings <= 0) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {recipe.minutes > 0 ? (
        <span className="inline-flex items-center gap-1">
          <ClockIcon aria-hidden className="size-4" />
          {fmt(schema.texts.minutes, { n: recipe.minutes })}
        </span>
      ) : null}
      {recipe.servings > 0 ? (
        <span className="inline-flex items-center gap-1">
          <UsersIcon aria-hidden className="size-4" />
          {fmt(schema.texts.serves, { n: recipe.servings })}
        </span>
      ) : null}
    </p>
  );
}

export function RecipeCard({
  recipe,
  schema,
  actions,
}: {
  recipe: Recipe;
  schema: RecipesSchema;
  actions: RecipeActions;
}) {
  const { texts } = schema;
  return (
    <article className="flex h-full flex-col rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="relative flex aspect-[4/3] items-center justify-center rounded-lg bg-gradient-to-br from-primary/20 via-primary/5 to-muted text-primary">
        <RecipeIcon name={recipe.icon} className="size-14" />
        {actions.mine.includes(recipe.id) ? (
          <Badge className="absolute start-3 top-3">{texts.yours}</Badge>
        ) : null}
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-2">
        <h3 className="text-lg font-semibold break-words">{recipe.title}</h3>
        {recipe.description ? <p className="text-sm text-muted-foreground">{recipe.description}</p> : null}
        <RecipeFacts recipe={recipe} schema={schema} />
        {recipe.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={texts.tagsLabel}>
            {recipe.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            aria-label={`${texts.viewRecipe}: ${recipe.title}`}
            onClick={() => actions.onOpen(recipe.id)}
          >
            {texts.viewRecipe}
          </Button>
          <FavoriteButton recipe={recipe} schema={schema} actions={actions} />
        </div>
      </div>
    </article>
  );
}

/** Recipes as a grid of cards. */
export function RecipeGrid({
  recipes,
  schema,
  actions,
}: {
  recipes: readonly Recipe[];
  schema: RecipesSchema;
  actions: RecipeActions;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {recipes.map((recipe) => (
        <li key={recipe.id}>
          <RecipeCard recipe={recipe} schema={schema} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
